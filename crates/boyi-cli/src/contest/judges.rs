//! The classic game-theory problems of the online judges (HDU, POJ), each on its original
//! input and output, answered by the library's theory. Each reads the whole input as words
//! (lines do not matter, as with `scanf`) and refuses the first word that breaks the format.

use super::words::Words;
use crate::failure::Failure;
use boyi::games::fibonacci::ladder::Ladder;
use boyi::games::green::Picture;
use boyi::games::nim;
use boyi::games::octal::repeating::Form;
use boyi::games::subtraction::Subtraction;
use boyi::notation::ParseError;
use boyi::solve::loopy;
use boyi::solve::retro::Graph;
use boyi::{Context, Outcome, Play, Text};

/// The line a judge prints for a first player who wins, or loses.
fn verdict(outcome: Outcome, wins: &str, loses: &str) -> String {
    let line = if outcome == Outcome::Win { wins } else { loses };
    format!("{line}\n")
}

/// How a judge's input gives its cases of heaps.
enum Cases {
    /// A count T, then T cases.
    Counted,
    /// Cases to the end of the input.
    ToTheEnd,
}

/// Cases `N a1 … aN` given as `cases` says, each judged by `outcome`: the line of each,
/// `lines[0]` where the first player wins, else `lines[1]`.
fn heap_cases(
    mut words: Words<'_>,
    cases: Cases,
    outcome: impl Fn(&[u64]) -> Outcome,
    [wins, loses]: [&str; 2],
) -> Result<String, Failure> {
    let count = match cases {
        Cases::Counted => Some(words.number("what-count")?),
        Cases::ToTheEnd => None,
    };
    let mut out = String::new();
    let mut read = 0;
    while count.map_or(!words.done(), |count| read < count) {
        let heaps = words.counted("error-what-a-heap-size")?;
        out += &verdict(outcome(&heaps), wins, loses);
        read += 1;
    }
    words.end()?;
    Ok(out)
}

/// The outcome of a sum whose nimber is `xor`: the mover loses exactly at 0.
fn by_nimber(xor: impl Into<u128>) -> Outcome {
    if xor.into() == 0 {
        Outcome::Lose
    } else {
        Outcome::Win
    }
}

/// POJ 2234 "Matches Game": lines `M a1 … aM` to the end of the input; Nim. Prints `Yes`
/// where the first player wins, else `No`.
pub fn matches_game(words: Words<'_>) -> Result<String, Failure> {
    heap_cases(
        words,
        Cases::ToTheEnd,
        |heaps| nim::outcome(heaps, Play::Normal),
        ["Yes", "No"],
    )
}

/// HDU 1907 "John" (POJ 3480): a count T, then T cases `N a1 … aN`; whoever eats the last
/// M&M loses, misère Nim (Bouton; seed 004, theorems 5-7). Prints `John` where John, who
/// moves first, wins, else `Brother`.
pub fn john(words: Words<'_>) -> Result<String, Failure> {
    let misere = |heaps: &[u64]| nim::outcome(heaps, Play::Misere);
    heap_cases(words, Cases::Counted, misere, ["John", "Brother"])
}

/// HDU 2509 "Be the Winner": cases `n a1 … an` to the end of the input; each group is a line
/// of apples, a move takes any run of adjacent apples from one line (splitting it in two
/// when taken from its middle), whoever takes the last apple loses. Prints `Yes` where the
/// first player wins, else `No`.
///
/// This is the code `0.(7)` under misère play, and it is won exactly as misère Nim of the
/// lines' lengths. Proof: a line of n has Grundy value n (`Form::Identity` of
/// [`boyi::games::octal::repeating`]). Sort positions (sets of lines) by the SJ classes of
/// their values (X the xor, "big" a line of two or more): A (X ≠ 0, a big line), B (X = 0,
/// none), C (X ≠ 0, none: an odd number of single apples), D (X = 0, a big line, so at
/// least two). A wins: with one big line take it all or leave one apple of it, so an odd
/// number of single apples is left (C); with two or more, the Nim move taken from the end
/// of a line to X = 0 leaves another big line (D). B wins: take a single apple (C), or, with
/// no apple, the opponent took the last. C loses: every move takes a single apple (B).
/// D loses: a move changes one line into parts whose values xor to another value (a value
/// is the mex of its options), so X ≠ 0 with the other big line untouched (A).
pub fn be_the_winner(words: Words<'_>) -> Result<String, Failure> {
    let misere = |lines: &[u64]| nim::outcome(lines, Play::Misere);
    heap_cases(words, Cases::ToTheEnd, misere, ["Yes", "No"])
}

/// HDU 3032 "Nim or not Nim?": a count T, then T cases `N s1 … sN`; a move takes any number
/// from a heap or splits a heap into two nonempty ones: Lasker's Nim (`4.(3)`, its closed
/// form proven in [`boyi::games::octal::repeating`]). Prints `Alice` where Alice, who moves
/// first, wins, else `Bob`.
pub fn nim_or_not_nim(words: Words<'_>) -> Result<String, Failure> {
    let lasker =
        |heaps: &[u64]| by_nimber(heaps.iter().fold(0u128, |x, &h| x ^ Form::Lasker.value(h)));
    heap_cases(words, Cases::Counted, lasker, ["Alice", "Bob"])
}

/// HDU 5795 "A Simple Nim": a count T, then T cases `n s1 … sn`; a move takes any number
/// from a heap or splits a heap into three nonempty ones: the code `8.(3)`, its closed form
/// proven in [`boyi::games::octal::repeating`]. Prints `First player wins.` or `Second
/// player wins.`
pub fn a_simple_nim(words: Words<'_>) -> Result<String, Failure> {
    let three = |heaps: &[u64]| {
        by_nimber(
            heaps
                .iter()
                .fold(0u128, |x, &h| x ^ Form::ThreeSplit.value(h)),
        )
    };
    let lines = ["First player wins.", "Second player wins."];
    heap_cases(words, Cases::Counted, three, lines)
}

/// HDU 2516 "取石子游戏": heap sizes, one a case, ended by `0`; the first move takes any
/// number but not all, each later move at most twice the one before: Fibonacci Nim, lost
/// by the first player exactly on the Fibonacci numbers (Whinihan 1963; the ladder of
/// [`boyi::games::fibonacci`] for K = 2). Prints `Second win` or `First win`.
pub fn fibonacci_game(mut words: Words<'_>, cx: &Context) -> Result<String, Failure> {
    let mut sizes = Vec::new();
    loop {
        match words.number("error-what-a-heap-size")? {
            0 => break,
            n => sizes.push(n),
        }
    }
    words.end()?;
    let most = sizes.iter().copied().max().unwrap_or(1);
    let ladder = Ladder::up_to(2, most, cx.budget.memory())?;
    let mut out = String::new();
    for n in sizes {
        let outcome = if ladder.is_term(n) {
            Outcome::Lose
        } else {
            Outcome::Win
        };
        out += &verdict(outcome, "First win", "Second win");
    }
    Ok(out)
}

/// HDU 1848 "Fibonacci again and again": lines `m n p` ended by `0 0 0`; three heaps, a move
/// takes a Fibonacci number (1, 2, 3, 5, 8, …) of counters from one: the subtraction game of
/// the Fibonacci numbers up to the largest heap (no larger take is ever possible), valued
/// by [`Subtraction`] and summed by Sprague-Grundy. Prints `Fibo` where the first player
/// wins, else `Nacci`.
pub fn fibonacci_again(mut words: Words<'_>, cx: Context) -> Result<String, Failure> {
    let mut cases = Vec::new();
    loop {
        let mut heaps = [0; 3];
        for heap in &mut heaps {
            *heap = words.number("error-what-a-heap-size")?;
        }
        if heaps == [0, 0, 0] {
            break;
        }
        cases.push(heaps);
    }
    words.end()?;
    let most = cases.iter().flatten().copied().max().unwrap_or(1).max(1);
    let mut takes = vec![1u64, 2];
    while let Some(next) = takes[takes.len() - 2].checked_add(takes[takes.len() - 1]) {
        if next > most {
            break;
        }
        takes.push(next);
    }
    let rules = Subtraction::new(takes, Play::Normal)?;
    // Takes up to the largest heap show no period before it: every value up to it is
    // computed, which is refused here when more than the search may compute.
    let limit = rules.search_limit(cx.budget.clone());
    if most >= limit as u64 {
        let large = Text::new("error-contest-heap-too-large")
            .arg("heap", most)
            .arg("limit", limit);
        return Err(Failure::new(large));
    }
    let solved = rules.solve(cx.budget);
    let mut out = String::new();
    for heaps in cases {
        let mut xor = 0;
        for n in heaps {
            xor ^= solved.value(n)?.nimber.unwrap_or(0);
        }
        out += &verdict(by_nimber(xor), "Fibo", "Nacci");
    }
    Ok(out)
}

/// HDU 1524 "A Chess Game" (POJ 2425): cases to the end of the input, each a graph of N
/// positions (N lines `X t1 … tX`: a chess on i may move to t1 … tX), then games, one a
/// line, `M p1 … pM` (M chesses on those positions), ended by `0`. A move slides one chess
/// along an edge; who cannot move loses. The chesses are a sum: the nimbers of the graph's
/// positions (the mex of their followers') xor to the game's. Prints `WIN` where the first
/// player wins, else `LOSE`; a graph whose cycles let a game go on for ever is refused,
/// since the problem's graph is acyclic and the answer would be a draw.
pub fn chess_game(mut words: Words<'_>, cx: &Context) -> Result<String, Failure> {
    let mut out = String::new();
    while !words.done() {
        let vertices = words.number("what-count")?;
        let mut edges = Vec::new();
        for from in 0..vertices {
            let count = words.number("what-count")?;
            for _ in 0..count {
                edges.push((from as u32, position(&mut words, vertices)?));
            }
        }
        let graph = Graph::from_edges(vertices as usize, &edges);
        let values = loopy::values(&graph, cx.budget.stop())?;
        loop {
            let chesses = words.number("what-count")?;
            if chesses == 0 {
                break;
            }
            let mut at = Vec::new();
            for _ in 0..chesses {
                at.push(&values[position(&mut words, vertices)? as usize]);
            }
            match loopy::sum_outcome(at) {
                Outcome::Draw => return Err(Failure::new(Text::new("error-contest-draw"))),
                outcome => out += &verdict(outcome, "WIN", "LOSE"),
            }
        }
    }
    Ok(out)
}

/// HDU 3595 "GG and MM": cases to the end of the input, each `N` then N games `p q` of
/// Euclid's game (the mover takes a positive multiple of one pile from the other, which must
/// be at least as large; a game with an empty pile is over), played all at once: each turn
/// the mover moves in every game not yet over, and whoever cannot move loses. This is an
/// Every-SG game (贾志豪 2009; Winning Ways, ch. 9, the continued conjunctive compound):
/// with each game's step count ([`euclid_steps`]), odd exactly where its mover wins, the
/// first player wins exactly when the largest is odd. Prints `MM` where MM, who moves
/// first, wins, else `GG`.
pub fn gg_and_mm(mut words: Words<'_>) -> Result<String, Failure> {
    let mut out = String::new();
    while !words.done() {
        let games = words.number("what-count")?;
        let mut longest = 0;
        for _ in 0..games {
            let p = words.number("error-what-a-heap-size")?;
            let q = words.number("error-what-a-heap-size")?;
            longest = longest.max(euclid_steps(p, q));
        }
        let outcome = if longest % 2 == 1 {
            Outcome::Win
        } else {
            Outcome::Lose
        };
        out += &verdict(outcome, "MM", "GG");
    }
    Ok(out)
}

/// The step count of Euclid's game at piles `a` and `b`: how long it lasts when its winner
/// makes it last longest and its loser shortest (0 once a pile is empty). With a ≥ b > 0,
/// q = a / b and r = a mod b: where r = 0 the mover takes it all in one step; where q = 1
/// the only move is to (b, r), one step more than its count t; where q ≥ 2 the mover wins
/// and either moves to (b, r) if that is lost (t even: t + 1) or to (b + r, b), whose only
/// move is to (b, r), if that is won (t odd: t + 2). Each count is odd exactly where the
/// mover wins (Cole and Davie 1969: the mover wins where q ≥ 2 or r = 0). Checked against a
/// plain search in the tests.
fn euclid_steps(a: u64, b: u64) -> u64 {
    let (mut a, mut b) = (a.max(b), a.min(b));
    // The quotients down the chain of remainders, last first.
    let mut chain = Vec::new();
    while b > 0 && a % b != 0 {
        chain.push(a / b);
        (a, b) = (b, a % b);
    }
    let mut steps = u64::from(b > 0);
    for q in chain.into_iter().rev() {
        steps += if q >= 2 && steps % 2 == 1 { 2 } else { 1 };
    }
    steps
}

/// POJ 3710 "Christmas Game": cases to the end of the input, each a count of trees, then each
/// tree as `m k` (m nodes, k edges) and k lines `a b`, node 1 the root; polygons may hang
/// on a tree, and a cut edge takes away all it no longer joins to the root: Green
/// Hackenbush, each tree valued by the Fusion and Colon principles
/// ([`boyi::games::green`]) and the trees summed. Prints `Sally` where Sally, who moves
/// first, wins, else `Harry`.
pub fn christmas_game(mut words: Words<'_>, cx: &Context) -> Result<String, Failure> {
    let mut out = String::new();
    while !words.done() {
        let trees = words.number("what-count")?;
        let mut xor = 0;
        for _ in 0..trees {
            let nodes = words.number("what-count")?;
            let count = words.number("what-count")?;
            let mut edges = Vec::new();
            for _ in 0..count {
                let from = node(&mut words, nodes)?;
                edges.push((from, node(&mut words, nodes)?));
            }
            let picture = Picture { ground: 1, edges };
            xor ^= picture.nimber(cx.budget.stop())?;
        }
        out += &verdict(by_nimber(xor), "Sally", "Harry");
    }
    Ok(out)
}

/// A node of a tree of `nodes` nodes, numbered from 1 (the picture numbers its own vertices,
/// so a large name costs nothing).
fn node(words: &mut Words<'_>, nodes: u64) -> Result<u32, Failure> {
    let token = words.word("what-tree-node")?;
    let n = boyi::notation::natural(&token, Text::new("what-tree-node"))?;
    match u32::try_from(n) {
        Ok(n) if n >= 1 && u64::from(n) <= nodes => Ok(n),
        _ => {
            let outside = Text::new("error-contest-node").arg("nodes", nodes);
            Err(ParseError::new(outside, &token).into())
        }
    }
}

/// A position of a graph of `vertices` positions, numbered from 0.
fn position(words: &mut Words<'_>, vertices: u64) -> Result<u32, Failure> {
    let token = words.word("what-graph-position")?;
    let n = boyi::notation::natural(&token, Text::new("what-graph-position"))?;
    if n >= vertices {
        let outside = Text::new("error-contest-position").arg("vertices", vertices);
        return Err(ParseError::new(outside, &token).into());
    }
    Ok(n as u32)
}
