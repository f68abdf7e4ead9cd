//! Hostile input as properties: arbitrary bytes in the arguments, on standard input and in
//! files reach every entry point, and every run answers or refuses in one clean line. The
//! test suite runs a few cases; `scripts/fuzz` runs many.

mod common;

use common::{boyi, boyi_bytes, boyi_os, temp_file};
use proptest::prelude::*;
use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;
use std::process::Output;

/// The number of cases of the properties below: 48 in the test suite, more from
/// `scripts/fuzz` (which sets BOYI_FUZZ_CASES and runs the ignored tests).
fn cases() -> u32 {
    std::env::var("BOYI_FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(48)
}

/// Any bytes without NUL (which no argument can hold): text, words that are nearly valid,
/// options, and bytes that are not UTF-8.
fn any_word() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        any::<String>().prop_map(|s| s.replace('\0', "").into_bytes()),
        "[-+0-9a-zA-Z,./*LO ]{0,12}".prop_map(String::into_bytes),
        Just(b"--json".to_vec()),
        Just(b"-1".to_vec()),
        prop::collection::vec(1..=255u8, 0..12),
        "(--[a-z]{2,6}=)?[0-9]{0,3}".prop_map(|s| [s.as_bytes(), b"\xff\xc3("].concat()),
    ]
}

fn entry_points() -> Vec<Vec<&'static str>> {
    vec![
        vec!["solve", "nim"],
        vec!["solve", "bash", "--max", "3"],
        vec!["solve", "subtraction", "--moves"],
        vec!["solve", "wythoff"],
        vec!["solve", "staircase"],
        vec!["solve", "lol"],
        vec!["solve", "matches"],
        vec!["solve", "connect4", "--width", "4", "--height"],
        vec!["solve", "lol", "--db", "README.md"],
        vec!["db", "info"],
        vec!["db", "verify", "--sample"],
        vec!["db", "build", "lol", "-o", "/tmp/boyi-hostile/lol.boyi"],
        vec![
            "db",
            "build",
            "connect4",
            "-o",
            "/tmp/boyi-hostile/c4.boyi",
            "--height",
        ],
        vec!["solve", "octal"],
        vec!["solve", "octal", "4.(3)"],
        vec!["solve", "fibonacci"],
        vec!["solve", "fibonacci", "--k"],
        vec!["solve", "chomp"],
        vec!["solve", "geography", "examples/graphs/path.txt", "--start"],
        vec!["solve", "geography"],
        vec!["solve", "every", "nim 3"],
        vec!["solve", "conjunctive"],
        vec!["solve", "misere", "nim 2"],
        vec![
            "table",
            "--rules",
            "examples/rules/wythoff.rhai",
            "--guess",
            "--to",
        ],
        vec!["solve", "coins", "mock"],
        vec!["solve", "corners"],
        vec!["solve", "sum"],
        vec!["solve", "dice", "--payouts"],
        vec!["solve", "--rules", "examples/rules/nim.rhai"],
        vec!["solve", "nim", "--all-moves", "--engine", "generic"],
        vec!["table", "subtraction", "--to", "20", "--moves"],
        vec!["table", "octal", "--summary", "--max", "5000"],
        vec!["play", "lol"],
        vec!["simulate", "dice", "--rounds", "1000", "--seed"],
        vec!["solve"],
        vec![],
    ]
}

fn promise_of_any_run(out: &Output) -> Result<(), TestCaseError> {
    let err = String::from_utf8_lossy(&out.stderr);
    prop_assert!(matches!(out.status.code(), Some(0) | Some(2)), "{:?}", out);
    prop_assert!(!err.contains("panicked"), "{}", err);
    prop_assert!(std::str::from_utf8(&out.stderr).is_ok(), "{:?}", out.stderr);
    prop_assert!(std::str::from_utf8(&out.stdout).is_ok(), "stdout not UTF-8");
    if out.status.code() == Some(2) {
        prop_assert!(out.stdout.is_empty());
        prop_assert_eq!(err.lines().count(), 1, "{}", err);
        prop_assert!(!err.trim_end().contains(char::is_control), "{:?}", err);
    }
    Ok(())
}

/// Any words after an entry point, in either language (a refusal keeps its promise in
/// Chinese too).
fn arbitrary_words(entry: usize, chinese: bool, words: &[Vec<u8>]) -> Result<(), TestCaseError> {
    let lang = if chinese { "zh" } else { "en" };
    let mut args: Vec<OsString> = ["--lang", lang]
        .iter()
        .chain(&entry_points()[entry])
        .map(OsString::from)
        .collect();
    args.extend(words.iter().map(|w| OsString::from_vec(w.clone())));
    promise_of_any_run(&boyi_os(&args, b""))
}

fn arbitrary_stdin(problem: &str, input: &[u8]) -> Result<(), TestCaseError> {
    promise_of_any_run(&boyi_bytes(&["contest", problem], input))
}

fn arbitrary_files(graph: &[u8], rules: &str) -> Result<(), TestCaseError> {
    let file = temp_file("fuzz-graph", graph);
    promise_of_any_run(&boyi(&["solve", "graph", &file], ""))?;
    let file = temp_file("fuzz.rhai", rules.as_bytes());
    promise_of_any_run(&boyi(&["solve", "--rules", &file, "3"], ""))
}

/// A small database, built once for the damage below: its bytes, its file, and the answer
/// `solve lol L**O** --db FILE` reads from it.
fn database() -> &'static (Vec<u8>, String, Vec<u8>) {
    static BUILT: std::sync::OnceLock<(Vec<u8>, String, Vec<u8>)> = std::sync::OnceLock::new();
    BUILT.get_or_init(|| {
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("boyi-hostile-db-{}", std::process::id()));
        let file = dir.join("lol.boyi").to_string_lossy().to_string();
        let out = boyi(&["db", "build", "lol", "L*****", "-o", &file], "");
        assert!(out.status.success(), "{out:?}");
        let answer = boyi(&["solve", "lol", "L**O**", "--db", &file], "");
        assert!(answer.status.success(), "{answer:?}");
        (
            std::fs::read(&file).expect("the database"),
            file,
            answer.stdout,
        )
    })
}

/// A database with bytes changed at `at` (by `xor`) and cut to `keep` bytes of every
/// hundred, read by each command that reads one.
fn damaged_database(at: usize, xor: u8, keep: usize) -> Result<(), TestCaseError> {
    let (good, good_file, good_answer) = database();
    let mut bytes = good.clone();
    let at = at % bytes.len();
    bytes[at] ^= xor;
    bytes.truncate(bytes.len() * keep / 100);
    let file = temp_file("fuzz.boyi", &bytes);
    promise_of_any_run(&boyi(&["db", "info", &file], ""))?;
    promise_of_any_run(&boyi(&["db", "verify", &file, "--all"], ""))?;
    let out = boyi(&["solve", "lol", "L**O**", "--db", &file], "");
    promise_of_any_run(&out)?;
    // Damage is refused, or lies where the answer does not read: never a wrong answer.
    if out.status.success() {
        // The answer names the database by its file name.
        let name = |f: &str| {
            let path = std::path::Path::new(f);
            path.file_name().unwrap().to_string_lossy().into_owned()
        };
        let expected = String::from_utf8_lossy(good_answer).replace(&name(good_file), &name(&file));
        prop_assert_eq!(String::from_utf8_lossy(&out.stdout), expected);
    }
    Ok(())
}

fn contest() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec!["qiuqiu", "gaoseng", "lol", "huochai"])
}

fn rule_text() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "fn moves\\(p\\) \\{ \\[[-p0-9+, \"a\\[\\]]{0,12}\\] \\}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn any_words_reach_every_entry_point(entry in 0..entry_points().len(), chinese in any::<bool>(), words in prop::collection::vec(any_word(), 0..4)) {
        arbitrary_words(entry, chinese, &words)?;
    }

    #[test]
    fn any_bytes_reach_contest_input(problem in contest(), input in prop::collection::vec(any::<u8>(), 0..200)) {
        arbitrary_stdin(problem, &input)?;
    }

    #[test]
    fn any_damage_to_a_database(at in any::<usize>(), xor in any::<u8>(), keep in prop_oneof![Just(100usize), 0..100usize]) {
        damaged_database(at, xor, keep)?;
    }

    #[test]
    fn any_graph_or_rule_file(graph in prop::collection::vec(any::<u8>(), 0..200), rules in rule_text()) {
        arbitrary_files(&graph, &rules)?;
    }
}
