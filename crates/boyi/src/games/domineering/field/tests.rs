//! The counting of sure moves against the moves a player can really be sure of, found by
//! playing every line out on small boards.

use super::*;
use rand::{RngExt, SeedableRng};
use std::collections::HashMap;

/// The most `side` can gain whatever the opponent does, `side` moving `first` or not, where
/// each move gains `gain` of its domino's cells; the opponent may move or pass at each turn,
/// and `side` may stop. Memoised by board.
fn assured(
    field: &Field,
    side: Side,
    empty: Cells,
    first: bool,
    gain: &dyn Fn(Cells) -> u32,
    seen: &mut HashMap<(Cells, bool), u32>,
) -> u32 {
    if let Some(&moves) = seen.get(&(empty, first)) {
        return moves;
    }
    let moves = if first {
        each_cell(field.moves(side, empty))
            .map(|i| {
                let domino = field.domino(side, i);
                gain(domino) + assured(field, side, empty & !domino, false, gain, seen)
            })
            .max()
            .unwrap_or(0)
    } else {
        let other = side.other();
        let passed = assured(field, side, empty, true, gain, seen);
        each_cell(field.moves(other, empty))
            .map(|i| {
                assured(
                    field,
                    side,
                    empty & !field.domino(other, i),
                    true,
                    gain,
                    seen,
                )
            })
            .fold(passed, u32::min)
    };
    seen.insert((empty, first), moves);
    moves
}

/// Checks that the sure moves counted on `empty` are no more than `side` is assured of,
/// moving first and second; whether `side` has protective areas there.
fn check_sure(
    field: &Field,
    side: Side,
    empty: Cells,
    seen: &mut HashMap<(Cells, bool), u32>,
) -> bool {
    for first in [true, false] {
        let counted = field.assured(side, empty);
        let (safe, mine) = (counted.safe, counted.sure[usize::from(!first)]);
        let assured = assured(field, side, empty, first, &|_| 1, seen);
        assert!(
            safe + mine <= assured,
            "{side:?} {} sure of {safe} + {mine}, assured of {assured}: {}",
            if first { "first" } else { "second" },
            show(field, empty)
        );
    }
    field.protective_areas(side, empty).0 > 0
}

/// On every board with holes of 4 × 4, 3 × 5 and 5 × 3, and on random boards of 4 × 5, 5 × 4,
/// 4 × 6, 6 × 4 and 5 × 5, each player's counted sure moves (safe moves, protective areas and the
/// dominoes left, with what a spoilt area leaves) are never more than the moves the player
/// is assured of by playing every line out.
#[test]
fn sure_moves_are_never_more_than_the_assured_ones() {
    let mut with_areas = 0;
    for (rows, columns) in [(4, 4), (3, 5), (5, 3)] {
        let field = Field::new(rows, columns).unwrap();
        for side in [Side::Left, Side::Right] {
            let mut seen = HashMap::new();
            for empty in 0..=field.all() {
                with_areas += u32::from(check_sure(&field, side, empty, &mut seen));
            }
        }
    }
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(35);
    for (rows, columns) in [(4, 5), (5, 4), (4, 6), (5, 5), (6, 4)] {
        let field = Field::new(rows, columns).unwrap();
        for side in [Side::Left, Side::Right] {
            let mut seen = HashMap::new();
            for _ in 0..300 {
                // Each cell empty with probability 1/2 or 3/4.
                let (a, b) = (rng.random::<u128>(), rng.random::<u128>());
                let empty = if rng.random::<bool>() { a } else { a | b } & field.all();
                with_areas += u32::from(check_sure(&field, side, empty, &mut seen));
            }
        }
    }
    assert!(
        with_areas > 10_000,
        "{with_areas} boards with protective areas"
    );
}

/// On random boards of 4 × 4, 3 × 5, 5 × 3 and 4 × 5 with holes, twice the moves each player
/// is counted sure of plus the cells of the opponent's reach they take (what decides whether
/// it outlasts the opponent) is never more than it can gain by playing every line out.
#[test]
fn counted_gains_are_never_more_than_the_assured_ones() {
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(36);
    let mut with_halves = 0;
    for (rows, columns) in [(4, 4), (3, 5), (5, 3), (4, 5)] {
        let field = Field::new(rows, columns).unwrap();
        for _ in 0..1500 {
            // Each cell empty with probability 1/2 or 3/4.
            let (a, b) = (rng.random::<u128>(), rng.random::<u128>());
            let empty = if rng.random::<bool>() { a } else { a | b } & field.all();
            for side in [Side::Left, Side::Right] {
                let reach = field.coverable(side.other(), empty);
                let gain = |domino: Cells| 2 + (domino & reach).count_ones();
                let counted = field.assured(side, empty);
                let mut seen = HashMap::new();
                for (k, first) in [true, false].into_iter().enumerate() {
                    let assured = assured(&field, side, empty, first, &gain, &mut seen);
                    assert!(
                        2 * counted.safe + counted.gain[k] <= assured,
                        "{side:?} {} counted {counted:?}, assured of {assured}: {}",
                        if first { "first" } else { "second" },
                        show(&field, empty)
                    );
                }
                let halves = counted.gain[0] < 4 * counted.sure[0];
                with_halves += u32::from(halves);
            }
        }
    }
    assert!(
        with_halves > 500,
        "{with_halves} boards with halves counted"
    );
}
