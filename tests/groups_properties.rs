//! Property test of grouped inclusive costs (`--group=object|file
//! --inclusive`, on each group's own behalf) against the truth.
//!
//! A random run is simulated as a tree of activations of functions spread
//! over a program, a library, the C library, the dynamic loader and code
//! of no object, so that calls go both ways between objects (callbacks).
//! One function is built into both the C library and the loader (as glibc
//! builds `__sigsetjmp`): each of its activations runs one copy or the
//! other. The run is written as callgrind writes it at
//! `--separate-recs=1` and read back; none of its objects exists, so the
//! dependency order comes from their names (program -> every library,
//! library -> C library and loader, C library -> loader).
//!
//! The truth comes from the tree: an instruction counts for group X when,
//! reading its stack from the top down and skipping the frames of X's
//! dependencies, the first frame left is X's. Exact figures must equal it,
//! bounds must hold it, and no figure is below its self cost or above the
//! total.

use cgann::analysis::groups::{Group, group_rows};
use cgann::analysis::needs::object_order;
use cgann::model::builder::BuildOptions;
use cgann::model::pipeline;
use proptest::prelude::*;

const PROG: &str = "/p/prog";
const LIBA: &str = "/p/liba.so";
const LIBC: &str = "/p/libc.so.6";
const LD: &str = "/p/ld-linux-x86-64.so.2";
const UNKNOWN: &str = "???";
/// Function `f8` is built into both the C library and the loader.
const SHARED: usize = 8;
const FUNCS: usize = 9;

fn object_of(func: usize, copy: bool) -> &'static str {
    match func {
        0 | 1 => PROG,
        2 | 3 => LIBA,
        4 | 5 => LIBC,
        6 => LD,
        7 => UNKNOWN,
        _ if copy => LD,
        _ => LIBC,
    }
}

fn file_of(func: usize) -> &'static str {
    [
        "main.c", "main.c", "a.c", "a2.c", "c.c", "c2.c", "ld.c", "???", "setjmp.S",
    ][func]
}

/// The objects each object needs, transitively (as cgann assumes them from
/// the names); code of no object is needed by every object.
fn needs(object: &str) -> &'static [&'static str] {
    match object {
        PROG => &[LIBA, LIBC, LD, UNKNOWN],
        LIBA => &[LIBC, LD, UNKNOWN],
        LIBC => &[LD, UNKNOWN],
        LD => &[UNKNOWN],
        _ => &[],
    }
}

/// Functions `f0` (program) and `f4` (C library) run code inlined from a
/// header (`fi=inl.h`), which callgrind records as code of that file.
const INLINED: &str = "inl.h";

fn inlines(func: usize) -> bool {
    matches!(func, 0 | 4)
}

/// One activation: the function, which copy of it (for the shared one),
/// its own cost, the cost of its code inlined from [`INLINED`] (for the
/// functions that have some), the activations it made.
#[derive(Debug, Clone)]
struct Activation {
    func: usize,
    copy: bool,
    own: u64,
    inl: u64,
    calls: Vec<Activation>,
}

impl Activation {
    fn total(&self) -> u64 {
        self.own + self.inl + self.calls.iter().map(Activation::total).sum::<u64>()
    }
}

fn make(func: usize, copy: bool, own: u64, inl: u64, calls: Vec<Activation>) -> Activation {
    Activation {
        func,
        copy,
        own,
        inl: if inlines(func) { inl } else { 0 },
        calls,
    }
}

fn activation() -> impl Strategy<Value = Activation> {
    let leaf = (0..FUNCS, any::<bool>(), 1u64..50, 0u64..20)
        .prop_map(|(func, copy, own, inl)| make(func, copy, own, inl, Vec::new()));
    leaf.prop_recursive(8, 120, 4, |inner| {
        (
            0..FUNCS,
            any::<bool>(),
            1u64..50,
            0u64..20,
            prop::collection::vec(inner, 0..4),
        )
            .prop_map(|(func, copy, own, inl, calls)| make(func, copy, own, inl, calls))
    })
}

/// A frame: function, object, and whether it runs code inlined from
/// [`INLINED`] (the top frame only).
type Frame = (usize, &'static str, bool);

/// Every activation's own cost with its stack (top first), and the cost
/// of its inlined code with its stack.
fn stacks(root: &Activation) -> Vec<(u64, Vec<Frame>)> {
    fn walk(a: &Activation, below: &mut Vec<Frame>, out: &mut Vec<(u64, Vec<Frame>)>) {
        below.push((a.func, object_of(a.func, a.copy), false));
        out.push((a.own, below.iter().rev().copied().collect()));
        if a.inl > 0 {
            let mut frames: Vec<Frame> = below.iter().rev().copied().collect();
            frames[0].2 = true;
            out.push((a.inl, frames));
        }
        for c in &a.calls {
            walk(c, below, out);
        }
        below.pop();
    }
    let mut out = Vec::new();
    walk(root, &mut Vec::new(), &mut out);
    out
}

/// The profile callgrind writes at `--separate-recs=1`: per function (and
/// object) its self cost, per caller and callee the calls' count and
/// summed inclusive cost.
fn callgrind_file(root: &Activation) -> String {
    use std::collections::BTreeMap;
    type Key = (&'static str, usize);
    // Per function (and object): its own cost, and its inlined code's.
    let mut own: BTreeMap<Key, (u64, u64)> = BTreeMap::new();
    let mut calls: BTreeMap<(Key, Key), (u64, u64)> = BTreeMap::new();
    fn walk(a: &Activation, own: &mut BTreeMap<Key, (u64, u64)>, calls: &mut BTreeMap<(Key, Key), (u64, u64)>) {
        let me = (object_of(a.func, a.copy), a.func);
        let e = own.entry(me).or_default();
        e.0 += a.own;
        e.1 += a.inl;
        for c in &a.calls {
            let e = calls.entry((me, (object_of(c.func, c.copy), c.func))).or_default();
            e.0 += 1;
            e.1 += c.total();
            walk(c, own, calls);
        }
    }
    walk(root, &mut own, &mut calls);
    let mut s = format!("events: Ir\nsummary: {}\n", root.total());
    for (&(object, f), &(cost, inl)) in &own {
        s.push_str(&format!("\nob={object}\nfl={}\nfn=f{f}\n1 {cost}\n", file_of(f)));
        if inl > 0 {
            s.push_str(&format!("fi={INLINED}\n7 {inl}\nfe={}\n", file_of(f)));
        }
        for (&(_, (cob, g)), &(count, cost)) in calls.iter().filter(|((a, _), _)| *a == (object, f)) {
            s.push_str(&format!(
                "cob={cob}\ncfi={}\ncfn=f{g}\ncalls={count} 1\n2 {cost}\n",
                file_of(g)
            ));
        }
    }
    s
}

/// The truth for the group named `name`, grouped by `group`.
fn truth(stacks: &[(u64, Vec<Frame>)], group: Group, name: &str) -> u64 {
    let shared_row = name.starts_with("(code built into each of");
    // Whether a frame is X's, and the objects whose frames are X's
    // dependencies.
    // A frame running inlined code is of its function's file and of the
    // header's: cgann charges both (the function's activations hold it).
    let is_x = |&(f, object, inl): &Frame| match group {
        Group::Object if shared_row => f == SHARED,
        Group::Object => object == name,
        _ => file_of(f) == name || (inl && name == INLINED),
    };
    // The objects X's functions ran in (the profile knows no others).
    let mut own_objects: Vec<&str> = Vec::new();
    for (_, frames) in stacks {
        if is_x(&frames[0]) && !own_objects.contains(&frames[0].1) {
            own_objects.push(frames[0].1);
        }
    }
    let dependency = |frame: &Frame| {
        let files_of_own_objects = group == Group::File || shared_row;
        own_objects
            .iter()
            .any(|o| needs(o).contains(&frame.1) || (files_of_own_objects && *o == frame.1))
    };
    stacks
        .iter()
        .filter(|(_, frames)| frames.iter().find(|fr| !dependency(fr) || is_x(fr)).is_some_and(is_x))
        .map(|(own, _)| own)
        .sum()
}

fn check(root: &Activation) -> Result<(), TestCaseError> {
    let text = callgrind_file(root);
    let (profile, _) = pipeline::load(text.as_bytes(), BuildOptions::default()).expect("a valid profile");
    let order = object_order(&profile, |_| None);
    let total = profile.calculated_total().clone();
    let stacks = stacks(root);
    for group in [Group::Object, Group::File] {
        let rows = group_rows(&profile, group, Some(&order), total.as_ref(), |a, b| {
            b.get(0).cmp(&a.get(0))
        });
        for row in rows {
            let name = String::from_utf8_lossy(&row.name).into_owned();
            let upper = row.inclusive.as_ref().unwrap().get(0).unwrap_or(0);
            let lower = row.lower.as_ref().unwrap().get(0).unwrap_or(0);
            let own = row.self_cost.get(0).unwrap_or(0);
            let want = i128::from(truth(&stacks, group, &name));
            let all = total.get(0).unwrap_or(0);
            prop_assert!(
                own <= lower && lower <= upper && upper <= all.max(own),
                "{group:?} {name}: self {own}, {lower}..{upper}, total {all}\n{text}"
            );
            if row.exact {
                prop_assert_eq!(upper, want, "{:?} {} is marked exact\n{}", group, name, text);
            } else {
                prop_assert!(
                    lower <= want && want <= upper,
                    "{group:?} {name}: {lower}..{upper} misses {want}\n{text}"
                );
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn grouped_inclusive_costs_hold_the_truth(root in activation()) {
        check(&root)?;
    }
}
