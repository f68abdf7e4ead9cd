//! `boyi play` as a person plays it: whole games through standard input, and one through a
//! pseudo-terminal.

mod common;

use common::{boyi, fails, ok};

/// Every move of a LOL row of `len` cells, in order: typed again and again, the first that
/// is legal is played each turn, so a game always goes on to its end.
fn every_lol_move(len: usize) -> String {
    let round: String = (0..len)
        .flat_map(|i| [format!("{}L\n", i + 1), format!("{}O\n", i + 1)])
        .collect();
    round.repeat(len + 1)
}

#[test]
fn qiuqiu_played_to_the_end_and_reviewed() {
    // 取球博弈 from 10: take 1 throws the win away; Boyi then wins.
    let out = ok(
        &[
            "play",
            "subtraction",
            "--moves",
            "1,3,7,8",
            "--misere",
            "10",
        ],
        "take 1\ntake 3\ntake 1\n",
    );
    assert!(out.contains("your move> take 1\n"), "{out}");
    assert!(out.contains("Boyi plays take 8 (9 -> 1)"), "{out}");
    assert!(out.contains("'take 3' is not a move here"), "{out}");
    assert!(out.contains("game over: Boyi won."), "{out}");
    assert!(
        out.contains("move 1: take 1 (10 -> 9) threw away a win (take 7 (10 -> 3) kept it); it left you a loss."),
        "{out}"
    );
    assert!(!out.contains('\x1b'), "no colours when piped: {out}");

    // Perfect play wins: take 7, then take 1 until the opponent must take the last ball.
    let out = ok(
        &["play", "--rules", "examples/rules/qiuqiu.rhai", "10"],
        "take 7\ntake 1\n",
    );
    assert!(out.contains("game over: You won."), "{out}");
    assert!(
        out.contains("None of your moves threw away a win or a tie."),
        "{out}"
    );
}

#[test]
fn moves_are_typed_by_name_short_name_or_position() {
    for typed in ["take 7 (10 -> 3)", "TAKE 7", "3", "  take   7 "] {
        let out = ok(
            &[
                "play",
                "subtraction",
                "--moves",
                "1,3,7,8",
                "--misere",
                "10",
            ],
            &format!("{typed}\nquit\n"),
        );
        assert!(out.contains("Boyi plays"), "{typed:?}: {out}");
        assert!(out.contains("You left the game."), "{typed:?}: {out}");
    }
}

#[test]
fn lol_played_to_the_end_from_both_sides() {
    for side in ["--first", "--second"] {
        let out = ok(&["play", "lol", "L**L***L", side], &every_lol_move(8));
        assert!(out.contains("game over: "), "{side}: {out}");
        assert!(
            out.contains("  1 2 3 4 5 6 7 8\n"),
            "a drawn board, cells numbered as moves name them: {out}"
        );
        // Boyi moving first from a won row keeps its win.
        if side == "--second" {
            assert!(out.contains("game over: Boyi won."), "{out}");
        }
    }
    // Playing every move in order throws the tie away, and the review says where.
    let out = ok(&["play", "填字母游戏", "*****"], &every_lol_move(5));
    assert!(out.contains("game over: Boyi won."), "{out}");
    assert!(out.contains("threw away a tie"), "{out}");
}

#[test]
fn hint_undo_and_the_end_of_input() {
    let out = ok(&["play", "nim", "1", "2"], "hint\n1 1\nundo\nundo\n");
    assert!(out.contains("every move, best first"), "{out}");
    assert!(out.contains("take 1 from heap 2 (2 -> 1)  win"), "{out}");
    assert!(
        out.contains("took back take 1 from heap 2 (2 -> 1) and Boyi's reply"),
        "{out}"
    );
    assert!(out.contains("nothing to undo"), "{out}");
    assert!(
        out.ends_with("your move> \nend of input: the game is left unfinished.\n"),
        "{out}"
    );
}

#[test]
fn every_family_and_rule_file_can_be_played() {
    for args in [
        vec!["play", "nim", "--misere", "1", "1", "3"],
        vec!["play", "bash", "--max", "3", "5"],
        vec!["play", "wythoff", "2", "3"],
        vec!["play", "staircase", "1", "3", "6"],
        vec!["play", "matches", "0000/0000"],
        vec!["play", "--rules", "examples/rules/toads.rhai", "L:T_F"],
        vec!["play", "--rules", "examples/rules/king.rhai", "2", "2"],
    ] {
        let out = ok(&args, "quit\n");
        assert!(out.contains("You left the game."), "{args:?}: {out}");
    }
}

#[test]
fn bad_play_requests_fail_cleanly() {
    fails(&["play", "nim", "x"], "");
    fails(&["play", "nim", "1", "--first", "--second"], "");
    let line = fails(&["play", "nim", "1000000", "1000000"], "");
    assert!(line.contains("moves"), "{line}");
    // A line of a megabyte is answered with one line, not echoed, and play goes on.
    let out = ok(&["play", "nim", "3"], &("x".repeat(1 << 20) + "\n0\n"));
    assert!(
        out.contains("that line is longer than 1000 bytes"),
        "{}",
        &out[..500]
    );
    assert!(out.len() < 2000, "the long line is not echoed");
    assert!(out.contains("game over: You won."), "{out}");
}

/// A person at a terminal: `script` gives boyi a pseudo-terminal, so it colours the result.
#[test]
fn a_game_through_a_pseudo_terminal() {
    let binary = env!("CARGO_BIN_EXE_boyi");
    let command = format!("{binary} play subtraction --moves 1,3,7,8 --misere 10");
    let out = boyi_in_terminal(&command, "take 7\ntake 1\n");
    assert!(out.contains("\x1b[1;32mYou won.\x1b[0m"), "{out:?}");
    // The terminal echoes what was typed; boyi does not echo it again.
    assert_eq!(out.matches("take 7").count(), 1, "{out:?}");
}

/// Runs `command` under `script`, which gives it a pseudo-terminal, typing `input`.
fn boyi_in_terminal(command: &str, input: &str) -> String {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new("script")
        .args(["-q", "-e", "-c", command, "/dev/null"])
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("script (util-linux) runs");
    let mut stdin = child.stdin.take().expect("stdin");
    for line in input.lines() {
        // One line at a time, as a person types.
        if stdin.write_all(format!("{line}\n").as_bytes()).is_err() {
            break; // The game is over before the input is.
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    drop(stdin);
    let out = child.wait_with_output().expect("script finishes");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn games_lists_every_family() {
    let out = ok(&["games"], "");
    for name in [
        "nim",
        "bash",
        "subtraction",
        "wythoff",
        "staircase (高僧斗法)",
        "lol (填字母游戏)",
        "matches (火柴游戏)",
    ] {
        assert!(out.contains(&format!("{name}\n")), "{name}: {out}");
    }
    // Every example shown there runs.
    for line in out
        .lines()
        .filter_map(|l| l.trim().strip_prefix("e.g. boyi "))
    {
        let args: Vec<&str> = line.split_whitespace().collect();
        ok(&args, "");
    }
    let _ = boyi(&["games"], "");
}

/// Every domino of a 3×3 Domineering board for one player (Left's are vertical), in order:
/// typed again and again, the first that is legal is played each turn.
fn every_domino(vertical: bool) -> String {
    let mut round = String::new();
    for col in ['a', 'b', 'c'] {
        for row in 1..=3 {
            let (to_col, to_row) = if vertical {
                (col, row + 1)
            } else {
                ((col as u8 + 1) as char, row)
            };
            round.push_str(&format!("{col}{row}-{to_col}{to_row}\n"));
        }
    }
    round.repeat(5)
}

/// A partizan game is played with sides: Boyi, first on a 3×3 Domineering board (±1,
/// a first-player win), wins from either side; you, first, win with the right domino.
#[test]
fn domineering_played_from_either_side() {
    for (side, vertical) in [("left", true), ("right", false)] {
        let out = ok(
            &["play", "domineering", "3x3", "--as", side, "--second"],
            &every_domino(vertical),
        );
        assert!(
            out.contains(&format!(
                "you play {}",
                if vertical { "Left" } else { "Right" }
            )),
            "{out}"
        );
        assert!(out.contains("game over: Boyi won."), "{side}: {out}");
        assert!(
            out.contains("    a b c\n  1 · · ·\n  2 · · ·\n  3 · · ·\n"),
            "a drawn board: {out}"
        );
    }
    // 2×3 = {2|-1/2}: Left's middle domino wins at once, the others lose.
    let out = ok(
        &["play", "domineering", "..|..|..", "--as", "right"],
        "hint\nquit\n",
    );
    assert!(out.contains("move 1: your move (Right)"), "{out}");
    let out = ok(&["play", "domineering", "...|..."], "hint\nb1-b2\n");
    assert!(out.contains("  b1-b2  win   =>  .#.|.#.  2\n"), "{out}");
    assert!(out.contains("  a1-a2  lose  =>  #..|#..  ±1\n"), "{out}");
    assert!(out.contains("game over: You won."), "{out}");
}

/// With `--outcome`, each move is judged by the outcome search: on 4×4 (whoever starts
/// wins) Left's four middle verticals win; Boyi, first on 3×3 (whoever starts wins), wins
/// whatever you play, and you, first there, win by winning moves.
#[test]
fn domineering_played_by_the_outcome_search() {
    let out = ok(
        &["play", "domineering", "4x4", "--outcome"],
        "hint
quit
",
    );
    assert!(out.contains("by the outcome search"), "{out}");
    for winning in ["a2-a3", "b2-b3", "c2-c3", "d2-d3"] {
        assert!(out.contains(&format!("  {winning}  win   =>  ")), "{out}");
    }
    assert!(
        out.contains("  a1-a2  lose  =>  #...|#...|....|....\n"),
        "{out}"
    );
    // You (Right), second on 3×3: Boyi (Left) wins whatever you play.
    let out = ok(
        &[
            "play",
            "domineering",
            "3x3",
            "--outcome",
            "--as",
            "right",
            "--second",
        ],
        &every_domino(false),
    );
    assert!(out.contains("game over: Boyi won."), "{out}");
    // Every winning move typed in turn: the first legal winning one is played each turn.
    let out = ok(
        &["play", "domineering", "3x3", "--outcome"],
        "b1-b2\nb2-b3\na2-a3\nc2-c3\na1-a2\nc1-c2\n",
    );
    assert!(out.contains("game over: You won."), "{out}");
    assert!(out.contains("None of your moves threw away a win"), "{out}");
    fails(&["play", "domineering", "9x15", "--outcome"], "");
    fails(&["play", "clobber", "xo", "--outcome"], "");
}

#[test]
fn every_partizan_family_and_rule_file_can_be_played() {
    for args in [
        vec!["play", "clobber", "xoxo"],
        vec!["play", "hackenbush", "LRLRRLLR", "--as", "right"],
        vec!["play", "toads", "TT..FF", "--second"],
        vec![
            "play",
            "--rules",
            "examples/rules/toads-values.rhai",
            "TT..FF",
        ],
    ] {
        let out = ok(&args, "hint\nquit\n");
        assert!(
            out.contains("the position and the value it leaves"),
            "{args:?}: {out}"
        );
        assert!(out.contains("You left the game."), "{args:?}: {out}");
    }
    // A side is for partizan games; a database must be there to be read.
    fails(&["play", "nim", "3", "--as", "left"], "");
    fails(&["play", "domineering", "2x2", "--as", "up"], "");
    fails(
        &["play", "domineering", "2x2", "--db", "no-such-file.boyi"],
        "",
    );
    fails(&["play", "domineering", "2x2x"], "");
}

#[test]
fn a_move_is_typed_as_short_as_the_board_names_it() {
    // Chomp: `2 2` is the bite at row 2, column 2, as the bar numbers its rows and columns.
    let out = ok(&["play", "chomp", "3", "3", "2"], "2 2\nquit\n");
    assert!(
        out.contains("    1 2 3\n  1 ☠ ■ ■\n  2 ■ ■ ■\n  3 ■ ■\n"),
        "{out}"
    );
    assert!(out.contains("position: 3 1 1"), "{out}");
    // Numbers that fit several moves are not guessed at.
    let out = ok(&["play", "chomp", "3", "3", "2"], "2\nquit\n");
    assert!(out.contains("'2' is not a move here"), "{out}");
}
