//! A game answered from a solve database: the one interface everything that serves users
//! goes through ([`DynGame`]), every value read from the file, no search.

use super::drawing::Figure;
use super::dyn_game::{no_nimber, DynGame};
use super::table::{Driver, Table};
use crate::analysis::{position_after, sort_moves, Analysis, Engine, MoveReport, MoveValue};
use crate::db::{check_names, Database, Record, Schema};
use crate::error::Error;
use crate::game::Kind;
use crate::notation::{escape_controls, tokens, Token};
use crate::position::Position;
use crate::text::Text;
use crate::value::{Nimber, Outcome, Value};
use std::path::Path;

/// A game whose values come from a solve database built for it.
pub struct Stored {
    game: Box<dyn DynGame>,
    schema: Box<dyn Schema>,
    db: Database,
}

impl Stored {
    /// `game` answered from the database at `path`, built for positions shaped like
    /// `position`; refused if the file holds another game, other rules or another shape.
    pub fn open(game: Box<dyn DynGame>, position: &Position, path: &Path) -> Result<Stored, Error> {
        let db = Database::open(path)?;
        let schema = schema_of(game.as_ref(), position, &db)?;
        Ok(Stored { game, schema, db })
    }

    /// `game` answered from `db` through `schema`, which [`check_names`] has accepted.
    pub fn from_checked(game: Box<dyn DynGame>, schema: Box<dyn Schema>, db: Database) -> Stored {
        debug_assert!(check_names(schema.as_ref(), &db).is_ok());
        Stored { game, schema, db }
    }

    /// The database.
    pub fn database_file(&self) -> &Database {
        &self.db
    }

    /// The record of a position; an error naming the database's root if it does not hold it.
    fn record(&self, position: &Position) -> Result<Record, Error> {
        self.schema.record(&self.db, position)?.ok_or_else(|| {
            Error::invalid(
                Text::new("error-db-not-held")
                    .arg("position", self.game.show(position))
                    .arg("file", self.db.file())
                    .arg("root", escape_controls(&self.db.meta().root, false)),
            )
        })
    }

    /// Every move with the value it leads to, best first for the mover.
    fn valued_moves(&self, position: &Position) -> Result<Vec<(MoveValue, Position)>, Error> {
        let shown = self.game.show(position);
        let mut moves = Vec::new();
        for (mv, child) in self.game.successors(position)? {
            let after = self.record(&child)?;
            let value = MoveValue {
                mv,
                position: position_after(&shown, || self.game.show(&child)),
                outcome: after.outcome.flip(),
                remoteness: after.remoteness,
            };
            moves.push((value, child));
        }
        sort_moves(&mut moves);
        Ok(moves)
    }
}

/// The schema that reads `db` for `game` at `position`, checked against the file's header:
/// the position's own, or where the file holds positions of another shape that take this
/// one in (a Chomp database numbers every diagram inside its root's box), the schema of the
/// file's shape.
pub fn schema_of(
    game: &dyn DynGame,
    position: &Position,
    db: &Database,
) -> Result<Box<dyn Schema>, Error> {
    let own = game.database(position)?;
    let refused = match check_names(own.as_ref(), db) {
        Ok(()) => return Ok(own),
        Err(e) if own.shape() == db.meta().shape => return Err(e),
        Err(e) => e,
    };
    let wider = game
        .parse(&tokens(&db.meta().shape))
        .and_then(|shape| game.database(&shape));
    match wider {
        Ok(schema)
            if check_names(schema.as_ref(), db).is_ok()
                && schema.record(db, position).is_ok_and(|r| r.is_some()) =>
        {
            Ok(schema)
        }
        _ => Err(refused),
    }
}

impl DynGame for Stored {
    fn name(&self) -> String {
        self.game.name()
    }

    fn kind(&self) -> Kind {
        self.game.kind()
    }

    fn partizan(&self) -> bool {
        self.game.partizan()
    }

    fn nim_heaps(&self, position: &Position) -> Option<Vec<u64>> {
        self.game.nim_heaps(position)
    }

    fn nim_move(&self, position: &Position, heap: usize, to: u64) -> Option<MoveReport> {
        self.game.nim_move(position, heap, to)
    }

    fn may_loop(&self) -> bool {
        self.game.may_loop()
    }

    fn parse(&self, words: &[Token<'_>]) -> Result<Position, Error> {
        self.game.parse(words)
    }

    fn show(&self, position: &Position) -> String {
        self.game.show(position)
    }

    fn draw(&self, position: &Position) -> Option<String> {
        self.game.draw(position)
    }

    fn cells(&self, position: &Position) -> Option<String> {
        self.game.cells(position)
    }

    fn figure(&self) -> Option<Figure> {
        self.game.figure()
    }

    fn is_over(&self, position: &Position) -> bool {
        self.game.is_over(position)
    }

    fn value(&mut self, position: &Position) -> Result<Value, Error> {
        Ok(self.record(position)?.value())
    }

    /// The value, every move that achieves the outcome (all winning moves for a win), every
    /// move with its value with `all_moves`, and where the answer comes from.
    fn analyze(&mut self, position: &Position, all_moves: bool) -> Result<Analysis, Error> {
        let record = self.record(position)?;
        let shown = self.game.show(position);
        let mut answer = Analysis::new(self.game.name(), shown, record.value(), Engine::Database);
        let moves = self.valued_moves(position)?;
        if record.outcome != Outcome::Lose {
            answer.winning_moves = moves
                .iter()
                .filter(|(m, _)| m.outcome == record.outcome)
                .map(|(m, _)| MoveReport {
                    mv: m.mv.clone(),
                    position: m.position.clone(),
                })
                .collect();
        }
        let meta = self.db.meta();
        // The file's name without its folder: the web page shows this to visitors, who are
        // not told where the server keeps its files.
        let name = Path::new(self.db.file()).file_name();
        let name = name.map_or_else(|| self.db.file().into(), |n| n.to_string_lossy());
        answer.explanation = Text::new("db-explanation")
            .arg("file", escape_controls(&name, false))
            .arg("positions", meta.positions())
            .arg("root", escape_controls(&meta.root, false));
        if all_moves {
            answer.moves = Some(moves.into_iter().map(|(m, _)| m).collect());
        }
        Ok(answer)
    }

    fn moves(&mut self, position: &Position) -> Result<Vec<(MoveValue, Position)>, Error> {
        self.valued_moves(position)
    }

    fn successors(&self, position: &Position) -> Result<Vec<(Text, Position)>, Error> {
        self.game.successors(position)
    }

    fn database(&self, position: &Position) -> Result<Box<dyn Schema>, Error> {
        self.game.database(position)
    }

    fn move_count(&self, position: &Position) -> Option<u64> {
        self.game.move_count(position)
    }

    /// A database answers from its file, searching nothing.
    fn search_work(&self, _position: &Position) -> Option<u64> {
        Some(0)
    }

    fn nimber(&mut self, position: &Position) -> Result<Nimber, Error> {
        self.record(position)?
            .nimber
            .ok_or_else(|| no_nimber(&self.game.name()))
    }

    fn moves_to_nimber(
        &mut self,
        position: &Position,
        target: Nimber,
    ) -> Result<Vec<MoveReport>, Error> {
        let mut found = Vec::new();
        for (mv, child) in self.game.successors(position)? {
            if self.record(&child)?.nimber == Some(target) {
                let shown = self.game.show(position);
                let position = position_after(&shown, || self.game.show(&child));
                found.push(MoveReport { mv, position });
            }
        }
        Ok(found)
    }

    fn table(&mut self, to: Option<u64>, driver: &mut dyn Driver) -> Result<Table<'_>, Error> {
        self.game.table(to, driver)
    }
}
