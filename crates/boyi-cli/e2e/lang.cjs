// End-to-end test of the explorer's two languages in headless chromium: a link with lang=zh
// shows the page in Chinese (the words of the page, the rules, the explanation of the
// server, the board and the charts); the switch turns the same position to English in place,
// with lang=en in the address, and Back and Forward walk the game in the language chosen;
// without lang, the browser's language decides; a bad link is said in the page's language,
// and the switch mends it. A screenshot of the Chinese page goes to target/e2e/.
// Run by .ci/run: node crates/boyi-cli/e2e/lang.cjs BOYI_BINARY
"use strict";
const path = require("path");
const { check, run, shots, shows } = require("./browser.cjs");

/// Nim 14 21 39, in Chinese: the nim-sum is 60, so the player to move wins.
const NIM = "?game=nim&position=14+21+39&lang=zh";

/// The text of every element `selector` finds.
const texts = (page, selector) => page.$$eval(selector, (ns) => ns.map((n) => n.textContent));

run(async ({ browser, url, watch }) => {
  const page = watch(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
  const asked = [];
  page.on("request", (r) => { if (r.url().includes("/api/")) asked.push(r.url()); });

  // The Chinese link: every word of the page in Chinese.
  await page.goto(url + NIM);
  let said = await shows(page, "14 21 39", /^先手必胜（剩余步数 \d+）。$/);
  check(true, `the verdict is Chinese: ${said}`);
  check(await page.getAttribute("html", "lang") === "zh-CN", "the page says it is in Chinese (lang=zh-CN)");
  check(await page.title() === "Boyi 博弈 — 探索一个游戏", `the title: ${await page.title()}`);
  check(await page.textContent("h1") === "Boyi 博弈 — 谁必胜，该走哪一步", "the heading");
  check(await page.textContent("#solve") === "求解" && await page.textContent("#undo") === "悔棋"
    && await page.textContent("#copy") === "复制链接", "the buttons");
  const headings = await texts(page, "h2");
  check(headings.includes("对局过程") && headings.includes("温度图（thermograph）"), `the headings: ${headings}`);
  const labels = await texts(page, "label > span");
  check(labels.join(" ") === "游戏 选项 局面 玩法", `the labels: ${labels}`);
  check(await page.getAttribute("#position", "placeholder") === "例如 14 21 39", "the placeholder is the example");
  check(await page.getAttribute("#position", "aria-label") === "局面", "the aria-labels");
  const modes = await texts(page, "#mode option");
  check(modes[0] === "探索：点击任意一步" && modes[1] === "与 Boyi 对弈，你先走", `the play modes: ${modes}`);
  check(await page.getAttribute("#languages button[data-lang=zh]", "aria-pressed") === "true", "the switch shows 中文");
  const why = await page.textContent("#why");
  check(why.includes("Nim 和") && !why.includes("nim-sum"), `the explanation is Chinese: ${why.split("\n")[0]}`);
  check(/[\u4e00-\u9fff]/.test(await page.textContent("#rules")), "the rules are Chinese");
  const moves = await texts(page, "#moves li");
  check(moves.length > 0 && /：走此步者必[胜败]，剩余步数 \d+$/.test(moves[0]), `the moves: ${moves[0]}`);
  const counter = await page.getAttribute("#board .piece", "aria-label");
  check(/^第 1 堆，第 1 枚：取 14 枚，留下 0 枚：走此步者必/.test(counter), `the board: ${counter}`);
  const legend = await texts(page, "#history text");
  check(["先手必胜", "先手必败", "剩余步数", "开局"].every((t) => legend.includes(t)), `the chart: ${legend.join(" | ")}`);
  check(asked.filter((a) => a.includes("/api/")).every((a) => a.includes("lang=zh")), "every API request is in Chinese");
  await page.screenshot({ path: path.join(shots, "lang-zh.png"), fullPage: true });

  // A move: the Chinese verdict of the position after it.
  const entries = await page.evaluate(() => history.length);
  await page.click("#moves li");
  await page.waitForFunction(() => document.querySelector("#position").value !== "14 21 39");
  const after = await page.inputValue("#position");
  said = await shows(page, after, /^先手必败/);
  check(page.url().includes("lang=zh"), `a move keeps the language: ${after}: ${said}`);

  // The switch: the same position, in English, the explanation too; the address says lang=en.
  asked.length = 0;
  await page.click("#languages button[data-lang=en]");
  said = await shows(page, after, /^The player to move loses/);
  check(true, `English in place: ${said}`);
  check(page.url().endsWith("&lang=en") && page.url().includes(`position=${after.replace(/ /g, "+")}`),
    `the address says lang=en: ${page.url()}`);
  check(await page.evaluate(() => history.length) === entries + 1, "the switch is no new history entry");
  check((await page.textContent("#why")).includes("nim-sum"), "the explanation is English");
  check(await page.getAttribute("html", "lang") === "en" && await page.title() === "Boyi 博弈 — explore a game",
    "the page says it is in English");
  check(await page.textContent("#solve") === "Solve" && (await texts(page, "h2")).includes("The game so far"),
    "the buttons and headings are English");
  check(await page.getAttribute("#languages button[data-lang=en]", "aria-pressed") === "true", "the switch shows English");
  check(asked.some((a) => a.includes("/api/solve") && a.endsWith("&lang=en")), "the position is solved again in English");
  check(!/[\u4e00-\u9fff]/.test(await page.textContent("#rules")), "the rules are English");
  check(await page.$$eval("#history circle:not(.legend)", (cs) => cs.length) === 2, "the game so far is kept");

  // Back and Forward: the game walks on in English.
  await page.goBack();
  said = await shows(page, "14 21 39", /^The player to move wins \(\d+ moves to the end\)\.$/);
  check(page.url() === `${url}?game=nim&position=14+21+39&lang=en`, `Back: the position before, in English: ${said}`);
  check((await page.textContent("#why")).includes("nim-sum"), "Back: the explanation is English");
  await page.goForward();
  said = await shows(page, after, /^The player to move loses/);
  check(page.url().endsWith("&lang=en"), `Forward: ${after} in English: ${said}`);

  // And back to Chinese.
  await page.click("#languages button[data-lang=zh]");
  said = await shows(page, after, /^先手必败/);
  check(page.url().endsWith("&lang=zh") && (await page.textContent("#why")).includes("Nim 和"), `中文 again: ${said}`);
  await page.close();

  // No lang in the link: the browser's language.
  const chinese = watch(await browser.newPage({ locale: "zh-CN" }), { refusals: true });
  await chinese.goto(`${url}?game=nim&position=3+4`);
  said = await shows(chinese, "3 4", /^先手必胜/);
  check(chinese.url() === `${url}?game=nim&position=3+4`, `a Chinese browser reads Chinese, the link as it was: ${said}`);
  // A bad link is said in the page's language; the switch mends its lang.
  await chinese.goto(`${url}?game=nim&position=3&lang=fr`);
  await chinese.waitForFunction(() => /^lang 为 "fr"；/.test(document.querySelector("#verdict").textContent));
  said = await chinese.textContent("#verdict");
  check(said === "lang 为 \"fr\"；链接的语言只能是 en 或 zh", `a bad link, in Chinese: ${said}`);
  await chinese.click("#languages button[data-lang=en]");
  said = await shows(chinese, "3", /^The player to move wins/);
  check(chinese.url() === `${url}?game=nim&position=3&lang=en`, `the switch mends the link: ${said}`);
  await chinese.close();
});
