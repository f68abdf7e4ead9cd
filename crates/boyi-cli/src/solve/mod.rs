//! `boyi solve`: from a game and a position to an answer, by theory or by the generic engine.

use crate::args::{DiceOptions, EngineChoice, GraphArgs};
use crate::failure::Failure;
use crate::games::{chosen, component, from_database};
use crate::lang::{say, word};
use crate::{dice, render};

mod graph;
use boyi::family::Road;
use boyi::games::compound::{self, Compound};
use boyi::games::sum::Part;
use boyi::nimber;
use boyi::notation::{Place, Token};
use boyi::Lang;
use boyi::{Context, Text};
use clap::{ArgMatches, FromArgMatches};

/// Answers `boyi solve`, returning the whole output.
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
            dice::solve(&DiceOptions::from_arg_matches(sub)?, json, lang)
        }
        Some(("graph", sub)) => {
            exact_only("graphs")?;
            graph::solve(&GraphArgs::from_arg_matches(sub)?, json, lang)
        }
        Some((name, sub)) if boyi::games::registry::find_partizan(name).is_some() => {
            // With `--outcome`, `--all-moves` decides every move of each player.
            let outcome = crate::partizan::outcome_asked(sub);
            if road != Road::Theory || (all_moves && !outcome) {
                exact_only("partizan")?;
            }
            let family = boyi::games::registry::find_partizan(name).expect("found above");
            crate::partizan::solve(family, sub, json, all_moves, cx)
        }
        Some(("nimprod", sub)) => {
            exact_only("nim products")?;
            nim_product(sub, json, lang)
        }
        Some(("sum", sub)) => {
            let mut parts = parts_of("sum", sub, road, cx.clone())?;
            let answer = compound::analyze(Compound::Sum, &mut parts, road, all_moves, cx.budget)?;
            Ok(render::answer(&answer, json, lang)?)
        }
        Some((name, sub)) if Compound::from_word(name).is_some() => {
            let kind = Compound::from_word(name).expect("matched above");
            let mut parts = parts_of(name, sub, road, cx.clone())?;
            let answer = compound::analyze(kind, &mut parts, road, all_moves, cx.budget)?;
            Ok(render::answer(&answer, json, lang)?)
        }
        _ => {
            if let (None, Some(file)) = (matches.subcommand(), matches.get_one::<String>("rules")) {
                let words: Vec<String> = matches
                    .get_many::<String>("position")
                    .map(|w| w.map(|w| crate::args::restore(w)).collect())
                    .unwrap_or_default();
                if let Some(text) = crate::partizan::solve_rules(file, &words, json, cx.clone())? {
                    return Ok(text);
                }
            }
            let c = chosen(matches, road, cx)?;
            let mut c = from_database(c, matches)?;
            let answer = c.game.analyze(&c.position, all_moves)?;
            Ok(render::answer(&answer, json, lang)?)
        }
    }
}

/// The components of a sum or a compound, each a quoted `GAME POSITION`.
fn parts_of(
    compound: &str,
    sub: &ArgMatches,
    road: Road,
    cx: Context,
) -> Result<Vec<Part>, Failure> {
    let texts: Vec<String> = sub
        .get_many::<String>("parts")
        .into_iter()
        .flatten()
        .map(|w| crate::args::restore(w))
        .collect();
    if texts.is_empty() {
        return Err(Failure::new(Text::new("error-empty-sum")));
    }
    let mut parts = Vec::with_capacity(texts.len());
    for (i, text) in texts.into_iter().enumerate() {
        let c = component(compound, i + 1, &text, road, cx.clone())?;
        parts.push(Part {
            game: c.game,
            position: c.position,
        });
    }
    Ok(parts)
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
