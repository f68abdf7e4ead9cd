//! The principles and the winning cuts against a plain search of every cut, on every small
//! picture.

use super::fused::{Drawn, Fused};
use super::{winning, Picture};
use crate::budget::Stop;
use std::collections::HashMap;

/// The nimber of the picture's standing edges `mask`, by plain search of every cut.
fn searched(picture: &Picture, mask: u32, memo: &mut HashMap<u32, u64>) -> u64 {
    if let Some(&v) = memo.get(&mask) {
        return v;
    }
    let mut options = Vec::new();
    for e in 0..picture.edges.len() {
        if mask >> e & 1 == 1 {
            let after = grounded(picture, mask & !(1 << e));
            options.push(searched(picture, after, memo));
        }
    }
    let value = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert(mask, value);
    value
}

/// The vertices joined to the ground by the edges of `mask` (the ground among them).
fn reached(picture: &Picture, mask: u32) -> u64 {
    let mut reached = 1u64 << picture.ground;
    loop {
        let before = reached;
        for (e, &(a, b)) in picture.edges.iter().enumerate() {
            if mask >> e & 1 == 1 && (reached >> a & 1 == 1 || reached >> b & 1 == 1) {
                reached |= 1 << a | 1 << b;
            }
        }
        if reached == before {
            return reached;
        }
    }
}

/// The edges of `mask` still joined to the ground.
fn grounded(picture: &Picture, mask: u32) -> u32 {
    let reached = reached(picture, mask);
    (0..picture.edges.len())
        .filter(|&e| mask >> e & 1 == 1 && reached >> picture.edges[e].0 & 1 == 1)
        .fold(0, |m, e| m | 1 << e)
}

/// The position whose standing edges are `mask`, written as the family writes it: the cut
/// edges that touch what stands.
fn written(picture: &Picture, mask: u32) -> Vec<u32> {
    let reached = reached(picture, mask);
    (0..picture.edges.len() as u32)
        .filter(|&e| {
            let (a, b) = picture.edges[e as usize];
            mask >> e & 1 == 0 && (reached >> a & 1 == 1 || reached >> b & 1 == 1)
        })
        .collect()
}

/// Every multiset of up to `most` edges on `vertices` vertices (vertex 0 the ground), loops
/// and parallel edges included.
fn every_picture(vertices: u32, most: usize, mut check: impl FnMut(&Picture)) -> usize {
    let pairs: Vec<(u32, u32)> = (0..vertices)
        .flat_map(|a| (a..vertices).map(move |b| (a, b)))
        .collect();
    let mut checked = 0;
    for count in 0..=most {
        // Every multiset of `count` pairs, as non-decreasing index sequences.
        let mut picks = vec![0usize; count];
        loop {
            check(&Picture {
                ground: 0,
                edges: picks.iter().map(|&i| pairs[i]).collect(),
            });
            checked += 1;
            let Some(i) = (0..count).rev().find(|&i| picks[i] + 1 < pairs.len()) else {
                break;
            };
            picks[i] += 1;
            for j in i + 1..count {
                picks[j] = picks[i];
            }
        }
    }
    checked
}

/// Every picture of up to six edges on five vertices: the principles' value is the plain
/// search's.
#[test]
fn the_principles_agree_with_plain_search_on_every_small_picture() {
    let checked = every_picture(5, 6, |picture| {
        let all = grounded(picture, (1u32 << picture.edges.len()) - 1);
        let plain = searched(picture, all, &mut HashMap::new());
        let nimber = picture.nimber(&Stop::default()).unwrap();
        assert_eq!(nimber, plain, "{:?}", picture.edges);
    });
    assert!(checked > 10_000);
}

/// From every position of every picture of up to five edges on five vertices: the cuts to
/// each nimber up to 3 are the plain search's, and the position after each cut is written
/// as the plain search's.
#[test]
fn the_winning_cuts_are_plain_search_s_from_every_small_position() {
    let stop = Stop::default();
    let checked = every_picture(5, 5, |picture| {
        let drawn = Drawn {
            vertices: 5,
            edges: &picture.edges,
            ground: 0,
        };
        let mut memo = HashMap::new();
        let full = (1u32 << picture.edges.len()) - 1;
        for mask in 0..=full {
            if grounded(picture, mask) != mask {
                continue;
            }
            let cut = written(picture, mask);
            let marks: Vec<bool> = (0..picture.edges.len())
                .map(|e| mask >> e & 1 == 0)
                .collect();
            let fused = Fused::new(drawn, &marks, &[], &stop).unwrap();
            assert_eq!(fused.nimber(), searched(picture, mask, &mut memo));
            let cuts: Vec<usize> = (0..picture.edges.len())
                .filter(|&e| mask >> e & 1 == 1)
                .collect();
            for &e in &cuts {
                let next = grounded(picture, mask & !(1 << e));
                let after = winning::after(drawn, &fused, &cut, e);
                assert_eq!(
                    after,
                    written(picture, next),
                    "{:?} {mask:b} {e}",
                    picture.edges
                );
            }
            for target in 0..=3 {
                let plain: Vec<usize> = cuts
                    .iter()
                    .copied()
                    .filter(|&e| {
                        let next = grounded(picture, mask & !(1 << e));
                        searched(picture, next, &mut memo) == target
                    })
                    .collect();
                let found = winning::cuts_to(drawn, &fused, target, &stop).unwrap();
                assert_eq!(found, plain, "{:?} {mask:b} to *{target}", picture.edges);
            }
        }
    });
    assert!(checked > 1_000);
}

/// A stalk of n edges is worth n, a cycle of length L at the ground L mod 2, and a
/// path of 10^5 edges or a cycle of 10^5 edges takes no recursion.
#[test]
fn stalks_and_cycles() {
    let stalk = |n: u32| Picture {
        ground: 0,
        edges: (0..n).map(|i| (i, i + 1)).collect(),
    };
    assert_eq!(stalk(5).nimber(&Stop::default()).unwrap(), 5);
    assert_eq!(stalk(100_000).nimber(&Stop::default()).unwrap(), 100_000);
    let cycle = |n: u32| Picture {
        ground: 0,
        edges: (0..n).map(|i| (i, (i + 1) % n)).collect(),
    };
    assert_eq!(cycle(7).nimber(&Stop::default()).unwrap(), 1);
    assert_eq!(cycle(100_000).nimber(&Stop::default()).unwrap(), 0);
}

/// On random pictures too large for plain search (up to 60 edges, blocks with many
/// cycles): the cuts to each nimber up to 7 are those whose cut, valued whole again, leaves
/// that nimber (the values themselves agree with plain search above).
#[test]
fn the_winning_cuts_are_the_cuts_valued_again_on_random_pictures() {
    use rand::{RngExt, SeedableRng};
    let stop = Stop::default();
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(7);
    for round in 0..300 {
        let vertices = rng.random_range(2..=20u32);
        let tree: Vec<(u32, u32)> = (1..vertices).map(|v| (rng.random_range(0..v), v)).collect();
        let extra = rng.random_range(0..=40u32);
        let mut edges = tree;
        edges.extend(
            (0..extra).map(|_| (rng.random_range(0..vertices), rng.random_range(0..vertices))),
        );
        let drawn = Drawn {
            vertices: vertices as usize,
            edges: &edges,
            ground: 0,
        };
        let fused = Fused::new(drawn, &[], &[], &stop).unwrap();
        for target in 0..=7 {
            let valued_again: Vec<usize> = (0..edges.len())
                .filter(|&e| {
                    let mut cut = vec![false; edges.len()];
                    cut[e] = true;
                    Fused::new(drawn, &cut, &[], &stop).unwrap().nimber() == target
                })
                .collect();
            let found = winning::cuts_to(drawn, &fused, target, &stop).unwrap();
            assert_eq!(found, valued_again, "round {round}: {edges:?} to *{target}");
        }
    }
}
