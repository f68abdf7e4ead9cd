//! Partizan games on the command line: `boyi value EXPR` (the calculator of canonical
//! forms), `boyi solve FAMILY POSITION` for the partizan families, and the table of
//! Domineering rectangles.

use crate::failure::Failure;
use crate::lang::say;
use boyi::ask;
use boyi::ask::value::{Expression, Transform, Valuation};
use boyi::family::{Options, PartizanTable, RowSink};
use boyi::partizan::expr;
use boyi::partizan::family::Solution;
use boyi::partizan::report::{self, ComparisonReport, Properties, SolutionReport, FORM_CHARS};
use boyi::partizan::{Arena, Cmp, GameId, Wall};
use boyi::Lang;
use boyi::{Context, Text};
use clap::ArgMatches;
use serde_json::json;

/// A value in CGSuite's notation, or a summary in the language of the run when it has more
/// than `max` characters.
fn form(arena: &mut Arena, g: GameId, max: usize, lang: Lang) -> String {
    report::form(arena, g, max, lang)
}

/// A wall as `(t, value)` points.
fn points(wall: &Wall) -> String {
    wall.points()
        .iter()
        .map(|(t, v)| format!("({t}, {v})"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The lines of text that describe a game, its canonical form whole with `full`.
fn describe(
    arena: &mut Arena,
    g: GameId,
    full: bool,
    out: &mut String,
    cx: Context,
) -> Result<(), Failure> {
    let lang = cx.lang;
    let p = properties(arena, g, full, cx)?;
    described(arena, g, &p, out, lang);
    Ok(())
}

/// The lines of text that say the properties `p` of the game `g`, and its thermograph.
fn described(arena: &mut Arena, g: GameId, p: &Properties, out: &mut String, lang: Lang) {
    let t = arena.thermograph(g);
    let none = || "—".to_string();
    let join = |v: &[String]| if v.is_empty() { none() } else { v.join(", ") };
    let lines = [
        Text::new("partizan-value").arg("value", p.value.clone()),
        p.class.said(),
        Text::new("partizan-stops")
            .arg("left", p.left_stop.clone())
            .arg("right", p.right_stop.clone()),
        Text::new("partizan-mean")
            .arg("mean", p.mean.clone())
            .arg("temperature", p.temperature.clone()),
        Text::new("partizan-birthday").arg("day", p.birthday.clone()),
        match &p.atomic_weight {
            Some(w) => Text::new("partizan-atomic").arg("weight", w.clone()),
            None => Text::new("partizan-atomic-none"),
        },
        Text::new("partizan-reduced").arg("form", p.reduced.clone()),
        Text::new("partizan-incentives")
            .arg("left", join(&p.incentives.left))
            .arg("right", join(&p.incentives.right)),
        Text::new("partizan-thermograph")
            .arg("mean", p.mean.clone())
            .arg("temperature", p.temperature.clone()),
        Text::new("partizan-wall-left").arg("points", points(&t.left)),
        Text::new("partizan-wall-right").arg("points", points(&t.right)),
    ];
    for (i, line) in lines.iter().enumerate() {
        if i >= 9 {
            out.push_str("  ");
        }
        out.push_str(&say(lang, line));
        out.push('\n');
    }
}

/// The properties of `g`, its canonical form whole with `full` (`--full`) rather than
/// summarised past [`boyi::partizan::report::FORM_CHARS`] characters.
fn properties(
    arena: &mut Arena,
    g: GameId,
    full: bool,
    cx: Context,
) -> Result<Properties, Failure> {
    let mut p = Properties::of(arena, g, cx);
    if full {
        p.value = boyi::partizan::report::full_form(arena, g)?;
    }
    Ok(p)
}

/// `boyi value EXPR`: the library's `value` verb asked with the command line's arguments,
/// its answer in text or JSON, the thermograph drawn where `--plot` names a file.
pub fn value(sub: &ArgMatches, cx: Context) -> Result<String, Failure> {
    let lang = cx.lang;
    let restored = |id: &str| {
        let words = sub.get_many::<String>(id)?;
        Some(words.map(|w| crate::args::restore(w)).collect::<Vec<_>>())
    };
    let one = |id: &str| restored(id).map(|words| words.join(" "));
    let transform = Transform::asked(one("cool"), one("heat"), restored("overheat"))?;
    let expression = Expression {
        text: restored("expression")
            .map(|w| w.join(" "))
            .unwrap_or_default(),
        full: sub.get_flag("full"),
        transform,
    };
    let plot = sub
        .get_one::<String>("plot")
        .map(|p| crate::plot::target(p))
        .transpose()?;
    let mut valuation = ask::value::value(&expression, &cx)?;
    if let (Some(target), Valuation::Game { arena, game, .. }) = (&plot, &mut valuation) {
        let t = arena.thermograph(*game);
        let title = form(arena, *game, 80, lang);
        crate::plot::thermograph(target, &title, &t)?;
    }
    if sub.get_flag("json") {
        return Ok(serde_json::to_string_pretty(&valuation.json()?)? + "\n");
    }
    Ok(match valuation {
        Valuation::Game {
            properties,
            mut arena,
            game,
        } => {
            let mut out = String::new();
            described(&mut arena, game, &properties, &mut out, lang);
            out
        }
        Valuation::Comparison(c) => comparison(c, lang),
        Valuation::Transformed { line, value, .. } => say(lang, &line.arg("value", value)) + "\n",
    })
}

/// Whether a comparison holds, and how its two games stand, in two lines.
fn comparison(c: ComparisonReport, lang: Lang) -> String {
    let (cmp, holds, l, r) = (c.comparison, c.holds, c.left, c.right);
    let key = match cmp {
        Cmp::Less => "partizan-cmp-less",
        Cmp::Equal => "partizan-cmp-equal",
        Cmp::Greater => "partizan-cmp-greater",
        Cmp::Confused => "partizan-cmp-confused",
    };
    let verdict = Text::new(if holds {
        "partizan-holds"
    } else {
        "partizan-fails"
    })
    .arg("left", l.clone())
    .arg("relation", c.relation)
    .arg("right", r.clone());
    let how = Text::new(key).arg("left", l).arg("right", r);
    format!("{}\n{}\n", say(lang, &verdict), say(lang, &how))
}

/// A solved position in words, or as JSON; refused if the arena ran out on the way.
/// The answer for the solved position `s` of the game `name`; with `full` its canonical
/// form whole, however long.
pub fn render(
    name: &str,
    mut s: Solution,
    json: bool,
    full: bool,
    cx: Context,
) -> Result<String, Failure> {
    let text = render_in(name, &mut s, json, full, cx)?;
    if s.arena.exhausted() {
        return Err(expr::too_large(&s.arena).into());
    }
    Ok(text)
}

fn render_in(
    name: &str,
    s: &mut Solution,
    json: bool,
    full: bool,
    cx: Context,
) -> Result<String, Failure> {
    let lang = cx.lang;
    if json {
        let mut report = SolutionReport::of(name, s, cx);
        if full {
            report.properties.value = boyi::partizan::report::full_form(&mut s.arena, s.value)?;
        }
        return Ok(serde_json::to_string_pretty(&report)? + "\n");
    }
    let why = report::explanation(s, lang);
    let arena = &mut s.arena;
    let mut out = String::new();
    out.push_str(&format!("{name} {}\n", s.position));
    describe(arena, s.value, full, &mut out, cx)?;
    if !s.components.is_empty() {
        out.push_str(&say(
            lang,
            &Text::new("partizan-components").arg("count", s.components.len()),
        ));
        out.push('\n');
        for (p, v) in &s.components {
            out.push_str(&format!("  {p}  {}\n", form(arena, *v, FORM_CHARS, lang)));
        }
    }
    for (key, moves) in [
        ("partizan-left-moves", &s.left),
        ("partizan-right-moves", &s.right),
    ] {
        out.push_str(&say(lang, &Text::new(key).arg("count", moves.len())));
        out.push('\n');
        for m in moves.iter() {
            let v = form(arena, m.value, FORM_CHARS, lang);
            out.push_str(&format!("  {}  → {}  {v}\n", m.name, m.position));
        }
    }
    out.push_str(&say(
        lang,
        &Text::new("title-why").arg("engine", s.engine.said()),
    ));
    out.push_str(&format!("\n  {}\n", say(lang, &why)));
    Ok(out)
}

/// The widest value a table row prints; a longer one is summarised.
const ROW_CHARS: usize = 160;

/// One row of a partizan table: the position's label, outcome, mean, temperature and value;
/// as a JSON object with `--json`.
fn row(label: &str, arena: &mut Arena, v: GameId, json: bool, lang: Lang) -> String {
    let value = form(arena, v, if json { FORM_CHARS } else { ROW_CHARS }, lang);
    let class = arena.class(v);
    let t = arena.thermograph(v);
    if json {
        json!({"position": label, "value": value, "class": class,
               "mean": t.mean.to_string(), "temperature": t.temperature.to_string()})
        .to_string()
    } else {
        format!(
            "{label}  {class:?}  mean {}  temperature {}  {value}",
            t.mean, t.temperature
        )
    }
}

/// Writes the rows `fill` produces as they come, stopping at the first write that fails;
/// then, with `plot`, draws each row's mean and temperature (row n is the n-th).
fn rows(
    out: &mut impl std::io::Write,
    json: bool,
    plot: Option<(&crate::plot::Target, &str)>,
    fill: impl FnOnce(RowSink) -> Result<(), boyi::Error>,
    lang: Lang,
) -> Result<(), Failure> {
    let mut failure: Option<Failure> = None;
    let mut points = Vec::new();
    let mut write = |label: &str, arena: &mut Arena, v: GameId| {
        if failure.is_none() {
            let line = row(label, arena, v, json, lang);
            if let Err(e) = writeln!(out, "{line}").and_then(|_| out.flush()) {
                failure = Some(e.into());
            }
            let t = arena.thermograph(v);
            let n = points.len() as u64 + 1;
            points.push((n, t.mean.to_f64(), t.temperature.to_f64()));
        }
        Ok(())
    };
    fill(&mut write)?;
    if let Some(failure) = failure {
        return Err(failure);
    }
    if let Some((target, title)) = plot {
        crate::plot::means(target, title, &points)?;
    }
    Ok(())
}

/// `boyi table NAME OPTIONS --to N` of a partizan family: the rows of its table, one line
/// each as found, then with `plot` each row's mean and temperature.
pub fn table(
    table: &PartizanTable,
    options: &Options,
    to: u64,
    json: bool,
    plot: Option<&crate::plot::Target>,
    out: &mut impl std::io::Write,
    cx: Context,
) -> Result<(), Failure> {
    let lang = cx.lang;
    let title = (table.title)(options)?;
    let fill = |write: RowSink| (table.rows)(options, to, cx.budget, write);
    rows(out, json, plot.map(|p| (p, title.as_str())), fill, lang)
}
