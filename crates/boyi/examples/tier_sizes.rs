//! Positions a tier of the boards too big to build here, for planning a build (docs/scale.md).
//!
//! `cargo run --profile fastest -p boyi --example tier_sizes -- matches 6x6`: the legal matchstick
//! boards with each number of matches, exact (the transfer-matrix count; every legal board is
//! reachable, since a subset of a legal board is legal).
//!
//! `cargo run --profile fastest -p boyi --example tier_sizes -- connect4 7x6 [SAMPLES]`: the legal
//! Connect Four positions after each number of plies, estimated by sampling: an arrangement
//! of stones in columns, coloured with the right counts, is drawn uniformly (there are
//! as many as the ranks of `RankedTiers`, OEIS A090224 on 7 x 6) and kept if some game reaches it: stones
//! played bottom up, colours alternating, nobody four in a row before the last stone. The
//! share kept times the arrangements estimates the tier, with a 95% interval. On 7 x 6 the
//! exact counts are known (OEIS A212693, Edelkamp and Kissmann): the sampler is checked
//! against them where they are published.

use boyi::game::Game;
use boyi::games::connect4::{Board, ConnectFour, RankedTiers};
use boyi::games::matches::legal_boards;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::collections::HashSet;

/// Seed of the generator: the same figures on every run.
const SEED: u64 = 2026;

/// The stones of one arrangement: `colours[c][k]` is true where the k-th stone from the
/// bottom of column c is the first player's.
struct Arrangement {
    colours: Vec<Vec<bool>>,
    stones: usize,
}

/// Draws arrangements of `stones` stones uniformly: column heights uniformly among those
/// summing to `stones`, then which stones are the first player's, uniformly.
struct Sampler {
    width: usize,
    height: usize,
    /// `ways[c][s]`: heights of columns c.. summing to s.
    ways: Vec<Vec<u128>>,
}

impl Sampler {
    fn new(width: usize, height: usize) -> Sampler {
        let cells = width * height;
        let mut ways = vec![vec![0u128; cells + 1]; width + 1];
        ways[width][0] = 1;
        for c in (0..width).rev() {
            for s in 0..=cells {
                ways[c][s] = (0..=height.min(s)).map(|h| ways[c + 1][s - h]).sum();
            }
        }
        Sampler {
            width,
            height,
            ways,
        }
    }

    fn draw(&self, stones: usize, rng: &mut Xoshiro256PlusPlus) -> Arrangement {
        let mut left = stones;
        let mut heights = Vec::with_capacity(self.width);
        for c in 0..self.width {
            let mut pick = rng.random_range(0..self.ways[c][left]);
            let h = (0..=self.height.min(left))
                .find(|&h| {
                    let here = self.ways[c + 1][left - h];
                    pick < here || {
                        pick -= here;
                        false
                    }
                })
                .expect("the weights sum to the total");
            heights.push(h);
            left -= h;
        }
        let mut firsts: Vec<bool> = (0..stones).map(|i| i < stones.div_ceil(2)).collect();
        firsts.shuffle(rng);
        let mut taken = firsts.into_iter();
        let colours = heights
            .iter()
            .map(|&h| taken.by_ref().take(h).collect())
            .collect();
        Arrangement { colours, stones }
    }
}

/// Whether some game reaches the arrangement: a depth-first search over the column heights
/// played so far, each height vector tried once.
fn reachable(game: &ConnectFour, target: &Arrangement) -> bool {
    fn search(
        game: &ConnectFour,
        target: &Arrangement,
        board: Board,
        heights: &mut [usize],
        played: usize,
        failed: &mut HashSet<Vec<usize>>,
    ) -> bool {
        let first_to_play = played.is_multiple_of(2);
        for c in 0..heights.len() {
            let column = &target.colours[c];
            if heights[c] == column.len() || column[heights[c]] != first_to_play {
                continue;
            }
            heights[c] += 1;
            let next = game.play(board, c as u32);
            let found = !failed.contains(heights)
                && (played + 1 == target.stones
                    || (game.end(&next).is_none()
                        && search(game, target, next, heights, played + 1, failed)));
            if found {
                return true;
            }
            failed.insert(heights.to_vec());
            heights[c] -= 1;
        }
        false
    }
    let empty = game.parse(&[]).expect("the empty board");
    let mut heights = vec![0; target.colours.len()];
    target.stones == 0 || search(game, target, empty, &mut heights, 0, &mut HashSet::new())
}

fn connect4(width: usize, height: usize, samples: u64) -> Result<(), String> {
    let game = ConnectFour::new(width as u32, height as u32).map_err(|e| e.to_string())?;
    let sampler = Sampler::new(width, height);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(SEED);
    println!("plies\tarrangements\tlegal (estimate)\t95% interval");
    let (mut total, mut spread, mut largest) = (0f64, 0f64, (0, 0f64));
    let tiers = RankedTiers::new(game).map_err(|e| e.to_string())?;
    for plies in 0..=width * height {
        let arranged = tiers.ranks(plies as u32);
        let kept = (0..samples)
            .filter(|_| reachable(&game, &sampler.draw(plies, &mut rng)))
            .count() as f64;
        let share = kept / samples as f64;
        let estimate = share * arranged as f64;
        let interval = 1.96 * (share * (1.0 - share) / samples as f64).sqrt() * arranged as f64;
        println!("{plies}\t{arranged}\t{estimate:.4e}\t±{interval:.2e}");
        total += estimate;
        spread += interval * interval;
        if estimate > largest.1 {
            largest = (plies, estimate);
        }
    }
    println!(
        "all plies: {total:.4e} ±{:.2e} legal positions; the largest tier: ply {} with {:.4e}",
        spread.sqrt(),
        largest.0,
        largest.1
    );
    Ok(())
}

fn matches(rows: usize, cols: usize) {
    println!("matches\tlegal boards");
    let tiers = legal_boards(rows, cols);
    for (placed, count) in tiers.iter().enumerate() {
        println!("{placed}\t{count}");
    }
    let (largest, most) = tiers
        .iter()
        .enumerate()
        .max_by_key(|&(_, &n)| n)
        .expect("a tier");
    println!(
        "all tiers: {} legal boards; the largest tier: {largest} matches with {most}",
        tiers.iter().sum::<u64>()
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let shape = args.get(1).and_then(|s| {
        let (a, b) = s.split_once('x')?;
        Some((a.parse::<usize>().ok()?, b.parse::<usize>().ok()?))
    });
    let samples = args.get(2).map_or(Some(2000), |s| s.parse().ok());
    let outcome = match (args.first().map(String::as_str), shape, samples) {
        // Counts up to 3^40 fit in 64 bits.
        (Some("matches"), Some((rows, cols)), _) if rows <= 8 && cols <= 8 && rows * cols <= 40 => {
            matches(rows, cols);
            Ok(())
        }
        (Some("connect4"), Some((width, height)), Some(samples)) if samples > 0 => {
            connect4(width, height, samples)
        }
        _ => Err("usage: tier_sizes matches ROWSxCOLS | connect4 WIDTHxHEIGHT [SAMPLES]".into()),
    };
    if let Err(e) = outcome {
        eprintln!("{e}");
        std::process::exit(2);
    }
}
