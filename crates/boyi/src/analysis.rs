//! A complete answer about one position: value, best moves and the reason, ready to render.

use crate::error::Error;
use crate::game::Notation;
use crate::solve::grundy::{SolveError, Solver};
use crate::text::{Lang, Text};
use crate::value::{Nimber, Outcome, Remoteness, Value};
use serde::Serialize;
use std::cmp::Reverse;

/// One recommended move and where it leads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveReport {
    /// What to do, in words (e.g. "take 12 from heap 3 (39 -> 27)").
    #[serde(rename = "move")]
    pub mv: Text,
    /// The position after the move, in input notation; left out when the position is long
    /// (see [`position_after`]), since the move names what it changes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
}

/// One move with the value it leads to, as a game explorer shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveValue {
    /// What to do, in the words `solve` prints.
    #[serde(rename = "move")]
    pub mv: Text,
    /// The position after the move, in input notation; left out when the position is long
    /// (see [`position_after`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    /// The result of this move for the player who makes it: `win` if it wins.
    pub outcome: Outcome,
    /// Moves left after this one under perfect play, when known.
    pub remoteness: Option<Remoteness>,
}

impl MoveValue {
    /// Sort key: winning moves first, then ties, draws and losing moves; a win as fast as
    /// possible, a loss as slow as possible, a tie or draw as soon as possible; unknown
    /// remoteness last within its class.
    fn order(&self) -> (Reverse<u8>, u8, Remoteness) {
        let r = self.remoteness;
        let within = match self.outcome {
            Outcome::Lose => r.map_or((1, 0), |r| (0, Remoteness::MAX - r)),
            _ => r.map_or((1, 0), |r| (0, r)),
        };
        (Reverse(self.outcome.rank()), within.0, within.1)
    }
}

/// Sorts moves best first for the player who makes them (see [`MoveValue`]).
pub fn sort_moves<T>(moves: &mut [(MoveValue, T)]) {
    moves.sort_by_key(|(m, _)| m.order());
}

/// Positions written longer than this are not repeated after every move: each move names
/// what it changes, so an answer stays linear in the size of its input.
pub const SHOWN_POSITION: usize = 200;

/// The position after a move from the position written `from`: written out only when `from`
/// is at most [`SHOWN_POSITION`] long.
pub fn position_after(from: &str, position: impl FnOnce() -> String) -> Option<String> {
    (from.len() <= SHOWN_POSITION).then(position)
}

/// Which road led to an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Engine {
    /// A theorem of the game: closed form, proven period, reduction.
    Theory,
    /// A generic engine that searched the game's positions.
    Generic,
    /// A rule of the game checked against exhaustive search on every small position, and
    /// on many large ones, but not proved.
    Checked,
    /// A solve database: every position reachable from its root, valued once and stored.
    Database,
    /// The theory, and a plain search that gave the same answer (`--engine both`).
    Both,
}

impl Engine {
    /// The road in words for people (theory, 理论, ...).
    pub fn said(self) -> Text {
        Text::new(match self {
            Engine::Theory => "engine-theory",
            Engine::Generic => "engine-generic",
            Engine::Checked => "engine-checked",
            Engine::Database => "engine-database",
            Engine::Both => "engine-both",
        })
    }
}

/// Everything Boyi says about a position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Analysis {
    /// The game, as typed (e.g. `nim`, `subtraction --moves 1,3,7,8 --misere`).
    pub game: String,
    /// The position, in input notation.
    pub position: String,
    /// Result of perfect play for the player to move.
    pub outcome: Outcome,
    /// Sprague-Grundy value (impartial games under normal play).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nimber: Option<Nimber>,
    /// Moves until the end under perfect play, when known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remoteness: Option<Remoteness>,
    /// Every move that achieves the outcome: all winning moves for a win, all tying moves
    /// for a tie, none for a loss.
    pub winning_moves: Vec<MoveReport>,
    /// Every move with its value, best first for the mover (when asked for).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<Vec<MoveValue>>,
    /// Why, in the terms of the theory.
    pub explanation: Text,
    /// Whether a theorem or a search produced the answer.
    pub engine: Engine,
}

impl Analysis {
    /// An answer with the given value and no moves yet.
    pub fn new(game: String, position: String, value: Value, engine: Engine) -> Self {
        Analysis {
            game,
            position,
            outcome: value.outcome,
            nimber: value.nimber,
            remoteness: value.remoteness,
            winning_moves: Vec::new(),
            moves: None,
            explanation: Text::new("no-explanation"),
            engine,
        }
    }

    /// This analysis with every text a person reads in it (each move, the explanation)
    /// said once in `lang`, so that it serialises in that language.
    pub fn said_in(mut self, lang: Lang) -> Analysis {
        let say = |text: &mut Text| *text = Text::verbatim(text.render(lang));
        self.winning_moves.iter_mut().for_each(|m| say(&mut m.mv));
        self.moves.iter_mut().flatten().for_each(|m| say(&mut m.mv));
        say(&mut self.explanation);
        self
    }
}

/// Every move of `game` from `from` that `keep` accepts (given the move and the position it
/// leads to), as reports; the positions are written out only when `from` is short.
pub fn moves_where<G: Notation>(
    game: &G,
    from: &G::Position,
    mut keep: impl FnMut(&G::Move, &G::Position) -> Result<bool, Error>,
) -> Result<Vec<MoveReport>, Error> {
    let shown = game.show_position(from);
    let mut moves = Vec::new();
    game.moves(from, &mut moves);
    let mut kept = Vec::new();
    for (mv, next) in moves {
        if keep(&mv, &next)? {
            kept.push(MoveReport {
                mv: game.show_move(&mv, from),
                position: position_after(&shown, || game.show_position(&next)),
            });
        }
    }
    Ok(kept)
}

/// Whether a move to a position whose outcome (for the player then to move) is `after`
/// achieves `outcome` from the position before: a move to a loss wins, a move to a tie
/// ties; nothing achieves a loss, and a draw's moves are not listed.
pub fn achieves(outcome: Outcome, after: Outcome) -> bool {
    match outcome {
        Outcome::Win | Outcome::Tie => after.flip() == outcome,
        Outcome::Lose | Outcome::Draw => false,
    }
}

/// Analyses `position` by searching every position reachable from it.
pub fn generic<G: Notation>(
    solver: &mut Solver<G>,
    position: &G::Position,
) -> Result<Analysis, SolveError> {
    let value = solver.value(position)?;
    let game = solver.game();
    let mut moves = Vec::new();
    if game.end(position).is_none() {
        game.moves(position, &mut moves);
    }
    let (name, shown) = (game.name(), game.show_position(position));
    let mut analysis = Analysis::new(name, shown.clone(), value, Engine::Generic);
    for (mv, next) in moves {
        let after = solver.value(&next)?;
        if achieves(value.outcome, after.outcome) {
            let game = solver.game();
            analysis.winning_moves.push(MoveReport {
                mv: game.show_move(&mv, position),
                position: position_after(&shown, || game.show_position(&next)),
            });
        }
    }
    analysis.explanation = Text::new("why-generic")
        .arg("positions", solver.positions_solved())
        .arg("nimbers", u8::from(value.nimber.is_some()));
    Ok(analysis)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(outcome: Outcome, remoteness: Option<Remoteness>) -> (MoveValue, ()) {
        (
            MoveValue {
                mv: Text::verbatim(""),
                position: None,
                outcome,
                remoteness,
            },
            (),
        )
    }

    #[test]
    fn moves_sort_wins_fast_and_losses_slow() {
        let mut moves = vec![
            mv(Outcome::Lose, Some(2)),
            mv(Outcome::Win, Some(5)),
            mv(Outcome::Tie, Some(4)),
            mv(Outcome::Lose, Some(6)),
            mv(Outcome::Win, None),
            mv(Outcome::Win, Some(1)),
            mv(Outcome::Draw, None),
        ];
        sort_moves(&mut moves);
        let order: Vec<(Outcome, Option<Remoteness>)> = moves
            .iter()
            .map(|(m, _)| (m.outcome, m.remoteness))
            .collect();
        assert_eq!(
            order,
            vec![
                (Outcome::Win, Some(1)),
                (Outcome::Win, Some(5)),
                (Outcome::Win, None),
                (Outcome::Tie, Some(4)),
                (Outcome::Draw, None),
                (Outcome::Lose, Some(6)),
                (Outcome::Lose, Some(2)),
            ]
        );
    }
}
