//! Alpha-beta search of Connect Four, for boards too large to search every position: negamax
//! on the bit boards with null windows narrowing the score, a table of bounds, only moves
//! that do not hand the opponent a win at once, and moves tried by the threats they make.
//! The scheme is the one Pascal Pons describes for his solver ("Solving Connect 4: how to
//! build a perfect AI", <http://blog.gamesolver.org>, 2019) and John Tromp's Fhourstones
//! (<https://tromp.github.io/c4/fhour.html>) uses; the code is Boyi's own.
//!
//! A score says who wins and how fast, for the player to move: a win whose last stone leaves
//! `e` cells empty scores `e / 2 + 1`, a loss the negative of the winner's score, a tie 0. So
//! the fastest win and the slowest loss score highest, and the remoteness (plies to the end)
//! comes back from the score: see [`Search::value`].

use super::board::{Board, ConnectFour, MAX_WIDTH};
use super::kept::Kept;
use crate::budget::Stop;
use crate::error::Error;
use crate::text::Text;
use crate::value::{Outcome, Remoteness, Value};

/// Positions the search is taken to visit a second, so that the most positions an answer
/// may visit follow the request's time (`--time`), as the Domineering search's do. The
/// release build visits 12 to 15 million a second on the hard positions of Pons' sets on this
/// kind of machine since it asks for table entries ahead (2 cores; `scripts/compare-connect4`,
/// docs/figures.md), 8 to 9 million before. The figure is kept at the lower rate for now: a
/// hard answer is refused after about half its time rather than after all of it (the test of
/// a hard reply relies on 6 million positions leaving moves unsettled).
pub const NODES_PER_SECOND: u64 = 6_000_000;

/// How often the search asks whether it must stop: every 2^16 positions, a few milliseconds.
const STOP_EVERY: u64 = 1 << 16;

/// Entries of the table of bounds: a prime, so that a slot and the low bits of a key kept in
/// it tell the key apart (see [`Table`]).
const TABLE_ENTRIES: usize = 4_194_301;

/// The memory of a search: its table of bounds, one word an entry, and at most what the
/// bounds of its hardest positions take beside it.
pub const MEMORY: u64 = TABLE_ENTRIES as u64 * 8 + super::kept::MOST_BYTES;

/// The bits of a key kept in an entry; the byte above them holds the bound.
const KEY_BITS: u32 = 56;
const KEY_MASK: u64 = (1 << KEY_BITS) - 1;

/// The table of bounds, one word an entry as Pascal Pons keeps his (a partial key beside
/// the score): the key `k` of a position (at most 63 bits, the board's `width * (height +
/// 1)`) goes to slot `k mod P` and the slot keeps `k mod 2^56` and the bound. Two keys
/// below 2^63 with the same slot and the same low bits are equal, by the Chinese remainder
/// theorem: P is an odd prime above 2^7, so `P * 2^56 > 2^63`. The byte of the bound is the
/// score plus 64 (scores lie within ±32), its top bit set for a lower bound: never 0, so an
/// entry of 0 is empty and the table starts as zeroed memory the system hands over lazily.
struct Table {
    entries: Vec<u64>,
}

// The proof's bounds: an odd number of slots above 2^7, keys of at most 63 bits, and slots
// times 2^56 above 2^63 (the slots' primality is a test).
const _: () = assert!(TABLE_ENTRIES % 2 == 1 && TABLE_ENTRIES > 1 << 7);
const _: () = assert!(super::board::KEY_BITS <= 63);
const _: () = assert!((TABLE_ENTRIES as u128) << KEY_BITS > 1u128 << 63);

impl Table {
    fn new() -> Table {
        Table {
            entries: vec![0; TABLE_ENTRIES],
        }
    }

    fn slot(key: u64) -> usize {
        (key % TABLE_ENTRIES as u64) as usize
    }

    /// The bound kept for `key`: the score and whether it is a lower bound.
    fn get(&self, key: u64) -> Option<(i32, bool)> {
        let entry = self.entries[Table::slot(key)];
        let code = entry >> KEY_BITS;
        if code == 0 || (entry ^ key) & KEY_MASK != 0 {
            return None;
        }
        Some(((code & 0x7f) as i32 - 64, code & 0x80 != 0))
    }

    /// Asks for the entry of `key` ahead of its lookup (see [`crate::memory`]).
    fn prefetch(&self, key: u64) {
        crate::memory::prefetch(&self.entries[Table::slot(key)]);
    }

    fn put(&mut self, key: u64, score: i32, lower: bool) {
        let code = (score + 64) as u64 | if lower { 0x80 } else { 0 };
        self.entries[Table::slot(key)] = key & KEY_MASK | code << KEY_BITS;
    }
}

/// An alpha-beta search of one board size, with its table of bounds.
pub struct Search {
    game: ConnectFour,
    table: Table,
    /// Positions visited so far by the current question.
    pub nodes: u64,
    /// The most positions the current question may visit.
    limit: u64,
    /// What tells the search that nobody waits for its answer any more (or its time is up),
    /// asked every [`STOP_EVERY`] positions; `halted` once it did.
    stop: Stop,
    halted: bool,
    /// The bounds of the hardest positions, in the run's file where there is one
    /// (`--checkpoint`), and why writing it failed, if it did (which stops the search too).
    kept: Kept,
    failure: Option<Error>,
    /// The columns in the order they are tried when no threat tells them apart: the middle
    /// first; each with the mask of its cells.
    order: Vec<(u32, u64)>,
    /// Every cell of the board, the bottom cell of every column, and the bits a column takes
    /// (kept here: they are asked at every position).
    cells: u64,
    bottom_row: u64,
    column_bits: u32,
}

impl Search {
    /// A search of `game`'s boards that visits at most `limit` positions a question, and
    /// stops as soon as `stop` says so.
    pub fn new(game: ConnectFour, limit: u64, stop: Stop) -> Search {
        let middle = (game.width as i32 - 1) / 2;
        let mut order: Vec<(u32, u64)> =
            (0..game.width).map(|c| (c, game.column_mask(c))).collect();
        order.sort_by_key(|&(c, _)| ((c as i32 - middle) * 2 - 1).abs());
        Search {
            game,
            table: Table::new(),
            nodes: 0,
            limit,
            stop,
            halted: false,
            kept: Kept::in_memory(),
            failure: None,
            order,
            cells: game.cells(),
            bottom_row: game.bottom_row(),
            column_bits: game.column_bits(),
        }
    }

    /// Keeps the bounds of the hardest positions in `kept` (and its file) from now on, and
    /// narrows the search by what it holds: before the first question.
    pub fn keep_in(&mut self, kept: Kept) {
        self.kept = kept;
    }

    /// The most positions the next question may visit.
    pub fn set_limit(&mut self, limit: u64) {
        self.limit = limit;
    }

    /// Whether the player to move on `board` (not ended) scores more than `x`: one
    /// null-window search, much less work than the exact score where the answer is all
    /// that is asked (does this move win? does it tie?).
    pub fn exceeds(&mut self, board: Board, x: i32) -> Result<bool, Error> {
        self.nodes = 0;
        self.halted = false;
        self.stop.check()?;
        let found = self.negamax(board, x, x + 1);
        self.settled(board)?;
        Ok(found > x)
    }

    /// Whether the question was cut short: stopped, or past its limit.
    fn cut_short(&self) -> bool {
        self.halted || self.nodes > self.limit
    }

    /// Ends a question: keeps its run in the file, where there is one, and refuses the
    /// answer of a search that stopped or passed its limit before it ended (saying where
    /// its run is kept).
    fn settled(&mut self, board: Board) -> Result<(), Error> {
        self.kept.done += self.nodes;
        self.kept.save(0)?;
        if let Some(failure) = self.failure.take() {
            return Err(failure);
        }
        if !self.cut_short() {
            return Ok(());
        }
        let why = match self.stop.check() {
            Err(stopped) if self.halted => stopped,
            _ => self.too_long(board),
        };
        Err(match (self.kept.path(), why) {
            (Some(file), Error::Limit(why)) => Error::Limit(
                Text::new("error-checkpoint-kept")
                    .arg("why", why)
                    .arg("nodes", self.kept.total(0))
                    .arg("file", file.display().to_string()),
            ),
            (_, why) => why,
        })
    }

    /// The outcome and remoteness of `board` for the player to move, or an error when the
    /// search passed its limit first.
    pub fn value(&mut self, board: Board) -> Result<Value, Error> {
        self.nodes = 0;
        self.halted = false;
        self.stop.check()?;
        let empty = self.empty(board) as i32;
        if let Some(outcome) = self.game.ended(board) {
            return Ok(Value {
                outcome,
                remoteness: Some(0),
                nimber: None,
            });
        }
        let score = self.score(board);
        self.settled(board)?;
        // The plies to the end, from the cells left empty by the last stone.
        let (outcome, plies) = match score {
            0 => (Outcome::Tie, empty),
            s if s > 0 => (Outcome::Win, empty - (2 * (s - 1) + (empty - 1) % 2)),
            s => (Outcome::Lose, empty - (2 * (-s - 1) + empty % 2)),
        };
        Ok(Value {
            outcome,
            remoteness: Some(plies as Remoteness),
            nimber: None,
        })
    }

    /// The exact score of `board` (not ended), narrowed by null-window searches; no score
    /// at all where the search was cut short ([`Search::cut_short`]).
    fn score(&mut self, board: Board) -> i32 {
        let empty = self.empty(board) as i32;
        let (mut low, mut high) = (-(empty / 2) - 1, (empty + 1) / 2 + 1);
        while low < high {
            let mut middle = low + (high - low) / 2;
            // Try the window near 0 first: most positions are close to a tie or a slow win.
            if middle <= 0 && low / 2 < middle {
                middle = low / 2;
            } else if middle >= 0 && high / 2 > middle {
                middle = high / 2;
            }
            let found = self.negamax(board, middle, middle + 1);
            if self.cut_short() {
                break;
            }
            if found <= middle {
                high = found;
            } else {
                low = found;
            }
        }
        low
    }

    /// The refusal of a board the search could not settle within its limit, naming it.
    fn too_long(&self, board: Board) -> Error {
        Error::limit(
            Text::new("error-connect4-search")
                .arg("positions", self.limit)
                .arg("position", self.game.show(board))
                .arg("stones", self.game.stones(board)),
        )
    }

    fn empty(&self, board: Board) -> u32 {
        self.game.width * self.game.height - self.game.stones(board)
    }

    /// The score of `board` within the window (`alpha`, `beta`): exact inside it, a bound
    /// beyond it. The board has not ended, and its player has no win in one.
    fn negamax(&mut self, board: Board, mut alpha: i32, mut beta: i32) -> i32 {
        let start = self.nodes;
        self.nodes += 1;
        if self.nodes.is_multiple_of(STOP_EVERY) {
            self.now_and_then();
        }
        if self.nodes > self.limit || self.halted {
            return alpha;
        }
        let empty = self.empty(board) as i32;
        let playable = self.playable(board);
        if self.threats(board.mine, board.stones) & playable != 0 {
            return (empty - 1) / 2 + 1;
        }
        let theirs = self.threats(board.mine ^ board.stones, board.stones);
        let mut open = playable;
        let forced = playable & theirs;
        if forced != 0 {
            if forced & (forced - 1) != 0 {
                // Two threats to block: the opponent wins with its next stone.
                return -((empty - 2) / 2 + 1);
            }
            open = forced;
        }
        // Never play just under a cell where the opponent would win.
        open &= !(theirs >> 1);
        if open == 0 {
            return -((empty - 2) / 2 + 1);
        }
        if empty <= 2 {
            // One stone each at most, and neither can make four: a tie.
            return 0;
        }
        // Neither wins in two plies: the score is at least a loss in four, at most a win in
        // three; the table may know better.
        let floor = if empty >= 4 {
            -((empty - 4) / 2 + 1)
        } else {
            0
        };
        let ceiling = (empty - 3) / 2 + 1;
        let key = board.mine + board.stones + self.bottom_row;
        let (mut low, mut high) = (floor, ceiling);
        match self.table.get(key) {
            Some((v, true)) => low = low.max(v),
            Some((v, false)) => high = high.min(v),
            None => {}
        }
        let stones = self.game.width * self.game.height - empty as u32;
        if let Some((least, most)) = self.kept.get(key, stones) {
            (low, high) = (low.max(least), high.min(most));
        }
        if high <= alpha {
            return high;
        }
        if low >= beta {
            return low;
        }
        alpha = alpha.max(low);
        beta = beta.min(high);
        // The moves, each weighed by the threats its stone makes (then the middle first),
        // tried heaviest first; the table entry of each move's board is asked for as it is
        // weighed, so that the waits for memory overlap (a third to a half less time on
        // positions of 8 to 10 stones: docs/figures.md).
        let mut moves = [(0u32, 0u32); MAX_WIDTH as usize];
        let mut count = 0;
        for (rank, &(column, cells)) in self.order.iter().enumerate() {
            let cell = open & cells;
            if cell != 0 {
                // The key of the board after the move, seen by the opponent then to move.
                let next = (board.mine ^ board.stones) + (board.stones | cell) + self.bottom_row;
                self.table.prefetch(next);
                let threats = self
                    .threats(board.mine | cell, board.stones | cell)
                    .count_ones();
                moves[count] = (threats * 16 + (16 - rank as u32), column);
                count += 1;
            }
        }
        let moves = &mut moves[..count];
        moves.sort_unstable_by_key(|&(weight, _)| std::cmp::Reverse(weight));
        for &(_, column) in moves.iter() {
            let next = self.game.play(board, column);
            let score = -self.negamax(next, -beta, -alpha);
            if score >= beta {
                self.keep(key, stones, score, true, start);
                return score;
            }
            alpha = alpha.max(score);
        }
        self.keep(key, stones, alpha, false, start);
        alpha
    }

    /// What the search does every [`STOP_EVERY`] positions: asks whether it must stop, and
    /// writes the run's file when that is due (a file that cannot be written stops it).
    fn now_and_then(&mut self) {
        if self.stop.is_stopped() {
            self.halted = true;
        }
        if self.kept.due() {
            if let Err(failure) = self.kept.save(self.nodes) {
                self.failure = Some(failure);
                self.halted = true;
            }
        }
    }

    /// Keeps a bound of the position of key `key` (with `stones` stones) found by a search that was not cut short (one
    /// cut short returns scores that bound nothing): in the table, and with the hardest
    /// positions' where its proof, since `start`, took long enough ([`Kept::put`]).
    fn keep(&mut self, key: u64, stones: u32, score: i32, lower: bool, start: u64) {
        if self.cut_short() {
            return;
        }
        self.table.put(key, score, lower);
        self.kept.put(key, stones, score, lower, self.nodes - start);
    }

    /// The lowest empty cell of every column that is not full.
    fn playable(&self, board: Board) -> u64 {
        (board.stones + self.bottom_row) & self.cells
    }

    /// The empty cells where a stone would give `mine` four in a row.
    fn threats(&self, mine: u64, stones: u64) -> u64 {
        let h = self.column_bits;
        // Three above each other, and the cell over them.
        let mut cells = (mine << 1) & (mine << 2) & (mine << 3);
        for shift in [h, h - 1, h + 1] {
            let two = (mine << shift) & (mine << (2 * shift));
            cells |= two & (mine << (3 * shift));
            cells |= two & (mine >> shift);
            let two = (mine >> shift) & (mine >> (2 * shift));
            cells |= two & (mine << shift);
            cells |= two & (mine >> (3 * shift));
        }
        cells & self.cells & !stones
    }
}

#[cfg(test)]
mod tests {
    use super::super::kept::Kept;
    use super::*;
    use crate::game::{Game, Notation};
    use crate::solve::grundy::Solver;
    use std::collections::HashSet;

    /// The most positions a question of these tests may visit.
    const LIMIT: u64 = 40_000_000;

    /// Every position reachable by play from `root`, each once, is valued by the search as
    /// plain search values it, and each null-window question (does it score above -1, above
    /// 0?) answered as its outcome says; how many there are.
    fn agrees_below(game: ConnectFour, root: Board, search: &mut Search) -> usize {
        let mut plain = Solver::new(game);
        let (mut seen, mut stack) = (HashSet::from([root]), vec![root]);
        while let Some(board) = stack.pop() {
            let expected = plain.value(&board).unwrap();
            let found = search.value(board).unwrap();
            assert_eq!(
                (found.outcome, found.remoteness),
                (expected.outcome, expected.remoteness),
                "{}: {}",
                game.name(),
                game.show(board)
            );
            if game.end(&board).is_none() {
                let shown = game.show(board);
                let win = expected.outcome == Outcome::Win;
                assert_eq!(search.exceeds(board, 0).unwrap(), win, "{shown}");
                let lose = expected.outcome == Outcome::Lose;
                assert_eq!(search.exceeds(board, -1).unwrap(), !lose, "{shown}");
            }
            let mut next = Vec::new();
            if game.end(&board).is_none() {
                game.moves(&board, &mut next);
            }
            stack.extend(next.into_iter().map(|(_, b)| b).filter(|b| seen.insert(*b)));
        }
        seen.len()
    }

    /// On every position of every board of up to 16 cells (and a few taller or wider ones),
    /// the search gives the plain search's outcome and remoteness.
    #[test]
    fn every_small_position_is_valued_as_plain_search_values_it() {
        for (width, height) in [(4, 4), (5, 3), (3, 5), (4, 3), (6, 2), (2, 6), (1, 8)] {
            let game = ConnectFour::new(width, height).unwrap();
            let mut search = Search::new(game, u64::MAX, Stop::default());
            agrees_below(game, Board { mine: 0, stones: 0 }, &mut search);
        }
    }

    /// A run stopped part way and kept in a file goes on from it: resumed, it values the
    /// position it was asked as a search straight through does, in fewer positions; and
    /// every bound the file keeps (here of every proof of 16 positions or more, so that they
    /// are many) holds the position's score as plain search finds it.
    #[test]
    fn a_run_kept_in_a_file_goes_on_where_it_stopped() {
        let game = ConnectFour::new(7, 6).unwrap();
        let root = played(game, "2252576253462244111563");
        let path = std::env::temp_dir().join(format!("boyi-c4-run-{}.json", std::process::id()));
        let _ = std::fs::remove_file(&path);
        let fresh = |limit| Search::new(game, limit, Stop::default());
        let (mut whole, mut stopped, mut resumed) = (fresh(u64::MAX), fresh(0), fresh(u64::MAX));
        let value = whole.value(root).unwrap();
        stopped.set_limit(whole.nodes / 2);
        stopped.keep_in(Kept::open(&path, "run").unwrap().keeping_from(16));
        let said = stopped.value(root).unwrap_err();
        let said = said.text().render(crate::text::Lang::En);
        assert!(
            said.contains(&format!("kept in {}", path.display())),
            "{said}"
        );
        resumed.keep_in(Kept::open(&path, "run").unwrap().keeping_from(16));
        assert_eq!(resumed.value(root).unwrap(), value);
        assert!(
            resumed.nodes < whole.nodes,
            "{} of {}",
            resumed.nodes,
            whole.nodes
        );
        let kept = Kept::open(&path, "run").unwrap().every();
        assert!(kept.len() > 100, "{} kept", kept.len());
        let mut plain = Solver::new(game);
        for (key, least, most) in kept {
            let board = board_of_key(game, key);
            let exact = score_of(game, board, plain.value(&board).unwrap());
            assert!(least <= exact && exact <= most, "{}", game.show(board));
        }
        std::fs::remove_file(&path).unwrap();
    }

    /// The board of `game` after the columns `moves` are played.
    fn played(game: ConnectFour, moves: &str) -> Board {
        game.parse(&crate::notation::argument_tokens(&[moves]))
            .unwrap()
    }

    /// The board of the key `key` (`mine + stones + bottom row`): in each column, the top
    /// bit of the key stands on the stones, and below it are the mover's.
    fn board_of_key(game: ConnectFour, key: u64) -> Board {
        let (mut mine, mut stones) = (0, 0);
        let bits = game.column_bits();
        for column in 0..game.width {
            let shift = column * bits;
            let cells = (key >> shift) & ((1 << bits) - 1);
            let top = 63 - cells.leading_zeros();
            stones |= ((1 << top) - 1) << shift;
            mine |= (cells - (1 << top)) << shift;
        }
        Board { mine, stones }
    }

    /// The score of `board` (see the module's comment) of its value.
    fn score_of(game: ConnectFour, board: Board, value: Value) -> i32 {
        let empty = (game.width * game.height - game.stones(board)) as i32;
        let left = empty - value.remoteness.unwrap() as i32;
        match value.outcome {
            Outcome::Win => left / 2 + 1,
            Outcome::Lose => -(left / 2 + 1),
            _ => 0,
        }
    }

    /// On the full 7×6 board: every position below a late one (12 cells empty) is valued
    /// as plain search values it, and a search past its limit says what to do instead.
    #[test]
    fn a_large_board_is_settled_or_refused_in_words() {
        let game = ConnectFour::new(7, 6).unwrap();
        let late = played(game, "225257625346224411156336534");
        let below = agrees_below(game, late, &mut Search::new(game, LIMIT, Stop::default()));
        assert!(below > 10_000, "{below} positions");
        let empty = Board { mine: 0, stones: 0 };
        let Err(e) = Search::new(game, 1000, Stop::default()).value(empty) else {
            panic!("the empty board settled in 1000 positions");
        };
        let line = e.text().render(crate::text::Lang::En);
        assert!(
            line.contains("1000 positions") && line.contains("--db"),
            "{line}"
        );
        // The refusal names the position it could not settle.
        assert!(line.contains(&game.show(empty)), "{line}");
    }
}

#[cfg(test)]
mod table {
    use super::*;

    /// The last hypothesis of [`Table`]'s proof holds, the slots are a prime (the others are
    /// checked as the code compiles); and every score a board can have (a board has at most
    /// 63 cells, so within ±32), as either bound, reads back as put.
    #[test]
    fn the_table_tells_keys_apart_and_keeps_every_bound() {
        let p = TABLE_ENTRIES as u64;
        assert!(
            (2..)
                .take_while(|d| d * d <= p)
                .all(|d| !p.is_multiple_of(d)),
            "{p} is not prime"
        );
        let mut table = Table::new();
        let key = (1 << 62) + 12_345;
        for score in -32..=32 {
            for lower in [false, true] {
                table.put(key, score, lower);
                assert_eq!(table.get(key), Some((score, lower)));
                // A key of the same slot and other low bits is not taken for it.
                assert_eq!(table.get(key + p), None);
            }
        }
    }
}

#[cfg(test)]
mod stopping {
    use super::*;
    use crate::budget::Budget;

    /// The most positions the search may visit here.
    const LIMIT: u64 = 40_000_000;

    /// A search whose request is called off stops within a few thousand positions, and says
    /// why, where it would have searched its 40 million.
    #[test]
    fn a_search_nobody_waits_for_stops() {
        let game = ConnectFour::new(7, 6).unwrap();
        let (budget, cancel) = Budget::of_machine().cancellable();
        let mut search = Search::new(game, LIMIT, budget.stop().clone());
        // Stopped before it starts, and stopped while it runs.
        cancel.cancel();
        let empty = Board { mine: 0, stones: 0 };
        assert!(search.value(empty).is_err());
        let (budget, cancel) = Budget::of_machine().cancellable();
        search.stop = budget.stop().clone();
        let watcher = std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(50));
            cancel.cancel();
        });
        let said = search
            .value(empty)
            .unwrap_err()
            .text()
            .render(crate::text::Lang::En);
        watcher.join().unwrap();
        assert!(search.nodes < LIMIT, "{} positions", search.nodes);
        assert!(!said.contains("--db"), "{said}");
    }
}
