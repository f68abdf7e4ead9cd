//! Maximum matchings of general graphs, and the vertices some maximum matching leaves
//! exposed (the set D of the Gallai–Edmonds decomposition), by Edmonds' blossom search
//! (Edmonds 1965, "Paths, trees, and flowers").
//!
//! A search grows alternating trees from exposed roots: a root and every vertex reached by
//! a matched edge are *even*, a vertex reached by an unmatched edge is odd. An edge between
//! two even vertices of one tree closes an odd cycle, a blossom, whose vertices all become
//! even and share its base; reaching an exposed vertex by an unmatched edge is an augmenting
//! path. When the matching is maximum, a search from every exposed vertex at once finds no
//! augmenting path, and its even vertices are exactly those that some maximum matching
//! leaves exposed (Gallai 1964, Edmonds 1965; Lovász and Plummer, "Matching Theory", 3.2).
//!
//! Every array is reset only where a search touched it, so a search costs what it looks
//! at, not the size of the graph.

/// No vertex.
const NONE: u32 = u32::MAX;

/// A graph as adjacency lists in one array (each edge both ways, or each arrow once).
pub struct Adjacency {
    start: Vec<u32>,
    next: Vec<u32>,
}

impl Adjacency {
    /// The graph on `vertices` vertices with these edges, `directed` or not (loops
    /// dropped: a token never moves to where it stands).
    pub fn new(vertices: usize, edges: &[(u32, u32)], directed: bool) -> Adjacency {
        let mut degree = vec![0u32; vertices + 1];
        for &(u, v) in edges.iter().filter(|(u, v)| u != v) {
            degree[u as usize] += 1;
            if !directed {
                degree[v as usize] += 1;
            }
        }
        let mut start = vec![0u32; vertices + 1];
        for v in 0..vertices {
            start[v + 1] = start[v] + degree[v];
        }
        let mut fill = start.clone();
        let mut next = vec![0u32; start[vertices] as usize];
        for &(u, v) in edges.iter().filter(|(u, v)| u != v) {
            next[fill[u as usize] as usize] = v;
            fill[u as usize] += 1;
            if !directed {
                next[fill[v as usize] as usize] = u;
                fill[v as usize] += 1;
            }
        }
        Adjacency { start, next }
    }

    /// The number of vertices.
    pub fn len(&self) -> usize {
        self.start.len() - 1
    }

    /// Whether the graph has no vertex.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The neighbours of `v`.
    pub fn neighbours(&self, v: u32) -> &[u32] {
        &self.next[self.start[v as usize] as usize..self.start[v as usize + 1] as usize]
    }
}

/// A matching of the vertices that are `alive`, and the search that grows it.
pub struct Matching<'g> {
    graph: &'g Adjacency,
    alive: Vec<bool>,
    /// Vertices of trees that found no augmenting path while the matching was grown: no
    /// later augmenting path passes through them (Edmonds 1965), so later searches skip them.
    dead: Vec<bool>,
    /// Each vertex's mate, or [`NONE`].
    mate: Vec<u32>,
    /// The vertex an odd vertex was reached from (and, inside a blossom, the way round it).
    parent: Vec<u32>,
    /// Union-find of blossoms: following it from a vertex reaches the base of the
    /// outermost blossom holding it.
    blossom: Vec<u32>,
    even: Vec<bool>,
    in_tree: Vec<bool>,
    /// Marks of one walk to a root, by stamp.
    walked: Vec<u32>,
    stamp: u32,
    /// The vertices the current search touched, to reset.
    touched: Vec<u32>,
    queue: std::collections::VecDeque<u32>,
    /// The vertices of the paths a new blossom folds in.
    folded: Vec<u32>,
}

impl<'g> Matching<'g> {
    /// A maximum matching of the vertices of `graph` that are `alive`: a greedy matching,
    /// then one search from each exposed vertex (a vertex with no augmenting path never
    /// gains one after augmentations elsewhere, and neither does its tree, Edmonds 1965).
    pub fn maximum(graph: &'g Adjacency, alive: Vec<bool>) -> Matching<'g> {
        let n = graph.len();
        let mut m = Matching {
            graph,
            alive,
            dead: vec![false; n],
            mate: vec![NONE; n],
            parent: vec![NONE; n],
            blossom: (0..n as u32).collect(),
            even: vec![false; n],
            in_tree: vec![false; n],
            walked: vec![0; n],
            stamp: 0,
            touched: Vec::new(),
            queue: Default::default(),
            folded: Vec::new(),
        };
        // Greedy, vertices of least degree first: they have the fewest chances later.
        let mut order: Vec<u32> = (0..n as u32).filter(|&v| m.alive[v as usize]).collect();
        order.sort_by_key(|&v| graph.neighbours(v).len());
        for &v in &order {
            if m.mate[v as usize] == NONE {
                let free = graph
                    .neighbours(v)
                    .iter()
                    .copied()
                    .filter(|&w| m.alive[w as usize] && m.mate[w as usize] == NONE)
                    .min_by_key(|&w| graph.neighbours(w).len());
                if let Some(w) = free {
                    m.mate[v as usize] = w;
                    m.mate[w as usize] = v;
                }
            }
        }
        for v in order {
            if !m.augment_from(v) {
                for &t in &m.touched {
                    m.dead[t as usize] = true;
                }
            }
            m.reset();
        }
        m.dead.iter_mut().for_each(|d| *d = false);
        m
    }

    /// The mate of `v`, if matched.
    pub fn mate(&self, v: u32) -> Option<u32> {
        (self.mate[v as usize] != NONE).then_some(self.mate[v as usize])
    }

    /// The number of matched edges.
    pub fn size(&self) -> usize {
        self.mate.iter().filter(|&&m| m != NONE).count() / 2
    }

    /// Takes `v` out of the graph and its edge out of the matching, then restores a maximum
    /// matching of what is left (one search from `v`'s old mate suffices: the size can
    /// drop by at most one).
    pub fn remove(&mut self, v: u32) {
        self.alive[v as usize] = false;
        let mate = self.mate[v as usize];
        if mate != NONE {
            self.mate[v as usize] = NONE;
            self.mate[mate as usize] = NONE;
            self.augment_from(mate);
            self.reset();
        }
    }

    /// The vertices some maximum matching leaves exposed (D of Gallai–Edmonds), by one
    /// search from every exposed vertex; the matching must be maximum.
    pub fn sometimes_exposed(&mut self) -> Vec<bool> {
        let roots: Vec<u32> = (0..self.graph.len() as u32)
            .filter(|&v| self.alive[v as usize] && self.mate[v as usize] == NONE)
            .collect();
        let found = self.search(&roots);
        debug_assert!(found.is_none(), "the matching is maximum");
        let mut exposed = vec![false; self.graph.len()];
        for &v in &self.touched {
            exposed[v as usize] = self.even[v as usize];
        }
        self.reset();
        exposed
    }

    /// Augments along a path from the exposed vertex `root`, if there is one; whether it
    /// did (or `root` needs none). Leaves the search's marks for [`Matching::reset`].
    fn augment_from(&mut self, root: u32) -> bool {
        if !self.alive[root as usize] || self.mate[root as usize] != NONE {
            return true;
        }
        let Some(mut v) = self.search(&[root]) else {
            return false;
        };
        // Flip the path back to the root.
        while v != NONE {
            let p = self.parent[v as usize];
            let next = self.mate[p as usize];
            self.mate[v as usize] = p;
            self.mate[p as usize] = v;
            v = next;
        }
        true
    }

    /// Puts `v` in the current tree's record, once.
    fn touch(&mut self, v: u32) {
        if !self.in_tree[v as usize] {
            self.in_tree[v as usize] = true;
            self.touched.push(v);
        }
    }

    /// The base of the outermost blossom holding `v` (itself outside any).
    fn base(&mut self, v: u32) -> u32 {
        let mut root = v;
        while self.blossom[root as usize] != root {
            root = self.blossom[root as usize];
        }
        let mut v = v;
        while self.blossom[v as usize] != root {
            let next = self.blossom[v as usize];
            self.blossom[v as usize] = root;
            v = next;
        }
        root
    }

    /// Grows alternating trees from `roots` (exposed vertices); returns an exposed vertex
    /// reached by an unmatched edge (the end of an augmenting path, by `parent` and
    /// `mate`), if any.
    fn search(&mut self, roots: &[u32]) -> Option<u32> {
        for &r in roots {
            self.touch(r);
            self.even[r as usize] = true;
            self.queue.push_back(r);
        }
        while let Some(v) = self.queue.pop_front() {
            for i in 0..self.graph.neighbours(v).len() {
                let to = self.graph.neighbours(v)[i];
                let (vi, ti) = (v as usize, to as usize);
                if !self.alive[ti] || self.dead[ti] || self.mate[vi] == to {
                    continue;
                }
                if self.even[ti] {
                    if self.base(v) == self.base(to) {
                        continue;
                    }
                    // Two even vertices: a blossom in one tree (in two trees, an
                    // augmenting path, which a maximum matching does not have).
                    let Some(b) = self.common_base(v, to) else {
                        debug_assert!(roots.len() > 1, "one tree has one root");
                        continue;
                    };
                    // Both paths are walked before any base changes.
                    let mut folded = std::mem::take(&mut self.folded);
                    self.walk_to_base(v, b, to, &mut folded);
                    self.walk_to_base(to, b, v, &mut folded);
                    for &x in &folded {
                        let base = self.base(x);
                        self.blossom[base as usize] = b;
                        if !self.even[x as usize] {
                            self.even[x as usize] = true;
                            self.queue.push_back(x);
                        }
                    }
                    folded.clear();
                    self.folded = folded;
                } else if self.parent[ti] == NONE {
                    self.touch(to);
                    self.parent[ti] = v;
                    let mate = self.mate[ti];
                    if mate == NONE {
                        return Some(to);
                    }
                    self.touch(mate);
                    self.even[mate as usize] = true;
                    self.queue.push_back(mate);
                }
            }
        }
        None
    }

    /// The base where the tree paths of even vertices `a` and `b` meet, or `None` when they
    /// lie in different trees.
    fn common_base(&mut self, a: u32, b: u32) -> Option<u32> {
        self.stamp += 1;
        let mut a = a;
        loop {
            a = self.base(a);
            self.walked[a as usize] = self.stamp;
            if self.mate[a as usize] == NONE {
                break;
            }
            a = self.parent[self.mate[a as usize] as usize];
        }
        let mut b = b;
        loop {
            b = self.base(b);
            if self.walked[b as usize] == self.stamp {
                return Some(b);
            }
            if self.mate[b as usize] == NONE {
                return None;
            }
            b = self.parent[self.mate[b as usize] as usize];
        }
    }

    /// Walks the path from `v` down to base `b`, pointing the parents of its vertices
    /// across the new edge (from `child`), and records each vertex and its mate for the
    /// fold into `b`'s blossom.
    fn walk_to_base(&mut self, mut v: u32, b: u32, mut child: u32, folded: &mut Vec<u32>) {
        while self.base(v) != b {
            let mate = self.mate[v as usize];
            self.parent[v as usize] = child;
            folded.push(v);
            folded.push(mate);
            child = mate;
            v = self.parent[mate as usize];
        }
    }

    /// Clears what the last search marked.
    fn reset(&mut self) {
        for &v in &self.touched {
            let i = v as usize;
            self.even[i] = false;
            self.in_tree[i] = false;
            self.parent[i] = NONE;
            self.blossom[i] = v;
        }
        self.touched.clear();
        self.queue.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{RngExt, SeedableRng};
    use rand_xoshiro::Xoshiro256PlusPlus;

    /// The size of a maximum matching by trying every edge set, for small graphs.
    fn brute_size(n: usize, edges: &[(u32, u32)], alive: &[bool]) -> usize {
        fn best(i: usize, edges: &[(u32, u32)], used: &mut Vec<bool>) -> usize {
            if i == edges.len() {
                return 0;
            }
            let mut top = best(i + 1, edges, used);
            let (u, v) = (edges[i].0 as usize, edges[i].1 as usize);
            if u != v && !used[u] && !used[v] {
                used[u] = true;
                used[v] = true;
                top = top.max(1 + best(i + 1, edges, used));
                used[u] = false;
                used[v] = false;
            }
            top
        }
        let mut used: Vec<bool> = alive.iter().map(|&a| !a).collect();
        used.resize(n, false);
        best(0, edges, &mut used)
    }

    /// Every random graph of up to 9 vertices (2000 of them): the matching is maximum, and
    /// the vertices found sometimes exposed are exactly those whose removal keeps the
    /// maximum's size.
    #[test]
    fn matchings_are_maximum_and_exposed_sets_exact() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(34);
        for _ in 0..2000 {
            let n = rng.random_range(1..=9usize);
            let m = rng.random_range(0..=n * (n - 1) / 2);
            let edges: Vec<(u32, u32)> = (0..m)
                .map(|_| (rng.random_range(0..n as u32), rng.random_range(0..n as u32)))
                .collect();
            let graph = Adjacency::new(n, &edges, false);
            let mut matching = Matching::maximum(&graph, vec![true; n]);
            let size = brute_size(n, &edges, &vec![true; n]);
            assert_eq!(matching.size(), size, "{edges:?}");
            let exposed = matching.sometimes_exposed();
            for v in 0..n {
                let mut alive = vec![true; n];
                alive[v] = false;
                let without = brute_size(n, &edges, &alive);
                assert_eq!(exposed[v], without == size, "vertex {v} of {edges:?}");
                let mut removed = Matching::maximum(&graph, vec![true; n]);
                removed.remove(v as u32);
                assert_eq!(removed.size(), without, "removing {v} from {edges:?}");
                let exposed_after = removed.sometimes_exposed();
                for w in (0..n).filter(|&w| w != v) {
                    alive[w] = false;
                    let both = brute_size(n, &edges, &alive);
                    alive[w] = true;
                    let expected = both == without;
                    assert_eq!(exposed_after[w], expected, "{w} without {v} in {edges:?}");
                }
            }
        }
    }
}
