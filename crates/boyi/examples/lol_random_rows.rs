//! Solving times of random LOL rows of one length, each by a fresh solver: rows whose cells
//! are written at random (L or O equally likely) at several densities, and positions
//! reached by random safe play from the empty row after several numbers of moves, and
//! chains of short runs joined by single O's.
//! `cargo run --profile fastest -p boyi --example lol_random_rows -- 60 200` (length, rows a line).

use boyi::games::lol::{self, Board, Cell};
use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::time::{Duration, Instant};

/// Times the solver on each row and prints the median, the worst, how many rows the solver
/// refused, and the worst row.
fn report(label: &str, rows: Vec<Board>) {
    let mut refused = 0;
    let mut times: Vec<(Duration, String)> = rows
        .iter()
        .map(|row| {
            let start = Instant::now();
            let answer = lol::Solver::new().value(row, false);
            let elapsed = start.elapsed();
            let shown = match answer {
                Ok(_) => lol::show(row),
                Err(e) => {
                    refused += 1;
                    format!("{} ({e})", lol::show(row))
                }
            };
            (elapsed, shown)
        })
        .collect();
    times.sort();
    let (median, worst) = (&times[times.len() / 2], &times[times.len() - 1]);
    println!(
        "{label:<22} {:<11.3?} {:<11.3?} {refused:<7} {}",
        median.0, worst.0, worst.1
    );
}

/// A row reached by `moves` random safe moves from the empty row (fewer if they run out).
fn played(len: usize, moves: usize, rng: &mut Xoshiro256PlusPlus) -> Board {
    let mut row = vec![Cell::Empty; len];
    for _ in 0..moves {
        let mut safe = Vec::new();
        for cell in 0..len {
            if row[cell] != Cell::Empty {
                continue;
            }
            for letter in [Cell::L, Cell::O] {
                row[cell] = letter;
                if !lol::has_lol(&row) && lol::completions(&row).is_empty() {
                    safe.push((cell, letter));
                }
                row[cell] = Cell::Empty;
            }
        }
        if safe.is_empty() {
            break;
        }
        let (cell, letter) = safe[rng.random_range(0..safe.len())];
        row[cell] = letter;
    }
    row
}

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<usize>().ok());
    let len = args.next().flatten().unwrap_or(60);
    let count = args.next().flatten().unwrap_or(100);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
    println!("{len} cells, {count} rows a line, a fresh solver each");
    println!(
        "{:<22} {:<11} {:<11} {:<7} worst row",
        "rows", "median", "worst", "refused"
    );
    for percent in [5, 10, 20, 30, 50] {
        let rows = (0..count)
            .map(|_| {
                (0..len)
                    .map(|_| match rng.random_range(0..200) {
                        k if k < percent => Cell::L,
                        k if k < 2 * percent => Cell::O,
                        _ => Cell::Empty,
                    })
                    .collect()
            })
            .collect();
        report(&format!("{percent}% cells written"), rows);
    }
    for moves in [2, 5, 10, 20, 30] {
        let rows = (0..count).map(|_| played(len, moves, &mut rng)).collect();
        report(&format!("{moves} random safe moves"), rows);
    }
    for (shortest, longest) in [(1, 9), (6, 8)] {
        let rows = (0..count)
            .map(|_| chain(len, shortest..=longest, &mut rng))
            .collect();
        report(&format!("chains of {shortest}-{longest}"), rows);
    }
}

/// A row of runs of empty cells of random lengths in `runs` joined by single O's: the
/// family the proved search finds hardest.
fn chain(len: usize, runs: std::ops::RangeInclusive<usize>, rng: &mut Xoshiro256PlusPlus) -> Board {
    let mut row = vec![Cell::Empty; len];
    let mut at = rng.random_range(runs.clone());
    while at < len {
        row[at] = Cell::O;
        at += 1 + rng.random_range(runs.clone());
    }
    row
}
