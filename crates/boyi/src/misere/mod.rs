//! Misère quotients of heap games (Plambeck, "Taming the wild in impartial combinatorial
//! games", INTEGERS 5, 2005; Plambeck & Siegel, "Misère quotients for impartial games", JCTA
//! 115, 2008).
//!
//! Under misère play Sprague-Grundy values do not add, but sums of heaps of one game still
//! fall into finitely many classes that behave alike in every sum: the *misère quotient*, a
//! commutative monoid Q with a subset P. Each heap has an image in Q (the *pretending
//! function* Φ); a sum of heaps is a P-position (the mover loses) exactly when the product
//! of its heaps' images is in P. [`QuotientSolver`] computes Q heap by heap until Φ is proven
//! periodic; [`Presentation`] writes it as the literature does.

pub mod genus;
pub mod limits;
pub mod monoid;
pub mod position;
pub mod present;
pub mod solver;
pub mod verify;

pub use monoid::Bipartite;
pub use position::Position;
pub use present::Presentation;
pub use solver::QuotientSolver;

#[cfg(test)]
mod tests;
