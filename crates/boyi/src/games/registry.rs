//! The registry: every game family Boyi knows, found by name or alias.
//!
//! A family is one [`Family`] (impartial) or [`PartizanFamily`] value in its own module
//! under `games/`, listed once in [`REGISTRY`]. Everything that serves users walks this list and never matches on a name:
//! the command line builds its subcommands and options from it, and loads a game with
//! [`Family::load`]. What a family is ([`Family`], its options) belongs to the interface,
//! [`crate::family`], which the games import; only this list imports the games.

use crate::family::Family;
use crate::family::PartizanFamily;
use crate::games::{
    bash, chomp, clobber, coins, connect4, corners, cram, domineering, fibonacci, geography,
    hackenbush, lol, matches, nim, octal, staircase, subtraction, toads, wythoff,
};

/// One family of the registry: impartial (valued by outcome, nimber and remoteness) or
/// partizan (valued by canonical forms, each player with moves of its own).
#[derive(Clone, Copy)]
pub enum Entry {
    /// An impartial family (and the rule-bound games of the seeds).
    Impartial(&'static Family),
    /// A partizan family.
    Partizan(&'static PartizanFamily),
}

impl Entry {
    /// The name typed after `boyi solve`.
    pub fn name(self) -> &'static str {
        match self {
            Entry::Impartial(f) => f.name,
            Entry::Partizan(f) => f.name,
        }
    }

    /// Another name (Chinese), if it has one.
    pub fn alias(self) -> Option<&'static str> {
        match self {
            Entry::Impartial(f) => f.alias,
            Entry::Partizan(f) => f.alias,
        }
    }

    /// What is told of the family when the games are listed, its rules in `lang`.
    pub fn about(self, lang: crate::text::Lang) -> crate::family::About {
        match self {
            Entry::Impartial(f) => f.about(lang),
            Entry::Partizan(f) => f.about(lang),
        }
    }
}

/// Every game family, in the order `boyi games` lists them: the registry's one list.
pub const REGISTRY: &[Entry] = &[
    Entry::Impartial(&nim::FAMILY),
    Entry::Impartial(&bash::FAMILY),
    Entry::Impartial(&subtraction::FAMILY),
    Entry::Impartial(&wythoff::FAMILY),
    Entry::Impartial(&staircase::FAMILY),
    Entry::Impartial(&fibonacci::FAMILY),
    Entry::Impartial(&geography::FAMILY),
    Entry::Impartial(&chomp::FAMILY),
    Entry::Impartial(&lol::FAMILY),
    Entry::Impartial(&matches::FAMILY),
    Entry::Impartial(&connect4::FAMILY),
    Entry::Impartial(&octal::FAMILY),
    Entry::Impartial(&octal::GRUNDY),
    Entry::Impartial(&coins::FAMILY),
    Entry::Impartial(&corners::FAMILY),
    Entry::Impartial(&cram::FAMILY),
    Entry::Partizan(&domineering::FAMILY),
    Entry::Partizan(&clobber::FAMILY),
    Entry::Partizan(&hackenbush::FAMILY),
    Entry::Partizan(&toads::FAMILY),
];

/// The impartial families of the registry, in its order.
pub fn impartial() -> impl Iterator<Item = &'static Family> + Clone {
    REGISTRY.iter().filter_map(|e| match *e {
        Entry::Impartial(f) => Some(f),
        Entry::Partizan(_) => None,
    })
}

/// The partizan families of the registry, in its order.
pub fn partizan() -> impl Iterator<Item = &'static PartizanFamily> + Clone {
    REGISTRY.iter().filter_map(|e| match *e {
        Entry::Partizan(f) => Some(f),
        Entry::Impartial(_) => None,
    })
}

/// Every family, as the games are listed (`boyi games --json`, `/api/games`, Python's
/// `boyi.games()`): one list, the rules in `lang`.
pub fn about(lang: crate::text::Lang) -> Vec<crate::family::About> {
    REGISTRY.iter().map(|e| e.about(lang)).collect()
}

/// The family called `name`, impartial or partizan, by its name or its alias.
pub fn lookup(name: &str) -> Option<Entry> {
    REGISTRY
        .iter()
        .copied()
        .find(|e| e.name() == name || e.alias() == Some(name))
}

/// The partizan family called `name`, by its name or its alias.
pub fn find_partizan(name: &str) -> Option<&'static PartizanFamily> {
    match lookup(name)? {
        Entry::Partizan(f) => Some(f),
        Entry::Impartial(_) => None,
    }
}

/// The impartial family called `name`, by its name or its alias.
pub fn find(name: &str) -> Option<&'static Family> {
    match lookup(name)? {
        Entry::Impartial(f) => Some(f),
        Entry::Partizan(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family::{Options, Road};
    use crate::text::Lang;

    #[test]
    fn names_and_aliases_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for (name, alias) in REGISTRY.iter().map(|e| (e.name(), e.alias())) {
            assert!(seen.insert(name), "{name} twice");
            if let Some(a) = alias {
                assert!(seen.insert(a), "{a} twice");
            }
        }
        assert_eq!(find("高僧斗法").map(|f| f.name), Some("staircase"));
        assert!(find("chess").is_none());
    }

    /// Whether `text` has a Chinese character.
    fn chinese(text: &str) -> bool {
        text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
    }

    /// Every family, partizan ones too, has a name in Chinese.
    #[test]
    fn every_family_is_named_in_chinese() {
        for about in about(Lang::Zh) {
            assert!(chinese(&about.title), "{}'s Chinese name", about.game);
            assert_ne!(about.title, about.game, "{} has a title", about.game);
        }
    }

    /// Every example, with and without `--misere` where the family takes it, on both roads:
    /// it solves, and its explanation, moves and rules read in both languages (a missing
    /// message or argument fails the debug assertion of `Text::render`).
    #[test]
    fn every_example_solves_and_speaks_both_languages() {
        for f in impartial() {
            assert!(chinese(&f.rules().render(Lang::Zh)), "{}'s rules", f.name);
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
            // A file the example names is read from the repository's top folder.
            let top = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
            let mut options = options
                .with_files(f.options, |path| std::fs::read_to_string(top.join(path)))
                .unwrap();
            let misere = f.options.iter().any(|o| o.long == "--misere");
            for play in [false, true].into_iter().filter(|&m| !m || misere) {
                if play {
                    options.set("--misere", None);
                }
                for road in [Road::Theory, Road::Generic] {
                    let mut game =
                        (f.load)(&options, road, crate::budget::Budget::of_machine()).unwrap();
                    let p = game
                        .parse(&crate::notation::argument_tokens(&position))
                        .unwrap();
                    let answer = match game.analyze(&p, true) {
                        Ok(answer) => answer,
                        // A generic search may be refused for a large example.
                        Err(e) if road == Road::Generic => {
                            assert!(chinese(&e.text().render(Lang::Zh)), "{e}");
                            continue;
                        }
                        Err(e) => panic!("{}: {e}", f.example),
                    };
                    let why = answer.explanation.render(Lang::Zh);
                    assert!(chinese(&why), "{} ({road:?}): {why}", f.example);
                    assert_ne!(why, answer.explanation.render(Lang::En));
                    for m in answer.moves.iter().flatten() {
                        assert!(!m.mv.render(Lang::Zh).is_empty());
                        assert!(!m.mv.render(Lang::En).is_empty());
                    }
                }
            }
        }
    }
}
