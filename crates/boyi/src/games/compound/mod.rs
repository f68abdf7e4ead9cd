//! Compounds of impartial games (Winning Ways, ch. 9; 贾志豪 2009, 国家集训队论文
//! "组合游戏略述——浅谈SG游戏的若干拓展及变形"): the sum, and
//!
//! - **selective**: a move is a move in any nonempty set of components;
//! - **conjunctive**: a move is a move in every component; play ends as soon as one has no
//!   move;
//! - **every** (Every-SG): each turn a player moves in every component that still has a
//!   move; whoever cannot move loses;
//! - **misere** (Anti-SG): the sum played so that whoever cannot move wins.
//!
//! Two roads. Where the theory's hypotheses hold (every component finite, acyclic and
//! played under normal play) [`theory`] decides from the components alone; the sum has its
//! own module ([`crate::games::sum`]) and the misère sum the SJ theorem ([`sj`]). Elsewhere
//! (a component whose positions repeat, ends scored as wins or ties, `--engine generic`,
//! `--all-moves`) [`product`] searches every tuple of the components' positions by
//! retrograde analysis, which knows draws, within the request's budget, or refuses before
//! it starts, naming the component and the reason. `--engine both` takes both roads and
//! refuses where they disagree.

use crate::analysis::{achieves, sort_moves, Analysis, Engine, MoveValue};
use crate::budget::{check_move_list, Budget, REMOTENESS_WORK};
use crate::error::Error;
use crate::family::Road;
use crate::game::Kind;
use crate::text::Text;
use crate::value::Value;
use explore::{component_moves, explore, Explored};
pub use part::LISTED_WINNING;
pub use part::{compound_move, listed, notation, place, ComponentMove, Compound, Part};
use product::{each_move, Choice, Product};

mod explore;
mod nim;
mod part;
pub mod product;
mod sj;
pub mod sum;
mod theory;

/// The answer for the compound `kind` of `parts` on `road`; with `all_moves`, every move
/// with its value as well. Refused, naming the component, where neither the theory nor a
/// search within `budget` can answer.
pub fn analyze(
    kind: Compound,
    parts: &mut [Part],
    road: Road,
    all_moves: bool,
    budget: Budget,
) -> Result<Analysis, Error> {
    if parts.is_empty() {
        return Err(Error::invalid(Text::new("error-sum-empty")));
    }
    let shown: Vec<String> = parts.iter().map(Part::shown).collect();
    if let Some(i) = parts.iter().position(|p| p.game.partizan()) {
        let refusal = Text::new("error-compound-partizan").arg("compound", kind.name());
        return Err(Error::invalid(refusal).within(place(kind, i, &shown)));
    }
    if kind == Compound::Misere && road == Road::Theory && !all_moves {
        if let Some(answer) = nim::analyze(parts, &shown) {
            return Ok(answer);
        }
    }
    // The search is asked for; the sum's own generic road values each part alone.
    let asked = kind != Compound::Sum && (road != Road::Theory || all_moves);
    let explored: Vec<Option<Result<Explored, Error>>> = parts
        .iter_mut()
        .map(|p| wants_graph(kind, asked, p).then(|| explore(p, &budget)))
        .collect();
    let obstacle = obstacle(parts, &explored);
    if obstacle.is_none() && !asked {
        return theory::analyze(kind, parts, &shown, explored, road, all_moves, budget);
    }
    if kind == Compound::Sum && obstacle.as_ref().is_some_and(|o| o.key() == CYCLE) {
        // Smith's generalised nimbers add as nimbers do where all are finite (Winning
        // Ways ch. 12; Fraenkel 2004): only an infinite one needs the search.
        if let Ok(answer) = sum::by_nimbers(parts, road, all_moves, budget.clone()) {
            return Ok(answer);
        }
    }
    let why = obstacle
        .clone()
        .unwrap_or_else(|| Text::new("compound-reason-asked"));
    let refused = |e: Error| {
        Error::limit(
            Text::new("error-compound-needs-search")
                .arg("reason", why.clone())
                .arg("why", e.text()),
        )
    };
    let mut graphs = Vec::with_capacity(parts.len());
    for (i, (e, part)) in explored.into_iter().zip(parts.iter_mut()).enumerate() {
        let e = e.unwrap_or_else(|| explore(part, &budget));
        graphs.push(e.map_err(|e| refused(e.within(place(kind, i, &shown))))?);
    }
    product::check_ends(kind, &graphs).map_err(|(i, e)| e.within(place(kind, i, &shown)))?;
    let product = Product::search(kind, &graphs, &budget).map_err(refused)?;
    let mut answer = searched(parts, &shown, &graphs, &product, all_moves, why)?;
    if road == Road::Both && obstacle.is_none() {
        let graphs = graphs.into_iter().map(|g| Some(Ok(g))).collect();
        let by_theory = theory::analyze(kind, parts, &shown, graphs, Road::Theory, false, budget)?;
        if by_theory.outcome != answer.outcome {
            return Err(Error::Disagree(
                Text::new("error-engines-disagree")
                    .arg("position", crate::notation::quote(&answer.position, 80))
                    .arg("theory", by_theory.outcome.said())
                    .arg("search", answer.outcome.said()),
            ));
        }
        answer.engine = Engine::Both;
    }
    Ok(answer)
}

/// Whether the compound `kind` explores `part` before answering: always where the search is
/// `asked` for, where the game may loop or is not under normal play, where the theory
/// needs every position (Every-SG's suspense numbers, the SJ condition), and where the
/// theory lists every winning move from the options' numbers and the component is small.
fn wants_graph(kind: Compound, asked: bool, part: &Part) -> bool {
    let small = part
        .game
        .search_work(&part.position)
        .is_some_and(|w| w <= REMOTENESS_WORK);
    asked
        || part.game.may_loop()
        || part.game.kind() != Kind::Nimber
        || matches!(kind, Compound::Every | Compound::Misere)
        || (kind != Compound::Sum && small)
}

/// The reason a component's positions repeat.
const CYCLE: &str = "compound-reason-cycle";

/// Why the theory cannot answer, naming the component: a partizan one was refused before;
/// here, positions that repeat, or ends that normal play does not score.
fn obstacle(parts: &[Part], explored: &[Option<Result<Explored, Error>>]) -> Option<Text> {
    explored.iter().enumerate().find_map(|(i, e)| {
        let e = e.as_ref().and_then(|e| e.as_ref().ok());
        if let Some(position) = e.and_then(|e| e.cycle.as_ref()) {
            return Some(
                Text::new(CYCLE)
                    .arg("index", i + 1)
                    .arg("position", position.clone()),
            );
        }
        if let Some((position, outcome)) = e.and_then(Explored::scored_end) {
            return Some(
                Text::new("compound-reason-scored")
                    .arg("index", i + 1)
                    .arg("position", position.to_string())
                    .arg("outcome", outcome.said()),
            );
        }
        (parts[i].game.kind() != Kind::Nimber)
            .then(|| Text::new("compound-reason-normal").arg("index", i + 1))
    })
}

/// The answer of the plain search `product` of `parts`: the value, every move that
/// achieves it (at most [`LISTED_WINNING`], with their number), and with `all_moves`
/// every move valued; `why` says why the search was needed.
fn searched(
    parts: &[Part],
    shown: &[String],
    explored: &[Explored],
    product: &Product,
    all_moves: bool,
    why: Text,
) -> Result<Analysis, Error> {
    let kind = product.kind();
    let root = product.root();
    let value = Value {
        nimber: None,
        ..root
    };
    let mut answer = Analysis::new(kind.name().into(), notation(shown), value, Engine::Generic);
    let moves: Vec<Vec<ComponentMove>> = parts
        .iter()
        .zip(explored)
        .map(|(p, e)| component_moves(p, e))
        .collect::<Result<_, _>>()?;
    let degrees: Vec<usize> = moves.iter().map(Vec::len).collect();
    if all_moves {
        let mut count = 0u64;
        each_move(kind, &degrees, |_| count += 1);
        check_move_list(Some(count))?;
    }
    let mut achieving = 0u64;
    let mut valued = Vec::new();
    let report = |choice: &Choice| {
        let chosen: Vec<Option<&ComponentMove>> = choice
            .iter()
            .zip(&moves)
            .map(|(c, m)| c.map(|j| &m[j]))
            .collect();
        compound_move(shown, &chosen)
    };
    each_move(kind, &degrees, |choice| {
        let after = product.after(explored, choice);
        let keeps = achieves(root.outcome, after.outcome)
            || (root.outcome == crate::value::Outcome::Draw && after.outcome == root.outcome);
        if keeps {
            achieving += 1;
            if answer.winning_moves.len() < LISTED_WINNING {
                answer.winning_moves.push(report(choice));
            }
        }
        if all_moves {
            let m = report(choice);
            valued.push((
                MoveValue {
                    mv: m.mv,
                    position: m.position,
                    outcome: after.outcome.flip(),
                    remoteness: after.remoteness,
                },
                (),
            ));
        }
    });
    if all_moves {
        sort_moves(&mut valued);
        answer.moves = Some(valued.into_iter().map(|(m, _)| m).collect());
    }
    let mut explanation = vec![Text::new("compound-searched")
        .arg("compound", kind.name())
        .arg("positions", product.positions())
        .arg("why", why)];
    if achieving > answer.winning_moves.len() as u64 {
        explanation.push(listed(achieving.into(), answer.winning_moves.len()));
    }
    answer.explanation = Text::lines(explanation);
    Ok(answer)
}

#[cfg(test)]
mod tests;
