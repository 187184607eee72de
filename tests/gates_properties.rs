//! Property tests of the gate and the explain table on random pairs of
//! profiles: the explain rows plus "N more" add up to the change of the
//! total; a rule never fails when OLD and NEW are the same profile; and a
//! rule on an exact figure fails exactly when the change exceeds its limit
//! (the limit computed here in whole numbers, independently of cgann's).

use cgann::model::Profile;
use cgann::model::builder::{BuildOptions, Builder};
use cgann::parse::parse_lines;
use cgann::parse::reader::LineReader;
use cgann::report::diff::explain::explain;
use cgann::report::diff::gate::{Rule, Verdict, evaluate};
use cgann::report::diff::{Naming, figures};
use proptest::prelude::*;

const FILES: [&str; 2] = ["a.c", "lib/b.c"];

#[derive(Debug, Clone)]
struct Func {
    file: usize,
    self_cost: u64,
    /// (callee, count, inclusive cost)
    calls: Vec<(usize, u64, u64)>,
}

fn name(i: usize) -> String {
    format!("f{i}")
}

/// The profile in the Callgrind format.
fn text(funcs: &[Func]) -> String {
    let mut s = String::from("events: Ir\n");
    for (i, f) in funcs.iter().enumerate() {
        s += &format!("fl={}\nfn={}\n1 {}\n", FILES[f.file], name(i), f.self_cost);
        for &(callee, count, cost) in &f.calls {
            s += &format!(
                "cfi={}\ncfn={}\ncalls={count} 1\n2 {cost}\n",
                FILES[funcs[callee].file],
                name(callee)
            );
        }
    }
    s
}

fn load(funcs: &[Func]) -> Profile {
    let data = text(funcs);
    let mut b = Builder::new(BuildOptions::default());
    parse_lines(LineReader::new(data.as_bytes()), &mut b).expect("generated profiles are valid");
    b.finish()
}

fn funcs() -> impl Strategy<Value = Vec<Func>> {
    (2usize..8).prop_flat_map(|n| {
        let func = (
            0..FILES.len(),
            0u64..100_000,
            prop::collection::vec((0..n, 1u64..50, 0u64..200_000), 0..3),
        )
            .prop_map(|(file, self_cost, calls)| Func { file, self_cost, calls });
        prop::collection::vec(func, n)
    })
}

/// Two versions of one program: NEW changes some self costs and calls.
fn pair() -> impl Strategy<Value = (Vec<Func>, Vec<Func>)> {
    funcs().prop_flat_map(|old| {
        let n = old.len();
        let changes = prop::collection::vec((any::<bool>(), 0u64..100_000, any::<bool>(), 1u64..50), n);
        (Just(old), changes).prop_map(|(old, changes)| {
            let mut new = old.clone();
            for (f, (change_self, self_cost, change_calls, count)) in new.iter_mut().zip(changes) {
                if change_self {
                    f.self_cost = self_cost;
                }
                if change_calls && let Some(c) = f.calls.first_mut() {
                    c.1 = count;
                }
            }
            (old, new)
        })
    })
}

/// A rule on a random scope with a random limit.
fn rule(n: usize) -> impl Strategy<Value = String> {
    let scope = prop_oneof![
        Just("total".to_string()),
        Just("each".to_string()),
        Just("file:a.c".to_string()),
        (0..n).prop_map(|i| format!("self:f{i}")),
        (0..n).prop_map(|i| format!("inclusive:f{i}")),
    ];
    let limit = prop_oneof![
        (0u32..30).prop_map(|p| format!("{p}%")),
        (0u64..5000).prop_map(|a| a.to_string()),
        (0u32..30, 0u64..5000).prop_map(|(p, a)| format!("{p}%|{a}")),
    ];
    (scope, limit, 0u64..3000).prop_map(|(s, l, floor)| format!("{s} Ir {l} floor={floor}"))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn explain_rows_and_more_add_up_to_the_total((old, new) in pair(), top in 0usize..10) {
        let (old, new) = (load(&old), load(&new));
        let fig = figures(&old, &new, Naming::default(), true).unwrap();
        let e = explain(&fig, 0, Some(top));
        let listed: i128 = e.rows.iter().map(|r| r.self_change()).sum();
        prop_assert!(e.rows.len() <= top);
        // No `totals:` line: the totals are the functions' sums, so
        // nothing is outside a function.
        prop_assert_eq!(e.outside, 0);
        prop_assert_eq!(listed + e.more_change + e.outside, e.total_change());
    }

    #[test]
    fn a_rule_never_fails_on_identical_profiles(
        (old, rules) in funcs().prop_flat_map(|f| {
            let n = f.len();
            (Just(f), prop::collection::vec(rule(n), 1..8))
        })
    ) {
        let (p, q) = (load(&old), load(&old));
        let fig = figures(&p, &q, Naming::default(), true).unwrap();
        for text in &rules {
            let rule = Rule::parse(text).unwrap();
            // A file may have no function: such a rule is an error, not a
            // verdict.
            if let Ok(gate) = evaluate(std::slice::from_ref(&rule), &[], &fig, "Ir") {
                prop_assert_ne!(gate.verdict, Verdict::Fail, "{}", text);
            }
        }
    }

    #[test]
    fn an_exact_change_fails_exactly_beyond_its_limit(
        old in funcs(),
        pick in any::<prop::sample::Index>(),
        random in -50_000i64..50_000,
        near in 0usize..4,
        offset in -2i64..=2,
        pct in prop::option::of(0u32..40),
        abs in prop::option::of(0u64..20_000),
        floor in 0u64..5_000,
    ) {
        prop_assume!(pct.is_some() || abs.is_some());
        let k = pick.index(old.len());
        // A random change, or one next to a boundary: the percentage's,
        // the count's or the floor's.
        let base = old[k].self_cost as i64;
        let delta = match near {
            1 => pct.map_or(random, |p| base * i64::from(p) / 100 + offset),
            2 => abs.map_or(random, |a| a as i64 + offset),
            3 => floor as i64 + offset,
            _ => random,
        };
        let mut new = old.clone();
        new[k].self_cost = (old[k].self_cost as i64 + delta).max(0) as u64;
        let (o, d) = (old[k].self_cost as i128, new[k].self_cost as i128 - old[k].self_cost as i128);
        let limit = match (pct, abs) {
            (Some(p), Some(a)) => format!("{p}%|{a}"),
            (Some(p), None) => format!("{p}%"),
            (None, Some(a)) => a.to_string(),
            (None, None) => unreachable!(),
        };
        // Beyond the percentage: d > p% of o (any growth when o is 0);
        // beyond the count: d > a; either fails; up to the floor passes.
        let beyond_pct = pct.map(|p| if o > 0 { d * 100 > i128::from(p) * o } else { d > 0 });
        let beyond_abs = abs.map(|a| d > i128::from(a));
        let beyond = beyond_pct.unwrap_or(false) || beyond_abs.unwrap_or(false);
        let fails = beyond && d > i128::from(floor);
        let (p, q) = (load(&old), load(&new));
        let fig = figures(&p, &q, Naming::default(), true).unwrap();
        for scope in [format!("self:f{k}"), "total".to_string()] {
            let text = format!("{scope} Ir {limit} floor={floor}");
            let gate = evaluate(&[Rule::parse(&text).unwrap()], &[], &fig, "Ir").unwrap();
            let want = if fails { Verdict::Fail } else { Verdict::Pass };
            // The total is the old total, which holds f{k}'s self cost:
            // the same change of a larger figure; only its self rule is
            // compared with the expectation above.
            if scope.starts_with("self") {
                prop_assert_eq!(gate.verdict, want, "{} on {} -> {}", text, o, o + d);
            } else {
                prop_assert_ne!(gate.verdict, Verdict::Undecided, "{}", text);
            }
        }
    }
}
