//! What the figures mean, between the model and the reporters: inclusive
//! costs with their exactness ([`recursion`]), how callgrind names a
//! function's contexts ([`contexts`]), the table grouped by file, object or
//! symbol ([`groups`]) with groups' inclusive costs on their own behalf
//! ([`behalf`]) along the objects' dependency order ([`needs`]), the
//! profile seen from some functions ([`focus`])
//! and the names that select them ([`symspec`]). Every view (the text
//! table, trees, annotated `=>` lines, gprof's views, JSON/CSV/DOT,
//! `--diff`) reads its figures from here, so they agree.

pub mod behalf;
mod callgraph;
pub mod contexts;
mod enclosed;
#[cfg(test)]
mod enclosed_reference;
pub mod focus;
pub mod groups;
pub mod hosts;
pub mod needs;
pub mod recursion;
pub mod stacks;
pub mod symbols;
pub mod symspec;

use std::cmp::Ordering;

use rustc_hash::FxHashMap;

use crate::model::cost::CostRef;
use crate::model::graph::components;
use crate::model::{FuncId, Profile};
use recursion::{Edge, Graph, Levels, Recursion, Tighten};

/// The call graph's strongly connected component of every function (code
/// inlined from another file linked to the function it runs in).
pub fn function_components(profile: &Profile) -> Vec<u32> {
    let mut edges: Vec<(u32, u32)> = profile.calls().keys().copied().collect();
    edges.extend_from_slice(&profile.inlined);
    components(profile.functions.len(), &edges)
}

/// The recursion level of every context, when the profile names levels
/// at all (`fib'2`), with a key of its function (its object and name,
/// hashed) for [`function_families`]; `None` when no name has a level.
/// One pass over the names: on a big profile with caller chains, reading
/// the names (spread over the name table's memory) is what costs.
pub fn function_levels(profile: &Profile) -> Option<(Levels, Vec<u64>)> {
    let mut level = Vec::with_capacity(profile.functions.len());
    let mut keys = Vec::with_capacity(profile.functions.len());
    // The names of a batch are touched before any is read (see
    // `RowPrinter::touch`): their cache misses overlap.
    for batch in profile.functions.chunks(64) {
        let names: Vec<&[u8]> = batch.iter().map(|f| profile.name(f.name)).collect();
        for name in &names {
            std::hint::black_box(name.first().copied());
        }
        for (f, name) in batch.iter().zip(names) {
            let (end, k) = contexts::split(name);
            level.push(k);
            keys.push(family_key(f.home_object, &name[..end]));
        }
    }
    level.iter().any(|&k| k >= 2).then_some((Levels { level }, keys))
}

fn family_key(object: Option<u32>, base: &[u8]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = rustc_hash::FxHasher::default();
    object.hash(&mut h);
    base.hash(&mut h);
    h.finish()
}

/// The families (see [`recursion::Families`]) of the contexts `nodes`:
/// one per function (object and name), given to every context of it;
/// keys from [`function_levels`], checked against the names on a match.
pub fn function_families(profile: &Profile, keys: &[u64], nodes: &[u32]) -> Vec<u32> {
    let base = |f: usize| -> (Option<u32>, &[u8]) {
        let func = &profile.functions[f];
        let name = profile.name(func.name);
        (func.home_object, &name[..contexts::base_end(name)])
    };
    if keys.len() != profile.functions.len() {
        return Vec::new();
    }
    // Per key: the functions (object, name) wanted, with their numbers.
    type Wanted<'n> = Vec<((Option<u32>, &'n [u8]), u32)>;
    let mut wanted: FxHashMap<u64, Wanted<'_>> = FxHashMap::default();
    let mut next = 0u32;
    for &v in nodes {
        let b = base(v as usize);
        let list = wanted.entry(keys[v as usize]).or_default();
        if !list.iter().any(|&(x, _)| x == b) {
            list.push((b, next));
            next += 1;
        }
    }
    keys.iter()
        .enumerate()
        .map(|(f, key)| {
            let Some(list) = wanted.get(key) else {
                return recursion::NO_FAMILY;
            };
            let b = base(f);
            list.iter()
                .find(|&&(x, _)| x == b)
                .map_or(recursion::NO_FAMILY, |&(_, id)| id)
        })
        .collect()
}

/// Which calls between the profile's functions have an exact recorded
/// cost (see [`Recursion::hides_call`]).
pub fn function_call_exactness(profile: &Profile) -> recursion::CallExactness {
    let calls: Vec<(u32, u32)> = profile.calls().keys().copied().collect();
    let levels = function_levels(profile);
    recursion::CallExactness::new(
        profile.functions.len(),
        &calls,
        &profile.inlined,
        levels.as_ref().map(|c| &c.0),
    )
}

/// Inclusive costs of the profile's functions (see [`Recursion`]).
pub fn function_recursion(
    profile: &Profile,
    total: CostRef<'_>,
    cmp_costs: impl Fn(CostRef<'_>, CostRef<'_>) -> Ordering,
    cmp_names: impl Fn(FuncId, FuncId) -> Ordering,
) -> Recursion {
    function_recursion_by(profile, total, cmp_costs, cmp_names, enclosed::tighten)
}

/// From this many functions on, [`function_recursion`] makes the
/// recursion levels on a thread of their own.
const LEVELS_BESIDE_FROM: usize = 10_000;

/// [`function_recursion`] with the bound-tightening pass `tighten`.
fn function_recursion_by(
    profile: &Profile,
    total: CostRef<'_>,
    cmp_costs: impl Fn(CostRef<'_>, CostRef<'_>) -> Ordering,
    cmp_names: impl Fn(FuncId, FuncId) -> Ordering,
    tighten: Tighten,
) -> Recursion {
    let summed_calls = || -> Vec<Edge<'_>> {
        profile
            .calls()
            .iter()
            .map(|(&(caller, callee), call)| (caller, callee, profile.call_cost(call)))
            .collect()
    };
    // The summed calls and the recursion levels read the profile only:
    // on a big one they are made at once, on both cores (a thread costs
    // more than it saves on a small one: 2.8 -> 3.1 ms on c_multi's tree).
    let (edges, contexts) = if profile.functions.len() < LEVELS_BESIDE_FROM {
        (summed_calls(), function_levels(profile))
    } else {
        std::thread::scope(|scope| {
            let levels = scope.spawn(|| function_levels(profile));
            let edges = summed_calls();
            (edges, levels.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
        })
    };
    let families = |nodes: &[u32]| function_families(profile, contexts.as_ref().map_or(&[], |c| &c.1), nodes);
    Recursion::with_pass(
        &Graph {
            nodes: profile.functions.len(),
            self_cost: |f| profile.self_cost(f),
            edges: &edges,
            links: &profile.inlined,
            levels: contexts.as_ref().map(|c| &c.0),
            families: Some(&families),
            known: profile.known_inclusive.as_ref(),
            total,
        },
        cmp_costs,
        cmp_names,
        tighten,
    )
}
