//! Answers to Python: a value of the library as the command line's `--json` writes it,
//! read back by Python's `json`, so a dict has exactly the fields and values of the JSON.

use crate::error::refusal;
use pyo3::prelude::*;
use serde::Serialize;

/// `value` as Python objects (dicts, lists, str, int, None), through its JSON.
pub fn python<'py>(py: Python<'py>, value: &impl Serialize) -> PyResult<Bound<'py, PyAny>> {
    let text =
        serde_json::to_string(value).map_err(|e| refusal(format!("cannot write JSON: {e}")))?;
    py.import("json")?.call_method1("loads", (text,))
}
