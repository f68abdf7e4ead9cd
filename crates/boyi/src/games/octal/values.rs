//! Grundy values of one heap of a take-and-break game, by the plain method: the mex of every
//! option, two-heap options in time linear in the heap (quadratic in all), three-heap ones in
//! quadratic time. The sparse-space method ([`super::sequence`]) is checked against it.

use crate::code::Code;

/// Extends `values` (the Grundy values of heaps 0, 1, …) to heaps `0..len`.
pub fn extend(code: &Code, values: &mut Vec<u32>, len: usize) {
    let mut seen: Vec<bool> = Vec::new();
    for n in values.len()..len {
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
        }
        let mex = seen.iter().position(|&s| !s).unwrap_or(seen.len());
        values.push(mex as u32);
    }
}

/// Steps of [`extend`] from heaps `0..from` to `0..to`, about.
pub fn work(code: &Code, from: usize, to: usize) -> u64 {
    let (from, to) = (from as u64, to as u64);
    let per = |n: u64| -> u64 {
        let splits = if code.three_heaps() {
            n * n / 12
        } else {
            n / 2
        };
        code.digits.len() as u64
            + splits * code.digits.iter().filter(|&&d| d & 12 != 0).count() as u64
    };
    // Each heap's cost grows with the heap; the last one bounds them all.
    (to - from.min(to)).saturating_mul(per(to))
}

/// Whether the periodicity theorem applies ([`super::period`]): a code with no `!`.
pub fn provable(code: &Code) -> bool {
    !code.any_unequal()
}
