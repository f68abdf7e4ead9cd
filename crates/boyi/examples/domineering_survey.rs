//! Every Domineering board on a W×H grid, as cgt-tools' `domineering exhaustive-search`
//! surveys them: each set of taken cells whose empty cells form one region spanning the
//! whole grid (after isolated cells are dropped) is valued, and its temperature written, one
//! line per board. Prints how many boards were valued and the hottest.
//!
//!     cargo run --profile fastest -p boyi --example domineering_survey -- 6 4 /tmp/survey.txt

use boyi::budget::Budget;
use boyi::games::domineering::{Board, Domineering};
use boyi::grid::Shape;
use boyi::partizan::search::{Rules, Search};
use boyi::partizan::Dyadic;
use std::io::{BufWriter, Write};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [w, h, out] = args.as_slice() else {
        return Err("usage: domineering_survey WIDTH HEIGHT OUTPUT".into());
    };
    let shape = Shape {
        w: w.parse()?,
        h: h.parse()?,
    };
    if shape.cells() > 32 {
        return Err("at most 32 cells: the survey visits 2^cells boards".into());
    }
    let mut out = BufWriter::new(std::fs::File::create(out)?);
    let mut search = Search::new(Domineering, Budget::of_machine());
    let (mut valued, mut hottest) = (0u64, (Dyadic::int(-1), String::new()));
    let mut parts = Vec::new();
    for taken in 0..1u64 << shape.cells() {
        let board = Board {
            shape,
            empty: shape.full() & !taken,
        };
        parts.clear();
        search.rules.components(&board, &mut parts);
        let [part] = parts.as_slice() else { continue };
        if part.shape != shape {
            continue;
        }
        let v = search.value(part)?;
        let t = search.arena.temperature(v);
        let text = boyi::grid::show(shape, [board.empty], ['.'], '#');
        writeln!(out, "{text} {t}")?;
        valued += 1;
        if t > hottest.0 {
            hottest = (t, text);
        }
    }
    out.flush()?;
    println!(
        "{valued} boards valued; the hottest: {} at temperature {} ({} values in the arena)",
        hottest.1,
        hottest.0,
        search.arena.len()
    );
    Ok(())
}
