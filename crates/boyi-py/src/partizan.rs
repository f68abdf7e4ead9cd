//! Partizan games in Python: `boyi.value(expr)`, the calculator of canonical forms, and
//! `boyi.value_of(game, position)`, a position of a partizan family (or rule file) with
//! each player's moves; dicts with the fields of the command line's JSON.

use crate::error::{detached, refusal};
use crate::{args, game, json};
use boyi::ask::value::{Expression, Transform};
use boyi::ask::{self, Answer, Source};
use boyi::family::Road;
use boyi::games::registry::{self, find_partizan};
use pyo3::prelude::*;

/// A short game in CGSuite's notation (`"{3||2*|1*}"`, `"^*"`, `"+-1 + *2"`), as
/// `boyi value EXPR --json` describes it: its canonical form, outcome class, stops, mean,
/// temperature, birthday, atomic weight, reduced form, incentives and thermograph; for a
/// comparison (`"^* || 0"`), whether it holds and how the games stand. `full=True` writes
/// the canonical form whole however long, as `boyi value --full` does (without it, a form
/// past 2,000 characters is summarised). `cool="1/2"`, `heat="1"` or `overheat=("1", "2")`
/// give the game transformed instead, as `--cool`, `--heat` and `--overheat` do.
#[pyfunction]
#[pyo3(signature = (expression, *, full = None, cool = None, heat = None, overheat = None, lang = None, memory = None, time = None))]
#[allow(clippy::too_many_arguments)]
pub fn value<'py>(
    py: Python<'py>,
    expression: &Bound<'py, PyAny>,
    full: Option<&Bound<'py, PyAny>>,
    cool: Option<&Bound<'py, PyAny>>,
    heat: Option<&Bound<'py, PyAny>>,
    overheat: Option<&Bound<'py, PyAny>>,
    lang: Option<&Bound<'py, PyAny>>,
    memory: Option<&Bound<'py, PyAny>>,
    time: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let cx = args::context(lang, memory, time)?;
    let full = match full {
        Some(flag) => args::flag(flag, "full")?,
        None => false,
    };
    let text = |value: Option<&Bound<'py, PyAny>>, what| value.map(|v| args::text(v, what));
    let overheat = overheat.map(|pair| args::position(pair)).transpose()?;
    let transform = Transform::asked(
        text(cool, "cool").transpose()?,
        text(heat, "heat").transpose()?,
        overheat,
    )
    .map_err(|e| refusal(e.text().render(&cx)))?;
    let expression = Expression {
        text: args::text(expression, "the expression")?,
        full,
        transform,
    };
    let answer = detached(py, cx, move |cx| {
        ask::value::value(&expression, &cx)?.json()
    })?;
    json::python(py, &answer)
}

/// A position of a partizan family (`"domineering"`, `"clobber"`, `"hackenbush"`,
/// `"toads"`), or of a rule file with `fn left` and `fn right` (`game="rules"`,
/// `rules=PATH`), as `boyi solve GAME POSITION --json` values it: its properties, its
/// components' values, and every move of each player with the value it leaves, whether it
/// wins for its player, and the move a perfect player makes (`best`). `db=FILE` reads each
/// region a file of region values holds from it, as `--db FILE` does.
#[pyfunction]
#[pyo3(signature = (game, position, *, rules = None, lang = None, memory = None, time = None, db = None))]
#[allow(clippy::too_many_arguments)]
pub fn value_of<'py>(
    py: Python<'py>,
    game: &Bound<'py, PyAny>,
    position: &Bound<'py, PyAny>,
    rules: Option<&Bound<'py, PyAny>>,
    lang: Option<&Bound<'py, PyAny>>,
    memory: Option<&Bound<'py, PyAny>>,
    time: Option<&Bound<'py, PyAny>>,
    db: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let cx = args::context(lang, memory, time)?;
    let db = args::db_file(db)?;
    let report = report(py, game, position, rules, db, cx)?;
    json::python(py, &report)
}

/// Who wins a position of a partizan family with an outcome search (`"domineering"`), with
/// Left and with Right moving first, as `boyi solve GAME POSITION --outcome --json` reports
/// it: the outcome class, each first player's result and winning move, and the search's
/// figures (nodes, seconds, table use). For boards too large to value exactly (8×8). With
/// `all_moves`, every move of each player too, each decided (`left_moves`, `right_moves`,
/// as `--outcome --all-moves --json` lists them). With `checkpoint` (a path), a long search
/// is kept in that file now and then and goes on from it, as `--checkpoint FILE` does. With
/// `db` (a file of region values), the search's leaves look regions up in it, as `--db FILE`
/// does.
#[pyfunction]
#[pyo3(signature = (game, position, *, all_moves = false, lang = None, memory = None, time = None, checkpoint = None, db = None))]
#[allow(clippy::too_many_arguments)]
pub fn outcome_of<'py>(
    py: Python<'py>,
    game: &Bound<'py, PyAny>,
    position: &Bound<'py, PyAny>,
    all_moves: bool,
    lang: Option<&Bound<'py, PyAny>>,
    memory: Option<&Bound<'py, PyAny>>,
    time: Option<&Bound<'py, PyAny>>,
    checkpoint: Option<&Bound<'py, PyAny>>,
    db: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let cx = args::context(lang, memory, time)?;
    let checkpoint = args::file_path(checkpoint, "checkpoint", "a checkpoint file")?;
    let db = args::db_file(db)?;
    let name = args::text(game, "the game")?;
    let words = args::position(position)?;
    let family = find_partizan(&name)
        .filter(|f| f.outcome.is_some())
        .ok_or_else(|| {
            let names: Vec<&str> = registry::partizan()
                .filter(|f| f.outcome.is_some())
                .map(|f| f.name)
                .collect();
            refusal(format!(
                "'{}' has no outcome search: outcome_of takes {}",
                boyi::notation::quote(&name, boyi::notation::QUOTED_TOKEN),
                names.join(", ")
            ))
        })?;
    let source = Source::Partizan(family, true);
    let request = boyi::ask::Request {
        checkpoint,
        ..game::request(source, words, Road::Theory, all_moves, db)
    };
    let answer = game::answered(py, request, cx, |mut answer, cx| answer.json(cx))?;
    json::python(py, &answer)
}

/// The report of a position of a partizan family or rule file, as [`value_of`] gives it:
/// through the library's front door, refused for a game that is not partizan.
pub fn report(
    py: Python<'_>,
    game: &Bound<'_, PyAny>,
    position: &Bound<'_, PyAny>,
    rules: Option<&Bound<'_, PyAny>>,
    db: Option<std::path::PathBuf>,
    cx: boyi::Context,
) -> PyResult<serde_json::Value> {
    let name = args::text(game, "the game")?;
    let file = args::rule_file(&name, rules, "boyi.value_of")?;
    let shown = file.as_ref().map(|p| p.display().to_string());
    let source = match file {
        Some(path) => Source::Rules(boyi::ask::files::Found::disk(path)),
        None => match find_partizan(&name) {
            Some(family) => Source::Partizan(family, false),
            None => {
                let names: Vec<&str> = registry::partizan().map(|f| f.name).collect();
                return Err(refusal(format!(
                    "'{}' is not a partizan game: value_of takes {}, or game=\"rules\" with \
                     rules=FILE",
                    boyi::notation::quote(&name, boyi::notation::QUOTED_TOKEN),
                    names.join(", ")
                )));
            }
        },
    };
    let words = args::position(position)?;
    let request = game::request(source, words, Road::Theory, false, db);
    game::answered(py, request, cx, move |mut answer, cx| match answer {
        Answer::Partizan(_) => answer.json(cx),
        _ => Err(boyi::Error::invalid(
            boyi::Text::new("error-rules-not-partizan").arg("file", shown.unwrap_or(name)),
        )),
    })
}
