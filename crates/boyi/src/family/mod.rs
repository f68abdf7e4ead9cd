//! One interface for every game family.
//!
//! A family module implements [`Theory`] for its rules: how to read a position, how the
//! theory values it, how to explain it. [`erase`] wraps that in a [`DynGame`], the one
//! interface everything that serves users goes through (`solve`, `sum`, `table`, `play`,
//! the registry, rule files): it adds the generic engine beside the theory, remoteness by
//! search where the theory has none, and the value of every move. A [`Family`] describes
//! one kind of game as data (names, rules, [`OptionSpec`]s) with the loader that makes its
//! game from the [`Options`] given; the registry (`games::registry`) lists them.
//!
//! The files below this one never import each other in a circle, and never this one: the
//! game modules depend on this interface, the registry on the games.

pub mod both;
pub mod drawing;
mod dyn_game;
mod erase;
mod options;
mod partizan;
mod spec;
mod split;
mod stored;
mod table;
mod theory;

pub use crate::position::Position;
pub use drawing::{CellNames, Drawing, Figure};
pub use dyn_game::{engine_of, no_nimber, DynGame, Road};
pub use erase::erase;
pub use options::{OptionSpec, Options, MISERE};
pub use partizan::{
    BuildRegions, DecideOutcome, JudgeBoth, MakeJudges, OutcomeFiles, OutcomeSearch,
    PartizanFamily, PartizanTable, Regions, RowSink, SolveStored, SpreadJob, SurveyRegions,
    TableRows, VerifyRegions,
};
pub use spec::{
    title, About, AboutOption, Family, Loader, NotFor, PositionSpec, QuotientCode, Tabulates,
    EVERY_FAMILY,
};
pub use split::Split;
pub use stored::{schema_of, Stored};
pub use table::{grundy_label, Driver, HeapRow, Quiet, Summary, Table};
pub use theory::{Pos, Theory};
