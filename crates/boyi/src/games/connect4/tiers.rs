//! Connect Four as a solve database numbers it: a tier per number of stones, and within a
//! tier a rank that counts densely. A position of t stones is its column heights, numbered
//! among all heights that sum to t, and which of the t stones (taken column by column, from
//! the bottom up) belong to the player to move: t / 2 of them, numbered in the combinatorial
//! number system. So tier t has (heights summing to t) x C(t, t/2) ranks, the counts behind
//! John Tromp's table of Connect Four positions (<https://tromp.github.io/c4/c4.html>) and
//! the dense numbering of Edelkamp and Kissmann ("Symbolic classification of general
//! two-player games", 2008). A child's rank is found by arithmetic, never by a search of the
//! tier's keys; of a board and its mirror image, the one with the smaller bit-board key is
//! ranked. A tier with more ranks than [`DENSE_RANKS`] keeps its ranks as sorted keys instead
//! of a bit per rank (the builder's memory would not hold a value for each).

use super::board::{Board, ConnectFour};
use super::rank::{Numbering, Walk};
use crate::db::{Estimate, Shared, Tiered};
use crate::error::Error;
use crate::family::Position;
use crate::value::Outcome;

/// The most ranks a dense tier has: its bit set takes 512 MiB, its values 16 GiB.
pub const DENSE_RANKS: u64 = 1 << 32;

/// Connect Four of one size, ranked for the database builder.
#[derive(Clone, Debug)]
pub struct RankedTiers {
    game: ConnectFour,
    numbering: Numbering,
}

impl RankedTiers {
    /// The tiers of `game`; refused where a tier has more ranks than 64 bits count.
    pub fn new(game: ConnectFour) -> Result<RankedTiers, Error> {
        Ok(RankedTiers {
            game,
            numbering: Numbering::new(game)?,
        })
    }

    /// The ranks of tier `tier` (positions of that many stones).
    pub fn ranks(&self, tier: u32) -> u64 {
        self.numbering.ranks(tier)
    }

    /// The rank of a board within its tier. The board must be one of alternate play (the
    /// mover holds t / 2 of its t stones), as every parsed board and every child is: another
    /// count of the mover's stones would rank outside the tier's count.
    pub fn rank(&self, board: Board) -> u64 {
        self.numbering.rank(board)
    }

    /// The board of a rank of tier `tier` (below [`RankedTiers::ranks`]).
    pub fn unrank(&self, tier: u32, rank: u64) -> Board {
        self.numbering.unrank(tier, rank)
    }

    /// The rank of a board's canonical image: of it and its mirror, the one with the
    /// smaller key.
    pub fn canonical_rank(&self, board: Board) -> u64 {
        let mirror = self.game.mirror(board);
        match self.game.key(mirror) < self.game.key(board) {
            true => self.rank(mirror),
            false => self.rank(board),
        }
    }

    /// Appends the canonical rank of every child of `board` (of tier `tier`).
    fn children_of(&self, tier: u32, board: Board, out: &mut Vec<(u32, u64)>) {
        for c in 0..self.game.width {
            if self.game.playable(board, c) {
                out.push((tier + 1, self.canonical_rank(self.game.play(board, c))));
            }
        }
    }
}

impl Tiered for RankedTiers {
    type Key = u64;

    fn dense(&self, tier: u32) -> Option<u64> {
        Some(self.ranks(tier)).filter(|&n| n <= DENSE_RANKS)
    }

    fn children(&self, tier: u32, key: &u64, out: &mut Vec<(u32, u64)>) -> Result<(), Error> {
        self.children_of(tier, self.unrank(tier, *key), out);
        Ok(())
    }

    /// The builder's inner loop: a key is unranked once for its end and its children.
    fn end_or_children(
        &self,
        tier: u32,
        key: &u64,
        out: &mut Vec<(u32, u64)>,
    ) -> Result<Option<Outcome>, Error> {
        let board = self.unrank(tier, *key);
        let end = self.game.ended(board);
        if end.is_none() {
            self.children_of(tier, board, out);
        }
        Ok(end)
    }

    /// A tier read in increasing rank is walked: a board is found from the one before.
    fn ends_or_children(
        &self,
        tier: u32,
        keys: &[u64],
        out: &mut Vec<(u32, u64)>,
        ends: &mut Vec<(Option<Outcome>, usize)>,
    ) -> Result<(), Error> {
        let mut walk = Walk::new(&self.numbering, tier);
        for &key in keys {
            let board = walk.board(key);
            let end = self.game.ended(board);
            if end.is_none() {
                self.children_of(tier, board, out);
            }
            ends.push((end, out.len()));
        }
        Ok(())
    }

    fn end(&self, tier: u32, key: &u64) -> Result<Option<Outcome>, Error> {
        Ok(self.game.ended(self.unrank(tier, *key)))
    }

    fn shared(&self) -> Option<&dyn Shared<Key = u64>> {
        Some(self)
    }

    fn key_of(&self, position: &Position) -> Result<(u32, u64), Error> {
        let board = *position.get::<Board>().expect("a Connect Four board");
        Ok((self.game.stones(board), self.canonical_rank(board)))
    }

    fn position_of(&self, tier: u32, key: &u64) -> Option<Position> {
        (*key < self.ranks(tier)).then(|| Position::new(self.unrank(tier, *key)))
    }

    /// Every rank of the tiers still to come (an upper bound: no game goes on past four in a
    /// row, and the mirror halves what is left); memory for the bit sets of every tier while
    /// discovering, and for the two largest neighbouring tiers' values while solving.
    fn estimate(&self, root: &(u32, u64)) -> Estimate {
        let every = self.numbering.every_tier();
        let later = &every[(root.0 as usize).min(every.len())..];
        let positions = later.iter().fold(0u64, |a, &n| a.saturating_add(n));
        let per_rank = |n: u64| match n <= DENSE_RANKS {
            true => n / 8 + 4 * n,
            false => n.saturating_mul(8 + 4 + 8),
        };
        let pairs = later
            .windows(2)
            .map(|w| per_rank(w[0]).saturating_add(per_rank(w[1])));
        let solving = pairs
            .max()
            .unwrap_or_else(|| later.iter().map(|&n| per_rank(n)).sum());
        let discovering = later.iter().map(|&n| n / 8).sum::<u64>();
        Estimate {
            positions: Some(positions),
            memory: Some(solving.max(discovering)),
            disk: Some(later.iter().map(|&n| n / 8 + n / 4).sum()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// The tiers' ends and children are the game's, on every board reachable on small ones.
    #[test]
    fn children_follow_the_game() {
        for (width, height) in [(4, 4), (5, 3), (3, 5), (1, 4)] {
            let game = ConnectFour::new(width, height).unwrap();
            let tiers = RankedTiers::new(game).unwrap();
            let empty = Board { mine: 0, stones: 0 };
            crate::db::check_against_game(&tiers, &game, empty, 200_000);
        }
    }

    /// Every board reachable on a small board ranks below its tier's count, back to itself,
    /// and no two share a rank; a mirror pair shares its canonical rank.
    #[test]
    fn ranks_number_every_board_once() {
        for (width, height) in [(4, 4), (5, 3), (3, 5), (1, 4), (6, 2)] {
            let game = ConnectFour::new(width, height).unwrap();
            let tiers = RankedTiers::new(game).unwrap();
            let mut seen = HashSet::new();
            let mut layer = vec![Board { mine: 0, stones: 0 }];
            let mut boards = 0;
            while !layer.is_empty() {
                let mut next = HashSet::new();
                for board in layer {
                    boards += 1;
                    let t = game.stones(board);
                    let rank = tiers.rank(board);
                    assert!(rank < tiers.ranks(t), "{board:?}");
                    assert_eq!(tiers.unrank(t, rank), board);
                    assert!(seen.insert((t, rank)), "{board:?} shares a rank");
                    let mirror = game.mirror(board);
                    assert_eq!(tiers.canonical_rank(board), tiers.canonical_rank(mirror));
                    for c in 0..width {
                        if game.playable(board, c) {
                            next.insert(game.play(board, c));
                        }
                    }
                }
                layer = next.into_iter().collect();
            }
            assert!(boards > 1);
        }
        // Heights of 6 columns summing to 25 (252) times C(25, 12).
        let six_by_five = RankedTiers::new(ConnectFour::new(6, 5).unwrap()).unwrap();
        assert_eq!(six_by_five.ranks(25), 1_310_475_600);
    }
}
