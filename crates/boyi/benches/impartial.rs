//! Throughput of the impartial-game engines: value tables, huge single queries.

use boyi::budget::Budget;
use boyi::games::subtraction::Subtraction;
use boyi::games::{nim, wythoff};
use boyi::Play;
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use num_bigint::BigUint;
use std::hint::black_box;

fn subtraction_table(c: &mut Criterion) {
    let mut group = c.benchmark_group("subtraction_values");
    group.sample_size(10);
    let n = 10_000_000usize;
    group.throughput(Throughput::Elements(n as u64));
    for play in [Play::Normal, Play::Misere] {
        let rules = Subtraction::new(vec![1, 3, 7, 8], play).unwrap();
        group.bench_with_input(
            BenchmarkId::new("1,3,7,8", format!("{play:?}")),
            &n,
            |b, &n| b.iter(|| black_box(rules.values(n))),
        );
    }
    group.finish();
}

fn huge_queries(c: &mut Criterion) {
    let rules = Subtraction::new(vec![1, 3, 7, 8], Play::Misere).unwrap();
    // A request reads the machine's memory once, when it starts.
    let budget = Budget::of_machine();
    c.bench_function("subtraction_1e18_query_with_period_search", |b| {
        b.iter(|| {
            black_box(
                rules
                    .solve(budget.clone())
                    .analyze(black_box(1_000_000_000_000_000_000))
                    .unwrap(),
            )
        })
    });
    let (a, b) = (BigUint::from(u64::MAX / 2), BigUint::from(u64::MAX));
    c.bench_function("wythoff_2^64_all_winning_moves", |bench| {
        bench.iter(|| black_box(wythoff::analyze(black_box(&a), black_box(&b))))
    });
    let heaps: Vec<u64> = (0..1000u64)
        .map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .collect();
    c.bench_function("nim_1000_heaps_of_2^64", |b| {
        b.iter(|| black_box(nim::analyze(black_box(&heaps), Play::Normal)))
    });
}

criterion_group!(benches, subtraction_table, huge_queries);
criterion_main!(benches);
