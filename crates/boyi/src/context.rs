//! What one request carries besides its game and position: the language its answer speaks
//! and the memory it may use. Every surface (the command line, `serve`, Python) makes one
//! per request and hands it down; nothing in the process holds a language or a budget.

use crate::budget::Budget;
use crate::text::Lang;

/// The context of one request.
#[derive(Clone, Debug)]
pub struct Context {
    /// The language of the answer's words (explanations, summaries, errors).
    pub lang: Lang,
    /// The memory and the time the request may use.
    pub budget: Budget,
}

impl Context {
    /// A request in `lang` within `budget`.
    pub fn new(lang: Lang, budget: Budget) -> Context {
        Context { lang, budget }
    }
}
