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
            let mut region = mask & mask.wrapping_neg();
            loop {
                let grown = self.spread(region) & mask;
                if grown == region {
                    break;
                }
                region = grown;
            }
            mask &= !region;
            out.push(region);
        }
        out
    }

    /// The rows and columns `mask` touches, as (first row, rows, first column, columns).
    fn bounds(self, mask: u64) -> (u8, u8, u8, u8) {
        let (mut r0, mut r1, mut c0, mut c1) = (u8::MAX, 0, u8::MAX, 0);
        let mut m = mask;
        while m != 0 {
            let i = m.trailing_zeros() as u8;
            m &= m - 1;
            let (r, c) = (i / self.w, i % self.w);
            r0 = r0.min(r);
            r1 = r1.max(r);
            c0 = c0.min(c);
            c1 = c1.max(c);
        }
        (r0, r1 - r0 + 1, c0, c1 - c0 + 1)
    }

    /// The masks (one per layer, all non-empty together) moved onto the smallest board that
    /// holds them.
    pub fn crop<const K: usize>(self, layers: [u64; K]) -> (Shape, [u64; K]) {
        let all = layers.iter().fold(0, |a, m| a | m);
        if all == 0 {
            return (Shape { w: 0, h: 0 }, [0; K]);
        }
        let (r0, h, c0, w) = self.bounds(all);
        let to = Shape { w, h };
        (to, layers.map(|m| self.map(m, to, |r, c| (r - r0, c - c0))))
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
    /// mirror left–right, mirror top–bottom, half turn.
    pub fn mirrors<const K: usize>(self, layers: [u64; K]) -> [[u64; K]; 4] {
        let (w, h) = (self.w, self.h);
        let f = |flip_r: bool, flip_c: bool| {
            layers.map(|m| {
                self.map(m, self, |r, c| {
                    (
                        if flip_r { h - 1 - r } else { r },
                        if flip_c { w - 1 - c } else { c },
                    )
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

    /// The name of cell i: column letter and row number from the top (`b3`).
    pub fn cell_name(self, i: u32) -> String {
        let (r, c) = (i / self.w as u32, i % self.w as u32);
        let letter = char::from(b'a' + (c as u8 % 26));
        format!("{letter}{}", r + 1)
    }
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
