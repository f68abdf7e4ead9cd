//! A partizan family as the registry lists it: names, how a position is written and drawn,
//! and the functions that value a position (with every move of each player) within a
//! request's budget.

use super::drawing::Drawing;
use super::options::{OptionSpec, Options};
use super::spec::{surfaces, title, About, AboutOption};
use crate::budget::Budget;
use crate::db::{Channel, Progress};
use crate::error::Error;
use crate::partizan::family::Solution;
use crate::partizan::outcome::{Answer, Judgement, MoveJudge, Report};
use crate::partizan::tally::Survey;
use crate::partizan::values_file::ValuesMeta;
use crate::partizan::{Arena, Class, GameId};
use crate::text::{Lang, Text};
use std::path::Path;
use std::sync::Arc;

/// One partizan family of the registry.
pub struct PartizanFamily {
    /// The name typed after `boyi solve`.
    pub name: &'static str,
    /// Another name (Chinese).
    pub alias: Option<&'static str>,
    /// A position, as typed after the name.
    pub example: &'static str,
    /// How a position is written.
    pub position: &'static str,
    /// How the web page draws a position and plays it by clicking; `None` for none.
    pub board: Option<Drawing>,
    /// Values a position written as text, within the request's memory budget.
    pub solve: fn(&str, Budget) -> Result<Solution, Error>,
    /// The values of its regions kept in files and surveyed, for a family whose positions
    /// split into regions of a grid.
    pub regions: Option<Regions>,
    /// The table `boyi table` prints of the family, if it has one.
    pub table: Option<PartizanTable>,
    /// A search of who wins, for positions too large to value (`--outcome`), if it has one.
    pub outcome: Option<OutcomeSearch>,
}

/// A family's search of who wins a position with each player moving first (`boyi solve NAME
/// POSITION --outcome`), and its table's rows decided by it (`boyi table NAME --outcome`).
pub struct OutcomeSearch {
    /// Who wins the position written as text, within the request's budget, kept now and
    /// then in the checkpoint file of the files given where there is one (and going on from
    /// it), its leaves reading their file of region values where there is one; the
    /// positions searched so far are told to the last argument every so often.
    pub solve: DecideOutcome,
    /// A judge of every move of a player, each decided (whether it leaves the opponent
    /// lost), within the budget given, keeping what it learns from one call to the next
    /// (the turns of `boyi play`), its leaves reading the file of region values given where
    /// there is one (refused where that is not one).
    pub judges: MakeJudges,
    /// Every move of each player at the position written as text, Left's and Right's, each
    /// decided as a judge decides them (a family may decide one player's from the other's),
    /// within the request's budget, the leaves reading the file of region values given
    /// where there is one; progress as for `solve`.
    pub judge_both: JudgeBoth,
    /// The search of who wins the position written as text with each player first that
    /// every worker of a [`Channel`] runs at once (threads, and processes on many machines),
    /// each worker within the budget given and, with a checkpoint file, keeping its own run
    /// beside it (and going on from it); the leaves read the file of region values of the
    /// files given where there is one. The position and the files are read once, before any
    /// worker runs.
    pub spread: SpreadOutcome,
    /// The position of row n of the family's table for the options given.
    pub row: fn(&Options, u64) -> Result<String, Error>,
    /// Reads a position as the search would, refusing what it refuses before any search:
    /// a table checks its last row first.
    pub check: fn(&str) -> Result<(), Error>,
}

impl OutcomeSearch {
    /// Who wins the position written as text with each player first and, with `all_moves`,
    /// every move of each player decided; without, the run kept in the checkpoint of
    /// `files` where it names one; the leaves read the file of region values of `files`
    /// where it names one; the positions searched so far are told to `progress` every so
    /// often, counted afresh by each search.
    pub fn answer(
        &self,
        text: &str,
        all_moves: bool,
        files: OutcomeFiles<'_>,
        budget: Budget,
        progress: &mut dyn FnMut(u64),
    ) -> Result<Answer, Error> {
        if all_moves && files.checkpoint.is_some() {
            return Err(Error::invalid(Text::new("error-checkpoint-all-moves")));
        }
        if !all_moves {
            return Ok(Answer {
                report: (self.solve)(text, budget, files, progress)?,
                left_moves: None,
                right_moves: None,
            });
        }
        // Every move decided says who wins with each player first: no search of its own.
        let [left, right] = (self.judge_both)(text, budget, files.values, progress)?;
        let report = Report {
            position: left.position.clone(),
            class: Class::from_wins(left.wins(), right.wins()),
            left: left.verdict(),
            right: right.verdict(),
        };
        Ok(Answer {
            report,
            left_moves: Some(left),
            right_moves: Some(right),
        })
    }
}

/// The files an outcome search uses beside its position, each where one is named.
#[derive(Clone, Copy, Debug, Default)]
pub struct OutcomeFiles<'a> {
    /// Where the run is kept now and then, to go on from there when it is asked again
    /// (`--checkpoint`).
    pub checkpoint: Option<&'a Path>,
    /// A file of the family's region values (`boyi db build NAME --regions N`), whose
    /// regions the search's leaves look up instead of valuing them (`--db`).
    pub values: Option<&'a Path>,
}

/// A table of a partizan family: a row of boards that grow by one step each (the R×n
/// rectangles, the rows T^n .^B F^C), each valued.
pub struct PartizanTable {
    /// What the table lists, in one line.
    pub about: &'static str,
    /// Its options, each a whole number (`--rows`).
    pub options: &'static [OptionSpec],
    /// The options and last row of an example, as typed after `boyi table NAME`.
    pub example: &'static str,
    /// The last row when `--to` is not given.
    pub default_to: u64,
    /// The title of the table's plot for the options given.
    pub title: fn(&Options) -> Result<String, Error>,
    /// The rows 1..=to for the options given, each passed with its label and value to the
    /// last argument as it is found, within the request's budget.
    pub rows: TableRows,
}

/// What a family whose positions split into regions does with the values of every region up
/// to a size: keeps them in a file of values (`boyi db build NAME --regions N`), answers from
/// one (`--db FILE`), checks one (`boyi db verify`), and surveys them (`boyi table NAME
/// --regions N`).
pub struct Regions {
    /// Values every region of up to N cells into a file at the path; its header and size.
    pub build: BuildRegions,
    /// Values a position written as text, each region the file at the path holds read from it.
    pub solve: SolveStored,
    /// Checks every n-th region of the file at the path against its options' stored values;
    /// the regions held and checked.
    pub verify: VerifyRegions,
    /// Counts what the values of every region of up to N cells hold, size by size.
    pub survey: SurveyRegions,
}

/// The option of a family with an outcome search, as the games are listed.
const OUTCOME_OPTION: AboutOption = AboutOption {
    option: "--outcome",
    value: None,
    help: "Who wins, and by which moves, by the outcome search: for boards too large to value.",
};

/// How a family's outcome search decides a position; see [`OutcomeSearch::solve`].
pub type DecideOutcome =
    fn(&str, Budget, OutcomeFiles<'_>, &mut dyn FnMut(u64)) -> Result<Report, Error>;

/// How a family's outcome search is shared by many workers; see [`OutcomeSearch::spread`].
pub type SpreadOutcome = fn(&str, Budget, OutcomeFiles<'_>) -> Result<SpreadJob, Error>;

/// A search each worker runs with its channel to the others.
pub type SpreadJob = Arc<dyn Fn(&mut dyn Channel) -> Result<Report, Error> + Send + Sync>;

/// How a family makes the judge of `boyi play --outcome`; see [`OutcomeSearch::judges`].
pub type MakeJudges = fn(Budget, Option<&Path>) -> Result<Box<dyn MoveJudge>, Error>;

/// How a family's outcome search decides every move of each player; see
/// [`OutcomeSearch::judge_both`].
pub type JudgeBoth =
    fn(&str, Budget, Option<&Path>, &mut dyn FnMut(u64)) -> Result<[Judgement; 2], Error>;

/// How a family writes a file of its region values; see [`Regions::build`].
pub type BuildRegions =
    fn(u32, &Path, &mut dyn Progress, Budget) -> Result<(ValuesMeta, u64), Error>;

/// How a family checks a file of its region values; see [`Regions::verify`].
pub type VerifyRegions = fn(&Path, u64, &mut dyn Progress, Budget) -> Result<(u64, u64), Error>;

/// How a family surveys its regions; see [`Regions::survey`].
pub type SurveyRegions = fn(u32, &mut dyn Progress, Budget) -> Result<Survey, Error>;

/// How a partizan table computes its rows; see [`PartizanTable::rows`].
pub type TableRows = fn(&Options, u64, Budget, RowSink) -> Result<(), Error>;

/// Where a partizan table's rows go: the label, the arena and the value of each.
pub type RowSink<'a> = &'a mut dyn FnMut(&str, &mut Arena, GameId) -> Result<(), Error>;

/// Values a position written as text, the values of its parts read from the file at the
/// path where it holds them, within the request's memory budget.
pub type SolveStored = fn(&Path, &str, Budget) -> Result<Solution, Error>;

impl PartizanFamily {
    /// The rules in one line; the message `rules-NAME` of the translation files.
    pub fn rules(&self) -> Text {
        Text::new(format!("rules-{}", self.name))
    }

    /// What is told of this family when the games are listed, with the fields of an
    /// impartial family's ([`About`]), its rules in `lang`.
    pub fn about(&self, lang: Lang) -> About {
        let database = match self.regions {
            Some(_) => Ok(()),
            None => Err(Text::new("not-for-database-partizan")),
        };
        let table = match self.table {
            Some(_) => Ok(()),
            None => Err(Text::new("not-for-table-partizan").arg("game", self.name)),
        };
        let (surfaces, not_for) = surfaces(table, database, lang);
        About {
            game: self.name,
            alias: self.alias,
            title: title(self.name).render(lang),
            rules: self.rules().render(lang),
            example: self.example,
            options: self.outcome.iter().map(|_| OUTCOME_OPTION).collect(),
            position: self.position,
            tabulates: false,
            table_example: self.table.as_ref().map(|t| t.example),
            partizan: true,
            family: true,
            board: self.board,
            surfaces,
            not_for,
        }
    }
}
