//! Every move of a player decided by the outcome search: for `--all-moves` (each player's,
//! Right's turned from Left's on a board a turn maps onto itself swapping the players) and
//! for each turn of `boyi play --outcome`, whose judge keeps its tables from turn to turn.

use super::{move_name, on_cores, player_swapping_turn, read_values, Node, Searcher};
use crate::budget::Budget;
use crate::error::Error;
use crate::games::domineering::field::{self, Cells, Field};
use crate::games::domineering::table::Table;
use crate::partizan::family::Side;
use crate::partizan::outcome::{Judgement, MoveJudge, MoveOutcome, TableUse};
use crate::partizan::values_file::ValuesData;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::sync::Mutex;
use std::time::Instant;

/// Moves decided: each domino's first cell, with whether the move wins.
type Decided = Vec<(u32, bool)>;

/// Every move of each player on the board `text`, each decided by a search of the board it
/// leaves with the opponent to move (the moves shared out between two searches, one a
/// core, each keeping its table from move to move, and from Left's moves to Right's); on a
/// board that a turn maps onto itself swapping the players, Right's moves are Left's turned,
/// with no search of their own (as [`super::solve`] turns Left's verdict). With a file of
/// region values (`values`), the searches' leaves look their regions up in it.
pub fn judge_both(
    text: &str,
    budget: Budget,
    values: Option<&Path>,
    progress: &mut dyn FnMut(u64),
) -> Result<[Judgement; 2], Error> {
    let (field, empty) = field::read(text)?;
    let file = read_values(values)?;
    let judge = |mover, tables, progress: &mut dyn FnMut(u64)| {
        let aids = Aids {
            tables,
            values: file.as_ref(),
        };
        judged(&field, empty, mover, budget.clone(), aids, progress)
    };
    let (left, decided, tables) = judge(Side::Left, None, progress)?;
    let right = match player_swapping_turn(&field, empty) {
        Some(k) => {
            let turned = decided
                .into_iter()
                .map(|(i, wins)| {
                    let domino = field.image(k, field.domino(Side::Left, i)).0;
                    (domino.trailing_zeros(), wins)
                })
                .collect();
            Judgement {
                position: left.position.clone(),
                mover: Side::Right,
                moves: listed(&field, empty, Side::Right, turned),
                nodes: 0,
                leaves: 0,
                seconds: 0.0,
                table: TableUse::default(),
                by_symmetry: true,
            }
        }
        None => judge(Side::Right, Some(tables), progress)?.0,
    };
    Ok([left, right])
}

/// The judge of `boyi play --outcome`: every move of the player to move decided, within
/// `budget`, by two searches whose tables are kept from one turn to the next while the
/// board stays on the same rectangle (a board decided at one turn is decided at the next).
pub struct Judges {
    budget: Budget,
    /// The rectangle (rows, columns) the kept tables are of, and the tables.
    kept: Option<((u32, u32), [Table; 2])>,
    /// The file of region values the searches' leaves read, if there is one.
    values: Option<Arc<ValuesData>>,
}

impl Judges {
    /// A judge with no tables yet, within `budget`.
    pub fn new(budget: Budget) -> Judges {
        Judges {
            budget,
            kept: None,
            values: None,
        }
    }

    /// [`Judges::new`] as the family's capability gives it, its leaves reading the file of
    /// region values at `values` where there is one (read once, here).
    pub fn boxed(budget: Budget, values: Option<&Path>) -> Result<Box<dyn MoveJudge>, Error> {
        Ok(Box::new(Judges {
            values: read_values(values)?,
            ..Judges::new(budget)
        }))
    }
}

impl MoveJudge for Judges {
    fn judge(
        &mut self,
        text: &str,
        mover: Side,
        progress: &mut dyn FnMut(u64),
    ) -> Result<Judgement, Error> {
        let (field, empty) = field::read(text)?;
        let rectangle = (field.rows, field.columns);
        let tables = self
            .kept
            .take()
            .filter(|(kept, _)| *kept == rectangle)
            .map(|(_, tables)| tables);
        let aids = Aids {
            tables,
            values: self.values.as_ref(),
        };
        let (judgement, _, tables) =
            judged(&field, empty, mover, self.budget.clone(), aids, progress)?;
        self.kept = Some((rectangle, tables));
        Ok(judgement)
    }
}

/// What the two searches of [`judged`] start from, each where there is one: their tables
/// (kept from an earlier call), and a file of region values their leaves read.
struct Aids<'a> {
    tables: Option<[Table; 2]>,
    values: Option<&'a Arc<ValuesData>>,
}

/// Every move of `mover` on `empty`, decided by two searches at once with the tables and
/// file of values of `aids` (new tables where it has none); also each move's first cell with
/// whether it wins, and the tables after. The figures of the tables are this call's.
fn judged(
    field: &Field,
    empty: Cells,
    mover: Side,
    budget: Budget,
    aids: Aids<'_>,
    progress: &mut dyn FnMut(u64),
) -> Result<(Judgement, Decided, [Table; 2]), Error> {
    let started = Instant::now();
    let mine: Vec<u32> = field::each_cell(field.moves(mover, empty)).collect();
    let next = AtomicUsize::new(0);
    let slots = aids
        .tables
        .map_or([None, None], |t| t.map(Some))
        .map(Mutex::new);
    let searched: Result<[_; 2], _> = on_cores(budget, progress, |k, values, shared, stop| {
        let kept = slots[k].lock().unwrap_or_else(|p| p.into_inner()).take();
        let mut table = kept.unwrap_or_else(|| Table::new(values.memory()));
        table.count_afresh();
        let mut searcher =
            Searcher::new(field, values, table, shared, stop).reading(aids.values)?;
        let root = Node {
            images: field.images(empty),
        };
        let mut decided = Vec::new();
        while let Some(&i) = mine.get(next.fetch_add(1, Ordering::Relaxed)) {
            let child = searcher.play(&root, mover, i);
            decided.push((i, !searcher.wins(&child, mover.other())?));
        }
        let figures = (searcher.nodes, searcher.leaves, searcher.table.usage());
        Ok((decided, figures, searcher.table))
    });
    let (mut decided, mut nodes, mut leaves) = (Vec::new(), 0, 0);
    let mut table = TableUse::default();
    let [(part0, figures0, table0), (part1, figures1, table1)] = searched?;
    for (part, (n, l, used)) in [(part0, figures0), (part1, figures1)] {
        decided.extend(part);
        nodes += n;
        leaves += l;
        table += used;
    }
    let judgement = Judgement {
        position: field::show(field, empty),
        mover,
        moves: listed(field, empty, mover, decided.clone()),
        nodes,
        leaves,
        seconds: started.elapsed().as_secs_f64(),
        table,
        by_symmetry: false,
    };
    Ok((judgement, decided, [table0, table1]))
}

/// The moves of `mover` on `empty` (each its domino's first cell, with whether it wins),
/// named, the winning ones first, each group in the order of their cells.
fn listed(field: &Field, empty: Cells, mover: Side, mut decided: Decided) -> Vec<MoveOutcome> {
    decided.sort_by_key(|&(i, wins)| (!wins, i));
    decided
        .into_iter()
        .map(|(i, wins)| MoveOutcome {
            mv: move_name(field, mover, i),
            after: field::show(field, empty & !field.domino(mover, i)),
            wins,
        })
        .collect()
}
