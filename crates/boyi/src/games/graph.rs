//! Games on a directed graph (seed 003): a token sits on a vertex, a move slides it along
//! an edge, a player with no move loses. Cycles are allowed: retrograde analysis labels every
//! vertex win, lose or draw with its remoteness, in time linear in the number of edges.
//! Several tokens (a move slides exactly one) are a sum, valued by Smith's generalised
//! Sprague-Grundy function.

use crate::analysis::{position_after, sort_moves, Analysis, Engine, MoveReport, MoveValue};
use crate::budget::Stop;
use crate::error::Error;
use crate::notation::{tokens, ParseError, Place, Token};
use crate::solve::loopy::{self, Loopy};
use crate::solve::retro::{self, Graph};
use crate::text::Text;
use crate::value::{Outcome, Play, Value};
use rustc_hash::FxHashMap;

/// A graph read from text, with its vertices' names (borrowed from the text).
pub struct GraphGame<'t> {
    vertices: Vertices<'t>,
    graph: Graph,
}

/// Reads a graph: one move `u v` per line (a token on u may move to v), or a lone `u` to
/// declare a vertex; names are any words; `#` starts a comment.
pub fn parse(text: &str) -> Result<GraphGame<'_>, ParseError> {
    let (vertices, edges) = read(text, Lines::Moves)?;
    Ok(GraphGame {
        graph: Graph::from_edges(vertices.names.len(), &edges),
        vertices,
    })
}

/// The vertices' names of a graph, and its edges between their numbers.
pub type EdgeList<'t> = (Vec<&'t str>, Vec<(u32, u32)>);

/// Reads a list of edges, one `u v` a line (a lone `u` declares a vertex; `#` starts a
/// comment) for a game whose token never comes back to a vertex: the vertices' names in
/// order of first appearance, and the edges between their numbers, each once (a line that
/// repeats an edge adds nothing). An edge from a vertex to itself is refused, naming its
/// line.
pub fn edge_list(text: &str) -> Result<EdgeList<'_>, ParseError> {
    let (vertices, edges) = read(text, Lines::Simple)?;
    Ok((vertices.names, edges))
}

/// Reads a picture's edges, one `u v` a line (a lone `u` declares a vertex; `#` starts a
/// comment): the vertices' names in order of first appearance, and every line's edge in
/// order, loops (`u u`) and repeated lines (parallel edges) included.
pub fn picture_edges(text: &str) -> Result<EdgeList<'_>, ParseError> {
    let (vertices, edges) = read(text, Lines::Multigraph)?;
    Ok((vertices.names, edges))
}

/// What a graph's lines may hold.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Lines {
    /// A game graph's moves: a move that keeps the token in place may be one (play may go
    /// on for ever); a line repeating a move adds nothing.
    Moves,
    /// A simple graph, for games whose token never comes back: no loops; a line repeating
    /// an edge adds nothing.
    Simple,
    /// A picture's edges, each line one: loops and parallel edges are edges.
    Multigraph,
}

/// The vertices and edges of a graph's text, as `lines` says.
fn read(text: &str, lines: Lines) -> Result<(Vertices<'_>, Vec<(u32, u32)>), ParseError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut vertices = Vertices::default();
    let mut edges: Vec<(u32, u32)> = Vec::new();
    for (line_index, line) in text.lines().enumerate() {
        let content = line.split('#').next().unwrap_or("");
        check_names(content, line_index + 1)?;
        let mut words = content.split_ascii_whitespace();
        let Some(from) = words.next() else {
            continue;
        };
        let to = words.next();
        if words.next().is_some() {
            let extra = word_at(content, 2, line_index + 1);
            return Err(ParseError::new(Text::new("error-graph-third-word"), &extra));
        }
        let u = vertices.id(from);
        if let Some(to) = to {
            if lines == Lines::Simple && to == from {
                let second = word_at(content, 1, line_index + 1);
                return Err(ParseError::new(Text::new("error-graph-self-loop"), &second));
            }
            edges.push((u, vertices.id(to)));
        }
    }
    if lines != Lines::Multigraph {
        // Each edge once, in the order the text first gives it.
        let mut seen = rustc_hash::FxHashSet::default();
        edges.retain(|e| seen.insert(*e));
    }
    if vertices.names.is_empty() {
        return Err(ParseError::at(Text::new("error-graph-empty"), Place::End));
    }
    if vertices.names.len() >= u32::MAX as usize {
        return Err(ParseError::at(
            Text::new("error-graph-too-many-vertices"),
            Place::End,
        ));
    }
    Ok((vertices, edges))
}

/// Word `index` of the text of line `line` (which has it), with its line and column: only
/// on error, so reading the line again costs nothing while the file is fine.
fn word_at(content: &str, index: usize, line: usize) -> Token<'_> {
    let word = tokens(content)[index];
    let Place::Text { column, .. } = word.at else {
        unreachable!("text tokens have a line and column")
    };
    Token {
        text: word.text,
        at: Place::Text { line, column },
    }
}

/// The longest vertex name, in characters.
pub const MAX_NAME: usize = 256;

/// Refuses names that are too long to show or hold control characters.
fn check_names(content: &str, line: usize) -> Result<(), ParseError> {
    for token in tokens(content) {
        let Place::Text { column, .. } = token.at else {
            continue;
        };
        let at = Place::Text { line, column };
        let token = Token {
            text: token.text,
            at,
        };
        let chars = token.text.chars().count();
        if chars > MAX_NAME {
            return Err(ParseError::new(
                Text::new("error-graph-long-name")
                    .arg("chars", chars)
                    .arg("max", MAX_NAME),
                &token,
            ));
        }
        if token.text.chars().any(char::is_control) {
            return Err(ParseError::new(
                Text::new("error-graph-control-characters"),
                &token,
            ));
        }
    }
    Ok(())
}

/// Vertex names in order of first appearance, and their numbers. Small decimal names (the
/// usual case) are looked up in an array; other names of up to 15 bytes by value packed in a
/// `u128`, so that a lookup touches no text; longer names by the text itself.
#[derive(Default)]
struct Vertices<'t> {
    names: Vec<&'t str>,
    /// `numeric[k]` is 1 + the id of the vertex named k, or 0.
    numeric: Vec<u32>,
    short: FxHashMap<u128, u32>,
    long: FxHashMap<&'t str, u32>,
}

/// Decimal names below this are looked up in the array.
const NUMERIC_LIMIT: usize = 1 << 24;

/// The number a canonical decimal name (no sign, no leading zero) stands for, if small.
fn small_number(name: &str) -> Option<usize> {
    let b = name.as_bytes();
    if b.is_empty()
        || b.len() > 8
        || (b[0] == b'0' && b.len() > 1)
        || !b.iter().all(u8::is_ascii_digit)
    {
        return None;
    }
    let n = b
        .iter()
        .fold(0usize, |n, &d| n * 10 + usize::from(d - b'0'));
    (n < NUMERIC_LIMIT).then_some(n)
}

impl<'t> Vertices<'t> {
    fn id(&mut self, name: &'t str) -> u32 {
        let next = self.names.len() as u32;
        let id = if let Some(n) = small_number(name) {
            if self.numeric.len() <= n {
                self.numeric.resize((n + 1).next_power_of_two(), 0);
            }
            let slot = &mut self.numeric[n];
            if *slot == 0 {
                *slot = next + 1;
            }
            *slot - 1
        } else {
            match pack(name) {
                Some(key) => *self.short.entry(key).or_insert(next),
                None => *self.long.entry(name).or_insert(next),
            }
        };
        if id == next {
            self.names.push(name);
        }
        id
    }

    fn get(&self, name: &str) -> Option<u32> {
        if let Some(n) = small_number(name) {
            return self
                .numeric
                .get(n)
                .filter(|&&slot| slot > 0)
                .map(|slot| slot - 1);
        }
        match pack(name) {
            Some(key) => self.short.get(&key).copied(),
            None => self.long.get(name).copied(),
        }
    }
}

/// A name of at most 15 bytes as one number: its bytes, then its length.
fn pack(name: &str) -> Option<u128> {
    let bytes = name.as_bytes();
    if bytes.len() > 15 {
        return None;
    }
    let mut buffer = [0u8; 16];
    buffer[..bytes.len()].copy_from_slice(bytes);
    buffer[15] = bytes.len() as u8;
    Some(u128::from_le_bytes(buffer))
}

/// Every vertex's value for a single token.
pub struct Solved<'g> {
    game: &'g GraphGame<'g>,
    values: Vec<Value>,
}

impl GraphGame<'_> {
    /// The vertices' names, in vertex order.
    pub fn names(&self) -> &[&str] {
        &self.vertices.names
    }

    /// The underlying graph.
    pub fn graph(&self) -> &Graph {
        &self.graph
    }

    /// The name of vertex `v`, as written in the file.
    pub fn name(&self, v: u32) -> &str {
        self.vertices.names[v as usize]
    }

    /// The vertex a token names, or an error naming the unknown vertex.
    pub fn vertex(&self, token: &Token<'_>) -> Result<u32, ParseError> {
        self.vertices
            .get(token.text)
            .ok_or_else(|| ParseError::new(Text::new("error-graph-no-such-vertex"), token))
    }

    /// Labels every vertex (one token) by retrograde analysis.
    pub fn solve(&self) -> Solved<'_> {
        Solved {
            game: self,
            values: retro::solve(&self.graph, |_| None, Play::Normal),
        }
    }

    fn report(&self, from: &[u32], token: usize, to: u32) -> MoveReport {
        let names = || from.iter().map(|&v| self.name(v));
        let shown = names().collect::<Vec<_>>().join(" ");
        let position = position_after(&shown, || {
            let mut moved: Vec<&str> = names().collect();
            moved[token] = self.name(to);
            moved.join(" ")
        });
        MoveReport {
            mv: Text::new("move-token")
                .arg("from", self.name(from[token]))
                .arg("to", self.name(to)),
            position,
        }
    }

    /// The answer for several tokens at once, from generalised Sprague-Grundy values,
    /// computed unless the request stops first (`stop`).
    pub fn analyze_tokens(&self, tokens: &[u32], stop: &Stop) -> Result<Analysis, Error> {
        let values = loopy::values(&self.graph, stop)?;
        let at = |v: u32| &values[v as usize];
        let outcome = loopy::sum_outcome(tokens.iter().map(|&v| at(v)));
        let position: Vec<&str> = tokens.iter().map(|&v| self.name(v)).collect();
        let nimber = tokens.iter().try_fold(0, |x, &v| match at(v) {
            Loopy::Finite(g) => Some(x ^ g),
            Loopy::Infinite(_) => None,
        });
        let value = Value {
            outcome,
            remoteness: None,
            nimber,
        };
        let mut analysis = Analysis::new("graph".into(), position.join(" "), value, Engine::Theory);
        let target = match outcome {
            Outcome::Win => Some(Outcome::Lose),
            Outcome::Draw => Some(Outcome::Draw),
            _ => None,
        };
        if let Some(target) = target {
            for (i, &v) in tokens.iter().enumerate() {
                for &w in self.graph.successors(v) {
                    let after = tokens
                        .iter()
                        .enumerate()
                        .map(|(j, &t)| if j == i { at(w) } else { at(t) });
                    let report = self.report(tokens, i, w);
                    if loopy::sum_outcome(after) == target
                        && !analysis.winning_moves.contains(&report)
                    {
                        analysis.winning_moves.push(report);
                    }
                }
            }
        }
        let listed: Vec<String> = tokens
            .iter()
            .map(|&v| format!("  {}: γ = {}", self.name(v), at(v)))
            .collect();
        analysis.explanation = Text::new("graph-tokens")
            .arg("table", listed.join("\n"))
            .arg("draw", u8::from(outcome == Outcome::Draw));
        Ok(analysis)
    }
}

impl Solved<'_> {
    /// The answer for one token on `v` with every move listed (`moves`), best first for
    /// the mover, each with its result for the mover and the moves left after it.
    pub fn analyze_all(&self, v: u32) -> Analysis {
        let game = self.game;
        let mut analysis = self.analyze(v);
        let mut moves: Vec<(MoveValue, ())> = game
            .graph
            .successors(v)
            .iter()
            .map(|&w| {
                let after = self.values[w as usize];
                let report = game.report(&[v], 0, w);
                let value = MoveValue {
                    mv: report.mv,
                    position: report.position,
                    outcome: after.outcome.flip(),
                    remoteness: after.remoteness,
                };
                (value, ())
            })
            .collect();
        sort_moves(&mut moves);
        analysis.moves = Some(moves.into_iter().map(|(m, _)| m).collect());
        analysis
    }

    /// Vertex values in vertex order (the order of first appearance in the file).
    pub fn values(&self) -> &[Value] {
        &self.values
    }

    /// The answer for one token on `v`: its value and every move that achieves it.
    pub fn analyze(&self, v: u32) -> Analysis {
        let game = self.game;
        let value = self.values[v as usize];
        let mut analysis =
            Analysis::new("graph".into(), game.name(v).into(), value, Engine::Theory);
        let wanted = match value.outcome {
            Outcome::Win => Some(Outcome::Lose),
            Outcome::Draw => Some(Outcome::Draw),
            _ => None,
        };
        for &w in game.graph.successors(v) {
            let after = self.values[w as usize];
            // Winning moves reach a loss; for a win, the fastest ones are listed first.
            if Some(after.outcome) == wanted {
                analysis.winning_moves.push(game.report(&[v], 0, w));
            }
        }
        let degree = game.graph.successors(v).len();
        let why = match value.outcome {
            Outcome::Lose if degree == 0 => "graph-stuck",
            Outcome::Lose => "graph-lose",
            Outcome::Win => "graph-win",
            _ => "graph-draw",
        };
        analysis.explanation = Text::lines(vec![
            Text::new("graph-retrograde"),
            Text::new(why)
                .arg("vertex", game.name(v))
                .arg("degree", degree)
                .arg("remoteness", value.remoteness.unwrap_or(0)),
        ]);
        analysis
    }
}
