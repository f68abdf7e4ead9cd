//! Who wins a partizan position with each player moving first, as an outcome search finds
//! it (for positions too large to value exactly): the answer, a winning first move, and
//! the search's own figures; and every move of a player, each decided.

use super::family::Side;
use super::ops::Class;
use crate::error::Error;
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

impl std::ops::AddAssign for TableUse {
    /// Two tables' use together.
    fn add_assign(&mut self, other: TableUse) {
        self.capacity += other.capacity;
        self.filled += other.filled;
        self.hits += other.hits;
        self.stores += other.stores;
    }
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
    /// Whether this is the other first player's verdict turned, with no search of its own
    /// (a board that a turn maps onto itself swapping the players); its figures are zero.
    pub by_symmetry: bool,
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

/// A family's judge of every move of the player to move, by its outcome search, kept from
/// one call to the next (each turn of `boyi play --outcome`) so that what it learnt at one
/// position answers at the next.
pub trait MoveJudge {
    /// Every move of `mover` at the position written as text, each decided; the positions
    /// searched so far are told to `progress` every so often.
    fn judge(
        &mut self,
        text: &str,
        mover: Side,
        progress: &mut dyn FnMut(u64),
    ) -> Result<Judgement, Error>;
}

/// One move of the player to move, and whether it wins.
#[derive(Clone, Debug, Serialize)]
pub struct MoveOutcome {
    /// The move, as the family names it.
    #[serde(rename = "move")]
    pub mv: String,
    /// The position after it.
    pub after: String,
    /// Whether the mover wins by it: the opponent, to move after it, loses.
    pub wins: bool,
}

/// Every move of one player at a position, each decided by the search.
#[derive(Clone, Debug, Serialize)]
pub struct Judgement {
    /// The position as read.
    pub position: String,
    /// The player to move.
    pub mover: Side,
    /// Every move, the winning ones first, each group in the family's order.
    pub moves: Vec<MoveOutcome>,
    /// Positions the searches visited.
    pub nodes: u64,
    /// Positions decided from exact values, not searched.
    pub leaves: u64,
    /// Seconds it took.
    pub seconds: f64,
    /// What the searches' transposition tables held and did, together.
    pub table: TableUse,
    /// Whether these are the other player's moves turned, with no search of their own (a
    /// board that a turn maps onto itself swapping the players); the figures are zero.
    pub by_symmetry: bool,
}

impl Judgement {
    /// Whether the mover has a winning move.
    pub fn wins(&self) -> bool {
        self.moves.first().is_some_and(|m| m.wins)
    }

    /// Who wins with the mover first, as these searches found it: the first winning move,
    /// and their figures.
    pub fn verdict(&self) -> Verdict {
        let winning = self.moves.first().filter(|m| m.wins);
        Verdict {
            first: self.mover,
            wins: winning.is_some(),
            winning_move: winning.map(|m| m.mv.clone()),
            after: winning.map(|m| m.after.clone()),
            nodes: self.nodes,
            leaves: self.leaves,
            seconds: self.seconds,
            table: self.table,
            by_symmetry: self.by_symmetry,
        }
    }
}

/// What an outcome search answers of a position: who wins with each player first and, when
/// asked, every move of each player decided (`--outcome --all-moves`).
#[derive(Clone, Debug, Serialize)]
pub struct Answer {
    /// Who wins with each player first.
    #[serde(flatten)]
    pub report: Report,
    /// Every move of Left, when asked.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub left_moves: Option<Judgement>,
    /// Every move of Right, when asked.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub right_moves: Option<Judgement>,
}
