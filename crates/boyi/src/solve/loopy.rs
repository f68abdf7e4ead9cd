//! Generalised Sprague-Grundy values for impartial games with cycles (C. A. B. Smith,
//! "Graphs and composite games", J. Combinatorial Theory 1, 1966; the labelling algorithm
//! follows A. S. Fraenkel and Y. Yesha, "The generalized Sprague-Grundy function and its
//! invariance under certain mappings", J. Combinatorial Theory A 43, 1986).
//!
//! γ(u) = m (finite) when no follower has value m, every value below m occurs among the
//! followers, and every follower of larger or infinite value has a follower of value m.
//! Otherwise γ(u) = ∞(K), K being the finite values among u's followers. A sum of tokens is a
//! loss for the mover exactly when every value is finite with nim-sum 0; with exactly one
//! ∞(K) and the others' nim-sum b, it is a win when b ∈ K and a draw otherwise; with two or
//! more infinite values it is a draw.

use crate::budget::Stop;
use crate::error::Error;
use crate::solve::retro::Graph;
use crate::value::{mex, Nimber, Outcome};
use serde::Serialize;
use std::fmt;

/// A generalised Sprague-Grundy value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Loopy {
    /// An ordinary nimber.
    Finite(Nimber),
    /// ∞(K): play can go on for ever; K lists the finite values among the followers.
    Infinite(Vec<Nimber>),
}

impl fmt::Display for Loopy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Loopy::Finite(g) => write!(f, "{g}"),
            Loopy::Infinite(k) => {
                let k: Vec<String> = k.iter().map(|g| g.to_string()).collect();
                write!(f, "∞({{{}}})", k.join(","))
            }
        }
    }
}

const UNLABELLED: u64 = u64::MAX;

/// Computes γ for every vertex: on an acyclic graph the ordinary nimbers, in O(|E|); with
/// cycles by Smith's labelling, in O(|E|) per finite value used, stopping between values
/// where the request has stopped (`stop`).
pub fn values(graph: &Graph, stop: &Stop) -> Result<Vec<Loopy>, Error> {
    match acyclic_nimbers(graph) {
        Some(nimbers) => Ok(nimbers.into_iter().map(Loopy::Finite).collect()),
        None => smith(graph, stop),
    }
}

/// The nimbers of an acyclic graph (the mex of the followers' nimbers, followers first),
/// or `None` if the graph has a cycle. Kahn's order: a vertex is valued once every
/// follower is.
fn acyclic_nimbers(graph: &Graph) -> Option<Vec<Nimber>> {
    let n = graph.vertices();
    let predecessors = graph.reversed();
    let mut waiting: Vec<usize> = (0..n as u32).map(|v| graph.successors(v).len()).collect();
    let mut ready: Vec<u32> = (0..n as u32)
        .filter(|&v| waiting[v as usize] == 0)
        .collect();
    let mut nimbers = vec![0; n];
    let (mut options, mut seen) = (Vec::new(), Vec::new());
    let mut valued = 0;
    while let Some(v) = ready.pop() {
        options.clear();
        options.extend(graph.successors(v).iter().map(|&w| nimbers[w as usize]));
        nimbers[v as usize] = mex(&options, &mut seen);
        valued += 1;
        for &p in predecessors.successors(v) {
            waiting[p as usize] -= 1;
            if waiting[p as usize] == 0 {
                ready.push(p);
            }
        }
    }
    (valued == n).then_some(nimbers)
}

/// Smith's labelling, for any finite graph.
fn smith(graph: &Graph, stop: &Stop) -> Result<Vec<Loopy>, Error> {
    let n = graph.vertices();
    let predecessors = graph.reversed();
    let mut label = vec![UNLABELLED; n];
    // Every value below the current m occurs among the vertex's followers.
    let mut eligible = vec![true; n];
    let mut covered = vec![false; n];
    let mut uncovered_unlabelled = vec![0u32; n];
    let mut queue = Vec::new();
    for m in 0.. {
        if !(0..n).any(|u| label[u] == UNLABELLED && eligible[u]) {
            break;
        }
        stop.check()?;
        covered.iter_mut().for_each(|c| *c = false);
        for u in 0..n as u32 {
            uncovered_unlabelled[u as usize] = graph
                .successors(u)
                .iter()
                .filter(|&&v| label[v as usize] == UNLABELLED)
                .count() as u32;
            if label[u as usize] == UNLABELLED
                && eligible[u as usize]
                && uncovered_unlabelled[u as usize] == 0
            {
                queue.push(u);
            }
        }
        while let Some(u) = queue.pop() {
            let ui = u as usize;
            if label[ui] != UNLABELLED || covered[ui] {
                continue;
            }
            label[ui] = m;
            // Each predecessor now has a follower labelled m: it is covered.
            for &v in predecessors.successors(u) {
                let vi = v as usize;
                if covered[vi] {
                    continue;
                }
                covered[vi] = true;
                if label[vi] != UNLABELLED {
                    continue;
                }
                // v is unlabelled and covered: it no longer blocks its predecessors.
                for &w in predecessors.successors(v) {
                    let wi = w as usize;
                    uncovered_unlabelled[wi] -= 1;
                    if uncovered_unlabelled[wi] == 0
                        && label[wi] == UNLABELLED
                        && eligible[wi]
                        && !covered[wi]
                    {
                        queue.push(w);
                    }
                }
            }
        }
        for u in 0..n {
            eligible[u] = eligible[u] && covered[u];
        }
    }
    Ok((0..n as u32)
        .map(|u| match label[u as usize] {
            UNLABELLED => {
                let mut k: Vec<Nimber> = graph
                    .successors(u)
                    .iter()
                    .map(|&v| label[v as usize])
                    .filter(|&g| g != UNLABELLED)
                    .collect();
                k.sort_unstable();
                k.dedup();
                Loopy::Infinite(k)
            }
            g => Loopy::Finite(g),
        })
        .collect())
}

/// The outcome of a sum of tokens with these values, for the player to move.
pub fn sum_outcome<'a>(values: impl IntoIterator<Item = &'a Loopy>) -> Outcome {
    let mut xor = 0;
    let mut infinite = Vec::new();
    for v in values {
        match v {
            Loopy::Finite(g) => xor ^= g,
            Loopy::Infinite(k) => infinite.push(k),
        }
    }
    match infinite.as_slice() {
        [] if xor == 0 => Outcome::Lose,
        [] => Outcome::Win,
        [k] if k.contains(&xor) => Outcome::Win,
        _ => Outcome::Draw,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Random graphs whose edges go from larger to smaller vertices: acyclic.
    fn random_dag(n: u32, seed: u64) -> Graph {
        let mut state = seed;
        let mut edges = Vec::new();
        for v in 1..n {
            for w in 0..v {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                if state >> 61 == 0 {
                    edges.push((v, w));
                }
            }
        }
        Graph::from_edges(n as usize, &edges)
    }

    #[test]
    fn the_acyclic_fast_path_agrees_with_smiths_labelling() {
        for seed in 0..200 {
            let g = random_dag(2 + (seed % 40) as u32, seed);
            let fast: Vec<Loopy> = acyclic_nimbers(&g)
                .unwrap()
                .into_iter()
                .map(Loopy::Finite)
                .collect();
            assert_eq!(fast, smith(&g, &Stop::default()).unwrap(), "seed {seed}");
        }
        let cycle = Graph::from_edges(2, &[(0, 1), (1, 0)]);
        assert_eq!(acyclic_nimbers(&cycle), None);
    }

    #[test]
    fn values_on_a_small_loopy_graph() {
        // 0 -> 1 (terminal); 2 <-> 3; 3 -> 0; 4 -> 2.
        let g = Graph::from_edges(5, &[(0, 1), (2, 3), (3, 2), (3, 0), (4, 2)]);
        let v = values(&g, &Stop::default()).unwrap();
        assert_eq!(v[1], Loopy::Finite(0));
        assert_eq!(v[0], Loopy::Finite(1));
        // 3 moves to 0 (value 1) or 2; 2 moves only to 3.
        // 3: no follower 0 ⇒ could be 0 if 2 (unlabelled) had a follower labelled 0: 2 -> 3 only. So ∞.
        assert_eq!(v[3], Loopy::Infinite(vec![1]));
        assert_eq!(v[2], Loopy::Infinite(vec![]));
        assert_eq!(sum_outcome([&v[0], &v[0]]), Outcome::Lose);
        assert_eq!(sum_outcome([&v[3], &v[0]]), Outcome::Win);
        assert_eq!(sum_outcome([&v[2]]), Outcome::Draw);
        assert_eq!(sum_outcome([&v[2], &v[3]]), Outcome::Draw);
    }
}
