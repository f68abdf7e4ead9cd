//! How the contest problems read their input: all of it as words, the way `scanf` does.

use crate::failure::Failure;
use boyi::notation::{natural, tokens, ParseError, Place, Token};
use boyi::Text;

/// The words of `input`, refused when there are none.
pub fn nonempty_tokens(input: &str) -> Result<Vec<Token<'_>>, Failure> {
    let tokens = tokens(input);
    if tokens.is_empty() {
        return Err(Failure::new(Text::new("error-empty-input")));
    }
    Ok(tokens)
}

/// Reads a count and exactly that many tokens after it.
pub fn counted<'a, 't>(
    tokens: &'t [Token<'a>],
    what: &'static str,
) -> Result<&'t [Token<'a>], Failure> {
    let count = natural(&tokens[0], Text::new("what-count"))?;
    let rest = &tokens[1..];
    if (rest.len() as u64) < count {
        let short = Text::new("error-count-short")
            .arg("count", count)
            .arg("what", Text::new(what))
            .arg("found", rest.len());
        return Err(ParseError::at(short, Place::End).into());
    }
    if (rest.len() as u64) > count {
        let long = Text::new("error-count-long")
            .arg("count", count)
            .arg("what", Text::new(what));
        return Err(ParseError::new(long, &rest[count as usize]).into());
    }
    Ok(rest)
}

/// The words of a judge's input, read one after another, as `scanf` reads them: lines do
/// not matter, each refusal names the word (its line and column) or the end.
pub struct Words<'a> {
    tokens: Vec<Token<'a>>,
    next: usize,
}

impl<'a> Words<'a> {
    /// The words of `input`, refused when there are none.
    pub fn of(input: &'a str) -> Result<Words<'a>, Failure> {
        Ok(Words {
            tokens: nonempty_tokens(input)?,
            next: 0,
        })
    }

    /// Whether every word was read.
    pub fn done(&self) -> bool {
        self.next == self.tokens.len()
    }

    /// The next word, or a refusal at the end saying `what` was expected.
    pub fn word(&mut self, what: &'static str) -> Result<Token<'a>, Failure> {
        let token = self.tokens.get(self.next).copied().ok_or_else(|| {
            let expected = Text::new("error-expected").arg("what", Text::new(what));
            ParseError::at(expected, Place::End)
        })?;
        self.next += 1;
        Ok(token)
    }

    /// The next word as a whole number, `what` naming it in a refusal.
    pub fn number(&mut self, what: &'static str) -> Result<u64, Failure> {
        let token = self.word(what)?;
        Ok(natural(&token, Text::new(what))?)
    }

    /// A count, then that many numbers (`what` names them), as a count of heaps and their
    /// sizes.
    pub fn counted(&mut self, what: &'static str) -> Result<Vec<u64>, Failure> {
        let count = self.number("what-count")?;
        let mut numbers = Vec::new();
        for _ in 0..count {
            if self.done() {
                let short = Text::new("error-count-short")
                    .arg("count", count)
                    .arg("what", Text::new(what))
                    .arg("found", numbers.len());
                return Err(ParseError::at(short, Place::End).into());
            }
            numbers.push(self.number(what)?);
        }
        Ok(numbers)
    }

    /// Refuses words left after the last case a count announced.
    pub fn end(&self) -> Result<(), Failure> {
        match self.tokens.get(self.next) {
            None => Ok(()),
            Some(extra) => Err(ParseError::new(Text::new("error-contest-extra"), extra).into()),
        }
    }
}
