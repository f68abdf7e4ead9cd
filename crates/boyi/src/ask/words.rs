//! How the words a person types name a source: a rule file or a graph by its path, a form
//! of the front door by its word ([`super::form::FORMS`]), a family of the registry by its
//! name or alias, each followed by its options and the words of its position.

use super::files::{FileKind, Files};
use super::form;
use super::source::Source;
use crate::error::Error;
use crate::family::{OptionSpec, Options};
use crate::games::registry::{self, Entry};
use crate::notation::{quote, QUOTED_TOKEN};
use crate::text::Text;

impl Source {
    /// Reads `words`: the name of a game and its options, then the words of its position,
    /// which are returned. A rule file is named by a path ending in `.rhai` (or after
    /// `--rules`), a game graph by one ending in `.graph`, each as `files` finds it.
    pub fn read(words: &[String], files: &dyn Files) -> Result<(Source, Vec<String>), Error> {
        let Some((first, rest)) = words.split_first() else {
            return Err(Error::invalid(Text::new("error-name-a-game")));
        };
        let rest = rest.to_vec();
        if first == "--rules" {
            let (file, position) = rest
                .split_first()
                .ok_or_else(|| Error::invalid(Text::new("error-rules-file-missing")))?;
            let found = files.find(file, FileKind::Rules)?;
            return Ok((Source::Rules(found), position.to_vec()));
        }
        if first.ends_with(".rhai") || first.starts_with("rules:") {
            return Ok((Source::Rules(files.find(first, FileKind::Rules)?), rest));
        }
        if first.ends_with(".graph") || first.starts_with("graph:") {
            return Ok((Source::Graph(files.find(first, FileKind::Graph)?), rest));
        }
        if let Some(form) = form::find(first) {
            return form.read(&rest, files);
        }
        match registry::lookup(first) {
            Some(Entry::ByOutcome(family)) => {
                let (options, position) = Options::read(family.name, family.options, &rest)?;
                Ok((Source::Family(family, options), position))
            }
            Some(Entry::ByForm(family)) => {
                let asked = rest.first().is_some_and(|w| w == "--outcome");
                if asked && family.outcome.is_none() {
                    return Err(Error::invalid(
                        Text::new("error-no-outcome-search").arg("game", family.name),
                    ));
                }
                let position = rest[usize::from(asked)..].to_vec();
                Ok((Source::Partizan(family, asked), position))
            }
            None => Err(Error::invalid(
                Text::new("error-not-a-game").arg("word", quote(first, QUOTED_TOKEN)),
            )),
        }
    }

    /// The options the source named `name` takes after its name, declared once where it is
    /// defined (a family's, a form's); none for any other name.
    pub fn options_of(name: &str) -> &'static [OptionSpec] {
        match (form::find(name), registry::find(name)) {
            (Some(form), _) => form.options,
            (None, Some(family)) => family.options,
            (None, None) => &[],
        }
    }
}
