//! Turning Corners (Winning Ways, ch. 14), a coin-turning game in two dimensions: a board of
//! coins, heads `H` or tails `T`, rows joined by `/`, coordinates (x, y) from 0 at the top
//! left. A move chooses a rectangle whose far corner (x, y) (largest row and column) is
//! heads and turns its four corners (a, b), (a, y), (x, b), (x, y), a < x, b < y.
//!
//! By the Tartan theorem the game is the product of two copies of Twins (turn exactly two
//! coins), whose values with coins numbered from 0 are g(n) = n; so a heads at (x, y) has the
//! value x ⊗ y, the nim product ([`crate::nimber`]), and a board's value is their xor.

use crate::analysis::{moves_where, Analysis, Engine};
use crate::budget;
use crate::error::Error;
use crate::family::{erase, Drawing, Family, PositionSpec, Tabulates, Theory};
use crate::game::{Game, Kind, Notation, Written};
use crate::nimber;
use crate::notation::{quote, single, ParseError, Token};
use crate::text::Text;
use crate::value::{Nimber, Value};

/// The most rows and columns a board may have.
pub const MAX_SIDE: usize = 64;

/// A board: `cells[row][column]`, `true` for heads.
pub type Board = Vec<Vec<bool>>;

/// A move: the far corner and the near one, as (row, column) pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rectangle {
    /// The near corner (a, b).
    pub near: (usize, usize),
    /// The far corner (x, y), heads before the move.
    pub far: (usize, usize),
}

/// The rules (there are no options).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Corners;

impl Game for Corners {
    type Position = Board;
    type Move = Rectangle;

    fn kind(&self) -> Kind {
        Kind::Nimber
    }

    fn moves(&self, board: &Board, out: &mut Vec<(Rectangle, Board)>) {
        for (x, row) in board.iter().enumerate() {
            for (y, &heads) in row.iter().enumerate() {
                if !heads {
                    continue;
                }
                for a in 0..x {
                    for b in 0..y {
                        let mut next = board.clone();
                        for (r, c) in [(a, b), (a, y), (x, b), (x, y)] {
                            next[r][c] = !next[r][c];
                        }
                        out.push((
                            Rectangle {
                                near: (a, b),
                                far: (x, y),
                            },
                            next,
                        ));
                    }
                }
            }
        }
    }
}

impl Written<Board> for Corners {
    fn read_position(&self, words: &[Token<'_>]) -> Result<Board, Error> {
        let token = single(words, Text::new("error-what-corners-board"))?;
        let mut board = Board::new();
        for (r, text) in token.text.split('/').enumerate() {
            let row: Result<Vec<bool>, ParseError> = text
                .chars()
                .map(|c| match c {
                    'H' => Ok(true),
                    'T' => Ok(false),
                    other => Err(ParseError::new(
                        Text::new("error-corners-bad-coin")
                            .arg("row", r)
                            .arg("coin", quote(&other.to_string(), 1)),
                        token,
                    )),
                })
                .collect();
            let row = row?;
            if row.is_empty()
                || board
                    .first()
                    .is_some_and(|first: &Vec<bool>| first.len() != row.len())
            {
                return Err(ParseError::new(
                    Text::new("error-corners-ragged").arg("row", r),
                    token,
                )
                .into());
            }
            board.push(row);
        }
        if board.len() > MAX_SIDE || board[0].len() > MAX_SIDE {
            return Err(Error::limit(
                Text::new("error-corners-too-large").arg("max", MAX_SIDE),
            ));
        }
        Ok(board)
    }

    fn show_position(&self, board: &Board) -> String {
        let rows: Vec<String> = board
            .iter()
            .map(|row| row.iter().map(|&h| if h { 'H' } else { 'T' }).collect())
            .collect();
        rows.join("/")
    }
}

impl Notation for Corners {
    fn name(&self) -> String {
        "corners".into()
    }

    /// `turn the corners of (0, 1)-(2, 3)`.
    fn show_move(&self, m: &Rectangle, _from: &Board) -> Text {
        // Rows and columns counted from 1, as the board labels them (the theory's
        // coordinates count from 0).
        let ((a, b), (x, y)) = (m.near, m.far);
        Text::new("move-corners")
            .arg("rows", format!("{}-{}", a + 1, x + 1))
            .arg("columns", format!("{}-{}", b + 1, y + 1))
    }
}

/// Turning Corners in the registry.
pub const FAMILY: Family = Family {
    name: "corners",
    alias: None,
    example: "corners TTT/THT/TTH",
    options: &[],
    position: PositionSpec {
        name: "ROWS",
        help: "The board's rows joined by /, H heads and T tails (e.g. TTT/THT/TTH).",
        hyphens: false,
    },
    tabulates: Tabulates::No,
    board: Some(Drawing::Coins { rectangle: true }),
    quotient: None,
    resumable: false,
    load: |_, road, budget| Ok(erase(Tartan, road, budget)),
};

/// Turning Corners valued by the Tartan theorem.
pub struct Tartan;

/// The value of a board: the xor of x ⊗ y over its heads.
fn nimber_of(board: &Board) -> Nimber {
    let mut x = 0;
    for (r, row) in board.iter().enumerate() {
        for (c, &heads) in row.iter().enumerate() {
            if heads {
                x ^= nimber::mul(r as u64, c as u64);
            }
        }
    }
    x
}

impl Theory for Tartan {
    type Game = Corners;

    fn game(&self) -> &Corners {
        &Corners
    }

    fn value(&mut self, board: &Board) -> Result<Value, Error> {
        Ok(Value::from_nimber(nimber_of(board), None))
    }

    fn analyze(&mut self, board: &Board) -> Result<Analysis, Error> {
        let x = nimber_of(board);
        let shown = Corners.show_position(board);
        let value = Value::from_nimber(x, None);
        let mut analysis = Analysis::new("corners".into(), shown, value, Engine::Theory);
        if x != 0
            && self
                .move_count(board)
                .is_some_and(|m| m <= budget::LISTED_MOVES)
        {
            analysis.winning_moves =
                moves_where(&Corners, board, |_, next| Ok(nimber_of(next) == 0))?;
        }
        let mut heads = Vec::new();
        for (r, row) in board.iter().enumerate() {
            for (c, _) in row.iter().enumerate().filter(|(_, &h)| h).take(64) {
                heads.push(format!(
                    "({r}, {c}): {r} ⊗ {c} = {}",
                    nimber::mul(r as u64, c as u64)
                ));
            }
        }
        analysis.explanation = Text::new("corners")
            .arg("count", heads.len())
            .arg("heads", heads.join("; "))
            .arg("sum", x);
        Ok(analysis)
    }

    /// Boards are sets of heads: 2^cells positions.
    fn search_work(&self, board: &Board) -> Option<u64> {
        let cells = u32::try_from(board.len() * board[0].len())
            .ok()
            .filter(|&c| c <= 20)?;
        (1u64 << cells).checked_mul(self.move_count(board)?.max(1))
    }

    fn move_count(&self, board: &Board) -> Option<u64> {
        let mut count = 0u64;
        for (x, row) in board.iter().enumerate() {
            for (y, _) in row.iter().enumerate().filter(|(_, &h)| h) {
                count = count.checked_add((x * y) as u64)?;
            }
        }
        Some(count)
    }
}
