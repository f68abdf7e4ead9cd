//! The trap race: Maker against Breaker on a union of independent parts.
//!
//! Maker is the player who makes the last safe move (the parity of the empty cells says
//! who). Maker wins exactly when a trapped `L**L` arises at some point: it stays, and at
//! the end Breaker has no safe move left. Otherwise the row fills: a tie. So the row is a
//! Maker-Breaker game on a union of independent parts, with no passing.
//!
//! Proved, the union rule: for a position X let MF(X) say that Maker wins it moving first
//! and BF(X) that Maker wins it when Breaker moves first. For a union of two positions A, B:
//! MF(A ∪ B) = MF(A) ∨ MF(B) and BF(A ∪ B) = BF(A) ∨ BF(B) ∨ (MF(A) ∧ MF(B)), provided
//! BF ⇒ MF for A and B (a Maker win never needs Breaker to be in zugzwang). Proof, by
//! induction on the number of empty cells: a Maker move in A leaves A' ∪ B, whose BF is
//! BF(A') ∨ BF(B) ∨ (MF(A') ∧ MF(B)); some move gives that iff MF(A) or MF(B) (BF(B) ⇒
//! MF(B)). Breaker must answer every move: BF(A ∪ B) = (BF(A) ∨ MF(B)) ∧ (MF(A) ∨ BF(B)),
//! which with BF ⇒ MF on both sides is the formula (a side without moves reads the same).
//! The formula keeps BF ⇒ MF for the union, so the condition only has to hold for single
//! parts: the solver checks it on every part it values and reports the row unsolvable if
//! it ever failed. It never has: the test `no_part_is_a_zugzwang` checks every part of up
//! to 14 cells a quiet row can hold, and with its bound raised to 30 it passes too (35 s).
//!
//! Tempo does not matter given BF ⇒ MF: for Y plus moves that change nothing else,
//! MF = MF(Y) ∨ BF(Y) = MF(Y) and BF = BF(Y) ∧ MF(Y) = BF(Y), by induction.

/// The trap race's value of a part or union, given BF ⇒ MF: Maker cannot win (`Tie`), wins
/// moving first only (`Tempo`), or wins whoever starts (`Sure`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Race {
    Tie,
    Tempo,
    Sure,
}

impl Race {
    /// The union formula: MF(A ∪ B) = MF(A) ∨ MF(B), BF(A ∪ B) = BF(A) ∨ BF(B) ∨ (MF(A) ∧ MF(B)).
    pub(super) fn union(self, other: Race) -> Race {
        match (self, other) {
            (Race::Tie, x) | (x, Race::Tie) => x,
            _ => Race::Sure,
        }
    }
}

/// Who starts the trap race in a part or a union of parts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum First {
    /// Maker, who makes the last safe move and wants a trapped `L**L`.
    Maker,
    /// Breaker, who wants the row full.
    Breaker,
}
