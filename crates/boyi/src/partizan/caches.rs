//! What the arena remembers about games, by id: comparisons, sums, negatives, stops,
//! birthdays and thermographs.

use super::dyadic::Dyadic;
use super::id::GameId;
use super::thermograph::Thermograph;
use rustc_hash::FxHashMap;
use std::rc::Rc;

/// What is remembered about games, by id.
#[derive(Default)]
pub struct Caches {
    pub(super) leq: FxHashMap<(GameId, GameId), bool>,
    pub(super) sum: FxHashMap<(GameId, GameId), GameId>,
    pub(super) neg: FxHashMap<GameId, GameId>,
    pub(super) stops: FxHashMap<GameId, (Dyadic, Dyadic)>,
    pub(super) birthday: FxHashMap<GameId, num_bigint::BigUint>,
    pub(super) thermograph: FxHashMap<GameId, Rc<Thermograph>>,
    pub(super) atomic: FxHashMap<GameId, GameId>,
    pub(super) norton: FxHashMap<(GameId, GameId), GameId>,
}

impl Caches {
    /// The bytes the caches take, roughly.
    pub(super) fn bytes(&self) -> usize {
        // Each hash map entry with its control byte and padding, counted by capacity.
        self.leq.capacity() * 16
            + self.sum.capacity() * 16
            + self.neg.capacity() * 12
            + self.stops.capacity() * (size_of::<(GameId, (Dyadic, Dyadic))>() + 1)
            + self.birthday.capacity() * (size_of::<(GameId, num_bigint::BigUint)>() + 1)
            + self.thermograph.capacity() * 16
            + self.atomic.capacity() * 12
            + self.norton.capacity() * 16
    }
}
