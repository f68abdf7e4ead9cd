//! Text renderings of answers for people, in the language of the run.

use crate::lang::{pad, say, width, word};
use boyi::analysis::{Analysis, MoveValue};
use boyi::{Lang, Outcome, Text};
use std::fmt::Write;

/// An outcome in one word (必胜, win, ...), in the language of the run.
pub fn outcome_word(outcome: Outcome, lang: Lang) -> String {
    say(lang, &outcome.said())
}

/// The human-readable report of an analysis.
pub fn analysis(a: &Analysis, lang: Lang) -> String {
    let mut out = String::new();
    // The game, then its position where it has words (a token not yet placed has none).
    let header = format!("{} {}", a.game, a.position);
    let _ = writeln!(out, "{}", header.trim_end());
    let _ = writeln!(out, "{}", say(lang, &a.outcome.verdict()));
    if let Some(g) = a.nimber {
        let _ = writeln!(
            out,
            "{}",
            say(lang, &Text::new("line-nimber").arg("nimber", g))
        );
    }
    let remoteness = match a.remoteness {
        Some(r) => Text::new("line-remoteness").arg("moves", r),
        None => Text::new("line-remoteness-unknown"),
    };
    let _ = writeln!(out, "{}", say(lang, &remoteness));
    let title = match a.outcome {
        Outcome::Tie => "title-tying-moves",
        Outcome::Draw => "title-drawing-moves",
        _ => "title-winning-moves",
    };
    if a.winning_moves.is_empty() {
        let _ = writeln!(out, "{}", say(lang, &Text::new(title).arg("none", 1)));
    } else {
        let _ = writeln!(out, "{}", say(lang, &Text::new(title).arg("none", 0)));
        let moves: Vec<String> = a.winning_moves.iter().map(|m| say(lang, &m.mv)).collect();
        let widest = moves.iter().map(|m| width(m)).max().unwrap_or(0);
        for (m, shown) in a.winning_moves.iter().zip(&moves) {
            let _ = match &m.position {
                Some(p) => writeln!(out, "  {}  =>  {p}", pad(shown, widest)),
                None => writeln!(out, "  {shown}"),
            };
        }
    }
    if let Some(moves) = &a.moves {
        out.push_str(&move_list(moves, lang));
    }
    let why = Text::new("title-why").arg("engine", a.engine.said());
    let _ = writeln!(out, "{}", say(lang, &why));
    for line in say(lang, &a.explanation).lines() {
        let _ = writeln!(out, "  {line}");
    }
    out
}

/// Every move with its value, best first: the result for the player who makes it, and the
/// moves left after it under perfect play.
pub fn move_list(moves: &[MoveValue], lang: Lang) -> String {
    let mut out = String::new();
    if moves.is_empty() {
        let _ = writeln!(out, "{}", word(lang, "title-every-move-none"));
        return out;
    }
    let _ = writeln!(out, "{}", word(lang, "title-every-move"));
    let shown: Vec<String> = moves.iter().map(|m| say(lang, &m.mv)).collect();
    let widest = shown.iter().map(|m| width(m)).max().unwrap_or(0);
    let outcomes: Vec<String> = moves
        .iter()
        .map(|m| outcome_word(m.outcome, lang))
        .collect();
    let outcome_width = outcomes.iter().map(|o| width(o)).max().unwrap_or(0);
    for ((m, mv), outcome) in moves.iter().zip(&shown).zip(&outcomes) {
        let left = m.remoteness.map_or("-".to_string(), |r| r.to_string());
        let _ = write!(
            out,
            "  {}  {} {left:>5}",
            pad(mv, widest),
            pad(outcome, outcome_width)
        );
        let _ = match &m.position {
            Some(p) => writeln!(out, "  =>  {p}"),
            None => writeln!(out),
        };
    }
    out
}
