// Boards: a position drawn with its pieces as buttons. A piece stands for the move it makes
// (found among the answer's moves by the position it leaves), wears that move's colour, and
// plays it when clicked or pressed with Enter or Space. Pieces that make no move are disabled.
// Their words are in the page's language (say, in words.js); a move itself is as the server
// writes it.
"use strict";

/// The most pieces a board draws; a larger position is played from the list of moves.
const MOST_PIECES = 400;

/// The drawers, by the kind of board a family declares (its `board` in /api/games): the page
/// draws a position from the declaration alone, never from the family's name.
const DRAWERS = {
  heaps: (d) => heaps(d.by),
  marks: (d) => cells({ empty: d.empty, shown: Object.fromEntries(d.shown), marks: d.marks }),
  coins: (d) => flips(d),
  grid: (d) => grid(d),
  steps: () => steps(),
  stalk: () => stalk(),
  cells: () => ruleCells(),
  graph: (d) => arrows(d),
};

/// What a move is worth to the player who makes it, in words.
const FOR_THE_MOVER = {
  win: "page-move-win",
  lose: "page-move-lose",
  tie: "page-move-tie",
  draw: "page-move-draw",
  unvalued: "page-move-unvalued",
};

/// `move`'s value for its mover, in words.
function forTheMover(move) {
  return FOR_THE_MOVER[move.outcome] ? say(FOR_THE_MOVER[move.outcome]) : move.outcome;
}

/// `before`, then `after`, as a label says them: "heap 1, counter 2: take 2".
function colon(before, after) {
  return say("page-colon", { before, after });
}

/// Draws `position` into `box` as the family's declared `board` says; `moves` are the
/// answer's moves, each with its `colour`; `play(move)` plays one. Empties and hides `box`
/// when there is no board to draw.
function drawBoard(box, board, position, moves, play) {
  box.replaceChildren();
  const draw = board && DRAWERS[board.kind] ? DRAWERS[board.kind](board) : null;
  const drawn = draw ? draw(position, moves, play) : null;
  box.hidden = !drawn;
  if (!drawn) return;
  box.append(...drawn);
  // A board wider than the screen scrolls sideways: say so under it.
  const wide = [...box.children].some((part) => part.scrollWidth > part.clientWidth + 1);
  if (wide) {
    const note = document.createElement("p");
    note.className = "note scrolls";
    note.textContent = say("page-board-scrolls");
    box.append(note);
  }
}

/// A button for one piece, with its text and what it says to a screen reader.
function piece(text, label) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "piece";
  button.textContent = text;
  button.setAttribute("aria-label", label);
  return button;
}

/// A piece that plays `move` when pressed, in its colour; disabled when `move` is none.
function moving(button, move, play) {
  if (!move) {
    button.disabled = true;
    return button;
  }
  button.dataset.outcome = move.outcome;
  button.style.backgroundColor = move.colour;
  button.title = colon(move.says || move.move, forTheMover(move));
  button.setAttribute("aria-label", colon(button.getAttribute("aria-label"), forTheMover(move)));
  button.addEventListener("click", () => play(move));
  return button;
}

/// The button under a board that plays the move its pieces picked: `set(move, picked)` shows
/// the move (or why there is none) and arms the button.
function mover(play, ask) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "turn";
  const set = (move, picked) => {
    button.disabled = !move;
    button.style.backgroundColor = move ? move.colour : "";
    button.dataset.outcome = move ? move.outcome : "";
    button.textContent = move ? colon(move.says || move.move, forTheMover(move)) : picked ? say("page-board-not-a-move") : ask;
    button.onclick = move ? () => play(move) : null;
  };
  return { button, set };
}

/// The move that leaves `after`, compared as the server writes positions.
function moveTo(moves, after) {
  return moves.find((m) => m.position === after);
}

/// Heaps of counters, one row each, compared as multisets with zero heaps left out. How a
/// counter moves depends on `by`:
/// - "top": counter j takes it and every counter after it, leaving j - 1 (Nim and its kin);
///   where a move may take from several heaps (Nim_k), Shift-clicks pick a counter in each
///   heap, and the button under the heaps takes from all of them;
/// - "split": counter j splits its heap after it, into j and the rest (Grundy's game);
/// - "run": clicking counters picks a run of them in one heap, and the button under the heaps
///   takes the run, leaving the counters before and after it (take-and-break games).
/// - "block": the heaps are the rows of a bar of squares, and square j of row i takes it and
///   every square below and right of it; the square of row 1, column 1 is the poison, which
///   no move eats (Chomp);
/// - "limit": the position is one heap and the most the next move may take ("N M"); counter
///   j takes it and every counter after it, leaving j - 1 (Fibonacci Nim).
/// Other moves (three heaps left, a split without taking) are played from the list.
function heaps(by) {
  if (by === "limit") return limited;
  return (position, moves, play) => {
    const sizes = position.trim().split(/\s+/).map(Number);
    if (sizes.some((n) => !Number.isSafeInteger(n)) || sizes.reduce((a, b) => a + b, 0) > MOST_PIECES) return null;
    const key = (list) => list.filter((n) => n > 0).sort((a, b) => a - b).join(" ");
    const byHeaps = new Map();
    for (const m of moves) {
      if (m.position != null) byHeaps.set(key(m.position.trim().split(/\s+/).map(Number)), m);
    }
    /// The move that leaves `before` and `after` counters in place of heap `i`.
    const leaving = (i, before, after) => byHeaps.get(key([...sizes.slice(0, i), before, after, ...sizes.slice(i + 1)]));

    const take = mover(play, say(by === "run" ? "page-board-pick-run" : "page-board-pick-heaps"));
    let picked = { heap: -1, run: [] };
    // Where a move may take from several heaps at once (Moore's Nim_k), a counter clicked
    // with Shift is picked instead, one a heap, and the button takes from every heap picked.
    const several = by === "top" && moves.some((m) => {
      const after = m.position == null ? [] : m.position.trim().split(/\s+/).map(Number);
      return after.length === sizes.length && after.filter((n, k) => n !== sizes[k]).length > 1;
    });
    const kept = new Map();
    const tops = [];
    const pickTop = (i, j) => {
      if (kept.get(i) === j - 1) kept.delete(i);
      else kept.set(i, j - 1);
      for (const c of tops) c.button.setAttribute("aria-pressed", kept.get(c.heap) === c.j - 1);
      const after = sizes.map((n, k) => (kept.has(k) ? kept.get(k) : n));
      take.set(byHeaps.get(key(after)) || null, kept.size > 0);
    };
    const counters = [];
    const pick = (i, j) => {
      const run = picked.heap === i ? picked.run : [];
      picked = { heap: i, run: run.includes(j) ? run.filter((k) => k !== j) : [...run, j] };
      for (const c of counters) c.button.setAttribute("aria-pressed", c.heap === picked.heap && picked.run.includes(c.j));
      const low = Math.min(...picked.run);
      const high = Math.max(...picked.run);
      const contiguous = picked.run.length > 0 && high - low + 1 === picked.run.length;
      take.set(contiguous ? leaving(i, low - 1, sizes[i] - high) : null, picked.run.length > 0);
    };

    const rows = sizes.map((size, i) => {
      const row = document.createElement("div");
      row.className = by === "block" ? "heap bar" : "heap";
      const name = document.createElement("span");
      name.className = "heap-name";
      name.textContent = by === "block"
        ? say("page-board-row", { number: i + 1, size })
        : sizes.length > 1
          ? say("page-board-heap", { number: i + 1, size })
          : say("page-board-one-heap", { size });
      row.append(name);
      for (let j = 1; j <= size; j++) {
        const label = by === "block"
          ? say("page-board-row-column", { row: i + 1, column: j })
          : say("page-board-counter", { heap: i + 1, counter: j });
        if (by === "block" && i === 0 && j === 1) {
          row.append(moving(piece("☠", colon(label, say("page-board-poison"))), null, play));
        } else if (by === "top") {
          const says = say("page-board-take", { take: size - j + 1, left: j - 1 });
          const button = moving(piece("", colon(label, says)), leaving(i, j - 1, 0), play);
          if (several) {
            button.setAttribute("aria-pressed", false);
            button.addEventListener("click", (event) => {
              if (!event.shiftKey) return;
              event.stopImmediatePropagation();
              pickTop(i, j);
            }, { capture: true });
            tops.push({ heap: i, j, button });
          }
          row.append(button);
        } else if (by === "block") {
          const after = sizes.map((n, k) => (k < i ? n : Math.min(n, j - 1))).filter((n) => n > 0).join(" ");
          const says = say("page-board-bite", { row: i + 1, column: j });
          row.append(moving(piece("", colon(label, says)), moveTo(moves, after), play));
        } else if (by === "split") {
          const says = say("page-board-split", { a: j, b: size - j });
          row.append(moving(piece("", colon(label, says)), j < size && leaving(i, j, size - j), play));
        } else {
          const button = piece("", label);
          button.setAttribute("aria-pressed", false);
          button.addEventListener("click", () => pick(i, j));
          counters.push({ heap: i, j, button });
          row.append(button);
        }
      }
      return row;
    });
    if (by !== "run" && !several) return rows;
    take.set(null, false);
    return [...rows, take.button];
  };
}

/// One heap whose next move may take at most a limit ("N M"): counter j takes it and every
/// counter after it, the move found by the counters it leaves; a counter beyond the limit
/// makes no move.
function limited(position, moves, play) {
  const [size, limit] = position.trim().split(/\s+/).map(Number);
  if (!Number.isSafeInteger(size) || !Number.isSafeInteger(limit) || size > MOST_PIECES) return null;
  const leaving = (left) => moves.find((m) => m.position != null && Number(m.position.split(/\s+/)[0]) === left);
  const row = document.createElement("div");
  row.className = "heap";
  const name = document.createElement("span");
  name.className = "heap-name";
  name.textContent = say("page-board-limited-heap", { size, limit });
  row.append(name);
  for (let j = 1; j <= size; j++) {
    const label = say("page-board-counter", { heap: 1, counter: j });
    const says = say("page-board-take", { take: size - j + 1, left: j - 1 });
    row.append(moving(piece("", colon(label, says)), leaving(j - 1), play));
  }
  return [row];
}

/// A grid of cells (rows split by "/"); an empty cell holds one button per mark it may take.
function cells({ empty, shown, marks }) {
  return (position, moves, play) => {
    const rows = position.split("/");
    if (position.length > MOST_PIECES) return null;
    const grid = document.createElement("div");
    grid.className = "cells";
    grid.style.gridTemplateColumns = `repeat(${Math.max(...rows.map((r) => r.length))}, auto)`;
    let offset = 0;
    rows.forEach((row, r) => {
      [...row].forEach((mark, c) => {
        const cell = document.createElement("div");
        cell.className = "cell";
        const where = rows.length > 1
          ? say("page-board-row-column", { row: r + 1, column: c + 1 })
          : say("page-board-cell", { column: c + 1 });
        if (mark === empty) {
          const at = offset + c;
          for (const [written, text, says] of marks) {
            const after = position.slice(0, at) + written + position.slice(at + 1);
            cell.append(moving(piece(text, colon(where, say(says))), moveTo(moves, after), play));
          }
        } else {
          cell.textContent = shown[mark] || mark;
          cell.setAttribute("aria-label", colon(where, cell.textContent));
        }
        grid.append(cell);
      });
      offset += row.length + 1;
    });
    return [grid];
  };
}

/// Coins, heads (H) or tails (T), in a row or a grid. Clicking coins picks the ones to turn
/// (in a grid, the last two clicked are opposite corners of a rectangle and its four corners
/// are picked); the button under the coins turns them when that is a move.
function flips({ rectangle }) {
  return (position, moves, play) => {
    if (position.length > MOST_PIECES) return null;
    const rows = position.split("/");
    const grid = document.createElement("div");
    grid.className = "cells coins";
    grid.style.gridTemplateColumns = `repeat(${Math.max(...rows.map((r) => r.length))}, auto)`;
    const turn = mover(play, say("page-board-pick-coins"));
    let picked = [];
    let clicked = [];
    const coins = [];

    const show = () => {
      for (const coin of coins) coin.button.setAttribute("aria-pressed", picked.includes(coin.at));
      const after = [...position].map((c, at) => (picked.includes(at) ? (c === "H" ? "T" : "H") : c)).join("");
      turn.set(picked.length > 0 ? moveTo(moves, after) : null, picked.length > 0);
    };

    const pick = (at, r, c) => {
      if (!rectangle) {
        picked = picked.includes(at) ? picked.filter((p) => p !== at) : [...picked, at];
      } else {
        clicked = [...clicked, { r, c }].slice(-2);
        const rs = [...new Set(clicked.map((p) => p.r))];
        const cs = [...new Set(clicked.map((p) => p.c))];
        picked = rs.flatMap((row) => cs.map((col) => offsets[row] + col));
      }
      show();
    };

    const offsets = [];
    let offset = 0;
    rows.forEach((row, r) => {
      offsets.push(offset);
      [...row].forEach((face, c) => {
        const at = offset + c;
        const where = rows.length > 1
          ? say("page-board-row-column", { row: r + 1, column: c + 1 })
          : say("page-board-coin", { number: c + 1 });
        const button = document.createElement("button");
        button.type = "button";
        button.className = `coin ${face === "H" ? "heads" : "tails"}`;
        button.textContent = face;
        button.setAttribute("aria-label", colon(where, say(face === "H" ? "page-board-heads" : "page-board-tails")));
        button.addEventListener("click", () => pick(at, r, c));
        coins.push({ at, button });
        grid.append(button);
      });
      offset += row.length + 1;
    });
    show();
    return [grid, turn.button];
  };
}

/// Cells, one character each, in rows joined by `separator`, each shown as `shown` says, and
/// labelled as moves name them (`names`: "letters", columns a, b, … and rows 1, 2, … from the
/// top, as in b1-b2; "numbers", columns 1, 2, …). A move is picked by clicking the cells it
/// changes (found by comparing the position it leaves): once the cells picked are all of one
/// move's, it is played; while they are part of several moves, those are offered under the
/// board. Both players' moves may be offered.
function grid({ separator, shown, names }) {
  const show = Object.fromEntries(shown);
  const column = (c) => (names === "letters" ? String.fromCharCode(97 + (c % 26)) : String(c + 1));
  const rowsNamed = names === "letters";
  /// A label over a column or before a row, for the eye (each cell says its own name).
  const label = (text) => {
    const node = document.createElement("div");
    node.className = "label";
    node.setAttribute("aria-hidden", "true");
    node.textContent = text;
    return node;
  };
  return (position, moves, play) => {
    if (position.length > MOST_PIECES) return null;
    const rows = position.split(separator);
    const flat = rows.join("");
    const touched = moves
      .filter((m) => m.position != null && m.position.length === position.length)
      .map((m) => {
        const after = m.position.split(separator).join("");
        return { move: m, cells: [...after].flatMap((c, i) => (c !== flat[i] ? [i] : [])) };
      })
      .filter((t) => t.cells.length > 0);
    const box = document.createElement("div");
    box.className = "cells";
    const width = Math.max(...rows.map((r) => r.length));
    box.style.gridTemplateColumns = `repeat(${width + (rowsNamed ? 1 : 0)}, auto)`;
    if (names) {
      if (rowsNamed) box.append(label(""));
      for (let c = 0; c < width; c++) box.append(label(column(c)));
    }
    const offer = document.createElement("div");
    offer.className = "offer";
    const buttons = [];
    let picked = [];
    const fitting = () => touched.filter((t) => picked.every((i) => t.cells.includes(i)));
    const pick = (at) => {
      picked = picked.includes(at) ? picked.filter((i) => i !== at) : [...picked, at];
      if (fitting().length === 0) picked = [at];
      for (const b of buttons) b.button.setAttribute("aria-pressed", picked.includes(b.at));
      const fits = picked.length > 0 ? fitting() : [];
      const whole = fits.filter((t) => t.cells.length === picked.length);
      if (fits.length === 1 && whole.length === 1) return play(whole[0].move);
      offer.replaceChildren(...fits.map((t) => {
        const choice = mover(play, "");
        choice.set(t.move, true);
        return choice.button;
      }));
    };
    let start = 0;
    rows.forEach((row, r) => {
      if (rowsNamed) box.append(label(String(r + 1)));
      [...row].forEach((mark, c) => {
        const at = start + c;
        const where = rowsNamed
          ? `${column(c)}${r + 1}`
          : rows.length > 1
            ? say("page-board-row-column", { row: r + 1, column: c + 1 })
            : say("page-board-cell", { column: c + 1 });
        const text = show[mark] ?? mark;
        const label = colon(where, text || say("page-board-empty"));
        const through = touched.filter((t) => t.cells.includes(at));
        if (through.length > 0) {
          const button = piece(text, label);
          button.classList.add("square");
          // An empty cell of one move only (a Connect Four drop, a step a monk may reach)
          // wears that move's colour; a piece (the monk that moves) keeps its own look.
          if (through.length === 1 && text === "") {
            button.style.backgroundColor = through[0].move.colour;
            button.dataset.outcome = through[0].move.outcome;
          }
          button.setAttribute("aria-pressed", false);
          button.addEventListener("click", () => pick(at));
          buttons.push({ at, button });
          box.append(button);
        } else {
          const cell = document.createElement("div");
          cell.className = "cell";
          cell.textContent = text;
          cell.setAttribute("aria-label", label);
          box.append(cell);
        }
      });
      start += row.length;
    });
    return [box, offer];
  };
}

/// Steps numbered from 1, a piece on each step a position names (the staircase's monks):
/// drawn as a row of cells, one a step, and played as a grid, by clicking the steps a move
/// changes.
function steps() {
  return (position, moves, play) => {
    const read = (p) => p.trim().split(/\s+/).filter(Boolean).map(Number);
    const named = [position, ...moves.map((m) => m.position).filter((p) => p != null)].map(read);
    const top = Math.max(0, ...named.flat());
    if (!Number.isSafeInteger(top) || top > MOST_PIECES) return null;
    const row = (p) => {
      const on = new Set(read(p));
      return [...Array(top)].map((_, i) => (on.has(i + 1) ? "M" : ".")).join("");
    };
    const drawn = moves.map((m) => ({ ...m, position: m.position == null ? null : row(m.position), original: m }));
    return grid({ separator: "|", shown: [["M", "●"], [".", ""]], names: "numbers" })(row(position), drawn, (d) => play(d.original));
  };
}

/// A stalk of edges (a Hackenbush string, L, R or G from the ground up; `0` when none is
/// left), drawn up from the ground, each edge in its player's colour (Left blue, Right red,
/// green for both): clicking an edge (or Enter on it) cuts it, leaving the edges below it.
/// Where both players may cut it (a green edge, exploring), the two moves are offered under
/// the stalk. A picture written as edges is drawn as a graph (`edgeGraph`).
function stalk() {
  return (position, moves, play) => {
    const edges = position.trim() === "0" ? "" : position.trim();
    if (!/^[LRG]*$/.test(edges)) return edgeGraph(position, moves, play);
    if (edges.length > MOST_PIECES) return null;
    const step = Math.max(12, Math.min(40, 480 / Math.max(1, edges.length)));
    const ground = 24 + edges.length * step;
    const svg = shape("svg", { viewBox: `0 0 600 ${ground + 16}`, width: "100%", class: "graph", role: "group" });
    svg.append(shape("line", { x1: 0, y1: ground, x2: 600, y2: ground, stroke: INK, "stroke-width": 4 }));
    const offer = document.createElement("div");
    offer.className = "offer";
    [...edges].forEach((colour, i) => {
      const below = i === 0 ? ["", "0"] : [edges.slice(0, i)];
      const cuts = moves.filter((m) => below.includes(m.position));
      const [low, high] = [ground - i * step, ground - (i + 1) * step];
      const d = `M 300 ${low} L 300 ${high}`;
      const label = say("page-board-edge", { number: i + 1, colour: say(EDGE_WORDS[colour]) });
      const edge = shape("g", { class: `edge edge-${colour}`, role: "button", "aria-label": cuts.length === 1 ? colon(label, forTheMover(cuts[0])) : label });
      edge.append(
        shape("path", { d, stroke: "transparent", "stroke-width": 24, fill: "none" }),
        shape("path", { d, stroke: EDGE_COLOUR[colour], "stroke-width": 6, fill: "none", "stroke-linecap": "round" }),
        shape("circle", { cx: 300, cy: high, r: 4, fill: INK }),
        shape("title", {}, cuts.length === 1 ? colon(cuts[0].says || cuts[0].move, forTheMover(cuts[0])) : label),
      );
      pressable(edge, cuts, offer, play);
      svg.append(edge);
    });
    return [svg, offer];
  };
}

/// The colour an edge of each letter is drawn in.
const EDGE_COLOUR = { L: "#0969da", R: "#c62828", G: "#1a7f37" };

/// Whose an edge of each letter is, in words.
const EDGE_WORDS = { L: "page-board-colour-left", R: "page-board-colour-right", G: "page-board-colour-green" };

/// A Hackenbush picture written as edges `a-bC` (vertex 0 the ground, C the colour), drawn
/// up from the ground: each vertex at its distance from the ground, the ground a line.
/// Clicking an edge (or Enter on it) cuts it: the move whose position lacks that edge and
/// keeps the most edges (what hangs on it alone falls with it); where both players may cut
/// it, their moves are offered under the picture.
function edgeGraph(position, moves, play) {
  const edges = position.trim().split(/[\s,]+/).filter(Boolean).map((w) => /^(\d+)-(\d+)([LRG])$/.exec(w));
  if (edges.length === 0 || edges.length > MOST_PIECES || edges.some((e) => !e)) return null;
  const list = edges.map(([word, a, b, colour]) => ({ word, a: Number(a), b: Number(b), colour }));
  // Each vertex's distance from the ground, by breadth-first search.
  const depth = new Map([[0, 0]]);
  for (let frontier = [0]; frontier.length > 0;) {
    const next = [];
    for (const v of frontier) {
      for (const e of list) {
        for (const [from, to] of [[e.a, e.b], [e.b, e.a]]) {
          if (from === v && !depth.has(to)) {
            depth.set(to, depth.get(v) + 1);
            next.push(to);
          }
        }
      }
    }
    frontier = next;
  }
  const deepest = Math.max(1, ...depth.values());
  const ground = 40 + deepest * 70;
  const layers = new Map();
  for (const [v, d] of [...depth].sort((x, y) => x[0] - y[0])) {
    if (v !== 0) layers.set(d, [...(layers.get(d) || []), v]);
  }
  const at = new Map();
  for (const [d, vs] of layers) {
    vs.forEach((v, i) => at.set(v, { x: ((i + 1) * 600) / (vs.length + 1), y: ground - d * 70 }));
  }
  const tokens = (text) => text.trim().split(/[\s,]+/).filter(Boolean);
  const count = (text, word) => tokens(text).filter((w) => w === word).length;
  const size = (text) => tokens(text).length;
  const svg = shape("svg", { viewBox: `0 0 600 ${ground + 16}`, width: "100%", class: "graph", role: "group" });
  svg.append(shape("line", { x1: 0, y1: ground, x2: 600, y2: ground, stroke: INK, "stroke-width": 4 }));
  const offer = document.createElement("div");
  offer.className = "offer";
  const seen = new Map();
  for (const e of list) {
    // Ground ends stand under the other vertex; parallel edges bow apart.
    const [p, q] = [e.a, e.b].map((v, i, both) => (v === 0 ? { x: at.get(both[1 - i]).x, y: ground } : at.get(v)));
    const pair = [e.a, e.b].sort((x, y) => x - y).join("-");
    const nth = seen.get(pair) || 0;
    seen.set(pair, nth + 1);
    const bow = nth === 0 ? 0 : (nth % 2 === 1 ? 1 : -1) * Math.ceil(nth / 2) * 28;
    const d = `M ${p.x} ${p.y} Q ${(p.x + q.x) / 2 + bow} ${(p.y + q.y) / 2} ${q.x} ${q.y}`;
    const lacking = moves.filter((m) => m.position != null && count(m.position, e.word) < count(position, e.word));
    const most = Math.max(...lacking.map((m) => size(m.position)));
    const cuts = lacking.filter((m) => size(m.position) === most);
    const label = say("page-board-graph-edge", { edge: `${e.a}-${e.b}`, colour: say(EDGE_WORDS[e.colour]) });
    const edge = shape("g", { class: `edge edge-${e.colour}`, role: "button", "aria-label": cuts.length === 1 ? colon(label, forTheMover(cuts[0])) : label });
    edge.append(
      shape("path", { d, stroke: "transparent", "stroke-width": 16, fill: "none" }),
      shape("path", { d, stroke: EDGE_COLOUR[e.colour], "stroke-width": 5, fill: "none", "stroke-linecap": "round" }),
      shape("title", {}, cuts.length === 1 ? colon(cuts[0].says || cuts[0].move, forTheMover(cuts[0])) : label),
    );
    pressable(edge, cuts, offer, play);
    svg.append(edge);
  }
  for (const [v, p] of at) {
    svg.append(shape("circle", { cx: p.x, cy: p.y, r: 5, fill: INK }, undefined));
    svg.append(shape("text", { x: p.x + 8, y: p.y - 6, "font-size": 11, fill: INK }, String(v)));
  }
  return [svg, offer];
}

/// The cells a rule file draws (`fn board(p)`): `board` is the answer's cells, rows joined by
/// "/", and each move carries the cells of the position it leaves (`board`); drawn and played
/// as a grid, by clicking the cells a move changes.
function ruleCells() {
  return (board, moves, play) => {
    if (typeof board !== "string" || board.length === 0) return null;
    const drawn = moves.map((m) => ({ ...m, position: m.board ?? null, original: m }));
    return grid({ separator: "/", shown: [] })(board, drawn, (d) => play(d.original));
  };
}

/// A graph: its `vertices` (names) round a circle and its `edges` ([from, to] indices), as
/// arrows when `directed` (a game graph served from a file) and as lines when not. The
/// tokens stand on the vertices the position names; when the position is a `walk`, one token
/// stands on its last vertex, the others it names are visited (shaded) and the walk is drawn
/// bold. Clicking a vertex a token may move to (or Enter on it) plays that move; where
/// several moves reach it (several tokens), they are offered under the graph. A family that
/// declares a graph board without its vertices (they come with each answer) is not drawn.
function arrows({ vertices, edges, directed = true, walk = false, ground }) {
  if (ground !== undefined) return picture(vertices, edges, ground);
  return (position, moves, play) => {
    if (!vertices) return null;
    const named = position.trim().split(/\s+/).filter(Boolean);
    if (vertices.length === 0 || named.some((t) => !vertices.includes(t))) return null;
    const tokens = walk ? named.slice(-1) : named;
    const visited = new Set(walk ? named.slice(0, -1) : []);
    const steps = walk ? named.slice(1).map((v, i) => [named[i], v].sort().join("\u0000")) : [];
    const walked = new Set(steps);
    const radius = 110;
    const at = vertices.map((_, i) => {
      const angle = (2 * Math.PI * i) / vertices.length - Math.PI / 2;
      return { x: 300 + radius * 1.9 * Math.cos(angle), y: 150 + radius * Math.sin(angle) };
    });
    const svg = shape("svg", { viewBox: "0 0 600 300", class: "graph", role: "group" });
    const defs = shape("defs", {});
    const head = shape("marker", { id: "arrow", viewBox: "0 0 10 10", refX: 10, refY: 5, markerWidth: 7, markerHeight: 7, orient: "auto-start-reverse" });
    head.append(shape("path", { d: "M 0 0 L 10 5 L 0 10 z", fill: INK }));
    defs.append(head);
    svg.append(defs);
    const linked = new Set(edges.map(([a, b]) => `${a}-${b}`));
    const tip = directed ? { "marker-end": "url(#arrow)" } : {};
    for (const [a, b] of edges) {
      const [p, q] = [at[a], at[b]];
      if (a === b) {
        svg.append(shape("path", { d: `M ${p.x - 6} ${p.y - 14} a 12 12 0 1 1 12 0`, fill: "none", stroke: INK, ...tip }));
        continue;
      }
      // Shortened to the circles' edges; bowed aside when the arrow back is there too.
      const [dx, dy] = [q.x - p.x, q.y - p.y];
      const length = Math.hypot(dx, dy);
      const [ux, uy] = [dx / length, dy / length];
      const bow = directed && linked.has(`${b}-${a}`) ? 18 : 0;
      const [sx, sy, ex, ey] = [p.x + ux * 16, p.y + uy * 16, q.x - ux * 17, q.y - uy * 17];
      const [cx, cy] = [(sx + ex) / 2 - uy * bow, (sy + ey) / 2 + ux * bow];
      const bold = walked.has([vertices[a], vertices[b]].sort().join("\u0000"));
      const line = { fill: "none", stroke: INK, "stroke-width": bold ? 4 : 1.5, ...(bold ? { class: "walked" } : {}) };
      svg.append(shape("path", { d: `M ${sx} ${sy} Q ${cx} ${cy} ${ex} ${ey}`, ...line, ...tip }));
    }
    const offer = document.createElement("div");
    offer.className = "offer";
    const count = (list, name) => list.filter((t) => t === name).length;
    vertices.forEach((name, i) => {
      const reaching = moves.filter((m) => m.position != null
        && count(m.position.trim().split(/\s+/), name) > count(named, name));
      const vertex = shape("g", { class: "vertex", role: "button" });
      const here = count(tokens, name);
      const circle = shape("circle", { cx: at[i].x, cy: at[i].y, r: 15, fill: visited.has(name) ? "#d0d7de" : "#fff", stroke: INK, "stroke-width": 1.5 });
      vertex.append(circle, shape("text", { x: at[i].x, y: at[i].y + 4, "text-anchor": "middle", "font-size": 11, fill: INK }, here ? "●" : ""));
      vertex.append(shape("text", { x: at[i].x, y: at[i].y - 20, "text-anchor": "middle", "font-size": 12, fill: INK }, name));
      const label = here ? say("page-board-token", { vertex: name })
        : visited.has(name) ? say("page-board-visited", { vertex: name }) : name;
      if (reaching.length > 0) {
        const move = reaching[0];
        circle.setAttribute("fill", reaching.length === 1 ? move.colour : "#d0d7de");
        vertex.setAttribute("aria-label", reaching.length === 1 ? colon(label, forTheMover(move)) : label);
        vertex.append(shape("title", {}, reaching.length === 1 ? colon(move.says || move.move, forTheMover(move)) : label));
      } else {
        vertex.setAttribute("aria-label", label);
      }
      pressable(vertex, reaching, offer, play);
      svg.append(vertex);
    });
    return [svg, offer];
  };
}

/// A Green Hackenbush picture: its `vertices` round a circle, the `ground` one drawn as a
/// bar, and its `edges` (numbered from 1, as a position names the edges cut) in green. An
/// edge cut is not drawn, one no longer joined to the ground is drawn faint; clicking a
/// standing edge (or Enter on it) cuts it: the move whose position names it.
function picture(vertices, edges, ground) {
  return (position, moves, play) => {
    const words = position.trim().split(/\s+/).filter(Boolean);
    const cut = new Set(words.map(Number));
    if (!vertices || words.some((w) => !(Number(w) >= 1 && Number(w) <= edges.length))) return null;
    // What stands: the vertices the ground reaches by edges not cut.
    const reached = new Set([ground]);
    for (let grew = true; grew;) {
      grew = false;
      edges.forEach(([a, b], i) => {
        if (!cut.has(i + 1) && reached.has(a) !== reached.has(b)) {
          reached.add(a);
          reached.add(b);
          grew = true;
        }
      });
    }
    const at = vertices.map((_, i) => {
      const angle = (2 * Math.PI * i) / vertices.length - Math.PI / 2;
      return { x: 300 + 209 * Math.cos(angle), y: 150 + 110 * Math.sin(angle) };
    });
    const svg = shape("svg", { viewBox: "0 0 600 300", class: "graph", role: "group" });
    const offer = document.createElement("div");
    offer.className = "offer";
    const seen = new Map();
    edges.forEach(([a, b], i) => {
      const number = String(i + 1);
      if (cut.has(i + 1)) return;
      const [p, q] = [at[a], at[b]];
      const pair = [a, b].sort((x, y) => x - y).join("-");
      const nth = seen.get(pair) || 0;
      seen.set(pair, nth + 1);
      let d;
      if (a === b) {
        const r = 12 + 6 * nth;
        d = `M ${p.x - 6} ${p.y - 14} a ${r} ${r} 0 1 1 12 0`;
      } else {
        // Parallel edges bow apart.
        const bow = nth === 0 ? 0 : (nth % 2 === 1 ? 1 : -1) * Math.ceil(nth / 2) * 22;
        const [dx, dy] = [q.x - p.x, q.y - p.y];
        const length = Math.hypot(dx, dy);
        const [cx, cy] = [(p.x + q.x) / 2 - (dy / length) * bow, (p.y + q.y) / 2 + (dx / length) * bow];
        d = `M ${p.x} ${p.y} Q ${cx} ${cy} ${q.x} ${q.y}`;
      }
      const stands = reached.has(a);
      const cuts = stands ? moves.filter((m) => m.position != null && m.position.trim().split(/\s+/).includes(number)) : [];
      const label = say("page-board-picture-edge", { edge: number, from: vertices[a], to: vertices[b] });
      const edge = shape("g", { class: stands ? "edge edge-G" : "edge fallen", role: "button", "aria-label": cuts.length === 1 ? colon(label, forTheMover(cuts[0])) : label });
      edge.append(
        shape("path", { d, stroke: "transparent", "stroke-width": 16, fill: "none" }),
        shape("path", { d, stroke: stands ? EDGE_COLOUR.G : "#d0d7de", "stroke-width": 5, fill: "none", "stroke-linecap": "round" }),
        shape("title", {}, cuts.length === 1 ? colon(cuts[0].says || cuts[0].move, forTheMover(cuts[0])) : label),
      );
      pressable(edge, cuts, offer, play);
      svg.append(edge);
    });
    vertices.forEach((name, i) => {
      const onGround = i === ground;
      svg.append(onGround
        ? shape("rect", { x: at[i].x - 18, y: at[i].y - 5, width: 36, height: 10, fill: INK, "aria-label": say("page-board-ground", { vertex: name }) })
        : shape("circle", { cx: at[i].x, cy: at[i].y, r: 5, fill: INK }));
      svg.append(shape("text", { x: at[i].x + 10, y: at[i].y - 10, "font-size": 12, fill: INK }, name));
    });
    return [svg, offer];
  };
}

/// Makes the SVG element `node` play its `moves` when clicked, or pressed with Enter or
/// Space: the move itself where there is one, else the moves offered in `offer`; disabled
/// where there is none.
function pressable(node, moves, offer, play) {
  if (moves.length === 0) {
    node.setAttribute("aria-disabled", "true");
    return;
  }
  const go = () => {
    if (moves.length === 1) return play(moves[0]);
    offer.replaceChildren(...moves.map((m) => {
      const choice = mover(play, "");
      choice.set(m, true);
      return choice.button;
    }));
  };
  node.setAttribute("tabindex", "0");
  node.dataset.outcome = moves.length === 1 ? moves[0].outcome : "";
  node.addEventListener("click", go);
  node.addEventListener("keydown", (k) => {
    if (k.key === "Enter" || k.key === " ") {
      k.preventDefault();
      go();
    }
  });
}
