//! `boyi.Solution`: the answer of `boyi.solve`, with read-only attributes named as the
//! fields of `boyi solve --json`.

use crate::json::python;
use boyi::{Analysis, Lang};
use pyo3::prelude::*;
use pyo3::types::PyString;

/// The most characters of a position or move that `repr` shows.
const REPR_TEXT: usize = 80;

/// The most winning moves that `repr` shows.
const REPR_MOVES: usize = 3;

/// The answer about one position: outcome, nimber, remoteness, winning moves and why.
#[pyclass(frozen, module = "boyi")]
pub struct Solution {
    analysis: Analysis,
    /// The language of the explanation (and of the notebook's view).
    lang: Lang,
    /// The engine's name as the JSON writes it (`theory`, `generic`, `checked`).
    engine: String,
}

impl Solution {
    /// The answer `analysis`, explained in `lang`.
    pub fn new(analysis: Analysis, lang: Lang) -> Solution {
        let engine = serde_json::to_value(analysis.engine)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_default();
        Solution {
            analysis,
            lang,
            engine,
        }
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
        &self.analysis.game
    }

    /// The position, in the game's notation.
    #[getter]
    fn position(&self) -> &str {
        &self.analysis.position
    }

    /// `"win"`, `"lose"`, `"tie"` or `"draw"`, for the player to move.
    #[getter]
    fn outcome(&self) -> &'static str {
        self.analysis.outcome.word()
    }

    /// The Sprague-Grundy value (impartial games under normal play), else `None`.
    #[getter]
    fn nimber(&self) -> Option<u64> {
        self.analysis.nimber
    }

    /// Moves to the end under perfect play, when known.
    #[getter]
    fn remoteness(&self) -> Option<u64> {
        self.analysis.remoteness
    }

    /// Every move that achieves the outcome: dicts with `move` and `position`.
    #[getter]
    fn winning_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        python(py, &self.analysis.winning_moves)
    }

    /// Every move with its value, best first (with `all_moves=True`), else `None`.
    #[getter]
    fn moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        python(py, &self.analysis.moves)
    }

    /// Why, in the terms of the theory, in the language asked for.
    #[getter]
    fn explanation(&self) -> String {
        self.analysis.explanation.render(self.lang)
    }

    /// `"theory"`, `"generic"` or `"checked"`: the road to the answer.
    #[getter]
    fn engine(&self) -> &str {
        &self.engine
    }

    /// The answer as `boyi solve --json` prints it, as a dict: English fields and values,
    /// the explanation in the language asked for.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let mut value = serde_json::to_value(&self.analysis)
            .map_err(|e| crate::error::refusal(e.to_string()))?;
        value["explanation"] = self.explanation().into();
        python(py, &value)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let a = &self.analysis;
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
        crate::html::analysis(&self.analysis, self.lang)
    }
}
