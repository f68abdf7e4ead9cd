//! Compares every position of a LOL database with what `boyi solve` answers by theory:
//! outcome, and remoteness where the theory gives one; counts the answers that use the
//! connector rule (engine `checked`), checked here but not proved.
//!
//!     cargo run --profile fastest -p boyi --example db_versus_solve -- lol16.boyi

use boyi::analysis::Engine;
use boyi::budget::Budget;
use boyi::db::Database;
use boyi::family::{Options, Road};
use boyi::games::registry;
use boyi::notation::argument_tokens;
use boyi::Error;
use std::path::Path;

fn main() -> Result<(), Error> {
    let file = std::env::args().nth(1).expect("a LOL database file");
    let db = Database::open(Path::new(&file))?;
    let family = registry::find("lol").expect("lol");
    let mut theory = (family.load)(&Options::default(), Road::Theory, Budget::of_machine())?;
    let root = theory.parse(&argument_tokens(&[db.meta().root.as_str()]))?;
    let schema = theory.database(&root)?;
    let (mut checked, mut with_remoteness, mut differ) = (0u64, 0u64, 0u64);
    let started = std::time::Instant::now();
    let count = schema.each(&db, &mut |position, record| {
        let answer = theory.analyze(position, false)?;
        if answer.engine == Engine::Checked {
            checked += 1;
        }
        let same_remoteness = match answer.remoteness {
            Some(r) => {
                with_remoteness += 1;
                record.remoteness == Some(r)
            }
            None => true,
        };
        if answer.outcome != record.outcome || !same_remoteness {
            differ += 1;
            eprintln!(
                "{}: database {:?}, solve {:?}",
                theory.show(position),
                record,
                answer.outcome
            );
        }
        Ok(())
    })?;
    println!(
        "{file}: {count} positions compared with solve in {:.1} s; {differ} differ; \
         {with_remoteness} with solve's remoteness; {checked} answered by the connector rule \
         (engine checked)",
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
