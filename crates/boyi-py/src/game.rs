//! The game a call names, translated for the library's front door: a family of the
//! registry with its keyword options, a partizan family, a rule file (`game="rules"`,
//! `rules=PATH`), a game graph (`game="FILE.graph"`) or a compound (`game="sum"`,
//! `"conjunctive"`, …, its components the position), and the position typed for it. Read
//! while the GIL is held, answered without it.

use crate::args;
use crate::error::{detached, refusal};
use boyi::ask::files::Disk;
use boyi::ask::{self, Answer, Request, Source, Storage};
use boyi::notation::{quote, QUOTED_TOKEN};
use boyi::{Context, Lang};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};
use std::path::PathBuf;

/// The game `game` with the keyword `options`, read as the library reads the words of a
/// game and its options, and the words of a position its options place (a graph's
/// `tokens`); `rules` is the rule file of `game="rules"`; `function` names the call in a
/// refusal (`boyi.solve`), and `lang` the language of the library's refusals.
pub fn source(
    game: &Bound<'_, PyAny>,
    rules: Option<&Bound<'_, PyAny>>,
    options: Option<&Bound<'_, PyDict>>,
    function: &str,
    lang: Lang,
) -> PyResult<(Source, Vec<String>)> {
    let name = args::text(game, "the game")?;
    if let Some(path) = args::rule_file(&name, rules, function)? {
        args::options("a rule file", &[], options)?;
        return Ok((
            Source::Rules(boyi::ask::files::Found::disk(path)),
            Vec::new(),
        ));
    }
    let not_a_game = || {
        refusal(format!(
            "'{}' is not a game: boyi.games() lists them, and game=\"rules\" with \
             rules=FILE names a game of your own",
            quote(&name, QUOTED_TOKEN)
        ))
    };
    if name.is_empty() || name.starts_with('-') {
        return Err(not_a_game());
    }
    let specs = Source::options_of(&name);
    let mut words = vec![name.clone()];
    words.extend(args::options(&name, specs, options)?.words(specs));
    Source::read(&words, &Disk).map_err(|e| match e.text().key() {
        "error-not-a-game" => not_a_game(),
        _ => refusal(e.text().render(lang)),
    })
}

/// The words of `position` for `source`: a compound's components from a list, or from one
/// text parted by `+` (`"nim 3 + nim 4"`); any other position as `args::position` reads it.
/// `placed` are the words the source's options placed (a graph's `tokens`), which leave no
/// room for another position.
pub fn position(
    source: &Source,
    placed: Vec<String>,
    position: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<String>> {
    let Some(position) = position else {
        return Ok(placed);
    };
    if !placed.is_empty() {
        return Err(refusal(
            "the position is given twice: by the options and by position",
        ));
    }
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
    detached(py, cx, move |cx| {
        let answer = ask::solve(request, &Disk, &cx, &mut |_| {})?;
        then(answer, &cx)
    })
}
