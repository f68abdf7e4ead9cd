// Words: everything the page says to a person comes from the translation files
// (crates/boyi/lang/en.ftl and zh.ftl, the `page-*` messages), fetched from /api/words in the
// page's language. The server renders them without arguments, so a variable comes out as
// the mark {$name}; say(key, { name: value }) puts each value in its place. Words are only
// ever set as text (textContent, attributes), never as markup.
//
// The language is the link's `lang`, else the browser's (zh* is Chinese), else English;
// the switch in the header changes it in place.
"use strict";

/// The page's language: "en" or "zh".
let language = "en";

/// The `page-*` messages of the page's language, by key.
let pageWords = {};

/// The message `key` of the page's language, each {$name} mark in it replaced by
/// `args[name]`. The values are put in as they are: a mark inside a value stays text.
function say(key, args = {}) {
  const text = pageWords[key];
  if (text === undefined) return key;
  return text.replace(/\{\$([A-Za-z][A-Za-z0-9_-]*)\}/g, (mark, name) => (name in args ? String(args[name]) : mark));
}

/// The language of the browser: Chinese for zh, zh-CN, zh-TW, …; else English.
function browserLanguage() {
  return /^zh\b/i.test(navigator.language || "") ? "zh" : "en";
}

/// The language a link's query asks for, if it names one the page speaks.
function linkLanguage(search) {
  const lang = new URLSearchParams(search).get("lang");
  return LANGUAGES.includes(lang) ? lang : undefined;
}

/// Speaks `lang` from now on, with its `list` of words: the words in the page's own markup
/// (`data-say`: the text; `data-say-placeholder`, `data-say-label`: the placeholder and the
/// aria-label), the title, the page's language and the switch.
function useWords(lang, list) {
  language = lang;
  pageWords = list;
  document.documentElement.lang = lang === "zh" ? "zh-CN" : "en";
  document.title = say("page-title");
  for (const node of document.querySelectorAll("[data-say]")) node.textContent = say(node.dataset.say);
  for (const node of document.querySelectorAll("[data-say-placeholder]")) {
    node.setAttribute("placeholder", say(node.dataset.sayPlaceholder));
  }
  for (const node of document.querySelectorAll("[data-say-label]")) {
    node.setAttribute("aria-label", say(node.dataset.sayLabel));
  }
  for (const button of document.querySelectorAll("#languages button")) {
    button.setAttribute("aria-pressed", button.dataset.lang === lang);
  }
}
