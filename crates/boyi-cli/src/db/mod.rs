//! `boyi db`: build a solve database, describe it, check it; and the answers of `solve` and
//! `play` read from one (`--db`).

use crate::args;
use crate::failure::Failure;
use crate::games::{self, Chosen};
use crate::lang::{say, word};
use crate::progress;
use boyi::budget::{show_bytes, Budget};
use boyi::db::{self, Database, Estimate, Meta, Plan, Summary};
use boyi::family::Road;
use boyi::notation::{self, escape_controls, Token};
use boyi::Context;
use boyi::Lang;
use boyi::{Outcome, Text};
use clap::ArgMatches;
use serde_json::json;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

#[cfg(feature = "dist")]
mod spread;
#[cfg(not(feature = "dist"))]
#[path = "spread_disabled.rs"]
mod spread;
mod values;

pub use spread::cluster;

/// Runs `boyi db …`, writing to `out` as it goes (the estimate before a build starts).
pub fn run(matches: &ArgMatches, out: &mut dyn Write, cx: Context) -> Result<(), Failure> {
    let lang = cx.lang;
    let json = matches.get_flag("json");
    match matches.subcommand() {
        Some(("build", sub)) => build(sub, json, out, cx),
        Some(("info", sub)) => {
            let path = PathBuf::from(file_arg(sub));
            let text = match db::Holds::of(&path)? {
                db::Holds::Values => values::info(&path, json, lang)?,
                db::Holds::Outcomes => info(&Database::open(&path)?, json, lang)?,
            };
            out.write_all(text.as_bytes())?;
            Ok(())
        }
        Some(("merge", sub)) => {
            let files: Vec<PathBuf> = sub
                .get_many::<String>("shards")
                .into_iter()
                .flatten()
                .map(|w| PathBuf::from(args::restore(w)))
                .collect();
            let Some(output) = sub.get_one::<String>("output").map(|w| args::restore(w)) else {
                return Err(Failure::new(Text::new("error-db-no-output")));
            };
            let started = Instant::now();
            let summary = spread::merge(&files, Path::new(&output), cx)?;
            let seconds = started.elapsed().as_secs_f64();
            let text = built(
                &summary,
                &output,
                &Estimate::default(),
                seconds,
                None,
                json,
                lang,
            )?;
            out.write_all(text.as_bytes())?;
            Ok(())
        }
        Some(("verify", sub)) => {
            let path = PathBuf::from(file_arg(sub));
            let text = match db::Holds::of(&path)? {
                db::Holds::Values => values::verify(&path, sample(sub)?, json, cx)?,
                db::Holds::Outcomes => verify(sub, &Database::open(&path)?, json, cx)?,
            };
            out.write_all(text.as_bytes())?;
            Ok(())
        }
        _ => Err(Failure::new(Text::new("error-no-subcommand"))),
    }
}

fn file_arg(matches: &ArgMatches) -> String {
    matches
        .get_one::<String>("file")
        .map(|w| args::restore(w))
        .unwrap_or_default()
}

/// A word as a shell reads it back: quoted when it holds anything but plain characters.
fn shell_word(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "_./:=,+-".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// `boyi db build`.
fn build(
    matches: &ArgMatches,
    json: bool,
    out: &mut dyn Write,
    cx: Context,
) -> Result<(), Failure> {
    let lang = cx.lang;
    let Some(output) = matches
        .get_one::<String>("output")
        .map(|w| args::restore(w))
    else {
        return Err(Failure::new(Text::new("error-db-no-output")));
    };
    if let Some((name, sub)) = matches.subcommand() {
        if let Some((family, regions)) = values::families().find(|(f, _)| f.name == name) {
            let text = sub.get_one::<String>("regions").map_or("", String::as_str);
            let most =
                notation::natural(&Token::option("--regions", text), Text::new("what-cells"))?;
            return values::build(family, regions, most, &output, json, out, cx);
        }
    }
    let Chosen { game, position } = games::chosen(matches, Road::Theory, cx.clone())?;
    let schema = game.database(&position)?;
    let shown = game.show(&position);
    let (words, _) = schema.names();
    let command = std::iter::once("boyi db build".to_string())
        .chain(words.iter().map(|w| shell_word(w)))
        .chain(shown.split_whitespace().map(shell_word))
        .chain(["-o".to_string(), shell_word(&output)])
        .collect::<Vec<_>>()
        .join(" ");
    let mut plan = Plan::new(PathBuf::from(&output), cx.budget.clone());
    plan.resume = matches.get_flag("resume");
    if let Some(text) = matches.get_one::<String>("block") {
        let token = Token::option("--block", text);
        let block = notation::natural(&token, Text::new("what-block"))?;
        plan.block_slots = block.clamp(1, 1 << 24);
    }
    let disk = match matches.get_one::<String>("disk") {
        Some(text) => Some(notation::size(
            &Token::option("--disk", text),
            Text::new("what-disk"),
        )?),
        None => free_space(Path::new(&output)),
    };
    plan.check()?;
    let cluster = spread::cluster(matches)?;
    let estimate = schema.estimate(&position)?;
    check_estimate(&estimate, disk, cx.budget.clone())?;
    if !json {
        out.write_all(say(lang, &estimate_line(&estimate)).as_bytes())?;
        out.write_all(b"\n")?;
        out.flush()?;
    }
    let started = Instant::now();
    let Some(cluster) = cluster else {
        let mut bars = progress::Bars::new(lang);
        let summary = schema.build(&position, shown, command, &plan, &mut bars)?;
        bars.finish();
        let seconds = started.elapsed().as_secs_f64();
        out.write_all(built(&summary, &output, &estimate, seconds, None, json, lang)?.as_bytes())?;
        return Ok(());
    };
    let shared = spread::build(matches, &cluster, &plan, command, cx)?;
    let seconds = started.elapsed().as_secs_f64();
    let workers = Workers {
        workers: cluster.workers(),
        processes: cluster.processes(),
        sent: shared.sent,
    };
    match &shared.merged {
        Some(summary) => {
            let text = built(
                summary,
                &output,
                &estimate,
                seconds,
                Some(workers),
                json,
                lang,
            )?;
            out.write_all(text.as_bytes())?;
        }
        None => out
            .write_all(spread::shards_written(&shared, &output, seconds, json, lang)?.as_bytes())?,
    }
    Ok(())
}

/// Who built a database shared by many workers, and what they sent each other.
#[derive(Clone, Copy, Debug)]
pub struct Workers {
    /// Workers in all.
    pub workers: u32,
    /// Processes they ran in.
    pub processes: u32,
    /// Bytes this process's workers sent to other workers.
    pub sent: u64,
}

/// The free bytes of the file system that `file` goes to.
fn free_space(file: &Path) -> Option<u64> {
    let dir = match file.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let stats = rustix::fs::statvfs(dir).ok()?;
    stats.f_bavail.checked_mul(stats.f_frsize)
}

/// Refuses a build whose estimate passes the memory or disk budget, before it starts.
fn check_estimate(estimate: &Estimate, disk: Option<u64>, budget: Budget) -> Result<(), Failure> {
    if let Some(memory) = estimate.memory {
        budget.check_memory(memory, Text::new("what-db-build"))?;
    }
    if let (Some(needed), Some(disk)) = (estimate.disk, disk) {
        if needed > disk {
            return Err(Failure::new(
                Text::new("error-db-disk")
                    .arg("needed", show_bytes(needed))
                    .arg("budget", show_bytes(disk)),
            ));
        }
    }
    Ok(())
}

/// The estimate in one line: positions, memory, disk, as far as known.
fn estimate_line(e: &Estimate) -> Text {
    let known = |v: Option<u64>| u8::from(v.is_some());
    Text::new("db-estimate")
        .arg("known", known(e.positions))
        .arg("positions", e.positions.unwrap_or(0))
        .arg("memory", e.memory.map(show_bytes).unwrap_or_default())
        .arg("disk", e.disk.map(show_bytes).unwrap_or_default())
        .arg("memory-known", known(e.memory))
}

/// Counts of each outcome over every tier.
fn outcomes(meta: &Meta) -> [u64; 4] {
    let mut total = [0u64; 4];
    for t in &meta.tiers {
        for (sum, n) in total.iter_mut().zip(t.outcomes) {
            *sum += n;
        }
    }
    total
}

/// Outcome counts as JSON, by name.
fn outcomes_json(counts: [u64; 4]) -> serde_json::Value {
    json!({"win": counts[3], "lose": counts[0], "tie": counts[2], "draw": counts[1]})
}

/// Outcome counts in words: `win 3, lose 2, tie 0 and draw 0`.
fn outcomes_line(counts: [u64; 4], lang: Lang) -> Vec<String> {
    [Outcome::Win, Outcome::Lose, Outcome::Tie, Outcome::Draw]
        .iter()
        .map(|o| format!("{} {}", say(lang, &o.said()), counts[o.rank() as usize]))
        .collect()
}

/// The longest remoteness of any tier.
fn longest(meta: &Meta) -> Option<u64> {
    meta.tiers.iter().filter_map(|t| t.longest).max()
}

/// Bits a position takes in the file.
fn bits_per_position(bytes: u64, positions: u64) -> f64 {
    bytes as f64 * 8.0 / positions.max(1) as f64
}

/// What a finished build says.
fn built(
    summary: &Summary,
    file: &str,
    estimate: &Estimate,
    seconds: f64,
    workers: Option<Workers>,
    json: bool,
    lang: Lang,
) -> Result<String, Failure> {
    let meta = &summary.meta;
    let positions = meta.positions();
    let rate = positions as f64 / seconds.max(1e-9);
    let per_position = |w: &Workers| w.sent as f64 / positions.max(1) as f64;
    if json {
        let mut report = json!({
            "file": file,
            "game": meta.game.join(" "),
            "root": meta.root,
            "positions": positions,
            "tiers": meta.tiers.len(),
            "outcomes": outcomes_json(outcomes(meta)),
            "longest": longest(meta),
            "bytes": summary.bytes,
            "bits_per_position": bits_per_position(summary.bytes, positions),
            "seconds": seconds,
            "positions_per_second": rate,
            "estimate": estimate,
            "steps": summary.steps,
        });
        if let Some(w) = &workers {
            report["workers"] = json!(w.workers);
            report["processes"] = json!(w.processes);
            report["bytes_exchanged"] = json!(w.sent);
            report["bytes_exchanged_per_position"] = json!(per_position(w));
        }
        return Ok(serde_json::to_string_pretty(&report)? + "\n");
    }
    let lines = [
        Text::new("db-built")
            .arg("file", file)
            .arg("positions", positions)
            .arg("tiers", meta.tiers.len())
            .arg("seconds", format!("{seconds:.1}"))
            .arg("rate", format!("{rate:.0}")),
        Text::new("db-outcomes").arg("counts", outcomes_line(outcomes(meta), lang)),
        Text::new("db-size")
            .arg("longest", longest(meta).unwrap_or(0))
            .arg("bytes", show_bytes(summary.bytes))
            .arg(
                "bits",
                format!("{:.2}", bits_per_position(summary.bytes, positions)),
            ),
    ];
    let shared = workers.map(|w| {
        Text::new("db-shared")
            .arg("workers", w.workers)
            .arg("processes", w.processes)
            .arg("bytes", show_bytes(w.sent))
            .arg("per", format!("{:.1}", per_position(&w)))
    });
    Ok(lines
        .iter()
        .chain(&shared)
        .map(|t| say(lang, t) + "\n")
        .collect())
}

/// `boyi db info`.
fn info(db: &Database, json: bool, lang: Lang) -> Result<String, Failure> {
    let meta = db.meta();
    let positions = meta.positions();
    if json {
        let tiers: Vec<_> = meta
            .tiers
            .iter()
            .map(|t| {
                json!({
                    "tier": t.tier,
                    "positions": t.positions,
                    "dense": t.dense,
                    "outcomes": outcomes_json(t.outcomes),
                    "longest": t.longest,
                    "bytes": t.length(),
                })
            })
            .collect();
        let report = json!({
            "file": db.file(),
            "format": meta.format,
            "game": meta.game.join(" "),
            "root": meta.root,
            "command": meta.command,
            "play": meta.play,
            "nimbers": meta.nimbers,
            "positions": positions,
            "outcomes": outcomes_json(outcomes(meta)),
            "longest": longest(meta),
            "bytes": db.bytes(),
            "bits_per_position": bits_per_position(db.bytes(), positions),
            "tiers": tiers,
        });
        return Ok(serde_json::to_string_pretty(&report)? + "\n");
    }
    let mut text = String::new();
    let mut line = |t: Text| {
        text.push_str(&say(lang, &t));
        text.push('\n');
    };
    line(
        Text::new("db-info-file")
            .arg("file", db.file())
            .arg("bytes", show_bytes(db.bytes()))
            .arg("format", meta.format),
    );
    // A header may come from anywhere: what it says is shown with its control characters
    // escaped, so it never repaints the terminal.
    let shown = |text: &str| escape_controls(text, false);
    line(Text::new("db-info-game").arg("game", shown(&meta.game.join(" "))));
    line(Text::new("db-info-root").arg("root", shown(&meta.root)));
    line(Text::new("db-info-command").arg("command", shown(&meta.command)));
    line(
        Text::new("db-info-positions")
            .arg("positions", positions)
            .arg("tiers", meta.tiers.len())
            .arg(
                "bits",
                format!("{:.2}", bits_per_position(db.bytes(), positions)),
            ),
    );
    line(Text::new("db-outcomes").arg("counts", outcomes_line(outcomes(meta), lang)));
    line(Text::new("db-info-longest").arg("longest", longest(meta).unwrap_or(0)));
    let heading = [
        word(lang, "db-column-tier"),
        word(lang, "db-column-positions"),
        say(lang, &Outcome::Win.said()),
        say(lang, &Outcome::Lose.said()),
        say(lang, &Outcome::Tie.said()),
        say(lang, &Outcome::Draw.said()),
        word(lang, "db-column-longest"),
        word(lang, "db-column-bytes"),
    ];
    let mut rows = vec![heading.to_vec()];
    for t in &meta.tiers {
        rows.push(vec![
            t.tier.to_string(),
            t.positions.to_string(),
            t.outcomes[3].to_string(),
            t.outcomes[0].to_string(),
            t.outcomes[2].to_string(),
            t.outcomes[1].to_string(),
            t.longest.map_or("-".into(), |r| r.to_string()),
            t.length().to_string(),
        ]);
    }
    text.push_str(&crate::lang::columns(&rows));
    Ok(text)
}

/// How many positions `boyi db verify` re-derives: `--sample N`, every one with `--all`
/// (`None`), 10,000 by default.
fn sample(matches: &ArgMatches) -> Result<Option<u64>, Failure> {
    Ok(match matches.get_one::<String>("sample") {
        Some(text) => Some(notation::natural(
            &Token::option("--sample", text),
            Text::new("what-sample"),
        )?),
        None if matches.get_flag("all") => None,
        None => Some(10_000),
    })
}

/// `boyi db verify`.
fn verify(matches: &ArgMatches, db: &Database, json: bool, cx: Context) -> Result<String, Failure> {
    let lang = cx.lang;
    let sample = sample(matches)?;
    let Chosen { game, position } = games::of_database(db.meta(), cx)?;
    let schema = game.database(&position)?;
    db::check_names(schema.as_ref(), db)?;
    let mut bars = progress::Bars::new(lang);
    let verified = schema.verify(db, sample, 0, &mut bars)?;
    bars.finish();
    if json {
        let report = json!({
            "file": db.file(),
            "ok": true,
            "blocks": verified.blocks,
            "positions": verified.positions,
        });
        return Ok(serde_json::to_string_pretty(&report)? + "\n");
    }
    Ok(say(
        lang,
        &Text::new("db-verified")
            .arg("file", db.file())
            .arg("blocks", verified.blocks)
            .arg("positions", verified.positions),
    ) + "\n")
}
