//! The web API and page, answered in process as a browser would ask.

use super::*;
use crate::args;
use axum::body::Body;
use boyi::games::registry;
use http_body_util::BodyExt;
use tower::ServiceExt;

/// The status and JSON body of `GET uri`.
async fn get_json(app: Router, uri: &str) -> (StatusCode, serde_json::Value) {
    let request = axum::http::Request::get(uri).body(Body::empty()).unwrap();
    let response = app.oneshot(request).await.unwrap();
    let status = response.status();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    (status, serde_json::from_slice(&bytes).expect("a JSON body"))
}

fn app_with_rules() -> Router {
    let rules = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/rules");
    app(Server::new(Some(&rules), None, Budget::of_machine()).unwrap())
}

/// The page names its assets, and each is served with its type.
#[tokio::test]
async fn page_and_assets_are_served() {
    let page = PAGE[0].2;
    for (path, kind, body) in PAGE {
        assert!(path == "/" || page.contains(path), "the page uses {path}");
        let request = axum::http::Request::get(path).body(Body::empty()).unwrap();
        let response = app_with_rules().oneshot(request).await.unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert_eq!(response.headers()[CONTENT_TYPE], kind, "{path}");
        let bytes = response.into_body().collect().await.unwrap().to_bytes();
        assert_eq!(bytes, body.as_bytes(), "{path}");
    }
}

#[tokio::test]
async fn games_lists_every_family_and_the_rule_files() {
    let (status, v) = get_json(app_with_rules(), "/api/games").await;
    assert_eq!(status, StatusCode::OK);
    let games = v["games"].as_array().unwrap();
    for f in registry::by_outcome() {
        assert!(games.iter().any(|g| g["game"] == f.name), "{}", f.name);
    }
    // The forms of the front door too, with no edit of the server: a compound, the dice
    // gamble, a graph (named as a served one).
    for form in boyi::ask::form::FORMS {
        let listed = games
            .iter()
            .find(|g| g["game"] == form.name)
            .expect(form.name);
        assert_eq!(listed["family"], false, "{}", form.name);
    }
    let graph = games.iter().find(|g| g["game"] == "graph").unwrap();
    assert_eq!(graph["example"], "graph loop");
    assert!(games.iter().any(|g| g["alias"] == "高僧斗法"));
    assert!(games.iter().any(|g| g["game"] == "rules:qiuqiu"));
}

#[tokio::test]
async fn positions_a_served_database_holds_are_answered_from_it() {
    let dir = std::env::temp_dir().join(format!("boyi-serve-db-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let family = boyi::games::registry::find("lol").unwrap();
    let game = (family.load)(
        &Default::default(),
        boyi::family::Road::Theory,
        Budget::of_machine(),
    )
    .unwrap();
    let root = game
        .parse(&boyi::notation::argument_tokens(&["L*******"]))
        .unwrap();
    let plan = boyi::db::Plan::new(dir.join("lol8.boyi"), Budget::of_machine());
    let schema = game.database(&root).unwrap();
    schema
        .build(&root, "L*******".into(), "test".into(), &plan, &mut ())
        .unwrap();
    std::fs::write(dir.join("junk.boyi"), "not a database").unwrap();
    let regions = dir.join("regions.boyi");
    let write = registry::partizan()
        .find_map(|f| f.regions.as_ref())
        .unwrap()
        .build;
    write(6, &regions, &mut (), Budget::of_machine()).unwrap();
    let app = app(Server::new(None, Some(&dir), Budget::of_machine()).unwrap());
    // A file of region values in the same folder answers its family's positions.
    let (status, v) = get_json(app.clone(), "/api/solve?game=domineering&position=..%7C..").await;
    assert_eq!(
        (status, &v["engine"]),
        (StatusCode::OK, &"database".into()),
        "{v}"
    );
    let (status, v) = get_json(app.clone(), "/api/solve?game=lol&position=L**O****").await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["engine"], "database");
    // The verdict says the answer came from a database, by its name: never the server's path.
    let why = v["explanation"].as_str().unwrap();
    assert!(
        why.contains("lol8.boyi") && !why.contains(&*dir.to_string_lossy()),
        "{why}"
    );
    let moves = v["moves"].as_array().unwrap();
    assert!(moves.iter().all(|m| m["remoteness"].is_u64()), "{v}");
    // Not held: answered as without a database.
    let (status, v) = get_json(app, "/api/solve?game=lol&position=O*******").await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_ne!(v["engine"], "database");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[tokio::test]
async fn solve_answers_as_the_command_line() {
    let uri = "/api/solve?game=subtraction%20--moves%201,3,7,8%20--misere&position=10";
    let (status, v) = get_json(app_with_rules(), uri).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let cli = crate::solve::run(
        args::command()
            .try_get_matches_from([
                "boyi",
                "solve",
                "subtraction",
                "--moves",
                "1,3,7,8",
                "--misere",
                "10",
                "--all-moves",
                "--json",
            ])
            .unwrap()
            .subcommand()
            .unwrap()
            .1,
        Context::new(Lang::En, Budget::of_machine()),
    )
    .unwrap();
    // The page's answer is the command line's.
    assert_eq!(v, serde_json::from_str::<serde_json::Value>(&cli).unwrap());
    for field in ["outcome", "remoteness", "explanation", "engine", "moves"] {
        assert!(v.get(field).is_some(), "{field}");
    }
    // The rule file of 取球博弈 is the same game.
    let uri = "/api/solve?game=rules:qiuqiu&position=10";
    let (status, file) = get_json(app_with_rules(), uri).await;
    assert_eq!(status, StatusCode::OK, "{file}");
    assert_eq!(file["outcome"], v["outcome"]);
}

/// Partizan families and rule files are listed and answered with their values, each
/// move marked winning or not and each player's best move named; they take no options
/// and have no table.
#[tokio::test]
async fn partizan_games_are_served() {
    let (_, v) = get_json(app_with_rules(), "/api/games").await;
    let games = v["games"].as_array().unwrap();
    for f in registry::partizan() {
        let listed = games.iter().find(|g| g["game"] == f.name).expect(f.name);
        assert_eq!(listed["partizan"], true, "{}", f.name);
    }
    let file = games.iter().find(|g| g["game"] == "rules:toads-values");
    assert_eq!(file.unwrap()["partizan"], true);
    let (status, v) = get_json(
        app_with_rules(),
        "/api/solve?game=domineering&position=...|...",
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["properties"]["value"], "{2|-1/2}");
    assert_eq!(v["left"][1]["move"], "b1-b2");
    assert_eq!(v["left"][1]["wins"], true);
    assert_eq!(v["left"][0]["wins"], false);
    assert_eq!(v["best"]["left"], 1);
    assert_eq!(v["right"].as_array().unwrap().len(), 4);
    let uri = "/api/solve?game=rules:toads-values&position=TT.F";
    let (status, v) = get_json(app_with_rules(), uri).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["properties"]["value"], "{1/2|0}");
    for uri in [
        "/api/solve?game=domineering%20--memory%201G&position=2x2",
        "/api/solve?game=domineering&position=2x2x",
        "/api/table?game=domineering&to=5",
    ] {
        let (status, v) = get_json(app_with_rules(), uri).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{uri}: {v}");
    }
}

/// `--outcome` after a family with an outcome search asks it instead of exact values: the
/// answer of `boyi solve … --outcome --all-moves --json`, every move of each player decided;
/// the option is listed, and no other family or option takes it.
#[tokio::test]
async fn the_outcome_search_is_served() {
    let (_, v) = get_json(app_with_rules(), "/api/games").await;
    let games = v["games"].as_array().unwrap();
    for f in registry::partizan() {
        let listed = games.iter().find(|g| g["game"] == f.name).expect(f.name);
        let options = listed["options"].as_array().unwrap();
        let offered = options.iter().any(|o| o["option"] == "--outcome");
        assert_eq!(offered, f.outcome.is_some(), "{}", f.name);
    }
    let uri = "/api/solve?game=domineering%20--outcome&position=4x4";
    let (status, v) = get_json(app_with_rules(), uri).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["class"], "N");
    assert_eq!(v["left"]["wins"], true);
    let winning: Vec<&str> = v["left_moves"]["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["wins"] == true)
        .map(|m| m["move"].as_str().unwrap())
        .collect();
    assert_eq!(winning, ["a2-a3", "b2-b3", "c2-c3", "d2-d3"]);
    assert_eq!(v["right_moves"]["moves"].as_array().unwrap().len(), 12);
    for uri in [
        "/api/solve?game=clobber%20--outcome&position=xo",
        "/api/solve?game=domineering%20--outcome%20--outcome&position=2x2",
        "/api/solve?game=domineering%20--outcome&position=12x12",
        "/api/table?game=domineering%20--outcome&to=3",
    ] {
        let (status, v) = get_json(app_with_rules(), uri).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{uri}: {v}");
    }
}

/// `--engine both` is taken through the API as on the command line: the theory's answer,
/// checked by plain search, with `"engine": "both"`; past the search budget, refused.
#[tokio::test]
async fn solve_checks_the_theory_by_search_on_request() {
    let uri = "/api/solve?game=octal%200.8%20--misere%20--engine%20both&position=4%205";
    let (status, v) = get_json(app_with_rules(), uri).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["engine"], "both");
    assert_eq!(v["outcome"], "win");
    assert_eq!(v["winning_moves"].as_array().unwrap().len(), 2, "{v}");
    let uri = "/api/solve?game=wythoff%20--engine%20both&position=100000%20100000";
    let (status, v) = get_json(app_with_rules(), uri).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
}

/// The page passes its language on (`lang=en` or `lang=zh`); the answer is still given.
#[tokio::test]
async fn solve_takes_the_language_of_the_page() {
    let (_, plain) = get_json(app_with_rules(), "/api/solve?game=nim&position=3%204").await;
    for lang in ["en", "zh"] {
        let uri = format!("/api/solve?game=nim&position=3%204&lang={lang}");
        let (status, v) = get_json(app_with_rules(), &uri).await;
        assert_eq!(status, StatusCode::OK, "{lang}: {v}");
        assert_eq!(v["outcome"], plain["outcome"], "{lang}");
    }
}

/// The page's words: the same keys in every language, each language its own words, and
/// every variable a `{$name}` mark the page fills in.
#[tokio::test]
async fn words_are_the_pages_messages_in_each_language() {
    let (status, en) = get_json(app_with_rules(), "/api/words?lang=en").await;
    assert_eq!(status, StatusCode::OK, "{en}");
    let (status, zh) = get_json(app_with_rules(), "/api/words?lang=zh").await;
    assert_eq!(status, StatusCode::OK, "{zh}");
    let (_, plain) = get_json(app_with_rules(), "/api/words").await;
    assert_eq!(plain, en, "English without a lang");
    assert_eq!(
        (en["lang"].as_str(), zh["lang"].as_str()),
        (Some("en"), Some("zh"))
    );
    let (en, zh) = (
        en["words"].as_object().unwrap(),
        zh["words"].as_object().unwrap(),
    );
    assert!(en.len() > 50, "{} words", en.len());
    assert_eq!(
        en.keys().collect::<Vec<_>>(),
        zh.keys().collect::<Vec<_>>(),
        "the same keys"
    );
    assert!(en.keys().all(|k| k.starts_with("page-")));
    assert_eq!(en["page-solve"], "Solve");
    assert_eq!(zh["page-solve"], "求解");
    assert_eq!(zh["page-verdict-win"], "先手必胜");
    assert_eq!(
        en["page-verdict-left"],
        "{$verdict} ({$left} moves to the end)."
    );
    assert_eq!(zh["page-verdict-left"], "{$verdict}（剩余步数 {$left}）。");
    let differ = en.keys().filter(|k| en[*k] != zh[*k]).count();
    assert!(
        differ + 3 >= en.len(),
        "only {differ} of {} differ",
        en.len()
    );
    /// The `{$name}` marks of a rendered word.
    fn marks(text: &str) -> Vec<&str> {
        let mut out: Vec<&str> = text
            .split("{$")
            .skip(1)
            .map(|s| s.split('}').next().unwrap_or(""))
            .collect();
        out.sort();
        out.dedup();
        out
    }
    for (key, text) in en {
        let (text, other) = (text.as_str().unwrap(), zh[key].as_str().unwrap());
        assert_eq!(marks(text), marks(other), "{key}: {text} / {other}");
        assert!(!text.is_empty() && !other.is_empty(), "{key}");
    }
    let (status, v) = get_json(app_with_rules(), "/api/words?lang=fr").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
}

/// The page's words follow the convention of `lang/en.ftl`: no selector (rendered
/// without arguments it would always say its default), every key the page uses is a
/// message, and every message is used.
#[test]
fn the_page_uses_exactly_its_words() {
    for (name, source) in [
        ("en", include_str!("../../../boyi/lang/en.ftl")),
        ("zh", include_str!("../../../boyi/lang/zh.ftl")),
    ] {
        let start = source.find("\npage-").expect("page words");
        let section = &source[start..];
        let section = &section[..section.find("\n## ").unwrap_or(section.len())];
        let selector = section
            .lines()
            .find(|line| !line.starts_with('#') && line.contains("->"));
        assert!(
            selector.is_none(),
            "a selector among the page words of {name}.ftl: {selector:?}"
        );
    }
    let mut used = std::collections::BTreeSet::new();
    for (path, _, body) in PAGE {
        let mut rest = body;
        while let Some(at) = rest.find("page-") {
            let before = rest[..at].chars().next_back();
            let key: String = rest[at..]
                .chars()
                .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-')
                .collect();
            rest = &rest[at + key.len()..];
            // `page-*` in a comment names them all.
            let whole = key.len() > "page-".len() && !key.ends_with('-');
            if !whole || before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '-') {
                continue;
            }
            used.insert((key, path));
        }
    }
    let words: std::collections::BTreeSet<&str> = boyi::text::keys()
        .filter(|key| key.starts_with("page-"))
        .collect();
    for (key, path) in &used {
        assert!(
            words.contains(key.as_str()),
            "{path} uses {key}, which is no message"
        );
    }
    // The words of the buttons a family's declared board gives its cells.
    let declared: Vec<&str> = boyi::games::registry::about(boyi::text::Lang::En)
        .into_iter()
        .filter_map(|about| match about.board {
            Some(boyi::family::Drawing::Marks { marks, .. }) => Some(marks),
            _ => None,
        })
        .flatten()
        .map(|&(_, _, words)| words)
        .collect();
    for word in words {
        // The server names the words of rule files and game graphs itself.
        let by_server = [
            "page-rule-file",
            "page-graph-file",
            "page-rule-file-position",
            "page-graph-file-position",
        ]
        .contains(&word)
            || declared.contains(&word);
        assert!(
            by_server || used.iter().any(|(key, _)| key == word),
            "{word} is not used by the page"
        );
    }
}

#[tokio::test]
async fn table_gives_values_and_period() {
    let (status, v) = get_json(app_with_rules(), "/api/table?game=octal%200.77&to=20").await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["values"].as_array().unwrap().len(), 21);
    assert_eq!(v["period"], 12);
    assert_eq!(v["preperiod"], 71);
}

/// The page is served whatever its query: the page reads it, and says what is wrong.
#[tokio::test]
async fn page_is_served_with_any_query() {
    let uri = format!("/?game=nim&position={}", "9".repeat(3 * MAX_URI));
    let request = axum::http::Request::get(uri).body(Body::empty()).unwrap();
    let response = app_with_rules().oneshot(request).await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    assert_eq!(bytes, PAGE[0].2.as_bytes());
}

/// Every kind of bad request is a 4xx with a JSON error, never an answer or a crash.
#[tokio::test]
async fn bad_requests_get_a_json_error() {
    let long = format!("/api/solve?game=nim&position={}", "1%20".repeat(3000));
    let cases: Vec<(String, StatusCode, &str)> = vec![
        (
            "/api/solve?game=nim&position=3%20x".into(),
            StatusCode::BAD_REQUEST,
            "'x'",
        ),
        (
            "/api/solve?position=3".into(),
            StatusCode::BAD_REQUEST,
            "game",
        ),
        (
            "/api/solve?game=&position=3".into(),
            StatusCode::BAD_REQUEST,
            "empty",
        ),
        (
            "/api/solve?game=graph&position=x".into(),
            StatusCode::BAD_REQUEST,
            "the option FILE is required",
        ),
        (
            "/api/solve?game=rules:..%2Fsecret&position=1".into(),
            StatusCode::BAD_REQUEST,
            "none is called rules:",
        ),
        (
            "/api/solve?game=graph:..%2F..%2Fgraph&position=a".into(),
            StatusCode::BAD_REQUEST,
            "none is called graph:",
        ),
        (
            "/api/solve?game=nim%20--memory%201&position=1".into(),
            StatusCode::BAD_REQUEST,
            "--memory",
        ),
        (
            "/api/solve?game=nim%20--rules%20x&position=1".into(),
            StatusCode::BAD_REQUEST,
            "--rules",
        ),
        (
            "/api/table?game=octal%200.6%20--checkpoint%20x&to=3".into(),
            StatusCode::BAD_REQUEST,
            "--checkpoint",
        ),
        (
            "/api/table?game=octal%200.6%20--plot%20x.svg&to=3".into(),
            StatusCode::BAD_REQUEST,
            "--plot",
        ),
        (
            "/api/table?game=octal%200.6%20--max%2010&to=3".into(),
            StatusCode::BAD_REQUEST,
            "--max",
        ),
        (
            "/api/table?game=nim&to=3".into(),
            StatusCode::BAD_REQUEST,
            "table",
        ),
        (
            "/api/table?game=bash%20--max%203&to=1000000".into(),
            StatusCode::BAD_REQUEST,
            "up to",
        ),
        (
            "/api/table?game=bash%20--max%203&to=-1".into(),
            StatusCode::BAD_REQUEST,
            "to",
        ),
        (
            "/api/solve?game=wythoff%20--engine%20generic&position=100000%20100000".into(),
            StatusCode::BAD_REQUEST,
            "generic engine",
        ),
        ("/api/nothing".into(), StatusCode::NOT_FOUND, "no such page"),
        (long, StatusCode::URI_TOO_LONG, "at most"),
    ];
    for (uri, status, says) in cases {
        let (got, v) = get_json(app_with_rules(), &uri).await;
        assert_eq!(got, status, "{uri}: {v}");
        let message = v["error"].as_str().unwrap_or_default();
        assert!(message.contains(says), "{uri}: {message}");
    }
}

/// A table longer than the API lists is refused before any work, in the request's language.
#[tokio::test]
async fn tables_past_the_limit_are_refused_in_the_request_s_language() {
    let too_long = MAX_TABLE + 1;
    for (lang, says) in [
        ("en", "the web API lists tables up to"),
        ("zh", "网页接口的数值表最多列到"),
    ] {
        let uri = format!("/api/table?game=subtraction&to={too_long}&lang={lang}");
        let (status, v) = get_json(app_with_rules(), &uri).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
        let message = v["error"].as_str().unwrap_or_default();
        assert!(
            message.contains(says) && message.contains(&too_long.to_string()),
            "{message}"
        );
    }
}

/// Past the solve slots, a request waits its turn, then is told the server is busy.
#[tokio::test]
async fn solves_beyond_the_slots_are_refused() {
    let mut server = Server::new(None, None, Budget::of_machine()).unwrap();
    server.queue_time = Duration::from_millis(50);
    let held: Vec<_> = (0..SOLVES)
        .map(|_| server.slots.clone().try_acquire_owned().unwrap())
        .collect();
    let app = app(server);
    let (status, v) = get_json(app.clone(), "/api/solve?game=nim&position=3%204").await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{v}");
    assert!(v["error"].as_str().unwrap().contains("busy"));
    // Said in the request's language, as every refusal is.
    let (status, v) = get_json(app, "/api/solve?game=nim&position=3%204&lang=zh").await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{v}");
    assert!(v["error"].as_str().unwrap().contains("服务器正忙"), "{v}");
    drop(held);
}

/// A served game graph: listed with its vertices and arrows, and answered with every move.
#[tokio::test]
async fn served_graphs_are_listed_with_their_board_and_answered() {
    let (status, v) = get_json(app_with_rules(), "/api/games").await;
    assert_eq!(status, StatusCode::OK);
    let games = v["games"].as_array().unwrap();
    let graph = games.iter().find(|g| g["game"] == "graph:loop").unwrap();
    assert_eq!(graph["board"]["kind"], "graph");
    assert_eq!(graph["board"]["vertices"].as_array().unwrap().len(), 6);
    let uri = "/api/solve?game=graph:loop&position=start";
    let (status, v) = get_json(app_with_rules(), uri).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["outcome"], "win");
    let moves: Vec<(&str, &str)> = v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["position"].as_str().unwrap(),
                m["outcome"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(moves, [("a", "win"), ("d", "draw")]);
    for (uri, said) in [
        ("/api/solve?game=graph:loop&position=nowhere", "nowhere"),
        ("/api/solve?game=graph:none&position=a", "no such file"),
        ("/api/table?game=graph:loop&to=5", "no table"),
    ] {
        let (status, v) = get_json(app_with_rules(), uri).await;
        assert_ne!(status, StatusCode::OK, "{uri}");
        assert!(v["error"].as_str().unwrap().contains(said), "{uri}: {v}");
    }
}

/// A family that reads a graph takes a served graph file by its name: listed with the files
/// it may read and an example naming the first, answered with the graph its board draws;
/// a name the server does not serve (a path among them) is refused, and a server that
/// serves no graph file lists the family as not for the page, saying why.
#[tokio::test]
async fn a_family_that_reads_a_graph_reads_a_served_one() {
    let families_reading_files: Vec<&str> = registry::REGISTRY
        .iter()
        .filter_map(|e| match e {
            registry::Entry::ByOutcome(f) if f.reads_files() => Some(f.name),
            _ => None,
        })
        .collect();
    assert!(!families_reading_files.is_empty());
    let (_, v) = get_json(app_with_rules(), "/api/games").await;
    let bare = app(Server::new(None, None, Budget::of_machine()).unwrap());
    let (_, without) = get_json(bare, "/api/games").await;
    for name in families_reading_files {
        let listed = |v: &serde_json::Value| {
            let games = v["games"].as_array().unwrap();
            games.iter().find(|g| g["game"] == name).unwrap().clone()
        };
        let served = listed(&v);
        assert!(served["surfaces"]
            .as_array()
            .unwrap()
            .contains(&"web".into()));
        let files = served["files"].as_array().unwrap();
        assert!(files.contains(&"loop".into()) && files.contains(&"petersen".into()));
        assert_eq!(served["example"], format!("{name} loop"));
        let bare = listed(&without);
        assert!(!bare["surfaces"].as_array().unwrap().contains(&"web".into()));
        let not_for = bare["not_for"].as_array().unwrap();
        let web = not_for.iter().find(|n| n["surface"] == "web").unwrap();
        assert!(web["why"].as_str().unwrap().contains("--rules"), "{web}");
    }
    // The Petersen graph has a perfect matching: every start is won by the player to move,
    // by a move along the edge of such a matching.
    let uri = "/api/solve?game=geography%20petersen&position=0";
    let (status, v) = get_json(app_with_rules(), uri).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["outcome"], "win");
    assert_eq!(v["graph"]["kind"], "graph");
    assert_eq!(v["graph"]["vertices"].as_array().unwrap().len(), 10);
    assert_eq!(v["graph"]["edges"].as_array().unwrap().len(), 15);
    assert_eq!(v["graph"]["directed"], false);
    assert_eq!(v["graph"]["walk"], true);
    let walks: Vec<&str> = v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["position"].as_str().unwrap())
        .collect();
    assert_eq!(walks.len(), 3, "{v}");
    assert!(
        walks.iter().all(|w| ["0 1", "0 4", "0 5"].contains(w)),
        "{walks:?}"
    );
    for (uri, said) in [
        (
            "/api/solve?game=geography%20nowhere&position=0",
            "none is called nowhere",
        ),
        (
            "/api/solve?game=geography%20examples/rules/petersen.graph&position=0",
            "none is called",
        ),
        ("/api/solve?game=geography&position=0", "FILE"),
        ("/api/solve?game=geography%20petersen&position=11", "11"),
    ] {
        let (status, v) = get_json(app_with_rules(), uri).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{uri}: {v}");
        assert!(v["error"].as_str().unwrap().contains(said), "{uri}: {v}");
    }
}

/// Green Hackenbush reads a served `.graph` file as its picture: the Petersen graph, one
/// block of 15 edges, fuses into 15 loops (*1), and every cut leaves 14 (*0); in a sum too.
#[tokio::test]
async fn green_hackenbush_reads_a_served_picture() {
    let uri = "/api/solve?game=green%20petersen&position=";
    let (status, v) = get_json(app_with_rules(), uri).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(
        (v["outcome"].as_str(), v["nimber"].as_u64()),
        (Some("win"), Some(1))
    );
    let cuts: Vec<&str> = v["winning_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["position"].as_str().unwrap())
        .collect();
    assert_eq!(cuts, (1..=15).map(|e| e.to_string()).collect::<Vec<_>>());
    let uri = "/api/solve?game=sum&position=green%20petersen%20%2B%20nim%201";
    let (status, v) = get_json(app_with_rules(), uri).await;
    assert_eq!(
        (status, v["outcome"].as_str()),
        (StatusCode::OK, Some("lose")),
        "{v}"
    );
}

/// Compounds and sums of any served game, their components parted by `+`, as the command
/// line answers them; a served database does not stand in their way.
#[tokio::test]
async fn compounds_of_served_games_are_answered() {
    let uri = "/api/solve?game=conjunctive&position=nim%203%20%2B%20nim%202";
    let (status, v) = get_json(app_with_rules(), uri).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["outcome"], "win", "{v}");
    assert_eq!(v["winning_moves"].as_array().unwrap().len(), 4, "{v}");
    let uri = "/api/solve?game=sum&position=graph:petersen%200%20%2B%20rules:nim%203";
    let (status, v) = get_json(app_with_rules(), uri).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let uri = "/api/solve?game=sum&position=chess%203";
    let (status, v) = get_json(app_with_rules(), uri).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
    assert!(
        v["error"].as_str().unwrap().contains("sum component 1"),
        "{v}"
    );
}

#[tokio::test]
async fn the_dice_gamble_and_nim_products_are_answered() {
    let uri = "/api/solve?game=dice%20--dice%202%20--payouts%201,5&lang=zh";
    let (status, v) = get_json(app_with_rules(), uri).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["house_edge"], "5/18", "{v}");
    assert!(
        v["explanation"].as_str().unwrap().contains("庄家优势"),
        "{v}"
    );
    let uri = "/api/solve?game=nimprod&position=3%205";
    let (status, v) = get_json(app_with_rules(), uri).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["product"], "15", "{v}");
    for uri in [
        "/api/solve?game=dice&position=3",
        "/api/solve?game=dice%20--faces%20x",
        "/api/solve?game=nimprod&position=3",
    ] {
        let (status, v) = get_json(app_with_rules(), uri).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{uri}: {v}");
    }
}

/// `/api/value` is `boyi value --json`: a game, a comparison, a transform, and refusals.
#[tokio::test]
async fn value_answers_as_the_command_line_does() {
    let cases = [
        ("expression=%7B3%7C%7C2*%7C1*%7D", "mean", "9/4"),
        ("expression=%5E*%20%7C%7C%200", "holds", "true"),
        ("expression=%7B2%7C-1%7D&cool=1/2", "value", "{3/2|-1/2}"),
        ("expression=*&heat=1", "value", "±1"),
        ("expression=2&overheat=1,*", "overheated_to", "*"),
        // A game's options are parted by commas too: only a comma outside braces parts S, T.
        (
            "expression=1&overheat=%7B0,1%7C2%7D,*",
            "overheated_to",
            "*",
        ),
    ];
    for (query, field, said) in cases {
        let uri = format!("/api/value?{query}");
        let (status, v) = get_json(app_with_rules(), &uri).await;
        assert_eq!(status, StatusCode::OK, "{uri}: {v}");
        let got = match &v[field] {
            serde_json::Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        assert_eq!(got, said, "{uri}: {v}");
    }
    for (query, says) in [
        ("expression=*&cool=1&heat=1", "together"),
        ("expression=*&overheat=1", "S,T"),
        ("expression=%5E*%20%7C%7C%200&cool=1", "not a comparison"),
        ("expression=%7B", "to close the braces"),
    ] {
        let uri = format!("/api/value?{query}");
        let (status, v) = get_json(app_with_rules(), &uri).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{uri}: {v}");
        let message = v["error"].as_str().unwrap_or_default();
        assert!(message.contains(says), "{uri}: {message}");
    }
}

/// A refusal of the memory budget tells a page's reader that the server sets the budget,
/// in either language, never the command line's `--memory`, which the page has no field for.
#[tokio::test]
async fn a_memory_refusal_names_the_server_not_an_option() {
    let small = Budget::with_memory(8 << 20);
    for (lang, says) in [
        ("en", "the server sets the memory budget"),
        ("zh", "内存预算由服务器设定"),
    ] {
        let app = app(Server::new(None, None, small.clone()).unwrap());
        let uri = format!("/api/solve?game=domineering&position=6x6&lang={lang}");
        let (status, v) = get_json(app, &uri).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
        let error = v["error"].as_str().unwrap();
        assert!(
            error.contains(says) && !error.contains("--memory"),
            "{error}"
        );
    }
}
