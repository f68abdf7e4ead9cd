//! The game model shared by every engine.

use crate::error::Error;
use crate::notation::Token;
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

    /// What the game's positions are valued by: the one place a game says whether it is
    /// impartial under normal play (every engine and surface asks this, none guesses it).
    fn kind(&self) -> Kind;

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

/// What a game's positions are valued by, as the game states it ([`Game::kind`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Impartial under normal play: both players have the same moves from every position
    /// and the player without a move loses, so every position has a nimber (the
    /// Sprague-Grundy theorem) and a sum of such games adds their nimbers by xor.
    Nimber,
    /// Valued by outcome and remoteness only: misère play, a rule that ends the game as a
    /// win or a tie (LOL), or positions that say whose pieces are played (Connect Four),
    /// where a nimber would not add in a sum.
    Outcome,
}

impl Kind {
    /// The kind of an impartial game under `play`: nimbers under normal play, outcomes
    /// under misère play (where nimbers do not decide a sum).
    pub fn impartial(play: Play) -> Kind {
        match play {
            Play::Normal => Kind::Nimber,
            Play::Misere => Kind::Outcome,
        }
    }
}

/// How a game's positions are read and written, in the notation users type: the one trait
/// every game's positions go through, whatever they are valued by (a [`Game`]'s by outcome
/// and nimber, a partizan game's by canonical form, `crate::partizan::search::Rules`). What
/// [`Written::show_position`] writes, [`Written::read_position`] reads back, so every
/// position a game reaches can be written and read again.
pub trait Written<P> {
    /// Reads a position from the words the user typed.
    fn read_position(&self, words: &[Token<'_>]) -> Result<P, Error>;
    /// The position in input notation (numbers separated by single spaces, a board string, ...).
    fn show_position(&self, position: &P) -> String;
}

/// How a game is named and its moves described, beside how its positions are written.
pub trait Notation: Game + Written<<Self as Game>::Position> {
    /// The game with its options, as typed on the command line (e.g. `subtraction --moves 1,3`).
    fn name(&self) -> String;
    /// A human description of `mv` played from `from`.
    fn show_move(&self, mv: &Self::Move, from: &Self::Position) -> Text;
}
