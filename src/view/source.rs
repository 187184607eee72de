//! Annotated source as typed lines: each chosen file's lines with their
//! costs, the calls made from them (the callee's id, count and cost), the
//! jumps taken from them (`--branches=yes`), gaps between the context
//! windows, and notes (a source newer than the profile, lines recorded
//! past its end). The text report prints these lines as
//! callgrind_annotate does; a browser shows them and follows a call
//! line's callee by its id.

use std::collections::BTreeSet;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use rustc_hash::{FxHashMap, FxHashSet};

use super::figure::{Figure, Marks};
use super::{Load, Needs, Resolved};
use crate::analysis::function_call_exactness;
use crate::analysis::recursion::{CallExactness, Recursion};
use crate::model::cost::{Cost, CostRef};
use crate::model::instr::base_name;
pub use crate::model::sources::{bytes_path, existing_paths, source_dirs};
use crate::model::{CallStat, FuncId, JumpCount, JumpSite, Profile};
use crate::parse::UNKNOWN;

/// Which files to annotate, and how.
#[derive(Debug, Clone, Default)]
pub struct SourceQuery {
    /// Files named on the command line.
    pub user_files: Vec<String>,
    /// `--auto=yes`: the files of the functions the table shows too.
    pub auto: bool,
    /// Lines of context around lines with costs (fractions are accepted,
    /// as callgrind_annotate accepts them).
    pub context: f64,
    /// Directories to look for sources in, each ending in `/`.
    pub include_dirs: Vec<String>,
    /// When not empty, only source files under these (canonical)
    /// directories are opened.
    pub source_roots: Vec<PathBuf>,
    /// `--branches=yes`: jumps under the lines they leave.
    pub branches: bool,
    /// The profile's modification time (sources newer than it get a note).
    pub input_mtime: Option<SystemTime>,
}

impl SourceQuery {
    /// What annotating needs loaded: line costs and calls (the `=>`
    /// lines) of the files a source may be found for, and jumps with
    /// `--branches=yes`; nothing when no file is asked for.
    pub fn needs(&self) -> Needs {
        let any = self.auto || !self.user_files.is_empty();
        let load = if any { Load::FoundSources } else { Load::No };
        Needs {
            calls: load,
            line_costs: load,
            jumps: any && self.branches,
        }
    }
}

/// One line of an annotated file.
#[derive(Debug, Clone)]
pub enum Line<'p> {
    /// Lines left out before the next window: `-- line 8 ----`, the
    /// number as text (`8.5` with a fractional context).
    Gap(String),
    /// A source line: its number, its cost (`None`: none recorded), and
    /// its text as read (with its newline, but for a last line without).
    Source {
        number: u64,
        cost: Option<CostRef<'p>>,
        text: Vec<u8>,
    },
    /// Calls made from the line above: the callee, how often, and their
    /// cost (not decided for a call within a recursion, whose cost is
    /// already in an outer call's).
    Call {
        callee: FuncId,
        count: u64,
        cost: Figure<CostRef<'p>>,
    },
    /// A jump or conditional branch from the line above.
    Branch(Branch<'p>),
    /// A line with cost past the end of the file.
    Bogus { number: u64, cost: CostRef<'p> },
    /// Lines were recorded past the end of the file (after the bogus
    /// lines): callgrind_annotate's warning, which names a likely cause.
    PastEnd { newer: bool },
}

/// A jump from a source line (`--branches=yes`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Branch<'p> {
    pub conditional: bool,
    /// How often the jump's instruction ran: exact for an unconditional
    /// jump, at least this for a conditional one (its `jcnd=` lines
    /// count only the paths that took it).
    pub executed: u64,
    /// How often it was taken.
    pub followed: u64,
    /// Its target: another file's name, or `None` for this file.
    pub to_file: Option<&'p [u8]>,
    pub to_line: u64,
    /// The target is this file at or above the line (a loop, maybe).
    pub backwards: bool,
}

/// An annotated file, or why it has no lines.
pub struct AnnotatedFile<'p> {
    /// The name as the profile (or the command line) gives it.
    pub name: Vec<u8>,
    /// The name to show: `dir + name` when found in an include directory.
    pub shown: Vec<u8>,
    /// Named on the command line (else chosen by `--auto=yes`).
    pub user: bool,
    /// `None`: no information has been collected for the file.
    pub body: Option<Body<'p>>,
}

/// An annotated file's lines.
pub struct Body<'p> {
    /// The source is newer than the profile.
    pub newer: bool,
    pub lines: Vec<Line<'p>>,
    /// Cost recorded for no line (line 0).
    pub unidentified: Option<CostRef<'p>>,
    /// Every line cost of the file (its columns are as wide as these).
    pub costs: Vec<CostRef<'p>>,
}

/// The annotation of every chosen file.
pub struct Annotation<'p> {
    pub files: Vec<AnnotatedFile<'p>>,
    /// Files with costs that were not found (or could not be read).
    pub unfound: Vec<Vec<u8>>,
    /// What the annotated lines add up to; `None` when no file was
    /// annotated.
    pub printed_total: Option<Cost>,
}

impl Annotation<'_> {
    /// The marks the call lines carry.
    pub fn marks(&self) -> Marks {
        let mut marks = Marks::default();
        for body in self.files.iter().filter_map(|f| f.body.as_ref()) {
            for line in &body.lines {
                if let Line::Call { cost, .. } = line {
                    marks.saw(cost.exactness());
                }
            }
        }
        marks
    }
}

/// What annotating reads from the whole profile, for a caller that
/// annotates many times (the browser): the call sites of each file and
/// which calls' recorded costs are exact figures. On the 1 GB benchmark
/// profile (821,000 functions) these took 200 ms of each file's
/// annotation.
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

/// Calls made from each line of each file: file -> line -> callees.
/// Each entry: (caller, callee, cost of the calls at that line).
pub type CallsByLine<'p> = FxHashMap<u32, FxHashMap<u64, Vec<(FuncId, FuncId, &'p CallStat)>>>;

/// Annotates the files named in `query` and, with `--auto=yes`,
/// `auto_files` (file name ids: the files of what the table showed).
/// What it reads from the whole profile comes from `index` when given
/// (see [`SiteIndex`]); `recursion` is the table's analysis, when it
/// made one (the call lines then need no other).
pub fn annotate<'p>(
    resolved: &Resolved<'p>,
    query: &SourceQuery,
    auto_files: &[u32],
    index: Option<&SiteIndex>,
    recursion: Option<&Recursion>,
) -> Annotation<'p> {
    let profile = resolved.profile;
    let user: BTreeSet<&[u8]> = query.user_files.iter().map(|s| s.as_bytes()).collect();
    let mut files: BTreeSet<&[u8]> = user.clone();
    if query.auto {
        for &file in auto_files {
            let name = profile.name(file);
            if name != UNKNOWN {
                files.insert(name);
            }
        }
    }
    let mut annotation = Annotation {
        files: Vec::new(),
        unfound: Vec::new(),
        printed_total: None,
    };
    if files.is_empty() {
        return annotation;
    }
    let file_ids: FxHashSet<u32> = files.iter().filter_map(|f| profile.names.find(f)).collect();
    let calls = match index {
        None => calls_by_line(profile, &file_ids, || profile.call_sites.iter()),
        Some(index) => calls_by_line(profile, &file_ids, || {
            file_ids
                .iter()
                .filter_map(|f| index.by_file.get(f))
                .flatten()
                .filter_map(|key| profile.call_sites.get_key_value(key))
        }),
    };
    // Calls whose recorded cost is no exact figure show none (see
    // `Recursion::hides_call`): the same analysis as the trees'.
    let exactness =
        (!calls.is_empty() && recursion.is_none() && index.is_none()).then(|| function_call_exactness(profile));
    let hides_call = |a: FuncId, b: FuncId| match (recursion, index, &exactness) {
        (Some(r), _, _) => r.hides_call(a, b),
        (None, Some(index), _) => index.exactness.hides_call(a, b),
        (None, None, Some(e)) => e.hides_call(a, b),
        (None, None, None) => false,
    };
    let branches = if query.branches {
        branches_by_line(profile, &file_ids)
    } else {
        FxHashMap::default()
    };
    let mut printed_total = Cost::zero(profile.events.len());
    let mut did_annotate = false;
    let mut repeats = crate::safety::files::Repeats::default();
    for (name, found) in own_files_first(files, query) {
        // A file with no costs needs no reading (and is never opened, which
        // also keeps a directory named on the command line harmless).
        let file_id = profile.names.find(name);
        let lines = file_id.and_then(|id| profile.lines.get(&id));
        // Line costs left out at load (no source was there) count as
        // recorded and not found, even if a source appeared since.
        let left_out = file_id.is_some_and(|id| profile.lines_left_out.contains(&id));
        if left_out || (lines.is_some() && found.is_none()) {
            annotation.unfound.push(name.to_vec());
            continue;
        }
        if let (Some((path, _)), Some(_)) = (&found, lines)
            && !repeats.admit(bytes_path(path))
        {
            crate::safety::files::refuse(name, crate::safety::files::Refusal::Repeated);
            annotation.unfound.push(name.to_vec());
            continue;
        }
        // Open and read the first block before anything is shown, so a
        // file that cannot be read (no permission, an I/O error) is listed
        // with the files not found.
        let source = match (&found, lines) {
            (Some((path, _)), Some(_)) => match open_source(path) {
                Ok(src) => Some(src),
                Err(e) => {
                    message!("cgann: {}: {e}", printable(path));
                    annotation.unfound.push(name.to_vec());
                    continue;
                }
            },
            _ => None,
        };
        let shown = found.as_ref().map_or(name.to_vec(), |(_, shown)| shown.clone());
        let user = user.contains(name);
        let (Some(lines), Some(source)) = (lines, source) else {
            annotation.files.push(AnnotatedFile {
                name: name.to_vec(),
                shown,
                user,
                body: None,
            });
            continue;
        };
        did_annotate = true;
        let no_calls = FxHashMap::default();
        let no_branches = FxHashMap::default();
        let file = SourceFile {
            file_id,
            lines,
            profile,
            calls: file_id.and_then(|id| calls.get(&id)).unwrap_or(&no_calls),
            hides_call: &hides_call,
            branches: file_id.and_then(|id| branches.get(&id)).unwrap_or(&no_branches),
        };
        let body = file.body(resolved, query, source, &mut printed_total);
        annotation.files.push(AnnotatedFile {
            name: name.to_vec(),
            shown,
            user,
            body: Some(body),
        });
    }
    if did_annotate {
        annotation.printed_total = Some(printed_total);
    }
    annotation
}

/// A file found, and where: the path read and the name shown.
type Found = Option<(Vec<u8>, Vec<u8>)>;

/// The files to annotate, each with where it was found, the user's own
/// first (found under the current directory, an `-I` directory or one of
/// the source roots that is not a system header directory: the profile's
/// directory by default, `--source-root`'s when given), then the others
/// (system headers, libraries' sources); each part in byte order, as
/// callgrind_annotate orders all of them.
fn own_files_first<'n>(files: BTreeSet<&'n [u8]>, query: &SourceQuery) -> Vec<(&'n [u8], Found)> {
    let system: Vec<PathBuf> = crate::safety::files::SYSTEM_SOURCE_DIRS
        .iter()
        .filter_map(|d| std::fs::canonicalize(d).ok())
        .collect();
    let own_roots: Vec<PathBuf> = std::iter::once(Path::new("."))
        .chain(query.include_dirs.iter().map(Path::new))
        .filter_map(|d| std::fs::canonicalize(d).ok())
        .chain(query.source_roots.iter().cloned())
        .filter(|r| !system.iter().any(|s| r.starts_with(s)))
        .collect();
    // Where the file was found, else its name (a directory named on the
    // command line, which has no costs, stays in its place).
    let is_own = |name: &[u8], found: &Found| {
        let path = found.as_ref().map_or(name, |(path, _)| path);
        std::fs::canonicalize(bytes_path(path)).is_ok_and(|real| {
            own_roots.iter().any(|r| real.starts_with(r)) && !system.iter().any(|s| real.starts_with(s))
        })
    };
    let mut ordered: Vec<(bool, &[u8], Found)> = files
        .into_iter()
        .map(|name| {
            let found = find_source(name, &query.include_dirs, &query.source_roots);
            (!is_own(name, &found), name, found)
        })
        .collect();
    // Stable: byte order within each part.
    ordered.sort_by_key(|(other, _, _)| *other);
    ordered.into_iter().map(|(_, name, found)| (name, found)).collect()
}

/// The first include directory holding `name` as a file cgann may print
/// (see [`crate::safety::files::admit`]: a regular text file, under one of
/// the source roots, none if any place will do), and the name to show:
/// `dir/ + name` when found through an include directory. A file that
/// exists but may not be printed is remembered for the safety note.
pub fn find_source(name: &[u8], include_dirs: &[String], roots: &[PathBuf]) -> Option<(Vec<u8>, Vec<u8>)> {
    let mut refused = None;
    for (dir, path) in existing_paths(include_dirs, name) {
        match crate::safety::files::admit(bytes_path(&path), roots) {
            Ok(_) => {
                let shown = if dir.is_empty() {
                    name.to_vec()
                } else {
                    [dir, b" + ", name].concat()
                };
                return Some((path, shown));
            }
            Err(why) => {
                refused.get_or_insert(why);
            }
        }
    }
    // A directory is simply not a source (callgrind_annotate says so too).
    if let Some(why) = refused.filter(|_| !std::fs::metadata(bytes_path(name)).is_ok_and(|m| m.is_dir())) {
        crate::safety::files::refuse(name, why);
    }
    None
}

pub fn is_regular_file(path: &[u8]) -> bool {
    !path.is_empty() && std::fs::metadata(bytes_path(path)).is_ok_and(|m| m.is_file())
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

/// Calls per call site in the given files, by file and line. At each line
/// only the first function seen calling from there counts, as in
/// callgrind_annotate: other contexts of the same code (`fib'2` beside
/// `fib`) are left out. `sites` gives the call sites to look at (any
/// order; at least those of `files`), each time it is called.
pub fn calls_by_line<'p, I>(profile: &'p Profile, files: &FxHashSet<u32>, sites: impl Fn() -> I) -> CallsByLine<'p>
where
    I: Iterator<Item = (&'p (FuncId, FuncId, u64), &'p CallStat)>,
{
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
            Mark::Frac(m) => crate::report::format::perl_number(m),
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

struct SourceFile<'a, 'p> {
    file_id: Option<u32>,
    lines: &'p FxHashMap<u64, u32>,
    profile: &'p Profile,
    calls: &'a FxHashMap<u64, Vec<(FuncId, FuncId, &'p CallStat)>>,
    /// Whether a call's recorded cost is no exact figure.
    hides_call: &'a dyn Fn(FuncId, FuncId) -> bool,
    /// `--branches=yes`: the jumps recorded at each line.
    branches: &'a FxHashMap<u64, Vec<(JumpSite, JumpCount)>>,
}

impl<'p> SourceFile<'_, 'p> {
    fn cost(&self, line: u64) -> CostRef<'p> {
        self.profile.line_costs.get(self.lines[&line])
    }

    fn body(
        &self,
        resolved: &Resolved<'p>,
        query: &SourceQuery,
        source: OpenSource,
        printed_total: &mut Cost,
    ) -> Body<'p> {
        let newer = is_newer(source.modified, query.input_mtime);
        let path = source.path;
        let mut src = source.reader;
        let mut out = Vec::new();
        let mut line_nums: Vec<u64> = self.lines.keys().copied().filter(|&l| l != 0).collect();
        line_nums.sort_unstable();
        let ranges = ranges(&line_nums, query.context);
        let mut next = 0; // index into line_nums of the next line with cost
        let mut dot: u64 = 0; // lines read so far (Perl's `$.`)
        let mut buf = Vec::new();
        // A read error part way (rare: the first block was read before
        // anything was shown) ends this file's annotation with a warning.
        let mut failed = false;
        let mut read = |buf: &mut Vec<u8>, dot: &mut u64| -> bool {
            buf.clear();
            if failed {
                return false;
            }
            // A line is read up to its cap (a file without newlines, say a
            // 4 GB data file, would be read whole otherwise).
            let cap = crate::limits::SOURCE_LINE_CAP;
            match src.by_ref().take(cap as u64 + 1).read_until(b'\n', buf) {
                Ok(0) => return false,
                Ok(n) if n > cap => {
                    message!(
                        "cgann: {}: a line longer than 1 MiB: not source text (annotation stops here)",
                        printable(&path)
                    );
                    failed = true;
                    buf.clear();
                    return false;
                }
                Ok(_) => {}
                Err(e) => {
                    message!("cgann: {}: {e} (annotation stops here)", printable(&path));
                    failed = true;
                    buf.clear();
                    return false;
                }
            }
            *dot += 1;
            true
        };
        for (low, high) in ranges {
            while low.above(dot, 1) {
                if !read(&mut buf, &mut dot) {
                    break;
                }
            }
            if !low.is_one() {
                out.push(Line::Gap(low.text()));
            }
            let mut at_eof = true;
            while high.above(dot, 0) {
                if !read(&mut buf, &mut dot) {
                    at_eof = true;
                    break;
                }
                at_eof = false;
                let cost = if line_nums.get(next) == Some(&dot) {
                    let c = self.cost(dot);
                    printed_total.add_saturating(c);
                    next += 1;
                    Some(c)
                } else {
                    None
                };
                out.push(Line::Source {
                    number: dot,
                    cost,
                    text: std::mem::take(&mut buf),
                });
                self.push_calls(&mut out, resolved, dot);
                self.push_branches(&mut out, dot);
            }
            if at_eof {
                break;
            }
            out.push(Line::Gap(high.text()));
        }
        let bogus = &line_nums[next..];
        if !bogus.is_empty() {
            out.extend(bogus.iter().map(|&number| Line::Bogus {
                number,
                cost: self.cost(number),
            }));
            out.push(Line::PastEnd { newer });
        }
        Body {
            newer,
            lines: out,
            unidentified: self.lines.contains_key(&0).then(|| self.cost(0)),
            costs: self.lines.keys().map(|&l| self.cost(l)).collect(),
        }
    }

    fn push_calls(&self, out: &mut Vec<Line<'p>>, resolved: &Resolved<'p>, line: u64) {
        let Some(list) = self.calls.get(&line) else {
            return;
        };
        // Ordered as callgrind_annotate orders them: by the caller's total
        // cost of calls to each callee (over all its lines), then by name.
        let profile = self.profile;
        let calls = profile.calls();
        let mut sorted: Vec<(FuncId, &CallStat, &CallStat, bool)> = list
            .iter()
            .map(|&(caller, callee, site)| {
                let recursive = (self.hides_call)(caller, callee);
                (callee, site, &calls[&(caller, callee)], recursive)
            })
            .collect();
        sorted.sort_unstable_by(|a, b| {
            resolved
                .cmp_costs(profile.call_cost(a.2), profile.call_cost(b.2))
                .then_with(|| resolved.cmp_names(a.0, b.0))
                .then(a.0.cmp(&b.0))
        });
        for (callee, site, _, recursive) in sorted {
            let cost = if recursive {
                Figure::Undecided
            } else {
                Figure::Exact(profile.site_cost(site))
            };
            out.push(Line::Call {
                callee,
                count: site.count,
                cost,
            });
        }
    }

    /// `--branches=yes`: the jumps and conditional branches recorded at
    /// `line`.
    fn push_branches(&self, out: &mut Vec<Line<'p>>, line: u64) {
        let Some(list) = self.branches.get(&line) else {
            return;
        };
        let profile = self.profile;
        for (site, count) in list {
            let here = Some(site.to_file) == self.file_id;
            out.push(Line::Branch(Branch {
                conditional: site.conditional,
                executed: count.executed,
                followed: count.followed,
                to_file: (!here).then(|| profile.name(site.to_file)),
                to_line: site.to_line,
                // Lines only hint at loops: code is laid out in any order.
                backwards: here && site.to_line <= line,
            }));
        }
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

/// Line ranges to show: every line with a cost, widened by the context and
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
pub fn is_newer(source_mtime: Option<SystemTime>, input_mtime: Option<SystemTime>) -> bool {
    matches!((source_mtime, input_mtime), (Some(s), Some(i)) if secs(s) > secs(i))
}
