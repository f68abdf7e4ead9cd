//! Rule files that give each player's moves (`fn left(p)`, `fn right(p)` and
//! `const PARTIZAN = true;`): their positions get canonical values.
//!
//! As for the other rule files, the script is called once per position: every position
//! reachable from the one asked about is explored first, and the search then runs on the
//! explored graph without calling the script. A game with a cycle has no canonical form
//! (it is not short), and is refused.

use super::script::{Pos, Script};
use crate::budget::Budget;
use crate::error::Error;
use crate::game::Written;
use crate::notation::Token;
use crate::partizan::family::{self, Solution};
use crate::partizan::search::Rules;
use crate::text::Text;
use rustc_hash::FxHashMap;

/// A move of an explored game: its name, if the script gave one, and the position's number.
type Move = (Option<String>, u32);

/// The positions reachable from a start, numbered, with each player's moves.
pub struct Explored {
    positions: Vec<Pos>,
    /// Each position's moves for Left and for Right: (name, target).
    moves: Vec<[Vec<Move>; 2]>,
    /// The rule file's name, for messages.
    file: String,
}

impl Explored {
    /// Explores every position reachable from `start`, refusing past the search budget.
    fn new(script: &Script, start: Pos, budget: Budget) -> Result<Explored, Error> {
        let limit = budget.search_positions();
        let mut positions = vec![script.canonical(start)?];
        let mut index: FxHashMap<Pos, u32> = FxHashMap::default();
        index.insert(positions[0].clone(), 0);
        let mut moves = Vec::new();
        while moves.len() < positions.len() {
            let p = positions[moves.len()].clone();
            let mut sides = [Vec::new(), Vec::new()];
            for (k, side) in sides.iter_mut().enumerate() {
                for (name, q) in script.side(k == 0, &p)? {
                    let q = script.canonical(q)?;
                    let id = match index.get(&q) {
                        Some(&id) => id,
                        None => {
                            if positions.len() >= limit {
                                return Err(Error::limit(
                                    Text::new("error-rules-too-many-positions")
                                        .arg("file", script.file.clone())
                                        .arg("limit", limit)
                                        .arg("position", positions[0].to_string()),
                                ));
                            }
                            let id = positions.len() as u32;
                            index.insert(q.clone(), id);
                            positions.push(q);
                            id
                        }
                    };
                    side.push((name, id));
                }
            }
            moves.push(sides);
        }
        let explored = Explored {
            positions,
            moves,
            file: script.file.clone(),
        };
        explored.refuse_cycles()?;
        Ok(explored)
    }

    /// Refuses a graph with a cycle (depth-first search, without recursion).
    fn refuse_cycles(&self) -> Result<(), Error> {
        // 0: unseen, 1: on the path, 2: done.
        let mut state = vec![0u8; self.positions.len()];
        let mut stack: Vec<(u32, usize)> = vec![(0, 0)];
        state[0] = 1;
        while let Some(&mut (v, ref mut next)) = stack.last_mut() {
            let [l, r] = &self.moves[v as usize];
            let target = l.iter().chain(r).nth(*next).map(|m| m.1);
            *next += 1;
            match target {
                Some(w) if state[w as usize] == 1 => {
                    return Err(Error::invalid(
                        Text::new("error-rules-partizan-cycle")
                            .arg("file", self.file.clone())
                            .arg("position", self.positions[w as usize].to_string()),
                    ))
                }
                Some(w) if state[w as usize] == 0 => {
                    state[w as usize] = 1;
                    stack.push((w, 0));
                }
                Some(_) => {}
                None => {
                    state[v as usize] = 2;
                    stack.pop();
                }
            }
        }
        Ok(())
    }
}

impl Rules for Explored {
    type Position = u32;

    fn left(&self, p: &u32, out: &mut Vec<u32>) {
        out.extend(self.moves[*p as usize][0].iter().map(|m| m.1));
    }

    fn right(&self, p: &u32, out: &mut Vec<u32>) {
        out.extend(self.moves[*p as usize][1].iter().map(|m| m.1));
    }

    fn name_move(&self, from: &u32, to: &u32) -> Option<String> {
        let mut named = self.moves[*from as usize].iter().flatten();
        named.find(|m| m.1 == *to).and_then(|m| m.0.clone())
    }
}

impl Written<u32> for Explored {
    /// Only the start (position 0) is ever read back.
    fn read_position(&self, _words: &[Token<'_>]) -> Result<u32, Error> {
        Ok(0)
    }

    fn show_position(&self, p: &u32) -> String {
        self.positions[*p as usize].to_string()
    }
}

/// The canonical value of the position `words` of a rule file that gives each player's
/// moves, with every move of each player, within the request's memory `budget`.
pub fn solve(script: &Script, words: &[Token<'_>], budget: Budget) -> Result<Solution, Error> {
    let start = super::shape::read(script, words)?;
    let explored = Explored::new(script, start, budget.clone())?;
    family::solve(explored, "", budget)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::toads::ToadsAndFrogs;
    use crate::notation::argument_tokens;
    use crate::partizan::expr;
    use crate::partizan::search::Search;

    fn script(file: &str) -> Script {
        let path = format!("{}/../../examples/rules/{file}", env!("CARGO_MANIFEST_DIR"));
        crate::rules::read_script(std::path::Path::new(&path), file).unwrap()
    }

    /// The rule file and the built-in family give the same canonical values.
    #[test]
    fn rule_file_values_match_the_family() {
        let rules = script("toads-values.rhai");
        assert!(rules.has_sides());
        let mut family = Search::new(ToadsAndFrogs, Budget::of_machine());
        for row in [
            "TT..FF",
            "TTT..FF",
            "T.TFF",
            "TFT.TFF",
            "TTT...FF",
            "TT.F.TF.F",
        ] {
            let s = solve(&rules, &argument_tokens(&[row]), Budget::of_machine()).unwrap();
            let mut arena = s.arena;
            let from_file = expr::write(&mut arena, s.value, 1000).unwrap();
            let p = family
                .rules
                .read_position(&crate::notation::whole(row))
                .unwrap();
            let v = family.value(&p).unwrap();
            assert_eq!(
                from_file,
                expr::write(&mut family.arena, v, 1000).unwrap(),
                "{row}"
            );
        }
    }

    /// A game that can repeat is not short: refused, naming the position.
    #[test]
    fn cycles_are_refused() {
        let source = "const PARTIZAN = true;\nfn left(p) { [(p + 1) % 3] }\nfn right(p) { [] }";
        let rules = Script::compile("loop.rhai", source).unwrap();
        let e = solve(&rules, &argument_tokens(&["0"]), Budget::of_machine())
            .err()
            .unwrap();
        assert!(e.to_string().contains("return to the position"), "{e}");
    }
}
