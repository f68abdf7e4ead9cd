//! CGSuite's notation for short games, read and written.
//!
//! Read: integers, dyadic fractions (`3/4`), `*`, `*n`, ups (`^`, `^^`, `^n`; `v` for downs;
//! also `↑ ↓ ⇑ ⇓`), a number, ups and a star run together (`1/2^*`, `2v*3`), `Tiny(G)` and
//! `Miny(G)` with a number before them or not (`2Tiny(1)`), `±x` or `+-x`,
//! braces with slashes (`{3 || 2* | 1*}` is `{3 | {2* | 1*}}`), sums and differences,
//! parentheses, and one comparison at the top (`<=`, `>=`, `<`, `>`, `==`, `!=`, `<|`, `|>`,
//! and `||` or `<>` for "confused with"); `a±b` is a + ±b. Written: the canonical form, number-up-star games in
//! closed form, a switch {x | −x} as `±x`, nested games in the slash notation, and a bound on the length so that a huge
//! form is summarised instead of printed.

use super::arena::{Arena, GameId};
use super::dyadic::Dyadic;
use super::nus::Nus;
use super::ops::Cmp;
use crate::notation::{ParseError, Place};
use crate::text::Text;
use num_bigint::{BigInt, BigUint};
use serde::Serialize;

/// The longest expression read, in characters.
pub const MAX_CHARS: usize = 10_000;
/// How deep braces, parentheses and signs may nest (each level is a frame of the reader's
/// stack).
const MAX_DEPTH: usize = 50;
/// The largest up multiple or nimber (integers and numerators have no bound: they are
/// exact at any size, as in CGSuite).
const MAX_INFINITESIMAL: u32 = 1 << 16;
/// The largest denominator exponent: 2^64. Not for the arithmetic, which is exact at any
/// size, but for the stack: cooling, overheating and thermographs walk a number's
/// followers, one level a halving.
const MAX_EXPONENT: u64 = 64;

/// A comparison between two games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Relation {
    /// `<=`
    AtMost,
    /// `>=`
    AtLeast,
    /// `<`
    Below,
    /// `>`
    Above,
    /// `==`
    Equal,
    /// `!=`
    Unequal,
    /// `<|`: less than or confused with.
    LessOrConfused,
    /// `|>`: greater than or confused with.
    GreaterOrConfused,
    /// `||` or `<>`: confused with.
    Confused,
}

impl Relation {
    /// Whether two games that compare as `cmp` stand in this relation.
    pub fn holds(self, cmp: Cmp) -> bool {
        use Cmp::*;
        match self {
            Relation::AtMost => matches!(cmp, Less | Equal),
            Relation::AtLeast => matches!(cmp, Greater | Equal),
            Relation::Below => cmp == Less,
            Relation::Above => cmp == Greater,
            Relation::Equal => cmp == Equal,
            Relation::Unequal => cmp != Equal,
            Relation::LessOrConfused => matches!(cmp, Less | Confused),
            Relation::GreaterOrConfused => matches!(cmp, Greater | Confused),
            Relation::Confused => cmp == Confused,
        }
    }

    /// The operator as written.
    pub fn symbol(self) -> &'static str {
        match self {
            Relation::AtMost => "<=",
            Relation::AtLeast => ">=",
            Relation::Below => "<",
            Relation::Above => ">",
            Relation::Equal => "==",
            Relation::Unequal => "!=",
            Relation::LessOrConfused => "<|",
            Relation::GreaterOrConfused => "|>",
            Relation::Confused => "||",
        }
    }
}

/// What an expression says: a game, or a comparison of two.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// A game.
    Game(GameId),
    /// `left relation right`.
    Comparison {
        /// The game on the left.
        left: GameId,
        /// The relation asked about.
        relation: Relation,
        /// The game on the right.
        right: GameId,
    },
}

/// One piece of an expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tok {
    /// A run of decimal digits, of any length (read by [`Parser::digits`]).
    Int,
    Slash,
    Star,
    Up(u8),
    Down(u8),
    Plus,
    Minus,
    PlusMinus,
    Open,
    Close,
    LeftParen,
    RightParen,
    Comma,
    Bars(usize),
    Rel(Relation),
    /// `Tiny`, before a parenthesised game G: {0 ‖ 0 | −G}.
    Tiny,
    /// `Miny`, before a parenthesised game G: {G | 0 ‖ 0}.
    Miny,
}

/// A token and the column of its first character (1-based).
#[derive(Clone, Copy, Debug)]
struct Spanned {
    tok: Tok,
    column: usize,
    len: usize,
}

fn error(message: &'static str, column: usize) -> ParseError {
    ParseError::at(Text::new(message), Place::Text { line: 1, column })
}

fn error_at(message: Text, text: &str, s: &Spanned) -> ParseError {
    let token: String = text.chars().skip(s.column - 1).take(s.len).collect();
    ParseError {
        message,
        token,
        at: Place::Text {
            line: 1,
            column: s.column,
        },
    }
}

/// Splits the expression into tokens.
fn lex(text: &str) -> Result<Vec<Spanned>, ParseError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let column = i + 1;
        let next = chars.get(i + 1).copied();
        let mut len = 1;
        let tok = match c {
            c if c.is_whitespace() => {
                i += 1;
                continue;
            }
            '0'..='9' => {
                let digits: String = chars[i..]
                    .iter()
                    .take_while(|c| c.is_ascii_digit())
                    .collect();
                len = digits.len();
                Tok::Int
            }
            'T' | 'M' if matches!(chars.get(i + 1..i + 4), Some(['i', 'n', 'y'])) => {
                len = 4;
                if c == 'T' {
                    Tok::Tiny
                } else {
                    Tok::Miny
                }
            }
            '/' => Tok::Slash,
            '*' | '∗' => Tok::Star,
            '^' | '↑' => Tok::Up(1),
            '⇑' => Tok::Up(2),
            'v' | '↓' => Tok::Down(1),
            '⇓' => Tok::Down(2),
            '±' => Tok::PlusMinus,
            '+' if next == Some('-') => {
                len = 2;
                Tok::PlusMinus
            }
            '+' => Tok::Plus,
            '-' | '−' => Tok::Minus,
            '{' => Tok::Open,
            '}' => Tok::Close,
            '(' => Tok::LeftParen,
            ')' => Tok::RightParen,
            ',' => Tok::Comma,
            '|' if next == Some('>') => {
                len = 2;
                Tok::Rel(Relation::GreaterOrConfused)
            }
            '|' => {
                len = chars[i..].iter().take_while(|&&c| c == '|').count();
                Tok::Bars(len)
            }
            '<' | '>' | '=' | '!' => {
                let two: String = chars[i..(i + 2).min(chars.len())].iter().collect();
                let (relation, n) = match two.as_str() {
                    "<=" => (Relation::AtMost, 2),
                    ">=" => (Relation::AtLeast, 2),
                    "==" => (Relation::Equal, 2),
                    "!=" => (Relation::Unequal, 2),
                    "<|" => (Relation::LessOrConfused, 2),
                    "<>" => (Relation::Confused, 2),
                    _ if c == '<' => (Relation::Below, 1),
                    _ if c == '>' => (Relation::Above, 1),
                    _ => return Err(error("error-game-unexpected", column)),
                };
                len = n;
                Tok::Rel(relation)
            }
            _ => {
                return Err(ParseError {
                    message: Text::new("error-game-unexpected"),
                    token: c.to_string(),
                    at: Place::Text { line: 1, column },
                })
            }
        };
        out.push(Spanned { tok, column, len });
        i += len;
    }
    Ok(out)
}

/// Reads an expression, building its games in `arena`; refused if the arena is exhausted on
/// the way (see [`Arena::limit`]).
pub fn read(arena: &mut Arena, text: &str) -> Result<Reading, crate::Error> {
    let reading = read_games(arena, text)?;
    if arena.exhausted() {
        return Err(too_large(arena));
    }
    Ok(reading)
}

/// The refusal of a computation that exhausted `arena`.
pub fn too_large(arena: &Arena) -> crate::Error {
    crate::Error::limit(
        Text::new("error-partizan-too-large")
            .arg("games", arena.len())
            .arg("budget", crate::budget::show_bytes(arena.bytes() as u64)),
    )
}

fn read_games(arena: &mut Arena, text: &str) -> Result<Reading, ParseError> {
    let count = text.chars().count();
    if count > MAX_CHARS {
        return Err(ParseError::at(
            Text::new("error-expression-too-long")
                .arg("chars", count)
                .arg("max", MAX_CHARS),
            Place::Text { line: 1, column: 1 },
        ));
    }
    if let Some((i, _)) = text
        .chars()
        .enumerate()
        .find(|(_, c)| c.is_control() && !c.is_whitespace())
    {
        return Err(error("error-game-unexpected", i + 1));
    }
    let tokens = lex(text)?;
    if tokens.is_empty() {
        return Err(ParseError::at(Text::new("error-empty-input"), Place::End));
    }
    let mut p = Parser {
        arena,
        text,
        tokens: &tokens,
        at: 0,
        depth: 0,
    };
    let left = p.sum()?;
    let reading = match p.peek() {
        Some(Spanned {
            tok: Tok::Rel(relation),
            ..
        }) => {
            p.at += 1;
            Reading::Comparison {
                left,
                relation,
                right: p.sum()?,
            }
        }
        Some(Spanned {
            tok: Tok::Bars(2), ..
        }) => {
            p.at += 1;
            Reading::Comparison {
                left,
                relation: Relation::Confused,
                right: p.sum()?,
            }
        }
        _ => Reading::Game(left),
    };
    match p.peek() {
        None => Ok(reading),
        Some(s) => Err(error_at(Text::new("error-game-unexpected"), text, &s)),
    }
}

struct Parser<'a, 't> {
    arena: &'a mut Arena,
    text: &'t str,
    tokens: &'t [Spanned],
    at: usize,
    depth: usize,
}

impl Parser<'_, '_> {
    fn peek(&self) -> Option<Spanned> {
        self.tokens.get(self.at).copied()
    }

    fn peek_tok(&self) -> Option<Tok> {
        self.peek().map(|s| s.tok)
    }

    fn unexpected(&self) -> ParseError {
        match self.peek() {
            Some(s) => error_at(Text::new("error-game-expected"), self.text, &s),
            None => ParseError::at(Text::new("error-game-expected"), Place::End),
        }
    }

    /// term (('+' | '-') term)*
    fn sum(&mut self) -> Result<GameId, ParseError> {
        let mut g = self.term()?;
        loop {
            let Some(operator) = self.peek() else {
                return Ok(g);
            };
            let minus = match operator.tok {
                Tok::Plus | Tok::Minus => {
                    self.at += 1;
                    operator.tok == Tok::Minus
                }
                Tok::PlusMinus => false,
                _ => return Ok(g),
            };
            let h = self.term()?;
            self.check_sum(g, h, &operator)?;
            g = if minus {
                self.arena.sub(g, h)
            } else {
                self.arena.add(g, h)
            };
        }
    }

    /// Refuses, before it starts, a sum estimated to outgrow what is left of the arena's
    /// memory budget (a sum of many hot games can be exponentially larger than its terms).
    fn check_sum(&mut self, g: GameId, h: GameId, at: &Spanned) -> Result<(), ParseError> {
        let Some(left) = self.arena.room() else {
            return Ok(());
        };
        let bytes = self.arena.sum_bytes(g, h, left as u64 / 64 + 1);
        if bytes <= left as u64 {
            return Ok(());
        }
        let estimate = if bytes == u64::MAX {
            Text::new("error-sum-estimate-unknown")
        } else {
            Text::new("error-sum-estimate").arg("bytes", crate::budget::show_bytes(bytes))
        };
        let message = Text::new("error-sum-too-large")
            .arg("estimate", estimate)
            .arg("budget", crate::budget::show_bytes(left as u64));
        Err(error_at(message, self.text, at))
    }

    /// '-' term | '+' term | '±' term | atom
    fn term(&mut self) -> Result<GameId, ParseError> {
        self.nest(|p| match p.peek_tok() {
            // `-1^` is −1 + ↑, as it is written (the sign belongs to the number).
            Some(Tok::Minus) if matches!(p.tokens.get(p.at + 1).map(|s| s.tok), Some(Tok::Int)) => {
                p.at += 1;
                p.nus(true)
            }
            Some(Tok::Minus) => {
                p.at += 1;
                let g = p.term()?;
                Ok(p.arena.neg(g))
            }
            Some(Tok::Plus) => {
                p.at += 1;
                p.term()
            }
            Some(Tok::PlusMinus) => {
                p.at += 1;
                let g = p.term()?;
                let minus = p.arena.neg(g);
                Ok(p.arena.make(vec![g], vec![minus]))
            }
            _ => p.atom(),
        })
    }

    /// Runs `f` one level deeper, refusing input nested past [`MAX_DEPTH`].
    fn nest<T>(
        &mut self,
        f: impl FnOnce(&mut Self) -> Result<T, ParseError>,
    ) -> Result<T, ParseError> {
        if self.depth >= MAX_DEPTH {
            let column = self.peek().map_or(1, |s| s.column);
            return Err(ParseError::at(
                Text::new("error-expression-too-deep").arg("max", MAX_DEPTH),
                Place::Text { line: 1, column },
            ));
        }
        self.depth += 1;
        let out = f(self);
        self.depth -= 1;
        out
    }

    /// '(' sum ')' | '{' options '}' | number-up-star
    fn atom(&mut self) -> Result<GameId, ParseError> {
        match self.peek_tok() {
            Some(Tok::LeftParen) => {
                self.at += 1;
                let g = self.sum()?;
                self.expect(Tok::RightParen)?;
                Ok(g)
            }
            Some(Tok::Open) => {
                self.at += 1;
                let g = self.braces()?;
                self.expect(Tok::Close)?;
                Ok(g)
            }
            Some(Tok::Tiny | Tok::Miny) => self.tiny(),
            _ => self.nus(false),
        }
    }

    /// `Tiny(G)` = {0 ‖ 0 | −G} or `Miny(G)` = {G | 0 ‖ 0}, as CGSuite writes them (Siegel,
    /// *Combinatorial Game Theory*, II.4).
    fn tiny(&mut self) -> Result<GameId, ParseError> {
        let tiny = self.peek_tok() == Some(Tok::Tiny);
        self.at += 1;
        if self.peek_tok() != Some(Tok::LeftParen) {
            return Err(self.unexpected());
        }
        self.at += 1;
        let g = self.sum()?;
        self.expect(Tok::RightParen)?;
        let zero = self.arena.integer(0);
        Ok(if tiny {
            let minus = self.arena.neg(g);
            let inner = self.arena.make(vec![zero], vec![minus]);
            self.arena.make(vec![zero], vec![inner])
        } else {
            let inner = self.arena.make(vec![g], vec![zero]);
            self.arena.make(vec![inner], vec![zero])
        })
    }

    fn expect(&mut self, tok: Tok) -> Result<(), ParseError> {
        if self.peek_tok() == Some(tok) {
            self.at += 1;
            Ok(())
        } else {
            let key = if tok == Tok::Close {
                "error-game-close-brace"
            } else {
                "error-game-close-paren"
            };
            Err(match self.peek() {
                Some(s) => error_at(Text::new(key), self.text, &s),
                None => ParseError::at(Text::new(key), Place::End),
            })
        }
    }

    /// [number] [ups] [star], at least one of them; the number negative after a `-`.
    fn nus(&mut self, negative: bool) -> Result<GameId, ParseError> {
        let start = self.at;
        let mut v = Nus::number(Dyadic::ZERO);
        if let Some(s @ Spanned { tok: Tok::Int, .. }) = self.peek() {
            self.at += 1;
            let n = BigInt::from(self.digits(&s));
            v.number = Dyadic::from(n.clone());
            if self.peek_tok() == Some(Tok::Slash) {
                self.at += 1;
                let denominator = self.peek();
                let d = denominator
                    .filter(|s| s.tok == Tok::Int)
                    .map(|s| self.digits(&s));
                match d
                    .filter(|d| d.count_ones() == 1)
                    .and_then(|d| d.trailing_zeros())
                {
                    Some(twos) if twos <= MAX_EXPONENT => {
                        self.at += 1;
                        v.number = Dyadic::from_big(n, twos as u32);
                    }
                    _ => {
                        let message = Text::new("error-game-denominator").arg("max", "2^64");
                        return Err(match denominator {
                            Some(s) => error_at(message, self.text, &s),
                            None => ParseError::at(message, Place::End),
                        });
                    }
                }
            }
        }
        if negative {
            v.number = -v.number;
        }
        // A number written before a tiny or a miny is added to it (CGSuite writes x + Tiny(G)
        // as `xTiny(G)`).
        if self.at > start && matches!(self.peek_tok(), Some(Tok::Tiny | Tok::Miny)) {
            let x = self.arena.number_game(v.number);
            let t = self.tiny()?;
            return Ok(self.arena.add(x, t));
        }
        if let Some(Tok::Up(k) | Tok::Down(k)) = self.peek_tok() {
            let sign = if matches!(self.peek_tok(), Some(Tok::Up(_))) {
                1
            } else {
                -1
            };
            let mut ups = BigUint::ZERO;
            while let Some(tok @ (Tok::Up(k) | Tok::Down(k))) = self.peek_tok() {
                let same = matches!(tok, Tok::Up(_)) == (sign == 1);
                if !same {
                    break;
                }
                self.at += 1;
                ups += k;
            }
            let _ = k;
            if ups == BigUint::from(1u8) {
                if let Some(s @ Spanned { tok: Tok::Int, .. }) = self.peek() {
                    self.at += 1;
                    ups = self.digits(&s);
                }
            }
            v.ups = self.bounded(&ups)? as i32 * sign;
        }
        if self.peek_tok() == Some(Tok::Star) {
            self.at += 1;
            v.nimber = 1;
            if let Some(s @ Spanned { tok: Tok::Int, .. }) = self.peek() {
                self.at += 1;
                v.nimber = self.bounded(&self.digits(&s))?;
            }
        }
        if self.at == start {
            return Err(self.unexpected());
        }
        Ok(self.arena.nus_game(v))
    }

    /// `n`, refused past [`MAX_INFINITESIMAL`].
    fn bounded(&self, n: &BigUint) -> Result<u32, ParseError> {
        let Some(n) = u32::try_from(n).ok().filter(|&n| n <= MAX_INFINITESIMAL) else {
            let s = self.tokens[self.at - 1];
            return Err(error_at(
                Text::new("error-value-too-big").arg("max", MAX_INFINITESIMAL),
                self.text,
                &s,
            ));
        };
        Ok(n)
    }

    /// The whole number a [`Tok::Int`] token writes, of any size.
    fn digits(&self, s: &Spanned) -> BigUint {
        let digits: String = self.text.chars().skip(s.column - 1).take(s.len).collect();
        BigUint::parse_bytes(digits.as_bytes(), 10).expect("the lexer keeps runs of digits")
    }

    /// The inside of braces: the run of bars with the most bars splits Left's options from
    /// Right's; a side with fewer bars in it is one game in the same notation.
    fn braces(&mut self) -> Result<GameId, ParseError> {
        // No level of its own: braces are the atom of a term, which counted one.
        let end = self.closing()?;
        let mut split: Option<(usize, usize)> = None;
        let mut tie = false;
        let mut depth = 0;
        for i in self.at..end {
            match self.tokens[i].tok {
                Tok::Open | Tok::LeftParen => depth += 1,
                Tok::Close | Tok::RightParen => depth -= 1,
                Tok::Bars(n) if depth == 0 => match split {
                    Some((_, m)) if m > n => {}
                    Some((_, m)) if m == n => tie = true,
                    _ => {
                        split = Some((i, n));
                        tie = false;
                    }
                },
                _ => {}
            }
        }
        let Some((bar, _)) = split else {
            return Err(error_at(
                Text::new("error-game-no-bar"),
                self.text,
                &self.tokens[self.at - 1],
            ));
        };
        if tie {
            return Err(error_at(
                Text::new("error-game-ambiguous-bars"),
                self.text,
                &self.tokens[bar],
            ));
        }
        let lefts = self.side(bar)?;
        self.at = bar + 1;
        let rights = self.side(end)?;
        self.at = end;
        Ok(self.arena.make(lefts, rights))
    }

    /// The index of the `}` closing the braces just opened.
    fn closing(&self) -> Result<usize, ParseError> {
        let mut depth = 0;
        for i in self.at..self.tokens.len() {
            match self.tokens[i].tok {
                Tok::Open => depth += 1,
                Tok::Close if depth == 0 => return Ok(i),
                Tok::Close => depth -= 1,
                _ => {}
            }
        }
        Err(ParseError::at(
            Text::new("error-game-close-brace"),
            Place::End,
        ))
    }

    /// One side of braces, up to token `end`: one game in slash notation if it has bars,
    /// else a list of games separated by commas (possibly empty).
    fn side(&mut self, end: usize) -> Result<Vec<GameId>, ParseError> {
        let mut depth = 0;
        let has_bars = self.tokens[self.at..end].iter().any(|s| {
            match s.tok {
                Tok::Open | Tok::LeftParen => depth += 1,
                Tok::Close | Tok::RightParen => depth -= 1,
                _ => {}
            }
            depth == 0 && matches!(s.tok, Tok::Bars(_))
        });
        let slice_end = end;
        let mut sub = Parser {
            arena: self.arena,
            text: self.text,
            tokens: &self.tokens[..slice_end],
            at: self.at,
            depth: self.depth,
        };
        if has_bars {
            let g = sub.braces_until(slice_end)?;
            return Ok(vec![g]);
        }
        let mut games = Vec::new();
        if sub.at == slice_end {
            return Ok(games);
        }
        loop {
            games.push(sub.sum()?);
            match sub.peek_tok() {
                Some(Tok::Comma) => sub.at += 1,
                None => return Ok(games),
                Some(_) => return Err(sub.unexpected()),
            }
        }
    }

    /// A game in slash notation without its braces, running to the end of the tokens.
    fn braces_until(&mut self, end: usize) -> Result<GameId, ParseError> {
        // Reuse `braces`: it looks for the closing brace, which here is the end of the slice.
        let mut tokens: Vec<Spanned> = self.tokens[..end].to_vec();
        let column = tokens.last().map_or(1, |s| s.column + s.len);
        tokens.push(Spanned {
            tok: Tok::Close,
            column,
            len: 0,
        });
        let mut sub = Parser {
            arena: self.arena,
            text: self.text,
            tokens: &tokens,
            at: self.at,
            depth: self.depth,
        };
        // A game written with fewer bars inside braces is one level deeper.
        sub.nest(|p| p.braces())
    }
}

/// Writes g in CGSuite's notation, or `None` if that takes more than `max` characters.
pub fn write(arena: &mut Arena, g: GameId, max: usize) -> Option<String> {
    let (body, bars) = body(arena, g, max)?;
    let text = if bars == 0 {
        body
    } else {
        format!("{{{body}}}")
    };
    (text.len() <= max).then_some(text)
}

/// g's notation without its outer braces, and how many bars separate its sides (0 for a
/// number-up-star game, which has no braces); `None` once it passes `max` characters.
fn body(arena: &mut Arena, g: GameId, max: usize) -> Option<(String, usize)> {
    if let Some(v) = arena.nus(g) {
        let text = v.to_string();
        return (text.len() <= max).then_some((text, 0));
    }
    if let ([l], [r]) = (arena.lefts(g), arena.rights(g)) {
        if let (Some(a), Some(b)) = (arena.number(*l), arena.number(*r)) {
            // The switch {x | −x} of a number x > 0 is ±x.
            if b == -&a {
                let text = format!("±{a}");
                return (text.len() <= max).then_some((text, 0));
            }
        }
    }
    let sides = [arena.lefts(g).to_vec(), arena.rights(g).to_vec()];
    // A side with one game is written without that game's braces, and the bars between the
    // sides then outnumber the bars inside it (the slash notation).
    let mut bars = 1;
    let mut texts = Vec::with_capacity(2);
    let mut length = 0;
    for side in &sides {
        let mut options = Vec::with_capacity(side.len());
        for &o in side {
            let (text, inner) = body(arena, o, max)?;
            length += text.len() + 3;
            if length > max {
                return None;
            }
            options.push((text, inner));
        }
        options.sort_by(|a, b| (a.0.len(), &a.0).cmp(&(b.0.len(), &b.0)));
        let text = match options.as_slice() {
            [(text, inner)] => {
                bars = bars.max(inner + 1);
                text.clone()
            }
            _ => options
                .iter()
                .map(|(text, inner)| {
                    if *inner > 0 {
                        format!("{{{text}}}")
                    } else {
                        text.clone()
                    }
                })
                .collect::<Vec<_>>()
                .join(","),
        };
        texts.push(text);
    }
    let text = format!("{}{}{}", texts[0], "|".repeat(bars), texts[1]);
    (text.len() <= max).then_some((text, bars))
}
