//! The bounds cgann prints for mutual.c are as tight as the records allow.
//!
//! A bound of a recursive context must hold for every run that writes the
//! same profile. `scripts/tightness.py` builds, for each bounded context of
//! mutual.c's shallow profiles (`--separate-recs=1`, 2, 3), a witness run:
//! the real run's call stacks and call counts (from its whole-chain profile,
//! `--separate-recs=500 --separate-callers=500`, where every context is one
//! stack) with self costs moved between the stacks of one shallow context.
//! This test checks each witness without the solver:
//!
//! - it is a run: every stack's inclusive cost is its self cost (never
//!   negative) plus its callees', recomputed here, and a stack whose cost
//!   changes is entered from one call site of one parent stack (so its
//!   activations are all in the calls of that site);
//! - callgrind would record it exactly as the real run: summed to the
//!   shallow contexts (a stack at level k is `F'min(k, N)`), every
//!   context's self cost and every call site's count and cost equal the
//!   bundled shallow profile's. (The records split a context's self cost
//!   by line; a split of those line sums over its stacks with the stacks'
//!   totals exists whenever the totals add up, as a table with given row
//!   and column sums does.)
//! - its true inclusive cost of the context (its outermost activations:
//!   the stacks at level exactly N) equals the bound cgann prints, the
//!   upper one for a `max` witness, the lower one for a `min` witness.
//!
//! So no sound bound for these contexts can be tighter than cgann's.
//!
//! A second witness per bound also executes, in every activation, at least
//! its return and its call instructions (a stack's self cost is at least
//! its calls in and out): a run the records allow that a machine could
//! also run. Its truth lies within cgann's bounds, and at the default
//! setting more than a point of the total above the real run's: no sound
//! bound comes within one point of the truth on this program.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use cgann::analysis::contexts::split;
use cgann::input::{Source, load};
use cgann::model::builder::BuildOptions;
use cgann::model::{FuncId, Profile};

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/contexts/mutual")
}

fn profile(name: &str) -> Profile {
    let build = BuildOptions {
        strip_prefix: None,
        jumps: false,
        demangle: true,
        function_lines: false,
        skip_line_costs: false,
        skip_calls: false,
        keep_parts: false,
    };
    load(&Source::Path(&data().join(name)), build).expect(name).0
}

fn text(p: &Profile, id: u32) -> String {
    String::from_utf8_lossy(p.name(id)).into_owned()
}

/// A function context's file and name.
fn key(p: &Profile, f: FuncId) -> (String, String) {
    let func = &p.functions[f as usize];
    (text(p, func.file), text(p, func.name))
}

fn ir(c: cgann::model::cost::CostRef<'_>) -> u64 {
    u64::try_from(c.get(0).unwrap_or(0)).expect("no negative Ir")
}

/// One call site: (caller, callee, line).
type Site = (FuncId, FuncId, u64);

/// A profile's records: self cost per context, and count and cost per
/// call site, keyed by names.
type Records = (
    BTreeMap<(String, String), u64>,
    BTreeMap<((String, String), (String, String), u64), (u64, u64)>,
);

fn records(p: &Profile) -> Records {
    let mut own = BTreeMap::new();
    for f in 0..p.functions.len() as FuncId {
        *own.entry(key(p, f)).or_insert(0) += ir(p.self_cost(f));
    }
    let mut calls = BTreeMap::new();
    for (&(caller, callee, line), stat) in &p.call_sites {
        let e = calls.entry((key(p, caller), key(p, callee), line)).or_insert((0, 0));
        e.0 += stat.count;
        e.1 += ir(p.site_costs.get(stat.row));
    }
    (own, calls)
}

/// The shallow context of a whole-chain one at `--separate-recs=n`.
fn shallow(name: &str, n: u32) -> (String, u32) {
    let (end, level) = split(name.as_bytes());
    let base = name[..end].to_string();
    let k = if n > 1 { level.min(n) } else { 1 };
    let shallow = if k == 1 { base.clone() } else { format!("{base}'{k}") };
    (shallow, level)
}

struct Witnesses {
    heads: Vec<String>,
    /// Per stack: its self cost in each witness.
    rows: Vec<(FuncId, Vec<u64>)>,
}

fn witnesses(chains: &Profile) -> Witnesses {
    let by_name: HashMap<String, Vec<FuncId>> =
        (0..chains.functions.len() as FuncId).fold(HashMap::new(), |mut m, f| {
            m.entry(key(chains, f).1).or_default().push(f);
            m
        });
    let tsv = std::fs::read_to_string(data().join("witnesses.tsv")).unwrap();
    let mut lines = tsv.lines().filter(|l| !l.starts_with('#'));
    let heads: Vec<String> = lines.next().unwrap().split('\t').skip(2).map(String::from).collect();
    let rows = lines
        .map(|l| {
            let cells: Vec<&str> = l.split('\t').collect();
            let ids = &by_name[cells[1]];
            assert_eq!(ids.len(), 1, "{}: one row per stack", cells[1]);
            let own = chains.functions[ids[0] as usize].object.map(|o| text(chains, o));
            assert_eq!(own.as_deref(), Some(cells[0]), "{}: object", cells[1]);
            let values = cells[2..].iter().map(|v| v.parse().unwrap()).collect::<Vec<u64>>();
            assert_eq!(values.len(), heads.len());
            (ids[0], values)
        })
        .collect();
    Witnesses { heads, rows }
}

/// The witness run's self costs and call-site costs, recomputed from the
/// stacks' new self costs.
fn run(chains: &Profile, new_self: &HashMap<FuncId, u64>) -> (Vec<u64>, HashMap<Site, u64>) {
    let mut incoming: HashMap<FuncId, HashSet<(FuncId, u64)>> = HashMap::new();
    let mut outgoing: HashMap<FuncId, Vec<Site>> = HashMap::new();
    for &(caller, callee, line) in chains.call_sites.keys() {
        incoming.entry(callee).or_default().insert((caller, line));
        outgoing.entry(caller).or_default().push((caller, callee, line));
    }
    // The stacks whose inclusive cost changes: the changed ones and every
    // stack below them.
    let mut affected = HashSet::new();
    let mut todo: Vec<FuncId> = new_self.keys().copied().collect();
    while let Some(f) = todo.pop() {
        if affected.insert(f) {
            let parents = incoming.get(&f).cloned().unwrap_or_default();
            assert!(
                parents.len() <= 1,
                "{:?}: a changed stack with several parents",
                key(chains, f)
            );
            todo.extend(parents.iter().map(|&(p, _)| p));
        }
    }
    let own: Vec<u64> = (0..chains.functions.len() as FuncId)
        .map(|f| new_self.get(&f).copied().unwrap_or_else(|| ir(chains.self_cost(f))))
        .collect();
    let mut site_cost: HashMap<Site, u64> = chains
        .call_sites
        .iter()
        .map(|(&s, stat)| (s, ir(chains.site_costs.get(stat.row))))
        .collect();
    fn inclusive(
        f: FuncId,
        own: &[u64],
        affected: &HashSet<FuncId>,
        outgoing: &HashMap<FuncId, Vec<Site>>,
        site_cost: &mut HashMap<Site, u64>,
    ) -> u64 {
        let mut sum = own[f as usize];
        for &site in outgoing.get(&f).map(Vec::as_slice).unwrap_or(&[]) {
            if affected.contains(&site.1) {
                let cost = inclusive(site.1, own, affected, outgoing, site_cost);
                site_cost.insert(site, cost);
            }
            sum += site_cost[&site];
        }
        sum
    }
    for &f in &affected {
        if incoming.get(&f).is_none_or(HashSet::is_empty) {
            inclusive(f, &own, &affected, &outgoing, &mut site_cost);
        }
    }
    (own, site_cost)
}

fn printed_bounds(n: u32) -> HashMap<String, (u64, u64)> {
    let out = Command::new(env!("CARGO_BIN_EXE_cgann"))
        .args(["--format=json", "--inclusive=yes", "--threshold=100", "--auto=no"])
        .arg(data().join(format!("callgrind.out.recs{n}")))
        .output()
        .unwrap();
    assert!(out.status.success());
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    doc["functions"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["inclusive_exact"] == false)
        .map(|f| {
            let ir = |c: &serde_json::Value| c["Ir"].as_u64().unwrap();
            (
                f["function"].as_str().unwrap().to_string(),
                (ir(&f["inclusive_lower"]), ir(&f["inclusive"])),
            )
        })
        .collect()
}

/// Checks that witness column `col` writes the records `real` at
/// `--separate-recs=n`, and returns its truth for `target` and the real
/// run's.
fn truth_of(chains: &Profile, w: &Witnesses, col: usize, n: u32, target: &str, real: &Records) -> (u64, u64) {
    let head = &w.heads[col];
    let new_self: HashMap<FuncId, u64> = w.rows.iter().map(|(f, v)| (*f, v[col])).collect();
    let (own, site_cost) = run(chains, &new_self);
    // Summed to the shallow contexts, the witness writes the real records.
    let shallow_key = |f: FuncId| {
        let (file, name) = key(chains, f);
        (file, shallow(&name, n).0)
    };
    let mut own_sum = BTreeMap::new();
    for f in 0..chains.functions.len() as FuncId {
        *own_sum.entry(shallow_key(f)).or_insert(0) += own[f as usize];
    }
    let mut calls = BTreeMap::new();
    for (&(caller, callee, line), stat) in &chains.call_sites {
        let e = calls
            .entry((shallow_key(caller), shallow_key(callee), line))
            .or_insert((0, 0));
        e.0 += stat.count;
        e.1 += site_cost[&(caller, callee, line)];
    }
    assert!(own_sum == real.0, "{head}: self costs differ from the profile's");
    assert!(calls == real.1, "{head}: calls differ from the profile's");
    // Its truth: the outermost activations, the stacks at level exactly N.
    let base = &target[..split(target.as_bytes()).0];
    let outermost = if n > 1 { n } else { 1 };
    let into_outermost = |&&(_, callee, _): &&Site| {
        let name = key(chains, callee).1;
        &name[..split(name.as_bytes()).0] == base && shallow(&name, n).1 == outermost
    };
    let sites: Vec<&Site> = chains.call_sites.keys().filter(into_outermost).collect();
    assert!(!sites.is_empty());
    let truth = sites.iter().map(|s| site_cost[s]).sum();
    let real_truth = sites
        .iter()
        .map(|s| ir(chains.site_costs.get(chains.call_sites[s].row)))
        .sum();
    (truth, real_truth)
}

/// Per stack: the instructions its activations execute at least, their
/// returns and their calls (an activation that calls executes the call).
fn floor(chains: &Profile) -> HashMap<FuncId, u64> {
    let mut floor = HashMap::new();
    for (&(caller, callee, _), stat) in &chains.call_sites {
        *floor.entry(caller).or_insert(0) += stat.count;
        *floor.entry(callee).or_insert(0) += stat.count;
    }
    floor
}

#[test]
fn every_bound_of_mutual_c_is_met_by_a_run_with_the_same_records() {
    let chains = profile("callgrind.out.chains.gz");
    let total = ir(chains.self_total.as_ref());
    let w = witnesses(&chains);
    let floor = floor(&chains);
    let mut checked = BTreeMap::new();
    for n in [1u32, 2, 3] {
        let real = records(&profile(&format!("callgrind.out.recs{n}")));
        let bounds = printed_bounds(n);
        assert!(!bounds.is_empty());
        for (target, &(lower, upper)) in &bounds {
            for (sense, printed) in [("max", upper), ("min", lower)] {
                for floored in [false, true] {
                    let head = format!("recs{n}:{target}:{sense}{}", if floored { ":floor" } else { "" });
                    let col = w
                        .heads
                        .iter()
                        .position(|h| *h == head)
                        .unwrap_or_else(|| panic!("no witness {head}"));
                    let (truth, real_truth) = truth_of(&chains, &w, col, n, target, &real);
                    if !floored {
                        // The records alone allow exactly cgann's bounds.
                        assert_eq!(truth, printed, "{head}: the witness's truth is not the printed bound");
                    } else {
                        for (f, values) in &w.rows {
                            assert!(
                                values[col] >= floor.get(f).copied().unwrap_or(0),
                                "{head}: below the floor"
                            );
                        }
                        // A sound bound holds these runs too.
                        match sense {
                            "max" => assert!(truth <= upper, "{head}: above the upper bound"),
                            _ => assert!(truth >= lower, "{head}: below the lower bound"),
                        }
                        // At the default setting, a run that even executes
                        // its calls and returns is more than a point of the
                        // total above the real run: no sound bound can be
                        // within one point of the truth here.
                        if n == 2 && sense == "max" {
                            assert!((truth - real_truth) * 100 > total, "{head}: {truth} for {real_truth}");
                        }
                    }
                    checked.insert(head, truth);
                }
            }
        }
    }
    // 2 bounded contexts per setting, each bound met from above and below,
    // by the records alone and with the floor.
    assert_eq!(checked.len(), 24, "{checked:?}");
}
