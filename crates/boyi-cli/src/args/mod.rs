//! The command line: subcommands, games and their options.
//!
//! `solve`, `table` and `play` take their games from the registry
//! ([`boyi::games::registry`]): one subcommand per family, built with its options from the
//! family's description, so a new family needs no line here.

use boyi::family::PartizanFamily;
use boyi::family::Tabulates;
use boyi::games::registry;
use clap::{Arg, ArgAction, Args, Command, Subcommand, ValueEnum};

mod argv;
mod db;
mod shared;

pub use argv::restore;
use argv::text_values;
pub use shared::with_games;
use shared::{budget, json_flag, lang_flag, time};

/// Parses Boyi's command line, given as the operating system passed it (any bytes), refusing
/// in `lang`: see [`argv::parse`].
pub fn parse(
    argv: Vec<std::ffi::OsString>,
    lang: boyi::Lang,
) -> Result<clap::ArgMatches, clap::Error> {
    argv::parse(command, argv, lang)
}

/// The whole command line. Each command's arguments and games are declared only when the
/// command line names it ([`Command::defer`]): `boyi --version` builds ten names, not every
/// family's options under five commands, and renders no game's rules.
pub fn command() -> Command {
    let boyi = Command::new("boyi")
        .version(env!("CARGO_PKG_VERSION"))
        .about("Boyi solves two-player games of perfect information: who wins, with which moves, and why.")
        .subcommand_required(true)
        .arg(lang_flag());
    COMMANDS.iter().fold(boyi, |boyi, &(name, about, declare)| {
        boyi.subcommand(Command::new(name).about(about).defer(declare))
    })
}

/// Boyi's commands: each one's name, what it does, and what declares its arguments (each
/// passing them through [`text_values`]).
type Declared = (&'static str, &'static str, fn(Command) -> Command);
const COMMANDS: [Declared; 10] = [
    ("solve", "Value one position: outcome, nimber, remoteness, every winning move and why.", |c| text_values(solve(c))),
    ("table", "Print the values of positions 0..N (or a game's P-positions) and the period they settle into.", |c| text_values(table(c))),
    ("play", "Play a position against Boyi, a perfect opponent: type moves as `solve` prints them, or `hint`, `undo`, `quit`.", |c| text_values(play(c))),
    ("serve", "Serve every game in a web page and a JSON API (/api/games, /api/solve, /api/table).", |c| text_values(serve(c))),
    ("db", "Solve databases: build one (a strong solve kept in a file), describe it, check it. `solve`, `play` and `serve` answer from one with --db.", |c| text_values(db::db(c))),
    ("quotient", "The misère quotient of a heap game (Plambeck & Siegel): heap by heap until its pretending function is proven periodic; presentation, P-portion, Φ, tameness.", |c| text_values(quotient(c))),
    ("value", "A short partizan game in CGSuite's notation ({3||2*|1*}, ^*, +-1, sums, <=, ||): its canonical form, outcome class, stops, mean, temperature, birthday, incentives and thermograph.", |c| text_values(value(c))),
    ("games", "List every game family: name, alias, rules and an example.", |c| text_values(c.arg(json_flag()))),
    ("contest", "Run a contest problem (the seeds', or a classic problem of the online judges: --list names them) on its original input (stdin).", |c| text_values(ContestArgs::augment_args(c))),
    ("simulate", "Play a game of chance many times (Monte Carlo) and compare with the exact value.", |c| text_values(SimulateArgs::augment_args(c).arg(time()))),
];

/// `boyi solve`'s arguments and games.
fn solve(solve: Command) -> Command {
    let games = with_games(solve, |_| true)
        .after_help(
            "A move repeats the whole position after it only when that position is at most 200 \
             characters long; otherwise the move names what it changes, so an answer grows no \
             faster than its input.",
        )
        .arg(json_flag())
        .args(budget())
        .arg(
            Arg::new("engine")
                .long("engine")
                .global(true)
                .value_parser(clap::builder::EnumValueParser::<EngineChoice>::new())
                .default_value("theory")
                .help(
                    "Which road to the answer: the game's theory, the generic search engine, or \
                     both (the theory checked by search; exit code 3 where they differ).",
                ),
        )
        .arg(
            Arg::new("all-moves")
                .long("all-moves")
                .global(true)
                .action(ArgAction::SetTrue)
                .help("List every move with its value, best first for the mover (with --outcome, whether each move of each player wins)."),
        )
        .arg(db_file());
    let games = registry::by_outcome()
        .filter(|f| f.resumable)
        .fold(games, |games, f| {
            games.mut_subcommand(f.name, |c| c.arg(checkpoint_flag()))
        });
    games.subcommands(registry::partizan().map(partizan_family))
}

/// `--checkpoint FILE`: a long search kept in a file, to resume.
fn checkpoint_flag() -> Arg {
    Arg::new(CHECKPOINT)
        .long("checkpoint")
        .value_name("FILE")
        .help("Keep the search in FILE now and then, and go on from it when it exists: stop a long search with Ctrl-C, run the same command again to resume.")
}

/// `--full`: a canonical form written whole, however long.
fn full_flag() -> Arg {
    Arg::new("full")
        .long("full")
        .action(ArgAction::SetTrue)
        .help("Write the canonical form whole, however long (text and --json); without it a form past 2,000 characters is summarised by its birthday.")
}

/// A partizan family as a subcommand of `solve`: its position, one word.
fn partizan_family(f: &'static PartizanFamily) -> Command {
    let mut command = Command::new(f.name).about(f.rules().render(boyi::Lang::En));
    if let Some(alias) = f.alias {
        command = command.visible_alias(alias);
    }
    command = command
        .arg(
            Arg::new("position")
                .value_name("POSITION")
                .num_args(0..)
                .help(f.position),
        )
        .arg(full_flag());
    if f.outcome.is_some() {
        let help = "Who wins, with Left and with Right moving first, and a winning first move \
                    (with --all-moves, whether each move wins; in play, each turn's moves): a \
                    search of wins and losses, for boards too large to value exactly.";
        command = command.arg(outcome_flag(help));
        command = command.arg(checkpoint_flag().requires("outcome"));
        // The outcome search shared by many workers (with the `dist` feature).
        command = command.args(db::cluster_args().map(|arg| arg.requires("outcome")));
    }
    command
}

/// `--outcome`: who wins by the family's outcome search, not its exact values.
fn outcome_flag(help: &'static str) -> Arg {
    Arg::new("outcome")
        .long("outcome")
        .action(ArgAction::SetTrue)
        .help(help)
}

/// The table of a partizan family that declares one, with the options it declares; a family
/// that keeps the values of its regions in a file also surveys them (`--regions N`).
fn partizan_table(f: &'static PartizanFamily) -> Option<Command> {
    let table = f.table.as_ref()?;
    let mut command = Command::new(f.name).about(table.about);
    if let Some(alias) = f.alias {
        command = command.visible_alias(alias);
    }
    for option in table.options {
        let arg = Arg::new(option.name())
            .long(option.name())
            .value_name(option.value.unwrap_or("N"))
            .allow_hyphen_values(true)
            .help(option.help);
        command = command.arg(arg.required(option.required));
    }
    if f.outcome.is_some() {
        command = command.arg(outcome_flag(
            "Each row's outcome class by the outcome search, with each first player's \
             winning move and the search's figures.",
        ));
    }
    if f.regions.is_some() {
        let names: Vec<&str> = table.options.iter().map(|o| o.name()).collect();
        command = command.arg(
            Arg::new("regions")
                .long("regions")
                .value_name("N")
                .conflicts_with_all(names)
                .conflicts_with_all(f.outcome.as_ref().map(|_| "outcome"))
                .help("Value every single region of up to N cells (N ≤ 15), once up to the board's symmetries, and count by size its zeros, numbers, nimbers, ups, tinies and hot games, with the hottest."),
        );
    }
    Some(command)
}

/// `boyi value EXPR`.
fn value(value: Command) -> Command {
    value
        .arg(
            Arg::new("expression")
                .value_name("EXPR")
                .required(true)
                .allow_hyphen_values(true)
                .help("The game, or a comparison of two (quote it for the shell)."),
        )
        .arg(json_flag())
        .arg(full_flag())
        .arg(
            Arg::new("plot")
                .long("plot")
                .value_name("FILE")
                .help("Also draw the thermograph into FILE.svg or FILE.png."),
        )
        .arg(
            Arg::new("cool")
                .long("cool")
                .value_name("T")
                .allow_hyphen_values(true)
                .help("Print the game cooled by T instead (a number above -1, e.g. 1/2): each move costs its mover T.")
                .conflicts_with_all(["heat", "overheat"]),
        )
        .arg(
            Arg::new("heat")
                .long("heat")
                .value_name("T")
                .allow_hyphen_values(true)
                .conflicts_with("overheat")
                .help("Print the game heated by the game T instead: {G^L + T | G^R - T} down to numbers, which stay."),
        )
        .arg(
            Arg::new("overheat")
                .long("overheat")
                .value_names(["S", "T"])
                .num_args(2)
                .allow_hyphen_values(true)
                .help("Print the game overheated from S to T instead (CGSuite's Overheat): an integer n becomes n copies of S, any other game {G^L + T | G^R - T}."),
        )
        .args(budget())
}

/// `boyi quotient`'s arguments and games.
fn quotient(quotient: Command) -> Command {
    let number = |id: &'static str, name: &'static str, help: &'static str| {
        Arg::new(id)
            .long(id)
            .value_name(name)
            .allow_hyphen_values(true)
            .help(help)
    };
    let flag = |id: &'static str, help: &'static str| {
        Arg::new(id).long(id).action(ArgAction::SetTrue).help(help)
    };
    let families = registry::by_outcome().filter(|f| f.quotient.is_some());
    quotient
        .args_conflicts_with_subcommands(true)
        .arg(
            Arg::new("game")
                .value_name("CODE")
                .required(true)
                .allow_hyphen_values(true)
                .help("A take-and-break code (0.75, 0.77 Kayles, 0.07 Dawson's Kayles, 4!.0 Grundy's game); or, instead, a game below with its options (subtraction --moves 1,3,7,8)."),
        )
        .subcommand_negates_reqs(true)
        .subcommands(families.map(shared::family))
        .arg(number("to", "N", "Stop after heap N (the partial quotient of the heaps up to N) if Φ is not proven periodic before. Default 10000.").global(true))
        .arg(number("seconds", "S", "Stop after about S seconds (checked between heaps), saying so. Default 600.").global(true))
        .arg(flag("table", "Also print Φ heap by heap: each heap's element, and whether the heap alone is a P-position.").global(true))
        .arg(flag("analyze", "Also print the structure: idempotents, maximal subgroups, archimedean components, the kernel.").global(true))
        .arg(json_flag())
        .args(budget())
}

/// `boyi table`'s arguments and games.
fn table(table: Command) -> Command {
    let mut table = with_games(table, |f| f.tabulates != Tabulates::No);
    for f in registry::by_outcome().filter(|f| f.tabulates == Tabulates::Runs) {
        table = table.mut_subcommand(f.name, |c| {
            c.arg(
                Arg::new(RUN_MAX)
                    .long("max")
                    .value_name("N")
                    .allow_hyphen_values(true)
                    .help("Compute at most N values (without --to, the run goes on until the period is proven)."),
            )
            .arg(
                Arg::new(CHECKPOINT)
                    .long("checkpoint")
                    .value_name("FILE")
                    .help("Save the values to FILE now and then, and go on from it when it exists: stop a long run with Ctrl-C, run the same command again to resume."),
            )
        });
    }
    table
        .subcommands(registry::partizan().filter_map(partizan_table))
        .arg(
            Arg::new("to")
                .long("to")
                .value_name("N")
                .global(true)
                .allow_hyphen_values(true)
                .help("The last position to print (positions 0..=N). Without it, a take-and-break code runs until its period is proven (or --max values)."),
        )
        .arg(
            Arg::new("summary")
                .long("summary")
                .global(true)
                .action(ArgAction::SetTrue)
                .help("Print no values, only what was found: values computed, largest value, rare values, preperiod and period with the proof."),
        )
        .arg(
            Arg::new("genus")
                .long("genus")
                .global(true)
                .action(ArgAction::SetTrue)
                .help("With a misère take-and-break code: also print each heap's genus, Conway's g^(γ0 γ1 …), as CGSuite does."),
        )
        .arg(
            Arg::new("guess")
                .long("guess")
                .global(true)
                .action(ArgAction::SetTrue)
                .help("For a game on two numbers (a rule file's positions a b): test a library of rules against the grid (a = b, sums and differences modulo k, parities, Wythoff-like pairs) and report those that hold, as conjectures."),
        )
        .arg(
            Arg::new("plot")
                .long("plot")
                .value_name("FILE")
                .global(true)
                .help("Also draw the table to FILE.svg or FILE.png: values against heap size with the period marked, Wythoff's P-positions, or a partizan table's means and temperatures."),
        )
        .arg(json_flag())
        .args(budget())
}

/// `boyi serve`'s arguments.
fn serve(serve: Command) -> Command {
    serve
        .arg(
            Arg::new("port")
                .long("port")
                .value_name("PORT")
                .value_parser(clap::value_parser!(u16))
                .default_value("8080")
                .help("The port to listen on (0: any free one)."),
        )
        .arg(
            Arg::new("host")
                .long("host")
                .value_name("HOST")
                .default_value("127.0.0.1")
                .help("The address to listen on: loopback unless told otherwise."),
        )
        .arg(
            Arg::new("rules")
                .long("rules")
                .value_name("DIR")
                .help("Also serve the rule files (*.rhai) of this folder, as rules:NAME."),
        )
        .arg(
            Arg::new("db")
                .long("db")
                .value_name("DIR")
                .help("Answer from the solve databases (*.boyi) of this folder every position one of them holds: exact remoteness on every move, no search."),
        )
        .arg(
            Arg::new("open")
                .long("open")
                .action(ArgAction::SetTrue)
                .help("Open the page in a browser."),
        )
        .args(budget())
}

/// `--db FILE`: answer from a solve database.
fn db_file() -> Arg {
    Arg::new("db")
        .long("db")
        .value_name("FILE")
        .global(true)
        .help("Answer from this solve database (made by `boyi db build`): exact outcome and remoteness of the position and of every move, no search. A file of region values (`boyi db build NAME --regions N`) gives a partizan search its regions' values, and --outcome's leaves look them up.")
}

/// The id of `--max` on a table that runs (not the Bash game's own `--max`).
pub const RUN_MAX: &str = "run-max";

/// The id of `--checkpoint`.
pub const CHECKPOINT: &str = "checkpoint";

/// `boyi play`'s arguments and games.
fn play(play: Command) -> Command {
    with_games(play, |_| true)
        .subcommands(registry::partizan().map(partizan_family))
        .arg(
            Arg::new("as")
                .long("as")
                .global(true)
                .value_name("SIDE")
                .value_parser(clap::value_parser!(SideChoice))
                .help("In a partizan game (Domineering, Clobber, ...): the side you play, left (the default) or right."),
        )
        .arg(
            Arg::new("first")
                .long("first")
                .global(true)
                .action(ArgAction::SetTrue)
                .conflicts_with("second")
                .help("You move first (the default)."),
        )
        .arg(
            Arg::new("second")
                .long("second")
                .global(true)
                .action(ArgAction::SetTrue)
                .help("Boyi moves first."),
        )
        .arg(db_file())
        .args(budget())
}

/// The side `--as` names in a partizan game.
#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SideChoice {
    /// Left (vertical in Domineering, x in Clobber, blue in Hackenbush, the toads).
    Left,
    /// Right.
    Right,
}

/// The rules of a dice gamble: stake 1 on one of F boxes, K dice are thrown, m matching
/// dice pay the m-th payout (stake returned); no match loses the stake.
#[derive(Debug, Args)]
pub struct DiceOptions {
    /// Number of dice K.
    #[arg(
        long,
        value_name = "K",
        default_value = "3",
        allow_hyphen_values = true
    )]
    pub dice: String,
    /// Faces of each die, and number of boxes.
    #[arg(
        long,
        value_name = "F",
        default_value = "6",
        allow_hyphen_values = true
    )]
    pub faces: String,
    /// Payouts for 1, 2, …, K matches, comma-separated (integers, fractions like 3/2, or decimals).
    #[arg(
        long,
        value_name = "P1,P2,…",
        default_value = "1,2,10",
        allow_hyphen_values = true
    )]
    pub payouts: String,
}

/// Options of `boyi simulate`.
#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// Print one JSON object instead of text.
    #[arg(long, global = true)]
    pub json: bool,
    /// The game of chance.
    #[command(subcommand)]
    pub game: SimulateGame,
}

/// Games that can be simulated.
#[derive(Debug, Subcommand)]
pub enum SimulateGame {
    /// 古代赌局: play rounds of the dice gamble and estimate the house edge.
    Dice {
        /// The rules.
        #[command(flatten)]
        rules: DiceOptions,
        /// Rounds to play.
        #[arg(long, value_name = "N", allow_hyphen_values = true)]
        rounds: String,
        /// Seed of the random generator; the same seed gives the same result for any thread count.
        #[arg(
            long,
            value_name = "S",
            default_value = "0",
            allow_hyphen_values = true
        )]
        seed: String,
        /// Worker threads (default: one per core).
        #[arg(long, value_name = "T", allow_hyphen_values = true)]
        threads: Option<String>,
    },
}

/// Which engine answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum EngineChoice {
    /// Closed forms, proven periods and reductions (fast, any size).
    Theory,
    /// Plain search of every reachable position (slow; checks the theory).
    Generic,
    /// Both: the theory's answer, checked by plain search (exit code 3 where they differ).
    Both,
}

/// Options of `boyi contest`.
#[derive(Debug, Args)]
pub struct ContestArgs {
    /// List the problems, each with the names it answers to and what it is.
    #[arg(long)]
    pub list: bool,
    /// The problem.
    #[command(subcommand)]
    pub problem: Option<Problem>,
}

/// The contest problems: the seeds', then the online judges' (`boyi contest --list` says
/// what each is, in either language).
#[derive(Debug, Subcommand)]
pub enum Problem {
    /// 取球博弈: a count n, then n ball counts; prints 1 if A (first to move) wins, else 0.
    #[command(alias = "取球博弈")]
    Qiuqiu,
    /// 高僧斗法: one line of monk positions; prints the first winning move `A B`, or -1.
    #[command(alias = "高僧斗法")]
    Gaoseng,
    /// 填字母游戏: a count n, then n rows; prints 1 (win), 0 (tie) or -1 (loss) for the first player.
    #[command(alias = "填字母游戏")]
    Lol,
    /// 火柴游戏: one board of rows (or a count, then that many boards); prints each board after
    /// a winning placement, or after the longest-lasting one on a losing board, or -1.
    #[command(alias = "火柴游戏")]
    Huochai,
    /// 古代赌局: the seed's simulation, 500000 rounds; prints the house's rate (no input).
    #[command(alias = "古代赌局")]
    Dice,
    /// POJ 2234 "Matches Game": lines `M a1 … aM`; Nim; prints Yes or No.
    #[command(visible_alias = "matches-game")]
    Poj2234,
    /// HDU 1907 "John": T, then T cases `N a1 … aN`; misère Nim; prints John or Brother.
    #[command(visible_aliases = ["john", "poj3480"])]
    Hdu1907,
    /// HDU 2509 "Be the Winner": cases `n a1 … an`; take a run of apples, the last loses;
    /// prints Yes or No.
    #[command(visible_alias = "be-the-winner")]
    Hdu2509,
    /// HDU 3032 "Nim or not Nim?": T, then T cases `N s1 … sN`; Lasker's Nim; prints Alice
    /// or Bob.
    #[command(visible_alias = "nim-or-not-nim")]
    Hdu3032,
    /// HDU 5795 "A Simple Nim": T, then T cases `n s1 … sn`; take, or split a heap in three;
    /// prints First player wins. or Second player wins.
    #[command(visible_alias = "a-simple-nim")]
    Hdu5795,
    /// HDU 2516 "取石子游戏": heap sizes ended by 0; Fibonacci Nim; prints First win or
    /// Second win.
    #[command(visible_alias = "取石子游戏")]
    Hdu2516,
    /// HDU 1848 "Fibonacci again and again": lines `m n p` ended by `0 0 0`; take Fibonacci
    /// numbers; prints Fibo or Nacci.
    #[command(visible_alias = "fibonacci-again")]
    Hdu1848,
    /// HDU 1524 "A Chess Game": a graph, then games `M p1 … pM` ended by 0; chesses on a
    /// DAG; prints WIN or LOSE.
    #[command(visible_aliases = ["a-chess-game", "poj2425"])]
    Hdu1524,
    /// HDU 3595 "GG and MM": cases `N` and N games `p q` of Euclid's game, all moved each
    /// turn (Every-SG); prints MM or GG.
    #[command(visible_alias = "gg-and-mm")]
    Hdu3595,
    /// POJ 3710 "Christmas Game": trees with polygons, cut an edge (Green Hackenbush by the
    /// Fusion and Colon principles); prints Sally or Harry.
    #[command(visible_aliases = ["christmas-game", "无向图删边"])]
    Poj3710,
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::OsString;
    use std::os::unix::ffi::OsStringExt;

    /// Every command of the tree, as the words that reach it (`solve nim`, `table octal`, …).
    fn command_paths(command: &Command, path: Vec<String>, out: &mut Vec<(Vec<String>, Command)>) {
        out.push((path.clone(), command.clone()));
        for sub in command.get_subcommands() {
            let mut deeper = path.clone();
            deeper.push(sub.get_name().to_string());
            command_paths(sub, deeper, out);
        }
    }

    fn os(words: &[String]) -> Vec<OsString> {
        std::iter::once("boyi".into())
            .chain(words.iter().map(OsString::from))
            .collect()
    }

    /// A word with bytes that are not UTF-8 and a control character, after `prefix`.
    fn hostile(prefix: &str) -> OsString {
        let mut bytes = prefix.as_bytes().to_vec();
        bytes.extend(b"5\xff\x1b[31m\xc3");
        OsString::from_vec(bytes)
    }

    /// The class of words that are not UTF-8, generated from the command tree: every option
    /// and positional argument of every command (as `--opt WORD`, `--opt=WORD` and a bare
    /// word), and a subcommand's name at every level, is refused in one line that names the
    /// argument and shows the bytes escaped.
    #[test]
    fn every_argument_refuses_bytes_that_are_not_utf8() {
        let mut paths = Vec::new();
        let mut boyi = command();
        boyi.build();
        command_paths(&boyi, Vec::new(), &mut paths);
        let mut cases: Vec<(Vec<OsString>, String)> = Vec::new();
        for (path, command) in &paths {
            let mut argv = os(path);
            argv.push(hostile(""));
            cases.push((argv, String::new()));
            for arg in command.get_arguments() {
                if !arg.get_action().takes_values() {
                    continue;
                }
                if let Some(long) = arg.get_long() {
                    // An option of two values (`--overheat S T`) gets the second as well.
                    let more = arg.get_num_args().map_or(1, |n| n.min_values().max(1)) - 1;
                    let mut argv = os(path);
                    argv.push(format!("--{long}").into());
                    argv.push(hostile(""));
                    argv.extend((0..more).map(|_| OsString::from("1")));
                    cases.push((argv, format!("--{long}")));
                    // `--long=VALUE` gives one value: an option of two cannot be given so.
                    if more == 0 {
                        let mut argv = os(path);
                        argv.push(hostile(&format!("--{long}=")));
                        cases.push((argv, format!("--{long}")));
                    }
                }
            }
        }
        assert!(cases.len() > 300, "{} cases", cases.len());
        eprintln!("{} cases of bytes that are not UTF-8", cases.len());
        for (argv, names) in &cases {
            let e = parse(argv.clone(), boyi::Lang::En).expect_err("refused");
            let line = crate::failure::Failure::from(e).said(boyi::Lang::En);
            assert!(line.contains("is not UTF-8: '"), "{argv:?}: {line}");
            assert!(line.contains("5\\xff\\u{1b}[31m\\xc3'"), "{argv:?}: {line}");
            assert!(line.contains(names.as_str()), "{argv:?}: {line}");
            assert!(!line.contains(['\n', '\u{fffd}']), "{argv:?}: {line}");
        }
    }
}
