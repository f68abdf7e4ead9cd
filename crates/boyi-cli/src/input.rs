//! Reading files and standard input with caps on size and line length, so that no input
//! (`/dev/zero`, a file of gigabytes, one endless line) is read without end.

use crate::failure::Failure;
use boyi::Text;
use std::io::Read;

/// The most bytes a file or standard input may have.
pub const MAX_INPUT: u64 = 64 << 20;
/// The longest line of an input, in bytes.
pub const MAX_LINE: usize = 1 << 20;

/// The text of the file at `path`, checked and without a byte-order mark.
pub fn file(path: &str) -> Result<String, Failure> {
    let shown = crate::failure::quoted(path);
    let file = std::fs::File::open(path).map_err(|e| cannot_read(Text::verbatim(&shown), e))?;
    capped(file, Text::verbatim(shown))
}

/// The text of standard input, checked and without a byte-order mark.
pub fn stdin() -> Result<String, Failure> {
    capped(std::io::stdin().lock(), Text::new("standard-input"))
}

/// `cannot read WHAT: why`.
pub fn cannot_read(what: Text, e: std::io::Error) -> Failure {
    Failure::new(
        Text::new("error-cannot-read")
            .arg("what", what)
            .arg("error", e.to_string()),
    )
}

/// Reads at most [`MAX_INPUT`] bytes of UTF-8 text with lines of at most [`MAX_LINE`].
fn capped(reader: impl Read, what: Text) -> Result<String, Failure> {
    let mut bytes = Vec::new();
    reader
        .take(MAX_INPUT + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| cannot_read(what.clone(), e))?;
    if bytes.len() as u64 > MAX_INPUT {
        return Err(Failure::new(
            Text::new("error-input-too-large")
                .arg("what", what)
                .arg("mib", MAX_INPUT >> 20),
        ));
    }
    let text = String::from_utf8(bytes).map_err(|e| {
        Failure::new(
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
        return Err(Failure::new(
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
