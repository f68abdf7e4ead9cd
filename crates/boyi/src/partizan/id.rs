//! The name of a canonical form in an [`super::Arena`].

/// A canonical form in an [`super::Arena`]. Ids depend on the order games were made, so they are
/// never shown to a reader or used to order output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub(super) u32);
