//! Why the quotient solver stops before an answer, and when it must.

use std::time::Instant;

/// Why a heap could not be added.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stuck {
    /// The time allowed ran out.
    OutOfTime,
    /// A trial or the quotient would pass the element limits.
    TooLarge(TooLarge),
    /// Verifying a candidate would look at more positions than allowed.
    SearchTooLong(SearchTooLong),
    /// No repair fixed a failing position (never seen; reported rather than hidden).
    Unrepaired {
        /// The heap being added.
        heap: u32,
    },
}

/// Why a candidate could not be built: the elements it would need.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLarge {
    /// Elements reached when the limit was passed.
    pub elements: usize,
}

/// The N-search ran past its allowance of positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchTooLong {
    /// Positions looked at.
    pub positions: u64,
}

/// When the work must stop, if ever.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Deadline(pub Option<Instant>);

impl Deadline {
    /// An error once the deadline has passed.
    pub fn check(self) -> Result<(), Stuck> {
        match self.0 {
            Some(d) if Instant::now() >= d => Err(Stuck::OutOfTime),
            _ => Ok(()),
        }
    }
}
