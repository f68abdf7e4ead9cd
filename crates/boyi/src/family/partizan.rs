//! A partizan family as the registry lists it: names, how a position is written and drawn,
//! and the functions that value a position (with every move of each player) within a
//! request's budget.

use super::drawing::Drawing;
use super::options::{OptionSpec, Options};
use super::spec::{surfaces, title, About};
use crate::budget::Budget;
use crate::error::Error;
use crate::partizan::family::Solution;
use crate::partizan::{Arena, GameId};
use crate::text::{Lang, Text};

/// One partizan family of the registry.
pub struct PartizanFamily {
    /// The name typed after `boyi solve`.
    pub name: &'static str,
    /// Another name (Chinese).
    pub alias: Option<&'static str>,
    /// A position, as typed after the name.
    pub example: &'static str,
    /// How a position is written.
    pub position: &'static str,
    /// How the web page draws a position and plays it by clicking; `None` for none.
    pub board: Option<Drawing>,
    /// Values a position written as text, within the request's memory budget.
    pub solve: fn(&str, Budget) -> Result<Solution, Error>,
    /// Values a position written as text with the file of values at the path (`--db`), for
    /// a family that keeps values in files.
    pub solve_stored: Option<SolveStored>,
    /// The table `boyi table` prints of the family, if it has one.
    pub table: Option<PartizanTable>,
}

/// A table of a partizan family: a row of boards that grow by one step each (the R×n
/// rectangles, the rows T^n .^B F^C), each valued.
pub struct PartizanTable {
    /// What the table lists, in one line.
    pub about: &'static str,
    /// Its options, each a whole number (`--rows`).
    pub options: &'static [OptionSpec],
    /// The options and last row of an example, as typed after `boyi table NAME`.
    pub example: &'static str,
    /// The last row when `--to` is not given.
    pub default_to: u64,
    /// The title of the table's plot for the options given.
    pub title: fn(&Options) -> Result<String, Error>,
    /// The rows 1..=to for the options given, each passed with its label and value to the
    /// last argument as it is found, within the request's budget.
    pub rows: TableRows,
}

/// How a partizan table computes its rows; see [`PartizanTable::rows`].
pub type TableRows = fn(&Options, u64, Budget, RowSink) -> Result<(), Error>;

/// Where a partizan table's rows go: the label, the arena and the value of each.
pub type RowSink<'a> = &'a mut dyn FnMut(&str, &mut Arena, GameId) -> Result<(), Error>;

/// Values a position written as text, the values of its parts read from the file at the
/// path where it holds them, within the request's memory budget.
pub type SolveStored = fn(&std::path::Path, &str, Budget) -> Result<Solution, Error>;

impl PartizanFamily {
    /// The rules in one line; the message `rules-NAME` of the translation files.
    pub fn rules(&self) -> Text {
        Text::new(format!("rules-{}", self.name))
    }

    /// What is told of this family when the games are listed, with the fields of an
    /// impartial family's ([`About`]), its rules in `lang`.
    pub fn about(&self, lang: Lang) -> About {
        let database = match self.solve_stored {
            Some(_) => Ok(()),
            None => Err(Text::new("not-for-database-partizan")),
        };
        let table = match self.table {
            Some(_) => Ok(()),
            None => Err(Text::new("not-for-table-partizan").arg("game", self.name)),
        };
        let (surfaces, not_for) = surfaces(table, database, lang);
        About {
            game: self.name,
            alias: self.alias,
            title: title(self.name).render(lang),
            rules: self.rules().render(lang),
            example: self.example,
            options: Vec::new(),
            position: self.position,
            tabulates: false,
            table_example: self.table.as_ref().map(|t| t.example),
            partizan: true,
            board: self.board,
            surfaces,
            not_for,
        }
    }
}
