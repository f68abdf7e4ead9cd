//! `boyi solve graph`: games on a directed graph read from a file.

use crate::args::GraphArgs;
use crate::failure::Failure;
use crate::render;
use boyi::games::graph::{self, GraphGame};
use boyi::notation::Token;
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
pub fn solve(args: &GraphArgs, json: bool) -> Result<String, Failure> {
    let text = crate::input::file(&args.file)?;
    let game = graph::parse(&text).map_err(|e| {
        Failure::from(e).context(boyi::Text::verbatim(crate::failure::quoted(&args.file)))
    })?;
    if let Some(from) = &args.from {
        let v = game.vertex(&Token::option("--from", from))?;
        return Ok(render::answer(&game.solve().analyze(v), json)?);
    }
    if let Some(list) = &args.tokens {
        let tokens = list
            .split(',')
            .map(|name| game.vertex(&Token::option("--tokens", name.trim())))
            .collect::<Result<Vec<_>, _>>()?;
        return Ok(render::answer(&game.analyze_tokens(&tokens), json)?);
    }
    all_vertices(&game, json)
}

fn all_vertices(game: &GraphGame, json: bool) -> Result<String, Failure> {
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
    let width = vertices
        .iter()
        .map(|v| v.vertex.chars().count())
        .max()
        .unwrap_or(6)
        .max(6);
    let mut out = String::new();
    let _ = writeln!(out, "{:<width$}  outcome  remoteness", "vertex");
    for v in &vertices {
        let r = v.remoteness.map_or("-".to_string(), |r| r.to_string());
        let _ = writeln!(out, "{:<width$}  {:<7}  {r}", v.vertex, v.outcome.word());
    }
    let count = |o| vertices.iter().filter(|v| v.outcome == o).count();
    let _ = writeln!(
        out,
        "{} vertices, {} moves: {} win, {} lose, {} draw (retrograde analysis from the vertices \
         without moves; a draw is endless play).",
        vertices.len(),
        game.graph().edges(),
        count(Outcome::Win),
        count(Outcome::Lose),
        count(Outcome::Draw)
    );
    Ok(out)
}
