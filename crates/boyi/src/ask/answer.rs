//! The one answer of the front door, whatever the game: what each kind of game is valued
//! by, and its JSON (docs/json.md), said in the request's language.

use crate::analysis::Analysis;
use crate::chance::odds::Odds;
use crate::error::Error;
use crate::family::Figure;
use crate::nimber;
use crate::notation::{Place, Token};
use crate::partizan::family::{Side, Solution};
use crate::partizan::outcome;
use crate::partizan::report::{full_form, SolutionReport};
use crate::text::Lang;
use crate::text::Text;
use crate::value::{Outcome, Remoteness};
use crate::Context;
use serde::Serialize;
use serde_json::Value;

/// The answer to a request.
pub enum Answer {
    /// A game valued by outcome, remoteness and nimber (impartial games, games with ties,
    /// compounds): who wins, and every winning move.
    Valued(Box<Valued>),
    /// A partizan game valued by its canonical form, each player's moves valued too.
    Partizan(Box<Partizan>),
    /// A partizan game decided by its outcome search: who wins with each player first.
    Decided(Box<Decided>),
    /// Every vertex of a game graph with a token on it.
    Vertices(Box<Vertices>),
    /// The exact odds of the dice gamble.
    Odds(Box<Odds>),
    /// The nim product of two numbers.
    Product(Product),
}

/// A game valued by outcome: the analysis, and how the position and the positions after
/// each move are drawn where the game draws them.
pub struct Valued {
    /// Who wins, how fast, with which moves, and why.
    pub analysis: Analysis,
    /// The cells of the position, for a game that draws its cells (a rule file's `fn board`).
    pub cells: Option<String>,
    /// The cells of the position each move leaves, by that position's words.
    pub cells_after: Vec<(String, String)>,
    /// The game's graph, for a game played on one.
    pub figure: Option<Figure>,
}

/// A partizan position valued by canonical form.
pub struct Partizan {
    /// The family's name, or the rule file's.
    pub game: String,
    /// The values, in their arena.
    pub solution: Solution,
    /// Whether the canonical form is written whole, however long.
    pub full: bool,
}

/// A partizan position decided by an outcome search.
pub struct Decided {
    /// The family's name.
    pub game: String,
    /// Who wins with each player first, and each move decided where asked.
    pub answer: outcome::Answer,
}

/// Every vertex of a game graph, valued.
pub struct Vertices {
    /// Each vertex with the value of a token on it.
    pub vertices: Vec<VertexValue>,
    /// The moves (arrows) of the graph.
    pub moves: usize,
}

impl Vertices {
    /// How many vertices win, lose and draw, and how they were valued.
    pub fn summary(&self) -> Text {
        let count = |o| self.vertices.iter().filter(|v| v.outcome == o).count();
        Text::new("graph-summary")
            .arg("vertices", self.vertices.len())
            .arg("moves", self.moves)
            .arg("win", count(Outcome::Win))
            .arg("lose", count(Outcome::Lose))
            .arg("draw", count(Outcome::Draw))
    }
}

/// The word that names a nim product (`boyi solve nimprod A B`).
pub const NIM_PRODUCT: &str = "nimprod";

/// The nim product of two numbers, and the inverse of each where it has one (every number
/// but 0, in the field of nimbers below 2^128).
#[derive(Clone, Copy, Debug)]
pub struct Product {
    /// The factors.
    pub factors: [u128; 2],
    /// Their nim product.
    pub product: u128,
    /// Each factor's inverse under the nim product.
    pub inverses: [Option<u128>; 2],
}

impl Product {
    /// The product of the two factors `words` write.
    pub fn of(words: &[String]) -> Result<Product, Error> {
        let [a, b] = words else {
            return Err(Error::invalid(Text::new("error-nimprod-numbers")));
        };
        let factor = |text: &str, place| {
            let token = Token {
                text,
                at: Place::Argument(place),
            };
            nimber::parse(&token)
        };
        let factors = [factor(a, 1)?, factor(b, 2)?];
        Ok(Product {
            factors,
            product: nimber::mul128(factors[0], factors[1]),
            inverses: factors.map(nimber::inverse128),
        })
    }
}

impl Product {
    /// The product, each factor's inverse, and why the product is what it is.
    pub fn explanation(&self) -> Text {
        let [a, b] = self.factors;
        let inverse = |(x, inverse): (u128, Option<u128>)| {
            Text::new("nimprod-inverse")
                .arg("x", x.to_string())
                .arg("found", u8::from(inverse.is_some()))
                .arg(
                    "inverse",
                    inverse.map(|i| i.to_string()).unwrap_or_default(),
                )
        };
        let mut lines = vec![Text::verbatim(format!("{a} ⊗ {b} = {}", self.product))];
        lines.extend(self.factors.into_iter().zip(self.inverses).map(inverse));
        if a == b {
            lines.pop();
        }
        lines.push(Text::new("nimprod-why"));
        Text::lines(lines)
    }
}

/// One vertex of a game graph, valued.
#[derive(Clone, Debug, Serialize)]
pub struct VertexValue {
    /// Its name.
    pub vertex: String,
    /// The outcome of a token on it, for the player to move.
    pub outcome: Outcome,
    /// Moves until the game ends under perfect play (none for a draw).
    pub remoteness: Option<Remoteness>,
}

impl Answer {
    /// The answer as the JSON of docs/json.md, every string a person reads in the
    /// context's language.
    pub fn json(&mut self, cx: &Context) -> Result<Value, Error> {
        let json = |e: serde_json::Error| Error::invalid(crate::Text::verbatim(e.to_string()));
        match self {
            Answer::Valued(v) => v.json(cx.lang).map_err(json),
            Answer::Partizan(p) => {
                let mut report = SolutionReport::of(&p.game, &mut p.solution, cx.clone());
                if p.full {
                    let s = &mut p.solution;
                    report.properties.value = full_form(&mut s.arena, s.value)?;
                }
                if p.solution.arena.exhausted() {
                    return Err(crate::partizan::expr::too_large(&p.solution.arena));
                }
                serde_json::to_value(&report).map_err(json)
            }
            Answer::Decided(d) => serde_json::to_value(&d.answer).map_err(json),
            Answer::Vertices(v) => Ok(serde_json::json!({
                "game": "graph",
                "vertices": v.vertices,
                "explanation": v.summary().render(cx),
            })),
            Answer::Odds(odds) => {
                let mut value = serde_json::to_value(&**odds).map_err(json)?;
                value["explanation"] = odds.summary().render(cx).into();
                Ok(value)
            }
            Answer::Product(p) => {
                let [a, b] = p.factors.map(|x| x.to_string());
                let [inverse_a, inverse_b] = p.inverses.map(|i| i.map(|x| x.to_string()));
                Ok(serde_json::json!({
                    "game": NIM_PRODUCT,
                    "a": a,
                    "b": b,
                    "product": p.product.to_string(),
                    "inverse_a": inverse_a,
                    "inverse_b": inverse_b,
                    "explanation": p.explanation().render(cx),
                }))
            }
        }
    }
}

impl Answer {
    /// The moves of the answer's position as JSON, each with what it leaves: every move of
    /// a game valued by outcome (a request asking every move lists them all), `side`'s
    /// moves of a partizan one (Left's where `None`); none where the answer has no position
    /// to move from (the dice gamble's odds, a nim product, every vertex of a graph). A side
    /// is refused in a game whose players have the same moves.
    pub fn moves(&mut self, side: Option<Side>, cx: &Context) -> Result<Value, Error> {
        let (left, right) = match (&*self, side) {
            (Answer::Valued(_), Some(_)) => {
                return Err(Error::invalid(Text::new("error-side-impartial")))
            }
            (Answer::Valued(_), None) => ("moves", "moves"),
            (Answer::Partizan(_), _) => ("left", "right"),
            (Answer::Decided(_), _) => ("left_moves", "right_moves"),
            (Answer::Vertices(_) | Answer::Odds(_) | Answer::Product(_), _) => {
                return Ok(Value::Array(Vec::new()))
            }
        };
        let field = match side {
            Some(Side::Right) => right,
            Some(Side::Left) | None => left,
        };
        let json = self.json(cx)?;
        Ok(match self {
            // A judgement lists its moves among the figures of its search.
            Answer::Decided(_) => json[field]["moves"].clone(),
            _ => json[field].clone(),
        })
    }
}

impl Valued {
    /// The analysis as JSON, its explanation and each move in `lang`, with the cells and
    /// the graph of a game that draws them.
    fn json(&self, lang: Lang) -> Result<Value, serde_json::Error> {
        let mut value = serde_json::to_value(self.analysis.clone().said_in(lang))?;
        if let Some(cells) = &self.cells {
            value["board"] = cells.clone().into();
            for field in ["winning_moves", "moves"] {
                let listed = value.get_mut(field).and_then(Value::as_array_mut);
                for m in listed.into_iter().flatten() {
                    let after = m["position"].as_str().and_then(|p| {
                        self.cells_after
                            .iter()
                            .find(|(position, _)| position == p)
                            .map(|(_, cells)| cells.clone())
                    });
                    if let Some(cells) = after {
                        m["board"] = cells.into();
                    }
                }
            }
        }
        if let Some(figure) = &self.figure {
            value["graph"] = serde_json::to_value(figure)?;
        }
        Ok(value)
    }
}
