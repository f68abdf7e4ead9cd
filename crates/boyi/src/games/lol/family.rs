//! 填字母游戏 in the registry: the solver behind the family interface.
//!
//! Nothing is proved here: the family asks the solver for remoteness (the full search of
//! `remoteness`) on rows with at most [`REMOTENESS_EMPTIES`] empty cells.

use super::board::{empty_cells, Board, Lol};
use super::solver::Solver;
use super::tiers::LolTiers;
use crate::analysis::Analysis;
use crate::budget;
use crate::db::{Schema, Typed};
use crate::error::Error;
use crate::family::{erase, Drawing, Family, PositionSpec, Tabulates, Theory};
use crate::value::Value;

/// Rows with at most this many empty cells get their remoteness (a full search).
pub const REMOTENESS_EMPTIES: usize = 14;

/// 填字母游戏 in the registry.
pub const FAMILY: Family = Family {
    name: "lol",
    alias: Some("填字母游戏"),
    example: "lol L**L***L",
    options: &[],
    position: PositionSpec {
        name: "BOARD",
        help: "The row: `*` empty, `L`, `O` (e.g. L**L***L; quote it in a shell).",
        hyphens: false,
    },
    tabulates: Tabulates::No,
    board: Some(Drawing::Marks {
        empty: "*",
        shown: &[],
        marks: &[
            ("L", "L", "page-board-write-l"),
            ("O", "O", "page-board-write-o"),
        ],
    }),
    quotient: None,
    resumable: false,
    load: |_, road, budget| Ok(erase(Solver::new(), road, budget)),
};

impl Theory for Solver {
    type Game = Lol;

    fn game(&self) -> &Lol {
        &Lol
    }

    fn value(&mut self, board: &Board) -> Result<Value, Error> {
        Solver::value(self, board, empty_cells(board) <= REMOTENESS_EMPTIES)
    }

    fn analyze(&mut self, board: &Board) -> Result<Analysis, Error> {
        Solver::analyze(self, board, empty_cells(board) <= REMOTENESS_EMPTIES)
    }

    fn search_work(&self, board: &Board) -> Option<u64> {
        budget::board_work(empty_cells(board), 3, 1)
    }

    fn move_count(&self, board: &Board) -> Option<u64> {
        Some(2 * empty_cells(board) as u64)
    }

    fn database(&self, board: &Board) -> Option<Result<Box<dyn Schema>, Error>> {
        Some(
            LolTiers::new(board.len())
                .map(|g| Typed::boxed(g, self.game(), vec!["lol".into()], String::new())),
        )
    }

    /// The row with each cell's number under it (from 1), as moves name them.
    fn draw(&self, board: &Board) -> Option<String> {
        let width = board.len().to_string().len();
        let cells: Vec<String> = board
            .iter()
            .map(|c| format!("{:>width$}", c.symbol()))
            .collect();
        let numbers: Vec<String> = (1..=board.len()).map(|i| format!("{i:>width$}")).collect();
        Some(format!("{}\n{}", cells.join(" "), numbers.join(" ")))
    }
}
