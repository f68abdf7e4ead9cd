//! `boyi.Solution`: the answer of `boyi.solve` for every family, with read-only attributes
//! named as the fields of `boyi solve --json`: the same object whether the game is impartial
//! (an outcome, a nimber, a remoteness) or partizan (an outcome class, a canonical value and
//! its properties, each player's moves).

use crate::json::python;
use boyi::{Analysis, Lang};
use pyo3::prelude::*;
use pyo3::types::PyString;

/// The most characters of a position or move that `repr` shows.
const REPR_TEXT: usize = 80;

/// The most winning moves that `repr` shows.
const REPR_MOVES: usize = 3;

/// The answer about one position: outcome, nimber, remoteness, winning moves and why; for
/// a partizan game, its canonical value and properties and each player's moves.
#[pyclass(frozen, module = "boyi")]
pub struct Solution {
    answer: Answer,
    /// The language of the explanation (and of the notebook's view).
    lang: Lang,
    /// The engine's name as the JSON writes it (`theory`, `generic`, `checked`, `database`).
    engine: String,
}

/// What a solution holds.
enum Answer {
    /// An impartial game's (or a rule file's) answer.
    Outcome(Analysis),
    /// A partizan game's answer, as `boyi solve --json` writes it.
    Value(serde_json::Value),
}

impl Solution {
    /// The answer `analysis`, explained in `lang`.
    pub fn new(analysis: Analysis, lang: Lang) -> Solution {
        let engine = serde_json::to_value(analysis.engine)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_default();
        Solution {
            answer: Answer::Outcome(analysis),
            lang,
            engine,
        }
    }

    /// The answer of the library's front door, explained in the context's language.
    pub fn of(mut answer: boyi::ask::Answer, cx: &boyi::Context) -> Result<Solution, boyi::Error> {
        Ok(match answer {
            boyi::ask::Answer::Valued(v) => Solution::new(v.analysis.said_in(cx.lang), cx.lang),
            _ => Solution::partizan(answer.json(cx)?, cx.lang),
        })
    }

    /// A partizan game's answer, `report` as `boyi solve --json` writes it (its explanation
    /// already in `lang`).
    pub fn partizan(report: serde_json::Value, lang: Lang) -> Solution {
        let engine = report["engine"].as_str().unwrap_or_default().to_string();
        Solution {
            answer: Answer::Value(report),
            lang,
            engine,
        }
    }

    /// A field of a partizan answer, `None` (Python's) for an impartial one.
    fn field<'py>(&self, py: Python<'py>, name: &str) -> PyResult<Bound<'py, PyAny>> {
        match &self.answer {
            Answer::Value(report) => python(py, &report[name]),
            Answer::Outcome(_) => Ok(py.None().into_bound(py)),
        }
    }

    /// Each player's moves of a partizan answer, those that win for their player only when
    /// `winning`.
    fn sides(report: &serde_json::Value, winning: bool) -> serde_json::Value {
        let side = |name: &str| {
            let moves = report[name].as_array().cloned().unwrap_or_default();
            let kept = moves.into_iter().filter(|m| !winning || m["wins"] == true);
            serde_json::Value::Array(kept.collect())
        };
        serde_json::json!({"left": side("left"), "right": side("right")})
    }
}

/// `text` cut to [`REPR_TEXT`] characters, as a Python literal.
fn literal(py: Python<'_>, text: &str) -> PyResult<String> {
    let mut short: String = text.chars().take(REPR_TEXT).collect();
    if text.chars().count() > REPR_TEXT {
        short.push('…');
    }
    Ok(PyString::new(py, &short).repr()?.to_string())
}

#[pymethods]
impl Solution {
    /// The game with its options, as the command line writes it.
    #[getter]
    fn game(&self) -> &str {
        match &self.answer {
            Answer::Outcome(a) => &a.game,
            Answer::Value(report) => report["game"].as_str().unwrap_or_default(),
        }
    }

    /// The position, in the game's notation.
    #[getter]
    fn position(&self) -> &str {
        match &self.answer {
            Answer::Outcome(a) => &a.position,
            Answer::Value(report) => report["position"].as_str().unwrap_or_default(),
        }
    }

    /// `"win"`, `"lose"`, `"tie"` or `"draw"`, for the player to move; for a partizan game,
    /// a dict: the outcome `class` (`"L"`, `"R"`, `"N"`, `"P"`) and the result for Left
    /// moving first (`left_first`) and for Right (`right_first`).
    #[getter]
    fn outcome<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        match &self.answer {
            Answer::Outcome(a) => python(py, &a.outcome.word()),
            Answer::Value(report) => python(py, &report["outcome"]),
        }
    }

    /// The Sprague-Grundy value (impartial games under normal play), else `None`.
    #[getter]
    fn nimber(&self) -> Option<u64> {
        match &self.answer {
            Answer::Outcome(a) => a.nimber,
            Answer::Value(_) => None,
        }
    }

    /// Moves to the end under perfect play, when known.
    #[getter]
    fn remoteness(&self) -> Option<u64> {
        match &self.answer {
            Answer::Outcome(a) => a.remoteness,
            Answer::Value(_) => None,
        }
    }

    /// Every move that achieves the outcome: dicts with `move` and `position`; for a
    /// partizan game, each player's moves that win for their player (`left`, `right`).
    #[getter]
    fn winning_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        match &self.answer {
            Answer::Outcome(a) => python(py, &a.winning_moves),
            Answer::Value(report) => python(py, &Self::sides(report, true)),
        }
    }

    /// Every move with its value, best first (with `all_moves=True`), else `None`; for a
    /// partizan game, always each player's moves with the value each leaves.
    #[getter]
    fn moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        match &self.answer {
            Answer::Outcome(a) => python(py, &a.moves),
            Answer::Value(report) => python(py, &Self::sides(report, false)),
        }
    }

    /// A partizan game's canonical value and what follows from it (`value`, `class`, stops,
    /// `mean`, `temperature`, `birthday`, incentives, `thermograph`); `None` otherwise.
    #[getter]
    fn properties<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.field(py, "properties")
    }

    /// A partizan position's parts, each with its value; `None` for an impartial game.
    #[getter]
    fn components<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.field(py, "components")
    }

    /// Why, in the terms of the theory, in the language asked for.
    #[getter]
    fn explanation(&self) -> String {
        match &self.answer {
            Answer::Outcome(a) => a.explanation.render(self.lang),
            Answer::Value(report) => report["explanation"].as_str().unwrap_or_default().into(),
        }
    }

    /// `"theory"`, `"generic"` or `"checked"`: the road to the answer.
    #[getter]
    fn engine(&self) -> &str {
        &self.engine
    }

    /// The answer as `boyi solve --json` prints it, as a dict: English fields and values,
    /// the explanation in the language asked for.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let a = match &self.answer {
            Answer::Outcome(a) => a,
            Answer::Value(report) => return python(py, report),
        };
        let mut value =
            serde_json::to_value(a).map_err(|e| crate::error::refusal(e.to_string()))?;
        value["explanation"] = self.explanation().into();
        python(py, &value)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let a = match &self.answer {
            Answer::Outcome(a) => a,
            // An answer that values no position (the dice gamble's odds, a nim product).
            Answer::Value(report) if report.get("properties").is_none() => {
                return Ok(format!("Solution({report})"));
            }
            Answer::Value(report) => {
                return Ok(format!(
                    "Solution(game={}, position={}, class='{}', value={}, engine='{}')",
                    literal(py, self.game())?,
                    literal(py, self.position())?,
                    report["outcome"]["class"].as_str().unwrap_or_default(),
                    literal(
                        py,
                        report["properties"]["value"].as_str().unwrap_or_default()
                    )?,
                    self.engine
                ))
            }
        };
        let mut moves = a
            .winning_moves
            .iter()
            .take(REPR_MOVES)
            .map(|m| literal(py, &m.mv.render(self.lang)))
            .collect::<PyResult<Vec<_>>>()?;
        if a.winning_moves.len() > REPR_MOVES {
            moves.push(format!("… {} more", a.winning_moves.len() - REPR_MOVES));
        }
        let number = |n: Option<u64>| n.map_or("None".to_string(), |n| n.to_string());
        Ok(format!(
            "Solution(game={}, position={}, outcome='{}', nimber={}, remoteness={}, \
             winning_moves=[{}], engine='{}')",
            literal(py, &a.game)?,
            literal(py, &a.position)?,
            a.outcome.word(),
            number(a.nimber),
            number(a.remoteness),
            moves.join(", "),
            self.engine
        ))
    }

    fn _repr_html_(&self) -> String {
        match &self.answer {
            Answer::Outcome(a) => crate::html::analysis(a, self.lang),
            Answer::Value(report) if report.get("properties").is_none() => {
                let pretty = serde_json::to_string_pretty(report).unwrap_or_default();
                format!("<pre>{}</pre>", crate::html::escape(&pretty))
            }
            Answer::Value(report) => crate::html::partizan(report),
        }
    }
}
