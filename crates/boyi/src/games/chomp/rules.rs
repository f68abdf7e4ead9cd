//! The rules of Chomp: diagrams, bites, and how they are written.

use crate::error::Error;
use crate::game::{Game, Kind, Notation, Written};
use crate::notation::{natural, ParseError, Place, Token};
use crate::text::Text;

/// The rules of Chomp (no options).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Chomp;

/// A position: the row lengths from the top, nonincreasing, with no empty row.
pub type Diagram = Vec<u32>;

/// A move: eat the square at `row`, `column` (from 0) and everything below and right of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bite {
    /// The row, from 0 at the top.
    pub row: usize,
    /// The column, from 0 at the left.
    pub column: u32,
}

/// The diagram after `bite`.
pub fn eaten(rows: &[u32], bite: Bite) -> Diagram {
    let mut next: Diagram = rows.to_vec();
    for r in &mut next[bite.row..] {
        *r = (*r).min(bite.column);
    }
    while next.last() == Some(&0) {
        next.pop();
    }
    next
}

impl Game for Chomp {
    type Position = Diagram;
    type Move = Bite;

    fn kind(&self) -> Kind {
        Kind::Nimber
    }

    /// Every square but the poison.
    fn moves(&self, rows: &Diagram, out: &mut Vec<(Bite, Diagram)>) {
        for (row, &len) in rows.iter().enumerate() {
            for column in u32::from(row == 0)..len {
                let bite = Bite { row, column };
                out.push((bite, eaten(rows, bite)));
            }
        }
    }
}

impl Written<Diagram> for Chomp {
    fn read_position(&self, words: &[Token<'_>]) -> Result<Diagram, Error> {
        Ok(parse(words)?)
    }

    fn show_position(&self, rows: &Diagram) -> String {
        let rows: Vec<String> = rows.iter().map(u32::to_string).collect();
        rows.join(" ")
    }
}

impl Notation for Chomp {
    fn name(&self) -> String {
        "chomp".into()
    }

    fn show_move(&self, bite: &Bite, _: &Diagram) -> Text {
        Text::new("move-chomp")
            .arg("row", bite.row + 1)
            .arg("column", u64::from(bite.column) + 1)
    }
}

/// Reads row lengths, nonincreasing and positive.
fn parse(words: &[Token<'_>]) -> Result<Diagram, ParseError> {
    if words.is_empty() {
        return Err(ParseError::at(
            Text::new("error-expected").arg("what", Text::new("error-what-chomp-rows")),
            Place::End,
        ));
    }
    let mut rows = Vec::with_capacity(words.len());
    for word in words {
        let len = natural(word, Text::new("error-what-chomp-row"))?;
        let len = u32::try_from(len)
            .ok()
            .filter(|&l| l > 0)
            .ok_or_else(|| ParseError::new(Text::new("error-chomp-row-size"), word))?;
        if rows.last().is_some_and(|&above| len > above) {
            return Err(ParseError::new(Text::new("error-chomp-increasing"), word));
        }
        rows.push(len);
    }
    Ok(rows)
}
