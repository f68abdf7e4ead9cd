//! `boyi contest`: the seeds' contest problems on their original input formats.

use crate::args::Problem;
use crate::failure::Failure;
use boyi::games::subtraction::Subtraction;
use boyi::games::{lol, staircase};
use boyi::notation::{natural, tokens, ParseError, Place, Token};
use boyi::{Outcome, Play};
use std::fmt::Write;

/// Whether the problem reads standard input.
pub fn reads_input(problem: &Problem) -> bool {
    !matches!(problem, Problem::Dice)
}

/// Answers one contest problem for the whole of `input`; the result is the exact output.
pub fn run(problem: &Problem, input: &str) -> Result<String, Failure> {
    match problem {
        Problem::Qiuqiu => qiuqiu(&nonempty_tokens(input)?),
        Problem::Gaoseng => gaoseng(&nonempty_tokens(input)?),
        Problem::Lol => lol(&nonempty_tokens(input)?),
        Problem::Dice => crate::dice::contest(),
    }
}

fn nonempty_tokens(input: &str) -> Result<Vec<Token<'_>>, Failure> {
    let tokens = tokens(input);
    if tokens.is_empty() {
        return Err(Failure::new("the input is empty"));
    }
    Ok(tokens)
}

/// Reads a count and exactly that many tokens after it.
pub fn counted<'a, 't>(tokens: &'t [Token<'a>], what: &str) -> Result<&'t [Token<'a>], Failure> {
    let count = natural(&tokens[0], "the count")?;
    let rest = &tokens[1..];
    if (rest.len() as u64) < count {
        return Err(ParseError::at(
            format!(
                "the count says {count} {what} but the input has only {}",
                rest.len()
            ),
            Place::End,
        )
        .into());
    }
    if (rest.len() as u64) > count {
        return Err(ParseError::new(
            format!("the count says {count} {what} but there are more"),
            &rest[count as usize],
        )
        .into());
    }
    Ok(rest)
}

/// 取球博弈: take 1, 3, 7 or 8 balls; whoever takes the last ball loses.
fn qiuqiu(tokens: &[Token<'_>]) -> Result<String, Failure> {
    let heaps = counted(tokens, "ball counts")?
        .iter()
        .map(|t| natural(t, "a ball count"))
        .collect::<Result<Vec<_>, _>>()?;
    let solved = Subtraction::new(vec![1, 3, 7, 8], Play::Misere)?.solve();
    let mut out = String::new();
    for n in heaps {
        let wins = solved.value(n)?.outcome == Outcome::Win;
        let _ = writeln!(out, "{}", u8::from(wins));
    }
    Ok(out)
}

/// 高僧斗法: the first winning move `A B` (smallest A, then smallest B), or -1.
fn gaoseng(tokens: &[Token<'_>]) -> Result<String, Failure> {
    if let Some(second_line) = tokens
        .iter()
        .find(|t| matches!(t.at, Place::Text { line, .. } if line > 1))
    {
        return Err(
            ParseError::new("the monks' positions must be on one line", second_line).into(),
        );
    }
    let steps = staircase::parse(tokens)?;
    Ok(match staircase::winning_moves(&steps).first() {
        Some(mv) => format!("{} {}\n", mv.from, mv.to),
        None => "-1\n".to_string(),
    })
}

/// 填字母游戏: 1 if the first player wins, 0 for a tie, -1 for a loss, per row.
fn lol(tokens: &[Token<'_>]) -> Result<String, Failure> {
    let rows = counted(tokens, "rows")?
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
