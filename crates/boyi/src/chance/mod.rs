//! Games of chance: exact distributions with rational arithmetic, and Monte Carlo.

pub mod dice;
pub mod odds;
pub mod simulate;
