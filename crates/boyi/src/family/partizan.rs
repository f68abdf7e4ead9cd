//! A partizan family as the registry lists it: names, how a position is written and drawn,
//! and the functions that value a position (with every move of each player) within a
//! request's budget.

use super::drawing::Drawing;
use super::spec::About;
use crate::budget::Budget;
use crate::error::Error;
use crate::partizan::family::Solution;
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
}

/// Values a position written as text, the values of its parts read from the file at the
/// path where it holds them, within the request's memory budget.
pub type SolveStored = fn(&std::path::Path, &str, Budget) -> Result<Solution, Error>;

impl PartizanFamily {
    /// The rules in one line; the message `rules-NAME` of the translation files.
    pub fn rules(&self) -> Text {
        Text::new(format!("rules-{}", self.name))
    }

    /// Whether a position is the rows of a board joined by `|`, drawn one under another: its
    /// declared board is such a grid.
    pub fn grid(&self) -> bool {
        matches!(self.board, Some(Drawing::Grid { separator: "|", .. }))
    }

    /// What is told of this family when the games are listed, with the fields of an
    /// impartial family's ([`About`]), its rules in `lang`.
    pub fn about(&self, lang: Lang) -> About {
        About {
            game: self.name,
            alias: self.alias,
            rules: self.rules().render(lang),
            example: self.example,
            options: Vec::new(),
            position: self.position,
            tabulates: false,
            partizan: true,
            board: self.board,
        }
    }
}
