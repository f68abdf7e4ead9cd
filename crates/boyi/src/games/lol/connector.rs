//! The connector rule: a part cut at a connector (an O between two empty cells) and valued
//! from its two sides.
//!
//! Not proved. The rule was found by tabulating, and only its terms where Maker wins by
//! resolving the connector are proved (see [`Side::join`]). Checked in the tests of
//! `search` (which uses the rule, so its tests live there): against the search by proved
//! facts on every quiet part of up to 18 cells with a connector (up to 33 cells once) and
//! on random chains of short runs of up to 44 cells, and against plain search on every row
//! of up to 11 cells. The solver uses it only where the search by proved facts runs past
//! its budget, and its answers then say so.

use super::part::Part;
use super::race::Race;

/// A part cut at a *connector*, an O between two empty cells (its *flanks*). A flank can
/// only take O (an L there would hand over LOL), and an O on a flank *resolves* the
/// connector: OO cuts the part, the side where it was written loses that cell, and the
/// other side keeps its flank as an ordinary cell at an edge end. Until then, the moves on
/// a side are exactly its moves with the flank free, except the flank itself. Each side
/// appears with its flank (`plus`, the side once the other side resolves the connector)
/// and without it (`minus`); `None` for no cells.
pub(super) struct Joint {
    pub(super) left_plus: Option<Part>,
    pub(super) left_minus: Option<Part>,
    pub(super) right_plus: Option<Part>,
    pub(super) right_minus: Option<Part>,
}

impl Part {
    /// The part's first connector (an O between two empty cells), as its two sides with
    /// and without the empty cell next to it.
    pub(super) fn first_connector(self) -> Option<Joint> {
        let (len, left, right) = (self.len(), self.left_l(), self.right_l());
        let j = self.os().trailing_zeros() as usize;
        (j > 0 && j + 1 < len && !self.is_o(j - 1) && !self.is_o(j + 1)).then(|| Joint {
            left_plus: self.piece(0, j, left, false),
            left_minus: self.piece(0, j - 1, left, false),
            right_plus: self.piece(j + 1, len, false, right),
            right_minus: self.piece(j + 2, len, false, right),
        })
    }
}

/// One side of a connector for the connector rule: its race value with its flank cell and
/// without it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Side {
    plus: Race,
    minus: Race,
}

impl Side {
    /// The side, if its pair of values is one of the six the connector rule was checked on
    /// (all that occur on sides of up to 13 cells).
    pub(super) fn new(plus: Race, minus: Race) -> Option<Side> {
        use Race::*;
        matches!(
            (plus, minus),
            (Tie, Tie)
                | (Tie, Tempo)
                | (Tempo, Tie)
                | (Tempo, Tempo)
                | (Sure, Tempo)
                | (Sure, Sure)
        )
        .then_some(Side { plus, minus })
    }

    /// The worse of the side's two values for Maker.
    fn worse(self) -> Race {
        self.plus.min(self.minus)
    }

    /// The race value of the part joined from two sides A, B by the *connector rule* (fact 9
    /// of `docs/lol-theory.md`). With X° the worse of X⁺ and X⁻ for Maker:
    ///
    /// - MF = MF(A°) ∨ MF(B°) ∨ BF(A⁻ ∪ B⁺) ∨ BF(A⁺ ∪ B⁻): Maker wins a side however its
    ///   connector is resolved, or resolves it into a union that Maker wins with Breaker to
    ///   move;
    /// - BF = BF(A° ∪ B°) ∨ (BF(B⁺) ∧ MF(A⁻) ∧ MF(A⁺ ∪ B⁻)) ∨ the same with A and B swapped.
    ///
    /// Proved where it says Maker wins by resolving: the BF(A⁻ ∪ B⁺) terms, and the second
    /// BF term (Breaker resolving either way leaves a Maker-first win; any move inside A or
    /// B is answered by resolving toward B, leaving A'⁻ ∪ B⁺ with BF(B⁺), or A⁻ ∪ B'⁺ with
    /// MF(A⁻) and MF(B'⁺) since BF(B⁺)). The rest, and that nothing else wins, was found by
    /// tabulating: on the 2 540 836 parts `A O B` with sides of up to 13 cells the value
    /// depends on the sides' four values alone, only these six pairs occur, and the formula
    /// gives every one of the 36 joins. Checked against the search by proved facts on every
    /// quiet part of up to 33 cells with a connector (63 245 686 parts), on 3 000 random
    /// chains of short runs of up to 60 cells, and against plain search on every row of up
    /// to 11 cells (tests); not proved.
    pub(super) fn join(self, right: Side) -> Race {
        let (a, b) = (self, right);
        let maker_first = a.worse() != Race::Tie
            || b.worse() != Race::Tie
            || a.minus.union(b.plus) == Race::Sure
            || a.plus.union(b.minus) == Race::Sure;
        let breaker_first = a.worse().union(b.worse()) == Race::Sure
            || (b.plus == Race::Sure && a.minus != Race::Tie && a.plus.union(b.minus) != Race::Tie)
            || (a.plus == Race::Sure && b.minus != Race::Tie && b.plus.union(a.minus) != Race::Tie);
        match (maker_first, breaker_first) {
            (_, true) => Race::Sure,
            (true, false) => Race::Tempo,
            (false, false) => Race::Tie,
        }
    }
}
