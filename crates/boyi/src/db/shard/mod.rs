//! One worker's part of a build shared by many ([`build_shard`]): the same tiers, found and
//! solved in the same order as by the single builder, each position owned by the worker its
//! key hashes to ([`owner`]), the workers in step through rounds of a [`Channel`].
//!
//! Discovery, tier by tier: every worker expands a batch of its positions a round and sends
//! each child to its owner, which keeps the new ones; the tier is done in the round where no
//! worker has positions left to expand and none sent a position of the tier itself. Solving,
//! from the last tier back: a worker asks the owners of its positions' children for their
//! stored words, a batch a round, and folds the answers. Positions with moves inside their
//! tier are gathered by worker 0, which values them together by the retrograde analysis of
//! the single builder and sends the values back. Each worker writes its own database file,
//! a *shard* (every tier stored with its keys), and [`merge`] makes the one database of the
//! single builder from the shards, record for record.
//!
//! This is the batched, owner-computes scheme of J. Romein and H. Bal's parallel retrograde
//! analysis of Awari (IEEE Computer 36(10), 2003); the code is Boyi's own.

use super::build::{
    keep, next_to_expand, write_part, Builder, Frontier, Plan, Progress, Summary, Words,
};
use super::channel::{round, Channel, Message};
use super::format::{Meta, Shard, TierInfo};
use super::key::{owner, Key, Members};
use super::split::{back_move, expand, Solved};
use super::tier::Options;
use super::tiered::Tiered;
use crate::error::Error;
use crate::text::Text;
use crate::value::Outcome;
use rustc_hash::FxHashSet;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

mod cycles;
mod merge;
mod questions;

pub use merge::merge;
use questions::{answers_in, bytes_of, keys_from, Questions};

/// Positions a worker expands or values in one round.
const BATCH: usize = 1 << 15;

/// The file of worker `index`'s shard among `of`, beside the database `output`.
pub fn shard_file(output: &Path, index: u32, of: u32) -> PathBuf {
    let mut name = output.as_os_str().to_owned();
    name.push(format!(".shard-{index}-of-{of}"));
    PathBuf::from(name)
}

/// Builds this worker's shard of the database of every position reachable from `root`
/// (`meta` is the header without tiers; `plan.output` the database the shards make).
pub fn build_shard<G: Tiered>(
    game: &G,
    root: (u32, G::Key),
    mut meta: Meta,
    plan: &Plan,
    channel: &mut dyn Channel,
    progress: &mut dyn Progress,
) -> Result<Summary, Error> {
    let shard = Shard {
        index: channel.worker(),
        of: channel.workers(),
    };
    meta.shard = Some(shard);
    let plan = Plan {
        output: shard_file(&plan.output, shard.index, shard.of),
        ..plan.clone()
    };
    let mut worker = Worker {
        builder: Builder::start(game, meta, &plan, progress)?,
        me: channel.worker(),
        workers: channel.workers(),
        channel,
    };
    worker.agree_on_steps()?;
    worker.discover(root)?;
    worker.solve()?;
    let summary = worker.builder.assemble()?;
    // The build's files go once every shard is written: until then a resumed build needs
    // them all.
    round(worker.channel, Vec::new(), 0)?;
    worker.builder.remove_work()?;
    Ok(summary)
}

/// A worker of a shared build: the single builder's files and steps, and the channel to the
/// other workers.
struct Worker<'a, G: Tiered> {
    builder: Builder<'a, G>,
    channel: &'a mut dyn Channel,
    /// This worker, and how many there are.
    me: u32,
    workers: u32,
}

/// A position of the tier being solved with moves inside it, as its worker leaves it for the
/// cycles: where it is among the worker's positions, its children's stored words elsewhere,
/// and the keys (as bytes) of its children inside the tier.
struct Cyclic {
    at: usize,
    words: Vec<(u32, u32)>,
    inside: Vec<Vec<u8>>,
}

/// The positions of the tier being solved that a worker owns, with their words so far.
struct Current<'a, K> {
    keys: &'a [K],
    values: &'a [u32],
    nimbers: &'a [u32],
}

/// Where the stored words of one child of a position come from.
enum Link {
    /// Read by this worker (a child it owns).
    Words(u32, u32),
    /// The answer to this worker's question.
    Question(u32),
}

/// The error for a child that its tier does not hold.
fn lost(tier: u32) -> Error {
    Error::invalid(Text::new("error-db-lost-child").arg("tier", tier))
}

impl<G: Tiered> Worker<'_, G> {
    fn me(&self) -> u32 {
        self.me
    }

    /// The worker that owns `key`.
    fn owner(&self, key: &G::Key) -> u32 {
        owner(key, self.workers)
    }

    /// Resumes every worker from the last step all of them finished: a worker stopped
    /// between writing its step and the others writing theirs steps back.
    fn agree_on_steps(&mut self) -> Result<(), Error> {
        let done = self.builder.steps_done();
        let told = round(self.channel, Vec::new(), done)?;
        let least = told.counts.iter().copied().min().unwrap_or(0);
        match done - least {
            0 => Ok(()),
            1 => self.builder.step_back(),
            _ => Err(Error::invalid(
                Text::new("error-dist-steps-apart")
                    .arg("worker", self.me())
                    .arg("done", done)
                    .arg("least", least),
            )),
        }
    }

    /// Finds every position reachable from `root`, tier by tier, each worker keeping its
    /// own.
    fn discover(&mut self, root: (u32, G::Key)) -> Result<(), Error> {
        let game = self.builder.game;
        let mine = self.owner(&root.1) == self.me();
        let mut pending = self.builder.pending_sets(root, mine)?;
        let mut children = Vec::new();
        loop {
            // The next tier is the first that any worker has positions of.
            let first = pending.keys().next().map_or(u64::MAX, |&t| u64::from(t));
            let next = round(self.channel, Vec::new(), first)?;
            let Some(tier) = next
                .counts
                .iter()
                .min()
                .and_then(|&t| u32::try_from(t).ok())
            else {
                return Ok(());
            };
            let mut members = pending
                .remove(&tier)
                .unwrap_or_else(|| Members::new(game.dense(tier)));
            members.settle();
            self.builder.progress.step(
                Text::new("db-step-discover").arg("tier", tier),
                members.len(),
            );
            let mut extra: FxHashSet<G::Key> = FxHashSet::default();
            let mut queue: Vec<G::Key> = Vec::new();
            let mut slot = 0;
            loop {
                // Children owned here are kept at once; the others go once a batch to their
                // owners.
                let mut found: Vec<(u32, G::Key)> = Vec::new();
                let mut sent: FxHashSet<(u32, G::Key)> = FxHashSet::default();
                let (mut expanded, mut inside) = (0, 0);
                while expanded < BATCH {
                    let Some(key) = next_to_expand(&members, &mut queue, &mut slot) else {
                        break;
                    };
                    expanded += 1;
                    expand(game, tier, &key, &mut children)?;
                    for (to, child) in children.drain(..) {
                        inside += u64::from(to == tier);
                        if self.owner(&child) == self.me() {
                            found.push((to, child));
                        } else {
                            sent.insert((to, child));
                        }
                    }
                }
                self.builder.progress.advance(expanded as u64);
                let left = queue.len() as u64 + (members.slots() - slot);
                let mut batches: BTreeMap<(u32, u32), Vec<u8>> = BTreeMap::new();
                for (to, key) in sent {
                    let batch = batches.entry((self.owner(&key), to)).or_default();
                    key.write_after(None, batch);
                }
                let out = batches
                    .into_iter()
                    .map(|((worker, tier), keys)| (worker, Message::Found { tier, keys }))
                    .collect();
                let got = round(self.channel, out, left + inside)?;
                let settled = got.total() == 0;
                for message in got.inbox {
                    let Message::Found { tier: to, keys } = message else {
                        return Err(Error::invalid(Text::new("error-dist-bad-message")));
                    };
                    for key in keys_from::<G::Key>(&keys) {
                        found.push((to, key?));
                    }
                }
                for child in found {
                    let now = Frontier {
                        members: &mut members,
                        extra: &mut extra,
                        queue: &mut queue,
                    };
                    keep(game, tier, child, &mut pending, now);
                }
                if settled && queue.is_empty() {
                    break;
                }
                let held = members.bytes() + pending.values().map(Members::bytes).sum::<u64>();
                self.builder
                    .check_memory(tier, held + 48 * extra.len() as u64)?;
            }
            members.extend(extra);
            self.builder.finish_discovery(tier, members, &mut pending)?;
        }
    }

    /// Values every tier, from the last back.
    fn solve(&mut self) -> Result<(), Error> {
        let mut solved: BTreeMap<u32, Solved<G::Key>> = BTreeMap::new();
        for info in self.builder.manifest.solved.clone() {
            let reader = self.builder.open_part(&info, self.builder.cache_blocks())?;
            solved.insert(info.tier, Solved::Read(reader));
        }
        let tiers: Vec<u32> = self
            .builder
            .manifest
            .discovered
            .iter()
            .map(|d| d.0)
            .collect();
        for &tier in tiers.iter().rev() {
            if solved.contains_key(&tier) {
                continue;
            }
            let mut members = self.builder.discovered_members(tier)?;
            let keys: Vec<G::Key> = match &mut members {
                Members::Sparse { keys, .. } => std::mem::take(keys),
                dense => (0..dense.slots()).filter_map(|s| dense.key(s)).collect(),
            };
            let (values, nimbers) = self.solve_tier(tier, &keys, &solved)?;
            let info = self.write_tier(tier, &keys, &values, &nimbers)?;
            self.builder.manifest.solved.push(info.clone());
            self.builder.save_manifest()?;
            for (t, s) in solved.iter_mut() {
                if let Solved::Held { .. } = s {
                    let i = self.builder.manifest.solved.iter().find(|i| i.tier == *t);
                    *s = Solved::Read(self.builder.open_part(i.expect("solved"), 1)?);
                }
            }
            let kept = match self.held(tier, keys, values, nimbers) {
                Some(held) => held,
                None => Solved::Read(self.builder.open_part(&info, self.builder.cache_blocks())?),
            };
            solved.insert(tier, kept);
        }
        Ok(())
    }

    /// The tier just solved, kept in memory for the tiers before it when the budget holds
    /// it: by rank where the game numbers the tier, else by key.
    fn held(
        &self,
        tier: u32,
        keys: Vec<G::Key>,
        values: Vec<u32>,
        nimbers: Vec<u32>,
    ) -> Option<Solved<G::Key>> {
        let budget = self.builder.plan.memory / 3;
        match self.builder.game.dense(tier) {
            Some(size) if size.saturating_mul(8) + size / 8 <= budget => {
                let mut members = Members::new(Some(size));
                let mut by_rank = vec![0u32; size as usize];
                let mut nimbers_by_rank =
                    vec![0u32; if nimbers.is_empty() { 0 } else { size as usize }];
                for (i, key) in keys.into_iter().enumerate() {
                    let rank = key.rank().expect("a rank") as usize;
                    by_rank[rank] = values[i];
                    if let Some(n) = nimbers_by_rank.get_mut(rank) {
                        *n = nimbers[i];
                    }
                    members.insert(key);
                }
                Some(Solved::Held {
                    members,
                    values: by_rank,
                    nimbers: nimbers_by_rank,
                })
            }
            None if 24 * keys.len() as u64 <= budget => Some(Solved::Held {
                members: Members::sorted(keys),
                values,
                nimbers,
            }),
            _ => None,
        }
    }

    /// Values this worker's positions of one tier (`keys`, sorted): value and nimber words.
    fn solve_tier(
        &mut self,
        tier: u32,
        keys: &[G::Key],
        solved: &BTreeMap<u32, Solved<G::Key>>,
    ) -> Result<(Vec<u32>, Vec<u32>), Error> {
        let game = self.builder.game;
        let (nimbers, play) = (self.builder.nimbers(), self.builder.play());
        self.builder.progress.step(
            Text::new("db-step-solve").arg("tier", tier),
            keys.len() as u64,
        );
        let mut values = vec![0u32; keys.len()];
        let mut nimber_words = vec![0u32; if nimbers { keys.len() } else { 0 }];
        // Positions with moves inside the tier: index, children's words, keys inside.
        let mut cyclic: Vec<Cyclic> = Vec::new();
        let mut children = Vec::new();
        let mut start = 0;
        loop {
            let end = (start + BATCH).min(keys.len());
            // Each position's children elsewhere: words read here (children this worker
            // owns) or questions to their owners, each child asked once a batch.
            let mut links: Vec<Link> = Vec::new();
            let mut spans: Vec<(usize, Option<Outcome>)> = Vec::with_capacity(end - start);
            let mut inside: Vec<(usize, Vec<u8>)> = Vec::new();
            let mut questions = Questions::default();
            for (i, key) in keys[start..end].iter().enumerate() {
                children.clear();
                let ended = game.end_or_children(tier, key, &mut children)?;
                spans.push((links.len(), ended));
                for (to, child) in children.drain(..) {
                    let worker = self.owner(&child);
                    if to == tier {
                        inside.push((i, bytes_of(&child)));
                    } else if worker == self.me() {
                        let later = solved.get(&to).ok_or_else(|| back_move(tier, to))?;
                        let (value, nimber) = later.words(&child)?.ok_or_else(|| lost(to))?;
                        links.push(Link::Words(value, nimber));
                    } else {
                        links.push(Link::Question(questions.ask(worker, to, child)));
                    }
                }
            }
            spans.push((links.len(), None));
            let (asks, order) = questions.messages(self.me());
            let asked = round(self.channel, asks, (keys.len() - end) as u64)?;
            let more = asked.total() > 0;
            let answers = self.answer(tier, asked.inbox, solved, None)?;
            let answered = round(self.channel, answers, 0)?;
            let answer = answers_in(order, answered.inbox, self.builder.nimbers())?;
            let mut options = Options::default();
            let mut inside = inside.into_iter().peekable();
            for i in 0..end - start {
                let ((first, ended), (last, _)) = (spans[i], spans[i + 1]);
                let words = links[first..last].iter().map(|link| match *link {
                    Link::Words(value, nimber) => (value, nimber),
                    Link::Question(q) => answer[q as usize],
                });
                let mut mine = Vec::new();
                while let Some((_, bytes)) = inside.next_if(|(j, _)| *j == i) {
                    mine.push(bytes);
                }
                let at = start + i;
                if mine.is_empty() {
                    options.clear();
                    for (v, n) in words {
                        options.add(v, n);
                    }
                    let (value, nimber) = options.fold(ended, play, nimbers);
                    values[at] = value;
                    if nimbers {
                        nimber_words[at] = nimber;
                    }
                } else {
                    let words = words.collect();
                    cyclic.push(Cyclic {
                        at,
                        words,
                        inside: mine,
                    });
                }
            }
            self.builder.progress.advance((end - start) as u64);
            start = end;
            if !more {
                break;
            }
        }
        self.solve_cycles(tier, keys, cyclic, &mut values, &mut nimber_words)?;
        Ok((values, nimber_words))
    }

    /// Answers questions for the stored words of positions this worker owns: of later tiers
    /// from `solved`, of the tier being solved from `current` (its keys and words).
    fn answer(
        &self,
        tier: u32,
        questions: Vec<Message>,
        solved: &BTreeMap<u32, Solved<G::Key>>,
        current: Option<Current<'_, G::Key>>,
    ) -> Result<Vec<(u32, Message)>, Error> {
        let nimbers = self.builder.nimbers();
        let mut answers = Vec::with_capacity(questions.len());
        for message in questions {
            let Message::Ask {
                tier: to,
                from,
                keys,
            } = message
            else {
                return Err(Error::invalid(Text::new("error-dist-bad-message")));
            };
            let mut words = Vec::new();
            for key in keys_from::<G::Key>(&keys) {
                let key = key?;
                let found = match &current {
                    Some(c) if to == tier => c
                        .keys
                        .binary_search(&key)
                        .ok()
                        .map(|i| (c.values[i], c.nimbers.get(i).copied().unwrap_or(0))),
                    _ => solved
                        .get(&to)
                        .ok_or_else(|| back_move(tier, to))?
                        .words(&key)?,
                };
                let (value, nimber) = found.ok_or_else(|| lost(to))?;
                words.push(value);
                if nimbers {
                    words.push(nimber);
                }
            }
            let from_me = self.me();
            answers.push((
                from,
                Message::Answer {
                    tier: to,
                    from: from_me,
                    words,
                },
            ));
        }
        Ok(answers)
    }

    /// Writes this worker's part of a tier: its keys and words, as a tier of keys.
    fn write_tier(
        &mut self,
        tier: u32,
        keys: &[G::Key],
        values: &[u32],
        nimbers: &[u32],
    ) -> Result<TierInfo, Error> {
        let words = Words {
            dense: false,
            keys,
            values,
            nimbers: self.builder.nimbers().then_some(nimbers),
        };
        let path = self.builder.part_file(tier);
        let plan = self.builder.plan;
        let info = write_part(tier, words, (plan.block_slots, plan.level), &path)?;
        Ok(info)
    }
}
