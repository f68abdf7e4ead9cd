//! `boyi table`: the values of a game's positions, and the period they settle into.

use crate::args::{TableArgs, TableGame};
use crate::failure::Failure;
use crate::progress;
use boyi::games::subtraction::{Solved, Subtraction};
use boyi::games::wythoff;
use boyi::notation::{natural, ParseError, Token};
use boyi::{Outcome, Play};
use std::io::Write;

/// The largest `--max` a Bash table accepts (its values are computed as a subtraction game).
pub const BASH_TABLE_MAX: u64 = 1024;
/// The largest `--to` for Wythoff's table (its pairs are computed in 128-bit integers).
pub const WYTHOFF_TABLE_LIMIT: u64 = 1 << 61;

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
    let json = args.json;
    match &args.game {
        TableGame::Subtraction { moves, misere } => {
            let set = Subtraction::parse_set(&Token::option("--moves", moves))?;
            let rules = Subtraction::new(set, Play::from_misere(*misere))?;
            heap_table(&rules, to, json, out)
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
            heap_table_named(&rules, name, to, json, out)
        }
        TableGame::Wythoff => {
            if to > WYTHOFF_TABLE_LIMIT {
                return Err(Failure::new(format!(
                    "--to must be at most {WYTHOFF_TABLE_LIMIT} for Wythoff's table"
                )));
            }
            let mut pairs = wythoff::p_positions().take_while(|&(_, b)| b <= to);
            if json {
                write!(out, "{{\"game\":\"wythoff\",\"to\":{to},\"values\":[")?;
                if let Some((a, b)) = pairs.next() {
                    write!(out, "[{a},{b}]")?;
                }
                for (a, b) in pairs {
                    write!(out, ",[{a},{b}]")?;
                }
                writeln!(out, "],\"period\":null}}")?;
            } else {
                writeln!(out, "wythoff: P-positions (a, b) with b <= {to}")?;
                writeln!(out, "{:>6}  {:>20}  {:>20}", "k", "a", "b")?;
                for (k, (a, b)) in pairs.enumerate() {
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
        // Streamed: a table of any length needs no memory.
        write!(
            out,
            "{{\"game\":{},\"to\":{to},\"values\":[",
            serde_json::to_string(&name)?
        )?;
        for n in 0..=to {
            write!(out, "{}{}", if n == 0 { "" } else { "," }, grundy(n))?;
        }
        write!(out, "],\"outcomes\":[")?;
        for n in 0..=to {
            write!(
                out,
                "{}\"{}\"",
                if n == 0 { "" } else { "," },
                outcome(grundy(n))
            )?;
        }
        writeln!(out, "],\"period\":{}}}", serde_json::to_string(&period)?)?;
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
