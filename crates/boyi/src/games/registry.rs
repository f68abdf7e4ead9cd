//! The registry: every game family Boyi knows, found by name or alias.
//!
//! A family is one [`Family`] (valued by outcome) or [`PartizanFamily`] (by canonical form) value in its own module
//! under `games/`, listed once in [`REGISTRY`]. Everything that serves users walks this list and never matches on a name:
//! the command line builds its subcommands and options from it, and loads a game with
//! [`Family::load`]. What a family is ([`Family`], its options) belongs to the interface,
//! [`crate::family`], which the games import; only this list imports the games.

use crate::family::Family;
use crate::family::PartizanFamily;
use crate::games::{
    bash, chomp, clobber, coins, connect4, corners, cram, domineering, fibonacci, geography, green,
    hackenbush, lol, matches, nim, octal, staircase, subtraction, toads, wythoff,
};

/// One family of the registry, by what its positions are valued by.
#[derive(Clone, Copy)]
pub enum Entry {
    /// A family whose players have the same moves from a position, valued by outcome and
    /// remoteness, and by nimber where its games are impartial under normal play
    /// ([`crate::game::Kind`]): Nim and the take-away games, and the seeds' LOL (with
    /// ties) and Connect Four (whose positions say whose stones are dropped).
    ByOutcome(&'static Family),
    /// A partizan family, each player with moves of their own: valued by canonical form,
    /// and decided by an outcome search where it has one.
    ByForm(&'static PartizanFamily),
}

impl Entry {
    /// The name typed after `boyi solve`.
    pub fn name(self) -> &'static str {
        match self {
            Entry::ByOutcome(f) => f.name,
            Entry::ByForm(f) => f.name,
        }
    }

    /// Another name (Chinese), if it has one.
    pub fn alias(self) -> Option<&'static str> {
        match self {
            Entry::ByOutcome(f) => f.alias,
            Entry::ByForm(f) => f.alias,
        }
    }

    /// What is told of the family when the games are listed, its rules in `lang`.
    pub fn about(self, lang: crate::text::Lang) -> crate::family::About {
        match self {
            Entry::ByOutcome(f) => f.about(lang),
            Entry::ByForm(f) => f.about(lang),
        }
    }
}

/// Every game family, in the order `boyi games` lists them: the registry's one list.
pub const REGISTRY: &[Entry] = &[
    Entry::ByOutcome(&nim::FAMILY),
    Entry::ByOutcome(&bash::FAMILY),
    Entry::ByOutcome(&subtraction::FAMILY),
    Entry::ByOutcome(&wythoff::FAMILY),
    Entry::ByOutcome(&staircase::FAMILY),
    Entry::ByOutcome(&fibonacci::FAMILY),
    Entry::ByOutcome(&geography::FAMILY),
    Entry::ByOutcome(&green::FAMILY),
    Entry::ByOutcome(&chomp::FAMILY),
    Entry::ByOutcome(&lol::FAMILY),
    Entry::ByOutcome(&matches::FAMILY),
    Entry::ByOutcome(&connect4::FAMILY),
    Entry::ByOutcome(&octal::FAMILY),
    Entry::ByOutcome(&octal::GRUNDY),
    Entry::ByOutcome(&coins::FAMILY),
    Entry::ByOutcome(&corners::FAMILY),
    Entry::ByOutcome(&cram::FAMILY),
    Entry::ByForm(&domineering::FAMILY),
    Entry::ByForm(&clobber::FAMILY),
    Entry::ByForm(&hackenbush::FAMILY),
    Entry::ByForm(&toads::FAMILY),
];

/// The families valued by outcome (and nimber), in the registry's order.
pub fn by_outcome() -> impl Iterator<Item = &'static Family> + Clone {
    REGISTRY.iter().filter_map(|e| match *e {
        Entry::ByOutcome(f) => Some(f),
        Entry::ByForm(_) => None,
    })
}

/// The partizan families of the registry, in its order.
pub fn partizan() -> impl Iterator<Item = &'static PartizanFamily> + Clone {
    REGISTRY.iter().filter_map(|e| match *e {
        Entry::ByForm(f) => Some(f),
        Entry::ByOutcome(_) => None,
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
        Entry::ByForm(f) => Some(f),
        Entry::ByOutcome(_) => None,
    }
}

/// The impartial family called `name`, by its name or its alias.
pub fn find(name: &str) -> Option<&'static Family> {
    match lookup(name)? {
        Entry::ByOutcome(f) => Some(f),
        Entry::ByForm(_) => None,
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

    /// A family's example read as the command line reads it: its options (files read from
    /// the repository's top folder) and the words of its position.
    fn example(f: &'static Family) -> (Options, Vec<&'static str>) {
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
        let top = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let options = options
            .with_files(f.options, |path| std::fs::read_to_string(top.join(path)))
            .unwrap();
        (options, position)
    }

    /// Random games of every family played to their end from its example, every position
    /// written and read back: the text reads to a position written the same, with the same
    /// moves, the end included (a Hackenbush picture with no edge left, an empty row).
    #[test]
    fn every_position_a_game_reaches_reads_back() {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(51);
        for f in by_outcome() {
            let (options, position) = example(f);
            let game =
                (f.load)(&options, Road::Theory, crate::budget::Budget::of_machine()).unwrap();
            for _ in 0..20 {
                let mut p = game
                    .parse(&crate::notation::argument_tokens(&position))
                    .unwrap();
                loop {
                    let written = game.show(&p);
                    let words: Vec<&str> = written.split_whitespace().collect();
                    let read = game.parse(&crate::notation::argument_tokens(&words));
                    let read = read.unwrap_or_else(|e| panic!("{}: {written:?}: {e}", f.name));
                    assert_eq!(game.show(&read), written, "{}", f.name);
                    let moves = game.successors(&p).unwrap();
                    let again = game.successors(&read).unwrap();
                    assert_eq!(moves.len(), again.len(), "{}: {written}", f.name);
                    if moves.is_empty() || game.is_over(&p) {
                        break;
                    }
                    p = moves[rng.random_range(0..moves.len())].1.clone();
                }
            }
        }
        for f in partizan() {
            let budget = crate::budget::Budget::of_machine();
            for _ in 0..10 {
                let position = f.example.split_once(' ').map_or("", |(_, p)| p);
                let mut text = position.to_string();
                for side in [
                    crate::partizan::family::Side::Left,
                    crate::partizan::family::Side::Right,
                ]
                .into_iter()
                .cycle()
                {
                    let solution = (f.solve)(&text, budget.clone())
                        .unwrap_or_else(|e| panic!("{}: {text:?}: {e}", f.name));
                    let again = (f.solve)(&solution.position, budget.clone()).unwrap();
                    assert_eq!(again.position, solution.position, "{}", f.name);
                    let moves = solution.moves(side);
                    if moves.is_empty() {
                        break;
                    }
                    text = moves[rng.random_range(0..moves.len())].position.clone();
                }
            }
        }
    }

    /// Every example, with and without `--misere` where the family takes it, on both roads:
    /// it solves, and its explanation, moves and rules read in both languages (a missing
    /// message or argument fails the debug assertion of `Text::render`).
    #[test]
    fn every_example_solves_and_speaks_both_languages() {
        for f in by_outcome() {
            assert!(chinese(&f.rules().render(Lang::Zh)), "{}'s rules", f.name);
            let (mut options, position) = example(f);
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

    /// A family that says its long searches can be kept in a file takes one for its
    /// example (and writes it at once); every other refuses it in both languages and writes
    /// nothing.
    #[test]
    fn a_family_keeps_its_run_where_it_says_it_does() {
        for f in by_outcome() {
            let path = std::env::temp_dir().join(format!(
                "boyi-run-{}-{}.json",
                f.name,
                std::process::id()
            ));
            let (options, position) = example(f);
            let budget = crate::budget::Budget::of_machine();
            let mut game = (f.load)(&options, Road::Theory, budget).unwrap();
            let p = game
                .parse(&crate::notation::argument_tokens(&position))
                .unwrap();
            match game.keep_run(&path, &p) {
                Ok(()) => assert!(f.resumable && path.exists(), "{}", f.name),
                Err(e) => {
                    assert!(!f.resumable && !path.exists(), "{}: {e}", f.name);
                    assert!(chinese(&e.text().render(Lang::Zh)), "{e}");
                }
            }
            let _ = std::fs::remove_file(&path);
        }
    }
}
