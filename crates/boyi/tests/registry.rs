//! Every family of the registry, on both roads: the theory's answer and every move's value
//! agree with plain search on all small positions.

use boyi::analysis::MoveValue;
use boyi::family::{DynGame, Options, Road};
use boyi::games::registry;
use boyi::notation::argument_tokens;
use proptest::prelude::*;

/// A family, its options and a position, as a user types them.
#[derive(Clone, Debug)]
struct Request {
    family: &'static str,
    options: Vec<(&'static str, Option<String>)>,
    words: Vec<String>,
}

fn load(r: &Request, road: Road) -> Box<dyn DynGame> {
    let mut options = Options::default();
    for (long, value) in &r.options {
        options.set(long, value.clone());
    }
    (registry::find(r.family).unwrap().load)(&options, road, boyi::budget::Budget::of_machine())
        .unwrap()
}

fn misere() -> impl Strategy<Value = Vec<(&'static str, Option<String>)>> {
    prop_oneof![Just(vec![]), Just(vec![("--misere", None)])]
}

fn words(values: Vec<u64>) -> Vec<String> {
    values.iter().map(u64::to_string).collect()
}

fn requests() -> impl Strategy<Value = Request> {
    // Nim, and Moore's Nim_k for k = 2 and 3.
    let nim = (prop::collection::vec(0u64..5, 1..4), misere(), 1u64..4).prop_map(
        |(heaps, mut options, k)| {
            if k > 1 {
                options.push(("--k", Some(k.to_string())));
            }
            Request {
                family: "nim",
                options,
                words: words(heaps),
            }
        },
    );
    let bash = (1u64..6, 0u64..40, misere()).prop_map(|(max, n, mut options)| {
        options.push(("--max", Some(max.to_string())));
        Request {
            family: "bash",
            options,
            words: words(vec![n]),
        }
    });
    let subtraction = (
        prop::collection::btree_set(1u64..9, 1..4),
        0u64..60,
        misere(),
    )
        .prop_map(|(set, n, mut options)| {
            let set: Vec<String> = set.iter().map(u64::to_string).collect();
            options.push(("--moves", Some(set.join(","))));
            Request {
                family: "subtraction",
                options,
                words: words(vec![n]),
            }
        });
    let wythoff = (0u64..9, 0u64..9).prop_map(|(a, b)| Request {
        family: "wythoff",
        options: vec![],
        words: words(vec![a, b]),
    });
    let staircase = prop::collection::btree_set(1u64..12, 1..5).prop_map(|steps| Request {
        family: "staircase",
        options: vec![],
        words: words(steps.into_iter().collect()),
    });
    let lol = "[*LO]{1,10}".prop_map(|row| Request {
        family: "lol",
        options: vec![],
        words: vec![row],
    });
    let matches = (2usize..4, 2usize..4, "[0001-]{9}").prop_map(|(rows, cols, cells)| {
        let cells: Vec<char> = cells.chars().collect();
        let board: Vec<String> = (0..rows)
            .map(|r| cells[r * 3..r * 3 + cols].iter().collect())
            .collect();
        Request {
            family: "matches",
            options: vec![],
            words: vec![board.join("/")],
        }
    });
    let codes = vec![
        "0.77", "0.137", "0.07", "4.07", "0.f", "4!.0", "0.16", "0.6", "0.14", "0.8",
    ];
    let octal = (
        prop::sample::select(codes),
        prop::collection::vec(0u64..9, 1..3),
    )
        .prop_map(|(code, heaps)| Request {
            family: "octal",
            options: vec![("CODE", Some(code.to_string()))],
            words: words(heaps),
        });
    prop_oneof![
        nim,
        bash,
        subtraction,
        wythoff,
        staircase,
        lol,
        matches,
        octal
    ]
}

/// What the two roads must agree on for each move; the remoteness only where the theory
/// gives one.
fn moves_by_name(moves: &[MoveValue]) -> Vec<(String, Option<String>, String)> {
    let mut m: Vec<(String, Option<String>, String)> = moves
        .iter()
        .map(|m| (m.mv.to_string(), m.position.clone(), m.outcome.to_string()))
        .collect();
    m.sort();
    m
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn theory_and_search_agree_on_every_move(r in requests()) {
        let (mut theory, mut search) = (load(&r, Road::Theory), load(&r, Road::Generic));
        let tokens = argument_tokens(&r.words);
        let (Ok(p), Ok(q)) = (theory.parse(&tokens), search.parse(&tokens)) else {
            return Ok(()); // an unreadable position, such as a board of uneven rows
        };
        let (a, b) = (theory.analyze(&p, true).unwrap(), search.analyze(&q, true).unwrap());
        prop_assert_eq!(a.outcome, b.outcome, "{:?}", r);
        if a.nimber.is_some() {
            prop_assert_eq!(a.nimber, b.nimber, "{:?}", r);
        }
        if a.remoteness.is_some() {
            prop_assert_eq!(a.remoteness, b.remoteness, "{:?}", r);
        }
        let (ma, mb) = (a.moves.unwrap(), b.moves.unwrap());
        prop_assert_eq!(moves_by_name(&ma), moves_by_name(&mb), "{:?}", r);
        for m in &ma {
            let same = mb.iter().find(|n| n.mv == m.mv).unwrap();
            if m.remoteness.is_some() {
                prop_assert_eq!(m.remoteness, same.remoteness, "{:?} {}", r, m.mv);
            }
        }
        // Best first: no move is better for the mover than one listed before it.
        for pair in ma.windows(2) {
            prop_assert!(pair[0].outcome.rank() >= pair[1].outcome.rank(), "{:?}", r);
        }
        prop_assert_eq!(theory.is_over(&p), ma.is_empty(), "{:?}", r);
    }
}
