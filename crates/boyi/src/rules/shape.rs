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

/// A single number typed for a file that does not declare its shape: an array of one where
/// only `fn moves` of an array gives moves (that of the number failing, or giving none), a
/// number otherwise (a failure is then the file's to report); refused with advice where
/// both give moves, since Rhai reads `n[0]` of a number as its lowest bit and such a file
/// would be answered wrongly without a word.
fn one_number(script: &Script, n: i64) -> Result<Pos, Error> {
    let gives = |p: Pos| script.moves(&p).map(|m| !m.is_empty());
    match (gives(Pos::Int(n)), gives(Pos::List(vec![n]))) {
        (Ok(true), Ok(true)) => Err(Error::invalid(
            Text::new("error-rules-shape-unsure")
                .arg("file", script.file.clone())
                .arg("position", n),
        )),
        (Err(_) | Ok(false), Ok(true)) => Ok(Pos::List(vec![n])),
        _ => Ok(Pos::Int(n)),
    }
}

/// Whether `table` lists the file's positions as numbers n (`false`) or pairs a b
/// (`true`): as declared, or where the guess is certain; refused for text, or with advice.
pub fn tabulates_pairs(script: &Script) -> Result<bool, Error> {
    match script.shape {
        Some(Shape::Number) => Ok(false),
        Some(Shape::Numbers) => Ok(true),
        Some(Shape::Text) => Err(Error::invalid(
            Text::new("error-rules-table-text").arg("file", script.file.clone()),
        )),
        None => {
            let one = script.moves(&Pos::Int(1)).is_ok();
            let pair = script.moves(&Pos::List(vec![1, 1])).is_ok();
            match (one, pair) {
                (true, false) => Ok(false),
                (false, true) => Ok(true),
                _ => Err(Error::invalid(
                    Text::new("error-rules-table-shape")
                        .arg("file", script.file.clone())
                        .arg("works", u8::from(one)),
                )),
            }
        }
    }
}
