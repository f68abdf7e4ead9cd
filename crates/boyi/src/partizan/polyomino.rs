//! Polyominoes: the connected sets of cells of the square grid, each once up to the eight
//! symmetries of the square, as the smallest board that holds it. A region of a Domineering
//! board is one; its value is kept by the four images that keep rows rows and negated by the
//! four that turn rows into columns (Left's vertical dominoes become Right's).
//!
//! Each size is grown from the one before by adding a cell next to a polyomino in every way,
//! keeping the least image (the method of D. H. Redelmeier, "Counting polyominoes: yet
//! another attack", Discrete Math. 36, 1981, in its simplest form); the counts are OEIS
//! A000105.

use crate::grid::Shape;
use rustc_hash::FxHashSet;

/// The most cells a polyomino may have here: one of n cells spans w + h ≤ n + 1 rows and
/// columns, so up to 15 cells its board (8 × 8 at most) fits the 64 cells of a board mask.
pub const MOST_CELLS: u32 = 15;

/// How many polyominoes there are of 1, 2, …, [`MOST_CELLS`] cells (OEIS A000105), for
/// estimates before the work.
pub const FREE_COUNTS: [u64; MOST_CELLS as usize] = [
    1, 1, 2, 5, 12, 35, 108, 369, 1285, 4655, 17073, 63600, 238591, 901971, 3426576,
];

/// A polyomino in its least image: the board that holds it exactly, and its cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Polyomino {
    /// The smallest board that holds it.
    pub shape: Shape,
    /// Its cells on that board.
    pub cells: u64,
}

impl Polyomino {
    /// The least of the eight images of `cells` (cropped to `shape`), and whether that image
    /// is turned: rows become columns, which in Domineering negates the value.
    pub fn least(shape: Shape, cells: u64) -> (Polyomino, bool) {
        let images = |shape: Shape, cells: u64| {
            let least = shape.mirrors([cells]).iter().map(|[m]| *m).min();
            Polyomino {
                shape,
                cells: least.unwrap_or(cells),
            }
        };
        let (turned_shape, [turned]) = shape.transposed([cells]);
        let (straight, turned) = (images(shape, cells), images(turned_shape, turned));
        match turned < straight {
            true => (turned, true),
            false => (straight, false),
        }
    }

    /// The number of cells.
    pub fn size(&self) -> u32 {
        self.cells.count_ones()
    }
}

/// The polyominoes of one size more than `smaller` (all of one size), sorted.
pub fn grow(smaller: &[Polyomino]) -> Vec<Polyomino> {
    let mut found = FxHashSet::default();
    for p in smaller {
        // The polyomino on a board one cell wider on every side, where its neighbours lie;
        // (w + 2)(h + 2) ≤ 90 cells below 15 cells, so the frame is a u128.
        let frame = Frame {
            w: p.shape.w as u32 + 2,
            h: p.shape.h as u32 + 2,
        };
        let mut inside = 0u128;
        let mut rest = p.cells;
        while rest != 0 {
            let i = rest.trailing_zeros();
            rest &= rest - 1;
            let (r, c) = (i / p.shape.w as u32, i % p.shape.w as u32);
            inside |= 1 << ((r + 1) * frame.w + c + 1);
        }
        let mut next = frame.neighbours(inside);
        while next != 0 {
            let cell = next & next.wrapping_neg();
            next &= next - 1;
            let (shape, cells) = frame.crop(inside | cell);
            found.insert(Polyomino::least(shape, cells).0);
        }
    }
    let mut out: Vec<Polyomino> = found.into_iter().collect();
    out.sort_unstable();
    out
}

/// Every polyomino of 1, 2, …, `most` cells (at most [`MOST_CELLS`]), size by size, each
/// size sorted and passed to `each` before the next is grown.
pub fn each_size<E>(
    most: u32,
    mut each: impl FnMut(&[Polyomino]) -> Result<(), E>,
) -> Result<(), E> {
    let one = Polyomino {
        shape: Shape { w: 1, h: 1 },
        cells: 1,
    };
    let mut size = vec![one];
    for n in 1..=most.min(MOST_CELLS) {
        if n > 1 {
            size = grow(&size);
        }
        each(&size)?;
    }
    Ok(())
}

/// A board of at most 128 cells, as a u128 mask (bit r·w + c).
#[derive(Clone, Copy)]
struct Frame {
    w: u32,
    h: u32,
}

impl Frame {
    /// The cells next to `mask` (up, down, left, right) and not in it.
    fn neighbours(self, mask: u128) -> u128 {
        let mut left_column = 0u128;
        for r in 0..self.h {
            left_column |= 1 << (r * self.w);
        }
        let right_column = left_column << (self.w - 1);
        let all = match self.w * self.h {
            128 => u128::MAX,
            n => (1u128 << n) - 1,
        };
        let sideways = ((mask << 1) & !left_column) | ((mask >> 1) & !right_column);
        (sideways | (mask << self.w) | (mask >> self.w)) & all & !mask
    }

    /// `mask` on the smallest board that holds it.
    fn crop(self, mask: u128) -> (Shape, u64) {
        let cells = || {
            let mut m = mask;
            std::iter::from_fn(move || {
                (m != 0).then(|| {
                    let i = m.trailing_zeros();
                    m &= m - 1;
                    (i / self.w, i % self.w)
                })
            })
        };
        let (r0, c0) = cells().fold((u32::MAX, u32::MAX), |(r0, c0), (r, c)| {
            (r0.min(r), c0.min(c))
        });
        let (r1, c1) = cells().fold((0, 0), |(r1, c1), (r, c)| (r1.max(r), c1.max(c)));
        let shape = Shape {
            w: (c1 - c0 + 1) as u8,
            h: (r1 - r0 + 1) as u8,
        };
        let out = cells().fold(0u64, |m, (r, c)| {
            m | 1 << ((r - r0) * shape.w as u32 + c - c0)
        });
        (shape, out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// OEIS A000105: free polyominoes with n cells.
    #[test]
    fn counts_are_the_free_polyominoes() {
        let known = &FREE_COUNTS[..11];
        let mut counts = Vec::new();
        each_size(known.len() as u32, |size| {
            counts.push(size.len() as u64);
            Ok::<(), ()>(())
        })
        .unwrap();
        assert_eq!(counts, known);
    }

    #[test]
    fn every_image_has_the_same_least_image() {
        each_size(7, |size| {
            for p in size {
                assert_eq!(Polyomino::least(p.shape, p.cells).0, *p);
                let (t, [m]) = p.shape.transposed([p.cells]);
                let straight = p.shape.mirrors([p.cells]).map(|[i]| (p.shape, i));
                let turned = t.mirrors([m]).map(|[i]| (t, i));
                for (shape, image) in straight.into_iter().chain(turned) {
                    assert_eq!(Polyomino::least(shape, image).0, *p);
                }
            }
            Ok::<(), ()>(())
        })
        .unwrap();
    }
}
