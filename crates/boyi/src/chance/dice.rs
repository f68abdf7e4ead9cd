//! Chuck-a-luck and its family (seed 000, 古代赌局): a player stakes 1 on one of F boxes,
//! K dice of F faces are thrown; with m ≥ 1 dice showing the box the player keeps the stake
//! and wins `payouts[m-1]`, otherwise the stake is lost.
//!
//! Whatever box is chosen, each die shows it with probability 1/F independently, so the
//! number of matches is binomial: P(m) = C(K, m)·(F-1)^(K-m) / F^K. All values here are
//! exact rationals over big integers.

use crate::error::Error;
use crate::notation::{rational, ParseError, Token};
use crate::text::Text;
use num_bigint::{BigInt, BigUint};
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};

/// The most dice Boyi accepts (each needs a payout typed by the user; the exact distribution
/// of 1000 dice already prints thousands of digits per probability).
pub const MAX_DICE: u32 = 1_000;

/// The rules of one dice gamble.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiceRules {
    dice: u32,
    faces: u64,
    payouts: Vec<BigRational>,
}

impl DiceRules {
    /// Rules with `dice` dice of `faces` faces and `payouts[m-1]` paid (per unit staked,
    /// stake returned) for m matches. Checks that the sizes make sense.
    pub fn new(dice: u32, faces: u64, payouts: Vec<BigRational>) -> Result<Self, Error> {
        if dice == 0 {
            return Err(Error::invalid(Text::new("error-dice-none")));
        }
        if dice > MAX_DICE {
            return Err(Error::limit(
                Text::new("error-dice-too-many").arg("max", MAX_DICE),
            ));
        }
        if faces == 0 {
            return Err(Error::invalid(Text::new("error-dice-no-faces")));
        }
        if payouts.len() != dice as usize {
            return Err(Error::invalid(
                Text::new("error-dice-payouts")
                    .arg("payouts", payouts.len())
                    .arg("dice", dice),
            ));
        }
        if payouts.iter().any(|p| p.is_negative()) {
            return Err(Error::invalid(Text::new("error-dice-negative-payout")));
        }
        Ok(DiceRules {
            dice,
            faces,
            payouts,
        })
    }

    /// The seed's rules: three six-sided dice paying 1:1, 1:2 and 1:10.
    pub fn seed() -> Self {
        let payouts = [1, 2, 10]
            .map(|p| BigRational::from_integer(p.into()))
            .to_vec();
        DiceRules::new(3, 6, payouts).expect("valid rules")
    }

    /// Number of dice.
    pub fn dice(&self) -> u32 {
        self.dice
    }

    /// Faces of each die (and number of boxes).
    pub fn faces(&self) -> u64 {
        self.faces
    }

    /// Payout for 1, 2, …, K matches.
    pub fn payouts(&self) -> &[BigRational] {
        &self.payouts
    }

    /// The player's net gain per unit staked when `matches` dice show the box.
    pub fn gain(&self, matches: usize) -> BigRational {
        match matches {
            0 => -BigRational::one(),
            m => self.payouts[m - 1].clone(),
        }
    }

    /// How many of the F^K equally likely throws give each number of matches 0..=K:
    /// C(K, m)·(F-1)^(K-m). They add up to F^K.
    pub fn throw_counts(&self) -> Vec<BigUint> {
        let k = self.dice as usize;
        let others = BigUint::from(self.faces - 1);
        // Powers (F-1)^j for j = 0..=K.
        let mut powers = vec![BigUint::one()];
        for j in 1..=k {
            let next = &powers[j - 1] * &others;
            powers.push(next);
        }
        self.binomials()
            .iter()
            .enumerate()
            .map(|(m, binomial)| binomial * &powers[k - m])
            .collect()
    }

    /// C(K, m) for m = 0..=K, by the multiplicative recurrence.
    fn binomials(&self) -> Vec<BigUint> {
        let k = self.dice as usize;
        let mut binomial = BigUint::one();
        let mut out = Vec::with_capacity(k + 1);
        for m in 0..=k {
            out.push(binomial.clone());
            binomial = binomial * BigUint::from(k - m) / BigUint::from(m + 1);
        }
        out
    }

    /// Every number of throws, F^K.
    pub fn throws(&self) -> BigUint {
        BigUint::from(self.faces).pow(self.dice)
    }

    /// The exact distribution and its moments. Every sum is taken over one common
    /// denominator (F^K times the least common multiple L of the payouts' denominators) and
    /// reduced once, so 1000 dice of 2^64 faces take well under a second.
    pub fn exact(&self) -> Exact {
        let throws = self.throws();
        let total = BigInt::from(throws.clone());
        let counts: Vec<BigInt> = self.throw_counts().into_iter().map(BigInt::from).collect();
        // F-1 and F are coprime, so C(K, m)·(F-1)^(K-m) and F^K share only the factors of
        // C(K, m): a gcd with a small number reduces each probability.
        let probabilities: Vec<BigRational> = self
            .binomials()
            .iter()
            .zip(&counts)
            .map(|(binomial, count)| {
                if count.is_zero() {
                    return BigRational::zero();
                }
                let shared = BigInt::from(binomial.gcd(&(&throws % binomial)));
                BigRational::new_raw(count / &shared, &total / &shared)
            })
            .collect();
        let common = self
            .payouts
            .iter()
            .fold(BigInt::one(), |l, p| l.lcm(p.denom()));
        // Σ count·gain·L and Σ count·(gain·L)², in integers.
        let (first, second) = counts.iter().enumerate().fold(
            (BigInt::zero(), BigInt::zero()),
            |(first, second), (m, count)| {
                let gain = (self.gain(m) * &common).to_integer();
                let weighted = count * &gain;
                (first + &weighted, second + weighted * gain)
            },
        );
        let scale = &total * &common;
        let mean = BigRational::new(first.clone(), scale.clone());
        // Var = (F^K·Σ c(gL)² − (Σ c·gL)²) / (F^K·L)².
        let variance = BigRational::new(&total * second - &first * &first, &scale * &scale);
        Exact {
            house_edge: -mean.clone(),
            expected_return: mean,
            variance,
            probabilities,
        }
    }

    /// About how many bytes the exact answer prints, at most: K + 1 probabilities whose
    /// numerators and denominators have up to the digits of F^K, and the moments, with up to
    /// twice as many. Known before anything is computed, for the output budget.
    pub fn printed_size(&self) -> u64 {
        let bits = u64::from(u64::BITS - self.faces.leading_zeros());
        // log10(2) < 1234/4096: an upper bound on the decimal digits of F^K.
        let digits = u64::from(self.dice) * bits * 1234 / 4096 + 1;
        let payouts: u64 = self
            .payouts
            .iter()
            .map(|p| p.to_string().len() as u64 + 4)
            .sum();
        (u64::from(self.dice) + 1) * (2 * digits + 80) + 8 * digits + 4 * payouts
    }
}

/// The exact answer for a set of rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exact {
    /// P(m matches) for m = 0..=K.
    pub probabilities: Vec<BigRational>,
    /// The player's expected net gain per unit staked.
    pub expected_return: BigRational,
    /// The variance of the player's net gain per round.
    pub variance: BigRational,
    /// The house's expected profit per unit staked: minus the player's expected return.
    pub house_edge: BigRational,
}

/// A rational as a decimal number, for display (never for a decision).
pub fn approximate(x: &BigRational) -> f64 {
    x.to_f64().unwrap_or(f64::NAN)
}

/// Reads a non-negative rational payout: `10`, `3/2` or `1.5` (see [`rational`]).
pub fn parse_payout(token: &Token<'_>) -> Result<BigRational, ParseError> {
    rational(token, Text::new("error-what-payout"))
}

/// Reads a comma-separated list of payouts.
pub fn parse_payouts(token: &Token<'_>) -> Result<Vec<BigRational>, ParseError> {
    token
        .text
        .split(',')
        .map(|part| {
            parse_payout(&Token {
                text: part,
                at: token.at,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::Place;

    fn rational(n: i64, d: i64) -> BigRational {
        BigRational::new(n.into(), d.into())
    }

    #[test]
    fn seed_rules_have_house_edge_5_108() {
        let exact = DiceRules::seed().exact();
        assert_eq!(exact.house_edge, rational(5, 108));
        assert_eq!(
            exact.probabilities,
            vec![
                rational(125, 216),
                rational(75, 216),
                rational(15, 216),
                rational(1, 216)
            ]
        );
    }

    #[test]
    fn classic_chuck_a_luck_has_house_edge_17_216() {
        let payouts = [1, 2, 3].map(|p| rational(p, 1)).to_vec();
        let exact = DiceRules::new(3, 6, payouts).unwrap().exact();
        assert_eq!(exact.house_edge, rational(17, 216));
    }

    #[test]
    fn probabilities_add_to_one_and_match_enumeration() {
        for (dice, faces) in [(1, 1), (2, 3), (4, 5), (5, 2)] {
            let payouts = (1..=dice).map(|p| rational(p as i64, 1)).collect();
            let rules = DiceRules::new(dice, faces, payouts).unwrap();
            // Enumerate every throw, the box being face 0.
            let mut counts = vec![0u64; dice as usize + 1];
            for throw in 0..faces.pow(dice) {
                let mut rest = throw;
                let mut matches = 0;
                for _ in 0..dice {
                    matches += usize::from(rest % faces == 0);
                    rest /= faces;
                }
                counts[matches] += 1;
            }
            let expected: Vec<BigUint> = counts.into_iter().map(BigUint::from).collect();
            assert_eq!(rules.throw_counts(), expected);
        }
    }

    #[test]
    fn payouts_parse_exactly() {
        let tok = |s| Token {
            text: s,
            at: Place::Argument(1),
        };
        assert_eq!(
            parse_payouts(&tok("1,3/2,2.25")).unwrap(),
            vec![rational(1, 1), rational(3, 2), rational(9, 4)]
        );
        assert!(parse_payout(&tok("-1"))
            .unwrap_err()
            .message
            .to_string()
            .contains("negative"));
        assert!(parse_payout(&tok("1/0")).is_err());
        assert!(parse_payout(&tok("x")).is_err());
        assert!(parse_payout(&tok("")).is_err());
    }

    /// The sums over one common denominator agree with the plain sums of rationals.
    #[test]
    fn moments_match_plain_rational_sums() {
        for (dice, faces) in [
            (1, 1),
            (3, 1),
            (1, 2),
            (3, 6),
            (5, 7),
            (8, 3),
            (12, 4),
            (20, 10),
        ] {
            let payouts: Vec<BigRational> = (1..=dice)
                .map(|p| rational(2 * p as i64 + 1, p as i64 + 1))
                .collect();
            let rules = DiceRules::new(dice, faces, payouts).unwrap();
            let exact = rules.exact();
            let (mean, square) = exact.probabilities.iter().enumerate().fold(
                (BigRational::zero(), BigRational::zero()),
                |(m1, m2), (m, p)| {
                    (
                        m1 + p * rules.gain(m),
                        m2 + p * rules.gain(m) * rules.gain(m),
                    )
                },
            );
            let reduced: Vec<BigRational> = rules
                .throw_counts()
                .into_iter()
                .map(|c| BigRational::new(c.into(), rules.throws().into()))
                .collect();
            assert_eq!(exact.probabilities, reduced);
            assert_eq!(exact.expected_return, mean);
            assert_eq!(exact.variance, square - &mean * &mean);
            let printed = exact
                .probabilities
                .iter()
                .map(|p| p.to_string().len() + 80)
                .sum::<usize>();
            assert!(printed as u64 <= rules.printed_size());
        }
    }

    #[test]
    fn bad_rules_are_refused() {
        let one = || vec![rational(1, 1)];
        assert!(DiceRules::new(0, 6, vec![]).is_err());
        assert!(DiceRules::new(1, 0, one()).is_err());
        assert!(DiceRules::new(2, 6, one()).is_err());
        assert!(DiceRules::new(1, 6, vec![rational(-1, 1)]).is_err());
    }
}
