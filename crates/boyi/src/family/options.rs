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
    /// Whether the value names a file whose text the game reads (a graph's edges): the
    /// surface that took the option reads the file and gives the game its text, so a game
    /// never opens a file itself, and a surface that serves others (the web page) refuses it.
    pub file: bool,
}

/// The flag for misère play, shared by the heap games.
pub const MISERE: OptionSpec = OptionSpec {
    long: "--misere",
    value: None,
    help: "Last to move loses (misère play).",
    required: false,
    positional: false,
    file: false,
};

/// The options a user gave, by their long form (`--moves`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    given: Vec<(&'static str, Option<String>)>,
    /// The file each option declared `file` named, once its text replaced the name.
    paths: Vec<(&'static str, String)>,
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

    /// These options with each value that names a file (an option declared `file`)
    /// replaced by the file's text, as `read` gives it: what a surface that reads files does
    /// before it loads the game.
    pub fn with_files<E>(
        mut self,
        specs: &[OptionSpec],
        mut read: impl FnMut(&str) -> Result<String, E>,
    ) -> Result<Options, E> {
        for (name, value) in &mut self.given {
            let is_file = specs.iter().any(|s| s.long == *name && s.file);
            if let (true, Some(path)) = (is_file, value.as_mut()) {
                let text = read(path)?;
                self.paths.push((name, std::mem::replace(path, text)));
            }
        }
        Ok(self)
    }

    /// The file the option `long` named, as the user wrote it, when a surface read it
    /// ([`Options::with_files`]): how a game read from a file writes its name.
    pub fn path(&self, long: &str) -> Option<&str> {
        self.paths
            .iter()
            .find(|(n, _)| *n == long)
            .map(|(_, p)| p.as_str())
    }

    /// The options as words [`Options::read`] reads back: a positional option's value
    /// first, then each flag as `--name` and each other option as `--name=VALUE`; what a
    /// surface that takes options by name (Python's keyword arguments) writes.
    pub fn words(&self, specs: &[OptionSpec]) -> Vec<String> {
        let positional = |name: &str| specs.iter().any(|s| s.long == name && s.positional);
        let (first, rest): (Vec<_>, Vec<_>) =
            self.given.iter().partition(|(name, _)| positional(name));
        let first = first.into_iter().filter_map(|(_, value)| value.clone());
        let rest = rest.into_iter().map(|(name, value)| match value {
            Some(value) => format!("{name}={value}"),
            None => name.to_string(),
        });
        first.chain(rest).collect()
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

    /// The value of the option `long`, which must be given, as a whole number (`what` names
    /// it in a refusal).
    pub fn whole(&self, long: &'static str, what: impl Into<Text>) -> Result<u64, Error> {
        Ok(crate::notation::natural(&self.required(long)?, what)?)
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

impl Options {
    /// Reads the words typed after a family's name, as the command line takes them: each
    /// declared option as `--name VALUE`, `--name=VALUE` or, for a flag, `--name`; a
    /// positional option as the first word that is not an option; every other word is the
    /// position's, returned in order. A word naming no option of the family `game` takes
    /// (`options`) is refused, naming both; so is an option without its value and a flag
    /// given one.
    pub fn read(
        game: &str,
        options: &'static [OptionSpec],
        words: &[String],
    ) -> Result<(Options, Vec<String>), Error> {
        let mut given = Options::default();
        let mut position = Vec::new();
        let mut positional = options.iter().filter(|o| o.positional);
        let mut words = words.iter();
        while let Some(word) = words.next() {
            let (name, inline) = match word.split_once('=') {
                Some((name, value)) if name.starts_with("--") => (name, Some(value)),
                _ => (word.as_str(), None),
            };
            let option = name.starts_with("--").then(|| {
                options
                    .iter()
                    .find(|o| !o.positional && o.long == name)
                    .ok_or_else(|| {
                        Error::invalid(
                            Text::new("error-unknown-option")
                                .arg("game", game.to_string())
                                .arg("option", crate::notation::quote(name, 40))
                                .arg("known", known(options)),
                        )
                    })
            });
            match (option.transpose()?, inline) {
                (Some(o), value) if o.value.is_none() => {
                    if value.is_some() {
                        let text = Text::new("error-flag-value").arg("option", o.long);
                        return Err(Error::invalid(text));
                    }
                    given.set(o.long, None);
                }
                (Some(o), Some(value)) => given.set(o.long, Some(value.to_string())),
                (Some(o), None) => match words.next() {
                    Some(value) => given.set(o.long, Some(value.clone())),
                    None => {
                        let text = Text::new("error-option-value").arg("option", o.long);
                        return Err(Error::invalid(text));
                    }
                },
                (None, _) => match positional.next() {
                    Some(o) => given.set(o.long, Some(word.clone())),
                    None => position.push(word.clone()),
                },
            }
        }
        Ok((given, position))
    }
}

/// The options a family takes, for a message: `--moves, --misere`, or `none`.
fn known(options: &[OptionSpec]) -> Text {
    let named: Vec<&str> = options
        .iter()
        .filter(|o| !o.positional)
        .map(|o| o.long)
        .collect();
    match named.is_empty() {
        true => Text::new("error-no-options"),
        false => Text::verbatim(named.join(", ")),
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

    const CODE: OptionSpec = OptionSpec {
        long: "CODE",
        value: Some("CODE"),
        help: "",
        required: true,
        positional: true,
        file: false,
    };
    const MOVES: OptionSpec = OptionSpec {
        long: "--moves",
        value: Some("S"),
        help: "",
        required: false,
        positional: false,
        file: false,
    };
    const SPECS: &[OptionSpec] = &[CODE, MOVES, MISERE];

    fn read(words: &[&str]) -> Result<(Options, Vec<String>), Error> {
        let words: Vec<String> = words.iter().map(|w| w.to_string()).collect();
        Options::read("game", SPECS, &words)
    }

    #[test]
    fn options_are_read_as_the_command_line_reads_them() {
        let (given, rest) = read(&["0.77", "--moves", "1,2", "--misere", "3", "4"]).unwrap();
        assert_eq!(given.token("CODE").unwrap().text, "0.77");
        assert_eq!(given.token("--moves").unwrap().text, "1,2");
        assert!(given.flag("--misere"));
        assert_eq!(rest, ["3", "4"]);
        let (given, rest) = read(&["0.6", "--moves=3"]).unwrap();
        assert_eq!(given.token("--moves").unwrap().text, "3");
        assert!(!given.flag("--misere") && rest.is_empty());
    }

    #[test]
    fn what_is_not_an_option_is_refused_by_name() {
        let said = |words: &[&str]| read(words).unwrap_err().to_string();
        assert!(said(&["0.7", "--rules", "x"]).contains("game has no option --rules"));
        assert!(said(&["0.7", "--misere=1"]).contains("--misere"));
        assert!(said(&["0.7", "--moves"]).contains("--moves needs a value"));
        assert!(said(&["0.7", "--CODE", "1"]).contains("no option"));
    }
}
