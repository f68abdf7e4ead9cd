//! Who wins a board with one player first, searched by many workers at once: threads of one
//! process and processes on many machines, over any [`Channel`] (crate `boyi-dist` carries
//! its rounds on timely dataflow).
//!
//! The first player's moves are tried one at a time, best first, as the search on one core
//! tries them. The opponent's replies to a move are shared out among the workers (the
//! replies in order, dealt round), each worker searching its own with a table it keeps from
//! move to move; a worker stops at the first reply that refutes the move. One round then
//! ends the move: it wins where no worker found a refutation, and the search stops there.
//! This is the splitting at the root of parallel alpha-beta search (Marsland and Popowich,
//! "Parallel game-tree search", IEEE PAMI 7, 1985), one level down: the moves before the
//! winning one are refuted, as on one core, and the winning one is proven reply by reply,
//! which is where the work of a won board lies. The answer and its winning move are those of
//! the search on one core.
//!
//! With a checkpoint file each worker keeps its own run in a file beside it
//! ([`worker_file`]), as the search on one machine keeps its own ([`super::checkpoint`]):
//! the boards whose decisions took long, every minute and when the run ends or stops. Run
//! again by as many workers, each goes on from its own: a move refuted before is refuted at
//! once by the worker whose reply refuted it, and the replies proven before are found again
//! by the workers that proved them.

use super::checkpoint::{Checkpoint, Journaled};
use super::{kept_refusal, move_name, player_swapping_turn, read_values, turned, Node, Searcher};
use crate::budget::Budget;
use crate::db::{round, Channel};
use crate::error::Error;
use crate::family::{OutcomeFiles, SpreadJob};
use crate::games::domineering::field::{self, Cells, Field};
use crate::games::domineering::table::{Memo, Table};
use crate::partizan::family::Side;
use crate::partizan::outcome::{Report, TableUse, Verdict};
use crate::partizan::values_file::ValuesData;
use crate::partizan::Class;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The search of who wins the board `text` with each player first that every worker of a
/// channel runs ([`run`]), each within `budget`, with the `files` named: the board and the
/// file of region values are read once, here, for every worker of this process.
pub fn solve(text: &str, budget: Budget, files: OutcomeFiles<'_>) -> Result<SpreadJob, Error> {
    let (field, empty) = field::read(text)?;
    let values = read_values(files.values)?;
    let checkpoint = files.checkpoint.map(Path::to_path_buf);
    Ok(Arc::new(move |channel: &mut dyn Channel| {
        let (checkpoint, values) = (checkpoint.as_deref(), values.as_ref());
        run(&field, empty, budget.clone(), checkpoint, values, channel)
    }))
}

/// Who wins the board `empty` of `field` with each player first, searched by every worker of
/// `channel` (one first player after the other, or Left's turned where the board is
/// symmetric as [`super::solve`] takes it), each worker within `budget`; with a `checkpoint`
/// file, each worker's run kept beside it ([`worker_file`]) and going on from there; with a
/// file of region values (`values`), each worker's leaves look their regions up in it.
fn run(
    field: &Field,
    empty: Cells,
    budget: Budget,
    checkpoint: Option<&Path>,
    values: Option<&Arc<ValuesData>>,
    channel: &mut dyn Channel,
) -> Result<Report, Error> {
    let mut read = WorkerFiles {
        checkpoint: None,
        values,
    };
    let Some(path) = checkpoint else {
        return decide(field, empty, budget, read, channel, &AtomicU64::new(0));
    };
    let path = worker_file(path, channel);
    let checkpoint = Checkpoint::open(&path, &field::show(field, empty))?;
    let (started, nodes, done) = (Instant::now(), AtomicU64::new(0), AtomicBool::new(false));
    let (decided, saved) = std::thread::scope(|scope| {
        // The file is written every minute while the workers search.
        let saver = scope.spawn(|| {
            while !done.load(Ordering::Relaxed) {
                std::thread::park_timeout(Duration::from_secs(1));
                let seconds = started.elapsed().as_secs_f64();
                checkpoint.save_now_and_then(nodes.load(Ordering::Relaxed), seconds)?;
            }
            Ok::<(), Error>(())
        });
        read.checkpoint = Some(&checkpoint);
        let decided = decide(field, empty, budget, read, channel, &nodes);
        done.store(true, Ordering::Relaxed);
        saver.thread().unpark();
        let saved = saver
            .join()
            .unwrap_or_else(|e| std::panic::resume_unwind(e));
        (decided, saved)
    });
    let nodes = nodes.load(Ordering::Relaxed);
    checkpoint.save(nodes, started.elapsed().as_secs_f64())?;
    saved?;
    decided.map_err(|e| match e {
        Error::Limit(why) => kept_refusal(why, checkpoint.earlier().0 + nodes, &path),
        e => e,
    })
}

/// Where worker `k` of `n` keeps its run of a search kept in `path`: `path.worker-k-of-n`
/// (from 1).
pub fn worker_file(path: &Path, channel: &dyn Channel) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(format!(
        ".worker-{}-of-{}",
        channel.worker() + 1,
        channel.workers()
    ));
    PathBuf::from(name)
}

/// What a worker's search reads and keeps beside its board, each where it has one.
#[derive(Clone, Copy, Default)]
pub(super) struct WorkerFiles<'a> {
    /// Where this worker keeps its run.
    pub checkpoint: Option<&'a Checkpoint>,
    /// The file of region values its leaves read.
    pub values: Option<&'a Arc<ValuesData>>,
}

/// [`solve`] on the board `empty` of `field`, with this worker's `files`, its nodes counted
/// into `nodes` as it goes.
pub(super) fn decide(
    field: &Field,
    empty: Cells,
    budget: Budget,
    files: WorkerFiles<'_>,
    channel: &mut dyn Channel,
    nodes: &AtomicU64,
) -> Result<Report, Error> {
    let run = |first, channel: &mut dyn Channel| {
        spread(field, empty, first, budget.clone(), files, channel, nodes)
    };
    let (left, winning) = run(Side::Left, channel)?;
    let right = match player_swapping_turn(field, empty) {
        Some(k) => turned(field, empty, k, &left, winning),
        None => run(Side::Right, channel)?.0,
    };
    Ok(Report {
        position: field::show(field, empty),
        class: Class::from_wins(left.wins, right.wins),
        left,
        right,
    })
}

/// Who wins the board `empty` of `field` with `first` to move, and its winning first move
/// (also as the first cell of its domino), searched by every worker of `channel`, each
/// within `budget`, this worker's table journaled in the checkpoint of its `files` if it has
/// one, its leaves reading their file of region values if it has one, and its nodes counted
/// into `nodes`; the figures are those of all workers together.
fn spread(
    field: &Field,
    empty: Cells,
    first: Side,
    budget: Budget,
    files: WorkerFiles<'_>,
    channel: &mut dyn Channel,
    nodes: &AtomicU64,
) -> Result<(Verdict, Option<u32>), Error> {
    let started = Instant::now();
    let stop = AtomicBool::new(false);
    let table = Journaled {
        table: Table::new(budget.memory()),
        checkpoint: files.checkpoint,
    };
    // As on one machine, the search's time is its count of nodes.
    let budget = budget.without_deadline();
    let before = nodes.load(Ordering::Relaxed);
    let mut searcher = Searcher::new(field, budget, table, nodes, &stop).reading(files.values)?;
    let root = Node {
        images: field.images(empty),
    };
    let mine: Vec<u32> = searcher
        .ordered(empty, first, field.moves(first, empty))
        .iter()
        .collect();
    let mut winning = None;
    for i in mine {
        let child = searcher.play(&root, first, i);
        if refuted(&mut searcher, field, &child, first, channel)? {
            continue;
        }
        winning = Some(i);
        break;
    }
    // The shared count goes up a block of nodes at a time: this search's are made exact.
    nodes.store(before + searcher.nodes, Ordering::Relaxed);
    let table = searcher.table.usage();
    let figures = [
        searcher.nodes,
        searcher.leaves,
        table.capacity,
        table.filled,
        table.hits,
        table.stores,
    ];
    let mut totals = [0; 6];
    for (total, figure) in totals.iter_mut().zip(figures) {
        *total = round(channel, Vec::new(), figure)?.total();
    }
    let [nodes, leaves, capacity, filled, hits, stores] = totals;
    let verdict = Verdict {
        first,
        wins: winning.is_some(),
        winning_move: winning.map(|i| move_name(field, first, i)),
        after: winning.map(|i| field::show(field, empty & !field.domino(first, i))),
        nodes,
        leaves,
        seconds: started.elapsed().as_secs_f64(),
        table: TableUse {
            capacity,
            filled,
            hits,
            stores,
        },
        by_symmetry: false,
    };
    Ok((verdict, winning))
}

/// Whether the opponent, to move on `child` after a move of `first`, has a reply that wins:
/// decided at once where counting decides it, or else each worker searching its share of
/// the replies and one round telling all.
fn refuted<M: Memo>(
    searcher: &mut Searcher<'_, M>,
    field: &Field,
    child: &Node,
    first: Side,
    channel: &mut dyn Channel,
) -> Result<bool, Error> {
    let (other, empty) = (first.other(), child.empty());
    let theirs = field.moves(other, empty);
    if theirs == 0 {
        return Ok(false);
    }
    // Every worker counts alike, so none needs the others' word here.
    if let Some(wins) = field.decided(other, empty) {
        return Ok(wins);
    }
    let replies: Vec<u32> = searcher.ordered(empty, other, theirs).iter().collect();
    let (me, workers) = (channel.worker() as usize, channel.workers() as usize);
    let mut found = false;
    for &j in replies.iter().skip(me).step_by(workers) {
        let after = searcher.play(child, other, j);
        if !searcher.wins(&after, first)? {
            found = true;
            break;
        }
    }
    Ok(round(channel, Vec::new(), u64::from(found))?.total() > 0)
}

#[cfg(test)]
mod tests {
    use super::super::checkpoint::run_twice;
    use super::*;
    use crate::db::Alone;

    /// One worker alone finds what the search on both cores finds, on boards of every class.
    #[test]
    fn alone_it_agrees_with_the_search() {
        for text in [
            "4x4",
            "5x5",
            "6x6",
            "4x7",
            "7x4",
            "5x6",
            "..#..|.....|.....|..#..",
        ] {
            let budget = Budget::with_memory(64 << 20);
            let none = OutcomeFiles::default();
            let spread = solve(text, budget.clone(), none).unwrap()(&mut Alone).unwrap();
            let single = super::super::solve(text, budget, none, &mut |_| {}).unwrap();
            assert_eq!(spread.class, single.class, "{text}");
            for (a, b) in [(&spread.left, &single.left), (&spread.right, &single.right)] {
                assert_eq!(a.winning_move, b.winning_move, "{text}");
                assert_eq!(a.after, b.after, "{text}");
            }
        }
    }

    /// A worker's run kept in its checkpoint goes on from it: the second run finds the same
    /// answer in fewer nodes, taking the decisions the first kept; and a worker's file is
    /// named beside the file given.
    #[test]
    fn a_workers_run_kept_in_its_file_goes_on() {
        let dir = std::env::temp_dir().join(format!("boyi-spread-kept-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = worker_file(&dir.join("7x6.json"), &Alone);
        assert!(path.ends_with("7x6.json.worker-1-of-1"), "{path:?}");
        let (field, empty) = field::read("7x6").unwrap();
        let [first, second] = run_twice(&path, &field::show(&field, empty), |checkpoint| {
            let budget = Budget::with_memory(64 << 20);
            let nodes = AtomicU64::new(0);
            let files = WorkerFiles {
                checkpoint: Some(checkpoint),
                values: None,
            };
            decide(&field, empty, budget, files, &mut Alone, &nodes).unwrap()
        });
        assert_eq!(first.class, Class::R);
        assert_eq!(second.class, first.class);
        assert_eq!(second.right.winning_move, first.right.winning_move);
        let nodes = |r: &Report| r.left.nodes + r.right.nodes;
        assert!(
            nodes(&second) < nodes(&first) / 2,
            "{} {}",
            nodes(&second),
            nodes(&first)
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
