//! Fibonacci Nim (斐波那契博弈) and k-multiple dynamic subtraction (K倍动态减法): one heap;
//! the first move takes 1 to N−1 counters; after a take of t the next move takes 1 to k·t
//! (k = 2 is Fibonacci Nim). Whoever takes the last counter wins.
//!
//! A position is written `N M`: N counters, at most M on the next move (`N` alone is the
//! start, M = N−1). The theorem that decides it, and every winning move, is in [`ladder`].

pub mod ladder;

use crate::analysis::{Analysis, Engine, MoveReport};
use crate::budget::Budget;
use crate::error::Error;
use crate::family::{
    erase, Drawing, Driver, Family, HeapRow, OptionSpec, PositionSpec, Summary, Table, Tabulates,
    Theory,
};
use crate::game::{Game, Kind, Notation, Written};
use crate::games::subtraction::take_from_heap;
use crate::notation::{natural, ParseError, Place, Token};
use crate::text::Text;
use crate::value::{Nimber, Outcome, Value};
use ladder::{Ladder, Nimbers};

/// The rules: the multiple k that bounds each move by the one before.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dynamic {
    /// After a take of t, the next move takes at most k·t (at least 1).
    pub k: u64,
}

/// A position: the counters left, and the most the next move may take (at most them).
pub type Heap = (u64, u64);

impl Dynamic {
    /// The position after taking `take` from `(n, _)`: the limit k·take, capped at what is
    /// left (a limit past the heap allows the same moves).
    fn after(&self, n: u64, take: u64) -> Heap {
        let left = n - take;
        (left, take.saturating_mul(self.k).min(left))
    }
}

impl Game for Dynamic {
    type Position = Heap;
    type Move = u64;

    fn kind(&self) -> Kind {
        Kind::Nimber
    }

    fn moves(&self, &(n, m): &Heap, out: &mut Vec<(u64, Heap)>) {
        out.extend((1..=m.min(n)).map(|take| (take, self.after(n, take))));
    }
}

impl Written<Heap> for Dynamic {
    fn read_position(&self, words: &[Token<'_>]) -> Result<Heap, Error> {
        Ok(parse(words)?)
    }

    fn show_position(&self, (n, m): &Heap) -> String {
        format!("{n} {m}")
    }
}

impl Notation for Dynamic {
    fn name(&self) -> String {
        match self.k {
            2 => "fibonacci".into(),
            k => format!("fibonacci --k {k}"),
        }
    }

    fn show_move(&self, take: &u64, (n, _): &Heap) -> Text {
        take_from_heap(*take, *n)
    }
}

/// Fibonacci Nim and its k-multiple kin in the registry.
pub const FAMILY: Family = Family {
    name: "fibonacci",
    alias: Some("斐波那契博弈"),
    example: "fibonacci 20",
    options: &[OptionSpec {
        long: "--k",
        value: Some("K"),
        help: "After a take of t the next move takes at most K·t (2, Fibonacci Nim, unless given).",
        required: false,
        positional: false,
        file: false,
    }],
    position: PositionSpec {
        name: "N",
        help: "N counters (the start: the first move takes 1 to N-1), or N M: at most M on the next move.",
        hyphens: false,
    },
    tabulates: Tabulates::Yes,
    board: Some(Drawing::Heaps { by: "limit" }),
    quotient: None,
    resumable: false,
    load: |options, road, budget| {
        let k = match options.token("--k") {
            None => 2,
            Some(token) => {
                let k = natural(&token, Text::new("error-what-fibonacci-k"))?;
                if k == 0 {
                    return Err(ParseError::new(Text::new("error-fibonacci-k-zero"), &token).into());
                }
                k
            }
        };
        let theory = Ladders {
            rules: Dynamic { k },
            budget: budget.clone(),
            ladder: None,
            nimbers: None,
        };
        Ok(erase(theory, road, budget))
    },
};

/// The theory of the registry's game: the ladder of losing sizes and, for sums, a table of
/// nimbers, each built as far as asked and kept.
struct Ladders {
    rules: Dynamic,
    budget: Budget,
    ladder: Option<Ladder>,
    nimbers: Option<Nimbers>,
}

impl Ladders {
    /// The ladder up to `n` counters at least (a game played down from a position never
    /// needs it rebuilt).
    fn ladder(&mut self, n: u64) -> Result<&Ladder, Error> {
        let short = |l: &Ladder| l.terms().last().is_none_or(|&top| top <= n);
        if self.ladder.as_ref().is_none_or(short) {
            self.ladder = Some(Ladder::up_to(self.rules.k, n, self.budget.memory())?);
        }
        Ok(self.ladder.as_ref().expect("built above"))
    }
}

/// Reads `N` (the start) or `N M`.
fn parse(words: &[Token<'_>]) -> Result<Heap, ParseError> {
    let count = |t: &Token<'_>| natural(t, Text::new("error-what-fibonacci-counters"));
    let limit = |t: &Token<'_>| natural(t, Text::new("error-what-fibonacci-limit"));
    match words {
        [] => Err(ParseError::at(
            Text::new("error-expected").arg("what", Text::new("error-what-fibonacci-counters")),
            Place::End,
        )),
        [n] => {
            let n = count(n)?;
            Ok((n, n.saturating_sub(1)))
        }
        [n, m] => {
            let n = count(n)?;
            Ok((n, limit(m)?.min(n)))
        }
        [_, _, extra, ..] => Err(ParseError::new(Text::new("error-fibonacci-extra"), extra)),
    }
}

impl Theory for Ladders {
    type Game = Dynamic;

    fn game(&self) -> &Dynamic {
        &self.rules
    }

    fn value(&mut self, &(n, m): &Heap) -> Result<Value, Error> {
        let ladder = self.ladder(n)?;
        let wins = n > 0 && ladder.sum(n).last().is_some_and(|&z| z <= m);
        let outcome = if wins { Outcome::Win } else { Outcome::Lose };
        Ok(Value {
            outcome,
            remoteness: None,
            nimber: None,
        })
    }

    fn analyze(&mut self, &(n, m): &Heap) -> Result<Analysis, Error> {
        let rules = self.rules;
        let value = self.value(&(n, m))?;
        let ladder = self.ladder(n)?;
        let mut answer = Analysis::new(
            rules.name(),
            rules.show_position(&(n, m)),
            value,
            Engine::Theory,
        );
        let takes = ladder.winning_takes(n, m);
        answer.winning_moves = takes
            .iter()
            .map(|&take| MoveReport {
                mv: rules.show_move(&take, &(n, m)),
                position: Some(rules.show_position(&rules.after(n, take))),
            })
            .collect();
        answer.explanation = explain(ladder, n, m, &takes);
        Ok(answer)
    }

    fn search_work(&self, &(n, m): &Heap) -> Option<u64> {
        // Positions (n', m') with m' ≤ n' ≤ n, each with at most n moves.
        n.checked_add(1)?
            .checked_mul(n.checked_add(1)?)?
            .checked_mul(m.max(1))
    }

    fn move_count(&self, &(n, m): &Heap) -> Option<u64> {
        Some(m.min(n))
    }

    fn nimber(&mut self, &(n, m): &Heap) -> Result<Option<Nimber>, Error> {
        if self.nimbers.as_ref().is_none_or(|t| t.counters() < n) {
            self.nimbers = Some(Nimbers::up_to(self.rules.k, n)?);
        }
        let table = self.nimbers.as_ref().expect("built above");
        Ok(Some(Nimber::from(table.get(n, m))))
    }

    /// The start positions 0, 1, …, to: the mover loses exactly on the ladder's terms.
    fn table(&mut self, to: Option<u64>, _: &mut dyn Driver) -> Result<Table<'_>, Error> {
        let to = to.ok_or_else(|| Error::invalid(Text::new("error-fibonacci-table-needs-to")))?;
        let ladder = self.ladder(to)?.clone();
        let k = self.rules.k;
        Ok(Table::Heaps {
            label: None,
            row: Box::new(move |n| {
                let lose = n == 0 || ladder.is_term(n);
                Ok(HeapRow {
                    grundy: None,
                    outcome: if lose { Outcome::Lose } else { Outcome::Win },
                    genus: None,
                })
            }),
            period: None,
            note: Some(Text::new("note-fibonacci-table").arg("k", k)),
            summary: Summary::default(),
        })
    }
}

/// Why `(n, m)` is won or lost: n's sum, its smallest term against the limit, and the
/// winning takes.
fn explain(ladder: &Ladder, n: u64, m: u64, takes: &[u64]) -> Text {
    if n == 0 {
        return Text::new("fibonacci-empty");
    }
    let sum = ladder.sum(n);
    let smallest = *sum.last().expect("n > 0 has a sum");
    let shown: Vec<String> = sum.iter().map(u64::to_string).collect();
    let first: Vec<String> = ladder.terms().iter().take(12).map(u64::to_string).collect();
    let theorem = Text::new("fibonacci-ladder")
        .arg("k", ladder.k)
        .arg("fibonacci", u64::from(ladder.k == 2))
        .arg("terms", first.join(", "))
        .arg("n", n)
        .arg("sum", shown.join(" + "))
        .arg("smallest", smallest);
    let verdict = match takes.first() {
        Some(&take) => {
            let (left, limit) = Dynamic { k: ladder.k }.after(n, take);
            let next = ladder.sum(left).last().copied().unwrap_or(0);
            Text::new("fibonacci-wins")
                .arg("m", m)
                .arg("smallest", smallest)
                .arg("take", take)
                .arg("left", left)
                .arg("next", next)
                .arg("k", ladder.k)
                .arg("limit", limit)
                .arg("others", takes.len() as u64 - 1)
        }
        None => Text::new("fibonacci-loses")
            .arg("m", m)
            .arg("smallest", smallest)
            .arg("k", ladder.k),
    };
    Text::lines(vec![theorem, verdict])
}
