//! Short partizan games: canonical forms, their order and sums, stops, temperature and
//! thermographs.
//!
//! Left and Right have different moves; a position's value is its canonical form, a game
//! {G^L | G^R} with no dominated and no reversible option (Conway, *On Numbers and Games*;
//! Siegel, *Combinatorial Game Theory*, ch. II). Every canonical form is stored once in an
//! [`Arena`] and named by a [`GameId`], so equal values have equal ids, and sums,
//! negatives, comparisons, stops and thermographs are cached by id (CGSuite's design, with
//! comparison memoised as well). Numbers, ups and nimbers ([`Nus`]) are kept in closed form.
//!
//! ```
//! use boyi::partizan::{expr, Arena, Class};
//!
//! let mut arena = Arena::new();
//! let expr::Reading::Game(g) = expr::read(&mut arena, "{3||2*|1*}").unwrap() else { panic!() };
//! assert_eq!(arena.temperature(g).to_string(), "3/4");
//! assert_eq!(arena.mean(g).to_string(), "9/4");
//! assert_eq!(arena.class(g), Class::L);
//! ```

mod arena;
mod atomic;
mod caches;
mod canon;
mod cooling;
pub mod dyadic;
pub mod expr;
pub mod family;
mod id;
pub mod nus;
mod ops;
pub mod outcome;
pub mod polyomino;
pub mod report;
pub mod search;
mod stops;
pub mod tally;
mod temperature;
pub mod thermograph;
pub mod values_file;

pub use arena::{Arena, GameId};
pub use dyadic::Dyadic;
pub use nus::Nus;
pub use ops::{Class, Cmp};
pub use thermograph::{Thermograph, Wall};

#[cfg(test)]
mod tests;
