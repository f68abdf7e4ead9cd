//! Stops, birthday and incentives of canonical forms, cached by id.

use super::arena::{Arena, GameId};
use super::dyadic::Dyadic;
use super::nus::Nus;
use num_bigint::BigUint;

impl Arena {
    /// The Left stop and the Right stop: the number reached when Left (Right) moves first
    /// and both play until a number is reached (Siegel II.3). LS(G) = max RS(G^L) and
    /// RS(G) = min LS(G^R); a number is its own stops.
    pub fn stops(&mut self, g: GameId) -> (Dyadic, Dyadic) {
        if let Some(v) = self.nus(g) {
            // x + n↑ + ∗m: both stops are x.
            return (v.number.clone(), v.number);
        }
        if let Some(known) = self.caches.stops.get(&g) {
            return known.clone();
        }
        // A canonical game that is not a number has options on both sides.
        let lefts = self.lefts(g).to_vec();
        let rights = self.rights(g).to_vec();
        let left = lefts.iter().map(|&l| self.stops(l).1).max();
        let right = rights.iter().map(|&r| self.stops(r).0).min();
        let stops = (
            left.expect("a non-number has Left options"),
            right.expect("a non-number has Right options"),
        );
        self.caches.stops.insert(g, stops.clone());
        stops
    }

    /// The day g is born: 0 for 0, else one more than the latest of its options.
    /// A day of any size: the integer 10^60 is born on day 10^60.
    pub fn birthday(&mut self, g: GameId) -> BigUint {
        if let Some(v) = self.nus(g) {
            return nus_birthday(&v);
        }
        if let Some(known) = self.caches.birthday.get(&g) {
            return known.clone();
        }
        let options = self.options(g);
        let latest = options.iter().map(|&o| self.birthday(o)).max();
        let day = latest.unwrap_or_default() + 1u8;
        self.caches.birthday.insert(g, day.clone());
        day
    }

    /// The incentives of each side: G^L − G for Left, G − G^R for Right, each side without
    /// repeats and without incentives another of its side beats.
    pub fn incentives(&mut self, g: GameId) -> (Vec<GameId>, Vec<GameId>) {
        self.expand(g);
        let lefts = self.lefts(g).to_vec();
        let rights = self.rights(g).to_vec();
        let mut left: Vec<GameId> = lefts.iter().map(|&l| self.sub(l, g)).collect();
        let mut right: Vec<GameId> = rights.iter().map(|&r| self.sub(g, r)).collect();
        for side in [&mut left, &mut right] {
            side.sort_unstable();
            side.dedup();
            let all = side.clone();
            side.retain(|&a| {
                !all.iter()
                    .any(|&b| b != a && self.leq(a, b) && !self.leq(b, a))
            });
        }
        (left, right)
    }
}

/// The birthday of x + n↑ + ∗m in closed form (CGSuite's `birthday`): the number part's plus
/// the infinitesimal part's. An integer n is born on day |n|, m/2^k on day 1 + ⌊|m|/2^k⌋ + k;
/// n↑ alone on day n + 1, and n↑∗k on day n + (k ⊕ 1) for odd n, else n + k.
fn nus_birthday(v: &Nus) -> BigUint {
    let x = &v.number;
    let m = x.numerator().into_parts().1;
    let number = if x.is_integer() {
        m
    } else {
        1u8 + (m >> x.exponent()) + x.exponent()
    };
    let n = v.ups.unsigned_abs();
    let k = v.nimber;
    let infinitesimal = if n > 0 && k == 0 {
        n + 1
    } else if n % 2 == 1 && k != 1 {
        n + (k ^ 1)
    } else {
        n + k
    };
    number + infinitesimal
}
