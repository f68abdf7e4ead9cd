//! The trap race searched part by part: whether Maker wins a part, or a union of parts,
//! with Maker or Breaker moving first.
//!
//! Proved: a part's MF and BF come from its safe moves (the pieces a move leaves are a
//! union, cut at bridges by `Part::split_bridges`), with cuts: `Part::info` settles parts
//! that cannot be filled or always fill, `Part::forces_trap` settles MF at once, and
//! MF(union) false settles BF. Unions are valued by the union rule of `race`, whose
//! condition BF ⇒ MF the search checks on every part it values, giving up on a row where it
//! fails (the tests check that it never does on parts of up to 14 cells). Not proved: when
//! `connector_rule` is set, a part with a connector is valued from its two sides by the rule
//! of `connector`; the tests here check it against the search by proved facts and against
//! plain search of rows.

use super::connector::Side;
use super::part::Part;
use super::race::{First, Race};
use crate::error::Error;
use crate::text::Text;
use crate::value::Outcome;
use rustc_hash::FxHashMap;

/// How many part values the solver may compute for one row with the connector rule before
/// it gives up: a few seconds.
pub const MAX_POSITIONS: usize = 2_000_000;

/// The search of the trap race, with the values it found: the fast solver's engine.
pub(super) struct Search {
    /// Race values found by the proved facts alone.
    pub(super) proved: FxHashMap<(Part, First), bool>,
    /// Race values that rest on the connector rule.
    pub(super) ruled: FxHashMap<(Part, First), bool>,
    /// Whether to stop at parts that force a trap (off only to check that cut).
    pub(super) forcing_cut: bool,
    /// Whether the current query may value parts with a connector by the connector rule.
    pub(super) connector_rule: bool,
    /// The number of part values at which the current query gives up.
    pub(super) budget_end: usize,
}

impl Default for Search {
    fn default() -> Self {
        Search {
            proved: FxHashMap::default(),
            ruled: FxHashMap::default(),
            forcing_cut: true,
            connector_rule: false,
            budget_end: MAX_POSITIONS,
        }
    }
}

impl Search {
    /// How many part values have been computed.
    pub(super) fn part_values(&self) -> usize {
        self.proved.len() + self.ruled.len()
    }

    /// Whether Maker wins the trap race in `part` when `first` moves first there.
    pub(super) fn wins(&mut self, part: Part, first: First) -> Result<bool, Error> {
        let key = (part, first);
        let known = self
            .proved
            .get(&key)
            .or_else(|| self.connector_rule.then(|| self.ruled.get(&key)).flatten());
        if let Some(&won) = known {
            return Ok(won);
        }
        if self.part_values() >= self.budget_end {
            return Err(Error::limit(
                Text::new("error-lol-search").arg("parts", MAX_POSITIONS),
            ));
        }
        let info = part.info();
        let won = if !info.fillable {
            true
        } else if info.always_fills {
            false
        } else if first == First::Maker && self.forcing_cut && part.forces_trap() {
            true
        } else if let Some(race) = self.joined(part)? {
            match first {
                First::Maker => race != Race::Tie,
                First::Breaker => race == Race::Sure,
            }
        } else {
            // Maker needs one move after which Maker wins with Breaker to move; Breaker
            // needs one move after which Maker cannot win moving first.
            let (reply, maker_wants) = match first {
                First::Maker => (First::Breaker, true),
                First::Breaker => (First::Maker, false),
            };
            let mut found = false;
            for (i, letter) in part.safe_moves() {
                let pieces = part.after(i, letter).flat_map(Part::split_bridges);
                if self.union_wins(pieces, reply)? == maker_wants {
                    found = true;
                    break;
                }
            }
            found == maker_wants
        };
        if self.connector_rule {
            self.ruled.insert(key, won);
        } else {
            self.proved.insert(key, won);
        }
        // The union formula needs BF ⇒ MF for every part it combines.
        let zugzwang = match first {
            First::Maker => !won && self.wins(part, First::Breaker)?,
            First::Breaker => won && !self.wins(part, First::Maker)?,
        };
        if zugzwang {
            return Err(Error::limit(
                Text::new("error-lol-zugzwang").arg("part", part.show()),
            ));
        }
        Ok(won)
    }

    /// The race value of a part: [`Search::wins`] for both starters.
    fn race(&mut self, part: Part) -> Result<Race, Error> {
        Ok(if !self.wins(part, First::Maker)? {
            Race::Tie
        } else if self.wins(part, First::Breaker)? {
            Race::Sure
        } else {
            Race::Tempo
        })
    }

    /// The race value of a union of parts, each cut at its bridges: the union formula.
    fn union_race(&mut self, parts: impl IntoIterator<Item = Part>) -> Result<Race, Error> {
        let mut race = Race::Tie;
        for part in parts.into_iter().flat_map(Part::split_bridges) {
            race = race.union(self.race(part)?);
        }
        Ok(race)
    }

    /// The race value of a part with a connector, by the connector rule ([`Side::join`]),
    /// when the current query may use it; `None` when it may not, when the part has no
    /// connector, or when a side's pair of values is not one the rule was checked on.
    fn joined(&mut self, part: Part) -> Result<Option<Race>, Error> {
        let Some(joint) = self
            .connector_rule
            .then(|| part.first_connector())
            .flatten()
        else {
            return Ok(None);
        };
        let mut side = |plus: Option<Part>, minus: Option<Part>| -> Result<Option<Side>, Error> {
            Ok(Side::new(self.union_race(plus)?, self.union_race(minus)?))
        };
        let left = side(joint.left_plus, joint.left_minus)?;
        let right = side(joint.right_plus, joint.right_minus)?;
        Ok(left.zip(right).map(|(a, b)| a.join(b)))
    }

    /// Whether Maker wins the trap race on a union of parts when `first` moves first, by
    /// the union formula.
    pub(super) fn union_wins(
        &mut self,
        parts: impl IntoIterator<Item = Part>,
        first: First,
    ) -> Result<bool, Error> {
        let mut maker_first_win = None;
        for part in parts {
            if self.wins(part, First::Maker)? {
                if first == First::Maker || maker_first_win.is_some() {
                    return Ok(true);
                }
                maker_first_win = Some(part);
            }
        }
        // Breaker first and at most one part Maker wins moving first: by BF ⇒ MF, only
        // that part can be won by Maker when Breaker starts in it.
        match (first, maker_first_win) {
            (First::Breaker, Some(part)) => self.wins(part, First::Breaker),
            _ => Ok(false),
        }
    }

    /// The parts of a position as the trap race sees them: cut at their bridges.
    fn race_parts(state: &[Part]) -> impl Iterator<Item = Part> + '_ {
        state.iter().flat_map(|p| p.split_bridges())
    }

    /// The outcome of a quiet position for the player to move.
    pub(super) fn outcome(&mut self, state: &[Part]) -> Result<Outcome, Error> {
        let empties: u32 = state.iter().map(|p| p.empties()).sum();
        Ok(if empties % 2 == 1 {
            if self.union_wins(Search::race_parts(state), First::Maker)? {
                Outcome::Win
            } else {
                Outcome::Tie
            }
        } else if self.union_wins(Search::race_parts(state), First::Breaker)? {
            Outcome::Lose
        } else {
            Outcome::Tie
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::lol::board::{completions, has_lol, show, Board, Cell, Lol};
    use crate::games::lol::part::{parts, quiet_parts};

    /// The condition of the union rule, BF ⇒ MF (no zugzwang for Breaker), on every part of
    /// up to 14 cells that a quiet row can hold.
    #[test]
    fn no_part_is_a_zugzwang() {
        let mut search = Search {
            budget_end: usize::MAX,
            ..Search::default()
        };
        for part in quiet_parts(14) {
            let maker_first = search.wins(part, First::Maker).unwrap();
            let breaker_first = search.wins(part, First::Breaker).unwrap();
            assert!(maker_first || !breaker_first, "{}", part.show());
        }
    }

    /// A search that values every part with a connector by the connector rule.
    fn ruled_search() -> Search {
        Search {
            connector_rule: true,
            budget_end: usize::MAX,
            ..Search::default()
        }
    }

    /// The connector rule against the search by proved facts on every quiet part of up to
    /// 18 cells with a connector (46 203 parts; up to 33 cells, 63 245 686 parts, once).
    #[test]
    fn connector_rule_matches_search() {
        let mut ruled = ruled_search();
        let mut searched = Search {
            budget_end: usize::MAX,
            ..Search::default()
        };
        let mut checked = 0;
        for part in quiet_parts(18).filter(|p| p.first_connector().is_some()) {
            for first in [First::Maker, First::Breaker] {
                assert_eq!(
                    ruled.wins(part, first).unwrap(),
                    searched.wins(part, first).unwrap(),
                    "{first:?} moving first in {}",
                    part.show()
                );
            }
            checked += 1;
        }
        assert_eq!(checked, 46_203);
        assert!(!ruled.ruled.is_empty() && ruled.proved.is_empty());
    }

    /// The connector rule against plain search of whole rows, on every row of up to 11
    /// cells.
    #[test]
    fn connector_rule_matches_plain_search() {
        for n in 1..=11u32 {
            let mut plain = crate::solve::grundy::Solver::new(Lol);
            let mut ruled = ruled_search();
            for k in 0..3u32.pow(n) {
                let row: Board = (0..n)
                    .map(|i| [Cell::Empty, Cell::L, Cell::O][(k / 3u32.pow(i) % 3) as usize])
                    .collect();
                if has_lol(&row) || !completions(&row).is_empty() {
                    continue;
                }
                let expected = plain.value(&row).unwrap().outcome;
                let got = ruled.outcome(&parts(&row).unwrap()).unwrap();
                assert_eq!(got, expected, "row {}", show(&row));
            }
        }
    }

    /// A part made of runs of 1 to `max_run` empty cells joined by single O's, about
    /// `len` cells long, with random ends.
    fn chain(len: usize, max_run: usize) -> impl proptest::strategy::Strategy<Value = Part> {
        use proptest::prelude::*;
        (
            proptest::collection::vec(1..=max_run, len / 2),
            any::<bool>(),
            any::<bool>(),
        )
            .prop_map(move |(runs, left_l, right_l)| {
                let (mut os, mut at) = (0u128, 0);
                for run in runs {
                    if at + run + 1 >= len {
                        break;
                    }
                    at += run;
                    os |= 1 << at;
                    at += 1;
                }
                Part::new(os, at + 1, left_l, right_l).canonical()
            })
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]
        /// The connector rule against the search by proved facts on chains of short runs of
        /// up to 44 cells, the parts the rule is there for (also checked once on 3 000 such
        /// parts of up to 60 cells with runs of up to 12).
        #[test]
        fn connector_rule_matches_search_on_long_chains(part in chain(44, 9)) {
            let mut searched = Search { budget_end: usize::MAX, ..Search::default() };
            for first in [First::Maker, First::Breaker] {
                let expected = searched.union_wins(part.split_bridges(), first).unwrap();
                let got = ruled_search().union_wins(part.split_bridges(), first).unwrap();
                proptest::prop_assert_eq!(got, expected, "{:?} moving first in {}", first, part.show());
            }
        }
    }
}
