//! Games on graphs: retrograde labels, Smith's values and sums checked against each other.

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
        let values = loopy::values(&g);
        for v in 0..n {
            prop_assert_eq!(single(&values[v]), labels[v].outcome, "vertex {}", v);
        }
    }

    /// Two tokens on the graph, searched as one game on pairs of vertices, give the outcome
    /// Smith's sum rule predicts.
    #[test]
    fn sums_of_two_tokens_follow_smiths_rule((n, edges) in random_graph()) {
        let g = Graph::from_edges(n, &edges);
        let values = loopy::values(&g);
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
