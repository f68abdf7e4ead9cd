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

use super::{move_name, player_swapping_turn, turned, Node, Searcher};
use crate::budget::Budget;
use crate::db::{round, Channel};
use crate::error::Error;
use crate::games::domineering::field::{self, Field};
use crate::games::domineering::table::Table;
use crate::partizan::family::Side;
use crate::partizan::outcome::{Report, TableUse, Verdict};
use crate::partizan::Class;
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::time::Instant;

/// Who wins the board `text` with each player first, searched by every worker of `channel`
/// (one first player after the other, or Left's turned where the board is symmetric as
/// [`super::solve`] takes it), each worker within `budget`.
pub fn solve(text: &str, budget: Budget, channel: &mut dyn Channel) -> Result<Report, Error> {
    let (field, empty) = field::read(text)?;
    let (left, winning) = spread(text, Side::Left, budget.clone(), channel)?;
    let right = match player_swapping_turn(&field, empty) {
        Some(k) => turned(&field, empty, k, &left, winning),
        None => spread(text, Side::Right, budget, channel)?.0,
    };
    Ok(Report {
        position: field::show(&field, empty),
        class: Class::from_wins(left.wins, right.wins),
        left,
        right,
    })
}

/// Who wins the board `text` with `first` to move, and its winning first move (also as the
/// first cell of its domino), searched by every worker of `channel`, each within `budget`;
/// the figures are those of all workers together.
fn spread(
    text: &str,
    first: Side,
    budget: Budget,
    channel: &mut dyn Channel,
) -> Result<(Verdict, Option<u32>), Error> {
    let started = Instant::now();
    let (field, empty) = field::read(text)?;
    let (shared, stop) = (AtomicU64::new(0), AtomicBool::new(false));
    let table = Table::new(budget.memory());
    // As on one machine, the search's time is its count of nodes.
    let budget = budget.without_deadline();
    let mut searcher = Searcher::new(&field, budget, table, &shared, &stop);
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
        if refuted(&mut searcher, &field, &child, first, channel)? {
            continue;
        }
        winning = Some(i);
        break;
    }
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
        winning_move: winning.map(|i| move_name(&field, first, i)),
        after: winning.map(|i| field::show(&field, empty & !field.domino(first, i))),
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
fn refuted(
    searcher: &mut Searcher,
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
            let spread = solve(text, budget.clone(), &mut Alone).unwrap();
            let single = super::super::solve(text, budget, None, &mut |_| {}).unwrap();
            assert_eq!(spread.class, single.class, "{text}");
            for (a, b) in [(&spread.left, &single.left), (&spread.right, &single.right)] {
                assert_eq!(a.winning_move, b.winning_move, "{text}");
                assert_eq!(a.after, b.after, "{text}");
            }
        }
    }
}
