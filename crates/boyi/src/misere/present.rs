//! A quotient as the literature writes it: generators and relations
//! (`⟨a, b | a² = 1, b³ = b⟩`), elements as words, whether it is tame, and its structure
//! (idempotents, maximal subgroups, the kernel) as MisereSolver's `--analyze` shows it.

use super::monoid::Bipartite;
use super::position::Position;
use std::cmp::Ordering;

/// A word: an exponent for each generator.
pub type Word = Vec<u32>;

/// A quotient's presentation: generators (as the heaps whose images they are), the normal
/// form of every element, and the relations that rewrite any word to its normal form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Presentation {
    /// The heap each generator is the image of, in order (a, b, c, …).
    pub generators: Vec<u32>,
    /// The least word of each element.
    pub words: Vec<Word>,
    /// Relations `left = right`, both words, each left side minimal.
    pub relations: Vec<(Word, Word)>,
}

/// Words compare as positions do: by their last generator, its exponent, then down.
fn word_order(a: &Word, b: &Word) -> Ordering {
    let top = |w: &Word| w.iter().rposition(|&e| e > 0).map_or(0, |i| i + 1);
    top(a)
        .cmp(&top(b))
        .then_with(|| a.iter().rev().cmp(b.iter().rev()))
}

impl Presentation {
    /// The presentation of `q` on the heap images `phi`: a generator is a heap whose image
    /// no smaller heaps make, kept when the other generators do not make it either.
    pub fn of(q: &Bipartite, phi: &[u32]) -> Presentation {
        let mut generators: Vec<u32> = (0..phi.len() as u32)
            .filter(|&h| *q.least(phi[h as usize]) == Position::of(&[h]))
            .collect();
        while let Some(i) = (0..generators.len()).rev().find(|&i| {
            let others: Vec<u32> = generators
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &h)| phi[h as usize])
                .collect();
            generated(q, &others)[phi[generators[i] as usize] as usize]
        }) {
            generators.remove(i);
        }
        let images: Vec<u32> = generators.iter().map(|&h| phi[h as usize]).collect();
        let words = least_words(q, &images);
        let mut candidates: Vec<(Word, Word)> = Vec::new();
        for x in 0..q.order() {
            for (j, &g) in images.iter().enumerate() {
                let mut left = words[x].clone();
                left[j] += 1;
                let right = &words[q.mul(x as u32, g) as usize];
                if left != *right {
                    candidates.push((left, right.clone()));
                }
            }
        }
        let divides = |a: &Word, b: &Word| a.iter().zip(b).all(|(x, y)| x <= y);
        let minimal: Vec<(Word, Word)> = candidates
            .iter()
            .filter(|(left, _)| {
                !candidates
                    .iter()
                    .any(|(other, _)| other != left && divides(other, left))
            })
            .cloned()
            .collect();
        let mut relations = minimal;
        relations.sort_by(|a, b| word_order(&a.0, &b.0));
        relations.dedup();
        Presentation {
            generators,
            words,
            relations,
        }
    }

    /// The name of generator `i`: a … z, then A … Z, then g53, g54, …
    pub fn letter(i: usize) -> String {
        match i {
            0..26 => char::from(b'a' + i as u8).to_string(),
            26..52 => char::from(b'A' + (i - 26) as u8).to_string(),
            _ => format!("g{}", i + 1),
        }
    }

    /// A word as the literature writes it (`a²b`, `1` for the identity), or in ASCII as
    /// MisereSolver does (`a2b`).
    pub fn show(word: &Word, ascii: bool) -> String {
        let mut out = String::new();
        for (i, &e) in word.iter().enumerate() {
            if e == 0 {
                continue;
            }
            out += &Presentation::letter(i);
            if e > 1 {
                out += &if ascii { e.to_string() } else { superscript(e) };
            }
        }
        if out.is_empty() {
            out.push('1');
        }
        out
    }

    /// The element's word, shown.
    pub fn element(&self, x: u32, ascii: bool) -> String {
        Presentation::show(&self.words[x as usize], ascii)
    }

    /// `⟨a, b | a² = 1, b³ = b⟩`, or `<a,b | a2=1,b3=b>` in ASCII.
    pub fn show_monoid(&self, ascii: bool) -> String {
        let letters: Vec<String> = (0..self.generators.len())
            .map(Presentation::letter)
            .collect();
        let relations: Vec<String> = self
            .relations
            .iter()
            .map(|(l, r)| {
                let (l, r) = (Presentation::show(l, ascii), Presentation::show(r, ascii));
                if ascii {
                    format!("{l}={r}")
                } else {
                    format!("{l} = {r}")
                }
            })
            .collect();
        let (open, close, comma) = if ascii {
            ("<", ">", ",")
        } else {
            ("⟨", "⟩", ", ")
        };
        if relations.is_empty() {
            format!("{open}{}{close}", letters.join(comma))
        } else {
            format!(
                "{open}{} | {}{close}",
                letters.join(comma),
                relations.join(comma)
            )
        }
    }
}

/// Which elements the `images` generate.
fn generated(q: &Bipartite, images: &[u32]) -> Vec<bool> {
    let mut reached = vec![false; q.order()];
    reached[0] = true;
    let mut stack = vec![0u32];
    while let Some(x) = stack.pop() {
        for &g in images {
            let y = q.mul(x, g);
            if !reached[y as usize] {
                reached[y as usize] = true;
                stack.push(y);
            }
        }
    }
    reached
}

/// The least word of each element over the generator images: by generator, each power in
/// turn times the elements made before it.
fn least_words(q: &Bipartite, images: &[u32]) -> Vec<Word> {
    let mut words: Vec<Option<Word>> = vec![None; q.order()];
    words[0] = Some(vec![0; images.len()]);
    let mut order = vec![0u32];
    for (j, &g) in images.iter().enumerate() {
        let before = order.clone();
        let mut power = g;
        let mut powers = vec![0u32];
        for e in 1.. {
            if powers.contains(&power) {
                break;
            }
            powers.push(power);
            for &y in &before {
                let x = q.mul(y, power);
                if words[x as usize].is_none() {
                    let mut word = words[y as usize].clone().expect("made before");
                    word[j] = e;
                    words[x as usize] = Some(word);
                    order.push(x);
                }
            }
            power = q.mul(power, g);
        }
    }
    words
        .into_iter()
        .map(|w| w.expect("the generators make every element"))
        .collect()
}

fn superscript(n: u32) -> String {
    const DIGITS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    n.to_string()
        .chars()
        .map(|c| DIGITS[c.to_digit(10).expect("a digit") as usize])
        .collect()
}

/// The k of T_k when (Q, P) is the tame quotient T_k (misère Nim on heaps below 2^k):
/// T0 = {1}; T1 = {1, a}, a² = 1, P = {a}; for k ≥ 2, {1, a} and a kernel that is a group of
/// 2^k elements, all of square e, with a² = 1, ae ≠ e and P = {a, e} (Plambeck & Siegel
/// 2008, §4: the fickle part {1, a} and the firm part, a copy of the nim-sums).
pub fn tame(q: &Bipartite) -> Option<u32> {
    let order = q.order();
    let p = q.p_portion();
    match order {
        1 => return Some(0),
        2 => return (q.mul(1, 1) == 0 && p == [1]).then_some(1),
        _ => {}
    }
    let firm = order - 2;
    if !firm.is_power_of_two() || firm < 4 {
        return None;
    }
    let e = kernel_identity(q);
    let kernel: Vec<u32> = (0..order as u32).filter(|&x| q.mul(x, e) == x).collect();
    let outside: Vec<u32> = (0..order as u32).filter(|&x| q.mul(x, e) != x).collect();
    let [one, a] = outside[..] else {
        return None;
    };
    let tame = one == 0
        && q.mul(a, a) == 0
        && q.mul(a, e) != e
        && kernel.len() == firm
        && kernel.iter().all(|&x| q.mul(x, x) == e)
        && p.len() == 2
        && q.is_p(a)
        && q.is_p(e);
    tame.then_some(firm.trailing_zeros())
}

/// The product of all idempotents: the identity of the kernel (the least ideal, a group).
pub fn kernel_identity(q: &Bipartite) -> u32 {
    idempotents(q).into_iter().fold(0, |e, f| q.mul(e, f))
}

/// The idempotents (x² = x), in order.
pub fn idempotents(q: &Bipartite) -> Vec<u32> {
    (0..q.order() as u32)
        .filter(|&x| q.mul(x, x) == x)
        .collect()
}

/// One idempotent's part of the structure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IdempotentRow {
    /// The idempotent.
    pub idempotent: u32,
    /// Whether it is the kernel's identity.
    pub kernel: bool,
    /// The maximal subgroup with this identity.
    pub subgroup: Vec<u32>,
    /// How many elements have a power in that subgroup (its archimedean component).
    pub archimedean: usize,
    /// The idempotents just below it (f < e when fe = f, with none between).
    pub lower_covers: Vec<u32>,
}

/// The structure of `q`, one row per idempotent.
pub fn analyze(q: &Bipartite) -> Vec<IdempotentRow> {
    let all = idempotents(q);
    let kernel = kernel_identity(q);
    let below = |f: u32, e: u32| f != e && q.mul(f, e) == f;
    let power_idempotent = |x: u32| {
        let (index, period) = q.index_period(x);
        // x^k is idempotent for k a multiple of the period at or past the index.
        let k = index.div_ceil(period).max(1) * period;
        (0..k).fold(0, |y, _| q.mul(y, x))
    };
    let idempotent_of: Vec<u32> = (0..q.order() as u32).map(power_idempotent).collect();
    all.iter()
        .map(|&e| IdempotentRow {
            idempotent: e,
            kernel: e == kernel,
            subgroup: (0..q.order() as u32)
                .filter(|&x| q.mul(x, e) == x && (0..q.order() as u32).any(|y| q.mul(x, y) == e))
                .collect(),
            archimedean: idempotent_of.iter().filter(|&&f| f == e).count(),
            lower_covers: all
                .iter()
                .copied()
                .filter(|&f| below(f, e) && !all.iter().any(|&g| below(f, g) && below(g, e)))
                .collect(),
        })
        .collect()
}
