//! What a player is sure of from its protective areas and unprotected dominoes, played out
//! exactly once for every count within caps: the player takes an area (a move, and a safe
//! move for later) or plays a domino; the opponent spoils an area and perhaps a paired
//! domino next to it (which leaves a lone domino in the area's walled line), or one lone
//! domino, or up to two paired ones (a domino covers two cells), or plays elsewhere; the
//! player makes the most of it, the opponent the least. Obsequi (Bullock, 2002) counts lone
//! dominoes by halves and paired ones by thirds in the same way.

/// One class of a player's unprotected dominoes, all disjoint: how many, and how many of
/// them have a protected cell (a cell the opponent could never cover).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Class {
    /// Dominoes.
    pub count: usize,
    /// Those of them with a protected cell.
    pub halves: usize,
}

/// What a player counts on: protective areas, lone dominoes (no opponent move spoils two of
/// them, or one and an area) and paired ones, all disjoint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Pools {
    /// Protective areas.
    pub areas: usize,
    /// Dominoes no move of the opponent spoils together with another or with an area.
    pub lone: Class,
    /// The other dominoes.
    pub paired: Class,
}

/// What the player takes in one move.
#[derive(Clone, Copy)]
enum Take {
    /// An area: a move, and a safe move for later.
    Area,
    /// A domino neither of whose cells is protected.
    Plain,
    /// A domino with a protected cell.
    Half,
}

/// What a player is sure of from every [`Pools`] within its caps, moving first and second.
#[derive(Clone, Debug)]
pub(super) struct PoolTable {
    /// The most areas counted.
    areas: usize,
    /// The most dominoes of a class counted.
    dominoes: usize,
    /// Whether dominoes with a protected cell are told apart.
    halves: bool,
    /// The most options counted with them (none, or a few).
    options: u32,
    /// By [`PoolTable::index`]: moving first, moving second.
    values: Vec<[u16; 2]>,
}

impl PoolTable {
    /// The moves a player is sure of: an area is worth two, a domino one (a 128-cell board
    /// holds at most 32 areas and 64 dominoes).
    pub fn moves() -> PoolTable {
        PoolTable::build(32, 64, false, 0, |take| match take {
            Take::Area => 2,
            Take::Plain | Take::Half => 1,
        })
    }

    /// Twice the moves a player is sure of plus the cells they take from the opponent's
    /// reach: an area is worth 2 × 2 + 4, a domino 2 + 2, but 2 + 1 with a protected cell
    /// (which the opponent could never cover anyway). Up to 10 areas and 16 dominoes of a
    /// class, 257,000 counts built in about 10 ms (caps of 8 and 12 change 5 of the 3 million
    /// boards 8×8 searches).
    pub fn gains() -> PoolTable {
        PoolTable::build(10, 16, true, 0, gain_of)
    }

    /// What [`PoolTable::gains`] counts, together with up to three options (each worth the
    /// cells it takes), played out as one game: whoever moves among the options takes or
    /// spoils the largest, and either player may move in either part, so a move in one may
    /// buy the first move in the other (Bullock's Obsequi counts this as a spare move of its
    /// pools giving the first option, its `x = 0`). Answering each move where it was made
    /// or in the other part is a strategy on the board as on the counts, as no move of the
    /// opponent touches both parts. Up to 6 areas, 10 dominoes of a class and 3 options,
    /// 610,000 counts (with 4 areas and 8 dominoes, 8×8 searches 1% more boards).
    pub fn with_options() -> PoolTable {
        PoolTable::build(6, 10, true, 3, gain_of)
    }

    /// What the player is sure of from `pools` (and `options`, where the table counts them),
    /// moving first and second. Past the caps some areas, dominoes or options are left out,
    /// those with a protected cell and the smallest options first: the player can ignore
    /// what it has more of, so the value is still sure.
    pub fn get(&self, pools: Pools, options: Options) -> [u32; 2] {
        let at = self.index(self.fit_pools(pools), self.fit_options(options));
        self.values[at].map(u32::from)
    }

    /// `options` within the caps: the largest.
    fn fit_options(&self, mut options: Options) -> Options {
        let mut room = self.options;
        for taken in (1..=3).rev() {
            options.0[taken] = options.0[taken].min(room);
            room -= options.0[taken];
        }
        options
    }

    /// `pools` within the caps, as [`PoolTable::get`] reads it.
    fn fit_pools(&self, pools: Pools) -> Pools {
        Pools {
            areas: pools.areas.min(self.areas),
            lone: self.fit(pools.lone),
            paired: self.fit(pools.paired),
        }
    }

    /// `class` within the caps.
    fn fit(&self, class: Class) -> Class {
        let over = class.count.saturating_sub(self.dominoes);
        Class {
            count: class.count - over,
            halves: if self.halves {
                class.halves.saturating_sub(over)
            } else {
                0
            },
        }
    }

    /// The states of one class within the caps.
    fn class_states(&self) -> usize {
        if self.halves {
            (self.dominoes + 1) * (self.dominoes + 2) / 2
        } else {
            self.dominoes + 1
        }
    }

    /// Where `pools` and `options` (within the caps) lie in the table.
    fn index(&self, pools: Pools, options: Options) -> usize {
        let class = |c: Class| {
            if self.halves {
                c.count * (c.count + 1) / 2 + c.halves
            } else {
                c.count
            }
        };
        let states = self.class_states();
        let pools = (pools.areas * states + class(pools.lone)) * states + class(pools.paired);
        pools * option_sets(self.options) + options.rank()
    }

    /// Every class within the caps, fewest dominoes first.
    fn classes(&self) -> impl Iterator<Item = Class> + '_ {
        (0..=self.dominoes).flat_map(move |count| {
            let most = if self.halves { count } else { 0 };
            (0..=most).map(move |halves| Class { count, halves })
        })
    }

    /// The table with these caps, each take worth `gain`, each option the cells it takes.
    fn build(
        areas: usize,
        dominoes: usize,
        halves: bool,
        options: u32,
        gain: fn(Take) -> u16,
    ) -> PoolTable {
        let mut table = PoolTable {
            areas,
            dominoes,
            halves,
            options,
            values: Vec::new(),
        };
        let states = (areas + 1) * table.class_states().pow(2) * option_sets(options);
        table.values = vec![[0; 2]; states];
        // Every state a move leads to has fewer options, or as many and fewer areas, or as
        // many of both and fewer lone dominoes, or as many of those and fewer paired ones:
        // it comes earlier in this order.
        let classes: Vec<Class> = table.classes().collect();
        for options in Options::within(options) {
            for areas in 0..=areas {
                for &lone in &classes {
                    for &paired in &classes {
                        let pools = Pools {
                            areas,
                            lone,
                            paired,
                        };
                        let value =
                            |pools, options, k: usize| table.values[table.index(pools, options)][k];
                        let largest = options.largest();
                        let less = options.less_largest();
                        let take_option =
                            (largest > 0).then(|| largest as u16 + value(pools, less, 1));
                        let first = table
                            .takes(pools)
                            .map(|(take, after)| gain(take) + value(after, options, 1))
                            .chain(take_option)
                            .max()
                            .unwrap_or(0);
                        let spoil_option = (largest > 0).then(|| value(pools, less, 0));
                        let second = table
                            .spoils(pools)
                            .map(|after| value(after, options, 0))
                            .chain(spoil_option)
                            .fold(first, u16::min);
                        let at = table.index(pools, options);
                        table.values[at] = [first, second];
                    }
                }
            }
        }
        table
    }

    /// The player's moves from `pools`: what each takes and leaves.
    fn takes(&self, pools: Pools) -> impl Iterator<Item = (Take, Pools)> {
        let area = (pools.areas > 0).then(|| {
            let after = Pools {
                areas: pools.areas - 1,
                ..pools
            };
            (Take::Area, after)
        });
        let lone = less_one(pools.lone).map(move |(take, lone)| (take, Pools { lone, ..pools }));
        let paired =
            less_one(pools.paired).map(move |(take, paired)| (take, Pools { paired, ..pools }));
        area.into_iter().chain(lone).chain(paired)
    }

    /// What the opponent's spoiling moves leave of `pools`.
    fn spoils(&self, pools: Pools) -> impl Iterator<Item = Pools> {
        let lone = less_one(pools.lone).map(move |(_, lone)| Pools { lone, ..pools });
        let paired = less_one(pools.paired)
            .flat_map(|(_, one)| std::iter::once(one).chain(less_one(one).map(|(_, two)| two)))
            .map(move |paired| Pools { paired, ..pools });
        // An area spoilt with the paired domino beside its open line leaves the walled
        // line's two cells a lone domino: the opponent covers an open cell, and its other
        // neighbour there is all that can reach it. (At the cap it is left out.)
        let remnant = Class {
            count: (pools.lone.count + 1).min(self.dominoes),
            ..pools.lone
        };
        let area = pools
            .areas
            .checked_sub(1)
            .into_iter()
            .flat_map(move |areas| {
                let with_domino = less_one(pools.paired).map(move |(_, paired)| Pools {
                    areas,
                    lone: remnant,
                    paired,
                });
                std::iter::once(Pools { areas, ..pools }).chain(with_domino)
            });
        lone.chain(paired).chain(area)
    }
}

/// A player's options by the cells each takes: how many take one, two and three (at 1, 2
/// and 3). Whoever moves among them takes or spoils the largest.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Options(pub [u32; 4]);

impl Options {
    /// What they are worth to whoever moves first among them (the first, third, … largest)
    /// and to the other (the second, fourth, …).
    pub fn worth(self) -> [u32; 2] {
        let (mut worth, mut turn) = ([0, 0], 0);
        for taken in (1..=3).rev() {
            let n = self.0[taken];
            worth[turn] += taken as u32 * n.div_ceil(2);
            worth[1 - turn] += taken as u32 * (n / 2);
            turn ^= (n & 1) as usize;
        }
        worth
    }

    /// The cells the largest takes; 0 where there is none.
    pub fn largest(self) -> u32 {
        (1..=3).rev().find(|&t| self.0[t] > 0).unwrap_or(0) as u32
    }

    /// These options less the largest.
    pub fn less_largest(mut self) -> Options {
        if let Some(t) = (1..=3).rev().find(|&t| self.0[t] > 0) {
            self.0[t] -= 1;
        }
        self
    }

    /// Every set of at most `most` options, fewest first.
    fn within(most: u32) -> impl Iterator<Item = Options> {
        (0..=most).flat_map(move |total| {
            (0..=total).flat_map(move |threes| {
                (0..=total - threes)
                    .map(move |twos| Options([0, total - threes - twos, twos, threes]))
            })
        })
    }

    /// Where these options come in [`Options::within`].
    fn rank(self) -> usize {
        let [_, ones, twos, threes] = self.0.map(|n| n as usize);
        let total = ones + twos + threes;
        // Sets of fewer options, then those of as many with fewer threes, then fewer twos.
        let before_total = total * (total + 1) * (total + 2) / 6;
        let before_threes = (0..threes).map(|t| total - t + 1).sum::<usize>();
        before_total + before_threes + twos
    }
}

/// How many sets of at most `most` options there are.
fn option_sets(most: u32) -> usize {
    let most = most as usize;
    (most + 1) * (most + 2) * (most + 3) / 6
}

/// What a take is worth in [`PoolTable::gains`].
fn gain_of(take: Take) -> u16 {
    match take {
        Take::Area => 8,
        Take::Plain => 4,
        Take::Half => 3,
    }
}

/// `class` less one of its dominoes, of each kind it has.
fn less_one(class: Class) -> impl Iterator<Item = (Take, Class)> {
    let plain = (class.count > class.halves).then(|| {
        let rest = Class {
            count: class.count - 1,
            ..class
        };
        (Take::Plain, rest)
    });
    let half = (class.halves > 0).then(|| {
        let rest = Class {
            count: class.count - 1,
            halves: class.halves - 1,
        };
        (Take::Half, rest)
    });
    plain.into_iter().chain(half)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every state of areas and dominoes within `table`'s caps.
    fn every_pools(table: &PoolTable) -> Vec<Pools> {
        let mut all = Vec::new();
        for areas in 0..=table.areas {
            for lone in table.classes() {
                for paired in table.classes() {
                    if lone.count + areas.min(paired.count) <= table.dominoes {
                        all.push(Pools {
                            areas,
                            lone,
                            paired,
                        });
                    }
                }
            }
        }
        all
    }

    /// Every count within the gains' caps: without protected cells a gain is four times the
    /// moves (two for the move, two cells), and with them it is never less than the moves'
    /// strategy gains (one cell less for each domino with a protected cell it may play).
    /// (Where the remnants of spoilt areas could take the lone dominoes past the gains' cap,
    /// they are left out of the gains only.)
    #[test]
    fn gains_agree_with_moves() {
        let (moves, gains) = (PoolTable::moves(), PoolTable::gains());
        let mut with_halves = 0;
        for pools in every_pools(&gains) {
            let (sure, gain) = (
                moves.get(pools, Options::default()),
                gains.get(pools, Options::default()),
            );
            let halves = (pools.lone.halves + pools.paired.halves) as u32;
            for k in 0..2 {
                if halves == 0 {
                    assert_eq!(gain[k], 4 * sure[k], "{pools:?}");
                } else {
                    assert!(gain[k] >= 4 * sure[k] - halves.min(sure[k]), "{pools:?}");
                    with_halves += u32::from(gain[k] > 4 * sure[k] - halves.min(sure[k]));
                }
            }
        }
        assert!(with_halves > 0);
    }

    /// A few counts worked by hand: an area is worth two moves first and none second; two
    /// lone dominoes one each way; three paired ones one each way (the opponent spoils two);
    /// an area and a paired domino, the opponent to move, still leave the remnant's move.
    #[test]
    fn small_counts() {
        let moves = PoolTable::moves();
        let none = Class {
            count: 0,
            halves: 0,
        };
        let class = |count| Class { count, halves: 0 };
        let at = |areas, lone, paired| Pools {
            areas,
            lone,
            paired,
        };
        assert_eq!(moves.get(at(1, none, none), Options::default()), [2, 0]);
        assert_eq!(moves.get(at(0, class(2), none), Options::default()), [1, 1]);
        assert_eq!(moves.get(at(0, none, class(3)), Options::default()), [1, 1]);
        assert_eq!(moves.get(at(1, none, class(1)), Options::default()), [2, 1]);
        // Six lone dominoes, two with a protected cell: each player takes or spoils the
        // plain ones first, so one of the player's three has a protected cell.
        let gains = PoolTable::gains();
        let lone = Class {
            count: 6,
            halves: 2,
        };
        assert_eq!(gains.get(at(0, lone, none), Options::default()), [11, 11]);
    }

    /// Options counted with the pools: with no pools they go to whoever comes first, the
    /// larger first; with no options the table is the gains' (within its caps, where the
    /// remnants of spoilt areas stay within them); and a half-protected domino with options
    /// of 2 and 1 cells is worth 2 to the player moving second (the opponent spoils the
    /// domino, the player takes the larger option), where apart they give it 0 and 1.
    #[test]
    fn options_count_with_the_pools() {
        let (gains, joint) = (PoolTable::gains(), PoolTable::with_options());
        let none = Class {
            count: 0,
            halves: 0,
        };
        let empty = Pools {
            areas: 0,
            lone: none,
            paired: none,
        };
        for options in Options::within(3) {
            assert_eq!(joint.get(empty, options), options.worth(), "{options:?}");
        }
        for pools in every_pools(&joint) {
            let none = Options::default();
            assert_eq!(joint.get(pools, none), gains.get(pools, none), "{pools:?}");
        }
        let half = Pools {
            lone: Class {
                count: 1,
                halves: 1,
            },
            ..empty
        };
        assert_eq!(joint.get(half, Options([0, 1, 1, 0])), [4, 2]);
    }
}
