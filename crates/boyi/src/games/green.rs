//! Green Hackenbush on any picture (树上删边, 无向图删边): edges standing on a ground; a move
//! cuts an edge, and whatever is no longer joined to the ground falls away; whoever cannot
//! cut loses. Every picture is worth a nimber, found in time linear in its edges by two
//! principles (Winning Ways, ch. 7):
//!
//! - **Colon principle**: a branch may be replaced by any branch of equal value at the same
//!   vertex. So a tree is worth, at each vertex, the xor over its children c of
//!   (value(c) + 1): the edge to a child together with the child's branch is a stalk one
//!   longer than the branch's value.
//! - **Fusion principle**: the vertices of a cycle may be fused into one vertex, its edges
//!   becoming loops, without changing the value; a loop is worth a stalk of one edge, *1.
//!
//! Fusing every cycle fuses each 2-edge-connected part of the picture (the vertices joined
//! by two paths without a common edge) into one vertex carrying its non-bridge edges as
//! loops, worth their number mod 2; the bridges left form a tree on the fused vertices,
//! valued by the Colon principle from the ground's. (So a cycle hanging at a vertex is worth
//! an edge when its length is odd and nothing when even, as the POJ 3710 problem uses.)
//! Hypotheses: a finite picture of green edges (loops and parallel edges allowed); parts
//! not joined to the ground are not in the game. The tests check the value against a plain
//! search of the cuts on every small picture.

use crate::budget::Stop;
use crate::error::Error;
use crate::value::Nimber;
use rustc_hash::FxHashMap;

/// A picture: its edges, each joining two vertices named by numbers (the same one for a
/// loop), and the vertex that is the ground.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    /// The vertex the picture stands on.
    pub ground: u32,
    /// The edges.
    pub edges: Vec<(u32, u32)>,
}

impl Picture {
    /// The nimber of the picture, by the Fusion and Colon principles, in time linear in its
    /// edges (the request's `stop` is looked at as it goes).
    pub fn nimber(&self, stop: &Stop) -> Result<Nimber, Error> {
        Numbered::of(self).nimber(stop)
    }
}

/// A picture with its vertices numbered 0, 1, … in order of first appearance, the ground
/// first, so that its tables hold only the vertices it has.
struct Numbered {
    /// How many vertices.
    vertices: usize,
    /// The ground's number: 0.
    ground: u32,
    /// The edges between the numbers.
    edges: Vec<(u32, u32)>,
}

/// How often the long loops look at the request's stop.
const STOP_EVERY: usize = 1 << 16;

impl Numbered {
    fn of(picture: &Picture) -> Numbered {
        let mut number = FxHashMap::default();
        number.insert(picture.ground, 0u32);
        let mut numbered = |v: u32| {
            let next = number.len() as u32;
            *number.entry(v).or_insert(next)
        };
        let edges = picture
            .edges
            .iter()
            .map(|&(a, b)| (numbered(a), numbered(b)))
            .collect();
        Numbered {
            vertices: number.len(),
            ground: 0,
            edges,
        }
    }

    /// The nimber, by the Fusion and Colon principles.
    fn nimber(&self, stop: &Stop) -> Result<Nimber, Error> {
        let around = self.adjacency();
        let bridges = self.bridges(&around, stop)?;
        let (part, parts) = self.two_edge_connected_parts(&around, &bridges);
        // Each part's loops: its edges that are not bridges.
        let mut loops = vec![0u64; parts];
        let mut tree: Vec<Vec<u32>> = vec![Vec::new(); parts];
        for (e, &(a, b)) in self.edges.iter().enumerate() {
            let (pa, pb) = (part[a as usize], part[b as usize]);
            if bridges[e] {
                tree[pa as usize].push(pb);
                tree[pb as usize].push(pa);
            } else {
                loops[pa as usize] += 1;
            }
        }
        Ok(colon(&tree, &loops, part[self.ground as usize]))
    }

    /// The edges by vertex: for each vertex, its (neighbour, edge) pairs.
    fn adjacency(&self) -> Vec<Vec<(u32, usize)>> {
        let mut around = vec![Vec::new(); self.vertices];
        for (e, &(a, b)) in self.edges.iter().enumerate() {
            around[a as usize].push((b, e));
            if a != b {
                around[b as usize].push((a, e));
            }
        }
        around
    }

    /// Which edges are bridges (their cut parts the picture), by Tarjan's low links, walked
    /// without recursion; a loop or an edge with a parallel twin never is one.
    fn bridges(&self, around: &[Vec<(u32, usize)>], stop: &Stop) -> Result<Vec<bool>, Error> {
        let mut bridge = vec![false; self.edges.len()];
        let unseen = u32::MAX;
        let mut order = vec![unseen; self.vertices];
        let mut low = vec![0u32; self.vertices];
        let mut next = 0u32;
        // (vertex, the edge it was entered by, how many of its edges were looked at)
        let mut stack: Vec<(u32, usize, usize)> = Vec::new();
        let mut steps = 0usize;
        for root in 0..self.vertices as u32 {
            if order[root as usize] != unseen {
                continue;
            }
            order[root as usize] = next;
            low[root as usize] = next;
            next += 1;
            stack.push((root, usize::MAX, 0));
            while let Some(&mut (v, entered, ref mut looked)) = stack.last_mut() {
                steps += 1;
                if steps.is_multiple_of(STOP_EVERY) {
                    stop.check()?;
                }
                if let Some(&(w, e)) = around[v as usize].get(*looked) {
                    *looked += 1;
                    if e == entered {
                        continue;
                    }
                    if order[w as usize] == unseen {
                        order[w as usize] = next;
                        low[w as usize] = next;
                        next += 1;
                        stack.push((w, e, 0));
                    } else {
                        low[v as usize] = low[v as usize].min(order[w as usize]);
                    }
                    continue;
                }
                stack.pop();
                if let Some(&(parent, _, _)) = stack.last() {
                    low[parent as usize] = low[parent as usize].min(low[v as usize]);
                    if low[v as usize] > order[parent as usize] {
                        bridge[entered] = true;
                    }
                }
            }
        }
        Ok(bridge)
    }

    /// Each vertex's 2-edge-connected part (joined by edges that are not bridges), and how
    /// many parts there are.
    fn two_edge_connected_parts(
        &self,
        around: &[Vec<(u32, usize)>],
        bridges: &[bool],
    ) -> (Vec<u32>, usize) {
        let unset = u32::MAX;
        let mut part = vec![unset; self.vertices];
        let mut parts = 0u32;
        let mut pending = Vec::new();
        for start in 0..self.vertices {
            if part[start] != unset {
                continue;
            }
            part[start] = parts;
            pending.push(start as u32);
            while let Some(v) = pending.pop() {
                for &(w, e) in &around[v as usize] {
                    if !bridges[e] && part[w as usize] == unset {
                        part[w as usize] = parts;
                        pending.push(w);
                    }
                }
            }
            parts += 1;
        }
        (part, parts as usize)
    }
}

/// The value of the tree of fused parts from `root`: each part is worth its loops mod 2
/// xor, for each child part c, (value(c) + 1) (the Colon principle). Parts not joined to
/// the root are not visited.
fn colon(tree: &[Vec<u32>], loops: &[u64], root: u32) -> Nimber {
    let unseen = u32::MAX;
    let mut parent = vec![unseen; tree.len()];
    let mut order = Vec::with_capacity(tree.len());
    parent[root as usize] = root;
    let mut pending = vec![root];
    while let Some(v) = pending.pop() {
        order.push(v);
        for &w in &tree[v as usize] {
            if parent[w as usize] == unseen {
                parent[w as usize] = v;
                pending.push(w);
            }
        }
    }
    let mut value: Vec<Nimber> = loops.iter().map(|&l| l & 1).collect();
    // Children before parents: the reverse of the order found.
    for &v in order.iter().rev() {
        if v != root {
            let p = parent[v as usize] as usize;
            value[p] ^= value[v as usize] + 1;
        }
    }
    value[root as usize]
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The nimber of the picture's standing edges `mask`, by plain search of every cut.
    fn searched(picture: &Picture, mask: u32, memo: &mut HashMap<u32, u64>) -> u64 {
        if let Some(&v) = memo.get(&mask) {
            return v;
        }
        let mut options = Vec::new();
        for e in 0..picture.edges.len() {
            if mask >> e & 1 == 1 {
                let after = grounded(picture, mask & !(1 << e));
                options.push(searched(picture, after, memo));
            }
        }
        let value = (0..).find(|v| !options.contains(v)).unwrap();
        memo.insert(mask, value);
        value
    }

    /// The edges of `mask` still joined to the ground.
    fn grounded(picture: &Picture, mask: u32) -> u32 {
        let mut reached = 1u64 << picture.ground;
        let mut kept = 0u32;
        loop {
            let before = kept;
            for (e, &(a, b)) in picture.edges.iter().enumerate() {
                if mask >> e & 1 == 1 && (reached >> a & 1 == 1 || reached >> b & 1 == 1) {
                    kept |= 1 << e;
                    reached |= 1 << a | 1 << b;
                }
            }
            if kept == before {
                return kept;
            }
        }
    }

    /// Every picture of up to six edges on five vertices (the ground one of them), loops and
    /// parallel edges included: the principles' value is the plain search's.
    #[test]
    fn the_principles_agree_with_plain_search_on_every_small_picture() {
        let pairs: Vec<(u32, u32)> = (0..5u32)
            .flat_map(|a| (a..5).map(move |b| (a, b)))
            .collect();
        let mut checked = 0;
        for count in 0..=6usize {
            // Every multiset of `count` pairs, as non-decreasing index sequences.
            let mut picks = vec![0usize; count];
            loop {
                let picture = Picture {
                    ground: 0,
                    edges: picks.iter().map(|&i| pairs[i]).collect(),
                };
                let all = grounded(&picture, (1u32 << count) - 1);
                let plain = searched(&picture, all, &mut HashMap::new());
                assert_eq!(
                    picture.nimber(&Stop::default()).unwrap(),
                    plain,
                    "{:?}",
                    picture.edges
                );
                checked += 1;
                // The next multiset.
                let Some(i) = (0..count).rev().find(|&i| picks[i] + 1 < pairs.len()) else {
                    break;
                };
                picks[i] += 1;
                for j in i + 1..count {
                    picks[j] = picks[i];
                }
            }
        }
        assert!(checked > 10_000);
    }

    /// A stalk of n edges is worth n, a cycle of length L at the ground L mod 2, and a
    /// path of 10^5 edges or a cycle of 10^5 edges takes no recursion.
    #[test]
    fn stalks_and_cycles() {
        let stalk = |n: u32| Picture {
            ground: 0,
            edges: (0..n).map(|i| (i, i + 1)).collect(),
        };
        assert_eq!(stalk(5).nimber(&Stop::default()).unwrap(), 5);
        assert_eq!(stalk(100_000).nimber(&Stop::default()).unwrap(), 100_000);
        let cycle = |n: u32| Picture {
            ground: 0,
            edges: (0..n).map(|i| (i, (i + 1) % n)).collect(),
        };
        assert_eq!(cycle(7).nimber(&Stop::default()).unwrap(), 1);
        assert_eq!(cycle(100_000).nimber(&Stop::default()).unwrap(), 0);
    }
}
