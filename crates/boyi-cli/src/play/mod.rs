//! `boyi play`: a game against Boyi, a perfect opponent, read from a terminal or a script.
//! The library seats the game and judges each turn ([`boyi::ask::play`]); this module reads
//! the lines typed and writes the game.

use crate::failure::Failure;
use crate::lang::{columns, say, word};
use crate::progress;
use crate::render::{self, outcome_word};
use boyi::analysis::MoveValue;
use boyi::ask::play::{find, Player, Seat, Turn};
use boyi::partizan::family::Side;
use boyi::{Lang, Outcome, Text};
use std::fmt::Write as _;
use std::io::{BufRead, Write};

/// The longest line of input a move may be.
const LINE_LIMIT: usize = 1000;

/// One of your moves, remembered to judge it at the end.
struct Judged {
    number: usize,
    mv: Text,
    /// The best result you could still force before the move, and a move that forced it.
    best: (Outcome, Text),
    /// What the move you played leaves you.
    got: Outcome,
}

/// A game being played: the positions so far, and your moves for the review.
struct Game<'s, S: Seat> {
    seat: &'s mut S,
    /// Every position so far, with the player to move there.
    line: Vec<(S::Pos, Player)>,
    yours: Vec<Judged>,
    colour: bool,
    /// The language the table speaks.
    lang: Lang,
}

/// How the game is shown.
pub struct Style {
    /// Colours for the result (on a terminal).
    pub colour: bool,
    /// Write each line read after its prompt (when the input is not a terminal, which
    /// echoes it itself), so a scripted game reads as a transcript.
    pub echo: bool,
    /// The language of every line.
    pub lang: Lang,
}

/// Plays `seat` from `start`, reading your moves from `input` and writing to `out`.
pub fn run<S: Seat>(
    seat: &mut S,
    start: S::Pos,
    boyi_first: bool,
    input: &mut impl BufRead,
    out: &mut impl Write,
    style: Style,
) -> Result<(), Failure> {
    let lang = style.lang;
    let first = if boyi_first {
        Player::Boyi
    } else {
        Player::You
    };
    let welcome = Text::new("play-welcome")
        .arg("game", seat.name())
        .arg("second", u8::from(boyi_first))
        .arg("side", side_key(seat.side(Player::You)));
    writeln!(out, "{}", say(lang, &welcome))?;
    let mut play = Game {
        seat,
        line: vec![(start, first)],
        yours: Vec::new(),
        colour: style.colour,
        lang: style.lang,
    };
    loop {
        let (position, to_move) = play
            .line
            .last()
            .cloned()
            .expect("the line starts somewhere");
        let turn = counted(play.seat, &position, to_move, lang)?;
        play.show(&position, to_move, matches!(turn, Turn::Over(_)), out)?;
        let moves = match turn {
            Turn::Over(outcome) => return play.finish(outcome, to_move, out),
            Turn::Moves(moves) => moves,
        };
        if to_move == Player::Boyi {
            let (mv, next) = moves
                .into_iter()
                .next()
                .expect("a position in play has a move");
            writeln!(
                out,
                "{}",
                say(lang, &Text::new("play-boyi-plays").arg("move", mv.mv))
            )?;
            play.line.push((next, Player::You));
            continue;
        }
        // Read until a move is played, the game is left, or an undo changes the position.
        loop {
            write!(out, "{}", word(lang, "play-prompt"))?;
            out.flush()?;
            let line = match read_line(input)? {
                Input::Line(line) => line,
                Input::TooLong => {
                    writeln!(out)?;
                    let refusal = Text::new("play-line-too-long").arg("limit", LINE_LIMIT);
                    writeln!(out, "{}", say(lang, &refusal))?;
                    continue;
                }
                Input::End => {
                    writeln!(out)?;
                    writeln!(out, "{}", word(lang, "play-end-of-input"))?;
                    return Ok(());
                }
            };
            if style.echo {
                writeln!(out, "{}", crate::failure::quoted(&line))?;
            }
            match command(&line, lang) {
                Some(Command::Nothing) => {}
                Some(Command::Quit) => {
                    writeln!(out, "{}", word(lang, "play-left"))?;
                    return Ok(());
                }
                Some(Command::Hint) => out.write_all(hint(play.seat, &moves, lang).as_bytes())?,
                Some(Command::Undo) => {
                    if play.undo(out)? {
                        break;
                    }
                }
                None => match find(&moves, &line, lang) {
                    Some(i) => {
                        let best = &moves[0].0;
                        let (mv, next) = moves[i].clone();
                        play.yours.push(Judged {
                            number: play.line.len(),
                            mv: mv.mv.clone(),
                            best: (best.outcome, best.mv.clone()),
                            got: mv.outcome,
                        });
                        play.line.push((next, Player::Boyi));
                        break;
                    }
                    None => {
                        let quoted = crate::failure::quoted(&line);
                        let refusal = Text::new("play-not-a-move").arg("typed", quoted);
                        writeln!(out, "{}", say(lang, &refusal))?
                    }
                },
            }
        }
    }
}

/// The turn of `mover` at `p`, with a count of the positions searched meanwhile where the
/// seat's judge counts them (shown on a terminal only).
fn counted<S: Seat>(
    seat: &mut S,
    p: &S::Pos,
    mover: Player,
    lang: Lang,
) -> Result<Turn<S::Pos>, Failure> {
    let mut counter = None;
    let turn = seat.turn(p, mover, &mut |nodes| {
        counter
            .get_or_insert_with(|| progress::counter(&say(lang, &Text::new("outcome-searched"))))
            .set_position(nodes)
    });
    if let Some(counter) = counter {
        counter.finish_and_clear();
    }
    Ok(turn?)
}

/// Every move of the turn, with what it leaves the mover: a game whose players have the
/// same moves lists them as `solve --all-moves` does, a partizan one with the value each
/// leaves (where its moves were valued, not searched).
fn hint<S: Seat>(seat: &S, moves: &[(MoveValue, S::Pos)], lang: Lang) -> String {
    if seat.side(Player::You).is_none() {
        let values: Vec<MoveValue> = moves.iter().map(|(m, _)| m.clone()).collect();
        return render::move_list(&values, lang);
    }
    let title = match seat.values().is_empty() {
        true => "title-every-move-outcome",
        false => "title-every-move-value",
    };
    let mut out = word(lang, title);
    out.push('\n');
    // A move judged by search has no value to show.
    let values = seat
        .values()
        .iter()
        .map(String::as_str)
        .chain(std::iter::repeat(""));
    let rows: Vec<Vec<String>> = moves
        .iter()
        .zip(values)
        .map(|((m, _), value)| {
            let outcome = outcome_word(m.outcome, lang);
            let after = m.position.as_deref().unwrap_or("");
            let cells = [&say(lang, &m.mv), &outcome, "=>", after, value];
            cells.map(str::to_string).to_vec()
        })
        .collect();
    for line in columns(&rows).lines() {
        let _ = writeln!(out, "  {line}");
    }
    out
}

/// The `side` argument of the messages: `left`, `right`, or `none` for a game whose players
/// have the same moves.
fn side_key(side: Option<Side>) -> &'static str {
    match side {
        Some(Side::Left) => "left",
        Some(Side::Right) => "right",
        None => "none",
    }
}

impl<S: Seat> Game<'_, S> {
    fn show(
        &self,
        position: &S::Pos,
        to_move: Player,
        over: bool,
        out: &mut impl Write,
    ) -> Result<(), Failure> {
        writeln!(out)?;
        let (notation, picture) = self.seat.show(position);
        let shown = Text::new("play-position").arg("position", notation);
        writeln!(out, "{}", say(self.lang, &shown))?;
        if let Some(board) = picture {
            for line in board.lines() {
                writeln!(out, "  {line}")?;
            }
        }
        if !over {
            let turn = Text::new("play-turn")
                .arg("number", self.line.len())
                .arg("boyi", u8::from(to_move == Player::Boyi))
                .arg("side", side_key(self.seat.side(to_move)));
            writeln!(out, "{}", say(self.lang, &turn))?;
        }
        Ok(())
    }

    /// Takes back your last move and every move after it; whether there was one.
    fn undo(&mut self, out: &mut impl Write) -> Result<bool, Failure> {
        let Some(judged) = self.yours.pop() else {
            writeln!(out, "{}", word(self.lang, "play-nothing-to-undo"))?;
            return Ok(false);
        };
        self.line.truncate(judged.number);
        writeln!(
            out,
            "{}",
            say(
                self.lang,
                &Text::new("play-took-back").arg("move", judged.mv)
            )
        )?;
        Ok(true)
    }

    /// The end: who won, and each of your moves that threw away a better result.
    fn finish(
        &self,
        outcome: Outcome,
        to_move: Player,
        out: &mut impl Write,
    ) -> Result<(), Failure> {
        let verdict = match outcome {
            Outcome::Win | Outcome::Lose => {
                let winner = if outcome == Outcome::Win {
                    to_move
                } else {
                    to_move.other()
                };
                match winner {
                    Player::You => self.paint("play-you-won", Outcome::Win),
                    Player::Boyi => self.paint("play-boyi-won", Outcome::Lose),
                }
            }
            Outcome::Tie => self.paint("play-tie", Outcome::Tie),
            Outcome::Draw => self.paint("play-draw", Outcome::Draw),
        };
        writeln!(
            out,
            "{}",
            say(
                self.lang,
                &Text::new("play-game-over").arg("verdict", verdict)
            )
        )?;
        let thrown: Vec<&Judged> = self
            .yours
            .iter()
            .filter(|j| j.got.rank() < j.best.0.rank())
            .collect();
        if thrown.is_empty() {
            writeln!(out, "{}", word(self.lang, "play-no-mistakes"))?;
        }
        for j in thrown {
            let mistake = Text::new("play-mistake")
                .arg("number", j.number)
                .arg("move", j.mv.clone())
                .arg("best", j.best.0.word())
                .arg("kept", j.best.1.clone())
                .arg("got", j.got.word());
            writeln!(out, "{}", say(self.lang, &mistake))?;
        }
        Ok(())
    }

    /// The message `key` in the colour of `outcome` on a terminal, plain otherwise.
    fn paint(&self, key: &'static str, outcome: Outcome) -> String {
        let text = word(self.lang, key);
        if !self.colour {
            return text;
        }
        let code = match outcome {
            Outcome::Win => "32",
            Outcome::Lose => "31",
            Outcome::Tie | Outcome::Draw => "33",
        };
        format!("\x1b[1;{code}m{text}\x1b[0m")
    }
}

/// A word of `play` itself rather than a move.
enum Command {
    /// An empty line.
    Nothing,
    Quit,
    Hint,
    Undo,
}

/// The command typed, in English or in the language of the run (`quit`, `退出`, ...).
fn command(line: &str, lang: Lang) -> Option<Command> {
    let is = |english: &str, key: &'static str| line == english || line == word(lang, key);
    Some(match line {
        "" => Command::Nothing,
        _ if is("quit", "play-command-quit") || line == "exit" => Command::Quit,
        _ if is("hint", "play-command-hint") => Command::Hint,
        _ if is("undo", "play-command-undo") => Command::Undo,
        _ => return None,
    })
}

/// What one read of the input gave.
enum Input {
    /// A line, trimmed.
    Line(String),
    /// A line longer than [`LINE_LIMIT`], skipped.
    TooLong,
    /// The end of the input.
    End,
}

/// One line of input without its line end.
fn read_line(input: &mut impl BufRead) -> Result<Input, Failure> {
    let unreadable =
        |e: std::io::Error| Failure::new(Text::new("error-stdin").arg("error", e.to_string()));
    let mut bytes = Vec::new();
    let read = std::io::Read::take(&mut *input, LINE_LIMIT as u64 + 1)
        .read_until(b'\n', &mut bytes)
        .map_err(unreadable)?;
    if read == 0 {
        return Ok(Input::End);
    }
    if bytes.len() > LINE_LIMIT && !bytes.ends_with(b"\n") {
        input.skip_until(b'\n').map_err(unreadable)?;
        return Ok(Input::TooLong);
    }
    Ok(Input::Line(
        String::from_utf8_lossy(&bytes).trim().to_string(),
    ))
}
