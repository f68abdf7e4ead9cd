//! A partizan position solved as every surface shows it: read it, value it, and list each
//! player's moves with the values they leave. The registry's entry for such a family is
//! [`crate::family::PartizanFamily`].

use super::arena::{Arena, GameId};
use super::search::{Rules, Search};
use crate::analysis::Engine;
use crate::budget::Budget;
use crate::error::Error;
use crate::game::Written;
use crate::notation::whole;

/// One of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// Left, who wins positive games (Blue in Hackenbush, vertical in Domineering).
    Left,
    /// Right, who wins negative games.
    Right,
}

impl Side {
    /// The other player.
    pub fn other(self) -> Side {
        match self {
            Side::Left => Side::Right,
            Side::Right => Side::Left,
        }
    }
}

/// A move and the value it leaves.
pub struct Move {
    /// The move's name.
    pub name: String,
    /// The position after it.
    pub position: String,
    /// The value of that position.
    pub value: GameId,
}

/// A position's value, its components' values, and every move of each player.
pub struct Solution {
    /// Where the values live.
    pub arena: Arena,
    /// The position as read.
    pub position: String,
    /// Its value.
    pub value: GameId,
    /// Each component with its value, when there are two or more.
    pub components: Vec<(String, GameId)>,
    /// Left's moves.
    pub left: Vec<Move>,
    /// Right's moves.
    pub right: Vec<Move>,
    /// How many component positions the search valued.
    pub positions: usize,
    /// The road: the search ([`Engine::Theory`]: canonical forms, their sums and closed
    /// forms) or a file of stored values ([`Engine::Database`]).
    pub engine: Engine,
}

impl Solution {
    /// `side`'s moves.
    pub fn moves(&self, side: Side) -> &[Move] {
        match side {
            Side::Left => &self.left,
            Side::Right => &self.right,
        }
    }

    /// Whether `side` wins by moving to a game of value `v`: Left by moving to a game
    /// ≥ 0, where Right, to move, loses; Right by moving to one ≤ 0.
    pub fn wins(&mut self, side: Side, v: GameId) -> bool {
        let zero = self.arena.integer(0);
        match side {
            Side::Left => self.arena.leq(zero, v),
            Side::Right => self.arena.leq(v, zero),
        }
    }

    /// `side`'s moves (indices into [`Solution::moves`]), the move a perfect player makes
    /// first: a winning move if there is one, and among those one that no other betters
    /// for `side`; then the other winning moves, then the losing ones, each as listed.
    pub fn ranked(&mut self, side: Side) -> Vec<usize> {
        let values: Vec<GameId> = self.moves(side).iter().map(|m| m.value).collect();
        let wins: Vec<bool> = values.iter().map(|&v| self.wins(side, v)).collect();
        let mut order: Vec<usize> = (0..values.len()).collect();
        order.sort_by_key(|&i| !wins[i]);
        // `u` betters `v` for `side` when it is strictly better for that player.
        let mut betters = |u: GameId, v: GameId| {
            let (low, high) = match side {
                Side::Left => (v, u),
                Side::Right => (u, v),
            };
            self.arena.leq(low, high) && !self.arena.leq(high, low)
        };
        let unbettered = order.iter().position(|&i| {
            !order
                .iter()
                .any(|&j| wins[j] == wins[i] && betters(values[j], values[i]))
        });
        if let Some(k) = unbettered {
            let best = order.remove(k);
            order.insert(0, best);
        }
        order
    }
}

/// Reads `text` with `rules` and values it and every move from it.
pub fn solve<R: Rules + Written<R::Position>>(
    rules: R,
    text: &str,
    budget: Budget,
) -> Result<Solution, Error> {
    solve_in(Search::new(rules, budget), text)
}

/// [`solve`] with a search made beforehand (one holding values read from a file).
pub fn solve_in<R: Rules + Written<R::Position>>(
    mut search: Search<R>,
    text: &str,
) -> Result<Solution, Error> {
    let p = search.rules.read_position(&whole(text))?;
    let value = search.value_foretold(&p)?;
    let parts = search.components(&p)?;
    let components = if parts.len() > 1 {
        parts
            .into_iter()
            .map(|(c, v)| (search.rules.show_position(&c), v))
            .collect()
    } else {
        Vec::new()
    };
    let mut sides = [Vec::new(), Vec::new()];
    for (i, side) in sides.iter_mut().enumerate() {
        let mut next = Vec::new();
        if i == 0 {
            search.rules.left(&p, &mut next);
        } else {
            search.rules.right(&p, &mut next);
        }
        for q in next {
            let value = search.value(&q)?;
            side.push(Move {
                name: (search.rules.name_move(&p, &q))
                    .unwrap_or_else(|| search.rules.show_position(&q)),
                position: search.rules.show_position(&q),
                value,
            });
        }
    }
    let [left, right] = sides;
    Ok(Solution {
        position: search.rules.show_position(&p),
        positions: search.positions(),
        arena: search.arena,
        value,
        components,
        left,
        right,
        engine: Engine::Theory,
    })
}
