//! Hackenbush (Winning Ways, ch. 1–2): a picture of edges standing on the ground; Left cuts
//! a blue edge (`L`), Right a red one (`R`), either a green one (`G`); whatever is no longer
//! joined to the ground falls away. Whoever cannot cut loses.
//!
//! A position is the set of edges still standing, as a bit mask over the picture's edges
//! (at most 64). A string (`LRLRRLLR`, read from the ground up) is a path; any picture is
//! written as edges `a-bC` with vertex 0 the ground (`0-1L 1-2R 1-3L` is a tree), and the
//! picture with no edge left as `0`. Parts that
//! meet only at the ground are independent components. Blue-red strings are worth the
//! number Berlekamp's sign-expansion rule gives ([`string_value`]); the tests check the
//! search against it.

use super::green;
use crate::budget::{Budget, Stop};
use crate::error::Error;
use crate::family::Drawing;
use crate::family::PartizanFamily;
use crate::game::Written;
use crate::notation::{joined, Token};
use crate::notation::{ParseError, Place};
use crate::partizan::dyadic::Dyadic;
use crate::partizan::family::{self, Solution};
use crate::partizan::search::Rules;
use crate::partizan::{Arena, GameId};
use crate::text::Text;

/// Who may cut an edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colour {
    /// Blue: Left cuts it.
    Blue,
    /// Red: Right cuts it.
    Red,
    /// Green: either player.
    Green,
}

impl Colour {
    fn letter(self) -> char {
        match self {
            Colour::Blue => 'L',
            Colour::Red => 'R',
            Colour::Green => 'G',
        }
    }

    fn of(c: char) -> Option<Colour> {
        match c.to_ascii_uppercase() {
            'L' | 'B' => Some(Colour::Blue),
            'R' => Some(Colour::Red),
            'G' | 'E' => Some(Colour::Green),
            _ => None,
        }
    }
}

/// A picture: its edges, each joining two vertices (0 is the ground).
#[derive(Clone, Debug)]
pub struct Picture {
    edges: Vec<(u32, u32, Colour)>,
    /// Whether it was written as a string (and is shown as one).
    string: bool,
}

impl Picture {
    /// The edges standing in `mask` that are still joined to the ground.
    fn grounded(&self, mask: u64) -> u64 {
        // Vertex sets, bit v: a string of 64 edges reaches vertex 64.
        let mut reached: u128 = 1; // the ground first
        let mut kept = 0u64;
        loop {
            let mut grew = false;
            for (k, &(a, b, _)) in self.edges.iter().enumerate() {
                let bit = 1u64 << k;
                if mask & bit == 0 || kept & bit != 0 {
                    continue;
                }
                let (ra, rb) = (reached >> a & 1 == 1, reached >> b & 1 == 1);
                if ra || rb {
                    kept |= bit;
                    reached |= 1 << a | 1 << b;
                    grew = true;
                }
            }
            if !grew {
                return kept;
            }
        }
    }

    /// Every position one cut of an edge `may_cut` allows leads to.
    fn cuts(&self, mask: u64, may_cut: impl Fn(Colour) -> bool, out: &mut Vec<u64>) {
        for (k, &(_, _, c)) in self.edges.iter().enumerate() {
            if mask >> k & 1 == 1 && may_cut(c) {
                out.push(self.grounded(mask & !(1 << k)));
            }
        }
    }
}

impl Rules for Picture {
    type Position = u64;

    fn left(&self, mask: &u64, out: &mut Vec<u64>) {
        self.cuts(*mask, |c| c != Colour::Red, out);
    }

    fn right(&self, mask: &u64, out: &mut Vec<u64>) {
        self.cuts(*mask, |c| c != Colour::Blue, out);
    }

    /// The first 1, 2, … edges standing, as the picture lists them (a string from the
    /// ground up), with what still stands on the ground.
    fn windows(&self, mask: &u64) -> Vec<u64> {
        let mut first = 0u64;
        let mut out = Vec::new();
        let mut rest = *mask;
        while rest.count_ones() > 1 {
            first |= rest & rest.wrapping_neg();
            rest &= rest - 1;
            out.push(self.grounded(first));
        }
        out
    }

    /// An all-green part is worth the nimber the Fusion and Colon principles give it
    /// ([`super::green`]), in time linear in its edges.
    fn closed_form(&self, mask: &u64, arena: &mut Arena) -> Option<GameId> {
        let standing = || {
            self.edges
                .iter()
                .enumerate()
                .filter(|(k, _)| mask >> k & 1 == 1)
        };
        if !standing().all(|(_, &(_, _, colour))| colour == Colour::Green) {
            return None;
        }
        let picture = green::Picture {
            ground: 0,
            edges: standing().map(|(_, &(a, b, _))| (a, b)).collect(),
        };
        let nimber = picture.nimber(&Stop::default()).ok()?;
        Some(arena.nimber(u32::try_from(nimber).ok()?))
    }

    /// The parts that meet only at the ground.
    fn components(&self, mask: &u64, out: &mut Vec<u64>) {
        let mut rest = *mask;
        while rest != 0 {
            let mut part = rest & rest.wrapping_neg();
            loop {
                let vertices = self
                    .edges
                    .iter()
                    .enumerate()
                    .filter(|(k, _)| part >> k & 1 == 1)
                    .fold(0u128, |v, (_, &(a, b, _))| v | 1 << a | 1 << b)
                    & !1;
                let grown = self
                    .edges
                    .iter()
                    .enumerate()
                    .fold(part, |p, (k, &(a, b, _))| {
                        if rest >> k & 1 == 1 && (vertices >> a & 1 == 1 || vertices >> b & 1 == 1)
                        {
                            p | 1 << k
                        } else {
                            p
                        }
                    });
                if grown == part {
                    break;
                }
                part = grown;
            }
            rest &= !part;
            out.push(part);
        }
    }

    fn name_move(&self, from: &u64, to: &u64) -> Option<String> {
        // A move is named by the edge cut (as the board labels it, in both languages): the
        // lowest one gone that was standing and is not merely fallen.
        let gone = from & !to;
        let k = (0..self.edges.len())
            .find(|&k| gone >> k & 1 == 1 && self.grounded(from & !(1 << k)) == *to)
            .unwrap_or(gone.trailing_zeros() as usize);
        let (a, b, c) = self.edges[k];
        if self.string {
            Some(format!("{}{}", k + 1, c.letter()))
        } else {
            Some(format!("{a}-{b}{}", c.letter()))
        }
    }
}

/// The most edges a picture may have.
const MOST_EDGES: usize = 64;
/// The most vertices (vertex numbers below this).
const MOST_VERTICES: u32 = 64;

fn bad(message: Text, token: &str, column: usize) -> Error {
    ParseError {
        message,
        token: token.to_string(),
        at: Place::Text { line: 1, column },
    }
    .into()
}

impl Written<u64> for Picture {
    fn read_position(&self, words: &[Token<'_>]) -> Result<u64, Error> {
        let text: &str = &joined(words);
        // Never called on the placeholder; `read_picture` builds the picture and position.
        let picture = read_picture(text)?;
        Ok(picture.grounded(full(picture.edges.len())))
    }

    fn show_position(&self, mask: &u64) -> String {
        let standing = self
            .edges
            .iter()
            .enumerate()
            .filter(|(k, _)| mask >> k & 1 == 1);
        if self.string {
            let s: String = standing.map(|(_, e)| e.2.letter()).collect();
            if s.is_empty() {
                "0".to_string()
            } else {
                s
            }
        } else {
            let edges: Vec<String> = standing
                .map(|(_, &(a, b, c))| format!("{a}-{b}{}", c.letter()))
                .collect();
            if edges.is_empty() {
                "0".to_string()
            } else {
                edges.join(" ")
            }
        }
    }
}

fn full(n: usize) -> u64 {
    if n == 64 {
        u64::MAX
    } else {
        (1 << n) - 1
    }
}

/// Reads a picture: a string of L, R, G from the ground up, or edges `a-bC`.
pub fn read_picture(text: &str) -> Result<Picture, Error> {
    let text = text.trim();
    if text.is_empty() {
        return Err(ParseError::at(Text::new("error-empty-input"), Place::End).into());
    }
    // The picture with no edge left, as every finished game is written.
    if text == "0" {
        return Ok(Picture {
            edges: Vec::new(),
            string: true,
        });
    }
    if !text.contains('-') {
        let mut edges = Vec::new();
        for (i, ch) in text.chars().enumerate() {
            let colour = Colour::of(ch)
                .ok_or_else(|| bad(Text::new("error-hackenbush-colour"), &ch.to_string(), i + 1))?;
            if i >= MOST_EDGES {
                return Err(bad(
                    Text::new("error-hackenbush-too-many").arg("max", MOST_EDGES),
                    &ch.to_string(),
                    i + 1,
                ));
            }
            edges.push((i as u32, i as u32 + 1, colour));
        }
        return Ok(Picture {
            edges,
            string: true,
        });
    }
    let mut edges = Vec::new();
    let mut column = 1;
    for word in text.split(|c: char| c.is_whitespace() || c == ',') {
        let at = column;
        column += word.chars().count() + 1;
        if word.is_empty() {
            continue;
        }
        let edge = (|| {
            let (a, rest) = word.split_once('-')?;
            let colour = Colour::of(rest.chars().last()?)?;
            let b = &rest[..rest.len() - 1];
            let (a, b) = (a.parse::<u32>().ok()?, b.parse::<u32>().ok()?);
            (a < MOST_VERTICES && b < MOST_VERTICES && a != b).then_some((a, b, colour))
        })();
        let edge = edge.ok_or_else(|| {
            bad(
                Text::new("error-hackenbush-edge").arg("max", MOST_VERTICES - 1),
                word,
                at,
            )
        })?;
        if edges.len() >= MOST_EDGES {
            return Err(bad(
                Text::new("error-hackenbush-too-many").arg("max", MOST_EDGES),
                word,
                at,
            ));
        }
        edges.push(edge);
    }
    Ok(Picture {
        edges,
        string: false,
    })
}

/// The value of a blue-red string from the ground up, by Berlekamp's sign-expansion rule:
/// the first run of k edges of one colour is worth ±k; after it, the j-th further edge adds
/// ±1/2^j by its colour (Winning Ways, ch. 2). `None` if the string has a green edge.
pub fn string_value(colours: &[Colour]) -> Option<Dyadic> {
    let sign = |c: Colour| match c {
        Colour::Blue => Some(1),
        Colour::Red => Some(-1),
        Colour::Green => None,
    };
    let first = match colours.first() {
        Some(&c) => sign(c)?,
        None => return Some(Dyadic::ZERO),
    };
    let run = colours.iter().take_while(|&&c| c == colours[0]).count();
    let mut value = Dyadic::int(first * run as i128);
    for (j, &c) in colours[run..].iter().enumerate() {
        value = value + Dyadic::new(sign(c)?, j as u32 + 1);
    }
    Some(value)
}

/// Hackenbush in the registry.
pub const FAMILY: PartizanFamily = PartizanFamily {
    name: "hackenbush",
    alias: Some("砍树"),
    example: "hackenbush LRLRRLLR",
    position: "a string of L (blue), R (red), G (green) from the ground up; or edges a-bC with vertex 0 the ground, e.g. 0-1L 1-2R 1-3L; 0 when no edge is left",
    board: Some(Drawing::Stalk),
    solve: solve_text,
    regions: None,
    table: None,
    outcome: None,
};

fn solve_text(text: &str, budget: Budget) -> Result<Solution, Error> {
    let picture = read_picture(text)?;
    family::solve(picture, text, budget)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::expr::{self, Reading};
    use crate::partizan::search::Search;

    fn value(text: &str) -> String {
        let picture = read_picture(text).unwrap();
        let mut s = Search::new(picture, Budget::of_machine());
        let p = s
            .rules
            .read_position(&crate::notation::whole(text))
            .unwrap();
        let v = s.value(&p).unwrap();
        expr::write(&mut s.arena, v, 1000).unwrap()
    }

    /// Every blue-red string of up to 9 edges: the search agrees with the sign expansion.
    #[test]
    fn strings_follow_the_sign_expansion() {
        for n in 0..=9u32 {
            for bits in 0..1u32 << n {
                let colours: Vec<Colour> = (0..n)
                    .map(|i| {
                        if bits >> i & 1 == 1 {
                            Colour::Red
                        } else {
                            Colour::Blue
                        }
                    })
                    .collect();
                let text: String = colours.iter().map(|c| c.letter()).collect();
                let want = string_value(&colours).unwrap();
                let got = if n == 0 {
                    "0".to_string()
                } else {
                    value(&text)
                };
                assert_eq!(got, want.to_string(), "{text}");
            }
        }
        assert_eq!(value("LRLRRLLR"), "77/128", "Winning Ways");
        assert_eq!(value("LRLRR"), "9/16", "CGSuite's Hackenbush(\"lrlrr\")");
    }

    proptest::proptest! {
        /// Blue-red strings up to the longest read (64 edges, worth numbers over 2^63): the
        /// search agrees with the sign expansion, summed here in exact rationals.
        #[test]
        fn long_strings_follow_the_sign_expansion(
            colours in proptest::collection::vec(proptest::bool::ANY, 1..=MOST_EDGES),
        ) {
            use num_bigint::BigInt;
            use num_rational::BigRational;
            let text: String = colours.iter().map(|&red| if red { 'R' } else { 'L' }).collect();
            let sign = |red: bool| BigInt::from(if red { -1 } else { 1 });
            let run = colours.iter().take_while(|&&c| c == colours[0]).count();
            let mut want = BigRational::from_integer(sign(colours[0]) * BigInt::from(run));
            for (j, &red) in colours[run..].iter().enumerate() {
                want += BigRational::new(sign(red), BigInt::from(1) << (j + 1));
            }
            let want = match want.is_integer() {
                true => want.to_integer().to_string(),
                false => format!("{}/{}", want.numer(), want.denom()),
            };
            proptest::prop_assert_eq!(value(&text), want, "{}", text);
        }
    }

    /// A green tree of 63 edges (beyond any search of its cuts) is valued at once, as the
    /// principles value it; with a red edge added, the search uses the green parts' values.
    #[test]
    fn green_pictures_are_valued_by_the_principles() {
        let edges: Vec<String> = (1..=63u32)
            .map(|v| format!("{}-{v}G", (v * 7919 + 13) % v))
            .collect();
        let text = edges.join(" ");
        let tree = green::Picture {
            ground: 0,
            edges: (1..=63u32).map(|v| ((v * 7919 + 13) % v, v)).collect(),
        };
        let nimber = tree.nimber(&Stop::default()).unwrap();
        assert_eq!(value(&text), format!("*{nimber}"));
        assert_eq!(value("0-1G 0-2R"), "-1*");
    }

    #[test]
    fn trees_graphs_and_green() {
        // A blue trunk carrying branches worth x is worth x + 1 for x ≥ 0, else
        // (x + n)/2^(n−1) with n the least integer making x + n ≥ 1 (Winning Ways, ch. 2).
        assert_eq!(value("0-1L 1-2L 1-3R"), "1");
        assert_eq!(value("0-1L 1-2L 1-3L"), "3");
        assert_eq!(value("0-1L 1-2R 1-3R"), "1/4");
        // A green edge is ∗; two green edges in a string are ∗2 (Green Hackenbush).
        assert_eq!(value("G"), "*");
        assert_eq!(value("GG"), "*2");
        // A green triangle on a stalk of one: *1 + fused loops (3, odd) = *(1+1) at the
        // ground (the Colon and Fusion principles), found without searching.
        assert_eq!(value("0-1G 1-2G 2-3G 3-1G"), "*2");
        // A blue-red triangle on the ground (a cycle).
        let mut a = crate::partizan::Arena::new();
        let Ok(Reading::Game(g)) = expr::read(&mut a, &value("0-1L 1-2R 2-0L")) else {
            panic!()
        };
        assert!(a.is_number(g));
        // Branches at the ground add.
        assert_eq!(value("0-1L 0-2R 2-3R"), "-1");
    }
}
