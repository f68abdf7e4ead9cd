//! `boyi contest`: contest problems on their original input formats, output byte for byte:
//! the seeds' problems ([`seeds`]) and the classic game-theory problems of the online
//! judges ([`judges`]), answered by the library's theory.

mod judges;
mod seeds;
mod words;

use crate::args::{self, Problem};
use crate::failure::Failure;
use boyi::{Context, Lang, Text};
use clap::Args;
use words::{nonempty_tokens, Words};

/// Whether the problem reads standard input.
pub fn reads_input(problem: &Problem) -> bool {
    !matches!(problem, Problem::Dice)
}

/// Answers one contest problem for the whole of `input`; the result is the exact output.
pub fn run(problem: &Problem, input: &str, cx: Context) -> Result<String, Failure> {
    // A byte-order mark, as some editors write, is not part of the input.
    let input = input.strip_prefix('\u{feff}').unwrap_or(input);
    match problem {
        Problem::Qiuqiu => seeds::qiuqiu(&nonempty_tokens(input)?, cx),
        Problem::Gaoseng => seeds::gaoseng(&nonempty_tokens(input)?),
        Problem::Lol => seeds::lol(&nonempty_tokens(input)?),
        Problem::Huochai => seeds::huochai(input),
        Problem::Dice => crate::dice::contest(cx.budget),
        Problem::Poj2234 => judges::matches_game(Words::of(input)?),
        Problem::Hdu1907 => judges::john(Words::of(input)?),
        Problem::Hdu2509 => judges::be_the_winner(Words::of(input)?),
        Problem::Hdu3032 => judges::nim_or_not_nim(Words::of(input)?),
        Problem::Hdu5795 => judges::a_simple_nim(Words::of(input)?),
        Problem::Hdu2516 => judges::fibonacci_game(Words::of(input)?, &cx),
        Problem::Hdu1848 => judges::fibonacci_again(Words::of(input)?, cx),
        Problem::Hdu1524 => judges::chess_game(Words::of(input)?, &cx),
        Problem::Hdu3595 => judges::gg_and_mm(Words::of(input)?),
        Problem::Poj3710 => judges::christmas_game(Words::of(input)?, &cx),
    }
}

/// `boyi contest --list`: every problem by its name, the other names it answers to, and
/// what it is, in `lang`.
pub fn list(lang: Lang) -> String {
    let command = args::ContestArgs::augment_args(clap::Command::new("contest"));
    let mut out = String::new();
    for problem in command.get_subcommands() {
        let name = problem.get_name();
        let aliases: Vec<&str> = problem.get_all_aliases().collect();
        let names = match aliases.is_empty() {
            true => name.to_string(),
            false => format!("{name} ({})", aliases.join(", ")),
        };
        let about = Text::new(format!("contest-about-{name}")).render(lang);
        out.push_str(&format!("{names}\n    {about}\n"));
    }
    out
}
