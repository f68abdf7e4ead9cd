//! Solve databases: a strong solve of every position reachable from a root, kept in a file.
//!
//! A *tier* is a set of positions that moves only leave forward (cells filled, pieces
//! placed): a move goes to the same tier or a later one. The builder ([`build`]) discovers
//! the positions tier by tier from the root, then solves from the last tier back, holding in
//! memory only the tier it is solving and reading the values of the tiers it moves into from
//! the files already written. Moves inside a tier (cycles included) are solved by retrograde
//! analysis with draws, as `solve` does. Each finished step is written to a temporary file,
//! synced and renamed, and a manifest records it, so a build killed at any moment resumes.
//!
//! The file ([`format`]) holds, tier by tier, a record per position: outcome and remoteness
//! in 16 bits (32 where a remoteness passes 8,191), and the nimber where the game is
//! impartial under normal play, in independent zstd blocks with a CRC-32 each; a versioned
//! header with its own checksum says what is where. Where a game numbers the positions of a
//! tier densely (a rank), a tier is a flat array by rank; otherwise it stores its sorted keys.
//! [`Database`] reads one position by decompressing one block.
//!
//! The algorithm is the tier solver of GamesmanOne (R. Dai, D. Garcia: "GamesmanOne",
//! <https://github.com/GamesCrafters/GamesmanOne>) and of J. Romein and H. Bal's Awari solve
//! ("Solving Awari with Parallel Retrograde Analysis", IEEE Computer 36(10), 2003); the code
//! is Boyi's own.
//!
//! One job a file:
//! - `key`: how a position is stored (its key) and the sets of keys of a tier;
//! - `record`: a position's value in one integer;
//! - `format`: the file's header, blocks and block tables, with their checksums;
//! - `tier`: the values of one tier from its moves (retrograde analysis inside the tier);
//! - `build`: discovery, solving, the manifest and resuming;
//! - `reader`: [`Database`], the finished file, memory-mapped;
//! - `bridge`: a game of the registry or a rule file, behind one object-safe interface;
//! - `stored`: a game answered from a database, behind the interface of every game.

mod bridge;
mod build;
mod format;
mod key;
mod reader;
mod record;
mod stored;
mod tier;

pub use bridge::{check_names, Keyed, Schema, Typed, Verified};
pub use build::{Estimate, Plan, Progress, Summary};
pub use format::{Meta, TierInfo, FORMAT_VERSION};
pub use key::Key;
pub use reader::Database;
pub use record::Record;
pub use stored::Stored;

use crate::error::Error;
use crate::value::{Outcome, Play};

/// A game whose positions fall into tiers that moves only leave forward, as the database
/// builder sees it: positions are compact keys, canonical under the game's symmetries.
pub trait Tiered {
    /// A position as the database stores it within its tier: its rank in a dense tier.
    type Key: Key;

    /// When the positions of `tier` are numbered densely, the count of numbers (ranks): a
    /// key of that tier is then its rank, below this count. `None` stores the tier's keys.
    fn dense(&self, _tier: u32) -> Option<u64> {
        None
    }

    /// Appends the tier and (canonical) key of every position one move away from the
    /// position `key` of tier `tier`; none where play has ended by rule. Every move goes to
    /// the same tier or a later one.
    fn children(
        &self,
        tier: u32,
        key: &Self::Key,
        out: &mut Vec<(u32, Self::Key)>,
    ) -> Result<(), Error>;

    /// The result for the player to move where a rule has ended the game; `None` while play
    /// goes on (a player without a move is decided by [`Tiered::play`]).
    fn end(&self, tier: u32, key: &Self::Key) -> Result<Option<Outcome>, Error>;

    /// What happens to a player with no move.
    fn play(&self) -> Play;

    /// Whether positions have nimbers (impartial, normal play).
    fn nimbers(&self) -> bool;
}
