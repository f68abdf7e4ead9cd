//! Every family on every surface. For each family `boyi games --json` lists, each surface it
//! claims runs the family's example (solve in text, in 中文 and as JSON; play; the web API;
//! Python; a table; a solve database), and each surface it says does not apply refuses with
//! the reason it gives. The test prints the matrix: ✓ ran, – declared not to apply (and
//! refused with that reason), `py` left to Python's own test (`test_coverage.py`) when no
//! interpreter is named by `BOYI_PYTHON`.

mod common;

use common::{boyi, boyi_env, ok};
use serde_json::Value;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};

/// The surfaces, in the matrix's order.
const SURFACES: [&str; 8] = [
    "solve", "中文", "json", "play", "web", "python", "table", "database",
];

/// One family as `boyi games --json` lists it, its example split into its parts.
struct Listed {
    name: String,
    example: Vec<String>,
    /// The options of the example (after the name), as `/api/solve` takes them in `game=`.
    options: Vec<String>,
    /// The position of the example.
    position: Vec<String>,
    surfaces: Vec<String>,
    /// Each surface that does not apply, with why.
    not_for: Vec<(String, String)>,
    partizan: bool,
    /// Whether it is a family of the registry, not a form of the front door (a compound,
    /// a game graph, the dice gamble, nim products), which `solve` alone answers.
    family: bool,
    board: bool,
    /// The Python keyword of the positional option, if the family has one (`code`).
    positional: Option<String>,
    /// What follows `boyi table NAME` for a table with options of its own.
    table_example: Option<String>,
}

impl Listed {
    fn of(game: &Value) -> Listed {
        let strings = |v: &Value| -> Vec<String> {
            v.as_array()
                .unwrap()
                .iter()
                .map(|s| s.as_str().unwrap().to_string())
                .collect()
        };
        let example: Vec<String> = game["example"]
            .as_str()
            .unwrap()
            .split_whitespace()
            .map(String::from)
            .collect();
        // The example's words after the name: the declared options (with their values),
        // a positional option first, then the position.
        let specs = game["options"].as_array().unwrap();
        let (mut options, mut position) = (Vec::new(), Vec::new());
        let mut words = example.iter().skip(1);
        let mut positional = specs
            .iter()
            .filter(|o| !o["option"].as_str().unwrap().starts_with('-'));
        while let Some(word) = words.next() {
            if let Some(spec) = specs.iter().find(|o| o["option"] == word.as_str()) {
                options.push(word.clone());
                if !spec["value"].is_null() {
                    options.push(words.next().unwrap().clone());
                }
            } else if options.is_empty() && position.is_empty() && positional.next().is_some() {
                options.push(word.clone());
            } else {
                position.push(word.clone());
            }
        }
        Listed {
            name: game["game"].as_str().unwrap().to_string(),
            example,
            options,
            position,
            surfaces: strings(&game["surfaces"]),
            not_for: game["not_for"]
                .as_array()
                .unwrap()
                .iter()
                .map(|n| {
                    let text = |k: &str| n[k].as_str().unwrap().to_string();
                    (text("surface"), text("why"))
                })
                .collect(),
            partizan: game["partizan"].as_bool().unwrap(),
            family: game["family"].as_bool().unwrap(),
            board: !game["board"].is_null(),
            table_example: game["table_example"].as_str().map(String::from),
            positional: specs
                .iter()
                .map(|o| o["option"].as_str().unwrap())
                .find(|o| !o.starts_with('-'))
                .map(str::to_lowercase),
        }
    }

    fn claims(&self, surface: &str) -> bool {
        self.surfaces.iter().any(|s| s == surface)
    }

    /// Why `surface` does not apply, as declared.
    fn why_not(&self, surface: &str) -> &str {
        let found = self.not_for.iter().find(|(s, _)| s == surface);
        let (_, why) = found.unwrap_or_else(|| {
            panic!(
                "{}: {surface} neither works nor is declared not to",
                self.name
            )
        });
        why
    }

    /// `boyi ARGS EXAMPLE… MORE…`.
    fn run(&self, before: &[&str], after: &[&str]) -> std::process::Output {
        let mut args: Vec<&str> = before.to_vec();
        args.extend(self.example.iter().map(String::as_str));
        args.extend(after);
        boyi(&args, "")
    }
}

/// `boyi serve` on a free port, stopped when dropped.
struct Served {
    child: Child,
    address: String,
}

impl Served {
    fn start() -> Served {
        let mut child = Command::new(env!("CARGO_BIN_EXE_boyi"))
            .args(["--lang", "en", "serve", "--port", "0", "--rules"])
            .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/rules"))
            .stderr(Stdio::piped())
            .spawn()
            .expect("boyi serve starts");
        let mut line = String::new();
        BufReader::new(child.stderr.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let address = line
            .split("http://")
            .nth(1)
            .and_then(|rest| rest.split('/').next())
            .unwrap_or_else(|| panic!("no address in {line:?}"))
            .to_string();
        Served { child, address }
    }

    /// The JSON body of `GET path`.
    fn get(&self, path: &str) -> (u16, Value) {
        let mut stream = TcpStream::connect(&self.address).unwrap();
        let request = format!(
            "GET {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
            self.address
        );
        stream.write_all(request.as_bytes()).unwrap();
        let mut response = String::new();
        stream.read_to_string(&mut response).unwrap();
        let status = response[9..12].parse().unwrap();
        let body = response.split("\r\n\r\n").nth(1).unwrap_or_default();
        (status, serde_json::from_str(body).unwrap_or(Value::Null))
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A query value: spaces as `%20`, and the few characters a query must not hold raw.
fn query(words: &[String]) -> String {
    words
        .join(" ")
        .replace('%', "%25")
        .replace(' ', "%20")
        .replace('|', "%7C")
        .replace('#', "%23")
        .replace('+', "%2B")
        .replace('&', "%26")
}

/// Runs one surface of one family: `Ok(true)` ran, `Ok(false)` declared not to apply and
/// refused with that reason, `Err` what went wrong. `web` is the family as the server lists
/// it (with the example it serves: a file it reads is one the server serves).
fn check(
    g: &Listed,
    surface: &str,
    served: &Served,
    web: &Listed,
    dir: &std::path::Path,
) -> Result<&'static str, String> {
    let success = |out: &std::process::Output, what: &str| -> Result<String, String> {
        match out.status.success() {
            true => Ok(String::from_utf8_lossy(&out.stdout).to_string()),
            false => Err(format!("{what}: {}", String::from_utf8_lossy(&out.stderr))),
        }
    };
    match surface {
        "solve" => {
            let text = success(&g.run(&["solve"], &[]), "solve")?;
            (text.lines().count() >= 3)
                .then_some("✓")
                .ok_or(format!("solve said {text:?}"))
        }
        "中文" => {
            let args: Vec<&str> = std::iter::once("solve")
                .chain(g.example.iter().map(String::as_str))
                .collect();
            let out = boyi_env(&args, &[("LANG", "zh_CN.UTF-8")], b"");
            let text = success(&out, "中文")?;
            let chinese = text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
            chinese
                .then_some("✓")
                .ok_or(format!("no Chinese in {text:?}"))
        }
        "json" => {
            let text = success(&g.run(&["solve"], &["--json"]), "json")?;
            let v: Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
            // Every answer explains itself; a family's says who wins, and by which road.
            let fields = match g.family {
                true => &["outcome", "engine", "explanation"][..],
                false => &["explanation"][..],
            };
            match fields.iter().find(|f| v[**f].is_null()) {
                None => Ok("✓"),
                Some(f) => Err(format!("the JSON has no {f}")),
            }
        }
        "play" => {
            let mut args = vec!["play"];
            args.extend(g.example.iter().map(String::as_str));
            let out = boyi(&args, "quit\n");
            if !g.claims("play") {
                return refused_as_declared(g, "play", &out);
            }
            let text = success(&out, "play")?;
            // The start as the game writes it (`boyi solve --json` gives it).
            let solved = success(&g.run(&["solve"], &["--json"]), "solve --json")?;
            let v: Value = serde_json::from_str(&solved).map_err(|e| e.to_string())?;
            let start = v["position"].as_str().unwrap_or_default();
            text.contains(start)
                .then_some("✓")
                .ok_or(format!("play did not show the position {start}: {text:?}"))
        }
        "web" => {
            let g = web;
            let mut game = vec![g.name.clone()];
            game.extend(g.options.iter().cloned());
            let path = format!(
                "/api/solve?game={}&position={}",
                query(&game),
                query(&g.position)
            );
            let (status, v) = served.get(&path);
            if !g.claims("web") {
                let (said, why) = (v.to_string(), g.why_not("web"));
                return (status != 200 && said.contains(why))
                    .then_some("–")
                    .ok_or(format!(
                        "web was refused otherwise than declared: {said} (declared: {why})"
                    ));
            }
            // A family draws its positions; a form explains its answer.
            match (status, g.family, g.board, v["outcome"].is_null()) {
                (200, true, true, false) => Ok("✓"),
                (_, true, false, _) => Err("no board declared".into()),
                (200, false, _, _) if v["explanation"].is_string() => Ok("✓"),
                _ => Err(format!("{path}: {status} {v}")),
            }
        }
        "python" => {
            let Ok(python) = std::env::var("BOYI_PYTHON") else {
                return Ok("py");
            };
            let script = format!(
                "import boyi\nanswer = boyi.solve({:?}, {:?}{})\nprint(answer)",
                g.name,
                g.position.join(" "),
                python_options(g)
            );
            // From the top folder, where the examples' files are.
            let top = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
            let out = Command::new(python)
                .args(["-c", &script])
                .current_dir(top)
                .output()
                .map_err(|e| e.to_string())?;
            success(&out, "python").map(|_| "✓")
        }
        "table" => {
            let mut args = vec!["table".to_string(), g.name.clone()];
            match (&g.table_example, g.claims("table")) {
                (Some(example), _) => args.extend(example.split_whitespace().map(String::from)),
                (None, true) => args.extend(g.options.iter().cloned()),
                (None, false) => {}
            }
            if g.table_example.is_none() {
                args.extend(["--to".to_string(), "5".to_string()]);
            }
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let out = boyi(&args, "");
            if g.claims("table") {
                return success(&out, "table").map(|_| "✓");
            }
            refused_as_declared(g, "table", &out)
        }
        "database" => {
            let file = dir.join(format!("{}.boyi", g.name));
            let file = file.to_str().unwrap();
            if !g.claims("database") {
                if g.partizan {
                    return Ok("–");
                }
                let out = g.run(&["db", "build"], &["-o", file]);
                return refused_as_declared(g, "database", &out);
            }
            // A partizan family keeps the values of its small regions; any other family
            // the positions below its example.
            let built = match g.partizan {
                true => boyi(&["db", "build", &g.name, "--regions", "4", "-o", file], ""),
                false => g.run(&["db", "build"], &["-o", file]),
            };
            success(&built, "db build")?;
            let text = success(&g.run(&["solve"], &["--db", file, "--json"]), "solve --db")?;
            let v: Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
            (v["engine"] == "database")
                .then_some("✓")
                .ok_or(format!("not from the database: {v}"))
        }
        _ => unreachable!("a surface of SURFACES"),
    }
}

/// `–` where `out` is a refusal (exit code 2) that gives the reason the listing declares
/// for `surface`.
fn refused_as_declared(
    g: &Listed,
    surface: &str,
    out: &std::process::Output,
) -> Result<&'static str, String> {
    let said = String::from_utf8_lossy(&out.stderr);
    let why = g.why_not(surface);
    (out.status.code() == Some(2) && said.contains(why))
        .then_some("–")
        .ok_or(format!(
            "{surface} was refused otherwise than declared: {said} (declared: {why})"
        ))
}

/// The example's options as Python keywords (`, moves="1,3,7,8", misere=True`).
fn python_options(g: &Listed) -> String {
    let mut out = String::new();
    let mut words = g.options.iter().peekable();
    while let Some(word) = words.next() {
        match word.strip_prefix("--") {
            Some(name) => match words.peek() {
                Some(value) if !value.starts_with("--") => {
                    out += &format!(", {name}={:?}", words.next().unwrap());
                }
                _ => out += &format!(", {name}=True"),
            },
            None => {
                let keyword = g.positional.as_deref().unwrap_or("code");
                out += &format!(", {keyword}={word:?}");
            }
        }
    }
    out
}

#[test]
fn every_family_on_every_surface() {
    let listed: Value = serde_json::from_str(&ok(&["games", "--json"], "")).unwrap();
    let games: Vec<Listed> = listed["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(Listed::of)
        .collect();
    let served = Served::start();
    let (_, listed) = served.get("/api/games");
    let on_the_web: Vec<Listed> = listed["games"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| !g["example"].is_null())
        .map(Listed::of)
        .collect();
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("boyi-coverage-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut matrix = format!("{:<12}", "");
    for surface in SURFACES {
        matrix += &format!(" {surface:>9}");
    }
    let mut wrong = Vec::new();
    for g in &games {
        matrix += &format!("\n{:<12}", g.name);
        for surface in SURFACES {
            let claimed = matches!(surface, "中文" | "json") || g.claims(surface);
            let web = on_the_web.iter().find(|w| w.name == g.name).unwrap();
            let cell = match check(g, surface, &served, web, &dir) {
                Ok(cell) if claimed == (cell != "–") => cell,
                Ok(cell) => {
                    wrong.push(format!(
                        "{} {surface}: {cell} but the listing says otherwise",
                        g.name
                    ));
                    "✗"
                }
                Err(e) => {
                    wrong.push(format!("{} {surface}: {e}", g.name));
                    "✗"
                }
            };
            matrix += &format!(" {cell:>9}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    println!("{matrix}");
    assert!(wrong.is_empty(), "{matrix}\n{}", wrong.join("\n"));
}
