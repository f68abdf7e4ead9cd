//! Builds shared by many workers beside the single builder: the same database of LOL rows
//! and of a matchstick board, built alone and by 2 worker threads (timely, one process).
//! Bytes exchanged are printed by `boyi db build --workers N`; this measures time.

use boyi::db::{Database, Plan};
use boyi::family::{DynGame, Options, Position, Road};
use boyi::games::registry;
use boyi::notation::argument_tokens;
use boyi_dist::{run, Cluster};
use criterion::{criterion_group, criterion_main, Criterion};
use std::path::{Path, PathBuf};

/// A family's game and a position of it.
fn game(family: &str, position: &str) -> (Box<dyn DynGame>, Position) {
    let game = (registry::find(family).unwrap().load)(
        &Options::default(),
        Road::Theory,
        boyi::budget::Budget::of_machine(),
    )
    .unwrap();
    let root = game.parse(&argument_tokens(&[position])).unwrap();
    (game, root)
}

/// Builds `position` of `family` into `file` with `workers` threads (0: the single
/// builder), replacing any file.
fn build(family: &'static str, position: &'static str, file: &Path, workers: u32) {
    let _ = std::fs::remove_file(file);
    let plan = Plan::new(file.to_path_buf(), boyi::budget::Budget::of_machine());
    if workers == 0 {
        let (game, root) = game(family, position);
        let schema = game.database(&root).unwrap();
        schema
            .build(&root, game.show(&root), "bench".into(), &plan, &mut ())
            .unwrap();
        return;
    }
    let cluster = Cluster {
        threads: workers,
        ..Cluster::default()
    };
    let job_plan = plan.clone();
    run(&cluster, move |channel| {
        let (game, root) = game(family, position);
        let schema = game.database(&root)?;
        let shown = game.show(&root);
        schema.build_shard(&root, shown, "bench".into(), &job_plan, channel, &mut ())
    })
    .unwrap();
    let shards: Vec<PathBuf> = (0..workers)
        .map(|i| boyi::db::shard_file(file, i, workers))
        .collect();
    let open: Vec<Database> = shards.iter().map(|s| Database::open(s).unwrap()).collect();
    let (game, root) = game(family, position);
    game.database(&root).unwrap().merge(&open, file).unwrap();
    for shard in shards {
        let _ = std::fs::remove_file(shard);
    }
}

fn shared(c: &mut Criterion) {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("boyi-bench-dist-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut group = c.benchmark_group("db_shared_build");
    group.sample_size(10);
    for (name, family, position) in [
        ("lol_12_cells", "lol", "************"),
        ("lol_14_cells", "lol", "**************"),
        ("matches_4x4", "matches", "0000/0000/0000/0000"),
    ] {
        for workers in [0, 1, 2] {
            let file = dir.join(format!("{name}-{workers}.boyi"));
            let label = match workers {
                0 => format!("{name}/single"),
                n => format!("{name}/{n}_workers"),
            };
            group.bench_function(label, |b| {
                b.iter(|| build(family, position, &file, workers))
            });
        }
    }
    group.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, shared);
criterion_main!(benches);
