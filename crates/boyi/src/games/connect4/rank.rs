//! Connect Four's dense numbering of a tier (see the module `tiers`): a board of t stones is
//! its column heights, numbered among all heights that sum to t, times C(t, t / 2), plus the
//! rank of the mover's stones among the t stones (taken column by column, from the bottom up)
//! in the combinatorial number system.
//!
//! The mover's stones, packed into a t-bit *pattern* (bit i set when the i-th stone is the
//! mover's), are ranked by colexicographic order: Σ C(p_j, j) over the set bits p_1 < p_2 <
//! … (D. Knuth, TAOCP 7.2.1.3, Theorem L). Colexicographic order of the subsets of one size is
//! the numeric order of their bit masks, so the pattern after a rank is the next number with
//! as many bits set (Gosper's hack, HAKMEM item 175): a tier read in increasing rank steps
//! from board to board ([`Walk`]) instead of decoding each rank.

use super::board::{Board, ConnectFour, MAX_WIDTH};
use crate::error::Error;
use crate::text::Text;

/// Bits of the pattern a row of [`Numbering::colex`] covers.
const NIBBLE: u32 = 4;

/// Ranks a [`Walk`] steps through before it decodes the rank instead.
const MOST_STEPS: u64 = 24;

/// The arithmetic of the numbering, for one size of board.
#[derive(Clone, Debug)]
pub(super) struct Numbering {
    width: usize,
    height: usize,
    column_bits: u32,
    /// `binomial[n][k]` (a board has at most 62 cells).
    binomial: Box<[[u64; 64]; 64]>,
    /// At `below(n, s)[h]` ([`Numbering::below`]): the heights of n columns summing to s - h'
    /// for every h' below h, that is how many heights of n + 1 columns summing to s come
    /// before those whose first column has height h.
    below: Vec<u64>,
    /// The ranks of each tier.
    ranks: Vec<u64>,
    /// At `((i * below) + b) * 16 + v`: what the set bits of the value `v` of the pattern's
    /// i-th nibble add to its colexicographic rank when `b` bits are set below it, where
    /// `below` is [`Numbering::set_below`].
    colex: Vec<u64>,
    /// Rows of [`Numbering::colex`] for one nibble: one for each count of set bits below it,
    /// up to the most the mover holds (half the cells), so that the table stays small.
    set_below: usize,
}

impl Numbering {
    /// The numbering of boards of `game`'s size; refused where a tier has more ranks than 64
    /// bits count.
    pub(super) fn new(game: ConnectFour) -> Result<Numbering, Error> {
        let (width, height) = (game.width as usize, game.height as usize);
        let cells = width * height;
        let mut binomial = Box::new([[0u64; 64]; 64]);
        // Every C(n, k) of n below 64 fits: the largest, C(63, 31), is below 2^60.
        for n in 0..64 {
            binomial[n][0] = 1;
            for k in 1..=n {
                binomial[n][k] = binomial[n - 1][k - 1] + binomial[n - 1][k];
            }
        }
        // ways[n][s]: heights of n columns summing to s.
        let mut ways = vec![vec![0u64; cells + 1]; width + 1];
        ways[0][0] = 1;
        for n in 1..=width {
            for s in 0..=cells {
                ways[n][s] = (0..=height.min(s)).map(|h| ways[n - 1][s - h]).sum();
            }
        }
        let mut below = Vec::with_capacity(width * (cells + 1) * (height + 2));
        for columns in &ways[..width] {
            for s in 0..=cells {
                let mut before = 0;
                below.push(0);
                for h in 0..=height {
                    before += if h <= s { columns[s - h] } else { 0 };
                    below.push(before);
                }
            }
        }
        let mut ranks = Vec::with_capacity(cells + 1);
        for t in 0..=cells {
            let count = u128::from(ways[width][t]) * u128::from(binomial[t][t / 2]);
            ranks.push(u64::try_from(count).map_err(|_| {
                Error::limit(
                    Text::new("error-connect4-size")
                        .arg("width", game.width)
                        .arg("height", game.height)
                        .arg("max", MAX_WIDTH),
                )
            })?);
        }
        let nibbles = cells.div_ceil(NIBBLE as usize);
        let set_below = cells / 2 + 1;
        let mut colex = vec![0u64; nibbles * set_below * 16];
        for i in 0..nibbles {
            for b in 0..set_below {
                for v in 0..16usize {
                    let (mut sum, mut j) = (0u64, b);
                    for q in (0..NIBBLE as usize).filter(|q| v >> q & 1 == 1) {
                        j += 1;
                        // Below 64 (a board has at most 62 cells), each term below 2^60.
                        sum += binomial[i * 4 + q][j];
                    }
                    colex[(i * set_below + b) * 16 + v] = sum;
                }
            }
        }
        Ok(Numbering {
            width,
            height,
            column_bits: game.column_bits(),
            binomial,
            below,
            ranks,
            colex,
            set_below,
        })
    }

    /// The ranks of tier `tier` (positions of that many stones).
    pub(super) fn ranks(&self, tier: u32) -> u64 {
        self.ranks.get(tier as usize).copied().unwrap_or(0)
    }

    /// The ranks of every tier, from the empty board's.
    pub(super) fn every_tier(&self) -> &[u64] {
        &self.ranks
    }

    /// How many heights of `n + 1` columns summing to `s` come before each height of the
    /// first (see [`Numbering::below`]).
    fn below(&self, n: usize, s: usize) -> &[u64] {
        let (cells, side) = (self.ranks.len(), self.height + 2);
        let at = (n * cells + s) * side;
        &self.below[at..at + side]
    }

    /// Column `c` of the bit board `x`, its bottom cell in bit 0.
    fn column(&self, x: u64, c: usize) -> u64 {
        x >> (c as u32 * self.column_bits) & ((1 << self.height) - 1)
    }

    /// Patterns of a tier of `t` stones: C(t, t / 2).
    fn patterns(&self, t: usize) -> u64 {
        self.binomial[t][t / 2]
    }

    /// The rank of a board within its tier. The board must be one of alternate play (the
    /// mover holds t / 2 of its t stones), as every parsed board and every child is: another
    /// count of the mover's stones would rank outside the tier's count.
    pub(super) fn rank(&self, board: Board) -> u64 {
        // From the last column back, so that the stones counted so far are those the
        // heights' numbering asks for, and the pattern grows by shifting.
        let (mut t, mut heights, mut pattern) = (0, 0u64, 0u64);
        for c in (0..self.width).rev() {
            let h = self.height_of(board.stones, c);
            t += h;
            heights += self.below(self.width - 1 - c, t)[h];
            pattern = pattern << h | self.column(board.mine, c);
        }
        heights * self.patterns(t) + self.colex_rank(pattern)
    }

    /// The stones of column `c` of `stones` (a run from the bottom): the trailing zeros
    /// of the column plus one, without counting bits one by one.
    fn height_of(&self, stones: u64, c: usize) -> usize {
        (self.column(stones, c) + 1).trailing_zeros() as usize
    }

    /// The colexicographic rank of a pattern: Σ C(p_j, j) over its set bits, a nibble at a
    /// time.
    fn colex_rank(&self, pattern: u64) -> u64 {
        // Bits set in each nibble.
        const SET: [usize; 16] = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];
        let (mut rank, mut set, mut rest, mut row) = (0, 0, pattern, 0);
        while rest != 0 {
            let nibble = (rest & 15) as usize;
            rank += self.colex[(row + set) * 16 + nibble];
            set += SET[nibble];
            rest >>= NIBBLE;
            row += self.set_below;
        }
        rank
    }

    /// The pattern of a rank among the patterns of `t` stones: the largest position p with
    /// C(p, j) at most what is left, for j = t/2 down to 1.
    fn pattern(&self, t: usize, mut rank: u64) -> u64 {
        let (mut chosen, mut p) = (0u64, t);
        for j in (1..=t / 2).rev() {
            p -= 1;
            while self.binomial[p][j] > rank {
                p -= 1;
            }
            rank -= self.binomial[p][j];
            chosen |= 1 << p;
        }
        chosen
    }

    /// The stones of the heights of a rank among the heights of `t` stones.
    fn stones(&self, t: usize, mut heights: u64) -> u64 {
        let (mut stones, mut left) = (0u64, t);
        for c in 0..self.width {
            let before = self.below(self.width - 1 - c, left);
            // The last entry is every heights of these columns, more than `heights`.
            let mut h = 0;
            while before[h + 1] <= heights {
                h += 1;
            }
            heights -= before[h];
            left -= h;
            stones |= ((1u64 << h) - 1) << (c as u32 * self.column_bits);
        }
        stones
    }

    /// The mover's stones of a pattern dealt onto `stones`, column by column from the bottom.
    fn deal(&self, pattern: u64, stones: u64) -> u64 {
        let (mut mine, mut at) = (0u64, 0);
        for c in 0..self.width {
            let h = self.height_of(stones, c);
            let shift = c as u32 * self.column_bits;
            mine |= (pattern >> at & ((1u64 << h) - 1)) << shift;
            at += h;
        }
        mine
    }

    /// The board of a rank of tier `tier` (below [`Numbering::ranks`]).
    pub(super) fn unrank(&self, tier: u32, rank: u64) -> Board {
        let t = tier as usize;
        let count = self.patterns(t);
        let stones = self.stones(t, rank / count);
        Board {
            mine: self.deal(self.pattern(t, rank % count), stones),
            stones,
        }
    }
}

/// The boards of one tier read in increasing rank: each found by stepping from the one
/// before while both share their heights and lie a few ranks apart, else by decoding its rank.
pub(super) struct Walk<'a> {
    numbering: &'a Numbering,
    tier: usize,
    /// The rank of the board last found (`None` before the first).
    rank: Option<u64>,
    /// The first rank of that board's heights.
    first: u64,
    pattern: u64,
    stones: u64,
}

impl<'a> Walk<'a> {
    /// A walk through tier `tier`.
    pub(super) fn new(numbering: &'a Numbering, tier: u32) -> Walk<'a> {
        Walk {
            numbering,
            tier: tier as usize,
            rank: None,
            first: 0,
            pattern: 0,
            stones: 0,
        }
    }

    /// The board of `rank`, which is [`Numbering::unrank`]'s.
    pub(super) fn board(&mut self, rank: u64) -> Board {
        let count = self.numbering.patterns(self.tier);
        match self.rank {
            Some(last)
                if last <= rank && rank - last <= MOST_STEPS && rank - self.first < count =>
            {
                for _ in last..rank {
                    self.pattern = next_subset(self.pattern);
                }
            }
            _ => {
                let heights = rank / count;
                self.first = heights * count;
                self.stones = self.numbering.stones(self.tier, heights);
                self.pattern = self.numbering.pattern(self.tier, rank - self.first);
            }
        }
        self.rank = Some(rank);
        Board {
            mine: self.numbering.deal(self.pattern, self.stones),
            stones: self.stones,
        }
    }
}

/// The next larger number with as many bits set as `x` (not zero): Gosper's hack (HAKMEM
/// item 175), the division by the lowest set bit done as a shift.
fn next_subset(x: u64) -> u64 {
    let lowest = x & x.wrapping_neg();
    let ripple = x.wrapping_add(lowest);
    ((ripple ^ x) >> 2 >> lowest.trailing_zeros()) | ripple
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every rank of every tier of small boards decodes to a board that ranks back to it,
    /// and a walk through the tier, stepping or decoding, finds the same boards.
    #[test]
    fn ranks_decode_and_walk() {
        for (width, height) in [(4, 4), (5, 3), (3, 5), (1, 4), (6, 2), (2, 1)] {
            let game = ConnectFour::new(width, height).unwrap();
            let numbering = Numbering::new(game).unwrap();
            for tier in 0..=width * height {
                let ranks = numbering.ranks(tier);
                let mut walk = Walk::new(&numbering, tier);
                // Every rank in turn, then every third, then ranks far apart: each road of
                // the walk.
                let order = (0..ranks)
                    .chain((0..ranks).step_by(3))
                    .chain((0..ranks).step_by(97));
                for rank in order {
                    let board = numbering.unrank(tier, rank);
                    assert_eq!(board.stones.count_ones(), tier);
                    assert_eq!(numbering.rank(board), rank, "{width}x{height} tier {tier}");
                    assert_eq!(walk.board(rank), board, "{width}x{height} rank {rank}");
                }
            }
        }
    }

    /// The next subset is the next number with as many bits, on every number of 12 bits.
    #[test]
    fn next_subsets_keep_their_bits() {
        for x in 1u64..1 << 12 {
            let plain = (x + 1..)
                .find(|y| y.count_ones() == x.count_ones())
                .unwrap();
            assert_eq!(next_subset(x), plain);
        }
    }
}
