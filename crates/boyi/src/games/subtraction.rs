//! Subtraction games: one heap, a move takes any amount in a finite set S.
//!
//! Seed 000's 取球博弈 is S = {1, 3, 7, 8} under misère play (whoever takes the last ball
//! loses). Every such game's values are eventually periodic; Boyi finds the period and proves
//! it (see [`crate::solve::period`]), then answers any heap size from it.

use crate::analysis::{Analysis, Engine, MoveReport};
use crate::budget::{self, Budget};
use crate::code::Code;
use crate::error::Error;
use crate::family::{
    erase, grundy_label, Drawing, Driver, Family, HeapRow, OptionSpec, PositionSpec, Split,
    Summary, Table, Tabulates, Theory, MISERE,
};
use crate::game::{Game, Kind, Notation, Written};
use crate::games::octal::Octal;
use crate::notation::{natural, single, ParseError, Token};
use crate::solve::period::{self, Period, Shift};
use crate::text::Text;
use crate::value::{mex, Nimber, Outcome, Play, Remoteness, Value};

/// The largest amount for which misère sums of several heaps are answered (by the misère
/// quotient, whose moves list every amount).
pub const MISERE_SUM_AMOUNT: u64 = 1 << 12;

/// The longest prefix of values Boyi computes while looking for a period.
pub const PERIOD_SEARCH_LIMIT: usize = 1 << 24;

/// The rules: the allowed amounts, and normal or misère play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Subtraction {
    set: Vec<u64>,
    play: Play,
}

impl Subtraction {
    /// Rules with subtraction set `set` (non-empty, positive; order and repeats do not matter).
    pub fn new(mut set: Vec<u64>, play: Play) -> Result<Self, Error> {
        set.sort_unstable();
        set.dedup();
        if set.is_empty() {
            return Err(Error::invalid(Text::new("error-subtraction-empty")));
        }
        if set[0] == 0 {
            return Err(Error::invalid(Text::new("error-subtraction-zero")));
        }
        if set.len() > 1 << 16 {
            return Err(Error::limit(
                Text::new("error-subtraction-too-many").arg("max", 1u64 << 16),
            ));
        }
        Ok(Subtraction { set, play })
    }

    /// Reads a comma-separated set such as `1,3,7,8`.
    pub fn parse_set(token: &Token<'_>) -> Result<Vec<u64>, ParseError> {
        if token.text.trim().is_empty() {
            return Err(ParseError::new(Text::new("error-subtraction-empty"), token));
        }
        token
            .text
            .split(',')
            .map(|part| {
                let part_token = Token {
                    text: part,
                    at: token.at,
                };
                let amount = natural(&part_token, Text::new("error-what-subtraction-amount"))?;
                if amount == 0 {
                    return Err(ParseError::new(
                        Text::new("error-subtraction-parse-zero"),
                        &part_token,
                    ));
                }
                Ok(amount)
            })
            .collect()
    }

    /// The allowed amounts, ascending.
    pub fn set(&self) -> &[u64] {
        &self.set
    }

    /// Normal or misère play.
    pub fn play_convention(&self) -> Play {
        self.play
    }

    /// The largest amount: each value depends on this many values before it.
    pub fn window(&self) -> usize {
        usize::try_from(*self.set.last().expect("set is non-empty")).unwrap_or(usize::MAX)
    }

    /// Values of heaps `0..len`.
    pub fn values(&self, len: usize) -> Values {
        let mut values = Values {
            grundy: Vec::with_capacity(len),
            remoteness: Vec::with_capacity(len),
        };
        self.extend(&mut values, len);
        values
    }

    /// Extends `values` to heaps `0..len`.
    pub fn extend(&self, values: &mut Values, len: usize) {
        let mut options = Vec::with_capacity(self.set.len());
        let mut seen = Vec::new();
        for n in values.grundy.len()..len {
            options.clear();
            let (mut win_fast, mut lose_slow) = (None::<Remoteness>, 0);
            for &s in self.set.iter().take_while(|&&s| s as usize <= n) {
                let g = values.grundy[n - s as usize];
                let r = values.remoteness[n - s as usize];
                options.push(g as Nimber);
                if g == 0 {
                    win_fast = Some(win_fast.map_or(r, |w| w.min(r)));
                }
                lose_slow = lose_slow.max(r);
            }
            let (g, r) = if options.is_empty() {
                // No move: misère Grundy values give such a position 1.
                (u32::from(self.play == Play::Misere), 0)
            } else {
                let r = 1 + win_fast.unwrap_or(lose_slow);
                (mex(&options, &mut seen) as u32, r)
            };
            values.grundy.push(g);
            values.remoteness.push(r);
        }
    }

    /// Computes values until their period (and, if possible, the remoteness's arithmetic
    /// period) is proven, or the search limit is reached.
    pub fn solve(&self, budget: Budget) -> Solved {
        let window = self.window();
        let limit = self.search_limit(budget);
        let mut len = window
            .saturating_mul(4)
            .clamp(1024, PERIOD_SEARCH_LIMIT)
            .min(limit);
        let mut values = Values::default();
        loop {
            // Grown fallibly: when memory is short the search ends here, and heaps past the
            // computed prefix are refused by `Solved::value`.
            let more = len - values.grundy.len();
            if values.grundy.try_reserve_exact(more).is_err()
                || values.remoteness.try_reserve_exact(more).is_err()
            {
                return Solved {
                    rules: self.clone(),
                    values,
                    grundy_period: None,
                    remoteness_period: None,
                };
            }
            self.extend(&mut values, len);
            let grundy = period::find(&values.grundy, window, Shift::Zero);
            let remoteness =
                grundy.and_then(|_| period::find(&values.remoteness, window, Shift::Even));
            if (grundy.is_some() && remoteness.is_some()) || len >= limit {
                return Solved {
                    rules: self.clone(),
                    values,
                    grundy_period: grundy,
                    remoteness_period: remoteness,
                };
            }
            len = (len * 2).min(limit);
        }
    }

    /// The longest prefix the period search computes: [`PERIOD_SEARCH_LIMIT`] values, or
    /// fewer when each costs so many steps (one per amount) that the search would pass
    /// [`budget::THEORY_WORK`], or when the memory `budget` does not hold them.
    pub fn search_limit(&self, budget: Budget) -> usize {
        /// A value's nimber and remoteness.
        const VALUE_BYTES: u64 = 12;
        let affordable = (budget::THEORY_WORK / self.set.len() as u64)
            .min(budget.memory() / VALUE_BYTES)
            .max(1);
        PERIOD_SEARCH_LIMIT.min(usize::try_from(affordable).unwrap_or(usize::MAX))
    }
}

/// Grundy values and remoteness of a prefix of heap sizes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Values {
    /// Nimbers under normal play; misère Grundy values under misère play. Either way the
    /// mover loses exactly where this is 0.
    pub grundy: Vec<u32>,
    /// Remoteness of each heap size.
    pub remoteness: Vec<Remoteness>,
}

/// A subtraction game with its values known for every heap size (through its period).
#[derive(Clone, Debug)]
pub struct Solved {
    rules: Subtraction,
    values: Values,
    grundy_period: Option<Period>,
    remoteness_period: Option<Period>,
}

impl Solved {
    /// The rules that were solved.
    pub fn rules(&self) -> &Subtraction {
        &self.rules
    }

    /// The proven period of the Grundy values, if one was found.
    pub fn period(&self) -> Option<Period> {
        self.grundy_period
    }

    /// The proven arithmetic period of the remoteness, if one was found.
    pub fn remoteness_period(&self) -> Option<Period> {
        self.remoteness_period
    }

    /// The computed prefix of values.
    pub fn values(&self) -> &Values {
        &self.values
    }

    /// The value of heap `n`; an error if `n` is past the computed prefix and no period is known.
    pub fn value(&self, n: u64) -> Result<Value, Error> {
        let grundy = match self.grundy_period {
            Some(p) => p.value_at(&self.values.grundy, n),
            None if n < self.values.grundy.len() as u64 => {
                Some(self.values.grundy[n as usize] as u64)
            }
            None => None,
        }
        .ok_or_else(|| {
            Error::limit(
                Text::new("error-subtraction-no-period")
                    .arg("known", self.values.grundy.len())
                    .arg("amounts", self.rules.set.len())
                    .arg("steps", budget::THEORY_WORK)
                    .arg("n", n),
            )
        })?;
        let remoteness = match self.remoteness_period {
            Some(p) => p.value_at(&self.values.remoteness, n),
            None => self.values.remoteness.get(n as usize).copied(),
        };
        Ok(match self.rules.play {
            Play::Normal => Value::from_nimber(grundy, remoteness),
            Play::Misere => Value {
                outcome: if grundy == 0 {
                    Outcome::Lose
                } else {
                    Outcome::Win
                },
                remoteness,
                nimber: None,
            },
        })
    }

    /// The full answer for heap `n`.
    pub fn analyze(&self, n: u64) -> Result<Analysis, Error> {
        let rules = &self.rules;
        let value = self.value(n)?;
        let mut analysis = Analysis::new(rules.name(), n.to_string(), value, Engine::Theory);
        for &s in rules.set.iter().filter(|&&s| s <= n) {
            if self.value(n - s)?.outcome == Outcome::Lose {
                analysis.winning_moves.push(MoveReport {
                    mv: rules.show_move(&s, &n),
                    position: Some((n - s).to_string()),
                });
            }
        }
        analysis.explanation = self.explain(n, &value, &analysis.winning_moves);
        Ok(analysis)
    }

    fn explain(&self, n: u64, value: &Value, winning: &[MoveReport]) -> Text {
        let rules = &self.rules;
        let set = join_set(&rules.set);
        let mut lines = vec![match rules.play {
            Play::Normal => Text::new("subtraction-normal")
                .arg("set", set)
                .arg("n", n)
                .arg("nimber", value.nimber.unwrap_or(0)),
            Play::Misere => Text::new("subtraction-misere")
                .arg("set", set)
                .arg("n", n)
                .arg("wins", u8::from(value.outcome == Outcome::Win)),
        }];
        if let Some(p) = self.grundy_period {
            lines.push(
                Text::new("subtraction-period")
                    .arg("period", p.period)
                    .arg("preperiod", p.preperiod)
                    .arg("window", rules.window()),
            );
            if n >= p.preperiod + p.period {
                let m = p.preperiod + (n - p.preperiod) % p.period;
                lines.push(
                    Text::new("subtraction-reduced")
                        .arg("n", n)
                        .arg("m", m)
                        .arg("period", p.period),
                );
            }
        }
        if !winning.is_empty() {
            let heaps: Vec<String> = winning.iter().filter_map(|m| m.position.clone()).collect();
            lines.push(Text::new("subtraction-winning").arg("heaps", heaps));
        }
        Text::lines(lines)
    }
}

/// The move that takes `take` from a heap of `from`.
pub fn take_from_heap(take: u64, from: u64) -> Text {
    Text::new("move-take")
        .arg("take", take)
        .arg("from", from)
        .arg("to", from - take)
}

fn join_set(set: &[u64]) -> String {
    set.iter().map(u64::to_string).collect::<Vec<_>>().join(",")
}

/// Reads a single heap size.
pub fn parse_heap(tokens: &[Token<'_>]) -> Result<u64, ParseError> {
    natural(
        single(tokens, Text::new("error-what-one-heap-size"))?,
        Text::new("error-what-the-heap-size"),
    )
}

impl Game for Subtraction {
    type Position = u64;
    type Move = u64;

    fn kind(&self) -> Kind {
        Kind::impartial(self.play())
    }

    fn moves(&self, &n: &u64, out: &mut Vec<(u64, u64)>) {
        out.extend(
            self.set
                .iter()
                .take_while(|&&s| s <= n)
                .map(|&s| (s, n - s)),
        );
    }

    fn play(&self) -> Play {
        self.play
    }
}

impl Written<u64> for Subtraction {
    fn read_position(&self, words: &[Token<'_>]) -> Result<u64, Error> {
        Ok(parse_heap(words)?)
    }

    fn show_position(&self, n: &u64) -> String {
        n.to_string()
    }
}

impl Notation for Subtraction {
    fn name(&self) -> String {
        let misere = if self.play == Play::Misere {
            " --misere"
        } else {
            ""
        };
        format!("subtraction --moves {}{misere}", join_set(&self.set))
    }

    fn show_move(&self, &take: &u64, &from: &u64) -> Text {
        take_from_heap(take, from)
    }
}

/// The position of a game on one heap.
pub const HEAP: PositionSpec = PositionSpec {
    name: "N",
    help: "The heap size.",
    hyphens: false,
};

/// A subtraction game's position: one heap, or under misère play several (a sum).
const HEAPS: PositionSpec = PositionSpec {
    name: "N",
    help: "The heap size (under --misere, several heaps: a sum, answered by the misère quotient).",
    hyphens: false,
};

/// The largest amount whose misère quotient is sought (the code has a digit per amount).
const QUOTIENT_AMOUNT: u64 = 1 << 12;

/// Subtraction games in the registry.
pub const FAMILY: Family = Family {
    name: "subtraction",
    alias: None,
    example: "subtraction --moves 1,3,7,8 --misere 10",
    options: &[
        OptionSpec {
            long: "--moves",
            value: Some("S"),
            help: "The amounts a move may take, comma-separated (e.g. 1,3,7,8).",
            required: true,
            positional: false,
            file: false,
        },
        MISERE,
    ],
    position: HEAPS,
    tabulates: Tabulates::Yes,
    board: Some(Drawing::Heaps { by: "top" }),
    quotient: Some(|options| {
        let set = Subtraction::parse_set(&options.required("--moves")?)?;
        let rules = Subtraction::new(set, Play::Misere)?;
        if rules.set.last() > Some(&QUOTIENT_AMOUNT) {
            let text = Text::new("error-quotient-amount").arg("max", QUOTIENT_AMOUNT);
            return Err(Error::invalid(text));
        }
        let amounts: Vec<String> = rules.set.iter().map(u64::to_string).collect();
        let name = format!("subtraction --moves {}", amounts.join(","));
        Ok((Code::subtraction(&rules.set), name))
    }),
    resumable: false,
    load: |options, road, budget| {
        let set = Subtraction::parse_set(&options.required("--moves")?)?;
        let rules = Subtraction::new(set, Play::from_misere(options.flag(MISERE.long)))?;
        if rules.play == Play::Normal || rules.set.last() > Some(&MISERE_SUM_AMOUNT) {
            return Ok(erase(Lazy::new(rules, budget.clone()), road, budget));
        }
        // Several heaps under misère play: a sum, answered by the misère quotient.
        let many = Octal::misere_subtraction(&rules.set, rules.name(), budget.clone());
        Ok(Box::new(Split::new(
            erase(Lazy::new(rules, budget.clone()), road, budget.clone()),
            erase(many, road, budget),
        )))
    },
};

/// A subtraction game whose values are computed (and their period proven) on first use.
pub struct Lazy {
    rules: Subtraction,
    /// The memory the request that loaded the game may use.
    budget: Budget,
    solved: Option<Solved>,
}

impl Lazy {
    /// The rules, not solved yet, to be solved within `budget`.
    pub fn new(rules: Subtraction, budget: Budget) -> Self {
        Lazy {
            rules,
            budget,
            solved: None,
        }
    }

    /// The rules with their values.
    pub fn solved(&mut self) -> &Solved {
        let (rules, budget) = (&self.rules, self.budget.clone());
        self.solved.get_or_insert_with(|| rules.solve(budget))
    }
}

impl Theory for Lazy {
    type Game = Subtraction;

    fn game(&self) -> &Subtraction {
        &self.rules
    }

    fn value(&mut self, &n: &u64) -> Result<Value, Error> {
        self.solved().value(n)
    }

    fn analyze(&mut self, &n: &u64) -> Result<Analysis, Error> {
        self.solved().analyze(n)
    }

    fn search_work(&self, &n: &u64) -> Option<u64> {
        budget::heap_work(n, self.rules.set.len() as u64)
    }

    fn move_count(&self, &n: &u64) -> Option<u64> {
        Some(self.rules.set.iter().take_while(|&&s| s <= n).count() as u64)
    }

    fn table(&mut self, to: Option<u64>, _: &mut dyn Driver) -> Result<Table<'_>, Error> {
        let solved = self.solved().clone();
        heap_table(solved, to)
    }
}

/// The table of a solved subtraction game up to heap `to` (the values computed without
/// one): values from the proven period (any length), or from the computed prefix when no
/// period showed.
pub fn heap_table(solved: Solved, to: Option<u64>) -> Result<Table<'static>, Error> {
    let rules = solved.rules().clone();
    let (label, note) = grundy_label(rules.play);
    let period = solved.period().map(|p| {
        let proof = Text::new("subtraction-period-proof")
            .arg("period", p.period)
            .arg("window", rules.window());
        (p, proof)
    });
    let grundy = &solved.values().grundy;
    let known = grundy.len() as u64;
    let summary = Summary {
        values_computed: known,
        largest: grundy.iter().max().map_or(0, |&g| u64::from(g)),
        preperiod: solved.period().map(|p| p.preperiod),
        period: solved.period().map(|p| p.period),
        ..Summary::default()
    };
    let to = to.unwrap_or(known.saturating_sub(1));
    if period.is_none() && to >= known {
        return Err(Error::limit(
            Text::new("error-table-no-period-up-to")
                .arg("known", known)
                .arg("to", to),
        ));
    }
    let row = move |n: u64| -> Result<HeapRow, Error> {
        let grundy = match solved.period() {
            Some(p) => p.value_at(&solved.values().grundy, n),
            None if n < known => Some(u64::from(solved.values().grundy[n as usize])),
            None => None,
        }
        .ok_or_else(|| {
            Error::limit(
                Text::new("error-table-no-period-from")
                    .arg("known", known)
                    .arg("n", n),
            )
        })?;
        Ok(HeapRow::from_grundy(grundy))
    };
    Ok(Table::Heaps {
        label: Some(label),
        row: Box::new(row),
        period,
        note,
        summary,
    })
}
