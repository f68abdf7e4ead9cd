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
        self.expand(g);
        let (gl, gr) = (self.lefts(g).to_vec(), self.rights(g).to_vec());
        let lefts = gl
            .into_iter()
            .map(|l| {
                let c = self.cool(l, t);
                self.sub(c, t_game)
            })
            .collect();
        let rights = gr
            .into_iter()
            .map(|r| {
                let c = self.cool(r, t);
                self.add(c, t_game)
            })
            .collect();
        self.make(lefts, rights)
    }

    /// g heated by h: {∫g^L + h | ∫g^R − h}, numbers unchanged.
    pub fn heat(&mut self, g: GameId, h: GameId) -> GameId {
        if self.is_number(g) {
            return g;
        }
        self.expand(g);
        let (gl, gr) = (self.lefts(g).to_vec(), self.rights(g).to_vec());
        let lefts = gl
            .into_iter()
            .map(|l| {
                let heated = self.heat(l, h);
                self.add(heated, h)
            })
            .collect();
        let rights = gr
            .into_iter()
            .map(|r| {
                let heated = self.heat(r, h);
                self.sub(heated, h)
            })
            .collect();
        self.make(lefts, rights)
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
        self.expand(g);
        let (gl, gr) = (self.lefts(g).to_vec(), self.rights(g).to_vec());
        let lefts = gl.into_iter().map(|l| self.star_projection(l)).collect();
        let rights = gr.into_iter().map(|r| self.star_projection(r)).collect();
        self.make(lefts, rights)
    }
}
