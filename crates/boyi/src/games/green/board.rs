//! A Green Hackenbush picture as read from its file: the vertices' names, the edges, the
//! ground.

use super::fused::{Drawn, Fused};
use crate::budget::Stop;
use crate::error::Error;
use crate::text::Text;

/// The picture with its vertices' names.
pub struct Board {
    /// The game as typed: `green FILE [--ground V]`.
    pub name: String,
    /// The vertices' names, in the order of the file.
    pub names: Vec<String>,
    /// The edges, in the order of the file.
    pub edges: Vec<(u32, u32)>,
    /// The vertex the picture stands on.
    pub ground: u32,
}

impl Board {
    /// The picture as the fusion reads it.
    pub fn drawn(&self) -> Drawn<'_> {
        Drawn {
            vertices: self.names.len(),
            edges: &self.edges,
            ground: self.ground,
        }
    }

    /// Which edges `cut` marks, one flag an edge.
    pub fn marks(&self, cut: &[u32]) -> Vec<bool> {
        let mut marks = vec![false; self.edges.len()];
        for &e in cut {
            marks[e as usize] = true;
        }
        marks
    }

    /// The picture fused once the edges of `cut` are cut.
    pub fn fused(&self, cut: &[u32], stop: &Stop) -> Result<Fused, Error> {
        Fused::new(self.drawn(), &self.marks(cut), &[], stop)
    }

    /// Edge `e` in words: its number from 1 and its ends.
    pub fn edge(&self, e: usize) -> Text {
        let (a, b) = self.edges[e];
        Text::new("green-edge")
            .arg("edge", e + 1)
            .arg("from", self.names[a as usize].clone())
            .arg("to", self.names[b as usize].clone())
    }
}
