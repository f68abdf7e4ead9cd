// Links: the explorer's address holds what it shows, so every position has a link.
//
//   /?game=subtraction&moves=1,3,7,8&misere=1&position=10&lang=zh
//
// `game` is a family of /api/games (its name, as in the list) and `position` the position as
// /api/solve takes them; every other parameter is one of the game's options, named without
// its dashes and in small letters (`moves=1,3,7,8` is `--moves 1,3,7,8`, the code of a
// take-and-break game is `code=0.77`); a flag is `misere=1`. `lang` (en or zh) is carried
// along, and is the language of the page (see words.js). A link with no position names the
// game alone: it is picked and its example filled in and solved, as choosing it from the
// list does.
// What is wrong with a link is said in the page's language (say, in words.js).
"use strict";

/// The longest query a link may have; the server reads no longer a request line.
const LONGEST_LINK = 8192;

/// The languages a link may ask for.
const LANGUAGES = ["en", "zh"];

/// The parameters that are not options.
const NOT_OPTIONS = ["game", "position", "lang"];

/// `text` as a page may show it in one line: at most 40 characters, control characters escaped.
function quoted(text) {
  const short = [...text].length > 40 ? `${[...text].slice(0, 40).join("")}…` : text;
  return JSON.stringify(short);
}

/// The name of an option in a link: `--moves` is `moves`, `CODE` is `code`.
function paramName(spec) {
  return spec.option.replace(/^-+/, "").toLowerCase();
}

/// Reads the words that follow a game's name (its example, or the options field) with its
/// options: `options` as [name, value] pairs (a flag's value is null) and the other words.
/// An option the game does not declare (`--engine generic`) takes the word after it.
function readWords(game, words) {
  const options = [];
  const rest = [];
  const positional = game.options.find((o) => !o.option.startsWith("-"));
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (word.startsWith("--") && word.length > 2) {
      const spec = game.options.find((o) => o.option === word);
      const takes = spec ? spec.value != null : i + 1 < words.length && !words[i + 1].startsWith("-");
      options.push([word.slice(2), takes && i + 1 < words.length ? words[++i] : null]);
    } else if (positional && options.length === 0 && rest.length === 0) {
      options.push([paramName(positional), word]);
    } else {
      rest.push(word);
    }
  }
  return { options, rest };
}

/// The options as typed after the game's name: the positional one first.
function optionsText(game, options) {
  const positional = game.options.find((o) => !o.option.startsWith("-"));
  const first = options.filter(([name]) => positional && name === paramName(positional));
  const others = options.filter((o) => !first.includes(o));
  const words = others.map(([name, value]) => (value == null ? `--${name}` : `--${name} ${value}`));
  return [...first.map(([, value]) => value), ...words].join(" ");
}

/// What choosing `game` from the list fills in: its example's options and position.
function example(game) {
  const { options, rest } = readWords(game, game.example ? game.example.split(" ").slice(1) : []);
  return { options: optionsText(game, options), position: rest.join(" ") };
}

/// A query value as a link writes it: encoded, but with spaces as `+` and `,` `/` `:` as is.
function encoded(value) {
  return encodeURIComponent(value)
    .replace(/%20/g, "+")
    .replace(/%2C/g, ",")
    .replace(/%2F/g, "/")
    .replace(/%3A/g, ":");
}

/// The link of `view` ({game, options, position, lang, solved}) of `game`.
function linkOf(game, view) {
  const pairs = [["game", view.game]];
  if (view.solved) {
    const { options, rest } = readWords(game, view.options.split(/\s+/).filter(Boolean));
    for (const [name, value] of options) {
      // A declared flag is written `=1`; an undeclared one (or a value left out) `=`.
      const flag = game.options.some((o) => paramName(o) === name && o.value == null);
      pairs.push([name, value ?? (flag ? "1" : "")]);
    }
    // Words of the options field that are no option go to the server after them anyway.
    pairs.push(["position", [...rest, view.position.trim()].filter(Boolean).join(" ")]);
  }
  if (view.lang) pairs.push(["lang", view.lang]);
  return `/?${pairs.map(([k, v]) => `${encoded(k)}=${encoded(v)}`).join("&")}`;
}

/// The view a link's query (`location.search`) asks for among `games`: {game, options,
/// position, lang, solved}, or {error} saying in one line what is wrong with it.
function readLink(search, games) {
  if (search.length > LONGEST_LINK) {
    return { error: say("page-error-link-long", { length: search.length, most: LONGEST_LINK }) };
  }
  const params = [...new URLSearchParams(search)];
  for (const [name, value] of params) {
    if (/[\u0000-\u001f\u007f-\u009f]/.test(name + value)) {
      return { error: say("page-error-control", { name: quoted(name) }) };
    }
  }
  const one = (name) => params.find(([k]) => k === name)?.[1];
  const lang = one("lang");
  if (lang !== undefined && !LANGUAGES.includes(lang)) {
    return { error: say("page-error-lang", { lang: quoted(lang) }) };
  }
  const name = one("game") ?? games[0].game;
  const game = games.find((g) => g.game === name || g.alias === name);
  if (!game) return { error: say("page-error-not-a-game", { game: quoted(name) }) };
  const position = one("position");
  const given = params.filter(([k]) => !NOT_OPTIONS.includes(k));
  if (position === undefined && given.length === 0) {
    return { game: game.game, ...example(game), lang, solved: Boolean(game.example) };
  }
  const options = [];
  for (const [key, value] of given) {
    if (!/^[a-z][a-z0-9-]{0,39}$/.test(key)) {
      return { error: say("page-error-not-an-option", { key: quoted(key), game: game.game }) };
    }
    const spec = game.options.find((o) => paramName(o) === key);
    if (/\s/.test(value)) return { error: say("page-error-space", { key, value: quoted(value) }) };
    if (spec && spec.value == null && !["1", "0", ""].includes(value)) {
      return { error: say("page-error-flag", { key, value: quoted(value) }) };
    }
    if (spec && spec.value == null && value === "0") continue;
    options.push([key, spec && spec.value == null ? null : value || null]);
  }
  return { game: game.game, options: optionsText(game, options), position: position ?? "", lang, solved: true };
}
