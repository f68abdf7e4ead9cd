//! The board games: LOL rows and matchstick boards, solved from scratch each time.

use boyi::games::lol::{self, Cell};
use boyi::games::matches::{self, Grid};
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

criterion_group!(benches, lol_rows, match_boards);
criterion_main!(benches);
