//! A solve as HTML, for notebooks (`_repr_html_`): the verdict with its outcome coloured as
//! the web explorer colours it, the winning moves, every move when asked for, and the
//! explanation in a `<pre>`. Every piece of text is escaped.

use boyi::analysis::Analysis;
use boyi::Outcome;
use std::fmt::Write;

/// The most moves a list shows; the rest are counted.
const SHOWN_MOVES: usize = 100;

/// `text` with `&`, `<`, `>`, `"` and `'` escaped, fit for an element or an attribute.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The web explorer's colour of an outcome (`web/style.css`).
fn colour(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win => "#1a7f37",
        Outcome::Lose => "#c62828",
        Outcome::Tie => "#b26a00",
        Outcome::Draw => "#6a4fb3",
    }
}

/// An outcome as a coloured label.
fn badge(outcome: Outcome) -> String {
    format!(
        "<span style=\"background:{};color:#fff;padding:0 .4em;border-radius:3px\">{}</span>",
        colour(outcome),
        outcome.word()
    )
}

/// A list of at most [`SHOWN_MOVES`] items, each already HTML, and how many were left out.
fn list(items: impl ExactSizeIterator<Item = String>) -> String {
    let total = items.len();
    let mut out = String::from("<ul>");
    for item in items.take(SHOWN_MOVES) {
        let _ = write!(out, "<li>{item}</li>");
    }
    if total > SHOWN_MOVES {
        let _ = write!(out, "<li>… and {} more</li>", total - SHOWN_MOVES);
    }
    out.push_str("</ul>");
    out
}

/// A move and where it leads.
fn step(mv: &str, position: Option<&str>) -> String {
    match position {
        Some(p) => format!("<code>{}</code> ⇒ <code>{}</code>", escape(mv), escape(p)),
        None => format!("<code>{}</code>", escape(mv)),
    }
}

/// The whole answer as one `<div>`; `engine` names the road to it (`theory`).
pub fn analysis(a: &Analysis, engine: &str) -> String {
    let mut out = String::from("<div class=\"boyi-solution\">");
    let _ = write!(
        out,
        "<p><b>{}</b> <code>{}</code></p>",
        escape(&a.game),
        escape(&a.position)
    );
    let verb = match a.outcome {
        Outcome::Win => "wins",
        Outcome::Lose => "loses",
        Outcome::Tie => "ties",
        Outcome::Draw => "draws",
    };
    let _ = write!(out, "<p>{} The player to move {verb}", badge(a.outcome));
    if let Some(r) = a.remoteness {
        let _ = write!(out, " ({r} moves to the end)");
    }
    out.push('.');
    if let Some(g) = a.nimber {
        let _ = write!(out, " Nimber {g}.");
    }
    out.push_str("</p>");
    let title = match a.outcome {
        Outcome::Tie => "Tying moves",
        Outcome::Draw => "Drawing moves",
        _ => "Winning moves",
    };
    if a.winning_moves.is_empty() {
        let _ = write!(out, "<p>{title}: none.</p>");
    } else {
        let moves = a
            .winning_moves
            .iter()
            .map(|m| step(&m.mv, m.position.as_deref()));
        let _ = write!(out, "<p>{title}:</p>{}", list(moves));
    }
    if let Some(moves) = &a.moves {
        let items = moves.iter().map(|m| {
            let left = m
                .remoteness
                .map_or(String::new(), |r| format!(", {r} left"));
            format!(
                "{} {} for the mover{left}",
                step(&m.mv, m.position.as_deref()),
                badge(m.outcome)
            )
        });
        let _ = write!(out, "<p>Every move, best first:</p>{}", list(items));
    }
    let _ = write!(
        out,
        "<p>Why (engine: {}):</p><pre>{}</pre></div>",
        escape(engine),
        escape(&a.explanation)
    );
    out
}
