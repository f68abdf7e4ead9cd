//! The board games: LOL rows and matchstick boards, solved from scratch each time.

use boyi::games::lol::{self, Cell};
use boyi::games::matches::{self, Grid};
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

fn lol_rows(c: &mut Criterion) {
    let mut group = c.benchmark_group("lol_empty_row");
    group.sample_size(20);
    for n in [12usize, 16, 19] {
        let row = vec![Cell::Empty; n];
        group.bench_function(format!("length_{n}_value"), |b| {
            b.iter(|| black_box(lol::Solver::new().value(&row, false).unwrap()))
        });
    }
    let row = vec![Cell::Empty; 19];
    group.bench_function("length_19_every_winning_move", |b| {
        b.iter(|| black_box(lol::Solver::new().analyze(&row, false).unwrap()))
    });
    group.finish();
}

fn match_boards(c: &mut Criterion) {
    let mut group = c.benchmark_group("matches_empty_board");
    group.sample_size(10);
    for (rows, cols) in [(3, 4), (4, 4)] {
        let grid = Grid::empty(rows, cols);
        group.bench_function(format!("{rows}x{cols}_every_winning_move"), |b| {
            b.iter(|| black_box(matches::Solver::new().analyze(&grid).unwrap()))
        });
    }
    group.finish();
}

criterion_group!(benches, lol_rows, match_boards);
criterion_main!(benches);
