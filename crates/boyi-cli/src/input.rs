//! Reading files and standard input with caps on size and line length, so that no input
//! (`/dev/zero`, a file of gigabytes, one endless line) is read without end: the library's
//! readers ([`boyi::ask::files`]), for what the command line reads itself.

use crate::failure::Failure;
use boyi::ask::files::{read_capped, read_text};
use boyi::Text;

/// The text of the file at `path`, checked and without a byte-order mark.
pub fn file(path: &str) -> Result<String, Failure> {
    Ok(read_text(std::path::Path::new(path))?)
}

/// The text of standard input, checked and without a byte-order mark.
pub fn stdin() -> Result<String, Failure> {
    Ok(read_capped(
        std::io::stdin().lock(),
        Text::new("standard-input"),
    )?)
}
