"use strict";
const $ = (id) => document.getElementById(id);
let games = [];
const history = [];
let played = [];

async function load() {
  const reply = await fetch("/api/games");
  games = (await reply.json()).games;
  for (const g of games) {
    const option = document.createElement("option");
    option.value = g.game;
    option.textContent = g.alias ? `${g.game} — ${g.alias}` : g.game;
    $("game").append(option);
  }
  choose();
}

function choose() {
  const g = games.find((g) => g.game === $("game").value);
  $("rules").textContent = g ? g.rules : "";
  if (g && g.example) {
    const words = g.example.split(" ").slice(1);
    const options = [];
    const position = [];
    for (let i = 0; i < words.length; i++) {
      if (words[i].startsWith("--")) {
        options.push(words[i]);
        const spec = g.options.find((o) => o.option === words[i]);
        if (spec && spec.value && i + 1 < words.length) options.push(words[++i]);
      } else if (g.options.some((o) => !o.option.startsWith("--")) && options.length === 0 && position.length === 0) {
        options.push(words[i]);
      } else {
        position.push(words[i]);
      }
    }
    $("options").value = options.join(" ");
    $("position").value = position.join(" ");
  }
  history.length = 0;
  played = [];
  $("moves").replaceChildren();
  $("verdict").textContent = "";
  $("why").hidden = true;
  drawBoard($("board"), "", "", [], null);
  drawHistory();
  drawSequence();
}

const SVG = "http://www.w3.org/2000/svg";
function shape(tag, attributes, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attributes)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

function drawHistory() {
  const svg = $("history");
  svg.replaceChildren(shape("line", { x1: 30, y1: 80, x2: 590, y2: 80, stroke: "#8c959f" }));
  const top = Math.max(1, ...played.map((p) => p.remoteness || 0));
  const step = played.length > 1 ? 560 / (played.length - 1) : 0;
  played.forEach((p, i) => {
    const r = p.remoteness == null ? 0 : p.remoteness;
    const sign = p.outcome === "win" ? -1 : p.outcome === "lose" ? 1 : 0;
    const dot = shape("circle", { cx: 30 + i * step, cy: 80 + sign * (70 * r) / top, r: 5, class: p.outcome });
    dot.append(shape("title", {}, `move ${i}: ${p.position}: ${p.outcome}, remoteness ${p.remoteness}`));
    dot.setAttribute("fill", `var(--${p.outcome})`);
    svg.append(dot);
  });
  svg.append(shape("text", { x: 4, y: 14, "font-size": 11 }, "win"), shape("text", { x: 4, y: 156, "font-size": 11 }, "lose"));
}

async function drawSequence() {
  const svg = $("sequence");
  svg.replaceChildren();
  $("period").textContent = "";
  const g = games.find((g) => g.game === $("game").value);
  $("values").hidden = !g || !g.tabulates;
  if ($("values").hidden) return;
  const game = `${$("game").value} ${$("options").value}`.trim();
  const reply = await fetch(`/api/table?game=${encodeURIComponent(game)}&to=120`);
  const table = await reply.json();
  if (!reply.ok) {
    $("period").textContent = table.error;
    return;
  }
  if (!Array.isArray(table.values) || typeof table.values[0] !== "number") {
    $("period").textContent = "The positions of this game have no nimbers to draw (misère or partizan play).";
    return;
  }
  const values = table.values;
  const top = Math.max(1, ...values);
  const x = (n) => 30 + (n * 560) / (values.length - 1);
  if (table.period != null && table.preperiod <= 120) {
    const end = Math.min(values.length - 1, table.preperiod + table.period);
    svg.append(shape("rect", { x: x(table.preperiod), y: 5, width: Math.max(2, x(end) - x(table.preperiod)), height: 150, fill: "#ffe0b2" }));
  }
  values.forEach((v, n) => svg.append(shape("circle", { cx: x(n), cy: 155 - (140 * v) / top, r: 2.5, fill: "#195aaa" })));
  svg.append(shape("text", { x: 30, y: 175, "font-size": 11 }, "heap 0"), shape("text", { x: 540, y: 175, "font-size": 11 }, `heap ${values.length - 1}`));
  const saltus = table.saltus ? `, saltus ${table.saltus}: g(n + ${table.period}) = g(n) + ${table.saltus}` : "";
  $("period").textContent = table.period == null
    ? "No period proven."
    : `Period ${table.period} from heap ${table.preperiod}${saltus} (shaded: one period).`;
}

async function solve(position) {
  const game = `${$("game").value} ${$("options").value}`.trim();
  const url = `/api/solve?game=${encodeURIComponent(game)}&position=${encodeURIComponent(position)}`;
  const reply = await fetch(url);
  const answer = await reply.json();
  $("moves").replaceChildren();
  if (!reply.ok) {
    $("verdict").className = "error";
    $("verdict").textContent = answer.error;
    $("why").hidden = true;
    drawBoard($("board"), "", "", [], null);
    return;
  }
  $("verdict").className = "";
  played.push({ position, outcome: answer.outcome, remoteness: answer.remoteness });
  drawHistory();
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
  const play = async (m) => {
    if (m.position == null) return;
    history.push(position);
    $("position").value = m.position;
    const next = await solve(m.position);
    if ($("mode").value !== "explore") await boyiMoves(next);
  };
  const moves = (answer.moves || []).map((m) => ({
    ...m,
    colour: `color-mix(in srgb, var(--${m.outcome}) ${strength(m)}%, #57606a)`,
  }));
  drawBoard($("board"), $("game").value, answer.position, moves, play);
  for (const m of moves) {
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
    $("moves").append(item);
  }
  return answer;
}

/// Boyi's turn: the first move of the list is its best.
async function boyiMoves(answer) {
  if (!answer || !answer.moves || answer.moves.length === 0) return;
  const best = answer.moves[0];
  if (best.position == null) return;
  $("verdict").dataset.boyi = best.move;
  history.push($("position").value);
  $("position").value = best.position;
  await solve(best.position);
}

$("game").addEventListener("change", choose);
$("form").addEventListener("submit", async (e) => {
  e.preventDefault();
  history.length = 0;
  played = [];
  const answer = await solve($("position").value);
  if ($("mode").value === "second") await boyiMoves(answer);
});
$("options").addEventListener("change", drawSequence);
$("undo").addEventListener("click", () => {
  if (history.length === 0) return;
  // Against Boyi, undo takes back Boyi's move and yours.
  const steps = $("mode").value === "explore" ? 1 : Math.min(2, history.length);
  let before = $("position").value;
  for (let i = 0; i < steps; i++) {
    before = history.pop();
    played.pop();
  }
  played.pop();
  $("position").value = before;
  solve(before);
});
load();
