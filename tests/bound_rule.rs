//! No bound is looser than the rule every context's bound must reach:
//! the smallest of
//!
//! - the calls into it from other functions (a call from its own frame,
//!   code inlined into it from another file, is it calling itself), when
//!   something calls it and its cycle shows no activation entered without
//!   a recorded call;
//! - the calls entering its cycle (the cycle's outermost activations), on
//!   the same condition;
//! - at recursion level k >= 2, the room of the level below: the inclusive
//!   costs of its function's level k-1 contexts (their upper bounds where
//!   bounded) minus their self costs (and those of the code inlined into
//!   them), within which every level-k activation runs.
//!
//! The rule is computed here from the call records alone, apart from
//! `analysis::recursion`, and held against its figures on every bundled
//! profile (Ir, or the first event).

mod support;

use std::collections::HashMap;

use cgann::analysis::contexts::split;
use cgann::input::{Source, load};
use cgann::model::builder::BuildOptions;
use cgann::model::graph::components;
use cgann::model::{FuncId, Profile};

fn first(c: cgann::model::cost::CostRef<'_>) -> i128 {
    c.get(0).unwrap_or(0)
}

/// (context, its bound, the rule) for every bound looser than the rule.
fn looser_than_the_rule(p: &Profile) -> Vec<(String, i128, i128)> {
    let n = p.functions.len();
    let total = p.calculated_total().clone();
    let analysis =
        cgann::analysis::function_recursion(p, total.as_ref(), |_, _| std::cmp::Ordering::Equal, |a, b| a.cmp(&b));
    let mut frame: Vec<u32> = (0..n as u32).collect();
    for &(outer, inner) in &p.inlined {
        frame[inner as usize] = outer;
    }
    let mut edges: Vec<(u32, u32)> = p.calls().keys().copied().collect();
    edges.extend_from_slice(&p.inlined);
    let component = components(n, &edges);
    let call = |a: FuncId, b: FuncId| first(p.call_cost(&p.calls()[&(a, b)]));

    let mut from_others = vec![0i128; n];
    let mut called = vec![false; n];
    let mut entering: HashMap<u32, i128> = HashMap::new();
    let mut within: HashMap<u32, i128> = HashMap::new();
    for &(a, b) in p.calls().keys() {
        if a != b && frame[a as usize] != b {
            from_others[b as usize] += call(a, b);
            called[b as usize] = true;
        }
        let (ca, cb) = (component[a as usize], component[b as usize]);
        if ca != cb {
            *entering.entry(cb).or_default() += call(a, b);
            *within.entry(ca).or_default() += call(a, b);
        }
    }
    for (f, &c) in component.iter().enumerate() {
        *within.entry(c).or_default() += first(p.self_cost(f as FuncId));
    }
    // A cycle whose members' own code and calls out cost more than the
    // calls entering it had an activation entered without a recorded call.
    let rooted = |c: u32| within.get(&c).copied().unwrap_or(0) > entering.get(&c).copied().unwrap_or(0);

    // Contexts by function (object and name) and level.
    let name = |f: usize| p.name(p.functions[f].name);
    let key = |f: usize| {
        let (end, level) = split(name(f));
        ((p.functions[f].home_object, name(f)[..end].to_vec()), level)
    };
    let mut by_level: HashMap<(Option<u32>, Vec<u8>, u32), Vec<usize>> = HashMap::new();
    for f in 0..n {
        let ((object, base), level) = key(f);
        by_level.entry((object, base, level)).or_default().push(f);
    }

    let mut looser = Vec::new();
    for v in 0..n {
        if analysis.is_exact(v as u32) || frame[v] != v as u32 {
            continue;
        }
        let c = component[v];
        let mut rule = first(total.as_ref());
        if called[v] && !rooted(c) {
            rule = rule.min(from_others[v]).min(entering.get(&c).copied().unwrap_or(0));
        }
        let ((object, base), level) = key(v);
        if level >= 2
            && let Some(below) = by_level.get(&(object, base, level - 1))
        {
            let room: i128 = below
                .iter()
                .map(|&u| {
                    let own = first(p.self_cost(u as FuncId));
                    if frame[u] == u as u32 {
                        first(analysis.cost(u as u32)) - own
                    } else {
                        -own
                    }
                })
                .sum();
            rule = rule.min(room);
        }
        // Never below the lower bound (a rule below it would be unsound).
        rule = rule.max(first(analysis.lower(v as u32)));
        let bound = first(analysis.cost(v as u32));
        if bound > rule {
            looser.push((String::from_utf8_lossy(name(v)).into_owned(), bound, rule));
        }
    }
    looser
}

#[test]
fn no_bound_is_looser_than_the_rule_on_any_bundled_profile() {
    let mut failures = Vec::new();
    let profiles = support::well_formed_profiles();
    assert!(profiles.len() > 50, "the bundled profiles: {}", profiles.len());
    for path in profiles {
        let Ok((profile, _)) = load(&Source::Path(&path), BuildOptions::default()) else {
            continue;
        };
        for (context, bound, rule) in looser_than_the_rule(&profile) {
            failures.push(format!(
                "{}: {context}: <={bound}, the rule gives {rule}",
                path.display()
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} bounds looser than the rule:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The profile `scripts/cycle.py` writes: one cycle through `n` functions
/// run `rounds` times around from `main`, each activation calling a leaf
/// helper, at `--separate-recs=recs` (1 or 2); with the truth of every
/// context (the inclusive cost of its outermost activation).
fn cycle_profile(n: usize, rounds: usize, recs: u32) -> (String, HashMap<String, i128>) {
    let depth = n * rounds;
    let own: Vec<i128> = (0..depth).map(|d| 1 + (d as i128 * 7919) % 13).collect();
    let helper: Vec<i128> = (0..depth).map(|d| 2 + (d as i128 * 104_729) % 5).collect();
    let mut incl = vec![0i128; depth + 1];
    for d in (0..depth).rev() {
        incl[d] = own[d] + helper[d] + incl[d + 1];
    }
    let context = |d: usize| {
        if recs == 2 && d >= n {
            format!("f{}'2", d % n)
        } else {
            format!("f{}", d % n)
        }
    };
    let mut selfs: std::collections::BTreeMap<String, i128> = Default::default();
    let mut calls: std::collections::BTreeMap<(String, String), (u64, i128)> = Default::default();
    let mut truth: HashMap<String, i128> = HashMap::new();
    for d in 0..depth {
        let c = context(d);
        truth.entry(c.clone()).or_insert(incl[d]);
        *selfs.entry(c.clone()).or_default() += own[d];
        let h = calls.entry((c.clone(), "helper".into())).or_default();
        h.0 += 1;
        h.1 += helper[d];
        if d + 1 < depth {
            let e = calls.entry((c, context(d + 1))).or_default();
            e.0 += 1;
            e.1 += incl[d + 1];
        }
    }
    let total = 1 + incl[0];
    let mut s = format!(
        "events: Ir\nsummary: {total}\nob=cycle\nfl=cycle.c\nfn=main\n1 1\ncfn=f0\ncalls=1 1\n2 {}\n",
        incl[0]
    );
    for (c, own) in &selfs {
        s.push_str(&format!("fn={c}\n1 {own}\n"));
        for ((_, b), (count, cost)) in calls
            .range((c.clone(), String::new())..)
            .take_while(|((a, _), _)| a == c)
        {
            s.push_str(&format!("cfn={b}\ncalls={count} 1\n2 {cost}\n"));
        }
    }
    s.push_str(&format!("fn=helper\n1 {}\n", helper.iter().sum::<i128>()));
    (s, truth)
}

fn check_cycle(n: usize, recs: u32) {
    let (text, truth) = cycle_profile(n, 3, recs);
    let (p, _) = cgann::model::pipeline::load(text.as_bytes(), BuildOptions::default()).unwrap();
    let looser = looser_than_the_rule(&p);
    assert!(
        looser.is_empty(),
        "{n} functions, recs {recs}: {:?}",
        &looser[..looser.len().min(5)]
    );
    let total = p.calculated_total().clone();
    let analysis =
        cgann::analysis::function_recursion(&p, total.as_ref(), |_, _| std::cmp::Ordering::Equal, |a, b| a.cmp(&b));
    let mut bounded = 0;
    for f in 0..p.functions.len() as u32 {
        let name = String::from_utf8_lossy(p.name(p.functions[f as usize].name)).into_owned();
        let Some(&t) = truth.get(&name) else { continue };
        let (low, high) = (first(analysis.lower(f)), first(analysis.cost(f)));
        assert!(low <= t && t <= high, "{name}: {low}..={high} misses {t}");
        if analysis.is_exact(f) {
            assert_eq!(high, t, "{name}");
        } else {
            bounded += 1;
        }
    }
    assert!(bounded >= n - 1, "the cycle's contexts are bounds: {bounded}");
}

/// A generated cycle of 3,000 functions, three times around: every
/// bound at or below the rule, and holding the truth.
#[test]
fn a_generated_cycle_is_bounded_by_the_rule() {
    for recs in [1, 2] {
        check_cycle(3_000, recs);
    }
}

/// The same at 100,000 functions (bench/README.md has its cost).
#[test]
#[ignore = "a few seconds in release: run with `cargo test -- --ignored` (.ci/run does)"]
fn a_generated_cycle_of_100000_functions_is_bounded_by_the_rule() {
    for recs in [1, 2] {
        check_cycle(100_000, recs);
    }
}
