//! The registry: every game family Boyi knows, found by name or alias.
//!
//! A family is one [`Family`] value in its own module under `games/`, listed once in
//! [`FAMILIES`]. Everything that serves users walks this list and never matches on a name:
//! the command line builds its subcommands and options from it, and loads a game with
//! [`Family::load`]. What a family is ([`Family`], its options) belongs to the interface,
//! [`crate::family`], which the games import; only this list imports the games.

use crate::family::Family;
use crate::games::{
    bash, coins, corners, lol, matches, nim, octal, staircase, subtraction, wythoff,
};

/// Every game family, in the order `boyi games` lists them.
pub const FAMILIES: &[&Family] = &[
    &nim::FAMILY,
    &bash::FAMILY,
    &subtraction::FAMILY,
    &wythoff::FAMILY,
    &staircase::FAMILY,
    &lol::FAMILY,
    &matches::FAMILY,
    &octal::FAMILY,
    &octal::GRUNDY,
    &coins::FAMILY,
    &corners::FAMILY,
];

/// The family called `name`, by its name or its alias.
pub fn find(name: &str) -> Option<&'static Family> {
    FAMILIES
        .iter()
        .copied()
        .find(|f| f.name == name || f.alias == Some(name))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family::{Options, Road};

    #[test]
    fn names_and_aliases_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for f in FAMILIES {
            assert!(seen.insert(f.name), "{} twice", f.name);
            if let Some(a) = f.alias {
                assert!(seen.insert(a), "{a} twice");
            }
        }
        assert_eq!(find("高僧斗法").map(|f| f.name), Some("staircase"));
        assert!(find("chess").is_none());
    }

    #[test]
    fn every_example_solves() {
        for f in FAMILIES {
            let words: Vec<&str> = f.example.split_whitespace().collect();
            assert_eq!(words[0], f.name, "{}'s example names its family", f.name);
            let mut options = Options::default();
            let mut position = Vec::new();
            let mut rest = words[1..].iter();
            while let Some(&w) = rest.next() {
                let next_positional = f
                    .options
                    .iter()
                    .filter(|o| o.positional)
                    .find(|o| options.token(o.long).is_none());
                match f.options.iter().find(|o| w == o.long) {
                    Some(o) if o.value.is_some() => {
                        options.set(o.long, rest.next().map(|v| v.to_string()))
                    }
                    Some(o) => options.set(o.long, None),
                    None => match next_positional {
                        Some(o) => options.set(o.long, Some(w.to_string())),
                        None => position.push(w),
                    },
                }
            }
            let mut game = (f.load)(&options, Road::Theory).unwrap();
            let p = game
                .parse(&crate::notation::argument_tokens(&position))
                .unwrap();
            game.analyze(&p, true).unwrap();
        }
    }
}
