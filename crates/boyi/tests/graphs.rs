//! Games on graphs: retrograde labels, Smith's values and sums checked against each other.

use boyi::budget::Stop;
use boyi::games::graph;
use boyi::solve::loopy::{self, Loopy};
use boyi::solve::retro::{self, Graph};
use boyi::{Outcome, Play};
use proptest::prelude::*;

fn random_graph() -> impl Strategy<Value = (usize, Vec<(u32, u32)>)> {
    (1usize..9).prop_flat_map(|n| {
        let edge = (0..n as u32, 0..n as u32);
        (Just(n), prop::collection::vec(edge, 0..20))
    })
}

/// The outcome for one token according to Smith's values.
fn single(value: &Loopy) -> Outcome {
    loopy::sum_outcome([value])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn smith_values_agree_with_retrograde_labels((n, edges) in random_graph()) {
        let g = Graph::from_edges(n, &edges);
        let labels = retro::solve(&g, |_| None, Play::Normal);
        let values = loopy::values(&g, &Stop::default()).unwrap();
        for v in 0..n {
            prop_assert_eq!(single(&values[v]), labels[v].outcome, "vertex {}", v);
        }
    }

    /// Two tokens on the graph, searched as one game on pairs of vertices, give the outcome
    /// Smith's sum rule predicts.
    #[test]
    fn sums_of_two_tokens_follow_smiths_rule((n, edges) in random_graph()) {
        let g = Graph::from_edges(n, &edges);
        let values = loopy::values(&g, &Stop::default()).unwrap();
        let pair = |a: u32, b: u32| a * n as u32 + b;
        let mut product = Vec::new();
        for a in 0..n as u32 {
            for b in 0..n as u32 {
                product.extend(g.successors(a).iter().map(|&a2| (pair(a, b), pair(a2, b))));
                product.extend(g.successors(b).iter().map(|&b2| (pair(a, b), pair(a, b2))));
            }
        }
        let labels = retro::solve(&Graph::from_edges(n * n, &product), |_| None, Play::Normal);
        for a in 0..n {
            for b in 0..n {
                let predicted = loopy::sum_outcome([&values[a], &values[b]]);
                prop_assert_eq!(predicted, labels[a * n + b].outcome, "tokens on {} and {}", a, b);
            }
        }
    }

    /// Every move of one token, as `analyze_all` lists them: one per arrow, each valued as
    /// the vertex it reaches (for the mover), best first; the winning moves are those that
    /// keep the vertex's outcome.
    #[test]
    fn every_move_of_a_token_is_listed_with_its_value((n, edges) in random_graph()) {
        let text: String = (0..n).map(|v| format!("v{v}\n")).chain(
            edges.iter().map(|(a, b)| format!("v{a} v{b}\n"))).collect();
        let game = graph::parse(&text).unwrap();
        let solved = game.solve();
        for v in 0..n as u32 {
            let a = solved.analyze_all(v);
            let moves = a.moves.unwrap();
            prop_assert_eq!(moves.len(), game.graph().successors(v).len());
            let mut to: Vec<&str> = moves.iter().map(|m| m.position.as_deref().unwrap()).collect();
            let mut expected: Vec<&str> =
                game.graph().successors(v).iter().map(|&w| game.name(w)).collect();
            to.sort_unstable();
            expected.sort_unstable();
            prop_assert_eq!(to, expected);
            for m in &moves {
                let w = game.names().iter().position(|&x| Some(x) == m.position.as_deref());
                let after = solved.values()[w.unwrap()];
                prop_assert_eq!(m.outcome, after.outcome.flip());
                prop_assert_eq!(m.remoteness, after.remoteness);
            }
            if let Some(best) = moves.first() {
                prop_assert_eq!(best.outcome.rank(), moves.iter().map(|m| m.outcome.rank()).max().unwrap());
            }
            let keeping = moves.iter().filter(|m| {
                matches!(a.outcome, Outcome::Win | Outcome::Draw) && m.outcome == a.outcome
            });
            prop_assert_eq!(keeping.count(), a.winning_moves.len());
        }
    }

    #[test]
    fn graph_text_never_panics(text in "[a-c0-9 #\n]{0,60}") {
        if let Ok(game) = graph::parse(&text) {
            let solved = game.solve();
            prop_assert_eq!(solved.values().len(), game.graph().vertices());
        }
    }
}

#[test]
fn parses_names_comments_and_lone_vertices() {
    let game = graph::parse("# a game\nstart mid\nmid end # last move\nlonely\n").unwrap();
    assert_eq!(game.graph().vertices(), 4);
    assert_eq!(game.graph().edges(), 2);
    let solved = game.solve();
    let outcomes: Vec<Outcome> = solved.values().iter().map(|v| v.outcome).collect();
    assert_eq!(
        outcomes,
        [Outcome::Lose, Outcome::Win, Outcome::Lose, Outcome::Lose]
    );
    // Numbers, padded numbers, huge numbers and long names are all distinct vertices.
    let game =
        graph::parse("7 007\n007 99999999999\n99999999999 a-very-long-vertex-name\n7 7\n").unwrap();
    assert_eq!(game.graph().vertices(), 4);
    assert_eq!(game.name(1), "007");
    assert_eq!(game.graph().successors(0), [1, 0]);
    assert_eq!(game.graph().successors(2), [3]);
    let err = graph::parse("a b\n\n  x y z\n").err().unwrap();
    assert!(err.to_string().contains("line 3, column 7"), "{err}");
    assert!(graph::parse("  # only a comment\n").is_err());
}
