//! `boyi db build --workers/--processes` and `boyi db merge` in a build without the `dist`
//! feature: refused, with how to get them.

use crate::failure::Failure;
use boyi::db::{Plan, Summary};
use boyi::Text;
use clap::ArgMatches;
use std::path::{Path, PathBuf};

/// The refusal.
fn refuse() -> Failure {
    Failure::new(
        Text::new("error-feature-missing")
            .arg("what", "--workers")
            .arg("feature", "dist"),
    )
}

/// No workers can be had without the feature.
pub enum Cluster {}

impl Cluster {
    /// Never called: there is no cluster.
    pub fn workers(&self) -> u32 {
        match *self {}
    }

    /// Never called: there is no cluster.
    pub fn processes(&self) -> u32 {
        match *self {}
    }
}

impl boyi::ask::Workers for Cluster {
    fn threads(&self) -> u32 {
        match *self {}
    }

    fn run(&self, _: boyi::ask::SpreadJob) -> Result<boyi::partizan::outcome::Report, boyi::Error> {
        match *self {}
    }
}

/// Never made: there is no shared build.
pub struct Shared {
    /// Never set.
    pub merged: Option<Summary>,
    /// Never set.
    pub sent: u64,
}

/// `None` without the options of a shared build; refused with them.
pub fn cluster(matches: &ArgMatches) -> Result<Option<Cluster>, Failure> {
    let asked = ["workers", "processes", "process", "hostfile"]
        .iter()
        .any(|id| matches.try_get_one::<String>(id).is_ok_and(|v| v.is_some()));
    match asked {
        true => Err(refuse()),
        false => Ok(None),
    }
}

/// Never called: there is no cluster.
pub fn build(
    _: &ArgMatches,
    cluster: &Cluster,
    _: &Plan,
    _: String,
    _: boyi::Context,
) -> Result<Shared, Failure> {
    match *cluster {}
}

/// Refused: merging shards comes with shared builds.
pub fn merge(_: &[PathBuf], _: &Path, _: boyi::Context) -> Result<Summary, Failure> {
    Err(refuse())
}

/// Never called: there is no shared build.
pub fn shards_written(
    _: &Shared,
    _: &str,
    _: f64,
    _: bool,
    _: boyi::Lang,
) -> Result<String, Failure> {
    Err(refuse())
}
