//! 填字母游戏, the LOL game (seed 000, example 2), the 1-D "SOS" game of USAMO 1999: players
//! alternately write L or O in an empty cell of a row; whoever first completes `LOL` wins; a
//! full row without `LOL` is a tie.
//!
//! The theory behind the fast solver, each step checked against plain search in the tests:
//! - If the mover can complete `LOL`, that wins at once. Otherwise a move is *unsafe* when it
//!   lets the opponent complete `LOL` next; an unsafe move loses, so players make safe moves
//!   while they have any. A player with no safe move loses if a cell is empty, and ties on
//!   a full row.
//! - A window of three cells that crosses a written `L` cannot become `LOL` through that L
//!   (the L would have to be the middle letter), and no window holds `OO`. So the row splits
//!   at every L and between every two adjacent O's into independent *parts*: stretches of
//!   empty cells and single O's, each with an end marker (the edge, or an L that both
//!   neighbouring parts see). A position is a multiset of parts; a part and its mirror image
//!   are the same.
//! - The safe-move game on parts is impartial. Each safe move fills one cell, and the only
//!   part where safe play is stuck is `L**L` (two cells, each completing a LOL threat), so a
//!   part's nimber is the parity of its empty cells and the parity of all empty cells tells
//!   who makes the last safe move. That player cannot lose: they win if a trapped `L**L`
//!   remains, and the game is a tie if the row fills. Every part but `L**L` can be filled
//!   (write O's, those next to an L end last).
//! - A trap can still arise in a part exactly when it is `L**L` or has four empty cells in a
//!   row, or three against an L end: an L written three cells from an L closes a trap, the
//!   cells flanking an O can only take O (an L there would hand over LOL) and an O on a flank
//!   cuts the part; without such a run no two empty cells can ever stand between two L's.
//!   Parts that can never trap always fill, and act as a plain nim-heap in a sum.

use crate::analysis::{Analysis, Engine, MoveReport};
use crate::error::Error;
use crate::game::{Game, Notation};
use crate::notation::{ParseError, Token};
use crate::value::{Outcome, Remoteness, Value};
use rustc_hash::FxHashMap;
use std::rc::Rc;

/// One cell of the row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Cell {
    /// `*`: not written yet.
    Empty,
    /// `L`.
    L,
    /// `O`.
    O,
}

impl Cell {
    fn symbol(self) -> char {
        match self {
            Cell::Empty => '*',
            Cell::L => 'L',
            Cell::O => 'O',
        }
    }
}

/// A row, as a sequence of cells.
pub type Board = Vec<Cell>;

/// A move: write `letter` in cell `cell` (0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LolMove {
    /// The cell, counted from 0.
    pub cell: usize,
    /// `Cell::L` or `Cell::O`.
    pub letter: Cell,
}

/// Reads a row of `*`, `L` and `O`.
pub fn parse(token: &Token<'_>) -> Result<Board, ParseError> {
    if token.text.is_empty() {
        return Err(ParseError::new(
            "the board is empty; write it with *, L and O",
            token,
        ));
    }
    token
        .text
        .chars()
        .enumerate()
        .map(|(i, c)| match c {
            '*' => Ok(Cell::Empty),
            'L' => Ok(Cell::L),
            'O' => Ok(Cell::O),
            other => Err(ParseError::new(
                format!("cell {i} is '{other}'; a board holds only *, L and O"),
                token,
            )),
        })
        .collect()
}

/// The row in input notation.
pub fn show(board: &[Cell]) -> String {
    board.iter().map(|c| c.symbol()).collect()
}

/// Whether `LOL` stands somewhere on the row.
pub fn has_lol(board: &[Cell]) -> bool {
    board.windows(3).any(|w| w == [Cell::L, Cell::O, Cell::L])
}

/// Every move that completes `LOL` at once.
pub fn completions(board: &[Cell]) -> Vec<LolMove> {
    let mut found = Vec::new();
    let mut next = board.to_vec();
    for cell in 0..board.len() {
        if board[cell] != Cell::Empty {
            continue;
        }
        for letter in [Cell::L, Cell::O] {
            next[cell] = letter;
            let lo = cell.saturating_sub(2);
            let hi = (cell + 3).min(board.len());
            if has_lol(&next[lo..hi]) {
                found.push(LolMove { cell, letter });
            }
        }
        next[cell] = Cell::Empty;
    }
    found
}

/// The LOL game for the generic engine: plain search over whole rows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Lol;

impl Game for Lol {
    type Position = Board;
    type Move = LolMove;

    fn moves(&self, board: &Board, out: &mut Vec<(LolMove, Board)>) {
        for cell in 0..board.len() {
            if board[cell] == Cell::Empty {
                for letter in [Cell::L, Cell::O] {
                    let mut next = board.clone();
                    next[cell] = letter;
                    out.push((LolMove { cell, letter }, next));
                }
            }
        }
    }

    fn end(&self, board: &Board) -> Option<Outcome> {
        if has_lol(board) {
            Some(Outcome::Lose)
        } else if board.iter().all(|&c| c != Cell::Empty) {
            Some(Outcome::Tie)
        } else {
            None
        }
    }

    fn canonical(&self, board: &Board) -> Board {
        let mirror: Board = board.iter().rev().copied().collect();
        mirror.min(board.clone())
    }
}

impl Notation for Lol {
    fn name(&self) -> String {
        "lol".into()
    }

    fn show_position(&self, board: &Board) -> String {
        show(board)
    }

    fn show_move(&self, mv: &LolMove, _from: &Board) -> String {
        format!("{}{}", mv.cell, mv.letter.symbol())
    }
}

/// The longest part (stretch without L or OO) the fast solver takes: the empty row of 30
/// cells takes about ten seconds, and the work grows about threefold with every two cells.
pub const MAX_PART: usize = 30;

const LEN_SHIFT: u32 = 100;
const LEFT_L: u128 = 1 << 107;
const RIGHT_L: u128 = 1 << 108;

/// An independent part of a quiet row, packed in a `u128`: its cells (bit i set for `O`,
/// clear for `*`; at most [`MAX_PART`]), its length, and its two end markers, each the row's
/// edge or an `L` that both neighbouring parts see.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Part(u128);

fn low_bits(n: usize) -> u128 {
    if n >= 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    }
}

impl Part {
    fn new(os: u128, len: usize, left_l: bool, right_l: bool) -> Part {
        let mut bits = (os & low_bits(len)) | ((len as u128) << LEN_SHIFT);
        if left_l {
            bits |= LEFT_L;
        }
        if right_l {
            bits |= RIGHT_L;
        }
        Part(bits)
    }

    fn len(self) -> usize {
        ((self.0 >> LEN_SHIFT) & 0x7f) as usize
    }

    fn os(self) -> u128 {
        self.0 & low_bits(self.len())
    }

    fn left_l(self) -> bool {
        self.0 & LEFT_L != 0
    }

    fn right_l(self) -> bool {
        self.0 & RIGHT_L != 0
    }

    fn empties(self) -> u32 {
        self.len() as u32 - self.os().count_ones()
    }

    fn is_o(self, i: usize) -> bool {
        self.os() >> i & 1 == 1
    }

    /// The same part read from the other end.
    fn mirror(self) -> Part {
        let len = self.len();
        let os = if len == 0 {
            0
        } else {
            self.os().reverse_bits() >> (128 - len)
        };
        Part::new(os, len, self.right_l(), self.left_l())
    }

    /// The representative of the part's class: O's next to an edge end removed (no `LOL`
    /// can use them, and no safety rule looks past them to an edge), then the smaller of the
    /// part and its mirror image.
    fn canonical(self) -> Part {
        let (mut os, mut len) = (self.os(), self.len());
        if !self.left_l() {
            let leading = (os | !low_bits(len)).trailing_ones() as usize;
            os >>= leading.min(len);
            len -= leading.min(len);
        }
        if !self.right_l() {
            while len > 0 && os >> (len - 1) & 1 == 1 {
                len -= 1;
            }
        }
        let trimmed = Part::new(os, len, self.left_l(), self.right_l());
        trimmed.min(trimmed.mirror())
    }

    /// The cell at `i` seen from inside: `*`/`O` inside, the L markers at -1 and len.
    fn at(self, i: isize) -> Option<Cell> {
        let n = self.len() as isize;
        if i == -1 {
            self.left_l().then_some(Cell::L)
        } else if i == n {
            self.right_l().then_some(Cell::L)
        } else if (0..n).contains(&i) {
            Some(if self.is_o(i as usize) {
                Cell::O
            } else {
                Cell::Empty
            })
        } else {
            None
        }
    }

    /// Whether writing `letter` at `i` leaves the opponent no `LOL` to complete.
    fn safe(self, i: usize, letter: Cell) -> bool {
        let i = i as isize;
        let is = |j: isize, c: Cell| self.at(j) == Some(c);
        let empty = |j: isize| is(j, Cell::Empty);
        match letter {
            Cell::O => {
                !((is(i - 1, Cell::L) && empty(i + 1)) || (is(i + 1, Cell::L) && empty(i - 1)))
            }
            _ => {
                !((is(i + 1, Cell::O) && empty(i + 2))
                    || (is(i - 1, Cell::O) && empty(i - 2))
                    || (is(i + 2, Cell::L) && empty(i + 1))
                    || (is(i - 2, Cell::L) && empty(i - 1)))
            }
        }
    }

    /// The cells `from..to` as a part with the given end markers, if it holds an empty cell.
    fn piece(self, from: usize, to: usize, left_l: bool, right_l: bool) -> Option<Part> {
        let part = Part::new(self.os() >> from, to - from, left_l, right_l);
        (part.empties() > 0).then(|| part.canonical())
    }

    /// The parts left after writing `letter` in the empty cell `i` (at most three).
    fn after(self, i: usize, letter: Cell) -> impl Iterator<Item = Part> {
        let (len, left, right) = (self.len(), self.left_l(), self.right_l());
        let pieces = if letter == Cell::L {
            [
                self.piece(0, i, left, true),
                self.piece(i + 1, len, true, right),
                None,
            ]
        } else {
            // An O next to an O makes OO, which cuts the part.
            let with_o = Part(self.0 | 1 << i);
            let cut_before = i > 0 && self.is_o(i - 1);
            let cut_after = i + 1 < len && self.is_o(i + 1);
            match (cut_before, cut_after) {
                (false, false) => [with_o.piece(0, len, left, right), None, None],
                (true, false) => [
                    with_o.piece(0, i, left, false),
                    with_o.piece(i, len, false, right),
                    None,
                ],
                (false, true) => [
                    with_o.piece(0, i + 1, left, false),
                    with_o.piece(i + 1, len, false, right),
                    None,
                ],
                (true, true) => [
                    with_o.piece(0, i, left, false),
                    with_o.piece(i + 1, len, false, right),
                    None,
                ],
            }
        };
        pieces.into_iter().flatten()
    }

    /// What the part contributes to a sum, by the three facts proved in the module docs and
    /// checked against search in the tests: the nimber is the parity of the empty cells; only
    /// `L**L` cannot be filled; and a part can end with a trapped `L**L` exactly when it is
    /// `L**L` or holds four empty cells in a row, or three in a row against an L end.
    fn info(self) -> PartInfo {
        let len = self.len();
        let stuck = len == 2 && self.os() == 0 && self.left_l() && self.right_l();
        // Runs of empty cells: (length, touches an L end).
        let mut can_trap = stuck;
        let mut start = 0;
        for i in 0..=len {
            if i == len || self.is_o(i) {
                let run = i - start;
                let touches_l = (start == 0 && self.left_l()) || (i == len && self.right_l());
                can_trap |= run >= 4 || (run >= 3 && touches_l);
                start = i + 1;
            }
        }
        PartInfo {
            nimber: self.empties() % 2,
            fillable: !stuck,
            always_fills: !can_trap,
        }
    }

    /// Every safe move: (cell, letter). For a part equal to its mirror image, only the
    /// moves in its first half (the others are their mirror images).
    fn safe_moves(self) -> impl Iterator<Item = (usize, Cell)> {
        let len = self.len();
        let half = if self.mirror() == self {
            len.div_ceil(2)
        } else {
            len
        };
        (0..half)
            .filter(move |&i| !self.is_o(i))
            .flat_map(|i| [(i, Cell::L), (i, Cell::O)])
            .filter(move |&(i, letter)| self.safe(i, letter))
    }
}

/// Splits a quiet row (no `LOL`, none completable) into canonical parts that still hold an
/// empty cell, sorted.
fn parts(board: &[Cell]) -> Result<Vec<Part>, Error> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut left_l = false;
    // Cut at every L (both sides see it) and between every two adjacent O's.
    for i in 0..=board.len() {
        let cut = match board.get(i) {
            None => Some((i, false, i)),
            Some(Cell::L) => Some((i, true, i + 1)),
            Some(Cell::O) if board.get(i + 1) == Some(&Cell::O) => Some((i + 1, false, i + 1)),
            _ => None,
        };
        let Some((end, right_l, next_start)) = cut else {
            continue;
        };
        let cells = &board[start..end];
        if cells.contains(&Cell::Empty) {
            if cells.len() > MAX_PART {
                return Err(Error::Limit(format!(
                    "a stretch of {} cells without an L or OO is longer than the {MAX_PART} the \
                     solver takes (its search grows about threefold every two cells)",
                    cells.len()
                )));
            }
            let os = cells
                .iter()
                .enumerate()
                .filter(|(_, &c)| c == Cell::O)
                .fold(0u128, |bits, (k, _)| bits | 1 << k);
            out.push(Part::new(os, cells.len(), left_l, right_l).canonical());
        }
        left_l = right_l;
        start = next_start;
    }
    out.sort_unstable();
    Ok(out)
}

/// A safe move in a part and what it leaves of the part: the nim-sum and fillability of the
/// pieces.
#[derive(Clone, Copy, Debug)]
struct SafeMove {
    cell: u8,
    letter: Cell,
    nimber: u32,
    fillable: bool,
}

/// A 128-bit fingerprint of a part: two rounds of the SplitMix64 finaliser on each half.
fn mix(part: Part) -> u128 {
    fn splitmix(mut z: u64) -> u64 {
        z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    let (low, high) = (part.0 as u64, (part.0 >> 64) as u64);
    let a = splitmix(low ^ splitmix(high));
    let b = splitmix(high ^ splitmix(low ^ 0x5851_F42D_4C95_7F2D));
    u128::from(a) << 64 | u128::from(b)
}

/// The table key of a multiset of parts: the wrapping sum of the parts' fingerprints (a
/// multiset hash, Zobrist-style; two different positions share a key with probability
/// about 2^-128 per pair).
fn multiset_key(state: &[Part]) -> u128 {
    state.iter().fold(0u128, |k, &p| k.wrapping_add(mix(p)))
}

/// What one part contributes to a sum: the nimber of its safe-move game under normal play,
/// whether some sequence of safe moves fills it completely, and whether every one does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct PartInfo {
    nimber: u32,
    fillable: bool,
    /// Every way of playing it out fills it: it acts as a plain nim-heap.
    always_fills: bool,
}

/// The fast solver: memoised search over multisets of parts, safe moves only, bounded by
/// the Sprague-Grundy theory of the safe-move game.
///
/// The last player to make a safe move never loses, so when the nim-sum X of the parts'
/// nimbers is not 0 the mover wins or ties, and when it is 0 the mover ties or loses. If
/// some part can never be filled, the row cannot end full: no tie, and X alone decides. In
/// the other cases a search decides between the two results, moving (when X ≠ 0) only to
/// positions of nim-sum 0.
#[derive(Default)]
pub struct Solver {
    parts: FxHashMap<Part, Rc<[SafeMove]>>,
    table: FxHashMap<u128, Outcome>,
    timed: FxHashMap<u128, (Outcome, Remoteness)>,
}

impl Solver {
    /// An empty solver.
    pub fn new() -> Self {
        Solver::default()
    }

    /// How many parts and multisets of parts have been valued.
    pub fn positions_solved(&self) -> usize {
        self.parts.len() + self.table.len() + self.timed.len()
    }

    /// A part's safe moves with what they leave of it, computed once per part met.
    fn part(&mut self, part: Part) -> (PartInfo, Rc<[SafeMove]>) {
        if let Some(moves) = self.parts.get(&part) {
            return (part.info(), moves.clone());
        }
        let moves: Rc<[SafeMove]> = part
            .safe_moves()
            .map(|(i, letter)| {
                let (mut nimber, mut fillable) = (0, true);
                for child in part.after(i, letter) {
                    let info = child.info();
                    nimber ^= info.nimber;
                    fillable &= info.fillable;
                }
                SafeMove {
                    cell: i as u8,
                    letter,
                    nimber,
                    fillable,
                }
            })
            .collect();
        self.parts.insert(part, moves.clone());
        (part.info(), moves)
    }

    /// The state after a safe move in `state[index]`.
    fn child(state: &[Part], index: usize, i: usize, letter: Cell) -> Vec<Part> {
        let mut child: Vec<Part> = state[..index].to_vec();
        child.extend_from_slice(&state[index + 1..]);
        child.extend(state[index].after(i, letter));
        child.sort_unstable();
        child
    }

    /// Every position one safe move away from `state`, once per distinct result.
    fn children(state: &[Part]) -> Vec<Vec<Part>> {
        let mut out: Vec<Vec<Part>> = Vec::new();
        for (index, &part) in state.iter().enumerate() {
            if index > 0 && state[index - 1] == part {
                continue;
            }
            out.extend(
                part.safe_moves()
                    .map(|(i, letter)| Solver::child(state, index, i, letter)),
            );
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The nim-sum of the parts' safe-move games.
    fn nim_sum(state: &[Part]) -> u32 {
        state.iter().fold(0, |x, &p| x ^ p.info().nimber)
    }

    /// The outcome of a quiet position for the player to move.
    fn outcome(&mut self, state: &[Part]) -> Outcome {
        let (parts, heap) = Solver::fold_heaps(state.to_vec(), 0);
        self.outcome_folded(&parts, heap)
    }

    /// Takes the parts that always fill out of `parts` and adds their nimbers to `heap`.
    ///
    /// Such a part can be replaced by a nim-heap of its nimber: a strategy for one works for
    /// the other (an opponent's move to a larger nimber is answered by moving back), and both
    /// always end full, so neither who moves last nor whether the row ends full changes.
    fn fold_heaps(mut parts: Vec<Part>, mut heap: u32) -> (Vec<Part>, u32) {
        parts.retain(|&p| {
            let info = p.info();
            if info.always_fills {
                heap ^= info.nimber;
            }
            !info.always_fills
        });
        (parts, heap)
    }

    /// The outcome of quiet parts (none of which always fills) plus a nim-heap.
    fn outcome_folded(&mut self, parts: &[Part], heap: u32) -> Outcome {
        if parts.is_empty() {
            // Only parts that always fill: the row ends full whoever moves last.
            return Outcome::Tie;
        }
        let mut x = heap;
        let mut doomed = false;
        for &part in parts {
            let info = part.info();
            x ^= info.nimber;
            doomed |= !info.fillable;
        }
        if doomed {
            return if x == 0 { Outcome::Lose } else { Outcome::Win };
        }
        let key = multiset_key(parts).wrapping_add(mix(Part(u128::from(heap) | 1 << 127)));
        if let Some(&o) = self.table.get(&key) {
            return o;
        }
        // Every part can still be filled. Candidate moves: (parts after it, heap after it,
        // its nim-sum, whether every part stays fillable).
        // X ≠ 0: win or tie; a win moves to nim-sum 0 and a loss for the opponent.
        // X = 0: tie or lose; a tie moves to a tie for the opponent, keeping parts fillable.
        let (goal, found, otherwise) = if x != 0 {
            (Outcome::Lose, Outcome::Win, Outcome::Tie)
        } else {
            (Outcome::Tie, Outcome::Tie, Outcome::Lose)
        };
        let mut moves_to_try: Vec<(usize, SafeMove)> = Vec::new();
        for (index, &part) in parts.iter().enumerate() {
            if index > 0 && parts[index - 1] == part {
                continue;
            }
            let (info, moves) = self.part(part);
            for &mv in moves.iter() {
                let sum = x ^ info.nimber ^ mv.nimber;
                if (x != 0 && sum != 0) || (x == 0 && !mv.fillable) {
                    continue;
                }
                if x != 0 && !mv.fillable {
                    // Nim-sum 0 and a part that can never fill: the opponent has lost.
                    self.table.insert(key, Outcome::Win);
                    return Outcome::Win;
                }
                moves_to_try.push((index, mv));
            }
        }
        let heap_targets = if x != 0 {
            let h = heap ^ x;
            if h < heap {
                h..h + 1
            } else {
                0..0
            }
        } else {
            0..heap
        };
        let mut result = otherwise;
        for h in heap_targets {
            if self.outcome_folded(parts, h) == goal {
                result = found;
                break;
            }
        }
        if result == otherwise {
            for (index, mv) in moves_to_try {
                let child = Solver::child(parts, index, mv.cell as usize, mv.letter);
                let (next, next_heap) = Solver::fold_heaps(child, heap);
                if self.outcome_folded(&next, next_heap) == goal {
                    result = found;
                    break;
                }
            }
        }
        self.table.insert(key, result);
        result
    }

    /// Outcome and remoteness of a quiet position (a full search: slower than [`Self::outcome`]).
    fn timed(&mut self, state: &[Part]) -> (Outcome, Remoteness) {
        if state.is_empty() {
            return (Outcome::Tie, 0);
        }
        let key = multiset_key(state);
        if let Some(&v) = self.timed.get(&key) {
            return v;
        }
        let children = Solver::children(state);
        let value = if children.is_empty() {
            // Write anything; the opponent completes LOL.
            (Outcome::Lose, 2)
        } else {
            let mut best: Option<(Outcome, Remoteness)> = None;
            for child in &children {
                let (o, r) = self.timed(child);
                let mine = (o.flip(), r + 1);
                best = Some(match best {
                    None => mine,
                    Some(b) => crate::solve::grundy::better(b, mine),
                });
            }
            let (outcome, r) = best.expect("children exist");
            // A tie always ends with a full row.
            let empties: u32 = state.iter().map(|p| p.empties()).sum();
            (
                outcome,
                if outcome == Outcome::Tie {
                    Remoteness::from(empties)
                } else {
                    r
                },
            )
        };
        self.timed.insert(key, value);
        value
    }

    /// The value of any row for the player to move; remoteness when `with_remoteness`.
    pub fn value(&mut self, board: &[Cell], with_remoteness: bool) -> Result<Value, Error> {
        let (outcome, remoteness) = if has_lol(board) {
            (Outcome::Lose, Some(0))
        } else if !completions(board).is_empty() {
            (Outcome::Win, Some(1))
        } else {
            let state = parts(board)?;
            if with_remoteness {
                let (o, r) = self.timed(&state);
                (o, Some(r))
            } else {
                (self.outcome(&state), None)
            }
        };
        Ok(Value {
            outcome,
            remoteness,
            nimber: None,
        })
    }

    /// The full answer for a row: value, every winning (or tying) move, and why.
    pub fn analyze(&mut self, board: &[Cell], with_remoteness: bool) -> Result<Analysis, Error> {
        let value = self.value(board, with_remoteness)?;
        let mut analysis = Analysis::new("lol".into(), show(board), value, Engine::Theory);
        let wanted = match value.outcome {
            Outcome::Win => Some(Outcome::Lose),
            Outcome::Tie => Some(Outcome::Tie),
            _ => None,
        };
        let over = has_lol(board);
        let immediate = !over && !completions(board).is_empty();
        let mut safe = 0;
        for cell in (0..board.len()).filter(|&c| board[c] == Cell::Empty && !over) {
            for letter in [Cell::L, Cell::O] {
                let mut next = board.to_vec();
                next[cell] = letter;
                let after = if has_lol(&next) {
                    Outcome::Lose
                } else if !completions(&next).is_empty() {
                    Outcome::Win
                } else {
                    safe += 1;
                    let state = parts(&next)?;
                    // From a won position only moves to nim-sum 0 can win (see `outcome`).
                    if value.outcome == Outcome::Win && Solver::nim_sum(&state) != 0 {
                        continue;
                    }
                    self.outcome(&state)
                };
                if Some(after) == wanted {
                    analysis.winning_moves.push(MoveReport {
                        mv: format!("{cell}{}", letter.symbol()),
                        position: show(&next),
                    });
                }
            }
        }
        let mut reason = String::new();
        if over {
            reason.push_str("The row already holds LOL: the opponent has just won.");
        } else if immediate {
            reason.push_str("A move completes LOL at once (remoteness 1); the other listed moves win more slowly.");
        } else {
            let state = parts(board)?;
            let empties = board.iter().filter(|&&c| c == Cell::Empty).count();
            reason.push_str(&format!(
                "No move completes LOL, so players make safe moves (ones that leave no LOL to \
                 complete) while they can; there are {safe} now. Each safe move fills one cell, \
                 and safe play gets stuck only on two empty cells between L's (L**L), so with \
                 {empties} empty cells the {} makes the last safe move: that player wins if a \
                 trapped L**L pair remains at the end, and the game is a tie if the row fills. \
                 Split at every L and every OO, the row is {} independent part(s); searching \
                 them as a multiset (mirror images identified) visited {} positions. ",
                if empties % 2 == 1 {
                    "player to move"
                } else {
                    "opponent"
                },
                state.len(),
                self.positions_solved()
            ));
            reason.push_str(match value.outcome {
                Outcome::Win => "The listed moves leave the opponent in a lost position.",
                Outcome::Tie => "Neither side can force a win; the listed moves keep the tie (a full row).",
                _ => "Every safe move leaves the opponent a win; when safe moves run out, any letter hands over a LOL.",
            });
        }
        analysis.explanation = reason;
        Ok(analysis)
    }
}

/// The contest's digit for an outcome: 1 win, 0 tie, -1 loss.
pub fn contest_digit(outcome: Outcome) -> i8 {
    match outcome {
        Outcome::Win => 1,
        Outcome::Lose => -1,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::Place;

    fn board(s: &str) -> Board {
        parse(&Token {
            text: s,
            at: Place::Argument(1),
        })
        .unwrap()
    }

    #[test]
    fn seed_samples() {
        let mut solver = Solver::new();
        let got: Vec<i8> = ["***", "L**L", "L**L***L", "L*****L"]
            .iter()
            .map(|s| contest_digit(solver.value(&board(s), false).unwrap().outcome))
            .collect();
        assert_eq!(got, [0, -1, 1, 1]);
    }

    /// Every part of up to 12 cells, each end an edge or an L.
    fn all_parts() -> Vec<Part> {
        let mut out = Vec::new();
        for len in 1..=12usize {
            for os in 0u128..1 << len {
                if os & (os >> 1) != 0 {
                    continue;
                }
                for (left, right) in [(false, false), (true, false), (false, true), (true, true)] {
                    let part = Part::new(os, len, left, right);
                    if part.empties() > 0 {
                        out.push(part);
                    }
                }
            }
        }
        out
    }

    /// A part's summary by plain search of its safe-move game: mex of the options' nimbers,
    /// whether some play fills it, whether every play does.
    fn searched(part: Part, memo: &mut FxHashMap<Part, PartInfo>) -> PartInfo {
        if let Some(&info) = memo.get(&part) {
            return info;
        }
        let (mut options, mut fillable) = (Vec::new(), false);
        let mut always_fills = part.safe_moves().next().is_some();
        for (i, letter) in part.safe_moves() {
            let (mut nimber, mut fills, mut always) = (0, true, true);
            for child in part.after(i, letter) {
                let info = searched(child, memo);
                nimber ^= info.nimber;
                fills &= info.fillable;
                always &= info.always_fills;
            }
            options.push(u64::from(nimber));
            fillable |= fills;
            always_fills &= always;
        }
        let info = PartInfo {
            nimber: crate::value::mex(&options, &mut Vec::new()) as u32,
            fillable,
            always_fills,
        };
        memo.insert(part, info);
        info
    }

    /// The three facts the solver uses for parts, against plain search of every part of up
    /// to 12 cells.
    #[test]
    fn part_facts_match_search() {
        let mut memo = FxHashMap::default();
        for part in all_parts() {
            let part = part.canonical();
            assert_eq!(part.info(), searched(part, &mut memo), "{part:?}");
        }
    }

    #[test]
    fn parts_split_at_l_and_oo() {
        let p = parts(&board("**L*O*OO*")).unwrap();
        assert_eq!(p.len(), 3);
        assert!(parts(&board("LOLO")).unwrap().is_empty());
    }
}
