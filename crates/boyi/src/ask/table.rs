//! Tables as JSON (docs/json.md), streamed as their rows are computed: a table of any
//! length needs no memory, and a reader that goes away stops it. The command line's
//! `boyi table --json` and the explorer's `/api/table` write them alike.

use crate::error::Error;
use crate::family::{DynGame, HeapRow, Quiet, Summary, Table};
use crate::game::Kind;
use crate::text::{Lang, Text};
use crate::value::Outcome;
use serde_json::json;
use std::io::{self, Write};

/// Why a table was not written whole.
#[derive(Debug)]
pub enum Unwritten {
    /// Writing failed (the reader went away, the disk is full).
    Io(io::Error),
    /// A row could not be computed.
    Row(Error),
}

impl From<io::Error> for Unwritten {
    fn from(e: io::Error) -> Self {
        Unwritten::Io(e)
    }
}

impl From<Error> for Unwritten {
    fn from(e: Error) -> Self {
        Unwritten::Row(e)
    }
}

/// Said as the library's error: a row's, or the writing's in words.
impl From<Unwritten> for Error {
    fn from(e: Unwritten) -> Self {
        match e {
            Unwritten::Io(e) => Error::invalid(Text::verbatim(e.to_string())),
            Unwritten::Row(e) => e,
        }
    }
}

impl From<serde_json::Error> for Unwritten {
    fn from(e: serde_json::Error) -> Self {
        Unwritten::Io(io::Error::other(e))
    }
}

/// The JSON of the table of `game`, a game already loaded, up to position `to`: the values
/// of positions 0..=`to` with the summary (for heaps), the pairs up to `to`, or the grid
/// with the conjectures that hold on it, said in `lang`.
pub fn json(
    game: &mut dyn DynGame,
    to: u64,
    lang: Lang,
    out: &mut dyn Write,
) -> Result<(), Unwritten> {
    let (name, nimbers) = (game.name(), game.kind() == Kind::Nimber);
    match game.table(Some(to), &mut Quiet)? {
        Table::Heaps {
            mut row,
            period,
            summary,
            ..
        } => {
            let shown = Shown {
                summary_only: false,
                genus: false,
                nimbers,
            };
            let proof = period.as_ref().map(|(_, proof)| proof);
            heaps(out, &name, to, shown, &summary, proof, &mut row)
        }
        Table::Pairs { pairs, .. } => {
            pairs_json(out, &name, to, pairs.take_while(|&(_, b)| b <= to))
        }
        Table::Grid { side, cells } => {
            let rules = conjectures(&cells, side);
            grid(out, &name, side, &cells, Some((&rules, lang)))
        }
    }
}

/// What a JSON table of heaps holds besides the summary.
pub struct Shown {
    /// Only the summary.
    pub summary_only: bool,
    /// Each heap's genus too.
    pub genus: bool,
    /// Whether the values are nimbers (normal play); else misère Grundy values.
    pub nimbers: bool,
}

/// A table of heap values: the summary's fields, and the values and outcomes of heaps
/// 0..=`to` unless only the summary is shown.
pub fn heaps(
    out: &mut dyn Write,
    name: &str,
    to: u64,
    shown: Shown,
    summary: &Summary,
    proof: Option<&Text>,
    row: &mut dyn FnMut(u64) -> Result<HeapRow, Error>,
) -> Result<(), Unwritten> {
    let fields = serde_json::to_string(summary)?;
    write!(
        out,
        "{{\"game\":{},\"nimbers\":{},{},\"proof\":{}",
        serde_json::to_string(name)?,
        shown.nimbers,
        fields.trim_start_matches('{').trim_end_matches('}'),
        serde_json::to_string(&proof)?
    )?;
    if !shown.summary_only {
        write!(out, ",\"to\":{to},\"values\":[")?;
        for n in 0..=to {
            let sep = if n == 0 { "" } else { "," };
            match row(n)?.grundy {
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
        if shown.genus {
            write!(out, ",\"genus\":[")?;
            for n in 0..=to {
                let sep = if n == 0 { "" } else { "," };
                write!(out, "{sep}{}", serde_json::to_string(&row(n)?.genus)?)?;
            }
            write!(out, "]")?;
        }
    }
    writeln!(out, "}}")?;
    Ok(())
}

/// The rules of the library ([`crate::guess`]) that hold on the P-positions of a grid of
/// `side` numbers a side.
pub fn conjectures(cells: &[HeapRow], side: u64) -> Vec<Text> {
    let lost: Vec<bool> = cells.iter().map(|c| c.outcome == Outcome::Lose).collect();
    crate::guess::rules(&lost, side)
}

/// The P-positions (a, b) of a game on two heaps, up to `to`.
pub fn pairs_json(
    out: &mut dyn Write,
    name: &str,
    to: u64,
    pairs: impl Iterator<Item = (u64, u64)>,
) -> Result<(), Unwritten> {
    write!(
        out,
        "{{\"game\":{},\"to\":{to},\"values\":[",
        serde_json::to_string(name)?
    )?;
    for (k, (a, b)) in pairs.enumerate() {
        let sep = if k == 0 { "" } else { "," };
        write!(out, "{sep}[{a},{b}]")?;
    }
    writeln!(out, "],\"period\":null}}")?;
    Ok(())
}

/// The grid of a game on two numbers, `side` numbers a side: `values` (nimbers, or null)
/// and `outcomes`, each a list of rows, and with `rules` (the conjectures that hold on it,
/// in the language given) `rules` too.
pub fn grid(
    out: &mut dyn Write,
    name: &str,
    side: u64,
    cells: &[HeapRow],
    rules: Option<(&[Text], Lang)>,
) -> Result<(), Unwritten> {
    let rows = |f: &dyn Fn(&HeapRow) -> serde_json::Value| -> Vec<Vec<serde_json::Value>> {
        cells
            .chunks(side.max(1) as usize)
            .map(|r| r.iter().map(f).collect())
            .collect()
    };
    let mut report = json!({
        "game": name,
        "to": side.saturating_sub(1),
        "values": rows(&|c| json!(c.grundy)),
        "outcomes": rows(&|c| json!(c.outcome.word())),
    });
    if let Some((rules, lang)) = rules {
        let rules: Vec<String> = rules.iter().map(|r| r.render(lang)).collect();
        report["rules"] = json!(rules);
    }
    writeln!(out, "{}", serde_json::to_string(&report)?)?;
    Ok(())
}
