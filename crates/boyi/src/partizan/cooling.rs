//! Cooling, heating and the reduced canonical form (Conway, *On Numbers and Games*, ch. 9;
//! Grossman & Siegel, "Reductions of partizan games"; CGSuite's `cool`, `heat` and `rcf`).

use super::arena::{Arena, GameId};
use super::dyadic::Dyadic;
use super::nus::Nus;
use rustc_hash::FxHashMap;

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
        let t_game = self.number_game(t.clone());
        self.rebuild(g, false, |a, o, left| {
            let c = a.cool(o, t.clone());
            if left {
                a.sub(c, t_game)
            } else {
                a.add(c, t_game)
            }
        })
    }

    /// g heated by h: {∫g^L + h | ∫g^R − h}, numbers unchanged.
    pub fn heat(&mut self, g: GameId, h: GameId) -> GameId {
        self.integral(
            g,
            h,
            &mut |a, g| a.is_number(g).then_some(g),
            &mut FxHashMap::default(),
        )
    }

    /// g overheated from s to t (Berlekamp's ∫_s^t, CGSuite's `Overheat(s, t)`): an integer
    /// n becomes n·s, n copies of s; any other game {∫g^L + t | ∫g^R − t}. Unlike heating,
    /// numbers that are not integers get hot: ∫_1^1 3/2 = ∫_1^1 {1|2} = {2|1}. It is
    /// defined on the canonical form.
    pub fn overheat(&mut self, g: GameId, s: GameId, t: GameId) -> GameId {
        let mut integer = |a: &mut Arena, g: GameId| {
            a.nus(g).filter(|v| v.is_integer())?;
            Some(a.norton(g, s))
        };
        self.integral(g, t, &mut integer, &mut FxHashMap::default())
    }

    /// {∫g^L + t | ∫g^R − t}, down to the games that `base` values itself; each follower
    /// integrated once (`memo`).
    fn integral(
        &mut self,
        g: GameId,
        t: GameId,
        base: &mut impl FnMut(&mut Arena, GameId) -> Option<GameId>,
        memo: &mut FxHashMap<GameId, GameId>,
    ) -> GameId {
        if let Some(v) = base(self, g) {
            return v;
        }
        if let Some(&known) = memo.get(&g) {
            return known;
        }
        let integral = self.rebuild(g, false, |a, o, left| {
            let o = a.integral(o, t, base, memo);
            if left {
                a.add(o, t)
            } else {
                a.sub(o, t)
            }
        });
        memo.insert(g, integral);
        integral
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
