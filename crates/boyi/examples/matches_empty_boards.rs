//! The empty matchstick boards: winner, winning first moves, time and peak memory.
//! `cargo run --profile fastest -p boyi --example matches_empty_boards -- 3x4 4x5 5x5`.
//! Boards of up to 25 cells get their nimber; larger ones (up to 30 cells: 5x6, 6x5) only
//! their outcome, by the outcome search (5x6: 38-41 minutes, 12.5 GiB).

use boyi::game::{Game, Notation};
use boyi::games::matches::{self, Grid, Matches};
use std::time::Instant;

/// Peak resident memory of this process so far (Linux), in MiB.
fn peak_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

/// The winner and the winning first moves, by nimbers where they fit, else by outcome.
fn solve(grid: &Grid, solver: &mut matches::Solver) -> Result<(String, Vec<String>), String> {
    if grid.rows() * grid.cols() <= matches::MAX_COMPONENT_EMPTIES {
        let answer = solver.analyze(grid).map_err(|e| e.to_string())?;
        let nimber = answer.nimber.unwrap_or(0);
        let moves = answer
            .winning_moves
            .into_iter()
            .map(|m| m.mv.to_string())
            .collect();
        return Ok((format!("nimber {nimber}"), moves));
    }
    let mut moves = Vec::new();
    if solver.wins(grid).map_err(|e| e.to_string())? {
        let mut children = Vec::new();
        Matches.moves(grid, &mut children);
        for (placement, next) in children {
            if !solver.wins(&next).map_err(|e| e.to_string())? {
                moves.push(Matches.show_move(&placement, grid).to_string());
            }
        }
    }
    Ok(("nimber not computed (outcome search)".into(), moves))
}

fn main() {
    for shape in std::env::args().skip(1) {
        let Some((rows, cols)) = shape
            .split_once('x')
            .and_then(|(r, c)| Some((r.parse().ok()?, c.parse().ok()?)))
        else {
            eprintln!("shapes look like 5x5, not {shape}");
            std::process::exit(2);
        };
        let start = Instant::now();
        let mut solver = matches::Solver::new();
        let (value, moves) = match solve(&Grid::empty(rows, cols), &mut solver) {
            Ok(answer) => answer,
            Err(e) => {
                println!("{rows}x{cols}: {e}");
                continue;
            }
        };
        println!(
            "{rows}x{cols}: {value}, first player {}, winning first moves [{}], {} components \
             and {} outcomes, {:.2?}, peak {:.0} MiB",
            if moves.is_empty() { "loses" } else { "wins" },
            moves.join(" "),
            solver.components_solved(),
            solver.outcomes_solved(),
            start.elapsed(),
            peak_mib().unwrap_or(f64::NAN)
        );
    }
}
