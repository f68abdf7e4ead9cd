//! The dice gamble as the front door answers it: its rules read from the words a person
//! types (`dice --dice 4 --faces 6 --payouts 1,2,3,20`), and its exact odds, which every
//! surface shows (docs/json.md).

use super::dice::{approximate, parse_payouts, DiceRules};
use crate::budget;
use crate::error::Error;
use crate::family::{OptionSpec, Options};
use crate::notation::{natural, ParseError, Token};
use crate::text::Text;
use serde::Serialize;

/// The word that names the gamble (`boyi solve dice`, `game=dice`).
pub const NAME: &str = "dice";

/// The gamble's options, each with the seed's value when it is not given.
pub const OPTIONS: &[OptionSpec] = &[
    option("--dice", "K", "Number of dice K (3 when not given)."),
    option("--faces", "F", "Faces of each die, and number of boxes (6)."),
    option(
        "--payouts",
        "P1,P2,…",
        "Payouts for 1, 2, …, K matches, comma-separated: integers, fractions like 3/2, or decimals (1,2,10).",
    ),
];

/// An option of the gamble that takes a value.
const fn option(long: &'static str, value: &'static str, help: &'static str) -> OptionSpec {
    OptionSpec {
        long,
        value: Some(value),
        help,
        required: false,
        positional: false,
        file: false,
    }
}

impl DiceRules {
    /// The rules `options` give (see [`OPTIONS`]), the seed's where one is not given; each
    /// refusal names the option.
    pub fn read(options: &Options) -> Result<DiceRules, Error> {
        let given = |long: &'static str, seed: &'static str| {
            options.token(long).unwrap_or(Token::option(long, seed))
        };
        let dice_token = given("--dice", "3");
        let dice = natural(&dice_token, Text::new("what-dice"))?;
        let dice = u32::try_from(dice)
            .map_err(|_| ParseError::new(Text::new("error-too-many-dice"), &dice_token))?;
        let faces = natural(&given("--faces", "6"), Text::new("what-faces"))?;
        let payouts = parse_payouts(&given("--payouts", "1,2,10"))?;
        DiceRules::new(dice, faces, payouts)
    }
}

/// The exact odds of a gamble, each number as an exact fraction and, beside it, a decimal
/// for people to read (never for a decision).
#[derive(Clone, Debug, Serialize)]
pub struct Odds {
    /// Always `dice`.
    pub game: &'static str,
    /// Number of dice.
    pub dice: u32,
    /// Faces of each die.
    pub faces: u64,
    /// Payout for 1, 2, …, K matches.
    pub payouts: Vec<String>,
    /// Each number of matching dice, from none to K.
    pub outcomes: Vec<MatchOdds>,
    /// The player's expected net gain per unit staked.
    pub expected_return: String,
    /// It, as a decimal.
    pub expected_return_value: f64,
    /// The variance of the player's net gain per round.
    pub variance: String,
    /// It, as a decimal.
    pub variance_value: f64,
    /// The house's expected profit per unit staked.
    pub house_edge: String,
    /// It, as a decimal.
    pub house_edge_value: f64,
}

/// How likely one number of matching dice is, and what the player gains by it.
#[derive(Clone, Debug, Serialize)]
pub struct MatchOdds {
    /// Dice showing the box staked on.
    pub matches: usize,
    /// Its probability.
    pub probability: String,
    /// It, as a decimal.
    pub probability_value: f64,
    /// The player's net gain per unit staked.
    pub player_gain: String,
}

impl Odds {
    /// The exact odds of `rules`, refused up front where they would print more than the
    /// output budget.
    pub fn of(rules: &DiceRules) -> Result<Odds, Error> {
        let what = Text::new("dice-exact-what")
            .arg("dice", rules.dice())
            .arg("faces", rules.faces());
        budget::check_output(rules.printed_size(), what)?;
        let exact = rules.exact();
        let outcomes = exact.probabilities.iter().enumerate();
        Ok(Odds {
            game: NAME,
            dice: rules.dice(),
            faces: rules.faces(),
            payouts: rules.payouts().iter().map(|p| p.to_string()).collect(),
            outcomes: outcomes
                .map(|(matches, p)| MatchOdds {
                    matches,
                    probability: p.to_string(),
                    probability_value: approximate(p),
                    player_gain: rules.gain(matches).to_string(),
                })
                .collect(),
            expected_return: exact.expected_return.to_string(),
            expected_return_value: approximate(&exact.expected_return),
            variance: exact.variance.to_string(),
            variance_value: approximate(&exact.variance),
            house_edge: exact.house_edge.to_string(),
            house_edge_value: approximate(&exact.house_edge),
        })
    }
}

impl Odds {
    /// The expected return, variance and house edge, and why the odds are what they are.
    pub fn summary(&self) -> Text {
        Text::new("dice-exact")
            .arg("return", self.expected_return.clone())
            .arg("return-value", format!("{:.6}", self.expected_return_value))
            .arg("variance", self.variance.clone())
            .arg("variance-value", format!("{:.6}", self.variance_value))
            .arg("edge", self.house_edge.clone())
            .arg("edge-value", format!("{:.6}", self.house_edge_value))
            .arg("percent", format!("{:.4}", 100.0 * self.house_edge_value))
            .arg("dice", self.dice)
            .arg("faces", self.faces)
            .arg("others", self.faces - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(words: &[&str]) -> Result<DiceRules, Error> {
        let words: Vec<String> = words.iter().map(|w| w.to_string()).collect();
        let (options, rest) = Options::read(NAME, OPTIONS, &words)?;
        assert!(rest.is_empty());
        DiceRules::read(&options)
    }

    #[test]
    fn the_seeds_rules_are_the_default() {
        assert_eq!(read(&[]).unwrap(), DiceRules::seed());
        let odds = Odds::of(&DiceRules::seed()).unwrap();
        assert_eq!(odds.house_edge, "5/108");
        assert_eq!(odds.outcomes.len(), 4);
    }

    #[test]
    fn each_option_is_read_and_its_refusal_named() {
        let rules = read(&["--dice", "2", "--faces=4", "--payouts", "1,3/2"]).unwrap();
        assert_eq!((rules.dice(), rules.faces()), (2, 4));
        let refused = read(&["--faces", "x"]).unwrap_err();
        assert!(refused.to_string().contains("--faces"), "{refused}");
        assert!(read(&["--dice", "2"]).is_err(), "two dice need two payouts");
    }
}
