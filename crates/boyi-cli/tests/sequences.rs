//! `boyi table` on take-and-break codes: summaries, runs until a period is proven,
//! checkpoints and plots.

mod common;

use common::{fails, ok};

fn json(args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&ok(args, "")).expect("JSON")
}

/// A file in the test's own temporary folder.
fn scratch(name: &str) -> String {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("boyi-sequences-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir.join(name).to_string_lossy().to_string()
}

/// The required periods, found by a run that stops when the period is proven.
#[test]
fn runs_stop_at_the_proven_period() {
    for (code, preperiod, period, values) in [
        ("0.77", 71, 12, 168),
        ("0.137", 52, 34, 175),
        ("0.16", 105_351, 149_459, 509_622),
    ] {
        let v = json(&["table", "octal", code, "--summary", "--json"]);
        assert_eq!(v["preperiod"], preperiod, "{code}");
        assert_eq!(v["period"], period, "{code}");
        assert_eq!(v["values_computed"], values, "{code}");
        assert!(v["proof"].as_str().unwrap().contains("Guy and Smith"));
        assert!(v.get("values").is_none(), "a summary lists no values");
    }
    let text = ok(&["table", "octal", "0.16", "--summary"], "");
    assert!(text.contains("values computed: 509622"), "{text}");
    assert!(text.contains("period: 149459 from heap 105351"), "{text}");
    assert!(text.contains("rare values: mask"), "{text}");
}

/// Arithmetic periods: found, proven, and used to value any heap; one beyond the test is
/// not claimed.
#[test]
fn arithmetic_periods_are_proven() {
    for (code, preperiod, period, saltus) in [("0.8", 1, 3, 1), ("0.c", 1, 2, 1), ("0.ff", 0, 1, 1)]
    {
        let v = json(&["table", "octal", code, "--summary", "--json"]);
        assert_eq!(v["preperiod"], preperiod, "{code}");
        assert_eq!(v["period"], period, "{code}");
        assert_eq!(v["saltus"], saltus, "{code}");
        assert!(
            v["proof"]
                .as_str()
                .unwrap()
                .contains("induction on the heap"),
            "{v}"
        );
    }
    let text = ok(&["table", "octal", "0.8", "--summary"], "");
    assert!(text.contains("saltus 1: g(n + 3) = g(n) + 1"), "{text}");
    let v = json(&["solve", "octal", "0.8", "1000000000000", "--json"]);
    assert_eq!(v["nimber"], 333_333_333_333u64);
    // Plain periods carry no saltus; 0.3F (period 6, saltus 3) is not proven.
    let v = json(&["table", "octal", "0.77", "--summary", "--json"]);
    assert_eq!(v["saltus"], serde_json::Value::Null);
    let v = json(&[
        "table",
        "octal",
        "0.3f",
        "--to",
        "100",
        "--summary",
        "--json",
    ]);
    assert_eq!(v["period"], serde_json::Value::Null);
}

#[test]
fn summaries_report_the_rare_values() {
    let v = json(&["table", "grundy", "--max", "20000", "--summary", "--json"]);
    assert_eq!(v["values_computed"], 20000);
    assert_eq!(v["period"], serde_json::Value::Null);
    assert!(v["rare_mask"].as_u64().unwrap() > 0);
    let rare = v["rare_count"].as_u64().unwrap();
    assert!(rare > 0 && rare < 20000 / 8, "{v}");
    assert!(v["last_rare"].as_u64().unwrap() < 20000);
    // Values listed and summarised alike.
    let v = json(&[
        "table", "octal", "0.6", "--max", "3000", "--to", "2999", "--json",
    ]);
    let values = v["values"].as_array().unwrap();
    assert_eq!(values.len(), 3000);
    let largest = values.iter().map(|g| g.as_u64().unwrap()).max().unwrap();
    assert_eq!(v["largest"], largest);
}

/// A run stopped and resumed from its checkpoint ends as one run straight through, and a
/// checkpoint that was changed or belongs to another game is refused.
#[test]
fn checkpoints_resume_with_identical_results() {
    let file = scratch("0.6.checkpoint");
    let _ = std::fs::remove_file(&file);
    let straight = ok(
        &[
            "table", "octal", "0.6", "--max", "12000", "--to", "11999", "--json",
        ],
        "",
    );
    ok(
        &[
            "table",
            "octal",
            "0.6",
            "--max",
            "5000",
            "--checkpoint",
            &file,
            "--summary",
        ],
        "",
    );
    let resumed = ok(
        &[
            "table",
            "octal",
            "0.6",
            "--max",
            "12000",
            "--to",
            "11999",
            "--json",
            "--checkpoint",
            &file,
        ],
        "",
    );
    assert_eq!(resumed, straight);

    let err = fails(
        &["table", "octal", "0.77", "--checkpoint", &file, "--summary"],
        "",
    );
    assert!(err.contains("holds the values of octal 0.6"), "{err}");
    // A checkpoint larger than the memory allowed is refused before it is read.
    let resume = [
        "table",
        "octal",
        "0.6",
        "--checkpoint",
        &file,
        "--max",
        "13000",
    ];
    let tight: Vec<&str> = resume.iter().copied().chain(["--memory", "8K"]).collect();
    let err = fails(&tight, "");
    assert!(err.contains("of memory allowed"), "{err}");
    // A value changed, a file too short, and bytes that are no checkpoint at all.
    let mut changed = std::fs::read(&file).unwrap();
    let last = changed.len() - 4;
    changed[last] ^= 1;
    let short = b"boyi checkpoint 1\ngame octal 0.6\nvalues 9\n1234".to_vec();
    for (bytes, says) in [
        (changed, "the file was changed"),
        (short, "exactly 9 values"),
        (b"\x00\xff".to_vec(), "is not a checkpoint"),
    ] {
        std::fs::write(&file, &bytes).unwrap();
        let err = fails(&resume, "");
        assert!(err.contains(says), "{err}");
    }
}

/// A PNG plot decodes to a 1000 by 500 RGB picture with more than a background and ink.
fn assert_png_drawn(bytes: &[u8], file: &str) {
    let mut reader = png::Decoder::new(std::io::Cursor::new(bytes))
        .read_info()
        .expect("a PNG file");
    let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
    let frame = reader.next_frame(&mut pixels).expect("its pixels decode");
    assert_eq!((frame.width, frame.height), (1000, 500), "{file}");
    assert_eq!(frame.color_type, png::ColorType::Rgb, "{file}");
    let colours: std::collections::HashSet<&[u8]> = pixels.chunks(3).collect();
    assert!(colours.len() > 2, "{file}: something is drawn in colour");
}

#[test]
fn plots_are_drawn() {
    for (args, file) in [
        (
            &["table", "octal", "0.137", "--to", "200"][..],
            "dawson.svg",
        ),
        (&["table", "octal", "0.16", "--summary"][..], "016.png"),
        (&["table", "wythoff", "--to", "200"][..], "wythoff.svg"),
        (
            &["table", "subtraction", "--moves", "1,3,4", "--to", "60"][..],
            "sub.png",
        ),
        (
            &["table", "domineering", "--rows", "2", "--to", "8"][..],
            "domineering.svg",
        ),
        (
            &["table", "toads", "--gaps", "2", "--frogs", "2", "--to", "4"][..],
            "toads.png",
        ),
        (
            &[
                "table",
                "--rules",
                "examples/rules/wythoff.rhai",
                "--to",
                "20",
            ][..],
            "wythoff-grid.svg",
        ),
    ] {
        let path = scratch(file);
        let mut args = args.to_vec();
        args.extend(["--plot", &path]);
        ok(&args, "");
        let bytes = std::fs::read(&path).expect("the plot is written");
        if file.ends_with(".png") {
            assert_png_drawn(&bytes, file);
        } else {
            let svg = String::from_utf8(bytes).unwrap();
            assert!(svg.starts_with("<svg"), "{file}");
            assert!(svg.contains("<text"), "{file}: the labels are drawn");
        }
    }
    let svg = std::fs::read_to_string(scratch("dawson.svg")).unwrap();
    assert!(
        svg.contains("period 34 from heap 52"),
        "the period is marked"
    );
    // The grid: a cell a position (and the background), Wythoff's 17 P-positions up to
    // (20, 20) dark: (0, 0), and (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), (9, 15), (11, 18),
    // (12, 20) either way round.
    let grid = std::fs::read_to_string(scratch("wythoff-grid.svg")).unwrap();
    assert_eq!(
        grid.matches("<rect").count() - 1,
        21 * 21,
        "one cell a position"
    );
    assert_eq!(
        grid.matches("#281414").count(),
        17,
        "the P-positions are dark"
    );
}

/// Misère play is answered by the misère quotient, which the answer says, and agrees with
/// plain search (`--engine generic`) move for move.
#[test]
fn misere_codes_are_answered_by_the_quotient() {
    // 0.3: take one counter; a heap of n lasts n moves, and the last to move loses.
    for (heap, outcome) in [("5", "lose"), ("6", "win"), ("1", "lose")] {
        let v = json(&["solve", "octal", "0.3", "--misere", heap, "--json"]);
        assert_eq!(v["outcome"], outcome, "heap {heap}");
    }
    for heaps in [
        &["3", "4", "5", "9"][..],
        &["2", "2", "7"],
        &["1", "6", "8", "11"],
    ] {
        let mut args = vec!["solve", "octal", "0.77", "--misere"];
        args.extend(heaps);
        args.push("--json");
        let theory = json(&args);
        assert!(theory["explanation"]
            .as_str()
            .unwrap()
            .contains("misère quotient"));
        assert_eq!(theory["engine"], "theory");
        args.extend(["--engine", "generic"]);
        let search = json(&args);
        assert_eq!(theory["outcome"], search["outcome"], "{heaps:?}");
        assert_eq!(
            theory["winning_moves"], search["winning_moves"],
            "{heaps:?}"
        );
    }
    // The genus table: CGSuite's misère values and genera of Kayles.
    let v = json(&[
        "table", "octal", "0.77", "--misere", "--genus", "--to", "9", "--json",
    ]);
    assert_eq!(
        v["values"],
        serde_json::json!([1, 0, 2, 3, 0, 1, 3, 2, 1, 0])
    );
    assert_eq!(v["genus"][5], "4^146");
    let err = fails(&["table", "octal", "0.77", "--misere"], "");
    assert!(err.contains("needs --to"), "{err}");
    let err = fails(&["table", "octal", "0.77", "--genus", "--to", "9"], "");
    assert!(err.contains("no genus"), "{err}");
}

/// `boyi quotient`: the published quotients, the proof of the period, and refusals.
#[test]
fn quotients_are_found_and_proven() {
    let v = json(&["quotient", "0.75", "--json"]);
    assert_eq!(
        (v["name"].as_str(), v["order"].as_u64()),
        (Some("R8"), Some(8))
    );
    assert_eq!(v["ended"], "periodic");
    assert_eq!(v["presentation"], "<a,b,c | a2=1,b3=b,bc=ab,c2=b2>");
    assert_eq!(v["table"].as_array().map(Vec::len), Some(8));
    let v = json(&["quotient", "subtraction", "--moves", "1,3,7,8", "--json"]);
    assert_eq!(
        (v["tame"].as_u64(), v["period"]["period"].as_u64()),
        (Some(2), Some(15))
    );
    let v = json(&["quotient", "0.07", "--to", "30", "--json"]);
    assert_eq!(
        (v["order"].as_u64(), v["p_size"].as_u64()),
        (Some(360), Some(65))
    );
    assert_eq!(v["ended"], "reached");
    let text = ok(
        &["quotient", "0.77", "--to", "4", "--analyze", "--table"],
        "",
    );
    assert!(text.contains("Tame: T2"), "{text}");
    assert!(text.contains("idempotent"), "{text}");
    for (args, says) in [
        (&["quotient", "subtraction"][..], "--moves"),
        (&["quotient", "0.7", "--moves", "1"], "--moves"),
        (&["quotient", "nim"], "not one of them"),
        (
            &["quotient", "subtraction", "--moves", "1,2", "5"],
            "takes no position",
        ),
        (&["quotient", "7"], "no point"),
        (&["quotient", "0.7", "--to", "-3"], "negative"),
    ] {
        let err = fails(args, "");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}
