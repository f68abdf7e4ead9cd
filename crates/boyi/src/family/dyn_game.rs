//! The one interface everything that serves users goes through (`solve`, `sum`, `table`,
//! `play`, the registry, rule files): a game with its options, on one road, with opaque
//! positions.

use super::drawing::Figure;
use super::table::{Driver, Table};
use crate::analysis::{Analysis, Engine, MoveReport, MoveValue};
use crate::db::bridge::Schema;
use crate::error::Error;
use crate::game::Kind;
use crate::notation::Token;
use crate::position::Position;
use crate::text::Text;
use crate::value::{Nimber, Value};
use std::path::Path;

/// A game with its options behind one interface: the registry's families and rule files
/// alike. Positions are opaque [`Position`]s made by [`DynGame::parse`] or by a move.
pub trait DynGame {
    /// The game with its options, as typed (e.g. `subtraction --moves 1,3,7,8`).
    fn name(&self) -> String;
    /// What positions are valued by: nimbers (impartial, normal play), so the game adds in
    /// a sum, or outcomes only.
    fn kind(&self) -> Kind;
    /// Whether the players have different moves (a partizan rule file whose positions say
    /// whose turn it is): such a game is no component of an impartial compound.
    fn partizan(&self) -> bool {
        false
    }
    /// Whether positions may come back to themselves or ends be scored as wins or ties (a
    /// rule file): a compound explores such a game before it trusts a theorem with it.
    fn may_loop(&self) -> bool {
        false
    }
    /// The position as heaps of Nim under normal play, where the game is Nim itself (see
    /// [`Theory::nim_heaps`](super::Theory::nim_heaps)).
    fn nim_heaps(&self, _position: &Position) -> Option<Vec<u64>> {
        None
    }
    /// The move that leaves `to` counters in heap `heap` of a position
    /// [`DynGame::nim_heaps`] gave.
    fn nim_move(&self, _position: &Position, _heap: usize, _to: u64) -> Option<MoveReport> {
        None
    }
    /// Reads a position from the words the user typed.
    fn parse(&self, words: &[Token<'_>]) -> Result<Position, Error>;
    /// The position in input notation.
    fn show(&self, position: &Position) -> String;
    /// A picture of the position (a board), when it has one beyond its notation.
    fn draw(&self, position: &Position) -> Option<String>;
    /// The position as cells for the web page's board (rows joined by `/`, one character a
    /// cell), for a game that draws its own (a rule file's `fn board(p)`).
    fn cells(&self, _position: &Position) -> Option<String> {
        None
    }
    /// The graph the web page's board draws, for a game whose board is the graph it read
    /// ([`Drawing::Graph`](super::Drawing::Graph)).
    fn figure(&self) -> Option<Figure> {
        None
    }
    /// Whether play has ended at `position`: no move is left, or a rule ended it.
    fn is_over(&self, position: &Position) -> bool;
    /// The value of a position, with its remoteness where it can be had cheaply.
    fn value(&mut self, position: &Position) -> Result<Value, Error>;
    /// The full answer: value, every winning (or tying, drawing) move and why; with
    /// `all_moves`, every move with its value as well.
    fn analyze(&mut self, position: &Position, all_moves: bool) -> Result<Analysis, Error>;
    /// How many moves `position` has, where that is known without listing them (a family's
    /// theory counts them): what decides that they are too many to list one by one.
    fn move_count(&self, _position: &Position) -> Option<u64> {
        None
    }
    /// Every move with its value and the position it leads to, best first for the mover.
    fn moves(&mut self, position: &Position) -> Result<Vec<(MoveValue, Position)>, Error>;
    /// Every move with the position it leads to, unvalued, in the game's order.
    fn successors(&self, position: &Position) -> Result<Vec<(Text, Position)>, Error>;
    /// The positions the moves lead to, without the moves' words: what a search of the
    /// game's positions walks (the same order as [`DynGame::successors`]).
    fn options(&self, position: &Position) -> Result<Vec<Position>, Error> {
        Ok(self
            .successors(position)?
            .into_iter()
            .map(|(_, p)| p)
            .collect())
    }
    /// How a solve database holds positions shaped like `position` (a row of its length, a
    /// board of its size); an error naming why for a game without tiers.
    fn database(&self, _position: &Position) -> Result<Box<dyn Schema>, Error> {
        Err(Error::invalid(
            Text::new("error-db-no-tiers").arg("game", self.name()),
        ))
    }
    /// Keeps the long searches of `position` in the file `file` now and then, going on from
    /// what the file holds (`--checkpoint`), for a game whose family is
    /// [`resumable`](super::Family::resumable); an error naming why for any other.
    fn keep_run(&mut self, _file: &Path, _position: &Position) -> Result<(), Error> {
        Err(Error::invalid(
            Text::new("error-checkpoint-none").arg("game", self.name()),
        ))
    }
    /// A bound on the work of a plain search from `position` (positions times moves), known
    /// before it starts: what a sum on the generic road adds up over its parts and checks
    /// against the budget up front. `None` when too large to count.
    fn search_work(&self, position: &Position) -> Option<u64>;
    /// The nimber, for sums; an error if the game has none.
    fn nimber(&mut self, position: &Position) -> Result<Nimber, Error>;
    /// Every move to a position of nimber `target`.
    fn moves_to_nimber(
        &mut self,
        position: &Position,
        target: Nimber,
    ) -> Result<Vec<MoveReport>, Error>;
    /// What `boyi table` lists for this game (see [`Theory::table`](super::Theory::table));
    /// refused before its first line when it cannot reach `to`.
    fn table(&mut self, to: Option<u64>, driver: &mut dyn Driver) -> Result<Table<'_>, Error>;
}

/// Which road a [`DynGame`] takes to its answers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Road {
    /// The family's theory (closed forms, proven periods, reductions).
    #[default]
    Theory,
    /// Plain search of every reachable position, to check the theory.
    Generic,
    /// The theory, checked by plain search: an answer where both agree, an
    /// [`Error::Disagree`] naming both where they do not.
    Both,
}

impl Road {
    /// The road a word names, as `--engine` and `engine=` take it: `theory`, `generic` or
    /// `both`.
    pub fn from_word(word: &str) -> Option<Road> {
        match word {
            "theory" => Some(Road::Theory),
            "generic" => Some(Road::Generic),
            "both" => Some(Road::Both),
            _ => None,
        }
    }
}

/// The error for a game without nimbers in a sum.
pub fn no_nimber(game: &str) -> Error {
    Error::invalid(Text::new("error-no-nimber").arg("game", game))
}

/// The engine tag for answers on a road.
pub fn engine_of(road: Road) -> Engine {
    match road {
        Road::Theory => Engine::Theory,
        Road::Generic => Engine::Generic,
        Road::Both => Engine::Both,
    }
}
