//! Whether a candidate quotient tells every position's misère outcome, and if not, the least
//! position it gets wrong.
//!
//! A candidate is a bipartite monoid (Q, P) with an image Φ(h) for each heap; it claims that
//! a sum of heaps is a P-position exactly when the product of their images is in P. By
//! induction on positions the claim holds everywhere when no position fails one of two ways
//! (Plambeck & Siegel 2008, §6; Siegel's MisereSolver checks the same two):
//!
//! - a *P-failure*: claimed P but with an option claimed P. Finitely many checks find them:
//!   a P-position X + h with a P-option in h depends only on Φ(X) and h, and the least such
//!   position is the least position of Φ(X) plus h;
//! - an *N-failure*: claimed N, with moves, and no option claimed P. Positions are searched in
//!   order, each carrying its image and the set of its options' images. A position whose set
//!   contains that of an earlier one with the same image is passed over with everything that
//!   extends it: adding heaps to both keeps the containment and the order, so the earlier one's
//!   extension fails first if either does. Only finitely many sets can be met without
//!   containment, so the search ends.

use super::limits::{Deadline, SearchTooLong, Stuck};
use super::monoid::Bipartite;
use super::position::Position;

/// The images of the options of each heap (deduplicated, sorted): T(h).
pub fn transitions(q: &Bipartite, phi: &[u32], moves: &[Vec<Vec<u32>>]) -> Vec<Vec<u32>> {
    moves
        .iter()
        .map(|options| {
            let mut images: Vec<u32> = options
                .iter()
                .map(|parts| parts.iter().fold(0, |x, &h| q.mul(x, phi[h as usize])))
                .collect();
            images.sort_unstable();
            images.dedup();
            images
        })
        .collect()
}

/// The least P-failure, if any: the least position claimed P that has an option claimed P.
pub fn least_p_failure(q: &Bipartite, phi: &[u32], transitions: &[Vec<u32>]) -> Option<Position> {
    let mut least: Option<Position> = None;
    for (h, options) in transitions.iter().enumerate() {
        if options.is_empty() {
            continue;
        }
        for x in 0..q.order() as u32 {
            let fails = q.is_p(q.mul(x, phi[h])) && options.iter().any(|&t| q.is_p(q.mul(x, t)));
            if fails {
                let mut position = q.least(x).clone();
                position.add(h as u32, 1);
                if least.as_ref().is_none_or(|l| position < *l) {
                    least = Some(position);
                }
            }
        }
    }
    least
}

/// The least N-failure below `below` (all of them when `None`), if any: a position claimed
/// N, with moves, whose options are all claimed N. Looks at no more than `limit.0`
/// positions, and stops at the deadline `limit.1`.
pub fn least_n_failure(
    q: &Bipartite,
    phi: &[u32],
    transitions: &[Vec<u32>],
    below: Option<&Position>,
    (limit, deadline): (u64, Deadline),
) -> Result<Option<Position>, Stuck> {
    let heaps: Vec<u32> = (0..transitions.len() as u32)
        .filter(|&h| !transitions[h as usize].is_empty())
        .collect();
    let words = q.order().div_ceil(64);
    let mut search = NSearch {
        q,
        phi,
        transitions,
        p_set: set_of(words, (0..q.order() as u32).filter(|&x| q.is_p(x))),
        words,
        seen: vec![Vec::new(); q.order()],
        counts: vec![0; transitions.len()],
        below,
        positions: 0,
        limit,
        deadline,
        scratch: vec![0; words],
        buffers: vec![vec![0; words]; heaps.len() + 1],
        heaps,
    };
    let start = vec![0; words];
    match search.level(search.heaps.len(), 0, &start) {
        Ok(found) => Ok(found),
        Err(Stop::Below) => Ok(None),
        Err(Stop::Limit) => Err(Stuck::SearchTooLong(SearchTooLong {
            positions: search.positions,
        })),
        Err(Stop::Time) => Err(Stuck::OutOfTime),
    }
}

/// Why the N-search stopped before the end.
enum Stop {
    /// It reached the bound it was given.
    Below,
    /// It looked at too many positions.
    Limit,
    /// The time allowed ran out.
    Time,
}

/// The state of the N-search: sets of images are bitsets of `words` words.
struct NSearch<'a> {
    q: &'a Bipartite,
    phi: &'a [u32],
    transitions: &'a [Vec<u32>],
    p_set: Vec<u64>,
    words: usize,
    /// For each image, the option sets met so far that contain no other (flattened).
    seen: Vec<Vec<u64>>,
    /// The position being looked at, as counts by heap size.
    counts: Vec<u32>,
    below: Option<&'a Position>,
    positions: u64,
    limit: u64,
    deadline: Deadline,
    /// A set for [`NSearch::add`], reused.
    scratch: Vec<u64>,
    /// A set per level of the search, reused.
    buffers: Vec<Vec<u64>>,
    /// The heaps with moves, smallest first.
    heaps: Vec<u32>,
}

impl NSearch<'_> {
    /// Looks at the positions that add heaps among the `k` smallest with moves to the
    /// current one (image `x`, option images `options`), in order; the current one is done.
    fn level(&mut self, k: usize, x: u32, options: &[u64]) -> Result<Option<Position>, Stop> {
        if k == 0 {
            return Ok(None);
        }
        if let Some(found) = self.level(k - 1, x, options)? {
            return Ok(Some(found));
        }
        let h = self.heaps[k - 1];
        let mut current = std::mem::take(&mut self.buffers[k]);
        current.copy_from_slice(options);
        let mut image = x;
        let mut found = None;
        loop {
            image = self.add(h, image, &mut current);
            self.counts[h as usize] += 1;
            self.positions += 1;
            if self.positions > self.limit {
                return Err(Stop::Limit);
            }
            if self.positions.is_multiple_of(1 << 16) && self.deadline.check().is_err() {
                return Err(Stop::Time);
            }
            if self.below.is_some_and(|b| b.at_most(&self.counts)) {
                return Err(Stop::Below);
            }
            if !self.record(image, &current) {
                break;
            }
            if !self.q.is_p(image) && !intersects(&current, &self.p_set) {
                found = Some(self.position());
                break;
            }
            if let Some(failure) = self.level(k - 1, image, &current)? {
                found = Some(failure);
                break;
            }
        }
        self.counts[h as usize] = 0;
        self.buffers[k] = current;
        Ok(found)
    }

    /// Adds a heap of `h` to a position of image `x` whose option images are `options`
    /// (updated in place); returns the new image.
    fn add(&mut self, h: u32, x: u32, options: &mut [u64]) -> u32 {
        let g = self.phi[h as usize];
        let mut next = std::mem::take(&mut self.scratch);
        next.fill(0);
        for (w, &bits) in options.iter().enumerate() {
            let mut bits = bits;
            while bits != 0 {
                let s = (w * 64) as u32 + bits.trailing_zeros();
                bits &= bits - 1;
                insert(&mut next, self.q.mul(s, g));
            }
        }
        for &t in &self.transitions[h as usize] {
            insert(&mut next, self.q.mul(x, t));
        }
        options.copy_from_slice(&next);
        self.scratch = next;
        self.q.mul(x, g)
    }

    /// Records `options` for image `x`; false when an earlier set for `x` is contained in it.
    fn record(&mut self, x: u32, options: &[u64]) -> bool {
        let words = self.words;
        let seen = &mut self.seen[x as usize];
        let within = |a: &[u64], b: &[u64]| a.iter().zip(b).all(|(a, b)| a & !b == 0);
        if seen.chunks(words).any(|earlier| within(earlier, options)) {
            return false;
        }
        let kept: Vec<u64> = seen
            .chunks(words)
            .filter(|earlier| !within(options, earlier))
            .flatten()
            .copied()
            .collect();
        *seen = kept;
        seen.extend_from_slice(options);
        true
    }

    /// The position being looked at.
    fn position(&self) -> Position {
        Position::from_counts(self.counts.clone())
    }
}

/// A bitset of `words` words holding `members`.
fn set_of(words: usize, members: impl Iterator<Item = u32>) -> Vec<u64> {
    let mut set = vec![0; words];
    for x in members {
        insert(&mut set, x);
    }
    set
}

fn insert(set: &mut [u64], x: u32) {
    set[x as usize / 64] |= 1 << (x % 64);
}

fn intersects(a: &[u64], b: &[u64]) -> bool {
    a.iter().zip(b).any(|(a, b)| a & b != 0)
}
