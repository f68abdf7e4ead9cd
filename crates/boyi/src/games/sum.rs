//! Disjunctive sums of impartial games: a move is made in exactly one component.
//!
//! Sprague-Grundy theorem (seed 003): the nimber of a sum is the nim-sum (xor) of its
//! components' nimbers. The mover wins exactly when it is not 0, by moving in a component
//! of nimber g to a position of nimber g xor X, where X is the nim-sum (always possible when
//! g has X's top bit; a component may also offer it through an option of larger nimber).

use crate::analysis::{Analysis, Engine, MoveReport};
use crate::error::Error;
use crate::game::{Impartial, Notation};
use crate::games::bash::Bash;
use crate::games::matches::{self, Grid, Matches};
use crate::games::nim::{self, join};
use crate::games::staircase;
use crate::games::subtraction::Solved;
use crate::games::wythoff::{GrundyTable, Wythoff};
use crate::solve::grundy::Solver;
use crate::value::{Nimber, Play, Value};

/// One impartial game position inside a sum, valued by its nimber.
pub trait Component {
    /// The game with its options, as typed (e.g. `subtraction --moves 1,3,7,8`).
    fn game(&self) -> String;
    /// The position in the game's input notation.
    fn position(&self) -> String;
    /// The Sprague-Grundy value of the position.
    fn nimber(&mut self) -> Result<Nimber, Error>;
    /// Every move to a position of nimber `target`.
    fn moves_to_nimber(&mut self, target: Nimber) -> Result<Vec<MoveReport>, Error>;
}

/// A Nim position as a component.
pub struct NimPart(pub Vec<u64>);

impl Component for NimPart {
    fn game(&self) -> String {
        "nim".into()
    }
    fn position(&self) -> String {
        join(&self.0)
    }
    fn nimber(&mut self) -> Result<Nimber, Error> {
        Ok(nim::nim_sum(&self.0))
    }
    fn moves_to_nimber(&mut self, target: Nimber) -> Result<Vec<MoveReport>, Error> {
        let delta = nim::nim_sum(&self.0) ^ target;
        let game = nim::Nim::default();
        Ok((0..self.0.len())
            .filter(|&i| self.0[i] ^ delta < self.0[i])
            .map(|heap| {
                let mv = nim::NimMove {
                    heap,
                    to: self.0[heap] ^ delta,
                };
                let mut next = self.0.clone();
                next[heap] = mv.to;
                MoveReport {
                    mv: game.show_move(&mv, &self.0),
                    position: join(&next),
                }
            })
            .collect())
    }
}

/// A Bash position (normal play) as a component.
pub struct BashPart(pub Bash, pub u64);

impl Component for BashPart {
    fn game(&self) -> String {
        self.0.name()
    }
    fn position(&self) -> String {
        self.1.to_string()
    }
    fn nimber(&mut self) -> Result<Nimber, Error> {
        Ok(self
            .0
            .value(self.1)
            .nimber
            .expect("normal play has nimbers"))
    }
    fn moves_to_nimber(&mut self, target: Nimber) -> Result<Vec<MoveReport>, Error> {
        let modulus = self.0.max as u128 + 1;
        let g = self.nimber()? as u128;
        let take = (g + modulus - target as u128 % modulus) % modulus;
        let n = self.1;
        Ok(
            if (target as u128) < modulus && take > 0 && take <= n as u128 {
                let take = take as u64;
                vec![MoveReport {
                    mv: self.0.show_move(&take, &n),
                    position: (n - take).to_string(),
                }]
            } else {
                Vec::new()
            },
        )
    }
}

/// A subtraction-game position (normal play, values from the proven period) as a component.
pub struct SubtractionPart(pub Solved, pub u64);

impl Component for SubtractionPart {
    fn game(&self) -> String {
        self.0.rules().name()
    }
    fn position(&self) -> String {
        self.1.to_string()
    }
    fn nimber(&mut self) -> Result<Nimber, Error> {
        Ok(self.0.value(self.1)?.nimber.unwrap_or(0))
    }
    fn moves_to_nimber(&mut self, target: Nimber) -> Result<Vec<MoveReport>, Error> {
        let solved = &self.0;
        options_with_nimber(solved.rules(), &self.1, target, |&n| {
            Ok(solved.value(n)?.nimber.unwrap_or(0))
        })
    }
}

/// A Wythoff position as a component (nimbers from a table: they have no closed form).
pub struct WythoffPart {
    position: (u64, u64),
    table: Option<GrundyTable>,
}

impl WythoffPart {
    /// A component for heaps (a, b).
    pub fn new(a: u64, b: u64) -> Self {
        WythoffPart {
            position: (a, b),
            table: None,
        }
    }

    fn table(&mut self) -> Result<&GrundyTable, Error> {
        if self.table.is_none() {
            self.table = Some(GrundyTable::new(self.position.0, self.position.1)?);
        }
        Ok(self.table.as_ref().expect("just built"))
    }
}

impl Component for WythoffPart {
    fn game(&self) -> String {
        "wythoff".into()
    }
    fn position(&self) -> String {
        Wythoff.show_position(&self.position)
    }
    fn nimber(&mut self) -> Result<Nimber, Error> {
        let p = self.position;
        Ok(self.table()?.get(p))
    }
    fn moves_to_nimber(&mut self, target: Nimber) -> Result<Vec<MoveReport>, Error> {
        let from = self.position;
        let table = self.table()?;
        options_with_nimber(&Wythoff, &from, target, |p| Ok(table.get(*p)))
    }
}

/// A matchstick board as a component.
pub struct MatchesPart {
    grid: Grid,
    solver: matches::Solver,
}

impl MatchesPart {
    /// A component for `grid`.
    pub fn new(grid: Grid) -> Self {
        MatchesPart {
            grid,
            solver: matches::Solver::new(),
        }
    }
}

impl Component for MatchesPart {
    fn game(&self) -> String {
        "matches".into()
    }
    fn position(&self) -> String {
        self.grid.show()
    }
    fn nimber(&mut self) -> Result<Nimber, Error> {
        self.solver.nimber(&self.grid)
    }
    fn moves_to_nimber(&mut self, target: Nimber) -> Result<Vec<MoveReport>, Error> {
        let solver = &mut self.solver;
        options_with_nimber(&Matches, &self.grid, target, |g| solver.nimber(g))
    }
}

/// A staircase position as a component.
pub struct StaircasePart(pub Vec<u64>);

impl Component for StaircasePart {
    fn game(&self) -> String {
        "staircase".into()
    }
    fn position(&self) -> String {
        join(&self.0)
    }
    fn nimber(&mut self) -> Result<Nimber, Error> {
        Ok(staircase::nimber(&self.0))
    }
    fn moves_to_nimber(&mut self, target: Nimber) -> Result<Vec<MoveReport>, Error> {
        let game = staircase::Staircase;
        Ok(staircase::moves_to_nimber(&self.0, target)
            .into_iter()
            .map(|mv| MoveReport {
                mv: game.show_move(&mv, &self.0),
                position: join(&staircase::apply(&self.0, mv)),
            })
            .collect())
    }
}

/// Any impartial game as a component, valued by the generic engine (for `--engine generic`).
pub struct GenericPart<G: Impartial + Notation + Clone> {
    solver: Solver<G>,
    position: G::Position,
}

impl<G: Impartial + Notation + Clone> GenericPart<G> {
    /// A component valued by searching at most `limit` positions.
    pub fn new(game: G, position: G::Position, limit: usize) -> Self {
        GenericPart {
            solver: Solver::impartial(game).with_limit(limit),
            position,
        }
    }
}

impl<G: Impartial + Notation + Clone> Component for GenericPart<G> {
    fn game(&self) -> String {
        self.solver.game().name()
    }
    fn position(&self) -> String {
        self.solver.game().show_position(&self.position)
    }
    fn nimber(&mut self) -> Result<Nimber, Error> {
        if self.solver.game().play() == Play::Misere {
            return Err(Error::Invalid(
                "misère games have no nimber, so they cannot be added".into(),
            ));
        }
        Ok(self.solver.value(&self.position)?.nimber.unwrap_or(0))
    }
    fn moves_to_nimber(&mut self, target: Nimber) -> Result<Vec<MoveReport>, Error> {
        let solver = &mut self.solver;
        let game = solver.game().clone();
        options_with_nimber(&game, &self.position, target, |p| {
            Ok(solver.value(p)?.nimber.unwrap_or(0))
        })
    }
}

/// The moves from `from` whose result has nimber `target`, by enumerating every move.
fn options_with_nimber<G: Notation>(
    game: &G,
    from: &G::Position,
    target: Nimber,
    mut nimber: impl FnMut(&G::Position) -> Result<Nimber, Error>,
) -> Result<Vec<MoveReport>, Error> {
    let mut moves = Vec::new();
    game.moves(from, &mut moves);
    let mut found = Vec::new();
    for (mv, next) in moves {
        if nimber(&next)? == target {
            found.push(MoveReport {
                mv: game.show_move(&mv, from),
                position: game.show_position(&next),
            });
        }
    }
    Ok(found)
}

/// The notation of a sum: its components' `game position` joined by ` + `.
fn notation(parts: &[String]) -> String {
    parts.join(" + ")
}

/// The full answer for a sum, from its components' nimbers.
pub fn analyze(parts: &mut [Box<dyn Component>], engine: Engine) -> Result<Analysis, Error> {
    if parts.is_empty() {
        return Err(Error::Invalid("a sum needs at least one component".into()));
    }
    let nimbers = parts
        .iter_mut()
        .map(|p| p.nimber())
        .collect::<Result<Vec<_>, _>>()?;
    let shown: Vec<String> = parts
        .iter()
        .map(|p| format!("{} {}", p.game(), p.position()))
        .collect();
    let x = nimbers.iter().fold(0, |x, g| x ^ g);
    let mut analysis = Analysis::new(
        "sum".into(),
        notation(&shown),
        Value::from_nimber(x, None),
        engine,
    );
    for (i, part) in parts.iter_mut().enumerate() {
        let g = nimbers[i];
        if x == 0 {
            break;
        }
        // Any move to nimber g xor X wins; besides the smaller ones the mex guarantees, a
        // component may also have options of larger nimber.
        for mv in part.moves_to_nimber(g ^ x)? {
            let mut after = shown.clone();
            after[i] = format!("{} {}", part.game(), mv.position);
            analysis.winning_moves.push(MoveReport {
                mv: format!("in component {} ({}): {}", i + 1, shown[i], mv.mv),
                position: notation(&after),
            });
        }
    }
    let lines: Vec<String> = shown
        .iter()
        .zip(&nimbers)
        .map(|(s, g)| format!("  {s}: nimber {g} = {g:b} in binary"))
        .collect();
    analysis.explanation = format!(
        "Sprague-Grundy theorem: a sum of impartial games has the nim-sum (xor) of its \
         components' nimbers.\n{}\n  nim-sum: {x} = {x:b}\n{}",
        lines.join("\n"),
        if x == 0 {
            "The nim-sum is 0: the player to move loses.".to_string()
        } else {
            format!(
                "The nim-sum is {x}: the player to move wins by moving in a component of nimber g \
                 to a position of nimber g xor {x} (always possible where g has the top bit of \
                 {x}, and sometimes elsewhere through a larger nimber)."
            )
        }
    );
    Ok(analysis)
}
