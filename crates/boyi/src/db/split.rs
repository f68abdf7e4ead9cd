//! A tier's work split into chunks: on every core where the game may be shared between
//! threads ([`Tiered::shared`]), else one chunk after another. Expanding a batch of
//! positions while discovering, and valuing a run of slots while solving from the records of
//! the tiers solved after it ([`Solved`]).

use super::key::{Adding, Key, Members};
use super::reader::TierReader;
use super::tier::Options;
use super::tiered::Tiered;
use crate::error::Error;
use crate::memory::prefetch;
use crate::text::Text;
use crate::value::Play;
use rayon::prelude::*;
use std::collections::BTreeMap;

/// Positions (or slots) a thread takes at a time.
pub(super) const CHUNK: usize = 1 << 10;

/// The children of every position of `batch` (of tier `tier`), in order, expanded on every
/// core: a child of a later tier whose set in `pending` is dense is added there at once
/// (threads set its bit together), and only the others are returned.
pub(super) fn expand_all<G: Tiered>(
    game: &G,
    tier: u32,
    batch: &[G::Key],
    pending: &mut BTreeMap<u32, Members<G::Key>>,
) -> Result<Vec<(u32, G::Key)>, Error> {
    let mut adding: Vec<(u32, Adding<'_>)> = pending
        .iter_mut()
        .filter(|(&to, _)| to > tier)
        .filter_map(|(&to, set)| Some((to, set.adding()?)))
        .collect();
    let parts: Vec<Result<Expanded<G::Key>, Error>> = match game.shared() {
        Some(shared) => batch
            .par_chunks(CHUNK)
            .map(|keys| expand_chunk(shared, tier, keys, &adding))
            .collect(),
        None => batch
            .chunks(CHUNK)
            .map(|keys| expand_chunk(game, tier, keys, &adding))
            .collect(),
    };
    let mut all = Vec::new();
    for part in parts {
        let (others, added) = part?;
        all.extend(others);
        for ((_, set), n) in adding.iter_mut().zip(added) {
            set.counted(n);
        }
    }
    Ok(all)
}

/// The children of a chunk not added to a set of `adding`, and how many each set found new.
type Expanded<K> = (Vec<(u32, K)>, Vec<u64>);

fn expand_chunk<T: Tiered + ?Sized>(
    game: &T,
    tier: u32,
    keys: &[T::Key],
    adding: &[(u32, Adding<'_>)],
) -> Result<Expanded<T::Key>, Error> {
    let (mut children, mut ends) = (Vec::new(), Vec::new());
    game.ends_or_children(tier, keys, &mut children, &mut ends)?;
    if let Some(&(to, _)) = children.iter().find(|(to, _)| *to < tier) {
        return Err(back_move(tier, to));
    }
    let mut added = vec![0u64; adding.len()];
    let mut others = Vec::new();
    for (to, child) in children {
        let set = adding.iter().position(|(t, _)| *t == to);
        match (set, child.rank()) {
            (Some(i), Some(rank)) => added[i] += u64::from(adding[i].1.insert(rank)),
            _ => others.push((to, child)),
        }
    }
    Ok((others, added))
}

/// A run of a tier's record slots, from `first`, with its words to fill.
pub(super) struct Run<'a> {
    /// The first slot.
    pub(super) first: u64,
    /// The value word of each slot.
    pub(super) values: &'a mut [u32],
    /// The nimber word of each slot (empty where the game has no nimbers).
    pub(super) nimbers: &'a mut [u32],
}

/// A run of slots split off the tier's words, [`CHUNK`] slots each.
pub(super) fn runs<'a>(values: &'a mut [u32], nimbers: &'a mut [u32]) -> Vec<Run<'a>> {
    let mut nimber_chunks = nimbers.chunks_mut(CHUNK);
    values
        .chunks_mut(CHUNK)
        .enumerate()
        .map(|(i, values)| Run {
            first: (i * CHUNK) as u64,
            values,
            nimbers: nimber_chunks.next().unwrap_or_default(),
        })
        .collect()
}

/// What valuing a run found: how many positions it valued, and those with moves inside the
/// tier (their slot, their children elsewhere, the slots of their children inside), left
/// for [`Cycles`](super::tier::Cycles).
#[derive(Default)]
pub(super) struct Valued {
    pub(super) positions: u64,
    pub(super) cycles: Vec<(u64, Options, Vec<u64>)>,
}

/// What valuing a tier reads: its positions, and the tiers solved after it.
pub(super) struct Valuing<'a, K> {
    pub(super) tier: u32,
    pub(super) members: &'a Members<K>,
    pub(super) solved: &'a BTreeMap<u32, Solved<K>>,
    pub(super) play: Play,
    pub(super) nimbers: bool,
}

impl<K: Key> Valuing<'_, K> {
    /// Values every run of `runs`.
    pub(super) fn all<G: Tiered<Key = K>>(
        &self,
        game: &G,
        runs: &mut [Run<'_>],
    ) -> Vec<Result<Valued, Error>> {
        match game.shared() {
            Some(shared) => runs.par_iter_mut().map(|r| self.run(shared, r)).collect(),
            None => runs.iter_mut().map(|r| self.run(game, r)).collect(),
        }
    }

    /// Values the positions of one run whose moves all leave the tier, and gathers the
    /// others.
    fn run<T: Tiered<Key = K> + ?Sized>(
        &self,
        game: &T,
        run: &mut Run<'_>,
    ) -> Result<Valued, Error> {
        let (members, tier) = (self.members, self.tier);
        let (mut options, mut inside) = (Options::default(), Vec::new());
        let mut valued = Valued::default();
        let mut looking = Looking::default();
        // The positions of a batch: their slots and keys, then how a rule ended play at each
        // and where its children end.
        let (mut slots, mut keys, mut ends) = (Vec::new(), Vec::new(), Vec::new());
        let end = run.first + run.values.len() as u64;
        let mut from = run.first;
        loop {
            slots.clear();
            keys.clear();
            ends.clear();
            looking.children.clear();
            while slots.len() < TOGETHER {
                let Some(slot) = members.next_slot(from, end) else {
                    break;
                };
                from = slot + 1;
                slots.push(slot);
                keys.push(members.key(slot).expect("a slot that holds a position"));
            }
            if slots.is_empty() {
                return Ok(valued);
            }
            game.ends_or_children(tier, &keys, &mut looking.children, &mut ends)?;
            valued.positions += slots.len() as u64;
            self.look_up(&mut looking)?;
            let mut start = 0;
            for (&slot, &(ended, stop)) in slots.iter().zip(&ends) {
                options.clear();
                inside.clear();
                for found in &looking.found[start..stop] {
                    match *found {
                        Found::Inside(s) => inside.push(s),
                        Found::Later(v, n) => options.add(v, n),
                    }
                }
                start = stop;
                let at = (slot - run.first) as usize;
                if inside.is_empty() {
                    let (value, nimber) = options.fold(ended, self.play, self.nimbers);
                    run.values[at] = value;
                    if self.nimbers {
                        run.nimbers[at] = nimber;
                    }
                } else {
                    valued.cycles.push((slot, options.clone(), inside.clone()));
                }
            }
        }
    }

    /// Finds every child of a batch: its slot in this tier, or its words in a later one.
    /// They are looked up a run of one tier at a time, all at once where every move goes to
    /// the next tier ([`Members::slots_of`]).
    fn look_up(&self, looking: &mut Looking<K>) -> Result<(), Error> {
        let Looking {
            children,
            keys,
            slots,
            words,
            found,
        } = looking;
        found.clear();
        for run in children.chunk_by(|a, b| a.0 == b.0) {
            let to = run[0].0;
            keys.clear();
            keys.extend(run.iter().map(|(_, child)| child.clone()));
            let lost = || Error::invalid(Text::new("error-db-lost-child").arg("tier", to));
            if to == self.tier {
                self.members.slots_of(keys, slots);
                for s in slots.iter() {
                    found.push(Found::Inside(s.ok_or_else(lost)?));
                }
            } else {
                let later = self
                    .solved
                    .get(&to)
                    .ok_or_else(|| back_move(self.tier, to))?;
                later.words_of(keys, slots, words)?;
                for w in words.iter() {
                    let (v, n) = w.ok_or_else(lost)?;
                    found.push(Found::Later(v, n));
                }
            }
        }
        Ok(())
    }
}

/// Positions whose children are found and looked up together.
const TOGETHER: usize = 64;

/// The buffers of [`Valuing::look_up`]: a batch's children, and what was found of each.
struct Looking<K> {
    children: Vec<(u32, K)>,
    keys: Vec<K>,
    slots: Vec<Option<u64>>,
    words: Vec<Option<(u32, u32)>>,
    found: Vec<Found>,
}

impl<K> Default for Looking<K> {
    fn default() -> Self {
        Looking {
            children: Vec::new(),
            keys: Vec::new(),
            slots: Vec::new(),
            words: Vec::new(),
            found: Vec::new(),
        }
    }
}

/// A child as found: its slot in the tier being valued, or its words in a later tier.
#[derive(Clone, Copy)]
enum Found {
    Inside(u64),
    Later(u32, u32),
}

/// The children of a position met in discovery (none where play has ended by rule), every
/// one checked to lie in its tier or a later one.
pub(super) fn expand<G: Tiered + ?Sized>(
    game: &G,
    tier: u32,
    key: &G::Key,
    children: &mut Vec<(u32, G::Key)>,
) -> Result<(), Error> {
    children.clear();
    game.end_or_children(tier, key, children)?;
    match children.iter().find(|(to, _)| *to < tier) {
        Some(&(to, _)) => Err(back_move(tier, to)),
        None => Ok(()),
    }
}

/// A solved tier, as the tiers before it read it.
pub(super) enum Solved<K> {
    /// Still in memory, as just solved.
    Held {
        members: Members<K>,
        values: Vec<u32>,
        nimbers: Vec<u32>,
    },
    /// From its file, through a cache of blocks.
    Read(TierReader<K>),
}

impl<K: Key> Solved<K> {
    /// The stored words of many positions into `out` (cleared first), as [`Solved::words`]
    /// gives them; a tier in memory looks them up together ([`Members::slots_of`]), a
    /// dense one by rank alone (its empty slots hold the word 0).
    pub(super) fn words_of(
        &self,
        keys: &[K],
        slots: &mut Vec<Option<u64>>,
        out: &mut Vec<Option<(u32, u32)>>,
    ) -> Result<(), Error> {
        out.clear();
        match self {
            Solved::Held {
                members,
                values,
                nimbers,
            } => {
                match members {
                    Members::Dense { size, .. } => {
                        slots.clear();
                        slots.extend(keys.iter().map(|k| k.rank().filter(|r| r < size)));
                    }
                    Members::Sparse { .. } => members.slots_of(keys, slots),
                }
                // Every word asked for before any is read (see `prefetch`).
                for &s in slots.iter().flatten() {
                    prefetch(&values[s as usize]);
                }
                let found = |s| Some(held(values, nimbers, s)).filter(|&(value, _)| value != 0);
                out.extend(slots.iter().map(|s| s.and_then(found)));
            }
            Solved::Read(_) => {
                for key in keys {
                    out.push(self.words(key)?);
                }
            }
        }
        Ok(())
    }

    /// The stored words (value, nimber) of a position, `None` if the tier does not hold it.
    pub(super) fn words(&self, key: &K) -> Result<Option<(u32, u32)>, Error> {
        Ok(match self {
            Solved::Held {
                members,
                values,
                nimbers,
            } => members.slot(key).map(|s| held(values, nimbers, s)),
            Solved::Read(reader) => reader.words(key)?.map(|(_, v, n)| (v, n)),
        })
    }
}

/// The words of slot `s` of a tier held in memory (nimber 0 where the game has none).
fn held(values: &[u32], nimbers: &[u32], s: u64) -> (u32, u32) {
    let s = s as usize;
    (values[s], nimbers.get(s).copied().unwrap_or(0))
}

/// The error for a move that goes back to an earlier tier.
pub(super) fn back_move(from: u32, to: u32) -> Error {
    Error::invalid(
        Text::new("error-db-back-move")
            .arg("from", from)
            .arg("to", to),
    )
}
