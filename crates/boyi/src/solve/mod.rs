//! Generic engines, each usable on any [`Game`](crate::game::Game).

pub mod error;
pub mod grundy;
pub mod loopy;
pub mod period;
pub mod retro;
