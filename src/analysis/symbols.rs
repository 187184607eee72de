//! `--group=symbol`: one row per function of an object. Callgrind splits a
//! function into contexts (recursion levels `f'2`, caller chains
//! `f'main`) and the reader into a row per file of inlined code (`fi=`);
//! here they are merged back, into a profile whose functions are symbols,
//! so that every view (table, trees, gprof's, JSON/CSV/DOT, `--diff`)
//! works on it unchanged.
//!
//! A symbol's self cost is the sum of its contexts'. Its inclusive cost is
//! the sum of its level-1 contexts' (their activations never nest, and
//! every activation of the function is in one), which is exact when the
//! profile names recursion levels: it is kept in
//! [`Profile::known_inclusive`]. Without levels, the merged call graph is
//! analysed like any other (a function calling itself costs the calls
//! from others; cycles of several functions are bounded).

use rustc_hash::FxHashMap;

use super::contexts::ContextNames;
use super::function_recursion;
use crate::model::cost::{Cost, CostTable};
use crate::model::{CallStat, FuncId, Function, Profile};

/// The profile with one function per (object, function name).
pub fn merge(profile: Profile) -> Profile {
    merge_mapped(profile).0
}

/// [`merge`] of a copy of `profile`, which stays as it is (the browser
/// shows both and toggles between them), with each function's symbol.
/// Only what the merge keeps as it is is copied (names, line costs); the
/// functions, call sites and their costs are made anew from `profile`'s,
/// and what no view of a merged profile reads is left out: the call sums
/// (made again when asked), jumps and per-function lines.
pub fn merge_copy(profile: &Profile) -> (Profile, Vec<FuncId>) {
    let merged = Merged::of(profile);
    let copy = Profile {
        parts: profile.parts.clone(),
        events: profile.events.clone(),
        recorded: profile.recorded,
        names: profile.names.clone(),
        functions: Vec::new(),
        self_costs: CostTable::new(0),
        lines: profile.lines.clone(),
        line_costs: profile.line_costs.clone(),
        lines_left_out: profile.lines_left_out.clone(),
        call_sites: FxHashMap::default(),
        site_costs: CostTable::new(0),
        calls: Default::default(),
        inlined: Vec::new(),
        several_objects: Default::default(),
        jumps: Default::default(),
        self_total: profile.self_total.clone(),
        focus_total: profile.focus_total.clone(),
        focus_lower: profile.focus_lower.clone(),
        known_inclusive: None,
        function_lines: None,
        part_costs: None,
    };
    merged.into(copy)
}

/// [`merge`], and the symbol each function of `profile` became (its id in
/// the merged profile).
pub fn merge_mapped(profile: Profile) -> (Profile, Vec<FuncId>) {
    Merged::of(&profile).into(profile)
}

/// What merging makes anew; the rest of the merged profile is the
/// profile's as it is.
struct Merged {
    /// The symbol of each function.
    symbol_of: Vec<FuncId>,
    /// Each symbol's function (its name still to be interned) and name.
    functions: Vec<(Function, Vec<u8>)>,
    self_costs: CostTable,
    call_sites: FxHashMap<(FuncId, FuncId, u64), CallStat>,
    site_costs: CostTable,
    inlined: Vec<(FuncId, FuncId)>,
    /// The objects of each symbol seen in several (see
    /// `Profile::several_objects`).
    several_objects: FxHashMap<FuncId, Vec<u32>>,
    known: FxHashMap<FuncId, Cost>,
}

impl Merged {
    fn of(profile: &Profile) -> Merged {
        let n = profile.events.len();
        let inner: rustc_hash::FxHashSet<FuncId> = profile
            .inlined
            .iter()
            .filter(|(a, b)| a != b)
            .map(|&(_, b)| b)
            .collect();
        // Exact figures of the level-1 contexts, when levels are recorded
        // (without them, no figure is taken from the contexts' analysis).
        let levels = super::function_levels(profile).map(|(l, _)| l);
        let analysis = levels.as_ref().map(|_| {
            function_recursion(
                profile,
                profile.calculated_total().as_ref(),
                |_, _| std::cmp::Ordering::Equal,
                |a, b| a.cmp(&b),
            )
        });

        let reader = ContextNames::new(profile.functions.iter().map(|f| profile.name(f.name)));
        let mut symbol_of: Vec<FuncId> = Vec::with_capacity(profile.functions.len());
        let mut keys: FxHashMap<(Option<u32>, &[u8]), u32> = FxHashMap::default();
        let mut bases: Vec<&[u8]> = Vec::new();
        let mut members: Vec<Vec<FuncId>> = Vec::new();
        for (f, func) in profile.functions.iter().enumerate() {
            let base = reader.parse(profile.name(func.name)).base;
            let next = keys.len() as u32;
            let s = *keys.entry((func.home_object, base)).or_insert(next);
            if s == next {
                bases.push(base);
                members.push(Vec::new());
            }
            members[s as usize].push(f as FuncId);
            symbol_of.push(s);
        }

        let mut functions = Vec::with_capacity(members.len());
        let mut self_costs = CostTable::new(n);
        let mut known = FxHashMap::default();
        for (s, m) in members.iter().enumerate() {
            // The symbol's file: its own function's (not a file of code
            // inlined into it), the first by id.
            let home = m.iter().copied().find(|f| !inner.contains(f)).unwrap_or(m[0]);
            let first = &profile.functions[home as usize];
            let function = Function {
                file: first.file,
                name: first.name,
                object: m.iter().find_map(|&f| profile.functions[f as usize].object),
                home_object: first.home_object,
                has_body: m.iter().any(|&f| profile.functions[f as usize].has_body),
            };
            functions.push((function, bases[s].to_vec()));
            let row = self_costs.push();
            let mut own = Cost::zero(n);
            for &f in m {
                own.add_saturating(profile.self_cost(f));
            }
            self_costs.set(row, own.as_ref());
            if let (Some(levels), Some(analysis)) = (&levels, &analysis) {
                let level_one: Vec<FuncId> = m
                    .iter()
                    .copied()
                    .filter(|&f| levels.level[f as usize] == 1 && !inner.contains(&f))
                    .collect();
                if !level_one.is_empty() && level_one.iter().all(|&f| analysis.is_exact(f)) {
                    let mut sum = Cost::zero(n);
                    for f in level_one {
                        sum.add_saturating(analysis.cost(f));
                    }
                    known.insert(s as FuncId, sum);
                }
            }
        }

        let mut site_costs = CostTable::new(n);
        let mut call_sites: FxHashMap<(FuncId, FuncId, u64), CallStat> = FxHashMap::default();
        // In a fixed order, so that merged rows come out the same every run.
        let mut sites: Vec<(&(FuncId, FuncId, u64), &CallStat)> = profile.call_sites.iter().collect();
        sites.sort_unstable_by_key(|(k, _)| **k);
        for (&(caller, callee, line), site) in sites {
            let key = (symbol_of[caller as usize], symbol_of[callee as usize], line);
            let cost = profile.site_costs.get(site.row);
            match call_sites.get_mut(&key) {
                Some(merged) => {
                    merged.count = merged.count.saturating_add(site.count);
                    merged.seq = merged.seq.min(site.seq);
                    site_costs.add_saturating(merged.row, cost);
                }
                None => {
                    let row = site_costs.push();
                    site_costs.set(row, cost);
                    call_sites.insert(key, CallStat { row, ..*site });
                }
            }
        }
        let mut inlined: Vec<(FuncId, FuncId)> = profile
            .inlined
            .iter()
            .map(|&(a, b)| (symbol_of[a as usize], symbol_of[b as usize]))
            .filter(|(a, b)| a != b)
            .collect();
        inlined.sort_unstable();
        inlined.dedup();
        let mut several_objects: FxHashMap<FuncId, Vec<u32>> = FxHashMap::default();
        for (&f, objects) in &profile.several_objects {
            let list = several_objects.entry(symbol_of[f as usize]).or_default();
            for &o in objects {
                if !list.contains(&o) {
                    list.push(o);
                }
            }
        }
        // In a fixed order, whatever order the map gave the functions in.
        several_objects.values_mut().for_each(|list| list.sort_unstable());
        Merged {
            symbol_of,
            functions,
            self_costs,
            call_sites,
            site_costs,
            inlined,
            several_objects,
            known,
        }
    }

    /// `profile` (the one merged, or a copy of what it keeps) with the
    /// merged functions, their names interned in its names.
    fn into(self, mut profile: Profile) -> (Profile, Vec<FuncId>) {
        profile.functions = self
            .functions
            .into_iter()
            .map(|(function, base)| Function {
                name: profile.names.intern(&base),
                ..function
            })
            .collect();
        profile.self_costs = self.self_costs;
        profile.call_sites = self.call_sites;
        profile.site_costs = self.site_costs;
        profile.calls = Default::default();
        profile.inlined = self.inlined;
        profile.several_objects = self.several_objects;
        profile.function_lines = None;
        // Kept parts are in the ids of the functions as recorded.
        profile.part_costs = None;
        profile.known_inclusive = Some(self.known);
        (profile, self.symbol_of)
    }
}
