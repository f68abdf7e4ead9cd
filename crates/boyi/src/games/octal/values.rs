//! Grundy values of one heap of a take-and-break game, by the plain method: the mex of every
//! option, two-heap options in time linear in the heap (quadratic in all), three-heap ones in
//! quadratic time, j heaps in time n^(j − 1). The sparse-space method ([`super::sequence`])
//! is checked against it, and stands on it for codes that leave four heaps or more.

use crate::code::{splits, Code};

/// Extends `values` (the Grundy values of heaps 0, 1, …) to heaps `0..len`.
pub fn extend(code: &Code, values: &mut Vec<u32>, len: usize) {
    let mut seen: Vec<bool> = Vec::new();
    for n in values.len()..len {
        let g = value_of(code, values, n, &mut seen);
        values.push(g);
    }
}

/// The Grundy value of heap `n`, the mex of its options, from `values` of every smaller
/// heap; `seen` is scratch.
pub fn value_of(code: &Code, values: &[u32], n: usize, seen: &mut Vec<bool>) -> u32 {
    seen.clear();
    let mut mark = |g: u32| {
        let g = g as usize;
        if g >= seen.len() {
            seen.resize(g + 1, false);
        }
        seen[g] = true;
    };
    for (k, (&digit, &unequal)) in code.digits.iter().zip(&code.unequal).enumerate() {
        let Some(rest) = n.checked_sub(k) else {
            break;
        };
        if digit & 1 != 0 && rest == 0 && k > 0 {
            mark(0);
        }
        if digit & 2 != 0 && rest >= 1 && k > 0 {
            mark(values[rest]);
        }
        if digit & 4 != 0 {
            for a in 1..=rest / 2 {
                if !(unequal && 2 * a == rest) {
                    mark(values[a] ^ values[rest - a]);
                }
            }
        }
        if digit & 8 != 0 {
            for a in 1..=rest / 3 {
                for b in a..=(rest - a) / 2 {
                    let c = rest - a - b;
                    if !(unequal && (a == b || b == c)) {
                        mark(values[a] ^ values[b] ^ values[c]);
                    }
                }
            }
        }
        // Four heaps or more (never with `!`).
        for parts in (4..32).filter(|&parts| digit >> parts & 1 != 0) {
            splits(rest as u64, parts, |heaps| {
                mark(heaps.iter().fold(0, |x, &h| x ^ values[h as usize]));
            });
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32
}

/// Steps of [`extend`] from heaps `0..from` to `0..to`, about.
pub fn work(code: &Code, from: usize, to: usize) -> u64 {
    let (from, to) = (from as u64, to as u64);
    let per = |n: u64| -> u64 {
        code.digits
            .iter()
            .fold(code.digits.len() as u64, |sum, &d| {
                (2..32)
                    .filter(|&parts| d >> parts & 1 != 0)
                    .fold(sum, |sum, parts| sum.saturating_add(split_count(n, parts)))
            })
    };
    // Each heap's cost grows with the heap; the last one bounds them all.
    (to - from.min(to)).saturating_mul(per(to))
}

/// A bound on the ways to split `n` counters into `parts` heaps: n^(parts − 1) / (parts − 1)!
/// over the orders of the parts, at least n/2 for two.
pub fn split_count(n: u64, parts: usize) -> u64 {
    let orders: u128 = (2..=parts as u128).product();
    let power = (1..parts).try_fold(1u128, |c, _| c.checked_mul(u128::from(n)));
    power.map_or(u64::MAX, |p| {
        u64::try_from(p / orders.max(1))
            .unwrap_or(u64::MAX)
            .saturating_add(1)
    })
}

/// Whether the periodicity theorem applies ([`super::period`]): a code with no `!`.
pub fn provable(code: &Code) -> bool {
    !code.any_unequal()
}
