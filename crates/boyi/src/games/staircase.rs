//! Staircase Nim as 高僧斗法 (seed 000, example 3): monks stand on distinct steps
//! P1 < P2 < … < Pk; a move takes one monk up any number of steps without reaching or
//! passing the next monk above. The top monk stands on the top step and cannot move.
//!
//! Reduction: let g_i = P_{i+1} - P_i - 1 be the empty steps above monk i. Moving monk i up
//! by d takes d from g_i and adds d to g_{i-1}. Pair the gaps from the bottom: the gaps
//! g_1, g_3, g_5, … (inside the pairs of monks (1,2), (3,4), …) form a Nim position, because a
//! move changes exactly one of them, and a move that enlarges one can be undone by moving the
//! monk above it. The nimber of the staircase is the nim-sum of those gaps.

use crate::analysis::{position_after, Analysis, Engine, MoveReport};
use crate::budget;
use crate::error::Error;
use crate::family::{erase, Drawing, Family, PositionSpec, Tabulates, Theory};
use crate::game::{Game, Kind, Notation, Written};
use crate::games::heaps::join;
use crate::notation::{natural, ParseError, Place, Token};
use crate::text::Text;
use crate::value::{Nimber, Value};

/// A staircase move: the monk on step `from` goes up to step `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StairMove {
    /// The monk's step before the move.
    pub from: u64,
    /// The monk's step after the move.
    pub to: u64,
}

/// Empty steps between monk i and monk i+1, for every monk but the top one.
fn gaps(steps: &[u64]) -> impl Iterator<Item = u64> + '_ {
    steps.windows(2).map(|w| w[1] - w[0] - 1)
}

/// The nimber: the nim-sum of the gaps inside the pairs of monks counted from the bottom.
pub fn nimber(steps: &[u64]) -> Nimber {
    gaps(steps).step_by(2).fold(0, |x, g| x ^ g)
}

/// Every move to a position of nimber `target`, ordered by the moving monk's step, then
/// by the destination (the contest's order: smallest A, then smallest B).
pub fn moves_to_nimber(steps: &[u64], target: Nimber) -> Vec<StairMove> {
    let delta = nimber(steps) ^ target;
    if delta == 0 {
        return Vec::new();
    }
    let gaps: Vec<u64> = gaps(steps).collect();
    let mut moves = Vec::new();
    for (i, &gap) in gaps.iter().enumerate() {
        let up = if i % 2 == 0 {
            // Monk i is the lower of a pair: moving up shrinks the paired gap.
            gap.checked_sub(gap ^ delta).filter(|&d| d > 0)
        } else {
            // Monk i is the upper of a pair: moving up widens the pair's gap below it.
            let below = gaps[i - 1];
            (below ^ delta)
                .checked_sub(below)
                .filter(|&d| d > 0 && d <= gap)
        };
        if let Some(d) = up {
            moves.push(StairMove {
                from: steps[i],
                to: steps[i] + d,
            });
        }
    }
    moves
}

/// Every winning move in contest order (empty if the mover loses).
pub fn winning_moves(steps: &[u64]) -> Vec<StairMove> {
    moves_to_nimber(steps, 0)
}

/// The position after `mv`.
pub fn apply(steps: &[u64], mv: StairMove) -> Vec<u64> {
    steps
        .iter()
        .map(|&s| if s == mv.from { mv.to } else { s })
        .collect()
}

/// Reads monk positions: at least one, strictly increasing, counted from step 1.
pub fn parse(tokens: &[Token<'_>]) -> Result<Vec<u64>, ParseError> {
    if tokens.is_empty() {
        return Err(ParseError::at(
            Text::new("error-staircase-no-monks"),
            Place::End,
        ));
    }
    let mut steps: Vec<u64> = Vec::with_capacity(tokens.len());
    for token in tokens {
        let step = natural(token, Text::new("error-what-step"))?;
        if step == 0 {
            return Err(ParseError::new(
                Text::new("error-staircase-step-zero"),
                token,
            ));
        }
        if let Some(&last) = steps.last() {
            if step <= last {
                return Err(ParseError::new(
                    Text::new("error-staircase-not-increasing").arg("last", last),
                    token,
                ));
            }
        }
        steps.push(step);
    }
    Ok(steps)
}

/// The full answer for a staircase position.
pub fn analyze(steps: &[u64]) -> Analysis {
    let game = Staircase;
    let position = steps.to_vec();
    let x = nimber(steps);
    let mut analysis = Analysis::new(
        game.name(),
        join(steps),
        Value::from_nimber(x, None),
        Engine::Theory,
    );
    analysis.winning_moves = winning_moves(steps)
        .into_iter()
        .map(|mv| MoveReport {
            mv: game.show_move(&mv, &position),
            position: position_after(&analysis.position, || join(&apply(steps, mv))),
        })
        .collect();
    let paired: Vec<String> = steps
        .windows(2)
        .step_by(2)
        .map(|w| format!("{}..{}: {}", w[0], w[1], w[1] - w[0] - 1))
        .collect();
    analysis.explanation = Text::new("staircase")
        .arg("pairs", paired.len())
        .arg("gaps", paired)
        .arg("sum", x)
        .arg("wins", u8::from(x != 0));
    analysis
}

/// The staircase game for the generic engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Staircase;

impl Game for Staircase {
    type Position = Vec<u64>;
    type Move = StairMove;

    fn kind(&self) -> Kind {
        Kind::Nimber
    }

    fn moves(&self, steps: &Vec<u64>, out: &mut Vec<(StairMove, Vec<u64>)>) {
        for (i, w) in steps.windows(2).enumerate() {
            for to in w[0] + 1..w[1] {
                let mut next = steps.clone();
                next[i] = to;
                out.push((StairMove { from: w[0], to }, next));
            }
        }
    }
}

impl Written<Vec<u64>> for Staircase {
    fn read_position(&self, words: &[Token<'_>]) -> Result<Vec<u64>, Error> {
        Ok(parse(words)?)
    }

    fn show_position(&self, steps: &Vec<u64>) -> String {
        join(steps)
    }
}

impl Notation for Staircase {
    fn name(&self) -> String {
        "staircase".into()
    }

    fn show_move(&self, mv: &StairMove, _from: &Vec<u64>) -> Text {
        Text::new("move-monk").arg("from", mv.from).arg("to", mv.to)
    }
}

/// Staircase Nim in the registry.
pub const FAMILY: Family = Family {
    name: "staircase",
    alias: Some("高僧斗法"),
    example: "staircase 1 5 8 10",
    options: &[],
    position: PositionSpec {
        name: "STEP",
        help: "The monks' steps, counted from 1.",
        hyphens: false,
    },
    tabulates: Tabulates::No,
    board: Some(Drawing::Steps),
    quotient: None,
    resumable: false,
    load: |_, road, budget| Ok(erase(Staircase, road, budget)),
};

impl Theory for Staircase {
    type Game = Staircase;

    fn game(&self) -> &Staircase {
        self
    }

    fn value(&mut self, steps: &Vec<u64>) -> Result<Value, Error> {
        Ok(Value::from_nimber(nimber(steps), None))
    }

    fn analyze(&mut self, steps: &Vec<u64>) -> Result<Analysis, Error> {
        Ok(analyze(steps))
    }

    fn search_work(&self, steps: &Vec<u64>) -> Option<u64> {
        budget::heaps_work(&gaps(steps).collect::<Vec<_>>())
    }

    fn move_count(&self, steps: &Vec<u64>) -> Option<u64> {
        gaps(steps).try_fold(0u64, |s, g| s.checked_add(g))
    }

    fn moves_to_nimber(
        &mut self,
        steps: &Vec<u64>,
        target: Nimber,
    ) -> Result<Option<Vec<MoveReport>>, Error> {
        let shown = join(steps);
        Ok(Some(
            moves_to_nimber(steps, target)
                .into_iter()
                .map(|mv| MoveReport {
                    mv: self.show_move(&mv, steps),
                    position: position_after(&shown, || join(&apply(steps, mv))),
                })
                .collect(),
        ))
    }
}
