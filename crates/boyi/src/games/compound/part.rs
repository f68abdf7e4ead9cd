//! The words of compounds: a component, the ways components are played together, and a
//! compound's move as answers write it. Every other file of the compound imports this one
//! and nothing imports them back.

use crate::analysis::{position_after, MoveReport};
use crate::family::{DynGame, Position};
use crate::text::Text;

/// One component of a sum: a game of any family (or a rule file) and its position.
pub struct Part {
    /// The game with its options.
    pub game: Box<dyn DynGame>,
    /// The component's position.
    pub position: Position,
}

impl Part {
    /// The component as written in a sum: `game position`.
    pub fn shown(&self) -> String {
        written(&self.game.name(), &self.game.show(&self.position))
    }
}

/// A component of game `name` at `position` as written in a sum: `game position`, or the
/// game alone where the position is written as nothing (a picture with nothing cut).
pub fn written(name: &str, position: &str) -> String {
    match position {
        "" => name.to_string(),
        _ => format!("{name} {position}"),
    }
}

/// The notation of a sum: its components' `game position` joined by ` + `.
pub fn notation(parts: &[String]) -> String {
    parts.join(" + ")
}

/// How the components are played together.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compound {
    /// A move in exactly one component (the disjunctive sum).
    Sum,
    /// A move in any nonempty set of components.
    Selective,
    /// A move in every component; play ends when one has no move.
    Conjunctive,
    /// A move in every component that still has one (Every-SG).
    Every,
    /// A move in one component, and whoever cannot move wins (Anti-SG).
    Misere,
}

impl Compound {
    /// Its name, as typed after `boyi solve`.
    pub const fn name(self) -> &'static str {
        match self {
            Compound::Sum => "sum",
            Compound::Selective => "selective",
            Compound::Conjunctive => "conjunctive",
            Compound::Every => "every",
            Compound::Misere => "misere",
        }
    }
}

/// The most winning moves of a compound listed one by one; past it the answer says how
/// many there are (a compound of k components can have the product of their moves).
pub const LISTED_WINNING: usize = 1000;

/// Where component `i` of the compound `kind` stands, for error messages.
pub fn place(kind: Compound, i: usize, shown: &[String]) -> Text {
    Text::new("place-compound-component")
        .arg("compound", kind.name())
        .arg("index", i + 1)
        .arg("component", shown[i].clone())
}

/// One move of a component from its own position, as a compound's move shows it: its
/// words, and the component written after it.
pub struct ComponentMove {
    /// What the move does, in the component's own words.
    pub mv: Text,
    /// The component after the move (`game position`).
    pub after: String,
}

/// A move of the compound: each component's move where it moves (`None` where it stays),
/// with the compound written after it when short.
pub fn compound_move(shown: &[String], moves: &[Option<&ComponentMove>]) -> MoveReport {
    let mut words = Vec::new();
    let mut after = Vec::with_capacity(shown.len());
    for (i, m) in moves.iter().enumerate() {
        match m {
            Some(m) => {
                words.push(
                    Text::new("move-in-component")
                        .arg("index", i + 1)
                        .arg("component", shown[i].clone())
                        .arg("move", m.mv.clone()),
                );
                after.push(m.after.clone());
            }
            None => after.push(shown[i].clone()),
        }
    }
    let mv = words
        .into_iter()
        .reduce(|a, b| Text::new("compound-and").arg("a", a).arg("b", b))
        .expect("a compound's move moves somewhere");
    MoveReport {
        mv,
        position: position_after(&notation(shown), || notation(&after)),
    }
}

/// The line that says how many winning moves there are when not all are listed.
pub fn listed(count: u128, listed: usize) -> Text {
    Text::new("compound-listed")
        .arg("count", count.to_string())
        .arg("listed", listed)
}
