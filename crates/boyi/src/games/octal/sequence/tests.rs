use super::*;

fn code(text: &str) -> Code {
    text.parse().unwrap()
}

/// The sparse-space method gives the plain method's values, whatever the split.
#[test]
fn values_agree_with_the_plain_method() {
    for text in [
        "0.77", "0.137", "0.16", "0.6", "0.14", "4!.0", "0.f", "4.07", "0.56", "0.376", "0.354",
        "0.4", "8.0", "0.7!7", "0.15", "0.1777",
    ] {
        let code = code(text);
        let mut plain = Vec::new();
        super::super::values::extend(&code, &mut plain, 3000);
        let mut sequence = Sequence::new(code);
        sequence.extend_to(3000);
        assert_eq!(sequence.values(), plain.as_slice(), "{text}");
    }
}

/// Past the first heaps, blocks of heaps are valued on several cores: still the plain
/// method's values, for dense and sparse codes, `!` and a split before the point.
#[test]
fn values_in_blocks_agree_with_the_plain_method() {
    for text in ["0.6", "0.376", "4!.0", "0.14", "4.07"] {
        let code = code(text);
        let len = PARALLEL_FROM + 3 * BLOCK + 17;
        let mut plain = Vec::new();
        super::super::values::extend(&code, &mut plain, len);
        let mut sequence = Sequence::new(code);
        sequence.extend_to(len);
        assert_eq!(sequence.values(), plain.as_slice(), "{text}");
    }
}

proptest::proptest! {
    /// Any octal code with up to five digits, some with `!`: the plain method's values.
    #[test]
    fn random_codes_agree_with_the_plain_method(
        digits in proptest::collection::vec(0u32..16, 1..6),
        unequal in proptest::collection::vec(proptest::bool::ANY, 6),
    ) {
        let mut digits = digits;
        digits[0] &= 12;
        let code = Code { unequal: unequal[..digits.len()].to_vec(), digits };
        let mut plain = Vec::new();
        super::super::values::extend(&code, &mut plain, 400);
        let mut sequence = Sequence::new(code);
        sequence.extend_to(400);
        proptest::prop_assert_eq!(sequence.values(), plain.as_slice());
    }

    /// A period of an octal code is proven no sooner than the theorem allows, and it
    /// holds: the values computed on to three times as far agree with it.
    #[test]
    fn proven_periods_hold(digits in proptest::collection::vec(0u32..8, 2..5), split in proptest::bool::ANY) {
        let mut digits = digits;
        digits[0] = if split { 4 } else { 0 };
        period_holds(digits, 20_000)?;
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(24))]
    /// Likewise for hexadecimal codes (three heaps left), plain and arithmetic periods.
    #[test]
    fn proven_hexadecimal_periods_hold(digits in proptest::collection::vec(0u32..16, 2..4), before in 0u32..4) {
        let mut digits = digits;
        digits[0] = 4 * before;
        period_holds(digits, 150)?;
    }

    /// Likewise for codes that leave four heaps (Multi-SG), valued by the plain method:
    /// periods proven by the theorem with r = 4, and saltus.
    #[test]
    fn proven_multi_heap_periods_hold(digits in proptest::collection::vec(0u32..32, 2..4), before in 0u32..8) {
        let mut digits = digits;
        digits[0] = 4 * before;
        period_holds(digits, 60)?;
    }
}

/// Runs `digits` up to `most` values; a proven period is proven no sooner than its
/// theorem allows and holds on three times as many values.
fn period_holds(digits: Vec<u32>, most: u64) -> Result<(), proptest::test_runner::TestCaseError> {
    let code = Code {
        unequal: vec![false; digits.len()],
        digits,
    };
    let mut sequence = Sequence::new(code.clone());
    let stop = Stop {
        values: Some(most),
        steps: None,
    };
    sequence.run(stop, |_| Ok::<(), ()>(())).unwrap();
    if let Some(p) = sequence.period() {
        let len = sequence.values().len();
        // The theorem's condition holds when the period is proven.
        if p.shift == 0 {
            proptest::prop_assert!(super::super::period::values_needed(&code, &p) <= len as u64);
        } else {
            proptest::prop_assert!(
                super::super::saltus::prove(&code, sequence.values(), &p).is_some()
            );
        }
        let mut longer = Sequence::new(code);
        longer.extend_to(3 * len);
        for n in p.preperiod as usize..3 * len {
            let expected = p.value_at(&sequence.values()[..len], n as u64).unwrap();
            proptest::prop_assert_eq!(u64::from(longer.values()[n]), expected);
        }
    }
    Ok(())
}

/// Resumed from a prefix, a sequence is the one computed straight through.
#[test]
fn a_resumed_sequence_goes_on_alike() {
    let mut whole = Sequence::new(code("0.6"));
    whole.extend_to(5000);
    let mut resumed = Sequence::resume(code("0.6"), &whole.values()[..2345]);
    resumed.extend_to(5000);
    assert_eq!(resumed.values(), whole.values());
    assert_eq!(resumed.summary(), whole.summary());
}
