//! The answer of the library's front door as the command line prints it: JSON, or text in
//! the language of the run.

use crate::failure::Failure;
use crate::lang::{pad, say, width, word};
use crate::render::{analysis, outcome_word};
use boyi::ask::answer::Vertices;
use boyi::ask::Answer;
use boyi::{Context, Lang};
use std::fmt::Write;

/// `answer` as pretty JSON, or as text for people.
pub fn render(mut answer: Answer, json: bool, cx: &Context) -> Result<String, Failure> {
    if json {
        return Ok(serde_json::to_string_pretty(&answer.json(cx)?)? + "\n");
    }
    let lang = cx.lang;
    Ok(match answer {
        Answer::Valued(v) => analysis(&v.analysis, lang),
        Answer::Partizan(p) => {
            crate::partizan::render(&p.game, p.solution, false, p.full, cx.clone())?
        }
        Answer::Decided(d) => crate::outcome::render(&d.game, &d.answer, false, cx.clone())?,
        Answer::Vertices(v) => vertices(&v, lang),
        Answer::Odds(odds) => crate::dice::odds(&odds, lang),
        Answer::Product(p) => say(lang, &p.explanation()) + "\n",
    })
}

/// Every vertex of a game graph with the outcome and remoteness of a token on it, in
/// columns, and how many of each outcome there are.
fn vertices(v: &Vertices, lang: Lang) -> String {
    let vertices = &v.vertices;
    let heading = [
        word(lang, "column-vertex"),
        word(lang, "column-outcome"),
        word(lang, "column-remoteness"),
    ];
    let outcomes: Vec<String> = vertices
        .iter()
        .map(|v| outcome_word(v.outcome, lang))
        .collect();
    let widths = [
        vertices
            .iter()
            .map(|v| width(&v.vertex))
            .chain([width(&heading[0])])
            .max(),
        outcomes
            .iter()
            .map(|o| width(o))
            .chain([width(&heading[1])])
            .max(),
    ]
    .map(|w| w.unwrap_or(0));
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}  {}  {}",
        pad(&heading[0], widths[0]),
        pad(&heading[1], widths[1]),
        heading[2]
    );
    for (v, outcome) in vertices.iter().zip(&outcomes) {
        let r = v.remoteness.map_or("-".to_string(), |r| r.to_string());
        let _ = writeln!(
            out,
            "{}  {}  {r}",
            pad(&v.vertex, widths[0]),
            pad(outcome, widths[1])
        );
    }
    let _ = writeln!(out, "{}", say(lang, &v.summary()));
    out
}
