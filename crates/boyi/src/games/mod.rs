//! The built-in game families: rules, notation, closed forms and explanations.

pub mod bash;
pub mod chomp;
pub mod clobber;
pub mod coins;
pub mod compound;
pub mod connect4;
pub mod corners;
pub mod cram;
pub mod domineering;
pub mod fibonacci;
pub mod geography;
pub mod graph;
pub mod hackenbush;
pub mod heaps;
pub mod lol;
pub mod matches;
pub mod nim;
pub mod nim_k;
pub mod octal;
pub mod registry;
pub mod staircase;
pub mod subtraction;
pub use compound::sum;
pub mod toads;
pub mod token;
pub mod wythoff;
