//! What the command line says when it cannot answer: one line, exit code 2.

use boyi::notation::ParseError;
use boyi::solve::grundy::SolveError;
use std::fmt;

/// A reason to stop without an answer.
#[derive(Debug)]
pub struct Failure {
    message: String,
    /// The reader went away (a closed pipe, as in `boyi table … | head`): stop without a word.
    pub reader_gone: bool,
    /// The exit code: 2 for what the user asked, 130 for a run stopped by a signal.
    pub exit_code: u8,
}

impl Failure {
    /// A failure with the given one-line message.
    pub fn new(message: impl Into<String>) -> Self {
        Failure {
            message: message.into(),
            reader_gone: false,
            exit_code: 2,
        }
    }

    /// A run stopped by Ctrl-C or SIGTERM (exit code 130, as shells report an interrupt).
    pub fn stopped(message: impl Into<String>) -> Self {
        Failure {
            exit_code: 130,
            ..Failure::new(message)
        }
    }

    /// The same failure, prefixed with where it happened.
    pub fn context(self, place: String) -> Self {
        Failure {
            message: format!("{place}: {}", self.message),
            ..self
        }
    }
}

impl fmt::Display for Failure {
    /// One line whatever the source said ([`boyi::notation::one_line`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&boyi::notation::one_line(&self.message))
    }
}

impl From<ParseError> for Failure {
    fn from(e: ParseError) -> Self {
        Failure::new(e.to_string())
    }
}

impl From<boyi::Error> for Failure {
    fn from(e: boyi::Error) -> Self {
        Failure::new(e.to_string())
    }
}

impl From<SolveError> for Failure {
    fn from(e: SolveError) -> Self {
        Failure::new(e.to_string())
    }
}

impl From<std::io::Error> for Failure {
    fn from(e: std::io::Error) -> Self {
        Failure {
            reader_gone: e.kind() == std::io::ErrorKind::BrokenPipe,
            ..Failure::new(format!("cannot read or write: {e}"))
        }
    }
}

impl From<serde_json::Error> for Failure {
    fn from(e: serde_json::Error) -> Self {
        Failure::new(format!("cannot write JSON: {e}"))
    }
}

impl From<clap::Error> for Failure {
    fn from(e: clap::Error) -> Self {
        Failure::new(first_line(&e))
    }
}

/// A clap error in one line: its first paragraph (which names the offending argument),
/// without the `error: ` prefix, the tips and the usage.
pub fn first_line(e: &clap::Error) -> String {
    if e.kind() == clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        return "a subcommand is missing; run with --help to see them".to_string();
    }
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
