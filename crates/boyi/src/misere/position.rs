//! Sums of heaps as the quotient solver sees them: how many heaps of each size, in the order
//! Plambeck and Siegel use for "the least failure".

use std::cmp::Ordering;
use std::fmt;

/// A sum of heaps: `counts[h]` heaps of size `h` (no trailing zeros).
///
/// Positions are ordered by their largest heap, then by how many heaps of that size, then by
/// the next size down, and so on (Plambeck & Siegel, "Misère quotients for impartial games",
/// JCTA 115, 2008, §6). Every option of a position comes before it, and adding the same heaps
/// to two positions keeps their order: the two facts the solver's searches rest on.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Position {
    counts: Vec<u32>,
}

impl Position {
    /// The empty sum.
    pub fn empty() -> Position {
        Position::default()
    }

    /// The sum of the heaps `heaps` (sizes, any order).
    pub fn of(heaps: &[u32]) -> Position {
        let mut position = Position::empty();
        for &h in heaps {
            position.add(h, 1);
        }
        position
    }

    /// Adds `count` heaps of size `heap`.
    pub fn add(&mut self, heap: u32, count: u32) {
        let h = heap as usize;
        if count == 0 {
            return;
        }
        if self.counts.len() <= h {
            self.counts.resize(h + 1, 0);
        }
        self.counts[h] += count;
    }

    /// How many heaps of size `heap`.
    pub fn count(&self, heap: u32) -> u32 {
        self.counts.get(heap as usize).copied().unwrap_or(0)
    }

    /// The sizes present with their counts, smallest first.
    pub fn heaps(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        let present = self.counts.iter().enumerate().filter(|(_, &c)| c > 0);
        present.map(|(h, &c)| (h as u32, c))
    }

    /// The position from counts indexed by heap size.
    pub fn from_counts(mut counts: Vec<u32>) -> Position {
        while counts.last() == Some(&0) {
            counts.pop();
        }
        Position { counts }
    }
}

impl Position {
    /// Whether this position comes no later than the one with counts `counts` (indexed by
    /// heap size, trailing zeros allowed).
    pub fn at_most(&self, counts: &[u32]) -> bool {
        let top = self.counts.len().max(counts.len());
        for h in (0..top).rev() {
            let (mine, theirs) = (self.count(h as u32), counts.get(h).copied().unwrap_or(0));
            if mine != theirs {
                return mine < theirs;
            }
        }
        true
    }
}

impl Ord for Position {
    fn cmp(&self, other: &Position) -> Ordering {
        let by_top = self.counts.len().cmp(&other.counts.len());
        by_top.then_with(|| self.counts.iter().rev().cmp(other.counts.iter().rev()))
    }
}

impl PartialOrd for Position {
    fn partial_cmp(&self, other: &Position) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Position {
    /// The heaps, smallest first, as `2 2 5`; the empty sum as `0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for (h, c) in self.heaps() {
            for _ in 0..c {
                if !first {
                    f.write_str(" ")?;
                }
                write!(f, "{h}")?;
                first = false;
            }
        }
        if first {
            f.write_str("0")?;
        }
        Ok(())
    }
}
