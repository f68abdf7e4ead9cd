//! The command line as the operating system passed it: any bytes. Words that are not UTF-8
//! are refused with the option they were given to; words clap would take for unknown short
//! options are held back and restored for the game's own parser.

use boyi::Lang;
use boyi::Text;
use clap::builder::TypedValueParser;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgMatches, Command};
use std::ffi::{OsStr, OsString};

/// The mark before a word held back from clap: a control character no one types.
const PLACEHOLDER: char = '\u{1}';

/// Parses the command line of `command`, given as the operating system passed it (any bytes),
/// refusing in `lang`. A word that clap takes for an unknown short option (`-inf`, `-x`) can
/// only be a value that starts with `-`, since every option of Boyi is long: it is held
/// back behind a mark and reaches the game's own parser (see [`restore`]), whose message
/// names what is wrong with it. A word that is not UTF-8 is refused, naming the option it
/// was given to.
pub fn parse(
    command: impl Fn() -> Command,
    mut argv: Vec<OsString>,
    lang: Lang,
) -> Result<ArgMatches, clap::Error> {
    let mut before: Option<clap::Error> = None;
    loop {
        let e = match text_values(command()).try_get_matches_from(&argv) {
            Ok(matches) => return Ok(matches),
            Err(e) if e.kind() == ErrorKind::InvalidUtf8 || e.to_string().contains('\u{fffd}') => {
                return Err(not_utf8(&argv, e, lang));
            }
            Err(e) => e,
        };
        let bad = match e.get(ContextKind::InvalidArg) {
            Some(ContextValue::String(bad)) => bad.clone(),
            _ => String::new(),
        };
        // An error about a held-back word (an extra value, say) is told about the word as
        // typed: the error before it was held back.
        if bad.contains(PLACEHOLDER) {
            return Err(before.unwrap_or(e));
        }
        // Only a word that starts with one `-` is held back.
        let value = argv.iter().skip(1).position(|w| {
            w.to_str().is_some_and(|w| {
                w.starts_with('-') && !w.starts_with("--") && w.starts_with(bad.as_str())
            })
        });
        match value {
            Some(i) if e.kind() == ErrorKind::UnknownArgument && !bad.is_empty() => {
                let mut held = OsString::from(PLACEHOLDER.to_string());
                held.push(&argv[i + 1]);
                argv[i + 1] = held;
                before = Some(e);
            }
            _ => return Err(e),
        }
    }
}

/// `command` and its subcommands, with every value that is read as text checked to be UTF-8
/// by [`Utf8Text`], which names the option in its refusal. A command whose arguments are
/// declared late ([`Command::defer`]) passes them through here itself.
pub(super) fn text_values(command: Command) -> Command {
    command
        .mut_args(|arg| {
            let text = arg.get_action().takes_values()
                && arg.get_value_parser().type_id() == std::any::TypeId::of::<String>();
            if text {
                arg.value_parser(Utf8Text)
            } else {
                arg
            }
        })
        .mut_subcommands(text_values)
}

/// The refusal of `word`, which is not UTF-8, given as `what` (the value of an option, an
/// argument by its place), in `lang`.
fn not_utf8_refusal(what: Text, word: &OsStr, lang: Lang) -> clap::Error {
    let refusal = Text::new("error-not-utf8")
        .arg("what", what)
        .arg("bytes", escaped(word));
    clap::Error::raw(ErrorKind::InvalidUtf8, refusal.render(lang))
}

/// A value read as text, refused when it is not UTF-8: the error carries the option's name
/// (`--long`, or a positional argument's value name) and the bytes escaped, and [`parse`]
/// says it in the run's language.
#[derive(Clone, Copy)]
struct Utf8Text;

impl TypedValueParser for Utf8Text {
    type Value = String;

    fn parse_ref(
        &self,
        _: &Command,
        arg: Option<&Arg>,
        value: &OsStr,
    ) -> Result<String, clap::Error> {
        value.to_str().map(str::to_string).ok_or_else(|| {
            let name = match arg {
                Some(arg) => match arg.get_long() {
                    Some(long) => format!("--{long}"),
                    None => match arg.get_value_names() {
                        Some([name, ..]) => name.to_string(),
                        _ => arg.get_id().to_string(),
                    },
                },
                None => String::new(),
            };
            let mut e = clap::Error::new(ErrorKind::InvalidUtf8);
            e.insert(ContextKind::InvalidArg, ContextValue::String(name));
            // Custom: clap's own refusals of such values never carry it.
            e.insert(ContextKind::Custom, ContextValue::String(escaped(value)));
            e
        })
    }
}

/// [`Utf8Text`]'s refusal in `lang`, or `None` when `e` is not one.
fn text_refusal(e: &clap::Error, lang: Lang) -> Option<clap::Error> {
    let (Some(ContextValue::String(name)), Some(ContextValue::String(bytes))) =
        (e.get(ContextKind::InvalidArg), e.get(ContextKind::Custom))
    else {
        return None;
    };
    let what = if name.starts_with("--") {
        Text::new("what-value-of").arg("option", name.as_str())
    } else if name.is_empty() {
        Text::new("what-an-argument")
    } else {
        Text::new("what-named-argument").arg("name", name.as_str())
    };
    let refusal = Text::new("error-not-utf8")
        .arg("what", what)
        .arg("bytes", bytes.as_str());
    Some(clap::Error::raw(
        ErrorKind::InvalidUtf8,
        refusal.render(lang),
    ))
}

/// clap's own refusal of a word that is not UTF-8 (a subcommand's name, an option's name, a
/// number) does not say which word, or shows it with replacement characters: this one names
/// the first such word, as the value of the option before it or by its place.
fn not_utf8(argv: &[OsString], e: clap::Error, lang: Lang) -> clap::Error {
    if let Some(refusal) = text_refusal(&e, lang) {
        return refusal;
    }
    let Some(place) = argv.iter().skip(1).position(|w| w.to_str().is_none()) else {
        return e;
    };
    let what = match argv[place].to_str() {
        Some(option) if place > 0 && option.starts_with("--") && !option.contains('=') => {
            Text::new("what-value-of").arg("option", option)
        }
        _ => Text::new("what-argument-n").arg("n", place + 1),
    };
    not_utf8_refusal(what, &argv[place + 1], lang)
}

/// The bytes of `word`, with each byte that is not part of UTF-8 text written `\xNN` (and
/// long words cut, control characters escaped, as every quoted word).
fn escaped(word: &OsStr) -> String {
    boyi::notation::quote_bytes(word.as_encoded_bytes())
}

/// A word of the command line as the user typed it (undoing [`parse`]'s mark).
pub fn restore(word: &str) -> String {
    word.strip_prefix(PLACEHOLDER).unwrap_or(word).to_string()
}
