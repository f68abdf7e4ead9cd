//! A game family as data: its names, rules, options, how its positions are written, and
//! the one function that loads it.

use super::dyn_game::{DynGame, Road};
use super::options::{OptionSpec, Options};
use crate::error::Error;
use crate::text::Text;

/// Everything Boyi knows about one kind of game, as data and one loader.
pub struct Family {
    /// The name typed after `boyi solve` (e.g. `subtraction`).
    pub name: &'static str,
    /// Another name, such as the seeds' Chinese one (e.g. `高僧斗法`).
    pub alias: Option<&'static str>,
    /// A real position with its options, as typed after `boyi solve`.
    pub example: &'static str,
    /// The options the family takes.
    pub options: &'static [OptionSpec],
    /// How a position is written.
    pub position: PositionSpec,
    /// Whether and how `boyi table` lists this family.
    pub tabulates: Tabulates,
    /// The game with the given options, answering on the given road.
    pub load: Loader,
}

impl Family {
    /// The rules in one line; the message `rules-NAME` of the translation files.
    pub fn rules(&self) -> Text {
        Text::new(format!("rules-{}", self.name))
    }
}

/// What `boyi table` does with a family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tabulates {
    /// No table: the game is not on one integer.
    No,
    /// A table computed at once.
    Yes,
    /// A sequence computed heap by heap for as long as asked: the table takes `--max` and
    /// `--checkpoint`.
    Runs,
}

/// How a family makes its game from the options given.
pub type Loader = fn(&Options, Road) -> Result<Box<dyn DynGame>, Error>;

/// How a family's position is written on the command line.
pub struct PositionSpec {
    /// The placeholder of one word (e.g. `HEAP`).
    pub name: &'static str,
    /// What the words mean.
    pub help: &'static str,
    /// Whether a word may start with `-` (a matchstick board's `-` cells).
    pub hyphens: bool,
}
