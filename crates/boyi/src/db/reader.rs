//! Reading a database: a memory-mapped file, its header, and each tier's blocks through a
//! small cache. The builder reads the tiers it has written through the same [`TierReader`].

use super::container::{self, Holds};
use super::file::map;
use super::format::{self, Block, BlockEntry, BlockFault, Meta, TierInfo};
use super::key::Key;
use super::record::Record;
use crate::error::Error;
use crate::text::Text;
use memmap2::Mmap;
use std::any::Any;
use std::cell::RefCell;
use std::collections::{HashMap, VecDeque};
use std::path::Path;
use std::rc::Rc;
use std::sync::{Arc, Mutex};

/// The error for a damaged tier: its table, or one block (`what`: `checksum` or `contents`).
fn damaged(file: &str, tier: u32, block: Option<u64>, what: &'static str) -> Error {
    Error::invalid(match block {
        Some(block) => Text::new("error-db-damaged-block")
            .arg("file", file)
            .arg("tier", tier)
            .arg("block", block)
            .arg("what", Text::new(format!("db-fault-{what}"))),
        None => Text::new("error-db-damaged-table")
            .arg("file", file)
            .arg("tier", tier),
    })
}

/// One tier of a file: its table, and its blocks read on demand through a cache.
pub(super) struct TierReader<K> {
    info: TierInfo,
    file: String,
    bytes: Arc<Mmap>,
    /// Where the tier starts in `bytes`.
    start: usize,
    table: Vec<BlockEntry<K>>,
    block_slots: u64,
    cache: Mutex<Cache<K>>,
}

/// Decompressed blocks, the oldest dropped first past `capacity`.
struct Cache<K> {
    blocks: Vec<Option<Arc<Block<K>>>>,
    order: VecDeque<usize>,
    capacity: usize,
}

impl<K: Key> TierReader<K> {
    /// The tier `info` of the bytes `bytes` (of the file named `file`), starting at `start`,
    /// keeping at most `capacity` blocks decompressed.
    pub(super) fn new(
        file: &str,
        bytes: Arc<Mmap>,
        start: usize,
        info: &TierInfo,
        block_slots: u64,
        capacity: usize,
    ) -> Result<Self, Error> {
        let end = start as u64 + info.length();
        if end > bytes.len() as u64 {
            return Err(Error::invalid(
                Text::new("error-db-truncated")
                    .arg("file", file)
                    .arg("tier", info.tier)
                    .arg("end", end)
                    .arg("length", bytes.len()),
            ));
        }
        let table_start = start + info.table_offset as usize;
        let table_bytes = &bytes[table_start..table_start + info.table_length as usize];
        if crc32fast::hash(table_bytes) != info.table_crc {
            return Err(damaged(file, info.tier, None, "checksum"));
        }
        let table = format::read_table::<K>(table_bytes, info)
            .ok_or_else(|| damaged(file, info.tier, None, "contents"))?;
        Ok(TierReader {
            info: info.clone(),
            file: file.to_string(),
            bytes,
            start,
            cache: Mutex::new(Cache {
                blocks: vec![None; table.len()],
                order: VecDeque::new(),
                capacity: capacity.max(1),
            }),
            table,
            block_slots,
        })
    }

    /// Block `b`, decompressed and checked (from the cache when it is there).
    pub(super) fn block(&self, b: usize) -> Result<Arc<Block<K>>, Error> {
        let cache = || self.cache.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(block) = &cache().blocks[b] {
            return Ok(block.clone());
        }
        let block = Arc::new(self.read_block(b)?);
        let mut cache = cache();
        if cache.order.len() >= cache.capacity {
            if let Some(old) = cache.order.pop_front() {
                cache.blocks[old] = None;
            }
        }
        cache.blocks[b] = Some(block.clone());
        cache.order.push_back(b);
        Ok(block)
    }

    /// Block `b`, read from the file and checked, without the cache.
    pub(super) fn read_block(&self, b: usize) -> Result<Block<K>, Error> {
        let entry = &self.table[b];
        let from = self.start + entry.offset as usize;
        let packed = &self.bytes[from..from + entry.length as usize];
        format::read_block(packed, entry, &self.info).map_err(|fault| {
            let what = match fault {
                BlockFault::Checksum => "checksum",
                BlockFault::Contents => "contents",
            };
            damaged(&self.file, self.info.tier, Some(b as u64), what)
        })
    }

    /// The number of blocks.
    pub(super) fn blocks(&self) -> usize {
        self.table.len()
    }

    /// The record of `key`, `None` if the tier does not hold it.
    pub(super) fn get(&self, key: &K) -> Result<Option<Record>, Error> {
        let Some((b, value, nimber)) = self.words(key)? else {
            return Ok(None);
        };
        Record::from_words(value, nimber)
            .map_err(|()| damaged(&self.file, self.info.tier, Some(b as u64), "contents"))
    }

    /// The block and stored words (value, nimber) of `key`, `None` if the tier does not
    /// hold it.
    pub(super) fn words(&self, key: &K) -> Result<Option<(usize, u32, u32)>, Error> {
        let (b, slot_in_block) = if self.info.dense {
            let Some(rank) = key.rank().filter(|&r| r < self.info.slots) else {
                return Ok(None);
            };
            (
                (rank / self.block_slots) as usize,
                Some((rank % self.block_slots) as usize),
            )
        } else {
            let after = self
                .table
                .partition_point(|e| e.first.as_ref().is_some_and(|f| f <= key));
            if after == 0 {
                return Ok(None);
            }
            (after - 1, None)
        };
        let block = self.block(b)?;
        let i = match slot_in_block {
            Some(i) => i,
            None => match block.keys.binary_search(key) {
                Ok(i) => i,
                Err(_) => return Ok(None),
            },
        };
        let nimber = block.nimbers.get(i).copied().unwrap_or(0);
        Ok((block.values[i] != 0).then_some((b, block.values[i], nimber)))
    }
}

/// A finished database, opened for reading.
pub struct Database {
    file: String,
    meta: Meta,
    bytes: Arc<Mmap>,
    /// Where each tier starts in the file, in the order of `meta.tiers`.
    starts: Vec<usize>,
    /// Tier readers made so far, by tier (typed by the key, hence `Any`).
    tiers: RefCell<HashMap<u32, Rc<dyn Any>>>,
}

/// Blocks a query keeps decompressed, per tier.
const QUERY_CACHE: usize = 64;

impl Database {
    /// Opens a database file and checks its header.
    pub fn open(path: &Path) -> Result<Database, Error> {
        let file = path.display().to_string();
        let bytes = map(path)?;
        let (meta, data): (Meta, usize) = container::unwrap(&bytes, &file, Holds::Outcomes)?;
        let mut starts = Vec::with_capacity(meta.tiers.len());
        for t in &meta.tiers {
            starts.push(data.saturating_add(t.offset as usize));
        }
        let expected = meta.tiers.iter().map(TierInfo::length).sum::<u64>() + data as u64;
        if expected != bytes.len() as u64 {
            let last = meta.tiers.last().map_or(0, |t| t.tier);
            return Err(Error::invalid(
                Text::new("error-db-truncated")
                    .arg("file", file)
                    .arg("tier", last)
                    .arg("end", expected)
                    .arg("length", bytes.len()),
            ));
        }
        Ok(Database {
            file,
            meta,
            bytes,
            starts,
            tiers: RefCell::new(HashMap::new()),
        })
    }

    /// What the database holds.
    pub fn meta(&self) -> &Meta {
        &self.meta
    }

    /// The file's name, as given.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// The file's size in bytes.
    pub fn bytes(&self) -> u64 {
        self.bytes.len() as u64
    }

    /// The reader of tier `tier`, if the database has it.
    pub(super) fn tier<K: Key>(&self, tier: u32) -> Result<Option<Rc<TierReader<K>>>, Error> {
        if let Some(reader) = self.tiers.borrow().get(&tier) {
            return Ok(reader.clone().downcast::<TierReader<K>>().ok());
        }
        let Ok(i) = self.meta.tiers.binary_search_by_key(&tier, |t| t.tier) else {
            return Ok(None);
        };
        let reader = Rc::new(TierReader::<K>::new(
            &self.file,
            self.bytes.clone(),
            self.starts[i],
            &self.meta.tiers[i],
            self.meta.block_slots,
            QUERY_CACHE,
        )?);
        self.tiers.borrow_mut().insert(tier, reader.clone());
        Ok(Some(reader))
    }

    /// Calls `visit` with the key and stored words (value, nimber) of every position of tier
    /// `tier`, in slot order, each block checked.
    pub(super) fn each_record<K: Key>(
        &self,
        tier: u32,
        visit: &mut dyn FnMut(K, u32, u32),
    ) -> Result<(), Error> {
        let Some(reader) = self.tier::<K>(tier)? else {
            return Ok(());
        };
        for b in 0..reader.blocks() {
            let block = reader.read_block(b)?;
            let first = b as u64 * self.meta.block_slots;
            for (i, &value) in block.values.iter().enumerate() {
                if value == 0 {
                    continue;
                }
                let key = match block.keys.get(i) {
                    Some(key) => key.clone(),
                    None => K::from_rank(first + i as u64).expect("a rank"),
                };
                visit(key, value, block.nimbers.get(i).copied().unwrap_or(0));
            }
        }
        Ok(())
    }

    /// The record of the position `key` of tier `tier`, `None` if the database does not
    /// hold it.
    pub fn get<K: Key>(&self, tier: u32, key: &K) -> Result<Option<Record>, Error> {
        match self.tier::<K>(tier)? {
            Some(reader) => reader.get(key),
            None => Ok(None),
        }
    }
}
