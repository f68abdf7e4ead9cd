//! Atomic weights of all-small-like games (Berlekamp, Conway & Guy, *Winning Ways*, ch. 8;
//! Siegel, *Combinatorial Game Theory*, II.7), following CGSuite's definitions: the naive
//! atomic weight by the atomic weight calculus, accepted when the game is atomic (all-small,
//! or within a remote-star ε of that weight times ↑). The Norton product by ↑ and the
//! ordinal sum it needs are here too.

use super::arena::{Arena, GameId};
use super::dyadic::Dyadic;
use super::nus::Nus;
use num_traits::Signed;

impl Arena {
    /// The atomic weight of g, where it has one: g must be infinitesimal (both stops 0) and
    /// atomic; `None` otherwise (CGSuite refuses such games the same way).
    pub fn atomic_weight(&mut self, g: GameId) -> Option<GameId> {
        if self.stops(g) != (Dyadic::ZERO, Dyadic::ZERO) {
            return None;
        }
        let weight = self.naive_atomic_weight(g);
        if self.is_all_small(g) {
            return Some(weight);
        }
        // Atomic: −ε ≤ g − weight·↑ ≤ ε with ε = ↑∗ + (∗M : −1), M the least power of 2 (at
        // least 2) not below g's far star.
        let up = self.nus_game(Nus {
            number: Dyadic::ZERO,
            ups: 1,
            nimber: 0,
        });
        let scaled = self.norton(weight, up);
        let difference = self.sub(g, scaled);
        let mut m = 2;
        while m < self.far_star(g) {
            m <<= 1;
        }
        let star_m = self.nimber(m);
        let minus_one = self.integer(-1);
        let kite = self.ordinal_sum(star_m, minus_one);
        let up_star = self.nus_game(Nus {
            number: Dyadic::ZERO,
            ups: 1,
            nimber: 1,
        });
        let epsilon = self.add(up_star, kite);
        let minus_epsilon = self.neg(epsilon);
        (self.leq(difference, epsilon) && self.leq(minus_epsilon, difference)).then_some(weight)
    }

    /// The atomic weight calculus: {AW(g^L) − 2 | AW(g^R) + 2}, unless that is an integer, in
    /// which case the comparison of g with its far star picks the integer (CGSuite's
    /// `naiveAtomicWeight`).
    fn naive_atomic_weight(&mut self, g: GameId) -> GameId {
        if let Some(v) = self.nus(g) {
            return self.integer(v.ups.into());
        }
        if let Some(&known) = self.caches.atomic.get(&g) {
            return known;
        }
        let (two, minus_two) = (self.integer(2), self.integer(-2));
        let lefts: Vec<GameId> = self.lefts(g).to_vec();
        let rights: Vec<GameId> = self.rights(g).to_vec();
        let lefts: Vec<GameId> = lefts
            .into_iter()
            .map(|l| {
                let w = self.naive_atomic_weight(l);
                self.add(w, minus_two)
            })
            .collect();
        let rights: Vec<GameId> = rights
            .into_iter()
            .map(|r| {
                let w = self.naive_atomic_weight(r);
                self.add(w, two)
            })
            .collect();
        let g0 = self.make(lefts.clone(), rights.clone());
        let weight = if self.nus(g0).is_some_and(|v| v.is_integer()) {
            let far = self.far_star(g);
            let far = self.nimber(far);
            match (self.leq(g, far), self.leq(far, g)) {
                // g < far star: the least integer n with n |> every new Left option.
                (true, false) => match lefts.is_empty() {
                    true => Arena::ZERO,
                    false => {
                        let n = lefts
                            .iter()
                            .map(|&a| self.least_integer_not_below(a))
                            .max()
                            .unwrap_or(Dyadic::ZERO);
                        self.number_game(n)
                    }
                },
                // g > far star: the greatest integer n with n <| every new Right option.
                (false, true) => match rights.is_empty() {
                    true => Arena::ZERO,
                    false => {
                        let n = rights
                            .iter()
                            .map(|&b| self.greatest_integer_not_above(b))
                            .min()
                            .unwrap_or(Dyadic::ZERO);
                        self.number_game(n)
                    }
                },
                _ => g0,
            }
        } else {
            g0
        };
        self.caches.atomic.insert(g, weight);
        weight
    }

    /// The least integer n with n |> a (not n ≤ a).
    fn least_integer_not_below(&mut self, a: GameId) -> Dyadic {
        let n = self.stops(a).1.ceil();
        let game = self.number_game(n.clone());
        if self.leq(game, a) {
            n + Dyadic::ONE
        } else {
            n
        }
    }

    /// The greatest integer n with n <| b (not b ≤ n).
    fn greatest_integer_not_above(&mut self, b: GameId) -> Dyadic {
        let n = self.stops(b).0.floor();
        let game = self.number_game(n.clone());
        if self.leq(b, game) {
            n - Dyadic::ONE
        } else {
            n
        }
    }

    /// The far star of g: one more than the largest nimber among g and its followers (at
    /// least 1), so that ∗N is remote from all of them.
    fn far_star(&mut self, g: GameId) -> u32 {
        if let Some(v) = self.nus(g) {
            if v.number == Dyadic::ZERO && v.ups == 0 {
                return v.nimber + 1;
            }
        }
        let options = self.options(g);
        options
            .into_iter()
            .map(|o| self.far_star(o))
            .fold(1, u32::max)
    }

    /// Whether g and every follower is all-small: a number-up-star with number part 0, or
    /// a game all of whose options are all-small.
    fn is_all_small(&mut self, g: GameId) -> bool {
        if let Some(v) = self.nus(g) {
            return v.number == Dyadic::ZERO;
        }
        let options = self.options(g);
        options.into_iter().all(|o| self.is_all_small(o))
    }

    /// The Norton product g.u: for an integer g = n, n copies of u (of −u when n < 0);
    /// otherwise {g^L.u + u + I | g^R.u − u − I} over u's best incentives I.
    pub fn norton(&mut self, g: GameId, u: GameId) -> GameId {
        if let Some(v) = self.nus(g).filter(|v| v.is_integer()) {
            let n = v.number.numerator();
            let unit = if n.is_negative() { self.neg(u) } else { u };
            // Binary addition: |n|·unit from doublings, one a bit of |n|.
            let (mut sum, mut power, k) = (Arena::ZERO, unit, n.magnitude());
            for bit in 0..k.bits() {
                if k.bit(bit) {
                    sum = self.add_within_budget(sum, power);
                }
                if bit + 1 < k.bits() {
                    power = self.add_within_budget(power, power);
                }
            }
            return sum;
        }
        if let Some(&known) = self.caches.norton.get(&(g, u)) {
            return known;
        }
        let steps: Vec<GameId> = self
            .best_incentives(u)
            .into_iter()
            .map(|i| self.add(u, i))
            .collect();
        self.expand(g);
        let (gl, gr) = (self.lefts(g).to_vec(), self.rights(g).to_vec());
        let mut lefts = Vec::with_capacity(gl.len() * steps.len());
        for l in gl {
            let p = self.norton(l, u);
            for &s in &steps {
                lefts.push(self.add(p, s));
            }
        }
        let mut rights = Vec::with_capacity(gr.len() * steps.len());
        for r in gr {
            let p = self.norton(r, u);
            for &s in &steps {
                rights.push(self.sub(p, s));
            }
        }
        let product = self.make(lefts, rights);
        self.caches.norton.insert((g, u), product);
        product
    }

    /// Both players' incentives of u together, without repeats and without any that another
    /// is at least.
    fn best_incentives(&mut self, u: GameId) -> Vec<GameId> {
        let (mut all, right) = self.incentives(u);
        all.extend(right);
        all.sort_unstable();
        all.dedup();
        let every = all.clone();
        all.retain(|&a| !every.iter().any(|&b| b != a && self.leq(a, b)));
        all
    }

    /// The ordinal sum g : h = {g^L, g : h^L | g^R, g : h^R}: h played on top of g, any move
    /// in g wiping h out.
    pub fn ordinal_sum(&mut self, g: GameId, h: GameId) -> GameId {
        self.expand(g);
        self.expand(h);
        let (hl, hr) = (self.lefts(h).to_vec(), self.rights(h).to_vec());
        let mut lefts = self.lefts(g).to_vec();
        let mut rights = self.rights(g).to_vec();
        for l in hl {
            lefts.push(self.ordinal_sum(g, l));
        }
        for r in hr {
            rights.push(self.ordinal_sum(g, r));
        }
        self.make(lefts, rights)
    }
}
