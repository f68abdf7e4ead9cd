//! The empty matchstick boards: winner, winning first moves, time and peak memory.
//! `cargo run --release -p boyi --example matches_empty_boards -- 3x4 4x5 5x5`.

use boyi::games::matches::{self, Grid};
use std::time::Instant;

/// Peak resident memory of this process so far (Linux), in MiB.
fn peak_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
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
        let answer = match solver.analyze(&Grid::empty(rows, cols)) {
            Ok(answer) => answer,
            Err(e) => {
                println!("{rows}x{cols}: {e}");
                continue;
            }
        };
        let moves: Vec<&str> = answer.winning_moves.iter().map(|m| m.mv.as_str()).collect();
        println!(
            "{rows}x{cols}: nimber {}, first player {}, winning first moves [{}], {} components, {:.2?}, peak {:.0} MiB",
            answer.nimber.unwrap_or(0),
            if answer.nimber == Some(0) { "loses" } else { "wins" },
            moves.join(" "),
            solver.components_solved(),
            start.elapsed(),
            peak_mib().unwrap_or(f64::NAN)
        );
    }
}
