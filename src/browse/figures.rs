//! The browser's figures, taken from the functions the text report prints
//! with (its listing, sort order, call lists and source annotation), so a
//! figure on the screen is the figure the report prints for the same
//! options.

use std::path::PathBuf;

use rustc_hash::FxHashMap;

use super::search::NameIndex;
use crate::model::cost::{Cost, CostRef};
use crate::model::{CallStat, FuncId, Profile};
use crate::report::annotate::{SiteIndex, find_source, source_dirs, write_annotations_using};
use crate::report::listing::{CallList, Listing, call_index, listing, sort_call_list};
use crate::report::order::shown_functions;
use crate::report::{Options, Plan, ReportError, SortKey, Threshold};

/// The options the browser's listings are made with: as given, and as
/// given but listing self costs, or inclusive costs. The listings borrow
/// them, so they live as long as the profile.
pub struct OptionSet {
    pub base: Options,
    flat: Options,
    incl: Options,
    /// The options listing by each event of the profile (made once the
    /// profile is known), for plans kept as long as the browser runs.
    by_event: std::sync::OnceLock<Vec<Options>>,
}

impl OptionSet {
    pub fn new(base: Options) -> OptionSet {
        let flat = Options {
            inclusive: false,
            tree_caller: false,
            tree_calling: false,
            ..base.clone()
        };
        let incl = Options {
            inclusive: true,
            ..flat.clone()
        };
        OptionSet {
            base,
            flat,
            incl,
            by_event: std::sync::OnceLock::new(),
        }
    }
}

/// A profile with what the browser shows of it, computed once and kept.
pub struct Figures<'p> {
    pub profile: &'p Profile,
    set: &'p OptionSet,
    /// The options given (events, `--exclude`, `-I`, ...).
    pub base: &'p Options,
    /// Events that can be the sort key: those `--show` shows.
    pub events: Vec<usize>,
    /// PROGRAM TOTALS, as the report prints them.
    pub totals: Cost,
    /// The report's plan for the options given, and for sorting by each
    /// event: made once (a plan goes over every function for `--exclude`).
    base_plan: Plan<'p>,
    event_plans: Vec<Plan<'p>>,
    /// Functions with self costs (no recursion analysis: cheap).
    flat: Listing<'p>,
    /// Inclusive costs and the cycles of recursion; computed on a thread
    /// of its own while the list is already shown (see [`super::run`]).
    incl: Option<Listing<'p>>,
    calls: Option<CallIndex<'p>>,
    /// Full orders of the listing by (event, inclusive).
    orders: FxHashMap<(usize, bool), Vec<u32>>,
    /// How often each function is called, from all callers.
    incoming: Option<Vec<u64>>,
    /// What annotating a file reads from the whole profile.
    sites: Option<SiteIndex>,
    /// The functions' own names, for `/`.
    names: Option<NameIndex>,
    /// The order by self cost holds only its first rows.
    partial: bool,
}

/// Rows of the first screen's order (see [`Figures::new`]).
const FIRST_ROWS: usize = 2000;

struct CallIndex<'p> {
    callers: FxHashMap<FuncId, CallList<'p>>,
    callees: FxHashMap<FuncId, CallList<'p>>,
}

/// A call from or to a function: the other end, how often, and its cost
/// (`None` for a recursive call, whose cost is in an outer call's).
#[derive(Clone, Debug)]
pub struct Call {
    pub other: FuncId,
    pub count: u64,
    pub cost: Option<Cost>,
}

/// The annotated source of a file, as the text report prints it, or why
/// there is none.
pub struct SourceText {
    pub title: String,
    /// Each printed line, with the source line number it shows (if any).
    pub lines: Vec<(Option<u64>, String)>,
    /// When the file was not found: where it was looked for and how to
    /// point cgann at it.
    pub missing: Option<String>,
}

impl<'p> Figures<'p> {
    /// Checks the options against the profile (an unknown event is an
    /// error, as in the report) and lists the functions by self cost.
    pub fn new(profile: &'p Profile, set: &'p OptionSet) -> Result<Self, ReportError> {
        Self::with_first_rows(profile, set, FIRST_ROWS)
    }

    /// [`Figures::new`] with the first screen's order holding `first_rows`
    /// rows until the helper thread's full order arrives.
    pub fn with_first_rows(profile: &'p Profile, set: &'p OptionSet, first_rows: usize) -> Result<Self, ReportError> {
        let plan = Plan::new(profile, &set.base)?;
        let events = plan.show_order.clone();
        let totals = plan.totals.clone();
        let by_event = set.by_event.get_or_init(|| {
            (0..profile.events.len())
                .map(|e| opts_for(profile, &set.base, e, false))
                .collect()
        });
        let event_plans = by_event
            .iter()
            .map(|o| Plan::new(profile, o))
            .collect::<Result<Vec<_>, _>>()?;
        let flat = listing(&*Plan::new(profile, &set.flat)?);
        let mut figures = Figures {
            profile,
            set,
            base_plan: plan,
            event_plans,
            base: &set.base,
            events,
            totals,
            flat,
            incl: None,
            calls: None,
            orders: FxHashMap::default(),
            incoming: None,
            sites: None,
            names: None,
            partial: false,
        };
        // The first screen needs the first rows in order, not all: ties
        // are put in name order only as far as these reach (on the 1 GB
        // benchmark profile, ordering all 821,000 functions took 680 ms,
        // most of it comparing the names of tied functions). The helper
        // thread's full order replaces this one (see `prepare`); its first
        // rows are these, as the report's `--top` keeps them.
        let primary = figures.primary_event();
        let first = Options {
            top: Some(first_rows),
            ..figures.opts(primary, false)
        };
        let rows = shown_functions(&*Plan::new(profile, &first)?, &figures.flat);
        figures.partial = rows.len() < figures.flat.funcs.len();
        figures.orders.insert((primary, false), rows);
        Ok(figures)
    }

    /// The options these figures are made with (a part's figures are
    /// made with the same).
    pub fn option_set(&self) -> &'p OptionSet {
        self.set
    }

    /// Whether the list holds only its first rows until the helper thread
    /// is done.
    pub fn is_partial(&self) -> bool {
        self.partial
    }

    /// The options of the report that lists by `event` and shows every
    /// function.
    pub fn opts(&self, event: usize, inclusive: bool) -> Options {
        opts_for(self.profile, self.base, event, inclusive)
    }

    /// The sort event first (in the report, the first sort event numbers
    /// the cycles).
    pub fn primary_event(&self) -> usize {
        self.base_plan
            .sort_order
            .first()
            .copied()
            .filter(|e| self.events.contains(e))
            .unwrap_or(self.events[0])
    }

    /// What takes time to compute on a big profile, for a helper thread
    /// to compute while the list by self cost is shown: inclusive costs as
    /// `--inclusive=yes` lists them (the recursion analysis over every
    /// call), the call lists, and the orders of the list by every event,
    /// so that no key waits for them.
    pub fn prepare(profile: &'p Profile, set: &'p OptionSet) -> Prepared<'p> {
        let plan = Plan::new(profile, &set.incl).expect("options checked by Figures::new");
        let incl = listing(&plan);
        let (callers, callees) = call_index(&plan, &incl, &[]);
        let flat = listing(&Plan::new(profile, &set.flat).expect("options checked"));
        let mut orders = Vec::new();
        let primary = plan.sort_order.first().copied();
        let events = plan.show_order.clone();
        // The primary event first: it is the one the user sees first.
        let mut keys: Vec<(usize, bool)> = primary.into_iter().map(|e| (e, true)).collect();
        keys.extend(events.iter().flat_map(|&e| [(e, true), (e, false)]));
        keys.dedup();
        for (e, inclusive) in keys {
            if orders.iter().any(|(k, _)| *k == (e, inclusive)) {
                continue;
            }
            let opts = opts_for(profile, &set.base, e, inclusive);
            let Ok(plan) = Plan::new(profile, &opts) else { continue };
            let rows = shown_functions(&plan, if inclusive { &incl } else { &flat });
            orders.push(((e, inclusive), rows));
        }
        Prepared {
            profile,
            incl,
            calls: CallIndex { callers, callees },
            orders,
            sites: SiteIndex::new(profile),
            incoming: incoming_counts(profile),
            names: NameIndex::new(profile),
        }
    }

    pub fn set_prepared(&mut self, p: Prepared<'p>) {
        self.incl = Some(p.incl);
        self.calls = Some(p.calls);
        self.sites = Some(p.sites);
        self.incoming = Some(p.incoming);
        self.names = Some(p.names);
        self.partial = false;
        // These replace the first screen's partial order (see `order`).
        self.orders.extend(p.orders);
    }

    pub fn has_inclusive(&self) -> bool {
        self.incl.is_some()
    }

    /// The listing the call figures take recursion from.
    fn calls_listing(&self) -> &Listing<'p> {
        self.incl.as_ref().unwrap_or(&self.flat)
    }

    /// Every row (function, or with inclusive costs a cycle as a whole) in
    /// the report's order by `event`; `None` while inclusive costs are
    /// being computed.
    pub fn order(&mut self, event: usize, inclusive: bool) -> Option<&[u32]> {
        let listing = if inclusive { self.incl.as_ref()? } else { &self.flat };
        if !self.orders.contains_key(&(event, inclusive)) {
            let opts = self.opts(event, inclusive);
            let plan = Plan::new(self.profile, &opts).ok()?;
            let rows = shown_functions(&plan, listing);
            self.orders.insert((event, inclusive), rows);
        }
        self.orders.get(&(event, inclusive)).map(Vec::as_slice)
    }

    /// The cycle a row stands for as a whole, if it is one.
    pub fn cycle_row(&self, row: u32) -> Option<u32> {
        self.incl.as_ref().and_then(|l| l.cycle_row(row))
    }

    pub fn cycle_of(&self, f: FuncId) -> Option<u32> {
        self.incl.as_ref().and_then(|l| l.cycle_of(f))
    }

    pub fn cycle_members(&self, cycle: u32) -> &[FuncId] {
        self.incl.as_ref().map_or(&[], |l| l.cycle_members(cycle))
    }

    /// Whether `row` is a function (not a cycle's row).
    pub fn is_function(&self, row: u32) -> bool {
        (row as usize) < self.profile.functions.len()
    }

    /// Self cost of a row.
    pub fn self_cost(&self, row: u32) -> Cost {
        match (&self.incl, self.is_function(row)) {
            (_, true) => Cost::from_ref(self.profile.self_cost(row)),
            (Some(l), false) => l.self_cost(&self.base_plan, row),
            (None, false) => Cost::zero(self.profile.events.len()),
        }
    }

    /// Inclusive cost of a row, once computed.
    pub fn inclusive_cost(&self, row: u32) -> Option<CostRef<'_>> {
        self.incl.as_ref().map(|l| l.cost(row))
    }

    /// Whether some inclusive cost is an upper bound (its column then needs
    /// room for the mark).
    pub fn inclusive_has_bounds(&self) -> bool {
        self.incl.as_ref().is_some_and(|l| l.has_bounds())
    }

    /// Whether a row's inclusive cost is exact (else an upper bound, marked
    /// as the text report marks it).
    pub fn inclusive_exact(&self, row: u32) -> bool {
        self.incl.as_ref().is_none_or(|l| l.is_exact(row))
    }

    /// The function's callers or callees, sorted as the text report's tree
    /// lists them for `event`.
    pub fn calls(&mut self, f: FuncId, event: usize, callers: bool) -> Vec<Call> {
        if !self.is_function(f) {
            return Vec::new();
        }
        self.index();
        let Some(plan) = self.event_plans.get(event) else {
            return Vec::new();
        };
        let Some(index) = self.calls.as_ref() else {
            return Vec::new();
        };
        let map = if callers { &index.callers } else { &index.callees };
        let mut list: CallList<'p> = map.get(&f).cloned().unwrap_or_default();
        sort_call_list(plan, self.calls_listing(), f, &mut list, callers);
        let listing = self.calls_listing();
        list.iter()
            .map(|&(other, call): &(FuncId, &CallStat)| {
                let (a, b) = if callers { (other, f) } else { (f, other) };
                Call {
                    other,
                    count: call.count,
                    cost: (!listing.hides_call(a, b)).then(|| Cost::from_ref(self.profile.call_cost(call))),
                }
            })
            .collect()
    }

    /// For each function, whether its own name holds `query` (smart
    /// case); `None` until the helper thread has made the name index.
    pub fn search(&self, query: &str) -> Option<Vec<bool>> {
        self.names.as_ref().map(|n| n.matching(query))
    }

    /// Whether `f` calls anything.
    pub fn has_callees(&mut self, f: FuncId) -> bool {
        self.index();
        self.calls
            .as_ref()
            .is_some_and(|i| i.callees.get(&f).is_some_and(|l| !l.is_empty()))
    }

    /// Builds the call lists once (unsorted: each is sorted when shown).
    fn index(&mut self) {
        if self.calls.is_none()
            && let Ok(plan) = Plan::new(self.profile, &self.set.flat)
        {
            let (callers, callees) = call_index(&plan, self.calls_listing(), &[]);
            self.calls = Some(CallIndex { callers, callees });
        }
    }

    /// How often `f` was called, from all its callers.
    pub fn calls_into(&mut self, f: FuncId) -> u64 {
        let profile = self.profile;
        let counts = self.incoming.get_or_insert_with(|| incoming_counts(profile));
        counts.get(f as usize).copied().unwrap_or(0)
    }

    /// The function's name, or `<cycle N as a whole>`.
    pub fn name(&self, row: u32) -> String {
        match self.cycle_row(row) {
            Some(c) => format!("<cycle {c} as a whole>"),
            None if self.is_function(row) => {
                let func = &self.profile.functions[row as usize];
                let mut s = String::from_utf8_lossy(self.profile.name(func.name)).into_owned();
                if let Some(c) = self.cycle_of(row) {
                    s.push_str(&format!(" <cycle {c}>"));
                }
                s
            }
            None => String::from("?"),
        }
    }

    pub fn file_id(&self, f: FuncId) -> Option<u32> {
        self.profile.functions.get(f as usize).map(|func| func.file)
    }

    pub fn object_id(&self, f: FuncId) -> Option<u32> {
        self.profile
            .functions
            .get(f as usize)
            .and_then(|func| func.object.or(func.home_object))
    }

    pub fn file_name(&self, f: FuncId) -> &'p [u8] {
        self.profile
            .functions
            .get(f as usize)
            .map_or(b"", |func| self.profile.name(func.file))
    }

    pub fn object_name(&self, f: FuncId) -> &'p [u8] {
        self.object_id(f).map_or(b"", |o| self.profile.name(o))
    }

    /// The source file of `f` annotated as the text report annotates a
    /// file named on its command line (same figures, `=>` call lines and
    /// context windows), with the line numbers of the lines shown.
    pub fn source(&self, f: FuncId, event: usize) -> SourceText {
        let file = self.file_name(f);
        let title = String::from_utf8_lossy(file).into_owned();
        let missing = |why: String| SourceText {
            title: title.clone(),
            lines: Vec::new(),
            missing: Some(why),
        };
        if file == crate::parse::UNKNOWN || file.is_empty() {
            return missing("the profile names no source file for this function".into());
        }
        let has_lines = self
            .profile
            .names
            .find(file)
            .is_some_and(|id| self.profile.lines.contains_key(&id));
        if !has_lines {
            return missing(format!("no line costs were recorded for {title}"));
        }
        if find_source(file, &self.base.include_dirs, &self.base.source_roots).is_none() {
            return missing(where_looked(file, &self.base.include_dirs, &self.base.source_roots));
        }
        let mut opts = self.opts(event, false);
        opts.show = vec![self.profile.events[event].clone()];
        opts.auto = false;
        opts.user_files = vec![title.clone()];
        let Ok(plan) = Plan::new(self.profile, &opts) else {
            return missing("the options do not fit the profile".into());
        };
        let mut out = Vec::new();
        if let Err(e) = write_annotations_using(&mut out, &plan, &[], self.sites.as_ref(), None) {
            return missing(format!("{title}: {e}"));
        }
        SourceText {
            title,
            lines: numbered(&String::from_utf8_lossy(&out)),
            missing: None,
        }
    }

    /// `f`'s machine code, as `--asm=yes` prints it (for the event
    /// `event`): its instructions read from the profile again, its code
    /// from the object with objdump.
    pub fn machine_code(&self, f: FuncId, event: usize) -> SourceText {
        use crate::model::instr::{CodeKey, base_name, collect};
        let func = &self.profile.functions[f as usize];
        let missing = |title: String, why: String| SourceText {
            title,
            lines: Vec::new(),
            missing: Some(why),
        };
        let Some(object) = func.home_object.map(|o| self.profile.name(o).to_vec()) else {
            return missing(
                "machine code".into(),
                "the profile names no object for this function".into(),
            );
        };
        let title = format!("machine code in {}", String::from_utf8_lossy(&object));
        let Some(source) = &self.base.asm_source else {
            return missing(title, "the browser was started without its profiles' file names".into());
        };
        if source.inputs.is_empty() {
            return missing(title, "the profile was read from standard input: name the file".into());
        }
        let key = CodeKey {
            object,
            name: base_name(self.profile.name(func.name)).to_vec(),
        };
        let mut readers = Vec::new();
        for path in &source.inputs {
            match crate::input::open(&crate::input::Source::Path(path), false) {
                Ok(r) => readers.push(r),
                Err(e) => return missing(title, format!("{}: {e}", path.display())),
            }
        }
        let events = &self.profile.events[..self.profile.recorded];
        let instr = match collect(readers, &source.build, std::slice::from_ref(&key), events) {
            Ok(i) => i,
            Err((i, e)) => return missing(title, format!("{}:{e}", source.inputs[i].display())),
        };
        let mc = crate::report::asm::MachineCode {
            instr: std::sync::Arc::new(instr),
            search: source.search.clone(),
        };
        let mut opts = self.opts(event, false);
        opts.show = vec![self.profile.events[event].clone()];
        let Ok(plan) = Plan::new(self.profile, &opts) else {
            return missing(title, "the options do not fit the profile".into());
        };
        let mut out = Vec::new();
        if let Err(e) = crate::report::asm::write_machine_code(&mut out, &plan, &mc) {
            return missing(title, e.to_string());
        }
        SourceText {
            title,
            lines: String::from_utf8_lossy(&out)
                .lines()
                .map(|l| (None, l.to_string()))
                .collect(),
            missing: None,
        }
    }

    /// A line of `f`'s to jump to in its annotated source: the first line
    /// it calls from, else the costliest line of its file.
    pub fn function_line(&self, f: FuncId, event: usize) -> Option<u64> {
        let profile = self.profile;
        let own = |&&(caller, _, line): &&(FuncId, FuncId, u64)| caller == f && line > 0;
        let from_calls = match &self.sites {
            Some(index) => self
                .file_id(f)
                .and_then(|file| index.sites_of_file(file).iter().filter(own).map(|k| k.2).min()),
            None => profile.call_sites.keys().filter(own).map(|k| k.2).min(),
        };
        from_calls.or_else(|| {
            let file = profile.names.find(self.file_name(f))?;
            let lines = profile.lines.get(&file)?;
            lines
                .iter()
                .max_by_key(|&(&line, &row)| {
                    (
                        profile.line_costs.get(row).get(event).unwrap_or(0),
                        std::cmp::Reverse(line),
                    )
                })
                .map(|(&line, _)| line)
        })
    }
}

/// How often each function is called, from all its callers (35 ms on the
/// 1 GB benchmark profile: the helper thread counts them).
fn incoming_counts(profile: &Profile) -> Vec<u64> {
    let mut counts = vec![0u64; profile.functions.len()];
    for (&(_, callee), call) in profile.calls() {
        counts[callee as usize] = counts[callee as usize].saturating_add(call.count);
    }
    counts
}

/// See [`Figures::prepare`].
pub struct Prepared<'p> {
    /// The profile these figures are of (the browser may have toggled to
    /// another view meanwhile).
    pub profile: &'p Profile,
    incl: Listing<'p>,
    calls: CallIndex<'p>,
    orders: Vec<((usize, bool), Vec<u32>)>,
    sites: SiteIndex,
    incoming: Vec<u64>,
    names: NameIndex,
}

/// The options of the report that lists every function by `event`.
fn opts_for(profile: &Profile, base: &Options, event: usize, inclusive: bool) -> Options {
    Options {
        sort: vec![SortKey {
            event: profile.events[event].clone(),
            threshold: None,
        }],
        threshold: Threshold::new(100.0),
        inclusive,
        top: None,
        ..base.clone()
    }
}

/// Why a source file was not shown: every place it was looked for, and
/// how to point cgann at it.
fn where_looked(file: &[u8], include_dirs: &[String], roots: &[PathBuf]) -> String {
    let name = String::from_utf8_lossy(file);
    let places: Vec<String> = source_dirs(include_dirs)
        .map(|d| format!("{}{name}", String::from_utf8_lossy(d)))
        .collect();
    let mut text = format!("source file not found; looked for: {}.", places.join(", "));
    if !roots.is_empty() {
        let roots: Vec<String> = roots.iter().map(|r| r.display().to_string()).collect();
        text.push_str(&format!(
            " Only files under --source-root {} are read.",
            roots.join(", ")
        ));
    }
    text.push_str(" Name the directory the program was built in with -I DIR (repeatable), e.g. cgann --browse -I ~/src/project PROFILE.");
    text
}

/// The annotated source's lines with the source line number each shows:
/// numbering starts at the first line after the header, or after each
/// `-- line N ----` mark; call lines (`=> `) and marks have none.
fn numbered(text: &str) -> Vec<(Option<u64>, String)> {
    let mut out = Vec::new();
    let mut next: Option<u64> = None;
    let mut in_file = false;
    let mut header_seen = false;
    // `135,000 (17.46%)  => file:callee (9,000x)`: cost columns (`.` for a
    // recursive call), then the arrow.
    let call_line =
        regex::Regex::new(r"^ *(?:[0-9,]+(?: \( *[0-9.]+%\))?|\.)(?: +(?:[0-9,]+(?: \( *[0-9.]+%\))?|\.))*  => ")
            .expect("valid pattern");
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        if line.starts_with("-- User-annotated source:") || line.starts_with("-- Auto-annotated source:") {
            in_file = true;
            next = None;
            out.push((None, line.to_string()));
            continue;
        }
        if let Some(rest) = line.strip_prefix("-- line ") {
            next = rest.split(' ').next().and_then(|n| n.parse().ok());
            out.push((None, line.to_string()));
            continue;
        }
        if line.starts_with("----------") {
            // The rule before a file's event names and after the last
            // line of a file.
            if in_file && next.is_some() {
                in_file = false;
            }
            out.push((None, line.to_string()));
            continue;
        }
        if in_file && next.is_none() && !header_seen && !line.is_empty() {
            // The event names line.
            header_seen = true;
            out.push((None, line.to_string()));
            if lines.peek() == Some(&"") {
                out.push((None, lines.next().unwrap_or_default().to_string()));
            }
            // Without a `-- line` mark the file is shown from line 1.
            if lines.peek().is_some_and(|l| !l.starts_with("-- line ")) {
                next = Some(1);
            }
            continue;
        }
        let is_call = call_line.is_match(line);
        match next {
            Some(n) if in_file && !is_call && !line.is_empty() => {
                out.push((Some(n), line.to_string()));
                next = Some(n + 1);
            }
            _ => out.push((None, line.to_string())),
        }
    }
    out
}

/// The figures of the view the browser is not showing (the profile as
/// recorded, or its `--group=symbol` merge), ready to be toggled to with
/// `s`, and which symbol each recorded function became.
pub struct OtherView<'p> {
    pub figures: Figures<'p>,
    pub symbol_of: &'p [FuncId],
}

impl<'p> Figures<'p> {
    /// [`Figures::new`] with what [`Figures::prepare`] computes already
    /// in: for a view made on a helper thread before it is shown.
    pub fn ready(profile: &'p Profile, set: &'p OptionSet) -> Result<Self, ReportError> {
        let mut figures = Figures::new(profile, set)?;
        figures.set_prepared(Figures::prepare(profile, set));
        Ok(figures)
    }
}

/// `profile` merged to one row per function of an object, as
/// `--group=symbol` prints it, with the options it is listed with. Both
/// live as long as the process, like the profile the browser was started
/// on (the copy doubles the memory the profile takes: it is made when the
/// view is first asked for).
pub fn symbol_profile(profile: &Profile, base: &Options) -> (&'static Profile, &'static OptionSet, &'static [FuncId]) {
    let (merged, symbol_of) = crate::analysis::symbols::merge_copy(profile);
    let merged: &'static Profile = Box::leak(Box::new(merged));
    let set: &'static OptionSet = Box::leak(Box::new(OptionSet::new(base.clone())));
    (merged, set, symbol_of.leak())
}
