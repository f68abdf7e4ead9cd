//! What the values of many positions hold, counted the way surveys of a game count them
//! (J. Uiterwijk and M. Barton, "New results for Domineering from combinatorial game theory
//! endgame databases", Theoretical Computer Science 592, 2015): zeros and fuzzy games,
//! numbers, nimbers, ups and downs, tinies and minies, hot games, and the hottest.
//!
//! Every count is the same for a game and its negative, so a survey may count one of a pair
//! of positions that are each other's mirror image with the players swapped.

use super::arena::{Arena, GameId};
use super::dyadic::Dyadic;
use super::expr;
use super::nus::Nus;
use super::ops::{Class, Cmp};
use rustc_hash::FxHashSet;
use serde::Serialize;

/// Counts of the values of a set of positions, and an example of the notable ones.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Tally {
    /// Positions counted.
    pub positions: u64,
    /// Values among them, a value and its negative counted once.
    pub distinct: usize,
    /// Values 0: the player to move loses.
    pub zeros: u64,
    /// Fuzzy values: the player to move wins.
    pub fuzzy: u64,
    /// Integers other than 0.
    pub integers: u64,
    /// Numbers that are not integers.
    pub fractions: u64,
    /// Nimbers ∗n, n ≥ 1.
    pub nimbers: u64,
    /// The largest n of a nimber ∗n met.
    pub largest_nimber: u32,
    /// Ups and downs: n·↑ or n·↑ + ∗m with n ≠ 0.
    pub ups: u64,
    /// The largest |n| of an n·↑ (+ ∗m) met.
    pub most_ups: u32,
    /// Tinies and minies: {0 ‖ 0 | −G} and {G | 0 ‖ 0}, G > 0.
    pub tinies: u64,
    /// Different tinies and minies met (each sign counted).
    pub tiny_values: usize,
    /// Games of positive temperature.
    pub hot: u64,
    /// The highest temperature met.
    pub hottest: Option<Dyadic>,
    /// Positions at the highest temperature.
    pub at_hottest: u64,
    /// The first position met at the highest temperature.
    pub hottest_example: Option<Example>,
    /// The first position met of the largest nimber.
    pub nimber_example: Option<Example>,
    /// The first position met of the most ups.
    pub ups_example: Option<Example>,
    #[serde(skip)]
    seen: FxHashSet<GameId>,
    #[serde(skip)]
    tiny_seen: FxHashSet<GameId>,
}

/// A survey of the regions of a game: each size's tally, and the whole survey's.
#[derive(Clone, Debug, Default)]
pub struct Survey {
    /// Each size by its number of cells, with the tally of its regions.
    pub sizes: Vec<(u32, Tally)>,
    /// Every region surveyed.
    pub all: Tally,
}

impl Survey {
    /// Counts one size of `cells` cells: the values of its regions, `show(i)` writing the
    /// i-th region where it becomes an example.
    pub fn add_size(
        &mut self,
        cells: u32,
        arena: &mut Arena,
        values: &[GameId],
        show: impl Fn(usize) -> String,
    ) {
        let mut tally = Tally::default();
        for (i, &v) in values.iter().enumerate() {
            tally.add(arena, v, || show(i));
            self.all.add(arena, v, || show(i));
        }
        self.sizes.push((cells, tally));
    }
}

/// A position and its value, in CGSuite's notation.
#[derive(Clone, Debug, Serialize)]
pub struct Example {
    /// The position.
    pub position: String,
    /// Its canonical form (or a summary of a long one).
    pub value: String,
}

/// The longest value an example writes.
const EXAMPLE_CHARS: usize = 200;

impl Example {
    fn new(arena: &mut Arena, g: GameId, position: String) -> Example {
        let value = expr::write(arena, g, EXAMPLE_CHARS)
            .unwrap_or_else(|| format!("(born on day {})", arena.birthday(g)));
        Example { position, value }
    }
}

impl Tally {
    /// Counts the value `g` of one position; `show` writes the position, called only when it
    /// becomes an example.
    pub fn add(&mut self, arena: &mut Arena, g: GameId, show: impl Fn() -> String) {
        self.positions += 1;
        let negative = arena.neg(g);
        if !self.seen.contains(&negative) && self.seen.insert(g) {
            self.distinct += 1;
        }
        match arena.nus(g) {
            Some(v) => {
                if let Some(better) = self.add_nus(v) {
                    *better = Some(Example::new(arena, g, show()));
                }
            }
            None if is_tiny(arena, g) || is_tiny(arena, negative) => {
                self.tinies += 1;
                if self.tiny_seen.insert(g) {
                    self.tiny_values += 1;
                }
            }
            None => {}
        }
        if arena.class(g) == Class::N {
            self.fuzzy += 1;
        }
        let t = arena.temperature(g);
        if t > Dyadic::ZERO {
            self.hot += 1;
        }
        match &self.hottest {
            Some(h) if &t < h => {}
            Some(h) if &t == h => self.at_hottest += 1,
            _ => {
                self.hottest = Some(t);
                self.at_hottest = 1;
                self.hottest_example = Some(Example::new(arena, g, show()));
            }
        }
    }

    /// Counts a number plus ups plus a nimber; the example it makes a new record of, if any.
    fn add_nus(&mut self, v: Nus) -> Option<&mut Option<Example>> {
        let infinitesimal = v.number == Dyadic::ZERO;
        if v.is_number() {
            match v.number {
                x if x == Dyadic::ZERO => self.zeros += 1,
                x if x.is_integer() => self.integers += 1,
                _ => self.fractions += 1,
            }
        } else if infinitesimal && v.ups == 0 {
            self.nimbers += 1;
            if v.nimber > self.largest_nimber {
                self.largest_nimber = v.nimber;
                return Some(&mut self.nimber_example);
            }
        } else if infinitesimal {
            self.ups += 1;
            if v.ups.unsigned_abs() > self.most_ups {
                self.most_ups = v.ups.unsigned_abs();
                return Some(&mut self.ups_example);
            }
        }
        None
    }
}

/// Whether `g` is a tiny: {0 ‖ 0 | −G} for some G > 0 (Siegel, *Combinatorial Game
/// Theory*, II.4).
fn is_tiny(arena: &mut Arena, g: GameId) -> bool {
    if arena.nus(g).is_some() || arena.lefts(g) != [Arena::ZERO] || arena.rights(g).len() != 1 {
        return false;
    }
    let h = arena.rights(g)[0];
    if arena.nus(h).is_some() || arena.lefts(h) != [Arena::ZERO] || arena.rights(h).len() != 1 {
        return false;
    }
    let minus_g = arena.rights(h)[0];
    arena.compare(minus_g, Arena::ZERO) == Cmp::Less
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_of_value_is_counted_once() {
        let mut arena = Arena::new();
        let mut tally = Tally::default();
        let values = [
            "0",
            "1",
            "1/2",
            "*",
            "*2",
            "^",
            "^*",
            "{0||0|-1}",
            "{1|0||0}",
            "+-1",
            "{3||2*|1*}",
        ];
        for text in values {
            let expr::Reading::Game(g) = expr::read(&mut arena, text).unwrap() else {
                panic!("{text}")
            };
            tally.add(&mut arena, g, || text.to_string());
        }
        assert_eq!(tally.positions, 11);
        // The tiny and the miny of 1 are each other's negatives.
        assert_eq!(tally.distinct, 10);
        assert_eq!((tally.zeros, tally.integers, tally.fractions), (1, 1, 1));
        assert_eq!((tally.nimbers, tally.largest_nimber), (2, 2));
        assert_eq!((tally.ups, tally.most_ups), (2, 1));
        assert_eq!((tally.tinies, tally.tiny_values), (2, 2));
        assert_eq!(tally.fuzzy, 4, "*, *2, ^* and ±1");
        assert_eq!(tally.hot, 2, "±1 and {{3||2*|1*}}");
        assert_eq!(tally.hottest, Some(Dyadic::int(1)));
        assert_eq!(tally.at_hottest, 1);
        let hottest = tally.hottest_example.unwrap();
        assert_eq!(
            (hottest.position.as_str(), hottest.value.as_str()),
            ("+-1", "±1")
        );
        assert_eq!(tally.nimber_example.unwrap().position, "*2");
        assert_eq!(tally.ups_example.unwrap().position, "^");
    }
}
