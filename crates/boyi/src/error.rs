//! The library's error type.

use crate::notation::ParseError;
use crate::solve::error::SolveError;
use crate::text::Text;
use std::fmt;

/// Why Boyi could not answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The input text was malformed.
    Parse(ParseError),
    /// A generic engine could not finish.
    Solve(SolveError),
    /// The rules or position are well formed but make no sense together
    /// (e.g. an empty subtraction set).
    Invalid(Text),
    /// The question is beyond what Boyi can compute within its limits; says which limit.
    Limit(Text),
    /// Asked to answer by the theory and by plain search (`--engine both`), the two gave
    /// different answers; says both. A bug of Boyi, never of the input.
    Disagree(Text),
}

/// In English; [`Error::text`] says it in any language.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

impl Error {
    /// Rules or a position that make no sense together.
    pub fn invalid(message: impl Into<Text>) -> Error {
        Error::Invalid(message.into())
    }

    /// A question beyond a limit; the message says which.
    pub fn limit(message: impl Into<Text>) -> Error {
        Error::Limit(message.into())
    }

    /// The error in words, to render in the reader's language.
    pub fn text(&self) -> Text {
        match self {
            Error::Parse(e) => e.text(),
            Error::Solve(e) => e.text(),
            Error::Invalid(t) | Error::Limit(t) | Error::Disagree(t) => t.clone(),
        }
    }

    /// The same error, said to have happened at `place` (e.g. `in sum component 2 (…)`).
    pub fn within(self, place: Text) -> Error {
        let text = Text::new("error-within")
            .arg("place", place)
            .arg("error", self.text());
        match self {
            Error::Limit(_) => Error::Limit(text),
            Error::Disagree(_) => Error::Disagree(text),
            _ => Error::Invalid(text),
        }
    }
}

impl std::error::Error for Error {}

impl From<ParseError> for Error {
    fn from(e: ParseError) -> Self {
        Error::Parse(e)
    }
}

impl From<SolveError> for Error {
    fn from(e: SolveError) -> Self {
        match e {
            SolveError::Stopped(why) => Error::Limit(why),
            e => Error::Solve(e),
        }
    }
}
