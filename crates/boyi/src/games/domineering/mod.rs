//! Domineering: players take turns placing dominoes on the empty cells of a board; Left
//! places them vertically, Right horizontally (as in CGSuite, Winning Ways and Lachmann,
//! Moore & Rapaport); whoever cannot place one loses.
//!
//! A position is the set of empty cells as a bit mask. The search splits it into connected
//! regions, crops each, and keeps one of its four mirror images (the symmetries that keep
//! vertical vertical), so a region is valued once however it arises; a region turned on its
//! diagonal is worth the negative, and is looked up as such. A region one cell wide is worth
//! its number of dominoes, for the one player who can place them.

use crate::budget::Budget;
use crate::db::Progress;
use crate::error::Error;
use crate::family::{CellNames, Drawing};
use crate::family::{OptionSpec, Options, OutcomeSearch, PartizanFamily, PartizanTable, Regions};

use crate::game::Written;
use crate::partizan::family::{self, Solution};
use crate::partizan::polyomino::{self, Polyomino};
use crate::partizan::search::Search;
use crate::partizan::tally::Survey;
use crate::partizan::values_file;
use crate::partizan::{Arena, GameId};
use crate::text::Text;
use std::path::Path;

mod bridge;
mod field;
pub mod outcome;
mod rules;
mod stored;
mod table;

pub use rules::{Board, Domineering};
pub use stored::Stored;

/// The values of the `rows` × n rectangles for n = 1, …, `to`, each passed to `each` as it
/// is found; one table serves them all (the smaller boards' regions recur in the larger).
pub fn rectangles(
    rows: u8,
    to: u8,
    budget: Budget,
    mut each: impl FnMut(u8, &mut Arena, GameId) -> Result<(), Error>,
) -> Result<(), Error> {
    let cells = rows as u64 * to as u64;
    if rows == 0 || cells > 64 {
        return Err(Error::invalid(
            Text::new("error-board-too-big").arg("cells", cells),
        ));
    }
    let mut search = Search::new(Domineering, budget);
    for n in 1..=to {
        let v = search.value(&Board::rectangle(rows, n))?;
        each(n, &mut search.arena, v)?;
    }
    Ok(())
}

/// The value of every single region of up to `most` cells, each once up to the board's
/// eight symmetries (as [`Polyomino::least`] gives it: turned images are worth the negative),
/// size by size: `each` gets one size's regions, sorted, their values, and the arena. The
/// table of `search` serves them all, as in J. Uiterwijk and M. Barton's databases of every
/// region up to 15 cells ("New results for Domineering from combinatorial game theory
/// endgame databases", Theoretical Computer Science 592, 2015).
pub fn regions(
    most: u32,
    search: &mut Search<Domineering>,
    progress: &mut dyn Progress,
    mut each: impl FnMut(&[Polyomino], &[GameId], &mut Arena) -> Result<(), Error>,
) -> Result<(), Error> {
    if most > polyomino::MOST_CELLS {
        return Err(Error::invalid(
            Text::new("error-regions-too-big")
                .arg("cells", most)
                .arg("most", polyomino::MOST_CELLS),
        ));
    }
    // Measured: about 115 bytes a region at 15 cells (the search's table, the arena, the
    // sizes being grown); refused before the work when that passes the budget.
    let regions = polyomino::FREE_COUNTS[..most as usize].iter().sum::<u64>();
    search.budget().check_memory(
        regions * 128,
        Text::new("what-regions")
            .arg("regions", regions)
            .arg("cells", most),
    )?;
    polyomino::each_size(most, |size| {
        let cells = size[0].size();
        progress.step(
            Text::new("regions-step").arg("cells", cells),
            size.len() as u64,
        );
        let mut values = Vec::with_capacity(size.len());
        for chunk in size.chunks(1024) {
            for p in chunk {
                values.push(search.value(&Board::from(*p))?);
            }
            progress.advance(chunk.len() as u64);
        }
        each(size, &values, &mut search.arena)
    })
}

impl From<Polyomino> for Board {
    fn from(p: Polyomino) -> Board {
        Board {
            shape: p.shape,
            empty: p.cells,
        }
    }
}

/// Values every region of up to `most` cells (see [`regions`]) and writes them to a file of
/// region values at `path`; its header and its size in bytes.
pub fn write_regions(
    most: u32,
    path: &Path,
    progress: &mut dyn Progress,
    budget: Budget,
) -> Result<(values_file::ValuesMeta, u64), Error> {
    let mut search = Search::new(Domineering, budget);
    let mut all = Vec::new();
    regions(most, &mut search, progress, |size, values, _| {
        all.extend(size.iter().copied().zip(values.iter().copied()));
        Ok(())
    })?;
    let meta = values_file::ValuesMeta::new(rules::NAME, most);
    values_file::write(path, &meta, &mut search.arena, &all)
}

/// Surveys the values of every region of up to `most` cells (see [`regions`]), size by size.
pub fn survey(most: u32, progress: &mut dyn Progress, budget: Budget) -> Result<Survey, Error> {
    let mut survey = Survey::default();
    let mut search = Search::new(Domineering, budget);
    regions(most, &mut search, progress, |size, values, arena| {
        let show = |i: usize| Domineering.show_position(&Board::from(size[i]));
        survey.add_size(size[0].size(), arena, values, show);
        Ok(())
    })?;
    Ok(survey)
}

/// Checks the file of region values at `path`: every checksum and form read back, then every
/// `every`-th region valued again from the file's values of its options, which are smaller
/// regions, and compared with the file's value of it. Done for every region (`every` = 1),
/// that proves the file by induction on the number of cells. The regions held and checked.
pub fn verify_regions(
    path: &Path,
    every: u64,
    progress: &mut dyn Progress,
    budget: Budget,
) -> Result<(u64, u64), Error> {
    let mut search = Stored::search(path, budget)?;
    let held = search.rules.regions.len() as u64;
    let every = every.max(1);
    progress.step(Text::new("values-step-verify"), held.div_ceil(every));
    let mut checked = 0;
    for (i, p) in search.rules.regions.regions().into_iter().enumerate() {
        if !(i as u64).is_multiple_of(every) {
            continue;
        }
        let stored = search
            .rules
            .regions
            .get(&mut search.arena, p.shape, p.cells);
        if stored != Some(search.value_from_options(&Board::from(p))?) {
            return Err(Error::invalid(
                Text::new("error-values-wrong")
                    .arg("file", path.display().to_string())
                    .arg("position", Domineering.show_position(&Board::from(p))),
            ));
        }
        checked += 1;
        progress.advance(1);
    }
    Ok((held, checked))
}

/// Solves the position `text`, each region the file of values at `path` holds answered
/// from it.
pub fn solve_stored(path: &Path, text: &str, budget: Budget) -> Result<Solution, Error> {
    let mut solution = family::solve_in(Stored::search(path, budget)?, text)?;
    solution.engine = crate::analysis::Engine::Database;
    Ok(solution)
}

/// Domineering in the registry.
pub const FAMILY: PartizanFamily = PartizanFamily {
    name: rules::NAME,
    alias: Some("多米诺"),
    example: "domineering ..|..",
    position:
        "rows of . (empty) and # (taken) joined by |, e.g. ...|...; or RxC for an empty R×C board",
    board: Some(Drawing::Grid {
        separator: "|",
        shown: &[(".", ""), ("#", "■")],
        names: CellNames::Letters,
    }),
    solve: solve_text,
    regions: Some(Regions {
        build: write_regions,
        solve: solve_stored,
        verify: verify_regions,
        survey,
    }),
    table: Some(PartizanTable {
        about: "The values of the R×n Domineering rectangles for n = 1..N (Left vertical): \
                canonical form, outcome, mean and temperature.",
        options: &[ROWS],
        example: "--rows 2 --to 8",
        default_to: 8,
        title: |options| {
            let rows = rows_of(options)?;
            Ok(format!("Domineering {rows}×n: mean and temperature"))
        },
        rows: |options, to, budget, each| {
            let rows = rows_of(options)?;
            let cells = rows.saturating_mul(to);
            if rows == 0 || to == 0 || cells > 64 {
                let text = Text::new("error-board-too-big").arg("cells", cells);
                return Err(Error::invalid(text));
            }
            rectangles(rows as u8, to as u8, budget, |n, arena, v| {
                each(&format!("{rows}x{n}"), arena, v)
            })
        },
    }),
    outcome: Some(OutcomeSearch {
        solve: outcome::solve,
        judges: outcome::moves::Judges::boxed,
        judge_both: outcome::moves::judge_both,
        spread: outcome::spread::solve,
        row: |options, n| Ok(format!("{}x{n}", rows_of(options)?)),
        check: outcome::check,
    }),
};

/// `--rows R` of the table of rectangles (not required: `boyi table domineering --regions`
/// surveys the regions instead).
const ROWS: OptionSpec = OptionSpec {
    long: "--rows",
    value: Some("R"),
    help: "The number of rows.",
    required: false,
    positional: false,
    file: false,
};

/// The rows of the table's rectangles, as given.
fn rows_of(options: &Options) -> Result<u64, Error> {
    options.whole(ROWS.long, Text::new("what-rows"))
}

fn solve_text(text: &str, budget: Budget) -> Result<Solution, Error> {
    family::solve(Domineering, text, budget)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::expr;

    fn value_of(search: &mut Search<Domineering>, text: &str) -> String {
        let b = search
            .rules
            .read_position(&crate::notation::whole(text))
            .unwrap();
        let v = search.value(&b).unwrap();
        expr::write(&mut search.arena, v, 10_000).unwrap()
    }

    /// Values of rectangles from the literature and CGSuite (2×2 = 3×3 = ±1: Winning Ways
    /// ch. 2; 2×3 = {2 | −1/2}: Berlekamp's 2×n table; the rest as CGSuite and cgt-tools'
    /// tests give them).
    #[test]
    fn known_values() {
        let mut s = Search::new(Domineering, Budget::of_machine());
        for (board, value) in [
            ("2x1", "1"),
            ("1x2", "-1"),
            ("1x4", "-2"),
            ("2x2", "+-1"),
            ("3x3", "+-1"),
            ("2x3", "{2|-1/2}"),
            ("3x2", "{1/2|-2}"),
            ("2x4", "{{2|0}|0}"),
            ("2x5", "1/2"),
            ("2x7", "{3/2|-1/2}"),
            ("2x13", "0"),
            ("3x4", "-3/2"),
            ("3x5", "-1"),
            ("3x6", "{-1|-7/2}"),
            ("4x5", "1"),
            (".#|..", "*"),
            (".##|.##|...", "0"),
            (".#.#|.#..", "1*"),
            ("..#|..#|...", "{1/2|-2}"),
            // Not the sum a bridge would give with one hypothesis (bridge.rs): 1 + (−1).
            (".#|.#|..", "1/2"),
        ] {
            let mut a = Arena::new();
            let expected = match expr::read(&mut a, value).unwrap() {
                expr::Reading::Game(g) => expr::write(&mut a, g, 1000).unwrap(),
                _ => unreachable!(),
            };
            assert_eq!(value_of(&mut s, board), expected, "{board}");
        }
    }

    /// n×m = −(m×n): turning the board swaps the players.
    #[test]
    fn turning_the_board_negates() {
        let mut s = Search::new(Domineering, Budget::of_machine());
        for (rows, columns) in [(2, 6), (3, 4), (2, 9), (4, 4)] {
            let a = s.value(&Board::rectangle(rows, columns)).unwrap();
            let b = s.value(&Board::rectangle(columns, rows)).unwrap();
            assert_eq!(s.arena.neg(a), b, "{rows}x{columns}");
        }
    }
}
