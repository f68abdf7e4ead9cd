//! `boyi solve`: from a game and a position to an answer, by theory or by the generic engine.

use crate::args::{DiceOptions, EngineChoice};
use crate::failure::Failure;
use crate::lang::{say, word};
use crate::{dice, games, progress};

mod answer;
use boyi::ask::{self, files::Disk, Request};
use boyi::family::Road;
use boyi::nimber;
use boyi::notation::{Place, Token};
use boyi::Lang;
use boyi::{Context, Text};
use clap::{ArgMatches, FromArgMatches};

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
    let exact_only = |what: &'static str| {
        if road != Road::Theory || all_moves {
            return Err(Failure::new(
                Text::new("error-exact-only").arg("what", what),
            ));
        }
        Ok(())
    };
    match matches.subcommand() {
        Some(("dice", sub)) => {
            exact_only("dice")?;
            return dice::solve(&DiceOptions::from_arg_matches(sub)?, json, lang);
        }
        Some(("nimprod", sub)) => {
            exact_only("nim products")?;
            return nim_product(sub, json, lang);
        }
        Some((name, sub)) => {
            if let Some(text) = crate::partizan::spread_outcome(name, sub, json, all_moves, &cx)? {
                return Ok(text);
            }
        }
        None => {}
    }
    let request = Request {
        road,
        all_moves,
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

/// `boyi solve nimprod A B`: the nim product, with the inverse of each factor.
fn nim_product(matches: &ArgMatches, json: bool, lang: Lang) -> Result<String, Failure> {
    let factor = |name: &'static str, place: usize| -> Result<u128, Failure> {
        let text = matches
            .get_one::<String>(name)
            .map(|w| crate::args::restore(w));
        let Some(text) = text else {
            return Err(Failure::new(Text::new("error-nimprod-numbers")));
        };
        let token = Token {
            text: &text,
            at: Place::Argument(place),
        };
        Ok(nimber::parse(&token)?)
    };
    let (a, b) = (factor("a", 1)?, factor("b", 2)?);
    let product = nimber::mul128(a, b);
    let inverse = |x: u128| nimber::inverse128(x).map(|i| i.to_string());
    if json {
        let report = serde_json::json!({
            "game": "nimprod",
            "a": a.to_string(),
            "b": b.to_string(),
            "product": product.to_string(),
            "inverse_a": inverse(a),
            "inverse_b": inverse(b),
        });
        return Ok(serde_json::to_string_pretty(&report)? + "\n");
    }
    let inverse_line = |x: u128| {
        let found = inverse(x);
        say(
            lang,
            &Text::new("nimprod-inverse")
                .arg("x", x.to_string())
                .arg("found", u8::from(found.is_some()))
                .arg("inverse", found.unwrap_or_default()),
        )
    };
    let inverses = if a == b {
        inverse_line(a)
    } else {
        format!("{}\n{}", inverse_line(a), inverse_line(b))
    };
    Ok(format!(
        "{a} ⊗ {b} = {product}\n{inverses}\n{}\n",
        word(lang, "nimprod-why")
    ))
}
