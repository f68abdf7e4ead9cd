//! `boyi serve`: every family of the registry (and the rule files of a folder) behind a JSON
//! API and a page, on loopback unless told otherwise.
//!
//! The API answers as the command line does: `/api/solve` gives the answer of `boyi solve
//! GAME … POSITION --all-moves --json` and `/api/table` that of `boyi table GAME … --to N
//! --json`, by calling the same library code ([`request`]) in a context of the request's
//! own (its language, its share of the server's memory). Only registry families and the
//! served rule files can be named, with the options a family declares, so a request sets
//! nothing of the process and reads no file but those served (a family that reads a graph
//! reads a served `.graph` file, named as its `graph:NAME` is).
//! Solves run on blocking threads, at most [`SOLVES`] at once; a request beyond waits for a
//! slot up to [`QUEUE_TIME`] and is then told the server is busy (503); one whose work stops
//! at its deadline ([`SOLVE_TIME`]) is told so, and one that runs on past it gets a 503
//! while the others go on. A request's work stops as soon as
//! nobody waits for it (its time is over, or its client went away): the request's context
//! carries a [`boyi::budget::Stop`] that every long loop of the library asks, so its slot is free again
//! within moments.

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, Request, State};
use axum::http::header::CONTENT_TYPE;
use axum::http::StatusCode;
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use boyi::ask::files::Served;
use boyi::ask::form::FORMS;
use boyi::ask::value::{Expression, Transform};
use boyi::budget::Budget;
use boyi::family::{About, Figure, OptionSpec};
use boyi::notation::{quote, QUOTED_TOKEN};
use boyi::Error;
use boyi::{Context, Lang, Reader, Surface, Text};
use serde::Deserialize;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;

/// Solves and tables that may run at once.
pub const SOLVES: usize = 2;

/// The longest a request waits for a solve slot.
pub const QUEUE_TIME: Duration = Duration::from_secs(10);

/// The longest a request waits for its answer.
pub const SOLVE_TIME: Duration = Duration::from_secs(20);

/// How much longer than its work may run the server waits for a request's answer: work
/// stopped by its own deadline says so in words (what ran out, what to do), which the 503 of
/// a request that outlived its time cannot.
const STOP_GRACE: Duration = Duration::from_secs(2);

/// The longest request line (path and query) of the API, in bytes. The page is served
/// whatever its query (the address of a position, read by the page alone), so that it can
/// say itself what is wrong with a link too long.
pub const MAX_URI: usize = 8 * 1024;

/// The longest table the API lists.
pub const MAX_TABLE: u64 = 100_000;

/// The page and its assets, built into the binary: path, content type, body.
const PAGE: [(&str, &str, &str); 8] = [
    (
        "/",
        "text/html; charset=utf-8",
        include_str!("../../web/index.html"),
    ),
    (
        "/style.css",
        "text/css; charset=utf-8",
        include_str!("../../web/style.css"),
    ),
    (
        "/link.js",
        "text/javascript; charset=utf-8",
        include_str!("../../web/link.js"),
    ),
    (
        "/words.js",
        "text/javascript; charset=utf-8",
        include_str!("../../web/words.js"),
    ),
    (
        "/chart.js",
        "text/javascript; charset=utf-8",
        include_str!("../../web/chart.js"),
    ),
    (
        "/board.js",
        "text/javascript; charset=utf-8",
        include_str!("../../web/board.js"),
    ),
    (
        "/partizan.js",
        "text/javascript; charset=utf-8",
        include_str!("../../web/partizan.js"),
    ),
    (
        "/explore.js",
        "text/javascript; charset=utf-8",
        include_str!("../../web/explore.js"),
    ),
];

/// What every request shares: the served rule files and the solve slots.
pub struct Server {
    rules: Vec<RuleFile>,
    /// The game graphs served (`*.graph` of the same folder), each with its board.
    graphs: Vec<GraphFile>,
    /// The files a request may name: the rule files and the game graphs.
    served: Arc<Served>,
    /// The solve databases served (`--db DIR`): positions they hold are answered from them.
    databases: Arc<Vec<PathBuf>>,
    slots: Arc<Semaphore>,
    /// How long a request waits for a slot ([`QUEUE_TIME`]).
    queue_time: Duration,
    /// How long a request waits for its answer ([`SOLVE_TIME`]).
    solve_time: Duration,
    /// The memory each request may use: an equal share of the server's, one for each of
    /// the [`SOLVES`] that run at once.
    budget: Budget,
}

/// A rule file served as a game: `rules:NAME`.
struct RuleFile {
    name: String,
    path: PathBuf,
    /// Whether it gives each player's moves (`fn left`, `fn right`): valued by canonical
    /// forms.
    partizan: bool,
    /// Whether it draws its positions as cells (`fn board`).
    board: bool,
    /// The position it shows first (`const EXAMPLE`).
    example: Option<String>,
    /// Whether `boyi table` lists its positions: they are numbers, not text.
    table: bool,
    /// Whether the page charts its values: its positions are single numbers (a table of
    /// pairs is a grid the page does not draw).
    tabulates: bool,
}

/// A game graph served as a game: `graph:NAME`.
struct GraphFile {
    name: String,
    path: PathBuf,
    /// Its vertices and arrows for the page's board (`kind: graph`), or null for a graph
    /// too large to draw or that does not read.
    board: serde_json::Value,
}

impl GraphFile {
    /// The graph file at `path`, its board read from it.
    fn new(path: PathBuf) -> Option<GraphFile> {
        let name = path.file_stem()?.to_str()?.to_string();
        let text = boyi::ask::files::read_text(&path).ok();
        let game = text
            .as_deref()
            .and_then(|t| boyi::games::graph::parse(t).ok());
        let figure = game.and_then(|g| {
            let names = g.names();
            let edges: Vec<[u32; 2]> = (0..names.len() as u32)
                .flat_map(|v| g.graph().successors(v).iter().map(move |&w| [v, w]))
                .collect();
            let names = names.iter().map(|n| n.to_string()).collect();
            Figure::drawn(names, edges, true, false)
        });
        let board = serde_json::json!(figure);
        Some(GraphFile { name, path, board })
    }
}

impl Server {
    /// A server of the registry, and of the `.rhai` files in `rules` if given, its requests
    /// sharing `budget`.
    pub fn new(
        rules: Option<&Path>,
        databases: Option<&Path>,
        budget: Budget,
    ) -> Result<Server, Error> {
        let mut files: Vec<RuleFile> = match rules {
            Some(dir) => files_in(dir, "rhai")?
                .into_iter()
                .filter_map(|path| {
                    let name = path.file_stem()?.to_str()?.to_string();
                    // A file that does not compile is served all the same, to say so.
                    let script = boyi::rules::read_script(&path, &format!("rules:{name}")).ok();
                    let partizan = script.as_ref().is_some_and(|s| s.has_sides());
                    let pairs = script
                        .as_ref()
                        .filter(|_| !partizan)
                        .map(boyi::rules::shape::tabulates_pairs);
                    Some(RuleFile {
                        name,
                        path,
                        partizan,
                        board: script.as_ref().is_some_and(|s| s.has_board()),
                        example: script.as_ref().and_then(|s| s.example.clone()),
                        table: matches!(pairs, Some(Ok(_))),
                        tabulates: matches!(pairs, Some(Ok(false))),
                    })
                })
                .collect(),
            None => Vec::new(),
        };
        files.sort_by(|a, b| a.name.cmp(&b.name));
        let mut graphs: Vec<GraphFile> = match rules {
            Some(dir) => files_in(dir, "graph")?
                .into_iter()
                .filter_map(GraphFile::new)
                .collect(),
            None => Vec::new(),
        };
        graphs.sort_by(|a, b| a.name.cmp(&b.name));
        let mut databases = match databases {
            Some(dir) => files_in(dir, "boyi")?,
            None => Vec::new(),
        };
        databases.sort();
        let served = Served {
            rules: files
                .iter()
                .map(|f| (f.name.clone(), f.path.clone()))
                .collect(),
            graphs: graphs
                .iter()
                .map(|f| (f.name.clone(), f.path.clone()))
                .collect(),
        };
        Ok(Server {
            served: Arc::new(served),
            rules: files,
            graphs,
            databases: Arc::new(databases),
            slots: Arc::new(Semaphore::new(SOLVES)),
            queue_time: QUEUE_TIME,
            solve_time: SOLVE_TIME,
            budget: budget.share(SOLVES as u64),
        })
    }
}

/// The files of `dir` whose names end in `.EXTENSION`.
fn files_in(dir: &Path, extension: &str) -> Result<Vec<PathBuf>, Error> {
    let entries = std::fs::read_dir(dir).map_err(|e| {
        let shown = quote(&dir.to_string_lossy(), QUOTED_TOKEN);
        Error::invalid(
            Text::new("error-read-folder")
                .arg("folder", shown)
                .arg("error", e.to_string()),
        )
    })?;
    Ok(entries
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().and_then(|e| e.to_str()) == Some(extension))
        .collect())
}

/// The routes: the page and its assets, `/api/games`, `/api/words`, `/api/solve`,
/// `/api/moves`, `/api/table` and `/api/value`.
pub fn app(server: Server) -> Router {
    let mut router = Router::new();
    for (path, kind, body) in PAGE {
        router = router.route(
            path,
            get(move || async move { ([(CONTENT_TYPE, kind)], body) }),
        );
    }
    router
        .route("/api/games", get(games))
        .route("/api/words", get(words))
        .route("/api/solve", get(solve))
        .route("/api/table", get(table))
        .route("/api/moves", get(moves))
        .route("/api/value", get(value))
        .fallback(|| async {
            error(
                StatusCode::NOT_FOUND,
                "no such page; the API is under /api/",
            )
        })
        .layer(middleware::from_fn(cap_request))
        .with_state(Arc::new(server))
}

/// Runs the server on `host:port` until the process is stopped, saying where in the
/// language of the run; each request waits `answer_time` for its answer ([`SOLVE_TIME`]
/// when not given).
pub fn run(
    host: &str,
    port: u16,
    rules: Option<&Path>,
    databases: Option<&Path>,
    answer_time: Option<Duration>,
    open: bool,
    cx: Context,
) -> Result<(), Error> {
    let mut server = Server::new(rules, databases, cx.budget)?;
    server.solve_time = answer_time.unwrap_or(SOLVE_TIME);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| Error::invalid(Text::new("error-server-start").arg("error", e.to_string())))?;
    let cannot_listen = |e: std::io::Error| {
        Error::invalid(
            Text::new("error-listen")
                .arg("address", format!("{host}:{port}"))
                .arg("error", e.to_string()),
        )
    };
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind((host, port))
            .await
            .map_err(cannot_listen)?;
        let address = listener.local_addr().map_err(cannot_listen)?;
        let url = format!("http://{address}/");
        eprintln!(
            "{}",
            Text::new("serve-serving")
                .arg("url", url.clone())
                .render(cx.lang)
        );
        if open {
            // A browser that will not start is no reason to stop serving.
            let _ = std::process::Command::new("xdg-open").arg(&url).spawn();
        }
        axum::serve(listener, app(server)).await.map_err(|e| {
            Error::invalid(Text::new("error-server-stopped").arg("error", e.to_string()))
        })
    })
}

/// A JSON error with `status`.
fn error(status: StatusCode, message: impl Into<String>) -> Response {
    let body = serde_json::json!({ "error": message.into() });
    (status, Json(body)).into_response()
}

/// Refuses an API request line longer than [`MAX_URI`] before anything reads it.
async fn cap_request(request: Request, next: Next) -> Response {
    let length = request.uri().to_string().len();
    if length > MAX_URI && request.uri().path().starts_with("/api/") {
        return error(
            StatusCode::URI_TOO_LONG,
            format!("the request is {length} bytes long; at most {MAX_URI} are read"),
        );
    }
    next.run(request).await
}

/// The query of `/api/games` and `/api/words`: the language of the page.
#[derive(Deserialize)]
struct LangQuery {
    #[serde(default)]
    lang: Option<String>,
}

/// The language a request asks for (`lang=en` or `lang=zh`; English without one), or why
/// its code names none.
fn language(code: Option<&str>) -> Result<Lang, String> {
    match code {
        None => Ok(Lang::En),
        Some(code) => Lang::from_code(code).ok_or_else(|| {
            let refusal =
                Text::new("error-unknown-language").arg("code", quote(code, QUOTED_TOKEN));
            refusal.render(Lang::En)
        }),
    }
}

/// `GET /api/words?lang=zh`: the page's own words (the `page-*` messages) in a language,
/// rendered without arguments: a variable comes out as the mark `{$name}`, which the page
/// fills in (see the top of the page's section in `lang/en.ftl`).
async fn words(query: Result<Query<LangQuery>, QueryRejection>) -> Result<Response, Response> {
    let Query(query) = query.map_err(bad_query)?;
    let lang = language(query.lang.as_deref()).map_err(bad_request)?;
    let words: serde_json::Map<String, serde_json::Value> = boyi::text::keys()
        .filter(|key| key.starts_with("page-"))
        .map(|key| (key.to_string(), Text::new(key).render_marks(lang).into()))
        .collect();
    Ok(Json(serde_json::json!({ "lang": lang.code(), "words": words })).into_response())
}

/// `GET /api/games`: every family with its rules, options and example, and the rule files;
/// the rules in the language asked for.
async fn games(
    State(server): State<Arc<Server>>,
    query: Result<Query<LangQuery>, QueryRejection>,
) -> Result<Response, Response> {
    let Query(query) = query.map_err(bad_query)?;
    let lang = language(query.lang.as_deref()).map_err(bad_request)?;
    let families = boyi::games::registry::REGISTRY.iter().map(|entry| {
        let options = match entry {
            boyi::games::registry::Entry::ByOutcome(family) => family.options,
            boyi::games::registry::Entry::ByForm(_) => &[],
        };
        server.listed(entry.about(lang), options, lang)
    });
    let forms = FORMS
        .iter()
        .map(|form| server.listed(form.about(lang), form.options, lang));
    let mut list: Vec<serde_json::Value> = families.chain(forms).collect();
    for file in &server.rules {
        // The surfaces a served rule file is known to have; whether its positions fall into
        // tiers is known only once a position is read.
        let surfaces = match file.table {
            false => boyi::family::EVERY_FAMILY.to_vec(),
            true => [&boyi::family::EVERY_FAMILY[..], &["table"]].concat(),
        };
        let game = format!("rules:{}", file.name);
        let mut entry = served_entry(game.clone(), "page-rule-file", lang);
        entry["example"] = serde_json::json!(file.example.as_ref().map(|p| format!("{game} {p}")));
        entry["position"] = Text::new("page-rule-file-position").render(lang).into();
        entry["tabulates"] = file.tabulates.into();
        entry["partizan"] = file.partizan.into();
        entry["board"] = serde_json::json!(file.board.then_some(boyi::family::Drawing::Cells));
        entry["surfaces"] = serde_json::json!(surfaces);
        list.push(entry);
    }
    for file in &server.graphs {
        let game = format!("graph:{}", file.name);
        let mut entry = served_entry(game.clone(), "page-graph-file", lang);
        // Its example puts the token on the first vertex the file names.
        let first = file.board["vertices"][0].as_str();
        entry["example"] = serde_json::json!(first.map(|v| format!("{game} {v}")));
        entry["position"] = Text::new("page-graph-file-position").render(lang).into();
        entry["board"] = file.board.clone();
        entry["surfaces"] = serde_json::json!(["solve", "web"]);
        list.push(entry);
    }
    Ok(Json(serde_json::json!({ "games": list })).into_response())
}

impl Server {
    /// A game's listing as this server serves it (`about`, with the options `options` it
    /// declares): one that reads a file takes a served graph file by its name (`files`),
    /// and its example names the first; without any served, it is not for the page.
    fn listed(&self, about: About, options: &[OptionSpec], lang: Lang) -> serde_json::Value {
        let (game, mut listed) = (about.game, serde_json::json!(about));
        if !options.iter().any(|o| o.file) {
            return listed;
        }
        let Some(first) = self.graphs.first() else {
            if let Some(surfaces) = listed["surfaces"].as_array_mut() {
                surfaces.retain(|s| s != "web");
            }
            let why = Text::new("not-for-web-file").arg("game", game);
            let not_for = serde_json::json!({"surface": "web", "why": why.render(lang)});
            if let Some(list) = listed["not_for"].as_array_mut() {
                list.push(not_for);
            }
            return listed;
        };
        let files = options
            .iter()
            .filter(|o| o.file)
            .map(|o| match o.positional {
                true => first.name.clone(),
                false => format!("{} {}", o.long, first.name),
            });
        let example: Vec<String> = std::iter::once(game.to_string()).chain(files).collect();
        listed["example"] = example.join(" ").into();
        listed["files"] = self.graphs.iter().map(|f| f.name.as_str()).collect();
        listed
    }
}

/// The listing of a file the server serves as the game `game`, with the fields of a
/// family's (`boyi games --json`): its rules the message `rules`, no example, no options,
/// no table, impartial, no board; the caller sets what differs.
fn served_entry(game: String, rules: &str, lang: Lang) -> serde_json::Value {
    serde_json::json!({
        "game": game,
        "alias": null,
        "title": game,
        "rules": Text::new(rules.to_string()).render(lang),
        "example": null,
        "options": [],
        "position": "",
        "tabulates": false,
        "table_example": null,
        "partizan": false,
        "family": false,
        "board": null,
        "surfaces": [],
        "not_for": [],
    })
}

/// The query of `/api/solve`.
#[derive(Deserialize)]
struct SolveQuery {
    game: String,
    #[serde(default)]
    position: String,
    /// The language of the explanation and of errors.
    #[serde(default)]
    lang: Option<String>,
}

/// The query of `/api/table`.
#[derive(Deserialize)]
struct TableQuery {
    game: String,
    to: u64,
    /// The language of errors.
    #[serde(default)]
    lang: Option<String>,
}

/// `GET /api/solve?game=GAME&position=POSITION`: the answer of `boyi solve … --all-moves
/// --json`, each move also saying itself in the request's language.
async fn solve(
    State(server): State<Arc<Server>>,
    query: Result<Query<SolveQuery>, QueryRejection>,
) -> Result<Response, Response> {
    let Query(query) = query.map_err(bad_query)?;
    let lang = language(query.lang.as_deref()).map_err(bad_request)?;
    let source =
        request::source(&query.game, true, &server.served).map_err(|e| refused(&e, lang))?;
    let (databases, served) = (server.databases.clone(), server.served.clone());
    Ok(answer(&server, lang, move |cx| {
        request::solve(source, &query.position, &databases, &served, &cx)
    })
    .await)
}

/// `GET /api/moves?game=GAME&position=P`: the moves of a position without their values, for
/// play to go on where the position is too hard to value now.
async fn moves(
    State(server): State<Arc<Server>>,
    query: Result<Query<SolveQuery>, QueryRejection>,
) -> Result<Response, Response> {
    let Query(query) = query.map_err(bad_query)?;
    let lang = language(query.lang.as_deref()).map_err(bad_request)?;
    let (source, _) =
        request::source(&query.game, false, &server.served).map_err(|e| refused(&e, lang))?;
    let served = server.served.clone();
    Ok(answer(&server, lang, move |cx| {
        request::steps(source, &query.position, &served, &cx)
    })
    .await)
}

/// `GET /api/table?game=GAME&to=N`: the answer of `boyi table … --to N --json`.
async fn table(
    State(server): State<Arc<Server>>,
    query: Result<Query<TableQuery>, QueryRejection>,
) -> Result<Response, Response> {
    let Query(query) = query.map_err(bad_query)?;
    let lang = language(query.lang.as_deref()).map_err(bad_request)?;
    if query.to > MAX_TABLE {
        let long = Text::new("serve-table-too-long")
            .arg("to", query.to)
            .arg("most", MAX_TABLE);
        return Err(bad_request(long.render(lang)));
    }
    let (source, _) =
        request::source(&query.game, false, &server.served).map_err(|e| refused(&e, lang))?;
    let served = server.served.clone();
    Ok(answer(&server, lang, move |cx| {
        request::table(source, query.to, &served, &cx)
    })
    .await)
}

/// The query of `/api/value`.
#[derive(Deserialize)]
struct ValueQuery {
    expression: String,
    /// The canonical form whole, however long.
    #[serde(default)]
    full: bool,
    /// A temperature to cool the game by.
    cool: Option<String>,
    /// A game to heat it by.
    heat: Option<String>,
    /// Two games, `S,T`, to overheat it from and to.
    overheat: Option<String>,
    /// The language of errors and of summaries.
    #[serde(default)]
    lang: Option<String>,
}

/// `GET /api/value?expression=EXPR`: the answer of `boyi value EXPR --json` (with `cool=T`,
/// `heat=T` or `overheat=S,T`, of `--cool`, `--heat` or `--overheat`).
async fn value(
    State(server): State<Arc<Server>>,
    query: Result<Query<ValueQuery>, QueryRejection>,
) -> Result<Response, Response> {
    let Query(query) = query.map_err(bad_query)?;
    let lang = language(query.lang.as_deref()).map_err(bad_request)?;
    let overheat = query.overheat.as_deref().map(top_level_parts);
    let transform =
        Transform::asked(query.cool, query.heat, overheat).map_err(|e| refused(&e, lang))?;
    let expression = Expression {
        text: query.expression,
        full: query.full,
        transform,
    };
    Ok(answer(&server, lang, move |cx| {
        let json = boyi::ask::value::value(&expression, &cx)?.json()?;
        serde_json::to_string(&json).map_err(|e| Error::invalid(Text::verbatim(e.to_string())))
    })
    .await)
}

/// The games of `overheat=S,T`, parted at each comma outside braces (a game's options are
/// parted by commas too: `{0,1|2},*`).
fn top_level_parts(text: &str) -> Vec<String> {
    let (mut parts, mut depth, mut start) = (Vec::new(), 0i64, 0);
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(text[start..i].to_string());
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(text[start..].to_string());
    parts
}

/// A query string that does not read as the endpoint's fields.
fn bad_query(e: QueryRejection) -> Response {
    bad_request(e.body_text())
}

/// A request refused, with why.
fn bad_request(message: String) -> Response {
    error(StatusCode::BAD_REQUEST, message)
}

/// A request refused by the library or the reading of its game, said in `lang`.
fn refused(error: &Error, lang: Lang) -> Response {
    bad_request(said(error, lang))
}

/// An error in one line of `lang`, as a web page says it (the server sets the budget a
/// refusal would tell a command line to raise).
fn said(error: &Error, lang: Lang) -> String {
    let reader = Reader {
        lang,
        surface: Surface::Web,
    };
    boyi::notation::one_line(&error.text().render(reader))
}

/// Runs `work` on a blocking thread, within the server's slots and time, in a context of
/// the request's own (its language, its share of the memory, its stop): the JSON it gives,
/// or a JSON error said in `lang`. The work is told to stop as soon as this request stops
/// waiting for it (its time is over, or its client went away and the server dropped it).
async fn answer(
    server: &Server,
    lang: Lang,
    work: impl FnOnce(Context) -> Result<String, Error> + Send + 'static,
) -> Response {
    let waiting = tokio::time::timeout(server.queue_time, server.slots.clone().acquire_owned());
    let Ok(Ok(slot)) = waiting.await else {
        let busy = Text::new("serve-busy")
            .arg("solves", SOLVES)
            .arg("seconds", server.queue_time.as_secs());
        return error(StatusCode::SERVICE_UNAVAILABLE, busy.render(lang));
    };
    // Work estimated to take longer than the answer time is refused before it starts, and
    // the work stops when `_cancel` is dropped, however this function ends.
    let budget = server.budget.clone().with_time(server.solve_time.as_secs());
    let (budget, _cancel) = budget.cancellable();
    let cx = Context::new(lang, budget).on(Surface::Web);
    let task = tokio::task::spawn_blocking(move || {
        // The slot is held until the work ends, even when the request stopped waiting.
        let _slot = slot;
        work(cx).map_err(|error| {
            // A disagreement of the theory and plain search (`--engine both`) is Boyi's
            // fault, not the request's.
            let status = match error {
                Error::Disagree(_) => StatusCode::INTERNAL_SERVER_ERROR,
                _ => StatusCode::BAD_REQUEST,
            };
            (status, said(&error, lang))
        })
    });
    match tokio::time::timeout(server.solve_time + STOP_GRACE, task).await {
        Ok(Ok(Ok(json))) => (
            [(axum::http::header::CONTENT_TYPE, "application/json")],
            json,
        )
            .into_response(),
        Ok(Ok(Err((status, message)))) => error(status, message),
        Ok(Err(_)) => error(
            StatusCode::INTERNAL_SERVER_ERROR,
            Text::new("serve-failed").render(lang),
        ),
        Err(_) => {
            let late = Text::new("serve-too-slow").arg("seconds", server.solve_time.as_secs());
            error(StatusCode::SERVICE_UNAVAILABLE, late.render(lang))
        }
    }
}

mod request;

#[cfg(test)]
mod tests;
