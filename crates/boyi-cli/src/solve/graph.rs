//! `boyi solve graph`: games on a directed graph read from a file.

use crate::args::GraphArgs;
use crate::failure::Failure;
use crate::lang::{pad, say, width, word};
use crate::render;
use crate::render::outcome_word;
use boyi::games::graph::{self, GraphGame};
use boyi::notation::Token;
use boyi::Lang;
use boyi::Text;
use boyi::{Outcome, Remoteness};
use serde::Serialize;
use std::fmt::Write;

#[derive(Serialize)]
struct VertexReport<'a> {
    vertex: &'a str,
    outcome: Outcome,
    remoteness: Option<Remoteness>,
}

#[derive(Serialize)]
struct GraphReport<'a> {
    game: &'static str,
    vertices: Vec<VertexReport<'a>>,
}

/// Runs `boyi solve graph`, returning the whole output.
pub fn solve(args: &GraphArgs, json: bool, lang: Lang) -> Result<String, Failure> {
    let text = crate::input::file(&args.file)?;
    let game = graph::parse(&text).map_err(|e| {
        Failure::from(e).context(boyi::Text::verbatim(crate::failure::quoted(&args.file)))
    })?;
    if let Some(from) = &args.from {
        let v = game.vertex(&Token::option("--from", from))?;
        return Ok(render::answer(&game.solve().analyze(v), json, lang)?);
    }
    if let Some(list) = &args.tokens {
        let tokens = list
            .split(',')
            .map(|name| game.vertex(&Token::option("--tokens", name.trim())))
            .collect::<Result<Vec<_>, _>>()?;
        return Ok(render::answer(&game.analyze_tokens(&tokens), json, lang)?);
    }
    all_vertices(&game, json, lang)
}

fn all_vertices(game: &GraphGame, json: bool, lang: Lang) -> Result<String, Failure> {
    let solved = game.solve();
    let vertices: Vec<VertexReport<'_>> = solved
        .values()
        .iter()
        .enumerate()
        .map(|(v, value)| VertexReport {
            vertex: game.name(v as u32),
            outcome: value.outcome,
            remoteness: value.remoteness,
        })
        .collect();
    if json {
        let report = GraphReport {
            game: "graph",
            vertices,
        };
        return Ok(serde_json::to_string(&report)? + "\n");
    }
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
            .map(|v| width(v.vertex))
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
            pad(v.vertex, widths[0]),
            pad(outcome, widths[1])
        );
    }
    let count = |o| vertices.iter().filter(|v| v.outcome == o).count();
    let summary = Text::new("graph-summary")
        .arg("vertices", vertices.len())
        .arg("moves", game.graph().edges())
        .arg("win", count(Outcome::Win))
        .arg("lose", count(Outcome::Lose))
        .arg("draw", count(Outcome::Draw));
    let _ = writeln!(out, "{}", say(lang, &summary));
    Ok(out)
}
