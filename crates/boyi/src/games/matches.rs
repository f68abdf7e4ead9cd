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
//! - A component is its empty cells (4-connected: cells of one stretch are neighbours) plus
//!   the horizontal matches that end its row stretches and the vertical ones that end its
//!   column stretches; every other cell acts as a wall. Components equal under the 8
//!   symmetries of the square (the transposition swaps the two kinds of match) and under
//!   translation share one nimber. They live on 8 x 8 bit boards (`component`), so boards
//!   may have up to 8 rows and 8 columns.
//! - Who wins needs less than nimbers: a sum is lost exactly when the largest component's
//!   nimber equals the xor of the others'. So [`Solver::wins`] searches the largest
//!   component beside a nim heap holding that xor, stopping at the first losing child; it
//!   settles the empty 5 x 6 board, which full nimbers do not reach.

use crate::analysis::{Analysis, Engine, MoveReport};
use crate::budget;
use crate::db::{Estimate, Keyed, Schema, Typed};
use crate::error::Error;
use crate::family::{erase, Drawing, Family, Position, PositionSpec, Tabulates, Theory};
use crate::game::{Game, Kind, Notation, Written};
use crate::notation::{quote, single, ParseError, Place, Token};
use crate::text::Text;
use crate::value::{Nimber, Value};
use component::{Component, Key, SIDE};
use rustc_hash::FxHashMap;

mod component;
mod ternary;
mod tiers;

pub use tiers::{legal_boards, MatchTiers, MAX_DB_CELLS};

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
    fn symbol(self) -> char {
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

/// The most empty cells one component may have: the empty 5 x 5 board (25) takes 17 seconds
/// and 0.3 GiB here, and each further cell about 2.5 times more (a component of 28 cells
/// ran five minutes and then failed to allocate 3.3 GB), so larger ones are refused with
/// that estimate before the work starts.
pub const MAX_COMPONENT_EMPTIES: usize = 25;

/// What valuing a component of `cells` empty cells costs by the measured growth: seconds
/// and GiB (for messages only).
fn component_cost(cells: u32) -> (f64, f64) {
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

    fn at(&self, r: usize, c: usize) -> Stick {
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

    /// The board as bit boards (bit `8 * row + column`): empty cells, horizontal matches,
    /// vertical matches. Only for boards of at most [`SIDE`] rows and columns.
    fn bit_boards(&self) -> (u64, u64, u64) {
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
    fn components_at_most(&self, limit: usize, limit_note: Text) -> Result<Vec<Component>, Error> {
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
    fn components(&self) -> Result<Vec<Component>, Error> {
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

/// The most empty cells one component may have for [`Solver::wins`], the outcome search:
/// the empty 5 x 6 board (30 cells) takes about 40 minutes and 12.5 GiB.
pub const MAX_OUTCOME_EMPTIES: usize = 30;

/// Inside the outcome search, components of at most this many empty cells are valued by
/// their nimbers (cheap at this size) and folded into the nim heap.
const NIMBER_EMPTIES: u32 = 12;

/// The fast solver: Sprague-Grundy values of components, remembered up to symmetry; and
/// for boards too big for that, the outcome alone.
#[derive(Default)]
pub struct Solver {
    table: FxHashMap<Key, u8>,
    /// Whether the player to move wins a component beside a nim heap, by canonical key and
    /// heap.
    outcomes: FxHashMap<(Key, u8), bool>,
}

impl Solver {
    /// An empty solver.
    pub fn new() -> Self {
        Solver::default()
    }

    /// How many components (up to symmetry) have been valued.
    pub fn components_solved(&self) -> usize {
        self.table.len()
    }

    /// The nimber of a board: the xor of its components' nimbers.
    pub fn nimber(&mut self, grid: &Grid) -> Result<Nimber, Error> {
        let components = grid.components()?;
        let largest = components.iter().map(|c| c.empties()).max().unwrap_or(0);
        if largest as usize > MAX_COMPONENT_EMPTIES {
            let (seconds, gib) = component_cost(largest);
            return Err(Error::limit(
                Text::new("error-matches-component-cost")
                    .arg("largest", largest)
                    .arg("minutes", format!("{:.0}", seconds / 60.0))
                    .arg("gib", format!("{gib:.1}"))
                    .arg("max", MAX_COMPONENT_EMPTIES),
            ));
        }
        Ok(components
            .into_iter()
            .fold(0, |x, c| x ^ Nimber::from(self.component_nimber(c))))
    }

    /// A component's nimber: the mex of the nimbers its placements leave.
    fn component_nimber(&mut self, component: Component) -> u8 {
        // First the component as it stands: when that orientation is the stored one, the 8
        // images are not needed.
        if let Some(&g) = self.table.get(&component.key()) {
            return g;
        }
        let key = component.canonical_key();
        if let Some(&g) = self.table.get(&key) {
            return g;
        }
        let options: Vec<u64> = component
            .placements()
            .map(|(cell, horizontal)| {
                component
                    .place(cell, horizontal)
                    .fold(0, |x, c| x ^ u64::from(self.component_nimber(c)))
            })
            .collect();
        let g = u8::try_from(crate::value::mex(&options, &mut Vec::new()))
            .expect("a component has at most 128 placements");
        self.table.insert(key, g);
        g
    }

    /// Whether the player to move wins the board: an outcome search that needs no nimber
    /// for its largest component, so it reaches larger boards than [`Self::nimber`] (the
    /// empty 5 x 6 board: a loss, in about 40 minutes and 12.5 GiB).
    pub fn wins(&mut self, grid: &Grid) -> Result<bool, Error> {
        let components = grid.components_at_most(
            MAX_OUTCOME_EMPTIES,
            Text::new("error-matches-outcome-search-note"),
        )?;
        Ok(match self.reduce(components) {
            (Some(big), heap) => self.wins_beside(big, heap),
            (None, heap) => heap != 0,
        })
    }

    /// How many (component, heap) outcomes the outcome search has found.
    pub fn outcomes_solved(&self) -> usize {
        self.outcomes.len()
    }

    /// Components as the outcome search sees them: the largest, if it is too big to value
    /// by its nimber, and the xor of the others' nimbers (a nim heap beside it).
    fn reduce(
        &mut self,
        components: impl IntoIterator<Item = Component>,
    ) -> (Option<Component>, u8) {
        let (mut big, mut heap): (Option<Component>, u8) = (None, 0);
        for c in components {
            let smaller = match big {
                Some(b) if b.empties() >= c.empties() => c,
                _ => match big.replace(c) {
                    Some(b) => b,
                    None => continue,
                },
            };
            heap ^= self.component_nimber(smaller);
        }
        match big {
            Some(b) if b.empties() <= NIMBER_EMPTIES => (None, heap ^ self.component_nimber(b)),
            _ => (big, heap),
        }
    }

    /// Whether the player to move wins `component` beside a nim heap of `heap` (a sum that
    /// is lost exactly when the component's nimber is `heap`). A child already known to be
    /// lost is looked for among all placements before any child is searched.
    fn wins_beside(&mut self, component: Component, heap: u8) -> bool {
        let key = (component.canonical_key(), heap);
        if let Some(&won) = self.outcomes.get(&key) {
            return won;
        }
        let mut unknown = Vec::new();
        let mut won = false;
        for (cell, horizontal) in component.placements() {
            let (big, rest) = self.reduce(component.place(cell, horizontal));
            let lost = match big {
                None => Some(rest ^ heap == 0),
                Some(big) => self
                    .outcomes
                    .get(&(big.canonical_key(), rest ^ heap))
                    .map(|&won| !won),
            };
            match lost {
                Some(true) => {
                    won = true;
                    break;
                }
                Some(false) => {}
                None => unknown.push((big.expect("only a component is unknown"), rest ^ heap)),
            }
        }
        let won = won
            || (0..heap).any(|smaller| !self.wins_beside(component, smaller))
            || unknown
                .into_iter()
                .any(|(big, rest)| !self.wins_beside(big, rest));
        self.outcomes.insert(key, won);
        won
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
                    position: Some(next.show()),
                });
            }
        }
        let parts = grid.components()?;
        let values: Vec<String> = parts
            .iter()
            .map(|&c| self.component_nimber(c).to_string())
            .collect();
        analysis.explanation = Text::new("matches")
            .arg("placements", moves.len())
            .arg("components", parts.len())
            .arg("nimbers", values)
            .arg("sum", nimber)
            .arg("valued", self.components_solved());
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
        return Err(Error::limit(
            Text::new("error-matches-longest-search")
                .arg("max", LONGEST_SEARCH_EMPTIES)
                .arg("empties", empties),
        ));
    }
    let mut plain = crate::solve::grundy::Solver::new(Matches).with_limit(limit);
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

    fn kind(&self) -> Kind {
        Kind::Nimber
    }

    fn moves(&self, grid: &Grid, out: &mut Vec<(Placement, Grid)>) {
        out.extend(grid.placements().into_iter().map(|p| (p, grid.with(p))));
    }
}

impl Written<Grid> for Matches {
    fn read_position(&self, words: &[Token<'_>]) -> Result<Grid, Error> {
        Ok(parse(single(
            words,
            Text::new("error-what-matches-board"),
        )?)?)
    }

    fn show_position(&self, grid: &Grid) -> String {
        grid.show()
    }
}

impl Notation for Matches {
    fn name(&self) -> String {
        "matches".into()
    }

    /// `02-`: row, column, kind; with a comma between row and column on boards of more than
    /// ten rows or columns.
    fn show_move(&self, p: &Placement, from: &Grid) -> Text {
        Text::verbatim(if from.rows <= 10 && from.cols <= 10 {
            format!("{}{}{}", p.row, p.col, p.stick.symbol())
        } else {
            format!("{},{}{}", p.row, p.col, p.stick.symbol())
        })
    }
}

impl Keyed for MatchTiers {
    fn shape(&self) -> String {
        MatchTiers::shape(self)
    }

    fn key_of(&self, position: &Position) -> Result<(u32, u64), Error> {
        let grid = position.get::<Grid>().expect("a matchstick board");
        let (rows, cols) = self.size();
        if (grid.rows(), grid.cols()) != (rows, cols) {
            return Err(Error::invalid(
                Text::new("error-db-matches-shape")
                    .arg("rows", grid.rows())
                    .arg("cols", grid.cols())
                    .arg("held-rows", rows)
                    .arg("held-cols", cols),
            ));
        }
        let (_, horizontal, vertical) = grid.bit_boards();
        Ok(self.locate(horizontal, vertical))
    }

    fn estimate(&self, root: &(u32, u64)) -> Estimate {
        self.estimate_from(root.0)
    }
}

/// 火柴游戏 in the registry.
pub const FAMILY: Family = Family {
    name: "matches",
    alias: Some("火柴游戏"),
    example: "matches 0111/-000/-000",
    options: &[],
    position: PositionSpec {
        name: "ROWS",
        help: "The board's rows joined by `/`: `0` empty, `1` vertical, `-` horizontal \
               (e.g. 00-1/-000/0100).",
        hyphens: true,
    },
    tabulates: Tabulates::No,
    board: Some(Drawing::Marks {
        empty: "0",
        shown: &[("1", "│"), ("-", "─")],
        marks: &[
            ("1", "│", "page-board-vertical"),
            ("-", "─", "page-board-horizontal"),
        ],
    }),
    quotient: None,
    load: |_, road, budget| Ok(erase(Solver::new(), road, budget)),
};

impl Theory for Solver {
    type Game = Matches;

    fn game(&self) -> &Matches {
        &Matches
    }

    fn value(&mut self, grid: &Grid) -> Result<Value, Error> {
        Ok(Value::from_nimber(self.nimber(grid)?, None))
    }

    fn analyze(&mut self, grid: &Grid) -> Result<Analysis, Error> {
        Solver::analyze(self, grid)
    }

    fn search_work(&self, grid: &Grid) -> Option<u64> {
        budget::board_work(grid.empties(), 3, 2)
    }

    fn move_count(&self, grid: &Grid) -> Option<u64> {
        Some(grid.placements().len() as u64)
    }

    fn database(&self, grid: &Grid) -> Option<Result<Box<dyn Schema>, Error>> {
        let tiers = MatchTiers::new(grid.rows(), grid.cols());
        // The fingerprint names the keys (base 3), so a database keyed two bits a cell, as
        // before, is refused rather than misread.
        Some(tiers.map(|g| Typed::boxed(g, self.game(), vec!["matches".into()], "base-3".into())))
    }

    /// The rows one under another, with row and column numbers as moves name them.
    fn draw(&self, grid: &Grid) -> Option<String> {
        let header: String = (0..grid.cols()).map(|c| (c % 10).to_string()).collect();
        let rows = grid
            .row_strings()
            .into_iter()
            .enumerate()
            .map(|(r, row)| format!("{:>2} {row}", r));
        Some(
            std::iter::once(format!("   {header}"))
                .chain(rows)
                .collect::<Vec<_>>()
                .join("\n"),
        )
    }
}
