//! The files a request may read, as its surface allows: the command line any path its user
//! types, the web server only the files of the folder it serves. The library reads every
//! file of a request through them, with caps on size and line length, so that no input
//! (`/dev/zero`, a file of gigabytes, one endless line) is read without end.

use crate::error::Error;
use crate::notation::{quote, QUOTED_TOKEN};
use crate::text::Text;
use std::io::Read;
use std::path::{Path, PathBuf};

/// The most bytes a file or standard input may have.
pub const MAX_INPUT: u64 = 64 << 20;

/// The longest line of an input, in bytes.
pub const MAX_LINE: usize = 1 << 20;

/// What kind of file a request names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A rule file (`*.rhai`).
    Rules,
    /// A game graph (`*.graph`: one move `u v` a line).
    Graph,
}

/// A file a request named: where it is read, and what answers and refusals call it (its
/// path on the command line and in Python; `rules:NAME` or `graph:NAME` on a server, whose
/// folders are nobody else's business).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// Where the file is read.
    pub path: PathBuf,
    /// What the request's answer calls it.
    pub name: String,
}

impl Found {
    /// The file at `path`, called by its path.
    pub fn disk(path: impl Into<PathBuf>) -> Found {
        let path = path.into();
        let name = path.display().to_string();
        Found { path, name }
    }

    /// Its text, checked and without a byte-order mark; a refusal calls it by its name.
    pub fn read(&self) -> Result<String, Error> {
        read_named(&self.path, &self.name)
    }
}

/// The files a surface lets a request read.
pub trait Files: Sync {
    /// The file of `kind` that `name` names, or why there is none.
    fn find(&self, name: &str, kind: FileKind) -> Result<Found, Error>;
}

/// Every file of the file system, named by its path: the command line's, and Python's.
pub struct Disk;

impl Files for Disk {
    fn find(&self, name: &str, _: FileKind) -> Result<Found, Error> {
        Ok(Found::disk(name))
    }
}

/// The files a server serves, each by its name: `rules:NAME` for a rule file, `graph:NAME`
/// (or `NAME` where a family reads a graph) for a game graph.
#[derive(Clone, Debug, Default)]
pub struct Served {
    /// The rule files, by name.
    pub rules: Vec<(String, PathBuf)>,
    /// The game graphs, by name.
    pub graphs: Vec<(String, PathBuf)>,
}

impl Files for Served {
    fn find(&self, name: &str, kind: FileKind) -> Result<Found, Error> {
        let (list, prefix) = match kind {
            FileKind::Rules => (&self.rules, "rules:"),
            FileKind::Graph => (&self.graphs, "graph:"),
        };
        let bare = name.strip_prefix(prefix).unwrap_or(name);
        list.iter()
            .find(|(served, _)| served == bare)
            .map(|(served, path)| Found {
                path: path.clone(),
                name: format!("{prefix}{served}"),
            })
            .ok_or_else(|| {
                Error::invalid(Text::new("error-not-served").arg("file", quote(name, QUOTED_TOKEN)))
            })
    }
}

/// The text of the file at `path`, checked and without a byte-order mark.
pub fn read_text(path: &Path) -> Result<String, Error> {
    read_named(path, &path.to_string_lossy())
}

/// The text of the file at `path`, called `name` in a refusal.
fn read_named(path: &Path, name: &str) -> Result<String, Error> {
    let shown = Text::verbatim(quote(name, QUOTED_TOKEN));
    let file = std::fs::File::open(path).map_err(|e| cannot_read(shown.clone(), e))?;
    read_capped(file, shown)
}

/// `cannot read WHAT: why`.
pub fn cannot_read(what: Text, e: std::io::Error) -> Error {
    Error::invalid(
        Text::new("error-cannot-read")
            .arg("what", what)
            .arg("error", e.to_string()),
    )
}

/// Reads at most [`MAX_INPUT`] bytes of UTF-8 text with lines of at most [`MAX_LINE`] from
/// `reader` (`what` names it in a refusal).
pub fn read_capped(reader: impl Read, what: Text) -> Result<String, Error> {
    let mut bytes = Vec::new();
    reader
        .take(MAX_INPUT + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| cannot_read(what.clone(), e))?;
    if bytes.len() as u64 > MAX_INPUT {
        return Err(Error::invalid(
            Text::new("error-input-too-large")
                .arg("what", what)
                .arg("mib", MAX_INPUT >> 20),
        ));
    }
    let text = String::from_utf8(bytes).map_err(|e| {
        Error::invalid(
            Text::new("error-input-not-utf8")
                .arg("what", what.clone())
                .arg("byte", e.utf8_error().valid_up_to()),
        )
    })?;
    if let Some((n, _)) = text
        .split('\n')
        .enumerate()
        .find(|(_, l)| l.len() > MAX_LINE)
    {
        return Err(Error::invalid(
            Text::new("error-input-line-too-long")
                .arg("line", n + 1)
                .arg("what", what)
                .arg("mib", MAX_LINE >> 20),
        ));
    }
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    })
}
