//! `boyi quotient`: the misère quotient of a take-and-break code, or of a family's game that
//! declares its code (a subtraction game), heap by heap until its pretending function is
//! proven periodic.

use crate::failure::{quoted, Failure};
use crate::lang::{say, width};
use crate::progress;
use boyi::code::Code;
use boyi::games::registry;
use boyi::misere::present::{analyze, tame, IdempotentRow};
use boyi::misere::solver::{Ended, Stuck};
use boyi::misere::{Presentation, QuotientSolver};
use boyi::notation::{natural, Place, Token};
use boyi::Context;
use boyi::Lang;
use boyi::Text;
use clap::ArgMatches;
use serde_json::json;
use std::time::{Duration, Instant};

/// The heaps a run goes to when `--to` is not given.
const DEFAULT_TO: u64 = 10_000;

/// Seconds a run may take when `--seconds` is not given.
const DEFAULT_SECONDS: u64 = 600;

/// Heaps whose Φ the text shows on its line (`--table` shows every one).
const PHI_SHOWN: usize = 200;

/// Multiplication tables are written in JSON up to this many entries.
const JSON_TABLE_ENTRIES: usize = 1 << 20;

/// Runs `boyi quotient`, returning the whole output.
pub fn run(matches: &ArgMatches, cx: Context) -> Result<String, Failure> {
    let (code, name) = match matches.subcommand() {
        Some((name, sub)) => {
            let family = registry::find(name).expect("a subcommand of the registry");
            let quotient = family.quotient.expect("a subcommand only where declared");
            if let Some(word) = crate::games::words(sub).first() {
                let text = Text::new("error-no-position-here").arg("word", quoted(word));
                return Err(Failure::new(text));
            }
            quotient(&crate::games::given(family.options, sub))?
        }
        None => {
            let game = matches.get_one::<String>("game").map_or("", |s| s.as_str());
            if let Some(family) = registry::find(game) {
                let with: Vec<&str> = registry::by_outcome()
                    .filter(|f| f.quotient.is_some())
                    .map(|f| f.name)
                    .collect();
                let text = Text::new("error-no-quotient")
                    .arg("game", family.name)
                    .arg("families", with.join(", "));
                return Err(Failure::new(text));
            }
            let code = Code::parse(&Token {
                text: game,
                at: Place::Argument(1),
            })?;
            let name = format!("octal {code}");
            (code, name)
        }
    };
    let number = |id: &str, flag: &'static str, what: &'static str, default: u64| {
        matches
            .get_one::<String>(id)
            .map(|t| natural(&Token::option(flag, t), Text::new(what)))
            .transpose()
            .map(|n| n.unwrap_or(default))
    };
    let to = number("to", "--to", "what-last-heap", DEFAULT_TO)?;
    let seconds = number("seconds", "--seconds", "what-seconds", DEFAULT_SECONDS)?;
    let to = u32::try_from(to).unwrap_or(u32::MAX).min(MAX_HEAP);
    let deadline = Instant::now().checked_add(Duration::from_secs(seconds));
    let mut solver = QuotientSolver::new(code, cx.budget);
    let counter = progress::counter("heaps");
    let ended = solver.run(to, deadline, |s| {
        counter.set_position(u64::from(s.last_heap()))
    });
    counter.finish_and_clear();
    let report = Report::new(name, &solver, ended, cx.lang);
    if matches.get_flag("json") {
        return Ok(serde_json::to_string_pretty(&report.json())? + "\n");
    }
    let mut out = report.text();
    if matches.get_flag("table") {
        out += &report.table();
    }
    if matches.get_flag("analyze") {
        out += &report.analysis();
    }
    Ok(out)
}

/// The largest heap a run may reach (Φ and the move lists grow with it).
const MAX_HEAP: u32 = 1 << 16;

/// What a run found, ready to be written.
struct Report<'a> {
    name: String,
    solver: &'a QuotientSolver,
    ended: Ended,
    presentation: Presentation,
    /// The language the report is written in.
    lang: Lang,
}

impl<'a> Report<'a> {
    fn new(name: String, solver: &'a QuotientSolver, ended: Ended, lang: Lang) -> Report<'a> {
        let presentation = Presentation::of(solver.quotient(), solver.phi());
        Report {
            name,
            solver,
            ended,
            presentation,
            lang,
        }
    }

    /// The name the literature gives the quotient: T_k when tame, R8 for order 8 (the only
    /// misère quotient of order 8: Siegel, "The structure and classification of misère
    /// quotients", 2007).
    fn known_name(&self) -> Option<String> {
        let q = self.solver.quotient();
        match tame(q) {
            Some(k) => Some(format!("T{k}")),
            None if q.order() == 8 => Some("R8".to_string()),
            None => None,
        }
    }

    fn words(&self, elements: &[u32], ascii: bool) -> Vec<String> {
        let word = |&x: &u32| self.presentation.element(x, ascii);
        elements.iter().map(word).collect()
    }

    /// Φ for the heaps that say all of it: up to one period past the preperiod when proven.
    fn phi_shown(&self) -> &[u32] {
        let phi = self.solver.phi();
        match self.solver.period() {
            Some(p) => &phi[..((p.preperiod + p.period) as usize).min(phi.len())],
            None => phi,
        }
    }

    /// Φ's words on one line: the first [`PHI_SHOWN`] heaps, then how many more `--table` lists.
    fn phi_words(&self) -> String {
        let phi = self.phi_shown();
        let mut words = self
            .words(&phi[..phi.len().min(PHI_SHOWN)], false)
            .join(" ");
        if phi.len() > PHI_SHOWN {
            let more = Text::new("quotient-phi-more").arg("more", (phi.len() - PHI_SHOWN) as u64);
            words += &format!(" {}", say(self.lang, &more));
        }
        words
    }

    /// Why the run ended, in words.
    fn ending(&self) -> Text {
        let heap = self.solver.last_heap();
        match self.ended {
            Ended::Periodic => {
                let p = self.solver.period().expect("periodic");
                let code = self.solver.code();
                let (t, r) = (code.largest_take(), code.parts());
                Text::new("quotient-periodic")
                    .arg("preperiod", p.preperiod)
                    .arg("start", p.preperiod.max(1))
                    .arg("period", p.period)
                    .arg("heaps", u64::from(heap) + 1)
                    .arg("last", u64::from(heap) - p.period)
                    .arg("parts", r)
                    .arg("take", t)
                    .arg("needed", code.values_for_period(p.preperiod, p.period))
            }
            Ended::Reached => Text::new("quotient-reached").arg("heap", heap),
            Ended::Stuck(Stuck::OutOfTime) => {
                Text::new("quotient-out-of-time").arg("heap", heap + 1)
            }
            Ended::Stuck(Stuck::TooLarge(t)) => Text::new("quotient-too-large")
                .arg("heap", heap + 1)
                .arg("elements", t.elements as u64),
            Ended::Stuck(Stuck::SearchTooLong(s)) => Text::new("quotient-search-too-long")
                .arg("heap", heap + 1)
                .arg("positions", s.positions),
            Ended::Stuck(Stuck::Unrepaired { heap }) => {
                Text::new("quotient-unrepaired").arg("heap", heap)
            }
        }
    }

    fn text(&self) -> String {
        let q = self.solver.quotient();
        let p = q.p_portion();
        let growth: Vec<String> = (self.solver.growth().iter())
            .map(|g| format!("{} ({})", g.heap, g.order))
            .collect();
        let lines = [
            Text::new("quotient-title")
                .arg("game", self.name.clone())
                .arg("heap", self.solver.last_heap()),
            self.ending(),
            Text::new("quotient-presentation")
                .arg("monoid", self.presentation.show_monoid(false))
                .arg(
                    "name",
                    self.known_name()
                        .map_or(String::new(), |n| format!("  ({n})")),
                ),
            Text::new("quotient-order")
                .arg("order", q.order() as u64)
                .arg("p", p.len() as u64)
                .arg("elements", self.words(&p, false).join(", ")),
            Text::new("quotient-tame")
                .arg("wild", u64::from(tame(q).is_none()))
                .arg("tame", tame(q).unwrap_or(0)),
            Text::new("quotient-phi")
                .arg("last", self.phi_shown().len().saturating_sub(1) as u64)
                .arg("words", self.phi_words()),
            Text::new("quotient-growth").arg("heaps", growth.join(", ")),
        ];
        let mut out: String = lines.iter().map(|t| say(self.lang, t) + "\n").collect();
        if let Ended::Stuck(_) = self.ended {
            out += &say(self.lang, &Text::new("quotient-partial"));
            out.push('\n');
        }
        out
    }

    /// `--table`: each heap's element, and whether the heap alone is a P-position.
    fn table(&self) -> String {
        let q = self.solver.quotient();
        let heading = [
            say(self.lang, &Text::new("column-heap")),
            say(self.lang, &Text::new("column-element")),
            say(self.lang, &Text::new("column-outcome")),
        ];
        let words = self.words(self.solver.phi(), false);
        let wide = words.iter().map(|w| width(w)).max().unwrap_or(1);
        let wide = wide.max(width(&heading[1]));
        let pad = |s: &str, w: usize| format!("{s}{}", " ".repeat(w.saturating_sub(width(s))));
        let mut out = format!(
            "\n{:>6}  {}  {}\n",
            heading[0],
            pad(&heading[1], wide),
            heading[2]
        );
        for (h, (&x, word)) in self.solver.phi().iter().zip(&words).enumerate() {
            let outcome = if q.is_p(x) { "P" } else { "N" };
            out += &format!("{h:>6}  {}  {outcome}\n", pad(word, wide));
        }
        out
    }

    /// `--analyze`: one row per idempotent.
    fn analysis(&self) -> String {
        let q = self.solver.quotient();
        let rows = analyze(q);
        let mut out = format!(
            "\n{}\n",
            say(
                self.lang,
                &Text::new("quotient-analysis").arg("idempotents", rows.len() as u64)
            )
        );
        let shown: Vec<[String; 5]> = rows.iter().map(|r| self.row(r)).collect();
        let heading: [String; 5] = [
            "column-idempotent",
            "column-subgroup",
            "column-archimedean",
            "column-lower-covers",
            "column-subgroup-p",
        ]
        .map(|k| say(self.lang, &Text::new(k)));
        let widths: Vec<usize> = (0..5)
            .map(|i| {
                let cells = shown.iter().map(|r| width(&r[i]));
                cells.chain([width(&heading[i])]).max().unwrap_or(0)
            })
            .collect();
        for row in [heading].iter().chain(&shown) {
            let cells: Vec<String> = row
                .iter()
                .zip(&widths)
                .map(|(c, &w)| format!("{c}{}", " ".repeat(w - width(c))))
                .collect();
            out += cells.join("  ").trim_end();
            out.push('\n');
        }
        out
    }

    fn row(&self, r: &IdempotentRow) -> [String; 5] {
        let q = self.solver.quotient();
        let star = if r.kernel { " *" } else { "" };
        let p: Vec<u32> = r.subgroup.iter().copied().filter(|&x| q.is_p(x)).collect();
        [
            format!("{}{star}", self.presentation.element(r.idempotent, false)),
            r.subgroup.len().to_string(),
            r.archimedean.to_string(),
            self.words(&r.lower_covers, false).join(" "),
            self.words(&p, false).join(" "),
        ]
    }

    fn json(&self) -> serde_json::Value {
        let q = self.solver.quotient();
        let all: Vec<u32> = (0..q.order() as u32).collect();
        let generators: Vec<_> = (self.presentation.generators.iter().enumerate())
            .map(|(i, &h)| json!({ "letter": Presentation::letter(i), "heap": h }))
            .collect();
        let relations: Vec<_> = (self.presentation.relations.iter())
            .map(|(l, r)| [Presentation::show(l, true), Presentation::show(r, true)])
            .collect();
        let table = (q.order() * q.order() <= JSON_TABLE_ENTRIES).then(|| {
            let row = |x: u32| all.iter().map(|&y| q.mul(x, y)).collect::<Vec<_>>();
            all.iter().map(|&x| row(x)).collect::<Vec<_>>()
        });
        let idempotents: Vec<_> = analyze(q)
            .iter()
            .map(|r| {
                json!({
                    "idempotent": r.idempotent,
                    "kernel": r.kernel,
                    "subgroup": r.subgroup,
                    "archimedean": r.archimedean,
                    "lower_covers": r.lower_covers,
                })
            })
            .collect();
        json!({
            "game": self.name,
            "last_heap": self.solver.last_heap(),
            "ended": match self.ended {
                Ended::Periodic => "periodic",
                Ended::Reached => "reached",
                Ended::Stuck(Stuck::OutOfTime) => "out-of-time",
                Ended::Stuck(Stuck::TooLarge(_)) => "too-large",
                Ended::Stuck(Stuck::SearchTooLong(_)) => "search-too-long",
                Ended::Stuck(Stuck::Unrepaired { .. }) => "unrepaired",
            },
            "period": self.solver.period(),
            "order": q.order(),
            "largest_candidate": self.solver.largest_candidate(),
            "p_size": q.p_portion().len(),
            "name": self.known_name(),
            "tame": tame(q),
            "presentation": self.presentation.show_monoid(true),
            "generators": generators,
            "relations": relations,
            "elements": self.words(&all, true),
            "p_portion": q.p_portion(),
            "phi": self.solver.phi(),
            "growth": self.solver.growth().iter().map(|g| json!({
                "heap": g.heap, "order": g.order, "p_size": g.p_size,
            })).collect::<Vec<_>>(),
            "idempotents": idempotents,
            "table": table,
        })
    }
}
