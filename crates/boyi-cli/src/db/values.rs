//! Files of region values, for a partizan family that keeps its regions' values in files
//! (its `Regions`): `boyi db build NAME --regions N` writes one, `boyi db info` and
//! `boyi db verify` read one; `solve`, `play` and `serve` answer from one with `--db`.

use crate::failure::Failure;
use crate::lang::say;
use crate::progress::Bars;
use boyi::family::{title, PartizanFamily, Regions};
use boyi::games::registry::{self, find_partizan};
use boyi::partizan::values_file::{self, ValuesMeta};
use boyi::Context;
use boyi::Lang;
use boyi::Text;
use serde_json::json;
use std::io::Write;
use std::path::Path;
use std::time::Instant;

/// The families that keep their regions' values in files, each with what it does with them.
pub fn families() -> impl Iterator<Item = (&'static PartizanFamily, &'static Regions)> {
    registry::partizan().filter_map(|f| f.regions.as_ref().map(|r| (f, r)))
}

/// `boyi db build NAME --regions N -o FILE`.
pub fn build(
    family: &PartizanFamily,
    regions: &Regions,
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
    let (meta, bytes) = (regions.build)(most, Path::new(output), &mut bars, cx.budget)?;
    bars.finish();
    debug_assert_eq!(meta.game, family.name);
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
        .arg("game", game_named(&meta.game))
        .arg("regions", meta.regions)
        .arg("cells", meta.most_cells)
        .arg("forms", meta.forms)
        .arg("bytes", bytes)
}

/// The game a file names, by its title where Boyi knows it, else as written (controls shown).
fn game_named(game: &str) -> Text {
    match find_partizan(game) {
        Some(family) => title(family.name),
        None => Text::verbatim(boyi::notation::escape_controls(game, false)),
    }
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

/// `boyi db verify FILE [--all | --sample N]` of a file of region values, by the family
/// whose regions it holds (see [`Regions::verify`]).
pub fn verify(
    path: &Path,
    sample: Option<u64>,
    json: bool,
    cx: Context,
) -> Result<String, Failure> {
    let lang = cx.lang;
    let meta = values_file::read_header(path)?;
    let file = path.display().to_string();
    let Some(regions) = find_partizan(&meta.game).and_then(|f| f.regions.as_ref()) else {
        return Err(Failure::new(
            Text::new("error-values-unknown")
                .arg("file", file)
                .arg("game", game_named(&meta.game)),
        ));
    };
    let every = sample.map_or(1, |n| (meta.regions / n.max(1)).max(1));
    let mut bars = Bars::new(lang);
    let checked = (regions.verify)(path, every, &mut bars, cx.budget);
    bars.finish();
    let (held, checked) = checked?;
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
