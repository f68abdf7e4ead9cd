//! A take-and-break game as a family: its moves, its values (from the proven period where
//! there is one) and its answers.

use super::period::values_needed;
use super::rules::{nim_sum_answer, partitions_up_to, TakeAndBreak};
use super::saltus;
use super::sequence::{Sequence, Stop};
use super::values::{provable, work};
use crate::analysis::{moves_where, Analysis, Engine};
use crate::budget::{self, Budget};
use crate::code::{Code, Repeating};
use crate::error::Error;
use crate::family::{
    erase, Drawing, Driver, Family, HeapRow, OptionSpec, PositionSpec, Summary, Table, Tabulates,
    Theory, MISERE,
};
use crate::game::Notation;
use crate::games::heaps::join;
use crate::misere::genus::Genera;
use crate::misere::solver::{Ended, Stuck};
use crate::misere::{Presentation, QuotientSolver};
use crate::notation::{Place, Token};
use crate::solve::grundy::Solver;
use crate::solve::period::Period;
use crate::text::{Arg, Text};
use crate::value::{Nimber, Outcome, Play, Value};
use std::time::{Duration, Instant};

/// The code, written right after the family's name.
const CODE: OptionSpec = OptionSpec {
    long: "CODE",
    value: Some("CODE"),
    help: "The take-and-break code: 0.77 (Kayles), 0.137 (Dawson's chess), 4.07, 0.f, 4!.0; a last digit in parentheses repeats for ever: 0.(3) (Nim), 4.(3) (Lasker's Nim).",
    required: true,
    positional: true,
    file: false,
};

const HEAPS: PositionSpec = PositionSpec {
    name: "HEAP",
    help: "Heap sizes.",
    hyphens: false,
};

/// Take-and-break games in the registry.
pub const FAMILY: Family = Family {
    name: "octal",
    alias: None,
    example: "octal 0.77 3 4 5",
    options: &[CODE, MISERE],
    position: HEAPS,
    tabulates: Tabulates::Runs,
    board: Some(Drawing::Heaps { by: "run" }),
    quotient: Some(|options| {
        let token = options.required(CODE.long)?;
        if Repeating::parse(&token)?.is_some() {
            return Err(Error::invalid(Text::new("error-octal-repeating-quotient")));
        }
        let code = Code::parse(&token)?;
        Ok((code.clone(), format!("octal {code}")))
    }),
    resumable: false,
    load: |options, road, budget| {
        let token = options.required(CODE.long)?;
        let play = Play::from_misere(options.flag(MISERE.long));
        if let Some(code) = Repeating::parse(&token)? {
            return Ok(super::repeating::load(code, play, road, budget));
        }
        let code = Code::parse(&token)?;
        Ok(erase(Octal::new(code, play, budget.clone()), road, budget))
    },
};

/// Grundy's game (`octal 4!.0`): split a heap into two unequal heaps.
pub const GRUNDY: Family = Family {
    name: "grundy",
    alias: None,
    example: "grundy 5 8",
    options: &[MISERE],
    position: HEAPS,
    tabulates: Tabulates::Runs,
    board: Some(Drawing::Heaps { by: "split" }),
    quotient: Some(|_| {
        let code = grundy_code()?;
        Ok((code.clone(), format!("octal {code}")))
    }),
    resumable: false,
    load: |options, road, budget| {
        let code = grundy_code()?;
        let play = Play::from_misere(options.flag(MISERE.long));
        Ok(erase(Octal::new(code, play, budget.clone()), road, budget))
    },
};

/// Grundy's game as a code: `4!.0`, split a heap into two unequal heaps.
fn grundy_code() -> Result<Code, Error> {
    Ok(Code::parse(&Token {
        text: "4!.0",
        at: Place::Argument(0),
    })?)
}

/// A code with the Grundy values of its heaps computed so far, and their period once proven.
pub struct Octal {
    rules: TakeAndBreak,
    sequence: Sequence,
    /// Whether the values were computed as far as a request may go to prove the period.
    tried: bool,
    /// Under misère play, the plain search that answers where the quotient does not.
    misere: Option<Solver<TakeAndBreak>>,
    /// Under misère play, the quotient, grown as far as positions ask (and time allows).
    quotient: Option<QuotientSolver>,
    /// Why the quotient stopped growing, once it did.
    stuck: Option<(u32, Stuck)>,
    /// The memory the request that loaded the game may use.
    budget: Budget,
}

impl Octal {
    /// The game of `code`, no value computed yet, within the request's memory `budget`.
    pub fn new(code: Code, play: Play, budget: Budget) -> Octal {
        let rules = TakeAndBreak {
            code,
            play,
            title: None,
        };
        Octal::of_rules(rules, budget)
    }

    /// The misère sums of heaps of a subtraction game (amounts `set`), shown as `title`.
    pub fn misere_subtraction(set: &[u64], title: String, budget: Budget) -> Octal {
        let rules = TakeAndBreak {
            code: Code::subtraction(set),
            play: Play::Misere,
            title: Some(title),
        };
        Octal::of_rules(rules, budget)
    }

    /// The game of `rules`, no value computed yet.
    fn of_rules(rules: TakeAndBreak, budget: Budget) -> Octal {
        let misere = rules.play == Play::Misere;
        let search = misere.then(|| Solver::new(rules.clone()).with_budget(&budget));
        Octal {
            sequence: Sequence::new(rules.code.clone()),
            quotient: misere.then(|| QuotientSolver::new(rules.code.clone(), budget.clone())),
            rules,
            tried: false,
            misere: search,
            stuck: None,
            budget,
        }
    }

    /// Under misère play, the quotient grown to cover every heap of `heaps` (within the
    /// time a request may take), or `None` where it cannot be.
    fn quotient_for(&mut self, heaps: &[u64]) -> Option<&QuotientSolver> {
        let solver = self.quotient.as_mut()?;
        let top = heaps.iter().copied().max().unwrap_or(0);
        if solver.heap_image(top).is_none() && self.stuck.is_none() {
            let to = u32::try_from(top).ok()?;
            let deadline = Instant::now() + Duration::from_secs(budget::QUOTIENT_SECONDS);
            if let Ended::Stuck(why) = solver.run(to, Some(deadline), |_| {}) {
                self.stuck = Some((solver.last_heap() + 1, why));
            }
        }
        solver.heap_image(top).is_some().then_some(&*solver)
    }

    /// Why the quotient does not answer `heaps`, for the plain search's explanation.
    fn quotient_refusal(&self, heaps: &[u64]) -> Text {
        let top = heaps.iter().copied().max().unwrap_or(0);
        match self.stuck {
            Some((heap, why)) => Text::new("octal-misere-quotient-stuck")
                .arg("heap", heap)
                .arg("why", stuck_reason(why)),
            None => Text::new("octal-misere-quotient-far").arg("heap", top),
        }
    }

    /// The answer by the misère quotient.
    fn quotient_analysis(&mut self, heaps: &[u64]) -> Option<Result<Analysis, Error>> {
        let listable = self
            .move_count(&heaps.to_vec())
            .is_some_and(|m| m <= budget::LISTED_MOVES);
        let rules = self.rules.clone();
        let solver = self.quotient_for(heaps)?;
        let q = solver.quotient();
        let presentation = Presentation::of(q, solver.phi());
        let word = |x: u32| presentation.element(x, false);
        let x = solver.image(heaps)?;
        let value = misere_value(q.is_p(x));
        let mut analysis = Analysis::new(rules.name(), join(heaps), value, Engine::Theory);
        if !q.is_p(x) && listable {
            let moves = moves_where(&rules, &heaps.to_vec(), |_, next| {
                Ok(solver.image(next).is_some_and(|y| q.is_p(y)))
            });
            analysis.winning_moves = match moves {
                Ok(moves) => moves,
                Err(e) => return Some(Err(e)),
            };
        }
        let lines: Vec<String> = heaps
            .iter()
            .take(64)
            .map(|&h| format!("  Φ({h}) = {}", word(solver.heap_image(h).unwrap_or(0))))
            .collect();
        let p: Vec<String> = q.p_portion().into_iter().map(word).collect();
        let reach = match solver.period() {
            Some(period) => Text::new("octal-misere-quotient-whole")
                .arg("period", period.period)
                .arg("preperiod", period.preperiod),
            None => Text::new("octal-misere-quotient-partial").arg("heap", solver.last_heap()),
        };
        let mut text = vec![Text::new("octal-misere-quotient")
            .arg("game", rules.name())
            .arg("monoid", presentation.show_monoid(false))
            .arg("order", q.order() as u64)
            .arg("p", p.join(", "))
            .arg("reach", reach)
            .arg("table", lines.join("\n"))
            .arg("product", word(x))
            .arg("in", u64::from(q.is_p(x)))];
        if !q.is_p(x) && !listable {
            text.push(Text::new("octal-too-many-moves"));
        }
        analysis.explanation = Text::lines(text);
        Some(Ok(analysis))
    }

    /// Under misère play, the search that answers, once the position is checked small
    /// enough for it; `None` under normal play.
    fn misere_search(&mut self, heaps: &[u64]) -> Result<Option<&mut Solver<TakeAndBreak>>, Error> {
        if self.misere.is_none() {
            return Ok(None);
        }
        let work = self.search_work(&heaps.to_vec());
        if work.is_none_or(|w| w > budget::SEARCH_WORK) {
            return Err(Error::limit(
                Text::new("error-octal-misere-search")
                    .arg("why", self.quotient_refusal(heaps))
                    .arg(
                        "counters",
                        heaps.iter().fold(0u64, |s, &h| s.saturating_add(h)),
                    )
                    .arg("limit", budget::SEARCH_WORK),
            ));
        }
        self.budget.check_search(work)?;
        Ok(self.misere.as_mut())
    }

    /// For a code the periodicity theorem covers, computes values until a period is
    /// proven or the step budget of a request is spent (once).
    fn try_to_prove(&mut self) {
        if !self.tried && !self.sequence.unprovable() {
            let stop = Stop {
                values: None,
                steps: Some(budget::THEORY_WORK),
            };
            // A stopped request stops proving too; what it asked is then refused elsewhere.
            let _ = self.sequence.run(stop, |_| self.budget.check_stop());
        }
        self.tried = true;
    }

    /// The Grundy value of a heap of `h`: from the period, or computed.
    pub fn grundy(&mut self, h: u64) -> Result<u64, Error> {
        self.try_to_prove();
        if let Some(p) = self.sequence.period() {
            return p.value_at(self.sequence.values(), h).ok_or_else(|| {
                Error::limit(
                    Text::new("error-octal-value-past-2-64")
                        .arg("heap", h)
                        .arg("code", self.rules.code.to_string()),
                )
            });
        }
        self.compute_to(h)?;
        Ok(u64::from(self.sequence.values()[h as usize]))
    }

    /// Computes the values of heaps up to `h`, refused up front past the step budget (as
    /// the plain method would take: a bound).
    fn compute_to(&mut self, h: u64) -> Result<(), Error> {
        let code = &self.rules.code;
        let len = usize::try_from(h).ok().and_then(|h| h.checked_add(1));
        let steps = len.map(|len| work(code, self.sequence.values().len(), len));
        match (len, steps) {
            (Some(len), Some(steps)) if steps <= budget::THEORY_WORK => {
                self.sequence.extend_to(len);
                Ok(())
            }
            _ => Err(Error::limit(
                Text::new("error-octal-steps")
                    .arg("heap", h)
                    .arg("code", code.to_string())
                    .arg(
                        "steps",
                        match steps {
                            Some(s) => Arg::from(s),
                            None => Arg::from(Text::new("error-more-than-2-64")),
                        },
                    )
                    .arg("limit", budget::THEORY_WORK)
                    .arg("provable", u64::from(provable(code))),
            )),
        }
    }

    /// The proof of the period, in words.
    fn proof(&self, p: &Period) -> Text {
        let code = &self.rules.code;
        let (t, r) = (code.largest_take(), code.parts());
        let computed = self.sequence.values().len();
        if p.shift > 0 {
            let Some(proof) = saltus::prove(code, self.sequence.values(), p) else {
                unreachable!("a saltus is kept only once proven")
            };
            return Text::new("octal-saltus-proof")
                .arg("computed", computed)
                .arg("period", p.period)
                .arg("shift", p.shift)
                .arg("preperiod", p.preperiod)
                .arg("from", proof.from)
                .arg("to", proof.from + proof.step - 1)
                .arg("step", proof.step);
        }
        // The last n checked: r·max(n0, 1) + (r − 1)·p + t − 1 (Code::values_for_period).
        let times = |k: usize, x: u64| match k {
            0 => None,
            1 => Some(x.to_string()),
            _ => Some(format!("{k}·{x}")),
        };
        let last = [
            times(r, p.preperiod.max(1)),
            times(r - 1, p.period),
            times(1, t as u64),
        ];
        let last = last.into_iter().flatten().collect::<Vec<_>>().join(" + ");
        Text::new("octal-period-proof")
            .arg("parts", r)
            .arg("period", p.period)
            .arg("preperiod", p.preperiod)
            .arg("last", last)
            .arg("computed", computed)
            .arg("needed", values_needed(code, p))
    }
}

impl Theory for Octal {
    type Game = TakeAndBreak;

    fn game(&self) -> &TakeAndBreak {
        &self.rules
    }

    fn value(&mut self, heaps: &Vec<u64>) -> Result<Value, Error> {
        if let Some(solver) = self.quotient_for(heaps) {
            let x = solver.image(heaps).expect("covered");
            return Ok(misere_value(solver.quotient().is_p(x)));
        }
        if let Some(search) = self.misere_search(heaps)? {
            return Ok(search.value(heaps)?);
        }
        let mut x = 0;
        for &h in heaps {
            x ^= Nimber::from(self.grundy(h)?);
        }
        Ok(Value::from_nimber(x, None))
    }

    fn analyze(&mut self, heaps: &Vec<u64>) -> Result<Analysis, Error> {
        if let Some(answer) = self.quotient_analysis(heaps) {
            return answer;
        }
        let refusal = self
            .quotient
            .is_some()
            .then(|| self.quotient_refusal(heaps));
        if let Some(search) = self.misere_search(heaps)? {
            let mut analysis = crate::analysis::generic(search, heaps)?;
            analysis.explanation = Text::new("octal-misere-search")
                .arg("limit", budget::SEARCH_POSITIONS)
                .arg(
                    "why",
                    refusal.unwrap_or_else(|| Text::new("no-explanation")),
                );
            return Ok(analysis);
        }
        let listable = self
            .move_count(heaps)
            .is_some_and(|m| m <= budget::LISTED_MOVES);
        let rules = self.rules.clone();
        let (mut analysis, table) = nim_sum_answer(&rules, heaps, listable, |h| {
            Ok(Nimber::from(self.grundy(h)?))
        })?;
        let x = analysis.nimber.unwrap_or(0);
        let code = self.rules.code.to_string();
        let mut text = vec![table];
        text.extend(self.sequence.period().map(|p| {
            Text::new("octal-period")
                .arg("code", code)
                .arg("period", p.period)
                .arg("shift", p.shift)
                .arg("preperiod", p.preperiod)
                .arg("proof", self.proof(&p))
        }));
        if x != 0 && !listable {
            text.push(Text::new("octal-too-many-moves"));
        }
        analysis.explanation = Text::lines(text);
        Ok(analysis)
    }

    /// Positions are multisets of heaps (sorted, empty ones dropped) of total at most the
    /// sum: at most the partitions of 0..=sum, each with at most digits·(sum + the splits of
    /// sum into the most heaps a move leaves) moves.
    fn search_work(&self, heaps: &Vec<u64>) -> Option<u64> {
        let sum = heaps.iter().try_fold(0u64, |s, &h| s.checked_add(h))?;
        let positions = partitions_up_to(sum)?;
        let digits = self.rules.code.digits.len() as u64;
        let splits = super::values::split_count(sum, self.rules.code.parts());
        positions.checked_mul(digits.checked_mul(splits.checked_add(sum)?)?)
    }

    fn move_count(&self, heaps: &Vec<u64>) -> Option<u64> {
        let digits = self.rules.code.digits.len() as u64;
        let mut count = 0u64;
        for &h in heaps {
            let splits = super::values::split_count(h, self.rules.code.parts());
            count = count.checked_add(digits.checked_mul(splits.checked_add(1)?)?)?;
        }
        // Exact when no heap has a move; a bound otherwise.
        let any = heaps.iter().any(|&h| self.rules.has_move(h));
        Some(if any { count.max(1) } else { 0 })
    }

    /// Computes until the period is proven, `to` is reached or `driver.max()` values are
    /// done, resuming from the driver's checkpoint; refused up front when the values would
    /// not fit in memory.
    fn table(&mut self, to: Option<u64>, driver: &mut dyn Driver) -> Result<Table<'_>, Error> {
        if self.misere.is_some() {
            return self.misere_table(to);
        }
        let name = self.rules.name();
        let code = self.rules.code.clone();
        if let Some(saved) = driver.resume(&name)? {
            if saved.len() > self.sequence.values().len() {
                self.sequence = resumed(&code, &saved)?;
            }
        }
        let (fit, memory) = (self.budget.memory() / VALUE_BYTES, self.budget.memory());
        let too_many = |values: u64| {
            Error::limit(
                Text::new("error-octal-memory")
                    .arg("values", values)
                    .arg("code", code.to_string())
                    .arg("mib", values.saturating_mul(VALUE_BYTES) >> 20)
                    .arg("budget", memory >> 20),
            )
        };
        let max = driver.max();
        let budget = &self.budget;
        let mut run = |sequence: &mut Sequence, stop: Stop| {
            sequence.run(stop, |s| {
                budget.check_stop()?;
                driver.tick(&name, s.values(), false)
            })
        };
        match (to, max) {
            // As many values as asked, and no more.
            (_, Some(max)) if max > fit => return Err(too_many(max)),
            (_, Some(max)) => run(&mut self.sequence, Stop::values(max))?,
            // What a request may do to prove the period, then the values asked for.
            (Some(to), None) => {
                if !self.sequence.unprovable() {
                    let stop = Stop {
                        values: None,
                        steps: Some(budget::THEORY_WORK),
                    };
                    run(&mut self.sequence, stop)?;
                }
                let needed = to.saturating_add(1);
                if self.sequence.period().is_none() {
                    if needed > fit {
                        return Err(too_many(needed));
                    }
                    run(&mut self.sequence, Stop::values(needed))?;
                }
            }
            (None, None) if self.sequence.unprovable() => {
                return Err(Error::invalid(
                    Text::new("error-octal-unprovable").arg("code", code.to_string()),
                ))
            }
            // Until the period is proven, as far as memory allows (and, for a code valued by
            // the plain method, four heaps or more, as far as a request's theory work goes).
            (None, None) => {
                let stop = Stop {
                    values: Some(fit),
                    steps: (code.parts() > 3).then_some(budget::THEORY_WORK),
                };
                run(&mut self.sequence, stop)?
            }
        }
        driver.tick(&name, self.sequence.values(), true)?;
        let summary = self.sequence.summary();
        let known = summary.values_computed;
        if to.is_some_and(|to| to >= known) && self.sequence.period().is_none() {
            return Err(Error::limit(
                Text::new("error-octal-max-short")
                    .arg("max", max.unwrap_or(known))
                    .arg("to", to.unwrap_or(0)),
            ));
        }
        let period = self.sequence.period().map(|p| (p, self.proof(&p)));
        let sequence = &self.sequence;
        let row = move |n: u64| {
            let g = match sequence.period() {
                Some(p) => p.value_at(sequence.values(), n).expect("values fit"),
                None => u64::from(sequence.values()[n as usize]),
            };
            Ok(HeapRow::from_grundy(g))
        };
        Ok(Table::Heaps {
            label: Some(Text::new("column-nimber")),
            row: Box::new(row),
            period,
            note: None,
            summary,
        })
    }
}

impl Octal {
    /// The misère table: each heap's misère Grundy value and Conway's genus, found from the
    /// sums of smaller heaps (all of them, so the heaps asked for are bounded up front).
    fn misere_table(&mut self, to: Option<u64>) -> Result<Table<'_>, Error> {
        let Some(to) = to else {
            return Err(Error::invalid(Text::new("error-octal-misere-table")));
        };
        let limit = self.budget.search_positions();
        let positions = partitions_up_to(to).filter(|&p| p <= limit as u64);
        let Some(positions) = positions else {
            return Err(Error::limit(
                Text::new("error-octal-genus-too-far")
                    .arg("to", to)
                    .arg("limit", limit as u64),
            ));
        };
        let mut genera = Genera::new(self.rules.code.clone(), positions as usize + 1);
        let all = (0..=to as u32)
            .map(|n| genera.heap(n))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| {
                Error::limit(
                    Text::new("error-octal-genus-too-far")
                        .arg("to", to)
                        .arg("limit", e.positions as u64),
                )
            })?;
        let largest = all.iter().map(|g| g.misere[0]).max().unwrap_or(0);
        let row = move |n: u64| {
            let genus = &all[n as usize];
            let mut row = HeapRow::from_grundy(genus.misere[0]);
            row.genus = Some(genus.to_string());
            Ok(row)
        };
        Ok(Table::Heaps {
            label: Some(Text::new("column-misere-grundy")),
            row: Box::new(row),
            period: None,
            note: Some(Text::new("octal-genus-note")),
            summary: Summary {
                values_computed: to + 1,
                largest,
                ..Summary::default()
            },
        })
    }
}

/// The sequence of `code` resumed from `saved` values, the last of which are computed again
/// and must agree: a file changed or from another code is refused.
fn resumed(code: &Code, saved: &[u32]) -> Result<Sequence, Error> {
    let checked = saved.len().saturating_sub(CHECKED_AGAIN);
    let mut sequence = Sequence::resume(code.clone(), &saved[..checked]);
    sequence.extend_to(saved.len());
    match (checked..saved.len()).find(|&n| sequence.values()[n] != saved[n]) {
        Some(n) => Err(Error::invalid(
            Text::new("error-octal-checkpoint")
                .arg("heap", n)
                .arg("code", code.to_string())
                .arg("saved", saved[n])
                .arg("value", sequence.values()[n]),
        )),
        None => Ok(sequence),
    }
}

/// A misère value: P-positions lose for the mover.
fn misere_value(p: bool) -> Value {
    Value {
        outcome: if p { Outcome::Lose } else { Outcome::Win },
        remoteness: None,
        nimber: None,
    }
}

/// Why the quotient stopped growing, in words.
fn stuck_reason(why: Stuck) -> Text {
    match why {
        Stuck::OutOfTime => Text::new("quotient-why-time").arg("seconds", budget::QUOTIENT_SECONDS),
        Stuck::TooLarge(t) => Text::new("quotient-why-large").arg("elements", t.elements as u64),
        Stuck::SearchTooLong(s) => Text::new("quotient-why-search").arg("positions", s.positions),
        Stuck::Unrepaired { .. } => Text::new("quotient-why-unrepaired"),
    }
}

/// Values of a checkpoint computed again when it is resumed.
const CHECKED_AGAIN: usize = 64;

/// Bytes a computed value takes.
const VALUE_BYTES: u64 = 4;
