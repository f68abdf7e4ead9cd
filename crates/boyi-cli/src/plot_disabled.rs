//! `boyi table --plot` in a build without the `plot` feature: refused, with how to get it.

use crate::failure::Failure;
use boyi::solve::period::Period;
use boyi::Text;

/// The most heaps drawn (none here).
pub const MOST_POINTS: u64 = 0;

/// No file can be drawn into without the feature.
pub enum Target {}

/// Refuses `--plot`: this build cannot draw.
pub fn target(_: &str) -> Result<Target, Failure> {
    Err(Failure::new(
        Text::new("error-feature-missing")
            .arg("what", "--plot")
            .arg("feature", "plot"),
    ))
}

/// Never called: there is no target.
pub fn values(
    target: &Target,
    _: &str,
    _: &[Option<u64>],
    _: Option<Period>,
) -> Result<(), Failure> {
    match *target {}
}

/// Never called: there is no target.
pub fn pairs(target: &Target, _: &str, _: &[(u64, u64)]) -> Result<(), Failure> {
    match *target {}
}

/// Never called: there is no target.
pub fn grid(target: &Target, _: &str, _: u64, _: &[(Option<u64>, bool)]) -> Result<(), Failure> {
    match *target {}
}

/// Never called: there is no target.
pub fn thermograph(
    target: &Target,
    _: &str,
    _: &boyi::partizan::Thermograph,
) -> Result<(), Failure> {
    match *target {}
}

/// Never called: there is no target.
pub fn means(target: &Target, _: &str, _: &[(u64, f64, f64)]) -> Result<(), Failure> {
    match *target {}
}
