//! What is assembled around families, from the command line: compounds over rule files with
//! cycles, self-loops and ties, deep components, every winning move, rule files that say
//! their shape, graphs read as written, the ends of games, and `--full`.

mod common;

use common::{fails, ok};

/// Writes a file for one test and returns its path.
fn file(name: &str, text: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("boyi-seams-{}-{name}", std::process::id()));
    std::fs::write(&path, text).expect("temp file");
    path.to_string_lossy().into_owned()
}

/// The outcome line's word: win, lose, tie or draw.
fn outcome(answer: &str) -> &str {
    let line = answer.lines().find(|l| l.starts_with("outcome:")).unwrap();
    line.split_whitespace()
        .nth(1)
        .unwrap()
        .trim_end_matches(':')
}

/// The moves listed under the answer's heading of winning (tying, drawing) moves.
fn listed(answer: &str) -> usize {
    answer
        .lines()
        .skip_while(|l| !l.ends_with("moves:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .count()
}

#[test]
fn compounds_of_components_that_loop_answer_with_draws() {
    let cycle = file(
        "cycle.rhai",
        "fn moves(n) { if n == 0 { [1] } else if n == 1 { [2] } else if n == 2 { [0, 3] } else { [] } }\n",
    );
    let selfloop = file(
        "selfloop.rhai",
        "fn moves(n) { if n == 0 { [0] } else { [] } }\n",
    );
    let every = ok(&["solve", "every", &format!("{cycle} 0")], "");
    assert_eq!(outcome(&every), "win");
    assert!(every.contains("can come back to itself"), "{every}");
    for kind in ["selective", "conjunctive", "every", "sum", "misere"] {
        let alone = ok(&["solve", kind, &format!("{selfloop} 0")], "");
        assert_eq!(outcome(&alone), "draw", "{kind}: {alone}");
    }
    // Beside a won Nim heap the draw stands: the opponent would loop for ever.
    let beside = ok(
        &["solve", "selective", &format!("{selfloop} 0"), "nim 1"],
        "",
    );
    assert_eq!(outcome(&beside), "draw", "{beside}");
}

#[test]
fn a_tie_ends_a_conjunctive_compound_and_is_refused_where_undefined() {
    let tie = file(
        "tie.rhai",
        "fn moves(n) { if n == 0 { [] } else if n == 1 { [0] } else { [0, 1] } }\nfn end(n) { if n == 0 { \"tie\" } }\n",
    );
    let both = ok(
        &[
            "solve",
            "conjunctive",
            &format!("{tie} 2"),
            &format!("{tie} 1"),
        ],
        "",
    );
    assert_eq!(outcome(&both), "tie", "{both}");
    let refused = fails(&["solve", "selective", &format!("{tie} 2"), "nim 1"], "");
    assert!(refused.contains("in selective component 1"), "{refused}");
    let zh = fails(
        &[
            "solve",
            "every",
            "nim 1",
            &format!("{tie} 2"),
            "--lang",
            "zh",
        ],
        "",
    );
    assert!(zh.contains("every 复合的第 2 个分量"), "{zh}");
}

#[test]
fn deep_components_are_walked_without_recursion() {
    for kind in ["every", "conjunctive", "misere"] {
        let answer = ok(&["solve", kind, "subtraction --moves 1,2 20000"], "");
        assert!(["win", "lose"].contains(&outcome(&answer)), "{kind}");
    }
}

#[test]
fn compounds_list_every_winning_move() {
    let answer = ok(&["solve", "conjunctive", "nim 3", "nim 2"], "");
    assert_eq!(listed(&answer), 4, "{answer}");
    // The search lists the same moves.
    let searched = ok(
        &[
            "solve",
            "conjunctive",
            "nim 3",
            "nim 2",
            "--engine",
            "generic",
        ],
        "",
    );
    assert_eq!(listed(&searched), 4, "{searched}");
    let both = ok(&["solve", "every", "nim 3", "--engine", "both"], "");
    assert!(both.contains("checked by plain search"), "{both}");
    let all = ok(&["solve", "every", "nim 3", "--all-moves"], "");
    assert!(all.contains("every move, best first"), "{all}");
}

#[test]
fn misere_sums_of_nim_are_answered_by_their_rule() {
    let heaps: Vec<String> = (0..12).map(|_| "nim 4747".to_string()).collect();
    let mut args = vec!["solve", "misere"];
    args.extend(heaps.iter().map(String::as_str));
    let answer = ok(&args, "");
    assert_eq!(outcome(&answer), "lose", "{answer}");
    assert!(answer.contains("misère Nim of their 12 heaps"), "{answer}");
}

#[test]
fn rule_files_say_their_shape() {
    // A file on pairs that reads `p[0]` and compares: `moves(1)` must not make it a game of
    // one number (in Rhai `1[0]` is a bit).
    let pair = file(
        "pair.rhai",
        "fn moves(p) { let out = []; if p[0] > 0 { out.push([p[0] - 1, p[1]]); } out }\n",
    );
    let table = ok(&["table", "--rules", &pair, "--to", "2"], "");
    assert!(table.contains("(a, b)"), "{table}");
    let guessed = file(
        "bits.rhai",
        "fn moves(p) { if p[0] { [[0, 0]] } else { [] } }\n",
    );
    let refused = fails(&["solve", "--rules", &guessed, "1"], "");
    assert!(refused.contains("const POSITION"), "{refused}");
    let declared = file(
        "bits-declared.rhai",
        "const POSITION = \"numbers\";\nfn moves(p) { if p[0] > 0 { [[0, 0]] } else { [] } }\n",
    );
    let answer = ok(&["solve", "--rules", &declared, "1"], "");
    assert_eq!(outcome(&answer), "win", "{answer}");
    let neither = file("neither.rhai", "fn moves(p) { [] }\n");
    let refused = fails(&["table", "--rules", &neither, "--to", "3"], "");
    assert!(refused.contains("const POSITION"), "{refused}");
    let text = fails(
        &[
            "table",
            "--rules",
            "examples/rules/connect4.rhai",
            "--to",
            "3",
        ],
        "",
    );
    assert!(text.contains("declares its positions as text"), "{text}");
    let unknown = file(
        "unknown.rhai",
        "const POSITION = \"cells\";\nfn moves(p) { [] }\n",
    );
    let refused = fails(&["solve", "--rules", &unknown, "1"], "");
    assert!(refused.contains("not \"cells\""), "{refused}");
}

#[test]
fn graphs_are_read_as_written() {
    let twice = file("twice.graph", "a b\nb a\n");
    let answer = ok(&["solve", "geography", &twice, "a"], "");
    assert_eq!(listed(&answer), 1, "{answer}");
    let selfloop = file("selfloop.graph", "a b\nb b\n");
    let refused = fails(&["solve", "geography", &selfloop, "a"], "");
    assert!(refused.contains("line 2, column 3"), "{refused}");
    let revisit = fails(
        &["solve", "geography", &twice, "--start", "a", "a", "b", "a"],
        "",
    );
    assert!(refused.contains("itself") && revisit.contains("cannot move there"));
    // A game graph is a component of a sum: one token on a vertex.
    let sum = ok(
        &["solve", "sum", "examples/rules/loop.graph d", "nim 1"],
        "",
    );
    assert_eq!(outcome(&sum), "draw", "{sum}");
}

#[test]
fn the_end_of_a_game_is_a_position() {
    let end = ok(&["solve", "hackenbush", "0"], "");
    assert!(end.contains("value: 0"), "{end}");
}

#[test]
fn full_writes_a_partizan_value_whole() {
    let position = "TTTTTTT..FFFFFFF";
    let short = ok(&["solve", "toads", position], "");
    assert!(short.contains("more than 2000 characters"), "{short}");
    let full = ok(&["solve", "toads", position, "--full"], "");
    let value = full.lines().nth(1).unwrap();
    assert!(
        value.starts_with("value: {") && value.len() > 2000,
        "{value}"
    );
    let json = ok(&["solve", "toads", position, "--full", "--json"], "");
    let report: serde_json::Value = serde_json::from_str(&json).unwrap();
    let written = report["properties"]["value"].as_str().unwrap();
    assert!(
        written.starts_with('{') && written.len() > 2000,
        "{written}"
    );
}
