//! Why a generic engine stopped without an answer: a leaf the library's error type wraps.

use crate::text::Text;
use std::fmt;

/// Why a generic solve stopped without an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolveError {
    /// A position can be reached from itself, so this engine does not apply.
    Cycle,
    /// The game has more positions than the limit the solver was given.
    TooManyPositions(usize),
    /// The table could not grow past this many positions: the machine is short of memory.
    OutOfMemory(usize),
    /// The request stopped (its deadline passed, or nobody waits for it): says why.
    Stopped(Text),
}

/// In English; [`SolveError::text`] says it in any language.
impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

impl SolveError {
    /// The error in words, to render in the reader's language.
    pub fn text(&self) -> Text {
        match self {
            SolveError::Cycle => Text::new("error-cycle"),
            SolveError::Stopped(why) => why.clone(),
            SolveError::OutOfMemory(n) => Text::new("error-out-of-memory").arg("positions", *n),
            SolveError::TooManyPositions(n) => {
                Text::new("error-too-many-positions").arg("positions", *n)
            }
        }
    }
}

impl std::error::Error for SolveError {}
