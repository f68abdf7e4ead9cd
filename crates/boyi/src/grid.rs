//! Rectangular boards of at most 64 cells as bit masks (bit r·w + c), with what the grid
//! games share: neighbours, connected regions, cropping and the board's symmetries.

/// A board's width and height.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Shape {
    /// Columns.
    pub w: u8,
    /// Rows.
    pub h: u8,
}

impl Shape {
    /// The number of cells.
    pub fn cells(self) -> u32 {
        self.w as u32 * self.h as u32
    }

    /// Every cell.
    pub fn full(self) -> u64 {
        match self.cells() {
            64 => u64::MAX,
            n => (1u64 << n) - 1,
        }
    }

    /// The cells of column c.
    fn column(self, c: u8) -> u64 {
        (0..self.h).fold(0, |m, r| m | 1 << (r as u32 * self.w as u32 + c as u32))
    }

    /// The cells of `mask` whose right neighbour is in `mask`.
    pub fn with_right(self, mask: u64) -> u64 {
        mask & (mask >> 1) & !self.column(self.w - 1)
    }

    /// The cells of `mask` whose lower neighbour is in `mask`.
    pub fn with_below(self, mask: u64) -> u64 {
        mask & (mask >> self.w)
    }

    /// `mask` and every cell next to it (up, down, left, right).
    pub fn spread(self, mask: u64) -> u64 {
        let w = self.w as u32;
        let sideways = ((mask << 1) & !self.column(0)) | ((mask >> 1) & !self.column(self.w - 1));
        (mask | sideways | (mask << w) | (mask >> w)) & self.full()
    }

    /// The connected regions of `mask`.
    pub fn regions(self, mut mask: u64) -> Vec<u64> {
        let mut out = Vec::new();
        while mask != 0 {
            let region = self.region_of(mask, mask & mask.wrapping_neg());
            mask &= !region;
            out.push(region);
        }
        out
    }

    /// The cells of `mask` connected to `seed` (cells of `mask`) within `mask`.
    pub fn region_of(self, mask: u64, seed: u64) -> u64 {
        let mut region = seed;
        loop {
            let grown = self.spread(region) & mask;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }

    /// The cells of one row, as the low bits.
    fn row_mask(self) -> u64 {
        match self.w {
            64 => u64::MAX,
            w => (1u64 << w) - 1,
        }
    }

    /// Row r of `mask`, as the low bits.
    fn row(self, mask: u64, r: u8) -> u64 {
        (mask >> (r as u32 * self.w as u32)) & self.row_mask()
    }

    /// The masks (one per layer, all non-empty together) moved onto the smallest board that
    /// holds them, a row at a time.
    pub fn crop<const K: usize>(self, layers: [u64; K]) -> (Shape, [u64; K]) {
        let all = layers.iter().fold(0, |a, m| a | m);
        if all == 0 {
            return (Shape { w: 0, h: 0 }, [0; K]);
        }
        let w = self.w as u32;
        let (r0, r1) = (all.trailing_zeros() / w, (63 - all.leading_zeros()) / w);
        let columns = (r0..=r1).fold(0, |c, r| c | self.row(all, r as u8));
        let (c0, c1) = (columns.trailing_zeros(), 63 - columns.leading_zeros());
        let to = Shape {
            w: (c1 - c0 + 1) as u8,
            h: (r1 - r0 + 1) as u8,
        };
        let moved = layers.map(|m| {
            (r0..=r1).fold(0, |out, r| {
                let row = (self.row(m, r as u8) >> c0) & to.row_mask();
                out | row << ((r - r0) * to.w as u32)
            })
        });
        (to, moved)
    }

    /// `mask` carried onto the board `to`, cell (r, c) going to `place(r, c)`.
    fn map(self, mut mask: u64, to: Shape, place: impl Fn(u8, u8) -> (u8, u8)) -> u64 {
        let mut out = 0;
        while mask != 0 {
            let i = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            let (r, c) = place(i / self.w, i % self.w);
            out |= 1u64 << (r as u32 * to.w as u32 + c as u32);
        }
        out
    }

    /// The images of the layers under the four symmetries that keep rows rows: identity,
    /// mirror left–right, mirror top–bottom, half turn; a row at a time.
    pub fn mirrors<const K: usize>(self, layers: [u64; K]) -> [[u64; K]; 4] {
        let (w, h) = (self.w as u32, self.h as u32);
        let reversed = |row: u64| row.reverse_bits() >> (64 - w);
        let f = |flip_r: bool, flip_c: bool| {
            layers.map(|m| {
                (0..h).fold(0, |out, r| {
                    let row = self.row(m, r as u8);
                    let row = if flip_c { reversed(row) } else { row };
                    let to = if flip_r { h - 1 - r } else { r };
                    out | row << (to * w)
                })
            })
        };
        [layers, f(false, true), f(true, false), f(true, true)]
    }

    /// The board turned on its diagonal (rows become columns).
    pub fn transposed<const K: usize>(self, layers: [u64; K]) -> (Shape, [u64; K]) {
        let to = Shape {
            w: self.h,
            h: self.w,
        };
        (to, layers.map(|m| self.map(m, to, |r, c| (c, r))))
    }

    /// The cells of the middle 1, 2, … columns of the board (rows, when it is taller than
    /// wide), short of the whole board: smaller boards like this one, whose search foretells
    /// this one's (see [`super::search::Search::value_foretold`]).
    pub fn windows(self) -> Vec<u64> {
        let (w, h) = (self.w as u32, self.h as u32);
        let middle = |long: u32, keep: u32, cell: &dyn Fn(u32) -> u64| {
            let from = (long - keep) / 2;
            (from..from + keep).fold(0, |m, i| m | cell(i))
        };
        if w >= h {
            let column = |c: u32| self.column(c as u8);
            (1..w).map(|k| middle(w, k, &column)).collect()
        } else {
            let row = |r: u32| self.row_mask() << (r * w);
            (1..h).map(|k| middle(h, k, &row)).collect()
        }
    }

    /// The name of cell i: column letter and row number from the top (`b3`).
    pub fn cell_name(self, i: u32) -> String {
        let (r, c) = (i / self.w as u32, i % self.w as u32);
        let letter = char::from(b'a' + (c as u8 % 26));
        format!("{letter}{}", r + 1)
    }
}

/// `RxC` (or `R×C`): the shape of the empty board of R rows and C columns, refused past 64
/// cells; `None` for other text.
pub fn rectangle(text: &str) -> Result<Option<Shape>, crate::Error> {
    let Some((r, c)) = text.split_once(['x', '×']) else {
        return Ok(None);
    };
    let (Ok(rows), Ok(columns)) = (r.parse::<u32>(), c.parse::<u32>()) else {
        return Ok(None);
    };
    // In 64 bits: 65536x65536 is 2^32 cells, which a 32-bit product wrapped to 0.
    let cells = u64::from(rows) * u64::from(columns);
    if cells == 0 || cells > 64 {
        return Err(crate::Error::invalid(
            crate::text::Text::new("error-board-too-big").arg("cells", cells),
        ));
    }
    Ok(Some(Shape {
        w: columns as u8,
        h: rows as u8,
    }))
}

/// Reads a board of rows separated by `|`, each character one cell, into one mask per
/// entry of `layers` (the characters that set a bit in that layer); `blank` characters set
/// none. Refuses rows of unequal length, unknown characters and boards over 64 cells.
pub fn read<const K: usize>(
    text: &str,
    layers: [&[char]; K],
    blank: &[char],
) -> Result<(Shape, [u64; K]), crate::Error> {
    use crate::notation::{ParseError, Place};
    use crate::text::Text;
    let rows: Vec<Vec<char>> = text.split('|').map(|r| r.chars().collect()).collect();
    let w = rows[0].len();
    let h = rows.len();
    let place = |column: usize| Place::Text { line: 1, column };
    if w == 0 || rows.iter().any(|r| r.len() != w) {
        return Err(ParseError::at(Text::new("error-board-rows"), place(1)).into());
    }
    if w * h > 64 {
        return Err(ParseError::at(
            Text::new("error-board-too-big").arg("cells", w * h),
            place(1),
        )
        .into());
    }
    let shape = Shape {
        w: w as u8,
        h: h as u8,
    };
    let mut masks = [0u64; K];
    for (r, row) in rows.iter().enumerate() {
        for (c, ch) in row.iter().enumerate() {
            let bit = 1u64 << (r * w + c);
            match layers.iter().position(|l| l.contains(ch)) {
                Some(k) => masks[k] |= bit,
                None if blank.contains(ch) => {}
                None => {
                    let column = r * (w + 1) + c + 1;
                    return Err(ParseError {
                        message: Text::new("error-board-cell"),
                        token: ch.to_string(),
                        at: place(column),
                    }
                    .into());
                }
            }
        }
    }
    Ok((shape, masks))
}

/// Writes a board as [`read`] reads it: the first character of each layer, `blank` else.
pub fn show<const K: usize>(
    shape: Shape,
    masks: [u64; K],
    marks: [char; K],
    blank: char,
) -> String {
    let mut out = String::with_capacity(shape.cells() as usize + shape.h as usize);
    for r in 0..shape.h as u32 {
        if r > 0 {
            out.push('|');
        }
        for c in 0..shape.w as u32 {
            let bit = 1u64 << (r * shape.w as u32 + c);
            out.push(
                masks
                    .iter()
                    .position(|m| m & bit != 0)
                    .map_or(blank, |k| marks[k]),
            );
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The cells of `mask` as (row, column).
    fn cells(shape: Shape, mask: u64) -> Vec<(u32, u32)> {
        (0..shape.cells())
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| (i / shape.w as u32, i % shape.w as u32))
            .collect()
    }

    /// The mask of `cells` on `shape`.
    fn mask(shape: Shape, cells: impl IntoIterator<Item = (u32, u32)>) -> u64 {
        cells
            .into_iter()
            .fold(0, |m, (r, c)| m | 1 << (r * shape.w as u32 + c))
    }

    /// Windows are the middle columns of a wide board, the middle rows of a tall one, one
    /// more each time, short of the whole.
    #[test]
    fn windows_grow_from_the_middle() {
        let wide = Shape { w: 5, h: 2 };
        let columns: Vec<Vec<(u32, u32)>> =
            wide.windows().into_iter().map(|m| cells(wide, m)).collect();
        assert_eq!(columns[0], [(0, 2), (1, 2)]);
        assert_eq!(columns[1], [(0, 1), (0, 2), (1, 1), (1, 2)]);
        assert_eq!(columns.len(), 4);
        assert_eq!(columns[3].len(), 8);
        let tall = Shape { w: 2, h: 3 };
        let rows: Vec<Vec<(u32, u32)>> =
            tall.windows().into_iter().map(|m| cells(tall, m)).collect();
        assert_eq!(
            rows,
            [vec![(1, 0), (1, 1)], vec![(0, 0), (0, 1), (1, 0), (1, 1)]]
        );
        assert!(Shape { w: 1, h: 1 }.windows().is_empty());
    }

    proptest! {
        /// The row-at-a-time crop and mirrors move every cell where a cell-by-cell map would.
        #[test]
        fn crop_and_mirrors_move_each_cell(
            (w, h) in (1u8..=64).prop_flat_map(|w| (Just(w), 1u8..=64 / w)),
            bits: u64,
            thin: u64,
        ) {
            let shape = Shape { w, h };
            let m = bits & thin & shape.full();
            let all = cells(shape, m);
            let (wide, high) = (w as u32, h as u32);
            let images = shape.mirrors([m]);
            prop_assert_eq!(images[1][0], mask(shape, all.iter().map(|&(r, c)| (r, wide - 1 - c))));
            prop_assert_eq!(images[2][0], mask(shape, all.iter().map(|&(r, c)| (high - 1 - r, c))));
            prop_assert_eq!(images[3][0], mask(shape, all.iter().map(|&(r, c)| (high - 1 - r, wide - 1 - c))));
            let (to, [cropped]) = shape.crop([m]);
            if let (Some(r0), Some(c0)) = (all.iter().map(|p| p.0).min(), all.iter().map(|p| p.1).min()) {
                let r1 = all.iter().map(|p| p.0).max().unwrap();
                let c1 = all.iter().map(|p| p.1).max().unwrap();
                prop_assert_eq!((to.w as u32, to.h as u32), (c1 - c0 + 1, r1 - r0 + 1));
                prop_assert_eq!(cropped, mask(to, all.iter().map(|&(r, c)| (r - r0, c - c0))));
            } else {
                prop_assert_eq!(cropped, 0);
            }
        }
    }

    #[test]
    fn regions_crop_and_mirrors() {
        let (shape, [empty]) = read("..#|#.#|##.", [&['.']], &['#']).unwrap();
        let regions = shape.regions(empty);
        assert_eq!(regions.len(), 2);
        let (small, [m]) = shape.crop([regions[0]]);
        assert_eq!(show(small, [m], ['.'], '#'), "..|#.");
        let images = small.mirrors([m]);
        assert_eq!(show(small, images[3], ['.'], '#'), ".#|..");
        let (t, [mt]) = small.transposed([m]);
        assert_eq!(show(t, [mt], ['.'], '#'), ".#|..");
        assert_eq!(shape.cell_name(7), "b3");
    }
}
