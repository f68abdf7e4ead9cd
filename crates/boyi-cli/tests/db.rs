//! `boyi db` as a user runs it: build, info, verify, answers from a database; a build killed
//! (SIGKILL) at several points and resumed ends in the same bytes as one never stopped; a
//! damaged file is refused in one line.

mod common;

use common::{fails, ok};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A fresh folder for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("boyi-cli-db-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// The outcome and remoteness of the position and of every move, from `solve --json`.
fn values(json: &str) -> serde_json::Value {
    let v: serde_json::Value = serde_json::from_str(json).unwrap();
    let moves: Vec<_> = v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["move"].clone(),
                m["outcome"].clone(),
                m["remoteness"].clone(),
            )
        })
        .map(|(a, b, c)| serde_json::json!([a, b, c]))
        .collect();
    serde_json::json!([v["outcome"], v["remoteness"], v["winning_moves"], moves])
}

#[test]
fn answers_from_a_database_are_the_engines_answers() {
    let dir = scratch("answers");
    let file = dir.join("lol10.boyi");
    let built = ok(&["db", "build", "lol", "**********", "-o", path(&file)], "");
    assert!(
        built.starts_with("estimate: at most 59049 positions"),
        "{built}"
    );
    assert!(built.contains("built "), "{built}");
    let info = ok(&["db", "info", path(&file)], "");
    assert!(info.contains("root: **********"), "{info}");
    assert!(
        info.contains("built by: boyi db build lol '**********' -o"),
        "{info}"
    );
    for row in ["**********", "L*********", "L**O*L****", "LO*****OL*"] {
        let from_db = ok(
            &[
                "solve",
                "lol",
                row,
                "--db",
                path(&file),
                "--all-moves",
                "--json",
            ],
            "",
        );
        let searched = ok(
            &[
                "solve",
                "lol",
                row,
                "--engine",
                "generic",
                "--all-moves",
                "--json",
            ],
            "",
        );
        assert_eq!(values(&from_db), values(&searched), "{row}");
        assert!(from_db.contains("\"engine\": \"database\""));
    }
    let verified = ok(&["db", "verify", path(&file), "--all"], "");
    assert!(verified.contains("all "), "{verified}");
    let json = ok(&["db", "info", path(&file), "--json"], "");
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["game"], "lol");
    assert_eq!(v["positions"], 29_090);
}

/// A Chomp database of the 4 × 4 bar answers every diagram inside it as plain search does
/// (outcome, remoteness, nimber, every move's value), and refuses one outside it.
#[test]
fn a_chomp_database_answers_every_diagram_inside_its_bar() {
    let dir = scratch("chomp");
    let file = dir.join("chomp4.boyi");
    let built = ok(
        &[
            "db",
            "build",
            "chomp",
            "4",
            "4",
            "4",
            "4",
            "-o",
            path(&file),
        ],
        "",
    );
    assert!(
        built.contains("built ") && built.contains(": 69 positions"),
        "{built}"
    );
    let mut diagrams: Vec<Vec<u32>> = vec![vec![]];
    for _ in 0..4 {
        let longer: Vec<Vec<u32>> = diagrams
            .iter()
            .filter(|d| d.len() < 4)
            .flat_map(|d| {
                (1..=d.last().copied().unwrap_or(4)).map(move |len| [d.clone(), vec![len]].concat())
            })
            .collect();
        diagrams.extend(longer);
    }
    diagrams.sort();
    diagrams.dedup();
    diagrams.retain(|d| !d.is_empty());
    assert_eq!(diagrams.len(), 69);
    for d in &diagrams {
        let rows: Vec<String> = d.iter().map(u32::to_string).collect();
        let ask = |extra: &[&str]| {
            let mut args = vec!["solve", "chomp"];
            args.extend(rows.iter().map(String::as_str));
            args.extend(["--all-moves", "--json"]);
            args.extend(extra);
            ok(&args, "")
        };
        // Equal winning moves in any order; the rest as it stands.
        let answer = |json: String| {
            let mut v = values(&json);
            let winning = v[2].as_array_mut().unwrap();
            winning.sort_by_key(|m| m["move"].to_string());
            let nimber =
                serde_json::from_str::<serde_json::Value>(&json).unwrap()["nimber"].clone();
            (v, nimber)
        };
        let from_db = answer(ask(&["--db", path(&file)]));
        assert_eq!(from_db, answer(ask(&["--engine", "generic"])), "{d:?}");
    }
    let outside = fails(&["solve", "chomp", "5", "--db", path(&file)], "");
    assert!(
        outside.contains("shaped like 4 4 4 4, not like 5"),
        "{outside}"
    );
    let smaller = dir.join("chomp32.boyi");
    ok(
        &["db", "build", "chomp", "3", "2", "-o", path(&smaller)],
        "",
    );
    let outside = fails(&["solve", "chomp", "3", "3", "--db", path(&smaller)], "");
    assert!(outside.contains("is not in"), "{outside}");
}

#[test]
fn wrong_questions_to_a_database_are_refused_in_one_line() {
    let dir = scratch("wrong");
    let file = dir.join("lol6.boyi");
    ok(&["db", "build", "lol", "L*****", "-o", path(&file)], "");
    let f = path(&file);
    assert!(fails(&["solve", "lol", "O*****", "--db", f], "").contains("is not in"));
    assert!(fails(&["solve", "lol", "*******", "--db", f], "").contains("shaped like ******,"));
    assert!(fails(&["solve", "matches", "00/00", "--db", f], "").contains("not of matches"));
    assert!(fails(&["solve", "nim", "3", "4", "--db", f], "").contains("no solve database"));
    assert!(fails(&["db", "info", "README.md"], "").contains("not a Boyi database"));
    assert!(fails(&["db", "info", "crates"], "").contains("not a file"));
    assert!(fails(&["db", "info", "/dev/null"], "").contains("not a file"));
    assert!(fails(&["db", "info", path(&dir.join("none"))], "").contains("cannot open"));
    assert!(fails(&["db", "build", "lol", "***"], "").contains("-o FILE"));
    let board = ["000000"; 7].join("/");
    let out = dir.join("m76.boyi");
    let too_big = fails(&["db", "build", "matches", &board, "-o", path(&out)], "");
    assert!(too_big.contains("at most 40 cells"), "{too_big}");
    let line = fails(
        &[
            "db",
            "build",
            "lol",
            "**********",
            "-o",
            f,
            "--memory",
            "1K",
        ],
        "",
    );
    assert!(line.contains("memory budget"), "{line}");
    let line = fails(
        &["db", "build", "lol", "**********", "-o", f, "--disk", "1K"],
        "",
    );
    assert!(line.contains("disk"), "{line}");
}

#[test]
fn a_damaged_database_is_refused_naming_the_damage() {
    let dir = scratch("damage");
    let file = dir.join("lol8.boyi");
    ok(&["db", "build", "lol", "********", "-o", path(&file)], "");
    let good = std::fs::read(&file).unwrap();
    let bad = dir.join("bad.boyi");
    let b = path(&bad);
    let last = good.len() - 1;
    for (at, names) in [(0, "not a Boyi database"), (30, "header"), (last, "tier 8")] {
        let mut bytes = good.clone();
        bytes[at] ^= 0x10;
        std::fs::write(&bad, &bytes).unwrap();
        let line = fails(&["db", "verify", b], "");
        assert!(
            line.contains("bad.boyi") && line.contains(names),
            "byte {at}: {line}"
        );
    }
    std::fs::write(&bad, &good[..good.len() / 2]).unwrap();
    assert!(fails(&["solve", "lol", "********", "--db", b], "").contains("cut short"));
    // A block's bytes: the message names the tier and the block.
    let mut bytes = good.clone();
    let middle = good.len() * 3 / 4;
    bytes[middle] ^= 0x01;
    std::fs::write(&bad, &bytes).unwrap();
    let line = fails(&["db", "verify", b, "--all"], "");
    assert!(line.contains("damaged") && line.contains("tier"), "{line}");
}

/// Runs a build of `args`, killing it with SIGKILL after `after`; whether it finished first.
fn build_killed_after(args: &[&str], after: Duration) -> bool {
    let top = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let mut child = Command::new(env!("CARGO_BIN_EXE_boyi"))
        .current_dir(top)
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while start.elapsed() < after {
        if let Some(status) = child.try_wait().unwrap() {
            let mut said = String::new();
            child
                .stderr
                .take()
                .unwrap()
                .read_to_string(&mut said)
                .unwrap();
            assert!(status.success(), "boyi {}: {said}", args.join(" "));
            return true;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    false
}

#[test]
fn a_build_killed_at_any_point_resumes_to_the_same_bytes() {
    let dir = scratch("resume");
    let row = "**************";
    let file = dir.join("lol.boyi");
    ok(&["db", "build", "lol", row, "-o", path(&file)], "");
    let expected = std::fs::read(&file).unwrap();
    std::fs::remove_file(&file).unwrap();
    let work = dir.join("lol.boyi.build");
    let f = path(&file);
    let mut kills = 0;
    let mut after = Duration::from_millis(20);
    loop {
        let mut args = vec!["db", "build", "lol", row, "-o", f];
        if work.exists() {
            args.push("--resume");
        }
        if build_killed_after(&args, after) {
            break;
        }
        if work.join("manifest.json").exists() {
            kills += 1;
            // A stopped build is not silently started over (one stopped while removing its
            // folder has no manifest left, and is started over).
            let line = fails(&["db", "build", "lol", row, "-o", f], "");
            assert!(line.contains("--resume"), "{line}");
        }
        after += Duration::from_millis(150);
    }
    assert!(kills >= 2, "only {kills} kills landed inside the build");
    assert!(
        std::fs::read(&file).unwrap() == expected,
        "the bytes differ"
    );
    assert!(!work.exists());
    ok(&["db", "verify", f], "");
}

#[test]
fn a_build_folder_without_its_manifest_is_cleared_and_started_over() {
    // What a build killed while removing its folder leaves: files of some tiers, a previous
    // manifest, and no manifest.
    let dir = scratch("half-removed");
    let file = dir.join("lol.boyi");
    let f = path(&file);
    ok(&["db", "build", "lol", "******", "-o", f], "");
    let expected = std::fs::read(&file).unwrap();
    let work = dir.join("lol.boyi.build");
    std::fs::create_dir_all(&work).unwrap();
    std::fs::write(work.join("manifest.prev.json"), b"{\"meta\": 1}").unwrap();
    std::fs::write(work.join("tier-3.part"), b"left over").unwrap();
    for resume in [false, true] {
        let mut args = vec!["db", "build", "lol", "******", "-o", f];
        if resume {
            std::fs::create_dir_all(&work).unwrap();
            args.push("--resume");
        }
        ok(&args, "");
        assert!(
            std::fs::read(&file).unwrap() == expected,
            "the bytes differ"
        );
        assert!(!work.exists());
    }
}

#[test]
fn a_file_of_domineering_region_values_is_built_described_checked_and_answers() {
    let dir = scratch("regions");
    let file = dir.join("regions-8.boyi");
    let f = path(&file);
    let built = ok(
        &["db", "build", "domineering", "--regions", "8", "-o", f],
        "",
    );
    // OEIS A000105, 1 to 8 cells.
    assert!(built.contains("up to 8 cells, 533 regions"), "{built}");
    assert!(ok(&["db", "info", f], "").contains("533 regions"));
    let checked = ok(&["db", "verify", f, "--all"], "");
    assert!(checked.contains("533 of 533"), "{checked}");
    // The same answer, value and moves, with and without the file; regions past its size
    // (the 3×4 board's 12 cells) are searched as before.
    for board in ["..|..", "3x3", ".#..|....|..#.", "3x4", "#...#|.....|..#.."] {
        let plain = ok(&["solve", "domineering", board, "--json"], "");
        let stored = ok(&["solve", "domineering", board, "--db", f, "--json"], "");
        let strip = |s: &str| {
            let mut v: serde_json::Value = serde_json::from_str(s).unwrap();
            let fields = v.as_object_mut().unwrap();
            let engine = fields.remove("engine");
            fields.remove("positions");
            fields.remove("explanation");
            (v, engine)
        };
        let ((stored, read), (plain, searched)) = (strip(&stored), strip(&plain));
        assert_eq!(stored, plain, "{board}");
        assert_eq!(
            (read, searched),
            (Some("database".into()), Some("theory".into()))
        );
    }
    // `play` answers from the file too; a family that keeps no values refuses it.
    let played = ok(&["play", "domineering", "3x3", "--db", f], "hint\nquit\n");
    assert!(played.contains("You left the game."), "{played}");
    assert!(fails(&["play", "clobber", "xo", "--db", f], "").contains("--db"));
    // A damaged file is refused in one line, by build-time check and by verify.
    let mut bytes = std::fs::read(&file).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0x20;
    let bad = dir.join("bad.boyi");
    std::fs::write(&bad, &bytes).unwrap();
    let line = fails(&["db", "verify", path(&bad)], "");
    assert!(
        line.contains("bad.boyi") && line.contains("checksum"),
        "{line}"
    );
    let line = fails(&["solve", "domineering", "3x3", "--db", path(&bad)], "");
    assert!(line.contains("bad.boyi"), "{line}");
    // --db for another partizan family, and a solve database for Domineering, are refused.
    let line = fails(&["solve", "clobber", "xo", "--db", f], "");
    assert!(line.contains("keeps the values of its regions"), "{line}");
    let lol = dir.join("lol.boyi");
    ok(&["db", "build", "lol", "****", "-o", path(&lol)], "");
    let line = fails(&["solve", "domineering", "3x3", "--db", path(&lol)], "");
    assert!(
        line.contains("lol.boyi") && line.contains("solve database of lol"),
        "{line}"
    );
    // The outcome search's leaves look regions up in the file: the same answer and moves;
    // a solve database is refused there too.
    for extra in [&[][..], &["--all-moves"][..]] {
        let search = [
            &["solve", "domineering", "6x6", "--outcome", "--json"][..],
            extra,
        ]
        .concat();
        let plain: serde_json::Value = serde_json::from_str(&ok(&search, "")).unwrap();
        let read = ok(&[&search[..], &["--db", f][..]].concat(), "");
        let read: serde_json::Value = serde_json::from_str(&read).unwrap();
        assert_eq!(read["class"], plain["class"], "{extra:?}");
        for key in ["left_moves", "right_moves"] {
            assert_eq!(read[key]["moves"], plain[key]["moves"], "{key} {extra:?}");
        }
        assert_eq!(read["left"]["winning_move"], plain["left"]["winning_move"]);
    }
    let line = fails(
        &[
            "solve",
            "domineering",
            "4x5",
            "--outcome",
            "--db",
            path(&lol),
        ],
        "",
    );
    assert!(line.contains("lol.boyi"), "{line}");
    let played = ok(
        &["play", "domineering", "6x6", "--outcome", "--db", f],
        "hint\nquit\n",
    );
    assert!(played.contains("You left the game."), "{played}");
    let line = fails(
        &[
            "play",
            "domineering",
            "3x3",
            "--outcome",
            "--db",
            path(&lol),
        ],
        "",
    );
    assert!(line.contains("lol.boyi"), "{line}");
    // One container: both kinds begin alike, `db info` describes either, and a reader of
    // one kind names the other.
    let (values, outcomes) = (std::fs::read(&file).unwrap(), std::fs::read(&lol).unwrap());
    assert_eq!(values[..12], outcomes[..12], "magic and version");
    let info: serde_json::Value =
        serde_json::from_str(&ok(&["db", "info", f, "--json"], "")).unwrap();
    assert_eq!(info["header"]["holds"], "values");
    let info = ok(&["db", "info", path(&lol), "--json"], "");
    assert!(info.contains("\"positions\""), "{info}");
    let line = fails(&["solve", "lol", "****", "--db", f], "");
    assert!(line.contains("region values of domineering"), "{line}");
    // Past 15 cells a region may not fit a board of 64.
    let line = fails(
        &["db", "build", "domineering", "--regions", "16", "-o", f],
        "",
    );
    assert!(line.contains("at most 15"), "{line}");
}

#[test]
fn the_survey_of_regions_counts_each_size() {
    let table = ok(&["table", "domineering", "--regions", "6"], "");
    let rows: Vec<&str> = table.lines().collect();
    assert!(rows[0].starts_with("cells"), "{table}");
    // Regions of 1..6 cells: 1, 1, 2, 5, 12, 35 (OEIS A000105).
    for (n, count) in [(1, 1), (2, 1), (3, 2), (4, 5), (5, 12), (6, 35)] {
        let cells: Vec<&str> = rows[n].split_whitespace().collect();
        assert_eq!(
            (cells[0], cells[1]),
            (n.to_string().as_str(), count.to_string().as_str()),
            "{table}"
        );
    }
    let json = ok(&["table", "domineering", "--regions", "6", "--json"], "");
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["all"]["positions"], 56);
    assert_eq!(v["sizes"].as_array().unwrap().len(), 6);
    let line = fails(&["table", "domineering", "--regions", "6", "--to", "3"], "");
    assert!(line.contains("--regions"), "{line}");
    let line = fails(&["table", "domineering", "--regions", "16"], "");
    assert!(line.contains("at most 15"), "{line}");
}
