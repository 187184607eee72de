//! The machine code as text: a header per function (object, contexts,
//! the instructions' sum against the self cost, the hottest ones), then
//! its instructions with cost columns, `>>` on the hot ones, the source
//! lines above them, `=>` calls and `|` branch lines under them.

use std::io::{self, Write};

use rustc_hash::FxHashMap;

use super::super::annotate::{bytes_path, find_source, write_call_line};
use super::super::format::{Columns, RULE, commify, percent, widths, write_costs, write_event_names};
use super::super::{Plan, ReportError};
use super::listing::{Listing, NO_ADDRESSES, Row, contexts_of, fetch_all, prepare};
use super::{MachineCode, lossy};
use crate::analysis::recursion::CallExactness;
use crate::model::cost::{Cost, CostRef};
use crate::model::instr::{Code, Instr, InstrCall, InstrJump, base_name};
use crate::model::{FuncId, Profile};
use crate::view::Figure;
use crate::view::asm::{FunctionCode, Line};

/// A branch taken between these shares of its executions is flagged as
/// hard to predict.
pub(super) const COIN_FLIP: (f64, f64) = (40.0, 60.0);

/// An instruction costing at least this fraction of the function's
/// costliest one, and more than the average, gets a `>>` mark: the hot
/// spots stand out, and flat code is left unmarked.
pub(super) const HOT: f64 = 0.5;

/// The profile's function of each (file, name), for the `=>` lines.
type FunctionIndex<'p> = FxHashMap<(&'p [u8], &'p [u8]), FuncId>;

/// See [`FunctionIndex`].
fn function_index(profile: &Profile) -> FunctionIndex<'_> {
    profile
        .functions
        .iter()
        .enumerate()
        .map(|(f, func)| ((profile.name(func.file), profile.name(func.name)), f as FuncId))
        .collect()
}

/// The first sort event's share of `total` that `c` is, in percent.
fn share(plan: &Plan<'_>, c: CostRef<'_>, total: &Cost) -> f64 {
    let e = plan.sort_order.first().copied().unwrap_or(0);
    percent(c.get(e).unwrap_or(0), total.get(e))
}

fn has_cost(c: &Cost) -> bool {
    c.vals.iter().any(|&v| v != 0)
}

/// Prints the machine code of every function `mc` holds.
pub fn write_machine_code(out: &mut dyn Write, plan: &Plan<'_>, mc: &MachineCode) -> Result<(), ReportError> {
    let profile = plan.profile;
    let index = function_index(profile);
    // Which calls' recorded costs are exact figures: the `=>` lines under
    // instructions follow the same rule as annotated source's.
    let exactness = crate::analysis::function_call_exactness(profile);
    let mut sources = SourceCache::default();
    if !mc.instr.has_addresses {
        out.write_all(RULE.as_bytes())?;
        out.write_all(b"-- Machine code\n")?;
        out.write_all(RULE.as_bytes())?;
        writeln!(out, "  Note: {NO_ADDRESSES}")?;
        if mc.instr.has_jumps {
            out.write_all(b"  Its jumps and branches per source line are shown with --branches=yes.\n")?;
        }
        out.write_all(b"\n")?;
        return Ok(());
    }
    let mut fetched = fetch_all(plan, mc);
    let contexts = contexts_of(plan.profile, mc);
    for ((code, fetched), contexts) in mc.instr.code.iter().zip(&mut fetched).zip(contexts) {
        let listing = prepare(mc, code, fetched, contexts);
        write_function(out, plan, mc, code, &listing, &index, &exactness, &mut sources)?;
    }
    Ok(())
}

/// The machine code of every function `mc` holds as typed lines (see
/// [`crate::view::asm`]), given one by one to `each` with the widths of
/// its cost columns: what [`write_machine_code`] prints, for a view that
/// shows it otherwise (the browser).
pub fn each_function(plan: &Plan<'_>, mc: &MachineCode, mut each: impl FnMut(&FunctionCode<'_>, &[usize])) {
    let profile = plan.profile;
    if !mc.instr.has_addresses {
        let code = FunctionCode {
            name: b"",
            object: b"",
            notes: vec![NO_ADDRESSES.to_string()],
            lines: Vec::new(),
            addr_width: 1,
        };
        return each(&code, &[]);
    }
    let index = function_index(profile);
    let exactness = crate::analysis::function_call_exactness(profile);
    let mut sources = SourceCache::default();
    let mut fetched = fetch_all(plan, mc);
    let contexts = contexts_of(profile, mc);
    for ((code, fetched), contexts) in mc.instr.code.iter().zip(&mut fetched).zip(contexts) {
        let listing = prepare(mc, code, fetched, contexts);
        let widths = widths(
            &profile.events,
            code.instrs.values().map(|i| i.cost.as_ref()),
            plan.opts.show_percs,
        );
        let lines = code_lines(plan, mc, code, &listing, (&index, &exactness), &mut sources);
        let function = FunctionCode {
            name: &code.key.name,
            object: &code.key.object,
            notes: listing.notes.clone(),
            addr_width: listing.rows.iter().map(|r| hex_len(r.addr)).max().unwrap_or(1),
            lines,
        };
        each(&function, &widths);
    }
}

#[allow(clippy::too_many_arguments)]
fn write_function(
    out: &mut dyn Write,
    plan: &Plan<'_>,
    mc: &MachineCode,
    code: &Code,
    listing: &Listing<'_>,
    index: &FunctionIndex<'_>,
    exactness: &CallExactness,
    sources: &mut SourceCache,
) -> io::Result<()> {
    let profile = plan.profile;
    let events = &profile.events;
    let n = events.len();
    let total = code.total(n);
    out.write_all(RULE.as_bytes())?;
    out.write_all(b"-- Machine code: ")?;
    out.write_all(&code.key.name)?;
    out.write_all(b"\n")?;
    writeln!(out, "--   object:   {}", lossy(&code.key.object))?;
    if listing.contexts.len() > 1 {
        // `<fn>'2` for `fib'2`: C++ names are long.
        let short: Vec<String> = listing
            .contexts
            .iter()
            .map(|c| format!("<fn>{}", c.get(code.key.name.len()..).unwrap_or("")))
            .collect();
        writeln!(out, "--   contexts: {}", short.join(", "))?;
    }
    let (ran, all) = (code.instrs.len(), listing.rows.len());
    let e = plan.sort_order.first().copied().unwrap_or(0);
    if ran == 0 {
        out.write_all(RULE.as_bytes())?;
        for note in &listing.notes {
            writeln!(out, "  Note: {note}")?;
        }
        return out.write_all(b"\n");
    }
    writeln!(
        out,
        "--   {} {} over {ran} recorded instructions{}; self cost in the profile {}{}",
        events.get(e).map_or("", String::as_str),
        commify(total.get(e).unwrap_or(0)),
        if all > ran {
            format!(" ({all} in the code shown)")
        } else {
            String::new()
        },
        commify(listing.self_cost.get(e).unwrap_or(0)),
        if total.vals == listing.self_cost.vals {
            " (equal)"
        } else if !plan.opts.focus.is_empty() {
            // focus::focus scales a function reached from elsewhere too.
            " (the focus counts a share of it; the instructions show all of it)"
        } else {
            " (NOT equal: the profile's instruction costs do not add up)"
        },
    )?;
    let mut hottest: Vec<(&u64, &Instr)> = code.instrs.iter().filter(|(_, i)| has_cost(&i.cost)).collect();
    hottest.sort_by(|a, b| plan.cmp_costs(a.1.cost.as_ref(), b.1.cost.as_ref()).then(a.0.cmp(b.0)));
    if !hottest.is_empty() {
        let list: Vec<String> = hottest
            .iter()
            .take(5)
            .map(|(a, i)| format!("{a:x} {:.1}%", share(plan, i.cost.as_ref(), &total)))
            .collect();
        writeln!(out, "--   hottest:  {}", list.join(", "))?;
    }
    out.write_all(RULE.as_bytes())?;
    for note in &listing.notes {
        writeln!(out, "  Note: {note}")?;
    }
    if listing.rows.is_empty() {
        out.write_all(b"\n")?;
        return Ok(());
    }
    let widths = widths(
        events,
        code.instrs.values().map(|i| i.cost.as_ref()),
        plan.opts.show_percs,
    );
    let cols = plan.columns(&plan.totals);
    let blank: usize = plan.show_order.iter().map(|&i| widths[i] + 1).sum();
    let addr_width = listing.rows.iter().map(|r| hex_len(r.addr)).max().unwrap_or(1);
    write_event_names(out, events, &widths, &plan.show_order)?;
    out.write_all(b"\n\n")?;
    let lines = code_lines(plan, mc, code, listing, (index, exactness), sources);
    for line in &lines {
        write_line(out, plan, line, &widths, &cols, (blank, addr_width))?;
    }
    out.write_all(b"\n")
}

/// Prints one line of machine code.
fn write_line(
    out: &mut dyn Write,
    plan: &Plan<'_>,
    line: &Line<'_>,
    widths: &[usize],
    cols: &Columns<'_>,
    (blank, addr_width): (usize, usize),
) -> io::Result<()> {
    match line {
        Line::Folded { count, first, last } => {
            let (s, range) = if *count == 1 {
                ("", format!("{first:x}"))
            } else {
                ("s", format!("{first:x}-{last:x}"))
            };
            writeln!(
                out,
                "-- {count} instruction{s} not run ({range}) ----------------------------"
            )
        }
        Line::From { file, line, text } => {
            write!(out, "{:blank$}   ", "")?;
            out.write_all(file)?;
            write!(out, ":{line}")?;
            if let Some(text) = text {
                out.write_all(b"  ")?;
                out.write_all(text.trim_ascii())?;
            }
            out.write_all(b"\n")
        }
        Line::Instr { addr, cost, hot, text } => {
            write_costs(out, *cost, widths, cols)?;
            let mark = if *hot { ">>" } else { "  " };
            write!(out, "{mark} {addr:>addr_width$x}")?;
            if !text.is_empty() {
                out.write_all(b"  ")?;
                out.write_all(text.as_bytes())?;
            }
            out.write_all(b"\n")
        }
        Line::Call {
            callee: Some(g),
            count,
            cost,
            ..
        } => write_call_line(out, plan, *g, *count, cost, widths),
        Line::Call {
            callee: None,
            name,
            count,
            cost,
        } => {
            write_costs(out, cost.value().copied(), widths, cols)?;
            out.write_all(b" => ")?;
            out.write_all(name)?;
            writeln!(out, " ({}x)", commify(*count))
        }
        Line::Branch(text) => {
            write!(out, "{:blank$}{:addr_width$}     ", "", "")?;
            out.write_all(text.as_bytes())?;
            out.write_all(b"\n")
        }
    }
}

/// A function's machine code as typed lines (see [`crate::view::asm`]):
/// the instructions shown (those run, `context` either side), the others
/// folded, each run's source line above it, its calls and jumps under it.
fn code_lines<'a>(
    plan: &Plan<'_>,
    mc: &'a MachineCode,
    code: &'a Code,
    listing: &'a Listing<'a>,
    (index, exactness): (&FunctionIndex<'_>, &CallExactness),
    sources: &mut SourceCache,
) -> Vec<Line<'a>> {
    let mut lines = Vec::with_capacity(listing.rows.len());
    let e = plan.sort_order.first().copied().unwrap_or(0);
    let ran = code.instrs.len();
    let total = code.total(plan.profile.events.len());
    let shown = shown_rows(listing, plan.opts.context);
    // See HOT.
    let max = code.instrs.values().filter_map(|i| i.cost.get(e)).max().unwrap_or(0);
    let average = total.get(e).unwrap_or(0) as f64 / ran.max(1) as f64;
    let hot = (max as f64 * HOT).max(average.next_up());
    let mut last_source: Option<&(Vec<u8>, u64)> = None;
    let mut i = 0;
    while i < listing.rows.len() {
        if !shown[i] {
            let start = i;
            while i < listing.rows.len() && !shown[i] {
                i += 1;
            }
            lines.push(Line::Folded {
                count: i - start,
                first: listing.rows[start].addr,
                last: listing.rows[i - 1].addr,
            });
            last_source = None;
            continue;
        }
        let row = &listing.rows[i];
        if let Some(src) = &row.source
            && last_source != Some(src)
        {
            lines.push(Line::From {
                file: &src.0,
                line: src.1,
                text: sources.line(plan, &src.0, src.1).map(<[u8]>::to_vec),
            });
            last_source = Some(src);
        }
        let cost = row.instr.map(|x| x.cost.as_ref());
        let missing = if listing.disassembled {
            "<not an instruction in the object>"
        } else {
            ""
        };
        lines.push(Line::Instr {
            addr: row.addr,
            cost,
            hot: cost.and_then(|c| c.get(e)).is_some_and(|v| v as f64 >= hot),
            text: row.text.unwrap_or(missing),
        });
        if let Some(instr) = row.instr {
            push_calls(&mut lines, plan, mc, instr, index, exactness, &listing.context_ids);
            for j in &instr.jumps {
                lines.push(Line::Branch(jump_text(plan, mc, code, row.addr, instr, j)));
            }
            if let Some(n) = never_taken(plan, mc, row, instr) {
                lines.push(Line::Branch(format!("| jcnd: taken 0 of {} (0.0%)", commify(n))));
            }
        }
        i += 1;
    }
    lines
}

/// A conditional branch with no `jcnd=` record was never taken (callgrind
/// writes none then): with jumps collected and an `Ir` event, which counts
/// its executions, that is known. Branches are recognised by their
/// mnemonic on x86 (`j..` but `jmp`) and AArch64 (`b.cond`, `cbz`, `cbnz`,
/// `tbz`, `tbnz`).
fn never_taken(plan: &Plan<'_>, mc: &MachineCode, row: &Row<'_>, instr: &Instr) -> Option<u64> {
    // Its `Ir` (below) counts them.
    if !mc.instr.has_jumps || instr.jumps.iter().any(|j| j.conditional) {
        return None;
    }
    let mnemonic = row.text?.split_whitespace().next()?;
    let branch = (mnemonic.starts_with('j') && !mnemonic.starts_with("jmp"))
        || mnemonic.starts_with("b.")
        || matches!(mnemonic, "cbz" | "cbnz" | "tbz" | "tbnz");
    if !branch {
        return None;
    }
    executions(plan, instr).filter(|&n| n > 0)
}

fn hex_len(v: u64) -> usize {
    (64 - v.leading_zeros() as usize).div_ceil(4).max(1)
}

/// Which rows are printed: every instruction with a cost, calls or jumps,
/// and `context` instructions either side; the others are folded.
fn shown_rows(listing: &Listing<'_>, context: f64) -> Vec<bool> {
    let n = listing.rows.len();
    let ctx = context.floor() as usize;
    let mut shown = vec![false; n];
    for (i, r) in listing.rows.iter().enumerate() {
        if r.instr.is_some() {
            for s in &mut shown[i.saturating_sub(ctx)..(i + ctx + 1).min(n)] {
                *s = true;
            }
        }
    }
    shown
}

fn push_calls<'a>(
    lines: &mut Vec<Line<'a>>,
    plan: &Plan<'_>,
    mc: &'a MachineCode,
    instr: &'a Instr,
    index: &FunctionIndex<'_>,
    exactness: &CallExactness,
    context_ids: &[FuncId],
) {
    let names = &mc.instr.names;
    let mut calls: Vec<&InstrCall> = instr.calls.iter().collect();
    calls.sort_by(|a, b| {
        plan.cmp_costs(a.cost.as_ref(), b.cost.as_ref())
            .then_with(|| names.get(a.callee).cmp(names.get(b.callee)))
    });
    for c in calls {
        let callee = index.get(&(names.get(c.callee_file), names.get(c.callee))).copied();
        // A call whose recorded cost is no exact figure shows none, as in
        // annotated source: the caller is any context of this code.
        let recursive = callee.is_some_and(|g| context_ids.iter().any(|&f| exactness.hides_call(f, g)));
        lines.push(Line::Call {
            callee,
            name: names.get(c.callee),
            count: c.count,
            cost: if recursive {
                Figure::Undecided
            } else {
                Figure::Exact(c.cost.as_ref())
            },
        });
    }
}

/// `| jcnd: taken 4,181 of 8,361 (50.0%) to 115e (line 11)  <- back edge`
fn jump_text(plan: &Plan<'_>, mc: &MachineCode, code: &Code, from: u64, instr: &Instr, j: &InstrJump) -> String {
    let names = &mc.instr.names;
    let elsewhere = base_name(names.get(j.target_func)) != code.key.name.as_slice();
    let mut target = String::new();
    if elsewhere {
        target.push_str(&lossy(names.get(j.target_func)));
    } else if j.target != 0 {
        target.push_str(&format!("{:x}", j.target));
    }
    if j.target_line != 0 {
        target.push_str(&format!(" (line {})", j.target_line));
    }
    let back = (!elsewhere && j.target != 0 && j.target <= from).then_some("back edge (loop)");
    // Callgrind writes a jcnd= line per path into the branch that took it
    // at least once: its executions are those paths'. The instruction's
    // Ir counts them all.
    let executed = match executions(plan, instr) {
        Some(n) if n >= j.executed => Runs::Exact(n),
        _ if j.conditional => Runs::AtLeast(j.executed),
        _ => Runs::Exact(j.executed),
    };
    branch_text(j.conditional, executed, j.followed, target.trim_start(), back)
}

/// How often an instruction ran: its `Ir`, when the profile has it.
fn executions(plan: &Plan<'_>, instr: &Instr) -> Option<u64> {
    let ir = plan.profile.events.iter().position(|e| e == "Ir")?;
    // A negative count is no number of executions.
    instr.cost.get(ir).and_then(|v| u64::try_from(v).ok())
}

/// How often a branch ran, as far as the profile tells.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Runs {
    Exact(u64),
    /// At least this often: the branch's `jcnd=` lines count only the
    /// paths on which it was taken.
    AtLeast(u64),
}

/// How a jump or conditional branch reads under an instruction or a
/// source line: how often it ran and was taken, where to, and flags that
/// catch the eye: a loop's back edge (`back` says how sure), a branch
/// taken about half the time (which a predictor cannot learn).
pub(crate) fn branch_text(
    conditional: bool,
    executed: Runs,
    followed: u64,
    target: &str,
    back: Option<&str>,
) -> String {
    let mut s = match (conditional, executed) {
        (true, Runs::Exact(n)) => {
            let p = percent(followed, Some(n.into()));
            format!("| jcnd: taken {} of {} ({p:.1}%)", commify(followed), commify(n))
        }
        (true, Runs::AtLeast(n)) => {
            let p = percent(followed, Some(n.into()));
            format!("| jcnd: taken {} of >={} (<={p:.1}%)", commify(followed), commify(n))
        }
        (false, Runs::Exact(n) | Runs::AtLeast(n)) => format!("| jump: {}x", commify(n.max(followed))),
    };
    if !target.is_empty() {
        s.push_str(" to ");
        s.push_str(target);
    }
    if let Some(back) = back {
        s.push_str("  <- ");
        s.push_str(back);
    }
    if let (true, Runs::Exact(n)) = (conditional, executed)
        && n > 0
    {
        let p = percent(followed, Some(n.into()));
        if (COIN_FLIP.0..=COIN_FLIP.1).contains(&p) {
            s.push_str("  ~50/50: hard to predict");
        }
    }
    s
}

/// Source files read for the interleaved lines, each once however many
/// names the profile gives it (`/a/./b`, `/a/././b`: one file identity).
#[derive(Default)]
struct SourceCache {
    /// Each name's file, an index into `texts`.
    files: crate::safety::keyed::InputMap<Vec<u8>, Option<usize>>,
    /// Each file read, by identity, an index into `texts`.
    by_identity: FxHashMap<(u64, u64), usize>,
    texts: Vec<Vec<Vec<u8>>>,
}

impl SourceCache {
    fn line(&mut self, plan: &Plan<'_>, file: &[u8], line: u64) -> Option<&[u8]> {
        let text = match self.files.get(file) {
            Some(&known) => known,
            None => {
                let found = self.read(plan, file);
                self.files.insert(file.to_vec(), found);
                found
            }
        }?;
        let idx = usize::try_from(line).ok()?.checked_sub(1)?;
        self.texts[text].get(idx).map(Vec::as_slice)
    }

    /// Reads the file `file` names, unless it was read under another name;
    /// at most [`crate::limits::SOURCE_FILE_CAP`] bytes of it.
    fn read(&mut self, plan: &Plan<'_>, file: &[u8]) -> Option<usize> {
        let (path, _) = find_source(file, &plan.opts.include_dirs, &plan.opts.source_roots)?;
        let identity = crate::safety::files::identity(bytes_path(&path));
        if let Some(&known) = identity.and_then(|id| self.by_identity.get(&id)) {
            return Some(known);
        }
        let text = crate::safety::files::read_capped(bytes_path(&path), crate::limits::SOURCE_FILE_CAP)?;
        self.texts
            .push(text.split(|&b| b == b'\n').map(<[u8]>::to_vec).collect());
        let index = self.texts.len() - 1;
        if let Some(id) = identity {
            self.by_identity.insert(id, index);
        }
        Some(index)
    }
}
