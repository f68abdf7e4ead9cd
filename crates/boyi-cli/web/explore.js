// The explorer: choose a game, solve a position, play its moves. What the page shows is one
// view, {game, options, position, lang, solved, played, moved}, kept in the address (see
// link.js) and in the browser's history: every position solved has a link, every move played
// is a history entry, so Back and Forward walk the game. `played` is the game so far, each
// position with the move that led to it and its value; `moved` says a move led to this entry,
// so Undo is Back.
"use strict";
const $ = (id) => document.getElementById(id);
let games = [];
/// The view shown; null until one is.
let view = null;
/// The newest request of each kind: an older one's answer is dropped.
const latest = { solve: 0, table: 0 };

/// The family of /api/games named `name`.
const family = (name) => games.find((g) => g.game === name);

/// GET `url` as JSON: the answer, or {error} in one line.
async function ask(url) {
  try {
    const reply = await fetch(url);
    const body = await reply.json().catch(() => null);
    if (reply.ok && body) return body;
    return { error: body && body.error ? String(body.error) : `the server answered ${reply.status}` };
  } catch {
    return { error: "the server cannot be reached" };
  }
}

/// Lists the games, then opens the view of the history entry (after a reload) or the link.
async function load() {
  const answer = await ask("/api/games");
  if (answer.error) return fail(answer.error);
  games = answer.games;
  for (const g of games) {
    const option = document.createElement("option");
    option.value = g.game;
    option.textContent = g.alias ? `${g.game} — ${g.alias}` : g.game;
    $("game").append(option);
  }
  window.addEventListener("popstate", (e) => open(e.state || readLink(location.search, games), e.state ? "restore" : "replace"));
  // A reload keeps its history entry, and with it the game so far.
  open(history.state || readLink(location.search, games), history.state ? "restore" : "replace");
}

/// Shows `next` (a view, or {error} from a bad link): fills the form, solves the position
/// unless the view names the game alone, draws, and records the view in the browser's
/// history as `how` says: "push" a new entry (unless the link stays the same), "replace" the
/// current one, or "restore" (Back, Forward, a reload: the entry is there). Resolves with
/// the answer, or null when a newer view was opened meanwhile.
async function open(next, how) {
  const ticket = ++latest.solve;
  // A game can be gone from a saved entry when the server was started with other rule files.
  const game = !next.error && family(next.game);
  if (!game) {
    view = null;
    $("undo").disabled = true;
    drawHistory($("history"), []);
    fail(next.error || `${quoted(next.game)} is not a game of this page`);
    return null;
  }
  $("game").value = next.game;
  $("rules").textContent = game.rules;
  $("options").value = next.options;
  $("position").value = next.position;
  drawSequence();
  const shown = { ...next, played: next.played || [] };
  let answer = null;
  if (next.solved) {
    document.querySelector("main").setAttribute("aria-busy", "true");
    answer = await ask(solveUrl(shown));
    if (ticket !== latest.solve) return null;
    document.querySelector("main").setAttribute("aria-busy", "false");
    if (how !== "restore" && !answer.error) {
      const entry = { position: shown.position, move: shown.move || null, outcome: answer.outcome, remoteness: answer.remoteness };
      shown.played = [...shown.played, entry];
    }
  }
  view = shown;
  if (how !== "restore") {
    const link = linkOf(game, view);
    const same = link === location.pathname + location.search;
    if (how === "push" && !same) history.pushState(view, "", link);
    else history.replaceState(view, "", link);
  }
  $("link").value = location.href;
  $("copied").textContent = "";
  $("undo").disabled = !view.moved;
  drawHistory($("history"), view.played);
  if (answer && answer.error) fail(answer.error);
  else if (answer) showAnswer(answer);
  else clear();
  return answer;
}

/// The /api/solve request of `shown`.
function solveUrl(shown) {
  const game = `${shown.game} ${shown.options}`.trim();
  const lang = shown.lang ? `&lang=${encodeURIComponent(shown.lang)}` : "";
  return `/api/solve?game=${encodeURIComponent(game)}&position=${encodeURIComponent(shown.position)}${lang}`;
}

/// No answer shown.
function clear() {
  $("verdict").className = "";
  $("verdict").textContent = "";
  $("moves").replaceChildren();
  $("why").hidden = true;
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
  const table = await ask(`/api/table?game=${encodeURIComponent(game)}&to=120`);
  if (ticket !== latest.table) return;
  if (table.error) {
    $("period").textContent = table.error;
    return;
  }
  if (!Array.isArray(table.values) || typeof table.values[0] !== "number") {
    $("period").textContent = "The positions of this game have no nimbers to draw (misère or partizan play).";
    return;
  }
  drawValues($("sequence"), table);
  const saltus = table.saltus ? `, saltus ${table.saltus}: g(n + ${table.period}) = g(n) + ${table.saltus}` : "";
  $("period").textContent = table.period == null
    ? "No period proven."
    : `Period ${table.period} from heap ${table.preperiod}${saltus} (shaded: one period).`;
}

/// The verdict, the explanation, the board and the moves of `answer`, for the view shown.
function showAnswer(answer) {
  $("verdict").className = "";
  const mover = { win: "wins", lose: "loses", tie: "ties", draw: "draws" }[answer.outcome] || answer.outcome;
  const left = answer.remoteness == null ? "" : ` (${answer.remoteness} moves to the end)`;
  $("verdict").textContent = `The player to move ${mover}${left}.`;
  $("why").textContent = answer.explanation;
  $("why").hidden = false;
  // The stronger colour for the faster win and the slower loss, among moves alike.
  const range = {};
  for (const m of answer.moves || []) {
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
    const next = await open({ ...from, position: m.position, move: m.move, moved: true }, "push");
    if (next && $("mode").value !== "explore") await boyiMoves(next);
  };
  const moves = (answer.moves || []).map((m) => ({
    ...m,
    colour: `color-mix(in srgb, var(--${m.outcome}) ${strength(m)}%, #57606a)`,
  }));
  drawBoard($("board"), from.game, answer.position, moves, play);
  $("moves").replaceChildren(...moves.map((m) => moveItem(m, play)));
}

/// One move of the list: its words in its colour, played by a click, Enter or Space.
function moveItem(m, play) {
  const item = document.createElement("li");
  item.className = m.outcome;
  item.style.backgroundColor = m.colour;
  item.tabIndex = 0;
  item.setAttribute("role", "button");
  const after = m.remoteness == null ? "" : `, ${m.remoteness} left`;
  item.textContent = `${m.move}: ${m.outcome} for the mover${after}`;
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
  if (!answer || answer.error || !answer.moves || answer.moves.length === 0) return;
  const best = answer.moves[0];
  if (best.position == null) return;
  await open({ ...view, position: best.position, move: best.move }, "replace");
}

$("game").addEventListener("change", () => {
  const game = family($("game").value);
  open({ game: game.game, ...example(game), lang: view && view.lang, solved: false, played: [], moved: false }, "push");
});
$("form").addEventListener("submit", async (e) => {
  e.preventDefault();
  const typed = {
    game: $("game").value,
    options: $("options").value,
    position: $("position").value,
    lang: view && view.lang,
    solved: true,
    played: [],
    moved: false,
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
    $("copied").textContent = "copied";
  } catch {
    // No clipboard here (a page served over plain HTTP to another machine): select the link.
    field.focus();
    field.select();
    $("copied").textContent = document.execCommand("copy") ? "copied" : "selected: press Ctrl+C to copy";
  }
});
load();
