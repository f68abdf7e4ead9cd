//! Toads and Frogs (Winning Ways, ch. 1): a row of cells with toads `T` (Left's), frogs `F`
//! (Right's) and empty cells `.`; a toad moves one cell right into an empty cell, or jumps
//! one frog into the empty cell beyond; frogs move left the same way. Whoever cannot move
//! loses.
//!
//! Frogs at the left end and toads at the right end can never move nor be jumped, so they
//! are dropped before the row is looked up. A toad facing a frog, the toad backed by a toad
//! (or the row's start) and the frog by a frog (or the row's end), can never move again
//! either, nor can anything pass them: the row falls apart there into independent parts
//! (see [`frozen`]). And a row read backwards with toads and frogs swapped is worth the
//! negative (Winning Ways, ch. 1), so a row and its mirror are valued once.

use crate::budget::Budget;
use crate::error::Error;
use crate::family::{CellNames, Drawing};
use crate::family::{OptionSpec, Options, PartizanFamily, PartizanTable};
use crate::game::Written;
use crate::notation::{joined, whole, Token};
use crate::notation::{ParseError, Place};
use crate::partizan::family::{self, Solution};
use crate::partizan::search::{Rules, Search};
use crate::partizan::{Arena, GameId};
use crate::text::Text;

/// The rules of Toads and Frogs.
#[derive(Clone, Copy, Debug, Default)]
pub struct ToadsAndFrogs;

/// The longest row read.
const MOST_CELLS: usize = 64;

/// A cell.
const EMPTY: u8 = 0;
const TOAD: u8 = 1;
const FROG: u8 = 2;

/// A row of at most 64 cells, two bits a cell (cell i in bits 2i and 2i + 1), so that a
/// position is hashed and copied without touching the heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Row {
    cells: u128,
    len: u8,
}

impl Row {
    fn get(self, i: usize) -> u8 {
        (self.cells >> (2 * i) & 3) as u8
    }

    fn with(self, i: usize, cell: u8) -> Row {
        let cells = self.cells & !(3 << (2 * i)) | (cell as u128) << (2 * i);
        Row { cells, ..self }
    }

    /// The row read backwards with toads and frogs swapped.
    fn mirror(self) -> Row {
        let n = self.len as usize;
        let mut cells = 0u128;
        for i in 0..n {
            // Toad (01) and frog (10) swap by swapping the cell's two bits.
            let c = self.cells >> (2 * i) & 3;
            let swapped = (c >> 1 | c << 1) & 3;
            cells |= swapped << (2 * (n - 1 - i));
        }
        Row {
            cells,
            len: self.len,
        }
    }

    /// Cells `from..to` without the frogs at their start and the toads at their end, which
    /// can never move nor be jumped; `None` when nothing else is left.
    fn trimmed(self, from: usize, to: usize) -> Option<Row> {
        let start = (from..to).take_while(|&i| self.get(i) == FROG).count();
        let end = to
            - (from + start..to)
                .rev()
                .take_while(|&i| self.get(i) == TOAD)
                .count();
        let core = self.slice(from + start, end);
        (core.cells != 0).then_some(core)
    }

    /// Cells `from..to`.
    fn slice(self, from: usize, to: usize) -> Row {
        let len = to - from;
        let mask = if len == 64 {
            u128::MAX
        } else {
            (1u128 << (2 * len)) - 1
        };
        Row {
            cells: self.cells >> (2 * from) & mask,
            len: len as u8,
        }
    }
}

impl ToadsAndFrogs {
    /// Appends the rows after each move of `animal`, which moves by `step` (+1 or −1) and
    /// jumps `other`.
    fn moves(row: Row, animal: u8, other: u8, step: isize, out: &mut Vec<Row>) {
        let n = row.len as isize;
        for i in 0..n {
            if row.get(i as usize) != animal {
                continue;
            }
            let (one, two) = (i + step, i + 2 * step);
            let to = if (0..n).contains(&one) && row.get(one as usize) == EMPTY {
                one
            } else if (0..n).contains(&two)
                && row.get(one as usize) == other
                && row.get(two as usize) == EMPTY
            {
                two
            } else {
                continue;
            };
            out.push(row.with(i as usize, EMPTY).with(to as usize, animal));
        }
    }
}

impl Rules for ToadsAndFrogs {
    type Position = Row;

    fn left(&self, row: &Row, out: &mut Vec<Row>) {
        ToadsAndFrogs::moves(*row, TOAD, FROG, 1, out);
    }

    fn right(&self, row: &Row, out: &mut Vec<Row>) {
        ToadsAndFrogs::moves(*row, FROG, TOAD, -1, out);
    }

    /// The middle 1, 2, … cells.
    fn windows(&self, row: &Row) -> Vec<Row> {
        let n = row.len as usize;
        (1..n)
            .map(|k| row.slice((n - k) / 2, (n - k) / 2 + k))
            .collect()
    }

    /// The parts between frozen pairs ([`frozen`]), each trimmed.
    fn components(&self, row: &Row, out: &mut Vec<Row>) {
        let n = row.len as usize;
        let mut from = 0;
        for i in 0..n.saturating_sub(1) {
            if frozen(*row, i) {
                out.extend(row.trimmed(from, i + 1));
                from = i + 1;
            }
        }
        out.extend(row.trimmed(from, n));
    }

    fn negative(&self, row: &Row) -> Option<Row> {
        Some(row.mirror())
    }

    fn name_move(&self, from: &Row, to: &Row) -> Option<String> {
        let changed: Vec<usize> = (0..from.len as usize)
            .filter(|&i| from.get(i) != to.get(i))
            .collect();
        let (a, b) = (changed[0], changed[changed.len() - 1]);
        let (src, dst) = if from.get(a) == EMPTY { (b, a) } else { (a, b) };
        let animal = if from.get(src) == TOAD { 'T' } else { 'F' };
        Some(format!("{animal}{}-{}", src + 1, dst + 1))
    }
}

/// Whether the toad at `i` faces a frog at `i + 1` for ever: the toad backed by a toad at
/// `i − 1` (or the row's start) and the frog by a frog at `i + 2` (or the row's end). None of
/// these pieces can move while the others stand: the toad's step and jump land on the frog
/// or behind it, the frog's on the toad or behind it, and each backer faces its own kind,
/// which it may not jump. No other piece may enter or jump their cells (a toad jumps only a
/// frog, and the toad at `i − 1` is a toad; likewise for frogs). So they never move, nothing
/// crosses them, and the cells on either side are independent games, each ending (starting)
/// against pieces that never move, as a row ends at its edge.
fn frozen(row: Row, i: usize) -> bool {
    let n = row.len as usize;
    row.get(i) == TOAD
        && row.get(i + 1) == FROG
        && (i == 0 || row.get(i - 1) == TOAD)
        && (i + 2 == n || row.get(i + 2) == FROG)
}

impl Written<Row> for ToadsAndFrogs {
    fn read_position(&self, words: &[Token<'_>]) -> Result<Row, Error> {
        let text: &str = &joined(words);
        let mut row = Row { cells: 0, len: 0 };
        for (i, c) in text.chars().enumerate() {
            let cell = match c {
                'T' | 't' => TOAD,
                'F' | 'f' => FROG,
                '.' | '_' | '□' => EMPTY,
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
            if row.len as usize == MOST_CELLS {
                return Err(Error::invalid(
                    Text::new("error-toads-too-long").arg("max", MOST_CELLS),
                ));
            }
            row = Row {
                len: row.len + 1,
                ..row
            }
            .with(i, cell);
        }
        if row.len == 0 {
            return Err(ParseError::at(Text::new("error-empty-input"), Place::End).into());
        }
        Ok(row)
    }

    fn show_position(&self, row: &Row) -> String {
        (0..row.len as usize)
            .map(|i| match row.get(i) {
                TOAD => 'T',
                FROG => 'F',
                _ => '.',
            })
            .collect()
    }
}

/// The rows T^a .^gaps F^frogs for a = 1, …, `to`, each passed to `each` with its value as
/// it is found; one table serves them all. Rows of more than 64 cells are refused first.
pub fn rows(
    gaps: u64,
    frogs: u64,
    to: u64,
    budget: Budget,
    mut each: impl FnMut(&str, &mut Arena, GameId) -> Result<(), Error>,
) -> Result<(), Error> {
    let longest = to.saturating_add(gaps).saturating_add(frogs);
    if longest > MOST_CELLS as u64 {
        return Err(Error::invalid(
            Text::new("error-toads-too-long").arg("max", MOST_CELLS),
        ));
    }
    let mut search = Search::new(ToadsAndFrogs, budget);
    for a in 1..=to {
        let text = format!(
            "{}{}{}",
            "T".repeat(a as usize),
            ".".repeat(gaps as usize),
            "F".repeat(frogs as usize)
        );
        let row = search.rules.read_position(&whole(&text))?;
        let v = search.value(&row)?;
        each(&text, &mut search.arena, v)?;
    }
    Ok(())
}

/// Toads and Frogs in the registry.
pub const FAMILY: PartizanFamily = PartizanFamily {
    name: "toads",
    alias: Some("蛙跳"),
    example: "toads TT..FF",
    position: "a row of T (Left's toads), F (Right's frogs) and . (empty), e.g. TTT..FF",
    board: Some(Drawing::Grid {
        separator: "|",
        shown: &[(".", ""), ("T", "T"), ("F", "F")],
        names: CellNames::Numbers,
    }),
    solve: solve_text,
    regions: None,
    table: Some(PartizanTable {
        about: "The values of the Toads-and-Frogs rows T^a .^B F^C for a = 1..N: canonical \
                form, outcome, mean and temperature.",
        options: &[GAPS, FROGS],
        example: "--gaps 2 --frogs 2 --to 6",
        default_to: 8,
        title: |options| {
            let (gaps, frogs) = (count(options, &GAPS)?, count(options, &FROGS)?);
            Ok(format!(
                "Toads and Frogs T^n .^{gaps} F^{frogs}: mean and temperature"
            ))
        },
        rows: |options, to, budget, each| {
            let (gaps, frogs) = (count(options, &GAPS)?, count(options, &FROGS)?);
            rows(gaps, frogs, to, budget, |row, arena, v| each(row, arena, v))
        },
    }),
    outcome: None,
};

/// `--gaps B` of the table of rows: the empty cells between toads and frogs.
const GAPS: OptionSpec = OptionSpec {
    long: "--gaps",
    value: Some("B"),
    help: "The empty cells between toads and frogs.",
    required: true,
    positional: false,
    file: false,
};

/// `--frogs C` of the table of rows: the number of frogs.
const FROGS: OptionSpec = OptionSpec {
    long: "--frogs",
    value: Some("C"),
    help: "The number of frogs.",
    required: true,
    positional: false,
    file: false,
};

/// A count of the table's options, as given.
fn count(options: &Options, spec: &OptionSpec) -> Result<u64, Error> {
    options.whole(spec.long, Text::new("what-count"))
}

fn solve_text(text: &str, budget: Budget) -> Result<Solution, Error> {
    family::solve(ToadsAndFrogs, text, budget)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::expr::{self, Reading};

    /// Values from Winning Ways, cgt-tools' tests (checked there with CGSuite) and
    /// Erickson's formulas ("New Toads and Frogs results", 1996): T^a□□F^b = {{a−3 | a−b} |
    /// {∗ | 3−b}} for a > b ≥ 2, T^a□□□FF = (a−2)∗.
    #[test]
    fn known_values() {
        let mut s = Search::new(ToadsAndFrogs, Budget::of_machine());
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
            let p = s.rules.read_position(&crate::notation::whole(row)).unwrap();
            let v = s.value(&p).unwrap();
            let Ok(Reading::Game(want)) = expr::read(&mut s.arena, value) else {
                panic!()
            };
            assert_eq!(v, want, "{row}");
        }
    }

    /// The rules alone: a row is one component, valued from its moves, with no mirror.
    struct Plain;

    impl Rules for Plain {
        type Position = Row;

        fn left(&self, row: &Row, out: &mut Vec<Row>) {
            ToadsAndFrogs.left(row, out);
        }

        fn right(&self, row: &Row, out: &mut Vec<Row>) {
            ToadsAndFrogs.right(row, out);
        }
    }

    /// Every row of up to 8 cells: valued with its frozen pairs cut, its ends trimmed and
    /// its mirror's value negated, it has the canonical form the plain search of its moves
    /// gives; and its mirror is worth its negative.
    #[test]
    fn cuts_trims_and_mirrors_agree_with_plain_search() {
        let budget = Budget::of_machine();
        let (mut fast, mut plain) = (
            Search::new(ToadsAndFrogs, budget.clone()),
            Search::new(Plain, budget),
        );
        let mut rows = 0;
        for len in 1..=8u32 {
            for code in 0..3u32.pow(len) {
                let text: String = (0..len)
                    .map(|i| ['.', 'T', 'F'][(code / 3u32.pow(i) % 3) as usize])
                    .collect();
                let row = ToadsAndFrogs
                    .read_position(&crate::notation::whole(&text))
                    .unwrap();
                let v = fast.value(&row).unwrap();
                let shown = expr::write(&mut fast.arena, v, usize::MAX).unwrap();
                let Ok(Reading::Game(want)) = expr::read(&mut plain.arena, &shown) else {
                    panic!("{shown}")
                };
                assert_eq!(plain.value(&row).unwrap(), want, "{text}: {shown}");
                let mirrored = fast.value(&row.mirror()).unwrap();
                assert_eq!(mirrored, fast.arena.neg(v), "{text}");
                rows += 1;
            }
        }
        assert_eq!(rows, (3u32.pow(9) - 1) / 2 - 1);
    }

    /// Erickson's T^a□□□FFF = a − 7/2 for a ≥ 5, from the table.
    #[test]
    fn erickson_three_gaps_three_frogs() {
        let mut seen = 0;
        rows(3, 3, 9, Budget::of_machine(), |row, arena, v| {
            let a = row.matches('T').count() as i64;
            if a >= 5 {
                let want = arena.number_game(crate::partizan::Dyadic::new((2 * a - 7).into(), 1));
                assert_eq!(v, want, "{row}");
                seen += 1;
            }
            Ok(())
        })
        .unwrap();
        assert_eq!(seen, 5);
    }
}
