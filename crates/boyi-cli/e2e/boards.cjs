// End-to-end test of boards in `boyi serve`, in a real headless browser: every family
// declares a board (its `board` in /api/games) and has its example drawn from the declaration
// (or, for a graph read from a file, from the graph the answer carries), and a grid board plays a move by clicking the cells it changes: a Cram domino and a
// Domineering one, placed by clicking their two cells. Screenshots go to target/e2e/.
// Run by .ci/run: node crates/boyi-cli/e2e/boards.cjs BOYI_BINARY
"use strict";
const path = require("path");
const { check, exampleLink, run, shots } = require("./browser.cjs");

run(async ({ browser, url, watch }) => {
  const page = watch(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
  const games = (await (await fetch(new URL("/api/games", url))).json()).games;
  const families = games.filter((g) => g.family && g.surfaces.includes("web"));
  const drawn = families.filter((g) => g.board);
  check(drawn.length === families.length, `every family declares a board (${drawn.length} of ${families.length})`);
  for (const game of drawn) {
    const name = game.game;
    await page.goto(exampleLink(game, url));
    await page.waitForFunction(() => document.querySelector("main").getAttribute("aria-busy") !== "true"
      && document.querySelectorAll("#moves li").length > 0);
    const pieces = await page.$$eval("#board button:not([disabled]), #board [role=button][tabindex]", (bs) => bs.length);
    check(!(await page.isHidden("#board")) && pieces > 0, `${name}: a board with ${pieces} pieces to click`);
    await page.screenshot({ path: path.join(shots, `board-${name}.png`) });
  }

  // Moore's Nim_k: Shift-clicks pick a counter in two heaps, and the button under the heaps
  // takes from both (3 5 6 to 3 3 3, Nim_2's winning move).
  await page.goto(`${new URL("/", url)}?game=nim&k=2&position=${encodeURIComponent("3 5 6")}`);
  await page.waitForSelector("#board .heap button");
  const heapRows = await page.$$("#board .heap");
  await (await heapRows[1].$$("button"))[3].click({ modifiers: ["Shift"] });
  await (await heapRows[2].$$("button"))[3].click({ modifiers: ["Shift"] });
  await page.click("#board button.turn");
  await page.waitForFunction(() => document.querySelector("#position").value === "3 3 3");
  check(true, "two heaps taken from at once by Shift-clicks and the button");

  // Moves are named as the board numbers its cells, from 1: the L written in LOL's fifth
  // cell is 5L, the match placed in row 2, column 3 is 23 and a kind.
  await page.goto(`${new URL("/", url)}?game=lol&position=${encodeURIComponent("L**L***L")}`);
  await page.waitForSelector("#board .cell .piece[data-outcome]");
  const lol = await page.$$eval("#board .cell .piece[data-outcome]", (ps) => ps.map((p) => [p.getAttribute("aria-label"), p.title]));
  check(lol.length > 0 && lol.every(([label, title]) => title.startsWith(label.match(/cell (\d+)/)[1])), `LOL moves name the cells the board labels: ${lol[0]}`);
  await page.goto(`${new URL("/", url)}?game=matches&position=${encodeURIComponent("0111/-000/-000")}`);
  await page.waitForSelector("#board .cell .piece[data-outcome]");
  const placed = await page.$$eval("#board .cell .piece[data-outcome]", (ps) => ps.map((p) => [p.getAttribute("aria-label"), p.title]));
  check(placed.length > 0 && placed.every(([label, title]) => {
    const [, row, column] = label.match(/row (\d+), column (\d+)/);
    return title.startsWith(`${row}${column}`);
  }), `matches moves name the rows and columns the board labels: ${placed[0]}`);

  // A Hackenbush picture of edges is drawn as a graph up from the ground; a click on the red
  // edge 1-2 cuts it (Right's only move there), a green edge offers both players' cuts.
  await page.goto(`${new URL("/", url)}?game=hackenbush&position=${encodeURIComponent("0-1L 1-2R 1-3G 0-3L")}`);
  await page.waitForSelector("#board svg.graph .edge", { state: "attached" });
  check(await page.$$eval("#board .edge", (es) => es.length) === 4, "four edges drawn");
  // The green edge lies flat (a box of no height): reached and cut from the keyboard.
  await page.focus("#board .edge-G");
  await page.keyboard.press("Enter");
  const both = await page.$$eval("#board .offer button", (bs) => bs.map((b) => b.textContent));
  check(both.length === 2, `a green edge offers both players' cuts: ${both}`);
  await page.click("#board .edge-R");
  await page.waitForFunction(() => document.querySelector("#position").value === "0-1L 1-3G 0-3L");
  check(true, "a click on the red edge cut it (and nothing else)");

  // A rule file that draws its own cells (`fn board` of king.rhai): the 8×8 board, and the
  // king's diagonal step played by clicking the square it goes to.
  await page.goto(`${new URL("/", url)}?game=rules:king&position=${encodeURIComponent("2 1")}`);
  await page.waitForSelector("#board .square");
  check(await page.$$eval("#board .cell, #board .square", (cs) => cs.length) === 64, "the king's 64 squares");
  await page.click("#board [aria-label^='row 8, column 2']");
  await page.click("#board .offer button");
  await page.waitForFunction(() => document.querySelector("#position").value === "1 0");
  check(true, "the king stepped diagonally by a click on its square");

  // A game graph served from a file: its vertices and arrows, the token on `start`; a
  // click on `a` moves it there.
  const listed = games.find((g) => g.game === "graph:loop");
  check(listed && listed.board && listed.board.kind === "graph", "the served graph declares its board");
  await page.goto(`${new URL("/", url)}?game=graph:loop&position=start`);
  await page.waitForSelector("#board svg.graph .vertex", { state: "attached" });
  const vertices = await page.$$eval("#board .vertex", (vs) => vs.length);
  const arrows = await page.$$eval("#board svg.graph path[marker-end]", (ps) => ps.length);
  check(vertices === 6 && arrows === 7, `six vertices and seven arrows (${vertices}, ${arrows})`);
  await page.focus("#board .vertex[aria-label^='a:']");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector("#position").value === "a");
  check(true, "the token moved to a from the keyboard");

  // Geography on a served graph file (the Petersen graph): its vertices and its fifteen
  // edges as lines, the token on 0; a click on 1 moves it there, and the walk 0-1 is drawn
  // bold with 0 visited.
  await page.goto(`${new URL("/", url)}?game=geography&file=petersen&position=0`);
  await page.waitForSelector("#board svg.graph .vertex", { state: "attached" });
  const lines = await page.$$eval("#board svg.graph > path:not([marker-end])", (ps) => ps.length);
  const circles = await page.$$eval("#board .vertex", (vs) => vs.length);
  check(circles === 10 && lines === 15, `ten vertices and fifteen edges (${circles}, ${lines})`);
  await page.click("#board .vertex[aria-label^='1:']");
  await page.waitForFunction(() => document.querySelector("#position").value === "0 1");
  await page.waitForSelector("#board .walked", { state: "attached" });
  const visited = await page.$$eval("#board .vertex[aria-label^='0,']", (vs) => vs.length);
  check(visited === 1, "the token walked 0-1 by a click, and 0 is marked visited");
  await page.screenshot({ path: path.join(shots, "board-geography-walk.png") });

  // Green Hackenbush on the same served file: fifteen green edges standing on 0, every cut
  // winning; a click on edge 1 cuts it, and fourteen stand.
  await page.goto(`${new URL("/", url)}?game=green&file=petersen&position=`);
  await page.waitForSelector("#board svg.graph .edge-G", { state: "attached" });
  const standing = await page.$$eval("#board .edge-G", (es) => es.length);
  check(standing === 15, `fifteen green edges (${standing})`);
  await page.click("#board .edge-G[aria-label^='edge 1 (']");
  await page.waitForFunction(() => document.querySelector("#position").value === "1");
  await page.waitForFunction(() => document.querySelectorAll("#board .edge-G").length === 14);
  check(true, "edge 1 of the picture was cut by a click");

  // A grid board: the domino on a1-a2 of Cram 2×3, by its two cells.
  for (const [game, position, after] of [["cram", "..#|...", "#.#|#.."], ["domineering", "..|..", "#.|#."]]) {
    await page.goto(`${new URL("/", url)}?game=${game}&position=${encodeURIComponent(position)}`);
    await page.waitForSelector("#board .square");
    const squares = await page.$$("#board .square");
    await squares[0].click();
    const offered = await page.$$eval("#board .offer button", (bs) => bs.map((b) => b.textContent));
    check(offered.length > 0 && offered.every((t) => t.includes("a1")), `${game}: the moves through a1 are offered: ${offered}`);
    const below = await page.$$("#board .square");
    const second = below[2];
    await second.click();
    await page.waitForFunction((p) => document.querySelector("#position").value === p, after);
    check(true, `${game}: two clicks placed the domino (${after})`);
  }
});
