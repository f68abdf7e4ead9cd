//! `boyi solve`: from a game and a position to an answer, by theory or by the generic engine.

use crate::args::EngineChoice;
use crate::failure::Failure;
use crate::lang::say;
use crate::{games, progress};

mod answer;
use boyi::ask::{self, files::Disk, Request, Workers};
use boyi::family::Road;
use boyi::{Context, Text};
use clap::ArgMatches;
use std::sync::Arc;

/// Answers `boyi solve`, returning the whole output: the command line's words translated
/// into a request of the library's front door, and its answer into text or JSON.
pub fn run(matches: &ArgMatches, cx: Context) -> Result<String, Failure> {
    let lang = cx.lang;
    let json = matches.get_flag("json");
    let all_moves = matches.get_flag("all-moves");
    let road = match matches.get_one::<EngineChoice>("engine") {
        Some(EngineChoice::Generic) => Road::Generic,
        Some(EngineChoice::Both) => Road::Both,
        _ => Road::Theory,
    };
    // The workers of `--workers`, `--hostfile`, … lent to the request, whatever its game:
    // the library says which searches take them.
    let workers = match matches.subcommand() {
        Some((_, sub)) => crate::db::cluster(sub)?,
        None => None,
    };
    let request = Request {
        road,
        all_moves,
        workers: workers.map(|cluster| Arc::new(cluster) as Arc<dyn Workers>),
        ..games::request(matches)?
    };
    let counter = std::cell::OnceCell::new();
    let mut searched = |nodes| {
        let counter =
            counter.get_or_init(|| progress::counter(&say(lang, &Text::new("outcome-searched"))));
        counter.set_position(nodes);
    };
    let answer = ask::solve(request, &Disk, &cx, &mut searched);
    if let Some(counter) = counter.get() {
        counter.finish_and_clear();
    }
    answer::render(answer?, json, &cx)
}
