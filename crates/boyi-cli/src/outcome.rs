//! `--outcome` of a partizan family with an outcome search: who wins a position with each
//! player moving first (`boyi solve NAME POSITION --outcome`), and the rows of its table
//! decided one by one (`boyi table NAME OPTIONS --outcome`).

use crate::failure::Failure;
use crate::lang::say;
use crate::progress;
use boyi::family::{Options, OutcomeSearch};
use boyi::partizan::family::Side;
use boyi::partizan::outcome::{Report, Verdict};
use boyi::{Context, Lang, Text};
use std::io::Write;

/// Decides `text`, a count of the positions searched on a terminal meanwhile.
fn decide(search: &OutcomeSearch, text: &str, cx: Context) -> Result<Report, Failure> {
    let counter = progress::counter(&say(cx.lang, &Text::new("outcome-searched")));
    let report = (search.solve)(text, cx.budget, &mut |nodes| counter.set_position(nodes));
    counter.finish_and_clear();
    Ok(report?)
}

/// `boyi solve NAME POSITION --outcome`: the report in words, or as JSON.
pub fn solve(
    name: &str,
    search: &OutcomeSearch,
    text: &str,
    json: bool,
    cx: Context,
) -> Result<String, Failure> {
    let report = decide(search, text, cx)?;
    if json {
        return Ok(serde_json::to_string_pretty(&report)? + "\n");
    }
    let lang = cx.lang;
    let mut out = format!("{name} {}\n", report.position);
    out.push_str(&say(lang, &report.class.said()));
    out.push('\n');
    for verdict in [&report.left, &report.right] {
        out.push_str(&say(lang, &first_player(verdict)));
        out.push('\n');
        out.push_str("  ");
        out.push_str(&say(lang, &figures(verdict)));
        out.push('\n');
    }
    out.push_str(&say(lang, &Text::new("outcome-why")));
    out.push('\n');
    Ok(out)
}

/// Who wins with `verdict`'s player first, and with which move.
fn first_player(verdict: &Verdict) -> Text {
    let player = match verdict.first {
        Side::Left => "outcome-left-first",
        Side::Right => "outcome-right-first",
    };
    let player = Text::new(player);
    match (&verdict.winning_move, &verdict.after) {
        (Some(mv), Some(after)) => Text::new("outcome-wins")
            .arg("player", player)
            .arg("move", mv.as_str())
            .arg("after", after.as_str()),
        _ => Text::new("outcome-loses").arg("player", player),
    }
}

/// The search's figures.
fn figures(verdict: &Verdict) -> Text {
    Text::new("outcome-figures")
        .arg("nodes", verdict.nodes)
        .arg("seconds", format!("{:.2}", verdict.seconds))
        .arg("leaves", verdict.leaves)
        .arg("filled", verdict.table.filled)
        .arg("capacity", verdict.table.capacity)
        .arg("hits", verdict.table.hits)
}

/// `boyi table NAME OPTIONS --outcome --to N`: rows 1..=`to`, each decided and written as
/// it is found.
pub fn table(
    search: &OutcomeSearch,
    options: &Options,
    to: u64,
    json: bool,
    out: &mut impl Write,
    cx: Context,
) -> Result<(), Failure> {
    (search.check)(&(search.row)(options, to)?)?;
    for n in 1..=to {
        let text = (search.row)(options, n)?;
        let report = decide(search, &text, cx)?;
        let line = match json {
            true => serde_json::to_string(&report)?,
            false => row(&text, &report, cx.lang),
        };
        writeln!(out, "{line}")?;
        out.flush()?;
    }
    Ok(())
}

/// One row of the table: the position, its class, each first player's result and the
/// search's nodes and seconds.
fn row(text: &str, report: &Report, lang: Lang) -> String {
    let side = |v: &Verdict| match &v.winning_move {
        Some(mv) => say(
            lang,
            &Text::new("outcome-row-wins").arg("move", mv.as_str()),
        ),
        None => say(lang, &Text::new("outcome-row-loses")),
    };
    let (l, r) = (&report.left, &report.right);
    format!(
        "{text}  {:?}  {}  {}  {}",
        report.class,
        side(l),
        side(r),
        say(
            lang,
            &Text::new("outcome-row-figures")
                .arg("nodes", l.nodes + r.nodes)
                .arg("seconds", format!("{:.2}", l.seconds.max(r.seconds)))
        )
    )
}
