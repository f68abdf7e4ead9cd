//! The file of a long search's run (a checkpoint): one line of JSON, then `crc32` and the
//! line's checksum. It is written to a temporary name, synced, renamed and read back, so a
//! crash leaves the last whole file; as it is read, a damaged file, one of another format
//! and one of another game are refused.

use super::write_atomic;
use crate::ask::files::{cannot_read, Found, MAX_INPUT};
use crate::error::Error;
use crate::notation::{quote, QUOTED_TOKEN};
use crate::text::{Arg, Text};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::io::Read;
use std::path::Path;

/// What a run's file says of itself, checked as it is read.
pub trait Heading {
    /// Its format, a fixed text of the search that writes it.
    fn format(&self) -> &str;
    /// What it is the run of: the game and position, as they are written.
    fn of(&self) -> &str;
}

/// Writes the run `value` of `of` to `path`, sealed by its checksum.
pub fn seal<T: Serialize>(path: &Path, value: &T, of: &str) -> Result<(), Error> {
    let mut bytes = serde_json::to_vec(value).expect("plain data");
    let crc = crc32fast::hash(&bytes);
    bytes.extend_from_slice(format!("\ncrc32 {crc:08x}\n").as_bytes());
    write_atomic(path, &bytes)?;
    match std::fs::read(path).ok() == Some(bytes) {
        true => Ok(()),
        false => Err(refused(
            &Found::disk(path),
            of,
            Text::new("db-fault-checksum"),
        )),
    }
}

/// The run of `of` in the file `found`, written in `format`.
pub fn unseal<T: DeserializeOwned + Heading>(
    found: &Found,
    format: &str,
    of: &str,
) -> Result<T, Error> {
    let text = read_bounded(found, of)?;
    let damaged = || refused(found, of, Text::new("db-fault-checksum"));
    let (json, crc) = text
        .trim_end()
        .rsplit_once("\ncrc32 ")
        .ok_or_else(damaged)?;
    if u32::from_str_radix(crc, 16).ok() != Some(crc32fast::hash(json.as_bytes())) {
        return Err(damaged());
    }
    let run: T = serde_json::from_str(json).map_err(|e| refused(found, of, e.to_string()))?;
    if run.format() != format {
        let why = Text::new("checkpoint-format").arg("format", format);
        return Err(refused(found, of, why));
    }
    if run.of() != of {
        let why = Text::new("checkpoint-other-game").arg("other", run.of());
        return Err(refused(found, of, why));
    }
    Ok(run)
}

/// The text of the file `found` (the run of `of`), at most [`MAX_INPUT`] bytes (a device is cut off there):
/// one line of JSON, as long as the run it keeps, so not read as the lines of text a person
/// writes are ([`Found::read`] refuses a line past a mebibyte).
fn read_bounded(found: &Found, of: &str) -> Result<String, Error> {
    let name = Text::verbatim(quote(&found.name, QUOTED_TOKEN));
    let file = std::fs::File::open(&found.path).map_err(|e| cannot_read(name.clone(), e))?;
    let mut bytes = Vec::new();
    file.take(MAX_INPUT + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| cannot_read(name.clone(), e))?;
    if bytes.len() as u64 > MAX_INPUT {
        let too_large = Text::new("error-input-too-large").arg("what", name);
        return Err(Error::invalid(too_large.arg("mib", MAX_INPUT >> 20)));
    }
    String::from_utf8(bytes).map_err(|_| refused(found, of, Text::new("db-fault-checksum")))
}

/// The refusal of the file `found` as the run of `of`, for the reason `why`.
pub fn refused(found: &Found, of: &str, why: impl Into<Arg>) -> Error {
    Error::invalid(
        Text::new("error-checkpoint")
            .arg("file", found.name.as_str())
            .arg("game", of)
            .arg("why", why),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Serialize, Deserialize, Debug, PartialEq)]
    struct Run(String, String, u64);

    impl Heading for Run {
        fn format(&self) -> &str {
            &self.0
        }
        fn of(&self) -> &str {
            &self.1
        }
    }

    /// A run reads back as sealed; one of another format or game is refused, and so is a
    /// file changed by one byte, cut short or not JSON.
    #[test]
    fn what_is_sealed_reads_back_and_a_damaged_file_is_refused() {
        let path = std::env::temp_dir().join(format!("boyi-sealed-{}.json", std::process::id()));
        let run = Run("f 1".into(), "g".into(), 7);
        seal(&path, &run, "g").unwrap();
        let found = Found::disk(&path);
        assert_eq!(unseal::<Run>(&found, "f 1", "g").unwrap(), run);
        assert!(unseal::<Run>(&found, "f 2", "g").is_err());
        assert!(unseal::<Run>(&found, "f 1", "h").is_err());
        let bytes = std::fs::read(&path).unwrap();
        let mut changed = bytes.clone();
        changed[8] ^= 1;
        let short = bytes[..bytes.len() / 2].to_vec();
        for damaged in [changed, short, b"{}\ncrc32 0\n".to_vec()] {
            std::fs::write(&path, damaged).unwrap();
            assert!(unseal::<Run>(&found, "f 1", "g").is_err());
        }
        std::fs::remove_file(&path).unwrap();
    }
}
