//! Chomp's solve database: every diagram inside the root's, a tier for each number of
//! squares left (fewer squares, later tier), each diagram keyed by its row lengths packed
//! four bits a row. The key does not depend on the root, so one database of a 12 × 12 bar
//! answers every diagram inside it.

use super::rules::{Chomp, Diagram};
use crate::db::{Estimate, Keyed, Shared, Tiered};
use crate::error::Error;
use crate::game::Notation;
use crate::position::Position;
use crate::text::Text;

/// The most rows a stored diagram has: each row's length takes four bits of the key.
pub const ROWS: usize = 16;

/// The longest row a stored diagram has.
pub const COLUMNS: u32 = 15;

/// The tier of the empty bar: a diagram of `s` squares is in tier `EMPTY - s`.
const EMPTY: u32 = ROWS as u32 * COLUMNS;

/// Chomp as the database builder sees it: normal play, since the poison alone has no move
/// and whoever must eat it has lost.
pub struct ChompTiers;

/// The key of `rows`: row i's length in bits 4i to 4i + 3.
fn key(rows: &[u32]) -> u64 {
    rows.iter()
        .enumerate()
        .fold(0, |k, (i, &r)| k | u64::from(r) << (4 * i))
}

/// The row lengths of `key`, the empty rows dropped.
fn rows(key: u64) -> Diagram {
    (0..ROWS)
        .map(|i| (key >> (4 * i) & 15) as u32)
        .take_while(|&r| r > 0)
        .collect()
}

/// The tier of a diagram of `squares` squares.
fn tier(squares: u32) -> u32 {
    EMPTY - squares
}

impl Tiered for ChompTiers {
    type Key = u64;

    /// Each bite keeps the rows above it and cuts the rows from it down to its column: the
    /// child's key and size come from the parent's in one pass, nothing allocated.
    fn children(&self, _tier: u32, key: &u64, out: &mut Vec<(u32, u64)>) -> Result<(), Error> {
        let lengths = rows(*key);
        let mut above = 0;
        for (row, &len) in lengths.iter().enumerate() {
            let kept = key & ((1u64 << (4 * row)) - 1);
            for column in u32::from(row == 0)..len {
                let (mut child, mut squares) = (kept, above);
                for (i, &r) in lengths.iter().enumerate().skip(row) {
                    let cut = r.min(column);
                    child |= u64::from(cut) << (4 * i);
                    squares += cut;
                }
                out.push((tier(squares), child));
            }
            above += len;
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

impl Keyed for ChompTiers {
    fn key_of(&self, position: &Position) -> Result<(u32, u64), Error> {
        let diagram = position.get::<Diagram>().expect("a Chomp diagram");
        if diagram.len() > ROWS || diagram.first().is_some_and(|&r| r > COLUMNS) {
            return Err(Error::invalid(
                Text::new("error-db-chomp-box")
                    .arg("position", Chomp.show_position(diagram))
                    .arg("rows", ROWS)
                    .arg("columns", COLUMNS),
            ));
        }
        Ok((tier(diagram.iter().sum()), key(diagram)))
    }

    fn position_of(&self, _tier: u32, key: &u64) -> Option<Position> {
        Some(Position::new(rows(*key)))
    }

    /// Exact: the diagrams inside the root. A bite may skip many tiers, so the builder
    /// keeps every solved tier in memory while it can: a key and two words a position.
    fn estimate(&self, root: &(u32, u64)) -> Estimate {
        let positions: u64 = inside(&rows(root.1)).iter().sum();
        Estimate {
            positions: Some(positions),
            memory: Some(positions.saturating_mul(8 + 4 + 4)),
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
    for &bound in &outer[1..] {
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

    /// Keys read back, children are the game's moves, and the counts by size add up to the
    /// diagrams in the box, on every diagram inside 4 × 4.
    #[test]
    fn keys_and_children_follow_the_game() {
        assert_eq!(inside(&[12; 12]).iter().sum::<u64>(), 2_704_156 - 1);
        let mut all = vec![vec![4u32; 4]];
        let mut i = 0;
        while i < all.len() {
            let d = all[i].clone();
            i += 1;
            assert_eq!(rows(key(&d)), d);
            let mut moves = Vec::new();
            Chomp.moves(&d, &mut moves);
            let mut expected: Vec<(u32, u64)> = moves
                .iter()
                .map(|(_, n)| (tier(n.iter().sum()), key(n)))
                .collect();
            let mut got = Vec::new();
            ChompTiers.children(0, &key(&d), &mut got).unwrap();
            expected.sort_unstable();
            got.sort_unstable();
            assert_eq!(got, expected, "{d:?}");
            for (_, n) in moves {
                if !all.contains(&n) {
                    all.push(n);
                }
            }
        }
        assert_eq!(all.len() as u64, inside(&[4; 4]).iter().sum::<u64>());
    }
}
