//! Every position one component of a compound can reach, as a graph: what both the theory
//! (suspense numbers, remoteness, nimbers, the SJ condition) and the plain search of the
//! compound's product walk. Built breadth first and valued in one pass over a post-order,
//! both iterative, so a component of any depth is walked without recursion.

use super::part::{written, ComponentMove, Part};
use crate::budget::{Budget, SEARCH_WORK};
use crate::error::Error;
use crate::text::Text;
use crate::value::{Outcome, Remoteness};
use rustc_hash::FxHashMap;
use std::rc::Rc;

/// The reachable positions of one component, numbered from its own position (0).
pub struct Explored {
    /// Each position's options, by number, in the order of the game's moves.
    pub options: Vec<Vec<u32>>,
    /// The result for the player to move at a position where play has ended (no move
    /// left, or a rule ended it); `None` where play goes on.
    pub ends: Vec<Option<Outcome>>,
    /// Every position, children before parents, when no position can come back to
    /// itself; `None` when some can (the position shown in `cycle`).
    pub order: Option<Vec<u32>>,
    /// A position that can come back to itself, as the game writes it, if any.
    pub cycle: Option<String>,
    /// Each position as the game writes it.
    pub keys: Vec<Rc<str>>,
}

/// The component's own position.
pub const ROOT: u32 = 0;

impl Explored {
    /// How many positions the component reaches.
    pub fn len(&self) -> usize {
        self.options.len()
    }

    /// Whether it reaches none (never: its own position is one).
    pub fn is_empty(&self) -> bool {
        self.options.is_empty()
    }

    /// Every move of every position.
    pub fn moves(&self) -> u64 {
        self.options.iter().map(|o| o.len() as u64).sum()
    }

    /// A scored end (a win or a tie for the player to move where play ended), as the game
    /// writes it, if any: ends that normal play does not give.
    pub fn scored_end(&self) -> Option<(&str, Outcome)> {
        self.ends
            .iter()
            .zip(&self.keys)
            .find_map(|(end, key)| match end {
                Some(o) if *o != Outcome::Lose => Some((key.as_ref(), *o)),
                _ => None,
            })
    }

    /// A number for every position of an acyclic component, worked out children first:
    /// `at_end` at an ended position, otherwise `rule` of its outcome's and its options'
    /// numbers. Smith's remoteness and suspense numbers are both of this shape.
    pub fn numbers(
        &self,
        order: &[u32],
        rule: impl Fn(&[(Outcome, Remoteness)]) -> (Outcome, Remoteness),
    ) -> Vec<(Outcome, Remoteness)> {
        let mut numbers = vec![(Outcome::Lose, 0); self.len()];
        let mut children = Vec::new();
        for &v in order {
            let v = v as usize;
            numbers[v] = match self.ends[v] {
                Some(end) => (end, 0),
                None => {
                    children.clear();
                    children.extend(self.options[v].iter().map(|&c| numbers[c as usize]));
                    rule(&children)
                }
            };
        }
        numbers
    }
}

/// Every position `part` reaches, refused up front when a plain search of it would pass
/// the budget, or as soon as it passes the budget's positions.
pub fn explore(part: &mut Part, budget: &Budget) -> Result<Explored, Error> {
    // A rule file's bound is its limit on positions, not an estimate: it is explored by
    // its own value first (below), within the budget's positions.
    let work = part.game.search_work(&part.position);
    let estimated = !part.game.may_loop();
    if estimated && work.is_none_or(|w| w > SEARCH_WORK) {
        return Err(Error::limit(
            Text::new("error-compound-search")
                .arg("limit", SEARCH_WORK)
                .arg("known", u64::from(work.is_some()))
                .arg("work", work.unwrap_or(0)),
        ));
    }
    if estimated {
        budget.check_search(work)?;
    }
    let limit = budget.search_positions();
    let game = &mut part.game;
    // Each position's number by its written form, shared with `keys`; a position is
    // dropped once its moves are listed.
    let mut number: FxHashMap<Rc<str>, u32> = FxHashMap::default();
    let root: Rc<str> = game.show(&part.position).into();
    number.insert(root.clone(), ROOT);
    let mut found = vec![Some(part.position.clone())];
    let mut explored = Explored {
        options: Vec::new(),
        ends: Vec::new(),
        order: None,
        cycle: None,
        keys: vec![root],
    };
    // A game that may loop values its position first: a rule file explores everything
    // reachable then, which is also how it knows where a rule ended play.
    if game.may_loop() {
        game.value(&part.position)?;
    }
    let mut next = 0;
    while next < found.len() {
        let position = found[next].take().expect("each position is expanded once");
        next += 1;
        if next % 4096 == 0 {
            budget.check_stop()?;
        }
        let children = match game.is_over(&position) {
            true => Vec::new(),
            false => game.options(&position)?,
        };
        if children.is_empty() {
            explored.ends.push(Some(game.value(&position)?.outcome));
            explored.options.push(Vec::new());
            continue;
        }
        let mut options = Vec::with_capacity(children.len());
        for child in children {
            let key = game.show(&child);
            let id = match number.get(key.as_str()) {
                Some(&id) => id,
                None => {
                    if found.len() >= limit {
                        return Err(Error::limit(
                            Text::new("error-compound-positions").arg("limit", limit),
                        ));
                    }
                    let id = found.len() as u32;
                    let key: Rc<str> = key.into();
                    number.insert(key.clone(), id);
                    explored.keys.push(key);
                    found.push(Some(child));
                    id
                }
            };
            options.push(id);
        }
        explored.ends.push(None);
        explored.options.push(options);
    }
    match post_order(&explored.options) {
        Ok(order) => explored.order = Some(order),
        Err(v) => explored.cycle = Some(explored.keys[v as usize].to_string()),
    }
    Ok(explored)
}

/// Every vertex of `options`, each after all it moves to; the first vertex found on a
/// cycle where there is one. An iterative depth-first search.
fn post_order(options: &[Vec<u32>]) -> Result<Vec<u32>, u32> {
    const NEW: u8 = 0;
    const OPEN: u8 = 1;
    const DONE: u8 = 2;
    let mut state = vec![NEW; options.len()];
    let mut order = Vec::with_capacity(options.len());
    // Each frame: a vertex and how many of its options were looked at.
    let mut stack: Vec<(u32, usize)> = Vec::new();
    for start in 0..options.len() as u32 {
        if state[start as usize] != NEW {
            continue;
        }
        state[start as usize] = OPEN;
        stack.push((start, 0));
        while let Some(top) = stack.last_mut() {
            let (v, seen) = *top;
            match options[v as usize].get(seen) {
                Some(&w) => {
                    top.1 += 1;
                    match state[w as usize] {
                        NEW => {
                            state[w as usize] = OPEN;
                            stack.push((w, 0));
                        }
                        OPEN => return Err(w),
                        _ => {}
                    }
                }
                None => {
                    state[v as usize] = DONE;
                    order.push(v);
                    stack.pop();
                }
            }
        }
    }
    Ok(order)
}

/// Every move of `part` from its own position, in the order of its explored options.
pub fn component_moves(part: &Part, explored: &Explored) -> Result<Vec<ComponentMove>, Error> {
    if explored.ends[ROOT as usize].is_some() {
        return Ok(Vec::new());
    }
    let name = part.game.name();
    Ok(part
        .game
        .successors(&part.position)?
        .into_iter()
        .map(|(mv, next)| ComponentMove {
            mv,
            after: written(&name, &part.game.show(&next)),
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn post_order_puts_children_first_and_finds_cycles() {
        let dag = vec![vec![1, 2], vec![2], vec![]];
        let order = post_order(&dag).unwrap();
        let at = |v: u32| order.iter().position(|&x| x == v).unwrap();
        assert!(at(2) < at(1) && at(1) < at(0));
        assert_eq!(post_order(&[vec![1], vec![2], vec![0, 3], vec![]]), Err(0));
        assert_eq!(post_order(&[vec![0]]), Err(0));
    }

    /// A path of a million positions is ordered without recursion.
    #[test]
    fn a_deep_path_is_walked_iteratively() {
        let n = 1_000_000u32;
        let path: Vec<Vec<u32>> = (0..n)
            .map(|v| if v + 1 < n { vec![v + 1] } else { vec![] })
            .collect();
        let order = post_order(&path).unwrap();
        assert_eq!(order.first(), Some(&(n - 1)));
    }
}
