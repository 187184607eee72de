//! How tight cgann's bounds are: witness runs that callgrind would record
//! exactly as it recorded the real ones.
//!
//! A bound of a recursive context must hold for every run that writes the
//! same profile. `scripts/tightness.py` builds, for each bounded context of
//! the shallow profiles (`--separate-recs=1`, 2, 3) of mutual.c, parser.c
//! and descent.rs, witness runs: trees of stacks with call counts (from the
//! run's whole-chain profile) and self costs chosen by an integer program
//! to make the context's truth as high, or as low, as such a run's can be.
//! This test checks them without the solver:
//!
//! - a witness is a run: a tree whose every stack's level is the number of
//!   frames of its function on it (as callgrind names levels), and whose
//!   inclusive costs are recomputed here from self costs;
//! - callgrind would record it exactly as the real run: summed to the
//!   shallow contexts (a stack at level k is `F'min(k, N)`), every
//!   context's self cost and every call site's count and cost equal the
//!   bundled shallow profile's. (The records split a context's self cost by
//!   line; a split of those line sums over its stacks with the stacks'
//!   totals exists whenever the totals add up, as a table with given row
//!   and column sums does.)
//! - its truth (the inclusive cost of the context's outermost stacks, those
//!   at level exactly N) lies within cgann's bounds: they are sound;
//! - at the default setting the highest truth is cgann's upper bound: no
//!   sound bound can be lower;
//! - a `floor` witness also executes, in every activation of the bounded
//!   functions, at least its return and each call it makes (a stack's self
//!   cost is at least its calls in and out): a run a machine could run. At
//!   the default setting, for mutual.c and descent.rs, one of them lies more
//!   than a point of the total above the real run's truth: no sound bound
//!   can be within one point of the truth on these programs.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::Command;

use cgann::analysis::contexts::split;
use cgann::input::{Source, load};
use cgann::model::builder::BuildOptions;
use cgann::model::{FuncId, Profile};

fn data(prog: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("testdata/contexts")
        .join(prog)
}

fn profile(path: &Path) -> Profile {
    // Names as the profiles write them, as the witnesses hold them.
    let build = BuildOptions::default();
    load(&Source::Path(path), build).expect("a bundled profile").0
}

fn ir(c: cgann::model::cost::CostRef<'_>) -> u64 {
    u64::try_from(c.get(0).unwrap_or(0)).expect("no negative Ir")
}

/// A context's name (not by object: see `records`).
type Context = String;
/// Self cost per context; count and cost per call site (caller, site
/// file, line, callee).
type Records = (
    BTreeMap<Context, u64>,
    BTreeMap<(Context, String, u64, Context), (u64, u64)>,
);

/// The records of a shallow profile, by object and name.
fn records(p: &Profile) -> Records {
    let text = |id: u32| String::from_utf8_lossy(p.name(id)).into_owned();
    let context = |f: FuncId| {
        let func = &p.functions[f as usize];
        // Not by object: glibc builds some functions into both the C
        // library and the loader, which cgann keys by file and name.
        text(func.name)
    };
    let mut own = BTreeMap::new();
    for f in 0..p.functions.len() as FuncId {
        let cost = ir(p.self_cost(f));
        if cost > 0 {
            *own.entry(context(f)).or_insert(0) += cost;
        }
    }
    let mut calls = BTreeMap::new();
    for (&(caller, callee, line), stat) in &p.call_sites {
        let file = text(p.functions[caller as usize].file);
        let e = calls
            .entry((context(caller), file, line, context(callee)))
            .or_insert((0, 0));
        e.0 += stat.count;
        e.1 += ir(p.site_costs.get(stat.row));
    }
    (own, calls)
}

struct Stack {
    parent: Option<usize>,
    count: u64,
    site: (String, u64),
    object: String,
    context: String,
    /// The context's function and level.
    function: String,
    level: u32,
}

struct Witnesses {
    stacks: Vec<Stack>,
    heads: Vec<String>,
    /// Per witness, per stack: its self cost.
    own: Vec<Vec<u64>>,
}

fn witnesses(prog: &str) -> Witnesses {
    let file = std::fs::File::open(data(prog).join("witnesses.tsv.gz")).unwrap();
    let mut tsv = String::new();
    flate2::read::GzDecoder::new(file).read_to_string(&mut tsv).unwrap();
    let mut lines = tsv.lines().filter(|l| !l.starts_with('#'));
    let heads: Vec<String> = lines.next().unwrap().split('\t').skip(7).map(String::from).collect();
    let mut stacks = Vec::new();
    let mut own = vec![Vec::new(); heads.len()];
    for (i, line) in lines.enumerate() {
        let cells: Vec<&str> = line.split('\t').collect();
        assert_eq!(cells.len(), 7 + heads.len());
        assert_eq!(cells[0].parse::<usize>().unwrap(), i, "stacks in order");
        let parent = (!cells[1].is_empty()).then(|| cells[1].parse::<usize>().unwrap());
        assert!(parent.is_none_or(|p| p < i), "a parent before its children");
        let context = cells[6].to_string();
        let (end, level) = split(context.as_bytes());
        stacks.push(Stack {
            parent,
            count: cells[2].parse().unwrap(),
            site: (cells[3].to_string(), cells[4].parse().unwrap_or(0)),
            object: cells[5].to_string(),
            function: context[..end].to_string(),
            context,
            level,
        });
        for (col, v) in cells[7..].iter().enumerate() {
            own[col].push(v.parse().unwrap());
        }
    }
    Witnesses { stacks, heads, own }
}

/// A stack's level is the number of frames of its function on it.
fn check_levels(w: &Witnesses) {
    for (i, s) in w.stacks.iter().enumerate() {
        let mut frames = 1;
        let mut at = s.parent;
        while let Some(p) = at {
            let below = &w.stacks[p];
            if below.object == s.object && below.function == s.function {
                frames += 1;
            }
            at = below.parent;
        }
        assert_eq!(s.level, frames, "stack {i} ({}): its level", s.context);
    }
}

fn shallow(s: &Stack, n: u32) -> Context {
    let k = if n > 1 { s.level.min(n) } else { 1 };
    if k == 1 {
        s.function.clone()
    } else {
        format!("{}'{k}", s.function)
    }
}

/// The witness run's records at `--separate-recs=n`, and every stack's
/// inclusive cost.
fn run(w: &Witnesses, own: &[u64], n: u32) -> (Records, Vec<u64>) {
    let mut inclusive = own.to_vec();
    for i in (0..w.stacks.len()).rev() {
        if let Some(p) = w.stacks[i].parent {
            inclusive[p] += inclusive[i];
        }
    }
    let mut self_sum = BTreeMap::new();
    let mut calls = BTreeMap::new();
    for (i, s) in w.stacks.iter().enumerate() {
        if own[i] > 0 {
            *self_sum.entry(shallow(s, n)).or_insert(0) += own[i];
        }
        if let Some(p) = s.parent {
            let key = (shallow(&w.stacks[p], n), s.site.0.clone(), s.site.1, shallow(s, n));
            let e = calls.entry(key).or_insert((0, 0));
            e.0 += s.count;
            e.1 += inclusive[i];
        }
    }
    ((self_sum, calls), inclusive)
}

fn json(path: &Path) -> serde_json::Value {
    let out = Command::new(env!("CARGO_BIN_EXE_cgann"))
        .args(["--format=json", "--inclusive=yes", "--threshold=100", "--auto=no"])
        .arg(path)
        .output()
        .unwrap();
    assert!(out.status.success());
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The bounded contexts cgann prints, by name: (file, lower, upper).
fn bounds(path: &Path) -> BTreeMap<String, (String, u64, u64)> {
    let ir = |c: &serde_json::Value| c["Ir"].as_u64().unwrap();
    let mut bounds = BTreeMap::new();
    for f in json(path)["functions"].as_array().unwrap() {
        if f["inclusive_exact"] == false {
            let row = (
                f["file"].as_str().unwrap().to_string(),
                ir(&f["inclusive_lower"]),
                ir(&f["inclusive"]),
            );
            let name = f["function"].as_str().unwrap().to_string();
            assert!(bounds.insert(name, row).is_none(), "one bounded row per name");
        }
    }
    bounds
}

/// The real run's truths, by file and name: at `--separate-recs=500`
/// nothing nests.
fn truths(prog: &str) -> HashMap<(String, String), u64> {
    json(&data(prog).join("callgrind.out.recs500"))["functions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            let key = (
                f["file"].as_str().unwrap().to_string(),
                f["function"].as_str().unwrap().to_string(),
            );
            (key, f["inclusive"]["Ir"].as_u64().unwrap())
        })
        .collect()
}

/// Checks every witness of `prog`; returns, per witness, its truth.
fn check(prog: &str) -> BTreeMap<String, u64> {
    let w = witnesses(prog);
    check_levels(&w);
    let real_truths = truths(prog);
    let total = ir(profile(&data(prog).join("callgrind.out.recs2")).self_total.as_ref());
    let mut calls_out = vec![0u64; w.stacks.len()];
    for s in &w.stacks {
        if let Some(p) = s.parent {
            calls_out[p] += s.count;
        }
    }
    let mut checked = BTreeMap::new();
    for n in [1u32, 2, 3] {
        let path = data(prog).join(format!("callgrind.out.recs{n}"));
        let real = records(&profile(&path));
        let bounds = bounds(&path);
        let functions: HashSet<&str> = bounds.keys().map(|t| &t[..split(t.as_bytes()).0]).collect();
        let mut beyond_a_point = false;
        for (target, (file, lower, upper)) in &bounds {
            let (lower, upper) = (*lower, *upper);
            for sense in ["max", "min", "max:floor"] {
                let head = format!("recs{n}:{target}:{sense}");
                let col = w
                    .heads
                    .iter()
                    .position(|h| *h == head)
                    .unwrap_or_else(|| panic!("{prog}: no witness {head}"));
                let own = &w.own[col];
                let (records, inclusive) = run(&w, own, n);
                if records.0 != real.0 {
                    let diff: Vec<_> = (records.0.iter())
                        .filter(|(k, v)| real.0.get(*k) != Some(v))
                        .take(3)
                        .collect();
                    let miss: Vec<_> = (real.0.iter())
                        .filter(|(k, v)| records.0.get(*k) != Some(v))
                        .take(3)
                        .collect();
                    panic!("{prog} {head}: self costs differ from the profile's: {diff:?} / {miss:?}");
                }
                assert!(records.1 == real.1, "{prog} {head}: calls differ from the profile's");
                let function = &target[..split(target.as_bytes()).0];
                let outermost = if n > 1 { n } else { 1 };
                let truth: u64 = (w.stacks.iter().enumerate())
                    .filter(|(_, s)| s.function == function && s.level == outermost)
                    .map(|(i, _)| inclusive[i])
                    .sum();
                assert!(
                    lower <= truth && truth <= upper,
                    "{prog} {head}: {truth} outside {lower}..={upper}"
                );
                if sense == "max:floor" {
                    for (i, s) in w.stacks.iter().enumerate() {
                        if functions.contains(s.function.as_str()) {
                            let floor = s.count + calls_out[i];
                            assert!(own[i] >= floor, "{prog} {head}: stack {i} below the floor");
                        }
                    }
                    let real_truth = real_truths[&(file.clone(), target.clone())];
                    beyond_a_point |= n == 2 && truth.saturating_sub(real_truth) * 100 > total;
                } else if sense == "max" && n == 2 {
                    assert_eq!(
                        truth, upper,
                        "{prog} {head}: the greatest truth is not cgann's upper bound"
                    );
                }
                checked.insert(head, truth);
            }
        }
        if n == 2 && prog != "parser" {
            assert!(beyond_a_point, "{prog}: no floor witness a point above the real run");
        }
    }
    checked
}

#[test]
fn mutual_c_bounds_are_met_by_runs_with_the_same_records() {
    // is_even and is_odd at every setting, three witnesses each.
    assert_eq!(check("mutual").len(), 18);
}

#[test]
fn descent_rs_bounds_are_met_by_runs_with_the_same_records() {
    // expr, term and factor at settings 2 and 3, factor and term at 1.
    assert_eq!(check("descent").len(), 24);
}

#[test]
fn parser_c_bounds_are_met_by_runs_with_the_same_records() {
    assert_eq!(check("parser").len(), 18);
}
