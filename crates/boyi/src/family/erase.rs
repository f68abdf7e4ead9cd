//! A family's typed [`Theory`] behind the [`DynGame`] interface: the theory's answers, the
//! generic engine beside them, remoteness by search where the theory has none, and the
//! value of every move.

use super::both;
use super::drawing::Figure;
use super::dyn_game::{no_nimber, DynGame, Road};
use super::table::{Driver, Table};
use super::theory::{Move, Pos, Theory};
use crate::analysis::{self, position_after, sort_moves, Analysis, Engine, MoveReport, MoveValue};
use crate::budget::{self, Budget};
use crate::db::bridge::Schema;
use crate::error::Error;
use crate::game::{Game, Notation};
use crate::game::{Kind, Written};
use crate::notation::Token;
use crate::position::Position;
use crate::solve::grundy::Solver;
use crate::text::Text;
use crate::value::{Nimber, Remoteness, Value};
use std::path::Path;

/// A family's theory behind the [`DynGame`] interface, on the given road, its searches
/// within `budget`.
pub fn erase<T: Theory>(theory: T, road: Road, budget: Budget) -> Box<dyn DynGame>
where
    T::Game: Clone,
{
    Box::new(Erased {
        theory,
        road,
        budget,
        search: None,
    })
}

/// Every move of a theory's game from one position, with the position it leads to.
type Successors<T> = Vec<(Move<T>, Pos<T>)>;

struct Erased<T: Theory> {
    theory: T,
    road: Road,
    /// The memory the request that loaded the game may use.
    budget: Budget,
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
        let game = self.theory.game().clone();
        let budget = &self.budget;
        self.search
            .get_or_insert_with(|| Solver::new(game).with_budget(budget))
    }

    /// The value on this game's road; on the theory's, with remoteness from a small search.
    fn value_of(&mut self, p: &Pos<T>) -> Result<Value, Error> {
        match self.road {
            Road::Generic => self.searched_value(p),
            Road::Theory => self.theory_value(p),
            Road::Both => {
                let value = self.theory_value(p)?;
                let searched = self.searched_value(p)?;
                let shown = self.theory.game().show_position(p);
                both::check_value(&shown, &value, &searched)?;
                Ok(Value {
                    remoteness: value.remoteness.or(searched.remoteness),
                    ..value
                })
            }
        }
    }

    /// The value by plain search, refused up front past the budget.
    fn searched_value(&mut self, p: &Pos<T>) -> Result<Value, Error> {
        self.budget.check_search(self.theory.search_work(p))?;
        Ok(self.solver().value(p)?)
    }

    /// The value by the theory, with remoteness from a small search where it has none.
    fn theory_value(&mut self, p: &Pos<T>) -> Result<Value, Error> {
        let mut value = self.theory.value(p)?;
        if value.remoteness.is_none() {
            value.remoteness = self.small_search_remoteness(p);
        }
        Ok(value)
    }

    /// The answer by plain search, refused up front past the budget.
    fn searched_answer(&mut self, p: &Pos<T>) -> Result<Analysis, Error> {
        self.budget.check_search(self.theory.search_work(p))?;
        Ok(analysis::generic(self.solver(), p)?)
    }

    /// The theory's answer, with remoteness from a small search where it has none.
    fn theory_answer(&mut self, p: &Pos<T>) -> Result<Analysis, Error> {
        let mut answer = self.theory.analyze(p)?;
        if answer.remoteness.is_none() {
            if let Some(r) = self.small_search_remoteness(p) {
                answer.remoteness = Some(r);
                answer.explanation =
                    Text::lines(vec![answer.explanation, Text::new("remoteness-by-search")]);
            }
        }
        Ok(answer)
    }

    /// The remoteness from a search of every position below `p`, when that is small.
    fn small_search_remoteness(&mut self, p: &Pos<T>) -> Option<Remoteness> {
        let work = self.theory.search_work(p)?;
        if work > budget::REMOTENESS_WORK {
            return None;
        }
        self.solver().value(p).ok()?.remoteness
    }

    /// Every move from `p` with the position it leads to (none once the game is over),
    /// refused when there are too many to list.
    fn typed_successors(&self, p: &Pos<T>) -> Result<Successors<T>, Error> {
        budget::check_move_list(self.theory.move_count(p))?;
        let game = self.theory.game();
        let mut moves = Vec::new();
        if game.end(p).is_none() {
            game.moves(p, &mut moves);
        }
        Ok(moves)
    }

    fn typed_moves(&mut self, p: &Pos<T>) -> Result<Vec<(MoveValue, Pos<T>)>, Error> {
        let moves = self.typed_successors(p)?;
        let game = self.theory.game().clone();
        let shown = game.show_position(p);
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

    fn kind(&self) -> Kind {
        self.theory.game().kind()
    }

    fn parse(&self, words: &[Token<'_>]) -> Result<Position, Error> {
        Ok(Position::new(self.theory.game().read_position(words)?))
    }

    fn show(&self, position: &Position) -> String {
        self.theory.game().show_position(self.typed(position))
    }

    fn draw(&self, position: &Position) -> Option<String> {
        self.theory.draw(self.typed(position))
    }

    fn figure(&self) -> Option<Figure> {
        self.theory.figure()
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
        // Every move is valued before the position's own answer, so that a search keeping a
        // table answers the position from its moves' entries instead of searching it again.
        let moves = match all_moves {
            true => Some(self.typed_moves(&p)?),
            false => None,
        };
        let mut answer = match self.road {
            Road::Generic => self.searched_answer(&p)?,
            Road::Theory => self.theory_answer(&p)?,
            Road::Both => {
                let mut answer = self.theory_answer(&p)?;
                let searched = self.searched_answer(&p)?;
                both::check(&answer, &searched)?;
                let positions = self.solver().positions_solved() as u64;
                answer.remoteness = answer.remoteness.or(searched.remoteness);
                answer.engine = Engine::Both;
                answer.explanation = Text::lines(vec![answer.explanation, both::agreed(positions)]);
                answer
            }
        };
        answer.moves = moves.map(|moves| moves.into_iter().map(|(m, _)| m).collect());
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

    fn successors(&self, position: &Position) -> Result<Vec<(Text, Position)>, Error> {
        let p = self.typed(position);
        let game = self.theory.game();
        Ok(self
            .typed_successors(p)?
            .into_iter()
            .map(|(mv, next)| (game.show_move(&mv, p), Position::new(next)))
            .collect())
    }

    fn options(&self, position: &Position) -> Result<Vec<Position>, Error> {
        let p = self.typed(position);
        Ok(self
            .typed_successors(p)?
            .into_iter()
            .map(|(_, next)| Position::new(next))
            .collect())
    }

    fn database(&self, position: &Position) -> Result<Box<dyn Schema>, Error> {
        match self.theory.database(self.typed(position)) {
            Some(schema) => schema,
            None => Err(Error::invalid(
                Text::new("error-db-no-tiers").arg("game", self.name()),
            )),
        }
    }

    fn search_work(&self, position: &Position) -> Option<u64> {
        self.theory.search_work(self.typed(position))
    }

    fn keep_run(&mut self, file: &Path, position: &Position) -> Result<(), Error> {
        let name = self.name();
        let typed = self.typed(position);
        match self.theory.keep_run(file, typed) {
            Some(kept) => kept,
            None => Err(Error::invalid(
                Text::new("error-checkpoint-none").arg("game", name),
            )),
        }
    }

    fn move_count(&self, position: &Position) -> Option<u64> {
        self.theory.move_count(self.typed(position))
    }

    fn nim_heaps(&self, position: &Position) -> Option<Vec<u64>> {
        self.theory.nim_heaps(self.typed(position))
    }

    fn nim_move(&self, position: &Position, heap: usize, to: u64) -> Option<MoveReport> {
        self.theory.nim_move(self.typed(position), heap, to)
    }

    fn nimber(&mut self, position: &Position) -> Result<Nimber, Error> {
        let p = self.typed(position).clone();
        let nimber = match self.road {
            Road::Theory => self.theory.nimber(&p)?,
            Road::Generic => self.value_of(&p)?.nimber,
            Road::Both => {
                let nimber = self.theory.nimber(&p)?;
                let searched = self.searched_value(&p)?;
                let theory = Value { nimber, ..searched };
                let shown = self.theory.game().show_position(&p);
                both::check_value(&shown, &theory, &searched)?;
                nimber.or(searched.nimber)
            }
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
        let table = self.theory.table(to, driver)?;
        Ok(table.stopped_by(&self.budget))
    }
}
