//! The body of a solve database, in the `container` every database file shares:
//!
//! ```text
//! container preamble | header: JSON (Meta: "holds": "outcomes", the game, the root, the
//!                              build command, every tier's TierInfo)
//! tiers, in increasing order, each: its blocks, then its block table
//! ```
//!
//! A block holds the records of up to `block_slots` consecutive slots (ranks of a dense
//! tier, sorted keys of another): the keys (sparse tiers only), the value words, the nimber
//! words, each little-endian in the tier's widths, compressed on its own with zstd. The block
//! table gives each block's offset, compressed and plain lengths, CRC-32 of the compressed
//! bytes and slot count, and for sparse tiers its first key; the table has its CRC-32 in the
//! tier's [`TierInfo`], the header in the file's first bytes. Integers in tables are LEB128.

use super::container::Holds;
use super::key::{read_varint, write_varint, Key};
use super::record::{decode, MAX_REMOTENESS};
use crate::error::Error;
use crate::text::Text;
use crate::value::{Play, Remoteness};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};

/// What a database holds: the game, the root, how it was built, and every tier.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Meta {
    /// The container's version.
    pub format: u32,
    /// What the file holds: outcomes.
    #[serde(default)]
    pub holds: Holds,
    /// The game as `solve` names it, with its options (e.g. `lol`, `--rules FILE`).
    pub game: Vec<String>,
    /// A fingerprint of the rules (a rule file's source), so a database is never read for
    /// other rules under the same name.
    pub fingerprint: String,
    /// The shape of the positions held, as a position of that shape is written (an empty
    /// row or board), where the game's positions come in sizes.
    pub shape: String,
    /// The root position, in input notation.
    pub root: String,
    /// The command that built the database.
    pub command: String,
    /// What happens to a player with no move.
    pub play: Play,
    /// Whether records hold nimbers.
    pub nimbers: bool,
    /// The most slots a block holds.
    pub block_slots: u64,
    /// The zstd level blocks were compressed at.
    pub level: i32,
    /// The tiers, in increasing order.
    pub tiers: Vec<TierInfo>,
    /// Set in one worker's part of a database built by many ([`Shard`]); such a file is
    /// read only to merge it with the others.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shard: Option<Shard>,
}

/// Which worker's part of a database built by many a file holds: the positions whose keys
/// hash to `index` among `of`, every tier stored with its keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shard {
    /// The worker, from 0.
    pub index: u32,
    /// How many workers built the database.
    pub of: u32,
}

impl Meta {
    /// Positions in every tier.
    pub fn positions(&self) -> u64 {
        self.tiers.iter().map(|t| t.positions).sum()
    }

    /// The tier `number`, if the database has it.
    pub fn tier(&self, number: u32) -> Option<&TierInfo> {
        self.tiers
            .binary_search_by_key(&number, |t| t.tier)
            .ok()
            .map(|i| &self.tiers[i])
    }
}

/// One tier of a database: what it holds and where.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TierInfo {
    /// The tier's number.
    pub tier: u32,
    /// Positions in the tier.
    pub positions: u64,
    /// Record slots: ranks of a dense tier, positions of another.
    pub slots: u64,
    /// Whether slots are ranks (no keys stored).
    pub dense: bool,
    /// Positions won, lost, tied and drawn by the player to move.
    pub outcomes: [u64; 4],
    /// The longest remoteness in the tier.
    pub longest: Option<Remoteness>,
    /// Bytes of a value word: 2 or 4.
    pub value_bytes: u8,
    /// Bytes of a nimber word: 0 (no nimbers), 2 or 4.
    pub nimber_bytes: u8,
    /// The number of blocks.
    pub blocks: u64,
    /// Where the tier starts, from the end of the header.
    pub offset: u64,
    /// Bytes of the tier's blocks.
    pub table_offset: u64,
    /// Bytes of its block table.
    pub table_length: u64,
    /// CRC-32 of its block table.
    pub table_crc: u32,
}

impl TierInfo {
    /// Bytes the tier takes in the file.
    pub fn length(&self) -> u64 {
        self.table_offset + self.table_length
    }
}

/// One block of a tier, as its table describes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockEntry<K> {
    /// Where its bytes start, from the start of the tier.
    pub offset: u64,
    /// Bytes compressed.
    pub length: u32,
    /// Bytes once decompressed.
    pub plain: u32,
    /// CRC-32 of the compressed bytes.
    pub crc: u32,
    /// Slots it holds.
    pub slots: u32,
    /// Its first key (sparse tiers).
    pub first: Option<K>,
}

/// A block's records, decompressed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Block<K> {
    /// The keys of its slots (sparse tiers).
    pub keys: Vec<K>,
    /// Value words.
    pub values: Vec<u32>,
    /// Nimber words (empty without nimbers).
    pub nimbers: Vec<u32>,
}

/// The bytes of a block: its keys (none for a dense tier), values and nimbers.
fn block_plain<K: Key>(keys: &[K], values: &[u32], nimbers: &[u32], info: &TierInfo) -> Vec<u8> {
    let mut out = Vec::new();
    let mut previous = None;
    for k in keys {
        k.write_after(previous, &mut out);
        previous = Some(k);
    }
    for (column, width) in [(values, info.value_bytes), (nimbers, info.nimber_bytes)] {
        for &w in column {
            out.extend_from_slice(&w.to_le_bytes()[..width as usize]);
        }
    }
    out
}

/// Writes a tier's blocks and table into `out` (which holds the tier alone), filling in
/// `info`'s block count and table. `keys` is empty for a dense tier; `nimbers` is empty or
/// as long as `values`.
pub fn write_tier<K: Key>(
    out: &mut Vec<u8>,
    info: &mut TierInfo,
    keys: &[K],
    values: &[u32],
    nimbers: &[u32],
    block_slots: u64,
    level: i32,
) -> std::io::Result<()> {
    let mut table = Vec::new();
    let step = (block_slots as usize).max(1);
    // The blocks are compressed on every core, then written in order.
    let starts: Vec<usize> = (0..values.len()).step_by(step).collect();
    let blocks: Vec<std::io::Result<(Vec<u8>, usize)>> = starts
        .par_iter()
        .map(|&start| {
            let end = (start + step).min(values.len());
            let block_keys = if info.dense {
                &[][..]
            } else {
                &keys[start..end]
            };
            let block_nimbers = if nimbers.is_empty() {
                &[][..]
            } else {
                &nimbers[start..end]
            };
            let plain = block_plain(block_keys, &values[start..end], block_nimbers, info);
            Ok((zstd::bulk::compress(&plain, level)?, plain.len()))
        })
        .collect();
    for (block, &start) in blocks.into_iter().zip(&starts) {
        let (packed, plain) = block?;
        let end = (start + step).min(values.len());
        write_varint(out.len() as u64, &mut table);
        write_varint(packed.len() as u64, &mut table);
        write_varint(plain as u64, &mut table);
        table.extend_from_slice(&crc32fast::hash(&packed).to_le_bytes());
        write_varint((end - start) as u64, &mut table);
        if !info.dense {
            keys[start].write(&mut table);
        }
        out.extend_from_slice(&packed);
    }
    let blocks = starts.len() as u64;
    info.blocks = blocks;
    info.table_offset = out.len() as u64;
    info.table_length = table.len() as u64;
    info.table_crc = crc32fast::hash(&table);
    out.extend_from_slice(&table);
    Ok(())
}

/// A tier's block table from its bytes; `None` if they do not hold one that fits the tier.
pub fn read_table<K: Key>(bytes: &[u8], info: &TierInfo) -> Option<Vec<BlockEntry<K>>> {
    let mut entries = Vec::new();
    let mut at = 0;
    let next = |at: &mut usize| -> Option<u64> {
        let (n, used) = read_varint(bytes.get(*at..)?)?;
        *at += used;
        Some(n)
    };
    let mut slots = 0u64;
    for _ in 0..info.blocks {
        let offset = next(&mut at)?;
        let length = u32::try_from(next(&mut at)?).ok()?;
        let plain = u32::try_from(next(&mut at)?).ok()?;
        let crc = u32::from_le_bytes(bytes.get(at..at + 4)?.try_into().ok()?);
        at += 4;
        let count = u32::try_from(next(&mut at)?).ok()?;
        let first = if info.dense {
            None
        } else {
            let (k, used) = K::read(bytes.get(at..)?)?;
            at += used;
            Some(k)
        };
        if offset + u64::from(length) > info.table_offset {
            return None;
        }
        slots += u64::from(count);
        entries.push(BlockEntry {
            offset,
            length,
            plain,
            crc,
            slots: count,
            first,
        });
    }
    (at == bytes.len() && slots == info.slots).then_some(entries)
}

/// Why a block could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlockFault {
    /// Its bytes do not match their checksum (or lie past the end of the file).
    Checksum,
    /// It does not decompress, or what it holds is not what its table says.
    Contents,
}

/// A block from its compressed bytes, checked against its table entry.
pub fn read_block<K: Key>(
    packed: &[u8],
    entry: &BlockEntry<K>,
    info: &TierInfo,
) -> Result<Block<K>, BlockFault> {
    if crc32fast::hash(packed) != entry.crc {
        return Err(BlockFault::Checksum);
    }
    let plain =
        zstd::bulk::decompress(packed, entry.plain as usize).map_err(|_| BlockFault::Contents)?;
    if plain.len() != entry.plain as usize {
        return Err(BlockFault::Contents);
    }
    let slots = entry.slots as usize;
    let mut at = 0;
    let mut keys = Vec::new();
    if !info.dense {
        keys.reserve(slots);
        for _ in 0..slots {
            let (k, used) = K::read_after(keys.last(), &plain[at..]).ok_or(BlockFault::Contents)?;
            if keys.last().is_some_and(|last| *last >= k) {
                return Err(BlockFault::Contents);
            }
            keys.push(k);
            at += used;
        }
    }
    let mut column = |width: u8| -> Result<Vec<u32>, BlockFault> {
        let width = width as usize;
        if width == 0 {
            return Ok(Vec::new());
        }
        let bytes = plain
            .get(at..at + slots * width)
            .ok_or(BlockFault::Contents)?;
        at += slots * width;
        Ok(bytes
            .chunks_exact(width)
            .map(|c| {
                let mut word = [0u8; 4];
                word[..width].copy_from_slice(c);
                u32::from_le_bytes(word)
            })
            .collect())
    };
    let values = column(info.value_bytes)?;
    let nimbers = column(info.nimber_bytes)?;
    if at != plain.len() {
        return Err(BlockFault::Contents);
    }
    Ok(Block {
        keys,
        values,
        nimbers,
    })
}

/// The narrowest width (2 or 4 bytes) that holds every word.
pub fn width(words: &[u32]) -> u8 {
    if words.iter().all(|&w| w <= u32::from(u16::MAX)) {
        2
    } else {
        4
    }
}

/// What the records of a tier, or of a part of one, hold.
#[derive(Default)]
struct Counts {
    positions: u64,
    outcomes: [u64; 4],
    /// The longest remoteness (`None` below every remoteness, as `Option` orders).
    longest: Option<Remoteness>,
}

impl Counts {
    /// The counts of two parts together.
    fn add(self, other: Counts) -> Counts {
        Counts {
            positions: self.positions + other.positions,
            outcomes: std::array::from_fn(|i| self.outcomes[i] + other.outcomes[i]),
            longest: self.longest.max(other.longest),
        }
    }
}

/// What a tier holds, from its records (by slot): its counts and the widths its words are
/// written in (blocks and table are filled in as it is written).
pub(super) fn tier_info(
    tier: u32,
    dense: bool,
    values: &[u32],
    nimbers: Option<&[u32]>,
) -> Result<TierInfo, Error> {
    let mut info = TierInfo {
        tier,
        slots: values.len() as u64,
        dense,
        value_bytes: width(values),
        nimber_bytes: nimbers.map_or(0, width),
        ..TierInfo::default()
    };
    // Counted a chunk on each core at a time, then added up.
    let count = |words: &[u32]| {
        let mut counts = Counts::default();
        for &word in words {
            if let Ok(Some((outcome, r))) = decode(word) {
                counts.positions += 1;
                counts.outcomes[outcome.rank() as usize] += 1;
                counts.longest = counts.longest.max(r);
            }
        }
        counts
    };
    let counts = values
        .par_chunks(1 << 16)
        .map(count)
        .reduce(Counts::default, Counts::add);
    if counts.longest.is_some_and(|r| r >= MAX_REMOTENESS) {
        return Err(Error::limit(
            Text::new("error-db-remoteness").arg("max", MAX_REMOTENESS),
        ));
    }
    info.positions = counts.positions;
    info.outcomes = counts.outcomes;
    info.longest = counts.longest;
    Ok(info)
}
