//! Positions per second through a rule file, beside the native game searched by the same
//! kind of engine: 取球博弈 (subtraction {1, 3, 7, 8}, misère) from heap N, every position
//! below it explored and valued.

use boyi::budget::Budget;
use boyi::family::{erase, DynGame, Road};
use boyi::games::subtraction::{Lazy, Subtraction};
use boyi::notation::argument_tokens;
use boyi::rules::script::Script;
use boyi::rules::ScriptGame;
use boyi::Play;
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use std::hint::black_box;

const QIUQIU: &str = include_str!("../../../examples/rules/qiuqiu.rhai");

/// Values heap `n` from scratch: every position 0..=n is explored and valued.
fn value_from_scratch(mut game: Box<dyn DynGame>, n: u64) -> boyi::Value {
    let words = [n.to_string()];
    let start = game.parse(&argument_tokens(&words)).unwrap();
    game.value(&start).unwrap()
}

fn positions_per_second(c: &mut Criterion) {
    let mut group = c.benchmark_group("qiuqiu_positions");
    group.sample_size(10);
    let n = 100_000u64;
    group.throughput(Throughput::Elements(n + 1));
    group.bench_with_input(BenchmarkId::new("rule_file", n), &n, |b, &n| {
        b.iter(|| {
            let script = Script::compile("qiuqiu.rhai", QIUQIU).unwrap();
            black_box(value_from_scratch(
                Box::new(ScriptGame::new(script, Budget::of_machine())),
                n,
            ))
        })
    });
    group.bench_with_input(BenchmarkId::new("native_generic", n), &n, |b, &n| {
        b.iter(|| {
            let rules = Subtraction::new(vec![1, 3, 7, 8], Play::Misere).unwrap();
            black_box(value_from_scratch(
                erase(
                    Lazy::new(rules, Budget::of_machine()),
                    Road::Generic,
                    Budget::of_machine(),
                ),
                n,
            ))
        })
    });
    group.finish();
}

criterion_group!(benches, positions_per_second);
criterion_main!(benches);
