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

use boyi::ask::files::Disk;
use boyi::ask::Request;
use boyi::family::Road;
use boyi::notation::Token;
use boyi::partizan::family::Side;
use boyi::Text;
use error::{detached, refusal, BoyiError, EnginesDisagree};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use solution::Solution;

/// Every game family: dicts with the fields of `boyi games --json`, the rules in `lang`.
#[pyfunction]
#[pyo3(signature = (*, lang = None))]
fn games<'py>(py: Python<'py>, lang: Option<&Bound<'py, PyAny>>) -> PyResult<Bound<'py, PyAny>> {
    let lang = args::lang(lang)?;
    json::python(py, &boyi::ask::form::every_game(lang))
}

/// Values one position, as `boyi solve --json` does (`db=FILE` answers it from a solve
/// database, as `--db FILE` does): `all_moves=True` lists every move
/// with its value, `engine="generic"` searches instead of using the theory (`"both"` checks
/// the theory by search, raising `boyi.EnginesDisagree` where they differ), and the
/// family's options are keyword arguments (`moves="1,3,7,8"` or `moves=[1, 3, 7, 8]`,
/// `misere=True`); `lang="zh"` explains in Chinese (and refuses in Chinese). A partizan
/// family (`"domineering"`, …) is valued as [`partizan::value_of`] values it, in the same
/// `Solution`: its `outcome` the class and who wins moving first, its `properties` the
/// canonical value and what follows, its `moves` each player's. The dice gamble takes no
/// position (`boyi.solve("dice", dice=4, payouts="1,2,3,20")`): its `json()` is the exact
/// odds, and a nim product's (`boyi.solve("nimprod", [3, 5])`) the product. With
/// `checkpoint` (a path), the long search of a family that keeps one (Connect Four's) is
/// kept in that file now and then and goes on from it, as `--checkpoint FILE` does.
#[pyfunction]
#[pyo3(signature = (game, position = None, *, all_moves = None, engine = None, rules = None, lang = None, memory = None, time = None, db = None, checkpoint = None, **options))]
#[allow(clippy::too_many_arguments)]
fn solve<'py>(
    py: Python<'py>,
    game: &Bound<'py, PyAny>,
    position: Option<&Bound<'py, PyAny>>,
    all_moves: Option<&Bound<'py, PyAny>>,
    engine: Option<&Bound<'py, PyAny>>,
    rules: Option<&Bound<'py, PyAny>>,
    lang: Option<&Bound<'py, PyAny>>,
    memory: Option<&Bound<'py, PyAny>>,
    time: Option<&Bound<'py, PyAny>>,
    db: Option<&Bound<'py, PyAny>>,
    checkpoint: Option<&Bound<'py, PyAny>>,
    options: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    let cx = args::context(lang, memory, time)?;
    let checkpoint = args::file_path(checkpoint, "checkpoint", "a checkpoint file")?;
    let all_moves = match all_moves {
        Some(flag) => args::flag(flag, "all_moves")?,
        None => false,
    };
    let (source, placed) = game::source(game, rules, options, "boyi.solve", cx.lang)?;
    let words = game::position(&source, placed, position)?;
    let request = Request {
        checkpoint,
        ..game::request(source, words, road(engine)?, all_moves, args::db_file(db)?)
    };
    let solution = game::answered(py, request, cx, Solution::of)?;
    Ok(Bound::new(py, solution)?.into_any())
}

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
    let (source, placed) = game::source(game, rules, options, "boyi.solve", cx.lang)?;
    let side = match side.map(|s| args::text(s, "side")).transpose()?.as_deref() {
        None => None,
        Some("left") => Some(Side::Left),
        Some("right") => Some(Side::Right),
        Some(other) => {
            let other = boyi::notation::quote(other, boyi::notation::QUOTED_TOKEN);
            return Err(refusal(format!(
                "side must be \"left\" or \"right\", not '{other}'"
            )));
        }
    };
    let words = game::position(&source, placed, Some(position))?;
    let request = game::request(source, words, road(engine)?, true, args::db_file(db)?);
    let moves = game::answered(py, request, cx, move |mut answer, cx| {
        answer.moves(side, cx)
    })?;
    json::python(py, &moves)
}

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
    let (source, _) = game::source(game, rules, options, "boyi.table", lang)?;
    let to = args::text(to, "to")?;
    let to = boyi::notation::natural(&Token::option("--to", &to), Text::new("what-last-position"))
        .map_err(|e| refusal(e.text().render(lang)))?;
    let cells = detached(py, cx, move |cx| {
        let game = source.by_outcome(Road::Theory, &Disk, &cx.budget)?;
        let mut game =
            game.ok_or_else(|| boyi::Error::invalid(Text::new("error-no-table-here")))?;
        tables::values(game.as_mut(), to, cx.budget)
    })?;
    let values = cells
        .iter()
        .map(|c| c.python(py))
        .collect::<PyResult<Vec<_>>>()?;
    PyList::new(py, values)
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
