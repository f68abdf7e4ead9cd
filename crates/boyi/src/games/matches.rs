//! 火柴游戏, the matchstick game (seed 000, example 5): on an m x n grid, players alternately
//! place a match in an empty cell, vertical (`1`) or horizontal (`-`). A horizontal match may
//! not see another horizontal match along its row with only empty cells between them, nor a
//! vertical match another vertical one along its column; a match of the other direction in
//! between blocks the line. A player who cannot place loses.
//!
//! Theory used by the fast solver, checked against plain search in the tests:
//! - Whether a match may go in a cell depends only on the nearest match in each direction
//!   along its row and column. So the empty cells fall into independent *components*: two
//!   empty cells interact only if they share a stretch of row or column free of matches.
//!   The game is the disjunctive sum of its components, and its nimber the xor of theirs.
//! - A component is copied onto a small board with the matches that bound its stretches;
//!   every other cell becomes a neutral wall. Boards equal under the 8 symmetries of the
//!   square (the transposition swaps the two kinds of match) share one nimber.

use crate::analysis::{Analysis, Engine, MoveReport};
use crate::error::Error;
use crate::game::{Game, Impartial, Notation};
use crate::notation::{ParseError, Place, Token};
use crate::value::{Nimber, Value};
use rustc_hash::FxHashMap;

/// One cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Stick {
    /// `0`: no match yet.
    Empty,
    /// `1`: a vertical match.
    Vertical,
    /// `-`: a horizontal match.
    Horizontal,
    /// A neutral wall, used inside the solver for cells that do not matter.
    Wall,
}

impl Stick {
    fn symbol(self) -> char {
        match self {
            Stick::Empty => '0',
            Stick::Vertical => '1',
            Stick::Horizontal => '-',
            Stick::Wall => '#',
        }
    }

    /// The same cell seen on the transposed board.
    fn transposed(self) -> Stick {
        match self {
            Stick::Vertical => Stick::Horizontal,
            Stick::Horizontal => Stick::Vertical,
            other => other,
        }
    }
}

/// A rectangular board.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Grid {
    rows: usize,
    cols: usize,
    cells: Vec<Stick>,
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

/// The most cells a board may have (each component is packed 2 bits a cell in a u128).
pub const MAX_CELLS: usize = 64;

/// The most empty cells one component may have: the empty 5 x 5 board (25) takes about a
/// minute and a gigabyte; each further cell multiplies that several times.
pub const MAX_COMPONENT_EMPTIES: usize = 25;

/// Reads rows of `0`, `1` and `-` (given as separate tokens), all of the same length.
pub fn parse_rows(rows: &[Token<'_>]) -> Result<Grid, ParseError> {
    let Some(first) = rows.first() else {
        return Err(ParseError::at("expected the board's rows", Place::End));
    };
    let cols = first.text.chars().count();
    let mut cells = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        let length = row.text.chars().count();
        if length != cols || cols == 0 {
            return Err(ParseError::new(
                format!("row {r} has {length} cells but row 0 has {cols}; rows must be equally long and not empty"),
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
                        format!("row {r}, column {c} is '{other}'; cells are 0 (empty), 1 (vertical) or - (horizontal)"),
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
        let message = "the board is empty; write rows of 0, 1 and - joined by /";
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

    fn at(&self, r: usize, c: usize) -> Stick {
        self.cells[r * self.cols + c]
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
    fn nearest(&self, r: usize, c: usize, dr: isize, dc: isize) -> Option<Stick> {
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

    /// The key of the board's image under one of the 8 symmetries of the square: `k & 1`
    /// transposes (swapping the kinds of match), `k & 2` flips left-right, `k & 4` flips
    /// top-bottom. Keys pack 2 bits a cell with the shape.
    fn image_key(&self, k: u8) -> (u8, u8, u128) {
        let transpose = k & 1 == 1;
        let (rows, cols) = if transpose {
            (self.cols, self.rows)
        } else {
            (self.rows, self.cols)
        };
        let mut bits = 0u128;
        let mut shift = 0;
        for r in 0..rows {
            let r2 = if k & 4 != 0 { rows - 1 - r } else { r };
            for c in 0..cols {
                let c2 = if k & 2 != 0 { cols - 1 - c } else { c };
                let stick = if transpose {
                    self.at(c2, r2).transposed()
                } else {
                    self.at(r2, c2)
                };
                bits |= (stick as u128) << shift;
                shift += 2;
            }
        }
        (rows as u8, cols as u8, bits)
    }

    /// The smallest key among the board's 8 symmetric images.
    fn canonical_key(&self) -> (u8, u8, u128) {
        (0..8)
            .map(|k| self.image_key(k))
            .min()
            .expect("eight images")
    }

    /// The independent components of the board's empty cells (at most 64 cells), each copied
    /// onto its own small board: cropped to its cells and the matches that bound its
    /// stretches, walls elsewhere.
    fn components(&self) -> Vec<Grid> {
        let n = self.cells.len();
        let mut parent: [u8; MAX_CELLS] = std::array::from_fn(|i| i as u8);
        fn find(parent: &mut [u8; MAX_CELLS], mut x: usize) -> usize {
            while parent[x] as usize != x {
                parent[x] = parent[parent[x] as usize];
                x = parent[x] as usize;
            }
            x
        }
        // Matches bounding a stretch, recorded at the stretch's first empty cell.
        let mut bounds = [0u64; MAX_CELLS];
        let mut scan = |cells: &mut dyn Iterator<Item = usize>| {
            let (mut first, mut before): (Option<usize>, Option<usize>) = (None, None);
            for i in cells {
                if self.cells[i] == Stick::Empty {
                    match first {
                        None => first = Some(i),
                        Some(f) => {
                            let (a, b) = (find(&mut parent, f), find(&mut parent, i));
                            parent[a] = b as u8;
                        }
                    }
                } else {
                    if let Some(f) = first.take() {
                        bounds[f] |= before.map_or(0, |b| 1 << b) | 1 << i;
                    }
                    before = Some(i);
                }
            }
            if let Some(f) = first {
                bounds[f] |= before.map_or(0, |b| 1 << b);
            }
        };
        for r in 0..self.rows {
            scan(&mut (0..self.cols).map(|c| r * self.cols + c));
        }
        for c in 0..self.cols {
            scan(&mut (0..self.rows).map(|r| r * self.cols + c));
        }
        let (mut empties, mut kept) = ([0u64; MAX_CELLS], [0u64; MAX_CELLS]);
        for i in (0..n).filter(|&i| self.cells[i] == Stick::Empty) {
            let root = find(&mut parent, i);
            empties[root] |= 1 << i;
            kept[root] |= bounds[i];
        }
        let mut out: Vec<Grid> = (0..n)
            .filter(|&root| empties[root] != 0)
            .map(|root| self.copy_of(empties[root] | kept[root]))
            .collect();
        out.sort();
        out
    }

    /// A small board holding the cells of `keep` (a bit set), walls elsewhere, cropped.
    fn copy_of(&self, keep: u64) -> Grid {
        let cells = || (0..self.cells.len()).filter(move |&i| keep >> i & 1 == 1);
        let (r0, r1) = (
            cells().map(|i| i / self.cols).min().unwrap_or(0),
            cells().map(|i| i / self.cols).max().unwrap_or(0),
        );
        let (c0, c1) = (
            cells().map(|i| i % self.cols).min().unwrap_or(0),
            cells().map(|i| i % self.cols).max().unwrap_or(0),
        );
        let (rows, cols) = (r1 - r0 + 1, c1 - c0 + 1);
        let mut grid = Grid {
            rows,
            cols,
            cells: vec![Stick::Wall; rows * cols],
        };
        for i in cells() {
            grid.cells[(i / self.cols - r0) * cols + (i % self.cols - c0)] = self.cells[i];
        }
        grid
    }
}

/// The fast solver: Sprague-Grundy values of components, remembered up to symmetry.
#[derive(Default)]
pub struct Solver {
    table: FxHashMap<(u8, u8, u128), Nimber>,
}

impl Solver {
    /// An empty solver.
    pub fn new() -> Self {
        Solver::default()
    }

    /// How many boards (components as met, and their canonical images) are in the table.
    pub fn components_solved(&self) -> usize {
        self.table.len()
    }

    /// The nimber of a board: the xor of its components' nimbers.
    pub fn nimber(&mut self, grid: &Grid) -> Result<Nimber, Error> {
        if grid.cells.len() > MAX_CELLS {
            return Err(Error::Limit(format!(
                "the fast solver takes boards of at most {MAX_CELLS} cells; this one has {}",
                grid.cells.len()
            )));
        }
        let components = grid.components();
        let largest = components
            .iter()
            .map(|c| c.cells.iter().filter(|&&s| s == Stick::Empty).count())
            .max()
            .unwrap_or(0);
        if largest > MAX_COMPONENT_EMPTIES {
            return Err(Error::Limit(format!(
                "a component of {largest} empty cells is more than the {MAX_COMPONENT_EMPTIES} \
                 the solver takes (the empty 5x5 board already needs a minute and a gigabyte)"
            )));
        }
        Ok(components
            .iter()
            .fold(0, |x, component| x ^ self.component_nimber(component)))
    }

    fn component_nimber(&mut self, component: &Grid) -> Nimber {
        // The board as it stands is looked up first: most boards recur in the same
        // orientation, and computing the 8 images costs more than a lookup.
        let raw = component.image_key(0);
        if let Some(&g) = self.table.get(&raw) {
            return g;
        }
        let key = component.canonical_key();
        if let Some(&g) = self.table.get(&key) {
            self.table.insert(raw, g);
            return g;
        }
        let options: Vec<Nimber> = component
            .placements()
            .into_iter()
            .map(|p| {
                let next = component.with(p);
                next.components()
                    .iter()
                    .fold(0, |x, c| x ^ self.component_nimber(c))
            })
            .collect();
        let g = crate::value::mex(&options, &mut Vec::new());
        self.table.insert(key, g);
        self.table.insert(raw, g);
        g
    }

    /// The full answer for a board: nimber, every winning placement, and why.
    pub fn analyze(&mut self, grid: &Grid) -> Result<Analysis, Error> {
        let nimber = self.nimber(grid)?;
        let mut analysis = Analysis::new(
            "matches".into(),
            grid.show(),
            Value::from_nimber(nimber, None),
            Engine::Theory,
        );
        let moves = grid.placements();
        for &p in &moves {
            let next = grid.with(p);
            if self.nimber(&next)? == 0 {
                analysis.winning_moves.push(MoveReport {
                    mv: Matches.show_move(&p, grid),
                    position: next.show(),
                });
            }
        }
        let parts = grid.components();
        let values: Vec<String> = parts
            .iter()
            .map(|c| self.component_nimber(c).to_string())
            .collect();
        analysis.explanation = format!(
            "Impartial game, normal play: {} legal placements. The empty cells form {} \
             independent component(s) (cells interact only through a stretch of row or column \
             without matches) with nimbers {}; their xor is {nimber}, so the player to move {}. \
             {} components were valued, boards equal under reflection or transposition (which \
             swaps the kinds of match) counted once.",
            moves.len(),
            parts.len(),
            if values.is_empty() {
                "none".to_string()
            } else {
                values.join(", ")
            },
            if nimber == 0 { "loses" } else { "wins" },
            self.components_solved()
        );
        Ok(analysis)
    }
}

/// Losing boards with at most this many empty cells get their longest-lasting placement.
pub const LONGEST_SEARCH_EMPTIES: usize = 16;

/// The placement the contest prints: the first winning one in the seed's order (reading
/// order, vertical before horizontal); on a losing board, the one after which the game lasts
/// longest under perfect play (found by plain search of at most `limit` boards); `None`
/// when no match can be placed.
pub fn contest_placement(
    solver: &mut Solver,
    grid: &Grid,
    limit: usize,
) -> Result<Option<Placement>, Error> {
    if solver.nimber(grid)? != 0 {
        for p in grid.placements() {
            if solver.nimber(&grid.with(p))? == 0 {
                return Ok(Some(p));
            }
        }
    }
    let moves = grid.placements();
    let empties = grid.cells.iter().filter(|&&s| s == Stick::Empty).count();
    if empties > LONGEST_SEARCH_EMPTIES && !moves.is_empty() {
        return Err(Error::Limit(format!(
            "the board is lost for the player to move; the placement that makes the game last \
             longest is found by plain search, which takes boards of at most \
             {LONGEST_SEARCH_EMPTIES} empty cells, and this one has {empties}"
        )));
    }
    let mut plain = crate::solve::grundy::Solver::impartial(Matches).with_limit(limit);
    let mut best: Option<(u64, Placement)> = None;
    for &p in &moves {
        let r = plain.value(&grid.with(p))?.remoteness.unwrap_or(0);
        if best.is_none_or(|(longest, _)| r > longest) {
            best = Some((r, p));
        }
    }
    Ok(best.map(|(_, p)| p))
}

/// The matchstick game for the generic engine: plain search over whole boards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Matches;

impl Game for Matches {
    type Position = Grid;
    type Move = Placement;

    fn moves(&self, grid: &Grid, out: &mut Vec<(Placement, Grid)>) {
        out.extend(grid.placements().into_iter().map(|p| (p, grid.with(p))));
    }
}

impl Impartial for Matches {}

impl Notation for Matches {
    fn name(&self) -> String {
        "matches".into()
    }

    fn show_position(&self, grid: &Grid) -> String {
        grid.show()
    }

    /// `02-`: row, column, kind; with a comma between row and column on boards of more than
    /// ten rows or columns.
    fn show_move(&self, p: &Placement, from: &Grid) -> String {
        if from.rows <= 10 && from.cols <= 10 {
            format!("{}{}{}", p.row, p.col, p.stick.symbol())
        } else {
            format!("{},{}{}", p.row, p.col, p.stick.symbol())
        }
    }
}
