//! The value of the empty LOL row of every length up to N, with the time each took:
//! `cargo run --profile fastest -p boyi --example lol_empty_boards -- 24`.

use boyi::games::lol::{self, Cell};
use std::time::Instant;

fn main() {
    let up_to: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20);
    println!("length  first player  time (fresh solver)");
    for n in 1..=up_to {
        let row = vec![Cell::Empty; n];
        let mut solver = lol::Solver::new();
        let start = Instant::now();
        let value = solver.value(&row, false).expect("empty rows are solvable");
        let outcome = match value.outcome {
            boyi::Outcome::Win => "wins",
            boyi::Outcome::Lose => "loses",
            _ => "ties",
        };
        println!("{n:>6}  {outcome:<12}  {:?}", start.elapsed());
    }
}
