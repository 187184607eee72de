//! A function's code, ready to print: objdump's disassembly of its range
//! (found, cut to the function and tidied) merged with the instructions
//! the profile recorded, and notes on what could not be shown.

use rustc_hash::FxHashMap;

use super::super::Plan;
use super::super::annotate::{bytes_path, is_newer};
use super::super::format::commify;
use super::super::objdump::AsmItem;
use super::batch::{self, Span};
use super::{MachineCode, lossy};
use crate::limits::OBJDUMP_RUN_CAP;
use crate::model::cost::Cost;
use crate::model::instr::{Code, Instr, base_name};
use crate::model::{FuncId, Profile};

/// Disassembly reaches this far past a function's last recorded
/// instruction, up to the next symbol (its cold tail).
pub(super) const TAIL: u64 = 4096;

pub(super) const NO_ADDRESSES: &str = "the profile has no instruction addresses: profile with valgrind --tool=callgrind \
     --dump-instr=yes (and --collect-jumps=yes for branch counts)";

/// The longest range of code disassembled for one function: the
/// biggest functions in real programs (CPython's bytecode loop) are some
/// 40 kB.
pub(super) const MAX_SPAN: u64 = 4 << 20;

/// One row of a function's listing: an instruction (from the object,
/// the profile, or both).
pub(super) struct Row<'a> {
    pub(super) addr: u64,
    /// The instruction's text (`None`: not in the disassembly).
    pub(super) text: Option<&'a str>,
    pub(super) instr: Option<&'a Instr>,
    /// The source file and line it came from: the profile's, else the
    /// object's line table.
    pub(super) source: Option<(Vec<u8>, u64)>,
}

/// A function's code, ready to print.
pub(super) struct Listing<'a> {
    pub(super) rows: Vec<Row<'a>>,
    /// What the reader should know (missing object, no addresses, ...),
    /// each with what would fix it.
    pub(super) notes: Vec<String>,
    /// Self cost of the function's contexts in the profile.
    pub(super) self_cost: Cost,
    /// Those contexts (the functions of the profile whose code this is).
    pub(super) context_ids: Vec<FuncId>,
    /// The object's code is shown (else only the recorded addresses).
    pub(super) disassembled: bool,
    pub(super) contexts: Vec<String>,
}

/// What was found of a function's code: its disassembly (`None`: none),
/// and notes on the object.
#[derive(Default)]
pub(super) struct Fetched {
    pub(super) items: Option<Vec<AsmItem>>,
    pub(super) notes: Vec<String>,
}

/// Finds the object of each function and disassembles its range: close
/// ranges of one object by one objdump run ([`batch`]), the runs in
/// parallel (each spends most of its time reading the object's symbols
/// and line table).
pub(super) fn fetch_all(plan: &Plan<'_>, mc: &MachineCode) -> Vec<Fetched> {
    let codes = &mc.instr.code;
    let (mut fetched, spans): (Vec<Fetched>, Vec<Option<Span>>) = codes.iter().map(|c| locate(plan, mc, c)).unzip();
    let (groups, left) = batch::within_cap(batch::groups(&spans, MAX_SPAN + TAIL), OBJDUMP_RUN_CAP);
    for k in left {
        fetched[k].notes.push(format!(
            "not disassembled: this report already runs objdump {OBJDUMP_RUN_CAP} times, the most it starts \
             (raise --threshold or lower --top to show fewer functions); costs per address without the code:"
        ));
    }
    let jobs = std::sync::atomic::AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).clamp(2, 8);
    let done: Vec<(usize, Result<Vec<AsmItem>, String>)> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads.min(groups.len()))
            .map(|_| {
                s.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let g = jobs.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(group) = groups.get(g) else { break };
                        done.extend(batch::run(&mc.search, &spans, group));
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
    for (k, got) in done {
        let code = &codes[k];
        match got {
            Err(e) => fetched[k].notes.push(e),
            Ok(got) => {
                let last = code.instrs.keys().next_back().copied().unwrap_or(0);
                fetched[k].items = Some(cut(got, last, &code.key.name));
            }
        }
    }
    fetched
}

/// The object of a function's code, with notes on it, and the range to
/// disassemble (`None`: nothing to disassemble).
fn locate(plan: &Plan<'_>, mc: &MachineCode, code: &Code) -> (Fetched, Option<Span>) {
    let mut f = Fetched::default();
    let (Some(&first), Some(&last)) = (code.instrs.keys().next(), code.instrs.keys().next_back()) else {
        return (f, None);
    };
    let object = lossy(&code.key.object);
    if code.key.object.is_empty() || code.key.object == b"???" {
        f.notes
            .push("the profile names no object for it: its code cannot be shown".into());
        return (f, None);
    }
    let Some(found) = mc.search.find(bytes_path(&code.key.object)) else {
        f.notes.push(format!(
            "object {object} not found: copy it there, or point --object-dir=DIR at a directory holding it \
             (--sysroot=DIR for a profile from another machine's file system); costs per address without the code:"
        ));
        return (f, None);
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
        return (f, None);
    }
    let span = Span {
        path: found.path,
        first,
        last,
        stop: last.saturating_add(TAIL),
    };
    (f, Some(span))
}

/// The disassembly (or why there is none) of `code`, merged with its
/// recorded instructions.
pub(super) fn prepare<'a>(
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
pub(super) fn cut(items: Vec<AsmItem>, last: u64, name: &[u8]) -> Vec<AsmItem> {
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
pub(super) fn shorten_own_name(items: &mut [AsmItem], name: &[u8]) {
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
pub(super) fn starts_in_own_symbol(items: &[AsmItem], name: &[u8]) -> bool {
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
pub(super) fn contexts_of(profile: &Profile, mc: &MachineCode) -> Vec<(Cost, Vec<FuncId>)> {
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
