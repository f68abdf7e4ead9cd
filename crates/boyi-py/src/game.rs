//! The game a call names: a family of the registry with its options, or a rule file
//! (`game="rules"`, `rules=PATH`), and the position typed for it. Read while the GIL is
//! held, loaded and solved without it.

use crate::args;
use crate::error::refusal;
use boyi::budget::Budget;
use boyi::family::{DynGame, Family, Options, Position, Road};
use boyi::games::registry;
use boyi::notation::argument_tokens;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::path::PathBuf;

/// Where the game comes from.
enum Source {
    /// A family of the registry, with the options given.
    Family(&'static Family, Options),
    /// A rule file.
    Rules(PathBuf),
}

/// A game, read from Python's arguments, ready to load on a thread of its own.
pub struct Request {
    source: Source,
    road: Road,
    /// The memory the call may use.
    budget: Budget,
    /// The solve database that answers the position, if one is given (`db=`).
    db: Option<PathBuf>,
}

impl Request {
    /// The game `game` with the keyword `options`; `rules` is the rule file of
    /// `game="rules"`. It is loaded to keep within `budget`, and answered from the solve
    /// database `db` where one is given.
    pub fn new(
        game: &Bound<'_, PyAny>,
        rules: Option<&Bound<'_, PyAny>>,
        road: Road,
        budget: Budget,
        options: Option<&Bound<'_, PyDict>>,
        db: Option<PathBuf>,
    ) -> PyResult<Request> {
        let name = args::text(game, "the game")?;
        let source = match args::rule_file(&name, rules, "boyi.solve")? {
            Some(path) => {
                if let Some(extra) = options.and_then(|d| d.keys().iter().next()) {
                    return Err(refusal(format!(
                        "a rule file takes no options, but '{}' was given",
                        args::text(&extra, "an option's name")?
                    )));
                }
                Source::Rules(path)
            }
            None => {
                let family = registry::find(&name).ok_or_else(|| {
                    refusal(format!(
                        "'{}' is not a game: boyi.games() lists them, and game=\"rules\" with \
                         rules=FILE names a game of your own",
                        boyi::notation::quote(&name, boyi::notation::QUOTED_TOKEN)
                    ))
                })?;
                Source::Family(family, args::options(family, options)?)
            }
        };
        Ok(Request {
            source,
            road,
            budget,
            db,
        })
    }

    /// Loads the game.
    pub fn load(&self) -> Result<Box<dyn DynGame>, boyi::Error> {
        match &self.source {
            Source::Family(family, options) => {
                (family.load)(options, self.road, self.budget.clone())
            }
            Source::Rules(path) => boyi::rules::load_file(path, self.road, self.budget.clone()),
        }
    }

    /// Loads the game and reads `words` as its position; with a database, the game answers
    /// from it (refused if it does not hold the position).
    pub fn load_at(&self, words: &[String]) -> Result<(Box<dyn DynGame>, Position), boyi::Error> {
        let game = self.load()?;
        let position = game.parse(&argument_tokens(words))?;
        match &self.db {
            None => Ok((game, position)),
            Some(path) => {
                let stored = boyi::family::Stored::open(game, &position, path)?;
                Ok((Box::new(stored), position))
            }
        }
    }
}
