//! Files of Domineering region values against plain search: every image of every region a
//! file holds, and boards of several regions, are worth what the search finds without the
//! file; a damaged or cut-short file is refused, never read as other values.

use boyi::budget::Budget;
use boyi::games::domineering::{self, Board, Domineering};
use boyi::grid::Shape;
use boyi::partizan::polyomino::{self, Polyomino};
use boyi::partizan::search::Search;
use boyi::partizan::{expr, values_file, Arena};
use boyi::Written;
use rand::{RngExt, SeedableRng};
use std::path::PathBuf;

/// A fresh folder for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("boyi-regions-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The value of `text` in CGSuite's notation, found by plain search.
fn searched(text: &str) -> String {
    let solution = domineering::FAMILY.solve;
    let mut s = solution(text, Budget::of_machine()).unwrap();
    expr::write(&mut s.arena, s.value, 100_000).unwrap()
}

/// The value of `text`, its regions answered from the file at `file`.
fn stored(file: &std::path::Path, text: &str) -> String {
    let mut s = domineering::solve_stored(file, text, Budget::of_machine()).unwrap();
    expr::write(&mut s.arena, s.value, 100_000).unwrap()
}

#[test]
fn every_image_of_every_stored_region_is_worth_what_search_finds() {
    let file = scratch("images").join("regions-7.boyi");
    let (meta, _) = domineering::write_regions(7, &file, &mut (), Budget::of_machine()).unwrap();
    // OEIS A000105, 1 to 7 cells.
    assert_eq!(meta.regions, 1 + 1 + 2 + 5 + 12 + 35 + 108);
    polyomino::each_size(7, |size| {
        for p in size {
            let (turned_shape, [turned]) = p.shape.transposed([p.cells]);
            let straight = p.shape.mirrors([p.cells]).map(|[m]| (p.shape, m));
            let turned = turned_shape.mirrors([turned]).map(|[m]| (turned_shape, m));
            for (shape, cells) in straight.into_iter().chain(turned) {
                let text = Domineering.show_position(&Board {
                    shape,
                    empty: cells,
                });
                assert_eq!(stored(&file, &text), searched(&text), "{text}");
            }
        }
        Ok::<(), ()>(())
    })
    .unwrap();
}

#[test]
fn boards_of_many_regions_are_worth_what_search_finds() {
    let file = scratch("boards").join("regions-6.boyi");
    domineering::write_regions(6, &file, &mut (), Budget::of_machine()).unwrap();
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(22);
    for _ in 0..300 {
        let shape = Shape {
            w: rng.random_range(1..=5),
            h: rng.random_range(1..=5),
        };
        let empty =
            rng.random::<u64>() & (rng.random::<u64>() | rng.random::<u64>()) & shape.full();
        let text = Domineering.show_position(&Board { shape, empty });
        assert_eq!(stored(&file, &text), searched(&text), "{text}");
    }
}

#[test]
fn the_values_are_those_of_the_search_that_made_them() {
    let file = scratch("same").join("regions-8.boyi");
    domineering::write_regions(8, &file, &mut (), Budget::of_machine()).unwrap();
    let mut arena = Arena::new();
    let read = values_file::read(&file, &mut arena).unwrap();
    let mut search = Search::new(Domineering, Budget::of_machine());
    domineering::regions(8, &mut search, &mut (), |size, values, search_arena| {
        for (p, &v) in size.iter().zip(values) {
            let from_file = read.get(&mut arena, p.shape, p.cells).unwrap();
            let a = expr::write(&mut arena, from_file, 100_000).unwrap();
            let b = expr::write(search_arena, v, 100_000).unwrap();
            assert_eq!(a, b, "{p:?}");
        }
        Ok(())
    })
    .unwrap();
    assert_eq!(read.len(), 1 + 1 + 2 + 5 + 12 + 35 + 108 + 369);
    let _: Vec<Polyomino> = read.regions();
}

#[test]
fn every_flipped_byte_and_every_truncation_is_refused() {
    let file = scratch("damaged").join("regions-4.boyi");
    domineering::write_regions(4, &file, &mut (), Budget::of_machine()).unwrap();
    let good = std::fs::read(&file).unwrap();
    let bad = file.with_extension("bad");
    for at in 0..good.len() {
        for bit in [0x01, 0x80] {
            let mut bytes = good.clone();
            bytes[at] ^= bit;
            std::fs::write(&bad, &bytes).unwrap();
            let read = values_file::read(&bad, &mut Arena::new());
            assert!(read.is_err(), "byte {at} flipped by {bit:#x} was read");
        }
    }
    for length in 0..good.len() {
        std::fs::write(&bad, &good[..length]).unwrap();
        assert!(
            values_file::read(&bad, &mut Arena::new()).is_err(),
            "cut at {length}"
        );
    }
}

#[test]
fn a_file_of_another_game_is_refused_and_its_name_shown_without_control_characters() {
    let file = scratch("other").join("other.boyi");
    let meta = values_file::ValuesMeta::new("clobber\u{1b}[2J\n", 0);
    values_file::write(&file, &meta, &mut Arena::new(), &[]).unwrap();
    let Err(e) = domineering::solve_stored(&file, "..|..", Budget::of_machine()) else {
        panic!("a file of another game was read")
    };
    let line = e.to_string();
    assert!(
        line.contains("clobber") && !line.contains(['\u{1b}', '\n']),
        "{line:?}"
    );
}

/// A forged header is refused before its body is unpacked: regions past 15 cells, more
/// regions than there are, and a body that unpacks past what its regions could take (a
/// small file of zeros that would unpack to many megabytes).
#[test]
fn forged_headers_and_bodies_that_unpack_too_far_are_refused() {
    let file = scratch("forged").join("forged.boyi");
    let read = |meta: &values_file::ValuesMeta, body: &[u8]| {
        let packed = zstd::encode_all(body, 3).unwrap();
        let mut bytes = boyi::db::container::wrap(meta);
        bytes.extend_from_slice(&crc32fast::hash(&packed).to_le_bytes());
        bytes.extend_from_slice(&packed);
        std::fs::write(&file, bytes).unwrap();
        values_file::read(&file, &mut Arena::new()).map_err(|e| e.to_string())
    };
    let refused = |meta: &values_file::ValuesMeta, body: &[u8]| match read(meta, body) {
        Ok(_) => panic!("{meta:?} was read"),
        Err(line) => line,
    };
    let mut meta = values_file::ValuesMeta::new("domineering", 16);
    assert!(refused(&meta, &[0, 0]).contains("past 15 cells"));
    meta.most_cells = 3;
    meta.regions = 4;
    assert!(refused(&meta, &[0, 0]).contains("count of regions"));
    meta.regions = 0;
    let line = refused(&meta, &vec![0; 8 << 20]);
    assert!(line.contains("compressed body"), "{line}");
    // The same header with its two counts of zero is a file of no regions.
    assert!(read(&meta, &[0, 0]).unwrap().is_empty());
}
