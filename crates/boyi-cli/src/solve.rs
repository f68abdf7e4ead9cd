//! `boyi solve`: from a game spec to an analysis, by theory or by the generic engine.

use crate::args::{Component, EngineChoice, GameSpec};
use crate::failure::Failure;
use boyi::analysis::{self, Analysis, Engine};
use boyi::games::bash::Bash;
use boyi::games::lol::{self, Cell, Lol};
use boyi::games::matches::{self, Matches};
use boyi::games::nim::{self, Nim};
use boyi::games::staircase::{self, Staircase};
use boyi::games::subtraction::{self, Subtraction};
use boyi::games::sum::{
    self, BashPart, GenericPart, MatchesPart, NimPart, StaircasePart, SubtractionPart, WythoffPart,
};
use boyi::games::wythoff::{self, Wythoff};
use boyi::notation::{argument_tokens, natural, ParseError, Place, Token};
use boyi::solve::grundy::Solver;
use boyi::{Impartial, Notation, Play};
use clap::Parser;

/// The most positions the generic engine may store before it gives up.
pub const GENERIC_LIMIT: usize = 5_000_000;

/// Answers `boyi solve` for one game spec.
pub fn solve(spec: &GameSpec, engine: EngineChoice) -> Result<Analysis, Failure> {
    let generic = engine == EngineChoice::Generic;
    match spec {
        GameSpec::Nim { misere, heaps } => {
            let heaps = nim::parse_heaps(&argument_tokens(heaps))?;
            let play = Play::from_misere(*misere);
            if generic {
                check_size(heaps_work(&heaps))?;
                search(Nim { play }, heaps)
            } else {
                let work = heaps_work(&heaps);
                Ok(with_remoteness(
                    nim::analyze(&heaps, play),
                    Nim { play },
                    heaps,
                    work,
                ))
            }
        }
        GameSpec::Bash { max, misere, heap } => {
            let (rules, n) = bash(max, *misere, heap)?;
            if generic {
                check_size(heap_work(n, rules.max))?;
                search(rules, n)
            } else {
                Ok(rules.analyze(n))
            }
        }
        GameSpec::Subtraction {
            moves,
            misere,
            heap,
        } => {
            let (rules, n) = subtraction(moves, *misere, heap)?;
            if generic {
                check_size(heap_work(n, rules.set().len() as u64))?;
                search(rules, n)
            } else {
                Ok(rules.solve().analyze(n)?)
            }
        }
        GameSpec::Wythoff { heaps } => {
            let (a, b) = wythoff::parse(&argument_tokens(heaps))?;
            if generic {
                let Some((a, b)) = wythoff::small_pair(&a, &b) else {
                    return Err(Failure::new("the generic engine takes heaps below 2^64"));
                };
                check_size(wythoff_work(a, b))?;
                search(Wythoff, (a, b))
            } else {
                let answer = wythoff::analyze(&a, &b);
                Ok(match wythoff::small_pair(&a, &b) {
                    Some((x, y)) => with_remoteness(answer, Wythoff, (x, y), wythoff_work(x, y)),
                    None => answer,
                })
            }
        }
        GameSpec::Staircase { steps } => {
            let steps = staircase::parse(&argument_tokens(steps))?;
            if generic {
                check_size(stairs_work(&steps))?;
                search(Staircase, steps)
            } else {
                let work = stairs_work(&steps);
                Ok(with_remoteness(
                    staircase::analyze(&steps),
                    Staircase,
                    steps,
                    work,
                ))
            }
        }
        GameSpec::Lol { board } => {
            let board = lol_board(board)?;
            let empties = board.iter().filter(|&&c| c == Cell::Empty).count() as u32;
            if generic {
                check_size(
                    3u64.checked_pow(empties)
                        .and_then(|s| s.checked_mul(u64::from(empties))),
                )?;
                search_any(Lol, board)
            } else {
                let with_remoteness = empties <= LOL_REMOTENESS_EMPTIES;
                Ok(lol::Solver::new().analyze(&board, with_remoteness)?)
            }
        }
        GameSpec::Matches { board } => {
            let grid = matches::parse(&Token {
                text: board,
                at: Place::Argument(1),
            })?;
            if generic {
                check_size(matches_work(board))?;
                search(Matches, grid)
            } else {
                Ok(matches::Solver::new().analyze(&grid)?)
            }
        }
        GameSpec::Sum { parts } => {
            if parts.is_empty() {
                return Err(Failure::new(
                    "a sum needs at least one component, e.g. \"nim 3 4\"",
                ));
            }
            let mut components = parts
                .iter()
                .enumerate()
                .map(|(i, text)| component(i + 1, text, generic))
                .collect::<Result<Vec<_>, _>>()?;
            let engine = if generic {
                Engine::Generic
            } else {
                Engine::Theory
            };
            Ok(sum::analyze(&mut components, engine)?)
        }
    }
}

/// Up to this much work (positions times moves) a theory answer without a remoteness gets
/// one from a search.
pub const REMOTENESS_WORK: u64 = 1_000_000;

/// Adds the remoteness, found by searching the positions below `position`, to an answer of
/// the theory that has none, when that search is small.
fn with_remoteness<G: Impartial + Notation>(
    mut answer: Analysis,
    game: G,
    position: G::Position,
    work: Option<u64>,
) -> Analysis {
    if answer.remoteness.is_none() && work.is_some_and(|w| w <= REMOTENESS_WORK) {
        if let Ok(value) = Solver::impartial(game).value(&position) {
            answer.remoteness = value.remoteness;
            answer
                .explanation
                .push_str("\nRemoteness: by a search of every position reachable from this one.");
        }
    }
    answer
}

/// The most positions-times-moves the generic engine takes on before it starts.
pub const GENERIC_WORK_LIMIT: u64 = 100_000_000;

/// Refuses, before starting, a generic search whose work bound is over the limit.
fn check_size(work: Option<u64>) -> Result<(), Failure> {
    match work {
        Some(w) if w <= GENERIC_WORK_LIMIT => Ok(()),
        _ => Err(Failure::new(format!(
            "the generic engine would search more than {GENERIC_WORK_LIMIT} positions and moves; \
             use the theory engine (the default) for a position this large"
        ))),
    }
}

/// Work bound for heaps searched together: positions Π(h+1) times moves Σh.
fn heaps_work(heaps: &[u64]) -> Option<u64> {
    let positions = heaps
        .iter()
        .try_fold(1u64, |n, &h| n.checked_mul(h.checked_add(1)?))?;
    positions.checked_mul(heaps.iter().try_fold(1u64, |s, &h| s.checked_add(h))?)
}

/// Work bound for one heap of `n` with at most `moves` moves from each size.
fn heap_work(n: u64, moves: u64) -> Option<u64> {
    n.checked_add(1)?.checked_mul(moves.min(n).max(1))
}

/// Work bound for Wythoff: (a+1)(b+1) positions with at most a+b+1 moves each.
fn wythoff_work(a: u64, b: u64) -> Option<u64> {
    a.checked_add(1)?
        .checked_mul(b.checked_add(1)?)?
        .checked_mul(a.checked_add(b)?.checked_add(1)?)
}

/// Work bound for a matchstick board: 3 states per empty cell, 2 moves per empty cell.
fn matches_work(board: &str) -> Option<u64> {
    let empties = board.chars().filter(|&c| c == '0').count() as u32;
    3u64.checked_pow(empties)?
        .checked_mul(2 * u64::from(empties))
}

/// Work bound for a staircase: its gaps searched like heaps.
fn stairs_work(steps: &[u64]) -> Option<u64> {
    let gaps: Vec<u64> = steps.windows(2).map(|w| w[1] - w[0] - 1).collect();
    heaps_work(&gaps)
}

fn search<G: Impartial + Notation>(game: G, position: G::Position) -> Result<Analysis, Failure> {
    let mut solver = Solver::impartial(game).with_limit(GENERIC_LIMIT);
    Ok(analysis::generic(&mut solver, &position)?)
}

/// Plain search of a game that is not impartial (no nimbers).
fn search_any<G: Notation>(game: G, position: G::Position) -> Result<Analysis, Failure> {
    let mut solver = Solver::new(game).with_limit(GENERIC_LIMIT);
    Ok(analysis::generic(&mut solver, &position)?)
}

/// LOL rows with at most this many empty cells get their remoteness (a full search).
pub const LOL_REMOTENESS_EMPTIES: u32 = 14;

/// Reads the single board argument of `solve lol`.
fn lol_board(values: &[String]) -> Result<lol::Board, Failure> {
    match argument_tokens(values).as_slice() {
        [one] => Ok(lol::parse(one)?),
        [] => Err(ParseError::at("expected a board such as L**L", Place::End).into()),
        [_, extra, ..] => {
            Err(ParseError::new("expected one board; unexpected extra value", extra).into())
        }
    }
}

fn bash(max: &str, misere: bool, heap: &[String]) -> Result<(Bash, u64), Failure> {
    let max_token = Token::option("--max", max);
    let max = natural(&max_token, "the most a move may take")?;
    if max == 0 {
        return Err(ParseError::new("a move must be able to take at least 1", &max_token).into());
    }
    let n = subtraction::parse_heap(&argument_tokens(heap))?;
    Ok((
        Bash {
            max,
            play: Play::from_misere(misere),
        },
        n,
    ))
}

fn subtraction(moves: &str, misere: bool, heap: &[String]) -> Result<(Subtraction, u64), Failure> {
    let set = Subtraction::parse_set(&Token::option("--moves", moves))?;
    let rules = Subtraction::new(set, Play::from_misere(misere))?;
    let n = subtraction::parse_heap(&argument_tokens(heap))?;
    Ok((rules, n))
}

/// Parses the `index`-th component of a sum, written like a `boyi solve` game.
fn component(index: usize, text: &str, generic: bool) -> Result<Box<dyn sum::Component>, Failure> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let spec = Component::try_parse_from(&words)
        .map_err(|e| {
            let reason = if e.use_stderr() {
                crate::failure::first_line(&e)
            } else {
                "help is not shown inside a sum; run `boyi solve GAME --help`".to_string()
            };
            Failure::new(format!("in sum component {index} (\"{text}\"): {reason}"))
        })?
        .game;
    let in_part = |f: Failure| f.context(format!("in sum component {index} (\"{text}\")"));
    let misere_error = || {
        Failure::new(format!(
            "in sum component {index} (\"{text}\"): misère games have no nimber and cannot be added"
        ))
    };
    let part: Box<dyn sum::Component> = match spec {
        GameSpec::Nim { misere: true, .. }
        | GameSpec::Bash { misere: true, .. }
        | GameSpec::Subtraction { misere: true, .. } => return Err(misere_error()),
        GameSpec::Lol { .. } => {
            return Err(Failure::new(format!(
                "in sum component {index}: LOL is not an impartial game with a nimber"
            )))
        }
        GameSpec::Matches { board } => {
            let grid = matches::parse(&Token {
                text: &board,
                at: Place::Argument(1),
            })
            .map_err(|e| in_part(e.into()))?;
            if generic {
                check_size(matches_work(&board)).map_err(in_part)?;
                Box::new(GenericPart::new(Matches, grid, GENERIC_LIMIT))
            } else {
                Box::new(MatchesPart::new(grid))
            }
        }
        GameSpec::Sum { .. } => {
            return Err(Failure::new(format!(
                "in sum component {index}: write the parts of a sum inside a sum directly"
            )))
        }
        GameSpec::Nim { heaps, .. } => {
            let heaps =
                nim::parse_heaps(&argument_tokens(&heaps)).map_err(|e| in_part(e.into()))?;
            if generic {
                check_size(heaps_work(&heaps)).map_err(in_part)?;
                Box::new(GenericPart::new(Nim::default(), heaps, GENERIC_LIMIT))
            } else {
                Box::new(NimPart(heaps))
            }
        }
        GameSpec::Bash { max, heap, .. } => {
            let (rules, n) = bash(&max, false, &heap).map_err(in_part)?;
            if generic {
                check_size(heap_work(n, rules.max)).map_err(in_part)?;
                Box::new(GenericPart::new(rules, n, GENERIC_LIMIT))
            } else {
                Box::new(BashPart(rules, n))
            }
        }
        GameSpec::Subtraction { moves, heap, .. } => {
            let (rules, n) = subtraction(&moves, false, &heap).map_err(in_part)?;
            if generic {
                check_size(heap_work(n, rules.set().len() as u64)).map_err(in_part)?;
                Box::new(GenericPart::new(rules, n, GENERIC_LIMIT))
            } else {
                Box::new(SubtractionPart(rules.solve(), n))
            }
        }
        GameSpec::Wythoff { heaps } => {
            let (a, b) = wythoff::parse(&argument_tokens(&heaps)).map_err(|e| in_part(e.into()))?;
            let Some((a, b)) = wythoff::small_pair(&a, &b) else {
                return Err(in_part(Failure::new(
                    "Wythoff nimbers have no closed form; heaps this large cannot be added",
                )));
            };
            if generic {
                check_size(wythoff_work(a, b)).map_err(in_part)?;
                Box::new(GenericPart::new(Wythoff, (a, b), GENERIC_LIMIT))
            } else {
                Box::new(WythoffPart::new(a, b))
            }
        }
        GameSpec::Staircase { steps } => {
            let steps =
                staircase::parse(&argument_tokens(&steps)).map_err(|e| in_part(e.into()))?;
            if generic {
                check_size(stairs_work(&steps)).map_err(in_part)?;
                Box::new(GenericPart::new(Staircase, steps, GENERIC_LIMIT))
            } else {
                Box::new(StaircasePart(steps))
            }
        }
    };
    Ok(part)
}
