//! The Bash game: one heap, a move takes 1 to M counters.
//!
//! Normal play: heap n has nimber n mod (M+1), so the mover loses exactly on multiples of
//! M+1 and wins by taking n mod (M+1) (seed 001). Misère play: the mover loses exactly when
//! n ≡ 1 (mod M+1) and wins by taking (n-1) mod (M+1).

use crate::analysis::{Analysis, Engine, MoveReport};
use crate::budget::{self, Budget};
use crate::error::Error;
use crate::family::{erase, Drawing, Driver, Family, OptionSpec, Table, Tabulates, Theory, MISERE};
use crate::game::{Game, Kind, Notation, Written};
use crate::games::subtraction::{heap_table, parse_heap, take_from_heap, Subtraction, HEAP};
use crate::notation::{natural, ParseError, Token};
use crate::text::Text;
use crate::value::{Nimber, Outcome, Play, Remoteness, Value};

/// The rules: the most a move may take, and normal or misère play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bash {
    /// The largest amount a move may take (at least 1).
    pub max: u64,
    /// Normal or misère play.
    pub play: Play,
}

impl Bash {
    fn modulus(&self) -> u128 {
        self.max as u128 + 1
    }

    /// The heap size the winner moves to from `n`, if `n` is a win.
    fn target(&self, n: u64) -> Option<u64> {
        let m = self.modulus();
        let take = match self.play {
            Play::Normal => n as u128 % m,
            Play::Misere if n == 0 => return None,
            Play::Misere => (n as u128 - 1) % m,
        };
        (take > 0).then(|| n - take as u64)
    }

    /// Moves until the end under perfect play. Between two P-positions the winner restores
    /// the pattern after each of the loser's moves, so each block of M+1 costs two moves.
    pub fn remoteness(&self, n: u64) -> Remoteness {
        let m = self.modulus();
        let n = n as u128;
        let r = match self.play {
            Play::Normal => 2 * (n / m) + u128::from(!n.is_multiple_of(m)),
            Play::Misere if n == 0 => 0,
            Play::Misere => 2 * ((n - 1) / m) + 1 + u128::from(!(n - 1).is_multiple_of(m)),
        };
        r as Remoteness
    }

    /// The value of heap `n`.
    pub fn value(&self, n: u64) -> Value {
        let remoteness = Some(self.remoteness(n));
        match self.play {
            Play::Normal => Value::from_nimber((n as u128 % self.modulus()) as u64, remoteness),
            Play::Misere => Value {
                outcome: if self.target(n).is_some() || n == 0 {
                    Outcome::Win
                } else {
                    Outcome::Lose
                },
                remoteness,
                nimber: None,
            },
        }
    }

    /// The full answer for heap `n`.
    pub fn analyze(&self, n: u64) -> Analysis {
        let value = self.value(n);
        let mut analysis = Analysis::new(self.name(), n.to_string(), value, Engine::Theory);
        if let Some(to) = self.target(n) {
            analysis.winning_moves.push(MoveReport {
                mv: self.show_move(&(n - to), &n),
                position: Some(to.to_string()),
            });
        }
        let m = self.modulus();
        analysis.explanation = match self.play {
            Play::Normal => Text::new("bash-normal")
                .arg("max", self.max)
                .arg("n", n)
                .arg("quotient", (n as u128 / m).to_string())
                .arg("m", m.to_string())
                .arg("rest", (n as u128 % m).to_string())
                .arg("wins", u8::from(value.outcome == Outcome::Win)),
            Play::Misere if n == 0 => Text::new("bash-misere-empty"),
            Play::Misere => {
                let target = self.target(n);
                Text::new("bash-misere")
                    .arg("max", self.max)
                    .arg("n", n)
                    .arg("m", m.to_string())
                    .arg("rest", (n as u128 % m).to_string())
                    .arg("wins", u8::from(target.is_some()))
                    .arg("take", target.map_or(0, |to| n - to))
                    .arg("to", target.unwrap_or(0))
            }
        };
        analysis
    }
}

impl Game for Bash {
    type Position = u64;
    type Move = u64;

    fn kind(&self) -> Kind {
        Kind::impartial(self.play())
    }

    fn moves(&self, &n: &u64, out: &mut Vec<(u64, u64)>) {
        out.extend((1..=self.max.min(n)).map(|take| (take, n - take)));
    }

    fn play(&self) -> Play {
        self.play
    }
}

impl Written<u64> for Bash {
    fn read_position(&self, words: &[Token<'_>]) -> Result<u64, Error> {
        Ok(parse_heap(words)?)
    }

    fn show_position(&self, n: &u64) -> String {
        n.to_string()
    }
}

impl Notation for Bash {
    fn name(&self) -> String {
        let misere = if self.play == Play::Misere {
            " --misere"
        } else {
            ""
        };
        format!("bash --max {}{misere}", self.max)
    }

    fn show_move(&self, take: &u64, from: &u64) -> Text {
        take_from_heap(*take, *from)
    }
}

/// The largest `--max` a Bash table accepts (its values are computed as a subtraction game).
pub const TABLE_MAX: u64 = 1024;

/// The Bash game in the registry.
pub const FAMILY: Family = Family {
    name: "bash",
    alias: None,
    example: "bash --max 3 10",
    options: &[
        OptionSpec {
            long: "--max",
            value: Some("M"),
            help: "The most a move may take.",
            required: true,
            positional: false,
            file: false,
        },
        MISERE,
    ],
    position: HEAP,
    tabulates: Tabulates::Yes,
    board: Some(Drawing::Heaps { by: "top" }),
    quotient: None,
    resumable: false,
    load: |options, road, budget| {
        let token = options.required("--max")?;
        let max = natural(&token, Text::new("error-what-bash-max"))?;
        if max == 0 {
            return Err(ParseError::new(Text::new("error-bash-max-zero"), &token).into());
        }
        let play = Play::from_misere(options.flag(MISERE.long));
        let theory = Tables {
            rules: Bash { max, play },
            budget: budget.clone(),
        };
        Ok(erase(theory, road, budget))
    },
};

/// The Bash game as the registry answers it: the closed form, and tables within the
/// request's memory budget.
struct Tables {
    rules: Bash,
    budget: Budget,
}

impl Theory for Tables {
    type Game = Bash;

    fn game(&self) -> &Bash {
        &self.rules
    }

    fn value(&mut self, &n: &u64) -> Result<Value, Error> {
        Ok(self.rules.value(n))
    }

    fn analyze(&mut self, &n: &u64) -> Result<Analysis, Error> {
        Ok(self.rules.analyze(n))
    }

    fn search_work(&self, &n: &u64) -> Option<u64> {
        budget::heap_work(n, self.rules.max)
    }

    fn move_count(&self, &n: &u64) -> Option<u64> {
        Some(self.rules.max.min(n))
    }

    fn moves_to_nimber(
        &mut self,
        &n: &u64,
        target: Nimber,
    ) -> Result<Option<Vec<MoveReport>>, Error> {
        let modulus = self.rules.modulus();
        let g = n as u128 % modulus;
        let take = (g + modulus - target as u128 % modulus) % modulus;
        let reachable = (target as u128) < modulus && take > 0 && take <= n as u128;
        Ok(Some(if reachable {
            let take = take as u64;
            vec![MoveReport {
                mv: self.rules.show_move(&take, &n),
                position: Some((n - take).to_string()),
            }]
        } else {
            Vec::new()
        }))
    }

    fn table(&mut self, to: Option<u64>, _: &mut dyn Driver) -> Result<Table<'_>, Error> {
        if self.rules.max > TABLE_MAX {
            return Err(Error::limit(
                Text::new("error-bash-table-max").arg("max", TABLE_MAX),
            ));
        }
        heap_table(
            Subtraction::new((1..=self.rules.max).collect(), self.rules.play)?
                .solve(self.budget.clone()),
            to,
        )
    }
}
