//! Progress bars for long computations: shown on a terminal, silent when piped.

use indicatif::{ProgressBar, ProgressStyle};

/// A bar counting `total` units of `what`; hidden unless stderr is a terminal and the
/// work is at least `worth_a_bar` units (less finishes too fast for a bar to help).
pub fn bar(total: u64, what: &str, worth_a_bar: u64) -> ProgressBar {
    if total < worth_a_bar {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(total);
    let style =
        ProgressStyle::with_template(&format!("{{bar:40}} {{pos}}/{{len}} {what} ({{eta}} left)"))
            .unwrap_or_else(|_| ProgressStyle::default_bar());
    bar.set_style(style);
    bar
}
