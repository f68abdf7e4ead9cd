//! Coin-turning games (Winning Ways, ch. 14): a row of coins, heads (`H`) or tails (`T`),
//! numbered 1, 2, … from the left. A move turns some coins, the rightmost of them from heads
//! to tails; the rule says which sets of coins may be turned. Turning a coin toggles its
//! part in the position, so a row's value is the xor of the values of its heads, and the
//! value g(n) of a lone heads at n is the mex of the xors of the sets the rule lets a move
//! turn beside it.
//!
//! Rules: `A-B` turns from A to B coins anywhere to the left (Turning Turtles is `1-2`, Mock
//! Turtles `1-3`), `N` exactly N coins (Twins is `2`), and `ruler`: any run of consecutive
//! coins ending at the heads. Closed forms, checked by the tests against the mex: Turning
//! Turtles g(n) = n, Mock Turtles the n-th odious number, Twins g(n) = n − 1, Ruler the
//! largest power of 2 dividing n.

use crate::analysis::{moves_where, Analysis, Engine};
use crate::budget;
use crate::error::Error;
use crate::family::{erase, Drawing, Family, OptionSpec, PositionSpec, Tabulates, Theory};
use crate::game::{Game, Kind, Notation, Written};
use crate::notation::{quote, single, ParseError, Token};
use crate::text::{Arg, Text};
use crate::value::{Nimber, Value};

/// The longest row Boyi reads.
pub const MAX_COINS: usize = 10_000;

/// Which sets of coins a move may turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// From `least` to `most` coins, anywhere (the rightmost one heads).
    Count {
        /// The fewest coins turned.
        least: usize,
        /// The most coins turned.
        most: usize,
    },
    /// Any run of consecutive coins ending at the heads.
    Ruler,
}

impl Rule {
    /// Reads `turtles`, `mock`, `twins`, `ruler`, `A-B` or `N`.
    pub fn parse(token: &Token<'_>) -> Result<Rule, ParseError> {
        let count = |least: usize, most: usize| Rule::Count { least, most };
        let bad = || ParseError::new(Text::new("error-coins-rule"), token);
        let rule = match token.text {
            "turtles" => count(1, 2),
            "mock" => count(1, 3),
            "twins" => count(2, 2),
            "ruler" => Rule::Ruler,
            text => {
                let number = |s: &str| s.parse::<usize>().ok().filter(|n| (1..=4).contains(n));
                let (least, most) = match text.split_once('-') {
                    Some((a, b)) => (number(a).ok_or_else(bad)?, number(b).ok_or_else(bad)?),
                    None => {
                        let n = number(text).ok_or_else(bad)?;
                        (n, n)
                    }
                };
                if least > most {
                    return Err(bad());
                }
                count(least, most)
            }
        };
        Ok(rule)
    }

    /// The sets of coins below `n` that a move at heads `n` may turn beside it, each given
    /// to `each` (positions ascending).
    fn companions(self, n: usize, mut each: impl FnMut(&[usize])) {
        match self {
            Rule::Ruler => {
                for start in (1..=n).rev() {
                    let run: Vec<usize> = (start..n).collect();
                    each(&run);
                }
            }
            Rule::Count { least, most } => {
                let mut chosen = Vec::new();
                subsets(1, n, least - 1, most - 1, &mut chosen, &mut each);
            }
        }
    }
}

/// Every subset of `from..below` with between `least` and `most` elements.
fn subsets(
    from: usize,
    below: usize,
    least: usize,
    most: usize,
    chosen: &mut Vec<usize>,
    each: &mut impl FnMut(&[usize]),
) {
    if chosen.len() >= least {
        each(chosen);
    }
    if chosen.len() == most {
        return;
    }
    for i in from..below {
        chosen.push(i);
        subsets(i + 1, below, least, most, chosen, each);
        chosen.pop();
    }
}

/// The values g(1..=len) of a lone heads, by the mex (index 0 unused).
pub fn values(rule: Rule, len: usize) -> Vec<u64> {
    let mut g = vec![0u64; len + 1];
    let mut seen = Vec::new();
    for n in 1..=len {
        seen.clear();
        rule.companions(n, |set| {
            let x = set.iter().fold(0, |x, &i| x ^ g[i]) as usize;
            if x >= seen.len() {
                seen.resize(x + 1, false);
            }
            seen[x] = true;
        });
        g[n] = seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u64;
    }
    g
}

/// A row of coins: `true` for heads.
pub type Row = Vec<bool>;

/// The game of one rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Coins {
    rule: Rule,
    name: String,
}

/// A move: turn these coins (1-based, ascending; the last one heads).
pub type Turn = Vec<usize>;

impl Game for Coins {
    type Position = Row;
    type Move = Turn;

    fn kind(&self) -> Kind {
        Kind::Nimber
    }

    fn moves(&self, row: &Row, out: &mut Vec<(Turn, Row)>) {
        for n in (1..=row.len()).filter(|&n| row[n - 1]) {
            self.rule.companions(n, |set| {
                let mut next = row.clone();
                for &i in set.iter().chain([&n]) {
                    next[i - 1] = !next[i - 1];
                }
                let mut turn = set.to_vec();
                turn.push(n);
                out.push((turn, next));
            });
        }
    }
}

impl Written<Row> for Coins {
    fn read_position(&self, words: &[Token<'_>]) -> Result<Row, Error> {
        let token = single(words, Text::new("error-what-coins-row"))?;
        let row: Result<Row, ParseError> = token
            .text
            .chars()
            .enumerate()
            .map(|(i, c)| match c {
                'H' => Ok(true),
                'T' => Ok(false),
                other => Err(ParseError::new(
                    Text::new("error-coins-bad-coin")
                        .arg("coin", i + 1)
                        .arg("letter", quote(&other.to_string(), 1)),
                    token,
                )),
            })
            .collect();
        let row = row?;
        if row.is_empty() || row.len() > MAX_COINS {
            return Err(Error::limit(
                Text::new("error-coins-row-length")
                    .arg("max", MAX_COINS)
                    .arg("coins", row.len()),
            ));
        }
        Ok(row)
    }

    fn show_position(&self, row: &Row) -> String {
        row.iter().map(|&h| if h { 'H' } else { 'T' }).collect()
    }
}

impl Notation for Coins {
    fn name(&self) -> String {
        format!("coins {}", self.name)
    }

    /// `turn coin 5`, `turn coins 2 and 5`, `turn coins 1, 2 and 5`.
    fn show_move(&self, turn: &Turn, _from: &Row) -> Text {
        let coins: Vec<String> = turn.iter().map(usize::to_string).collect();
        Text::new("move-turn-coins")
            .arg("count", coins.len())
            .arg("coins", coins)
    }
}

/// The rule, written after the family's name.
const RULE: OptionSpec = OptionSpec {
    long: "RULE",
    value: Some("RULE"),
    help: "turtles (turn 1 or 2 coins), mock (1 to 3), twins (exactly 2), ruler (a run), N or A-B.",
    required: true,
    positional: true,
    file: false,
};

/// Coin-turning games in the registry.
pub const FAMILY: Family = Family {
    name: "coins",
    alias: None,
    example: "coins mock THHTTH",
    options: &[RULE],
    position: PositionSpec {
        name: "ROW",
        help: "The coins from the left, H heads and T tails (e.g. THHTTH).",
        hyphens: false,
    },
    tabulates: Tabulates::No,
    board: Some(Drawing::Coins { rectangle: false }),
    quotient: None,
    resumable: false,
    load: |options, road, budget| {
        let token = options.required(RULE.long)?;
        let rule = Rule::parse(&token)?;
        let game = Coins {
            rule,
            name: token.text.to_string(),
        };
        Ok(erase(
            CoinValues {
                game,
                g: Vec::new(),
            },
            road,
            budget,
        ))
    },
};

/// A rule with the values of its coins computed so far.
pub struct CoinValues {
    game: Coins,
    g: Vec<u64>,
}

impl CoinValues {
    /// The value of a lone heads at each of 1..=len; refused up front when the mex over
    /// every set a move may turn would pass the step budget.
    fn grow(&mut self, len: usize) -> Result<(), Error> {
        if self.g.len() > len {
            return Ok(());
        }
        let steps = steps(self.game.rule, len);
        if steps.is_none_or(|s| s > budget::THEORY_WORK) {
            return Err(Error::limit(
                Text::new("error-coins-steps")
                    .arg("coins", len)
                    .arg("rule", self.game.name.clone())
                    .arg(
                        "steps",
                        match steps {
                            Some(s) => Arg::from(s),
                            None => Arg::from(Text::new("error-more-than-2-64")),
                        },
                    )
                    .arg("limit", budget::THEORY_WORK),
            ));
        }
        self.g = values(self.game.rule, len);
        Ok(())
    }

    fn nimber(&mut self, row: &Row) -> Result<Nimber, Error> {
        self.grow(row.len())?;
        Ok((1..=row.len())
            .filter(|&n| row[n - 1])
            .fold(0, |x, n| x ^ self.g[n]))
    }
}

/// About how many sets [`values`] looks at for coins 1..=len: len^most for a rule turning
/// up to `most` coins, len^2 for the ruler.
fn steps(rule: Rule, len: usize) -> Option<u64> {
    let power = match rule {
        Rule::Ruler => 2,
        Rule::Count { most, .. } => most as u32,
    };
    (len as u64).checked_pow(power)
}

impl Theory for CoinValues {
    type Game = Coins;

    fn game(&self) -> &Coins {
        &self.game
    }

    fn value(&mut self, row: &Row) -> Result<Value, Error> {
        Ok(Value::from_nimber(self.nimber(row)?, None))
    }

    fn analyze(&mut self, row: &Row) -> Result<Analysis, Error> {
        let x = self.nimber(row)?;
        let shown = self.game.show_position(row);
        let value = Value::from_nimber(x, None);
        let mut analysis = Analysis::new(self.game.name(), shown, value, Engine::Theory);
        let listable = self
            .move_count(row)
            .is_some_and(|m| m <= budget::LISTED_MOVES);
        if x != 0 && listable {
            let g = &self.g;
            analysis.winning_moves = moves_where(&self.game, row, |turn, _| {
                Ok(turn.iter().fold(x, |x, &i| x ^ g[i]) == 0)
            })?;
        }
        let heads: Vec<String> = (1..=row.len())
            .filter(|&n| row[n - 1])
            .take(64)
            .map(|n| format!("g({n}) = {}", self.g[n]))
            .collect();
        analysis.explanation = Text::new("coins")
            .arg("rule", self.game.name.clone())
            .arg("count", heads.len())
            .arg("heads", heads)
            .arg("sum", x)
            .arg("unlisted", u8::from(x != 0 && !listable));
        Ok(analysis)
    }

    /// Rows are sets of heads: 2^coins positions.
    fn search_work(&self, row: &Row) -> Option<u64> {
        let n = u32::try_from(row.len()).ok().filter(|&n| n <= 24)?;
        (1u64 << n).checked_mul(self.move_count(row)?.max(1))
    }

    fn move_count(&self, row: &Row) -> Option<u64> {
        let heads = row.iter().filter(|&&h| h).count() as u64;
        let n = row.len() as u64;
        let per = match self.game.rule {
            Rule::Ruler => n,
            Rule::Count { most, .. } => (0..most as u32).try_fold(1u64, |c, _| c.checked_mul(n))?,
        };
        heads.checked_mul(per)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rule(text: &str) -> Rule {
        Rule::parse(&Token {
            text,
            at: crate::notation::Place::Argument(1),
        })
        .unwrap()
    }

    #[test]
    fn closed_forms_match_the_mex() {
        let turtles = values(rule("turtles"), 64);
        let mock = values(rule("mock"), 64);
        let twins = values(rule("twins"), 64);
        let ruler = values(rule("ruler"), 64);
        let odious: Vec<u64> = (0u64..)
            .filter(|k| k.count_ones() % 2 == 1)
            .take(64)
            .collect();
        for n in 1..=64usize {
            assert_eq!(turtles[n], n as u64, "turtles {n}");
            assert_eq!(mock[n], odious[n - 1], "mock {n}");
            assert_eq!(twins[n], n as u64 - 1, "twins {n}");
            assert_eq!(ruler[n], 1 << n.trailing_zeros(), "ruler {n}");
        }
    }
}
