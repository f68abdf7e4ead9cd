//! Running the built `boyi` binary from tests.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `boyi` with `args` in the repository's top folder (where README examples run),
/// feeding it `stdin`, and collects what it printed.
pub fn boyi(args: &[&str], stdin: &str) -> Output {
    let top = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let mut child = Command::new(env!("CARGO_BIN_EXE_boyi"))
        .current_dir(top)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("boyi runs");
    // The command may exit before reading its input; that is not an error here.
    let _ = child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes());
    child.wait_with_output().expect("boyi finishes")
}
