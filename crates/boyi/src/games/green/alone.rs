//! A block with a cycle valued on its own, once without each of its edges: which cuts leave
//! it worth a given nimber.
//!
//! Without an edge e the block is still connected (e lies on a cycle). When no other edge f
//! makes {e, f} a cut of the block, every edge left still lies on a cycle, so the block
//! fuses whole as before, one loop fewer: its value with the last bit flipped. Otherwise
//! the block is fused again without e.
//!
//! Which edges lie in a cut of two: take a depth-first tree of the block and give each edge
//! off the tree a random label; a tree edge's label is the xor of the labels of the edges off
//! the tree whose cycle through the tree crosses it. A set of edges is a cut exactly when
//! every cycle crosses it an even number of times (the cut space is orthogonal to the cycle
//! space), and the cycles of the tree's edges off it span every cycle; so {e, f} is a cut
//! exactly when e and f cross the same of those cycles, and then their labels are equal.
//! Equal labels are necessary, so an edge whose label no other edge has is in no cut of
//! two, for certain; two labels equal by chance only cost a fusion that was not needed,
//! never a wrong value.

use super::fused::{Around, Block, Drawn, Fused};
use crate::budget::Stop;
use crate::error::Error;
use crate::value::Nimber;
use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use rayon::prelude::*;
use rustc_hash::FxHashMap;

/// A block with a cycle valued on its own: its foot numbered 0 and its other vertices
/// from 1, its edges, and what stands on each vertex but the foot as a weight.
pub struct Alone<'f> {
    vertices: usize,
    edges: Vec<(u32, u32)>,
    weights: Vec<Nimber>,
    /// The picture's number of each of `edges`.
    names: &'f [u32],
}

impl<'f> Alone<'f> {
    /// Block `block` of `fused`; `local` is scratch, one entry a vertex of the picture.
    pub fn of(drawn: Drawn<'_>, fused: &'f Fused, block: &Block, local: &mut [u32]) -> Self {
        let others = fused.vertices_of(block);
        local[block.foot as usize] = 0;
        let mut weights = vec![0];
        for (i, &x) in others.iter().enumerate() {
            local[x as usize] = i as u32 + 1;
            weights.push(fused.standing[x as usize]);
        }
        let names = fused.edges_of(block);
        let edges = names
            .iter()
            .map(|&e| {
                let (a, b) = drawn.edges[e as usize];
                (local[a as usize], local[b as usize])
            })
            .collect();
        Alone {
            vertices: others.len() + 1,
            edges,
            weights,
            names,
        }
    }

    /// The block's edges (by the picture's numbers) whose cut leaves it worth `want`, the
    /// block being worth `value` whole: the edges in a cut of two fused again, shared among
    /// the threads.
    pub fn cuts_to(&self, value: Nimber, want: Nimber, stop: &Stop) -> Result<Vec<usize>, Error> {
        let drawn = Drawn {
            vertices: self.vertices,
            edges: &self.edges,
            ground: 0,
        };
        let around = Around::of(drawn);
        let paired = self.in_cuts_of_two(&around);
        let wins: Vec<Option<usize>> = (0..self.edges.len())
            .into_par_iter()
            .map_init(
                || (Fused::default(), vec![false; self.edges.len()]),
                |(fused, cut), i| {
                    let after = if paired[i] {
                        stop.check()?;
                        cut[i] = true;
                        fused.walk(drawn, &around, cut, &self.weights, stop)?;
                        cut[i] = false;
                        fused.nimber()
                    } else {
                        value ^ 1
                    };
                    Ok((after == want).then_some(self.names[i] as usize))
                },
            )
            .collect::<Result<_, Error>>()?;
        Ok(wins.into_iter().flatten().collect())
    }

    /// Which edges may lie in a cut of two edges: those whose cycle-space label another
    /// edge shares.
    fn in_cuts_of_two(&self, around: &Around) -> Vec<bool> {
        let n = self.vertices;
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(2007);
        // A depth-first tree from the foot: each vertex's edge from its parent, and the
        // vertices in the order reached.
        let mut up = vec![u32::MAX; n];
        let mut reached = vec![false; n];
        let mut order = Vec::with_capacity(n);
        let mut stack = vec![(0u32, 0usize)];
        reached[0] = true;
        order.push(0u32);
        while let Some(&mut (v, ref mut looked)) = stack.last_mut() {
            match around.of_vertex(v).get(*looked) {
                Some(&(w, e)) => {
                    *looked += 1;
                    if !reached[w as usize] {
                        reached[w as usize] = true;
                        up[w as usize] = e;
                        order.push(w);
                        stack.push((w, 0));
                    }
                }
                None => {
                    stack.pop();
                }
            }
        }
        let mut label = vec![0u64; self.edges.len()];
        let mut crossing = vec![0u64; n];
        for (e, &(a, b)) in self.edges.iter().enumerate() {
            if up[a as usize] != e as u32 && up[b as usize] != e as u32 {
                label[e] = rng.random();
                crossing[a as usize] ^= label[e];
                crossing[b as usize] ^= label[e];
            }
        }
        // Children before parents: a tree edge's label is its subtree's xor.
        for &v in order.iter().rev() {
            let e = up[v as usize];
            if e != u32::MAX {
                label[e as usize] = crossing[v as usize];
                let (a, b) = self.edges[e as usize];
                let parent = if a == v { b } else { a };
                crossing[parent as usize] ^= crossing[v as usize];
            }
        }
        let mut count: FxHashMap<u64, u32> = FxHashMap::default();
        for &l in &label {
            *count.entry(l).or_default() += 1;
        }
        label.iter().map(|l| count[l] > 1).collect()
    }
}
