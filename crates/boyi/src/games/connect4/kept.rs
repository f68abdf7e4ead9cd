//! The bounds of a long Connect Four search's hardest positions, kept for the whole search
//! and, where asked, in a file now and then, so that the search can be stopped (Ctrl-C, a
//! kill, a power cut) and go on from where it was: `boyi solve connect4 --checkpoint FILE`
//! decides the empty board, the same command again resumes it.
//!
//! What is kept is every bound the search proved of a position whose proof took at least
//! [`KEPT_NODES`] positions: facts of the position whatever window asked for them (the table
//! of bounds keeps the same; see `search`), so a search that meets the position again
//! narrows its window by them before it searches below it. The table of bounds forgets them
//! as newer positions take their slots; kept here, they are never searched twice (the empty
//! board's answer takes 5.1·10^9 positions with them, 8.7·10^9 without). A stopped search
//! loses only proofs it had not finished, each under [`KEPT_NODES`] positions below a kept
//! one or on the path to the position asked. Beside the bounds, the file keeps the positions
//! searched and the seconds of all runs together. It is sealed by its checksum
//! ([`crate::db::sealed`]).

use crate::ask::files::Found;
use crate::db::sealed::{refused, seal, unseal, Heading};
use crate::error::Error;
use crate::text::Text;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// A position's bounds are kept once their proof took this many positions (two or three
/// seconds of search).
pub const KEPT_NODES: u64 = 1 << 24;

/// The most positions a file keeps (some 10 MB): past them, those whose proofs took the
/// fewest positions are let go, and so are such positions from then on.
const MOST_KEPT: usize = 1 << 18;

/// The most memory the bounds kept take: an entry of the map, and the room a map leaves.
pub const MOST_BYTES: u64 = (MOST_KEPT * 2 * (8 + std::mem::size_of::<Bounds>())) as u64;

/// How often the file is written.
const EVERY: Duration = Duration::from_secs(60);

/// The first field of every file.
const FORMAT: &str = "boyi connect4 checkpoint 1";

/// A position's bounds: its key (see `search`), its stones, the least and the most it
/// scores for the player to move, and the bit length of the positions its proofs took.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq)]
struct Bounds(u64, u8, i8, i8, u8);

/// The file's contents.
#[derive(Serialize, Deserialize)]
struct Saved {
    format: String,
    /// The game and the position searched, as they are written.
    position: String,
    /// Positions searched, all runs together.
    nodes: u64,
    /// Seconds, all runs together.
    seconds: f64,
    /// The positions kept.
    bounds: Vec<Bounds>,
}

impl Heading for Saved {
    fn format(&self) -> &str {
        &self.format
    }
    fn of(&self) -> &str {
        &self.position
    }
}

/// The bounds of one search's hardest positions: those earlier runs proved and this one
/// adds; kept in a file where there is one.
pub struct Kept {
    path: Option<PathBuf>,
    position: String,
    /// Every position kept, by key.
    bounds: HashMap<u64, Bounds>,
    /// The most stones of a position kept: a position with more is not looked up.
    most_stones: u32,
    /// The positions a proof takes to be kept: [`KEPT_NODES`] at first, more once
    /// [`MOST_KEPT`] positions are kept.
    kept_nodes: u64,
    /// Positions and seconds of earlier runs.
    earlier: (u64, f64),
    /// Positions of this run's questions that have ended.
    pub done: u64,
    started: Instant,
    saved: Instant,
}

impl Kept {
    /// The bounds of a search kept in no file.
    pub fn in_memory() -> Kept {
        Kept {
            path: None,
            position: String::new(),
            bounds: HashMap::new(),
            most_stones: 0,
            kept_nodes: KEPT_NODES,
            earlier: (0, 0.0),
            done: 0,
            started: Instant::now(),
            saved: Instant::now(),
        }
    }

    /// The run of `position` (the game and position, as written) kept at `path`: read back
    /// where the file is there (refused if it is of another position or not such a file),
    /// else empty and written at once, so that a path that cannot be written is refused
    /// before any search.
    pub fn open(path: &Path, position: &str) -> Result<Kept, Error> {
        let found = Found::disk(path);
        let saved = match path.exists() {
            true => Some(unseal::<Saved>(&found, FORMAT, position)?),
            false => None,
        };
        // More bounds than a run keeps would take more memory than the search is allowed.
        let count = saved.as_ref().map_or(0, |s| s.bounds.len());
        if count > MOST_KEPT {
            let why = Text::new("checkpoint-too-many")
                .arg("count", count)
                .arg("most", MOST_KEPT);
            return Err(refused(&found, position, why));
        }
        let crossed = saved.iter().flat_map(|s| &s.bounds).find(|b| b.2 > b.3);
        if let Some(b) = crossed {
            let why = Text::new("checkpoint-crossed").arg("key", format!("{:#x}", b.0));
            return Err(refused(&found, position, why));
        }
        let (earlier, bounds) = match saved {
            Some(saved) => ((saved.nodes, saved.seconds), saved.bounds),
            None => ((0, 0.0), Vec::new()),
        };
        let mut kept = Kept {
            path: Some(path.to_path_buf()),
            position: position.to_string(),
            bounds: bounds.iter().map(|b| (b.0, *b)).collect(),
            most_stones: bounds.iter().map(|b| u32::from(b.1)).max().unwrap_or(0),
            earlier,
            ..Kept::in_memory()
        };
        kept.save(0)?;
        Ok(kept)
    }

    /// The file, if there is one.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// The positions searched by every run so far, this one's current question at `nodes`.
    pub fn total(&self, nodes: u64) -> u64 {
        self.earlier.0 + self.done + nodes
    }

    /// The least and the most the position of `key` with `stones` stones scores, where a
    /// run kept it.
    pub fn get(&self, key: u64, stones: u32) -> Option<(i32, i32)> {
        if stones > self.most_stones {
            return None;
        }
        let b = self.bounds.get(&key)?;
        Some((i32::from(b.2), i32::from(b.3)))
    }

    /// Keeps that the position of `key` with `stones` stones scores at least (`lower`) or
    /// at most `score`, if its proof took `nodes` positions: [`KEPT_NODES`] or more, or
    /// what [`MOST_KEPT`] has raised that to.
    #[inline]
    pub fn put(&mut self, key: u64, stones: u32, score: i32, lower: bool, nodes: u64) {
        if nodes < self.kept_nodes {
            return;
        }
        let work = (64 - nodes.leading_zeros()) as u8;
        let score = score.clamp(-64, 63) as i8;
        let b = self
            .bounds
            .entry(key)
            .or_insert(Bounds(key, stones as u8, i8::MIN, i8::MAX, 0));
        match lower {
            true => b.2 = b.2.max(score),
            false => b.3 = b.3.min(score),
        }
        b.4 = b.4.max(work);
        self.most_stones = self.most_stones.max(stones);
        // Past the most kept, those of the least work go, and their like from then on.
        while self.bounds.len() > MOST_KEPT {
            let least = self.bounds.values().map(|b| b.4).min().unwrap_or(0);
            self.bounds.retain(|_, b| b.4 > least);
            self.kept_nodes = 1 << least.min(63);
        }
    }

    /// The same run, keeping every proof of `nodes` positions or more: for tests that keep
    /// small searches.
    #[cfg(test)]
    pub fn keeping_from(self, nodes: u64) -> Kept {
        Kept {
            kept_nodes: nodes,
            ..self
        }
    }

    /// Every position kept: its key, and the least and the most it scores.
    #[cfg(test)]
    pub fn every(&self) -> Vec<(u64, i32, i32)> {
        let bounds = self.bounds.values();
        bounds
            .map(|b| (b.0, i32::from(b.2), i32::from(b.3)))
            .collect()
    }

    /// Whether there is a file and its last write is [`EVERY`] old.
    pub fn due(&self) -> bool {
        self.path.is_some() && self.saved.elapsed() >= EVERY
    }

    /// Writes the file, if there is one, this run's current question at `nodes` positions.
    pub fn save(&mut self, nodes: u64) -> Result<(), Error> {
        let Some(path) = &self.path else {
            return Ok(());
        };
        let mut bounds: Vec<Bounds> = self.bounds.values().copied().collect();
        bounds.sort_by_key(|b| (b.1, b.0));
        let saved = Saved {
            format: FORMAT.to_string(),
            position: self.position.clone(),
            nodes: self.total(nodes),
            seconds: self.earlier.1 + self.started.elapsed().as_secs_f64(),
            bounds,
        };
        seal(path, &saved, &self.position)?;
        self.saved = Instant::now();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Bounds of one position proved by two runs meet in one entry; past the most kept,
    /// those whose proofs took the fewest positions go; what is saved reads back, and a file
    /// of another position, whose bounds cross or that holds more than a run keeps, is refused.
    #[test]
    fn bounds_meet_and_the_least_work_goes_first() {
        let path = std::env::temp_dir().join(format!("boyi-c4-kept-{}.json", std::process::id()));
        let _ = std::fs::remove_file(&path);
        let mut kept = Kept::open(&path, "connect4 7x6 4").unwrap();
        let nodes = KEPT_NODES + 1;
        kept.put(7, 3, -2, true, nodes);
        kept.put(7, 3, 5, false, 2 * nodes);
        kept.put(8, 2, 1, true, nodes - 2);
        assert_eq!(kept.get(7, 3), Some((-2, 5)));
        assert_eq!(kept.get(7, 4), None, "more stones than any kept");
        assert_eq!(kept.get(8, 2), None, "too little work to keep");
        for key in 100..100 + MOST_KEPT as u64 {
            kept.put(key, 1, 0, true, nodes);
        }
        kept.put(1 << 40, 1, 3, true, 4 * nodes);
        // Only the work of 2^26 and up is left: key 7 (2^25 + 2) and 1 << 40.
        assert_eq!(kept.bounds.len(), 2);
        kept.done = 5;
        kept.save(0).unwrap();
        let again = Kept::open(&path, "connect4 7x6 4").unwrap();
        assert_eq!(again.get(1 << 40, 1), Some((3, i32::from(i8::MAX))));
        assert_eq!(again.get(7, 3), Some((-2, 5)));
        assert_eq!(again.total(0), 5);
        assert!(Kept::open(&path, "connect4 7x6 44").is_err());
        // A file whose least score of a position is above its most is refused, in words.
        let crossed = Saved {
            format: FORMAT.into(),
            position: "connect4 7x6 4".into(),
            nodes: 0,
            seconds: 0.0,
            bounds: vec![Bounds(9, 1, 3, 2, 25)],
        };
        seal(&path, &crossed, "connect4 7x6 4").unwrap();
        let Err(said) = Kept::open(&path, "connect4 7x6 4") else {
            panic!("crossed bounds read");
        };
        for lang in [crate::text::Lang::En, crate::text::Lang::Zh] {
            assert!(said.text().render(lang).contains("0x9"), "{said}");
        }
        // So is one with more bounds than a run keeps.
        let many = Saved {
            bounds: (0..=MOST_KEPT as u64)
                .map(|k| Bounds(k, 1, 0, 0, 25))
                .collect(),
            ..crossed
        };
        seal(&path, &many, "connect4 7x6 4").unwrap();
        let Err(said) = Kept::open(&path, "connect4 7x6 4") else {
            panic!("too many bounds read");
        };
        assert!(said.to_string().contains("262145"), "{said}");
        std::fs::remove_file(&path).unwrap();
    }
}
