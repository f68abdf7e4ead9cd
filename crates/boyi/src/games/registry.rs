//! The registry: every game family Boyi knows, found by name or alias.
//!
//! A family is one [`Family`] value in its own module under `games/`, listed once in
//! [`FAMILIES`]. Everything that serves users walks this list and never matches on a name:
//! the command line builds its subcommands and options from it, and loads a game with
//! [`Family::load`].

use crate::error::Error;
use crate::family::{DynGame, Road};
use crate::games::{
    bash, coins, corners, lol, matches, nim, octal, staircase, subtraction, wythoff,
};
use crate::notation::{ParseError, Place, Token};

/// Every game family, in the order `boyi games` lists them.
pub const FAMILIES: &[&Family] = &[
    &nim::FAMILY,
    &bash::FAMILY,
    &subtraction::FAMILY,
    &wythoff::FAMILY,
    &staircase::FAMILY,
    &lol::FAMILY,
    &matches::FAMILY,
    &octal::FAMILY,
    &octal::GRUNDY,
    &coins::FAMILY,
    &corners::FAMILY,
];

/// The family called `name`, by its name or its alias.
pub fn find(name: &str) -> Option<&'static Family> {
    FAMILIES
        .iter()
        .copied()
        .find(|f| f.name == name || f.alias == Some(name))
}

/// Everything Boyi knows about one kind of game, as data and one loader.
pub struct Family {
    /// The name typed after `boyi solve` (e.g. `subtraction`).
    pub name: &'static str,
    /// Another name, such as the seeds' Chinese one (e.g. `高僧斗法`).
    pub alias: Option<&'static str>,
    /// The rules in one line.
    pub rules: &'static str,
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

/// One option of a family, as the command line takes it.
pub struct OptionSpec {
    /// The option as typed, with its dashes (`--moves`).
    pub long: &'static str,
    /// The value's placeholder (e.g. `S`); `None` for a flag.
    pub value: Option<&'static str>,
    /// What it means, in one line.
    pub help: &'static str,
    /// Whether it must be given.
    pub required: bool,
    /// Whether it is written as the first word after the game's name instead of after its
    /// `long` (a take-and-break code: `octal 0.77 3 4`); `long` is then its placeholder.
    pub positional: bool,
}

/// The flag for misère play, shared by the heap games.
pub const MISERE: OptionSpec = OptionSpec {
    long: "--misere",
    value: None,
    help: "Last to move loses (misère play).",
    required: false,
    positional: false,
};

/// How a family's position is written on the command line.
pub struct PositionSpec {
    /// The placeholder of one word (e.g. `HEAP`).
    pub name: &'static str,
    /// What the words mean.
    pub help: &'static str,
    /// Whether a word may start with `-` (a matchstick board's `-` cells).
    pub hyphens: bool,
}

/// The options a user gave, by their long form (`--moves`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    given: Vec<(&'static str, Option<String>)>,
}

impl Options {
    /// Records a flag (`value` is `None`) or an option's value.
    pub fn set(&mut self, name: &'static str, value: Option<String>) {
        self.given.push((name, value));
    }

    /// Whether the flag `long` (e.g. `--misere`) was given.
    pub fn flag(&self, long: &str) -> bool {
        self.given.iter().any(|(n, _)| *n == long)
    }

    /// The value of option `long` as a token that knows where it came from.
    pub fn token(&self, long: &'static str) -> Option<Token<'_>> {
        self.given
            .iter()
            .find(|(n, _)| *n == long)
            .and_then(|(_, v)| v.as_deref())
            .map(|text| Token {
                text,
                at: Place::Option(long),
            })
    }

    /// The value of the option `long`, which must be given.
    pub fn required(&self, long: &'static str) -> Result<Token<'_>, Error> {
        self.token(long).ok_or_else(|| {
            ParseError::at(
                format!("the option {long} is required"),
                Place::Option(long),
            )
            .into()
        })
    }
}

impl OptionSpec {
    /// The option's name without dashes (`moves`).
    pub fn name(&self) -> &'static str {
        self.long.trim_start_matches('-')
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_aliases_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for f in FAMILIES {
            assert!(seen.insert(f.name), "{} twice", f.name);
            if let Some(a) = f.alias {
                assert!(seen.insert(a), "{a} twice");
            }
        }
        assert_eq!(find("高僧斗法").map(|f| f.name), Some("staircase"));
        assert!(find("chess").is_none());
    }

    #[test]
    fn every_example_solves() {
        for f in FAMILIES {
            let words: Vec<&str> = f.example.split_whitespace().collect();
            assert_eq!(words[0], f.name, "{}'s example names its family", f.name);
            let mut options = Options::default();
            let mut position = Vec::new();
            let mut rest = words[1..].iter();
            while let Some(&w) = rest.next() {
                let next_positional = f
                    .options
                    .iter()
                    .filter(|o| o.positional)
                    .find(|o| options.token(o.long).is_none());
                match f.options.iter().find(|o| w == o.long) {
                    Some(o) if o.value.is_some() => {
                        options.set(o.long, rest.next().map(|v| v.to_string()))
                    }
                    Some(o) => options.set(o.long, None),
                    None => match next_positional {
                        Some(o) => options.set(o.long, Some(w.to_string())),
                        None => position.push(w),
                    },
                }
            }
            let mut game = (f.load)(&options, Road::Theory).unwrap();
            let p = game
                .parse(&crate::notation::argument_tokens(&position))
                .unwrap();
            game.analyze(&p, true).unwrap();
        }
    }
}
