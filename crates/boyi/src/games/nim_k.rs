//! Moore's Nim_k: heaps of counters; a move takes counters from at least one and at most k
//! heaps, any positive number from each. Nim is Nim_1 (`nim --k 1` is plain Nim).
//!
//! Theorem (E. H. Moore, "A generalization of the game called Nim", Annals of Mathematics
//! 11 (1910), 93-94): write the heaps in binary. Under normal play the player to move loses
//! exactly when every binary column holds a multiple of k+1 ones. Under misère play (whoever
//! takes the last counter loses), when every heap has at most one counter the player to move
//! loses exactly when the number of 1-heaps is one more than a multiple of k+1; otherwise
//! exactly as under normal play. Hypotheses: finitely many heaps, each finite, and k ≥ 1;
//! nothing else. Both rules are re-checked against plain search on every small position by
//! the tests below.

use super::heaps::{heap_multiset, join, parse_heaps};
use crate::analysis::{position_after, Analysis, Engine, MoveReport};
use crate::budget::{Budget, Stop};
use crate::error::Error;
use crate::family::Theory;
use crate::game::{Game, Kind, Notation, Written};
use crate::notation::Token;
use crate::text::{Arg, Text};
use crate::value::{Outcome, Play, Value};

/// The rules of Nim_k under normal or misère play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NimK {
    /// The most heaps one move may take from (at least 2; 1 is Nim).
    pub k: u64,
    /// Normal (last move wins) or misère (last move loses).
    pub play: Play,
}

/// The heaps a move takes from (0-based, in increasing order), each with its size after.
type Changes = [(usize, u64)];

/// A move of Nim_k: each changed heap (0-based, in increasing order) with its size after.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct NimKMove {
    /// The heaps taken from and what each keeps.
    pub changes: Vec<(usize, u64)>,
}

impl NimK {
    /// The position after `mv`.
    pub fn after(&self, heaps: &[u64], mv: &NimKMove) -> Vec<u64> {
        let mut next = heaps.to_vec();
        for &(heap, to) in &mv.changes {
            next[heap] = to;
        }
        next
    }

    /// The modulus of the columns: k + 1.
    fn modulus(&self) -> u64 {
        self.k.saturating_add(1)
    }
}

impl Game for NimK {
    type Position = Vec<u64>;
    type Move = NimKMove;

    fn kind(&self) -> Kind {
        Kind::impartial(self.play)
    }

    fn moves(&self, heaps: &Vec<u64>, out: &mut Vec<(NimKMove, Vec<u64>)>) {
        let nonempty: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 0).collect();
        let most = usize::try_from(self.k)
            .unwrap_or(usize::MAX)
            .min(nonempty.len());
        for size in 1..=most {
            for_each_subset(&nonempty, size, &mut |subset| {
                every_reduction(heaps, subset, &mut |changes| {
                    let mv = NimKMove {
                        changes: changes.to_vec(),
                    };
                    let next = self.after(heaps, &mv);
                    out.push((mv, next));
                });
                true
            });
        }
    }

    fn play(&self) -> Play {
        self.play
    }

    /// Heap order and empty heaps do not matter.
    fn canonical(&self, heaps: &Vec<u64>) -> Vec<u64> {
        heap_multiset(heaps)
    }
}

/// Calls `each` with every subset of `items` of `size` elements, in lexicographic order,
/// until it returns false; returns whether it never did.
fn for_each_subset(items: &[usize], size: usize, each: &mut dyn FnMut(&[usize]) -> bool) -> bool {
    fn extend(
        items: &[usize],
        size: usize,
        chosen: &mut Vec<usize>,
        each: &mut dyn FnMut(&[usize]) -> bool,
    ) -> bool {
        if chosen.len() == size {
            return each(chosen);
        }
        let need = size - chosen.len();
        for (i, &item) in items.iter().enumerate().take(items.len() + 1 - need) {
            chosen.push(item);
            let go_on = extend(&items[i + 1..], size, chosen, each);
            chosen.pop();
            if !go_on {
                return false;
            }
        }
        true
    }
    extend(items, size, &mut Vec::with_capacity(size), each)
}

/// Calls `each` with every way to reduce each heap of `subset` to a smaller size.
fn every_reduction(heaps: &[u64], subset: &[usize], each: &mut dyn FnMut(&Changes)) {
    fn extend(
        heaps: &[u64],
        subset: &[usize],
        changes: &mut Vec<(usize, u64)>,
        each: &mut dyn FnMut(&Changes),
    ) {
        let Some((&heap, rest)) = subset.split_first() else {
            return each(changes);
        };
        for to in 0..heaps[heap] {
            changes.push((heap, to));
            extend(heaps, rest, changes, each);
            changes.pop();
        }
    }
    extend(heaps, subset, &mut Vec::with_capacity(subset.len()), each);
}

impl Written<Vec<u64>> for NimK {
    fn read_position(&self, words: &[Token<'_>]) -> Result<Vec<u64>, Error> {
        Ok(parse_heaps(words)?)
    }

    fn show_position(&self, heaps: &Vec<u64>) -> String {
        join(heaps)
    }
}

impl Notation for NimK {
    fn name(&self) -> String {
        match self.play {
            Play::Normal => format!("nim --k {}", self.k),
            Play::Misere => format!("nim --k {} --misere", self.k),
        }
    }

    fn show_move(&self, mv: &NimKMove, from: &Vec<u64>) -> Text {
        let takes = mv
            .changes
            .iter()
            .map(|&(heap, to)| {
                Text::new("move-take-from-heap")
                    .arg("take", from[heap] - to)
                    .arg("heap", heap + 1)
                    .arg("from", from[heap])
                    .arg("to", to)
            })
            .collect();
        Text::new("move-nim-k").arg("takes", Arg::Texts(takes))
    }
}

/// The number of binary columns a position's heaps use.
fn width(heaps: &[u64]) -> usize {
    heaps
        .iter()
        .map(|h| 64 - h.leading_zeros() as usize)
        .max()
        .unwrap_or(0)
}

/// How many heaps have a 1 in each binary column.
fn column_ones(heaps: &[u64]) -> [u64; 64] {
    let mut ones = [0u64; 64];
    for &h in heaps {
        for (bit, count) in ones.iter_mut().enumerate() {
            *count += h >> bit & 1;
        }
    }
    ones
}

/// How many heaps have a 1 in each binary column, modulo `modulus`.
fn residues(heaps: &[u64], modulus: u64) -> [u64; 64] {
    column_ones(heaps).map(|count| count % modulus)
}

/// The outcome for the player to move, by Moore's theorem.
pub fn outcome(heaps: &[u64], rules: NimK) -> Outcome {
    let modulus = rules.modulus();
    let small = heaps.iter().all(|&h| h <= 1);
    let mover_loses = if rules.play == Play::Misere && small {
        heaps.iter().sum::<u64>() % modulus == 1 % modulus
    } else {
        residues(heaps, modulus).iter().all(|&r| r == 0)
    };
    if mover_loses {
        Outcome::Lose
    } else {
        Outcome::Win
    }
}

/// The most winning moves an answer lists; past it the answer says there are more.
pub const LISTED: usize = 200;

/// The winning moves of a position, fewest heaps first, then by heap and size.
pub struct WinningMoves {
    /// The moves, at most [`LISTED`].
    pub moves: Vec<NimKMove>,
    /// Whether there are more than were listed.
    pub more: bool,
}

/// Every winning move (the first [`LISTED`] of them), stopping with an error when the
/// request's time is over. A move changes a set S of at most k heaps; for each S the sizes
/// after it are found column by column from the top (a heap may take any bit once it is
/// below its old size), as the columns outside S decide how many ones S must hold.
pub fn winning_moves(heaps: &[u64], rules: NimK, stop: &Stop) -> Result<WinningMoves, Error> {
    let mut found = WinningMoves {
        moves: Vec::new(),
        more: false,
    };
    if outcome(heaps, rules) == Outcome::Lose {
        return Ok(found);
    }
    let nonempty: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 0).collect();
    let most = usize::try_from(rules.k)
        .unwrap_or(usize::MAX)
        .min(nonempty.len());
    let mut search = Targets::new(heaps, rules, stop);
    let mut subsets = 0u64;
    for size in fewest_heaps(heaps, rules)..=most {
        let mut failed = Ok(());
        for_each_subset(&nonempty, size, &mut |subset| {
            subsets += 1;
            if subsets.is_multiple_of(1 << 12) {
                if let Err(e) = stop.check() {
                    failed = Err(e);
                    return false;
                }
            }
            search.room = LISTED + 1 - found.moves.len();
            let mut moves = match search.of(subset) {
                Ok(moves) => moves,
                Err(e) => {
                    failed = Err(e);
                    return false;
                }
            };
            moves.sort_unstable();
            found.moves.extend(moves);
            if found.moves.len() > LISTED {
                found.moves.truncate(LISTED);
                found.more = true;
            }
            !found.more
        });
        failed?;
        if found.more {
            break;
        }
    }
    Ok(found)
}

/// The fewest heaps a winning move takes from. To a position whose every column holds a
/// multiple of k+1 ones: the top column whose count is not a multiple, d more than one, is
/// the highest a move changes (a column above it would lose from 1 to k ones, not a multiple
/// of k+1), and a heap changed there loses its 1, so exactly d heaps are taken from there.
/// Under misère play, to heaps of at most one counter: every heap of two or more (each
/// keeps 0 or 1), and as few 1-heaps as leave 1 more than a multiple of k+1 heaps of one.
fn fewest_heaps(heaps: &[u64], rules: NimK) -> usize {
    let modulus = rules.modulus();
    let residues = residues(heaps, modulus);
    let to_multiples = (0..64)
        .rev()
        .find(|&b| residues[b] != 0)
        .map_or(usize::MAX, |b| {
            usize::try_from(residues[b]).unwrap_or(usize::MAX)
        });
    if rules.play == Play::Normal {
        return to_multiples;
    }
    let big = heaps.iter().filter(|&&h| h >= 2).count() as u64;
    let ones = heaps.iter().filter(|&&h| h == 1).count() as u64;
    // Taking from `taken` 1-heaps, the big heaps can keep from 0 to `big` ones.
    let reaches = |taken: u64| {
        (0..=big.min(modulus)).any(|kept| (ones - taken + kept) % modulus == 1 % modulus)
    };
    let to_small = (0..=ones.min(modulus))
        .find(|&taken| reaches(taken) && big + taken > 0)
        .map_or(usize::MAX, |taken| {
            usize::try_from(big + taken).unwrap_or(usize::MAX)
        });
    to_multiples.min(to_small)
}

/// The search for the sizes a set of heaps can be left at so that the position is lost.
struct Targets<'a> {
    heaps: &'a [u64],
    rules: NimK,
    stop: &'a Stop,
    /// Ones in each column over all heaps.
    ones: [u64; 64],
    width: usize,
    /// Steps taken, to look at the stop now and then.
    steps: u64,
    /// How many more moves are worth finding: one past those listed shows there are more.
    room: usize,
}

impl<'a> Targets<'a> {
    fn new(heaps: &'a [u64], rules: NimK, stop: &'a Stop) -> Targets<'a> {
        Targets {
            heaps,
            rules,
            stop,
            ones: column_ones(heaps),
            width: width(heaps),
            steps: 0,
            room: LISTED + 1,
        }
    }

    /// Every winning move that takes from exactly the heaps of `subset`.
    fn of(&mut self, subset: &[usize]) -> Result<Vec<NimKMove>, Error> {
        let mut moves = Vec::new();
        let leaves_big = |changes: &Changes, heaps: &[u64]| {
            changes.iter().any(|&(_, to)| to >= 2)
                || (0..heaps.len()).any(|i| heaps[i] >= 2 && changes.iter().all(|c| c.0 != i))
        };
        let misere = self.rules.play == Play::Misere;
        // Under misère play a move to a position of heaps of at most one counter is judged
        // by the count of 1-heaps instead (below).
        let keeps = |changes: &Changes| !misere || leaves_big(changes, self.heaps);
        for changes in self.multiples_in(subset, &keeps)? {
            moves.push(NimKMove { changes });
        }
        if misere && moves.len() < self.room {
            moves.extend(self.small_heaps_in(subset, self.room - moves.len()));
        }
        Ok(moves)
    }

    /// The reductions of the heaps of `subset` after which every column holds a multiple of
    /// k+1 ones, those that `keeps`, as many as there is room for.
    fn multiples_in(
        &mut self,
        subset: &[usize],
        keeps: &dyn Fn(&Changes) -> bool,
    ) -> Result<Vec<Vec<(usize, u64)>>, Error> {
        let modulus = self.rules.modulus();
        let mut need = [0u64; 64];
        for (bit, need) in need.iter_mut().enumerate().take(self.width) {
            let inside: u64 = subset.iter().map(|&i| self.heaps[i] >> bit & 1).sum();
            let outside = (self.ones[bit] - inside) % modulus;
            *need = (modulus - outside) % modulus;
            if *need > subset.len() as u64 {
                return Ok(Vec::new());
            }
        }
        let mut found = Vec::new();
        let mut sizes = vec![0u64; subset.len()];
        let mut fill = Fill {
            subset,
            need: &need,
            keeps,
            sizes: &mut sizes,
            below: vec![false; subset.len()],
            found: &mut found,
        };
        self.columns(&mut fill, self.width)?;
        Ok(found)
    }

    /// Fills column `bit - 1` and those below.
    fn columns(&mut self, fill: &mut Fill<'_>, bit: usize) -> Result<(), Error> {
        self.steps += 1;
        if self.steps.is_multiple_of(1 << 12) {
            self.stop.check()?;
        }
        let subset = fill.subset;
        if fill.found.len() >= self.room {
            return Ok(());
        }
        if bit == 0 {
            let changes: Vec<(usize, u64)> = subset
                .iter()
                .copied()
                .zip(fill.sizes.iter().copied())
                .collect();
            if fill.below.iter().all(|&b| b) && (fill.keeps)(&changes) {
                fill.found.push(changes);
            }
            return Ok(());
        }
        let b = bit - 1;
        // A heap not yet below its size must still be able to drop: a 1 at this column or
        // lower.
        let stuck = subset.iter().enumerate().any(|(j, &i)| {
            !fill.below[j] && self.heaps[i] & ((1u64 << b) | ((1u64 << b) - 1)) == 0
        });
        if stuck {
            return Ok(());
        }
        // The heaps that may take a 1 here: those already below, and those that have it.
        let free: Vec<usize> = (0..subset.len())
            .filter(|&j| fill.below[j] || self.heaps[subset[j]] >> b & 1 == 1)
            .collect();
        let count = usize::try_from(fill.need[b]).unwrap_or(usize::MAX);
        if count > free.len() {
            return Ok(());
        }
        let mut failed = Ok(());
        for_each_subset(&free, count, &mut |ones| {
            // The heaps that drop below their size at this column.
            let mut dropped = Vec::new();
            for (j, &i) in subset.iter().enumerate() {
                let one = ones.contains(&j);
                fill.sizes[j] |= u64::from(one) << b;
                if !one && !fill.below[j] && self.heaps[i] >> b & 1 == 1 {
                    fill.below[j] = true;
                    dropped.push(j);
                }
            }
            failed = self.columns(fill, b);
            for size in fill.sizes.iter_mut() {
                *size &= !(1u64 << b);
            }
            for j in dropped {
                fill.below[j] = false;
            }
            failed.is_ok() && fill.found.len() < self.room
        });
        failed
    }

    /// Under misère play, the reductions of `subset` that leave heaps of at most one counter,
    /// one more than a multiple of k+1 of them (at most `room`): every heap of two or more
    /// must be in the subset; each keeps 0 or 1 counter, a 1-heap of the subset keeps none.
    fn small_heaps_in(&self, subset: &[usize], room: usize) -> Vec<NimKMove> {
        let outside_big = (0..self.heaps.len()).any(|i| self.heaps[i] >= 2 && !subset.contains(&i));
        if outside_big {
            return Vec::new();
        }
        let modulus = self.rules.modulus();
        let ones_outside = (0..self.heaps.len())
            .filter(|i| self.heaps[*i] == 1 && !subset.contains(i))
            .count() as u64;
        let big: Vec<usize> = subset
            .iter()
            .copied()
            .filter(|&i| self.heaps[i] >= 2)
            .collect();
        let mut moves = Vec::new();
        for keeping in 0..=big.len() {
            if moves.len() >= room || (ones_outside + keeping as u64) % modulus != 1 % modulus {
                continue;
            }
            for_each_subset(&big, keeping, &mut |kept| {
                let changes = subset
                    .iter()
                    .map(|&i| (i, u64::from(kept.contains(&i))))
                    .collect();
                moves.push(NimKMove { changes });
                moves.len() < room
            });
        }
        moves
    }
}

/// The reductions of one subset being filled column by column.
struct Fill<'f> {
    /// The heaps taken from.
    subset: &'f [usize],
    /// How many of them must have a 1 in each column.
    need: &'f [u64; 64],
    /// Which reductions are kept.
    keeps: &'f dyn Fn(&Changes) -> bool,
    /// The bits chosen so far, a size a heap of the subset.
    sizes: &'f mut Vec<u64>,
    /// Which heaps of the subset are already smaller than they were.
    below: Vec<bool>,
    /// The reductions found.
    found: &'f mut Vec<Vec<(usize, u64)>>,
}

/// The full answer for a Nim_k position from Moore's theorem.
pub fn analyze(heaps: &[u64], rules: NimK, stop: &Stop) -> Result<Analysis, Error> {
    let result = outcome(heaps, rules);
    let value = Value {
        outcome: result,
        remoteness: None,
        nimber: None,
    };
    let shown = join(heaps);
    let mut analysis = Analysis::new(rules.name(), shown.clone(), value, Engine::Theory);
    let found = winning_moves(heaps, rules, stop)?;
    let position = heaps.to_vec();
    analysis.winning_moves = found
        .moves
        .iter()
        .map(|mv| MoveReport {
            mv: rules.show_move(mv, &position),
            position: position_after(&shown, || join(&rules.after(heaps, mv))),
        })
        .collect();
    let why = explain(heaps, rules, result);
    analysis.explanation = match result {
        Outcome::Win => Text::lines(vec![
            why,
            Text::new("nim-k-count")
                .arg("count", found.moves.len())
                .arg("more", u8::from(found.more)),
        ]),
        _ => why,
    };
    Ok(analysis)
}

/// The most heaps an explanation's table lists one by one.
const LISTED_HEAPS: usize = 64;

/// Why, in the terms of Moore's theorem.
fn explain(heaps: &[u64], rules: NimK, result: Outcome) -> Text {
    let modulus = rules.modulus();
    let small = heaps.iter().all(|&h| h <= 1);
    if rules.play == Play::Misere && small {
        let ones = heaps.iter().sum::<u64>();
        if ones == 0 {
            return Text::new("misere-nim-empty");
        }
        return Text::new("nim-k-misere-ones")
            .arg("ones", ones)
            .arg("k", rules.k)
            .arg("modulus", modulus)
            .arg("wins", u8::from(result == Outcome::Win));
    }
    let width = width(heaps).max(1);
    let residues = residues(heaps, modulus);
    let listed = if heaps.len() <= LISTED_HEAPS {
        heaps
    } else {
        &[]
    };
    let mut table: Vec<String> = listed
        .iter()
        .map(|h| format!("  {h:>20} = {h:0width$b}"))
        .collect();
    // The row of residues, a digit a column while they are digits.
    if modulus <= 10 {
        let digits: String = (0..width).rev().map(|b| residues[b].to_string()).collect();
        table.push(format!("  {:>20} = {digits}", format!("mod {modulus}")));
    }
    let summary = match (0..64).rev().find(|&b| residues[b] != 0) {
        None => Text::new("nim-k-zero")
            .arg("k", rules.k)
            .arg("modulus", modulus),
        Some(bit) => Text::new("nim-k-nonzero")
            .arg("bit", bit)
            .arg("ones", heaps.iter().filter(|&&h| h >> bit & 1 == 1).count())
            .arg("drop", residues[bit])
            .arg("modulus", modulus),
    };
    let normal = Text::new("nim-k-table")
        .arg("k", rules.k)
        .arg("modulus", modulus)
        .arg("table", table.join("\n"))
        .arg("summary", summary);
    match rules.play {
        Play::Normal => normal,
        Play::Misere => Text::new("nim-k-misere")
            .arg("modulus", modulus)
            .arg("normal", normal),
    }
}

/// Nim_k as the registry loads it: the rules and the request's budget.
pub struct Moore {
    /// The rules.
    pub rules: NimK,
    /// The request's budget, whose stop the search for winning moves looks at.
    pub budget: Budget,
}

impl Theory for Moore {
    type Game = NimK;

    fn game(&self) -> &NimK {
        &self.rules
    }

    fn value(&mut self, heaps: &Vec<u64>) -> Result<Value, Error> {
        Ok(Value {
            outcome: outcome(heaps, self.rules),
            remoteness: None,
            nimber: None,
        })
    }

    fn analyze(&mut self, heaps: &Vec<u64>) -> Result<Analysis, Error> {
        analyze(heaps, self.rules, self.budget.stop())
    }

    /// Positions times moves: every position can move to at most every other.
    fn search_work(&self, heaps: &Vec<u64>) -> Option<u64> {
        let positions = heaps
            .iter()
            .try_fold(1u64, |n, &h| n.checked_mul(h.checked_add(1)?))?;
        positions.checked_mul(self.move_count(heaps)?.max(1))
    }

    /// The moves: for each set of at most k heaps, the product of their sizes (the
    /// elementary symmetric sums e_1 … e_k of the heap sizes).
    fn move_count(&self, heaps: &Vec<u64>) -> Option<u64> {
        let most = usize::try_from(self.rules.k)
            .unwrap_or(usize::MAX)
            .min(heaps.len());
        let mut sums = vec![0u64; most + 1];
        sums[0] = 1;
        for &h in heaps {
            for j in (1..=most).rev() {
                sums[j] = sums[j].checked_add(sums[j - 1].checked_mul(h)?)?;
            }
        }
        sums[1..].iter().try_fold(0u64, |s, &e| s.checked_add(e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis;
    use crate::solve::grundy::Solver;

    /// The positions the winning moves of an answer leave, sorted.
    fn left(answer: &Analysis) -> Vec<String> {
        let mut left: Vec<String> = answer
            .winning_moves
            .iter()
            .filter_map(|m| m.position.clone())
            .collect();
        left.sort();
        left
    }

    /// Every position of `count` heaps of at most `most` counters.
    fn positions(count: usize, most: u64) -> Vec<Vec<u64>> {
        (0..count).fold(vec![Vec::new()], |all, _| {
            all.into_iter()
                .flat_map(|p| {
                    (0..=most).map(move |h| {
                        let mut next = p.clone();
                        next.push(h);
                        next
                    })
                })
                .collect()
        })
    }

    /// Moore's theorem and the search for winning moves against plain search on every
    /// position of one to four heaps of up to five counters, for k = 2, 3 and 4, under both
    /// plays: the outcome and the position every winning move leaves.
    #[test]
    fn moore_agrees_with_plain_search_on_every_small_position() {
        let stop = Stop::default();
        for k in 2..=4 {
            for play in [Play::Normal, Play::Misere] {
                let rules = NimK { k, play };
                let mut solver = Solver::new(rules);
                for heaps in (1..=4).flat_map(|n| positions(n, 5)) {
                    let theory = analyze(&heaps, rules, &stop).unwrap();
                    let search = analysis::generic(&mut solver, &heaps).unwrap();
                    assert_eq!(
                        (theory.outcome, left(&theory)),
                        (search.outcome, left(&search)),
                        "{heaps:?} with k = {k}, {play:?}"
                    );
                }
            }
        }
    }

    /// The only winning move may take from k heaps: 100 heaps of one counter with k = 100
    /// are won by taking them all, found without trying the smaller sets.
    #[test]
    fn a_move_of_k_heaps_is_found() {
        let heaps = vec![1u64; 100];
        for play in [Play::Normal, Play::Misere] {
            let rules = NimK { k: 100, play };
            let found = winning_moves(&heaps, rules, &Stop::default()).unwrap();
            let sizes: Vec<usize> = found.moves.iter().map(|m| m.changes.len()).collect();
            match play {
                Play::Normal => assert_eq!(sizes, vec![100]),
                // Misère: leave one heap of one counter, by taking 99 of them.
                Play::Misere => assert!(sizes.len() == 100 && sizes.iter().all(|&s| s == 99)),
            }
        }
    }

    /// A position with more winning moves than are listed says so, and lists moves that
    /// each leave a lost position.
    #[test]
    fn many_winning_moves_are_listed_up_to_the_limit() {
        let heaps: Vec<u64> = (1..=40).map(|h| h * 1000 + 7).collect();
        let rules = NimK {
            k: 3,
            play: Play::Normal,
        };
        let found = winning_moves(&heaps, rules, &Stop::default()).unwrap();
        assert!(found.more);
        assert_eq!(found.moves.len(), LISTED);
        for mv in &found.moves {
            assert_eq!(outcome(&rules.after(&heaps, mv), rules), Outcome::Lose);
        }
    }

    /// The number of moves is the sum of the products of the sizes of every set of at most
    /// k heaps.
    #[test]
    fn moves_are_counted_exactly() {
        let rules = NimK {
            k: 2,
            play: Play::Normal,
        };
        let theory = Moore {
            rules,
            budget: Budget::of_machine(),
        };
        let heaps = vec![2, 3, 4];
        let mut moves = Vec::new();
        rules.moves(&heaps, &mut moves);
        assert_eq!(theory.move_count(&heaps), Some(moves.len() as u64));
        assert_eq!(moves.len(), 2 + 3 + 4 + 6 + 8 + 12);
    }
}
