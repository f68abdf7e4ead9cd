//! The compounds decided from their components alone, where every component is finite,
//! acyclic and played under normal play (Winning Ways, ch. 9):
//!
//! - **selective**: the mover loses exactly when every component is lost: from there, any
//!   move leaves a won component; otherwise moving to a lost position in every won
//!   component leaves all lost. The winning moves are exactly those: a move in a lost
//!   component leaves it won.
//! - **conjunctive**: the compound's remoteness is the least of its components' (Steinhaus;
//!   Winning Ways ch. 9), and the mover wins exactly when it is odd. A move wins exactly
//!   when the least remoteness of the components after it is even.
//! - **every** (Every-SG): Smith's suspense number s is 0 with no move; where the mover
//!   wins, one more than the largest s of an option that loses for the opponent; where it
//!   loses, one more than the least s of an option. The mover wins exactly when the largest
//!   s of the components is odd; a move wins exactly when the largest s after it is even
//!   (a component without moves keeps its 0).
//! - **misere**: the SJ theorem where its condition holds ([`super::sj`]).
//!
//! Each component's numbers come from its explored graph, children first and without
//! recursion; a component too large to explore is valued by its family's own theory
//! (outcome and remoteness), which the conjunctive and selective compounds need alone.

use super::explore::{component_moves, Explored, ROOT};
use super::part::{compound_move, listed, notation, place, ComponentMove, Compound, Part};
use super::part::{written, LISTED_WINNING};
use super::{sj, sum};
use crate::analysis::{Analysis, Engine, MoveReport};
use crate::budget::Budget;
use crate::error::Error;
use crate::family::Road;
use crate::text::Text;
use crate::value::{Outcome, Remoteness, Value};

/// One component's standing: its outcome and number, and for each of its moves the
/// outcome (for the opponent then to move) and number it leaves.
struct Standing {
    outcome: Outcome,
    number: Remoteness,
    moves: Vec<ComponentMove>,
    after: Vec<(Outcome, Remoteness)>,
}

/// The answer by theory for `kind` (not the sum) of `parts`, written `shown`, from their
/// `explored` graphs (acyclic, normal play) or, where a component was too large to
/// explore, its family's own values.
pub fn analyze(
    kind: Compound,
    parts: &mut [Part],
    shown: &[String],
    explored: Vec<Option<Result<Explored, Error>>>,
    road: Road,
    all_moves: bool,
    budget: Budget,
) -> Result<Analysis, Error> {
    if kind == Compound::Sum {
        return sum::by_nimbers(parts, road, all_moves, budget);
    }
    if kind == Compound::Misere {
        let explored = explored
            .into_iter()
            .enumerate()
            .map(|(i, e)| {
                let e = e.expect("a misère sum explores every component");
                e.map_err(|e| e.within(place(kind, i, shown)))
            })
            .collect::<Result<Vec<_>, _>>()?;
        return sj::analyze(parts, shown, &explored, budget);
    }
    let mut standings = Vec::with_capacity(parts.len());
    for (i, (part, e)) in parts.iter_mut().zip(explored).enumerate() {
        let within = |e: Error| e.within(place(kind, i, shown));
        let standing = match e {
            Some(Ok(e)) => standing(kind, part, &e),
            Some(Err(e)) if kind == Compound::Every => Err(e),
            _ => by_family(kind, part),
        };
        standings.push(standing.map_err(within)?);
    }
    let numbers: Vec<Remoteness> = standings.iter().map(|s| s.number).collect();
    let wins = match kind {
        Compound::Selective => standings.iter().any(|s| s.outcome == Outcome::Win),
        Compound::Conjunctive => numbers.iter().min().is_some_and(|r| r % 2 == 1),
        _ => numbers.iter().max().is_some_and(|s| s % 2 == 1),
    };
    let value = Value {
        outcome: if wins { Outcome::Win } else { Outcome::Lose },
        remoteness: match kind {
            Compound::Conjunctive => numbers.iter().min().copied(),
            _ => None,
        },
        nimber: None,
    };
    let mut answer = Analysis::new(kind.name().into(), notation(shown), value, Engine::Theory);
    let mut lines = vec![explain(kind, shown, &standings, wins)];
    if wins {
        let (moves, count) = winning_moves(kind, shown, &standings);
        if count > moves.len() as u128 {
            lines.push(listed(count, moves.len()));
        }
        answer.winning_moves = moves;
    }
    answer.explanation = Text::lines(lines);
    Ok(answer)
}

/// Smith's rule for remoteness (the winner hurries, the loser delays) over the options'
/// outcomes and numbers: what the conjunctive compound is decided by.
fn remoteness(options: &[(Outcome, Remoteness)]) -> (Outcome, Remoteness) {
    let lost = options.iter().filter(|o| o.0 == Outcome::Lose).map(|o| o.1);
    match lost.min() {
        Some(r) => (Outcome::Win, r + 1),
        None => (
            Outcome::Lose,
            options.iter().map(|o| o.1).max().unwrap_or(0) + 1,
        ),
    }
}

/// Smith's suspense number (the winner stretches a win, the loser cuts a loss short): what
/// Every-SG is decided by.
fn suspense(options: &[(Outcome, Remoteness)]) -> (Outcome, Remoteness) {
    let lost = options.iter().filter(|o| o.0 == Outcome::Lose).map(|o| o.1);
    match lost.max() {
        Some(s) => (Outcome::Win, s + 1),
        None => (
            Outcome::Lose,
            options.iter().map(|o| o.1).min().unwrap_or(0) + 1,
        ),
    }
}

/// A component's standing from its explored graph.
fn standing(kind: Compound, part: &Part, explored: &Explored) -> Result<Standing, Error> {
    let order = explored
        .order
        .as_ref()
        .expect("the theory's components are acyclic");
    let numbers = match kind {
        Compound::Every => explored.numbers(order, suspense),
        _ => explored.numbers(order, remoteness),
    };
    let (outcome, number) = numbers[ROOT as usize];
    let after = explored.options[ROOT as usize]
        .iter()
        .map(|&c| numbers[c as usize])
        .collect();
    Ok(Standing {
        outcome,
        number,
        moves: component_moves(part, explored)?,
        after,
    })
}

/// A component not explored (too large, or not needed), by its family's values: for the
/// selective compound its outcome and winning moves, for the conjunctive one the outcome
/// and remoteness of the position and of every move (refused where not known).
fn by_family(kind: Compound, part: &mut Part) -> Result<Standing, Error> {
    let name = part.game.name();
    let component_move = |mv: Text, after: &str| ComponentMove {
        mv,
        after: written(&name, after),
    };
    if kind == Compound::Selective {
        let answer = part.game.analyze(&part.position, false)?;
        let won = answer.outcome == Outcome::Win;
        let mut moves = Vec::new();
        for m in answer.winning_moves.into_iter().filter(|_| won) {
            let after = m.position.as_deref().unwrap_or("…");
            moves.push(component_move(m.mv, after));
        }
        return Ok(Standing {
            outcome: answer.outcome,
            number: 0,
            after: vec![(Outcome::Lose, 0); moves.len()],
            moves,
        });
    }
    let unknown = || Error::limit(Text::new("error-compound-remoteness"));
    let value = part.game.value(&part.position)?;
    let number = value.remoteness.ok_or_else(unknown)?;
    let mut moves = Vec::new();
    let mut after = Vec::new();
    for (m, next) in part.game.moves(&part.position)? {
        after.push((m.outcome.flip(), m.remoteness.ok_or_else(unknown)?));
        moves.push(component_move(m.mv, &part.game.show(&next)));
    }
    Ok(Standing {
        outcome: value.outcome,
        number,
        moves,
        after,
    })
}

/// Every winning move (at most [`LISTED_WINNING`]) and how many there are: each a choice
/// of one move (or none) per component that the theory says leaves the opponent lost.
fn winning_moves(
    kind: Compound,
    shown: &[String],
    standings: &[Standing],
) -> (Vec<MoveReport>, u128) {
    // Each component's candidates: a move's index and the number it leaves, or `None`
    // where the component stays (with the number it keeps).
    let candidates: Vec<Vec<(Option<usize>, Remoteness)>> = standings
        .iter()
        .map(|s| {
            let moves = s.after.iter().enumerate();
            match kind {
                Compound::Selective if s.outcome == Outcome::Win => moves
                    .filter(|(_, a)| a.0 == Outcome::Lose)
                    .map(|(j, _)| (Some(j), 0))
                    .collect(),
                Compound::Selective => vec![(None, 0)],
                _ if s.after.is_empty() => vec![(None, 0)],
                _ => moves.map(|(j, a)| (Some(j), a.1)).collect(),
            }
        })
        .collect();
    let mut found = Vec::new();
    let mut count = 0u128;
    let mut take = |lists: &[Vec<&(Option<usize>, Remoteness)>]| {
        let choices = lists
            .iter()
            .fold(1u128, |n, l| n.saturating_mul(l.len() as u128));
        count = count.saturating_add(choices);
        odometer(lists, |choice| {
            if found.len() >= LISTED_WINNING {
                return false;
            }
            let moves: Vec<Option<&ComponentMove>> = choice
                .iter()
                .zip(standings)
                .map(|(c, s)| c.0.map(|j| &s.moves[j]))
                .collect();
            found.push(compound_move(shown, &moves));
            true
        });
    };
    if kind == Compound::Selective {
        let lists: Vec<Vec<_>> = candidates.iter().map(|c| c.iter().collect()).collect();
        take(&lists);
        return (found, count);
    }
    // The extreme (least for conjunctive, largest for every) must be even. Each such
    // choice is counted once, by the first component that reaches the extreme e: those
    // before it go strictly beyond e, those after it reach e or beyond.
    let beyond = |n: Remoteness, e: Remoteness| match kind {
        Compound::Conjunctive => n > e,
        _ => n < e,
    };
    let mut targets: Vec<Remoteness> = candidates
        .iter()
        .flatten()
        .map(|c| c.1)
        .filter(|n| n % 2 == 0)
        .collect();
    targets.sort_unstable();
    targets.dedup();
    for e in targets {
        for k in 0..candidates.len() {
            let lists: Vec<Vec<_>> = candidates
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    c.iter()
                        .filter(|(_, n)| match i.cmp(&k) {
                            std::cmp::Ordering::Less => beyond(*n, e),
                            std::cmp::Ordering::Equal => *n == e,
                            std::cmp::Ordering::Greater => *n == e || beyond(*n, e),
                        })
                        .collect()
                })
                .collect();
            take(&lists);
        }
    }
    (found, count)
}

/// Calls `each` with every choice of one item from each list, in order, until it returns
/// false.
fn odometer<T>(lists: &[Vec<T>], mut each: impl FnMut(&[&T]) -> bool) {
    if lists.iter().any(Vec::is_empty) {
        return;
    }
    let mut at = vec![0usize; lists.len()];
    loop {
        let choice: Vec<&T> = at.iter().zip(lists).map(|(&j, l)| &l[j]).collect();
        if !each(&choice) {
            return;
        }
        let mut i = 0;
        loop {
            if i == lists.len() {
                return;
            }
            at[i] += 1;
            if at[i] < lists[i].len() {
                break;
            }
            at[i] = 0;
            i += 1;
        }
    }
}

/// Why the theory decides: each component's outcome and number, and the rule.
fn explain(kind: Compound, shown: &[String], standings: &[Standing], wins: bool) -> Text {
    let rows: Vec<Text> = shown
        .iter()
        .zip(standings)
        .map(|(s, st)| {
            let number = match kind {
                Compound::Selective => String::new(),
                _ => format!(" {}", st.number),
            };
            Text::new("compound-row")
                .arg("component", s.clone())
                .arg("outcome", st.outcome.said())
                .arg("number", number)
        })
        .collect();
    Text::new(format!("compound-{}", kind.name()))
        .arg("table", Text::lines(rows))
        .arg("wins", u8::from(wins))
}
