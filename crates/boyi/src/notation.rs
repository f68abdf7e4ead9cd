//! Reading positions from text: tokens that know where they came from, and errors that
//! say what was wrong and where.

use crate::text::Text;
use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::Zero;
use std::fmt;

/// Where a token was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The n-th value of a command line list (1-based).
    Argument(usize),
    /// The value of a command-line option, such as `--moves`.
    Option(&'static str),
    /// A line and column of an input text (both 1-based; the column counts characters).
    Text {
        /// Line number.
        line: usize,
        /// Column of the token's first character.
        column: usize,
    },
    /// The end of the input, where something more was expected.
    End,
}

impl Place {
    /// Where, in words.
    pub fn text(&self) -> Text {
        match *self {
            Place::Argument(n) => Text::new("place-argument").arg("n", n),
            Place::Option(name) => Text::new("place-option").arg("name", name),
            Place::Text { line, column } => Text::new("place-text")
                .arg("line", line)
                .arg("column", column),
            Place::End => Text::new("place-end"),
        }
    }
}

/// In English.
impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

/// A piece of input text and where it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    /// The text of the token.
    pub text: &'a str,
    /// Where it was found.
    pub at: Place,
}

/// A parse failure: what was wrong, with which token, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// What was expected or wrong.
    pub message: Text,
    /// The offending token (empty at the end of input).
    pub token: String,
    /// Where the token stands.
    pub at: Place,
}

impl ParseError {
    /// An error about `token`.
    pub fn new(message: impl Into<Text>, token: &Token<'_>) -> Self {
        ParseError {
            message: message.into(),
            token: token.text.to_string(),
            at: token.at,
        }
    }

    /// An error with no single token to blame (e.g. input ended early).
    pub fn at(message: impl Into<Text>, at: Place) -> Self {
        ParseError {
            message: message.into(),
            token: String::new(),
            at,
        }
    }
}

impl ParseError {
    /// The error in words, to render in the reader's language.
    pub fn text(&self) -> Text {
        let at = self.at.text();
        if self.token.is_empty() {
            Text::new("error-parse-at")
                .arg("message", self.message.clone())
                .arg("at", at)
        } else {
            Text::new("error-parse")
                .arg("message", self.message.clone())
                .arg("token", quote(&self.token, QUOTED_TOKEN))
                .arg("at", at)
        }
    }
}

/// In English.
impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for ParseError {}

/// Splits text on whitespace, remembering each token's line and column.
pub fn tokens(text: &str) -> Vec<Token<'_>> {
    let mut out = Vec::new();
    for (line_index, line) in text.lines().enumerate() {
        let mut start = None;
        let mut column = 0;
        let chars = line
            .char_indices()
            .chain(std::iter::once((line.len(), ' ')));
        for (byte, ch) in chars {
            column += 1;
            match (ch.is_whitespace(), start) {
                (false, None) => start = Some((byte, column)),
                (true, Some((from, col))) => {
                    out.push(Token {
                        text: &line[from..byte],
                        at: Place::Text {
                            line: line_index + 1,
                            column: col,
                        },
                    });
                    start = None;
                }
                _ => {}
            }
        }
    }
    out
}

impl<'a> Token<'a> {
    /// The value `text` of the command-line option `name` (e.g. `--moves`).
    pub fn option(name: &'static str, text: &'a str) -> Token<'a> {
        Token {
            text,
            at: Place::Option(name),
        }
    }
}

/// A text read whole, as one word: how a partizan game's position written as one text
/// (`..|..`, `0-1L 1-2R`) is given to [`crate::Written::read_position`].
pub fn whole(text: &str) -> [Token<'_>; 1] {
    [Token {
        text,
        at: Place::Argument(1),
    }]
}

/// The words of a position joined by single spaces: a position written as one text, as a
/// partizan game reads it.
pub fn joined<'a>(words: &[Token<'a>]) -> std::borrow::Cow<'a, str> {
    match words {
        [one] => one.text.into(),
        _ => words
            .iter()
            .map(|w| w.text)
            .collect::<Vec<_>>()
            .join(" ")
            .into(),
    }
}

/// Tokens for a list of command-line values, numbered from 1.
pub fn argument_tokens<S: AsRef<str>>(values: &[S]) -> Vec<Token<'_>> {
    values
        .iter()
        .enumerate()
        .map(|(i, v)| Token {
            text: v.as_ref(),
            at: Place::Argument(i + 1),
        })
        .collect()
}

/// Reads a natural number that fits in a `u64`, naming the problem precisely otherwise.
pub fn natural(token: &Token<'_>, what: impl Into<Text>) -> Result<u64, ParseError> {
    let what = what.into();
    let text = token.text;
    if text.starts_with('-') && text.len() > 1 && text[1..].bytes().all(|b| b.is_ascii_digit()) {
        return Err(ParseError::new(
            Text::new("error-negative").arg("what", what),
            token,
        ));
    }
    let Some(digits) = unsigned_digits(text) else {
        return Err(ParseError::new(
            Text::new("error-not-whole").arg("what", what),
            token,
        ));
    };
    digits.parse::<u64>().map_err(|_| {
        ParseError::new(
            Text::new("error-too-large")
                .arg("what", what)
                .arg("limit", u64::MAX.to_string()),
            token,
        )
    })
}

/// The one word of a position written as one word (a board, a row); `expected` says what
/// was expected when there is none.
pub fn single<'t, 'a>(
    tokens: &'t [Token<'a>],
    expected: impl Into<Text>,
) -> Result<&'t Token<'a>, ParseError> {
    let expected = expected.into();
    match tokens {
        [one] => Ok(one),
        [] => Err(ParseError::at(
            Text::new("error-expected").arg("what", expected),
            Place::End,
        )),
        [_, extra, ..] => Err(ParseError::new(
            Text::new("error-expected-one").arg("what", expected),
            extra,
        )),
    }
}

/// The most digits a number of any size (a Wythoff heap, a payout) may have.
pub const MAX_DIGITS: usize = 4000;

/// The digits of a non-negative number written `[+]digits`, or `None`.
fn unsigned_digits(text: &str) -> Option<&str> {
    let digits = text.strip_prefix('+').unwrap_or(text);
    (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())).then_some(digits)
}

/// Reads a non-negative whole number of any size (up to [`MAX_DIGITS`] digits), written as
/// [`natural`] reads one.
pub fn big_natural(token: &Token<'_>, what: impl Into<Text>) -> Result<BigUint, ParseError> {
    let what = what.into();
    let text = token.text;
    if text.len() > 1 && text.starts_with('-') && unsigned_digits(&text[1..]).is_some() {
        return Err(ParseError::new(
            Text::new("error-negative").arg("what", what),
            token,
        ));
    }
    let Some(digits) = unsigned_digits(text) else {
        return Err(ParseError::new(
            Text::new("error-not-whole").arg("what", what),
            token,
        ));
    };
    if digits.len() > MAX_DIGITS {
        return Err(ParseError::new(
            Text::new("error-digits")
                .arg("what", what)
                .arg("digits", digits.len())
                .arg("max", MAX_DIGITS),
            token,
        ));
    }
    Ok(digits.parse().expect("digits parse"))
}

/// Reads a non-negative rational number: a whole number, a fraction `3/2` or a decimal
/// `1.5` (also `.5` and `5.`), each optionally after `+`; no spaces.
pub fn rational(token: &Token<'_>, what: impl Into<Text>) -> Result<BigRational, ParseError> {
    let what = what.into();
    let text = token.text;
    let bad = || {
        ParseError::new(
            Text::new("error-not-rational").arg("what", what.clone()),
            token,
        )
    };
    if text.starts_with('-') && text.len() > 1 {
        return Err(ParseError::new(
            Text::new("error-negative").arg("what", what),
            token,
        ));
    }
    let unsigned = text.strip_prefix('+').unwrap_or(text);
    if unsigned.len() > MAX_DIGITS {
        return Err(ParseError::new(
            Text::new("error-digits-more")
                .arg("what", what)
                .arg("max", MAX_DIGITS),
            token,
        ));
    }
    let whole = |s: &str| -> Option<BigInt> {
        (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())).then(|| s.parse().expect("digits"))
    };
    if let Some((n, d)) = unsigned.split_once('/') {
        let (n, d) = (whole(n).ok_or_else(bad)?, whole(d).ok_or_else(bad)?);
        if d.is_zero() {
            return Err(ParseError::new(
                Text::new("error-denominator-zero").arg("what", what),
                token,
            ));
        }
        return Ok(BigRational::new(n, d));
    }
    if let Some((int, frac)) = unsigned.split_once('.') {
        if int.is_empty() && frac.is_empty() {
            return Err(bad());
        }
        let int = if int.is_empty() {
            Some(BigInt::zero())
        } else {
            whole(int)
        };
        let frac_value = if frac.is_empty() {
            Some(BigInt::zero())
        } else {
            whole(frac)
        };
        let (int, frac_value) = (int.ok_or_else(bad)?, frac_value.ok_or_else(bad)?);
        let scale = BigInt::from(10u32).pow(frac.len() as u32);
        return Ok(BigRational::new(int * &scale + frac_value, scale));
    }
    whole(unsigned)
        .map(BigRational::from_integer)
        .ok_or_else(bad)
}

/// Reads a size in bytes: a whole number with an optional binary suffix `K`, `M` or `G`
/// (`512M`, `2G`).
pub fn size(token: &Token<'_>, what: impl Into<Text>) -> Result<u64, ParseError> {
    const UNITS: [(&str, u64); 3] = [("k", 1 << 10), ("m", 1 << 20), ("g", 1 << 30)];
    scaled(
        token,
        what.into(),
        &UNITS,
        "error-size-example",
        "error-size-range",
    )
}

/// Reads a duration in seconds: a whole number with an optional unit `s`, `m` (or `min`),
/// `h` or `d` (`90s`, `30m`, `4h`, `2d`); a bare number is seconds.
pub fn seconds(token: &Token<'_>, what: impl Into<Text>) -> Result<u64, ParseError> {
    const UNITS: [(&str, u64); 5] = [("s", 1), ("min", 60), ("m", 60), ("h", 3600), ("d", 86_400)];
    scaled(
        token,
        what.into(),
        &UNITS,
        "error-seconds-example",
        "error-seconds-range",
    )
}

/// A positive whole number with an optional unit of `units` (matched without regard to
/// case), times the unit; `example` and `range` are the messages for a number that does
/// not read and for one that is 0 or past `u64`.
fn scaled(
    token: &Token<'_>,
    what: Text,
    units: &[(&str, u64)],
    example: &'static str,
    range: &'static str,
) -> Result<u64, ParseError> {
    let text = token.text;
    let lower = text.to_ascii_lowercase();
    let (digits, unit) = units
        .iter()
        .find(|(suffix, _)| lower.ends_with(suffix))
        .map_or((text, 1), |&(suffix, unit)| {
            (&text[..text.len() - suffix.len()], unit)
        });
    let digits = Token {
        text: digits,
        at: token.at,
    };
    let number = natural(&digits, what.clone())
        .map_err(|e| ParseError::new(Text::new(example).arg("message", e.message), token))?;
    number
        .checked_mul(unit)
        .filter(|&n| n > 0)
        .ok_or_else(|| ParseError::new(Text::new(range).arg("what", what), token))
}

/// The most characters of a user's token that a message quotes.
pub const QUOTED_TOKEN: usize = 40;

/// Text fit to quote in a message: at most `max` characters, control characters escaped
/// (`\u{1b}`), everything else as it is.
pub fn quote(text: &str, max: usize) -> String {
    let head: String = text.chars().take(max).collect();
    let mut short = escape_controls(&head, false);
    if text.chars().count() > max {
        short.push('…');
    }
    short
}

/// The longest message, in characters, that [`one_line`] keeps.
pub const MESSAGE_LIMIT: usize = 1000;

/// A message in one line whatever its source said: line breaks become spaces, other
/// control characters are escaped, and an overlong message (whatever a source quoted) is
/// cut at [`MESSAGE_LIMIT`] characters. Every front end (the command line, Python) says
/// its refusals this way.
pub fn one_line(message: &str) -> String {
    quote(&message.replace(['\n', '\r'], " "), MESSAGE_LIMIT)
}

/// Bytes fit to quote in a message, as [`quote`] quotes text: each byte that is not part
/// of UTF-8 text is written `\xNN` (a command-line word, a Python string with lone
/// surrogates).
pub fn quote_bytes(bytes: &[u8]) -> String {
    let mut text = String::new();
    for chunk in bytes.utf8_chunks() {
        text.push_str(chunk.valid());
        for byte in chunk.invalid() {
            text.push_str(&format!("\\x{byte:02x}"));
        }
    }
    quote(&text, QUOTED_TOKEN)
}

/// `text` with its control characters written as Rust escapes (`\u{1b}`, `\t`), so that
/// printing it cannot move the cursor or repaint a terminal; line breaks are kept when
/// `keep_lines` is set (a picture of several lines).
pub fn escape_controls(text: &str, keep_lines: bool) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() && !(keep_lines && c == '\n') {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_know_their_place() {
        let t = tokens("3\n  10 x\n");
        assert_eq!(t.len(), 3);
        assert_eq!(t[2].text, "x");
        assert_eq!(t[2].at, Place::Text { line: 2, column: 6 });
    }

    /// `text` as the first argument of a command line.
    fn tok(text: &str) -> Token<'_> {
        Token {
            text,
            at: Place::Argument(1),
        }
    }

    #[test]
    fn naturals_are_checked() {
        let heap = || Text::new("error-what-a-heap-size");
        assert_eq!(natural(&tok("18446744073709551615"), heap()), Ok(u64::MAX));
        assert!(natural(&tok("18446744073709551616"), heap())
            .unwrap_err()
            .message
            .to_string()
            .contains("too large"));
        assert!(natural(&tok("-3"), heap())
            .unwrap_err()
            .message
            .to_string()
            .contains("negative"));
        assert!(natural(&tok("3x"), heap())
            .unwrap_err()
            .message
            .to_string()
            .contains("whole number"));
        assert!(natural(&tok(""), heap()).is_err());
    }

    #[test]
    fn sizes_and_durations_take_their_units() {
        let what = || Text::verbatim("x");
        assert_eq!(size(&tok("512M"), what()), Ok(512 << 20));
        assert_eq!(size(&tok("2g"), what()), Ok(2 << 30));
        assert_eq!(size(&tok("100"), what()), Ok(100));
        assert_eq!(seconds(&tok("90"), what()), Ok(90));
        assert_eq!(seconds(&tok("90s"), what()), Ok(90));
        assert_eq!(seconds(&tok("30min"), what()), Ok(1800));
        assert_eq!(seconds(&tok("30M"), what()), Ok(1800));
        assert_eq!(seconds(&tok("4h"), what()), Ok(4 * 3600));
        assert_eq!(seconds(&tok("2d"), what()), Ok(2 * 86_400));
        for bad in [
            "0",
            "0h",
            "h",
            "",
            "-1h",
            "1.5h",
            "4 h",
            "4hours",
            "é",
            "4é",
            "99999999999999999d",
        ] {
            assert!(seconds(&tok(bad), what()).is_err(), "{bad}");
        }
        assert!(size(&tok("1T"), what()).is_err());
    }

    #[test]
    fn messages_and_bytes_are_quoted_in_one_line() {
        assert_eq!(one_line("a\nb\r\u{1b}"), "a b \\u{1b}");
        assert_eq!(
            one_line(&"x".repeat(2000)).chars().count(),
            MESSAGE_LIMIT + 1
        );
        assert_eq!(quote_bytes(b"5\xff\x1b[31m\xc3"), "5\\xff\\u{1b}[31m\\xc3");
    }
}
