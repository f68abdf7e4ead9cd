//! Solve databases: a strong solve of every position reachable from a root, kept in a file.
//!
//! A *tier* is a set of positions that moves only leave forward (cells filled, pieces
//! placed): a move goes to the same tier or a later one. The builder (`build`) discovers
//! the positions tier by tier from the root, then solves from the last tier back, holding in
//! memory only the tier it is solving and reading the values of the tiers it moves into from
//! the files already written. Moves inside a tier (cycles included) are solved by retrograde
//! analysis with draws, as `solve` does. Each finished step is written to a temporary file,
//! synced and renamed, and a manifest records it, so a build killed at any moment resumes.
//!
//! The file (`format`) holds, tier by tier, a record per position: outcome and remoteness
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
//! - `container`: the preamble and header every database file shares, saying what it holds;
//! - `file`: a whole file mapped into memory, and the error of one that could not be read;
//! - `format`: a solve database's header, blocks and block tables, with their checksums, and
//!   what a tier's records count;
//! - `tiered`: what a game says for the builder: its tiers, keys, moves and ends;
//! - `tier`: the values of one tier from its moves (retrograde analysis inside the tier);
//! - `build`: discovery, solving, the manifest and resuming;
//! - `channel`: how the workers of a build shared by many talk, in rounds;
//! - `shard`: one worker's part of a shared build, and the merge of the parts;
//! - `reader`: [`Database`], the finished file, memory-mapped;
//! - `bridge`: a game of the registry or a rule file, behind one object-safe interface;
//! - `stored`: a game answered from a database, behind the interface of every game.

pub(crate) mod bridge;
mod build;
mod channel;
pub mod container;
mod file;
mod format;
mod key;
mod reader;
mod record;
pub mod sealed;
mod shard;
mod split;
mod tier;
mod tiered;

pub use bridge::{check_names, Schema, Typed, Verified};
pub(crate) use build::write_atomic;
pub use build::{Plan, Progress, Summary};
pub(crate) use channel::round;
pub use channel::{tell_failure, Alone, Channel, Message};
pub use container::{Holds, FORMAT_VERSION};
pub(crate) use file::{io_error, map};
pub use format::{Meta, Shard, TierInfo};
pub use key::Key;
pub(crate) use key::{read_varint, write_varint};
pub use reader::Database;
pub use record::Record;
pub use shard::shard_file;
#[cfg(test)]
pub(crate) use tiered::check_against_game;
pub use tiered::{Estimate, Shared, Tiered};
