//! The LOL row as a solve database holds it: a tier per number of written cells, and a
//! dense rank within the tier, so a tier is a flat array of records and stores no keys.
//!
//! A row of `n` cells with `t` written is ranked by the set of written cells (the
//! combinatorial number system: the written cells p_0 < p_1 < ... count C(p_i, i + 1)) times
//! 2^t, plus its letters (bit i: the i-th written cell holds L). Of a row and its mirror image
//! the database keeps the one that reads first (`*` before `L` before `O`), as `solve` does.

#[cfg(test)]
use super::board::Lol;
use super::board::{Board, Cell};
use crate::db::{Estimate, Shared, Tiered};
use crate::error::Error;
use crate::family::Position;
use crate::text::Text;
use crate::value::Outcome;

/// The longest row a database holds: the ranks of a tier of 36 cells still fit in 64 bits,
/// and memory runs out long before.
pub const MAX_DB_ROW: usize = 36;

/// LOL rows of one length, for the database builder.
#[derive(Clone, Debug)]
pub struct LolTiers {
    n: usize,
    /// Binomial coefficients C(i, j) for i, j ≤ n + 1.
    binomial: Box<[[u64; SIDE]; SIDE]>,
}

/// The side of the table of binomial coefficients.
const SIDE: usize = MAX_DB_ROW + 2;

/// A row as two masks: bit i of `written` is set when cell i holds a letter, of `l` when it
/// holds L.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Row {
    written: u64,
    l: u64,
}

impl LolTiers {
    /// Rows of `n` cells; refused past [`MAX_DB_ROW`].
    pub fn new(n: usize) -> Result<LolTiers, Error> {
        if n > MAX_DB_ROW || n == 0 {
            return Err(Error::limit(
                Text::new("error-db-lol-row")
                    .arg("cells", n)
                    .arg("max", MAX_DB_ROW),
            ));
        }
        let mut binomial = Box::new([[0u64; SIDE]; SIDE]);
        for i in 0..SIDE {
            binomial[i][0] = 1;
            for j in 1..=i {
                binomial[i][j] = binomial[i - 1][j - 1] + binomial[i - 1][j];
            }
        }
        Ok(LolTiers { n, binomial })
    }

    fn row(&self, board: &Board) -> Row {
        let mut row = Row { written: 0, l: 0 };
        for (i, &c) in board.iter().enumerate() {
            if c != Cell::Empty {
                row.written |= 1 << i;
            }
            if c == Cell::L {
                row.l |= 1 << i;
            }
        }
        row
    }

    /// The row's cells two bits each (`*` 0, `L` 1, `O` 2), cell i at bits 2i and 2i + 1.
    fn cells(row: Row) -> u64 {
        /// Bit i of `x` (below 32) moved to bit 2i.
        fn spread(x: u64) -> u64 {
            let mut x = x & 0xffff_ffff;
            x = (x | x << 16) & 0x0000_ffff_0000_ffff;
            x = (x | x << 8) & 0x00ff_00ff_00ff_00ff;
            x = (x | x << 4) & 0x0f0f_0f0f_0f0f_0f0f;
            x = (x | x << 2) & 0x3333_3333_3333_3333;
            (x | x << 1) & 0x5555_5555_5555_5555
        }
        spread(row.l) | spread(row.written & !row.l) << 1
    }

    fn mirror(&self, row: Row) -> Row {
        let flip = |m: u64| m.reverse_bits() >> (64 - self.n);
        Row {
            written: flip(row.written),
            l: flip(row.l),
        }
    }

    /// Of a row and its mirror image, the one whose notation reads first. A row's notation
    /// compares as its mirror image's cells do read as a number (the mirror's last cell is
    /// the row's first); rows longer than 32 cells are compared cell by cell.
    fn canonical(&self, row: Row) -> Row {
        let mirror = self.mirror(row);
        let row_first = if self.n <= 32 {
            Self::cells(mirror) <= Self::cells(row)
        } else {
            let cell = |r: Row, i: usize| (r.written >> i & 1) * (2 - (r.l >> i & 1));
            (0..self.n)
                .map(|i| (cell(row, i), cell(mirror, i)))
                .find(|(a, b)| a != b)
                .is_none_or(|(a, b)| a < b)
        };
        if row_first {
            row
        } else {
            mirror
        }
    }

    fn rank(&self, row: Row) -> u64 {
        let (mut combination, mut letters) = (0u64, 0u64);
        let mut written = row.written;
        let mut i = 0;
        while written != 0 {
            let p = written.trailing_zeros() as usize;
            combination += self.binomial[p][i + 1];
            letters |= (row.l >> p & 1) << i;
            written &= written - 1;
            i += 1;
        }
        (combination << i) | letters
    }

    fn unrank(&self, tier: u32, rank: u64) -> Row {
        let t = tier as usize;
        let (mut combination, letters) = (rank >> t, rank & ((1u64 << t) - 1));
        let mut row = Row { written: 0, l: 0 };
        // The largest position p with C(p, i + 1) <= what is left, for i from t - 1 down.
        let mut p = self.n;
        for i in (0..t).rev() {
            p -= 1;
            while self.binomial[p][i + 1] > combination {
                p -= 1;
            }
            combination -= self.binomial[p][i + 1];
            row.written |= 1 << p;
            row.l |= (letters >> i & 1) << p;
        }
        row
    }

    /// What ranking a row with one more letter takes from the row: `before[j]`, the terms
    /// of its first j written cells; `after[j]`, the terms of the others, each moved up a
    /// place by a new cell before them.
    fn ranker(&self, row: Row) -> Ranker {
        let mut ranker = Ranker {
            before: [0; SIDE],
            after: [0; SIDE],
            letters: 0,
            written: row.written.count_ones() as usize,
        };
        let mut written = row.written;
        let mut i = 0;
        while written != 0 {
            let p = written.trailing_zeros() as usize;
            ranker.before[i + 1] = ranker.before[i] + self.binomial[p][i + 1];
            ranker.after[i] = self.binomial[p][i + 2];
            ranker.letters |= (row.l >> p & 1) << i;
            written &= written - 1;
            i += 1;
        }
        for j in (0..i).rev() {
            ranker.after[j] += ranker.after[j + 1];
        }
        ranker
    }

    /// The rank of the row of `ranker` with cell `q` written (`l`: with an L), `j` of its
    /// written cells lying before `q`.
    fn rank_with(&self, ranker: &Ranker, q: usize, j: usize, l: u64) -> u64 {
        let combination = ranker.before[j] + self.binomial[q][j + 1] + ranker.after[j];
        let low = ranker.letters & ((1 << j) - 1);
        let letters = low | l << j | (ranker.letters >> j) << (j + 1);
        combination << (ranker.written + 1) | letters
    }

    fn key(&self, row: Row) -> u64 {
        self.rank(self.canonical(row))
    }

    fn has_lol(row: Row) -> bool {
        let o = row.written & !row.l;
        row.l & (o >> 1) & (row.l >> 2) != 0
    }

    /// The number of cells of a tier, and its bits.
    fn full(&self) -> u64 {
        (1u64 << self.n) - 1
    }
}

/// A row's ranking, ready for one more letter (see [`LolTiers::ranker`]).
struct Ranker {
    before: [u64; SIDE],
    after: [u64; SIDE],
    /// Bit i: the i-th written cell holds L.
    letters: u64,
    /// Written cells.
    written: usize,
}

impl Tiered for LolTiers {
    type Key = u64;

    fn dense(&self, tier: u32) -> Option<u64> {
        let t = tier as usize;
        Some(self.binomial[self.n][t] << t)
    }

    /// Each child is ranked from the row's [`Ranker`] (or its mirror image's) in a few
    /// steps, not from scratch: this is the builder's inner loop.
    fn children(&self, tier: u32, key: &u64, out: &mut Vec<(u32, u64)>) -> Result<(), Error> {
        let row = self.unrank(tier, *key);
        let mut empty = self.full() & !row.written;
        if self.n > 32 {
            while empty != 0 {
                let bit = empty & empty.wrapping_neg();
                empty &= empty - 1;
                let written = row.written | bit;
                for l in [row.l | bit, row.l] {
                    out.push((tier + 1, self.key(Row { written, l })));
                }
            }
            return Ok(());
        }
        let mirror = self.mirror(row);
        let (ranker, mirror_ranker) = (self.ranker(row), self.ranker(mirror));
        let (cells, mirror_cells) = (Self::cells(row), Self::cells(mirror));
        while empty != 0 {
            let q = empty.trailing_zeros() as usize;
            empty &= empty - 1;
            let qm = self.n - 1 - q;
            let j = (row.written & ((1 << q) - 1)).count_ones() as usize;
            let jm = ranker.written - j;
            for (code, l) in [(1u64, 1u64), (2, 0)] {
                let child = cells | code << (2 * q);
                let child_mirror = mirror_cells | code << (2 * qm);
                let rank = if child_mirror <= child {
                    self.rank_with(&ranker, q, j, l)
                } else {
                    self.rank_with(&mirror_ranker, qm, jm, l)
                };
                out.push((tier + 1, rank));
            }
        }
        Ok(())
    }

    fn end(&self, tier: u32, key: &u64) -> Result<Option<Outcome>, Error> {
        let row = self.unrank(tier, *key);
        Ok(if Self::has_lol(row) {
            Some(Outcome::Lose)
        } else if row.written == self.full() {
            Some(Outcome::Tie)
        } else {
            None
        })
    }

    fn shared(&self) -> Option<&dyn Shared<Key = u64>> {
        Some(self)
    }

    fn shape(&self) -> String {
        "*".repeat(self.n)
    }

    fn key_of(&self, position: &Position) -> Result<(u32, u64), Error> {
        let board = position.get::<Board>().expect("a LOL row");
        if board.len() != self.n {
            return Err(Error::invalid(
                Text::new("error-db-lol-length")
                    .arg("cells", board.len())
                    .arg("held", self.n),
            ));
        }
        let row = self.row(board);
        Ok((row.written.count_ones(), self.key(row)))
    }

    fn position_of(&self, tier: u32, key: &u64) -> Option<Position> {
        let row = self.unrank(tier, *key);
        let board: Board = (0..self.n)
            .map(|i| match (row.written >> i & 1, row.l >> i & 1) {
                (0, _) => Cell::Empty,
                (_, 1) => Cell::L,
                _ => Cell::O,
            })
            .collect();
        Some(Position::new(board))
    }

    /// Every row with the root's letters and more: the ranks of each later tier (a bit to
    /// find them, a value word to solve them), records of two bytes before compression.
    fn estimate(&self, root: &(u32, u64)) -> Estimate {
        let tiers: Vec<u64> = (root.0..=self.n as u32)
            .filter_map(|t| self.dense(t))
            .collect();
        let empties = self.n as u32 - root.0;
        let working = tiers
            .windows(2)
            .map(|w| w[0] * 4 + w[0] / 8 + w[1] / 8)
            .chain(tiers.last().map(|&t| t * 4 + t / 8))
            .max()
            .unwrap_or(0);
        let slots: u64 = tiers.iter().sum();
        Estimate {
            positions: 3u64.checked_pow(empties),
            memory: Some(working),
            disk: Some(slots / 8 + 2 * slots * 2),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use rand::{RngExt, SeedableRng};

    fn random_row(rng: &mut rand_xoshiro::Xoshiro256PlusPlus, n: usize) -> Row {
        let full = (1u64 << n) - 1;
        let written = rng.random_range(0..=full);
        Row {
            written,
            l: rng.random_range(0..=full) & written,
        }
    }

    /// The tiers' ends and children are the game's, on every row of up to 9 cells reached
    /// from the empty one.
    #[test]
    fn children_follow_the_game() {
        for n in 1..=9 {
            let tiers = LolTiers::new(n).unwrap();
            let empty = vec![super::super::board::Cell::Empty; n];
            crate::db::check_against_game(&tiers, &super::super::board::Lol, empty, 100_000);
        }
    }

    #[test]
    fn ranks_round_trip_and_children_rank_as_from_scratch() {
        let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(7);
        for n in [1, 2, 5, 13, 20, 32, 33, 36] {
            let tiers = LolTiers::new(n).unwrap();
            for _ in 0..200 {
                let any = random_row(&mut rng, n);
                let board: Board = (0..n)
                    .map(|i| match (any.written >> i & 1, any.l >> i & 1) {
                        (0, _) => Cell::Empty,
                        (_, 1) => Cell::L,
                        _ => Cell::O,
                    })
                    .collect();
                let row = tiers.canonical(any);
                assert_eq!(tiers.row(&Game::canonical(&Lol, &board)), row);
                let tier = row.written.count_ones();
                let key = tiers.key(row);
                assert!(key < tiers.dense(tier).unwrap());
                assert_eq!(tiers.unrank(tier, key), row, "{n}");
                let mut fast = Vec::new();
                tiers.children(tier, &key, &mut fast).unwrap();
                let mut slow = Vec::new();
                let mut empty = tiers.full() & !row.written;
                while empty != 0 {
                    let bit = empty & empty.wrapping_neg();
                    empty &= empty - 1;
                    for l in [row.l | bit, row.l] {
                        let written = row.written | bit;
                        slow.push((tier + 1, tiers.key(Row { written, l })));
                    }
                }
                assert_eq!(fast, slow, "{n}");
            }
        }
    }
}
