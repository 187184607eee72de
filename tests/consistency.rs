//! Every output shows the view's figures: for every bundled profile and a
//! matrix of options (inclusive costs, call trees, grouping, focus, the
//! `--separate-recs` settings of testdata/contexts and testdata/recursion),
//! each figure the text report, JSON, CSV and DOT print equals the one
//! `cgann::view` gives for it, with the same exactness (exact, an upper
//! bound, not decided by the data). An output that drops a mark, or
//! computes a figure on its own that differs from the view's, fails here.
//!
//! The outputs are read back from the binary's output (run in the
//! profile's folder, as a user runs it); the view is made in this process
//! from the same profile and options.

mod support;

use std::path::{Path, PathBuf};

use cgann::analysis::symspec::SymSpec;
use cgann::input::{Source, load};
use cgann::model::Profile;
use cgann::model::builder::BuildOptions;
use cgann::model::cost::CostRef;
use cgann::report::{Group, Options, Plan, Threshold};
use cgann::view::Figure;
use cgann::view::source::{Line, annotate};
use cgann::view::table::{Call, FunctionTable, RowKind};
use serde_json::Value;

/// One figure as an output shows it, per shown event: a value (marked
/// as a bound or not), no value (`.`), or no figure at all (`?`).
#[derive(Debug, Clone, PartialEq, Eq)]
enum Cell {
    Value { bound: bool, v: i128 },
    Dot,
    Undecided,
}

/// A figure's cells, as every output must show them.
fn cells(figure: &Figure<CostRef<'_>>, events: &[usize]) -> Vec<Cell> {
    events
        .iter()
        .map(|&e| match figure {
            Figure::Undecided => Cell::Undecided,
            Figure::Exact(c) => c.get(e).map_or(Cell::Dot, |v| Cell::Value { bound: false, v }),
            Figure::Bounded { upper, .. } => upper.get(e).map_or(Cell::Dot, |v| Cell::Value { bound: true, v }),
        })
        .collect()
}

/// The options of a matrix line.
#[derive(Debug, Clone, Default)]
struct Config {
    inclusive: bool,
    tree: bool,
    group: Option<&'static str>,
    focus: Option<String>,
}

impl Config {
    fn args(&self) -> Vec<String> {
        let mut args = vec![format!("--inclusive={}", if self.inclusive { "yes" } else { "no" })];
        if self.tree {
            args.push("--tree=both".into());
        }
        if let Some(g) = self.group {
            args.push(format!("--group={g}"));
        }
        if let Some(f) = &self.focus {
            args.push(format!("--focus={f}"));
        }
        args
    }

    fn options(&self, dir: &Path) -> Options {
        Options {
            input_name: "profile".into(),
            inclusive: self.inclusive,
            tree_caller: self.tree,
            tree_calling: self.tree,
            group: match self.group {
                None | Some("function") => Group::Function,
                Some("symbol") => Group::Symbol,
                Some("file") => Group::File,
                Some(_) => Group::Object,
            },
            focus: self.focus.iter().map(|f| SymSpec::parse(f).unwrap()).collect(),
            include_dirs: vec![format!("{}/", dir.display())],
            ..Options::default()
        }
    }
}

/// The profile as the command line prepares it for `config`.
fn prepared(path: &Path, config: &Config, opts: &Options) -> Option<Profile> {
    let build = BuildOptions {
        demangle: true,
        ..BuildOptions::default()
    };
    let (mut profile, _) = load(&Source::Path(path), build).ok()?;
    if opts.group == Group::Symbol {
        profile = cgann::analysis::symbols::merge(profile);
    }
    if config.focus.is_some() {
        profile = cgann::report::apply_focus(profile, opts).ok()?;
    }
    Some(profile)
}

fn run(dir: &Path, file: &str, args: &[String]) -> Option<String> {
    let mut all: Vec<&str> = args.iter().map(String::as_str).collect();
    all.push(file);
    let (code, out, _) = support::cgann_at(dir, &all);
    (code == 0).then_some(out)
}

/// `1,234` or `-34224` (callgrind_annotate's negative numbers).
fn number(s: &str) -> Option<i128> {
    s.replace(',', "").parse().ok()
}

/// The cells at the start of a text line (`n` events, with percentages)
/// and the rest of the line after the space that follows them.
fn text_cells(line: &str, n: usize) -> Option<(Vec<Cell>, &str)> {
    let mut rest = line;
    let mut cells = Vec::with_capacity(n);
    for _ in 0..n {
        rest = rest.trim_start_matches(' ');
        let end = rest.find(' ').unwrap_or(rest.len());
        let (token, after) = rest.split_at(end);
        rest = after;
        cells.push(match token {
            "." => Cell::Dot,
            "?" => Cell::Undecided,
            t => {
                let (bound, digits) = match t.strip_prefix("<=") {
                    Some(d) => (true, d),
                    None => (false, t),
                };
                let v = number(digits)?;
                // Its percentage: ` (12.34%)` or ` ( 1.23%)`.
                let trimmed = rest.trim_start_matches(' ');
                if let Some(p) = trimmed.strip_prefix('(') {
                    let close = p.find("%)")?;
                    rest = &p[close + 2..];
                }
                Cell::Value { bound, v }
            }
        });
    }
    Some((cells, rest.trim_start_matches(' ')))
}

/// The expected figures of a function table.
struct Row {
    name: String,
    listed: Vec<Cell>,
    self_cost: Vec<Cell>,
    callers: Vec<(String, u64, Vec<Cell>)>,
    callees: Vec<(String, u64, Vec<Cell>)>,
    cycle: bool,
}

fn full_name(table: &FunctionTable<'_, '_>, f: u32) -> String {
    let id = table.identity(f);
    format!(
        "{}:{}",
        String::from_utf8_lossy(id.file),
        String::from_utf8_lossy(id.name)
    )
}

fn expected_rows(table: &FunctionTable<'_, '_>, shown: &[u32], events: &[usize]) -> Vec<Row> {
    let calls = |list: Vec<Call<cgann::model::cost::Cost>>| -> Vec<(String, u64, Vec<Cell>)> {
        list.iter()
            .map(|c| (full_name(table, c.other), c.count, cells(&c.cost.as_ref(), events)))
            .collect()
    };
    shown
        .iter()
        .map(|&row| match table.kind(row) {
            RowKind::Cycle { number, .. } => Row {
                name: format!("<cycle {number} as a whole>"),
                listed: cells(&table.listed(row), events),
                self_cost: cells(&Figure::Exact(table.self_cost(row).as_ref()), events),
                callers: calls(table.cycle_callers(number)),
                callees: calls(table.cycle_callees(number)),
                cycle: true,
            },
            RowKind::Function(f) => Row {
                name: full_name(table, f),
                listed: cells(&table.listed(row), events),
                self_cost: cells(&Figure::Exact(table.self_cost(row).as_ref()), events),
                callers: calls(table.callers(f).map(|c| owned(&c)).collect()),
                callees: calls(table.callees(f).map(|c| owned(&c)).collect()),
                cycle: false,
            },
        })
        .collect()
}

fn owned(c: &Call<CostRef<'_>>) -> Call<cgann::model::cost::Cost> {
    Call {
        other: c.other,
        count: c.count,
        cost: c.cost.to_owned(),
    }
}

/// The text report's table: each row's cells and name, and in tree mode
/// the callers above it and the callees below it, are the view's.
fn check_text_table(what: &str, text: &str, rows: &[Row], n: usize, tree: bool) {
    let lines = text.lines().skip_while(|l| !l.ends_with(" file:function")).skip(2);
    let mut callers: Vec<(Vec<Cell>, String)> = Vec::new();
    // The row whose callees follow, and how many of them were read.
    let mut callees: Option<(usize, usize)> = None;
    let mut k = 0;
    let count_text = |count: u64| format!(" ({}x)", commify(count));
    for line in lines {
        if line.is_empty() {
            if !tree {
                break;
            }
            if let Some((row, seen)) = callees.take() {
                assert_eq!(seen, rows[row].callees.len(), "{what}: callees of {}", rows[row].name);
            }
            continue;
        }
        if line.starts_with("Marks:") || line.starts_with("-----") {
            break;
        }
        let (cells, rest) = text_cells(line, n).unwrap_or_else(|| panic!("{what}: unreadable line {line:?}"));
        if let Some(call) = rest.strip_prefix("< ") {
            callers.push((cells, call.to_string()));
            continue;
        }
        if let Some(call) = rest.strip_prefix(">   ") {
            let (row, seen) = callees
                .as_mut()
                .unwrap_or_else(|| panic!("{what}: a callee before its row: {line}"));
            let (name, count, want) = &rows[*row].callees[*seen];
            assert!(
                call.starts_with(name.as_str()),
                "{what}: callee {call:?}, the view's {name}"
            );
            assert!(call.contains(&count_text(*count)), "{what}: {call:?} count {count}");
            assert_eq!(&cells, want, "{what}: callee line {line:?}");
            *seen += 1;
            continue;
        }
        let rest = rest.strip_prefix("* ").unwrap_or(rest).trim_start_matches(' ');
        let r = rows
            .get(k)
            .unwrap_or_else(|| panic!("{what}: more rows than the view's: {line}"));
        assert!(
            rest.starts_with(&r.name),
            "{what}: row {k} {rest:?}, the view's {}",
            r.name
        );
        assert_eq!(cells, r.listed, "{what}: row {line:?}");
        if tree {
            assert_eq!(callers.len(), r.callers.len(), "{what}: callers of {}", r.name);
            for ((cells, call), (name, count, want)) in callers.iter().zip(&r.callers) {
                assert!(
                    call.starts_with(name.as_str()),
                    "{what}: caller {call:?}, the view's {name}"
                );
                assert!(call.contains(&count_text(*count)), "{what}: {call:?} count {count}");
                assert_eq!(cells, want, "{what}: caller {call:?} of {}", r.name);
            }
            callers.clear();
            callees = Some((k, 0));
        }
        k += 1;
    }
    assert_eq!(k, rows.len(), "{what}: rows printed");
}

fn commify(v: u64) -> String {
    cgann::report::format::commify(v)
}

fn json_cells(v: &Value, events: &[String], exactness: &str) -> Vec<Cell> {
    events
        .iter()
        .map(|e| match exactness {
            "undecided" => {
                assert!(v.is_null(), "an undecided figure has no value: {v}");
                Cell::Undecided
            }
            _ => match &v[e] {
                Value::Null => Cell::Dot,
                x => Cell::Value {
                    bound: exactness == "bound",
                    v: x.as_i64()
                        .map(i128::from)
                        .or_else(|| x.as_u64().map(i128::from))
                        .unwrap(),
                },
            },
        })
        .collect()
}

fn check_json(what: &str, json: &str, rows: &[Row], events: &[String], config: &Config) {
    let doc: Value = serde_json::from_str(json).unwrap();
    let functions = doc["functions"].as_array().unwrap();
    let cycles = doc["cycles"].as_array().map_or(&[][..], Vec::as_slice);
    let (want_cycles, want_functions): (Vec<&Row>, Vec<&Row>) = rows.iter().partition(|r| r.cycle);
    assert_eq!(functions.len(), want_functions.len(), "{what}: JSON rows");
    assert_eq!(cycles.len(), want_cycles.len(), "{what}: JSON cycles");
    for (f, r) in functions.iter().zip(&want_functions) {
        let name = format!("{}:{}", f["file"].as_str().unwrap(), f["function"].as_str().unwrap());
        assert_eq!(name, r.name, "{what}: JSON row");
        assert_eq!(
            json_cells(&f["self"], events, "exact"),
            r.self_cost,
            "{what}: JSON self of {name}"
        );
        if config.inclusive {
            let e = f["inclusive_exactness"].as_str().unwrap();
            assert_eq!(
                json_cells(&f["inclusive"], events, e),
                r.listed,
                "{what}: JSON inclusive of {name}"
            );
        } else {
            assert_eq!(r.self_cost, r.listed);
        }
        if config.tree {
            for (key, want) in [("callers", &r.callers), ("callees", &r.callees)] {
                let got: Vec<(String, u64, Vec<Cell>)> = f[key]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|c| {
                        let e = c["exactness"].as_str().unwrap();
                        assert_eq!(c["recursive"] == true, e == "undecided");
                        (
                            format!("{}:{}", c["file"].as_str().unwrap(), c["function"].as_str().unwrap()),
                            c["count"].as_u64().unwrap(),
                            json_cells(&c["cost"], events, e),
                        )
                    })
                    .collect();
                assert_eq!(&got, want, "{what}: JSON {key} of {name}");
            }
        }
    }
    for (c, r) in cycles.iter().zip(&want_cycles) {
        let e = c["inclusive_exactness"].as_str().unwrap();
        assert_eq!(
            json_cells(&c["inclusive"], events, e),
            r.listed,
            "{what}: JSON {}",
            r.name
        );
        assert_eq!(
            json_cells(&c["self"], events, "exact"),
            r.self_cost,
            "{what}: JSON {}",
            r.name
        );
    }
}

/// A CSV line's fields (quotes as RFC 4180 writes them).
fn csv_fields(line: &str) -> Vec<String> {
    let mut fields = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            ('"', _) => quoted = !quoted,
            (',', false) => fields.push(std::mem::take(&mut field)),
            (c, _) => field.push(c),
        }
    }
    fields.push(field);
    fields
}

fn csv_cells(fields: &[String], exactness: &str) -> Vec<Cell> {
    fields
        .iter()
        .map(|f| match (f.as_str(), exactness) {
            ("", "undecided") => Cell::Undecided,
            ("", _) => Cell::Dot,
            (v, e) => Cell::Value {
                bound: e == "bound",
                v: number(v).unwrap(),
            },
        })
        .collect()
}

/// A CSV name cell as the name: a cell a spreadsheet would run as a
/// formula is written behind a quote (`safety`'s CSV rule).
fn csv_text(cell: &str) -> String {
    match cell.strip_prefix('\'') {
        Some(rest) if rest.starts_with(['=', '+', '-', '@']) => rest.to_string(),
        _ => cell.to_string(),
    }
}

fn check_csv(what: &str, csv: &str, rows: &[Row], n: usize, config: &Config) {
    let mut lines = csv.lines();
    let header = csv_fields(lines.next().unwrap());
    let names = if config.tree { 7 } else { 3 };
    let marked = config.inclusive || config.tree;
    assert_eq!(
        header.last().unwrap() == "exactness",
        marked,
        "{what}: CSV header {header:?}"
    );
    let mut lines = lines.map(csv_fields).peekable();
    for r in rows {
        let f = lines
            .next()
            .unwrap_or_else(|| panic!("{what}: CSV ends before {}", r.name));
        let name = if r.cycle {
            csv_text(&f[1])
        } else {
            format!("{}:{}", csv_text(&f[0]), csv_text(&f[1]))
        };
        assert_eq!(name, r.name, "{what}: CSV row");
        let exactness = if marked { f.last().unwrap().as_str() } else { "exact" };
        assert_eq!(
            csv_cells(&f[names..names + n], "exact"),
            r.self_cost,
            "{what}: CSV self of {name}"
        );
        if config.inclusive {
            let got = csv_cells(&f[names + n..names + 2 * n], exactness);
            assert_eq!(got, r.listed, "{what}: CSV inclusive of {name}");
        }
        if config.tree && !r.cycle {
            for (relation, want) in [("caller", &r.callers), ("callee", &r.callees)] {
                for (other, count, cells) in want {
                    let c = lines.next().unwrap();
                    assert_eq!(c[3], relation, "{what}: CSV {name}");
                    assert_eq!(
                        &format!("{}:{}", csv_text(&c[4]), csv_text(&c[5])),
                        other,
                        "{what}: CSV {relation} of {name}"
                    );
                    assert_eq!(c[6], count.to_string(), "{what}: CSV {relation} {other} of {name}");
                    let e = c.last().unwrap().as_str();
                    assert_eq!(
                        &csv_cells(&c[names..names + n], e),
                        cells,
                        "{what}: CSV {relation} {other}"
                    );
                }
            }
        }
    }
    assert!(lines.next().is_none(), "{what}: CSV has more rows than the view");
}

/// DOT: every node's inclusive cost (of the primary event) and its mark
/// are the view's; its self cost too, unless code inlined from other
/// files is folded into it; a recursive edge is an undecided call.
fn check_dot(what: &str, dot: &str, profile: &Profile, opts: &Options) {
    let incl = Options {
        inclusive: true,
        ..opts.clone()
    };
    let plan = Plan::new(profile, &incl).unwrap();
    let table = FunctionTable::unordered(&plan);
    let e = plan.sort_order[0];
    let mut nodes = 0;
    for line in dot.lines() {
        let Some(rest) = line.strip_prefix("  f") else { continue };
        if let Some((from, rest)) = rest.split_once(" -> f") {
            let (a, b): (u32, u32) = (from.parse().unwrap(), rest[..rest.find(' ').unwrap()].parse().unwrap());
            if let Some(call) = profile.calls().get(&(a, b)) {
                let undecided = matches!(table.call_cost(a, b, call), Figure::Undecided);
                if undecided {
                    assert!(line.contains("? recursive"), "{what}: DOT edge {line}");
                }
            }
        } else if let Some((id, label)) = rest.split_once(" [label=\"") {
            let f: u32 = id.parse().unwrap();
            let field = |key: &str| -> (bool, i128) {
                let at = label.find(key).unwrap_or_else(|| panic!("{what}: {key} in {line}")) + key.len();
                let text = &label[at..];
                let text = &text[..text.find(' ').unwrap()];
                match text.strip_prefix("<=") {
                    Some(t) => (true, number(t).unwrap()),
                    None => (false, number(text).unwrap()),
                }
            };
            let ev = &profile.events[e];
            let (bound, v) = field(&format!("inclusive {ev}: "));
            let want = cells(&table.listed(f), &[e]);
            let got = Cell::Value { bound, v };
            let want = match &want[0] {
                Cell::Dot => Cell::Value { bound, v: 0 },
                c => c.clone(),
            };
            assert_eq!(got, want, "{what}: DOT node {line}");
            if !label.contains(" inlined)") {
                let (bound, v) = field(&format!("self {ev}: "));
                assert!(!bound);
                assert_eq!(v, profile.self_cost(f).get(e).unwrap_or(0), "{what}: DOT {line}");
            }
            nodes += 1;
        }
    }
    assert!(nodes > 0 || dot.contains("digraph"), "{what}: DOT has no nodes");
}

/// Annotated source: the `=>` lines' callees, counts and costs.
fn check_annotation(what: &str, text: &str, profile: &Profile, opts: &Options, n: usize, dir: &Path) {
    // Sources are found as the binary finds them, from the profile's
    // folder (`./src/main.rs` is also cgann's own, from the package's):
    // one thread at a time in there.
    static IN_DIR: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _in_dir = IN_DIR.lock().unwrap_or_else(|e| e.into_inner());
    std::env::set_current_dir(dir).unwrap();
    let opts = &Options {
        include_dirs: Vec::new(),
        ..opts.clone()
    };
    let plan = Plan::new(profile, opts).unwrap();
    let (table, mut order) = FunctionTable::new(&plan);
    order.order_ties(&table);
    let files = table.files(order.shown());
    let annotation = annotate(
        &plan,
        &opts.source_query(),
        &files,
        None,
        table.listing.recursion.as_ref(),
    );
    let mut want = Vec::new();
    for body in annotation.files.iter().filter_map(|f| f.body.as_ref()) {
        for line in &body.lines {
            if let Line::Call { callee, count, cost } = line {
                let id = table.identity(*callee);
                let name = format!(
                    "{}:{}",
                    String::from_utf8_lossy(id.file),
                    String::from_utf8_lossy(id.name)
                );
                want.push((cells(cost, &plan.show_order), format!("{name} ({}x)", commify(*count))));
            }
        }
    }
    // The HTML page's call lines are the same typed lines, in the same
    // order, with the same figures (a call whose cost is not decided has
    // none).
    let page = cgann::report::html::data::gather(profile, opts).expect("the page's data");
    let mut page_calls = Vec::new();
    for file in &page.sources {
        for c in &file.calls {
            let name = &page.names[c.callee as usize];
            let cost = c.cost.as_ref().map_or_else(
                || vec![Cell::Undecided; n],
                |v| {
                    v.iter()
                        .map(|x| x.map_or(Cell::Dot, |v| Cell::Value { bound: false, v }))
                        .collect()
                },
            );
            page_calls.push((cost, format!("{}:{} ({}x)", name.file, name.function, commify(c.count))));
        }
    }
    let mut want_sorted = want.clone();
    want_sorted.sort_by_key(|c| format!("{c:?}"));
    let mut page_sorted = page_calls.clone();
    page_sorted.sort_by_key(|c| format!("{c:?}"));
    assert_eq!(page_sorted, want_sorted, "{what}: the HTML page's call lines");
    let start = text.find("-- Auto-annotated source:").unwrap_or(text.len());
    let mut got = Vec::new();
    for line in text[start..].lines() {
        if let Some((cells, rest)) = text_cells(line, n)
            && let Some(call) = rest.strip_prefix("=> ")
        {
            got.push((cells, call.to_string()));
        }
    }
    assert_eq!(got.len(), want.len(), "{what}: call lines in the annotation");
    for ((cells, call), (want_cells, want_call)) in got.iter().zip(&want) {
        assert_eq!(call, want_call, "{what}: call line");
        assert_eq!(cells, want_cells, "{what}: call line {call}");
    }
}

/// `1,234`, `-1,234`: a value as the gprof views print it.
fn commify_signed(v: i128) -> String {
    let digits = v.unsigned_abs().to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    if v < 0 { format!("-{out}") } else { out }
}

/// A figure's cells as the gprof views print them: the values (the
/// table's `<=` before a bound), or `?` where the data decides none.
/// `None` when a value is undefined (its cell is blank: not checked).
fn gprof_cells(
    figure: &Figure<cgann::model::cost::Cost>,
    events: &[usize],
    each: impl Fn(i128) -> String,
) -> Option<Vec<String>> {
    let (mark, value) = match figure {
        Figure::Undecided => return Some(vec!["?".to_string(); events.len()]),
        Figure::Exact(c) => ("", c),
        Figure::Bounded { upper, .. } => ("<=", upper),
    };
    events
        .iter()
        .map(|&e| value.get(e).map(|v| format!("{mark}{}", each(v))))
        .collect()
}

/// `--flat` and `--graph` show the view's gprof figures (view::gprof):
/// the flat profile's self cost, calls and total per call (marked when
/// the inclusive cost is a bound), the call graph's self and children
/// figures on each entry's line, with the same marks.
fn check_gprof(what: &str, text: &str, profile: &Profile, opts: &Options) {
    use cgann::view::gprof::{EntryKind, call_graph, flat};
    let plan = Plan::new(profile, opts).unwrap();
    let incl_opts = opts.with_inclusive();
    let incl_plan = Plan::new(profile, &incl_opts).unwrap();
    let events = &plan.show_order;
    let name_of = |f: u32, cycle: Option<u32>| {
        let mut s = String::from_utf8_lossy(&plan.full_name(f)).into_owned();
        if let Some(c) = cycle {
            s.push_str(&format!(" <cycle {c}>"));
        }
        s
    };
    let flat_start = text.find("Flat profile:\n").expect("a flat profile");
    let mut lines = text[flat_start..].lines().skip(4);
    let rows = flat(&plan, &FunctionTable::unordered(&incl_plan));
    assert!(!rows.is_empty(), "{what}: an empty flat profile");
    for r in &rows {
        let line = lines
            .next()
            .unwrap_or_else(|| panic!("{what}: the flat profile ends early"));
        let name = name_of(r.func, r.cycle);
        let cells = line
            .strip_suffix(&name)
            .unwrap_or_else(|| panic!("{what}: flat row {line:?} is not {name}"));
        let tokens: Vec<&str> = cells.split_whitespace().collect();
        let n = events.len();
        let Some(own) = gprof_cells(
            &Figure::Exact(cgann::model::cost::Cost::from_ref(r.self_cost)),
            events,
            commify_signed,
        ) else {
            continue;
        };
        assert_eq!(tokens[2..2 + n], own[..], "{what}: flat self of {name}");
        if r.calls == 0 {
            assert_eq!(tokens.len(), 2 + n, "{what}: flat row {line:?}");
            continue;
        }
        let calls = u128::from(r.calls);
        let per_call = |v: i128| {
            let hundredths = (v.unsigned_abs() * 100 + calls / 2) / calls;
            let sign = if v < 0 && hundredths != 0 { "-" } else { "" };
            format!(
                "{sign}{}.{:02}",
                commify_signed((hundredths / 100) as i128),
                hundredths % 100
            )
        };
        assert_eq!(
            tokens[2 + n],
            commify_signed(r.calls.into()),
            "{what}: flat calls of {name}"
        );
        if let Some(total) = gprof_cells(&r.inclusive, events, per_call) {
            assert_eq!(
                tokens[tokens.len() - n..],
                total[..],
                "{what}: flat total/call of {name}"
            );
        }
    }
    let graph = call_graph(&incl_plan);
    let graph_text = &text[text.find("Call graph:\n").expect("a call graph")..];
    assert!(!graph.entries.is_empty(), "{what}: an empty call graph");
    for entry in &graph.entries {
        let index = format!("[{}]", entry.index);
        let line = graph_text
            .lines()
            .find(|l| l.trim_start().starts_with(&index))
            .unwrap_or_else(|| panic!("{what}: no entry {index}"));
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let n = events.len();
        let own = gprof_cells(&Figure::Exact(entry.self_cost.clone()), events, commify_signed);
        let children = gprof_cells(&entry.children, events, commify_signed);
        if let (Some(own), Some(children)) = (own, children) {
            assert_eq!(tokens[2..2 + n], own[..], "{what}: graph self of {line}");
            assert_eq!(
                tokens[2 + n..2 + 2 * n],
                children[..],
                "{what}: graph children of {line}"
            );
        }
        if let EntryKind::Function(f) = entry.kind {
            assert!(line.contains(&name_of(f, graph.cycle_of(f))), "{what}: {line}");
        }
    }
}

/// The function to focus on: the one with the largest self cost whose
/// name reads as a function (no file separator, no context).
fn focus_name(profile: &Profile) -> Option<String> {
    (0..profile.functions.len() as u32)
        .filter(|&f| {
            let name = profile.name(profile.functions[f as usize].name);
            !name.is_empty() && !name.iter().any(|b| b":.'( <>".contains(b))
        })
        .max_by_key(|&f| (profile.self_cost(f).get(0).unwrap_or(0), std::cmp::Reverse(f)))
        .map(|f| String::from_utf8_lossy(profile.name(profile.functions[f as usize].name)).into_owned())
}

fn configs(recursive: bool, focus: Option<String>) -> Vec<Config> {
    let mut list = vec![
        Config::default(),
        Config {
            inclusive: true,
            tree: true,
            ..Config::default()
        },
    ];
    if recursive {
        list.extend([
            Config {
                inclusive: true,
                ..Config::default()
            },
            Config {
                tree: true,
                ..Config::default()
            },
            Config {
                inclusive: true,
                tree: true,
                group: Some("symbol"),
                ..Config::default()
            },
        ]);
        if let Some(f) = focus {
            list.extend([
                Config {
                    inclusive: true,
                    tree: true,
                    focus: Some(f.clone()),
                    ..Config::default()
                },
                Config {
                    inclusive: true,
                    group: Some("symbol"),
                    focus: Some(f),
                    ..Config::default()
                },
            ]);
        }
    }
    list
}

/// Checks one profile under every config; returns how many were checked.
fn check_profile(path: &Path) -> usize {
    let dir = path.parent().unwrap();
    let file = path.file_name().unwrap().to_str().unwrap();
    let rel = path
        .strip_prefix(env!("CARGO_MANIFEST_DIR"))
        .unwrap_or(path)
        .display()
        .to_string();
    let recursive = rel.contains("contexts/") || rel.contains("recursion/") || rel.contains("golden/");
    let Some(plain) = prepared(path, &Config::default(), &Options::default()) else {
        return 0;
    };
    let mut checked = 0;
    for config in configs(recursive, focus_name(&plain)) {
        let what = format!("{rel} {}", config.args().join(" "));
        let opts = config.options(dir);
        let Some(profile) = prepared(path, &config, &opts) else {
            continue;
        };
        let Ok(plan) = Plan::new(&profile, &opts) else { continue };
        let (table, mut order) = FunctionTable::new(&plan);
        order.order_ties(&table);
        let events: Vec<String> = plan.show_order.iter().map(|&e| profile.events[e].clone()).collect();
        let rows = expected_rows(&table, order.shown(), &plan.show_order);
        let n = events.len();
        let args = config.args();
        let Some(text) = run(dir, file, &args) else { continue };
        // PROGRAM TOTALS (under --focus, the focus's cost: maybe a bound).
        let totals = cells(&plan.totals_figure(), &plan.show_order);
        let line = text
            .lines()
            .find(|l| l.contains(" PROGRAM TOTALS"))
            .expect("a totals line");
        let (got, _) = text_cells(line, n).unwrap_or_else(|| panic!("{what}: totals {line:?}"));
        assert_eq!(got, totals, "{what}: {line}");
        check_text_table(&what, &text, &rows, n, config.tree);
        if config.group.is_none() && config.focus.is_none() {
            check_annotation(&what, &text, &profile, &opts, n, dir);
        }
        if config.group.is_none() && !config.tree && !config.inclusive {
            let gprof_args = [args.clone(), vec!["--flat".into(), "--graph".into(), "--brief".into()]].concat();
            let gprof = run(dir, file, &gprof_args).expect("--flat --graph");
            check_gprof(&what, &gprof, &profile, &opts);
        }
        let with = |format: &str| [args.clone(), vec![format!("--format={format}")]].concat();
        // JSON and CSV list every function unless --threshold or --top
        // says otherwise: the view's rows at 100%.
        let all_opts = Options {
            threshold: Threshold::new(100.0),
            ..opts.clone()
        };
        let all_plan = Plan::new(&profile, &all_opts).expect("the same options at 100%");
        let (all_table, mut all_order) = FunctionTable::new(&all_plan);
        all_order.order_ties(&all_table);
        let all_rows = expected_rows(&all_table, all_order.shown(), &all_plan.show_order);
        let json = run(dir, file, &with("json")).expect("JSON");
        check_json(&what, &json, &all_rows, &events, &config);
        let doc: Value = serde_json::from_str(&json).unwrap();
        let e = doc["totals_exactness"].as_str().unwrap();
        assert_eq!(json_cells(&doc["totals"], &events, e), totals, "{what}: JSON totals");
        let csv = run(dir, file, &with("csv")).expect("CSV");
        check_csv(&what, &csv, &all_rows, n, &config);
        if config.group.is_none() {
            // DOT always draws inclusive costs, and takes no --inclusive
            // or --tree.
            let mut dot_args: Vec<String> = config.focus.iter().map(|f| format!("--focus={f}")).collect();
            dot_args.push("--format=dot".into());
            let dot = run(dir, file, &dot_args).expect("DOT");
            check_dot(&what, &dot, &profile, &opts);
        }
        checked += 1;
    }
    checked
}

/// Checks `profiles` on two threads; returns how many profile and
/// option pairs were checked.
fn check_all(profiles: &[PathBuf]) -> usize {
    let half = profiles.len() / 2;
    let (a, b) = profiles.split_at(half);
    let checked: usize = std::thread::scope(|s| {
        let other = s.spawn(|| b.iter().map(|p| check_profile(p)).sum::<usize>());
        a.iter().map(|p| check_profile(p)).sum::<usize>() + other.join().unwrap()
    });
    checked
}

/// A recursive program at callgrind's default `--separate-recs`, the
/// hand-made recursions, and a C, a C++ and a Rust program's profiles,
/// under the whole matrix (the other settings are in the sweep below).
#[test]
fn every_output_shows_the_views_figures_with_their_marks() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata");
    let profiles: Vec<PathBuf> = [
        "contexts/parser/callgrind.out.recs2",
        "recursion/callgrind.out.hand",
        "recursion/callgrind.out.uncovered",
        "golden/c_formats/callgrind.out.instr",
        "golden/cpp/callgrind.out.cpp",
        "golden/rust/callgrind.out.rust",
    ]
    .map(|p| root.join(p))
    .into();
    let checked = check_all(&profiles);
    assert!(checked >= 30, "only {checked} profile and option pairs checked");
}

/// The same over every bundled profile (a long sweep: `.ci/run` runs it).
#[test]
#[ignore]
fn every_bundled_profile_shows_the_views_figures() {
    let profiles: Vec<PathBuf> = support::profiles()
        .into_iter()
        .filter(|p| !p.to_string_lossy().contains("malformed") && !p.to_string_lossy().contains("fuzz"))
        .collect();
    let checked = check_all(&profiles);
    assert!(checked >= 150, "only {checked} profile and option pairs checked");
}

/// Recursive profiles at every `--separate-recs` setting show undecided
/// calls and bounds: the marks this test checks do occur.
#[test]
fn the_matrix_shows_every_mark() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/contexts/parser");
    let args: Vec<String> = ["--inclusive=yes", "--tree=both"].map(String::from).to_vec();
    let text = run(&dir, "callgrind.out.recs1", &args).unwrap();
    assert!(text.contains("<="), "a bound");
    assert!(
        text.lines().any(|l| l.trim_start().starts_with("? ")),
        "an undecided call"
    );
    assert!(text.contains("Marks: <=N an upper bound; ? not decided by the data"));
    let plain = run(&dir, "callgrind.out.recs1", &[]).unwrap();
    assert!(!plain.contains("Marks:"), "no marks, no legend");
}
