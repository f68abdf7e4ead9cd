//! `boyi solve`: from a game and a position to an answer, by theory or by the generic engine.

use crate::args::{DiceOptions, EngineChoice, GraphArgs};
use crate::failure::Failure;
use crate::games::{chosen, component};
use crate::{dice, graph, render};
use boyi::family::{engine_of, Road};
use boyi::games::sum::{self, Part};
use boyi::nimber;
use boyi::notation::{Place, Token};
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
        Some(("nimprod", sub)) => {
            exact_only("nim products")?;
            nim_product(sub, json)
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

/// `boyi solve nimprod A B`: the nim product, with the inverse of each factor.
fn nim_product(matches: &ArgMatches, json: bool) -> Result<String, Failure> {
    let factor = |name: &'static str, place: usize| -> Result<u128, Failure> {
        let text = matches
            .get_one::<String>(name)
            .map(|w| crate::args::restore(w));
        let Some(text) = text else {
            return Err(Failure::new("expected two numbers: boyi solve nimprod A B"));
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
    let inverse_line = |x: u128| match inverse(x) {
        Some(i) => format!("nim inverse of {x}: {i}"),
        None => "0 has no nim inverse".to_string(),
    };
    let inverses = if a == b {
        inverse_line(a)
    } else {
        format!("{}\n{}", inverse_line(a), inverse_line(b))
    };
    Ok(format!(
        "{a} ⊗ {b} = {product}\n{inverses}\nwhy: nim multiplication (Conway) is the product of the field of nimbers: \
         a ⊗ b = mex{{a' ⊗ b ⊕ a ⊗ b' ⊕ a' ⊗ b'}} over a' < a, b' < b, with ⊕ the xor. It is computed \
         by splitting at a Fermat 2-power F = 2^(2^k), where x ⊗ F = x·F for x < F and F ⊗ F = F ⊕ F/2. \
         By the Tartan theorem it is the value of a heads coin at (a, b) in Turning Corners.\n",
    ))
}
