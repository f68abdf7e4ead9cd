//! A quiet row cut into independent parts, what a move does to a part, and the key of a
//! multiset of parts.
//!
//! Proved (see the module docs of `games::lol`): a window of three cells that crosses a
//! written L cannot become LOL through it and no window holds OO, so [`parts`] cuts the row
//! at every L and between every two adjacent O's. O's next to an edge end play no role and
//! a part plays like its mirror image, so [`Part::canonical`] drops those O's and keeps the
//! smaller of the part and its mirror. [`Part::safe`] is the definition of a safe move,
//! read off the cells within two of it. Not proved: [`multiset_key`] is a hash, and two
//! positions share a key with probability about 2^-128 per pair.

use super::board::Cell;
use crate::error::Error;
use crate::text::Text;

/// The longest part (stretch without L or OO) the fast solver takes: the longest a `u128`
/// holds beside its length and end markers.
pub const MAX_PART: usize = 100;

// Where a part's length and its two L ends sit in its bits, above its cells.
const LEN_SHIFT: u32 = 100;
const LEFT_L: u128 = 1 << 107;
const RIGHT_L: u128 = 1 << 108;

/// An independent part of a quiet row, packed in a `u128`: its cells (bit i set for `O`,
/// clear for `*`; at most [`MAX_PART`]), its length, and its two end markers, each the row's
/// edge or an `L` that both neighbouring parts see.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(super) struct Part(u128);

/// The `n` lowest bits set.
pub(super) fn low_bits(n: usize) -> u128 {
    if n >= 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    }
}

impl Part {
    /// The part with O's at the set bits of `os` among its `len` cells, and the given L ends.
    pub(super) fn new(os: u128, len: usize, left_l: bool, right_l: bool) -> Part {
        let mut bits = (os & low_bits(len)) | ((len as u128) << LEN_SHIFT);
        if left_l {
            bits |= LEFT_L;
        }
        if right_l {
            bits |= RIGHT_L;
        }
        Part(bits)
    }

    /// Its number of cells.
    pub(super) fn len(self) -> usize {
        ((self.0 >> LEN_SHIFT) & 0x7f) as usize
    }

    /// Its O's, bit i for cell i.
    pub(super) fn os(self) -> u128 {
        self.0 & low_bits(self.len())
    }

    /// Whether its left end is an L (not the row's edge).
    pub(super) fn left_l(self) -> bool {
        self.0 & LEFT_L != 0
    }

    /// Whether its right end is an L (not the row's edge).
    pub(super) fn right_l(self) -> bool {
        self.0 & RIGHT_L != 0
    }

    /// Its number of empty cells.
    pub(super) fn empties(self) -> u32 {
        self.len() as u32 - self.os().count_ones()
    }

    /// Whether cell `i` holds an O.
    pub(super) fn is_o(self, i: usize) -> bool {
        self.os() >> i & 1 == 1
    }

    /// The part in row notation, its L ends included.
    pub(super) fn show(self) -> String {
        let cells = (0..self.len()).map(|i| if self.is_o(i) { 'O' } else { '*' });
        let end = |l: bool| if l { "L" } else { "" };
        format!(
            "{}{}{}",
            end(self.left_l()),
            cells.collect::<String>(),
            end(self.right_l())
        )
    }

    /// The same part read from the other end.
    fn mirror(self) -> Part {
        let len = self.len();
        let os = if len == 0 {
            0
        } else {
            self.os().reverse_bits() >> (128 - len)
        };
        Part::new(os, len, self.right_l(), self.left_l())
    }

    /// The representative of the part's class: O's next to an edge end removed (no `LOL`
    /// can use them, and no safety rule looks past them to an edge), then the smaller of the
    /// part and its mirror image.
    pub(super) fn canonical(self) -> Part {
        let (mut os, mut len) = (self.os(), self.len());
        if !self.left_l() {
            let leading = (os | !low_bits(len)).trailing_ones() as usize;
            os >>= leading.min(len);
            len -= leading.min(len);
        }
        if !self.right_l() {
            while len > 0 && os >> (len - 1) & 1 == 1 {
                len -= 1;
            }
        }
        let trimmed = Part::new(os, len, self.left_l(), self.right_l());
        trimmed.min(trimmed.mirror())
    }

    /// The cell at `i` seen from inside: `*`/`O` inside, the L markers at -1 and len.
    fn at(self, i: isize) -> Option<Cell> {
        let n = self.len() as isize;
        if i == -1 {
            self.left_l().then_some(Cell::L)
        } else if i == n {
            self.right_l().then_some(Cell::L)
        } else if (0..n).contains(&i) {
            Some(if self.is_o(i as usize) {
                Cell::O
            } else {
                Cell::Empty
            })
        } else {
            None
        }
    }

    /// Whether writing `letter` at `i` leaves the opponent no `LOL` to complete.
    pub(super) fn safe(self, i: usize, letter: Cell) -> bool {
        let i = i as isize;
        let is = |j: isize, c: Cell| self.at(j) == Some(c);
        let empty = |j: isize| is(j, Cell::Empty);
        match letter {
            Cell::O => {
                !((is(i - 1, Cell::L) && empty(i + 1)) || (is(i + 1, Cell::L) && empty(i - 1)))
            }
            _ => {
                !((is(i + 1, Cell::O) && empty(i + 2))
                    || (is(i - 1, Cell::O) && empty(i - 2))
                    || (is(i + 2, Cell::L) && empty(i + 1))
                    || (is(i - 2, Cell::L) && empty(i - 1)))
            }
        }
    }

    /// The cells `from..to` as a part with the given end markers, if it holds an empty cell.
    pub(super) fn piece(self, from: usize, to: usize, left_l: bool, right_l: bool) -> Option<Part> {
        let part = Part::new(self.os() >> from, to - from, left_l, right_l);
        (part.empties() > 0).then(|| part.canonical())
    }

    /// The parts left after writing `letter` in the empty cell `i` (at most three).
    pub(super) fn after(self, i: usize, letter: Cell) -> impl Iterator<Item = Part> {
        let (len, left, right) = (self.len(), self.left_l(), self.right_l());
        let pieces = if letter == Cell::L {
            [
                self.piece(0, i, left, true),
                self.piece(i + 1, len, true, right),
                None,
            ]
        } else {
            // An O next to an O makes OO, which cuts the part.
            let with_o = Part(self.0 | 1 << i);
            let cut_before = i > 0 && self.is_o(i - 1);
            let cut_after = i + 1 < len && self.is_o(i + 1);
            match (cut_before, cut_after) {
                (false, false) => [with_o.piece(0, len, left, right), None, None],
                (true, false) => [
                    with_o.piece(0, i, left, false),
                    with_o.piece(i, len, false, right),
                    None,
                ],
                (false, true) => [
                    with_o.piece(0, i + 1, left, false),
                    with_o.piece(i + 1, len, false, right),
                    None,
                ],
                (true, true) => [
                    with_o.piece(0, i, left, false),
                    with_o.piece(i + 1, len, false, right),
                    None,
                ],
            }
        };
        pieces.into_iter().flatten()
    }

    /// Every safe move: (cell, letter). For a part equal to its mirror image, only the
    /// moves in its first half (the others are their mirror images).
    pub(super) fn safe_moves(self) -> impl Iterator<Item = (usize, Cell)> {
        let len = self.len();
        let half = if self.mirror() == self {
            len.div_ceil(2)
        } else {
            len
        };
        (0..half)
            .filter(move |&i| !self.is_o(i))
            .flat_map(|i| [(i, Cell::L), (i, Cell::O)])
            .filter(move |&(i, letter)| self.safe(i, letter))
    }
}

/// Splits a quiet row (no `LOL`, none completable) into canonical parts that still hold an
/// empty cell, sorted.
pub(super) fn parts(board: &[Cell]) -> Result<Vec<Part>, Error> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut left_l = false;
    // Cut at every L (both sides see it) and between every two adjacent O's.
    for i in 0..=board.len() {
        let cut = match board.get(i) {
            None => Some((i, false, i)),
            Some(Cell::L) => Some((i, true, i + 1)),
            Some(Cell::O) if board.get(i + 1) == Some(&Cell::O) => Some((i + 1, false, i + 1)),
            _ => None,
        };
        let Some((end, right_l, next_start)) = cut else {
            continue;
        };
        let cells = &board[start..end];
        if cells.contains(&Cell::Empty) {
            if cells.len() > MAX_PART {
                return Err(Error::limit(
                    Text::new("error-lol-stretch")
                        .arg("cells", cells.len())
                        .arg("max", MAX_PART),
                ));
            }
            let os = cells
                .iter()
                .enumerate()
                .filter(|(_, &c)| c == Cell::O)
                .fold(0u128, |bits, (k, _)| bits | 1 << k);
            out.push(Part::new(os, cells.len(), left_l, right_l).canonical());
        }
        left_l = right_l;
        start = next_start;
    }
    out.sort_unstable();
    Ok(out)
}

/// A 128-bit fingerprint of a part: two rounds of the SplitMix64 finaliser on each half.
fn mix(part: Part) -> u128 {
    fn splitmix(mut z: u64) -> u64 {
        z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    let (low, high) = (part.0 as u64, (part.0 >> 64) as u64);
    let a = splitmix(low ^ splitmix(high));
    let b = splitmix(high ^ splitmix(low ^ 0x5851_F42D_4C95_7F2D));
    u128::from(a) << 64 | u128::from(b)
}

/// The table key of a multiset of parts: the wrapping sum of the parts' fingerprints (a
/// multiset hash, Zobrist-style; two different positions share a key with probability
/// about 2^-128 per pair).
pub(super) fn multiset_key(state: &[Part]) -> u128 {
    state.iter().fold(0u128, |k, &p| k.wrapping_add(mix(p)))
}

/// Every part of up to `max_len` cells, each end an edge or an L.
#[cfg(test)]
pub(super) fn all_parts(max_len: usize) -> Vec<Part> {
    let mut out = Vec::new();
    for len in 1..=max_len {
        for os in 0u128..1 << len {
            if os & (os >> 1) != 0 {
                continue;
            }
            for (left, right) in [(false, false), (true, false), (false, true), (true, true)] {
                let part = Part::new(os, len, left, right);
                if part.empties() > 0 {
                    out.push(part);
                }
            }
        }
    }
    out
}

/// Every part of up to `max_len` cells that a quiet row can hold (no O next to an L
/// end), canonical.
#[cfg(test)]
pub(super) fn quiet_parts(max_len: usize) -> impl Iterator<Item = Part> {
    all_parts(max_len)
        .into_iter()
        .filter(|p| !(p.left_l() && p.is_o(0) || p.right_l() && p.is_o(p.len() - 1)))
        .map(Part::canonical)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::lol::board::board;

    #[test]
    fn parts_split_at_l_and_oo() {
        let p = parts(&board("**L*O*OO*")).unwrap();
        assert_eq!(p.len(), 3);
        assert!(parts(&board("LOLO")).unwrap().is_empty());
    }
}
