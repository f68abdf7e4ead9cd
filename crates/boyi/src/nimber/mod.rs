//! Arithmetic of nimbers: the field that Conway's nim addition (xor) and nim multiplication
//! make of the natural numbers below any Fermat 2-power 2^(2^k) (Conway, *On Numbers and
//! Games*, ch. 6; Berlekamp, Conway and Guy, *Winning Ways*, ch. 14). Coin-turning games in
//! two dimensions are valued by it (the Tartan theorem): Turning Corners gives the coin on
//! (x, y) the value x ⊗ y.
//!
//! Multiplication splits each factor at the Fermat 2-power F = 2^(2^k) of half its width:
//! a = a1·F ⊕ a0. For x, y < F the product x ⊗ F is the ordinary x·F, and F ⊗ F = F ⊕ F/2,
//! so with three half-width products (as Karatsuba):
//!
//! a ⊗ b = ((a1⊗b1) ⊕ (a1⊗b0) ⊕ (a0⊗b1))·F ⊕ (a0⊗b0) ⊕ (a1⊗b1)⊗(F/2),
//!
//! where (a1⊗b1) ⊕ (a1⊗b0) ⊕ (a0⊗b1) = ((a1⊕a0)⊗(b1⊕b0)) ⊕ (a0⊗b0). Products of bytes come
//! from a table of 64 KiB built once.

use crate::notation::{big_natural, ParseError, Token};
use crate::text::Text;
use std::sync::OnceLock;

/// Nim products of all pairs of bytes, at `a * 256 + b`.
fn byte_table() -> &'static [u8] {
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = vec![0u8; 1 << 16];
        for a in 0..256u64 {
            for b in 0..256u64 {
                table[(a << 8 | b) as usize] = product(a, b, 8, None) as u8;
            }
        }
        table
    })
}

/// The nim product of `a` and `b`, both below 2^bits (bits a power of two, at most 64), by
/// splitting at 2^(bits/2); products of bytes from `bytes` when it is given.
fn product(a: u64, b: u64, bits: u32, bytes: Option<&[u8]>) -> u64 {
    match (bits, bytes) {
        (1, _) => return a & b,
        (8, Some(table)) => return u64::from(table[(a << 8 | b) as usize]),
        _ => {}
    }
    let half = bits / 2;
    let mask = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let low = product(a0, b0, half, bytes);
    let high = product(a1, b1, half, bytes);
    let middle = product(a1 ^ a0, b1 ^ b0, half, bytes) ^ low;
    (middle << half) ^ low ^ product(high, 1 << (half - 1), half, bytes)
}

/// The nim product of two numbers below 2^64 (their product is below 2^64 too).
pub fn mul(a: u64, b: u64) -> u64 {
    product(a, b, 64, Some(byte_table()))
}

/// The nim product of two numbers below 2^128.
pub fn mul128(a: u128, b: u128) -> u128 {
    let (a1, a0, b1, b0) = ((a >> 64) as u64, a as u64, (b >> 64) as u64, b as u64);
    let low = mul(a0, b0);
    let high = mul(a1, b1);
    let middle = mul(a1 ^ a0, b1 ^ b0) ^ low;
    (u128::from(middle) << 64) ^ u128::from(low) ^ u128::from(mul(high, 1 << 63))
}

/// Reads a nimber below 2^128.
pub fn parse(token: &Token<'_>) -> Result<u128, ParseError> {
    let value = big_natural(token, Text::new("error-what-nimber"))?;
    u128::try_from(&value).map_err(|_| ParseError::new(Text::new("error-nimber-too-large"), token))
}

/// The nim square of `a`.
fn square128(a: u128) -> u128 {
    mul128(a, a)
}

/// The nim inverse of `a` ≠ 0 in the field of 2^128 elements: a^(2^128 - 2), by squaring.
pub fn inverse128(a: u128) -> Option<u128> {
    if a == 0 {
        return None;
    }
    // 2^128 - 2 = 2 + 4 + … + 2^127: the product of a^(2^i) for i = 1..=127.
    let (mut power, mut product) = (a, 1u128);
    for _ in 1..128 {
        power = square128(power);
        product = mul128(product, power);
    }
    Some(product)
}

/// The nim inverse of `a` ≠ 0 below 2^64: its inverse in the field of 2^64 elements.
pub fn inverse(a: u64) -> Option<u64> {
    if a == 0 {
        return None;
    }
    let (mut power, mut product) = (a, 1u64);
    for _ in 1..64 {
        power = mul(power, power);
        product = mul(product, power);
    }
    Some(product)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_products_are_conways() {
        // Winning Ways' table: 2⊗2 = 3, 2⊗3 = 1, 4⊗4 = 6, 8⊗8 = 13, 16⊗16 = 24.
        assert_eq!(mul(2, 2), 3);
        assert_eq!(mul(2, 3), 1);
        assert_eq!(mul(3, 3), 2);
        assert_eq!(mul(4, 4), 6);
        assert_eq!(mul(8, 8), 13);
        assert_eq!(mul(16, 16), 24);
        assert_eq!(mul(1 << 32, 1 << 32), (1 << 32) ^ (1 << 31));
        assert_eq!(mul128(1 << 64, 1 << 64), (1 << 64) ^ (1 << 63));
        // The first 16 × 16 products, from the plain definition a⊗b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b'}.
        let mut table = [[0u64; 16]; 16];
        for a in 0..16 {
            for b in 0..16 {
                let mut seen = [false; 256];
                for x in 0..a {
                    for y in 0..b {
                        seen[(table[x][b] ^ table[a][y] ^ table[x][y]) as usize] = true;
                    }
                }
                table[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
                assert_eq!(mul(a as u64, b as u64), table[a][b], "{a} ⊗ {b}");
            }
        }
    }
}
