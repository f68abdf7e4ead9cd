//! A game graph file (seed 003; [`super::graph`]) as a game of one token: what a component
//! of a sum or a compound is when it is written `FILE.graph VERTEX`. Every vertex is valued
//! once, when the file is read: win, lose or draw with its remoteness by retrograde
//! analysis, and Smith's generalised Sprague-Grundy value (∞ where play may go on for ever).

use super::graph;
use crate::analysis::{position_after, Analysis, MoveReport, MoveValue};
use crate::budget::Stop;
use crate::error::Error;
use crate::family::{no_nimber, Driver, DynGame, Position, Table};
use crate::game::Kind;
use crate::notation::{ParseError, Place, Token};
use crate::solve::loopy::{self, Loopy};
use crate::solve::retro::Graph;
use crate::text::Text;
use crate::value::{Nimber, Value};

/// A graph read from a file, every vertex valued.
pub struct OneToken {
    /// The file, as the user named it.
    file: String,
    /// The file's text, for the answers the graph module writes.
    text: String,
    names: Vec<String>,
    graph: Graph,
    values: Vec<Value>,
    nimbers: Vec<Loopy>,
}

/// Reads the graph `text` of the file named `file` as a game of one token, its values
/// computed unless the request stops first (`stop`).
pub fn load(file: &str, text: String, stop: &Stop) -> Result<Box<dyn DynGame>, Error> {
    let read = graph::parse(&text)?;
    let names = read.names().iter().map(|n| n.to_string()).collect();
    let graph = read.graph().clone();
    let values = read.solve().values().to_vec();
    let nimbers = loopy::values(&graph, stop)?;
    drop(read);
    Ok(Box::new(OneToken {
        file: file.to_string(),
        text,
        names,
        graph,
        values,
        nimbers,
    }))
}

impl OneToken {
    fn vertex(position: &Position) -> u32 {
        *position.get::<u32>().expect("made by this game")
    }

    /// The graph module's reading of the file, for its answers.
    fn read(&self) -> graph::GraphGame<'_> {
        graph::parse(&self.text).expect("read once already")
    }
}

impl DynGame for OneToken {
    fn name(&self) -> String {
        self.file.clone()
    }

    fn kind(&self) -> Kind {
        Kind::Nimber
    }

    fn may_loop(&self) -> bool {
        true
    }

    fn parse(&self, words: &[Token<'_>]) -> Result<Position, Error> {
        let [word] = words else {
            let at = words.get(1).map_or(Place::End, |w| w.at);
            return Err(ParseError::at(Text::new("error-graph-one-token"), at).into());
        };
        Ok(Position::new(self.read().vertex(word)?))
    }

    fn show(&self, position: &Position) -> String {
        self.names[Self::vertex(position) as usize].clone()
    }

    fn draw(&self, _position: &Position) -> Option<String> {
        None
    }

    fn is_over(&self, position: &Position) -> bool {
        self.graph.successors(Self::vertex(position)).is_empty()
    }

    fn value(&mut self, position: &Position) -> Result<Value, Error> {
        let v = Self::vertex(position) as usize;
        let nimber = match &self.nimbers[v] {
            Loopy::Finite(g) => Some(*g),
            Loopy::Infinite(_) => None,
        };
        Ok(Value {
            nimber,
            ..self.values[v]
        })
    }

    fn analyze(&mut self, position: &Position, all_moves: bool) -> Result<Analysis, Error> {
        let v = Self::vertex(position);
        let read = self.read();
        let solved = read.solve();
        let mut answer = match all_moves {
            true => solved.analyze_all(v),
            false => solved.analyze(v),
        };
        answer.game = self.file.clone();
        answer.nimber = self.value(position)?.nimber;
        Ok(answer)
    }

    fn moves(&mut self, position: &Position) -> Result<Vec<(MoveValue, Position)>, Error> {
        let shown = self.show(position);
        let mut moves = Vec::new();
        for (mv, next) in self.successors(position)? {
            let after = self.values[Self::vertex(&next) as usize];
            moves.push((
                MoveValue {
                    mv,
                    position: position_after(&shown, || self.show(&next)),
                    outcome: after.outcome.flip(),
                    remoteness: after.remoteness,
                },
                next,
            ));
        }
        crate::analysis::sort_moves(&mut moves);
        Ok(moves)
    }

    fn successors(&self, position: &Position) -> Result<Vec<(Text, Position)>, Error> {
        let v = Self::vertex(position);
        Ok(self
            .graph
            .successors(v)
            .iter()
            .map(|&w| {
                let mv = Text::new("move-token")
                    .arg("from", self.names[v as usize].clone())
                    .arg("to", self.names[w as usize].clone());
                (mv, Position::new(w))
            })
            .collect())
    }

    fn search_work(&self, _position: &Position) -> Option<u64> {
        Some((self.graph.vertices() + self.graph.edges()) as u64)
    }

    fn nimber(&mut self, position: &Position) -> Result<Nimber, Error> {
        self.value(position)?
            .nimber
            .ok_or_else(|| no_nimber(&self.file))
    }

    fn moves_to_nimber(
        &mut self,
        position: &Position,
        target: Nimber,
    ) -> Result<Vec<MoveReport>, Error> {
        let shown = self.show(position);
        Ok(self
            .successors(position)?
            .into_iter()
            .filter(|(_, next)| self.nimbers[Self::vertex(next) as usize] == Loopy::Finite(target))
            .map(|(mv, next)| MoveReport {
                mv,
                position: position_after(&shown, || self.show(&next)),
            })
            .collect())
    }

    fn table(&mut self, _to: Option<u64>, _driver: &mut dyn Driver) -> Result<Table<'_>, Error> {
        Err(Error::invalid(
            Text::new("error-no-table").arg("game", self.file.clone()),
        ))
    }
}
