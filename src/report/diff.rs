//! `--diff OLD NEW`: every figure is NEW minus OLD, functions matched by
//! `file:function` (after `--mod-filename`/`--mod-funcname` rewrites, so
//! builds in other directories or with other Rust hashes line up), rows
//! sorted by absolute change, percentages of OLD's total. With `--tree`,
//! each row's callers and callees with the change of the calls' cost and
//! count, matched by the rewritten names of both ends.
//!
//! Names are rewritten, matched and ordered as the profiles record them
//! (the profiles are loaded without shortening), so a diff pairs the same
//! functions and lists them in the same order from any working directory;
//! only the names printed are shortened by it ([`Naming::strip_prefix`]).

use std::borrow::Cow;
use std::cmp::Ordering;
use std::io::Write;

use hashbrown::HashTable;
use regex::bytes::Regex;
use rustc_hash::{FxBuildHasher, FxHashMap};
use serde_json::{Map, Value, json};

use super::data::integer;
use super::listing::function_recursion;
use super::{Options, Plan, ReportError};
use crate::analysis::recursion::Recursion;
use crate::model::Profile;
use crate::model::cost::CostRef;

/// A `s/REGEX/REPL/[g]` rewrite of names.
#[derive(Debug, Clone)]
pub struct Rewrite {
    pub regex: Regex,
    pub replacement: Vec<u8>,
    pub global: bool,
}

impl Rewrite {
    /// Parses `s/REGEX/REPL/` or `s/REGEX/REPL/g`; any character after the
    /// `s` may stand for `/`.
    pub fn parse(spec: &str) -> Result<Rewrite, String> {
        let mut chars = spec.chars();
        let (Some('s'), Some(sep)) = (chars.next(), chars.next()) else {
            return Err(format!("'{spec}' is not s/REGEX/REPL/[g]"));
        };
        let parts: Vec<&str> = chars.as_str().split(sep).collect();
        let [pattern, replacement, flags] = parts[..] else {
            return Err(format!("'{spec}' is not s{sep}REGEX{sep}REPL{sep}[g]"));
        };
        if !flags.is_empty() && flags != "g" {
            return Err(format!("'{spec}': unknown flags '{flags}' (only g)"));
        }
        let regex = Regex::new(pattern).map_err(|e| format!("'{spec}': {}", regex_error(pattern, &e)))?;
        Ok(Rewrite {
            regex,
            replacement: replacement.as_bytes().to_vec(),
            global: flags == "g",
        })
    }

    fn apply(&self, name: &[u8]) -> Vec<u8> {
        let limit = if self.global { 0 } else { 1 };
        self.regex
            .replacen(name, limit, self.replacement.as_slice())
            .into_owned()
    }
}

/// The regex crate's error on one line, as every message is: its several
/// lines (the pattern, a caret line under the place, `error: ...`) become
/// `unclosed group at column 1 of the regex '('`.
fn regex_error(pattern: &str, e: &regex::Error) -> String {
    let text = e.to_string();
    let lines: Vec<&str> = text.lines().collect();
    let Some(what) = lines.iter().rev().find_map(|l| l.strip_prefix("error: ")) else {
        return lines.join(" ");
    };
    // The caret line is indented as the pattern line above it.
    let column = lines.windows(2).find_map(|w| {
        let caret = w[1].trim_end();
        let indent = w[0].len() - w[0].trim_start().len();
        (caret.trim_start().starts_with('^') && caret.len() > indent && w[0].trim_start() == pattern)
            .then(|| caret.find('^').map(|c| c + 1 - indent))
            .flatten()
    });
    match column {
        Some(c) => format!("{what} at column {c} of the regex '{pattern}'"),
        None => format!("{what} in the regex '{pattern}'"),
    }
}

/// `name` rewritten by `rules` (borrowed when there are none: the names
/// of two 1 GB profiles are some 800 MB).
fn rewrite<'p>(name: &'p [u8], rules: &[Rewrite]) -> Cow<'p, [u8]> {
    if rules.is_empty() {
        return Cow::Borrowed(name);
    }
    Cow::Owned(rules.iter().fold(name.to_vec(), |n, r| r.apply(&n)))
}

/// How names are matched and shown.
#[derive(Clone, Copy, Default)]
pub struct Naming<'a> {
    /// `--mod-filename` rewrites, applied in order to file names as recorded.
    pub files: &'a [Rewrite],
    /// `--mod-funcname` rewrites, applied in order to function names.
    pub functions: &'a [Rewrite],
    /// Shortened from the front of the (rewritten) file names printed: the
    /// current directory and `/`, as the report shortens names.
    pub strip_prefix: Option<&'a [u8]>,
}

/// The outcome, for `--fail-above`: growth of the primary sort event's
/// total in percent of OLD's (None when OLD's total is 0).
pub struct DiffSummary {
    pub event: String,
    pub growth: Option<f64>,
}

struct Side<'p> {
    profile: &'p Profile,
    /// The profile's column of each shown event.
    cols: Vec<usize>,
}

impl Side<'_> {
    fn values(&self, c: CostRef<'_>) -> Vec<i128> {
        self.cols.iter().map(|&i| c.get(i).map_or(0, i128::from)).collect()
    }

    fn total(&self) -> Vec<i128> {
        let t = self
            .profile
            .recorded_total()
            .map(|t| t.cost)
            .unwrap_or_else(|| self.profile.calculated_total().clone());
        self.values(t.as_ref())
    }
}

type Key<'p> = (Cow<'p, [u8]>, Cow<'p, [u8]>);

/// The rewritten `(file, function)` names of both profiles' functions,
/// each distinct pair numbered once (and stored once): functions and the
/// two ends of calls are matched on these numbers.
#[derive(Default)]
struct Keys<'a> {
    /// Numbers of `keys`, by the hash of their names.
    ids: HashTable<u32>,
    keys: Vec<Key<'a>>,
    strip_prefix: Option<&'a [u8]>,
}

fn key_hash(key: &Key<'_>) -> u64 {
    std::hash::BuildHasher::hash_one(&FxBuildHasher, (&*key.0, &*key.1))
}

impl<'a> Keys<'a> {
    fn id(&mut self, key: Key<'a>) -> u32 {
        let hash = key_hash(&key);
        let keys = &self.keys;
        if let Some(&id) = self.ids.find(hash, |&id| keys[id as usize] == key) {
            return id;
        }
        let id = self.keys.len() as u32;
        self.keys.push(key);
        let keys = &self.keys;
        self.ids.insert_unique(hash, id, |&id| key_hash(&keys[id as usize]));
        id
    }

    fn get(&self, id: u32) -> &Key<'a> {
        &self.keys[id as usize]
    }

    /// The number of `(file, function)` (rewritten names), if numbered.
    fn find(&self, file: &[u8], function: &[u8]) -> Option<u32> {
        let hash = std::hash::BuildHasher::hash_one(&FxBuildHasher, (file, function));
        let keys = &self.keys;
        self.ids
            .find(hash, |&id| {
                let (f, g) = &keys[id as usize];
                **f == *file && **g == *function
            })
            .copied()
    }

    /// The names as printed: the file name without the strip prefix.
    fn shown(&self, id: u32) -> (&[u8], &[u8]) {
        let (file, func) = self.get(id);
        let short = self
            .strip_prefix
            .and_then(|p| file.strip_prefix(p))
            .filter(|rest| !rest.is_empty());
        (short.unwrap_or(file), func)
    }
}

/// A function's change, and with `--tree` the changes of its calls.
pub struct Row {
    /// The function: see [`Diff::name`].
    pub name: u32,
    /// NEW minus OLD per shown event.
    pub change: Vec<i128>,
    pub callers: Vec<CallLine>,
    pub callees: Vec<CallLine>,
}

/// The change of the calls between a row's function and `other` (its
/// caller or its callee), summed over call sites: count and cost. The cost
/// of a recursive call is `None`: it is part of an outer call's cost.
pub struct CallLine {
    /// The caller or callee: see [`Diff::name`].
    pub other: u32,
    pub count: i128,
    pub change: Option<Vec<i128>>,
}

/// The order of rows and of call lines: largest absolute change on the
/// sort events first, ties by rewritten `(file, function)` name.
struct Order<'a> {
    sort_idx: &'a [usize],
    keys: &'a Keys<'a>,
}

impl Order<'_> {
    fn cmp(&self, a: (&[i128], u32), b: (&[i128], u32)) -> Ordering {
        let abs = |d: &[i128], i: usize| d[i].abs();
        (self.sort_idx.iter().map(|&i| abs(b.0, i)))
            .cmp(self.sort_idx.iter().map(|&i| abs(a.0, i)))
            .then_with(|| self.names(a.1, b.1))
    }

    fn names(&self, a: u32, b: u32) -> Ordering {
        self.keys.get(a).cmp(self.keys.get(b))
    }
}

/// The difference of two profiles: what `--diff` prints in each format,
/// and what the browser lists (`--browse --diff`).
pub struct Diff<'a> {
    /// The events compared, in OLD's order, narrowed by `--show`.
    pub shown: Vec<String>,
    /// The events sorted by (`--sort`, default the first shown).
    pub sort: Vec<String>,
    /// Per shown event: OLD's and NEW's totals and NEW minus OLD.
    pub old_total: Vec<i128>,
    pub new_total: Vec<i128>,
    pub delta: Vec<i128>,
    /// The functions that changed, by absolute change on the sort events
    /// (ties by name), with `--tree` their calls' changes.
    pub rows: Vec<Row>,
    /// Index of the primary sort event in `shown`.
    primary: usize,
    /// Indices in `shown` of the sort events.
    sort_idx: Vec<usize>,
    keys: Keys<'a>,
    /// Made by [`diff_rows`]: what [`Diff::calls`] needs to list a row's
    /// calls when asked.
    later: Option<LaterCalls<'a>>,
}

/// The two sides and their functions' names (numbers of [`Keys`]), kept to
/// list a row's calls when asked ([`Diff::calls`]).
struct LaterCalls<'a> {
    sides: [Side<'a>; 2],
    ids: Vec<Vec<Option<u32>>>,
    /// Per side, its functions of each name: made on the first call of
    /// [`Diff::calls`] (a walk of every function), then each row's
    /// functions are found at once, not by that walk again.
    members: std::sync::OnceLock<[Members; 2]>,
    callers: bool,
    callees: bool,
}

/// The functions of each name (number of [`Keys`]): those of name `k` are
/// `functions[start[k]..start[k + 1]]`.
struct Members {
    start: Vec<u32>,
    functions: Vec<u32>,
}

impl Members {
    fn new(ids: &[Option<u32>], names: usize) -> Members {
        let mut start = vec![0u32; names + 1];
        for id in ids.iter().flatten() {
            start[*id as usize + 1] += 1;
        }
        for k in 0..names {
            start[k + 1] += start[k];
        }
        let mut next = start.clone();
        let mut functions = vec![0u32; start[names] as usize];
        for (f, id) in ids.iter().enumerate() {
            if let Some(id) = id {
                functions[next[*id as usize] as usize] = f as u32;
                next[*id as usize] += 1;
            }
        }
        Members { start, functions }
    }

    fn of(&self, name: u32) -> &[u32] {
        let k = name as usize;
        &self.functions[self.start[k] as usize..self.start[k + 1] as usize]
    }
}

/// Each profile's calls by caller and by callee, and which of them are
/// recursive (as the --tree report decides): what [`Diff::calls`] reads to
/// list one row's calls. Made once for the two profiles, for every table
/// compared from them (by any sort event, self or inclusive).
pub struct CallIndex<'a> {
    sides: [IndexSide<'a>; 2],
}

struct IndexSide<'a> {
    profile: &'a Profile,
    exactness: crate::analysis::recursion::CallExactness,
    /// `(caller, callee)` of every call, sorted.
    by_caller: Vec<(u32, u32)>,
    /// `(callee, caller)` of every call, sorted.
    by_callee: Vec<(u32, u32)>,
}

impl<'a> CallIndex<'a> {
    pub fn new(old: &'a Profile, new: &'a Profile) -> CallIndex<'a> {
        let side = |profile: &'a Profile| {
            let mut by_caller: Vec<(u32, u32)> = profile.calls().keys().copied().collect();
            let mut by_callee: Vec<(u32, u32)> = by_caller.iter().map(|&(a, b)| (b, a)).collect();
            by_caller.sort_unstable();
            by_callee.sort_unstable();
            IndexSide {
                profile,
                exactness: crate::analysis::function_call_exactness(profile),
                by_caller,
                by_callee,
            }
        };
        CallIndex {
            sides: [side(old), side(new)],
        }
    }
}

/// The pairs of `sorted` whose first member is `f`.
fn calls_of(sorted: &[(u32, u32)], f: u32) -> &[(u32, u32)] {
    let start = sorted.partition_point(|&(a, _)| a < f);
    let end = start + sorted[start..].partition_point(|&(a, _)| a == f);
    &sorted[start..end]
}

impl Diff<'_> {
    /// A function's file and function names as printed (rewritten, the
    /// file shortened by [`Naming::strip_prefix`]).
    pub fn name(&self, id: u32) -> (&[u8], &[u8]) {
        self.keys.shown(id)
    }

    /// `v` (a change of shown event `k`) in percent of OLD's total (`None`
    /// when that is 0).
    pub fn percent(&self, v: i128, k: usize) -> Option<f64> {
        let old = self.old_total[k];
        (old != 0).then(|| v as f64 * 100.0 / old as f64)
    }

    /// The number of the function named `(file, function)` as recorded
    /// (rewritten, not shortened: see [`Diff::recorded_name`]), if either
    /// profile has it.
    pub fn find(&self, file: &[u8], function: &[u8]) -> Option<u32> {
        self.keys.find(file, function)
    }

    /// A function's file and function names as matched (rewritten, not
    /// shortened): the same function's in any diff of the two profiles.
    pub fn recorded_name(&self, id: u32) -> (&[u8], &[u8]) {
        let (file, function) = self.keys.get(id);
        (file, function)
    }

    /// How many functions are numbered (ids run below this).
    pub fn names(&self) -> usize {
        self.keys.keys.len()
    }

    /// The callers and callees of `rows[row]`, as [`diff`] lists them with
    /// `--tree` (each as asked by the options), for a diff made by
    /// [`diff_rows`] from the profiles `index` was made from (empty lists
    /// otherwise).
    pub fn calls(&self, row: usize, index: &CallIndex<'_>) -> (Vec<CallLine>, Vec<CallLine>) {
        let (Some(later), Some(r)) = (&self.later, self.rows.get(row)) else {
            return (Vec::new(), Vec::new());
        };
        let width = self.shown.len();
        let members = later
            .members
            .get_or_init(|| [0, 1].map(|s| Members::new(&later.ids[s], self.keys.keys.len())));
        let mut callers: FxHashMap<u32, CallSum> = FxHashMap::default();
        let mut callees: FxHashMap<u32, CallSum> = FxHashMap::default();
        for (sign, (((side, ids), at), members)) in [-1i128, 1]
            .into_iter()
            .zip(later.sides.iter().zip(&later.ids).zip(&index.sides).zip(members))
        {
            let p = side.profile;
            if !std::ptr::eq(p, at.profile) {
                return (Vec::new(), Vec::new());
            }
            for &f in members.of(r.name) {
                let lists = [
                    (later.callees, &at.by_caller, &mut callees, false),
                    (later.callers, &at.by_callee, &mut callers, true),
                ];
                for (wanted, sorted, sums, incoming) in lists {
                    if !wanted {
                        continue;
                    }
                    for &(_, other) in calls_of(sorted, f) {
                        let (caller, callee) = if incoming { (other, f) } else { (f, other) };
                        let (Some(call), Some(id)) = (p.calls().get(&(caller, callee)), ids[other as usize]) else {
                            continue;
                        };
                        let e = sums.entry(id).or_insert_with(|| CallSum::new(width));
                        e.add(sign, side, p, call, at.exactness.hides_call(caller, callee));
                    }
                }
            }
        }
        let order = Order {
            sort_idx: &self.sort_idx,
            keys: &self.keys,
        };
        let lines = |sums: FxHashMap<u32, CallSum>| {
            let mut list: Vec<CallLine> = sums.into_iter().filter_map(|(other, sum)| sum.line(other)).collect();
            sort_calls(&mut list, &order);
            list
        };
        (lines(callers), lines(callees))
    }

    /// The outcome, for `--fail-above`.
    pub fn summary(&self) -> DiffSummary {
        DiffSummary {
            event: self.shown[self.primary].clone(),
            growth: self.percent(self.delta[self.primary], self.primary),
        }
    }
}

/// Writes the difference in `format` ("text", "json" or "csv").
pub fn write_diff(
    out: &mut dyn Write,
    old: &Profile,
    new: &Profile,
    opts: &Options,
    names: (&str, &str),
    naming: Naming<'_>,
    format: &str,
) -> Result<DiffSummary, ReportError> {
    let diff = diff(old, new, opts, naming)?;
    let Diff {
        shown,
        sort,
        old_total,
        new_total,
        delta,
        rows,
        keys,
        ..
    } = &diff;
    let pct = |v: i128, k: usize| diff.percent(v, k);

    match format {
        "json" => {
            let costs = |d: &[i128]| -> Value {
                let mut m = Map::new();
                for (k, e) in shown.iter().enumerate() {
                    m.insert(
                        e.clone(),
                        json!({ "change": integer(d[k]), "percent_of_old": pct(d[k], k) }),
                    );
                }
                Value::Object(m)
            };
            let calls = |list: &[CallLine]| -> Value {
                list.iter()
                    .map(|c| {
                        let (file, func) = keys.shown(c.other);
                        json!({
                            "file": String::from_utf8_lossy(file), "function": String::from_utf8_lossy(func),
                            "count_change": integer(c.count), "recursive": c.change.is_none(),
                            "change": c.change.as_deref().map_or(Value::Null, costs)
                        })
                    })
                    .collect()
            };
            let functions: Vec<Value> = rows
                .iter()
                .map(|r| {
                    let (file, func) = keys.shown(r.name);
                    let mut v = json!({
                        "file": String::from_utf8_lossy(file), "function": String::from_utf8_lossy(func), "change": costs(&r.change)
                    });
                    if opts.tree_caller {
                        v["callers"] = calls(&r.callers);
                    }
                    if opts.tree_calling {
                        v["callees"] = calls(&r.callees);
                    }
                    v
                })
                .collect();
            let doc = json!({
                "schema": super::data::SCHEMA,
                "generator": format!("cgann {}", env!("CARGO_PKG_VERSION")),
                "diff": { "old": names.0, "new": names.1 },
                "events": { "shown": shown, "sort": sort },
                "old_totals": shown.iter().zip(old_total).map(|(e, v)| (e.clone(), integer(*v))).collect::<Map<_, _>>(),
                "new_totals": shown.iter().zip(new_total).map(|(e, v)| (e.clone(), integer(*v))).collect::<Map<_, _>>(),
                "totals": costs(delta),
                "functions": functions,
            });
            serde_json::to_writer_pretty(&mut *out, &doc).map_err(|e| ReportError::Io(e.into()))?;
            out.write_all(b"\n")?;
        }
        "csv" => write_csv(out, opts, shown, rows, keys)?,
        _ => write_text(
            out,
            opts,
            names,
            shown,
            sort,
            (old_total, new_total, delta),
            rows,
            keys,
            &pct,
        )?,
    }
    Ok(diff.summary())
}

/// NEW minus OLD: functions matched by their rewritten names (see the
/// module's comment).
pub fn diff<'a>(
    old: &'a Profile,
    new: &'a Profile,
    opts: &Options,
    naming: Naming<'a>,
) -> Result<Diff<'a>, ReportError> {
    compare(old, new, opts, naming, false)
}

/// [`diff`] without the rows' calls, which [`Diff::calls`] lists for one
/// row when asked (the `--tree` options say which: callers, callees):
/// what the browser shows first does not wait for the calls of every row
/// of two big profiles.
pub fn diff_rows<'a>(
    old: &'a Profile,
    new: &'a Profile,
    opts: &Options,
    naming: Naming<'a>,
) -> Result<Diff<'a>, ReportError> {
    compare(old, new, opts, naming, true)
}

fn compare<'a>(
    old: &'a Profile,
    new: &'a Profile,
    opts: &Options,
    naming: Naming<'a>,
    later: bool,
) -> Result<Diff<'a>, ReportError> {
    // Events both profiles record, in OLD's order, narrowed by --show;
    // sorted by --sort (default: the first shown).
    let common: Vec<&String> = old.events.iter().filter(|e| new.events.contains(e)).collect();
    if common.is_empty() {
        return Err(ReportError::Options("the two profiles have no event in common".into()));
    }
    let pick = |flag: &str, wanted: &[String]| -> Result<Vec<String>, ReportError> {
        if wanted.is_empty() {
            return Ok(common.iter().map(|e| e.to_string()).collect());
        }
        wanted
            .iter()
            .map(|w| {
                common
                    .iter()
                    .find(|e| **e == w)
                    .map(|e| e.to_string())
                    .ok_or_else(|| ReportError::Options(format!("--{flag}: event '{w}' is not in both profiles")))
            })
            .collect()
    };
    let shown = pick("show", &opts.show)?;
    let sort_names: Vec<String> = opts.sort.iter().map(|k| k.event.clone()).collect();
    let sort = pick("sort", &sort_names)?;
    let col = |p: &Profile, e: &String| p.events.iter().rposition(|x| x == e).expect("common event");
    let sides = [old, new].map(|p| Side {
        profile: p,
        cols: shown.iter().map(|e| col(p, e)).collect(),
    });
    let sort_idx: Vec<usize> = sort
        .iter()
        .map(|e| shown.iter().position(|s| s == e).unwrap_or(0))
        .collect();
    let tree = opts.tree_caller || opts.tree_calling;

    // Every function of both sides, by its rewritten file:function. Without
    // --tree only functions with a body of their own are needed.
    let mut keys = Keys {
        strip_prefix: naming.strip_prefix,
        ..Keys::default()
    };
    let ids: Vec<Vec<Option<u32>>> = sides
        .iter()
        .map(|side| {
            let p = side.profile;
            p.functions
                .iter()
                .map(|func| {
                    (func.has_body || tree || opts.inclusive).then(|| {
                        keys.id((
                            rewrite(p.name(func.file), naming.files),
                            rewrite(p.name(func.name), naming.functions),
                        ))
                    })
                })
                .collect()
        })
        .collect();

    // With --inclusive=yes each side's recursion-correct inclusive costs
    // (see `recursion`), as its own report lists them.
    let inclusive: Vec<Option<Recursion>> = sides
        .iter()
        .map(|side| {
            opts.inclusive
                .then(|| Plan::new(side.profile, opts).map(|plan| function_recursion(&plan)))
                .transpose()
        })
        .collect::<Result<_, _>>()?;

    // file:function -> NEW - OLD per shown event.
    let mut changes: FxHashMap<u32, Vec<i128>> = FxHashMap::default();
    for (sign, ((side, ids), incl)) in [-1i128, 1].into_iter().zip(sides.iter().zip(&ids).zip(&inclusive)) {
        let p = side.profile;
        for (f, func) in p.functions.iter().enumerate() {
            let listed = func.has_body || incl.as_ref().is_some_and(|r| r.is_called(f as u32));
            let Some(id) = ids[f].filter(|_| listed) else {
                continue;
            };
            let cost = match incl {
                Some(r) => r.cost(f as u32),
                None => p.self_cost(f as u32),
            };
            let vals = side.values(cost);
            let e = changes.entry(id).or_insert_with(|| vec![0; shown.len()]);
            for (acc, v) in e.iter_mut().zip(vals) {
                *acc += sign * v;
            }
        }
    }
    let order = Order {
        sort_idx: &sort_idx,
        keys: &keys,
    };
    let mut rows: Vec<Row> = changes
        .into_iter()
        .filter(|(_, d)| d.iter().any(|&v| v != 0))
        .map(|(name, change)| Row {
            name,
            change,
            callers: Vec::new(),
            callees: Vec::new(),
        })
        .collect();
    rows.sort_by(|a, b| order.cmp((&a.change, a.name), (&b.change, b.name)));
    if let Some(top) = opts.top {
        rows.truncate(top);
    }
    if tree && !later {
        add_calls(&mut rows, &sides, &ids, opts, &order);
    }
    let old_total = sides[0].total();
    let new_total = sides[1].total();
    let delta: Vec<i128> = new_total.iter().zip(&old_total).map(|(n, o)| n - o).collect();
    Ok(Diff {
        shown,
        sort,
        old_total,
        new_total,
        delta,
        rows,
        primary: sort_idx[0],
        sort_idx,
        keys,
        later: (tree && later).then_some(LaterCalls {
            sides,
            ids,
            members: std::sync::OnceLock::new(),
            callers: opts.tree_caller,
            callees: opts.tree_calling,
        }),
    })
}

/// The change of the calls between two functions (their rewritten names),
/// summed over both profiles' calls between them.
struct CallSum {
    count: i128,
    change: Vec<i128>,
    recursive: bool,
}

impl CallSum {
    fn new(width: usize) -> CallSum {
        CallSum {
            count: 0,
            change: vec![0; width],
            recursive: false,
        }
    }

    /// Adds `call` of `side` (`sign` -1 for OLD, 1 for NEW).
    fn add(&mut self, sign: i128, side: &Side<'_>, p: &Profile, call: &crate::model::CallStat, recursive: bool) {
        self.count += sign * i128::from(call.count);
        self.recursive |= recursive;
        for (acc, v) in self.change.iter_mut().zip(side.values(p.call_cost(call))) {
            *acc += sign * v;
        }
    }

    /// Its line, unless neither its count nor (when not recursive) its
    /// cost changed.
    fn line(self, other: u32) -> Option<CallLine> {
        let change = (!self.recursive).then_some(self.change);
        if self.count == 0 && change.as_ref().is_none_or(|d| d.iter().all(|&v| v == 0)) {
            return None;
        }
        Some(CallLine {
            other,
            count: self.count,
            change,
        })
    }
}

/// By `order`, recursive calls last (by absolute change of their count,
/// then name).
fn sort_calls(list: &mut [CallLine], order: &Order<'_>) {
    list.sort_by(|a, b| match (&a.change, &b.change) {
        (Some(x), Some(y)) => order.cmp((x, a.other), (y, b.other)),
        (Some(_), None) => Ordering::Less,
        (None, Some(_)) => Ordering::Greater,
        (None, None) => (b.count.abs().cmp(&a.count.abs())).then_with(|| order.names(a.other, b.other)),
    });
}

/// Fills in the rows' callers and callees: the calls of both sides matched
/// by the rewritten names of both ends, NEW minus OLD (a call only one side
/// makes counts as zero in the other), those that changed in count or in a
/// shown event. A call that is recursive in either profile (its ends in one
/// cycle of that profile's call graph, as the --tree report decides) shows
/// the change of its count only, and only when that changed: its cost is
/// part of an outer call's. Sorted by `order`, recursive calls last (by
/// absolute change of their count, then name).
fn add_calls(rows: &mut [Row], sides: &[Side<'_>; 2], ids: &[Vec<Option<u32>>], opts: &Options, order: &Order<'_>) {
    let width = sides[0].cols.len();
    let mut calls: FxHashMap<(u32, u32), CallSum> = FxHashMap::default();
    for (sign, (side, ids)) in [-1i128, 1].into_iter().zip(sides.iter().zip(ids)) {
        let p = side.profile;
        let r = crate::analysis::function_call_exactness(p);
        for (&(caller, callee), call) in p.calls() {
            let (Some(a), Some(b)) = (ids[caller as usize], ids[callee as usize]) else {
                continue;
            };
            let e = calls.entry((a, b)).or_insert_with(|| CallSum::new(width));
            e.add(sign, side, p, call, r.hides_call(caller, callee));
        }
    }
    let at: FxHashMap<u32, usize> = rows.iter().enumerate().map(|(i, r)| (r.name, i)).collect();
    for ((caller, callee), sum) in calls {
        let Some(line) = sum.line(caller) else {
            continue;
        };
        if opts.tree_caller
            && let Some(&i) = at.get(&callee)
        {
            rows[i].callers.push(CallLine {
                other: caller,
                count: line.count,
                change: line.change.clone(),
            });
        }
        if opts.tree_calling
            && let Some(&i) = at.get(&caller)
        {
            rows[i].callees.push(CallLine { other: callee, ..line });
        }
    }
    for row in rows {
        for list in [&mut row.callers, &mut row.callees] {
            sort_calls(list, order);
        }
    }
}

/// A header and a row per function; with `--tree` the rows of its callers
/// and callees follow it, saying whose they are.
fn write_csv(
    out: &mut dyn Write,
    opts: &Options,
    shown: &[String],
    rows: &[Row],
    keys: &Keys<'_>,
) -> std::io::Result<()> {
    let quote = |b: &[u8]| {
        let s = String::from_utf8_lossy(b);
        if s.contains([',', '"', '\n', '\r']) {
            format!("\"{}\"", s.replace('"', "\"\""))
        } else {
            s.into_owned()
        }
    };
    let values = |d: &[i128]| d.iter().map(i128::to_string).collect::<Vec<_>>().join(",");
    let tree = opts.tree_caller || opts.tree_calling;
    if !tree {
        writeln!(out, "file,function,{}", shown.join(","))?;
        for r in rows {
            let (file, func) = keys.shown(r.name);
            writeln!(out, "{},{},{}", quote(file), quote(func), values(&r.change))?;
        }
        return Ok(());
    }
    writeln!(
        out,
        "file,function,relation,other_file,other_function,count_change,{}",
        shown.join(",")
    )?;
    for r in rows {
        let (file, func) = keys.shown(r.name);
        let (file, func) = (quote(file), quote(func));
        writeln!(out, "{file},{func},function,,,,{}", values(&r.change))?;
        for (relation, list) in [("caller", &r.callers), ("callee", &r.callees)] {
            for c in list {
                let (ofile, ofunc) = keys.shown(c.other);
                writeln!(
                    out,
                    "{file},{func},{relation},{},{},{},{}",
                    quote(ofile),
                    quote(ofunc),
                    c.count,
                    c.change.as_deref().map_or_else(|| ",".repeat(shown.len() - 1), values)
                )?;
            }
        }
    }
    Ok(())
}

/// `+1,234` / `-1,234` / `0`.
fn signed(v: i128) -> String {
    let digits = super::format::commify(v.saturating_abs());
    match v.cmp(&0) {
        Ordering::Greater => format!("+{digits}"),
        Ordering::Less => format!("-{digits}"),
        Ordering::Equal => digits,
    }
}

fn cell(v: i128, p: Option<f64>, percs: bool) -> String {
    match (percs, p) {
        (true, Some(p)) if v != 0 => format!("{} ({p:+.2}%)", signed(v)),
        _ => signed(v),
    }
}

#[allow(clippy::too_many_arguments)]
fn write_text(
    out: &mut dyn Write,
    opts: &Options,
    names: (&str, &str),
    shown: &[String],
    sort: &[String],
    totals: (&[i128], &[i128], &[i128]),
    rows: &[Row],
    keys: &Keys<'_>,
    pct: &dyn Fn(i128, usize) -> Option<f64>,
) -> std::io::Result<()> {
    const RULE: &str = super::format::RULE;
    let (old_total, new_total, delta) = totals;
    let cells = |d: &[i128]| -> Vec<String> {
        d.iter()
            .enumerate()
            .map(|(k, &v)| cell(v, pct(v, k), opts.show_percs))
            .collect()
    };
    let delta_cells = cells(delta);
    // Per row: its callers' cells, its own, its callees'.
    type Cells = Vec<Vec<String>>;
    let row_cells: Vec<(Cells, Vec<String>, Cells)> = rows
        .iter()
        .map(|r| {
            // A recursive call's cost: `.` (as in the --tree report).
            let calls = |list: &[CallLine]| {
                list.iter()
                    .map(|c| {
                        c.change
                            .as_deref()
                            .map_or_else(|| vec![".".to_string(); shown.len()], cells)
                    })
                    .collect::<Vec<_>>()
            };
            (calls(&r.callers), cells(&r.change), calls(&r.callees))
        })
        .collect();
    let width = |k: usize| {
        row_cells
            .iter()
            .flat_map(|(a, own, b)| a.iter().chain([own]).chain(b))
            .map(|c| c[k].len())
            .chain([delta_cells[k].len(), shown[k].len()])
            .max()
            .unwrap_or(0)
    };
    let widths: Vec<usize> = (0..shown.len()).map(width).collect();
    out.write_all(RULE.as_bytes())?;
    writeln!(out, "Difference: '{}' (new) minus '{}' (old)", names.1, names.0)?;
    out.write_all(RULE.as_bytes())?;
    writeln!(out, "Events shown:     {}", shown.join(" "))?;
    writeln!(out, "Event sort order: {} (absolute change)", sort.join(" "))?;
    for (label, t) in [("Old totals:       ", old_total), ("New totals:       ", new_total)] {
        let v: Vec<String> = t
            .iter()
            .map(|&v| signed(v).trim_start_matches('+').to_string())
            .collect();
        writeln!(out, "{label}{}", v.join(" "))?;
    }
    writeln!(out, "Percentages are of the old totals.\n")?;
    let header = |out: &mut dyn Write, tail: &str| -> std::io::Result<()> {
        out.write_all(RULE.as_bytes())?;
        let names: Vec<String> = shown.iter().zip(&widths).map(|(e, w)| format!("{e:<w$}")).collect();
        writeln!(out, "{} {tail}", names.join(" "))?;
        out.write_all(RULE.as_bytes())
    };
    let line = |out: &mut dyn Write, c: &[String]| -> std::io::Result<()> {
        let cols: Vec<String> = c.iter().zip(&widths).map(|(s, w)| format!("{s:>w$}")).collect();
        write!(out, "{} ", cols.join(" "))
    };
    let name = |out: &mut dyn Write, id: u32| -> std::io::Result<()> {
        let (file, func) = keys.shown(id);
        out.write_all(file)?;
        out.write_all(b":")?;
        out.write_all(func)
    };
    // ` < caller (+3x)` / ` >   callee (-2x)`, as in the --tree report.
    let calls = |out: &mut dyn Write, arrow: &[u8], list: &[CallLine], c: &[Vec<String>]| -> std::io::Result<()> {
        for (call, c) in list.iter().zip(c) {
            line(out, c)?;
            out.write_all(arrow)?;
            name(out, call.other)?;
            writeln!(out, " ({}x)", signed(call.count))?;
        }
        Ok(())
    };
    let tree = opts.tree_caller || opts.tree_calling;
    header(out, "")?;
    line(out, &delta_cells)?;
    writeln!(out, " PROGRAM TOTALS\n")?;
    header(out, "file:function")?;
    for (r, (caller_cells, own, callee_cells)) in rows.iter().zip(&row_cells) {
        if tree {
            out.write_all(b"\n")?;
        }
        calls(out, b" < ", &r.callers, caller_cells)?;
        line(out, own)?;
        if tree {
            out.write_all(b" * ")?;
        }
        out.write_all(b" ")?;
        name(out, r.name)?;
        out.write_all(b"\n")?;
        calls(out, b" >   ", &r.callees, callee_cells)?;
    }
    out.write_all(b"\n")
}
