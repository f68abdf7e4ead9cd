//! Running the built `boyi` binary from tests.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `boyi` with `args`, feeding it `stdin`, and collects what it printed.
pub fn boyi(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_boyi"))
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
