//! A file of the values of grid regions: canonical forms, and each region (a
//! [`Polyomino`] in its least image) with the form it is worth.
//!
//! ```text
//! the preamble every database file shares (`db::container`)
//! header: JSON (ValuesMeta: "holds": "values", the game, the most cells, the counts)
//! body CRC-32: u32 | body: zstd of
//!     forms: count, then each: 0 with Left's and Right's option lists (counts and indices of
//!            earlier forms), or 1 with a number + ups + nimber (numerator, exponent, ups, nimber)
//!     regions: count, then each: width, height, cells, form index
//! ```
//!
//! Integers are LEB128 (signed ones zigzagged). Forms come after their options, so a reader
//! rebuilds each in its own arena with [`Arena::make`] (never trusting the file to be
//! canonical); the file is written to a temporary name, synced and renamed.

use super::arena::{Arena, GameId};
use super::dyadic::Dyadic;
use super::nus::Nus;
use super::polyomino::{Polyomino, FREE_COUNTS};
use crate::db::container::{self, Holds};
use crate::db::{read_varint, write_varint};
use crate::error::Error;
use crate::grid::Shape;
use crate::text::Text;
use rustc_hash::FxHashMap;
use serde::{Deserialize, Serialize};
use std::io::Read;
use std::path::Path;
use std::sync::Arc;

/// What a file of region values holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ValuesMeta {
    /// The container's version.
    pub format: u32,
    /// What the file holds: values.
    pub holds: Holds,
    /// The game whose regions these are (`domineering`).
    pub game: String,
    /// Every region of up to this many cells is held.
    pub most_cells: u32,
    /// Regions held.
    pub regions: u64,
    /// Distinct canonical forms (with the options they are built of).
    pub forms: u64,
}

impl ValuesMeta {
    /// The header of a file of the regions of `game` of up to `most_cells` cells; [`write`]
    /// fills in its counts.
    pub fn new(game: &str, most_cells: u32) -> ValuesMeta {
        ValuesMeta {
            format: container::FORMAT_VERSION,
            holds: Holds::Values,
            game: game.to_string(),
            most_cells,
            regions: 0,
            forms: 0,
        }
    }
}

/// A file of region values as read, its forms not yet made in an arena: read once, it
/// serves the searches of many threads, each making the forms in its own arena
/// ([`ValuesData::values`]).
pub struct ValuesData {
    /// The file's header.
    pub meta: ValuesMeta,
    /// The canonical forms, each after its options.
    forms: Vec<Form>,
    /// Each region (its least image) with the index of its form.
    regions: FxHashMap<Polyomino, u32>,
}

/// One canonical form of a file: Left's and Right's options (indices of earlier forms), or
/// a number + ups + nimber.
enum Form {
    Options([Vec<u32>; 2]),
    Nus(Nus),
}

impl ValuesData {
    /// The regions and their values, the forms made in `arena`; refused where the arena
    /// has no room for them.
    pub fn values(self: &Arc<Self>, arena: &mut Arena) -> Result<RegionValues, Error> {
        let mut ids: Vec<GameId> = Vec::with_capacity(self.forms.len());
        for form in &self.forms {
            let id = match form {
                Form::Options(sides) => {
                    let [lefts, rights] = sides
                        .each_ref()
                        .map(|side| side.iter().map(|&i| ids[i as usize]).collect::<Vec<_>>());
                    arena.make(lefts, rights)
                }
                Form::Nus(v) => arena.nus_game(v.clone()),
            };
            if arena.exhausted() {
                return Err(super::expr::too_large(arena));
            }
            ids.push(id);
        }
        Ok(RegionValues {
            data: Some(Arc::clone(self)),
            ids,
        })
    }
}

/// The regions of a file and their values, in the arena their forms were made in.
#[derive(Default)]
pub struct RegionValues {
    /// The file as read; none for no regions.
    data: Option<Arc<ValuesData>>,
    /// The value of each of its forms, by index.
    ids: Vec<GameId>,
}

impl RegionValues {
    /// The file's header; none for no regions.
    pub fn meta(&self) -> Option<&ValuesMeta> {
        self.data.as_ref().map(|data| &data.meta)
    }

    /// The value of the region `cells` on `shape` (cropped, any of its eight images), if the
    /// file holds it: a turned image (rows become columns) is worth the negative, as in
    /// Domineering, where turning the board swaps the players.
    pub fn get(&self, arena: &mut Arena, shape: Shape, cells: u64) -> Option<GameId> {
        let data = self.data.as_ref()?;
        let (least, turned) = Polyomino::least(shape, cells);
        let v = self.ids[*data.regions.get(&least)? as usize];
        Some(if turned { arena.neg(v) } else { v })
    }

    /// The regions held, sorted.
    pub fn regions(&self) -> Vec<Polyomino> {
        let mut all: Vec<Polyomino> = self
            .data
            .iter()
            .flat_map(|data| data.regions.keys().copied())
            .collect();
        all.sort_unstable();
        all
    }

    /// Regions held.
    pub fn len(&self) -> usize {
        self.data.as_ref().map_or(0, |data| data.regions.len())
    }

    /// Whether no region is held.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Writes `regions` (each with its value in `arena`) to `path` under `meta` (its counts
/// filled in); the header written and the file's size.
pub fn write(
    path: &Path,
    meta: &ValuesMeta,
    arena: &mut Arena,
    regions: &[(Polyomino, GameId)],
) -> Result<(ValuesMeta, u64), Error> {
    let mut forms = Forms::default();
    let mut body = Vec::new();
    let indices: Vec<u64> = regions
        .iter()
        .map(|&(_, g)| forms.index(arena, g))
        .collect();
    write_varint(forms.order.len() as u64, &mut body);
    body.extend_from_slice(&forms.bytes);
    write_varint(regions.len() as u64, &mut body);
    for ((p, _), index) in regions.iter().zip(indices) {
        write_varint(u64::from(p.shape.w), &mut body);
        write_varint(u64::from(p.shape.h), &mut body);
        write_varint(p.cells, &mut body);
        write_varint(index, &mut body);
    }
    let meta = ValuesMeta {
        forms: forms.order.len() as u64,
        regions: regions.len() as u64,
        ..meta.clone()
    };
    let body = zstd::encode_all(&body[..], 3).map_err(|e| io_error("write", path, e))?;
    let mut file = container::wrap(&meta);
    file.extend_from_slice(&crc32fast::hash(&body).to_le_bytes());
    file.extend_from_slice(&body);
    crate::db::write_atomic(path, &file)?;
    Ok((meta, file.len() as u64))
}

/// The canonical forms met so far, each after its options, with their bytes.
#[derive(Default)]
struct Forms {
    order: FxHashMap<GameId, u64>,
    bytes: Vec<u8>,
}

impl Forms {
    /// The index of `g`, writing it (and its options first) if it is new.
    fn index(&mut self, arena: &mut Arena, g: GameId) -> u64 {
        if let Some(&i) = self.order.get(&g) {
            return i;
        }
        // Depth-first without recursion: a long chain of options would overflow the stack.
        let mut stack = vec![g];
        while let Some(&top) = stack.last() {
            if self.order.contains_key(&top) {
                stack.pop();
                continue;
            }
            if let Some(v) = arena.nus(top) {
                self.bytes.push(1);
                // Regions of at most 15 cells are worth numbers of a few bits.
                let numerator = i64::try_from(v.number.numerator());
                write_signed(
                    numerator.expect("a region's number fits 64 bits"),
                    &mut self.bytes,
                );
                write_varint(u64::from(v.number.exponent()), &mut self.bytes);
                write_signed(i64::from(v.ups), &mut self.bytes);
                write_varint(u64::from(v.nimber), &mut self.bytes);
            } else {
                let missing: Vec<GameId> = arena
                    .lefts(top)
                    .iter()
                    .chain(arena.rights(top))
                    .copied()
                    .filter(|o| !self.order.contains_key(o))
                    .collect();
                if !missing.is_empty() {
                    stack.extend(missing);
                    continue;
                }
                self.bytes.push(0);
                for side in [arena.lefts(top), arena.rights(top)] {
                    write_varint(side.len() as u64, &mut self.bytes);
                    for o in side {
                        write_varint(self.order[o], &mut self.bytes);
                    }
                }
            }
            let next = self.order.len() as u64;
            self.order.insert(top, next);
            stack.pop();
        }
        self.order[&g]
    }
}

/// Reads the file at `path` into `arena`.
pub fn read(path: &Path, arena: &mut Arena) -> Result<RegionValues, Error> {
    Arc::new(read_data(path)?).values(arena)
}

/// Reads the file at `path`, every part checked, its forms not yet made in an arena.
pub fn read_data(path: &Path) -> Result<ValuesData, Error> {
    let bytes = crate::db::map(path)?;
    let name = path.display().to_string();
    let bad = |what: &str| {
        Error::invalid(
            Text::new("error-values-bad")
                .arg("file", name.clone())
                .arg("what", Text::new(format!("values-part-{what}"))),
        )
    };
    let (meta, start): (ValuesMeta, usize) = container::unwrap(&bytes, &name, Holds::Values)?;
    // `db build` writes every region up to at most 15 cells: a header asking for more, or
    // for more regions than there are, is refused before the body is read.
    let Some(sizes) = FREE_COUNTS.get(..meta.most_cells as usize) else {
        return Err(bad("most-cells"));
    };
    let most_regions: u64 = sizes.iter().sum();
    if meta.regions > most_regions {
        return Err(bad("region-count"));
    }
    let (crc, body) = bytes[start..]
        .split_at_checked(4)
        .ok_or_else(|| bad("body"))?;
    if crc32fast::hash(body).to_le_bytes() != crc {
        return Err(bad("body-checksum"));
    }
    // A region takes under 30 bytes, a file's forms a few per region: a body that unpacks
    // to more is refused as it unpacks, not held whole.
    let most_bytes = 64 * most_regions + (1 << 20);
    let mut unpacked = Vec::new();
    zstd::stream::read::Decoder::new(body)
        .and_then(|d| d.take(most_bytes + 1).read_to_end(&mut unpacked))
        .map_err(|_| bad("body"))?;
    if unpacked.len() as u64 > most_bytes {
        return Err(bad("body"));
    }
    let body = unpacked;
    let mut at = 0;
    let mut next = || -> Result<u64, Error> {
        let (n, used) = read_varint(&body[at.min(body.len())..]).ok_or_else(|| bad("body"))?;
        at += used;
        Ok(n)
    };
    let count = next()?;
    if count != meta.forms {
        return Err(bad("form-count"));
    }
    let mut forms = Vec::new();
    for made in 0..count {
        let form = match next()? {
            0 => {
                let mut sides = [Vec::new(), Vec::new()];
                for side in &mut sides {
                    for _ in 0..next()? {
                        let i = u32::try_from(next()?).ok().filter(|&i| u64::from(i) < made);
                        side.push(i.ok_or_else(|| bad("form-option"))?);
                    }
                }
                Form::Options(sides)
            }
            1 => {
                // Bounds far past any region's value, so a forged file cannot ask for more.
                let numerator = unzigzag(next()?);
                let exponent = next()?;
                let (ups, nimber) = (unzigzag(next()?), next()?);
                if numerator.unsigned_abs() > 1 << 31
                    || exponent > 31
                    || ups.unsigned_abs() > 1 << 16
                    || nimber > 1 << 16
                {
                    return Err(bad("number"));
                }
                let (exponent, ups, nimber) = (exponent as u32, ups as i32, nimber as u32);
                let number = Dyadic::new(numerator.into(), exponent);
                Form::Nus(Nus {
                    number,
                    ups,
                    nimber,
                })
            }
            _ => return Err(bad("form-kind")),
        };
        forms.push(form);
    }
    let count = next()?;
    if count != meta.regions {
        return Err(bad("region-count"));
    }
    let mut regions = FxHashMap::default();
    // A region takes four bytes at least: a forged count asks no more room than that.
    regions.reserve((count as usize).min(body.len() / 4));
    for _ in 0..count {
        let (w, h) = (next()?, next()?);
        let shape = match (u8::try_from(w), u8::try_from(h)) {
            (Ok(w), Ok(h)) if w as u32 * h as u32 <= 64 && w > 0 && h > 0 => Shape { w, h },
            _ => return Err(bad("region")),
        };
        let cells = next()?;
        let form = u32::try_from(next()?)
            .ok()
            .filter(|&i| (i as usize) < forms.len())
            .ok_or_else(|| bad("region-value"))?;
        if cells & !shape.full() != 0 || cells.count_ones() > meta.most_cells {
            return Err(bad("region"));
        }
        regions.insert(Polyomino { shape, cells }, form);
    }
    Ok(ValuesData {
        meta,
        forms,
        regions,
    })
}

/// The header of the file at `path` (for `boyi db info`), its bytes checked.
pub fn read_header(path: &Path) -> Result<ValuesMeta, Error> {
    let bytes = crate::db::map(path)?;
    Ok(container::unwrap(&bytes, &path.display().to_string(), Holds::Values)?.0)
}

/// A signed integer as LEB128 of its zigzag code.
fn write_signed(n: i64, out: &mut Vec<u8>) {
    write_varint(((n << 1) ^ (n >> 63)) as u64, out);
}

/// The signed integer of a zigzag code.
fn unzigzag(n: u64) -> i64 {
    ((n >> 1) as i64) ^ -((n & 1) as i64)
}

fn io_error(action: &'static str, file: &Path, e: std::io::Error) -> Error {
    crate::db::io_error(action, file, e)
}
