//! From the command line to a game: a family of the registry, a form of the front door (a
//! compound, a game graph, the dice gamble, nim products) or a rule file, with its options
//! and position.

use crate::args;
use crate::failure::Failure;
use boyi::ask::files::{Disk, Found};
use boyi::ask::{form, Request, Source, Storage};
use boyi::db::Meta;
use boyi::family::{DynGame, OptionSpec, Options, Position, Road};
use boyi::games::registry::{self, Entry};
use boyi::notation::argument_tokens;
use boyi::{Context, Text};
use clap::{ArgMatches, Command};
use std::path::PathBuf;

/// A game chosen on the command line, and the position typed for it.
pub struct Chosen {
    /// The game with its options.
    pub game: Box<dyn DynGame>,
    /// The position.
    pub position: Position,
}

/// The game named by `matches` (a family subcommand, or `--rules FILE`) and its position.
pub fn chosen(matches: &ArgMatches, road: Road, cx: Context) -> Result<Chosen, Failure> {
    let (game, words) = game_and_words(matches, road, cx)?;
    let game = game.ok_or_else(|| Failure::new(Text::new("error-partizan-db")))?;
    let position = game.parse(&argument_tokens(&words))?;
    Ok(Chosen { game, position })
}

/// Where `--db FILE` (on the subcommand `sub` or on the command `matches`) says stored
/// answers come from.
fn storage(matches: &ArgMatches, sub: &ArgMatches) -> Storage {
    let db = sub
        .try_get_one::<String>("db")
        .ok()
        .flatten()
        .or_else(|| matches.try_get_one::<String>("db").ok().flatten());
    match db {
        Some(file) => Storage::Database(PathBuf::from(args::restore(file))),
        None => Storage::None,
    }
}

/// The game named by `matches`, for commands that take no position (`table`).
pub fn chosen_game(
    matches: &ArgMatches,
    road: Road,
    cx: Context,
) -> Result<Box<dyn DynGame>, Failure> {
    let (game, words) = game_and_words(matches, road, cx)?;
    if let Some(word) = words.first() {
        return Err(Failure::new(
            Text::new("error-no-position-here").arg("word", crate::failure::quoted(word)),
        ));
    }
    game.ok_or_else(|| Failure::new(Text::new("error-no-table-here")))
}

/// A game valued by outcome, loaded, or `None` where the source gives none (a partizan
/// rule file).
type Loaded = Option<Box<dyn DynGame>>;

/// The game valued by outcome that `matches` names (`None` for a partizan rule file),
/// loaded on `road` as the library's front door reads its source, and the words typed for
/// its position.
fn game_and_words(
    matches: &ArgMatches,
    road: Road,
    cx: Context,
) -> Result<(Loaded, Vec<String>), Failure> {
    if let Some(form) = matches.subcommand_name().and_then(form::find) {
        // A form of the front door is answered by `solve` alone.
        return Err(Failure::new(
            Text::new("not-for-form").arg("game", form.name),
        ));
    }
    let Request {
        source, position, ..
    } = request(matches)?;
    Ok((source.by_outcome(road, &Disk, &cx.budget)?, position))
}

/// Why `matches` names no game: no subcommand and no `--rules FILE`.
fn no_game(matches: &ArgMatches) -> Failure {
    let word = words(matches).into_iter().next();
    let named = word.as_deref().and_then(registry::lookup);
    Failure::new(match (word, named) {
        // A family the command has no subcommand for: `boyi table nim`.
        (_, Some(Entry::ByOutcome(f))) => Text::new("error-no-table").arg("game", f.name),
        (_, Some(Entry::ByForm(f))) => Text::new("not-for-table-partizan").arg("game", f.name),
        (Some(word), None) => {
            Text::new("error-not-a-game").arg("word", crate::failure::quoted(&word))
        }
        (None, None) => Text::new("error-name-a-game"),
    })
}

/// The options declared by `specs` (a family's, a form's) given on its subcommand.
pub fn given(specs: &'static [OptionSpec], sub: &ArgMatches) -> Options {
    let mut options = Options::default();
    for option in specs {
        match option.value {
            Some(_) => {
                if let Some(v) = sub.get_one::<String>(option.name()) {
                    options.set(option.long, Some(v.clone()));
                }
            }
            None if sub.get_flag(option.name()) => options.set(option.long, None),
            None => {}
        }
    }
    options
}

/// The words typed as the position.
pub fn words(matches: &ArgMatches) -> Vec<String> {
    // A game without a position (the dice gamble) has no such argument.
    let typed = matches.try_get_many::<String>("position").ok().flatten();
    typed
        .map(|w| w.map(|w| args::restore(w)).collect())
        .unwrap_or_default()
}

/// The request `boyi solve` names, translated for the library's front door: the game of the
/// subcommand (a family with its options, a compound and its components, a game graph, the
/// dice gamble, a nim product) or of `--rules FILE`, the position typed, `--full` and the
/// database of `--db FILE`.
pub fn request(matches: &ArgMatches) -> Result<Request, Failure> {
    let (source, position, sub) = match matches.subcommand() {
        Some((name, sub)) => match (form::find(name), registry::lookup(name)) {
            (Some(form), _) => {
                let (source, position) = (form.read)(given(form.options, sub), words(sub), &Disk)?;
                (source, position, sub)
            }
            (None, Some(Entry::ByOutcome(f))) => {
                (Source::Family(f, given(f.options, sub)), words(sub), sub)
            }
            (None, Some(Entry::ByForm(f))) => {
                let outcome = outcome_asked(sub);
                (Source::Partizan(f, outcome), words(sub), sub)
            }
            (None, None) => {
                return Err(Failure::new(
                    Text::new("error-not-in-registry").arg("name", name),
                ))
            }
        },
        None => match matches.get_one::<String>("rules") {
            Some(file) => {
                let path = PathBuf::from(args::restore(file));
                (Source::Rules(Found::disk(path)), words(matches), matches)
            }
            None => return Err(no_game(matches)),
        },
    };
    let checkpoint = sub.try_get_one::<String>(args::CHECKPOINT).ok().flatten();
    Ok(Request {
        full: sub.try_get_one::<bool>("full").ok().flatten() == Some(&true),
        storage: storage(matches, sub),
        checkpoint: checkpoint.map(|file| PathBuf::from(args::restore(file))),
        ..Request::new(source, position)
    })
}

/// The game and root a database was built for, read back from its header.
pub fn of_database(meta: &Meta, cx: Context) -> Result<Chosen, Failure> {
    let mut words = meta.game.clone();
    words.extend(meta.root.split_whitespace().map(String::from));
    let parser = args::with_games(Command::new("game").no_binary_name(true), |_| true);
    let matches = parser
        .try_get_matches_from(&words)
        .map_err(|e| Failure::new(crate::failure::first_line(&e)))?;
    chosen(&matches, Road::Theory, cx)
}

/// Whether `--outcome` was given (a family without an outcome search has no such flag).
pub fn outcome_asked(sub: &ArgMatches) -> bool {
    sub.try_get_one::<bool>("outcome").ok().flatten() == Some(&true)
}
