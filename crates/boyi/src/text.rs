//! Words for people, in English or Chinese.
//!
//! The engines say what they found as a [`Text`]: a message key from the translation files
//! (`lang/en.ftl`, `lang/zh.ftl`, in Project Fluent's syntax) with typed arguments. A caller
//! renders it in the reader's [`Lang`]; JSON output renders it in English, since JSON is an API.

mod messages;

use fluent_bundle::{FluentArgs, FluentValue};
use messages::Messages;
use serde::{Serialize, Serializer};
use std::borrow::Cow;
use std::fmt;
use std::sync::{Mutex, OnceLock};

/// A language Boyi speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Simplified Chinese (中文).
    Zh,
}

impl Lang {
    /// Every language, in the order of the translation files.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// The code used in `--lang` and in links: `en` or `zh`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }

    /// The language named by a short code (`en`, `zh`, `zh-CN`, `zh_TW`), if Boyi speaks it;
    /// a longer word names none.
    pub fn from_code(code: &str) -> Option<Lang> {
        if code.len() > "zh-CN".len() {
            return None;
        }
        Lang::of_tag(code)
    }

    /// The language of a tag by its first part (`zh` of `zh_Hans_CN`).
    fn of_tag(tag: &str) -> Option<Lang> {
        let base = tag.split(['-', '_']).next().unwrap_or("");
        Lang::ALL
            .into_iter()
            .find(|lang| base.eq_ignore_ascii_case(lang.code()))
    }

    /// The language of a POSIX locale such as `zh_CN.UTF-8` (the value of `LANG` or
    /// `LC_ALL`): Chinese for `zh*`, English for anything else that names a locale, and none
    /// for an empty value.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let name = locale.split(['.', '@']).next().unwrap_or("");
        if name.is_empty() {
            return None;
        }
        Some(Lang::of_tag(name).unwrap_or(Lang::En))
    }

    /// The translation file of this language.
    fn source(self) -> &'static str {
        match self {
            Lang::En => include_str!("../lang/en.ftl"),
            Lang::Zh => include_str!("../lang/zh.ftl"),
        }
    }

    /// Short items as a list in this language: `1, 4 and 6`, `1、4、6`.
    fn list(self, items: &[String]) -> String {
        match (self, items) {
            (Lang::En, [rest @ .., last]) if !rest.is_empty() => {
                format!("{} and {last}", rest.join(", "))
            }
            (Lang::En, _) => items.join(""),
            (Lang::Zh, _) => items.join("、"),
        }
    }
}

/// Where a reader asked, which decides how a message tells them to go further: the command
/// line's `--memory`, Python's `memory=`, or, on a web page, the server that sets them.
/// Messages choose by the argument `$surface` (`cli`, `web`, `python`), which every message
/// is given.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Surface {
    /// The command line (and anything reading its words, such as `play` in a terminal).
    #[default]
    CommandLine,
    /// A web page served by `boyi serve`.
    Web,
    /// The Python module.
    Python,
}

impl Surface {
    /// The value of `$surface` in the translation files.
    fn code(self) -> &'static str {
        match self {
            Surface::CommandLine => "cli",
            Surface::Web => "web",
            Surface::Python => "python",
        }
    }
}

/// Who reads a message: its language and where they asked. A bare [`Lang`] reads as the
/// command line does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reader {
    /// The language of the words.
    pub lang: Lang,
    /// Where the reader asked.
    pub surface: Surface,
}

impl From<Lang> for Reader {
    fn from(lang: Lang) -> Reader {
        Reader {
            lang,
            surface: Surface::CommandLine,
        }
    }
}

/// One argument of a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// An integer; the translations may choose a plural form by it.
    Int(i128),
    /// Text shown as it is: a position, a move in notation, a number too long for `Int`.
    Str(String),
    /// A message of its own, rendered in the same language.
    Text(Text),
    /// Short items joined the way the language joins a list.
    List(Vec<String>),
    /// Messages of their own, one a line.
    Lines(Vec<Text>),
    /// Messages of their own joined the way the language joins a list.
    Texts(Vec<Text>),
}

macro_rules! int_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Int(n as i128)
            }
        }
    )*};
}
int_args!(u8, u16, u32, u64, usize, i32, i64);

/// A whole number of any size: an `Int` while it fits, else its digits.
impl From<num_bigint::BigUint> for Arg {
    fn from(n: num_bigint::BigUint) -> Arg {
        match i128::try_from(&n) {
            Ok(small) => Arg::Int(small),
            Err(_) => Arg::Str(n.to_string()),
        }
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}

impl From<Text> for Arg {
    fn from(t: Text) -> Arg {
        Arg::Text(t)
    }
}

impl From<Vec<String>> for Arg {
    fn from(items: Vec<String>) -> Arg {
        Arg::List(items)
    }
}

/// A message for people: a key of the translation files and its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Text {
    key: Cow<'static, str>,
    args: Vec<(&'static str, Arg)>,
}

/// The key of the message that shows its one argument, `text`, as it is.
const VERBATIM: &str = "verbatim";

impl Text {
    /// The message `key` with no arguments yet.
    pub fn new(key: impl Into<Cow<'static, str>>) -> Text {
        Text {
            key: key.into(),
            args: Vec::new(),
        }
    }

    /// Text that reads the same in every language (a move in notation, a position).
    pub fn verbatim(text: impl Into<String>) -> Text {
        Text::new(VERBATIM).arg("text", text.into())
    }

    /// The message's key in the translation files.
    pub fn key(&self) -> &str {
        &self.key
    }

    /// Messages shown one a line, in order.
    pub fn lines(lines: Vec<Text>) -> Text {
        Text::new("lines").arg("lines", Arg::Lines(lines))
    }

    /// The same message with one more argument.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Text {
        self.args.push((name, value.into()));
        self
    }

    /// The message for `reader`: a [`Lang`], read as on the command line, or a request's
    /// context, read where it was asked.
    pub fn render(&self, reader: impl Into<Reader>) -> String {
        let reader = reader.into();
        let lang = reader.lang;
        let (text, errors) = self.format(reader);
        // A message that names an argument its caller did not give shows the gap as `{$name}`.
        debug_assert!(
            errors.is_empty(),
            "{} in {}: {errors:?}",
            self.key,
            lang.code()
        );
        text
    }

    /// The message in `lang` with each argument it was not given left as the mark `{$name}`,
    /// for a caller that fills the marks itself (the web page's words).
    pub fn render_marks(&self, lang: Lang) -> String {
        let reader = Reader {
            lang,
            surface: Surface::Web,
        };
        self.format(reader).0
    }

    /// The message for `reader`, and what Fluent found wrong with its arguments.
    fn format(&self, reader: Reader) -> (String, Vec<fluent_bundle::FluentError>) {
        let lang = reader.lang;
        // The arguments that are messages of their own are said first: the language's
        // messages are held while this one is formatted.
        let mut args = FluentArgs::new();
        args.set("surface", reader.surface.code());
        for (name, value) in &self.args {
            let value = match value {
                Arg::Int(n) if n.unsigned_abs() <= 1 << 53 => FluentValue::from(*n as f64),
                Arg::Int(n) => FluentValue::from(n.to_string()),
                Arg::Str(s) => FluentValue::from(s.as_str()),
                Arg::Text(t) => FluentValue::from(t.render(reader)),
                Arg::List(items) => FluentValue::from(lang.list(items)),
                Arg::Texts(texts) => {
                    let items: Vec<String> = texts.iter().map(|t| t.render(reader)).collect();
                    FluentValue::from(lang.list(&items))
                }
                Arg::Lines(lines) => FluentValue::from(
                    lines
                        .iter()
                        .map(|t| t.render(reader))
                        .collect::<Vec<_>>()
                        .join("\n"),
                ),
            };
            args.set(*name, value);
        }
        let mut messages = messages_of(lang)
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        messages.format(&self.key, &args).unwrap_or_else(|| {
            // Every key is in every file (tests walk them); a missing one shows itself.
            debug_assert!(false, "no message {} in lang/{}.ftl", self.key, lang.code());
            (self.key.to_string(), Vec::new())
        })
    }
}

/// English, as in JSON and in `Display`.
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

/// JSON carries English text: it is an API.
impl Serialize for Text {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.render(Lang::En))
    }
}

/// Every message key, in the order of the English file.
pub fn keys() -> impl Iterator<Item = &'static str> {
    static KEYS: OnceLock<Vec<&'static str>> = OnceLock::new();
    KEYS.get_or_init(|| {
        Lang::En
            .source()
            .lines()
            .filter_map(|line| line.split_once(" =").map(|(key, _)| key))
            .filter(|key| !key.is_empty() && !key.starts_with([' ', '#']))
            .collect()
    })
    .iter()
    .copied()
}

/// The messages of `lang`, each parsed when first said: a run in one language never reads
/// the other's file, and parses only the messages it says.
fn messages_of(lang: Lang) -> &'static Mutex<Messages> {
    static MESSAGES: [OnceLock<Mutex<Messages>>; 2] = [OnceLock::new(), OnceLock::new()];
    MESSAGES[lang as usize].get_or_init(|| {
        let file = format!("lang/{}.ftl", lang.code());
        Mutex::new(Messages::new(lang.source(), lang.code(), file))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
    use std::collections::{BTreeMap, BTreeSet};

    /// Every message of a language's file with the variables it uses.
    fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
        let resource = fluent_syntax::parser::parse(lang.source())
            .unwrap_or_else(|(_, errors)| panic!("lang/{}.ftl: {errors:?}", lang.code()));
        let mut out = BTreeMap::new();
        for entry in resource.body {
            if let Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(value) = &m.value {
                    variables(value, &mut vars);
                }
                assert!(
                    out.insert(m.id.name.to_string(), vars).is_none(),
                    "{} twice",
                    m.id.name
                );
            }
        }
        out
    }

    fn variables(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
        for element in &pattern.elements {
            if let PatternElement::Placeable { expression } = element {
                let inline = match expression {
                    Expression::Inline(e) => e,
                    Expression::Select { selector, variants } => {
                        for v in variants {
                            variables(&v.value, out);
                        }
                        selector
                    }
                };
                if let InlineExpression::VariableReference { id } = inline {
                    out.insert(id.name.to_string());
                }
            }
        }
    }

    #[test]
    fn every_language_has_every_key_with_the_same_variables() {
        let english = messages(Lang::En);
        assert!(english.len() > 10);
        for lang in Lang::ALL {
            let mine = messages(lang);
            for (key, vars) in &english {
                assert_eq!(
                    mine.get(key),
                    Some(vars),
                    "{key} in lang/{}.ftl",
                    lang.code()
                );
            }
            for key in mine.keys() {
                assert!(
                    english.contains_key(key),
                    "{key} is only in lang/{}.ftl",
                    lang.code()
                );
            }
        }
    }

    /// Each language file cut by lines gives the entries a parse of the whole file gives,
    /// each the same entry, and each added to a bundle without error.
    #[test]
    fn the_files_cut_into_the_entries_they_parse_into() {
        for lang in Lang::ALL {
            let whole = fluent_syntax::parser::parse(lang.source()).expect("the file parses");
            let named = |entry: &Entry<&'static str>| match entry {
                Entry::Message(m) => Some(m.id.name.to_string()),
                Entry::Term(t) => Some(format!("-{}", t.id.name)),
                _ => None,
            };
            // A comment just above a message belongs to it in the whole file; cut, the
            // comment stays behind (comments are never said).
            let uncommented = |entry: &Entry<&'static str>| {
                let mut entry = entry.clone();
                match &mut entry {
                    Entry::Message(m) => m.comment = None,
                    Entry::Term(t) => t.comment = None,
                    _ => {}
                }
                entry
            };
            let mut messages = Messages::new(lang.source(), lang.code(), lang.code().into());
            let mut count = 0;
            for entry in &whole.body {
                let Some(name) = named(entry) else { continue };
                let cut = fluent_syntax::parser::parse(messages.entry(&name).expect("cut"))
                    .unwrap_or_else(|(_, errors)| panic!("{name}: {errors:?}"));
                let cut: Vec<_> = cut.body.iter().filter(|e| named(e).is_some()).collect();
                assert_eq!(cut, [&uncommented(entry)], "{name} in {}", lang.code());
                assert!(messages.parse(&name).is_some());
                count += 1;
            }
            assert_eq!(messages.len(), count, "{}", lang.code());
            assert!(count > 1000, "{count}");
        }
    }

    #[test]
    fn the_key_list_is_every_message() {
        let listed: BTreeSet<String> = keys().map(str::to_string).collect();
        let parsed: BTreeSet<String> = messages(Lang::En).into_keys().collect();
        assert_eq!(listed, parsed);
    }

    #[test]
    fn arguments_render_exactly() {
        let big = Text::verbatim(u64::MAX.to_string());
        assert_eq!(big.render(Lang::Zh), u64::MAX.to_string());
        let t = Text::new("outcome-win");
        assert_ne!(t.render(Lang::En), t.render(Lang::Zh));
    }

    #[test]
    fn lists_read_as_each_language_writes_them() {
        let items = |n: usize| (1..=n).map(|i| i.to_string()).collect::<Vec<_>>();
        assert_eq!(Lang::En.list(&items(3)), "1, 2 and 3");
        assert_eq!(Lang::En.list(&items(1)), "1");
        assert_eq!(Lang::En.list(&[]), "");
        assert_eq!(Lang::Zh.list(&items(3)), "1、2、3");
    }

    #[test]
    fn locales_choose_languages() {
        assert_eq!(Lang::from_locale("zh_CN.UTF-8"), Some(Lang::Zh));
        assert_eq!(Lang::from_locale("zh_TW"), Some(Lang::Zh));
        assert_eq!(Lang::from_locale("en_US.UTF-8"), Some(Lang::En));
        assert_eq!(Lang::from_locale("C"), Some(Lang::En));
        assert_eq!(Lang::from_locale(""), None);
        assert_eq!(Lang::from_code("ZH-cn"), Some(Lang::Zh));
        assert_eq!(Lang::from_code("fr"), None);
        assert_eq!(Lang::from_code("zh-whatever"), None);
        assert_eq!(Lang::from_locale("zh_Hans_CN.UTF-8"), Some(Lang::Zh));
    }
}
