//! Wythoff's game: two heaps; a move takes any positive number from one heap, or the same
//! positive number from both.
//!
//! The P-positions are the pairs (a_k, b_k) = (⌊kφ⌋, ⌊kφ⌋ + k), φ = (1+√5)/2 (Wythoff, 1907;
//! seed 004). Boyi computes ⌊kφ⌋ = ⌊(k + √(5k²))/2⌋ = (k + isqrt(5k²)) / 2 exactly with big
//! integers: √(5k²) is irrational for k > 0, so flooring it first does not change the result.
//! Seed 001's floating-point formula is wrong for large heaps; this is right for all sizes.

use crate::analysis::{Analysis, Engine, MoveReport};
use crate::error::Error;
use crate::family::{erase, Drawing, Driver, Family, PositionSpec, Table, Tabulates, Theory};
use crate::game::{Game, Kind, Notation, Written};
use crate::notation::{big_natural, ParseError, Place, Token};
use crate::text::Text;
use crate::value::{mex, Nimber, Outcome, Value};
use num_bigint::BigUint;
use num_traits::{One, Zero};

/// The most work (table cells times options per cell) Boyi spends tabulating Grundy values.
pub const GRUNDY_WORK_LIMIT: u64 = 300_000_000;

/// ⌊kφ⌋, the smaller heap of the k-th P-position.
pub fn lower(k: &BigUint) -> BigUint {
    let five_k2: BigUint = k * k * 5u32;
    (k + five_k2.sqrt()) >> 1
}

/// The k-th P-position (a_k, b_k).
pub fn p_position(k: &BigUint) -> (BigUint, BigUint) {
    let a = lower(k);
    let b = &a + k;
    (a, b)
}

/// Whether the mover loses at (a, b).
pub fn is_p_position(a: &BigUint, b: &BigUint) -> bool {
    let (small, large) = if a <= b { (a, b) } else { (b, a) };
    lower(&(large - small)) == *small
}

/// The unique y such that (x, y) or (y, x) is a P-position (every natural number is in
/// exactly one P-position; 0 is paired with itself).
pub fn partner(x: &BigUint) -> BigUint {
    if x.is_zero() {
        return BigUint::zero();
    }
    let root = (x * x * 5u32).sqrt();
    // If x = a_j then j ≈ x/φ = x(√5 - 1)/2.
    let j: BigUint = (&root - x) >> 1;
    for j in [j.clone(), &j + 1u32] {
        if lower(&j) == *x {
            return x + j;
        }
    }
    // Otherwise x = b_j = a_j + j with j ≈ x/φ² = x(3 - √5)/2.
    let approx: BigUint = ((x * 3u32) - &root) >> 1;
    let start = if approx.is_zero() {
        approx
    } else {
        approx - 1u32
    };
    let mut j = start;
    loop {
        let a = lower(&j);
        if &a + &j == *x {
            return a;
        }
        debug_assert!(&a + &j < x + 3u32, "partner search overshot");
        j += BigUint::one();
    }
}

/// A Wythoff move: the heap sizes after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WythoffMove {
    /// Counters taken from the first and second heap.
    pub take: (BigUint, BigUint),
}

/// Every winning move from (a, b), in a fixed order: first heap, second heap, both.
pub fn winning_moves(a: &BigUint, b: &BigUint) -> Vec<WythoffMove> {
    if is_p_position(a, b) {
        return Vec::new();
    }
    let zero = BigUint::zero();
    let mut moves = Vec::new();
    let partner_of_b = partner(b);
    if partner_of_b < *a {
        moves.push(WythoffMove {
            take: (a - partner_of_b, zero.clone()),
        });
    }
    let partner_of_a = partner(a);
    if partner_of_a < *b {
        moves.push(WythoffMove {
            take: (zero, b - partner_of_a),
        });
    }
    let small = a.min(b);
    let (low, _) = p_position(&(a.max(b) - small));
    if low < *small {
        let t = small - low;
        moves.push(WythoffMove {
            take: (t.clone(), t),
        });
    }
    moves
}

/// The full answer for (a, b). The nimber is included when the board is small enough to
/// tabulate Grundy values (they have no known closed form).
pub fn analyze(a: &BigUint, b: &BigUint) -> Analysis {
    let lose = is_p_position(a, b);
    let nimber = small_pair(a, b).and_then(|(x, y)| grundy(x, y).ok());
    let value = Value {
        outcome: if lose { Outcome::Lose } else { Outcome::Win },
        remoteness: None,
        nimber,
    };
    let position = format!("{a} {b}");
    let mut analysis = Analysis::new("wythoff".into(), position, value, Engine::Theory);
    analysis.winning_moves = winning_moves(a, b)
        .into_iter()
        .map(|mv| {
            let (x, y) = (a - &mv.take.0, b - &mv.take.1);
            MoveReport {
                mv: describe(&mv, (a, b)),
                position: Some(format!("{x} {y}")),
            }
        })
        .collect();
    let (small, large) = if a <= b { (a, b) } else { (b, a) };
    let k = large - small;
    let (ak, bk) = p_position(&k);
    let text = Text::new("wythoff")
        .arg("k", k.to_string())
        .arg("ak", ak.to_string())
        .arg("bk", bk.to_string());
    analysis.explanation = if lose {
        text.arg("small", "")
            .arg("large", "")
            .arg("small-partner", "")
            .arg("large-partner", "")
    } else {
        text.arg("small", small.to_string())
            .arg("large", large.to_string())
            .arg("small-partner", partner(small).to_string())
            .arg("large-partner", partner(large).to_string())
    }
    .arg("lose", u8::from(lose));
    analysis
}

fn describe(mv: &WythoffMove, (a, b): (&BigUint, &BigUint)) -> Text {
    let (x, y) = &mv.take;
    if x == y {
        Text::new("move-take-both")
            .arg("take", x.to_string())
            .arg("a", a.to_string())
            .arg("a-to", (a - x).to_string())
            .arg("b", b.to_string())
            .arg("b-to", (b - y).to_string())
    } else {
        let (heap, take, from) = if y.is_zero() { (1, x, a) } else { (2, y, b) };
        Text::new("move-take-from-heap")
            .arg("take", take.to_string())
            .arg("heap", heap)
            .arg("from", from.to_string())
            .arg("to", (from - take).to_string())
    }
}

/// Both heaps as `u64`, if they fit.
pub fn small_pair(a: &BigUint, b: &BigUint) -> Option<(u64, u64)> {
    Some((u64::try_from(a).ok()?, u64::try_from(b).ok()?))
}

/// Reads two heap sizes of any size.
pub fn parse(tokens: &[Token<'_>]) -> Result<(BigUint, BigUint), ParseError> {
    let heap = |t: &Token<'_>| big_natural(t, Text::new("error-what-a-heap-size"));
    match tokens {
        [a, b] => Ok((heap(a)?, heap(b)?)),
        [_, _, extra, ..] => Err(ParseError::new(
            Text::new("error-wythoff-extra-heap"),
            extra,
        )),
        _ => Err(ParseError::at(
            Text::new("error-wythoff-two-heaps"),
            Place::End,
        )),
    }
}

/// Grundy values of every position (x, y) with x ≤ a and y ≤ b.
pub struct GrundyTable {
    rows: usize,
    cols: usize,
    values: Vec<u32>,
}

impl GrundyTable {
    /// Tabulates the values, or says the table would take too long.
    pub fn new(a: u64, b: u64) -> Result<Self, Error> {
        // Cells times options per cell.
        let (a1, b1) = (a as u128 + 1, b as u128 + 1);
        let work = (a1 * b1).checked_mul(a1 + b1 - 1);
        if work.is_none_or(|w| w > GRUNDY_WORK_LIMIT as u128) {
            return Err(Error::limit(
                Text::new("error-wythoff-grundy-work")
                    .arg("a", a)
                    .arg("b", b)
                    .arg("limit", GRUNDY_WORK_LIMIT),
            ));
        }
        let (rows, cols) = (a as usize + 1, b as usize + 1);
        let mut table = GrundyTable {
            rows,
            cols,
            values: vec![0; rows * cols],
        };
        let mut options = Vec::new();
        let mut seen = Vec::new();
        for x in 0..rows as u64 {
            for y in 0..cols as u64 {
                options.clear();
                options.extend((1..=x).map(|t| table.get((x - t, y))));
                options.extend((1..=y).map(|t| table.get((x, y - t))));
                options.extend((1..=x.min(y)).map(|t| table.get((x - t, y - t))));
                let at = table.index((x, y));
                table.values[at] = mex(&options, &mut seen) as u32;
            }
        }
        Ok(table)
    }

    fn index(&self, (x, y): (u64, u64)) -> usize {
        x as usize * self.cols + y as usize
    }

    /// Whether (x, y) lies inside the table.
    pub fn covers(&self, (x, y): (u64, u64)) -> bool {
        (x as u128) < self.rows as u128 && (y as u128) < self.cols as u128
    }

    /// The nimber of (x, y), which must lie inside the table.
    pub fn get(&self, position: (u64, u64)) -> Nimber {
        self.values[self.index(position)] as Nimber
    }
}

/// The nimber of (a, b), from a table of every smaller position.
pub fn grundy(a: u64, b: u64) -> Result<Nimber, Error> {
    Ok(GrundyTable::new(a, b)?.get((a, b)))
}

/// The P-positions (a_k, b_k) for k = 0, 1, 2, …, computed in 128-bit integers with the same
/// exact formula as [`lower`]; the pairs are produced as they are read, so a table of any
/// length needs no memory. Valid while 5k² fits in 128 bits (k < 2^62).
pub fn p_positions() -> impl Iterator<Item = (u64, u64)> {
    (0u64..1 << 62).map(|k| {
        let k = u128::from(k);
        let a = (k + isqrt(5 * k * k)) / 2;
        (a as u64, (a + k) as u64)
    })
}

/// ⌊√n⌋ exactly: a floating-point guess, then corrected by integer comparisons.
fn isqrt(n: u128) -> u128 {
    let mut x = (n as f64).sqrt() as u128;
    while x * x > n {
        x -= 1;
    }
    while (x + 1) * (x + 1) <= n {
        x += 1;
    }
    x
}

/// Wythoff's game on heaps of any size (the generic engine takes small ones).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Wythoff;

/// Two heaps of any size.
pub type Heaps = (BigUint, BigUint);

impl Game for Wythoff {
    type Position = Heaps;
    type Move = WythoffMove;

    fn kind(&self) -> Kind {
        Kind::Nimber
    }

    fn moves(&self, (a, b): &Heaps, out: &mut Vec<(WythoffMove, Heaps)>) {
        let zero = BigUint::zero();
        let mut t = BigUint::one();
        while t <= *a {
            let take = (t.clone(), zero.clone());
            out.push((WythoffMove { take }, (a - &t, b.clone())));
            t += 1u32;
        }
        let mut t = BigUint::one();
        while t <= *b {
            let take = (zero.clone(), t.clone());
            out.push((WythoffMove { take }, (a.clone(), b - &t)));
            t += 1u32;
        }
        let mut t = BigUint::one();
        while t <= *a.min(b) {
            let take = (t.clone(), t.clone());
            out.push((WythoffMove { take }, (a - &t, b - &t)));
            t += 1u32;
        }
    }

    fn canonical(&self, (a, b): &Heaps) -> Heaps {
        (a.min(b).clone(), a.max(b).clone())
    }
}

impl Written<Heaps> for Wythoff {
    fn read_position(&self, words: &[Token<'_>]) -> Result<Heaps, Error> {
        Ok(parse(words)?)
    }

    fn show_position(&self, (a, b): &Heaps) -> String {
        format!("{a} {b}")
    }
}

impl Notation for Wythoff {
    fn name(&self) -> String {
        "wythoff".into()
    }

    fn show_move(&self, mv: &WythoffMove, (a, b): &Heaps) -> Text {
        describe(mv, (a, b))
    }
}

/// The largest `--to` of Wythoff's table (its pairs are computed in 128-bit integers).
pub const TABLE_LIMIT: u64 = 1 << 61;

/// Wythoff's game in the registry.
pub const FAMILY: Family = Family {
    name: "wythoff",
    alias: None,
    example: "wythoff 4 9",
    options: &[],
    position: PositionSpec {
        name: "HEAP",
        help: "The two heap sizes (any size).",
        hyphens: false,
    },
    tabulates: Tabulates::Yes,
    board: Some(Drawing::Heaps { by: "top" }),
    quotient: None,
    resumable: false,
    load: |_, road, budget| Ok(erase(Tables::default(), road, budget)),
};

/// Wythoff's theory, with the last table of Grundy values kept for sums.
#[derive(Default)]
pub struct Tables {
    grundy: Option<GrundyTable>,
}

impl Theory for Tables {
    type Game = Wythoff;

    fn game(&self) -> &Wythoff {
        &Wythoff
    }

    /// The outcome from Beatty's pairs; the nimber has no closed form and is left out.
    fn value(&mut self, (a, b): &Heaps) -> Result<Value, Error> {
        let outcome = if is_p_position(a, b) {
            Outcome::Lose
        } else {
            Outcome::Win
        };
        Ok(Value {
            outcome,
            remoteness: None,
            nimber: None,
        })
    }

    fn analyze(&mut self, (a, b): &Heaps) -> Result<Analysis, Error> {
        Ok(analyze(a, b))
    }

    fn search_work(&self, (a, b): &Heaps) -> Option<u64> {
        let (a, b) = small_pair(a, b)?;
        a.checked_add(1)?
            .checked_mul(b.checked_add(1)?)?
            .checked_mul(a.checked_add(b)?.checked_add(1)?)
    }

    fn move_count(&self, (a, b): &Heaps) -> Option<u64> {
        let (a, b) = small_pair(a, b)?;
        a.checked_add(b)?.checked_add(a.min(b))
    }

    fn nimber(&mut self, (a, b): &Heaps) -> Result<Option<Nimber>, Error> {
        let Some(pair) = small_pair(a, b) else {
            return Err(Error::limit(Text::new("error-wythoff-too-large-to-add")));
        };
        if !self.grundy.as_ref().is_some_and(|t| t.covers(pair)) {
            self.grundy = Some(GrundyTable::new(pair.0, pair.1)?);
        }
        Ok(self.grundy.as_ref().map(|t| t.get(pair)))
    }

    fn table(&mut self, to: Option<u64>, _: &mut dyn Driver) -> Result<Table<'_>, Error> {
        let to = to.ok_or_else(|| Error::invalid(Text::new("error-wythoff-table-needs-to")))?;
        if to > TABLE_LIMIT {
            return Err(Error::limit(
                Text::new("error-wythoff-table-limit").arg("limit", TABLE_LIMIT),
            ));
        }
        Ok(Table::Pairs {
            pairs: Box::new(p_positions()),
            note: Text::new("note-wythoff-pairs"),
        })
    }
}
