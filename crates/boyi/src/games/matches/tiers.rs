//! The matchstick board as a solve database holds it: a tier per number of matches placed,
//! and each tier's sorted keys (legal boards are too few among the 3^cells strings for a
//! dense rank). A key packs the board's horizontal matches above its vertical ones, a bit a
//! cell in reading order; of the board's images under its symmetries (the two flips, and on
//! a square board the transposition, which swaps the kinds of match) the smallest key is
//! kept.

use super::component::{along_column, along_row, fill, flip_columns, flip_rows, transpose, SIDE};
use crate::db::{Estimate, Shared, Tiered};
use crate::error::Error;
use crate::text::Text;

/// The most cells a database's board may have: a key holds two bits a cell in 64 bits.
pub const MAX_DB_CELLS: usize = 32;

/// Matchstick boards of one size, for the database builder.
#[derive(Clone, Debug)]
pub struct MatchTiers {
    rows: usize,
    cols: usize,
    /// The images of one match under the board's symmetries ([`MatchTiers::images`]), by
    /// its cell and kind (`2 * cell + 1` for a vertical match): a child's images are its
    /// parent's with the new match's added, so a move is canonicalised without a flip.
    added: Vec<Images>,
}

/// A board's images under the symmetries: the columns flipped if bit 1 of the index is set,
/// the rows if bit 2 is, and (on a square board; else the image before it again) transposed
/// if bit 0 is, which swaps the kinds of match.
type Images = [(u64, u64); 8];

/// A board as 8 x 8 bit boards (bit `8 * row + column`): its horizontal and vertical matches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Board {
    horizontal: u64,
    vertical: u64,
}

impl MatchTiers {
    /// Boards of `rows` x `cols`; refused past [`MAX_DB_CELLS`] cells.
    pub fn new(rows: usize, cols: usize) -> Result<MatchTiers, Error> {
        if rows.saturating_mul(cols) > MAX_DB_CELLS || rows > SIDE || cols > SIDE {
            return Err(Error::limit(
                Text::new("error-db-matches-size")
                    .arg("rows", rows)
                    .arg("cols", cols)
                    .arg("max", MAX_DB_CELLS),
            ));
        }
        let mut tiers = MatchTiers {
            rows,
            cols,
            added: Vec::new(),
        };
        tiers.added = (0..2 * 64)
            .map(|i| {
                let bit = 1u64 << (i / 2);
                let (horizontal, vertical) = if i % 2 == 0 { (bit, 0) } else { (0, bit) };
                tiers.images(Board {
                    horizontal,
                    vertical,
                })
            })
            .collect();
        Ok(tiers)
    }

    fn cells(&self) -> usize {
        self.rows * self.cols
    }

    /// The board's cells on the 8 x 8 bit board.
    fn area(&self) -> u64 {
        let row = (1u64 << self.cols) - 1;
        (0..self.rows).fold(0, |a, r| a | row << (8 * r))
    }

    /// A bit board's cells in reading order, a bit a cell.
    fn pack(&self, x: u64) -> u64 {
        let row = (1u64 << self.cols) - 1;
        (0..self.rows).fold(0, |a, r| a | (x >> (8 * r) & row) << (r * self.cols))
    }

    /// The inverse of [`MatchTiers::pack`].
    fn unpack(&self, x: u64) -> u64 {
        let row = (1u64 << self.cols) - 1;
        (0..self.rows).fold(0, |a, r| a | (x >> (r * self.cols) & row) << (8 * r))
    }

    fn key_of_board(&self, b: Board) -> u64 {
        self.pack(b.horizontal) << self.cells() | self.pack(b.vertical)
    }

    fn board(&self, key: u64) -> Board {
        let mask = (1u64 << self.cells()) - 1;
        Board {
            horizontal: self.unpack(key >> self.cells()),
            vertical: self.unpack(key & mask),
        }
    }

    /// The board's images under its symmetries (see [`Images`]).
    fn images(&self, b: Board) -> Images {
        let rows = |x: u64| flip_rows(x) >> (8 * (SIDE - self.rows));
        let cols = |x: u64| flip_columns(x) >> (SIDE - self.cols);
        let flip = |f: usize, x: u64| {
            let x = if f & 1 != 0 { cols(x) } else { x };
            if f & 2 != 0 {
                rows(x)
            } else {
                x
            }
        };
        let mut images = [(0, 0); 8];
        for f in 0..4 {
            let (horizontal, vertical) = (flip(f, b.horizontal), flip(f, b.vertical));
            images[2 * f] = (horizontal, vertical);
            images[2 * f + 1] = match self.rows == self.cols {
                true => (transpose(vertical), transpose(horizontal)),
                false => (horizontal, vertical),
            };
        }
        images
    }

    /// The key of the least of a board's images. Packing keeps the order of the cells, so
    /// the images are compared as 8 x 8 boards and only the least is packed.
    fn least(&self, images: impl Iterator<Item = (u64, u64)>) -> u64 {
        // As one 128-bit number each (the same order), compared without a branch.
        let least = images
            .map(|(h, v)| u128::from(h) << 64 | u128::from(v))
            .min()
            .expect("eight images");
        self.key_of_board(Board {
            horizontal: (least >> 64) as u64,
            vertical: least as u64,
        })
    }

    /// The smallest key among the board's images under its symmetries.
    fn key(&self, b: Board) -> u64 {
        self.least(self.images(b).into_iter())
    }

    /// The empty cells where a horizontal match may go, and those where a vertical one may:
    /// a stretch of empty cells is closed to a kind when a match of that kind ends it.
    fn legal(&self, b: Board) -> (u64, u64) {
        let empty = self.area() & !(b.horizontal | b.vertical);
        let closed = |own: u64, step: fn(u64) -> u64| fill(empty & step(own), empty, step);
        (
            empty & !closed(b.horizontal, along_row),
            empty & !closed(b.vertical, along_column),
        )
    }
}

impl MatchTiers {
    /// The board's size.
    pub(super) fn size(&self) -> (usize, usize) {
        (self.rows, self.cols)
    }

    /// The empty board of this size, as it is written.
    pub(super) fn shape(&self) -> String {
        vec!["0".repeat(self.cols); self.rows].join("/")
    }

    /// The tier and key of the board of these horizontal and vertical matches (8 x 8 bit
    /// boards).
    pub(super) fn locate(&self, horizontal: u64, vertical: u64) -> (u32, u64) {
        let b = Board {
            horizontal,
            vertical,
        };
        ((horizontal | vertical).count_ones(), self.key(b))
    }

    /// The legal boards with `placed` matches and more, by a transfer-matrix count (an
    /// upper bound: not all are reachable, and symmetry halves them or more); memory for the
    /// largest tier's keys and records twice over, disk for every record before compression.
    pub(super) fn estimate_from(&self, placed: u32) -> Estimate {
        let by_tier = legal_boards(self.rows, self.cols);
        let from_root: Vec<u64> = by_tier.iter().skip(placed as usize).copied().collect();
        let largest = from_root.iter().max().copied().unwrap_or(0);
        let positions: u64 = from_root.iter().sum();
        Estimate {
            positions: Some(positions),
            memory: Some(largest.saturating_mul(2 * (8 + 4 + 4))),
            disk: Some(positions.saturating_mul(2 * (8 + 2 + 2))),
        }
    }
}

impl Tiered for MatchTiers {
    type Key = u64;

    fn children(&self, tier: u32, key: &u64, out: &mut Vec<(u32, u64)>) -> Result<(), Error> {
        let b = self.board(*key);
        let images = self.images(b);
        let (horizontal, vertical) = self.legal(b);
        for (mut cells, kind) in [(horizontal, 0), (vertical, 1)] {
            while cells != 0 {
                let added = &self.added[2 * cells.trailing_zeros() as usize + kind];
                cells &= cells - 1;
                let child = images
                    .iter()
                    .zip(added)
                    .map(|(i, a)| (i.0 | a.0, i.1 | a.1));
                out.push((tier + 1, self.least(child)));
            }
        }
        Ok(())
    }

    fn nimbers(&self) -> bool {
        true
    }

    fn shared(&self) -> Option<&dyn Shared<Key = u64>> {
        Some(self)
    }
}

/// The number of legal boards of `rows` x `cols` with each number of matches: no two
/// horizontal matches see each other along a row, nor two vertical ones along a column.
/// Cell by cell in reading order, the state is which columns end (so far) in a vertical
/// match and whether the row does in a horizontal one.
pub fn legal_boards(rows: usize, cols: usize) -> Vec<u64> {
    let cells = rows * cols;
    let states = 1usize << (cols + 1);
    // counts[state][matches]; bit `cols` of a state: the row ends in a horizontal match.
    let mut counts = vec![vec![0u64; cells + 1]; states];
    counts[0][0] = 1;
    for _ in 0..rows {
        for c in 0..cols {
            let mut next = vec![vec![0u64; cells + 1]; states];
            for (state, by_matches) in counts.iter().enumerate() {
                let column = 1 << c;
                let row = 1 << cols;
                let mut add = |to: usize, shift: usize| {
                    for (m, &n) in by_matches.iter().enumerate() {
                        if n != 0 {
                            next[to][m + shift] = next[to][m + shift].saturating_add(n);
                        }
                    }
                };
                add(state, 0);
                if state & column == 0 {
                    add((state | column) & !row, 1);
                }
                if state & row == 0 {
                    add((state | row) & !column, 1);
                }
            }
            counts = next;
        }
        // A new row starts with no horizontal match to its left.
        let mut next = vec![vec![0u64; cells + 1]; states];
        for (state, by_matches) in counts.into_iter().enumerate() {
            for (m, n) in by_matches.into_iter().enumerate() {
                let to = state & !(1 << cols);
                next[to][m] = next[to][m].saturating_add(n);
            }
        }
        counts = next;
    }
    let mut total = vec![0u64; cells + 1];
    for by_matches in counts {
        for (m, n) in by_matches.into_iter().enumerate() {
            total[m] = total[m].saturating_add(n);
        }
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn legal_boards_match_the_transfer_matrix_counts() {
        let total = |r, c| legal_boards(r, c).iter().sum::<u64>();
        assert_eq!(total(4, 4), 520_605);
        assert_eq!(total(4, 5), 9_331_213);
        assert_eq!(total(5, 5), 292_449_726);
        assert_eq!(total(5, 6), 8_924_042_995);
    }
}
