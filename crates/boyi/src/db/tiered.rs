//! What a game says for the database builder: its tiers, keys, moves and ends.

use super::key::Key;
use crate::error::Error;
use crate::value::Outcome;

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

    /// Every position of `tier` reachable from `root`, sorted, where the game can list them
    /// without a search: every position of every tier from the root's on is then listed so,
    /// and a tier with none ends the game. `None` (the default): they are discovered by
    /// moving forward from the root.
    fn listed(&self, _root: &(u32, Self::Key), _tier: u32) -> Option<Vec<Self::Key>> {
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
    /// goes on (a player without a move is decided by the game's play). By default no rule
    /// ends it: play goes on while there are moves.
    fn end(&self, _tier: u32, _key: &Self::Key) -> Result<Option<Outcome>, Error> {
        Ok(None)
    }

    /// The result where a rule has ended the game at `key`, else `None` with the position's
    /// children appended to `out`: [`Tiered::end`] and [`Tiered::children`] in one step, for
    /// a game that reads a key once for both.
    fn end_or_children(
        &self,
        tier: u32,
        key: &Self::Key,
        out: &mut Vec<(u32, Self::Key)>,
    ) -> Result<Option<Outcome>, Error> {
        let end = self.end(tier, key)?;
        if end.is_none() {
            self.children(tier, key, out)?;
        }
        Ok(end)
    }

    /// The game as threads may share it: the builder then splits each tier between every
    /// core. `None` (the default, for a game that cannot be shared) builds on one thread.
    fn shared(&self) -> Option<&dyn Shared<Key = Self::Key>> {
        None
    }
}

/// A [`Tiered`] game that threads may share.
pub trait Shared: Tiered + Sync {}

impl<T: Tiered + Sync> Shared for T {}
