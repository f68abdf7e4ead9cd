//! Opening the files of databases: a whole file mapped into memory, and the one-line error
//! of a file that could not be opened, read or written.

use crate::error::Error;
use crate::text::Text;
use memmap2::Mmap;
use std::fs::File;
use std::path::Path;
use std::sync::Arc;

/// The error for a file that could not be opened, read or written.
pub(crate) fn io_error(action: &'static str, file: &Path, e: std::io::Error) -> Error {
    Error::invalid(
        Text::new("error-db-io")
            .arg("action", Text::new(format!("db-action-{action}")))
            .arg("file", file.display().to_string())
            .arg("error", e.to_string()),
    )
}

/// Memory-maps a whole file (empty files are read as no bytes).
pub(crate) fn map(path: &Path) -> Result<Arc<Mmap>, Error> {
    let file = File::open(path).map_err(|e| io_error("open", path, e))?;
    let kind = file.metadata().map_err(|e| io_error("read", path, e))?;
    if !kind.is_file() {
        return Err(Error::invalid(
            Text::new("error-db-not-a-file").arg("file", path.display().to_string()),
        ));
    }
    // Safety: the file is only read; a database is never written in place (a build writes a
    // temporary file and renames it), so the mapped bytes do not change under the reader.
    let mapped = unsafe { Mmap::map(&file) }.map_err(|e| io_error("read", path, e))?;
    Ok(Arc::new(mapped))
}
