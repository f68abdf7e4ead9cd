//! Thermographs, means and temperatures of canonical forms, cached by id (the walls
//! themselves are in [`super::thermograph`]).

use super::arena::{Arena, GameId};
use super::dyadic::Dyadic;
use super::thermograph::{Thermograph, Wall};
use std::rc::Rc;

impl Arena {
    /// The thermograph of g.
    pub fn thermograph(&mut self, g: GameId) -> Rc<Thermograph> {
        if let Some(known) = self.caches.thermograph.get(&g) {
            return known.clone();
        }
        let thermograph = match self.nus(g) {
            Some(v) if v.is_integer() => Thermograph::integer(v.number),
            _ => {
                self.expand(g);
                let lefts = self.lefts(g).to_vec();
                let rights = self.rights(g).to_vec();
                let left = self.scaffold(&lefts, true);
                let right = self.scaffold(&rights, false);
                Thermograph::from_scaffolds(left, right)
            }
        };
        let thermograph = Rc::new(thermograph);
        self.caches.thermograph.insert(g, thermograph.clone());
        thermograph
    }

    /// Left's scaffold (the greatest Right wall of her options, minus t) or Right's (the
    /// least Left wall of his, plus t).
    fn scaffold(&mut self, options: &[GameId], left: bool) -> Wall {
        let mut walls = options.iter().map(|&o| {
            let t = self.thermograph(o);
            if left {
                t.right.clone()
            } else {
                t.left.clone()
            }
        });
        let first = walls
            .next()
            .expect("a canonical non-integer has options on both sides");
        let extreme = walls.fold(first, |acc, w| acc.extreme(&w, left));
        extreme.tilted(if left { -1 } else { 1 })
    }

    /// The mean value of g (where its mast stands).
    pub fn mean(&mut self, g: GameId) -> Dyadic {
        self.thermograph(g).mean.clone()
    }

    /// The temperature of g (where its mast starts; −1 for an integer, −1/2^k for a number
    /// with denominator 2^k, 0 for a number plus a non-zero infinitesimal).
    pub fn temperature(&mut self, g: GameId) -> Dyadic {
        self.thermograph(g).temperature.clone()
    }
}
