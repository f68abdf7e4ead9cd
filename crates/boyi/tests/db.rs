//! Solve databases against the engines: every position a database holds has the outcome and
//! remoteness (and nimber) that plain search gives, and it holds exactly the positions
//! reachable from its root.

use boyi::budget::Budget;
use boyi::db::{Database, Plan, Schema};
use boyi::family::{DynGame, Options, Position, Road};
use boyi::games::lol::{self, Lol};
use boyi::games::registry;
use boyi::notation::argument_tokens;
use boyi::solve::grundy::Solver;
use boyi::{Game, Value};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// A fresh folder for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("boyi-db-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The game of a family, and a position of it.
fn load(family: &str, position: &str) -> (Box<dyn DynGame>, Position) {
    let game = (registry::find(family).unwrap().load)(
        &Options::default(),
        Road::Theory,
        Budget::of_machine(),
    )
    .unwrap();
    let p = game.parse(&argument_tokens(&[position])).unwrap();
    (game, p)
}

/// Builds the database of `position` into `file`.
fn build<'g>(game: &'g dyn DynGame, root: &Position, file: &Path) -> Box<dyn Schema + 'g> {
    let schema = game.database(root).unwrap();
    let plan = Plan {
        block_slots: 64,
        ..Plan::new(file.to_path_buf(), Budget::of_machine())
    };
    schema
        .build(root, game.show(root), "test".into(), &plan, &mut ())
        .unwrap();
    schema
}

/// Every canonical position reachable from `root` in a game.
fn reachable<G: Game>(game: &G, root: &G::Position) -> Vec<G::Position> {
    let mut seen = HashSet::new();
    let mut stack = vec![game.canonical(root)];
    let mut moves = Vec::new();
    let mut found = Vec::new();
    while let Some(p) = stack.pop() {
        if !seen.insert(p.clone()) {
            continue;
        }
        found.push(p.clone());
        if game.end(&p).is_none() {
            moves.clear();
            game.moves(&p, &mut moves);
            stack.extend(moves.drain(..).map(|(_, c)| game.canonical(&c)));
        }
    }
    found
}

fn outcome_and_remoteness(v: Value) -> (boyi::Outcome, Option<u64>) {
    (v.outcome, v.remoteness)
}

#[test]
fn lol_databases_match_plain_search_on_every_position() {
    let dir = scratch("lol");
    for n in 1..=9 {
        let row = "*".repeat(n);
        let (game, root) = load("lol", &row);
        let file = dir.join(format!("lol{n}.boyi"));
        let schema = build(game.as_ref(), &root, &file);
        let db = Database::open(&file).unwrap();
        let positions = reachable(
            &Lol,
            &lol::parse(&argument_tokens(&[row.as_str()])[0]).unwrap(),
        );
        assert_eq!(db.meta().positions(), positions.len() as u64, "row of {n}");
        let mut search = Solver::new(Lol);
        for board in positions {
            let shown = lol::show(&board);
            let p = game.parse(&argument_tokens(&[shown.as_str()])).unwrap();
            let record = schema.record(&db, &p).unwrap().expect("held");
            let expected = search.value(&board).unwrap();
            assert_eq!(
                outcome_and_remoteness(record.value()),
                outcome_and_remoteness(expected),
                "{shown}"
            );
        }
    }
}

/// A board of matches in a checkerboard of kinds (no two of a kind see each other), its
/// first `empty` cells in reading order left empty: legal, as taking off the first match of
/// a legal board leaves one.
fn checkered(rows: usize, cols: usize, empty: usize) -> String {
    let cell = |r: usize, c: usize| match r * cols + c < empty {
        true => '0',
        false if (r + c).is_multiple_of(2) => '-',
        false => '1',
    };
    let rows: Vec<String> = (0..rows)
        .map(|r| (0..cols).map(|c| cell(r, c)).collect())
        .collect();
    rows.join("/")
}

#[test]
fn matchstick_databases_match_plain_search_on_every_position() {
    use boyi::games::matches::{self, Matches};
    let dir = scratch("matches");
    // Empty boards, listed tier by tier; and boards past the 32 cells that two bits a cell
    // held (up to the 40 of base-3 keys), their tiers discovered from a board part filled.
    let roots = [(1, 1), (1, 4), (2, 2), (2, 3), (3, 3), (3, 4)]
        .map(|(rows, cols)| (rows, cols, vec!["0".repeat(cols); rows].join("/")))
        .into_iter()
        .chain([(6, 6, 10), (5, 8, 9), (8, 5, 9)].map(|(r, c, e)| (r, c, checkered(r, c, e))));
    for (rows, cols, root) in roots {
        let (game, p) = load("matches", &root);
        let file = dir.join(format!("matches{rows}x{cols}.boyi"));
        let schema = build(game.as_ref(), &p, &file);
        let db = Database::open(&file).unwrap();
        let grid = matches::parse(&argument_tokens(&[root.as_str()])[0]).unwrap();
        let positions = reachable(&Matches, &grid);
        // Symmetric boards are stored once.
        assert!(db.meta().positions() <= positions.len() as u64);
        let mut search = Solver::new(Matches);
        for board in positions {
            let shown = board.show();
            let p = game.parse(&argument_tokens(&[shown.as_str()])).unwrap();
            let record = schema.record(&db, &p).unwrap().expect("held");
            assert_eq!(record.value(), search.value(&board).unwrap(), "{shown}");
        }
    }
}

/// Opens `bytes` as a database and checks every record: `Err` with a message naming the
/// damage, never a panic and never a database that passes.
fn open_and_verify(file: &Path, bytes: &[u8]) -> Result<(), String> {
    std::fs::write(file, bytes).unwrap();
    let (game, root) = load("lol", "******");
    let schema = game.database(&root).unwrap();
    let db = Database::open(file).map_err(|e| e.to_string())?;
    boyi::db::check_names(schema.as_ref(), &db).map_err(|e| e.to_string())?;
    schema
        .verify(&db, None, 0, &mut ())
        .map(|_| ())
        .map_err(|e| e.to_string())
}

#[test]
fn every_flipped_byte_and_every_truncation_is_caught() {
    let dir = scratch("damage");
    let (game, root) = load("lol", "******");
    let file = dir.join("lol6.boyi");
    build(game.as_ref(), &root, &file);
    let good = std::fs::read(&file).unwrap();
    let probe = dir.join("probe.boyi");
    assert_eq!(open_and_verify(&probe, &good), Ok(()));
    for at in 0..good.len() {
        for flip in [0x01u8, 0x80] {
            let mut bad = good.clone();
            bad[at] ^= flip;
            let refused = open_and_verify(&probe, &bad);
            assert!(refused.is_err(), "byte {at} flipped by {flip:#x} passed");
            assert!(refused.unwrap_err().contains("probe.boyi"));
        }
    }
    for length in 0..good.len() {
        assert!(
            open_and_verify(&probe, &good[..length]).is_err(),
            "cut at {length}"
        );
    }
}

/// A game with cycles inside its tiers and moves across them, for the retrograde analysis
/// inside a tier.
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

/// Every position reachable from `root` through the game's moves, by their notation.
fn reachable_positions(game: &dyn DynGame, root: &Position) -> Vec<Position> {
    let mut seen = HashSet::new();
    let mut stack = vec![root.clone()];
    let mut found = Vec::new();
    while let Some(p) = stack.pop() {
        if seen.insert(game.show(&p)) {
            stack.extend(game.successors(&p).unwrap().into_iter().map(|(_, c)| c));
            found.push(p);
        }
    }
    found
}

#[test]
fn rule_file_databases_match_the_rule_files_engines() {
    let dir = scratch("rules");
    let cycles = dir.join("cycles.rhai");
    std::fs::write(&cycles, CYCLES).unwrap();
    let cases = [
        ("examples/rules/lol.rhai", vec!["L*******"]),
        ("examples/rules/nim.rhai", vec!["2", "3", "4"]),
        ("examples/rules/misere_nim.rhai", vec!["1", "2", "3"]),
        ("examples/rules/toads.rhai", vec!["L:TT___FF"]),
        ("examples/rules/wythoff.rhai", vec!["5", "7"]),
        ("examples/rules/huochai.rhai", vec!["000/000/000"]),
        (cycles.to_str().unwrap(), vec!["0", "0"]),
    ];
    let top = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    for (i, (file, words)) in cases.iter().enumerate() {
        let path = top.join(file);
        let game = boyi::rules::load_file(&path, Road::Theory, Budget::of_machine()).unwrap();
        let mut engine = boyi::rules::load_file(&path, Road::Theory, Budget::of_machine()).unwrap();
        let root = game.parse(&argument_tokens(words)).unwrap();
        let out = dir.join(format!("rules{i}.boyi"));
        let schema = build(game.as_ref(), &root, &out);
        let db = Database::open(&out).unwrap();
        let positions = reachable_positions(game.as_ref(), &root);
        for p in &positions {
            let record = schema.record(&db, p).unwrap().expect("held");
            let expected = engine.value(p).unwrap();
            let shown = game.show(p);
            assert_eq!(
                outcome_and_remoteness(record.value()),
                outcome_and_remoteness(expected),
                "{file} {shown}"
            );
            if let (Some(a), Some(b)) = (record.nimber, expected.nimber) {
                assert_eq!(a, b, "{file} {shown}");
            }
        }
        drop(schema);
        assert!(positions.len() as u64 >= db.meta().positions(), "{file}");
    }
}

/// Every board reachable in Connect Four of `width` x `height`, mirror images apart.
fn connect4_boards(width: u32, height: u32) -> Vec<boyi::games::connect4::Board> {
    use boyi::games::connect4::ConnectFour;
    let game = ConnectFour::new(width, height).unwrap();
    let empty = game.parse(&[]).unwrap();
    let mut seen = HashSet::from([empty]);
    let mut layer = vec![empty];
    let mut all = vec![empty];
    while !layer.is_empty() {
        let mut next = Vec::new();
        for board in layer {
            if game.end(&board).is_some() {
                continue;
            }
            for c in 0..width {
                if game.playable(board, c) {
                    let child = game.play(board, c);
                    if seen.insert(child) {
                        next.push(child);
                        all.push(child);
                    }
                }
            }
        }
        layer = next;
    }
    all
}

/// John Tromp's counts of legal positions (the empty board and positions just won
/// included; <https://tromp.github.io/c4/c4.html>), and his results: who wins each board.
#[test]
fn connect4_databases_match_tromps_counts_and_plain_search() {
    use boyi::games::connect4::ConnectFour;
    assert_eq!(connect4_boards(4, 4).len(), 161_029);
    assert_eq!(connect4_boards(5, 4).len(), 3_945_711);
    let dir = scratch("connect4");
    for (width, height, outcome, remoteness) in [
        (4, 4, boyi::Outcome::Tie, 16),
        (5, 4, boyi::Outcome::Tie, 20),
        (4, 5, boyi::Outcome::Tie, 20),
        (3, 3, boyi::Outcome::Tie, 9),
    ] {
        let options = {
            let mut o = Options::default();
            o.set("--width", Some(width.to_string()));
            o.set("--height", Some(height.to_string()));
            o
        };
        let game = (registry::find("connect4").unwrap().load)(
            &options,
            Road::Theory,
            Budget::of_machine(),
        )
        .unwrap();
        let root = game.parse(&[]).unwrap();
        let file = dir.join(format!("c4-{width}x{height}.boyi"));
        let schema = build(game.as_ref(), &root, &file);
        let db = Database::open(&file).unwrap();
        let value = schema.record(&db, &root).unwrap().unwrap();
        assert_eq!(
            (value.outcome, value.remoteness),
            (outcome, Some(remoteness))
        );
        if width * height > 16 {
            continue;
        }
        let plain = ConnectFour::new(width, height).unwrap();
        let mut search = Solver::new(plain);
        for board in connect4_boards(width, height) {
            let shown = plain.show(board);
            let p = game.parse(&argument_tokens(&[shown.as_str()])).unwrap();
            let record = schema.record(&db, &p).unwrap().expect("held");
            let expected = search.value(&board).unwrap();
            assert_eq!(
                outcome_and_remoteness(record.value()),
                outcome_and_remoteness(expected),
                "{shown}"
            );
        }
    }
}

/// Positions of a game met along random plays from `root` (a few from each play).
fn random_positions(game: &dyn DynGame, root: &Position, plays: usize, seed: u64) -> Vec<Position> {
    use rand::{RngExt, SeedableRng};
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut found = Vec::new();
    for _ in 0..plays {
        let mut p = root.clone();
        loop {
            let moves = game.successors(&p).unwrap();
            if moves.is_empty() {
                break;
            }
            p = moves[rng.random_range(0..moves.len())].1.clone();
            if rng.random_range(0..4) == 0 {
                found.push(p.clone());
            }
        }
    }
    found
}

/// On long rows and large boards, a database agrees with what `solve` answers by theory
/// (LOL's trap race and its remoteness search, the matchstick game's components) on
/// positions of random plays.
#[test]
fn databases_agree_with_the_theory_on_random_positions_of_large_roots() {
    let dir = scratch("theory");
    for (family, root, plays) in [
        ("lol", "*************", 60),
        ("matches", "0000/0000/0000/0000", 60),
    ] {
        let (game, p) = load(family, root);
        let file = dir.join(format!("{family}.boyi"));
        let schema = build(game.as_ref(), &p, &file);
        let db = Database::open(&file).unwrap();
        let (mut theory, _) = load(family, root);
        for position in random_positions(game.as_ref(), &p, plays, 11) {
            let record = schema.record(&db, &position).unwrap().expect("held");
            let expected = theory.value(&position).unwrap();
            let shown = game.show(&position);
            assert_eq!(record.outcome, expected.outcome, "{family} {shown}");
            if let Some(r) = expected.remoteness {
                assert_eq!(record.remoteness, Some(r), "{family} {shown}");
            }
            if let Some(n) = expected.nimber {
                assert_eq!(record.nimber, Some(n), "{family} {shown}");
            }
        }
    }
}
