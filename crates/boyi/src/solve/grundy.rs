//! Memoised, iterative solver for acyclic games: outcome, remoteness and, for impartial
//! games, Sprague-Grundy values. An explicit stack replaces recursion, so a chain of
//! millions of moves does not overflow the call stack.

use crate::budget::{Budget, Stop};
use crate::game::{Game, Kind};
use crate::value::{mex, Nimber, Outcome, Play, Remoteness, Value};
use std::collections::{HashMap, HashSet};

pub use super::error::SolveError;

#[derive(Clone, Copy)]
struct Entry {
    outcome: Outcome,
    remoteness: Remoteness,
    nimber: Nimber,
}

/// Solves positions of one game, remembering every position it has valued.
pub struct Solver<G: Game> {
    game: G,
    impartial: bool,
    limit: usize,
    /// What tells the search that nobody waits for it any more.
    stop: Stop,
    table: HashMap<G::Position, Entry>,
}

impl<G: Game> Solver<G> {
    /// A solver for outcomes and remoteness of any acyclic game (ties allowed), and
    /// Sprague-Grundy values where the game's kind has them ([`Kind::Nimber`]).
    pub fn new(game: G) -> Self {
        Solver {
            impartial: game.kind() == Kind::Nimber,
            game,
            limit: usize::MAX,
            stop: Stop::default(),
            table: HashMap::new(),
        }
    }

    /// Stops with [`SolveError::TooManyPositions`] once more than `limit` positions are stored.
    pub fn with_limit(mut self, limit: usize) -> Self {
        self.limit = limit;
        self
    }

    /// Keeps to a request's `budget`: at most the positions it affords
    /// ([`Budget::search_positions`]), and stopping when the request stops.
    pub fn with_budget(mut self, budget: &Budget) -> Self {
        self.limit = budget.search_positions();
        self.stop = budget.stop().clone();
        self
    }

    /// The rules this solver plays by.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many distinct (canonical) positions have been valued so far.
    pub fn positions_solved(&self) -> usize {
        self.table.len()
    }

    /// The value of `position` under perfect play.
    ///
    /// Nimbers are given for impartial games under normal play; under misère play the
    /// solver computes the misère Grundy value internally but reports only the outcome.
    pub fn value(&mut self, position: &G::Position) -> Result<Value, SolveError> {
        let entry = self.entry(position)?;
        let nimber = (self.impartial && self.game.play() == Play::Normal).then_some(entry.nimber);
        Ok(Value {
            outcome: entry.outcome,
            remoteness: Some(entry.remoteness),
            nimber,
        })
    }

    fn entry(&mut self, root: &G::Position) -> Result<Entry, SolveError> {
        let root_key = self.game.canonical(root);
        if let Some(&e) = self.table.get(&root_key) {
            return Ok(e);
        }
        let mut children: Vec<G::Position> = Vec::new();
        let mut moves: Vec<(G::Move, G::Position)> = Vec::new();
        let mut on_stack: HashSet<G::Position> = HashSet::new();
        let mut scratch_values: Vec<Nimber> = Vec::new();
        let mut seen = Vec::new();
        on_stack.insert(root_key.clone());
        let mut stack = vec![expand(
            &self.game,
            root_key.clone(),
            &mut children,
            &mut moves,
        )];

        while let Some(frame) = stack.last_mut() {
            if frame.next < children.len() {
                let child = &children[frame.next];
                frame.next += 1;
                if self.table.contains_key(child) {
                    continue;
                }
                if !on_stack.insert(child.clone()) {
                    return Err(SolveError::Cycle);
                }
                // Positions being searched count too: a deep line fills memory before any
                // of them is finished.
                if self.table.len() + stack.len() >= self.limit {
                    return Err(SolveError::TooManyPositions(self.limit));
                }
                let child = child.clone();
                stack.push(expand(&self.game, child, &mut children, &mut moves));
                continue;
            }
            let frame = stack.pop().expect("frame exists");
            let options = &children[frame.first_child..];
            let entry = match self.game.end(&frame.key) {
                Some(outcome) => Entry {
                    outcome,
                    remoteness: 0,
                    nimber: 0,
                },
                None => combine(
                    options.iter().map(|c| self.table[c]),
                    self.game.play(),
                    self.impartial,
                    &mut scratch_values,
                    &mut seen,
                ),
            };
            children.truncate(frame.first_child);
            on_stack.remove(&frame.key);
            let stored = self.table.len();
            self.table
                .try_reserve(1)
                .map_err(|_| SolveError::OutOfMemory(stored))?;
            self.table.insert(frame.key, entry);
            if self.table.len() > self.limit {
                return Err(SolveError::TooManyPositions(self.limit));
            }
            if self.table.len().is_multiple_of(4096) {
                self.stop
                    .check()
                    .map_err(|e| SolveError::Stopped(e.text()))?;
            }
        }
        Ok(self.table[&root_key])
    }
}

/// A position being searched; it owns `children[first_child..]` (frames nest, so ranges stack).
struct Frame<P> {
    key: P,
    first_child: usize,
    next: usize,
}

/// Pushes the canonical options of `key` onto `children` and returns its frame.
fn expand<G: Game>(
    game: &G,
    key: G::Position,
    children: &mut Vec<G::Position>,
    moves: &mut Vec<(G::Move, G::Position)>,
) -> Frame<G::Position> {
    let first_child = children.len();
    if game.end(&key).is_none() {
        moves.clear();
        game.moves(&key, moves);
        children.extend(moves.drain(..).map(|(_, p)| game.canonical(&p)));
    }
    Frame {
        key,
        first_child,
        next: first_child,
    }
}

/// The value of a position from the values of its options (negamax with remoteness).
fn combine(
    options: impl Iterator<Item = Entry>,
    play: Play,
    impartial: bool,
    nimbers: &mut Vec<Nimber>,
    seen: &mut Vec<bool>,
) -> Entry {
    nimbers.clear();
    let mut best: Option<(Outcome, Remoteness)> = None;
    for option in options {
        if impartial {
            nimbers.push(option.nimber);
        }
        let mine = (option.outcome.flip(), option.remoteness + 1);
        best = Some(match best {
            None => mine,
            Some(b) => better(b, mine),
        });
    }
    match best {
        None => Entry {
            outcome: play.stuck(),
            remoteness: 0,
            // Misère Grundy values give a position without options the value 1.
            nimber: match play {
                Play::Normal => 0,
                Play::Misere => 1,
            },
        },
        Some((outcome, remoteness)) => Entry {
            outcome,
            remoteness,
            nimber: if impartial { mex(nimbers, seen) } else { 0 },
        },
    }
}

/// The preferred of two results for the player to move: a better outcome first; then a
/// winner hurries, a loser delays, and a tie or draw ends as soon as it can.
pub(crate) fn better(a: (Outcome, Remoteness), b: (Outcome, Remoteness)) -> (Outcome, Remoteness) {
    use std::cmp::Ordering::*;
    match a.0.rank().cmp(&b.0.rank()) {
        Greater => a,
        Less => b,
        Equal if a.0 == Outcome::Lose => {
            if b.1 > a.1 {
                b
            } else {
                a
            }
        }
        Equal => {
            if b.1 < a.1 {
                b
            } else {
                a
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A chain 0 <- 1 <- 2 ... where each position moves one step down.
    struct Chain;
    impl Game for Chain {
        type Position = u64;
        type Move = ();
        fn kind(&self) -> Kind {
            Kind::Nimber
        }
        fn moves(&self, p: &u64, out: &mut Vec<((), u64)>) {
            if *p > 0 {
                out.push(((), p - 1));
            }
        }
    }

    #[test]
    fn deep_chain_does_not_overflow_the_stack() {
        let mut solver = Solver::new(Chain);
        let v = solver.value(&1_000_000).unwrap();
        assert_eq!(v.outcome, Outcome::Lose);
        assert_eq!(v.remoteness, Some(1_000_000));
        assert_eq!(v.nimber, Some(0));
        assert_eq!(solver.value(&999_999).unwrap().nimber, Some(1));
    }

    struct Loop;
    impl Game for Loop {
        type Position = u8;
        type Move = ();
        fn kind(&self) -> Kind {
            Kind::Nimber
        }
        fn moves(&self, p: &u8, out: &mut Vec<((), u8)>) {
            out.push(((), (p + 1) % 3));
        }
    }

    #[test]
    fn cycles_are_reported() {
        assert_eq!(Solver::new(Loop).value(&0), Err(SolveError::Cycle));
    }

    #[test]
    fn limit_is_enforced() {
        let mut solver = Solver::new(Chain).with_limit(10);
        assert_eq!(solver.value(&100), Err(SolveError::TooManyPositions(10)));
    }
}
