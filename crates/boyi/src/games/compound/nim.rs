//! Misère sums whose every component is Nim: together they are misère Nim of all their
//! heaps (Bouton 1902; seed 001's 反Nim). The player to move wins exactly when some heap has
//! more than one counter and the nim-sum is not 0, or none has and the nim-sum is 0 (an even
//! number of heaps of one). This is the SJ theorem ([`super::sj`]) with one component a
//! heap: a heap of value 0 is empty and has no move, so its condition holds; answered from
//! the heaps alone, whatever their size.

use super::part::{compound_move, notation, ComponentMove, Part};
use crate::analysis::{Analysis, Engine};
use crate::text::Text;
use crate::value::{Outcome, Value};

/// Whether the mover wins misère Nim with nim-sum `sum` and `big` heaps of two or more.
fn wins(sum: u64, big: usize) -> bool {
    (sum != 0) == (big > 0)
}

/// The answer for the misère sum of `parts` (written `shown`) when every component is Nim
/// under normal play; `None` otherwise.
pub fn analyze(parts: &[Part], shown: &[String]) -> Option<Analysis> {
    let heaps: Vec<Vec<u64>> = parts
        .iter()
        .map(|p| p.game.nim_heaps(&p.position))
        .collect::<Option<_>>()?;
    let all = heaps.iter().flatten();
    let sum = all.clone().fold(0, |x, &h| x ^ h);
    let big = all.clone().filter(|&&h| h > 1).count();
    let won = wins(sum, big);
    let value = Value {
        outcome: if won { Outcome::Win } else { Outcome::Lose },
        remoteness: None,
        nimber: None,
    };
    let mut answer = Analysis::new("misere".into(), notation(shown), value, Engine::Theory);
    if won {
        // A winning move leaves a heap h with h xor sum (to nim-sum 0), or with 0 or 1 (to
        // fix the number of ones); each is checked by the rule itself.
        for (i, (part, component)) in parts.iter().zip(&heaps).enumerate() {
            for (j, &h) in component.iter().enumerate() {
                let mut targets = vec![h ^ sum, 0, 1];
                targets.retain(|&t| t < h);
                targets.sort_unstable();
                targets.dedup();
                for t in targets.into_iter().rev() {
                    let big_after = big - usize::from(h > 1) + usize::from(t > 1);
                    if wins(sum ^ h ^ t, big_after) {
                        continue;
                    }
                    let Some(m) = part.game.nim_move(&part.position, j, t) else {
                        continue;
                    };
                    let after = m.position.unwrap_or_default();
                    let moved = ComponentMove {
                        mv: m.mv,
                        after: format!("{} {after}", part.game.name()),
                    };
                    let mut chosen = vec![None; parts.len()];
                    chosen[i] = Some(&moved);
                    answer.winning_moves.push(compound_move(shown, &chosen));
                }
            }
        }
    }
    answer.explanation = Text::new("misere-nim-sum")
        .arg("heaps", heaps.iter().map(Vec::len).sum::<usize>())
        .arg("sum", sum)
        .arg("big", big)
        .arg("wins", u8::from(won));
    Some(answer)
}
