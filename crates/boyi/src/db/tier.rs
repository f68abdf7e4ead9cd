//! The values of one tier from its moves.
//!
//! A position whose moves all leave the tier is valued at once from its children's stored
//! values ([`Options::fold`]): a win as soon as a child is lost (the fastest), a tie as soon
//! as a child is tied, else a draw if a child is drawn, else a loss (the slowest), exactly as
//! the generic search chooses. Positions with moves inside the tier ([`Cycles`]) are valued
//! together by retrograde analysis, events taken in order of remoteness (a bucket queue, since
//! children in later tiers arrive with remoteness of their own); their nimbers come from
//! Smith's labelling of the tier's graph, children in later tiers standing in as nim heaps.

use super::record::{decode, encode, encode_nimber};
use crate::budget::Stop;
use crate::error::Error;
use crate::solve::loopy::{self, Loopy};
use crate::solve::retro::Graph;
use crate::value::{mex, Nimber, Outcome, Play, Remoteness};

/// What a position's children in later tiers (and fixed ones in its own) offer its mover.
#[derive(Clone, Debug, Default)]
pub(super) struct Options {
    /// The least remoteness of a child lost by its mover: a win for ours.
    lose_min: Option<Remoteness>,
    /// The least remoteness of a tied child.
    tie_min: Option<Remoteness>,
    /// Whether a child is drawn.
    draws: bool,
    /// The most remoteness of a child won by its mover.
    win_max: Remoteness,
    /// Children seen.
    moves: u32,
    /// Their nimbers.
    nimbers: Vec<Nimber>,
    /// Whether a child had no nimber.
    nimber_unknown: bool,
}

impl Options {
    /// Forgets every child, keeping the buffers.
    pub(super) fn clear(&mut self) {
        let mut nimbers = std::mem::take(&mut self.nimbers);
        nimbers.clear();
        *self = Options {
            nimbers,
            ..Options::default()
        };
    }

    /// Adds a child with its stored words.
    pub(super) fn add(&mut self, value: u32, nimber: u32) {
        let (outcome, r) = decode(value)
            .ok()
            .flatten()
            .expect("a child's record is written before its parents'");
        self.moves += 1;
        let r = r.unwrap_or(0);
        match outcome {
            Outcome::Lose => self.lose_min = Some(self.lose_min.map_or(r, |m| m.min(r))),
            Outcome::Tie => self.tie_min = Some(self.tie_min.map_or(r, |m| m.min(r))),
            Outcome::Draw => self.draws = true,
            Outcome::Win => self.win_max = self.win_max.max(r),
        }
        match nimber.checked_sub(1) {
            Some(n) => self.nimbers.push(Nimber::from(n)),
            None => self.nimber_unknown = true,
        }
    }

    /// The value and nimber words of a position whose children are all added: `end` is the
    /// result where a rule ended the game.
    pub(super) fn fold(&self, end: Option<Outcome>, play: Play, nimbers: bool) -> (u32, u32) {
        let (outcome, r) = match end {
            Some(outcome) => (outcome, Some(0)),
            None if self.moves == 0 => (play.stuck(), Some(0)),
            None => match (self.lose_min, self.tie_min) {
                (Some(r), _) => (Outcome::Win, Some(r + 1)),
                (None, Some(r)) => (Outcome::Tie, Some(r + 1)),
                (None, None) if self.draws => (Outcome::Draw, None),
                (None, None) => (Outcome::Lose, Some(self.win_max + 1)),
            },
        };
        let nimber = (nimbers && !self.nimber_unknown && end.is_none())
            .then(|| mex(&self.nimbers, &mut Vec::new()));
        (encode(outcome, r), encode_nimber(nimber))
    }
}

/// The positions of a tier with moves inside it, gathered while the tier is read and valued
/// once every other position of the tier is.
#[derive(Default)]
pub(super) struct Cycles {
    /// Their slots, increasing.
    slots: Vec<u64>,
    /// What their children elsewhere offer.
    options: Vec<Options>,
    /// Moves inside the tier: (index into `slots`, slot of the child).
    edges: Vec<(u32, u64)>,
}

/// An event of the retrograde analysis: `vertex` has a child of this outcome.
#[derive(Clone, Copy)]
struct Event {
    vertex: u32,
    child: Outcome,
}

/// Events by the remoteness of the child they tell of.
#[derive(Default)]
struct Buckets(Vec<Vec<Event>>);

impl Buckets {
    fn push(&mut self, r: Remoteness, event: Event) {
        let r = r as usize;
        if self.0.len() <= r {
            self.0.resize_with(r + 1, Vec::new);
        }
        self.0[r].push(event);
    }
}

impl Cycles {
    /// Adds a position with its children elsewhere and the slots of its children in the tier.
    pub(super) fn add(&mut self, slot: u64, options: Options, inside: &[u64]) {
        let index = self.slots.len() as u32;
        self.slots.push(slot);
        self.options.push(options);
        self.edges
            .extend(inside.iter().map(|&child| (index, child)));
    }

    /// Whether no position of the tier moves inside it.
    pub(super) fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// Values the gathered positions into `values` and `nimbers` (by slot), where every other
    /// position of the tier already is.
    pub(super) fn solve(
        self,
        values: &mut [u32],
        nimbers: &mut [u32],
        play: Play,
        with_nimbers: bool,
        stop: &Stop,
    ) -> Result<(), Error> {
        let n = self.slots.len();
        let local = |slot: u64| self.slots.binary_search(&slot).ok().map(|i| i as u32);
        // Children valued already join the options; the others are counted.
        let mut predecessors: Vec<(u32, u32)> = Vec::new();
        let mut left = vec![0u32; n];
        let mut options = self.options;
        for &(from, child) in &self.edges {
            match local(child) {
                Some(to) => {
                    predecessors.push((to, from));
                    left[from as usize] += 1;
                }
                None => {
                    let nimber = nimbers.get(child as usize).copied().unwrap_or(0);
                    options[from as usize].add(values[child as usize], nimber)
                }
            }
        }
        let graph = Graph::from_edges(n, &predecessors);
        let mut decided: Vec<Option<(Outcome, Option<Remoteness>)>> = vec![None; n];
        let mut wins = Buckets::default();
        let mut ties = Buckets::default();
        let tell =
            |u: u32, outcome: Outcome, r: Remoteness, wins: &mut Buckets, ties: &mut Buckets| {
                let buckets = if outcome == Outcome::Tie { ties } else { wins };
                for &p in graph.successors(u) {
                    buckets.push(
                        r,
                        Event {
                            vertex: p,
                            child: outcome,
                        },
                    );
                }
            };
        for (v, o) in options.iter().enumerate() {
            let v = v as u32;
            if left[v as usize] == 0 {
                // Every child was valued already: so is this position.
                let (outcome, r) = decode(o.fold(None, play, false).0)
                    .ok()
                    .flatten()
                    .expect("a folded value");
                decided[v as usize] = Some((outcome, r));
                if let Some(r) = r {
                    tell(v, outcome, r, &mut wins, &mut ties);
                }
                continue;
            }
            if let Some(r) = o.lose_min {
                wins.push(
                    r,
                    Event {
                        vertex: v,
                        child: Outcome::Lose,
                    },
                );
            }
            if let Some(r) = o.tie_min {
                ties.push(
                    r,
                    Event {
                        vertex: v,
                        child: Outcome::Tie,
                    },
                );
            }
        }
        // Phase 1: wins and losses, in order of remoteness.
        let mut r = 0;
        while r < wins.0.len() {
            for e in std::mem::take(&mut wins.0[r]) {
                let v = e.vertex as usize;
                if decided[v].is_some() {
                    continue;
                }
                let o = &options[v];
                let (outcome, at) = match e.child {
                    Outcome::Lose => (Outcome::Win, r as Remoteness + 1),
                    _ => {
                        left[v] -= 1;
                        if left[v] > 0 || o.tie_min.is_some() || o.draws {
                            continue;
                        }
                        (Outcome::Lose, (r as Remoteness).max(o.win_max) + 1)
                    }
                };
                decided[v] = Some((outcome, Some(at)));
                tell(v as u32, outcome, at, &mut wins, &mut ties);
            }
            r += 1;
        }
        // Phase 2: among the rest, reaching a tied end beats endless play, soonest first.
        let mut r = 0;
        while r < ties.0.len() {
            for e in std::mem::take(&mut ties.0[r]) {
                let v = e.vertex as usize;
                if decided[v].is_none() {
                    let at = r as Remoteness + 1;
                    decided[v] = Some((Outcome::Tie, Some(at)));
                    tell(v as u32, Outcome::Tie, at, &mut wins, &mut ties);
                }
            }
            r += 1;
        }
        for (i, d) in decided.iter().enumerate() {
            let (outcome, r) = d.unwrap_or((Outcome::Draw, None));
            values[self.slots[i] as usize] = encode(outcome, r);
        }
        if with_nimbers {
            for (i, g) in cycle_nimbers(&graph, &options, stop)?
                .into_iter()
                .enumerate()
            {
                nimbers[self.slots[i] as usize] = encode_nimber(g);
            }
        }
        Ok(())
    }
}

/// The largest nimber of a child elsewhere that the nimbers of a cycle are computed with.
const MAX_GADGET: Nimber = 4096;

/// Nimbers of positions with moves inside their tier: Smith's labelling of the tier's graph,
/// each child elsewhere of nimber k standing in as a nim heap of k (a vertex moving to heaps
/// 0..k). `None` for an infinite value, and for all when a child elsewhere has no nimber.
fn cycle_nimbers(
    predecessors: &Graph,
    options: &[Options],
    stop: &Stop,
) -> Result<Vec<Option<Nimber>>, Error> {
    let n = options.len();
    let largest = options.iter().flat_map(|o| o.nimbers.iter().copied()).max();
    if options.iter().any(|o| o.nimber_unknown) || largest.is_some_and(|k| k > MAX_GADGET) {
        return Ok(vec![None; n]);
    }
    let heaps = largest.map_or(0, |k| k as usize + 1);
    let heap = |k: Nimber| (n + k as usize) as u32;
    let mut edges: Vec<(u32, u32)> = Vec::new();
    for to in 0..n as u32 {
        for &from in predecessors.successors(to) {
            edges.push((from, to));
        }
    }
    for (v, o) in options.iter().enumerate() {
        edges.extend(o.nimbers.iter().map(|&k| (v as u32, heap(k))));
    }
    for k in 0..heaps as Nimber {
        edges.extend((0..k).map(|j| (heap(k), heap(j))));
    }
    let values = loopy::values(&Graph::from_edges(n + heaps, &edges), stop)?;
    Ok(values[..n]
        .iter()
        .map(|g| match g {
            Loopy::Finite(g) => Some(*g),
            _ => None,
        })
        .collect())
}
