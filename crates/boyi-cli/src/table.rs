//! `boyi table`: the values of a game's positions, and the period they settle into.

use crate::failure::Failure;
use crate::games::chosen_game;
use crate::progress;
use boyi::family::{Road, Table};
use boyi::notation::{natural, Token};
use clap::ArgMatches;
use std::io::Write;

/// Runs `boyi table`, writing to `out`; every error is found before the first line.
pub fn run(matches: &ArgMatches, out: &mut impl Write) -> Result<(), Failure> {
    let to = match matches.get_one::<String>("to") {
        Some(text) => natural(&Token::option("--to", text), "the last position")?,
        None => {
            return Err(Failure::new(
                "--to N is required: the last position to print",
            ))
        }
    };
    let json = matches.get_flag("json");
    let mut game = chosen_game(matches, Road::Theory)?;
    let name = game.name();
    match game.table(to)? {
        Table::Heaps {
            label,
            mut row,
            period,
            note,
        } => {
            if json {
                // Streamed, values then outcomes: a table of any length needs no memory.
                json_head(out, &name, to)?;
                for n in 0..=to {
                    let r = row(n)?;
                    let sep = if n == 0 { "" } else { "," };
                    match r.grundy {
                        Some(g) => write!(out, "{sep}{g}")?,
                        None => write!(out, "{sep}null")?,
                    }
                }
                write!(out, "],\"outcomes\":[")?;
                for n in 0..=to {
                    let sep = if n == 0 { "" } else { "," };
                    write!(out, "{sep}\"{}\"", row(n)?.outcome)?;
                }
                write!(out, "]")?;
                let period = period.map(|(p, _)| p);
                writeln!(out, ",\"period\":{}}}", serde_json::to_string(&period)?)?;
                return Ok(());
            }
            writeln!(out, "{name}: heaps 0..{to}")?;
            match label {
                Some(label) => writeln!(out, "{:>8}  {label:>13}  outcome", "n")?,
                None => writeln!(out, "{:>8}  outcome", "n")?,
            }
            let bar = progress::bar(to + 1, "values", 1 << 20);
            for n in 0..=to {
                let r = row(n)?;
                match r.grundy {
                    Some(g) => writeln!(out, "{n:>8}  {g:>13}  {}", r.outcome)?,
                    None => writeln!(out, "{n:>8}  {}", r.outcome)?,
                }
                if n % 65536 == 0 {
                    bar.set_position(n);
                }
            }
            bar.finish_and_clear();
            match period {
                Some((p, proof)) => writeln!(
                    out,
                    "period: {} from heap {} on (preperiod {}). {proof}",
                    p.period, p.preperiod, p.preperiod
                )?,
                None => writeln!(out, "period: none proven yet")?,
            }
            if let Some(note) = note {
                writeln!(out, "{note}")?;
            }
        }
        Table::Pairs { pairs, note } => {
            let mut pairs = pairs.take_while(|&(_, b)| b <= to);
            if json {
                json_head(out, &name, to)?;
                if let Some((a, b)) = pairs.next() {
                    write!(out, "[{a},{b}]")?;
                }
                for (a, b) in pairs {
                    write!(out, ",[{a},{b}]")?;
                }
                writeln!(out, "],\"period\":null}}")?;
            } else {
                writeln!(out, "{name}: P-positions (a, b) with b <= {to}")?;
                writeln!(out, "{:>6}  {:>20}  {:>20}", "k", "a", "b")?;
                for (k, (a, b)) in pairs.enumerate() {
                    writeln!(out, "{k:>6}  {a:>20}  {b:>20}")?;
                }
                writeln!(out, "{note}")?;
            }
        }
    }
    Ok(())
}

/// The start of a table in JSON, up to the opening of its values.
fn json_head(out: &mut impl Write, name: &str, to: u64) -> Result<(), Failure> {
    write!(
        out,
        "{{\"game\":{},\"to\":{to},\"values\":[",
        serde_json::to_string(name)?
    )?;
    Ok(())
}
