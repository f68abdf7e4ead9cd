//! What `boyi table` lists for a game, and the caller's side of a long table computation.

use crate::budget::Budget;
use crate::error::Error;
use crate::solve::period::Period;
use crate::text::Text;
use crate::value::{Outcome, Play};

/// One line of a table of heap values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapRow {
    /// The Grundy value (the misère Grundy value under misère play), when known.
    pub grundy: Option<u64>,
    /// The result for the player to move.
    pub outcome: Outcome,
    /// Conway's misère genus (`4^146`), where the game tells it.
    pub genus: Option<String>,
}

impl HeapRow {
    /// The row of a heap with Grundy value `g` (normal or misère): the mover loses exactly
    /// where it is 0.
    pub fn from_grundy(g: u64) -> HeapRow {
        HeapRow {
            grundy: Some(g),
            outcome: if g == 0 { Outcome::Lose } else { Outcome::Win },
            genus: None,
        }
    }
}

/// What `boyi table` lists for a game.
// One table is made per request and moved a few times: its size does not matter.
#[allow(clippy::large_enum_variant)]
pub enum Table<'a> {
    /// The values of the positions 0, 1, 2, … of a game on one integer.
    Heaps {
        /// The heading of the Grundy column (`nimber`, `misère grundy`), `None` without one.
        label: Option<Text>,
        /// The value of heap `n`.
        row: Box<dyn FnMut(u64) -> Result<HeapRow, Error> + 'a>,
        /// The proven period, with the proof in words.
        period: Option<(Period, Text)>,
        /// A closing remark (what the Grundy column means), if any.
        note: Option<Text>,
        /// What the computation behind the values found.
        summary: Summary,
    },
    /// Every position (a, b) of a game on two numbers, 0 ≤ a, b < `side`, row by row
    /// (`cells[a * side + b]`): what `--guess` tests rules against.
    Grid {
        /// How many numbers each coordinate takes, from 0.
        side: u64,
        /// The value of each position, row by row.
        cells: Vec<HeapRow>,
    },
    /// The P-positions (a, b), a ≤ b, of a game on two heaps, in order of a.
    Pairs {
        /// The pairs, produced as they are read.
        pairs: Box<dyn Iterator<Item = (u64, u64)> + 'a>,
        /// A closing remark on how they arise.
        note: Text,
    },
}

/// What the computation behind a table of heap values found (`boyi table --summary`).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Summary {
    /// Values computed, heaps 0 to `values_computed - 1`.
    pub values_computed: u64,
    /// The largest value among them.
    pub largest: u64,
    /// Where the proven period starts, if one is proven.
    pub preperiod: Option<u64>,
    /// The proven period, if any.
    pub period: Option<u64>,
    /// What the values gain over each period when the proven period is arithmetic
    /// (g(n + period) = g(n) + saltus); `None` for a plain period or none.
    pub saltus: Option<u64>,
    /// The mask of the rare/common split of the sparse-space method, when one is used.
    pub rare_mask: Option<u32>,
    /// Heaps (from 0) whose value is rare under the mask.
    pub rare_count: Option<u64>,
    /// The largest heap with a rare value.
    pub last_rare: Option<u64>,
}

/// The caller's side of a long table computation (take-and-break codes): how far it may
/// go, where it saves itself, and whom it tells how far it got. Families that finish at
/// once ask only [`Driver::max`].
pub trait Driver {
    /// The most values to compute without a proven period (`--max`).
    fn max(&self) -> Option<u64>;

    /// Values of `game` saved by an earlier run, to go on from.
    fn resume(&mut self, game: &str) -> Result<Option<Vec<u32>>, Error>;

    /// Told now and then of the values of `game` so far (and once more at the end, with
    /// `done`): for a progress bar and checkpoints.
    fn tick(&mut self, game: &str, values: &[u32], done: bool) -> Result<(), Error>;
}

/// A [`Driver`] with no limit, no checkpoint and no progress to show.
pub struct Quiet;

impl Driver for Quiet {
    fn max(&self) -> Option<u64> {
        None
    }

    fn resume(&mut self, _: &str) -> Result<Option<Vec<u32>>, Error> {
        Ok(None)
    }

    fn tick(&mut self, _: &str, _: &[u32], _: bool) -> Result<(), Error> {
        Ok(())
    }
}

impl<'a> Table<'a> {
    /// This table with its rows read only while the request goes on: every few thousand
    /// rows the row function asks `budget` whether anyone still waits ([`Budget::check_stop`]).
    pub fn stopped_by(self, budget: &Budget) -> Table<'a> {
        let Table::Heaps {
            label,
            mut row,
            period,
            note,
            summary,
        } = self
        else {
            return self;
        };
        let budget = budget.clone();
        let row = Box::new(move |n: u64| {
            if n.is_multiple_of(4096) {
                budget.check_stop()?;
            }
            row(n)
        });
        Table::Heaps {
            label,
            row,
            period,
            note,
            summary,
        }
    }
}

/// What every heap game's table shares: the Grundy column's heading and note by play.
pub fn grundy_label(play: Play) -> (Text, Option<Text>) {
    match play {
        Play::Normal => (Text::new("column-nimber"), None),
        Play::Misere => (
            Text::new("column-misere-grundy"),
            Some(Text::new("note-misere-grundy")),
        ),
    }
}
