//! Annotated source: each chosen file's lines with their costs, the calls
//! made from them (`=> callee (Nx)`), context windows, and the warnings and
//! footer callgrind_annotate prints.

use std::collections::BTreeSet;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use rustc_hash::{FxHashMap, FxHashSet};

use super::asm::{Runs, branch_text};
use super::format::{RULE, commify, widths, write_costs, write_event_names};
use super::{Plan, ReportError};
use crate::analysis::function_call_exactness;
use crate::analysis::recursion::{CallExactness, Recursion};
use crate::model::cost::{Cost, CostRef};
use crate::model::instr::base_name;
use crate::model::{CallStat, FuncId, JumpCount, JumpSite, Profile};
use crate::parse::UNKNOWN;

/// Calls made from each line of each file: file -> line -> callees.
/// Each entry: (caller, callee, cost of the calls at that line).
type CallsByLine<'p> = FxHashMap<u32, FxHashMap<u64, Vec<(FuncId, FuncId, &'p CallStat)>>>;

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

/// What annotating reads from the whole profile, for a caller that
/// annotates many times (the browser): the call sites of each file and
/// which calls' recorded costs are exact figures. On the 1 GB benchmark profile (821,000
/// functions) these took 200 ms of each file's annotation.
pub struct SiteIndex {
    /// Call sites (caller, callee, line) by the caller's file.
    by_file: FxHashMap<u32, Vec<(FuncId, FuncId, u64)>>,
    exactness: CallExactness,
}

impl SiteIndex {
    pub fn new(profile: &Profile) -> SiteIndex {
        let mut by_file: FxHashMap<u32, Vec<(FuncId, FuncId, u64)>> = FxHashMap::default();
        for &key in profile.call_sites.keys() {
            by_file
                .entry(profile.functions[key.0 as usize].file)
                .or_default()
                .push(key);
        }
        SiteIndex {
            by_file,
            exactness: function_call_exactness(profile),
        }
    }

    /// The call sites (caller, callee, line) in a file.
    pub fn sites_of_file(&self, file: u32) -> &[(FuncId, FuncId, u64)] {
        self.by_file.get(&file).map_or(&[], Vec::as_slice)
    }
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
    let profile = plan.profile;
    let opts = plan.opts;
    let user: BTreeSet<&[u8]> = opts.user_files.iter().map(|s| s.as_bytes()).collect();
    let mut files: BTreeSet<&[u8]> = user.clone();
    if opts.auto {
        for &file in auto_files {
            let name = profile.name(file);
            if name != UNKNOWN {
                files.insert(name);
            }
        }
    }
    if files.is_empty() {
        return Ok(());
    }
    let file_ids: FxHashSet<u32> = files.iter().filter_map(|f| profile.names.find(f)).collect();
    let calls = match index {
        None => calls_by_line(plan, &file_ids, || profile.call_sites.iter()),
        Some(index) => calls_by_line(plan, &file_ids, || {
            file_ids
                .iter()
                .filter_map(|f| index.by_file.get(f))
                .flatten()
                .filter_map(|key| profile.call_sites.get_key_value(key))
        }),
    };
    // Calls whose recorded cost is no exact figure print without it (see
    // `Recursion::hides_call`): the same analysis as the --tree lines.
    let exactness =
        (!calls.is_empty() && recursion.is_none() && index.is_none()).then(|| function_call_exactness(profile));
    let hides_call = |a: FuncId, b: FuncId| match (recursion, index, &exactness) {
        (Some(r), _, _) => r.hides_call(a, b),
        (None, Some(index), _) => index.exactness.hides_call(a, b),
        (None, None, Some(e)) => e.hides_call(a, b),
        (None, None, None) => false,
    };
    let branches = if opts.branches {
        branches_by_line(profile, &file_ids)
    } else {
        FxHashMap::default()
    };
    let n = profile.events.len();
    let mut printed_total = Cost::zero(n);
    let mut unfound = Vec::new();
    let mut did_annotate = false;
    for name in files {
        // A file with no costs needs no reading (and is never opened, which
        // also keeps a directory named on the command line harmless).
        let file_id = profile.names.find(name);
        let lines = file_id.and_then(|id| profile.lines.get(&id));
        let found = find_source(name, &opts.include_dirs, &opts.source_roots);
        if lines.is_some() && found.is_none() {
            unfound.push(name);
            continue;
        }
        // Open and read the first block before printing anything, so a file
        // that cannot be read (no permission, an I/O error) is listed with
        // the files not found instead of breaking off the report.
        let source = match (&found, lines) {
            (Some((path, _)), Some(_)) => match open_source(path) {
                Ok(src) => Some(src),
                Err(e) => {
                    eprintln!("cgann: {}: {e}", printable(path));
                    unfound.push(name);
                    continue;
                }
            },
            _ => None,
        };
        let kind = if user.contains(name) { "User" } else { "Auto" };
        out.write_all(RULE.as_bytes())?;
        write!(out, "-- {kind}-annotated source: ")?;
        out.write_all(found.as_ref().map_or(name, |(_, shown)| shown.as_slice()))?;
        out.write_all(b"\n")?;
        out.write_all(RULE.as_bytes())?;
        let (Some(lines), Some(source)) = (lines, source) else {
            out.write_all(b"  No information has been collected for ")?;
            out.write_all(name)?;
            out.write_all(b"\n\n")?;
            continue;
        };
        did_annotate = true;
        let no_calls = FxHashMap::default();
        let file_calls = file_id.and_then(|id| calls.get(&id)).unwrap_or(&no_calls);
        let no_branches = FxHashMap::default();
        let file = SourceFile {
            name,
            lines,
            profile,
            calls: file_calls,
            hides_call: &hides_call,
            branches: file_id.and_then(|id| branches.get(&id)).unwrap_or(&no_branches),
        };
        file.write(out, plan, source, &mut printed_total)?;
    }
    if !unfound.is_empty() {
        out.write_all(RULE.as_bytes())?;
        if opts.source_roots.is_empty() {
            out.write_all(b"The following files chosen for auto-annotation could not be found:\n")?;
        } else {
            // cgann's own option: the list says how many and why.
            writeln!(
                out,
                "The following {} chosen for auto-annotation {} skipped: not found under --source-root (-I adds directories to look in)",
                match unfound.len() {
                    1 => "file".to_string(),
                    n => format!("{n} files"),
                },
                if unfound.len() == 1 { "was" } else { "were" }
            )?;
        }
        out.write_all(RULE.as_bytes())?;
        for f in unfound {
            out.write_all(b"  ")?;
            out.write_all(f)?;
            out.write_all(b"\n")?;
        }
        out.write_all(b"\n")?;
    }
    if did_annotate {
        write_footer(out, plan, &printed_total)?;
    }
    Ok(())
}

/// The first include directory holding `name` as a regular file (never a
/// FIFO, device or directory) under one of the source roots, if any are
/// given, and the name to show: `dir/ + name` when found through an include
/// directory.
pub fn find_source(name: &[u8], include_dirs: &[String], roots: &[PathBuf]) -> Option<(Vec<u8>, Vec<u8>)> {
    for dir in source_dirs(include_dirs) {
        let mut path = dir.to_vec();
        path.extend_from_slice(name);
        if is_regular_file(&path) && under_roots(&path, roots) {
            let shown = if dir.is_empty() {
                name.to_vec()
            } else {
                [dir, b" + ", name].concat()
            };
            return Some((path, shown));
        }
    }
    None
}

/// The directories a source file is looked for in, in order: as named
/// (the current directory for a relative name), then each include
/// directory (each ending in `/`).
pub fn source_dirs(include_dirs: &[String]) -> impl Iterator<Item = &[u8]> {
    std::iter::once(&b""[..]).chain(include_dirs.iter().map(|d| d.as_bytes()))
}

/// Whether `path`, with symbolic links and `..` resolved, lies under one of
/// `roots` (always true without roots).
fn under_roots(path: &[u8], roots: &[PathBuf]) -> bool {
    roots.is_empty()
        || std::fs::canonicalize(bytes_path(path)).is_ok_and(|real| roots.iter().any(|r| real.starts_with(r)))
}

pub fn is_regular_file(path: &[u8]) -> bool {
    !path.is_empty() && std::fs::metadata(bytes_path(path)).is_ok_and(|m| m.is_file())
}

#[cfg(unix)]
pub(super) fn bytes_path(p: &[u8]) -> &Path {
    use std::os::unix::ffi::OsStrExt;
    Path::new(std::ffi::OsStr::from_bytes(p))
}

#[cfg(not(unix))]
pub(super) fn bytes_path(p: &[u8]) -> &Path {
    Path::new(std::str::from_utf8(p).unwrap_or(""))
}

/// Calls per call site in the given files, by file and line. At each line
/// only the first function seen calling from there counts, as in
/// callgrind_annotate: other contexts of the same code (`fib'2` beside
/// `fib`) are left out.
/// `sites` gives the call sites to look at (any order; at least those of
/// `files`), each time it is called.
fn calls_by_line<'p, I>(plan: &Plan<'p>, files: &FxHashSet<u32>, sites: impl Fn() -> I) -> CallsByLine<'p>
where
    I: Iterator<Item = (&'p (FuncId, FuncId, u64), &'p CallStat)>,
{
    let profile = plan.profile;
    let file_of = |caller: FuncId| profile.functions[caller as usize].file;
    let mut first: FxHashMap<(u32, u64), (u32, FuncId)> = FxHashMap::default();
    for (&(caller, _, line), site) in sites() {
        let file = file_of(caller);
        if files.contains(&file) {
            let e = first.entry((file, line)).or_insert((site.seq, caller));
            if site.seq < e.0 {
                *e = (site.seq, caller);
            }
        }
    }
    let mut by_line: CallsByLine = FxHashMap::default();
    for (&(caller, callee, line), site) in sites() {
        let file = file_of(caller);
        if first.get(&(file, line)).is_some_and(|&(_, c)| c == caller) {
            by_line
                .entry(file)
                .or_default()
                .entry(line)
                .or_default()
                .push((caller, callee, site));
        }
    }
    by_line
}

/// A line-range bound. Context may be fractional (`--context=1.5`, which
/// callgrind_annotate accepts and prints as `-- line 8.5 ---`); integer
/// bounds stay exact even for line numbers near 2^64.
#[derive(Clone, Copy)]
enum Mark {
    Int(i128),
    Frac(f64),
}

impl Mark {
    fn at(line: u64, offset: f64) -> Mark {
        if offset.fract() == 0.0 {
            Mark::Int(i128::from(line) + offset as i128)
        } else {
            Mark::Frac(line as f64 + offset)
        }
    }

    /// `line < self - minus`
    fn above(self, line: u64, minus: i128) -> bool {
        match self {
            Mark::Int(m) => i128::from(line) < m - minus,
            Mark::Frac(m) => (line as f64) < m - minus as f64,
        }
    }

    fn below_one(self) -> bool {
        match self {
            Mark::Int(m) => m < 1,
            Mark::Frac(m) => m < 1.0,
        }
    }

    fn is_one(self) -> bool {
        match self {
            Mark::Int(m) => m == 1,
            Mark::Frac(m) => m == 1.0,
        }
    }

    fn text(self) -> String {
        match self {
            Mark::Int(m) => m.to_string(),
            Mark::Frac(m) => super::format::perl_number(m),
        }
    }
}

/// An opened source file whose first block has been read.
struct OpenSource {
    reader: BufReader<File>,
    /// Its modification time.
    modified: Option<SystemTime>,
    path: Vec<u8>,
}

fn open_source(path: &[u8]) -> io::Result<OpenSource> {
    let file = File::open(bytes_path(path))?;
    let modified = file.metadata().and_then(|m| m.modified()).ok();
    let mut reader = BufReader::new(file);
    reader.fill_buf()?;
    Ok(OpenSource {
        reader,
        modified,
        path: path.to_vec(),
    })
}

/// Bytes for a message on the terminal: control characters escaped, so a
/// hostile name cannot move the cursor or hide text.
pub fn printable(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

struct SourceFile<'a> {
    name: &'a [u8],
    lines: &'a FxHashMap<u64, u32>,
    profile: &'a Profile,
    calls: &'a FxHashMap<u64, Vec<(FuncId, FuncId, &'a CallStat)>>,
    /// Whether a call's recorded cost is no exact figure (it prints `.`).
    hides_call: &'a dyn Fn(FuncId, FuncId) -> bool,
    /// `--branches=yes`: the jumps recorded at each line.
    branches: &'a FxHashMap<u64, Vec<(JumpSite, JumpCount)>>,
}

impl SourceFile<'_> {
    fn cost(&self, line: u64) -> CostRef<'_> {
        self.profile.line_costs.get(self.lines[&line])
    }

    fn write(
        &self,
        out: &mut dyn Write,
        plan: &Plan<'_>,
        source: OpenSource,
        printed_total: &mut Cost,
    ) -> Result<(), ReportError> {
        let opts = plan.opts;
        let events = &plan.profile.events;
        let newer = is_newer(source.modified, opts.input_mtime);
        let path = source.path;
        let mut src = source.reader;
        if newer {
            write_newer_warning(out, self.name, &opts.input_name)?;
        }
        let widths = widths(events, self.lines.keys().map(|&l| self.cost(l)), opts.show_percs);
        let cols = plan.columns(&plan.totals);
        write_event_names(out, events, &widths, &plan.show_order)?;
        out.write_all(b"\n\n")?;

        let mut line_nums: Vec<u64> = self.lines.keys().copied().filter(|&l| l != 0).collect();
        line_nums.sort_unstable();
        let ranges = ranges(&line_nums, opts.context);
        let mut next = 0; // index into line_nums of the next line with cost
        let mut dot: u64 = 0; // lines read so far (Perl's `$.`)
        let mut buf = Vec::new();
        // A read error part way (rare: the first block was read before
        // anything was printed) ends this file's annotation with a warning.
        let mut failed = false;
        let mut read = |buf: &mut Vec<u8>, dot: &mut u64| -> io::Result<bool> {
            buf.clear();
            if failed {
                return Ok(false);
            }
            match src.read_until(b'\n', buf) {
                Ok(0) => return Ok(false),
                Ok(_) => {}
                Err(e) => {
                    eprintln!("cgann: {}: {e} (annotation stops here)", printable(&path));
                    failed = true;
                    buf.clear();
                    return Ok(false);
                }
            }
            *dot += 1;
            Ok(true)
        };
        for (low, high) in ranges {
            while low.above(dot, 1) {
                if !read(&mut buf, &mut dot)? {
                    break;
                }
            }
            if !low.is_one() {
                writeln!(out, "-- line {} ----------------------------------------", low.text())?;
            }
            let mut at_eof = true;
            while high.above(dot, 0) {
                if !read(&mut buf, &mut dot)? {
                    at_eof = true;
                    break;
                }
                at_eof = false;
                if line_nums.get(next) == Some(&dot) {
                    let c = self.cost(dot);
                    write_costs(out, Some(c), &widths, &cols)?;
                    printed_total.add_saturating(c);
                    next += 1;
                } else {
                    write_costs(out, None, &widths, &cols)?;
                }
                out.write_all(b" ")?;
                // A last line without a newline is printed without one, as
                // callgrind_annotate prints it.
                out.write_all(&buf)?;
                self.write_calls(out, plan, dot, &widths)?;
                self.write_branches(out, plan, dot, &widths)?;
            }
            if at_eof {
                break;
            }
            writeln!(out, "-- line {} ----------------------------------------", high.text())?;
        }
        let bogus = &line_nums[next..];
        if !bogus.is_empty() {
            for l in bogus {
                write_costs(out, Some(self.cost(*l)), &widths, &cols)?;
                writeln!(out, " <bogus line {l}>")?;
            }
            out.write_all(b"\n")?;
            write_past_end_warning(out, self.name, newer)?;
        }
        out.write_all(b"\n")?;
        if self.lines.contains_key(&0) {
            write_costs(out, Some(self.cost(0)), &widths, &cols)?;
            out.write_all(b" <counts for unidentified lines in ")?;
            out.write_all(self.name)?;
            out.write_all(b">\n\n")?;
        }
        Ok(())
    }

    fn write_calls(&self, out: &mut dyn Write, plan: &Plan<'_>, line: u64, widths: &[usize]) -> io::Result<()> {
        let Some(list) = self.calls.get(&line) else {
            return Ok(());
        };
        // Ordered as callgrind_annotate orders them: by the caller's total
        // cost of calls to each callee (over all its lines), then by name.
        let calls = plan.profile.calls();
        let mut sorted: Vec<(FuncId, &CallStat, &CallStat, bool)> = list
            .iter()
            .map(|&(caller, callee, site)| {
                let recursive = (self.hides_call)(caller, callee);
                (callee, site, &calls[&(caller, callee)], recursive)
            })
            .collect();
        let profile = self.profile;
        sorted.sort_unstable_by(|a, b| {
            plan.cmp_costs(profile.call_cost(a.2), profile.call_cost(b.2))
                .then_with(|| plan.cmp_names(a.0, b.0))
                .then(a.0.cmp(&b.0))
        });
        for (callee, site, _, recursive) in sorted {
            let cost = (!recursive).then(|| profile.site_cost(site));
            write_call_line(out, plan, callee, site.count, cost, widths)?;
        }
        Ok(())
    }
}

impl SourceFile<'_> {
    /// `--branches=yes`: the jumps and conditional branches recorded at
    /// `line`, each on a line of its own under it.
    fn write_branches(&self, out: &mut dyn Write, plan: &Plan<'_>, line: u64, widths: &[usize]) -> io::Result<()> {
        let Some(list) = self.branches.get(&line) else {
            return Ok(());
        };
        let blank: usize = plan.show_order.iter().map(|&i| widths[i] + 1).sum();
        let profile = self.profile;
        let file_id = profile.names.find(self.name);
        for (site, count) in list {
            let mut target = String::new();
            if Some(site.to_file) != file_id {
                target.push_str(&printable(profile.name(site.to_file)));
                target.push(':');
            } else {
                target.push_str("line ");
            }
            target.push_str(&site.to_line.to_string());
            // Lines only hint at loops: code is laid out in any order.
            let back = (Some(site.to_file) == file_id && site.to_line <= line).then_some("backwards (a loop?)");
            // The jcnd= lines count only the paths that took the branch.
            let runs = if site.conditional {
                Runs::AtLeast(count.executed)
            } else {
                Runs::Exact(count.executed)
            };
            let text = branch_text(site.conditional, runs, count.followed, &target, back);
            writeln!(out, "{:blank$} {text}", "")?;
        }
        Ok(())
    }
}

/// The jumps recorded in the given files, by file and line, in a fixed
/// order (target, then kind).
fn branches_by_line(
    profile: &Profile,
    files: &FxHashSet<u32>,
) -> FxHashMap<u32, FxHashMap<u64, Vec<(JumpSite, JumpCount)>>> {
    let mut by_line: FxHashMap<u32, FxHashMap<u64, Vec<(JumpSite, JumpCount)>>> = FxHashMap::default();
    for (site, count) in &profile.jumps {
        if files.contains(&site.from_file) {
            let list = by_line
                .entry(site.from_file)
                .or_default()
                .entry(site.from_line)
                .or_default();
            // Contexts of one function (`f`, `f'2`) jump to the same code:
            // their counts are summed.
            let same = |(s, _): &&mut (JumpSite, JumpCount)| {
                s.to_file == site.to_file
                    && s.to_line == site.to_line
                    && s.conditional == site.conditional
                    && base_name(profile.name(s.to_func)) == base_name(profile.name(site.to_func))
            };
            match list.iter_mut().find(same) {
                Some((_, c)) => {
                    c.executed = c.executed.saturating_add(count.executed);
                    c.followed = c.followed.saturating_add(count.followed);
                }
                None => list.push((*site, *count)),
            }
        }
    }
    for lines in by_line.values_mut() {
        for list in lines.values_mut() {
            list.sort_by(|a, b| {
                (
                    profile.name(a.0.to_file),
                    a.0.to_line,
                    a.0.conditional,
                    profile.name(a.0.to_func),
                    a.1.executed,
                )
                    .cmp(&(
                        profile.name(b.0.to_file),
                        b.0.to_line,
                        b.0.conditional,
                        profile.name(b.0.to_func),
                        b.1.executed,
                    ))
            });
        }
    }
    by_line
}

/// One `=> callee (Nx)` line under an annotated line or instruction: the
/// cost of the calls made there, or no cost for a call within a recursion
/// (`cost` `None`: it is already in an outer call's cost).
pub(super) fn write_call_line(
    out: &mut dyn Write,
    plan: &Plan<'_>,
    callee: FuncId,
    count: u64,
    cost: Option<CostRef<'_>>,
    widths: &[usize],
) -> io::Result<()> {
    write_costs(out, cost, widths, &plan.columns(&plan.totals))?;
    out.write_all(b" => ")?;
    out.write_all(&plan.full_name(callee))?;
    writeln!(out, " ({}x)", commify(count))
}

/// Line ranges to print: every line with a cost, widened by the context and
/// merged when closer than twice the context.
fn ranges(line_nums: &[u64], context: f64) -> Vec<(Mark, Mark)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < line_nums.len() {
        let low = Mark::at(line_nums[i], -context);
        while i + 1 < line_nums.len() && line_nums[i] as f64 + 2.0 * context >= line_nums[i + 1] as f64 {
            i += 1;
        }
        out.push((low, Mark::at(line_nums[i], context)));
        i += 1;
    }
    if let Some((low, _)) = out.first_mut()
        && low.below_one()
    {
        *low = Mark::Int(1);
    }
    out
}

fn secs(t: SystemTime) -> i128 {
    match t.duration_since(UNIX_EPOCH) {
        Ok(d) => i128::from(d.as_secs()),
        Err(e) => -i128::from(e.duration().as_secs()) - 1,
    }
}

/// Compared in whole seconds, as Perl's `stat` gives them.
pub(super) fn is_newer(source_mtime: Option<SystemTime>, input_mtime: Option<SystemTime>) -> bool {
    matches!((source_mtime, input_mtime), (Some(s), Some(i)) if secs(s) > secs(i))
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
