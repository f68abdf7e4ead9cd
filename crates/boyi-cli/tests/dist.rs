//! `boyi db build` and `boyi solve … --outcome` shared by many workers, as a user runs them:
//! threads of one process, and processes on loopback that talk through timely; every such
//! build ends in the bytes of the single builder's, every such search in its answer, and a
//! build of several processes that loses one (SIGKILL) stops every other in one line and
//! resumes, on all of them, to the same bytes. They need the `dist` feature (on in the
//! README's test command, `--all-features`).
#![cfg(feature = "dist")]

mod common;

use common::{fails, ok};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// A fresh folder for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("boyi-cli-dist-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `boyi ARGS` started in `dir`, its output kept.
fn start(dir: &Path, args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_boyi"))
        .current_dir(dir)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// The output of `child`, which must end within `limit` (else it is killed and the test
/// fails).
fn finished(mut child: Child, limit: Duration) -> Output {
    let begun = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if begun.elapsed() > limit {
            child.kill().unwrap();
            let out = child.wait_with_output().unwrap();
            panic!(
                "still running after {limit:?}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

/// How long any build of these tests may take.
const LIMIT: Duration = Duration::from_secs(300);

/// A host file of `n` processes on loopback, on ports free a moment ago.
fn hostfile(dir: &Path, n: usize) -> String {
    let listeners: Vec<TcpListener> = (0..n)
        .map(|_| TcpListener::bind("127.0.0.1:0").unwrap())
        .collect();
    let lines: Vec<String> = listeners
        .iter()
        .map(|l| format!("127.0.0.1:{}\n", l.local_addr().unwrap().port()))
        .collect();
    let file = dir.join("hosts");
    std::fs::write(&file, lines.concat()).unwrap();
    file.to_str().unwrap().to_string()
}

/// Runs one build as `n` processes in `dir` (each with `extra` arguments); their outputs,
/// by process.
fn processes(dir: &Path, n: usize, build: &[&str], extra: &[&str]) -> Vec<Output> {
    let hosts = hostfile(dir, n);
    let children: Vec<Child> = (0..n)
        .map(|i| {
            let i = i.to_string();
            let mut args = build.to_vec();
            args.extend(["--hostfile", &hosts, "--process", &i]);
            args.extend(extra);
            start(dir, &args)
        })
        .collect();
    children.into_iter().map(|c| finished(c, LIMIT)).collect()
}

/// The single builder's database of a LOL row, built in `dir` as `file`.
fn single(dir: &Path, row: &str, file: &str) -> Vec<u8> {
    let out = finished(start(dir, &["db", "build", "lol", row, "-o", file]), LIMIT);
    assert!(out.status.success());
    std::fs::read(dir.join(file)).unwrap()
}

#[test]
fn threads_and_processes_build_the_single_builders_bytes() {
    let row = "**********";
    let expected = single(&scratch("single"), row, "lol.boyi");
    for threads in ["2", "3"] {
        let dir = scratch(&format!("threads{threads}"));
        let build = [
            "db",
            "build",
            "lol",
            row,
            "-o",
            "lol.boyi",
            "--workers",
            threads,
        ];
        let out = finished(start(&dir, &build), LIMIT);
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{said}");
        assert!(
            said.contains(&format!("built by {threads} workers in one process")),
            "{said}"
        );
        assert!(std::fs::read(dir.join("lol.boyi")).unwrap() == expected);
        // The shards are merged away.
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
    }
    for n in [2, 3] {
        let dir = scratch(&format!("processes{n}"));
        let outs = processes(&dir, n, &["db", "build", "lol", row, "-o", "lol.boyi"], &[]);
        for (i, out) in outs.iter().enumerate() {
            let said = String::from_utf8_lossy(&out.stdout);
            assert!(out.status.success(), "process {i}: {said}");
            let shown = if i == 0 {
                "built by"
            } else {
                "wrote lol.boyi.shard-"
            };
            assert!(said.contains(shown), "process {i}: {said}");
        }
        assert!(
            std::fs::read(dir.join("lol.boyi")).unwrap() == expected,
            "{n} processes"
        );
    }
}

#[test]
fn shards_written_apart_merge_to_the_same_bytes() {
    let row = "********";
    let expected = single(&scratch("merge-single"), row, "lol.boyi");
    // Two processes in two folders, as on two machines: neither can merge.
    let dir = scratch("apart");
    let (a, b) = (dir.join("a"), dir.join("b"));
    std::fs::create_dir_all(&a).unwrap();
    std::fs::create_dir_all(&b).unwrap();
    let hosts = hostfile(&dir, 2);
    let build = |i: &str, at: &Path| {
        start(
            at,
            &[
                "db",
                "build",
                "lol",
                row,
                "-o",
                "lol.boyi",
                "--hostfile",
                &hosts,
                "--process",
                i,
            ],
        )
    };
    let (first, second) = (build("0", &a), build("1", &b));
    for out in [finished(first, LIMIT), finished(second, LIMIT)] {
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && said.contains("boyi db merge"),
            "{said}"
        );
    }
    std::fs::rename(
        b.join("lol.boyi.shard-1-of-2"),
        a.join("lol.boyi.shard-1-of-2"),
    )
    .unwrap();
    let shard = |i: u32| a.join(format!("lol.boyi.shard-{i}-of-2"));
    // A shard is not a database to answer from.
    let line = fails(
        &["solve", "lol", row, "--db", shard(0).to_str().unwrap()],
        "",
    );
    assert!(
        line.contains("shard 0 of 2") && line.contains("merge"),
        "{line}"
    );
    let missing = fails(
        &["db", "merge", shard(0).to_str().unwrap(), "-o", "x.boyi"],
        "",
    );
    assert!(missing.contains("shard 1 of 2 is missing"), "{missing}");
    let merged = a.join("lol.boyi");
    ok(
        &[
            "db",
            "merge",
            shard(1).to_str().unwrap(),
            shard(0).to_str().unwrap(),
            "-o",
            merged.to_str().unwrap(),
        ],
        "",
    );
    assert!(std::fs::read(&merged).unwrap() == expected);
}

#[test]
fn a_lost_process_stops_the_others_and_all_resume_to_the_same_bytes() {
    let row = "**************";
    let expected = single(&scratch("lost-single"), row, "lol.boyi");
    let dir = scratch("lost");
    let hosts = hostfile(&dir, 2);
    let build = |i: &str, resume: bool| {
        let mut args = vec![
            "db",
            "build",
            "lol",
            row,
            "-o",
            "lol.boyi",
            "--hostfile",
            &hosts,
        ];
        args.extend(["--process", i]);
        if resume {
            args.push("--resume");
        }
        start(&dir, &args)
    };
    let (first, mut second) = (build("0", false), build("1", false));
    // Process 1 is killed once it has finished a few steps.
    let manifest = dir.join("lol.boyi.shard-1-of-2.build/manifest.json");
    let begun = Instant::now();
    loop {
        let steps = std::fs::read_to_string(&manifest)
            .map(|m| m.matches("],[").count())
            .unwrap_or(0);
        if steps >= 5 {
            break;
        }
        assert!(
            begun.elapsed() < Duration::from_secs(120),
            "no step finished"
        );
        assert!(
            second.try_wait().unwrap().is_none(),
            "finished before it was killed"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    second.kill().unwrap();
    second.wait().unwrap();
    let killed = Instant::now();
    let out = finished(first, Duration::from_secs(20));
    assert!(
        killed.elapsed() < Duration::from_secs(20),
        "process 0 went on"
    );
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = said.lines().filter(|l| l.starts_with("boyi:")).collect();
    assert_eq!(lines.len(), 1, "{said}");
    assert!(
        lines[0].contains("process 1") && lines[0].contains("--resume"),
        "{said}"
    );
    assert!(!said.contains("panicked"), "{said}");
    // Without --resume, neither starts over.
    let refused = finished(build("1", false), Duration::from_secs(20));
    let line = String::from_utf8_lossy(&refused.stderr).to_string();
    assert!(line.contains("--resume"), "{line}");
    let (first, second) = (build("0", true), build("1", true));
    for out in [finished(first, LIMIT), finished(second, LIMIT)] {
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    assert!(std::fs::read(dir.join("lol.boyi")).unwrap() == expected);
}

#[test]
fn wrong_cluster_options_are_refused_in_one_line() {
    let dir = scratch("wrong");
    let hosts = dir.join("hosts");
    std::fs::write(&hosts, "127.0.0.1:1\nnot a host\n").unwrap();
    let h = hosts.to_str().unwrap();
    let two = dir.join("two");
    std::fs::write(&two, "127.0.0.1:1\n127.0.0.1:2\n").unwrap();
    let t = two.to_str().unwrap();
    let build = ["db", "build", "lol", "****", "-o", "x.boyi"];
    for (extra, says) in [
        (vec!["--workers", "0"], "workers"),
        (vec!["--workers", "99999"], "workers"),
        (vec!["--workers", "two"], "--workers"),
        (vec!["--processes", "2"], "--hostfile"),
        (vec!["--hostfile", h], "line 2"),
        (vec!["--hostfile", t, "--process", "2"], "--process 2"),
        (vec!["--hostfile", t, "--processes", "3"], "--processes 3"),
        (vec!["--hostfile", "/dev/zero"], "/dev/zero"),
        (
            vec!["--hostfile", "/nonexistent/hosts"],
            "/nonexistent/hosts",
        ),
    ] {
        let mut args = build.to_vec();
        args.extend(extra.iter());
        let line = fails(&args, "");
        assert!(line.contains(says), "{args:?}: {line}");
    }
}

/// What an outcome answer (`--json`) says, without the search's figures: the class, and
/// whether each first player wins and with which move.
fn verdicts(json: &[u8]) -> Vec<serde_json::Value> {
    let answer: serde_json::Value = serde_json::from_slice(json).unwrap();
    let mut said = vec![answer["class"].clone()];
    for side in ["left", "right"] {
        for key in ["wins", "winning_move", "after"] {
            said.push(answer[side][key].clone());
        }
    }
    said
}

/// `boyi solve domineering BOARD --outcome` shared by threads of one process and by
/// processes on loopback answers as the search on one machine does: the same class and
/// the same winning first moves; and the figures are those of every worker.
#[test]
fn outcome_searches_shared_by_workers_answer_as_one_search_does() {
    let dir = scratch("outcome");
    for board in ["6x7", "8x5", "5x5", "......|..#...|......|...#..|......"] {
        let search = ["solve", "domineering", board, "--outcome", "--json"];
        let one = finished(start(&dir, &search), LIMIT);
        assert!(one.status.success());
        let mut threads = search.to_vec();
        threads.extend(["--workers", "3"]);
        let shared = finished(start(&dir, &threads), LIMIT);
        assert!(
            shared.status.success(),
            "{}",
            String::from_utf8_lossy(&shared.stderr)
        );
        assert_eq!(verdicts(&shared.stdout), verdicts(&one.stdout), "{board}");
        for out in processes(&dir, 2, &search, &["--workers", "2"]) {
            assert!(
                out.status.success(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
            assert_eq!(verdicts(&out.stdout), verdicts(&one.stdout), "{board}");
            let answer: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
            assert!(answer["left"]["nodes"].as_u64().unwrap() > 0);
        }
    }
    // Each worker's leaves look regions up in a file of region values where one is given
    // (`--db`): the same answer; a file that is not one is refused.
    let values = dir.join("regions-8.boyi");
    let values = values.to_str().unwrap();
    ok(
        &["db", "build", "domineering", "--regions", "8", "-o", values],
        "",
    );
    let search = ["solve", "domineering", "6x7", "--outcome", "--json"];
    let one = finished(start(&dir, &search), LIMIT);
    let read = [&search[..], &["--workers", "3", "--db", values]].concat();
    let read = finished(start(&dir, &read), LIMIT);
    assert!(
        read.status.success(),
        "{}",
        String::from_utf8_lossy(&read.stderr)
    );
    assert_eq!(verdicts(&read.stdout), verdicts(&one.stdout));
    let err = fails(
        &[&search[..], &["--workers", "2", "--db", "Cargo.toml"]].concat(),
        "",
    );
    assert!(err.contains("Cargo.toml"), "{err}");
    // Workers share a search of who wins, not a list of every move, nor exact values.
    for (extra, named) in [
        (vec!["--outcome", "--all-moves"], "--all-moves"),
        (vec![], "--outcome"),
    ] {
        let mut args = vec!["solve", "domineering", "5x5", "--workers", "2"];
        args.extend(extra);
        let err = fails(&args, "");
        assert!(err.contains(named), "{err}");
    }
}

/// An outcome search shared by workers and kept with `--checkpoint FILE` keeps each
/// worker's run in `FILE.worker-K-of-N` (threads of one process, and processes on
/// loopback alike), and run again goes on from those files to the same answer.
#[test]
fn an_outcome_search_shared_by_workers_is_kept_by_each() {
    let dir = scratch("outcome-kept");
    let one = ["solve", "domineering", "6x7", "--outcome", "--json"];
    let one = finished(start(&dir, &one), LIMIT);
    assert!(one.status.success());
    let kept = [
        "solve",
        "domineering",
        "6x7",
        "--outcome",
        "--json",
        "--checkpoint",
        "run.json",
    ];
    for _ in 0..2 {
        let mut threads = kept.to_vec();
        threads.extend(["--workers", "3"]);
        let shared = finished(start(&dir, &threads), LIMIT);
        let said = String::from_utf8_lossy(&shared.stderr);
        assert!(shared.status.success(), "{said}");
        assert_eq!(verdicts(&shared.stdout), verdicts(&one.stdout));
    }
    for k in 1..=3 {
        let file = dir.join(format!("run.json.worker-{k}-of-3"));
        let saved = std::fs::read_to_string(&file).expect("each worker's file");
        assert!(saved.contains(".......|......."), "{saved}");
    }
    assert!(
        !dir.join("run.json").exists(),
        "no file of one machine's run"
    );
    for _ in 0..2 {
        for out in processes(&dir, 2, &kept, &[]) {
            let said = String::from_utf8_lossy(&out.stderr);
            assert!(out.status.success(), "{said}");
            assert_eq!(verdicts(&out.stdout), verdicts(&one.stdout));
        }
    }
    for k in 1..=2 {
        assert!(dir.join(format!("run.json.worker-{k}-of-2")).exists());
    }
}
