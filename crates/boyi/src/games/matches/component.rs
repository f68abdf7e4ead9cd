//! Components of a matchstick board as 8 x 8 bit boards (bit `8 * row + column`), the
//! representation behind the fast solver: legal cells, a placement, the split into
//! components and the key under the 8 symmetries of the square are a few word operations.

/// The longest side a board may have for the fast solver.
pub const SIDE: usize = 8;

/// Column 0 and column 7 of the bit board.
const FIRST_COLUMN: u64 = 0x0101_0101_0101_0101;
const LAST_COLUMN: u64 = FIRST_COLUMN << 7;

pub(super) fn left(x: u64) -> u64 {
    (x & !FIRST_COLUMN) >> 1
}

pub(super) fn right(x: u64) -> u64 {
    (x & !LAST_COLUMN) << 1
}

pub(super) fn up(x: u64) -> u64 {
    x >> 8
}

pub(super) fn down(x: u64) -> u64 {
    x << 8
}

/// The cells reachable from `seed` inside `within` by the steps of `step`.
pub(super) fn fill(seed: u64, within: u64, step: fn(u64) -> u64) -> u64 {
    let mut reached = seed;
    loop {
        let next = (reached | step(reached)) & within;
        if next == reached {
            return reached;
        }
        reached = next;
    }
}

pub(super) fn along_row(x: u64) -> u64 {
    left(x) | right(x)
}

pub(super) fn along_column(x: u64) -> u64 {
    up(x) | down(x)
}

fn around(x: u64) -> u64 {
    along_row(x) | along_column(x)
}

/// Each cell (r, c) moved to (7 - r, c).
pub(super) fn flip_rows(x: u64) -> u64 {
    x.swap_bytes()
}

/// Each cell (r, c) moved to (r, 7 - c).
pub(super) fn flip_columns(mut x: u64) -> u64 {
    x = ((x >> 1) & 0x5555_5555_5555_5555) | ((x & 0x5555_5555_5555_5555) << 1);
    x = ((x >> 2) & 0x3333_3333_3333_3333) | ((x & 0x3333_3333_3333_3333) << 2);
    ((x >> 4) & 0x0F0F_0F0F_0F0F_0F0F) | ((x & 0x0F0F_0F0F_0F0F_0F0F) << 4)
}

/// Each cell (r, c) moved to (c, r) (the "flip about the a1-h8 diagonal" of chess
/// programming, by three delta swaps).
pub(super) fn transpose(mut x: u64) -> u64 {
    let t = 0x0F0F_0F0F_0000_0000 & (x ^ (x << 28));
    x ^= t ^ (t >> 28);
    let t = 0x3333_0000_3333_0000 & (x ^ (x << 14));
    x ^= t ^ (t >> 14);
    let t = 0x5500_5500_5500_5500 & (x ^ (x << 7));
    x ^ t ^ (t >> 7)
}

/// One component: its empty cells, the horizontal matches that end its row stretches and
/// the vertical matches that end its column stretches. Every other cell acts as a wall: a
/// match may go in an empty cell unless the nearest match along its line, in either
/// direction, is of its own kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Component {
    empty: u64,
    horizontal: u64,
    vertical: u64,
}

/// The key of a component in the solver's table: its cells and bounding matches, moved to
/// the top left corner, as two words (empty or horizontal; empty or vertical).
pub type Key = (u64, u64);

/// The components of the empty cells `empty` (4-connected groups: two empty cells interact
/// exactly when they share a stretch of row or column), each with the matches that bound it.
pub fn components(empty: u64, horizontal: u64, vertical: u64) -> impl Iterator<Item = Component> {
    let mut rest = empty;
    std::iter::from_fn(move || {
        (rest != 0).then(|| {
            let group = fill(rest & rest.wrapping_neg(), empty, around);
            rest &= !group;
            Component {
                empty: group,
                horizontal: horizontal & along_row(group),
                vertical: vertical & along_column(group),
            }
        })
    })
}

impl Component {
    /// How many empty cells it has.
    pub fn empties(self) -> u32 {
        self.empty.count_ones()
    }

    /// The cells where a horizontal match may go and those where a vertical one may: a
    /// whole stretch is open to a kind unless a match of that kind ends it.
    pub fn legal(self) -> (u64, u64) {
        let open = |step: fn(u64) -> u64, own_kind: u64| {
            let (mut legal, mut rest) = (0, self.empty);
            while rest != 0 {
                let stretch = fill(rest & rest.wrapping_neg(), self.empty, step);
                rest &= !stretch;
                if step(stretch) & own_kind == 0 {
                    legal |= stretch;
                }
            }
            legal
        };
        (
            open(along_row, self.horizontal),
            open(along_column, self.vertical),
        )
    }

    /// Every placement: (cell as a one-bit mask, whether the match is horizontal).
    pub fn placements(self) -> impl Iterator<Item = (u64, bool)> {
        let (horizontal, vertical) = self.legal();
        let cells = |mut rest: u64| {
            std::iter::from_fn(move || {
                (rest != 0).then(|| {
                    let cell = rest & rest.wrapping_neg();
                    rest &= rest - 1;
                    cell
                })
            })
        };
        cells(horizontal)
            .map(|c| (c, true))
            .chain(cells(vertical).map(|c| (c, false)))
    }

    /// The components left after a match goes in the empty cell `cell` (a one-bit mask).
    pub fn place(self, cell: u64, horizontal: bool) -> impl Iterator<Item = Component> {
        let (h, v) = if horizontal {
            (self.horizontal | cell, self.vertical)
        } else {
            (self.horizontal, self.vertical | cell)
        };
        components(self.empty & !cell, h, v)
    }

    /// The image under one of the 8 symmetries (`k & 1` transposes, swapping the kinds of
    /// match; `k & 2` flips the rows; `k & 4` flips the columns), moved to the top left.
    fn image(self, k: u8) -> Key {
        let map = |mut x: u64| {
            if k & 1 == 1 {
                x = transpose(x);
            }
            if k & 2 == 2 {
                x = flip_rows(x);
            }
            if k & 4 == 4 {
                x = flip_columns(x);
            }
            x
        };
        let (empty, mut h, mut v) = (map(self.empty), map(self.horizontal), map(self.vertical));
        if k & 1 == 1 {
            std::mem::swap(&mut h, &mut v);
        }
        let all = empty | h | v;
        let mut columns = all;
        columns |= columns >> 32;
        columns |= columns >> 16;
        columns |= columns >> 8;
        let shift = 8 * (all.trailing_zeros() / 8) + (columns & 0xFF).trailing_zeros();
        ((empty | h) >> shift, (empty | v) >> shift)
    }

    /// The key as it stands (a cheap first lookup: most components recur as they are).
    pub fn key(self) -> Key {
        self.image(0)
    }

    /// The smallest key among the 8 symmetric images.
    pub fn canonical_key(self) -> Key {
        (0..8).map(|k| self.image(k)).min().expect("eight images")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(r: u32, c: u32) -> u64 {
        1 << (8 * r + c)
    }

    #[test]
    fn symmetries_move_cells_as_named() {
        assert_eq!(transpose(cell(1, 5)), cell(5, 1));
        assert_eq!(flip_rows(cell(1, 5)), cell(6, 5));
        assert_eq!(flip_columns(cell(1, 5)), cell(1, 2));
    }

    #[test]
    fn images_of_a_transposed_component_agree() {
        // An empty 2 x 3 block with a horizontal match right of its top row.
        let block = (0..2)
            .flat_map(|r| (0..3).map(move |c| cell(r, c)))
            .sum::<u64>();
        let a = Component {
            empty: block,
            horizontal: cell(0, 3),
            vertical: 0,
        };
        let b = Component {
            empty: transpose(block),
            horizontal: 0,
            vertical: cell(3, 0),
        };
        assert_eq!(a.canonical_key(), b.canonical_key());
        assert_ne!(a.key(), b.key());
    }

    #[test]
    fn a_stretch_ended_by_its_own_kind_is_closed() {
        let a = Component {
            empty: cell(0, 0) | cell(0, 1),
            horizontal: cell(0, 2),
            vertical: 0,
        };
        assert_eq!(a.legal(), (0, cell(0, 0) | cell(0, 1)));
    }
}
