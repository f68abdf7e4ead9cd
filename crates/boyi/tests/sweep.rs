//! No wrong answers, swept over whole classes of games: the theory road of every game
//! against the plain search of its generic road, through the registry, in normal and misère
//! play.
//!
//! - Every take-and-break code `d0.d1` and `d0.d1d2` with hexadecimal digits and d0 in 0, 4,
//!   8, C: every sum of up to three heaps of up to 9 counters; the table of single heaps
//!   against the generic engine; each claimed period re-checked by computing far past its
//!   proof (normal play: the plain mex; misère play: the quotient grown heap by heap).
//! - Every subtraction set within 1..7, every coin-turning rule, and every family of the
//!   registry from the positions around its example.
//!
//! At each position the two roads must give the same outcome, every winning move the theory
//! names must reach a loss for the opponent by plain search, and the theory must name a
//! winning move wherever one exists: exactly the moves the search finds (for a tie, the
//! moves that keep the tie).
//!
//! `cargo test` runs a sample: every code `d0.d1`, every 61st code `d0.d1d2`, every third
//! subtraction set.
//! `scripts/sweep` runs the whole sweep (`BOYI_SWEEP=all`) and prints its figures.

use boyi::budget::Budget;
use boyi::code::Code;
use boyi::family::{Driver, DynGame, Family, Options, Road, Table};
use boyi::games::octal::values::{extend, work};
use boyi::games::registry;
use boyi::misere::solver::Ended;
use boyi::misere::QuotientSolver;
use boyi::notation::argument_tokens;
use boyi::{Error, Outcome};
use std::collections::BTreeSet;
use std::time::{Duration, Instant};

/// Whether to sweep every member of each class, not a sample.
fn whole() -> bool {
    std::env::var("BOYI_SWEEP").is_ok_and(|v| v == "all")
}

/// What one sweep looked at.
#[derive(Default, Debug)]
struct Tally {
    games: u64,
    positions: u64,
    winning_moves: u64,
    periods: u64,
    values_past_proof: u64,
}

impl Tally {
    fn print(&self, what: &str, started: Instant) {
        eprintln!(
            "{what}: {} games, {} positions compared, {} winning moves checked, {} periods \
             re-checked over {} values past their proofs, {:.1} s",
            self.games,
            self.positions,
            self.winning_moves,
            self.periods,
            self.values_past_proof,
            started.elapsed().as_secs_f64()
        );
    }
}

/// A game of `family` with `options` (long form, value), on `road`.
fn load(family: &str, options: &[(&'static str, Option<&str>)], road: Road) -> Box<dyn DynGame> {
    let f = registry::find(family).unwrap_or_else(|| panic!("no family {family}"));
    let mut given = Options::default();
    for &(name, value) in options {
        given.set(name, value.map(str::to_string));
    }
    // A file the example names is read from the repository's top folder.
    let top = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let given = given
        .with_files(f.options, |path| std::fs::read_to_string(top.join(path)))
        .unwrap_or_else(|e| panic!("{family}: {e}"));
    (f.load)(&given, road, Budget::of_machine())
        .unwrap_or_else(|e| panic!("{family} {options:?}: {e}"))
}

/// The theory road and the generic road of one game.
struct Roads {
    name: String,
    theory: Box<dyn DynGame>,
    generic: Box<dyn DynGame>,
}

impl Roads {
    fn new(family: &str, options: &[(&'static str, Option<&str>)]) -> Roads {
        let theory = load(family, options, Road::Theory);
        Roads {
            name: theory.name(),
            generic: load(family, options, Road::Generic),
            theory,
        }
    }

    /// The two roads agree at the position written `words`: same outcome, and the winning
    /// moves the theory names are exactly those the search finds.
    fn compare(&mut self, words: &[String], tally: &mut Tally) -> Result<(), String> {
        let at = format!("{} {}", self.name, words.join(" "));
        let tokens = argument_tokens(words);
        let fail = |what: &str, e: Error| format!("{at}: {what}: {e}");
        let p = self
            .theory
            .parse(&tokens)
            .map_err(|e| fail("theory parse", e))?;
        let answer = self
            .theory
            .analyze(&p, false)
            .map_err(|e| fail("theory", e))?;
        let q = self.generic.parse(&tokens).map_err(|e| fail("parse", e))?;
        let searched = self.generic.value(&q).map_err(|e| fail("search", e))?;
        if answer.outcome != searched.outcome {
            return Err(format!(
                "{at}: the theory says {:?}, plain search {:?}",
                answer.outcome, searched.outcome
            ));
        }
        // The moves that keep the outcome: winning ones from a win, tying ones from a tie.
        let moves = self.generic.moves(&q).map_err(|e| fail("moves", e))?;
        let best: BTreeSet<String> = moves
            .iter()
            .filter(|(m, _)| m.outcome == answer.outcome && m.outcome != Outcome::Lose)
            .filter_map(|(m, _)| m.position.clone())
            .collect();
        let named: BTreeSet<String> = answer
            .winning_moves
            .iter()
            .filter_map(|m| m.position.clone())
            .collect();
        if named != best {
            return Err(format!(
                "{at} ({:?}): the theory names the moves to {named:?}, plain search finds {best:?}",
                answer.outcome
            ));
        }
        tally.positions += 1;
        tally.winning_moves += named.len() as u64;
        Ok(())
    }
}

/// Every sum of up to `parts` heaps of 1 to `max` counters, the empty sum first.
fn sums(parts: usize, max: u64) -> Vec<Vec<String>> {
    fn grow(from: u64, max: u64, left: usize, heaps: &mut Vec<u64>, all: &mut Vec<Vec<String>>) {
        all.push(heaps.iter().map(u64::to_string).collect());
        if left == 0 {
            return;
        }
        for h in from..=max {
            heaps.push(h);
            grow(h, max, left - 1, heaps, all);
            heaps.pop();
        }
    }
    let mut all = Vec::new();
    grow(1, max, parts, &mut Vec::new(), &mut all);
    // The empty sum is written as one heap of 0.
    all[0] = vec!["0".to_string()];
    all
}

/// Runs `check` on every member of `class`, or on those `sampled` by their index when the
/// whole sweep is not asked for, each failure collected.
fn sweep<T: std::fmt::Debug>(
    what: &str,
    class: Vec<T>,
    sampled: impl Fn(usize) -> bool,
    mut check: impl FnMut(&T, &mut Tally) -> Result<(), String>,
) {
    let started = Instant::now();
    let mut tally = Tally::default();
    let mut failures = Vec::new();
    let mut slowest = (Duration::ZERO, String::new());
    let members = class.iter().enumerate();
    for (_, member) in members.filter(|&(i, _)| whole() || sampled(i)) {
        tally.games += 1;
        let at = Instant::now();
        if let Err(e) = check(member, &mut tally) {
            failures.push(e);
        }
        slowest = slowest.max((at.elapsed(), format!("{member:?}")));
    }
    tally.print(what, started);
    eprintln!(
        "  the slowest: {} in {:.2} s",
        slowest.1,
        slowest.0.as_secs_f64()
    );
    assert!(
        failures.is_empty(),
        "{} failures, the first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

/// A driver for a table that stops after `max` values.
struct Bounded(u64);

impl Driver for Bounded {
    fn max(&self) -> Option<u64> {
        Some(self.0)
    }
    fn resume(&mut self, _: &str) -> Result<Option<Vec<u32>>, Error> {
        Ok(None)
    }
    fn tick(&mut self, _: &str, _: &[u32], _: bool) -> Result<(), Error> {
        Ok(())
    }
}

/// The heap table of a game: every row against the generic engine up to heap `searched`
/// (its nimber in normal play, its outcome in misère play), and a claimed period against
/// `plain` values past its proof.
fn check_heap_table(
    roads: &mut Roads,
    misere: bool,
    searched: u64,
    max_values: u64,
    plain: &mut dyn FnMut(usize) -> Option<Vec<u32>>,
    tally: &mut Tally,
) -> Result<(), String> {
    let name = roads.name.clone();
    // A misère table of a take-and-break game is asked for up to a heap.
    let to = (misere && roads.name.starts_with("octal")).then_some(searched);
    let table = roads
        .theory
        .table(to, &mut Bounded(max_values))
        .map_err(|e| format!("{name}: table: {e}"))?;
    let Table::Heaps {
        mut row,
        period,
        summary,
        ..
    } = table
    else {
        return Err(format!("{name}: not a table of heaps"));
    };
    let mut rows = Vec::new();
    let past = summary.values_computed.max(searched + 1);
    let recheck = period.as_ref().and_then(|_| plain(3 * past as usize + 100));
    let top = recheck.as_ref().map_or(searched + 1, |v| v.len() as u64);
    for n in 0..top {
        rows.push(row(n).map_err(|e| format!("{name}: row {n}: {e}"))?);
    }
    drop(row);
    for (n, r) in rows.iter().enumerate().take(searched as usize + 1) {
        let p = roads
            .generic
            .parse(&argument_tokens(&[n.to_string()]))
            .map_err(|e| e.to_string())?;
        if misere {
            let searched = roads.generic.value(&p).map_err(|e| e.to_string())?;
            if r.outcome != searched.outcome {
                return Err(format!(
                    "{name}: the table says heap {n} is {:?}, search {:?}",
                    r.outcome, searched.outcome
                ));
            }
            continue;
        }
        let g = roads.generic.nimber(&p).map_err(|e| e.to_string())?;
        if r.grundy != Some(g) {
            return Err(format!(
                "{name}: the table says g({n}) = {:?}, search {g}",
                r.grundy
            ));
        }
    }
    if misere && period.is_some() && searched >= 3 * past {
        tally.periods += 1;
        tally.values_past_proof += searched + 1 - summary.values_computed;
    }
    if let (Some((p, _)), Some(values)) = (period, recheck) {
        for (n, &v) in values.iter().enumerate() {
            if rows[n].grundy != Some(u64::from(v)) {
                return Err(format!(
                    "{name}: the period {p:?} says g({n}) = {:?}, the plain mex {v} ({} values \
                     computed for the proof)",
                    rows[n].grundy, summary.values_computed
                ));
            }
        }
        tally.periods += 1;
        tally.values_past_proof += values.len() as u64 - summary.values_computed;
    }
    Ok(())
}

/// The misère quotient of `code`, grown heap by heap: a period it claims holds when the
/// quotient goes on growing far past its proof (the quotient stays, each heap pretends to
/// the element a period before it).
fn check_quotient_period(code: &Code, tally: &mut Tally) -> Result<(), String> {
    let mut solver = QuotientSolver::new(code.clone(), Budget::of_machine());
    let deadline = Instant::now() + Duration::from_secs(2);
    if solver.run(60, Some(deadline), |_| {}) != Ended::Periodic {
        return Ok(());
    }
    let period = solver.period().expect("periodic");
    let proven_at = solver.last_heap();
    let (order, p) = (solver.quotient().order(), period.period as usize);
    let until = 2 * proven_at + 30;
    let deadline = Instant::now() + Duration::from_secs(5);
    while solver.last_heap() < until && Instant::now() < deadline {
        if solver.step().is_err() {
            break;
        }
        let n = solver.last_heap() as usize;
        let phi = solver.phi();
        if solver.quotient().order() != order || phi[n] != phi[n - p] {
            return Err(format!(
                "misère {code}: Φ proven periodic ({period:?}) at heap {proven_at}, but heap {n} \
                 breaks it (|Q| {order} → {})",
                solver.quotient().order()
            ));
        }
        tally.values_past_proof += 1;
    }
    tally.periods += 1;
    Ok(())
}

/// Every code d0.d1 (d0 in 0, 4, 8, C) and then every d0.d1d2 with d2 ≠ 0.
fn short_codes() -> Vec<String> {
    let d0s = [0u8, 4, 8, 12];
    let mut codes: Vec<String> = Vec::new();
    for d0 in d0s {
        for d1 in 0..16u8 {
            codes.push(format!("{d0:x}.{d1:x}"));
        }
    }
    for d0 in d0s {
        for d1 in 0..16u8 {
            for d2 in 1..16u8 {
                codes.push(format!("{d0:x}.{d1:x}{d2:x}"));
            }
        }
    }
    codes
}

/// The sample of [`short_codes`] that `cargo test` sweeps: every code d0.d1 (the 64 first),
/// and every 61st code d0.d1d2.
fn sampled_code(i: usize) -> bool {
    i < 64 || (i - 64).is_multiple_of(61)
}

#[test]
fn every_short_code_in_normal_play() {
    let positions = sums(3, 9);
    sweep(
        "octal, normal play",
        short_codes(),
        sampled_code,
        |text, tally| {
            let mut roads = Roads::new("octal", &[("CODE", Some(text))]);
            for words in &positions {
                roads.compare(words, tally)?;
            }
            let code: Code = text.parse().unwrap();
            let mut plain = |len: usize| {
                (work(&code, 0, len) < 300_000_000).then(|| {
                    let mut values = Vec::new();
                    extend(&code, &mut values, len);
                    values
                })
            };
            // As many values as a few hundred million steps compute (fewer for three heaps).
            let max_values = (64..=20_000)
                .rev()
                .step_by(64)
                .find(|&len| work(&code, 0, len) < 300_000_000)
                .unwrap_or(64) as u64;
            check_heap_table(&mut roads, false, 20, max_values, &mut plain, tally)
        },
    );
}

#[test]
fn every_short_code_in_misere_play() {
    let positions = sums(3, 9);
    sweep(
        "octal, misère play",
        short_codes(),
        sampled_code,
        |text, tally| {
            let mut roads = Roads::new("octal", &[("CODE", Some(text)), ("--misere", None)]);
            for words in &positions {
                roads.compare(words, tally)?;
            }
            check_heap_table(&mut roads, true, 20, 20_000, &mut |_| None, tally)?;
            check_quotient_period(&text.parse().unwrap(), tally)
        },
    );
}

/// Every nonempty subset of 1..=7, as `--moves` writes it.
fn subtraction_sets() -> Vec<String> {
    (1u32..128)
        .map(|bits| {
            let set: Vec<String> = (1..=7)
                .filter(|k| bits & (1 << (k - 1)) != 0)
                .map(|k: u32| k.to_string())
                .collect();
            set.join(",")
        })
        .collect()
}

#[test]
fn every_subtraction_set_within_1_to_7() {
    let positions = sums(3, 9);
    // One heap in normal play (sums are `boyi solve sum`'s); sums of heaps in misère play.
    let singles: Vec<Vec<String>> = (0..=80).map(|n: u64| vec![n.to_string()]).collect();
    for misere in [false, true] {
        let what = if misere {
            "subtraction, misère play"
        } else {
            "subtraction, normal play"
        };
        sweep(
            what,
            subtraction_sets(),
            |i| i % 3 == 0,
            |set, tally| {
                let mut options = vec![("--moves", Some(set.as_str()))];
                if misere {
                    options.push(("--misere", None));
                }
                let mut roads = Roads::new("subtraction", &options);
                let sums = if misere { &positions[..] } else { &[] };
                for words in sums.iter().chain(&singles) {
                    roads.compare(words, tally)?;
                }
                let amounts: Vec<u64> = set.split(',').map(|s| s.parse().unwrap()).collect();
                let code = Code::subtraction(&amounts);
                // Misère play: the table against plain search of every heap to 400, far past any
                // period of a set within 1..7.
                let mut plain = |len: usize| {
                    (!misere).then(|| {
                        let mut values = Vec::new();
                        extend(&code, &mut values, len);
                        values
                    })
                };
                let searched = if misere { 400 } else { 60 };
                check_heap_table(&mut roads, misere, searched, 20_000, &mut plain, tally)
            },
        );
    }
}

#[test]
fn every_coin_turning_rule() {
    let rules: Vec<String> = ["1", "1-2", "1-3", "1-4", "2", "2-3", "2-4", "3", "3-4", "4"]
        .into_iter()
        .map(str::to_string)
        .chain(["turtles", "mock", "twins", "ruler"].map(str::to_string))
        .collect();
    // Every row of up to 9 coins.
    let mut rows = Vec::new();
    for len in 1..=9u32 {
        for bits in 0..1u32 << len {
            let row: String = (0..len)
                .map(|i| if bits & (1 << i) != 0 { 'H' } else { 'T' })
                .collect();
            rows.push(vec![row]);
        }
    }
    sweep(
        "coin turning",
        rules,
        |_| true,
        |rule, tally| {
            let mut roads = Roads::new("coins", &[("RULE", Some(rule))]);
            for words in &rows {
                roads.compare(words, tally)?;
            }
            Ok(())
        },
    );
}

/// The positions around a family's example: the example, then what moves reach from it,
/// breadth first, at most `most`.
fn around(game: &dyn DynGame, words: &[&str], most: usize) -> Vec<Vec<String>> {
    let Ok(start) = game.parse(&argument_tokens(words)) else {
        return Vec::new();
    };
    let mut seen = BTreeSet::new();
    let mut queue = std::collections::VecDeque::from([start]);
    let mut found = Vec::new();
    while let Some(p) = queue.pop_front() {
        let shown = game.show(&p);
        if !seen.insert(shown.clone()) {
            continue;
        }
        found.push(shown.split_whitespace().map(str::to_string).collect());
        if found.len() >= most {
            break;
        }
        for (_, next) in game.successors(&p).unwrap_or_default() {
            queue.push_back(next);
        }
    }
    found
}

/// Every family of the registry, in each play it has, from the positions around its example
/// (the families with a class of their own above are swept there too).
#[test]
fn every_family_of_the_registry() {
    let has_misere = |f: &Family| f.options.iter().any(|o| o.long == "--misere");
    let class: Vec<(&str, bool)> = registry::by_outcome()
        .flat_map(|f| [(f.name, false), (f.name, true)])
        .filter(|&(name, misere)| !misere || registry::find(name).is_some_and(has_misere))
        .collect();
    let most = if whole() { 400 } else { 60 };
    sweep(
        "registry",
        class,
        |_| true,
        |&(name, misere), tally| {
            let f = registry::find(name).expect("listed");
            let words: Vec<&str> = f.example.split_whitespace().skip(1).collect();
            // The example's options, then its position.
            let mut options: Vec<(&'static str, Option<&str>)> = Vec::new();
            let mut position = Vec::new();
            let mut rest = words.iter();
            while let Some(&w) = rest.next() {
                let positional = f
                    .options
                    .iter()
                    .find(|o| o.positional && !options.iter().any(|(n, _)| *n == o.long));
                match f.options.iter().find(|o| o.long == w) {
                    Some(o) if o.value.is_some() => options.push((o.long, rest.next().copied())),
                    Some(o) => options.push((o.long, None)),
                    None => match positional {
                        Some(o) => options.push((o.long, Some(w))),
                        None => position.push(w),
                    },
                }
            }
            options.retain(|(n, _)| *n != "--misere");
            if misere {
                options.push(("--misere", None));
            }
            let mut roads = Roads::new(f.name, &options);
            let positions = around(roads.theory.as_ref(), &position, most);
            // The smallest positions first: they are what the generic engine can search.
            for words in positions.iter().rev() {
                match roads.compare(words, tally) {
                    Ok(()) => {}
                    // A position too large for plain search is refused, not answered.
                    Err(e) if e.contains("search:") || e.contains("moves:") => {}
                    Err(e) => return Err(e),
                }
            }
            Ok(())
        },
    );
}
