//! Boyi's solve databases built by many workers: threads of one process, and processes on
//! many machines, on timely dataflow.
//!
//! The library's shared build ([`boyi::db::Schema::build_shard`]) runs over any
//! [`Channel`]: rounds in which every worker sends each other worker its messages. Here a
//! round is one timestamp of a timely dataflow: each worker gives its messages to an input
//! at the round's time, timely's exchange carries each to the worker it names (through
//! shared memory between threads, TCP between processes), and the round ends for a worker
//! when the frontier of a probe after the exchange has passed the round's time, that is
//! once every worker has sent all it had for the round. No barrier of our own, no protocol
//! of our own.
//!
//! One job a file:
//! - `cluster`: who takes part (threads, processes, their addresses) and the run of a job
//!   on every worker;
//! - `rounds`: the [`Channel`] of one timely worker.

mod cluster;
mod rounds;

pub use boyi::db::Channel;
pub use cluster::{run, Cluster, Done};
