//! What the figures mean, between the model and the reporters: inclusive
//! costs with their exactness ([`recursion`]), how callgrind names a
//! function's contexts ([`contexts`]), the table grouped by file, object or
//! symbol ([`groups`]), the profile seen from some functions ([`focus`])
//! and the names that select them ([`symspec`]). Every view (the text
//! table, trees, annotated `=>` lines, gprof's views, JSON/CSV/DOT,
//! `--diff`) reads its figures from here, so they agree.

pub mod contexts;
pub mod focus;
pub mod groups;
pub mod recursion;
pub mod symspec;

use std::cmp::Ordering;

use rustc_hash::FxHashMap;

use crate::model::cost::CostRef;
use crate::model::graph::components;
use crate::model::{FuncId, Profile};
use contexts::ContextNames;
use recursion::{Edge, Graph, Levels, Recursion};

/// The call graph's strongly connected component of every function (code
/// inlined from another file linked to the function it runs in).
pub fn function_components(profile: &Profile) -> Vec<u32> {
    let mut edges: Vec<(u32, u32)> = profile.calls().keys().copied().collect();
    edges.extend_from_slice(&profile.inlined);
    components(profile.functions.len(), &edges)
}

/// The recursion level and function of every context, when the profile
/// names levels at all (`fib'2`); `None` when no name has a `'`.
pub fn function_levels(profile: &Profile) -> Option<Levels> {
    let names = || profile.functions.iter().map(|f| profile.name(f.name));
    if !names().any(|n| memchr::memchr(b'\'', n).is_some()) {
        return None;
    }
    let reader = ContextNames::new(names());
    let mut families: FxHashMap<(Option<u32>, &[u8]), u32> = FxHashMap::default();
    let mut levels = Levels::default();
    for func in &profile.functions {
        let context = reader.parse(profile.name(func.name));
        let next = families.len() as u32;
        let family = *families.entry((func.home_object, context.base)).or_insert(next);
        levels.level.push(context.level);
        levels.family.push(family);
    }
    Some(levels)
}

/// Inclusive costs of the profile's functions (see [`Recursion`]).
pub fn function_recursion(
    profile: &Profile,
    total: CostRef<'_>,
    cmp_costs: impl Fn(CostRef<'_>, CostRef<'_>) -> Ordering,
    cmp_names: impl Fn(FuncId, FuncId) -> Ordering,
) -> Recursion {
    let edges: Vec<Edge<'_>> = profile
        .calls()
        .iter()
        .map(|(&(caller, callee), call)| (caller, callee, profile.call_cost(call)))
        .collect();
    let levels = function_levels(profile);
    Recursion::new(
        &Graph {
            nodes: profile.functions.len(),
            self_cost: |f| profile.self_cost(f),
            edges: &edges,
            links: &profile.inlined,
            levels: levels.as_ref(),
            total,
        },
        cmp_costs,
        cmp_names,
    )
}
