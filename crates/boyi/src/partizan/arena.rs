//! The arena: every canonical form stored once, named by a [`GameId`].
//!
//! As in CGSuite's `CanonicalShortGameOps`, a game is written only when no equal game is
//! there yet, so two values are equal exactly when their ids are. A game's options live in
//! one shared pool, sorted by id on each side; a number-up-star game also carries its
//! closed form ([`Nus`]) so that sums and comparisons of such games skip the options.
//! Operations on ids (sum, negation, comparison, stops, thermographs) are cached by id in
//! [`super::ops`] and the modules beside it.

use super::caches::Caches;
use super::dyadic::Dyadic;
pub use super::id::GameId;
use super::nus::Nus;
use rustc_hash::FxHashMap;
use std::hash::{Hash, Hasher};

/// One stored game: where its options are in the pool, and its closed form if it has one.
/// A number-up-star game gets its options only when something asks for them
/// ([`Arena::expand`]), so the integer 10^9 is one node, not a chain of 10^9.
#[derive(Clone, Debug)]
struct Node {
    start: u32,
    lefts: u32,
    rights: u32,
    built: bool,
    nus: Option<Nus>,
}

/// The store of canonical forms and of what is known about them.
pub struct Arena {
    nodes: Vec<Node>,
    pool: Vec<GameId>,
    /// From the hash of a game's option lists to the ids with that hash.
    index: FxHashMap<u64, Vec<GameId>>,
    /// From a number-up-star closed form to its id.
    by_nus: FxHashMap<Nus, GameId>,
    pub(super) caches: Caches,
    /// The most bytes the arena may take ([`Arena::limit`]); past it, it is exhausted.
    limit: usize,
    exhausted: bool,
}

impl Default for Arena {
    fn default() -> Arena {
        Arena::new()
    }
}

/// The hash of a pair of option lists.
fn hash_options(lefts: &[GameId], rights: &[GameId]) -> u64 {
    let mut h = rustc_hash::FxHasher::default();
    lefts.hash(&mut h);
    rights.hash(&mut h);
    h.finish()
}

impl Arena {
    /// An arena holding only 0.
    pub fn new() -> Arena {
        let mut arena = Arena {
            nodes: Vec::new(),
            pool: Vec::new(),
            index: FxHashMap::default(),
            by_nus: FxHashMap::default(),
            caches: Default::default(),
            limit: usize::MAX,
            exhausted: false,
        };
        let zero = arena.nus_game(Nus::number(Dyadic::ZERO));
        arena.expand(zero);
        debug_assert_eq!(zero, Arena::ZERO);
        arena
    }

    /// The game 0 = { | }, always id 0.
    pub const ZERO: GameId = GameId(0);

    /// Caps the bytes the arena may take. Past the cap it is *exhausted*: it stores nothing
    /// more and its answers are meaningless, so whoever computes with it must check
    /// [`Arena::exhausted`] and refuse (a sum of many hot games can have a canonical form
    /// exponentially larger than its expression).
    pub fn limit(&mut self, bytes: usize) {
        self.limit = bytes;
    }

    /// The bytes left under the cap set by [`Arena::limit`], if one is set.
    pub fn room(&self) -> Option<usize> {
        (self.limit != usize::MAX).then(|| self.limit.saturating_sub(self.bytes()))
    }

    /// Whether the arena went past its cap: nothing computed since can be trusted.
    pub fn exhausted(&self) -> bool {
        self.exhausted
    }

    /// Marks the arena exhausted before a computation estimated past its cap starts.
    pub(super) fn refuse(&mut self) {
        self.exhausted = true;
    }

    /// `f` of the arena, given at most `allowance` bytes more (and never more than the cap
    /// of [`Arena::limit`]); `None` when it needed more. Then what it computed is forgotten
    /// and the arena is as good as before: past the cap no form is stored (each form kept
    /// is genuine), so clearing the caches, where the meaningless answers went, suffices.
    /// For what a person asks of a value besides the value itself (its incentives), which
    /// can cost far more than the search that found it.
    pub fn within<T>(&mut self, allowance: usize, f: impl FnOnce(&mut Arena) -> T) -> Option<T> {
        let cap = self.limit;
        self.limit = self.bytes().saturating_add(allowance).min(cap);
        let answer = f(self);
        self.limit = cap;
        if !self.exhausted {
            return Some(answer);
        }
        self.caches = Default::default();
        self.exhausted = false;
        None
    }

    /// How many canonical forms are stored.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether only 0 is stored.
    pub fn is_empty(&self) -> bool {
        self.nodes.len() <= 1
    }

    /// The bytes the arena's tables take, roughly.
    pub fn bytes(&self) -> usize {
        self.nodes.capacity() * std::mem::size_of::<Node>()
            + self.pool.capacity() * 4
            + self.index.capacity() * 56
            + self.by_nus.capacity() * (std::mem::size_of::<(Nus, GameId)>() + 1)
            + self.caches.bytes()
    }

    /// Left's options of `g`, sorted by id ([`Arena::expand`] first if it may be a
    /// number-up-star game not yet expanded).
    pub fn lefts(&self, g: GameId) -> &[GameId] {
        let n = &self.nodes[g.0 as usize];
        debug_assert!(n.built, "options of an unexpanded game");
        &self.pool[n.start as usize..(n.start + n.lefts) as usize]
    }

    /// Right's options of `g`, sorted by id.
    pub fn rights(&self, g: GameId) -> &[GameId] {
        let n = &self.nodes[g.0 as usize];
        debug_assert!(n.built, "options of an unexpanded game");
        let from = (n.start + n.lefts) as usize;
        &self.pool[from..from + n.rights as usize]
    }

    /// The closed form of `g` if it is a number plus ups plus a nimber.
    pub fn nus(&self, g: GameId) -> Option<Nus> {
        self.nodes[g.0 as usize].nus.clone()
    }

    /// The number `g` is, if it is one.
    pub fn number(&self, g: GameId) -> Option<Dyadic> {
        self.nus(g).filter(|v| v.is_number()).map(|v| v.number)
    }

    /// Whether `g` is a number.
    pub fn is_number(&self, g: GameId) -> bool {
        self.number(g).is_some()
    }

    /// The game with these canonical option lists (sorted by id, no dominated or reversible
    /// options), stored if new.
    pub(super) fn intern(&mut self, lefts: &[GameId], rights: &[GameId]) -> GameId {
        let hash = hash_options(lefts, rights);
        if let Some(ids) = self.index.get(&hash) {
            for &id in ids {
                if self.lefts(id) == lefts && self.rights(id) == rights {
                    return id;
                }
            }
        }
        if self.exhausted || self.bytes() > self.limit {
            // Past the budget: every answer from here on is 0, and the caller, told by
            // `exhausted`, throws them all away.
            self.exhausted = true;
            return Arena::ZERO;
        }
        let nus = self.recognise(lefts, rights);
        if let Some(&id) = nus.as_ref().and_then(|v| self.by_nus.get(v)) {
            // Made before from its closed form, not yet expanded.
            self.store_options(id, lefts, rights, hash);
            return id;
        }
        let id = self.push(nus.clone());
        self.store_options(id, lefts, rights, hash);
        if let Some(v) = nus {
            self.by_nus.insert(v, id);
        }
        id
    }

    /// A new game with no options stored yet.
    fn push(&mut self, nus: Option<Nus>) -> GameId {
        let id = GameId(u32::try_from(self.nodes.len()).expect("fewer than 2^32 games"));
        self.nodes.push(Node {
            start: 0,
            lefts: 0,
            rights: 0,
            built: false,
            nus,
        });
        id
    }

    /// Writes the options of `id` to the pool and indexes them.
    fn store_options(&mut self, id: GameId, lefts: &[GameId], rights: &[GameId], hash: u64) {
        let start = u32::try_from(self.pool.len()).expect("fewer than 2^32 options");
        self.pool.extend_from_slice(lefts);
        self.pool.extend_from_slice(rights);
        let node = &mut self.nodes[id.0 as usize];
        node.start = start;
        node.lefts = lefts.len() as u32;
        node.rights = rights.len() as u32;
        node.built = true;
        self.index.entry(hash).or_default().push(id);
    }

    /// The closed form of the canonical game with these options, if it is a number plus ups
    /// plus a nimber (the shapes of CGSuite's `constructAsNusEntry`).
    fn recognise(&self, lefts: &[GameId], rights: &[GameId]) -> Option<Nus> {
        let one = |list: &[GameId]| match list {
            [g] => self.nus(*g),
            _ => None,
        };
        let int = |x: Dyadic, d: i128| Some(Nus::number(x + Dyadic::int(d)));
        match (lefts.len(), rights.len()) {
            (0, 0) => return Some(Nus::number(Dyadic::ZERO)),
            (0, 1) => return self.number(rights[0]).and_then(|x| int(x, -1)),
            (1, 0) => return self.number(lefts[0]).and_then(|x| int(x, 1)),
            _ => {}
        }
        // {x | y} with numbers x < y is their mean; {x | x + n↑ + ∗m}, n ≥ 0 and not a
        // number, is x + (n+1)↑ + ∗(m⊕1); and the mirror.
        if let (Some(l), Some(r)) = (one(lefts), one(rights)) {
            if l.is_number() && r.is_number() && l.number < r.number {
                return Some(Nus::number((&l.number + &r.number).half()));
            }
            if l.is_number() && r.number == l.number && r.ups >= 0 && !r.is_number() {
                return Some(Nus {
                    number: l.number,
                    ups: r.ups + 1,
                    nimber: r.nimber ^ 1,
                });
            }
            if r.is_number() && l.number == r.number && l.ups <= 0 && !l.is_number() {
                return Some(Nus {
                    number: r.number,
                    ups: l.ups - 1,
                    nimber: l.nimber ^ 1,
                });
            }
        }
        // {x, x∗ | x} = x↑∗ and its mirror.
        let pair = |list: &[GameId]| -> Option<Dyadic> {
            let (a, b) = (self.nus(*list.first()?)?, self.nus(*list.last()?)?);
            let (number, star) = if a.is_number() { (a, b) } else { (b, a) };
            (list.len() == 2
                && number.is_number()
                && star.number == number.number
                && star.ups == 0
                && star.nimber == 1)
                .then_some(number.number)
        };
        if let (Some(x), Some(r)) = (pair(lefts), self.number(rights[0])) {
            if rights.len() == 1 && r == x {
                return Some(Nus {
                    number: x,
                    ups: 1,
                    nimber: 1,
                });
            }
        }
        if let (Some(x), Some(l)) = (self.number(lefts[0]), pair(rights)) {
            if lefts.len() == 1 && l == x {
                return Some(Nus {
                    number: x,
                    ups: -1,
                    nimber: 1,
                });
            }
        }
        // {x, x∗, …, x∗(m−1) | the same} = x∗m.
        if lefts == rights {
            let x = self.nus(lefts[0])?.number;
            let m = lefts.len() as u32;
            let mut seen = vec![false; lefts.len()];
            for &g in lefts {
                let v = self.nus(g)?;
                if v.number != x || v.ups != 0 || v.nimber >= m || seen[v.nimber as usize] {
                    return None;
                }
                seen[v.nimber as usize] = true;
            }
            return Some(Nus {
                number: x,
                ups: 0,
                nimber: m,
            });
        }
        None
    }

    /// The game x + n·↑ + ∗m; its options are made when first asked for.
    pub fn nus_game(&mut self, v: Nus) -> GameId {
        if let Some(&id) = self.by_nus.get(&v) {
            return id;
        }
        let id = self.push(Some(v.clone()));
        self.by_nus.insert(v, id);
        id
    }

    /// Makes sure the options of `g` are stored: a number-up-star game gets its canonical
    /// options from its closed form (Siegel II.4–5; CGSuite's `constructNus`).
    pub fn expand(&mut self, g: GameId) {
        let node = &self.nodes[g.0 as usize];
        if node.built {
            return;
        }
        let v = node
            .nus
            .clone()
            .expect("only closed forms are stored unexpanded");
        let x = v.number.clone();
        let number = |a: &mut Arena, y: Dyadic| a.nus_game(Nus::number(y));
        let (mut lefts, mut rights): (Vec<GameId>, Vec<GameId>) = if v.is_number() {
            if x.is_integer() {
                match x.cmp(&Dyadic::ZERO) {
                    std::cmp::Ordering::Equal => (vec![], vec![]),
                    std::cmp::Ordering::Greater => (vec![number(self, &x - &Dyadic::ONE)], vec![]),
                    std::cmp::Ordering::Less => (vec![], vec![number(self, &x + &Dyadic::ONE)]),
                }
            } else {
                let step = Dyadic::new(1, x.exponent());
                (
                    vec![number(self, &x - &step)],
                    vec![number(self, &x + &step)],
                )
            }
        } else if v.ups == 0 {
            let stars: Vec<GameId> = (0..v.nimber)
                .map(|k| {
                    self.nus_game(Nus {
                        number: x.clone(),
                        ups: 0,
                        nimber: k,
                    })
                })
                .collect();
            (stars.clone(), stars)
        } else if v.ups.abs() == 1 && v.nimber == 1 {
            let pair = vec![
                number(self, x.clone()),
                self.nus_game(Nus {
                    number: x.clone(),
                    ups: 0,
                    nimber: 1,
                }),
            ];
            let single = vec![number(self, x)];
            if v.ups > 0 {
                (pair, single)
            } else {
                (single, pair)
            }
        } else {
            let inner = self.nus_game(Nus {
                number: x.clone(),
                ups: v.ups - v.ups.signum(),
                nimber: v.nimber ^ 1,
            });
            if v.ups > 0 {
                (vec![number(self, x)], vec![inner])
            } else {
                (vec![inner], vec![number(self, x)])
            }
        };
        lefts.sort_unstable();
        rights.sort_unstable();
        debug_assert_eq!(self.recognise(&lefts, &rights), Some(v));
        let hash = hash_options(&lefts, &rights);
        self.store_options(g, &lefts, &rights, hash);
    }

    /// The number `x`.
    pub fn number_game(&mut self, x: Dyadic) -> GameId {
        self.nus_game(Nus::number(x))
    }

    /// The integer `n`.
    pub fn integer(&mut self, n: i128) -> GameId {
        self.number_game(Dyadic::int(n))
    }

    /// The nimber ∗m.
    pub fn nimber(&mut self, m: u32) -> GameId {
        self.nus_game(Nus {
            number: Dyadic::ZERO,
            ups: 0,
            nimber: m,
        })
    }
}
