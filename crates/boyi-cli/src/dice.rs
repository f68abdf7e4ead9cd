//! `boyi solve dice`, `boyi simulate dice` and `boyi contest dice`: the dice gamble of seed
//! 000 (古代赌局), exactly and by Monte Carlo.

use crate::args::DiceOptions;
use crate::failure::Failure;
use crate::lang::{say, word};
use crate::progress;
use boyi::budget::{self, Budget};
use boyi::chance::dice::{approximate, DiceRules};
use boyi::chance::odds::Odds;
use boyi::chance::simulate::{simulate, Tally, CHUNK};
use boyi::notation::{natural, ParseError, Token};
use boyi::Text;
use boyi::{Context, Lang};
use num_rational::BigRational;
use serde::Serialize;
use std::fmt::Write;
use std::io::IsTerminal;
use std::time::Instant;

/// Rounds played to measure this machine's speed before a long simulation, whose time is
/// estimated from it (and refused beyond the time the request may run).
const CALIBRATION_ROUNDS: u64 = 4 * CHUNK;

/// Rounds of the seed's program.
pub const CONTEST_ROUNDS: u64 = 500_000;

/// The rules the command line's options give, read as the library reads the gamble's words.
pub fn rules(options: &DiceOptions) -> Result<DiceRules, Failure> {
    let mut given = boyi::family::Options::default();
    given.set("--dice", Some(options.dice.clone()));
    given.set("--faces", Some(options.faces.clone()));
    given.set("--payouts", Some(options.payouts.clone()));
    Ok(DiceRules::read(&given)?)
}

/// The rules in one line: `dice: 3 dice with 6 faces; payouts ...`.
fn describe(dice: u32, faces: u64, payouts: &[impl std::fmt::Display], lang: Lang) -> String {
    let payouts: Vec<String> = payouts.iter().map(|p| format!("1:{p}")).collect();
    say(
        lang,
        &Text::new("dice-rules")
            .arg("dice", dice)
            .arg("faces", faces)
            .arg("payouts", payouts),
    )
}

/// The exact odds of the gamble, in columns: each number of matches with its probability
/// and the player's gain, then the expected return, variance and house edge.
pub fn odds(odds: &Odds, lang: Lang) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        describe(odds.dice, odds.faces, &odds.payouts, lang)
    );
    let _ = writeln!(out, "{}", word(lang, "dice-columns"));
    for o in &odds.outcomes {
        let _ = writeln!(
            out,
            "{:>7}  {:>24}  ≈ {:<10.6}  {}",
            o.matches, o.probability, o.probability_value, o.player_gain
        );
    }
    let _ = writeln!(out, "{}", say(lang, &odds.summary()));
    out
}

/// Options of one simulation run, checked.
pub struct Run {
    /// The rules.
    pub rules: DiceRules,
    /// Rounds to play (at least 1).
    pub rounds: u64,
    /// Generator seed.
    pub seed: u64,
    /// Worker threads (at least 1), or `None` for one per core.
    pub threads: Option<usize>,
}

impl Run {
    /// Checks the simulate options.
    pub fn new(
        options: &DiceOptions,
        rounds: &str,
        seed: &str,
        threads: Option<&str>,
    ) -> Result<Run, Failure> {
        let rules = rules(options)?;
        let rounds_token = Token::option("--rounds", rounds);
        let rounds = natural(&rounds_token, Text::new("what-rounds"))?;
        if rounds < 2 {
            let message = Text::new("error-two-rounds");
            return Err(ParseError::new(message, &rounds_token).into());
        }
        let seed = natural(&Token::option("--seed", seed), Text::new("what-seed"))?;
        let threads = match threads {
            None => None,
            Some(text) => {
                let t = Token::option("--threads", text);
                let n = natural(&t, Text::new("what-threads"))?;
                if n == 0 || n > 1024 {
                    return Err(ParseError::new(Text::new("error-threads-range"), &t).into());
                }
                Some(n as usize)
            }
        };
        Ok(Run {
            rules,
            rounds,
            seed,
            threads,
        })
    }

    /// Plays the rounds on the requested number of threads. A long run is first timed on a
    /// few chunks and refused if it would take longer than the work budget; on a terminal it
    /// says its estimate and shows a bar with the time left. Ctrl-C or SIGTERM stops it with
    /// no tally.
    pub fn play(&self, budget: Budget) -> Result<(Tally, usize), Failure> {
        let mut pool = rayon::ThreadPoolBuilder::new();
        if let Some(t) = self.threads {
            pool = pool.num_threads(t);
        }
        let pool = pool
            .build()
            .map_err(|e| Failure::new(Text::new("error-threads").arg("error", e.to_string())))?;
        if self.rounds > CALIBRATION_ROUNDS {
            let started = Instant::now();
            pool.install(|| simulate(&self.rules, CALIBRATION_ROUNDS, self.seed, &|_| true));
            let seconds = started.elapsed().as_secs_f64().max(1e-6);
            let per_second = (CALIBRATION_ROUNDS as f64 / seconds) as u64;
            let time =
                budget.check_time(self.rounds, per_second, Text::new("what-rounds-units"))?;
            if time.as_secs() >= 2 && std::io::stderr().is_terminal() {
                eprintln!(
                    "{} rounds: about {} at {per_second} rounds a second (measured here); \
                     Ctrl-C stops",
                    self.rounds,
                    budget::show_seconds(time.as_secs())
                );
            }
        }
        let bar = progress::bar(self.rounds, "rounds", 1 << 30);
        let go_on = |n| {
            bar.inc(n);
            !budget.stop().is_stopped()
        };
        let tally = pool.install(|| simulate(&self.rules, self.rounds, self.seed, &go_on));
        let played = bar.position();
        bar.finish_and_clear();
        let tally = tally.ok_or_else(|| {
            Failure::stopped(
                Text::new("error-dice-stopped")
                    .arg("played", played)
                    .arg("rounds", self.rounds),
            )
        })?;
        Ok((tally, pool.current_num_threads()))
    }
}

#[derive(Serialize)]
struct SimulationReport {
    game: &'static str,
    rounds: u64,
    seed: u64,
    threads: usize,
    matches: Vec<u64>,
    estimate: f64,
    ci95: (f64, f64),
    exact: String,
    exact_value: f64,
    exact_in_ci95: bool,
}

/// Runs `boyi simulate dice` in the language and within the time of `cx`.
pub fn simulate_report(run: &Run, json: bool, cx: Context) -> Result<String, Failure> {
    let lang = cx.lang;
    let (tally, threads) = run.play(cx.budget)?;
    let exact: BigRational = run.rules.exact().house_edge;
    let report = SimulationReport {
        game: "dice",
        rounds: run.rounds,
        seed: run.seed,
        threads,
        estimate: approximate(&tally.house_rate(&run.rules)),
        ci95: tally.ci95(&run.rules),
        exact_in_ci95: tally.interval_contains(&run.rules, &exact),
        exact_value: approximate(&exact),
        exact: exact.to_string(),
        matches: tally.matches,
    };
    if json {
        return Ok(serde_json::to_string_pretty(&report)? + "\n");
    }
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        describe(
            run.rules.dice(),
            run.rules.faces(),
            run.rules.payouts(),
            lang
        )
    );
    let counts: Vec<String> = report
        .matches
        .iter()
        .enumerate()
        .map(|(m, n)| format!("{m}: {n}"))
        .collect();
    let simulated = Text::new("dice-simulated")
        .arg("rounds", report.rounds)
        .arg("seed", report.seed)
        .arg("threads", report.threads)
        .arg("counts", counts.join(", "))
        .arg("estimate", format!("{:.6}", report.estimate))
        .arg("low", format!("{:.6}", report.ci95.0))
        .arg("high", format!("{:.6}", report.ci95.1))
        .arg("exact", report.exact.clone())
        .arg("exact-value", format!("{:.6}", report.exact_value))
        .arg("inside", u8::from(report.exact_in_ci95))
        .arg("flat", u8::from(report.ci95.0 == report.ci95.1));
    let _ = writeln!(out, "{}", say(lang, &simulated));
    Ok(out)
}

/// The seed's program: 500000 rounds of the seed's rules, within `budget`; the house's rate
/// as one number.
pub fn contest(budget: Budget) -> Result<String, Failure> {
    let run = Run {
        rules: DiceRules::seed(),
        rounds: CONTEST_ROUNDS,
        seed: 0,
        threads: None,
    };
    let (tally, _) = run.play(budget)?;
    Ok(format!("{}\n", approximate(&tally.house_rate(&run.rules))))
}
