//! Dyadic rationals m/2^k: the numbers of short games, exact and of any size.
//!
//! Every number a short game takes is dyadic, and so is every critical point of its
//! thermograph (walls have slopes 0 and ±1, so they meet at halves of dyadic differences).
//! A value is kept in lowest terms (m odd, or k = 0), so equal numbers have equal fields.
//! The numerator is an `i128` while it fits and a [`BigInt`] past it (never a `BigInt` that
//! would fit, so the two never hold one value): the integers CGSuite takes, 1823437481924
//! or 10^60, are exact, while the numbers of board games stay on the fast path without an
//! allocation. No operation can overflow.

use num_bigint::{BigInt, BigUint};
use num_traits::{Signed, ToPrimitive};
use std::cmp::Ordering;
use std::fmt;

/// The numerator: an `i128` when it fits, else a `BigInt` (boxed to keep the small case small).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Numerator {
    Small(i128),
    Big(Box<BigInt>),
}

/// The number `num / 2^exp`, in lowest terms.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Dyadic {
    num: Numerator,
    exp: u32,
}

/// `num · 2^shift` if it fits an `i128`.
fn shifted(num: i128, shift: u32) -> Option<i128> {
    num.checked_shl(shift).filter(|out| out >> shift == num)
}

impl Dyadic {
    /// Zero.
    pub const ZERO: Dyadic = Dyadic::int(0);

    /// One.
    pub const ONE: Dyadic = Dyadic::int(1);

    /// The integer `n`.
    pub const fn int(n: i128) -> Dyadic {
        Dyadic {
            num: Numerator::Small(n),
            exp: 0,
        }
    }

    /// `num / 2^exp`, brought to lowest terms.
    pub fn new(num: i128, exp: u32) -> Dyadic {
        let twos = if num == 0 {
            exp
        } else {
            num.trailing_zeros().min(exp)
        };
        Dyadic {
            num: Numerator::Small(num >> twos),
            exp: exp - twos,
        }
    }

    /// `num / 2^exp` for a numerator of any size, brought to lowest terms.
    pub fn from_big(num: BigInt, exp: u32) -> Dyadic {
        if let Ok(small) = i128::try_from(&num) {
            return Dyadic::new(small, exp);
        }
        let twos = num
            .trailing_zeros()
            .map_or(0, |z| z.min(u64::from(exp)) as u32);
        let num = num >> twos;
        let exp = exp - twos;
        match i128::try_from(&num) {
            Ok(small) => Dyadic::new(small, exp),
            Err(_) => Dyadic {
                num: Numerator::Big(Box::new(num)),
                exp,
            },
        }
    }

    /// The numerator in lowest terms.
    pub fn numerator(&self) -> BigInt {
        match &self.num {
            Numerator::Small(n) => BigInt::from(*n),
            Numerator::Big(n) => (**n).clone(),
        }
    }

    /// The exponent of the denominator in lowest terms (0 for an integer).
    pub fn exponent(&self) -> u32 {
        self.exp
    }

    /// The nearest `f64`, for drawing only (never for deciding anything).
    pub fn to_f64(&self) -> f64 {
        let num = match &self.num {
            Numerator::Small(n) => *n as f64,
            Numerator::Big(n) => n.to_f64().unwrap_or(f64::NAN),
        };
        num / 2f64.powi(self.exp.min(i32::MAX as u32) as i32)
    }

    /// Whether this is an integer.
    pub fn is_integer(&self) -> bool {
        self.exp == 0
    }

    /// Whether this is below zero.
    pub fn is_negative(&self) -> bool {
        match &self.num {
            Numerator::Small(n) => *n < 0,
            Numerator::Big(n) => n.is_negative(),
        }
    }

    /// The two numerators over the common denominator 2^max(exp), if both fit an `i128`.
    fn aligned_small(&self, other: &Dyadic) -> Option<(i128, i128, u32)> {
        let (Numerator::Small(a), Numerator::Small(b)) = (&self.num, &other.num) else {
            return None;
        };
        let exp = self.exp.max(other.exp);
        Some((
            shifted(*a, exp - self.exp)?,
            shifted(*b, exp - other.exp)?,
            exp,
        ))
    }

    /// The two numerators over the common denominator 2^max(exp), of any size.
    fn aligned_big(&self, other: &Dyadic) -> (BigInt, BigInt, u32) {
        let exp = self.exp.max(other.exp);
        (
            self.numerator() << (exp - self.exp),
            other.numerator() << (exp - other.exp),
            exp,
        )
    }

    /// Half of this number.
    pub fn half(&self) -> Dyadic {
        match &self.num {
            Numerator::Small(n) => Dyadic::new(*n, self.exp + 1),
            Numerator::Big(n) => Dyadic::from_big((**n).clone(), self.exp + 1),
        }
    }

    /// `k` times this number.
    pub fn times(&self, k: i64) -> Dyadic {
        if let Numerator::Small(n) = self.num {
            if let Some(product) = n.checked_mul(k.into()) {
                return Dyadic::new(product, self.exp);
            }
        }
        Dyadic::from_big(self.numerator() * k, self.exp)
    }

    /// The greatest multiple of 2^−exp at most this number (the floor when `exp` is 0).
    fn floor_at(&self, exp: u32) -> Dyadic {
        if self.exp <= exp {
            return self.clone();
        }
        let drop = self.exp - exp;
        match &self.num {
            // An arithmetic shift rounds towards −∞, as a floor must.
            Numerator::Small(n) => Dyadic::new(n >> drop, exp),
            Numerator::Big(n) => Dyadic::from_big(&**n >> drop, exp),
        }
    }

    /// The greatest integer at most this number.
    pub fn floor(&self) -> Dyadic {
        self.floor_at(0)
    }

    /// The least integer at least this number.
    pub fn ceil(&self) -> Dyadic {
        -(-self.clone()).floor()
    }

    /// The simplest number strictly between `low` and `high` (either may be absent, meaning
    /// −∞ or +∞): the integer nearest zero if there is one, else the dyadic of least
    /// denominator (Conway's simplicity rule). `None` when `low >= high`.
    pub fn simplest_between(low: Option<&Dyadic>, high: Option<&Dyadic>) -> Option<Dyadic> {
        if let (Some(l), Some(h)) = (low, high) {
            if l >= h {
                return None;
            }
        }
        // Integers strictly inside.
        let first = low.map(|l| l.floor() + Dyadic::ONE);
        let last = high.map(|h| h.ceil() - Dyadic::ONE);
        match (first, last) {
            (None, None) => return Some(Dyadic::ZERO),
            (Some(f), None) => return Some(f.max(Dyadic::ZERO)),
            (None, Some(l)) => return Some(l.min(Dyadic::ZERO)),
            (Some(f), Some(l)) if f <= l => return Some(f.max(Dyadic::ZERO).min(l)),
            _ => {}
        }
        // Both ends lie within one unit interval: halve the step until a point falls inside.
        let (l, h) = (low?, high?);
        let mut exp = 1;
        loop {
            // The least multiple of 2^−exp above l.
            let candidate = l.floor_at(exp) + Dyadic::new(1, exp);
            if &candidate < h {
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

impl From<BigInt> for Dyadic {
    fn from(n: BigInt) -> Dyadic {
        Dyadic::from_big(n, 0)
    }
}

impl std::ops::Add for Dyadic {
    type Output = Dyadic;
    fn add(self, other: Dyadic) -> Dyadic {
        &self + &other
    }
}

impl std::ops::Add for &Dyadic {
    type Output = Dyadic;
    fn add(self, other: &Dyadic) -> Dyadic {
        if let Some((a, b, exp)) = self.aligned_small(other) {
            if let Some(sum) = a.checked_add(b) {
                return Dyadic::new(sum, exp);
            }
        }
        let (a, b, exp) = self.aligned_big(other);
        Dyadic::from_big(a + b, exp)
    }
}

impl std::ops::Sub for Dyadic {
    type Output = Dyadic;
    fn sub(self, other: Dyadic) -> Dyadic {
        self + -other
    }
}

impl std::ops::Sub for &Dyadic {
    type Output = Dyadic;
    fn sub(self, other: &Dyadic) -> Dyadic {
        self + &-other
    }
}

impl std::ops::Neg for Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        -&self
    }
}

impl std::ops::Neg for &Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        match &self.num {
            Numerator::Small(n) => match n.checked_neg() {
                Some(m) => Dyadic::new(m, self.exp),
                None => Dyadic::from_big(-BigInt::from(*n), self.exp),
            },
            Numerator::Big(n) => Dyadic::from_big(-(**n).clone(), self.exp),
        }
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Dyadic) -> Ordering {
        if let Some((a, b, _)) = self.aligned_small(other) {
            return a.cmp(&b);
        }
        let (a, b, _) = self.aligned_big(other);
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
        match &self.num {
            Numerator::Small(n) => write!(f, "{n}")?,
            Numerator::Big(n) => write!(f, "{n}")?,
        }
        if self.exp > 0 {
            write!(f, "/{}", BigUint::from(1u8) << self.exp)?;
        }
        Ok(())
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
    use num_rational::BigRational;
    use proptest::prelude::*;

    fn d(n: i128, e: u32) -> Dyadic {
        Dyadic::new(n, e)
    }

    /// The same number as an exact rational, computed without the fast path.
    fn rational(x: &Dyadic) -> BigRational {
        BigRational::new(x.numerator(), BigInt::from(1u8) << x.exponent())
    }

    #[test]
    fn arithmetic_in_lowest_terms() {
        assert_eq!(d(2, 2), d(1, 1));
        assert_eq!(d(1, 1) + d(1, 2), d(3, 2));
        assert_eq!(d(1, 1) + d(1, 1), Dyadic::int(1));
        assert_eq!((d(-5, 2)).to_string(), "-5/4");
        assert_eq!(d(-5, 2).floor(), Dyadic::int(-2));
        assert_eq!(d(-5, 2).ceil(), Dyadic::int(-1));
        assert_eq!(d(5, 2).ceil(), Dyadic::int(2));
        assert_eq!(d(3, 0).half(), d(3, 1));
        assert!(d(-1, 1) < Dyadic::ZERO);
    }

    #[test]
    fn past_an_i128_the_numbers_stay_exact() {
        let max = Dyadic::int(i128::MAX);
        let past = &max + &Dyadic::ONE;
        assert_eq!(past.to_string(), "170141183460469231731687303715884105728");
        assert_eq!(&past - &Dyadic::ONE, max);
        let min = Dyadic::int(i128::MIN);
        assert_eq!(
            (-&min).to_string(),
            "170141183460469231731687303715884105728"
        );
        assert_eq!(-(-&min), min);
        let huge: Dyadic = "1000000000000000000000000000000000000000000000000000000000000"
            .parse::<BigInt>()
            .map(Dyadic::from)
            .unwrap();
        assert!(huge > max && -&huge < min);
        assert_eq!(
            (&huge + &d(1, 3)).to_string(),
            format!("{}/8", huge.times(8) + Dyadic::ONE)
        );
        assert_eq!((&huge + &d(1, 3)).floor(), huge);
        assert_eq!((&huge + &d(1, 3)).ceil(), &huge + &Dyadic::ONE);
        // A big numerator that becomes small again goes back to the fast path.
        assert_eq!(&(&huge + &d(1, 1)) - &huge, d(1, 1));
        assert_eq!(
            Dyadic::simplest_between(Some(&huge), Some(&(&huge + &Dyadic::ONE))),
            Some(&huge + &d(1, 1))
        );
    }

    #[test]
    fn simplest_numbers() {
        let s =
            |l: Option<Dyadic>, h: Option<Dyadic>| Dyadic::simplest_between(l.as_ref(), h.as_ref());
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

    /// Numerators near the edge of an `i128`, where the fast path hands over.
    fn edge() -> impl Strategy<Value = Dyadic> {
        let near = prop_oneof![
            any::<i128>(),
            (-1000i128..1000).prop_map(|k| i128::MAX - 1000 + k.abs()),
            (-1000i128..1000).prop_map(|k| i128::MIN + 1000 - k.abs()),
            -1000i128..1000,
        ];
        (near, 0u32..8, 0u32..3).prop_map(|(n, e, scale)| {
            let x = Dyadic::new(n, e);
            (0..scale).fold(x, |x, _| x.times(1 << 40))
        })
    }

    proptest! {
        /// Every operation agrees with exact rationals, on both sides of the hand-over.
        #[test]
        fn operations_agree_with_exact_rationals(a in edge(), b in edge(), k in -3i64..4) {
            let (ra, rb) = (rational(&a), rational(&b));
            prop_assert_eq!(rational(&(&a + &b)), &ra + &rb);
            prop_assert_eq!(rational(&(&a - &b)), &ra - &rb);
            prop_assert_eq!(rational(&-&a), -ra.clone());
            prop_assert_eq!(rational(&a.half()), &ra / BigInt::from(2));
            prop_assert_eq!(rational(&a.times(k)), &ra * BigInt::from(k));
            prop_assert_eq!(rational(&a.floor()), ra.floor());
            prop_assert_eq!(rational(&a.ceil()), ra.ceil());
            prop_assert_eq!(a.cmp(&b), ra.cmp(&rb));
            // Equal numbers have equal fields: one representation a value.
            prop_assert_eq!(Dyadic::from_big(a.numerator(), a.exponent()), a.clone());
            let between = Dyadic::simplest_between(Some(&a), Some(&b));
            prop_assert_eq!(between.is_some(), a < b);
            if let Some(x) = between {
                prop_assert!(a < x && x < b);
            }
        }
    }
}
