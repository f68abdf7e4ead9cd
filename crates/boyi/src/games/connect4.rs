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
//! search, or from a solve database (`boyi db build connect4 …`), whose tiers are the
//! number of stones played.

use crate::analysis::{self, Analysis};
use crate::budget::{self, Budget};
use crate::db::{Estimate, Keyed, Schema, Tiered, Typed};
use crate::error::Error;
use crate::family::{
    erase, Drawing, Family, OptionSpec, Pos, Position, PositionSpec, Tabulates, Theory,
};
use crate::game::{Game, Notation};
use crate::notation::{natural, quote, ParseError, Token};
use crate::solve::grundy::Solver;
use crate::text::Text;
use crate::value::{Outcome, Play, Value};

/// The most bits a board's key may take (`width * (height + 1)`).
const KEY_BITS: u32 = 63;

/// The widest board: a column is named by one digit.
pub const MAX_WIDTH: u32 = 9;

/// Connect Four on a board of one size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConnectFour {
    width: u32,
    height: u32,
}

/// A position: the stones of the player to move, and every stone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Board {
    mine: u64,
    stones: u64,
}

impl ConnectFour {
    /// The game on a board of `width` columns and `height` rows.
    pub fn new(width: u32, height: u32) -> Result<ConnectFour, Error> {
        if width == 0 || height == 0 || width > MAX_WIDTH || width * (height + 1) > KEY_BITS {
            return Err(Error::invalid(
                Text::new("error-connect4-size")
                    .arg("width", width)
                    .arg("height", height)
                    .arg("max", MAX_WIDTH),
            ));
        }
        Ok(ConnectFour { width, height })
    }

    fn column_bits(&self) -> u32 {
        self.height + 1
    }

    fn bottom(&self, column: u32) -> u64 {
        1 << (column * self.column_bits())
    }

    fn top(&self, column: u32) -> u64 {
        1 << (column * self.column_bits() + self.height - 1)
    }

    /// Every cell of the board.
    fn cells(&self) -> u64 {
        (0..self.width).fold(0, |a, c| {
            a | ((1u64 << self.height) - 1) << (c * self.column_bits())
        })
    }

    /// The bottom cell of every column.
    fn bottom_row(&self) -> u64 {
        (0..self.width).fold(0, |a, c| a | self.bottom(c))
    }

    /// Whether `stones` hold four in a row.
    fn four(&self, stones: u64) -> bool {
        let h = self.column_bits();
        [1, h, h - 1, h + 1].iter().any(|&shift| {
            let pairs = stones & (stones >> shift);
            pairs & (pairs >> (2 * shift)) != 0
        })
    }

    /// Whether a stone may go in `column`.
    pub fn playable(&self, board: Board, column: u32) -> bool {
        column < self.width && board.stones & self.top(column) == 0
    }

    /// The board after a stone in `column` (which must be playable).
    pub fn play(&self, board: Board, column: u32) -> Board {
        let stones = board.stones | (board.stones + self.bottom(column));
        Board {
            mine: board.mine ^ board.stones,
            stones,
        }
    }

    /// The stones played.
    pub fn stones(&self, board: Board) -> u32 {
        board.stones.count_ones()
    }

    /// The unique key of a board.
    fn key(&self, board: Board) -> u64 {
        board.mine + board.stones + self.bottom_row()
    }

    /// The board of a key: in each column the key holds the player's stones below one bit
    /// set just above the column's stones.
    fn board_of(&self, key: u64) -> Board {
        let (mut mine, mut stones) = (0, 0);
        for c in 0..self.width {
            let shift = c * self.column_bits();
            let column = key >> shift & ((1 << self.column_bits()) - 1);
            let height = 63 - column.leading_zeros();
            stones |= ((1u64 << height) - 1) << shift;
            mine |= (column - (1 << height)) << shift;
        }
        Board { mine, stones }
    }

    /// The board with its columns in reverse order.
    fn mirror(&self, board: Board) -> Board {
        let h = self.column_bits();
        let column = (1u64 << h) - 1;
        let flip = |x: u64| {
            (0..self.width).fold(0, |a, c| {
                a | (x >> (c * h) & column) << ((self.width - 1 - c) * h)
            })
        };
        Board {
            mine: flip(board.mine),
            stones: flip(board.stones),
        }
    }

    /// Of a board and its mirror image, the one with the smaller key.
    pub fn canonical_key(&self, board: Board) -> u64 {
        self.key(board).min(self.key(self.mirror(board)))
    }

    /// The result for the player to move where the game has ended: a loss when the
    /// opponent has four in a row, a tie on a full board.
    fn ended(&self, board: Board) -> Option<Outcome> {
        if self.four(board.mine ^ board.stones) {
            Some(Outcome::Lose)
        } else if board.stones == self.cells() {
            Some(Outcome::Tie)
        } else {
            None
        }
    }

    /// Reads a position: the columns played, from 1 (`4453`); or the rows from the top,
    /// joined by `/`, `.` empty, `x` the first player's stone, `o` the second's; nothing for
    /// the empty board.
    pub fn parse(&self, words: &[Token<'_>]) -> Result<Board, ParseError> {
        let empty = Board { mine: 0, stones: 0 };
        let Some(word) = words.first() else {
            return Ok(empty);
        };
        if let Some(extra) = words.get(1) {
            let message = Text::new("error-connect4-one-word").arg("word", quote(extra.text, 40));
            return Err(ParseError::new(message, extra));
        }
        if word.text.contains('/') {
            return self.parse_rows(word);
        }
        let mut board = empty;
        for (i, ch) in word.text.chars().enumerate() {
            let column = ch.to_digit(10).filter(|&d| d >= 1 && d <= self.width);
            let Some(column) = column else {
                let message = Text::new("error-connect4-column")
                    .arg("move", i + 1)
                    .arg("column", quote(&ch.to_string(), 1))
                    .arg("width", self.width);
                return Err(ParseError::new(message, word));
            };
            let problem = if self.ended(board).is_some() {
                Some("error-connect4-over")
            } else if !self.playable(board, column - 1) {
                Some("error-connect4-full")
            } else {
                None
            };
            if let Some(key) = problem {
                let message = Text::new(key).arg("move", i + 1).arg("column", column);
                return Err(ParseError::new(message, word));
            }
            board = self.play(board, column - 1);
        }
        Ok(board)
    }

    fn parse_rows(&self, word: &Token<'_>) -> Result<Board, ParseError> {
        let rows: Vec<&str> = word.text.split('/').collect();
        let bad = |key: &str| ParseError::new(Text::new(key.to_string()), word);
        if rows.len() != self.height as usize
            || rows
                .iter()
                .any(|r| r.chars().count() != self.width as usize)
        {
            return Err(ParseError::new(
                Text::new("error-connect4-rows")
                    .arg("width", self.width)
                    .arg("height", self.height),
                word,
            ));
        }
        let (mut first, mut second) = (0u64, 0u64);
        for (i, row) in rows.iter().enumerate() {
            let r = self.height - 1 - i as u32;
            for (c, ch) in row.chars().enumerate() {
                let bit = 1u64 << (c as u32 * self.column_bits() + r);
                match ch {
                    '.' => {}
                    'x' => first |= bit,
                    'o' => second |= bit,
                    _ => return Err(bad("error-connect4-cell")),
                }
            }
        }
        let stones = first | second;
        // Gravity: every stone stands on the floor or on another stone.
        if (stones & !self.bottom_row()) & !(stones << 1) != 0 {
            return Err(bad("error-connect4-floating"));
        }
        let (x, o) = (first.count_ones(), second.count_ones());
        if x != o && x != o + 1 {
            return Err(bad("error-connect4-counts"));
        }
        let mine = if x == o { first } else { second };
        let board = Board { mine, stones };
        if self.four(mine) || (self.four(first) && self.four(second)) {
            return Err(bad("error-connect4-after-end"));
        }
        Ok(board)
    }

    /// The board in rows from the top, as [`ConnectFour::parse`] reads it.
    pub fn show(&self, board: Board) -> String {
        let first_to_move = board.stones.count_ones() % 2 == 0;
        let first = if first_to_move {
            board.mine
        } else {
            board.mine ^ board.stones
        };
        let rows: Vec<String> = (0..self.height)
            .rev()
            .map(|r| {
                (0..self.width)
                    .map(|c| {
                        let bit = 1u64 << (c * self.column_bits() + r);
                        match (board.stones & bit != 0, first & bit != 0) {
                            (false, _) => '.',
                            (true, true) => 'x',
                            (true, false) => 'o',
                        }
                    })
                    .collect()
            })
            .collect();
        rows.join("/")
    }
}

impl Game for ConnectFour {
    type Position = Board;
    type Move = u32;

    fn moves(&self, board: &Board, out: &mut Vec<(u32, Board)>) {
        for c in 0..self.width {
            if self.playable(*board, c) {
                out.push((c, self.play(*board, c)));
            }
        }
    }

    fn end(&self, board: &Board) -> Option<Outcome> {
        self.ended(*board)
    }

    fn canonical(&self, board: &Board) -> Board {
        let mirror = self.mirror(*board);
        if self.key(mirror) < self.key(*board) {
            mirror
        } else {
            *board
        }
    }
}

impl Notation for ConnectFour {
    fn name(&self) -> String {
        format!("connect4 --width {} --height {}", self.width, self.height)
    }

    fn show_position(&self, board: &Board) -> String {
        self.show(*board)
    }

    /// The column, counted from 1.
    fn show_move(&self, column: &u32, _: &Board) -> Text {
        Text::verbatim((column + 1).to_string())
    }
}

/// The family's side of the registry: plain search, and the database's tiers.
struct Family4 {
    game: ConnectFour,
    /// The memory the request that loaded the game may use.
    budget: Budget,
    search: Option<Solver<ConnectFour>>,
}

impl Family4 {
    fn solver(&mut self) -> &mut Solver<ConnectFour> {
        let (game, limit) = (self.game, self.budget.search_positions());
        self.search
            .get_or_insert_with(|| Solver::new(game).with_limit(limit))
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
        self.budget.check_search(self.search_work(board))?;
        Ok(self.solver().value(board)?)
    }

    fn analyze(&mut self, board: &Board) -> Result<Analysis, Error> {
        self.budget.check_search(self.search_work(board))?;
        Ok(analysis::generic(self.solver(), board)?)
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

    fn play(&self) -> Play {
        Play::Normal
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
        },
        OptionSpec {
            long: "--height",
            value: Some("H"),
            help: "Rows of the board (default 6).",
            required: false,
            positional: false,
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
    }),
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
        };
        Ok(erase(theory, road, budget))
    },
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::argument_tokens;

    #[test]
    fn keys_round_trip_and_wins_are_seen() {
        let game = ConnectFour::new(7, 6).unwrap();
        let board = game.parse(&argument_tokens(&["4453"])).unwrap();
        assert_eq!(game.board_of(game.key(board)), board);
        let rows = game.show(board);
        assert_eq!(rows, "......./......./......./......./...o.../..oxx..");
        assert_eq!(game.parse(&argument_tokens(&[rows.as_str()])), Ok(board));
        let won = game.parse(&argument_tokens(&["1212121"])).unwrap();
        assert_eq!(game.ended(won), Some(Outcome::Lose));
        assert!(game.parse(&argument_tokens(&["12121212"])).is_err());
        assert!(game.parse(&argument_tokens(&["1111111"])).is_err());
        let mirror = game.parse(&argument_tokens(&["4435"])).unwrap();
        assert_eq!(game.canonical_key(mirror), game.canonical_key(board));
        for bad in [
            "x....../......./......./......./......./.......",
            "...",
            "o......",
        ] {
            assert!(game.parse(&argument_tokens(&[bad])).is_err(), "{bad}");
        }
    }
}
