//! `boyi table`: the values of a game's positions, and the period they settle into.

use crate::args::{CHECKPOINT, RUN_MAX};
use crate::failure::Failure;
use crate::games::chosen_game;
use crate::lang::{say, width, word};
use crate::plot;
use crate::progress;
use boyi::ask::table::{self, Shown};
use boyi::family::{Driver, Options, Road, Summary, Table};
use boyi::notation::{natural, Token};
use boyi::Context;
use boyi::Kind;
use boyi::Lang;
use boyi::{Outcome, Text};
use checkpoint::Checkpoint;
use clap::ArgMatches;
use indicatif::ProgressBar;
use std::io::Write;

mod checkpoint;
mod grid;
mod regions;

/// Runs `boyi table`, writing to `out`; every error is found before the first line.
pub fn run(matches: &ArgMatches, out: &mut impl Write, cx: Context) -> Result<(), Failure> {
    let lang = cx.lang;
    // `--max` and `--checkpoint` belong to the families that run, not to the table.
    let run = |id: &str| -> Option<&String> {
        let (_, family) = matches.subcommand()?;
        family.try_get_one::<String>(id).ok().flatten()
    };
    let number = |text: Option<&String>, flag: &'static str, what: &'static str| {
        text.map(|text| natural(&Token::option(flag, text), Text::new(what)))
            .transpose()
    };
    let to = number(
        matches.get_one::<String>("to"),
        "--to",
        "what-last-position",
    )?;
    let max = number(run(RUN_MAX), "--max", "what-most-values")?;
    let json = matches.get_flag("json");
    let plot_to = matches
        .get_one::<String>("plot")
        .map(|p| plot::target(p))
        .transpose()?;
    let partizan = matches
        .subcommand()
        .and_then(|(name, sub)| Some((boyi::games::registry::find_partizan(name)?, sub)));
    if let Some((family, sub)) = partizan {
        if let Some(most) = sub.try_get_one::<String>("regions").ok().flatten() {
            let most = natural(&Token::option("--regions", most), Text::new("what-cells"))?;
            if plot_to.is_some() || to.is_some() {
                return Err(Failure::new(Text::new("error-regions-alone")));
            }
            let regions = family
                .regions
                .as_ref()
                .expect("--regions only where declared");
            return regions::run(regions, most, json, out, cx);
        }
        let table = family
            .table
            .as_ref()
            .expect("a table only for a family that has one");
        let mut options = Options::default();
        for option in table.options {
            if let Some(value) = sub.get_one::<String>(option.name()) {
                options.set(option.long, Some(value.clone()));
            }
        }
        let to = to.unwrap_or(table.default_to);
        if let Some(search) = family
            .outcome
            .as_ref()
            .filter(|_| crate::games::outcome_asked(sub))
        {
            if plot_to.is_some() {
                return Err(Failure::new(Text::new("error-outcome-plot")));
            }
            return crate::outcome::table(search, &options, to, json, out, cx);
        }
        return crate::partizan::table(table, &options, to, json, plot_to.as_ref(), out, cx);
    }
    let summary_only = matches.get_flag("summary");
    let genus = matches.get_flag("genus");
    let mut driver = CliDriver {
        max,
        checkpoint: run(CHECKPOINT).map(|p| Checkpoint::new(p, cx.budget.clone())),
        bar: None,
        total: to
            .map(|to| max.map_or(to, |m| m.min(to)).saturating_add(1))
            .or(max),
        failure: None,
    };
    let mut game = chosen_game(matches, Road::Theory, cx)?;
    let (name, nimbers) = (game.name(), game.kind() == Kind::Nimber);
    let table = game.table(to, &mut driver);
    if let Some(bar) = &driver.bar {
        bar.finish_and_clear();
    }
    let table = match (table, driver.failure) {
        (_, Some(failure)) => return Err(failure),
        (table, None) => table?,
    };
    match table {
        Table::Heaps {
            label,
            mut row,
            period,
            note,
            summary,
        } => {
            let to = to.unwrap_or(summary.values_computed.saturating_sub(1));
            if genus && row(0)?.genus.is_none() {
                return Err(Failure::new(Text::new("error-no-genus").arg("game", name)));
            }
            let proof = period.as_ref().map(|(_, proof)| proof);
            if let Some(target) = &plot_to {
                let values = (0..=to.min(plot::MOST_POINTS))
                    .map(|n| row(n).map(|r| r.grundy))
                    .collect::<Result<Vec<_>, _>>()?;
                plot::values(target, &name, &values, period.as_ref().map(|(p, _)| *p))?;
            }
            if json {
                let shown = Shown {
                    summary_only,
                    genus,
                    nimbers,
                };
                return Ok(table::heaps(
                    out, &name, to, shown, &summary, proof, &mut row,
                )?);
            }
            if summary_only {
                return summary_text(out, &name, &summary, proof, lang);
            }
            writeln!(
                out,
                "{}",
                say(
                    lang,
                    &Text::new("table-heaps").arg("game", name).arg("to", to)
                )
            )?;
            let mut outcome = word(lang, "column-outcome");
            if genus {
                outcome = format!("{outcome:<8}  {}", word(lang, "column-genus"));
            }
            match label {
                Some(label) => {
                    let label = say(lang, &label);
                    let label = format!(
                        "{}{label}",
                        " ".repeat(13usize.saturating_sub(width(&label)))
                    );
                    writeln!(out, "{:>8}  {label}  {outcome}", "n")?
                }
                None => writeln!(out, "{:>8}  {outcome}", "n")?,
            }
            // In the order of the variants, so that `outcome as usize` finds its word.
            let outcomes = [Outcome::Win, Outcome::Lose, Outcome::Tie, Outcome::Draw]
                .map(|o| crate::render::outcome_word(o, lang));
            let bar = progress::bar(to.saturating_add(1), "values", 1 << 20);
            for n in 0..=to {
                let r = row(n)?;
                let mut outcome = outcomes[r.outcome as usize].clone();
                if let (true, Some(g)) = (genus, &r.genus) {
                    outcome = format!(
                        "{outcome}{}  {g}",
                        " ".repeat(8usize.saturating_sub(width(&outcome)))
                    );
                }
                match r.grundy {
                    Some(g) => writeln!(out, "{n:>8}  {g:>13}  {outcome}")?,
                    None => writeln!(out, "{n:>8}  {outcome}")?,
                }
                if n % 65536 == 0 {
                    bar.set_position(n);
                }
            }
            bar.finish_and_clear();
            match period {
                Some((p, proof)) => writeln!(
                    out,
                    "{} {}",
                    say(lang, &period_words(p.preperiod, p.period, p.shift)),
                    say(lang, &proof)
                )?,
                // Values computed one by one without a proven period; a table that a theorem
                // gives (no values computed) says why in its note.
                None if summary.values_computed > 0 => {
                    writeln!(out, "{}", word(lang, "table-no-period-yet"))?
                }
                None => {}
            }
            if let Some(note) = note {
                writeln!(out, "{}", say(lang, &note))?;
            }
        }
        Table::Grid { side, cells } => {
            if summary_only {
                return Err(Failure::new(Text::new("error-grid-alone")));
            }
            if let Some(target) = &plot_to {
                let drawn: Vec<(Option<u64>, bool)> = cells
                    .iter()
                    .map(|c| (c.grundy, c.outcome == boyi::Outcome::Lose))
                    .collect();
                plot::grid(target, &name, side, &drawn)?;
            }
            let grid = grid::Grid {
                name: &name,
                side,
                cells: &cells,
                guess: matches.get_flag("guess"),
            };
            match json {
                true => grid.json(out, lang)?,
                false => grid.text(out, lang)?,
            }
        }
        Table::Pairs { pairs, note } => {
            if summary_only {
                return Err(Failure::new(Text::new("error-summary-of-pairs")));
            }
            let to = to.unwrap_or(0);
            let mut pairs = pairs.take_while(|&(_, b)| b <= to);
            // Only the plotted pairs are held in memory; the rest are written as they come.
            let plotted: Vec<(u64, u64)> = match &plot_to {
                Some(target) => {
                    let head: Vec<_> = pairs.by_ref().take(plot::MOST_POINTS as usize).collect();
                    plot::pairs(target, &name, &head)?;
                    head
                }
                None => Vec::new(),
            };
            let pairs = plotted.into_iter().chain(pairs);
            if json {
                table::pairs_json(out, &name, to, pairs)?;
            } else {
                let heading = Text::new("table-pairs").arg("game", name).arg("to", to);
                writeln!(out, "{}", say(lang, &heading))?;
                writeln!(out, "{:>6}  {:>20}  {:>20}", "k", "a", "b")?;
                for (k, (a, b)) in pairs.enumerate() {
                    writeln!(out, "{k:>6}  {a:>20}  {b:>20}")?;
                }
                writeln!(out, "{}", say(lang, &note))?;
            }
        }
    }
    Ok(())
}

/// `--summary` in words.
fn summary_text(
    out: &mut impl Write,
    name: &str,
    s: &Summary,
    proof: Option<&Text>,
    lang: Lang,
) -> Result<(), Failure> {
    writeln!(out, "{name}")?;
    let computed = Text::new("summary-computed")
        .arg("values", s.values_computed)
        .arg("last", s.values_computed.saturating_sub(1));
    writeln!(out, "{}", say(lang, &computed))?;
    writeln!(
        out,
        "{}",
        say(lang, &Text::new("summary-largest").arg("value", s.largest))
    )?;
    let rare = match (s.rare_mask, s.rare_count) {
        (Some(mask), Some(count)) => Text::new("summary-rare")
            .arg("mask", mask)
            .arg("count", count)
            .arg("any", u8::from(s.last_rare.is_some()))
            .arg("last", s.last_rare.unwrap_or(0)),
        _ => Text::new("summary-dense"),
    };
    writeln!(out, "{}", say(lang, &rare))?;
    match (s.preperiod, s.period) {
        (Some(pre), Some(p)) => {
            let words = say(lang, &period_words(pre, p, s.saltus.unwrap_or(0)));
            match proof {
                Some(proof) => writeln!(out, "{words} {}", say(lang, proof))?,
                None => writeln!(out, "{words}")?,
            }
        }
        _ => writeln!(out, "{}", word(lang, "summary-no-period"))?,
    }
    Ok(())
}

/// A proven period in words, with its saltus when the values grow by one each period.
fn period_words(preperiod: u64, period: u64, saltus: u64) -> Text {
    Text::new("table-period")
        .arg("period", period)
        .arg("preperiod", preperiod)
        .arg("saltus", saltus)
}

/// The command line's side of a long table: `--max`, `--checkpoint` and a progress bar.
struct CliDriver {
    max: Option<u64>,
    checkpoint: Option<Checkpoint>,
    bar: Option<ProgressBar>,
    /// Values the run will reach at most, when known.
    total: Option<u64>,
    /// A failure of the command line's own (a checkpoint not written), kept whole.
    failure: Option<Failure>,
}

impl CliDriver {
    /// Keeps a failure of the command line's own and tells the library to stop.
    fn keep(&mut self, result: Result<(), Failure>) -> Result<(), boyi::Error> {
        result.map_err(|failure| {
            let stop = boyi::Error::invalid(failure.message().clone());
            self.failure = Some(failure);
            stop
        })
    }
}

impl Driver for CliDriver {
    fn max(&self) -> Option<u64> {
        self.max
    }

    fn resume(&mut self, game: &str) -> Result<Option<Vec<u32>>, boyi::Error> {
        let loaded = match &self.checkpoint {
            Some(checkpoint) => checkpoint.load(game),
            None => Ok(None),
        };
        match loaded {
            Ok(values) => Ok(values),
            Err(failure) => self.keep(Err(failure)).map(|_| None),
        }
    }

    fn tick(&mut self, game: &str, values: &[u32], done: bool) -> Result<(), boyi::Error> {
        let bar = self.bar.get_or_insert_with(|| match self.total {
            Some(total) => progress::bar(total, "values", 1 << 16),
            None => progress::counter("values"),
        });
        bar.set_position(values.len() as u64);
        let saved = match &mut self.checkpoint {
            Some(checkpoint) => checkpoint.save(game, values, done),
            None => Ok(()),
        };
        self.keep(saved)
    }
}
