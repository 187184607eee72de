//! Annotated machine code (`--asm=yes`): for each function the table shows,
//! its instructions with their costs, interleaved with the source lines
//! they came from, the calls made from them (`=>` lines) and the jumps
//! and conditional branches leaving them, with how often they were taken.
//!
//! The instruction data comes from a second pass over the profile
//! ([`crate::model::instr`]); the code from objdump
//! ([`super::objdump`]).

use std::io::{self, Write};
use std::sync::Arc;

use rustc_hash::FxHashMap;
use serde_json::{Value, json};

use super::annotate::{bytes_path, call_components, find_source, is_newer, write_call_line};
use super::format::{RULE, commify, percent, widths, write_costs, write_event_names};
use super::functions::{listing, shown_functions};
use super::objdump::{AsmItem, ObjectSearch, disassemble};
use super::{Plan, ReportError};
use crate::model::cost::{Cost, CostRef};
use crate::model::instr::{Code, CodeKey, Instr, InstrCall, InstrJump, InstrProfile, base_name};
use crate::model::{FuncId, Profile};

/// What the machine-code annotation needs besides the profile: the
/// instructions of the shown functions and where their objects are.
#[derive(Clone)]
pub struct MachineCode {
    pub instr: Arc<InstrProfile>,
    pub search: ObjectSearch,
}

impl std::fmt::Debug for MachineCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MachineCode")
            .field("functions", &self.instr.code.len())
            .finish()
    }
}

/// Disassembly reaches this far past a function's last recorded
/// instruction, up to the next symbol (its cold tail).
const TAIL: u64 = 4096;

const NO_ADDRESSES: &str = "the profile has no instruction addresses: profile with valgrind --tool=callgrind \
     --dump-instr=yes (and --collect-jumps=yes for branch counts)";

/// The longest range of code disassembled for one function: the
/// biggest functions in real programs (CPython's bytecode loop) are some
/// 40 kB.
const MAX_SPAN: u64 = 4 << 20;

/// A branch taken between these shares of its executions is flagged as
/// hard to predict.
const COIN_FLIP: (f64, f64) = (40.0, 60.0);

/// An instruction costing at least this fraction of the function's
/// costliest one, and more than the average, gets a `>>` mark: the hot
/// spots stand out, and flat code is left unmarked.
const HOT: f64 = 0.5;

/// The code of the functions the table shows, in table order: each
/// (object, function) once, whatever the number of its contexts shown.
pub fn wanted(plan: &Plan<'_>) -> Vec<CodeKey> {
    let profile = plan.profile;
    let listing = listing(plan);
    let mut keys: Vec<CodeKey> = Vec::new();
    for f in shown_functions(plan, &listing) {
        if listing.cycle_row(f).is_some() {
            continue;
        }
        let func = &profile.functions[f as usize];
        let Some(object) = func.home_object else { continue };
        let key = CodeKey {
            object: profile.name(object).to_vec(),
            name: base_name(profile.name(func.name)).to_vec(),
        };
        if !keys.contains(&key) {
            keys.push(key);
        }
    }
    keys
}

/// One row of a function's listing: an instruction (from the object,
/// the profile, or both).
struct Row<'a> {
    addr: u64,
    /// The instruction's text (`None`: not in the disassembly).
    text: Option<&'a str>,
    instr: Option<&'a Instr>,
    /// The source file and line it came from: the profile's, else the
    /// object's line table.
    source: Option<(Vec<u8>, u64)>,
}

/// A function's code, ready to print.
struct Listing<'a> {
    rows: Vec<Row<'a>>,
    /// What the reader should know (missing object, no addresses, ...),
    /// each with what would fix it.
    notes: Vec<String>,
    /// Self cost of the function's contexts in the profile.
    self_cost: Cost,
    /// Those contexts (the functions of the profile whose code this is).
    context_ids: Vec<FuncId>,
    /// The object's code is shown (else only the recorded addresses).
    disassembled: bool,
    contexts: Vec<String>,
}

fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// What was found of a function's code: its disassembly (`None`: none),
/// and notes on the object.
#[derive(Default)]
struct Fetched {
    items: Option<Vec<AsmItem>>,
    notes: Vec<String>,
}

/// Finds the object of each function and disassembles its range: objdump
/// runs for several functions at once (each spends most of its time
/// reading the object's symbols and line table).
fn fetch_all(plan: &Plan<'_>, mc: &MachineCode) -> Vec<Fetched> {
    let codes = &mc.instr.code;
    let jobs = std::sync::atomic::AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).clamp(2, 8);
    let mut fetched: Vec<(usize, Fetched)> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads.min(codes.len()))
            .map(|_| {
                s.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let k = jobs.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(code) = codes.get(k) else { break };
                        done.push((k, fetch(plan, mc, code)));
                    }
                    done
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a disassembly thread panicked"))
            .collect()
    });
    fetched.sort_by_key(|(k, _)| *k);
    fetched.into_iter().map(|(_, f)| f).collect()
}

fn fetch(plan: &Plan<'_>, mc: &MachineCode, code: &Code) -> Fetched {
    let mut f = Fetched::default();
    let (Some(&first), Some(&last)) = (code.instrs.keys().next(), code.instrs.keys().next_back()) else {
        return f;
    };
    let object = lossy(&code.key.object);
    if code.key.object.is_empty() || code.key.object == b"???" {
        f.notes
            .push("the profile names no object for it: its code cannot be shown".into());
        return f;
    }
    let Some(found) = mc.search.find(bytes_path(&code.key.object)) else {
        f.notes.push(format!(
            "object {object} not found: copy it there, or point --object-dir=DIR at a directory holding it \
             (--sysroot=DIR for a profile from another machine's file system); costs per address without the code:"
        ));
        return f;
    };
    if is_newer(found.modified, plan.opts.input_mtime) {
        f.notes.push(format!(
            "object {} is more recent than the profile: the code may not be what ran (re-run the profile)",
            found.path.display()
        ));
    }
    if last - first > MAX_SPAN {
        // No function is that long: a profile this odd must not have
        // objdump print megabytes.
        f.notes.push(format!(
            "its recorded addresses span {} bytes ({first:x}-{last:x}), more than one function's code: not disassembled",
            commify(last - first)
        ));
        return f;
    }
    match disassemble(&mc.search, &found.path, first, last.saturating_add(TAIL)) {
        Err(e) => f.notes.push(e),
        Ok(got) => f.items = Some(cut(got, last, &code.key.name)),
    }
    f
}

/// The disassembly (or why there is none) of `code`, merged with its
/// recorded instructions.
fn prepare<'a>(
    mc: &'a MachineCode,
    code: &'a Code,
    fetched: &'a mut Fetched,
    (self_cost, context_ids): (Cost, Vec<FuncId>),
) -> Listing<'a> {
    let names = &mc.instr.names;
    let mut notes = std::mem::take(&mut fetched.notes);
    let object = lossy(&code.key.object);
    let contexts: Vec<String> = code.contexts.iter().map(|c| lossy(c)).collect();
    if code.instrs.is_empty() {
        notes.push(if mc.instr.has_addresses {
            "no instruction of it is in the profile".to_string()
        } else {
            NO_ADDRESSES.to_string()
        });
        return Listing {
            rows: Vec::new(),
            notes,
            self_cost,
            context_ids,
            contexts,
            disassembled: false,
        };
    }
    let disassembled = fetched.items.is_some();
    let items = fetched.items.get_or_insert_with(Vec::new);
    shorten_own_name(items, &code.key.name);
    let items: &'a [AsmItem] = items;
    let mut rows = Vec::new();
    let mut source: Option<(Vec<u8>, u64)> = None;
    for item in items {
        match item {
            AsmItem::Symbol(..) => {}
            AsmItem::Source(file, line) => source = Some((file.clone(), *line)),
            AsmItem::Instr(addr, text) => rows.push(Row {
                addr: *addr,
                text: Some(text),
                instr: None,
                source: source.clone(),
            }),
        }
    }
    if disassembled
        && !starts_in_own_symbol(items, &code.key.name)
        && !items.iter().any(|i| matches!(i, AsmItem::Source(..)))
    {
        notes.push(format!(
            "object {object} has no symbols or line table (stripped?): the code is shown up to the last \
             recorded instruction, without source lines from the object; point --object-dir=DIR at an \
             unstripped copy"
        ));
    }
    // The recorded instructions, by address: each joins the instruction
    // disassembled there, or is a row of its own.
    let mut missing = 0;
    for (&addr, instr) in &code.instrs {
        match rows.binary_search_by_key(&addr, |r| r.addr) {
            Ok(i) => rows[i].instr = Some(instr),
            Err(i) => {
                missing += 1;
                rows.insert(
                    i,
                    Row {
                        addr,
                        text: None,
                        instr: Some(instr),
                        source: None,
                    },
                );
            }
        }
    }
    for row in &mut rows {
        if let Some(i) = row.instr
            && i.line.1 != 0
        {
            row.source = Some((names.get(i.line.0).to_vec(), i.line.1));
        }
    }
    if disassembled && missing > 0 {
        notes.push(format!(
            "{missing} of the {} recorded addresses are no instruction of {object}: it is not the object that \
             was profiled (rebuilt since?); re-run the profile on this build",
            code.instrs.len()
        ));
    }
    Listing {
        rows,
        notes,
        self_cost,
        context_ids,
        contexts,
        disassembled,
    }
}

/// objdump's output for a range that starts at the function's first
/// recorded instruction: up to the first symbol after its last one (the
/// next function), or when the range does not start in a symbol of the
/// function's name (a stripped object, or one with dynamic symbols only),
/// up to the last one.
fn cut(items: Vec<AsmItem>, last: u64, name: &[u8]) -> Vec<AsmItem> {
    let symbols = starts_in_own_symbol(&items, name);
    let mut out = Vec::with_capacity(items.len());
    for item in items {
        match &item {
            AsmItem::Symbol(addr, _) if *addr > last => break,
            AsmItem::Instr(addr, _) if !symbols && *addr > last => break,
            _ => out.push(item),
        }
    }
    out
}

/// `jle 1abb <void std::__introsort_loop<...>(...) [clone .isra.0]+0x1cb>`
/// becomes `jle 1abb <+0x1cb>`: a jump within the function names it in
/// full, which for C++ buries the instruction.
fn shorten_own_name(items: &mut [AsmItem], name: &[u8]) {
    if !starts_in_own_symbol(items, name) {
        // `<__cxa_finalize@plt+0x167>` in a stripped object: a symbol of
        // another function, kept as objdump prints it.
        return;
    }
    let Some(own) = items.iter().find_map(|i| match i {
        AsmItem::Symbol(_, s) => Some(s.split_once("+0x").map_or(s.as_str(), |(a, _)| a).to_string()),
        _ => None,
    }) else {
        return;
    };
    let pattern = format!("<{own}+0x");
    let exact = format!("<{own}>");
    for item in items {
        if let AsmItem::Instr(_, text) = item {
            if let Some(at) = text.find(&pattern) {
                let rest = text[at + pattern.len()..].to_string();
                text.truncate(at);
                text.push_str("<+0x");
                text.push_str(&rest);
            } else if let Some(at) = text.find(&exact) {
                text.replace_range(at..at + exact.len(), "<+0x0>");
            }
        }
    }
}

/// Whether objdump's output starts in a symbol of the function's name:
/// not so in a stripped object (objdump names the nearest symbol left,
/// `<__cxa_finalize@plt+0x105>`) or one with dynamic symbols only.
fn starts_in_own_symbol(items: &[AsmItem], name: &[u8]) -> bool {
    let first = items.iter().find_map(|i| match i {
        AsmItem::Symbol(_, s) => Some(s),
        _ => None,
    });
    first.is_some_and(|s| {
        let s = s.split_once("+0x").map_or(s.as_str(), |(a, _)| a);
        // `add(long)` as objdump -C prints it, `add` as a C profile names it.
        let s = s.split_once('(').map_or(s, |(a, _)| a).as_bytes();
        let name = name.split(|&b| b == b'(').next().unwrap_or(name);
        s == name
    })
}

/// For each function of `mc`, the self cost in the profile of the
/// contexts whose code it is, and those contexts: one pass over the
/// profile's functions (a pass per function took a fifth of the 50 MB
/// benchmark profile's `--asm` run, in base_name).
fn contexts_of(profile: &Profile, mc: &MachineCode) -> Vec<(Cost, Vec<FuncId>)> {
    let codes = &mc.instr.code;
    let index: FxHashMap<(&[u8], &[u8]), usize> = codes
        .iter()
        .enumerate()
        .map(|(k, c)| ((c.key.object.as_slice(), c.key.name.as_slice()), k))
        .collect();
    let mut out: Vec<(Cost, Vec<FuncId>)> = codes
        .iter()
        .map(|_| (Cost::zero(profile.events.len()), Vec::new()))
        .collect();
    for (f, func) in profile.functions.iter().enumerate() {
        if let Some(o) = func.home_object
            && let Some(&k) = index.get(&(profile.name(o), base_name(profile.name(func.name))))
        {
            out[k].0.add_saturating(profile.self_cost(f as FuncId));
            out[k].1.push(f as FuncId);
        }
    }
    out
}

/// The profile's function of each (file, name), for the `=>` lines.
fn function_index(profile: &Profile) -> FxHashMap<(&[u8], &[u8]), FuncId> {
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
    let components = call_components(profile);
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
        write_function(out, plan, mc, code, &listing, &index, &components, &mut sources)?;
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn write_function(
    out: &mut dyn Write,
    plan: &Plan<'_>,
    mc: &MachineCode,
    code: &Code,
    listing: &Listing<'_>,
    index: &FxHashMap<(&[u8], &[u8]), FuncId>,
    components: &[u32],
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
            let (a, b) = (listing.rows[start].addr, listing.rows[i - 1].addr);
            let k = i - start;
            writeln!(
                out,
                "-- {k} instruction{} not run ({a:x}-{b:x}) ----------------------------",
                if k == 1 { "" } else { "s" }
            )?;
            last_source = None;
            continue;
        }
        let row = &listing.rows[i];
        if let Some(src) = &row.source
            && last_source != Some(src)
        {
            write!(out, "{:blank$}   ", "")?;
            out.write_all(&src.0)?;
            write!(out, ":{}", src.1)?;
            if let Some(text) = sources.line(plan, &src.0, src.1) {
                out.write_all(b"  ")?;
                out.write_all(text.trim_ascii())?;
            }
            out.write_all(b"\n")?;
            last_source = Some(src);
        }
        let cost = row.instr.map(|x| x.cost.as_ref());
        write_costs(out, cost, &widths, &cols)?;
        let mark = match cost.and_then(|c| c.get(e)) {
            Some(v) if v as f64 >= hot => ">>",
            _ => "  ",
        };
        write!(out, "{mark} {:>addr_width$x}", row.addr)?;
        let missing = if listing.disassembled {
            "<not an instruction in the object>"
        } else {
            ""
        };
        let text = row.text.unwrap_or(missing);
        if !text.is_empty() {
            out.write_all(b"  ")?;
            out.write_all(text.as_bytes())?;
        }
        out.write_all(b"\n")?;
        if let Some(instr) = row.instr {
            write_calls(out, plan, mc, instr, index, components, &widths, &listing.context_ids)?;
            for j in &instr.jumps {
                write!(out, "{:blank$}{:addr_width$}     ", "", "")?;
                out.write_all(jump_text(plan, mc, code, row.addr, instr, j).as_bytes())?;
                out.write_all(b"\n")?;
            }
            if let Some(n) = never_taken(plan, mc, row, instr) {
                write!(out, "{:blank$}{:addr_width$}     ", "", "")?;
                writeln!(out, "| jcnd: taken 0 of {} (0.0%)", commify(n))?;
            }
        }
        i += 1;
    }
    out.write_all(b"\n")
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

#[allow(clippy::too_many_arguments)]
fn write_calls(
    out: &mut dyn Write,
    plan: &Plan<'_>,
    mc: &MachineCode,
    instr: &Instr,
    index: &FxHashMap<(&[u8], &[u8]), FuncId>,
    components: &[u32],
    widths: &[usize],
    context_ids: &[FuncId],
) -> io::Result<()> {
    let names = &mc.instr.names;
    let mut calls: Vec<&InstrCall> = instr.calls.iter().collect();
    calls.sort_by(|a, b| {
        plan.cmp_costs(a.cost.as_ref(), b.cost.as_ref())
            .then_with(|| names.get(a.callee).cmp(names.get(b.callee)))
    });
    for c in calls {
        let callee = index.get(&(names.get(c.callee_file), names.get(c.callee))).copied();
        // A call within a recursion shows no cost, as in annotated source:
        // the caller is any context of this code.
        let recursive = callee.is_some_and(|g| {
            context_ids
                .iter()
                .any(|&f| components[f as usize] == components[g as usize])
        });
        let cost = (!recursive).then(|| c.cost.as_ref());
        match callee {
            Some(g) => write_call_line(out, plan, g, c.count, cost, widths)?,
            None => {
                write_costs(out, cost, widths, &plan.columns(&plan.totals))?;
                out.write_all(b" => ")?;
                out.write_all(names.get(c.callee))?;
                writeln!(out, " ({}x)", commify(c.count))?;
            }
        }
    }
    Ok(())
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
    instr.cost.get(ir)
}

/// How often a branch ran, as far as the profile tells.
#[derive(Debug, Clone, Copy)]
pub(super) enum Runs {
    Exact(u64),
    /// At least this often: the branch's `jcnd=` lines count only the
    /// paths on which it was taken.
    AtLeast(u64),
}

/// How a jump or conditional branch reads under an instruction or a
/// source line: how often it ran and was taken, where to, and flags that
/// catch the eye: a loop's back edge (`back` says how sure), a branch
/// taken about half the time (which a predictor cannot learn).
pub(super) fn branch_text(
    conditional: bool,
    executed: Runs,
    followed: u64,
    target: &str,
    back: Option<&str>,
) -> String {
    let mut s = match (conditional, executed) {
        (true, Runs::Exact(n)) => {
            let p = percent(followed, Some(n));
            format!("| jcnd: taken {} of {} ({p:.1}%)", commify(followed), commify(n))
        }
        (true, Runs::AtLeast(n)) => {
            let p = percent(followed, Some(n));
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
        let p = percent(followed, Some(n));
        if (COIN_FLIP.0..=COIN_FLIP.1).contains(&p) {
            s.push_str("  ~50/50: hard to predict");
        }
    }
    s
}

/// Source files read for the interleaved lines, each once.
#[derive(Default)]
struct SourceCache {
    files: FxHashMap<Vec<u8>, Option<Vec<Vec<u8>>>>,
}

impl SourceCache {
    fn line(&mut self, plan: &Plan<'_>, file: &[u8], line: u64) -> Option<&[u8]> {
        let lines = self.files.entry(file.to_vec()).or_insert_with(|| {
            let (path, _) = find_source(file, &plan.opts.include_dirs, &plan.opts.source_roots)?;
            let text = std::fs::read(bytes_path(&path)).ok()?;
            Some(text.split(|&b| b == b'\n').map(<[u8]>::to_vec).collect())
        });
        let idx = usize::try_from(line).ok()?.checked_sub(1)?;
        lines.as_ref()?.get(idx).map(Vec::as_slice)
    }
}

/// The machine code as data, for `--format=json`: every instruction of the
/// code shown (none folded).
pub fn to_json(plan: &Plan<'_>, mc: &MachineCode, costs: impl Fn(CostRef<'_>) -> Value) -> Value {
    let names = &mc.instr.names;
    let mut functions = Vec::new();
    let mut fetched = fetch_all(plan, mc);
    let contexts = contexts_of(plan.profile, mc);
    for ((code, fetched), contexts) in mc.instr.code.iter().zip(&mut fetched).zip(contexts) {
        let listing = prepare(mc, code, fetched, contexts);
        let instrs: Vec<Value> = listing
            .rows
            .iter()
            .map(|r| {
                let (file, line) = r.source.as_ref().map_or((Value::Null, Value::Null), |(f, l)| {
                    (Value::String(lossy(f)), Value::from(*l))
                });
                let calls: Vec<Value> = r
                    .instr
                    .map_or(&[][..], |i| &i.calls[..])
                    .iter()
                    .map(|c| {
                        json!({
                            "file": lossy(names.get(c.callee_file)),
                            "function": lossy(names.get(c.callee)),
                            "count": c.count,
                            "cost": costs(c.cost.as_ref()),
                        })
                    })
                    .collect();
                let jumps: Vec<Value> = r
                    .instr
                    .map_or(&[][..], |i| &i.jumps[..])
                    .iter()
                    .map(|j| {
                        json!({
                            "conditional": j.conditional,
                            "executed": j.executed,
                            "taken": j.followed,
                            "target": if j.target == 0 { Value::Null } else { Value::from(j.target) },
                            "target_function": lossy(names.get(j.target_func)),
                            "target_file": lossy(names.get(j.target_file)),
                            "target_line": j.target_line,
                        })
                    })
                    .collect();
                json!({
                    "address": r.addr,
                    "text": r.text,
                    "file": file,
                    "line": line,
                    "cost": r.instr.map_or(Value::Null, |i| costs(i.cost.as_ref())),
                    "calls": calls,
                    "jumps": jumps,
                })
            })
            .collect();
        functions.push(json!({
            "function": lossy(&code.key.name),
            "object": lossy(&code.key.object),
            "contexts": listing.contexts,
            "self": costs(listing.self_cost.as_ref()),
            "instructions_total": costs(code.total(plan.profile.events.len()).as_ref()),
            "notes": listing.notes,
            "instructions": instrs,
        }));
    }
    json!({
        "addresses": mc.instr.has_addresses,
        "jumps": mc.instr.has_jumps,
        "functions": functions,
    })
}
