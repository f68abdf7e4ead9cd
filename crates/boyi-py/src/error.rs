//! How the bindings refuse: one exception class, [`BoyiError`], with the command line's
//! one-line message, raised for bad input, refusals of the budget and (as a last resort)
//! a panic, so nothing unwinds into Python.

use boyi::Lang;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use std::panic::{catch_unwind, AssertUnwindSafe};

pyo3::create_exception!(
    boyi,
    BoyiError,
    PyException,
    "Boyi could not answer: the message says why, in one line (as the command line does)."
);

pyo3::create_exception!(
    boyi,
    EnginesDisagree,
    BoyiError,
    "Asked for engine=\"both\", the theory and plain search gave different answers: the \
     message names both (a bug of Boyi: please report it)."
);

/// A [`BoyiError`] with `message` in one line.
pub fn refusal(message: impl AsRef<str>) -> PyErr {
    BoyiError::new_err(boyi::notation::one_line(message.as_ref()))
}

/// Runs `work` with the GIL released, so other Python threads go on during a long solve;
/// its error (said in `lang`), or a panic, becomes a [`BoyiError`].
pub fn detached<T: Send>(
    py: Python<'_>,
    lang: Lang,
    work: impl FnOnce() -> Result<T, boyi::Error> + Send,
) -> PyResult<T> {
    match py.detach(|| catch_unwind(AssertUnwindSafe(work))) {
        Ok(Ok(value)) => Ok(value),
        Ok(Err(boyi::Error::Disagree(why))) => Err(EnginesDisagree::new_err(
            boyi::notation::one_line(&why.render(lang)),
        )),
        Ok(Err(e)) => Err(refusal(e.text().render(lang))),
        Err(panic) => {
            let why = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            Err(refusal(format!(
                "internal error, a bug of Boyi (please report it): {why}"
            )))
        }
    }
}
