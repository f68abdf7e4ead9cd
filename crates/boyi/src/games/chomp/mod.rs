//! Chomp (毒饼干, Gale 1974): a bar of chocolate in rows, the square in row 1, column 1
//! poisoned. A move eats a square and every square below it and to its right; whoever must
//! eat the poison loses, so the poison alone is a lost position for the player to move.
//!
//! A position is a Young diagram, written as its row lengths from the top, nonincreasing
//! (`chomp 4 4 3`). No closed form is known beyond a few shapes; Boyi values every diagram
//! inside the position's box (rows × first row) once, each numbered by its boundary path
//! (C(rows + columns, rows) of them: 2 704 156 in a 12 × 12 box), and answers from that
//! table. A full rectangle is a first-player win by Gale's strategy-stealing argument,
//! which the explanation gives beside the winning moves found.
//!
//! Diagrams of one or two rows have a closed form ([`two_rows`]), so they are answered at
//! any width without a table.

use crate::analysis::{position_after, Analysis, Engine, MoveReport};
use crate::budget::{self, Budget};
use crate::db::{Schema, Typed};
use crate::error::Error;
use crate::family::{erase, Drawing, Family, PositionSpec, Tabulates, Theory};
use crate::game::{Game, Notation, Written};
use crate::text::Text;
use crate::value::{Outcome, Value};

mod rules;
mod tiers;

pub use rules::{Bite, Chomp, Diagram};

/// Chomp in the registry.
pub const FAMILY: Family = Family {
    name: "chomp",
    alias: Some("毒饼干"),
    example: "chomp 4 4 3",
    options: &[],
    position: PositionSpec {
        name: "ROW",
        help: "The row lengths from the top, nonincreasing (the poison is row 1, column 1).",
        hyphens: false,
    },
    tabulates: Tabulates::No,
    board: Some(Drawing::Heaps { by: "block" }),
    quotient: None,
    resumable: false,
    load: |_, road, budget| {
        let theory = Boxes {
            budget: budget.clone(),
            table: None,
        };
        Ok(erase(theory, road, budget))
    },
};

/// The winning bites of a diagram of one or two rows (none where the mover loses); `None`
/// for more rows.
///
/// **Theorem.** With rows a ≥ b ≥ 0 (b = 0 for one row), the mover loses exactly when
/// a = b + 1 (the poison alone is (1, 0)). From (b + 1, b), a bite in row 1 at column c ≥ 2
/// leaves (c − 1, c − 1) and a bite in row 2 leaves a gap of two or more, neither of that
/// form; from any other diagram one bite reaches it: with a > b + 1, row 1 at column
/// b + 2; with a = b, row 2 at column b. By induction on the squares, these are the lost
/// diagrams, and the bites named are the only ones that reach one.
fn two_rows(rows: &[u32]) -> Option<Vec<Bite>> {
    let (a, b) = match *rows {
        [a] => (a, 0),
        [a, b] => (a, b),
        _ => return None,
    };
    Some(if a > b + 1 {
        vec![Bite {
            row: 0,
            column: b + 1,
        }]
    } else if a == b {
        vec![Bite {
            row: 1,
            column: b - 1,
        }]
    } else {
        Vec::new()
    })
}

/// The outcomes of every diagram inside a box of `rows` × `columns`, by rank.
struct BoxTable {
    rows: usize,
    columns: u32,
    /// 0 unknown, 1 a loss for the player to move, 2 a win.
    outcome: Vec<u8>,
    binomial: Vec<Vec<u64>>,
}

/// The most squares a box may have: the search goes one bite, one square at least, deeper
/// at a time.
pub const MOST_SQUARES: u64 = 1024;

/// The number of diagrams inside a box of `rows` × `columns`: C(rows + columns, rows), if it
/// fits in 64 bits.
pub fn diagrams_in_box(rows: usize, columns: u32) -> Option<u64> {
    let (n, k) = (
        rows as u64 + u64::from(columns),
        rows.min(columns as usize) as u64,
    );
    let mut c: u128 = 1;
    for i in 0..k {
        c = c * u128::from(n - i) / u128::from(i + 1);
        if c > u128::from(u64::MAX) {
            return None;
        }
    }
    Some(c as u64)
}

impl BoxTable {
    /// An empty table for the box, refused before it starts when its diagrams (a byte each)
    /// do not fit the memory budget.
    fn new(rows: usize, columns: u32, budget: Budget) -> Result<BoxTable, Error> {
        let count = diagrams_in_box(rows, columns);
        let bytes = count.unwrap_or(u64::MAX);
        // Each diagram looks at up to every square of the box, and the search goes one
        // square deeper a bite: both are bounded before it starts.
        let squares = (rows as u64).saturating_mul(u64::from(columns));
        let work = bytes.saturating_mul(squares);
        if work > budget::THEORY_WORK || squares > MOST_SQUARES {
            return Err(Error::limit(
                Text::new("error-chomp-box-work")
                    .arg("rows", rows)
                    .arg("columns", columns)
                    .arg("count", bytes)
                    .arg("squares", squares)
                    .arg("most", MOST_SQUARES)
                    .arg("limit", budget::THEORY_WORK),
            ));
        }
        budget.check_memory(
            bytes,
            Text::new("error-what-chomp-box")
                .arg("rows", rows)
                .arg("columns", columns)
                .arg("count", bytes),
        )?;
        let n = rows + columns as usize;
        let mut binomial = vec![vec![0u64; n + 1]; n + 1];
        for a in 0..=n {
            binomial[a][0] = 1;
            for b in 1..=a {
                binomial[a][b] = binomial[a - 1][b - 1] + binomial[a - 1][b];
            }
        }
        Ok(BoxTable {
            rows,
            columns,
            outcome: vec![0; bytes as usize],
            binomial,
        })
    }

    /// Whether `rows` fits the box.
    fn covers(&self, rows: &[u32]) -> bool {
        rows.len() <= self.rows && rows.first().is_none_or(|&r| r <= self.columns)
    }

    /// The diagram's number: its boundary read from the bottom-left corner, a step up for
    /// each row (from the last of the box's rows) after steps right to its length, ranked
    /// among the words of `rows` ups and `columns` rights.
    fn rank(&self, diagram: &[u32]) -> usize {
        let n = self.rows + self.columns as usize;
        let (mut ups, mut at, mut rank, mut column) = (self.rows, 0, 0u64, 0u32);
        for row in (0..self.rows).rev() {
            let len = diagram.get(row).copied().unwrap_or(0);
            while column < len {
                // A right step where an up step could stand: count the words with the up.
                rank += self.binomial[n - 1 - at][ups - 1];
                column += 1;
                at += 1;
            }
            ups -= 1;
            at += 1;
        }
        rank as usize
    }

    /// Whether the player to move from `diagram` wins, valuing every diagram below it once.
    fn wins(&mut self, diagram: &[u32]) -> bool {
        let mut scratch = Vec::new();
        self.wins_at(diagram, 0, &mut scratch)
    }

    /// [`BoxTable::wins`], the child diagrams of depth `depth` built in `scratch[depth]` so
    /// that no bite allocates.
    fn wins_at(&mut self, diagram: &[u32], depth: usize, scratch: &mut Vec<Vec<u32>>) -> bool {
        let rank = self.rank(diagram);
        if self.outcome[rank] != 0 {
            return self.outcome[rank] == 2;
        }
        if scratch.len() <= depth {
            scratch.push(Vec::with_capacity(self.rows));
        }
        let mut child = std::mem::take(&mut scratch[depth]);
        // Small bites first (the last row's last square): the likeliest wins.
        let mut wins = false;
        'bites: for row in (0..diagram.len()).rev() {
            for column in (u32::from(row == 0)..diagram[row]).rev() {
                child.clear();
                child.extend_from_slice(&diagram[..row]);
                child.extend(diagram[row..].iter().map(|&r| r.min(column)));
                while child.last() == Some(&0) {
                    child.pop();
                }
                if !self.wins_at(&child, depth + 1, scratch) {
                    wins = true;
                    break 'bites;
                }
            }
        }
        scratch[depth] = child;
        self.outcome[rank] = if wins { 2 } else { 1 };
        wins
    }
}

/// Chomp's answers, from the table of the box of the position asked, kept for the game.
struct Boxes {
    budget: Budget,
    table: Option<BoxTable>,
}

impl Boxes {
    /// The table of a box holding `rows`.
    fn table(&mut self, rows: &Diagram) -> Result<&mut BoxTable, Error> {
        if !self.table.as_ref().is_some_and(|t| t.covers(rows)) {
            let columns = rows.first().copied().unwrap_or(0);
            self.table = Some(BoxTable::new(rows.len(), columns, self.budget.clone())?);
        }
        Ok(self.table.as_mut().expect("built above"))
    }
}

impl Theory for Boxes {
    type Game = Chomp;

    fn game(&self) -> &Chomp {
        &Chomp
    }

    fn value(&mut self, rows: &Diagram) -> Result<Value, Error> {
        let wins = match two_rows(rows) {
            Some(bites) => !bites.is_empty(),
            None => self.table(rows)?.wins(rows),
        };
        Ok(Value {
            outcome: if wins { Outcome::Win } else { Outcome::Lose },
            remoteness: None,
            nimber: None,
        })
    }

    fn analyze(&mut self, rows: &Diagram) -> Result<Analysis, Error> {
        let value = self.value(rows)?;
        let mut answer = Analysis::new(
            "chomp".into(),
            Chomp.show_position(rows),
            value,
            Engine::Theory,
        );
        if let Some(bites) = two_rows(rows) {
            answer.winning_moves = bites
                .into_iter()
                .map(|bite| MoveReport {
                    mv: Chomp.show_move(&bite, rows),
                    position: position_after(&Chomp.show_position(rows), || {
                        Chomp.show_position(&rules::eaten(rows, bite))
                    }),
                })
                .collect();
            answer.explanation = Text::new("chomp-two-rows")
                .arg("first", rows.first().copied().unwrap_or(0))
                .arg("second", rows.get(1).copied().unwrap_or(0));
            return Ok(answer);
        }
        let table = self.table(rows)?;
        let mut moves = Vec::new();
        Chomp.moves(rows, &mut moves);
        for (bite, next) in moves {
            if !table.wins(&next) {
                answer.winning_moves.push(MoveReport {
                    mv: Chomp.show_move(&bite, rows),
                    position: Some(Chomp.show_position(&next)),
                });
            }
        }
        let searched = diagrams_in_box(table.rows, table.columns).unwrap_or(0);
        let mut lines = vec![Text::new("chomp-box")
            .arg("rows", table.rows)
            .arg("columns", table.columns)
            .arg("count", searched)];
        let rectangle = rows.iter().all(|&r| r == rows[0]) && rows.len() * rows[0] as usize > 1;
        if rectangle {
            lines.push(Text::new("chomp-stealing"));
        }
        answer.explanation = Text::lines(lines);
        Ok(answer)
    }

    /// Every diagram in the box, each with at most all its squares as moves.
    fn search_work(&self, rows: &Diagram) -> Option<u64> {
        let columns = rows.first().copied().unwrap_or(0);
        let squares: u64 = rows.iter().map(|&r| u64::from(r)).sum();
        diagrams_in_box(rows.len(), columns)?.checked_mul(squares.max(1))
    }

    fn move_count(&self, rows: &Diagram) -> Option<u64> {
        Some(rows.iter().map(|&r| u64::from(r)).sum::<u64>() - 1)
    }

    /// Every diagram inside `rows`, ranked within its box.
    fn database(&self, rows: &Diagram) -> Option<Result<Box<dyn Schema>, Error>> {
        let tiers = tiers::ChompTiers::new(rows);
        Some(tiers.map(|t| Typed::boxed(t, self.game(), vec!["chomp".into()], "ranked".into())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family::{Options, Road};
    use crate::notation::argument_tokens;

    /// Ranks are dense and distinct in every box up to 5 × 5.
    #[test]
    fn a_box_too_large_is_refused_before_it_starts() {
        // (One or two rows are answered by their closed form at any width.)
        for rows in [vec![4_000_000_000u32, 1, 1], vec![40; 40], vec![1025, 1, 1]] {
            let words: Vec<String> = rows.iter().map(u32::to_string).collect();
            let mut game = (FAMILY.load)(
                &Options::default(),
                Road::Theory,
                Budget::with_memory(1 << 30),
            )
            .unwrap();
            let p = game.parse(&argument_tokens(&words)).unwrap();
            assert!(game.analyze(&p, false).is_err(), "{:?}", &rows[..1]);
        }
    }

    #[test]
    fn every_diagram_of_a_box_has_its_own_number() {
        for rows in 1..=5usize {
            for columns in 1..=5u32 {
                let table = BoxTable::new(rows, columns, Budget::with_memory(1 << 20)).unwrap();
                let mut seen = vec![false; table.outcome.len()];
                let mut diagram = vec![0u32; rows];
                loop {
                    let rank = table.rank(&diagram);
                    assert!(!seen[rank], "{diagram:?}");
                    seen[rank] = true;
                    // The next nonincreasing sequence bounded by `columns`.
                    let Some(i) = (0..rows)
                        .rev()
                        .find(|&i| diagram[i] < columns && (i == 0 || diagram[i] < diagram[i - 1]))
                    else {
                        break;
                    };
                    diagram[i] += 1;
                    for d in &mut diagram[i + 1..] {
                        *d = 0;
                    }
                }
                assert!(seen.iter().all(|&s| s), "{rows} x {columns}");
            }
        }
    }

    /// The table against plain search (both roads, which refuse to answer where outcomes or
    /// winning moves differ) on every diagram inside a 5 × 5 box; and the shapes whose
    /// answers are known: a square's one winning move leaves an L (Gale 1974), two rows
    /// (a, b) are lost exactly when b = a − 1.
    #[test]
    fn the_table_agrees_with_plain_search_and_the_known_shapes() {
        let mut game = (FAMILY.load)(
            &Options::default(),
            Road::Both,
            Budget::with_memory(1 << 30),
        )
        .unwrap();
        let mut diagrams = vec![vec![]];
        for _ in 0..5 {
            let longer: Vec<Diagram> = diagrams
                .iter()
                .flat_map(|d: &Diagram| {
                    let top = d.last().copied().unwrap_or(5);
                    (1..=top).map(move |len| {
                        let mut e = d.clone();
                        e.push(len);
                        e
                    })
                })
                .collect();
            diagrams.extend(longer);
        }
        diagrams.sort();
        diagrams.dedup();
        for d in diagrams.iter().filter(|d| !d.is_empty()) {
            let words: Vec<String> = d.iter().map(u32::to_string).collect();
            let p = game.parse(&argument_tokens(&words)).unwrap();
            let answer = game
                .analyze(&p, false)
                .unwrap_or_else(|e| panic!("{d:?}: {e}"));
            if d.len() == 2 {
                assert_eq!(answer.outcome == Outcome::Lose, d[1] + 1 == d[0], "{d:?}");
            }
            if d.len() > 1 && d.iter().all(|&r| r as usize == d.len()) {
                let mut ell = vec![d.len().to_string()];
                ell.extend(std::iter::repeat_n("1".to_string(), d.len() - 1));
                assert_eq!(answer.winning_moves.len(), 1, "{d:?}");
                assert_eq!(
                    answer.winning_moves[0].position.as_deref(),
                    Some(ell.join(" ").as_str()),
                    "{d:?}"
                );
            }
        }
    }

    /// The closed form of one and two rows against the table, on every such diagram up
    /// to 14 columns: the outcome and exactly the bites that leave a loss.
    #[test]
    fn one_and_two_rows_follow_the_closed_form() {
        let mut boxes = Boxes {
            budget: Budget::with_memory(1 << 28),
            table: None,
        };
        for a in 1..=14u32 {
            for b in 0..=a {
                let rows: Diagram = if b == 0 { vec![a] } else { vec![a, b] };
                let bites = two_rows(&rows).unwrap();
                let box_rows = vec![a, a.max(1)];
                let table = boxes.table(&box_rows).unwrap();
                assert_eq!(!bites.is_empty(), table.wins(&rows), "{rows:?}");
                let mut moves = Vec::new();
                Chomp.moves(&rows, &mut moves);
                let losing: Vec<Bite> = moves
                    .into_iter()
                    .filter(|(_, next)| !table.wins(next))
                    .map(|(bite, _)| bite)
                    .collect();
                assert_eq!(bites, losing, "{rows:?}");
            }
        }
    }
}
