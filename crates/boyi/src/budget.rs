//! How much one request may cost, checked before the work starts.
//!
//! Work is counted as positions times moves: a plain search visits every position reachable
//! from the root once and looks at each of its moves once.

use crate::error::Error;

/// The most positions a generic search may store before it gives up.
pub const SEARCH_POSITIONS: usize = 5_000_000;

/// The most work (positions times moves) a generic search takes on before it starts.
pub const SEARCH_WORK: u64 = 100_000_000;

/// The most steps a theory's own computation (a table of values, a period search) takes
/// before it stops and says so: about a second or two.
pub const THEORY_WORK: u64 = 1_000_000_000;

/// Up to this much work an answer of the theory that has no remoteness gets one from a
/// search of every position below it.
pub const REMOTENESS_WORK: u64 = 1_000_000;

/// The most moves an answer lists with their values (`--all-moves`, `play`, the explorer).
pub const LISTED_MOVES: u64 = 100_000;

/// Refuses, before starting, a generic search whose work bound (`None`: too large to count)
/// is over [`SEARCH_WORK`].
pub fn check_search(work: Option<u64>) -> Result<(), Error> {
    match work {
        Some(w) if w <= SEARCH_WORK => Ok(()),
        _ => Err(Error::Limit(format!(
            "the generic engine would search more than {SEARCH_WORK} positions and moves{}; \
             use the theory engine (the default) for a position this large",
            match work {
                Some(w) => format!(" (about {w})"),
                None => String::new(),
            }
        ))),
    }
}

/// Refuses, before listing them, more moves than [`LISTED_MOVES`].
pub fn check_move_list(moves: Option<u64>) -> Result<(), Error> {
    match moves {
        Some(m) if m <= LISTED_MOVES => Ok(()),
        _ => Err(Error::Limit(format!(
            "this position has {} moves; every move is listed with its value only up to \
             {LISTED_MOVES} moves",
            match moves {
                Some(m) => format!("{m}"),
                None => "more than 2^64".to_string(),
            }
        ))),
    }
}

/// Work bound for heaps searched together: positions Π(h+1) times moves Σh (plus one).
pub fn heaps_work(heaps: &[u64]) -> Option<u64> {
    let positions = heaps
        .iter()
        .try_fold(1u64, |n, &h| n.checked_mul(h.checked_add(1)?))?;
    positions.checked_mul(heaps.iter().try_fold(1u64, |s, &h| s.checked_add(h))?)
}

/// Work bound for one heap of `n` with at most `moves` moves from each size.
pub fn heap_work(n: u64, moves: u64) -> Option<u64> {
    n.checked_add(1)?.checked_mul(moves.min(n).max(1))
}

/// Work bound for a board of `empties` empty cells, each filled in one of `states` ways,
/// with at most `moves` moves per empty cell.
pub fn board_work(empties: usize, states: u64, moves: u64) -> Option<u64> {
    let empties = u32::try_from(empties).ok()?;
    states
        .checked_pow(empties)?
        .checked_mul(moves.checked_mul(u64::from(empties))?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_saturate_to_none() {
        assert_eq!(heaps_work(&[3, 4]), Some(20 * 8));
        assert_eq!(heaps_work(&[u64::MAX]), None);
        assert_eq!(heap_work(10, 3), Some(33));
        assert_eq!(board_work(2, 3, 2), Some(9 * 4));
        assert_eq!(board_work(100, 3, 2), None);
        assert!(check_search(None).is_err());
        assert!(check_search(Some(SEARCH_WORK)).is_ok());
        assert!(check_move_list(Some(LISTED_MOVES + 1)).is_err());
    }
}
