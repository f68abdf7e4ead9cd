// End-to-end test of the explorer's links in headless chromium: a link opens its position
// solved, with its options and language; moves played are history entries that Back and
// Forward walk (and against Boyi, one entry a turn); the copy-link button yields a link that
// shows the same in a new page; hostile links show one error line and inject nothing; the
// charts have numbered axes, a legend and the moves' names. Screenshots go to target/e2e/.
// Run by .ci/run: node crates/boyi-cli/e2e/links.cjs BOYI_BINARY
"use strict";
const path = require("path");
const { check, run, shots, shows } = require("./browser.cjs");

/// Misère subtraction of 1, 3, 7 or 8, from 10, in Chinese.
const SUBTRACTION = "?game=subtraction&moves=1,3,7,8&misere=1&position=10&lang=zh";

/// Opens `link` in a new page, watched for errors (but for refused requests if `refusals`).
async function opened(browser, watch, link, refusals = false) {
  const page = watch(await browser.newPage({ viewport: { width: 1280, height: 900 } }), { refusals });
  await page.goto(link);
  return page;
}

run(async ({ browser, url, watch }) => {
  // A link: the game picked, the options filled, the position solved, lang passed on.
  const page = await opened(browser, watch, "about:blank");
  const asked = [];
  page.on("request", (r) => { if (r.url().includes("/api/solve")) asked.push(r.url()); });
  await page.goto(url + SUBTRACTION);
  let said = await shows(page, "10", /^先手必胜（剩余步数 4）/);
  check(true, `the link opens subtraction 10 solved: ${said}`);
  check(await page.inputValue("#game") === "subtraction", "the link picks the game");
  check(await page.inputValue("#options") === "--moves 1,3,7,8 --misere", "the link fills the options");
  check(asked.length === 1 && asked[0].endsWith("&lang=zh"), `the solve is asked in the link's language: ${asked[0]}`);
  check(page.url() === url + SUBTRACTION, `the address stays the link: ${page.url()}`);

  // Two moves, then Back, Back, Forward.
  const entries = await page.evaluate(() => history.length);
  await page.click("#moves li");
  said = await shows(page, "3", /^先手必败（剩余步数 3）/);
  check(page.url().includes("position=3&"), `a move changes the address: ${page.url()}`);
  await page.click("#moves li");
  said = await shows(page, "2", /^先手必胜（剩余步数 2）/);
  check(await page.evaluate(() => history.length) === entries + 2, "each move is a history entry");
  const labels = await page.$$eval("#history .move-label", (ts) => ts.map((t) => t.textContent));
  check(labels.length === 2 && labels[0].startsWith("取 7 个"), `the history chart names the moves: ${labels}`);
  await page.screenshot({ path: path.join(shots, "link-two-moves.png"), fullPage: true });
  await page.reload();
  await shows(page, "2", /^先手必胜（剩余步数 2）/);
  check(await page.$$eval("#history circle:not(.legend)", (cs) => cs.length) === 3, "a reload keeps the game so far");
  await page.goBack();
  said = await shows(page, "3", /^先手必败（剩余步数 3）/);
  check(true, `Back: subtraction 3 again: ${said}`);
  check(await page.$$eval("#history circle:not(.legend)", (cs) => cs.length) === 2, "Back takes the move off the chart");
  await page.goBack();
  said = await shows(page, "10", /^先手必胜（剩余步数 4）/);
  check(page.url() === url + SUBTRACTION, `Back again: subtraction 10, at the link opened: ${said}`);
  check(await page.isDisabled("#undo"), "no move to undo at the link opened");
  await page.goForward();
  said = await shows(page, "3", /^先手必败（剩余步数 3）/);
  check(true, `Forward: subtraction 3: ${said}`);
  check(asked.every((a) => a.endsWith("&lang=zh")), "every solve is asked in the link's language");

  // Copy link: the clipboard holds the address, which shows the same in a new page.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: url });
  await page.click("#copy");
  await page.waitForFunction(() => document.querySelector("#copied").textContent === "已复制");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  check(copied === page.url() && copied === await page.inputValue("#link"), `copy link copies the address: ${copied}`);
  const copy = await opened(browser, watch, copied);
  const again = await shows(copy, "3", /^先手必败（剩余步数 3）/);
  check(await copy.inputValue("#options") === "--moves 1,3,7,8 --misere", `the copied link shows the same: ${again}`);
  await copy.close();

  // Against Boyi, your move and its answer are one entry: Undo (and Back) take back both.
  await page.goto(`${url}?game=rules:qiuqiu&position=10`);
  await shows(page, "10", /^The player to move/);
  await page.selectOption("#mode", "first");
  const before = await page.evaluate(() => history.length);
  await page.click("#moves li");
  await page.waitForFunction(() => document.querySelectorAll("#history circle:not(.legend)").length === 3);
  check(await page.evaluate(() => history.length) === before + 1, "your move and Boyi's answer are one history entry");
  await page.click("#undo");
  await shows(page, "10", /^The player to move/);
  check(page.url() === `${url}?game=rules:qiuqiu&position=10`, "Undo takes back both");

  // Every game's example makes a link that reads back as itself.
  const trips = await page.evaluate(() => games.filter((g) => g.example).map((g) => {
    const shown = { game: g.game, ...example(g), solved: true };
    const back = readLink(linkOf(g, shown).slice(1), games);
    return back.options === shown.options && back.position === shown.position ? "" : g.game;
  }));
  check(trips.length > 0 && trips.every((t) => t === ""), `every example's link reads back as itself ${trips}`);

  // The link of the issue: a LOL row, on its board.
  await page.goto(`${url}?game=lol&position=L**L***L&lang=zh`);
  said = await shows(page, "L**L***L", /^先手必胜/);
  const cells = await page.$$eval("#board .cell", (cs) => cs.length);
  check(cells === 8 && page.url() === `${url}?game=lol&position=L**L***L&lang=zh`, `a LOL link shows its board: ${said}`);

  // A link with the game alone shows its example solved, as choosing it does; the alias
  // names it too.
  await page.goto(`${url}?game=${encodeURIComponent("高僧斗法")}`);
  said = await shows(page, "1 5 8 10", /^The player to move wins/);
  check(page.url() === `${url}?game=staircase&position=1+5+8+10`, `a game alone is its example, solved: ${page.url()}`);

  // The charts: numbered axes, a legend, the period and the moves.
  await page.goto(`${url}?game=octal&code=0.77&position=3+4+5`);
  await shows(page, "3 4 5", /^The player to move wins/);
  await page.waitForFunction(() => document.querySelectorAll("#sequence circle").length > 100);
  const ticks = await page.$$eval("#sequence text", (ts) => ts.map((t) => t.textContent));
  check(["0", "60", "120", "8", "heap size", "nimber", "nimber of the heap", "one period"].every((t) => ticks.includes(t)),
    `the values chart has numbered axes and a legend: ${ticks.join(" ")}`);
  for (let i = 0; i < 3; i++) {
    const n = await page.$$eval("#history circle:not(.legend)", (cs) => cs.length);
    await page.click("#moves li");
    await page.waitForFunction((k) => document.querySelectorAll("#history circle:not(.legend)").length > k, n);
  }
  const axis = await page.$$eval("#history text", (ts) => ts.map((t) => t.textContent));
  check(["start", "1", "2", "3", "remoteness", "player to move wins", "loses"].every((t) => axis.includes(t)),
    `the history chart has numbered axes, moves and a legend: ${axis.join(" | ")}`);
  await page.screenshot({ path: path.join(shots, "charts.png"), fullPage: true });

  // Hostile links: one error line each, nothing injected, and the page still works.
  const hostile = [
    ["?game=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&position=1", /"<img src=x onerror=alert\(1\)>" is not a game/],
    ["?game=nim&position=%3Cscript%3Ealert(1)%3C/script%3E", /a heap size must be a whole number/],
    ["?game=nim&position=1%00%1b", /holds a control character/],
    ["?game=nim%0a&position=1", /holds a control character/],
    [`?game=nim&position=${"9".repeat(20000)}`, /at most 8192 are read/],
    [`?game=nim&position=${"9+".repeat(3000)}`, /the request is \d+ bytes long; at most 8192 are read/],
    ["?game=nim&position=3&lang=fr", /lang is "fr"; a link's language is en or zh/],
    ["?game=subtraction&moves=1,3&misere=yes&position=10", /misere is a flag/],
    ["?game=nim&%3Cb%3E=1&position=3", /"<b>" is not an option of nim/],
    ["?game=nim&rules=/etc/passwd&position=3", /nim has no option --rules/],
    ["?game=bash&max=3%20--memory%201&position=3", /has a space in its value/],
    ["?game=nim&position=3+4&position=%3Ci%3E", /^The player to move/],
  ];
  for (const [link, error] of hostile) {
    const bad = await opened(browser, watch, url + link, true);
    await bad.waitForFunction((e) => new RegExp(e).test(document.querySelector("#verdict").textContent), error.source);
    const line = await bad.textContent("#verdict");
    const injected = await bad.$$eval("img, iframe, object, embed, b, i, main script, #verdict *", (es) => es.length);
    // Only the page's own scripts, each loaded from this server by its src.
    const foreign = await bad.$$eval("script", (ss) => ss.filter((s) => !/^\/[a-z]+\.js$/.test(s.getAttribute("src") || "")).length);
    check(injected === 0 && foreign === 0 && !line.includes("\n"), `${link.slice(0, 60)}: ${line.slice(0, 100)}`);
    if (link === hostile[0][0]) {
      await bad.screenshot({ path: path.join(shots, "link-hostile.png"), fullPage: true });
      await bad.fill("#position", "3 4 5");
      await bad.click("#solve");
      await shows(bad, "3 4 5", /^The player to move wins/);
      check(bad.url() === `${url}?game=nim&position=3+4+5`, "after a bad link the page still solves, and links");
    }
    await bad.close();
  }
});
