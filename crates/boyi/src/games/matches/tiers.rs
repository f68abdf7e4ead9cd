//! The matchstick board as a solve database holds it: a tier per number of matches placed,
//! and each tier's sorted keys (legal boards are too few among the 3^cells strings for a
//! dense rank). A key is the board as a base-3 number, a digit a cell in reading order
//! ([`ternary`]), so boards of up to 40 cells have databases; of the board's images under
//! its symmetries (the two flips, and on a square board the transposition, which swaps the
//! kinds of match) the least is kept.

use super::component::{along_column, along_row, fill, flip_columns, flip_rows, transpose, SIDE};
use super::grid::Grid;
use super::ternary;
use crate::db::{Estimate, Shared, Tiered};
use crate::error::Error;
use crate::family::Position;
use crate::text::Text;
use rayon::prelude::*;

/// The most cells a database's board may have: a key holds a base-3 digit a cell in 64 bits.
pub const MAX_DB_CELLS: usize = ternary::MAX_CELLS;

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

    /// A bit board of the cells in reading order (a bit a cell) on the 8 x 8 board.
    fn unpack(&self, x: u64) -> u64 {
        let row = (1u64 << self.cols) - 1;
        (0..self.rows).fold(0, |a, r| a | (x >> (r * self.cols) & row) << (8 * r))
    }

    fn key_of_board(&self, b: Board) -> u64 {
        ternary::encode_rows(b.horizontal, b.vertical, self.rows, self.cols)
    }

    fn board(&self, key: u64) -> Board {
        let (horizontal, vertical) = ternary::decode(key);
        Board {
            horizontal: self.unpack(horizontal),
            vertical: self.unpack(vertical),
        }
    }

    /// The board's images under its symmetries (see [`Images`]): each distinct one made
    /// once, the repeats of a board that is not square copied.
    fn images(&self, b: Board) -> Images {
        let step = self.image_step();
        let mut images = [(0, 0); 8];
        for i in (0..8).step_by(step) {
            images[i] = self.image(b, i);
            images[i + step - 1] = images[i];
        }
        images
    }

    /// Image `i` of the board (see [`Images`]).
    fn image(&self, b: Board, i: usize) -> (u64, u64) {
        let flip = |x: u64| {
            let x = match i & 2 != 0 {
                true => flip_columns(x) >> (SIDE - self.cols),
                false => x,
            };
            match i & 4 != 0 {
                true => flip_rows(x) >> (8 * (SIDE - self.rows)),
                false => x,
            }
        };
        let (horizontal, vertical) = (flip(b.horizontal), flip(b.vertical));
        match i & 1 != 0 && self.rows == self.cols {
            true => (transpose(vertical), transpose(horizontal)),
            false => (horizontal, vertical),
        }
    }

    /// The step between the distinct images of [`Images`]: every one on a square board, every
    /// other one on another (there the image at an odd index repeats the one before it).
    fn image_step(&self) -> usize {
        if self.rows == self.cols {
            1
        } else {
            2
        }
    }

    /// Whether the board is the least of its images: each is made only until one is less.
    fn is_least(&self, b: Board) -> bool {
        let own = wide((b.horizontal, b.vertical));
        (self.image_step()..8)
            .step_by(self.image_step())
            .all(|i| wide(self.image(b, i)) >= own)
    }

    /// The key of the least of a board's images, compared as 8 x 8 boards (any fixed order
    /// would do): only the least is made a key.
    fn least(&self, images: impl Iterator<Item = (u64, u64)>) -> u64 {
        let least = images.map(wide).min().expect("eight images");
        self.key_of_board(Board {
            horizontal: (least >> 64) as u64,
            vertical: least as u64,
        })
    }

    /// The smallest key among the board's images under its symmetries.
    fn key(&self, b: Board) -> u64 {
        self.least(self.images(b).into_iter().step_by(self.image_step()))
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

/// A board's horizontal and vertical matches as one 128-bit number: boards compare as
/// their pairs do, without a branch.
fn wide((horizontal, vertical): (u64, u64)) -> u128 {
    u128::from(horizontal) << 64 | u128::from(vertical)
}

/// One legal way to fill a row: its horizontal and vertical matches (bit `c` for column
/// `c`), and how many.
#[derive(Clone, Copy, Debug)]
struct RowFill {
    horizontal: u64,
    vertical: u64,
    matches: u32,
    /// The horizontal matches with the row's columns flipped.
    mirrored: u64,
}

/// The legal ways to fill a row of `cols` cells: no two horizontal
/// matches with only empty cells between them. A row fits under the rows above where none
/// of its vertical matches lies under a column that ends in one.
fn row_fills(cols: usize) -> Vec<RowFill> {
    let mut fills = Vec::new();
    for code in 0..3u32.pow(cols as u32) {
        let (mut horizontal, mut vertical, mut code, mut sees) = (0u64, 0u64, code, false);
        let mut legal = true;
        for c in 0..cols {
            match code % 3 {
                1 => (vertical, sees) = (vertical | 1 << c, false),
                2 => (legal, horizontal, sees) = (legal && !sees, horizontal | 1 << c, true),
                _ => {}
            }
            code /= 3;
        }
        if legal {
            let matches = (horizontal | vertical).count_ones();
            let mirrored = horizontal
                .reverse_bits()
                .checked_shr(64 - cols as u32)
                .unwrap_or(0);
            fills.push(RowFill {
                horizontal,
                vertical,
                matches,
                mirrored,
            });
        }
    }
    fills
}

/// A board filled down to a row, for [`MatchTiers::list`]: its matches, the columns that
/// end in a vertical match (bit `c`), how many matches, and whether each row's horizontal
/// matches so far read the same with the columns flipped.
#[derive(Clone, Copy)]
struct Rows {
    row: usize,
    board: Board,
    columns: u64,
    placed: u32,
    mirror_ties: bool,
}

impl MatchTiers {
    /// Every legal board of `placed` matches that is the least of its images, as sorted keys.
    /// A legal board is one the transfer matrix of [`legal_boards`] counts: no two matches
    /// of a kind with only empty cells between them along their line. Every one is reached
    /// from the empty board, so this is the tier the empty board's database holds: the first
    /// match in reading order has no match before it in its row or its column, so it parts
    /// no two matches that would see each other without it; taking it off leaves a legal
    /// board, and so on down to the empty one. Boards are filled a row at a time from the
    /// last (a key's most significant digits) up, each row's ways in increasing order of
    /// their digits, so the keys come out sorted; the threads share out the ways to fill the
    /// last row.
    fn list(&self, placed: u32) -> Vec<u64> {
        let fills = Fills::new(self.cols);
        let empty = Rows {
            row: 0,
            board: Board {
                horizontal: 0,
                vertical: 0,
            },
            columns: 0,
            placed: 0,
            mirror_ties: true,
        };
        let keys: Vec<u64> = fills
            .by_digits
            .par_iter()
            .flat_map_iter(|fill| {
                let mut found = Vec::new();
                if let Some(first) = self.add_row(empty, fill, placed) {
                    self.fill_rows(first, &fills, placed, &mut found);
                }
                found
            })
            .collect();
        debug_assert!(keys.is_sorted());
        keys
    }

    /// `at` with its next row filled so, if it fits and leaves `placed` matches in reach.
    /// A board whose image with the columns flipped is less is no tier's (only the least
    /// image is kept), nor is any it grows into: the rows filled first are the most
    /// significant of the horizontal matches, which images compare first.
    fn add_row(&self, at: Rows, fill: &RowFill, placed: u32) -> Option<Rows> {
        let now = at.placed + fill.matches;
        let cells_left = ((self.rows - at.row - 1) * self.cols) as u32;
        if at.columns & fill.vertical != 0 || now > placed || now + cells_left < placed {
            return None;
        }
        if at.mirror_ties && fill.mirrored < fill.horizontal {
            return None;
        }
        // The rows are filled from the last up; the rule between two rows reads the same
        // either way down a column.
        let shift = 8 * (self.rows - 1 - at.row);
        Some(Rows {
            row: at.row + 1,
            board: Board {
                horizontal: at.board.horizontal | fill.horizontal << shift,
                vertical: at.board.vertical | fill.vertical << shift,
            },
            columns: (at.columns & !fill.horizontal) | fill.vertical,
            placed: now,
            mirror_ties: at.mirror_ties && fill.mirrored == fill.horizontal,
        })
    }

    /// The keys of the least boards of `placed` matches that `at` grows into, into `found`,
    /// in increasing order.
    fn fill_rows(&self, at: Rows, fills: &Fills, placed: u32, found: &mut Vec<u64>) {
        if at.row == self.rows {
            if self.is_least(at.board) {
                found.push(self.key_of_board(at.board));
            }
            return;
        }
        // The last row to fill takes exactly the matches still to place.
        let ways = match at.row + 1 == self.rows {
            true => fills.of_matches(placed - at.placed),
            false => &fills.by_digits[..],
        };
        for fill in ways {
            if let Some(next) = self.add_row(at, fill, placed) {
                self.fill_rows(next, fills, placed, found);
            }
        }
    }
}

/// The legal ways to fill a row ([`row_fills`]) in increasing order of their digits in a
/// key, all of them and those of each count of matches.
struct Fills {
    by_digits: Vec<RowFill>,
    by_matches: Vec<Vec<RowFill>>,
}

impl Fills {
    fn new(cols: usize) -> Fills {
        let mut by_digits = row_fills(cols);
        by_digits.sort_by_key(|f| ternary::encode_rows(f.horizontal, f.vertical, 1, cols));
        let mut by_matches = vec![Vec::new(); cols + 1];
        for fill in &by_digits {
            by_matches[fill.matches as usize].push(*fill);
        }
        Fills {
            by_digits,
            by_matches,
        }
    }

    /// The ways with `matches` matches.
    fn of_matches(&self, matches: u32) -> &[RowFill] {
        self.by_matches
            .get(matches as usize)
            .map_or(&[], Vec::as_slice)
    }
}

impl Tiered for MatchTiers {
    type Key = u64;

    /// The empty board's tiers are listed ([`MatchTiers::list`]); another root's are
    /// discovered.
    fn listed(&self, root: &(u32, u64), tier: u32) -> Option<Vec<u64>> {
        (*root == (0, 0) && self.cells() > 0).then(|| self.list(tier))
    }

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
                    .step_by(self.image_step())
                    .map(|(i, a)| (i.0 | a.0, i.1 | a.1));
                out.push((tier + 1, self.least(child)));
            }
        }
        Ok(())
    }

    fn shared(&self) -> Option<&dyn Shared<Key = u64>> {
        Some(self)
    }

    fn shape(&self) -> String {
        MatchTiers::shape(self)
    }

    fn key_of(&self, position: &Position) -> Result<(u32, u64), Error> {
        let grid = position.get::<Grid>().expect("a matchstick board");
        let (rows, cols) = self.size();
        if (grid.rows(), grid.cols()) != (rows, cols) {
            return Err(Error::invalid(
                Text::new("error-db-matches-shape")
                    .arg("rows", grid.rows())
                    .arg("cols", grid.cols())
                    .arg("held-rows", rows)
                    .arg("held-cols", cols),
            ));
        }
        let (_, horizontal, vertical) = grid.bit_boards();
        Ok(self.locate(horizontal, vertical))
    }

    fn estimate(&self, root: &(u32, u64)) -> Estimate {
        self.estimate_from(root.0)
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
    use std::collections::BTreeSet;

    /// Each tier listed is the tier found by moving forward from the empty board, on boards
    /// of every shape up to 4 x 4 and 2 x 6 (square ones with their transposition).
    #[test]
    fn listed_tiers_are_the_discovered_ones() {
        for rows in 1..=4 {
            for cols in 1..=4 {
                check_listing(rows, cols);
            }
        }
        check_listing(2, 6);
        check_listing(6, 2);
    }

    fn check_listing(rows: usize, cols: usize) {
        let tiers = MatchTiers::new(rows, cols).expect("a small board");
        let (mut found, mut tier, mut out) = (BTreeSet::from([0u64]), 0, Vec::new());
        loop {
            let listed = tiers
                .listed(&(0, 0), tier)
                .expect("the empty board's tiers");
            assert_eq!(
                listed,
                found.iter().copied().collect::<Vec<_>>(),
                "{rows}x{cols}, tier {tier}"
            );
            if found.is_empty() {
                return;
            }
            let mut next = BTreeSet::new();
            for key in &found {
                out.clear();
                tiers.children(tier, key, &mut out).expect("children");
                next.extend(out.iter().map(|&(_, child)| child));
            }
            (found, tier) = (next, tier + 1);
        }
    }

    #[test]
    fn legal_boards_match_the_transfer_matrix_counts() {
        let total = |r, c| legal_boards(r, c).iter().sum::<u64>();
        assert_eq!(total(4, 4), 520_605);
        assert_eq!(total(4, 5), 9_331_213);
        assert_eq!(total(5, 5), 292_449_726);
        assert_eq!(total(5, 6), 8_924_042_995);
    }
}
