//! Matchstick boards as base-3 numbers: a cell a digit in reading order (0 empty, 1 a
//! horizontal match, 2 a vertical one). A board of up to 40 cells fits in 64 bits (3^40 <
//! 2^64), where two bits a cell stopped at 32. Both ways go eight cells at a time through a
//! small table.

/// The most cells a key holds: 3^40 - 1 < 2^64.
pub const MAX_CELLS: usize = 40;

/// The cells a table handles at once.
const STEP: usize = 8;

/// 3^STEP: the keys of [`STEP`] cells.
const STEP_KEYS: u64 = 6561;

/// `ONES[x]`: the bits of `x` read as base-3 digits (the sum of 3^i over its set bits i).
const ONES: [u16; 256] = {
    let mut table = [0u16; 256];
    let mut x = 0;
    while x < 256 {
        let (mut digits, mut power, mut i) = (0u16, 1u16, 0);
        while i < STEP {
            if x >> i & 1 == 1 {
                digits += power;
            }
            power *= 3;
            i += 1;
        }
        table[x] = digits;
        x += 1;
    }
    table
};

/// `CELLS[d]`: the eight cells whose base-3 digits make `d`, the horizontal matches in the
/// low byte and the vertical ones in the high byte.
const CELLS: [u16; STEP_KEYS as usize] = {
    let mut table = [0u16; STEP_KEYS as usize];
    let mut d = 0;
    while d < STEP_KEYS as usize {
        let (mut rest, mut cells, mut i) = (d, 0u16, 0);
        while i < STEP {
            match rest % 3 {
                1 => cells |= 1 << i,
                2 => cells |= 1 << (STEP + i),
                _ => {}
            }
            rest /= 3;
            i += 1;
        }
        table[d] = cells;
        d += 1;
    }
    table
};

/// The key of a board of at most [`MAX_CELLS`] cells, given as its horizontal and its
/// vertical matches in reading order (bit `i` for cell `i`; no cell holds both).
#[cfg(test)]
fn encode(horizontal: u64, vertical: u64) -> u64 {
    let mut key = 0;
    let mut scale = 1;
    for step in 0..MAX_CELLS / STEP {
        let shift = STEP * step;
        let ones = |x: u64| u64::from(ONES[(x >> shift & 0xff) as usize]);
        key += (ones(horizontal) + 2 * ones(vertical)) * scale;
        scale *= STEP_KEYS;
    }
    key
}

/// [`encode`] of a board given as 8 x 8 bit boards (bit `8 * row + column`) of `rows` rows of
/// `cols` cells (at most eight, at most [`MAX_CELLS`] in all): a row's digits are one table
/// read for each kind, so the board needs no packing first.
pub fn encode_rows(horizontal: u64, vertical: u64, rows: usize, cols: usize) -> u64 {
    let row_keys = 3u64.pow(cols as u32);
    let (mut key, mut scale) = (0, 1);
    for row in 0..rows {
        let ones = |x: u64| u64::from(ONES[(x >> (8 * row) & 0xff) as usize]);
        key += (ones(horizontal) + 2 * ones(vertical)) * scale;
        scale *= row_keys;
    }
    key
}

/// The inverse of [`encode`]: a key's horizontal and vertical matches.
pub fn decode(mut key: u64) -> (u64, u64) {
    let (mut horizontal, mut vertical) = (0, 0);
    for step in 0..MAX_CELLS / STEP {
        let cells = CELLS[(key % STEP_KEYS) as usize];
        key /= STEP_KEYS;
        horizontal |= u64::from(cells & 0xff) << (STEP * step);
        vertical |= u64::from(cells >> STEP) << (STEP * step);
    }
    (horizontal, vertical)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The key written out digit by digit, as the definition says.
    fn plain(horizontal: u64, vertical: u64) -> u128 {
        (0..MAX_CELLS).rev().fold(0, |key, i| {
            3 * key + u128::from(horizontal >> i & 1) + 2 * u128::from(vertical >> i & 1)
        })
    }

    #[test]
    fn the_largest_board_fits() {
        let all = (1u64 << MAX_CELLS) - 1;
        assert_eq!(u128::from(encode(0, all)), 3u128.pow(MAX_CELLS as u32) - 1);
        assert_eq!(decode(encode(0, all)), (0, all));
        assert_eq!(decode(encode(all, 0)), (all, 0));
    }

    proptest! {
        /// Every board of up to 40 cells: the key is the base-3 number, and decodes back.
        #[test]
        fn keys_are_the_base_3_numbers_and_decode(cells in 0u64..1 << MAX_CELLS, kinds in 0u64..1 << MAX_CELLS) {
            let (horizontal, vertical) = (cells & kinds, cells & !kinds);
            let key = encode(horizontal, vertical);
            prop_assert_eq!(u128::from(key), plain(horizontal, vertical));
            prop_assert_eq!(decode(key), (horizontal, vertical));
        }

        /// A board of rows on 8 x 8 bit boards has the key of its cells in reading order.
        #[test]
        fn rows_encode_as_their_cells(rows in 1usize..=8, cols in 1usize..=8, cells: u64, kinds: u64) {
            prop_assume!(rows * cols <= MAX_CELLS);
            let row = (1u64 << cols) - 1;
            let area = (0..rows).fold(0, |a, r| a | row << (8 * r));
            let (horizontal, vertical) = (cells & kinds & area, cells & !kinds & area);
            let pack = |x: u64| (0..rows).fold(0, |a, r| a | (x >> (8 * r) & row) << (r * cols));
            prop_assert_eq!(
                encode_rows(horizontal, vertical, rows, cols),
                encode(pack(horizontal), pack(vertical))
            );
        }
    }
}
