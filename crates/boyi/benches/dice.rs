//! Monte Carlo throughput of the dice gamble (rounds per second), and the exact solve.

use boyi::chance::dice::DiceRules;
use boyi::chance::simulate::simulate;
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use std::hint::black_box;

fn monte_carlo(c: &mut Criterion) {
    let rules = DiceRules::seed();
    let rounds = 100_000_000u64;
    let mut group = c.benchmark_group("dice_rounds");
    group.sample_size(10);
    group.throughput(Throughput::Elements(rounds));
    for threads in [1, 2] {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        group.bench_with_input(BenchmarkId::new("threads", threads), &rounds, |b, &n| {
            b.iter(|| pool.install(|| black_box(simulate(&rules, n, 1, &|_| true))))
        });
    }
    group.finish();
}

fn exact(c: &mut Criterion) {
    let rules = DiceRules::seed();
    c.bench_function("dice_exact_seed_rules", |b| {
        b.iter(|| black_box(rules.exact()))
    });
    // The largest distribution `boyi solve dice` prints within its output budget's order:
    // 1000 dice of 2^25 - 1 faces, fractions over a number of about 7 500 digits.
    let payouts = vec![num_rational::BigRational::new(7.into(), 3.into()); 1000];
    let large = DiceRules::new(1000, (1 << 25) - 1, payouts).unwrap();
    let mut group = c.benchmark_group("dice_exact_1000_dice");
    group.sample_size(10);
    group.bench_function("faces_2^25", |b| b.iter(|| black_box(large.exact())));
    group.finish();
}

criterion_group!(benches, monte_carlo, exact);
criterion_main!(benches);
