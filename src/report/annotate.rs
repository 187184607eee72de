//! Annotated source as callgrind_annotate prints it: the typed lines of
//! [`crate::view::source`] (each chosen file's lines with their costs, the
//! calls made from them, context windows) with its warnings and footer.

use std::io::{self, Write};

use super::asm::{Runs, branch_text};
use super::format::{RULE, commify, widths, write_costs, write_event_names, write_figure};
use super::{Options, Plan, ReportError};
use crate::analysis::recursion::Recursion;
use crate::model::FuncId;
use crate::model::cost::{Cost, CostRef};
use crate::view::Figure;
use crate::view::source::{AnnotatedFile, Annotation, Body, Branch, Line, SourceQuery, annotate};
pub use crate::view::source::{SiteIndex, bytes_path, find_source, is_newer, is_regular_file, printable, source_dirs};

impl Options {
    /// Which files to annotate, and how.
    pub fn source_query(&self) -> SourceQuery {
        SourceQuery {
            user_files: self.user_files.clone(),
            auto: self.auto,
            context: self.context,
            include_dirs: self.include_dirs.clone(),
            source_roots: self.source_roots.clone(),
            branches: self.branches,
            input_mtime: self.input_mtime,
        }
    }
}

/// Annotates the files named on the command line and, with `--auto=yes`,
/// `auto_files` (file name ids: the files of what the table printed).
/// `recursion`: the table's analysis, when it made one (the `=>` lines
/// then need no other).
pub fn write_annotations(
    out: &mut dyn Write,
    plan: &Plan<'_>,
    auto_files: &[u32],
    recursion: Option<&Recursion>,
) -> Result<(), ReportError> {
    write_annotations_using(out, plan, auto_files, None, recursion)
}

/// [`write_annotations`], with what it reads from the whole profile
/// computed beforehand (`index`) or now (`None`).
pub fn write_annotations_using(
    out: &mut dyn Write,
    plan: &Plan<'_>,
    auto_files: &[u32],
    index: Option<&SiteIndex>,
    recursion: Option<&Recursion>,
) -> Result<(), ReportError> {
    let annotation = annotate(plan, &plan.opts.source_query(), auto_files, index, recursion);
    write_annotation(out, plan, &annotation)?;
    Ok(())
}

/// Prints an annotation.
pub fn write_annotation(out: &mut dyn Write, plan: &Plan<'_>, annotation: &Annotation<'_>) -> io::Result<()> {
    for file in &annotation.files {
        let kind = if file.user { "User" } else { "Auto" };
        out.write_all(RULE.as_bytes())?;
        write!(out, "-- {kind}-annotated source: ")?;
        out.write_all(&file.shown)?;
        out.write_all(b"\n")?;
        out.write_all(RULE.as_bytes())?;
        match &file.body {
            None => {
                out.write_all(b"  No information has been collected for ")?;
                out.write_all(&file.name)?;
                out.write_all(b"\n\n")?;
            }
            Some(body) => write_body(out, plan, file, body)?,
        }
    }
    if !annotation.unfound.is_empty() {
        out.write_all(RULE.as_bytes())?;
        if !plan.opts.source_root_given {
            out.write_all(b"The following files chosen for auto-annotation could not be found:\n")?;
        } else {
            // cgann's own option: the list says how many and why.
            writeln!(
                out,
                "The following {} chosen for auto-annotation {} skipped: not found under --source-root (-I adds directories to look in)",
                match annotation.unfound.len() {
                    1 => "file".to_string(),
                    n => format!("{n} files"),
                },
                if annotation.unfound.len() == 1 { "was" } else { "were" }
            )?;
        }
        out.write_all(RULE.as_bytes())?;
        for f in &annotation.unfound {
            out.write_all(b"  ")?;
            out.write_all(f)?;
            out.write_all(b"\n")?;
        }
        out.write_all(b"\n")?;
    }
    if let Some(printed) = &annotation.printed_total {
        write_footer(out, plan, printed)?;
    }
    if let Some(legend) = annotation.marks().legend() {
        out.write_all(legend.as_bytes())?;
        out.write_all(b"\n")?;
    }
    Ok(())
}

fn write_body(out: &mut dyn Write, plan: &Plan<'_>, file: &AnnotatedFile<'_>, body: &Body<'_>) -> io::Result<()> {
    let opts = plan.opts;
    let events = &plan.profile.events;
    if body.newer {
        write_newer_warning(out, &file.name, &opts.input_name)?;
    }
    let widths = widths(events, body.costs.iter().copied(), opts.show_percs);
    let cols = plan.columns(&plan.totals);
    write_event_names(out, events, &widths, &plan.show_order)?;
    out.write_all(b"\n\n")?;
    for line in &body.lines {
        match line {
            Line::Gap(at) => writeln!(out, "-- line {at} ----------------------------------------")?,
            Line::Source { cost, text, .. } => {
                write_costs(out, *cost, &widths, &cols)?;
                out.write_all(b" ")?;
                // A last line without a newline is printed without one, as
                // callgrind_annotate prints it.
                out.write_all(text)?;
            }
            Line::Call { callee, count, cost } => write_call_line(out, plan, *callee, *count, cost, &widths)?,
            Line::Branch(b) => write_branch(out, plan, &widths, b)?,
            Line::Bogus { number, cost } => {
                write_costs(out, Some(*cost), &widths, &cols)?;
                writeln!(out, " <bogus line {number}>")?;
            }
            Line::PastEnd { newer } => {
                out.write_all(b"\n")?;
                write_past_end_warning(out, &file.name, *newer)?;
            }
        }
    }
    out.write_all(b"\n")?;
    if let Some(cost) = body.unidentified {
        write_costs(out, Some(cost), &widths, &cols)?;
        out.write_all(b" <counts for unidentified lines in ")?;
        out.write_all(&file.name)?;
        out.write_all(b">\n\n")?;
    }
    Ok(())
}

/// `--branches=yes`: a jump or conditional branch, on a line of its own
/// under the line it leaves.
fn write_branch(out: &mut dyn Write, plan: &Plan<'_>, widths: &[usize], b: &Branch<'_>) -> io::Result<()> {
    let blank: usize = plan.show_order.iter().map(|&i| widths[i] + 1).sum();
    writeln!(out, "{:blank$} {}", "", branch_line(b))
}

/// A jump or conditional branch as its line reads after the cost
/// columns' room (the browser shows the same).
pub fn branch_line(b: &Branch<'_>) -> String {
    let target = match b.to_file {
        Some(file) => format!("{}:{}", printable(file), b.to_line),
        None => format!("line {}", b.to_line),
    };
    let back = b.backwards.then_some("backwards (a loop?)");
    let runs = if b.conditional {
        Runs::AtLeast(b.executed)
    } else {
        Runs::Exact(b.executed)
    };
    branch_text(b.conditional, runs, b.followed, &target, back)
}

/// One `=> callee (Nx)` line under an annotated line or instruction: the
/// cost of the calls made there, or `?` for a call within a recursion
/// (its cost is already in an outer call's).
pub(super) fn write_call_line(
    out: &mut dyn Write,
    plan: &Plan<'_>,
    callee: FuncId,
    count: u64,
    cost: &Figure<CostRef<'_>>,
    widths: &[usize],
) -> io::Result<()> {
    write_figure(out, cost, widths, &plan.columns(&plan.totals))?;
    out.write_all(b" => ")?;
    out.write_all(&plan.full_name(callee))?;
    writeln!(out, " ({}x)", commify(count))
}

const BANNER: &str = "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n\
@@ WARNING @@ WARNING @@ WARNING @@ WARNING @@ WARNING @@ WARNING @@ WARNING @@\n\
@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n";

const AT_RULE: &str = "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n";

fn write_newer_warning(out: &mut dyn Write, src: &[u8], input: &str) -> io::Result<()> {
    out.write_all(BANNER.as_bytes())?;
    out.write_all(b"@ Source file '")?;
    out.write_all(src)?;
    writeln!(out, "' is more recent than input file '{input}'.")?;
    out.write_all(b"@ Annotations may not be correct.\n")?;
    out.write_all(AT_RULE.as_bytes())?;
    out.write_all(b"\n")
}

fn write_past_end_warning(out: &mut dyn Write, src: &[u8], newer: bool) -> io::Result<()> {
    out.write_all(BANNER.as_bytes())?;
    out.write_all(b"@@\n@@ Information recorded about lines past the end of '")?;
    out.write_all(src)?;
    out.write_all(b"'.\n@@\n@@ Probable cause and solution:\n")?;
    if newer {
        out.write_all(b"@@ cause:    '")?;
        out.write_all(src)?;
        out.write_all(
            b"' has changed since information was gathered.\n\
@@           If so, a warning will have already been issued about this.\n\
@@ solution: Recompile program and rerun under \"valgrind --cachesim=yes\" to \n\
@@           gather new information.\n",
        )?;
    } else if src.ends_with(b".h") {
        out.write_all(
            b"@@ cause:    bug in the Valgrind's debug info reader that screws up with .h\n\
@@           files sometimes\n\
@@ solution: none, sorry\n",
        )?;
    } else {
        out.write_all(b"@@ cause:    not sure, sorry\n")?;
    }
    out.write_all(b"@@\n")?;
    out.write_all(AT_RULE.as_bytes())
}

/// What the annotated lines add up to. Columns whose total is 0, or less
/// than what was printed, show 100%.
fn write_footer(out: &mut dyn Write, plan: &Plan<'_>, printed: &Cost) -> io::Result<()> {
    let mut totals = plan.totals.clone();
    for i in 0..plan.totals_len.min(totals.vals.len()) {
        let t = totals.get(i).unwrap_or(0);
        let p = printed.get(i);
        if t == 0 || p.unwrap_or(0) > t {
            totals.vals[i] = p.unwrap_or(0);
            if p.is_some() {
                totals.defined |= 1 << i;
            } else {
                totals.defined &= !(1 << i);
            }
        }
    }
    let events = &plan.profile.events;
    let widths = widths(events, [printed.as_ref()], plan.opts.show_percs);
    out.write_all(RULE.as_bytes())?;
    write_event_names(out, events, &widths, &plan.show_order)?;
    out.write_all(b"\n")?;
    out.write_all(RULE.as_bytes())?;
    write_costs(out, Some(printed.as_ref()), &widths, &plan.columns(&totals))?;
    out.write_all(b" events annotated\n\n")
}
