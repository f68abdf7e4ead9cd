//! The board of Connect Four: two bit boards, the moves, four in a row, and how a position
//! is read and written (see the module above for the layout).

use crate::error::Error;
use crate::game::{Game, Kind, Notation, Written};
use crate::notation::{quote, ParseError, Token};
use crate::text::Text;
use crate::value::Outcome;

/// The most bits a board's key may take (`width * (height + 1)`).
pub(super) const KEY_BITS: u32 = 63;

/// The widest board: a column is named by one digit.
pub const MAX_WIDTH: u32 = 9;

/// Connect Four on a board of one size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConnectFour {
    pub(super) width: u32,
    pub(super) height: u32,
    /// Every cell of the board (see [`ConnectFour::cells`]), computed once.
    full: u64,
    /// The bottom cell of every column (see [`ConnectFour::bottom_row`]), computed once.
    bottoms: u64,
}

/// A position: the stones of the player to move, and every stone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Board {
    pub(super) mine: u64,
    pub(super) stones: u64,
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
        let column_bits = height + 1;
        let (mut full, mut bottoms) = (0, 0);
        for c in 0..width {
            full |= ((1u64 << height) - 1) << (c * column_bits);
            bottoms |= 1 << (c * column_bits);
        }
        Ok(ConnectFour {
            width,
            height,
            full,
            bottoms,
        })
    }

    pub(super) fn column_bits(&self) -> u32 {
        self.height + 1
    }

    pub(super) fn bottom(&self, column: u32) -> u64 {
        1 << (column * self.column_bits())
    }

    pub(super) fn top(&self, column: u32) -> u64 {
        1 << (column * self.column_bits() + self.height - 1)
    }

    /// Every cell of the board.
    pub(super) fn cells(&self) -> u64 {
        self.full
    }

    /// The cells of `column`.
    pub(super) fn column_mask(&self, column: u32) -> u64 {
        ((1u64 << self.height) - 1) << (column * self.column_bits())
    }

    /// The bottom cell of every column.
    pub(super) fn bottom_row(&self) -> u64 {
        self.bottoms
    }

    /// Whether `stones` hold four in a row.
    pub(super) fn four(&self, stones: u64) -> bool {
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
    pub(super) fn key(&self, board: Board) -> u64 {
        board.mine + board.stones + self.bottom_row()
    }

    /// The board with its columns in reverse order.
    pub(super) fn mirror(&self, board: Board) -> Board {
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

    /// The result for the player to move where the game has ended: a loss when the
    /// opponent has four in a row, a tie on a full board.
    pub(super) fn ended(&self, board: Board) -> Option<Outcome> {
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

    pub(super) fn parse_rows(&self, word: &Token<'_>) -> Result<Board, ParseError> {
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
        let first_to_move = board.stones.count_ones().is_multiple_of(2);
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

    fn kind(&self) -> Kind {
        // Not impartial in the sense of sums: a position says whose stones are dropped, so it is no component of a sum.
        Kind::Outcome
    }

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

impl Written<Board> for ConnectFour {
    fn read_position(&self, words: &[Token<'_>]) -> Result<Board, Error> {
        Ok(ConnectFour::parse(self, words)?)
    }

    fn show_position(&self, board: &Board) -> String {
        self.show(*board)
    }
}

impl Notation for ConnectFour {
    fn name(&self) -> String {
        format!("connect4 --width {} --height {}", self.width, self.height)
    }

    /// The column, counted from 1.
    fn show_move(&self, column: &u32, _: &Board) -> Text {
        Text::verbatim((column + 1).to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::argument_tokens;

    #[test]
    fn keys_round_trip_and_wins_are_seen() {
        let game = ConnectFour::new(7, 6).unwrap();
        let board = game.parse(&argument_tokens(&["4453"])).unwrap();
        let rows = game.show(board);
        assert_eq!(rows, "......./......./......./......./...o.../..oxx..");
        assert_eq!(game.parse(&argument_tokens(&[rows.as_str()])), Ok(board));
        let won = game.parse(&argument_tokens(&["1212121"])).unwrap();
        assert_eq!(game.ended(won), Some(Outcome::Lose));
        assert!(game.parse(&argument_tokens(&["12121212"])).is_err());
        assert!(game.parse(&argument_tokens(&["1111111"])).is_err());
        let mirror = game.parse(&argument_tokens(&["4435"])).unwrap();
        assert_eq!(game.mirror(mirror), board);
        for bad in [
            "x....../......./......./......./......./.......",
            "...",
            "o......",
        ] {
            assert!(game.parse(&argument_tokens(&[bad])).is_err(), "{bad}");
        }
    }
}
