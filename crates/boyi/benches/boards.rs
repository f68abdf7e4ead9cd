//! The board games: LOL rows, matchstick boards and Connect Four 7×6 positions past plain
//! search (alpha-beta), solved from scratch each time.

use boyi::budget::Budget;
use boyi::family::{Options, Road};
use boyi::games::lol::{self, Cell};
use boyi::games::matches::{self, Grid};
use boyi::games::registry;
use boyi::notation::argument_tokens;
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

fn lol_rows(c: &mut Criterion) {
    let mut group = c.benchmark_group("lol_row");
    group.sample_size(20);
    let rows = [
        "*".repeat(12),
        "*".repeat(16),
        "*".repeat(19),
        "*".repeat(60),
        // Connectors (single O's) and L's: valued part by part.
        "*****O******O******OO***L********L**O***********************".into(),
        "****O****O****O****O****O****O****O****".into(),
        "*O******O******O******O******O******O**".into(),
        // Chains of short runs: the proved search runs out, the connector rule answers.
        "******O".repeat(9)[..60].into(),
        "********O".repeat(7)[..60].into(),
    ];
    for text in &rows {
        let row: Vec<Cell> = text
            .chars()
            .map(|c| match c {
                'L' => Cell::L,
                'O' => Cell::O,
                _ => Cell::Empty,
            })
            .collect();
        group.bench_function(format!("{text}_value"), |b| {
            b.iter(|| black_box(lol::Solver::new().value(&row, false).unwrap()))
        });
        group.bench_function(format!("{text}_every_winning_move"), |b| {
            b.iter(|| black_box(lol::Solver::new().analyze(&row, false).unwrap()))
        });
    }
    group.finish();
}

fn match_boards(c: &mut Criterion) {
    let mut group = c.benchmark_group("matches_empty_board");
    group.sample_size(10);
    for (rows, cols) in [(3, 4), (4, 4), (4, 5)] {
        let grid = Grid::empty(rows, cols);
        group.bench_function(format!("{rows}x{cols}_every_winning_move"), |b| {
            b.iter(|| black_box(matches::Solver::new().analyze(&grid).unwrap()))
        });
        group.bench_function(format!("{rows}x{cols}_outcome_search"), |b| {
            b.iter(|| black_box(matches::Solver::new().wins(&grid).unwrap()))
        });
    }
    group.finish();
}

/// Connect Four 7×6 after 10, 12 and 14 stones: the value, by alpha-beta search (a fresh
/// game, and so a fresh table of bounds, each time).
fn connect_four(c: &mut Criterion) {
    let mut group = c.benchmark_group("connect4_7x6_alpha_beta");
    group.sample_size(10);
    let family = registry::find("connect4").expect("in the registry");
    for moves in ["4444433322", "444443332211", "44444333221155"] {
        group.bench_function(format!("{moves}_value"), |b| {
            b.iter(|| {
                let budget = Budget::of_machine();
                let mut game = (family.load)(&Options::default(), Road::Theory, budget).unwrap();
                let position = game.parse(&argument_tokens(&[moves])).unwrap();
                black_box(game.value(&position).unwrap())
            })
        });
    }
    group.finish();
}

criterion_group!(benches, lol_rows, match_boards, connect_four);
criterion_main!(benches);
