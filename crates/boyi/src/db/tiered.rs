//! What a game says for the database builder: its tiers, keys, moves and ends, how a
//! position of its family becomes a key, and what a build will take.

use super::key::Key;
use crate::error::Error;
use crate::position::Position;
use crate::value::Outcome;
use serde::Serialize;

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

    /// [`Tiered::end_or_children`] of each of `keys` in turn (increasing, as the builder reads
    /// a tier), children appended to `out`: into `ends`, each key's end with the length of
    /// `out` after its children. A game that finds a key's position faster from the key
    /// before it does so here.
    fn ends_or_children(
        &self,
        tier: u32,
        keys: &[Self::Key],
        out: &mut Vec<(u32, Self::Key)>,
        ends: &mut Vec<(Option<Outcome>, usize)>,
    ) -> Result<(), Error> {
        for key in keys {
            let end = self.end_or_children(tier, key, out)?;
            ends.push((end, out.len()));
        }
        Ok(())
    }

    /// The game as threads may share it: the builder then splits each tier between every
    /// core. `None` (the default, for a game that cannot be shared) builds on one thread.
    fn shared(&self) -> Option<&dyn Shared<Key = Self::Key>> {
        None
    }

    /// The shape of the positions held, written as a position of that shape (see
    /// [`super::format::Meta::shape`]); empty where positions come in one shape.
    fn shape(&self) -> String {
        String::new()
    }

    /// The tier and canonical key of a position of the game's family.
    fn key_of(&self, position: &Position) -> Result<(u32, Self::Key), Error>;

    /// The position of a key of tier `tier`, where the game can write it back.
    fn position_of(&self, _tier: u32, _key: &Self::Key) -> Option<Position> {
        None
    }

    /// What building every position reachable from `root` takes, as far as the game can
    /// tell.
    fn estimate(&self, _root: &(u32, Self::Key)) -> Estimate {
        Estimate::default()
    }
}

/// A [`Tiered`] game that threads may share.
pub trait Shared: Tiered + Sync {}

impl<T: Tiered + Sync> Shared for T {}

/// What a build is expected to take, before it starts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Estimate {
    /// At most this many positions (`None`: the game cannot tell before discovering them).
    pub positions: Option<u64>,
    /// At most this many bytes of memory at once.
    pub memory: Option<u64>,
    /// At most this many bytes of disk (records before compression, keys, the files of the
    /// build).
    pub disk: Option<u64>,
}

/// Checks, on every position reachable from `root` by `game`'s moves (at most `most` of
/// them), that `tiers` states the game's facts again truly: a position's key ends play
/// where the game ends it, with the same result, and its children are the keys of the
/// positions the game's moves lead to. The tiers are the database builder's fast road to
/// the same moves; this holds it to the game's own.
#[cfg(test)]
pub(crate) fn check_against_game<T, G>(tiers: &T, game: &G, root: G::Position, most: usize)
where
    T: Tiered,
    G: crate::Game,
    G::Position: std::fmt::Debug + 'static,
{
    let key = |p: &G::Position| tiers.key_of(&Position::new(p.clone())).unwrap();
    let mut seen = std::collections::HashSet::from([root.clone()]);
    let mut queue = std::collections::VecDeque::from([root]);
    let (mut moves, mut children) = (Vec::new(), Vec::new());
    while let Some(p) = queue.pop_front() {
        let (tier, k) = key(&p);
        let end = tiers.end(tier, &k).unwrap();
        assert_eq!(end, game.end(&p), "the end of {p:?}");
        if end.is_some() {
            continue;
        }
        moves.clear();
        game.moves(&p, &mut moves);
        let mut expected: Vec<(u32, T::Key)> = moves.iter().map(|(_, q)| key(q)).collect();
        children.clear();
        tiers.children(tier, &k, &mut children).unwrap();
        expected.sort_unstable();
        expected.dedup();
        children.sort_unstable();
        children.dedup();
        assert_eq!(children, expected, "the children of {p:?}");
        for (_, q) in moves.drain(..) {
            if seen.len() < most && seen.insert(q.clone()) {
                queue.push_back(q);
            }
        }
    }
}
