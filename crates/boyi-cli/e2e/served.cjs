// End-to-end test of the rule files and game graphs `boyi serve --rules DIR` serves, in a
// real headless browser, in English and in Chinese: each, chosen from the list, opens with
// its example solved (a verdict, its moves) and a placeholder from that example; its values
// are charted only where its positions are single numbers; a position it cannot read is
// refused in one line; and no word the page shows names a file of the server. A position a
// served solve database holds is answered from it, and the verdict says so.
// Run by .ci/run: node crates/boyi-cli/e2e/served.cjs BOYI_BINARY
"use strict";
const fs = require("fs");
const os = require("os");
const path = require("path");
const { spawnSync } = require("child_process");
const { binary, check, run, shots, top } = require("./browser.cjs");

/// A folder of solve databases to serve: LOL rows of 6 cells.
const databases = fs.mkdtempSync(path.join(os.tmpdir(), "boyi-served-"));
const built = spawnSync(binary, ["db", "build", "lol", "******", "-o", path.join(databases, "lol6.boyi")], { cwd: top });
if (built.status !== 0) throw new Error(`boyi db build failed: ${built.stderr}`);
process.on("exit", () => fs.rmSync(databases, { recursive: true, force: true }));

/// What would give away where the server keeps its files.
const PATHS = /examples\/|\.rhai\b|\.graph\b|\/work\/|\/home\/|\/tmp\//;

/// The words the page shows a person, with its fields' placeholders.
const shown = (page) => page.evaluate(() => [document.body.innerText,
  ...[...document.querySelectorAll("[placeholder]")].map((f) => f.placeholder)].join("\n"));

/// Waits until the page has answered.
const answered = (page) => page.waitForFunction(() => document.querySelector("main").getAttribute("aria-busy") !== "true"
  && document.querySelector("#verdict").textContent !== "");

run(async ({ browser, url, watch }) => {
  const games = (await (await fetch(new URL("/api/games", url))).json()).games;
  const served = games.filter((g) => /^(rules|graph):/.test(g.game));
  check(served.length >= 15, `${served.length} rule files and graphs served`);
  for (const lang of ["en", "zh"]) {
    const page = watch(await browser.newPage({ viewport: { width: 1280, height: 900 } }), { refusals: true });
    await page.goto(`${url}?lang=${lang}`);
    await page.waitForFunction(() => view && document.querySelectorAll("#game option").length > 0);
    for (const game of served) {
      check(game.example, `${game.game} has an example`);
      await page.selectOption("#game", game.game);
      await page.waitForFunction((g) => view && view.game === g, game.game);
      await answered(page);
      const verdict = await page.textContent("#verdict");
      const position = game.example.split(" ").slice(1).join(" ");
      const placeholder = await page.getAttribute("#position", "placeholder");
      check(await page.inputValue("#position") === position && placeholder.includes(position) && !(await page.$("#verdict.error")),
        `${lang} ${game.game}: opens with ${position} solved: ${verdict}`);
      check((await page.$$("#moves li")).length > 0 || !(await page.isHidden("#why")), `${lang} ${game.game}: its moves or why`);
      // The values chart is for positions that are single numbers: no error over it.
      await page.waitForFunction(() => !document.querySelector("#values").hidden ? document.querySelector("#sequence").childElementCount > 0
        || document.querySelector("#period").textContent !== "" : true);
      const period = await page.textContent("#period");
      check(!/error|错误|declares|table lists/.test(period), `${lang} ${game.game}: no error under its chart (${period})`);
      const words = await shown(page);
      check(!PATHS.test(words), `${lang} ${game.game}: no file of the server named`);
    }
    // A position the file cannot read: refused in one line.
    await page.goto(`${url}?game=rules:nim&position=x&lang=${lang}`);
    await answered(page);
    const refusal = await page.textContent("#verdict.error");
    check(refusal.length > 0 && !refusal.includes("\n") && !PATHS.test(refusal), `${lang}: refused in one line: ${refusal}`);
    await page.screenshot({ path: path.join(shots, `served-${lang}.png`) });
    await page.close();
  }

  // A position of the database: the verdict says where it came from, in both languages.
  for (const [lang, said] of [["en", /Read from a solve database\.$/], ["zh", /（读自求解数据库）$/]]) {
    const page = watch(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
    await page.goto(`${url}?game=lol&position=${encodeURIComponent("L*****")}&lang=${lang}`);
    await answered(page);
    const verdict = await page.textContent("#verdict");
    check(said.test(verdict), `${lang}: an answer from a database says so: ${verdict}`);
    await page.close();
  }
}, ["--db", databases]);
