//! Every `console` example in README.md is run, and its output must be exactly as shown.
//!
//! An example is a fenced block whose first line is `$ boyi ARGS`, optionally followed by
//! `<<< "INPUT"` or `<<< $'LINE\nLINE'` for standard input; the rest of the block is what boyi prints (stdout, then
//! stderr). Arguments may be double-quoted.

mod common;

/// Splits a command line into words, honouring double quotes.
fn words(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let (mut quoted, mut started) = (false, false);
    for c in line.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                started = true;
            }
            c if c.is_whitespace() && !quoted => {
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

fn examples(readme: &str) -> Vec<(String, String)> {
    readme
        .split("```console\n")
        .skip(1)
        .map(|block| {
            let body = block.split("```").next().expect("closed block");
            let (command, output) = body.split_once('\n').expect("command line");
            (command.to_string(), output.to_string())
        })
        .collect()
}

fn run(command: &str) -> String {
    let command = command
        .strip_prefix("$ boyi ")
        .expect("examples start with `$ boyi `");
    let (args, input) = match command.split_once("<<<") {
        Some((args, input)) => (args, Some(here_string(input.trim()))),
        None => (command, None),
    };
    let args = words(args);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = common::boyi(&args, &input.unwrap_or_default());
    String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr)
}

#[test]
fn readme_examples_show_real_output() {
    let readme = include_str!("../../../README.md");
    let examples = examples(readme);
    assert!(examples.len() >= 10, "README has too few examples");
    for (command, expected) in examples {
        assert_eq!(run(&command), expected, "README example `{command}`");
    }
}

#[test]
fn readme_opens_with_run_and_test_commands() {
    let readme = include_str!("../../../README.md");
    let first_block = readme.split("```sh\n").nth(1).expect("a sh block");
    assert!(first_block.starts_with("cargo run --release -- solve"));
    assert!(first_block.contains("cargo test --workspace"));
}

#[test]
fn readme_rule_file_is_the_shipped_one() {
    let readme = include_str!("../../../README.md");
    let block = readme.split("```rhai\n").nth(1).expect("a rhai block");
    let shown = block.split("```").next().expect("closed block");
    assert_eq!(shown, include_str!("../../../examples/rules/divisors.rhai"));
}
