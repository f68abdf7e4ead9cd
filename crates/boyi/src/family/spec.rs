//! A game family as data: its names, rules, options, how its positions are written, and
//! the one function that loads it.

use super::drawing::Drawing;
use super::dyn_game::{DynGame, Road};
use super::options::{OptionSpec, Options};
use crate::budget::Budget;
use crate::code::Code;
use crate::error::Error;
use crate::text::{Lang, Text};
use serde::Serialize;

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
    /// How the web page draws a position and plays it by clicking; `None` for none.
    pub board: Option<Drawing>,
    /// The take-and-break code whose misère quotient `boyi quotient NAME` finds, for a
    /// family of heap games that is one.
    pub quotient: Option<QuotientCode>,
    /// Whether its long searches can be kept in a file now and then and go on from there
    /// (`--checkpoint`): its game's [`DynGame::keep_run`](super::DynGame::keep_run) takes a file.
    pub resumable: bool,
    /// The game with the given options, answering on the given road within a budget.
    pub load: Loader,
}

/// The take-and-break code of a family's game with the given options, and the game's name
/// as a quotient's report gives it (`subtraction --moves 1,3,7,8`, `octal 0.77`).
pub type QuotientCode = fn(&Options) -> Result<(Code, String), Error>;

/// What the family `name` is called: the message `title-NAME` of the translation files.
pub fn title(name: &str) -> Text {
    Text::new(format!("title-{name}"))
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

/// How a family makes its game from the options given, answering on a road within the
/// request's memory budget.
pub type Loader = fn(&Options, Road, Budget) -> Result<Box<dyn DynGame>, Error>;

/// How a family's position is written on the command line.
pub struct PositionSpec {
    /// The placeholder of one word (e.g. `HEAP`).
    pub name: &'static str,
    /// What the words mean.
    pub help: &'static str,
    /// Whether a word may start with `-` (a matchstick board's `-` cells).
    pub hyphens: bool,
}

/// What Boyi tells of a family to whoever lists the games (`boyi games --json`, the web
/// API, Python's `boyi.games()`): the same fields everywhere.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct About {
    /// The family's name.
    pub game: &'static str,
    /// Its other name, if any.
    pub alias: Option<&'static str>,
    /// What the game is called, in the language asked for (`尼姆博弈`, `Nim`).
    pub title: String,
    /// The rules in one line, in the language asked for.
    pub rules: String,
    /// A real position with its options.
    pub example: &'static str,
    /// Its options.
    pub options: Vec<AboutOption>,
    /// How a position is written.
    pub position: &'static str,
    /// Whether it has a table of its positions 0..=N (`/api/table`, the page's values chart);
    /// a partizan family's rows of boards are its `table` surface, with `table_example`.
    pub tabulates: bool,
    /// What follows `boyi table NAME` in an example of a table whose options are its own
    /// (a partizan family's rows of boards); `None` where the table takes the game's options.
    pub table_example: Option<&'static str>,
    /// Whether each player has moves of their own (valued by canonical forms, with a
    /// Left and a Right), not the same moves for both.
    pub partizan: bool,
    /// Whether it is a family of the registry, with positions and moves of its own; a form
    /// of the front door (a compound of other games, a game graph, the dice gamble, nim
    /// products: [`crate::ask::form`]) is answered by `solve` alone.
    pub family: bool,
    /// How a position is drawn, if it is.
    pub board: Option<Drawing>,
    /// The surfaces that serve this family: `solve` (text, 中文, JSON), `play`, `python`,
    /// `web` (the explorer, with a board where one is declared), `table` and `database`.
    pub surfaces: Vec<&'static str>,
    /// The surfaces that do not, each with why.
    pub not_for: Vec<NotFor>,
}

/// A surface that does not serve a family, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NotFor {
    /// The surface (`table`, `database`).
    pub surface: &'static str,
    /// Why not, in the language asked for.
    pub why: String,
}

/// The surfaces every family has: it is solved (in text, 中文 and JSON), played, called from
/// Python and explored on the web page.
pub const EVERY_FAMILY: [&str; 4] = ["solve", "play", "python", "web"];

/// The surfaces of a family and why not the others, from whether it has a table and a
/// database (`Err` with why not).
pub fn surfaces(
    table: Result<(), Text>,
    database: Result<(), Text>,
    lang: Lang,
) -> (Vec<&'static str>, Vec<NotFor>) {
    let mut works = EVERY_FAMILY.to_vec();
    let mut not_for = Vec::new();
    for (surface, support) in [("table", table), ("database", database)] {
        match support {
            Ok(()) => works.push(surface),
            Err(why) => not_for.push(NotFor {
                surface,
                why: why.render(lang),
            }),
        }
    }
    (works, not_for)
}

/// One option of a family, as [`About`] lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AboutOption {
    /// The option as typed on the command line (`--moves`).
    pub option: &'static str,
    /// The value's placeholder; `None` for a flag.
    pub value: Option<&'static str>,
    /// What it means.
    pub help: &'static str,
}

impl AboutOption {
    /// The option as listed.
    pub fn of(spec: &OptionSpec) -> AboutOption {
        AboutOption {
            option: spec.long,
            value: spec.value,
            help: spec.help,
        }
    }
}

impl Family {
    /// What is told of this family when the games are listed, its rules in `lang`.
    pub fn about(&self, lang: Lang) -> About {
        let table = match self.tabulates {
            Tabulates::No => Err(Text::new("error-no-table").arg("game", self.name)),
            _ => Ok(()),
        };
        let (surfaces, not_for) = surfaces(table, self.database(), lang);
        About {
            game: self.name,
            alias: self.alias,
            title: title(self.name).render(lang),
            rules: self.rules().render(lang),
            example: self.example,
            options: self.options.iter().map(AboutOption::of).collect(),
            position: self.position.help,
            tabulates: self.tabulates != Tabulates::No,
            table_example: None,
            partizan: false,
            family: true,
            board: self.board,
            surfaces,
            not_for,
        }
    }

    /// Whether an option names a file the game reads (on the web page, a served one).
    pub fn reads_files(&self) -> bool {
        self.options.iter().any(|o| o.file)
    }

    /// Whether the family's positions fall into tiers, so that a solve database holds them:
    /// asked of its example, loaded (nothing is solved); why not where they do not.
    fn database(&self) -> Result<(), Text> {
        if self.reads_files() {
            return Err(Text::new("error-db-no-tiers").arg("game", self.name));
        }
        let words: Vec<String> = self
            .example
            .split_whitespace()
            .skip(1)
            .map(String::from)
            .collect();
        let (options, position) =
            Options::read(self.name, self.options, &words).map_err(|e| e.text())?;
        let game = (self.load)(&options, Road::Theory, Budget::with_memory(1 << 30))
            .map_err(|e| e.text())?;
        let start = game
            .parse(&crate::notation::argument_tokens(&position))
            .map_err(|e| e.text())?;
        game.database(&start).map(|_| ()).map_err(|e| e.text())
    }
}
