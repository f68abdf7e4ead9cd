//! Partizan values: the rows of the side-by-side table with cgt-tools (Domineering
//! rectangles, Toads and Frogs), who wins Domineering rectangles beside Obsequi, the survey of every Domineering region, and the calculator
//! on a hot game. Each iteration starts
//! from an empty arena and table, as a fresh `boyi solve` does.

use boyi::budget::Budget;
use boyi::family::OutcomeFiles;
use boyi::games::domineering::{self, Board, Domineering};
use boyi::games::toads::ToadsAndFrogs;
use boyi::partizan::expr;
use boyi::partizan::search::Search;
use boyi::partizan::tally::Tally;
use boyi::partizan::Arena;
use boyi::Written;
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use std::hint::black_box;

fn domineering(c: &mut Criterion) {
    let mut group = c.benchmark_group("domineering");
    group.sample_size(10);
    for (rows, columns) in [(2, 16), (2, 18), (3, 9), (4, 6), (5, 5)] {
        let id = BenchmarkId::from_parameter(format!("{rows}x{columns}"));
        group.bench_function(id, |b| {
            b.iter(|| {
                let mut search = Search::new(Domineering, Budget::of_machine());
                let v = search.value(&Board::rectangle(rows, columns)).unwrap();
                black_box(search.arena.temperature(v))
            })
        });
    }
    group.finish();
}

/// Who wins the rows of the side-by-side table with Obsequi, as `boyi solve domineering RxC
/// --outcome` decides them (both first players, one search a core).
fn outcome(c: &mut Criterion) {
    let mut group = c.benchmark_group("domineering_outcome");
    group.sample_size(10);
    let files = OutcomeFiles::default();
    for board in ["6x6", "7x7", "6x8"] {
        group.bench_function(BenchmarkId::from_parameter(board), |b| {
            b.iter(|| {
                let report =
                    domineering::outcome::solve(board, Budget::of_machine(), files, &mut |_| {});
                black_box(report.unwrap().class)
            })
        });
    }
    group.finish();
}

/// Every single region of up to 11 and 12 cells, valued and counted as `boyi table
/// domineering --regions N` does (the polyominoes grown, each valued, each value tallied).
fn regions(c: &mut Criterion) {
    let mut group = c.benchmark_group("domineering_regions");
    group.sample_size(10);
    for most in [11, 12] {
        group.bench_function(BenchmarkId::from_parameter(most), |b| {
            b.iter(|| {
                let mut search = Search::new(Domineering, Budget::of_machine());
                let mut tally = Tally::default();
                domineering::regions(most, &mut search, &mut (), |size, values, arena| {
                    for &v in values {
                        tally.add(arena, v, String::new);
                    }
                    black_box(size.len());
                    Ok(())
                })
                .unwrap();
                black_box(tally.hot)
            })
        });
    }
    group.finish();
}

fn toads(c: &mut Criterion) {
    let mut group = c.benchmark_group("toads_and_frogs");
    group.sample_size(10);
    // The last two are the rows measured beside cgt-tools (issue 35).
    for row in [
        "TTTTT...FFFFF",
        "TTTTTT...FFFFFF",
        "TTTTTTTTT..FFFFFFFFF",
        "TTTTTTTT...FFFFFFFF",
    ] {
        group.bench_function(row, |b| {
            b.iter(|| {
                let mut search = Search::new(ToadsAndFrogs, Budget::of_machine());
                let p = search
                    .rules
                    .read_position(&boyi::notation::whole(row))
                    .unwrap();
                let v = search.value(&p).unwrap();
                black_box(search.arena.temperature(v))
            })
        });
    }
    group.finish();
}

fn calculator(c: &mut Criterion) {
    c.bench_function("value_of_3_2star_1star_with_thermograph", |b| {
        b.iter(|| {
            let mut arena = Arena::new();
            let reading = expr::read(&mut arena, black_box("{3||2*|1*} + {2|-1/2} + ^*"));
            let Ok(expr::Reading::Game(g)) = reading else {
                unreachable!()
            };
            black_box(arena.thermograph(g).temperature.clone())
        })
    });
}

criterion_group!(benches, domineering, outcome, regions, toads, calculator);
criterion_main!(benches);
