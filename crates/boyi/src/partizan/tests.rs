//! The engine checked two ways: known values from the literature, and random games whose
//! canonical forms must agree with a plain search of who wins their sums.

use super::expr::{self, Reading};
use super::*;
use proptest::prelude::*;

/// The game an expression names.
fn game(arena: &mut Arena, text: &str) -> GameId {
    match expr::read(arena, text) {
        Ok(Reading::Game(g)) => g,
        other => panic!("{text}: {other:?}"),
    }
}

fn shown(arena: &mut Arena, g: GameId) -> String {
    expr::write(arena, g, 10_000).unwrap()
}

/// Numbers past 2^63 in the denominator, which an `i64` numerator wrapped (nested 34 deep,
/// this was once the value 0): {x | 1} = 1 − (1 − x)/2, exactly, to 2^−79.
#[test]
fn numbers_with_long_denominators_stay_exact() {
    let mut a = Arena::new();
    let mut text = "1073741823/1073741824".to_string();
    for depth in 1..=49u32 {
        text = format!("{{{text}|1}}");
        let g = game(&mut a, &text);
        let denominator = num_bigint::BigUint::from(1u8) << (30 + depth);
        let want = format!("{}/{denominator}", &denominator - 1u8);
        assert_eq!(shown(&mut a, g), want, "nested {depth} deep");
        assert_eq!(a.stops(g).0.to_string(), want);
    }
}

#[test]
fn numbers_past_an_i128_stay_exact() {
    let tiny = Dyadic::new(1, 120);
    let sum = tiny + Dyadic::int(1 << 100);
    let one = num_bigint::BigInt::from(1);
    assert_eq!(
        sum.to_string(),
        format!("{}/{}", (&one << 220) + 1, &one << 120)
    );
    // CGSuite's integers, any size: read, added, compared and written back exactly.
    let mut a = Arena::new();
    let big = format!("1{}", "0".repeat(60));
    let g = game(&mut a, &format!("{{{big}|-{big}}} + {big}/2"));
    let (left, right) = (
        format!("15{}", "0".repeat(59)),
        format!("-5{}", "0".repeat(59)),
    );
    assert_eq!(shown(&mut a, g), format!("{{{left}|{right}}}"));
    let below = game(&mut a, &format!("{big} - 1"));
    let big = game(&mut a, &big);
    assert_eq!(a.compare(below, big), Cmp::Less);
}

#[test]
fn hot_game_of_the_issue() {
    // {3 || 2* | 1*}: temperature 3/4, mean 9/4 (Siegel, CGT, Example II.5.x; the issue).
    let mut a = Arena::new();
    let g = game(&mut a, "{3||2*|1*}");
    assert_eq!(shown(&mut a, g), "{3||2*|1*}");
    let t = a.thermograph(g);
    assert_eq!(t.temperature, Dyadic::new(3, 2));
    assert_eq!(t.mean, Dyadic::new(9, 2));
    let pts = |w: &Wall| {
        w.points()
            .iter()
            .map(|(t, v)| format!("{t}:{v}"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(pts(&t.left), "-1:4 3/4:9/4");
    assert_eq!(pts(&t.right), "-1:1 0:2 1/2:2 3/4:9/4");
    assert_eq!(a.stops(g), (Dyadic::int(3), Dyadic::int(2)));
    assert_eq!(a.class(g), Class::L);
}

#[test]
fn temperatures_and_means_of_switches_and_numbers() {
    let mut a = Arena::new();
    for (text, temperature, mean) in [
        ("{2|-1}", "3/2", "1/2"),
        ("{2|-1/2}", "5/4", "3/4"),
        ("1/2", "-1/2", "1/2"),
        ("3/4", "-1/4", "3/4"),
        ("5", "-1", "5"),
        ("*", "0", "0"),
        ("^", "0", "0"),
        ("+-1", "1", "0"),
        ("1/2*", "0", "1/2"),
    ] {
        let g = game(&mut a, text);
        assert_eq!(a.temperature(g).to_string(), temperature, "{text}");
        assert_eq!(a.mean(g).to_string(), mean, "{text}");
    }
}

#[test]
fn infinitesimals_compare_as_the_theory_says() {
    let mut a = Arena::new();
    let up_star = game(&mut a, "^*");
    assert_eq!(a.compare(up_star, Arena::ZERO), Cmp::Confused, "↑∗ ‖ 0");
    let double_up_star = game(&mut a, "^+^+*");
    assert_eq!(
        a.compare(double_up_star, Arena::ZERO),
        Cmp::Greater,
        "⇑∗ > 0"
    );
    assert_eq!(double_up_star, game(&mut a, "^^*"));
    assert_eq!(game(&mut a, "{0|*}"), game(&mut a, "^"));
    assert_eq!(game(&mut a, "{0,*|0}"), up_star);
    assert_eq!(game(&mut a, "{0|^*}"), game(&mut a, "^^"));
    assert_eq!(game(&mut a, "{*|*}"), Arena::ZERO);
    assert_eq!(game(&mut a, "{1|1}"), game(&mut a, "1*"));
    assert_eq!(game(&mut a, "{0|2}"), game(&mut a, "1"));
    assert_eq!(
        game(&mut a, "{^|v}"),
        game(&mut a, "*"),
        "both options reverse"
    );
    // The sign belongs to the number: -1^ is −1 + ↑; -(1^) is its negative.
    let minus_one_up = game(&mut a, "-1^");
    assert_eq!(minus_one_up, game(&mut a, "-1 + ^"));
    assert_eq!(game(&mut a, "-(1^)"), game(&mut a, "-1v"));
    assert_eq!(game(&mut a, "2-1^"), game(&mut a, "1v"));
    let switch = game(&mut a, "{3|1}");
    assert_eq!(shown(&mut a, switch), "{3|1}");
    assert_eq!(game(&mut a, "2+-1"), switch);
    let pm = game(&mut a, "{1|-1}");
    assert_eq!(shown(&mut a, pm), "±1");
    let r = expr::read(&mut a, "^* || 0").unwrap();
    assert!(matches!(
        r,
        Reading::Comparison {
            relation: expr::Relation::Confused,
            ..
        }
    ));
}

/// Atomic weights as CGSuite defines them (examples from cgt-tools' tests, checked there
/// against CGSuite); games that are not infinitesimal have none.
#[test]
fn atomic_weights() {
    let mut a = Arena::new();
    for (text, weight) in [
        ("*3", Some("0")),
        ("^", Some("1")),
        ("v", Some("-1")),
        ("vv", Some("-2")),
        ("{^^|v}", Some("1/2")),
        ("{^^|vv}", Some("*")),
        ("{^3|v3}", Some("±1")),
        ("{^^|*}", Some("1")),
        ("{*|vv}", Some("-1")),
        ("+-1", None),
        ("1/2", None),
    ] {
        let g = game(&mut a, text);
        let w = a.atomic_weight(g).map(|w| shown(&mut a, w));
        assert_eq!(w.as_deref(), weight, "{text}");
    }
}

/// Cooling {2 | −1} (Winning Ways, ch. 6): by 1/2 to {3/2 | −1/2}, by 1 to {1 | 0}, by 3/2
/// to 1/2∗ (its temperature), past it to the mean 1/2. Reduced canonical forms as cgt-tools'
/// tests give them from CGSuite.
#[test]
fn cooling_and_reduced_forms() {
    let mut a = Arena::new();
    let g = game(&mut a, "{2|-1}");
    for (t, cooled) in [
        ("1/2", "{3/2|-1/2}"),
        ("1", "{1|0}"),
        ("3/2", "1/2*"),
        ("2", "1/2"),
    ] {
        let t = game(&mut a, t);
        let t = a.number(t).unwrap();
        let c = a.cool(g, t.clone());
        let want = game(&mut a, cooled);
        assert_eq!(c, want, "by {t}");
    }
    for (text, rcf) in [("{{2|0},1*|*}", "{1|0}"), ("^*", "0")] {
        let g = game(&mut a, text);
        let r = a.reduced(g);
        let want = game(&mut a, rcf);
        assert_eq!(r, want, "{text}");
    }
}

/// Heating and overheating by the definitions (Berlekamp, "The economist's view of
/// combinatorial games"; Siegel, *Combinatorial Game Theory*, II.5), derived by hand: heating
/// leaves numbers alone, overheating makes every non-integer hot; heating by t undoes cooling
/// by t for a game hotter than t whose options are hotter still (±2 here).
#[test]
fn heating_and_overheating() {
    let mut a = Arena::new();
    let one = game(&mut a, "1");
    let one_star = game(&mut a, "1*");
    for (text, s, t, hot) in [
        ("3/2", one, one, "{2|1}"),
        ("*", one, one, "+-1"),
        ("^", one, one, "{1|{0|-2}}"),
        ("2", one_star, one, "2"),
        ("3", one_star, one, "3*"),
        ("-2", one, one_star, "-2"),
        ("{1/2|-1/2}", one, one, "{{2|1}|{-1|-2}}"),
    ] {
        let g = game(&mut a, text);
        let h = a.overheat(g, s, t);
        let want = game(&mut a, hot);
        assert_eq!(shown(&mut a, h), shown(&mut a, want), "∫ {text}");
    }
    for (text, t, hot) in [
        ("3/2", "1", "3/2"),
        ("*", "1", "+-1"),
        ("{2|-2}", "1", "{3|-3}"),
    ] {
        let (g, t) = (game(&mut a, text), game(&mut a, t));
        let h = a.heat(g, t);
        let want = game(&mut a, hot);
        assert_eq!(shown(&mut a, h), shown(&mut a, want), "heat {text}");
    }
    let g = game(&mut a, "+-2");
    let cooled = a.cool(g, Dyadic::int(1));
    assert_eq!(a.heat(cooled, one), g);
}

#[test]
fn birthdays() {
    let mut a = Arena::new();
    for (text, day) in [
        ("0", 0),
        ("*", 1),
        ("^", 2),
        ("^*", 2),
        ("^^", 3),
        ("^^*", 3),
        ("1/2", 2),
        ("3/2", 3),
        ("-3", 3),
        ("{3||2*|1*}", 5),
        ("+-1", 2),
    ] {
        let g = game(&mut a, text);
        assert_eq!(
            a.birthday(g),
            num_bigint::BigUint::from(day as u32),
            "{text}"
        );
    }
}

#[test]
fn closed_forms_are_the_canonical_forms_of_their_options() {
    let mut a = Arena::new();
    for number in [-3i64, -1, 0, 2] {
        for exp in 0..3 {
            for ups in -3..=3 {
                for nimber in 0..4 {
                    let v = Nus {
                        number: Dyadic::new((number * 2 + 1).into(), exp),
                        ups,
                        nimber,
                    };
                    let g = a.nus_game(v.clone());
                    a.expand(g);
                    let (l, r) = (a.lefts(g).to_vec(), a.rights(g).to_vec());
                    // Rebuild from the options with the closed forms out of the way.
                    let fresh = a.make(l, r);
                    assert_eq!(fresh, g, "{v}");
                    // And its written form reads back as the same game.
                    let text = shown(&mut a, g);
                    assert_eq!(game(&mut a, &text), g, "{text}");
                    let minus = a.neg(g);
                    let text = shown(&mut a, minus);
                    assert_eq!(game(&mut a, &text), minus, "{text}");
                }
            }
        }
    }
}

/// An explicit game tree, for a search that knows no theory.
#[derive(Clone, Debug)]
struct Tree {
    left: Vec<Tree>,
    right: Vec<Tree>,
}

impl Tree {
    fn negative(&self) -> Tree {
        Tree {
            left: self.right.iter().map(Tree::negative).collect(),
            right: self.left.iter().map(Tree::negative).collect(),
        }
    }

    /// Its value, by canonicalising from the leaves up.
    fn value(&self, a: &mut Arena) -> GameId {
        let l = self.left.iter().map(|t| t.value(a)).collect();
        let r = self.right.iter().map(|t| t.value(a)).collect();
        a.make(l, r)
    }
}

/// Whether the player to move wins the sum of `parts` (Left if `left`), by plain search.
fn wins(parts: &[&Tree], left: bool) -> bool {
    (0..parts.len()).any(|i| {
        let options = if left {
            &parts[i].left
        } else {
            &parts[i].right
        };
        options.iter().any(|o| {
            let mut next = parts.to_vec();
            next[i] = o;
            !wins(&next, !left)
        })
    })
}

fn tree(depth: u32) -> impl Strategy<Value = Tree> {
    let leaf = Just(Tree {
        left: vec![],
        right: vec![],
    });
    leaf.prop_recursive(depth, 24, 3, |inner| {
        (
            prop::collection::vec(inner.clone(), 0..3),
            prop::collection::vec(inner, 0..3),
        )
            .prop_map(|(left, right)| Tree { left, right })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Canonical forms agree with search: G − H is won as compare(G, H) says, and the
    /// printed form reads back as the same game.
    #[test]
    fn values_agree_with_search_of_differences(g in tree(3), h in tree(3)) {
        let mut a = Arena::new();
        let (vg, vh) = (g.value(&mut a), h.value(&mut a));
        let minus_h = h.negative();
        let difference = [&g, &minus_h];
        let class = Class::from_wins(wins(&difference, true), wins(&difference, false));
        let expected = match class {
            Class::P => Cmp::Equal,
            Class::L => Cmp::Greater,
            Class::R => Cmp::Less,
            Class::N => Cmp::Confused,
        };
        prop_assert_eq!(a.compare(vg, vh), expected);
        let d = a.sub(vg, vh);
        prop_assert_eq!(a.class(d), class);
        let text = shown(&mut a, vg);
        prop_assert_eq!(game(&mut a, &text), vg, "{}", text);
    }

    /// A computation cut off by [`Arena::within`] leaves the arena answering as a fresh
    /// one does: the sum, the comparison and the incentives of g and h agree with those of
    /// an arena that never ran out.
    #[test]
    fn a_computation_past_its_allowance_leaves_the_arena_sound(g in tree(3), h in tree(3)) {
        let mut a = Arena::new();
        let (vg, vh) = (g.value(&mut a), h.value(&mut a));
        let cut = a.within(0, |a| {
            let s = a.add(vg, vh);
            a.incentives(s)
        });
        let mut fresh = Arena::new();
        let (fg, fh) = (g.value(&mut fresh), h.value(&mut fresh));
        let (s, t) = (a.add(vg, vh), fresh.add(fg, fh));
        prop_assert_eq!(shown(&mut a, s), shown(&mut fresh, t));
        prop_assert_eq!(a.compare(vg, vh), fresh.compare(fg, fh));
        let shown_all = |a: &mut Arena, ids: Vec<GameId>| {
            ids.into_iter().map(|i| shown(a, i)).collect::<Vec<_>>()
        };
        let ((l, r), (fl, fr)) = (a.incentives(s), fresh.incentives(t));
        prop_assert_eq!(shown_all(&mut a, l.clone()), shown_all(&mut fresh, fl));
        prop_assert_eq!(shown_all(&mut a, r.clone()), shown_all(&mut fresh, fr));
        if let Some((cl, cr)) = cut {
            prop_assert_eq!((cl, cr), (l, r), "what was not cut off is the answer");
        }
    }

    /// The group laws and the laws of stops and means.
    #[test]
    fn group_and_temperature_laws(g in tree(3), h in tree(3), k in tree(2)) {
        let mut a = Arena::new();
        let (g, h, k) = (g.value(&mut a), h.value(&mut a), k.value(&mut a));
        let minus = a.neg(g);
        prop_assert_eq!(a.add(g, minus), Arena::ZERO);
        prop_assert_eq!(a.neg(minus), g);
        prop_assert_eq!(a.add(g, h), a.add(h, g));
        let gh = a.add(g, h);
        let left = a.add(gh, k);
        let hk = a.add(h, k);
        prop_assert_eq!(left, a.add(g, hk));
        let (lg, rg) = a.stops(g);
        let (lh, rh) = a.stops(h);
        let (ls, rs) = a.stops(gh);
        prop_assert!(lg >= rg);
        prop_assert!(&rg + &rh <= rs && rs <= &rg + &lh && &rg + &lh <= ls && ls <= &lg + &lh);
        let (tg, th, ts) = (a.thermograph(g), a.thermograph(h), a.thermograph(gh));
        prop_assert_eq!(&ts.mean, &(&tg.mean + &th.mean));
        let hottest = tg.temperature.clone().max(th.temperature.clone()).max(Dyadic::ZERO);
        prop_assert!(ts.temperature <= hottest);
        prop_assert_eq!(tg.left.at(&Dyadic::ZERO), lg);
        prop_assert_eq!(tg.right.at(&Dyadic::ZERO), rg);
        // Cooling keeps the mean and lowers the temperature by t while it is above t; the
        // reduced form is infinitesimally close and reduced already.
        for t in [Dyadic::new(1, 1), Dyadic::int(1)] {
            let cooled = a.cool(g, t.clone());
            prop_assert_eq!(&a.mean(cooled), &tg.mean);
            if tg.temperature > t {
                prop_assert_eq!(a.temperature(cooled), &tg.temperature - &t);
            }
        }
        let r = a.reduced(g);
        let near = a.sub(g, r);
        prop_assert_eq!(a.stops(near), (Dyadic::ZERO, Dyadic::ZERO));
        prop_assert_eq!(a.reduced(r), r);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Any text, built from the notation's own characters and a few strangers: the reader
    /// answers or names a mistake, and never panics; what it reads, it writes back readably.
    #[test]
    fn hostile_expressions_are_refused_not_fatal(text in "[-+0-9/*^v{}|,()<>=!± x\\u{0}\\u{7f}↑⇓]{0,40}") {
        let mut a = Arena::new();
        if let Ok(Reading::Game(g)) = expr::read(&mut a, &text) {
            let shown = expr::write(&mut a, g, 10_000).unwrap();
            prop_assert_eq!(game(&mut a, &shown), g, "{} → {}", text, shown);
        }
    }

    /// Positions of every partizan family, from any text: a value or one clear error (short
    /// texts: a long Clobber or Toads-and-Frogs row is a real search of minutes, and so is
    /// a Domineering rectangle of 25 to 64 cells, such as `2x29` or `6x6`).
    #[test]
    fn hostile_positions_are_refused_not_fatal(text in "[.#xoLRGTF|0-9 -]{0,12}") {
        let cells = text.split_once('x').and_then(|(r, c)| {
            r.parse::<u64>().ok()?.checked_mul(c.parse().ok()?)
        });
        prop_assume!(!matches!(cells, Some(25..=64)));
        for family in crate::games::registry::partizan() {
            if let Err(e) = (family.solve)(&text, crate::budget::Budget::of_machine()) {
                prop_assert!(!e.to_string().is_empty());
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// The move a perfect player makes first wins exactly when the player, moving first,
    /// wins (by the outcome class of the value), and no other winning move betters it.
    #[test]
    fn the_best_move_wins_when_a_win_exists(
        kind in 0usize..3,
        cells in proptest::collection::vec(0usize..3, 1..10),
        width in 1usize..4,
    ) {
        use super::family::Side;
        // A Domineering board of `width` columns, a Clobber row, a Toads-and-Frogs row.
        let (family, symbols) = [
            (&crate::games::domineering::FAMILY, ['.', '#', '.']),
            (&crate::games::clobber::FAMILY, ['x', 'o', '.']),
            (&crate::games::toads::FAMILY, ['T', 'F', '.']),
        ][kind];
        let row: String = cells.iter().map(|&c| symbols[c]).collect();
        let text = if kind == 0 {
            let rows: Vec<&str> = (0..row.len() / width).map(|r| &row[r * width..(r + 1) * width]).collect();
            if rows.is_empty() { return Ok(()) }
            rows.join("|")
        } else {
            row
        };
        let mut s = (family.solve)(&text, crate::budget::Budget::of_machine()).expect("a position of the family");
        let class = s.arena.class(s.value);
        for side in [Side::Left, Side::Right] {
            let order = s.ranked(side);
            prop_assert_eq!(order.len(), s.moves(side).len());
            let first_wins = match side {
                Side::Left => class.left_wins_first(),
                Side::Right => class.right_wins_first(),
            };
            let best_wins = order.first().is_some_and(|&i| {
                let v = s.moves(side)[i].value;
                s.wins(side, v)
            });
            prop_assert_eq!(best_wins, first_wins, "{} {:?}", text, side);
        }
    }
}

/// CGSuite's tinies and minies, with a number before them or not: Tiny(G) = {0 ‖ 0 | −G},
/// Miny(G) = −Tiny(G), and `xTiny(G)` is x + Tiny(G).
#[test]
fn tinies_and_minies_read_as_cgsuite_writes_them() {
    let mut a = Arena::new();
    for (text, form) in [
        ("Tiny(2)", "{0||0|-2}"),
        ("Miny(2)", "{2|0||0}"),
        ("Tiny({2|0})", "{0||0|{0|-2}}"),
        ("2Tiny(1)", "{2||2|1}"),
        ("1/2Miny(3)", "{7/2|1/2||1/2}"),
        ("-1Tiny(1)", "{-1||-1|-2}"),
        ("3+Tiny(1)", "{3||3|2}"),
    ] {
        let g = game(&mut a, text);
        let want = game(&mut a, form);
        assert_eq!(g, want, "{text}: {}", shown(&mut a, g));
    }
    for zero in [
        "Tiny(2) + Miny(2)",
        "Tiny(1/2) - Tiny(1/2)",
        "2Tiny(1) + -2Miny(1)",
    ] {
        let g = game(&mut a, zero);
        assert_eq!(shown(&mut a, g), "0", "{zero}");
    }
    let tiny = game(&mut a, "Tiny(1)");
    let up = game(&mut a, "^");
    assert!(a.leq(tiny, up) && !a.leq(up, tiny), "a tiny is below ↑");
    for bad in ["Tiny", "Tiny 2", "Tiny(2", "Tin(2)", "2Tiny", "Tiny()"] {
        assert!(expr::read(&mut a, bad).is_err(), "{bad}");
    }
}
