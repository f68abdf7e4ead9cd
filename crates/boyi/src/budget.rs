//! How much one request may cost, checked before the work starts.
//!
//! Every entry point (the command line, `serve`, rule files, Python) asks the same three
//! questions of an estimate made before it starts, and refuses with the estimate that is
//! over:
//! - memory: [`Budget::check_positions`] (positions stored, at [`POSITION_BYTES`] each),
//!   and [`Budget::check_memory`] for anything else held whole (a table handed to Python);
//! - work: [`Budget::check_search`] (positions times moves: a plain search visits every position
//!   reachable from the root once and looks at each of its moves once) and
//!   [`Budget::check_time`] (units of work at a rate measured on this machine, for
//!   computations that show their progress, against the time the request may run);
//! - output: [`check_output`] (the bytes an answer would print, for answers that are not
//!   streamed row by row).
//!
//! The memory and the time a request may use are a [`Budget`] value the request carries,
//! never a setting of the process: the games a request loads keep to the budget they were
//! loaded with.

use crate::error::Error;
use crate::text::{Arg, Text};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// What the memory budget is when the machine does not say.
const FALLBACK_MEMORY: u64 = 4 << 30;

/// Bytes one stored position of a search takes, key, value and table overhead together
/// (a measured upper estimate for positions of a few words).
pub const POSITION_BYTES: u64 = 200;

/// The memory and the time one request may use. A request carries its own (the command
/// line's `--memory` and `--time`, a call's `memory=` and `time=`), so two requests served
/// side by side keep to their own. It also carries the request's [`Stop`]: every long loop
/// asks it ([`Budget::check_stop`]) whether anyone still waits for the answer.
#[derive(Clone, Debug)]
pub struct Budget {
    /// The bytes the request may use.
    memory: u64,
    /// Whether the user chose them; otherwise they are the machine's default, which work
    /// a person waits for may cap lower ([`Budget::capped`]).
    chosen: bool,
    /// The seconds the request may run, [`WORK_SECONDS`] unless the user chose otherwise.
    seconds: u64,
    /// When the work must stop although it is within its estimates.
    stop: Stop,
}

impl Budget {
    /// The default budget: half of the memory the machine has available now.
    pub fn of_machine() -> Budget {
        Budget {
            memory: available_memory().map_or(FALLBACK_MEMORY, |m| m / 2),
            chosen: false,
            seconds: WORK_SECONDS,
            stop: Stop::default(),
        }
    }

    /// A budget of `bytes` bytes, as a user chose it.
    pub fn with_memory(bytes: u64) -> Budget {
        Budget {
            memory: bytes.max(1),
            chosen: true,
            seconds: WORK_SECONDS,
            stop: Stop::default(),
        }
    }

    /// This budget with `seconds` (at least one) as the time the request may run, from
    /// now: work estimated to take longer is refused, and work still running then stops.
    pub fn with_time(self, seconds: u64) -> Budget {
        let seconds = seconds.max(1);
        let stop = Stop {
            deadline: Instant::now().checked_add(Duration::from_secs(seconds)),
            ..self.stop
        };
        Budget {
            seconds,
            stop,
            ..self
        }
    }

    /// This budget with its work stopped also when the returned [`Cancel`] is cancelled
    /// or dropped: by whoever waits for the answer.
    pub fn cancellable(self) -> (Budget, Cancel) {
        let flag = Arc::new(AtomicBool::new(false));
        let stop = Stop {
            cancelled: Some(flag.clone()),
            ..self.stop
        };
        (Budget { stop, ..self }, Cancel(flag))
    }

    /// One of `n` equal shares of this budget: for each of `n` requests served at once.
    pub fn share(&self, n: u64) -> Budget {
        Budget {
            memory: (self.memory / n.max(1)).max(1),
            ..self.clone()
        }
    }

    /// This budget with no deadline, its cancel flag kept: for a search that counts its own
    /// steps against the time it may run ([`Budget::seconds`]), so that where it stops does
    /// not depend on the machine's load.
    pub fn without_deadline(self) -> Budget {
        let stop = Stop {
            deadline: None,
            ..self.stop
        };
        Budget { stop, ..self }
    }

    /// What tells this request's work to stop.
    pub fn stop(&self) -> &Stop {
        &self.stop
    }

    /// Refuses to go on once the request's deadline has passed or it was cancelled: asked
    /// by every long loop, every few thousand steps.
    pub fn check_stop(&self) -> Result<(), Error> {
        self.stop.check()
    }

    /// The memory this request may use, in bytes.
    pub fn memory(&self) -> u64 {
        self.memory
    }

    /// The seconds this request may run.
    pub fn seconds(&self) -> u64 {
        self.seconds
    }

    /// The memory budget, or at most `cap` when the user did not choose it: for work that
    /// a person waits for (the calculator of `boyi value`), where filling half the machine
    /// would take minutes.
    pub fn capped(&self, cap: u64) -> u64 {
        match self.chosen {
            true => self.memory,
            false => self.memory.min(cap),
        }
    }

    /// The most positions a search may store: [`SEARCH_POSITIONS`], or fewer when the
    /// memory budget is smaller.
    pub fn search_positions(&self) -> usize {
        let affordable = self.memory / POSITION_BYTES;
        SEARCH_POSITIONS.min(usize::try_from(affordable).unwrap_or(usize::MAX))
    }

    /// Refuses, before starting, work that would store `positions` positions when the
    /// memory budget does not hold them.
    pub fn check_positions(&self, positions: u64, what: impl Into<Text>) -> Result<(), Error> {
        let what = Text::new("error-what-would-store")
            .arg("what", what.into())
            .arg("positions", positions);
        self.check_memory(positions.saturating_mul(POSITION_BYTES), what)
    }

    /// Refuses, before starting, work that would hold `bytes` bytes when the memory budget
    /// does not; `what` says what would hold them (`the table would hold 10 values`).
    pub fn check_memory(&self, bytes: u64, what: impl Into<Text>) -> Result<(), Error> {
        if bytes > self.memory {
            return Err(Error::limit(
                Text::new("error-memory-budget")
                    .arg("what", what.into())
                    .arg("needed", show_bytes(bytes))
                    .arg("budget", show_bytes(self.memory)),
            ));
        }
        Ok(())
    }

    /// The time `units` units of work take at `per_second` units a second (measured on this
    /// machine by the caller), refused before the work starts when it is over the time the
    /// request may run.
    pub fn check_time(
        &self,
        units: u64,
        per_second: u64,
        what: impl Into<Text>,
    ) -> Result<Duration, Error> {
        let seconds = units / per_second.max(1);
        if seconds > self.seconds {
            return Err(Error::limit(
                Text::new("error-time")
                    .arg("what", what.into())
                    .arg("units", units)
                    .arg("rate", per_second)
                    .arg("time", duration(seconds))
                    .arg("limit", duration(self.seconds)),
            ));
        }
        Ok(Duration::from_secs_f64(
            units as f64 / per_second.max(1) as f64,
        ))
    }

    /// Refuses, before starting, a generic search whose work bound (`None`: too large to
    /// count) is over [`SEARCH_WORK`], or whose positions (at most the work) would not fit
    /// the memory budget.
    pub fn check_search(&self, work: Option<u64>) -> Result<(), Error> {
        match work {
            Some(w) if w <= SEARCH_WORK => self.check_positions(
                w.min(SEARCH_POSITIONS as u64),
                Text::new("error-what-generic-engine"),
            ),
            _ => Err(Error::limit(
                Text::new("error-search-work")
                    .arg("limit", SEARCH_WORK)
                    .arg("known", u64::from(work.is_some()))
                    .arg("work", work.unwrap_or(0)),
            )),
        }
    }
}

/// When a request's work must stop although it is within its estimates: the time it may
/// run is over ([`Budget::with_time`]), or whoever waited for its answer went away
/// ([`Budget::cancellable`]: the web page closed, the server's answer time ran out, Ctrl-C).
/// Cloned with the budget into every game a request loads, so the loops of every engine
/// see the same one.
#[derive(Clone, Debug, Default)]
pub struct Stop {
    /// The moment the work must be over, if any.
    deadline: Option<Instant>,
    /// Set once nobody waits for the answer any more.
    cancelled: Option<Arc<AtomicBool>>,
}

impl Stop {
    /// Whether the work must stop now.
    pub fn is_stopped(&self) -> bool {
        self.is_cancelled() || self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// Whether whoever waited for the answer has gone away.
    pub fn is_cancelled(&self) -> bool {
        self.cancelled
            .as_ref()
            .is_some_and(|flag| flag.load(Ordering::Relaxed))
    }

    /// An error once the work must stop, saying why.
    pub fn check(&self) -> Result<(), Error> {
        if self.is_cancelled() {
            return Err(Error::limit(Text::new("error-cancelled")));
        }
        match self.deadline {
            Some(d) if Instant::now() >= d => Err(Error::limit(Text::new("error-deadline"))),
            _ => Ok(()),
        }
    }
}

/// The handle that cancels a request's work: held by whoever waits for the answer, and
/// cancelling it when dropped, so work is stopped however the waiting ends (an answer, a
/// timeout, a client gone away).
#[derive(Debug)]
pub struct Cancel(Arc<AtomicBool>);

impl Cancel {
    /// Tells the work to stop.
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

impl Drop for Cancel {
    fn drop(&mut self) {
        self.cancel();
    }
}

/// The memory `boyi value` may use unless `--memory` says otherwise: sums of hot games fill
/// about 30 MB a second, so this is about half a minute of work.
pub const VALUE_MEMORY: u64 = 1 << 30;

/// `MemAvailable` of `/proc/meminfo`, where there is one.
fn available_memory() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

/// Seconds a request may spend growing a misère quotient before plain search answers.
pub const QUOTIENT_SECONDS: u64 = 10;

/// The error for a table that could not grow: the estimate was wrong, or the machine is
/// short of memory. Tables grow through `try_reserve`, so this is an answer, not an abort.
pub fn out_of_memory(what: impl Into<Text>, entries: usize) -> Error {
    Error::limit(
        Text::new("error-memory-ran-out")
            .arg("what", what.into())
            .arg("entries", entries),
    )
}

/// A memory size for people: `1.5 GiB`, `300 MiB`.
pub fn show_bytes(bytes: u64) -> String {
    if bytes >= 1 << 30 {
        format!("{:.1} GiB", bytes as f64 / (1u64 << 30) as f64)
    } else {
        format!("{} MiB", bytes.div_ceil(1 << 20))
    }
}

/// The most positions a generic search may store before it gives up.
pub const SEARCH_POSITIONS: usize = 5_000_000;

/// The most work (positions times moves) a generic search takes on before it starts.
pub const SEARCH_WORK: u64 = 100_000_000;

/// The most steps a theory's own computation (a table of values, a period search) takes
/// before it stops and says so: about a second or two.
pub const THEORY_WORK: u64 = 1_000_000_000;

/// Up to this much work an answer of the theory that has no remoteness gets one from a
/// search of every position below it.
pub const REMOTENESS_WORK: u64 = 1_000_000;

/// The most moves an answer lists with their values (`--all-moves`, `play`, the explorer).
pub const LISTED_MOVES: u64 = 100_000;

/// The most bytes one answer that is not a table may print (a table's rows are streamed,
/// so it prints as many as its reader takes).
pub const OUTPUT_BYTES: u64 = 16 << 20;

/// Refuses, before computing it, an answer estimated to print more than [`OUTPUT_BYTES`].
pub fn check_output(bytes: u64, what: impl Into<Text>) -> Result<(), Error> {
    if bytes > OUTPUT_BYTES {
        return Err(Error::limit(
            Text::new("error-output")
                .arg("what", what.into())
                .arg("bytes", show_bytes(bytes))
                .arg("limit", show_bytes(OUTPUT_BYTES)),
        ));
    }
    Ok(())
}

/// The time a request may run unless the user chose otherwise (`--time`, `time=`): the
/// longest a computation that shows its progress may be estimated to take, and the work a
/// search that counts its steps may do.
pub const WORK_SECONDS: u64 = 3600;

/// A duration for people, in English: `40 s`, `12 min`, `3.5 h`, `2.1 days`.
pub fn show_seconds(seconds: u64) -> String {
    duration(seconds).to_string()
}

/// A duration for people, in any language: `40 s`, `12 min`, `3.5 h`, `2.1 days`.
pub fn duration(seconds: u64) -> Text {
    match seconds {
        s if s < 120 => Text::new("error-duration-seconds").arg("n", s),
        s if s < 7200 => Text::new("error-duration-minutes").arg("n", s / 60),
        s if s < 172_800 => {
            Text::new("error-duration-hours").arg("n", format!("{:.1}", s as f64 / 3600.0))
        }
        s => Text::new("error-duration-days").arg("n", format!("{:.1}", s as f64 / 86_400.0)),
    }
}

/// Refuses, before listing them, more moves than [`LISTED_MOVES`].
pub fn check_move_list(moves: Option<u64>) -> Result<(), Error> {
    match moves {
        Some(m) if m <= LISTED_MOVES => Ok(()),
        _ => Err(Error::limit(
            Text::new("error-move-list")
                .arg(
                    "moves",
                    match moves {
                        Some(m) => Arg::from(m),
                        None => Arg::from(Text::new("error-more-than-2-64")),
                    },
                )
                .arg("limit", LISTED_MOVES),
        )),
    }
}

/// Work bound for heaps searched together: positions Π(h+1) times moves Σh (plus one).
pub fn heaps_work(heaps: &[u64]) -> Option<u64> {
    let positions = heaps
        .iter()
        .try_fold(1u64, |n, &h| n.checked_mul(h.checked_add(1)?))?;
    positions.checked_mul(heaps.iter().try_fold(1u64, |s, &h| s.checked_add(h))?)
}

/// Work bound for one heap of `n` with at most `moves` moves from each size.
pub fn heap_work(n: u64, moves: u64) -> Option<u64> {
    n.checked_add(1)?.checked_mul(moves.min(n).max(1))
}

/// Work bound for a board of `empties` empty cells, each filled in one of `states` ways,
/// with at most `moves` moves per empty cell.
pub fn board_work(empties: usize, states: u64, moves: u64) -> Option<u64> {
    let empties = u32::try_from(empties).ok()?;
    states
        .checked_pow(empties)?
        .checked_mul(moves.checked_mul(u64::from(empties))?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_saturate_to_none() {
        assert_eq!(heaps_work(&[3, 4]), Some(20 * 8));
        assert_eq!(heaps_work(&[u64::MAX]), None);
        assert_eq!(heap_work(10, 3), Some(33));
        assert_eq!(board_work(2, 3, 2), Some(9 * 4));
        assert_eq!(board_work(100, 3, 2), None);
        let budget = Budget::with_memory(SEARCH_POSITIONS as u64 * POSITION_BYTES);
        assert!(budget.check_search(None).is_err());
        assert!(budget.check_search(Some(SEARCH_WORK)).is_ok());
        assert!(Budget::with_memory(1).check_search(Some(10)).is_err());
        assert_eq!(Budget::with_memory(1 << 20).capped(1 << 10), 1 << 20);
        assert!(check_move_list(Some(LISTED_MOVES + 1)).is_err());
        assert!(check_output(OUTPUT_BYTES, Text::verbatim("x")).is_ok());
        assert!(check_output(OUTPUT_BYTES + 1, Text::verbatim("x")).is_err());
        assert_eq!(
            budget.check_time(10, 5, Text::verbatim("x")),
            Ok(Duration::from_secs(2))
        );
        let refusal = budget
            .check_time(u64::MAX, 1_000_000_000, Text::verbatim("rounds"))
            .unwrap_err();
        assert!(refusal.to_string().contains("days"), "{refusal}");
        let day = budget.clone().with_time(86_400);
        assert!(day.check_time(7200, 1, Text::verbatim("x")).is_ok());
        assert!(budget.check_time(7200, 1, Text::verbatim("x")).is_err());
        assert_eq!(day.share(2).seconds(), 86_400);
    }
}
