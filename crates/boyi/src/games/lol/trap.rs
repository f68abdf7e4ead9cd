//! What a part comes to on its own: whether some play fills it, whether a trap can still
//! arise in it, and whether Maker moving first forces one there.
//!
//! Proved: [`Part::info`] (only `L**L` cannot be filled; a trap can arise exactly in `L**L`,
//! four empty cells in a row, or three against an L end: the module docs of `games::lol`)
//! and [`Part::forces_trap`] (a trap at once, or a double threat with room on both sides).
//! Also checked in the tests: `info`, and that a part's safe-move nimber is the parity of
//! its empty cells, against a search of the safe-move game on every part of up to 12
//! cells; the forcing cut against the search without it on rows of 7 to 16 cells.

use super::board::Cell;
use super::part::Part;

/// What the facts proved in the docs of `games::lol` say about a part on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct PartInfo {
    /// Some sequence of safe moves fills it (all parts but `L**L`).
    pub(super) fillable: bool,
    /// Every way of playing it out fills it: no trap can ever arise in it.
    pub(super) always_fills: bool,
}

impl Part {
    /// Two facts proved in the docs of `games::lol` and checked against search in the
    /// tests: only `L**L` cannot be filled, and a part can end with a trapped `L**L` exactly
    /// when it is `L**L` or holds four empty cells in a row, or three in a row against an L
    /// end.
    pub(super) fn info(self) -> PartInfo {
        let len = self.len();
        let stuck = len == 2 && self.os() == 0 && self.left_l() && self.right_l();
        // Runs of empty cells: (length, touches an L end).
        let mut can_trap = stuck;
        let mut start = 0;
        for i in 0..=len {
            if i == len || self.is_o(i) {
                let run = i - start;
                let touches_l = (start == 0 && self.left_l()) || (i == len && self.right_l());
                can_trap |= run >= 4 || (run >= 3 && touches_l);
                start = i + 1;
            }
        }
        PartInfo {
            fillable: !stuck,
            always_fills: !can_trap,
        }
    }

    /// Whether the player to move, if they are Maker (the player who makes the last safe
    /// move), wins through this part alone, whatever the rest of the row holds.
    ///
    /// Two patterns, each decided inside a few cells of the part, so no move elsewhere can
    /// spoil them:
    /// - a trap at once: an L three cells from an L end with the two cells between empty;
    /// - a double threat: an L at a cell `m` of a stretch of empty cells with room on both
    ///   sides. An L at `m ± 3` would close a trap; its safety rules look at the two cells
    ///   beyond it, so each side needs three empty cells before an edge end (an edge, or an
    ///   O next to one: nothing to look at), four before an O inside the part (a written O
    ///   stays), and five otherwise. All these cells are empty now, so the L at `m` is safe,
    ///   and the opponent's one move touches at most one side: the other trap follows.
    ///
    /// Once a trap stands it stays, and Maker wins. Used as a cut in the search.
    pub(super) fn forces_trap(self) -> bool {
        let len = self.len();
        let empty = |range: std::ops::Range<usize>| range.clone().all(|i| !self.is_o(i));
        if len >= 3
            && ((self.left_l() && empty(0..3) && self.safe(2, Cell::L))
                || (self.right_l() && empty(len - 3..len) && self.safe(len - 3, Cell::L)))
        {
            return true;
        }
        // Room needed on one side of `m`, by what ends the stretch there.
        let room = |end_cell: bool, l_end: bool| match (end_cell, l_end) {
            (true, false) => 3,
            (false, _) => 4,
            (true, true) => 5,
        };
        let mut start = 0;
        for i in 0..=len {
            if i == len || self.is_o(i) {
                let before = room(start == 0, self.left_l());
                let after = room(i == len, self.right_l());
                if i - start > before + after {
                    return true;
                }
                start = i + 1;
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::lol::board::show;
    use crate::games::lol::part::all_parts;
    use crate::games::lol::search::Search;
    use crate::games::lol::solver::Solver;
    use rustc_hash::FxHashMap;

    /// A part's safe-move nimber and summary by plain search of its safe-move game: mex of
    /// the options' nimbers, whether some play fills it, whether every play does.
    fn searched(part: Part, memo: &mut FxHashMap<Part, (u32, PartInfo)>) -> (u32, PartInfo) {
        if let Some(&found) = memo.get(&part) {
            return found;
        }
        let (mut options, mut fillable) = (Vec::new(), false);
        let mut always_fills = part.safe_moves().next().is_some();
        for (i, letter) in part.safe_moves() {
            let (mut nimber, mut fills, mut always) = (0, true, true);
            for child in part.after(i, letter) {
                let (n, info) = searched(child, memo);
                nimber ^= n;
                fills &= info.fillable;
                always &= info.always_fills;
            }
            options.push(u64::from(nimber));
            fillable |= fills;
            always_fills &= always;
        }
        let found = (
            crate::value::mex(&options, &mut Vec::new()) as u32,
            PartInfo {
                fillable,
                always_fills,
            },
        );
        memo.insert(part, found);
        found
    }

    #[test]
    fn part_facts_match_search() {
        let mut memo = FxHashMap::default();
        for part in all_parts(12) {
            let part = part.canonical();
            let (nimber, info) = searched(part, &mut memo);
            assert_eq!(nimber, part.empties() % 2, "nimber of {}", part.show());
            assert_eq!(part.info(), info, "{}", part.show());
        }
    }

    /// The forcing cut against the same search without it, on every row of 7 to 16 cells
    /// with at most three letters written and every row of 7 to 13 cells with four: the
    /// stretches where a double threat has just enough room, next to edges, L's and O's.
    #[test]
    fn forcing_cut_agrees_with_full_search() {
        for n in 7..=16usize {
            let mut with_cut = Solver::new();
            let mut without = Solver {
                search: Search {
                    forcing_cut: false,
                    ..Search::default()
                },
                ..Solver::new()
            };
            let mut check = |row: &[Cell]| {
                let expected = without.value(row, false).unwrap().outcome;
                assert_eq!(
                    with_cut.value(row, false).unwrap().outcome,
                    expected,
                    "row {}",
                    show(row)
                );
            };
            let mut frontier = vec![(vec![Cell::Empty; n], 0)];
            check(&frontier[0].0);
            for _ in 0..if n <= 13 { 4 } else { 3 } {
                let mut next = Vec::new();
                for (row, from) in &frontier {
                    for i in *from..n {
                        for letter in [Cell::L, Cell::O] {
                            let mut more = row.clone();
                            more[i] = letter;
                            next.push((more, i + 1));
                        }
                    }
                }
                next.iter().for_each(|(row, _)| check(row));
                frontier = next;
            }
        }
    }
}
