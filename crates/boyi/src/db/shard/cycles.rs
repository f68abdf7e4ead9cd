//! The positions of a tier with moves inside it (rule files with cycles), in a shared build:
//! gathered by worker 0 and valued together as the single builder values them.

use super::super::channel::{round, Message};
use super::super::tier::{Cycles, Options};
use super::super::tiered::Tiered;
use super::questions::{answers_in, bytes_of, key_from, Questions};
use super::{Current, Cyclic, Worker};
use crate::error::Error;
use crate::text::Text;
use std::collections::BTreeMap;

/// A position with moves inside its tier, as worker 0 gathers it.
struct Gathered<K> {
    key: K,
    bytes: Vec<u8>,
    words: Vec<(u32, u32)>,
    inside: Vec<K>,
}

impl<G: Tiered> Worker<'_, G> {
    /// Values the positions of the tier with moves inside it: worker 0 gathers them, asks
    /// for the words of their children inside the tier that are valued already, values them
    /// all by [`Cycles::solve`] as the single builder does, and sends each value to its
    /// owner.
    pub(super) fn solve_cycles(
        &mut self,
        tier: u32,
        keys: &[G::Key],
        cyclic: Vec<Cyclic>,
        values: &mut [u32],
        nimbers: &mut [u32],
    ) -> Result<(), Error> {
        let count = cyclic.len() as u64;
        let sent = cyclic
            .into_iter()
            .map(|c| {
                let key = bytes_of(&keys[c.at]);
                let (words, inside) = (c.words, c.inside);
                (0, Message::Cycle { key, words, inside })
            })
            .collect();
        let gathered = round(self.channel, sent, count)?;
        if gathered.total() == 0 {
            return Ok(());
        }
        // Worker 0 numbers the gathered positions and the children they reach by key.
        let mut cycles: Vec<Gathered<G::Key>> = Vec::new();
        for message in gathered.inbox {
            let Message::Cycle {
                key: bytes,
                words,
                inside,
            } = message
            else {
                return Err(Error::invalid(Text::new("error-dist-bad-message")));
            };
            let inside = inside
                .iter()
                .map(|k| key_from::<G::Key>(k))
                .collect::<Result<Vec<_>, _>>()?;
            let key = key_from(&bytes)?;
            cycles.push(Gathered {
                key,
                bytes,
                words,
                inside,
            });
        }
        cycles.sort_by(|a, b| a.key.cmp(&b.key));
        let is_cyclic = |k: &G::Key| cycles.binary_search_by(|c| c.key.cmp(k)).is_ok();
        let mut outside: Vec<G::Key> = cycles
            .iter()
            .flat_map(|c| c.inside.iter().filter(|k| !is_cyclic(k)).cloned())
            .collect();
        outside.sort();
        outside.dedup();
        let mut questions = Questions::default();
        for key in &outside {
            questions.ask(self.owner(key), tier, key.clone());
        }
        let (asks, order) = questions.messages(self.me());
        let asked = round(self.channel, asks, 0)?;
        let current = Some(Current {
            keys,
            values: &*values,
            nimbers: &*nimbers,
        });
        let answers = self.answer(tier, asked.inbox, &BTreeMap::new(), current)?;
        let answered = round(self.channel, answers, 0)?;
        let answer = answers_in(order, answered.inbox, self.builder.nimbers())?;
        let mut valued = Vec::new();
        if self.me() == 0 {
            // Slots: the gathered positions and the children valued already, by key.
            let mut slots: Vec<G::Key> = cycles.iter().map(|c| c.key.clone()).collect();
            slots.extend(outside.iter().cloned());
            slots.sort();
            let slot = |k: &G::Key| slots.binary_search(k).expect("a slot") as u64;
            let with_nimbers = self.builder.nimbers();
            let mut local_values = vec![0u32; slots.len()];
            let mut local_nimbers = vec![0u32; if with_nimbers { slots.len() } else { 0 }];
            for (key, &(value, nimber)) in outside.iter().zip(&answer) {
                let s = slot(key) as usize;
                local_values[s] = value;
                if with_nimbers {
                    local_nimbers[s] = nimber;
                }
            }
            let mut solver = Cycles::default();
            let mut options = Options::default();
            for c in &cycles {
                options.clear();
                for &(v, n) in &c.words {
                    options.add(v, n);
                }
                let inside: Vec<u64> = c.inside.iter().map(slot).collect();
                solver.add(slot(&c.key), options.clone(), &inside);
            }
            solver.solve(
                &mut local_values,
                &mut local_nimbers,
                self.builder.play(),
                with_nimbers,
                &self.builder.plan.stop,
            )?;
            for c in cycles {
                let s = slot(&c.key) as usize;
                let to = self.owner(&c.key);
                let message = Message::Valued {
                    key: c.bytes,
                    value: local_values[s],
                    nimber: local_nimbers.get(s).copied().unwrap_or(0),
                };
                valued.push((to, message));
            }
        }
        let told = round(self.channel, valued, 0)?;
        for message in told.inbox {
            let Message::Valued { key, value, nimber } = message else {
                return Err(Error::invalid(Text::new("error-dist-bad-message")));
            };
            let at = keys
                .binary_search(&key_from(&key)?)
                .map_err(|_| Error::invalid(Text::new("error-dist-bad-message")))?;
            values[at] = value;
            if let Some(n) = nimbers.get_mut(at) {
                *n = nimber;
            }
        }
        Ok(())
    }
}
