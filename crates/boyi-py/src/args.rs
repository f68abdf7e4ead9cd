//! What Python passes, read as the command line reads its words: text (refused, by name,
//! when it is not UTF-8), positions, options and the engine. Every wrong type is a
//! [`BoyiError`](crate::error::BoyiError) that names the argument.

use crate::error::refusal;
use boyi::budget::Budget;
use boyi::family::{OptionSpec, Options, Road};
use boyi::notation::{quote, Token, QUOTED_TOKEN};
use boyi::{Context, Lang, Text};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyInt, PyList, PyString, PyTuple};

/// The Python type of `value`, for messages.
fn type_name(value: &Bound<'_, PyAny>) -> String {
    value
        .get_type()
        .name()
        .map_or_else(|_| "an unknown type".to_string(), |n| n.to_string())
}

/// A `str` as Rust text; refused, naming `what`, when it holds lone surrogates.
pub fn utf8(value: &Bound<'_, PyString>, what: &str) -> PyResult<String> {
    value.extract::<String>().map_err(|_| {
        let bytes = value
            .call_method1("encode", ("utf-8", "surrogatepass"))
            .and_then(|b| b.extract::<Vec<u8>>())
            .unwrap_or_default();
        refusal(format!(
            "{what} is not UTF-8: '{}'",
            boyi::notation::quote_bytes(&bytes)
        ))
    })
}

/// One word: a `str`, or an `int` written in decimal (a `bool` is neither); named `what`
/// in a refusal.
pub fn text(value: &Bound<'_, PyAny>, what: &str) -> PyResult<String> {
    if let Ok(text) = value.cast::<PyString>() {
        utf8(text, what)
    } else if value.is_instance_of::<PyInt>() && !value.is_instance_of::<PyBool>() {
        Ok(value.str()?.to_string())
    } else {
        Err(refusal(format!(
            "{what} must be text or a whole number, not {}",
            type_name(value)
        )))
    }
}

/// The items of a `list` or `tuple`, or `None` for any other value.
fn items<'py>(value: &Bound<'py, PyAny>) -> Option<Vec<Bound<'py, PyAny>>> {
    if let Ok(list) = value.cast::<PyList>() {
        Some(list.iter().collect())
    } else if let Ok(tuple) = value.cast::<PyTuple>() {
        Some(tuple.iter().collect())
    } else {
        None
    }
}

/// The words of a position: a `str` split at whitespace, one whole number, or a list of
/// numbers and words, each one word of the command line.
pub fn position(value: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
    if let Ok(text) = value.cast::<PyString>() {
        let text = utf8(text, "the position")?;
        return Ok(text.split_whitespace().map(str::to_string).collect());
    }
    if value.is_instance_of::<PyInt>() && !value.is_instance_of::<PyBool>() {
        return Ok(vec![text(value, "the position")?]);
    }
    let Some(items) = items(value) else {
        return Err(refusal(format!(
            "the position must be text, a whole number or a list of them, not {}",
            type_name(value)
        )));
    };
    items
        .iter()
        .enumerate()
        .map(|(i, item)| text(item, &format!("value {} of the position", i + 1)))
        .collect()
}

/// A flag given as `True` or `False`.
pub fn flag(value: &Bound<'_, PyAny>, what: &str) -> PyResult<bool> {
    value.cast::<PyBool>().map(|b| b.is_true()).map_err(|_| {
        refusal(format!(
            "{what} is a flag: give True or False, not {}",
            type_name(value)
        ))
    })
}

/// The road: `engine="theory"` (the default), `engine="generic"` or `engine="both"` (the
/// theory checked by plain search; `boyi.EnginesDisagree` where they differ).
pub fn road(value: &Bound<'_, PyAny>) -> PyResult<Road> {
    let word = text(value, "engine")?;
    Road::from_word(&word).ok_or_else(|| {
        refusal(format!(
            "engine must be \"theory\", \"generic\" or \"both\", not '{}'",
            boyi::notation::quote(&word, boyi::notation::QUOTED_TOKEN)
        ))
    })
}

/// The keyword argument that stands for one of a family's options: its name in lowercase,
/// `-` as `_` (`--moves` is `moves`, a code `CODE` is `code`).
fn keyword(long: &str) -> String {
    long.trim_start_matches('-')
        .to_lowercase()
        .replace('-', "_")
}

/// The options of `family` given as keyword arguments: a flag as `True` or `False`, a value
/// as text, a number or a list of them (joined with commas, as `--moves 1,3,7,8`); `None`
/// leaves an option out.
pub fn options(
    game: &str,
    specs: &[OptionSpec],
    given: Option<&Bound<'_, PyDict>>,
) -> PyResult<Options> {
    let mut options = Options::default();
    for (name, value) in given.into_iter().flat_map(|d| d.iter()) {
        let name = text(&name, "an option's name")?;
        let Some(spec) = specs.iter().find(|o| keyword(o.long) == name) else {
            let (game, name) = (quote(game, QUOTED_TOKEN), quote(&name, QUOTED_TOKEN));
            let known: Vec<String> = specs.iter().map(|o| keyword(o.long)).collect();
            return Err(refusal(match known.is_empty() {
                true => format!("{game} takes no options, but '{name}' was given"),
                false => format!(
                    "{game} has no option '{name}'; its options are {}",
                    known.join(", ")
                ),
            }));
        };
        if value.is_none() {
            continue;
        }
        let what = format!("the option {name}");
        match spec.value {
            None => {
                if flag(&value, &what)? {
                    options.set(spec.long, None);
                }
            }
            Some(_) => {
                let joined = match items(&value) {
                    Some(items) => items
                        .iter()
                        .map(|item| text(item, &what))
                        .collect::<PyResult<Vec<_>>>()?
                        .join(","),
                    None => text(&value, &what)?,
                };
                // A file's path: the library reads it when the game is loaded.
                options.set(spec.long, Some(joined));
            }
        }
    }
    Ok(options)
}

/// The language of `lang=` (`"en"`, `"zh"`, `"zh-CN"`, …), English when not given.
pub fn lang(value: Option<&Bound<'_, PyAny>>) -> PyResult<Lang> {
    let Some(value) = value.filter(|v| !v.is_none()) else {
        return Ok(Lang::En);
    };
    let code = text(value, "lang")?;
    Lang::from_code(&code).ok_or_else(|| {
        let code = boyi::notation::quote(&code, boyi::notation::QUOTED_TOKEN);
        refusal(
            Text::new("error-unknown-lang-python")
                .arg("code", code)
                .render(Lang::En),
        )
    })
}

/// The context of one call: its language (`lang=`), the memory it may use (`memory=`, as
/// the command line's `--memory`: `"512M"`, `"2G"`, or bytes; half of the memory available
/// when not given) and the time it may run (`time=`, as `--time`: `"90s"`, `"4h"`, or
/// seconds; an hour when not given).
pub fn context(
    lang: Option<&Bound<'_, PyAny>>,
    memory: Option<&Bound<'_, PyAny>>,
    time: Option<&Bound<'_, PyAny>>,
) -> PyResult<Context> {
    let lang = self::lang(lang)?;
    let given = |value: Option<&Bound<'_, PyAny>>, name: &str| match value {
        Some(v) if !v.is_none() => text(v, name).map(Some),
        _ => Ok(None),
    };
    let refused = |e: boyi::notation::ParseError| refusal(e.text().render(lang));
    let mut budget = match given(memory, "memory")? {
        None => Budget::of_machine(),
        Some(size) => {
            let token = Token::option("--memory", &size);
            Budget::with_memory(
                boyi::notation::size(&token, Text::new("what-memory")).map_err(refused)?,
            )
        }
    };
    if let Some(duration) = given(time, "time")? {
        let token = Token::option("--time", &duration);
        budget = budget
            .with_time(boyi::notation::seconds(&token, Text::new("what-time")).map_err(refused)?);
    }
    Ok(Context::new(lang, budget).on(boyi::Surface::Python))
}

/// The rule file of a call: `Some(path)` for `game="rules"` with `rules=PATH`, `None` for a
/// family; the mix-ups refused, naming the call (`function`, e.g. `boyi.solve`).
pub fn rule_file(
    game: &str,
    rules: Option<&Bound<'_, PyAny>>,
    function: &str,
) -> PyResult<Option<std::path::PathBuf>> {
    match (game, rules) {
        ("rules", Some(path)) => Ok(Some(path.extract().map_err(|_| {
            refusal("rules must be the path of a rule file (str or os.PathLike)")
        })?)),
        ("rules", None) => Err(refusal(
            "game=\"rules\" needs the rule file: rules=\"FILE.rhai\"",
        )),
        (_, Some(_)) => Err(refusal(format!(
            "rules= names a rule file, which is the game \"rules\": \
             {function}(\"rules\", POSITION, rules=\"FILE.rhai\")"
        ))),
        (_, None) => Ok(None),
    }
}

/// The database file of `db=`, if given: a solve database, or a file of region values for a
/// partizan family that keeps them.
pub fn db_file(db: Option<&Bound<'_, PyAny>>) -> PyResult<Option<std::path::PathBuf>> {
    file_path(db, "db", "a database")
}

/// The path given as the keyword `name`, if any: a str or an os.PathLike naming `what`.
pub fn file_path(
    path: Option<&Bound<'_, PyAny>>,
    name: &str,
    what: &str,
) -> PyResult<Option<std::path::PathBuf>> {
    path.map(|path| {
        path.extract().map_err(|_| {
            refusal(format!(
                "{name} must be the path of {what} (str or os.PathLike)"
            ))
        })
    })
    .transpose()
}
