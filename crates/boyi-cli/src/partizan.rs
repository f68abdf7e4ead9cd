//! Partizan games on the command line: `boyi value EXPR` (the calculator of canonical
//! forms), `boyi solve FAMILY POSITION` for the partizan families, and the table of
//! Domineering rectangles.

use crate::failure::Failure;
use crate::lang::say;
use boyi::family::{Options, PartizanFamily as Family, PartizanTable, RowSink};
use boyi::partizan::expr::{self, Reading};
use boyi::partizan::family::Solution;
use boyi::partizan::report::{self, Properties, SolutionReport, ValueReport, FORM_CHARS};
use boyi::partizan::{Arena, Cmp, Dyadic, GameId, Wall};
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
        Text::new("partizan-birthday").arg("day", p.birthday),
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
    Ok(())
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

/// `boyi value EXPR`: refused, not printed, if its games outgrow the memory budget.
pub fn value(sub: &ArgMatches, cx: Context) -> Result<String, Failure> {
    let mut arena = Arena::new();
    let budget = cx.budget.capped(boyi::budget::VALUE_MEMORY);
    arena.limit(usize::try_from(budget).unwrap_or(usize::MAX));
    let answer = value_in(sub, &mut arena, cx)?;
    if arena.exhausted() {
        return Err(expr::too_large(&arena).into());
    }
    Ok(answer)
}

/// `boyi value EXPR`, its games made in `arena`.
fn value_in(sub: &ArgMatches, arena: &mut Arena, cx: Context) -> Result<String, Failure> {
    let lang = cx.lang;
    let text = sub
        .get_one::<String>("expression")
        .map(|w| crate::args::restore(w))
        .unwrap_or_default();
    let json = sub.get_flag("json");
    let plot = sub
        .get_one::<String>("plot")
        .map(|p| crate::plot::target(p))
        .transpose()?;
    let reading = expr::read(arena, &text)?;
    let transform = Transform::asked(sub, arena)?;
    match reading {
        Reading::Game(g) => {
            if let Some(transform) = transform {
                return transform.write(arena, g, json, lang);
            }
            if let Some(target) = &plot {
                let t = arena.thermograph(g);
                let title = form(arena, g, 80, lang);
                crate::plot::thermograph(target, &title, &t)?;
            }
            let full = sub.get_flag("full");
            if json {
                let p = properties(arena, g, full, cx)?;
                return Ok(serde_json::to_string_pretty(&p)? + "\n");
            }
            let mut out = String::new();
            describe(arena, g, full, &mut out, cx)?;
            Ok(out)
        }
        Reading::Comparison { .. } => {
            if transform.is_some() {
                return Err(Failure::new(Text::new("error-cool-comparison")));
            }
            let ValueReport::Comparison(c) = ValueReport::of(arena, reading, cx) else {
                unreachable!("a comparison is reported as one")
            };
            if json {
                return Ok(serde_json::to_string_pretty(&c)? + "\n");
            }
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
            Ok(format!("{}\n{}\n", say(lang, &verdict), say(lang, &how)))
        }
    }
}

/// What `--cool`, `--heat` or `--overheat` asks for in place of the game's properties.
enum Transform {
    /// Cooled by a number above −1.
    Cool(Dyadic),
    /// Heated by a game.
    Heat(GameId),
    /// Overheated from the first game to the second.
    Overheat(GameId, GameId),
}

impl Transform {
    /// The transform the options ask for, if any; its games read into `arena`.
    fn asked(sub: &ArgMatches, arena: &mut Arena) -> Result<Option<Transform>, Failure> {
        let games = |id: &str| {
            sub.get_many::<String>(id)
                .map(|w| w.map(|w| crate::args::restore(w)).collect::<Vec<_>>())
        };
        if let Some(t) = sub.get_one::<String>("cool") {
            return Ok(Some(Transform::Cool(temperature(
                arena,
                &crate::args::restore(t),
            )?)));
        }
        if let Some(words) = games("heat") {
            return Ok(Some(Transform::Heat(operand(arena, "--heat", &words[0])?)));
        }
        if let Some(words) = games("overheat") {
            let s = operand(arena, "--overheat", &words[0])?;
            let t = operand(arena, "--overheat", &words[1])?;
            return Ok(Some(Transform::Overheat(s, t)));
        }
        Ok(None)
    }

    /// `g` transformed, in a line or as JSON.
    fn write(
        &self,
        arena: &mut Arena,
        g: GameId,
        json: bool,
        lang: Lang,
    ) -> Result<String, Failure> {
        let (result, line, fields) = match self {
            Transform::Cool(t) => (
                arena.cool(g, t.clone()),
                Text::new("partizan-cooled").arg("t", t.to_string()),
                json!({"cooled_by": t.to_string()}),
            ),
            &Transform::Heat(t) => {
                let shown = form(arena, t, FORM_CHARS, lang);
                (
                    arena.heat(g, t),
                    Text::new("partizan-heated").arg("t", shown.clone()),
                    json!({"heated_by": shown}),
                )
            }
            &Transform::Overheat(s, t) => {
                let (from, to) = (
                    form(arena, s, FORM_CHARS, lang),
                    form(arena, t, FORM_CHARS, lang),
                );
                (
                    arena.overheat(g, s, t),
                    Text::new("partizan-overheated")
                        .arg("s", from.clone())
                        .arg("t", to.clone()),
                    json!({"overheated_from": from, "overheated_to": to}),
                )
            }
        };
        if arena.exhausted() {
            return Err(expr::too_large(arena).into());
        }
        let value = form(arena, result, FORM_CHARS, lang);
        if json {
            let mut answer = fields;
            answer["value"] = json!(value);
            return Ok(serde_json::to_string_pretty(&answer)? + "\n");
        }
        Ok(say(lang, &line.arg("value", value)) + "\n")
    }
}

/// A game given to `option`: one game, not a comparison.
fn operand(arena: &mut Arena, option: &'static str, text: &str) -> Result<GameId, Failure> {
    match expr::read(arena, text)? {
        Reading::Game(g) => Ok(g),
        Reading::Comparison { .. } => Err(Failure::new(
            Text::new("error-operand-comparison")
                .arg("option", option)
                .arg("value", crate::failure::quoted(text)),
        )),
    }
}

/// The temperature `--cool` names: a number above −1.
fn temperature(arena: &mut Arena, text: &str) -> Result<Dyadic, Failure> {
    let refuse =
        || Failure::new(Text::new("error-cool").arg("value", crate::failure::quoted(text)));
    match expr::read(arena, text) {
        Ok(Reading::Game(t)) => match arena.number(t) {
            Some(t) if t > Dyadic::int(-1) => Ok(t),
            _ => Err(refuse()),
        },
        _ => Err(refuse()),
    }
}

/// The position typed after a partizan family's name, its words joined by spaces.
pub fn position_text(family: &Family, sub: &ArgMatches) -> Result<String, Failure> {
    let words: Vec<String> = sub
        .get_many::<String>("position")
        .into_iter()
        .flatten()
        .map(|w| crate::args::restore(w))
        .collect();
    Ok(match words.as_slice() {
        [one] => one.clone(),
        [] => {
            return Err(Failure::new(
                Text::new("error-partizan-position").arg("example", family.example),
            ))
        }
        _ => words.join(" "),
    })
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
