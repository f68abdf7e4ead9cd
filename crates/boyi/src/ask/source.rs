//! Where a request's game comes from: a family of the registry with its options, a rule
//! file, a game graph, or a compound of such games. Read once, from the words a person
//! types (`subtraction --moves 1,3,7,8`, `qiuqiu.rhai`, `domineering --outcome`,
//! `conjunctive`) or built by a surface from its own structured input.

use super::answer::NIM_PRODUCT;
use super::files::{read_text, FileKind, Files};
use crate::budget::Budget;
use crate::chance::dice::DiceRules;
use crate::chance::odds;
use crate::error::Error;
use crate::family::{DynGame, Family, OptionSpec, Options, PartizanFamily, Road};
use crate::games::compound::Compound;
use crate::games::registry::{self, Entry};
use crate::notation::{quote, QUOTED_TOKEN};
use crate::rules::script::Script;
use crate::text::Text;
use std::path::PathBuf;

/// The game a request names.
pub enum Source {
    /// A family of the registry valued by outcome and nimber, with the options given.
    Family(&'static Family, Options),
    /// A partizan family of the registry, valued by canonical form, or decided by its
    /// outcome search where `outcome` (every move of each player).
    Partizan(&'static PartizanFamily, bool),
    /// A rule file: partizan if it gives each player's moves (`fn left`, `fn right`).
    Rules(PathBuf),
    /// A game graph: a token on a vertex, or several tokens at once.
    Graph(PathBuf),
    /// A compound of games, each written as a game and its position (`nim 3`,
    /// `qiuqiu.rhai 10`, `cycle.graph a`): the request's position lists them.
    Compound(Compound),
    /// The dice gamble of seed 000 (古代赌局), with its rules; it has no position.
    Dice(DiceRules),
    /// The nim product of two numbers, the request's position.
    NimProduct,
}

impl Source {
    /// Reads `words`: the name of a game and its options, then the words of its position,
    /// which are returned. A rule file is named by a path ending in `.rhai` (or after
    /// `--rules`), a game graph by one ending in `.graph`, each as `files` finds it.
    pub fn read(words: &[String], files: &dyn Files) -> Result<(Source, Vec<String>), Error> {
        let Some((first, rest)) = words.split_first() else {
            return Err(Error::invalid(Text::new("error-name-a-game")));
        };
        let rest = rest.to_vec();
        if first == "--rules" {
            let (file, position) = rest
                .split_first()
                .ok_or_else(|| Error::invalid(Text::new("error-rules-file-missing")))?;
            let path = files.find(file, FileKind::Rules)?;
            return Ok((Source::Rules(path), position.to_vec()));
        }
        if first.ends_with(".rhai") || first.starts_with("rules:") {
            return Ok((Source::Rules(files.find(first, FileKind::Rules)?), rest));
        }
        if first.ends_with(".graph") || first.starts_with("graph:") {
            return Ok((Source::Graph(files.find(first, FileKind::Graph)?), rest));
        }
        if let Some(kind) = Compound::from_word(first) {
            return Ok((Source::Compound(kind), rest));
        }
        if first == odds::NAME {
            let (options, position) = Options::read(first, odds::OPTIONS, &rest)?;
            return Ok((Source::Dice(DiceRules::read(&options)?), position));
        }
        if first == NIM_PRODUCT {
            return Ok((Source::NimProduct, rest));
        }
        match registry::lookup(first) {
            Some(Entry::ByOutcome(family)) => {
                let (options, position) = Options::read(family.name, family.options, &rest)?;
                Ok((Source::Family(family, options), position))
            }
            Some(Entry::ByForm(family)) => {
                let asked = rest.first().is_some_and(|w| w == "--outcome");
                if asked && family.outcome.is_none() {
                    return Err(Error::invalid(
                        Text::new("error-no-outcome-search").arg("game", family.name),
                    ));
                }
                let position = rest[usize::from(asked)..].to_vec();
                Ok((Source::Partizan(family, asked), position))
            }
            None => Err(Error::invalid(
                Text::new("error-not-a-game").arg("word", quote(first, QUOTED_TOKEN)),
            )),
        }
    }

    /// The options the source named `name` takes after its name, declared once where it is
    /// defined (a family's, the dice gamble's); none for any other name.
    pub fn options_of(name: &str) -> &'static [OptionSpec] {
        match (name, registry::find(name)) {
            (odds::NAME, _) => odds::OPTIONS,
            (_, Some(family)) => family.options,
            _ => &[],
        }
    }

    /// The position's words of `line`, as this source reads them: a compound's components
    /// are parted by `+` (`nim 3 + qiuqiu.rhai 10`), any other position by spaces.
    pub fn position_words(&self, line: &str) -> Vec<String> {
        match self {
            Source::Compound(_) => line
                .split('+')
                .map(str::trim)
                .filter(|part| !part.is_empty())
                .map(str::to_string)
                .collect(),
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
                    read_text(&files.find(name, FileKind::Graph)?)
                })?;
                (family.load)(&options, road, budget.clone())?
            }
            Source::Rules(path) => match Rules::read(path, budget)? {
                Rules::ByOutcome(game) => game,
                Rules::ByForm(_) => return Ok(None),
            },
            Source::Graph(path) => {
                crate::games::token::load(&path.to_string_lossy(), read_text(path)?, budget.stop())?
            }
            Source::Partizan(..) | Source::Compound(_) | Source::Dice(_) | Source::NimProduct => {
                return Ok(None)
            }
        }))
    }
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
    /// Reads and compiles the rule file at `path` once, its search within `budget`.
    pub fn read(path: &std::path::Path, budget: &Budget) -> Result<Rules, Error> {
        let script = crate::rules::read_script(path)?;
        Ok(match script.has_sides() {
            true => Rules::ByForm(Box::new(script)),
            false => Rules::ByOutcome(Box::new(crate::rules::ScriptGame::new(
                script,
                budget.clone(),
            ))),
        })
    }
}
