//! The Python package `boyi` (its native part, `boyi._boyi`): the registry's games, solves,
//! tables and every move with its value, through the library's own code, budgets and
//! messages. Calls release the GIL while they compute; every refusal, and any panic, is a
//! `boyi.BoyiError` with the command line's one-line message.

mod args;
mod error;
mod game;
mod html;
mod json;
mod partizan;
mod solution;
mod tables;

use boyi::family::Road;
use boyi::notation::Token;
use boyi::Text;
use error::{detached, refusal, BoyiError, EnginesDisagree};
use game::Request;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use solution::Solution;

/// Every game family: dicts with the fields of `boyi games --json`, the rules in `lang`.
#[pyfunction]
#[pyo3(signature = (*, lang = None))]
fn games<'py>(py: Python<'py>, lang: Option<&Bound<'py, PyAny>>) -> PyResult<Bound<'py, PyAny>> {
    let lang = args::lang(lang)?;
    json::python(py, &boyi::games::registry::about(lang))
}

/// Values one position, as `boyi solve --json` does (`db=FILE` answers it from a solve
/// database, as `--db FILE` does): `all_moves=True` lists every move
/// with its value, `engine="generic"` searches instead of using the theory (`"both"` checks
/// the theory by search, raising `boyi.EnginesDisagree` where they differ), and the
/// family's options are keyword arguments (`moves="1,3,7,8"` or `moves=[1, 3, 7, 8]`,
/// `misere=True`); `lang="zh"` explains in Chinese (and refuses in Chinese). A partizan
/// family (`"domineering"`, …) is valued as [`partizan::value_of`] values it, in the same
/// `Solution`: its `outcome` the class and who wins moving first, its `properties` the
/// canonical value and what follows, its `moves` each player's.
#[pyfunction]
#[pyo3(signature = (game, position, *, all_moves = None, engine = None, rules = None, lang = None, memory = None, time = None, db = None, **options))]
#[allow(clippy::too_many_arguments)]
fn solve<'py>(
    py: Python<'py>,
    game: &Bound<'py, PyAny>,
    position: &Bound<'py, PyAny>,
    all_moves: Option<&Bound<'py, PyAny>>,
    engine: Option<&Bound<'py, PyAny>>,
    rules: Option<&Bound<'py, PyAny>>,
    lang: Option<&Bound<'py, PyAny>>,
    memory: Option<&Bound<'py, PyAny>>,
    time: Option<&Bound<'py, PyAny>>,
    db: Option<&Bound<'py, PyAny>>,
    options: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    let cx = args::context(lang, memory, time)?;
    let lang = cx.lang;
    if partizan_family(game, rules, engine, options)? {
        let report = partizan::report(py, game, position, None, args::db_file(db)?, cx)?;
        let report = serde_json::to_value(&report).map_err(|e| error::refusal(e.to_string()))?;
        return Ok(Bound::new(py, Solution::partizan(report, lang))?.into_any());
    }
    let all_moves = match all_moves {
        Some(flag) => args::flag(flag, "all_moves")?,
        None => false,
    };
    let db = args::db_file(db)?;
    let request = Request::new(game, rules, road(engine)?, cx.budget, options, db)?;
    let words = args::position(position)?;
    let analysis = detached(py, lang, move || {
        let (mut game, position) = request.load_at(&words)?;
        game.analyze(&position, all_moves)
    })?;
    Ok(Bound::new(py, Solution::new(analysis, lang))?.into_any())
}

/// Every move from a position with its value (`db=FILE` reads them from a database; dicts
/// with `move`, `position`, `outcome`
/// for the mover and `remoteness`), best first, as the explorer and `play` list them. For a
/// partizan family, the moves of `side` (`"left"`, the default, or `"right"`), each with the
/// value it leaves and whether it wins for its player, best first as `play` offers them.
#[pyfunction]
#[pyo3(signature = (game, position, *, engine = None, rules = None, lang = None, memory = None, time = None, side = None, db = None, **options))]
#[allow(clippy::too_many_arguments)]
fn play_moves<'py>(
    py: Python<'py>,
    game: &Bound<'py, PyAny>,
    position: &Bound<'py, PyAny>,
    engine: Option<&Bound<'py, PyAny>>,
    rules: Option<&Bound<'py, PyAny>>,
    lang: Option<&Bound<'py, PyAny>>,
    memory: Option<&Bound<'py, PyAny>>,
    time: Option<&Bound<'py, PyAny>>,
    side: Option<&Bound<'py, PyAny>>,
    db: Option<&Bound<'py, PyAny>>,
    options: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    let cx = args::context(lang, memory, time)?;
    let db = args::db_file(db)?;
    let lang = cx.lang;
    if partizan_family(game, rules, engine, options)? {
        let right = match side.map(|s| args::text(s, "side")).transpose()?.as_deref() {
            None | Some("left") => false,
            Some("right") => true,
            Some(other) => {
                let other = boyi::notation::quote(other, boyi::notation::QUOTED_TOKEN);
                return Err(refusal(format!(
                    "side must be \"left\" or \"right\", not '{other}'"
                )));
            }
        };
        let report = partizan::report(py, game, position, None, db, cx)?;
        let moves = if right { &report.right } else { &report.left };
        return json::python(py, moves);
    }
    if side.is_some() {
        return Err(refusal(
            "side= is for partizan games, where each player has moves of their own",
        ));
    }
    let request = Request::new(game, rules, road(engine)?, cx.budget, options, db)?;
    let words = args::position(position)?;
    let moves = detached(py, lang, move || {
        let (mut game, position) = request.load_at(&words)?;
        let moves = game.moves(&position)?;
        Ok(moves.into_iter().map(|(m, _)| m).collect::<Vec<_>>())
    })?;
    json::python(py, &moves)
}

/// The values of positions 0..=to, as `boyi table --to N --json` lists them: Grundy values
/// as ints (outcome words where a game has none), or Wythoff's P-positions as pairs.
#[pyfunction]
#[pyo3(signature = (game, to, *, rules = None, lang = None, memory = None, time = None, **options))]
#[allow(clippy::too_many_arguments)]
fn table<'py>(
    py: Python<'py>,
    game: &Bound<'py, PyAny>,
    to: &Bound<'py, PyAny>,
    rules: Option<&Bound<'py, PyAny>>,
    lang: Option<&Bound<'py, PyAny>>,
    memory: Option<&Bound<'py, PyAny>>,
    time: Option<&Bound<'py, PyAny>>,
    options: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyList>> {
    let cx = args::context(lang, memory, time)?;
    let lang = cx.lang;
    let request = Request::new(game, rules, Road::Theory, cx.budget.clone(), options, None)?;
    let to = args::text(to, "to")?;
    let to = boyi::notation::natural(&Token::option("--to", &to), Text::new("what-last-position"))
        .map_err(|e| refusal(e.text().render(lang)))?;
    let cells = detached(py, lang, move || {
        tables::values(request.load()?.as_mut(), to, cx.budget)
    })?;
    let values = cells
        .iter()
        .map(|c| c.python(py))
        .collect::<PyResult<Vec<_>>>()?;
    PyList::new(py, values)
}

/// Whether `game` names a partizan family (not a rule file): one that takes no options and
/// has one engine, the search of its canonical forms; refused when given either.
fn partizan_family(
    game: &Bound<'_, PyAny>,
    rules: Option<&Bound<'_, PyAny>>,
    engine: Option<&Bound<'_, PyAny>>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<bool> {
    let partizan = game
        .extract::<String>()
        .is_ok_and(|name| boyi::games::registry::find_partizan(&name).is_some());
    if !partizan || rules.is_some() {
        return Ok(false);
    }
    if engine.is_some() || options.is_some_and(|o| !o.is_empty()) {
        return Err(refusal(
            "a partizan family takes no options and has one engine (the search of its \
             canonical forms)",
        ));
    }
    Ok(true)
}

/// The road of `engine=`, the theory when not given.
fn road(engine: Option<&Bound<'_, PyAny>>) -> PyResult<Road> {
    engine.map_or(Ok(Road::Theory), args::road)
}

/// The native module `boyi._boyi`.
#[pymodule]
fn _boyi(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("BoyiError", m.py().get_type::<BoyiError>())?;
    m.add("EnginesDisagree", m.py().get_type::<EnginesDisagree>())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_class::<Solution>()?;
    m.add_function(wrap_pyfunction!(games, m)?)?;
    m.add_function(wrap_pyfunction!(solve, m)?)?;
    m.add_function(wrap_pyfunction!(play_moves, m)?)?;
    m.add_function(wrap_pyfunction!(table, m)?)?;
    m.add_function(wrap_pyfunction!(partizan::value, m)?)?;
    m.add_function(wrap_pyfunction!(partizan::value_of, m)?)?;
    m.add_function(wrap_pyfunction!(partizan::outcome_of, m)?)?;
    Ok(())
}
