// End-to-end test of `boyi serve` in a real headless browser (Debian's chromium, driven by
// playwright-core): load the page, pick 取球博弈, play a whole game against Boyi by clicking,
// and check the answer, the colours of the moves and the history chart; win a Nim position
// with the keyboard alone; play on the boards of LOL, matches, coins and Turning Corners by
// clicking their pieces. Screenshots go to target/e2e/.
// Run by .ci/run: node crates/boyi-cli/e2e/explore.cjs BOYI_BINARY
"use strict";
const path = require("path");
const { check, run, shots, shows } = require("./browser.cjs");

run(async ({ browser, url, watch }) => {
  const page = watch(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
  await page.goto(url);
  await page.waitForSelector("#game option", { state: "attached" });
  const names = await page.$$eval("#game option", (os) => os.map((o) => o.textContent));
  check(names.some((n) => n.includes("高僧斗法")), "Chinese names beside English");
  check(names.some((n) => n === "rules:qiuqiu"), "the served rule file of 取球博弈 is listed");

  // 取球博弈 from 10 balls, you first: play the first listed move each turn.
  await page.selectOption("#game", "rules:qiuqiu");
  await page.fill("#position", "10");
  await page.selectOption("#mode", "first");
  await page.click("#solve");
  await page.waitForSelector("#moves li");
  const verdict = await page.textContent("#verdict");
  check(/The player to move (wins|loses)/.test(verdict), `a verdict is shown: ${verdict}`);
  const classes = await page.$$eval("#moves li", (ls) => ls.map((l) => l.className));
  check(classes.every((c) => ["win", "lose", "tie", "draw"].includes(c)), "every move is coloured by its value");
  const colour = await page.$eval("#moves li", (l) => getComputedStyle(l).backgroundColor);
  check(colour !== "rgba(0, 0, 0, 0)", `moves have a colour (${colour})`);
  await page.screenshot({ path: path.join(shots, "qiuqiu-start.png"), fullPage: true });

  let turns = 0;
  while ((await page.$$("#moves li")).length > 0 && turns < 20) {
    const before = await page.$$eval("#history circle:not(.legend)", (cs) => cs.length);
    await page.click("#moves li");
    await page.waitForFunction((n) => document.querySelectorAll("#history circle:not(.legend)").length > n, before);
    await page.waitForTimeout(100);
    turns += 1;
  }
  check(turns > 0, `a whole game was played (${turns} turns of yours)`);
  const final = await page.textContent("#verdict");
  check(/^The game is over: (you|Boyi) won\.$/.test(final), `the game ends with the winner: ${final}`);
  const dots = await page.$$eval("#history circle:not(.legend)", (cs) => cs.length);
  check(dots >= 2 * turns, `the history chart has a point for every position played (${dots})`);
  await page.screenshot({ path: path.join(shots, "qiuqiu-end.png"), fullPage: true });

  // A heap game: the chart of its values with the period.
  await page.selectOption("#game", "octal");
  await page.waitForFunction(() => document.querySelectorAll("#sequence circle").length > 100);
  check((await page.textContent("#period")).includes("Period 12 from heap 71"), "Kayles' period is shown");

  // A misère game's values are charted by outcome, not as nimbers.
  await page.goto(`${url}?game=subtraction&moves=1,3,4&misere=1&position=10`);
  await page.waitForFunction(() => document.querySelectorAll("#sequence circle.lose").length > 10);
  const axis = await page.$$eval("#sequence text", (ts) => ts.map((t) => t.textContent));
  check(axis.includes("misère Grundy value") && !axis.includes("nimber"), `the misère chart's words: ${axis.slice(0, 4)}`);
  check(await page.$$eval("#sequence circle.win", (cs) => cs.length) > 10, "wins and losses in their colours");

  // Connect Four 7×6 without a database: a position of ten stones is answered by search.
  await page.goto(`${url}?game=connect4&position=4444433322`);
  await page.waitForFunction(() => /loses|wins/.test(document.querySelector("#verdict").textContent));
  check((await page.textContent("#why")).includes("Alpha-beta search"), "answered by alpha-beta search");
  const columns = await page.$$eval("#board .label", (ls) => ls.map((l) => l.textContent).join(""));
  check(columns === "1234567", `the columns are numbered as moves name them: ${columns}`);

  // The forms of the front door are on the page with no page of their own: a sum of two
  // families is answered with its winning moves, the dice gamble by its explanation.
  await page.goto(`${url}?game=sum&position=${encodeURIComponent("nim 3 + wythoff 3 5")}`);
  await page.waitForFunction(() => /wins/.test(document.querySelector("#verdict").textContent));
  check(await page.$$eval("#moves li", (ms) => ms.length) > 0, "a sum's winning moves are listed");
  await page.goto(`${url}?game=dice&dice=2&payouts=1,5`);
  await page.waitForFunction(() => /expected return/.test(document.querySelector("#why").textContent));
  check((await page.textContent("#verdict")) === "", "the dice gamble has no verdict, only its odds");

  // A tie keeps its remoteness in the chart of the game so far: LOL's **** ties in 4.
  await page.goto(`${url}?game=lol&position=${encodeURIComponent("****")}`);
  await page.waitForSelector("#history circle.tie");
  const tie = await page.$$eval("#history text.remoteness", (ts) => ts.map((t) => t.textContent));
  check(tie.length === 1 && tie[0] === "4", `the tie's remoteness is written: ${tie}`);

  // The keyboard alone: Nim 3 4 5 is solved and won from the board.
  await page.goto(url);
  await page.waitForSelector("#game option", { state: "attached" });
  await page.keyboard.press("Tab");
  check(await page.evaluate(() => document.activeElement.textContent === "中文"), "Tab reaches the language switch first");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  check(await page.evaluate(() => document.activeElement.id === "game" && document.activeElement.value === "nim"),
    "then the game, and Nim is chosen");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  check(await page.evaluate(() => document.activeElement.id === "position"), "Tab reaches the position");
  await page.keyboard.press("Control+A");
  await page.keyboard.type("3 4 5");
  await page.keyboard.press("Enter");
  await page.waitForSelector("#board .piece");
  let tabs = 0;
  while (!(await page.evaluate(() => document.activeElement.matches("#board .piece[data-outcome=win]"))) && tabs < 60) {
    await page.keyboard.press("Tab");
    tabs += 1;
  }
  const counter = await page.evaluate(() => document.activeElement.getAttribute("aria-label"));
  check(counter === "heap 1, counter 2: take 2, leaving 1: win for the mover", `Tab reaches the winning counter: ${counter}`);
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector("#position").value === "1 4 5");
  await page.waitForFunction(() => /loses/.test(document.querySelector("#verdict").textContent));
  check(true, "Enter on the counter takes 2 from heap 1, and the player to move loses");
  await page.screenshot({ path: path.join(shots, "nim-board.png"), fullPage: true });

  // Boards played by clicking their pieces: the position after and the verdict.
  const boards = [
    { game: "lol", position: "L*****L", pick: [".piece[data-outcome=win]"], after: null, shot: "lol-board" },
    { game: "matches", position: "0111/-000/-000", pick: ["[aria-label^='row 1, column 1: place a vertical']"], after: "1111/-000/-000", shot: "matches-board" },
    { game: "coins", options: "mock", position: "THHTTH", pick: ["[aria-label^='coin 2:']", "[aria-label^='coin 3:']", "[aria-label^='coin 6:']", ".turn"], after: "TTTTTT", shot: "coins-board" },
    { game: "octal", options: "0.77", position: "3 4 5", pick: ["[aria-label='heap 3, counter 4']", ".turn"], after: "3 4 1 3", shot: "kayles-board" },
    { game: "grundy", position: "5 8", pick: ["[aria-label^='heap 2, counter 3:']"], after: "5 3 5", shot: "grundy-board" },
    { game: "corners", position: "TTT/THT/TTH", pick: ["[aria-label^='row 2, column 2:']", "[aria-label^='row 3, column 3:']", ".turn"], after: "TTT/TTH/THT", shot: "corners-board" },
  ];
  for (const b of boards) {
    await page.selectOption("#game", b.game);
    if (b.options !== undefined) await page.fill("#options", b.options);
    await page.fill("#position", b.position);
    await page.click("#solve");
    await page.waitForSelector("#board:not([hidden])");
    const before = await page.inputValue("#position");
    for (const selector of b.pick.slice(0, -1)) await page.click(`#board ${selector}`);
    await page.screenshot({ path: path.join(shots, `${b.shot}.png`), fullPage: true });
    await page.click(`#board ${b.pick[b.pick.length - 1]}`);
    await page.waitForFunction((p) => document.querySelector("#position").value !== p, before);
    const after = await page.inputValue("#position");
    check(b.after === null || after === b.after, `${b.game}: a click on the board plays the move (${b.position} -> ${after})`);
    await page.waitForFunction(() => /The player to move/.test(document.querySelector("#verdict").textContent));
  }

  // A heap of 100001 counters: too many moves to list each with its value, so the winning
  // one is listed, and the explanation says how many moves there are.
  await page.goto(`${url}?game=nim&position=100001`);
  await shows(page, "100001", /^The player to move wins/);
  const only = await page.$$eval("#moves li", (ls) => ls.map((l) => l.textContent));
  const why = await page.textContent("#why");
  check(only.length === 1 && only[0].startsWith("take 100001") && why.includes("this position has 100001 moves"),
    `nim 100001: the winning move, and how many moves there are: ${only}`);

  // Connect Four 7×6 from the start: the page says it is working meanwhile, then refuses in
  // one line when the request's time is up, and draws the board with its drops unvalued, to
  // play on from by a click.
  const early = watch(await browser.newPage({ viewport: { width: 1280, height: 900 } }), { refusals: true });
  await early.goto(`${url}?game=connect4&position=`);
  await early.waitForFunction(() => document.querySelector("#verdict.busy"));
  check(await early.textContent("#verdict") === "Working it out…", "a long answer shows the page at work");
  await early.waitForSelector("#verdict.error", { timeout: 60000 });
  const refusal = await early.textContent("#verdict");
  const drops = await early.$$("#board .square");
  // Refused by the search's cap or by the request's time, whichever comes first.
  const outOfTime = /what the request's time allows|the time this request may run|takes longer than/;
  check(outOfTime.test(refusal) && drops.length === 7, `refused, with the board's 7 drops to play on: ${refusal}`);
  await drops[3].click();
  await early.waitForFunction(() => /x/.test(document.querySelector("#position").value), null, { timeout: 60000 });
  check(true, `a drop played on the unvalued board: ${await early.inputValue("#position")}`);

  await early.close();

  // A request nobody waits for any more stops: two long solves (Connect Four 7×6 with one
  // stone, in columns not asked about above: two addresses, since the browser sends one
  // address once at a time) each
  // left for another game at once free the server's two slots, so a third request is
  // answered at once, not after them (the page's own: nim's example, chosen after each).
  // (A fresh page: closing the last one called off what it still waited for.)
  const leaving = watch(await browser.newPage({ viewport: { width: 1280, height: 900 } }), { refusals: true });
  await leaving.goto(`${url}?game=nim&position=3`);
  await shows(leaving, "3", /^The player to move wins/);
  let waited = 0;
  for (const position of ["2", "6"]) {
    await leaving.selectOption("#game", "connect4");
    await leaving.waitForFunction(() => view && view.game === "connect4" && document.querySelector("main").getAttribute("aria-busy") !== "true");
    await leaving.fill("#options", "");
    await leaving.fill("#position", position);
    await leaving.click("#solve");
    await leaving.waitForFunction(() => document.querySelector("#verdict.busy"));
    const started = Date.now();
    await leaving.selectOption("#game", "nim");
    await leaving.waitForFunction(() => view && view.game === "nim" && document.querySelector("main").getAttribute("aria-busy") !== "true");
    waited = Math.max(waited, Date.now() - started);
  }
  check(waited < 3000, `the two solves left behind stopped: the next was answered in ${waited} ms`);
  await leaving.close();

  // A phone's width: the page still fits, and a row of 12 LOL cells fits it too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${url}?game=lol&position=${encodeURIComponent("L***********")}`);
  await shows(page, "L***********", /^The player to move/);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  check(wide <= 400, `nothing sticks out at a phone's width (${wide} px)`);
  const row = await page.$eval("#board .cells", (c) => [c.scrollWidth, c.clientWidth]);
  check(row[0] <= row[1] || await page.isVisible("#board .scrolls"), `the 12 cells fit, or the board says it scrolls (${row})`);
  await page.screenshot({ path: path.join(shots, "phone.png"), fullPage: true });
});
