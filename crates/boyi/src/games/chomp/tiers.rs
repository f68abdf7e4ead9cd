//! Chomp's solve database: every diagram inside the root's box (its rows × its first row),
//! a tier for each number of squares left (fewer squares, later tier), and within a tier a
//! dense rank. The diagrams of s squares in the box, as nonincreasing row lengths, are
//! numbered in lexicographic order by counting, row by row, the diagrams that come before
//! (the ranking of restricted integer partitions by a table of counts: Kreher and Stinson,
//! "Combinatorial Algorithms", 1999, ch. 3). A bite's child is ranked by the same arithmetic,
//! never looked up among keys. One database of a bar answers every diagram inside it.

use super::rules::{Chomp, Diagram};
use crate::db::{Estimate, Shared, Tiered};
use crate::error::Error;
use crate::game::Written;
use crate::position::Position;
use crate::text::Text;

/// The most rows a box has (a diagram is unranked into an array of this many rows).
pub const MAX_ROWS: usize = 64;

/// The most entries of the table of counts (8 bytes each): 128 MiB.
const MAX_TABLE: u64 = 1 << 24;

/// Chomp as the database builder sees it, in the box of one root: normal play, since the
/// poison alone has no move and whoever must eat it has lost.
#[derive(Clone, Debug)]
pub struct ChompTiers {
    rows: usize,
    columns: u32,
    /// At `(row × (area + 1) + s) × (columns + 2) + r`: how many ways rows `row`, `row + 1`, …
    /// of the box hold `s` squares, nonincreasing, with row `row` shorter than `r`. The
    /// ways with row `row` at most `m` long are then the entry of `r = m + 1`.
    before: Vec<u64>,
    /// The root's diagrams of each number of squares: a tier far sparser than the box is
    /// stored as a sorted list of ranks.
    held: Vec<u64>,
}

/// The row lengths of a ranked diagram, with how many rows are not empty.
struct Lengths {
    rows: [u32; MAX_ROWS],
    len: usize,
}

impl ChompTiers {
    /// The tiers of every diagram inside `root`, numbered within the root's box; refused
    /// where the box is too large to number (a count past 64 bits).
    pub fn new(root: &Diagram) -> Result<ChompTiers, Error> {
        let (rows, columns) = (root.len(), root.first().copied().unwrap_or(0));
        let area = rows as u64 * u64::from(columns);
        let table = (rows as u64)
            .saturating_mul(area + 1)
            .saturating_mul(u64::from(columns) + 2);
        let refused = || {
            Error::limit(
                Text::new("error-db-chomp-size")
                    .arg("rows", rows)
                    .arg("columns", columns)
                    .arg("most", MAX_ROWS),
            )
        };
        if rows > MAX_ROWS || table > MAX_TABLE {
            return Err(refused());
        }
        let side = columns as usize + 2;
        let squares = area as usize + 1;
        let mut before = vec![0u64; rows * squares * side];
        // Filled from the last row up: the ways of the rows below are known when a row's are.
        for row in (0..rows).rev() {
            for s in 0..squares {
                let at = (row * squares + s) * side;
                for len in 0..=columns as usize {
                    let ways = if len > s {
                        0
                    } else if row + 1 == rows {
                        u64::from(len == s)
                    } else {
                        before[((row + 1) * squares + s - len) * side + len + 1]
                    };
                    before[at + len + 1] =
                        before[at + len].checked_add(ways).ok_or_else(refused)?;
                }
            }
        }
        Ok(ChompTiers {
            rows,
            columns,
            before,
            held: inside(root),
        })
    }

    /// The number of squares in the box.
    fn area(&self) -> u32 {
        self.rows as u32 * self.columns
    }

    /// The tier of a diagram of `squares` squares.
    fn tier(&self, squares: u32) -> u32 {
        self.area() - squares
    }

    /// The counts of row `row` when it and the rows below hold `s` squares, by length.
    fn at(&self, row: usize, s: u32) -> &[u64] {
        let side = self.columns as usize + 2;
        let at = (row * (self.area() as usize + 1) + s as usize) * side;
        &self.before[at..at + side]
    }

    /// The diagrams of the box with `squares` squares: the ranks of their tier.
    pub fn ranks(&self, squares: u32) -> u64 {
        match self.rows {
            0 => u64::from(squares == 0),
            _ => self.at(0, squares)[self.columns as usize + 1],
        }
    }

    /// The rank of the diagram of these row lengths (nonincreasing, inside the box) among
    /// those of `squares` squares.
    fn rank(&self, lengths: impl Iterator<Item = u32>, squares: u32) -> u64 {
        let (mut rank, mut left) = (0, squares);
        for (row, len) in lengths.take_while(|&len| len > 0).enumerate() {
            rank += self.at(row, left)[len as usize];
            left -= len;
        }
        rank
    }

    /// The row lengths of rank `rank` among the diagrams of `squares` squares.
    fn unrank(&self, squares: u32, mut rank: u64) -> Lengths {
        let mut lengths = Lengths {
            rows: [0; MAX_ROWS],
            len: 0,
        };
        let mut left = squares;
        while left > 0 && lengths.len < self.rows {
            let counts = self.at(lengths.len, left);
            let mut len = 0;
            while counts[len + 1] <= rank {
                len += 1;
            }
            rank -= counts[len];
            left -= len as u32;
            lengths.rows[lengths.len] = len as u32;
            lengths.len += 1;
        }
        lengths
    }
}

impl Tiered for ChompTiers {
    type Key = u64;

    /// Dense where the root holds at least a quarter of the box's diagrams of that size.
    fn dense(&self, tier: u32) -> Option<u64> {
        let squares = self.area().checked_sub(tier)?;
        let ranks = self.ranks(squares);
        let held = self.held.get(squares as usize).copied().unwrap_or(0);
        (ranks / 4 <= held).then_some(ranks)
    }

    /// Each bite keeps the rows above it and cuts the rows from it down to its column; the
    /// child's rank is summed from the table, row by row, nothing allocated.
    fn children(&self, tier: u32, key: &u64, out: &mut Vec<(u32, u64)>) -> Result<(), Error> {
        let squares = self.area() - tier;
        let Lengths { rows, len } = self.unrank(squares, *key);
        let lengths = &rows[..len];
        let mut above = 0;
        for (row, &length) in lengths.iter().enumerate() {
            for column in u32::from(row == 0)..length {
                let cut = |(i, &r): (usize, &u32)| if i < row { r } else { r.min(column) };
                let kept: u32 = lengths[row..].iter().map(|&r| r.min(column)).sum();
                let squares = above + kept;
                let rank = self.rank(lengths.iter().enumerate().map(cut), squares);
                out.push((self.tier(squares), rank));
            }
            above += length;
        }
        Ok(())
    }

    fn shared(&self) -> Option<&dyn Shared<Key = u64>> {
        Some(self)
    }

    /// The box, as the diagram that fills it.
    fn shape(&self) -> String {
        vec![self.columns.to_string(); self.rows].join(" ")
    }

    fn key_of(&self, position: &Position) -> Result<(u32, u64), Error> {
        let diagram = position.get::<Diagram>().expect("a Chomp diagram");
        if diagram.len() > self.rows || diagram.first().is_some_and(|&r| r > self.columns) {
            return Err(Error::invalid(
                Text::new("error-db-chomp-box")
                    .arg("position", Chomp.show_position(diagram))
                    .arg("rows", self.rows)
                    .arg("columns", self.columns),
            ));
        }
        let squares = diagram.iter().sum();
        Ok((
            self.tier(squares),
            self.rank(diagram.iter().copied(), squares),
        ))
    }

    fn position_of(&self, tier: u32, key: &u64) -> Option<Position> {
        let squares = self.area().checked_sub(tier)?;
        let Lengths { rows, len } = self.unrank(squares, *key);
        Some(Position::new(rows[..len].to_vec()))
    }

    /// Exact: the diagrams inside the root. A bite may skip many tiers, so the builder
    /// keeps every solved tier in memory while it can: two words a rank of a dense tier (and
    /// a bit), a key and two words a position of any other.
    fn estimate(&self, _root: &(u32, u64)) -> Estimate {
        let positions: u64 = self.held.iter().sum();
        let memory = (0..=self.area())
            .map(|s| match self.dense(self.tier(s)) {
                Some(ranks) => ranks.saturating_mul(8) + ranks / 8,
                None => self.held.get(s as usize).map_or(0, |&n| n * (8 + 4 + 4)),
            })
            .fold(0u64, u64::saturating_add);
        Estimate {
            positions: Some(positions),
            memory: Some(memory),
            disk: Some(positions.saturating_mul(2 * (8 + 4 + 4))),
        }
    }
}

/// The number of diagrams inside `outer` (the poison kept) with each number of squares: row
/// by row, how many ways end with each length and size so far.
fn inside(outer: &[u32]) -> Vec<u64> {
    let squares: usize = outer.iter().map(|&r| r as usize).sum();
    let top = outer.first().copied().unwrap_or(0) as usize;
    // ways[last row's length][squares so far]
    let mut ways = vec![vec![0u64; squares + 1]; top + 1];
    for (len, by_size) in ways.iter_mut().enumerate().skip(1) {
        by_size[len] = 1;
    }
    for &bound in outer.iter().skip(1) {
        let mut next = vec![vec![0u64; squares + 1]; top + 1];
        for (last, by_size) in ways.iter().enumerate() {
            for (size, &n) in by_size.iter().enumerate().filter(|(_, &n)| n > 0) {
                for len in 0..=last.min(bound as usize) {
                    next[len][size + len] += n;
                }
            }
        }
        ways = next;
    }
    (0..=squares)
        .map(|size| ways.iter().map(|w| w[size]).sum())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;

    /// Every diagram inside `outer`, the poison kept.
    fn diagrams(outer: &[u32]) -> Vec<Diagram> {
        fn grow(outer: &[u32], d: &mut Diagram, all: &mut Vec<Diagram>) {
            if !d.is_empty() {
                all.push(d.clone());
            }
            let Some(&bound) = outer.get(d.len()) else {
                return;
            };
            for len in 1..=d.last().map_or(bound, |&last| last.min(bound)) {
                d.push(len);
                grow(outer, d, all);
                d.pop();
            }
        }
        let mut all = Vec::new();
        grow(outer, &mut Vec::new(), &mut all);
        all
    }

    /// In every box up to 5 × 5 and a few other roots: the ranks of each size are dense and
    /// distinct, read back, and a diagram's children are the game's moves.
    #[test]
    fn ranks_are_dense_and_children_follow_the_game() {
        let mut roots: Vec<Diagram> = Vec::new();
        for rows in 1..=5 {
            for columns in 1..=5 {
                roots.push(vec![columns; rows]);
            }
        }
        roots.extend([vec![5, 3, 3, 1], vec![7, 1, 1], vec![1; 9], vec![9]]);
        for root in roots {
            let tiers = ChompTiers::new(&root).unwrap();
            let all = diagrams(&root);
            assert_eq!(all.len() as u64, inside(&root).iter().sum::<u64>());
            let mut seen = std::collections::HashSet::new();
            for d in &all {
                let (tier, rank) = tiers.key_of(&Position::new(d.clone())).unwrap();
                let squares: u32 = d.iter().sum();
                assert!(rank < tiers.ranks(squares), "{root:?} {d:?}");
                assert!(seen.insert((tier, rank)), "{root:?} {d:?}");
                let back = tiers.position_of(tier, &rank).unwrap();
                assert_eq!(back.get::<Diagram>(), Some(d), "{root:?}");
                let mut moves = Vec::new();
                Chomp.moves(d, &mut moves);
                let mut expected: Vec<(u32, u64)> = moves
                    .into_iter()
                    .map(|(_, n)| tiers.key_of(&Position::new(n)).unwrap())
                    .collect();
                let mut got = Vec::new();
                tiers.children(tier, &rank, &mut got).unwrap();
                expected.sort_unstable();
                got.sort_unstable();
                assert_eq!(got, expected, "{root:?} {d:?}");
            }
            if root.iter().all(|&r| r == root[0]) {
                let squares = 1..=tiers.area();
                let boxed: u64 = squares.map(|s| tiers.ranks(s)).sum();
                assert_eq!(boxed, all.len() as u64, "{root:?}");
            }
        }
        assert_eq!(inside(&[12; 12]).iter().sum::<u64>(), 2_704_156 - 1);
    }

    /// A diagram outside the box is refused, and so is a box too large to number.
    #[test]
    fn outside_the_box_is_refused() {
        let tiers = ChompTiers::new(&vec![4; 3]).unwrap();
        assert!(tiers.key_of(&Position::new(vec![5u32])).is_err());
        assert!(tiers.key_of(&Position::new(vec![1u32; 4])).is_err());
        assert!(ChompTiers::new(&vec![40; 40]).is_err());
        assert!(ChompTiers::new(&vec![1; MAX_ROWS + 1]).is_err());
    }
}
