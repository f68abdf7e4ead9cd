//! Retrograde analysis and Smith's values on a random graph with 10^7 edges; Green
//! Hackenbush by the Fusion and Colon principles on a random tree of 10^5 edges and a
//! random picture of 10^4 edges with cycles: the value alone, and the family's whole answer
//! (read from the picture's text, every winning cut found and explained).

use boyi::budget::{Budget, Stop};
use boyi::family::{Options, Road};
use boyi::games::green::Picture;
use boyi::games::registry;
use boyi::notation::argument_tokens;
use boyi::solve::loopy;
use boyi::solve::retro::{self, Graph};
use boyi::Play;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::hint::black_box;

/// A random graph: `vertices` vertices, `edges` edges with uniformly random ends.
fn random_graph(vertices: u32, edges: usize) -> Graph {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
    let list: Vec<(u32, u32)> = (0..edges)
        .map(|_| (rng.random_range(0..vertices), rng.random_range(0..vertices)))
        .collect();
    Graph::from_edges(vertices as usize, &list)
}

fn ten_million_edges(c: &mut Criterion) {
    let edges = 10_000_000;
    let graph = random_graph(2_000_000, edges);
    let mut group = c.benchmark_group("graph_10M_edges");
    group.sample_size(10);
    group.throughput(Throughput::Elements(edges as u64));
    group.bench_function("retrograde", |b| {
        b.iter(|| black_box(retro::solve(&graph, |_| None, Play::Normal)))
    });
    group.bench_function("smith_values", |b| {
        b.iter(|| black_box(loopy::values(&graph, &Stop::default()).unwrap()))
    });
    group.finish();
}

/// A random picture on the ground 0: a tree of `edges` edges (each new vertex hangs from a
/// random earlier one) and `extra` more edges between random vertices, closing cycles.
fn random_picture(edges: u32, extra: u32) -> Picture {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
    let mut list: Vec<(u32, u32)> = (1..=edges).map(|v| (rng.random_range(0..v), v)).collect();
    list.extend((0..extra).map(|_| (rng.random_range(0..=edges), rng.random_range(0..=edges))));
    Picture {
        ground: 0,
        edges: list,
    }
}

fn green_hackenbush(c: &mut Criterion) {
    let mut group = c.benchmark_group("green");
    let tree = random_picture(100_000, 0);
    group.bench_function("tree_100k_edges", |b| {
        b.iter(|| black_box(tree.nimber(&Stop::default()).unwrap()))
    });
    let cycles = random_picture(8_000, 2_000);
    group.bench_function("cycles_10k_edges", |b| {
        b.iter(|| black_box(cycles.nimber(&Stop::default()).unwrap()))
    });
    group.sample_size(10);
    group.bench_function("answer_tree_100k_edges", |b| {
        b.iter(|| black_box(answer(&tree)))
    });
    group.bench_function("answer_cycles_10k_edges", |b| {
        b.iter(|| black_box(answer(&cycles)))
    });
    group.finish();
}

/// `boyi solve green FILE` of `picture` written as a file: the number of winning cuts.
fn answer(picture: &Picture) -> usize {
    let text: String = picture
        .edges
        .iter()
        .map(|(a, b)| format!("{a} {b}\n"))
        .collect();
    let mut options = Options::default();
    options.set("FILE", Some(text));
    let family = registry::find("green").expect("listed");
    let mut game = (family.load)(&options, Road::Theory, Budget::with_memory(1 << 30)).unwrap();
    let start = game.parse(&argument_tokens(&[] as &[&str])).unwrap();
    game.analyze(&start, false).unwrap().winning_moves.len()
}

criterion_group!(benches, ten_million_edges, green_hackenbush);
criterion_main!(benches);
