//! Rule files: every seed game written as a rule file answers exactly as the built-in
//! family on every small position, and bad rule files are stopped with one clear error.

use boyi::budget::Budget;
use boyi::family::{DynGame, Options, Road};
use boyi::games::registry;
use boyi::notation::argument_tokens;
use boyi::rules;
use boyi::{Analysis, Outcome};
use std::path::PathBuf;

fn rule_file(name: &str) -> Box<dyn DynGame> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/rules")
        .join(name);
    rules::load_file(&path, Road::Theory, Budget::of_machine()).unwrap()
}

fn built_in(family: &str, options: &[(&'static str, Option<&str>)]) -> Box<dyn DynGame> {
    let mut given = Options::default();
    for &(long, value) in options {
        given.set(long, value.map(str::to_string));
    }
    (registry::find(family).unwrap().load)(&given, Road::Theory, Budget::of_machine()).unwrap()
}

/// What both must agree on: outcome, nimber, remoteness, and where the best moves lead.
fn summary(a: &Analysis) -> (Outcome, Option<u64>, Option<u64>, Vec<Option<String>>) {
    let mut to: Vec<Option<String>> = a.winning_moves.iter().map(|m| m.position.clone()).collect();
    to.sort();
    (a.outcome, a.nimber, a.remoteness, to)
}

/// Compares the two games on every position given in words.
fn agree(rules: &mut dyn DynGame, game: &mut dyn DynGame, positions: &[String]) {
    for words in positions {
        let words: Vec<&str> = words.split_whitespace().collect();
        let tokens = argument_tokens(&words);
        let (p, q) = (rules.parse(&tokens).unwrap(), game.parse(&tokens).unwrap());
        let (mine, theirs) = (
            rules.analyze(&p, false).unwrap(),
            game.analyze(&q, false).unwrap(),
        );
        let (mut m, mut t) = (summary(&mine), summary(&theirs));
        // A theory answer may leave the remoteness out on large positions.
        if t.2.is_none() {
            m.2 = None;
        }
        if game.name() == "lol" {
            // The built-in LOL solver lists winning or tying moves; nimbers do not exist.
            t.1 = None;
        }
        assert_eq!(m, t, "{} at {words:?}", game.name());
    }
}

fn numbers(to: u64) -> Vec<String> {
    (0..=to).map(|n| n.to_string()).collect()
}

/// Every list of `len` numbers below `below`, written as words.
fn lists(len: usize, below: u64) -> Vec<String> {
    let mut all = vec![String::new()];
    for _ in 0..len {
        all = all
            .iter()
            .flat_map(|w| (0..below).map(move |n| format!("{w} {n}")))
            .collect();
    }
    all
}

#[test]
fn qiuqiu_and_bash_agree() {
    agree(
        rule_file("qiuqiu.rhai").as_mut(),
        built_in(
            "subtraction",
            &[("--moves", Some("1,3,7,8")), ("--misere", None)],
        )
        .as_mut(),
        &numbers(300),
    );
    agree(
        rule_file("bash.rhai").as_mut(),
        built_in("bash", &[("--max", Some("3"))]).as_mut(),
        &numbers(300),
    );
}

#[test]
fn nim_and_misere_nim_agree() {
    let positions: Vec<String> = (2..=3).flat_map(|len| lists(len, 6)).collect();
    agree(
        rule_file("nim.rhai").as_mut(),
        built_in("nim", &[]).as_mut(),
        &positions,
    );
    agree(
        rule_file("misere_nim.rhai").as_mut(),
        built_in("nim", &[("--misere", None)]).as_mut(),
        &positions,
    );
}

#[test]
fn wythoff_agrees() {
    agree(
        rule_file("wythoff.rhai").as_mut(),
        built_in("wythoff", &[]).as_mut(),
        &lists(2, 14),
    );
}

#[test]
fn gaoseng_agrees() {
    // Every set of 2 to 4 monks on steps 1..=10.
    let mut positions = Vec::new();
    for mask in 0u32..1 << 10 {
        let steps: Vec<String> = (0..10)
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| (i + 1).to_string())
            .collect();
        if (2..=4).contains(&steps.len()) {
            positions.push(steps.join(" "));
        }
    }
    agree(
        rule_file("gaoseng.rhai").as_mut(),
        built_in("staircase", &[]).as_mut(),
        &positions,
    );
}

#[test]
fn lol_agrees_on_every_row_up_to_seven_cells() {
    let mut rows = Vec::new();
    for len in 1..=7u32 {
        for code in 0..3u32.pow(len) {
            let row: String = (0..len)
                .map(|i| ['*', 'L', 'O'][(code / 3u32.pow(i) % 3) as usize])
                .collect();
            rows.push(row);
        }
    }
    agree(
        rule_file("lol.rhai").as_mut(),
        built_in("lol", &[]).as_mut(),
        &rows,
    );
}

#[test]
fn huochai_agrees_on_three_by_four_boards() {
    // The empty board and every board with matches in its first row or column.
    let mut boards = vec!["0000/0000/0000".to_string()];
    for code in 0..3u32.pow(4) {
        let row: String = (0..4)
            .map(|i| ['0', '1', '-'][(code / 3u32.pow(i) % 3) as usize])
            .collect();
        boards.push(format!("{row}/0000/0000"));
        boards.push(format!("0000/{row}/0-00"));
    }
    agree(
        rule_file("huochai.rhai").as_mut(),
        built_in("matches", &[]).as_mut(),
        &boards,
    );
}

#[test]
fn a_game_too_large_is_refused_with_the_positions_reached() {
    let script = rules::script::Script::compile("up.rhai", "fn moves(n) { [n + 1] }").unwrap();
    let mut game = rules::ScriptGame::new(script, Budget::of_machine()).with_limit(1000);
    let start = game.parse(&argument_tokens(&["0"])).unwrap();
    let error = game.value(&start).unwrap_err().to_string();
    assert!(error.contains("more than 1000 positions from 0"), "{error}");
}
