//! A rule file's game as a solve database holds it: tiers from its `fn tier(p)` (one tier
//! without it), positions stored as compact byte keys, canonical by its `fn canonical(p)`.

use super::script::{Pos, Script};
use crate::db::{Key, Tiered};
use crate::error::Error;
use crate::family::Position;
use crate::value::Outcome;
use std::rc::Rc;

/// A compiled rule file, for the database builder.
pub struct ScriptTiers {
    /// The rules.
    pub script: Rc<Script>,
}

/// A position as bytes: a tag, then an integer's 8 bytes, a list's numbers (zigzag LEB128),
/// or a string's UTF-8.
fn encode(p: &Pos) -> Vec<u8> {
    let mut out = Vec::new();
    match p {
        Pos::Int(n) => {
            out.push(0);
            out.extend_from_slice(&n.to_le_bytes());
        }
        Pos::List(items) => {
            out.push(1);
            for &n in items {
                let zigzag = ((n << 1) ^ (n >> 63)) as u64;
                zigzag.write_after(None, &mut out);
            }
        }
        Pos::Text(s) => {
            out.push(2);
            out.extend_from_slice(s.as_bytes());
        }
    }
    out
}

/// The position of [`encode`]'s bytes (written by this build, so always one).
fn decode(bytes: &[u8]) -> Pos {
    let (&tag, rest) = bytes.split_first().expect("a key has a tag");
    match tag {
        0 => Pos::Int(i64::from_le_bytes(rest.try_into().expect("eight bytes"))),
        1 => {
            let mut items = Vec::new();
            let mut at = 0;
            while at < rest.len() {
                let (zigzag, used) = u64::read_after(None, &rest[at..]).expect("a number");
                items.push(((zigzag >> 1) as i64) ^ -((zigzag & 1) as i64));
                at += used;
            }
            Pos::List(items)
        }
        _ => Pos::Text(String::from_utf8(rest.to_vec()).expect("UTF-8")),
    }
}

impl ScriptTiers {
    /// The tier and key of a position, canonical first.
    fn locate(&self, p: Pos) -> Result<(u32, Vec<u8>), Error> {
        let p = self.script.canonical(p)?;
        Ok((self.script.tier(&p)?, encode(&p)))
    }
}

impl Tiered for ScriptTiers {
    type Key = Vec<u8>;

    fn children(
        &self,
        _tier: u32,
        key: &Vec<u8>,
        out: &mut Vec<(u32, Vec<u8>)>,
    ) -> Result<(), Error> {
        for (_, child) in self.script.moves(&decode(key))? {
            out.push(self.locate(child)?);
        }
        Ok(())
    }

    fn end(&self, _tier: u32, key: &Vec<u8>) -> Result<Option<Outcome>, Error> {
        self.script.end(&decode(key))
    }

    fn key_of(&self, position: &Position) -> Result<(u32, Vec<u8>), Error> {
        let p = position.get::<Pos>().expect("a rule file's position");
        self.locate(p.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_round_trip_through_keys() {
        for p in [
            Pos::Int(-5),
            Pos::Int(i64::MAX),
            Pos::List(vec![]),
            Pos::List(vec![0, -1, 300, i64::MIN, i64::MAX]),
            Pos::Text(String::new()),
            Pos::Text("L**L 中".into()),
        ] {
            assert_eq!(decode(&encode(&p)), p);
        }
    }
}
