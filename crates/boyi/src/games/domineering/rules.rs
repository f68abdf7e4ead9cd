//! The rules of Domineering as the search of values sees them: a board, each player's
//! moves, its regions in a normal form, and how it is written.

use crate::error::Error;
use crate::game::Written;
use crate::grid::{self, Shape};
use crate::notation::{joined, Token};
use crate::partizan::search::{Bridge, Rules};
use crate::partizan::{Arena, GameId};

/// A board and its empty cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// The board's size.
    pub shape: Shape,
    /// The empty cells.
    pub empty: u64,
}

/// The family's name in the registry, and in the files it writes.
pub const NAME: &str = "domineering";

/// The rules of Domineering.
#[derive(Clone, Copy, Debug, Default)]
pub struct Domineering;

impl Board {
    /// The empty rows × columns rectangle.
    pub fn rectangle(rows: u8, columns: u8) -> Board {
        let shape = Shape {
            w: columns,
            h: rows,
        };
        Board {
            shape,
            empty: shape.full(),
        }
    }

    /// The board after placing a domino on cells i and j.
    fn without(self, i: u32, j: u32) -> Board {
        Board {
            empty: self.empty & !(1 << i) & !(1 << j),
            ..self
        }
    }
}

impl Rules for Domineering {
    type Position = Board;

    fn left(&self, b: &Board, out: &mut Vec<Board>) {
        let w = b.shape.w as u32;
        let mut tops = b.shape.with_below(b.empty);
        while tops != 0 {
            let i = tops.trailing_zeros();
            tops &= tops - 1;
            out.push(b.without(i, i + w));
        }
    }

    fn right(&self, b: &Board, out: &mut Vec<Board>) {
        let mut lefts = b.shape.with_right(b.empty);
        while lefts != 0 {
            let i = lefts.trailing_zeros();
            lefts &= lefts - 1;
            out.push(b.without(i, i + 1));
        }
    }

    fn components(&self, b: &Board, out: &mut Vec<Board>) {
        for region in b.shape.regions(b.empty) {
            if region.count_ones() < 2 {
                continue;
            }
            let (shape, [cropped]) = b.shape.crop([region]);
            let empty = least_mirror(shape, cropped);
            out.push(Board { shape, empty });
        }
    }

    fn windows(&self, b: &Board) -> Vec<Board> {
        let window = |w: u64| Board {
            empty: b.empty & w,
            ..*b
        };
        b.shape.windows().into_iter().map(window).collect()
    }

    fn negative(&self, b: &Board) -> Option<Board> {
        // Turned on its diagonal, vertical dominoes become horizontal: the players swap.
        let (shape, [turned]) = b.shape.transposed([b.empty]);
        Some(Board {
            shape,
            empty: least_mirror(shape, turned),
        })
    }

    fn closed_form(&self, b: &Board, arena: &mut Arena) -> Option<GameId> {
        // A straight strip of n cells: ⌊n/2⌋ dominoes for the player it suits.
        let dominoes = i128::from(b.empty.count_ones() / 2);
        if b.shape.w == 1 {
            Some(arena.integer(dominoes))
        } else if b.shape.h == 1 {
            Some(arena.integer(-dominoes))
        } else {
            None
        }
    }

    fn bridges(&self, b: &Board, out: &mut Vec<Bridge<Board>>) {
        super::bridge::bridges(b.shape, b.empty, |empty| Board { empty, ..*b }, out);
    }

    fn name_move(&self, from: &Board, to: &Board) -> Option<String> {
        let placed = from.empty & !to.empty;
        let (i, j) = (placed.trailing_zeros(), 63 - placed.leading_zeros());
        Some(format!(
            "{}-{}",
            from.shape.cell_name(i),
            from.shape.cell_name(j)
        ))
    }
}

/// The least of the four mirror images of `cells` (those that keep vertical vertical).
fn least_mirror(shape: Shape, cells: u64) -> u64 {
    let images = shape.mirrors([cells]);
    images.iter().map(|[m]| *m).min().unwrap_or(cells)
}

impl Written<Board> for Domineering {
    fn read_position(&self, words: &[Token<'_>]) -> Result<Board, Error> {
        let text: &str = &joined(words);
        if let Some(shape) = grid::rectangle(text)? {
            return Ok(Board::rectangle(shape.h, shape.w));
        }
        let (shape, [empty]) = grid::read(text, [&['.']], &['#'])?;
        Ok(Board { shape, empty })
    }

    fn show_position(&self, b: &Board) -> String {
        grid::show(b.shape, [b.empty], ['.'], '#')
    }
}
