//! What each player of a Domineering board is sure of, and where counting it decides who
//! wins without search.
//!
//! A player is sure of s moves on cells the opponent can never cover (the safe moves of
//! Lachmann, Moore and Rapaport, "Who wins Domineering on rectangular boards?", 2002), and
//! of further moves from protective areas and unprotected dominoes ([`sure_moves`]); its
//! options take cells from the opponent's reach besides. Protective areas, the classes of
//! unprotected dominoes and options are those of Bullock's Obsequi (2002, its static
//! evaluation); the arguments for their soundness written here are Boyi's own.

use super::{Cells, Field};
use crate::partizan::family::Side;

/// What a player is sure of on a board, by one strategy: sure moves first, safe moves last.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Assured {
    /// Moves on cells the opponent can never cover.
    pub safe: u32,
    /// Further moves from protective areas and unprotected dominoes, all disjoint, moving
    /// first (0) and second (1) there.
    pub sure: [u32; 2],
    /// How many of those dominoes have a protected cell (which takes one cell, not two, from
    /// the opponent's reach).
    pub half: u32,
    /// The cells of the opponent's reach the player's options take, the player taking the
    /// first option (0) or the opponent spoiling it (1).
    pub denied: [u32; 2],
}

impl Field {
    /// Who wins with `side` to move, where counting decides it: `Some(true)` where `side`
    /// is sure of more moves than the opponent can make, `Some(false)` where the opponent
    /// is sure of as many as `side` can make.
    pub fn decided(&self, side: Side, empty: Cells) -> Option<bool> {
        let (mine, theirs) = (self.assured(side, empty), self.assured(side.other(), empty));
        self.verdict(side, empty, &mine, &theirs)
    }

    /// [`Field::decided`] from what each player is sure of: `mine` for `side`, `theirs` for
    /// the opponent.
    ///
    /// A player can make at most [`Field::real`] moves, and at most half the cells they can
    /// cover now less those the opponent's strategy takes from them: two a sure move, but
    /// one for a domino with a protected cell (at most one such domino a sure move, however
    /// many more are made: each takes a cell at least), and the cells its options deny;
    /// safe moves take none. The player to move chooses where to start: among its sure
    /// moves (then it answers second among its options) or among its options (then second
    /// among its sure moves). Answering each opponent move where it was made keeps both
    /// counts, since no opponent move touches both (an option's cells lie next to no
    /// counted domino) and a move to spare never lowers either.
    pub(crate) fn verdict(
        &self,
        side: Side,
        empty: Cells,
        mine: &Assured,
        theirs: &Assured,
    ) -> Option<bool> {
        let other = side.other();
        // The most moves `player` can make against the opponent's `moves` and `denied`.
        let most = |player: Side, by: &Assured, moves: u32, denied: u32| {
            let taken = 2 * moves - by.half.min(moves) + denied;
            let reach = self.coverable(player, empty).count_ones();
            self.real(player, empty)
                .min(reach.saturating_sub(taken) / 2)
        };
        let starts = [
            (mine.sure[0], mine.denied[1]),
            (mine.sure[1], mine.denied[0]),
        ];
        if starts
            .iter()
            .any(|&(moves, denied)| mine.safe + moves > most(other, mine, moves, denied))
        {
            return Some(true);
        }
        let (moves, denied) = (theirs.sure[1], theirs.denied[1]);
        if theirs.safe + moves >= most(side, theirs, moves, denied) {
            return Some(false);
        }
        None
    }

    /// What `side` is sure of on `empty`: its safe moves, the moves [`sure_moves`] counts
    /// from its protective areas and the dominoes left, all disjoint, and what its options
    /// deny ([`Field::options`]).
    pub(crate) fn assured(&self, side: Side, empty: Cells) -> Assured {
        let protected = self.protected(side, empty);
        let (areas, area_cells) = self.protective_areas(side, empty);
        let step = self.step(side);
        let safe_firsts = self.packed(side, protected);
        let safe_cells = safe_firsts | safe_firsts << step;
        // Further dominoes on the cells left, a protected one among them at most (the
        // other cell of such a domino is one the opponent can cover).
        let exposed = self.packed(side, empty & !safe_cells & !area_cells);
        let half = (exposed & (protected | protected >> step)).count_ones();
        // A domino one of whose cells lies next to a cell of another, or of an area, across
        // the lines: one move of the opponent may spoil both.
        let cells = exposed | exposed << step;
        let touching = cells & self.beside(side.other(), cells | area_cells);
        let paired = exposed & (touching | touching >> step);
        let lone = (exposed & !paired).count_ones().min(MAX_EXPOSED as u32) as usize;
        let paired = paired.count_ones().min(MAX_EXPOSED as u32) as usize;
        let areas = areas.min(MAX_AREAS) as usize;
        let index = (areas * (MAX_EXPOSED + 1) + lone) * (MAX_EXPOSED + 1) + paired;
        Assured {
            safe: safe_firsts.count_ones(),
            sure: self.sure[index].map(u32::from),
            half,
            denied: self.options(side, empty, protected, cells | area_cells),
        }
    }

    /// The cells of the opponent's reach `side`'s options take, `side` taking the first
    /// option or the opponent spoiling it: the options go to whoever comes first, the
    /// larger first, so `side` gets the first, third, … largest or the second, fourth, ….
    ///
    /// An option is a free cell x next to a run of cells protected for `side` (`protected`)
    /// whose length is even, along `side`'s lines: `side` places a domino on x and the run's
    /// end instead of one of the run's safe moves, and still makes as many moves on the run
    /// (an even run of k cells less its end holds k/2 − 1 dominoes, and both ends may go
    /// so; an odd run is left out, as its last cell may lie in a counted domino). That takes x from the opponent, with each empty cell next to x across whose
    /// other neighbour across is taken (it can never be covered once x is). The opponent
    /// spoils the option only by covering x. Free means empty, unprotected, neither in
    /// `packed` (the cells of the counted areas and dominoes) nor next to them across:
    /// so no move of the opponent covers cells of two options, or of an option and a
    /// counted domino, and `side`'s option moves leave every counted domino and area whole.
    /// Two options are never next to each other across, and the cells an option takes are
    /// never another's (a cell next to both would need its neighbours across taken and
    /// empty). Options are Bullock's, of Obsequi (2002).
    fn options(&self, side: Side, empty: Cells, protected: Cells, packed: Cells) -> [u32; 2] {
        let other = side.other();
        let step = self.step(side);
        let (no_before, no_after) = self.line_ends(side);
        let starts = protected & !((protected << step) & !no_before);
        let ends = protected & !((protected >> step) & !no_after);
        // A run is even where its start is an odd distance from its end.
        let (from_start, from_end) = self.run_parities(side, protected);
        let (even_starts, even_ends) = (starts & !from_end, ends & !from_start);
        let free = empty & !protected & !packed & !self.beside(other, packed);
        let mut candidates =
            free & (((even_starts & !no_before) >> step) | ((even_ends & !no_after) << step));
        if candidates == 0 {
            return [0, 0];
        }
        // The cells next to a candidate across that it alone reaches: empty cells with the
        // other neighbour across taken or off the board.
        let across = self.step(other);
        let (across_first, across_last) = self.line_ends(other);
        let (walled_before, walled_after) = self.walled(other, empty);
        let lone_before = empty & walled_before & !across_last;
        let lone_after = empty & walled_after & !across_first;
        let (takes_before, takes_after) = (lone_before << across, lone_after >> across);
        // How many options take 1, 2 and 3 cells.
        let mut counts = [0u32; 4];
        while candidates != 0 {
            let x = candidates & candidates.wrapping_neg();
            candidates &= !(x | self.beside(other, x));
            let taken = 1 + usize::from(x & takes_before != 0) + usize::from(x & takes_after != 0);
            counts[taken] += 1;
        }
        let (mut denied, mut turn) = ([0, 0], 0);
        for taken in (1..=3).rev() {
            let n = counts[taken];
            denied[turn] += taken as u32 * n.div_ceil(2);
            denied[1 - turn] += taken as u32 * (n / 2);
            turn ^= (n & 1) as usize;
        }
        denied
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

/// The most protective areas [`sure_moves`] counts (a 128-cell board holds 32).
const MAX_AREAS: u32 = 32;

/// The most unprotected dominoes [`sure_moves`] counts (a 128-cell board holds 64).
const MAX_EXPOSED: usize = 64;

/// The moves a player is sure of from p protective areas, v₁ unprotected dominoes no move
/// of the opponent spoils two of, and v₂ further ones, all disjoint, moving first and moving
/// second: at index (p × 65 + v₁) × 65 + v₂. The player takes an area (a move, and a safe
/// move for later) or plays a domino; the opponent spoils an area and perhaps a domino of
/// the second kind next to it (which leaves a domino of the first kind in the area's walled
/// line), or one domino of the first kind, or up to two of the second (a domino covers two
/// cells), or plays elsewhere;
/// the player makes the most of it, the opponent the least. (Obsequi counts v₁ / 2 and
/// v₂ / 3 in the same way.)
pub(super) fn sure_moves() -> Vec<[u8; 2]> {
    let side = MAX_EXPOSED + 1;
    let at = |p: usize, v1: usize, v2: usize| (p * side + v1) * side + v2;
    let mut sure = vec![[0u8; 2]; (MAX_AREAS as usize + 1) * side * side];
    for areas in 0..=MAX_AREAS as usize {
        for lone in 0..side {
            for paired in 0..side {
                let mut first = 0;
                if areas > 0 {
                    first = first.max(2 + sure[at(areas - 1, lone, paired)][1]);
                }
                if lone > 0 {
                    first = first.max(1 + sure[at(areas, lone - 1, paired)][1]);
                }
                if paired > 0 {
                    first = first.max(1 + sure[at(areas, lone, paired - 1)][1]);
                }
                // Moving second: the opponent's least reply, then the player moves first.
                let mut second = first;
                if areas > 0 {
                    second = second.min(sure[at(areas - 1, lone, paired)][0]);
                }
                if lone > 0 {
                    second = second.min(sure[at(areas, lone - 1, paired)][0]);
                }
                if paired > 0 {
                    second = second.min(sure[at(areas, lone, paired.saturating_sub(2))][0]);
                }
                // An area spoilt with the domino beside its open line leaves the walled
                // line's two cells a domino of the first kind: the opponent covers an open
                // cell, and its other neighbour there is all that can reach it.
                if areas > 0 && paired > 0 {
                    let rest = (lone + 1).min(MAX_EXPOSED);
                    second = second.min(sure[at(areas - 1, rest, paired - 1)][0]);
                }
                sure[at(areas, lone, paired)] = [first, second];
            }
        }
    }
    sure
}
