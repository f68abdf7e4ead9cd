//! How the workers of one build talk: rounds of messages, each worker sending to each the
//! messages it owes them and a number, then receiving what every worker sent it. A round is
//! a superstep (bulk synchronous): it ends only once every worker has sent its part, so a
//! worker reads a round's messages knowing none is still on its way.
//!
//! The library runs a build over any [`Channel`]; `boyi-dist` carries rounds on timely
//! dataflow (one timestamp a round, its end told by the frontier), and [`Alone`] is the
//! channel of a single worker.

use crate::error::Error;
use crate::text::Text;
use serde::{Deserialize, Serialize};

/// What one worker sends another. Keys are written by [`super::Key::write`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Message {
    /// The number a worker tells every worker in a round (see [`Channel::round`]).
    Count {
        /// The worker that tells it.
        from: u32,
        /// Its number.
        count: u64,
    },
    /// A worker stopped with an error: the others stop too.
    Failed {
        /// The worker that stopped.
        from: u32,
        /// Why, in the words of its error.
        error: String,
    },
    /// Positions found, for the worker that owns them: their keys one after another.
    Found {
        /// Their tier.
        tier: u32,
        /// Their keys, each as [`super::Key::write_after`] writes it after none.
        keys: Vec<u8>,
    },
    /// The stored words of positions of one tier are wanted by worker `from`: their keys
    /// one after another.
    Ask {
        /// Their tier.
        tier: u32,
        /// The worker that asks.
        from: u32,
        /// Their keys, as in [`Message::Found`].
        keys: Vec<u8>,
    },
    /// The stored words that answer the `Ask` of tier `tier` that worker `from` was sent:
    /// the value word of each key, in the order asked, each followed by its nimber word
    /// where the game has nimbers.
    Answer {
        /// The tier asked about.
        tier: u32,
        /// The worker that answers.
        from: u32,
        /// Value, nimber, value, nimber, … (value, value, … without nimbers)
        words: Vec<u32>,
    },
    /// A position with moves inside its tier, sent to the worker that values the tier's
    /// cycles: the stored words of its children in later tiers, and the keys of those in
    /// its own.
    Cycle {
        /// Its key.
        key: Vec<u8>,
        /// Its children's words elsewhere.
        words: Vec<(u32, u32)>,
        /// Its children's keys inside the tier.
        inside: Vec<Vec<u8>>,
    },
    /// The value of a position of the tier being solved, for its owner.
    Valued {
        /// Its key.
        key: Vec<u8>,
        /// The value word.
        value: u32,
        /// The nimber word.
        nimber: u32,
    },
}

impl Message {
    /// The bytes the message carries: its keys and numbers, as a compact encoding would
    /// send them (what a build reports as exchanged).
    pub fn payload(&self) -> u64 {
        let bytes = match self {
            Message::Count { .. } => 12,
            Message::Failed { error, .. } => 4 + error.len(),
            Message::Found { keys, .. } => 4 + keys.len(),
            Message::Ask { keys, .. } => 8 + keys.len(),
            Message::Answer { words, .. } => 8 + 4 * words.len(),
            Message::Cycle {
                key, words, inside, ..
            } => key.len() + 8 * words.len() + inside.iter().map(Vec::len).sum::<usize>(),
            Message::Valued { key, .. } => 8 + key.len(),
        };
        bytes as u64
    }
}

/// Carries rounds of messages between the workers of a build.
pub trait Channel {
    /// This worker, from 0.
    fn worker(&self) -> u32;
    /// How many workers there are.
    fn workers(&self) -> u32;
    /// Sends each message to the worker it is paired with, and returns every message sent to
    /// this one in the same round, once every worker has sent its own.
    fn exchange(&mut self, messages: Vec<(u32, Message)>) -> Result<Vec<Message>, Error>;
}

/// The channel of a build with one worker: what it sends, it receives.
pub struct Alone;

impl Channel for Alone {
    fn worker(&self) -> u32 {
        0
    }

    fn workers(&self) -> u32 {
        1
    }

    fn exchange(&mut self, messages: Vec<(u32, Message)>) -> Result<Vec<Message>, Error> {
        Ok(messages.into_iter().map(|(_, m)| m).collect())
    }
}

/// A round as the builder uses it: the messages received, and the number every worker told.
pub(crate) struct Round {
    /// Messages for this worker.
    pub(super) inbox: Vec<Message>,
    /// Every worker's number, by worker.
    pub(super) counts: Vec<u64>,
}

impl Round {
    /// The sum of the numbers told.
    pub(crate) fn total(&self) -> u64 {
        self.counts.iter().sum()
    }
}

/// One round over `channel`: `messages` go to their workers, and `count` to every worker.
/// A worker that told of its failure, or told nothing, stops this one with an error naming
/// it.
pub(crate) fn round(
    channel: &mut dyn Channel,
    mut messages: Vec<(u32, Message)>,
    count: u64,
) -> Result<Round, Error> {
    let (me, workers) = (channel.worker(), channel.workers());
    messages.extend((0..workers).map(|to| (to, Message::Count { from: me, count })));
    let mut counts = vec![None; workers as usize];
    let mut inbox = Vec::new();
    for message in channel.exchange(messages)? {
        match message {
            Message::Count { from, count } => {
                if let Some(slot) = counts.get_mut(from as usize) {
                    *slot = Some(count);
                }
            }
            Message::Failed { from, error } => {
                return Err(Error::invalid(
                    Text::new("error-dist-worker-failed")
                        .arg("worker", from)
                        .arg("error", error),
                ))
            }
            other => inbox.push(other),
        }
    }
    let counts = counts
        .into_iter()
        .enumerate()
        .map(|(w, c)| {
            c.ok_or_else(|| Error::invalid(Text::new("error-dist-worker-silent").arg("worker", w)))
        })
        .collect::<Result<Vec<u64>, Error>>()?;
    Ok(Round { inbox, counts })
}

/// Tells every other worker that this one stopped with `error` (as far as the channel still
/// carries it).
pub fn tell_failure(channel: &mut dyn Channel, error: &str) {
    let (me, workers) = (channel.worker(), channel.workers());
    let messages = (0..workers)
        .filter(|&w| w != me)
        .map(|to| {
            (
                to,
                Message::Failed {
                    from: me,
                    error: error.to_string(),
                },
            )
        })
        .collect();
    let _ = channel.exchange(messages);
}
