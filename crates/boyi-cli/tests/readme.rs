//! Every `console` example in README.md and in every page of docs/ (`docs/*.md`) is run, and
//! its output must be exactly as shown.
//!
//! An example is a fenced block whose first line is `$ boyi ARGS`, optionally followed by
//! `<<< "INPUT"` or `<<< $'LINE\nLINE'` for standard input; the rest of the block is what boyi prints (stdout, then
//! stderr). Arguments may be quoted, with double or single quotes. In a line of output, `…` stands for any text (a
//! time, a rate: what differs from run to run).

mod common;

use std::path::Path;

/// The repository's top folder, where the examples run.
const TOP: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");

/// How many examples there were when the reference moved from README.md to docs/: fewer
/// means some were lost (or no longer parsed).
const AT_LEAST: usize = 49;

/// README.md, then every Markdown page of docs/ by name: (path from the top folder, text).
fn pages() -> Vec<(String, String)> {
    let mut docs: Vec<String> = std::fs::read_dir(Path::new(TOP).join("docs"))
        .expect("docs/ is readable")
        .map(|entry| {
            entry
                .expect("a docs/ entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|name| name.ends_with(".md"))
        .map(|name| format!("docs/{name}"))
        .collect();
    docs.sort();
    ["README.md", "README.zh-CN.md"]
        .map(str::to_string)
        .into_iter()
        .chain(docs)
        .map(|name| {
            let text = std::fs::read_to_string(Path::new(TOP).join(&name))
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            (name, text)
        })
        .collect()
}

/// Splits a command line into words as a shell does, honouring double and single quotes.
fn words(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut quote: Option<char> = None;
    let mut started = false;
    for c in line.chars() {
        match c {
            '"' | '\'' if quote.is_none() => {
                quote = Some(c);
                started = true;
            }
            c if quote == Some(c) => quote = None,
            c if c.is_whitespace() && quote.is_none() => {
                if started {
                    out.push(std::mem::take(&mut word));
                    started = false;
                }
            }
            c => {
                word.push(c);
                started = true;
            }
        }
    }
    if started {
        out.push(word);
    }
    out
}

/// What bash feeds a command for `<<< WORD`: the word and a newline; `$'...'` turns `\n`
/// into newlines.
fn here_string(word: &str) -> String {
    match word.strip_prefix("$'").and_then(|w| w.strip_suffix('\'')) {
        Some(quoted) => quoted.replace("\\n", "\n") + "\n",
        None => words(word).join(" ") + "\n",
    }
}

/// The `console` examples of a page: (line of the command, command, output shown).
fn examples(page: &str) -> Vec<(usize, String, String)> {
    page.match_indices("```console\n")
        .map(|(at, fence)| {
            let block = &page[at + fence.len()..];
            let body = block.split("```").next().expect("closed block");
            let (command, output) = body.split_once('\n').expect("command line");
            let line = page[..at].lines().count() + 2;
            (line, command.to_string(), output.to_string())
        })
        .collect()
}

fn run(command: &str) -> String {
    // `$ LANG=zh_CN.UTF-8 boyi …`: variables set for the one command.
    let command = command
        .strip_prefix("$ ")
        .expect("examples start with `$ `");
    let mut env = Vec::new();
    let mut command = command;
    while let Some((assignment, rest)) = command.split_once(' ') {
        match assignment.split_once('=') {
            Some(pair) if !assignment.starts_with('-') => {
                env.push(pair);
                command = rest;
            }
            _ => break,
        }
    }
    let command = command.strip_prefix("boyi ").expect("examples run `boyi `");
    let (args, input) = match command.split_once("<<<") {
        Some((args, input)) => (args, Some(here_string(input.trim()))),
        None => (command, None),
    };
    let args = words(args);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    // A run kept in a checkpoint starts afresh and leaves no file behind.
    let kept = args
        .windows(2)
        .find(|w| w[0] == "--checkpoint")
        .map(|w| w[1]);
    let forget = || kept.map(std::fs::remove_file);
    forget();
    let out = common::boyi_env(&args, &env, input.unwrap_or_default().as_bytes());
    forget();
    String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr)
}

/// Whether `line` reads as `shown`, each `…` of `shown` standing for any text.
fn line_matches(shown: &str, line: &str) -> bool {
    let mut parts = shown.split('…');
    let first = parts.next().unwrap_or_default();
    let Some(mut rest) = line.strip_prefix(first) else {
        return false;
    };
    let parts: Vec<&str> = parts.collect();
    for (i, part) in parts.iter().enumerate() {
        let last = i + 1 == parts.len();
        match (last, rest.find(part)) {
            (true, _) => return rest.ends_with(part),
            (false, Some(at)) => rest = &rest[at + part.len()..],
            (false, None) => return false,
        }
    }
    rest.is_empty()
}

/// Whether `output` reads as `shown` line by line (see [`line_matches`]).
fn output_matches(shown: &str, output: &str) -> bool {
    let (shown, output): (Vec<&str>, Vec<&str>) =
        (shown.split('\n').collect(), output.split('\n').collect());
    shown.len() == output.len() && shown.iter().zip(&output).all(|(s, o)| line_matches(s, o))
}

#[test]
fn ellipses_stand_for_any_text() {
    assert!(line_matches(
        "built in … s (… a second)",
        "built in 0.5 s (300 a second)"
    ));
    assert!(!line_matches("built in … s", "built in 0.5 ms"));
    assert!(line_matches("plain", "plain"));
    assert!(!line_matches("plain", "plainer"));
}

#[test]
fn examples_show_real_output() {
    let mut count = 0;
    for (name, text) in pages() {
        for (line, command, expected) in examples(&text) {
            // A build shared by workers needs the `dist` feature (the README's test command
            // turns on every feature).
            if command.contains("--workers") && !cfg!(feature = "dist") {
                continue;
            }
            let output = run(&command);
            if !output_matches(&expected, &output) {
                assert_eq!(output, expected, "{name}, line {line}: `{command}`");
            }
            count += 1;
        }
    }
    assert!(
        count >= AT_LEAST,
        "only {count} examples in README.md and docs/"
    );
}

/// The relative links of a page (`](target)`, not `http…://`), without their `#anchor`.
fn relative_links(page: &str) -> Vec<&str> {
    page.split("](")
        .skip(1)
        .filter_map(|rest| rest.split(')').next())
        .filter(|target| !target.contains("://"))
        .filter_map(|target| target.split('#').next())
        .filter(|path| !path.is_empty())
        .collect()
}

#[test]
fn links_lead_to_files_and_the_readme_to_every_page() {
    let pages = pages();
    for (name, text) in &pages {
        let folder = Path::new(TOP).join(name);
        let folder = folder.parent().expect("a folder");
        for target in relative_links(text) {
            assert!(
                folder.join(target).exists(),
                "{name}: the link to {target} leads nowhere"
            );
        }
    }
    let readme = &pages[0].1;
    for (name, _) in &pages[1..] {
        assert!(
            readme.contains(&format!("]({name})")),
            "README.md does not link {name}"
        );
    }
}

#[test]
fn readme_opens_with_run_and_test_commands() {
    let readme = include_str!("../../../README.md");
    let first_block = readme.split("```sh\n").nth(1).expect("a sh block");
    assert!(first_block.starts_with("cargo run --release -- solve"));
    assert!(first_block.contains("cargo test --workspace --all-features"));
}

#[test]
fn rules_page_rule_file_is_the_shipped_one() {
    let rules = include_str!("../../../docs/rules.md");
    let block = rules.split("```rhai\n").nth(1).expect("a rhai block");
    let shown = block.split("```").next().expect("closed block");
    assert_eq!(shown, include_str!("../../../examples/rules/divisors.rhai"));
}

/// The house rules: each front page at most 300 lines (the reference lives in docs/), and no
/// Rust source file of the workspace over 800 lines.
#[test]
fn front_pages_and_source_files_stay_short() {
    for page in ["README.md", "README.zh-CN.md"] {
        let text = std::fs::read_to_string(Path::new(TOP).join(page)).expect("a front page");
        let lines = text.lines().count();
        assert!(lines <= 300, "{page} has {lines} lines, past 300");
    }
    let mut folders = vec![Path::new(TOP).join("crates")];
    let mut long = Vec::new();
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("a readable folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() && !path.ends_with("target") && !path.ends_with("node_modules") {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let lines = std::fs::read_to_string(&path)
                    .expect("a source")
                    .lines()
                    .count();
                if lines > 800 {
                    long.push(format!("{} ({lines} lines)", path.display()));
                }
            }
        }
    }
    assert!(long.is_empty(), "past 800 lines: {long:?}");
}
