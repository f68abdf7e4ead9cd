//! The front door's `value` verb: a short partizan game written in CGSuite's notation
//! (`{3||2*|1*}`, `^*`, `+-1 + *2`), or a comparison of two, valued within the request's
//! memory: its canonical form and properties, whether the comparison holds, or the game
//! cooled, heated or overheated. The command line's `boyi value` and Python's `boyi.value`
//! only translate their arguments into an [`Expression`] and the [`Valuation`] into output.

use crate::budget;
use crate::error::Error;
use crate::notation::{quote, QUOTED_TOKEN};
use crate::partizan::expr::{self, Reading};
use crate::partizan::report::FORM_CHARS;
use crate::partizan::report::{form, full_form, ComparisonReport, Properties, ValueReport};
use crate::partizan::{Arena, Dyadic, GameId};
use crate::text::Text;
use crate::Context;
use serde_json::{json, Value};

/// What `value` is asked.
#[derive(Clone, Debug, Default)]
pub struct Expression {
    /// The game, or a comparison of two (`^* || 0`).
    pub text: String,
    /// Whether the canonical form is written whole, however long.
    pub full: bool,
    /// The game transformed instead of described.
    pub transform: Option<Transform>,
}

/// A transformation of the game, each operand written in CGSuite's notation.
#[derive(Clone, Debug)]
pub enum Transform {
    /// Cooled by a number above −1: each move costs its mover that much.
    Cool(String),
    /// Heated by a game: `{G^L + T | G^R − T}` down to numbers, which stay.
    Heat(String),
    /// Overheated from the first game to the second (CGSuite's Overheat).
    Overheat(String, String),
}

impl Transform {
    /// The transform asked by the options `cool` (a temperature), `heat` (a game) and
    /// `overheat` (two games), of which at most one may be given: what every surface reads
    /// its own options into.
    pub fn asked(
        cool: Option<String>,
        heat: Option<String>,
        overheat: Option<Vec<String>>,
    ) -> Result<Option<Transform>, Error> {
        Ok(match (cool, heat, overheat) {
            (None, None, None) => None,
            (Some(t), None, None) => Some(Transform::Cool(t)),
            (None, Some(t), None) => Some(Transform::Heat(t)),
            (None, None, Some(games)) => match <[String; 2]>::try_from(games) {
                Ok([s, t]) => Some(Transform::Overheat(s, t)),
                Err(games) => {
                    let text = Text::new("error-overheat-games").arg("count", games.len());
                    return Err(Error::invalid(text));
                }
            },
            _ => return Err(Error::invalid(Text::new("error-transforms-together"))),
        })
    }
}

/// The answer of `value`.
pub enum Valuation {
    /// A game: its properties, and the game itself in its arena (for its thermograph).
    Game {
        /// Everything told of the game.
        properties: Box<Properties>,
        /// Where the game lives.
        arena: Box<Arena>,
        /// The game.
        game: GameId,
    },
    /// A comparison of two games.
    Comparison(ComparisonReport),
    /// The game transformed: what was done (a line with the argument `value` to fill), the
    /// fields naming the operands, and the value it gives.
    Transformed {
        /// What was done, as a message whose `value` is the result.
        line: Text,
        /// The operands by name (`cooled_by`, `heated_by`, …).
        fields: Value,
        /// The resulting canonical form.
        value: String,
    },
}

/// Values `expression` within the request's memory (capped at [`budget::VALUE_MEMORY`]);
/// refused, not answered, when its games outgrow it.
pub fn value(expression: &Expression, cx: &Context) -> Result<Valuation, Error> {
    let mut arena = Arena::new();
    let memory = cx.budget.capped(budget::VALUE_MEMORY);
    arena.limit(usize::try_from(memory).unwrap_or(usize::MAX));
    let reading = expr::read(&mut arena, &expression.text)?;
    let valuation = match (reading, &expression.transform) {
        (Reading::Game(g), Some(transform)) => transformed(&mut arena, g, transform, cx)?,
        (Reading::Game(g), None) => {
            let mut properties = Properties::of(&mut arena, g, cx.clone());
            if expression.full {
                properties.value = full_form(&mut arena, g)?;
            }
            if arena.exhausted() {
                return Err(expr::too_large(&arena));
            }
            Valuation::Game {
                properties: Box::new(properties),
                arena: Box::new(arena),
                game: g,
            }
        }
        (Reading::Comparison { .. }, Some(_)) => {
            return Err(Error::invalid(Text::new("error-cool-comparison")))
        }
        (reading @ Reading::Comparison { .. }, None) => {
            let ValueReport::Comparison(c) = ValueReport::of(&mut arena, reading, cx.clone())
            else {
                unreachable!("a comparison is reported as one")
            };
            if arena.exhausted() {
                return Err(expr::too_large(&arena));
            }
            Valuation::Comparison(c)
        }
    };
    Ok(valuation)
}

impl Valuation {
    /// The JSON of `boyi value --json` (docs/partizan.md).
    pub fn json(&self) -> Result<Value, Error> {
        let json = |e: serde_json::Error| Error::invalid(Text::verbatim(e.to_string()));
        match self {
            Valuation::Game { properties, .. } => serde_json::to_value(properties).map_err(json),
            Valuation::Comparison(c) => serde_json::to_value(c).map_err(json),
            Valuation::Transformed { fields, value, .. } => {
                let mut answer = fields.clone();
                answer["value"] = json!(value);
                Ok(answer)
            }
        }
    }
}

/// `g` transformed as `transform` asks, its operands read into `arena`.
fn transformed(
    arena: &mut Arena,
    g: GameId,
    transform: &Transform,
    cx: &Context,
) -> Result<Valuation, Error> {
    let lang = cx.lang;
    let (result, line, fields) = match transform {
        Transform::Cool(t) => {
            let t = temperature(arena, t)?;
            (
                arena.cool(g, t.clone()),
                Text::new("partizan-cooled").arg("t", t.to_string()),
                json!({"cooled_by": t.to_string()}),
            )
        }
        Transform::Heat(t) => {
            let t = operand(arena, "--heat", t)?;
            let shown = form(arena, t, FORM_CHARS, lang);
            (
                arena.heat(g, t),
                Text::new("partizan-heated").arg("t", shown.clone()),
                json!({"heated_by": shown}),
            )
        }
        Transform::Overheat(s, t) => {
            let (s, t) = (
                operand(arena, "--overheat", s)?,
                operand(arena, "--overheat", t)?,
            );
            let (from, to) = (
                form(arena, s, FORM_CHARS, lang),
                form(arena, t, FORM_CHARS, lang),
            );
            (
                arena.overheat(g, s, t),
                Text::new("partizan-overheated")
                    .arg("s", from.clone())
                    .arg("t", to.clone()),
                json!({"overheated_from": from, "overheated_to": to}),
            )
        }
    };
    if arena.exhausted() {
        return Err(expr::too_large(arena));
    }
    let value = form(arena, result, FORM_CHARS, lang);
    Ok(Valuation::Transformed {
        line,
        fields,
        value,
    })
}

/// A game given to `option`: one game, not a comparison.
fn operand(arena: &mut Arena, option: &'static str, text: &str) -> Result<GameId, Error> {
    match expr::read(arena, text)? {
        Reading::Game(g) => Ok(g),
        Reading::Comparison { .. } => Err(Error::invalid(
            Text::new("error-operand-comparison")
                .arg("option", option)
                .arg("value", quote(text, QUOTED_TOKEN)),
        )),
    }
}

/// The temperature of `--cool`: a number above −1.
fn temperature(arena: &mut Arena, text: &str) -> Result<Dyadic, Error> {
    let refuse = || Error::invalid(Text::new("error-cool").arg("value", quote(text, QUOTED_TOKEN)));
    match expr::read(arena, text) {
        Ok(Reading::Game(t)) => match arena.number(t) {
            Some(t) if t > Dyadic::int(-1) => Ok(t),
            _ => Err(refuse()),
        },
        _ => Err(refuse()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::budget::Budget;
    use crate::text::Lang;

    fn asked(text: &str, transform: Option<Transform>) -> Result<Value, Error> {
        let cx = Context::new(Lang::En, Budget::with_memory(1 << 28));
        let expression = Expression {
            text: text.into(),
            full: false,
            transform,
        };
        value(&expression, &cx)?.json()
    }

    #[test]
    fn games_comparisons_and_transforms_are_valued() {
        let hot = asked("{3||2*|1*}", None).unwrap();
        assert_eq!(
            (hot["class"].as_str(), hot["mean"].as_str()),
            (Some("L"), Some("9/4"))
        );
        assert_eq!(asked("^* || 0", None).unwrap()["holds"], true);
        let cooled = asked("{2|-1}", Some(Transform::Cool("1/2".into()))).unwrap();
        assert_eq!(cooled["value"], "{3/2|-1/2}");
        assert_eq!(cooled["cooled_by"], "1/2");
        let heated = asked("*", Some(Transform::Heat("1".into()))).unwrap();
        assert_eq!(heated["value"], "±1");
        let over = asked("2", Some(Transform::Overheat("1".into(), "*".into()))).unwrap();
        assert_eq!(over["overheated_from"], "1");
    }

    #[test]
    fn transforms_refuse_what_they_cannot_take() {
        let refused = |text: &str, t: Transform| {
            let error = asked(text, Some(t)).unwrap_err();
            error.text().key().to_string()
        };
        assert_eq!(
            refused("^* || 0", Transform::Cool("1".into())),
            "error-cool-comparison"
        );
        assert_eq!(refused("*", Transform::Cool("-2".into())), "error-cool");
        assert_eq!(
            refused("*", Transform::Heat("1 < 2".into())),
            "error-operand-comparison"
        );
    }
}
