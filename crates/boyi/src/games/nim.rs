//! Nim: heaps of counters, a move takes any positive number from one heap.
//!
//! Normal play: the mover loses exactly when the nim-sum (xor) of the heaps is 0 (Bouton,
//! 1901; seed 004 theorems 1-4). Misère play (last to take loses): when every heap has at
//! most one counter the mover loses exactly when the number of 1-heaps is odd; otherwise play
//! as in normal Nim, except that a move which would leave only heaps of size at most 1
//! must leave an odd number of them (seed 004 theorems 5-7).

use super::heaps::{heap_multiset, join, parse_heaps};
use super::nim_k::{Moore, NimK};
use crate::analysis::{position_after, Analysis, Engine, MoveReport};
use crate::budget;
use crate::error::Error;
use crate::family::{erase, Drawing, Family, OptionSpec, PositionSpec, Tabulates, Theory, MISERE};
use crate::game::{Game, Kind, Notation, Written};
use crate::notation::{natural, ParseError, Token};
use crate::text::Text;
use crate::value::{Nimber, Outcome, Play, Value};

/// The rules of Nim under normal or misère play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Nim {
    /// Normal (last move wins) or misère (last move loses).
    pub play: Play,
}

/// A Nim move: reduce heap `heap` (0-based) to `to` counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NimMove {
    /// Index of the heap, 0-based.
    pub heap: usize,
    /// Size of the heap after the move.
    pub to: u64,
}

impl Game for Nim {
    type Position = Vec<u64>;
    type Move = NimMove;

    fn kind(&self) -> Kind {
        Kind::impartial(self.play())
    }

    fn moves(&self, heaps: &Vec<u64>, out: &mut Vec<(NimMove, Vec<u64>)>) {
        for (heap, &size) in heaps.iter().enumerate() {
            for to in 0..size {
                let mut next = heaps.clone();
                next[heap] = to;
                out.push((NimMove { heap, to }, next));
            }
        }
    }

    fn play(&self) -> Play {
        self.play
    }

    /// Heap order and empty heaps do not matter.
    fn canonical(&self, heaps: &Vec<u64>) -> Vec<u64> {
        heap_multiset(heaps)
    }
}

impl Written<Vec<u64>> for Nim {
    fn read_position(&self, words: &[Token<'_>]) -> Result<Vec<u64>, Error> {
        Ok(parse_heaps(words)?)
    }

    fn show_position(&self, heaps: &Vec<u64>) -> String {
        join(heaps)
    }
}

impl Notation for Nim {
    fn name(&self) -> String {
        match self.play {
            Play::Normal => "nim".into(),
            Play::Misere => "nim --misere".into(),
        }
    }

    fn show_move(&self, mv: &NimMove, from: &Vec<u64>) -> Text {
        let size = from[mv.heap];
        Text::new("move-take-from-heap")
            .arg("take", size - mv.to)
            .arg("heap", mv.heap + 1)
            .arg("from", size)
            .arg("to", mv.to)
    }
}

/// The nim-sum (xor) of the heaps: the nimber of a Nim position.
pub fn nim_sum(heaps: &[u64]) -> Nimber {
    heaps.iter().fold(0, |x, &h| x ^ h)
}

/// The outcome for the player to move, by the theorems above.
pub fn outcome(heaps: &[u64], play: Play) -> Outcome {
    let mover_loses = match play {
        Play::Normal => nim_sum(heaps) == 0,
        Play::Misere if heaps.iter().all(|&h| h <= 1) => nim_sum(heaps) == 1,
        Play::Misere => nim_sum(heaps) == 0,
    };
    if mover_loses {
        Outcome::Lose
    } else {
        Outcome::Win
    }
}

/// Every winning move, in heap order.
pub fn winning_moves(heaps: &[u64], play: Play) -> Vec<NimMove> {
    if outcome(heaps, play) == Outcome::Lose {
        return Vec::new();
    }
    let x = nim_sum(heaps);
    let mut after = heaps.to_vec();
    let mut moves = Vec::new();
    for (heap, &size) in heaps.iter().enumerate() {
        // The normal-play target, and under misère the small targets 0 and 1.
        let mut targets = vec![size ^ x];
        if play == Play::Misere {
            targets.extend([0, 1]);
        }
        targets.sort_unstable();
        targets.dedup();
        for to in targets.into_iter().filter(|&t| t < size) {
            after[heap] = to;
            if outcome(&after, play) == Outcome::Lose {
                moves.push(NimMove { heap, to });
            }
        }
        after[heap] = size;
    }
    moves
}

/// The full answer for a Nim position from the theorems.
pub fn analyze(heaps: &[u64], play: Play) -> Analysis {
    let game = Nim { play };
    let position = heaps.to_vec();
    let result = outcome(heaps, play);
    let value = match play {
        Play::Normal => Value::from_nimber(nim_sum(heaps), None),
        Play::Misere => Value {
            outcome: result,
            remoteness: None,
            nimber: None,
        },
    };
    let mut analysis = Analysis::new(game.name(), join(heaps), value, Engine::Theory);
    analysis.winning_moves = winning_moves(heaps, play)
        .into_iter()
        .map(|mv| {
            let mut next = position.clone();
            next[mv.heap] = mv.to;
            MoveReport {
                mv: game.show_move(&mv, &position),
                position: position_after(&analysis.position, || join(&next)),
            }
        })
        .collect();
    analysis.explanation = match play {
        Play::Normal => explain_normal(heaps),
        Play::Misere => explain_misere(heaps, result),
    };
    analysis
}

/// The most heaps an explanation lists one by one; an answer about more heaps stays linear
/// in their number through its moves alone.
const LISTED_HEAPS: usize = 64;

fn explain_normal(heaps: &[u64]) -> Text {
    let x = nim_sum(heaps);
    let width = heaps
        .iter()
        .chain([&x])
        .map(|h| 64 - h.leading_zeros() as usize)
        .max()
        .unwrap_or(1)
        .max(1);
    // Every heap in binary while the table is short; past that, the sum alone.
    let listed = if heaps.len() <= LISTED_HEAPS {
        heaps
    } else {
        &[]
    };
    let table: Vec<String> = listed
        .iter()
        .chain([&x])
        .map(|h| format!("  {h:>20} = {h:0width$b}"))
        .collect();
    let summary = if x == 0 {
        Text::new("nim-zero")
    } else {
        let bit = 63 - x.leading_zeros();
        let holders: Vec<usize> = heaps
            .iter()
            .enumerate()
            .filter(|(_, &h)| h >> bit & 1 == 1)
            .map(|(i, _)| i + 1)
            .collect();
        let named: Vec<String> = holders
            .iter()
            .take(LISTED_HEAPS)
            .map(usize::to_string)
            .collect();
        Text::new("nim-nonzero")
            .arg("sum", x)
            .arg("bit", bit)
            .arg("heaps", named)
            .arg("more", holders.len().saturating_sub(LISTED_HEAPS))
    };
    Text::new("nim-table")
        .arg("count", heaps.len())
        .arg("table", table.join("\n"))
        .arg("summary", summary)
}

fn explain_misere(heaps: &[u64], result: Outcome) -> Text {
    let big = heaps.iter().filter(|&&h| h >= 2).count();
    let ones = heaps.iter().filter(|&&h| h == 1).count();
    let wins = u8::from(result == Outcome::Win);
    match big {
        0 if ones == 0 => Text::new("misere-nim-empty"),
        0 => Text::new("misere-nim-ones")
            .arg("ones", ones)
            .arg("odd", ones % 2)
            .arg("wins", wins),
        1 => Text::new("misere-nim-one-big").arg("sum", nim_sum(heaps)),
        _ => Text::new("misere-nim-big")
            .arg("big", big)
            .arg("sum", nim_sum(heaps))
            .arg("wins", wins),
    }
}

/// `--k K`: a move takes from up to K heaps (Moore's Nim_k).
const NIM_K: OptionSpec = OptionSpec {
    long: "--k",
    value: Some("K"),
    help: "A move takes from 1 to K heaps (Moore's Nim_k; 1, plain Nim, unless given).",
    required: false,
    positional: false,
    file: false,
};

/// Nim and Moore's Nim_k in the registry.
pub const FAMILY: Family = Family {
    name: "nim",
    alias: None,
    example: "nim 14 21 39",
    options: &[MISERE, NIM_K],
    position: PositionSpec {
        name: "HEAP",
        help: "Heap sizes.",
        hyphens: false,
    },
    tabulates: Tabulates::No,
    board: Some(Drawing::Heaps { by: "top" }),
    quotient: None,
    resumable: false,
    load: |options, road, budget| {
        let play = Play::from_misere(options.flag(MISERE.long));
        let k = match options.token(NIM_K.long) {
            None => 1,
            Some(token) => {
                let k = natural(&token, Text::new("error-what-nim-k"))?;
                if k == 0 {
                    return Err(ParseError::new(Text::new("error-nim-k-zero"), &token).into());
                }
                k
            }
        };
        Ok(match k {
            1 => erase(Nim { play }, road, budget),
            k => {
                let rules = NimK { k, play };
                let theory = Moore {
                    rules,
                    budget: budget.clone(),
                };
                erase(theory, road, budget)
            }
        })
    },
};

impl Theory for Nim {
    type Game = Nim;

    fn game(&self) -> &Nim {
        self
    }

    fn value(&mut self, heaps: &Vec<u64>) -> Result<Value, Error> {
        Ok(match self.play {
            Play::Normal => Value::from_nimber(nim_sum(heaps), None),
            Play::Misere => Value {
                outcome: outcome(heaps, self.play),
                remoteness: None,
                nimber: None,
            },
        })
    }

    fn analyze(&mut self, heaps: &Vec<u64>) -> Result<Analysis, Error> {
        Ok(analyze(heaps, self.play))
    }

    fn search_work(&self, heaps: &Vec<u64>) -> Option<u64> {
        budget::heaps_work(heaps)
    }

    fn move_count(&self, heaps: &Vec<u64>) -> Option<u64> {
        heaps.iter().try_fold(0u64, |s, &h| s.checked_add(h))
    }

    fn nim_heaps(&self, heaps: &Vec<u64>) -> Option<Vec<u64>> {
        (self.play == Play::Normal).then(|| heaps.clone())
    }

    fn nim_move(&self, heaps: &Vec<u64>, heap: usize, to: u64) -> Option<MoveReport> {
        let mut next = heaps.clone();
        *next.get_mut(heap).filter(|h| to < **h)? = to;
        let mv = NimMove { heap, to };
        Some(MoveReport {
            mv: self.show_move(&mv, heaps),
            position: Some(join(&next)),
        })
    }

    fn moves_to_nimber(
        &mut self,
        heaps: &Vec<u64>,
        target: Nimber,
    ) -> Result<Option<Vec<MoveReport>>, Error> {
        let delta = nim_sum(heaps) ^ target;
        let shown = join(heaps);
        Ok(Some(
            (0..heaps.len())
                .filter(|&i| heaps[i] ^ delta < heaps[i])
                .map(|heap| {
                    let mv = NimMove {
                        heap,
                        to: heaps[heap] ^ delta,
                    };
                    let mut next = heaps.clone();
                    next[heap] = mv.to;
                    MoveReport {
                        mv: self.show_move(&mv, heaps),
                        position: position_after(&shown, || join(&next)),
                    }
                })
                .collect(),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `--k` reads a whole number of at least 1 (1 is plain Nim) and refuses anything else,
    /// naming the option.
    #[test]
    fn k_is_read_from_its_option() {
        use crate::family::{Options, Road};
        let load = |k: &str| {
            let mut options = Options::default();
            options.set("--k", Some(k.to_string()));
            (FAMILY.load)(&options, Road::Theory, crate::budget::Budget::of_machine())
        };
        assert_eq!(load("1").unwrap().name(), "nim");
        assert_eq!(load("3").unwrap().name(), "nim --k 3");
        for bad in ["0", "x", "-2", "99999999999999999999", ""] {
            let refusal = load(bad).err().unwrap().to_string();
            assert!(refusal.contains("--k"), "{bad}: {refusal}");
        }
    }
}
