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
