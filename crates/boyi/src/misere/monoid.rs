//! Finite commutative monoids with a P-portion (bipartite monoids), and how a candidate
//! quotient is built from the images of heaps in a product of monoids.
//!
//! The construction follows Plambeck & Siegel, "Misère quotients for impartial games"
//! (JCTA 115, 2008) and Siegel's MisereSolver: the heap images generate a submonoid, its
//! P-portion is fixed by induction on the least positions of its elements, and elements no
//! position can tell apart are merged. Merging is the minimisation of an automaton (states:
//! elements; letters: heap images; accepting: P), done here by Moore's partition refinement.

use super::limits::{Deadline, Stuck, TooLarge};
use super::position::Position;
use rustc_hash::FxHashMap;

/// A finite commutative monoid with a distinguished subset P, whose elements are numbered
/// `0..order` by their least positions (0 is the identity, the empty position's image).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bipartite {
    order: usize,
    /// `table[x * order + y]` = x·y.
    table: Vec<u32>,
    p: Vec<bool>,
    /// The least position whose image is each element.
    least: Vec<Position>,
}

impl Bipartite {
    /// The trivial monoid {1}, with P empty: the quotient of the sums of empty heaps.
    pub fn trivial() -> Bipartite {
        Bipartite {
            order: 1,
            table: vec![0],
            p: vec![false],
            least: vec![Position::empty()],
        }
    }

    /// How many elements.
    pub fn order(&self) -> usize {
        self.order
    }

    /// The product x·y.
    pub fn mul(&self, x: u32, y: u32) -> u32 {
        self.table[x as usize * self.order + y as usize]
    }

    /// Whether `x` is in the P-portion.
    pub fn is_p(&self, x: u32) -> bool {
        self.p[x as usize]
    }

    /// The elements of the P-portion, in order.
    pub fn p_portion(&self) -> Vec<u32> {
        (0..self.order as u32).filter(|&x| self.is_p(x)).collect()
    }

    /// The least position whose image is `x`.
    pub fn least(&self, x: u32) -> &Position {
        &self.least[x as usize]
    }

    /// The index and period of `x`: the least i and p ≥ 1 with x^(i+p) = x^i.
    pub fn index_period(&self, x: u32) -> (u32, u32) {
        let mut powers = vec![0u32];
        loop {
            let next = self.mul(*powers.last().expect("starts with 1"), x);
            if let Some(i) = powers.iter().position(|&y| y == next) {
                return (i as u32, (powers.len() - i) as u32);
            }
            powers.push(next);
        }
    }
}

/// A cyclic monoid {1, g, …, g^(index+period−1)} with g^(index+period) = g^index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cycle {
    /// Where the powers start to repeat.
    pub index: u32,
    /// How often they repeat.
    pub period: u32,
}

impl Cycle {
    fn size(self) -> u64 {
        u64::from(self.index + self.period)
    }

    /// g^a · g^b.
    fn add(self, a: u64, b: u64) -> u64 {
        let (index, period) = (u64::from(self.index), u64::from(self.period));
        let e = a + b;
        if e < index + period {
            e
        } else {
            index + (e - index) % period
        }
    }
}

/// The direct product of a bipartite monoid's monoid with cyclic monoids: the trial monoid
/// of a candidate. Elements are packed in a `u64` (mixed radix, the base element lowest).
pub struct Product<'a> {
    base: &'a Bipartite,
    cycles: &'a [Cycle],
}

impl<'a> Product<'a> {
    /// `base` × the cyclic monoids `cycles`; `None` when its elements do not fit in a `u64`.
    pub fn new(base: &'a Bipartite, cycles: &'a [Cycle]) -> Option<Product<'a>> {
        let mut sizes = cycles.iter().map(|c| c.size());
        sizes.try_fold(base.order as u64, |all, s| all.checked_mul(s))?;
        Some(Product { base, cycles })
    }

    /// The element `x` of the base, 1 in every cyclic factor.
    pub fn embed(&self, x: u32) -> u64 {
        u64::from(x)
    }

    /// The generator of cyclic factor `i`.
    pub fn generator(&self, i: usize) -> u64 {
        let below = self.cycles[..i].iter().map(|c| c.size()).product::<u64>();
        self.base.order as u64 * below
    }

    /// The product a·b.
    pub fn mul(&self, a: u64, b: u64) -> u64 {
        let order = self.base.order as u64;
        let base = self.base.mul((a % order) as u32, (b % order) as u32);
        let (mut a, mut b) = (a / order, b / order);
        let (mut packed, mut scale) = (u64::from(base), order);
        for &cycle in self.cycles {
            let size = cycle.size();
            packed += scale * cycle.add(a % size, b % size);
            (a, b, scale) = (a / size, b / size, scale * size);
        }
        packed
    }
}

/// The most elements a quotient may have within `memory` bytes: its multiplication table is
/// order² entries of 4 bytes, and a trial's table is built while the last one is kept.
pub fn max_order(memory: u64) -> usize {
    usize::try_from((memory / 8).isqrt()).unwrap_or(usize::MAX)
}

/// The most elements of a trial monoid before merging.
pub const MAX_TRIAL: usize = 1 << 21;

/// The submonoid of `product` that the heap images `images` generate, enumerated in the
/// order of least positions, with letters = the distinct images other than 1.
struct Generated {
    elements: Vec<u64>,
    least: Vec<Position>,
    /// For each element but 1: an earlier element and a letter whose product it is.
    parent: Vec<(u32, u32)>,
    /// `act[letter][x]` = x · letter.
    act: Vec<Vec<u32>>,
    /// Each heap's letter, `None` for heaps whose image is 1.
    letter: Vec<Option<u32>>,
    index: FxHashMap<u64, u32>,
}

impl Generated {
    /// Enumerates heap by heap: the least positions with heaps up to h are those up to h − 1
    /// followed by one, two, … heaps of h, each group in the order before.
    fn new(product: &Product, images: &[u64], deadline: Deadline) -> Result<Generated, Stuck> {
        let identity = product.embed(0);
        let mut letters: Vec<u64> = Vec::new();
        let letter: Vec<Option<u32>> = images
            .iter()
            .map(|&g| {
                (g != identity).then(|| match letters.iter().position(|&l| l == g) {
                    Some(i) => i as u32,
                    None => {
                        letters.push(g);
                        letters.len() as u32 - 1
                    }
                })
            })
            .collect();
        let mut generated = Generated {
            elements: vec![identity],
            least: vec![Position::empty()],
            parent: vec![(0, 0)],
            act: Vec::new(),
            letter,
            index: FxHashMap::from_iter([(identity, 0)]),
        };
        for (h, &g) in images.iter().enumerate() {
            let Some(l) = generated.letter[h] else {
                continue;
            };
            generated.extend(product, h as u32, g, l, deadline)?;
        }
        generated.act = letters
            .iter()
            .map(|&g| {
                let elements = &generated.elements;
                let at = |x: &u64| generated.index[&product.mul(*x, g)];
                elements.iter().map(at).collect()
            })
            .collect();
        Ok(generated)
    }

    /// Adds the elements with heaps of `h` (image `g`, letter `l`).
    fn extend(
        &mut self,
        product: &Product,
        h: u32,
        g: u64,
        l: u32,
        deadline: Deadline,
    ) -> Result<(), Stuck> {
        let before = self.elements.len();
        let mut row: Vec<u32> = (0..before as u32).collect();
        let mut powers = vec![product.embed(0)];
        let mut power = g;
        for copies in 1.. {
            if powers.contains(&power) {
                break;
            }
            powers.push(power);
            for (y, at_y) in row.iter_mut().enumerate() {
                let x = product.mul(self.elements[*at_y as usize], g);
                let next = self.elements.len() as u32;
                let at = *self.index.entry(x).or_insert(next);
                if at == next {
                    if self.elements.len() >= MAX_TRIAL {
                        return Err(Stuck::TooLarge(TooLarge {
                            elements: self.elements.len(),
                        }));
                    }
                    if next.is_multiple_of(4096) {
                        deadline.check()?;
                    }
                    let mut least = self.least[y].clone();
                    least.add(h, copies);
                    self.elements.push(x);
                    self.least.push(least);
                    self.parent.push((*at_y, l));
                }
                *at_y = at;
            }
            power = product.mul(power, g);
        }
        Ok(())
    }

    /// The image of `position` less one heap of `without` (when given).
    fn image(&self, position: &Position, without: Option<u32>) -> u32 {
        let mut x = 0;
        for (h, c) in position.heaps() {
            let Some(l) = self.letter[h as usize] else {
                continue;
            };
            for _ in 0..c - u32::from(without == Some(h)) {
                x = self.act[l as usize][x as usize];
            }
        }
        x
    }

    /// The P-portion by induction: an element is in P when its least position has a move
    /// and no option of it is in P (options come earlier, so they are decided).
    fn p_portion(&self, moves: &[Vec<Vec<u32>>], deadline: Deadline) -> Result<Vec<bool>, Stuck> {
        let mut p = vec![false; self.elements.len()];
        for x in 0..self.elements.len() {
            if x % 4096 == 0 {
                deadline.check()?;
            }
            let least = &self.least[x];
            let mut has_move = false;
            let mut p_option = false;
            for (h, _) in least.heaps() {
                if moves[h as usize].is_empty() {
                    continue;
                }
                has_move = true;
                let rest = self.image(least, Some(h));
                p_option = moves[h as usize].iter().any(|parts| {
                    let o = parts
                        .iter()
                        .fold(rest, |o, &part| match self.letter[part as usize] {
                            Some(l) => self.act[l as usize][o as usize],
                            None => o,
                        });
                    debug_assert!((o as usize) < x, "an option comes first");
                    p[o as usize]
                });
                if p_option {
                    break;
                }
            }
            p[x] = has_move && !p_option;
        }
        Ok(p)
    }
}

/// Moore's partition refinement: the classes of elements that no sequence of letters
/// separates by P, numbered by their first element.
fn indistinguishable(
    act: &[Vec<u32>],
    p: &[bool],
    deadline: Deadline,
) -> Result<(Vec<u32>, usize), Stuck> {
    let n = p.len();
    let mut class: Vec<u32> = renumber(p.iter().map(|&b| u64::from(b)));
    let mut count = class.iter().max().map_or(0, |&c| c as usize + 1);
    loop {
        deadline.check()?;
        let mut signatures: FxHashMap<Vec<u32>, u32> = FxHashMap::default();
        let mut next = Vec::with_capacity(n);
        for x in 0..n {
            let mut signature = Vec::with_capacity(act.len() + 1);
            signature.push(class[x]);
            signature.extend(act.iter().map(|a| class[a[x] as usize]));
            let fresh = signatures.len() as u32;
            next.push(*signatures.entry(signature).or_insert(fresh));
        }
        let refined = signatures.len();
        class = next;
        if refined == count {
            return Ok((class, count));
        }
        count = refined;
    }
}

/// Numbers the distinct keys 0, 1, … in order of first appearance.
fn renumber(keys: impl Iterator<Item = u64>) -> Vec<u32> {
    let mut seen: FxHashMap<u64, u32> = FxHashMap::default();
    keys.map(|k| {
        let fresh = seen.len() as u32;
        *seen.entry(k).or_insert(fresh)
    })
    .collect()
}

/// The reduced bipartite monoid generated by the heap images `images` (one per heap, from
/// heap 0, elements of `product`), its P-portion fixed by induction on least positions;
/// returned with each heap's image in it. `moves[h]` lists the options of heap h, each as
/// the heaps it leaves; a quotient of more than `max_order` elements is refused.
pub fn build(
    product: &Product,
    images: &[u64],
    moves: &[Vec<Vec<u32>>],
    max_order: usize,
    deadline: Deadline,
) -> Result<(Bipartite, Vec<u32>), Stuck> {
    let generated = Generated::new(product, images, deadline)?;
    let p = generated.p_portion(moves, deadline)?;
    let (class, order) = indistinguishable(&generated.act, &p, deadline)?;
    if order > max_order {
        return Err(Stuck::TooLarge(TooLarge { elements: order }));
    }
    // Each class's first element: its least position is the class's least position.
    let mut first = vec![u32::MAX; order];
    for (x, &c) in class.iter().enumerate().rev() {
        first[c as usize] = x as u32;
    }
    let parent: Vec<(u32, u32)> = first
        .iter()
        .map(|&x| {
            let (y, l) = generated.parent[x as usize];
            (class[y as usize], l)
        })
        .collect();
    let act =
        |l: u32, c: u32| class[generated.act[l as usize][first[c as usize] as usize] as usize];
    let mut table = vec![0u32; order * order];
    for a in 0..order {
        if a % 1024 == 0 {
            deadline.check()?;
        }
        let row = &mut table[a * order..(a + 1) * order];
        row[0] = a as u32;
        for x in 1..order {
            let (y, l) = parent[x];
            row[x] = act(l, row[y as usize]);
        }
    }
    deadline.check()?;
    let quotient = Bipartite {
        order,
        table,
        p: first.iter().map(|&x| p[x as usize]).collect(),
        least: first
            .iter()
            .map(|&x| generated.least[x as usize].clone())
            .collect(),
    };
    let phi = images
        .iter()
        .map(|g| class[generated.index[g] as usize])
        .collect();
    Ok((quotient, phi))
}
