//! The `boyi` command: solve, tabulate, play and run the contest problems of two-player games.
//!
//! Organised by command: `solve/` (and its game graphs), `table/` (its checkpoints and the
//! survey of regions), `play/` (the loop, and the seat of a partizan game), `db/` (builds,
//! files of region values, builds shared by processes), `serve/`, and one file for each
//! smaller command (`quotient`, `contest`, `dice` for `simulate`). Beside them, what the
//! commands share: `args/` (the grammar, declared once), `games` (the game a command names),
//! `partizan` (partizan answers in text and JSON, and `value`), `render`, `plot`, `lang`,
//! `failure`, `input` and `progress`.

mod args;
mod contest;
mod db;
mod dice;
mod failure;
mod games;
mod input;
mod lang;
mod outcome;
mod partizan;
mod play;
#[cfg(feature = "plot")]
mod plot;
#[cfg(not(feature = "plot"))]
#[path = "plot_disabled.rs"]
mod plot;
mod progress;
mod quotient;
mod render;
#[cfg(feature = "serve")]
mod serve;
mod solve;
mod table;

use args::{ContestArgs, SimulateArgs, SimulateGame};
use boyi::ask::files::Disk;
use boyi::ask::play::{sit, Seated};
use boyi::budget::{Budget, Cancel};
use boyi::games::registry;
use boyi::notation::{self, Token};
use boyi::partizan::family::Side;
use boyi::{Context, Lang, Text};
use clap::{ArgMatches, FromArgMatches};
use failure::Failure;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::process::ExitCode;
use std::time::Duration;

fn main() -> ExitCode {
    let words: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let (lang, refusal) = lang::choose(&words);
    if let Some(refusal) = refusal {
        return fail(Failure::new(refusal), lang);
    }
    let matches = match args::parse(words, lang) {
        Ok(matches) => matches,
        Err(e) if !e.use_stderr() => {
            // --help and --version.
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
        Err(e) => return fail(Failure::new(failure::first_line(&e)), lang),
    };
    let budget = match budget(&matches) {
        Ok(budget) => budget,
        Err(f) => return fail(f, lang),
    };
    let stop = budget.stop().clone();
    match run(&matches, Context::new(lang, budget)) {
        Ok(()) => ExitCode::SUCCESS,
        // Work that stopped because the run was interrupted fails as an interrupt does.
        Err(mut f) if stop.is_cancelled() => {
            f.exit_code = failure::STOPPED;
            fail(f, lang)
        }
        Err(f) => fail(f, lang),
    }
}

/// Says why the run failed, in `lang`, and exits with the failure's code.
fn fail(f: Failure, lang: Lang) -> ExitCode {
    if f.reader_gone {
        return ExitCode::SUCCESS;
    }
    eprintln!("{}{}", lang::word(lang, "error-prefix"), f.said(lang));
    ExitCode::from(f.exit_code)
}

/// Runs the command `matches` names, in the context of this run.
fn run(matches: &ArgMatches, cx: Context) -> Result<(), Failure> {
    let stdout = io::stdout();
    match matches.subcommand() {
        Some(("solve", sub)) => {
            let spinner = progress::spinner("solving");
            let text = solve::run(sub, cx)?;
            spinner.finish_and_clear();
            stdout.lock().write_all(text.as_bytes())?;
        }
        Some(("table", sub)) => {
            // Tables are written as they are computed; errors are found before the first line.
            let mut out = BufWriter::new(stdout.lock());
            table::run(sub, &mut out, cx)?;
            out.flush()?;
        }
        Some(("play", sub)) => {
            let stdin = io::stdin();
            let style = play::Style {
                colour: stdout.is_terminal(),
                echo: !stdin.is_terminal(),
                lang: cx.lang,
            };
            let second = sub.get_flag("second");
            let you = sub
                .get_one::<args::SideChoice>("as")
                .map(|side| match side {
                    args::SideChoice::Left => Side::Left,
                    args::SideChoice::Right => Side::Right,
                });
            let (input, output) = (&mut stdin.lock(), &mut stdout.lock());
            match sit(games::request(sub)?, you, second, &Disk, &cx)? {
                Seated::Impartial(mut seat, start) => {
                    play::run(&mut seat, start, second, input, output, style)?
                }
                Seated::Partizan(mut seat, start) => {
                    play::run(&mut seat, start, second, input, output, style)?
                }
            }
        }
        Some(("quotient", sub)) => {
            let text = quotient::run(sub, cx)?;
            stdout.lock().write_all(text.as_bytes())?;
        }
        Some(("value", sub)) => {
            let spinner = progress::spinner("valuing");
            let text = partizan::value(sub, cx)?;
            spinner.finish_and_clear();
            stdout.lock().write_all(text.as_bytes())?
        }
        Some(("serve", sub)) => serve(sub, cx)?,
        // Unlocked: the threads of a shared build may write too (timely, while it connects).
        Some(("db", sub)) => db::run(sub, &mut io::stdout(), cx)?,
        Some(("games", sub)) => {
            let text = if sub.get_flag("json") {
                games_json(cx.lang)?
            } else {
                games_list(cx.lang)
            };
            stdout.lock().write_all(text.as_bytes())?
        }
        Some(("simulate", sub)) => {
            let args = SimulateArgs::from_arg_matches(sub)?;
            let SimulateGame::Dice {
                rules,
                rounds,
                seed,
                threads,
            } = &args.game;
            let run = dice::Run::new(rules, rounds, seed, threads.as_deref())?;
            let text = dice::simulate_report(&run, args.json, cx)?;
            stdout.lock().write_all(text.as_bytes())?;
        }
        Some(("contest", sub)) => {
            let args = ContestArgs::from_arg_matches(sub)?;
            let output = match (&args.problem, args.list) {
                (_, true) => contest::list(cx.lang),
                (None, false) => return Err(Failure::new(Text::new("error-contest-name"))),
                (Some(problem), false) => {
                    let input = if contest::reads_input(problem) {
                        input::stdin()?
                    } else {
                        String::new()
                    };
                    contest::run(problem, &input, cx)?
                }
            };
            stdout.lock().write_all(output.as_bytes())?;
        }
        _ => return Err(Failure::new(Text::new("error-no-subcommand"))),
    }
    Ok(())
}

/// The budget of this run: the memory of `--memory` and the time of `--time` when the command
/// takes them and they were given, else half of the memory the machine has available and
/// [`boyi::budget::WORK_SECONDS`].
fn budget(matches: &ArgMatches) -> Result<Budget, Failure> {
    let given = |name: &str| {
        matches
            .subcommand()
            .and_then(|(_, sub)| sub.try_get_one::<String>(name).ok().flatten())
    };
    let mut budget = match given("memory") {
        Some(text) => {
            let token = Token::option("--memory", text);
            Budget::with_memory(notation::size(&token, Text::new("what-memory"))?)
        }
        None => Budget::of_machine(),
    };
    if let Some(text) = given("time") {
        let token = Token::option("--time", text);
        budget = budget.with_time(notation::seconds(&token, Text::new("what-time"))?);
    }
    let (budget, cancel) = budget.cancellable();
    stop_on_interrupt(cancel);
    Ok(budget)
}

/// Ctrl-C or SIGTERM tells the run's work to stop ([`boyi::budget::Stop`]), so it says
/// where it stopped (a database build resumes from there); a run still going
/// [`INTERRUPT_GRACE`] later ends at once, with the code shells give an interrupt.
fn stop_on_interrupt(cancel: Cancel) {
    // Only a second handler of the process fails to be set, and there is one run.
    let _ = ctrlc::set_handler(move || {
        cancel.cancel();
        std::thread::sleep(INTERRUPT_GRACE);
        std::process::exit(i32::from(failure::STOPPED));
    });
}

/// How long a run told to stop has to stop of its own accord.
const INTERRUPT_GRACE: Duration = Duration::from_millis(1500);

/// `boyi serve`, in a build with the `serve` feature.
#[cfg(feature = "serve")]
fn serve(sub: &ArgMatches, cx: Context) -> Result<(), Failure> {
    let host = sub
        .get_one::<String>("host")
        .map_or("127.0.0.1", |h| h.as_str());
    let port = sub.get_one::<u16>("port").copied().unwrap_or(8080);
    let rules = sub.get_one::<String>("rules").map(std::path::Path::new);
    let databases = sub.get_one::<String>("db").map(std::path::Path::new);
    // Each request may run the time of `--time`, or the server's own answer time.
    let typed = sub.value_source("time") == Some(clap::parser::ValueSource::CommandLine);
    let answer_time = typed.then(|| std::time::Duration::from_secs(cx.budget.seconds()));
    let open = sub.get_flag("open");
    Ok(serve::run(
        host,
        port,
        rules,
        databases,
        answer_time,
        open,
        cx,
    )?)
}

/// `boyi serve` refused in a build without the `serve` feature.
#[cfg(not(feature = "serve"))]
fn serve(_: &ArgMatches, _: Context) -> Result<(), Failure> {
    Err(Failure::new(
        Text::new("error-feature-missing")
            .arg("what", "boyi serve")
            .arg("feature", "serve"),
    ))
}

/// `boyi games --json`: every game a request may name (the registry's families, then the
/// forms of the front door), with the fields of `/api/games`.
fn games_json(lang: Lang) -> Result<String, Failure> {
    let all = serde_json::json!({ "games": boyi::ask::form::every_game(lang) });
    Ok(serde_json::to_string_pretty(&all)? + "\n")
}

/// `boyi games`: every family of the registry, then every form of the front door, with its
/// rules and an example.
fn games_list(lang: Lang) -> String {
    let mut out = String::new();
    let entry = |out: &mut String, name: &str, alias: Option<&str>, rules: Text, example| {
        let name = match alias {
            Some(alias) => format!("{name} ({alias})"),
            None => name.to_string(),
        };
        let example = Text::new("games-example").arg("example", example);
        out.push_str(&format!(
            "{name}\n  {}\n  {}\n",
            rules.render(lang),
            example.render(lang)
        ));
    };
    for f in registry::by_outcome() {
        entry(&mut out, f.name, f.alias, f.rules(), f.example);
    }
    out.push_str(&lang::word(lang, "games-partizan"));
    out.push('\n');
    for f in registry::partizan() {
        entry(&mut out, f.name, f.alias, f.rules(), f.example);
    }
    out.push_str(&lang::word(lang, "games-forms"));
    out.push('\n');
    for f in boyi::ask::form::FORMS {
        entry(&mut out, f.name, None, f.rules(), f.example);
    }
    out.push_str(&lang::word(lang, "games-more"));
    out.push('\n');
    out
}
