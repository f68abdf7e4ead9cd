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
//! - So the row is a Maker-Breaker game: Maker (who makes the last safe move) wins exactly
//!   when a trapped `L**L` arises. Each part is valued on its own, and a union rule, proved
//!   in the docs of [`Solver`], combines them.
//! - A part is searched move by move, with proved cuts. Where that runs long (chains of
//!   short runs joined by single O's), a part is cut at one of those O's and valued from
//!   its two sides by the connector rule of `Side::join`, checked against the search but
//!   not proved; answers that use it say so.

use crate::analysis::{Analysis, Engine, MoveReport};
use crate::budget;
use crate::error::Error;
use crate::family::{erase, Family, PositionSpec, Tabulates, Theory};
use crate::game::{Game, Notation};
use crate::notation::{quote, single, ParseError, Token};
use crate::value::{Outcome, Remoteness, Value};
use rustc_hash::FxHashMap;

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

/// The longest row Boyi reads: valuing every move of a row of this length takes about half
/// a second.
pub const MAX_ROW: usize = 10_000;

/// Reads a row of `*`, `L` and `O`.
pub fn parse(token: &Token<'_>) -> Result<Board, ParseError> {
    if token.text.is_empty() {
        return Err(ParseError::new(
            "the board is empty; write it with *, L and O",
            token,
        ));
    }
    let cells = token.text.chars().count();
    if cells > MAX_ROW {
        return Err(ParseError::at(
            format!(
                "the row has {cells} cells; rows of up to {MAX_ROW} are taken (each of its \
                 moves is valued, so the time grows with the square of the length)"
            ),
            token.at,
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
                format!(
                    "cell {i} is '{}'; a board holds only *, L and O",
                    quote(&other.to_string(), 1)
                ),
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

/// How many cells of the row are empty.
fn empty_cells(board: &[Cell]) -> usize {
    board.iter().filter(|&&c| c == Cell::Empty).count()
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

/// The longest part (stretch without L or OO) the fast solver takes: the longest a `u128`
/// holds beside its length and end markers.
pub const MAX_PART: usize = 100;

/// How many part values the solver may compute for one row (its value, or its value and
/// every winning move) by the proved facts alone before it turns to the connector rule:
/// about a tenth of a second.
pub const EXACT_BUDGET: usize = 50_000;

/// How many part values the solver may compute for one row with the connector rule before
/// it gives up: a few seconds.
pub const MAX_POSITIONS: usize = 2_000_000;

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

    /// The part in row notation, its L ends included.
    fn show(self) -> String {
        let cells = (0..self.len()).map(|i| if self.is_o(i) { 'O' } else { '*' });
        let end = |l: bool| if l { "L" } else { "" };
        format!(
            "{}{}{}",
            end(self.left_l()),
            cells.collect::<String>(),
            end(self.right_l())
        )
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

    /// The first *bridge* of the part, if any: two or three empty cells between two O's,
    /// as the positions of those O's.
    fn first_bridge(self) -> Option<(usize, usize)> {
        let mut os = self.os();
        let mut before: Option<usize> = None;
        while os != 0 {
            let at = os.trailing_zeros() as usize;
            os &= os - 1;
            if let Some(b) = before.filter(|&b| (3..=4).contains(&(at - b))) {
                return Some((b, at));
            }
            before = Some(at);
        }
        None
    }

    /// The part cut at its bridges, for the trap race (not for counting moves: a bridge of
    /// three cells leaves two). A bridge never holds a trap (no four cells in a row, and an
    /// L inside it leaves pieces of one or two cells), and each end cell of it can only
    /// take O, which resolves that end's O (OO cuts the part and frees the cell across);
    /// the two O's are resolved independently and the bridge's other moves are tempo,
    /// which does not change the race (see `Solver`). So the part races like the union of
    /// its two sides, each keeping one empty cell beyond its O as the token that resolves
    /// it. Checked against the uncut part on every part of up to 14 cells in the tests (and
    /// up to 26 cells once: 2 624 164 bridges).
    fn split_bridges(self) -> impl Iterator<Item = Part> {
        let mut rest = Some(self);
        std::iter::from_fn(move || {
            let part = rest?;
            let Some((left_o, right_o)) = part.first_bridge() else {
                rest = None;
                return Some(part);
            };
            let len = part.len();
            rest = Some(
                Part::new(
                    (part.os() >> right_o) << 1,
                    len - right_o + 1,
                    false,
                    part.right_l(),
                )
                .canonical(),
            );
            Some(
                Part::new(
                    part.os() & low_bits(left_o + 1),
                    left_o + 2,
                    part.left_l(),
                    false,
                )
                .canonical(),
            )
        })
    }

    /// The part's first connector (an O between two empty cells), as its two sides with
    /// and without the empty cell next to it.
    fn first_connector(self) -> Option<Joint> {
        let (len, left, right) = (self.len(), self.left_l(), self.right_l());
        let j = self.os().trailing_zeros() as usize;
        (j > 0 && j + 1 < len && !self.is_o(j - 1) && !self.is_o(j + 1)).then(|| Joint {
            left_plus: self.piece(0, j, left, false),
            left_minus: self.piece(0, j - 1, left, false),
            right_plus: self.piece(j + 1, len, false, right),
            right_minus: self.piece(j + 2, len, false, right),
        })
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

    /// Two facts proved in the module docs and checked against search in the tests: only
    /// `L**L` cannot be filled, and a part can end with a trapped `L**L` exactly when it is
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
            fillable: !stuck,
            always_fills: !can_trap,
        }
    }

    /// Whether the player to move, if they are Maker (the player who makes the last safe
    /// move), wins through this part alone, whatever the rest of the row holds.
    ///
    /// Two patterns, each decided inside a few cells of the part, so no move elsewhere can
    /// spoil them:
    /// - a trap at once: an L three cells from an L end with the two cells between empty;
    /// - a double threat: an L at a cell `m` of a stretch of empty cells with room on both
    ///   sides. An L at `m ± 3` would close a trap; its safety rules look at the two cells
    ///   beyond it, so each side needs three empty cells before an edge end (an edge, or an
    ///   O next to one: nothing to look at), four before an O inside the part (a written O
    ///   stays), and five otherwise. All these cells are empty now, so the L at `m` is safe,
    ///   and the opponent's one move touches at most one side: the other trap follows.
    ///
    /// Once a trap stands it stays, and Maker wins. Used as a cut in the search.
    fn forces_trap(self) -> bool {
        let len = self.len();
        let empty = |range: std::ops::Range<usize>| range.clone().all(|i| !self.is_o(i));
        if len >= 3
            && ((self.left_l() && empty(0..3) && self.safe(2, Cell::L))
                || (self.right_l() && empty(len - 3..len) && self.safe(len - 3, Cell::L)))
        {
            return true;
        }
        // Room needed on one side of `m`, by what ends the stretch there.
        let room = |end_cell: bool, l_end: bool| match (end_cell, l_end) {
            (true, false) => 3,
            (false, _) => 4,
            (true, true) => 5,
        };
        let mut start = 0;
        for i in 0..=len {
            if i == len || self.is_o(i) {
                let before = room(start == 0, self.left_l());
                let after = room(i == len, self.right_l());
                if i - start > before + after {
                    return true;
                }
                start = i + 1;
            }
        }
        false
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
                     solver takes",
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

/// What the facts of the module docs say about a part on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct PartInfo {
    /// Some sequence of safe moves fills it (all parts but `L**L`).
    fillable: bool,
    /// Every way of playing it out fills it: no trap can ever arise in it.
    always_fills: bool,
}

/// The trap race's value of a part or union, given BF ⇒ MF: Maker cannot win (`Tie`), wins
/// moving first only (`Tempo`), or wins whoever starts (`Sure`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Race {
    Tie,
    Tempo,
    Sure,
}

impl Race {
    /// The union formula: MF(A ∪ B) = MF(A) ∨ MF(B), BF(A ∪ B) = BF(A) ∨ BF(B) ∨ (MF(A) ∧ MF(B)).
    fn union(self, other: Race) -> Race {
        match (self, other) {
            (Race::Tie, x) | (x, Race::Tie) => x,
            _ => Race::Sure,
        }
    }
}

/// A part cut at a *connector*, an O between two empty cells (its *flanks*). A flank can
/// only take O (an L there would hand over LOL), and an O on a flank *resolves* the
/// connector: OO cuts the part, the side where it was written loses that cell, and the
/// other side keeps its flank as an ordinary cell at an edge end. Until then, the moves on
/// a side are exactly its moves with the flank free, except the flank itself. Each side
/// appears with its flank (`plus`, the side once the other side resolves the connector)
/// and without it (`minus`); `None` for no cells.
struct Joint {
    left_plus: Option<Part>,
    left_minus: Option<Part>,
    right_plus: Option<Part>,
    right_minus: Option<Part>,
}

/// One side of a connector for the connector rule: its race value with its flank cell and
/// without it.
#[derive(Clone, Copy, Debug)]
struct Side {
    plus: Race,
    minus: Race,
}

impl Side {
    /// The side, if its pair of values is one of the six the connector rule was checked on
    /// (all that occur on sides of up to 13 cells).
    fn new(plus: Race, minus: Race) -> Option<Side> {
        use Race::*;
        matches!(
            (plus, minus),
            (Tie, Tie)
                | (Tie, Tempo)
                | (Tempo, Tie)
                | (Tempo, Tempo)
                | (Sure, Tempo)
                | (Sure, Sure)
        )
        .then_some(Side { plus, minus })
    }

    /// The worse of the side's two values for Maker.
    fn worse(self) -> Race {
        self.plus.min(self.minus)
    }

    /// The race value of the part joined from two sides A, B by the *connector rule* (fact 9
    /// of `docs/lol-theory.md`). With X° the worse of X⁺ and X⁻ for Maker:
    ///
    /// - MF = MF(A°) ∨ MF(B°) ∨ BF(A⁻ ∪ B⁺) ∨ BF(A⁺ ∪ B⁻): Maker wins a side however its
    ///   connector is resolved, or resolves it into a union that Maker wins with Breaker to
    ///   move;
    /// - BF = BF(A° ∪ B°) ∨ (BF(B⁺) ∧ MF(A⁻) ∧ MF(A⁺ ∪ B⁻)) ∨ the same with A and B swapped.
    ///
    /// Proved where it says Maker wins by resolving: the BF(A⁻ ∪ B⁺) terms, and the second
    /// BF term (Breaker resolving either way leaves a Maker-first win; any move inside A or
    /// B is answered by resolving toward B, leaving A'⁻ ∪ B⁺ with BF(B⁺), or A⁻ ∪ B'⁺ with
    /// MF(A⁻) and MF(B'⁺) since BF(B⁺)). The rest, and that nothing else wins, was found by
    /// tabulating: on the 2 540 836 parts `A O B` with sides of up to 13 cells the value
    /// depends on the sides' four values alone, only these six pairs occur, and the formula
    /// gives every one of the 36 joins. Checked against the search by proved facts on every
    /// quiet part of up to 33 cells with a connector (63 245 686 parts), on 3 000 random
    /// chains of short runs of up to 60 cells, and against plain search on every row of up
    /// to 11 cells (tests); not proved.
    fn join(self, right: Side) -> Race {
        let (a, b) = (self, right);
        let maker_first = a.worse() != Race::Tie
            || b.worse() != Race::Tie
            || a.minus.union(b.plus) == Race::Sure
            || a.plus.union(b.minus) == Race::Sure;
        let breaker_first = a.worse().union(b.worse()) == Race::Sure
            || (b.plus == Race::Sure && a.minus != Race::Tie && a.plus.union(b.minus) != Race::Tie)
            || (a.plus == Race::Sure && b.minus != Race::Tie && b.plus.union(a.minus) != Race::Tie);
        match (maker_first, breaker_first) {
            (_, true) => Race::Sure,
            (true, false) => Race::Tempo,
            (false, false) => Race::Tie,
        }
    }
}

/// Who starts the trap race in a part or a union of parts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum First {
    /// Maker, who makes the last safe move and wants a trapped `L**L`.
    Maker,
    /// Breaker, who wants the row full.
    Breaker,
}

/// The fast solver: the trap race between Maker and Breaker, valued part by part.
///
/// Maker is the player who makes the last safe move (the parity of the empty cells says
/// who). Maker wins exactly when a trapped `L**L` arises at some point: it stays, and at
/// the end Breaker has no safe move left. Otherwise the row fills: a tie. So the row is a
/// Maker-Breaker game on a union of independent parts, with no passing.
///
/// For a position X let MF(X) say that Maker wins it moving first and BF(X) that Maker wins
/// it when Breaker moves first. For a union of two positions A, B:
/// MF(A ∪ B) = MF(A) ∨ MF(B) and BF(A ∪ B) = BF(A) ∨ BF(B) ∨ (MF(A) ∧ MF(B)), provided
/// BF ⇒ MF for A and B (a Maker win never needs Breaker to be in zugzwang). Proof, by
/// induction on the number of empty cells: a Maker move in A leaves A' ∪ B, whose BF is
/// BF(A') ∨ BF(B) ∨ (MF(A') ∧ MF(B)); some move gives that iff MF(A) or MF(B) (BF(B) ⇒
/// MF(B)). Breaker must answer every move: BF(A ∪ B) = (BF(A) ∨ MF(B)) ∧ (MF(A) ∨ BF(B)),
/// which with BF ⇒ MF on both sides is the formula (a side without moves reads the same).
/// The formula keeps BF ⇒ MF for the union, so the condition only has to hold for single
/// parts: the solver checks it on every part it values and reports the row unsolvable if
/// it ever failed. It never has: the test `no_part_is_a_zugzwang` checks every part of up
/// to 14 cells a quiet row can hold, and with its bound raised to 30 it passes too (35 s).
///
/// Tempo does not matter given BF ⇒ MF: for Y plus moves that change nothing else,
/// MF = MF(Y) ∨ BF(Y) = MF(Y) and BF = BF(Y) ∧ MF(Y) = BF(Y), by induction.
///
/// A part's MF and BF come from its safe moves (the pieces a move leaves are a union, cut at
/// bridges by [`Part::split_bridges`]), with two cuts: [`Part::forces_trap`] settles MF at
/// once, and MF(union) false settles BF.
///
/// A query ([`Solver::value`], [`Solver::analyze`]) first searches by these proved facts
/// alone, within [`EXACT_BUDGET`] part values; the few rows that need more (long chains of
/// short runs joined by single O's) are then valued with the connector rule
/// (`Side::join`), checked against that search but not proved, and the answer says so.
pub struct Solver {
    /// Race values found by the proved facts alone.
    proved: FxHashMap<(Part, First), bool>,
    /// Race values that rest on the connector rule.
    ruled: FxHashMap<(Part, First), bool>,
    timed: FxHashMap<u128, (Outcome, Remoteness)>,
    /// Whether to stop at parts that force a trap (off only to check that cut).
    forcing_cut: bool,
    /// Whether the current query may value parts with a connector by the connector rule.
    connector_rule: bool,
    /// The number of part values at which the current query gives up.
    budget_end: usize,
}

impl Default for Solver {
    fn default() -> Self {
        Solver {
            proved: FxHashMap::default(),
            ruled: FxHashMap::default(),
            timed: FxHashMap::default(),
            forcing_cut: true,
            connector_rule: false,
            budget_end: MAX_POSITIONS,
        }
    }
}

impl Solver {
    /// An empty solver.
    pub fn new() -> Self {
        Solver::default()
    }

    /// How many part values and positions (for remoteness) have been computed.
    pub fn positions_solved(&self) -> usize {
        self.part_values() + self.timed.len()
    }

    /// How many part values have been computed.
    fn part_values(&self) -> usize {
        self.proved.len() + self.ruled.len()
    }

    /// Whether the last query's answer rests on the connector rule.
    pub fn used_connector_rule(&self) -> bool {
        self.connector_rule
    }

    /// Runs a query by the proved facts alone within [`EXACT_BUDGET`] part values, and if
    /// that runs out, again with the connector rule within [`MAX_POSITIONS`].
    fn settle<T>(
        &mut self,
        mut query: impl FnMut(&mut Solver) -> Result<T, Error>,
    ) -> Result<T, Error> {
        self.connector_rule = false;
        self.budget_end = self.part_values() + EXACT_BUDGET;
        match query(self) {
            Err(Error::Limit(_)) => {
                self.connector_rule = true;
                self.budget_end = self.part_values() + MAX_POSITIONS;
                query(self)
            }
            answer => answer,
        }
    }

    /// Whether Maker wins the trap race in `part` when `first` moves first there.
    fn wins(&mut self, part: Part, first: First) -> Result<bool, Error> {
        let key = (part, first);
        let known = self
            .proved
            .get(&key)
            .or_else(|| self.connector_rule.then(|| self.ruled.get(&key)).flatten());
        if let Some(&won) = known {
            return Ok(won);
        }
        if self.part_values() >= self.budget_end {
            return Err(Error::Limit(format!(
                "the search valued {MAX_POSITIONS} parts without settling the row"
            )));
        }
        let info = part.info();
        let won = if !info.fillable {
            true
        } else if info.always_fills {
            false
        } else if first == First::Maker && self.forcing_cut && part.forces_trap() {
            true
        } else if let Some(race) = self.joined(part)? {
            match first {
                First::Maker => race != Race::Tie,
                First::Breaker => race == Race::Sure,
            }
        } else {
            // Maker needs one move after which Maker wins with Breaker to move; Breaker
            // needs one move after which Maker cannot win moving first.
            let (reply, maker_wants) = match first {
                First::Maker => (First::Breaker, true),
                First::Breaker => (First::Maker, false),
            };
            let mut found = false;
            for (i, letter) in part.safe_moves() {
                let pieces = part.after(i, letter).flat_map(Part::split_bridges);
                if self.union_wins(pieces, reply)? == maker_wants {
                    found = true;
                    break;
                }
            }
            found == maker_wants
        };
        if self.connector_rule {
            self.ruled.insert(key, won);
        } else {
            self.proved.insert(key, won);
        }
        // The union formula needs BF ⇒ MF for every part it combines.
        let zugzwang = match first {
            First::Maker => !won && self.wins(part, First::Breaker)?,
            First::Breaker => won && !self.wins(part, First::Maker)?,
        };
        if zugzwang {
            return Err(Error::Limit(format!(
                "part {} is a zugzwang for Breaker, outside the theory the solver rests on",
                part.show()
            )));
        }
        Ok(won)
    }

    /// The race value of a part: [`Solver::wins`] for both starters.
    fn race(&mut self, part: Part) -> Result<Race, Error> {
        Ok(if !self.wins(part, First::Maker)? {
            Race::Tie
        } else if self.wins(part, First::Breaker)? {
            Race::Sure
        } else {
            Race::Tempo
        })
    }

    /// The race value of a union of parts, each cut at its bridges: the union formula.
    fn union_race(&mut self, parts: impl IntoIterator<Item = Part>) -> Result<Race, Error> {
        let mut race = Race::Tie;
        for part in parts.into_iter().flat_map(Part::split_bridges) {
            race = race.union(self.race(part)?);
        }
        Ok(race)
    }

    /// The race value of a part with a connector, by the connector rule ([`Side::join`]),
    /// when the current query may use it; `None` when it may not, when the part has no
    /// connector, or when a side's pair of values is not one the rule was checked on.
    fn joined(&mut self, part: Part) -> Result<Option<Race>, Error> {
        let Some(joint) = self
            .connector_rule
            .then(|| part.first_connector())
            .flatten()
        else {
            return Ok(None);
        };
        let mut side = |plus: Option<Part>, minus: Option<Part>| -> Result<Option<Side>, Error> {
            Ok(Side::new(self.union_race(plus)?, self.union_race(minus)?))
        };
        let left = side(joint.left_plus, joint.left_minus)?;
        let right = side(joint.right_plus, joint.right_minus)?;
        Ok(left.zip(right).map(|(a, b)| a.join(b)))
    }

    /// Whether Maker wins the trap race on a union of parts when `first` moves first, by
    /// the union formula.
    fn union_wins(
        &mut self,
        parts: impl IntoIterator<Item = Part>,
        first: First,
    ) -> Result<bool, Error> {
        let mut maker_first_win = None;
        for part in parts {
            if self.wins(part, First::Maker)? {
                if first == First::Maker || maker_first_win.is_some() {
                    return Ok(true);
                }
                maker_first_win = Some(part);
            }
        }
        // Breaker first and at most one part Maker wins moving first: by BF ⇒ MF, only
        // that part can be won by Maker when Breaker starts in it.
        match (first, maker_first_win) {
            (First::Breaker, Some(part)) => self.wins(part, First::Breaker),
            _ => Ok(false),
        }
    }

    /// The parts of a position as the trap race sees them: cut at their bridges.
    fn race_parts(state: &[Part]) -> impl Iterator<Item = Part> + '_ {
        state.iter().flat_map(|p| p.split_bridges())
    }

    /// The outcome of a quiet position for the player to move.
    fn outcome(&mut self, state: &[Part]) -> Result<Outcome, Error> {
        let empties: u32 = state.iter().map(|p| p.empties()).sum();
        Ok(if empties % 2 == 1 {
            if self.union_wins(Solver::race_parts(state), First::Maker)? {
                Outcome::Win
            } else {
                Outcome::Tie
            }
        } else if self.union_wins(Solver::race_parts(state), First::Breaker)? {
            Outcome::Lose
        } else {
            Outcome::Tie
        })
    }

    /// Every position one safe move away from `state`, once per distinct result.
    fn children(state: &[Part]) -> Vec<Vec<Part>> {
        let mut out: Vec<Vec<Part>> = Vec::new();
        for (index, &part) in state.iter().enumerate() {
            if index > 0 && state[index - 1] == part {
                continue;
            }
            for (i, letter) in part.safe_moves() {
                let mut child: Vec<Part> = state[..index].to_vec();
                child.extend_from_slice(&state[index + 1..]);
                child.extend(part.after(i, letter));
                child.sort_unstable();
                out.push(child);
            }
        }
        out.sort_unstable();
        out.dedup();
        out
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
        self.settle(|solver| solver.value_now(board, with_remoteness))
    }

    /// [`Self::value`] within the current query's budget and rules.
    fn value_now(&mut self, board: &[Cell], with_remoteness: bool) -> Result<Value, Error> {
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
                match self.outcome(&state)? {
                    // A tie ends with a full row: every empty cell is one more move.
                    Outcome::Tie => (Outcome::Tie, Some(empty_cells(board) as Remoteness)),
                    outcome => (outcome, None),
                }
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
        self.settle(|solver| solver.analyze_now(board, with_remoteness))
    }

    /// [`Self::analyze`] within the current query's budget and rules.
    fn analyze_now(&mut self, board: &[Cell], with_remoteness: bool) -> Result<Analysis, Error> {
        let value = self.value_now(board, with_remoteness)?;
        let engine = if self.connector_rule {
            Engine::Checked
        } else {
            Engine::Theory
        };
        let mut analysis = Analysis::new("lol".into(), show(board), value, engine);
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
                    if wanted.is_none() {
                        // A lost position: every move loses, none is listed.
                        continue;
                    }
                    self.outcome(&parts(&next)?)?
                };
                if Some(after) == wanted {
                    analysis.winning_moves.push(MoveReport {
                        mv: format!("{cell}{}", letter.symbol()),
                        position: Some(show(&next)),
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
            let empties = empty_cells(board);
            let mut maker_first = Vec::new();
            for &part in &state {
                if self.wins(part, First::Maker)? {
                    maker_first.push(part);
                }
            }
            let strong = match maker_first.as_slice() {
                [] => String::new(),
                [only] if self.wins(*only, First::Breaker)? => {
                    ", and it even when the opponent starts there".into()
                }
                [_] => ", but not when the opponent starts there".into(),
                _ => String::new(),
            };
            reason.push_str(&format!(
                "No move completes LOL, so players make safe moves (ones that leave no LOL to \
                 complete) while they can; there are {safe} now. Each safe move fills one cell, \
                 and safe play gets stuck only on two empty cells between L's (L**L), so with \
                 {empties} empty cells the {} makes the last safe move. Call that player Maker: \
                 Maker wins if a trapped L**L ever arises (it stays to the end), and the game \
                 is a tie if the row fills. Split at every L and every OO, the row is {} \
                 independent part(s); Maker can force a trap in {} of them moving first \
                 there{strong}. By the Maker-Breaker rule for disjoint parts, Maker moving \
                 first needs one such part; Breaker moving first loses to two, or to one that \
                 Maker wins even when Breaker starts in it. ",
                if empties % 2 == 1 {
                    "player to move"
                } else {
                    "opponent"
                },
                state.len(),
                maker_first.len(),
            ));
            if self.connector_rule {
                reason.push_str(
                    "The search by proved facts alone ran long here, so parts with a single O \
                     between empty cells were valued by the connector rule (docs/lol-theory.md, \
                     fact 9), checked against that search on every part of up to 33 cells but \
                     not proved. ",
                );
            }
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

/// Rows with at most this many empty cells get their remoteness (a full search).
pub const REMOTENESS_EMPTIES: usize = 14;

/// 填字母游戏 in the registry.
pub const FAMILY: Family = Family {
    name: "lol",
    alias: Some("填字母游戏"),
    rules: "A row of cells; write L or O in an empty one; whoever first completes LOL wins, \
            a full row is a tie.",
    example: "lol L**L***L",
    options: &[],
    position: PositionSpec {
        name: "BOARD",
        help: "The row: `*` empty, `L`, `O` (e.g. L**L***L; quote it in a shell).",
        hyphens: false,
    },
    tabulates: Tabulates::No,
    load: |_, road| Ok(erase(Solver::new(), road)),
};

impl Theory for Solver {
    type Game = Lol;

    fn game(&self) -> &Lol {
        &Lol
    }

    fn impartial(&self) -> bool {
        false
    }

    fn parse(&self, words: &[Token<'_>]) -> Result<Board, Error> {
        Ok(parse(single(words, "one board such as L**L")?)?)
    }

    fn value(&mut self, board: &Board) -> Result<Value, Error> {
        Solver::value(self, board, empty_cells(board) <= REMOTENESS_EMPTIES)
    }

    fn analyze(&mut self, board: &Board) -> Result<Analysis, Error> {
        Solver::analyze(self, board, empty_cells(board) <= REMOTENESS_EMPTIES)
    }

    fn search_work(&self, board: &Board) -> Option<u64> {
        budget::board_work(empty_cells(board), 3, 1)
    }

    fn move_count(&self, board: &Board) -> Option<u64> {
        Some(2 * empty_cells(board) as u64)
    }

    /// The row with each cell's number under it, as moves name them.
    fn draw(&self, board: &Board) -> Option<String> {
        let width = board.len().saturating_sub(1).to_string().len();
        let cells: Vec<String> = board
            .iter()
            .map(|c| format!("{:>width$}", c.symbol()))
            .collect();
        let numbers: Vec<String> = (0..board.len()).map(|i| format!("{i:>width$}")).collect();
        Some(format!("{}\n{}", cells.join(" "), numbers.join(" ")))
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

    /// Every part of up to `max_len` cells, each end an edge or an L.
    fn all_parts(max_len: usize) -> Vec<Part> {
        let mut out = Vec::new();
        for len in 1..=max_len {
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

    /// A part's safe-move nimber and summary by plain search of its safe-move game: mex of
    /// the options' nimbers, whether some play fills it, whether every play does.
    fn searched(part: Part, memo: &mut FxHashMap<Part, (u32, PartInfo)>) -> (u32, PartInfo) {
        if let Some(&found) = memo.get(&part) {
            return found;
        }
        let (mut options, mut fillable) = (Vec::new(), false);
        let mut always_fills = part.safe_moves().next().is_some();
        for (i, letter) in part.safe_moves() {
            let (mut nimber, mut fills, mut always) = (0, true, true);
            for child in part.after(i, letter) {
                let (n, info) = searched(child, memo);
                nimber ^= n;
                fills &= info.fillable;
                always &= info.always_fills;
            }
            options.push(u64::from(nimber));
            fillable |= fills;
            always_fills &= always;
        }
        let found = (
            crate::value::mex(&options, &mut Vec::new()) as u32,
            PartInfo {
                fillable,
                always_fills,
            },
        );
        memo.insert(part, found);
        found
    }

    #[test]
    fn part_facts_match_search() {
        let mut memo = FxHashMap::default();
        for part in all_parts(12) {
            let part = part.canonical();
            let (nimber, info) = searched(part, &mut memo);
            assert_eq!(nimber, part.empties() % 2, "nimber of {}", part.show());
            assert_eq!(part.info(), info, "{}", part.show());
        }
    }

    /// Every part of up to `max_len` cells that a quiet row can hold (no O next to an L
    /// end), canonical.
    fn quiet_parts(max_len: usize) -> impl Iterator<Item = Part> {
        all_parts(max_len)
            .into_iter()
            .filter(|p| !(p.left_l() && p.is_o(0) || p.right_l() && p.is_o(p.len() - 1)))
            .map(Part::canonical)
    }

    /// The condition of the union rule, BF ⇒ MF (no zugzwang for Breaker), on every part of
    /// up to 14 cells that a quiet row can hold.
    #[test]
    fn no_part_is_a_zugzwang() {
        let mut solver = Solver {
            budget_end: usize::MAX,
            ..Solver::new()
        };
        for part in quiet_parts(14) {
            let maker_first = solver.wins(part, First::Maker).unwrap();
            let breaker_first = solver.wins(part, First::Breaker).unwrap();
            assert!(maker_first || !breaker_first, "{}", part.show());
        }
    }

    /// Cutting at bridges (`split_bridges`) against the part itself, on every quiet part of
    /// up to 14 cells that has a bridge; and it must not cut where the rule fails, at one
    /// or four cells between O's (`L***O*O***L` is won by Maker moving first, its cut
    /// pieces are not).
    #[test]
    fn bridges_cut_parts_exactly() {
        let mut solver = Solver::new();
        let mut checked = 0;
        for part in quiet_parts(14).filter(|p| p.first_bridge().is_some()) {
            for first in [First::Maker, First::Breaker] {
                let whole = solver.wins(part, first).unwrap();
                let cut = solver.union_wins(part.split_bridges(), first).unwrap();
                assert_eq!(whole, cut, "{first:?} moving first in {}", part.show());
            }
            checked += 1;
        }
        assert!(checked > 1000);
        let one_cell = Part::new(1 << 3 | 1 << 5, 9, true, true);
        assert_eq!(one_cell.show(), "L***O*O***L");
        assert_eq!(one_cell.split_bridges().count(), 1);
        assert!(solver.wins(one_cell, First::Maker).unwrap());
    }

    /// The forcing cut against the same search without it, on every row of 7 to 16 cells
    /// with at most three letters written and every row of 7 to 13 cells with four: the
    /// stretches where a double threat has just enough room, next to edges, L's and O's.
    #[test]
    fn forcing_cut_agrees_with_full_search() {
        for n in 7..=16usize {
            let mut with_cut = Solver::new();
            let mut without = Solver {
                forcing_cut: false,
                ..Solver::new()
            };
            let mut check = |row: &[Cell]| {
                let expected = without.value(row, false).unwrap().outcome;
                assert_eq!(
                    with_cut.value(row, false).unwrap().outcome,
                    expected,
                    "row {}",
                    show(row)
                );
            };
            let mut frontier = vec![(vec![Cell::Empty; n], 0)];
            check(&frontier[0].0);
            for _ in 0..if n <= 13 { 4 } else { 3 } {
                let mut next = Vec::new();
                for (row, from) in &frontier {
                    for i in *from..n {
                        for letter in [Cell::L, Cell::O] {
                            let mut more = row.clone();
                            more[i] = letter;
                            next.push((more, i + 1));
                        }
                    }
                }
                next.iter().for_each(|(row, _)| check(row));
                frontier = next;
            }
        }
    }

    #[test]
    fn parts_split_at_l_and_oo() {
        let p = parts(&board("**L*O*OO*")).unwrap();
        assert_eq!(p.len(), 3);
        assert!(parts(&board("LOLO")).unwrap().is_empty());
    }

    /// A solver that values every part with a connector by the connector rule.
    fn ruled_solver() -> Solver {
        Solver {
            connector_rule: true,
            budget_end: usize::MAX,
            ..Solver::new()
        }
    }

    /// The connector rule against the search by proved facts on every quiet part of up to
    /// 18 cells with a connector (46 203 parts; up to 33 cells, 63 245 686 parts, once).
    #[test]
    fn connector_rule_matches_search() {
        let mut ruled = ruled_solver();
        let mut searched = Solver {
            budget_end: usize::MAX,
            ..Solver::new()
        };
        let mut checked = 0;
        for part in quiet_parts(18).filter(|p| p.first_connector().is_some()) {
            for first in [First::Maker, First::Breaker] {
                assert_eq!(
                    ruled.wins(part, first).unwrap(),
                    searched.wins(part, first).unwrap(),
                    "{first:?} moving first in {}",
                    part.show()
                );
            }
            checked += 1;
        }
        assert_eq!(checked, 46_203);
        assert!(!ruled.ruled.is_empty() && ruled.proved.is_empty());
    }

    /// The connector rule against plain search of whole rows, on every row of up to 11
    /// cells.
    #[test]
    fn connector_rule_matches_plain_search() {
        for n in 1..=11u32 {
            let mut plain = crate::solve::grundy::Solver::new(Lol);
            let mut ruled = ruled_solver();
            for k in 0..3u32.pow(n) {
                let row: Board = (0..n)
                    .map(|i| [Cell::Empty, Cell::L, Cell::O][(k / 3u32.pow(i) % 3) as usize])
                    .collect();
                if has_lol(&row) || !completions(&row).is_empty() {
                    continue;
                }
                let expected = plain.value(&row).unwrap().outcome;
                let got = ruled.outcome(&parts(&row).unwrap()).unwrap();
                assert_eq!(got, expected, "row {}", show(&row));
            }
        }
    }

    /// A part made of runs of 1 to `max_run` empty cells joined by single O's, about
    /// `len` cells long, with random ends.
    fn chain(len: usize, max_run: usize) -> impl proptest::strategy::Strategy<Value = Part> {
        use proptest::prelude::*;
        (
            proptest::collection::vec(1..=max_run, len / 2),
            any::<bool>(),
            any::<bool>(),
        )
            .prop_map(move |(runs, left_l, right_l)| {
                let (mut os, mut at) = (0u128, 0);
                for run in runs {
                    if at + run + 1 >= len {
                        break;
                    }
                    at += run;
                    os |= 1 << at;
                    at += 1;
                }
                Part::new(os, at + 1, left_l, right_l).canonical()
            })
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]
        /// The connector rule against the search by proved facts on chains of short runs of
        /// up to 44 cells, the parts the rule is there for (also checked once on 3 000 such
        /// parts of up to 60 cells with runs of up to 12).
        #[test]
        fn connector_rule_matches_search_on_long_chains(part in chain(44, 9)) {
            let mut searched = Solver { budget_end: usize::MAX, ..Solver::new() };
            for first in [First::Maker, First::Breaker] {
                let expected = searched.union_wins(part.split_bridges(), first).unwrap();
                let got = ruled_solver().union_wins(part.split_bridges(), first).unwrap();
                proptest::prop_assert_eq!(got, expected, "{:?} moving first in {}", first, part.show());
            }
        }
    }

    /// A row that the proved search cannot settle within its budget is answered by the
    /// connector rule, and says so; an easy row is not.
    #[test]
    fn hard_rows_turn_to_the_connector_rule() {
        let mut solver = Solver::new();
        let hard = board(&"******O".repeat(9)[..60]);
        let answer = solver.analyze(&hard, false).unwrap();
        assert_eq!(answer.outcome, Outcome::Tie);
        assert_eq!(answer.engine, Engine::Checked);
        assert!(answer.explanation.contains("connector rule"));
        let easy = solver.analyze(&board("*****O****"), false).unwrap();
        assert_eq!(easy.engine, Engine::Theory);
        assert!(!solver.used_connector_rule());
    }
}
