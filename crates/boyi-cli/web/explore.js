// The explorer: choose a game, solve a position, play its moves. What the page shows is one
// view, {game, options, position, lang, solved, played, moved}, kept in the address (see
// link.js) and in the browser's history: every position solved has a link, every move played
// is a history entry, so Back and Forward walk the game. `played` is the game so far, each
// position with the move that led to it and its value; `moved` says a move led to this entry,
// so Undo is Back. The page speaks English or Chinese (words.js): the switch in the header
// fetches the other language's words and rules, solves the view again in it (so the
// explanation changes too) and puts `lang` in the address; from then on every link has it.
"use strict";
const $ = (id) => document.getElementById(id);
let games = [];
/// The view shown; null until one is.
let view = null;
/// The newest request of each kind: an older one's answer is dropped.
const latest = { solve: 0, table: 0, words: 0 };
/// How to call off the request of each kind still waited for (a solve, a table).
const asking = { solve: null, table: null };
/// Whether links carry the page's language: the link opened had `lang`, or it was switched.
let linked = false;

/// The verdict on the player to move, by outcome.
const VERDICT = {
  win: "page-verdict-win",
  lose: "page-verdict-lose",
  tie: "page-verdict-tie",
  draw: "page-verdict-draw",
};

/// The family of /api/games named `name`.
const family = (name) => games.find((g) => g.game === name);

/// GET `url` as JSON: the answer, or {error} in one line; `kind` ("solve", "table") names
/// the requests of which only the newest is waited for.
async function ask(url, kind) {
  // A newer request of the same kind leaves the older unanswered: it is called off, so that
  // the server stops its work (the connection closes) and frees its slot for others.
  if (kind) {
    if (asking[kind]) asking[kind].abort();
    asking[kind] = new AbortController();
  }
  try {
    const reply = await fetch(url, kind ? { signal: asking[kind].signal } : {});
    const body = await reply.json().catch(() => null);
    if (reply.ok && body) return body;
    return { error: body && body.error ? String(body.error) : say("page-error-status", { status: reply.status }) };
  } catch {
    return { error: say("page-error-unreachable") };
  }
}

/// The `lang` a view carries into its link: the page's language once links carry it.
const viewLanguage = () => (linked ? language : undefined);

/// `next` in the page's language: a view from the history before the language was switched
/// is shown, and linked, in the language of now.
function inLanguage(next) {
  return next.error || !linked ? next : { ...next, lang: language };
}

/// Fetches the words and the games (their rules) in `lang`, and speaks it: true when done,
/// false when a newer language was asked for meanwhile or the server did not answer (said
/// in the language of before).
async function speak(lang) {
  const ticket = ++latest.words;
  const [said, listed] = await Promise.all([ask(`/api/words?lang=${lang}`), ask(`/api/games?lang=${lang}`)]);
  if (ticket !== latest.words) return false;
  const error = said.error || listed.error;
  if (error) {
    fail(error);
    return false;
  }
  useWords(lang, said.words);
  // The families the page serves: one whose graph is a file on the server is not.
  games = listed.games.filter((g) => !g.surfaces || g.surfaces.includes("web"));
  const chosen = $("game").value;
  $("game").replaceChildren(...games.map((g) => {
    const option = document.createElement("option");
    option.value = g.game;
    // Each game by its name, what it is called in the page's language, and its other name
    // (the seeds' Chinese one) where that does not say it already.
    const names = [g.game];
    if (g.title && g.title.toLowerCase() !== g.game) names.push(g.title);
    if (g.alias && !names.some((n) => n.includes(g.alias))) names.push(g.alias);
    option.textContent = names.join(" — ");
    return option;
  }));
  if (chosen) $("game").value = chosen;
  return true;
}

/// The language switch: speaks `lang` and shows the view again in it, the explanation of the
/// server too; the history entry's address gets `lang`.
async function switchTo(lang) {
  if (!(await speak(lang))) return;
  linked = true;
  tabulated = null;
  if (view) {
    await open({ ...view, lang }, "again");
    return;
  }
  // A bad link: its address gets the language, and says again what is wrong in it.
  const params = new URLSearchParams(location.search);
  params.set("lang", lang);
  history.replaceState(null, "", `${location.pathname}?${params}`);
  await open(readLink(location.search, games), "replace");
}

/// Lists the games, then opens the view of the history entry (after a reload) or the link.
async function load() {
  const asked = linkLanguage(location.search);
  linked = asked !== undefined;
  if (!(await speak(asked || browserLanguage()))) return;
  for (const button of document.querySelectorAll("#languages button")) {
    button.addEventListener("click", () => switchTo(button.dataset.lang));
  }
  window.addEventListener("popstate", (e) => {
    open(inLanguage(e.state || readLink(location.search, games)), e.state ? "restore" : "replace");
  });
  // A reload keeps its history entry, and with it the game so far.
  open(history.state || readLink(location.search, games), history.state ? "restore" : "replace");
}

/// Shows `next` (a view, or {error} from a bad link): fills the form, solves the position
/// unless the view names the game alone, draws, and records the view in the browser's
/// history as `how` says: "push" a new entry (unless the link stays the same), "replace" the
/// current one, "restore" (Back, Forward, a reload: the entry is there) or "again" (the
/// entry shown, in another language). A restored entry's address is replaced if its view
/// is now in another language. Resolves with the answer, or null when a newer view was
/// opened meanwhile.
async function open(next, how) {
  const ticket = ++latest.solve;
  // A game can be gone from a saved entry when the server was started with other rule files.
  const game = !next.error && family(next.game);
  if (!game) {
    view = null;
    $("undo").disabled = true;
    drawHistory($("history"), []);
    fail(next.error || say("page-error-not-a-game", { game: quoted(next.game) }));
    return null;
  }
  $("game").value = next.game;
  $("rules").textContent = game.rules;
  $("options").value = next.options;
  $("position").value = next.position;
  // The game's options, or that it has none; its own example, else what its positions are.
  $("options").placeholder = game.options.length === 0
    ? say("page-no-options")
    : say("page-options-example", { options: game.options.map(optionWords).join(" ") });
  // The game's own example, else what its positions are.
  const typical = example(game).position;
  $("position").placeholder = say(typical ? "page-position-example" : "page-position-empty", { position: typical });
  drawSequence();
  const shown = { ...next, played: next.played || [] };
  let answer = null;
  if (next.solved) {
    document.querySelector("main").setAttribute("aria-busy", "true");
    // An answer that takes a while: the verdict says it is being worked out meanwhile.
    const slow = setTimeout(() => {
      if (ticket !== latest.solve) return;
      $("verdict").className = "busy";
      $("verdict").textContent = say("page-busy");
    }, 300);
    answer = await ask(solveUrl(shown), "solve");
    clearTimeout(slow);
    if (ticket !== latest.solve) return null;
    document.querySelector("main").setAttribute("aria-busy", "false");
    // A position with an outcome joins the game so far (a partizan value, the odds of the
    // dice gamble or every vertex of a graph is not charted there).
    if ((how === "push" || how === "replace") && typeof answer.outcome === "string") {
      const entry = { position: shown.position, move: shown.move || null, outcome: answer.outcome, remoteness: answer.remoteness };
      shown.played = [...shown.played, entry];
    }
  }
  view = shown;
  const link = linkOf(game, view);
  const same = link === location.pathname + location.search;
  if (how === "push" && !same) history.pushState(view, "", link);
  else if (how !== "restore" || !same) history.replaceState(view, "", link);
  $("link").value = location.href;
  $("copied").textContent = "";
  $("undo").disabled = !view.moved;
  // A partizan game has values, not outcomes and remoteness, to chart.
  $("so-far").hidden = Boolean(game.partizan);
  drawHistory($("history"), view.played);
  if (answer && answer.error) {
    fail(answer.error);
    offerOutcome(game, view);
    if (!game.partizan) await offerMoves(game, view, ticket);
  } else if (answer) showAnswer(answer);
  else clear();
  return answer;
}

/// How an option of a game is typed: `--max N`, a flag `--misere`, a positional one `CODE`.
function optionWords(o) {
  if (!o.option.startsWith("-")) return o.value || o.option;
  return o.value ? `${o.option} ${o.value}` : o.option;
}

/// Under a refusal of a partizan game that declares an outcome search (`--outcome`) not asked
/// for yet: the same position asked again with it, as one click.
function offerOutcome(game, shown) {
  const option = game.options.find((o) => o.option === "--outcome");
  if (!option || shown.options.split(/\s+/).includes("--outcome")) return;
  const retry = { ...shown, options: `${shown.options} --outcome`.trim(), solved: true, played: [], moved: false };
  const item = moveItem({ says: say("page-outcome-instead"), outcome: "draw", remoteness: null, colour: "var(--draw)" }, () => open(retry, "push"));
  item.textContent = say("page-outcome-instead");
  $("moves").replaceChildren(item);
}

/// Under a refusal of a position (one too hard to value now, such as Connect Four a few
/// stones in): its board and its moves, unvalued, to play on from.
async function offerMoves(game, shown, ticket) {
  const url = solveUrl(shown).replace("/api/solve", "/api/moves");
  const listed = await ask(url, "solve");
  if (ticket !== latest.solve || listed.error || listed.moves.length === 0) return;
  const play = (m) => open({ ...shown, position: m.position, move: m.move, moved: true, toMove: otherSide(shown.toMove || "left") }, "push");
  const moves = listed.moves.map((m) => ({ ...m, outcome: "unvalued", colour: "#57606a" }));
  drawBoard($("board"), game.board, listed.position, moves, play);
  $("moves").replaceChildren(...moves.map((m) => moveItem(m, play)));
}

/// The /api/solve request of `shown`, in the page's language.
function solveUrl(shown) {
  const game = `${shown.game} ${shown.options}`.trim();
  return `/api/solve?game=${encodeURIComponent(game)}&position=${encodeURIComponent(shown.position)}&lang=${language}`;
}

/// No answer shown.
function clear() {
  $("verdict").className = "";
  $("verdict").textContent = "";
  $("moves").replaceChildren();
  $("why").hidden = true;
  $("heat").hidden = true;
  drawBoard($("board"), "", "", [], null);
}

/// The one line that says what went wrong, in place of an answer.
function fail(message) {
  clear();
  $("verdict").className = "error";
  $("verdict").textContent = message;
}

/// The game and options whose values are drawn.
let tabulated = null;

/// The values of the heaps of the game in the form, for games that have them, unless they
/// are drawn already.
async function drawSequence() {
  const game = `${$("game").value} ${$("options").value}`.trim();
  if (game === tabulated) return;
  tabulated = game;
  const ticket = ++latest.table;
  $("period").textContent = "";
  const g = family($("game").value);
  $("values").hidden = !g || !g.tabulates;
  if ($("values").hidden) return;
  $("sequence").replaceChildren();
  const table = await ask(`/api/table?game=${encodeURIComponent(game)}&to=120&lang=${language}`, "table");
  if (ticket !== latest.table) return;
  if (table.error) {
    $("period").textContent = table.error;
    return;
  }
  if (!Array.isArray(table.values) || typeof table.values[0] !== "number") {
    $("period").textContent = say("page-no-nimbers");
    return;
  }
  drawValues($("sequence"), table);
  const { period, preperiod, saltus } = table;
  $("period").textContent = period == null
    ? say("page-no-period")
    : say(saltus ? "page-period-saltus" : "page-period", { period, preperiod, saltus });
}

/// The verdict, the explanation, the board and the moves of `answer`, for the view shown.
function showAnswer(answer) {
  if (answer.properties || answer.left_moves) return showPartizan(answer);
  if (answer.outcome == null) return showExplained(answer);
  $("verdict").className = "";
  const verdict = VERDICT[answer.outcome] ? say(VERDICT[answer.outcome]) : answer.outcome;
  const left = answer.remoteness;
  const said = left == null ? "page-verdict-end" : left === 1 ? "page-verdict-left-one" : "page-verdict-left";
  const listed = impartialMoves(answer);
  const over = answer.moves !== undefined && answer.moves.length === 0;
  const line = over ? gameOver(answer.outcome, verdict) : say(said, { verdict, left });
  // Where the answer came from, when it was read, not worked out.
  $("verdict").textContent = answer.engine === "database" ? say("page-verdict-database", { verdict: line }) : line;
  $("why").textContent = answer.explanation;
  $("why").hidden = false;
  $("heat").hidden = true;
  // The stronger colour for the faster win and the slower loss, among moves alike.
  const range = {};
  for (const m of listed) {
    if (m.remoteness == null) continue;
    const r = range[m.outcome] || { low: m.remoteness, high: m.remoteness };
    range[m.outcome] = { low: Math.min(r.low, m.remoteness), high: Math.max(r.high, m.remoteness) };
  }
  const strength = (m) => {
    const r = range[m.outcome];
    if (!r || r.high === r.low || m.remoteness == null) return 100;
    const good = m.outcome === "lose" ? m.remoteness - r.low : r.high - m.remoteness;
    return Math.round(60 + (40 * good) / (r.high - r.low));
  };
  const from = view;
  const play = async (m) => {
    if (m.position == null) return;
    const toMove = otherSide(from.toMove || "left");
    const next = await open({ ...from, position: m.position, move: m.says || m.move, moved: true, toMove }, "push");
    if (next && $("mode").value !== "explore") await boyiMoves(next);
  };
  const moves = listed.map((m) => ({
    ...m,
    colour: `color-mix(in srgb, var(--${m.outcome}) ${strength(m)}%, #57606a)`,
  }));
  // A rule file that draws its own cells gives them with the answer (`board`), and a game
  // whose board is the graph it read gives that graph (`graph`).
  drawBoard($("board"), answer.graph ?? family(from.game)?.board, answer.board ?? answer.position, moves, play);
  $("moves").replaceChildren(...moves.map((m) => moveItem(m, play)));
}

/// The moves of an impartial `answer`, best first: every move with its value; or, where they
/// are too many to list (the explanation says so), the moves that keep the result.
function impartialMoves(answer) {
  return answer.moves ?? (answer.winning_moves || []).map((m) => ({ ...m, outcome: answer.outcome }));
}

/// What the page says when the game shown is over (the player to move has no move, or a rule
/// ended it) with `outcome` for the player to move: who won, when you play against Boyi;
/// else that it is over, and the `verdict`.
function gameOver(outcome, verdict) {
  const you = yourSide($("mode").value);
  if (outcome === "tie") return say("page-end-tie");
  if (!you || !["win", "lose"].includes(outcome)) return say("page-end", { verdict });
  const moverWon = outcome === "win";
  const youMove = (view.toMove || "left") === you;
  return say(moverWon === youMove ? "page-end-you-won" : "page-end-boyi-won");
}

/// An answer that is not a game's outcome (the odds of the dice gamble, a nim product, every
/// vertex of a graph): its explanation alone.
function showExplained(answer) {
  clear();
  $("why").textContent = answer.explanation;
  $("why").hidden = false;
}

/// One move of the list: its words in its colour, played by a click, Enter or Space.
function moveItem(m, play) {
  const item = document.createElement("li");
  item.className = m.outcome;
  item.style.backgroundColor = m.colour;
  item.tabIndex = 0;
  item.setAttribute("role", "button");
  const value = forTheMover(m);
  item.textContent = m.remoteness == null
    ? colon(m.says || m.move, value)
    : say("page-move-left", { move: m.says || m.move, value, left: m.remoteness });
  item.addEventListener("click", () => play(m));
  item.addEventListener("keydown", (e) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      play(m);
    }
  });
  return item;
}

/// Boyi's turn: the first move of the list is its best. Its move shares the history entry
/// of the move it answers, so Back (and Undo) takes back both.
async function boyiMoves(answer) {
  if (answer && (answer.properties || answer.left_moves)) return boyiPartizan(answer);
  const moves = answer && !answer.error ? impartialMoves(answer) : [];
  if (moves.length === 0) return;
  const best = moves[0];
  if (best.position == null) return;
  const toMove = otherSide(view.toMove || "left");
  await open({ ...view, position: best.position, move: best.says || best.move, toMove }, "replace");
}

$("game").addEventListener("change", () => {
  const game = family($("game").value);
  // Its example is solved at once: a board to play on, not empty axes.
  open({ game: game.game, ...example(game), lang: viewLanguage(), solved: Boolean(game.example), played: [], moved: false }, "push");
});
$("form").addEventListener("submit", async (e) => {
  e.preventDefault();
  const typed = {
    game: $("game").value,
    options: $("options").value,
    position: $("position").value,
    lang: viewLanguage(),
    solved: true,
    played: [],
    moved: false,
    // In a partizan game Left moves first: you when you move first, Boyi otherwise.
    toMove: "left",
  };
  const answer = await open(typed, "push");
  if ($("mode").value === "second") await boyiMoves(answer);
});
$("options").addEventListener("change", drawSequence);
$("undo").addEventListener("click", () => {
  if (view && view.moved) history.back();
});
$("copy").addEventListener("click", async () => {
  const field = $("link");
  field.value = location.href;
  try {
    await navigator.clipboard.writeText(field.value);
    $("copied").textContent = say("page-copied");
  } catch {
    // No clipboard here (a page served over plain HTTP to another machine): select the link.
    field.focus();
    field.select();
    $("copied").textContent = say(document.execCommand("copy") ? "page-copied" : "page-selected");
  }
});
load();
