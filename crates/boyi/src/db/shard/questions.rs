//! The messages of a round of a shared build: questions for stored words, each position
//! asked once, batched one message an owner and tier, and the keys they carry as bytes.

use super::super::channel::Message;
use super::super::key::Key;
use crate::error::Error;
use crate::text::Text;
use rustc_hash::FxHashMap;
use std::collections::hash_map::Entry;
use std::collections::BTreeMap;

/// Questions for stored words gathered for one round: each position asked once, in one
/// message to each owner for each tier.
pub(super) struct Questions<K> {
    ids: FxHashMap<(u32, K), u32>,
    /// By owner and tier (a few): the keys asked, one after another, and their questions
    /// in order.
    out: Vec<Asked>,
}

/// The questions for one owner about one tier: (owner, tier), the keys one after another,
/// the questions in order.
type Asked = ((u32, u32), Vec<u8>, Vec<u32>);

impl<K> Default for Questions<K> {
    fn default() -> Self {
        Questions {
            ids: FxHashMap::default(),
            out: Vec::new(),
        }
    }
}

/// Which questions each answer answers, in order: by the worker that answers and the tier.
type Order = BTreeMap<(u32, u32), Vec<u32>>;

impl<K: Key> Questions<K> {
    /// The question for the words of `key` of tier `tier`, owned by `owner`.
    pub(super) fn ask(&mut self, owner: u32, tier: u32, key: K) -> u32 {
        let next = self.ids.len() as u32;
        let asked = match self.ids.entry((tier, key)) {
            Entry::Occupied(known) => return *known.get(),
            Entry::Vacant(asked) => asked,
        };
        let to = (owner, tier);
        let at = match self.out.iter().position(|o| o.0 == to) {
            Some(at) => at,
            None => {
                self.out.push((to, Vec::new(), Vec::new()));
                self.out.len() - 1
            }
        };
        let (_, keys, ids) = &mut self.out[at];
        asked.key().1.write_after(None, keys);
        ids.push(next);
        asked.insert(next);
        next
    }

    /// The messages that ask them all (this worker being `from`), and the order of the
    /// answers.
    pub(super) fn messages(self, from: u32) -> (Vec<(u32, Message)>, Order) {
        let mut order = Order::new();
        let mut messages = Vec::with_capacity(self.out.len());
        for ((owner, tier), keys, ids) in self.out {
            messages.push((owner, Message::Ask { tier, from, keys }));
            order.insert((owner, tier), ids);
        }
        (messages, order)
    }
}

/// The words answering every question of `order` (by question), from the answers received
/// (a nimber word after each value word where the game has `nimbers`).
pub(super) fn answers_in(
    order: Order,
    inbox: Vec<Message>,
    nimbers: bool,
) -> Result<Vec<(u32, u32)>, Error> {
    let bad = || Error::invalid(Text::new("error-dist-bad-message"));
    let per_key = if nimbers { 2 } else { 1 };
    let mut answer = vec![(0u32, 0u32); order.values().map(Vec::len).sum()];
    let mut answered = 0;
    for message in inbox {
        let Message::Answer { tier, from, words } = message else {
            return Err(bad());
        };
        let ids = order.get(&(from, tier)).ok_or_else(bad)?;
        if words.len() != per_key * ids.len() {
            return Err(bad());
        }
        for (&id, pair) in ids.iter().zip(words.chunks_exact(per_key)) {
            answer[id as usize] = (pair[0], pair.get(1).copied().unwrap_or(0));
        }
        answered += 1;
    }
    if answered != order.len() {
        return Err(bad());
    }
    Ok(answer)
}

/// The keys of a message, one after another.
pub(super) fn keys_from<K: Key>(mut bytes: &[u8]) -> impl Iterator<Item = Result<K, Error>> + '_ {
    std::iter::from_fn(move || {
        if bytes.is_empty() {
            return None;
        }
        Some(match K::read_after(None, bytes) {
            Some((key, used)) => {
                bytes = &bytes[used..];
                Ok(key)
            }
            None => {
                bytes = &[];
                Err(Error::invalid(Text::new("error-dist-bad-message")))
            }
        })
    })
}

/// A key as messages carry it (numbers in LEB128).
pub(super) fn bytes_of<K: Key>(key: &K) -> Vec<u8> {
    let mut out = Vec::new();
    key.write_after(None, &mut out);
    out
}

/// A key from a message (sent by a worker of the same build, so always one).
pub(super) fn key_from<K: Key>(bytes: &[u8]) -> Result<K, Error> {
    K::read_after(None, bytes)
        .filter(|(_, used)| *used == bytes.len())
        .map(|(k, _)| k)
        .ok_or_else(|| Error::invalid(Text::new("error-dist-bad-message")))
}
