//! Arguments that many commands share: the language, the budget (memory and time), JSON, and the
//! registry's families as subcommands.

use boyi::family::Family;
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

/// Adds the families that `keep` accepts as subcommands of `command`, and the way to name a
/// rule file instead: `--rules FILE POSITION…`.
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
}

/// One family as a subcommand, with its options and position.
pub(super) fn family(f: &'static Family) -> Command {
    let mut command = Command::new(f.name).about(f.rules().render(boyi::Lang::En));
    if let Some(alias) = f.alias {
        command = command.visible_alias(alias);
    }
    for option in f.options {
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
    let position = Arg::new("position")
        .value_name(f.position.name)
        .num_args(0..)
        .help(f.position.help);
    command.arg(if f.position.hyphens {
        // One word, so that options after it are still options.
        position.num_args(1).allow_hyphen_values(true)
    } else {
        position.allow_negative_numbers(true)
    })
}
