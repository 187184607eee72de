//! Loading a big plain file as two pieces read at once, one per core.
//!
//! The pipeline ([`super::pipeline`]) keeps the parser on one thread and
//! leaves the aggregating one mostly idle: on the 50 MB benchmark profile
//! the parsing thread runs some 1,300 million instructions, the other 180
//! million. Here the file is cut in two at a `fn=` line where about half
//! the work of reading it is behind (its lines, and the name text they
//! spell out: [`plan`]):
//! the calling thread reads the first piece into a [`Builder`] while a
//! second thread reads the header and then the second piece into another,
//! and the second builder is added to the first ([`Builder::absorb`]).
//!
//! The second piece is read without the state its first line depends on:
//! the current file and object, the names defined before it (compressed
//! names are defined once, usually early) and the last subpositions.
//! Names and the current file and object get placeholders resolved at the
//! merge, against the first piece's final state; a relative subposition
//! before an absolute one in its column (callgrind writes absolute ones
//! after each `fn=`), a name the first piece does not define either, a
//! header line (another part) or any error in the second piece makes the
//! calling thread read it after all, in sequence. So the result, errors
//! and warnings included, is the sequential one; tests compare the two.
//!
//! Measured on the 50 MB benchmark profile (2 cores, paired runs): the
//! single-threaded builder alone takes about 1.35 times as long as the
//! pipeline, two of them on half the file each (and the merge, about 12 ms)
//! take 0.74 times as long (119 ms against 161 ms, with
//! [`BuildOptions::skip_calls`]); callgrind counts about 670 M instructions
//! on each thread for the load. Files below [`MIN_SIZE`] are not split.

use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom};
use std::path::Path;

use super::Profile;
use super::builder::{BuildOptions, Builder, Unresolved, Warnings};
use crate::error::ParseError;
use crate::parse::reader::LineReader;
use crate::parse::{Parser, PieceEnd, header};
use crate::phases;

/// Smaller files are not split: the second thread would save little.
pub const MIN_SIZE: u64 = 4 << 20;

/// How far the header, and the search for a `fn=` line after the middle,
/// may go.
const SEARCH: usize = 1 << 20;

/// Where the pieces are.
#[derive(Debug, Clone, Copy)]
pub struct Plan {
    /// The header lines end here (the second piece is read after them).
    header_end: u64,
    /// The second piece starts here, at a `fn=` line.
    split: u64,
}

impl Plan {
    /// The length of the first piece, header included.
    pub fn first_len(&self) -> u64 {
        self.split
    }
}

/// Finds the header's end and the first `fn=` line after the point where
/// about half the work of reading `file` (of `size` bytes) is behind, for
/// a load that keeps line costs or not; `None` when either is not where
/// it should be.
pub fn plan(file: &mut File, size: u64, line_costs_kept: bool) -> io::Result<Option<Plan>> {
    let Some(header_end) = find_at(file, 0, header_end)? else {
        return Ok(None);
    };
    let per_line = if line_costs_kept {
        NAME_BYTES_PER_LINE_KEPT
    } else {
        NAME_BYTES_PER_LINE
    };
    let Some(middle) = balanced_middle(file, size, per_line)? else {
        return Ok(None);
    };
    let middle = middle.max(header_end as u64);
    // Compressed names or not: with `--compress-strings=no` each piece
    // spells out (and interns) every name it uses, and the merge joins
    // their text (see bench/README.md, issue 33, for the figures).
    let Some(at) = find_at(file, middle, |window| memchr::memmem::find(window, b"\nfn="))? else {
        return Ok(None);
    };
    let split = middle + at as u64 + 1;
    Ok((split < size).then_some(Plan {
        header_end: header_end as u64,
        split,
    }))
}

/// Where about half the work of reading the file is behind, estimated
/// from windows spread over it ([`work`]; `None` when one shows a second
/// part): work goes with lines more than with bytes, and callgrind's lines
/// are shorter in some stretches than in others. CPython's 50 MB profile
/// cut in the middle by bytes has 11% more lines in its second half, whose
/// thread then ran 708 M instructions while the first ran 612 M (and
/// waited).
///
/// Many small windows, not a few big ones: line density changes from one
/// stretch of a profile to the next (from 0.03 to 0.13 lines a byte
/// between the 50 MB profile's 32 kB windows). There, 32 windows of 32 kB
/// put the cut at 49.9% of the bytes where half the lines are behind 53.7%,
/// and the second thread had 16% more lines to read (it ran 664 M
/// instructions, the first about 585 M); 256 windows of 4 kB, the same
/// 1 MB read, put it at 53.9%.
fn balanced_middle(file: &mut File, size: u64, per_line: usize) -> io::Result<Option<u64>> {
    const SAMPLES: u64 = 256;
    const WINDOW: usize = 4 * 1024;
    let mut density = Vec::with_capacity(SAMPLES as usize);
    let mut window = Vec::with_capacity(WINDOW);
    for k in 0..SAMPLES {
        file.seek(SeekFrom::Start(size / SAMPLES * k))?;
        window.clear();
        file.by_ref().take(WINDOW as u64).read_to_end(&mut window)?;
        // A file of several parts (`--dump-every-bb`, or dumps combined)
        // is not split: a piece must not cross from one part to another,
        // and the merge takes one part only.
        if k > 0 && memchr::memmem::find(&window, b"\npart:").is_some() {
            return Ok(None);
        }
        density.push(work(&window, per_line) / window.len().max(1) as f64);
    }
    // Sample k stands for the k-th stretch of size / SAMPLES bytes.
    let half = density.iter().sum::<f64>() / 2.0;
    let mut behind = 0.0;
    for (k, &d) in density.iter().enumerate() {
        if d > 0.0 && behind + d >= half {
            let at = (k as f64 + (half - behind) / d) / SAMPLES as f64;
            return Ok(Some((at * size as f64) as u64));
        }
        behind += d;
    }
    Ok(Some(size / 2))
}

/// Bytes of name text that take about as long to read as one line, when
/// a cost line's cost goes to its function alone.
const NAME_BYTES_PER_LINE: usize = 10;
/// The same when line costs are kept (the browser, annotation): each cost
/// line then also goes to its source line's costs and takes longer, so
/// the names weigh less.
const NAME_BYTES_PER_LINE_KEPT: usize = 20;

/// The work of reading `window`, in lines: one for each line, and one for
/// each `per_line` bytes of the names its lines spell out. A name's text
/// is hashed, and copied and checked for mangling when new. Compressed
/// names are spelt out once, mostly early: cut where half the lines are
/// behind, the 50 MB benchmark profile's first piece held 62,000 of the
/// 92,000 names' texts (10.7 of 16.5 MB), and its thread finished its
/// piece 9 ms after the second in the plain table and 10 ms after in the
/// browser (medians of 15 and 20 runs). Cut by this work, the two finish
/// within about 2 ms of each other in both.
fn work(window: &[u8], per_line: usize) -> f64 {
    let mut lines = 0usize;
    let mut text = 0usize;
    for line in window.split(|&b| b == b'\n') {
        lines += 1;
        text += name_text(line);
    }
    lines as f64 + text as f64 / per_line as f64
}

/// The bytes of name text `line` spells out: after `fn=`, `cfn=`, `fl=`
/// and the like, the name, or after `(id)`, the name it defines.
fn name_text(line: &[u8]) -> usize {
    let Some(eq) = line.iter().take(4).position(|&b| b == b'=') else {
        return 0;
    };
    if !line[..eq].iter().all(u8::is_ascii_lowercase) {
        return 0;
    }
    let value = &line[eq + 1..];
    match value.strip_prefix(b"(") {
        Some(rest) => rest
            .iter()
            .position(|&b| b == b')')
            .map_or(0, |end| rest[end + 1..].trim_ascii_start().len()),
        None => value.len(),
    }
}

/// A plan with the second piece starting at `split` (a line start in
/// `file`); for tests, which cut files at every kind of place.
pub fn plan_at(file: &mut File, split: u64) -> io::Result<Option<Plan>> {
    Ok(find_at(file, 0, header_end)?
        .map(|end| end as u64)
        .filter(|&end| end <= split)
        .map(|header_end| Plan { header_end, split }))
}

/// The length of the header: the lines before the first that is not
/// blank, a comment or a header line.
fn header_end(head: &[u8]) -> Option<usize> {
    let mut at = 0;
    for line in head.split_inclusive(|&b| b == b'\n') {
        if !line.ends_with(b"\n") {
            return None;
        }
        let text = line.trim_ascii();
        if !text.is_empty() && !text.starts_with(b"#") && header::split_header(text).is_none() {
            return Some(at);
        }
        at += line.len();
    }
    None
}

/// `find` on the bytes of `file` from `offset` on, as far as [`SEARCH`]:
/// first on a window of 64 kB, then on the whole. The header and the next
/// `fn=(` line are a few kB away in the profiles seen; reading 1 MB for
/// each delayed the second thread's start.
fn find_at<T>(file: &mut File, offset: u64, find: impl Fn(&[u8]) -> Option<T>) -> io::Result<Option<T>> {
    for len in [64 << 10, SEARCH] {
        let window = read_at(file, offset, len)?;
        let found = find(&window);
        if found.is_some() || window.len() < len {
            return Ok(found);
        }
    }
    Ok(None)
}

fn read_at(file: &mut File, offset: u64, len: usize) -> io::Result<Vec<u8>> {
    file.seek(SeekFrom::Start(offset))?;
    let mut buf = Vec::with_capacity(len);
    file.by_ref().take(len as u64).read_to_end(&mut buf)?;
    Ok(buf)
}

/// A piece, read: its builder, the `summary:`/`totals:` lines in it, and
/// the number of header lines and of the last line as its reader numbered
/// them (the header's lines first).
struct Piece {
    builder: Builder,
    end: PieceEnd,
    header_lines: u64,
    last_line: u64,
}

/// Reads the second piece of the file at `path`: the header, then from
/// the plan's split to the end.
fn read_second(path: &Path, plan: Plan, opts: BuildOptions) -> Option<Piece> {
    let mut file = File::open(path).ok()?;
    let header = read_at(&mut file, 0, plan.header_end as usize).ok()?;
    let mut builder = Builder::for_piece(opts);
    let file_at_start = builder.placeholder(Unresolved::File)?;
    let object_at_start = builder.placeholder(Unresolved::Object)?;
    let mut p = Parser::new(&mut builder);
    let mut lines = LineReader::new(&header[..]);
    p.read(&mut lines).ok()?;
    // The first piece reads the same lines and warns of them: a line the
    // header's end takes for a comment that the parser does not (` #`, with
    // a space before it) was warned of twice, the second time at a line
    // past the header (found by the `split` fuzz target).
    let _ = p.sink().take_warnings();
    let header_lines = lines.line_no();
    p.begin_piece(file_at_start, object_at_start, header_lines).ok()?;
    file.seek(SeekFrom::Start(plan.split)).ok()?;
    let mut lines = LineReader::new(file).with_lines_before(header_lines);
    p.read(&mut lines).ok()?;
    phases::mark("second piece read");
    let last_line = lines.line_no();
    let end = p.end_piece().ok()?;
    Some(Piece {
        builder,
        end,
        header_lines,
        last_line,
    })
}

/// Each of `names`, the unresolved names of the piece after the one `p`
/// has just read, as `p`'s handle: the name it defines for the id, the file
/// and object current at its end; `None` when `p` does not define one.
fn resolve(p: &mut Parser<'_, Builder>, names: &[Unresolved]) -> Option<Vec<u32>> {
    let (file, object) = p.split_point()?;
    names
        .iter()
        .map(|u| match *u {
            Unresolved::Id(space, id) => p.defined(space, id),
            Unresolved::File => Some(file),
            Unresolved::Object => Some(object),
        })
        .collect()
}

/// Loads the file at `path` as planned, the first piece from `first` (a
/// reader of the file from its start).
/// `Ok(None)` when the pieces could not be merged after all (a sum past
/// 2^64-1, or a name given two ids): the caller then loads the file in
/// sequence.
pub fn load(
    path: &Path,
    first: impl Read,
    plan: Plan,
    opts: BuildOptions,
) -> Result<Option<(Profile, Warnings)>, ParseError> {
    let mut builder = Builder::new(opts.clone());
    std::thread::scope(|scope| {
        let second = std::thread::Builder::new()
            .name("cgann-piece".into())
            .spawn_scoped(scope, || read_second(path, plan, opts))
            .expect("spawning a thread");
        let second = || match second.join() {
            Ok(second) => second,
            Err(panic) => std::panic::resume_unwind(panic),
        };
        let lines = LineReader::new(first).with_limit(plan.split);
        read_first(Parser::new(&mut builder), lines, second)
    })
    .map(|merged| {
        merged.then(|| {
            let warnings = builder.take_warnings();
            (builder.finish(), warnings)
        })
    })
}

/// Reads the first piece from `lines`, then merges what the second thread
/// read (`second` waits for it), or reads on in sequence when that cannot
/// be merged. `Ok(false)` when a merge failed (the caller loads the file
/// in sequence).
fn read_first<R: Read>(
    mut p: Parser<'_, Builder>,
    mut lines: LineReader<R>,
    second: impl FnOnce() -> Option<Piece>,
) -> Result<bool, ParseError> {
    let read = p.read(&mut lines);
    phases::mark("first piece read");
    let second = second();
    // An error in the first piece comes before anything in the second.
    read?;
    // Another part began in the first piece (the sampling in `plan` saw
    // none), or the second piece failed or uses a name the first does not
    // define: read on in sequence.
    let resolved = second.as_ref().and_then(|piece| {
        if !p.sink().can_absorb(&piece.builder) || p.has_undefined_names() {
            return None;
        }
        resolve(&mut p, piece.builder.unresolved_names())
    });
    let (Some(mut piece), Some(resolved)) = (second, resolved) else {
        lines.lift_limit();
        p.read(&mut lines)?;
        p.finish(lines.line_no())?;
        return Ok(true);
    };
    // A piece's line n is the file's line n - header_lines + offset: its
    // reader numbered the header's lines first. (The first piece holds
    // the header, so it has at least as many lines.)
    let offset = lines.line_no() - piece.header_lines;
    let merged = p.sink().absorb(&mut piece.builder, &resolved, offset);
    // Freeing the piece's tables took 6 ms on the 50 MB benchmark
    // profile: a thread of its own does it (in the command-line tool
    // the process may well exit first).
    let last_line = piece.last_line + offset;
    let end = piece.end;
    std::thread::spawn(move || drop(piece.builder));
    if merged.is_err() {
        return Ok(false);
    }
    p.take_piece_end(end);
    p.finish(last_line)?;
    phases::mark("pieces merged");
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The middle by lines: a file whose second half has four times the
    /// lines of its first is cut far into that half; an even one near its
    /// middle.
    #[test]
    fn the_middle_goes_where_half_the_lines_are() {
        let path = std::env::temp_dir().join(format!("cgann-split-middle-{}", std::process::id()));
        let long = format!("{}\n", "x".repeat(39));
        let short = format!("{}\n", "x".repeat(9));
        let uneven = long.repeat(25_000) + &short.repeat(100_000);
        let even = long.repeat(50_000);
        let middle = |text: &str| {
            std::fs::write(&path, text).unwrap();
            let size = text.len() as u64;
            let at = balanced_middle(&mut File::open(&path).unwrap(), size, NAME_BYTES_PER_LINE)
                .unwrap()
                .unwrap();
            at as f64 / size as f64
        };
        // 125,000 lines, 62,500 of them behind 1 MB + 375 kB of 2 MB.
        let uneven_at = middle(&uneven);
        let even_at = middle(&even);
        let _ = std::fs::remove_file(&path);
        assert!((0.65..0.72).contains(&uneven_at), "{uneven_at}");
        assert!((0.48..0.52).contains(&even_at), "{even_at}");
    }

    /// Names spelt out weigh with the lines: a file whose first half
    /// defines names (a line of 20 bytes of names for every cost line) and
    /// whose second half has cost lines only is cut before its middle line.
    #[test]
    fn names_spelt_out_move_the_middle_forward() {
        let path = std::env::temp_dir().join(format!("cgann-split-names-{}", std::process::id()));
        let cost = "12 345\n";
        let defining: String = (0..40_000)
            .map(|k| format!("fn=({k:05}) function_{k:011}\n{cost}"))
            .collect();
        let text = defining + &cost.repeat(80_000);
        std::fs::write(&path, &text).unwrap();
        let size = text.len() as u64;
        let at = balanced_middle(&mut File::open(&path).unwrap(), size, NAME_BYTES_PER_LINE)
            .unwrap()
            .unwrap() as usize;
        let _ = std::fs::remove_file(&path);
        let lines_behind = memchr::memchr_iter(b'\n', &text.as_bytes()[..at]).count();
        // 160,000 lines; the first 80,000 hold 40,000 x 20 bytes of names,
        // 80,000 lines' worth of work: half of the 240,000 lies behind
        // about 60,000 lines.
        assert!((55_000..65_000).contains(&lines_behind), "{lines_behind}");
        assert_eq!(name_text(b"fn=(12) main"), 4);
        assert_eq!(name_text(b"cfn=(12)"), 0);
        assert_eq!(name_text(b"fl=/usr/a.c"), 8);
        assert_eq!(name_text(b"calls=2 0x10"), 0);
        assert_eq!(name_text(b"0x1 2 3"), 0);
    }

    /// A file of several parts is not split; one part is, at a `fn=(` line.
    #[test]
    fn only_single_part_files_are_planned() {
        let path = std::env::temp_dir().join(format!("cgann-split-parts-{}", std::process::id()));
        let header = "version: 1\npositions: line\nevents: Ir\npart: 1\n\n";
        let body = "fn=(1) f\n1 1\n+1 2\n\n".repeat(20_000);
        let plan_of = |text: &str| {
            std::fs::write(&path, text).unwrap();
            plan(&mut File::open(&path).unwrap(), text.len() as u64, false).unwrap()
        };
        let single = format!("{header}{body}");
        let one = plan_of(&single);
        let two = plan_of(&format!("{header}{body}totals: 1\npart: 2\n{body}"));
        let _ = std::fs::remove_file(&path);
        let one = one.expect("a single part is planned");
        assert_eq!(one.header_end, header.len() as u64, "{one:?}");
        assert!(single[one.split as usize..].starts_with("fn=(1)"), "{one:?}");
        assert!(two.is_none(), "{two:?}");
    }
}
