//! A transposition table two searches of the same board fill together, one a core: each
//! finds what the other decided. Buckets of two entries, replaced as [`super::Table`]
//! replaces them, each bucket guarded by a sequence number (a seqlock: a reader that sees it
//! change, or odd, takes the bucket as empty; a writer that finds it odd leaves the entry
//! out), so no entry is ever read half written. A table only speeds a search: an entry
//! missed or left out is searched again.

use super::{halves, hash, info, Memo};
use crate::games::domineering::field::Cells;
use crate::partizan::outcome::TableUse;
use std::sync::atomic::{fence, AtomicU64, Ordering};

/// Two entries of three words each and the sequence number that guards them, on one cache
/// line.
#[repr(C, align(64))]
struct Bucket {
    /// Even while no one writes the bucket, odd while one does.
    sequence: AtomicU64,
    words: [AtomicU64; 6],
}

/// The largest table mapped whole when it is made (2^21 entries, the table of 8×8).
const EAGER_BYTES: usize = 64 << 20;

/// The table.
pub struct SharedTable {
    /// The buckets' memory, mapped from the system zeroed; a large table's pages are taken
    /// only as they are first written, so no time goes into clearing gigabytes and a search
    /// stopped early holds only what it filled.
    memory: memmap2::MmapMut,
    mask: usize,
}

impl SharedTable {
    /// A table of at most `bytes` and at most `most` entries (a power of two; at least two).
    pub fn new(bytes: u64, most: u64) -> SharedTable {
        let buckets = (bytes / std::mem::size_of::<Bucket>() as u64).clamp(1, most / 2);
        let mut buckets = 1usize << (63 - buckets.leading_zeros());
        // A table only speeds the search: where the system will not map so much, half.
        loop {
            let bytes = buckets * std::mem::size_of::<Bucket>();
            let mut options = memmap2::MmapOptions::new();
            // A small table is mapped whole at once, a large one page by page as the search
            // first writes each: one fault a page at random would cost a short search a tenth
            // of its time, and mapping gigabytes at once would delay the start (and a stop)
            // by seconds.
            if bytes <= EAGER_BYTES {
                options.populate();
            }
            match options.len(bytes).map_anon() {
                Ok(memory) => {
                    return SharedTable {
                        memory,
                        mask: buckets - 1,
                    }
                }
                Err(_) if buckets > 1 => buckets /= 2,
                Err(e) => panic!("no memory for a table of one bucket: {e}"),
            }
        }
    }

    /// The buckets.
    fn buckets(&self) -> &[Bucket] {
        // SAFETY: the mapping is of `mask + 1` buckets, aligned to a page (at least the
        // bucket's 64 bytes), and lives as long as `self`; zero bytes are an empty bucket
        // (`AtomicU64` has the representation of `u64`); the pointer is the mapping's own
        // (not borrowed from a slice of bytes), and the buckets are only ever written
        // through their atomics, never through the mapping's bytes.
        unsafe { std::slice::from_raw_parts(self.memory.as_ptr().cast::<Bucket>(), self.mask + 1) }
    }

    /// One search's share of the table, counting its own hits and stores.
    pub fn share(&self) -> Share<'_> {
        Share {
            table: self,
            hits: 0,
            stores: 0,
        }
    }

    /// The entries of the bucket of a key, read whole, or `None` while one is written.
    fn read(&self, bucket: &Bucket) -> Option<[u64; 6]> {
        let before = bucket.sequence.load(Ordering::Acquire);
        if before & 1 != 0 {
            return None;
        }
        let words = std::array::from_fn(|k| bucket.words[k].load(Ordering::Relaxed));
        fence(Ordering::Acquire);
        (bucket.sequence.load(Ordering::Relaxed) == before).then_some(words)
    }
}

/// One search's share of a [`SharedTable`].
pub struct Share<'a> {
    table: &'a SharedTable,
    hits: u64,
    stores: u64,
}

impl Memo for Share<'_> {
    fn get(&mut self, cells: Cells, right: bool) -> Option<bool> {
        let key = halves(cells);
        let bucket = &self.table.buckets()[hash(key, right) & self.table.mask];
        let words = self.table.read(bucket)?;
        let side = u64::from(right) << 1 | 1;
        let found = words
            .chunks(3)
            .find(|e| e[..2] == key && e[2] & 3 == side)?;
        self.hits += 1;
        Some(found[2] & 4 != 0)
    }

    fn put(&mut self, cells: Cells, right: bool, wins: bool, nodes: u64) {
        let key = halves(cells);
        let info = info(right, wins, nodes);
        let bucket = &self.table.buckets()[hash(key, right) & self.table.mask];
        let before = bucket.sequence.load(Ordering::Relaxed);
        let locked = bucket.sequence.compare_exchange(
            before & !1,
            (before & !1) + 1,
            Ordering::Acquire,
            Ordering::Relaxed,
        );
        let Ok(even) = locked else {
            return;
        };
        fence(Ordering::Release);
        let word = |k: usize| bucket.words[k].load(Ordering::Relaxed);
        let same = |e: usize| {
            word(3 * e) == key[0] && word(3 * e + 1) == key[1] && word(3 * e + 2) & 3 == info & 3
        };
        let slot = match (0..2).find(|&e| same(e)) {
            Some(e) => e,
            None => usize::from(word(5) >> 8 < word(2) >> 8),
        };
        if word(3 * slot + 2) >> 8 <= info >> 8 {
            for (k, value) in [key[0], key[1], info].into_iter().enumerate() {
                bucket.words[3 * slot + k].store(value, Ordering::Relaxed);
            }
            self.stores += 1;
        }
        bucket.sequence.store(even + 2, Ordering::Release);
    }

    fn usage(&self) -> TableUse {
        TableUse {
            capacity: 2 * self.table.buckets().len() as u64,
            filled: self
                .table
                .buckets()
                .iter()
                .map(|b| {
                    (0..2)
                        .filter(|e| b.words[3 * e + 2].load(Ordering::Relaxed) & 1 != 0)
                        .count() as u64
                })
                .sum(),
            hits: self.hits,
            stores: self.stores,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two searches storing and looking up at once never read an entry half written: every
    /// board found has the answer stored for it, and what both stored is found afterwards.
    #[test]
    fn two_searches_share_whole_entries() {
        let table = SharedTable::new(1 << 20, 1 << 12);
        assert_eq!(table.share().usage().filled, 0, "a new table is empty");
        let wins = |cells: Cells| cells.count_ones().is_multiple_of(2);
        let board = |n: u128| (n % 6000 * 0x0123_4567_89AB_CDEF) << 3;
        std::thread::scope(|scope| {
            for start in [0u128, 1] {
                let table = &table;
                scope.spawn(move || {
                    let mut share = table.share();
                    for round in 0..200_000u128 {
                        let (mine, theirs) = (round * 2 + start, round * 2 + 1 - start);
                        let cells = board(mine);
                        share.put(cells, mine % 3 == 0, wins(cells), 1 + (mine % 9) as u64);
                        let (theirs, right) = (board(theirs), theirs % 6000 % 3 == 0);
                        if let Some(w) = share.get(theirs, right) {
                            assert_eq!(w, wins(theirs));
                        }
                    }
                });
            }
        });
        // What both stored is there afterwards, each with its own answer.
        let mut share = table.share();
        let kept = (0..6000u128)
            .filter_map(|n| share.get(board(n), n % 3 == 0).map(|w| (n, w)))
            .inspect(|&(n, w)| assert_eq!(w, wins(board(n))))
            .count();
        assert!(kept > 1000, "{kept}");
        assert!(share.usage().filled >= kept as u64);
    }
}
