//! Conway's misère genus of heaps (On Numbers and Games, ch. 12; Winning Ways, ch. 13):
//! g^(γ0 γ1 γ2 …), where g is the normal-play Grundy value and γk the misère Grundy value of
//! the game plus k heaps of 2. It is the classical tool for misère heap games: a game whose
//! followers all have nim-heap genera plays like misère Nim.
//!
//! The values come from the options: γ0 = mex of the options' γ0 (1 with no option), and
//! γk = mex of the options' γk together with γ(k−1) and γ(k−1) xor 1 (the moves in a heap of
//! 2). The sequence settles into period 2; it is computed two places past the longest of the
//! options', and written without the digits that repeat the one two places back, as Conway
//! and CGSuite write it (0 = 0^120, *1 = 1^031, *2 = 2^20).

use crate::code::Code;
use crate::value::mex;
use rustc_hash::FxHashMap;
use std::fmt;
use std::rc::Rc;

/// A genus: the normal Grundy value and the misère values γ0, γ1, … up to where they repeat
/// with period 2.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Genus {
    /// The normal-play Grundy value.
    pub normal: u64,
    /// γ0, γ1, …: the last two repeat for ever.
    pub misere: Vec<u64>,
}

impl Genus {
    /// γk, following the period-2 tail past the digits kept.
    pub fn at(&self, k: usize) -> u64 {
        let len = self.misere.len();
        if k < len {
            return self.misere[k];
        }
        self.misere[len - 2 + (k - len) % 2]
    }
}

impl fmt::Display for Genus {
    /// `4^146`, or `6^(1,9,10,8)` when a digit passes 9.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let digits: Vec<String> = self.misere.iter().map(u64::to_string).collect();
        if self.misere.iter().all(|&d| d < 10) {
            write!(f, "{}^{}", self.normal, digits.concat())
        } else {
            write!(f, "{}^({})", self.normal, digits.join(","))
        }
    }
}

/// Sums of heaps whose genus is asked for past this many are refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooManyPositions {
    /// The positions that would be stored.
    pub positions: usize,
}

/// The genus of every sum of heaps reached from the heaps asked for, remembered.
pub struct Genera {
    code: Code,
    known: FxHashMap<Vec<u32>, Rc<Genus>>,
    limit: usize,
}

impl Genera {
    /// Genera of sums of `code`'s heaps, storing at most `limit` positions.
    pub fn new(code: Code, limit: usize) -> Genera {
        Genera {
            code,
            known: FxHashMap::default(),
            limit,
        }
    }

    /// The genus of one heap.
    pub fn heap(&mut self, h: u32) -> Result<Rc<Genus>, TooManyPositions> {
        self.of(if h == 0 { Vec::new() } else { vec![h] })
    }

    /// The genus of a sum of heaps (sorted, no empty heaps).
    fn of(&mut self, heaps: Vec<u32>) -> Result<Rc<Genus>, TooManyPositions> {
        if let Some(known) = self.known.get(&heaps) {
            return Ok(known.clone());
        }
        if self.known.len() >= self.limit {
            return Err(TooManyPositions {
                positions: self.known.len() + 1,
            });
        }
        let mut options = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            if i > 0 && heaps[i - 1] == h {
                continue;
            }
            self.code.each_move(u64::from(h), |_, leave| {
                let mut next = heaps.clone();
                next.remove(i);
                next.extend(leave.iter().map(|&l| l as u32));
                next.sort_unstable();
                options.push(next);
            });
        }
        let mut genera = Vec::with_capacity(options.len());
        for option in options {
            genera.push(self.of(option)?);
        }
        let genus = Rc::new(from_options(&genera));
        self.known.insert(heaps, genus.clone());
        Ok(genus)
    }
}

/// The genus of a game whose options have the genera `options`.
pub fn from_options(options: &[Rc<Genus>]) -> Genus {
    let mut seen = Vec::new();
    let normal: Vec<u64> = options.iter().map(|g| g.normal).collect();
    let normal = mex(&normal, &mut seen);
    let len = options.iter().map(|g| g.misere.len()).max().unwrap_or(0) + 2;
    let len = len.max(3);
    let mut misere: Vec<u64> = Vec::with_capacity(len);
    for k in 0..len {
        let mut values: Vec<u64> = options.iter().map(|g| g.at(k)).collect();
        let value = if k == 0 {
            if options.is_empty() {
                1
            } else {
                mex(&values, &mut seen)
            }
        } else {
            let before = misere[k - 1];
            values.extend([before, before ^ 1]);
            mex(&values, &mut seen)
        };
        misere.push(value);
    }
    while misere.len() > 2 && misere[misere.len() - 1] == misere[misere.len() - 3] {
        misere.pop();
    }
    Genus { normal, misere }
}
