// End-to-end test of whole games in `boyi serve`, in a real headless browser, in English and
// in Chinese: every family's example is drawn, then played against Boyi by clicks to the end
// of the game (a piece of the board where one plays a move, else the first move of the
// list), and the page says who won. A Hackenbush stalk is cut to the ground and a Chomp bar
// eaten to the poison by clicks on the board alone. Screenshots of each ending go to
// target/e2e/. Run by .ci/run: node crates/boyi-cli/e2e/endings.cjs BOYI_BINARY
"use strict";
const path = require("path");
const { check, exampleLink, run, shots } = require("./browser.cjs");

/// The longest game played, in moves of yours.
const LONGEST = 150;

/// What the page says once a game is over, in each language.
const OVER = {
  en: /^The game is over: (you won|Boyi won|a tie)\.$|You have no move: Boyi won\.$|Boyi has no move: you won\.$/,
  zh: /^棋局结束：(你赢了|博弈赢了|平局)。$|你无路可走：博弈赢了。$|博弈无路可走：你赢了。$/,
};

/// Waits until the page has answered and it is your turn (you are the first player, Left),
/// or the game is over (no move is listed); resolves with the position shown.
async function yourTurn(page, before) {
  await page.waitForFunction((b) => document.querySelector("main").getAttribute("aria-busy") !== "true"
    && view && view.position !== b && document.querySelector("#verdict").textContent !== ""
    && (view.toMove === "left" || document.querySelectorAll("#moves li").length === 0), before);
  return page.evaluate(() => view.position);
}

/// Plays one move of yours by a click: on the last piece of the board that plays one (the
/// top edge of a stalk, the last square of a bar: the games go on longest), and on the move
/// the board then offers where a piece belongs to several; else on the first move of the
/// list. Resolves with where the click was.
async function playOne(page) {
  const pieces = await page.$$("#board button.piece[data-outcome]:not([disabled]), #board [role=button][tabindex][data-outcome]");
  const piece = pieces[pieces.length - 1];
  if (piece) {
    // A drawn piece (an edge of a picture) may have its centre under another one where
    // edges cross, so the click goes to the piece itself.
    const drawn = await piece.evaluate((p) => p instanceof SVGElement);
    await (drawn ? piece.dispatchEvent("click") : piece.click());
    const offered = await page.$("#board .offer button:not([disabled])");
    if (offered) await offered.click();
    return "board";
  }
  await page.click("#moves li");
  return "list";
}

run(async ({ browser, url, watch }) => {
  const games = (await (await fetch(new URL("/api/games", url))).json()).games;
  const families = games.filter((g) => g.family && g.surfaces.includes("web"));
  check(families.length >= 20, `${families.length} families to play`);
  for (const lang of ["en", "zh"]) {
    const page = watch(await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: lang === "zh" ? "zh-CN" : "en-US" }));
    for (const game of families) {
      const name = game.game;
      await page.goto(exampleLink(game, url, { lang }));
      await page.waitForFunction(() => document.querySelector("main").getAttribute("aria-busy") !== "true"
        && document.querySelectorAll("#moves li").length > 0);
      check(!(await page.isHidden("#board")), `${lang} ${name}: its example is drawn`);
      // Play it as the first player: Solve starts the game.
      await page.selectOption("#mode", "first");
      await page.click("#solve");
      let position = await yourTurn(page, null);
      const clicks = { board: 0, list: 0 };
      for (let moves = 0; moves < LONGEST; moves++) {
        if ((await page.$$("#moves li")).length === 0) break;
        clicks[await playOne(page)] += 1;
        position = await yourTurn(page, position);
      }
      const said = await page.textContent("#verdict");
      check(OVER[lang].test(said), `${lang} ${name}: played to the end (${clicks.board} moves on the board, ${clicks.list} from the list): ${said}`);
      if (name === "hackenbush" || name === "chomp") {
        check(clicks.list === 0 && clicks.board > 0, `${lang} ${name}: every move made on the board`);
      }
      await page.screenshot({ path: path.join(shots, `end-${lang}-${name}.png`) });
    }
    await page.close();
  }
});
