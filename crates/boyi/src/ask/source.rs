//! Where a request's game comes from: a family of the registry with its options, a rule
//! file, a game graph, a compound of such games, the dice gamble or a nim product. Read once,
//! from the words a person types (`words.rs`: `subtraction --moves 1,3,7,8`, `qiuqiu.rhai`,
//! `domineering --outcome`, `conjunctive`) or built by a surface from its own structured input.

use super::files::{FileKind, Files, Found};
use crate::budget::Budget;
use crate::chance::dice::DiceRules;
use crate::error::Error;
use crate::family::{DynGame, Family, Options, PartizanFamily, Road};
use crate::games::compound::Compound;
use crate::rules::script::Script;

/// The game a request names.
pub enum Source {
    /// A family of the registry valued by outcome and nimber, with the options given.
    Family(&'static Family, Options),
    /// A partizan family of the registry, valued by canonical form, or decided by its
    /// outcome search where `outcome` (every move of each player).
    Partizan(&'static PartizanFamily, bool),
    /// A rule file: partizan if it gives each player's moves (`fn left`, `fn right`).
    Rules(Found),
    /// A game graph: a token on a vertex, or several tokens at once.
    Graph(Found),
    /// A compound of games, each written as a game and its position (`nim 3`,
    /// `qiuqiu.rhai 10`, `cycle.graph a`): the request's position lists them.
    Compound(Compound),
    /// The dice gamble of seed 000 (古代赌局), with its rules; it has no position.
    Dice(DiceRules),
    /// The nim product of two numbers, the request's position.
    NimProduct,
}

impl Source {
    /// The position's words of `line`, as this source reads them: a compound's components
    /// are parted by `+` (`nim 3 + qiuqiu.rhai 10`), any other position by spaces.
    pub fn position_words(&self, line: &str) -> Vec<String> {
        match self {
            Source::Compound(_) => parted(line),
            _ => line.split_whitespace().map(str::to_string).collect(),
        }
    }

    /// The game of a source valued by outcome, and by nimber where impartial (a family of
    /// the registry, a rule file that gives one set of moves, a game graph as one token),
    /// loaded on `road` within `budget`, each file it reads found by `files`; `None` for any
    /// other source.
    pub fn by_outcome(
        &self,
        road: Road,
        files: &dyn Files,
        budget: &Budget,
    ) -> Result<Option<Box<dyn DynGame>>, Error> {
        Ok(Some(match self {
            Source::Family(family, options) => {
                let options = options.clone().with_files(family.options, |name| {
                    files.find(name, FileKind::Graph)?.read()
                })?;
                (family.load)(&options, road, budget.clone())?
            }
            Source::Rules(path) => match Rules::read(path, budget)? {
                Rules::ByOutcome(game) => game,
                Rules::ByForm(_) => return Ok(None),
            },
            Source::Graph(file) => {
                crate::games::token::load(&file.name, file.read()?, budget.stop())?
            }
            Source::Partizan(..) | Source::Compound(_) | Source::Dice(_) | Source::NimProduct => {
                return Ok(None)
            }
        }))
    }
}

/// The components of a compound's one-line position, parted by `+`.
pub(super) fn parted(line: &str) -> Vec<String> {
    line.split('+')
        .map(str::trim)
        .filter(|part| !part.is_empty())
        .map(str::to_string)
        .collect()
}

/// A rule file read once: a game valued by outcome, or the script of a partizan one.
pub enum Rules {
    /// One set of moves for both players: valued by outcome, and by nimber where impartial
    /// under normal play.
    ByOutcome(Box<dyn DynGame>),
    /// Each player's moves (`fn left`, `fn right`): valued by canonical form.
    ByForm(Box<Script>),
}

impl Rules {
    /// Reads and compiles the rule file `file` once, its search within `budget`.
    pub fn read(file: &Found, budget: &Budget) -> Result<Rules, Error> {
        let script = crate::rules::read_script(&file.path, &file.name)?;
        Ok(match script.has_sides() {
            true => Rules::ByForm(Box::new(script)),
            false => Rules::ByOutcome(Box::new(crate::rules::ScriptGame::new(
                script,
                budget.clone(),
            ))),
        })
    }
}
