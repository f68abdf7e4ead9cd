//! `boyi table --checkpoint FILE`: the values of a long run saved now and then, so the run
//! can be stopped and resumed with identical results.
//!
//! The file is three lines of text, `boyi checkpoint 1`, `game GAME` and `values N`, then
//! the N values as 32-bit little-endian integers. It is written to `FILE.tmp` and renamed,
//! so a run stopped while saving leaves the last whole checkpoint.

use crate::failure::{quoted, Failure};
use boyi::ask::files::cannot_read;
use boyi::budget::Budget;
use boyi::Text;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The first line of a checkpoint.
const MAGIC: &str = "boyi checkpoint 1";

/// The longest header line, in bytes.
const HEADER_LINE: u64 = 512;

/// Saves a run's values to one file, at most as often as keeps the saving under a twentieth
/// of the run.
pub struct Checkpoint {
    path: PathBuf,
    last: Instant,
    /// How long to wait between saves.
    every: Duration,
    /// The memory the run may use: a checkpoint that would not fit is refused unread.
    budget: Budget,
}

impl Checkpoint {
    /// Checkpoints at `path`, read back within the memory `budget`.
    pub fn new(path: &str, budget: Budget) -> Checkpoint {
        Checkpoint {
            path: PathBuf::from(path),
            budget,
            last: Instant::now(),
            every: Duration::from_secs(30),
        }
    }

    /// The values of `game` saved at the path, if the file exists.
    pub fn load(&self, game: &str) -> Result<Option<Vec<u32>>, Failure> {
        let shown = quoted(&self.path.to_string_lossy());
        let file = match std::fs::File::open(&self.path) {
            Ok(file) => file,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(cannot_read(Text::verbatim(&shown), e).into()),
        };
        let size = file.metadata().map(|m| m.len()).unwrap_or(0);
        let bad = |why: Text| {
            Failure::new(
                Text::new("error-checkpoint")
                    .arg("file", shown.clone())
                    .arg("game", game)
                    .arg("why", why),
            )
        };
        let mut reader = BufReader::new(file);
        let mut line = |what: &str| -> Result<String, Failure> {
            let mut text = String::new();
            (&mut reader)
                .take(HEADER_LINE)
                .read_line(&mut text)
                .map_err(|_| bad(Text::new("checkpoint-no-line").arg("line", what)))?;
            Ok(text.trim_end_matches('\n').to_string())
        };
        if line("first")? != MAGIC {
            return Err(bad(Text::new("checkpoint-first-line").arg("magic", MAGIC)));
        }
        let saved = line("game")?;
        match saved.strip_prefix("game ") {
            Some(other) if other == game => {}
            Some(other) => {
                let other = boyi::notation::quote(other, 40);
                return Err(bad(Text::new("checkpoint-other-game").arg("other", other)));
            }
            None => return Err(bad(Text::new("checkpoint-no-line").arg("line", "game"))),
        }
        let count: u64 = line("values")?
            .strip_prefix("values ")
            .and_then(|n| n.parse().ok())
            .ok_or_else(|| bad(Text::new("checkpoint-no-line").arg("line", "values")))?;
        if count.checked_mul(4).is_none_or(|bytes| bytes > size) {
            return Err(bad(Text::new("checkpoint-too-short").arg("count", count)));
        }
        // Read twice over (bytes, then values): refused before reading past the budget.
        let memory = self.budget.memory();
        if count.saturating_mul(8) > memory {
            return Err(Failure::new(
                Text::new("error-checkpoint-memory")
                    .arg("file", shown)
                    .arg("count", count)
                    .arg("needed", count.saturating_mul(8) >> 20)
                    .arg("memory", memory >> 20),
            ));
        }
        let mut bytes = Vec::new();
        reader
            .take(count * 4 + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| cannot_read(Text::verbatim(&shown), e))?;
        if bytes.len() as u64 != count * 4 {
            return Err(bad(Text::new("checkpoint-not-exactly").arg("count", count)));
        }
        let values = bytes
            .chunks_exact(4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect();
        Ok(Some(values))
    }

    /// Saves the values of `game` when the last save is long enough ago, or `now`.
    pub fn save(&mut self, game: &str, values: &[u32], now: bool) -> Result<(), Failure> {
        if !now && self.last.elapsed() < self.every {
            return Ok(());
        }
        let started = Instant::now();
        write_atomically(&self.path, game, values).map_err(|e| {
            let shown = quoted(&self.path.to_string_lossy());
            Failure::new(
                Text::new("error-checkpoint-write")
                    .arg("file", shown)
                    .arg("error", e.to_string()),
            )
        })?;
        self.last = Instant::now();
        self.every = self.every.max(started.elapsed() * 20);
        Ok(())
    }
}

/// Writes the checkpoint to `path.tmp`, then renames it to `path`.
fn write_atomically(path: &Path, game: &str, values: &[u32]) -> std::io::Result<()> {
    let mut temporary = path.as_os_str().to_owned();
    temporary.push(".tmp");
    let temporary = PathBuf::from(temporary);
    {
        let mut out = std::io::BufWriter::new(std::fs::File::create(&temporary)?);
        writeln!(out, "{MAGIC}\ngame {game}\nvalues {}", values.len())?;
        for v in values {
            out.write_all(&v.to_le_bytes())?;
        }
        out.into_inner().map_err(|e| e.into_error())?.sync_all()?;
    }
    std::fs::rename(&temporary, path)
}
