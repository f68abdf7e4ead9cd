use super::moves::{judge_both, Judges};
use super::*;
use crate::games::domineering::rules::Domineering;
use crate::partizan::outcome::{Judgement, MoveJudge};
use crate::partizan::search::Search;
use proptest::prelude::*;

/// Who wins each way, searched one after the other on this thread.
fn searched(field: &Field, empty: Cells) -> (Verdict, Verdict) {
    let (shared, stop) = (AtomicU64::new(0), AtomicBool::new(false));
    let budget = Budget::with_memory(64 << 20);
    let run = |first| {
        let table = Table::new(budget.memory());
        let mut searcher = Searcher::new(field, budget.clone(), table, &shared, &stop);
        first_player_with(&mut searcher, empty, first).unwrap().0
    };
    (run(Side::Left), run(Side::Right))
}

/// [`searched`], the leaves valuing regions by `values` (a search of a file of region
/// values, kept from board to board: the forms are made once).
fn searched_reading(
    field: &Field,
    empty: Cells,
    values: &mut Option<Search<Stored>>,
) -> (Verdict, Verdict) {
    let (shared, stop) = (AtomicU64::new(0), AtomicBool::new(false));
    let budget = Budget::with_memory(64 << 20);
    let mut run = |first| {
        let table = Table::new(budget.memory());
        let searcher = Searcher::new(field, budget.clone(), table, &shared, &stop);
        let mut searcher = searcher.with_values(values.take().unwrap());
        let verdict = first_player_with(&mut searcher, empty, first).unwrap().0;
        *values = Some(searcher.values);
        verdict
    };
    (run(Side::Left), run(Side::Right))
}

/// A file of the values of every Domineering region of up to 10 cells, written once for
/// the tests that read one.
fn values_file() -> &'static Path {
    static FILE: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
    FILE.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("boyi-leaf-values-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("regions-10.boyi");
        super::super::write_regions(10, &path, &mut (), Budget::of_machine()).unwrap();
        path
    })
}

/// The class of a board of at most 64 cells from its exact value.
fn exact(search: &mut Search<Domineering>, field: &Field, empty: Cells) -> Class {
    let board = crop(field, empty, 0, 0, field.rows, field.columns);
    let v = search.value(&board).unwrap();
    search.arena.class(v)
}

/// Checks a verdict's winning move against exact values: the opponent, to move after it,
/// loses.
fn check_move(search: &mut Search<Domineering>, field: &Field, v: &Verdict) {
    let Some(after) = &v.after else {
        return;
    };
    let (_, left) = field::read(after).unwrap();
    let class = exact(search, field, left);
    let opponent_wins = match v.first {
        Side::Left => class.right_wins_first(),
        Side::Right => class.left_wins_first(),
    };
    assert!(!opponent_wins, "{after}");
}

/// `count` boards with holes of each of 5 × 5, 4 × 6, 6 × 4 and 6 × 6, each cell empty with
/// probability 5/8, drawn from `seed`.
fn random_boards(seed: u64, count: usize) -> Vec<(Field, Cells)> {
    use rand::SeedableRng;
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut boards = Vec::new();
    for (rows, columns) in [(5, 5), (4, 6), (6, 4), (6, 6)] {
        let field = Field::new(rows, columns).unwrap();
        for _ in 0..count {
            let empty = rng.random::<u128>() | (rng.random::<u128>() & rng.random::<u128>());
            boards.push((field.clone(), empty & field.all()));
        }
    }
    boards
}

/// Every rectangle up to 12 cells, and 4 × 4.
fn small_fields() -> Vec<Field> {
    let mut shapes: Vec<(u32, u32)> = Vec::new();
    for rows in 1..=12 {
        for columns in 1..=12 / rows {
            shapes.push((rows, columns));
        }
    }
    shapes.push((4, 4));
    shapes
        .into_iter()
        .map(|(rows, columns)| Field::new(rows, columns).unwrap())
        .collect()
}

/// On every board with holes of every rectangle up to 12 cells, and every board of 4 × 4,
/// the search's outcome is the one of the exact value, and its winning moves win.
#[test]
fn every_small_board_agrees_with_exact_values() {
    let mut search = Search::new(Domineering, Budget::of_machine());
    for field in small_fields() {
        for empty in 0..=field.all() {
            let (left, right) = searched(&field, empty);
            let class = Class::from_wins(left.wins, right.wins);
            let shown = field::show(&field, empty);
            assert_eq!(class, exact(&mut search, &field, empty), "{shown}");
            check_move(&mut search, &field, &left);
            check_move(&mut search, &field, &right);
        }
    }
}

/// The same with the leaves reading a file of region values (every region of up to 10
/// cells): a leaf's regions of up to 10 cells are looked up, those of 11 to 16 valued from
/// options looked up in turn.
#[test]
fn every_small_board_agrees_with_exact_values_reading_a_file() {
    let mut search = Search::new(Domineering, Budget::of_machine());
    let file = read_values(Some(values_file())).unwrap().unwrap();
    let mut values = Some(Stored::search_of(&file, Budget::of_machine()).unwrap());
    let mut leaves = 0;
    for field in small_fields() {
        for empty in 0..=field.all() {
            let (left, right) = searched_reading(&field, empty, &mut values);
            leaves += left.leaves + right.leaves;
            let class = Class::from_wins(left.wins, right.wins);
            let shown = field::show(&field, empty);
            assert_eq!(class, exact(&mut search, &field, empty), "{shown}");
            check_move(&mut search, &field, &left);
            check_move(&mut search, &field, &right);
        }
    }
    assert!(leaves > 10_000, "{leaves} leaves");
}

/// A search asked through its files reads the file of region values named (the same answer
/// as without; one search alone values fewer regions with it) and refuses a file that is
/// not one, naming it.
#[test]
fn a_file_of_values_is_read_where_named() {
    let values = OutcomeFiles {
        checkpoint: None,
        values: Some(values_file()),
    };
    let budget = || Budget::with_memory(256 << 20);
    let with = solve("6x6", budget(), values, &mut |_| {}).unwrap();
    let without = solve("6x6", budget(), OutcomeFiles::default(), &mut |_| {}).unwrap();
    assert_eq!(with.class, without.class);
    let (field, empty) = field::read("6x6").unwrap();
    let file = read_values(values.values).unwrap().unwrap();
    // The same search, its leaves' regions of up to 10 cells looked up, not valued.
    let mut read = Some(Stored::search_of(&file, budget()).unwrap());
    let mut valued = Some(Search::new(Stored::default(), budget()));
    let (left, _) = searched_reading(&field, empty, &mut read);
    let (plain, _) = searched_reading(&field, empty, &mut valued);
    assert_eq!((left.nodes, left.leaves), (plain.nodes, plain.leaves));
    let positions = |s: Option<Search<Stored>>| s.unwrap().positions();
    assert!(positions(read) < positions(valued));
    let [left, _] = judge_both("4x5", budget(), Some(values_file()), &mut |_| {}).unwrap();
    let [plain, _] = judge_both("4x5", budget(), None, &mut |_| {}).unwrap();
    let named = |j: &Judgement| -> Vec<(String, bool)> {
        j.moves.iter().map(|m| (m.mv.clone(), m.wins)).collect()
    };
    assert_eq!(named(&left), named(&plain));
    let dir = values_file().parent().unwrap();
    let not_values = dir.join("not-values.json");
    std::fs::write(&not_values, "{}").unwrap();
    let files = OutcomeFiles {
        checkpoint: None,
        values: Some(&not_values),
    };
    let refused = solve("6x6", budget(), files, &mut |_| {}).unwrap_err();
    assert!(matches!(refused, Error::Invalid(_)), "{refused:?}");
    assert!(
        format!("{refused:?}").contains("not-values.json"),
        "{refused:?}"
    );
}

/// On every board of the squares up to 4 × 4 that a turn maps onto itself swapping the
/// players, Right's verdict is Left's turned, with no search: it agrees with Right's own
/// search and with exact values, and its winning move is one of Right's that wins; Right's
/// moves turned from Left's are those Right's own searches decide.
#[test]
fn turned_verdicts_are_right_first_searches() {
    let mut search = Search::new(Domineering, Budget::of_machine());
    let mut turned = 0;
    for side in 1..=4 {
        let field = Field::new(side, side).unwrap();
        for empty in 0..=field.all() {
            let shown = field::show(&field, empty);
            let budget = Budget::with_memory(64 << 20);
            let report = solve(&shown, budget, OutcomeFiles::default(), &mut |_| {}).unwrap();
            let symmetric = player_swapping_turn(&field, empty).is_some();
            assert_eq!(report.right.by_symmetry, symmetric, "{shown}");
            assert!(!report.left.by_symmetry, "{shown}");
            if !symmetric {
                continue;
            }
            turned += 1;
            let budget = Budget::with_memory(64 << 20);
            let [_, both] = judge_both(&shown, budget.clone(), None, &mut |_| {}).unwrap();
            let own = Judges::new(budget).judge(&shown, Side::Right, &mut |_| {});
            let own = own.unwrap();
            let named = |j: &Judgement| -> Vec<(String, String, bool)> {
                j.moves
                    .iter()
                    .map(|m| (m.mv.clone(), m.after.clone(), m.wins))
                    .collect()
            };
            assert_eq!(named(&both), named(&own), "{shown}");
            assert!(both.by_symmetry && !own.by_symmetry, "{shown}");
            let (_, right) = searched(&field, empty);
            assert_eq!(report.right.wins, right.wins, "{shown}");
            assert_eq!(report.right.nodes, 0, "{shown}");
            assert_eq!(report.class, exact(&mut search, &field, empty), "{shown}");
            check_move(&mut search, &field, &report.right);
            if let Some(mv) = &report.right.winning_move {
                let (a, b) = mv.split_once('-').unwrap();
                let cell = |name: &str| {
                    (0..field.rows * field.columns).find(|&i| field.cell_name(i) == name)
                };
                let (a, b) = (cell(a).unwrap(), cell(b).unwrap());
                assert_eq!(b, a + 1, "{shown} {mv}: a horizontal domino");
                assert_ne!(field.moves(Side::Right, empty) & 1 << a, 0, "{shown} {mv}");
            }
        }
    }
    assert!(turned > 100, "{turned}");
}

/// On every board with holes of every rectangle up to 10 cells, every move a judge lists for
/// each player is one of the player's moves, each is listed once, and it wins exactly when
/// the exact value of the board it leaves is lost for the opponent to move. One judge, its
/// tables kept, decides every board of a rectangle, as `boyi play` keeps them from turn to
/// turn.
#[test]
fn every_judged_move_agrees_with_exact_values() {
    let mut search = Search::new(Domineering, Budget::of_machine());
    for rows in 1..=10 {
        for columns in 1..=10 / rows {
            let field = Field::new(rows, columns).unwrap();
            let mut judges = Judges::new(Budget::with_memory(64 << 20));
            for empty in 0..=field.all() {
                let shown = field::show(&field, empty);
                for mover in [Side::Left, Side::Right] {
                    let judged = judges.judge(&shown, mover, &mut |_| {}).unwrap();
                    let count = field.moves(mover, empty).count_ones() as usize;
                    assert_eq!(judged.moves.len(), count, "{shown}");
                    let mut afters: Vec<&str> = judged.moves.iter().map(|m| &*m.after).collect();
                    afters.sort_unstable();
                    afters.dedup();
                    assert_eq!(afters.len(), count, "{shown}");
                    for m in &judged.moves {
                        let (_, left) = field::read(&m.after).unwrap();
                        assert_eq!(left.count_ones() + 2, empty.count_ones(), "{shown}");
                        let class = exact(&mut search, &field, left);
                        let opponent_wins = match mover {
                            Side::Left => class.right_wins_first(),
                            Side::Right => class.left_wins_first(),
                        };
                        assert_eq!(m.wins, !opponent_wins, "{shown} {}", m.mv);
                    }
                    let first = exact(&mut search, &field, empty);
                    let wins = match mover {
                        Side::Left => first.left_wins_first(),
                        Side::Right => first.right_wins_first(),
                    };
                    assert_eq!(judged.wins(), wins, "{shown}");
                }
            }
        }
    }
}

/// Counting's verdicts on a board, decided and checked; for each, whether it needed options.
struct Counted {
    /// Verdicts each way: the player to move loses (0), wins (1).
    decided: [u32; 2],
    /// Verdicts that counting without options leaves open.
    by_options: u32,
    /// Verdicts that counting with the options played out apart from the areas and
    /// dominoes leaves open.
    by_tempo: u32,
}

/// Whether counting's verdict (`Field::decided`, `Some(wins)` for the player to move) agrees
/// with the exact class; what it decided, added to `counted`.
fn check_counting(
    search: &mut Search<Domineering>,
    field: &Field,
    empty: Cells,
    counted: &mut Counted,
) {
    let verdicts = [Side::Left, Side::Right].map(|side| (side, field.decided(side, empty)));
    if verdicts.iter().all(|(_, v)| v.is_none()) {
        return;
    }
    let class = exact(search, field, empty);
    for (side, verdict) in verdicts {
        let Some(wins) = verdict else { continue };
        let exact_wins = match side {
            Side::Left => class.left_wins_first(),
            Side::Right => class.right_wins_first(),
        };
        assert_eq!(
            wins,
            exact_wins,
            "{side:?} first on {}",
            field::show(field, empty)
        );
        counted.decided[usize::from(wins)] += 1;
        let [mut mine, mut theirs] = [side, side.other()].map(|s| field.assured(s, empty));
        let reach = [side.other(), side].map(|s| field.coverable(s, empty).count_ones());
        let apart = mine.safe + mine.sure[0] > field.real(side.other(), empty)
            || 2 * mine.safe + mine.apart()[0] > reach[0]
            || theirs.safe + theirs.sure[1] >= field.real(side, empty)
            || 2 * theirs.safe + theirs.apart()[1] + 2 > reach[1];
        counted.by_tempo += u32::from(!apart);
        (mine.options, theirs.options) = ([0; 4], [0; 4]);
        if !field.outlasts(side, empty, &mine) && !field.outlasted(side, empty, &theirs) {
            counted.by_options += 1;
        }
    }
}

/// Counting alone, without the search around it (where a wrong verdict deep in the tree
/// could be outvoted): on every board with holes of the rectangles of 15 and 16 cells, and
/// on random boards of 5 × 5, 4 × 6, 6 × 4 and 6 × 6 with holes, every board counting decides is
/// decided as its exact value decides it; it decides many each way, options decide
/// some that counting without them leaves open, and options counted together with the
/// areas and dominoes some that they counted apart leave open.
#[test]
fn counting_decides_as_exact_values_do() {
    let mut search = Search::new(Domineering, Budget::of_machine());
    let mut counted = Counted {
        decided: [0, 0],
        by_options: 0,
        by_tempo: 0,
    };
    for (rows, columns) in [(4, 4), (2, 8), (8, 2), (3, 5), (5, 3)] {
        let field = Field::new(rows, columns).unwrap();
        for empty in 0..=field.all() {
            check_counting(&mut search, &field, empty, &mut counted);
        }
    }
    for (field, empty) in random_boards(36, 4000) {
        check_counting(&mut search, &field, empty, &mut counted);
    }
    let Counted {
        decided,
        by_options,
        by_tempo,
    } = counted;
    assert!(decided[0] > 10_000 && decided[1] > 10_000, "{decided:?}");
    assert!(by_options > 100, "{by_options} decided by options");
    assert!(
        by_tempo > 1_000,
        "{by_tempo} decided by options and dominoes together"
    );
}

/// The rectangles up to 7 × 7 and the long thin ones of the published table (Breuker,
/// Uiterwijk and van den Herik 2000; Lachmann, Moore and Rapaport 2002; Bullock 2002), rows ×
/// columns with Left vertical.
#[test]
fn rectangles_of_the_published_table() {
    let table = [
        (2, 2, Class::N),
        (2, 4, Class::R),
        (2, 5, Class::L),
        (2, 8, Class::R),
        (2, 13, Class::P),
        (3, 3, Class::N),
        (3, 4, Class::R),
        (3, 7, Class::R),
        (4, 4, Class::N),
        (4, 5, Class::L),
        (4, 6, Class::N),
        (5, 5, Class::P),
        (5, 6, Class::R),
        (6, 6, Class::N),
        (6, 7, Class::L),
        (7, 7, Class::N),
        (2, 20, Class::R),
        (3, 30, Class::R),
    ];
    for (rows, columns, class) in table {
        let text = format!("{rows}x{columns}");
        let none = OutcomeFiles::default();
        let report = solve(&text, Budget::with_memory(256 << 20), none, &mut |_| {}).unwrap();
        assert_eq!(report.class, class, "{text}");
        let turned = solve(
            &format!("{columns}x{rows}"),
            Budget::with_memory(256 << 20),
            none,
            &mut |_| {},
        );
        let swapped = match class {
            Class::L => Class::R,
            Class::R => Class::L,
            other => other,
        };
        assert_eq!(turned.unwrap().class, swapped, "{columns}x{rows}");
    }
}

/// The cells of a line-by-line reference: `side`'s move starts, counted by looking at cells.
fn reference_moves(field: &Field, side: Side, empty: Cells) -> Cells {
    let (rows, columns) = (field.rows, field.columns);
    let mut out = 0;
    for r in 0..rows {
        for c in 0..columns {
            let i = r * columns + c;
            let j = match side {
                Side::Left if r + 1 < rows => i + columns,
                Side::Right if c + 1 < columns => i + 1,
                _ => continue,
            };
            if empty >> i & 1 == 1 && empty >> j & 1 == 1 {
                out |= 1 << i;
            }
        }
    }
    out
}

/// Half of each run along `side`'s lines, counted cell by cell.
fn reference_packing(field: &Field, side: Side, cells: Cells) -> u32 {
    let (outer, inner) = match side {
        Side::Left => (field.columns, field.rows),
        Side::Right => (field.rows, field.columns),
    };
    let mut count = 0;
    for line in 0..outer {
        let mut run = 0;
        for k in 0..=inner {
            let i = match side {
                Side::Left => k * field.columns + line,
                Side::Right => line * field.columns + k,
            };
            if k < inner && cells >> i & 1 == 1 {
                run += 1;
            } else {
                count += run / 2;
                run = 0;
            }
        }
    }
    count
}

proptest! {
    /// On boards of every shape up to 128 cells, both halves of the 128 bits: moves and
    /// packings agree with cell-by-cell counts, regions cover the empty cells, and every
    /// symmetry maps each player's moves onto the moves of the image (the other player's,
    /// where it swaps them).
    #[test]
    fn the_field_agrees_with_a_cell_by_cell_reference(
        rows in 1u32..=16,
        columns in 1u32..=16,
        bits in any::<u128>(),
    ) {
        prop_assume!(rows * columns <= field::MAX_CELLS);
        let field = Field::new(rows, columns).unwrap();
        let empty = bits & field.all();
        for side in [Side::Left, Side::Right] {
            prop_assert_eq!(field.moves(side, empty), reference_moves(&field, side, empty));
            prop_assert_eq!(field.real(side, empty), reference_packing(&field, side, empty));
            for k in 0..field.image_count() {
                let (image, swaps) = field.image(k, empty);
                let seen = if swaps { side.other() } else { side };
                let moved = field.image(k, field.moves(side, empty) | field.moves(side, empty) << field.step(side)).0;
                let expected = field.moves(seen, image) | field.moves(seen, image) << field.step(seen);
                prop_assert_eq!(moved, expected);
            }
        }
        // The regions split the empty cells, and no region has an empty neighbour outside it.
        let mut rest = empty;
        while rest != 0 {
            let region = field.region_of(rest, u32::MAX).unwrap();
            prop_assert_eq!(region & !rest, 0);
            prop_assert_ne!(region & rest & rest.wrapping_neg(), 0);
            let beside = field.beside(Side::Left, region) | field.beside(Side::Right, region);
            prop_assert_eq!(beside & empty & !region, 0);
            let most = region.count_ones() - 1;
            prop_assert_eq!(field.region_of(rest, most), None);
            rest &= !region;
        }
    }
}

/// A run kept in a checkpoint goes on from it: the second run of the board finds the same
/// answer in fewer nodes, as it takes the decisions the first kept; the file names the
/// board, and a checkpoint of another board, or a file that is not one, is refused.
#[test]
fn checkpoints_resume_runs() {
    let dir = std::env::temp_dir().join(format!("boyi-checkpoint-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("7x6.json");
    let (field, empty) = field::read("7x6").unwrap();
    let shown = field::show(&field, empty);
    let [first, second] = checkpoint::run_twice(&path, &shown, |checkpoint| {
        let budget = Budget::with_memory(64 << 20);
        decide(&field, empty, budget, Some(checkpoint), None, &mut |_| {}).unwrap()
    });
    assert_eq!(first.class, Class::R);
    assert_eq!(second.class, first.class);
    assert_eq!(second.right.winning_move, first.right.winning_move);
    assert!(
        second.right.nodes < first.right.nodes / 4,
        "{} {}",
        second.right.nodes,
        first.right.nodes
    );
    let saved = std::fs::read_to_string(&path).unwrap();
    assert!(saved.contains(&shown), "{saved}");
    let other = Checkpoint::open(&path, "..|..").err().unwrap();
    assert!(
        format!("{other:?}").contains("checkpoint-other-game"),
        "{other:?}"
    );
    let damaged = saved.replacen("\"nodes\":", "\"nodes\":1", 1);
    for bad in ["not json", damaged.as_str()] {
        std::fs::write(&path, bad).unwrap();
        let refused = Checkpoint::open(&path, &shown).err().unwrap();
        let refused = format!("{refused:?}");
        assert!(refused.contains("db-fault-checksum"), "{refused}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// What a sweep of [`Field::dominated`] found: moves dropped, those in runs with a cell the
/// opponent can cover, and those worth less than every move kept.
#[derive(Default)]
struct Dropped {
    moves: u32,
    open_runs: u32,
    strictly: u32,
}

/// Checks every move `side` may leave out on `empty`: the board it leaves is, for `side`, at
/// most as good as the board some kept move leaves, by exact values.
fn check_dominated(
    search: &mut Search<Domineering>,
    field: &Field,
    empty: Cells,
    side: Side,
    dropped: &mut Dropped,
) {
    let protected = field.protected(side, empty);
    let dominated = field.dominated(side, empty, protected);
    if dominated == 0 {
        return;
    }
    let moves = field.moves(side, empty);
    let shown = field::show(field, empty);
    assert_eq!(dominated & !moves, 0, "{side:?} on {shown}");
    assert_ne!(
        moves & !dominated,
        0,
        "{side:?} on {shown}: every move dropped"
    );
    let value = |search: &mut Search<Domineering>, i: u32| {
        let after = empty & !field.domino(side, i);
        search
            .value(&crop(field, after, 0, 0, field.rows, field.columns))
            .unwrap()
    };
    let kept: Vec<_> = field::each_cell(moves & !dominated)
        .map(|i| value(search, i))
        .collect();
    for i in field::each_cell(dominated) {
        let v = value(search, i);
        let arena = &mut search.arena;
        let at_most = |arena: &mut Arena, k| match side {
            Side::Left => arena.leq(v, k),
            Side::Right => arena.leq(k, v),
        };
        let as_good = kept.iter().filter(|&&k| at_most(arena, k)).count();
        assert!(
            as_good > 0,
            "{side:?} on {shown}: {} is needed",
            move_name(field, side, i)
        );
        let equal = kept
            .iter()
            .filter(|&&k| arena.leq(v, k) && arena.leq(k, v))
            .count();
        dropped.moves += 1;
        dropped.strictly += u32::from(equal == 0);
        // The run of the domino along `side`'s lines, and whether the opponent can cover
        // a cell of it.
        let mut run = field.domino(side, i);
        loop {
            let grown = run | field.beside(side, run) & empty;
            if grown == run {
                break;
            }
            run = grown;
        }
        dropped.open_runs += u32::from(run & !protected != 0);
    }
}

/// The moves the search leaves out ([`Field::dominated`]) are never needed: on every board
/// with holes of every rectangle up to 12 cells and of 4 × 4, and on random boards of 5 × 5,
/// 4 × 6, 6 × 4 and 6 × 6 with holes, each is, by exact values, at most as good for its
/// player as a move kept. Many are dropped, from runs the opponent can reach as well as
/// sealed ones, and many are worse than every move kept.
#[test]
fn dominated_moves_are_never_better_than_one_kept() {
    let mut search = Search::new(Domineering, Budget::of_machine());
    let mut dropped = Dropped::default();
    for field in small_fields() {
        for empty in 0..=field.all() {
            for side in [Side::Left, Side::Right] {
                check_dominated(&mut search, &field, empty, side, &mut dropped);
            }
        }
    }
    for (field, empty) in random_boards(55, 1000) {
        for side in [Side::Left, Side::Right] {
            check_dominated(&mut search, &field, empty, side, &mut dropped);
        }
    }
    let Dropped {
        moves,
        open_runs,
        strictly,
    } = dropped;
    assert!(moves > 10_000, "{moves} dropped");
    assert!(open_runs > 1_000, "{open_runs} dropped from open runs");
    assert!(
        strictly > 1_000,
        "{strictly} dropped worse than every move kept"
    );
}
