//! Games that users write themselves: rule files.
//!
//! A rule file is a Rhai script (see [`script`]) with `fn moves(p)` and optionally
//! `fn end(p)`, `fn show(p)`, `fn canonical(p)`, `const MISERE = true;` and
//! `const PARTIZAN = true;` (with `fn left(p)` and `fn right(p)` instead of `moves`, the
//! positions get canonical values: [`partizan`]). [`ScriptGame`] calls the script once per position to explore
//! every position reachable from the ones asked about, then values the explored graph with
//! the generic engines: retrograde analysis for outcomes and remoteness (cycles become
//! draws), Smith's generalised Sprague-Grundy values for nimbers. The engines never call
//! the script.

pub mod partizan;
pub mod script;
pub mod shape;
mod tiers;

use crate::analysis::{position_after, sort_moves, Analysis, Engine, MoveReport, MoveValue};
use crate::budget::{self, Budget, Stop};
use crate::db::{Schema, Typed};
use crate::error::Error;
use crate::family::{no_nimber, Driver, DynGame, HeapRow, Position, Road, Summary, Table};
use crate::game::Kind;
use crate::notation::{quote, Token};
use crate::solve::loopy::{self, Loopy};
use crate::solve::retro::{self, Graph};
use crate::text::Text;
use crate::value::{Nimber, Outcome, Play, Value};
use rustc_hash::FxHashMap;
use script::{Pos, Script};
use std::io::Read;
use std::path::Path;
use std::rc::Rc;

/// Reads and compiles the rule file at `path`. Rule files are valued by search on either
/// road: they have no theory.
/// Its search stores no more positions than `budget` holds.
pub fn load_file(path: &Path, _road: Road, budget: Budget) -> Result<Box<dyn DynGame>, Error> {
    Ok(Box::new(ScriptGame::new(
        read_script(path, &path.display().to_string())?,
        budget,
    )))
}

/// Reads and compiles the rule file at `path` (called `file` in refusals and answers),
/// refusing one that is too long, not UTF-8 or not a script.
pub fn read_script(path: &Path, file: &str) -> Result<Script, Error> {
    let file = file.to_string();
    let cannot_read = |e: std::io::Error| {
        Error::invalid(
            Text::new("error-rules-cannot-read")
                .arg("file", file.clone())
                .arg("error", e.to_string()),
        )
    };
    // The limit counts the bytes read, not the size the file reports: a device, a pipe or a
    // `/proc` file reports none (or the wrong one).
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| {
            f.take(script::FILE_LIMIT as u64 + 1)
                .read_to_end(&mut bytes)
        })
        .map_err(cannot_read)?;
    if bytes.len() > script::FILE_LIMIT {
        return Err(Error::limit(
            Text::new("error-rules-too-long")
                .arg("file", file)
                .arg("limit", script::FILE_LIMIT),
        ));
    }
    let source = String::from_utf8(bytes).map_err(|e| {
        Error::invalid(
            Text::new("error-rules-not-utf8")
                .arg("file", file.clone())
                .arg("byte", e.utf8_error().valid_up_to()),
        )
    })?;
    let source = source.strip_prefix('\u{feff}').unwrap_or(&source);
    Script::compile(&file, source)
}

/// A rule file's game: the positions explored so far and their values.
pub struct ScriptGame {
    script: Rc<Script>,
    /// Canonical positions, numbered in the order they were found.
    positions: Vec<Pos>,
    index: FxHashMap<Pos, u32>,
    /// Results of positions where a rule ended the game, for the expanded ones.
    ends: Vec<Option<Outcome>>,
    /// Moves of the expanded positions `0..offsets.len() - 1`, as a compressed graph:
    /// position `v` moves to `targets[offsets[v]..offsets[v + 1]]`.
    offsets: Vec<usize>,
    targets: Vec<u32>,
    /// Values of every expanded position, when up to date.
    values: Option<Vec<Value>>,
    /// The most positions exploration may number.
    limit: usize,
    /// What tells exploration that nobody waits for it any more.
    stop: Stop,
}

impl ScriptGame {
    /// The game of a compiled script, with nothing explored yet, exploring no more
    /// positions than `budget` holds.
    pub fn new(script: Script, budget: Budget) -> Self {
        ScriptGame {
            script: Rc::new(script),
            positions: Vec::new(),
            index: FxHashMap::default(),
            ends: Vec::new(),
            offsets: vec![0],
            targets: Vec::new(),
            values: None,
            limit: budget.search_positions(),
            stop: budget.stop().clone(),
        }
    }

    /// The same game, refusing to explore more than `limit` positions.
    pub fn with_limit(self, limit: usize) -> Self {
        ScriptGame { limit, ..self }
    }

    fn play(&self) -> Play {
        Play::from_misere(self.script.misere)
    }

    /// The grid of every position (a, b), 0 ≤ a, b ≤ `last`, refused past the positions
    /// a search may hold.
    fn grid(&mut self, last: i64) -> Result<Table<'static>, Error> {
        let side = last as u64 + 1;
        let cells = side.saturating_mul(side);
        if cells > self.limit as u64 {
            return Err(Error::limit(
                Text::new("error-rules-table-too-long")
                    .arg("limit", self.limit)
                    .arg("to", cells),
            ));
        }
        let mut ids = Vec::with_capacity(cells as usize);
        for a in 0..=last {
            for b in 0..=last {
                ids.push(self.explore(&Pos::List(vec![a, b]))?);
            }
        }
        let values = self.values()?;
        let cells = ids
            .iter()
            .map(|&id| {
                let v = values[id as usize];
                HeapRow {
                    grundy: v.nimber,
                    outcome: v.outcome,
                    genus: None,
                }
            })
            .collect();
        Ok(Table::Grid { side, cells })
    }

    /// The number of `p`, after exploring every position reachable from it.
    fn explore(&mut self, p: &Pos) -> Result<u32, Error> {
        let root = self.intern(self.script.canonical(p.clone())?, p)?;
        while self.ends.len() < self.positions.len() {
            if self.ends.len().is_multiple_of(256) {
                self.stop.check()?;
            }
            let position = self.positions[self.ends.len()].clone();
            let end = self.script.end(&position)?;
            if end.is_none() {
                for (_, child) in self.script.moves(&position)? {
                    let child = self.script.canonical(child)?;
                    let id = self.intern(child, p)?;
                    let moves = self.targets.len();
                    let full = |_| budget::out_of_memory(Text::new("error-what-the-moves"), moves);
                    self.targets.try_reserve(1).map_err(full)?;
                    self.targets.push(id);
                }
            }
            self.ends.push(end);
            self.offsets.push(self.targets.len());
            self.values = None;
        }
        Ok(root)
    }

    /// The number of a canonical position, numbering it if it is new.
    fn intern(&mut self, p: Pos, root: &Pos) -> Result<u32, Error> {
        if let Some(&id) = self.index.get(&p) {
            return Ok(id);
        }
        if self.positions.len() >= self.limit {
            return Err(Error::limit(
                Text::new("error-rules-too-many-positions")
                    .arg("file", self.script.file.clone())
                    .arg("limit", self.limit)
                    .arg("position", root.to_string()),
            ));
        }
        let id = self.positions.len() as u32;
        let full =
            |_| budget::out_of_memory(Text::new("error-what-explored-positions"), id as usize);
        self.positions.try_reserve(1).map_err(full)?;
        self.index.try_reserve(1).map_err(full)?;
        self.index.insert(p.clone(), id);
        self.positions.push(p);
        Ok(id)
    }

    /// The value of every explored position, computed once per growth of the graph (the
    /// nimbers of a graph with cycles stop where the request stops).
    fn values(&mut self) -> Result<&[Value], Error> {
        if self.values.is_none() {
            let graph = Graph::from_parts(self.offsets.clone(), self.targets.clone());
            let ends = &self.ends;
            let mut values = retro::solve(&graph, |v| ends[v as usize], self.play());
            if self.nimbers() {
                for (value, g) in values.iter_mut().zip(loopy::values(&graph, &self.stop)?) {
                    if let Loopy::Finite(g) = g {
                        value.nimber = Some(g);
                    }
                }
            }
            self.values = Some(values);
        }
        Ok(self.values.as_deref().expect("just computed"))
    }

    /// Whether positions have nimbers: impartial, normal play, and no rule ends the game
    /// other than as a loss for the player to move (which is what having no move means).
    fn nimbers(&self) -> bool {
        !self.script.partizan
            && self.play() == Play::Normal
            && self
                .ends
                .iter()
                .all(|e| matches!(e, None | Some(Outcome::Lose)))
    }

    fn pos(position: &Position) -> &Pos {
        position
            .get::<Pos>()
            .expect("a position is used only with the game that made it")
    }

    fn value_of(&mut self, p: &Pos) -> Result<Value, Error> {
        let id = self.explore(p)?;
        Ok(self.values()?[id as usize])
    }

    /// Every move from `p`, named, with the position it leads to and its value.
    fn valued_moves(&mut self, p: &Pos) -> Result<Vec<(MoveValue, Pos)>, Error> {
        self.explore(p)?;
        let shown = p.to_string();
        let mut moves = Vec::new();
        if self.script.end(p)?.is_none() {
            for (name, child) in self.script.moves(p)? {
                let value = self.value_of(&child)?;
                let position = position_after(&shown, || child.to_string());
                moves.push((
                    MoveValue {
                        mv: move_name(name, &child),
                        position,
                        outcome: value.outcome.flip(),
                        remoteness: value.remoteness,
                    },
                    child,
                ));
            }
        }
        sort_moves(&mut moves);
        Ok(moves)
    }
}

/// A move as the script names it, else by the position it leads to.
fn move_name(name: Option<String>, child: &Pos) -> Text {
    name.map_or_else(
        || Text::new("move-to").arg("position", quote(&child.to_string(), 60)),
        Text::verbatim,
    )
}

impl DynGame for ScriptGame {
    /// The rule file's path, as a sum names a rule file component.
    fn name(&self) -> String {
        self.script.file.clone()
    }

    fn kind(&self) -> Kind {
        match self.nimbers() {
            true => Kind::Nimber,
            false => Kind::Outcome,
        }
    }

    fn partizan(&self) -> bool {
        self.script.partizan
    }

    fn may_loop(&self) -> bool {
        true
    }

    fn parse(&self, words: &[Token<'_>]) -> Result<Position, Error> {
        if words.is_empty() {
            return Err(Error::invalid(
                Text::new("error-rules-expected-position").arg("file", self.script.file.clone()),
            ));
        }
        Ok(Position::new(shape::read(&self.script, words)?))
    }

    fn show(&self, position: &Position) -> String {
        Self::pos(position).to_string()
    }

    /// `fn show(p)`'s picture; else the cells of `fn board(p)`, one row a line.
    fn draw(&self, position: &Position) -> Option<String> {
        let shown = self.script.show(Self::pos(position)).ok().flatten();
        shown.or_else(|| crate::family::Drawing::Cells.picture(&self.cells(position)?))
    }

    fn cells(&self, position: &Position) -> Option<String> {
        self.script.board(Self::pos(position)).ok().flatten()
    }

    fn is_over(&self, position: &Position) -> bool {
        let p = Self::pos(position);
        let canonical = self
            .script
            .canonical(p.clone())
            .unwrap_or_else(|_| p.clone());
        match self.index.get(&canonical) {
            Some(&id) if (id as usize) < self.ends.len() => {
                let id = id as usize;
                self.ends[id].is_some() || self.offsets[id] == self.offsets[id + 1]
            }
            _ => false,
        }
    }

    fn value(&mut self, position: &Position) -> Result<Value, Error> {
        self.value_of(Self::pos(position))
    }

    fn analyze(&mut self, position: &Position, all_moves: bool) -> Result<Analysis, Error> {
        let p = Self::pos(position).clone();
        let value = self.value_of(&p)?;
        let moves = self.valued_moves(&p)?;
        let mut analysis = Analysis::new(self.name(), p.to_string(), value, Engine::Generic);
        let wanted = match value.outcome {
            Outcome::Lose => None,
            outcome => Some(outcome),
        };
        analysis.winning_moves = moves
            .iter()
            .filter(|(m, _)| Some(m.outcome) == wanted)
            .map(|(m, _)| MoveReport {
                mv: m.mv.clone(),
                position: m.position.clone(),
            })
            .collect();
        analysis.explanation = Text::new("rules-file")
            .arg("file", self.script.file.clone())
            .arg("positions", self.positions.len())
            .arg("misere", u8::from(self.play() == Play::Misere))
            .arg("nimbers", u8::from(value.nimber.is_some()));
        if all_moves {
            analysis.moves = Some(moves.into_iter().map(|(m, _)| m).collect());
        }
        Ok(analysis)
    }

    fn moves(&mut self, position: &Position) -> Result<Vec<(MoveValue, Position)>, Error> {
        let p = Self::pos(position).clone();
        let moves = self.valued_moves(&p)?;
        budget::check_move_list(Some(moves.len() as u64))?;
        Ok(moves
            .into_iter()
            .map(|(m, child)| (m, Position::new(child)))
            .collect())
    }

    fn database(&self, _position: &Position) -> Result<Box<dyn Schema>, Error> {
        let words = vec!["--rules".to_string(), self.script.file.clone()];
        let fingerprint = format!("{:08x}", self.script.fingerprint);
        Ok(Box::new(Typed {
            game: tiers::ScriptTiers {
                script: self.script.clone(),
            },
            kind: self.kind(),
            play: self.play(),
            names: (words, fingerprint),
        }))
    }

    fn successors(&self, position: &Position) -> Result<Vec<(Text, Position)>, Error> {
        let p = Self::pos(position);
        if self.script.end(p)?.is_some() {
            return Ok(Vec::new());
        }
        let moves = self.script.moves(p)?;
        budget::check_move_list(Some(moves.len() as u64))?;
        Ok(moves
            .into_iter()
            .map(|(name, child)| (move_name(name, &child), Position::new(child)))
            .collect())
    }

    /// A rule file is explored as it goes, never past its position limit: the limit, with a
    /// move or so each, bounds the work.
    fn search_work(&self, _position: &Position) -> Option<u64> {
        Some(self.limit as u64)
    }

    fn nimber(&mut self, position: &Position) -> Result<Nimber, Error> {
        let value = self.value(position)?;
        value.nimber.ok_or_else(|| no_nimber(&self.name()))
    }

    fn moves_to_nimber(
        &mut self,
        position: &Position,
        target: Nimber,
    ) -> Result<Vec<MoveReport>, Error> {
        let p = Self::pos(position).clone();
        let mut found = Vec::new();
        for (m, child) in self.valued_moves(&p)? {
            if self.value_of(&child)?.nimber == Some(target) {
                found.push(MoveReport {
                    mv: m.mv,
                    position: m.position,
                });
            }
        }
        Ok(found)
    }

    /// The values of the integer positions 0..=to, explored before the first line.
    fn table(&mut self, to: Option<u64>, _: &mut dyn Driver) -> Result<Table<'_>, Error> {
        let to = to.ok_or_else(|| Error::invalid(Text::new("error-rules-table-needs-to")))?;
        let last = i64::try_from(to)
            .ok()
            .filter(|&t| t < self.limit as i64)
            .ok_or_else(|| {
                Error::limit(
                    Text::new("error-rules-table-too-long")
                        .arg("limit", self.limit)
                        .arg("to", to),
                )
            })?;
        // A game on two numbers (its moves take a pair, not a number) is tabulated as the
        // grid of its positions (a, b).
        if shape::tabulates_pairs(&self.script)? {
            return self.grid(last);
        }
        let ids = (0..=last)
            .map(|n| self.explore(&Pos::Int(n)))
            .collect::<Result<Vec<u32>, Error>>()?;
        let nimbers = self.nimbers();
        let values = self.values()?.to_vec();
        let summary = Summary {
            values_computed: to + 1,
            largest: ids
                .iter()
                .filter_map(|&id| values[id as usize].nimber)
                .max()
                .unwrap_or(0),
            ..Summary::default()
        };
        let row = move |n: u64| {
            let v = values[ids[n as usize] as usize];
            Ok(HeapRow {
                grundy: v.nimber,
                outcome: v.outcome,
                genus: None,
            })
        };
        Ok(Table::Heaps {
            label: nimbers.then(|| Text::new("column-nimber")),
            row: Box::new(row),
            period: None,
            note: None,
            summary,
        })
    }
}
