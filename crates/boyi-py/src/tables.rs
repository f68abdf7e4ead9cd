//! `boyi.table`: the values of a game's positions 0..=to, as `boyi table --to N` lists them.

use boyi::budget::Budget;
use boyi::family::{DynGame, Quiet, Table};
use boyi::Outcome;
use boyi::Text;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

/// Bytes one value of a table takes in Python at most (a list slot, an int or a tuple).
const PYTHON_VALUE_BYTES: u64 = 128;

/// One value of a table.
pub enum Cell {
    /// The Grundy value of a heap (misère Grundy value under misère play).
    Value(u64),
    /// The outcome of a heap whose game has no Grundy value.
    Outcome(Outcome),
    /// A P-position (a, b) of a game on two heaps.
    Pair(u64, u64),
    /// A row of a game on two numbers: the values of (a, 0), (a, 1), ….
    Row(Vec<Cell>),
}

impl Cell {
    /// The value as Python writes it: an int, an outcome's word or a pair.
    pub fn python<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        Ok(match *self {
            Cell::Value(g) => g.into_pyobject(py)?.into_any(),
            Cell::Outcome(o) => o.word().into_pyobject(py)?.into_any(),
            Cell::Pair(a, b) => PyTuple::new(py, [a, b])?.into_any(),
            Cell::Row(ref row) => {
                let items = row
                    .iter()
                    .map(|c| c.python(py))
                    .collect::<PyResult<Vec<_>>>()?;
                pyo3::types::PyList::new(py, items)?.into_any()
            }
        })
    }
}

/// The values of `game` up to `to`, refused before the first one when the game has no
/// table, cannot reach `to`, or the values would not fit the memory budget.
pub fn values(game: &mut dyn DynGame, to: u64, budget: Budget) -> Result<Vec<Cell>, boyi::Error> {
    let table = game.table(Some(to), &mut Quiet)?;
    let count = to.saturating_add(1);
    budget.check_memory(
        count.saturating_mul(PYTHON_VALUE_BYTES),
        Text::new("error-what-table-values").arg("count", count),
    )?;
    match table {
        Table::Heaps { mut row, .. } => (0..=to)
            .map(|n| {
                let r = row(n)?;
                Ok(r.grundy.map_or(Cell::Outcome(r.outcome), Cell::Value))
            })
            .collect(),
        Table::Grid { side, cells } => {
            budget.check_memory(
                (cells.len() as u64).saturating_mul(PYTHON_VALUE_BYTES),
                Text::new("error-what-table-values").arg("count", cells.len()),
            )?;
            Ok(grid_rows(side, &cells))
        }
        Table::Pairs { pairs, .. } => Ok(pairs
            .take_while(|&(_, b)| b <= to)
            .map(|(a, b)| Cell::Pair(a, b))
            .collect()),
    }
}

/// The rows of a table of positions (a, b), each a list of values (or outcomes).
fn grid_rows(side: u64, cells: &[boyi::family::HeapRow]) -> Vec<Cell> {
    let cell = |r: &boyi::family::HeapRow| r.grundy.map_or(Cell::Outcome(r.outcome), Cell::Value);
    cells
        .chunks(side as usize)
        .map(|row| Cell::Row(row.iter().map(cell).collect()))
        .collect()
}
