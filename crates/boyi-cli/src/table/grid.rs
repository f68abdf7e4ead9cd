//! The table of a game on two numbers (a rule file's positions (a, b)): the grid of its
//! outcomes or nimbers, in text or JSON, and with `--guess` the rules of the library that
//! hold on all of it (`boyi::guess`), called conjectures.

use crate::failure::Failure;
use crate::lang::say;
use boyi::family::HeapRow;
use boyi::{Lang, Outcome, Text};
use std::io::Write;

/// What a grid is written with.
pub struct Grid<'a> {
    /// The game, as typed.
    pub name: &'a str,
    /// How many numbers each coordinate takes, from 0.
    pub side: u64,
    /// The values, row by row.
    pub cells: &'a [HeapRow],
    /// Whether to test the library of rules against it.
    pub guess: bool,
}

impl Grid<'_> {
    /// Whether every cell has a nimber.
    fn nimbers(&self) -> bool {
        self.cells.iter().all(|c| c.grundy.is_some())
    }

    /// The rules that hold on the grid's P-positions.
    fn rules(&self) -> Vec<Text> {
        boyi::ask::table::conjectures(self.cells, self.side)
    }

    /// The grid in text: a row a line, nimbers or P and N (T a tie, D a draw); then, with
    /// `guess`, the rules found.
    pub fn text(&self, out: &mut impl Write, lang: Lang) -> Result<(), Failure> {
        let to = self.side - 1;
        let nimbers = self.nimbers();
        let heading = Text::new("table-grid")
            .arg("game", self.name)
            .arg("to", to)
            .arg("nimbers", u8::from(nimbers));
        writeln!(out, "{}", say(lang, &heading))?;
        let shown: Vec<String> = self
            .cells
            .iter()
            .map(|c| match (nimbers, c.grundy, c.outcome) {
                (true, Some(g), _) => g.to_string(),
                (_, _, Outcome::Lose) => "P".into(),
                (_, _, Outcome::Win) => "N".into(),
                (_, _, Outcome::Tie) => "T".into(),
                (_, _, Outcome::Draw) => "D".into(),
            })
            .collect();
        let width = shown
            .iter()
            .map(String::len)
            .max()
            .unwrap_or(1)
            .max(to.to_string().len());
        let margin = to.to_string().len();
        let header: Vec<String> = (0..self.side).map(|b| format!("{b:>width$}")).collect();
        writeln!(out, "{:>margin$}  {}", "", header.join(" "))?;
        for (a, row) in shown.chunks(self.side as usize).enumerate() {
            let cells: Vec<String> = row.iter().map(|c| format!("{c:>width$}")).collect();
            writeln!(out, "{a:>margin$}  {}", cells.join(" "))?;
        }
        if self.guess {
            self.guesses(out, lang)?;
        }
        Ok(())
    }

    /// The rules found, or that none is.
    fn guesses(&self, out: &mut impl Write, lang: Lang) -> Result<(), Failure> {
        let to = self.side - 1;
        let found = self.rules();
        if found.is_empty() {
            writeln!(out, "{}", say(lang, &Text::new("guess-none").arg("to", to)))?;
            return Ok(());
        }
        writeln!(
            out,
            "{}",
            say(lang, &Text::new("guess-found").arg("to", to))
        )?;
        for rule in found {
            writeln!(out, "  {}", say(lang, &rule))?;
        }
        Ok(())
    }

    /// The grid in JSON: `values` (nimbers, or null) and `outcomes`, each a list of rows,
    /// and with `guess` the rules found (`rules`, in the answer's language).
    pub fn json(&self, out: &mut impl Write, lang: Lang) -> Result<(), Failure> {
        let rules = self.guess.then(|| self.rules());
        let rules = rules.as_deref().map(|r| (r, lang));
        Ok(boyi::ask::table::grid(
            out, self.name, self.side, self.cells, rules,
        )?)
    }
}
