//! Asking memory ahead of time: where a search knows which cache lines it will read soon
//! (the table entries of the positions it is about to visit, the words of a lookup), it asks
//! for them all first, so that the waits for memory overlap instead of coming one by one.

/// Asks for the cache line of `item` without waiting for it (nothing where the processor
/// has no such instruction here): reads asked for together overlap, where each read that
/// waits for the one before it would wait for memory in turn.
pub(crate) fn prefetch<T>(item: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch reads nothing the program sees and cannot fault; the address is of a
    // live reference.
    unsafe {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        _mm_prefetch::<_MM_HINT_T0>((item as *const T).cast::<i8>());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = item;
}
