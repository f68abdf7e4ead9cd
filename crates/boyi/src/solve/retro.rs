//! Retrograde analysis of a finite game graph, cycles allowed (seed 003): label the end
//! positions, then work backwards in breadth-first order. A position is a win as soon as one
//! move reaches a loss, a loss once every move reaches a win; positions never labelled that
//! way can keep play going for ever: a tie if some play reaches a tied end, else a draw.
//! Runs in time linear in the number of moves.

use crate::game::Game;
use crate::solve::grundy::SolveError;
use crate::value::{Outcome, Play, Value};
use std::collections::{HashMap, VecDeque};

/// A finite directed graph in compressed sparse row form: vertex `v`'s moves go to
/// `targets[offsets[v]..offsets[v + 1]]`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Graph {
    offsets: Vec<usize>,
    targets: Vec<u32>,
}

impl Graph {
    /// Builds the graph of `vertices` vertices from its edges (from, to).
    pub fn from_edges(vertices: usize, edges: &[(u32, u32)]) -> Graph {
        let mut offsets = vec![0usize; vertices + 1];
        for &(from, _) in edges {
            offsets[from as usize + 1] += 1;
        }
        for v in 0..vertices {
            offsets[v + 1] += offsets[v];
        }
        let mut fill = offsets.clone();
        let mut targets = vec![0u32; edges.len()];
        for &(from, to) in edges {
            targets[fill[from as usize]] = to;
            fill[from as usize] += 1;
        }
        Graph { offsets, targets }
    }

    /// The graph whose vertex `v` moves to `targets[offsets[v]..offsets[v + 1]]`;
    /// `offsets` starts at 0, never decreases and ends at `targets.len()`.
    pub fn from_parts(offsets: Vec<usize>, targets: Vec<u32>) -> Graph {
        debug_assert_eq!(offsets.first(), Some(&0));
        debug_assert_eq!(offsets.last(), Some(&targets.len()));
        Graph { offsets, targets }
    }

    /// Number of vertices.
    pub fn vertices(&self) -> usize {
        self.offsets.len().saturating_sub(1)
    }

    /// Number of edges.
    pub fn edges(&self) -> usize {
        self.targets.len()
    }

    /// Where a token on `v` may move.
    pub fn successors(&self, v: u32) -> &[u32] {
        &self.targets[self.offsets[v as usize]..self.offsets[v as usize + 1]]
    }

    /// The same graph with every edge reversed.
    pub fn reversed(&self) -> Graph {
        let n = self.vertices();
        let mut offsets = vec![0usize; n + 1];
        for &w in &self.targets {
            offsets[w as usize + 1] += 1;
        }
        for v in 0..n {
            offsets[v + 1] += offsets[v];
        }
        let mut fill = offsets.clone();
        let mut targets = vec![0u32; self.targets.len()];
        for v in 0..n as u32 {
            for &w in self.successors(v) {
                targets[fill[w as usize]] = v;
                fill[w as usize] += 1;
            }
        }
        Graph { offsets, targets }
    }
}

/// Labels every vertex of `graph`. `end(v)` gives the result at a vertex where the game has
/// ended by rule; a vertex without moves is decided by `play`.
pub fn solve(graph: &Graph, end: impl Fn(u32) -> Option<Outcome>, play: Play) -> Vec<Value> {
    let n = graph.vertices();
    let predecessors = graph.reversed();
    let mut values: Vec<Value> = vec![
        Value {
            outcome: Outcome::Draw,
            remoteness: None,
            nimber: None,
        };
        n
    ];
    let mut undecided_moves: Vec<u32> = (0..n as u32)
        .map(|v| graph.successors(v).len() as u32)
        .collect();
    let mut queue = VecDeque::new();
    let mut ties = VecDeque::new();
    for v in 0..n as u32 {
        let outcome = match end(v) {
            Some(o) => o,
            None if graph.successors(v).is_empty() => play.stuck(),
            None => continue,
        };
        values[v as usize].outcome = outcome;
        values[v as usize].remoteness = Some(0);
        match outcome {
            Outcome::Tie => ties.push_back(v),
            Outcome::Win | Outcome::Lose => queue.push_back(v),
            Outcome::Draw => {}
        }
        // Ended positions are decided: they never change through their moves.
        undecided_moves[v as usize] = u32::MAX;
    }
    // Phase 1: wins and losses, in order of remoteness.
    while let Some(v) = queue.pop_front() {
        let Value {
            outcome,
            remoteness,
            ..
        } = values[v as usize];
        let r = remoteness.expect("decided") + 1;
        for &p in predecessors.successors(v) {
            let left = &mut undecided_moves[p as usize];
            if *left == u32::MAX {
                continue;
            }
            let decided = match outcome {
                Outcome::Lose => Some(Outcome::Win),
                _ => {
                    *left -= 1;
                    (*left == 0).then_some(Outcome::Lose)
                }
            };
            if let Some(o) = decided {
                *left = u32::MAX;
                values[p as usize].outcome = o;
                values[p as usize].remoteness = Some(r);
                queue.push_back(p);
            }
        }
    }
    // Phase 2: among the rest, both players prefer reaching a tied end to endless play.
    while let Some(v) = ties.pop_front() {
        let r = values[v as usize].remoteness.expect("decided") + 1;
        for &p in predecessors.successors(v) {
            if undecided_moves[p as usize] != u32::MAX {
                undecided_moves[p as usize] = u32::MAX;
                values[p as usize].outcome = Outcome::Tie;
                values[p as usize].remoteness = Some(r);
                ties.push_back(p);
            }
        }
    }
    values
}

/// Every position reachable from a root, numbered, with their values.
pub struct Solution<P> {
    index: HashMap<P, u32>,
    values: Vec<Value>,
}

impl<P: std::hash::Hash + Eq> Solution<P> {
    /// The value of a reachable position (by its canonical form), if it was reached.
    pub fn value(&self, canonical: &P) -> Option<Value> {
        self.index.get(canonical).map(|&i| self.values[i as usize])
    }

    /// How many positions were reached.
    pub fn positions(&self) -> usize {
        self.values.len()
    }
}

/// Enumerates every position reachable from `root` (at most `limit`) and labels them all
/// by retrograde analysis.
pub fn solve_game<G: Game>(
    game: &G,
    root: &G::Position,
    limit: usize,
) -> Result<Solution<G::Position>, SolveError> {
    let mut index: HashMap<G::Position, u32> = HashMap::new();
    let mut order: Vec<G::Position> = Vec::new();
    let mut edges: Vec<(u32, u32)> = Vec::new();
    let mut moves = Vec::new();
    let root = game.canonical(root);
    index.insert(root.clone(), 0);
    order.push(root);
    let mut next = 0;
    while next < order.len() {
        let position = order[next].clone();
        if game.end(&position).is_none() {
            moves.clear();
            game.moves(&position, &mut moves);
            for (_, child) in moves.drain(..) {
                let child = game.canonical(&child);
                let id = match index.get(&child) {
                    Some(&id) => id,
                    None => {
                        if order.len() >= limit {
                            return Err(SolveError::TooManyPositions(limit));
                        }
                        let id = order.len() as u32;
                        index.insert(child.clone(), id);
                        order.push(child);
                        id
                    }
                };
                edges.push((next as u32, id));
            }
        }
        next += 1;
    }
    let graph = Graph::from_edges(order.len(), &edges);
    let values = solve(&graph, |v| game.end(&order[v as usize]), game.play());
    Ok(Solution { index, values })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome_and_remoteness(values: &[Value]) -> Vec<(Outcome, Option<u64>)> {
        values.iter().map(|v| (v.outcome, v.remoteness)).collect()
    }

    #[test]
    fn labels_a_graph_with_a_cycle() {
        // 0 -> 1 -> 2 (stuck); 3 <-> 4; 4 -> 1: from 4, leaving the cycle loses, so 3 and 4 draw.
        let edges = [(0, 1), (1, 2), (3, 4), (4, 3), (4, 1)];
        let values = solve(&Graph::from_edges(5, &edges), |_| None, Play::Normal);
        assert_eq!(
            outcome_and_remoteness(&values),
            vec![
                (Outcome::Lose, Some(2)),
                (Outcome::Win, Some(1)),
                (Outcome::Lose, Some(0)),
                (Outcome::Draw, None),
                (Outcome::Draw, None),
            ]
        );
        // With 3 -> 2 as well, 3 wins at once and 4 must choose between two wins for the other.
        let edges = [(0, 1), (1, 2), (3, 4), (4, 3), (4, 1), (3, 2)];
        let values = solve(&Graph::from_edges(5, &edges), |_| None, Play::Normal);
        assert_eq!(values[3].outcome, Outcome::Win);
        assert_eq!(
            (values[4].outcome, values[4].remoteness),
            (Outcome::Lose, Some(2))
        );
    }

    #[test]
    fn pure_cycle_is_a_draw_and_ties_spread() {
        let g = Graph::from_edges(4, &[(0, 1), (1, 0), (2, 3), (3, 2), (3, 0)]);
        let values = solve(&g, |v| (v == 0).then_some(Outcome::Tie), Play::Normal);
        assert_eq!(values[1].outcome, Outcome::Tie);
        assert_eq!(values[3].outcome, Outcome::Tie);
        assert_eq!(values[2].outcome, Outcome::Tie);
        let plain = solve(
            &Graph::from_edges(2, &[(0, 1), (1, 0)]),
            |_| None,
            Play::Normal,
        );
        assert!(plain
            .iter()
            .all(|v| v.outcome == Outcome::Draw && v.remoteness.is_none()));
    }
}
