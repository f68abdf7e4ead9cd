//! Comparison, sum and negation of canonical forms, each cached by id.
//!
//! Comparison follows the definition (G ≤ H unless some G^L ≥ H or some H^R ≤ G) with two
//! shortcuts CGSuite also takes: number-up-star games compare in closed form, and a number
//! never needs its own options looked at (number avoidance). Unlike CGSuite, answers are
//! memoised by the id pair: canonicalising a sum asks the same comparisons many times.

use super::arena::{Arena, GameId};
use serde::Serialize;

/// How two games compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Cmp {
    /// G < H.
    Less,
    /// G = H.
    Equal,
    /// G > H.
    Greater,
    /// G ‖ H: neither is at least the other.
    Confused,
}

/// Who wins a game, whoever starts (the four outcome classes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Class {
    /// Left wins whoever starts (G > 0).
    L,
    /// Right wins whoever starts (G < 0).
    R,
    /// The first player wins (G ‖ 0).
    N,
    /// The second player wins (G = 0).
    P,
}

impl Class {
    /// The class in words: `outcome N: whoever starts wins`.
    pub fn said(self) -> crate::text::Text {
        crate::text::Text::new(match self {
            Class::L => "partizan-class-l",
            Class::R => "partizan-class-r",
            Class::N => "partizan-class-n",
            Class::P => "partizan-class-p",
        })
    }

    /// Whether Left wins when Left moves first.
    pub fn left_wins_first(self) -> bool {
        matches!(self, Class::L | Class::N)
    }

    /// Whether Right wins when Right moves first.
    pub fn right_wins_first(self) -> bool {
        matches!(self, Class::R | Class::N)
    }

    /// The class from who wins moving first.
    pub fn from_wins(left_first: bool, right_first: bool) -> Class {
        match (left_first, right_first) {
            (true, true) => Class::N,
            (true, false) => Class::L,
            (false, true) => Class::R,
            (false, false) => Class::P,
        }
    }
}

impl Arena {
    /// Whether g ≤ h.
    pub fn leq(&mut self, g: GameId, h: GameId) -> bool {
        if g == h || self.exhausted() {
            return true;
        }
        if let (Some(a), Some(b)) = (self.nus(g), self.nus(h)) {
            return a.leq(&b);
        }
        if let Some(&known) = self.caches.leq.get(&(g, h)) {
            return known;
        }
        let answer = self.leq_by_options(g, h);
        self.caches.leq.insert((g, h), answer);
        answer
    }

    /// g ≤ h unless some Right option of h is ≤ g or some Left option of g is ≥ h; a number
    /// on either side need not have its options tried (number avoidance: one of the two games
    /// is not a number here, and it has the winning move if there is one).
    fn leq_by_options(&mut self, g: GameId, h: GameId) -> bool {
        if !self.is_number(h) {
            self.expand(h);
            for i in 0..self.rights(h).len() {
                let hr = self.rights(h)[i];
                if self.leq(hr, g) {
                    return false;
                }
            }
        }
        if !self.is_number(g) {
            self.expand(g);
            for i in 0..self.lefts(g).len() {
                let gl = self.lefts(g)[i];
                if self.leq(h, gl) {
                    return false;
                }
            }
        }
        true
    }

    /// How g compares with h.
    pub fn compare(&mut self, g: GameId, h: GameId) -> Cmp {
        match (self.leq(g, h), self.leq(h, g)) {
            (true, true) => Cmp::Equal,
            (true, false) => Cmp::Less,
            (false, true) => Cmp::Greater,
            (false, false) => Cmp::Confused,
        }
    }

    /// The outcome class of g: who wins it whoever starts.
    pub fn class(&mut self, g: GameId) -> Class {
        let left_first = !self.leq(g, Arena::ZERO);
        let right_first = !self.leq(Arena::ZERO, g);
        Class::from_wins(left_first, right_first)
    }

    /// The sum g + h.
    pub fn add(&mut self, g: GameId, h: GameId) -> GameId {
        if g == Arena::ZERO || self.exhausted() {
            return h;
        }
        if h == Arena::ZERO {
            return g;
        }
        if let (Some(a), Some(b)) = (self.nus(g), self.nus(h)) {
            return self.nus_game(a + b);
        }
        let key = (g.min(h), g.max(h));
        if let Some(&known) = self.caches.sum.get(&key) {
            return known;
        }
        // Number translation: a number's own moves never need playing in a sum with a game
        // that is not a number.
        let (mut lefts, mut rights) = (Vec::new(), Vec::new());
        for (mover, other) in [(g, h), (h, g)] {
            if self.is_number(mover) {
                continue;
            }
            self.expand(mover);
            for i in 0..self.lefts(mover).len() {
                let option = self.lefts(mover)[i];
                lefts.push(self.add(option, other));
            }
            for i in 0..self.rights(mover).len() {
                let option = self.rights(mover)[i];
                rights.push(self.add(option, other));
            }
        }
        let sum = self.make(lefts, rights);
        self.caches.sum.insert(key, sum);
        sum
    }

    /// g + h, unless [`Arena::sum_bytes`] estimates it past what is left of the budget: then
    /// the arena is marked exhausted at once, before the work starts, and the answer is 0.
    pub(super) fn add_within_budget(&mut self, g: GameId, h: GameId) -> GameId {
        if let Some(left) = self.room() {
            if self.sum_bytes(g, h, left as u64 / 64 + 1) > left as u64 {
                self.refuse();
                return Arena::ZERO;
            }
        }
        self.add(g, h)
    }

    /// An upper estimate of the bytes computing g + h adds to the arena: every follower of
    /// the sum is a sum of a follower of each, and each new canonical form with o options
    /// costs about o² memoised comparisons (measured: about 20 KB a form for sums of
    /// switches with some 30 options). Followers are counted up to `cap`; past it the
    /// estimate is `u64::MAX`.
    pub fn sum_bytes(&mut self, g: GameId, h: GameId, cap: u64) -> u64 {
        if self.nus(g).is_some() && self.nus(h).is_some() {
            return 0;
        }
        let (Some((fg, og)), Some((fh, oh))) = (self.followers(g, cap), self.followers(h, cap))
        else {
            return u64::MAX;
        };
        let options = og + oh;
        let per_form = options * options * 24 + options * 4 + 64;
        fg.saturating_mul(fh).saturating_mul(per_form)
    }

    /// How many followers g has (itself included, a number counted as one), and the most
    /// options one of them has; `None` past `cap` followers.
    fn followers(&mut self, g: GameId, cap: u64) -> Option<(u64, u64)> {
        let mut seen = rustc_hash::FxHashSet::default();
        let mut stack = vec![g];
        let mut widest = 0;
        while let Some(f) = stack.pop() {
            if !seen.insert(f) {
                continue;
            }
            if seen.len() as u64 > cap {
                return None;
            }
            if self.is_number(f) {
                // Number translation: a sum never plays a number's own moves (the integer
                // 10^60 is one follower here, not a chain of 10^60).
                continue;
            }
            let options = self.options(f);
            widest = widest.max(options.len() as u64);
            stack.extend(options);
        }
        Some((seen.len() as u64, widest))
    }

    /// Every option of g, Left's then Right's.
    pub fn options(&mut self, g: GameId) -> Vec<GameId> {
        self.expand(g);
        self.lefts(g)
            .iter()
            .chain(self.rights(g))
            .copied()
            .collect()
    }

    /// The canonical form of {f(g^L) | f(g^R)}: g with each option replaced by `f` of it
    /// (`f` is told whether the option is Left's), the sides swapped if `swap`.
    pub(super) fn rebuild(
        &mut self,
        g: GameId,
        swap: bool,
        mut f: impl FnMut(&mut Arena, GameId, bool) -> GameId,
    ) -> GameId {
        self.expand(g);
        let (gl, gr) = (self.lefts(g).to_vec(), self.rights(g).to_vec());
        let lefts: Vec<GameId> = gl.into_iter().map(|o| f(self, o, true)).collect();
        let rights: Vec<GameId> = gr.into_iter().map(|o| f(self, o, false)).collect();
        if swap {
            self.make(rights, lefts)
        } else {
            self.make(lefts, rights)
        }
    }

    /// The negative −g = {−g^R | −g^L}.
    pub fn neg(&mut self, g: GameId) -> GameId {
        if let Some(v) = self.nus(g) {
            return self.nus_game(-v);
        }
        if let Some(&known) = self.caches.neg.get(&g) {
            return known;
        }
        let negative = self.rebuild(g, true, |a, o, _| a.neg(o));
        self.caches.neg.insert(g, negative);
        self.caches.neg.insert(negative, g);
        negative
    }

    /// The difference g − h.
    pub fn sub(&mut self, g: GameId, h: GameId) -> GameId {
        let minus = self.neg(h);
        self.add(g, minus)
    }

    /// The sum of several games (0 for none).
    pub fn sum(&mut self, games: &[GameId]) -> GameId {
        games.iter().fold(Arena::ZERO, |acc, &g| self.add(acc, g))
    }
}
