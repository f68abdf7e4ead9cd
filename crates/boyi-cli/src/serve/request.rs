//! One request of the explorer, translated for the library's front door: the game read from
//! the request's words as the library reads them (a family of the registry with the options
//! it declares, a partizan family, a served rule file or game graph, a compound), loaded
//! within the request's budget and answered in its language. Only the files the server
//! serves can be named ([`Served`]), so a request opens no other file.

use boyi::ask::files::Served;
use boyi::ask::{self, Request, Source, Storage};
use boyi::family::{Road, Tabulates};
use boyi::notation::{quote, QUOTED_TOKEN};
use boyi::{Context, Error, Text};
use std::path::PathBuf;

/// A refusal of the request in plain words (the API's own, in English).
fn refuse(message: String) -> Error {
    Error::invalid(Text::verbatim(message))
}

/// Reads `game`: a game's name with its options (`subtraction --moves 1,3,7,8 --misere`,
/// `domineering --outcome`, `rules:NAME`, `graph:NAME`, `sum`), and for a solve
/// `--engine ROAD`; the road asked for. The position goes in its own field: any other word
/// is refused.
pub fn source(game: &str, solving: bool, served: &Served) -> Result<(Source, Road), Error> {
    let mut words: Vec<String> = game.split_whitespace().map(str::to_string).collect();
    if words.is_empty() {
        let empty = "game is empty: name a family of /api/games, with its options";
        return Err(refuse(empty.to_string()));
    }
    let road = match solving {
        true => take_engine(&mut words)?,
        false => Road::Theory,
    };
    let (source, extra) = Source::read(&words, served)?;
    if let Some(word) = extra.first() {
        return Err(refuse(format!(
            "{} is not an option of {}: the position goes in position=",
            quote(word, QUOTED_TOKEN),
            quote(&words[0], QUOTED_TOKEN)
        )));
    }
    Ok((source, road))
}

/// Takes `--engine ROAD` (or `--engine=ROAD`) out of `words`: the road the answer takes, as
/// the command line's `--engine` chooses it; the theory when not given.
fn take_engine(words: &mut Vec<String>) -> Result<Road, Error> {
    let Some(at) = words
        .iter()
        .position(|w| w.split('=').next() == Some("--engine"))
    else {
        return Ok(Road::Theory);
    };
    let word = words.remove(at);
    let value = match word.split_once('=') {
        Some((_, value)) => value.to_string(),
        None if at < words.len() => words.remove(at),
        None => String::new(),
    };
    Road::from_word(&value).ok_or_else(|| {
        let value = quote(&value, QUOTED_TOKEN);
        refuse(format!(
            "--engine takes theory, generic or both, not {value}"
        ))
    })
}

/// The explorer's answer for `position` of `source` on `road` (every move with its value),
/// from the first of `databases` that holds it where one does.
pub fn solve(
    (source, road): (Source, Road),
    position: &str,
    databases: &[PathBuf],
    served: &Served,
    cx: &Context,
) -> Result<String, Error> {
    let position = source.position_words(position);
    let request = Request {
        road,
        all_moves: true,
        storage: Storage::FirstHolding(databases.to_vec()),
        drawn: true,
        ..Request::new(source, position)
    };
    let mut answer = ask::solve(request, served, cx, &mut |_| {})?;
    let json = answer.json(cx)?;
    serde_json::to_string(&json).map_err(|e| Error::invalid(Text::verbatim(e.to_string())))
}

/// The moves of `position` of `source`, unvalued (for play to go on where the position is
/// too hard to value now): `{"position", "moves": [{"move", "position"}]}`.
pub fn steps(
    source: Source,
    position: &str,
    served: &Served,
    cx: &Context,
) -> Result<String, Error> {
    let words = source.position_words(position);
    let request = Request::new(source, words);
    let steps = ask::steps::steps(&request, served, cx)?;
    serde_json::to_string(&steps).map_err(|e| Error::invalid(Text::verbatim(e.to_string())))
}

/// `boyi table`'s JSON of positions 0..=`to` of `source`.
pub fn table(source: Source, to: u64, served: &Served, cx: &Context) -> Result<String, Error> {
    if let Source::Family(family, _) = &source {
        if family.tabulates == Tabulates::No {
            return Err(refuse(format!("{} has no table", family.name)));
        }
    }
    let Some(mut game) = source.by_outcome(Road::Theory, served, &cx.budget)? else {
        return Err(Error::invalid(Text::new("error-no-table-here")));
    };
    let mut out = Vec::new();
    boyi::ask::table::json(game.as_mut(), to, cx.lang, &mut out)?;
    String::from_utf8(out).map_err(|_| Error::invalid(Text::new("error-table-not-utf8")))
}
