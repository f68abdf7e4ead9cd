//! 打表找规律: rules tested against a table of outcomes of positions (a, b). A rule found is
//! reported as holding for every position of the table, a conjecture: no theorem is claimed.
//!
//! The library of rules: the P-positions are those with a = b (equivalently a xor b = 0);
//! with a + b or a − b in one residue class modulo k (2 ≤ k ≤ 12); with a given parity of
//! each coordinate; or the pairs (⌊nα⌋, ⌊nα⌋ + n), either way round, for an α fitted from
//! the table (Wythoff's game has α = φ, the golden ratio).

use crate::text::Text;

/// The largest modulus tried.
const MOST_MODULUS: u64 = 12;

/// Every rule of the library that gives exactly the table's P-positions: `lost[a * side +
/// b]` says whether (a, b) is lost for the player to move.
pub fn rules(lost: &[bool], side: u64) -> Vec<Text> {
    let at = |a: u64, b: u64| lost[(a * side + b) as usize];
    let holds = |rule: &dyn Fn(u64, u64) -> bool| {
        (0..side).all(|a| (0..side).all(|b| rule(a, b) == at(a, b)))
    };
    let mut found = Vec::new();
    if holds(&|a, b| a == b) {
        found.push(Text::new("guess-equal"));
    }
    for k in 2..=MOST_MODULUS {
        for r in 0..k {
            if holds(&|a, b| (a + b) % k == r) {
                found.push(Text::new("guess-sum").arg("k", k).arg("r", r));
            }
            if holds(&|a, b| a.abs_diff(b) % k == r) {
                found.push(Text::new("guess-difference").arg("k", k).arg("r", r));
            }
        }
    }
    for (x, y) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
        if holds(&|a, b| a % 2 == x && b % 2 == y) {
            found.push(Text::new("guess-parity").arg("a", x).arg("b", y));
        }
    }
    if let Some((low, high)) = beatty(&at, side) {
        found.push(Text::new("guess-beatty").arg("low", low).arg("high", high));
    }
    found
}

/// The pairs rule: the P-positions are (0, 0) and, for n = 1, 2, …, the pairs
/// (⌊nα⌋, ⌊nα⌋ + n) either way round. α is fitted from the table (each P-position with
/// b − a = n > 0 asks ⌊nα⌋ = a, so a/n ≤ α < (a+1)/n), then every position is checked with
/// the α at the middle of what is left, in exact fractions; the range is returned as
/// decimals.
fn beatty(at: &dyn Fn(u64, u64) -> bool, side: u64) -> Option<(String, String)> {
    // α in [low_num/low_den, high_num/high_den): each difference n with a P-position
    // (a, a + n) asks a/n ≤ α < (a+1)/n; one without asks that its pair leave the table,
    // ⌊nα⌋ + n ≥ side, so α ≥ (side − n)/n.
    let (mut low, mut high) = ((0u128, 1u128), (u128::from(side) + 1, 1u128));
    let mut pairs = 0;
    let raise = |low: &mut (u128, u128), (p, q): (u128, u128)| {
        if p * low.1 > low.0 * q {
            *low = (p, q);
        }
    };
    for n in 1..side {
        let q = u128::from(n);
        match (0..side - n).find(|&a| at(a, a + n)) {
            Some(a) => {
                let a = u128::from(a);
                raise(&mut low, (a, q));
                if (a + 1) * high.1 < high.0 * q {
                    high = (a + 1, q);
                }
                pairs += 1;
            }
            None => raise(&mut low, (u128::from(side - n), q)),
        }
    }
    // Too few pairs say nothing; an empty range, that no α fits.
    if pairs < 3 || low.0 * high.1 >= high.0 * low.1 {
        return None;
    }
    // The middle: (low + high) / 2.
    let alpha = (low.0 * high.1 + high.0 * low.1, 2 * low.1 * high.1);
    let floor = |n: u64| (u128::from(n) * alpha.0 / alpha.1) as u64;
    let mut wythoff = vec![false; (side * side) as usize];
    wythoff[0] = true;
    for n in 1..side {
        let a = floor(n);
        let b = a + n;
        if b < side {
            wythoff[(a * side + b) as usize] = true;
            wythoff[(b * side + a) as usize] = true;
        }
    }
    let agrees = (0..side).all(|a| (0..side).all(|b| wythoff[(a * side + b) as usize] == at(a, b)));
    let decimal = |(p, q): (u128, u128)| format!("{:.6}", p as f64 / q as f64);
    agrees.then(|| (decimal(low), decimal(high)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(side: u64, lost: impl Fn(u64, u64) -> bool) -> Vec<bool> {
        (0..side)
            .flat_map(|a| (0..side).map(move |b| (a, b)))
            .map(|(a, b)| lost(a, b))
            .collect()
    }

    /// Each rule is found on a table it made, and only the rules that agree with it.
    #[test]
    fn rules_are_found_where_they_hold() {
        let keys = |found: Vec<Text>| {
            found
                .iter()
                .map(|t| t.render(crate::text::Lang::En))
                .map(|r| r.split(':').next().unwrap().to_string())
                .collect::<Vec<_>>()
        };
        assert_eq!(keys(rules(&table(20, |a, b| a == b), 20)), ["a = b"]);
        assert_eq!(
            keys(rules(&table(20, |a, b| (a + b) % 3 == 0), 20)),
            ["a + b ≡ 0 (mod 3)"]
        );
        assert_eq!(
            keys(rules(&table(20, |a, b| a % 2 == 1 && b % 2 == 1), 20)),
            ["a odd, b odd"]
        );
        // Wythoff's game, from its P-positions by search.
        let side = 40u64;
        let mut lost = vec![false; (side * side) as usize];
        for a in 0..side {
            for b in 0..side {
                let options = (1..=a)
                    .map(|t| (a - t, b))
                    .chain((1..=b).map(|t| (a, b - t)))
                    .chain((1..=a.min(b)).map(|t| (a - t, b - t)));
                let wins = options
                    .into_iter()
                    .any(|(x, y)| lost[(x * side + y) as usize]);
                lost[(a * side + b) as usize] = !wins;
            }
        }
        let found = rules(&lost, side);
        assert_eq!(found.len(), 1);
        assert!(
            found[0].render(crate::text::Lang::En).contains("1.6"),
            "φ lies in the range"
        );
        assert!(rules(&table(20, |a, b| a * b == 6), 20).is_empty());
    }
}
