//! Boyi: solvers for two-player games of perfect information.
//!
//! Positions flow one way: text is parsed into a position, an engine values it, and the
//! result ([`analysis::Analysis`]) is rendered by the caller. Every closed form of a game
//! (Nim's xor, Bash's modulus, Wythoff's pairs, a subtraction game's period, the staircase
//! reduction) has a generic engine beside it, and the tests compare the two.
//!
//! ```
//! use boyi::games::nim;
//! use boyi::value::{Outcome, Play};
//!
//! let answer = nim::analyze(&[14, 21, 39], Play::Normal);
//! assert_eq!(answer.outcome, Outcome::Win);
//! assert_eq!(answer.winning_moves[0].position.as_deref(), Some("14 21 27"));
//! ```
//!
//! Every family is also reachable by name through the [`games::registry`], as one
//! [`family::DynGame`] interface that lists every move with its value:
//!
//! ```
//! use boyi::budget::Budget;
//! use boyi::family::{Options, Road};
//! use boyi::games::registry;
//! use boyi::notation::argument_tokens;
//! use boyi::Outcome;
//!
//! // A request carries its memory budget: here, half of what the machine has free.
//! let budget = Budget::of_machine();
//! let family = registry::find("高僧斗法").unwrap();
//! let mut game = (family.load)(&Options::default(), Road::Theory, budget).unwrap();
//! let start = game.parse(&argument_tokens(&["1", "5", "8", "10"])).unwrap();
//! let moves = game.moves(&start).unwrap(); // best first for the mover
//! assert_eq!(moves[0].0.position.as_deref(), Some("3 5 8 10"));
//! assert_eq!(moves[0].0.outcome, Outcome::Win);
//! ```

#![warn(missing_docs)]

pub mod analysis;
pub mod ask;
pub mod budget;
pub mod chance;
pub mod code;
pub mod context;
pub mod db;
pub mod error;
pub mod family;
pub mod game;
pub mod games;
pub mod grid;
pub mod guess;
mod memory;
pub mod misere;
pub mod nimber;
pub mod notation;
pub mod partizan;
pub mod position;
pub mod rules;
pub mod solve;
pub mod text;
pub mod value;

pub use analysis::{Analysis, MoveReport};
pub use context::Context;
pub use error::Error;
pub use game::{Game, Kind, Notation, Written};
pub use text::{Lang, Reader, Surface, Text};
pub use value::{Nimber, Outcome, Play, Remoteness, Value};

/// The Rust examples of `docs/library.md`, run as doc tests so the page stays true.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/library.md")]
pub struct LibraryPage;
