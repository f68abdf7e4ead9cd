//! What one request carries besides its game and position: the language its answer speaks,
//! where it was asked, and the memory it may use. Every surface (the command line, `serve`, Python) makes one
//! per request and hands it down; nothing in the process holds a language or a budget.

use crate::budget::Budget;
use crate::text::{Lang, Reader, Surface};

/// The context of one request.
#[derive(Clone, Debug)]
pub struct Context {
    /// The language of the answer's words (explanations, summaries, errors).
    pub lang: Lang,
    /// Where it was asked, which decides how a refusal says to go further (`--memory`,
    /// `memory=`, or the server's budget).
    pub surface: Surface,
    /// The memory and the time the request may use.
    pub budget: Budget,
}

impl Context {
    /// A request from the command line in `lang` within `budget`.
    pub fn new(lang: Lang, budget: Budget) -> Context {
        Context {
            lang,
            surface: Surface::CommandLine,
            budget,
        }
    }

    /// The same request, asked on `surface`.
    pub fn on(self, surface: Surface) -> Context {
        Context { surface, ..self }
    }
}

/// A request's answer is read in its language, where it was asked.
impl From<&Context> for Reader {
    fn from(cx: &Context) -> Reader {
        Reader {
            lang: cx.lang,
            surface: cx.surface,
        }
    }
}
