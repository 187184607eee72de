//! Reporters: they read a finished [`Profile`] and print what
//! callgrind_annotate prints: the header, the program totals, the function
//! table (with caller/callee trees) and annotated source files.

pub mod annotate;
pub mod asm;
pub mod callgrind;
pub mod colour;
pub mod data;
pub mod diff;
pub mod dot;
mod fixed;
pub mod format;
pub mod functions;
pub mod gprof;
pub mod groups;
pub mod header;
pub mod inputs;
pub mod listing;
pub mod objdump;
pub mod order;
mod rows;
pub mod short_name;

pub use crate::analysis::groups::Group;
pub use crate::analysis::{focus, symspec};

use std::cmp::Ordering;
use std::io::{self, Write};
use std::time::SystemTime;

use crate::model::cost::{Cost, CostRef};
use crate::model::{FuncId, Profile};

/// A threshold percentage, with the text the user wrote (the header shows it
/// as written: `99.5`, `90`).
#[derive(Debug, Clone, PartialEq)]
pub struct Threshold {
    pub text: String,
    pub value: f64,
}

impl Threshold {
    pub fn new(value: f64) -> Self {
        Threshold {
            text: format::perl_number(value),
            value,
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct SortKey {
    pub event: String,
    pub threshold: Option<Threshold>,
}

/// Report options, as resolved from the command line.
#[derive(Debug, Clone)]
pub struct Options {
    /// The profile's name as shown in the header.
    pub input_name: String,
    /// More profiles summed with it.
    pub other_inputs: Vec<String>,
    /// Its modification time (sources newer than it get a warning).
    pub input_mtime: Option<SystemTime>,
    /// Events to show; empty: all, in file order.
    pub show: Vec<String>,
    /// Sort events with optional per-event thresholds; empty: file order.
    pub sort: Vec<SortKey>,
    pub threshold: Threshold,
    pub show_percs: bool,
    pub auto: bool,
    /// Lines of context around annotated lines (fractions are accepted, as
    /// callgrind_annotate accepts them).
    pub context: f64,
    pub inclusive: bool,
    /// At most this many rows in the table, whatever the thresholds.
    pub top: Option<usize>,
    /// `--format=dot`: smallest inclusive cost of a node and cost of an
    /// edge, in percent of the total.
    pub node_threshold: f64,
    pub edge_threshold: f64,
    pub group: Group,
    pub tree_caller: bool,
    pub tree_calling: bool,
    /// Directories to look for sources in, each ending in `/`.
    pub include_dirs: Vec<String>,
    /// When not empty, only source files under these directories (already
    /// canonical) are opened.
    pub source_roots: Vec<std::path::PathBuf>,
    /// Source files named on the command line.
    pub user_files: Vec<String>,
    /// gprof's flat profile (`--flat`) and call graph (`--graph`) instead
    /// of the function table; `--brief` leaves out their explanations.
    pub flat: bool,
    pub graph: bool,
    pub brief: bool,
    /// `--focus`: the profile was already cut down to what these reach
    /// ([`focus::focus`]); they are named in the header.
    pub focus: Vec<symspec::SymSpec>,
    /// `--exclude`: functions left out of the table, trees and graph.
    pub exclude: Vec<symspec::SymSpec>,
    /// `--asm=yes`: the machine code of the functions shown, read by a
    /// second pass over the profile ([`asm::wanted`] says which).
    pub machine_code: Option<asm::MachineCode>,
    /// `--browse`: where its machine-code view reads a function's
    /// instructions from (the profiles are files: the browser refuses
    /// standard input).
    pub asm_source: Option<asm::AsmSource>,
    /// `--branches=yes`: annotated source lines show their jumps and
    /// conditional branches (the profile loaded with jumps).
    pub branches: bool,
    /// Why the profile is incomplete (`--partial`: read as far as it
    /// goes), one entry per input cut short; the report says so.
    pub incomplete: Vec<String>,
    /// Where the profile's objects are found (`--sysroot`, `--object-dir`):
    /// for `--asm`, and for the dependency order of grouped inclusive
    /// costs.
    pub objects: objdump::ObjectSearch,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            input_name: String::new(),
            other_inputs: Vec::new(),
            input_mtime: None,
            show: Vec::new(),
            sort: Vec::new(),
            threshold: Threshold::new(99.0),
            show_percs: true,
            auto: true,
            context: 8.0,
            inclusive: false,
            top: None,
            node_threshold: 0.5,
            edge_threshold: 0.1,
            group: Group::Function,
            tree_caller: false,
            tree_calling: false,
            include_dirs: Vec::new(),
            source_roots: Vec::new(),
            user_files: Vec::new(),
            flat: false,
            graph: false,
            brief: false,
            focus: Vec::new(),
            exclude: Vec::new(),
            machine_code: None,
            asm_source: None,
            branches: false,
            incomplete: Vec::new(),
            objects: objdump::ObjectSearch::default(),
        }
    }
}

impl Options {
    /// The same options with `--inclusive=yes`: the views that always show
    /// inclusive costs (the call graph, the flat profile's cost per call,
    /// DOT) plan with these.
    pub fn with_inclusive(&self) -> Options {
        Options {
            inclusive: true,
            ..self.clone()
        }
    }
}

/// An error found before anything is printed.
#[derive(Debug)]
pub enum ReportError {
    /// The options do not fit the profile (an unknown event).
    Options(String),
    Io(io::Error),
}

impl From<io::Error> for ReportError {
    fn from(e: io::Error) -> Self {
        ReportError::Io(e)
    }
}

impl std::fmt::Display for ReportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReportError::Options(m) => f.write_str(m),
            ReportError::Io(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ReportError {}

/// Options resolved against a profile's events.
pub struct Plan<'a> {
    pub profile: &'a Profile,
    pub opts: &'a Options,
    pub show_order: Vec<usize>,
    pub sort_order: Vec<usize>,
    /// One threshold per sort event.
    pub thresholds: Vec<Threshold>,
    /// The `--threshold` value, or 0 when per-event thresholds are given
    /// (100 means: print every function).
    pub single_threshold: f64,
    /// PROGRAM TOTALS; percentages are taken against these.
    pub totals: Cost,
    /// How many values the totals line wrote (see the annotation footer).
    pub totals_len: usize,
    pub totals_calculated: bool,
    /// Functions `--exclude` leaves out (empty when none is).
    hidden: Vec<bool>,
}

fn event_index(events: &[String], name: &str) -> Option<usize> {
    // With duplicate names the last column wins, as in callgrind_annotate.
    events.iter().rposition(|e| e == name)
}

impl<'a> Plan<'a> {
    pub fn new(profile: &'a Profile, opts: &'a Options) -> Result<Self, ReportError> {
        let events = &profile.events;
        let lookup = |flag: &str, name: &str| {
            event_index(events, name).ok_or_else(|| {
                ReportError::Options(format!(
                    "--{flag}: event '{name}' is not in the profile (it has: {})",
                    events.join(" ")
                ))
            })
        };
        // Events are resolved by name even by default, so with duplicate
        // names (`events: Ir Ir`) every column shows the last one, as in
        // callgrind_annotate.
        let all_events: Vec<usize> = events.iter().map(|e| event_index(events, e).unwrap_or(0)).collect();
        let show_order = if opts.show.is_empty() {
            all_events.clone()
        } else {
            opts.show.iter().map(|e| lookup("show", e)).collect::<Result<_, _>>()?
        };
        let sort_order = if opts.sort.is_empty() {
            all_events
        } else {
            opts.sort
                .iter()
                .map(|k| lookup("sort", &k.event))
                .collect::<Result<Vec<_>, _>>()?
        };
        // Per-event thresholds (`--sort=Ir:90`) replace `--threshold`, which
        // otherwise applies to the primary sort event alone.
        let per_event = opts.sort.iter().any(|k| k.threshold.is_some());
        let thresholds: Vec<Threshold> = (0..sort_order.len())
            .map(|i| match opts.sort.get(i).and_then(|k| k.threshold.clone()) {
                Some(t) => t,
                None if i == 0 && !per_event => opts.threshold.clone(),
                None => Threshold {
                    text: "0".into(),
                    value: 0.0,
                },
            })
            .collect();
        let single_threshold = if per_event { 0.0 } else { opts.threshold.value };
        let recorded = match &profile.focus_total {
            Some(t) => Some(crate::parse::header::TotalsLine {
                cost: t.clone(),
                len: events.len(),
            }),
            None => profile.recorded_total(),
        };
        let (totals, totals_len, totals_calculated) = match recorded {
            Some(t) => (t.cost, t.len, false),
            None => {
                let c = profile.calculated_total().clone();
                let len = (0..events.len())
                    .rev()
                    .find(|&i| c.get(i).is_some())
                    .map_or(0, |i| i + 1);
                (c, len, true)
            }
        };
        Ok(Plan {
            profile,
            opts,
            show_order,
            sort_order,
            thresholds,
            single_threshold,
            totals,
            totals_len,
            totals_calculated,
            hidden: if opts.exclude.is_empty() {
                Vec::new()
            } else {
                let specs: Vec<symspec::SymSpec> = opts.exclude.iter().map(|s| s.resolve(profile)).collect();
                (0..profile.functions.len() as FuncId)
                    .map(|f| specs.iter().any(|s| s.matches(profile, f)))
                    .collect()
            },
        })
    }

    /// callgrind_annotate's order of costs: descending on each sort event in
    /// turn, an undefined value counting as -1.
    pub fn cmp_costs(&self, a: CostRef<'_>, b: CostRef<'_>) -> Ordering {
        for &i in &self.sort_order {
            let x = a.get(i).map_or(-1, i128::from);
            let y = b.get(i).map_or(-1, i128::from);
            match y.cmp(&x) {
                Ordering::Equal => continue,
                other => return other,
            }
        }
        Ordering::Equal
    }

    /// Whether function `f` is shown (not left out by `--exclude`).
    pub fn shows(&self, f: FuncId) -> bool {
        !self.hidden.get(f as usize).copied().unwrap_or(false)
    }

    /// `file:function`, the name functions are listed and sorted by.
    pub fn full_name(&self, f: FuncId) -> Vec<u8> {
        let func = &self.profile.functions[f as usize];
        let mut s = self.profile.name(func.file).to_vec();
        s.push(b':');
        s.extend_from_slice(self.profile.name(func.name));
        s
    }

    /// Compares `file:function` names byte-wise without building them.
    pub fn cmp_names(&self, a: FuncId, b: FuncId) -> Ordering {
        let (fa, fb) = (&self.profile.functions[a as usize], &self.profile.functions[b as usize]);
        cmp_file_names(
            (fa.file, self.profile.name(fa.file), self.profile.name(fa.name)),
            (fb.file, self.profile.name(fb.file), self.profile.name(fb.name)),
        )
    }

    pub fn columns<'c>(&'c self, totals: &'c Cost) -> format::Columns<'c> {
        format::Columns {
            order: &self.show_order,
            show_percs: self.opts.show_percs,
            totals,
        }
    }
}

/// A function's file (id and name) and name, as [`cmp_file_names`] takes
/// them.
pub type FileName<'a> = (u32, &'a [u8], &'a [u8]);

/// Compares `file:function` names byte-wise without building them.
pub fn cmp_file_names((ia, xa, na): FileName<'_>, (ib, xb, nb): FileName<'_>) -> Ordering {
    if ia == ib {
        return na.cmp(nb);
    }
    let common = xa.len().min(xb.len());
    match xa[..common].cmp(&xb[..common]) {
        Ordering::Equal => {
            let whole = |file: &[u8], name: &[u8]| {
                file[common..]
                    .iter()
                    .chain(b":")
                    .chain(name)
                    .copied()
                    .collect::<Vec<u8>>()
            };
            whole(xa, na).cmp(&whole(xb, nb))
        }
        other => other,
    }
}

/// Prints the whole report.
/// The profile as `--focus` sees it, the shares taken by the primary sort
/// event (the profile as it is without `--focus`).
pub fn apply_focus(profile: Profile, opts: &Options) -> Result<Profile, String> {
    if opts.focus.is_empty() {
        return Ok(profile);
    }
    let event = opts
        .sort
        .first()
        .and_then(|k| profile.events.iter().rposition(|e| *e == k.event))
        .unwrap_or(0);
    focus::focus(profile, &opts.focus, event)
}

pub fn write_report(out: &mut dyn Write, profile: &Profile, opts: &Options) -> Result<(), ReportError> {
    let plan = Plan::new(profile, opts)?;
    header::write_header(out, &plan)?;
    functions::write_totals(out, &plan)?;
    let mut recursion = None;
    let auto_files = if opts.flat || opts.graph {
        let mut files = Vec::new();
        if opts.flat {
            files.extend(gprof::write_flat(out, &plan)?);
        }
        if opts.graph {
            files.extend(gprof::write_graph(out, &plan)?);
        }
        files
    } else {
        match opts.group {
            Group::Function | Group::Symbol => {
                let (files, r) = functions::write_functions(out, &plan)?;
                recursion = r;
                files
            }
            Group::File | Group::Object => groups::write_groups(out, &plan)?,
        }
    };
    annotate::write_annotations(out, &plan, &auto_files, recursion.as_ref())?;
    if let Some(mc) = &opts.machine_code {
        asm::write_machine_code(out, &plan, mc)?;
    }
    Ok(())
}
