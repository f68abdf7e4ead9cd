//! The `boyi` command as a user runs it: outputs, formats and errors.

mod common;

use common::{boyi, fails, ok};
use proptest::prelude::*;

fn json(args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&ok(args, "")).expect("valid JSON")
}

/// `json` for a command line written as one string of words.
fn json_of(command: &str) -> serde_json::Value {
    json(&command.split_whitespace().collect::<Vec<_>>())
}

/// Each case (arguments, standard input, a piece of the expected message) fails cleanly,
/// with a message that names the problem.
fn all_fail(cases: &[(&[&str], &str, &str)]) {
    for (args, stdin, expected) in cases {
        let line = fails(args, stdin);
        assert!(
            line.contains(expected),
            "boyi {args:?} said {line:?}, expected {expected:?}"
        );
    }
}

#[test]
fn qiuqiu_contest_sample() {
    assert_eq!(
        ok(&["contest", "qiuqiu"], "4\n1\n2\n10\n18\n"),
        "0\n1\n1\n0\n"
    );
    assert_eq!(ok(&["contest", "取球博弈"], "4 1 2 10 18"), "0\n1\n1\n0\n");
}

#[test]
fn gaoseng_contest_samples() {
    assert_eq!(ok(&["contest", "gaoseng"], "1 5 9\n"), "1 4\n");
    assert_eq!(ok(&["contest", "高僧斗法"], "1 5 8 10\n"), "1 3\n");
    assert_eq!(ok(&["contest", "gaoseng"], "1 3\n"), "1 2\n");
    assert_eq!(ok(&["contest", "gaoseng"], "2 3\n"), "-1\n");
    // Blank lines around the one line, and a byte-order mark, are harmless.
    assert_eq!(ok(&["contest", "gaoseng"], "\n1 5 9\n\n"), "1 4\n");
    assert_eq!(ok(&["contest", "qiuqiu"], "\u{feff}1 2\n"), "1\n");
}

#[test]
fn solve_json_has_the_promised_fields() {
    let v = json(&["solve", "nim", "14", "21", "39", "--json"]);
    assert_eq!(v["game"], "nim");
    assert_eq!(v["position"], "14 21 39");
    assert_eq!(v["outcome"], "win");
    assert_eq!(v["nimber"], 60);
    assert_eq!(v["winning_moves"][0]["position"], "14 21 27");
    assert!(v["winning_moves"][0]["move"]
        .as_str()
        .unwrap()
        .contains("12"));
    assert!(v["explanation"].as_str().unwrap().contains("nim-sum"));

    let v = json(&[
        "solve",
        "--json",
        "subtraction",
        "--moves",
        "1,3,7,8",
        "--misere",
        "18",
    ]);
    assert_eq!(v["outcome"], "lose");
    assert!(v.get("nimber").is_none(), "misère positions have no nimber");
    assert!(v["remoteness"].is_u64());
}

#[test]
fn huge_positions_answer_from_theory() {
    let v = json_of("solve subtraction --moves 1,3,7,8 --misere 1000000000000000000 --json");
    assert_eq!(v["outcome"], "win");
    assert!(v["explanation"].as_str().unwrap().contains("period 15"));
    let max = u64::MAX;
    let v = json_of(&format!("solve bash --max {max} {max} --json"));
    assert_eq!(v["outcome"], "win");
    let v = json_of(&format!("solve nim {max} {max} --json"));
    assert_eq!(v["outcome"], "lose");
    let v = json_of(&format!("solve wythoff {} {max} --json", max / 2));
    assert_eq!(v["outcome"], "win");
    assert!(
        v.get("nimber").is_none(),
        "no Wythoff nimber table that large"
    );
    // Beyond 2^64: F(100), F(101) are a Wythoff P-position.
    let (f100, f101) = ("354224848179261915075", "573147844013817084101");
    let v = json_of(&format!("solve wythoff {f100} {f101} --json"));
    assert_eq!(v["outcome"], "lose");
    let v = json_of(&format!(
        "solve wythoff {f100} 573147844013817084102 --json"
    ));
    assert_eq!(v["outcome"], "win");
    assert_eq!(v["winning_moves"][0]["position"], format!("{f100} {f101}"));
}

#[test]
fn generic_engine_agrees_with_theory() {
    let cases: &[&[&str]] = &[
        &["nim", "3", "5", "6"],
        &["nim", "--misere", "1", "1", "4"],
        &["bash", "--max", "3", "13"],
        &["subtraction", "--moves", "1,3,7,8", "--misere", "18"],
        &["wythoff", "4", "9"],
        &["staircase", "1", "5", "8", "10"],
        &[
            "sum",
            "nim 3 4",
            "subtraction --moves 2,5 9",
            "wythoff 2 6",
            "staircase 1 4 9",
        ],
    ];
    for case in cases {
        let mut theory = vec!["solve", "--json"];
        theory.extend_from_slice(case);
        let mut generic = theory.clone();
        generic.extend(["--engine", "generic"]);
        let (t, g) = (json(&theory), json(&generic));
        for field in ["outcome", "nimber", "remoteness", "winning_moves"] {
            assert_eq!(t[field], g[field], "{case:?}: {field}");
        }
        assert_eq!(g["engine"], "generic");
    }
}

#[test]
fn sums_name_the_component_to_play() {
    let v = json(&[
        "solve",
        "sum",
        "subtraction --moves 1,3,7,8 10",
        "wythoff 3 5",
        "--json",
    ]);
    assert_eq!(v["nimber"], 2);
    let mv = v["winning_moves"][0]["move"].as_str().unwrap();
    assert!(mv.starts_with("in component 1"), "{mv}");
    // A component may also reach nimber g xor X through a larger nimber: 15 -> 14 here.
    let v = json(&[
        "solve",
        "sum",
        "subtraction --moves 1,3,7,8 15",
        "nim 2",
        "--json",
    ]);
    assert_eq!(v["winning_moves"].as_array().unwrap().len(), 4);
}

#[test]
fn tables_show_values_and_period() {
    let v = json(&[
        "table",
        "subtraction",
        "--moves",
        "1,3,7,8",
        "--misere",
        "--to",
        "20",
        "--json",
    ]);
    assert_eq!(v["values"].as_array().unwrap().len(), 21);
    assert_eq!(v["outcomes"][1], "lose");
    assert_eq!(v["period"], 15);
    assert_eq!(v["preperiod"], 0);
    let v = json(&["table", "bash", "--max", "3", "--to", "9", "--json"]);
    assert_eq!(
        v["values"],
        serde_json::json!([0, 1, 2, 3, 0, 1, 2, 3, 0, 1])
    );
    assert_eq!(v["period"], 4);
    let v = json(&["table", "wythoff", "--to", "10", "--json"]);
    assert_eq!(
        v["values"],
        serde_json::json!([[0, 0], [1, 2], [3, 5], [4, 7], [6, 10]])
    );
    let text = ok(
        &["table", "subtraction", "--moves", "2,3", "--to", "12"],
        "",
    );
    assert!(text.contains("period: 5"), "{text}");
}

#[test]
fn bad_input_gets_one_clear_line() {
    let cases: &[(&[&str], &str, &str)] = &[
        (&["solve", "nim", "3", "x"], "", "'x'"),
        (&["solve", "nim", "3", "-4"], "", "negative"),
        (&["solve", "nim", "18446744073709551616"], "", "too large"),
        (&["solve", "nim"], "", "at least one heap"),
        (&["solve", "subtraction", "--moves", "", "5"], "", "empty"),
        (&["solve", "subtraction", "--moves", "1,0,3", "5"], "", "0"),
        (&["solve", "subtraction", "--moves", "1,a", "5"], "", "'a'"),
        (&["solve", "subtraction", "--moves", "1,2"], "", "heap size"),
        (
            &["solve", "subtraction", "--moves", "1,2", "4", "5"],
            "",
            "'5'",
        ),
        (&["solve", "bash", "--max", "0", "5"], "", "--max"),
        (&["solve", "wythoff", "3"], "", "two heap"),
        (
            &["solve", "staircase", "1", "5", "5"],
            "",
            "strictly increasing",
        ),
        (&["solve", "staircase", "0", "5"], "", "from 1"),
        (&["solve", "chess", "e4"], "", "chess"),
        (&["solve"], "", ""),
        (&["solve", "sum", "nim --misere 1 2", "nim 3"], "", "misère"),
        (&["solve", "sum", "frobnicate 3"], "", "component 1"),
        (
            &["solve", "sum", "nim 1", "wythoff 18446744073709551615 1"],
            "",
            "no closed form",
        ),
        (
            &[
                "solve", "nim", "3000", "3000", "3000", "--engine", "generic",
            ],
            "",
            "generic engine",
        ),
        (
            &[
                "solve",
                "staircase",
                "1",
                "1000000000",
                "--engine",
                "generic",
            ],
            "",
            "generic engine",
        ),
        (
            &[
                "solve", "bash", "--max", "100000", "100000", "--engine", "generic",
            ],
            "",
            "generic engine",
        ),
        (
            &["solve", "sum", "nim 1000000000", "--engine", "generic"],
            "",
            "component 1",
        ),
        (&["table", "grundy"], "", "--to N or --max N"),
        (
            &["table", "octal", "0.6", "--max", "1000000000000000"],
            "",
            "MiB",
        ),
        (
            &["table", "octal", "0.6", "--max", "10", "--to", "20"],
            "",
            "--max 10",
        ),
        (
            &["table", "octal", "0.6", "--plot", "x.pdf"],
            "",
            ".svg or .png",
        ),
        (&["table", "wythoff", "--summary", "--to", "9"], "", "pairs"),
        (
            &["table", "bash", "--max", "3", "--checkpoint", "x"],
            "",
            "--checkpoint",
        ),
        (&["contest", "qiuqiu"], "", "empty"),
        (&["contest", "qiuqiu"], "3\n1 2\n", "only 2"),
        (&["contest", "qiuqiu"], "1\n1 2\n", "'2'"),
        (&["contest", "qiuqiu"], "2\n1 x\n", "line 2, column 3"),
        (&["contest", "qiuqiu"], "-1\n", "negative"),
        (&["contest", "gaoseng"], "1 5 3\n", "strictly increasing"),
        (&["contest", "gaoseng"], "  \n", "empty"),
        (&["contest", "gaoseng"], "1 2\n3 4\n", "one line"),
    ];
    all_fail(cases);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Whatever the arguments, boyi answers or fails cleanly; it never panics.
    #[test]
    fn arbitrary_arguments_never_panic(
        game in prop::sample::select(vec!["nim", "bash", "subtraction", "wythoff", "staircase", "sum"]),
        words in prop::collection::vec("[-0-9a-z,+ ]{0,8}", 0..5),
    ) {
        let mut args = vec!["solve", game];
        args.extend(words.iter().map(String::as_str));
        let out = boyi(&args, "");
        prop_assert!(matches!(out.status.code(), Some(0) | Some(2)), "{:?}", out);
        if out.status.code() == Some(2) {
            prop_assert!(out.stdout.is_empty());
        }
    }

    /// Contest input of any shape is answered or rejected in one line.
    #[test]
    fn arbitrary_contest_input_never_panics(
        problem in prop::sample::select(vec!["qiuqiu", "gaoseng", "poj2234", "hdu1907", "hdu2509", "hdu3032", "hdu2516", "hdu1848", "hdu1524", "hdu3595", "poj3710", "hdu5795"]),
        input in "[-0-9 \n\tx]{0,40}",
    ) {
        let out = boyi(&["contest", problem], &input);
        prop_assert!(matches!(out.status.code(), Some(0) | Some(2)), "{:?}", out);
        if out.status.code() == Some(2) {
            prop_assert!(out.stdout.is_empty());
            prop_assert_eq!(String::from_utf8_lossy(&out.stderr).lines().count(), 1);
        }
    }
}

#[test]
fn dice_exact_values() {
    let v = json_of("solve dice --json");
    assert_eq!(v["house_edge"], "5/108");
    assert!((v["house_edge_value"].as_f64().unwrap() - 5.0 / 108.0).abs() < 1e-12);
    assert_eq!(v["outcomes"][0]["probability"], "125/216");
    assert_eq!(v["outcomes"][3]["probability"], "1/216");
    let v = json_of("solve dice --payouts 1,2,3 --json");
    assert_eq!(v["house_edge"], "17/216");
    let v = json_of("solve dice --dice 2 --faces 4 --payouts 3/2,5 --json");
    assert_eq!(v["outcomes"].as_array().unwrap().len(), 3);
}

#[test]
fn dice_simulation_is_reproducible_across_threads() {
    let run = |threads: &str| {
        json(&[
            "simulate",
            "dice",
            "--rounds",
            "3000000",
            "--seed",
            "9",
            "--threads",
            threads,
            "--json",
        ])
    };
    let (one, two) = (run("1"), run("2"));
    assert_eq!(one["matches"], two["matches"]);
    assert_eq!(one["estimate"], two["estimate"]);
    assert_eq!(one["exact"], "5/108");
    let (lo, hi) = (
        one["ci95"][0].as_f64().unwrap(),
        one["ci95"][1].as_f64().unwrap(),
    );
    let inside = lo <= 5.0 / 108.0 && 5.0 / 108.0 <= hi;
    assert_eq!(one["exact_in_ci95"], inside);
    assert_eq!(one["rounds"], 3_000_000);
}

#[test]
fn dice_contest_prints_one_number() {
    let out = ok(&["contest", "古代赌局"], "");
    let rate: f64 = out.trim_end().parse().expect("one number");
    assert!(out.ends_with('\n') && out.lines().count() == 1);
    assert!((rate - 5.0 / 108.0).abs() < 0.01, "{rate}");
}

#[test]
fn bad_dice_rules_get_one_clear_line() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["solve", "dice", "--dice", "0", "--payouts", "1"],
            "at least 1",
        ),
        (&["solve", "dice", "--faces", "0"], "face"),
        (
            &["solve", "dice", "--dice", "4"],
            "3 payouts given for 4 dice",
        ),
        (&["solve", "dice", "--payouts", "1,-2,10"], "negative"),
        (&["solve", "dice", "--dice", "-3"], "negative"),
        (&["solve", "dice", "--payouts", "1,x,3"], "'x'"),
        (&["simulate", "dice", "--rounds", "0"], "--rounds"),
        (&["simulate", "dice", "--rounds", "-5"], "negative"),
        (
            &["simulate", "dice", "--rounds", "10", "--threads", "0"],
            "--threads",
        ),
        (&["simulate", "dice"], "--rounds"),
    ];
    let cases: Vec<(&[&str], &str, &str)> = cases.iter().map(|&(a, e)| (a, "", e)).collect();
    all_fail(&cases);
}

fn graph_file(name: &str, text: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("boyi-test-{}-{name}", std::process::id()));
    std::fs::write(&path, text).expect("temp file");
    path.to_string_lossy().into_owned()
}

#[test]
fn graphs_label_every_vertex() {
    let file = graph_file(
        "cycle.txt",
        "# a cycle and a path\na b\nb c\nd e\ne d\ne b\n",
    );
    let v = json(&["solve", "graph", &file, "--json"]);
    let got: Vec<(String, String)> = v["vertices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| {
            (
                x["vertex"].as_str().unwrap().to_string(),
                x["outcome"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let want = [
        ("a", "lose"),
        ("b", "win"),
        ("c", "lose"),
        ("d", "draw"),
        ("e", "draw"),
    ];
    assert_eq!(got, want.map(|(a, b)| (a.to_string(), b.to_string())));
    assert_eq!(v["vertices"][0]["remoteness"], 2);
    assert!(v["vertices"][3]["remoteness"].is_null());
    let v = json(&["solve", "graph", &file, "--from", "e", "--json"]);
    assert_eq!(v["outcome"], "draw");
    assert_eq!(v["winning_moves"][0]["position"], "d");
    let v = json(&["solve", "graph", &file, "--tokens", "a,b", "--json"]);
    assert_eq!(v["outcome"], "win");
    assert_eq!(v["nimber"], 1);
}

#[test]
fn bad_graphs_get_one_clear_line() {
    let three = graph_file("three.txt", "a b\nc d e\n");
    let empty = graph_file("empty.txt", "# nothing here\n\n");
    let fine = graph_file("fine.txt", "a b\n");
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["solve", "graph", &three], "line 2, column 5"),
        (vec!["solve", "graph", &empty], "empty"),
        (vec!["solve", "graph", "/no/such/file"], "cannot read"),
        (vec!["solve", "graph", &fine, "--from", "z"], "'z'"),
        (vec!["solve", "graph", &fine, "--tokens", "a,q"], "'q'"),
        (vec!["solve", "graph"], "FILE"),
    ];
    let cases: Vec<(&[&str], &str, &str)> =
        cases.iter().map(|(a, e)| (a.as_slice(), "", *e)).collect();
    all_fail(&cases);
}

#[test]
fn lol_contest_sample_and_solve() {
    let input = "4\n***\nL**L\nL**L***L\nL*****L\n";
    assert_eq!(ok(&["contest", "lol"], input), "0\n-1\n1\n1\n");
    assert_eq!(ok(&["contest", "填字母游戏"], input), "0\n-1\n1\n1\n");
    let v = json_of("solve lol L**L***L --json");
    assert_eq!(v["outcome"], "win");
    let moves: Vec<&str> = v["winning_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["move"].as_str().unwrap())
        .collect();
    assert!(
        moves.iter().all(|m| m.ends_with('L') || m.ends_with('O')),
        "{moves:?}"
    );
    assert!(v["remoteness"].is_u64());
    let v = json_of("solve lol *** --json");
    assert_eq!(v["outcome"], "tie");
    assert_eq!(v["remoteness"], 3);
    assert!(
        !v["winning_moves"].as_array().unwrap().is_empty(),
        "tying moves are listed"
    );
    let v = json_of("solve lol LOL** --json");
    assert_eq!(v["outcome"], "lose");
    assert_eq!(v["remoteness"], 0);
    let generic = json_of("solve lol L**L*** --json --engine generic");
    let theory = json_of("solve lol L**L*** --json");
    for field in ["outcome", "remoteness", "winning_moves"] {
        assert_eq!(generic[field], theory[field], "{field}");
    }
    let v = json_of("solve lol ******************* --json");
    assert_eq!(v["outcome"], "win");
}

#[test]
fn bad_lol_boards_get_one_clear_line() {
    let cases: &[(&[&str], &str, &str)] = &[
        (&["solve", "lol", "L*x*"], "", "cell 2 is 'x'"),
        (&["solve", "lol"], "", "board"),
        (&["solve", "lol", "L**", "O"], "", "one board"),
        (&["contest", "lol"], "2\nL**\n", "only 1"),
        (&["contest", "lol"], "1\nL*-\n", "cell 2"),
        (&["solve", "sum", "lol ***"], "", "ends play as a tie"),
    ];
    all_fail(cases);
}

#[test]
fn matches_solve_and_contest() {
    let v = json_of("solve matches 0111/-000/-000 --json");
    assert_eq!(v["outcome"], "win");
    let positions: Vec<&str> = v["winning_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["position"].as_str().unwrap())
        .collect();
    assert!(positions.contains(&"-111/-000/-000"), "{positions:?}");
    assert_eq!(v["winning_moves"][0]["move"].as_str().unwrap().len(), 3);
    let v = json(&["solve", "matches", "-000/0100", "--json"]);
    assert_eq!(v["position"], "-000/0100");
    let theory = json_of("solve matches 00-1/-000/0100 --json");
    let generic = json_of("solve matches 00-1/-000/0100 --json --engine generic");
    for field in ["outcome", "nimber", "winning_moves"] {
        assert_eq!(theory[field], generic[field], "{field}");
    }
    // The seed's format: three rows; the answer is the board after a winning placement.
    let out = ok(&["contest", "huochai"], "1111\n----\n0010\n");
    let answer = out.lines().collect::<Vec<_>>().join("/");
    let check = json(&["solve", "matches", &answer, "--json"]);
    assert_eq!(
        check["outcome"], "lose",
        "the placement must leave a lost board: {answer}"
    );
    // A count, then boards of equal height; a blank line between the answers.
    let out = ok(&["contest", "火柴游戏"], "2\n0111\n-000\n-000\n\n1-\n-1\n");
    assert_eq!(out.lines().filter(|l| l.is_empty()).count(), 1);
    assert!(out.ends_with("-1\n"), "{out}");
}

#[test]
fn bad_match_boards_get_one_clear_line() {
    let cases: &[(&[&str], &str, &str)] = &[
        (&["solve", "matches", ""], "", "empty"),
        (
            &[
                "solve",
                "matches",
                "000000/000000/000000/000000/000000/000000",
            ],
            "",
            "36 empty cells",
        ),
        (
            &["contest", "huochai"],
            "000000\n000000\n000000\n",
            "at most 16 empty cells",
        ),
        (
            &["solve", "matches", "000000000"],
            "",
            "at most 8 rows and 8 columns",
        ),
        (&["solve", "sum", "nim --help"], "", "has no option --help"),
        (
            &["solve", "graph", "x.txt", "--engine", "generic"],
            "",
            "own engines",
        ),
        (
            &["simulate", "dice", "--rounds", "1"],
            "",
            "at least 2 rounds",
        ),
        (&["table", "bash", "--max", "3", "--to", "-1"], "", "--to"),
        (&["solve", "matches", "00/0x"], "", "'x'"),
        (&["solve", "matches", "000/00"], "", "row 1 has 2 cells"),
        (&["contest", "huochai"], "000\n00\n", "line 2, column 1"),
        (&["contest", "huochai"], "\n\n", "empty"),
        (&["contest", "huochai"], "3\n000\n000\n", "3 boards"),
    ];
    all_fail(cases);
}

#[test]
fn nim_products_and_inverses() {
    let v = json(&["solve", "nimprod", "16", "16", "--json"]);
    assert_eq!(v["product"], "24");
    assert_eq!(v["inverse_a"], "170");
    let v = json(&["solve", "nimprod", "0", "5", "--json"]);
    assert_eq!(v["product"], "0");
    assert!(v["inverse_a"].is_null());
    let max = u128::MAX.to_string();
    let v = json(&["solve", "nimprod", &max, "1", "--json"]);
    assert_eq!(v["product"], max.as_str());
    for (args, piece) in [
        (vec!["solve", "nimprod", "1"], "two numbers"),
        (vec!["solve", "nimprod", "-1", "2"], "negative"),
        (
            vec![
                "solve",
                "nimprod",
                "340282366920938463463374607431768211456",
                "2",
            ],
            "below 2^128",
        ),
        (
            vec!["solve", "nimprod", "2", "3", "--engine", "generic"],
            "nim products",
        ),
    ] {
        assert!(fails(&args, "").contains(piece), "{args:?}");
    }
}

/// `boyi games --json` lists every family, impartial and partizan, in one list with the
/// fields of the web API (and Python's `boyi.games()`), in the order of the text list.
#[test]
fn games_json_lists_every_family() {
    let listed = json(&["games", "--json"]);
    assert_eq!(listed.as_object().map(|o| o.len()), Some(1), "one list");
    let games = listed["games"].as_array().expect("a list of games");
    let text = ok(&["games"], "");
    let names: Vec<&str> = games.iter().filter_map(|g| g["game"].as_str()).collect();
    let partizan =
        |name: &str| games.iter().find(|g| g["game"] == name).unwrap()["partizan"].clone();
    assert_eq!(partizan("domineering"), true);
    assert_eq!(partizan("cram"), false);
    for game in games {
        for field in [
            "game",
            "alias",
            "title",
            "rules",
            "example",
            "options",
            "position",
            "tabulates",
            "partizan",
            "board",
            "table_example",
            "surfaces",
            "not_for",
        ] {
            assert!(game.get(field).is_some(), "{game}: no {field}");
        }
    }
    let first_words: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with(' ') && !l.contains(':'))
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert_eq!(names, first_words);
    let subtraction = games.iter().find(|g| g["game"] == "subtraction").unwrap();
    assert_eq!(subtraction["options"][0]["option"], "--moves");
    assert_eq!(subtraction["tabulates"], true);
}

/// A partizan answer past what its extras may cost: the incentives of a 20-stone Clobber row
/// (sums far larger than the search) are said to be past the budget, the value, its stops
/// and every move are still answered; with the default budget they are computed. A
/// Hackenbush string of 64 edges is worth a number over 2^63, exactly.
#[test]
fn partizan_extras_past_their_budget_are_said_not_computed() {
    let row = "xo".repeat(10);
    let tight = json(&["solve", "clobber", &row, "--memory", "40M", "--json"]);
    let said = tight["properties"]["incentives"]["left"][0]
        .as_str()
        .unwrap();
    assert!(said.starts_with("(not computed"), "{said}");
    assert_eq!(tight["properties"]["class"], "N");
    assert_eq!(tight["left"].as_array().unwrap().len(), 19);
    let roomy = json(&["solve", "clobber", &row, "--json"]);
    let incentive = roomy["properties"]["incentives"]["left"][0]
        .as_str()
        .unwrap();
    assert!(!incentive.starts_with("(not computed"), "{incentive}");
    assert_eq!(
        tight["left"], roomy["left"],
        "the moves do not depend on the extras"
    );
    let string = json(&["solve", "hackenbush", &"LR".repeat(32), "--json"]);
    assert_eq!(
        string["properties"]["value"],
        "6148914691236517205/9223372036854775808"
    );
}

/// Integers of any size, as CGSuite takes them: exact in every property, a birthday past 64
/// bits written in JSON as a string of digits; a sum with a huge integer in it is translated,
/// never walked (it once took 45 s to refuse `{2147483647|*} - 2147483647`); and an overheated
/// integer too large to multiply out is refused by its estimate.
#[test]
fn integers_of_any_size() {
    let v = json(&["value", "1823437481924", "--json"]);
    assert_eq!(v["value"], "1823437481924");
    assert_eq!(v["birthday"], 1823437481924u64);
    let big = format!("1{}", "0".repeat(60));
    let v = json(&["value", &format!("{big} + 1/2"), "--json"]);
    assert_eq!(v["value"], format!("2{}1/2", "0".repeat(59)));
    assert_eq!(v["birthday"], format!("1{}2", "0".repeat(59)));
    let sum = ok(&["value", "{2147483647|*} - 2147483647"], "");
    assert!(sum.starts_with("value: {0|-2147483647*}\n"), "{sum}");
    let line = fails(
        &[
            "value",
            "--overheat",
            "{1|{0|-5}}",
            "1",
            &format!("{big}1"),
            "--memory",
            "64M",
        ],
        "",
    );
    assert!(line.contains("memory budget"), "{line}");
}

/// `boyi value` transforms a game: cooled, heated, overheated; in words and as JSON, and
/// each operand refused in one line when it is not a game.
#[test]
fn value_cools_heats_and_overheats() {
    assert_eq!(
        ok(&["value", "{2|-1}", "--cool", "1"], ""),
        "cooled by 1: {1|0}\n"
    );
    assert_eq!(
        ok(&["value", "{1|0}", "--heat", "1"], ""),
        "heated by 1: {2|-1}\n"
    );
    assert_eq!(
        ok(&["value", "^", "--overheat", "1", "1"], ""),
        "overheated from 1 to 1: {1||0|-2}\n"
    );
    let v = json(&["value", "3/2", "--overheat", "1", "1*", "--json"]);
    assert_eq!(v["overheated_to"], "1*");
    assert_eq!(v["value"], "{2*|1*}");
    for args in [
        &["value", "1", "--heat", "1<=2"][..],
        &["value", "1", "--overheat", "1"],
        &["value", "1", "--overheat", "1", "{"],
        &["value", "1<2", "--heat", "1"],
        &["value", "1", "--cool", "1", "--heat", "1"],
        &["value", "1", "--cool", "-1"],
    ] {
        let line = fails(args, "");
        assert_eq!(line.lines().count(), 1, "{args:?}: {line}");
    }
}

/// `--engine both`: the theory's answer, checked by search, for each family's kind of theory
/// (closed forms, periods, misère quotients, sums); refused like the generic engine past the
/// budget, and not taken by the families solved exactly by their own engines.
#[test]
fn both_engines_check_the_theory() {
    for command in [
        "solve --engine both nim 3 4 5 --json",
        "solve --engine both wythoff 4 9 --json",
        "solve --engine both subtraction --moves 1,3,7,8 --misere 10 --json",
        "solve --engine both octal 0.8 --misere 4 5 --json",
        "solve --engine both octal 4.0 --misere 2 --json",
        "solve --engine both sum --json",
    ] {
        let command = if command.ends_with("sum --json") {
            vec![
                "solve",
                "--engine",
                "both",
                "sum",
                "nim 3 4",
                "wythoff 3 5",
                "--json",
            ]
        } else {
            command.split_whitespace().collect()
        };
        let v = json(&command);
        assert_eq!(v["engine"], "both", "{command:?}: {v}");
    }
    let heap_of_two = json_of("solve --engine both octal 4.0 --misere 2 --json");
    assert_eq!(heap_of_two["outcome"], "lose");
    all_fail(&[
        (
            &["solve", "--engine", "both", "wythoff", "100000", "100000"],
            "",
            "generic engine would search",
        ),
        (
            &["solve", "--engine", "both", "domineering", "2x2"],
            "",
            "--engine both",
        ),
    ]);
}
