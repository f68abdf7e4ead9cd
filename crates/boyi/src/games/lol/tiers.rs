//! The LOL row as a solve database holds it: a tier per number of written cells, and a
//! dense rank within the tier, so a tier is a flat array of records and stores no keys.
//!
//! A row of `n` cells with `t` written is ranked by the set of written cells (the
//! combinatorial number system: the written cells p_0 < p_1 < ... count C(p_i, i + 1)) times
//! 2^t, plus its letters (bit i: the i-th written cell holds L). Of a row and its mirror image
//! the database keeps the one that reads first (`*` before `L` before `O`), as `solve` does.

use super::board::{Board, Cell};
use crate::db::{Estimate, Keyed, Tiered};
use crate::error::Error;
use crate::family::Position;
use crate::text::Text;
use crate::value::{Outcome, Play};

/// The longest row a database holds: the ranks of a tier of 36 cells still fit in 64 bits,
/// and memory runs out long before.
pub const MAX_DB_ROW: usize = 36;

/// LOL rows of one length, for the database builder.
#[derive(Clone, Debug)]
pub struct LolTiers {
    n: usize,
    /// Binomial coefficients C(i, j) for i, j ≤ n.
    binomial: Vec<Vec<u64>>,
}

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
        let mut binomial = vec![vec![0u64; n + 2]; n + 2];
        for i in 0..=n + 1 {
            binomial[i][0] = 1;
            for j in 1..=i {
                binomial[i][j] =
                    binomial[i - 1][j - 1] + binomial[i - 1].get(j).copied().unwrap_or(0);
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

    /// The row read as a number in base 3 (`*` 0, `L` 1, `O` 2), first cell most significant:
    /// rows compare as their notation does.
    fn reading(&self, row: Row) -> u128 {
        (0..self.n).fold(0u128, |acc, i| {
            let digit = if row.written >> i & 1 == 0 {
                0
            } else if row.l >> i & 1 == 1 {
                1
            } else {
                2
            };
            acc * 3 + digit
        })
    }

    fn mirror(&self, row: Row) -> Row {
        let flip = |m: u64| m.reverse_bits() >> (64 - self.n);
        Row {
            written: flip(row.written),
            l: flip(row.l),
        }
    }

    fn canonical(&self, row: Row) -> Row {
        let mirror = self.mirror(row);
        if self.reading(mirror) < self.reading(row) {
            mirror
        } else {
            row
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

impl Tiered for LolTiers {
    type Key = u64;

    fn dense(&self, tier: u32) -> Option<u64> {
        let t = tier as usize;
        Some(self.binomial[self.n][t] << t)
    }

    fn children(&self, tier: u32, key: &u64, out: &mut Vec<(u32, u64)>) -> Result<(), Error> {
        let row = self.unrank(tier, *key);
        let mut empty = self.full() & !row.written;
        while empty != 0 {
            let bit = empty & empty.wrapping_neg();
            empty &= empty - 1;
            let written = row.written | bit;
            for l in [row.l | bit, row.l] {
                out.push((tier + 1, self.key(Row { written, l })));
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

    fn play(&self) -> Play {
        Play::Normal
    }

    fn nimbers(&self) -> bool {
        false
    }
}

impl Keyed for LolTiers {
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
