//! The fast solver's queries: a row's value, and its full answer with every winning move
//! and why.
//!
//! Proved: completing LOL wins at once, and an unsafe move loses. The rest is the trap race
//! (`search`), by proved facts alone within [`EXACT_BUDGET`] part values, and beyond that
//! with the connector rule (`connector`), which is only checked; an answer that uses it says
//! so. Remoteness, when asked for, comes from the full search of `remoteness`.

use super::board::{completions, empty_cells, has_lol, move_name, show, Cell};
use super::part::parts;
use super::race::First;
use super::remoteness::Timed;
use super::search::{Search, MAX_POSITIONS};
use crate::analysis::{Analysis, Engine, MoveReport};
use crate::error::Error;
use crate::text::Text;
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
                        mv: move_name(cell, letter),
                        position: Some(show(&next)),
                    });
                }
            }
        }
        analysis.explanation = if over {
            Text::new("lol-over")
        } else if immediate {
            Text::new("lol-immediate")
        } else {
            let state = parts(board)?;
            let empties = empty_cells(board);
            let mut maker_first = Vec::new();
            for &part in &state {
                if self.search.wins(part, First::Maker)? {
                    maker_first.push(part);
                }
            }
            // 1: the one part Maker wins moving first, Maker wins even when the opponent
            // starts there; 0: not; 2: not a single part.
            let strong = match maker_first.as_slice() {
                [only] => u8::from(self.search.wins(*only, First::Breaker)?),
                _ => 2,
            };
            let mut lines = vec![Text::new("lol-safe-play")
                .arg("safe", safe)
                .arg("empties", empties)
                .arg("mover-last", empties % 2)
                .arg("parts", state.len())
                .arg("maker-parts", maker_first.len())
                .arg("strong", strong)];
            if self.search.connector_rule {
                lines.push(Text::new("lol-connector-rule"));
            }
            lines.push(Text::new(match value.outcome {
                Outcome::Win => "lol-win",
                Outcome::Tie => "lol-tie",
                _ => "lol-lose",
            }));
            Text::lines(lines)
        };
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
        assert!(answer.explanation.to_string().contains("connector rule"));
        let easy = solver.analyze(&board("*****O****"), false).unwrap();
        assert_eq!(easy.engine, Engine::Theory);
        assert!(!solver.used_connector_rule());
    }
}
