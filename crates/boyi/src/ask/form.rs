//! The games a request may name that are not families of the registry: the compounds of
//! other games, a game graph read from a file, the dice gamble and nim products. Each is
//! declared once here, with its options and how its position is written, and every surface
//! offers it from this list (the command line's `boyi solve NAME`, the web API's `game=NAME`,
//! Python's `boyi.solve("NAME", …)`): a new form is one entry here and the [`Source`] it reads.

use super::answer::NIM_PRODUCT;
use super::files::{FileKind, Files};
use super::source::{parted, Source};
use crate::chance::dice::DiceRules;
use crate::chance::odds;
use crate::error::Error;
use crate::family::{title, About, AboutOption, NotFor, OptionSpec, Options, PositionSpec};
use crate::games::compound::Compound;
use crate::text::{Lang, Text};

/// A game that is named by a word of its own and answered by `solve` only.
pub struct Form {
    /// The word that names it (`sum`, `dice`).
    pub name: &'static str,
    /// A real request, as typed after `boyi solve`.
    pub example: &'static str,
    /// The options it takes after its name.
    pub options: &'static [OptionSpec],
    /// How its position is written; `None` for a form without one (the dice gamble).
    pub position: Option<PositionSpec>,
    /// The source its options name, and the words of its position.
    pub read: Reader,
}

/// How a form reads its options and the words of its position into a source and its
/// position, finding any file it names by the files a surface lets it read.
pub type Reader = fn(Options, Vec<String>, &dyn Files) -> Result<(Source, Vec<String>), Error>;

/// The position of a compound: its components.
const COMPONENTS: PositionSpec = PositionSpec {
    name: "GAME",
    help: "The components, each a game and its position: one quoted argument each \
           (\"nim 3\" \"wythoff 3 5\"), or parted by + (nim 3 + wythoff 3 5); a rule file \
           as FILE.rhai POSITION, a graph as FILE.graph VERTEX.",
    hyphens: false,
};

/// A compound, reading its components.
const fn compound(kind: Compound, example: &'static str, read: Reader) -> Form {
    Form {
        name: kind.name(),
        example,
        options: &[],
        position: Some(COMPONENTS),
        read,
    }
}

/// Every form, in the order the surfaces list them.
pub const FORMS: &[Form] = &[
    compound(Compound::Sum, "sum nim 3 + wythoff 3 5", |_, words, _| {
        Ok((Source::Compound(Compound::Sum), components(words)))
    }),
    compound(
        Compound::Selective,
        "selective nim 3 + nim 2",
        |_, words, _| Ok((Source::Compound(Compound::Selective), components(words))),
    ),
    compound(
        Compound::Conjunctive,
        "conjunctive nim 3 + nim 2",
        |_, words, _| Ok((Source::Compound(Compound::Conjunctive), components(words))),
    ),
    compound(
        Compound::Every,
        "every nim 3 + wythoff 1 2",
        |_, words, _| Ok((Source::Compound(Compound::Every), components(words))),
    ),
    compound(Compound::Misere, "misere nim 3 + nim 2", |_, words, _| {
        Ok((Source::Compound(Compound::Misere), components(words)))
    }),
    Form {
        name: GRAPH_NAME,
        example: "graph examples/rules/loop.graph start",
        options: GRAPH,
        position: Some(PositionSpec {
            name: "VERTEX",
            help: "The vertices with a token on them (none: every vertex, one token).",
            hyphens: false,
        }),
        read: graph,
    },
    Form {
        name: odds::NAME,
        example: "dice --dice 3 --payouts 1,2,10",
        options: odds::OPTIONS,
        position: None,
        read: |options, words, _| Ok((Source::Dice(DiceRules::read(&options)?), words)),
    },
    Form {
        name: NIM_PRODUCT,
        example: "nimprod 3 5",
        options: &[],
        position: Some(PositionSpec {
            name: "N",
            help: "The two numbers A B.",
            hyphens: false,
        }),
        read: |_, words, _| Ok((Source::NimProduct, words)),
    },
];

/// Every game a request may name, as the surfaces list them: the registry's families, then
/// the forms.
pub fn every_game(lang: Lang) -> Vec<About> {
    let families = crate::games::registry::about(lang);
    families
        .into_iter()
        .chain(FORMS.iter().map(|f| f.about(lang)))
        .collect()
}

/// The word that names a game graph.
const GRAPH_NAME: &str = "graph";

/// The form `source` was read from; `None` for a family of the registry or a rule file.
pub fn of(source: &Source) -> Option<&'static Form> {
    let name = match source {
        Source::Compound(kind) => kind.name(),
        Source::Graph(_) => GRAPH_NAME,
        Source::Dice(_) => odds::NAME,
        Source::NimProduct => NIM_PRODUCT,
        Source::Family(..) | Source::Partizan(..) | Source::Rules(_) => return None,
    };
    find(name)
}

/// The form named `name`, if one is.
pub fn find(name: &str) -> Option<&'static Form> {
    FORMS.iter().find(|form| form.name == name)
}

impl Form {
    /// What it is, in one line: the message `rules-NAME` of the translation files.
    pub fn rules(&self) -> Text {
        Text::new(format!("rules-{}", self.name))
    }

    /// What is told of it when the games are listed, in `lang`: answered by `solve` (on
    /// the command line, the web page and in Python), and why it is not played, tabulated
    /// or stored.
    pub fn about(&self, lang: Lang) -> About {
        let why = Text::new("not-for-form")
            .arg("game", self.name)
            .render(lang);
        let not_for = ["play", "table", "database"].map(|surface| NotFor {
            surface,
            why: why.clone(),
        });
        About {
            game: self.name,
            alias: None,
            title: title(self.name).render(lang),
            rules: self.rules().render(lang),
            example: self.example,
            options: self.options.iter().map(AboutOption::of).collect(),
            position: self.position.as_ref().map_or("", |p| p.help),
            tabulates: false,
            table_example: None,
            partizan: false,
            family: false,
            board: None,
            surfaces: vec!["solve", "python", "web"],
            not_for: not_for.into(),
        }
    }

    /// Reads the words typed after the form's name: its options, then its position.
    pub fn read(
        &self,
        words: &[String],
        files: &dyn Files,
    ) -> Result<(Source, Vec<String>), Error> {
        let (options, position) = Options::read(self.name, self.options, words)?;
        (self.read)(options, position, files)
    }
}

/// The components a compound's words write: each word one component (`"nim 3"` `"nim 2"`,
/// as a shell passes quoted arguments), or, where a word is `+` or no word has a space in
/// it, the words joined and parted by `+` (`nim 3 + nim 2`, or `nim 3` alone).
fn components(words: Vec<String>) -> Vec<String> {
    let spaced = words.iter().any(|w| w.contains(char::is_whitespace));
    if words.iter().any(|w| w == "+") || !spaced {
        return parted(&words.join(" "));
    }
    words
}

/// The options of a game graph: its file, and the token or tokens placed on it.
const GRAPH: &[OptionSpec] = &[
    OptionSpec {
        long: "FILE",
        value: Some("FILE"),
        help:
            "The graph: one move `u v` per line (a token on u may move to v); `#` starts a comment.",
        required: true,
        positional: true,
        file: true,
    },
    OptionSpec {
        long: "--from",
        value: Some("V"),
        help: "Analyse one vertex: its value and every winning (or drawing) move.",
        required: false,
        positional: false,
        file: false,
    },
    OptionSpec {
        long: "--tokens",
        value: Some("V1,V2,…"),
        help: "Several tokens at once, comma-separated; a move slides one of them.",
        required: false,
        positional: false,
        file: false,
    },
];

/// A game graph: the file its first word names, a token on the vertex of `--from` or one on
/// each of `--tokens`, or on the vertices typed.
fn graph(
    options: Options,
    mut words: Vec<String>,
    files: &dyn Files,
) -> Result<(Source, Vec<String>), Error> {
    let file = options.required("FILE")?;
    let found = files.find(file.text, FileKind::Graph)?;
    let from = options.token("--from").map(|v| v.text.to_string());
    let tokens = options.token("--tokens").map(|list| {
        let tokens = list.text.split(',').map(|v| v.trim().to_string());
        tokens.collect::<Vec<_>>()
    });
    if from.is_some() && tokens.is_some() {
        let text = Text::new("error-clap-conflict")
            .arg("twice", 0)
            .arg("arg", "--from")
            .arg("other", "--tokens");
        return Err(Error::invalid(text));
    }
    let placed = from.map(|v| vec![v]).or(tokens).unwrap_or_default();
    if !placed.is_empty() {
        if let Some(word) = words.first() {
            return Err(Error::invalid(
                Text::new("error-no-position-here").arg("word", crate::notation::quote(word, 40)),
            ));
        }
        words = placed;
    }
    Ok((Source::Graph(found), words))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ask::{
        self,
        files::{FileKind, Found},
        Request,
    };
    use crate::budget::Budget;
    use crate::Context;
    use std::path::PathBuf;

    /// The files of the repository, as the examples name them from its top folder.
    struct Repository;

    impl Files for Repository {
        fn find(&self, name: &str, _: FileKind) -> Result<Found, Error> {
            let top = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
            Ok(Found {
                path: top.join(name),
                name: name.to_string(),
            })
        }
    }

    /// Every form's example is read from its words and answered through the front door, its
    /// explanation in both languages, and the form is listed with its messages.
    #[test]
    fn every_form_example_is_answered_in_both_languages() {
        for form in FORMS {
            let words: Vec<String> = form.example.split(' ').map(String::from).collect();
            assert_eq!(words[0], form.name);
            for lang in [Lang::En, Lang::Zh] {
                let about = form.about(lang);
                assert!(!about.title.starts_with("title-"), "{}", form.name);
                assert!(!about.rules.starts_with("rules-"), "{}", form.name);
                let cx = Context::new(lang, Budget::with_memory(1 << 30));
                let (source, position) = Source::read(&words, &Repository).unwrap();
                let request = Request::new(source, position);
                let mut answer = ask::solve(request, &Repository, &cx, &mut |_| {}).unwrap();
                let json = answer.json(&cx).unwrap();
                let why = json["explanation"].as_str().unwrap_or_default();
                let chinese = why.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
                assert_eq!(chinese, lang == Lang::Zh, "{}: {why}", form.example);
            }
        }
    }

    /// A compound's components are read whether quoted one by one or parted by `+`.
    #[test]
    fn components_are_read_quoted_or_parted() {
        let words = |list: &[&str]| list.iter().map(|w| w.to_string()).collect::<Vec<_>>();
        let two = words(&["nim 3", "wythoff 3 5"]);
        assert_eq!(components(two.clone()), two);
        assert_eq!(
            components(words(&["nim", "3", "+", "wythoff", "3", "5"])),
            two
        );
        assert_eq!(components(words(&["nim", "3"])), words(&["nim 3"]));
        assert_eq!(components(words(&["nim 3"])), words(&["nim 3"]));
        assert!(components(Vec::new()).is_empty());
    }
}
