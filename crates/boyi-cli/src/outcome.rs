//! `--outcome` of a partizan family with an outcome search: who wins a position with each
//! player moving first (`boyi solve NAME POSITION --outcome`), with every move of each
//! player decided (`--all-moves`, and each turn of `boyi play NAME POSITION --outcome`), and
//! the rows of its table decided one by one (`boyi table NAME OPTIONS --outcome`).

use crate::failure::Failure;
use crate::lang::{columns, say, word};
use crate::progress;
use boyi::family::{Options, OutcomeFiles, OutcomeSearch};
use boyi::partizan::family::Side;
use boyi::partizan::outcome::{Answer, Judgement, Report, Verdict};
use boyi::{Context, Lang, Text};
use std::io::Write;

/// Runs `search`, with a count of the positions searched meanwhile where `counted` (shown
/// on a terminal only).
fn run<T>(
    counted: bool,
    cx: Context,
    search: impl FnOnce(&mut dyn FnMut(u64)) -> Result<T, boyi::Error>,
) -> Result<T, Failure> {
    if !counted {
        return Ok(search(&mut |_| {})?);
    }
    let counter = progress::counter(&say(cx.lang, &Text::new("outcome-searched")));
    let found = search(&mut |nodes| counter.set_position(nodes));
    counter.finish_and_clear();
    Ok(found?)
}

/// Decides `text`, counting on a terminal.
fn decide(search: &OutcomeSearch, text: &str, cx: Context) -> Result<Report, Failure> {
    run(true, cx.clone(), |progress| {
        (search.solve)(text, cx.budget, OutcomeFiles::default(), progress)
    })
}

/// An answer of `boyi solve NAME POSITION --outcome` in words, or as JSON.
pub fn render(name: &str, found: &Answer, json: bool, cx: Context) -> Result<String, Failure> {
    if json {
        return Ok(serde_json::to_string_pretty(found)? + "\n");
    }
    let lang = cx.lang;
    let report = &found.report;
    let mut out = format!("{name} {}\n", report.position);
    out.push_str(&say(lang, &report.class.said()));
    out.push('\n');
    let sides = [
        (&report.left, &found.left_moves),
        (&report.right, &found.right_moves),
    ];
    for (verdict, judged) in sides {
        out.push_str(&say(lang, &first_player(verdict)));
        out.push('\n');
        out.push_str("  ");
        out.push_str(&say(lang, &figures(verdict)));
        out.push('\n');
        if let Some(judged) = judged {
            out.push_str(&move_list(judged, lang));
        }
    }
    out.push_str(&say(lang, &Text::new("outcome-why")));
    out.push('\n');
    Ok(out)
}

/// Every move of a judgement, one a line: the move, whether it wins, the board it leaves.
fn move_list(judged: &Judgement, lang: Lang) -> String {
    let rows: Vec<Vec<String>> = judged
        .moves
        .iter()
        .map(|m| {
            let result = if m.wins {
                "outcome-win"
            } else {
                "outcome-lose"
            };
            let cells = [&m.mv, &word(lang, result), "=>", &m.after];
            cells.map(str::to_string).to_vec()
        })
        .collect();
    columns(&rows)
        .lines()
        .map(|l| format!("    {l}\n"))
        .collect()
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

/// The search's figures, or that there was none (the other first player's search turned).
fn figures(verdict: &Verdict) -> Text {
    if verdict.by_symmetry {
        return Text::new("outcome-by-symmetry");
    }
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
        let report = decide(search, &text, cx.clone())?;
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
