//! Clobber (Albert, Grossman, Nowakowski & Wolfe, "An introduction to Clobber", INTEGERS 5,
//! 2005): stones on a board; a player moves one of their stones onto an orthogonally
//! adjacent stone of the other player, which is removed. Left plays `x` (black), Right `o`
//! (white), as in CGSuite; whoever cannot move loses.
//!
//! The stones fall apart into groups that can never touch again (a move only ever lands on
//! a stone); a group of one colour is 0. Each group is cropped and kept as the least of its
//! eight images under the board's symmetries, all of which preserve the game.

use crate::budget::Budget;
use crate::error::Error;
use crate::family::PartizanFamily;
use crate::family::{CellNames, Drawing};
use crate::game::Written;
use crate::grid::{self, Shape};
use crate::notation::{joined, Token};
use crate::partizan::family::{self, Solution};
use crate::partizan::search::Rules;

/// A board: its size, Left's stones and Right's stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Board {
    /// The board's size.
    pub shape: Shape,
    /// Left's stones (`x`).
    pub left: u64,
    /// Right's stones (`o`).
    pub right: u64,
}

/// The rules of Clobber.
#[derive(Clone, Copy, Debug, Default)]
pub struct Clobber;

impl Clobber {
    /// Appends every move of the player owning `mine` against `theirs`: as (new mine, new
    /// theirs).
    fn moves(shape: Shape, mine: u64, theirs: u64, out: &mut Vec<(u64, u64)>) {
        let mut from = mine & shape.spread(theirs);
        while from != 0 {
            let i = from.trailing_zeros();
            from &= from - 1;
            let mut to = shape.spread(1 << i) & theirs;
            while to != 0 {
                let j = to.trailing_zeros();
                to &= to - 1;
                out.push((mine & !(1 << i) | 1 << j, theirs & !(1 << j)));
            }
        }
    }
}

impl Rules for Clobber {
    type Position = Board;

    fn left(&self, b: &Board, out: &mut Vec<Board>) {
        let mut moves = Vec::new();
        Clobber::moves(b.shape, b.left, b.right, &mut moves);
        out.extend(
            moves
                .into_iter()
                .map(|(left, right)| Board { left, right, ..*b }),
        );
    }

    fn right(&self, b: &Board, out: &mut Vec<Board>) {
        let mut moves = Vec::new();
        Clobber::moves(b.shape, b.right, b.left, &mut moves);
        out.extend(
            moves
                .into_iter()
                .map(|(right, left)| Board { left, right, ..*b }),
        );
    }

    fn windows(&self, b: &Board) -> Vec<Board> {
        let window = |w: u64| Board {
            left: b.left & w,
            right: b.right & w,
            ..*b
        };
        b.shape.windows().into_iter().map(window).collect()
    }

    fn components(&self, b: &Board, out: &mut Vec<Board>) {
        for group in b.shape.regions(b.left | b.right) {
            let (l, r) = (b.left & group, b.right & group);
            if l == 0 || r == 0 {
                continue;
            }
            let (shape, [l, r]) = b.shape.crop([l, r]);
            let (turned, [tl, tr]) = shape.transposed([l, r]);
            let images = shape
                .mirrors([l, r])
                .map(|[l, r]| Board {
                    shape,
                    left: l,
                    right: r,
                })
                .into_iter()
                .chain(turned.mirrors([tl, tr]).map(|[l, r]| Board {
                    shape: turned,
                    left: l,
                    right: r,
                }));
            out.extend(images.min());
        }
    }

    fn name_move(&self, from: &Board, to: &Board) -> Option<String> {
        // The mover's stones gained the cell they landed on.
        let (was, now) = if to.left & !from.left != 0 {
            (from.left, to.left)
        } else {
            (from.right, to.right)
        };
        let (i, j) = ((was & !now).trailing_zeros(), (now & !was).trailing_zeros());
        Some(format!(
            "{}x{}",
            from.shape.cell_name(i),
            from.shape.cell_name(j)
        ))
    }
}

impl Written<Board> for Clobber {
    fn read_position(&self, words: &[Token<'_>]) -> Result<Board, Error> {
        let text: &str = &joined(words);
        let (shape, [left, right]) = grid::read(text, [&['x', 'X'], &['o', 'O']], &['.'])?;
        Ok(Board { shape, left, right })
    }

    fn show_position(&self, b: &Board) -> String {
        grid::show(b.shape, [b.left, b.right], ['x', 'o'], '.')
    }
}

/// Clobber in the registry.
pub const FAMILY: PartizanFamily = PartizanFamily {
    name: "clobber",
    alias: Some("吃子棋"),
    example: "clobber xoxo",
    position: "rows of x (Left), o (Right) and . (empty) joined by |, e.g. xox|o.o",
    board: Some(Drawing::Grid {
        separator: "|",
        shown: &[(".", ""), ("x", "●"), ("o", "○")],
        names: CellNames::Letters,
    }),
    solve: solve_text,
    regions: None,
    table: None,
    outcome: None,
};

fn solve_text(text: &str, budget: Budget) -> Result<Solution, Error> {
    family::solve(Clobber, text, budget)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::expr::{self, Reading};
    use crate::partizan::search::Search;

    /// Values computed by CGSuite's Clobber and checked by hand (xo = ∗, xxo = ↑).
    #[test]
    fn known_values() {
        let mut s = Search::new(Clobber, Budget::of_machine());
        for (board, value) in [
            ("xo", "*"),
            ("xxo", "^"),
            ("xoo", "v"),
            ("xxoo", "0"),
            ("xxxo", "^^*"),
            ("xoxoxo", "0"),
            ("x|o", "*"),
            ("xo.xxo", "^*"),
            ("xx|oo", "0"),
        ] {
            let b = s
                .rules
                .read_position(&crate::notation::whole(board))
                .unwrap();
            let v = s.value(&b).unwrap();
            let Ok(Reading::Game(want)) = expr::read(&mut s.arena, value) else {
                panic!()
            };
            assert_eq!(v, want, "{board}");
        }
    }
}
