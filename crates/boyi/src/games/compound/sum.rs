//! Disjunctive sums of impartial games: a move is made in exactly one component; the
//! theory's road of [`super::analyze`] for [`Compound::Sum`].
//!
//! Sprague-Grundy theorem (seed 003): the nimber of a sum is the nim-sum (xor) of its
//! components' nimbers. The mover wins exactly when it is not 0, by moving in a component
//! of nimber g to a position of nimber g xor X, where X is the nim-sum (always possible when
//! g has X's top bit; a component may also offer it through an option of larger nimber).

pub use super::part::{notation, Part};
use super::part::{place as place_in, Compound};
use crate::analysis::{position_after, sort_moves, Analysis, Engine, MoveReport, MoveValue};
use crate::budget::Budget;
use crate::error::Error;
use crate::family::{engine_of, Road};
use crate::text::Text;
use crate::value::{Nimber, Outcome, Value};

/// The full answer for a sum, from its components' nimbers; with `all_moves`, every move
/// of every component with its value in the sum as well. Plain search of the parts is
/// refused up front when their work together passes the request's `budget`.
/// Components whose positions may repeat or whose ends are scored otherwise are searched
/// whole instead, by [`super::analyze`], which is the door to this function.
pub(super) fn by_nimbers(
    parts: &mut [Part],
    road: Road,
    all_moves: bool,
    budget: Budget,
) -> Result<Analysis, Error> {
    let engine = engine_of(road);
    let shown: Vec<String> = parts.iter().map(Part::shown).collect();
    if engine != Engine::Theory {
        // Plain search values each part alone (and the sum by the xor of their nimbers): a
        // part past the budget is named, and then the parts' work added up is refused
        // before any part starts.
        // A rule file's bound is its own limit on positions, which its search keeps to.
        let works: Vec<Option<u64>> = parts
            .iter()
            .map(|p| match p.game.may_loop() {
                true => Some(0),
                false => p.game.search_work(&p.position),
            })
            .collect();
        for (i, &work) in works.iter().enumerate() {
            budget
                .check_search(work)
                .map_err(|e| e.within(place(i, &shown)))?;
        }
        let total = works
            .iter()
            .try_fold(0u64, |total, w| total.checked_add((*w)?));
        budget.check_search(total)?;
    }
    let nimbers = parts
        .iter_mut()
        .enumerate()
        .map(|(i, p)| {
            p.game
                .nimber(&p.position)
                .map_err(|e| e.within(place(i, &shown)))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let x = nimbers.iter().fold(0, |x, g| x ^ g);
    let mut analysis = Analysis::new(
        "sum".into(),
        notation(&shown),
        Value::from_nimber(x, None),
        engine,
    );
    for (i, part) in parts.iter_mut().enumerate() {
        let g = nimbers[i];
        if x == 0 {
            break;
        }
        // Any move to nimber g xor X wins; besides the smaller ones the mex guarantees, a
        // component may also have options of larger nimber.
        let winning = part.game.moves_to_nimber(&part.position, g ^ x);
        for mv in winning.map_err(|e| e.within(place(i, &shown)))? {
            analysis.winning_moves.push(MoveReport {
                mv: in_component(i, &shown[i], mv.mv),
                position: sum_after(&analysis.position, &shown, i, part, mv.position.as_deref()),
            });
        }
    }
    if all_moves {
        analysis.moves = Some(every_move(parts, &shown, &nimbers)?);
    }
    let lines: Vec<String> = shown
        .iter()
        .zip(&nimbers)
        .map(|(s, g)| format!("  {s}: {g} = {g:b}"))
        .collect();
    analysis.explanation = Text::new("sum")
        .arg("table", lines.join("\n"))
        .arg("sum", x)
        .arg("bits", format!("{x:b}"));
    Ok(analysis)
}

/// The move `mv` of component `i` (written `shown`), as a move of the sum.
fn in_component(i: usize, shown: &str, mv: Text) -> Text {
    Text::new("move-in-component")
        .arg("index", i + 1)
        .arg("component", shown)
        .arg("move", mv)
}

/// Where component `i` stands, for error messages.
fn place(i: usize, shown: &[String]) -> Text {
    place_in(Compound::Sum, i, shown)
}

/// Every move of every component, valued in the sum: it wins exactly when it leaves
/// nim-sum 0. Remoteness is not known for sums.
fn every_move(
    parts: &mut [Part],
    shown: &[String],
    nimbers: &[Nimber],
) -> Result<Vec<MoveValue>, Error> {
    let x = nimbers.iter().fold(0, |x, g| x ^ g);
    let whole = notation(shown);
    let mut all = Vec::new();
    for (i, part) in parts.iter_mut().enumerate() {
        let within = |e: Error| e.within(place(i, shown));
        for (mv, next) in part.game.moves(&part.position).map_err(within)? {
            let nim_sum = x ^ nimbers[i] ^ part.game.nimber(&next).map_err(within)?;
            all.push((
                MoveValue {
                    mv: in_component(i, &shown[i], mv.mv),
                    position: sum_after(&whole, shown, i, part, mv.position.as_deref()),
                    outcome: if nim_sum == 0 {
                        Outcome::Win
                    } else {
                        Outcome::Lose
                    },
                    remoteness: None,
                },
                (),
            ));
        }
    }
    sort_moves(&mut all);
    Ok(all.into_iter().map(|(m, _)| m).collect())
}

/// The sum after a move in component `i` to `component` (that component's position), when
/// the whole sum is short enough to repeat (see [`position_after`]).
fn sum_after(
    whole: &str,
    shown: &[String],
    i: usize,
    part: &Part,
    component: Option<&str>,
) -> Option<String> {
    let component = component?;
    position_after(whole, || {
        let mut parts = shown.to_vec();
        parts[i] = format!("{} {component}", part.game.name());
        notation(&parts)
    })
}
