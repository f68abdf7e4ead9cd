//! Databases built by many workers are the single builder's, record for record: workers as
//! threads of this process.

use boyi::db::{Database, Plan};
use boyi::family::{DynGame, Options, Position, Road};
use boyi::games::registry;
use boyi::notation::argument_tokens;
use boyi_dist::{run, Cluster};
use std::path::{Path, PathBuf};

/// A fresh folder for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("boyi-dist-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Where a test's game comes from: a family with options, or a rule file; and the root.
#[derive(Clone, Copy)]
struct Source {
    /// A family's name, or a rule file's source.
    game: Game,
    /// Words of the family's options.
    options: &'static [&'static str],
    /// The root's words.
    root: &'static [&'static str],
}

#[derive(Clone, Copy)]
enum Game {
    Family(&'static str),
    Rules(&'static str),
}

impl Source {
    /// The game, and its root.
    fn load(&self, dir: &Path) -> (Box<dyn DynGame>, Position) {
        let game = match self.game {
            Game::Family(name) => {
                let family = registry::find(name).unwrap();
                let mut options = Options::default();
                for pair in self.options.chunks(2) {
                    let name = family.options.iter().find(|o| o.long == pair[0]).unwrap();
                    options.set(name.long, Some(pair[1].to_string()));
                }
                (family.load)(&options, Road::Theory, boyi::budget::Budget::of_machine()).unwrap()
            }
            Game::Rules(source) => {
                let path = dir.join("rules.rhai");
                if !path.exists() {
                    std::fs::write(&path, source).unwrap();
                }
                boyi::rules::load_file(&path, Road::Theory, boyi::budget::Budget::of_machine())
                    .unwrap()
            }
        };
        let root = game.parse(&argument_tokens(self.root)).unwrap();
        (game, root)
    }
}

fn plan(file: &Path) -> Plan {
    Plan {
        block_slots: 64,
        ..Plan::new(file.to_path_buf(), boyi::budget::Budget::of_machine())
    }
}

/// Builds the root alone into `dir/single.boyi`, then with 1, 2 and 3 worker threads,
/// merges each build's shards, and checks the files are the same bytes.
fn same_database(name: &str, source: Source) {
    let dir = scratch(name);
    let single = dir.join("single.boyi");
    let (game, root) = source.load(&dir);
    let schema = game.database(&root).unwrap();
    schema
        .build(
            &root,
            game.show(&root),
            "test".into(),
            &plan(&single),
            &mut (),
        )
        .unwrap();
    let expected = std::fs::read(&single).unwrap();
    for threads in 1..=3u32 {
        let output = dir.join(format!("threads{threads}.boyi"));
        let cluster = Cluster {
            threads,
            ..Cluster::default()
        };
        let (out, at) = (output.clone(), dir.clone());
        let done = run(&cluster, move |channel| {
            let (game, root) = source.load(&at);
            let schema = game.database(&root)?;
            let shown = game.show(&root);
            schema.build_shard(&root, shown, "test".into(), &plan(&out), channel, &mut ())
        })
        .unwrap();
        assert_eq!(done.len(), threads as usize);
        let shards: Vec<Database> = (0..threads)
            .map(|i| Database::open(&boyi::db::shard_file(&output, i, threads)).unwrap())
            .collect();
        // Every worker holds positions of its own, and together all of them.
        let held: Vec<u64> = shards.iter().map(|s| s.meta().positions()).collect();
        let single_db = Database::open(&single).unwrap();
        assert_eq!(held.iter().sum::<u64>(), single_db.meta().positions());
        assert!(held.iter().all(|&n| n > 0), "{name}: {held:?}");
        schema.merge(&shards, &output).unwrap();
        let merged = std::fs::read(&output).unwrap();
        assert!(merged == expected, "{name} with {threads} workers");
    }
}

/// A game with moves inside its tiers, cycles and draws: impartial, so with nimbers.
const CYCLES: &str = r#"
fn tier(p) { p[0] }
fn moves(p) {
    let t = p[0];
    let x = p[1];
    let out = [];
    if x % 3 != 0 { out.push([t, (x + 1) % 6]); }
    if x % 2 == 0 { out.push([t, (x + 5) % 6]); }
    if t < 3 && x != 4 { out.push([t + 1, (x * 5 + t) % 6]); }
    out
}
"#;

fn family(
    name: &'static str,
    options: &'static [&'static str],
    root: &'static [&'static str],
) -> Source {
    Source {
        game: Game::Family(name),
        options,
        root,
    }
}

fn rules(source: &'static str, root: &'static [&'static str]) -> Source {
    Source {
        game: Game::Rules(source),
        options: &[],
        root,
    }
}

#[test]
fn lol_with_ties() {
    same_database("lol", family("lol", &[], &["*********"]));
}

#[test]
fn matchsticks_with_nimbers() {
    same_database("matches", family("matches", &[], &["000/000/000"]));
}

#[test]
fn connect_four_native() {
    same_database(
        "connect4",
        family("connect4", &["--width", "4", "--height", "3"], &[]),
    );
}

#[test]
fn connect_four_rule_file() {
    let source = include_str!("../../../examples/rules/connect4.rhai");
    same_database("connect4-rules", rules(source, &["..../..../...."]));
}

#[test]
fn rule_file_with_cycles_and_draws() {
    same_database("cycles", rules(CYCLES, &["0", "0"]));
}

#[test]
fn nim_rule_file_with_nimbers() {
    let source = include_str!("../../../examples/rules/nim.rhai");
    same_database("nim", rules(source, &["3", "4", "5"]));
}
