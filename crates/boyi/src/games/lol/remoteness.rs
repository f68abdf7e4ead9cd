//! Outcome and remoteness of a quiet row by a full search of its safe-move game over
//! multisets of parts: slower than the trap race, so the solver uses it on rows with few
//! empty cells.
//!
//! Proved: an unsafe move loses at once, so the search looks only at safe moves; a player
//! without one loses in two moves, and a tie fills the row. The table is keyed by
//! `multiset_key`, a hash.

use super::part::{multiset_key, Part};
use crate::value::{Outcome, Remoteness};
use rustc_hash::FxHashMap;

/// Outcomes and remoteness of quiet positions found by full search, by their multiset key.
#[derive(Default)]
pub(super) struct Timed {
    known: FxHashMap<u128, (Outcome, Remoteness)>,
}

impl Timed {
    /// How many positions have been valued.
    pub(super) fn len(&self) -> usize {
        self.known.len()
    }

    /// Every position one safe move away from `state`, once per distinct result.
    fn children(state: &[Part]) -> Vec<Vec<Part>> {
        let mut out: Vec<Vec<Part>> = Vec::new();
        for (index, &part) in state.iter().enumerate() {
            if index > 0 && state[index - 1] == part {
                continue;
            }
            for (i, letter) in part.safe_moves() {
                let mut child: Vec<Part> = state[..index].to_vec();
                child.extend_from_slice(&state[index + 1..]);
                child.extend(part.after(i, letter));
                child.sort_unstable();
                out.push(child);
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Outcome and remoteness of a quiet position (a full search: slower than the trap
    /// race's outcome).
    pub(super) fn value(&mut self, state: &[Part]) -> (Outcome, Remoteness) {
        if state.is_empty() {
            return (Outcome::Tie, 0);
        }
        let key = multiset_key(state);
        if let Some(&v) = self.known.get(&key) {
            return v;
        }
        let children = Timed::children(state);
        let value = if children.is_empty() {
            // Write anything; the opponent completes LOL.
            (Outcome::Lose, 2)
        } else {
            let mut best: Option<(Outcome, Remoteness)> = None;
            for child in &children {
                let (o, r) = self.value(child);
                let mine = (o.flip(), r + 1);
                best = Some(match best {
                    None => mine,
                    Some(b) => crate::solve::grundy::better(b, mine),
                });
            }
            let (outcome, r) = best.expect("children exist");
            // A tie always ends with a full row.
            let empties: u32 = state.iter().map(|p| p.empties()).sum();
            (
                outcome,
                if outcome == Outcome::Tie {
                    Remoteness::from(empties)
                } else {
                    r
                },
            )
        };
        self.known.insert(key, value);
        value
    }
}
