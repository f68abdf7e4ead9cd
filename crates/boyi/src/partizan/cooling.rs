//! Cooling, heating and the reduced canonical form (Conway, *On Numbers and Games*, ch. 9;
//! Grossman & Siegel, "Reductions of partizan games"; CGSuite's `cool`, `heat` and `rcf`).

use super::arena::{Arena, GameId};
use super::dyadic::Dyadic;
use super::nus::Nus;

impl Arena {
    /// g cooled by t (t > −1): every move costs its mover t; a game whose temperature is
    /// below t has frozen to its mean. Integers stay as they are.
    pub fn cool(&mut self, g: GameId, t: Dyadic) -> GameId {
        debug_assert!(t > Dyadic::int(-1), "cooling by t ≤ −1 is not defined");
        if self.nus(g).is_some_and(|v| v.is_integer()) {
            return g;
        }
        if self.temperature(g) < t {
            let mean = self.mean(g);
            return self.number_game(mean);
        }
        let t_game = self.number_game(t);
        self.rebuild(g, false, |a, o, left| {
            let c = a.cool(o, t);
            if left {
                a.sub(c, t_game)
            } else {
                a.add(c, t_game)
            }
        })
    }

    /// g heated by h: {∫g^L + h | ∫g^R − h}, numbers unchanged.
    pub fn heat(&mut self, g: GameId, h: GameId) -> GameId {
        if self.is_number(g) {
            return g;
        }
        self.rebuild(g, false, |a, o, left| {
            let heated = a.heat(o, h);
            if left {
                a.add(heated, h)
            } else {
                a.sub(heated, h)
            }
        })
    }

    /// The reduced canonical form: the simplest game infinitesimally close to g (x for a
    /// number-up-star x + n↑ + ∗m; else the star projection of g heated by ∗).
    pub fn reduced(&mut self, g: GameId) -> GameId {
        if let Some(v) = self.nus(g) {
            return self.number_game(v.number);
        }
        let star = self.nimber(1);
        let heated = self.heat(g, star);
        self.star_projection(heated)
    }

    /// x∗ becomes x, numbers stay, other games project their options.
    fn star_projection(&mut self, g: GameId) -> GameId {
        match self.nus(g) {
            Some(v) if v.is_number() => return g,
            Some(Nus {
                number,
                ups: 0,
                nimber: 1,
            }) => return self.number_game(number),
            _ => {}
        }
        self.rebuild(g, false, |a, o, _| a.star_projection(o))
    }
}
