//! From option lists to a canonical form: remove dominated options, bypass reversible
//! ones, and store the result once (Siegel, *Combinatorial Game Theory*, II.2; the order of
//! steps follows CGSuite's `constructFromOptions`).
//!
//! Whether an option reverses asks how it compares with the game being made, which has no
//! id yet; [`Arena::below_new`] and [`Arena::new_below`] compare with the game given by its
//! two option lists, recursing into real games only.

use super::arena::{Arena, GameId};
use super::dyadic::Dyadic;

impl Arena {
    /// The canonical form of {lefts | rights}, where every option is already canonical.
    pub fn make(&mut self, mut lefts: Vec<GameId>, mut rights: Vec<GameId>) -> GameId {
        if self.exhausted() {
            return Arena::ZERO;
        }
        lefts.sort_unstable();
        lefts.dedup();
        rights.sort_unstable();
        rights.dedup();
        if let Some(g) = self.all_numbers(&lefts, &rights) {
            return g;
        }
        if let Some(g) = self.all_nimbers(&lefts, &rights) {
            return g;
        }
        self.drop_dominated(&mut lefts, true);
        self.drop_dominated(&mut rights, false);
        let bypassed = self.bypass(&mut lefts, &mut rights, true)
            | self.bypass(&mut lefts, &mut rights, false);
        if bypassed {
            lefts.sort_unstable();
            lefts.dedup();
            rights.sort_unstable();
            rights.dedup();
            self.drop_dominated(&mut lefts, true);
            self.drop_dominated(&mut rights, false);
        }
        lefts.sort_unstable();
        rights.sort_unstable();
        self.intern(&lefts, &rights)
    }

    /// When every option is a number: the simplest number between the best of each side if
    /// Left's best is below Right's, else the switch between those two (a hot game of numbers
    /// has no reversible option: its Left stop is Left's best number).
    fn all_numbers(&mut self, lefts: &[GameId], rights: &[GameId]) -> Option<GameId> {
        let mut best_left: Option<(Dyadic, GameId)> = None;
        for &g in lefts {
            let x = self.number(g)?;
            if best_left.as_ref().is_none_or(|(b, _)| &x > b) {
                best_left = Some((x, g));
            }
        }
        let mut best_right: Option<(Dyadic, GameId)> = None;
        for &g in rights {
            let x = self.number(g)?;
            if best_right.as_ref().is_none_or(|(b, _)| &x < b) {
                best_right = Some((x, g));
            }
        }
        let (low, high) = (
            best_left.as_ref().map(|b| &b.0),
            best_right.as_ref().map(|b| &b.0),
        );
        Some(match Dyadic::simplest_between(low, high) {
            Some(x) => self.number_game(x),
            None => {
                let (l, r) = (best_left?.1, best_right?.1);
                self.intern(&[l], &[r])
            }
        })
    }

    /// When every option is a nimber and both sides have the same least excluded nimber m:
    /// the nimber ∗m (Sprague–Grundy).
    fn all_nimbers(&mut self, lefts: &[GameId], rights: &[GameId]) -> Option<GameId> {
        let mex = |arena: &Arena, list: &[GameId]| -> Option<u32> {
            let mut seen = vec![false; list.len() + 1];
            for &g in list {
                let v = arena.nus(g)?;
                if v.number != Dyadic::ZERO || v.ups != 0 {
                    return None;
                }
                if let Some(slot) = seen.get_mut(v.nimber as usize) {
                    *slot = true;
                }
            }
            seen.iter().position(|s| !s).map(|m| m as u32)
        };
        let m = mex(self, lefts)?;
        (mex(self, rights)? == m).then(|| self.nimber(m))
    }

    /// Removes every option another option of the same side dominates (for Left, one at most
    /// another; for Right, one at least another).
    fn drop_dominated(&mut self, options: &mut Vec<GameId>, left: bool) {
        let mut i = 0;
        while i < options.len() {
            let a = options[i];
            let dominated = (0..options.len()).any(|j| {
                j != i && {
                    let b = options[j];
                    if left {
                        self.leq(a, b)
                    } else {
                        self.leq(b, a)
                    }
                }
            });
            if dominated {
                options.swap_remove(i);
            } else {
                i += 1;
            }
        }
    }

    /// Bypasses every reversible option of one side: a Left option with a Right option
    /// X ≤ G is replaced by X's Left options; a Right option with a Left option Y ≥ G by Y's
    /// Right options. Returns whether anything changed.
    fn bypass(&mut self, lefts: &mut Vec<GameId>, rights: &mut Vec<GameId>, left: bool) -> bool {
        let mut changed = false;
        let mut i = 0;
        while i < if left { lefts.len() } else { rights.len() } {
            let option = if left { lefts[i] } else { rights[i] };
            self.expand(option);
            let replies = if left {
                self.rights(option).to_vec()
            } else {
                self.lefts(option).to_vec()
            };
            let reverse = replies.into_iter().find(|&x| {
                if left {
                    self.below_new(x, lefts, rights)
                } else {
                    self.new_below(lefts, rights, x)
                }
            });
            let Some(x) = reverse else {
                i += 1;
                continue;
            };
            changed = true;
            self.expand(x);
            let (side, next) = if left {
                (&mut *lefts, self.lefts(x))
            } else {
                (&mut *rights, self.rights(x))
            };
            side.swap_remove(i);
            for &y in next {
                if !side.contains(&y) {
                    side.push(y);
                }
            }
        }
        changed
    }

    /// Whether x ≤ G for G = {lefts | rights}: no G^R ≤ x and no x^L ≥ G.
    fn below_new(&mut self, x: GameId, lefts: &[GameId], rights: &[GameId]) -> bool {
        for &r in rights {
            if self.leq(r, x) {
                return false;
            }
        }
        self.expand(x);
        for k in 0..self.lefts(x).len() {
            let xl = self.lefts(x)[k];
            if self.new_below(lefts, rights, xl) {
                return false;
            }
        }
        true
    }

    /// Whether G ≤ y for G = {lefts | rights}: no G^L ≥ y and no y^R ≤ G.
    fn new_below(&mut self, lefts: &[GameId], rights: &[GameId], y: GameId) -> bool {
        for &l in lefts {
            if self.leq(y, l) {
                return false;
            }
        }
        self.expand(y);
        for k in 0..self.rights(y).len() {
            let yr = self.rights(y)[k];
            if self.below_new(yr, lefts, rights) {
                return false;
            }
        }
        true
    }
}
