//! The transposition table of the outcome search: who wins a board with a given player to
//! move, for boards already decided, in a fixed array of buckets of two entries. A full
//! bucket keeps the entry whose subtree took the most nodes (the replacement of Breuker,
//! Uiterwijk and van den Herik, "Replacement schemes and two-level tables", ICCA Journal
//! 19, 1996, which Obsequi also follows).

use super::field::Cells;
use crate::partizan::outcome::TableUse;

/// The most entries a table has: 2^24, 384 MiB (twice Obsequi's 2^23).
pub const MAX_ENTRIES: u64 = 1 << 24;

/// Bytes an entry takes.
pub const ENTRY_BYTES: u64 = std::mem::size_of::<Entry>() as u64;

/// A decided board: its key (a board in canonical form and the player to move) and the
/// answer. Words 0 and 1: the board's empty cells, low and high halves; word 2, bit 0:
/// filled; bit 1: Right to move; bit 2: the player to move wins; bits 8 and up: the bit
/// length of the nodes its decision took. All zero is an empty entry, so a new table is
/// zeroed memory the system hands out as it is first touched.
type Entry = [u64; 3];

/// The table.
pub struct Table {
    entries: Vec<Entry>,
    /// Buckets − 1 (a power of two less one).
    mask: usize,
    /// The most entries it may grow to.
    most: usize,
    filled: usize,
    hits: u64,
    stores: u64,
}

/// The entries a table starts with (6 MiB): it doubles when half filled, so a small search
/// touches little memory (each page the system hands out costs a fault). Buckets of two
/// fuller than that lose decisions the search needs again: doubling at three quarters full
/// from 2^16 entries, 7 × 8 with Left first took 926,530 boards, and 879,827 so.
const FIRST_ENTRIES: usize = 1 << 18;

impl Table {
    /// A table of at most `bytes` (at least 1,024 entries, at most [`MAX_ENTRIES`]).
    pub fn new(bytes: u64) -> Table {
        let most = (bytes / ENTRY_BYTES).clamp(1 << 10, MAX_ENTRIES);
        let most = 1usize << (63 - most.leading_zeros());
        Table::sized(most.min(FIRST_ENTRIES), most)
    }

    /// An empty table of `entries` entries that may grow to `most`.
    fn sized(entries: usize, most: usize) -> Table {
        Table {
            entries: vec![[0; 3]; entries],
            mask: entries / 2 - 1,
            most,
            filled: 0,
            hits: 0,
            stores: 0,
        }
    }

    /// The first entry of the bucket of a key.
    fn bucket(&self, cells: [u64; 2], right: bool) -> usize {
        2 * (hash(cells, right) & self.mask)
    }

    /// Whether the player to move wins the board `cells`, if the table holds it.
    pub fn get(&mut self, cells: Cells, right: bool) -> Option<bool> {
        let key = halves(cells);
        let at = self.bucket(key, right);
        let side = u64::from(right) << 1 | 1;
        let found = self.entries[at..at + 2]
            .iter()
            .find(|e| e[..2] == key && e[2] & 3 == side)?;
        self.hits += 1;
        Some(found[2] & 4 != 0)
    }

    /// Stores who wins the board `cells`, whose decision took `nodes` nodes.
    pub fn put(&mut self, cells: Cells, right: bool, wins: bool, nodes: u64) {
        let [lo, hi] = halves(cells);
        if self.insert([lo, hi, info(right, wins, nodes)]) {
            self.stores += 1;
        }
        if self.filled * 2 > self.entries.len() && self.entries.len() < self.most {
            self.grow();
        }
    }

    /// Puts `entry` in its bucket: over the same board's entry, else over the one whose
    /// decision took fewer nodes, if that took no more than this one's. Whether it is kept.
    fn insert(&mut self, entry: Entry) -> bool {
        let (key, info) = ([entry[0], entry[1]], entry[2]);
        let at = self.bucket(key, info & 2 != 0);
        let bucket = &mut self.entries[at..at + 2];
        let same = |e: &Entry| e[..2] == key && e[2] & 3 == info & 3;
        let slot = match bucket.iter().position(same) {
            Some(same) => same,
            None => usize::from(bucket[1][2] >> 8 < bucket[0][2] >> 8),
        };
        if bucket[slot][2] >> 8 > info >> 8 {
            return false;
        }
        if bucket[slot][2] & 1 == 0 {
            self.filled += 1;
        }
        bucket[slot] = entry;
        true
    }

    /// Doubles the table, every entry put in again.
    fn grow(&mut self) {
        let mut larger = Table::sized(self.entries.len() * 2, self.most);
        for entry in self.entries.iter().filter(|e| e[2] & 1 != 0) {
            larger.insert(*entry);
        }
        (self.entries, self.mask, self.filled) = (larger.entries, larger.mask, larger.filled);
    }

    /// Counts hits and stores afresh from now, for a table kept from one search to the next.
    pub fn count_afresh(&mut self) {
        (self.hits, self.stores) = (0, 0);
    }

    /// What the table holds and did.
    pub fn usage(&self) -> TableUse {
        TableUse {
            capacity: self.entries.len() as u64,
            filled: self.filled as u64,
            hits: self.hits,
            stores: self.stores,
        }
    }
}

/// The low and high halves of a set of cells.
fn halves(cells: Cells) -> [u64; 2] {
    [cells as u64, (cells >> 64) as u64]
}

/// The bucket number of a key, before it is cut to a table's size.
fn hash(cells: [u64; 2], right: bool) -> usize {
    let [lo, hi] = cells;
    let h = (lo ^ hi.rotate_left(29) ^ u64::from(right))
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .rotate_left(31)
        .wrapping_mul(0xD6E8_FEB8_6659_FD93);
    (h >> 20) as usize
}

/// What a search keeps of the boards it decided: a table of its own ([`Table`]) or its
/// share of one that two searches fill together ([`shared::Share`]).
pub trait Memo {
    /// Whether the player to move wins the board `cells`, if it is kept.
    fn get(&mut self, cells: Cells, right: bool) -> Option<bool>;
    /// Keeps who wins the board `cells`, whose decision took `nodes` nodes.
    fn put(&mut self, cells: Cells, right: bool, wins: bool, nodes: u64);
    /// What the table holds and what this search did with it.
    fn usage(&self) -> TableUse;
}

impl Memo for Table {
    fn get(&mut self, cells: Cells, right: bool) -> Option<bool> {
        Table::get(self, cells, right)
    }

    fn put(&mut self, cells: Cells, right: bool, wins: bool, nodes: u64) {
        Table::put(self, cells, right, wins, nodes)
    }

    fn usage(&self) -> TableUse {
        Table::usage(self)
    }
}

/// An entry's info word: the bit length of the nodes its decision took (bits 8 and up),
/// whether the player to move wins (bit 2), Right to move (bit 1), filled (bit 0).
fn info(right: bool, wins: bool, nodes: u64) -> u64 {
    let work = u64::from(64 - nodes.leading_zeros());
    work << 8 | u64::from(wins) << 2 | u64::from(right) << 1 | 1
}

pub mod shared;

#[cfg(test)]
mod tests {
    use super::*;

    /// Entries are found again, told apart by the player to move, and a bucket keeps the
    /// larger of two decisions that collide.
    #[test]
    fn stores_and_finds() {
        let mut t = Table::new(0);
        t.put(5, false, true, 100);
        t.put(5, true, false, 10);
        assert_eq!(t.get(5, false), Some(true));
        assert_eq!(t.get(5, true), Some(false));
        assert_eq!(t.get(6, false), None);
        for cells in 0..10_000u128 {
            t.put(cells << 70, false, cells % 2 == 0, 1 + cells as u64 % 7);
        }
        let found = (0..10_000u128)
            .filter_map(|c| t.get(c << 70, false).map(|w| (c, w)))
            .collect::<Vec<_>>();
        assert!(found.iter().all(|&(c, w)| w == (c % 2 == 0)));
        assert!(found.len() > 500, "{}", found.len());
    }

    /// A table grows as it fills and keeps what it held.
    #[test]
    fn grows_as_it_fills() {
        let mut t = Table::new(1 << 30);
        assert_eq!(t.usage().capacity, FIRST_ENTRIES as u64);
        for cells in 0..200_000u128 {
            t.put(cells * 0x1_0000_0001, cells % 3 == 0, cells % 2 == 0, 5);
        }
        assert!(t.usage().capacity >= 1 << 18, "{:?}", t.usage());
        let kept = (0..200_000u128)
            .filter(|&c| t.get(c * 0x1_0000_0001, c % 3 == 0) == Some(c % 2 == 0))
            .count();
        assert!(kept > 150_000, "{kept}");
        assert_eq!(
            t.usage().filled as usize,
            t.entries.iter().filter(|e| e[2] & 1 != 0).count()
        );
    }
}
