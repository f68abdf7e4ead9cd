//! Arguments that many commands share: the language, the budget (memory and time), JSON, and the
//! registry's families as subcommands.

use boyi::ask::form::{Form, FORMS};
use boyi::family::{Family, OptionSpec, PositionSpec};
use boyi::games::registry;
use clap::{Arg, ArgAction, Command};

/// `--lang en|zh`: the language of everything a person reads (JSON's fields stay English).
pub(super) fn lang_flag() -> Arg {
    Arg::new("lang")
        .long("lang")
        .value_name("LANG")
        .global(true)
        .help(
            "The language of answers and messages: en or zh (中文). Default: BOYI_LANG, else \
             the locale (LANG=zh_CN.UTF-8 speaks Chinese), else English.",
        )
}

/// `--memory SIZE` and `--time DURATION`: the budget of a request.
pub(super) fn budget() -> [Arg; 2] {
    [memory(), time()]
}

/// `--memory SIZE`: the memory a request may use.
fn memory() -> Arg {
    Arg::new("memory")
        .long("memory")
        .value_name("SIZE")
        .global(true)
        .allow_hyphen_values(true)
        .help(
            "The memory a request may use (e.g. 512M, 2G); larger requests are refused before \
             they start. Default: half of the memory available.",
        )
}

/// `--time DURATION`: the time a request may run.
pub(super) fn time() -> Arg {
    Arg::new("time")
        .long("time")
        .value_name("DURATION")
        .global(true)
        .allow_hyphen_values(true)
        .help(
            "The time a request may run (e.g. 90s, 30m, 4h, 2d): work estimated to take longer \
             is refused before it starts, and work still running then stops. Default: 1h \
             (for `boyi serve`, 20s for each request).",
        )
}

/// `--json`: JSON instead of text.
pub(super) fn json_flag() -> Arg {
    Arg::new("json")
        .long("json")
        .global(true)
        .action(ArgAction::SetTrue)
        .help("Print JSON instead of text.")
}

/// Adds the families that `keep` accepts and the forms of the front door as subcommands of
/// `command`, and the way to name a rule file instead: `--rules FILE POSITION…`.
pub fn with_games(command: Command, keep: impl Fn(&Family) -> bool) -> Command {
    command
        .arg(
            Arg::new("rules")
                .long("rules")
                .value_name("FILE")
                .help("A game of your own: a rule file (see examples/rules/)."),
        )
        .arg(
            Arg::new("position")
                .value_name("POSITION")
                .num_args(0..)
                .allow_negative_numbers(true)
                .help("With --rules: the position, as the rule file writes it."),
        )
        .subcommands(registry::by_outcome().filter(|f| keep(f)).map(family))
        .subcommands(FORMS.iter().map(form))
}

/// A form of the front door as a subcommand (a compound, the dice gamble): `solve` answers
/// it, and every other command refuses it with the reason `boyi games` gives.
fn form(f: &'static Form) -> Command {
    let about = f.rules().render(boyi::Lang::En);
    // The library says which option is missing, after the command has said whether it
    // takes the form at all.
    game(f.name, about, f.options, f.position.as_ref()).mut_args(|arg| arg.required(false))
}

/// One family as a subcommand, with its options and position.
pub(super) fn family(f: &'static Family) -> Command {
    let about = f.rules().render(boyi::Lang::En);
    let command = game(f.name, about, f.options, Some(&f.position));
    match f.alias {
        Some(alias) => command.visible_alias(alias),
        None => command,
    }
}

/// A game named by `name` as a subcommand, with the options it declares and its position:
/// a family of the registry, or a form of the front door (a compound, the dice gamble).
pub(super) fn game(
    name: &'static str,
    about: String,
    options: &'static [OptionSpec],
    position: Option<&PositionSpec>,
) -> Command {
    let mut command = Command::new(name).about(about);
    for option in options {
        let arg = Arg::new(option.name()).help(option.help);
        command = command.arg(match option.value {
            Some(value) if option.positional => arg.value_name(value).required(option.required),
            Some(value) => arg
                .long(option.name())
                .value_name(value)
                .allow_hyphen_values(true)
                .required(option.required),
            None => arg.long(option.name()).action(ArgAction::SetTrue),
        });
    }
    let Some(position) = position else {
        return command;
    };
    let words = Arg::new("position")
        .value_name(position.name)
        .num_args(0..)
        .help(position.help);
    command.arg(if position.hyphens {
        // One word, so that options after it are still options.
        words.num_args(1).allow_hyphen_values(true)
    } else {
        words.allow_negative_numbers(true)
    })
}
