//! Who wins a partizan position with each player moving first, as an outcome search finds
//! it (for positions too large to value exactly): the answer, a winning first move, and
//! the search's own figures.

use super::family::Side;
use super::ops::Class;
use serde::Serialize;

/// What a search's transposition table held and did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct TableUse {
    /// Entries it has room for.
    pub capacity: u64,
    /// Entries filled at the end.
    pub filled: u64,
    /// Lookups that found the position decided.
    pub hits: u64,
    /// Decisions stored.
    pub stores: u64,
}

/// Who wins with one player to move first, and how the search found it.
#[derive(Clone, Debug, Serialize)]
pub struct Verdict {
    /// The player who moves first.
    pub first: Side,
    /// Whether that player wins.
    pub wins: bool,
    /// A winning first move, when the first player wins.
    pub winning_move: Option<String>,
    /// The position after that move.
    pub after: Option<String>,
    /// Positions the search visited.
    pub nodes: u64,
    /// Positions decided from exact values (sums of small regions), not searched.
    pub leaves: u64,
    /// Seconds it took.
    pub seconds: f64,
    /// What its transposition table held and did.
    pub table: TableUse,
}

/// Who wins a position with each player moving first.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    /// The position as read.
    pub position: String,
    /// Its outcome class.
    pub class: Class,
    /// Left moving first.
    pub left: Verdict,
    /// Right moving first.
    pub right: Verdict,
}
