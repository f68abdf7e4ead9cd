//! The row and its notation, and the plain rules as a [`Game`] for the generic engine.
//!
//! Nothing here is theory: these are the rules the solver's answers are checked against
//! (`tests/lol.rs` compares the solver with plain search of [`Lol`]).

use crate::error::Error;
use crate::game::{Game, Kind, Notation, Written};
use crate::notation::{quote, single, ParseError, Token};
use crate::text::Text;
use crate::value::Outcome;

/// One cell of the row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Cell {
    /// `*`: not written yet.
    Empty,
    /// `L`.
    L,
    /// `O`.
    O,
}

impl Cell {
    /// The cell as written: `*`, `L` or `O`.
    pub(super) fn symbol(self) -> char {
        match self {
            Cell::Empty => '*',
            Cell::L => 'L',
            Cell::O => 'O',
        }
    }
}

/// A row, as a sequence of cells.
pub type Board = Vec<Cell>;

/// A move: write `letter` in cell `cell` (0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LolMove {
    /// The cell, counted from 0.
    pub cell: usize,
    /// `Cell::L` or `Cell::O`.
    pub letter: Cell,
}

/// The longest row Boyi reads: valuing every move of a row of this length takes about half
/// a second.
pub const MAX_ROW: usize = 10_000;

/// Reads a row of `*`, `L` and `O`.
pub fn parse(token: &Token<'_>) -> Result<Board, ParseError> {
    if token.text.is_empty() {
        return Err(ParseError::new(Text::new("error-lol-empty"), token));
    }
    let cells = token.text.chars().count();
    if cells > MAX_ROW {
        return Err(ParseError::at(
            Text::new("error-lol-too-long")
                .arg("cells", cells)
                .arg("max", MAX_ROW),
            token.at,
        ));
    }
    token
        .text
        .chars()
        .enumerate()
        .map(|(i, c)| match c {
            '*' => Ok(Cell::Empty),
            'L' => Ok(Cell::L),
            'O' => Ok(Cell::O),
            other => Err(ParseError::new(
                Text::new("error-lol-bad-cell")
                    .arg("cell", i)
                    .arg("letter", quote(&other.to_string(), 1)),
                token,
            )),
        })
        .collect()
}

/// A row from its notation, for tests.
#[cfg(test)]
pub(super) fn board(text: &str) -> Board {
    parse(&Token {
        text,
        at: crate::notation::Place::Argument(1),
    })
    .unwrap()
}

/// The row in input notation.
pub fn show(board: &[Cell]) -> String {
    board.iter().map(|c| c.symbol()).collect()
}

/// Whether `LOL` stands somewhere on the row.
pub fn has_lol(board: &[Cell]) -> bool {
    board.windows(3).any(|w| w == [Cell::L, Cell::O, Cell::L])
}

/// How many cells of the row are empty.
pub(super) fn empty_cells(board: &[Cell]) -> usize {
    board.iter().filter(|&&c| c == Cell::Empty).count()
}

/// Every move that completes `LOL` at once.
pub fn completions(board: &[Cell]) -> Vec<LolMove> {
    let mut found = Vec::new();
    let mut next = board.to_vec();
    for cell in 0..board.len() {
        if board[cell] != Cell::Empty {
            continue;
        }
        for letter in [Cell::L, Cell::O] {
            next[cell] = letter;
            let lo = cell.saturating_sub(2);
            let hi = (cell + 3).min(board.len());
            if has_lol(&next[lo..hi]) {
                found.push(LolMove { cell, letter });
            }
        }
        next[cell] = Cell::Empty;
    }
    found
}

/// The LOL game for the generic engine: plain search over whole rows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Lol;

impl Game for Lol {
    type Position = Board;
    type Move = LolMove;

    fn kind(&self) -> Kind {
        // Not impartial in the sense of sums: a completed LOL is won or tied by a rule.
        Kind::Outcome
    }

    fn moves(&self, board: &Board, out: &mut Vec<(LolMove, Board)>) {
        for cell in 0..board.len() {
            if board[cell] == Cell::Empty {
                for letter in [Cell::L, Cell::O] {
                    let mut next = board.clone();
                    next[cell] = letter;
                    out.push((LolMove { cell, letter }, next));
                }
            }
        }
    }

    fn end(&self, board: &Board) -> Option<Outcome> {
        if has_lol(board) {
            Some(Outcome::Lose)
        } else if board.iter().all(|&c| c != Cell::Empty) {
            Some(Outcome::Tie)
        } else {
            None
        }
    }

    fn canonical(&self, board: &Board) -> Board {
        let mirror: Board = board.iter().rev().copied().collect();
        mirror.min(board.clone())
    }
}

impl Written<Board> for Lol {
    fn read_position(&self, words: &[Token<'_>]) -> Result<Board, Error> {
        Ok(parse(single(words, Text::new("error-what-lol-board"))?)?)
    }

    fn show_position(&self, board: &Board) -> String {
        show(board)
    }
}

impl Notation for Lol {
    fn name(&self) -> String {
        "lol".into()
    }

    fn show_move(&self, mv: &LolMove, _from: &Board) -> Text {
        move_name(mv.cell, mv.letter)
    }
}

/// The name of the move that writes `letter` in `cell` (counted from 0): the cell counted
/// from 1, as boards label it, then the letter (`5L` fills the fifth cell).
pub fn move_name(cell: usize, letter: Cell) -> Text {
    Text::verbatim(format!("{}{}", cell + 1, letter.symbol()))
}

/// The contest's digit for an outcome: 1 win, 0 tie, -1 loss.
pub fn contest_digit(outcome: Outcome) -> i8 {
    match outcome {
        Outcome::Win => 1,
        Outcome::Lose => -1,
        _ => 0,
    }
}
