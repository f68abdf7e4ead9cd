//! The board of 火柴游戏: its cells, how it is read and written, its placements, and its
//! independent components.

use super::component::{self, Component, SIDE};
use crate::error::Error;
use crate::notation::{quote, ParseError, Place, Token};
use crate::text::Text;

/// One cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Stick {
    /// `0`: no match yet.
    Empty,
    /// `1`: a vertical match.
    Vertical,
    /// `-`: a horizontal match.
    Horizontal,
}

impl Stick {
    pub(super) fn symbol(self) -> char {
        match self {
            Stick::Empty => '0',
            Stick::Vertical => '1',
            Stick::Horizontal => '-',
        }
    }
}

/// A rectangular board.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Grid {
    pub(super) rows: usize,
    pub(super) cols: usize,
    pub(super) cells: Vec<Stick>,
}

/// A placement: a match of kind `stick` in row `row`, column `col` (0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    /// Row, from 0 at the top.
    pub row: usize,
    /// Column, from 0 at the left.
    pub col: usize,
    /// `Stick::Vertical` or `Stick::Horizontal`.
    pub stick: Stick,
}

/// The most empty cells one component may have: the empty 5 x 5 board (25) takes 17 seconds
/// and 0.3 GiB here, and each further cell about 2.5 times more (a component of 28 cells
/// ran five minutes and then failed to allocate 3.3 GB), so larger ones are refused with
/// that estimate before the work starts.
pub const MAX_COMPONENT_EMPTIES: usize = 25;

/// What valuing a component of `cells` empty cells costs by the measured growth: seconds
/// and GiB (for messages only).
pub(super) fn component_cost(cells: u32) -> (f64, f64) {
    let growth = 2.5f64.powi(cells as i32 - MAX_COMPONENT_EMPTIES as i32);
    (17.0 * growth, 0.3 * growth)
}

/// Reads rows of `0`, `1` and `-` (given as separate tokens), all of the same length.
pub fn parse_rows(rows: &[Token<'_>]) -> Result<Grid, ParseError> {
    let Some(first) = rows.first() else {
        return Err(ParseError::at(
            Text::new("error-matches-no-rows"),
            Place::End,
        ));
    };
    let cols = first.text.chars().count();
    let mut cells = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        let length = row.text.chars().count();
        if length == 0 {
            let message = Text::new("error-matches-empty-row").arg("row", r);
            return Err(ParseError::at(message, row.at));
        }
        if length != cols {
            return Err(ParseError::new(
                Text::new("error-matches-ragged")
                    .arg("row", r)
                    .arg("length", length)
                    .arg("cols", cols),
                row,
            ));
        }
        for (c, ch) in row.text.chars().enumerate() {
            cells.push(match ch {
                '0' => Stick::Empty,
                '1' => Stick::Vertical,
                '-' => Stick::Horizontal,
                other => {
                    return Err(ParseError::new(
                        Text::new("error-matches-bad-cell")
                            .arg("row", r)
                            .arg("column", c)
                            .arg("cell", quote(&other.to_string(), 1)),
                        row,
                    ))
                }
            });
        }
    }
    Ok(Grid {
        rows: rows.len(),
        cols,
        cells,
    })
}

/// Reads a board written as rows joined by `/`, e.g. `00-1/-000/0100`.
pub fn parse(token: &Token<'_>) -> Result<Grid, ParseError> {
    if token.text.is_empty() {
        let message = Text::new("error-matches-empty-board");
        return Err(ParseError::new(message, token));
    }
    let rows: Vec<Token<'_>> = token
        .text
        .split('/')
        .map(|text| Token { text, at: token.at })
        .collect();
    parse_rows(&rows)
}

impl Grid {
    /// An empty board.
    pub fn empty(rows: usize, cols: usize) -> Grid {
        Grid {
            rows,
            cols,
            cells: vec![Stick::Empty; rows * cols],
        }
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    pub(super) fn at(&self, r: usize, c: usize) -> Stick {
        self.cells[r * self.cols + c]
    }

    /// How many cells are empty.
    pub fn empties(&self) -> usize {
        self.cells.iter().filter(|&&s| s == Stick::Empty).count()
    }

    /// The board's rows, as written in the input.
    pub fn row_strings(&self) -> Vec<String> {
        self.cells
            .chunks(self.cols)
            .map(|row| row.iter().map(|s| s.symbol()).collect())
            .collect()
    }

    /// The board in one-line notation: rows joined by `/`.
    pub fn show(&self) -> String {
        self.row_strings().join("/")
    }

    /// The nearest non-empty cell from (r, c) going (dr, dc), if any.
    pub(super) fn nearest(&self, r: usize, c: usize, dr: isize, dc: isize) -> Option<Stick> {
        let (mut r, mut c) = (r as isize + dr, c as isize + dc);
        while r >= 0 && c >= 0 && (r as usize) < self.rows && (c as usize) < self.cols {
            let s = self.at(r as usize, c as usize);
            if s != Stick::Empty {
                return Some(s);
            }
            r += dr;
            c += dc;
        }
        None
    }

    /// Whether a match of kind `stick` may go in the empty cell (r, c).
    pub fn legal(&self, r: usize, c: usize, stick: Stick) -> bool {
        if self.at(r, c) != Stick::Empty {
            return false;
        }
        let ((d1r, d1c), (d2r, d2c)) = match stick {
            Stick::Horizontal => ((0, -1), (0, 1)),
            Stick::Vertical => ((-1, 0), (1, 0)),
            _ => return false,
        };
        self.nearest(r, c, d1r, d1c) != Some(stick) && self.nearest(r, c, d2r, d2c) != Some(stick)
    }

    /// Every legal placement, in reading order, vertical before horizontal (the seed's order).
    pub fn placements(&self) -> Vec<Placement> {
        let mut out = Vec::new();
        for row in 0..self.rows {
            for col in 0..self.cols {
                for stick in [Stick::Vertical, Stick::Horizontal] {
                    if self.legal(row, col, stick) {
                        out.push(Placement { row, col, stick });
                    }
                }
            }
        }
        out
    }

    /// The board after a placement.
    pub fn with(&self, p: Placement) -> Grid {
        let mut next = self.clone();
        next.cells[p.row * self.cols + p.col] = p.stick;
        next
    }

    /// The board as bit boards (bit `8 * row + column`): empty cells, horizontal matches,
    /// vertical matches. Only for boards of at most [`SIDE`] rows and columns.
    pub(super) fn bit_boards(&self) -> (u64, u64, u64) {
        let mut boards = (0, 0, 0);
        for (i, &stick) in self.cells.iter().enumerate() {
            let bit = 1u64 << (8 * (i / self.cols) + i % self.cols);
            match stick {
                Stick::Empty => boards.0 |= bit,
                Stick::Horizontal => boards.1 |= bit,
                Stick::Vertical => boards.2 |= bit,
            }
        }
        boards
    }

    /// The components, refused with the reason `limit_note` if one has more than `limit`
    /// empty cells.
    pub(super) fn components_at_most(
        &self,
        limit: usize,
        limit_note: Text,
    ) -> Result<Vec<Component>, Error> {
        let components = self.components()?;
        let largest = components.iter().map(|c| c.empties()).max().unwrap_or(0);
        if largest as usize > limit {
            return Err(Error::limit(
                Text::new("error-matches-component-limit")
                    .arg("largest", largest)
                    .arg("limit", limit)
                    .arg("note", limit_note),
            ));
        }
        Ok(components)
    }

    /// The independent components of the board's empty cells.
    pub(super) fn components(&self) -> Result<Vec<Component>, Error> {
        if self.rows > SIDE || self.cols > SIDE {
            return Err(Error::limit(
                Text::new("error-matches-board-too-large")
                    .arg("max", SIDE)
                    .arg("rows", self.rows)
                    .arg("cols", self.cols),
            ));
        }
        let (empty, horizontal, vertical) = self.bit_boards();
        Ok(component::components(empty, horizontal, vertical).collect())
    }
}
