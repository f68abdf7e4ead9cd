//! Boyi in English and in Chinese: how the language is chosen, what follows it (every line
//! a person reads) and what does not (JSON, apart from its explanation).

mod common;

use common::{boyi, boyi_env};
use std::process::Output;

/// Whether `text` has a Chinese character.
fn chinese(text: &str) -> bool {
    text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).expect("utf-8")
}

fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).expect("utf-8")
}

#[test]
fn the_flag_then_boyi_lang_then_the_locale_choose_the_language() {
    let solve = ["solve", "nim", "14", "21", "39"];
    let with = |flag: &[&str], env: &[(&str, &str)]| {
        let args: Vec<&str> = flag.iter().chain(&solve).copied().collect();
        stdout(&boyi_env(&args, env, b""))
    };
    assert!(!chinese(&with(&[], &[])));
    assert!(chinese(&with(&["--lang", "zh"], &[])));
    assert!(chinese(&with(&["--lang=zh"], &[])));
    assert!(chinese(&with(&[], &[("LANG", "zh_CN.UTF-8")])));
    assert!(chinese(&with(&[], &[("LC_ALL", "zh_TW.UTF-8")])));
    assert!(!chinese(&with(&[], &[("LANG", "fr_FR.UTF-8")])));
    assert!(!chinese(&with(
        &[],
        &[("LC_ALL", "C"), ("LANG", "zh_CN.UTF-8")]
    )));
    assert!(chinese(&with(
        &[],
        &[("BOYI_LANG", "zh"), ("LANG", "en_US.UTF-8")]
    )));
    assert!(!chinese(&with(&["--lang", "en"], &[("BOYI_LANG", "zh")])));
    // A flag after the subcommand counts too.
    let late = stdout(&boyi(&["solve", "nim", "3", "--lang", "zh"], ""));
    assert!(chinese(&late), "{late}");
}

#[test]
fn an_unknown_language_is_refused_in_one_line() {
    for flag in [
        &["--lang", "fr"][..],
        &["--lang"],
        &["--lang="],
        &["--lang", "\u{7}"],
    ] {
        let args: Vec<&str> = flag.iter().copied().chain(["games"]).collect();
        let refusal = common::fails(&args, "");
        assert!(refusal.contains("--lang"), "{refusal}");
    }
    let refusal = stderr(&boyi_env(
        ["--lang", "fr", "games"],
        &[("LANG", "zh_CN.UTF-8")],
        b"",
    ));
    assert!(
        refusal.starts_with("boyi：错误：") && refusal.contains("--lang"),
        "{refusal}"
    );
}

#[test]
fn a_chinese_answer_reads_as_a_textbook() {
    let answer = stdout(&boyi(
        &["--lang", "zh", "solve", "nim", "14", "21", "39"],
        "",
    ));
    for words in [
        "先手必胜",
        "SG 值：60",
        "从第 3 堆取 12 个（39 -> 27）",
        "Nim 和",
    ] {
        assert!(answer.contains(words), "{words}: {answer}");
    }
    let lost = stdout(&boyi(&["--lang", "zh", "solve", "wythoff", "3", "5"], ""));
    assert!(
        lost.contains("先手必败") && lost.contains("必胜走法：无"),
        "{lost}"
    );
    let games = stdout(&boyi(&["--lang", "zh", "games"], ""));
    for name in [
        "尼姆博弈",
        "巴什博弈",
        "威佐夫博弈",
        "取球博弈",
        "高僧斗法",
        "填字母游戏",
        "火柴游戏",
    ] {
        assert!(games.contains(name), "{name}: {games}");
    }
    let table = stdout(&boyi(
        &["--lang", "zh", "table", "bash", "--max", "2", "--to", "3"],
        "",
    ));
    assert!(table.contains("结果") && table.contains("必败"), "{table}");
}

#[test]
fn json_fields_stay_english_and_its_words_follow_the_language() {
    let args = [
        "--lang", "zh", "solve", "bash", "--max", "3", "10", "--json",
    ];
    let json: serde_json::Value = serde_json::from_str(&stdout(&boyi(&args, ""))).unwrap();
    assert_eq!(json["outcome"], "win");
    assert_eq!(json["winning_moves"][0]["move"], "取 2 个（10 -> 8）");
    assert!(chinese(json["explanation"].as_str().unwrap()), "{json}");
    let english = boyi(&["solve", "bash", "--max", "3", "10", "--json"], "");
    let english: serde_json::Value = serde_json::from_str(&stdout(&english)).unwrap();
    let keys = |v: &serde_json::Value| v.as_object().unwrap().keys().cloned().collect::<Vec<_>>();
    assert_eq!(keys(&json), keys(&english));
}

#[test]
fn play_speaks_the_language_of_the_locale() {
    let args = [
        "play",
        "subtraction",
        "--moves",
        "1,3,7,8",
        "--misere",
        "10",
    ];
    let env = [("LANG", "zh_CN.UTF-8")];
    // Moves and commands in either language: 取 7 个, 提示, take 1, 悔棋, 退出.
    let input = "提示\n取 7 个\n悔棋\ntake 7\n退出\n";
    let out = stdout(&boyi_env(args, &env, input.as_bytes()));
    for words in ["你先手", "全部走法", "博弈走：", "收回了", "你离开了对局。"]
    {
        assert!(out.contains(words), "{words}: {out}");
    }
    assert!(!out.contains("不是合法走法"), "{out}");
    let english = stdout(&boyi(&args, "hint\nquit\n"));
    assert!(
        english.contains("You left the game.") && !chinese(&english),
        "{english}"
    );
}

#[test]
fn refusals_speak_the_language_too() {
    let cases: [&[&str]; 6] = [
        &["solve", "nim", "3", "-inf"],
        &["solve", "chess", "1"],
        &["solve", "nim", "--frobnicate"],
        &["table", "wythoff", "--to", "5", "--summary"],
        &["solve", "subtraction", "--moves", "", "3"],
        &["solve", "octal", "0.77", "99999999999999999999"],
    ];
    for case in cases {
        let args: Vec<&str> = ["--lang", "zh"].iter().chain(case).copied().collect();
        let refusal = common::fails(&args, "");
        assert!(refusal.starts_with("boyi：错误："), "{case:?}: {refusal}");
        let said = refusal.trim_start_matches("boyi：错误：");
        assert!(chinese(said), "{case:?}: {refusal}");
    }
}

#[test]
fn bytes_that_are_not_utf8_are_refused_in_chinese_too() {
    use std::os::unix::ffi::OsStringExt;
    let bad = std::ffi::OsString::from_vec(b"x\xff".to_vec());
    let cases = [
        vec!["solve".into(), "nim".into(), bad.clone()],
        vec![
            "solve".into(),
            "subtraction".into(),
            "--moves".into(),
            bad.clone(),
            "3".into(),
        ],
        vec!["serve".into(), "--port".into(), bad],
    ];
    for case in cases {
        let out = boyi_env(&case, &[("LANG", "zh_CN.UTF-8")], b"");
        let refusal = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{refusal}");
        assert!(
            refusal.contains("不是 UTF-8：“x\\xff”"),
            "{case:?}: {refusal}"
        );
    }
}
