//! The library's error type.

use crate::notation::ParseError;
use crate::solve::grundy::SolveError;
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
    Invalid(String),
    /// The question is beyond what Boyi can compute within its limits; says which limit.
    Limit(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Parse(e) => e.fmt(f),
            Error::Solve(e) => e.fmt(f),
            Error::Invalid(s) | Error::Limit(s) => f.write_str(s),
        }
    }
}

impl Error {
    /// The same error, said to have happened at `place` (e.g. `in sum component 2 (…)`).
    pub fn within(self, place: &str) -> Error {
        match self {
            Error::Limit(s) => Error::Limit(format!("{place}: {s}")),
            other => Error::Invalid(format!("{place}: {other}")),
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
        Error::Solve(e)
    }
}
