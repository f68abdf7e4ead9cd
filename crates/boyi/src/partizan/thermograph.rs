//! Thermographs, exact: walls as piecewise-linear functions of the temperature t ≥ −1, the
//! mast, the mean and the temperature (Conway, *On Numbers and Games*, ch. 9; Berlekamp,
//! Conway & Guy, *Winning Ways*, ch. 6; Siegel II.5).
//!
//! Walls of short games have slopes −1, 0 and 1 and start from dyadic points, so every
//! critical point is dyadic: [`Dyadic`] holds them exactly. A game's Left wall is its Left
//! scaffold (the greatest Right wall of its Left options, minus t) up to the point where it
//! meets the Right scaffold (the least Left wall of its Right options, plus t); from there
//! both walls are the vertical mast.

use super::dyadic::Dyadic;
use serde::Serialize;

/// One straight piece of a wall: from temperature `from` on, the value is
/// `value + slope · (t − from)` until the next piece starts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Piece {
    /// Where the piece starts.
    pub from: Dyadic,
    /// The value there.
    pub value: Dyadic,
    /// −1, 0 or 1 (it may reach ±2 between two tilted scaffolds, never on a wall).
    pub slope: i8,
}

/// A wall: a continuous piecewise-linear function on [−1, ∞), constant after its last piece
/// starts (the mast).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Wall {
    pieces: Vec<Piece>,
}

/// The first temperature a wall is defined at.
fn base() -> Dyadic {
    Dyadic::int(-1)
}

/// `d / k` for k in {±1, ±2}.
fn divide(d: Dyadic, k: i8) -> Dyadic {
    let q = if k.abs() == 2 { d.half() } else { d };
    if k < 0 {
        -q
    } else {
        q
    }
}

/// `k · d` for a small integer k.
fn times(k: i8, d: &Dyadic) -> Dyadic {
    d.times(k.into())
}

impl Wall {
    /// The constant wall at `x`.
    pub fn constant(x: Dyadic) -> Wall {
        Wall {
            pieces: vec![Piece {
                from: base(),
                value: x,
                slope: 0,
            }],
        }
    }

    /// The pieces, from t = −1 up.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// The piece in force at temperature t.
    fn piece_at(&self, t: &Dyadic) -> &Piece {
        let i = self.pieces.partition_point(|p| &p.from <= t);
        &self.pieces[i.max(1) - 1]
    }

    /// The value at temperature t ≥ −1.
    pub fn at(&self, t: &Dyadic) -> Dyadic {
        let p = self.piece_at(t);
        &p.value + &times(p.slope, &(t - &p.from))
    }

    /// The wall plus k·t.
    pub(super) fn tilted(&self, k: i8) -> Wall {
        Wall {
            pieces: self
                .pieces
                .iter()
                .map(|p| Piece {
                    from: p.from.clone(),
                    value: &p.value + &times(k, &p.from),
                    slope: p.slope + k,
                })
                .collect(),
        }
    }

    /// The pointwise maximum (or minimum) of two walls.
    pub(super) fn extreme(&self, other: &Wall, max: bool) -> Wall {
        let mut starts: Vec<Dyadic> = self
            .pieces
            .iter()
            .chain(&other.pieces)
            .map(|p| p.from.clone())
            .collect();
        starts.sort_unstable();
        starts.dedup();
        let better = |a: &Dyadic, b: &Dyadic| if max { a > b } else { a < b };
        let steeper = |a: i8, b: i8| if max { a > b } else { a < b };
        let mut pieces = Vec::new();
        for (i, from) in starts.iter().enumerate() {
            let next = starts.get(i + 1);
            let (a, b) = (self.piece_at(from).slope, other.piece_at(from).slope);
            let (va, vb) = (self.at(from), other.at(from));
            // Which is ahead just after `from`: by value, then by slope.
            let a_first = better(&va, &vb) || (va == vb && (a == b || steeper(a, b)));
            let (first, second, v1, v2) = if a_first {
                (a, b, va, vb)
            } else {
                (b, a, vb, va)
            };
            // The other overtakes inside the interval if it is steeper the right way.
            let overtaken = (first != second && steeper(second, first))
                .then(|| from + &divide(&v1 - &v2, second - first))
                .filter(|cross| cross > from && next.is_none_or(|n| cross < n))
                .map(|cross| Piece {
                    value: &v1 + &times(first, &(&cross - from)),
                    from: cross,
                    slope: second,
                });
            pieces.push(Piece {
                from: from.clone(),
                value: v1,
                slope: first,
            });
            pieces.extend(overtaken);
        }
        Wall { pieces }.simplified()
    }

    /// The same function with no piece that merely continues the one before.
    fn simplified(mut self) -> Wall {
        let mut out: Vec<Piece> = Vec::with_capacity(self.pieces.len());
        for p in self.pieces.drain(..) {
            if let Some(last) = out.last() {
                if last.slope == p.slope
                    && &last.value + &times(last.slope, &(&p.from - &last.from)) == p.value
                {
                    continue;
                }
            }
            out.push(p);
        }
        Wall { pieces: out }
    }

    /// This wall up to temperature t, then the constant mast at `mast`.
    fn capped(&self, t: &Dyadic, mast: &Dyadic) -> Wall {
        if t <= &base() {
            return Wall::constant(mast.clone());
        }
        let mut pieces: Vec<Piece> = self
            .pieces
            .iter()
            .filter(|p| &p.from < t)
            .cloned()
            .collect();
        pieces.push(Piece {
            from: t.clone(),
            value: mast.clone(),
            slope: 0,
        });
        Wall { pieces }.simplified()
    }

    /// The points where the wall bends, as (temperature, value), from t = −1 up to where the
    /// mast starts.
    pub fn points(&self) -> Vec<(Dyadic, Dyadic)> {
        self.pieces
            .iter()
            .map(|p| (p.from.clone(), p.value.clone()))
            .collect()
    }
}

/// A game's thermograph: its two walls, and the mast they meet in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Thermograph {
    /// The Left wall (Left's value when she must pay t to move).
    pub left: Wall,
    /// The Right wall.
    pub right: Wall,
    /// The mean value: where the mast stands.
    pub mean: Dyadic,
    /// The temperature: where the mast starts (−1 for an integer).
    pub temperature: Dyadic,
}

impl Thermograph {
    /// The thermograph of the integer n: a mast from t = −1.
    pub(super) fn integer(n: Dyadic) -> Thermograph {
        Thermograph {
            left: Wall::constant(n.clone()),
            right: Wall::constant(n.clone()),
            mean: n,
            temperature: base(),
        }
    }

    /// The thermograph whose scaffolds are these: the walls follow them up to the least
    /// temperature where the Left scaffold is no longer right of the Right one, and are the
    /// mast above.
    pub(super) fn from_scaffolds(left: Wall, right: Wall) -> Thermograph {
        let (t, mean) = meeting(&left, &right);
        Thermograph {
            left: left.capped(&t, &mean),
            right: right.capped(&t, &mean),
            mean,
            temperature: t,
        }
    }
}

/// Where the scaffolds meet: the least t ≥ −1 with left(t) ≤ right(t), and the value there.
/// Left − right never increases (the Left scaffold slopes down, the Right one up). Should a
/// game start with the Left scaffold already left of the Right one (Berlekamp's "cave",
/// which canonical short games do not produce), the mast stands at t = −1 on the number of
/// that interval nearest 0.
fn meeting(left: &Wall, right: &Wall) -> (Dyadic, Dyadic) {
    let t0 = base();
    let gap = |t: &Dyadic| left.at(t) - right.at(t);
    if gap(&t0) <= Dyadic::ZERO {
        let (l, r) = (left.at(&t0), right.at(&t0));
        let mast = Dyadic::ZERO.max(l).min(r);
        return (t0, mast);
    }
    let mut starts: Vec<Dyadic> = left
        .pieces
        .iter()
        .chain(&right.pieces)
        .map(|p| p.from.clone())
        .collect();
    starts.sort_unstable();
    starts.dedup();
    for (i, from) in starts.iter().enumerate() {
        let g = gap(from);
        if g <= Dyadic::ZERO {
            return (from.clone(), left.at(from));
        }
        let slope = left.piece_at(from).slope - right.piece_at(from).slope;
        if slope < 0 {
            let t = from + &divide(g, -slope);
            if starts.get(i + 1).is_none_or(|next| &t <= next) {
                let value = left.at(&t);
                return (t, value);
            }
        }
    }
    unreachable!("the Left scaffold ends sloping down and the Right one up, so they meet")
}
