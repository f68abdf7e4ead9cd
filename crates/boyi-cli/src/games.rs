//! From the command line to a game: a family of the registry or a rule file, with its
//! options and position.

use crate::args;
use crate::failure::Failure;
use boyi::db::Meta;
use boyi::family::{DynGame, Family, Options, Position, Road};
use boyi::games::registry::{self, Entry};
use boyi::notation::argument_tokens;
use boyi::{Context, Text};
use clap::{ArgMatches, Command};
use std::path::Path;

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
    let position = game.parse(&argument_tokens(&words))?;
    Ok(Chosen { game, position })
}

/// The chosen game answered from the solve database of `--db FILE`, when one is given.
pub fn from_database(chosen: Chosen, matches: &ArgMatches) -> Result<Chosen, Failure> {
    let Some(file) = matches.get_one::<String>("db").map(|w| args::restore(w)) else {
        return Ok(chosen);
    };
    let Chosen { game, position } = chosen;
    let stored = boyi::family::Stored::open(game, &position, Path::new(&file))?;
    Ok(Chosen {
        game: Box::new(stored),
        position,
    })
}

/// The game named by `matches`, for commands that take no position (`table`).
pub fn chosen_game(
    matches: &ArgMatches,
    road: Road,
    cx: Context,
) -> Result<Box<dyn DynGame>, Failure> {
    let (game, words) = game_and_words(matches, road, cx)?;
    match words.first() {
        Some(word) => Err(Failure::new(
            Text::new("error-no-position-here").arg("word", crate::failure::quoted(word)),
        )),
        None => Ok(game),
    }
}

/// The game named by `matches` and the words typed for its position.
fn game_and_words(
    matches: &ArgMatches,
    road: Road,
    cx: Context,
) -> Result<(Box<dyn DynGame>, Vec<String>), Failure> {
    Ok(match matches.subcommand() {
        Some((name, sub)) => {
            let family = registry::find(name).ok_or_else(|| {
                Failure::new(Text::new("error-not-in-registry").arg("name", name))
            })?;
            let options = options_of(family, sub).with_files(family.options, crate::input::file)?;
            ((family.load)(&options, road, cx.budget)?, words(sub))
        }
        None => match matches.get_one::<String>("rules") {
            Some(file) => (rule_file(file, road, cx)?, words(matches)),
            None => {
                let word = words(matches).into_iter().next();
                let named = word.as_deref().and_then(registry::lookup);
                return Err(Failure::new(match (word, named) {
                    // A family the command has no subcommand for: `boyi table nim`.
                    (_, Some(Entry::Impartial(f))) => {
                        Text::new("error-no-table").arg("game", f.name)
                    }
                    (_, Some(Entry::Partizan(f))) => {
                        Text::new("not-for-table-partizan").arg("game", f.name)
                    }
                    (Some(word), None) => {
                        Text::new("error-not-a-game").arg("word", crate::failure::quoted(&word))
                    }
                    (None, None) => Text::new("error-name-a-game"),
                }));
            }
        },
    })
}

/// The options of `family` given on its subcommand.
pub fn options_of(family: &Family, sub: &ArgMatches) -> Options {
    let mut options = Options::default();
    for option in family.options {
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
    matches
        .get_many::<String>("position")
        .map(|w| w.map(|w| args::restore(w)).collect())
        .unwrap_or_default()
}

/// Loads a rule file; its errors name the file.
fn rule_file(file: &str, road: Road, cx: Context) -> Result<Box<dyn DynGame>, Failure> {
    Ok(boyi::rules::load_file(Path::new(file), road, cx.budget)?)
}

/// A component of a sum, written like the game of a `boyi solve` command; a rule file as
/// `FILE.rhai POSITION` (or `--rules FILE POSITION`), a game graph as `FILE.graph VERTEX`.
pub fn component(
    compound: &str,
    index: usize,
    text: &str,
    road: Road,
    cx: Context,
) -> Result<Chosen, Failure> {
    let place = || {
        Text::new("place-compound-component")
            .arg("compound", compound.to_string())
            .arg("index", index)
            .arg("component", format!("\"{text}\""))
    };
    let in_part = |f: Failure| f.context(place());
    let mut words: Vec<&str> = text.split_whitespace().collect();
    if let Some(file) = words.first().filter(|w| w.ends_with(".graph")) {
        let read = crate::input::file(file).map_err(in_part)?;
        let game = boyi::games::token::load(file, read).map_err(|e| in_part(e.into()))?;
        let position = game
            .parse(&argument_tokens(&words[1..]))
            .map_err(|e| in_part(e.into()))?;
        return Ok(Chosen { game, position });
    }
    if words.first().is_some_and(|w| w.ends_with(".rhai")) {
        words.insert(0, "--rules");
    }
    let parser = args::with_games(Command::new("component").no_binary_name(true), |_| true);
    let matches = parser.try_get_matches_from(&words).map_err(|e| {
        in_part(Failure::new(if e.use_stderr() {
            crate::failure::first_line(&e)
        } else {
            Text::new("error-help-in-sum")
        }))
    })?;
    chosen(&matches, road, cx).map_err(in_part)
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
