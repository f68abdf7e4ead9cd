//! Nim multiplication makes a field of the numbers below every Fermat 2-power: the axioms on
//! random elements, in 64 and 128 bits, and the subfields closed under it.

use boyi::nimber::{inverse, inverse128, mul, mul128};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn field_axioms_in_64_bits(a: u64, b: u64, c: u64) {
        prop_assert_eq!(mul(a, b), mul(b, a));
        prop_assert_eq!(mul(mul(a, b), c), mul(a, mul(b, c)));
        prop_assert_eq!(mul(a, b ^ c), mul(a, b) ^ mul(a, c));
        prop_assert_eq!(mul(a, 1), a);
        prop_assert_eq!(mul(a, 0), 0);
        if a != 0 {
            let inv = inverse(a).unwrap();
            prop_assert_eq!(mul(a, inv), 1);
        }
    }

    #[test]
    fn field_axioms_in_128_bits(a: u128, b: u128, c: u128) {
        prop_assert_eq!(mul128(a, b), mul128(b, a));
        prop_assert_eq!(mul128(mul128(a, b), c), mul128(a, mul128(b, c)));
        prop_assert_eq!(mul128(a, b ^ c), mul128(a, b) ^ mul128(a, c));
        prop_assert_eq!(mul128(a, 1), a);
        prop_assert_eq!(mul128(a, 0), 0);
        if a != 0 {
            prop_assert_eq!(mul128(a, inverse128(a).unwrap()), 1);
        }
    }

    /// The numbers below 2^(2^k) are a subfield, and 64-bit products agree with 128-bit ones.
    #[test]
    fn subfields_are_closed(a: u64, b: u64, k in 0u32..6) {
        let bits = 1u32 << k;
        let (x, y) = (a & ((1 << bits) - 1), b & ((1 << bits) - 1));
        prop_assert!(mul(x, y) < 1 << bits);
        prop_assert_eq!(mul128(a as u128, b as u128), mul(a, b) as u128);
    }
}

#[test]
fn zero_has_no_inverse() {
    assert_eq!(inverse(0), None);
    assert_eq!(inverse128(0), None);
    assert_eq!(inverse(2), Some(3));
}
