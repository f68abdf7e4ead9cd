//! How a family's positions are drawn and played by clicking (after GamesmanUni's AutoGUI):
//! declared once by the family, listed with it (`boyi games --json`, `/api/games`), and
//! drawn by the web page from the declaration alone, never from the family's name.

use serde::Serialize;

/// A family's board: what stands where, and which clicks make which move. The page finds a
/// move by the position it leaves, as the answer writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Drawing {
    /// Heaps of counters, one row each (positions are heap sizes). What a counter does:
    /// `top` takes it and every counter after it, `split` splits its heap after it, `run`
    /// picks a run of counters that the button under the heaps takes.
    Heaps {
        /// `top`, `split` or `run`.
        by: &'static str,
    },
    /// Cells in rows split by `/`; an empty cell holds a button for each mark it may take.
    Marks {
        /// The character of an empty cell.
        empty: &'static str,
        /// How each other character is shown.
        shown: &'static [(&'static str, &'static str)],
        /// The marks an empty cell may take: written, shown, and the words of its button.
        marks: &'static [(&'static str, &'static str, &'static str)],
    },
    /// Coins, `H` or `T`, in rows split by `/`, turned by picking them (in a grid, by the
    /// two opposite corners of a rectangle when `rectangle`).
    Coins {
        /// Whether a move turns the corners of a rectangle.
        rectangle: bool,
    },
    /// Steps numbered from 1 with a piece on each step a position names (positions are step
    /// numbers: the staircase's monks); a move is picked by clicking the steps it changes.
    Steps,
    /// A stalk of edges from the ground up (positions are strings of `L`, `R`, `G`: a
    /// Hackenbush string); clicking an edge cuts it, and everything above it falls.
    Stalk,
    /// Cells, one character each, in rows joined by `separator`; a move is picked by
    /// clicking the cells it changes (the cells of a domino, a stone and where it goes).
    Grid {
        /// What joins the rows (`|`).
        separator: &'static str,
        /// How each character is shown (one not listed is shown as it is).
        shown: &'static [(&'static str, &'static str)],
    },
}
