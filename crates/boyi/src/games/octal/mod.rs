//! Take-and-break games written as codes (octal games such as Kayles `0.77` and Dawson's
//! chess `0.137`, hexadecimal ones, and Grundy's game `4!.0`): heaps of counters; a move
//! takes some counters from one heap and may leave the rest as zero, one, two or three
//! heaps, as the code says. A position's nimber is the xor of its heaps' Grundy values.

pub mod game;
pub mod period;
/// Codes whose last digit repeats for ever, with their proven closed forms.
pub mod repeating;
/// The moves of a code, finite or repeating.
pub mod rules;
pub mod saltus;
pub mod sequence;
pub mod values;

pub use game::{Octal, FAMILY, GRUNDY};

#[cfg(test)]
mod tests {
    use super::sequence::{Sequence, Stop};
    use super::values::extend;
    use crate::code::Code;
    use crate::notation::{Place, Token};

    fn code(text: &str) -> Code {
        text.parse().unwrap()
    }

    fn first(text: &str, len: usize) -> Vec<u32> {
        let mut values = Vec::new();
        extend(&code(text), &mut values, len);
        values
    }

    #[test]
    fn codes_read_and_show_alike() {
        for text in [
            "0.77",
            "0.137",
            "4.07",
            "0.f",
            "4!.0",
            "0.16",
            "[16].3",
            "0.[18]f",
            "0.7[131071]",
        ] {
            assert_eq!(code(text).to_string(), text);
        }
        // A digit up to f is written as one.
        assert_eq!(code("0.[15][3]").to_string(), "0.f3");
        for bad in [
            "77",
            "0.7x",
            "1.7",
            "!0.7",
            "0.7!!",
            "00.7",
            "",
            "0.[16]!",
            "0.[131072]",
            "0.[012]",
            "0.[12",
            "0.[]",
            "0.[1x]",
            "[16]3.7",
            "[1].3",
        ] {
            assert!(
                Code::parse(&Token {
                    text: bad,
                    at: Place::Argument(1)
                })
                .is_err(),
                "{bad}"
            );
        }
    }

    /// The splits of n counters into k heaps are the partitions of n into k parts, each
    /// once, in increasing order: p(n, k) = p(n − 1, k − 1) + p(n − k, k).
    #[test]
    fn splits_are_the_partitions_into_k_parts() {
        let mut p = vec![vec![0u64; 8]; 31];
        p[0][0] = 1;
        for n in 1..=30 {
            for k in 1..=7.min(n) {
                p[n][k] = p[n - 1][k - 1] + p[n - k][k];
            }
        }
        for (n, by_parts) in p.iter().enumerate() {
            for (k, &expected) in by_parts.iter().enumerate().skip(1) {
                let mut count = 0;
                crate::code::splits(n as u64, k, |heaps| {
                    assert_eq!(heaps.len(), k);
                    assert_eq!(heaps.iter().sum::<u64>(), n as u64);
                    assert!(heaps.windows(2).all(|w| w[0] <= w[1]) && heaps[0] >= 1);
                    count += 1;
                });
                assert_eq!(count, expected, "p({n}, {k})");
            }
        }
    }

    /// The work bound on the splits is one: never below the splits counted, and never made
    /// small by an overflow (a heap of 200 split in 16 is past any request's work).
    #[test]
    fn split_counts_bound_the_splits() {
        use super::values::split_count;
        for n in 0..=40u64 {
            for k in 2..=8usize {
                let mut counted = 0;
                crate::code::splits(n, k, |_| counted += 1);
                assert!(split_count(n, k) >= counted, "{n} in {k}");
            }
        }
        assert!(split_count(200, 16) > crate::budget::THEORY_WORK);
    }

    /// OEIS A002186 (Kayles), A002187 (Dawson's chess), A002188 (Grundy's game).
    #[test]
    fn values_are_the_known_sequences() {
        let kayles = [
            0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5,
            4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4,
            2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2,
            8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1,
        ];
        assert_eq!(first("0.77", kayles.len()), kayles);
        let dawson = [
            0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0,
            4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3,
            0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3,
            3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4,
            4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
        ];
        assert_eq!(first("0.137", dawson.len()), dawson);
        let grundy = [
            0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1,
            2, 3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2,
            1, 3, 2, 1, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3,
            7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3,
        ];
        assert_eq!(first("4!.0", grundy.len()), grundy);
    }

    /// A run stops at the first length at which the theorem proves a period, never before.
    #[test]
    fn periods_are_proven_when_the_theorem_allows_and_not_before() {
        for (text, preperiod, period) in [
            ("0.77", 71, 12),
            ("0.137", 52, 34),
            ("0.07", 53, 34),
            ("0.16", 105_351, 149_459),
            ("0.56", 326_640, 144),
        ] {
            let code = code(text);
            let needed = 2 * preperiod + 2 * period + code.largest_take() as u64;
            let mut sequence = Sequence::new(code);
            sequence.run(Stop::default(), |_| Ok::<(), ()>(())).unwrap();
            let summary = sequence.summary();
            assert_eq!(
                (summary.preperiod, summary.period, summary.values_computed),
                (Some(preperiod), Some(period), needed),
                "{text}"
            );
        }
        // Grundy's game is not covered by the theorem.
        let mut grundy = Sequence::new(code("4!.0"));
        grundy
            .run(
                Stop {
                    values: Some(5000),
                    steps: None,
                },
                |_| Ok::<(), ()>(()),
            )
            .unwrap();
        assert_eq!(grundy.period(), None);
    }
}
