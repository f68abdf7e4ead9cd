//! `boyi table`: the values of a game's positions, and the period they settle into.

use crate::args::{TableArgs, TableGame};
use crate::failure::Failure;
use crate::progress;
use boyi::games::subtraction::{Solved, Subtraction};
use boyi::games::wythoff;
use boyi::notation::{natural, ParseError, Token};
use boyi::solve::period::Period;
use boyi::{Outcome, Play};
use serde::Serialize;
use std::io::Write;

/// The largest `--max` a Bash table accepts (its values are computed as a subtraction game).
pub const BASH_TABLE_MAX: u64 = 1024;
/// The largest `--to` for Wythoff's table (one byte of memory per number).
pub const WYTHOFF_TABLE_LIMIT: u64 = 1 << 32;

#[derive(Serialize)]
struct HeapTable<'a> {
    game: String,
    to: u64,
    values: Vec<u64>,
    outcomes: Vec<&'a str>,
    period: Option<Period>,
}

#[derive(Serialize)]
struct PairTable {
    game: &'static str,
    to: u64,
    values: Vec<(u64, u64)>,
    period: Option<Period>,
}

/// Runs `boyi table`, writing to `out`.
pub fn run(args: &TableArgs, out: &mut impl Write) -> Result<(), Failure> {
    let to = match &args.to {
        Some(text) => natural(&Token::option("--to", text), "the last position")?,
        None => {
            return Err(Failure::new(
                "--to N is required: the last position to print",
            ))
        }
    };
    match &args.game {
        TableGame::Subtraction { moves, misere } => {
            let set = Subtraction::parse_set(&Token::option("--moves", moves))?;
            let rules = Subtraction::new(set, Play::from_misere(*misere))?;
            heap_table(&rules, to, args.json, out)
        }
        TableGame::Bash { max, misere } => {
            let token = Token::option("--max", max);
            let max = natural(&token, "the most a move may take")?;
            if max == 0 || max > BASH_TABLE_MAX {
                let message = format!("a table needs a maximum between 1 and {BASH_TABLE_MAX}");
                return Err(ParseError::new(message, &token).into());
            }
            let rules = Subtraction::new((1..=max).collect(), Play::from_misere(*misere))?;
            let name = format!("bash --max {max}{}", if *misere { " --misere" } else { "" });
            heap_table_named(&rules, name, to, args.json, out)
        }
        TableGame::Wythoff => {
            if to >= WYTHOFF_TABLE_LIMIT {
                return Err(Failure::new(format!(
                    "--to must be below {WYTHOFF_TABLE_LIMIT} for Wythoff's table"
                )));
            }
            let pairs = wythoff::p_positions_up_to(to);
            if args.json {
                let table = PairTable {
                    game: "wythoff",
                    to,
                    values: pairs,
                    period: None,
                };
                serde_json::to_writer(&mut *out, &table)?;
                writeln!(out)?;
            } else {
                writeln!(out, "wythoff: P-positions (a, b) with b <= {to}")?;
                writeln!(out, "{:>6}  {:>20}  {:>20}", "k", "a", "b")?;
                for (k, (a, b)) in pairs.iter().enumerate() {
                    writeln!(out, "{k:>6}  {a:>20}  {b:>20}")?;
                }
                writeln!(
                    out,
                    "a_k is the least number not in an earlier pair and b_k = a_k + k; \
                     equivalently a_k = floor(k·φ)."
                )?;
            }
            Ok(())
        }
    }
}

fn heap_table(
    rules: &Subtraction,
    to: u64,
    json: bool,
    out: &mut impl Write,
) -> Result<(), Failure> {
    heap_table_named(rules, boyi::Notation::name(rules), to, json, out)
}

fn heap_table_named(
    rules: &Subtraction,
    name: String,
    to: u64,
    json: bool,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let solved = rules.solve();
    let period = solved.period();
    if period.is_none() && to >= solved.values().grundy.len() as u64 {
        return Err(Failure::new(format!(
            "no period shows within the first {} heap sizes, so heaps up to {to} are not tabulated",
            solved.values().grundy.len()
        )));
    }
    let misere = rules.play_convention() == Play::Misere;
    let grundy = |n: u64| -> u64 { grundy_at(&solved, n) };
    if json {
        let values: Vec<u64> = (0..=to).map(grundy).collect();
        let outcomes = values.iter().map(|&g| outcome(g).word()).collect();
        let table = HeapTable {
            game: name,
            to,
            values,
            outcomes,
            period,
        };
        serde_json::to_writer(&mut *out, &table)?;
        writeln!(out)?;
        return Ok(());
    }
    let label = if misere { "misère grundy" } else { "nimber" };
    writeln!(out, "{name}: heaps 0..{to}")?;
    writeln!(out, "{:>8}  {label:>13}  outcome", "n")?;
    let bar = progress::bar(to + 1, "values", 1 << 20);
    for n in 0..=to {
        let g = grundy(n);
        writeln!(out, "{n:>8}  {g:>13}  {}", outcome(g))?;
        if n % 65536 == 0 {
            bar.set_position(n);
        }
    }
    bar.finish_and_clear();
    match period {
        Some(p) => writeln!(
            out,
            "period: {} from heap {} on (preperiod {}). Proven: the values at m and m+{} agree for {} \
             consecutive m, and each value depends only on the {} values before it.",
            p.period,
            p.preperiod,
            p.preperiod,
            p.period,
            rules.window(),
            rules.window()
        )?,
        None => writeln!(out, "period: none proven yet")?,
    }
    if misere {
        writeln!(
            out,
            "misère grundy: a position without moves has value 1; the player to move loses exactly where it is 0."
        )?;
    }
    Ok(())
}

fn grundy_at(solved: &Solved, n: u64) -> u64 {
    let values = &solved.values().grundy;
    match solved.period() {
        Some(p) => p.value_at(values, n).expect("nimbers fit in u64"),
        None => values[n as usize] as u64,
    }
}

fn outcome(grundy: u64) -> Outcome {
    if grundy == 0 {
        Outcome::Lose
    } else {
        Outcome::Win
    }
}
