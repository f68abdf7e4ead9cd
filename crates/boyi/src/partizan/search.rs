//! From positions of a partizan game to canonical forms.
//!
//! A position is split into independent components first (a Domineering board into its
//! regions); each component, brought to a normal form by its rules, is looked up in a
//! transposition table or else valued from the values of its options, and the components'
//! values are added in the arena (as CGSuite's `CanonicalShortGameReducer` does).

use super::arena::{Arena, GameId};
use crate::budget::{self, Budget};
use crate::error::Error;
use crate::text::Text;
use rustc_hash::FxHashMap;
use std::hash::Hash;
use std::time::{Duration, Instant};

/// The rules of a partizan game, as the search needs them.
pub trait Rules {
    /// A position (of one component, or of the whole game).
    type Position: Clone + Eq + Hash;

    /// Appends the positions Left can move to.
    fn left(&self, p: &Self::Position, out: &mut Vec<Self::Position>);

    /// Appends the positions Right can move to.
    fn right(&self, p: &Self::Position, out: &mut Vec<Self::Position>);

    /// Appends the independent components of `p`, each in a normal form so that equal
    /// components meet in the table; components known to be 0 may be left out. By default,
    /// `p` itself.
    fn components(&self, p: &Self::Position, out: &mut Vec<Self::Position>) {
        out.push(p.clone());
    }

    /// A component in normal form worth −`p` (Domineering's board turned on its diagonal),
    /// where the rules know one: a component is then valued once for both. By default, none.
    fn negative(&self, _p: &Self::Position) -> Option<Self::Position> {
        None
    }

    /// Smaller positions like `p`, the first one slice long (a cell of a row, a column of
    /// a board) and each one slice longer than the one before, all shorter than `p`: what
    /// valuing them stores foretells what valuing `p` stores ([`Search::value_foretold`]).
    /// By default none, and nothing is foretold.
    fn windows(&self, _p: &Self::Position) -> Vec<Self::Position> {
        Vec::new()
    }

    /// The name of the move from `from` to `to`, where the rules name moves otherwise than
    /// by the position they leave (`a1-a2`); by default `None`, and the move is named by
    /// that position.
    fn name_move(&self, _from: &Self::Position, _to: &Self::Position) -> Option<String> {
        None
    }

    /// The value of a component straight from the theory, where it has one.
    fn closed_form(&self, _p: &Self::Position, _arena: &mut Arena) -> Option<GameId> {
        None
    }

    /// Appends the ways the rules know to split the component `p` at a bridge (see
    /// [`Bridge`]), smaller parts first. By default none.
    fn bridges(&self, _p: &Self::Position, _out: &mut Vec<Bridge<Self::Position>>) {}
}

/// A component cut in two at one cell, with the rules' theorem of when the cell is worth
/// nothing (Domineering's bridges): each part with the cell and without it. The parts are
/// positions, split into components again when valued.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bridge<P> {
    /// Each part with the cell and without it; the first is compared first.
    pub parts: [(P, P); 2],
    /// Whether the component is worth the two parts without the cell where each part is
    /// equal with and without it (the cell destroyed), rather than, where the first part
    /// is, the first without it and the second with it (the cell split off).
    pub destroys: bool,
}

/// Bytes one entry of the transposition table takes (key, id and the map's overhead).
const ENTRY_BYTES: u64 = 48;

/// Values positions of one game, remembering every component it has valued.
pub struct Search<R: Rules> {
    /// The rules.
    pub rules: R,
    /// Where the values live.
    pub arena: Arena,
    table: FxHashMap<R::Position, GameId>,
    /// The memory the request may use.
    budget: Budget,
}

impl<R: Rules> Search<R> {
    /// A search with an empty table, within the request's memory `budget`.
    pub fn new(rules: R, budget: Budget) -> Search<R> {
        let mut arena = Arena::new();
        arena.limit(usize::try_from(budget.memory()).unwrap_or(usize::MAX));
        Search {
            rules,
            arena,
            table: FxHashMap::default(),
            budget,
        }
    }

    /// The memory budget the search keeps to.
    pub fn budget(&self) -> &Budget {
        &self.budget
    }

    /// How many components the table holds.
    pub fn positions(&self) -> usize {
        self.table.len()
    }

    /// The bytes the table and the arena take, roughly.
    pub fn bytes(&self) -> u64 {
        self.table.len() as u64 * ENTRY_BYTES + self.arena.bytes() as u64
    }

    /// The value of a position: the sum of its components' values.
    pub fn value(&mut self, p: &R::Position) -> Result<GameId, Error> {
        let mut parts = Vec::new();
        self.rules.components(p, &mut parts);
        let mut sum = Arena::ZERO;
        for part in &parts {
            let v = self.component(part)?;
            sum = self.arena.add(sum, v);
        }
        Ok(sum)
    }

    /// [`Search::value`], refused as soon as it is foretold to outgrow the memory budget or
    /// the time a request may run ([`Budget::seconds`]), not when it has: the windows
    /// of `p` are valued first, smallest first, and the growth of the table over the last
    /// two, carried on geometrically to `p`'s length, foretells what valuing `p` stores, and
    /// the rate so far how long that takes. Windows share the table with `p`, so their work
    /// is mostly work `p` needs anyway.
    pub fn value_foretold(&mut self, p: &R::Position) -> Result<GameId, Error> {
        let started = Instant::now();
        let windows = self.rules.windows(p);
        let length = windows.len() + 1;
        let mut stored = Vec::with_capacity(length);
        for window in &windows {
            self.value(window)?;
            stored.push(self.table.len());
            self.refuse_foretold(&stored, length, started.elapsed())?;
        }
        self.value(p)
    }

    /// Refuses the rest of a search when `stored` (the table's size after each window so
    /// far, reached in `spent`) foretells more than the memory budget or the time a request
    /// may run for the position of `length` slices.
    fn refuse_foretold(
        &self,
        stored: &[usize],
        length: usize,
        spent: Duration,
    ) -> Result<(), Error> {
        /// Tables smaller than this grow too unevenly to measure their growth.
        const LEAST: usize = 16;
        /// Below this, the windows cost too little to stop for on a guess.
        const WORTH: usize = 1 << 12;
        let k = stored.len();
        let now = stored[k - 1];
        // The growth of one slice: over the last two where there are two (boards of odd
        // and even length grow differently), else over the last.
        let growth = match stored {
            [.., before, _, _] if *before >= LEAST => (now as f64 / *before as f64).sqrt(),
            [.., before, _] if *before >= LEAST => now as f64 / *before as f64,
            _ => return Ok(()),
        };
        if now < WORTH {
            return Ok(());
        }
        let positions = now as f64 * growth.max(1.0).powi((length - k) as i32);
        let bytes = positions * self.bytes() as f64 / now as f64;
        let what = || {
            Text::new("error-partizan-foretold")
                .arg("positions", positions as u64)
                .arg("parts", k)
        };
        // Casts from floating point saturate: an estimate past u64 is u64::MAX.
        self.budget.check_memory(bytes as u64, what())?;
        // Stored positions a second so far: an upper guess, as larger forms cost more each.
        let rate = now as f64 / spent.as_secs_f64().max(1e-6);
        self.budget
            .check_time(positions as u64, rate as u64, what())
            .map(|_| ())
    }

    /// The values of the components of `p`, each with its position.
    pub fn components(&mut self, p: &R::Position) -> Result<Vec<(R::Position, GameId)>, Error> {
        let mut parts = Vec::new();
        self.rules.components(p, &mut parts);
        parts
            .into_iter()
            .map(|c| self.component(&c).map(|v| (c, v)))
            .collect()
    }

    /// The value of one component in normal form.
    fn component(&mut self, p: &R::Position) -> Result<GameId, Error> {
        if let Some(&v) = self.table.get(p) {
            return Ok(v);
        }
        if let Some(&v) = self.rules.negative(p).and_then(|q| self.table.get(&q)) {
            return Ok(self.arena.neg(v));
        }
        if let Some(v) = self.rules.closed_form(p, &mut self.arena) {
            return Ok(v);
        }
        let v = match self.split_at_bridge(p)? {
            Some(v) => v,
            None => self.value_from_options(p)?,
        };
        if self.bytes() > self.budget.memory() || self.arena.exhausted() {
            return Err(Error::limit(
                Text::new("error-partizan-memory")
                    .arg("positions", self.table.len())
                    .arg("budget", budget::show_bytes(self.budget.memory())),
            ));
        }
        // Every few hundred components, whether anyone still waits for the answer.
        if self.table.len().is_multiple_of(256) {
            self.budget.check_stop()?;
        }
        self.table.insert(p.clone(), v);
        Ok(v)
    }

    /// The value of `p` as the sum of two smaller parts, where one of its bridges holds.
    fn split_at_bridge(&mut self, p: &R::Position) -> Result<Option<GameId>, Error> {
        let mut bridges = Vec::new();
        self.rules.bridges(p, &mut bridges);
        for Bridge { parts, destroys } in &bridges {
            let [(first_with, first), (second_with, second)] = parts;
            let first = self.value(first)?;
            if self.value(first_with)? != first {
                continue;
            }
            let second_with = self.value(second_with)?;
            let second = match destroys {
                false => second_with,
                true if self.value(second)? == second_with => second_with,
                true => continue,
            };
            return Ok(Some(self.arena.add(first, second)));
        }
        Ok(None)
    }

    /// The value of `p` from the values of its options (not from the table's entry for `p`
    /// nor from its bridges): what a file of values is checked by.
    pub fn value_from_options(&mut self, p: &R::Position) -> Result<GameId, Error> {
        let mut next = Vec::new();
        self.rules.left(p, &mut next);
        let split = next.len();
        self.rules.right(p, &mut next);
        let mut values = Vec::with_capacity(next.len());
        for q in &next {
            values.push(self.value(q)?);
        }
        let rights = values.split_off(split);
        Ok(self.arena.make(values, rights))
    }
}
