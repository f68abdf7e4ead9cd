//! A long outcome search kept in a file now and then, so that it can be stopped (Ctrl-C, a
//! kill, a power cut) and go on from where it was: `boyi solve domineering 10x10 --outcome
//! --checkpoint FILE`, the same command again to resume.
//!
//! What is kept is every board whose decision took at least [`KEPT_NODES`] nodes, with who
//! wins it: exact answers, as the table's are, so a resumed search that meets one takes its
//! answer without searching below it. A stopped search loses only the boards it had not
//! finished, each less than [`KEPT_NODES`] nodes below a kept one or on the path to the
//! board searched then. Beside them the file keeps the nodes and seconds of all runs
//! together, and where each search stood (its move stack near the root, [`STACK_PLIES`] deep),
//! for whoever wants to see how far a run got. The file is sealed by its checksum
//! ([`crate::db::sealed`]): a crash leaves the last whole checkpoint, and a damaged one is
//! refused.

use super::super::field::Cells;
use super::super::table::Memo;
use crate::ask::files::Found;
use crate::db::sealed::{refused, seal, unseal, Heading};
use crate::error::Error;
use crate::partizan::outcome::TableUse;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU16, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// A board is kept once its decision took this many nodes (about 10 seconds).
pub const KEPT_NODES: u64 = 1 << 25;

/// The most boards a file keeps (some 25 MB): past them, those whose decisions took the
/// fewest nodes are let go, and so are such boards from then on.
const MOST_KEPT: usize = 1 << 19;

/// How deep each search's move stack is kept.
pub const STACK_PLIES: usize = 8;

/// How often the file is written.
const EVERY: Duration = Duration::from_secs(60);

/// The first field of every checkpoint.
const FORMAT: &str = "boyi outcome checkpoint 1";

/// A decided board: its empty cells (32 hexadecimal digits) and who moves and wins (bit 0:
/// Right to move; bit 1: the player to move wins; bits 2 and up: the bit length of the
/// nodes its decision took).
#[derive(Serialize, Deserialize, Clone)]
struct Kept(String, u8);

/// The file's contents.
#[derive(Serialize, Deserialize, Default)]
struct Saved {
    format: String,
    /// The board searched, as it is written.
    board: String,
    /// Nodes of every search so far, all runs together.
    nodes: u64,
    /// Seconds so far, all runs together.
    seconds: f64,
    /// Where each search stood: at each ply from the root, the move tried (from 1) and the
    /// moves there are, Left first and Right first.
    stacks: [Vec<[u16; 2]>; 2],
    /// The decided boards.
    kept: Vec<Kept>,
}

impl Heading for Saved {
    fn format(&self) -> &str {
        &self.format
    }
    fn of(&self) -> &str {
        &self.board
    }
}

/// The state of a run kept in a file: what earlier runs decided, what this one adds, and
/// where its searches stand.
pub struct Checkpoint {
    path: PathBuf,
    board: String,
    /// What earlier runs decided, by board and Right to move.
    before: HashMap<(Cells, bool), bool>,
    /// The fewest empty cells of a board in `before`: a board with fewer is not looked up.
    fewest: u32,
    /// Nodes and seconds of earlier runs.
    earlier: (u64, f64),
    /// What this run decided, and what earlier runs did.
    fresh: Mutex<Vec<Kept>>,
    /// The nodes a decision takes to be kept: [`KEPT_NODES`] at first, more once
    /// [`MOST_KEPT`] boards are kept.
    pub(super) kept_nodes: AtomicU64,
    /// Each search's stack: at each ply, the move tried (from 1) in the high byte and the
    /// moves there are in the low one.
    pub(super) stacks: [[AtomicU16; STACK_PLIES]; 2],
    saved: Mutex<Instant>,
}

impl Checkpoint {
    /// The checkpoint of the board written `board` at `path`: read back where the file is
    /// there (refused if it is of another board or not a checkpoint), else empty and
    /// written at once, so that a path that cannot be written is refused before any search.
    pub fn open(path: &Path, board: &str) -> Result<Checkpoint, Error> {
        let found = Found::disk(path);
        let saved = match path.exists() {
            true => Some(unseal::<Saved>(&found, FORMAT, board)?),
            false => None,
        };
        let saved = saved.unwrap_or_default();
        let mut before = HashMap::with_capacity(saved.kept.len());
        for Kept(cells, bits) in &saved.kept {
            let cells = u128::from_str_radix(cells, 16)
                .map_err(|e| refused(&found, board, e.to_string()))?;
            before.insert((cells, bits & 1 != 0), bits & 2 != 0);
        }
        let fewest = before.keys().map(|(c, _)| c.count_ones()).min();
        let checkpoint = Checkpoint {
            path: path.to_path_buf(),
            board: board.to_string(),
            before,
            fewest: fewest.unwrap_or(u32::MAX),
            earlier: (saved.nodes, saved.seconds),
            fresh: Mutex::new(saved.kept),
            kept_nodes: AtomicU64::new(KEPT_NODES),
            stacks: Default::default(),
            saved: Mutex::new(Instant::now()),
        };
        checkpoint.save(0, 0.0)?;
        Ok(checkpoint)
    }

    /// The nodes and seconds of earlier runs.
    pub fn earlier(&self) -> (u64, f64) {
        self.earlier
    }

    /// Who wins the board `cells` with Right to move or not, where an earlier run decided it.
    fn get(&self, cells: Cells, right: bool) -> Option<bool> {
        if cells.count_ones() < self.fewest {
            return None;
        }
        self.before.get(&(cells, right)).copied()
    }

    /// Keeps who wins the board `cells`, if its decision took [`KEPT_NODES`] nodes or more.
    fn put(&self, cells: Cells, right: bool, wins: bool, nodes: u64) {
        if nodes < self.kept_nodes.load(Ordering::Relaxed) {
            return;
        }
        let work = (64 - nodes.leading_zeros()).min(63) as u8;
        let kept = Kept(
            format!("{cells:032x}"),
            u8::from(right) | u8::from(wins) << 1 | work << 2,
        );
        let mut fresh = self.fresh.lock().unwrap_or_else(|p| p.into_inner());
        fresh.push(kept);
        // Past the most kept, those of the least work go, and their like from then on.
        while fresh.len() > MOST_KEPT {
            let least = fresh.iter().map(work_of).min().unwrap_or(0);
            fresh.retain(|k| work_of(k) > least);
            self.kept_nodes.store(1 << least.min(63), Ordering::Relaxed);
        }
    }

    /// Writes the file if the last write is [`EVERY`] old, with this run's nodes and
    /// seconds so far.
    pub fn save_now_and_then(&self, nodes: u64, seconds: f64) -> Result<(), Error> {
        let due = self
            .saved
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .elapsed()
            >= EVERY;
        match due {
            true => self.save(nodes, seconds),
            false => Ok(()),
        }
    }

    /// Writes the file, with this run's nodes and seconds so far.
    pub fn save(&self, nodes: u64, seconds: f64) -> Result<(), Error> {
        let stacks = self.stacks.each_ref().map(|stack| {
            stack
                .iter()
                .map(|ply| ply.load(Ordering::Relaxed))
                .take_while(|&m| m != 0)
                .map(|m| [m >> 8, m & 0xFF])
                .collect()
        });
        let saved = Saved {
            format: FORMAT.to_string(),
            board: self.board.clone(),
            nodes: self.earlier.0 + nodes,
            seconds: self.earlier.1 + seconds,
            stacks,
            kept: self.fresh.lock().unwrap_or_else(|p| p.into_inner()).clone(),
        };
        seal(&self.path, &saved, &self.board)?;
        *self.saved.lock().unwrap_or_else(|p| p.into_inner()) = Instant::now();
        Ok(())
    }
}

/// Two runs of a search kept at `path`, each opened from the file with every decision of
/// 64 nodes or more kept, decided by `decide` and saved: the reports of both.
#[cfg(test)]
pub(super) fn run_twice(
    path: &Path,
    board: &str,
    decide: impl Fn(&Checkpoint) -> crate::partizan::outcome::Report,
) -> [crate::partizan::outcome::Report; 2] {
    std::array::from_fn(|_| {
        let mut checkpoint = Checkpoint::open(path, board).unwrap();
        *checkpoint.kept_nodes.get_mut() = 64;
        let report = decide(&checkpoint);
        let nodes = report.left.nodes + report.right.nodes;
        checkpoint.save(nodes, 1.0).unwrap();
        report
    })
}

/// The bit length of the nodes a kept board's decision took.
fn work_of(kept: &Kept) -> u8 {
    kept.1 >> 2
}

/// A table whose answers are also looked up in, and whose long decisions are kept by, the
/// checkpoint of the run, where it has one.
pub(super) struct Journaled<'a, M: Memo> {
    /// The table.
    pub table: M,
    /// The run's checkpoint.
    pub checkpoint: Option<&'a Checkpoint>,
}

impl<M: Memo> Memo for Journaled<'_, M> {
    fn get(&mut self, cells: Cells, right: bool) -> Option<bool> {
        let earlier = self.checkpoint.and_then(|c| c.get(cells, right));
        earlier.or_else(|| self.table.get(cells, right))
    }

    fn put(&mut self, cells: Cells, right: bool, wins: bool, nodes: u64) {
        self.table.put(cells, right, wins, nodes);
        if let Some(checkpoint) = self.checkpoint {
            checkpoint.put(cells, right, wins, nodes);
        }
    }

    fn usage(&self) -> TableUse {
        self.table.usage()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Past the most boards kept, those whose decisions took the fewest nodes go, and boards
    /// like them are not kept from then on; the rest are saved and read back.
    #[test]
    fn the_least_work_goes_first() {
        let path = std::env::temp_dir().join(format!("boyi-kept-{}.json", std::process::id()));
        let checkpoint = Checkpoint::open(&path, "4x4").unwrap();
        let nodes = KEPT_NODES + 1;
        for cells in 0..MOST_KEPT as u128 {
            checkpoint.put(cells, false, true, nodes);
        }
        checkpoint.put(1 << 100, true, false, 4 * nodes);
        assert_eq!(checkpoint.fresh.lock().unwrap().len(), 1);
        assert_eq!(
            checkpoint.kept_nodes.load(Ordering::Relaxed),
            2 * KEPT_NODES
        );
        checkpoint.put(1 << 101, true, false, nodes);
        assert_eq!(checkpoint.fresh.lock().unwrap().len(), 1);
        checkpoint.save(5, 1.0).unwrap();
        let again = Checkpoint::open(&path, "4x4").unwrap();
        assert_eq!(again.get(1 << 100, true), Some(false));
        assert_eq!(again.get(1 << 100, false), None);
        assert_eq!(again.earlier(), (5, 1.0));
        std::fs::remove_file(&path).unwrap();
    }
}
