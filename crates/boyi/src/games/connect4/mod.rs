//! 四子棋, Connect Four: on a board of `width` columns and `height` rows standing upright,
//! players alternately drop a stone into a column that is not full; it falls to the lowest
//! empty cell. Whoever first has four stones in a row (across, up or diagonally) wins; a
//! full board without one is a tie.
//!
//! The board is two bit boards in the style of John Tromp's and Pascal Pons' solvers
//! (<https://tromp.github.io/c4/c4.html>, <https://github.com/PascalPons/connect4>): column
//! c, row r is bit `c * (height + 1) + r`, one spare bit topping each column; `mine` holds
//! the stones of the player to move, `stones` every stone. A move adds the column's bottom
//! bit to `stones` (the carry lands on the lowest empty cell), and `mine ^ stones` is then
//! the stones of the player to move next. `mine + stones` plus the bottom row is a unique
//! key of the position in `width * (height + 1)` bits. Four in a row is four shifts and
//! masks per direction. Nothing here is theory: the family's answers come from plain
//! search of every position where that fits the budget, from alpha-beta search (`search`)
//! on larger boards, or from a solve database (`boyi db build connect4 …`), whose tiers are
//! the number of stones played.

mod board;
mod search;

pub use board::{Board, ConnectFour, MAX_WIDTH};

use crate::analysis::{self, position_after, Analysis, Engine, MoveReport};
use crate::budget::{self, Budget};
use crate::db::{Estimate, Keyed, Schema, Tiered, Typed};
use crate::error::Error;
use crate::family::{
    erase, CellNames, Drawing, Family, OptionSpec, Pos, Position, PositionSpec, Tabulates, Theory,
};
use crate::game::{Game, Notation};
use crate::notation::{natural, Token};
use crate::solve::grundy::Solver;
use crate::text::Text;
use crate::value::{Outcome, Value};

/// The family's side of the registry: plain search where every position fits the budget,
/// alpha-beta search beyond, and the database's tiers.
struct Family4 {
    game: ConnectFour,
    /// The memory the request that loaded the game may use.
    budget: Budget,
    search: Option<Solver<ConnectFour>>,
    deep: Option<search::Search>,
}

impl Family4 {
    fn solver(&mut self) -> &mut Solver<ConnectFour> {
        let (game, limit) = (self.game, self.budget.search_positions());
        self.search
            .get_or_insert_with(|| Solver::new(game).with_limit(limit))
    }

    /// Whether a plain search of every position below `board` fits the budget.
    fn plain(&self, board: &Board) -> bool {
        self.budget.check_search(self.search_work(board)).is_ok()
    }

    /// The alpha-beta search, its table made the first time (within the budget).
    fn deep(&mut self) -> Result<&mut search::Search, Error> {
        if self.deep.is_none() {
            self.budget
                .check_memory(search::TABLE_BYTES, Text::new("what-connect4-table"))?;
            self.deep = Some(search::Search::new(self.game, search::SEARCH_NODES));
        }
        Ok(self.deep.as_mut().expect("made above"))
    }

    /// The answer of alpha-beta search: the value, and every move that achieves it.
    fn deep_analysis(&mut self, board: &Board) -> Result<Analysis, Error> {
        let value = self.deep()?.value(*board)?;
        let mut visited = self.deep()?.nodes;
        let game = self.game;
        let shown = game.show(*board);
        let mut analysis = Analysis::new(game.name(), shown.clone(), value, Engine::Generic);
        let mut moves = Vec::new();
        if game.ended(*board).is_none() {
            game.moves(board, &mut moves);
        }
        for (column, next) in moves {
            let after = self.deep()?.value(next)?;
            visited += self.deep()?.nodes;
            // Every move that keeps the outcome, as the plain search lists them.
            if analysis::achieves(value.outcome, after.outcome) {
                analysis.winning_moves.push(MoveReport {
                    mv: game.show_move(&column, board),
                    position: position_after(&shown, || game.show(next)),
                });
            }
        }
        analysis.explanation = Text::new("why-connect4-search").arg("positions", visited);
        Ok(analysis)
    }
}

impl Theory for Family4 {
    type Game = ConnectFour;

    fn game(&self) -> &ConnectFour {
        &self.game
    }

    fn impartial(&self) -> bool {
        false
    }

    fn parse(&self, words: &[Token<'_>]) -> Result<Board, Error> {
        Ok(self.game.parse(words)?)
    }

    fn value(&mut self, board: &Board) -> Result<Value, Error> {
        if self.plain(board) {
            return Ok(self.solver().value(board)?);
        }
        self.deep()?.value(*board)
    }

    fn analyze(&mut self, board: &Board) -> Result<Analysis, Error> {
        if self.plain(board) {
            return Ok(analysis::generic(self.solver(), board)?);
        }
        self.deep_analysis(board)
    }

    fn search_work(&self, board: &Board) -> Option<u64> {
        let empties = (self.game.width * self.game.height - self.game.stones(*board)) as usize;
        budget::board_work(empties, 3, 1)
    }

    fn move_count(&self, _: &Board) -> Option<u64> {
        Some(u64::from(self.game.width))
    }

    fn database(&self, _: &Board) -> Option<Result<Box<dyn Schema>, Error>> {
        let (width, height) = (self.game.width.to_string(), self.game.height.to_string());
        let words = ["connect4", "--width", &width, "--height", &height].map(String::from);
        let words = words.to_vec();
        Some(Ok(Typed::boxed(self.game, words, String::new())))
    }

    /// The rows from the top, with the columns' numbers under them.
    fn draw(&self, board: &Pos<Self>) -> Option<String> {
        let rows = self.game.show(*board).replace('/', "\n");
        let numbers: String = (1..=self.game.width).map(|c| c.to_string()).collect();
        Some(format!("{rows}\n{numbers}"))
    }
}

impl Tiered for ConnectFour {
    type Key = u64;

    fn children(&self, tier: u32, key: &u64, out: &mut Vec<(u32, u64)>) -> Result<(), Error> {
        let board = self.board_of(*key);
        for c in 0..self.width {
            if self.playable(board, c) {
                out.push((tier + 1, self.canonical_key(self.play(board, c))));
            }
        }
        Ok(())
    }

    fn end(&self, _tier: u32, key: &u64) -> Result<Option<Outcome>, Error> {
        Ok(self.ended(self.board_of(*key)))
    }

    fn nimbers(&self) -> bool {
        false
    }
}

impl Keyed for ConnectFour {
    fn key_of(&self, position: &Position) -> Result<(u32, u64), Error> {
        let board = *position.get::<Board>().expect("a Connect Four board");
        Ok((self.stones(board), self.canonical_key(board)))
    }

    /// Every arrangement of the stones still to come, column heights times the ways to
    /// colour them (an upper bound: no game goes on past four in a row, and the mirror image
    /// halves it); memory for the largest tier's keys and records, twice over.
    fn estimate(&self, root: &(u32, u64)) -> Estimate {
        let by_tier = arrangements(self.width, self.height);
        let later: Vec<u64> = by_tier.iter().skip(root.0 as usize).copied().collect();
        let positions = later.iter().fold(0u64, |a, &n| a.saturating_add(n));
        let largest = later.iter().copied().max().unwrap_or(0);
        Estimate {
            positions: Some(positions),
            memory: Some(largest.saturating_mul(2 * (8 + 4))),
            disk: Some(positions.saturating_mul(2 * (8 + 2))),
        }
    }
}

/// For each number of stones n, the boards of `width` x `height` with n stones standing
/// in columns, coloured by alternate play (the first player has ceil(n / 2) of them).
pub fn arrangements(width: u32, height: u32) -> Vec<u64> {
    let cells = (width * height) as usize;
    // Ways to give the columns heights summing to n.
    let mut heights = vec![0u64; cells + 1];
    heights[0] = 1;
    for _ in 0..width {
        let mut next = vec![0u64; cells + 1];
        for (n, &ways) in heights.iter().enumerate() {
            for h in 0..=height as usize {
                if n + h <= cells {
                    next[n + h] = next[n + h].saturating_add(ways);
                }
            }
        }
        heights = next;
    }
    let choose =
        |n: u64, k: u64| (0..k).fold(1u128, |a, i| a * u128::from(n - i) / u128::from(i + 1));
    heights
        .iter()
        .enumerate()
        .map(|(n, &ways)| {
            let colourings = choose(n as u64, n as u64 / 2);
            u64::try_from(colourings.saturating_mul(u128::from(ways))).unwrap_or(u64::MAX)
        })
        .collect()
}

/// 四子棋 in the registry.
pub const FAMILY: Family = Family {
    name: "connect4",
    alias: Some("四子棋"),
    example: "connect4 --width 4 --height 4 2332",
    options: &[
        OptionSpec {
            long: "--width",
            value: Some("W"),
            help: "Columns of the board (default 7).",
            required: false,
            positional: false,
            file: false,
        },
        OptionSpec {
            long: "--height",
            value: Some("H"),
            help: "Rows of the board (default 6).",
            required: false,
            positional: false,
            file: false,
        },
    ],
    position: PositionSpec {
        name: "MOVES",
        help: "The columns played so far, from 1 (e.g. 4453); or the rows from the top joined \
               by `/` (. empty, x first player, o second); nothing for the empty board.",
        hyphens: false,
    },
    tabulates: Tabulates::No,
    board: Some(Drawing::Grid {
        separator: "/",
        shown: &[(".", ""), ("x", "●"), ("o", "○")],
        names: CellNames::Numbers,
    }),
    quotient: None,
    load: |options, road, budget| {
        let size = |long: &'static str, default: u64| -> Result<u32, Error> {
            match options.token(long) {
                Some(token) => {
                    let n = natural(&token, Text::new("error-what-connect4-size"))?;
                    Ok(u32::try_from(n).unwrap_or(u32::MAX))
                }
                None => Ok(default as u32),
            }
        };
        let game = ConnectFour::new(size("--width", 7)?, size("--height", 6)?)?;
        let theory = Family4 {
            game,
            budget,
            search: None,
            deep: None,
        };
        Ok(erase(theory, road, budget))
    },
};
