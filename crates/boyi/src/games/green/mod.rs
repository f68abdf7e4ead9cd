//! Green Hackenbush on any picture (树上删边, 无向图删边): edges standing on a ground; a move
//! cuts an edge, and whatever is no longer joined to the ground falls away; whoever cannot
//! cut loses. Every picture is worth a nimber, found in time linear in its edges by the
//! Fusion and Colon principles ([`fused`]), and the winning cuts from the ground up
//! ([`winning`]).
//!
//! The family reads a picture from a file, one edge `u v` a line (a line `u u` is a loop,
//! a line given twice two parallel edges), numbered from 1 in the order of the file; a
//! position is the edges cut so far, by their numbers (`3 7`), written with only the cut
//! edges that still touch what stands.

mod alone;
mod board;
pub mod fused;
mod summary;
#[cfg(test)]
mod tests;
pub mod winning;

use crate::analysis::{Analysis, Engine, MoveReport};
use crate::budget::Stop;
use crate::db::bridge::Schema;
use crate::error::Error;
use crate::family::{erase, Drawing, Family, Figure, OptionSpec, PositionSpec, Tabulates, Theory};
use crate::game::{Game, Kind, Notation, Written};
use crate::games::graph::picture_edges;
use crate::notation::{ParseError, Token};
use crate::text::Text;
use crate::value::{Nimber, Value};
use board::Board;
use fused::{Drawn, Fused, NONE};
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// A picture whose vertices are named by any numbers: its edges, and the vertex that is
/// the ground (for callers that build one, such as Hackenbush's green parts).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    /// The vertex the picture stands on.
    pub ground: u32,
    /// The edges, each joining two vertices (the same one for a loop).
    pub edges: Vec<(u32, u32)>,
}

impl Picture {
    /// The nimber of the picture, by the Fusion and Colon principles, in time linear in its
    /// edges (the request's `stop` is looked at as it goes).
    pub fn nimber(&self, stop: &Stop) -> Result<Nimber, Error> {
        // Number the vertices 0, 1, … in order of first appearance, the ground first.
        let mut number = FxHashMap::default();
        number.insert(self.ground, 0u32);
        let mut numbered = |v: u32| {
            let next = number.len() as u32;
            *number.entry(v).or_insert(next)
        };
        let edges: Vec<(u32, u32)> = self
            .edges
            .iter()
            .map(|&(a, b)| (numbered(a), numbered(b)))
            .collect();
        let drawn = Drawn {
            vertices: number.len(),
            edges: &edges,
            ground: 0,
        };
        Ok(Fused::new(drawn, &[], &[], stop)?.nimber())
    }
}

/// The picture, written right after the family's name.
const FILE: OptionSpec = OptionSpec {
    long: "FILE",
    value: Some("FILE"),
    help: "The picture: one edge `u v` a line (`u u` a loop; names are any words; # starts a comment).",
    required: true,
    positional: true,
    file: true,
};

/// The ground's option.
const GROUND: OptionSpec = OptionSpec {
    long: "--ground",
    value: Some("V"),
    help: "The vertex the picture stands on (without it, the first vertex of the file).",
    required: false,
    positional: false,
    file: false,
};

/// Green Hackenbush in the registry.
pub const FAMILY: Family = Family {
    name: "green",
    alias: Some("树上删边"),
    example: "green examples/rules/christmas.picture",
    options: &[FILE, GROUND],
    position: PositionSpec {
        name: "E",
        help: "The edges cut so far, by their numbers in the file (the first edge is 1).",
        hyphens: false,
    },
    tabulates: Tabulates::No,
    board: Some(Drawing::Graph),
    quotient: None,
    resumable: false,
    load: |options, road, budget| {
        let text = options.required(FILE.long)?;
        let (names, edges) = picture_edges(text.text)?;
        let ground = match options.token(GROUND.long) {
            Some(token) => names
                .iter()
                .position(|name| *name == token.text)
                .ok_or_else(|| ParseError::new(Text::new("error-green-no-vertex"), &token))?
                as u32,
            None => 0,
        };
        // The name as typed, so that a sum's component is written whole.
        let mut name = format!("green {}", options.path(FILE.long).unwrap_or("-"));
        if let Some(token) = options.token(GROUND.long) {
            name = format!("{name} --ground {}", token.text);
        }
        let board = Board {
            name,
            names: names.iter().map(|s| s.to_string()).collect(),
            edges,
            ground,
        };
        let rules = Cuts {
            board: Arc::new(board),
            stop: budget.stop().clone(),
        };
        Ok(erase(Principles { rules }, road, budget))
    },
};

/// The rules: the picture, and the request's stop for its long loops.
#[derive(Clone)]
pub struct Cuts {
    board: Arc<Board>,
    stop: Stop,
}

/// A position: the cut edges (from 0, in increasing order) that touch what stands.
pub type CutEdges = Vec<u32>;

impl Game for Cuts {
    type Position = CutEdges;
    type Move = u32;

    fn kind(&self) -> Kind {
        Kind::Nimber
    }

    fn moves(&self, cut: &CutEdges, out: &mut Vec<(u32, CutEdges)>) {
        let board = &self.board;
        // One walk, never cut short: a move list ended early would read as fewer moves
        // (the searches that list moves look at the request's stop themselves).
        let fused = board
            .fused(cut, &Stop::default())
            .expect("a walk without a deadline never stops");
        for e in (0..board.edges.len()).filter(|&e| fused.stands(e)) {
            out.push((e as u32, winning::after(board.drawn(), &fused, cut, e)));
        }
    }
}

impl Written<CutEdges> for Cuts {
    /// The edges typed, by number, each standing at the start; those that fell with
    /// another are dropped.
    fn read_position(&self, words: &[Token<'_>]) -> Result<CutEdges, Error> {
        let board = &self.board;
        let start = board.fused(&[], &self.stop)?;
        let mut cut = Vec::with_capacity(words.len());
        let mut typed = vec![false; board.edges.len()];
        for word in words {
            let e = word
                .text
                .parse::<usize>()
                .ok()
                .filter(|&e| (1..=board.edges.len()).contains(&e))
                .ok_or_else(|| {
                    ParseError::new(
                        Text::new("error-green-not-an-edge").arg("edges", board.edges.len()),
                        word,
                    )
                })?
                - 1;
            if !start.stands(e) {
                return Err(ParseError::new(Text::new("error-green-never-stands"), word).into());
            }
            if std::mem::replace(&mut typed[e], true) {
                return Err(ParseError::new(Text::new("error-green-cut-twice"), word).into());
            }
            cut.push(e as u32);
        }
        cut.sort_unstable();
        // Written with only the cut edges that still touch what stands.
        let fused = board.fused(&cut, &self.stop)?;
        cut.retain(|&e| {
            let (a, b) = board.edges[e as usize];
            fused.order[a as usize] != NONE || fused.order[b as usize] != NONE
        });
        Ok(cut)
    }

    fn show_position(&self, cut: &CutEdges) -> String {
        let numbers: Vec<String> = cut.iter().map(|e| (e + 1).to_string()).collect();
        numbers.join(" ")
    }
}

impl Notation for Cuts {
    fn name(&self) -> String {
        self.board.name.clone()
    }

    fn show_move(&self, &e: &u32, _: &CutEdges) -> Text {
        Text::new("move-green").arg("edge", self.board.edge(e as usize))
    }
}

/// The answers of the Fusion and Colon principles.
struct Principles {
    rules: Cuts,
}

impl Principles {
    /// The winning cuts from `cut` to a position worth `target`, reported.
    fn reports(
        &self,
        cut: &CutEdges,
        fused: &Fused,
        target: Nimber,
    ) -> Result<Vec<MoveReport>, Error> {
        let board = &self.rules.board;
        let wins = winning::cuts_to(board.drawn(), fused, target, &self.rules.stop)?;
        Ok(wins
            .into_iter()
            .map(|e| MoveReport {
                mv: self.rules.show_move(&(e as u32), cut),
                position: Some(self.rules.show_position(&winning::after(
                    board.drawn(),
                    fused,
                    cut,
                    e,
                ))),
            })
            .collect())
    }
}

impl Theory for Principles {
    type Game = Cuts;

    fn game(&self) -> &Cuts {
        &self.rules
    }

    fn value(&mut self, cut: &CutEdges) -> Result<Value, Error> {
        let fused = self.rules.board.fused(cut, &self.rules.stop)?;
        Ok(Value::from_nimber(fused.nimber(), None))
    }

    fn analyze(&mut self, cut: &CutEdges) -> Result<Analysis, Error> {
        let board = &self.rules.board;
        let fused = board.fused(cut, &self.rules.stop)?;
        let value = Value::from_nimber(fused.nimber(), None);
        let mut answer = Analysis::new(
            self.rules.name(),
            self.rules.show_position(cut),
            value,
            Engine::Theory,
        );
        if fused.nimber() != 0 {
            answer.winning_moves = self.reports(cut, &fused, 0)?;
        }
        answer.explanation = summary::explain(board, &fused);
        Ok(answer)
    }

    fn search_work(&self, cut: &CutEdges) -> Option<u64> {
        let edges = self.move_count(cut)?;
        1u64.checked_shl(u32::try_from(edges).ok()?)?
            .checked_mul(edges.max(1))
    }

    fn move_count(&self, cut: &CutEdges) -> Option<u64> {
        let board = &self.rules.board;
        let fused = board.fused(cut, &self.rules.stop).ok()?;
        Some((0..board.edges.len()).filter(|&e| fused.stands(e)).count() as u64)
    }

    /// No solve database: as the family is listed, refused by the family's name (its game's
    /// name carries the file).
    fn database(&self, _: &CutEdges) -> Option<Result<Box<dyn Schema>, Error>> {
        Some(Err(Error::invalid(
            Text::new("error-db-no-tiers").arg("game", FAMILY.name),
        )))
    }

    fn figure(&self) -> Option<Figure> {
        let board = &self.rules.board;
        let edges = board.edges.iter().map(|&(a, b)| [a, b]).collect();
        Figure::picture(board.names.clone(), edges, board.ground)
    }

    fn moves_to_nimber(
        &mut self,
        cut: &CutEdges,
        target: Nimber,
    ) -> Result<Option<Vec<MoveReport>>, Error> {
        let fused = self.rules.board.fused(cut, &self.rules.stop)?;
        self.reports(cut, &fused, target).map(Some)
    }
}
