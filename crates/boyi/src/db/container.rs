//! The container every Boyi database file is written in, whatever it holds: the solve
//! outcomes of a game's positions (`format`) or the values of a partizan game's regions
//! (`partizan::values_file`).
//!
//! ```text
//! magic "BOYIDB\r\n" | container version: u32 | header length: u32 | header CRC-32: u32
//! header: JSON, whose field "holds" says what follows ("outcomes" when absent)
//! the body, as what it holds lays it out
//! ```
//!
//! One magic and one version for both, so every reader (`solve`, `play`, `serve`, Python,
//! `boyi db info`) asks a file what it holds before reading it, and says so when it is the
//! other kind.

use crate::error::Error;
use crate::text::Text;
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::path::Path;

/// The first bytes of every database file.
pub const MAGIC: &[u8; 8] = b"BOYIDB\r\n";

/// The version of the container this Boyi writes and reads.
pub const FORMAT_VERSION: u32 = 1;

/// Bytes before the header: magic, version, header length, header CRC.
pub const PREAMBLE: usize = 20;

/// The largest header a reader accepts (a sanity bound against a corrupted length).
const MAX_HEADER: usize = 1 << 26;

/// The first bytes of a file of region values written before the container (not read).
const OLD_VALUES_MAGIC: &[u8] = b"BOYIVAL\r\n";

/// What a database file holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Holds {
    /// The outcome and remoteness (and nimber) of every position reachable from a root.
    #[default]
    Outcomes,
    /// The canonical values of every region of a partizan game up to a size.
    Values,
}

impl Holds {
    /// What the database file at `path` holds, its header checked.
    pub fn of(path: &Path) -> Result<Holds, Error> {
        let bytes = super::file::map(path)?;
        let file = path.display().to_string();
        let (json, _) = header_bytes(&bytes, &file)?;
        let probe: Probe = serde_json::from_slice(json)
            .map_err(|_| Error::invalid(Text::new("error-db-damaged-header").arg("file", file)))?;
        Ok(probe.holds)
    }
}

/// The fields every header has, read to say what a file holds and of which game.
#[derive(Deserialize)]
struct Probe {
    #[serde(default)]
    holds: Holds,
    #[serde(default)]
    game: serde_json::Value,
}

/// The preamble and `header` (a value of plain data) of a database file.
pub fn wrap(header: &impl Serialize) -> Vec<u8> {
    let json = serde_json::to_vec(header).expect("a header is plain data");
    let mut out = Vec::with_capacity(PREAMBLE + json.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&(json.len() as u32).to_le_bytes());
    out.extend_from_slice(&crc32fast::hash(&json).to_le_bytes());
    out.extend_from_slice(&json);
    out
}

/// The header of the database file whose bytes are `bytes` (named `file` in messages), which
/// must hold `holds`, and where its body starts.
pub fn unwrap<T: DeserializeOwned>(
    bytes: &[u8],
    file: &str,
    holds: Holds,
) -> Result<(T, usize), Error> {
    let (json, end) = header_bytes(bytes, file)?;
    let damaged = || Error::invalid(Text::new("error-db-damaged-header").arg("file", file));
    let probe: Probe = serde_json::from_slice(json).map_err(|_| damaged())?;
    if probe.holds != holds {
        return Err(other_kind(file, probe));
    }
    let header = serde_json::from_slice(json).map_err(|_| damaged())?;
    Ok((header, end))
}

/// The header's bytes, its magic, version and checksum checked, and where the body starts.
fn header_bytes<'a>(bytes: &'a [u8], file: &str) -> Result<(&'a [u8], usize), Error> {
    if bytes.starts_with(OLD_VALUES_MAGIC) {
        return Err(Error::invalid(
            Text::new("error-db-old-values").arg("file", file),
        ));
    }
    if bytes.len() < PREAMBLE || &bytes[..8] != MAGIC {
        return Err(Error::invalid(
            Text::new("error-db-foreign").arg("file", file),
        ));
    }
    let word = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().expect("4 bytes"));
    let version = word(8);
    if version != FORMAT_VERSION {
        return Err(Error::invalid(
            Text::new("error-db-version")
                .arg("file", file)
                .arg("version", version)
                .arg("supported", FORMAT_VERSION),
        ));
    }
    let (length, crc) = (word(12) as usize, word(16));
    let json = bytes
        .get(PREAMBLE..PREAMBLE.saturating_add(length))
        .filter(|json| length <= MAX_HEADER && crc32fast::hash(json) == crc)
        .ok_or_else(|| Error::invalid(Text::new("error-db-damaged-header").arg("file", file)))?;
    Ok((json, PREAMBLE + length))
}

/// The refusal of a file that holds the other kind, naming its game.
fn other_kind(file: &str, probe: Probe) -> Error {
    let game = match probe.game {
        serde_json::Value::String(name) => name,
        serde_json::Value::Array(words) => words
            .first()
            .and_then(|w| w.as_str())
            .unwrap_or_default()
            .to_string(),
        _ => String::new(),
    };
    let game = crate::notation::escape_controls(&game, false);
    let key = match probe.holds {
        Holds::Outcomes => "error-db-holds-outcomes",
        Holds::Values => "error-db-holds-values",
    };
    Error::invalid(Text::new(key).arg("file", file).arg("game", game))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn said(e: Error) -> String {
        e.text().render(crate::text::Lang::En)
    }

    #[test]
    fn a_header_comes_back_and_its_kind_is_checked() {
        let bytes = wrap(&json!({"holds": "values", "game": "domineering", "n": 3}));
        let (back, end): (serde_json::Value, usize) = unwrap(&bytes, "f", Holds::Values).unwrap();
        assert_eq!(back["n"], 3);
        assert_eq!(end, bytes.len());
        let Err(e) = unwrap::<serde_json::Value>(&bytes, "f", Holds::Outcomes) else {
            panic!("values read as outcomes");
        };
        let line = said(e);
        assert!(line.contains("region values of domineering"), "{line}");
        // A header without "holds" is an outcome database (the files written before it).
        let old = wrap(&json!({"game": ["nim"]}));
        assert!(unwrap::<serde_json::Value>(&old, "f", Holds::Outcomes).is_ok());
    }

    #[test]
    fn every_cut_and_every_flipped_byte_of_the_preamble_and_header_is_refused() {
        let bytes = wrap(&json!({"holds": "outcomes", "game": ["nim"]}));
        for cut in 0..bytes.len() {
            assert!(unwrap::<serde_json::Value>(&bytes[..cut], "f", Holds::Outcomes).is_err());
        }
        for at in 0..bytes.len() {
            let mut bad = bytes.clone();
            bad[at] ^= 0x40;
            assert!(
                unwrap::<serde_json::Value>(&bad, "f", Holds::Outcomes).is_err(),
                "byte {at}"
            );
        }
        let Err(e) = unwrap::<serde_json::Value>(b"BOYIVAL\r\n....", "f", Holds::Values) else {
            panic!("an old file read");
        };
        let line = said(e);
        assert!(line.contains("older"), "{line}");
    }
}
