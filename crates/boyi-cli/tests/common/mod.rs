//! Running the built `boyi` binary from tests. Each test binary uses a part of this.
#![allow(dead_code)]

use std::ffi::OsStr;
use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `boyi` with `args` in the repository's top folder (where the examples of README.md
/// and docs/ run), feeding it `stdin`, and collects what it printed.
pub fn boyi(args: &[&str], stdin: &str) -> Output {
    boyi_bytes(args, stdin.as_bytes())
}

/// [`boyi`] with any bytes on standard input.
pub fn boyi_bytes(args: &[&str], stdin: &[u8]) -> Output {
    boyi_os(args.iter().map(OsStr::new), stdin)
}

/// [`boyi`] with any bytes in the arguments and on standard input.
pub fn boyi_os<A: AsRef<OsStr>>(args: impl IntoIterator<Item = A>, stdin: &[u8]) -> Output {
    boyi_env(args, &[], stdin)
}

/// [`boyi_os`] in an environment that speaks English unless `env` (pairs of a variable and
/// its value, such as `LANG=zh_CN.UTF-8`) says otherwise, whatever the tests' own locale.
pub fn boyi_env<A: AsRef<OsStr>>(
    args: impl IntoIterator<Item = A>,
    env: &[(&str, &str)],
    stdin: &[u8],
) -> Output {
    let top = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let mut command = Command::new(env!("CARGO_BIN_EXE_boyi"));
    for variable in ["BOYI_LANG", "LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(variable);
    }
    let mut child = command
        .envs(env.iter().copied())
        .current_dir(top)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("boyi runs");
    // The command may exit before reading its input; that is not an error here.
    let _ = child.stdin.take().expect("stdin").write_all(stdin);
    child.wait_with_output().expect("boyi finishes")
}

/// The standard output of a run that must succeed.
pub fn ok(args: &[&str], stdin: &str) -> String {
    let out = boyi(args, stdin);
    assert!(
        out.status.success(),
        "boyi {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

/// Asserts the one-line, exit-code-2, nothing-on-stdout failure, and returns the line.
pub fn fails(args: &[&str], stdin: &str) -> String {
    let out = boyi(args, stdin);
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(2), "boyi {args:?}: {err}");
    assert!(
        out.stdout.is_empty(),
        "boyi {args:?} printed {:?}",
        out.stdout
    );
    assert_eq!(err.lines().count(), 1, "boyi {args:?} said {err:?}");
    assert!(!err.contains("panicked"));
    err
}

/// Writes `bytes` to a file named after `name` and this process in the temporary folder, and
/// gives its path.
pub fn temp_file(name: &str, bytes: &[u8]) -> String {
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("boyi-test-{}-{name}", std::process::id()));
    std::fs::write(&path, bytes).expect("temp file");
    path.to_string_lossy().into_owned()
}
