//! The game model shared by every engine.

use crate::text::Text;
use crate::value::{Outcome, Play};
use std::hash::Hash;

/// The rules of a two-player game of perfect information with alternating moves.
///
/// A `Game` value holds the rules (e.g. a subtraction set); positions are separate,
/// small values so engines can store millions of them.
pub trait Game {
    /// A state of play, including whatever is needed to know whose move it is.
    type Position: Clone + Eq + Hash;
    /// One move, as a player would name it.
    type Move: Clone;

    /// Appends every legal move from `position`, with the position it leads to, to `out`.
    fn moves(&self, position: &Self::Position, out: &mut Vec<(Self::Move, Self::Position)>);

    /// The result for the player to move if the game has ended by a rule other than
    /// "no move left" (for example a completed `LOL`, or a full board). `None` while play goes on.
    fn end(&self, _position: &Self::Position) -> Option<Outcome> {
        None
    }

    /// What happens to a player with no move.
    fn play(&self) -> Play {
        Play::Normal
    }

    /// A representative of the position's symmetry class, used as a table key.
    /// Positions with the same canonical form must have the same value.
    fn canonical(&self, position: &Self::Position) -> Self::Position {
        position.clone()
    }
}

/// Marker for impartial games: both players have the same moves from every position,
/// so Sprague-Grundy theory applies.
pub trait Impartial: Game {}

/// How a game writes its positions and moves, in the same notation users type.
pub trait Notation: Game {
    /// The game with its options, as typed on the command line (e.g. `subtraction --moves 1,3`).
    fn name(&self) -> String;
    /// The position in input notation (numbers separated by single spaces, a board string, ...).
    fn show_position(&self, position: &Self::Position) -> String;
    /// A human description of `mv` played from `from`.
    fn show_move(&self, mv: &Self::Move, from: &Self::Position) -> Text;
}
