//! The moves of a position, unvalued: what a person may still play where the position is
//! too hard to value now (Connect Four a few stones in), so that play goes on to positions
//! that are not.

use super::files::Files;
use super::Request;
use crate::error::Error;
use crate::family::Road;
use crate::notation::argument_tokens;
use crate::text::Text;
use crate::Context;
use serde::Serialize;

/// One move, unvalued, in the language of the request.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Step {
    /// The move, as `boyi solve` names it.
    #[serde(rename = "move")]
    pub mv: String,
    /// The position it leads to, as the game writes positions.
    pub position: String,
}

/// A position and its moves, unvalued.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Steps {
    /// The position, as the game writes it.
    pub position: String,
    /// Every move, in the game's order.
    pub moves: Vec<Step>,
}

/// Every move of the request's position, in the game's order, unvalued; refused for a game
/// that is not played move by move with the same moves for both players (a partizan game,
/// a form of the front door) and where the moves are too many to list.
pub fn steps(request: &Request, files: &dyn Files, cx: &Context) -> Result<Steps, Error> {
    let game = request.source.by_outcome(Road::Theory, files, &cx.budget)?;
    let game = game.ok_or_else(|| Error::invalid(Text::new("error-no-steps-here")))?;
    let position = game.parse(&argument_tokens(&request.position))?;
    let moves = game
        .successors(&position)?
        .into_iter()
        .map(|(mv, next)| Step {
            mv: mv.render(cx),
            position: game.show(&next),
        });
    Ok(Steps {
        position: game.show(&position),
        moves: moves.collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ask::files::Disk;
    use crate::ask::Source;
    use crate::budget::Budget;

    /// A Connect Four board too early to value still has its seven drops, each to a board
    /// with one stone more; a partizan game has none to give.
    #[test]
    fn an_early_board_still_has_its_moves() {
        let words = |w: &[&str]| w.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let cx = Context::new(crate::Lang::En, Budget::of_machine());
        let (source, position) = Source::read(&words(&["connect4", "4"]), &Disk).unwrap();
        let found = steps(&Request::new(source, position), &Disk, &cx).unwrap();
        assert_eq!(found.moves.len(), 7);
        let stones = |s: &str| s.chars().filter(|c| "xo".contains(*c)).count();
        assert_eq!(stones(&found.position), 1);
        assert!(
            found.moves.iter().all(|s| stones(&s.position) == 2),
            "{found:?}"
        );
        let (source, position) = Source::read(&words(&["domineering", "..|.."]), &Disk).unwrap();
        assert!(steps(&Request::new(source, position), &Disk, &cx).is_err());
    }
}
