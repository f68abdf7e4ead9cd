//! 填字母游戏, the LOL game (seed 000, example 2), the 1-D "SOS" game of USAMO 1999: players
//! alternately write L or O in an empty cell of a row; whoever first completes `LOL` wins; a
//! full row without `LOL` is a tie.
//!
//! The theory behind the fast solver, each step checked against plain search in the tests:
//! - If the mover can complete `LOL`, that wins at once. Otherwise a move is *unsafe* when it
//!   lets the opponent complete `LOL` next; an unsafe move loses, so players make safe moves
//!   while they have any. A player with no safe move loses if a cell is empty, and ties on
//!   a full row.
//! - A window of three cells that crosses a written `L` cannot become `LOL` through that L
//!   (the L would have to be the middle letter), and no window holds `OO`. So the row splits
//!   at every L and between every two adjacent O's into independent *parts*: stretches of
//!   empty cells and single O's, each with an end marker (the edge, or an L that both
//!   neighbouring parts see). A position is a multiset of parts; a part and its mirror image
//!   are the same.
//! - The safe-move game on parts is impartial. Each safe move fills one cell, and the only
//!   part where safe play is stuck is `L**L` (two cells, each completing a LOL threat), so a
//!   part's nimber is the parity of its empty cells and the parity of all empty cells tells
//!   who makes the last safe move. That player cannot lose: they win if a trapped `L**L`
//!   remains, and the game is a tie if the row fills. Every part but `L**L` can be filled
//!   (write O's, those next to an L end last).
//! - A trap can still arise in a part exactly when it is `L**L` or has four empty cells in a
//!   row, or three against an L end: an L written three cells from an L closes a trap, the
//!   cells flanking an O can only take O (an L there would hand over LOL) and an O on a flank
//!   cuts the part; without such a run no two empty cells can ever stand between two L's.
//! - So the row is a Maker-Breaker game: Maker (who makes the last safe move) wins exactly
//!   when a trapped `L**L` arises. Each part is valued on its own, and a union rule, proved
//!   in `race`, combines them.
//! - A part is searched move by move, with proved cuts. Where that runs long (chains of
//!   short runs joined by single O's), a part is cut at one of those O's and valued from
//!   its two sides by the connector rule (`connector`), checked against the search but
//!   not proved; answers that use it say so.
//!
//! One job a file, each saying what it proves and what is only checked:
//! - `board`: the row, its notation and the plain rules, for the generic engine;
//! - `part`: a quiet row cut into parts, what a move does to a part, and the key of a
//!   multiset of parts;
//! - `trap`: whether a part can be filled, can still hold a trap, or forces one;
//! - `bridge`: a part cut at its bridges for the race;
//! - `race`: the values of the trap race and the union rule that combines them;
//! - `connector`: the connector rule;
//! - `search`: the trap race searched part by part;
//! - `remoteness`: outcome and remoteness by full search, for short rows;
//! - `solver`: the queries (a row's value, its full answer) and their explanations;
//! - `tiers`: the row as a solve database holds it (tiers and ranks);
//! - `family`: the game in the registry.

mod board;
mod bridge;
mod connector;
mod family;
mod part;
mod race;
mod remoteness;
mod search;
mod solver;
mod tiers;
mod trap;

pub use board::{
    completions, contest_digit, has_lol, parse, show, Board, Cell, Lol, LolMove, MAX_ROW,
};
pub use family::{FAMILY, REMOTENESS_EMPTIES};
pub use part::MAX_PART;
pub use search::MAX_POSITIONS;
pub use solver::{Solver, EXACT_BUDGET};
pub use tiers::{LolTiers, MAX_DB_ROW};
