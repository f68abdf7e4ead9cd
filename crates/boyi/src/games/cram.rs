//! Cram (Martin Gardner, Scientific American, February 1974): players take turns placing a
//! domino on two empty cells next to each other, either way; whoever cannot place one
//! loses. It is Domineering with both players allowed both directions, so it is impartial.
//! Positions are written as Domineering's: rows joined by `|`, `.` empty and `#` filled, or
//! `RxC` for the empty board of R rows and C columns.
//!
//! Theory used, each part checked against plain search on every small board by the tests:
//! - Sprague–Grundy: a domino never joins two regions of empty cells, so a position is the
//!   sum of its connected regions and its nimber the xor of theirs. A region is cropped and
//!   kept as the least of its images under the 8 symmetries of the square (both directions
//!   are open to both players, so turning on the diagonal changes nothing), and valued once
//!   by the mex of its moves. A region of fewer than two cells has no move: nimber 0.
//! - The mirror strategy (Gardner's, for the even × even board): when the half turn of the
//!   board maps the empty cells onto themselves and no empty cell is its own image or next to
//!   it, the second player answers every domino with its image, which is always empty and never
//!   overlaps it, so the position is lost for the player to move (nimber 0). On an even ×
//!   odd board the first player wins by the domino on the two central cells, which leaves
//!   such a position. Boards too large to search are answered by this strategy where it
//!   applies (every other board too large to search is refused before the search starts).
//!   J. W. H. M. Uiterwijk, "Solving Cram using combinatorial game theory" (Advances in
//!   Computer Games 2019) values boards far past these by the same decomposition.

use crate::analysis::{moves_where, Analysis, Engine};
use crate::budget::{self, Budget};
use crate::error::Error;
use crate::family::{erase, CellNames, Drawing, Family, PositionSpec, Tabulates, Theory};
use crate::game::{Game, Kind, Notation, Written};
use crate::grid::{self, Shape};
use crate::notation::{single, Token};
use crate::text::Text;
use crate::value::{mex, Nimber, Outcome, Value};
use rustc_hash::FxHashMap;

/// A board and its empty cells (bit r·w + c).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// The board's size.
    pub shape: Shape,
    /// The empty cells.
    pub empty: u64,
}

impl Board {
    /// The board after a domino on cells i and j.
    fn without(self, i: u32, j: u32) -> Board {
        Board {
            empty: self.empty & !(1 << i) & !(1 << j),
            ..self
        }
    }
}

/// A move: the two cells a domino covers, the upper or left one first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Domino(pub u32, pub u32);

/// The rules of Cram.
#[derive(Clone, Copy, Debug, Default)]
pub struct Cram;

impl Game for Cram {
    type Position = Board;
    type Move = Domino;

    fn kind(&self) -> Kind {
        Kind::Nimber
    }

    fn moves(&self, b: &Board, out: &mut Vec<(Domino, Board)>) {
        let w = u32::from(b.shape.w);
        for (mut firsts, step) in [
            (b.shape.with_below(b.empty), w),
            (b.shape.with_right(b.empty), 1),
        ] {
            while firsts != 0 {
                let i = firsts.trailing_zeros();
                firsts &= firsts - 1;
                out.push((Domino(i, i + step), b.without(i, i + step)));
            }
        }
    }
}

impl Written<Board> for Cram {
    fn read_position(&self, words: &[Token<'_>]) -> Result<Board, Error> {
        let token = single(words, Text::new("error-what-cram-board"))?;
        if let Some(shape) = grid::rectangle(token.text)? {
            return Ok(Board {
                shape,
                empty: shape.full(),
            });
        }
        let (shape, [empty]) = grid::read(token.text, [&['.']], &['#'])?;
        Ok(Board { shape, empty })
    }

    fn show_position(&self, b: &Board) -> String {
        grid::show(b.shape, [b.empty], ['.'], '#')
    }
}

impl Notation for Cram {
    fn name(&self) -> String {
        "cram".into()
    }

    /// `b1-b2`: the two cells, named as on the board.
    fn show_move(&self, d: &Domino, from: &Board) -> Text {
        let cells = format!(
            "{}-{}",
            from.shape.cell_name(d.0),
            from.shape.cell_name(d.1)
        );
        Text::new("move-cram").arg("cells", cells)
    }
}

/// Cram in the registry.
pub const FAMILY: Family = Family {
    name: "cram",
    alias: None,
    example: "cram 3x4",
    options: &[],
    position: PositionSpec {
        name: "BOARD",
        help: "Rows joined by |, . empty and # filled (e.g. ..#|...), or RxC for the empty board (e.g. 3x4).",
        hyphens: false,
    },
    tabulates: Tabulates::No,
    board: Some(Drawing::Grid {
        separator: "|",
        shown: &[(".", ""), ("#", "■")],
        names: CellNames::Letters,
    }),
    quotient: None,
    resumable: false,
    load: |_, road, budget| Ok(erase(Regions::within(budget.clone()), road, budget)),
};

/// The most empty cells in one region that [`Regions`] searches. Measured (release build,
/// one core of this project's 2-core machine): the empty 5 × 6 board stores 356,382 regions
/// in 4.2 s and 27 MB, 3 × 10 stores 118,993 in 1.8 s; each further cell multiplies the work
/// by about 3.
pub const MAX_SEARCHED_CELLS: u32 = 30;

/// Cram valued by the Sprague–Grundy theorem over connected regions, each region valued
/// once under the symmetries of the square, and by the mirror strategy past what is searched.
pub struct Regions {
    memo: FxHashMap<(Shape, u64), Nimber>,
    /// The most regions the memo may hold: the request's budget of stored positions.
    most: usize,
}

impl Regions {
    /// A memo of no regions, holding at most as many as `budget` stores positions.
    pub fn within(budget: Budget) -> Regions {
        Regions {
            memo: FxHashMap::default(),
            most: budget.search_positions(),
        }
    }
}

/// How a position is answered.
enum Road {
    /// Every region searched: the exact nimber.
    Searched(Nimber),
    /// Lost by the mirror strategy: nimber 0.
    Mirrored,
    /// Won by moving to a position the mirror strategy loses; the nimber is not known.
    ToMirror,
}

impl Road {
    /// The value this road gives.
    fn value(&self) -> Value {
        match *self {
            Road::Searched(x) => Value::from_nimber(x, None),
            Road::Mirrored => Value::from_nimber(0, None),
            Road::ToMirror => Value {
                outcome: Outcome::Win,
                remoteness: None,
                nimber: None,
            },
        }
    }
}

impl Regions {
    /// The nimber of `b`: the xor of its regions'.
    fn nimber(&mut self, b: &Board) -> Result<Nimber, Error> {
        let mut x = 0;
        for region in b.shape.regions(b.empty) {
            if region.count_ones() >= 2 {
                x ^= self.region(b.shape, region)?;
            }
        }
        Ok(x)
    }

    /// The nimber of one region, by the mex of its moves, memoised by its least image.
    fn region(&mut self, shape: Shape, cells: u64) -> Result<Nimber, Error> {
        let key = least_image(shape, cells);
        if let Some(&known) = self.memo.get(&key) {
            return Ok(known);
        }
        if self.memo.len() >= self.most {
            return Err(budget::out_of_memory(
                Text::new("what-cram-regions"),
                self.memo.len(),
            ));
        }
        let board = Board {
            shape: key.0,
            empty: key.1,
        };
        let mut children = Vec::new();
        Cram.moves(&board, &mut children);
        let mut values = Vec::with_capacity(children.len());
        for (_, child) in &children {
            values.push(self.nimber(child)?);
        }
        let value = mex(&values, &mut Vec::new());
        self.memo.insert(key, value);
        Ok(value)
    }

    /// The road that answers `b`: search when every region is small enough, else the mirror
    /// strategy where it applies, else a refusal naming the largest region.
    fn road(&mut self, b: &Board) -> Result<Road, Error> {
        let largest = largest_region(b);
        if largest <= MAX_SEARCHED_CELLS {
            return Ok(Road::Searched(self.nimber(b)?));
        }
        if mirror_lost(b) {
            return Ok(Road::Mirrored);
        }
        if mirror_moves(b).next().is_some() {
            return Ok(Road::ToMirror);
        }
        Err(Error::limit(
            Text::new("error-cram-too-large")
                .arg("cells", largest)
                .arg("max", MAX_SEARCHED_CELLS),
        ))
    }
}

/// The least of the images of `cells` under the 8 symmetries of the square, cropped.
fn least_image(shape: Shape, cells: u64) -> (Shape, u64) {
    let (shape, [cells]) = shape.crop([cells]);
    let (turned, [across]) = shape.transposed([cells]);
    let straight = shape.mirrors([cells]).map(|[m]| (shape, m));
    let diagonal = turned.mirrors([across]).map(|[m]| (turned, m));
    straight
        .into_iter()
        .chain(diagonal)
        .min()
        .expect("eight images")
}

/// The most empty cells in one region of `b`.
fn largest_region(b: &Board) -> u32 {
    let regions = b.shape.regions(b.empty);
    regions.iter().map(|r| r.count_ones()).max().unwrap_or(0)
}

/// Whether the mirror strategy wins for the second player: the half turn of the board maps
/// the empty cells onto themselves, and no empty cell is its own image (the centre of an
/// odd × odd board) or next to it; so the image of a domino is always empty and never
/// overlaps it.
fn mirror_lost(b: &Board) -> bool {
    let [[_], _, _, [turned]] = b.shape.mirrors([b.empty]);
    if turned != b.empty {
        return false;
    }
    let last = b.shape.cells() - 1;
    let at_or_next_to_image = |i: u32| {
        let image = last - i;
        let (r, c) = (i / u32::from(b.shape.w), i % u32::from(b.shape.w));
        let (ri, ci) = (image / u32::from(b.shape.w), image % u32::from(b.shape.w));
        r.abs_diff(ri) + c.abs_diff(ci) <= 1
    };
    (0..b.shape.cells()).all(|i| b.empty >> i & 1 == 0 || !at_or_next_to_image(i))
}

/// The moves to a position the mirror strategy loses.
fn mirror_moves(b: &Board) -> impl Iterator<Item = (Domino, Board)> {
    let mut moves = Vec::new();
    Cram.moves(b, &mut moves);
    moves.into_iter().filter(|(_, next)| mirror_lost(next))
}

impl Theory for Regions {
    type Game = Cram;

    fn game(&self) -> &Cram {
        &Cram
    }

    fn value(&mut self, b: &Board) -> Result<Value, Error> {
        Ok(self.road(b)?.value())
    }

    fn analyze(&mut self, b: &Board) -> Result<Analysis, Error> {
        let road = self.road(b)?;
        let value = road.value();
        let shown = Cram.show_position(b);
        let mut analysis = Analysis::new("cram".into(), shown, value, Engine::Theory);
        let regions = b.shape.regions(b.empty);
        let sizes: Vec<String> = regions.iter().map(|r| r.count_ones().to_string()).collect();
        analysis.explanation = match road {
            Road::Searched(x) => {
                if x != 0 {
                    analysis.winning_moves =
                        moves_where(&Cram, b, |_, next| Ok(self.nimber(next)? == 0))?;
                }
                Text::new("cram-searched")
                    .arg("count", regions.len())
                    .arg("sizes", sizes.join(", "))
                    .arg("nimber", x)
                    .arg("stored", self.memo.len())
            }
            Road::Mirrored => Text::new("cram-mirrored"),
            Road::ToMirror => {
                analysis.winning_moves = moves_where(&Cram, b, |_, next| Ok(mirror_lost(next)))?;
                Text::new("cram-to-mirror").arg("max", MAX_SEARCHED_CELLS)
            }
        };
        Ok(analysis)
    }

    /// Plain search stores at most every subset of the empty cells.
    fn search_work(&self, b: &Board) -> Option<u64> {
        let empties = b.empty.count_ones();
        (empties <= 40)
            .then(|| 1u64 << empties)?
            .checked_mul(self.move_count(b)?.max(1))
    }

    fn move_count(&self, b: &Board) -> Option<u64> {
        let pairs =
            b.shape.with_below(b.empty).count_ones() + b.shape.with_right(b.empty).count_ones();
        Some(u64::from(pairs))
    }

    fn draw(&self, b: &Board) -> Option<String> {
        Some(Cram.show_position(b).replace('|', "\n"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::grundy::Solver;

    /// Every set of empty cells of a `rows` × `columns` board.
    fn boards(rows: u8, columns: u8) -> impl Iterator<Item = Board> {
        let shape = Shape {
            w: columns,
            h: rows,
        };
        (0..=shape.full()).map(move |empty| Board { shape, empty })
    }

    /// The regions' nimbers are plain search's on every position of every board of up to 12
    /// cells, and every position the mirror strategy calls lost has nimber 0 (on every
    /// position of the 4 × 4 board too).
    #[test]
    fn regions_and_mirrors_agree_with_plain_search() {
        let mut search = Solver::new(Cram);
        let mut regions = Regions::within(Budget::with_memory(1 << 30));
        let mut mirrored = 0;
        for (rows, columns) in [(1, 12), (2, 6), (3, 4), (4, 3), (2, 5), (3, 3), (4, 4)] {
            for b in boards(rows, columns) {
                let plain = search.value(&b).unwrap().nimber;
                assert_eq!(
                    Some(regions.nimber(&b).unwrap()),
                    plain,
                    "{}",
                    Cram.show_position(&b)
                );
                if mirror_lost(&b) {
                    assert_eq!(plain, Some(0), "{}", Cram.show_position(&b));
                    mirrored += 1;
                }
            }
        }
        assert!(
            mirrored > 100,
            "the mirror strategy was tried on {mirrored} positions"
        );
    }

    /// Gardner's boards: even × even is lost, even × odd won by the central domino; past
    /// what is searched, the answer comes from the mirror strategy, at once.
    #[test]
    fn even_boards_by_the_mirror_strategy() {
        let mut theory = Regions::within(Budget::with_memory(1 << 30));
        let read = |text: &str| theory_board(text);
        let eight = read("8x8");
        assert_eq!(theory.value(&eight).unwrap().nimber, Some(0));
        let analysis = theory.analyze(&read("6x7")).unwrap();
        assert_eq!(analysis.outcome, Outcome::Win);
        assert_eq!(analysis.nimber, None);
        let moves: Vec<String> = analysis
            .winning_moves
            .iter()
            .map(|m| m.mv.render(crate::text::Lang::En))
            .collect();
        assert_eq!(moves, ["d3-d4"]);
        let odd = theory.value(&read("7x9"));
        assert!(odd.is_err(), "7 × 9 is neither searched nor mirrored");
        assert_eq!(theory.value(&read("4x6")).unwrap().nimber, Some(0));
    }

    /// Any text is read or refused in one message, never a panic; each way a board can be
    /// wrong is refused.
    #[test]
    fn boards_are_read_or_refused() {
        let read = |text: &str| {
            let words = [text.to_string()];
            Cram.read_position(&crate::notation::argument_tokens(&words))
        };
        for bad in [
            "3x0",
            "65x1",
            "9x9",
            "..|.",
            "..x",
            "",
            "1x65",
            "4294967296x1",
        ] {
            assert!(read(bad).is_err(), "{bad} is refused");
        }
        assert_eq!(read("2x3").unwrap().empty.count_ones(), 6);
        assert_eq!(read(".#|..").unwrap().empty.count_ones(), 3);
        let mut runner = proptest::test_runner::TestRunner::default();
        runner
            .run(&"[.#|x×0-9a\\u{0}]{0,80}", |text| {
                let _ = read(&text);
                Ok(())
            })
            .unwrap();
    }

    fn theory_board(text: &str) -> Board {
        let shape = grid::rectangle(text).unwrap().unwrap();
        Board {
            shape,
            empty: shape.full(),
        }
    }
}
