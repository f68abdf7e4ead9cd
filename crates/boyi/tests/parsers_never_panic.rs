//! Fuzzing the position parsers: any text gives a value or a located error, never a panic.

use boyi::games::subtraction::{self, Subtraction};
use boyi::games::{heaps, staircase, wythoff};
use boyi::notation::{argument_tokens, tokens, Place};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn text_parsers_never_panic(text in "\\PC{0,60}") {
        let toks = tokens(&text);
        for t in &toks {
            prop_assert!(!t.text.is_empty() && !t.text.contains(char::is_whitespace));
            let located = matches!(t.at, Place::Text { .. });
            prop_assert!(located);
        }
        let _ = heaps::parse_heaps(&toks);
        let _ = staircase::parse(&toks);
        let _ = wythoff::parse(&toks);
        let _ = subtraction::parse_heap(&toks);
        if let Some(first) = toks.first() {
            if let Ok(set) = Subtraction::parse_set(first) {
                prop_assert!(set.iter().all(|&s| s > 0));
            }
        }
    }

    #[test]
    fn number_like_arguments_never_panic(words in prop::collection::vec("[-+0-9,]{0,25}", 0..6)) {
        let toks = argument_tokens(&words);
        if let Ok(heaps) = heaps::parse_heaps(&toks) {
            prop_assert_eq!(heaps.len(), words.len());
        }
        if let Ok(steps) = staircase::parse(&toks) {
            prop_assert!(steps.windows(2).all(|w| w[0] < w[1]));
        }
        let _ = wythoff::parse(&toks);
        for t in &toks {
            if let Ok(set) = Subtraction::parse_set(t) {
                prop_assert!(Subtraction::new(set, boyi::Play::Normal).is_ok());
            }
        }
    }
}
