//! `boyi db`'s arguments: build (a game's solve database, or a family's file of region
//! values), merge, info and verify.

use super::shared::{budget, json_flag, with_games};
use boyi::family::PartizanFamily;
use boyi::games::registry;
use clap::{Arg, ArgAction, Command};

/// `boyi db`: build, describe and check solve databases.
pub(super) fn db(db: Command) -> Command {
    let build = with_games(Command::new("build"), |_| true)
        .about("Strong-solve every position reachable from POSITION into a database file: outcome and remoteness of each (and its nimber in an impartial game).")
        .arg(
            Arg::new("output")
                .short('o')
                .long("output")
                .value_name("FILE")
                .global(true)
                .help("The database file to write."),
        )
        .arg(
            Arg::new("resume")
                .long("resume")
                .global(true)
                .action(ArgAction::SetTrue)
                .help("Go on from a build of the same database that was stopped (its files are in FILE.build/)."),
        )
        .arg(
            Arg::new("disk")
                .long("disk")
                .value_name("SIZE")
                .global(true)
                .allow_hyphen_values(true)
                .help("The disk the build may use (e.g. 20G). Default: the free space where FILE goes."),
        )
        .arg(
            Arg::new("block")
                .long("block")
                .value_name("N")
                .global(true)
                .allow_hyphen_values(true)
                .help("Positions a compressed block holds (default 16384): smaller blocks answer a query sooner, larger ones compress better."),
        )
        .args(cluster_args().map(|arg| arg.global(true)));
    let build = registry::partizan()
        .filter(|f| f.regions.is_some())
        .fold(build, |build, f| build.subcommand(regions_build(f)));
    let merge = Command::new("merge")
        .about("Make one database of the shards a build on several processes wrote (FILE.shard-I-of-N), where all of them are.")
        .arg(
            Arg::new("shards")
                .value_name("SHARD")
                .num_args(1..)
                .required(true),
        )
        .arg(
            Arg::new("output")
                .short('o')
                .long("output")
                .value_name("FILE")
                .help("The database file to write."),
        );
    let info = Command::new("info")
        .about("What a database holds: the game, its root, how it was built, its tiers, counts of each outcome, bytes per position.")
        .arg(Arg::new("file").value_name("FILE").required(true));
    let verify = Command::new("verify")
        .about("Check a database: every block's checksum, and a sample of positions re-derived from their children's stored values.")
        .arg(Arg::new("file").value_name("FILE").required(true))
        .arg(
            Arg::new("all")
                .long("all")
                .action(ArgAction::SetTrue)
                .help("Re-derive every position, not a sample."),
        )
        .arg(
            Arg::new("sample")
                .long("sample")
                .value_name("N")
                .allow_hyphen_values(true)
                .conflicts_with("all")
                .help("About how many positions to re-derive (default 10000)."),
        );
    db.subcommand_required(true)
        .subcommand(build)
        .subcommand(merge)
        .subcommand(info)
        .subcommand(verify)
        .arg(json_flag())
        .args(budget())
}

/// `boyi db build NAME --regions N` of a partizan family that keeps its regions' values in
/// files.
fn regions_build(f: &'static PartizanFamily) -> Command {
    let mut command = Command::new(f.name)
        .about("Value every single region of up to N cells, once up to the board's symmetries, into a file of region values that `solve NAME --db FILE` answers from.")
        .arg(
            Arg::new("regions")
                .long("regions")
                .value_name("N")
                .required(true)
                .help("The most cells a region has."),
        );
    if let Some(alias) = f.alias {
        command = command.visible_alias(alias);
    }
    command
}

/// `--workers`, `--processes`, `--process` and `--hostfile`: the workers that share a job
/// (a database build, an outcome search), threads of this process and processes on many
/// machines.
pub(super) fn cluster_args() -> [Arg; 4] {
    [
        Arg::new("workers")
            .long("workers")
            .value_name("N")
            .allow_hyphen_values(true)
            .help("Share the work among N worker threads in this process (each process of --processes runs N)."),
        Arg::new("processes")
            .long("processes")
            .value_name("N")
            .allow_hyphen_values(true)
            .help("Share it among N processes, one a line of --hostfile (default: all of them), started once on each machine with its --process."),
        Arg::new("process")
            .long("process")
            .value_name("I")
            .allow_hyphen_values(true)
            .help("Which process of --processes this one is, from 0 (the line of --hostfile it listens on)."),
        Arg::new("hostfile")
            .long("hostfile")
            .value_name("FILE")
            .help("The processes of a job on several machines: one host:port a line, the same file for every process."),
    ]
}
