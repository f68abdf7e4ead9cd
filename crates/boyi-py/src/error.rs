//! How the bindings refuse: one exception class, [`BoyiError`], with the command line's
//! one-line message, raised for bad input, refusals of the budget and (as a last resort)
//! a panic, so nothing unwinds into Python.

use boyi::Context;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use std::any::Any;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

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

/// How often a call waiting for its work looks for Ctrl-C (Python's signals).
const SIGNAL_POLL: Duration = Duration::from_millis(50);

/// The stack of the thread a call's work runs on: a main thread's, as on the command line.
const WORK_STACK: usize = 8 << 20;

/// Runs `work` within the request `cx` on a thread of its own with the GIL released, so
/// other Python threads go on during a long solve; its error (said in the request's
/// language), or a panic, becomes a [`BoyiError`]. Python's signals are looked at while it
/// runs: on Ctrl-C (`KeyboardInterrupt`) the request is cancelled, its work stops within
/// moments, and the interrupt is raised.
pub fn detached<T: Send>(
    py: Python<'_>,
    cx: Context,
    work: impl FnOnce(Context) -> Result<T, boyi::Error> + Send,
) -> PyResult<T> {
    let reader = boyi::Reader::from(&cx);
    let (budget, cancel) = cx.budget.cancellable();
    let cx = Context { budget, ..cx };
    let (done, mut finished) = mpsc::channel();
    let ran = std::thread::scope(|scope| {
        let started = std::thread::Builder::new()
            .stack_size(WORK_STACK)
            .spawn_scoped(scope, move || {
                let _ = done.send(catch_unwind(AssertUnwindSafe(|| work(cx))));
            });
        if let Err(e) = started {
            return Err(refusal(format!("could not start the work: {e}")));
        }
        loop {
            // The receiver goes into the call without the GIL and comes back (it is not
            // shared between threads).
            let (waited, back) = py.detach(move || (finished.recv_timeout(SIGNAL_POLL), finished));
            finished = back;
            match waited {
                Ok(ran) => return Ok(ran),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => {
                    let lost: Box<dyn Any + Send> = Box::new("the work ended without an answer");
                    return Ok(Err(lost));
                }
            }
            if let Err(interrupted) = py.check_signals() {
                // The work sees the cancelled request and stops; the scope waits for it.
                cancel.cancel();
                return Err(interrupted);
            }
        }
    })?;
    match ran {
        Ok(Ok(value)) => Ok(value),
        Ok(Err(boyi::Error::Disagree(why))) => Err(EnginesDisagree::new_err(
            boyi::notation::one_line(&why.render(reader)),
        )),
        Ok(Err(e)) => Err(refusal(e.text().render(reader))),
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
