//! `boyi table NAME --regions N`: what the values of every single region of up to N cells
//! of a family that keeps its regions' values hold, size by size — zeros, numbers, nimbers,
//! ups, tinies, hot games and the hottest (the survey J. Uiterwijk and M. Barton made of
//! their Domineering databases, 2015).

use crate::failure::Failure;
use crate::lang::{columns, say, word};
use crate::progress::Bars;
use boyi::family::Regions;
use boyi::partizan::tally::{Example, Tally};
use boyi::Context;
use boyi::Text;
use serde_json::json;
use std::io::Write;

/// Surveys the regions of 1..=`most` cells and writes the table (or, with `json`, one
/// object: each size's counts and the whole survey's).
pub fn run(
    regions: &Regions,
    most: u64,
    json: bool,
    out: &mut impl Write,
    cx: Context,
) -> Result<(), Failure> {
    let lang = cx.lang;
    let most = u32::try_from(most).unwrap_or(u32::MAX);
    let mut bars = Bars::new(lang);
    let survey = (regions.survey)(most, &mut bars, cx.budget);
    bars.finish();
    let survey = survey?;
    let (sizes, all) = (&survey.sizes, &survey.all);
    if json {
        let sizes: Vec<_> = sizes
            .iter()
            .map(|(cells, t)| json!({"cells": cells, "counts": t}))
            .collect();
        writeln!(out, "{}", json!({"sizes": sizes, "all": all}))?;
        return Ok(());
    }
    let mut rows = vec![HEADER.iter().map(|k| word(lang, k)).collect::<Vec<_>>()];
    for (cells, t) in sizes {
        rows.push(row(cells.to_string(), t));
    }
    rows.push(row(word(lang, "regions-all"), all));
    write!(out, "{}", columns(&rows))?;
    for (key, example) in [
        ("regions-hottest", &all.hottest_example),
        ("regions-largest-nimber", &all.nimber_example),
        ("regions-most-ups", &all.ups_example),
    ] {
        if let Some(Example { position, value }) = example {
            let text = Text::new(key)
                .arg("position", position.as_str())
                .arg("value", value.as_str());
            writeln!(out, "{}", say(lang, &text.arg("count", all.at_hottest)))?;
        }
    }
    Ok(())
}

/// The columns' names.
const HEADER: [&str; 11] = [
    "regions-cells",
    "regions-count",
    "regions-values",
    "regions-zeros",
    "regions-fuzzy",
    "regions-numbers",
    "regions-nimbers",
    "regions-ups",
    "regions-tinies",
    "regions-hot",
    "regions-hottest-column",
];

/// One size's counts in the columns of [`HEADER`].
fn row(cells: String, t: &Tally) -> Vec<String> {
    let most = |count: u64, most: String| match count {
        0 => "0".to_string(),
        _ => format!("{count} ({most})"),
    };
    let hottest = t
        .hottest
        .as_ref()
        .map_or(String::new(), |h| format!("{h} ({})", t.at_hottest));
    vec![
        cells,
        t.positions.to_string(),
        t.distinct.to_string(),
        t.zeros.to_string(),
        t.fuzzy.to_string(),
        format!("{}+{}", t.integers, t.fractions),
        most(t.nimbers, star(t.largest_nimber)),
        most(t.ups, ups(t.most_ups)),
        most(t.tinies, t.tiny_values.to_string()),
        t.hot.to_string(),
        hottest,
    ]
}

/// The nimber ∗n as CGSuite writes it: `*` for ∗1.
fn star(n: u32) -> String {
    match n {
        1 => "*".to_string(),
        n => format!("*{n}"),
    }
}

/// n·↑ in CGSuite's letters: `^`, `^^`, then `^n`.
fn ups(n: u32) -> String {
    match n {
        1 => "^".to_string(),
        2 => "^^".to_string(),
        n => format!("^{n}"),
    }
}
