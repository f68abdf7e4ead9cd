//! The [`Channel`] of one timely worker: a round a timestamp.

use boyi::db::{Channel, Message};
use boyi::error::Error;
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;
use timely::container::CapacityContainerBuilder;
use timely::dataflow::channels::pact::Exchange;
use timely::dataflow::operators::generic::Operator;
use timely::dataflow::operators::{Input, Probe};
use timely::dataflow::{InputHandleVec, ProbeHandle};
use timely::worker::Worker;

/// Messages received, by the round they were sent in.
type Inbox = Rc<RefCell<BTreeMap<u64, Vec<Message>>>>;

/// Rounds of messages between the workers of a timely computation.
pub struct Rounds<'w> {
    worker: &'w mut Worker,
    input: InputHandleVec<u64, (u32, Message)>,
    probe: ProbeHandle<u64>,
    inbox: Inbox,
    /// The round under way.
    round: u64,
    /// This worker, and how many there are.
    index: u32,
    peers: u32,
    /// Bytes of messages this worker sent to other workers ([`Message::payload`]).
    pub sent: u64,
}

impl<'w> Rounds<'w> {
    /// The rounds of `worker`: a dataflow that exchanges each message to the worker it names
    /// and keeps those that arrive, by round.
    pub fn new(worker: &'w mut Worker) -> Self {
        let mut input = InputHandleVec::new();
        let probe = ProbeHandle::new();
        let inbox: Inbox = Rc::default();
        let kept = inbox.clone();
        worker.dataflow::<u64, _, _>(|scope| {
            scope
                .input_from(&mut input)
                .unary::<CapacityContainerBuilder<Vec<()>>, _, _, _>(
                    Exchange::new(|m: &(u32, Message)| u64::from(m.0)),
                    "Inbox",
                    move |_, _| {
                        move |input, _output| {
                            input.for_each(|time, data| {
                                let mut kept = kept.borrow_mut();
                                let round = kept
                                    .entry(time.least().copied().unwrap_or_default())
                                    .or_default();
                                round.extend(data.drain(..).map(|(_, m)| m));
                            });
                        }
                    },
                )
                .probe_with(&probe);
        });
        let (index, peers) = (worker.index() as u32, worker.peers() as u32);
        Rounds {
            index,
            peers,
            worker,
            input,
            probe,
            inbox,
            round: 0,
            sent: 0,
        }
    }
}

impl Channel for Rounds<'_> {
    fn worker(&self) -> u32 {
        self.index
    }

    fn workers(&self) -> u32 {
        self.peers
    }

    fn exchange(&mut self, messages: Vec<(u32, Message)>) -> Result<Vec<Message>, Error> {
        let me = self.index;
        for message in messages {
            if message.0 != me {
                self.sent += message.1.payload();
            }
            self.input.send(message);
        }
        self.round += 1;
        self.input.advance_to(self.round);
        let (probe, round) = (&self.probe, self.round);
        // Parked, not spinning, while the other workers finish the round.
        self.worker
            .step_or_park_while(None, || probe.less_than(&round));
        Ok(self
            .inbox
            .borrow_mut()
            .remove(&(round - 1))
            .unwrap_or_default())
    }
}
