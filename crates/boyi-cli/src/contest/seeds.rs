//! The seeds' contest problems (蓝桥杯): 取球博弈, 高僧斗法, 填字母游戏 and 火柴游戏 on their
//! original input formats.

use super::words::counted;
use crate::failure::Failure;
use boyi::games::subtraction::Subtraction;
use boyi::games::{lol, matches, staircase};
use boyi::notation::{natural, ParseError, Place, Token};
use boyi::Context;
use boyi::Text;
use boyi::{Outcome, Play};
use std::collections::HashMap;
use std::fmt::Write;

/// 取球博弈: take 1, 3, 7 or 8 balls; whoever takes the last ball loses.
pub fn qiuqiu(tokens: &[Token<'_>], cx: Context) -> Result<String, Failure> {
    let heaps = counted(tokens, "count-ball-counts")?
        .iter()
        .map(|t| natural(t, Text::new("what-ball-count")))
        .collect::<Result<Vec<_>, _>>()?;
    let solved = Subtraction::new(vec![1, 3, 7, 8], Play::Misere)?.solve(cx.budget);
    let mut out = String::new();
    for n in heaps {
        let wins = solved.value(n)?.outcome == Outcome::Win;
        let _ = writeln!(out, "{}", u8::from(wins));
    }
    Ok(out)
}

/// 高僧斗法: the first winning move `A B` (smallest A, then smallest B), or -1.
pub fn gaoseng(tokens: &[Token<'_>]) -> Result<String, Failure> {
    let line_of = |t: &Token<'_>| match t.at {
        Place::Text { line, .. } => line,
        _ => 0,
    };
    if let Some(second_line) = tokens.iter().find(|t| line_of(t) != line_of(&tokens[0])) {
        return Err(ParseError::new(Text::new("error-monks-one-line"), second_line).into());
    }
    let steps = staircase::parse(tokens)?;
    Ok(match staircase::winning_moves(&steps).first() {
        Some(mv) => format!("{} {}\n", mv.from, mv.to),
        None => "-1\n".to_string(),
    })
}

/// 填字母游戏: 1 if the first player wins, 0 for a tie, -1 for a loss, per row.
pub fn lol(tokens: &[Token<'_>]) -> Result<String, Failure> {
    let rows = counted(tokens, "count-rows")?
        .iter()
        .map(lol::parse)
        .collect::<Result<Vec<_>, _>>()?;
    let mut solver = lol::Solver::new();
    let mut out = String::new();
    for row in rows {
        let outcome = solver.value(&row, false)?.outcome;
        let _ = writeln!(out, "{}", lol::contest_digit(outcome));
    }
    Ok(out)
}

/// The most boards the plain search behind a losing board's answer may visit.
const HUOCHAI_SEARCH_LIMIT: usize = 5_000_000;

/// 火柴游戏: one board given as its rows, one per line (the seed's format), or a count n
/// followed by n boards (separated by blank lines, or all of the same height). A first line
/// that is a number counts the boards only when the rest splits into that many boards;
/// otherwise it is a row. Prints each board after the first winning placement in the seed's
/// order; on a losing board, after the placement that makes the game last longest; `-1` when
/// no match can be placed. Boards are separated by a blank line.
pub fn huochai(input: &str) -> Result<String, Failure> {
    let lines: Vec<Token<'_>> = input
        .lines()
        .enumerate()
        .map(|(i, line)| {
            let text = line.trim();
            let column = line.len() - line.trim_start().len() + 1;
            Token {
                text,
                at: Place::Text {
                    line: i + 1,
                    column,
                },
            }
        })
        .collect();
    let groups: Vec<Vec<Token<'_>>> = lines
        .split(|t| t.text.is_empty())
        .filter(|g| !g.is_empty())
        .map(<[Token<'_>]>::to_vec)
        .collect();
    let Some(first) = groups.first().and_then(|g| g.first()) else {
        return Err(Failure::new(Text::new("error-empty-input")));
    };
    let rows: Vec<Token<'_>> = groups.iter().flatten().copied().collect();
    let boards = match first.text.parse::<usize>() {
        Ok(count) if count > 0 => split_boards(count, &groups, &rows[1..])
            .map(Ok)
            .unwrap_or_else(|| match matches::parse_rows(&rows) {
                Ok(_) => Ok(vec![rows.clone()]),
                Err(_) => Err(ParseError::new(
                    Text::new("error-count-boards").arg("count", count),
                    first,
                )),
            })?,
        _ => vec![rows.clone()],
    };
    let mut solver = matches::Solver::new();
    // Boards given again are answered once: a losing board's answer is a plain search.
    let mut known: HashMap<Vec<&str>, String> = HashMap::new();
    let mut answers = Vec::new();
    for board in &boards {
        let key: Vec<&str> = board.iter().map(|row| row.text).collect();
        if let Some(answer) = known.get(&key) {
            answers.push(answer.clone());
            continue;
        }
        let grid = matches::parse_rows(board)?;
        let answer = match matches::contest_placement(&mut solver, &grid, HUOCHAI_SEARCH_LIMIT)? {
            Some(p) => grid.with(p).row_strings().join("\n") + "\n",
            None => "-1\n".to_string(),
        };
        known.insert(key, answer.clone());
        answers.push(answer);
    }
    Ok(answers.join("\n"))
}

/// The rows after a count, as `count` boards: by blank lines, or in equal heights.
fn split_boards<'a>(
    count: usize,
    groups: &[Vec<Token<'a>>],
    rest: &[Token<'a>],
) -> Option<Vec<Vec<Token<'a>>>> {
    let mut after_count = groups.to_vec();
    after_count[0].remove(0);
    after_count.retain(|g| !g.is_empty());
    if after_count.len() == count {
        return Some(after_count);
    }
    (!rest.is_empty() && rest.len().is_multiple_of(count)).then(|| {
        rest.chunks(rest.len() / count)
            .map(<[Token<'a>]>::to_vec)
            .collect()
    })
}
