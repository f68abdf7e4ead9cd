//! One interface for every game family.
//!
//! A family module implements [`Theory`] for its rules: how to read a position, how the
//! theory values it, how to explain it. [`erase`] wraps that in a [`DynGame`], the one
//! interface everything that serves users goes through (`solve`, `sum`, `table`, `play`,
//! the registry, rule files): it adds the generic engine beside the theory, remoteness by
//! search where the theory has none, and the value of every move.

use crate::analysis::{self, position_after, Analysis, Engine, MoveReport};
use crate::budget;
use crate::error::Error;
use crate::game::{Game, Notation};
use crate::notation::Token;
use crate::solve::grundy::Solver;
use crate::solve::period::Period;
use crate::value::{Nimber, Outcome, Play, Remoteness, Value};
use serde::Serialize;
use std::any::Any;
use std::cmp::Reverse;
use std::rc::Rc;

/// A position of some game, as a [`DynGame`] hands it out: opaque to the caller, typed
/// inside the game that made it. Cheap to clone.
#[derive(Clone)]
pub struct Position(Rc<dyn Any>);

impl Position {
    /// Wraps a typed position.
    pub fn new<P: 'static>(p: P) -> Self {
        Position(Rc::new(p))
    }

    /// The typed position; `None` if it was made by a game of another type.
    pub fn get<P: 'static>(&self) -> Option<&P> {
        self.0.downcast_ref()
    }
}

/// One move with the value it leads to, as a game explorer shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveValue {
    /// What to do, in the notation `solve` prints.
    #[serde(rename = "move")]
    pub mv: String,
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

/// One line of a table of heap values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeapRow {
    /// The Grundy value (the misère Grundy value under misère play), when known.
    pub grundy: Option<u64>,
    /// The result for the player to move.
    pub outcome: Outcome,
}

impl HeapRow {
    /// The row of a heap with Grundy value `g` (normal or misère): the mover loses exactly
    /// where it is 0.
    pub fn from_grundy(g: u64) -> HeapRow {
        HeapRow {
            grundy: Some(g),
            outcome: if g == 0 { Outcome::Lose } else { Outcome::Win },
        }
    }
}

/// What `boyi table` lists for a game.
pub enum Table<'a> {
    /// The values of the positions 0, 1, 2, … of a game on one integer.
    Heaps {
        /// The heading of the Grundy column (`nimber`, `misère grundy`), `None` without one.
        label: Option<&'static str>,
        /// The value of heap `n`.
        row: Box<dyn FnMut(u64) -> Result<HeapRow, Error> + 'a>,
        /// The proven period, with the proof in words.
        period: Option<(Period, String)>,
        /// A closing remark (what the Grundy column means), if any.
        note: Option<&'static str>,
        /// What the computation behind the values found.
        summary: Summary,
    },
    /// The P-positions (a, b), a ≤ b, of a game on two heaps, in order of a.
    Pairs {
        /// The pairs, produced as they are read.
        pairs: Box<dyn Iterator<Item = (u64, u64)> + 'a>,
        /// A closing remark on how they arise.
        note: &'static str,
    },
}

/// What the computation behind a table of heap values found (`boyi table --summary`).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Summary {
    /// Values computed, heaps 0 to `values_computed - 1`.
    pub values_computed: u64,
    /// The largest value among them.
    pub largest: u64,
    /// Where the proven period starts, if one is proven.
    pub preperiod: Option<u64>,
    /// The proven period, if any.
    pub period: Option<u64>,
    /// What the values gain over each period when the proven period is arithmetic
    /// (g(n + period) = g(n) + saltus); `None` for a plain period or none.
    pub saltus: Option<u64>,
    /// The mask of the rare/common split of the sparse-space method, when one is used.
    pub rare_mask: Option<u32>,
    /// Heaps (from 0) whose value is rare under the mask.
    pub rare_count: Option<u64>,
    /// The largest heap with a rare value.
    pub last_rare: Option<u64>,
}

/// The caller's side of a long table computation (take-and-break codes): how far it may
/// go, where it saves itself, and whom it tells how far it got. Families that finish at
/// once ask only [`Driver::max`].
pub trait Driver {
    /// The most values to compute without a proven period (`--max`).
    fn max(&self) -> Option<u64>;

    /// Values of `game` saved by an earlier run, to go on from.
    fn resume(&mut self, game: &str) -> Result<Option<Vec<u32>>, Error>;

    /// Told now and then of the values of `game` so far (and once more at the end, with
    /// `done`): for a progress bar and checkpoints.
    fn tick(&mut self, game: &str, values: &[u32], done: bool) -> Result<(), Error>;
}

/// A [`Driver`] with no limit, no checkpoint and no progress to show.
pub struct Quiet;

impl Driver for Quiet {
    fn max(&self) -> Option<u64> {
        None
    }

    fn resume(&mut self, _: &str) -> Result<Option<Vec<u32>>, Error> {
        Ok(None)
    }

    fn tick(&mut self, _: &str, _: &[u32], _: bool) -> Result<(), Error> {
        Ok(())
    }
}

/// The typed side of a game family: what a family module writes for its rules, beside
/// [`Game`] and [`Notation`]. [`erase`] turns it into a [`DynGame`].
pub trait Theory: 'static {
    /// The rules, for move generation and the generic engine.
    type Game: Notation + 'static;

    /// The rules with their options.
    fn game(&self) -> &Self::Game;

    /// Whether positions have nimbers (impartial, normal play), so the game can be added.
    fn impartial(&self) -> bool;

    /// Reads a position from the words the user typed.
    fn parse(&self, words: &[Token<'_>]) -> Result<Pos<Self>, Error>;

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

    /// A picture of the position for people (a board), when the notation is not one.
    fn draw(&self, _position: &Pos<Self>) -> Option<String> {
        None
    }

    /// What `boyi table` lists for this game up to `to` (without one, as far as its
    /// computation reaches: to a proven period, or `driver.max()` values), if anything; a
    /// table that cannot reach `to` is refused here, before its first line.
    fn table(&mut self, _to: Option<u64>, _driver: &mut dyn Driver) -> Result<Table<'_>, Error> {
        Err(Error::Invalid(format!(
            "{} has no table: tables list games on one integer (or Wythoff's pairs)",
            self.game().name()
        )))
    }
}

/// The position type of a theory's game.
pub type Pos<T> = <<T as Theory>::Game as Game>::Position;

/// A game with its options behind one interface: the registry's families and rule files
/// alike. Positions are opaque [`Position`]s made by [`DynGame::parse`] or by a move.
pub trait DynGame {
    /// The game with its options, as typed (e.g. `subtraction --moves 1,3,7,8`).
    fn name(&self) -> String;
    /// Whether positions have nimbers (impartial, normal play).
    fn impartial(&self) -> bool;
    /// Reads a position from the words the user typed.
    fn parse(&self, words: &[Token<'_>]) -> Result<Position, Error>;
    /// The position in input notation.
    fn show(&self, position: &Position) -> String;
    /// A picture of the position (a board), when it has one beyond its notation.
    fn draw(&self, position: &Position) -> Option<String>;
    /// Whether play has ended at `position`: no move is left, or a rule ended it.
    fn is_over(&self, position: &Position) -> bool;
    /// The value of a position, with its remoteness where it can be had cheaply.
    fn value(&mut self, position: &Position) -> Result<Value, Error>;
    /// The full answer: value, every winning (or tying, drawing) move and why; with
    /// `all_moves`, every move with its value as well.
    fn analyze(&mut self, position: &Position, all_moves: bool) -> Result<Analysis, Error>;
    /// Every move with its value and the position it leads to, best first for the mover.
    fn moves(&mut self, position: &Position) -> Result<Vec<(MoveValue, Position)>, Error>;
    /// The nimber, for sums; an error if the game has none.
    fn nimber(&mut self, position: &Position) -> Result<Nimber, Error>;
    /// Every move to a position of nimber `target`.
    fn moves_to_nimber(
        &mut self,
        position: &Position,
        target: Nimber,
    ) -> Result<Vec<MoveReport>, Error>;
    /// What `boyi table` lists for this game (see [`Theory::table`]); refused before its
    /// first line when it cannot reach `to`.
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
}

/// A family's theory behind the [`DynGame`] interface, on the given road.
pub fn erase<T: Theory>(theory: T, road: Road) -> Box<dyn DynGame>
where
    T::Game: Clone,
{
    Box::new(Erased {
        theory,
        road,
        search: None,
    })
}

struct Erased<T: Theory> {
    theory: T,
    road: Road,
    /// The generic engine, built on first use and kept, so a game played move by move
    /// searches each position once.
    search: Option<Solver<T::Game>>,
}

impl<T: Theory> Erased<T>
where
    T::Game: Clone,
{
    fn typed<'p>(&self, position: &'p Position) -> &'p Pos<T> {
        position
            .get::<Pos<T>>()
            .expect("a position is used only with the game that made it")
    }

    fn solver(&mut self) -> &mut Solver<T::Game> {
        let (game, impartial) = (self.theory.game().clone(), self.theory.impartial());
        self.search.get_or_insert_with(|| {
            Solver::of_kind(game, impartial).with_limit(budget::search_positions())
        })
    }

    /// The value on this game's road; on the theory's, with remoteness from a small search.
    fn value_of(&mut self, p: &Pos<T>) -> Result<Value, Error> {
        match self.road {
            Road::Generic => {
                budget::check_search(self.theory.search_work(p))?;
                Ok(self.solver().value(p)?)
            }
            Road::Theory => {
                let mut value = self.theory.value(p)?;
                if value.remoteness.is_none() {
                    value.remoteness = self.small_search_remoteness(p);
                }
                Ok(value)
            }
        }
    }

    /// The remoteness from a search of every position below `p`, when that is small.
    fn small_search_remoteness(&mut self, p: &Pos<T>) -> Option<Remoteness> {
        let work = self.theory.search_work(p)?;
        if work > budget::REMOTENESS_WORK {
            return None;
        }
        self.solver().value(p).ok()?.remoteness
    }

    fn typed_moves(&mut self, p: &Pos<T>) -> Result<Vec<(MoveValue, Pos<T>)>, Error> {
        budget::check_move_list(self.theory.move_count(p))?;
        let game = self.theory.game().clone();
        let shown = game.show_position(p);
        let mut moves = Vec::new();
        if game.end(p).is_none() {
            game.moves(p, &mut moves);
        }
        let mut valued = Vec::with_capacity(moves.len());
        for (mv, next) in moves {
            let after = self.value_of(&next)?;
            valued.push((
                MoveValue {
                    mv: game.show_move(&mv, p),
                    position: position_after(&shown, || game.show_position(&next)),
                    outcome: after.outcome.flip(),
                    remoteness: after.remoteness,
                },
                next,
            ));
        }
        sort_moves(&mut valued);
        Ok(valued)
    }
}

impl<T: Theory> DynGame for Erased<T>
where
    T::Game: Clone,
{
    fn name(&self) -> String {
        self.theory.game().name()
    }

    fn impartial(&self) -> bool {
        self.theory.impartial()
    }

    fn parse(&self, words: &[Token<'_>]) -> Result<Position, Error> {
        Ok(Position::new(self.theory.parse(words)?))
    }

    fn show(&self, position: &Position) -> String {
        self.theory.game().show_position(self.typed(position))
    }

    fn draw(&self, position: &Position) -> Option<String> {
        self.theory.draw(self.typed(position))
    }

    fn is_over(&self, position: &Position) -> bool {
        let p = self.typed(position);
        self.theory.game().end(p).is_some() || self.theory.move_count(p) == Some(0)
    }

    fn value(&mut self, position: &Position) -> Result<Value, Error> {
        let p = self.typed(position).clone();
        self.value_of(&p)
    }

    fn analyze(&mut self, position: &Position, all_moves: bool) -> Result<Analysis, Error> {
        let p = self.typed(position).clone();
        let mut answer = match self.road {
            Road::Generic => {
                budget::check_search(self.theory.search_work(&p))?;
                analysis::generic(self.solver(), &p)?
            }
            Road::Theory => {
                let mut answer = self.theory.analyze(&p)?;
                if answer.remoteness.is_none() {
                    if let Some(r) = self.small_search_remoteness(&p) {
                        answer.remoteness = Some(r);
                        answer.explanation.push_str(
                            "\nRemoteness: by a search of every position reachable from this one.",
                        );
                    }
                }
                answer
            }
        };
        if all_moves {
            let moves = self.typed_moves(&p)?;
            answer.moves = Some(moves.into_iter().map(|(m, _)| m).collect());
        }
        Ok(answer)
    }

    fn moves(&mut self, position: &Position) -> Result<Vec<(MoveValue, Position)>, Error> {
        let p = self.typed(position).clone();
        Ok(self
            .typed_moves(&p)?
            .into_iter()
            .map(|(m, next)| (m, Position::new(next)))
            .collect())
    }

    fn nimber(&mut self, position: &Position) -> Result<Nimber, Error> {
        let p = self.typed(position).clone();
        let nimber = match self.road {
            Road::Theory => self.theory.nimber(&p)?,
            Road::Generic => self.value_of(&p)?.nimber,
        };
        nimber.ok_or_else(|| no_nimber(&self.name()))
    }

    fn moves_to_nimber(
        &mut self,
        position: &Position,
        target: Nimber,
    ) -> Result<Vec<MoveReport>, Error> {
        let p = self.typed(position).clone();
        if self.road == Road::Theory {
            if let Some(found) = self.theory.moves_to_nimber(&p, target)? {
                return Ok(found);
            }
        }
        budget::check_move_list(self.theory.move_count(&p))?;
        let game = self.theory.game().clone();
        analysis::moves_where(&game, &p, |_, next| {
            Ok(self.nimber(&Position::new(next.clone()))? == target)
        })
    }

    fn table(&mut self, to: Option<u64>, driver: &mut dyn Driver) -> Result<Table<'_>, Error> {
        self.theory.table(to, driver)
    }
}

/// The error for a game without nimbers in a sum.
pub fn no_nimber(game: &str) -> Error {
    Error::Invalid(format!(
        "{game} has no nimber (misère and partizan games have none; only impartial games under \
         normal play do), so it cannot be added"
    ))
}

/// The engine tag for answers on a road.
pub fn engine_of(road: Road) -> Engine {
    match road {
        Road::Theory => Engine::Theory,
        Road::Generic => Engine::Generic,
    }
}

/// What every heap game's table shares: the Grundy column's heading and note by play.
pub fn grundy_label(play: Play) -> (&'static str, Option<&'static str>) {
    match play {
        Play::Normal => ("nimber", None),
        Play::Misere => (
            "misère grundy",
            Some(
                "misère grundy: a position without moves has value 1; the player to move \
                 loses exactly where it is 0.",
            ),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(outcome: Outcome, remoteness: Option<Remoteness>) -> (MoveValue, ()) {
        (
            MoveValue {
                mv: String::new(),
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
