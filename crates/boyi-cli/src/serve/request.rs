//! What one request of the explorer names, and its answer, through the library: the game
//! read from the request's words (a family of the registry with the options it declares, a
//! partizan family, or a served rule file), loaded within the request's budget and answered
//! in its language. No command line is built or parsed.

use crate::failure::Failure;
use crate::games::Chosen;
use boyi::analysis::Analysis;
use boyi::family::PartizanFamily;
use boyi::family::{DynGame, Family, Options, Position, Road, Tabulates};
use boyi::games::registry::{self, Entry};
use boyi::notation::{argument_tokens, quote};
use boyi::{Context, Lang, Text};
use std::path::{Path, PathBuf};

/// The game a request names.
pub enum Named {
    /// A family of the registry, with the options given and the road asked for.
    Family(&'static Family, Options, Road),
    /// A partizan family, valued by canonical forms, or decided by its outcome search
    /// (`--outcome`, every move of each player).
    Partizan(&'static PartizanFamily, bool),
    /// A served rule file.
    Rules(PathBuf),
    /// A served game graph (`*.graph`: one move `u v` a line).
    Graph(PathBuf),
}

/// A refusal of the request in plain words (the API's own, in English).
fn refuse(message: String) -> Failure {
    Failure::new(Text::verbatim(message))
}

/// Reads `game`: a family's name with its options (`subtraction --moves 1,3,7,8 --misere`,
/// and for a solve `--engine generic|both`), a partizan family (for a solve, `--outcome`
/// after one with an outcome search), or `rules:NAME` for a served rule file. Only the options a family declares are taken, so a request sets
/// nothing of the process; a file a family reads (a graph of edges) is named as a served
/// graph file is (`petersen` for `graph:petersen`), so a request opens no other file.
/// `served` finds a served file by its game word.
pub fn named(
    game: &str,
    solving: bool,
    served: impl Fn(&str) -> Option<Named>,
) -> Result<Named, Failure> {
    let mut words: Vec<String> = game.split_whitespace().map(str::to_string).collect();
    if words.is_empty() {
        let empty = "game is empty: name a family of /api/games, with its options";
        return Err(refuse(empty.to_string()));
    }
    let first = words.remove(0);
    if first.starts_with("rules:") || first.starts_with("graph:") {
        return served(&first)
            .ok_or_else(|| refuse(format!("no file {} is served", quote(&first, 40))));
    }
    let family = match registry::lookup(&first) {
        Some(Entry::Impartial(family)) => family,
        Some(Entry::Partizan(family)) => {
            let searched = solving && family.outcome.is_some();
            let outcome = searched && words.first().is_some_and(|w| w == "--outcome");
            if let Some(word) = words.get(usize::from(outcome)) {
                let word = quote(word, 40);
                let takes = match searched {
                    true => "takes only --outcome",
                    false => "takes no options",
                };
                return Err(refuse(format!("{} {takes}, not {word}", family.name)));
            }
            return Ok(Named::Partizan(family, outcome));
        }
        None => {
            let first = quote(&first, 40);
            return Err(refuse(format!("{first} is not a game of /api/games")));
        }
    };
    let road = match solving {
        true => take_engine(&mut words)?,
        false => Road::Theory,
    };
    let (options, extra) = Options::read(family.name, family.options, &words)?;
    if let Some(word) = extra.first() {
        let word = quote(word, 40);
        return Err(refuse(format!(
            "{word} is not an option of {}: the position goes in position=",
            family.name
        )));
    }
    // A file the family reads is a served graph file, named as `graph:NAME` names it; the
    // request carries its path, and the file is read when the request is answered.
    let options = options.with_files(family.options, |name| {
        match served(&format!("graph:{name}")) {
            Some(Named::Graph(path)) => Ok(path.to_string_lossy().into_owned()),
            _ => Err(Failure::new(
                Text::new("error-web-no-file")
                    .arg("game", family.name)
                    .arg("file", quote(name, 40)),
            )),
        }
    })?;
    Ok(Named::Family(family, options, road))
}

/// Takes `--engine ROAD` (or `--engine=ROAD`) out of `words`: the road the answer takes, as
/// the command line's `--engine` chooses it; the theory when not given.
fn take_engine(words: &mut Vec<String>) -> Result<Road, Failure> {
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
        let value = quote(&value, 40);
        refuse(format!(
            "--engine takes theory, generic or both, not {value}"
        ))
    })
}

/// The explorer's answer for `position` of the game `named` (every move with its value),
/// from the first of `databases` that holds it where one does.
pub fn solve(
    named: Named,
    position: &str,
    databases: &[PathBuf],
    cx: Context,
) -> Result<String, Failure> {
    let words: Vec<String> = position.split_whitespace().map(str::to_string).collect();
    let game = match named {
        Named::Partizan(family, outcome) => {
            let text = match words.as_slice() {
                [] => {
                    let example =
                        Text::new("error-partizan-position").arg("example", family.example);
                    return Err(Failure::new(example));
                }
                _ => words.join(" "),
            };
            if let Some(search) = family.outcome.as_ref().filter(|_| outcome) {
                let found = crate::outcome::search(search, &text, true, false, cx)?;
                return Ok(serde_json::to_string(&found)?);
            }
            // A family that keeps its regions' values reads them from the first of the
            // explorer's databases that is a file of its region values.
            let stored = family.regions.as_ref().and_then(|regions| {
                let ours = |file: &&PathBuf| {
                    boyi::partizan::values_file::read_header(file)
                        .is_ok_and(|meta| meta.game == family.name)
                };
                Some((regions.solve, databases.iter().find(ours)?))
            });
            let solution = match stored {
                Some((solve, file)) => solve(file, &text, cx.budget.clone())?,
                None => (family.solve)(&text, cx.budget.clone())?,
            };
            return crate::partizan::render(family.name, solution, true, false, cx);
        }
        Named::Rules(path) => {
            let file = path.to_string_lossy();
            if let Some(json) = crate::partizan::solve_rules(&file, &words, true, cx.clone())? {
                return Ok(json);
            }
            boyi::rules::load_file(&path, Road::Theory, cx.budget)?
        }
        Named::Graph(path) => return graph_answer(&path, &words, cx),
        Named::Family(family, options, road) => load(family, options, road, cx.clone())?,
    };
    let position = game.parse(&argument_tokens(&words))?;
    let mut chosen = from_any_database(Chosen { game, position }, databases);
    let answer = chosen.game.analyze(&chosen.position, true)?;
    let mut value = page_answer(&answer, cx.lang)?;
    with_cells(&mut value, chosen.game.as_ref(), &chosen.position)?;
    if let Some(figure) = chosen.game.figure() {
        value["graph"] = serde_json::to_value(figure)?;
    }
    Ok(serde_json::to_string(&value)?)
}

/// The game of `family` with `options`, each file it reads read from its served path.
fn load(
    family: &Family,
    options: Options,
    road: Road,
    cx: Context,
) -> Result<Box<dyn DynGame>, Failure> {
    let options = options.with_files(family.options, crate::input::file)?;
    Ok((family.load)(&options, road, cx.budget)?)
}

/// The explorer's answer for a token on a vertex of the game graph at `path` (every move
/// with its value), or for several tokens at once (a sum: the winning moves).
fn graph_answer(path: &Path, words: &[String], cx: Context) -> Result<String, Failure> {
    let text = crate::input::file(&path.to_string_lossy())?;
    let game = boyi::games::graph::parse(&text)?;
    let token = |word: &String| {
        let at = boyi::notation::Place::Argument(1);
        game.vertex(&boyi::notation::Token { text: word, at })
    };
    let analysis = match words {
        [] => return Err(refuse("name a vertex: position=VERTEX".to_string())),
        [one] => game.solve().analyze_all(token(one)?),
        many => {
            let tokens = many.iter().map(token).collect::<Result<Vec<_>, _>>()?;
            game.analyze_tokens(&tokens)
        }
    };
    Ok(serde_json::to_string(&page_answer(&analysis, cx.lang)?)?)
}

/// `boyi table`'s JSON of positions 0..=`to` of the game `named`.
pub fn table(named: Named, to: u64, cx: Context) -> Result<String, Failure> {
    let mut game = match named {
        Named::Partizan(family, _) => {
            return Err(refuse(format!("{} has no table here", family.name)))
        }
        Named::Graph(_) => return Err(refuse("a game graph has no table".to_string())),
        Named::Rules(path) => boyi::rules::load_file(Path::new(&path), Road::Theory, cx.budget)?,
        Named::Family(family, _, _) if family.tabulates == Tabulates::No => {
            return Err(refuse(format!("{} has no table", family.name)))
        }
        Named::Family(family, options, road) => load(family, options, road, cx)?,
    };
    let mut out = Vec::new();
    crate::table::json(game.as_mut(), to, &mut out)?;
    String::from_utf8(out).map_err(|_| Failure::new(Text::new("error-table-not-utf8")))
}

/// The chosen game answered from the first of `files` that holds its position (the web
/// explorer's databases); as it was when none does.
pub fn from_any_database(chosen: Chosen, files: &[PathBuf]) -> Chosen {
    let holding = |file: &PathBuf| {
        let db = boyi::db::Database::open(file).ok()?;
        let schema = boyi::family::schema_of(chosen.game.as_ref(), &chosen.position, &db).ok()?;
        schema.record(&db, &chosen.position).ok()??;
        Some((schema, db))
    };
    match files.iter().find_map(holding) {
        Some((schema, db)) => Chosen {
            game: Box::new(boyi::family::Stored::from_checked(chosen.game, schema, db)),
            position: chosen.position,
        },
        None => chosen,
    }
}

/// An analysis as the explorer's JSON: [`json_value`], with each move (`moves`,
/// `winning_moves`) also saying itself in `lang` (`says`), for the page to show.
pub fn page_answer(a: &Analysis, lang: Lang) -> Result<serde_json::Value, serde_json::Error> {
    let mut value = crate::render::json_value(a, lang)?;
    let winning = a.winning_moves.iter().map(|m| &m.mv);
    let every = a.moves.iter().flatten().map(|m| &m.mv);
    for (field, said) in [
        ("winning_moves", winning.collect::<Vec<_>>()),
        ("moves", every.collect()),
    ] {
        if let Some(moves) = value[field].as_array_mut() {
            for (shown, mv) in moves.iter_mut().zip(said) {
                shown["says"] = mv.render(lang).into();
            }
        }
    }
    Ok(value)
}

/// For a game that draws its own cells (a rule file's `fn board`), the cells of the answer's
/// position (`board`) and of the position each move leaves, so the page draws and plays them.
fn with_cells(
    value: &mut serde_json::Value,
    game: &dyn DynGame,
    position: &Position,
) -> Result<(), Failure> {
    let Some(cells) = game.cells(position) else {
        return Ok(());
    };
    value["board"] = cells.into();
    let mut after = std::collections::HashMap::new();
    for (_, next) in game.successors(position)? {
        if let Some(cells) = game.cells(&next) {
            after.insert(game.show(&next), cells);
        }
    }
    for field in ["winning_moves", "moves"] {
        for m in value[field].as_array_mut().into_iter().flatten() {
            let cells = m["position"].as_str().and_then(|p| after.get(p)).cloned();
            if let Some(cells) = cells {
                m["board"] = cells.into();
            }
        }
    }
    Ok(())
}
