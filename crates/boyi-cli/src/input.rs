//! Reading standard input with caps on size and line length, so that no input (`/dev/zero`,
//! gigabytes, one endless line) is read without end: the library's reader
//! ([`boyi::ask::files`]); files are read by the library's `read_text` too.

use crate::failure::Failure;
use boyi::ask::files::read_capped;
use boyi::Text;

/// The text of standard input, checked and without a byte-order mark.
pub fn stdin() -> Result<String, Failure> {
    Ok(read_capped(
        std::io::stdin().lock(),
        Text::new("standard-input"),
    )?)
}
