//! The cuts that leave a Green Hackenbush picture worth a given nimber, found from the
//! ground up without trying every cut ("what each vertex and block needs"):
//!
//! What stands on a vertex is worth the xor of its blocks ([`super::fused`]), so for it to
//! become n one of its blocks B must become `standing ^ value(B) ^ n`, call it b, the others
//! kept. For a block to become b:
//!
//! - a bridge: cut it when b is 0 (nothing is left of it); otherwise what stands on its top
//!   must become b − 1, as a bridge is one more than that;
//! - a block with a cycle, worth its edges mod 2 xor what stands on its other vertices: what
//!   stands on one of those vertices x changes to `standing(x) ^ value(B) ^ b`; or one of its
//!   own edges is cut, which drops nothing (the edge lies on a cycle), and the block, valued
//!   on its own with what stands on its vertices as stalks (the Colon principle), becomes b.
//!   A lone loop becomes 0; any other block is valued again without that edge
//!   ([`super::alone`]), its work at most the block's edges squared.
//!
//! A move changes one block, and so one part on every vertex below it: these are all the
//! cuts that leave the picture worth the target.

use super::alone::Alone;
use super::fused::{Drawn, Fused, NONE};
use crate::budget::{self, Stop};
use crate::error::Error;
use crate::text::Text;
use crate::value::Nimber;

/// Every standing edge whose cut leaves what stands worth `target`, in the order of the
/// edges; refused before the work starts when the blocks with cycles to fuse again would
/// take more than [`budget::THEORY_WORK`] steps.
pub fn cuts_to(
    drawn: Drawn<'_>,
    fused: &Fused,
    target: Nimber,
    stop: &Stop,
) -> Result<Vec<usize>, Error> {
    let mut need: Vec<Option<Nimber>> = vec![None; drawn.vertices];
    need[drawn.ground as usize] = Some(target);
    let mut wins = Vec::new();
    // The blocks with cycles whose own edges may hold a winning cut, with what each needs.
    let mut refuse = Vec::new();
    for block in fused.blocks.iter().rev() {
        let Some(n) = need[block.foot as usize] else {
            continue;
        };
        let want = fused.standing[block.foot as usize] ^ block.value ^ n;
        let edges = fused.edges_of(block);
        if let Some(top) = fused.top(block) {
            match want {
                0 => wins.push(edges[0] as usize),
                w => need[top as usize] = Some(w - 1),
            }
            continue;
        }
        for &x in fused.vertices_of(block) {
            need[x as usize] = Some(fused.standing[x as usize] ^ block.value ^ want);
        }
        if fused.vertices_of(block).is_empty() {
            // A lone loop.
            if want == 0 {
                wins.push(edges[0] as usize);
            }
        } else {
            refuse.push((block, want));
        }
    }
    let work = refuse
        .iter()
        .map(|(b, _)| {
            let edges = (b.edges.1 - b.edges.0) as u64;
            edges * (edges + u64::from(b.vertices.1 - b.vertices.0))
        })
        .fold(0u64, u64::saturating_add);
    if work > budget::THEORY_WORK {
        return Err(Error::limit(
            Text::new("error-green-work")
                .arg("work", work)
                .arg("limit", budget::THEORY_WORK),
        ));
    }
    let mut local = vec![NONE; drawn.vertices];
    for (block, want) in refuse {
        wins.extend(Alone::of(drawn, fused, block, &mut local).cuts_to(block.value, want, stop)?);
    }
    wins.sort_unstable();
    Ok(wins)
}

/// The cut edges (sorted) once `edge`, standing, is cut too from the position whose cut
/// edges are `cut` (each with an end joined to the ground, as positions are written):
/// cutting a bridge drops every cut edge whose ends all fall with it.
pub fn after(drawn: Drawn<'_>, fused: &Fused, cut: &[u32], edge: usize) -> Vec<u32> {
    let block = &fused.blocks[fused.block_of[edge] as usize];
    let fallen = fused.top(block);
    let grounded =
        |v: u32| fused.order[v as usize] != NONE && fallen.is_none_or(|top| !fused.within(v, top));
    let mut next: Vec<u32> = cut
        .iter()
        .copied()
        .filter(|&f| {
            let (a, b) = drawn.edges[f as usize];
            grounded(a) || grounded(b)
        })
        .collect();
    let at = next.partition_point(|&f| (f as usize) < edge);
    next.insert(at, edge as u32);
    next
}
