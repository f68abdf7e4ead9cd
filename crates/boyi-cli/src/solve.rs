//! `boyi solve`: from a game and a position to an answer, by theory or by the generic engine.

use crate::args::{DiceOptions, EngineChoice, GraphArgs};
use crate::failure::Failure;
use crate::games::{chosen, component};
use crate::{dice, graph, render};
use boyi::family::{engine_of, Road};
use boyi::games::sum::{self, Part};
use clap::{ArgMatches, FromArgMatches};

/// Answers `boyi solve`, returning the whole output.
pub fn run(matches: &ArgMatches) -> Result<String, Failure> {
    let json = matches.get_flag("json");
    let all_moves = matches.get_flag("all-moves");
    let road = match matches.get_one::<EngineChoice>("engine") {
        Some(EngineChoice::Generic) => Road::Generic,
        _ => Road::Theory,
    };
    let exact_only = |what: &str| {
        if road == Road::Generic || all_moves {
            return Err(Failure::new(format!(
                "--engine generic and --all-moves apply to positions of games; {what} are solved \
                 exactly by their own engines"
            )));
        }
        Ok(())
    };
    match matches.subcommand() {
        Some(("dice", sub)) => {
            exact_only("dice")?;
            dice::solve(&DiceOptions::from_arg_matches(sub)?, json)
        }
        Some(("graph", sub)) => {
            exact_only("graphs")?;
            graph::solve(&GraphArgs::from_arg_matches(sub)?, json)
        }
        Some(("sum", sub)) => {
            let texts: Vec<String> = sub
                .get_many::<String>("parts")
                .into_iter()
                .flatten()
                .map(|w| crate::args::restore(w))
                .collect();
            if texts.is_empty() {
                return Err(Failure::new(
                    "a sum needs at least one component, e.g. \"nim 3 4\"",
                ));
            }
            let mut parts = Vec::with_capacity(texts.len());
            for (i, text) in texts.into_iter().enumerate() {
                let c = component(i + 1, &text, road)?;
                parts.push(Part {
                    game: c.game,
                    position: c.position,
                });
            }
            let answer = sum::analyze(&mut parts, engine_of(road), all_moves)?;
            Ok(render::answer(&answer, json)?)
        }
        _ => {
            let mut c = chosen(matches, road)?;
            let answer = c.game.analyze(&c.position, all_moves)?;
            Ok(render::answer(&answer, json)?)
        }
    }
}
