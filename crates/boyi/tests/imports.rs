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

/// The engines (`solve/`, `db/`, `misere/`, `partizan/`) import no game module, and the
/// databases nothing of the family model above them: arrows point down. Test modules, which
/// try the engines on real games, are not counted.
#[test]
fn engines_import_nothing_above_them() {
    let src = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
    let above: [(&str, &[&str]); 4] = [
        ("solve", &["crate::games", "crate::family", "crate::rules"]),
        ("db", &["crate::games", "crate::family", "crate::rules"]),
        ("misere", &["crate::games", "crate::family"]),
        (
            "partizan",
            &["crate::games", "crate::family::", "crate::rules"],
        ),
    ];
    let mut found = Vec::new();
    for (engine, forbidden) in above {
        let mut dirs = vec![std::path::Path::new(src).join(engine)];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).expect("the engine's folder") {
                let path = entry.expect("a file of the folder").path();
                if path.is_dir() {
                    dirs.push(path);
                    continue;
                }
                let text = std::fs::read_to_string(&path).expect("a source file");
                // Only the code before a file's test module counts, and no comment (a doc
                // comment may point up, to where a thing is used).
                let code: String = text
                    .split("#[cfg(test)]")
                    .next()
                    .unwrap_or_default()
                    .lines()
                    .filter(|line| !line.trim_start().starts_with("//"))
                    .collect::<Vec<_>>()
                    .join("\n");
                let is_tests = path.file_name().is_some_and(|n| n == "tests.rs");
                for word in forbidden.iter().filter(|_| !is_tests) {
                    if code.contains(word) {
                        found.push(format!("{} uses {word}", path.display()));
                    }
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "arrows pointing up:\n{}",
        found.join("\n")
    );
}
