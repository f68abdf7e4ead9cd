//! The Grundy values of heaps 0, 1, 2, … of one code, heap after heap, by the sparse-space
//! method, with the period watched as they grow.
//!
//! The method (Gangolli and Plambeck, "A note on periodicity in some octal games", Int. J.
//! Game Theory 18, 1989; described on Achim Flammenkamp's octal games pages): split the
//! values by the parity of their bits under a mask. In many octal games the values of odd
//! parity ("common") fill the sequence and those of even parity ("rare") appear only a few
//! times. Two common values xor to a rare one, so every common option of a heap comes from a
//! split with a rare part: the common values a heap reaches are found with the few rare
//! heaps, and only rare candidates for the mex need the full scan of splits, which stops as
//! soon as the candidate is reached. The mask is chosen from the values so far (the one
//! that leaves the fewest rare heaps), and none is used where values are dense; any mask
//! gives the exact values, only the time differs.

use super::period::PeriodWatch;
use crate::code::Code;
use crate::family::Summary;
use crate::solve::period::Period;
use rayon::prelude::*;

/// What removing `take` counters may leave.
#[derive(Clone, Copy, Debug)]
struct Take {
    take: usize,
    /// Nothing: the heap had exactly `take`.
    none: bool,
    /// One heap.
    one: bool,
    /// Two heaps (unequal ones when `unequal`).
    two: bool,
    /// Three heaps.
    three: bool,
    unequal: bool,
}

/// A heap-by-heap computation of one code's values.
#[derive(Clone, Debug)]
pub struct Sequence {
    code: Code,
    takes: Vec<Take>,
    values: Vec<u32>,
    /// How many heaps have each value.
    counts: Vec<u64>,
    /// Values with an even number of bits under the mask are rare; 0 means no split.
    mask: u32,
    /// Heaps of at least 1 whose value is rare, in order (kept only with a mask).
    rare: Vec<u32>,
    /// The value of each heap of `rare`, in the same order: read in step with it.
    rare_values: Vec<u32>,
    /// Heaps with a rare value under the current mask, heap 0 included.
    rare_count: u64,
    last_rare: Option<u64>,
    watch: Option<PeriodWatch>,
    period: Option<Period>,
    steps: u64,
}

/// The steps it took to value heap `n` alone, its values below 64 marked in the bits of one
/// word, and its value. Compiled for AVX2 too, chosen at run time where the processor has
/// it: the scans' marks are shifts by a different amount in each lane, one instruction
/// there and several without.
#[multiversion::multiversion(targets("x86_64+avx2"))]
fn alone_in_a_word(sequence: &Sequence, n: usize) -> (u64, u32) {
    sequence.far_part(n, n, &mut 0u64, &mut Cursor::default(), u64::MAX)
}

/// The steps [`Sequence::far_part`] takes for heap `n` of the block from `boundary`, within
/// `allowance`; compiled for AVX2 too, as [`alone_in_a_word`] is.
#[multiversion::multiversion(targets("x86_64+avx2"))]
fn far_in_a_block(
    sequence: &Sequence,
    n: usize,
    boundary: usize,
    seen: &mut [bool],
    cursor: &mut Cursor,
    allowance: u64,
) -> u64 {
    sequence.far_part(n, boundary, seen, cursor, allowance).0
}

/// The steps it took to value heap `n` alone, its values marked in `seen`, and its value;
/// compiled for AVX2 too, as [`alone_in_a_word`] is.
#[multiversion::multiversion(targets("x86_64+avx2"))]
fn alone_in_bools(sequence: &Sequence, n: usize, seen: &mut [bool]) -> (u64, u32) {
    sequence.far_part(n, n, seen, &mut Cursor::default(), u64::MAX)
}

/// Where a scan of one kind of split stands: the take's index and the smaller part.
#[derive(Clone, Copy, Debug)]
struct Scan {
    take: usize,
    part: usize,
}

impl Default for Scan {
    fn default() -> Scan {
        Scan { take: 0, part: 1 }
    }
}

/// Where the scans of a heap's splits stand: those with both parts below the block
/// (`far`), and those with a part in it (`near`).
#[derive(Clone, Copy, Debug, Default)]
struct Cursor {
    far: Scan,
    near: Scan,
}

/// Heaps valued together, their options split among the cores.
const BLOCK: usize = 256;

/// Steps a heap takes on average, at least, for blocks to pay (the unit tests value every
/// code in blocks).
const MIN_PARALLEL_STEPS: u64 = 1000;

/// Steps of a far scan in a block, at least, before it is left to the finish (few in the
/// unit tests, so they take that road often).
const FAR_SCAN: u64 = if cfg!(test) { 16 } else { 4096 };

/// Splits scanned between two looks at the target.
const SCAN_CHUNK: usize = 16;

/// Heaps below this are valued one at a time (their blocks would be all near options).
const PARALLEL_FROM: usize = 1 << 12;

/// Where a run stops, besides a proven period.
#[derive(Clone, Copy, Debug, Default)]
pub struct Stop {
    /// The most values to compute.
    pub values: Option<u64>,
    /// The most steps (options looked at) to spend, counted from the sequence's start.
    pub steps: Option<u64>,
}

/// Heaps before the first choice of mask: values this few are cheap either way.
const FIRST_SPLIT: usize = 1 << 10;

/// The most rare heaps, as a share of all, for a split to pay: 1/8.
const RARE_SHARE: u64 = 8;

impl Stop {
    /// A stop after `values` values.
    pub fn values(values: u64) -> Stop {
        Stop {
            values: Some(values),
            steps: None,
        }
    }
}

impl Sequence {
    /// The values of `code`, none computed yet.
    pub fn new(code: Code) -> Sequence {
        let takes = code
            .digits
            .iter()
            .zip(&code.unequal)
            .enumerate()
            .map(|(take, (&d, &unequal))| Take {
                take,
                none: d & 1 != 0 && take > 0,
                one: d & 2 != 0 && take > 0,
                two: d & 4 != 0,
                three: d & 8 != 0,
                unequal,
            })
            .collect();
        let watch = super::values::provable(&code).then(|| PeriodWatch::new(&code));
        Sequence {
            code,
            takes,
            values: Vec::new(),
            counts: Vec::new(),
            mask: 0,
            rare: Vec::new(),
            rare_values: Vec::new(),
            rare_count: 0,
            last_rare: None,
            watch,
            period: None,
            steps: 0,
        }
    }

    /// The sequence resumed from values computed before (by [`Sequence::values`]), in the
    /// state it had then.
    pub fn resume(code: Code, values: &[u32]) -> Sequence {
        let mut sequence = Sequence::new(code);
        sequence.values.reserve(values.len());
        for &g in values {
            sequence.push(g);
        }
        sequence
    }

    /// The values of heaps `0..len()`.
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// The period, once the periodicity theorem proves it.
    pub fn period(&self) -> Option<Period> {
        self.period
    }

    /// Whether the values can never be proven periodic here (the theorems do not cover the
    /// code).
    pub fn unprovable(&self) -> bool {
        self.watch.is_none()
    }

    /// Computes values until a period is proven or `stop` says; `each` is called every
    /// 2^14 values (for progress and checkpoints) and may end the run with an error.
    pub fn run<E>(
        &mut self,
        stop: Stop,
        each: impl FnMut(&Sequence) -> Result<(), E>,
    ) -> Result<(), E> {
        let done = |s: &Sequence| {
            s.period.is_some()
                || stop.values.is_some_and(|v| s.values.len() as u64 >= v)
                || stop.steps.is_some_and(|limit| s.steps >= limit)
        };
        self.grow(done, each)
    }

    /// Extends the values to heaps `0..len` (past a proven period too).
    pub fn extend_to(&mut self, len: usize) {
        let done = |s: &Sequence| s.values.len() >= len;
        let _ = self.grow(done, |_| Ok::<(), ()>(()));
    }

    /// Values heaps until `done`, a block at a time: the options of a block's heaps that
    /// involve no heap of the block are found on every core, the rest one heap after
    /// another. The values, and where the run stops, are those of one heap at a time.
    fn grow<E>(
        &mut self,
        done: impl Fn(&Sequence) -> bool,
        mut each: impl FnMut(&Sequence) -> Result<(), E>,
    ) -> Result<(), E> {
        let (mut seen, mut cursors) = (Vec::new(), Vec::new());
        while !done(self) {
            let start = self.values.len();
            if self.code.parts() > 3 {
                // Four heaps or more: the plain mex of every option, one heap at a time, its
                // steps counted before it starts, so that a limit is never passed by a heap.
                let cost = super::values::work(&self.code, start, start + 1);
                self.steps = self.steps.saturating_add(cost);
                if done(self) {
                    self.steps -= cost;
                    return Ok(());
                }
                let g = super::values::value_of(&self.code, &self.values, start, &mut seen);
                self.push(g);
                if self.values.len().is_multiple_of(1 << 6) {
                    each(self)?;
                }
                continue;
            }
            // Blocks pay where a heap takes long; one heap at a time is faster otherwise.
            let per_heap = self.steps / start.max(1) as u64;
            let block = if start < PARALLEL_FROM
                || self.code.three_heaps()
                || (per_heap < MIN_PARALLEL_STEPS && !cfg!(test))
            {
                1
            } else {
                BLOCK - start % BLOCK
            };
            // Room for the values so far and one more bit, so a block's new values fit.
            let width = self.counts.len().next_power_of_two() * 2;
            if block == 1 && !self.code.three_heaps() {
                // One heap alone: all its options are below it, and the far part is all;
                // values below 64 are marked in the bits of one word.
                let (steps, g) = if width <= 64 {
                    alone_in_a_word(self, start)
                } else {
                    seen.clear();
                    seen.resize(width, false);
                    alone_in_bools(self, start, &mut seen)
                };
                self.steps += steps;
                self.push(g);
                if self.values.len().is_multiple_of(1 << 14) {
                    each(self)?;
                }
                continue;
            }
            seen.clear();
            seen.resize(block * width, false);
            cursors.clear();
            cursors.resize(block, Cursor::default());
            // The far scan of a sparse code stops at a few times the usual work: a heap whose
            // mex is reached only by a split into the block would scan everything below it.
            let allowance = match self.mask {
                0 => u64::MAX,
                _ => FAR_SCAN + 16 * per_heap,
            };
            let far = |(j, (seen, cursor)): (usize, (&mut [bool], &mut Cursor))| {
                far_in_a_block(self, start + j, start, seen, cursor, allowance)
            };
            let chunks = seen.chunks_mut(width).zip(cursors.iter_mut()).enumerate();
            let steps: u64 = if block == 1 {
                chunks.map(far).sum()
            } else {
                let chunks = seen.par_chunks_mut(width).zip(cursors.par_iter_mut());
                chunks.enumerate().map(far).sum()
            };
            self.steps += steps;
            for (j, (seen, cursor)) in seen.chunks_mut(width).zip(&mut cursors).enumerate() {
                if done(self) {
                    break;
                }
                let n = start + j;
                let g = if self.counts.len().next_power_of_two() <= width {
                    self.near_part(n, start, seen, cursor)
                } else {
                    // A value of the block outgrew the bits: value this heap afresh.
                    let mut seen = vec![false; self.counts.len().next_power_of_two()];
                    let mut cursor = Cursor::default();
                    self.steps += self.far_part(n, n, &mut seen[..], &mut cursor, u64::MAX).0;
                    self.near_part(n, n, &mut seen, &mut cursor)
                };
                self.push(g);
                if self.values.len().is_multiple_of(1 << 14) {
                    each(self)?;
                }
            }
        }
        Ok(())
    }

    /// What the values so far show.
    pub fn summary(&self) -> Summary {
        let split = self.mask != 0;
        Summary {
            values_computed: self.values.len() as u64,
            largest: self.counts.len().saturating_sub(1) as u64,
            preperiod: self.period.map(|p| p.preperiod),
            period: self.period.map(|p| p.period),
            saltus: self.period.map(|p| p.shift).filter(|&s| s > 0),
            rare_mask: split.then_some(self.mask),
            rare_count: split.then_some(self.rare_count),
            last_rare: if split { self.last_rare } else { None },
        }
    }

    /// Records the value of the next heap, and what follows from it.
    fn push(&mut self, g: u32) {
        let n = self.values.len();
        self.values.push(g);
        let g = g as usize;
        if g >= self.counts.len() {
            self.counts.resize(g + 1, 0);
        }
        self.counts[g] += 1;
        if self.is_rare(g as u32) {
            self.rare_count += 1;
            self.last_rare = Some(n as u64);
            if n > 0 {
                self.rare.push(n as u32);
                self.rare_values.push(g as u32);
            }
        }
        let len = n + 1;
        if len >= FIRST_SPLIT && len.is_power_of_two() && !self.code.three_heaps() {
            self.choose_mask();
        }
        if let Some(watch) = &mut self.watch {
            if self.period.is_none() && watch.due(len) {
                self.period = watch.check(&self.values);
            }
        }
    }

    /// Whether value `g` is rare under the mask (every value is, without one).
    fn is_rare(&self, g: u32) -> bool {
        (g & self.mask).count_ones().is_multiple_of(2)
    }

    /// Chooses the mask that leaves the fewest rare heaps, or none when even that leaves
    /// more than one heap in [`RARE_SHARE`]; then lists the rare heaps again.
    fn choose_mask(&mut self) {
        let masks = self.counts.len().next_power_of_two().min(1 << 12) as u32;
        let rare_under = |mask: u32| -> u64 {
            let counts = self.counts.iter().enumerate();
            counts
                .filter(|&(g, _)| (g as u32 & mask).count_ones().is_multiple_of(2))
                .map(|(_, &c)| c)
                .sum()
        };
        let best = (1..masks).min_by_key(|&m| (rare_under(m), m));
        let len = self.values.len() as u64;
        self.mask = match best {
            Some(m) if rare_under(m) * RARE_SHARE <= len => m,
            _ => 0,
        };
        self.rare.clear();
        self.rare_values.clear();
        self.rare_count = 0;
        self.last_rare = None;
        for (n, &g) in self.values.iter().enumerate() {
            if self.is_rare(g) {
                self.rare_count += 1;
                self.last_rare = Some(n as u64);
                if n > 0 && self.mask != 0 {
                    self.rare.push(n as u32);
                    self.rare_values.push(g);
                }
            }
        }
    }

    /// Marks the options of heap `n` whose heaps are all below `boundary` (the block's
    /// first heap): one heap or none left, and splits with a rare part; then scans the other
    /// splits below it as far as the mex asks, for at most `allowance` steps. Returns the
    /// steps taken and the mex so far (the heap's value when `boundary` is `n`, the code
    /// leaves at most two heaps and the allowance was not spent).
    #[inline(always)]
    fn far_part<M: Marks + ?Sized>(
        &self,
        n: usize,
        boundary: usize,
        seen: &mut M,
        cursor: &mut Cursor,
        allowance: u64,
    ) -> (u64, u32) {
        let values = &self.values;
        let mut steps = 0;
        // One heap left, or none, below the block.
        for t in self.takes.iter().take_while(|t| t.take <= n) {
            let rest = n - t.take;
            if t.none && rest == 0 {
                seen.mark(0);
            }
            if t.one && (1..boundary).contains(&rest) {
                seen.mark(values[rest]);
            }
        }
        if self.mask != 0 {
            for t in self.takes.iter().filter(|t| t.two && t.take + 2 <= n) {
                let rest = n - t.take;
                // Splits with a rare part: every common value they reach.
                let above = self
                    .rare
                    .partition_point(|&r| (r as usize) + boundary <= rest);
                let below = self.rare.partition_point(|&r| (r as usize) < rest);
                let rare = &self.rare[above..below.max(above)];
                let rare_values = &self.rare_values[above..below.max(above)];
                if t.unequal && rest.is_multiple_of(2) {
                    // Every split but the one into equal parts.
                    for (&r, &g) in rare.iter().zip(rare_values) {
                        if 2 * r as usize != rest {
                            seen.mark(g ^ values[rest - r as usize]);
                        }
                    }
                } else {
                    // Every part rest − r is a heap valued already (the checks of the
                    // plain loop, made by the tests, not in the vector loop).
                    debug_assert!(rare.iter().all(|&r| (r as usize) < rest));
                    debug_assert!(rare
                        .first()
                        .is_none_or(|&r| rest - (r as usize) < values.len()));
                    seen.mark_rare_splits(values, rest, rare, rare_values);
                }
                steps += rare.len() as u64;
            }
        }
        let mut left = allowance;
        let mex = self.settle(n, boundary, seen, cursor, &mut left, false);
        (steps + (allowance - left), mex)
    }

    /// Adds the options of heap `n` that involve heaps from `boundary` on (and every
    /// three-heap option) to what [`Sequence::far_part`] found, and settles its value.
    fn near_part(
        &mut self,
        n: usize,
        boundary: usize,
        seen: &mut [bool],
        cursor: &mut Cursor,
    ) -> u32 {
        let values = &self.values;
        let mut steps = 0;
        for t in self.takes.iter().take_while(|t| t.take <= n) {
            let rest = n - t.take;
            if t.one && rest >= boundary.max(1) {
                seen.mark(values[rest]);
            }
            // Near splits with a rare part: a small rare part, or a rare heap of the block.
            if t.two && rest >= 2 && self.mask != 0 {
                let small = self
                    .rare
                    .partition_point(|&r| (r as usize) + boundary <= rest);
                let block = self.rare.partition_point(|&r| (r as usize) < boundary);
                for &r in self.rare[..small].iter().chain(&self.rare[block..]) {
                    let r = r as usize;
                    if r < rest && !(t.unequal && 2 * r == rest) {
                        seen.mark(values[r] ^ values[rest - r]);
                    }
                    steps += 1;
                }
            }
            if t.three {
                for a in 1..=rest / 3 {
                    for b in a..=(rest - a) / 2 {
                        let c = rest - a - b;
                        if !(t.unequal && (a == b || b == c)) {
                            seen.mark(values[a] ^ values[b] ^ values[c]);
                            steps += 1;
                        }
                    }
                }
            }
        }
        let mut left = u64::MAX;
        let g = self.settle(n, boundary, seen, cursor, &mut left, true);
        self.steps += steps + (u64::MAX - left);
        g
    }

    /// The mex of heap `n`, scanning its splits from `cursor` on, for at most `left` steps,
    /// as long as the mex is rare: a common mex is final (every common option is marked
    /// already), and so is a rare one no split reaches. Splits with a part from `boundary`
    /// on are scanned only when `near`, and first: where they are, the small part is small,
    /// and its values are the most varied.
    #[inline(always)]
    fn settle<M: Marks + ?Sized>(
        &self,
        n: usize,
        boundary: usize,
        seen: &mut M,
        cursor: &mut Cursor,
        left: &mut u64,
        near: bool,
    ) -> u32 {
        let mut mex = 0;
        loop {
            // Marks only add up: the mex never goes down.
            mex = seen.unmarked_from(mex);
            if !self.is_rare(mex) {
                return mex;
            }
            let reached = (near
                && self.scan_until(n, boundary, mex, seen, &mut cursor.near, true, left))
                || self.scan_until(n, boundary, mex, seen, &mut cursor.far, false, left);
            if !reached {
                return mex;
            }
        }
    }

    /// Marks the splits of heap `n` from `scan` on, those with a part from `boundary` on
    /// (`near`) or those below it, until one reaches `target` (true) or they run out or
    /// `left` steps are spent (false).
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn scan_until<M: Marks + ?Sized>(
        &self,
        n: usize,
        boundary: usize,
        target: u32,
        seen: &mut M,
        scan: &mut Scan,
        near: bool,
        left: &mut u64,
    ) -> bool {
        let values = &self.values;
        while let Some(t) = self.takes.get(scan.take).filter(|t| t.take <= n) {
            let rest = n - t.take;
            if t.two && rest >= 2 {
                // Far splits have both parts below the boundary, near ones a part above.
                let split = rest.saturating_sub(boundary);
                let (from, last) = if near {
                    (scan.part, split.min(last_part(t, rest)))
                } else {
                    (scan.part.max(split + 1), last_part(t, rest))
                };
                // A few splits at a time, then one look at the target.
                let mut a = from;
                while a <= last {
                    if *left == 0 {
                        scan.part = a;
                        return false;
                    }
                    let end = (a + SCAN_CHUNK - 1).min(last);
                    seen.mark_splits(values, rest, a, end);
                    *left = left.saturating_sub((end + 1 - a) as u64);
                    a = end + 1;
                    if seen.marked(target) {
                        scan.part = a;
                        return true;
                    }
                }
            }
            scan.take += 1;
            scan.part = 1;
        }
        false
    }
}

/// The largest smaller part of a split of `rest` under take `t`.
fn last_part(t: &Take, rest: usize) -> usize {
    if t.unequal {
        (rest - 1) / 2
    } else {
        rest / 2
    }
}

/// The values a heap's options reach: a flag a value, or, for values below 64, the bits of
/// one word (marked without a store to memory: the lone heaps of a code with small values).
trait Marks {
    /// Marks value `g` (there is room for every xor of two values).
    fn mark(&mut self, g: u32);
    /// Whether value `g` is marked.
    fn marked(&self, g: u32) -> bool;
    /// The least value from `from` on that is not marked (the room's size if none).
    fn unmarked_from(&self, from: u32) -> u32;
    /// Marks the values of the splits of `rest` into a rare heap r of `rare`, whose value is
    /// the same place of `rare_values`, and rest − r: each r is below rest, and each rest − r
    /// a heap of `values`.
    fn mark_rare_splits(&mut self, values: &[u32], rest: usize, rare: &[u32], rare_values: &[u32]) {
        for (&r, &g) in rare.iter().zip(rare_values) {
            self.mark(g ^ values[rest - r as usize]);
        }
    }
    /// Marks the values of the splits of `rest` into a and rest − a, for a in `from..=to`.
    fn mark_splits(&mut self, values: &[u32], rest: usize, from: usize, to: usize) {
        let small = values[from..=to].iter();
        let large = values[rest - to..=rest - from].iter().rev();
        // Plain stores, one a split: no split waits for another.
        small.zip(large).for_each(|(&x, &y)| self.mark(x ^ y));
    }
}

impl Marks for [bool] {
    fn mark(&mut self, g: u32) {
        self[g as usize] = true;
    }

    fn marked(&self, g: u32) -> bool {
        self.get(g as usize).copied().unwrap_or(false)
    }

    fn unmarked_from(&self, from: u32) -> u32 {
        let unmarked = self[from as usize..].iter().position(|&s| !s);
        from + unmarked.unwrap_or(self.len() - from as usize) as u32
    }
}

impl Marks for u64 {
    #[inline(always)]
    fn mark(&mut self, g: u32) {
        *self |= 1 << g;
    }

    #[inline(always)]
    fn marked(&self, g: u32) -> bool {
        g < 64 && *self >> g & 1 != 0
    }

    #[inline(always)]
    fn unmarked_from(&self, from: u32) -> u32 {
        match from {
            64.. => 64,
            _ => from + (*self >> from).trailing_ones(),
        }
    }

    #[inline(always)]
    fn mark_rare_splits(&mut self, values: &[u32], rest: usize, rare: &[u32], rare_values: &[u32]) {
        // Each part rest − r is a heap of `values`: bounded so (never cut) the index needs
        // no check and the loop runs in vector lanes.
        let last = values.len() - 1;
        *self |= rare.iter().zip(rare_values).fold(0, |bits, (&r, &g)| {
            let part = rest.wrapping_sub(r as usize).min(last);
            bits | 1 << (g ^ values[part])
        });
    }

    #[inline(always)]
    fn mark_splits(&mut self, values: &[u32], rest: usize, from: usize, to: usize) {
        let small = values[from..=to].iter();
        let large = values[rest - to..=rest - from].iter().rev();
        *self |= small
            .zip(large)
            .fold(0, |bits, (&x, &y)| bits | 1 << (x ^ y));
    }
}

#[cfg(test)]
mod tests;
