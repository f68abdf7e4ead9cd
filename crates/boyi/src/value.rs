//! The value model: what a position is worth to the player about to move.

use crate::text::Text;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A Sprague-Grundy value (nimber) of an impartial game.
pub type Nimber = u64;

/// Moves until the game ends under perfect play: the winner hurries, the loser delays.
pub type Remoteness = u64;

/// The result of perfect play, seen by the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// The player to move can force a win (an N-position).
    Win,
    /// The player to move loses whatever they do (a P-position).
    Lose,
    /// The game ends with no winner, e.g. a full LOL board.
    Tie,
    /// Play goes on for ever: neither player can profitably leave a cycle.
    Draw,
}

impl Outcome {
    /// The same result seen by the other player.
    pub fn flip(self) -> Outcome {
        match self {
            Outcome::Win => Outcome::Lose,
            Outcome::Lose => Outcome::Win,
            other => other,
        }
    }

    /// How much the player to move likes this result (higher is better).
    pub fn rank(self) -> u8 {
        match self {
            Outcome::Lose => 0,
            Outcome::Draw => 1,
            Outcome::Tie => 2,
            Outcome::Win => 3,
        }
    }

    /// The outcome in one word for people (win, 必胜, ...).
    pub fn said(self) -> Text {
        Text::new(format!("outcome-{}", self.word()))
    }

    /// The outcome in one line for people: who wins, and the position's name.
    pub fn verdict(self) -> Text {
        Text::new(format!("verdict-{}", self.word()))
    }

    /// The lowercase word used in text and JSON output.
    pub fn word(self) -> &'static str {
        match self {
            Outcome::Win => "win",
            Outcome::Lose => "lose",
            Outcome::Tie => "tie",
            Outcome::Draw => "draw",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// How a game ends when the player to move has no move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Play {
    /// No move: you lose.
    #[default]
    Normal,
    /// No move: you win.
    Misere,
}

impl Play {
    /// The outcome for a player to move who has no move.
    pub fn stuck(self) -> Outcome {
        match self {
            Play::Normal => Outcome::Lose,
            Play::Misere => Outcome::Win,
        }
    }

    /// Builds the play convention from a `--misere` flag.
    pub fn from_misere(misere: bool) -> Play {
        if misere {
            Play::Misere
        } else {
            Play::Normal
        }
    }
}

/// Everything known about one position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Value {
    /// Result of perfect play for the player to move.
    pub outcome: Outcome,
    /// Moves until the end under perfect play, when known.
    pub remoteness: Option<Remoteness>,
    /// Sprague-Grundy value, for impartial games under normal play.
    pub nimber: Option<Nimber>,
}

impl Value {
    /// The value of an impartial normal-play position with a known nimber.
    pub fn from_nimber(nimber: Nimber, remoteness: Option<Remoteness>) -> Value {
        Value {
            outcome: if nimber == 0 {
                Outcome::Lose
            } else {
                Outcome::Win
            },
            remoteness,
            nimber: Some(nimber),
        }
    }
}

/// The smallest natural number not in `values` (minimum excludant).
///
/// The mex of k values is at most k, so larger values are skipped; `seen` is scratch
/// space reused between calls so a move loop does not allocate.
pub fn mex(values: &[Nimber], seen: &mut Vec<bool>) -> Nimber {
    seen.clear();
    seen.resize(values.len() + 1, false);
    for &v in values {
        if v < seen.len() as Nimber {
            seen[v as usize] = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(values.len()) as Nimber
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_of_sets() {
        let mut seen = Vec::new();
        assert_eq!(mex(&[], &mut seen), 0);
        assert_eq!(mex(&[0, 1, 3], &mut seen), 2);
        assert_eq!(mex(&[1, 2], &mut seen), 0);
        assert_eq!(mex(&[2, 0, 1], &mut seen), 3);
    }

    #[test]
    fn flip_is_an_involution() {
        for o in [Outcome::Win, Outcome::Lose, Outcome::Tie, Outcome::Draw] {
            assert_eq!(o.flip().flip(), o);
        }
    }
}
