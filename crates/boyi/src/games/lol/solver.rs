//! The fast solver's queries: a row's value, and its full answer with every winning move
//! and why.
//!
//! Proved: completing LOL wins at once, and an unsafe move loses. The rest is the trap race
//! (`search`), by proved facts alone within [`EXACT_BUDGET`] part values, and beyond that
//! with the connector rule (`connector`), which is only checked; an answer that uses it says
//! so. Remoteness, when asked for, comes from the full search of `remoteness`.

use super::board::{completions, empty_cells, has_lol, show, Cell};
use super::part::parts;
use super::race::First;
use super::remoteness::Timed;
use super::search::{Search, MAX_POSITIONS};
use crate::analysis::{Analysis, Engine, MoveReport};
use crate::error::Error;
use crate::value::{Outcome, Remoteness, Value};

/// How many part values the solver may compute for one row (its value, or its value and
/// every winning move) by the proved facts alone before it turns to the connector rule:
/// about a tenth of a second.
pub const EXACT_BUDGET: usize = 50_000;

/// The fast solver: the trap race between Maker and Breaker, valued part by part.
///
/// Maker is the player who makes the last safe move (the parity of the empty cells says
/// who): Maker wins exactly when a trapped `L**L` arises, and otherwise the row fills, a
/// tie. Each part is valued by its safe moves with proved cuts, and the union rule (proved
/// in the `race` file) combines the parts; values are kept for later queries.
///
/// A query ([`Solver::value`], [`Solver::analyze`]) first searches by these proved facts
/// alone, within [`EXACT_BUDGET`] part values; the few rows that need more (long chains of
/// short runs joined by single O's) are then valued with the connector rule, checked
/// against that search but not proved, and the answer says so.
#[derive(Default)]
pub struct Solver {
    /// The trap race and the part values it found.
    pub(super) search: Search,
    /// Outcomes and remoteness found by full search.
    pub(super) timed: Timed,
}

impl Solver {
    /// An empty solver.
    pub fn new() -> Self {
        Solver::default()
    }

    /// How many part values and positions (for remoteness) have been computed.
    pub fn positions_solved(&self) -> usize {
        self.search.part_values() + self.timed.len()
    }

    /// Whether the last query's answer rests on the connector rule.
    pub fn used_connector_rule(&self) -> bool {
        self.search.connector_rule
    }

    /// Runs a query by the proved facts alone within [`EXACT_BUDGET`] part values, and if
    /// that runs out, again with the connector rule within [`MAX_POSITIONS`].
    fn settle<T>(
        &mut self,
        mut query: impl FnMut(&mut Solver) -> Result<T, Error>,
    ) -> Result<T, Error> {
        self.search.connector_rule = false;
        self.search.budget_end = self.search.part_values() + EXACT_BUDGET;
        match query(self) {
            Err(Error::Limit(_)) => {
                self.search.connector_rule = true;
                self.search.budget_end = self.search.part_values() + MAX_POSITIONS;
                query(self)
            }
            answer => answer,
        }
    }

    /// The value of any row for the player to move; remoteness when `with_remoteness`.
    pub fn value(&mut self, board: &[Cell], with_remoteness: bool) -> Result<Value, Error> {
        self.settle(|solver| solver.value_now(board, with_remoteness))
    }

    /// [`Self::value`] within the current query's budget and rules.
    fn value_now(&mut self, board: &[Cell], with_remoteness: bool) -> Result<Value, Error> {
        let (outcome, remoteness) = if has_lol(board) {
            (Outcome::Lose, Some(0))
        } else if !completions(board).is_empty() {
            (Outcome::Win, Some(1))
        } else {
            let state = parts(board)?;
            if with_remoteness {
                let (o, r) = self.timed.value(&state);
                (o, Some(r))
            } else {
                match self.search.outcome(&state)? {
                    // A tie ends with a full row: every empty cell is one more move.
                    Outcome::Tie => (Outcome::Tie, Some(empty_cells(board) as Remoteness)),
                    outcome => (outcome, None),
                }
            }
        };
        Ok(Value {
            outcome,
            remoteness,
            nimber: None,
        })
    }

    /// The full answer for a row: value, every winning (or tying) move, and why.
    pub fn analyze(&mut self, board: &[Cell], with_remoteness: bool) -> Result<Analysis, Error> {
        self.settle(|solver| solver.analyze_now(board, with_remoteness))
    }

    /// [`Self::analyze`] within the current query's budget and rules.
    fn analyze_now(&mut self, board: &[Cell], with_remoteness: bool) -> Result<Analysis, Error> {
        let value = self.value_now(board, with_remoteness)?;
        let engine = if self.search.connector_rule {
            Engine::Checked
        } else {
            Engine::Theory
        };
        let mut analysis = Analysis::new("lol".into(), show(board), value, engine);
        let wanted = match value.outcome {
            Outcome::Win => Some(Outcome::Lose),
            Outcome::Tie => Some(Outcome::Tie),
            _ => None,
        };
        let over = has_lol(board);
        let immediate = !over && !completions(board).is_empty();
        let mut safe = 0;
        for cell in (0..board.len()).filter(|&c| board[c] == Cell::Empty && !over) {
            for letter in [Cell::L, Cell::O] {
                let mut next = board.to_vec();
                next[cell] = letter;
                let after = if has_lol(&next) {
                    Outcome::Lose
                } else if !completions(&next).is_empty() {
                    Outcome::Win
                } else {
                    safe += 1;
                    if wanted.is_none() {
                        // A lost position: every move loses, none is listed.
                        continue;
                    }
                    self.search.outcome(&parts(&next)?)?
                };
                if Some(after) == wanted {
                    analysis.winning_moves.push(MoveReport {
                        mv: format!("{cell}{}", letter.symbol()),
                        position: Some(show(&next)),
                    });
                }
            }
        }
        let mut reason = String::new();
        if over {
            reason.push_str("The row already holds LOL: the opponent has just won.");
        } else if immediate {
            reason.push_str("A move completes LOL at once (remoteness 1); the other listed moves win more slowly.");
        } else {
            let state = parts(board)?;
            let empties = empty_cells(board);
            let mut maker_first = Vec::new();
            for &part in &state {
                if self.search.wins(part, First::Maker)? {
                    maker_first.push(part);
                }
            }
            let strong = match maker_first.as_slice() {
                [] => String::new(),
                [only] if self.search.wins(*only, First::Breaker)? => {
                    ", and it even when the opponent starts there".into()
                }
                [_] => ", but not when the opponent starts there".into(),
                _ => String::new(),
            };
            reason.push_str(&format!(
                "No move completes LOL, so players make safe moves (ones that leave no LOL to \
                 complete) while they can; there are {safe} now. Each safe move fills one cell, \
                 and safe play gets stuck only on two empty cells between L's (L**L), so with \
                 {empties} empty cells the {} makes the last safe move. Call that player Maker: \
                 Maker wins if a trapped L**L ever arises (it stays to the end), and the game \
                 is a tie if the row fills. Split at every L and every OO, the row is {} \
                 independent part(s); Maker can force a trap in {} of them moving first \
                 there{strong}. By the Maker-Breaker rule for disjoint parts, Maker moving \
                 first needs one such part; Breaker moving first loses to two, or to one that \
                 Maker wins even when Breaker starts in it. ",
                if empties % 2 == 1 {
                    "player to move"
                } else {
                    "opponent"
                },
                state.len(),
                maker_first.len(),
            ));
            if self.search.connector_rule {
                reason.push_str(
                    "The search by proved facts alone ran long here, so parts with a single O \
                     between empty cells were valued by the connector rule (docs/lol-theory.md, \
                     fact 9), checked against that search on every part of up to 33 cells but \
                     not proved. ",
                );
            }
            reason.push_str(match value.outcome {
                Outcome::Win => "The listed moves leave the opponent in a lost position.",
                Outcome::Tie => "Neither side can force a win; the listed moves keep the tie (a full row).",
                _ => "Every safe move leaves the opponent a win; when safe moves run out, any letter hands over a LOL.",
            });
        }
        analysis.explanation = reason;
        Ok(analysis)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::lol::board::{board, contest_digit};

    #[test]
    fn seed_samples() {
        let mut solver = Solver::new();
        let got: Vec<i8> = ["***", "L**L", "L**L***L", "L*****L"]
            .iter()
            .map(|s| contest_digit(solver.value(&board(s), false).unwrap().outcome))
            .collect();
        assert_eq!(got, [0, -1, 1, 1]);
    }

    /// A row that the proved search cannot settle within its budget is answered by the
    /// connector rule, and says so; an easy row is not.
    #[test]
    fn hard_rows_turn_to_the_connector_rule() {
        let mut solver = Solver::new();
        let hard = board(&"******O".repeat(9)[..60]);
        let answer = solver.analyze(&hard, false).unwrap();
        assert_eq!(answer.outcome, Outcome::Tie);
        assert_eq!(answer.engine, Engine::Checked);
        assert!(answer.explanation.contains("connector rule"));
        let easy = solver.analyze(&board("*****O****"), false).unwrap();
        assert_eq!(easy.engine, Engine::Theory);
        assert!(!solver.used_connector_rule());
    }
}
