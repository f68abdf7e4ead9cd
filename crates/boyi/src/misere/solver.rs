//! The misère quotient of a heap game, heap after heap (Plambeck & Siegel, "Misère quotients
//! for impartial games", JCTA 115, 2008, §6, and the algorithm of Siegel's MisereSolver, told
//! here in our own words).
//!
//! The quotient of the sums of heaps up to n, with each heap's image, is known. For heap
//! n + 1 the solver first tries each element it could pretend to be (a conservative
//! extension: the quotient stays, only Φ(n + 1) is new), keeping the one under which no
//! position fails. If none does, the quotient grows: the trial is the old monoid times a new
//! cyclic generator for the heap, and while some position fails, the trial is repaired on the
//! least failing position by giving one or more of its heaps a fresh cyclic generator of
//! their own (the fewest heaps first), until nothing fails. Each repair moves the least
//! failure later, and the result, verified and reduced, is the quotient.
//!
//! The pretending function is proven periodic as normal-play values are (Guy–Smith; for
//! misère quotients Plambeck & Siegel's periodicity theorem): if Φ(n + p) = Φ(n) for every n
//! with n0 ≤ n and n + p among the heaps computed, and their number is at least
//! r·(max(n0, 1) + p) + t (t the largest take, r the most heaps a move leaves), then every
//! larger heap pretends to the element p heaps before it and the quotient is the whole
//! game's ([`QuotientSolver::period`], and [`Code::values_for_period`] for the argument).

use super::limits::Deadline;
pub use super::limits::Stuck;
use super::limits::TooLarge;
use super::monoid::{build, max_order, Bipartite, Cycle, Product};
use super::position::Position;
use super::verify::{least_n_failure, least_p_failure, transitions};
use crate::budget::Budget;
use crate::code::Code;
use crate::solve::period::Period;
use std::time::Instant;

/// Where the quotient grew: the heap, and its order and P-portion from there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Growth {
    /// The heap that made it grow.
    pub heap: u32,
    /// The order |Q| from that heap on.
    pub order: usize,
    /// The size of the P-portion from that heap on.
    pub p_size: usize,
}

/// Why a run of the solver ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    /// Φ is proven periodic: the quotient is the whole game's.
    Periodic,
    /// The last heap asked for is done.
    Reached,
    /// The next heap could not be added.
    Stuck(Stuck),
}

/// Positions an N-search may look at.
pub const SEARCH_POSITIONS: u64 = 200_000_000;

/// The partial quotients of one code, computed heap by heap.
#[derive(Clone, Debug)]
pub struct QuotientSolver {
    code: Code,
    /// The options of each heap so far, as the heaps they leave (sorted, without empties).
    moves: Vec<Vec<Vec<u32>>>,
    quotient: Bipartite,
    phi: Vec<u32>,
    growth: Vec<Growth>,
    period: Option<Period>,
    /// When the work must stop, if ever.
    deadline: Deadline,
    /// The most elements a candidate may have.
    max_order: usize,
    /// The most elements of any candidate tried so far.
    largest_candidate: usize,
}

impl QuotientSolver {
    /// The solver for `code`, with heap 0 done (the trivial quotient), its candidates
    /// within the request's memory `budget`.
    pub fn new(code: Code, budget: Budget) -> QuotientSolver {
        QuotientSolver {
            code,
            moves: vec![Vec::new()],
            quotient: Bipartite::trivial(),
            phi: vec![0],
            growth: Vec::new(),
            period: None,
            deadline: Deadline::default(),
            max_order: max_order(budget.memory()),
            largest_candidate: 1,
        }
    }

    /// The code.
    pub fn code(&self) -> &Code {
        &self.code
    }

    /// The largest heap done.
    pub fn last_heap(&self) -> u32 {
        self.phi.len() as u32 - 1
    }

    /// The quotient of the sums of heaps done.
    pub fn quotient(&self) -> &Bipartite {
        &self.quotient
    }

    /// Each heap's image, from heap 0.
    pub fn phi(&self) -> &[u32] {
        &self.phi
    }

    /// The most elements of any candidate tried on the way (a candidate can be far larger
    /// than the quotient it leads to).
    pub fn largest_candidate(&self) -> usize {
        self.largest_candidate
    }

    /// The heaps where the quotient grew.
    pub fn growth(&self) -> &[Growth] {
        &self.growth
    }

    /// The proven period of Φ, once the heaps done prove one: then the quotient is the game's.
    pub fn period(&self) -> Option<Period> {
        self.period
    }

    /// The image of a sum of heaps, each done or covered by the proven period.
    pub fn image(&self, heaps: &[u64]) -> Option<u32> {
        heaps.iter().try_fold(0, |x, &h| {
            let at = self.heap_image(h)?;
            Some(self.quotient.mul(x, at))
        })
    }

    /// The image of one heap: computed, or from the proven period.
    pub fn heap_image(&self, h: u64) -> Option<u32> {
        if let Some(&x) = usize::try_from(h).ok().and_then(|h| self.phi.get(h)) {
            return Some(x);
        }
        let p = self.period?;
        let at = p.preperiod + (h - p.preperiod) % p.period;
        Some(self.phi[at as usize])
    }

    /// Adds heaps until Φ is proven periodic, heap `to` is done, or `deadline` passes
    /// (checked between heaps); `each` hears of every heap done.
    pub fn run(
        &mut self,
        to: u32,
        deadline: Option<Instant>,
        mut each: impl FnMut(&QuotientSolver),
    ) -> Ended {
        loop {
            if self.period.is_some() {
                return Ended::Periodic;
            }
            if self.last_heap() >= to {
                return Ended::Reached;
            }
            self.deadline = Deadline(deadline);
            if let Err(stuck) = self.step() {
                return Ended::Stuck(stuck);
            }
            each(self);
        }
    }

    /// Adds the next heap.
    pub fn step(&mut self) -> Result<(), Stuck> {
        let heap = self.phi.len() as u32;
        let mut options: Vec<Vec<u32>> = Vec::new();
        self.code.each_move(u64::from(heap), |_, leave| {
            let mut parts: Vec<u32> = leave.iter().map(|&h| h as u32).collect();
            parts.sort_unstable();
            options.push(parts);
        });
        options.sort_unstable();
        options.dedup();
        self.moves.push(options);
        if self.moves[heap as usize].is_empty() {
            self.phi.push(0);
        } else if let Some(x) = self.conservative(heap)? {
            self.phi.push(x);
        } else {
            self.grow(heap)?;
        }
        self.period = self.proven_period();
        Ok(())
    }

    /// The element heap `heap` (moves listed, image not yet) can pretend to be with the
    /// quotient unchanged, if any.
    fn conservative(&mut self, heap: u32) -> Result<Option<u32>, Stuck> {
        let q = &self.quotient;
        let options: Vec<u32> = {
            let all = transitions(q, &self.phi, &self.moves[heap as usize..=heap as usize]);
            all.into_iter().next().expect("one heap")
        };
        let alone_p = !options.iter().any(|&t| q.is_p(t));
        // The P-check for the new heap: no P-position X + heap may move in it to a P-position.
        let mut candidates = Vec::new();
        for x in (0..q.order() as u32).filter(|&x| q.is_p(x) == alone_p) {
            if x % 256 == 0 {
                self.deadline.check()?;
            }
            let fits = (0..q.order() as u32)
                .all(|z| !q.is_p(q.mul(z, x)) || options.iter().all(|&t| !q.is_p(q.mul(z, t))));
            if fits {
                candidates.push(x);
            }
        }
        for x in candidates {
            self.deadline.check()?;
            self.phi.push(x);
            let all = transitions(&self.quotient, &self.phi, &self.moves);
            let found = least_n_failure(&self.quotient, &self.phi, &all, None, self.search());
            self.phi.pop();
            if found?.is_none() {
                return Ok(Some(x));
            }
        }
        Ok(None)
    }

    /// Grows the quotient for heap `heap`: a new generator, then repairs until no position
    /// fails.
    fn grow(&mut self, heap: u32) -> Result<(), Stuck> {
        let cycle = [Cycle {
            index: 2,
            period: 2,
        }];
        let product = Product::new(&self.quotient, &cycle).ok_or(Stuck::TooLarge(TooLarge {
            elements: usize::MAX,
        }))?;
        let mut images: Vec<u64> = self.phi.iter().map(|&x| product.embed(x)).collect();
        images.push(product.generator(0));
        let (mut q, mut phi) = build(
            &product,
            &images,
            &self.moves,
            self.max_order,
            self.deadline,
        )?;
        let mut last: Option<Position> = None;
        loop {
            self.largest_candidate = self.largest_candidate.max(q.order());
            self.deadline.check()?;
            let all = transitions(&q, &phi, &self.moves);
            let p_failure = least_p_failure(&q, &phi, &all);
            let n_failure = least_n_failure(&q, &phi, &all, p_failure.as_ref(), self.search())?;
            let Some(failure) = n_failure.or(p_failure) else {
                break;
            };
            if last.as_ref().is_some_and(|l| failure <= *l) {
                return Err(Stuck::Unrepaired { heap });
            }
            (q, phi) = self.repair(&q, &phi, &failure)?;
            last = Some(failure);
        }
        self.quotient = q;
        self.phi = phi;
        self.growth.push(Growth {
            heap,
            order: self.quotient.order(),
            p_size: self.quotient.p_portion().len(),
        });
        Ok(())
    }

    /// A candidate under which `failure` (wrongly claimed by `q`) is right: some of its heaps,
    /// the fewest first, get a fresh cyclic generator of their own, long enough to count
    /// their copies in it.
    fn repair(
        &self,
        q: &Bipartite,
        phi: &[u32],
        failure: &Position,
    ) -> Result<(Bipartite, Vec<u32>), Stuck> {
        let claimed_p = q.is_p(image(q, phi, failure));
        let heaps: Vec<(u32, u32)> = failure.heaps().collect();
        let mut too_large = None;
        for size in 1..=heaps.len() {
            for chosen in combinations(heaps.len(), size) {
                let cycles: Vec<Cycle> = chosen
                    .iter()
                    .map(|&i| {
                        let (h, copies) = heaps[i];
                        let (index, period) = q.index_period(phi[h as usize]);
                        let index = index.max(copies.saturating_sub(1));
                        let period = period.max(2).max(2 * (index.saturating_sub(4) / 2));
                        Cycle {
                            index,
                            period: period + period % 2,
                        }
                    })
                    .collect();
                let Some(product) = Product::new(q, &cycles) else {
                    too_large = Some(TooLarge {
                        elements: usize::MAX,
                    });
                    continue;
                };
                let mut images: Vec<u64> = phi.iter().map(|&x| product.embed(x)).collect();
                for (k, &i) in chosen.iter().enumerate() {
                    images[heaps[i].0 as usize] = product.generator(k);
                }
                let built = build(
                    &product,
                    &images,
                    &self.moves,
                    self.max_order,
                    self.deadline,
                );
                let (trial, trial_phi) = match built {
                    Ok(built) => built,
                    Err(Stuck::TooLarge(e)) => {
                        too_large = Some(e);
                        continue;
                    }
                    Err(stuck) => return Err(stuck),
                };
                if trial.is_p(image(&trial, &trial_phi, failure)) != claimed_p {
                    return Ok((trial, trial_phi));
                }
            }
        }
        // A repair too large to try may have been the one.
        Err(match too_large {
            Some(e) => Stuck::TooLarge(e),
            None => Stuck::Unrepaired {
                heap: self.phi.len() as u32,
            },
        })
    }

    /// The limits of an N-search.
    fn search(&self) -> (u64, Deadline) {
        (SEARCH_POSITIONS, self.deadline)
    }

    /// The period of Φ that the heaps done prove, if any (codes with `!` are not covered).
    ///
    /// Plambeck and Siegel's periodicity theorem for misère quotients, with the hypotheses
    /// of Guy and Smith's ([`Code::values_for_period`]): Φ computed in the quotient Q_N of the
    /// sums of heaps 0..=N, if Φ(n + p) = Φ(n) for every n0 ≤ n with n + p ≤ N, and
    /// N + 1 ≥ r·(max(n0, 1) + p) + t, then every heap n > N has the image and the option
    /// images of heap n − p, so every sum is told right by Q_N with Φ extended by the period
    /// (a sum with larger heaps has the image and option images of one with heaps up to N,
    /// which Q_N tells right), and Q_N is the quotient of the whole game. A dead heap (one
    /// with no move) is the identity like heap 0, yet counts as a heap: the start n0 is
    /// never taken below 1.
    fn proven_period(&self) -> Option<Period> {
        if self.code.any_unequal() {
            return None;
        }
        let values = &self.phi;
        let len = values.len();
        for p in 1..len {
            if self.code.values_for_period(1, p as u64) > len as u64 {
                break;
            }
            let last = (0..len - p).rev().find(|&n| values[n] != values[n + p]);
            let preperiod = last.map_or(0, |n| n + 1);
            if self.code.values_for_period(preperiod as u64, p as u64) <= len as u64 {
                return Some(Period {
                    preperiod: preperiod as u64,
                    period: p as u64,
                    shift: 0,
                });
            }
        }
        None
    }
}

/// The image of a position under `phi` in `q`.
pub fn image(q: &Bipartite, phi: &[u32], position: &Position) -> u32 {
    position.heaps().fold(0, |x, (h, copies)| {
        (0..copies).fold(x, |x, _| q.mul(x, phi[h as usize]))
    })
}

/// The `size`-element subsets of `0..n`, in lexicographic order.
fn combinations(n: usize, size: usize) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    let mut chosen: Vec<usize> = (0..size).collect();
    loop {
        all.push(chosen.clone());
        let Some(i) = (0..size).rev().find(|&i| chosen[i] < n - size + i) else {
            return all;
        };
        chosen[i] += 1;
        for j in i + 1..size {
            chosen[j] = chosen[j - 1] + 1;
        }
    }
}
