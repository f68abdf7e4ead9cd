//! The rules of a take-and-break game: a heap's moves as its code says, for the generic
//! engine and for the names of moves.

use crate::analysis::{moves_where, Analysis, Engine};
use crate::code::{Code, Repeating};
use crate::error::Error;
use crate::game::{Game, Kind, Notation, Written};
use crate::games::heaps::{heap_multiset, join, parse_heaps};
use crate::notation::Token;
use crate::text::Text;
use crate::value::{Nimber, Play, Value};
use std::fmt;

/// The rules of one code, for moves and the generic engine: a finite code ([`Code`]) or
/// one whose last digit repeats ([`Repeating`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TakeAndBreak<R = Code> {
    /// The code.
    pub code: R,
    /// Normal or misère play.
    pub play: Play,
    /// The name to show when the game came from another family (a subtraction set).
    pub title: Option<String>,
}

/// What a code says of one heap, finite or repeating.
pub trait HeapRule: Clone + fmt::Display + 'static {
    /// Every way to play on one heap of `h`: counters taken and heaps left.
    fn each_move(&self, h: u64, each: impl FnMut(u64, &[u64]));
    /// Whether a heap of `h` has a move, without listing them.
    fn has_move(&self, h: u64) -> bool;
}

impl HeapRule for Code {
    fn each_move(&self, h: u64, each: impl FnMut(u64, &[u64])) {
        Code::each_move(self, h, each)
    }

    fn has_move(&self, h: u64) -> bool {
        Code::has_move(self, h)
    }
}

impl HeapRule for Repeating {
    fn each_move(&self, h: u64, each: impl FnMut(u64, &[u64])) {
        Repeating::each_move(self, h, each)
    }

    fn has_move(&self, h: u64) -> bool {
        Repeating::has_move(self, h)
    }
}

/// A move: take `take` counters from heap `heap` (0-based), leaving the heaps `leave`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TakeMove {
    /// The heap, counted from 0.
    pub heap: usize,
    /// Counters taken.
    pub take: u64,
    /// The heaps left in its place.
    pub leave: Vec<u64>,
}

impl<R: HeapRule> TakeAndBreak<R> {
    /// Whether a heap of `h` has a move, without listing them.
    pub fn has_move(&self, h: u64) -> bool {
        self.code.has_move(h)
    }
}

impl<R: HeapRule> Game for TakeAndBreak<R> {
    type Position = Vec<u64>;
    type Move = TakeMove;

    fn kind(&self) -> Kind {
        Kind::impartial(self.play())
    }

    fn moves(&self, heaps: &Vec<u64>, out: &mut Vec<(TakeMove, Vec<u64>)>) {
        for (i, &h) in heaps.iter().enumerate() {
            self.code.each_move(h, |take, leave| {
                let mut next = heaps[..i].to_vec();
                next.extend_from_slice(leave);
                next.extend_from_slice(&heaps[i + 1..]);
                let mv = TakeMove {
                    heap: i,
                    take,
                    leave: leave.to_vec(),
                };
                out.push((mv, next));
            });
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

impl<R: HeapRule> Written<Vec<u64>> for TakeAndBreak<R> {
    fn read_position(&self, words: &[Token<'_>]) -> Result<Vec<u64>, Error> {
        Ok(parse_heaps(words)?)
    }

    fn show_position(&self, heaps: &Vec<u64>) -> String {
        join(heaps)
    }
}

impl<R: HeapRule> Notation for TakeAndBreak<R> {
    fn name(&self) -> String {
        if let Some(title) = &self.title {
            return title.clone();
        }
        match self.play {
            Play::Normal => format!("octal {}", self.code),
            Play::Misere => format!("octal {} --misere", self.code),
        }
    }

    /// `take 2 from heap 3 (9), leaving heaps 3 and 4`; `split heap 1 (9) into 4 and 5`.
    fn show_move(&self, mv: &TakeMove, from: &Vec<u64>) -> Text {
        let left: Vec<String> = mv.leave.iter().map(u64::to_string).collect();
        Text::new("move-take-and-break")
            .arg("take", mv.take)
            .arg("heap", mv.heap + 1)
            .arg("size", from[mv.heap])
            .arg("count", left.len())
            .arg("left", left)
    }
}

/// The number of partitions of 0, 1, …, `sum` in all (the multisets of positive heaps of
/// total at most `sum`), when it fits in a `u64`; Euler's recurrence by parts.
pub fn partitions_up_to(sum: u64) -> Option<u64> {
    // p(405) is past 2^64 already.
    let sum = usize::try_from(sum).ok().filter(|&s| s <= 400)?;
    let mut ways = vec![0u64; sum + 1];
    ways[0] = 1;
    for part in 1..=sum {
        for total in part..=sum {
            ways[total] = ways[total].checked_add(ways[total - part])?;
        }
    }
    ways.iter().try_fold(0u64, |all, &w| all.checked_add(w))
}

/// The answer for `heaps` of `rules` under normal play from each heap's Grundy value
/// (`grundy`): the nim-sum (Sprague-Grundy), every winning move when `listable` (a move
/// wins when it leaves nim-sum 0), and the explanation's line of each heap's value.
pub fn nim_sum_answer<R: HeapRule>(
    rules: &TakeAndBreak<R>,
    heaps: &[u64],
    listable: bool,
    mut grundy: impl FnMut(u64) -> Result<Nimber, Error>,
) -> Result<(Analysis, Text), Error> {
    let mut lines = Vec::new();
    let mut x = 0;
    for (i, &h) in heaps.iter().enumerate() {
        let g = grundy(h)?;
        x ^= g;
        if i < 64 {
            lines.push(format!("  g({h}) = {g}"));
        }
    }
    let value = Value::from_nimber(x, None);
    let mut answer = Analysis::new(rules.name(), join(heaps), value, Engine::Theory);
    if x != 0 && listable {
        answer.winning_moves = moves_where(rules, &heaps.to_vec(), |mv, _| {
            let mut after = x ^ grundy(heaps[mv.heap])?;
            for &h in &mv.leave {
                after ^= grundy(h)?;
            }
            Ok(after == 0)
        })?;
    }
    let table = Text::new("octal")
        .arg("code", rules.code.to_string())
        .arg("table", lines.join("\n"))
        .arg("sum", x);
    Ok((answer, table))
}
