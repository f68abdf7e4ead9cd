//! The tier builder: discovery forward from the root, tier by tier; then the values, from
//! the last tier back; then the file. Every finished step is a file written under a
//! temporary name, synced and renamed, and recorded in a manifest (itself written the same
//! way), so a build killed at any moment resumes from its last finished step and ends in the
//! same bytes as one never stopped.

use super::file::{io_error, map};
use super::format::{self, tier_info, Meta, TierInfo};
use super::key::{Key, Members};
use super::reader::TierReader;
use super::split::{self, Solved, Valuing};
use super::tier::Cycles;
use super::tiered::Tiered;
use crate::budget::{show_bytes, Budget, Stop};
use crate::error::Error;
use crate::text::Text;
use crate::value::Play;
use rustc_hash::FxHashSet;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};

/// How a build runs.
#[derive(Clone, Debug)]
pub struct Plan {
    /// The database to write.
    pub output: PathBuf,
    /// Whether to go on from a stopped build of the same database.
    pub resume: bool,
    /// The most memory the build may hold, in bytes.
    pub memory: u64,
    /// Slots a block holds.
    pub block_slots: u64,
    /// The zstd level of the blocks.
    pub level: i32,
    /// What tells the build that nobody waits for it any more; a stopped build resumes.
    pub stop: Stop,
}

impl Plan {
    /// Refuses to start over a stopped build of the same file unless told to resume.
    pub fn check(&self) -> Result<(), Error> {
        let work = work_dir(&self.output);
        if !self.resume && work.join("manifest.json").exists() {
            return Err(Error::invalid(
                Text::new("error-db-stopped-build").arg("dir", work.display().to_string()),
            ));
        }
        Ok(())
    }

    /// A plan with the default block size and level, within the request's memory budget.
    pub fn new(output: PathBuf, budget: Budget) -> Plan {
        Plan {
            output,
            resume: false,
            memory: budget.memory(),
            block_slots: 1 << 14,
            level: 3,
            stop: budget.stop().clone(),
        }
    }
}

/// What the builder tells whoever watches it.
pub trait Progress {
    /// A step begins (discovering or solving a tier), of `total` positions.
    fn step(&mut self, what: Text, total: u64);
    /// `done` more positions of the step are finished.
    fn advance(&mut self, done: u64);
}

/// Nobody watches.
impl Progress for () {
    fn step(&mut self, _: Text, _: u64) {}
    fn advance(&mut self, _: u64) {}
}

/// What a finished build made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The database's header.
    pub meta: Meta,
    /// The file's size.
    pub bytes: u64,
    /// Steps done by this run (the others were done by a stopped run).
    pub steps: usize,
}

/// What the build has finished, as the manifest records it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Manifest {
    /// The header the database will have, without its tiers.
    pub(super) meta: Meta,
    /// Tiers whose positions are all found, in order, with their counts.
    pub(super) discovered: Vec<(u32, u64)>,
    /// Tiers with positions found so far, in files of their own.
    pub(super) pending: Vec<u32>,
    /// Tiers solved, from the last.
    pub(super) solved: Vec<TierInfo>,
}

/// Positions expanded, or slots valued, between two reports of progress (split between the
/// cores, [`split::CHUNK`] at a time).
const BATCH: usize = 1 << 16;

/// The build of one database (or of one worker's shard of it).
pub(super) struct Builder<'a, G: Tiered> {
    pub(super) game: &'a G,
    pub(super) plan: &'a Plan,
    pub(super) work: PathBuf,
    pub(super) manifest: Manifest,
    /// The manifest before the last step, kept so that a shared build can step back to
    /// where every worker was.
    previous: Option<Manifest>,
    pub(super) progress: &'a mut dyn Progress,
    pub(super) steps: usize,
    /// Tiers just discovered, kept in memory too while a third of the budget holds them, so
    /// that solving them need not read their files back (a resumed build reads them).
    discovered: BTreeMap<u32, Members<G::Key>>,
}

/// Builds the database of every position reachable from `root`, as `plan` says; `meta` is
/// the header without its tiers.
pub fn build<G: Tiered>(
    game: &G,
    root: (u32, G::Key),
    meta: Meta,
    plan: &Plan,
    progress: &mut dyn Progress,
) -> Result<Summary, Error> {
    let mut builder = Builder::start(game, meta, plan, progress)?;
    builder.discover(root)?;
    builder.solve()?;
    let summary = builder.assemble()?;
    builder.remove_work()?;
    Ok(summary)
}

/// The folder of a build's files: the output's name with `.build` added.
pub fn work_dir(output: &Path) -> PathBuf {
    let mut name = output.as_os_str().to_owned();
    name.push(".build");
    PathBuf::from(name)
}

/// Reads a manifest written by [`Builder::save_manifest`].
fn read_manifest(path: &Path) -> Result<Manifest, Error> {
    let bytes = fs::read(path).map_err(|e| io_error("read", path, e))?;
    serde_json::from_slice(&bytes).map_err(|_| {
        Error::invalid(Text::new("error-db-bad-manifest").arg("file", path.display().to_string()))
    })
}

/// The manifest to go on from: a new one, or a stopped build's with `--resume`.
fn start(work: &Path, meta: Meta, plan: &Plan) -> Result<Manifest, Error> {
    let path = work.join("manifest.json");
    let shown = work.display().to_string();
    plan.check()?;
    if work.exists() && !path.exists() {
        // Made by a build stopped before its first step, or stopped while removing its
        // folder (see `Builder::remove_work`): what is left of it is not a build's state.
        fs::remove_dir_all(work).map_err(|e| io_error("remove", work, e))?;
    }
    if path.exists() {
        let manifest = read_manifest(&path)?;
        if manifest.meta != meta {
            return Err(Error::invalid(
                Text::new("error-db-other-build").arg("dir", shown).arg(
                    "held",
                    crate::notation::escape_controls(&manifest.meta.command, false),
                ),
            ));
        }
        return Ok(manifest);
    }
    fs::create_dir_all(work).map_err(|e| io_error("create", work, e))?;
    let manifest = Manifest {
        meta,
        ..Manifest::default()
    };
    write_atomic(&path, &serde_json::to_vec(&manifest).expect("plain data"))?;
    Ok(manifest)
}

/// Writes `bytes` to `path` so that a crash leaves either the old file or the new one:
/// to a temporary name, synced, renamed, and the folder synced.
pub(crate) fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), Error> {
    let mut temporary = path.as_os_str().to_owned();
    temporary.push(".tmp");
    let temporary = PathBuf::from(temporary);
    let write = || -> std::io::Result<()> {
        let mut f = File::create(&temporary)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        fs::rename(&temporary, path)?;
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            File::open(dir)?.sync_all()?;
        }
        Ok(())
    };
    write().map_err(|e| io_error("write", path, e))
}

/// Reads a file written by [`write_atomic`] with [`Members::settled_bytes`].
pub(super) fn read_members<K: Key>(path: &Path) -> Result<Members<K>, Error> {
    let bytes = fs::read(path).map_err(|e| io_error("read", path, e))?;
    Members::from_bytes(&bytes).ok_or_else(|| {
        Error::invalid(Text::new("error-db-bad-manifest").arg("file", path.display().to_string()))
    })
}

impl<'a, G: Tiered> Builder<'a, G> {
    /// Whether the positions have nimbers, as the header says (the game's kind).
    pub(super) fn nimbers(&self) -> bool {
        self.manifest.meta.nimbers
    }

    /// What happens to a player with no move, as the header says.
    pub(super) fn play(&self) -> Play {
        self.manifest.meta.play
    }

    /// A new build of `plan.output`, or the stopped one it resumes.
    pub(super) fn start(
        game: &'a G,
        meta: Meta,
        plan: &'a Plan,
        progress: &'a mut dyn Progress,
    ) -> Result<Self, Error> {
        let work = work_dir(&plan.output);
        let manifest = start(&work, meta, plan)?;
        let previous = work.join("manifest.prev.json");
        let previous = match previous.exists() {
            true => Some(read_manifest(&previous)?),
            false => None,
        };
        Ok(Builder {
            game,
            plan,
            work,
            manifest,
            previous,
            progress,
            steps: 0,
            discovered: BTreeMap::new(),
        })
    }

    /// Records a finished step: the manifest before it is kept as `manifest.prev.json`.
    pub(super) fn save_manifest(&mut self) -> Result<(), Error> {
        self.steps += 1;
        let last = read_manifest(&self.work.join("manifest.json"))?;
        let bytes = serde_json::to_vec(&last).expect("plain data");
        write_atomic(&self.work.join("manifest.prev.json"), &bytes)?;
        let bytes = serde_json::to_vec(&self.manifest).expect("plain data");
        write_atomic(&self.work.join("manifest.json"), &bytes)?;
        self.previous = Some(last);
        Ok(())
    }

    /// Steps finished: tiers discovered and tiers solved.
    pub(super) fn steps_done(&self) -> u64 {
        (self.manifest.discovered.len() + self.manifest.solved.len()) as u64
    }

    /// Goes back to the manifest before the last step (its files are all kept), so that a
    /// worker that finished one step more than another resumes where both were.
    pub(super) fn step_back(&mut self) -> Result<(), Error> {
        let previous = self.previous.take().ok_or_else(|| {
            Error::invalid(Text::new("error-db-bad-manifest").arg(
                "file",
                self.work.join("manifest.prev.json").display().to_string(),
            ))
        })?;
        self.manifest = previous;
        // What was kept in memory may be of the step undone: the files say what is kept.
        self.discovered.clear();
        let bytes = serde_json::to_vec(&self.manifest).expect("plain data");
        write_atomic(&self.work.join("manifest.json"), &bytes)
    }

    /// Removes the build's files, once the database is written.
    pub(super) fn remove_work(&self) -> Result<(), Error> {
        // The manifest goes first, so a build killed halfway through the removal leaves a
        // folder that the next build clears, never one that claims tiers it no longer has.
        let manifest = self.work.join("manifest.json");
        let removed = fs::remove_file(&manifest).and_then(|()| File::open(&self.work)?.sync_all());
        removed.map_err(|e| io_error("remove", &manifest, e))?;
        fs::remove_dir_all(&self.work).map_err(|e| io_error("remove", &self.work, e))
    }

    pub(super) fn members_file(&self, tier: u32) -> PathBuf {
        self.work.join(format!("tier-{tier}.set"))
    }

    /// The positions of a later tier found by the first `generation` tiers discovered.
    pub(super) fn pending_file(&self, tier: u32, generation: usize) -> PathBuf {
        self.work.join(format!("pending-{tier}.{generation}.set"))
    }

    pub(super) fn part_file(&self, tier: u32) -> PathBuf {
        self.work.join(format!("tier-{tier}.part"))
    }

    /// Refuses to go on when the sets held would pass the memory budget, or when the
    /// request has stopped: asked after every batch of positions. The tiers kept in memory
    /// beside their files give way first.
    pub(super) fn check_memory(&mut self, tier: u32, bytes: u64) -> Result<(), Error> {
        self.plan.stop.check()?;
        if bytes.saturating_add(self.kept_bytes()) > self.plan.memory {
            self.discovered.clear();
        }
        if bytes > self.plan.memory {
            return Err(Error::limit(
                Text::new("error-db-tier-memory")
                    .arg("tier", tier)
                    .arg("needed", show_bytes(bytes))
                    .arg("budget", show_bytes(self.plan.memory)),
            ));
        }
        Ok(())
    }

    /// Finds every position reachable from `root`, tier by tier.
    fn discover(&mut self, root: (u32, G::Key)) -> Result<(), Error> {
        let game = self.game;
        if self.list(&root)? {
            return Ok(());
        }
        let mut pending = self.pending_sets(root, true)?;
        while let Some((tier, mut members)) = pending.pop_first() {
            members.settle();
            self.progress.step(
                Text::new("db-step-discover").arg("tier", tier),
                members.len(),
            );
            // Positions of this tier found from within it, beyond those found before.
            let mut extra: FxHashSet<G::Key> = FxHashSet::default();
            let mut queue: Vec<G::Key> = Vec::new();
            let (mut slot, mut batch) = (0, Vec::new());
            loop {
                batch.clear();
                while batch.len() < BATCH {
                    match next_to_expand(&members, &mut queue, &mut slot) {
                        Some(key) => batch.push(key),
                        None => break,
                    }
                }
                if batch.is_empty() {
                    break;
                }
                for (to, child) in split::expand_all(game, tier, &batch, &mut pending)? {
                    let tier_now = Frontier {
                        members: &mut members,
                        extra: &mut extra,
                        queue: &mut queue,
                    };
                    keep(game, tier, (to, child), &mut pending, tier_now);
                }
                self.progress.advance(batch.len() as u64);
                let held = members.bytes() + pending.values().map(Members::bytes).sum::<u64>();
                self.check_memory(tier, held + 48 * extra.len() as u64)?;
            }
            members.extend(extra);
            self.finish_discovery(tier, members, &mut pending)?;
        }
        Ok(())
    }

    /// Saves every tier from the root's on as the game lists them ([`Tiered::listed`]), from
    /// the first not yet saved, until one is empty; false, having saved none, where the game
    /// does not list them.
    fn list(&mut self, root: &(u32, G::Key)) -> Result<bool, Error> {
        let game = self.game;
        let mut tier = self.manifest.discovered.last().map_or(root.0, |d| d.0 + 1);
        let mut listed = game.listed(root, tier);
        while let Some(keys) = listed {
            if keys.is_empty() {
                return Ok(true);
            }
            let found = keys.len() as u64;
            self.progress
                .step(Text::new("db-step-discover").arg("tier", tier), found);
            self.progress.advance(found);
            let members = Members::sorted(keys);
            self.check_memory(tier, members.bytes())?;
            // The next tier is listed while this one is saved (its file written and synced),
            // where the game may be shared between threads.
            let (saved, next) = match game.shared() {
                Some(shared) => std::thread::scope(|scope| {
                    let next = scope.spawn(|| shared.listed(root, tier + 1));
                    let saved = self.finish_discovery(tier, members, &mut BTreeMap::new());
                    let next = next.join().unwrap_or_else(|e| std::panic::resume_unwind(e));
                    (saved, next)
                }),
                None => (
                    self.finish_discovery(tier, members, &mut BTreeMap::new()),
                    game.listed(root, tier + 1),
                ),
            };
            saved?;
            listed = next;
            tier += 1;
        }
        Ok(false)
    }

    /// The positions found so far for tiers not yet discovered: the root's tier with the
    /// root (when `with_root`; else empty) at the start, else as the last step left them.
    pub(super) fn pending_sets(
        &self,
        root: (u32, G::Key),
        with_root: bool,
    ) -> Result<BTreeMap<u32, Members<G::Key>>, Error> {
        let mut pending = BTreeMap::new();
        if self.manifest.discovered.is_empty() && self.manifest.pending.is_empty() {
            let (tier, key) = root;
            let mut set = Members::new(self.game.dense(tier));
            if with_root {
                set.insert(key);
            }
            pending.insert(tier, set);
        }
        let generation = self.manifest.discovered.len();
        for &tier in &self.manifest.pending {
            pending.insert(tier, read_members(&self.pending_file(tier, generation))?);
        }
        Ok(pending)
    }

    /// Saves a discovered tier and the positions found for later tiers.
    pub(super) fn finish_discovery(
        &mut self,
        tier: u32,
        mut members: Members<G::Key>,
        pending: &mut BTreeMap<u32, Members<G::Key>>,
    ) -> Result<(), Error> {
        write_atomic(&self.members_file(tier), &members.settled_bytes())?;
        let generation = self.manifest.discovered.len() + 1;
        for (&later, set) in pending.iter_mut() {
            write_atomic(&self.pending_file(later, generation), &set.settled_bytes())?;
        }
        self.manifest.discovered.push((tier, members.len()));
        self.manifest.pending = pending.keys().copied().collect();
        self.save_manifest()?;
        if self.kept_bytes() + members.bytes() <= self.plan.memory / 3 {
            self.discovered.insert(tier, members);
        }
        // The sets of the step before stay, for a step back; older ones go.
        let old = |name: &str| {
            let generation = name.strip_prefix("pending-")?.strip_suffix(".set")?;
            let generation: usize = generation.rsplit('.').next()?.parse().ok()?;
            Some(generation + 1 < self.manifest.discovered.len())
        };
        let entries = fs::read_dir(&self.work).map_err(|e| io_error("read", &self.work, e))?;
        for entry in entries.flatten() {
            if old(&entry.file_name().to_string_lossy()) == Some(true) {
                let _ = fs::remove_file(entry.path());
            }
        }
        Ok(())
    }

    /// Values every tier, from the last back.
    fn solve(&mut self) -> Result<(), Error> {
        let mut solved: BTreeMap<u32, Solved<G::Key>> = BTreeMap::new();
        for info in self.manifest.solved.clone() {
            let reader = self.open_part(&info, self.cache_blocks())?;
            solved.insert(info.tier, Solved::Read(reader));
        }
        let tiers: Vec<u32> = self.manifest.discovered.iter().map(|d| d.0).collect();
        let share = self.plan.memory / 3;
        let mut held_sizes: BTreeMap<u32, u64> = BTreeMap::new();
        for &tier in tiers.iter().rev() {
            if solved.contains_key(&tier) {
                continue;
            }
            let members = self.discovered_members(tier)?;
            let (info, values, nimbers) = self.solve_tier(tier, &members, &solved)?;
            self.manifest.solved.push(info.clone());
            self.save_manifest()?;
            // The tiers solved last are what the tiers before them read most (all of them,
            // where a move may skip tiers): they stay in memory while a third of the budget
            // holds them, the farthest going back to their files first.
            let held = members.bytes() + 4 * (values.len() + nimbers.len()) as u64;
            if held <= share {
                held_sizes.insert(tier, held);
                solved.insert(
                    tier,
                    Solved::Held {
                        members,
                        values,
                        nimbers,
                    },
                );
            } else {
                solved.insert(
                    tier,
                    Solved::Read(self.open_part(&info, self.cache_blocks())?),
                );
            }
            while held_sizes.values().sum::<u64>() > share {
                let (&far, _) = held_sizes.iter().next_back().expect("over the share");
                held_sizes.remove(&far);
                let i = self
                    .manifest
                    .solved
                    .iter()
                    .find(|i| i.tier == far)
                    .expect("solved");
                solved.insert(far, Solved::Read(self.open_part(i, 1)?));
            }
        }
        Ok(())
    }

    /// The bytes of the discovered tiers kept in memory.
    fn kept_bytes(&self) -> u64 {
        self.discovered.values().map(Members::bytes).sum()
    }

    /// The positions of a discovered tier: those kept in memory when they are the tier the
    /// manifest counts, else its file's.
    pub(super) fn discovered_members(&mut self, tier: u32) -> Result<Members<G::Key>, Error> {
        let counted = self.manifest.discovered.iter().find(|d| d.0 == tier);
        match self.discovered.remove(&tier) {
            Some(members) if counted.map(|d| d.1) == Some(members.len()) => Ok(members),
            _ => read_members(&self.members_file(tier)),
        }
    }

    /// Blocks of a solved tier worth keeping decompressed when it is read from its file.
    pub(super) fn cache_blocks(&self) -> usize {
        let per_block = self.plan.block_slots * (4 + 4 + 8);
        (self.plan.memory / 3 / per_block.max(1)).max(1) as usize
    }

    pub(super) fn open_part(
        &self,
        info: &TierInfo,
        capacity: usize,
    ) -> Result<TierReader<G::Key>, Error> {
        let path = self.part_file(info.tier);
        let bytes = map(&path)?;
        let reader = TierReader::new(
            &path.display().to_string(),
            bytes,
            0,
            info,
            self.plan.block_slots,
            capacity,
        )?;
        Ok(reader)
    }

    /// Values the positions of one tier and writes them.
    fn solve_tier(
        &mut self,
        tier: u32,
        members: &Members<G::Key>,
        solved: &BTreeMap<u32, Solved<G::Key>>,
    ) -> Result<(TierInfo, Vec<u32>, Vec<u32>), Error> {
        let (game, nimbers, play) = (self.game, self.nimbers(), self.play());
        let slots = members.slots();
        let words = if nimbers { 8 } else { 4 };
        self.check_memory(tier, members.bytes() + slots * words)?;
        self.progress
            .step(Text::new("db-step-solve").arg("tier", tier), members.len());
        let mut values = vec![0u32; slots as usize];
        let mut nimber_words = vec![0u32; if nimbers { slots as usize } else { 0 }];
        let mut cycles = Cycles::default();
        let valuing = Valuing {
            tier,
            members,
            solved,
            play,
            nimbers,
        };
        let mut runs = split::runs(&mut values, &mut nimber_words);
        for group in runs.chunks_mut(BATCH / split::CHUNK) {
            for valued in valuing.all(game, group) {
                let valued = valued?;
                self.plan.stop.check()?;
                self.progress.advance(valued.positions);
                for (slot, options, inside) in valued.cycles {
                    cycles.add(slot, options, &inside);
                }
            }
        }
        drop(runs);
        if !cycles.is_empty() {
            cycles.solve(
                &mut values,
                &mut nimber_words,
                play,
                nimbers,
                &self.plan.stop,
            )?;
        }
        let keys: &[G::Key] = match members {
            Members::Sparse { keys, .. } => keys,
            Members::Dense { .. } => &[],
        };
        let words = Words {
            dense: matches!(members, Members::Dense { .. }),
            keys,
            values: &values,
            nimbers: nimbers.then_some(&nimber_words[..]),
        };
        let blocks = (self.plan.block_slots, self.plan.level);
        let info = write_part(tier, words, blocks, &self.part_file(tier))?;
        Ok((info, values, nimber_words))
    }

    /// Writes the database: the header, then every tier in order.
    pub(super) fn assemble(&mut self) -> Result<Summary, Error> {
        let parts = |tier| self.part_file(tier);
        let (meta, bytes) = write_database(
            self.manifest.meta.clone(),
            self.manifest.solved.clone(),
            &parts,
            &self.plan.output,
        )?;
        self.steps += 1;
        Ok(Summary {
            meta,
            bytes,
            steps: self.steps,
        })
    }
}

/// Writes a database at `output` (under a temporary name, synced, renamed): the header
/// `meta` with the tiers `solved`, then each tier's bytes from its file `parts(tier)`, in
/// order. The header written, and the file's size.
pub(super) fn write_database(
    mut meta: Meta,
    mut tiers: Vec<TierInfo>,
    parts: &dyn Fn(u32) -> PathBuf,
    output: &Path,
) -> Result<(Meta, u64), Error> {
    tiers.sort_by_key(|t| t.tier);
    let mut offset = 0;
    for t in &mut tiers {
        t.offset = offset;
        offset += t.length();
    }
    meta.tiers = tiers;
    let mut temporary = output.as_os_str().to_owned();
    temporary.push(".tmp");
    let temporary = PathBuf::from(temporary);
    let write = || -> std::io::Result<u64> {
        let mut f = std::io::BufWriter::new(File::create(&temporary)?);
        let header = super::container::wrap(&meta);
        f.write_all(&header)?;
        let mut total = header.len() as u64;
        for t in &meta.tiers {
            let mut part = File::open(parts(t.tier))?;
            total += std::io::copy(&mut part, &mut f)?;
        }
        let f = f.into_inner().map_err(|e| e.into_error())?;
        f.sync_all()?;
        fs::rename(&temporary, output)?;
        Ok(total)
    };
    let bytes = write().map_err(|e| io_error("write", output, e))?;
    Ok((meta, bytes))
}

/// The tier being discovered: its positions, those found from within it (a sparse set takes
/// them once settled), and those still to expand.
pub(super) struct Frontier<'a, K> {
    pub(super) members: &'a mut Members<K>,
    pub(super) extra: &'a mut FxHashSet<K>,
    pub(super) queue: &'a mut Vec<K>,
}

/// The next position of a tier to expand: one found from within the tier, else the next
/// of its set from `slot` on; `None` when all are expanded (`slot` then past the last).
pub(super) fn next_to_expand<K: Key>(
    members: &Members<K>,
    queue: &mut Vec<K>,
    slot: &mut u64,
) -> Option<K> {
    if let Some(key) = queue.pop() {
        return Some(key);
    }
    match members.next_slot(*slot, members.slots()) {
        Some(found) => {
            *slot = found + 1;
            members.key(found)
        }
        None => {
            *slot = members.slots();
            None
        }
    }
}

/// Keeps a position found while discovering `tier`: in the pending set of its later tier, or
/// in the tier itself, queued to expand when it is new.
pub(super) fn keep<G: Tiered>(
    game: &G,
    tier: u32,
    (to, key): (u32, G::Key),
    pending: &mut BTreeMap<u32, Members<G::Key>>,
    now: Frontier<'_, G::Key>,
) {
    if to > tier {
        pending
            .entry(to)
            .or_insert_with(|| Members::new(game.dense(to)))
            .insert(key);
        return;
    }
    // A dense set takes the position at once; a sparse one once settled.
    let new = match now.members {
        Members::Dense { .. } => now.members.insert(key.clone()),
        Members::Sparse { .. } => now.members.slot(&key).is_none() && now.extra.insert(key.clone()),
    };
    if new {
        now.queue.push(key);
    }
}

/// A solved tier's words by slot, as [`write_part`] takes them.
pub(super) struct Words<'a, K> {
    /// Whether the slots are the ranks of a dense tier (else the slots of `keys`).
    pub(super) dense: bool,
    /// The keys of a tier of keys (empty for a dense one).
    pub(super) keys: &'a [K],
    /// The value words.
    pub(super) values: &'a [u32],
    /// The nimber words, where the game has nimbers.
    pub(super) nimbers: Option<&'a [u32]>,
}

/// Writes a solved tier to `path` (under a temporary name, synced, renamed), its blocks
/// compressed on every core; what the tier holds. A dense tier where fewer than one rank in
/// four holds a position (Connect Four's: one in seven) is written as a tier of keys, its
/// ranks: the differences of the ranks compress better than the runs of empty records
/// between them (6 x 5: 3.4 bits a position against 4.5).
pub(super) fn write_part<K: Key>(
    tier: u32,
    words: Words<'_, K>,
    (block_slots, level): (u64, i32),
    path: &Path,
) -> Result<TierInfo, Error> {
    let mut info = tier_info(tier, words.dense, words.values, words.nimbers)?;
    let (mut keys, mut values, mut nimbers) = (Vec::new(), Vec::new(), Vec::new());
    let (keys, values, nimbers) = if words.dense && info.positions < info.slots / 4 {
        for (slot, &value) in words.values.iter().enumerate().filter(|(_, &v)| v != 0) {
            keys.push(K::from_rank(slot as u64).expect("a dense tier's keys are ranks"));
            values.push(value);
            if let Some(n) = words.nimbers {
                nimbers.push(n[slot]);
            }
        }
        info.dense = false;
        info.slots = info.positions;
        (&keys[..], &values[..], &nimbers[..])
    } else {
        (words.keys, words.values, words.nimbers.unwrap_or(&[]))
    };
    let mut bytes = Vec::new();
    format::write_tier(
        &mut bytes,
        &mut info,
        keys,
        values,
        nimbers,
        block_slots,
        level,
    )
    .map_err(|e| io_error("write", path, e))?;
    write_atomic(path, &bytes)?;
    Ok(info)
}
