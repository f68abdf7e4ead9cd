//! Values per second of take-and-break codes by the sparse-space method: runs until the
//! period is proven (0.16, 0.56), and a fixed count of values of codes with no known
//! period (0.6, Grundy's game). `scripts/compare-octal` times the same runs beside the
//! specialist solvers.

use boyi::code::Code;
use boyi::games::octal::sequence::{Sequence, Stop};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use std::hint::black_box;

fn code(text: &str) -> Code {
    text.parse().unwrap()
}

/// The summary of a run of `text` until its period is proven or `values` are computed.
fn run(text: &str, values: Option<u64>) -> boyi::family::Summary {
    let mut sequence = Sequence::new(code(text));
    let stop = Stop {
        values,
        steps: None,
    };
    sequence.run(stop, |_| Ok::<(), ()>(())).unwrap();
    sequence.summary()
}

fn until_the_period(c: &mut Criterion) {
    let mut group = c.benchmark_group("octal_until_period");
    group.sample_size(10);
    for (text, values) in [("0.16", 509_622u64), ("0.56", 653_570)] {
        group.throughput(Throughput::Elements(values));
        group.bench_with_input(BenchmarkId::from_parameter(text), &text, |b, &text| {
            b.iter(|| black_box(run(text, None)))
        });
    }
    group.finish();
}

fn fixed_count(c: &mut Criterion) {
    let mut group = c.benchmark_group("octal_values");
    group.sample_size(10);
    let count = 1u64 << 18;
    group.throughput(Throughput::Elements(count));
    for text in ["0.6", "4!.0"] {
        group.bench_with_input(BenchmarkId::new(text, count), &text, |b, &text| {
            b.iter(|| black_box(run(text, Some(count))))
        });
    }
    group.finish();
}

criterion_group!(benches, until_the_period, fixed_count);
criterion_main!(benches);
