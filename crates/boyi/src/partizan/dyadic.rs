//! Dyadic rationals m/2^k: the numbers of short games, exact.
//!
//! Every number a short game takes is dyadic, and so is every critical point of its
//! thermograph (walls have slopes 0 and ±1, so they meet at halves of dyadic differences).
//! A value is kept in lowest terms (m odd, or k = 0), so equal numbers have equal fields.
//! The numerator is an `i128`. A Hackenbush string of 64 edges is worth a number over 2^63,
//! and `{x | 1}` nested 50 deep around x = 1 − 2^−30 one over 2^80, past an `i64` (which
//! once gave such strings the value 0); the inputs Boyi accepts (numbers of at most 2^31
//! with denominators of at most 2^30, braces nested at most 50 deep, pictures of at most 64
//! edges) stay inside an `i128`. Every operation checks that it does: past it, one stops
//! with a message rather than answer with a wrapped number.

use std::cmp::Ordering;
use std::fmt;

/// The number `num / 2^exp`, in lowest terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dyadic {
    num: i128,
    exp: u32,
}

/// `num · 2^shift`, checked: never a wrapped number.
fn shifted(num: i128, shift: u32) -> i128 {
    let out = num.checked_shl(shift).filter(|out| out >> shift == num);
    out.expect("a dyadic rational past 2^127")
}

impl Dyadic {
    /// Zero.
    pub const ZERO: Dyadic = Dyadic { num: 0, exp: 0 };

    /// The integer `n`.
    pub const fn int(n: i128) -> Dyadic {
        Dyadic { num: n, exp: 0 }
    }

    /// `num / 2^exp`, brought to lowest terms.
    pub fn new(num: i128, exp: u32) -> Dyadic {
        let mut d = Dyadic { num, exp };
        d.reduce();
        d
    }

    fn reduce(&mut self) {
        if self.num == 0 {
            self.exp = 0;
            return;
        }
        let twos = self.num.trailing_zeros().min(self.exp);
        self.num >>= twos;
        self.exp -= twos;
    }

    /// The numerator in lowest terms.
    pub fn numerator(self) -> i128 {
        self.num
    }

    /// The exponent of the denominator in lowest terms (0 for an integer).
    pub fn exponent(self) -> u32 {
        self.exp
    }

    /// The nearest `f64`, for drawing only (never for deciding anything).
    pub fn to_f64(self) -> f64 {
        self.num as f64 / 2f64.powi(self.exp as i32)
    }

    /// Whether this is an integer.
    pub fn is_integer(self) -> bool {
        self.exp == 0
    }

    /// The two numerators over the common denominator 2^max(exp).
    fn aligned(self, other: Dyadic) -> (i128, i128, u32) {
        let exp = self.exp.max(other.exp);
        (
            shifted(self.num, exp - self.exp),
            shifted(other.num, exp - other.exp),
            exp,
        )
    }

    /// Half of this number.
    pub fn half(self) -> Dyadic {
        if self.num % 2 == 0 {
            Dyadic::new(self.num / 2, self.exp)
        } else {
            Dyadic {
                num: self.num,
                exp: self.exp + 1,
            }
        }
    }

    /// The greatest integer at most this number.
    pub fn floor(self) -> i128 {
        self.num >> self.exp
    }

    /// The least integer at least this number.
    pub fn ceil(self) -> i128 {
        -((-self.num) >> self.exp)
    }

    /// The simplest number strictly between `low` and `high` (either may be absent, meaning
    /// −∞ or +∞): the integer nearest zero if there is one, else the dyadic of least
    /// denominator (Conway's simplicity rule). `None` when `low >= high`.
    pub fn simplest_between(low: Option<Dyadic>, high: Option<Dyadic>) -> Option<Dyadic> {
        if let (Some(l), Some(h)) = (low, high) {
            if l >= h {
                return None;
            }
        }
        // Integers strictly inside.
        let first = low.map(|l| l.floor() + 1);
        let last = high.map(|h| h.ceil() - 1);
        match (first, last) {
            (None, None) => return Some(Dyadic::ZERO),
            (Some(f), None) => return Some(Dyadic::int(f.max(0))),
            (None, Some(l)) => return Some(Dyadic::int(l.min(0))),
            (Some(f), Some(l)) if f <= l => return Some(Dyadic::int(f.max(0).min(l))),
            _ => {}
        }
        // Both ends lie within one unit interval: halve the step until a point falls inside.
        let (l, h) = (low?, high?);
        let mut exp = 1;
        loop {
            let step = Dyadic::new(1, exp);
            // The least multiple of `step` above l.
            let (ln, _, e) = l.aligned(step);
            let scaled = ln >> (e - exp);
            let candidate = Dyadic::new(scaled + 1, exp);
            if candidate < h {
                return Some(candidate);
            }
            exp += 1;
        }
    }
}

impl From<i64> for Dyadic {
    fn from(n: i64) -> Dyadic {
        Dyadic::int(n.into())
    }
}

impl std::ops::Add for Dyadic {
    type Output = Dyadic;
    fn add(self, other: Dyadic) -> Dyadic {
        let (a, b, exp) = self.aligned(other);
        Dyadic::new(a.checked_add(b).expect("a dyadic rational past 2^127"), exp)
    }
}

impl std::ops::Sub for Dyadic {
    type Output = Dyadic;
    fn sub(self, other: Dyadic) -> Dyadic {
        self + -other
    }
}

impl std::ops::Neg for Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        Dyadic {
            num: self
                .num
                .checked_neg()
                .expect("a dyadic rational past 2^127"),
            exp: self.exp,
        }
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Dyadic) -> Ordering {
        let (a, b, _) = self.aligned(*other);
        a.cmp(&b)
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Dyadic) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// `3`, `-5/4`, `0`.
impl fmt::Display for Dyadic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exp == 0 {
            write!(f, "{}", self.num)
        } else {
            write!(
                f,
                "{}/{}",
                self.num,
                num_bigint::BigUint::from(1u8) << self.exp
            )
        }
    }
}

impl serde::Serialize for Dyadic {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(n: i128, e: u32) -> Dyadic {
        Dyadic::new(n, e)
    }

    #[test]
    fn arithmetic_in_lowest_terms() {
        assert_eq!(d(2, 2), d(1, 1));
        assert_eq!(d(1, 1) + d(1, 2), d(3, 2));
        assert_eq!(d(1, 1) + d(1, 1), Dyadic::int(1));
        assert_eq!((d(-5, 2)).to_string(), "-5/4");
        assert_eq!(d(-5, 2).floor(), -2);
        assert_eq!(d(-5, 2).ceil(), -1);
        assert_eq!(d(5, 2).ceil(), 2);
        assert_eq!(d(3, 0).half(), d(3, 1));
        assert!(d(-1, 1) < Dyadic::ZERO);
    }

    #[test]
    fn simplest_numbers() {
        let s = |l: Option<Dyadic>, h: Option<Dyadic>| Dyadic::simplest_between(l, h);
        assert_eq!(s(None, None), Some(Dyadic::ZERO));
        assert_eq!(s(Some(Dyadic::int(0)), None), Some(Dyadic::int(1)));
        assert_eq!(s(None, Some(Dyadic::int(-3))), Some(Dyadic::int(-4)));
        assert_eq!(
            s(Some(Dyadic::int(-3)), Some(Dyadic::int(5))),
            Some(Dyadic::ZERO)
        );
        assert_eq!(s(Some(Dyadic::int(0)), Some(Dyadic::int(1))), Some(d(1, 1)));
        assert_eq!(s(Some(d(1, 1)), Some(Dyadic::int(1))), Some(d(3, 2)));
        assert_eq!(s(Some(d(-1, 1)), Some(d(-1, 3))), Some(d(-1, 2)));
        assert_eq!(s(Some(d(1, 3)), Some(d(5, 3))), Some(d(1, 1)));
        assert_eq!(s(Some(Dyadic::int(2)), Some(Dyadic::int(2))), None);
        assert_eq!(s(Some(d(7, 2)), Some(Dyadic::int(5))), Some(Dyadic::int(2)));
    }
}
