//! Who takes part in a build, and the run of a job on every worker.

use crate::rounds::Rounds;
use boyi::db::{tell_failure, Channel};
use boyi::error::Error;
use boyi::partizan::outcome::Report;
use boyi::text::Text;
use std::panic::{self, AssertUnwindSafe};
use std::sync::{Arc, Mutex};

/// The workers of a build: `threads` in each of the processes listed in `hosts` (one
/// `host:port` a process, the same list for all), this process being `process`. One
/// process without hosts runs its threads alone.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cluster {
    /// Worker threads in each process.
    pub threads: u32,
    /// This process, from 0.
    pub process: u32,
    /// Every process's address, in order; empty for one process.
    pub hosts: Vec<String>,
}

impl Cluster {
    /// Every worker of the cluster.
    pub fn workers(&self) -> u32 {
        self.threads * self.processes()
    }

    /// Every process of the cluster.
    pub fn processes(&self) -> u32 {
        self.hosts.len().max(1) as u32
    }

    fn config(&self) -> timely::Config {
        let threads = self.threads.max(1) as usize;
        let communication = if self.hosts.len() > 1 {
            timely::CommunicationConfig::Cluster {
                threads,
                process: self.process as usize,
                addresses: self.hosts.clone(),
                report: false,
                zerocopy: false,
            }
        } else {
            timely::CommunicationConfig::Process(threads)
        };
        timely::Config {
            communication,
            worker: timely::WorkerConfig::default(),
        }
    }
}

/// A search of the library's front door spread over the workers of a cluster.
impl boyi::ask::Workers for Cluster {
    fn threads(&self) -> u32 {
        self.threads
    }

    fn run(&self, job: boyi::ask::SpreadJob) -> Result<Report, Error> {
        let done = run(self, move |channel| job(channel))?;
        let first = done.into_iter().next().map(|d| d.result);
        first.ok_or_else(|| Error::invalid(Text::new("error-dist-start").arg("error", "")))
    }
}

/// What one worker of this process did: what its job returned, and the bytes it sent to
/// other workers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Done<T> {
    /// What the job returned.
    pub result: T,
    /// Bytes of messages sent to other workers ([`boyi::db::Message::payload`]).
    pub sent: u64,
}

/// Runs `job` on every worker of this process, each with its channel to all the workers of
/// the cluster; what each did, by worker of this process. A worker whose job fails tells
/// the others, so that every worker stops with an error naming it. A process that stops
/// without a word (killed, or its machine gone) breaks timely's connections, and timely
/// panics: that panic becomes the error here, naming the process lost, and the process
/// ends within moments.
pub fn run<T, F>(cluster: &Cluster, job: F) -> Result<Vec<Done<T>>, Error>
where
    T: Send + 'static,
    F: Fn(&mut dyn Channel) -> Result<T, Error> + Send + Sync + 'static,
{
    let first_panic: Arc<Mutex<Option<Error>>> = Arc::default();
    let kept = first_panic.clone();
    let hook = panic::take_hook();
    panic::set_hook(Box::new(move |info| {
        let mut kept = kept.lock().unwrap_or_else(|e| e.into_inner());
        kept.get_or_insert_with(|| panic_error(info));
    }));
    let ran = panic::catch_unwind(AssertUnwindSafe(|| execute(cluster, job)));
    panic::set_hook(hook);
    let first_panic = first_panic.lock().unwrap_or_else(|e| e.into_inner()).take();
    let lost = || {
        first_panic
            .clone()
            .unwrap_or_else(|| Error::invalid(Text::new("error-dist-start").arg("error", "")))
    };
    match ran {
        Ok(Ok(Ran::Done(done))) => Ok(done),
        Ok(Ok(Ran::Panicked)) | Err(_) => Err(lost()),
        Ok(Err(e)) => Err(e),
    }
}

/// How the workers of this process ended, short of an error of a job.
enum Ran<T> {
    /// Every one finished.
    Done(Vec<Done<T>>),
    /// One panicked (timely does when a connection breaks).
    Panicked,
}

/// Starts the workers and waits for them: an error of a job comes first.
fn execute<T, F>(cluster: &Cluster, job: F) -> Result<Ran<T>, Error>
where
    T: Send + 'static,
    F: Fn(&mut dyn Channel) -> Result<T, Error> + Send + Sync + 'static,
{
    // Timely tells of its connections on standard output, which is for answers: while it
    // connects (`execute` returns once every process is connected), that goes to standard
    // error.
    let answers = rustix::io::dup(std::io::stdout()).ok();
    if answers.is_some() {
        let _ = rustix::stdio::dup2_stdout(std::io::stderr());
    }
    let started = timely::execute(cluster.config(), move |worker| {
        let mut rounds = Rounds::new(worker);
        let result = job(&mut rounds);
        if let Err(e) = &result {
            tell_failure(&mut rounds, &e.to_string());
        }
        result.map(|result| Done {
            result,
            sent: rounds.sent,
        })
    });
    if let Some(answers) = answers {
        let _ = rustix::stdio::dup2_stdout(&answers);
    }
    let guards =
        started.map_err(|e| Error::invalid(Text::new("error-dist-start").arg("error", e)))?;
    let mut done = Vec::new();
    let mut panicked = false;
    for joined in guards.join() {
        match joined {
            Ok(result) => done.push(result?),
            Err(_) => panicked = true,
        }
    }
    Ok(match panicked {
        true => Ran::Panicked,
        false => Ran::Done(done),
    })
}

/// The error a panic on one of timely's threads stands for: a lost connection to a process
/// (its threads are named `timely:send-P` and `timely:recv-P`), or else the panic's words.
fn panic_error(info: &panic::PanicHookInfo<'_>) -> Error {
    let words = info
        .payload()
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| info.payload().downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default();
    let thread = std::thread::current();
    let name = thread.name().unwrap_or("");
    let process = name
        .strip_prefix("timely:recv-")
        .or_else(|| name.strip_prefix("timely:send-"));
    match process {
        Some(process) => Error::invalid(
            Text::new("error-dist-lost")
                .arg("process", process.to_string())
                .arg("error", words.lines().next().unwrap_or("").to_string()),
        ),
        None => Error::invalid(
            Text::new("error-dist-start")
                .arg("error", words.lines().next().unwrap_or("").to_string()),
        ),
    }
}
