//! Property test of inclusive costs against the truth.
//!
//! A random program run is simulated as a tree of activations (functions
//! from a small set, so recursion, direct, mutual and indirect, is common,
//! and cycles are entered from several places), and written as callgrind
//! writes it at `--separate-recs=1`, 2 or 3, with or without
//! `--separate-callers=2`: each activation's context is named by its
//! function, its recursion level (the activations of its function on the
//! whole stack, the top level a catch-all: `f1'3`) and its callers
//! (`f1'2'f0'f3`, direct recursion collapsed out of the chain); per context
//! the self cost, and per caller and callee context the call count and the
//! summed inclusive cost of the calls. It is read back. The truth is known
//! from the tree: the cost of a set of contexts is the cost of its
//! outermost activations (those with no ancestor in the set), and the
//! cost of the calls from X to C counts the outermost of the activations
//! of C entered from X. Then for every context listed:
//! - its figure is never below its self cost nor above the total;
//! - an exact figure is the truth; a bound holds it (lower <= truth <=
//!   upper);
//! - a cycle as a whole is listed at the truth of its members together;
//! - every call whose cost is printed (not `.`) costs its truth.

use std::collections::BTreeMap;

use cgann::model::builder::BuildOptions;
use cgann::model::pipeline;
use cgann::report::listing::{listing, row_call_index};
use cgann::report::{Options, Plan};
use proptest::prelude::*;

/// One activation: the function, its own cost, the activations it made.
#[derive(Debug, Clone)]
struct Activation {
    func: usize,
    own: u64,
    calls: Vec<Activation>,
}

impl Activation {
    fn total(&self) -> u64 {
        self.own + self.calls.iter().map(Activation::total).sum::<u64>()
    }
}

/// Runs of `funcs` functions that call each other, and `helpers` more
/// (numbered after them) that call nothing: code a cycle's members call
/// that can never lead back into the cycle, like a leaf helper.
fn activation(funcs: usize, helpers: usize) -> impl Strategy<Value = Activation> {
    let leaf = (0..funcs + helpers, 1u64..50).prop_map(|(func, own)| Activation {
        func,
        own,
        calls: Vec::new(),
    });
    leaf.prop_recursive(8, 100, 3, move |inner| {
        (0..funcs, 1u64..50, prop::collection::vec(inner, 0..4)).prop_map(|(func, own, calls)| Activation {
            func,
            own,
            calls,
        })
    })
}

/// How callgrind was asked to name contexts, and whether the program has
/// code inlined from a header into every function (`inlined`): then a
/// third of each activation's own cost is the header's, and so is the call
/// that entered each activation of odd own cost (callgrind writes those
/// under `fi=header.h`, and cgann reads them as a row `header.h:f1` of
/// their own, run in `f1`'s frame).
#[derive(Debug, Clone, Copy)]
struct Naming {
    recs: usize,
    callers: usize,
    inlined: bool,
}

/// The activation tree with every activation's context name, in preorder:
/// (context, parent's index, total cost).
struct Named {
    context: Vec<String>,
    parent: Vec<Option<usize>>,
    total: Vec<u64>,
    own: Vec<u64>,
}

fn name_all(root: &Activation, naming: Naming) -> Named {
    fn walk(a: &Activation, naming: Naming, stack: &mut Vec<usize>, parent: Option<usize>, out: &mut Named) {
        let level = stack.iter().filter(|&&f| f == a.func).count() + 1;
        let mut name = format!("f{}", a.func);
        if naming.recs >= 2 && level >= 2 {
            name.push_str(&format!("'{}", level.min(naming.recs)));
        }
        // Callers: the nearest different functions, direct recursion
        // collapsed.
        let mut chain: Vec<usize> = Vec::new();
        for &f in stack.iter().rev().skip_while(|&&f| f == a.func) {
            if chain.len() == naming.callers {
                break;
            }
            if chain.last() != Some(&f) {
                chain.push(f);
            }
        }
        for f in chain {
            name.push_str(&format!("'f{f}"));
        }
        let me = out.context.len();
        out.context.push(name);
        out.parent.push(parent);
        out.total.push(a.total());
        out.own.push(a.own);
        stack.push(a.func);
        for c in &a.calls {
            walk(c, naming, stack, Some(me), out);
        }
        stack.pop();
    }
    let mut out = Named {
        context: Vec::new(),
        parent: Vec::new(),
        total: Vec::new(),
        own: Vec::new(),
    };
    walk(root, naming, &mut Vec::new(), None, &mut out);
    out
}

impl Named {
    fn ancestors(&self, i: usize) -> impl Iterator<Item = usize> + '_ {
        std::iter::successors(self.parent[i], move |&p| self.parent[p])
    }

    /// The cost of the outermost activations of the contexts in `set`.
    fn truth(&self, set: &[&str]) -> u64 {
        (0..self.context.len())
            .filter(|&i| set.contains(&self.context[i].as_str()))
            .filter(|&i| !self.ancestors(i).any(|p| set.contains(&self.context[p].as_str())))
            .map(|i| self.total[i])
            .sum()
    }

    /// The cost of the outermost of the activations of `callee` entered
    /// from `caller`.
    fn call_truth(&self, caller: &str, callee: &str) -> u64 {
        let entered = |i: usize| self.context[i] == callee && self.parent[i].is_some_and(|p| self.context[p] == caller);
        (0..self.context.len())
            .filter(|&i| entered(i) && !self.ancestors(i).any(entered))
            .map(|i| self.total[i])
            .sum()
    }

    /// The profile callgrind writes: self cost per context, and per
    /// caller and callee the count and summed inclusive cost of the calls;
    /// with `inlined`, the header's share of each context's (see
    /// [`Naming`]) under `fi=header.h`.
    fn callgrind_file(&self, inlined: bool) -> String {
        // Per context and file (0: prog.c, 1: header.h).
        let mut own: BTreeMap<(&str, usize), u64> = BTreeMap::new();
        let mut calls: BTreeMap<(&str, usize, &str), (u64, u64)> = BTreeMap::new();
        for i in 0..self.context.len() {
            let header_own = if inlined { self.own[i] / 3 } else { 0 };
            *own.entry((&self.context[i], 0)).or_default() += self.own[i] - header_own;
            *own.entry((&self.context[i], 1)).or_default() += header_own;
            if let Some(p) = self.parent[i] {
                let file = usize::from(inlined && self.own[i] % 2 == 1);
                let e = calls.entry((&self.context[p], file, &self.context[i])).or_default();
                e.0 += 1;
                e.1 += self.total[i];
            }
        }
        let mut s = format!("events: Ir\nsummary: {}\n", self.total[0]);
        let contexts: std::collections::BTreeSet<&str> = own.keys().map(|&(f, _)| f).collect();
        for f in contexts {
            s.push_str(&format!("fl=prog.c\nfn={f}\n"));
            for file in 0..2 {
                if file == 1 {
                    s.push_str("fi=header.h\n");
                }
                let cost = own.get(&(f, file)).copied().unwrap_or(0);
                s.push_str(&format!("{} {cost}\n", 1 + 2 * file));
                for (&(_, _, b), &(count, cost)) in calls
                    .range((f, file, "")..)
                    .take_while(|((a, k, _), _)| *a == f && *k == file)
                {
                    s.push_str(&format!(
                        "cfi=prog.c\ncfn={b}\ncalls={count} 1\n{} {cost}\n",
                        2 + 2 * file
                    ));
                }
            }
        }
        s
    }
}

fn check(root: &Activation, naming: Naming) -> Result<(), TestCaseError> {
    let named = name_all(root, naming);
    let text = named.callgrind_file(naming.inlined);
    let (profile, _) = pipeline::load(text.as_bytes(), BuildOptions::default()).expect("a valid profile");
    let opts = Options {
        inclusive: true,
        auto: false,
        tree_caller: true,
        threshold: cgann::report::Threshold::new(100.0),
        ..Default::default()
    };
    let plan = Plan::new(&profile, &opts).unwrap();
    let l = listing(&plan);
    let total = named.total[0];
    let name = |f: u32| String::from_utf8_lossy(profile.name(profile.functions[f as usize].name)).into_owned();
    // Code inlined from the header: a row of its own, run in its
    // function's frame, with no truth of its own.
    let header = |f: u32| profile.name(profile.functions[f as usize].file) == b"header.h";
    let rows: Vec<u32> = l.funcs.iter().copied().filter(|&r| l.cycle_row(r).is_none()).collect();
    for &row in &l.funcs {
        let cost = figure(l.cost(row).get(0));
        prop_assert!(cost <= total, "row {row}: {cost} above the total {total}\n{text}");
        if let Some(cycle) = l.cycle_row(row) {
            let members: Vec<String> = l.cycle_members(cycle).iter().map(|&m| name(m)).collect();
            let set: Vec<&str> = members.iter().map(String::as_str).collect();
            prop_assert_eq!(cost, named.truth(&set), "cycle {:?}\n{}", members, text);
            continue;
        }
        let me = name(row);
        let truth = named.truth(&[&me]);
        let own = figure(profile.self_cost(row).get(0));
        prop_assert!(cost >= own, "{me}: {cost} below its self cost {own}\n{text}");
        if header(row) {
            continue;
        }
        if l.is_exact(row) {
            prop_assert_eq!(cost, truth, "{} (exact)\n{}", me, text);
        } else {
            let low = figure(l.lower(row).get(0));
            prop_assert!(
                low <= truth && truth <= cost,
                "{me}: {low}..{cost} misses {truth}\n{text}"
            );
        }
    }
    let (callers, _) = row_call_index(&plan, &l, &rows);
    for (&callee, list) in &callers {
        for (caller, call) in list {
            // (The truth of a call counts the calls from a function's own
            // code and from its header's alike.)
            if !l.hides_call(*caller, callee) && !naming.inlined {
                let cost = figure(profile.call_cost(call).get(0));
                let (a, b) = (name(*caller), name(callee));
                prop_assert_eq!(cost, named.call_truth(&a, &b), "call {} -> {}\n{}", a, b, text);
            }
        }
    }
    Ok(())
}

/// A recorded figure of the simulated runs (never negative, 0 when
/// undefined).
fn figure(v: Option<i128>) -> u64 {
    u64::try_from(v.unwrap_or(0)).expect("the simulated runs record no negative cost")
}

fn run(func: usize, own: u64, calls: Vec<Activation>) -> Activation {
    Activation { func, own, calls }
}

fn leaf(func: usize, own: u64) -> Activation {
    run(func, own, Vec::new())
}

/// The bounded rows of a simulated run as cgann reads it: (context, lower,
/// upper), after checking every figure against the truth.
fn bounds(root: &Activation, naming: Naming) -> Vec<(String, u64, u64)> {
    check(root, naming).unwrap();
    let (profile, _) = pipeline::load(
        name_all(root, naming).callgrind_file(naming.inlined).as_bytes(),
        BuildOptions::default(),
    )
    .unwrap();
    let opts = Options {
        inclusive: true,
        auto: false,
        threshold: cgann::report::Threshold::new(100.0),
        ..Default::default()
    };
    let plan = Plan::new(&profile, &opts).unwrap();
    let l = listing(&plan);
    l.funcs
        .iter()
        .filter(|&&r| l.cycle_row(r).is_none() && !l.is_exact(r))
        .map(|&r| {
            let name = String::from_utf8_lossy(profile.name(profile.functions[r as usize].name)).into_owned();
            (name, figure(l.lower(r).get(0)), figure(l.cost(r).get(0)))
        })
        .collect()
}

/// Runs found by the property tests below where only what can lead to a
/// context from the frame its outermost activations run above bounds it
/// (`analysis::enclosed`). Without levels, from `main` (f6): `f0`'s
/// outermost activations are entered from `main` (122) or, as far as the
/// aggregate graph tells, through `main`'s call to `f2` (33), which can hold
/// no more of them than `f2`'s own calls to `f0` (15): 137 (the earlier
/// rules gave 139). The truth is 122.
#[test]
fn calls_that_cannot_lead_to_a_context_hold_none_of_it() {
    let f0 = run(
        0,
        12,
        vec![
            leaf(3, 42),
            run(3, 14, vec![leaf(4, 20), run(2, 17, vec![leaf(0, 15)]), leaf(0, 2)]),
        ],
    );
    let root = run(6, 1, vec![leaf(2, 33), f0]);
    let b = bounds(
        &root,
        Naming {
            recs: 1,
            callers: 0,
            inlined: false,
        },
    );
    assert!(b.contains(&("f0".into(), 122, 137)), "{b:?}");
}

/// At the catch-all level 2, from the level-1 frame of the function: `f1`
/// calls `f1'2` (158) and `f2` (64), and `f2` leads to `f1'2` only through
/// its call to `f3` (20): 178 (the earlier rules gave 194, the level-1
/// frame's room). The truth is 158.
#[test]
fn catch_alls_are_bounded_from_the_level_below() {
    let inner = run(1, 33, vec![leaf(2, 21), run(3, 26, vec![leaf(1, 36), leaf(3, 42)])]);
    let twos = run(2, 37, vec![leaf(2, 7), leaf(3, 20)]);
    let root = run(6, 1, vec![leaf(1, 15), leaf(0, 9), run(1, 6, vec![inner, twos])]);
    let b = bounds(
        &root,
        Naming {
            recs: 2,
            callers: 0,
            inlined: false,
        },
    );
    assert_eq!(b, vec![("f1'2".into(), 158, 178)]);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn inclusive_costs_are_the_truth(
        root in activation(3, 0),
        recs in 1usize..=3,
        callers in prop::sample::select(vec![0usize, 2]),
    ) {
        check(&root, Naming { recs, callers, inlined: false })?;
    }

    /// With leaf helpers beside the recursion, and up to four recursive
    /// functions: the bounds by what can lead to a context from the frame
    /// its outermost activations run above (`analysis::enclosed`) leave
    /// the helpers out.
    ///
    /// The run starts in a function of its own (`main`, f6) that calls
    /// into the recursion from outside: in the runs above, the root is
    /// mostly part of the cycle, whose outermost activation no call
    /// enters, and then no bound by calls applies.
    #[test]
    fn bounds_hold_with_leaf_helpers(
        calls in prop::collection::vec(activation(4, 2), 1..4),
        recs in 1usize..=3,
        callers in prop::sample::select(vec![0usize, 2]),
    ) {
        check(&run(6, 1, calls), Naming { recs, callers, inlined: false })?;
    }

    /// With code inlined from a header into every function, part of the
    /// calls made from it: a function's call to itself from its header's
    /// code counts as the function calling itself (`analysis::recursion`,
    /// "Calls from the node's own frame"), and every bound still holds.
    #[test]
    fn bounds_hold_with_calls_from_inlined_code(
        calls in prop::collection::vec(activation(3, 1), 1..4),
        recs in 1usize..=3,
    ) {
        check(&run(6, 1, calls), Naming { recs, callers: 0, inlined: true })?;
    }
}

/// A function calling itself from code inlined into it from a header
/// (`fi=header.h`), in a cycle with another: without levels, from `main`
/// (f6), `f0` (10) calls itself (11) from its header's code, that calls
/// `f1` (4), which calls `f0` (6); `main` calls `f1` (8) too. `f0`'s
/// outermost activation costs 51; the calls into it from other functions
/// are `main`'s (51) and `f1`'s (6): 57, and so for its header's code,
/// which runs in its frames. Counting the header's call to `f0` (41) as
/// one from another function gave the header's row 98.
#[test]
fn a_call_from_a_functions_own_inlined_code_is_a_call_to_itself() {
    // Odd own costs: entered from the caller's header code.
    let f0 = run(0, 10, vec![run(0, 11, vec![leaf(2, 20), run(1, 4, vec![leaf(0, 6)])])]);
    let root = run(6, 1, vec![f0, run(1, 8, vec![leaf(2, 40)])]);
    let b = bounds(
        &root,
        Naming {
            recs: 1,
            callers: 0,
            inlined: true,
        },
    );
    let f0: Vec<(u64, u64)> = b
        .iter()
        .filter(|(f, _, _)| f == "f0")
        .map(|&(_, low, high)| (low, high))
        .collect();
    assert_eq!(f0, vec![(51, 57), (8, 57)], "{b:?}");
}
