//! Every compound, on both roads, against a plain search of its product written here:
//! components from the registry and rule files made from random small graphs, with cycles,
//! self-loops, ties and misère ends.

use super::sj::tests::part_with;
use super::*;
use crate::family::DynGame;
use crate::notation::argument_tokens;
use crate::rules::script::Script;
use crate::rules::ScriptGame;
use crate::value::Outcome;
use proptest::prelude::*;
use std::collections::HashMap;

const KINDS: [Compound; 5] = [
    Compound::Sum,
    Compound::Selective,
    Compound::Conjunctive,
    Compound::Every,
    Compound::Misere,
];

fn budget() -> Budget {
    Budget::with_memory(1 << 28)
}

/// One component as the test sees it: every position it reaches (the first its own), its
/// options, and the result where play has ended there; keys as the game writes them.
struct Plain {
    keys: Vec<String>,
    options: Vec<Vec<usize>>,
    ends: Vec<Option<Outcome>>,
}

/// A family component walked through its moves alone: no move means a loss (normal play).
fn plain_family(part: &Part) -> Plain {
    let mut plain = Plain {
        keys: vec![part.game.show(&part.position)],
        options: Vec::new(),
        ends: Vec::new(),
    };
    let mut found = vec![part.position.clone()];
    let mut index: HashMap<String, usize> = HashMap::from([(plain.keys[0].clone(), 0)]);
    let mut next = 0;
    while next < found.len() {
        let mut options = Vec::new();
        for (_, child) in part.game.successors(&found[next]).unwrap() {
            let key = part.game.show(&child);
            let id = *index.entry(key.clone()).or_insert_with(|| {
                plain.keys.push(key);
                found.push(child);
                found.len() - 1
            });
            options.push(id);
        }
        plain.ends.push(options.is_empty().then_some(Outcome::Lose));
        plain.options.push(options);
        next += 1;
    }
    plain
}

/// A small game graph: each vertex's moves, the vertices where a rule ends play (with the
/// result for the player to move), and whether play is misère. Vertex 0 is the start.
#[derive(Clone, Debug)]
struct Spec {
    moves: Vec<Vec<usize>>,
    ends: Vec<Option<Outcome>>,
    misere: bool,
}

impl Spec {
    /// The rule file that plays this graph.
    fn script(&self) -> String {
        let arms: Vec<String> = self
            .moves
            .iter()
            .enumerate()
            .map(|(v, m)| format!("{v} => {m:?},"))
            .collect();
        let ends: Vec<String> = self
            .ends
            .iter()
            .enumerate()
            .filter_map(|(v, e)| e.map(|o| format!("if p == {v} {{ return \"{}\"; }}", o.word())))
            .collect();
        format!(
            "{}fn moves(p) {{ switch p {{ {} _ => [] }} }}\nfn end(p) {{ {} }}\n",
            if self.misere {
                "const MISERE = true;\n"
            } else {
                ""
            },
            arms.join(" "),
            ends.join(" ")
        )
    }

    /// The component as the test sees it, from the graph itself: the vertices reachable
    /// from 0.
    fn plain(&self) -> Plain {
        let mut order = vec![0usize];
        let mut index = HashMap::from([(0usize, 0usize)]);
        let mut next = 0;
        let mut plain = Plain {
            keys: Vec::new(),
            options: Vec::new(),
            ends: Vec::new(),
        };
        while next < order.len() {
            let v = order[next];
            plain.keys.push(v.to_string());
            let stuck = if self.misere {
                Outcome::Win
            } else {
                Outcome::Lose
            };
            let end = self.ends[v].or((self.moves[v].is_empty()).then_some(stuck));
            let mut options = Vec::new();
            if end.is_none() {
                for &w in &self.moves[v] {
                    let id = *index.entry(w).or_insert_with(|| {
                        order.push(w);
                        order.len() - 1
                    });
                    options.push(id);
                }
            }
            plain.ends.push(end);
            plain.options.push(options);
            next += 1;
        }
        plain
    }

    /// The component: the rule file at its vertex 0.
    fn part(&self, name: &str) -> Part {
        let script = Script::compile(name, &self.script()).unwrap();
        let game: Box<dyn DynGame> = Box::new(ScriptGame::new(script, budget()));
        let position = game.parse(&argument_tokens(&["0"])).unwrap();
        Part { game, position }
    }
}

/// Random graphs of up to 4 vertices: self-loops, cycles, ends by rule (ties among them).
fn spec() -> impl Strategy<Value = Spec> {
    (1usize..=4)
        .prop_flat_map(|n| {
            let moves = prop::collection::vec(prop::collection::vec(0..n, 0..=2), n);
            let end = prop_oneof![
                6 => Just(None),
                1 => Just(Some(Outcome::Tie)),
                1 => Just(Some(Outcome::Lose)),
                1 => Just(Some(Outcome::Win)),
            ];
            let ends = prop::collection::vec(end, n);
            (moves, ends, prop::bool::weighted(0.15))
        })
        .prop_map(|(moves, ends, misere)| Spec {
            moves,
            ends,
            misere,
        })
}

/// The product game of `kind` over `plains`, searched by the test alone: each tuple's
/// result, from repeated sweeps until nothing changes (wins and losses, then ties; the
/// rest draws); `None` where the compound's ends are not defined.
fn plain_search(kind: Compound, plains: &[Plain]) -> Option<HashMap<Vec<usize>, Outcome>> {
    // Whether the ends can be scored by this compound at all (see `product`'s rules).
    let ends: Vec<Vec<Outcome>> = plains
        .iter()
        .map(|p| p.ends.iter().flatten().copied().collect())
        .collect();
    let has = |i: usize, o: Outcome| ends[i].contains(&o);
    match kind {
        Compound::Conjunctive => {
            let k = plains.len();
            if (0..k)
                .any(|i| (0..k).any(|j| i != j && has(i, Outcome::Win) && has(j, Outcome::Lose)))
            {
                return None;
            }
        }
        Compound::Misere => {
            if ends.iter().flatten().any(|&o| o != Outcome::Lose) {
                return None;
            }
        }
        _ => {
            let all: Vec<Outcome> = ends.iter().flatten().copied().collect();
            if all.iter().any(|&o| o == Outcome::Tie || o != all[0]) {
                return None;
            }
        }
    }
    let mut tuples: Vec<Vec<usize>> = vec![vec![]];
    for p in plains {
        tuples = tuples
            .into_iter()
            .flat_map(|t| (0..p.keys.len()).map(move |v| [t.clone(), vec![v]].concat()))
            .collect();
    }
    let end_of = |t: &[usize]| -> Option<Outcome> {
        let e: Vec<Option<Outcome>> = t.iter().zip(plains).map(|(&v, p)| p.ends[v]).collect();
        match kind {
            Compound::Conjunctive => {
                let ended: Vec<Outcome> = e.iter().flatten().copied().collect();
                ended
                    .iter()
                    .find(|&&o| o != Outcome::Tie)
                    .or(ended.first())
                    .copied()
            }
            Compound::Misere => e.iter().all(Option::is_some).then_some(Outcome::Win),
            _ => e
                .iter()
                .all(Option::is_some)
                .then(|| e.iter().flatten().next().copied().unwrap_or(Outcome::Lose)),
        }
    };
    let children: HashMap<Vec<usize>, Vec<Vec<usize>>> = tuples
        .iter()
        .map(|t| {
            (
                t.clone(),
                if end_of(t).is_some() {
                    vec![]
                } else {
                    moves_of(kind, plains, t)
                },
            )
        })
        .collect();
    let mut value: HashMap<Vec<usize>, Outcome> = tuples
        .iter()
        .filter_map(|t| end_of(t).map(|o| (t.clone(), o)))
        .collect();
    loop {
        let mut changed = false;
        for t in &tuples {
            if value.contains_key(t) {
                continue;
            }
            let c = &children[t];
            let found = if c.iter().any(|n| value.get(n) == Some(&Outcome::Lose)) {
                Some(Outcome::Win)
            } else if c.iter().all(|n| value.get(n) == Some(&Outcome::Win)) {
                Some(Outcome::Lose)
            } else {
                None
            };
            if let Some(o) = found {
                value.insert(t.clone(), o);
                changed = true;
            }
        }
        if changed {
            continue;
        }
        for t in &tuples {
            if !value.contains_key(t)
                && children[t]
                    .iter()
                    .any(|n| value.get(n) == Some(&Outcome::Tie))
            {
                value.insert(t.clone(), Outcome::Tie);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    for t in tuples {
        value.entry(t).or_insert(Outcome::Draw);
    }
    Some(value)
}

/// Every move of `kind` from the tuple `t`, written out by nested choices.
fn moves_of(kind: Compound, plains: &[Plain], t: &[usize]) -> Vec<Vec<usize>> {
    // For each component, the positions it may be left in, and whether it moved.
    let mut all: Vec<(Vec<usize>, usize)> = vec![(vec![], 0)];
    for (i, p) in plains.iter().enumerate() {
        let options = &p.options[t[i]];
        let mut next = Vec::new();
        for (prefix, moved) in &all {
            let may_stay = match kind {
                Compound::Conjunctive => false,
                Compound::Every => options.is_empty(),
                _ => true,
            };
            if may_stay {
                next.push(([prefix.clone(), vec![t[i]]].concat(), *moved));
            }
            for &o in options {
                next.push(([prefix.clone(), vec![o]].concat(), moved + 1));
            }
        }
        all = next;
    }
    all.into_iter()
        .filter(|(_, moved)| match kind {
            Compound::Sum | Compound::Misere => *moved == 1,
            Compound::Conjunctive => *moved == plains.len(),
            _ => *moved >= 1,
        })
        .map(|(t, _)| t)
        .collect()
}

/// Checks the answers for `kind` over `parts` (seen by the test as `plains`) on every road
/// against the plain search: the outcome, and that the moves listed are exactly those that
/// keep it.
fn check(kind: Compound, parts: &mut [Part], plains: &[Plain]) -> Result<(), TestCaseError> {
    let label = format!(
        "{kind:?} {:?}",
        parts.iter().map(Part::shown).collect::<Vec<_>>()
    );
    let expected = plain_search(kind, plains);
    let root = vec![0; plains.len()];
    for (road, all_moves) in [
        (Road::Theory, false),
        (Road::Both, false),
        (Road::Generic, true),
    ] {
        let answer = analyze(kind, parts, road, all_moves, budget());
        let Some(values) = &expected else {
            prop_assert!(answer.is_err(), "{label}: undefined ends answered");
            continue;
        };
        let answer = answer.map_err(|e| TestCaseError::fail(format!("{label}: {:?}", e.text())))?;
        let outcome = values[&root];
        prop_assert_eq!(answer.outcome, outcome, "{} on {:?}", label, road);
        // The positions the listed moves lead to, against those the plain search keeps.
        let written = |t: &[usize]| -> String {
            let words: Vec<String> = t
                .iter()
                .zip(parts.iter())
                .zip(plains)
                .map(|((&v, part), p)| format!("{} {}", part.game.name(), p.keys[v]))
                .collect();
            notation(&words)
        };
        let mut keeping: Vec<String> = match outcome {
            Outcome::Lose => vec![],
            _ => moves_of(kind, plains, &root)
                .into_iter()
                .filter(|t| {
                    let after = values[t];
                    after == outcome.flip() || (outcome != Outcome::Win && after == outcome)
                })
                .map(|t| written(&t))
                .collect(),
        };
        if end_is(kind, plains) {
            keeping.clear();
        }
        let mut listed: Vec<String> = answer
            .winning_moves
            .iter()
            .map(|m| m.position.clone().unwrap())
            .collect();
        keeping.sort();
        listed.sort();
        // Sums by nimbers list moves to a loss; a sum with a loopy component may list a
        // move that a drawn position also keeps: compare wins only there.
        if !(kind == Compound::Sum && outcome != Outcome::Win) {
            prop_assert_eq!(listed, keeping, "{} on {:?}", label, road);
        }
    }
    Ok(())
}

/// Whether the compound's own position has ended (no move is listed there).
fn end_is(kind: Compound, plains: &[Plain]) -> bool {
    let e: Vec<bool> = plains.iter().map(|p| p.ends[0].is_some()).collect();
    match kind {
        Compound::Conjunctive => e.iter().any(|&x| x),
        _ => e.iter().all(|&x| x),
    }
}

/// Every compound of two or three components among Nim heaps up to 3, two heaps up to 2
/// and a subtraction game {1, 2} up to 5, in every kind and on every road.
#[test]
fn compounds_of_families_agree_with_plain_search_of_the_product() {
    let mut pool: Vec<Vec<String>> = Vec::new();
    for h in 0..=3 {
        pool.push(vec!["nim".into(), h.to_string()]);
    }
    for (a, b) in [(1, 1), (1, 2), (2, 2)] {
        pool.push(vec!["nim".into(), a.to_string(), b.to_string()]);
    }
    for n in 0..=5 {
        pool.push(vec!["subtraction".into(), n.to_string()]);
    }
    let mut compounds: Vec<Vec<usize>> = Vec::new();
    for a in 0..pool.len() {
        for b in a..pool.len() {
            compounds.push(vec![a, b]);
            for c in (b..pool.len()).step_by(3) {
                compounds.push(vec![a, b, c]);
            }
        }
    }
    for kind in KINDS {
        for chosen in &compounds {
            let words = |i: usize| pool[i].iter().map(String::as_str).collect::<Vec<_>>();
            let mut parts: Vec<Part> = chosen
                .iter()
                .map(|&i| part_with(&words(i), "1,2"))
                .collect();
            let plains: Vec<Plain> = parts.iter().map(plain_family).collect();
            check(kind, &mut parts, &plains).unwrap();
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Every compound of rule files made from random small graphs (cycles, self-loops,
    /// ties, misère), with a Nim heap beside them or not, on every road.
    #[test]
    fn compounds_of_rule_files_agree_with_plain_search(
        specs in prop::collection::vec(spec(), 1..=2),
        heap in prop::option::of(0u64..=2),
    ) {
        for kind in KINDS {
            let mut parts: Vec<Part> = specs
                .iter()
                .enumerate()
                .map(|(i, s)| s.part(&format!("g{i}.rhai")))
                .collect();
            let mut plains: Vec<Plain> = specs.iter().map(Spec::plain).collect();
            if let Some(h) = heap {
                let part = part_with(&["nim", &h.to_string()], "");
                plains.push(plain_family(&part));
                parts.push(part);
            }
            check(kind, &mut parts, &plains)?;
        }
    }
}

/// A component a thousand times deeper than a stack would allow by recursion.
#[test]
fn deep_components_are_walked_without_recursion() {
    for kind in [Compound::Every, Compound::Conjunctive, Compound::Misere] {
        let mut parts = [part_with(&["subtraction", "100001"], "1,2")];
        let answer = analyze(kind, &mut parts, Road::Theory, false, budget()).unwrap();
        assert_eq!(answer.outcome, Outcome::Win, "{kind:?}");
    }
}
