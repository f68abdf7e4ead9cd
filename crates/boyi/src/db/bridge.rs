//! A game of the registry or a rule file behind one object-safe interface ([`Schema`]), so
//! that the command line, the web explorer and Python build and read databases without
//! knowing any game's types; and the answers read from a database ([`analyze`]).

use super::build::{self, Plan, Progress, Summary};
use super::channel::Channel;
use super::container::{Holds, FORMAT_VERSION};
use super::format::Meta;
use super::key::Key;
use super::reader::Database;
use super::record::Record;
use super::record::{encode, encode_nimber};
use super::shard;
use super::tier::Options;
use super::tiered::{Estimate, Tiered};
use crate::error::Error;
use crate::game::Kind;
use crate::notation::escape_controls;
use crate::position::Position;
use crate::text::Text;
use crate::value::Play;
use rand::{RngExt, SeedableRng};
use serde::Serialize;
use std::path::Path;

/// A game's database side: how its positions are stored, built and read, through the opaque
/// positions of its [`DynGame`].
pub trait Schema {
    /// The game as `solve` names it (its words) and a fingerprint of its rules.
    fn names(&self) -> (Vec<String>, String);
    /// The shape of the positions this schema reads (see [`Meta::shape`]).
    fn shape(&self) -> String;
    /// What building the database of every position reachable from `root` will take.
    fn estimate(&self, root: &Position) -> Result<Estimate, Error>;
    /// Builds that database; `root_shown` is the root in input notation, `command` the
    /// command that builds it (both for the header).
    fn build(
        &self,
        root: &Position,
        root_shown: String,
        command: String,
        plan: &Plan,
        progress: &mut dyn Progress,
    ) -> Result<Summary, Error>;
    /// Builds this worker's shard of that database, the workers talking over `channel`
    /// (`plan.output` is the database the shards make; see [`merge`](Schema::merge)).
    fn build_shard(
        &self,
        root: &Position,
        root_shown: String,
        command: String,
        plan: &Plan,
        channel: &mut dyn Channel,
        progress: &mut dyn Progress,
    ) -> Result<Summary, Error>;
    /// Writes at `output` the database that every shard of a shared build makes together.
    fn merge(&self, shards: &[Database], output: &Path) -> Result<Summary, Error>;
    /// The record of `position` in `db`, `None` if the database does not hold it.
    fn record(&self, db: &Database, position: &Position) -> Result<Option<Record>, Error>;
    /// Calls `visit` with every position `db` holds and its record, tier by tier; the number
    /// of positions, or an error for a game that cannot write its positions back from keys.
    fn each(
        &self,
        db: &Database,
        visit: &mut dyn FnMut(&Position, Record) -> Result<(), Error>,
    ) -> Result<u64, Error>;
    /// Checks every block of `db`, and re-derives the records of `sample` positions (every
    /// one with `None`) from their children's records.
    fn verify(
        &self,
        db: &Database,
        sample: Option<u64>,
        seed: u64,
        progress: &mut dyn Progress,
    ) -> Result<Verified, Error>;
}

/// What [`Schema::verify`] checked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Verified {
    /// Blocks whose checksums and contents were checked.
    pub blocks: u64,
    /// Positions whose records were re-derived from their children's.
    pub positions: u64,
}

/// A game with tiers, behind [`Schema`]: `G` says how a [`Position`] of its family becomes a
/// key.
pub struct Typed<G> {
    /// The game as the builder sees it.
    pub game: G,
    /// What its positions are valued by, as the game states it ([`crate::Game::kind`]).
    pub kind: Kind,
    /// What happens to a player with no move.
    pub play: Play,
    /// The game's words and fingerprint.
    pub names: (Vec<String>, String),
}

impl<G: Tiered + 'static> Typed<G> {
    /// The game behind [`Schema`], its positions valued as `rules` (the game it stores,
    /// which states its kind and its play once) values them, named by its words (as
    /// `solve` takes them) and the fingerprint of its rules.
    pub fn boxed(
        game: G,
        rules: &impl crate::Game,
        words: Vec<String>,
        fingerprint: String,
    ) -> Box<dyn Schema> {
        Box::new(Typed {
            game,
            kind: rules.kind(),
            play: rules.play(),
            names: (words, fingerprint),
        })
    }
}

impl<G: Tiered> Schema for Typed<G> {
    fn names(&self) -> (Vec<String>, String) {
        self.names.clone()
    }

    fn shape(&self) -> String {
        self.game.shape()
    }

    fn estimate(&self, root: &Position) -> Result<Estimate, Error> {
        Ok(self.game.estimate(&self.game.key_of(root)?))
    }

    fn build(
        &self,
        root: &Position,
        root_shown: String,
        command: String,
        plan: &Plan,
        progress: &mut dyn Progress,
    ) -> Result<Summary, Error> {
        let meta = self.meta(root_shown, command, plan);
        build::build(&self.game, self.game.key_of(root)?, meta, plan, progress)
    }

    fn build_shard(
        &self,
        root: &Position,
        root_shown: String,
        command: String,
        plan: &Plan,
        channel: &mut dyn Channel,
        progress: &mut dyn Progress,
    ) -> Result<Summary, Error> {
        let meta = self.meta(root_shown, command, plan);
        let root = self.game.key_of(root)?;
        shard::build_shard(&self.game, root, meta, plan, channel, progress)
    }

    fn merge(&self, shards: &[Database], output: &Path) -> Result<Summary, Error> {
        shard::merge::<G::Key>(shards, &|tier| self.game.dense(tier), output)
    }

    fn record(&self, db: &Database, position: &Position) -> Result<Option<Record>, Error> {
        let (tier, key) = self.game.key_of(position)?;
        db.get(tier, &key)
    }

    fn each(
        &self,
        db: &Database,
        visit: &mut dyn FnMut(&Position, Record) -> Result<(), Error>,
    ) -> Result<u64, Error> {
        let mut count = 0;
        self.walk(db, &mut (), &mut |tier, _, key, record| {
            let position = self
                .game
                .position_of(tier, &key)
                .ok_or_else(|| Error::invalid(Text::new("error-db-cannot-list")))?;
            count += 1;
            visit(&position, record)
        })?;
        Ok(count)
    }

    fn verify(
        &self,
        db: &Database,
        sample: Option<u64>,
        seed: u64,
        progress: &mut dyn Progress,
    ) -> Result<Verified, Error> {
        let positions = db.meta().positions();
        // Each position is re-derived with chance sample / positions (all without a sample).
        let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(seed);
        let (mut children, mut options) = (Vec::new(), Options::default());
        let mut derived = 0;
        let blocks = self.walk(db, progress, &mut |tier, block, key, stored| {
            if sample.is_some_and(|s| rng.random_range(0..positions.max(1)) >= s) {
                return Ok(());
            }
            options.clear();
            children.clear();
            let end = self.game.end_or_children(tier, &key, &mut children)?;
            for (to, child) in &children {
                let r = db
                    .get(*to, child)?
                    .ok_or_else(|| mismatch(db, tier, block))?;
                options.add(encode(r.outcome, r.remoteness), encode_nimber(r.nimber));
            }
            let (value, nimber) = options.fold(end, db.meta().play, db.meta().nimbers);
            // A cycle's nimber may be infinite (none stored), its children's finite.
            let agrees = Record::from_words(value, nimber)
                .ok()
                .flatten()
                .is_some_and(|d| {
                    stored.outcome == d.outcome
                        && stored.remoteness == d.remoteness
                        && (stored.nimber == d.nimber
                            || stored.nimber.is_none()
                            || d.nimber.is_none())
                });
            if !agrees {
                return Err(mismatch(db, tier, block));
            }
            derived += 1;
            Ok(())
        })?;
        Ok(Verified {
            blocks,
            positions: derived,
        })
    }
}

impl<G: Tiered> Typed<G> {
    /// The header of a database of this game, without its tiers.
    fn meta(&self, root_shown: String, command: String, plan: &Plan) -> Meta {
        Meta {
            format: FORMAT_VERSION,
            holds: Holds::Outcomes,
            game: self.names.0.clone(),
            fingerprint: self.names.1.clone(),
            shape: self.game.shape(),
            root: root_shown,
            command,
            play: self.play,
            nimbers: self.kind == Kind::Nimber,
            block_slots: plan.block_slots,
            level: plan.level,
            tiers: Vec::new(),
            shard: None,
        }
    }

    /// Reads every block of `db`, checking it, and calls `visit` with each position's tier,
    /// block, key and record; the number of blocks read.
    fn walk(
        &self,
        db: &Database,
        progress: &mut dyn Progress,
        visit: &mut dyn FnMut(u32, usize, G::Key, Record) -> Result<(), Error>,
    ) -> Result<u64, Error> {
        let mut blocks = 0;
        for info in &db.meta().tiers {
            let reader = db.tier::<G::Key>(info.tier)?.expect("a tier of the header");
            let step = Text::new("db-step-verify").arg("tier", info.tier);
            progress.step(step, info.positions);
            for b in 0..reader.blocks() {
                let block = reader.read_block(b)?;
                blocks += 1;
                let first = b as u64 * db.meta().block_slots;
                let mut held = 0;
                for (i, &word) in block.values.iter().enumerate() {
                    let nimber = block.nimbers.get(i).copied().unwrap_or(0);
                    let record = match Record::from_words(word, nimber) {
                        Ok(Some(record)) => record,
                        Ok(None) => continue,
                        Err(()) => return Err(mismatch(db, info.tier, b)),
                    };
                    let key = match block.keys.get(i) {
                        Some(key) => key.clone(),
                        None => G::Key::from_rank(first + i as u64).expect("a rank"),
                    };
                    visit(info.tier, b, key, record)?;
                    held += 1;
                }
                progress.advance(held);
            }
        }
        Ok(blocks)
    }
}

/// The error for a record that its children's records do not give.
fn mismatch(db: &Database, tier: u32, block: usize) -> Error {
    Error::invalid(
        Text::new("error-db-mismatch")
            .arg("file", db.file())
            .arg("tier", tier)
            .arg("block", block),
    )
}

/// Refuses a database built for another game, or for other rules under the same name.
pub fn check_names(schema: &dyn Schema, db: &Database) -> Result<(), Error> {
    let (words, fingerprint) = schema.names();
    let meta = db.meta();
    if let Some(shard) = meta.shard {
        return Err(Error::invalid(
            Text::new("error-db-shard")
                .arg("file", db.file())
                .arg("index", shard.index)
                .arg("of", shard.of),
        ));
    }
    if meta.game != words || meta.fingerprint != fingerprint {
        let key = if meta.game == words {
            "error-db-other-rules"
        } else {
            "error-db-other-game"
        };
        return Err(Error::invalid(
            Text::new(key)
                .arg("file", db.file())
                .arg("held", escape_controls(&meta.game.join(" "), false))
                .arg("asked", words.join(" ")),
        ));
    }
    if meta.shape != schema.shape() {
        return Err(Error::invalid(
            Text::new("error-db-other-shape")
                .arg("file", db.file())
                .arg("held", escape_controls(&meta.shape, false))
                .arg("asked", schema.shape()),
        ));
    }
    Ok(())
}
