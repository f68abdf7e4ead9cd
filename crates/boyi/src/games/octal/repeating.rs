//! Take-and-break codes whose last digit repeats for ever (`0.(3)`, Nim; `4.(3)`, Lasker's
//! Nim): a move may take any number of counters. The periodicity theorems need a largest
//! take, so they do not apply; instead two closed forms are proven below, each applied only
//! to the codes that meet its hypotheses, and every other code is valued by mex, heap by
//! heap, as far as its work allows.

use super::rules::{nim_sum_answer, TakeAndBreak, TakeMove};
use crate::analysis::{self, Analysis, MoveReport};
use crate::budget::{self, Budget};
use crate::code::Repeating;
use crate::error::Error;
use crate::family::{erase, Driver, DynGame, HeapRow, Road, Summary, Table, Theory};
use crate::game::Notation;
use crate::games::heaps::join;
use crate::solve::grundy::Solver;
use crate::text::Text;
use crate::value::{mex, Nimber, Play, Value};

/// The game of a repeating `code`, on `road`, within `budget`.
pub fn load(code: Repeating, play: Play, road: Road, budget: Budget) -> Box<dyn DynGame> {
    let form = Form::of(&code);
    let rules = TakeAndBreak {
        code,
        play,
        title: None,
    };
    let misere = (play == Play::Misere).then(|| Solver::new(rules.clone()).with_budget(&budget));
    let theory = Endless {
        rules,
        form,
        values: vec![0],
        misere,
        budget: budget.clone(),
    };
    erase(theory, road, budget)
}

/// A closed form of the Grundy values, proven for the codes [`Form::of`] gives it to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// g(n) = n. Hypotheses: the digit before the point is 0 (no split without a take), and
    /// every take of one counter or more may leave nothing or one heap (each digit from
    /// the first after the point on, the repeated one too, has bits 1 and 2). Proof by
    /// induction on n: a move leaving one heap reaches every m < n, so every value below n
    /// is an option's; a move leaves heaps of total less than n, and a xor is at most the
    /// sum, so no option has value n. (`0.(3)` is Nim; `0.(7)`, `0.(f)` and `0.3(7)` too.)
    Identity,
    /// Lasker's Nim, `4.(3)`: take any number from a heap, or split a heap into two
    /// nonempty heaps. g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3
    /// (Lasker 1931; Winning Ways, ch. 4). Proof by induction on n, from the low two bits,
    /// which g maps 1→1, 2→2, 3→0, 0→3, keeping each block 4k+1..4k+4 in itself: the
    /// one-heap options have every value of the blocks below and of the heaps below n in
    /// its block. A split a + b = n has low bits, by a and b mod 4: for n ≡ 1, (0,1) or
    /// (2,3), xor 2; for n ≡ 2, (1,1), (0,2) or (3,3), xor 0 or 1; for n ≡ 3, (0,3) or
    /// (1,2), xor 3; for n ≡ 0, (1,3), (2,2) or (0,0), xor 1 or 0. So for n ≡ 1, 2 no split
    /// reaches n and the mex is n; for n = 4k+3 the split 1 + (4k+2) reaches 4k+3 and none
    /// reaches 4k+4 (low bits 0), so the mex is 4k+4; for n = 4k+4 the one-heap options
    /// reach 4k+4 and not 4k+3, and no split ends in bits 3, so the mex is 4k+3.
    Lasker,
    /// `8.(3)` (HDU 5795, "A Simple Nim"): take any number from a heap, or split a heap
    /// into three nonempty heaps. g(n) = n + 1 for n ≡ 7 (mod 8), n − 1 for n ≡ 0 (n > 0),
    /// n otherwise. Proof by induction on n (ours; the formula is known from tables). Let
    /// e(a) = g(a) − a (+1 at 7, −1 at 0 mod 8, else 0); g permutes each block 8k+1..8k+8.
    /// One-heap options: every value below n, except that for n ≡ 0 they miss n − 1 and
    /// have n. So it suffices that (A) no split a + b + c = n has g(a)⊕g(b)⊕g(c) = g(n),
    /// and (B) for n ≡ 7 some split has value n: (n−3) + 2 + 1, as n − 3 ≡ 4 ends in bits
    /// 00. For (A), with xᵢ = g(aᵢ), t parts ≡ 7 and s parts ≡ 0: Σxᵢ − ⊕xᵢ =
    /// 2[(x₁∧x₂) + ((x₁⊕x₂)∧x₃)] is even, at least 0, and 0 only for pairwise disjoint
    /// bits; so X = g(n) needs E = t − s − e(n) even and ≥ 0, disjoint low bits where
    /// E = 0, and ρ(r₁)⊕ρ(r₂)⊕ρ(r₃) = ρ(r(n)) on the residues mod 8 (ρ swaps 0 and 7).
    /// Every (t, s) fails one: (0,0) E = 0 needs disjoint nonzero residues, so {1,2,4} and
    /// n ≡ 7, a contradiction, or n ≡ 0 and E = 1; (0,1) E < 0, or n ≡ 0 with 111 meeting
    /// a nonzero residue; (0,2), (0,3), (1,2) E = −2; (1,0) E odd, or n ≡ 7 with residues
    /// {2,6}, {3,5}, {4,4} sharing a bit, or n ≡ 0 with {3,6}, {4,5} giving low bits 5 or
    /// 1, not 7; (1,1) E odd at n ≡ 0, else 111 meets the third residue; (2,0) E = 2 but
    /// low bits r₃ ≠ r₃ − 2; (2,1), (3,0) E odd. (Splitting into four heaps breaks the
    /// pattern: by mex, g(32) = 33.)
    ThreeSplit,
}

impl Form {
    /// The closed form proven for `code`, if its hypotheses hold.
    pub fn of(code: &Repeating) -> Option<Form> {
        let listed = &code.listed;
        let takes_leave_one =
            listed.digits[1..].iter().all(|&d| d & 3 == 3) && code.repeat & 3 == 3;
        if listed.digits[0] == 0 && takes_leave_one {
            return Some(Form::Identity);
        }
        let takes_any = code.repeat == 3 && !code.unequal && !listed.unequal[0];
        match listed.digits[..] {
            [4] if takes_any => Some(Form::Lasker),
            [8] if takes_any => Some(Form::ThreeSplit),
            _ => None,
        }
    }

    /// The Grundy value of heap `n` (in 128 bits: Lasker's form exceeds the heap by one).
    pub fn value(self, n: u64) -> u128 {
        let n = u128::from(n);
        match self {
            Form::Identity => n,
            Form::Lasker => match n % 4 {
                3 => n + 1,
                0 if n > 0 => n - 1,
                _ => n,
            },
            Form::ThreeSplit => match n % 8 {
                7 => n + 1,
                0 if n > 0 => n - 1,
                _ => n,
            },
        }
    }

    /// The theorem in words.
    fn proof(self) -> Text {
        Text::new(match self {
            Form::Identity => "octal-repeating-identity",
            Form::Lasker => "octal-repeating-lasker",
            Form::ThreeSplit => "octal-repeating-three-split",
        })
    }
}

/// A repeating code with the values of its heaps: from its closed form, or by mex as far as
/// asked.
struct Endless {
    rules: TakeAndBreak<Repeating>,
    form: Option<Form>,
    /// Without a form, the values of heaps 0, 1, … computed so far.
    values: Vec<u32>,
    /// Under misère play, the plain search that answers.
    misere: Option<Solver<TakeAndBreak<Repeating>>>,
    budget: Budget,
}

impl Endless {
    /// The Grundy value of heap `h`.
    fn grundy(&mut self, h: u64) -> Result<Nimber, Error> {
        if let Some(form) = self.form {
            return Nimber::try_from(form.value(h))
                .map_err(|_| Error::limit(Text::new("error-octal-repeating-too-large")));
        }
        self.compute_to(h)?;
        Ok(Nimber::from(self.values[h as usize]))
    }

    /// Computes the values up to heap `h` by mex, refused up front past the work a request
    /// may do or the memory it may use.
    fn compute_to(&mut self, h: u64) -> Result<(), Error> {
        if h < self.values.len() as u64 {
            return Ok(());
        }
        let work = mex_work(&self.rules.code, h);
        if work.is_none_or(|w| w > budget::THEORY_WORK) {
            return Err(Error::limit(
                Text::new("error-octal-repeating-work")
                    .arg("code", self.rules.code.to_string())
                    .arg("heap", h)
                    .arg("limit", budget::THEORY_WORK),
            ));
        }
        self.budget
            .check_memory(h.saturating_mul(4), Text::new("error-what-octal-values"))?;
        let mut options = Vec::new();
        let mut seen = Vec::new();
        for n in self.values.len() as u64..=h {
            options.clear();
            let values = &self.values;
            self.rules.code.each_move(n, |_, leave| {
                let x = leave.iter().fold(0, |x, &part| x ^ values[part as usize]);
                options.push(Nimber::from(x));
            });
            self.values.push(mex(&options, &mut seen) as u32);
        }
        Ok(())
    }
}

impl Endless {
    /// Every winning move that leaves one heap or none, when the heaps are too large to list
    /// their moves: a form is its own inverse (Lasker's swaps 4k+3 and 4k+4), so heap `h`
    /// of value g is brought to value g xor `x` by leaving the heap of that value, if it is
    /// smaller; both forms' codes let a take leave one heap or none.
    fn one_heap_winners(&self, form: Form, heaps: &[u64], x: Nimber) -> Vec<MoveReport> {
        let mut winners = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            let Ok(g) = Nimber::try_from(form.value(h)) else {
                continue;
            };
            let left = form.value(g ^ x);
            let Some(left) = u64::try_from(left).ok().filter(|&m| m < h) else {
                continue;
            };
            let mv = TakeMove {
                heap: i,
                take: h - left,
                leave: if left == 0 { vec![] } else { vec![left] },
            };
            let mut after = heaps.to_vec();
            after[i] = left;
            winners.push(MoveReport {
                mv: self.rules.show_move(&mv, &heaps.to_vec()),
                position: Some(join(&after)),
            });
        }
        winners
    }
}

/// A bound on the options looked at to value every heap up to `h`: each heap has about h
/// takes, each with its splits into the most heaps a move leaves.
fn mex_work(code: &Repeating, h: u64) -> Option<u64> {
    let splits = match code.parts() {
        1 => 1,
        parts => super::values::split_count(h, parts),
    };
    h.checked_add(1)?
        .checked_mul(h.checked_add(1)?)?
        .checked_mul(splits)
}

impl Theory for Endless {
    type Game = TakeAndBreak<Repeating>;

    fn game(&self) -> &TakeAndBreak<Repeating> {
        &self.rules
    }

    fn value(&mut self, heaps: &Vec<u64>) -> Result<Value, Error> {
        if let Some(search) = &mut self.misere {
            self.budget
                .check_search(search_work(&self.rules.code, heaps))?;
            return Ok(search.value(heaps)?);
        }
        let mut x = 0;
        for &h in heaps {
            x ^= self.grundy(h)?;
        }
        Ok(Value::from_nimber(x, None))
    }

    fn analyze(&mut self, heaps: &Vec<u64>) -> Result<Analysis, Error> {
        if let Some(search) = &mut self.misere {
            self.budget
                .check_search(search_work(&self.rules.code, heaps))?;
            let mut answer = analysis::generic(search, heaps)?;
            answer.explanation = Text::new("octal-repeating-misere");
            return Ok(answer);
        }
        let listable = self
            .move_count(heaps)
            .is_some_and(|m| m <= budget::LISTED_MOVES);
        let rules = self.rules.clone();
        let (mut answer, table) = nim_sum_answer(&rules, heaps, listable, |h| self.grundy(h))?;
        let x = answer.nimber.unwrap_or(0);
        let code = self.rules.code.to_string();
        let mut text = vec![table];
        text.push(match self.form {
            Some(form) => form.proof(),
            None => Text::new("octal-repeating-computed").arg("code", code),
        });
        if x != 0 && !listable {
            match self.form {
                Some(form) => {
                    answer.winning_moves = self.one_heap_winners(form, heaps, x);
                    if self.rules.code.parts() > 1 {
                        text.push(Text::new("octal-repeating-splits-unlisted"));
                    }
                }
                None => text.push(Text::new("octal-too-many-moves")),
            }
        }
        answer.explanation = Text::lines(text);
        Ok(answer)
    }

    fn search_work(&self, heaps: &Vec<u64>) -> Option<u64> {
        search_work(&self.rules.code, heaps)
    }

    fn move_count(&self, heaps: &Vec<u64>) -> Option<u64> {
        let mut count = 0u64;
        for &h in heaps.iter().filter(|&&h| self.rules.has_move(h)) {
            let per_take = match self.rules.code.parts() {
                1 => 1,
                parts => super::values::split_count(h, parts),
            };
            count = count.checked_add(h.checked_add(1)?.checked_mul(per_take)?)?;
        }
        Some(count)
    }

    /// Heaps 0 to `to`: from the closed form (any length), or computed by mex.
    fn table(&mut self, to: Option<u64>, _: &mut dyn Driver) -> Result<Table<'_>, Error> {
        let code = self.rules.code.to_string();
        let to = to.ok_or_else(|| {
            Error::invalid(
                Text::new("error-octal-repeating-table-needs-to").arg("code", code.clone()),
            )
        })?;
        if self.misere.is_some() {
            return Err(Error::invalid(Text::new(
                "error-octal-repeating-misere-table",
            )));
        }
        if self.form.is_none() {
            self.compute_to(to)?;
        }
        let (form, values) = (self.form, &self.values);
        let row = move |n: u64| {
            let g = match form {
                Some(form) => u64::try_from(form.value(n))
                    .map_err(|_| Error::limit(Text::new("error-octal-repeating-too-large")))?,
                None => u64::from(values[n as usize]),
            };
            Ok(HeapRow::from_grundy(g))
        };
        let largest = match form {
            Some(_) => 0,
            None => values.iter().copied().max().map_or(0, u64::from),
        };
        Ok(Table::Heaps {
            label: Some(Text::new("column-nimber")),
            row: Box::new(row),
            period: None,
            note: Some(match form {
                Some(form) => form.proof(),
                None => Text::new("octal-repeating-computed").arg("code", code),
            }),
            summary: Summary {
                values_computed: if form.is_some() {
                    0
                } else {
                    values.len() as u64
                },
                largest,
                ..Summary::default()
            },
        })
    }
}

/// A bound on a plain search from `heaps`: every multiset of heaps of smaller total, each
/// with every move.
fn search_work(code: &Repeating, heaps: &[u64]) -> Option<u64> {
    let sum = heaps.iter().try_fold(0u64, |s, &h| s.checked_add(h))?;
    let positions = super::rules::partitions_up_to(sum)?;
    positions.checked_mul(mex_work(code, sum)? / sum.max(1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::code::Repeating;
    use crate::notation::{Place, Token};

    fn code(text: &str) -> Repeating {
        let token = Token {
            text,
            at: Place::Argument(1),
        };
        Repeating::parse(&token).unwrap().unwrap()
    }

    /// The values by mex of every heap up to `n`, with no form.
    fn by_mex(code: &Repeating, n: u64) -> Vec<u32> {
        let mut theory = Endless {
            rules: TakeAndBreak {
                code: code.clone(),
                play: Play::Normal,
                title: None,
            },
            form: None,
            values: vec![0],
            misere: None,
            budget: Budget::with_memory(1 << 30),
        };
        theory.compute_to(n).unwrap();
        theory.values
    }

    /// Multi-SG: `[16].(3)` takes any number from a heap or splits it into four, valued by
    /// mex of its moves as a brute force written here (four nested loops) values it; it
    /// breaks the pattern of the three-way split at 32 (g = 33).
    #[test]
    fn a_four_way_split_is_valued_as_a_brute_force_values_it() {
        let n = 40usize;
        let mut brute = vec![0u32; n + 1];
        for h in 1..=n {
            let mut options: Vec<u32> = brute[..h].to_vec();
            for a in 1..=h {
                for b in a..=h {
                    for c in b..=h {
                        if a + b + c < h && h - a - b - c >= c {
                            options.push(brute[a] ^ brute[b] ^ brute[c] ^ brute[h - a - b - c]);
                        }
                    }
                }
            }
            brute[h] = (0..).find(|g| !options.contains(g)).unwrap();
        }
        let c = code("[16].(3)");
        assert_eq!(c.to_string(), "[16].(3)");
        assert_eq!(c.parts(), 4);
        assert_eq!(by_mex(&c, n as u64), brute);
        assert_eq!(brute[32], 33);
    }

    #[test]
    fn repeating_codes_read_and_show_alike() {
        for (text, shown) in [
            ("0.(3)", "0.(3)"),
            ("4.(3)", "4.(3)"),
            ("4.33(3)", "4.(3)"),
            ("0.1(7!)", "0.1(7!)"),
        ] {
            assert_eq!(code(text).to_string(), shown);
        }
        for bad in ["0.(0)", "0.(33)", "0.(3", "1.(3)", "0.()", "0.(x)"] {
            let token = Token {
                text: bad,
                at: Place::Argument(1),
            };
            assert!(Repeating::parse(&token).is_err(), "{bad}");
        }
        // Without parentheses a code is not repeating, and a stray one is no digit.
        let token = Token {
            text: "0.3)",
            at: Place::Argument(1),
        };
        assert_eq!(Repeating::parse(&token), Ok(None));
        assert!(crate::code::Code::parse(&token).is_err());
    }

    /// Each closed form against mex: Lasker's Nim on every heap up to 600, three splits up to
    /// 200, and every code
    /// `W.A(R)` (W = 0, 4 or 8, every digit A and R) given a form, on every heap up to 40: the
    /// hypotheses are checked on the whole class, not on codes picked.
    #[test]
    fn closed_forms_agree_with_mex_on_every_small_code() {
        // Heaps up to 600 of Lasker's Nim, 200 of three splits (a heap of n has about n²/12).
        for (text, form, most) in [
            ("4.(3)", Form::Lasker, 600),
            ("8.(3)", Form::ThreeSplit, 200),
        ] {
            let c = code(text);
            assert_eq!(Form::of(&c), Some(form));
            for (n, &g) in by_mex(&c, most).iter().enumerate() {
                assert_eq!(u128::from(g), form.value(n as u64), "{text} at {n}");
            }
        }
        let hex = |d: u8| char::from_digit(u32::from(d), 16).unwrap();
        for whole in [0u8, 4, 8] {
            for a in 0..16u8 {
                for repeat in 1..16u8 {
                    let text = format!("{}.{}({})", hex(whole), hex(a), hex(repeat));
                    let c = code(&text);
                    let values = by_mex(&c, 40);
                    if let Some(form) = Form::of(&c) {
                        for (n, &g) in values.iter().enumerate() {
                            assert_eq!(u128::from(g), form.value(n as u64), "{text} at {n}");
                        }
                    }
                }
            }
        }
    }
}
