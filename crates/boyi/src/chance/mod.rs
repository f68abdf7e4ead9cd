//! Games of chance: exact distributions with rational arithmetic, and Monte Carlo.

pub mod dice;
pub mod simulate;
pub mod odds;
