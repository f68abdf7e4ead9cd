//! Hostile input as a class: every subcommand answers correctly with output linear in its
//! input, or refuses in one clear line (exit 2, nothing on stdout, no control characters,
//! no endless token). Arbitrary strings and bytes reach every entry point; the large run of
//! the same properties is `scripts/fuzz`, of tests/fuzz.rs.

mod common;

use common::{boyi, boyi_bytes, boyi_os, temp_file};
use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;
use std::process::Output;

/// What a hostile request must give.
enum Expect {
    /// One line on stderr, exit 2, containing this.
    Refusal(&'static str),
    /// A success whose output is at most this many times the size of the arguments.
    Answer(usize),
}

/// Checks the promise of one run: a clean refusal or a bounded answer.
fn keeps_promise(what: &str, out: &Output, input_size: usize, expect: &Expect) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{what}: {err}");
    match expect {
        Expect::Refusal(piece) => {
            assert_eq!(out.status.code(), Some(2), "{what}: {err}");
            assert!(
                out.stdout.is_empty(),
                "{what} printed {} bytes",
                out.stdout.len()
            );
            assert_eq!(err.lines().count(), 1, "{what}: {err}");
            assert!(
                err.chars().count() < 1100,
                "{what}: a line of {}",
                err.len()
            );
            assert!(
                !err.trim_end().contains(char::is_control),
                "{what}: {err:?}"
            );
            assert!(err.contains(piece), "{what}: {err} lacks {piece:?}");
        }
        Expect::Answer(factor) => {
            assert_eq!(out.status.code(), Some(0), "{what}: {err}");
            let limit = factor * input_size.max(100);
            assert!(
                out.stdout.len() <= limit,
                "{what}: {} bytes of output",
                out.stdout.len()
            );
        }
    }
}

fn run(args: &[String], stdin: &[u8], expect: Expect) {
    let argv: Vec<&str> = args.iter().map(String::as_str).collect();
    let size = args.iter().map(String::len).sum::<usize>() + stdin.len();
    let what = format!(
        "boyi {}",
        argv.join(" ").chars().take(80).collect::<String>()
    );
    keeps_promise(&what, &boyi_bytes(&argv, stdin), size, &expect);
}

fn words(line: &str) -> Vec<String> {
    line.split_whitespace().map(str::to_string).collect()
}

fn with(mut args: Vec<String>, more: impl IntoIterator<Item = String>) -> Vec<String> {
    args.extend(more);
    args
}

#[test]
fn positions_with_many_parts_answer_in_linear_output() {
    let ones = || std::iter::repeat_n("1".to_string(), 40_001);
    run(&with(words("solve nim"), ones()), b"", Expect::Answer(64));
    run(
        &with(words("solve nim --json"), ones()),
        b"",
        Expect::Answer(64),
    );
    run(
        &with(words("solve nim --misere"), ones()),
        b"",
        Expect::Answer(64),
    );
    let steps = (0..40_003u64).map(|i| (2 * i + 1).to_string());
    run(
        &with(words("solve staircase"), steps),
        b"",
        Expect::Answer(64),
    );
    let heaps = (1..=10_001u64).map(|i| i.to_string());
    run(&with(words("solve nim"), heaps), b"", Expect::Answer(64));
    let parts = std::iter::repeat_n("nim 1".to_string(), 20_001);
    run(&with(words("solve sum"), parts), b"", Expect::Answer(64));
}

#[test]
fn work_too_large_is_refused_before_it_starts() {
    let set = (1..=20_000)
        .map(|i| i.to_string())
        .collect::<Vec<_>>()
        .join(",")
        + ",100000000";
    let big_set = |tail: &str| {
        with(
            vec![
                "solve".into(),
                "subtraction".into(),
                "--moves".into(),
                set.clone(),
            ],
            words(tail),
        )
    };
    run(&big_set("12345678901"), b"", Expect::Refusal("no period"));
    let cases: Vec<(Vec<String>, Expect)> = vec![
        (
            words("solve matches 0000000/0000000/0000000/0000000"),
            Expect::Refusal("28 empty cells"),
        ),
        (
            words("solve matches 000000000/0/0"),
            Expect::Refusal("rows must be equally long"),
        ),
        (
            words("solve nim 30 30 30 30 30 --engine generic"),
            Expect::Refusal("generic engine"),
        ),
        (
            words("solve nim 20 20 20 --engine generic --memory 1M"),
            Expect::Refusal("memory budget"),
        ),
        (
            words("solve wythoff 100000 100000 --engine generic"),
            Expect::Refusal("generic engine"),
        ),
        // Too many moves to list each, and none keeps the result (a lost position).
        (
            words("solve nim 1000000 1000000 --all-moves"),
            Expect::Refusal("moves"),
        ),
        // Too many to list each: the answer lists those that keep the result.
        (
            words("solve nim 1000000 1000001 --all-moves"),
            Expect::Answer(64),
        ),
        (words("play nim 1000000 1000000"), Expect::Refusal("moves")),
        (
            words("table bash --max 100000 --to 5"),
            Expect::Refusal("at most 1024"),
        ),
        (
            words("table wythoff --to 18446744073709551615"),
            Expect::Refusal("at most"),
        ),
        (
            words("table --rules examples/rules/divisors.rhai --to 100000000"),
            Expect::Refusal("at most"),
        ),
        (
            words("solve --rules examples/rules/qiuqiu.rhai 100000 --memory 1M"),
            Expect::Refusal("positions"),
        ),
        // Partizan searches foretold from their smaller parts, refused in a fraction of a
        // second (each would fill the memory budget for minutes before).
        (
            words("solve domineering 8x8"),
            Expect::Refusal("smaller parts"),
        ),
        (
            // 2^32 cells, which a 32-bit product once wrapped to an empty board worth 0.
            words("solve domineering 65536x65536"),
            Expect::Refusal("at most 64 cells"),
        ),
        (
            words("play domineering 8x8 --as left"),
            Expect::Refusal("smaller parts"),
        ),
        (
            words("solve domineering 65536x65536 --outcome"),
            Expect::Refusal("at most 128 cells"),
        ),
        (
            // Refused before the first row: the last has 130 cells.
            words("table domineering --rows 10 --to 13 --outcome"),
            Expect::Refusal("at most 128 cells"),
        ),
        (
            words("solve toads TTTTTTTTTT....FFFFFFFFFF"),
            Expect::Refusal("smaller parts"),
        ),
        (
            words("solve clobber xoxoxoxo|oxoxoxox|xoxoxoxo|oxoxoxox"),
            Expect::Refusal("smaller parts"),
        ),
        (
            words("simulate dice --rounds 5 --threads 100000"),
            Expect::Refusal("threads"),
        ),
        (
            words("simulate dice --rounds 100000000000 --time 1s"),
            Expect::Refusal("more than the 1 s a request may run"),
        ),
        (
            words("solve domineering 9x9 --outcome --time 1s"),
            Expect::Refusal("--time gives it longer"),
        ),
        (
            words("solve nim 3 --time 0"),
            Expect::Refusal("time budget"),
        ),
        (
            words("solve nim 3 --time 4hours"),
            Expect::Refusal("time budget"),
        ),
        (
            words("solve nim 3 --time=-1h"),
            Expect::Refusal("time budget"),
        ),
        (
            {
                let switches: Vec<String> = (1..200).map(|k| format!("{{{k}|-{k}}}")).collect();
                vec![
                    "value".to_string(),
                    switches.join(" + "),
                    "--memory".to_string(),
                    "64M".to_string(),
                ]
            },
            Expect::Refusal("this sum would take about"),
        ),
    ];
    for (args, expect) in cases {
        run(&args, b"", expect);
    }
    let coins = "H".repeat(5000);
    run(
        &with(words("solve coins 1-4"), [coins]),
        b"",
        Expect::Refusal("steps"),
    );
    let row = "L**".repeat(33_334);
    run(
        &with(words("solve lol"), [row.clone()]),
        b"",
        Expect::Refusal("rows of up to"),
    );
    run(
        &words("contest lol"),
        format!("1\n{row}\n").as_bytes(),
        Expect::Refusal("rows of up to"),
    );
}

#[test]
fn inputs_are_read_with_caps() {
    let long_name = temp_file(
        "long-name",
        format!("a {}\n", "x".repeat(65_536)).as_bytes(),
    );
    run(
        &with(words("solve graph"), [long_name]),
        b"",
        Expect::Refusal("at most 256"),
    );
    let control = temp_file("control", b"a \x1b[31mb\n");
    run(
        &with(words("solve graph"), [control]),
        b"",
        Expect::Refusal("control characters"),
    );
    let bom = temp_file("bom", b"\xef\xbb\xbfa b\n");
    let out = boyi(&["solve", "graph", &bom, "--from", "a"], "");
    assert!(out.status.success(), "a BOM is not part of the first name");
    let binary = temp_file("binary", b"a b\n\xff\xfe\n");
    run(
        &with(words("solve graph"), [binary]),
        b"",
        Expect::Refusal("not UTF-8"),
    );
    let huge = vec![b'1'; (64 << 20) + 1];
    run(
        &words("contest qiuqiu"),
        &huge,
        Expect::Refusal("larger than 64 MiB"),
    );
    let endless_line = vec![b'1'; (1 << 20) + 2];
    run(
        &words("contest qiuqiu"),
        &endless_line,
        Expect::Refusal("longer than 1 MiB"),
    );
    let rule = temp_file("huge-rule.rhai", &vec![b'/'; (1 << 20) + 1]);
    run(
        &with(words("solve --rules"), [rule, "5".into()]),
        b"",
        Expect::Refusal("more than 1048576 bytes"),
    );
}

#[test]
fn messages_name_the_value_readably() {
    let cases: Vec<(Vec<String>, &'static str)> = vec![
        (
            words("table bash --max -1 --to 3"),
            "must not be negative: '-1'",
        ),
        (
            words("solve nim -inf"),
            "a heap size must be a whole number: '-inf'",
        ),
        (words("solve nim 3 -4"), "must not be negative: '-4'"),
        (words("solve staircase -1 3"), "must not be negative"),
        (words("solve matches /"), "row 0 is empty"),
        (
            vec!["solve".into(), "nim".into(), "3\u{1b}[2J".into()],
            "'3\\u{1b}[2J'",
        ),
        (
            vec!["solve".into(), "nim".into(), "x".repeat(100_000)],
            "xxxxxxxx…'",
        ),
        (vec!["solve".into(), "nim".into(), " 5".into()], "' 5'"),
        (
            vec![
                "solve".into(),
                "subtraction".into(),
                "--moves".into(),
                " 5".into(),
                "7".into(),
            ],
            "' 5'",
        ),
        (
            vec![
                "solve".into(),
                "subtraction".into(),
                "--moves".into(),
                "5 ".into(),
                "7".into(),
            ],
            "'5 '",
        ),
        (
            vec![
                "solve".into(),
                "subtraction".into(),
                "--moves".into(),
                "5\r".into(),
                "7".into(),
            ],
            "'5\\r'",
        ),
        (
            vec![
                "solve".into(),
                "dice".into(),
                "--payouts".into(),
                " 1,2,3".into(),
            ],
            "' 1'",
        ),
        (words("solve wythoff 3 -x"), "must be a whole number: '-x'"),
        (
            vec!["solve".into(), "\u{7f}nim".into()],
            "'\\u{7f}nim' is not a game",
        ),
        (
            vec!["solve".into(), format!("--{}", "y".repeat(100_000))],
            "unexpected argument",
        ),
    ];
    for (args, piece) in cases {
        run(&args, b"", Expect::Refusal(piece));
    }
    // One syntax for numbers: these forms are accepted alike.
    for payouts in [".5,5.,+3", "1/2,5,3", "0.5,5.0,3"] {
        let out = boyi(&["solve", "dice", "--payouts", payouts, "--json"], "");
        assert!(out.status.success(), "{payouts}");
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(
            v["payouts"],
            serde_json::json!(["1/2", "5", "3"]),
            "{payouts}"
        );
    }
}

/// The whole class is generated from the command tree in the parser's own tests
/// (`args::tests`); these are the process's side of it: exit 2, one line naming the
/// argument with the bytes escaped, nothing on stdout.
#[test]
fn bytes_that_are_not_utf8_are_refused_by_name() {
    let bad = |prefix: &str| OsString::from_vec([prefix.as_bytes(), b"5\xff"].concat());
    let cases: Vec<(Vec<OsString>, &str)> = vec![
        (vec!["solve".into(), "nim".into(), bad("")], "HEAP"),
        (
            vec!["table".into(), "bash".into(), "--to".into(), bad("")],
            "--to",
        ),
        (vec!["solve".into(), "lol".into(), bad("L*")], "BOARD"),
        (vec!["solve".into(), "sum".into(), bad("nim ")], "GAME"),
        (
            vec!["solve".into(), "nim".into(), bad("--memory=")],
            "--memory",
        ),
        (vec!["solve".into(), "nim".into(), bad("--time=")], "--time"),
        (vec![bad("")], "argument 1"),
        (vec!["serve".into(), "--port".into(), bad("")], "--port"),
        (
            vec!["simulate".into(), "dice".into(), "--rounds".into(), bad("")],
            "--rounds",
        ),
    ];
    for (args, name) in cases {
        let out = boyi_os(&args, b"");
        let what = format!("{args:?}");
        keeps_promise(&what, &out, 0, &Expect::Refusal("is not UTF-8: "));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(name) && err.contains("5\\xff'"),
            "{what}: {err}"
        );
    }
}

/// What a rule file is given: every integer typed must fit in 64 bits, no control character
/// reaches a position, and the file is read with a cap on the bytes read.
#[test]
fn rule_files_are_given_exact_positions() {
    let huge = [
        "99999999999999999999999999",
        "-9223372036854775809",
        "[1, 18446744073709551616]",
    ];
    let control = ["\u{1b}[31m5", "5\r", "L*\u{7}", "\u{9b}2J"];
    for rules in ["nim.rhai", "qiuqiu.rhai", "lol.rhai", "wythoff.rhai"] {
        let file = format!("examples/rules/{rules}");
        // A file whose positions are text (`const POSITION = "text";`) reads digits as text.
        let text = rules == "lol.rhai";
        for word in huge.iter().filter(|_| !text) {
            run(
                &with(words("solve --rules"), [file.clone(), (*word).into()]),
                b"",
                Expect::Refusal("must lie from -9223372036854775808 to 9223372036854775807"),
            );
        }
        for word in control {
            run(
                &with(words("solve --rules"), [file.clone(), word.into()]),
                b"",
                Expect::Refusal("may not hold control characters"),
            );
        }
    }
    for device in ["/dev/zero", "/dev/urandom"] {
        run(
            &with(words("solve --rules"), [device.into(), "5".into()]),
            b"",
            Expect::Refusal("more than 1048576 bytes"),
        );
    }
    // A script's own strings (positions, move names, pictures) are printed escaped.
    let painter = temp_file(
        "painter.rhai",
        br#"fn moves(p) { if p == "" { [] } else { [["\x1b[2J", ""]] } }
fn show(p) { "row\n\x1b[31m" + p }"#,
    );
    let moves_to_paint = temp_file(
        "painter2.rhai",
        br#"fn moves(p) { if p == "" { [] } else { ["\x1b[2J"] } }"#,
    );
    for (file, stdin) in [
        (&painter, ""),
        (&moves_to_paint, ""),
        (&painter, "hint\nquit\n"),
    ] {
        let command = if stdin.is_empty() { "solve" } else { "play" };
        let out = boyi(&[command, "--rules", file, "ab"], stdin);
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{file}: {text}");
        assert!(text.contains("\\u{1b}[2J"), "{file}: {text:?}");
        assert!(!text.contains('\u{1b}'), "{file}: {text:?}");
    }
}

/// Work that never ends, as a class: each request answers, streams, or refuses before it
/// starts with the estimate that is over the budget.
#[test]
fn endless_work_answers_streams_or_refuses() {
    let ones = |k: usize| vec!["1"; k].join(",");
    for (dice, faces) in [
        ("1000", "18446744073709551615"),
        ("1000", "4294967296"),
        ("800", "1000000000000000000"),
    ] {
        let k: usize = dice.parse().unwrap();
        let args = vec![
            "solve".into(),
            "dice".into(),
            "--dice".into(),
            dice.into(),
            "--faces".into(),
            faces.into(),
            "--payouts".into(),
            ones(k),
        ];
        run(&args, b"", Expect::Refusal("would print about"));
    }
    let args = vec![
        "solve".into(),
        "dice".into(),
        "--dice".into(),
        "300".into(),
        "--faces".into(),
        "1000000".into(),
        "--payouts".into(),
        ones(300),
    ];
    let out = boyi_os(&args, b"");
    assert!(out.status.success() && out.stdout.len() < 16 << 20);
    for rounds in ["1000000000000000", "18446744073709551615"] {
        run(
            &with(words("simulate dice --rounds"), [rounds.into()]),
            b"",
            Expect::Refusal("would take about"),
        );
    }
    for args in [
        "table wythoff --to 2305843009213693952",
        "table wythoff --to 2305843009213693952 --json",
        "table subtraction --moves 1,3,4 --to 18446744073709551615 --json",
        "table octal 0.07 --to 18446744073709551615",
    ] {
        streams_until_the_reader_stops(&words(args));
    }
}

/// Runs `args`, reads the first mebibyte it prints, stops reading, and expects the process
/// to end at once and quietly (rows are written as they are made, none held back).
fn streams_until_the_reader_stops(args: &[String]) {
    use std::io::Read;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_boyi"))
        .args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("boyi runs");
    let mut head = vec![0; 1 << 20];
    child
        .stdout
        .take()
        .expect("stdout")
        .read_exact(&mut head)
        .expect("a mebibyte of rows");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while child.try_wait().expect("wait").is_none() {
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            panic!("{args:?} went on after its reader stopped");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let out = child.wait_with_output().expect("finished");
    assert_eq!(out.status.code(), Some(0), "{args:?}");
    assert!(
        out.stderr.is_empty(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Runs boyi with `args`, stops it with SIGTERM (as by Ctrl-C) after 1.5 s, and expects it
/// to say so in one line of standard error, with nothing on standard output, and exit 130;
/// that line.
fn stopped_by_a_signal(args: &[&str]) -> String {
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_boyi"))
        .args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("boyi runs");
    std::thread::sleep(std::time::Duration::from_millis(1500));
    let killed = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    let out = child.wait_with_output().expect("finished");
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(130), "{err}");
    assert!(out.stdout.is_empty());
    assert_eq!(err.lines().count(), 1, "{err}");
    err
}

/// A long search kept in a checkpoint and stopped by a signal says where it is kept; the
/// file holds the run, and the same command goes on from it (its nodes add up): a partizan
/// outcome search, and a family's own (Connect Four's empty board). A family with no long
/// search refuses the file, and writes none.
#[test]
fn a_stopped_search_is_kept() {
    for (name, game) in [
        ("9x9", &["domineering", "9x9", "--outcome"][..]),
        ("c4", &["connect4"]),
    ] {
        let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("boyi-test-{}-{name}.json", std::process::id()));
        let file = file.to_string_lossy().into_owned();
        let nodes = || -> u64 {
            let saved = std::fs::read_to_string(&file).expect("the checkpoint is written");
            let json = saved.lines().next().expect("a line of JSON");
            let saved: serde_json::Value = serde_json::from_str(json).expect("JSON");
            saved["nodes"].as_u64().expect("its nodes")
        };
        let mut seen = 0;
        for _ in 0..2 {
            let args = [&["solve"][..], game, &["--checkpoint", &file]].concat();
            let err = stopped_by_a_signal(&args);
            assert!(err.contains(&format!("is kept in {file}")), "{err}");
            assert!(nodes() > seen, "{err}");
            seen = nodes();
        }
        std::fs::remove_file(&file).expect("removed");
    }
    let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("boyi-test-{}-chomp.json", std::process::id()));
    let out = boyi(
        &[
            "solve",
            "chomp",
            "3,2",
            "--checkpoint",
            &file.to_string_lossy(),
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(!file.exists());
}

/// A long outcome search with no checkpoint, stopped by a signal, says how far it went: the
/// boards it searched, more than none, and the time it took.
#[test]
fn a_stopped_outcome_search_says_how_far_it_went() {
    let err = stopped_by_a_signal(&["solve", "domineering", "9x9", "--outcome"]);
    let searched = err
        .split(" after ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.replace(',', "").parse::<u64>().ok());
    assert!(searched.is_some_and(|n| n > 0), "{err}");
    assert!(err.contains(" boards in "), "{err}");
}

/// A long simulation stopped by a signal says so and prints no estimate.
#[test]
fn a_stopped_simulation_prints_no_result() {
    let err = stopped_by_a_signal(&["simulate", "dice", "--rounds", "100000000000"]);
    assert!(err.contains("stopped by a signal after"), "{err}");
}

#[test]
fn contest_input_answers_each_board_once() {
    let board = "0000\n0000\n0000\n";
    let input = format!("300\n{}", format!("{board}\n").repeat(300));
    let out = boyi(&["contest", "huochai"], &input);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let answers: Vec<&str> = text.split("\n\n").collect();
    assert_eq!(answers.len(), 300);
    assert!(answers.windows(2).all(|w| w[0].trim() == w[1].trim()));
}
