//! The canon after the seeds, at the sizes the docs quote: Fibonacci Nim at 10^18 (its
//! greedy sum and every winning move), Lasker's Nim on a heap of 10^12, and undirected
//! vertex geography on a random graph of 10^5 vertices and 10^6 edges (a maximum matching,
//! then the winning moves from one vertex); a misère sum answered by the SJ theorem (every
//! position of its components checked for the theorem's condition), and compounds: twelve
//! Nim heaps of 4747 played misère (Bouton's rule), Every-SG of a subtraction game at 20000
//! (its suspense numbers over every position), and a conjunctive compound of a token on a
//! ring of 300 vertices with a way out and a Nim heap of 60, searched whole (the ring loops).

use boyi::budget::Budget;
use boyi::family::{DynGame, Options, Position, Road};
use boyi::games::compound::{self, Compound};
use boyi::games::geography::matching::{Adjacency, Matching};
use boyi::games::registry;
use boyi::games::sum::Part;
use boyi::notation::argument_tokens;
use criterion::{criterion_group, criterion_main, Criterion};
use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::hint::black_box;

/// The game `NAME [OPTION VALUE]` and its position `POSITION`, loaded.
fn load(
    name: &str,
    option: Option<(&'static str, &str)>,
    position: &[&str],
) -> (Box<dyn DynGame>, Position) {
    let family = registry::find(name).expect("a family");
    let mut options = Options::default();
    if let Some((long, value)) = option {
        options.set(long, Some(value.to_string()));
    }
    let game = (family.load)(&options, Road::Theory, Budget::with_memory(1 << 30)).unwrap();
    let p = game.parse(&argument_tokens(position)).unwrap();
    (game, p)
}

/// `boyi solve NAME [OPTION VALUE] POSITION`, loaded and analysed from scratch.
fn solve(name: &str, option: Option<(&'static str, &str)>, position: &[&str]) {
    let (mut game, p) = load(name, option, position);
    black_box(game.analyze(&p, false).unwrap());
}

/// `boyi solve misere "nim 300" "subtraction --moves 1,3,4 300" "subtraction --moves 2,5 301"`.
fn misere_sum() {
    let mut parts: Vec<Part> = [
        load("nim", None, &["300"]),
        load("subtraction", Some(("--moves", "1,3,4")), &["300"]),
        load("subtraction", Some(("--moves", "2,5")), &["301"]),
    ]
    .into_iter()
    .map(|(game, position)| Part { game, position })
    .collect();
    let budget = Budget::with_memory(1 << 30);
    let answer = compound::analyze(Compound::Misere, &mut parts, Road::Theory, false, budget);
    black_box(answer.unwrap());
}

/// The compound `kind` of `parts`, answered on the theory's road.
fn compound_of(kind: Compound, parts: Vec<(Box<dyn DynGame>, Position)>) {
    let mut parts: Vec<Part> = parts
        .into_iter()
        .map(|(game, position)| Part { game, position })
        .collect();
    let budget = Budget::with_memory(1 << 30);
    let answer = compound::analyze(kind, &mut parts, Road::Theory, false, budget);
    black_box(answer.unwrap());
}

/// A token on vertex 0 of a ring of `n` vertices, each also with a way out to an end.
fn ring(n: u32) -> (Box<dyn DynGame>, Position) {
    let text: String = (0..n)
        .map(|v| format!("{v} {}\n{v} out{v}\n", (v + 1) % n))
        .collect();
    let game = boyi::games::token::load("ring.graph", text, &Default::default()).unwrap();
    let p = game.parse(&argument_tokens(&["0"])).unwrap();
    (game, p)
}

fn compounds(c: &mut Criterion) {
    let mut group = c.benchmark_group("compound");
    group.bench_function("misere_nim_12_heaps_of_4747", |b| {
        b.iter(|| {
            let heaps = (0..12).map(|_| load("nim", None, &["4747"])).collect();
            compound_of(Compound::Misere, heaps)
        })
    });
    group.bench_function("every_subtraction_20000", |b| {
        b.iter(|| {
            let part = load("subtraction", Some(("--moves", "1,2")), &["20000"]);
            compound_of(Compound::Every, vec![part])
        })
    });
    group.bench_function("conjunctive_ring_300_and_nim_60", |b| {
        b.iter(|| {
            compound_of(
                Compound::Conjunctive,
                vec![ring(300), load("nim", None, &["60"])],
            )
        })
    });
    group.finish();
}

fn theorems(c: &mut Criterion) {
    let mut group = c.benchmark_group("canon");
    group.bench_function("fibonacci_10e18", |b| {
        b.iter(|| solve("fibonacci", None, &["1000000000000000000"]))
    });
    group.bench_function("fibonacci_k100_10e18", |b| {
        b.iter(|| solve("fibonacci", Some(("--k", "100")), &["1000000000000000000"]))
    });
    group.bench_function("lasker_10e12_and_7", |b| {
        b.iter(|| solve("octal", Some(("CODE", "4.(3)")), &["1000000000000", "7"]))
    });
    group.bench_function("misere_sum_by_sj", |b| b.iter(misere_sum));
    group.finish();
}

fn geography(c: &mut Criterion) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(1993);
    let n = 100_000u32;
    let edges: Vec<(u32, u32)> = (0..1_000_000)
        .map(|_| (rng.random_range(0..n), rng.random_range(0..n)))
        .collect();
    let graph = Adjacency::new(n as usize, &edges, false);
    let mut group = c.benchmark_group("geography");
    group.sample_size(10);
    group.bench_function("matching_1e5_vertices_1e6_edges", |b| {
        b.iter(|| black_box(Matching::maximum(&graph, vec![true; n as usize]).size()))
    });
    group.bench_function("winning_moves_from_one_vertex", |b| {
        b.iter(|| {
            let mut m = Matching::maximum(&graph, vec![true; n as usize]);
            m.remove(0);
            black_box(m.sometimes_exposed())
        })
    });
    group.finish();
}

criterion_group!(benches, theorems, compounds, geography);
criterion_main!(benches);
