//! Text renderings of answers for people.

use boyi::analysis::{Analysis, Engine, MoveValue};
use boyi::Outcome;
use std::fmt::Write;

/// An analysis as pretty JSON or as text for people.
pub fn answer(a: &Analysis, json: bool) -> Result<String, serde_json::Error> {
    if json {
        Ok(serde_json::to_string_pretty(a)? + "\n")
    } else {
        Ok(analysis(a))
    }
}

/// The human-readable report of an analysis.
pub fn analysis(a: &Analysis) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{} {}", a.game, a.position);
    let verdict = match a.outcome {
        Outcome::Win => "win: the player to move wins (N-position)",
        Outcome::Lose => "lose: the player to move loses, the other player wins (P-position)",
        Outcome::Tie => "tie: neither player can force a win",
        Outcome::Draw => "draw: play goes on for ever",
    };
    let _ = writeln!(out, "outcome:    {verdict}");
    if let Some(g) = a.nimber {
        let _ = writeln!(out, "nimber:     {g}");
    }
    match a.remoteness {
        Some(r) => {
            let _ = writeln!(out, "remoteness: {r} moves to the end under perfect play");
        }
        None => {
            let _ = writeln!(out, "remoteness: not computed for this position");
        }
    }
    let title = match a.outcome {
        Outcome::Tie => "tying moves",
        Outcome::Draw => "drawing moves",
        _ => "winning moves",
    };
    if a.winning_moves.is_empty() {
        let _ = writeln!(out, "{title}: none");
    } else {
        let _ = writeln!(out, "{title}:");
        let width = a
            .winning_moves
            .iter()
            .map(|m| m.mv.chars().count())
            .max()
            .unwrap_or(0);
        for m in &a.winning_moves {
            let pad = width - m.mv.chars().count();
            let _ = match &m.position {
                Some(p) => writeln!(out, "  {}{}  =>  {p}", m.mv, " ".repeat(pad)),
                None => writeln!(out, "  {}", m.mv),
            };
        }
    }
    if let Some(moves) = &a.moves {
        out.push_str(&move_list(moves));
    }
    let engine = match a.engine {
        Engine::Theory => "theory",
        Engine::Generic => "generic search",
        Engine::Checked => "a rule checked by search, not proved",
    };
    let _ = writeln!(out, "why ({engine}):");
    for line in a.explanation.lines() {
        let _ = writeln!(out, "  {line}");
    }
    out
}

/// Every move with its value, best first: the result for the player who makes it, and the
/// moves left after it under perfect play.
pub fn move_list(moves: &[MoveValue]) -> String {
    let mut out = String::new();
    if moves.is_empty() {
        let _ = writeln!(out, "every move: none");
        return out;
    }
    let _ = writeln!(
        out,
        "every move, best first (result for the mover; moves left after it):"
    );
    let width = moves
        .iter()
        .map(|m| m.mv.chars().count())
        .max()
        .unwrap_or(0);
    for m in moves {
        let pad = width - m.mv.chars().count();
        let left = m.remoteness.map_or("-".to_string(), |r| r.to_string());
        let _ = write!(
            out,
            "  {}{}  {:<4} {:>5}",
            m.mv,
            " ".repeat(pad),
            m.outcome.word(),
            left
        );
        let _ = match &m.position {
            Some(p) => writeln!(out, "  =>  {p}"),
            None => writeln!(out),
        };
    }
    out
}
