//! Property test of the recursion-correct inclusive costs against the truth.
//!
//! A random program run is simulated as a tree of activations (functions
//! from a small set, so recursion, direct and mutual, is common), written
//! as callgrind writes it (self cost per function, and per caller and
//! callee the call count and the summed inclusive cost of the calls), and
//! read back. The truth is known from the tree: the cost of a set of
//! functions is the cost of its outermost activations (those with no
//! ancestor in the set). Then:
//! - a function in no cycle of several functions is listed at its truth;
//! - a cycle as a whole is listed at the truth of its members together;
//! - no row passes the program total.

use std::collections::BTreeMap;

use cgann::model::builder::BuildOptions;
use cgann::model::pipeline;
use cgann::report::functions::listing;
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

fn activation(funcs: usize) -> impl Strategy<Value = Activation> {
    let leaf = (0..funcs, 1u64..50).prop_map(|(func, own)| Activation {
        func,
        own,
        calls: Vec::new(),
    });
    leaf.prop_recursive(6, 60, 4, move |inner| {
        (0..funcs, 1u64..50, prop::collection::vec(inner, 0..4)).prop_map(|(func, own, calls)| Activation {
            func,
            own,
            calls,
        })
    })
}

/// Self cost per function, and per (caller, callee) the count and summed
/// inclusive cost of the calls.
#[derive(Default)]
struct Recorded {
    own: BTreeMap<usize, u64>,
    calls: BTreeMap<(usize, usize), (u64, u64)>,
}

fn record(a: &Activation, r: &mut Recorded) {
    *r.own.entry(a.func).or_default() += a.own;
    for c in &a.calls {
        let e = r.calls.entry((a.func, c.func)).or_default();
        e.0 += 1;
        e.1 += c.total();
        record(c, r);
    }
}

fn callgrind_file(root: &Activation, r: &Recorded) -> String {
    let mut s = format!("events: Ir\nsummary: {}\n", root.total());
    let funcs: std::collections::BTreeSet<usize> = r
        .own
        .keys()
        .copied()
        .chain(r.calls.keys().flat_map(|&(a, b)| [a, b]))
        .collect();
    for f in funcs {
        s.push_str(&format!("fl=prog.c\nfn=f{f}\n"));
        s.push_str(&format!("1 {}\n", r.own.get(&f).copied().unwrap_or(0)));
        for (&(a, b), &(count, cost)) in r.calls.range((f, 0)..(f + 1, 0)) {
            debug_assert_eq!(a, f);
            s.push_str(&format!("cfn=f{b}\ncalls={count} 1\n2 {cost}\n"));
        }
    }
    s
}

/// The cost of the outermost activations of any function in `set`.
fn truth(a: &Activation, set: &[usize]) -> u64 {
    if set.contains(&a.func) {
        a.total()
    } else {
        a.calls.iter().map(|c| truth(c, set)).sum()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn inclusive_costs_are_the_truth(root in activation(5)) {
        let mut rec = Recorded::default();
        record(&root, &mut rec);
        let text = callgrind_file(&root, &rec);
        let (profile, _) = pipeline::load(text.as_bytes(), BuildOptions::default()).expect("a valid profile");
        let opts = Options { inclusive: true, auto: false, ..Default::default() };
        let plan = Plan::new(&profile, &opts).unwrap();
        let l = listing(&plan);
        let total = root.total();
        let func_index = |f: u32| -> usize {
            let name = String::from_utf8_lossy(profile.name(profile.functions[f as usize].name)).into_owned();
            name[1..].parse().unwrap()
        };
        for &row in &l.funcs {
            let cost = u64::try_from(l.cost(row).get(0).unwrap_or(0)).expect("no negative cost here");
            prop_assert!(cost <= total, "row {row}: {cost} above the total {total}\n{text}");
            match l.cycle_row(row) {
                Some(cycle) => {
                    let members: Vec<usize> = l.cycle_members(cycle).iter().map(|&m| func_index(m)).collect();
                    prop_assert_eq!(cost, truth(&root, &members), "cycle {:?}\n{}", members, text);
                }
                None if l.cycle_of(row).is_none() => {
                    let f = func_index(row);
                    prop_assert_eq!(cost, truth(&root, &[f]), "f{}\n{}", f, text);
                }
                None => {}
            }
        }
    }
}
