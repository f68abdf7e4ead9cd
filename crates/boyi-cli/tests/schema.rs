//! One answer shape for every family (docs/json.md): each family's example from `boyi games
//! --json`, solved with `--json` in English and in Chinese, has the fields every answer has,
//! and the impartial or partizan fields its kind says.

mod common;

use serde_json::Value;

/// The JSON `boyi ARGS` prints, which must succeed.
fn json(args: &[&str]) -> Value {
    let out = common::boyi(args, "");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON")
}

/// Whether `v` is one of `words`.
fn one_of(v: &Value, words: &[&str]) -> bool {
    v.as_str().is_some_and(|w| words.contains(&w))
}

#[test]
fn every_family_answers_in_one_shape() {
    let listed = json(&["games", "--json"]);
    let games = listed["games"].as_array().expect("one list of games");
    assert!(games.len() >= 17, "{} families", games.len());
    for family in games {
        let example: Vec<&str> = family["example"]
            .as_str()
            .unwrap()
            .split_whitespace()
            .collect();
        for lang in ["en", "zh"] {
            let args: Vec<&str> = ["--lang", lang, "solve"]
                .into_iter()
                .chain(example.iter().copied())
                .chain(["--json"])
                .collect();
            let answer = json(&args);
            let said = format!("{args:?}: {answer}");
            assert!(
                answer["game"].as_str().is_some_and(|g| !g.is_empty()),
                "{said}"
            );
            let why = answer["explanation"].as_str().unwrap_or("");
            assert!(!why.is_empty(), "{said}");
            assert_eq!(
                why.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                lang == "zh",
                "the explanation follows the language: {said}"
            );
            if family["family"] == false && answer["outcome"].is_null() {
                // A form of the front door that is not a game valued by outcome answers in
                // a shape of its own (docs/json.md): the dice gamble by its odds, a nim
                // product by its factors.
                continue;
            }
            assert!(answer["position"].is_string(), "{said}");
            assert!(
                one_of(
                    &answer["engine"],
                    &["theory", "generic", "checked", "database", "both"]
                ),
                "{said}"
            );
            if family["partizan"] == true {
                let outcome = &answer["outcome"];
                assert!(one_of(&outcome["class"], &["L", "R", "N", "P"]), "{said}");
                assert!(one_of(&outcome["left_first"], &["win", "lose"]), "{said}");
                assert!(one_of(&outcome["right_first"], &["win", "lose"]), "{said}");
                for field in [
                    "properties",
                    "components",
                    "left",
                    "right",
                    "best",
                    "positions",
                ] {
                    assert!(answer.get(field).is_some(), "no {field}: {said}");
                }
            } else {
                assert!(
                    one_of(&answer["outcome"], &["win", "lose", "tie", "draw"]),
                    "{said}"
                );
                assert!(answer["winning_moves"].is_array(), "{said}");
                for m in answer["winning_moves"].as_array().unwrap() {
                    assert!(m["move"].is_string() && m["position"].is_string(), "{said}");
                }
            }
        }
    }
}
