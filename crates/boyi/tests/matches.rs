//! The matchstick solver (components, symmetry) against plain search.

use boyi::analysis;
use boyi::games::matches::{self, Grid, Matches};
use boyi::notation::{Place, Token};
use boyi::solve::grundy::Solver as Plain;
use proptest::prelude::*;

fn grid(text: &str) -> Grid {
    matches::parse(&Token {
        text,
        at: Place::Argument(1),
    })
    .unwrap()
}

/// A random board of up to `max_side` x `max_side` cells drawn from `symbols`, with at most
/// `max_empty` empty cells (extra ones become vertical matches).
fn random_board(
    max_side: usize,
    symbols: Vec<char>,
    max_empty: usize,
) -> impl Strategy<Value = String> {
    (1..=max_side, 1..=max_side).prop_flat_map(move |(rows, cols)| {
        prop::collection::vec(prop::sample::select(symbols.clone()), rows * cols).prop_map(
            move |mut cells| {
                for cell in cells.iter_mut().filter(|c| **c == '0').skip(max_empty) {
                    *cell = '1';
                }
                cells
                    .chunks(cols)
                    .map(|r| r.iter().collect::<String>())
                    .collect::<Vec<_>>()
                    .join("/")
            },
        )
    })
}

/// A random board of up to 4 x 4 cells, mostly empty.
fn board() -> impl Strategy<Value = String> {
    random_board(4, vec!['0', '0', '0', '1', '-'], 16)
}

/// A random board of up to 8 x 8 cells with at most 10 empty cells: the fast solver's bit
/// boards are 8 cells wide, so this reaches their last row and column.
fn wide_sparse_board() -> impl Strategy<Value = String> {
    random_board(8, vec!['0', '1', '-', '1', '-'], 10)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    #[test]
    fn fast_solver_matches_plain_search_up_to_8x8(text in wide_sparse_board()) {
        let g = grid(&text);
        let fast = matches::Solver::new().nimber(&g).unwrap();
        let plain = Plain::new(Matches).value(&g).unwrap();
        prop_assert_eq!(Some(fast), plain.nimber, "{}", text);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn fast_solver_matches_plain_search(text in board()) {
        let g = grid(&text);
        let fast = matches::Solver::new().analyze(&g).unwrap();
        let plain = analysis::generic(&mut Plain::new(Matches), &g).unwrap();
        prop_assert_eq!(fast.nimber, plain.nimber);
        // The outcome search too (it searches components of more than 12 empty cells).
        prop_assert_eq!(matches::Solver::new().wins(&g).unwrap(), plain.nimber != Some(0));
        let mut a: Vec<_> = fast.winning_moves.iter().map(|m| m.position.clone()).collect();
        let mut b: Vec<_> = plain.winning_moves.iter().map(|m| m.position.clone()).collect();
        a.sort();
        b.sort();
        prop_assert_eq!(a, b);
    }
}

/// A random board of up to 5 x 5 cells, mostly empty: components big enough for the
/// outcome search to search rather than take nimbers.
fn roomy_board() -> impl Strategy<Value = String> {
    random_board(5, vec!['0', '0', '0', '0', '1', '-'], 20)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    /// The outcome search (largest component beside a nim heap) against nimbers.
    #[test]
    fn outcome_search_matches_nimbers(text in roomy_board()) {
        let g = grid(&text);
        let nimber = matches::Solver::new().nimber(&g).unwrap();
        let wins = matches::Solver::new().wins(&g).unwrap();
        prop_assert_eq!(wins, nimber != 0, "{}", text);
    }
}

#[test]
fn outcome_search_on_empty_boards() {
    for (rows, cols) in [(2, 2), (3, 4), (4, 4), (3, 5), (5, 3)] {
        let g = Grid::empty(rows, cols);
        let nimber = matches::Solver::new().nimber(&g).unwrap();
        let mut solver = matches::Solver::new();
        assert_eq!(solver.wins(&g).unwrap(), nimber != 0, "{rows}x{cols}");
        // Past 12 empty cells the largest component is searched, not given its nimber.
        assert_eq!(
            solver.outcomes_solved() > 0,
            rows * cols > 12,
            "{rows}x{cols}"
        );
    }
    let too_big = Grid::empty(6, 6);
    assert!(matches::Solver::new().wins(&too_big).is_err());
}

#[test]
fn empty_boards_match_plain_search() {
    let mut fast = matches::Solver::new();
    for (rows, cols) in [(1, 1), (2, 3), (3, 3), (3, 4), (4, 3)] {
        let g = Grid::empty(rows, cols);
        let plain = Plain::new(Matches).value(&g).unwrap();
        assert_eq!(
            Some(fast.nimber(&g).unwrap()),
            plain.nimber,
            "{rows}x{cols}"
        );
    }
}

#[test]
fn seed_examples() {
    let mut solver = matches::Solver::new();
    for (board, answer) in [
        ("0111/-000/-000", "-111/-000/-000"),
        ("1111/----/0010", "1111/----/0110"),
    ] {
        let a = solver.analyze(&grid(board)).unwrap();
        assert!(
            a.winning_moves
                .iter()
                .any(|m| m.position.as_deref() == Some(answer)),
            "{board}: {:?}",
            a.winning_moves
        );
    }
    // The seed's figure: C2 (row 1, column 2) takes a vertical match but not a horizontal one.
    let g = grid("00-1/-000/0100");
    assert!(g.legal(1, 2, matches::Stick::Vertical));
    assert!(!g.legal(1, 2, matches::Stick::Horizontal));
}
