//! Loading a big plain file as two pieces read at once, one per core.
//!
//! The pipeline ([`super::pipeline`]) keeps the parser on one thread and
//! leaves the aggregating one mostly idle: on the 50 MB benchmark profile
//! the parsing thread runs some 1,300 million instructions, the other 180
//! million. Here the file is cut in two at a `fn=` line where about half
//! its lines are behind ([`plan`]):
//! the calling thread reads the first piece into a [`Builder`] while a
//! second thread reads the header and then the second piece into another,
//! and the second builder is added to the first ([`Builder::absorb`]).
//! Whichever thread is done first with much of the other's piece left
//! takes over the end of that piece (`take_over`), and the pieces are
//! merged in order, three of them.
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
//! on each thread for the load. Only files with compressed names are split
//! (see [`plan`]); files below [`MIN_SIZE`] are not.

use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom};
use std::path::Path;
use std::sync::mpsc::{Receiver, Sender};
use std::sync::{Arc, Mutex};

use super::Profile;
use super::builder::{BuildOptions, Builder, UNRESOLVED, Unresolved, Warnings};
use crate::error::ParseError;
use crate::mapping::Mapping;
use crate::parse::reader::LineReader;
use crate::parse::{Parser, PieceEnd, header};

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
    /// The file's size.
    size: u64,
}

impl Plan {
    /// The length of the first piece, header included.
    pub fn first_len(&self) -> u64 {
        self.split
    }
}

/// Finds the header's end and the first `fn=(` line after the point where
/// about half the lines of `file` (of `size` bytes) are behind; `None` when
/// either is not where it should be.
pub fn plan(file: &mut File, size: u64) -> io::Result<Option<Plan>> {
    let Some(header_end) = find_at(file, 0, header_end)? else {
        return Ok(None);
    };
    let Some(middle) = balanced_middle(file, size)? else {
        return Ok(None);
    };
    let middle = middle.max(header_end as u64);
    // Only with compressed names (`fn=(id)`): each name is then spelled
    // out once in the file, so the second piece adds only the names new to
    // it. With `--compress-strings=no` each piece spells out every name it
    // uses: the 1 GB benchmark profile took 3.1 s instead of 1.9 s, and
    // 506 MB instead of 368 MB, split.
    let Some(at) = find_at(file, middle, |window| memchr::memmem::find(window, b"\nfn=("))? else {
        return Ok(None);
    };
    let split = middle + at as u64 + 1;
    Ok((split < size).then_some(Plan {
        header_end: header_end as u64,
        split,
        size,
    }))
}

/// Where about half the file's lines are behind, estimated from the
/// newlines in windows spread over it (`None` when one shows a second
/// part): work goes with lines more than with
/// bytes, and callgrind's lines are shorter in some stretches than in
/// others. CPython's 50 MB profile cut in the middle by bytes has 11% more
/// lines in its second half, whose thread then ran 708 M instructions while
/// the first ran 612 M (and waited).
///
/// Many small windows, not a few big ones: line density changes from one
/// stretch of a profile to the next (from 0.03 to 0.13 lines a byte
/// between the 50 MB profile's 32 kB windows). There, 32 windows of 32 kB
/// put the cut at 49.9% of the bytes where half the lines are behind 53.7%,
/// and the second thread had 16% more lines to read (it ran 664 M
/// instructions, the first about 585 M); 256 windows of 4 kB, the same
/// 1 MB read, put it at 53.9%.
fn balanced_middle(file: &mut File, size: u64) -> io::Result<Option<u64>> {
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
        let lines = memchr::memchr_iter(b'\n', &window).count();
        density.push(lines as f64 / window.len().max(1) as f64);
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

/// A plan with the second piece starting at `split` (a line start in
/// `file`); for tests, which cut files at every kind of place.
pub fn plan_at(file: &mut File, split: u64) -> io::Result<Option<Plan>> {
    let size = file.metadata()?.len();
    Ok(find_at(file, 0, header_end)?
        .map(|end| end as u64)
        .filter(|&end| end <= split)
        .map(|header_end| Plan {
            header_end,
            split,
            size,
        }))
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

/// What the second thread read: the second piece, and the piece it took
/// from the end of the first one's share, if it did (see [`take_over`]).
struct Second {
    last: Piece,
    /// The piece between the first and `last`, with each of `last`'s
    /// unresolved names as a handle of that piece (its name or its
    /// placeholder).
    middle: Option<(Piece, Vec<u32>)>,
    /// Each unresolved name of the piece the first thread took from the
    /// end of this one's share (see [`take_over`]), as a handle of `last`;
    /// `None` when there is none, or it failed.
    tail: Option<Vec<u32>>,
}

/// Reads the piece of the file at `path` from `start` (a line start after
/// the header, which ends at `header_end`) to `end`, or to where `cut`
/// says. When `next` gives the unresolved names of the piece that follows,
/// also returns them as handles of this piece (see [`resolve`]).
fn read_piece(
    path: &Path,
    header_end: u64,
    (start, end, cut): (u64, u64, Option<&Arc<Mutex<Cut>>>),
    opts: BuildOptions,
    (in_place, next): (Option<&Arc<Mapping>>, impl FnOnce() -> Option<Vec<Unresolved>>),
) -> Option<(Piece, Option<Vec<u32>>)> {
    let mut file = File::open(path).ok()?;
    let header = read_at(&mut file, 0, header_end as usize).ok()?;
    let mut builder = Builder::for_piece(opts);
    let file_at_start = builder.placeholder(Unresolved::File)?;
    let object_at_start = builder.placeholder(Unresolved::Object)?;
    if let Some(map) = in_place {
        builder.read_in_place(map.clone());
    }
    let mut p = Parser::new(&mut builder);
    let mut lines = LineReader::new(&header[..]);
    p.read(&mut lines).ok()?;
    let header_lines = lines.line_no();
    p.begin_piece(file_at_start, object_at_start, header_lines).ok()?;
    let last_line = match (in_place, cut) {
        (Some(map), cut) => {
            let cut = cut.cloned();
            let grant: Box<dyn FnMut(usize) -> usize> = match cut {
                Some(cut) => Box::new(move |want| grant(&cut, want)),
                None => Box::new(|want| want),
            };
            read_lines(
                &mut p,
                LineReader::in_place(map.clone(), start, end, grant),
                header_lines,
            )?
        }
        (None, Some(cut)) => {
            file.seek(SeekFrom::Start(start)).ok()?;
            let reader = CutReader {
                inner: file,
                cut: cut.clone(),
            };
            read_lines(&mut p, LineReader::new(reader), header_lines)?
        }
        (None, None) => {
            file.seek(SeekFrom::Start(start)).ok()?;
            read_lines(&mut p, LineReader::new(file.take(end - start)), header_lines)?
        }
    };
    let handles = match next() {
        None => None,
        Some(names) => Some(resolve(&mut p, &names)?),
    };
    let end = p.end_piece().ok()?;
    let piece = Piece {
        builder,
        end,
        header_lines,
        last_line,
    };
    Some((piece, handles))
}

/// Each of `names`, the unresolved names of the piece after the one `p`
/// has just read, as `p`'s handle: the name it defines for the id, the file
/// and object current at its end. A name `p` does not define either becomes
/// a placeholder of its own when `p` reads a piece; else there is none.
fn resolve(p: &mut Parser<'_, Builder>, names: &[Unresolved]) -> Option<Vec<u32>> {
    let (file, object) = p.split_point()?;
    names
        .iter()
        .map(|u| match *u {
            Unresolved::Id(space, id) => p.defined(space, id).or_else(|| p.sink().placeholder(*u)),
            Unresolved::File => Some(file),
            Unresolved::Object => Some(object),
        })
        .collect()
}

/// Reads `lines` (after the header's `header_lines`) to their end; the
/// number of the last line.
fn read_lines<R: Read>(p: &mut Parser<'_, Builder>, lines: LineReader<R>, header_lines: u64) -> Option<u64> {
    let mut lines = lines.with_lines_before(header_lines);
    p.read(&mut lines).ok()?;
    Some(lines.line_no())
}

/// Where a piece ends: the other thread may move it earlier (see
/// [`take_over`]) while the piece is read.
struct Cut {
    /// The piece's reader has been handed the file's bytes up to here.
    handed: u64,
    /// The piece ends here.
    end: u64,
}

fn lock(cut: &Mutex<Cut>) -> std::sync::MutexGuard<'_, Cut> {
    // Nothing panics while holding it; a poisoned lock still holds
    // consistent figures.
    cut.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Hands out up to `want` more bytes to a piece's reader, as far as the
/// cut allows. Under the lock, so the cut cannot move before bytes already
/// handed out.
fn grant(cut: &Mutex<Cut>, want: usize) -> usize {
    let mut cut = lock(cut);
    let n = cut.end.saturating_sub(cut.handed).min(want as u64);
    cut.handed += n;
    n as usize
}

/// A piece's input: it ends where the [`Cut`] says when it gets there.
struct CutReader<R> {
    inner: R,
    cut: Arc<Mutex<Cut>>,
}

impl<R: Read> Read for CutReader<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let want = grant(&self.cut, buf.len());
        let mut got = 0;
        while got < want {
            match self.inner.read(&mut buf[got..want]) {
                Ok(0) => break,
                Ok(n) => got += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        lock(&self.cut).handed -= (want - got) as u64;
        Ok(got)
    }
}

/// The least of the first piece's share left that the second thread takes
/// part of when it is done first: less is read in a few ms, about what
/// taking it over costs (opening, a second merge).
const TAKE_OVER_FROM: u64 = 4 << 20;

/// When the second piece is read before the first (the pieces are cut to
/// take about as long, but the machine may slow either thread), the second
/// thread takes over the second half of what is left of the first piece
/// from a `fn=(` line on (moving the [`Cut`]), and returns where that
/// piece starts; the first thread does the same with the second piece's
/// share (of a file of `size` bytes) when it is done first. On the 50 MB benchmark profile the first piece ended a
/// mean 6.6 ms after the second (20 runs, from 14 ms before it to 46 ms
/// after).
fn take_over(file: &mut File, cut: &Mutex<Cut>, size: u64) -> Option<u64> {
    let (handed, end) = {
        let cut = lock(cut);
        (cut.handed, cut.end.min(size))
    };
    let left = end.checked_sub(handed).filter(|&left| left >= TAKE_OVER_FROM)?;
    let aim = handed + left / 2;
    let at = find_at(file, aim, |window| memchr::memmem::find(window, b"\nfn=(")).ok()??;
    let start = aim + at as u64 + 1;
    let mut cut = lock(cut);
    (start < cut.end && start >= cut.handed).then(|| {
        cut.end = start;
        start
    })
}

/// How the threads share each other's work: by what is left when one is
/// done (`take_over`), or, for tests, the second thread the first's from
/// a given line start on, or the first the second's, whatever happens (a
/// start outside the piece is [`Share::WhenDone`]).
#[derive(Debug, Clone, Copy)]
pub enum Share {
    WhenDone,
    From(u64),
    /// The first thread reads the file from this line start on.
    Tail(u64),
}

/// The second thread: reads the second piece, then maybe part of the
/// first's share.
fn read_second(
    path: &Path,
    plan: Plan,
    opts: BuildOptions,
    (cut, tail_cut, in_place): (&Mutex<Cut>, &Arc<Mutex<Cut>>, Option<&Arc<Mapping>>),
    (share, tail): (Share, Receiver<Option<Vec<Unresolved>>>),
) -> Option<Second> {
    // The first thread sends the unresolved names of the piece it took
    // from the end of this one, once read, if it did (then the cut moved
    // before this piece got there, and this piece ends where that starts).
    let tail_names = || match lock(tail_cut).end {
        u64::MAX => None,
        _ => tail.recv().ok().flatten(),
    };
    let (last, tail) = read_piece(
        path,
        plan.header_end,
        (plan.split, u64::MAX, Some(tail_cut)),
        opts.clone(),
        (in_place, tail_names),
    )?;
    let start = match share {
        Share::From(start) => Some(start),
        Share::WhenDone => take_over(&mut File::open(path).ok()?, cut, plan.size),
        Share::Tail(_) => None,
    };
    let Some(start) = start else {
        return Some(Second {
            last,
            middle: None,
            tail,
        });
    };
    // Once the cut has moved, nothing but this piece covers the bytes up
    // to the second's: without it the first piece's thread reads them.
    let names = || Some(last.builder.unresolved_names().to_vec());
    let middle = read_piece(
        path,
        plan.header_end,
        (start, plan.split, None),
        opts,
        (in_place, names),
    )
    .and_then(|(piece, handles)| Some((piece, handles?)));
    Some(Second { last, middle, tail })
}

/// How the first piece is read: through a reader of the file from its
/// start, or in place from the file mapped (both pieces then are, and keep
/// their names there), telling `progress` of each step's bytes.
pub enum First<R> {
    Read(R),
    InPlace {
        map: Arc<Mapping>,
        progress: Box<dyn FnMut(u64)>,
    },
}

/// Loads the file at `path` as planned, the first piece from `first`.
/// `Ok(None)` when the pieces could not be merged after all (a sum past
/// 2^64-1, or a name given two ids): the caller then loads the file in
/// sequence.
pub fn load(
    path: &Path,
    first: First<impl Read>,
    plan: Plan,
    opts: BuildOptions,
) -> Result<Option<(Profile, Warnings)>, ParseError> {
    load_sharing(path, first, plan, opts, Share::WhenDone)
}

/// [`load`], with the first piece's work shared as `share` says.
pub fn load_sharing(
    path: &Path,
    first: First<impl Read>,
    plan: Plan,
    opts: BuildOptions,
    share: Share,
) -> Result<Option<(Profile, Warnings)>, ParseError> {
    let share = match share {
        Share::From(start) if !(plan.header_end < start && start < plan.split) => Share::WhenDone,
        Share::Tail(start) if !(plan.split < start && start < plan.size) => Share::WhenDone,
        share => share,
    };
    let (end, tail_end) = match share {
        Share::WhenDone => (plan.split, u64::MAX),
        Share::From(start) => (start, u64::MAX),
        Share::Tail(start) => (plan.split, start),
    };
    let cut = Arc::new(Mutex::new(Cut { handed: 0, end }));
    let tail_cut = Arc::new(Mutex::new(Cut {
        handed: plan.split,
        end: tail_end,
    }));
    let (tx, rx) = std::sync::mpsc::channel();
    let in_place = match &first {
        First::InPlace { map, .. } => Some(map.clone()),
        First::Read(_) => None,
    };
    let mut builder = Builder::new(opts.clone());
    if let Some(map) = &in_place {
        builder.read_in_place(map.clone());
    }
    let tail = TailJob {
        path,
        plan,
        opts: opts.clone(),
        in_place: in_place.clone(),
        cut: tail_cut.clone(),
        names: tx,
        share,
    };
    std::thread::scope(|scope| {
        let second = std::thread::Builder::new()
            .name("cgann-piece".into())
            .spawn_scoped(scope, || {
                read_second(path, plan, opts, (&cut, &tail_cut, in_place.as_ref()), (share, rx))
            })
            .expect("spawning a thread");
        let second = || match second.join() {
            Ok(second) => second,
            Err(panic) => std::panic::resume_unwind(panic),
        };
        let p = Parser::new(&mut builder);
        match first {
            First::Read(inner) => {
                let reader = CutReader {
                    inner,
                    cut: cut.clone(),
                };
                let lines = LineReader::new(reader).with_limit(plan.split);
                read_first(p, lines, (second, tail), &cut, plan)
            }
            First::InPlace { map, mut progress } => {
                let shared = cut.clone();
                let grant = Box::new(move |want| {
                    let n = grant(&shared, want);
                    progress(n as u64);
                    n
                });
                let lines = LineReader::in_place(map, 0, u64::MAX, grant).with_limit(plan.split);
                read_first(p, lines, (second, tail), &cut, plan)
            }
        }
    })
    .map(|merged| {
        merged.then(|| {
            let warnings = builder.take_warnings();
            (builder.finish(), warnings)
        })
    })
}

/// The first thread's share of the second piece's work: the end of it,
/// when the first piece is read first with much of the second left (see
/// [`take_over`]).
struct TailJob<'a> {
    path: &'a Path,
    plan: Plan,
    opts: BuildOptions,
    in_place: Option<Arc<Mapping>>,
    cut: Arc<Mutex<Cut>>,
    /// Tells the second thread the tail's unresolved names (or that there
    /// are none: it waits for them only if the cut moved).
    names: Sender<Option<Vec<Unresolved>>>,
    share: Share,
}

impl TailJob<'_> {
    /// Takes over the end of the second piece, when `now` and it pays (or
    /// as `share` says): `None` when not, else the piece read, if it could
    /// be.
    fn read(self, now: bool) -> Option<Option<Piece>> {
        let start = match self.share {
            Share::Tail(start) => Some(start),
            Share::WhenDone if now => File::open(self.path)
                .ok()
                .and_then(|mut file| take_over(&mut file, &self.cut, self.plan.size)),
            _ => None,
        };
        let piece = start.map(|start| {
            let range = (start, u64::MAX, None);
            let no_next = || None;
            read_piece(
                self.path,
                self.plan.header_end,
                range,
                self.opts,
                (self.in_place.as_ref(), no_next),
            )
            .map(|(piece, _)| piece)
        });
        let names = piece
            .as_ref()
            .and_then(|piece| piece.as_ref())
            .map(|piece| piece.builder.unresolved_names().to_vec());
        // Received only when the cut moved; a send nobody waits for is
        // dropped with the channel.
        let _ = self.names.send(names);
        piece
    }
}

/// Reads the first piece from `lines`, then merges what the second thread
/// read (`second` waits for it), or reads on in sequence when that cannot
/// be merged. `Ok(false)` when a merge failed (the caller loads the file
/// in sequence).
fn read_first<R: Read>(
    mut p: Parser<'_, Builder>,
    mut lines: LineReader<R>,
    (second, tail): (impl FnOnce() -> Option<Second>, TailJob<'_>),
    cut: &Mutex<Cut>,
    plan: Plan,
) -> Result<bool, ParseError> {
    let read = p.read(&mut lines);
    let tail = tail.read(read.is_ok());
    let second = second();
    // An error in the first piece comes before anything in the second.
    read?;
    // The pieces after the first, in order, each with its unresolved
    // names as the handles of the piece before it (the first's: its
    // names). A piece after a moved cut that failed leaves a gap: read on
    // in sequence.
    let uncut = lock(cut).end == plan.split;
    let pieces = second.and_then(|s| match (s.middle, tail, s.tail) {
        (None, None, _) if uncut => Some(vec![(s.last, None)]),
        (Some((middle, handles)), None, _) => Some(vec![(middle, None), (s.last, Some(handles))]),
        (None, Some(Some(tail)), Some(handles)) if uncut => Some(vec![(s.last, None), (tail, Some(handles))]),
        _ => None,
    });
    let resolved = pieces.as_ref().and_then(|pieces| {
        // Another part began in the first piece (the sampling in
        // `plan` saw none): read on in sequence.
        if !pieces.iter().all(|(piece, _)| p.sink().can_absorb(&piece.builder)) || p.has_undefined_names() {
            return None;
        }
        resolve(&mut p, pieces[0].0.builder.unresolved_names())
    });
    let (Some(pieces), Some(mut resolved)) = (pieces, resolved) else {
        lines.lift_limit();
        lock(cut).end = u64::MAX;
        p.read(&mut lines)?;
        p.finish(lines.line_no())?;
        return Ok(true);
    };
    // A piece's line n is the file's line n - header_lines + offset: its
    // reader numbered the header's lines first. (The first piece holds
    // the header, so it has at least as many lines.)
    let mut last_line = lines.line_no();
    let mut ids = Vec::new();
    for (mut piece, handles) in pieces {
        if let Some(handles) = handles {
            // Handles of the piece before: its names, or its placeholders.
            resolved = handles
                .iter()
                .map(|&h| match h.checked_sub(UNRESOLVED) {
                    Some(k) => resolved[k as usize],
                    None => ids[h as usize],
                })
                .collect();
        }
        let offset = last_line - piece.header_lines;
        let merged = p.sink().absorb(&mut piece.builder, &resolved, offset);
        // Freeing the piece's tables took 6 ms on the 50 MB benchmark
        // profile: a thread of its own does it (in the command-line tool
        // the process may well exit first).
        std::thread::spawn(move || drop(piece.builder));
        let Ok(merged) = merged else { return Ok(false) };
        ids = merged;
        p.take_piece_end(piece.end);
        last_line = piece.last_line + offset;
    }
    p.finish(last_line)?;
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
            let at = balanced_middle(&mut File::open(&path).unwrap(), size).unwrap().unwrap();
            at as f64 / size as f64
        };
        // 125,000 lines, 62,500 of them behind 1 MB + 375 kB of 2 MB.
        let uneven_at = middle(&uneven);
        let even_at = middle(&even);
        let _ = std::fs::remove_file(&path);
        assert!((0.65..0.72).contains(&uneven_at), "{uneven_at}");
        assert!((0.48..0.52).contains(&even_at), "{even_at}");
    }

    /// A file of several parts is not split; one part is, at a `fn=(` line.
    #[test]
    fn only_single_part_files_are_planned() {
        let path = std::env::temp_dir().join(format!("cgann-split-parts-{}", std::process::id()));
        let header = "version: 1\npositions: line\nevents: Ir\npart: 1\n\n";
        let body = "fn=(1) f\n1 1\n+1 2\n\n".repeat(20_000);
        let plan_of = |text: &str| {
            std::fs::write(&path, text).unwrap();
            plan(&mut File::open(&path).unwrap(), text.len() as u64).unwrap()
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
