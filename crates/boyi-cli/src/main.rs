//! The `boyi` command: solve, tabulate and run the contest problems of two-player games.

mod args;
mod contest;
mod dice;
mod failure;
mod graph;
mod progress;
mod render;
mod solve;
mod table;

use args::{Cli, Command, EngineChoice, SimulateGame, SolveTarget};
use clap::Parser;
use failure::Failure;
use std::io::{self, BufWriter, Read, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            // --help and --version.
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
        Err(e) => return fail(Failure::new(failure::first_line(&e))),
    };
    match run(&cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(f) => fail(f),
    }
}

fn fail(f: Failure) -> ExitCode {
    if f.reader_gone {
        return ExitCode::SUCCESS;
    }
    eprintln!("boyi: error: {f}");
    ExitCode::from(2)
}

fn run(command: &Command) -> Result<(), Failure> {
    let stdout = io::stdout();
    match command {
        Command::Solve(args) => {
            let spinner = progress::spinner("solving");
            let text = match &args.target {
                SolveTarget::Game(game) => {
                    let analysis = solve::solve(game, args.engine)?;
                    render::answer(&analysis, args.json)?
                }
                _ if args.engine == EngineChoice::Generic => {
                    return Err(Failure::new(
                        "--engine generic applies to positions of games; dice and graphs are \
                         solved exactly by their own engines",
                    ))
                }
                SolveTarget::Dice(options) => dice::solve(options, args.json)?,
                SolveTarget::Graph(options) => graph::solve(options, args.json)?,
            };
            spinner.finish_and_clear();
            stdout.lock().write_all(text.as_bytes())?;
        }
        Command::Simulate(args) => {
            let SimulateGame::Dice {
                rules,
                rounds,
                seed,
                threads,
            } = &args.game;
            let run = dice::Run::new(rules, rounds, seed, threads.as_deref())?;
            let text = dice::simulate_report(&run, args.json)?;
            stdout.lock().write_all(text.as_bytes())?;
        }
        Command::Table(args) => {
            // Tables are written as they are computed; errors are found before the first line.
            let mut out = BufWriter::new(stdout.lock());
            table::run(args, &mut out)?;
            out.flush()?;
        }
        Command::Contest(args) => {
            let mut input = String::new();
            if contest::reads_input(&args.problem) {
                io::stdin()
                    .read_to_string(&mut input)
                    .map_err(|e| Failure::new(format!("cannot read standard input: {e}")))?;
            }
            let output = contest::run(&args.problem, &input)?;
            stdout.lock().write_all(output.as_bytes())?;
        }
    }
    Ok(())
}
