//! The opaque position every game hands out through the one interface. It lives below the
//! family model and the databases, which both pass it around.

use std::any::Any;
use std::rc::Rc;

/// A position of some game, as a [`DynGame`](crate::family::DynGame) hands it out: opaque to the caller, typed
/// inside the game that made it. Cheap to clone.
#[derive(Clone)]
pub struct Position(Rc<dyn Any>);

impl Position {
    /// Wraps a typed position.
    pub fn new<P: 'static>(p: P) -> Self {
        Position(Rc::new(p))
    }

    /// The typed position; `None` if it was made by a game of another type.
    pub fn get<P: 'static>(&self) -> Option<&P> {
        self.0.downcast_ref()
    }
}
