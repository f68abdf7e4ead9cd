//! The command line: subcommands, games and their options.

use clap::{Args, Parser, Subcommand, ValueEnum};

/// Boyi solves two-player games of perfect information: who wins, with which moves, and why.
#[derive(Debug, Parser)]
#[command(name = "boyi", version, about)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Value one position: outcome, nimber, remoteness, every winning move and why.
    Solve(SolveArgs),
    /// Print the values of positions 0..N and the period they settle into.
    Table(TableArgs),
    /// Run a contest problem of the seeds on its original input format (stdin).
    Contest(ContestArgs),
    /// Play a game of chance many times (Monte Carlo) and compare with the exact value.
    Simulate(SimulateArgs),
}

/// Options of `boyi solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// Print one JSON object instead of text.
    #[arg(long, global = true)]
    pub json: bool,
    /// Which road to the answer: the game's theory, or the generic search engine.
    #[arg(long, value_enum, default_value_t = EngineChoice::Theory, global = true)]
    pub engine: EngineChoice,
    /// The game and position.
    #[command(subcommand)]
    pub target: SolveTarget,
}

/// What `boyi solve` can answer: a position of a game of strategy, or a game of chance.
#[derive(Debug, Subcommand)]
pub enum SolveTarget {
    /// A position of a two-player game.
    #[command(flatten)]
    Game(GameSpec),
    /// 古代赌局 (Chuck-a-luck): the exact house edge and the distribution of matches.
    Dice(DiceOptions),
    /// A game on a directed graph (cycles allowed): win, lose or draw for every vertex.
    Graph(GraphArgs),
}

/// Options of `boyi solve graph`.
#[derive(Debug, Args)]
pub struct GraphArgs {
    /// The graph: one move `u v` per line (a token on u may move to v); `#` starts a comment.
    #[arg(value_name = "FILE")]
    pub file: String,
    /// Analyse one vertex: its value and every winning (or drawing) move.
    #[arg(long, value_name = "V", conflicts_with = "tokens")]
    pub from: Option<String>,
    /// Several tokens at once, comma-separated; a move slides one of them.
    #[arg(long, value_name = "V1,V2,…")]
    pub tokens: Option<String>,
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
}

/// A game with its options and a position.
#[derive(Debug, Subcommand)]
pub enum GameSpec {
    /// Nim: heaps of counters; take any number from one heap.
    Nim {
        /// Last to move loses.
        #[arg(long)]
        misere: bool,
        /// Heap sizes.
        #[arg(value_name = "HEAP", allow_negative_numbers = true)]
        heaps: Vec<String>,
    },
    /// Bash game: one heap, take 1..M.
    Bash {
        /// The most a move may take.
        #[arg(long, value_name = "M")]
        max: String,
        /// Last to move loses.
        #[arg(long)]
        misere: bool,
        /// Heap size.
        #[arg(value_name = "N", allow_negative_numbers = true)]
        heap: Vec<String>,
    },
    /// Subtraction game: one heap, take any amount in the set S.
    Subtraction {
        /// The amounts a move may take, comma-separated (e.g. 1,3,7,8).
        #[arg(long, value_name = "S", allow_hyphen_values = true)]
        moves: String,
        /// Last to move loses (取球博弈 is `--moves 1,3,7,8 --misere`).
        #[arg(long)]
        misere: bool,
        /// Heap size.
        #[arg(value_name = "N", allow_negative_numbers = true)]
        heap: Vec<String>,
    },
    /// Wythoff's game: two heaps; take from one, or the same amount from both.
    Wythoff {
        /// The two heap sizes (any size).
        #[arg(value_name = "HEAP", allow_negative_numbers = true)]
        heaps: Vec<String>,
    },
    /// Staircase Nim as 高僧斗法: monks on steps P1 < P2 < … < Pk (Pk is the top step).
    Staircase {
        /// The monks' steps, counted from 1.
        #[arg(value_name = "STEP", allow_negative_numbers = true)]
        steps: Vec<String>,
    },
    /// 填字母游戏 (LOL): write L or O in an empty cell; whoever first completes LOL wins.
    Lol {
        /// The row: `*` empty, `L`, `O` (e.g. L**L***L).
        #[arg(value_name = "BOARD")]
        board: Vec<String>,
    },
    /// 火柴游戏 (matchsticks): place a match in an empty cell without lining it up with a
    /// match of the same direction.
    Matches {
        /// The board's rows joined by `/`: `0` empty, `1` vertical, `-` horizontal (e.g. 00-1/-000/0100).
        #[arg(value_name = "ROWS", allow_hyphen_values = true)]
        board: String,
    },
    /// A disjunctive sum of impartial games, each written as its own solve command,
    /// e.g. "subtraction --moves 1,3,7,8 10" "wythoff 3 5".
    Sum {
        /// The components, one quoted argument each.
        #[arg(value_name = "GAME")]
        parts: Vec<String>,
    },
}

/// One component of a sum, parsed with the same syntax as `boyi solve`.
#[derive(Debug, Parser)]
#[command(name = "component", no_binary_name = true)]
pub struct Component {
    /// The game and its position.
    #[command(subcommand)]
    pub game: GameSpec,
}

/// Options of `boyi table`.
#[derive(Debug, Args)]
pub struct TableArgs {
    /// The last position to print (positions 0..=N).
    #[arg(long, value_name = "N", global = true, allow_hyphen_values = true)]
    pub to: Option<String>,
    /// Print one JSON object instead of text.
    #[arg(long, global = true)]
    pub json: bool,
    /// The game.
    #[command(subcommand)]
    pub game: TableGame,
}

/// Games whose values form a sequence or table.
#[derive(Debug, Subcommand)]
pub enum TableGame {
    /// Subtraction game: nimbers (or misère outcomes) of heaps 0..N and their period.
    Subtraction {
        /// The amounts a move may take, comma-separated.
        #[arg(long, value_name = "S", allow_hyphen_values = true)]
        moves: String,
        /// Last to move loses.
        #[arg(long)]
        misere: bool,
    },
    /// Bash game: nimbers of heaps 0..N and their period.
    Bash {
        /// The most a move may take.
        #[arg(long, value_name = "M")]
        max: String,
        /// Last to move loses.
        #[arg(long)]
        misere: bool,
    },
    /// Wythoff's game: the P-positions (a, b) with b ≤ N.
    Wythoff,
}

/// Options of `boyi contest`.
#[derive(Debug, Args)]
pub struct ContestArgs {
    /// The problem.
    #[command(subcommand)]
    pub problem: Problem,
}

/// The contest problems of the seeds.
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
}
