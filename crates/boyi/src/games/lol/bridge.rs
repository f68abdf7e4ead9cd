//! Cutting a part at its bridges (two or three empty cells between two O's) for the trap
//! race.
//!
//! Argued in [`Part::split_bridges`]: the two O's of a bridge are resolved independently and
//! its other moves are tempo, so the part races like the union of its two sides. Checked
//! against the uncut part on every quiet part of up to 14 cells with a bridge in the tests
//! (and up to 26 cells once), and shown not to hold at one or four cells between O's.

use super::part::{low_bits, Part};

impl Part {
    /// The first *bridge* of the part, if any: two or three empty cells between two O's,
    /// as the positions of those O's.
    fn first_bridge(self) -> Option<(usize, usize)> {
        let mut os = self.os();
        let mut before: Option<usize> = None;
        while os != 0 {
            let at = os.trailing_zeros() as usize;
            os &= os - 1;
            if let Some(b) = before.filter(|&b| (3..=4).contains(&(at - b))) {
                return Some((b, at));
            }
            before = Some(at);
        }
        None
    }

    /// The part cut at its bridges, for the trap race (not for counting moves: a bridge of
    /// three cells leaves two). A bridge never holds a trap (no four cells in a row, and an
    /// L inside it leaves pieces of one or two cells), and each end cell of it can only
    /// take O, which resolves that end's O (OO cuts the part and frees the cell across);
    /// the two O's are resolved independently and the bridge's other moves are tempo,
    /// which does not change the race (see `Solver`). So the part races like the union of
    /// its two sides, each keeping one empty cell beyond its O as the token that resolves
    /// it. Checked against the uncut part on every part of up to 14 cells in the tests (and
    /// up to 26 cells once: 2 624 164 bridges).
    pub(super) fn split_bridges(self) -> impl Iterator<Item = Part> {
        let mut rest = Some(self);
        std::iter::from_fn(move || {
            let part = rest?;
            let Some((left_o, right_o)) = part.first_bridge() else {
                rest = None;
                return Some(part);
            };
            let len = part.len();
            rest = Some(
                Part::new(
                    (part.os() >> right_o) << 1,
                    len - right_o + 1,
                    false,
                    part.right_l(),
                )
                .canonical(),
            );
            Some(
                Part::new(
                    part.os() & low_bits(left_o + 1),
                    left_o + 2,
                    part.left_l(),
                    false,
                )
                .canonical(),
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::lol::part::quiet_parts;
    use crate::games::lol::race::First;
    use crate::games::lol::search::Search;

    /// Cutting at bridges (`split_bridges`) against the part itself, on every quiet part of
    /// up to 14 cells that has a bridge; and it must not cut where the rule fails, at one
    /// or four cells between O's (`L***O*O***L` is won by Maker moving first, its cut
    /// pieces are not).
    #[test]
    fn bridges_cut_parts_exactly() {
        let mut search = Search::default();
        let mut checked = 0;
        for part in quiet_parts(14).filter(|p| p.first_bridge().is_some()) {
            for first in [First::Maker, First::Breaker] {
                let whole = search.wins(part, first).unwrap();
                let cut = search.union_wins(part.split_bridges(), first).unwrap();
                assert_eq!(whole, cut, "{first:?} moving first in {}", part.show());
            }
            checked += 1;
        }
        assert!(checked > 1000);
        let one_cell = Part::new(1 << 3 | 1 << 5, 9, true, true);
        assert_eq!(one_cell.show(), "L***O*O***L");
        assert_eq!(one_cell.split_bridges().count(), 1);
        assert!(search.wins(one_cell, First::Maker).unwrap());
    }
}
