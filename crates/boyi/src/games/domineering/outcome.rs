//! Who wins a Domineering board, and with which first move (or which of every move wins): a
//! search of wins and losses, far less work than the board's exact value, for boards of up
//! to 128 cells.
//!
//! It is the alpha-beta search of the solvers that settled the large rectangles (DOMI:
//! Breuker, Uiterwijk and van den Herik, "Solving 8×8 Domineering", Theoretical Computer
//! Science 230, 2000; Obsequi: Bullock, "Domineering: solving large combinatorial search
//! spaces", ICGA Journal 25, 2002), reduced to its win/loss form:
//!
//! - a board is decided at once where the player to move has more safe moves than the
//!   opponent can ever make, or the opponent has at least as many safe moves as the player
//!   to move can ever make (`Field::decided`);
//! - a decided board is kept in a transposition table under the least of its images by the
//!   rectangle's symmetries (a square turned on a diagonal swaps the players);
//! - moves are tried best first, as Obsequi orders them, and a safe move that another move
//!   is proven as good as is not tried (`Field::dominated`);
//! - a board whose empty cells fall apart into small regions is decided by the sum of their
//!   exact values (canonical forms, as Boyi values regions), not by search: the outcome of
//!   a sum is its comparison with zero (Barton and Uiterwijk, "Combining combinatorial game
//!   theory with an α-β solver for Domineering", BNAIC 2014).

use super::field::{self, Cells, Field, MAX_IMAGES};
use super::rules::Board;
use super::stored::Stored;
use super::table::shared::SharedTable;
use super::table::{Memo, Table};
use crate::budget::{self, Budget};
use crate::error::Error;
use crate::family::OutcomeFiles;
use crate::grid::Shape;
use crate::partizan::family::Side;
use crate::partizan::outcome::{Report, TableUse, Verdict};
use crate::partizan::search::Search;
use crate::partizan::values_file::ValuesData;
use crate::partizan::{Arena, Class};
use crate::text::Text;
use checkpoint::{Checkpoint, Journaled, STACK_PLIES};
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU16, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

/// Boards of at most this many empty cells are tried as sums of exact region values.
const LEAF_EMPTY: u32 = 24;

/// The same where the regions are looked up in a file of region values holding all of them
/// up to 15 cells (those of 16 valued from their options, held): a leaf costs lookups only
/// (of 32, 40 and 64, the fewest boards on 8 × 8 and 7 × 9).
const LEAF_EMPTY_READ: u32 = 40;

/// A helper tries the second move first in the first this many moves from the root (the
/// fastest on 8 × 8 of 2 to 8).
const HELPER_PLIES: u32 = 4;

/// The largest region valued exactly at a leaf (or, where the file of region values read
/// holds larger ones, the largest it holds).
const LEAF_REGION: u32 = 16;

/// Nodes one search visits a second, about (measured here on 8×8 and 9×9): the nodes it
/// may visit are this many for each second the request may run.
pub const NODES_PER_SECOND: u64 = 2_000_000;

/// A board during the search: its empty cells under every symmetry of the rectangle (the
/// first image is the board itself).
#[derive(Clone, Copy)]
struct Node {
    images: [Cells; MAX_IMAGES],
}

impl Node {
    fn empty(&self) -> Cells {
        self.images[0]
    }
}

/// One search of who wins with one player to move first.
struct Searcher<'a, M: Memo = Table> {
    field: &'a Field,
    table: M,
    /// Where this search helps another of the same board, filling a table they share: the
    /// empty cells above which it tries the second move first where the other tries the
    /// first.
    helper: Option<u32>,
    /// The exact values of small regions, for the leaves: valued here, or looked up in a
    /// file of region values ([`Searcher::reading`]).
    values: Search<Stored>,
    /// The most empty cells of a board tried as a leaf.
    leaf_empty: u32,
    /// The most cells of a region of a leaf.
    leaf_region: u32,
    nodes: u64,
    /// The most nodes it may visit: the time of the request at [`NODES_PER_SECOND`].
    max_nodes: u64,
    leaves: u64,
    /// Nodes so far of every search of the request, for whoever shows progress.
    shared: &'a AtomicU64,
    /// Set when the request stops (Ctrl-C, or the other search failed).
    stop: &'a AtomicBool,
    /// How many moves from the root the board searched now is.
    ply: u32,
    /// Where the search's moves near the root are told, for a checkpoint: at each ply the
    /// move tried (from 1) in the high byte, the moves there are in the low one.
    stack: Option<&'a [AtomicU16; STACK_PLIES]>,
}

impl<'a, M: Memo> Searcher<'a, M> {
    /// A search with the table `table` and `budget` for the values of regions.
    fn new(
        field: &'a Field,
        budget: Budget,
        table: M,
        shared: &'a AtomicU64,
        stop: &'a AtomicBool,
    ) -> Self {
        let values = Search::new(Stored::default(), budget.clone());
        Searcher {
            field,
            table,
            helper: None,
            values,
            leaf_empty: LEAF_EMPTY,
            leaf_region: LEAF_REGION,
            nodes: 0,
            max_nodes: budget.seconds().saturating_mul(NODES_PER_SECOND),
            leaves: 0,
            shared,
            stop,
            ply: 0,
            stack: None,
        }
    }

    /// This search with its leaves looking regions up in `file` (a file of region values read
    /// once for every search of the request: [`read_values`]) where there is one, so that
    /// with the file of every region up to 15 cells boards of up to [`LEAF_EMPTY_READ`]
    /// empty cells are leaves; refused where the file's forms find no room in the search's
    /// memory. The
    /// file's values are taken as `db build` wrote them (its checksums guard against damage;
    /// `boyi db verify FILE --all` proves every value from its options), so a leaf is
    /// decided exactly as the in-process values would decide it.
    fn reading(self, file: Option<&Arc<ValuesData>>) -> Result<Self, Error> {
        let Some(file) = file else {
            return Ok(self);
        };
        let values = Stored::search_of(file, self.values.budget().clone())?;
        Ok(self.with_values(values))
    }

    /// This search with its leaves valuing regions by `values` (another search's, or one
    /// whose regions of a file of values are answered from it: [`Searcher::reading`]).
    fn with_values(mut self, values: Search<Stored>) -> Self {
        if let Some(meta) = values.rules.regions.meta() {
            self.leaf_region = LEAF_REGION.max(meta.most_cells);
            if meta.most_cells + 1 >= LEAF_REGION {
                self.leaf_empty = LEAF_EMPTY_READ;
            }
        }
        self.values = values;
        self
    }

    /// The board after `side` places the domino whose first cell is `i`.
    fn play(&self, node: &Node, side: Side, i: u32) -> Node {
        let domino = self.field.domino(side, i);
        let mut next = *node;
        let covered = self.field.images(domino);
        for (image, cells) in next
            .images
            .iter_mut()
            .zip(covered)
            .take(self.field.image_count())
        {
            *image &= !cells;
        }
        next
    }

    /// The table's key of a board with `side` to move: the least of its images, each with
    /// the player to move in that image.
    fn key(&self, node: &Node, side: Side) -> (Cells, bool) {
        let right = side == Side::Right;
        (0..self.field.image_count())
            .map(|k| (node.images[k], right ^ self.field.swaps(k)))
            .min()
            .unwrap_or((node.empty(), right))
    }

    /// Whether `side`, to move on `node`, wins.
    fn wins(&mut self, node: &Node, side: Side) -> Result<bool, Error> {
        self.count()?;
        let (field, empty) = (self.field, node.empty());
        let mine = field.moves(side, empty);
        if mine == 0 {
            return Ok(false);
        }
        if let Some(wins) = field.decided(side, empty) {
            return Ok(wins);
        }
        let (cells, right) = self.key(node, side);
        if let Some(wins) = self.table.get(cells, right) {
            return Ok(wins);
        }
        let before = self.nodes;
        let wins = match self.leaf(empty, side)? {
            Some(wins) => wins,
            None => self.winning_move(node, side, mine)?.is_some(),
        };
        self.table.put(cells, right, wins, self.nodes - before);
        Ok(wins)
    }

    /// The first cell of a winning move of `side` (whose moves are `mine`), if any.
    fn winning_move(&mut self, node: &Node, side: Side, mine: Cells) -> Result<Option<u32>, Error> {
        let mut moves = self.ordered(node.empty(), side, mine);
        if self
            .helper
            .is_some_and(|above| node.empty().count_ones() > above)
        {
            moves.swap_first();
        }
        let at = self.stack.and_then(|stack| stack.get(self.ply as usize));
        let mut found = None;
        for (k, i) in moves.iter().enumerate() {
            if let Some(at) = at {
                at.store(((k as u16 + 1) << 8) | moves.len as u16, Ordering::Relaxed);
            }
            let child = self.play(node, side, i);
            self.ply += 1;
            let wins = self.wins(&child, side.other())?;
            self.ply -= 1;
            if !wins {
                found = Some(i);
                break;
            }
        }
        if let Some(at) = at {
            at.store(0, Ordering::Relaxed);
        }
        Ok(found)
    }

    /// The moves `mine` of `side`, best first, scored as Bullock's Obsequi (2002) scores
    /// them: the opponent's moves it takes away less its own, plus the safe moves it makes
    /// for itself less those it makes for the opponent (as [`Field::real`] and the packings
    /// of [`Field::protected`] cells count them), then the domino's place
    /// ([`Field::preference`]). Moves that use cells the opponent could never take come
    /// last, as Obsequi's second stage of moves, and those a kept move is as good as are left
    /// out ([`Field::dominated`]). The real moves a domino takes are read off
    /// the parities of the runs it cuts; safe moves are counted again only where a domino
    /// changes which cells are protected.
    fn ordered(&self, empty: Cells, side: Side, mine: Cells) -> Moves {
        let field = self.field;
        let other = side.other();
        let (my_even, my_even_back) = field.run_parities(side, empty);
        let (their_even, their_even_back) = field.run_parities(other, empty);
        // Taking one of these cells away costs the opponent a move along its line.
        let breaks = empty & !(their_even & their_even_back);
        let step = field.step(side);
        let protected = [field.protected(side, empty), field.protected(other, empty)];
        let safe = [
            field.packing(side, protected[0]),
            field.packing(other, protected[1]),
        ];
        let mut moves = Moves::default();
        for i in field::each_cell(mine & !field.dominated(side, empty, protected[0])) {
            let domino = field.domino(side, i);
            let taken = (domino & breaks).count_ones() as i32;
            // A run of a + 2 + b cells loses ⌊(a + b)/2⌋ + 1 − ⌊a/2⌋ − ⌊b/2⌋ moves.
            let both_odd = my_even & 1 << i == 0 && my_even_back & 1 << (i + step) == 0;
            let lost = 1 + i32::from(both_odd);
            let after = empty & !domino;
            let gained = |k: usize, player: Side| {
                let now = field.protected(player, after);
                if now == protected[k] & !domino && domino & protected[k] == 0 {
                    return 0;
                }
                field.packing(player, now) as i32 - safe[k] as i32
            };
            let gain = taken - lost + gained(0, side) - gained(1, other);
            let wasted = (domino & protected[0]).count_ones() as i32;
            let score = -(wasted << 16) + 128 * gain + field.preference(side, i);
            moves.push(score * 256 - field.line_rank(side, i) as i32, i);
        }
        moves.sort();
        moves
    }

    /// Who wins a board of few empty cells in small regions, from the sum of the regions'
    /// exact values: `None` where the board is not such a leaf.
    fn leaf(&mut self, empty: Cells, side: Side) -> Result<Option<bool>, Error> {
        if empty.count_ones() > self.leaf_empty {
            return Ok(None);
        }
        // Every region is looked at before any is valued: most boards have one too big.
        let mut regions = [0; LEAF_EMPTY_READ as usize / 2];
        let (mut count, mut rest) = (0, empty);
        while rest != 0 {
            let Some(region) = self.field.region_of(rest, self.leaf_region) else {
                return Ok(None);
            };
            rest &= !region;
            if region.count_ones() >= 2 {
                regions[count] = region;
                count += 1;
            }
        }
        let mut sum = Arena::ZERO;
        for &region in &regions[..count] {
            let (r0, c0, rows, columns) = self.field.span(region);
            if rows * columns > 64 {
                return Ok(None);
            }
            let value = self
                .values
                .value(&crop(self.field, region, r0, c0, rows, columns))?;
            sum = self.values.arena.add(sum, value);
        }
        let class = self.values.arena.class(sum);
        if self.values.arena.exhausted() {
            return Err(Error::limit(
                Text::new("error-partizan-memory")
                    .arg("positions", self.values.positions())
                    .arg("budget", budget::show_bytes(self.values.budget().memory())),
            ));
        }
        self.leaves += 1;
        Ok(Some(match side {
            Side::Left => class.left_wins_first(),
            Side::Right => class.right_wins_first(),
        }))
    }

    /// Counts a node; refuses to go on past its most nodes or when the request stops.
    fn count(&mut self) -> Result<(), Error> {
        self.nodes += 1;
        if self.nodes & 0xFFFF == 0 {
            self.shared.fetch_add(0x10000, Ordering::Relaxed);
            if self.stop.load(Ordering::Relaxed) {
                return Err(Error::limit(Text::new("error-outcome-stopped")));
            }
            self.values.budget().check_stop()?;
            if self.nodes > self.max_nodes {
                return Err(Error::limit(
                    Text::new("error-outcome-nodes")
                        .arg("nodes", self.max_nodes)
                        .arg("time", budget::duration(self.values.budget().seconds())),
                ));
            }
        }
        Ok(())
    }
}

/// The moves of a board, with their scores, best first once sorted; no allocation.
struct Moves {
    scored: [(i32, u8); 128],
    len: usize,
}

impl Default for Moves {
    fn default() -> Moves {
        Moves {
            scored: [(0, 0); 128],
            len: 0,
        }
    }
}

impl Moves {
    fn push(&mut self, score: i32, first: u32) {
        self.scored[self.len] = (score, first as u8);
        self.len += 1;
    }

    /// Best score first; equal scores by cell.
    fn sort(&mut self) {
        self.scored[..self.len].sort_unstable_by_key(|&(score, i)| (std::cmp::Reverse(score), i));
    }

    /// The second move first, then the first.
    fn swap_first(&mut self) {
        if self.len >= 2 {
            self.scored.swap(0, 1);
        }
    }

    /// The first cells of the moves, in order.
    fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        self.scored[..self.len].iter().map(|&(_, i)| u32::from(i))
    }
}

/// The region `region` of `field` (spanning `rows` × `columns` from row `r0`, column `c0`)
/// as a board of its own.
fn crop(field: &Field, region: Cells, r0: u32, c0: u32, rows: u32, columns: u32) -> Board {
    let mut empty = 0u64;
    for i in field::each_cell(region) {
        let (r, c) = (i / field.columns - r0, i % field.columns - c0);
        empty |= 1 << (r * columns + c);
    }
    Board {
        shape: Shape {
            w: columns as u8,
            h: rows as u8,
        },
        empty,
    }
}

/// Who wins the board `text` with each player moving first, both searches at once (one a
/// core, filling one table: a board either decides is decided for the other), within the
/// request's `budget`; `progress` is told the nodes searched so far every
/// so often. A board that a turn of the rectangle maps onto itself swapping the players (a
/// square, turned on a diagonal) is searched with Left first only, by two searches that
/// share one table: Right first is the same game turned, so its answer is Left's turned
/// ([`turned`]). With a `checkpoint` file the run is kept there now and then, and goes on
/// from it where it is there ([`checkpoint`]); it is written once more when the run ends or
/// stops. With a file of region values, the leaves look their regions up in it
/// ([`Searcher::reading`]).
pub fn solve(
    text: &str,
    budget: Budget,
    files: OutcomeFiles<'_>,
    progress: &mut dyn FnMut(u64),
) -> Result<Report, Error> {
    let (field, empty) = field::read(text)?;
    let values = read_values(files.values)?;
    let values = values.as_ref();
    let started = Instant::now();
    let Some(path) = files.checkpoint else {
        let mut nodes = 0;
        let decided = decide(&field, empty, budget, None, values, &mut |searched| {
            progress(searched);
            nodes = searched;
        });
        // Stopped (Ctrl-C, its time): the refusal says how far the search went, unless it
        // says so already (its nodes ran out).
        return decided.map_err(|e| match e {
            Error::Limit(why) if why.key() != "error-outcome-nodes" => Error::Limit(
                Text::new("error-outcome-so-far")
                    .arg("why", why)
                    .arg("nodes", nodes)
                    .arg("time", budget::duration(started.elapsed().as_secs())),
            ),
            e => e,
        });
    };
    let checkpoint = Checkpoint::open(path, &field::show(&field, empty))?;
    let (mut nodes, mut failed) = (0, None);
    let kept = Some(&checkpoint);
    let decided = decide(&field, empty, budget, kept, values, &mut |searched| {
        progress(searched);
        nodes = searched;
        let seconds = started.elapsed().as_secs_f64();
        if let Err(e) = checkpoint.save_now_and_then(searched, seconds) {
            failed.get_or_insert(e);
        }
    });
    if let Ok(report) = &decided {
        nodes = report.left.nodes + report.right.nodes;
    }
    checkpoint.save(nodes, started.elapsed().as_secs_f64())?;
    match (failed, decided) {
        (Some(e), _) => Err(e),
        // Stopped (Ctrl-C, its time, its nodes): the refusal says where the run is kept.
        (None, Err(Error::Limit(why))) => {
            Err(kept_refusal(why, checkpoint.earlier().0 + nodes, path))
        }
        (None, decided) => decided,
    }
}

/// The refusal of a run kept in the checkpoint file `path`, stopped for `why` after `nodes`
/// nodes of all its runs: it says where the run is kept.
fn kept_refusal(why: Text, nodes: u64, path: &Path) -> Error {
    Error::Limit(
        Text::new("error-checkpoint-kept")
            .arg("why", why)
            .arg("nodes", nodes)
            .arg("file", path.display().to_string()),
    )
}

/// [`solve`] on the board `empty` of `field`, with the checkpoint of the run and the file of
/// region values its leaves read, each if it has one.
fn decide(
    field: &Field,
    empty: Cells,
    budget: Budget,
    checkpoint: Option<&Checkpoint>,
    values: Option<&Arc<ValuesData>>,
    progress: &mut dyn FnMut(u64),
) -> Result<Report, Error> {
    // One table for the board's size, about 2^(n/3) entries for n empty cells (2^27 from
    // 81: an earlier build's 9×9 search visited 23% fewer boards with 2^27 than with 2^24),
    // that both searches fill; never more entries than the boards the two searches may
    // visit, nor more bytes than the budget.
    let visits = budget.seconds().saturating_mul(2 * NODES_PER_SECOND);
    let most = (1u64 << (empty.count_ones() / 3).clamp(16, 27)).min(visits.next_power_of_two());
    let table = SharedTable::new(budget.share(2).memory(), most);
    let memo = || Journaled {
        table: table.share(),
        checkpoint,
    };
    let stack = |k: usize| checkpoint.map(|c| &c.stacks[k]);
    // A helping search tries the second move first above this many empty cells.
    let above = empty.count_ones().saturating_sub(2 * HELPER_PLIES);
    let (left, right) = match player_swapping_turn(field, empty) {
        Some(k) => {
            // Two searches of Left first fill one table; the answer is the first's, the
            // second tries the second move first near the root and stops with the first.
            let searched: [_; 2] = on_cores(budget, progress, |core, share, shared, stop| {
                let mut searcher =
                    Searcher::new(field, share, memo(), shared, stop).reading(values)?;
                searcher.helper = (core == 1).then_some(above);
                searcher.stack = (core == 0).then(|| stack(0)).flatten();
                let found = first_player_with(&mut searcher, empty, Side::Left);
                let found = match core {
                    0 => {
                        stop.store(true, Ordering::Relaxed);
                        Some(found?)
                    }
                    _ => None,
                };
                Ok((found, searcher.nodes, searcher.leaves))
            })?;
            let [(Some((mut left, winning)), ..), (_, nodes, leaves)] = searched else {
                unreachable!("the first search answers or fails");
            };
            left.nodes += nodes;
            left.leaves += leaves;
            let right = turned(field, empty, k, &left, winning);
            (left, right)
        }
        None => {
            // Each first player a core. The search that ends first then helps the other, as
            // the second search of a square does: it searches the other's board trying the
            // second move first near the root, filling the table they share, until the
            // other ends (its answer is the other's; its nodes are counted with them).
            let sides = [Side::Left, Side::Right];
            let ended = [AtomicBool::new(false), AtomicBool::new(false)];
            let [(mut left, left_help), (mut right, right_help)] =
                on_cores(budget, progress, |k, share, shared, stop| {
                    let mut searcher = Searcher::new(field, share.clone(), memo(), shared, stop)
                        .reading(values)?;
                    searcher.stack = stack(k);
                    let found = first_player_with(&mut searcher, empty, sides[k]);
                    ended[k].store(true, Ordering::Relaxed);
                    let (verdict, _) = found?;
                    let other = &ended[1 - k];
                    let mut help = (0, 0);
                    if !other.load(Ordering::Relaxed) {
                        // The values of regions found so far serve the helper too.
                        let helper = Searcher::new(field, share, memo(), shared, other);
                        let mut helper = helper.with_values(searcher.values);
                        helper.helper = Some(above);
                        // Whatever it finds or fails with, the other search says.
                        let _ = first_player_with(&mut helper, empty, sides[1 - k]);
                        help = (helper.nodes, helper.leaves);
                    }
                    Ok((verdict, help))
                })?;
            // What each helper searched counts with the side it helped.
            left.nodes += right_help.0;
            left.leaves += right_help.1;
            right.nodes += left_help.0;
            right.leaves += left_help.1;
            (left, right)
        }
    };
    Ok(Report {
        position: field::show(field, empty),
        class: Class::from_wins(left.wins, right.wins),
        left,
        right,
    })
}

/// A symmetry of `field` that maps the board `empty` onto itself and swaps the players (a
/// turn by a diagonal or a quarter of a square), if there is one.
pub(super) fn player_swapping_turn(field: &Field, empty: Cells) -> Option<usize> {
    (0..field.image_count()).find(|&k| field.swaps(k) && field.image(k, empty).0 == empty)
}

/// Right moving first on the board `empty`, which symmetry `k` maps onto itself swapping the
/// players: Left's verdict `left` turned, its winning first move `winning` (the domino's
/// first cell) turned into Right's. No search of its own, so its figures are zero and
/// `by_symmetry` says so.
pub(super) fn turned(
    field: &Field,
    empty: Cells,
    k: usize,
    left: &Verdict,
    winning: Option<u32>,
) -> Verdict {
    let domino = winning.map(|i| field.image(k, field.domino(Side::Left, i)).0);
    Verdict {
        first: Side::Right,
        wins: left.wins,
        winning_move: domino.map(|d| move_name(field, Side::Right, d.trailing_zeros())),
        after: domino.map(|d| field::show(field, empty & !d)),
        nodes: 0,
        leaves: 0,
        seconds: 0.0,
        table: TableUse::default(),
        by_symmetry: true,
    }
}

/// Runs `work` `N` times at once, one a core, each given its number (0 to `N` − 1), an equal
/// share of `budget` (half of it for the values of regions, the other half its table's),
/// the count of nodes all have searched and the flag that stops all; `progress` is told that
/// count every tenth of a second until all are done. A failure of any stops the others, and
/// the first failure is the error (not the others' being stopped).
fn on_cores<T: Send, const N: usize>(
    budget: Budget,
    progress: &mut dyn FnMut(u64),
    work: impl Fn(usize, Budget, &AtomicU64, &AtomicBool) -> Result<T, Error> + Sync,
) -> Result<[T; N], Error> {
    let shared = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let first_failure = std::sync::Mutex::new(None);
    // The search's time is its count of nodes, so that where it stops does not depend on
    // the machine's load: only a request nobody waits for stops it otherwise.
    let values = budget.share(N as u64).share(2).without_deadline();
    let (done, finished) = std::sync::mpsc::channel();
    let run = |k: usize| {
        let result = work(k, values.clone(), &shared, &stop);
        if let Err(e) = &result {
            if !stop.swap(true, Ordering::Relaxed) {
                *first_failure.lock().unwrap_or_else(|p| p.into_inner()) = Some(e.clone());
            }
        }
        // The receiver outlives both searches, so the send cannot fail.
        let _ = done.clone().send(());
        result
    };
    let results = std::thread::scope(|scope| {
        let run = &run;
        let handles: [_; N] = std::array::from_fn(|k| scope.spawn(move || run(k)));
        let mut running = N;
        while running > 0 {
            match finished.recv_timeout(std::time::Duration::from_millis(100)) {
                Ok(()) => running -= 1,
                Err(_) => progress(shared.load(Ordering::Relaxed)),
            }
        }
        handles.map(|h| {
            h.join()
                .unwrap_or_else(|_| Err(Error::limit(Text::new("error-outcome-stopped"))))
        })
    });
    if let Some(e) = first_failure
        .into_inner()
        .unwrap_or_else(|p| p.into_inner())
    {
        return Err(e);
    }
    let mut answers = Vec::with_capacity(N);
    for result in results {
        answers.push(result?);
    }
    Ok(answers
        .try_into()
        .unwrap_or_else(|_| unreachable!("one answer a core")))
}

/// The name of the move of `side` whose domino's first cell is `i`: its two cells.
fn move_name(field: &Field, side: Side, i: u32) -> String {
    let j = i + field.step(side);
    format!("{}-{}", field.cell_name(i), field.cell_name(j))
}

/// The file of region values at `path`, if one is named, read once for the leaves of every
/// search of a request; refused where it is not a file of Domineering region values.
pub(super) fn read_values(path: Option<&Path>) -> Result<Option<Arc<ValuesData>>, Error> {
    path.map(|path| Stored::read(path).map(Arc::new))
        .transpose()
}

/// Reads the board `text` as [`solve`] does, without deciding it.
pub fn check(text: &str) -> Result<(), Error> {
    field::read(text).map(|_| ())
}

/// Who wins `empty` with `first` to move, and a winning first move (also as the first cell
/// of its domino), searched by `searcher`.
fn first_player_with<M: Memo>(
    searcher: &mut Searcher<'_, M>,
    empty: Cells,
    first: Side,
) -> Result<(Verdict, Option<u32>), Error> {
    let started = Instant::now();
    let field = searcher.field;
    let node = Node {
        images: field.images(empty),
    };
    let mine = field.moves(first, empty);
    let winning = searcher.winning_move(&node, first, mine)?;
    let verdict = Verdict {
        first,
        wins: winning.is_some(),
        winning_move: winning.map(|i| move_name(field, first, i)),
        after: winning.map(|i| field::show(field, empty & !field.domino(first, i))),
        nodes: searcher.nodes,
        leaves: searcher.leaves,
        seconds: started.elapsed().as_secs_f64(),
        table: searcher.table.usage(),
        by_symmetry: false,
    };
    Ok((verdict, winning))
}

pub mod checkpoint;
pub mod moves;
pub mod spread;

#[cfg(test)]
mod tests;
