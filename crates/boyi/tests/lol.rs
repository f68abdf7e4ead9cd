//! The fast LOL solver against plain search on every row up to length 12.

use boyi::analysis;
use boyi::games::lol::{self, Board, Cell, Lol};
use boyi::solve::grundy::Solver as Plain;

/// Every row of length `n`, as base-3 digits.
fn rows(n: u32) -> impl Iterator<Item = Board> {
    (0..3u32.pow(n)).map(move |mut k| {
        (0..n)
            .map(|_| {
                let c = [Cell::Empty, Cell::L, Cell::O][(k % 3) as usize];
                k /= 3;
                c
            })
            .collect()
    })
}

fn check_lengths(lengths: std::ops::RangeInclusive<u32>, with_moves: bool) {
    for n in lengths {
        let mut plain = Plain::new(Lol);
        let mut fast = lol::Solver::new();
        for row in rows(n) {
            let expected = plain.value(&row).unwrap();
            let got = fast.value(&row, false).unwrap();
            assert_eq!(got.outcome, expected.outcome, "row {}", lol::show(&row));
            if with_moves {
                let a = fast.analyze(&row, true).unwrap();
                let b = analysis::generic(&mut plain, &row).unwrap();
                assert_eq!(
                    a.remoteness,
                    b.remoteness,
                    "remoteness of {}",
                    lol::show(&row)
                );
                let mut x: Vec<_> = a.winning_moves.iter().map(|m| m.position.clone()).collect();
                let mut y: Vec<_> = b.winning_moves.iter().map(|m| m.position.clone()).collect();
                x.sort();
                y.sort();
                assert_eq!(x, y, "best moves of {}", lol::show(&row));
            }
        }
    }
}

#[test]
fn outcomes_match_plain_search_up_to_length_12() {
    check_lengths(1..=12, false);
}

#[test]
fn moves_and_remoteness_match_plain_search_up_to_length_9() {
    check_lengths(1..=9, true);
}

/// A quiet row of 13 to 20 cells with 9 or 10 empty cells (fewer if safe moves run out), reached from the empty row by
/// random safe moves: long enough for parts joined by single O's and for the forcing cut,
/// small enough for plain search.
fn long_quiet_row() -> impl proptest::strategy::Strategy<Value = Board> {
    use proptest::prelude::*;
    (13usize..=20, any::<u64>()).prop_map(|(n, mut seed)| {
        let mut row: Board = vec![Cell::Empty; n];
        // 9 or 10 empty cells: either player can be the one who makes the last safe move.
        let target = 9 + (seed % 2) as usize;
        while row.iter().filter(|&&c| c == Cell::Empty).count() > target {
            let mut safe = Vec::new();
            for cell in (0..n).filter(|&c| row[c] == Cell::Empty) {
                for letter in [Cell::L, Cell::O] {
                    let mut next = row.clone();
                    next[cell] = letter;
                    if !lol::has_lol(&next) && lol::completions(&next).is_empty() {
                        safe.push(next);
                    }
                }
            }
            if safe.is_empty() {
                break;
            }
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            row = safe.swap_remove((seed >> 33) as usize % safe.len());
        }
        row
    })
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(40))]
    /// The part-by-part solver (union rule, forcing cut) against plain search of whole rows,
    /// on rows longer than the exhaustive test reaches.
    #[test]
    fn outcomes_match_plain_search_on_longer_rows(row in long_quiet_row()) {
        let expected = Plain::new(Lol).value(&row).unwrap().outcome;
        let got = lol::Solver::new().value(&row, false).unwrap().outcome;
        proptest::prop_assert_eq!(got, expected, "row {}", lol::show(&row));
    }
}
