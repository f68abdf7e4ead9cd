//! The typed side of a game family: what a family module writes for its rules.

use super::drawing::Figure;
use super::table::{Driver, Table};
use crate::analysis::{Analysis, MoveReport};
use crate::db::bridge::Schema;
use crate::error::Error;
use crate::game::{Game, Notation};
use crate::text::Text;
use crate::value::{Nimber, Value};
use std::path::Path;

/// The typed side of a game family: what a family module writes for its rules, beside
/// [`Game`] and [`Notation`]. [`erase`](super::erase) turns it into a
/// [`DynGame`](super::DynGame).
pub trait Theory: 'static {
    /// The rules, for move generation and the generic engine.
    type Game: Notation + 'static;

    /// The rules with their options.
    fn game(&self) -> &Self::Game;

    /// The value by the theory (the fastest proved road).
    fn value(&mut self, position: &Pos<Self>) -> Result<Value, Error>;

    /// The theory's full answer: value, every winning move and why.
    fn analyze(&mut self, position: &Pos<Self>) -> Result<Analysis, Error>;

    /// A bound on the work of a plain search from `position` (positions times moves);
    /// `None` when too large to count.
    fn search_work(&self, position: &Pos<Self>) -> Option<u64>;

    /// A bound on the number of moves from `position`, 0 exactly when there is none;
    /// `None` when too large to count.
    fn move_count(&self, position: &Pos<Self>) -> Option<u64>;

    /// The nimber, for sums. The default asks [`Self::value`].
    fn nimber(&mut self, position: &Pos<Self>) -> Result<Option<Nimber>, Error> {
        Ok(self.value(position)?.nimber)
    }

    /// Every move to a position of nimber `target`, when the theory finds them without
    /// listing every move; `None` to let the caller list every move instead.
    fn moves_to_nimber(
        &mut self,
        _position: &Pos<Self>,
        _target: Nimber,
    ) -> Result<Option<Vec<MoveReport>>, Error> {
        Ok(None)
    }

    /// The position as heaps of Nim under normal play, where the game is Nim itself: a
    /// misère sum of such components is misère Nim of all their heaps together.
    fn nim_heaps(&self, _position: &Pos<Self>) -> Option<Vec<u64>> {
        None
    }

    /// The move that leaves `to` counters in heap `heap` (from 0) of a position
    /// [`Self::nim_heaps`] gave, in the game's words, with the position after it always written.
    fn nim_move(&self, _position: &Pos<Self>, _heap: usize, _to: u64) -> Option<MoveReport> {
        None
    }

    /// How a solve database holds positions shaped like `position`, for a game with tiers.
    fn database(&self, _position: &Pos<Self>) -> Option<Result<Box<dyn Schema>, Error>> {
        None
    }

    /// Keeps the long searches of `position` in the file `file` now and then, going on from
    /// what it holds, for a [`resumable`](super::Family::resumable) family.
    fn keep_run(&mut self, _file: &Path, _position: &Pos<Self>) -> Option<Result<(), Error>> {
        None
    }

    /// A picture of the position for people (a board), when the notation is not one.
    fn draw(&self, _position: &Pos<Self>) -> Option<String> {
        None
    }

    /// The graph the board draws, for a game whose board is the graph it read
    /// ([`Drawing::Graph`](super::Drawing::Graph)); `None` for one too large to draw.
    fn figure(&self) -> Option<Figure> {
        None
    }

    /// What `boyi table` lists for this game up to `to` (without one, as far as its
    /// computation reaches: to a proven period, or `driver.max()` values), if anything; a
    /// table that cannot reach `to` is refused here, before its first line.
    fn table(&mut self, _to: Option<u64>, _driver: &mut dyn Driver) -> Result<Table<'_>, Error> {
        Err(Error::invalid(
            Text::new("error-no-table").arg("game", self.game().name()),
        ))
    }
}

/// The position type of a theory's game.
pub type Pos<T> = <<T as Theory>::Game as Game>::Position;

/// A move of a theory's game.
pub type Move<T> = <<T as Theory>::Game as Game>::Move;
