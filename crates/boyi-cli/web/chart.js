// Charts drawn in SVG: the game so far (the remoteness of each position played, by move)
// and the values of heaps (a nimber per heap size, one period shaded). Both have numbered
// axes and a legend; every text is set as text, never as markup, in the page's language
// (say, in words.js).
"use strict";

const SVG = "http://www.w3.org/2000/svg";

/// Where charts draw: the plot's left and right edges, in the 600-wide view box.
const LEFT = 56;
const RIGHT = 585;

/// The colour of axes and their words.
const INK = "#57606a";

/// An SVG element with `attributes`, and `text` as its text if given.
function shape(tag, attributes, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attributes)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

/// Words in the chart's small type; `more` adds or overrides attributes.
function words(x, y, text, more = {}) {
  return shape("text", { x, y, "font-size": 11, fill: INK, ...more }, text);
}

/// A round step between ticks (1, 2, 5, 10, 20, …) so that 0..`top` has at most `most` of them.
function tickStep(top, most) {
  for (let step = 1; ; step *= 10) {
    for (const s of [step, 2 * step, 5 * step]) if (top / s <= most) return s;
  }
}

/// A row of legend entries from `x` at height `y`: each a swatch (an element drawn at the
/// given place) and its words.
function legend(x, y, entries) {
  const drawn = [];
  for (const [swatch, text] of entries) {
    drawn.push(swatch(x, y), words(x + 12, y + 4, text));
    x += 24 + textWidth(text);
  }
  return drawn;
}

/// About how wide `text` is in the chart's small type: a Chinese character is twice a letter.
function textWidth(text) {
  return [...text].reduce((width, c) => width + (c.codePointAt(0) >= 0x2e80 ? 11 : 6.2), 0);
}

/// The words of an outcome (win, lose, tie, draw) in a point's title.
const OUTCOME = { win: "page-outcome-win", lose: "page-outcome-lose", tie: "page-outcome-tie", draw: "page-outcome-draw" };

/// A dot swatch in `fill`.
const dot = (fill) => (x, y) => shape("circle", { cx: x + 4, cy: y, r: 4, fill, class: "legend" });

/// `text` cut to `most` characters.
function short(text, most) {
  return [...text].length > most ? `${[...text].slice(0, most - 1).join("")}…` : text;
}

/// The game so far into `svg`: `played` is [{position, move, outcome, remoteness}], the
/// first the position the game started from, each next one with the move that led to it.
/// The remoteness is drawn above the middle line when the player to move wins, below when
/// they lose, on it for a tie (its remoteness written over it) or a draw; the x axis numbers
/// the moves and names each.
function drawHistory(svg, played) {
  const middle = 100;
  const half = 72;
  const top = Math.max(1, ...played.map((p) => p.remoteness || 0));
  const step = tickStep(top, 3);
  const y = (sign, r) => middle - (sign * half * r) / top;
  const x = (i) => LEFT + (played.length > 1 ? (i * (RIGHT - LEFT)) / (played.length - 1) : 0);
  const parts = [
    ...legend(LEFT, 10, [
      [dot("var(--win)"), say("page-chart-wins")],
      [dot("var(--lose)"), say("page-chart-loses")],
      [dot("var(--tie)"), say("page-chart-ties")],
      [dot("var(--draw)"), say("page-chart-draws")],
    ]),
    shape("line", { x1: LEFT, y1: middle, x2: RIGHT, y2: middle, stroke: INK }),
    shape("line", { x1: LEFT, y1: y(1, top), x2: LEFT, y2: y(-1, top), stroke: INK }),
    words(14, middle, say("page-chart-remoteness"), { transform: `rotate(-90 14 ${middle})`, "text-anchor": "middle" }),
  ];
  for (let r = 0; r <= top; r += step) {
    for (const sign of r === 0 ? [0] : [1, -1]) {
      parts.push(
        shape("line", { x1: LEFT - 4, y1: y(sign, r), x2: LEFT, y2: y(sign, r), stroke: INK }),
        words(LEFT - 7, y(sign, r) + 4, String(r), { "text-anchor": "end" }),
      );
    }
  }
  // Under the axis, each move's number and words: across while there is room, slanted when
  // moves crowd, and under every few moves when even that is too tight.
  const bottom = y(-1, top);
  const gap = played.length > 1 ? (RIGHT - LEFT) / (played.length - 1) : RIGHT - LEFT;
  const every = Math.max(1, Math.ceil(16 / gap));
  const across = gap >= 70;
  played.forEach((p, i) => {
    const r = p.remoteness == null ? 0 : p.remoteness;
    const sign = p.outcome === "win" ? 1 : p.outcome === "lose" ? -1 : 0;
    const point = shape("circle", { cx: x(i), cy: y(sign, r), r: 5, fill: `var(--${p.outcome})`, class: p.outcome });
    const by = i === 0 ? say("page-chart-start") : say("page-chart-move", { number: i, move: p.move });
    const value = OUTCOME[p.outcome] ? say(OUTCOME[p.outcome]) : p.outcome;
    const title = say("page-chart-point", { by, position: p.position, value, remoteness: p.remoteness ?? "–" });
    point.append(shape("title", {}, title));
    parts.push(point);
    // A tie sits on the line; its remoteness (the moves until the board is full) is written
    // over it.
    if (sign === 0 && p.remoteness != null) {
      parts.push(words(x(i), middle - 9, String(p.remoteness), { "text-anchor": "middle", class: "remoteness" }));
    }
    if (i % every !== 0) return;
    parts.push(
      shape("line", { x1: x(i), y1: bottom + 4, x2: x(i), y2: bottom + 8, stroke: INK }),
      words(x(i), bottom + 20, i === 0 ? say("page-chart-start") : String(i), { "text-anchor": "middle" }),
    );
    if (i === 0) return;
    const said = { class: "move-label", "font-size": 10 };
    if (across) {
      // Words of about 5.5 units a letter, in the move's room; the last end at the edge.
      const last = i === played.length - 1;
      const room = last ? (gap - 10) / 2 + 10 : gap - 10;
      const text = short(p.move || "", Math.floor(room / 5.5));
      parts.push(words(x(i) + (last ? 10 : 0), bottom + 34, text, { ...said, "text-anchor": last ? "end" : "middle" }));
    } else {
      const at = `${x(i) + 3} ${bottom + 32}`;
      parts.push(words(x(i) + 3, bottom + 32, short(p.move || "", 20), { ...said, "text-anchor": "end", transform: `rotate(-40 ${at})` }));
    }
  });
  svg.setAttribute("viewBox", `0 0 600 ${across ? bottom + 44 : bottom + 104}`);
  svg.replaceChildren(...parts);
}

/// The values of heaps into `svg`: `table` is /api/table's answer, with `values` the values
/// of heaps 0, 1, 2, … and, when proven, its `period` from `preperiod`, shaded. Nimbers
/// (`nimbers`) are drawn in one colour; misère Grundy values, which say no more than who wins
/// when a heap is played alone, in the colour of that outcome (`outcomes`).
function drawValues(svg, table) {
  const values = table.values;
  const misere = table.nimbers === false;
  const floor = 180;
  const ceiling = 32;
  const top = Math.max(1, ...values);
  const last = values.length - 1;
  const x = (n) => LEFT + (n * (RIGHT - LEFT)) / Math.max(1, last);
  const y = (v) => floor - ((floor - ceiling) * v) / top;
  const shaded = table.period != null && table.preperiod <= last;
  const colour = (n) => (misere ? `var(--${table.outcomes[n]})` : "#195aaa");
  const parts = [
    ...legend(LEFT, 12, [
      ...(misere
        ? [[dot("var(--win)"), say("page-chart-misere-wins")], [dot("var(--lose)"), say("page-chart-misere-loses")]]
        : [[dot("#195aaa"), say("page-chart-nimber-legend")]]),
      ...(shaded
        ? [[(lx, ly) => shape("rect", { x: lx, y: ly - 5, width: 9, height: 10, fill: "#ffe0b2", class: "legend" }), say("page-chart-period")]]
        : []),
    ]),
  ];
  if (shaded) {
    const end = Math.min(last, table.preperiod + table.period);
    parts.push(shape("rect", {
      x: x(table.preperiod), y: ceiling - 4, width: Math.max(2, x(end) - x(table.preperiod)), height: floor - ceiling + 4, fill: "#ffe0b2",
    }));
  }
  const axis = say(misere ? "page-chart-misere-value" : "page-chart-nimber");
  parts.push(
    shape("line", { x1: LEFT, y1: floor, x2: RIGHT, y2: floor, stroke: INK }),
    shape("line", { x1: LEFT, y1: floor, x2: LEFT, y2: ceiling - 4, stroke: INK }),
    words((LEFT + RIGHT) / 2, floor + 34, say("page-chart-heap-size"), { "text-anchor": "middle" }),
    words(14, (floor + ceiling) / 2, axis, { transform: `rotate(-90 14 ${(floor + ceiling) / 2})`, "text-anchor": "middle" }),
  );
  const across = tickStep(last, 12);
  for (let n = 0; n <= last; n += across) {
    parts.push(
      shape("line", { x1: x(n), y1: floor, x2: x(n), y2: floor + 4, stroke: INK }),
      words(x(n), floor + 16, String(n), { "text-anchor": "middle" }),
    );
  }
  const up = tickStep(top, 6);
  for (let v = 0; v <= top; v += up) {
    parts.push(
      shape("line", { x1: LEFT - 4, y1: y(v), x2: LEFT, y2: y(v), stroke: INK }),
      words(LEFT - 7, y(v) + 4, String(v), { "text-anchor": "end" }),
    );
  }
  values.forEach((v, n) => {
    const point = shape("circle", { cx: x(n), cy: y(v), r: 2.5, fill: colour(n), class: misere ? table.outcomes[n] : "nimber" });
    const title = misere
      ? say("page-chart-misere-point", { heap: n, value: v, outcome: say(OUTCOME[table.outcomes[n]] || table.outcomes[n]) })
      : say("page-chart-heap-point", { heap: n, nimber: v });
    point.append(shape("title", {}, title));
    parts.push(point);
  });
  svg.replaceChildren(...parts);
}

/// A number the server writes exactly ("3", "-1/2", "5/4"), as a float for drawing only.
function exactNumber(text) {
  const [numerator, denominator] = String(text).split("/");
  return Number(numerator) / (denominator ? Number(denominator) : 1);
}

/// A partizan value's thermograph into `svg`: `p` is the answer's properties, whose
/// `thermograph` has the `left` and `right` walls, each a list of [temperature, value] corners
/// from t = −1. Values run from right to left, as Winning Ways draws them (Left's stop on the
/// left); the mast rises from the temperature at the mean.
function drawThermograph(svg, p) {
  const floor = 190;
  const ceiling = 34;
  const walls = ["left", "right"].map((side) => p.thermograph[side].map(([t, v]) => [exactNumber(t), exactNumber(v)]));
  const hot = exactNumber(p.temperature);
  const mean = exactNumber(p.mean);
  const top = Math.max(hot, 0) + 1;
  const values = walls.flat().map(([, v]) => v);
  let [low, high] = [Math.min(...values), Math.max(...values)];
  if (high - low < 1) [low, high] = [low - 0.5, high + 0.5];
  const margin = (high - low) / 12;
  const x = (v) => LEFT + ((high + margin - v) * (RIGHT - LEFT)) / (high - low + 2 * margin);
  const y = (t) => floor - ((t + 1) * (floor - ceiling)) / (top + 1);
  const colours = ["#0969da", "#c62828"];
  const parts = [
    ...legend(LEFT, 12, [
      [dot(colours[0]), say("page-thermograph-left")],
      [dot(colours[1]), say("page-thermograph-right")],
      [dot(INK), say("page-thermograph-mast", { mean: p.mean })],
    ]),
    shape("line", { x1: LEFT, y1: floor, x2: RIGHT, y2: floor, stroke: INK }),
    shape("line", { x1: LEFT, y1: y(0), x2: RIGHT, y2: y(0), stroke: INK, "stroke-dasharray": "3 3" }),
    shape("line", { x1: LEFT, y1: floor, x2: LEFT, y2: ceiling - 4, stroke: INK }),
    words((LEFT + RIGHT) / 2, floor + 32, say("page-thermograph-value"), { "text-anchor": "middle" }),
    words(14, (floor + ceiling) / 2, say("page-thermograph-temperature"), { transform: `rotate(-90 14 ${(floor + ceiling) / 2})`, "text-anchor": "middle" }),
  ];
  const up = tickStep(top + 1, 6);
  for (let t = -1; t <= top; t += up) {
    parts.push(
      shape("line", { x1: LEFT - 4, y1: y(t), x2: LEFT, y2: y(t), stroke: INK }),
      words(LEFT - 7, y(t) + 4, String(t), { "text-anchor": "end" }),
    );
  }
  // Under the axis, the stops (where the walls cross t = 0) and the mean, each once, exact.
  const marked = new Map([p.left_stop, p.right_stop, p.mean].map((text) => [exactNumber(text), text]));
  for (const [v, text] of marked) {
    parts.push(
      shape("line", { x1: x(v), y1: floor, x2: x(v), y2: floor + 4, stroke: INK }),
      words(x(v), floor + 16, text, { "text-anchor": "middle" }),
    );
  }
  walls.forEach((wall, i) => {
    const corners = wall.map(([t, v]) => `${x(v)},${y(t)}`).join(" ");
    parts.push(shape("polyline", { points: corners, fill: "none", stroke: colours[i], "stroke-width": 2.5, class: "wall" }));
  });
  const mast = shape("line", { x1: x(mean), y1: y(hot), x2: x(mean), y2: y(top), stroke: INK, "stroke-width": 2.5, class: "mast" });
  mast.append(shape("title", {}, say("page-thermograph-mast", { mean: p.mean })));
  parts.push(mast);
  svg.replaceChildren(...parts);
}
