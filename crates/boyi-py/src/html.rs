//! A solve as HTML, for notebooks (`_repr_html_`): the verdict with its outcome coloured as
//! the web explorer colours it, the winning moves, every move when asked for, and the
//! explanation in a `<pre>`. Every piece of text is escaped.

use boyi::analysis::Analysis;
use boyi::{Lang, Outcome, Text};
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

/// An outcome as a coloured label, in `lang`.
fn badge(outcome: Outcome, lang: Lang) -> String {
    format!(
        "<span style=\"background:{};color:#fff;padding:0 .4em;border-radius:3px\">{}</span>",
        colour(outcome),
        escape(&outcome.said().render(lang))
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

/// The whole answer as one `<div>`, its words in `lang`.
pub fn analysis(a: &Analysis, lang: Lang) -> String {
    let say = |text: Text| escape(&text.render(lang));
    let mut out = String::from("<div class=\"boyi-solution\">");
    let _ = write!(
        out,
        "<p><b>{}</b> <code>{}</code></p>",
        escape(&a.game),
        escape(&a.position)
    );
    let _ = write!(
        out,
        "<p>{} {}",
        badge(a.outcome, lang),
        say(a.outcome.verdict())
    );
    if let Some(g) = a.nimber {
        let _ = write!(
            out,
            "<br>{}",
            say(Text::new("line-nimber").arg("nimber", g))
        );
    }
    if let Some(r) = a.remoteness {
        let _ = write!(
            out,
            "<br>{}",
            say(Text::new("line-remoteness").arg("moves", r))
        );
    }
    out.push_str("</p>");
    let title = match a.outcome {
        Outcome::Tie => "title-tying-moves",
        Outcome::Draw => "title-drawing-moves",
        _ => "title-winning-moves",
    };
    let none = u8::from(a.winning_moves.is_empty());
    let _ = write!(out, "<p>{}</p>", say(Text::new(title).arg("none", none)));
    if none == 0 {
        let moves = a
            .winning_moves
            .iter()
            .map(|m| step(&m.mv.render(lang), m.position.as_deref()));
        out.push_str(&list(moves));
    }
    if let Some(moves) = &a.moves {
        let items = moves.iter().map(|m| {
            let left = m.remoteness.map_or(String::new(), |r| format!(" ({r})"));
            format!(
                "{} {}{left}",
                step(&m.mv.render(lang), m.position.as_deref()),
                badge(m.outcome, lang)
            )
        });
        let _ = write!(
            out,
            "<p>{}</p>{}",
            say(Text::new("title-every-move")),
            list(items)
        );
    }
    let _ = write!(
        out,
        "<p>{}</p><pre>{}</pre></div>",
        say(Text::new("title-why").arg("engine", a.engine.said())),
        say(a.explanation.clone())
    );
    out
}

/// A partizan answer (`report` as `boyi solve --json` writes it) as one `<div>`: the value and
/// outcome class, each player's moves with the value each leaves, and the explanation.
pub fn partizan(report: &serde_json::Value) -> String {
    let text = |v: &serde_json::Value| escape(v.as_str().unwrap_or_default());
    let p = &report["properties"];
    let mut out = format!(
        "<div><p><b>{}</b> <code>{}</code>: <code>{}</code> ({})</p>",
        text(&report["game"]),
        text(&report["position"]),
        text(&p["value"]),
        text(&p["class"])
    );
    for side in ["left", "right"] {
        let moves = report[side].as_array().cloned().unwrap_or_default();
        let items = moves.iter().map(|m| {
            let wins = if m["wins"] == true { " ✓" } else { "" };
            format!(
                "{} → <code>{}</code>{wins}",
                step(
                    m["move"].as_str().unwrap_or_default(),
                    m["position"].as_str()
                ),
                text(&m["value"])
            )
        });
        let _ = write!(out, "<p>{side}:</p>{}", list(items));
    }
    let _ = write!(out, "<pre>{}</pre></div>", text(&report["explanation"]));
    out
}
