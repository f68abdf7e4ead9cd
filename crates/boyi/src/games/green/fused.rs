//! A Green Hackenbush picture valued by two principles (Winning Ways, ch. 7):
//!
//! - **Colon principle**: a branch may be replaced by any branch of equal value at the same
//!   vertex. So what stands on a vertex is worth the xor of its parts, and an edge with the
//!   branch above it is a stalk one longer than the branch's value.
//! - **Fusion principle**: the vertices of a cycle may be fused into one vertex, its edges
//!   becoming loops, without changing the value; a loop is worth a stalk of one edge, *1.
//!
//! The picture is cut into its blocks (biconnected parts: a bridge, a loop, or edges any two
//! of which lie on a cycle), which form a tree through the vertices they share, rooted at the
//! ground; each block stands on its foot, the vertex nearest the ground. A bridge is worth
//! one more than what stands on its top; a block with a cycle fuses into one vertex carrying
//! its edges as loops, worth their number mod 2 xor what stands on its other vertices. (So a
//! cycle hanging at a vertex is worth an edge when its length is odd and nothing when even,
//! as the POJ 3710 problem uses.) One depth-first walk finds the blocks (Tarjan's low links
//! with a stack of edges), children before parents, so the values follow in the same pass:
//! time linear in the edges.
//!
//! Hypotheses: a finite picture of green edges (loops and parallel edges allowed); edges not
//! joined to the ground are not in the game. A vertex may carry a weight, a nimber standing
//! for a stalk of that many edges hung there (how a block is valued on its own, what stands
//! on it replaced by stalks). The tests check the values against a plain search of the cuts
//! on every small picture.

use crate::budget::Stop;
use crate::error::Error;
use crate::value::Nimber;

/// A picture's edges on vertices numbered `0..vertices`, standing on `ground`.
#[derive(Clone, Copy)]
pub struct Drawn<'a> {
    /// How many vertices.
    pub vertices: usize,
    /// The edges, each joining two vertices (the same one for a loop).
    pub edges: &'a [(u32, u32)],
    /// The vertex the picture stands on.
    pub ground: u32,
}

/// Marks a vertex or an edge not joined to the ground.
pub const NONE: u32 = u32::MAX;

/// The picture cut into blocks, each valued with what stands on it.
#[derive(Default)]
pub struct Fused {
    /// The vertex the picture stands on.
    pub ground: u32,
    /// Each vertex's number in the depth-first walk from the ground, [`NONE`] when it is
    /// not joined to the ground.
    pub order: Vec<u32>,
    /// The highest number in each vertex's subtree of the walk.
    pub last: Vec<u32>,
    /// What stands on each vertex: the xor of the blocks whose foot it is (and its weight).
    pub standing: Vec<Nimber>,
    /// Each edge's block, [`NONE`] for an edge cut or fallen.
    pub block_of: Vec<u32>,
    /// The blocks, children before parents.
    pub blocks: Vec<Block>,
    /// The blocks' edges, one run each.
    pub edges: Vec<u32>,
    /// The blocks' vertices other than their feet, one run each.
    pub vertices: Vec<u32>,
    /// The walk's working lists.
    scratch: Scratch,
}

/// A block: where its edges and vertices lie in [`Fused`]'s lists, its foot and its value.
#[derive(Clone, Copy, Debug)]
pub struct Block {
    /// The vertex it stands on, nearest the ground.
    pub foot: u32,
    /// Its edges: `Fused::edges[edges.0..edges.1]`.
    pub edges: (u32, u32),
    /// Its other vertices: `Fused::vertices[vertices.0..vertices.1]`.
    pub vertices: (u32, u32),
    /// Its value with everything standing on its vertices other than the foot.
    pub value: Nimber,
}

/// How often the long loops look at the request's stop.
const STOP_EVERY: usize = 1 << 16;

/// A picture's edges by vertex, in one list: vertex v's (neighbour, edge) pairs are
/// `pairs[start[v]..start[v + 1]]` (a loop once).
pub struct Around {
    start: Vec<u32>,
    pairs: Vec<(u32, u32)>,
}

impl Around {
    /// The edges of `drawn` by vertex.
    pub fn of(drawn: Drawn<'_>) -> Around {
        let mut start = vec![0u32; drawn.vertices + 1];
        for &(a, b) in drawn.edges {
            start[a as usize + 1] += 1;
            if a != b {
                start[b as usize + 1] += 1;
            }
        }
        for v in 0..drawn.vertices {
            start[v + 1] += start[v];
        }
        let mut filled = start.clone();
        let mut pairs = vec![(0, 0); start[drawn.vertices] as usize];
        for (e, &(a, b)) in drawn.edges.iter().enumerate() {
            pairs[filled[a as usize] as usize] = (b, e as u32);
            filled[a as usize] += 1;
            if a != b {
                pairs[filled[b as usize] as usize] = (a, e as u32);
                filled[b as usize] += 1;
            }
        }
        Around { start, pairs }
    }

    /// Vertex `v`'s (neighbour, edge) pairs.
    pub fn of_vertex(&self, v: u32) -> &[(u32, u32)] {
        &self.pairs[self.start[v as usize] as usize..self.start[v as usize + 1] as usize]
    }
}

/// The walk's working lists, kept between walks of the same picture.
#[derive(Default)]
struct Scratch {
    low: Vec<u32>,
    /// (vertex, the edge it was entered by, how many of its edges were looked at)
    stack: Vec<(u32, u32, usize)>,
    pending_edges: Vec<u32>,
    seen_in: Vec<u32>,
}

impl Fused {
    /// Values what stands of `drawn` once the edges marked in `cut` are cut (`cut` may be
    /// empty: nothing cut), each vertex carrying its `weights` (may be empty: none).
    pub fn new(
        drawn: Drawn<'_>,
        cut: &[bool],
        weights: &[Nimber],
        stop: &Stop,
    ) -> Result<Fused, Error> {
        let mut fused = Fused::default();
        fused.walk(drawn, &Around::of(drawn), cut, weights, stop)?;
        Ok(fused)
    }

    /// Values the picture again, as [`Fused::new`] does, in the lists it already has: for
    /// valuing one picture many times with different cuts.
    pub fn walk(
        &mut self,
        drawn: Drawn<'_>,
        around: &Around,
        cut: &[bool],
        weights: &[Nimber],
        stop: &Stop,
    ) -> Result<(), Error> {
        let n = drawn.vertices;
        self.ground = drawn.ground;
        refill(&mut self.order, n, NONE);
        refill(&mut self.last, n, NONE);
        self.standing.clear();
        self.standing
            .extend((0..n).map(|v| weights.get(v).copied().unwrap_or(0)));
        refill(&mut self.block_of, drawn.edges.len(), NONE);
        self.blocks.clear();
        self.edges.clear();
        self.vertices.clear();
        let mut scratch = std::mem::take(&mut self.scratch);
        refill(&mut scratch.low, n, 0);
        refill(&mut scratch.seen_in, n, NONE);
        scratch.pending_edges.clear();
        scratch.stack.clear();
        let Scratch {
            low,
            stack,
            pending_edges,
            seen_in,
        } = &mut scratch;
        let mut next = 1u32;
        self.order[drawn.ground as usize] = 0;
        stack.push((drawn.ground, NONE, 0));
        let mut steps = 0usize;
        while let Some(&mut (v, entered, ref mut looked)) = stack.last_mut() {
            steps += 1;
            if steps.is_multiple_of(STOP_EVERY) {
                stop.check()?;
            }
            if let Some(&(w, e)) = around.of_vertex(v).get(*looked) {
                *looked += 1;
                if cut.get(e as usize) == Some(&true) {
                    continue;
                }
                let order_w = self.order[w as usize];
                if w == v {
                    // A loop is a block of its own.
                    self.close(drawn, v, &[e], seen_in);
                } else if order_w == NONE {
                    self.order[w as usize] = next;
                    low[w as usize] = next;
                    next += 1;
                    pending_edges.push(e);
                    stack.push((w, e, 0));
                } else if e != entered && order_w < self.order[v as usize] {
                    // An edge back to an ancestor (seen from the other end, it is skipped).
                    pending_edges.push(e);
                    low[v as usize] = low[v as usize].min(order_w);
                }
                continue;
            }
            stack.pop();
            self.last[v as usize] = next - 1;
            if let Some(&(parent, _, _)) = stack.last() {
                low[parent as usize] = low[parent as usize].min(low[v as usize]);
                if low[v as usize] >= self.order[parent as usize] {
                    // The edges above `entered` on the stack, and it, are a block on `parent`.
                    let at = pending_edges
                        .iter()
                        .rposition(|&f| f == entered)
                        .expect("the edge entering a vertex is on the stack");
                    self.close(drawn, parent, &pending_edges[at..], seen_in);
                    pending_edges.truncate(at);
                }
            }
        }
        self.scratch = scratch;
        Ok(())
    }

    /// Records the block of `edges` standing on `foot` and values it: every block standing
    /// on its other vertices is already recorded. `seen_in` marks the vertices listed.
    fn close(&mut self, drawn: Drawn<'_>, foot: u32, edges: &[u32], seen_in: &mut [u32]) {
        let id = self.blocks.len() as u32;
        let edges_from = self.edges.len() as u32;
        let vertices_from = self.vertices.len() as u32;
        let mut above: Nimber = 0;
        for &e in edges {
            self.block_of[e as usize] = id;
            self.edges.push(e);
            let (a, b) = drawn.edges[e as usize];
            for x in [a, b] {
                if x != foot && seen_in[x as usize] != id {
                    seen_in[x as usize] = id;
                    self.vertices.push(x);
                    above ^= self.standing[x as usize];
                }
            }
        }
        let bridge = edges.len() == 1 && self.vertices.len() as u32 == vertices_from + 1;
        let value = if bridge {
            above + 1
        } else {
            (edges.len() as Nimber & 1) ^ above
        };
        self.standing[foot as usize] ^= value;
        self.blocks.push(Block {
            foot,
            edges: (edges_from, self.edges.len() as u32),
            vertices: (vertices_from, self.vertices.len() as u32),
            value,
        });
    }

    /// The value of the whole picture: what stands on the ground.
    pub fn nimber(&self) -> Nimber {
        self.standing[self.ground as usize]
    }

    /// Block `b`'s edges.
    pub fn edges_of(&self, b: &Block) -> &[u32] {
        &self.edges[b.edges.0 as usize..b.edges.1 as usize]
    }

    /// Block `b`'s vertices other than its foot.
    pub fn vertices_of(&self, b: &Block) -> &[u32] {
        &self.vertices[b.vertices.0 as usize..b.vertices.1 as usize]
    }

    /// Block `b`'s top when it is a bridge: its one vertex other than its foot.
    pub fn top(&self, b: &Block) -> Option<u32> {
        match (self.edges_of(b), self.vertices_of(b)) {
            ([_], &[top]) => Some(top),
            _ => None,
        }
    }

    /// Whether edge `e` still stands.
    pub fn stands(&self, e: usize) -> bool {
        self.block_of[e] != NONE
    }

    /// Whether vertex `v` stands in the subtree of the walk from `top` (`top` included).
    pub fn within(&self, v: u32, top: u32) -> bool {
        let at = self.order[v as usize];
        at != NONE && at >= self.order[top as usize] && at <= self.last[top as usize]
    }
}

/// Makes `list` `n` copies of `value`, keeping its allocation.
fn refill<T: Copy>(list: &mut Vec<T>, n: usize, value: T) {
    list.clear();
    list.resize(n, value);
}
