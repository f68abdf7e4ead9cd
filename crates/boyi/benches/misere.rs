//! The misère quotient solver: Dawson's Kayles to heap 30 (MisereSolver's published
//! |Q₃₀| = 360), Kayles until Φ is proven periodic, and small wild quotients; and a misère sum
//! answered from a quotient once it is known.

use boyi::budget::Budget;
use boyi::code::Code;
use boyi::misere::QuotientSolver;
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use std::hint::black_box;

/// Runs `code` to heap `to` or until Φ is proven periodic; the order reached.
fn quotient(code: &str, to: u32) -> usize {
    let mut solver = QuotientSolver::new(code.parse::<Code>().unwrap(), Budget::of_machine());
    solver.run(to, None, |_| {});
    solver.quotient().order()
}

fn quotients(c: &mut Criterion) {
    let mut group = c.benchmark_group("misere_quotient");
    group.sample_size(10);
    for (code, to) in [
        ("0.07", 30),
        ("0.07", 33),
        ("0.77", 10_000),
        ("0.75", 10_000),
        ("0.123", 10_000),
    ] {
        group.bench_with_input(BenchmarkId::new(code, to), &to, |b, &to| {
            b.iter(|| black_box(quotient(code, to)))
        });
    }
    group.finish();
}

fn misere_sums(c: &mut Criterion) {
    let mut kayles = QuotientSolver::new("0.77".parse::<Code>().unwrap(), Budget::of_machine());
    kayles.run(10_000, None, |_| {});
    let heaps: Vec<u64> = (0..100).map(|i| 1 + (i * 7919) % 1000).collect();
    c.bench_function("misere_kayles_sum_of_100_heaps_from_the_quotient", |b| {
        b.iter(|| {
            let x = kayles.image(black_box(&heaps)).unwrap();
            black_box(kayles.quotient().is_p(x))
        })
    });
}

criterion_group!(benches, quotients, misere_sums);
criterion_main!(benches);
