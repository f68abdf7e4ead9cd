//! Eventual periodicity of value sequences, with the proof that makes it certain.
//!
//! For a game on one heap whose value at `n` depends only on the values at `n - s` for
//! `s` in a finite set with maximum `w` (a subtraction game), the following holds:
//! if `v(n + p) = v(n) + d` for `w` consecutive `n >= n0`, it holds for every `n >= n0`,
//! because each later value is computed by the same rule from `w` earlier values that
//! already agree. (For nimbers `d = 0`; remoteness may grow, by an even `d`, since adding an
//! even number to every option's remoteness keeps parities and the min/max choice.)
//! See Berlekamp, Conway and Guy, *Winning Ways*, ch. 4, on the periodicity of subtraction games.

use serde::Serialize;

/// How values one period apart may differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shift {
    /// Pure periodicity: `v(n + p) = v(n)`.
    Zero,
    /// Arithmetic periodicity with an even step: `v(n + p) = v(n) + d`, `d` even.
    Even,
}

/// A proven eventual (arithmetic) period: `v(n + period) = v(n) + shift` for all `n >= preperiod`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Period {
    /// First index from which the pattern repeats.
    pub preperiod: u64,
    /// Length of the repeating block.
    pub period: u64,
    /// Growth of the value over one period (0 for nimbers and outcomes).
    #[serde(skip_serializing_if = "is_zero")]
    pub shift: u64,
}

fn is_zero(x: &u64) -> bool {
    *x == 0
}

impl Period {
    /// The value at any index, from the known prefix `values` (which must reach one full
    /// period past the preperiod). `None` if the value does not fit in a `u64`.
    pub fn value_at<T: Copy + Into<u64>>(&self, values: &[T], n: u64) -> Option<u64> {
        if n < values.len() as u64 {
            return Some(values[n as usize].into());
        }
        let offset = n - self.preperiod;
        let base = values[(self.preperiod + offset % self.period) as usize].into();
        (offset / self.period)
            .checked_mul(self.shift)?
            .checked_add(base)
    }
}

/// Finds the shortest proven eventual period of `values`, where each value is determined
/// by the `window` values before it. Returns the smallest period and, for it, the smallest
/// preperiod; `None` if the prefix is too short to prove any period.
///
/// A period p is proven when the last `window` values agree (up to the shift) with the
/// `window` values p earlier. All such p are found at once, in linear time, by searching the
/// sequence for earlier copies of its last window (Knuth-Morris-Pratt); for arithmetic
/// periods the search runs on the differences of consecutive values.
pub fn find<T: Copy + Into<u64>>(values: &[T], window: usize, shift: Shift) -> Option<Period> {
    let window = window.max(1);
    let len = values.len();
    if len <= window {
        return None;
    }
    let at = |i: usize| values[i].into() as i128;
    let (sequence, pattern_len): (Vec<i128>, usize) = match shift {
        Shift::Zero => ((0..len).map(at).collect(), window),
        Shift::Even => ((1..len).map(|i| at(i) - at(i - 1)).collect(), window - 1),
    };
    let last = sequence.len() - pattern_len;
    // Starts of earlier copies of the last `pattern_len` entries, latest (smallest p) first.
    for start in copies_of_suffix(&sequence, pattern_len).into_iter().rev() {
        let p = last - start;
        if p == 0 {
            continue;
        }
        if shift_allowed(at(start + p) - at(start), shift) {
            return Some(minimise(values, start, p, window, shift));
        }
    }
    None
}

/// Every start s < len - m at which `sequence[s..s + m]` equals the last m entries,
/// ascending (Knuth-Morris-Pratt; with m = 0 every start qualifies).
fn copies_of_suffix(sequence: &[i128], m: usize) -> Vec<usize> {
    let last = sequence.len() - m;
    if m == 0 {
        return (0..last).collect();
    }
    let pattern = &sequence[last..];
    // failure[i]: length of the longest proper border of pattern[..=i].
    let mut failure = vec![0usize; m];
    let mut k = 0;
    for i in 1..m {
        while k > 0 && pattern[i] != pattern[k] {
            k = failure[k - 1];
        }
        if pattern[i] == pattern[k] {
            k += 1;
        }
        failure[i] = k;
    }
    let mut starts = Vec::new();
    let mut k = 0;
    for (i, &x) in sequence[..sequence.len() - 1].iter().enumerate() {
        while k > 0 && x != pattern[k] {
            k = failure[k - 1];
        }
        if x == pattern[k] {
            k += 1;
        }
        if k == m {
            starts.push(i + 1 - m);
            k = failure[k - 1];
        }
    }
    starts
}

fn shift_allowed(d: i128, shift: Shift) -> bool {
    match shift {
        Shift::Zero => d == 0,
        Shift::Even => d >= 0 && d % 2 == 0,
    }
}

/// Given a proven period `p` from `start`, finds the smallest period (a divisor of `p`)
/// and then the smallest preperiod.
fn minimise<T: Copy + Into<u64>>(
    values: &[T],
    start: usize,
    p: usize,
    window: usize,
    shift: Shift,
) -> Period {
    let at = |i: usize| values[i].into() as i128;
    let len = values.len();
    let total = at(start + p) - at(start);
    let agrees = |q: usize, d: i128, n: usize| at(n + q) - at(n) == d;
    let (q, d) = (1..=p)
        .filter(|q| p.is_multiple_of(*q))
        .map(|q| (q, total / (p / q) as i128))
        .find(|&(q, d)| {
            total % (p / q) as i128 == 0
                && shift_allowed(d, shift)
                && len - q - start >= window
                && (start..len - q).all(|n| agrees(q, d, n))
        })
        .unwrap_or((p, total));
    let mut pre = start;
    while pre > 0 && agrees(q, d, pre - 1) {
        pre -= 1;
    }
    Period {
        preperiod: pre as u64,
        period: q as u64,
        shift: d as u64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_pure_period_with_preperiod() {
        let v: Vec<u8> = vec![5, 7, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3];
        let p = find(&v, 3, Shift::Zero).unwrap();
        assert_eq!((p.preperiod, p.period, p.shift), (2, 3, 0));
        assert_eq!(p.value_at(&v, 1_000_000_000_001), Some(1));
    }

    #[test]
    fn finds_arithmetic_period() {
        let v: Vec<u64> = (0..40)
            .map(|n| 2 * (n / 4) + [0, 1, 1, 1][n as usize % 4])
            .collect();
        let p = find(&v, 4, Shift::Even).unwrap();
        assert_eq!((p.preperiod, p.period, p.shift), (0, 4, 2));
        assert_eq!(p.value_at(&v, 401), Some(201));
    }

    #[test]
    fn short_prefix_proves_nothing() {
        let v: Vec<u8> = vec![0, 1, 0];
        assert_eq!(find(&v, 3, Shift::Zero), None);
    }
}
