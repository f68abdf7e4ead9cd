//! Files of Domineering region values: `boyi db build domineering --regions N` writes one,
//! `boyi db info` and `boyi db verify` read one, `boyi solve domineering --db FILE` answers
//! from one.

use crate::failure::Failure;
use crate::lang::say;
use crate::progress::Bars;
use boyi::games::domineering::{self, Board, Domineering, Stored};
use boyi::partizan::family::Written;
use boyi::partizan::polyomino::Polyomino;
use boyi::partizan::search::{Rules, Search};
use boyi::partizan::values_file::{self, ValuesMeta};
use boyi::Context;
use boyi::Lang;
use boyi::Text;
use serde_json::json;
use std::io::Write;
use std::path::Path;
use std::time::Instant;

/// Whether the file at `path` is a file of region values (not a solve database).
pub fn is_values(path: &Path) -> bool {
    let mut start = [0u8; 9];
    std::fs::File::open(path)
        .and_then(|f| f.metadata().map(|m| (f, m)))
        .ok()
        .filter(|(_, m)| m.is_file())
        .is_some_and(|(mut f, _)| {
            std::io::Read::read_exact(&mut f, &mut start).is_ok()
                && values_file::is_values_file(&start)
        })
}

/// `boyi db build domineering --regions N -o FILE`.
pub fn build(
    most: u64,
    output: &str,
    json: bool,
    out: &mut dyn Write,
    cx: Context,
) -> Result<(), Failure> {
    let lang = cx.lang;
    let most = u32::try_from(most).unwrap_or(u32::MAX);
    let started = Instant::now();
    let mut bars = Bars::new(lang);
    let (meta, bytes) = domineering::write_regions(most, Path::new(output), &mut bars, cx.budget)?;
    bars.finish();
    let seconds = started.elapsed().as_secs_f64();
    let text = if json {
        json!({"file": output, "header": meta, "bytes": bytes, "seconds": seconds}).to_string()
            + "\n"
    } else {
        say(
            lang,
            &built_line(&meta, output, bytes).arg("seconds", format!("{seconds:.1}")),
        ) + "\n"
    };
    out.write_all(text.as_bytes())?;
    Ok(())
}

/// What a file holds, in words.
fn built_line(meta: &ValuesMeta, file: &str, bytes: u64) -> Text {
    Text::new("values-built")
        .arg("file", file)
        .arg("regions", meta.regions)
        .arg("cells", meta.most_cells)
        .arg("forms", meta.forms)
        .arg("bytes", bytes)
}

/// `boyi db info FILE` of a file of region values.
pub fn info(path: &Path, json: bool, lang: Lang) -> Result<String, Failure> {
    let meta = values_file::read_header(path)?;
    let bytes = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
    let file = path.display().to_string();
    Ok(if json {
        json!({"file": file, "header": meta, "bytes": bytes}).to_string() + "\n"
    } else {
        say(
            lang,
            &built_line(&meta, &file, bytes).arg("seconds", "none"),
        ) + "\n"
    })
}

/// `boyi db verify FILE [--all | --sample N]` of a file of region values: every checksum and
/// form read back, then each region of the sample (every region with `all`) valued again
/// from the file's values of its options, which are smaller regions. Checked for every
/// region, that proves the file by induction on the number of cells.
pub fn verify(
    path: &Path,
    sample: Option<u64>,
    json: bool,
    cx: Context,
) -> Result<String, Failure> {
    let lang = cx.lang;
    let mut search = Stored::search(path, cx.budget)?;
    let held = search.rules.regions.len() as u64;
    let every = sample.map_or(1, |n| (held / n.max(1)).max(1));
    let mut bars = Bars::new(lang);
    boyi::db::Progress::step(&mut bars, Text::new("values-step-verify"), held / every);
    let regions = search.rules.regions.regions();
    let mut checked = 0u64;
    for (i, p) in regions.iter().enumerate() {
        if i as u64 % every != 0 {
            continue;
        }
        let stored = search
            .rules
            .regions
            .get(&mut search.arena, p.shape, p.cells);
        let again = revalue(&mut search, *p)?;
        if stored != Some(again) {
            bars.finish();
            let position = Domineering.show(&Board::from(*p));
            return Err(Failure::new(
                Text::new("error-values-wrong")
                    .arg("file", path.display().to_string())
                    .arg("position", position),
            ));
        }
        checked += 1;
        boyi::db::Progress::advance(&mut bars, 1);
    }
    bars.finish();
    let file = path.display().to_string();
    Ok(if json {
        json!({"file": file, "regions": held, "checked": checked, "ok": true}).to_string() + "\n"
    } else {
        say(
            lang,
            &Text::new("values-verified")
                .arg("file", file)
                .arg("checked", checked)
                .arg("regions", held),
        ) + "\n"
    })
}

/// The value of region `p` from the values of its options (each looked up, region by
/// region, in the file the search holds), not from the file's entry for `p` itself.
fn revalue(search: &mut Search<Stored>, p: Polyomino) -> Result<boyi::partizan::GameId, Failure> {
    let board = Board::from(p);
    let mut sides = [Vec::new(), Vec::new()];
    for (i, side) in sides.iter_mut().enumerate() {
        let mut next = Vec::new();
        match i {
            0 => search.rules.left(&board, &mut next),
            _ => search.rules.right(&board, &mut next),
        }
        for q in &next {
            side.push(search.value(q)?);
        }
    }
    let [lefts, rights] = sides;
    Ok(search.arena.make(lefts, rights))
}
