//! How a position is stored (its [`Key`]), and the sets of keys the builder gathers for a
//! tier: a bit per rank for a dense tier, sorted keys for the others.

use crate::memory::prefetch;
use rayon::prelude::*;
use std::fmt::Debug;
use std::hash::Hash;
use std::sync::atomic::{AtomicU64, Ordering};

/// A position as a database stores it: compact, ordered, and written as bytes.
pub trait Key: Clone + Ord + Hash + Send + Sync + Debug + 'static {
    /// Bytes every key takes on disk, when all take the same; `None` when each is written
    /// after its length.
    const WIDTH: Option<usize>;

    /// Appends the key's bytes.
    fn write(&self, out: &mut Vec<u8>);

    /// Reads one key from the front of `bytes`, with the number of bytes it took; `None`
    /// when they do not hold one.
    fn read(bytes: &[u8]) -> Option<(Self, usize)>;

    /// Appends the key as it follows `previous` in a sorted run (a block's keys): by
    /// default the key alone.
    fn write_after(&self, _previous: Option<&Self>, out: &mut Vec<u8>) {
        self.write(out);
    }

    /// Reads a key written by [`Key::write_after`] after `previous`.
    fn read_after(_previous: Option<&Self>, bytes: &[u8]) -> Option<(Self, usize)> {
        Self::read(bytes)
    }

    /// The key as a rank of a dense tier, where it is a number.
    fn rank(&self) -> Option<u64>;

    /// The key of a rank of a dense tier.
    fn from_rank(rank: u64) -> Option<Self>;

    /// A hash of the key, the same on every machine: which worker of a shared build owns
    /// the position ([`owner`]).
    fn spread(&self) -> u64;
}

/// The worker that owns a key among `workers`: its hash mapped onto them by a
/// multiply-shift, the same on every machine.
pub fn owner<K: Key>(key: &K, workers: u32) -> u32 {
    (((key.spread() >> 32) * u64::from(workers)) >> 32) as u32
}

impl Key for u64 {
    const WIDTH: Option<usize> = Some(8);

    fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.to_le_bytes());
    }

    fn read(bytes: &[u8]) -> Option<(u64, usize)> {
        let word = bytes.get(..8)?.try_into().ok()?;
        Some((u64::from_le_bytes(word), 8))
    }

    /// Sorted numbers are written as their differences, in LEB128: a few bytes where the
    /// number takes eight.
    fn write_after(&self, previous: Option<&u64>, out: &mut Vec<u8>) {
        write_varint(self - previous.copied().unwrap_or(0), out);
    }

    fn read_after(previous: Option<&u64>, bytes: &[u8]) -> Option<(u64, usize)> {
        let (delta, used) = read_varint(bytes)?;
        Some((previous.copied().unwrap_or(0).checked_add(delta)?, used))
    }

    fn rank(&self) -> Option<u64> {
        Some(*self)
    }

    fn from_rank(rank: u64) -> Option<u64> {
        Some(rank)
    }

    /// SplitMix64's finaliser (S. Vigna), so that neighbouring ranks scatter.
    fn spread(&self) -> u64 {
        let mut z = self.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

impl Key for Vec<u8> {
    const WIDTH: Option<usize> = None;

    fn write(&self, out: &mut Vec<u8>) {
        write_varint(self.len() as u64, out);
        out.extend_from_slice(self);
    }

    fn read(bytes: &[u8]) -> Option<(Vec<u8>, usize)> {
        let (length, used) = read_varint(bytes)?;
        let end = used.checked_add(usize::try_from(length).ok()?)?;
        Some((bytes.get(used..end)?.to_vec(), end))
    }

    fn rank(&self) -> Option<u64> {
        None
    }

    fn from_rank(_: u64) -> Option<Vec<u8>> {
        None
    }

    /// FNV-1a over the bytes, then mixed as a rank is.
    fn spread(&self) -> u64 {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for &b in self {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        h.spread()
    }
}

/// Appends `n` in LEB128: seven bits a byte, low bits first.
pub(crate) fn write_varint(mut n: u64, out: &mut Vec<u8>) {
    while n >= 0x80 {
        out.push((n as u8) | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

/// Reads a LEB128 number from the front of `bytes`, with the bytes it took.
pub(crate) fn read_varint(bytes: &[u8]) -> Option<(u64, usize)> {
    let mut n = 0u64;
    for (i, &b) in bytes.iter().enumerate().take(10) {
        n |= u64::from(b & 0x7f).checked_shl(7 * i as u32)?;
        if b & 0x80 == 0 {
            return Some((n, i + 1));
        }
    }
    None
}

/// The positions of one tier: found so far while discovering, or all of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Members<K> {
    /// A dense tier: a bit per rank, and how many are set.
    Dense {
        /// Bit `r % 64` of word `r / 64` is set when rank `r` is a position of the tier.
        bits: Vec<u64>,
        /// The number of ranks.
        size: u64,
        /// The number of bits set.
        count: u64,
    },
    /// Any other tier: its keys, sorted and without repeats from `sorted` on only after
    /// [`Members::settle`].
    Sparse {
        /// The keys.
        keys: Vec<K>,
        /// How many of the first keys are sorted and unique.
        sorted: usize,
        /// Every [`SAMPLE`]-th key, once all are sorted: a lookup searches these (few enough
        /// to stay in the caches), then one run of [`SAMPLE`] keys.
        samples: Vec<K>,
        /// Where the keys of each span of numbers start, once all are sorted, where keys are
        /// numbers: a lookup then reads where to look instead of searching the samples.
        directory: Option<Directory>,
    },
}

/// Where the sorted keys of a tier, as numbers, start in each span of 2^`shift` numbers from
/// the first key: the keys of span b lie at `starts[b]..starts[b + 1]`. Its spans are about
/// as many as the keys, so a span holds one key on average and a lookup reads the
/// directory and a few keys: arithmetic on the key says where it is (prefix ranges of a
/// sorted array of numbers, as a radix sort's buckets).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Directory {
    first: u64,
    shift: u32,
    starts: Vec<u32>,
}

impl Directory {
    /// The directory of sorted numbers; `None` where there are none, or more than its 32-bit
    /// starts count.
    fn new(numbers: impl ExactSizeIterator<Item = u64> + Clone) -> Option<Directory> {
        let n = numbers.len();
        if n == 0 || n > u32::MAX as usize {
            return None;
        }
        let first = numbers.clone().next()?;
        let span = numbers.clone().last()? - first;
        let spans = (n as u64).max(1);
        let shift = (0..64).find(|&s| span >> s < spans).unwrap_or(63);
        let mut starts = Vec::with_capacity((span >> shift) as usize + 2);
        for (i, x) in numbers.enumerate() {
            let b = ((x - first) >> shift) as usize;
            while starts.len() <= b {
                starts.push(i as u32);
            }
        }
        starts.push(n as u32);
        Some(Directory {
            first,
            shift,
            starts,
        })
    }

    /// The indices among the keys where `number` may be: empty where it is outside them.
    fn range(&self, number: u64) -> (usize, usize) {
        let Some(offset) = number.checked_sub(self.first) else {
            return (0, 0);
        };
        let b = (offset >> self.shift) as usize;
        match (self.starts.get(b), self.starts.get(b + 1)) {
            (Some(&from), Some(&to)) => (from as usize, to as usize),
            _ => (0, 0),
        }
    }

    fn bytes(&self) -> u64 {
        4 * self.starts.capacity() as u64
    }
}

/// Keys between two samples of a sorted tier.
const SAMPLE: usize = 64;

/// Searches [`Members::slots_of`] advances together.
const IN_STEP: usize = 16;

/// For each key of `group`, the last index among the `n` items from `at[k]` on (read by
/// `item`, sorted) whose item is at most the key, into `at[k]`; `at[k]` stays where the key
/// is below them all. A branchless binary search, one step of every key in turn.
fn last_at_most<'a, K: Ord + 'a>(
    group: &[K],
    at: &mut [usize; IN_STEP],
    n: usize,
    item: impl Fn(usize) -> &'a K,
) {
    // Each key's answer lies in `at[k]..at[k] + size`.
    let mut size = n;
    while size > 1 {
        let half = size / 2;
        for (key, at) in group.iter().zip(at.iter_mut()) {
            // A conditional move, not a branch: which way a search goes is a coin toss.
            *at += std::hint::select_unpredictable(item(*at + half) <= key, half, 0);
        }
        size -= half;
    }
}

/// A dense set that threads add ranks to together, each bit set by an atomic or; the
/// count of positions is brought up to date by [`Adding::counted`].
pub struct Adding<'a> {
    words: &'a [AtomicU64],
    size: u64,
    count: &'a mut u64,
}

impl Adding<'_> {
    /// Adds a rank (below the set's size); true if it is new.
    pub fn insert(&self, rank: u64) -> bool {
        debug_assert!(rank < self.size);
        let bit = 1u64 << (rank % 64);
        self.words[(rank / 64) as usize].fetch_or(bit, Ordering::Relaxed) & bit == 0
    }

    /// Adds `new` to the count of positions: the ranks that [`Adding::insert`] found new.
    pub fn counted(&mut self, new: u64) {
        *self.count += new;
    }
}

/// The slots of `keys` in the sorted numbered keys `all` with their directory, into `out`:
/// [`IN_STEP`] searches advance together, each through a window as wide as the widest span of
/// the group from its own span's start (the keys are sorted throughout, so a wider window
/// still finds the last key at most the one looked for).
fn slots_in_spans<K: Key>(
    all: &[K],
    directory: &Directory,
    keys: &[K],
    out: &mut Vec<Option<u64>>,
) {
    let last = all.len() - 1;
    // Every key's span asked for first, so that the reads of all of them are on their way
    // before the searches wait for any.
    for key in keys {
        let (from, to) = key.rank().map_or((0, 0), |r| directory.range(r));
        prefetch(&all[from.min(last)]);
        prefetch(&all[to.saturating_sub(1).min(last)]);
    }
    for group in keys.chunks(IN_STEP) {
        let mut at = [0usize; IN_STEP];
        let mut widest = 0;
        for (key, at) in group.iter().zip(at.iter_mut()) {
            let (from, to) = key.rank().map_or((0, 0), |r| directory.range(r));
            *at = from;
            widest = widest.max(to - from);
        }
        last_at_most(group, &mut at, widest.max(1), |i| &all[i.min(last)]);
        for (key, f) in group.iter().zip(at) {
            let f = f.min(last);
            out.push((all[f] == *key).then_some(f as u64));
        }
    }
}

impl<K: Key> Members<K> {
    /// No position yet, in a tier of `size` ranks (`None`: a tier of keys).
    pub fn new(size: Option<u64>) -> Self {
        match size {
            Some(size) => Members::Dense {
                bits: vec![0; size.div_ceil(64) as usize],
                size,
                count: 0,
            },
            None => Members::Sparse {
                keys: Vec::new(),
                sorted: 0,
                samples: Vec::new(),
                directory: None,
            },
        }
    }

    /// Adds a position; true if it is new for certain (a sparse set only knows after
    /// [`Members::settle`], and says false).
    pub fn insert(&mut self, key: K) -> bool {
        match self {
            Members::Dense { bits, count, .. } => {
                let r = key.rank().expect("a dense tier's keys are ranks");
                let (word, bit) = ((r / 64) as usize, 1u64 << (r % 64));
                let new = bits[word] & bit == 0;
                bits[word] |= bit;
                *count += u64::from(new);
                new
            }
            Members::Sparse { keys, sorted, .. } => {
                keys.push(key);
                // Repeats are dropped whenever the unsorted tail outgrows the sorted head.
                if keys.len() >= 2 * (*sorted).max(1 << 16) {
                    keys.par_sort_unstable();
                    keys.dedup();
                    *sorted = keys.len();
                }
                false
            }
        }
    }

    /// A dense set as threads add to it together ([`Adding`]); `None` for a sparse one.
    /// `None` too where an `AtomicU64` is aligned more strictly than a `u64` (some 32-bit
    /// targets): the builder then adds them one thread at a time.
    pub fn adding(&mut self) -> Option<Adding<'_>> {
        if std::mem::align_of::<AtomicU64>() != std::mem::align_of::<u64>() {
            return None;
        }
        match self {
            Members::Dense {
                bits, size, count, ..
            } => {
                // SAFETY: `AtomicU64` has the size of `u64` (its documented layout) and, as
                // checked above, its alignment; the exclusive borrow of `bits` lasts as long
                // as the view, so no other access to the words is made while threads share
                // them.
                let words: &[AtomicU64] = unsafe {
                    std::slice::from_raw_parts(bits.as_mut_ptr().cast::<AtomicU64>(), bits.len())
                };
                Some(Adding {
                    words,
                    size: *size,
                    count,
                })
            }
            Members::Sparse { .. } => None,
        }
    }

    /// A set of keys already sorted and without repeats.
    pub fn sorted(keys: Vec<K>) -> Self {
        let samples = keys.iter().step_by(SAMPLE).cloned().collect();
        let directory = match keys.first().and_then(Key::rank) {
            Some(_) => Directory::new(keys.iter().map(|k| k.rank().expect("numbered keys"))),
            None => None,
        };
        Members::Sparse {
            sorted: keys.len(),
            keys,
            samples,
            directory,
        }
    }

    /// Adds positions to a sparse set, and settles it.
    pub fn extend(&mut self, more: impl IntoIterator<Item = K>) {
        if let Members::Sparse { keys, .. } = self {
            keys.extend(more);
        }
        self.settle();
    }

    /// Sorts a sparse set and drops repeats.
    pub fn settle(&mut self) {
        if self.is_settled() {
            return;
        }
        if let Members::Sparse { keys, .. } = self {
            let mut keys = std::mem::take(keys);
            keys.par_sort_unstable();
            keys.dedup();
            *self = Members::sorted(keys);
        }
    }

    /// How many positions (after [`Members::settle`]).
    pub fn len(&self) -> u64 {
        match self {
            Members::Dense { count, .. } => *count,
            Members::Sparse { keys, .. } => keys.len() as u64,
        }
    }

    /// Where a settled tier's records go: a rank, or an index into the sorted keys.
    pub fn slot(&self, key: &K) -> Option<u64> {
        match self {
            Members::Dense { bits, size, .. } => {
                let r = key.rank()?;
                (r < *size && bits[(r / 64) as usize] & (1 << (r % 64)) != 0).then_some(r)
            }
            Members::Sparse {
                keys,
                samples,
                directory,
                ..
            } => {
                let (from, to) = match (self.is_settled(), directory) {
                    (true, Some(directory)) => directory.range(key.rank()?),
                    (true, None) => {
                        let run = samples.partition_point(|s| s <= key).checked_sub(1)?;
                        (run * SAMPLE, keys.len().min((run + 1) * SAMPLE))
                    }
                    (false, _) => (0, keys.len()),
                };
                let found = keys[from..to].binary_search(key).ok()?;
                Some((from + found) as u64)
            }
        }
    }

    /// The slots of many keys, as [`Members::slot`] gives them, into `out` (cleared first).
    /// In a settled sparse set the searches of [`IN_STEP`] keys advance together, one step
    /// of each in turn: their reads of memory, each of which waits for the one before in a
    /// lone search, overlap (what a lone search spends waiting is most of its time).
    pub fn slots_of(&self, keys: &[K], out: &mut Vec<Option<u64>>) {
        out.clear();
        let Members::Sparse {
            keys: all,
            samples,
            directory,
            ..
        } = self
        else {
            out.extend(keys.iter().map(|k| self.slot(k)));
            return;
        };
        if !self.is_settled() || samples.is_empty() {
            out.extend(keys.iter().map(|k| self.slot(k)));
            return;
        }
        if let Some(directory) = directory {
            return slots_in_spans(all, directory, keys, out);
        }
        for group in keys.chunks(IN_STEP) {
            // The last sample at most each key (the first where a key is below them all).
            let mut at = [0usize; IN_STEP];
            last_at_most(group, &mut at, samples.len(), |i| &samples[i]);
            // Then within its run of SAMPLE keys: indices past the end read the last key,
            // which keeps the run sorted and finds the last key where it is at most the one
            // looked for.
            let last = all.len() - 1;
            for run in &mut at {
                *run *= SAMPLE;
            }
            last_at_most(group, &mut at, SAMPLE, |i| &all[i.min(last)]);
            for (key, f) in group.iter().zip(at) {
                let f = f.min(last);
                out.push((all[f] == *key).then_some(f as u64));
            }
        }
    }

    /// Whether a sparse set is sorted and sampled (a dense one always is).
    fn is_settled(&self) -> bool {
        match self {
            Members::Dense { .. } => true,
            Members::Sparse {
                keys,
                sorted,
                samples,
                ..
            } => *sorted == keys.len() && samples.len() == keys.len().div_ceil(SAMPLE),
        }
    }

    /// The first slot from `from` on, and before `end`, that holds a position.
    pub fn next_slot(&self, from: u64, end: u64) -> Option<u64> {
        let end = end.min(self.slots());
        if from >= end {
            return None;
        }
        match self {
            Members::Dense { bits, .. } => {
                let mut word = (from / 64) as usize;
                let mut set = bits[word] & (!0u64 << (from % 64));
                while set == 0 {
                    word += 1;
                    if word as u64 * 64 >= end {
                        return None;
                    }
                    set = bits[word];
                }
                Some(word as u64 * 64 + u64::from(set.trailing_zeros())).filter(|&s| s < end)
            }
            Members::Sparse { .. } => Some(from),
        }
    }

    /// The number of record slots: ranks of a dense tier, keys of another.
    pub fn slots(&self) -> u64 {
        match self {
            Members::Dense { size, .. } => *size,
            Members::Sparse { keys, .. } => keys.len() as u64,
        }
    }

    /// The key in a slot, if the slot holds a position.
    pub fn key(&self, slot: u64) -> Option<K> {
        match self {
            Members::Dense { bits, .. } => (bits[(slot / 64) as usize] & (1 << (slot % 64)) != 0)
                .then(|| K::from_rank(slot).expect("a dense tier's keys are ranks")),
            Members::Sparse { keys, .. } => keys.get(slot as usize).cloned(),
        }
    }

    /// The bytes the set holds in memory.
    pub fn bytes(&self) -> u64 {
        match self {
            Members::Dense { bits, .. } => 8 * bits.len() as u64,
            Members::Sparse {
                keys, directory, ..
            } => {
                (keys.capacity() * std::mem::size_of::<K>()) as u64
                    + K::WIDTH.map_or(16 * keys.len() as u64, |_| 0)
                    + directory.as_ref().map_or(0, Directory::bytes)
            }
        }
    }

    /// The set as bytes, for a file (settled first).
    pub fn settled_bytes(&mut self) -> Vec<u8> {
        self.settle();
        let mut out = Vec::new();
        match self {
            Members::Dense { bits, size, count } => {
                out.push(0);
                write_varint(*size, &mut out);
                write_varint(*count, &mut out);
                for w in bits.iter() {
                    out.extend_from_slice(&w.to_le_bytes());
                }
            }
            Members::Sparse { keys, .. } => {
                out.push(1);
                write_varint(keys.len() as u64, &mut out);
                for k in keys.iter() {
                    k.write(&mut out);
                }
            }
        }
        out
    }

    /// A set from [`Members::settled_bytes`]; `None` if the bytes are not one.
    pub fn from_bytes(bytes: &[u8]) -> Option<Self> {
        let (&tag, rest) = bytes.split_first()?;
        let (n, used) = read_varint(rest)?;
        let rest = &rest[used..];
        match tag {
            0 => {
                let (count, used) = read_varint(rest)?;
                let rest = &rest[used..];
                let words = usize::try_from(n.div_ceil(64)).ok()?;
                if rest.len() != words.checked_mul(8)? {
                    return None;
                }
                let bits: Vec<u64> = rest
                    .chunks_exact(8)
                    .map(|c| u64::from_le_bytes(c.try_into().expect("eight bytes")))
                    .collect();
                let set: u64 = bits.iter().map(|w| u64::from(w.count_ones())).sum();
                (set == count).then_some(Members::Dense {
                    bits,
                    size: n,
                    count,
                })
            }
            1 => {
                let mut keys = Vec::new();
                let mut at = 0;
                for _ in 0..n {
                    let (k, used) = K::read(rest.get(at..)?)?;
                    keys.push(k);
                    at += used;
                }
                (at == rest.len() && keys.windows(2).all(|w| w[0] < w[1]))
                    .then(|| Members::sorted(keys))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_round_trip() {
        for n in [0, 1, 127, 128, 300, u64::MAX] {
            let mut out = Vec::new();
            write_varint(n, &mut out);
            assert_eq!(read_varint(&out), Some((n, out.len())));
        }
        assert_eq!(read_varint(&[0x80]), None);
    }

    #[test]
    fn sets_settle_and_round_trip() {
        let mut sparse: Members<Vec<u8>> = Members::new(None);
        for k in [b"b".to_vec(), b"a".to_vec(), b"b".to_vec()] {
            sparse.insert(k);
        }
        let bytes = sparse.settled_bytes();
        assert_eq!(sparse.len(), 2);
        assert_eq!(sparse.slot(&b"b".to_vec()), Some(1));
        assert_eq!(Members::from_bytes(&bytes), Some(sparse));
        let mut dense: Members<u64> = Members::new(Some(100));
        assert!(dense.insert(70));
        assert!(!dense.insert(70));
        assert_eq!(
            (dense.len(), dense.slot(&70), dense.slot(&71)),
            (1, Some(70), None)
        );
        let bytes = dense.settled_bytes();
        assert_eq!(Members::from_bytes(&bytes), Some(dense));
        assert_eq!(Members::<u64>::from_bytes(&bytes[..bytes.len() - 1]), None);
    }

    proptest::proptest! {
        /// The next slot holding a position is the first set rank a plain scan finds, on
        /// every range of every set.
        #[test]
        fn next_slots_are_the_set_ranks(
            size in 0u64..300,
            ranks in proptest::collection::vec(0u64..300, 0..40),
            from in 0u64..320,
            end in 0u64..320,
        ) {
            let mut dense: Members<u64> = Members::new(Some(size));
            for &r in ranks.iter().filter(|&&r| r < size) {
                dense.insert(r);
            }
            let plain = (from..end.min(size)).find(|&r| dense.slot(&r).is_some());
            proptest::prop_assert_eq!(dense.next_slot(from, end), plain);
        }

        /// Every key's slot, looked up alone or in step with others, is its index among the
        /// set's sorted keys (a plain scan), on sets of one to several runs of samples, settled
        /// or not, for keys held, between, below and above them.
        #[test]
        fn slots_are_the_indices_of_the_sorted_keys(
            keys in proptest::collection::vec(0u64..3000, 0..700),
            queries in proptest::collection::vec(0u64..3100, 0..80),
            settle: bool,
        ) {
            let mut set: Members<u64> = Members::new(None);
            for &k in &keys {
                set.insert(k);
            }
            if settle {
                set.settle();
            }
            let mut plain = keys.clone();
            plain.sort_unstable();
            plain.dedup();
            let index = |q: &u64| plain.iter().position(|k| k == q).map(|i| i as u64);
            let mut in_step = Vec::new();
            set.slots_of(&queries, &mut in_step);
            for (q, found) in queries.iter().zip(&in_step) {
                if settle {
                    proptest::prop_assert_eq!(*found, index(q));
                    proptest::prop_assert_eq!(set.slot(q), index(q));
                } else {
                    proptest::prop_assert_eq!(*found, set.slot(q));
                }
            }
        }
    }
}
