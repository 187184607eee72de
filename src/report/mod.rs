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
pub mod flame;
pub mod format;
pub mod functions;
pub mod gprof;
pub mod groups;
pub mod header;
pub mod html;
pub mod inputs;
pub mod objdump;
mod rows;
pub mod short_name;

pub use crate::view::{listing, order};

pub use crate::analysis::groups::Group;
pub use crate::analysis::{focus, symspec};

use std::io::{self, Write};
use std::time::SystemTime;

use crate::model::Profile;
use crate::model::cost::Cost;
use crate::view::{Load, Needs, Query, Resolved, Tree};

pub use crate::view::{SortKey, Threshold};

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
    /// Whether the user named the roots (`--source-root`), rather than
    /// the safe default giving them: only then does the list of files
    /// not annotated say how many and why (otherwise it keeps
    /// callgrind_annotate's heading).
    pub source_root_given: bool,
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
            source_root_given: false,
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

/// Options resolved against a profile's events: the view's
/// [`Resolved`] query (which it dereferences to) and the options the
/// printers read besides it.
pub struct Plan<'a> {
    resolved: Resolved<'a>,
    pub opts: &'a Options,
}

impl<'a> std::ops::Deref for Plan<'a> {
    type Target = Resolved<'a>;
    fn deref(&self) -> &Resolved<'a> {
        &self.resolved
    }
}

impl Options {
    /// What the view is asked to show.
    pub fn query(&self) -> Query {
        Query {
            show: self.show.clone(),
            sort: self.sort.clone(),
            threshold: self.threshold.clone(),
            top: self.top,
            inclusive: self.inclusive,
            group: self.group,
            focus: self.focus.clone(),
            exclude: self.exclude.clone(),
            tree: Tree {
                callers: self.tree_caller,
                callees: self.tree_calling,
            },
        }
    }
}

/// The outputs of a report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Output {
    Text,
    Json,
    Csv,
    Dot,
    /// The flame graph and stack exports (`report::flame`).
    Stacks,
}

impl Options {
    /// What the views an output reads need the profile loaded with.
    pub fn needs(&self, output: Output) -> Needs {
        let table = self.query().needs();
        let source = self.source_query().needs();
        let calls = Needs {
            calls: Load::All,
            ..Needs::default()
        };
        match output {
            // gprof's views read the call graph.
            Output::Text if self.flat || self.graph => calls.union(source),
            Output::Text => table.union(source),
            // Every function row says how often it was called; the
            // annotated lines are line costs without calls or jumps, of
            // every file chosen, found or not.
            Output::Json => calls.union(table).union(Needs {
                line_costs: if source.line_costs.any() { Load::All } else { Load::No },
                ..Needs::default()
            }),
            Output::Csv => table,
            // The stack model walks the call graph from self costs.
            Output::Dot | Output::Stacks => calls,
        }
    }
}

impl<'a> Plan<'a> {
    pub fn new(profile: &'a Profile, opts: &'a Options) -> Result<Self, ReportError> {
        let resolved = Resolved::new(profile, opts.query()).map_err(|e| ReportError::Options(e.0))?;
        Ok(Plan { resolved, opts })
    }

    /// A plan of a query resolved already and the printers' options (for
    /// a view that asks its own query, as the browser does by the event
    /// it shows).
    pub fn of(resolved: Resolved<'a>, opts: &'a Options) -> Self {
        Plan { resolved, opts }
    }

    /// The resolved query.
    pub fn resolved(&self) -> &Resolved<'a> {
        &self.resolved
    }

    pub fn columns<'c>(&'c self, totals: &'c Cost) -> format::Columns<'c> {
        format::Columns {
            order: &self.show_order,
            show_percs: self.opts.show_percs,
            totals,
        }
    }
}

pub use crate::view::{FileName, cmp_file_names};

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
