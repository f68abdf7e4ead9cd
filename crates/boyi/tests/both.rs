//! `--engine both` catches a wrong theory: the theory alone is believed, both roads are not.

use boyi::analysis::{Analysis, Engine};
use boyi::budget::Budget;
use boyi::error::Error;
use boyi::family::{erase, Road, Theory};
use boyi::games::bash::Bash;
use boyi::notation::argument_tokens;
use boyi::text::Lang;
use boyi::value::{Play, Value};

/// A wrong theory of the Bash game: every heap is a win, with no move named.
struct EveryHeapWins(Bash);

impl Theory for EveryHeapWins {
    type Game = Bash;
    fn game(&self) -> &Bash {
        &self.0
    }
    fn value(&mut self, _: &u64) -> Result<Value, Error> {
        Ok(Value::from_nimber(1, None))
    }
    fn analyze(&mut self, n: &u64) -> Result<Analysis, Error> {
        let value = self.value(n)?;
        Ok(Analysis::new(
            "bash".into(),
            n.to_string(),
            value,
            Engine::Theory,
        ))
    }
    fn search_work(&self, n: &u64) -> Option<u64> {
        Some(4 * n + 4)
    }
    fn move_count(&self, n: &u64) -> Option<u64> {
        Some((*n).min(3))
    }
}

fn answer(road: Road, heap: &str) -> Result<Analysis, Error> {
    let rules = Bash {
        max: 3,
        play: Play::Normal,
    };
    let mut game = erase(EveryHeapWins(rules), road, Budget::of_machine());
    let p = game.parse(&argument_tokens(&[heap]))?;
    game.analyze(&p, false)
}

/// The theory alone is believed; both roads catch it: a wrong outcome at heap 4 (a loss),
/// and at heap 5 the right outcome without the winning move the search finds.
#[test]
fn a_wrong_theory_is_caught_by_both_roads() {
    assert_eq!(answer(Road::Theory, "4").unwrap().engine, Engine::Theory);
    for (heap, search_says) in [("4", "plain search says lose"), ("5", "moves to 4")] {
        let Err(Error::Disagree(why)) = answer(Road::Both, heap) else {
            panic!("heap {heap}: no disagreement");
        };
        let line = why.render(Lang::En);
        assert!(line.contains("the theory says win"), "{line}");
        assert!(line.contains(search_says), "{line}");
        assert!(!why.render(Lang::Zh).is_empty());
    }
    let right = answer(Road::Generic, "8").unwrap();
    assert_eq!(right.engine, Engine::Generic);
}
