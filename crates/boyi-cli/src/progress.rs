//! Progress bars for long computations: shown on a terminal, silent when piped.

use crate::lang::say;
use boyi::db::Progress;
use boyi::{Lang, Text};
use indicatif::{ProgressBar, ProgressFinish, ProgressStyle};

/// A bar counting `total` units of `what`; hidden unless stderr is a terminal and the
/// work is at least `worth_a_bar` units (less finishes too fast for a bar to help).
pub fn bar(total: u64, what: &str, worth_a_bar: u64) -> ProgressBar {
    if total < worth_a_bar {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(total).with_finish(ProgressFinish::AndClear);
    let style =
        ProgressStyle::with_template(&format!("{{bar:40}} {{pos}}/{{len}} {what} ({{eta}} left)"))
            .unwrap_or_else(|_| ProgressStyle::default_bar());
    bar.set_style(style);
    bar
}

/// A spinner with the elapsed time for work of unknown length (a deep search); drawn only
/// when stderr is a terminal, and only once it has run a little while.
pub fn spinner(what: &str) -> ProgressBar {
    // Cleared when dropped too, so an error message never sits under a stale spinner.
    let spinner = ProgressBar::new_spinner().with_finish(ProgressFinish::AndClear);
    let style = ProgressStyle::with_template(&format!("{{spinner}} {what} ({{elapsed}})"))
        .unwrap_or_else(|_| ProgressStyle::default_spinner());
    spinner.set_style(style);
    spinner.enable_steady_tick(std::time::Duration::from_millis(200));
    spinner
}

/// A count of `what` done, with the elapsed time, for work whose end is not known (a run
/// until a period is proven); drawn only when stderr is a terminal.
pub fn counter(what: &str) -> ProgressBar {
    let counter = ProgressBar::new_spinner().with_finish(ProgressFinish::AndClear);
    let style = ProgressStyle::with_template(&format!("{{spinner}} {{pos}} {what} ({{elapsed}})"))
        .unwrap_or_else(|_| ProgressStyle::default_spinner());
    counter.set_style(style);
    counter
}

/// One progress bar a step of a build or a check, on a terminal only.
pub struct Bars {
    bar: Option<ProgressBar>,
    /// The language each step is named in.
    lang: Lang,
}

impl Bars {
    /// No bar yet; each step's bar named in `lang`.
    pub fn new(lang: Lang) -> Bars {
        Bars { bar: None, lang }
    }

    /// Clears the bar of the last step.
    pub fn finish(&mut self) {
        if let Some(bar) = self.bar.take() {
            bar.finish_and_clear();
        }
    }
}

impl Progress for Bars {
    fn step(&mut self, what: Text, total: u64) {
        self.finish();
        let bar = ProgressBar::new(total).with_finish(ProgressFinish::AndClear);
        let template = format!(
            "{} {{bar:30}} {{human_pos}}/{{human_len}} ({{per_sec}}, {{eta}})",
            say(self.lang, &what).replace(['{', '}'], "")
        );
        bar.set_style(
            ProgressStyle::with_template(&template)
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        self.bar = Some(bar);
    }

    fn advance(&mut self, done: u64) {
        if let Some(bar) = &self.bar {
            bar.inc(done);
        }
    }
}
