//! The losing sizes of k-multiple dynamic subtraction, and the sums that decide every
//! position.
//!
//! The game: one heap; the first move takes 1 to N−1 counters; after a take of t the next
//! move takes 1 to k·t. A position is `(n, m)`: n counters, at most m on the next move.
//!
//! **The ladder** (Schwenk 1970, "Take-away games", Fibonacci Quarterly 8, for limits
//! f(t) = k·t; the construction as 曹钦翔 2007, 国家集训队论文 "从'k倍动态减法游戏'出发探究一类
//! 组合游戏问题", builds it): a₀ = 1 and a_{i+1} = a_i + a_j, where a_j is the least term with
//! k·a_j ≥ a_i. Equivalently a_{i+1} − 1 is the largest number written as a sum of terms up
//! to a_i, each more than k times the next. For k = 1 the terms are the powers of 2; for
//! k = 2 they are the Fibonacci numbers 1, 2, 3, 5, 8, … (Whinihan 1963, "Fibonacci Nim",
//! Fibonacci Quarterly 1).
//!
//! **The theorem.** Every n ≥ 1 is one sum of terms, each more than k times the next, found
//! greedily from the largest term (for k = 2, Zeckendorf's sum); write z(n) for its
//! smallest term. The mover at (n, m) loses exactly when m < z(n). Taking z(n) leaves a sum
//! whose smallest term is more than k·z(n), beyond the opponent's limit; any take t < z(n)
//! leaves a number whose smallest term is at most k·t, which the opponent takes in turn.
//!
//! **Every winning move** (derived here from the theorem): a take t wins exactly when
//! (n − t, k·t) loses, that is z(n − t) > k·t. Then the sum of n − t followed by the sum of
//! t (every term of t at most t < z(n − t)/k) is a sum of n, so by its uniqueness t is the
//! sum of the last few terms of n's sum, and the term before them is more than k·t.
//! Conversely every such tail, if within the limit, wins. So the winning moves are the
//! tails of n's sum whose preceding term is more than k times the tail (all of n, when it
//! may be taken), at most one a term.
//!
//! All of this is checked against plain search on every position up to 120 counters for
//! k = 1 to 6 (the tests below).

use crate::error::Error;
use crate::text::Text;

/// The losing sizes a₀ = 1 < a₁ < … of k-multiple dynamic subtraction, as far as asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ladder {
    /// The multiple k: after a take of t, the next move takes at most k·t.
    pub k: u64,
    /// The terms, increasing, each at most the size the ladder was built for (and one more).
    terms: Vec<u64>,
}

impl Ladder {
    /// The terms up to `n` for the multiple `k` (at least 1), within `memory` bytes: refused
    /// before it starts when the estimate of its terms does not fit.
    pub fn up_to(k: u64, n: u64, memory: u64) -> Result<Ladder, Error> {
        let estimate = Self::estimate(k, n);
        let bytes = estimate.saturating_mul(8);
        if bytes > memory {
            return Err(Error::limit(
                Text::new("error-fibonacci-ladder")
                    .arg("k", k)
                    .arg("n", n)
                    .arg("terms", estimate)
                    .arg("needed", crate::budget::show_bytes(bytes))
                    .arg("budget", crate::budget::show_bytes(memory)),
            ));
        }
        let mut terms: Vec<u64> = vec![1];
        let mut least = 0; // the least index j with k·a_j ≥ the last term
        while let Some(&last) = terms.last().filter(|&&a| a <= n) {
            while (terms[least] as u128) * (k as u128) < last as u128 {
                least += 1;
            }
            match last.checked_add(terms[least]) {
                Some(next) => terms.push(next),
                None => break,
            }
        }
        Ok(Ladder { k, terms })
    }

    /// A bound on the number of terms up to `n`: the first k+1 terms are 1 … k+1, and after
    /// them every k steps at least double a term (each step adds a term at least 1/k of it).
    pub fn estimate(k: u64, n: u64) -> u64 {
        let doublings = u64::from(64 - n.leading_zeros());
        k.saturating_mul(doublings + 1)
            .saturating_add(2)
            .min(n.saturating_add(2))
    }

    /// The terms built, increasing.
    pub fn terms(&self) -> &[u64] {
        &self.terms
    }

    /// Whether `n` is a term: a losing size to start from.
    pub fn is_term(&self, n: u64) -> bool {
        self.terms.binary_search(&n).is_ok()
    }

    /// The sum of `n`, largest term first, each more than k times the next (empty for 0).
    /// `n` must be at most the size the ladder was built for.
    pub fn sum(&self, mut n: u64) -> Vec<u64> {
        let mut out = Vec::new();
        for &a in self.terms.iter().rev() {
            if a <= n {
                out.push(a);
                n -= a;
            }
        }
        debug_assert_eq!(n, 0, "the ladder reaches n");
        out
    }

    /// Every winning take from `(n, m)`, smallest first: the tails of n's sum whose term
    /// before is more than k times the tail, within the limit m.
    pub fn winning_takes(&self, n: u64, m: u64) -> Vec<u64> {
        let sum = self.sum(n);
        let mut takes = Vec::new();
        let mut tail: u64 = 0;
        for i in (0..sum.len()).rev() {
            tail += sum[i];
            let before_is_larger = i == 0 || sum[i - 1] as u128 > self.k as u128 * tail as u128;
            if tail <= m && before_is_larger {
                takes.push(tail);
            }
        }
        takes
    }
}

/// The nimbers of every position `(n, m)`, m ≤ n, up to a number of counters: kept for
/// sums, which need nimbers the theorem does not give.
pub struct Nimbers {
    /// Row n holds the nimbers of (n, 0), (n, 1), …, (n, n).
    rows: Vec<Vec<u32>>,
}

/// The most counters [`Nimbers`] tabulates (its work grows as their square).
pub const NIMBER_COUNTERS: u64 = 4096;

impl Nimbers {
    /// Tabulates every position up to `n` counters for the multiple `k`; refused past
    /// [`NIMBER_COUNTERS`].
    pub fn up_to(k: u64, n: u64) -> Result<Nimbers, Error> {
        if n > NIMBER_COUNTERS {
            return Err(Error::limit(
                Text::new("error-fibonacci-nimbers")
                    .arg("n", n)
                    .arg("limit", NIMBER_COUNTERS),
            ));
        }
        let mut rows: Vec<Vec<u32>> = Vec::with_capacity(n as usize + 1);
        let mut seen = Vec::new();
        for size in 0..=n as usize {
            // The options of (size, m) are those of (size, m − 1) and the take of m, so
            // the mex only grows with m.
            seen.clear();
            seen.resize(size + 2, false);
            let mut mex = 0usize;
            let mut row = Vec::with_capacity(size + 1);
            row.push(0);
            for take in 1..=size {
                let left = size - take;
                let limit = (k as u128 * take as u128).min(left as u128) as usize;
                let g = rows[left][limit] as usize;
                if g < seen.len() {
                    seen[g] = true;
                }
                while seen[mex] {
                    mex += 1;
                }
                row.push(mex as u32);
            }
            rows.push(row);
        }
        Ok(Nimbers { rows })
    }

    /// The counters tabulated.
    pub fn counters(&self) -> u64 {
        self.rows.len() as u64 - 1
    }

    /// The nimber of `(n, m)`, m ≤ n ≤ [`Nimbers::counters`].
    pub fn get(&self, n: u64, m: u64) -> u32 {
        self.rows[n as usize][m as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ladders_start_as_known() {
        let ladder = |k| Ladder::up_to(k, 1000, 1 << 20).unwrap().terms()[..10].to_vec();
        assert_eq!(ladder(1), [1, 2, 4, 8, 16, 32, 64, 128, 256, 512][..]);
        assert_eq!(ladder(2), [1, 2, 3, 5, 8, 13, 21, 34, 55, 89][..]);
        assert_eq!(ladder(3), [1, 2, 3, 4, 6, 8, 11, 15, 21, 29][..]);
    }

    #[test]
    fn a_ladder_past_the_budget_is_refused_before_it_starts() {
        assert!(Ladder::up_to(1 << 40, u64::MAX, 1 << 30).is_err());
        let top = Ladder::up_to(2, u64::MAX, 1 << 30).unwrap();
        assert_eq!(top.sum(u64::MAX).iter().sum::<u64>(), u64::MAX);
    }

    /// The theorem and every winning move, against plain search of every position with up
    /// to 120 counters, for k = 1 to 6; and the sums, checked to be sums of terms each more
    /// than k times the next.
    #[test]
    fn the_theorem_agrees_with_plain_search() {
        const N: usize = 120;
        for k in 1..=6u64 {
            let ladder = Ladder::up_to(k, N as u64, 1 << 20).unwrap();
            // win[n][m]: the mover wins (n, m), m ≤ n, by plain search.
            let mut win = vec![vec![false; N + 1]; N + 1];
            for n in 1..=N {
                for m in 1..=n {
                    let left = |t: usize| (n - t, (k as usize * t).min(n - t));
                    win[n][m] = (1..=m).any(|t| {
                        let (a, b) = left(t);
                        !win[a][b]
                    });
                    let sum = ladder.sum(n as u64);
                    assert!(
                        sum.windows(2).all(|w| w[0] > k * w[1]),
                        "{k}: {n} = {sum:?}"
                    );
                    let smallest = *sum.last().unwrap();
                    assert_eq!(win[n][m], smallest <= m as u64, "k {k}, ({n}, {m})");
                    let searched: Vec<u64> = (1..=m)
                        .filter(|&t| {
                            let (a, b) = left(t);
                            !win[a][b]
                        })
                        .map(|t| t as u64)
                        .collect();
                    assert_eq!(ladder.winning_takes(n as u64, m as u64), searched);
                }
            }
            let nimbers = Nimbers::up_to(k, N as u64).unwrap();
            for (n, row) in win.iter().enumerate() {
                for (m, &wins) in row.iter().enumerate().take(n + 1) {
                    assert_eq!(
                        nimbers.get(n as u64, m as u64) != 0,
                        wins,
                        "k {k}, ({n}, {m})"
                    );
                }
            }
        }
    }
}
