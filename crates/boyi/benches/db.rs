//! Solve databases: a build of each family with tiers (LOL, matchsticks, Connect Four, Chomp),
//! and the latency of an answer read from an open database (the position and every move).

use boyi::budget::Budget;
use boyi::db::{Database, Plan};
use boyi::family::Stored;
use boyi::family::{DynGame, Options, Position, Road};
use boyi::games::registry;
use boyi::notation::argument_tokens;
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use std::path::PathBuf;

/// A family's game with `options` (pairs of an option and its value), and a position.
fn game(
    family: &str,
    options: &[(&'static str, &str)],
    position: &str,
) -> (Box<dyn DynGame>, Position) {
    let mut o = Options::default();
    for (long, value) in options {
        o.set(long, Some(value.to_string()));
    }
    let game =
        (registry::find(family).unwrap().load)(&o, Road::Theory, Budget::of_machine()).unwrap();
    let words: Vec<&str> = position.split_whitespace().collect();
    let p = game.parse(&argument_tokens(&words)).unwrap();
    (game, p)
}

/// Builds the database of `root` into `file`, replacing any.
fn build(game: &dyn DynGame, root: &Position, file: &PathBuf) {
    let _ = std::fs::remove_file(file);
    let schema = game.database(root).unwrap();
    let plan = Plan::new(file.clone(), Budget::of_machine());
    schema
        .build(root, game.show(root), "bench".into(), &plan, &mut ())
        .unwrap();
}

fn builds(c: &mut Criterion) {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("boyi-bench-db-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut group = c.benchmark_group("db_build");
    group.sample_size(10);
    for (name, family, options, position) in [
        ("lol_12_cells", "lol", vec![], "************"),
        ("matches_4x4", "matches", vec![], "0000/0000/0000/0000"),
        (
            "connect4_4x4",
            "connect4",
            vec![("--width", "4"), ("--height", "4")],
            "",
        ),
        ("chomp_7x7", "chomp", vec![], "7 7 7 7 7 7 7"),
    ] {
        let (g, root) = game(family, &options, position);
        let file = dir.join(format!("{name}.boyi"));
        group.bench_function(name, |b| b.iter(|| build(g.as_ref(), &root, &file)));
    }
    group.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

fn queries(c: &mut Criterion) {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("boyi-bench-query-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (g, root) = game("lol", &[], "****************");
    let file = dir.join("lol16.boyi");
    build(g.as_ref(), &root, &file);
    let mut group = c.benchmark_group("db_query");
    // Opening the file and answering the position with every move, as `solve --db` does.
    group.bench_function("lol_16_open_and_all_moves", |b| {
        b.iter(|| {
            let (g, p) = game("lol", &[], "L***************");
            let mut stored = Stored::open(g, &p, &file).unwrap();
            black_box(stored.analyze(&p, true).unwrap())
        })
    });
    // One record from an open database.
    let db = Database::open(&file).unwrap();
    let schema = g.database(&root).unwrap();
    let (_, p) = game("lol", &[], "L**O****L*******");
    group.bench_function("lol_16_one_record", |b| {
        b.iter(|| black_box(schema.record(&db, &p).unwrap()))
    });
    group.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, builds, queries);
criterion_main!(benches);
