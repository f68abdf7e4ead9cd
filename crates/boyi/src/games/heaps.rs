//! The position notation shared by the heap games: heap sizes as numbers separated by
//! spaces, and the key of a position where heap order and empty heaps do not matter.

use crate::notation::{natural, ParseError, Place, Token};
use crate::text::Text;

/// The heaps as a sorted list without empty ones: the key of a heap game's position where
/// heap order and empty heaps do not matter.
pub fn heap_multiset(heaps: &[u64]) -> Vec<u64> {
    let mut key: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
    key.sort_unstable();
    key
}

/// Numbers separated by single spaces: the position notation of heap games.
pub fn join(values: &[u64]) -> String {
    // No heap at all (a take-and-break game drops empty heaps) is written as one empty heap,
    // which reads back as the same position.
    if values.is_empty() {
        return "0".to_string();
    }
    values
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Reads heap sizes; at least one heap is required.
pub fn parse_heaps(tokens: &[Token<'_>]) -> Result<Vec<u64>, ParseError> {
    if tokens.is_empty() {
        return Err(ParseError::at(Text::new("error-nim-no-heaps"), Place::End));
    }
    tokens
        .iter()
        .map(|t| natural(t, Text::new("error-what-a-heap-size")))
        .collect()
}
