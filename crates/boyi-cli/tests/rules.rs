//! Rule files from the command line: the done-when example, every subcommand that takes
//! one, and bad rule files of every kind stopped with one clear line.

mod common;

use common::{fails, ok};

/// Writes a rule file for one test and returns its path.
fn rule_file(name: &str, text: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("boyi-rules-{}-{name}.rhai", std::process::id()));
    std::fs::write(&path, text).expect("temp file");
    path.to_string_lossy().into_owned()
}

/// The answer without its game name and explanation, which differ by construction.
fn verdict(text: &str) -> Vec<String> {
    text.lines()
        .skip(1)
        .take_while(|l| !l.starts_with("why"))
        .map(|l| l.split("  =>  ").last().unwrap_or(l).to_string())
        .collect()
}

#[test]
fn qiuqiu_rule_file_answers_as_the_built_in_game() {
    let rules = ok(
        &["solve", "--rules", "examples/rules/qiuqiu.rhai", "10"],
        "",
    );
    let built_in = ok(
        &[
            "solve",
            "subtraction",
            "--moves",
            "1,3,7,8",
            "--misere",
            "10",
        ],
        "",
    );
    let (mut a, mut b) = (verdict(&rules), verdict(&built_in));
    a.sort();
    b.sort();
    assert_eq!(a, b, "{rules}\n{built_in}");
}

#[test]
fn rule_files_in_every_subcommand() {
    let v: serde_json::Value = serde_json::from_str(&ok(
        &[
            "solve",
            "--rules",
            "examples/rules/divisors.rhai",
            "12",
            "--json",
            "--all-moves",
        ],
        "",
    ))
    .unwrap();
    assert_eq!(v["game"], "examples/rules/divisors.rhai");
    assert_eq!(v["outcome"], "win");
    assert_eq!(v["engine"], "generic");
    let moves = v["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 5, "12 has proper divisors 1, 2, 3, 4, 6");
    assert_eq!(moves[0]["outcome"], "win");
    assert!(moves.iter().all(|m| m["remoteness"].is_u64()));

    let table = ok(
        &[
            "table",
            "--rules",
            "examples/rules/divisors.rhai",
            "--to",
            "6",
            "--json",
        ],
        "",
    );
    assert!(
        table
            .contains("\"outcomes\":[\"lose\",\"lose\",\"win\",\"lose\",\"win\",\"lose\",\"win\"]"),
        "{table}"
    );

    let sum = ok(
        &["solve", "sum", "nim 3", "examples/rules/divisors.rhai 12"],
        "",
    );
    assert!(
        sum.contains("  examples/rules/divisors.rhai 12: 2 = 10"),
        "{sum}"
    );
    assert!(sum.contains("nimber:     1"), "{sum}");

    let line = fails(
        &["solve", "sum", "nim 3", "examples/rules/toads.rhai L:TF"],
        "",
    );
    assert!(line.contains("players have different moves"), "{line}");
}

#[test]
fn cycles_give_draws() {
    let file = rule_file(
        "cycle",
        "fn moves(p) { if p == 3 { [] } else { [(p + 1) % 3, 3] } }\n",
    );
    let v: serde_json::Value =
        serde_json::from_str(&ok(&["solve", "--rules", &file, "0", "--json"], "")).unwrap();
    assert_eq!(v["outcome"], "win", "moving to 3 wins at once");
    let file = rule_file("loop", "fn moves(p) { [(p + 1) % 3] }\n");
    let v: serde_json::Value =
        serde_json::from_str(&ok(&["solve", "--rules", &file, "0", "--json"], "")).unwrap();
    assert_eq!(v["outcome"], "draw");
    assert!(v.get("nimber").is_none());
}

#[test]
fn bad_rule_files_get_one_clear_line() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "syntax",
            "fn moves(p) { [p - 1 }\n",
            "syntax error at line 1, column",
        ),
        ("no-moves", "fn next(p) { [] }\n", "must define fn moves(p)"),
        (
            "forever",
            "fn moves(p) { loop { } }\n",
            "moves(5) failed: it ran more than",
        ),
        (
            "recursion",
            "fn f(x) { f(x + 1) }\nfn moves(p) { f(p) }\n",
            "more than 64 deep",
        ),
        (
            "huge-array",
            "fn moves(p) { let a = []; loop { a.push(1); } }\n",
            "more than 100000 items",
        ),
        (
            "huge-string",
            "fn moves(p) { let s = \"ab\"; loop { s += s; } }\n",
            "more than 100000 items",
        ),
        (
            "not-array",
            "fn moves(p) { 5 }\n",
            "returned 5, not an array",
        ),
        (
            "not-position",
            "fn moves(p) { [#{a: 1}] }\n",
            "neither a position",
        ),
        (
            "bad-pair",
            "fn moves(p) { [[1, \"x\", 2]] }\n",
            "neither a position",
        ),
        (
            "bad-end",
            "fn moves(p) { [] }\nfn end(p) { 3 }\n",
            "end(5) failed",
        ),
        (
            "bad-canonical",
            "fn moves(p) { [p] }\nfn canonical(p) { () }\n",
            "canonical(5) failed",
        ),
        (
            "runtime",
            "fn moves(p) { p.no_such_thing() }\n",
            "moves(5) failed",
        ),
        (
            "import",
            "import \"x\" as y;\nfn moves(p) { [] }\n",
            "syntax error",
        ),
        ("eval", "fn moves(p) { eval(\"1\"); [] }\n", "syntax error"),
        (
            "deep-later",
            "fn moves(p) { if p > 0 { [p - 1] } else { loop {} } }\n",
            "moves(0) failed",
        ),
    ];
    for (name, text, expected) in cases {
        let file = rule_file(name, text);
        let line = fails(&["solve", "--rules", &file, "5"], "");
        assert!(line.contains(expected), "{name}: {line}");
        assert!(line.contains(&file), "{name} names the file: {line}");
    }
    let line = fails(&["solve", "--rules", "/nonexistent/x.rhai", "5"], "");
    assert!(line.contains("cannot read"), "{line}");
    let line = fails(&["solve", "--rules", "examples/rules/nim.rhai"], "");
    assert!(line.contains("expected a position"), "{line}");
    let file = rule_file("big", &"// padding\n".repeat(200_000));
    let line = fails(&["solve", "--rules", &file, "5"], "");
    assert!(line.contains("at most"), "{line}");
}

#[test]
fn print_goes_to_stderr_not_into_the_answer() {
    let file = rule_file("prints", "fn moves(p) { print(\"looking at \" + p); [] }\n");
    let v: serde_json::Value =
        serde_json::from_str(&ok(&["solve", "--rules", &file, "5", "--json"], "")).unwrap();
    assert_eq!(v["outcome"], "lose");
}
