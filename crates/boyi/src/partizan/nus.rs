//! Number-up-star values x + ↑ⁿ + ∗m in closed form: added, negated and compared without
//! looking at options (the fast path CGSuite takes; Siegel, *Combinatorial Game Theory*,
//! II.4 and II.5).

use super::dyadic::Dyadic;
use std::fmt;

/// The game x + n·↑ + ∗m.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Nus {
    /// The number part x.
    pub number: Dyadic,
    /// The up multiple n (negative for downs).
    pub ups: i32,
    /// The nimber m.
    pub nimber: u32,
}

impl Nus {
    /// The number x.
    pub fn number(x: Dyadic) -> Nus {
        Nus {
            number: x,
            ups: 0,
            nimber: 0,
        }
    }

    /// Whether this is a number (no ups, no star).
    pub fn is_number(&self) -> bool {
        self.ups == 0 && self.nimber == 0
    }

    /// Whether this is an integer.
    pub fn is_integer(&self) -> bool {
        self.is_number() && self.number.is_integer()
    }

    /// Whether `self <= other`. With equal number parts, x + n↑ + ∗a ≤ x + m↑ + ∗b holds when
    /// n < m − 1, or n = m − 1 and a ⊕ b ≠ 1 (↑ ∗ is confused with 0, ⇑∗ is positive).
    pub fn leq(&self, other: &Nus) -> bool {
        if self == other {
            return true;
        }
        match self.number.cmp(&other.number) {
            std::cmp::Ordering::Less => true,
            std::cmp::Ordering::Greater => false,
            std::cmp::Ordering::Equal => {
                let (n, m) = (self.ups as i64, other.ups as i64);
                n < m - 1 || (n == m - 1 && self.nimber ^ other.nimber != 1)
            }
        }
    }
}

/// The sum of two such games: numbers and ups add, nimbers xor.
impl std::ops::Add for Nus {
    type Output = Nus;
    fn add(self, other: Nus) -> Nus {
        Nus {
            number: self.number + other.number,
            ups: self.ups + other.ups,
            nimber: self.nimber ^ other.nimber,
        }
    }
}

/// The negative: −(x + n↑ + ∗m) = −x − n↑ + ∗m.
impl std::ops::Neg for Nus {
    type Output = Nus;
    fn neg(self) -> Nus {
        Nus {
            number: -self.number,
            ups: -self.ups,
            nimber: self.nimber,
        }
    }
}

/// CGSuite's notation: `0`, `3/4`, `*`, `*3`, `^`, `v*`, `^3*2`, `1/2^*`, `-2v`.
impl fmt::Display for Nus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let number = self.number != Dyadic::ZERO || (self.ups == 0 && self.nimber == 0);
        if number {
            write!(f, "{}", self.number)?;
        }
        let arrow = if self.ups > 0 { "^" } else { "v" };
        match self.ups.unsigned_abs() {
            0 => {}
            1 => write!(f, "{arrow}")?,
            2 => write!(f, "{arrow}{arrow}")?,
            n => write!(f, "{arrow}{n}")?,
        }
        match self.nimber {
            0 => Ok(()),
            1 => write!(f, "*"),
            m => write!(f, "*{m}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nus(ups: i32, nimber: u32) -> Nus {
        Nus {
            number: Dyadic::ZERO,
            ups,
            nimber,
        }
    }

    #[test]
    fn order_of_infinitesimals() {
        let zero = nus(0, 0);
        let up_star = nus(1, 1);
        assert!(
            !up_star.leq(&zero) && !zero.leq(&up_star),
            "↑∗ is confused with 0"
        );
        assert!(zero.leq(&nus(2, 1)) && !nus(2, 1).leq(&zero), "⇑∗ > 0");
        assert!(zero.leq(&nus(1, 0)) && !nus(1, 0).leq(&zero), "↑ > 0");
        assert!(
            !nus(0, 1).leq(&nus(1, 0)) && !nus(1, 0).leq(&nus(0, 1)),
            "∗ ‖ ↑"
        );
        assert!(nus(-5, 3).leq(&Nus::number(Dyadic::new(1, 4))));
    }

    #[test]
    fn written_as_cgsuite_writes_them() {
        let cases = [
            (nus(0, 0), "0"),
            (nus(0, 1), "*"),
            (nus(1, 1), "^*"),
            (nus(-2, 0), "vv"),
            (nus(3, 2), "^3*2"),
        ];
        for (v, text) in cases {
            assert_eq!(v.to_string(), text);
        }
        let x = Nus {
            number: Dyadic::new(-3, 1),
            ups: -1,
            nimber: 1,
        };
        assert_eq!(x.to_string(), "-3/2v*");
    }
}
