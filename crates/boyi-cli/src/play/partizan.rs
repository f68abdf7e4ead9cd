//! `boyi play` for partizan games: you play Left or Right against Boyi, each player with
//! their own moves; Boyi makes a winning move whenever it has one. Each move is judged by
//! the exact value it leaves or, with `--outcome`, by the family's outcome search.

use super::{Player, Seat, Turn};
use crate::args::SideChoice;
use crate::failure::Failure;
use crate::lang::{columns, say, word};
use crate::render::outcome_word;
use boyi::analysis::MoveValue;
use boyi::family::Drawing;
use boyi::games::registry::find_partizan;
use boyi::notation::argument_tokens;
use boyi::partizan::family::{Side, Solution};
use boyi::partizan::outcome::{Judgement, MoveJudge};
use boyi::partizan::{expr, report};
use boyi::Context;
use boyi::{Lang, Outcome, Text};
use clap::ArgMatches;
use std::fmt::Write;
use std::path::Path;

/// Values a position written as text, with every move of each player.
pub type Solver = Box<dyn FnMut(&str) -> Result<Solution, boyi::Error>>;

/// How the moves of a turn are judged.
pub enum Judge {
    /// By the exact values they leave.
    Values(Solver),
    /// By the family's outcome search (`--outcome`), within the run's context, whose judge
    /// keeps what it learns from turn to turn; the last judgement is kept too, as the first
    /// turn is asked for more than once (to read the start, and to refuse a position the
    /// search refuses before the game starts) and a turn after an undo is asked for again.
    Search {
        judge: Box<dyn MoveJudge>,
        cx: Context,
        last: Option<Judgement>,
    },
}

/// A partizan game at the table.
pub struct Partizan {
    name: String,
    /// The side you play.
    you: Side,
    /// How its family declares its board, to draw each position from.
    board: Option<Drawing>,
    judge: Judge,
    /// The values the moves of the last turn leave, in CGSuite's notation (none by search).
    values: Vec<String>,
    /// The language moves are listed in.
    lang: Lang,
}

impl Partizan {
    /// The game `name`, played from the position `typed` with you as `you` and `first` to
    /// move; the start as the game writes it. A position that cannot be judged is refused
    /// here.
    pub fn new(
        name: &str,
        you: Side,
        board: Option<Drawing>,
        mut judge: Judge,
        typed: &str,
        first: Side,
        lang: Lang,
    ) -> Result<(Partizan, String), Failure> {
        let start = match &mut judge {
            Judge::Values(solve) => solved(solve, typed)?.position,
            Judge::Search { judge, cx, last } => last
                .insert(crate::outcome::judge(
                    judge.as_mut(),
                    typed,
                    first,
                    cx.clone(),
                )?)
                .position
                .clone(),
        };
        let seat = Partizan {
            name: name.to_string(),
            you,
            board,
            judge,
            values: Vec::new(),
            lang,
        };
        Ok((seat, start))
    }
}

/// The solution of `position`, refused when the values outgrew the memory budget.
fn solved(solve: &mut Solver, position: &str) -> Result<Solution, Failure> {
    let solution = solve(position)?;
    if solution.arena.exhausted() {
        return Err(expr::too_large(&solution.arena).into());
    }
    Ok(solution)
}

impl Seat for Partizan {
    type Pos = String;

    fn name(&self) -> String {
        self.name.clone()
    }

    fn side(&self, player: Player) -> Option<Side> {
        Some(match player {
            Player::You => self.you,
            Player::Boyi => self.you.other(),
        })
    }

    fn show(&self, p: &String) -> (String, Option<String>) {
        let picture = self.board.and_then(|b| b.picture(p));
        (p.clone(), picture)
    }

    fn turn(&mut self, p: &String, mover: Player) -> Result<Turn<String>, Failure> {
        let side = self.side(mover).expect("a partizan player has a side");
        self.values.clear();
        let solve = match &mut self.judge {
            Judge::Values(solve) => solve,
            Judge::Search { judge, cx, last } => {
                let judged = match last.take() {
                    Some(kept) if kept.position == *p && kept.mover == side => kept,
                    _ => crate::outcome::judge(judge.as_mut(), p, side, cx.clone())?,
                };
                if judged.moves.is_empty() {
                    return Ok(Turn::Over(Outcome::Lose));
                }
                let moves = judged
                    .moves
                    .iter()
                    .map(|m| {
                        let outcome = if m.wins { Outcome::Win } else { Outcome::Lose };
                        (listed(&m.mv, &m.after, outcome), m.after.clone())
                    })
                    .collect();
                *last = Some(judged);
                return Ok(Turn::Moves(moves));
            }
        };
        let mut s = solved(solve, p)?;
        let order = s.ranked(side);
        if order.is_empty() {
            return Ok(Turn::Over(Outcome::Lose));
        }
        let mut moves = Vec::with_capacity(order.len());
        for i in order {
            let (value, name, position) = {
                let m = &s.moves(side)[i];
                (m.value, m.name.clone(), m.position.clone())
            };
            let outcome = if s.wins(side, value) {
                Outcome::Win
            } else {
                Outcome::Lose
            };
            self.values.push(report::form(
                &mut s.arena,
                value,
                report::FORM_CHARS,
                self.lang,
            ));
            moves.push((listed(&name, &position, outcome), position));
        }
        Ok(Turn::Moves(moves))
    }

    fn hint(&self, moves: &[(MoveValue, String)]) -> String {
        let lang = self.lang;
        let searched = matches!(self.judge, Judge::Search { .. });
        let title = match searched {
            true => "title-every-move-outcome",
            false => "title-every-move-value",
        };
        let mut out = word(lang, title);
        out.push('\n');
        // A move judged by search has no value to show.
        let values = self
            .values
            .iter()
            .map(String::as_str)
            .chain(std::iter::repeat(""));
        let rows: Vec<Vec<String>> = moves
            .iter()
            .zip(values)
            .map(|((m, position), value)| {
                let outcome = outcome_word(m.outcome, lang);
                let cells = [&say(lang, &m.mv), &outcome, "=>", position, value];
                cells.map(str::to_string).to_vec()
            })
            .collect();
        for line in columns(&rows).lines() {
            let _ = writeln!(out, "  {line}");
        }
        out
    }
}

/// A move as `play` lists it: its name, the position it leads to, what it leaves the mover.
fn listed(name: &str, position: &str, outcome: Outcome) -> MoveValue {
    MoveValue {
        mv: Text::verbatim(name.to_string()),
        position: Some(position.to_string()),
        outcome,
        remoteness: None,
    }
}

/// The partizan game `boyi play` names, with its start: a partizan family, or a rule file
/// with `fn left` and `fn right`; `None` for any other game.
pub fn chosen(matches: &ArgMatches, cx: Context) -> Result<Option<(Partizan, String)>, Failure> {
    let you = match matches.get_one::<SideChoice>("as") {
        Some(SideChoice::Right) => Side::Right,
        _ => Side::Left,
    };
    let first = match matches.get_flag("second") {
        true => you.other(),
        false => you,
    };
    if let Some((name, sub)) = matches.subcommand() {
        let Some(family) = find_partizan(name) else {
            return Ok(None);
        };
        let text = crate::partizan::position_text(family, sub)?;
        // With `--db FILE`, a family that keeps the values of its regions in a file answers
        // each of them from it.
        let db = matches
            .get_one::<String>("db")
            .map(|w| crate::args::restore(w));
        let outcome = family
            .outcome
            .as_ref()
            .filter(|_| crate::games::outcome_asked(sub));
        let judge = match (outcome, db, family.regions.as_ref().map(|r| r.solve)) {
            (Some(search), _, _) => Judge::Search {
                judge: (search.judges)(cx.budget.clone()),
                cx: cx.clone(),
                last: None,
            },
            (None, None, _) => {
                let solve = family.solve;
                Judge::Values(Box::new(move |text: &str| solve(text, cx.budget.clone())))
            }
            (None, Some(file), Some(stored)) => Judge::Values(Box::new(move |text: &str| {
                stored(Path::new(&file), text, cx.budget.clone())
            })),
            (None, Some(_), None) => return Err(Failure::new(Text::new("error-partizan-db"))),
        };
        let seat = Partizan::new(family.name, you, family.board, judge, &text, first, cx.lang);
        return seat.map(Some);
    }
    let Some(file) = matches.get_one::<String>("rules") else {
        return Ok(None);
    };
    if matches.get_one::<String>("db").is_some() {
        return Err(Failure::new(Text::new("error-partizan-db")));
    }
    let script = boyi::rules::read_script(Path::new(file))?;
    if !script.has_sides() {
        return Ok(None);
    }
    let words: Vec<String> = matches
        .get_many::<String>("position")
        .map(|w| w.map(|w| crate::args::restore(w)).collect())
        .unwrap_or_default();
    // A position is written back as its words joined by spaces, and read again from them.
    let solve: Solver = Box::new(move |text: &str| {
        let words: Vec<&str> = text.split_whitespace().collect();
        boyi::rules::partizan::solve(&script, &argument_tokens(&words), cx.budget.clone())
    });
    let start = words.join(" ");
    Partizan::new(
        file,
        you,
        None,
        Judge::Values(solve),
        &start,
        first,
        cx.lang,
    )
    .map(Some)
}
