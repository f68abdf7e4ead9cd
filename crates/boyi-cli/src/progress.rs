//! Progress bars for long computations: shown on a terminal, silent when piped.

use indicatif::{ProgressBar, ProgressStyle};

/// Work smaller than this finishes too fast for a bar to help.
const WORTH_A_BAR: u64 = 1_000_000;

/// A bar counting `total` units of `what`; hidden unless stderr is a terminal and the
/// work is large.
pub fn bar(total: u64, what: &str) -> ProgressBar {
    if total < WORTH_A_BAR {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(total);
    let style =
        ProgressStyle::with_template(&format!("{{bar:40}} {{pos}}/{{len}} {what} ({{eta}} left)"))
            .unwrap_or_else(|_| ProgressStyle::default_bar());
    bar.set_style(style);
    bar
}
