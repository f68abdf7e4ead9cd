//! Undirected vertex geography (二分图博弈): a token on a vertex of a graph; a move takes it
//! along an edge to a vertex not yet visited (its start counts as visited); whoever cannot
//! move loses.
//!
//! **Theorem** (Fraenkel, Scheinerman and Ullman 1993, "Undirected edge geography", TCS
//! 112; the vertex game is their Theorem 1.1 after Bodlaender): on an undirected graph the
//! player to move from v wins exactly when every maximum matching covers v. If so, move
//! along the edge of a maximum matching M: in the graph without v, M less that edge is
//! maximum and leaves the new vertex exposed, so the opponent is in the other case. If
//! some maximum matching M leaves v exposed, every neighbour w is covered by M (else M
//! grows), and the opponent moves along M from w; any vertex the mover reaches next is
//! covered too, or M ∪ the path would be augmented. The winning moves from v are then the
//! neighbours some maximum matching of the graph without v leaves exposed (the same
//! theorem, one move on); [`matching`] finds them by one blossom search.
//!
//! A position is the token's walk (`1 4 3`: started on 1, now on 3); an empty walk means
//! the token is not placed yet, and the first move places it on any vertex. Directed graphs
//! (`--directed`) have no such theorem and are searched, on small graphs only.

pub mod matching;

use crate::analysis::{self, Analysis, Engine, MoveReport};
use crate::budget;
#[cfg(test)]
use crate::budget::Budget;
use crate::error::Error;
use crate::family::{erase, Drawing, Family, Figure, OptionSpec, PositionSpec, Tabulates, Theory};
use crate::game::{Game, Kind, Notation, Written};
use crate::games::graph::edge_list;
use crate::notation::{ParseError, Token};
use crate::solve::grundy::Solver;
use crate::text::Text;
use crate::value::{Outcome, Value};
use matching::{Adjacency, Matching};
use std::sync::Arc;

/// The graph, written right after the family's name.
const FILE: OptionSpec = OptionSpec {
    long: "FILE",
    value: Some("FILE"),
    help: "The graph: one edge `u v` a line (names are any words; # starts a comment).",
    required: true,
    positional: true,
    file: true,
};

/// Undirected vertex geography in the registry.
pub const FAMILY: Family = Family {
    name: "geography",
    alias: Some("二分图博弈"),
    example: "geography examples/rules/petersen.graph --start 0",
    options: &[
        FILE,
        OptionSpec {
            long: "--start",
            value: Some("V"),
            help: "The vertex the token starts on (without it, the first move places the token).",
            required: false,
            positional: false,
            file: false,
        },
        OptionSpec {
            long: "--directed",
            value: None,
            help: "Each line `u v` is an arrow from u to v (searched, on small graphs only).",
            required: false,
            positional: false,
            file: false,
        },
    ],
    position: PositionSpec {
        name: "V",
        help:
            "The token's walk: its start (or --start V), then the vertices it moved to, in order.",
        hyphens: false,
    },
    tabulates: Tabulates::No,
    board: Some(Drawing::Graph),
    quotient: None,
    resumable: false,
    load: |options, road, budget| {
        let text = options.required(FILE.long)?;
        let (names, mut edges) = edge_list(text.text)?;
        let directed = options.flag("--directed");
        if !directed {
            // `u v` and `v u` are one edge, kept where the text first gives it.
            let mut seen = rustc_hash::FxHashSet::default();
            edges.retain(|&(u, v)| seen.insert((u.min(v), u.max(v))));
        }
        let n = names.len();
        let board = Board {
            names: names.iter().map(|s| s.to_string()).collect(),
            graph: Adjacency::new(n, &edges, directed),
            directed,
        };
        let start = match options.token("--start") {
            Some(token) => Some(board.vertex(&token)?),
            None => None,
        };
        let rules = Walks {
            board: Arc::new(board),
            start,
        };
        let search = directed.then(|| Solver::new(rules.clone()).with_budget(&budget));
        let theory = Matchings {
            rules,
            exposed: None,
            search,
        };
        Ok(erase(theory, road, budget))
    },
};

/// The graph with its vertices' names.
struct Board {
    names: Vec<String>,
    graph: Adjacency,
    directed: bool,
}

impl Board {
    /// The vertex named by `token`.
    fn vertex(&self, token: &Token<'_>) -> Result<u32, ParseError> {
        self.names
            .iter()
            .position(|name| name == token.text)
            .map(|v| v as u32)
            .ok_or_else(|| ParseError::new(Text::new("error-geography-no-vertex"), token))
    }
}

/// The rules: the graph, and where the token starts (if given).
#[derive(Clone)]
pub struct Walks {
    board: Arc<Board>,
    start: Option<u32>,
}

/// A position: the vertices the token has visited, in order, the last where it stands.
pub type Walk = Vec<u32>;

impl Game for Walks {
    type Position = Walk;
    type Move = u32;

    fn kind(&self) -> Kind {
        Kind::Nimber
    }

    fn moves(&self, walk: &Walk, out: &mut Vec<(u32, Walk)>) {
        let to = |v: u32| {
            let mut next = walk.clone();
            next.push(v);
            (v, next)
        };
        match walk.last() {
            None => out.extend((0..self.board.names.len() as u32).map(to)),
            Some(&at) => out.extend(
                self.board
                    .graph
                    .neighbours(at)
                    .iter()
                    .copied()
                    .filter(|w| !walk.contains(w))
                    .map(to),
            ),
        }
    }

    /// Only the visited set and the token's vertex matter.
    fn canonical(&self, walk: &Walk) -> Walk {
        let Some((&at, before)) = walk.split_last() else {
            return Vec::new();
        };
        let mut key = before.to_vec();
        key.sort_unstable();
        key.push(at);
        key
    }
}

impl Written<Walk> for Walks {
    /// The walk typed, after the start given with `--start`.
    fn read_position(&self, words: &[Token<'_>]) -> Result<Walk, Error> {
        let board = &self.board;
        let mut walk: Walk = self.start.into_iter().collect();
        // A walk written whole (as answers write positions) names the start first: the
        // token can never move back to it, so that word is the start itself.
        let words = match (self.start, words.first()) {
            (Some(start), Some(first)) if board.vertex(first).ok() == Some(start) => &words[1..],
            _ => words,
        };
        for word in words {
            let v = board.vertex(word)?;
            let fine = match walk.last() {
                None => true,
                Some(&at) => board.graph.neighbours(at).contains(&v) && !walk.contains(&v),
            };
            if !fine {
                return Err(ParseError::new(Text::new("error-geography-not-a-move"), word).into());
            }
            walk.push(v);
        }
        Ok(walk)
    }

    fn show_position(&self, walk: &Walk) -> String {
        let names: Vec<&str> = walk
            .iter()
            .map(|&v| self.board.names[v as usize].as_str())
            .collect();
        names.join(" ")
    }
}

impl Notation for Walks {
    fn name(&self) -> String {
        let directed = if self.board.directed {
            " --directed"
        } else {
            ""
        };
        format!("geography{directed}")
    }

    fn show_move(&self, &to: &u32, walk: &Walk) -> Text {
        let name = self.board.names[to as usize].clone();
        match walk.last() {
            None => Text::new("move-geography-place").arg("to", name),
            Some(&at) => Text::new("move-geography")
                .arg("from", self.board.names[at as usize].clone())
                .arg("to", name),
        }
    }
}

/// The theorem's answers (undirected), or plain search (directed).
struct Matchings {
    rules: Walks,
    /// The vertices some maximum matching of the whole graph leaves exposed, once found.
    exposed: Option<Vec<bool>>,
    /// For a directed graph, the plain search that answers.
    search: Option<Solver<Walks>>,
}

impl Matchings {
    /// The vertices alive once the token has walked `walk`: every vertex not visited
    /// before the token's.
    fn alive(&self, walk: &Walk) -> Vec<bool> {
        let mut alive = vec![true; self.rules.board.names.len()];
        if let Some((_, before)) = walk.split_last() {
            for &v in before {
                alive[v as usize] = false;
            }
        }
        alive
    }

    /// Whether some maximum matching of what `walk` leaves alive leaves `v` exposed.
    fn sometimes_exposed(&mut self, walk: &Walk) -> Vec<bool> {
        if walk.len() <= 1 {
            if self.exposed.is_none() {
                let graph = &self.rules.board.graph;
                let mut m = Matching::maximum(graph, vec![true; graph.len()]);
                self.exposed = Some(m.sometimes_exposed());
            }
            return self.exposed.clone().expect("found above");
        }
        let mut m = Matching::maximum(&self.rules.board.graph, self.alive(walk));
        m.sometimes_exposed()
    }
}

/// Refuses a directed graph of `vertices` vertices too large to search: its positions
/// are a vertex and a set of visited ones.
fn check_directed(vertices: usize) -> Result<(), Error> {
    let n = vertices as u32;
    let states = 1u64
        .checked_shl(n.saturating_sub(1))
        .and_then(|s| s.checked_mul(u64::from(n)));
    match states {
        Some(s) if s <= budget::SEARCH_POSITIONS as u64 => Ok(()),
        _ => Err(Error::limit(
            Text::new("error-geography-directed")
                .arg("vertices", n)
                .arg("limit", budget::SEARCH_POSITIONS),
        )),
    }
}

impl Theory for Matchings {
    type Game = Walks;

    fn game(&self) -> &Walks {
        &self.rules
    }

    fn figure(&self) -> Option<Figure> {
        let board = &self.rules.board;
        let n = board.names.len() as u32;
        if n as usize > Figure::MOST_VERTICES {
            return None;
        }
        // Each edge once: an undirected one from its smaller end.
        let mut edges: Vec<[u32; 2]> = (0..n)
            .flat_map(|v| board.graph.neighbours(v).iter().map(move |&w| [v, w]))
            .filter(|[v, w]| board.directed || v < w)
            .collect();
        edges.sort_unstable();
        edges.dedup();
        Figure::drawn(board.names.clone(), edges, board.directed, true)
    }

    fn value(&mut self, walk: &Walk) -> Result<Value, Error> {
        let vertices = self.rules.board.names.len();
        if let Some(search) = &mut self.search {
            check_directed(vertices)?;
            return Ok(search.value(walk)?);
        }
        let exposed = self.sometimes_exposed(walk);
        let wins = match walk.last() {
            None => exposed.iter().any(|&e| e),
            Some(&at) => !exposed[at as usize],
        };
        Ok(Value {
            outcome: if wins { Outcome::Win } else { Outcome::Lose },
            remoteness: None,
            nimber: None,
        })
    }

    fn analyze(&mut self, walk: &Walk) -> Result<Analysis, Error> {
        let vertices = self.rules.board.names.len();
        if let Some(search) = &mut self.search {
            check_directed(vertices)?;
            let mut answer = analysis::generic(search, walk)?;
            answer.explanation = Text::new("geography-directed");
            return Ok(answer);
        }
        // One maximum matching of what is alive answers all: the outcome, its size, and
        // after taking the token's vertex out, the winning moves.
        let rules = self.rules.clone();
        let board = &rules.board;
        let mut m = Matching::maximum(&board.graph, self.alive(walk));
        let size = m.size();
        let exposed = m.sometimes_exposed();
        let wins = match walk.last() {
            None => exposed.iter().any(|&e| e),
            Some(&at) => !exposed[at as usize],
        };
        let value = Value {
            outcome: if wins { Outcome::Win } else { Outcome::Lose },
            remoteness: None,
            nimber: None,
        };
        let mut answer = Analysis::new(
            rules.name(),
            rules.show_position(walk),
            value,
            Engine::Theory,
        );
        let report = |to: u32| {
            let mut next = walk.clone();
            next.push(to);
            MoveReport {
                mv: rules.show_move(&to, walk),
                position: Some(rules.show_position(&next)),
            }
        };
        let Some(&at) = walk.last() else {
            // The token is placed on a vertex some maximum matching leaves exposed.
            let losing: Vec<u32> = (0..exposed.len() as u32)
                .filter(|&v| exposed[v as usize])
                .collect();
            answer.winning_moves = losing.iter().map(|&v| report(v)).collect();
            answer.explanation = Text::new("geography-place")
                .arg("vertices", board.graph.len())
                .arg("size", size)
                .arg("exposed", losing.len());
            return Ok(answer);
        };
        let mate = m.mate(at);
        let theorem = Text::new("geography-theorem");
        let verdict = if wins {
            // The winning moves: neighbours some maximum matching without `at` leaves exposed.
            m.remove(at);
            let exposed = m.sometimes_exposed();
            answer.winning_moves = board
                .graph
                .neighbours(at)
                .iter()
                .copied()
                .filter(|w| !walk.contains(w) && exposed[*w as usize])
                .map(report)
                .collect();
            let mate = mate.expect("a covered vertex has a mate");
            Text::new("geography-wins")
                .arg("at", board.names[at as usize].clone())
                .arg("size", size)
                .arg("mate", board.names[mate as usize].clone())
        } else {
            Text::new("geography-loses")
                .arg("at", board.names[at as usize].clone())
                .arg("size", size)
        };
        answer.explanation = Text::lines(vec![theorem, verdict]);
        Ok(answer)
    }

    fn search_work(&self, walk: &Walk) -> Option<u64> {
        let n = self.rules.board.names.len() as u32;
        let left = n.checked_sub(walk.len() as u32)?;
        1u64.checked_shl(left)?.checked_mul(u64::from(n).max(1))
    }

    fn move_count(&self, walk: &Walk) -> Option<u64> {
        let board = &self.rules.board;
        Some(match walk.last() {
            None => board.names.len() as u64,
            Some(&at) => board
                .graph
                .neighbours(at)
                .iter()
                .filter(|w| !walk.contains(w))
                .count() as u64,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family::{Options, Road};
    use crate::notation::argument_tokens;
    use rand::{RngExt, SeedableRng};
    use rand_xoshiro::Xoshiro256PlusPlus;

    /// An edge given twice, or both ways round, is one edge: its move is listed once; an
    /// edge from a vertex to itself is refused with its line.
    #[test]
    fn repeated_edges_are_one_and_self_loops_are_refused() {
        let load = |text: &str, directed: bool| {
            let mut options = Options::default();
            options.set("FILE", Some(text.to_string()));
            if directed {
                options.set("--directed", None);
            }
            (FAMILY.load)(&options, Road::Theory, Budget::with_memory(1 << 28))
        };
        for text in ["a b\na b\n", "a b\nb a\n"] {
            let mut game = load(text, false).unwrap();
            let p = game.parse(&argument_tokens(&["a"])).unwrap();
            let answer = game.analyze(&p, false).unwrap();
            assert_eq!(answer.winning_moves.len(), 1, "{text:?}");
        }
        // Directed, `a b` and `b a` are two arrows.
        let game = load("a b\nb a\nb c\n", true).unwrap();
        let p = game.parse(&argument_tokens(&["b"])).unwrap();
        assert_eq!(game.successors(&p).unwrap().len(), 2);
        let refused = load("a b\nc c\n", false).err().unwrap();
        assert!(
            refused.to_string().contains("line 2, column 3"),
            "{refused}"
        );
    }

    /// The theorem against plain search (both roads, which refuse to answer where they
    /// differ in outcome or in winning moves) on 300 random graphs of up to 8 vertices: the
    /// token not placed, on every vertex, and one move on from each.
    #[test]
    fn the_theorem_agrees_with_plain_search() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(1993);
        for _ in 0..300 {
            let n = rng.random_range(1..=8u32);
            let m = rng.random_range(0..=n * (n - 1) / 2);
            let mut text: String = (0..n).map(|v| format!("{v}\n")).collect();
            for _ in 0..m {
                // Repeated edges, either way round, are kept: they are read as one.
                let (u, v) = (rng.random_range(0..n), rng.random_range(0..n));
                if u != v {
                    text.push_str(&format!("{u} {v}\n"));
                }
            }
            let mut options = Options::default();
            options.set("FILE", Some(text.clone()));
            let mut game = (FAMILY.load)(&options, Road::Both, Budget::with_memory(1 << 30))
                .unwrap_or_else(|e| panic!("{e}: {text}"));
            let mut walks = vec![Vec::<String>::new()];
            for v in 0..n {
                walks.push(vec![v.to_string()]);
                let neighbours = text.lines().filter_map(|l| {
                    let (a, b) = l.split_once(' ')?;
                    (a == v.to_string() && a != b).then(|| b.to_string())
                });
                walks.extend(neighbours.map(|w| vec![v.to_string(), w]));
            }
            for walk in walks {
                let p = game.parse(&argument_tokens(&walk)).unwrap();
                game.analyze(&p, false)
                    .unwrap_or_else(|e| panic!("{e}: walk {walk:?} of {text}"));
            }
        }
    }
}
