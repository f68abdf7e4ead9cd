// End-to-end test of the Chinese page of `boyi serve`, in a real headless browser: every
// game's example (the families, the forms, the served rule files and graphs), a move played
// in each, and the refusals a visitor meets (a position too large, a table too long) are
// read as a person sees them (the text, the placeholders, the labels and tooltips), and no
// Latin word is left outside game notation. Game notation is what a position or a move is
// written in (L**L, a1-a2, THHTTH, 3 4 5, the vertices of a served graph), an option as it is
// typed (--moves FILE), the name of a game as it is typed (nim, chomp), a term's original
// beside its Chinese (温度图（thermograph）), a command in code style (`boyi db build`), and
// proper names (Boyi, Fraenkel, Kayles). The moves of a rule file are its author's words.
// Run by .ci/run: node crates/boyi-cli/e2e/chinese.cjs BOYI_BINARY
"use strict";
const { check, exampleLink, run } = require("./browser.cjs");

/// Letters that write positions and moves: players (L, R), stones, coins, toads and frogs,
/// outcome classes and rows of cells (LRLRRLLR, THHTTH); a cell (a1, T2) or a capture
/// (a1xb1); an edge (1L); a variable (k, P1, Pk); a name for a value as typed (FILE, V).
const NOTATION = /^[LRGHTFOXlrgxo]+$|^[A-Za-z][0-9]+$|^[a-z][0-9]+x[a-z][0-9]+$|^[0-9]+[A-Za-z]$|^[a-z]$|^[A-Z][0-9a-z]?$|^[A-Z]{2,5}$/;

/// Words allowed as they are: the product; the languages' own names; the theory's
/// abbreviations and units; people and the games and theorems named after them, as Chinese
/// texts on game theory write them; the coin rules as `--rule` takes them.
const NAMES = new Set(["Boyi", "English", "SG", "mex", "GiB", "MiB", "Nim", "Tartan", "Maker", "Breaker", "Kayles",
  "Dawson", "Guy", "Smith", "Steinhaus", "Fraenkel", "Scheinerman", "Ullman", "Sprague", "Grundy", "Conway",
  "Wythoff", "Bouton", "Schuh", "Chomp", "Twins", "turtles", "mock", "twins", "ruler"]);

/// The Latin words of `text` outside game notation, given the names games are typed by.
function latin(text, games) {
  const rest = text
    // A term's original beside it: 温度图（thermograph）, 毒饼干（Chomp）.
    .replace(/（[\x20-\x7e]+）/g, " ")
    // Options as typed, and their values.
    .replace(/--[a-z][a-z-]*/g, " ")
    // A game's position or move in code style (`boyi solve …`) stays as typed.
    .replace(/`[^`]*`/g, " ");
  return rest.match(/[A-Za-z][A-Za-z0-9]*/g)?.filter((w) => !NAMES.has(w) && !games.has(w.toLowerCase()) && !NOTATION.test(w)) ?? [];
}

/// What a person reads on `page`: its text, placeholders, labels and tooltips; without the
/// moves, the board and the moves charted when they are a rule file's (`own` false).
const read = (page, own) => page.evaluate((whole) => {
  const theirs = whole ? [] : [...document.querySelectorAll("#moves, #board, #history")];
  const ours = (n) => !theirs.some((t) => t.contains(n));
  const marked = (selector) => [...document.querySelectorAll(selector)].filter(ours);
  // The text shown without theirs: they are taken out of the layout while it is read.
  const displays = theirs.map((t) => t.style.display);
  for (const t of theirs) t.style.display = "none";
  const text = document.body.innerText;
  theirs.forEach((t, i) => { t.style.display = displays[i]; });
  return [text,
    ...marked("[placeholder]").map((n) => n.placeholder),
    ...marked("[aria-label]").map((n) => n.getAttribute("aria-label")),
    ...marked("[title], title").map((n) => n.getAttribute("title") || n.textContent),
  ].join("\n");
}, own);

/// Waits until the page has answered: a verdict, or an explanation alone.
const answered = (page) => page.waitForFunction(() => document.querySelector("main").getAttribute("aria-busy") !== "true"
  && (document.querySelector("#verdict").textContent !== "" || !document.querySelector("#why").hidden));

run(async ({ browser, url, watch }) => {
  const listed = (await (await fetch(new URL("/api/games?lang=zh", url))).json()).games;
  // The words a game is typed by: its name, its example, the vertices of a served graph.
  const games = new Set(listed.flatMap((g) => [g.game, ...g.game.split(/[:-]/), ...(g.example || "").split(/\s+/),
    ...((g.board && g.board.vertices) || [])]).map((w) => w.toLowerCase()));
  const page = watch(await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: "zh-CN" }), { refusals: true });
  const found = new Map();
  const scan = async (where) => {
    for (const word of latin(await read(page, !where.startsWith("rules:")), games)) {
      if (!found.has(word)) found.set(word, where);
    }
  };
  const links = listed.filter((g) => g.example && g.surfaces.includes("web")).map((g) => [g.game, exampleLink(g, url, { lang: "zh" })]);
  // The refusals a visitor meets, and the answers that are explanations alone.
  const more = [
    ["domineering 6x6", `${url}?game=domineering&position=6x6&lang=zh`],
    ["matches 5x6", `${url}?game=matches&position=${encodeURIComponent("000000/000000/000000/000000/000000")}&lang=zh`],
    ["connect4 7x6", `${url}?game=connect4&position=&lang=zh`],
    ["nim misère", `${url}?game=nim&misere=1&position=1+2+3&lang=zh`],
    ["nim 100001", `${url}?game=nim&position=100001&lang=zh`],
    ["sum", `${url}?game=sum&position=${encodeURIComponent("nim 3 + wythoff 3 5")}&lang=zh`],
  ];
  for (const [name, link] of [...links, ...more]) {
    await page.goto(link);
    await answered(page);
    await page.waitForTimeout(50);
    await scan(name);
    // A move played (or what a refusal offers), where there is one: a new view, answered.
    const move = await page.$("#moves li");
    if (move) {
      await page.evaluate(() => { window.shownBefore = view; });
      await move.click();
      await page.waitForFunction(() => view !== window.shownBefore
        && document.querySelector("main").getAttribute("aria-busy") !== "true"
        && !document.querySelector("#verdict.busy"), null, { timeout: 60000 });
      await scan(`${name}, after a move`);
    }
  }
  // Options are allowed as typed, but the page has no field for the server's memory budget
  // (the server is given 256M here): a refusal of memory names the server that sets it.
  await page.goto(`${url}?game=domineering&position=6x6&lang=zh`);
  await answered(page);
  const refusal = await read(page, true);
  check(refusal.includes("内存预算由服务器设定") && !refusal.includes("--memory"), `a memory refusal names the server: ${(refusal.match(/.*内存.*/) || [refusal.slice(0, 200)])[0]}`);
  const words = [...found].map(([word, where]) => `${word} (${where})`);
  check(words.length === 0, `no Latin word outside game notation on the Chinese page: ${words.join(", ")}`);
}, ["--memory", "256M"]);
