use crate::budget::Budget;
use crate::games::domineering::rules::Board;
use crate::games::domineering::Domineering;
use crate::grid::Shape;
use crate::partizan::search::{Bridge, Rules, Search};
use crate::partizan::{expr, Arena, GameId};

/// Domineering valued from options alone: the plain engine the bridges are checked by.
struct Plain;

impl Rules for Plain {
    type Position = Board;
    fn left(&self, b: &Board, out: &mut Vec<Board>) {
        Domineering.left(b, out);
    }
    fn right(&self, b: &Board, out: &mut Vec<Board>) {
        Domineering.right(b, out);
    }
    fn components(&self, b: &Board, out: &mut Vec<Board>) {
        Domineering.components(b, out);
    }
    fn closed_form(&self, b: &Board, arena: &mut Arena) -> Option<GameId> {
        Domineering.closed_form(b, arena)
    }
}

/// Every board with holes of every rectangle of up to 12 cells and of 4 × 4.
fn boards() -> impl Iterator<Item = Board> {
    let mut shapes: Vec<Shape> = (1..=12u8)
        .flat_map(|h| (1..=12 / h).map(move |w| Shape { w, h }))
        .collect();
    shapes.push(Shape { w: 4, h: 4 });
    shapes
        .into_iter()
        .flat_map(|shape| (0..=shape.full()).map(move |empty| Board { shape, empty }))
}

/// On every such board, for every bridge found: where its hypotheses hold, the region
/// is worth the sum the theorem says, by the values of the plain engine; and the search
/// that splits at bridges values every board as the plain engine does. Many bridges of
/// each kind are found and hold, and many are found whose hypotheses do not.
#[test]
fn bridges_split_as_the_plain_engine_values() {
    let mut plain = Search::new(Plain, Budget::of_machine());
    let mut split = Search::new(Domineering, Budget::of_machine());
    let (mut held, mut failed) = ([0; 2], 0);
    let mut found = Vec::new();
    for board in boards() {
        for region in board.shape.regions(board.empty) {
            let region = Board {
                empty: region,
                ..board
            };
            found.clear();
            Domineering.bridges(&region, &mut found);
            for Bridge { parts, destroys } in &found {
                let mut value = |p: &Board| plain.value(p).unwrap();
                let [(first_with, first), (second_with, second)] = parts;
                let (first, second_with) = (value(first), value(second_with));
                let second = match destroys {
                    false => second_with,
                    true => value(second),
                };
                if value(first_with) != first || second != second_with {
                    failed += 1;
                    continue;
                }
                held[*destroys as usize] += 1;
                let whole = value(&region);
                assert_eq!(whole, plain.arena.add(first, second), "{region:?}");
            }
        }
        let expected = plain.value(&board).unwrap();
        let got = split.value(&board).unwrap();
        assert_eq!(
            expr::write(&mut split.arena, got, 100_000).unwrap(),
            expr::write(&mut plain.arena, expected, 100_000).unwrap(),
            "{board:?}"
        );
    }
    assert!(held[0] > 1000 && held[1] > 100 && failed > 1000);
}
