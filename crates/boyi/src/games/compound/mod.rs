//! Compounds of impartial games beyond the sum (Winning Ways, ch. 9; 贾志豪 2009, 国家集训队
//! 论文 "组合游戏略述——浅谈SG游戏的若干拓展及变形"), each decided from its components alone,
//! never by searching their product:
//!
//! - **selective**: a move is a move in any nonempty set of components. The mover loses
//!   exactly when every component is lost: from there, any move leaves a won component;
//!   otherwise moving to a lost position in every won component leaves all lost.
//! - **conjunctive**: a move is a move in every component; play ends as soon as one has no
//!   move. The compound's remoteness is the least of its components' (Steinhaus; Winning
//!   Ways ch. 9): the mover wins exactly when it is odd, by moving in every component to an
//!   option of one less remoteness (the quickest win where it wins, the slowest loss where
//!   it loses), which makes the least one less.
//! - **every** (Every-SG): each turn a player moves in every component that still has a
//!   move; whoever cannot move loses. Smith's suspense number s: 0 with no move; where the
//!   mover wins, one more than the largest s of an option that loses for the opponent; where
//!   it loses, one more than the least s of an option. The mover wins exactly when the
//!   largest s of the components is odd, by moving in every component to an option of one
//!   less s (the winner stretches what they win, the loser cannot stretch anything longer).
//! - **misere** (Anti-SG): the sum played so that whoever cannot move wins, decided by the
//!   SJ theorem where its condition holds ([`sj`]).

use crate::analysis::{Analysis, Engine, MoveReport};
use crate::budget::Budget;
use crate::error::Error;
use crate::family::Position;
use crate::games::sum::{notation, place, Part};
use crate::text::Text;
use crate::value::{Outcome, Remoteness, Value};
use std::collections::HashMap;

mod sj;

/// How the components are played together.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compound {
    /// A move in any nonempty set of components.
    Selective,
    /// A move in every component; play ends when one has no move.
    Conjunctive,
    /// A move in every component that still has one (Every-SG).
    Every,
    /// A move in one component, and whoever cannot move wins (Anti-SG).
    Misere,
}

impl Compound {
    /// The compound a word names: `selective`, `conjunctive` or `every`.
    pub fn from_word(word: &str) -> Option<Compound> {
        match word {
            "selective" => Some(Compound::Selective),
            "conjunctive" => Some(Compound::Conjunctive),
            "every" => Some(Compound::Every),
            "misere" => Some(Compound::Misere),
            _ => None,
        }
    }

    /// Its name, as typed after `boyi solve`.
    pub fn name(self) -> &'static str {
        match self {
            Compound::Selective => "selective",
            Compound::Conjunctive => "conjunctive",
            Compound::Every => "every",
            Compound::Misere => "misere",
        }
    }
}

/// What decides one component: its outcome, and the number the compound is decided by
/// (remoteness for a conjunctive compound, the suspense number for Every-SG).
struct Standing {
    outcome: Outcome,
    number: Remoteness,
    /// The component's move the winner's strategy makes, with the position it leaves.
    step: Option<(Text, Option<String>)>,
}

/// The answer for a compound of `parts`; a component that is not impartial under normal
/// play, or whose numbers cannot be had within `budget`, is refused, named.
pub fn analyze(kind: Compound, parts: &mut [Part], budget: Budget) -> Result<Analysis, Error> {
    if parts.is_empty() {
        return Err(Error::invalid(Text::new("error-sum-empty")));
    }
    let shown: Vec<String> = parts.iter().map(Part::shown).collect();
    if let Some(i) = parts.iter().position(|p| !p.game.impartial()) {
        let refusal = Text::new("error-compound-impartial").arg("compound", kind.name());
        return Err(Error::invalid(refusal).within(place(i, &shown)));
    }
    if kind == Compound::Misere {
        return sj::analyze(parts, budget);
    }
    let mut standings = Vec::with_capacity(parts.len());
    for (i, part) in parts.iter_mut().enumerate() {
        let within = |e: Error| e.within(place(i, &shown));
        standings.push(standing(kind, part, budget).map_err(within)?);
    }
    let numbers: Vec<Remoteness> = standings.iter().map(|s| s.number).collect();
    let wins = match kind {
        Compound::Selective => standings.iter().any(|s| s.outcome == Outcome::Win),
        Compound::Conjunctive => numbers.iter().min().is_some_and(|r| r % 2 == 1),
        Compound::Every => numbers.iter().max().is_some_and(|s| s % 2 == 1),
        Compound::Misere => unreachable!("a misère sum is answered by the SJ theorem above"),
    };
    let value = Value {
        outcome: if wins { Outcome::Win } else { Outcome::Lose },
        remoteness: match kind {
            Compound::Conjunctive => numbers.iter().min().copied(),
            _ => None,
        },
        nimber: None,
    };
    let mut answer = Analysis::new(kind.name().into(), notation(&shown), value, Engine::Theory);
    if wins {
        // The winner's move: each component's step where the compound moves in it.
        let mut words = Vec::new();
        let mut after = Vec::new();
        for (i, s) in standings.iter().enumerate() {
            let moved = match kind {
                Compound::Selective => s.outcome == Outcome::Win,
                _ => s.step.is_some(),
            };
            match (&s.step, moved) {
                (Some((mv, position)), true) => {
                    words.push(
                        Text::new("move-in-component")
                            .arg("index", i + 1)
                            .arg("component", shown[i].clone())
                            .arg("move", mv.clone()),
                    );
                    let game = parts[i].game.name();
                    after.push(format!("{game} {}", position.clone().unwrap_or_default()));
                }
                _ => after.push(shown[i].clone()),
            }
        }
        let mv = words
            .into_iter()
            .reduce(|a, b| Text::new("compound-and").arg("a", a).arg("b", b))
            .expect("a winning compound moves somewhere");
        answer.winning_moves.push(MoveReport {
            mv,
            position: Some(notation(&after)),
        });
    }
    let rows: Vec<Text> = shown
        .iter()
        .zip(&standings)
        .map(|(s, st)| {
            let number = match kind {
                Compound::Selective => String::new(),
                _ => format!(" {}", st.number),
            };
            Text::new("compound-row")
                .arg("component", s.clone())
                .arg("outcome", Text::new(outcome_key(st.outcome)))
                .arg("number", number)
        })
        .collect();
    answer.explanation = Text::new(format!("compound-{}", kind.name()))
        .arg("table", Text::lines(rows))
        .arg("wins", u8::from(wins));
    Ok(answer)
}

/// The message of `win` or `lose`, as the table of a compound's explanation writes it.
fn outcome_key(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win => "outcome-win",
        _ => "outcome-lose",
    }
}

/// One component's standing in `kind`.
fn standing(kind: Compound, part: &mut Part, budget: Budget) -> Result<Standing, Error> {
    match kind {
        Compound::Misere => unreachable!("a misère sum has no standings"),
        Compound::Selective => {
            let answer = part.game.analyze(&part.position, false)?;
            let step = answer
                .winning_moves
                .first()
                .map(|m| (m.mv.clone(), m.position.clone()));
            Ok(Standing {
                outcome: answer.outcome,
                number: 0,
                step,
            })
        }
        Compound::Conjunctive => {
            let value = part.game.value(&part.position)?;
            let r = value
                .remoteness
                .ok_or_else(|| Error::limit(Text::new("error-compound-remoteness")))?;
            // An option of one less remoteness: the quickest win, or the slowest loss.
            let step = part
                .game
                .moves(&part.position)?
                .into_iter()
                .find(|(m, _)| {
                    m.remoteness == Some(r.saturating_sub(1))
                        && (value.outcome == Outcome::Lose || m.outcome == Outcome::Win)
                })
                .map(|(m, _)| (m.mv, m.position));
            Ok(Standing {
                outcome: value.outcome,
                number: r,
                step,
            })
        }
        Compound::Every => {
            budget.check_search(part.game.search_work(&part.position))?;
            let mut memo = HashMap::new();
            let s = suspense(part, &part.position.clone(), &mut memo)?;
            let mut step = None;
            if s > 0 {
                for (mv, next) in part.game.successors(&part.position)? {
                    if suspense(part, &next, &mut memo)? + 1 == s {
                        step = Some((mv, Some(part.game.show(&next))));
                        break;
                    }
                }
            }
            Ok(Standing {
                outcome: if s % 2 == 1 {
                    Outcome::Win
                } else {
                    Outcome::Lose
                },
                number: s,
                step,
            })
        }
    }
}

/// Smith's suspense number of `position` (odd exactly where the mover wins), by a search
/// of the component alone, positions kept by their notation.
fn suspense(
    part: &Part,
    position: &Position,
    memo: &mut HashMap<String, Remoteness>,
) -> Result<Remoteness, Error> {
    let key = part.game.show(position);
    if let Some(&s) = memo.get(&key) {
        return Ok(s);
    }
    let mut children = Vec::new();
    for (_, next) in part.game.successors(position)? {
        children.push(suspense(part, &next, memo)?);
    }
    let losing_for_opponent = children.iter().filter(|&&s| s % 2 == 0).max();
    let s = match (losing_for_opponent, children.iter().min()) {
        (Some(&s), _) => s + 1,
        (None, Some(&s)) => s + 1,
        (None, None) => 0,
    };
    memo.insert(key, s);
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::sj::tests::part_with;
    use super::*;
    use crate::notation::argument_tokens;

    /// A component: `nim HEAPS…` or a subtraction game with moves {1, 2}.
    fn part(words: &[&str]) -> Part {
        part_with(words, "1,2")
    }

    /// Whether the mover wins the compound of `positions` by plain search of the product.
    fn product_wins(
        kind: Compound,
        parts: &[Part],
        positions: &[Position],
        memo: &mut HashMap<Vec<String>, bool>,
    ) -> bool {
        let key: Vec<String> = parts
            .iter()
            .zip(positions)
            .map(|(p, q)| p.game.show(q))
            .collect();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let options: Vec<Vec<Position>> = parts
            .iter()
            .zip(positions)
            .map(|(p, q)| {
                p.game
                    .successors(q)
                    .unwrap()
                    .into_iter()
                    .map(|(_, n)| n)
                    .collect()
            })
            .collect();
        let k = parts.len();
        // Each component either stays (None) or takes one of its options.
        let mut choices: Vec<Vec<Option<usize>>> = vec![vec![]];
        for opts in &options {
            let mut next = Vec::new();
            for c in &choices {
                let mut stay = c.clone();
                stay.push(None);
                next.push(stay);
                for j in 0..opts.len() {
                    let mut go = c.clone();
                    go.push(Some(j));
                    next.push(go);
                }
            }
            choices = next;
        }
        let allowed = |c: &[Option<usize>]| match kind {
            Compound::Selective => c.iter().any(Option::is_some),
            Compound::Conjunctive => {
                options.iter().all(|o| !o.is_empty()) && c.iter().all(Option::is_some)
            }
            Compound::Every => {
                c.iter().any(Option::is_some)
                    && (0..k).all(|i| c[i].is_some() != options[i].is_empty())
            }
            Compound::Misere => c.iter().filter(|x| x.is_some()).count() == 1,
        };
        // Under misère play a player with no move has won.
        let ended = kind == Compound::Misere && options.iter().all(Vec::is_empty);
        let wins = ended
            || choices.iter().filter(|c| allowed(c)).any(|c| {
                let next: Vec<Position> = (0..k)
                    .map(|i| match c[i] {
                        Some(j) => options[i][j].clone(),
                        None => positions[i].clone(),
                    })
                    .collect();
                !product_wins(kind, parts, &next, memo)
            });
        memo.insert(key, wins);
        wins
    }

    /// Every compound of two or three components among Nim heaps up to 3, two heaps up to 2
    /// and a subtraction game {1, 2} up to 5, in each of the four kinds: the theory's
    /// outcome is the product's by plain search, and each winning move leaves a loss.
    #[test]
    fn compounds_agree_with_plain_search_of_the_product() {
        let mut pool: Vec<Vec<String>> = Vec::new();
        for h in 0..=3 {
            pool.push(vec!["nim".into(), h.to_string()]);
        }
        for (a, b) in [(1, 1), (1, 2), (2, 2)] {
            pool.push(vec!["nim".into(), a.to_string(), b.to_string()]);
        }
        for n in 0..=5 {
            pool.push(vec!["subtraction".into(), n.to_string()]);
        }
        let mut compounds: Vec<Vec<usize>> = Vec::new();
        for a in 0..pool.len() {
            for b in a..pool.len() {
                compounds.push(vec![a, b]);
                for c in (b..pool.len()).step_by(3) {
                    compounds.push(vec![a, b, c]);
                }
            }
        }
        let kinds = [
            Compound::Selective,
            Compound::Conjunctive,
            Compound::Every,
            Compound::Misere,
        ];
        for kind in kinds {
            for chosen in &compounds {
                let words = |i: usize| pool[i].iter().map(String::as_str).collect::<Vec<_>>();
                let mut parts: Vec<Part> = chosen.iter().map(|&i| part(&words(i))).collect();
                let positions: Vec<Position> = parts.iter().map(|p| p.position.clone()).collect();
                let mut memo = HashMap::new();
                let searched = product_wins(kind, &parts, &positions, &mut memo);
                let answer = analyze(kind, &mut parts, Budget::with_memory(1 << 28)).unwrap();
                let label = format!("{kind:?} {chosen:?}");
                assert_eq!(answer.outcome == Outcome::Win, searched, "{label}");
                for mv in &answer.winning_moves {
                    // The position after the move, read back component by component.
                    let after: Vec<Position> = mv
                        .position
                        .as_deref()
                        .unwrap()
                        .split(" + ")
                        .zip(&parts)
                        .map(|(text, p)| {
                            let words: Vec<&str> = text.split_whitespace().collect();
                            let skip = if words[0] == "subtraction" { 3 } else { 1 };
                            p.game.parse(&argument_tokens(&words[skip..])).unwrap()
                        })
                        .collect();
                    assert!(
                        !product_wins(kind, &parts, &after, &mut memo),
                        "{label}: {}",
                        mv.position.as_deref().unwrap()
                    );
                }
            }
        }
    }
}
