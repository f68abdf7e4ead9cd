//! Domineering whose regions are answered from a file of region values (`boyi db build
//! domineering --regions N`): for `--db FILE`, and for the leaves of the outcome search.

use super::rules::{Board, Domineering, NAME};
use crate::budget::Budget;
use crate::error::Error;
use crate::game::Written;
use crate::notation::Token;
use crate::partizan::search::{Bridge, Rules, Search};
use crate::partizan::values_file::{self, RegionValues, ValuesData};
use crate::partizan::{Arena, GameId};
use crate::text::Text;
use std::path::Path;
use std::sync::Arc;

/// Domineering with the regions of a file of values (see [`super::regions`]) answered from it.
#[derive(Default)]
pub struct Stored {
    /// The file's regions, valued in the search's arena.
    pub regions: RegionValues,
}

impl Rules for Stored {
    type Position = Board;

    fn left(&self, b: &Board, out: &mut Vec<Board>) {
        Domineering.left(b, out);
    }

    fn right(&self, b: &Board, out: &mut Vec<Board>) {
        Domineering.right(b, out);
    }

    fn components(&self, b: &Board, out: &mut Vec<Board>) {
        Domineering.components(b, out);
    }

    fn windows(&self, b: &Board) -> Vec<Board> {
        Domineering.windows(b)
    }

    fn negative(&self, b: &Board) -> Option<Board> {
        Domineering.negative(b)
    }

    fn closed_form(&self, b: &Board, arena: &mut Arena) -> Option<GameId> {
        Domineering
            .closed_form(b, arena)
            .or_else(|| self.regions.get(arena, b.shape, b.empty))
    }

    fn bridges(&self, b: &Board, out: &mut Vec<Bridge<Board>>) {
        Domineering.bridges(b, out);
    }

    fn name_move(&self, from: &Board, to: &Board) -> Option<String> {
        Domineering.name_move(from, to)
    }
}

impl Written<Board> for Stored {
    fn read_position(&self, words: &[Token<'_>]) -> Result<Board, Error> {
        Domineering.read_position(words)
    }

    fn show_position(&self, b: &Board) -> String {
        Domineering.show_position(b)
    }
}

impl Stored {
    /// A search whose regions are answered from the file of Domineering region values at
    /// `path` where it holds them; refused if the file is of another game.
    pub fn search(path: &Path, budget: Budget) -> Result<Search<Stored>, Error> {
        Stored::search_of(&Arc::new(Stored::read(path)?), budget)
    }

    /// The file of Domineering region values at `path`, read and checked, its forms not yet
    /// made in an arena (for [`Stored::search_of`]); refused if the file is of another game.
    pub fn read(path: &Path) -> Result<ValuesData, Error> {
        let data = values_file::read_data(path)?;
        if data.meta.game != NAME {
            let game = crate::notation::escape_controls(&data.meta.game, false);
            return Err(Error::invalid(
                Text::new("error-values-other-game")
                    .arg("file", path.display().to_string())
                    .arg("game", game)
                    .arg("expected", crate::family::title(NAME)),
            ));
        }
        Ok(data)
    }

    /// A search whose regions are answered from the file `data` (read by [`Stored::read`],
    /// perhaps for many searches), its forms made in the search's own arena, within
    /// `budget`.
    pub fn search_of(data: &Arc<ValuesData>, budget: Budget) -> Result<Search<Stored>, Error> {
        let mut search = Search::new(Stored::default(), budget);
        search.rules.regions = data.values(&mut search.arena)?;
        Ok(search)
    }
}
