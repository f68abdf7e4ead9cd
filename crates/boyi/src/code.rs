//! Take-and-break codes as CGSuite and Winning Ways write them: `0.77` (Kayles), `0.137`
//! (Dawson's chess), `4.07` (a digit before the point: remove nothing and split), hexadecimal
//! digits for up to three heaps left (`0.f`), and `!` after a digit for "the heaps left must
//! be unequal" (`4!.0` is Grundy's game).
//!
//! Digit k says what a move that removes k counters from a heap may leave: bit 1 nothing
//! (the heap had exactly k), bit 2 one heap, bit 4 two heaps, bit 8 three heaps, and on as
//! the hexadecimal digits extend the octal ones: bit 2^j leaves j heaps, all non-empty
//! (Multi-SG, 一堆分成多堆). A digit past `f` is written in decimal in brackets: `[16]`
//! splits a heap into four, `0.[18]` takes one counter and leaves one heap or four, up to
//! [`MAX_PARTS`] heaps; `!` stays with digits of up to three heaps.
//!
//! The notation is shared by the games that read it (`games::octal`, a subtraction set as a
//! code) and the engine that grows their misère quotients (`misere`), so it sits below both.

use crate::notation::{quote, ParseError, Token};
use crate::text::Text;
use std::fmt;

/// A parsed code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Code {
    /// `digits[k]`: the heaps a move removing k counters may leave, bit 2^j for j heaps.
    pub digits: Vec<u32>,
    /// `unequal[k]`: the heaps left by removing k must differ from one another.
    pub unequal: Vec<bool>,
}

impl Code {
    /// Reads a code such as `0.77`, `4.07`, `0.f` or `4!.0`.
    pub fn parse(token: &Token<'_>) -> Result<Code, ParseError> {
        let mut code = read_digits(token, token.text)?;
        while code.digits.len() > 1 && code.digits.last() == Some(&0) {
            code.digits.pop();
            code.unequal.pop();
        }
        Ok(code)
    }

    /// The code of the subtraction game with amounts `set` (positive): a move takes an
    /// amount in the set and leaves the rest as one heap or none (digit 3 at each amount).
    pub fn subtraction(set: &[u64]) -> Code {
        let top = set.iter().copied().max().unwrap_or(0) as usize;
        let mut digits = vec![0u32; top + 1];
        for &s in set {
            digits[s as usize] = 3;
        }
        Code {
            unequal: vec![false; digits.len()],
            digits,
        }
    }

    /// The most counters a move removes.
    pub fn largest_take(&self) -> usize {
        self.digits.len() - 1
    }

    /// Whether a move may leave three heaps or more (a digit of 8 or more).
    pub fn three_heaps(&self) -> bool {
        self.parts() >= 3
    }

    /// The most heaps a move may leave, or 1 for a code that never splits a heap.
    pub fn parts(&self) -> usize {
        most_parts(self.digits.iter().fold(0, |all, &d| all | d))
    }

    /// The values (heaps 0 to len − 1) that prove a plain period `period` agreeing from heap
    /// `preperiod` on, for a code without `!`: r·(max(n0, 1) + p) + t, with t the largest take
    /// and r the most heaps a move leaves (Guy and Smith, "The G-values of various games",
    /// Proc. Cambridge Philos. Soc. 52, 1956, for r = 2; Plambeck and Siegel, JCTA 115, 2008,
    /// for the misère pretending function).
    ///
    /// The argument, for every heap n past the values: a move from n takes k ≤ t and leaves at
    /// most r parts summing to n − k ≥ len − t, so its largest part a has a ≥ max(n0, 1) + p;
    /// the same move with a − p in place of a is a move from n − p (a − p ≥ 1, so the part
    /// is still there: a code may allow three heaps and not two), and heaps a and a − p have
    /// the same value. The other way, the largest part b of a move from n − p has b ≥ n0,
    /// and b + p gives a move from n. So the options of n and n − p match value for value,
    /// and so do n and n − p. Hypotheses: no `!` (an unequal split may stop being one when a
    /// part grows), a largest take (the digits end), and max(n0, 1), not n0: a period that
    /// agrees from heap 0 must still be proven from heap 1, since a part of exactly p has
    /// no part of 0 to match it.
    pub fn values_for_period(&self, preperiod: u64, period: u64) -> u64 {
        let (r, t) = (self.parts() as u64, self.largest_take() as u64);
        r.saturating_mul(preperiod.max(1).saturating_add(period))
            .saturating_add(t)
    }

    /// Every way to play on one heap of `h`: counters taken and heaps left.
    pub fn each_move(&self, h: u64, mut each: impl FnMut(u64, &[u64])) {
        for (k, (&digit, &unequal)) in self.digits.iter().zip(&self.unequal).enumerate() {
            match h.checked_sub(k as u64) {
                Some(rest) => digit_moves(k as u64, rest, digit, unequal, &mut each),
                None => break,
            }
        }
    }

    /// Whether a heap of `h` has a move, without listing them.
    pub fn has_move(&self, h: u64) -> bool {
        self.digits
            .iter()
            .zip(&self.unequal)
            .enumerate()
            .any(|(k, (&digit, &unequal))| {
                h.checked_sub(k as u64)
                    .is_some_and(|rest| digit_has_move(k as u64, rest, digit, unequal))
            })
    }

    /// Whether some digit asks for unequal heaps.
    pub fn any_unequal(&self) -> bool {
        self.unequal.iter().any(|&u| u)
    }
}

/// The digits of a code written `D.DDD` (with `!`s), checked but not trimmed: `text` is
/// the code, `token` where it was written.
fn read_digits(token: &Token<'_>, text: &str) -> Result<Code, ParseError> {
    let bad = |why: Text| ParseError::new(Text::new("error-octal-code").arg("why", why), token);
    let Some((whole, fraction)) = text.split_once('.') else {
        return Err(bad(Text::new("error-octal-code-no-point")));
    };
    let one_digit = whole.trim_end_matches('!');
    let bracketed_digit =
        one_digit.starts_with('[') && one_digit.find(']') == Some(one_digit.len() - 1);
    if one_digit.is_empty() || (one_digit.chars().count() != 1 && !bracketed_digit) {
        return Err(bad(Text::new("error-octal-code-whole")));
    }
    let mut digits = Vec::new();
    let mut unequal = Vec::new();
    let mut chars = whole.chars().chain(fraction.chars());
    while let Some(c) = chars.next() {
        match c {
            '!' if unequal.last() == Some(&false) && digits.last() < Some(&16) => {
                *unequal.last_mut().expect("a digit came first") = true
            }
            '!' if unequal.last() == Some(&false) => {
                return Err(bad(Text::new("error-octal-code-bang-parts")))
            }
            '!' => return Err(bad(Text::new("error-octal-code-bang"))),
            '[' => {
                let mut written = String::new();
                let mut closed = false;
                for c in chars.by_ref() {
                    if c == ']' {
                        closed = true;
                        break;
                    }
                    written.push(c);
                }
                let digit = bracketed(&written).filter(|_| closed);
                digits.push(digit.ok_or_else(|| {
                    bad(Text::new("error-octal-code-bracket").arg("most", MAX_PARTS))
                })?);
                unequal.push(false);
            }
            _ => match c.to_digit(16) {
                Some(d) => {
                    digits.push(d);
                    unequal.push(false);
                }
                None => {
                    let c = quote(&c.to_string(), 1);
                    return Err(bad(Text::new("error-octal-code-digit").arg("digit", c)));
                }
            },
        }
    }
    if digits.len() > MAX_DIGITS {
        return Err(bad(
            Text::new("error-octal-code-too-long").arg("max", MAX_DIGITS)
        ));
    }
    if digits[0] & 3 != 0 {
        return Err(bad(Text::new("error-octal-code-split")));
    }
    Ok(Code { digits, unequal })
}

/// Every move of digit `digit` (with `unequal` for its `!`) that takes `k` counters from a
/// heap and has `rest` counters to leave.
fn digit_moves(k: u64, rest: u64, digit: u32, unequal: bool, each: &mut impl FnMut(u64, &[u64])) {
    if digit & 1 != 0 && rest == 0 && k > 0 {
        each(k, &[]);
    }
    if digit & 2 != 0 && rest >= 1 && k > 0 {
        each(k, &[rest]);
    }
    if digit & 4 != 0 {
        for a in 1..=rest / 2 {
            if !(unequal && 2 * a == rest) {
                each(k, &[a, rest - a]);
            }
        }
    }
    if digit & 8 != 0 {
        for a in 1..=rest / 3 {
            for b in a..=(rest - a) / 2 {
                let c = rest - a - b;
                if !(unequal && (a == b || b == c)) {
                    each(k, &[a, b, c]);
                }
            }
        }
    }
    for parts in (4..32).filter(|&parts| digit >> parts & 1 != 0) {
        splits(rest, parts, |heaps| each(k, heaps));
    }
}

/// Every way to write `rest` as `parts` non-empty heaps, in increasing order.
pub fn splits(rest: u64, parts: usize, mut each: impl FnMut(&[u64])) {
    each_partition(rest, parts, 1, &mut Vec::with_capacity(parts), &mut each);
}

/// Every way to write `rest` as `parts` heaps, each at least `least`, in increasing order,
/// after the heaps already in `heaps`.
fn each_partition(
    rest: u64,
    parts: usize,
    least: u64,
    heaps: &mut Vec<u64>,
    each: &mut impl FnMut(&[u64]),
) {
    if parts == 1 {
        if rest >= least {
            heaps.push(rest);
            each(heaps);
            heaps.pop();
        }
        return;
    }
    let mut a = least;
    while a.saturating_mul(parts as u64) <= rest {
        heaps.push(a);
        each_partition(rest - a, parts - 1, a, heaps, each);
        heaps.pop();
        a += 1;
    }
}

/// The most heaps a move of a digit (or of the digits or-ed together) `bits` may leave,
/// or 1 when it leaves at most one.
fn most_parts(bits: u32) -> usize {
    (bits.checked_ilog2().unwrap_or(0) as usize).max(1)
}

/// The most heaps a digit may say a move leaves: digits up to 2^(MAX_PARTS + 1) − 1.
pub const MAX_PARTS: usize = 16;

/// The value of a digit written in brackets, `[18]`: a decimal number of at most
/// 2^(MAX_PARTS + 1) − 1.
fn bracketed(written: &str) -> Option<u32> {
    let canonical = !written.is_empty()
        && written.len() <= 6
        && written.bytes().all(|b| b.is_ascii_digit())
        && !written.starts_with('0');
    let value: u32 = written.parse().ok().filter(|_| canonical)?;
    (value < 1 << (MAX_PARTS + 1)).then_some(value)
}

/// A digit as a code writes it: hexadecimal up to `f`, in brackets past it.
pub fn show_digit(digit: u32) -> String {
    match char::from_digit(digit, 16) {
        Some(c) => c.to_string(),
        None => format!("[{digit}]"),
    }
}

/// Whether digit `digit` has a move that takes `k` counters and has `rest` to leave.
fn digit_has_move(k: u64, rest: u64, digit: u32, unequal: bool) -> bool {
    (digit & 1 != 0 && rest == 0 && k > 0)
        || (digit & 2 != 0 && rest >= 1 && k > 0)
        || (digit & 4 != 0 && rest >= if unequal { 3 } else { 2 })
        || (digit & 8 != 0 && rest >= if unequal { 6 } else { 3 })
        || (4..32).any(|parts| digit >> parts & 1 != 0 && rest >= parts as u64)
}

/// A code whose last digit repeats for ever, written with it in parentheses: `0.(3)` is
/// Nim (take any number from a heap), `4.(3)` Lasker's Nim (that, or split a heap in two).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Repeating {
    /// The digits before the parentheses (the one before the point at least), none of the
    /// last ones equal to the repeated digit.
    pub listed: Code,
    /// The digit of every take from `listed.digits.len()` on.
    pub repeat: u32,
    /// Whether the repeated digit has `!` (the heaps left must differ).
    pub unequal: bool,
}

impl Repeating {
    /// Reads a code with its repeated digit in parentheses (`4.(3)`, `0.1(7)`); `None` for
    /// a code without parentheses.
    pub fn parse(token: &Token<'_>) -> Result<Option<Repeating>, ParseError> {
        let Some((head, tail)) = token.text.split_once('(') else {
            return Ok(None);
        };
        let bad = |why: Text| ParseError::new(Text::new("error-octal-code").arg("why", why), token);
        let inner = tail
            .strip_suffix(')')
            .ok_or_else(|| bad(Text::new("error-octal-repeat-end")))?;
        let (digit, unequal) = match inner.strip_suffix('!') {
            Some(d) => (d, true),
            None => (inner, false),
        };
        let mut chars = digit.chars();
        let repeat = match (chars.next().and_then(|c| c.to_digit(16)), chars.next()) {
            (Some(d), None) if d > 0 => d,
            _ => match digit.strip_prefix('[').and_then(|d| d.strip_suffix(']')) {
                Some(written) if !unequal => {
                    bracketed(written).ok_or_else(|| bad(Text::new("error-octal-repeat-digit")))?
                }
                _ => return Err(bad(Text::new("error-octal-repeat-digit"))),
            },
        };
        let mut listed = read_digits(token, head)?;
        while listed.digits.len() > 1
            && listed.digits.last() == Some(&repeat)
            && listed.unequal.last() == Some(&unequal)
        {
            listed.digits.pop();
            listed.unequal.pop();
        }
        Ok(Some(Repeating {
            listed,
            repeat,
            unequal,
        }))
    }

    /// Every way to play on one heap of `h`: counters taken and heaps left.
    pub fn each_move(&self, h: u64, mut each: impl FnMut(u64, &[u64])) {
        self.listed.each_move(h, &mut each);
        for k in self.listed.digits.len() as u64..=h {
            digit_moves(k, h - k, self.repeat, self.unequal, &mut each);
        }
    }

    /// Whether a heap of `h` has a move, without listing them: the repeated digit's moves
    /// need the fewest counters at its smallest take, or take the whole heap.
    pub fn has_move(&self, h: u64) -> bool {
        let first = (self.listed.digits.len() as u64).max(1);
        let repeated = |k: u64| {
            h.checked_sub(k)
                .is_some_and(|rest| digit_has_move(k, rest, self.repeat, self.unequal))
        };
        self.listed.has_move(h) || repeated(first) || (h >= first && repeated(h))
    }

    /// The most heaps a move may leave, or 1 for a code that never splits a heap.
    pub fn parts(&self) -> usize {
        let repeat = Code {
            digits: vec![self.repeat],
            unequal: vec![self.unequal],
        };
        self.listed.parts().max(repeat.parts())
    }
}

impl fmt::Display for Repeating {
    /// `4.(3)`; the point follows the first digit even when no other is listed.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (k, (&d, &u)) in self
            .listed
            .digits
            .iter()
            .zip(&self.listed.unequal)
            .enumerate()
        {
            write!(f, "{}{}", show_digit(d), if u { "!" } else { "" })?;
            if k == 0 {
                f.write_str(".")?;
            }
        }
        let bang = if self.unequal { "!" } else { "" };
        write!(f, "({}{bang})", show_digit(self.repeat))
    }
}

impl std::str::FromStr for Code {
    type Err = ParseError;

    /// Reads a code given as a program's own text (a test, a benchmark).
    fn from_str(text: &str) -> Result<Code, ParseError> {
        Code::parse(&Token {
            text,
            at: crate::notation::Place::Argument(0),
        })
    }
}

/// The most digits a code may have.
pub const MAX_DIGITS: usize = 64;

impl fmt::Display for Code {
    /// As CGSuite writes it: `0.77`, `4!.0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (k, (&d, &u)) in self.digits.iter().zip(&self.unequal).enumerate() {
            write!(f, "{}{}", show_digit(d), if u { "!" } else { "" })?;
            if k == 0 {
                f.write_str(".")?;
            }
        }
        if self.digits.len() == 1 {
            f.write_str("0")?;
        }
        Ok(())
    }
}
