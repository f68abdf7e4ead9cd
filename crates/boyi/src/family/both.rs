//! The road that takes both (`--engine both`): the theory's answer, checked against a plain
//! search of every reachable position, for a user who doubts an answer. Where the two
//! differ, the answer is an [`Error::Disagree`] naming both.

use crate::analysis::{Analysis, MoveReport};
use crate::error::Error;
use crate::text::{Lang, Text};
use crate::value::Value;
use std::collections::BTreeSet;

/// Whether the theory's answer `theory` and the search's answer `search` to the same
/// position agree: outcome, nimber and remoteness where both know them, and the moves that
/// keep the outcome (the winning moves of a win, the tying moves of a tie).
pub fn check(theory: &Analysis, search: &Analysis) -> Result<(), Error> {
    let agree = same_value(&value_of(theory), &value_of(search))
        && moves(&theory.winning_moves) == moves(&search.winning_moves);
    if agree {
        return Ok(());
    }
    Err(disagreement(
        &theory.position,
        brief(&value_of(theory), Some(&theory.winning_moves)),
        brief(&value_of(search), Some(&search.winning_moves)),
    ))
}

/// Whether the theory's value `theory` of the position written `position` agrees with the
/// search's `search`: outcome, and nimber and remoteness where both know them.
pub fn check_value(position: &str, theory: &Value, search: &Value) -> Result<(), Error> {
    if same_value(theory, search) {
        return Ok(());
    }
    Err(disagreement(
        position,
        brief(theory, None),
        brief(search, None),
    ))
}

/// The line added to an answer both roads gave.
pub fn agreed(positions: u64) -> Text {
    Text::new("both-agree").arg("positions", positions)
}

fn value_of(a: &Analysis) -> Value {
    Value {
        outcome: a.outcome,
        nimber: a.nimber,
        remoteness: a.remoteness,
    }
}

/// Same outcome, and the same nimber and remoteness where both know them (a theory may
/// value a position without its nimber, as Wythoff's does).
fn same_value(a: &Value, b: &Value) -> bool {
    fn same<T: PartialEq>(x: Option<T>, y: Option<T>) -> bool {
        x.zip(y).is_none_or(|(x, y)| x == y)
    }
    a.outcome == b.outcome && same(a.nimber, b.nimber) && same(a.remoteness, b.remoteness)
}

/// The moves as sets of what they reach (the move's words where the position is not
/// written out).
fn moves(moves: &[MoveReport]) -> BTreeSet<String> {
    let reached = |m: &MoveReport| m.position.clone();
    let named = |m: &MoveReport| m.mv.render(Lang::En);
    moves
        .iter()
        .map(|m| reached(m).unwrap_or_else(|| named(m)))
        .collect()
}

/// The most moves a disagreement lists of each answer.
const LISTED: usize = 8;

/// One answer in a few words: outcome, nimber, remoteness, and the moves it names.
fn brief(value: &Value, named: Option<&[MoveReport]>) -> Text {
    let listed: Vec<String> = named
        .map(moves)
        .unwrap_or_default()
        .into_iter()
        .take(LISTED)
        .collect();
    Text::new("both-brief")
        .arg("outcome", value.outcome.said())
        .arg("nimbered", u8::from(value.nimber.is_some()))
        .arg("nimber", value.nimber.unwrap_or(0))
        .arg("known", u8::from(value.remoteness.is_some()))
        .arg("remoteness", value.remoteness.unwrap_or(0))
        .arg("listed", u8::from(named.is_some()))
        .arg("count", named.map_or(0, <[MoveReport]>::len))
        .arg("moves", listed)
}

fn disagreement(position: &str, theory: Text, search: Text) -> Error {
    Error::Disagree(
        Text::new("error-engines-disagree")
            .arg("position", crate::notation::quote(position, 80))
            .arg("theory", theory)
            .arg("search", search),
    )
}
