//! The reader's language: `--lang`, else `BOYI_LANG`, else the locale (`LC_ALL`,
//! `LC_MESSAGES`, `LANG`), else English. The command line speaks one language a run, chosen
//! once in `main` and handed down with the request's [`boyi::Context`]; `serve` answers
//! each request in its own.

use boyi::{Lang, Text};
use std::ffi::OsString;
use unicode_width::UnicodeWidthStr;

/// The language of this run from its arguments and environment, and the refusal of a
/// `--lang` that names no language Boyi speaks (to be said in the language of the
/// environment, which is then the run's).
pub fn choose(args: &[OsString]) -> (Lang, Option<Text>) {
    let flag = from_args(args);
    let lang = flag
        .clone()
        .and_then(Result::ok)
        .or_else(from_env)
        .unwrap_or_default();
    let refusal = match flag {
        Some(Err(code)) => Some(Text::new("error-unknown-language").arg(
            "code",
            boyi::notation::quote(&code, boyi::notation::QUOTED_TOKEN),
        )),
        _ => None,
    };
    (lang, refusal)
}

/// A message in `lang`.
pub fn say(lang: Lang, text: &Text) -> String {
    text.render(lang)
}

/// The message `key`, without arguments, in `lang`.
pub fn word(lang: Lang, key: &'static str) -> String {
    say(lang, &Text::new(key))
}

/// `text` padded with spaces to `width` columns on a terminal (a Chinese character takes two).
pub fn pad(text: &str, width: usize) -> String {
    let shown = text.width();
    format!("{text}{}", " ".repeat(width.saturating_sub(shown)))
}

/// Rows of cells as aligned columns (each as wide as its widest cell), one line a row.
pub fn columns(rows: &[Vec<String>]) -> String {
    let count = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..count)
        .map(|c| {
            rows.iter()
                .filter_map(|r| r.get(c))
                .map(|s| width(s))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for row in rows {
        let cells: Vec<String> = row.iter().zip(&widths).map(|(s, &w)| pad(s, w)).collect();
        out.push_str(cells.join("  ").trim_end());
        out.push('\n');
    }
    out
}

/// The columns `text` takes on a terminal.
pub fn width(text: &str) -> usize {
    text.width()
}

/// `--lang CODE` or `--lang=CODE` among the arguments, read before the arguments are parsed
/// so that errors in them are said in that language too: the language, or the code that
/// names none Boyi speaks.
fn from_args(args: &[OsString]) -> Option<Result<Lang, String>> {
    let args: Vec<String> = args
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    args.iter().enumerate().find_map(|(i, a)| {
        let code = match a.strip_prefix("--lang") {
            Some("") => args.get(i + 1).map_or("", String::as_str),
            Some(rest) => rest.strip_prefix('=')?,
            None => return None,
        };
        Some(Lang::from_code(code).ok_or_else(|| code.to_string()))
    })
}

/// `BOYI_LANG` (a code such as `zh`), then the locale variables in POSIX order.
fn from_env() -> Option<Lang> {
    let var = |name| std::env::var(name).ok().filter(|v| !v.is_empty());
    if let Some(code) = var("BOYI_LANG") {
        return Lang::from_code(&code).or_else(|| Lang::from_locale(&code));
    }
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .find_map(var)
        .and_then(|locale| Lang::from_locale(&locale))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(words: &[&str]) -> Vec<OsString> {
        words.iter().map(OsString::from).collect()
    }

    #[test]
    fn the_flag_is_found_in_both_spellings() {
        let zh = args(&["boyi", "--lang", "zh", "games"]);
        assert_eq!(from_args(&zh), Some(Ok(Lang::Zh)));
        assert_eq!(
            from_args(&args(&["boyi", "games", "--lang=en"])),
            Some(Ok(Lang::En))
        );
        assert_eq!(
            from_args(&args(&["boyi", "--lang", "fr"])),
            Some(Err("fr".into()))
        );
        assert_eq!(
            from_args(&args(&["boyi", "--lang"])),
            Some(Err(String::new()))
        );
        assert_eq!(from_args(&args(&["boyi", "--language", "zh"])), None);
    }

    #[test]
    fn padding_counts_columns() {
        assert_eq!(pad("必胜", 6), "必胜  ");
        assert_eq!(pad("win", 6), "win   ");
    }
}
