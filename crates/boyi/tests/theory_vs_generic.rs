//! Every closed form is checked against the generic engines on all small positions.

use boyi::analysis::{self, Analysis, MoveReport};
use boyi::budget::Budget;
use boyi::family::{erase, Position, Road};
use boyi::games::bash::Bash;
use boyi::games::compound::{self, Compound};
use boyi::games::nim::{self, Nim};
use boyi::games::staircase::{self, Staircase};
use boyi::games::subtraction::Lazy;
use boyi::games::subtraction::Subtraction;
use boyi::games::sum::Part;
use boyi::games::wythoff::{self, GrundyTable, Wythoff};
use boyi::solve::grundy::Solver;
use boyi::solve::period::{self, Shift};
use boyi::solve::retro;
use boyi::{Game, Kind, Notation, Outcome, Play};
use num_bigint::BigUint;
use proptest::prelude::*;

fn play() -> impl Strategy<Value = Play> {
    prop_oneof![Just(Play::Normal), Just(Play::Misere)]
}

fn positions(moves: &[MoveReport]) -> Vec<String> {
    let mut p: Vec<String> = moves.iter().filter_map(|m| m.position.clone()).collect();
    p.sort();
    p
}

/// What theory and search must agree on: outcome, nimber and the winning moves' results.
fn summary(a: &Analysis) -> (Outcome, Option<u64>, Vec<String>) {
    (a.outcome, a.nimber, positions(&a.winning_moves))
}

/// The generic engine's analysis of a position: nimbers where the game's kind has them (normal play), outcomes only under misère.
fn searched<G: Notation>(game: G, position: G::Position) -> Analysis {
    analysis::generic(&mut Solver::new(game), &position).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn nim_theory_matches_search(heaps in prop::collection::vec(0u64..7, 0..5), play in play()) {
        let theory = nim::analyze(&heaps, play);
        prop_assert_eq!(summary(&theory), summary(&searched(Nim { play }, heaps.clone())));
    }

    #[test]
    fn bash_theory_matches_search(max in 1u64..7, n in 0u64..80, play in play()) {
        let rules = Bash { max, play };
        let (theory, search) = (rules.analyze(n), searched(rules, n));
        prop_assert_eq!(summary(&theory), summary(&search));
        prop_assert_eq!(theory.remoteness, search.remoteness);
    }

    #[test]
    fn subtraction_theory_matches_search(
        set in prop::collection::btree_set(1u64..12, 1..5),
        n in 0u64..300,
        play in play(),
    ) {
        let rules = Subtraction::new(set.into_iter().collect(), play).unwrap();
        let theory = rules.solve(Budget::of_machine()).analyze(n).unwrap();
        let search = searched(rules, n);
        prop_assert_eq!(summary(&theory), summary(&search));
        prop_assert_eq!(theory.remoteness, search.remoteness);
    }

    /// A period proven on a short prefix predicts every later value, nimbers and remoteness.
    #[test]
    fn proven_periods_predict_the_future(
        set in prop::collection::btree_set(1u64..10, 1..5),
        play in play(),
    ) {
        let rules = Subtraction::new(set.into_iter().collect(), play).unwrap();
        let long = rules.values(6000);
        for short in [40usize, 200, 1000] {
            let prefix = &long.grundy[..short];
            if let Some(p) = period::find(prefix, rules.window(), Shift::Zero) {
                for n in 0..long.grundy.len() {
                    prop_assert_eq!(p.value_at(prefix, n as u64), Some(long.grundy[n] as u64));
                }
            }
            let prefix = &long.remoteness[..short];
            if let Some(p) = period::find(prefix, rules.window(), Shift::Even) {
                for n in 0..long.remoteness.len() {
                    prop_assert_eq!(p.value_at(prefix, n as u64), Some(long.remoteness[n]));
                }
            }
        }
    }

    #[test]
    fn wythoff_theory_matches_search(a in 0u64..25, b in 0u64..25) {
        let theory = wythoff::analyze(&BigUint::from(a), &BigUint::from(b));
        prop_assert_eq!(summary(&theory), summary(&searched(Wythoff, (a.into(), b.into()))));
    }

    /// ⌊kφ⌋ by integer square root satisfies the defining inequality
    /// 2a - k ≤ √5·k < 2a + 2 - k, checked by squaring, for huge k.
    #[test]
    fn floor_k_phi_is_exact(k in any::<u128>()) {
        let k = BigUint::from(k) * BigUint::from(k | 1);
        let a = wythoff::lower(&k);
        let two_a = &a * 2u32;
        prop_assert!(two_a >= k);
        let low = &two_a - &k;
        let high = &two_a + 2u32 - &k;
        let five_k2 = &k * &k * 5u32;
        prop_assert!(&low * &low <= five_k2);
        prop_assert!(five_k2 < &high * &high);
    }

    #[test]
    fn partners_make_p_positions(x in any::<u128>()) {
        let x = BigUint::from(x);
        let y = wythoff::partner(&x);
        prop_assert!(wythoff::is_p_position(&x, &y));
        prop_assert!(wythoff::winning_moves(&x, &y).is_empty());
        let bigger = &y + 1u32;
        prop_assert!(!wythoff::is_p_position(&x, &bigger));
        prop_assert!(!wythoff::winning_moves(&x, &bigger).is_empty());
    }

    #[test]
    fn staircase_theory_matches_search(steps in prop::collection::btree_set(1u64..13, 1..6)) {
        let steps: Vec<u64> = steps.into_iter().collect();
        let theory = staircase::analyze(&steps);
        prop_assert_eq!(summary(&theory), summary(&searched(Staircase, steps.clone())));
        // Contest order: smallest A, then smallest B.
        let moves = staircase::winning_moves(&steps);
        prop_assert!(moves.windows(2).all(|w| (w[0].from, w[0].to) < (w[1].from, w[1].to)));
    }

    /// Retrograde analysis agrees with the acyclic solver on outcomes and remoteness.
    #[test]
    fn retrograde_matches_acyclic_search(
        set in prop::collection::btree_set(1u64..8, 1..4),
        n in 0u64..150,
        play in play(),
    ) {
        let rules = Subtraction::new(set.into_iter().collect(), play).unwrap();
        let labelled = retro::solve_game(&rules, &n, 1000).unwrap();
        let mut solver = Solver::new(rules);
        for m in 0..=n {
            let a = solver.value(&m).unwrap();
            if let Some(b) = labelled.value(&m) {
                prop_assert_eq!((a.outcome, a.remoteness), (b.outcome, b.remoteness));
            }
        }
    }

    /// Sprague-Grundy: searching a sum of two games gives the xor of their nimbers.
    #[test]
    fn sum_of_games_is_xor(
        set in prop::collection::btree_set(1u64..8, 1..4),
        n in 0u64..40,
        a in 0u64..8,
        b in 0u64..8,
    ) {
        let sub = Subtraction::new(set.into_iter().collect(), Play::Normal).unwrap();
        let g1 = sub.solve(Budget::of_machine()).value(n).unwrap().nimber.unwrap();
        let g2 = GrundyTable::new(a, b).unwrap().get((a, b));
        let theory = compound::analyze(
            Compound::Sum,
            &mut [
                Part {
                    game: erase(Lazy::new(sub.clone(), Budget::of_machine()), Road::Theory, Budget::of_machine()),
                    position: Position::new(n),
                },
                Part {
                    game: erase(wythoff::Tables::default(), Road::Theory, Budget::of_machine()),
                    position: Position::new((BigUint::from(a), BigUint::from(b))),
                },
            ],
            Road::Theory,
            true,
            Budget::of_machine(),
        )
        .unwrap();
        let pair = Pair(sub, Wythoff);
        let mut solver = Solver::new(pair);
        let start = (n, (BigUint::from(a), BigUint::from(b)));
        let searched = solver.value(&start).unwrap();
        prop_assert_eq!(searched.nimber, Some(g1 ^ g2));
        // Every winning move of the sum, including those to a larger nimber in a component.
        let mut moves = Vec::new();
        solver.game().moves(&start, &mut moves);
        let winning = moves
            .iter()
            .filter(|(_, p)| solver.value(p).unwrap().outcome == Outcome::Lose)
            .count();
        prop_assert_eq!(theory.winning_moves.len(), winning);
        // Every move is listed, and exactly the winning ones are called wins.
        let listed = theory.moves.unwrap();
        prop_assert_eq!(listed.len(), moves.len());
        prop_assert_eq!(listed.iter().filter(|m| m.outcome == Outcome::Win).count(), winning);
    }
}

/// The disjunctive sum of two games, searched as one game.
struct Pair<A, B>(A, B);

impl<A: Game, B: Game> Game for Pair<A, B> {
    type Position = (A::Position, B::Position);
    type Move = ();
    fn kind(&self) -> Kind {
        match (self.0.kind(), self.1.kind()) {
            (Kind::Nimber, Kind::Nimber) => Kind::Nimber,
            _ => Kind::Outcome,
        }
    }
    fn moves(&self, (x, y): &Self::Position, out: &mut Vec<((), Self::Position)>) {
        let mut left = Vec::new();
        self.0.moves(x, &mut left);
        out.extend(left.into_iter().map(|(_, x2)| ((), (x2, y.clone()))));
        let mut right = Vec::new();
        self.1.moves(y, &mut right);
        out.extend(right.into_iter().map(|(_, y2)| ((), (x.clone(), y2))));
    }
}

#[test]
fn contest_samples_of_qiuqiu() {
    let solved = Subtraction::new(vec![1, 3, 7, 8], Play::Misere)
        .unwrap()
        .solve(Budget::of_machine());
    let answers: Vec<Outcome> = [1, 2, 10, 18]
        .iter()
        .map(|&n| solved.value(n).unwrap().outcome)
        .collect();
    assert_eq!(
        answers,
        [Outcome::Lose, Outcome::Win, Outcome::Win, Outcome::Lose]
    );
}

#[test]
fn seed_004_nim_example() {
    let a = nim::analyze(&[14, 21, 39], Play::Normal);
    assert_eq!(a.winning_moves.len(), 1);
    assert_eq!(a.winning_moves[0].position.as_deref(), Some("14 21 27"));
    let a = nim::analyze(&[55, 81, 121], Play::Normal);
    assert!(a
        .winning_moves
        .iter()
        .any(|m| m.position.as_deref() == Some("55 81 102")));
}

#[test]
fn seed_001_float_formula_fails_where_boyi_does_not() {
    // Consecutive Fibonacci numbers F40, F41: a P-position.
    let (a, b) = (BigUint::from(165_580_140u64), BigUint::from(267_914_295u64));
    assert!(wythoff::is_p_position(&a, &b));
    // The seed's formula: (int)(k * (sqrt(5) + 1) / 2.0) with k = b - a, in f64.
    let k = 267_914_295f64 - 165_580_140f64;
    let seed = (k * (5f64.sqrt() + 1.0) / 2.0) as i64;
    assert_ne!(
        seed, 165_580_140,
        "the seed's float formula judges this pair correctly after all"
    );
}

#[test]
fn staircase_contest_samples() {
    let first = |steps: &[u64]| {
        staircase::winning_moves(steps)
            .first()
            .map(|m| (m.from, m.to))
    };
    assert_eq!(first(&[1, 5, 9]), Some((1, 4)));
    assert_eq!(first(&[1, 5, 8, 10]), Some((1, 3)));
}

#[test]
fn wythoff_table_matches_closed_form_and_mex_rule() {
    // The defining rule: a_k is the least number in no earlier pair, b_k = a_k + k.
    let limit = 200_000usize;
    let mut used = vec![false; 2 * limit];
    let mut a = 0;
    for (k, (x, y)) in wythoff::p_positions().take(limit / 2).enumerate() {
        while used[a] {
            a += 1;
        }
        used[a] = true;
        used[a + k] = true;
        assert_eq!((x, y), (a as u64, (a + k) as u64), "k = {k}");
        let (bx, by) = wythoff::p_position(&BigUint::from(k));
        assert_eq!((BigUint::from(x), BigUint::from(y)), (bx, by));
    }
}
