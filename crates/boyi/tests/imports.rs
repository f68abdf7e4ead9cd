//! No import circles: `scripts/import-cycles` finds no source file of the workspace that
//! imports a file importing it, directly or round a longer circle.

use std::process::Command;

#[test]
fn no_file_imports_a_file_that_imports_it() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let run = Command::new("python3")
        .args(["scripts/import-cycles", "-v"])
        .current_dir(root)
        .output()
        .expect("python3 runs scripts/import-cycles");
    assert!(
        run.status.success(),
        "{}{}",
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&run.stderr)
    );
}
