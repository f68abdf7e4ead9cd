//! The periodicity theorem for octal games, watched while a sequence grows.
//!
//! Guy and Smith ("The G-values of various games", Proc. Cambridge Philos. Soc. 52, 1956;
//! Winning Ways, ch. 4): for an octal game whose largest take is t, if g(n + p) = g(n) for
//! every n with n0 ≤ n < 2·n0 + p + t, then for every n ≥ n0. With the values of heaps
//! 0..len, a period p with last disagreement at n0 − 1 is proven once len ≥ 2·n0 + 2·p + t.

use crate::solve::period::Period;

/// Checks for a proven period now and then, and exactly when one may become proven, so a
/// run stops at the first length at which any period is proven.
#[derive(Clone, Debug)]
pub struct PeriodWatch {
    largest_take: usize,
    next_check: usize,
}

/// Values before the first check.
const FIRST_CHECK: usize = 64;

impl PeriodWatch {
    /// A watch for a code whose largest take is `largest_take`.
    pub fn new(largest_take: usize) -> PeriodWatch {
        PeriodWatch {
            largest_take,
            next_check: FIRST_CHECK,
        }
    }

    /// Whether to check once the values reach `len`.
    pub fn due(&self, len: usize) -> bool {
        len >= self.next_check
    }

    /// The shortest period the values prove, if any; otherwise plans the next check: at the
    /// first length at which some period could be proven if the values go on agreeing, or
    /// after a quarter more values, whichever comes first.
    pub fn check(&mut self, values: &[u32]) -> Option<Period> {
        let (len, t) = (values.len(), self.largest_take);
        let horizon = len + (len / 4).max(FIRST_CHECK);
        let mut next = horizon;
        // Periods that agree over a whole period or more, with where they start to: a
        // multiple agrees from there on too, so its look starts below.
        let mut held: Vec<(usize, usize)> = Vec::new();
        for p in 1..len {
            if 2 * p + t > horizon {
                break;
            }
            let divisors = held.iter().filter(|&&(q, _)| p % q == 0);
            let below = divisors.map(|&(_, from)| from).min();
            let top = below.map_or(len - p, |from| from.min(len - p));
            let preperiod = last_disagreement(&values[..top + p], p).map_or(0, |n| n + 1);
            // Only periods that agree from earlier than their divisors: the list stays short.
            if below.is_none_or(|from| preperiod < from) && len - p - preperiod >= p {
                held.push((p, preperiod));
            }
            let needed = 2 * preperiod + 2 * p + t;
            if needed <= len {
                return Some(Period {
                    preperiod: preperiod as u64,
                    period: p as u64,
                    shift: 0,
                });
            }
            next = next.min(needed);
        }
        self.next_check = next;
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

/// The least number of values the theorem needs to prove `period`: 2·n0 + 2·p + t.
pub fn values_needed(largest_take: usize, period: &Period) -> u64 {
    2 * period.preperiod + 2 * period.period + largest_take as u64
}
