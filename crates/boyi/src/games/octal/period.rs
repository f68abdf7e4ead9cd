//! The periodicity theorems for take-and-break games, watched while a sequence grows.
//!
//! Plain periods. Guy and Smith ("The G-values of various games", Proc. Cambridge Philos.
//! Soc. 52, 1956; Winning Ways, ch. 4): for an octal game whose largest take is t, if
//! g(n + p) = g(n) for every n with n0 ≤ n < 2·n0 + p + t, then for every n ≥ n0. Their
//! argument holds for any code without `!` whose moves leave at most r heaps (r = 1, 2 or 3,
//! a split without a take included), with n0 at least 1: with the values of heaps 0..len, a
//! period p with last disagreement at n0 − 1 is proven once len ≥ r·(max(n0, 1) + p) + t
//! ([`Code::values_for_period`] states the theorem and its argument).
//!
//! Arithmetic periods (g(n + p) = g(n) + s, s > 0) are found and proven by [`super::saltus`],
//! at the same checks.

use super::saltus;
use crate::code::Code;
use crate::solve::period::Period;

/// Checks for a proven period now and then, and exactly when a plain one may become proven,
/// so a run stops at the first length at which any plain period is proven.
#[derive(Clone, Debug)]
pub struct PeriodWatch {
    code: Code,
    next_check: usize,
    /// The next length at which to look for an arithmetic period.
    next_saltus: usize,
}

/// Values before the first check.
const FIRST_CHECK: usize = 64;

impl PeriodWatch {
    /// A watch for `code` (one the theorems cover: [`super::values::provable`]).
    pub fn new(code: &Code) -> PeriodWatch {
        PeriodWatch {
            code: code.clone(),
            next_check: FIRST_CHECK,
            next_saltus: FIRST_CHECK,
        }
    }

    /// Whether to check once the values reach `len`.
    pub fn due(&self, len: usize) -> bool {
        len >= self.next_check
    }

    /// The shortest plain period the values prove, or else an arithmetic one (looked for
    /// when the values double), if any; otherwise plans the next check: at the first length
    /// at which some plain period could be proven if the values go on agreeing, or at twice
    /// as many values, whichever comes first (each check looks at every period the values
    /// could prove by then, so fewer checks do less work and the stop stays exact).
    pub fn check(&mut self, values: &[u32]) -> Option<Period> {
        let period = self.plain(values);
        let len = values.len();
        if period.is_some() || len < self.next_saltus {
            return period;
        }
        self.next_saltus = 2 * len;
        self.next_check = self.next_check.min(self.next_saltus);
        saltus::find(values).filter(|p| saltus::prove(&self.code, values, p).is_some())
    }

    /// The shortest plain period the values prove, planning the next check if none.
    fn plain(&mut self, values: &[u32]) -> Option<Period> {
        let (len, t, r) = (values.len(), self.code.largest_take(), self.code.parts());
        // The smallest number of values any period p may need, r·(1 + p) + t, bounds the search.
        let horizon = len + len.max(FIRST_CHECK);
        let mut next = horizon;
        // Periods that agree over a whole period or more, with where they start to: a
        // multiple agrees from there on too, so its look starts below.
        let mut held: Vec<(usize, usize)> = Vec::new();
        for p in 1..len {
            if r * (1 + p) + t > horizon {
                break;
            }
            // Most periods fail at the last pair. Then their last disagreement is that pair,
            // as the search below would find: no held period divides p, since a held period
            // agrees up to the end and so do its multiples. Such a period, from len − p,
            // needs r·(len − p + p) + t values: more than len (t ≥ 1 where values differ, a
            // code without takes having none), so it is not proven now and is not held.
            if values[len - 1] != values[len - 1 - p] {
                next = next.min(r * len + t);
                continue;
            }
            let divisors = held.iter().filter(|&&(q, _)| p % q == 0);
            let below = divisors.map(|&(_, from)| from).min();
            let top = below.map_or(len - p, |from| from.min(len - p));
            let preperiod = last_disagreement(&values[..top + p], p).map_or(0, |n| n + 1);
            // Only periods that agree from earlier than their divisors: the list stays short.
            if below.is_none_or(|from| preperiod < from) && len - p - preperiod >= p {
                held.push((p, preperiod));
            }
            let needed = self.code.values_for_period(preperiod as u64, p as u64) as usize;
            if needed <= len {
                return Some(Period {
                    preperiod: preperiod as u64,
                    period: p as u64,
                    shift: 0,
                });
            }
            next = next.min(needed);
        }
        self.next_check = next.min(self.next_saltus);
        None
    }
}

/// The last n with values[n] ≠ values[n + p]: the first one met looking down from the end.
fn last_disagreement(values: &[u32], p: usize) -> Option<usize> {
    let top = values.len() - p;
    let lower = values[..top].iter().rev();
    let upper = values[p..].iter().rev();
    lower
        .zip(upper)
        .position(|(a, b)| a != b)
        .map(|i| top - 1 - i)
}

/// The least number of values the theorem needs to prove a plain `period` of `code`:
/// r·(max(n0, 1) + p) + t.
pub fn values_needed(code: &Code, period: &Period) -> u64 {
    code.values_for_period(period.preperiod, period.period)
}
