//! A Domineering board of up to 128 cells as one 128-bit set, as the outcome search sees
//! it: where each player can place a domino, the board's symmetries, and how many dominoes
//! each player can still place at most and at least.
//!
//! Left places vertical dominoes, Right horizontal ones. Cell (r, c) is bit r × columns + c.

use crate::error::Error;
use crate::notation::{ParseError, Place};
use crate::partizan::family::Side;
use crate::text::Text;

mod count;
mod pools;

/// A set of cells.
pub type Cells = u128;

/// The most cells a board of the outcome search has.
pub const MAX_CELLS: u32 = 128;

/// The most symmetries a board has (a square's eight).
pub const MAX_IMAGES: usize = 8;

/// A rectangle of `rows` × `columns` cells and what the search precomputes of it.
#[derive(Clone, Debug)]
pub struct Field {
    /// Rows.
    pub rows: u32,
    /// Columns.
    pub columns: u32,
    /// The cells of the last column.
    last_column: Cells,
    /// The cells of the first column.
    first_column: Cells,
    /// The symmetries of the rectangle: where each cell goes, and whether the image swaps
    /// the players (a square turned on a diagonal, or a quarter turn).
    images: Vec<Image>,
    /// How much a domino of Left (0) or Right (1) is preferred by where it lies, by its
    /// first cell ([`preferences`]).
    preference: [Vec<i32>; 2],
}

/// Where a symmetry takes the cell of row r, column c.
type CellMap = Box<dyn Fn(u32, u32) -> (u32, u32)>;

/// Whether a place (line, place in the line, both from 1) belongs to a group of
/// [`preferences`].
type PlaceTest = fn(u32, u32) -> bool;

/// One symmetry of the rectangle.
#[derive(Clone, Debug)]
struct Image {
    /// The image of each cell, as a one-cell set.
    to: Vec<Cells>,
    /// Whether vertical dominoes become horizontal.
    swaps: bool,
}

impl Field {
    /// The rectangle of `rows` × `columns`, refused past [`MAX_CELLS`].
    pub fn new(rows: u32, columns: u32) -> Result<Field, Error> {
        let cells = u64::from(rows) * u64::from(columns);
        if cells == 0 || cells > u64::from(MAX_CELLS) {
            return Err(Error::invalid(
                Text::new("error-outcome-too-big")
                    .arg("cells", cells)
                    .arg("most", MAX_CELLS),
            ));
        }
        let column = |c: u32| (0..rows).fold(0, |m: Cells, r| m | 1 << (r * columns + c));
        let (r1, c1) = (rows - 1, columns - 1);
        let mut maps: Vec<(bool, CellMap)> = vec![
            (false, Box::new(|r, c| (r, c))),
            (false, Box::new(move |r, c| (r, c1 - c))),
            (false, Box::new(move |r, c| (r1 - r, c))),
            (false, Box::new(move |r, c| (r1 - r, c1 - c))),
        ];
        if rows == columns {
            maps.push((true, Box::new(|r, c| (c, r))));
            maps.push((true, Box::new(move |r, c| (c1 - c, r1 - r))));
            maps.push((true, Box::new(move |r, c| (c, r1 - r))));
            maps.push((true, Box::new(move |r, c| (c1 - c, r))));
        }
        let images = maps
            .into_iter()
            .map(|(swaps, map)| Image {
                swaps,
                to: (0..rows * columns)
                    .map(|i| {
                        let (r, c) = map(i / columns, i % columns);
                        1 << (r * columns + c)
                    })
                    .collect(),
            })
            .collect();
        Ok(Field {
            rows,
            columns,
            first_column: column(0),
            last_column: column(columns - 1),
            images,
            preference: [
                preferences(columns, rows, |line, at| at * columns + line),
                preferences(rows, columns, |line, at| line * columns + at),
            ],
        })
    }

    /// Every cell of the rectangle.
    pub fn all(&self) -> Cells {
        match self.rows * self.columns {
            128 => Cells::MAX,
            n => (1 << n) - 1,
        }
    }

    /// How far apart the two cells of `side`'s dominoes are.
    pub fn step(&self, side: Side) -> u32 {
        match side {
            Side::Left => self.columns,
            Side::Right => 1,
        }
    }

    /// The first cells of the dominoes `side` can place on the empty cells `empty`.
    pub fn moves(&self, side: Side, empty: Cells) -> Cells {
        match side {
            Side::Left => empty & (empty >> self.columns),
            Side::Right => empty & (empty >> 1) & !self.last_column,
        }
    }

    /// How much a domino of `side` whose first cell is `i` is preferred by where it lies.
    pub fn preference(&self, side: Side, i: u32) -> i32 {
        self.preference[usize::from(side == Side::Right)][i as usize]
    }

    /// Where cell `i` comes when the cells are read along `side`'s lines, line by line (row
    /// by row for Right, column by column for Left): the order in which moves that score
    /// alike are tried, the same for both players of a board and of the board turned.
    pub fn line_rank(&self, side: Side, i: u32) -> u32 {
        match side {
            Side::Left => (i % self.columns) * self.rows + i / self.columns,
            Side::Right => i,
        }
    }

    /// The two cells of `side`'s domino whose first cell is `i`.
    pub fn domino(&self, side: Side, i: u32) -> Cells {
        (1 | 1 << self.step(side)) << i
    }

    /// Every empty cell a domino of `side` could cover now: an empty cell with an empty
    /// neighbour along `side`'s lines.
    pub fn coverable(&self, side: Side, empty: Cells) -> Cells {
        let starts = self.moves(side, empty);
        starts | starts << self.step(side)
    }

    /// The most dominoes `side` can place on the cells `cells` without overlap: half of
    /// each run of cells along its lines, rounded down (a run of k cells takes ⌊k/2⌋ and
    /// no more).
    pub fn packing(&self, side: Side, cells: Cells) -> u32 {
        self.packed(side, cells).count_ones()
    }

    /// The first cells of such a packing: each run along `side`'s lines gives up its first
    /// two cells, a layer at a time.
    fn packed(&self, side: Side, mut cells: Cells) -> Cells {
        let step = self.step(side);
        let (no_before, no_after) = self.line_ends(side);
        let mut firsts = 0;
        while cells != 0 {
            let starts = cells & !((cells << step) & !no_before);
            let pairs = starts & (cells >> step) & !no_after;
            firsts |= pairs;
            cells &= !(starts | pairs << step);
        }
        firsts
    }

    /// The first cells of a packing of `cells` like [`Field::packed`]'s, but each run giving
    /// up its last two cells first: an odd run keeps its first cell spare instead of its
    /// last.
    fn packed_from_end(&self, side: Side, mut cells: Cells) -> Cells {
        let step = self.step(side);
        let (no_before, no_after) = self.line_ends(side);
        let mut firsts = 0;
        while cells != 0 {
            let ends = cells & !((cells >> step) & !no_after);
            let pairs = ((ends & !no_before) >> step) & cells;
            firsts |= pairs;
            cells &= !(ends | pairs);
        }
        firsts
    }

    /// The first cells of the safe moves of `side` on its `protected` cells among `empty`:
    /// as many as [`Field::packing`] counts, each run of protected cells packed so that an
    /// odd run keeps its spare cell at an end beside an empty cell where it can (the end
    /// before the run where only that one is, else the end after it), so that the spare cell
    /// and that empty cell may be counted as a further domino. Any packing of the protected
    /// cells with the most dominoes holds the same safe moves; this one leaves the most
    /// further dominoes.
    pub(crate) fn safe_packing(&self, side: Side, protected: Cells, empty: Cells) -> Cells {
        let step = self.step(side);
        let (no_before, no_after) = self.line_ends(side);
        let starts = protected & !((protected << step) & !no_before);
        let ends = protected & !((protected >> step) & !no_after);
        // Odd runs with an empty cell before them, and runs with none after them.
        let open_before = starts & !no_before & (empty << step);
        if open_before == 0 {
            return self.packed(side, protected);
        }
        let open_before = open_before & self.run_parities(side, protected).1;
        let walled_after = ends & (no_after | !(empty >> step));
        let (mut forward, mut backward) = (open_before, walled_after);
        loop {
            let next = forward | ((forward & !no_after) << step) & protected;
            let back = backward | ((backward & !no_before) >> step) & protected;
            if next == forward && back == backward {
                break;
            }
            (forward, backward) = (next, back);
        }
        let turned = forward & backward;
        self.packed(side, protected & !turned) | self.packed_from_end(side, turned)
    }

    /// The cells of `cells` at an even distance from the start of their run along `side`'s
    /// lines, and those at an even distance from its end. Taking away a cell at an odd
    /// distance from either end of its run costs a domino of the run's packing; any other,
    /// none.
    pub fn run_parities(&self, side: Side, cells: Cells) -> (Cells, Cells) {
        let step = self.step(side);
        let (no_before, no_after) = self.line_ends(side);
        let (mut rest, mut from_start) = (cells, 0);
        while rest != 0 {
            let starts = rest & !((rest << step) & !no_before);
            from_start |= starts;
            rest &= !(starts | (starts & !no_after) << step);
        }
        let (mut rest, mut from_end) = (cells, 0);
        while rest != 0 {
            let ends = rest & !((rest >> step) & !no_after);
            from_end |= ends;
            rest &= !(ends | (ends & !no_before) >> step);
        }
        (from_start, from_end)
    }

    /// The cells with no cell before them along `side`'s lines, and those with none after.
    fn line_ends(&self, side: Side) -> (Cells, Cells) {
        match side {
            Side::Left => (0, 0),
            Side::Right => (self.first_column, self.last_column),
        }
    }

    /// How many dominoes `side` can still place at most on the empty cells `empty`: each
    /// domino lies in one of its lines, and the opponent's moves only take cells away.
    pub fn real(&self, side: Side, empty: Cells) -> u32 {
        self.packing(side, empty)
    }

    /// The cells of `empty` no domino of `side`'s opponent can ever cover: the opponent's
    /// moves only take cells away, so a cell with no empty neighbour along the opponent's
    /// lines never gets one.
    pub fn protected(&self, side: Side, empty: Cells) -> Cells {
        empty & !self.coverable(side.other(), empty)
    }

    /// The first cells of `side`'s moves that need not be tried on `empty`, whose cells
    /// `side`'s opponent can never cover are `protected` ([`Field::protected`]): each is a
    /// safe move (both its cells protected) that another move of `side` kept here is at
    /// least as good as, for `side`.
    ///
    /// The proofs rest on one lemma. Let a map of cells take board Y to board X so that every
    /// move of `side` on X is the image of one on Y, every move of the opponent on Y has an
    /// image on X, and corresponding moves leave boards so related again. Then Y is at least as
    /// good as X for `side` (for Left, Y ≥ X): by induction, as Y ≥ X fails only where some
    /// Y^R ≤ X, whence X^R ≤ Y^R ≤ X, or some X^L ≥ Y, whence Y^L ≥ X^L ≥ Y, and no game is
    /// as good for a player as one of its own options after that player's move (X^R ≤ X and
    /// Y^L ≥ Y never hold). Take a run c1 … ce of empty cells along `side`'s lines, ended at
    /// both ends by a filled cell or the edge.
    ///
    /// - Where c2 … c(i+1) are protected (i ≥ 2), the move (ci, ci+1) is dominated by
    ///   (c1, c2). Map the cells c3 … c(i+1) that (c1, c2) leaves onto c1 … c(i−1) that
    ///   (ci, ci+1) leaves, and every other cell to itself: the opponent never moves on
    ///   c3 … c(i+1), and every move of `side` on c1 … c(i−1) is one on c3 … c(i+1) (c1 has no
    ///   empty cell before it along the line); after (c1, c2) the cells also join c(i+2).
    /// - From the run's other end the same: (ci, ci+1) is dominated by (c(e−1), ce) where
    ///   ci … c(e−1) are protected and i + 1 < e.
    /// - A sealed run, all of whose cells are protected, is a part of the board only `side`
    ///   moves on: an integer, the dominoes it packs; the sealed runs together are an integer
    ///   n, and the board is H + n. Its first move leaves H + (n − 1), as the first move of
    ///   every other sealed run does, so one of them, the least, is kept. In a sealed run
    ///   only the first rule is applied, which keeps the first move: the second would drop it
    ///   for the last, and the first the last for it.
    ///
    /// Each dropped move is dominated by a kept one: a move at a run's end that is dropped
    /// (c1 … c(e−1) protected, or c2 … ce) is dominated by the move at the other end, which
    /// takes the run's one unprotected cell and is never dropped.
    pub fn dominated(&self, side: Side, empty: Cells, protected: Cells) -> Cells {
        if self.moves(side, protected) == 0 {
            return 0;
        }
        let (step, (no_before, no_after)) = (self.step(side), self.line_ends(side));
        let forward = |x: Cells| (x & !no_after) << step;
        let back = |x: Cells| (x & !no_before) >> step;
        let both = |x: Cells| forward(x) | back(x);
        let grow = |seed: Cells, along: &dyn Fn(Cells) -> Cells| {
            let mut reached = seed & protected;
            loop {
                let next = reached | along(reached) & protected;
                if next == reached {
                    return reached;
                }
                reached = next;
            }
        };
        let run_start = empty & !forward(empty);
        let run_end = empty & !back(empty);
        let from_start = grow(forward(run_start), &forward);
        let from_end = grow(back(run_end), &back);
        let sealed = protected & !grow(both(empty & !protected), &both);
        let sealed_starts = self.moves(side, sealed) & run_start;
        self.moves(side, from_start)
            | self.moves(side, from_end & !sealed)
            | sealed_starts & !(sealed_starts & sealed_starts.wrapping_neg())
    }

    /// The cells next to `cells` along `side`'s lines, before or after them.
    pub fn beside(&self, side: Side, cells: Cells) -> Cells {
        let step = self.step(side);
        let (no_before, no_after) = self.line_ends(side);
        ((cells & !no_after) << step) | ((cells & !no_before) >> step)
    }

    /// The number of symmetries of the rectangle.
    pub fn image_count(&self) -> usize {
        self.images.len()
    }

    /// Image `k` of the cells `cells`, and whether it swaps the players.
    pub fn image(&self, k: usize, cells: Cells) -> (Cells, bool) {
        let image = &self.images[k];
        let mut out = 0;
        let mut rest = cells;
        while rest != 0 {
            out |= image.to[rest.trailing_zeros() as usize];
            rest &= rest - 1;
        }
        (out, image.swaps)
    }

    /// The images of `cells` under every symmetry (the first is `cells`).
    pub fn images(&self, cells: Cells) -> [Cells; MAX_IMAGES] {
        let mut out = [0; MAX_IMAGES];
        for (k, o) in out.iter_mut().enumerate().take(self.images.len()) {
            *o = self.image(k, cells).0;
        }
        out
    }

    /// Whether symmetry `k` swaps the players.
    pub fn swaps(&self, k: usize) -> bool {
        self.images[k].swaps
    }

    /// The name of cell i: column letter and row number from the top (`b3`).
    pub fn cell_name(&self, i: u32) -> String {
        let (r, c) = (i / self.columns, i % self.columns);
        let letter = char::from(b'a' + (c % 26) as u8);
        format!("{letter}{}", r + 1)
    }

    /// The region of the first cell of `cells`: the cells of `cells` joined to it through
    /// neighbours in `cells`; `None` as soon as it has more than `most` cells.
    pub fn region_of(&self, cells: Cells, most: u32) -> Option<Cells> {
        let mut region = cells & cells.wrapping_neg();
        loop {
            if region.count_ones() > most {
                return None;
            }
            let next = self.beside(Side::Left, region) | self.beside(Side::Right, region);
            let grown = (region | next) & cells;
            if grown == region {
                return Some(region);
            }
            region = grown;
        }
    }

    /// The rows and columns `cells` spans: first row, first column, rows, columns.
    pub fn span(&self, cells: Cells) -> (u32, u32, u32, u32) {
        let (mut r0, mut r1, mut c0, mut c1) = (u32::MAX, 0, u32::MAX, 0);
        for i in each_cell(cells) {
            let (r, c) = (i / self.columns, i % self.columns);
            (r0, r1, c0, c1) = (r0.min(r), r1.max(r), c0.min(c), c1.max(c));
        }
        (r0, c0, r1 + 1 - r0, c1 + 1 - c0)
    }
}

/// A static preference for each domino of a player with `lines` lines of `length` cells,
/// by its first cell (`cell(line, at)` numbers the cells): Bullock's placement values of
/// Obsequi (2002), which favour dominoes in the second line from an edge, starting at odd
/// places from the line's end, then the other lines in the even ones, then odd places of
/// the inner lines, then the rest; nearer the corner first within each group, the same for
/// the four mirror images. They only order moves that score alike otherwise.
fn preferences(lines: u32, length: u32, cell: impl Fn(u32, u32) -> u32) -> Vec<i32> {
    let mut value = vec![0; (lines * length) as usize];
    let groups: [(i32, PlaceTest); 4] = [
        (127, |line, at| line % 2 == 0 && at % 2 == 1),
        (90, |line, _| line % 2 == 0),
        (70, |line, at| line >= 3 && at % 2 == 1),
        (30, |_, _| true),
    ];
    let mut set = vec![false; value.len()];
    for (top, belongs) in groups {
        let mut next = top;
        // Lines and places counted from 1 and folded onto the first half.
        for line in 1..=lines.div_ceil(2) {
            for at in 1..=length / 2 {
                let first = cell(line - 1, at - 1) as usize;
                if set[first] || !belongs(line, at) {
                    continue;
                }
                next -= 1;
                for (l, a) in [
                    (line, at),
                    (lines + 1 - line, at),
                    (line, length - at),
                    (lines + 1 - line, length - at),
                ] {
                    let i = cell(l - 1, a - 1) as usize;
                    value[i] = next;
                    set[i] = true;
                }
            }
        }
    }
    value
}

/// Reads a board: `RxC` for the empty rectangle, or rows of `.` (empty) and `#` (taken)
/// joined by `|`; its rectangle and empty cells.
pub fn read(text: &str) -> Result<(Field, Cells), Error> {
    if let Some((r, c)) = text.split_once(['x', '×']) {
        if let (Ok(rows), Ok(columns)) = (r.parse::<u32>(), c.parse::<u32>()) {
            let field = Field::new(rows, columns)?;
            let all = field.all();
            return Ok((field, all));
        }
    }
    let rows: Vec<Vec<char>> = text.split('|').map(|r| r.chars().collect()).collect();
    let columns = rows[0].len();
    let place = |column: usize| Place::Text { line: 1, column };
    if columns == 0 || rows.iter().any(|r| r.len() != columns) {
        return Err(ParseError::at(Text::new("error-board-rows"), place(1)).into());
    }
    let cells = rows.len() * columns;
    if cells > MAX_CELLS as usize {
        return Err(ParseError::at(
            Text::new("error-outcome-too-big")
                .arg("cells", cells)
                .arg("most", MAX_CELLS),
            place(1),
        )
        .into());
    }
    let field = Field::new(rows.len() as u32, columns as u32)?;
    let mut empty = 0;
    for (r, row) in rows.iter().enumerate() {
        for (c, ch) in row.iter().enumerate() {
            match ch {
                '.' => empty |= 1 << (r * columns + c),
                '#' => {}
                _ => {
                    return Err(ParseError {
                        message: Text::new("error-board-cell"),
                        token: ch.to_string(),
                        at: place(r * (columns + 1) + c + 1),
                    }
                    .into())
                }
            }
        }
    }
    Ok((field, empty))
}

/// Writes a board as [`read`] reads it.
pub fn show(field: &Field, empty: Cells) -> String {
    let mut out = String::new();
    for r in 0..field.rows {
        if r > 0 {
            out.push('|');
        }
        for c in 0..field.columns {
            let bit = 1 << (r * field.columns + c);
            out.push(if empty & bit != 0 { '.' } else { '#' });
        }
    }
    out
}

/// The cells of `cells`, lowest first.
pub fn each_cell(mut cells: Cells) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        (cells != 0).then(|| {
            let i = cells.trailing_zeros();
            cells &= cells - 1;
            i
        })
    })
}

#[cfg(test)]
mod tests;
