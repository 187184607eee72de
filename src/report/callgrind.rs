//! `--write`: the profile as one Callgrind file, every input and part
//! summed, that KCachegrind, callgrind_annotate and cgann read.
//!
//! Names are compressed (`fn=(3) main` the first time, `fn=(3)` after),
//! positions are absolute line numbers, and `summary:`/`totals:` hold the
//! report's PROGRAM TOTALS (unless the report calculates it, for want of
//! totals in the inputs: then the file has none either).
//!
//! The output depends on nothing but the profile: call sites come in the
//! order they first appeared in the input, each caller's cost lines
//! (sorted by line) with its first calls, then the functions that call
//! nothing, by file and name. Keeping the sites' order keeps the report's
//! annotation, which shows the first caller at a line; and writing a
//! written file again gives the same bytes.
//!
//! Reading the file back gives the same report: functions keep their
//! objects, the pairs of functions and code inlined into them come back
//! (see `inlining`), and file names get back the prefix the loader
//! stripped.

use std::io::{self, Write};

use rustc_hash::FxHashMap;

use crate::model::cost::{CostRef, Val};
use crate::model::{CallStat, FuncId, FunctionLines, Profile};
use crate::parse::header::PartHeader;

/// What the file says besides the profile's data.
pub struct WriteOptions<'a> {
    /// The prefix stripped from file names while loading (the current
    /// directory), given back to the names that lost it.
    pub strip_prefix: Option<&'a [u8]>,
    /// The names of the inputs, for a comment when several parts are summed.
    pub inputs: &'a [String],
}

/// Writes `profile`, which must have been loaded with
/// [`crate::model::builder::BuildOptions::function_lines`].
pub fn write_callgrind(out: &mut dyn Write, profile: &Profile, opts: &WriteOptions<'_>) -> io::Result<()> {
    let lines = profile
        .function_lines
        .as_ref()
        .expect("the profile was loaded with function_lines");
    let mut w = Writer {
        out,
        profile,
        prefix: opts.strip_prefix,
        lines,
        ids: Default::default(),
        object: None,
        file: None,
    };
    let (totals, totals_len) = program_totals(profile);
    w.header(opts, &totals[..totals_len])?;

    // Each function's cost lines, sorted by line.
    let count = profile.functions.len();
    let mut rows: Vec<Vec<(u64, u32)>> = vec![Vec::new(); count];
    for (&f, map) in &lines.map {
        rows[f as usize].extend(map.iter().map(|(&line, &row)| (line, row)));
    }
    for r in &mut rows {
        r.sort_unstable();
    }
    let (hosts, pairs) = inlining(profile);
    // Inlined-code pairs no function's block gives, first: the blocks
    // then set the functions' objects as the input left them.
    for (g, f) in pairs {
        w.enter(g, &hosts)?;
        w.inlined(g, f)?;
    }
    // A function seen in several objects (`Profile::several_objects`): an
    // entry without cost lines in each of its other objects, before its
    // blocks set the object it was last seen in.
    let mut several: Vec<(&FuncId, &Vec<u32>)> = profile.several_objects.iter().collect();
    several.sort_by(|a, b| by_name(profile, *a.0, *b.0));
    for (&f, objects) in several {
        let func = &profile.functions[f as usize];
        let Some(home) = func.object else { continue };
        for &o in objects.iter().filter(|&&o| o != home) {
            w.out.write_all(b"\n")?;
            w.set_object(o)?;
            w.set_file(func.file)?;
            w.name("fn", FUNC, func.name)?;
        }
    }
    let mut sites: Vec<(&(FuncId, FuncId, u64), &CallStat)> = profile.call_sites.iter().collect();
    sites.sort_unstable_by_key(|&(key, s)| (s.seq, *key));
    let mut written = vec![false; count];
    let mut rest = &sites[..];
    while let Some(&(&(caller, _, _), _)) = rest.first() {
        let run = rest.iter().take_while(|(k, _)| k.0 == caller).count();
        w.enter(caller, &hosts)?;
        if !std::mem::replace(&mut written[caller as usize], true) {
            for &(line, row) in &rows[caller as usize] {
                w.cost_line(line, lines.costs.get(row))?;
            }
        }
        for &(&(_, callee, line), site) in &rest[..run] {
            w.call(caller, callee, line, site)?;
        }
        rest = &rest[run..];
    }
    // The rest by name, so writing the written file again gives it back.
    let mut others: Vec<FuncId> = (0..count as FuncId).filter(|&f| !written[f as usize]).collect();
    others.sort_by(|&a, &b| by_name(profile, a, b));
    for f in others {
        let func = &profile.functions[f as usize];
        if func.has_body {
            w.enter(f, &hosts)?;
            for &(line, row) in &rows[f as usize] {
                w.cost_line(line, lines.costs.get(row))?;
            }
        } else if func.object.is_some() {
            // Named by fn= without costs: the object shows in call trees.
            w.enter(f, &hosts)?;
        }
    }
    if totals_len > 0 {
        w.out.write_all(b"\ntotals:")?;
        w.values(totals[..totals_len].iter().copied())?;
        w.out.write_all(b"\n")?;
    }
    Ok(())
}

/// PROGRAM TOTALS as the report takes it from the parts (see
/// `report::Plan`), in the recorded events' columns, and how many of them
/// to write. When the parts record none, the report calculates the total
/// (and says so): the file then records none either, and reading it
/// calculates the same sum again.
fn program_totals(profile: &Profile) -> (Vec<Option<Val>>, usize) {
    let n = profile.recorded;
    match profile.recorded_total() {
        Some(t) => ((0..n).map(|i| t.cost.get(i)).collect(), t.len.min(n)),
        None => (Vec::new(), 0),
    }
}

/// How the file gives back the pairs of [`Profile::inlined`] (a function,
/// and a function of code inlined into it by `fi=`/`fe=`): a function only
/// ever reached through `fi=`/`fe=` (which has no object of its own) is
/// written under one of the functions it was inlined into, its host,
/// preferably one in the object its code lives in: `fn=` the host, then
/// `fi=` its file, as the input did. Every other pair gets an entry of its
/// own, without cost lines. Returns the hosts and those other pairs.
fn inlining(profile: &Profile) -> (FxHashMap<FuncId, FuncId>, Vec<(FuncId, FuncId)>) {
    let mut partners: FxHashMap<FuncId, Vec<FuncId>> = FxHashMap::default();
    for &(g, f) in &profile.inlined {
        partners.entry(f).or_default().push(g);
    }
    let mut hosts = FxHashMap::default();
    for (f, func) in profile.functions.iter().enumerate() {
        if func.object.is_some() || !func.has_body {
            continue;
        }
        let candidates = partners.get(&(f as FuncId)).map_or(&[][..], Vec::as_slice);
        let home = |g: &FuncId| profile.functions[*g as usize].object == func.home_object;
        // Those in the right object first, then by name.
        let host = candidates
            .iter()
            .filter(|&&g| profile.functions[g as usize].object.is_some())
            .min_by(|a, b| home(b).cmp(&home(a)).then_with(|| by_name(profile, **a, **b)));
        if let Some(&g) = host {
            hosts.insert(f as FuncId, g);
        }
    }
    let mut others: Vec<(FuncId, FuncId)> = profile
        .inlined
        .iter()
        .copied()
        .filter(|&(g, f)| hosts.get(&f) != Some(&g))
        .collect();
    others.sort_by(|&(a, b), &(c, d)| by_name(profile, a, c).then_with(|| by_name(profile, b, d)));
    (hosts, others)
}

/// Functions in order of file name, then name (then id, for equal names).
fn by_name(profile: &Profile, a: FuncId, b: FuncId) -> std::cmp::Ordering {
    let key = |f: FuncId| {
        let func = &profile.functions[f as usize];
        (profile.name(func.file), profile.name(func.name), f)
    };
    key(a).cmp(&key(b))
}

/// Name spaces of the format: files (`fl fi fe cfi`), functions
/// (`fn cfn`), objects (`ob cob`).
const FILE: usize = 0;
const FUNC: usize = 1;
const OBJECT: usize = 2;

struct Writer<'a> {
    out: &'a mut dyn Write,
    profile: &'a Profile,
    prefix: Option<&'a [u8]>,
    lines: &'a FunctionLines,
    /// The compressed id of each name written, per space.
    ids: [FxHashMap<u32, u64>; 3],
    /// The reader's current object and file.
    object: Option<u32>,
    file: Option<u32>,
}

impl Writer<'_> {
    fn header(&mut self, opts: &WriteOptions<'_>, totals: &[Option<Val>]) -> io::Result<()> {
        let profile = self.profile;
        let parts = &profile.parts;
        writeln!(
            self.out,
            "# callgrind format\nversion: 1\ncreator: cgann {}",
            env!("CARGO_PKG_VERSION")
        )?;
        if parts.len() > 1 {
            let inputs = opts.inputs.iter().map(|i| format!("'{i}'")).collect::<Vec<_>>();
            writeln!(
                self.out,
                "# Written by cgann --write: the sum of {} parts of {}",
                parts.len(),
                inputs.join(", ")
            )?;
        }
        // What every part says alike; commands that differ are all named.
        let same = |get: fn(&PartHeader) -> &Option<Vec<u8>>| {
            let first = parts.first().and_then(|p| get(p).as_deref());
            first.filter(|v| parts.iter().all(|p| get(p).as_deref() == Some(*v)))
        };
        let mut cmds: Vec<&[u8]> = Vec::new();
        for cmd in parts.iter().filter_map(|p| p.cmd.as_deref()) {
            if !cmd.is_empty() && !cmds.contains(&cmd) {
                cmds.push(cmd);
            }
        }
        if !cmds.is_empty() {
            self.out.write_all(b"cmd: ")?;
            self.out.write_all(&cmds.join(&b" + "[..]))?;
            self.out.write_all(b"\n")?;
        }
        for (key, value) in [
            ("pid", same(|p| &p.pid)),
            ("part", same(|p| &p.part)),
            ("thread", same(|p| &p.thread)),
        ] {
            if let Some(v) = value.filter(|v| !v.is_empty()) {
                write!(self.out, "{key}: ")?;
                self.out.write_all(v)?;
                self.out.write_all(b"\n")?;
            }
        }
        // The report shows the first part's description.
        for d in parts.first().map_or(&[][..], |p| p.desc.as_slice()) {
            self.out.write_all(b"desc: ")?;
            self.out.write_all(d)?;
            self.out.write_all(b"\n")?;
        }
        self.out.write_all(b"positions: line\n")?;
        // Event definitions as the loader takes them: the first of each name.
        let mut defined: Vec<&str> = Vec::new();
        for d in parts.iter().flat_map(|p| &p.event_defs) {
            if defined.contains(&d.name.as_str()) {
                continue;
            }
            defined.push(&d.name);
            write!(self.out, "event: {}", d.name)?;
            if let Some(f) = &d.formula {
                write!(self.out, " = {f}")?;
            }
            if let Some(l) = &d.long_name {
                write!(self.out, " : {l}")?;
            }
            self.out.write_all(b"\n")?;
        }
        writeln!(self.out, "events: {}", profile.events[..profile.recorded].join(" "))?;
        if !totals.is_empty() {
            self.out.write_all(b"summary:")?;
            self.values(totals.iter().copied())?;
            self.out.write_all(b"\n")?;
        }
        Ok(())
    }

    /// ` v1 v2 ...`: `.` for an undefined value.
    fn values(&mut self, vals: impl IntoIterator<Item = Option<Val>>) -> io::Result<()> {
        for v in vals {
            match v {
                Some(v) => write!(self.out, " {v}")?,
                None => self.out.write_all(b" .")?,
            }
        }
        Ok(())
    }

    /// `key=(id) name` the first time, `key=(id)` afterwards; an empty name
    /// (which cannot be compressed) plainly.
    fn name(&mut self, key: &str, space: usize, id: u32) -> io::Result<()> {
        let name = self.profile.name(id);
        if name.is_empty() {
            return writeln!(self.out, "{key}=");
        }
        if let Some(n) = self.ids[space].get(&id) {
            return writeln!(self.out, "{key}=({n})");
        }
        let n = self.ids[space].len() as u64 + 1;
        self.ids[space].insert(id, n);
        write!(self.out, "{key}=({n}) ")?;
        if space == FILE
            && let Some(prefix) = self.prefix.filter(|_| self.lines.stripped(id))
        {
            self.out.write_all(prefix)?;
        }
        self.out.write_all(name)?;
        self.out.write_all(b"\n")
    }

    fn set_object(&mut self, object: u32) -> io::Result<()> {
        if self.object != Some(object) {
            self.name("ob", OBJECT, object)?;
            self.object = Some(object);
        }
        Ok(())
    }

    fn set_file(&mut self, file: u32) -> io::Result<()> {
        if self.file != Some(file) {
            self.name("fl", FILE, file)?;
            self.file = Some(file);
        }
        Ok(())
    }

    /// Makes `f` the current function, with its object.
    fn enter(&mut self, f: FuncId, hosts: &FxHashMap<FuncId, FuncId>) -> io::Result<()> {
        let func = &self.profile.functions[f as usize];
        self.out.write_all(b"\n")?;
        match (func.object, hosts.get(&f)) {
            (None, Some(&host)) => {
                let h = &self.profile.functions[host as usize];
                if let Some(o) = h.object {
                    self.set_object(o)?;
                }
                self.set_file(h.file)?;
                self.name("fn", FUNC, h.name)?;
                self.inlined(host, f)?;
            }
            (object, _) => {
                if let Some(o) = object.or(func.home_object) {
                    self.set_object(o)?;
                }
                self.set_file(func.file)?;
                self.name("fn", FUNC, func.name)?;
            }
        }
        Ok(())
    }

    /// Code of `f` inlined into the current function, `host`: `fi=` its
    /// file, which names it when it has the host's name (as callgrind
    /// writes inlined code); else CodSpeed's `cfni=` its name too (`fi=`
    /// first when its file is another): `fi=` alone would read back as the
    /// host's code, summing the two (300 + 150 read back as 450).
    fn inlined(&mut self, host: FuncId, f: FuncId) -> io::Result<()> {
        let (h, func) = (
            &self.profile.functions[host as usize],
            &self.profile.functions[f as usize],
        );
        if h.name == func.name || self.file != Some(func.file) {
            self.name("fi", FILE, func.file)?;
            self.file = Some(func.file);
        }
        if h.name != func.name {
            self.name("cfni", FUNC, func.name)?;
        }
        Ok(())
    }

    /// `line costs`: values up to the last defined one.
    fn cost_line(&mut self, line: u64, cost: CostRef<'_>) -> io::Result<()> {
        let n = self.profile.recorded.min(cost.vals.len());
        let last = (0..n).rev().find(|&i| cost.get(i).is_some()).map_or(0, |i| i + 1);
        write!(self.out, "{line}")?;
        self.values((0..last).map(|i| cost.get(i)))?;
        self.out.write_all(b"\n")
    }

    /// A call from the current function (`caller`) at `line` of its file,
    /// to the callee's line the profile named (`calls=N target`).
    fn call(&mut self, caller: FuncId, callee: FuncId, line: u64, site: &CallStat) -> io::Result<()> {
        let c = &self.profile.functions[callee as usize];
        // As callgrind writes them: cob= when the callee's object differs
        // from the caller's, cfi= when its file differs from the current.
        if let Some(o) = c.object.or(c.home_object)
            && self.object != Some(o)
        {
            self.name("cob", OBJECT, o)?;
        }
        if self.file != Some(c.file) {
            self.name("cfi", FILE, c.file)?;
        }
        self.name("cfn", FUNC, c.name)?;
        let profile = self.profile;
        let target = self
            .lines
            .call_targets
            .get(&(caller, callee, line))
            .copied()
            .unwrap_or(0);
        writeln!(self.out, "calls={} {target}", site.count)?;
        self.cost_line(line, profile.site_cost(site))
    }
}
