//! 四子棋, Connect Four: on a board of `width` columns and `height` rows standing upright,
//! players alternately drop a stone into a column that is not full; it falls to the lowest
//! empty cell. Whoever first has four stones in a row (across, up or diagonally) wins; a
//! full board without one is a tie.
//!
//! The board is two bit boards in the style of John Tromp's and Pascal Pons' solvers
//! (<https://tromp.github.io/c4/c4.html>, <https://github.com/PascalPons/connect4>): column
//! c, row r is bit `c * (height + 1) + r`, one spare bit topping each column; `mine` holds
//! the stones of the player to move, `stones` every stone. A move adds the column's bottom
//! bit to `stones` (the carry lands on the lowest empty cell), and `mine ^ stones` is then
//! the stones of the player to move next. `mine + stones` plus the bottom row is a unique
//! key of the position in `width * (height + 1)` bits. Four in a row is four shifts and
//! masks per direction. Nothing here is theory: the family's answers come from plain
//! search of every position where that fits the budget, from alpha-beta search (`search`)
//! on larger boards, or from a solve database (`boyi db build connect4 …`), whose tiers are
//! the number of stones played.

mod board;
mod kept;
mod rank;
mod search;
mod tiers;

pub use board::{Board, ConnectFour, MAX_WIDTH};
pub use tiers::RankedTiers;

use crate::analysis::{self, position_after, Analysis, Engine, MoveReport};
use crate::budget::{self, Budget};
use crate::db::{Schema, Typed};
use crate::error::Error;
use crate::family::{
    erase, CellNames, Drawing, Family, OptionSpec, Pos, PositionSpec, Tabulates, Theory,
};
use crate::game::{Game, Notation};
use crate::notation::natural;
use crate::solve::grundy::Solver;
use crate::text::Text;
use crate::value::{Outcome, Value};
use std::path::Path;

/// The family's side of the registry: plain search where every position fits the budget,
/// alpha-beta search beyond, and the database's tiers.
struct Family4 {
    game: ConnectFour,
    /// The memory the request that loaded the game may use.
    budget: Budget,
    search: Option<Solver<ConnectFour>>,
    deep: Option<search::Search>,
    /// The file the alpha-beta search's run is to be kept in (`--checkpoint`), until the
    /// search is made.
    kept: Option<kept::Kept>,
    /// Positions the alpha-beta search visited for values asked since the last answer (each
    /// move's, for `--all-moves`): the next answer counts them as its own.
    searched: u64,
    /// The values the alpha-beta search gave since the last answer (the last [`MAX_WIDTH`]):
    /// where they are those of every move of the position asked next (`--all-moves` values
    /// the moves first), its answer is read from them instead of searched again.
    valued: Vec<(Board, Value)>,
}

impl Family4 {
    /// The family of `game` for a request of `budget`, nothing searched yet.
    fn new(game: ConnectFour, budget: Budget) -> Family4 {
        Family4 {
            game,
            budget,
            search: None,
            deep: None,
            kept: None,
            searched: 0,
            valued: Vec::new(),
        }
    }

    fn solver(&mut self) -> &mut Solver<ConnectFour> {
        let (game, budget) = (self.game, &self.budget);
        self.search
            .get_or_insert_with(|| Solver::new(game).with_budget(budget))
    }

    /// Whether a plain search of every position below `board` fits the budget.
    fn plain(&self, board: &Board) -> bool {
        self.budget.check_search(self.search_work(board)).is_ok()
    }

    /// The alpha-beta search, its table made the first time (within the budget), allowed
    /// the positions the request's time pays for.
    fn deep(&mut self) -> Result<&mut search::Search, Error> {
        let cap = self.cap();
        if self.deep.is_none() {
            self.budget
                .check_memory(search::MEMORY, Text::new("what-connect4-table"))?;
            let stop = self.budget.stop().clone();
            self.deep = Some(search::Search::new(self.game, cap, stop));
        }
        let deep = self.deep.as_mut().expect("made above");
        if let Some(kept) = self.kept.take() {
            deep.keep_in(kept);
        }
        deep.set_limit(cap);
        Ok(deep)
    }

    /// The most positions an answer visits: what the request's time (`--time`) pays for at
    /// the search's measured rate.
    fn cap(&self) -> u64 {
        self.budget
            .seconds()
            .saturating_mul(search::NODES_PER_SECOND)
    }

    /// The answer of alpha-beta search: the position's exact value first, then of each move
    /// only whether it keeps that outcome (one null-window search a move, not its exact
    /// score; `--all-moves` asks the scores). Moves not settled within the positions left
    /// are named, not guessed: a hard reply never hides the position's own answer.
    fn deep_analysis(&mut self, board: &Board) -> Result<Analysis, Error> {
        let cap = self.cap();
        let game = self.game;
        let stop = self.budget.stop().clone();
        let earlier = std::mem::take(&mut self.searched);
        let valued = std::mem::take(&mut self.valued);
        if let Some((value, keeping)) = from_moves(game, board, &valued) {
            return Ok(self.answer(board, value, keeping, &[], earlier));
        }
        let search = self.deep()?;
        let value = search.value(*board)?;
        let mut visited = earlier + search.nodes;
        let mut moves = Vec::new();
        // A lost position has no move that keeps its outcome.
        if value.outcome != Outcome::Lose && game.ended(*board).is_none() {
            game.moves(board, &mut moves);
        }
        // The moves are settled in rounds, each sharing out the positions left among those
        // still open, so that one hard reply cannot take the time of the easy ones; after a
        // round that settles none, all that is left goes to the first.
        let mut open: Vec<(u32, Board)> = moves;
        let mut keeping = Vec::new();
        let mut greedy = false;
        while !open.is_empty() && visited < cap && !stop.is_stopped() {
            let left = cap - visited;
            let share = match greedy {
                true => left,
                false => (left / open.len() as u64).max(1),
            };
            let before = open.len();
            let mut still = Vec::new();
            for (column, next) in open {
                let keeps = match game.ended(next) {
                    Some(after) => Ok(analysis::achieves(value.outcome, after)),
                    None => {
                        search.set_limit(share.min(cap.saturating_sub(visited)));
                        // A win needs the reply to score below 0 (a loss for the opponent), a
                        // tie at most 0 (no reply beats a tie the position holds).
                        let bound = if value.outcome == Outcome::Win { -1 } else { 0 };
                        let keeps = search.exceeds(next, bound).map(|more| !more);
                        visited += search.nodes;
                        keeps
                    }
                };
                match keeps {
                    Ok(true) => keeping.push((column, next)),
                    Ok(false) => {}
                    Err(e) if stop.is_cancelled() => return Err(e),
                    Err(_) => still.push((column, next)),
                }
            }
            if greedy && still.len() == before {
                open = still;
                break;
            }
            greedy = still.len() == before;
            open = still;
        }
        Ok(self.answer(board, value, keeping, &open, visited))
    }

    /// The answer of `board`: its value, the moves that keep its outcome (`keeping`), those
    /// not settled within the positions the request allowed (`open`), and the positions
    /// visited for it.
    fn answer(
        &self,
        board: &Board,
        value: Value,
        mut keeping: Vec<(u32, Board)>,
        open: &[(u32, Board)],
        visited: u64,
    ) -> Analysis {
        let game = self.game;
        let shown = game.show(*board);
        let mut analysis = Analysis::new(game.name(), shown.clone(), value, Engine::Generic);
        keeping.sort_by_key(|&(column, _)| column);
        for (column, next) in keeping {
            analysis.winning_moves.push(MoveReport {
                mv: game.show_move(&column, board),
                position: position_after(&shown, || game.show(next)),
            });
        }
        let unsettled: Vec<String> = open.iter().map(|(c, _)| (c + 1).to_string()).collect();
        let mut why = vec![Text::new("why-connect4-search").arg("positions", visited)];
        if !unsettled.is_empty() {
            why.push(
                Text::new("why-connect4-unsettled")
                    .arg("count", unsettled.len())
                    .arg("moves", unsettled),
            );
        }
        analysis.explanation = Text::lines(why);
        analysis
    }
}

/// The value of `board` (not ended) and the moves that keep its outcome, read from the
/// values of the positions its moves lead to (a lost position keeps none): `None` unless
/// `valued` holds every one that has not ended. The player to move wins where some move
/// leaves the opponent lost, by the fastest such move; ties where none does but some move
/// ties; else loses, by the slowest move. A tie fills the board, so its remoteness is the
/// empty cells whatever the move.
fn from_moves(
    game: ConnectFour,
    board: &Board,
    valued: &[(Board, Value)],
) -> Option<(Value, Vec<(u32, Board)>)> {
    if game.ended(*board).is_some() {
        return None;
    }
    let mut moves = Vec::new();
    game.moves(board, &mut moves);
    let after = moves.iter().map(|&(column, next)| {
        let value = match game.ended(next) {
            Some(outcome) => (outcome, 0),
            None => {
                let (_, v) = valued.iter().find(|(b, _)| *b == next)?;
                (v.outcome, v.remoteness?)
            }
        };
        Some((column, next, value.0.flip(), value.1 + 1))
    });
    let after: Vec<_> = after.collect::<Option<_>>()?;
    let outcome = after.iter().map(|a| a.2).max_by_key(|o| o.rank())?;
    let remoteness = after.iter().filter(|a| a.2 == outcome).map(|a| a.3);
    let remoteness = match outcome {
        Outcome::Win => remoteness.min(),
        _ => remoteness.max(),
    };
    let keeping = after
        .iter()
        .filter(|a| analysis::achieves(outcome, a.2.flip()));
    let value = Value {
        outcome,
        remoteness,
        nimber: None,
    };
    Some((value, keeping.map(|a| (a.0, a.1)).collect()))
}

impl Theory for Family4 {
    type Game = ConnectFour;

    fn game(&self) -> &ConnectFour {
        &self.game
    }

    fn value(&mut self, board: &Board) -> Result<Value, Error> {
        if self.plain(board) {
            return Ok(self.solver().value(board)?);
        }
        let deep = self.deep()?;
        let value = deep.value(*board);
        self.searched += deep.nodes;
        if let Ok(value) = value {
            if self.valued.len() == MAX_WIDTH as usize {
                self.valued.remove(0);
            }
            self.valued.push((*board, value));
        }
        value
    }

    fn analyze(&mut self, board: &Board) -> Result<Analysis, Error> {
        if self.plain(board) {
            return Ok(analysis::generic(self.solver(), board)?);
        }
        self.deep_analysis(board)
    }

    fn search_work(&self, board: &Board) -> Option<u64> {
        let empties = (self.game.width * self.game.height - self.game.stones(*board)) as usize;
        budget::board_work(empties, 3, 1)
    }

    fn keep_run(&mut self, file: &Path, board: &Board) -> Option<Result<(), Error>> {
        let position = format!("{} {}", self.game.name(), self.game.show(*board));
        Some(kept::Kept::open(file, &position).map(|kept| self.kept = Some(kept)))
    }

    fn move_count(&self, _: &Board) -> Option<u64> {
        Some(u64::from(self.game.width))
    }

    fn database(&self, _: &Board) -> Option<Result<Box<dyn Schema>, Error>> {
        let (width, height) = (self.game.width.to_string(), self.game.height.to_string());
        let words = ["connect4", "--width", &width, "--height", &height].map(String::from);
        let words = words.to_vec();
        // The fingerprint names the numbering, so a database keyed otherwise is refused.
        let tiers = RankedTiers::new(self.game);
        Some(tiers.map(|t| Typed::boxed(t, self.game(), words, "ranked".into())))
    }

    /// The rows from the top, with the columns' numbers under them.
    fn draw(&self, board: &Pos<Self>) -> Option<String> {
        let rows = self.game.show(*board).replace('/', "\n");
        let numbers: String = (1..=self.game.width).map(|c| c.to_string()).collect();
        Some(format!("{rows}\n{numbers}"))
    }
}

/// 四子棋 in the registry.
pub const FAMILY: Family = Family {
    name: "connect4",
    alias: Some("四子棋"),
    example: "connect4 --width 4 --height 4 2332",
    options: &[
        OptionSpec {
            long: "--width",
            value: Some("W"),
            help: "Columns of the board (default 7).",
            required: false,
            positional: false,
            file: false,
        },
        OptionSpec {
            long: "--height",
            value: Some("H"),
            help: "Rows of the board (default 6).",
            required: false,
            positional: false,
            file: false,
        },
    ],
    position: PositionSpec {
        name: "MOVES",
        help: "The columns played so far, from 1 (e.g. 4453); or the rows from the top joined \
               by `/` (. empty, x first player, o second); nothing for the empty board.",
        hyphens: false,
    },
    tabulates: Tabulates::No,
    board: Some(Drawing::Grid {
        separator: "/",
        shown: &[(".", ""), ("x", "●"), ("o", "○")],
        names: CellNames::Numbers,
    }),
    quotient: None,
    resumable: true,
    load: |options, road, budget| {
        let size = |long: &'static str, default: u64| -> Result<u32, Error> {
            match options.token(long) {
                Some(token) => {
                    let n = natural(&token, Text::new("error-what-connect4-size"))?;
                    Ok(u32::try_from(n).unwrap_or(u32::MAX))
                }
                None => Ok(default as u32),
            }
        };
        let game = ConnectFour::new(size("--width", 7)?, size("--height", 6)?)?;
        Ok(erase(Family4::new(game, budget.clone()), road, budget))
    },
};

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// On every position of the 4×4 and 5×3 boards, the alpha-beta answer (the value, then
    /// each move's outcome by one null-window question) lists the moves plain search lists,
    /// with the same outcome and remoteness.
    #[test]
    fn the_search_answers_as_plain_search_on_every_small_position() {
        for (width, height) in [(4, 4), (5, 3)] {
            let game = ConnectFour::new(width, height).unwrap();
            let mut family = Family4::new(game, Budget::of_machine());
            let mut plain = Solver::new(game);
            let root = Board { mine: 0, stones: 0 };
            let (mut seen, mut stack) = (HashSet::from([root]), vec![root]);
            while let Some(board) = stack.pop() {
                let expected = analysis::generic(&mut plain, &board).unwrap();
                let found = family.deep_analysis(&board).unwrap();
                let shown = game.show(board);
                assert_eq!(found.outcome, expected.outcome, "{shown}");
                assert_eq!(found.remoteness, expected.remoteness, "{shown}");
                assert_eq!(listed(&found), listed(&expected), "{shown}");
                let mut next = Vec::new();
                if game.ended(board).is_none() {
                    game.moves(&board, &mut next);
                }
                stack.extend(next.into_iter().map(|(_, b)| b).filter(|b| seen.insert(*b)));
            }
        }
    }

    /// With fewer positions than every move needs (6 million: one second at the search's
    /// rate, and no deadline so that the test does not depend on the machine), `4734` is
    /// still answered (a win for the player to move), the moves settled are winning moves, and
    /// those not settled are named, never listed as winning or dropped.
    #[test]
    fn a_hard_reply_never_hides_the_answer() {
        let game = ConnectFour::new(7, 6).unwrap();
        let mut family = Family4::new(game, Budget::of_machine().with_time(1).without_deadline());
        let board = game
            .parse(&crate::notation::argument_tokens(&["4734"]))
            .unwrap();
        let answer = family.deep_analysis(&board).unwrap();
        assert_eq!(answer.outcome, Outcome::Win);
        let listed: Vec<String> = answer
            .winning_moves
            .iter()
            .map(|m| m.mv.render(crate::text::Lang::En))
            .collect();
        // Pons' solver scores the moves 1 to 7 of 4734 as 0, 18, 3, 4, 18, -2 and -2.
        assert!(
            listed
                .iter()
                .all(|m| ["2", "3", "4", "5"].contains(&m.as_str())),
            "{listed:?}"
        );
        let why = answer.explanation.render(crate::text::Lang::En);
        assert!(why.contains("Not settled"), "{why}");
        for winning in ["2", "3", "4", "5"] {
            let named =
                why.contains(&format!(" {winning},")) || why.contains(&format!(" {winning} "));
            assert!(
                listed.iter().any(|m| m == winning) || named,
                "{winning}: {listed:?} {why}"
            );
        }
    }

    /// An answer counts every position searched for it: the values of its moves asked before
    /// it (as `--all-moves` asks them), from which it is read; the next answer counts afresh.
    #[test]
    fn an_answer_counts_the_searches_of_its_moves() {
        let game = ConnectFour::new(7, 6).unwrap();
        let mut family = Family4::new(game, Budget::of_machine());
        // 26 stones: 16 empty cells, past plain search.
        let board = game
            .parse(&crate::notation::argument_tokens(&[
                "32461175135152115523265272",
            ]))
            .unwrap();
        assert!(!family.plain(&board));
        let mut moves = Vec::new();
        game.moves(&board, &mut moves);
        let mut of_moves = 0;
        for (_, next) in &moves {
            family.value(next).unwrap();
            of_moves += family.deep.as_ref().map_or(0, |d| d.nodes);
        }
        let visited = |a: &Analysis| -> u64 {
            let why = a.explanation.render(crate::text::Lang::En);
            let count = why.split("visited ").nth(1).unwrap();
            let count = count.split(" positions").next().unwrap().replace(',', "");
            count.parse().unwrap()
        };
        // Read from its moves' values, the answer searches nothing more; searched afresh,
        // it is the same.
        let read = family.deep_analysis(&board).unwrap();
        assert!(of_moves > 0 && visited(&read) == of_moves, "{of_moves}");
        let searched = family.deep_analysis(&board).unwrap();
        assert!(visited(&searched) > 0);
        assert_eq!(
            (read.outcome, read.remoteness, listed(&read)),
            (searched.outcome, searched.remoteness, listed(&searched))
        );
    }

    /// The moves an answer lists, in words.
    fn listed(a: &Analysis) -> Vec<String> {
        let said = |m: &MoveReport| m.mv.render(crate::text::Lang::En);
        a.winning_moves.iter().map(said).collect()
    }

    /// On every position of the 4×4 and 5×3 boards, the value and the moves read from the
    /// values of its moves are plain search's; and nothing is read where a move's value is
    /// missing.
    #[test]
    fn an_answer_read_from_its_moves_is_plain_search_s() {
        for (width, height) in [(4, 4), (5, 3)] {
            let game = ConnectFour::new(width, height).unwrap();
            let mut plain = Solver::new(game);
            let root = Board { mine: 0, stones: 0 };
            let (mut seen, mut stack) = (HashSet::from([root]), vec![root]);
            while let Some(board) = stack.pop() {
                let shown = game.show(board);
                let mut next = Vec::new();
                if game.ended(board).is_none() {
                    game.moves(&board, &mut next);
                }
                let mut valued: Vec<(Board, Value)> = next
                    .iter()
                    .filter(|(_, b)| game.ended(*b).is_none())
                    .map(|&(_, b)| (b, plain.value(&b).unwrap()))
                    .collect();
                let expected = analysis::generic(&mut plain, &board).unwrap();
                match from_moves(game, &board, &valued) {
                    None => assert!(game.ended(board).is_some(), "{shown}"),
                    Some((value, keeping)) => {
                        assert_eq!(value.outcome, expected.outcome, "{shown}");
                        assert_eq!(value.remoteness, expected.remoteness, "{shown}");
                        let family = Family4::new(game, Budget::of_machine());
                        let read = family.answer(&board, value, keeping, &[], 0);
                        assert_eq!(listed(&read), listed(&expected), "{shown}");
                    }
                }
                if valued.pop().is_some() {
                    assert!(from_moves(game, &board, &valued).is_none(), "{shown}");
                }
                stack.extend(next.into_iter().map(|(_, b)| b).filter(|b| seen.insert(*b)));
            }
        }
    }
}
