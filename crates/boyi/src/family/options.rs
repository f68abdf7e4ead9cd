//! The options of a family: as the family declares them and as a user gives them.

use crate::error::Error;
use crate::notation::{ParseError, Place, Token};
use crate::text::Text;

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
                Text::new("error-option-required").arg("option", long),
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
