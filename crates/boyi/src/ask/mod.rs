//! The front door: a request names a game ([`Source`]), a position and what is asked; the
//! library decides which game that is, which road answers it (the theory, plain search, a
//! solve database, a file of region values) and gives one [`Answer`], said in the request's
//! language. The command line, the web server and Python only translate their input into a
//! [`Request`] and the answer into their output.
//!
//! ```
//! use boyi::ask::{self, files::Disk, Request, Source};
//! use boyi::budget::Budget;
//! use boyi::{Context, Lang};
//!
//! let words: Vec<String> = ["subtraction", "--moves", "1,3,4", "9"].map(String::from).into();
//! let (source, position) = Source::read(&words, &Disk).unwrap();
//! let cx = Context::new(Lang::En, Budget::of_machine());
//! let mut answer = ask::solve(Request::new(source, position), &Disk, &cx, &mut |_| {}).unwrap();
//! assert_eq!(answer.json(&cx).unwrap()["outcome"], "lose");
//! ```

pub mod answer;
pub mod files;
pub mod form;
pub mod play;
pub mod source;
pub mod steps;
pub mod table;
pub mod value;
mod words;

pub use answer::Answer;
pub use source::Source;

use crate::analysis::Analysis;
use crate::budget::{Budget, Stop};
use crate::chance::odds::{self, Odds};
use crate::error::Error;
use crate::family::{DynGame, OutcomeFiles, PartizanFamily, Position, Road};
use crate::games::compound::{self, Compound};
use crate::games::graph;
use crate::games::sum::Part;
use crate::notation::{argument_tokens, Place, Token};
use crate::partizan::family::Solution;
use crate::partizan::outcome::{self, Report};
use crate::text::Text;
use crate::Context;
use answer::{Decided, Partizan, Product, Valued, VertexValue, Vertices};
use files::Files;
use source::Rules;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// What a request asks of a game.
pub struct Request {
    /// The game.
    pub source: Source,
    /// The words of its position.
    pub position: Vec<String>,
    /// The road the answer takes: the theory, plain search, or both compared.
    pub road: Road,
    /// Whether every move is listed with its value, not only the winning ones.
    pub all_moves: bool,
    /// Whether a canonical form is written whole, however long.
    pub full: bool,
    /// Where stored answers may come from.
    pub storage: Storage,
    /// Whether the answer also says how to draw the position and the positions its moves
    /// leave (the cells of a rule file's `fn board`, the graph of a game on one): for a page
    /// that draws them.
    pub drawn: bool,
    /// Workers the search may be spread over, where the surface lends some (the command
    /// line's `--workers` and `--hostfile`): the outcome search of a partizan family.
    pub workers: Option<Arc<dyn Workers>>,
    /// Where a long outcome search keeps its run now and then, to go on from there when
    /// it is asked again (the command line's `--checkpoint`).
    pub checkpoint: Option<PathBuf>,
}

/// Workers a search may be spread over: threads of this process and processes on other
/// machines, each with a channel to all the others (the crate `boyi-dist` has them, on
/// timely dataflow).
pub trait Workers: Send + Sync {
    /// How many workers this process runs.
    fn threads(&self) -> u32;
    /// Runs `job` on every worker; the result of this process's first worker (every worker
    /// finds the same answer).
    fn run(&self, job: SpreadJob) -> Result<Report, Error>;
}

pub use crate::family::SpreadJob;

impl Request {
    /// A request for `position` of `source`, by the theory, listing the winning moves.
    pub fn new(source: Source, position: Vec<String>) -> Request {
        Request {
            source,
            position,
            road: Road::Theory,
            all_moves: false,
            full: false,
            storage: Storage::None,
            drawn: false,
            workers: None,
            checkpoint: None,
        }
    }
}

/// Where stored answers of a request may come from.
#[derive(Clone, Debug, Default)]
pub enum Storage {
    /// Nowhere: the answer is computed.
    #[default]
    None,
    /// This solve database (or file of region values), which must hold the position.
    Database(PathBuf),
    /// The first of these that holds the position; computed when none does.
    FirstHolding(Vec<PathBuf>),
}

/// Answers `request`, reading only the files `files` lets it; `searched` is told how many
/// positions a search that counts them has searched so far.
pub fn solve(
    request: Request,
    files: &dyn Files,
    cx: &Context,
    searched: &mut dyn FnMut(u64),
) -> Result<Answer, Error> {
    let Request {
        source,
        position,
        road,
        all_moves,
        full,
        storage,
        drawn,
        workers,
        checkpoint,
    } = request;
    let budget = &cx.budget;
    // A checkpoint keeps the run of a long search: a partizan family's outcome search (each
    // worker's beside the file where workers share it), or a family's that says it keeps
    // one, on one machine.
    let kept = match &source {
        Source::Partizan(_, outcome) => *outcome,
        Source::Family(..) => workers.is_none(),
        _ => false,
    };
    if checkpoint.is_some() && !kept {
        return Err(Error::invalid(Text::new("error-checkpoint-outcome-only")));
    }
    if let Some(workers) = workers {
        let run = Spread {
            all_moves,
            checkpoint,
            storage,
        };
        return spread(source, &position, run, workers.as_ref(), budget);
    }
    match source {
        Source::Partizan(family, outcome) => {
            // Every move of each player is valued anyway: `all_moves` asks more only of the
            // outcome search.
            if road != Road::Theory {
                return Err(exact_only("partizan"));
            }
            let text = partizan_text(family, &position)?;
            if let Some(search) = family.outcome.as_ref().filter(|_| outcome) {
                let files = OutcomeFiles {
                    checkpoint: checkpoint.as_deref(),
                    values: values_file(family, &storage)?,
                };
                let answer = search.answer(&text, all_moves, files, budget.clone(), searched)?;
                let game = family.name.to_string();
                return Ok(Answer::Decided(Box::new(Decided { game, answer })));
            }
            // A position too large to value may still be decided: the refusal says how.
            let solution =
                partizan_solution(family, &text, &storage, cx).map_err(|error| {
                    match (error, &family.outcome) {
                        (Error::Limit(why), Some(_)) => {
                            Error::Limit(Text::new("hint-partizan-outcome").arg("why", why))
                        }
                        (error, _) => error,
                    }
                })?;
            Ok(partizan(family.name.to_string(), solution, full))
        }
        Source::Rules(file) => match Rules::read(&file, budget)? {
            Rules::ByForm(_) if matches!(storage, Storage::Database(_)) => {
                Err(Error::invalid(Text::new("error-partizan-db")))
            }
            Rules::ByForm(script) => {
                let tokens = argument_tokens(&position);
                let solution = crate::rules::partizan::solve(&script, &tokens, budget.clone())?;
                Ok(partizan(file.name, solution, full))
            }
            Rules::ByOutcome(game) => valued(game, &position, &storage, None, all_moves, drawn),
        },
        Source::Graph(file) => {
            if road != Road::Theory {
                return Err(exact_only("graphs"));
            }
            graph_answer(&file, &position, all_moves, budget.stop())
        }
        Source::Compound(kind) => {
            // No database holds a compound: one named for it is refused, a server's are not
            // asked.
            if matches!(storage, Storage::Database(_)) {
                return Err(Error::invalid(Text::new("error-db-compound")));
            }
            let mut parts = components(kind, &position, road, files, cx)?;
            let analysis = compound::analyze(kind, &mut parts, road, all_moves, budget.clone())?;
            Ok(Answer::Valued(Box::new(Valued {
                analysis,
                cells: None,
                cells_after: Vec::new(),
                figure: None,
            })))
        }
        Source::Dice(rules) => {
            theory_only(odds::NAME, road)?;
            if let Some(word) = position.first() {
                return Err(no_position_here(word));
            }
            Ok(Answer::Odds(Box::new(Odds::of(&rules)?)))
        }
        Source::NimProduct => {
            theory_only("nim products", road)?;
            Ok(Answer::Product(Product::of(&position)?))
        }
        Source::Family(..) => {
            let game = source
                .by_outcome(road, files, budget)?
                .expect("a family of the registry is impartial");
            let kept = checkpoint.as_deref();
            valued(game, &position, &storage, kept, all_moves, drawn)
        }
    }
}

/// Refuses what only the theory answers, or only with the winning moves: `what` says for
/// which games.
fn exact_only(what: &'static str) -> Error {
    Error::invalid(Text::new("error-exact-only").arg("what", what))
}

/// What a search shared by workers is asked beside its position: every move, where its run
/// is kept, and where stored values may come from.
struct Spread {
    all_moves: bool,
    checkpoint: Option<PathBuf>,
    storage: Storage,
}

/// Who wins the position `words` of a partizan family, by its outcome search shared among
/// `workers`, each within its share of `budget`: the one search workers may share.
fn spread(
    source: Source,
    words: &[String],
    Spread {
        all_moves,
        checkpoint,
        storage,
    }: Spread,
    workers: &dyn Workers,
    budget: &Budget,
) -> Result<Answer, Error> {
    let family = match source {
        Source::Partizan(family, true) => family,
        _ => return Err(Error::invalid(Text::new("error-workers-outcome-only"))),
    };
    let Some(search) = family.outcome.as_ref() else {
        return Err(Error::invalid(Text::new("error-workers-outcome-only")));
    };
    if all_moves {
        return Err(Error::invalid(Text::new("error-outcome-workers-all-moves")));
    }
    let text = partizan_text(family, words)?;
    let files = OutcomeFiles {
        checkpoint: checkpoint.as_deref(),
        values: values_file(family, &storage)?,
    };
    let budget = budget.share(u64::from(workers.threads()));
    let report = workers.run((search.spread)(&text, budget, files)?)?;
    let answer = outcome::Answer {
        report,
        left_moves: None,
        right_moves: None,
    };
    let game = family.name.to_string();
    Ok(Answer::Decided(Box::new(Decided { game, answer })))
}

/// Refuses another road than the theory for what has no other (`what`); such a source
/// has no moves, so every move asked lists none.
fn theory_only(what: &'static str, road: Road) -> Result<(), Error> {
    match road {
        Road::Theory => Ok(()),
        _ => Err(exact_only(what)),
    }
}

/// Refuses a position given to what takes none, naming its first word.
fn no_position_here(word: &str) -> Error {
    Error::invalid(Text::new("error-no-position-here").arg(
        "word",
        crate::notation::quote(word, crate::notation::QUOTED_TOKEN),
    ))
}

/// A partizan position's answer.
fn partizan(game: String, solution: Solution, full: bool) -> Answer {
    Answer::Partizan(Box::new(Partizan {
        game,
        solution,
        full,
    }))
}

/// The position of a partizan family, its words joined by spaces.
fn partizan_text(family: &PartizanFamily, words: &[String]) -> Result<String, Error> {
    match words {
        [] => Err(Error::invalid(
            Text::new("error-partizan-position").arg("example", family.example),
        )),
        _ => Ok(words.join(" ")),
    }
}

/// The values of a partizan family's position, its regions read from a file of region
/// values where `storage` names one of this family's.
fn partizan_solution(
    family: &PartizanFamily,
    text: &str,
    storage: &Storage,
    cx: &Context,
) -> Result<Solution, Error> {
    let budget = cx.budget.clone();
    match (values_file(family, storage)?, &family.regions) {
        (Some(file), Some(regions)) => (regions.solve)(file, text, budget),
        _ => (family.solve)(text, budget),
    }
}

/// The file of region values of a partizan family that `storage` names, if any: the file
/// given (refused where the family keeps no values of regions; read, it is refused where it
/// is not of this family's), or the first of the files given that holds this family's.
fn values_file<'a>(
    family: &PartizanFamily,
    storage: &'a Storage,
) -> Result<Option<&'a Path>, Error> {
    let ours = |file: &&PathBuf| {
        crate::partizan::values_file::read_header(file).is_ok_and(|meta| meta.game == family.name)
    };
    match (storage, &family.regions) {
        (Storage::Database(file), Some(_)) => Ok(Some(file)),
        (Storage::Database(_), None) => Err(Error::invalid(Text::new("error-partizan-db"))),
        (Storage::FirstHolding(files), Some(_)) => {
            Ok(files.iter().find(ours).map(PathBuf::as_path))
        }
        (Storage::None, _) | (Storage::FirstHolding(_), None) => Ok(None),
    }
}

/// The answer for `words` of an impartial `game`, from `storage` where it holds them, its
/// long searches kept in the file `kept` where there is one; how the game is drawn where
/// `drawn`.
fn valued(
    mut game: Box<dyn DynGame>,
    words: &[String],
    storage: &Storage,
    kept: Option<&Path>,
    all_moves: bool,
    drawn: bool,
) -> Result<Answer, Error> {
    let position = game.parse(&argument_tokens(words))?;
    if let Some(file) = kept {
        game.keep_run(file, &position)?;
    }
    let mut game = stored(game, &position, storage)?;
    // Moves too many to list one by one (nim 100001): the winning ones, and how many there
    // are; refused as before where no move keeps the result (a lost position), since its
    // moves would then read as none at all.
    let unlisted = game
        .move_count(&position)
        .filter(|&moves| all_moves && moves > crate::budget::LISTED_MOVES);
    let mut analysis = game.analyze(&position, all_moves && unlisted.is_none())?;
    if let Some(moves) = unlisted {
        if analysis.winning_moves.is_empty() {
            crate::budget::check_move_list(Some(moves))?;
        }
        let why = Text::new("moves-unlisted")
            .arg("moves", moves)
            .arg("limit", crate::budget::LISTED_MOVES);
        analysis.explanation = Text::lines(vec![analysis.explanation, why]);
    }
    let cells = game.cells(&position).filter(|_| drawn);
    let mut cells_after = Vec::new();
    if cells.is_some() {
        for (_, next) in game.successors(&position)? {
            if let Some(drawn) = game.cells(&next) {
                cells_after.push((game.show(&next), drawn));
            }
        }
    }
    let figure = game.figure().filter(|_| drawn);
    Ok(Answer::Valued(Box::new(Valued {
        analysis,
        cells,
        cells_after,
        figure,
    })))
}

/// `game` answered from the database `storage` names (which must hold `position`), or from
/// the first of its databases that holds it; as it was otherwise.
pub fn stored(
    game: Box<dyn DynGame>,
    position: &Position,
    storage: &Storage,
) -> Result<Box<dyn DynGame>, Error> {
    match storage {
        Storage::None => Ok(game),
        Storage::Database(file) => Ok(Box::new(crate::family::Stored::open(game, position, file)?)),
        Storage::FirstHolding(files) => {
            let holding = |file: &PathBuf| {
                let db = crate::db::Database::open(file).ok()?;
                let schema = crate::family::schema_of(game.as_ref(), position, &db).ok()?;
                schema.record(&db, position).ok()??;
                Some((schema, db))
            };
            Ok(match files.iter().find_map(holding) {
                Some((schema, db)) => {
                    Box::new(crate::family::Stored::from_checked(game, schema, db))
                }
                None => game,
            })
        }
    }
}

/// A game graph's answer: every vertex valued with no position, a token's value (and, with
/// `all_moves`, every move's) on one vertex, the winning moves of a token on each of several.
fn graph_answer(
    file: &files::Found,
    words: &[String],
    all_moves: bool,
    stop: &Stop,
) -> Result<Answer, Error> {
    let shown = Text::verbatim(crate::notation::quote(
        &file.name,
        crate::notation::QUOTED_TOKEN,
    ));
    let text = file.read()?;
    let game = graph::parse(&text).map_err(|e| Error::from(e).within(shown))?;
    let token = |(i, word): (usize, &String)| {
        let at = Place::Argument(i + 1);
        game.vertex(&Token { text: word, at })
    };
    let analysis: Analysis = match words {
        [] => {
            let solved = game.solve();
            let vertices = solved
                .values()
                .iter()
                .enumerate()
                .map(|(v, value)| VertexValue {
                    vertex: game.name(v as u32).to_string(),
                    outcome: value.outcome,
                    remoteness: value.remoteness,
                });
            let vertices = vertices.collect();
            let moves = game.graph().edges();
            return Ok(Answer::Vertices(Box::new(Vertices { vertices, moves })));
        }
        [one] if all_moves => game.solve().analyze_all(token((0, one))?),
        [one] => game.solve().analyze(token((0, one))?),
        many => {
            let tokens = many.iter().enumerate().map(token);
            game.analyze_tokens(&tokens.collect::<Result<Vec<_>, _>>()?, stop)?
        }
    };
    Ok(Answer::Valued(Box::new(Valued {
        analysis,
        cells: None,
        cells_after: Vec::new(),
        figure: None,
    })))
}

/// The components of a compound `kind`, each written as a game and its position.
fn components(
    kind: Compound,
    texts: &[String],
    road: Road,
    files: &dyn Files,
    cx: &Context,
) -> Result<Vec<Part>, Error> {
    if texts.is_empty() {
        return Err(Error::invalid(Text::new("error-empty-sum")));
    }
    let mut parts = Vec::with_capacity(texts.len());
    for (i, text) in texts.iter().enumerate() {
        let place = Text::new("place-compound-component")
            .arg("compound", kind.name())
            .arg("index", i + 1)
            .arg("component", format!("\"{text}\""));
        let part = component(text, road, files, cx).map_err(|e| e.within(place))?;
        parts.push(part);
    }
    Ok(parts)
}

/// One component of a compound: an impartial game and its position.
fn component(text: &str, road: Road, files: &dyn Files, cx: &Context) -> Result<Part, Error> {
    let words: Vec<String> = text.split_whitespace().map(str::to_string).collect();
    let (source, position) = Source::read(&words, files)?;
    let game = source
        .by_outcome(road, files, &cx.budget)?
        .ok_or_else(|| Error::invalid(Text::new("error-component-impartial")))?;
    let position = game.parse(&argument_tokens(&position))?;
    Ok(Part { game, position })
}

#[cfg(test)]
mod tests {
    use super::files::Disk;
    use super::*;
    use crate::partizan::family::Side;
    use crate::text::Lang;
    use serde_json::Value;

    fn answer(words: &[&str], cx: &Context) -> Answer {
        let words: Vec<String> = words.iter().map(|w| w.to_string()).collect();
        let (source, position) = Source::read(&words, &Disk).unwrap();
        let request = Request {
            all_moves: true,
            ..Request::new(source, position)
        };
        solve(request, &Disk, cx, &mut |_| {}).unwrap()
    }

    #[test]
    fn the_moves_of_each_kind_of_answer_are_its_position_s_moves() {
        let cx = Context::new(Lang::En, Budget::of_machine());
        let listed = |words: &[&str], side| {
            let moves = answer(words, &cx).moves(side, &cx).unwrap();
            let after = |m: &Value| {
                m["position"]
                    .as_str()
                    .or(m["after"].as_str())
                    .map(String::from)
            };
            moves
                .as_array()
                .unwrap()
                .iter()
                .map(after)
                .collect::<Option<Vec<_>>>()
                .unwrap()
        };
        assert_eq!(listed(&["nim", "2"], None), ["0", "1"]);
        // Right lays a domino across 1x2; Left has no move there.
        assert_eq!(listed(&["domineering", "1x2"], Some(Side::Right)).len(), 1);
        assert!(listed(&["domineering", "1x2"], None).is_empty());
        let decided = listed(&["domineering", "--outcome", "2x2"], Some(Side::Left));
        assert_eq!(decided.len(), 2);
        assert!(listed(&["nimprod", "3", "5"], None).is_empty());
        let side = answer(&["nim", "2"], &cx).moves(Some(Side::Left), &cx);
        assert_eq!(side.unwrap_err().text().key(), "error-side-impartial");
    }
}
