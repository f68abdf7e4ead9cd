//! Toads and Frogs (Winning Ways, ch. 1): a row of cells with toads `T` (Left's), frogs `F`
//! (Right's) and empty cells `.`; a toad moves one cell right into an empty cell, or jumps
//! one frog into the empty cell beyond; frogs move left the same way. Whoever cannot move
//! loses.
//!
//! Frogs at the left end and toads at the right end can never move nor be jumped, so they
//! are dropped before the row is looked up.

use crate::error::Error;
use crate::notation::{ParseError, Place};
use crate::partizan::family::{self, Family, Solution, Written};
use crate::partizan::search::Rules;
use crate::text::Text;

/// The rules of Toads and Frogs.
#[derive(Clone, Copy, Debug, Default)]
pub struct ToadsAndFrogs;

/// The longest row read.
const MOST_CELLS: usize = 64;

impl ToadsAndFrogs {
    /// Appends the rows after each move of `animal`, which moves by `step` (+1 or −1) and
    /// jumps `other`.
    fn moves(row: &[u8], animal: u8, other: u8, step: isize, out: &mut Vec<Vec<u8>>) {
        let n = row.len() as isize;
        for i in 0..n {
            if row[i as usize] != animal {
                continue;
            }
            let (one, two) = (i + step, i + 2 * step);
            let to = if (0..n).contains(&one) && row[one as usize] == b'.' {
                one
            } else if (0..n).contains(&two)
                && row[one as usize] == other
                && row[two as usize] == b'.'
            {
                two
            } else {
                continue;
            };
            let mut next = row.to_vec();
            next[i as usize] = b'.';
            next[to as usize] = animal;
            out.push(next);
        }
    }
}

impl Rules for ToadsAndFrogs {
    type Position = Vec<u8>;

    fn left(&self, row: &Vec<u8>, out: &mut Vec<Vec<u8>>) {
        ToadsAndFrogs::moves(row, b'T', b'F', 1, out);
    }

    fn right(&self, row: &Vec<u8>, out: &mut Vec<Vec<u8>>) {
        ToadsAndFrogs::moves(row, b'F', b'T', -1, out);
    }

    fn components(&self, row: &Vec<u8>, out: &mut Vec<Vec<u8>>) {
        let start = row.iter().take_while(|&&c| c == b'F').count();
        let end = row.len()
            - row[start..]
                .iter()
                .rev()
                .take_while(|&&c| c == b'T')
                .count();
        let core = &row[start..end];
        if core.contains(&b'T') || core.contains(&b'F') {
            out.push(core.to_vec());
        }
    }
}

impl Written for ToadsAndFrogs {
    fn read(&self, text: &str) -> Result<Vec<u8>, Error> {
        let mut row = Vec::new();
        for (i, c) in text.chars().enumerate() {
            let cell = match c {
                'T' | 't' => b'T',
                'F' | 'f' => b'F',
                '.' | '_' | '□' => b'.',
                _ => {
                    return Err(ParseError {
                        message: Text::new("error-toads-cell"),
                        token: c.to_string(),
                        at: Place::Text {
                            line: 1,
                            column: i + 1,
                        },
                    }
                    .into())
                }
            };
            if row.len() == MOST_CELLS {
                return Err(Error::invalid(
                    Text::new("error-toads-too-long").arg("max", MOST_CELLS),
                ));
            }
            row.push(cell);
        }
        if row.is_empty() {
            return Err(ParseError::at(Text::new("error-empty-input"), Place::End).into());
        }
        Ok(row)
    }

    fn show(&self, row: &Vec<u8>) -> String {
        String::from_utf8_lossy(row).into_owned()
    }

    fn name_move(&self, from: &Vec<u8>, to: &Vec<u8>) -> String {
        let changed: Vec<usize> = (0..from.len()).filter(|&i| from[i] != to[i]).collect();
        let (a, b) = (changed[0], changed[changed.len() - 1]);
        let (src, dst) = if from[a] == b'.' { (b, a) } else { (a, b) };
        format!("{}{}-{}", from[src] as char, src + 1, dst + 1)
    }
}

/// Toads and Frogs in the registry.
pub const FAMILY: Family = Family {
    name: "toads",
    alias: Some("蛙跳"),
    example: "toads TT..FF",
    position: "a row of T (Left's toads), F (Right's frogs) and . (empty), e.g. TTT..FF",
    solve: solve_text,
};

fn solve_text(text: &str) -> Result<Solution, Error> {
    family::solve(ToadsAndFrogs, text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::expr::{self, Reading};
    use crate::partizan::search::Search;

    /// Values from Winning Ways, cgt-tools' tests (checked there with CGSuite) and
    /// Erickson's formulas ("New Toads and Frogs results", 1996): T^a□□F^b = {{a−3 | a−b} |
    /// {∗ | 3−b}} for a > b ≥ 2, T^a□□□FF = (a−2)∗.
    #[test]
    fn known_values() {
        let mut s = Search::new(ToadsAndFrogs);
        for (row, value) in [
            ("TFT.F", "*"),
            ("T.TFF", "^"),
            ("TFT.TFF", "^"),
            ("T.TFTFF", "{0|^}"),
            ("TFTFT.F", "*"),
            ("TF.TTFF", "0"),
            ("TT.FF", "*"),
            ("TTT..FF", "{1/2|0}"),
            ("TTTT..FF", "{3/2|0}"),
            ("TTTT..FFF", "{1*|v}"),
            ("TT...FF", "*"),
            ("TTT...FF", "1*"),
            ("TTTT...FF", "2*"),
            ("TTT..FFF", "+-1/8"),
        ] {
            let p = s.rules.read(row).unwrap();
            let v = s.value(&p).unwrap();
            let Ok(Reading::Game(want)) = expr::read(&mut s.arena, value) else {
                panic!()
            };
            assert_eq!(v, want, "{row}");
        }
    }
}
