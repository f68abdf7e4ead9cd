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
use crate::db::{Schema, Typed};
use crate::error::Error;
use crate::family::{erase, Drawing, Family, PositionSpec, Tabulates, Theory};
use crate::game::{Game, Kind, Notation, Written};
use crate::notation::{single, Token};
use crate::text::Text;
use crate::value::{Nimber, Value};
use component::{Component, Key};
use rustc_hash::FxHashMap;

mod component;
mod grid;
mod ternary;
mod tiers;

use grid::component_cost;
pub use grid::{parse, parse_rows, Grid, Placement, Stick, MAX_COMPONENT_EMPTIES};
pub use tiers::{legal_boards, MatchTiers, MAX_DB_CELLS};

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
        // Row and column counted from 1, as the board labels them.
        let (row, col) = (p.row + 1, p.col + 1);
        Text::verbatim(if from.rows < 10 && from.cols < 10 {
            format!("{row}{col}{}", p.stick.symbol())
        } else {
            format!("{row},{col}{}", p.stick.symbol())
        })
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
    resumable: false,
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

    /// The rows one under another, with row and column numbers (from 1) as moves name them.
    fn draw(&self, grid: &Grid) -> Option<String> {
        let header: String = (1..=grid.cols()).map(|c| (c % 10).to_string()).collect();
        let rows = grid
            .row_strings()
            .into_iter()
            .enumerate()
            .map(|(r, row)| format!("{:>2} {row}", r + 1));
        Some(
            std::iter::once(format!("   {header}"))
                .chain(rows)
                .collect::<Vec<_>>()
                .join("\n"),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tiers' ends and children are the game's, on every board reached from the empty
    /// one of each shape up to 3 x 4.
    #[test]
    fn children_follow_the_game() {
        for (rows, cols) in [(1, 1), (1, 4), (2, 2), (2, 3), (3, 3), (3, 4), (4, 3)] {
            let tiers = MatchTiers::new(rows, cols).unwrap();
            let empty = Grid::empty(rows, cols);
            crate::db::check_against_game(&tiers, &Matches, empty, 100_000);
        }
    }
}
