//! Two games behind one family name, chosen by the position typed: one heap of a
//! subtraction game keeps its single-heap theory, several heaps under misère play are a sum
//! answered by the misère quotient.

use super::dyn_game::DynGame;
use super::table::{Driver, Table};
use crate::analysis::{Analysis, MoveReport, MoveValue};
use crate::error::Error;
use crate::game::Kind;
use crate::notation::Token;
use crate::position::Position;
use crate::text::Text;
use crate::value::{Nimber, Value};

/// `one` answers positions typed as one word, `many` longer ones; positions remember which.
pub struct Split {
    one: Box<dyn DynGame>,
    many: Box<dyn DynGame>,
}

/// A position of one of the two games.
struct Side {
    many: bool,
    position: Position,
}

impl Split {
    /// The family as `one` on one word and `many` on several.
    pub fn new(one: Box<dyn DynGame>, many: Box<dyn DynGame>) -> Split {
        Split { one, many }
    }

    /// The game that made `position`, and its own position.
    fn side<'a>(&'a self, position: &'a Position) -> (&'a dyn DynGame, &'a Position, bool) {
        let side = position.get::<Side>().expect("made by this game");
        let game = if side.many { &self.many } else { &self.one };
        (game.as_ref(), &side.position, side.many)
    }

    /// The same, to change.
    fn side_mut<'a>(
        &'a mut self,
        position: &'a Position,
    ) -> (&'a mut dyn DynGame, &'a Position, bool) {
        let side = position.get::<Side>().expect("made by this game");
        let game = if side.many {
            &mut self.many
        } else {
            &mut self.one
        };
        (game.as_mut(), &side.position, side.many)
    }
}

fn wrap(many: bool, position: Position) -> Position {
    Position::new(Side { many, position })
}

impl DynGame for Split {
    fn name(&self) -> String {
        self.one.name()
    }

    fn kind(&self) -> Kind {
        self.one.kind()
    }

    fn partizan(&self) -> bool {
        self.one.partizan()
    }

    fn may_loop(&self) -> bool {
        self.one.may_loop() || self.many.may_loop()
    }

    fn parse(&self, words: &[Token<'_>]) -> Result<Position, Error> {
        let many = words.len() > 1;
        let game = if many { &self.many } else { &self.one };
        Ok(wrap(many, game.parse(words)?))
    }

    fn show(&self, position: &Position) -> String {
        let (game, position, _) = self.side(position);
        game.show(position)
    }

    fn draw(&self, position: &Position) -> Option<String> {
        let (game, position, _) = self.side(position);
        game.draw(position)
    }

    fn is_over(&self, position: &Position) -> bool {
        let (game, position, _) = self.side(position);
        game.is_over(position)
    }

    fn value(&mut self, position: &Position) -> Result<Value, Error> {
        let (game, position, _) = self.side_mut(position);
        game.value(position)
    }

    fn analyze(&mut self, position: &Position, all_moves: bool) -> Result<Analysis, Error> {
        let (game, position, _) = self.side_mut(position);
        game.analyze(position, all_moves)
    }

    fn moves(&mut self, position: &Position) -> Result<Vec<(MoveValue, Position)>, Error> {
        let (game, position, many) = self.side_mut(position);
        let moves = game.moves(position)?;
        Ok(moves.into_iter().map(|(m, p)| (m, wrap(many, p))).collect())
    }

    fn successors(&self, position: &Position) -> Result<Vec<(Text, Position)>, Error> {
        let (game, position, many) = self.side(position);
        let moves = game.successors(position)?;
        Ok(moves.into_iter().map(|(m, p)| (m, wrap(many, p))).collect())
    }

    fn database(&self, position: &Position) -> Result<Box<dyn crate::db::bridge::Schema>, Error> {
        let (game, position, _) = self.side(position);
        game.database(position)
    }

    fn search_work(&self, position: &Position) -> Option<u64> {
        let (game, position, _) = self.side(position);
        game.search_work(position)
    }

    fn move_count(&self, position: &Position) -> Option<u64> {
        let (game, position, _) = self.side(position);
        game.move_count(position)
    }

    fn nimber(&mut self, position: &Position) -> Result<Nimber, Error> {
        let (game, position, _) = self.side_mut(position);
        game.nimber(position)
    }

    fn moves_to_nimber(
        &mut self,
        position: &Position,
        target: Nimber,
    ) -> Result<Vec<MoveReport>, Error> {
        let (game, position, _) = self.side_mut(position);
        game.moves_to_nimber(position, target)
    }

    fn table(&mut self, to: Option<u64>, driver: &mut dyn Driver) -> Result<Table<'_>, Error> {
        self.one.table(to, driver)
    }
}
