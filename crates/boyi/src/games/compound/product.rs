//! Plain search of a compound: every tuple of its components' positions is a position of
//! the product game, and retrograde analysis labels them all win, lose, tie or draw with
//! their remoteness. It needs no theorem, so it answers where the theory's hypotheses fail
//! (components whose positions repeat, ends scored as wins or ties) and checks the theory
//! where they hold (`--engine both`).
//!
//! When the compound ends, and how (for the player to move):
//! - sum, selective, every: when every component has ended; the mover loses (normal play)
//!   or, where every component is itself played misère, wins. A win or a tie scored at a
//!   component's end is not defined for these, and such a component is refused.
//! - misère: when every component has ended, and the mover wins.
//! - conjunctive: as soon as one component has ended, with that component's result (a win
//!   or a loss before a tie); two components ending at once with opposite results are
//!   refused up front.

use super::explore::{Explored, ROOT};
use super::part::Compound;
use crate::budget::Budget;
use crate::error::Error;
use crate::solve::retro::{self, Graph};
use crate::text::Text;
use crate::value::{Outcome, Play, Value};

/// One move of a compound: for each component, the option it moves to (its index among
/// the component's moves there), or `None` where it stays.
pub type Choice = [Option<usize>];

/// Calls `each` with every move of the compound `kind` from positions whose components
/// have `degrees` moves each, in a fixed order; returns whether there was any.
pub fn each_move(kind: Compound, degrees: &[usize], mut each: impl FnMut(&Choice)) -> bool {
    let k = degrees.len();
    let mut choice: Vec<Option<usize>> = vec![None; k];
    if matches!(kind, Compound::Sum | Compound::Misere) {
        for i in 0..k {
            for j in 0..degrees[i] {
                choice[i] = Some(j);
                each(&choice);
            }
            choice[i] = None;
        }
        return degrees.iter().any(|&d| d > 0);
    }
    if kind == Compound::Conjunctive && degrees.contains(&0) {
        return false;
    }
    // Each component's first choice, and whether it may stay.
    let may_stay = |i: usize| match kind {
        Compound::Selective => true,
        Compound::Every => degrees[i] == 0,
        _ => false,
    };
    let first = |i: usize| if may_stay(i) { None } else { Some(0) };
    for (i, c) in choice.iter_mut().enumerate() {
        *c = first(i);
    }
    let mut any = false;
    loop {
        if choice.iter().any(Option::is_some) {
            any = true;
            each(&choice);
        }
        // The next choice, as an odometer: the first component that can step does.
        let mut i = 0;
        loop {
            if i == k {
                return any;
            }
            let next = match choice[i] {
                None => Some(0),
                Some(j) => Some(j + 1),
            };
            if next.is_some_and(|j| j < degrees[i]) {
                choice[i] = next;
                break;
            }
            choice[i] = first(i);
            i += 1;
        }
    }
}

/// How many moves `each_move` makes over every tuple of `explored`'s positions, known
/// before the search starts (`None` past `u64`).
fn total_moves(kind: Compound, explored: &[Explored]) -> Option<u64> {
    let sizes: Vec<u64> = explored.iter().map(|e| e.len() as u64).collect();
    let moves: Vec<u64> = explored.iter().map(Explored::moves).collect();
    let ended: Vec<u64> = explored
        .iter()
        .map(|e| e.options.iter().filter(|o| o.is_empty()).count() as u64)
        .collect();
    let product = |f: &dyn Fn(usize) -> Option<u64>| {
        (0..explored.len()).try_fold(1u64, |p, i| p.checked_mul(f(i)?))
    };
    match kind {
        Compound::Sum | Compound::Misere => (0..explored.len()).try_fold(0u64, |total, i| {
            let others = product(&|j| Some(if j == i { moves[i] } else { sizes[j] }))?;
            total.checked_add(others)
        }),
        Compound::Selective => {
            Some(product(&|i| sizes[i].checked_add(moves[i]))? - product(&|i| Some(sizes[i]))?)
        }
        Compound::Conjunctive => product(&|i| Some(moves[i])),
        Compound::Every => {
            Some(product(&|i| moves[i].checked_add(ended[i]))? - product(&|i| Some(ended[i]))?)
        }
    }
}

/// Refuses, before anything is searched, components whose scored ends the compound `kind`
/// does not define; the error names the first such component (by index) and its end.
pub fn check_ends(kind: Compound, explored: &[Explored]) -> Result<(), (usize, Error)> {
    let scored = |i: usize| explored[i].scored_end();
    let refuse = |i: usize, key: &str, o: Outcome, rule: &'static str| {
        let text = Text::new(rule)
            .arg("compound", kind.name())
            .arg("position", key.to_string())
            .arg("outcome", o.said());
        (i, Error::invalid(text))
    };
    match kind {
        Compound::Conjunctive => {
            // Opposite results from two components that can end at once.
            let ending = |o: Outcome| -> Vec<usize> {
                (0..explored.len())
                    .filter(|&i| explored[i].ends.contains(&Some(o)))
                    .collect()
            };
            let (wins, loses) = (ending(Outcome::Win), ending(Outcome::Lose));
            if let Some(&w) = wins.iter().find(|&&w| loses.iter().any(|&l| l != w)) {
                let e = &explored[w];
                let at = e.ends.iter().position(|&o| o == Some(Outcome::Win));
                let key = &e.keys[at.expect("a component that ends in a win")];
                return Err(refuse(w, key, Outcome::Win, "error-compound-opposite-ends"));
            }
            Ok(())
        }
        Compound::Misere => match (0..explored.len()).find_map(|i| scored(i).map(|s| (i, s))) {
            Some((i, (key, o))) => Err(refuse(i, key, o, "error-compound-scored-end")),
            None => Ok(()),
        },
        _ => {
            // Every end the same: all normal play, or all misère.
            let mut common = None;
            for (i, e) in explored.iter().enumerate() {
                for (end, key) in e.ends.iter().zip(&e.keys) {
                    let Some(o) = *end else { continue };
                    if o == Outcome::Tie || common.is_some_and(|c| c != o) {
                        return Err(refuse(i, key, o, "error-compound-scored-end"));
                    }
                    common = Some(o);
                }
            }
            Ok(())
        }
    }
}

/// The result of the compound `kind` where its components' ends are `ends` (`None` where
/// that component goes on); `None` while play goes on. Ends were checked by
/// [`check_ends`], so they never conflict.
fn compound_end(kind: Compound, ends: &[Option<Outcome>]) -> Option<Outcome> {
    match kind {
        Compound::Conjunctive => {
            let ended = ends.iter().flatten();
            ended
                .clone()
                .find(|o| **o != Outcome::Tie)
                .or(ended.clone().next())
                .copied()
        }
        Compound::Misere => ends.iter().all(Option::is_some).then_some(Outcome::Win),
        _ => {
            let all: Option<Vec<Outcome>> = ends.iter().copied().collect();
            all.map(|all| all.first().copied().unwrap_or(Outcome::Lose))
        }
    }
}

/// Every position of a compound's product, valued.
pub struct Product {
    kind: Compound,
    /// The place value of each component's position number.
    strides: Vec<usize>,
    /// The value of every tuple, numbered in mixed radix.
    values: Vec<Value>,
}

impl Product {
    /// Labels every tuple of `explored`'s positions for the compound `kind` (whose ends
    /// were checked by [`check_ends`]); refused before it starts when its positions and
    /// moves pass the `budget`.
    pub fn search(kind: Compound, explored: &[Explored], budget: &Budget) -> Result<Self, Error> {
        let sizes: Vec<u64> = explored.iter().map(|e| e.len() as u64).collect();
        let states = sizes.iter().try_fold(1u64, |p, &n| p.checked_mul(n));
        let work = states
            .zip(total_moves(kind, explored))
            .and_then(|(s, m)| s.checked_add(m));
        budget
            .check_search(work)
            .map_err(|e| Error::limit(Text::new("error-compound-product").arg("why", e.text())))?;
        let states = states.expect("checked above") as usize;
        let mut strides = Vec::with_capacity(explored.len());
        let mut stride = 1;
        for &n in &sizes {
            strides.push(stride);
            stride *= n as usize;
        }
        let mut offsets = Vec::with_capacity(states + 1);
        let mut targets: Vec<u32> = Vec::new();
        let mut ends = Vec::with_capacity(states);
        let mut digits = vec![0usize; explored.len()];
        let mut degrees = vec![0usize; explored.len()];
        let mut component_ends = vec![None; explored.len()];
        offsets.push(0);
        for state in 0..states {
            if state % 4096 == 0 {
                budget.check_stop()?;
            }
            for (i, e) in explored.iter().enumerate() {
                digits[i] = state / strides[i] % e.len();
                degrees[i] = e.options[digits[i]].len();
                component_ends[i] = e.ends[digits[i]];
            }
            let end = compound_end(kind, &component_ends);
            ends.push(end);
            if end.is_none() {
                each_move(kind, &degrees, |choice| {
                    let mut to = state;
                    for (i, c) in choice.iter().enumerate() {
                        if let Some(j) = c {
                            let option = explored[i].options[digits[i]][*j] as usize;
                            to = to - digits[i] * strides[i] + option * strides[i];
                        }
                    }
                    targets.push(to as u32);
                });
            }
            offsets.push(targets.len());
        }
        let graph = Graph::from_parts(offsets, targets);
        let values = retro::solve(&graph, |v| ends[v as usize], Play::Normal);
        Ok(Product {
            kind,
            strides,
            values,
        })
    }

    /// How many tuples were valued.
    pub fn positions(&self) -> usize {
        self.values.len()
    }

    /// The value of the compound's own position.
    pub fn root(&self) -> Value {
        self.values[ROOT as usize]
    }

    /// The value after the move `choice` from the compound's own position.
    pub fn after(&self, explored: &[Explored], choice: &Choice) -> Value {
        let mut at = 0;
        for (i, c) in choice.iter().enumerate() {
            let digit = match c {
                Some(j) => explored[i].options[ROOT as usize][*j] as usize,
                None => ROOT as usize,
            };
            at += digit * self.strides[i];
        }
        self.values[at]
    }

    /// The compound searched.
    pub fn kind(&self) -> Compound {
        self.kind
    }
}
