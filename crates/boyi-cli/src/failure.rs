//! What the command line says when it cannot answer: one line, exit code 2 (3 for a
//! disagreement of the theory and plain search).

use boyi::notation::ParseError;
use boyi::solve::grundy::SolveError;
use boyi::{Lang, Text};

/// The exit code of a disagreement of the theory and plain search (`--engine both`).
pub const DISAGREEMENT: u8 = 3;

/// The exit code of a run stopped by Ctrl-C or SIGTERM, as shells report an interrupt.
pub const STOPPED: u8 = 130;

/// A reason to stop without an answer.
#[derive(Debug)]
pub struct Failure {
    message: Text,
    /// The reader went away (a closed pipe, as in `boyi table … | head`): stop without a word.
    pub reader_gone: bool,
    /// The exit code: 2 for what the user asked, 3 where the theory and plain search
    /// disagree (`--engine both`), 130 for a run stopped by a signal.
    pub exit_code: u8,
}

impl Failure {
    /// A failure with the given one-line message.
    pub fn new(message: impl Into<Text>) -> Self {
        Failure {
            message: message.into(),
            reader_gone: false,
            exit_code: 2,
        }
    }

    /// A run stopped by Ctrl-C or SIGTERM (exit code 130, as shells report an interrupt).
    pub fn stopped(message: impl Into<Text>) -> Self {
        Failure {
            exit_code: STOPPED,
            ..Failure::new(message)
        }
    }

    /// What went wrong, in words.
    pub fn message(&self) -> &Text {
        &self.message
    }

    /// What went wrong in one line of `lang`, whatever the source said
    /// ([`boyi::notation::one_line`]).
    pub fn said(&self, lang: Lang) -> String {
        boyi::notation::one_line(&self.message.render(lang))
    }
}

impl From<ParseError> for Failure {
    fn from(e: ParseError) -> Self {
        Failure::new(e.text())
    }
}

impl From<boyi::Error> for Failure {
    /// Exit code 3 where the theory and plain search disagree (`--engine both`), 2 otherwise.
    fn from(e: boyi::Error) -> Self {
        let exit_code = match e {
            boyi::Error::Disagree(_) => DISAGREEMENT,
            _ => 2,
        };
        Failure {
            exit_code,
            ..Failure::new(e.text())
        }
    }
}

impl From<SolveError> for Failure {
    fn from(e: SolveError) -> Self {
        Failure::new(e.text())
    }
}

impl From<std::io::Error> for Failure {
    fn from(e: std::io::Error) -> Self {
        Failure {
            reader_gone: e.kind() == std::io::ErrorKind::BrokenPipe,
            ..Failure::new(Text::new("error-io").arg("error", e.to_string()))
        }
    }
}

impl From<boyi::ask::table::Unwritten> for Failure {
    fn from(e: boyi::ask::table::Unwritten) -> Self {
        match e {
            boyi::ask::table::Unwritten::Io(e) => e.into(),
            boyi::ask::table::Unwritten::Row(e) => e.into(),
        }
    }
}

impl From<serde_json::Error> for Failure {
    fn from(e: serde_json::Error) -> Self {
        Failure::new(Text::new("error-json").arg("error", e.to_string()))
    }
}

impl From<clap::Error> for Failure {
    fn from(e: clap::Error) -> Self {
        Failure::new(first_line(&e))
    }
}

/// A clap error in one line, in the language of the run: what was wrong and with which
/// word, without the tips and the usage.
pub fn first_line(e: &clap::Error) -> Text {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let context = |kind| match e.get(kind)? {
        ContextValue::String(s) => Some(quoted(s)),
        ContextValue::Strings(words) => Some(quoted(&words.join(", "))),
        _ => None,
    };
    let arg = || context(ContextKind::InvalidArg);
    let value = || context(ContextKind::InvalidValue);
    let said = match e.kind() {
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand | ErrorKind::MissingSubcommand => {
            Some(Text::new("error-no-subcommand"))
        }
        ErrorKind::UnknownArgument => arg().map(|a| Text::new("error-clap-unknown").arg("arg", a)),
        ErrorKind::InvalidSubcommand => context(ContextKind::InvalidSubcommand)
            .map(|a| Text::new("error-clap-subcommand").arg("name", a)),
        ErrorKind::InvalidValue => arg().zip(value()).map(|(a, v)| {
            let valid = context(ContextKind::ValidValue).unwrap_or_default();
            Text::new("error-clap-value")
                .arg("arg", a)
                .arg("value", v)
                .arg("valid", valid)
        }),
        ErrorKind::MissingRequiredArgument => {
            arg().map(|a| Text::new("error-clap-missing").arg("args", a))
        }
        ErrorKind::ArgumentConflict => arg().map(|a| {
            let other = context(ContextKind::PriorArg);
            Text::new("error-clap-conflict")
                .arg("arg", a)
                .arg("other", other.clone().unwrap_or_default())
                .arg("twice", u8::from(other.is_none()))
        }),
        ErrorKind::TooManyValues => arg().zip(value()).map(|(a, v)| {
            Text::new("error-clap-too-many")
                .arg("arg", a)
                .arg("value", v)
        }),
        ErrorKind::ValueValidation => arg().zip(value()).map(|(a, v)| {
            let why = std::error::Error::source(e).map_or(String::new(), |s| s.to_string());
            Text::new("error-clap-invalid")
                .arg("arg", a)
                .arg("value", v)
                .arg("why", why)
        }),
        _ => None,
    };
    said.unwrap_or_else(|| Text::verbatim(clap_paragraph(e)))
}

/// The first paragraph of clap's own message, without the `error: ` prefix.
fn clap_paragraph(e: &clap::Error) -> String {
    let text = e.to_string();
    let paragraph: Vec<&str> = text
        .lines()
        .take_while(|line| !line.trim().is_empty() && !line.starts_with("Usage:"))
        .map(str::trim)
        .collect();
    let line = paragraph.join(" ");
    match line.strip_prefix("error: ") {
        Some(rest) => rest.to_string(),
        None if line.is_empty() => "invalid arguments".to_string(),
        None => line,
    }
}

/// A user's word, fit to quote in a message: at most 40 characters, control characters
/// escaped.
pub fn quoted(word: &str) -> String {
    boyi::notation::quote(word, boyi::notation::QUOTED_TOKEN)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A disagreement of the theory and plain search exits with 3, any other error with 2.
    #[test]
    fn a_disagreement_exits_with_3() {
        let disagree = boyi::Error::Disagree(Text::verbatim("theory and search differ"));
        assert_eq!(Failure::from(disagree).exit_code, 3);
        let refused = boyi::Error::limit(Text::verbatim("too large"));
        assert_eq!(Failure::from(refused).exit_code, 2);
    }
}
