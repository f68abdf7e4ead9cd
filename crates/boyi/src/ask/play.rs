//! The play step of the front door: a game at the table, one turn at a time. [`sit`] reads a
//! request into a seated game, deciding which game it is and what judges each turn (the
//! theory or plain search, a solve database, a file of region values, a partizan family's
//! outcome search); [`Seat::turn`] says what the player to move has, the move Boyi would
//! make first; [`find`] reads the move a person typed. A surface that plays (the command
//! line's `boyi play`) only reads lines and writes them.

use super::files::Files;
use super::form;
use super::source::{Rules, Source};
use super::{partizan_solution, partizan_text, stored, values_file, Request, Storage};
use crate::analysis::MoveValue;
use crate::error::Error;
use crate::family::{Drawing, DynGame, PartizanFamily, Position, Road};
use crate::notation::argument_tokens;
use crate::partizan::family::{Side, Solution};
use crate::partizan::outcome::{Judgement, MoveJudge};
use crate::partizan::{expr, report};
use crate::text::{Lang, Text};
use crate::value::Outcome;
use crate::Context;

/// Who sits at the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// The person playing.
    You,
    /// Boyi, a perfect opponent.
    Boyi,
}

impl Player {
    /// The other one.
    pub fn other(self) -> Player {
        match self {
            Player::You => Player::Boyi,
            Player::Boyi => Player::You,
        }
    }
}

/// What the player to move has at a position.
pub enum Turn<P> {
    /// Play has ended: the result for the player who would move.
    Over(Outcome),
    /// Every move with what it leaves the mover and the position it leads to, best first:
    /// Boyi plays the first (it wins as fast as it can, loses as slowly as it can, and
    /// prefers a tie or a draw to a loss).
    Moves(Vec<(MoveValue, P)>),
}

/// A game at the table: what playing it needs, whether both players have the same moves
/// or not.
pub trait Seat {
    /// A position.
    type Pos: Clone;
    /// The game's name, as typed.
    fn name(&self) -> String;
    /// Which player `player` is, for a game whose players have different moves.
    fn side(&self, player: Player) -> Option<Side>;
    /// The position in its notation, and its picture (a board) when it has one.
    fn show(&self, p: &Self::Pos) -> (String, Option<String>);
    /// What `mover`, to move at `p`, has; `searched` is told how many positions a search
    /// that counts them has searched so far.
    fn turn(
        &mut self,
        p: &Self::Pos,
        mover: Player,
        searched: &mut dyn FnMut(u64),
    ) -> Result<Turn<Self::Pos>, Error>;
    /// The values the moves of the last turn leave, in CGSuite's notation and the order of
    /// the moves; none where the moves were judged by their outcomes alone.
    fn values(&self) -> &[String] {
        &[]
    }
}

/// A game seated at the table, with the position play starts from.
pub enum Seated {
    /// A game whose players have the same moves.
    Impartial(Impartial, Position),
    /// A game whose players have moves of their own, the start in its notation.
    Partizan(Partizan, String),
}

/// Seats the game `request` names at its position: you play `you` (Left where `None`; a
/// side is refused in a game whose players have the same moves), Boyi moving first where
/// `second`. The request's storage answers each turn where it holds the position; a game
/// that cannot be played (a form of the front door) or a start that cannot be judged is
/// refused here, before the game starts.
pub fn sit(
    request: Request,
    you: Option<Side>,
    second: bool,
    files: &dyn Files,
    cx: &Context,
) -> Result<Seated, Error> {
    let Request {
        source,
        position,
        storage,
        ..
    } = request;
    if let Some(form) = form::of(&source) {
        return Err(Error::invalid(
            Text::new("not-for-form").arg("game", form.name),
        ));
    }
    let side = you.unwrap_or(Side::Left);
    let first = if second { side.other() } else { side };
    let partizan = |name: String, board, judge, text: &str| {
        let (seat, start) = Partizan::new(name, side, board, judge, text, first, cx.lang)?;
        Ok(Seated::Partizan(seat, start))
    };
    let (game, board) = match source {
        Source::Partizan(family, outcome) => {
            let text = partizan_text(family, &position)?;
            let judge = judge(family, outcome, storage, cx)?;
            return partizan(family.name.to_string(), family.board, judge, &text);
        }
        Source::Rules(file) => match Rules::read(&file, &cx.budget)? {
            Rules::ByForm(_) if !matches!(storage, Storage::None) => {
                return Err(Error::invalid(Text::new("error-partizan-db")))
            }
            Rules::ByForm(script) => {
                let budget = cx.budget.clone();
                // A position is written back as its words joined by spaces, and read
                // again from them.
                let solve: Solver = Box::new(move |text: &str| {
                    let words: Vec<&str> = text.split_whitespace().collect();
                    crate::rules::partizan::solve(&script, &argument_tokens(&words), budget.clone())
                });
                return partizan(file.name, None, Judge::Values(solve), &position.join(" "));
            }
            Rules::ByOutcome(game) => (game, None),
        },
        source => {
            let board = match &source {
                Source::Family(family, _) => family.board,
                _ => None,
            };
            let game = source.by_outcome(Road::Theory, files, &cx.budget)?;
            (
                game.expect("every source but a form's is valued by outcome"),
                board,
            )
        }
    };
    if you.is_some() {
        return Err(Error::invalid(Text::new("error-as-impartial")));
    }
    let start = game.parse(&argument_tokens(&position))?;
    let game = stored(game, &start, &storage)?;
    let mut seat = Impartial { game, board };
    // Whatever refuses the first position (too many moves, too big to value) is said
    // before the game starts.
    seat.turn(&start, Player::You, &mut |_| {})?;
    Ok(Seated::Impartial(seat, start))
}

/// How the moves of a partizan family's turn are judged: by the outcome search where
/// `outcome` asks it and the family has one, else by exact values; either reads the regions
/// of `storage` where that names a file of this family's region values.
fn judge(
    family: &'static PartizanFamily,
    outcome: bool,
    storage: Storage,
    cx: &Context,
) -> Result<Judge, Error> {
    match family.outcome.as_ref().filter(|_| outcome) {
        Some(search) => Ok(Judge::Search {
            judge: (search.judges)(cx.budget.clone(), values_file(family, &storage)?)?,
            last: None,
        }),
        None => {
            let cx = cx.clone();
            Ok(Judge::Values(Box::new(move |text: &str| {
                partizan_solution(family, text, &storage, &cx)
            })))
        }
    }
}

/// A game of the registry or an ordinary rule file: both players have the same moves.
pub struct Impartial {
    /// The game.
    game: Box<dyn DynGame>,
    /// How its family declares its board, drawn where the game has no picture of its own.
    board: Option<Drawing>,
}

impl Seat for Impartial {
    type Pos = Position;

    fn name(&self) -> String {
        self.game.name()
    }

    fn side(&self, _: Player) -> Option<Side> {
        None
    }

    fn show(&self, p: &Position) -> (String, Option<String>) {
        let shown = self.game.show(p);
        let picture = self.game.draw(p);
        let picture = picture.or_else(|| self.board.and_then(|b| b.picture(&shown)));
        (shown, picture)
    }

    fn turn(
        &mut self,
        p: &Position,
        _: Player,
        _: &mut dyn FnMut(u64),
    ) -> Result<Turn<Position>, Error> {
        Ok(if self.game.is_over(p) {
            Turn::Over(self.game.value(p)?.outcome)
        } else {
            Turn::Moves(self.game.moves(p)?)
        })
    }
}

/// Values a position written as text, with every move of each player.
type Solver = Box<dyn FnMut(&str) -> Result<Solution, Error>>;

/// How the moves of a partizan turn are judged.
enum Judge {
    /// By the exact values they leave.
    Values(Solver),
    /// By the family's outcome search, whose judge keeps what it learns from turn to turn;
    /// the last judgement is kept too, as the first turn is asked for more than once (to
    /// read the start, and to refuse a position the search refuses before the game starts)
    /// and a turn after an undo is asked for again.
    Search {
        judge: Box<dyn MoveJudge>,
        last: Option<Judgement>,
    },
}

/// A partizan game at the table: you play Left or Right against Boyi, each player with
/// their own moves; Boyi makes a winning move whenever it has one.
pub struct Partizan {
    name: String,
    /// The side you play.
    you: Side,
    /// How its family declares its board, to draw each position from.
    board: Option<Drawing>,
    judge: Judge,
    /// The values the moves of the last turn leave, in CGSuite's notation (none by search).
    values: Vec<String>,
    /// The language the values are written in.
    lang: Lang,
}

impl Partizan {
    /// The game `name`, played from the position `typed` with you as `you` and `first` to
    /// move; the start as the game writes it. A position that cannot be judged is refused
    /// here.
    fn new(
        name: String,
        you: Side,
        board: Option<Drawing>,
        mut judge: Judge,
        typed: &str,
        first: Side,
        lang: Lang,
    ) -> Result<(Partizan, String), Error> {
        let start = match &mut judge {
            Judge::Values(solve) => solved(solve, typed)?.position,
            Judge::Search { judge, last } => last
                .insert(judge.judge(typed, first, &mut |_| {})?)
                .position
                .clone(),
        };
        let seat = Partizan {
            name,
            you,
            board,
            judge,
            values: Vec::new(),
            lang,
        };
        Ok((seat, start))
    }
}

/// The solution of `position`, refused when the values outgrew the memory budget.
fn solved(solve: &mut Solver, position: &str) -> Result<Solution, Error> {
    let solution = solve(position)?;
    if solution.arena.exhausted() {
        return Err(expr::too_large(&solution.arena));
    }
    Ok(solution)
}

impl Seat for Partizan {
    type Pos = String;

    fn name(&self) -> String {
        self.name.clone()
    }

    fn side(&self, player: Player) -> Option<Side> {
        Some(match player {
            Player::You => self.you,
            Player::Boyi => self.you.other(),
        })
    }

    fn show(&self, p: &String) -> (String, Option<String>) {
        let picture = self.board.and_then(|b| b.picture(p));
        (p.clone(), picture)
    }

    fn turn(
        &mut self,
        p: &String,
        mover: Player,
        searched: &mut dyn FnMut(u64),
    ) -> Result<Turn<String>, Error> {
        let side = self.side(mover).expect("a partizan player has a side");
        self.values.clear();
        let solve = match &mut self.judge {
            Judge::Values(solve) => solve,
            Judge::Search { judge, last } => {
                let judged = match last.take() {
                    Some(kept) if kept.position == *p && kept.mover == side => kept,
                    _ => judge.judge(p, side, searched)?,
                };
                let moves = judged.moves.iter().map(|m| {
                    let outcome = if m.wins { Outcome::Win } else { Outcome::Lose };
                    (listed(&m.mv, &m.after, outcome), m.after.clone())
                });
                let moves: Vec<_> = moves.collect();
                *last = Some(judged);
                return Ok(match moves.is_empty() {
                    true => Turn::Over(Outcome::Lose),
                    false => Turn::Moves(moves),
                });
            }
        };
        let mut s = solved(solve, p)?;
        let order = s.ranked(side);
        if order.is_empty() {
            return Ok(Turn::Over(Outcome::Lose));
        }
        let mut moves = Vec::with_capacity(order.len());
        for i in order {
            let (value, name, position) = {
                let m = &s.moves(side)[i];
                (m.value, m.name.clone(), m.position.clone())
            };
            let outcome = match s.wins(side, value) {
                true => Outcome::Win,
                false => Outcome::Lose,
            };
            let form = report::form(&mut s.arena, value, report::FORM_CHARS, self.lang);
            self.values.push(form);
            moves.push((listed(&name, &position, outcome), position));
        }
        Ok(Turn::Moves(moves))
    }

    fn values(&self) -> &[String] {
        &self.values
    }
}

/// A move as play lists it: its name, the position it leads to, what it leaves the mover.
fn listed(name: &str, position: &str, outcome: Outcome) -> MoveValue {
    MoveValue {
        mv: Text::verbatim(name.to_string()),
        position: Some(position.to_string()),
        outcome,
        remoteness: None,
    }
}

/// Which of `moves` the person typed: a move's text as listed (in English or in `lang`),
/// that text without the part in brackets, or the position it leads to; case and spacing
/// do not matter. Else, typed as numbers alone, the one move whose words hold those numbers
/// in that order (`2 2` for `eat row 2, column 2`, as the board numbers rows and columns).
pub fn find<P>(moves: &[(MoveValue, P)], typed: &str, lang: Lang) -> Option<usize> {
    named(moves, typed, lang).or_else(|| by_numbers(moves, typed))
}

/// The move whose text (or the position it leads to) is `typed`.
fn named<P>(moves: &[(MoveValue, P)], typed: &str, lang: Lang) -> Option<usize> {
    let typed = normal(typed);
    moves.iter().position(|(m, _)| {
        let listed = [m.mv.render(Lang::En), m.mv.render(lang)];
        // Without the part in brackets: `take 12 from heap 3`, `从第 3 堆取 12 个`.
        let short: Vec<&str> = listed
            .iter()
            .map(|text| {
                text.split(" (")
                    .flat_map(|t| t.split('（'))
                    .next()
                    .unwrap_or(text)
            })
            .collect();
        listed
            .iter()
            .map(String::as_str)
            .chain(short)
            .chain(m.position.as_deref())
            .any(|form| normal(form) == typed)
    })
}

/// The one move whose words, without the part in brackets, hold the numbers `typed` holds,
/// in order, when `typed` is numbers alone (parted by spaces or commas).
fn by_numbers<P>(moves: &[(MoveValue, P)], typed: &str) -> Option<usize> {
    let numbers = |text: &str| -> Vec<String> {
        text.split(|c: char| !c.is_ascii_digit())
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect()
    };
    let only_numbers = typed
        .chars()
        .all(|c| c.is_ascii_digit() || c.is_whitespace() || c == ',');
    let wanted = numbers(typed);
    if !only_numbers || wanted.is_empty() {
        return None;
    }
    let mut fitting = moves.iter().enumerate().filter(|(_, (m, _))| {
        let english = m.mv.render(Lang::En);
        numbers(english.split(" (").next().unwrap_or(&english)) == wanted
    });
    match (fitting.next(), fitting.next()) {
        (Some((i, _)), None) => Some(i),
        _ => None,
    }
}

/// Lower case, single spaces.
fn normal(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ask::files::Disk;
    use crate::budget::Budget;

    fn request(words: &[&str]) -> Request {
        let words: Vec<String> = words.iter().map(|w| w.to_string()).collect();
        let (source, position) = Source::read(&words, &Disk).unwrap();
        Request::new(source, position)
    }

    fn cx() -> Context {
        Context::new(Lang::En, Budget::of_machine())
    }

    #[test]
    fn boyi_plays_a_winning_move_and_a_typed_move_is_found() {
        let Seated::Impartial(mut seat, start) =
            sit(request(&["nim", "3", "5"]), None, false, &Disk, &cx()).unwrap()
        else {
            panic!("nim is impartial")
        };
        let Turn::Moves(moves) = seat.turn(&start, Player::Boyi, &mut |_| {}).unwrap() else {
            panic!("3 5 has moves")
        };
        assert_eq!(moves[0].0.outcome, Outcome::Win);
        assert_eq!(moves[0].0.position.as_deref(), Some("3 3"));
        assert_eq!(find(&moves, "  3   3 ", Lang::En), Some(0));
        assert_eq!(find(&moves, "9 9", Lang::En), None);
    }

    #[test]
    fn a_partizan_game_is_played_by_sides_and_ends_for_the_player_without_a_move() {
        let seated = sit(
            request(&["domineering", "1x2"]),
            Some(Side::Right),
            false,
            &Disk,
            &cx(),
        );
        let Ok(Seated::Partizan(mut seat, start)) = seated else {
            panic!("domineering is partizan")
        };
        assert_eq!(seat.side(Player::You), Some(Side::Right));
        let Turn::Moves(moves) = seat.turn(&start, Player::You, &mut |_| {}).unwrap() else {
            panic!("Right can lay a domino across 1x2")
        };
        assert_eq!(seat.values().len(), moves.len());
        let after = moves[0].1.clone();
        let over = seat.turn(&after, Player::Boyi, &mut |_| {}).unwrap();
        assert!(matches!(over, Turn::Over(Outcome::Lose)));
    }

    #[test]
    fn a_side_in_an_impartial_game_and_a_form_are_refused_before_play() {
        let side = sit(
            request(&["nim", "3"]),
            Some(Side::Left),
            false,
            &Disk,
            &cx(),
        );
        let refused = |r: Result<Seated, Error>| r.err().map(|e| e.text().key().to_string());
        assert_eq!(refused(side).as_deref(), Some("error-as-impartial"));
        let form = sit(request(&["nimprod", "3", "5"]), None, false, &Disk, &cx());
        assert_eq!(refused(form).as_deref(), Some("not-for-form"));
    }
}
