//! What each player of a Domineering board is sure of, and where counting it decides who
//! wins without search.
//!
//! A player is sure of s moves on cells the opponent can never cover (the safe moves of
//! Lachmann, Moore and Rapaport, "Who wins Domineering on rectangular boards?", 2002), and
//! of further moves from protective areas and unprotected dominoes ([`PoolTable`]); its
//! options take cells from the opponent's reach besides. Protective areas, the classes of
//! unprotected dominoes and options are those of Bullock's Obsequi (2002, its static
//! evaluation); the arguments for their soundness written here are Boyi's own.

use super::pools::{Class, Options, PoolTable, Pools};
use super::{Cells, Field};
use crate::partizan::family::Side;
use std::sync::OnceLock;

/// What a player is sure of on a board, by one strategy: sure moves first, safe moves last.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Assured {
    /// Moves on cells the opponent can never cover.
    pub safe: u32,
    /// Further moves from protective areas and unprotected dominoes, all disjoint, moving
    /// first (0) and second (1) there.
    pub sure: [u32; 2],
    /// Twice those moves plus the cells of the opponent's reach they take, by the strategy
    /// that makes the most of that (two cells a domino, one where a cell is protected),
    /// moving first and second.
    pub gain: [u32; 2],
    /// How many of the player's options take one, two and three cells of the opponent's
    /// reach (at 1, 2 and 3; [`Field::options`]).
    pub options: [u32; 4],
    /// The areas and dominoes counted, for counting them together with the options.
    pools: Pools,
}

impl Assured {
    /// Twice the moves from areas and dominoes plus the cells of the opponent's reach they
    /// and the options take, moving first (0) and second (1), each played out apart
    /// ([`Assured::gain`]; options to whoever comes first, the larger first), the player
    /// moving first in one and second in the other.
    pub fn apart(&self) -> [u32; 2] {
        let denied = Options(self.options).worth();
        let gain = self.gain;
        [
            (gain[0] + denied[1]).max(gain[1] + denied[0]),
            gain[1] + denied[1],
        ]
    }

    /// What [`Assured::apart`] counts moving first (0) or second (1), or more where the areas
    /// and dominoes and the options played out together make more
    /// ([`PoolTable::with_options`]): a move in one may buy the first move in the other.
    pub fn together(&self, k: usize) -> u32 {
        let apart = self.apart()[k];
        let options = Options(self.options);
        if options.largest() == 0 {
            return apart;
        }
        apart.max(tables().2.get(self.pools, options)[k])
    }
}

/// The moves and the gains a player is sure of from its areas and dominoes, and the gains
/// with its options, built once.
fn tables() -> &'static (PoolTable, PoolTable, PoolTable) {
    static TABLES: OnceLock<(PoolTable, PoolTable, PoolTable)> = OnceLock::new();
    TABLES.get_or_init(|| {
        (
            PoolTable::moves(),
            PoolTable::gains(),
            PoolTable::with_options(),
        )
    })
}

impl Field {
    /// Who wins with `side` to move, where counting decides it: `Some(true)` where `side`
    /// is sure of more moves than the opponent can make, `Some(false)` where the opponent
    /// is sure of as many as `side` can make.
    pub fn decided(&self, side: Side, empty: Cells) -> Option<bool> {
        // What the opponent is sure of is counted only where the player's own count does not
        // decide: most boards are decided, if at all, by the player's.
        if self.outlasts(side, empty, &self.assured(side, empty)) {
            return Some(true);
        }
        self.outlasted(side, empty, &self.assured(side.other(), empty))
            .then_some(false)
    }

    /// Whether `side`, to move and sure of `mine`, outlasts the opponent: [`Field::decided`]'s
    /// win.
    ///
    /// A player can make at most [`Field::real`] moves. It can also make at most half the
    /// `reach` cells it can cover now less those the opponent's strategy takes from them
    /// (safe moves take none): if the opponent makes m moves by a strategy that takes t of
    /// those cells (gain g = 2m + t) and options deny d more, the opponent outlasts it when
    /// m > ⌊(reach − t − d) / 2⌋, that is when 2m + t + d > reach. The player to move
    /// chooses where to start: among its areas and dominoes (then it answers second among
    /// its options) or among its options (then second among the rest). Answering each
    /// opponent move where it was made keeps both counts, since no opponent move touches
    /// both (an option's cells lie next to no counted domino or area) and a move to spare
    /// never lowers either.
    pub(crate) fn outlasts(&self, side: Side, empty: Cells, mine: &Assured) -> bool {
        let other = side.other();
        let reach = self.coverable(other, empty).count_ones();
        mine.safe + mine.sure[0] > self.real(other, empty)
            || 2 * mine.safe + mine.together(0) > reach
    }

    /// Whether the opponent of `side`, moving second and sure of `theirs`, outlasts `side`:
    /// [`Field::decided`]'s loss. As for [`Field::outlasts`], with the opponent moving
    /// second: it outlasts the player when m ≥ ⌊(reach − t − d) / 2⌋, that is when
    /// 2m + t + d + 2 > reach.
    pub(crate) fn outlasted(&self, side: Side, empty: Cells, theirs: &Assured) -> bool {
        let reach = self.coverable(side, empty).count_ones();
        theirs.safe + theirs.sure[1] >= self.real(side, empty)
            || 2 * theirs.safe + theirs.together(1) + 2 > reach
    }

    /// What `side` is sure of on `empty`: its safe moves, what [`PoolTable`] counts
    /// from its protective areas and the dominoes left, all disjoint, and what its options
    /// deny ([`Field::options`]).
    pub(crate) fn assured(&self, side: Side, empty: Cells) -> Assured {
        let protected = self.protected(side, empty);
        let (areas, area_cells) = self.protective_areas(side, empty);
        let step = self.step(side);
        let safe_firsts = self.safe_packing(side, protected, empty);
        let safe_cells = safe_firsts | safe_firsts << step;
        // Further dominoes on the cells left, a protected one among them at most (the
        // other cell of such a domino is one the opponent can cover).
        let exposed = self.packed(side, empty & !safe_cells & !area_cells);
        let halves = exposed & (protected | protected >> step);
        // A domino one of whose cells lies next to a cell of another, or of an area, across
        // the lines: one move of the opponent may spoil both.
        let cells = exposed | exposed << step;
        let touching = cells & self.beside(side.other(), cells | area_cells);
        let paired = exposed & (touching | touching >> step);
        let class = |dominoes: Cells| Class {
            count: dominoes.count_ones() as usize,
            halves: (dominoes & halves).count_ones() as usize,
        };
        let pools = Pools {
            areas: areas as usize,
            lone: class(exposed & !paired),
            paired: class(paired),
        };
        let (moves, gains, _) = tables();
        let none = Options::default();
        let (sure, gain) = (moves.get(pools, none), gains.get(pools, none));
        // Past the gains' caps, the moves' strategy may gain more: two cells a move, one
        // for a domino with a protected cell, no more of those than moves.
        let half = halves.count_ones();
        Assured {
            safe: safe_firsts.count_ones(),
            sure,
            gain: [0, 1].map(|k| gain[k].max(4 * sure[k] - half.min(sure[k]))),
            options: self.options(side, empty, protected, cells | area_cells),
            pools,
        }
    }

    /// How many of `side`'s options take one, two and three cells of the opponent's reach
    /// (at 1, 2 and 3): whoever moves among them takes or spoils the largest.
    ///
    /// An option is a free cell x next to either end of a run of k cells protected for `side`
    /// (`protected`), along `side`'s lines: `side` places a domino on x and the run's end
    /// instead of one of the run's ⌊k/2⌋ safe moves, and still makes as many moves on the
    /// run. What is left of the run holds ⌊k/2⌋ − 1 dominoes at least: k − 1 cells where k
    /// is even; where k is odd, k − 1 cells, or k − 2 where the spare cell at the other end
    /// lies in a counted domino (the safe moves are packed so that it can,
    /// [`Field::safe_packing`]). So an option never costs a counted move, and an option at
    /// the other end of what is left is one again. It takes x from the opponent, with each
    /// empty cell next to x across whose other neighbour across is taken (it can never be
    /// covered once x is). The opponent spoils the option only by covering x. Free means
    /// empty, unprotected, neither in `packed` (the cells of the counted areas and dominoes)
    /// nor next to them across: so no move of the opponent covers cells of two options, or
    /// of an option and a counted domino, and `side`'s option moves leave every counted
    /// domino and area whole.
    /// Two options are never next to each other across, and the cells an option takes are
    /// never another's (a cell next to both would need its neighbours across taken and
    /// empty). Options are Bullock's, of Obsequi (2002).
    fn options(&self, side: Side, empty: Cells, protected: Cells, packed: Cells) -> [u32; 4] {
        let other = side.other();
        let step = self.step(side);
        let (no_before, no_after) = self.line_ends(side);
        let starts = protected & !((protected << step) & !no_before);
        let ends = protected & !((protected >> step) & !no_after);
        let free = empty & !protected & !packed & !self.beside(other, packed);
        let mut candidates =
            free & (((starts & !no_before) >> step) | ((ends & !no_after) << step));
        if candidates == 0 {
            return [0; 4];
        }
        // The cells next to a candidate across that it alone reaches: empty cells with the
        // other neighbour across taken or off the board.
        let across = self.step(other);
        let (across_first, across_last) = self.line_ends(other);
        let (walled_before, walled_after) = self.walled(other, empty);
        let lone_before = empty & walled_before & !across_last;
        let lone_after = empty & walled_after & !across_first;
        let (takes_before, takes_after) = (lone_before << across, lone_after >> across);
        // Those that take the most cells are chosen first.
        let mut counts = [0u32; 4];
        let two = takes_before ^ takes_after;
        for (taken, class) in [
            (3, takes_before & takes_after),
            (2, two),
            (1, !(takes_before | takes_after)),
        ] {
            let mut chosen = candidates & class;
            while chosen != 0 {
                let x = chosen & chosen.wrapping_neg();
                let spoilt = x | self.beside(other, x);
                chosen &= !spoilt;
                candidates &= !spoilt;
                counts[taken] += 1;
            }
        }
        counts
    }

    /// The cells whose neighbour before them along `side`'s lines is taken or off the
    /// board, and those whose neighbour after them is.
    fn walled(&self, side: Side, empty: Cells) -> (Cells, Cells) {
        let step = self.step(side);
        let (no_before, no_after) = self.line_ends(side);
        (no_before | !(empty << step), no_after | !(empty >> step))
    }

    /// Protective areas of `side`, disjoint and none next to another across `side`'s lines:
    /// 2 × 2 blocks of empty cells in two neighbouring lines of `side` with a wall (both
    /// cells taken, or the board's edge) in the line on one side of them at least. A domino
    /// of `side` in the line nearer the open side leaves the walled line's two cells with
    /// no empty neighbour across, a safe move: the area is worth two moves to `side` if it
    /// moves there first, and one move of the opponent spoils it (and at most one other
    /// domino next to it; the protective areas of Bullock's Obsequi, 2002). Their number
    /// and cells.
    pub(super) fn protective_areas(&self, side: Side, empty: Cells) -> (u32, Cells) {
        let other = side.other();
        let (across, along) = (self.step(other), self.step(side));
        let no_after = self.line_ends(other).1;
        let (walled_before, walled_after) = self.walled(other, empty);
        let corners = empty & (empty >> along) & !self.line_ends(side).1;
        let blocks = corners & (corners >> across) & !no_after;
        let wall_before = walled_before & (walled_before >> along);
        let next = (walled_after >> across) & (walled_after >> (across + along));
        let mut candidates = blocks & (wall_before | next);
        let (mut count, mut cells) = (0, 0);
        while candidates != 0 {
            let corner = candidates & candidates.wrapping_neg();
            let column = corner | corner << along;
            let block = column | column << across;
            count += 1;
            cells |= block;
            // No later block may share a cell with this one or lie next to it across.
            let zone = block | self.beside(other, block);
            let line = zone | zone >> along;
            candidates &= !(line | line >> across);
        }
        (count, cells)
    }
}
