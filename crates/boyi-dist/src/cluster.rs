//! Who takes part in a build, and the run of a job on every worker.

use crate::rounds::Rounds;
use boyi::db::{tell_failure, Channel};
use boyi::error::Error;
use boyi::text::Text;

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
        self.threads * (self.hosts.len().max(1) as u32)
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
/// the others, so that every worker stops with an error naming it.
pub fn run<T, F>(cluster: &Cluster, job: F) -> Result<Vec<Done<T>>, Error>
where
    T: Send + 'static,
    F: Fn(&mut dyn Channel) -> Result<T, Error> + Send + Sync + 'static,
{
    let guards = timely::execute(cluster.config(), move |worker| {
        let mut rounds = Rounds::new(worker);
        let result = job(&mut rounds);
        if let Err(e) = &result {
            tell_failure(&mut rounds, &e.to_string());
        }
        result.map(|result| Done {
            result,
            sent: rounds.sent,
        })
    })
    .map_err(|e| Error::invalid(Text::new("error-dist-start").arg("error", e)))?;
    let mut results = Vec::new();
    for joined in guards.join() {
        match joined {
            Ok(result) => results.push(result?),
            Err(panic) => {
                return Err(Error::invalid(
                    Text::new("error-dist-start").arg("error", panic),
                ))
            }
        }
    }
    Ok(results)
}
