//! `boyi db build --workers/--processes`: a build shared by many workers, threads of this
//! process and processes on other machines, on timely dataflow (crate `boyi-dist`); and
//! `boyi db merge`, which makes one database of the shards.

use crate::failure::Failure;
use crate::games::{self, Chosen};
use crate::progress::Bars;
use boyi::db::{self, Database, Plan, Summary};
use boyi::family::Road;
use boyi::notation::{self, Token};
use boyi::Context;
use boyi::Lang;
use boyi::Text;
use boyi_dist::{run, Cluster};
use clap::ArgMatches;
use std::path::{Path, PathBuf};

/// The most workers a build takes (threads times processes).
const MOST_WORKERS: u64 = 4096;

/// The most worker threads a process runs.
const MOST_THREADS: u64 = 256;

/// The workers `--workers`, `--processes`, `--process` and `--hostfile` ask for; `None`
/// when none of them is given (the single builder) or the command takes none of them.
pub fn cluster(matches: &ArgMatches) -> Result<Option<Cluster>, Failure> {
    let number = |id: &str, flag: &'static str, what: &'static str| match matches
        .try_get_one::<String>(id)
        .ok()
        .flatten()
    {
        Some(text) => {
            let token = Token::option(flag, text);
            Ok(Some(notation::natural(&token, Text::new(what))?))
        }
        None => Ok::<_, Failure>(None),
    };
    let workers = number("workers", "--workers", "what-workers")?;
    let processes = number("processes", "--processes", "what-processes")?;
    let process = number("process", "--process", "what-process")?;
    let hostfile = matches
        .try_get_one::<String>("hostfile")
        .ok()
        .flatten()
        .map(|w| crate::args::restore(w));
    if workers.is_none() && processes.is_none() && process.is_none() && hostfile.is_none() {
        return Ok(None);
    }
    let threads = workers.unwrap_or(1);
    if !(1..=MOST_THREADS).contains(&threads) {
        return Err(Failure::new(
            Text::new("error-dist-threads").arg("most", MOST_THREADS),
        ));
    }
    let hosts = match &hostfile {
        Some(file) => hosts(file)?,
        None => Vec::new(),
    };
    let processes = processes.unwrap_or(hosts.len().max(1) as u64);
    if processes > 1 && hosts.is_empty() {
        return Err(Failure::new(Text::new("error-dist-no-hostfile")));
    }
    if processes as usize > hosts.len().max(1) {
        return Err(Failure::new(
            Text::new("error-dist-few-hosts")
                .arg("processes", processes)
                .arg("hosts", hosts.len()),
        ));
    }
    if processes * threads > MOST_WORKERS {
        return Err(Failure::new(
            Text::new("error-dist-workers").arg("most", MOST_WORKERS),
        ));
    }
    let process = process.unwrap_or(0);
    if process >= processes {
        return Err(Failure::new(
            Text::new("error-dist-process")
                .arg("process", process)
                .arg("processes", processes),
        ));
    }
    let hosts = match processes {
        1 => Vec::new(),
        n => hosts.into_iter().take(n as usize).collect(),
    };
    Ok(Some(Cluster {
        threads: threads as u32,
        process: process as u32,
        hosts,
    }))
}

/// The `host:port` lines of a host file (blank lines and `#` comments apart).
fn hosts(file: &str) -> Result<Vec<String>, Failure> {
    let text = boyi::ask::files::read_text(Path::new(file))?;
    let mut hosts = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let port = line.rsplit_once(':').and_then(|(h, p)| {
            (!h.is_empty() && !h.contains(char::is_whitespace)).then(|| p.parse::<u16>().ok())?
        });
        if port.is_none() {
            return Err(Failure::new(
                Text::new("error-dist-host")
                    .arg("file", file)
                    .arg("line", n + 1)
                    .arg("text", boyi::notation::escape_controls(line, false)),
            ));
        }
        hosts.push(line.to_string());
    }
    if hosts.is_empty() {
        return Err(Failure::new(
            Text::new("error-dist-no-hosts").arg("file", file),
        ));
    }
    Ok(hosts)
}

/// What a shared build made, as this process sees it.
pub struct Shared {
    /// The merged database, when every shard was written here.
    pub merged: Option<Summary>,
    /// The shards this process wrote.
    pub shards: Vec<PathBuf>,
    /// Every shard of the build.
    pub all_shards: Vec<PathBuf>,
    /// Bytes this process's workers sent to other workers.
    pub sent: u64,
    /// Whether this is process 0, the one that merges the shards it sees.
    pub leader: bool,
}

/// Runs this process's workers of the build that `matches` asks for, then merges the shards
/// when all of them are on this machine (a build of one process, or processes sharing a
/// folder).
pub fn build(
    matches: &ArgMatches,
    cluster: &Cluster,
    plan: &Plan,
    command: String,
    cx: Context,
) -> Result<Shared, Failure> {
    // A stopped build of a shard is not started over unless told to resume; said before
    // the others are waited for.
    let workers = cluster.workers();
    let first = cluster.process * cluster.threads;
    for i in first..first + cluster.threads {
        let shard = Plan {
            output: db::shard_file(&plan.output, i, workers),
            ..plan.clone()
        };
        shard.check()?;
    }
    let (job_matches, job_plan) = (matches.clone(), plan.clone());
    let leader = cluster.process == 0;
    let job_cx = cx.clone();
    let done = run(cluster, move |channel| {
        let Chosen { game, position } = games::chosen(&job_matches, Road::Theory, job_cx.clone())
            .map_err(|f| boyi::Error::invalid(f.message().clone()))?;
        let schema = game.database(&position)?;
        let shown = game.show(&position);
        let mut bars = Bars::new(cx.lang);
        let mut quiet = ();
        let progress: &mut dyn db::Progress = match leader && channel.worker() == 0 {
            true => &mut bars,
            false => &mut quiet,
        };
        let summary = schema.build_shard(
            &position,
            shown,
            command.clone(),
            &job_plan,
            channel,
            progress,
        );
        bars.finish();
        summary
    })?;
    let shards = (first..first + cluster.threads)
        .map(|i| db::shard_file(&plan.output, i, workers))
        .collect();
    let all_shards: Vec<PathBuf> = (0..workers)
        .map(|i| db::shard_file(&plan.output, i, workers))
        .collect();
    let sent = done.iter().map(|d| d.sent).sum();
    let merged = match leader && all_shards.iter().all(|f| f.exists()) {
        true => {
            let summary = merge(&all_shards, &plan.output, cx)?;
            for file in &all_shards {
                let _ = std::fs::remove_file(file);
            }
            Some(summary)
        }
        false => None,
    };
    Ok(Shared {
        merged,
        shards,
        all_shards,
        sent,
        leader,
    })
}

/// Merges the shards `files` into the database `output`, for the game the first one's
/// header names.
pub fn merge(files: &[PathBuf], output: &Path, cx: Context) -> Result<Summary, Failure> {
    let shards = files
        .iter()
        .map(|f| Database::open(f))
        .collect::<Result<Vec<_>, _>>()?;
    let first = shards
        .first()
        .ok_or_else(|| Failure::new(Text::new("error-dist-no-shards")))?;
    let Chosen { game, position } = games::of_database(first.meta(), cx)?;
    let schema = game.database(&position)?;
    Ok(schema.merge(&shards, output)?)
}

/// What a process says when it wrote shards but could not merge them: the shards it wrote,
/// and the command that merges all of them where they are together.
pub fn shards_written(
    shared: &Shared,
    output: &str,
    seconds: f64,
    json: bool,
    lang: Lang,
) -> Result<String, Failure> {
    let shown = |files: &[PathBuf]| -> Vec<String> {
        files.iter().map(|f| f.display().to_string()).collect()
    };
    if json {
        let report = serde_json::json!({
            "file": output,
            "shards": shown(&shared.shards),
            "all_shards": shown(&shared.all_shards),
            "seconds": seconds,
            "bytes_exchanged": shared.sent,
        });
        return Ok(serde_json::to_string_pretty(&report)? + "\n");
    }
    let lines = [
        Text::new("db-shards-written")
            .arg("files", shown(&shared.shards).join(" "))
            .arg("seconds", format!("{seconds:.1}"))
            .arg("bytes", boyi::budget::show_bytes(shared.sent)),
        Text::new(match shared.leader {
            true => "db-shards-merge",
            false => "db-shards-merge-by-leader",
        })
        .arg("files", shown(&shared.all_shards).join(" "))
        .arg("file", output),
    ];
    Ok(lines
        .iter()
        .map(|t| crate::lang::say(lang, t) + "\n")
        .collect())
}
