//! What a rule file's positions are: one number, several numbers, or text, as the file
//! declares with `const POSITION = "number";` (or `"numbers"`, `"text"`). A file without the
//! declaration has its positions guessed from the words typed, and a single number from
//! which calls of `fn moves` work; where the guess is not certain it is refused with advice.

use super::script::{Pos, Script, Shape};
use crate::error::Error;
use crate::notation::{ParseError, Token};
use crate::text::Text;

/// Reads the words typed as a position of `script`: of its declared shape, or guessed.
pub fn read(script: &Script, words: &[Token<'_>]) -> Result<Pos, Error> {
    let refuse = |shape: Shape| {
        let text = Text::new("error-rules-shape").arg("shape", shape.word());
        Error::from(ParseError::new(text, &words[0]))
    };
    match script.shape {
        Some(Shape::Text) => Ok(Pos::read_text(words)?),
        Some(shape) => match (shape, Pos::read(words)?) {
            (Shape::Number, Pos::Int(n)) => Ok(Pos::Int(n)),
            (Shape::Numbers, Pos::Int(n)) => Ok(Pos::List(vec![n])),
            (Shape::Numbers, list @ Pos::List(_)) => Ok(list),
            _ => Err(refuse(shape)),
        },
        None => match Pos::read(words)? {
            Pos::Int(n) => one_number(script, n),
            pos => Ok(pos),
        },
    }
}

/// How `fn moves` takes a position of one kind.
enum Take {
    /// The call fails.
    Fails,
    /// Its moves lead to positions of the same kind (`moves`: whether there are any).
    Keeps { moves: bool },
    /// Its moves lead to positions of another kind: the file reads the position as
    /// something it is not (Rhai reads `n[0]` of a number as its lowest bit).
    Changes,
}

/// How `script`'s `fn moves` takes `p`.
fn take(script: &Script, p: &Pos) -> Take {
    let same = |q: &Pos| std::mem::discriminant(q) == std::mem::discriminant(p);
    match script.moves(p) {
        Err(_) => Take::Fails,
        Ok(moves) if moves.iter().all(|(_, q)| same(q)) => Take::Keeps {
            moves: !moves.is_empty(),
        },
        Ok(_) => Take::Changes,
    }
}

/// A single number typed for a file that does not declare its shape: an array of one where
/// only `fn moves` of an array gives moves that keep its kind, a number otherwise (a
/// failure is then the file's to report); refused with advice where the moves of the
/// number are arrays, since the file then reads a number as something it is not.
fn one_number(script: &Script, n: i64) -> Result<Pos, Error> {
    match (
        take(script, &Pos::Int(n)),
        take(script, &Pos::List(vec![n])),
    ) {
        (Take::Changes, _) => Err(Error::invalid(
            Text::new("error-rules-shape-unsure")
                .arg("file", script.file.clone())
                .arg("position", n),
        )),
        (Take::Fails | Take::Keeps { moves: false }, Take::Keeps { moves: true }) => {
            Ok(Pos::List(vec![n]))
        }
        _ => Ok(Pos::Int(n)),
    }
}

/// Whether `table` lists the file's positions as numbers n (`false`) or pairs a b
/// (`true`): as declared, or by which of the two `fn moves` takes better (keeping its
/// kind, with moves from (1, 1) or 1); refused for text, or with advice where it takes
/// both as well.
pub fn tabulates_pairs(script: &Script) -> Result<bool, Error> {
    match script.shape {
        Some(Shape::Number) => Ok(false),
        Some(Shape::Numbers) => Ok(true),
        Some(Shape::Text) => Err(Error::invalid(
            Text::new("error-rules-table-text").arg("file", script.file.clone()),
        )),
        None => {
            // How well `fn moves` takes each kind: fails or changes it, keeps it with no
            // move, keeps it with moves.
            let score = |t: Take| match t {
                Take::Fails | Take::Changes => 0,
                Take::Keeps { moves } => 1 + u8::from(moves),
            };
            let one = score(take(script, &Pos::Int(1)));
            let pair = score(take(script, &Pos::List(vec![1, 1])));
            match one.cmp(&pair) {
                std::cmp::Ordering::Greater => Ok(false),
                std::cmp::Ordering::Less => Ok(true),
                std::cmp::Ordering::Equal => Err(Error::invalid(
                    Text::new("error-rules-table-shape")
                        .arg("file", script.file.clone())
                        .arg("works", u8::from(one > 0)),
                )),
            }
        }
    }
}
