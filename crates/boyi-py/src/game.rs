//! The game a call names, translated for the library's front door: a family of the
//! registry with its keyword options, a partizan family, a rule file (`game="rules"`,
//! `rules=PATH`), a game graph (`game="FILE.graph"`) or a compound (`game="sum"`,
//! `"conjunctive"`, …, its components the position), and the position typed for it. Read
//! while the GIL is held, answered without it.

use crate::args;
use crate::error::{detached, refusal};
use boyi::ask::files::Disk;
use boyi::ask::{self, Answer, Request, Source, Storage};
use boyi::games::registry;
use boyi::notation::{quote, QUOTED_TOKEN};
use boyi::Context;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};
use std::path::PathBuf;

/// The game `game` with the keyword `options`; `rules` is the rule file of
/// `game="rules"`; `function` names the call in a refusal (`boyi.solve`).
pub fn source(
    game: &Bound<'_, PyAny>,
    rules: Option<&Bound<'_, PyAny>>,
    options: Option<&Bound<'_, PyDict>>,
    function: &str,
) -> PyResult<Source> {
    let name = args::text(game, "the game")?;
    let given = |what: String| -> PyResult<()> {
        match options.and_then(|d| d.keys().iter().next()) {
            Some(extra) => Err(refusal(format!(
                "{what} takes no options, but '{}' was given",
                args::text(&extra, "an option's name")?
            ))),
            None => Ok(()),
        }
    };
    if let Some(path) = args::rule_file(&name, rules, function)? {
        given("a rule file".to_string())?;
        return Ok(Source::Rules(path));
    }
    if let Some(family) = registry::find(&name) {
        return Ok(Source::Family(family, args::options(family, options)?));
    }
    let shown = quote(&name, QUOTED_TOKEN);
    let not_a_game = || {
        refusal(format!(
            "'{shown}' is not a game: boyi.games() lists them, and game=\"rules\" with \
             rules=FILE names a game of your own"
        ))
    };
    if name.starts_with('-') {
        return Err(not_a_game());
    }
    let (source, _) = Source::read(std::slice::from_ref(&name), &Disk).map_err(|_| not_a_game())?;
    given(format!("'{shown}'"))?;
    Ok(source)
}

/// The words of `position` for `source`: a compound's components from a list, or from one
/// text parted by `+` (`"nim 3 + nim 4"`); any other position as `args::position` reads it.
pub fn position(source: &Source, position: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
    match (source, position.cast::<PyString>()) {
        (Source::Compound(_), Ok(text)) => {
            Ok(source.position_words(&args::utf8(text, "the position")?))
        }
        _ => args::position(position),
    }
}

/// The request for `position` of `source` on `road`, from the database `db` where given.
pub fn request(
    source: Source,
    position: Vec<String>,
    road: boyi::family::Road,
    all_moves: bool,
    db: Option<PathBuf>,
) -> Request {
    Request {
        road,
        all_moves,
        storage: db.map_or(Storage::None, Storage::Database),
        ..Request::new(source, position)
    }
}

/// Answers `request` without the GIL; `then` makes what the call returns of the answer.
pub fn answered<T: Send>(
    py: Python<'_>,
    request: Request,
    cx: Context,
    then: impl FnOnce(Answer, &Context) -> Result<T, boyi::Error> + Send,
) -> PyResult<T> {
    let lang = cx.lang;
    detached(py, lang, move || {
        let answer = ask::solve(request, &Disk, &cx, &mut |_| {})?;
        then(answer, &cx)
    })
}
