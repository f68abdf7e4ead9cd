// What the browser tests share: the boyi binary, a server of it on a free port, Debian's
// chromium driven by playwright-core, the folder of screenshots and the checks' report.
"use strict";
const { chromium } = require("playwright-core");
const { spawn } = require("child_process");
const fs = require("fs");
const path = require("path");

/// The repository's top folder; the server runs there.
const top = path.resolve(__dirname, "../../..");
/// Where screenshots are left.
const shots = path.join(top, "target/e2e");

/// Says `what` passed, or stops the test with it.
function check(condition, what) {
  if (!condition) throw new Error(`failed: ${what}`);
  console.log(`ok: ${what}`);
}

/// The boyi binary: the script's first argument.
const binary = process.argv[2] || path.join(top, "target/debug/boyi");

/// Starts `boyi serve` on a free port, with the example rule files and `more` arguments;
/// resolves with the process and its address.
function serve(more) {
  return new Promise((resolve, reject) => {
    const server = spawn(binary, ["serve", "--port", "0", "--rules", "examples/rules", ...more], { cwd: top });
    server.stderr.on("data", (data) => {
      const found = /http:\/\/[0-9.:]+\//.exec(data.toString());
      if (found) resolve({ server, url: found[0] });
    });
    server.on("exit", (code) => reject(new Error(`boyi serve ended with ${code}`)));
  });
}

/// Runs `test({ browser, url, watch })` against a fresh server (started with `serving`
/// arguments more) in headless chromium, then
/// checks that no page watched with `watch(page)` logged an error or opened a dialog, and
/// ends the process with 1 on any failure. `watch(page, { refusals: true })` lets the page's
/// requests be refused (4xx), which the browser logs as errors, for pages sent hostile links.
async function run(test, serving = []) {
  fs.mkdirSync(shots, { recursive: true });
  const { server, url } = await serve(serving);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    // English unless a test asks a page for another locale, whatever the machine's LANG.
    args: ["--headless", "--lang=en-US", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const problems = [];
  const watch = (page, { refusals = false } = {}) => {
    const refused = (text) => refusals && /^Failed to load resource: the server responded with a status of 4\d\d/.test(text);
    page.on("console", (m) => { if (m.type() === "error" && !refused(m.text())) problems.push(m.text()); });
    page.on("pageerror", (e) => problems.push(String(e)));
    page.on("dialog", (d) => { problems.push(`a dialog: ${d.message()}`); d.dismiss(); });
    return page;
  };
  try {
    await test({ browser, url, watch });
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
  } catch (e) {
    console.error(e);
    process.exitCode = 1;
  } finally {
    await browser.close();
    server.kill();
  }
}

/// Waits until `page` shows `position` solved, with a verdict that matches `verdict`.
async function shows(page, position, verdict) {
  await page.waitForFunction(
    ([p, v]) => document.querySelector("#position").value === p
      && document.querySelector("main").getAttribute("aria-busy") !== "true"
      && new RegExp(v).test(document.querySelector("#verdict").textContent),
    [position, verdict.source],
  );
  return page.textContent("#verdict");
}

/// The link of `game`'s example (a game of /api/games) on the server at `url`: its options
/// as a link writes them (`&max=3`, a flag `=1`, a positional one such as an octal code
/// `&code=0.77`), then the position, then `extra` parameters (`{ lang: "zh" }`).
function exampleLink(game, url, extra = {}) {
  const [name, ...words] = game.example.split(" ");
  const params = new URLSearchParams({ game: name });
  const positional = game.options.filter((o) => !o.option.startsWith("-"));
  const position = [];
  while (words.length > 0) {
    const word = words.shift();
    const option = game.options.find((o) => o.option === word);
    if (option) params.append(option.option.slice(2), option.value == null ? "1" : words.shift());
    else if (positional.length > 0) params.append(positional.shift().option.toLowerCase(), word);
    else position.push(word);
  }
  params.append("position", position.join(" "));
  for (const [k, v] of Object.entries(extra)) params.append(k, v);
  return `${new URL("/", url)}?${params}`;
}

module.exports = { binary, check, exampleLink, run, shots, shows, top };
