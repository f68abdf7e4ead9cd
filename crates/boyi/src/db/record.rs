//! A position's value in one integer, as the database stores it: the outcome in the low three
//! bits (0 for "no position here"), the remoteness above them; the nimber in a column of its
//! own, plus one (0: none).

use crate::value::{Nimber, Outcome, Remoteness, Value};
use serde::Serialize;

/// A position's value as a database stores it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Record {
    /// The result of perfect play for the player to move.
    pub outcome: Outcome,
    /// Moves until the end under perfect play (none for a draw).
    pub remoteness: Option<Remoteness>,
    /// The nimber, where the game is impartial under normal play.
    pub nimber: Option<Nimber>,
}

/// The most remoteness a record holds.
pub const MAX_REMOTENESS: Remoteness = (1 << 29) - 1;

/// The stored word of a value; 0 is kept for slots without a position.
pub(super) fn encode(outcome: Outcome, remoteness: Option<Remoteness>) -> u32 {
    let code = match outcome {
        Outcome::Win => 1,
        Outcome::Lose => 2,
        Outcome::Tie => 3,
        Outcome::Draw => 4,
    };
    let r = remoteness.unwrap_or(0).min(MAX_REMOTENESS) as u32;
    code | r << 3
}

/// The outcome and remoteness of a stored word: `Ok(None)` for an empty slot, `Err` for a
/// word no value is written as.
pub(super) fn decode(word: u32) -> Result<Option<(Outcome, Option<Remoteness>)>, ()> {
    let r = Remoteness::from(word >> 3);
    Ok(Some(match word & 7 {
        0 if word == 0 => return Ok(None),
        1 => (Outcome::Win, Some(r)),
        2 => (Outcome::Lose, Some(r)),
        3 => (Outcome::Tie, Some(r)),
        4 if r == 0 => (Outcome::Draw, None),
        _ => return Err(()),
    }))
}

/// The stored word of a nimber.
pub(super) fn encode_nimber(nimber: Option<Nimber>) -> u32 {
    nimber.map_or(0, |n| u32::try_from(n + 1).unwrap_or(u32::MAX))
}

impl Record {
    /// The record of a stored value and nimber word; `None` for an empty slot, `Err` for
    /// words no record is written as.
    pub(super) fn from_words(value: u32, nimber: u32) -> Result<Option<Record>, ()> {
        Ok(decode(value)?.map(|(outcome, remoteness)| Record {
            outcome,
            remoteness,
            nimber: nimber.checked_sub(1).map(Nimber::from),
        }))
    }

    /// The record as the engines' value.
    pub fn value(self) -> Value {
        Value {
            outcome: self.outcome,
            remoteness: self.remoteness,
            nimber: self.nimber,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_round_trip() {
        for (o, r) in [
            (Outcome::Win, Some(0)),
            (Outcome::Lose, Some(41)),
            (Outcome::Tie, Some(8191)),
            (Outcome::Draw, None),
        ] {
            assert_eq!(decode(encode(o, r)), Ok(Some((o, r))));
        }
        assert_eq!(decode(0), Ok(None));
        assert_eq!(decode(5), Err(()));
        assert_eq!(decode(4 | 8), Err(()));
        let record = Record::from_words(encode(Outcome::Lose, Some(3)), encode_nimber(Some(0)));
        assert_eq!(record.unwrap().unwrap().nimber, Some(0));
    }
}
