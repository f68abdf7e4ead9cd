// End-to-end test of partizan games in `boyi serve`, in a real headless browser: explore a
// Domineering board (its value, and both players' moves), win one as Left with the winning
// domino, lose a 3×3 board to Boyi moving first as Left (±1: whoever starts wins), and
// explore 7×7 and win 4×4 by the outcome search, and play Toads and Frogs from the served
// rule file. Screenshots go to target/e2e/.
// Run by .ci/run: node crates/boyi-cli/e2e/partizan.cjs BOYI_BINARY
"use strict";
const path = require("path");
const { check, run, shots } = require("./browser.cjs");

run(async ({ browser, url, watch }) => {
  const page = watch(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
  await page.goto(url);
  await page.waitForSelector("#game option", { state: "attached" });
  const names = await page.$$eval("#game option", (os) => os.map((o) => o.value));
  for (const game of ["domineering", "clobber", "hackenbush", "toads", "rules:toads-values"]) {
    check(names.includes(game), `${game} is listed`);
  }

  // Exploring 2×3: {2|-1/2}, Left's and Right's moves with the values they leave.
  await page.selectOption("#game", "domineering");
  await page.fill("#position", "...|...");
  await page.click("#solve");
  // (Choosing the game solved its example first: wait for this position's answer.)
  await page.waitForFunction(() => view && view.position === "...|..." && document.querySelector("main").getAttribute("aria-busy") !== "true");
  const verdict = await page.textContent("#verdict");
  check(verdict === "Value {2|-1/2}: whoever starts wins (N).", `the value is shown: ${verdict}`);
  const moves = await page.$$eval("#moves li", (ls) => ls.map((l) => [l.textContent, l.className]));
  check(moves.some(([t, c]) => t === "Left b1-b2: leaves 2 (win for the mover)" && c === "win"), "Left's winning domino");
  check(moves.some(([t, c]) => t.startsWith("Right a1-b1: leaves -1/2") && c === "win"), "Right's winning domino");
  check(moves.length === 7, `every move of both players (${moves.length})`);
  check(await page.isHidden("#so-far"), "no chart of outcomes for a partizan game");
  // Its thermograph: both walls, and the mast at the mean 3/4.
  check(await page.isVisible("#heat"), "the thermograph is shown");
  check(await page.$$eval("#thermograph polyline.wall", (ws) => ws.length) === 2, "two walls");
  const mast = await page.$eval("#thermograph .mast title", (t) => t.textContent);
  check(mast === "mast at the mean 3/4", `the mast: ${mast}`);
  // The board labels its columns and rows as the moves name them (b1-b2).
  const labels = await page.$$eval("#board .label", (ls) => ls.map((l) => l.textContent).join(""));
  check(labels === "abc12", `the board's labels: ${labels}`);
  check(await page.$$eval("#board [aria-label^='b1']", (cs) => cs.length) === 1, "cell b1 says its name");
  await page.screenshot({ path: path.join(shots, "domineering-explore.png"), fullPage: true });

  // Playing Left first: the winning domino leaves Right no move.
  await page.selectOption("#mode", "first");
  // The explored moves stay until the new solve replaces them: wait for them to go.
  const explored = await page.$("#moves li");
  await page.click("#solve");
  await page.waitForFunction((li) => !li.isConnected, explored);
  await page.waitForFunction(() => document.querySelector("main").getAttribute("aria-busy") !== "true"
    && document.querySelectorAll("#moves li").length > 0);
  const mine = await page.$$eval("#moves li", (ls) => ls.map((l) => l.textContent));
  check(mine.length === 3 && mine.every((t) => t.startsWith("Left ")), `only your (Left's) moves: ${mine}`);
  await page.click("#moves li.win");
  await page.waitForFunction(() => /you won/.test(document.querySelector("#verdict").textContent));
  check(await page.inputValue("#position") === ".#.|.#.", "the domino is placed");

  // Boyi first on 3×3, as Left: it wins whatever you (Right) play.
  await page.fill("#position", "3x3");
  await page.selectOption("#mode", "second");
  // The last game's verdict stays until the new one is solved: wait for it to go.
  const stale = await page.textContent("#verdict");
  await page.click("#solve");
  await page.waitForFunction((s) => document.querySelector("#verdict").textContent !== s, stale);
  let turns = 0;
  while (turns < 10) {
    await page.waitForFunction(() => {
      if (document.querySelector("main").getAttribute("aria-busy") === "true") return false;
      const v = document.querySelector("#verdict").textContent;
      return /won/.test(v) || document.querySelectorAll("#moves li").length > 0;
    });
    if (/won/.test(await page.textContent("#verdict"))) break;
    const before = await page.inputValue("#position");
    await page.click("#moves li");
    await page.waitForFunction((p) => document.querySelector("#position").value !== p, before);
    turns += 1;
  }
  const end = await page.textContent("#verdict");
  check(/Boyi won/.test(end), `Boyi, first on a 3×3 board, wins (${turns} moves of yours): ${end}`);
  await page.screenshot({ path: path.join(shots, "domineering-play.png"), fullPage: true });

  // The outcome search (`--outcome` in the options): 7×7, too large to value here, is won
  // by whoever starts, and each player's moves say only whether they win.
  await page.selectOption("#mode", "explore");
  await page.fill("#options", "--outcome");
  await page.fill("#position", "7x7");
  const valued = await page.textContent("#verdict");
  await page.click("#solve");
  await page.waitForFunction((s) => document.querySelector("#verdict").textContent !== s && !document.querySelector("#verdict.busy"), valued);
  const searched = await page.textContent("#verdict");
  check(searched === "whoever starts wins (N), by the outcome search.", `who wins 7×7: ${searched}`);
  const judged = await page.$$eval("#moves li", (ls) => ls.map((l) => [l.textContent, l.className]));
  check(judged.length === 84, `every move of both players on 7×7 (${judged.length})`);
  const winning = judged.filter(([t, c]) => /^Left [a-g][1-7]-[a-g][1-7] \(win for the mover\)$/.test(t) && c === "win");
  check(winning.length > 0, `Left's winning first moves (${winning.length})`);
  check(await page.isHidden("#heat"), "no thermograph without a value");
  check(/Left first wins with/.test(await page.textContent("#why")), "the search's figures are shown");
  await page.screenshot({ path: path.join(shots, "domineering-outcome.png"), fullPage: true });

  // Playing Left first on 4×4 by the outcome search: a winning move each turn wins.
  await page.fill("#position", "4x4");
  await page.selectOption("#mode", "first");
  // 4×4 is won by whoever starts, as 7×7 was: wait for Left's 12 first moves alone.
  await page.click("#solve");
  await page.waitForFunction(() => document.querySelectorAll("#moves li").length === 12);
  for (let turn = 0; turn < 10; turn += 1) {
    await page.waitForFunction(() => {
      if (document.querySelector("main").getAttribute("aria-busy") === "true") return false;
      return /won/.test(document.querySelector("#verdict").textContent) || document.querySelector("#moves li.win");
    });
    if (/won/.test(await page.textContent("#verdict"))) break;
    const at = await page.inputValue("#position");
    await page.click("#moves li.win");
    await page.waitForFunction((p) => document.querySelector("#position").value !== p, at);
  }
  const won = await page.textContent("#verdict");
  check(/you won/.test(won), `winning moves of the outcome search win 4×4: ${won}`);
  await page.fill("#options", "");

  // A rule file with each player's moves is valued the same way.
  await page.selectOption("#game", "rules:toads-values");
  await page.selectOption("#mode", "explore");
  await page.fill("#position", "TT.F");
  await page.click("#solve");
  await page.waitForFunction(() => /^Value \{1\/2\|0\}/.test(document.querySelector("#verdict").textContent));
  check(true, "the rule file's position has its canonical value");

  // A board too large to value: the refusal says who wins can still be searched, and one
  // click asks for it (in Chinese too).
  const refusing = watch(await browser.newPage({ viewport: { width: 1280, height: 900 } }), { refusals: true });
  for (const [lang, hint, button] of [["en", /add `--outcome`$/, /^Who wins\?/], ["zh", /加上 `--outcome`$/, /^谁胜？/]]) {
    await refusing.goto(`${url}?game=domineering&position=6x6&lang=${lang}`);
    await refusing.waitForSelector("#verdict.error");
    const refused = await refusing.textContent("#verdict");
    const offered = await refusing.textContent("#moves li");
    check(hint.test(refused) && button.test(offered), `${lang}: 6×6 is refused with the outcome search offered: ${refused} / ${offered}`);
    await refusing.click("#moves li");
    await refusing.waitForFunction(() => /--outcome/.test(document.querySelector("#options").value)
      && document.querySelectorAll("#moves li.win").length > 0);
    check(true, `${lang}: one click decided who wins 6×6 by the outcome search`);
  }
});
