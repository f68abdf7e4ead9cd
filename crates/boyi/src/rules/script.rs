//! The script host: a rule file compiled once, called in a sandbox with limits.
//!
//! Rule files are written in Rhai (<https://rhai.rs>), a small scripting language in pure
//! Rust. The engine here has no file, module, network or clock access (`import` is compiled
//! out, `eval` is disabled, `print` and `debug` go to standard error), and every call is
//! bounded in operations, call depth, expression depth and the sizes of strings and arrays.

use crate::error::Error;
use crate::notation::{escape_controls, quote, ParseError, Token};
use crate::text::Text;
use crate::value::Outcome;
use rhai::{Array, CallFnOptions, Dynamic, Engine, EvalAltResult, Scope, AST};
use std::fmt;

/// The most bytes a rule file may have.
pub const FILE_LIMIT: usize = 1 << 20;
/// The most operations one call of a rule function may take (a loop that never ends is
/// stopped here).
pub const OPERATIONS: u64 = 10_000_000;
/// The deepest a rule function may recurse.
pub const CALL_DEPTH: usize = 64;
/// The most elements an array, and characters a string, may have.
pub const SIZE: usize = 100_000;

/// A position of a rule file's game: an integer, an array of integers, or a string.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Pos {
    /// An integer, such as a heap size.
    Int(i64),
    /// An array of integers, such as several heaps or a board.
    List(Vec<i64>),
    /// A string, such as a row of cells.
    Text(String),
}

impl fmt::Display for Pos {
    /// The notation users type: `10`, `3 4 5` (or `[5]`, `[]` for short arrays), `L**L`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Pos::Int(n) => write!(f, "{n}"),
            Pos::List(v) if v.len() >= 2 => {
                let words: Vec<String> = v.iter().map(i64::to_string).collect();
                f.write_str(&words.join(" "))
            }
            Pos::List(v) => match v.first() {
                Some(n) => write!(f, "[{n}]"),
                None => f.write_str("[]"),
            },
            // A script may return any string: its control characters are shown escaped, so
            // that a position never repaints the terminal it is printed on.
            Pos::Text(s) => f.write_str(&escape_controls(s, false)),
        }
    }
}

/// The shape a rule file declares for its positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// One integer (`10`), such as a heap.
    Number,
    /// An array of integers (`3 4 5`, `[5]`), such as heaps or a pair.
    Numbers,
    /// A string (`L**L`), such as a row of cells.
    Text,
}

impl Shape {
    /// The shape a declaration names.
    pub fn from_word(word: &str) -> Option<Shape> {
        match word {
            "number" => Some(Shape::Number),
            "numbers" => Some(Shape::Numbers),
            "text" => Some(Shape::Text),
            _ => None,
        }
    }

    /// The word that declares it.
    pub fn word(self) -> &'static str {
        match self {
            Shape::Number => "number",
            Shape::Numbers => "numbers",
            Shape::Text => "text",
        }
    }
}

impl Pos {
    /// Reads the words a user typed: one integer is an integer; two or more integers, or
    /// `[…]`, an array; anything else a string (words joined by single spaces). A word that
    /// is written as an integer must fit in 64 bits (it never silently becomes a string),
    /// and no word may hold a control character.
    pub fn read(words: &[Token<'_>]) -> Result<Pos, ParseError> {
        for word in words {
            if word.text.contains(char::is_control) {
                return Err(ParseError::new(
                    Text::new("error-rules-control-characters"),
                    word,
                ));
            }
        }
        let joined = words.iter().map(|w| w.text).collect::<Vec<_>>().join(" ");
        if let Some(inner) = joined.strip_prefix('[').and_then(|w| w.strip_suffix(']')) {
            let items = inner
                .split([',', ' '])
                .filter(|s| !s.is_empty())
                .map(|s| integer(s, words))
                .collect::<Result<Vec<_>, _>>()?;
            if let Some(items) = items.into_iter().collect::<Option<Vec<i64>>>() {
                return Ok(Pos::List(items));
            }
        }
        let ints = words
            .iter()
            .map(|w| integer(w.text, words))
            .collect::<Result<Option<Vec<i64>>, _>>()?;
        Ok(match ints {
            Some(v) if v.len() == 1 => Pos::Int(v[0]),
            Some(v) if v.len() >= 2 => Pos::List(v),
            _ => Pos::Text(joined),
        })
    }

    /// Reads the words typed as one string (joined by single spaces), for a file whose
    /// positions are text; no word may hold a control character.
    pub fn read_text(words: &[Token<'_>]) -> Result<Pos, ParseError> {
        if let Some(word) = words.iter().find(|w| w.text.contains(char::is_control)) {
            return Err(ParseError::new(
                Text::new("error-rules-control-characters"),
                word,
            ));
        }
        Ok(Pos::Text(
            words.iter().map(|w| w.text).collect::<Vec<_>>().join(" "),
        ))
    }

    fn to_dynamic(&self) -> Dynamic {
        match self {
            Pos::Int(n) => Dynamic::from(*n),
            Pos::List(v) => Dynamic::from_array(v.iter().map(|&n| Dynamic::from(n)).collect()),
            Pos::Text(s) => Dynamic::from(s.clone()),
        }
    }

    /// The position a script returned, if it is one.
    fn from_dynamic(value: &Dynamic) -> Option<Pos> {
        if let Ok(n) = value.as_int() {
            return Some(Pos::Int(n));
        }
        if value.is_string() {
            return Some(Pos::Text(value.clone().into_string().ok()?));
        }
        let array = value.read_lock::<Array>()?;
        array
            .iter()
            .map(|d| d.as_int().ok())
            .collect::<Option<Vec<i64>>>()
            .map(Pos::List)
    }
}

/// `text` as an integer, `None` if it is not written as one, or an error naming the range if
/// it is written as one that does not fit in 64 bits (blamed on the word of `words` that holds
/// it).
fn integer(text: &str, words: &[Token<'_>]) -> Result<Option<i64>, ParseError> {
    let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(None);
    }
    text.parse().map(Some).map_err(|_| {
        let word = words
            .iter()
            .find(|w| w.text.contains(text))
            .unwrap_or(&words[0]);
        ParseError::new(
            Text::new("error-rules-integer-range")
                .arg("min", i64::MIN.to_string())
                .arg("max", i64::MAX.to_string()),
            word,
        )
    })
}

/// The most characters `fn board(p)` may give (cells and the `/` between rows).
pub const BOARD_CELLS: usize = 400;

/// A compiled rule file.
pub struct Script {
    /// The file's name, as given, for messages.
    pub file: String,
    engine: Engine,
    ast: AST,
    /// `const MISERE = true;`: a player with no move wins.
    pub misere: bool,
    /// `const PARTIZAN = true;`: the players' moves differ (the position says whose turn it is).
    pub partizan: bool,
    /// `const POSITION = "number";` (or `"numbers"`, `"text"`): what positions are.
    pub shape: Option<Shape>,
    /// `const EXAMPLE = "3 4 5";`: a position to show first, as it is typed.
    pub example: Option<String>,
    has_end: bool,
    has_show: bool,
    has_canonical: bool,
    has_tier: bool,
    /// `fn board(p)`: the position as cells, for the web page's board.
    has_board: bool,
    /// `fn left(p)` and `fn right(p)`: each player's moves, for canonical values.
    has_sides: bool,
    /// CRC-32 of the source, so a database is never read for rules other than its own.
    pub fingerprint: u32,
}

impl Script {
    /// Compiles `source`, read from `file`; a syntax error names the file, line and column.
    pub fn compile(file: &str, source: &str) -> Result<Script, Error> {
        let mut engine = Engine::new();
        engine
            .set_max_operations(OPERATIONS)
            .set_max_call_levels(CALL_DEPTH)
            .set_max_expr_depths(64, 64)
            .set_max_string_size(SIZE)
            .set_max_array_size(SIZE)
            .set_max_map_size(SIZE)
            .disable_symbol("eval");
        engine.on_print(|text| eprintln!("rules: {text}"));
        engine.on_debug(|text, _, at| eprintln!("rules: {text} ({at})"));
        let ast = engine.compile(source).map_err(|e| {
            let at = e.position();
            Error::invalid(
                Text::new("error-rules-syntax")
                    .arg("file", file)
                    .arg("line", at.line().unwrap_or(0))
                    .arg("column", at.position().unwrap_or(0))
                    .arg("error", e.err_type().to_string()),
            )
        })?;
        let has = |name: &str| ast.iter_functions().any(|f| f.name == name);
        let unary = |name: &str| {
            ast.iter_functions()
                .any(|f| f.name == name && f.params.len() == 1)
        };
        let has_sides = unary("left") && unary("right");
        if !unary("moves") && !has_sides {
            return Err(Error::invalid(
                Text::new("error-rules-no-moves").arg("file", file),
            ));
        }
        let constant = |name: &str| {
            ast.iter_literal_variables(true, false)
                .any(|(n, _, v)| n == name && v.as_bool() == Ok(true))
        };
        let literal = |name: &str| {
            ast.iter_literal_variables(true, false)
                .find(|(n, _, _)| *n == name)
                .map(|(_, _, v)| v.to_string())
        };
        let declared = literal("POSITION");
        let shape = match declared {
            None => None,
            Some(word) => Some(Shape::from_word(&word).ok_or_else(|| {
                Error::invalid(
                    Text::new("error-rules-shape-unknown")
                        .arg("file", file)
                        .arg("value", word),
                )
            })?),
        };
        Ok(Script {
            file: file.to_string(),
            shape,
            example: literal("EXAMPLE"),
            misere: constant("MISERE"),
            partizan: constant("PARTIZAN"),
            has_end: has("end"),
            has_show: has("show"),
            has_canonical: has("canonical"),
            has_tier: has("tier"),
            has_board: unary("board"),
            has_sides,
            fingerprint: crc32fast::hash(source.as_bytes()),
            engine,
            ast,
        })
    }

    /// Calls `name(p)`; a failure names the file, the function and the position.
    fn call(&self, name: &str, p: &Pos) -> Result<Dynamic, Error> {
        let options = CallFnOptions::new().eval_ast(false).rewind_scope(true);
        self.engine
            .call_fn_with_options::<Dynamic>(
                options,
                &mut Scope::new(),
                &self.ast,
                name,
                (p.to_dynamic(),),
            )
            .map_err(|e| {
                let at = e.position();
                let reason = match *e {
                    EvalAltResult::ErrorTooManyOperations(_) => {
                        Text::new("error-rules-operations").arg("operations", OPERATIONS)
                    }
                    EvalAltResult::ErrorStackOverflow(_) => {
                        Text::new("error-rules-call-depth").arg("depth", CALL_DEPTH)
                    }
                    EvalAltResult::ErrorDataTooLarge(..) => {
                        Text::new("error-rules-data-size").arg("size", SIZE)
                    }
                    // Rhai's own words, in English.
                    _ => {
                        let text = e.to_string();
                        Text::verbatim(text.split(" (line ").next().unwrap_or(&text))
                    }
                };
                let why = match at.line() {
                    Some(line) => Text::new("error-rules-at-line")
                        .arg("reason", reason)
                        .arg("line", line)
                        .arg("column", at.position().unwrap_or(0)),
                    None => reason,
                };
                self.failed(name, p, why)
            })
    }

    fn failed(&self, name: &str, p: &Pos, why: Text) -> Error {
        let shown = quote(&p.to_string(), 60);
        Error::invalid(
            Text::new("error-rules-failed")
                .arg("file", self.file.clone())
                .arg("function", name)
                .arg("position", shown)
                .arg("why", why),
        )
    }

    /// The moves from `p`: each with its name, if the script gave one, and the position it
    /// leads to.
    pub fn moves(&self, p: &Pos) -> Result<Vec<(Option<String>, Pos)>, Error> {
        self.options("moves", p)
    }

    /// Whether the script gives each player's moves (`fn left(p)`, `fn right(p)`), so that
    /// its positions have canonical values; it must then also say `const PARTIZAN = true;`.
    pub fn has_sides(&self) -> bool {
        self.has_sides && self.partizan
    }

    /// Left's moves from `p` (`fn left`), or Right's (`fn right`), named as [`Script::moves`]
    /// names them.
    pub fn side(&self, left: bool, p: &Pos) -> Result<Vec<(Option<String>, Pos)>, Error> {
        self.options(if left { "left" } else { "right" }, p)
    }

    /// The moves the script function `name` returns from `p`.
    fn options(&self, name: &'static str, p: &Pos) -> Result<Vec<(Option<String>, Pos)>, Error> {
        let result = self.call(name, p)?;
        let Some(array) = result.read_lock::<Array>() else {
            return Err(self.failed(
                name,
                p,
                Text::new("error-rules-moves-not-array")
                    .arg("value", quote(&result.to_string(), 60)),
            ));
        };
        array
            .iter()
            .map(|item| {
                if let Some(pos) = Pos::from_dynamic(item) {
                    return Ok((None, pos));
                }
                let pair = item.read_lock::<Array>();
                if let Some([name, pos]) = pair.as_deref().map(Vec::as_slice) {
                    if let (true, Some(pos)) = (name.is_string(), Pos::from_dynamic(pos)) {
                        return Ok((Some(escape_controls(&name.to_string(), false)), pos));
                    }
                }
                Err(self.failed(
                    name,
                    p,
                    Text::new("error-rules-not-a-move").arg("value", quote(&item.to_string(), 60)),
                ))
            })
            .collect()
    }

    /// The result for the player to move if the game has ended by a rule at `p`.
    pub fn end(&self, p: &Pos) -> Result<Option<Outcome>, Error> {
        if !self.has_end {
            return Ok(None);
        }
        let result = self.call("end", p)?;
        if result.is_unit() {
            return Ok(None);
        }
        match result.clone().into_string().as_deref() {
            Ok("win") => Ok(Some(Outcome::Win)),
            Ok("lose") => Ok(Some(Outcome::Lose)),
            Ok("tie") => Ok(Some(Outcome::Tie)),
            _ => Err(self.failed(
                "end",
                p,
                Text::new("error-rules-bad-end").arg("value", quote(&result.to_string(), 60)),
            )),
        }
    }

    /// The representative of `p`'s symmetry class.
    pub fn canonical(&self, p: Pos) -> Result<Pos, Error> {
        if !self.has_canonical {
            return Ok(p);
        }
        let result = self.call("canonical", &p)?;
        Pos::from_dynamic(&result).ok_or_else(|| {
            self.failed(
                "canonical",
                &p,
                Text::new("error-rules-not-a-position")
                    .arg("value", quote(&result.to_string(), 60)),
            )
        })
    }

    /// The tier of `p` for a solve database (`fn tier(p)`: a number that moves never lower),
    /// 0 without one.
    pub fn tier(&self, p: &Pos) -> Result<u32, Error> {
        if !self.has_tier {
            return Ok(0);
        }
        let result = self.call("tier", p)?;
        result
            .as_int()
            .ok()
            .and_then(|n| u32::try_from(n).ok())
            .ok_or_else(|| {
                self.failed(
                    "tier",
                    p,
                    Text::new("error-rules-bad-tier").arg("value", quote(&result.to_string(), 60)),
                )
            })
    }

    /// Whether the script draws its positions as cells (`fn board(p)`).
    pub fn has_board(&self) -> bool {
        self.has_board
    }

    /// The cells of `p` as `fn board(p)` gives them, if the script has it: a string of rows
    /// joined by `/` (or an array of rows), one character a cell, at most [`BOARD_CELLS`]
    /// characters and no control character.
    pub fn board(&self, p: &Pos) -> Result<Option<String>, Error> {
        if !self.has_board {
            return Ok(None);
        }
        let result = self.call("board", p)?;
        let rows: Option<Vec<String>> = match result.clone().into_array() {
            Ok(rows) => rows.into_iter().map(|r| r.into_string().ok()).collect(),
            Err(_) => result.clone().into_string().ok().map(|s| vec![s]),
        };
        let board = rows
            .map(|rows| rows.join("/"))
            .filter(|b| b.chars().count() <= BOARD_CELLS && !b.chars().any(char::is_control));
        board.map(Some).ok_or_else(|| {
            self.failed(
                "board",
                p,
                Text::new("error-rules-bad-board")
                    .arg("value", quote(&result.to_string(), 60))
                    .arg("most", BOARD_CELLS),
            )
        })
    }

    /// The script's picture of `p`, if it draws one: lines of text, other control characters
    /// escaped.
    pub fn show(&self, p: &Pos) -> Result<Option<String>, Error> {
        if !self.has_show {
            return Ok(None);
        }
        let picture = self.call("show", p)?.to_string();
        Ok(Some(escape_controls(&picture, true)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::argument_tokens;

    #[test]
    fn positions_read_and_show_alike() {
        for (words, pos) in [
            (vec!["10"], Pos::Int(10)),
            (vec!["3", "4", "5"], Pos::List(vec![3, 4, 5])),
            (vec!["[5]"], Pos::List(vec![5])),
            (vec!["[]"], Pos::List(vec![])),
            (vec!["L**L"], Pos::Text("L**L".into())),
            (vec!["-3"], Pos::Int(-3)),
            (vec!["[1,", "2]"], Pos::List(vec![1, 2])),
        ] {
            assert_eq!(Pos::read(&argument_tokens(&words)), Ok(pos.clone()));
            let shown = pos.to_string();
            let again: Vec<&str> = shown.split_whitespace().collect();
            assert_eq!(Pos::read(&argument_tokens(&again)), Ok(pos), "{shown}");
        }
    }

    #[test]
    fn integers_out_of_range_and_control_characters_are_refused() {
        for (words, piece) in [
            (
                vec!["99999999999999999999"],
                "must lie from -9223372036854775808",
            ),
            (vec!["-9223372036854775809"], "must lie from"),
            (
                vec!["3", "+99999999999999999999"],
                "'+99999999999999999999' (at value 2)",
            ),
            (vec!["[1,", "99999999999999999999]"], "(at value 2)"),
            (vec!["\u{1b}[31m5"], "control characters: '\\u{1b}[31m5'"),
            (vec!["L*", "\r"], "control characters"),
        ] {
            let e = Pos::read(&argument_tokens(&words)).expect_err("refused");
            assert!(e.to_string().contains(piece), "{words:?}: {e}");
        }
        assert_eq!(
            Pos::read(&argument_tokens(&["9223372036854775807"])),
            Ok(Pos::Int(i64::MAX))
        );
        assert_eq!(
            Pos::read(&argument_tokens(&["12x"])),
            Ok(Pos::Text("12x".into()))
        );
        assert_eq!(Pos::Text("\u{1b}[2J".into()).to_string(), "\\u{1b}[2J");
    }

    /// `fn board(p)` gives rows (a string joined by `/`, or an array of strings); anything
    /// else, a control character or a board past its size, is refused in one line.
    #[test]
    fn boards_are_rows_of_cells_or_refused() {
        let script = |body: &str| {
            let source = format!("fn moves(p) {{ [] }}\nfn board(p) {{ {body} }}");
            Script::compile("t.rhai", &source).unwrap()
        };
        let p = Pos::Int(3);
        for (body, cells) in [
            (r#""ab/cd""#, "ab/cd"),
            (r#"["ab", "cd"]"#, "ab/cd"),
            (r#""""#, ""),
        ] {
            assert_eq!(
                script(body).board(&p).unwrap().as_deref(),
                Some(cells),
                "{body}"
            );
        }
        for body in [
            "7",
            r#"["a", 1]"#,
            r#""a\nb""#,
            r#""a\x1b[2Jb""#,
            r#"let s = ""; for i in 0..401 { s += "x"; } s"#,
        ] {
            let Err(e) = script(body).board(&p) else {
                panic!("{body} was taken for a board");
            };
            let line = e.text().render(crate::text::Lang::En);
            assert!(line.contains("fn board") && !line.contains('\n'), "{line}");
        }
        let none = Script::compile("t.rhai", "fn moves(p) { [] }").unwrap();
        assert!(!none.has_board() && none.board(&p).unwrap().is_none());
    }
}
