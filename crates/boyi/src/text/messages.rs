//! A language's messages, each parsed the first time it is said: a run parses the few
//! messages it says, not its whole file (parsing the English file took a millisecond of a
//! short run's start).
//!
//! An entry of a Fluent file starts at the beginning of a line with its name; the lines
//! that go on with it are indented (Project Fluent's syntax guide). So the file is cut into
//! entries by a scan of its lines, and an entry is parsed, with the messages it refers to,
//! only when asked for.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentError, FluentResource};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::{HashMap, HashSet};

/// The messages of one language file, parsed as they are asked for.
pub struct Messages {
    /// The text of each entry of the file, by its name.
    entries: HashMap<&'static str, &'static str>,
    /// The entries parsed so far.
    bundle: FluentBundle<FluentResource>,
    /// The names of the entries in `bundle`.
    parsed: HashSet<&'static str>,
    /// The file's name, for the one error a broken file gives.
    file: String,
}

impl Messages {
    /// The messages of `source`, the file `file` in the language `code`; nothing is parsed.
    pub fn new(source: &'static str, code: &str, file: String) -> Messages {
        let id = code
            .parse()
            .expect("a language code is a language identifier");
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Arguments are positions and numbers, never right-to-left text: no isolation marks.
        bundle.set_use_isolating(false);
        Messages {
            entries: entries(source),
            bundle,
            parsed: HashSet::new(),
            file,
        }
    }

    /// The text of the entry `name`, as cut from the file.
    #[cfg(test)]
    pub(super) fn entry(&self, name: &str) -> Option<&'static str> {
        self.entries.get(name).copied()
    }

    /// How many entries the file has.
    #[cfg(test)]
    pub(super) fn len(&self) -> usize {
        self.entries.len()
    }

    /// The message `key` with `args`, and what Fluent found wrong with them; `None` where the
    /// file has no such message.
    pub fn format(&mut self, key: &str, args: &FluentArgs) -> Option<(String, Vec<FluentError>)> {
        self.parse(key)?;
        let pattern = self.bundle.get_message(key)?.value()?;
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, Some(args), &mut errors);
        Some((text.into_owned(), errors))
    }

    /// Parses the entry `name` and every entry it refers to, unless done before; `None`
    /// where the file has no entry of that name.
    pub(super) fn parse(&mut self, name: &str) -> Option<()> {
        let (&name, &text) = self.entries.get_key_value(name)?;
        if !self.parsed.insert(name) {
            return Some(());
        }
        let resource = FluentResource::try_new(text.to_string())
            .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", self.file));
        let mut referred = Vec::new();
        for entry in resource.entries() {
            match entry {
                Entry::Message(m) => m.value.iter().for_each(|v| references(v, &mut referred)),
                Entry::Term(t) => references(&t.value, &mut referred),
                _ => {}
            }
        }
        for other in referred {
            self.parse(&other);
        }
        self.bundle
            .add_resource(resource)
            .unwrap_or_else(|errors| panic!("{}: {errors:?}", self.file));
        Some(())
    }
}

/// Each entry of a Fluent file by its name: from a line that starts with a name and ` =` to
/// the next line that starts with a letter, `-` or `#` (the next message, term or comment;
/// a pattern's own lines start with a space, or with the `}` that closes a select).
fn entries(source: &'static str) -> HashMap<&'static str, &'static str> {
    let mut entries = HashMap::new();
    let mut open: Option<(&str, usize)> = None;
    let mut at = 0;
    for line in source.split_inclusive('\n') {
        if line.starts_with(|c: char| c.is_ascii_alphabetic() || c == '-' || c == '#') {
            if let Some((name, start)) = open.take() {
                entries.insert(name, &source[start..at]);
            }
            if let Some((name, _)) = line.split_once(" =") {
                if !line.starts_with('#') {
                    open = Some((name, at));
                }
            }
        }
        at += line.len();
    }
    if let Some((name, start)) = open {
        entries.insert(name, &source[start..]);
    }
    entries
}

/// The names of the messages and terms that `pattern` refers to.
fn references(pattern: &Pattern<&str>, out: &mut Vec<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_references(expression, out);
        }
    }
}

fn expression_references(expression: &Expression<&str>, out: &mut Vec<String>) {
    match expression {
        Expression::Inline(inline) => inline_references(inline, out),
        Expression::Select { selector, variants } => {
            inline_references(selector, out);
            for variant in variants {
                references(&variant.value, out);
            }
        }
    }
}

fn inline_references(inline: &InlineExpression<&str>, out: &mut Vec<String>) {
    match inline {
        InlineExpression::MessageReference { id, .. } => out.push(id.name.to_string()),
        InlineExpression::TermReference { id, .. } => out.push(format!("-{}", id.name)),
        InlineExpression::Placeable { expression } => expression_references(expression, out),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A message is parsed with the messages it refers to and nothing else; each entry is
    /// cut whole, its indented lines and select expressions with it.
    #[test]
    fn a_message_is_parsed_with_what_it_refers_to() {
        let source = "# A comment.\n\n## A section\n\none = One { $n ->\n        [1] thing\n       *[other] things\n    }.\ntwo = Two, { one } and { -three }{ $n ->\n    [1] !\n   *[other] .\n}\n-three = three\n\nfour =\n    Four\n    lines.\n";
        let mut messages = Messages::new(source, "en", "test.ftl".into());
        assert_eq!(messages.entries.len(), 4);
        assert!(messages.entries["four"].ends_with("lines.\n"));
        let mut args = FluentArgs::new();
        args.set("n", 2);
        let (text, errors) = messages.format("two", &args).unwrap();
        assert_eq!(
            (text.as_str(), errors.len()),
            ("Two, One things. and three.", 0)
        );
        let parsed: HashSet<&str> = ["one", "two", "-three"].into();
        assert_eq!(messages.parsed, parsed);
        assert_eq!(messages.format("four", &args).unwrap().0, "Four\nlines.");
        assert!(messages.format("five", &args).is_none());
    }
}
