//! The online judges' problems of `boyi contest`: each problem's samples byte for byte, and
//! random inputs answered as a brute force written here (a plain search of the game as
//! the problem states it) answers them.

mod common;

use common::{fails, ok};
use proptest::prelude::*;
use std::collections::HashMap;

/// Each problem's sample input and output, as the judge gives them.
#[test]
fn samples_byte_for_byte() {
    let samples: [(&str, &str, &str); 10] = [
        (
            "hdu5795",
            "2\n2\n4 4\n3\n1 2 4\n",
            "Second player wins.\nFirst player wins.\n",
        ),
        (
            "poj3710",
            "2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n",
            "Sally\n",
        ),
        ("hdu3595", "3\n1 1\n1 1\n1 1\n1\n3 2\n", "MM\nGG\n"),
        ("poj2234", "2 45 45\n3 3 6 9\n", "No\nYes\n"),
        ("hdu1907", "2\n3\n3 5 1\n1\n1\n", "John\nBrother\n"),
        ("hdu2509", "2\n2 2\n1\n3\n", "No\nYes\n"),
        ("hdu3032", "2\n3\n2 2 3\n2\n3 3\n", "Alice\nBob\n"),
        (
            "hdu2516",
            "2\n13\n10000\n0\n",
            "Second win\nSecond win\nFirst win\n",
        ),
        ("hdu1848", "1 1 1\n1 4 1\n0 0 0\n", "Fibo\nNacci\n"),
        (
            "hdu1524",
            "4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n\n4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n",
            "WIN\nWIN\nWIN\nLOSE\nWIN\n",
        ),
    ];
    for (problem, input, output) in samples {
        assert_eq!(ok(&["contest", problem], input), output, "{problem}");
    }
    // The names users know them by.
    for (alias, problem) in [
        ("john", "hdu1907"),
        ("取石子游戏", "hdu2516"),
        ("poj2425", "hdu1524"),
    ] {
        assert!(ok(&["contest", "--list"], "").contains(alias), "{alias}");
        let sample = samples.iter().find(|s| s.0 == problem).unwrap();
        assert_eq!(ok(&["contest", alias], sample.1), sample.2);
    }
    assert!(ok(&["--lang", "zh", "contest", "--list"], "").contains("斐波那契博弈"));
}

/// Input that breaks a problem's format is refused in one line naming where.
#[test]
fn broken_input_is_refused_where_it_breaks() {
    for (problem, input, says) in [
        ("hdu1907", "2\n1\n1\n", "end of input"),
        ("hdu1907", "1\n1 1\n7\n", "line 3, column 1"),
        ("hdu1524", "1\n1 5\n", "numbers its 1 positions from 0"),
        ("hdu1524", "2\n1 1\n1 0\n1 0\n0\n", "cycle"),
        ("hdu1848", "1000000000 1 1\n0 0 0\n", "heap 1000000000"),
        ("hdu2516", "5 x 0\n", "line 1, column 3"),
        ("poj2234", "", "empty"),
    ] {
        let line = fails(&["contest", problem], input);
        assert!(line.contains(says), "{problem}: {line}");
    }
}

/// Whether the player to move wins from `state`, by plain search: `moves` lists the states
/// a move reaches, and a state without moves is won by its mover exactly when `misere`.
fn wins<S: Clone + Eq + std::hash::Hash>(
    state: &S,
    moves: &dyn Fn(&S) -> Vec<S>,
    misere: bool,
    memo: &mut HashMap<S, bool>,
) -> bool {
    if let Some(&known) = memo.get(state) {
        return known;
    }
    let next = moves(state);
    let won = if next.is_empty() {
        misere
    } else {
        next.iter().any(|s| !wins(s, moves, misere, memo))
    };
    memo.insert(state.clone(), won);
    won
}

/// The heaps after each move of a heap game whose move replaces one heap by `parts` of it.
fn heap_moves(heaps: &[u64], parts: &dyn Fn(u64) -> Vec<Vec<u64>>) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        for replaced in parts(h) {
            let mut next: Vec<u64> = heaps[..i].iter().chain(&heaps[i + 1..]).copied().collect();
            next.extend(replaced.into_iter().filter(|&p| p > 0));
            next.sort_unstable();
            out.push(next);
        }
    }
    out
}

/// Nim's parts: any smaller heap.
fn nim_parts(h: u64) -> Vec<Vec<u64>> {
    (0..h).map(|to| vec![to]).collect()
}

/// A line of apples' parts after taking a run of adjacent ones.
fn line_parts(h: u64) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for start in 0..h {
        for end in start + 1..=h {
            out.push(vec![start, h - end]);
        }
    }
    out
}

/// Lasker's Nim's parts: any smaller heap, or two nonempty heaps of the same total.
fn lasker_parts(h: u64) -> Vec<Vec<u64>> {
    let mut out = nim_parts(h);
    out.extend((1..h).map(|a| vec![a, h - a]));
    out
}

/// A Simple Nim's parts: any smaller heap, or three nonempty heaps of the same total.
fn three_parts(h: u64) -> Vec<Vec<u64>> {
    let mut out = nim_parts(h);
    for a in 1..h {
        for b in a..h - a {
            let c = h - a - b;
            if c >= b {
                out.push(vec![a, b, c]);
            }
        }
    }
    out
}

/// The answer lines of heap cases, each judged by plain search of its heap game.
fn judged(
    cases: &[Vec<u64>],
    parts: fn(u64) -> Vec<Vec<u64>>,
    misere: bool,
    lines: [&str; 2],
) -> String {
    let mut memo = HashMap::new();
    let moves = |s: &Vec<u64>| heap_moves(s, &parts);
    cases
        .iter()
        .map(|heaps| {
            let mut start = heaps.clone();
            start.sort_unstable();
            let won = wins(&start, &moves, misere, &mut memo);
            format!("{}\n", lines[usize::from(!won)])
        })
        .collect()
}

/// Cases of one to four heaps of one to `most` counters.
fn heap_cases(most: u64) -> impl Strategy<Value = Vec<Vec<u64>>> {
    prop::collection::vec(prop::collection::vec(1..=most, 1..=4), 1..=12)
}

/// `N a1 … aN` a line, as the judges write a case.
fn written(cases: &[Vec<u64>]) -> String {
    cases
        .iter()
        .map(|heaps| {
            let sizes: Vec<String> = heaps.iter().map(u64::to_string).collect();
            format!("{}\n{}\n", heaps.len(), sizes.join(" "))
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn matches_game_is_nim(cases in heap_cases(7)) {
        let expected = judged(&cases, nim_parts, false, ["Yes", "No"]);
        prop_assert_eq!(ok(&["contest", "poj2234"], &written(&cases)), expected);
    }

    #[test]
    fn john_is_misere_nim(cases in heap_cases(7)) {
        let input = format!("{}\n{}", cases.len(), written(&cases));
        let expected = judged(&cases, nim_parts, true, ["John", "Brother"]);
        prop_assert_eq!(ok(&["contest", "hdu1907"], &input), expected);
    }

    #[test]
    fn be_the_winner_takes_runs_of_apples(cases in heap_cases(7)) {
        let expected = judged(&cases, line_parts, true, ["Yes", "No"]);
        prop_assert_eq!(ok(&["contest", "hdu2509"], &written(&cases)), expected);
    }

    #[test]
    fn nim_or_not_nim_splits_heaps(cases in heap_cases(9)) {
        let input = format!("{}\n{}", cases.len(), written(&cases));
        let expected = judged(&cases, lasker_parts, false, ["Alice", "Bob"]);
        prop_assert_eq!(ok(&["contest", "hdu3032"], &input), expected);
    }

    #[test]
    fn a_simple_nim_splits_heaps_in_three(cases in heap_cases(10)) {
        let input = format!("{}\n{}", cases.len(), written(&cases));
        let lines = ["First player wins.", "Second player wins."];
        let expected = judged(&cases, three_parts, false, lines);
        prop_assert_eq!(ok(&["contest", "hdu5795"], &input), expected);
    }

    #[test]
    fn fibonacci_game_doubles_the_last_take(sizes in prop::collection::vec(2u64..80, 1..12)) {
        let mut memo = HashMap::new();
        // (counters, the most the next move may take)
        let moves = |&(n, most): &(u64, u64)| -> Vec<(u64, u64)> {
            (1..=most.min(n)).map(|t| (n - t, 2 * t)).collect()
        };
        let expected: String = sizes
            .iter()
            .map(|&n| {
                let won = wins(&(n, n - 1), &moves, false, &mut memo);
                if won { "First win\n" } else { "Second win\n" }
            })
            .collect();
        let input: String = sizes.iter().map(|n| format!("{n}\n")).collect::<String>() + "0\n";
        prop_assert_eq!(ok(&["contest", "hdu2516"], &input), expected);
    }

    #[test]
    fn fibonacci_again_takes_fibonacci_numbers(cases in prop::collection::vec([1u64..60, 1..60, 1..60], 1..12)) {
        let takes = [1u64, 2, 3, 5, 8, 13, 21, 34, 55];
        let fibonacci = |h: u64| -> Vec<Vec<u64>> {
            takes.iter().filter(|&&t| t <= h).map(|&t| vec![h - t]).collect()
        };
        let heaps: Vec<Vec<u64>> = cases.iter().map(|c| c.to_vec()).collect();
        let mut memo = HashMap::new();
        let moves = |s: &Vec<u64>| heap_moves(s, &fibonacci);
        let expected: String = heaps
            .iter()
            .map(|h| {
                let mut start = h.clone();
                start.sort_unstable();
                if wins(&start, &moves, false, &mut memo) { "Fibo\n" } else { "Nacci\n" }
            })
            .collect();
        let input: String = cases.iter().map(|[m, n, p]| format!("{m} {n} {p}\n")).collect::<String>() + "0 0 0\n";
        prop_assert_eq!(ok(&["contest", "hdu1848"], &input), expected);
    }

    #[test]
    fn gg_and_mm_moves_in_every_game(cases in prop::collection::vec(prop::collection::vec((0u64..13, 0u64..13), 1..=3), 1..6)) {
        // Euclid's game: take a positive multiple of one pile from the other, over once a
        // pile is empty.
        let euclid = |&(a, b): &(u64, u64)| -> Vec<(u64, u64)> {
            let (big, small) = (a.max(b), a.min(b));
            if small == 0 {
                return Vec::new();
            }
            (1..=big / small).map(|k| (big - k * small, small)).collect()
        };
        // Every turn the mover moves in every game not yet over.
        let every = |games: &Vec<(u64, u64)>| -> Vec<Vec<(u64, u64)>> {
            let mut joint = vec![Vec::new()];
            for game in games {
                let options = euclid(game);
                let options = if options.is_empty() { vec![*game] } else { options };
                joint = joint
                    .into_iter()
                    .flat_map(|prefix: Vec<(u64, u64)>| {
                        options.iter().map(move |o| {
                            let mut next = prefix.clone();
                            next.push(*o);
                            next
                        })
                    })
                    .collect();
            }
            if games.iter().all(|g| euclid(g).is_empty()) {
                return Vec::new();
            }
            joint
        };
        let mut memo = HashMap::new();
        let mut input = String::new();
        let mut expected = String::new();
        for games in &cases {
            input += &format!("{}\n", games.len());
            for (p, q) in games {
                input += &format!("{p} {q}\n");
            }
            expected += if wins(games, &every, false, &mut memo) { "MM\n" } else { "GG\n" };
        }
        prop_assert_eq!(ok(&["contest", "hdu3595"], &input), expected);
    }

    #[test]
    fn christmas_game_cuts_edges(cases in prop::collection::vec(prop::collection::vec(prop::collection::vec((1u32..6, 1u32..6), 0..8), 1..=2), 1..4)) {
        // Green Hackenbush: a cut takes away every edge no longer joined to node 1.
        let mut input = String::new();
        let mut expected = String::new();
        for trees in &cases {
            input += &format!("{}\n", trees.len());
            let mut xor = false;
            let mut values = Vec::new();
            for edges in trees {
                input += &format!("5 {}\n", edges.len());
                for (a, b) in edges {
                    input += &format!("{a} {b}\n");
                }
                let grounded = |mask: u32| -> u32 {
                    let mut reached = 1u32 << 1;
                    let mut kept = 0u32;
                    loop {
                        let before = kept;
                        for (e, &(a, b)) in edges.iter().enumerate() {
                            if mask >> e & 1 == 1 && (reached >> a & 1 == 1 || reached >> b & 1 == 1) {
                                kept |= 1 << e;
                                reached |= 1 << a | 1 << b;
                            }
                        }
                        if kept == before {
                            return kept;
                        }
                    }
                };
                let moves = |&mask: &u32| -> Vec<u32> {
                    (0..edges.len()).filter(|e| mask >> e & 1 == 1).map(|e| grounded(mask & !(1 << e))).collect()
                };
                // A tree's nimber: the least value no cut reaches, found through outcomes
                // of the tree beside a Nim heap of each size.
                let start = grounded((1u32 << edges.len()) - 1);
                let mut memo = HashMap::new();
                let beside = |&(mask, heap): &(u32, u32)| -> Vec<(u32, u32)> {
                    let mut out: Vec<(u32, u32)> = moves(&mask).into_iter().map(|m| (m, heap)).collect();
                    out.extend((0..heap).map(|h| (mask, h)));
                    out
                };
                let value = (0..=8).find(|&h| !wins(&(start, h), &beside, false, &mut memo)).unwrap();
                values.push(value);
            }
            let total = values.iter().fold(0, |x, v| x ^ v);
            xor |= total != 0;
            expected += if xor { "Sally\n" } else { "Harry\n" };
        }
        prop_assert_eq!(ok(&["contest", "poj3710"], &input), expected);
    }

    #[test]
    fn chess_game_is_a_sum_on_the_graph(
        edges in prop::collection::vec((0u32..8, 0u32..8), 0..20),
        games in prop::collection::vec(prop::collection::vec(0u32..8, 1..=3), 1..8),
    ) {
        // Acyclic: every edge goes to a larger position.
        let mut followers = vec![Vec::new(); 8];
        for (a, b) in edges {
            let (from, to) = (a.min(b), a.max(b));
            if from != to && !followers[from as usize].contains(&to) {
                followers[from as usize].push(to);
            }
        }
        let mut input = String::from("8\n");
        for f in &followers {
            let listed: Vec<String> = f.iter().map(u32::to_string).collect();
            input += &format!("{} {}\n", f.len(), listed.join(" "));
        }
        let moves = |chesses: &Vec<u32>| -> Vec<Vec<u32>> {
            let mut out = Vec::new();
            for (i, &at) in chesses.iter().enumerate() {
                for &to in &followers[at as usize] {
                    let mut next = chesses.clone();
                    next[i] = to;
                    next.sort_unstable();
                    out.push(next);
                }
            }
            out
        };
        let mut memo = HashMap::new();
        let mut expected = String::new();
        for game in &games {
            let listed: Vec<String> = game.iter().map(u32::to_string).collect();
            input += &format!("{} {}\n", game.len(), listed.join(" "));
            let mut start = game.clone();
            start.sort_unstable();
            expected += if wins(&start, &moves, false, &mut memo) { "WIN\n" } else { "LOSE\n" };
        }
        input += "0\n";
        prop_assert_eq!(ok(&["contest", "hdu1524"], &input), expected);
    }
}
