//! Why a Green Hackenbush picture is worth what it is, in the principles' words: which
//! cycles were fused into what, and the nimber of each part on the ground.

use super::board::Board;
use super::fused::{Block, Fused};
use crate::text::Text;

/// The most blocks with cycles, and parts on the ground, named one by one.
const NAMED: usize = 8;

/// The explanation of a position, fused as `fused`.
pub fn explain(board: &Board, fused: &Fused) -> Text {
    let mut lines = vec![Text::new("green-principles")];
    if fused.blocks.is_empty() {
        lines.push(Text::new("green-empty"));
        return Text::lines(lines);
    }
    lines.extend(fusion(board, fused));
    lines.extend(ground(board, fused));
    Text::lines(lines)
}

/// The blocks with cycles, largest first: how many vertices each fused, how many edges
/// became loops, and what it is worth with what stands on it.
fn fusion(board: &Board, fused: &Fused) -> Vec<Text> {
    let mut cyclic: Vec<&Block> = fused
        .blocks
        .iter()
        .filter(|b| fused.top(b).is_none())
        .collect();
    if cyclic.is_empty() {
        return vec![Text::new("green-tree")];
    }
    let loops = |b: &Block| u64::from(b.edges.1 - b.edges.0);
    cyclic.sort_by_key(|b| std::cmp::Reverse(loops(b)));
    let all: u64 = cyclic.iter().map(|b| loops(b)).sum();
    let mut lines = vec![Text::new("green-fused")
        .arg("parts", cyclic.len())
        .arg("loops", all)];
    for block in cyclic.iter().take(NAMED) {
        lines.push(
            Text::new("green-part")
                .arg("at", board.names[block.foot as usize].clone())
                .arg("vertices", fused.vertices_of(block).len() + 1)
                .arg("loops", loops(block))
                .arg("worth", loops(block) & 1)
                .arg("above", block.value ^ (loops(block) & 1))
                .arg("value", block.value),
        );
    }
    if cyclic.len() > NAMED {
        lines.push(Text::new("green-more").arg("more", cyclic.len() - NAMED));
    }
    lines
}

/// The parts standing on the ground, each with its value: a bridge with the branch above
/// it, or a block with cycles.
fn ground(board: &Board, fused: &Fused) -> Vec<Text> {
    let mut on_ground: Vec<&Block> = fused
        .blocks
        .iter()
        .filter(|b| b.foot == fused.ground)
        .collect();
    on_ground.sort_by_key(|b| fused.edges_of(b).iter().min().copied());
    let mut lines = vec![Text::new("green-ground")
        .arg("ground", board.names[fused.ground as usize].clone())
        .arg("parts", on_ground.len())
        .arg("value", fused.nimber())];
    for block in on_ground.iter().take(NAMED) {
        lines.push(match fused.top(block) {
            Some(_) => Text::new("green-branch")
                .arg("edge", board.edge(fused.edges_of(block)[0] as usize))
                .arg("above", block.value - 1)
                .arg("value", block.value),
            None => Text::new("green-cycle-part")
                .arg("loops", block.edges.1 - block.edges.0)
                .arg("value", block.value),
        });
    }
    if on_ground.len() > NAMED {
        lines.push(Text::new("green-more").arg("more", on_ground.len() - NAMED));
    }
    lines
}
