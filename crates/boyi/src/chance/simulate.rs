//! Monte Carlo of a dice gamble, reproducible for any number of threads.
//!
//! Rounds are cut into fixed chunks of [`CHUNK`] rounds; chunk i draws from its own
//! xoshiro256++ generator seeded from (seed, i), so the result depends only on the seed,
//! never on how chunks are spread over threads.
//!
//! A round throws K dice relative to the chosen box: when F^K fits in 64 bits it draws one
//! uniform index among the F^K equally likely throws (unbiased: rand's `Uniform` rejects the
//! short final zone, Lemire's method) and reads the number of matches off the cumulative
//! throw counts; otherwise it throws each die with its own unbiased draw. By symmetry the box
//! may be taken to be face 0.

use crate::chance::dice::DiceRules;
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{ToPrimitive, Zero};
use rand::distr::{Distribution, Uniform};
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use rayon::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};

/// Rounds per independently seeded chunk.
pub const CHUNK: u64 = 1 << 20;

/// Throw spaces up to this size are tallied per throw, then folded into match counts.
const TALLY_PER_THROW: u64 = 1 << 16;

/// How rounds are drawn.
enum Sampler {
    /// Rounds as indices among the F^K equally likely throws, several per 64-bit word.
    Throws {
        batch: Batch,
        /// Cumulative throw counts by number of matches: throw t has the first m with t < c[m].
        cumulative: Vec<u64>,
    },
    /// One draw per die; a die matches when it shows face 0.
    PerDie { die: Uniform<u64>, dice: u32 },
}

/// Unbiased batches of uniform integers below `range`, `per_word` of them from one 64-bit
/// word: Lemire's nearly divisionless method for the range `range^per_word`, its result read
/// digit by digit with multiplications (D. Lemire, "Fast random integer generation in an
/// interval", ACM TOMACS 2019; N. Brackett-Rozinsky and D. Lemire, "Batched ranged random
/// integer generation", Software: Practice and Experience 2024). The word x is kept when
/// x·range^per_word mod 2^64 ≥ 2^64 mod range^per_word, which makes every result equally likely.
struct Batch {
    range: u64,
    per_word: usize,
    threshold: u64,
}

impl Batch {
    fn new(range: u64) -> Batch {
        let (mut per_word, mut span) = (1, range);
        while let Some(next) = span.checked_mul(range).filter(|_| per_word < 64) {
            per_word += 1;
            span = next;
        }
        Batch {
            range,
            per_word,
            threshold: span.wrapping_neg() % span,
        }
    }

    /// Fills `out[..self.per_word]` with independent uniform values below `range`.
    fn draw(&self, rng: &mut Xoshiro256PlusPlus, out: &mut [u64; 64]) {
        loop {
            let mut low = rng.next_u64();
            for digit in &mut out[..self.per_word] {
                let product = u128::from(low) * u128::from(self.range);
                *digit = (product >> 64) as u64;
                low = product as u64;
            }
            if low >= self.threshold {
                return;
            }
        }
    }
}

impl Sampler {
    fn new(rules: &DiceRules) -> Sampler {
        let Ok(throws) = u64::try_from(&rules.throws()) else {
            return Sampler::PerDie {
                die: Uniform::new(0, rules.faces()).expect("at least one face"),
                dice: rules.dice(),
            };
        };
        let mut running = 0u64;
        let cumulative = rules
            .throw_counts()
            .iter()
            .map(|c| {
                running += u64::try_from(c).expect("a part of a u64 total");
                running
            })
            .collect();
        Sampler::Throws {
            batch: Batch::new(throws),
            cumulative,
        }
    }

    /// Plays `rounds` rounds, adding to `counts[m]` for each round with m matches.
    fn play(&self, rng: &mut Xoshiro256PlusPlus, rounds: u64, counts: &mut [u64]) {
        match self {
            Sampler::Throws { batch, cumulative } => {
                let matches_of = |t: u64| cumulative.iter().position(|&c| t < c).expect("t < F^K");
                // Small throw spaces: count each throw (no branch per round), fold at the end.
                let tallied = if batch.range <= TALLY_PER_THROW {
                    batch.range
                } else {
                    0
                };
                let mut per_throw = vec![0u64; tallied as usize];
                let mut digits = [0u64; 64];
                let mut left = rounds as usize;
                while left > 0 {
                    batch.draw(rng, &mut digits);
                    let take = left.min(batch.per_word);
                    for &t in &digits[..take] {
                        match per_throw.get_mut(t as usize) {
                            Some(n) => *n += 1,
                            None => counts[matches_of(t)] += 1,
                        }
                    }
                    left -= take;
                }
                for (t, n) in per_throw.into_iter().enumerate() {
                    counts[matches_of(t as u64)] += n;
                }
            }
            Sampler::PerDie { die, dice } => {
                for _ in 0..rounds {
                    counts[(0..*dice).filter(|_| die.sample(rng) == 0).count()] += 1;
                }
            }
        }
    }
}

/// The generator of chunk `chunk` for a run seeded with `seed`.
fn chunk_rng(seed: u64, chunk: u64) -> Xoshiro256PlusPlus {
    // SplitMix64's finaliser spreads (seed, chunk) pairs over the whole seed space.
    let mut z = seed ^ chunk.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    Xoshiro256PlusPlus::seed_from_u64(z ^ (z >> 31))
}

/// How many rounds ended with each number of matches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    /// Rounds played.
    pub rounds: u64,
    /// `matches[m]`: rounds in which m dice showed the box.
    pub matches: Vec<u64>,
}

/// Plays `rounds` rounds on the current rayon thread pool. `go_on` is told the number of
/// rounds each finished chunk played and answers whether to go on: once it says no, no new
/// chunk starts and the result is `None` (a stopped run has no tally to report).
pub fn simulate(
    rules: &DiceRules,
    rounds: u64,
    seed: u64,
    go_on: &(dyn Fn(u64) -> bool + Sync),
) -> Option<Tally> {
    let sampler = Sampler::new(rules);
    let outcomes = rules.dice() as usize + 1;
    let chunks = rounds.div_ceil(CHUNK);
    let stopped = AtomicBool::new(false);
    let matches = (0..chunks)
        .into_par_iter()
        .map(|chunk| {
            if stopped.load(Ordering::Relaxed) {
                return None;
            }
            let n = CHUNK.min(rounds - chunk * CHUNK);
            let mut rng = chunk_rng(seed, chunk);
            let mut counts = vec![0u64; outcomes];
            sampler.play(&mut rng, n, &mut counts);
            if !go_on(n) {
                stopped.store(true, Ordering::Relaxed);
                return None;
            }
            Some(counts)
        })
        .try_reduce(
            || vec![0u64; outcomes],
            |mut a, b| {
                a.iter_mut().zip(b).for_each(|(x, y)| *x += y);
                Some(a)
            },
        )?;
    Some(Tally { rounds, matches })
}

/// 1.96, the two-sided 95% point of the normal distribution, as the exact 49/25.
fn z95() -> BigRational {
    BigRational::new(49.into(), 25.into())
}

impl Tally {
    /// The player's total net gain, exactly.
    fn total_gain(&self, rules: &DiceRules) -> BigRational {
        self.matches
            .iter()
            .enumerate()
            .fold(BigRational::zero(), |s, (m, &n)| {
                s + rules.gain(m) * BigInt::from(n)
            })
    }

    /// The house's observed profit per unit staked (the estimate of the house edge).
    pub fn house_rate(&self, rules: &DiceRules) -> BigRational {
        -self.total_gain(rules) / BigInt::from(self.rounds)
    }

    /// The sample variance of a round's result (divisor N-1).
    pub fn sample_variance(&self, rules: &DiceRules) -> BigRational {
        let n = BigInt::from(self.rounds);
        let mean = self.total_gain(rules) / &n;
        let squares = self
            .matches
            .iter()
            .enumerate()
            .fold(BigRational::zero(), |s, (m, &k)| {
                let g = rules.gain(m);
                s + &g * &g * BigInt::from(k)
            });
        let divisor = BigInt::from(self.rounds.saturating_sub(1).max(1));
        (squares - &mean * &mean * &n) / divisor
    }

    /// The 95% confidence interval of the house edge (normal approximation), for display.
    pub fn ci95(&self, rules: &DiceRules) -> (f64, f64) {
        let rate = self.house_rate(rules).to_f64().unwrap_or(f64::NAN);
        let half = z95().to_f64().unwrap_or(1.96)
            * (self.sample_variance(rules).to_f64().unwrap_or(f64::NAN) / self.rounds as f64)
                .sqrt();
        (rate - half, rate + half)
    }

    /// Whether `value` lies in the 95% interval, decided exactly:
    /// (estimate - value)² · N ≤ 1.96² · s².
    pub fn interval_contains(&self, rules: &DiceRules, value: &BigRational) -> bool {
        let miss = self.house_rate(rules) - value;
        let z = z95();
        &miss * &miss * BigInt::from(self.rounds) <= &z * &z * self.sample_variance(rules)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_result_for_any_thread_count() {
        let rules = DiceRules::seed();
        let rounds = 3 * CHUNK + 12345;
        let run = |threads| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap()
                .install(|| simulate(&rules, rounds, 42, &|_| true))
                .expect("not stopped")
        };
        let one = run(1);
        assert_eq!(one, run(2));
        assert_eq!(one, run(3));
        assert_eq!(one.matches.iter().sum::<u64>(), rounds);
        assert_ne!(
            one,
            rayon::ThreadPoolBuilder::new()
                .build()
                .unwrap()
                .install(|| simulate(&rules, rounds, 43, &|_| true))
                .expect("not stopped")
        );
    }

    #[test]
    fn a_stopped_run_has_no_tally() {
        let rules = DiceRules::seed();
        let played = std::sync::atomic::AtomicU64::new(0);
        let stop_after_two = |n| played.fetch_add(n, Ordering::Relaxed) + n < 2 * CHUNK;
        assert_eq!(simulate(&rules, 40 * CHUNK, 1, &stop_after_two), None);
        assert!(played.load(Ordering::Relaxed) < 40 * CHUNK);
    }

    #[test]
    fn both_samplers_agree_with_the_exact_distribution() {
        // 6^3 fits in 64 bits (one draw per round); 2^70 does not (one draw per die).
        let small = DiceRules::seed();
        let payouts = (1..=70)
            .map(|p| BigRational::from_integer(p.into()))
            .collect();
        let large = DiceRules::new(70, 2, payouts).unwrap();
        for rules in [small, large] {
            let exact = rules.exact();
            let tally = simulate(&rules, 200_000, 7, &|_| true).expect("not stopped");
            for (m, p) in exact.probabilities.iter().enumerate() {
                let p = p.to_f64().unwrap();
                let observed = tally.matches[m] as f64 / tally.rounds as f64;
                let sd = (p * (1.0 - p) / tally.rounds as f64).sqrt();
                assert!(
                    (observed - p).abs() <= 6.0 * sd + 1e-12,
                    "m={m}: {observed} vs {p}"
                );
            }
        }
    }

    /// The first and last values of a batch of 216-sided draws are uniform over all 216²
    /// pairs (so digits are neither biased nor tied to each other).
    #[test]
    fn batches_are_uniform_and_independent() {
        let batch = Batch::new(216);
        assert_eq!(batch.per_word, 8);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
        let mut digits = [0u64; 64];
        let mut pairs = vec![0u64; 216 * 216];
        let draws = 2_000_000;
        for _ in 0..draws {
            batch.draw(&mut rng, &mut digits);
            assert!(digits[..8].iter().all(|&d| d < 216));
            pairs[(digits[0] * 216 + digits[7]) as usize] += 1;
        }
        let expected = draws as f64 / (216.0 * 216.0);
        let worst = pairs
            .iter()
            .map(|&n| (n as f64 - expected).abs())
            .fold(0.0, f64::max);
        assert!(worst < 6.0 * expected.sqrt(), "worst deviation {worst}");
    }

    #[test]
    fn interval_decision_is_exact() {
        let rules = DiceRules::seed();
        let tally = simulate(&rules, 1_000_000, 1, &|_| true).expect("not stopped");
        let exact = rules.exact().house_edge;
        let (lo, hi) = tally.ci95(&rules);
        let inside = tally.interval_contains(&rules, &exact);
        let x = exact.to_f64().unwrap();
        assert_eq!(inside, lo <= x && x <= hi);
        assert!(!tally.interval_contains(&rules, &BigRational::from_integer(1.into())));
    }
}
