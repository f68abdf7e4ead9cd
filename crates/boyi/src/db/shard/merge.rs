//! The database of the single builder, made from the shards of a shared build.

use super::super::build::{write_database, write_part, Summary, Words};
use super::super::file::io_error;
use super::super::format::Meta;
use super::super::key::Key;
use super::super::reader::Database;
use crate::error::Error;
use crate::text::Text;
use std::fs;
use std::path::{Path, PathBuf};

/// Makes the database of the single builder from the shards of a shared build (every one,
/// in any order): each tier's records gathered by key, the header of shard 0 without its
/// shard mark. `dense` says which tiers are numbered by rank, as the game says.
pub fn merge<K: Key>(
    shards: &[Database],
    dense: &dyn Fn(u32) -> Option<u64>,
    output: &Path,
) -> Result<Summary, Error> {
    let first = shards
        .first()
        .ok_or_else(|| Error::invalid(Text::new("error-dist-no-shards")))?;
    let of = first.meta().shard.map_or(0, |s| s.of);
    let mut seen = vec![false; of as usize];
    for db in shards {
        let meta = db.meta();
        let mark = meta.shard.filter(|s| s.of == of && s.index < of);
        let same = Meta {
            shard: None,
            tiers: Vec::new(),
            ..meta.clone()
        } == Meta {
            shard: None,
            tiers: Vec::new(),
            ..first.meta().clone()
        };
        let tiers_match = meta.tiers.len() == first.meta().tiers.len()
            && meta
                .tiers
                .iter()
                .zip(&first.meta().tiers)
                .all(|(a, b)| a.tier == b.tier);
        match mark {
            Some(s) if same && tiers_match && !seen[s.index as usize] => {
                seen[s.index as usize] = true
            }
            _ => {
                return Err(Error::invalid(
                    Text::new("error-dist-not-a-shard").arg("file", db.file()),
                ))
            }
        }
    }
    if let Some(missing) = seen.iter().position(|s| !s) {
        return Err(Error::invalid(
            Text::new("error-dist-missing-shard")
                .arg("index", missing)
                .arg("of", of),
        ));
    }
    let meta = Meta {
        shard: None,
        tiers: Vec::new(),
        ..first.meta().clone()
    };
    let mut name = output.as_os_str().to_owned();
    name.push(".merge");
    let work = PathBuf::from(name);
    let _ = fs::remove_dir_all(&work);
    fs::create_dir_all(&work).map_err(|e| io_error("create", &work, e))?;
    let parts = |tier: u32| work.join(format!("tier-{tier}.part"));
    let with_nimbers = meta.nimbers;
    let mut tiers = Vec::new();
    for info in &first.meta().tiers {
        let mut records: Vec<(K, u32, u32)> = Vec::new();
        for db in shards {
            db.each_record::<K>(info.tier, &mut |key, value, nimber| {
                records.push((key, value, nimber))
            })?;
        }
        records.sort_unstable_by(|a, b| a.0.cmp(&b.0));
        let size = dense(info.tier);
        let slots = size.unwrap_or(records.len() as u64) as usize;
        let mut keys = Vec::new();
        let mut values = vec![0u32; slots];
        let mut nimbers = vec![0u32; if with_nimbers { slots } else { 0 }];
        for (i, (key, value, nimber)) in records.into_iter().enumerate() {
            let slot = match size {
                Some(size) => key.rank().filter(|&r| r < size).ok_or_else(|| {
                    Error::invalid(Text::new("error-dist-not-a-shard").arg("file", first.file()))
                })? as usize,
                None => {
                    keys.push(key);
                    i
                }
            };
            values[slot] = value;
            if with_nimbers {
                nimbers[slot] = nimber;
            }
        }
        let words = Words {
            dense: size.is_some(),
            keys: &keys,
            values: &values,
            nimbers: with_nimbers.then_some(&nimbers[..]),
        };
        let blocks = (meta.block_slots, meta.level);
        let merged = write_part(info.tier, words, blocks, &parts(info.tier))?;
        tiers.push(merged);
    }
    let (meta, bytes) = write_database(meta, tiers, &parts, output)?;
    fs::remove_dir_all(&work).map_err(|e| io_error("remove", &work, e))?;
    Ok(Summary {
        meta,
        bytes,
        steps: 1,
    })
}
