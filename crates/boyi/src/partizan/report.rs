//! What the command line's `--json`, the explorer and the Python package say of partizan
//! games: a value's properties, a solved position with each player's moves, a comparison.
//! One shape for all of them, so a dict in Python has exactly the fields of the JSON.

use super::arena::{Arena, GameId};
use super::expr::{self, Reading};
use super::family::{Side, Solution};
use super::ops::{Class, Cmp};
use super::thermograph::{Thermograph, Wall};
use crate::analysis::Engine;
use crate::budget;
use crate::context::Context;
use crate::text::{Lang, Text};
use crate::value::Outcome;
use num_bigint::BigUint;
use serde::Serialize;

/// The longest canonical form written; a longer one is summarised (its birthday and size).
pub const FORM_CHARS: usize = 2000;

/// A value in CGSuite's notation, or, in `lang`, a summary when it has more than `max`
/// characters.
pub fn form(arena: &mut Arena, g: GameId, max: usize, lang: Lang) -> String {
    match expr::write(arena, g, max) {
        Some(text) => text,
        None => Text::new("partizan-form-too-long")
            .arg("max", max)
            .arg("day", arena.birthday(g))
            .render(lang),
    }
}

/// The whole canonical form of `g` in CGSuite's notation, however long (`boyi value --full`),
/// refused when it would pass what one answer may print ([`budget::OUTPUT_BYTES`]).
pub fn full_form(arena: &mut Arena, g: GameId) -> Result<String, crate::Error> {
    let most = usize::try_from(budget::OUTPUT_BYTES).unwrap_or(usize::MAX);
    expr::write(arena, g, most).ok_or_else(|| {
        crate::Error::limit(
            Text::new("error-form-too-long").arg("bytes", budget::show_bytes(budget::OUTPUT_BYTES)),
        )
    })
}

/// Everything `boyi value` tells of one game.
#[derive(Serialize)]
pub struct Properties {
    /// The canonical form.
    pub value: String,
    /// The outcome class.
    pub class: Class,
    /// Left's stop.
    pub left_stop: String,
    /// Right's stop.
    pub right_stop: String,
    /// The mean (where the thermograph's mast stands).
    pub mean: String,
    /// The temperature (where the mast starts).
    pub temperature: String,
    /// The day the game is born: a JSON number, or a string of digits past 2^64 (the
    /// integer 10^60 is born on day 10^60).
    #[serde(serialize_with = "whole_number")]
    pub birthday: BigUint,
    /// The atomic weight, where the game has one.
    pub atomic_weight: Option<String>,
    /// The reduced canonical form.
    pub reduced: String,
    /// Each player's incentives.
    pub incentives: Incentives,
    /// The thermograph's walls.
    pub thermograph: Walls,
}

/// Each player's incentives (what a move gains its mover).
#[derive(Serialize)]
pub struct Incentives {
    /// Left's: G^L − G.
    pub left: Vec<String>,
    /// Right's: G − G^R.
    pub right: Vec<String>,
}

/// A thermograph's walls, each a list of `[temperature, value]` corners from t = −1.
#[derive(Serialize)]
pub struct Walls {
    /// The left wall.
    pub left: Vec<[String; 2]>,
    /// The right wall.
    pub right: Vec<[String; 2]>,
}

impl Walls {
    fn of(t: &Thermograph) -> Walls {
        let corners = |w: &Wall| {
            w.points()
                .iter()
                .map(|(t, v)| [t.to_string(), v.to_string()])
                .collect()
        };
        Walls {
            left: corners(&t.left),
            right: corners(&t.right),
        }
    }
}

impl Properties {
    /// The properties of `g`, summaries of long forms in the request's language. The
    /// incentives, the reduced form and the atomic weight, which are sums and comparisons
    /// that can cost far more than finding `g` did, share the memory a person waits for
    /// ([`budget::VALUE_MEMORY`] unless the request chose its budget), and say so past it.
    pub fn of(arena: &mut Arena, g: GameId, cx: Context) -> Properties {
        let lang = cx.lang;
        let (left_stop, right_stop) = arena.stops(g);
        let t = arena.thermograph(g);
        let allowance = cx.budget.capped(budget::VALUE_MEMORY);
        let ceiling = arena
            .bytes()
            .saturating_add(usize::try_from(allowance).unwrap_or(usize::MAX));
        // What is left under the ceiling (a computation cut off gives its caches back).
        let room = |arena: &Arena| ceiling.saturating_sub(arena.bytes());
        let not_computed = || {
            Text::new("partizan-not-computed")
                .arg("budget", budget::show_bytes(allowance))
                .render(&cx)
        };
        let list = |arena: &mut Arena, ids: Vec<GameId>| {
            ids.into_iter()
                .map(|i| form(arena, i, FORM_CHARS, lang))
                .collect()
        };
        let incentives = match arena.within(room(arena), |a| a.incentives(g)) {
            Some((left, right)) => Incentives {
                left: list(arena, left),
                right: list(arena, right),
            },
            None => Incentives {
                left: vec![not_computed()],
                right: vec![not_computed()],
            },
        };
        let reduced = match arena.within(room(arena), |a| a.reduced(g)) {
            Some(r) => form(arena, r, FORM_CHARS, lang),
            None => not_computed(),
        };
        let atomic_weight = match arena.within(room(arena), |a| a.atomic_weight(g)) {
            Some(w) => w.map(|w| form(arena, w, FORM_CHARS, lang)),
            None => Some(not_computed()),
        };
        Properties {
            value: form(arena, g, FORM_CHARS, lang),
            class: arena.class(g),
            left_stop: left_stop.to_string(),
            right_stop: right_stop.to_string(),
            mean: t.mean.to_string(),
            temperature: t.temperature.to_string(),
            birthday: arena.birthday(g),
            atomic_weight,
            reduced,
            incentives,
            thermograph: Walls::of(&t),
        }
    }
}

/// One move of a solved position.
#[derive(Serialize)]
pub struct MoveReport {
    /// The move's name.
    #[serde(rename = "move")]
    pub name: String,
    /// The position after it.
    pub position: String,
    /// The value it leaves.
    pub value: String,
    /// Whether it wins for the player who makes it.
    pub wins: bool,
}

/// A component of a position and its value.
#[derive(Serialize)]
pub struct ComponentReport {
    /// The component, as the family writes positions.
    pub position: String,
    /// Its value.
    pub value: String,
}

/// The move a perfect player makes for each side (an index into its moves), if any.
#[derive(Serialize)]
pub struct Best {
    /// Left's.
    pub left: Option<usize>,
    /// Right's.
    pub right: Option<usize>,
}

/// Who wins a partizan position, as an impartial answer's `outcome` says it for the player
/// to move: the outcome class, and the result for each player moving first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PartizanOutcome {
    /// L, R, N or P.
    pub class: Class,
    /// Left's result when Left moves first.
    pub left_first: Outcome,
    /// Right's result when Right moves first.
    pub right_first: Outcome,
}

impl PartizanOutcome {
    /// The outcome of a game of class `class`.
    pub fn of(class: Class) -> PartizanOutcome {
        let result = |wins: bool| if wins { Outcome::Win } else { Outcome::Lose };
        PartizanOutcome {
            class,
            left_first: result(class.left_wins_first()),
            right_first: result(class.right_wins_first()),
        }
    }
}

/// A solved position: `boyi solve FAMILY POSITION --json`, with the fields every answer
/// has (`game`, `position`, `outcome`, `engine`, `explanation`) and the partizan ones.
#[derive(Serialize)]
pub struct SolutionReport {
    /// The family's name (or the rule file's).
    pub game: String,
    /// The position, as the family writes it.
    pub position: String,
    /// Who wins, for each player moving first.
    pub outcome: PartizanOutcome,
    /// The road that valued it.
    pub engine: Engine,
    /// Why, in words, in the language asked for.
    pub explanation: String,
    /// Its value's properties.
    pub properties: Properties,
    /// Its independent components, when there are two or more.
    pub components: Vec<ComponentReport>,
    /// Left's moves.
    pub left: Vec<MoveReport>,
    /// Right's moves.
    pub right: Vec<MoveReport>,
    /// The move a perfect player makes for each side.
    pub best: Best,
    /// How many component positions the search valued.
    pub positions: usize,
}

impl SolutionReport {
    /// The report of `s`, the game called `game`.
    pub fn of(game: &str, s: &mut Solution, cx: Context) -> SolutionReport {
        let lang = cx.lang;
        let properties = Properties::of(&mut s.arena, s.value, cx);
        let components = s
            .components
            .iter()
            .map(|(p, v)| (p.clone(), *v))
            .collect::<Vec<_>>()
            .into_iter()
            .map(|(position, v)| ComponentReport {
                position,
                value: form(&mut s.arena, v, FORM_CHARS, lang),
            })
            .collect();
        let (left, best_left) = moves(s, Side::Left, lang);
        let (right, best_right) = moves(s, Side::Right, lang);
        SolutionReport {
            game: game.to_string(),
            position: s.position.clone(),
            outcome: PartizanOutcome::of(s.arena.class(s.value)),
            engine: s.engine,
            explanation: explanation(s, lang).render(lang),
            properties,
            components,
            left,
            right,
            best: Best {
                left: best_left,
                right: best_right,
            },
            positions: s.positions,
        }
    }
}

/// Why a solved position has its value and outcome, in words.
pub fn explanation(s: &mut Solution, lang: Lang) -> Text {
    let class = s.arena.class(s.value);
    let key = match s.engine {
        Engine::Database => "partizan-why-stored",
        _ => "partizan-why",
    };
    Text::new(key)
        .arg("value", form(&mut s.arena, s.value, FORM_CHARS, lang))
        .arg("positions", s.positions)
        .arg("components", s.components.len())
        .arg("class", class.said())
}

/// `side`'s moves, and the one a perfect player makes, if any.
fn moves(s: &mut Solution, side: Side, lang: Lang) -> (Vec<MoveReport>, Option<usize>) {
    let best = s.ranked(side).first().copied();
    let mut list = Vec::with_capacity(s.moves(side).len());
    for i in 0..s.moves(side).len() {
        let m = &s.moves(side)[i];
        let (name, position, value) = (m.name.clone(), m.position.clone(), m.value);
        list.push(MoveReport {
            name,
            position,
            value: form(&mut s.arena, value, FORM_CHARS, lang),
            wins: s.wins(side, value),
        });
    }
    (list, best)
}

/// A comparison of two games: `boyi value 'G <= H' --json`.
#[derive(Serialize)]
pub struct ComparisonReport {
    /// The game on the left of the relation.
    pub left: String,
    /// The relation asked about.
    pub relation: &'static str,
    /// The game on the right.
    pub right: String,
    /// Whether it holds.
    pub holds: bool,
    /// How the two games stand.
    pub comparison: Cmp,
}

/// What `boyi value EXPR --json` says of a reading: a game's properties, or a comparison.
#[derive(Serialize)]
#[serde(untagged)]
pub enum ValueReport {
    /// A game.
    Game(Box<Properties>),
    /// A comparison.
    Comparison(ComparisonReport),
}

impl ValueReport {
    /// The report of `reading`, in the request's language and memory.
    pub fn of(arena: &mut Arena, reading: Reading, cx: Context) -> ValueReport {
        let lang = cx.lang;
        match reading {
            Reading::Game(g) => ValueReport::Game(Box::new(Properties::of(arena, g, cx))),
            Reading::Comparison {
                left,
                relation,
                right,
            } => {
                let comparison = arena.compare(left, right);
                ValueReport::Comparison(ComparisonReport {
                    left: form(arena, left, FORM_CHARS, lang),
                    relation: relation.symbol(),
                    right: form(arena, right, FORM_CHARS, lang),
                    holds: relation.holds(comparison),
                    comparison,
                })
            }
        }
    }
}

/// A whole number in JSON: a number while it fits 64 bits (every day a board reaches), else a
/// string of its digits, since JSON readers lose digits of longer numbers.
fn whole_number<S: serde::Serializer>(n: &BigUint, s: S) -> Result<S::Ok, S::Error> {
    match u64::try_from(n) {
        Ok(small) => s.serialize_u64(small),
        Err(_) => s.collect_str(n),
    }
}
