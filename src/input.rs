//! Opening profiles: a path or `-` for stdin, plain or compressed (gzip,
//! zstd, bzip2, xz: recognised by their magic bytes, not by the name), with
//! a progress line on a terminal for slow loads.

use std::fs::File;
use std::io::{self, BufReader, IsTerminal, Read, Seek, Write};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, sync_channel};
use std::time::{Duration, Instant};

use crate::error::{LoadError, ParseError};
use crate::model::Profile;
use crate::model::builder::{BuildOptions, Warnings};
use crate::model::{pipeline, split};

/// Where a profile comes from.
pub enum Source<'a> {
    Path(&'a Path),
    Stdin,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Compression {
    None,
    Gzip,
    Zstd,
    Bzip2,
    Xz,
}

impl Compression {
    /// Recognises a compressed stream by its first bytes.
    pub fn detect(head: &[u8]) -> Compression {
        match head {
            [0x1f, 0x8b, ..] => Compression::Gzip,
            [0x28, 0xb5, 0x2f, 0xfd, ..] => Compression::Zstd,
            [b'B', b'Z', b'h', ..] => Compression::Bzip2,
            [0xfd, b'7', b'z', b'X', b'Z', 0x00, ..] => Compression::Xz,
            _ => Compression::None,
        }
    }
}

impl Source<'_> {
    pub fn display_name(&self) -> String {
        match self {
            Source::Path(p) => p.to_string_lossy().into_owned(),
            Source::Stdin => "-".to_string(),
        }
    }

    /// The raw input and, for regular files, its size.
    fn open_raw(&self) -> io::Result<(Box<dyn Read + Send>, Option<u64>)> {
        match self {
            Source::Path(p) => {
                let f = File::open(p)?;
                let meta = f.metadata()?;
                if meta.is_dir() {
                    return Err(io::Error::new(
                        io::ErrorKind::InvalidInput,
                        "is a directory, not a profile",
                    ));
                }
                let size = meta.is_file().then_some(meta.len());
                Ok((Box::new(f), size))
            }
            Source::Stdin => Ok((Box::new(io::stdin()), None)),
        }
    }
}

/// Opens `source` for reading its profile text: decompressed if needed,
/// counted for the progress line when `progress` is set.
pub fn open(source: &Source<'_>, progress: bool) -> io::Result<Box<dyn Read + Send>> {
    let (raw, size) = source.open_raw()?;
    let raw: Box<dyn Read + Send> = match (progress, size) {
        (true, Some(size)) => Box::new(Progress::new(raw, size, source.display_name())),
        _ => raw,
    };
    // Peek at the first bytes without a BufReader in the way: for plain
    // input the line reader then reads straight from the file (a BufReader
    // would copy every byte once more).
    let mut raw = raw;
    let mut head = [0u8; 6];
    let got = read_prefix(&mut raw, &mut head)?;
    let head = io::Cursor::new(head[..got].to_vec());
    let kind = Compression::detect(head.get_ref());
    let whole = head.chain(raw);
    if kind == Compression::None {
        return Ok(Box::new(whole));
    }
    // The compressed bytes read so far set the cap on what they may
    // decompress to (see `crate::limits::decompressed_cap`).
    let counted = Counted {
        inner: whole,
        read: Arc::new(AtomicU64::new(0)),
    };
    let read = Arc::clone(&counted.read);
    let buffered = || BufReader::with_capacity(256 * 1024, counted);
    Ok(match kind {
        Compression::None => unreachable!("handled above"),
        Compression::Gzip => in_background(flate2::bufread::MultiGzDecoder::new(buffered()), read),
        Compression::Zstd => in_background(zstd::stream::read::Decoder::with_buffer(buffered())?, read),
        Compression::Bzip2 => in_background(bzip2::bufread::MultiBzDecoder::new(buffered()), read),
        Compression::Xz => in_background(liblzma::bufread::XzDecoder::new_multi_decoder(buffered()), read),
    })
}

/// Loads one profile on two threads: a big plain file as two pieces at
/// once ([`crate::model::split`]), anything else
/// parsed on one thread and aggregated on another
/// ([`crate::model::pipeline`]).
pub fn load(source: &Source<'_>, opts: BuildOptions) -> Result<(Profile, Warnings), LoadError> {
    load_all(std::slice::from_ref(source), opts)
}

/// Loads several profiles into one, their costs summed. Each is opened
/// only when the one before has been read.
pub fn load_all(sources: &[Source<'_>], opts: BuildOptions) -> Result<(Profile, Warnings), LoadError> {
    let progress = io::stderr().is_terminal();
    if let [Source::Path(path)] = sources
        && let Some(loaded) = load_split(path, &opts, progress)
    {
        return loaded.map_err(|error| LoadError::Parse {
            input: sources[0].display_name(),
            error,
        });
    }
    let mut open_error = None;
    let readers = sources
        .iter()
        .enumerate()
        .map_while(|(i, source)| match open(source, progress) {
            Ok(r) => Some(r),
            Err(error) => {
                open_error = Some((i, error));
                None
            }
        });
    let loaded = pipeline::load_all(readers, opts);
    if let Some((i, error)) = open_error {
        // An input before it may have failed first; report the earliest.
        if !matches!(&loaded, Err((j, _)) if *j < i) {
            return Err(LoadError::Io {
                input: sources[i].display_name(),
                error,
            });
        }
    }
    loaded.map_err(|(i, error)| LoadError::Parse {
        input: sources[i].display_name(),
        error,
    })
}

/// Loads a big plain file as two pieces at once (see [`split`]); `None`
/// when it is not one, cannot be cut, or its pieces do not merge (then it
/// is loaded the usual way, which also reports any error opening it).
fn load_split(path: &Path, opts: &BuildOptions, progress: bool) -> Option<Result<(Profile, Warnings), ParseError>> {
    // Per-function line costs (for --write) are only kept in sequence.
    if opts.function_lines {
        return None;
    }
    let mut file = File::open(path).ok()?;
    let meta = file.metadata().ok()?;
    if !meta.is_file() || meta.len() < split::MIN_SIZE {
        return None;
    }
    let mut head = [0u8; 6];
    let got = read_prefix(&mut file, &mut head).ok()?;
    if Compression::detect(&head[..got]) != Compression::None {
        return None;
    }
    let plan = split::plan(&mut file, meta.len(), !opts.skip_line_costs).ok()??;
    file.seek(io::SeekFrom::Start(0)).ok()?;
    // The first piece's progress stands for both: they are cut to take
    // about as long.
    fn shown<R>(inner: R, path: &Path, first_len: u64, size: u64) -> Progress<R> {
        let mut shown = Progress::new(inner, first_len, path.to_string_lossy().into_owned());
        shown.scale = size as f64 / first_len.max(1) as f64;
        shown
    }
    let first: Box<dyn Read> = if progress {
        Box::new(shown(file, path, plan.first_len(), meta.len()))
    } else {
        Box::new(file)
    };
    split::load(path, first, plan, opts.clone()).transpose()
}

/// Whether a file looks like a Callgrind or Cachegrind profile: compressed,
/// or starting (after blank lines) with `# callgrind format` or a header
/// line. Source files named on the command line do not.
pub fn looks_like_profile(path: &Path) -> bool {
    // Checked before opening: opening a FIFO would wait for a writer.
    if !std::fs::metadata(path).is_ok_and(|m| m.is_file()) {
        return false;
    }
    let Ok(mut f) = File::open(path) else { return false };
    let mut head = vec![0u8; 4096];
    let n = read_full(&mut f, &mut head).0;
    head.truncate(n);
    if Compression::detect(&head) != Compression::None {
        return true;
    }
    let mut lines = head.split(|&b| b == b'\n').map(|l| l.strip_suffix(b"\r").unwrap_or(l));
    lines.find(|l| !l.is_empty()).is_some_and(|l| {
        use crate::parse::header::Key::*;
        l.starts_with(b"# callgrind format")
            || crate::parse::header::split_header(l).is_some_and(|(k, _)| {
                matches!(
                    k,
                    Version | Creator | Pid | Cmd | Desc | Events | Positions | Part | Thread
                )
            })
    })
}

/// Blocks of decompressed data in flight: decompression runs ahead of the
/// parser by at most this many blocks.
const AHEAD: usize = 4;
const BLOCK: usize = 256 * 1024;

/// Runs a decompressor on its own thread, so decompressing overlaps with
/// parsing; the returned reader hands out its output.
/// Past its cap (`compressed` counts the bytes the decoder has read) it
/// ends with an error instead of more data.
fn in_background<R: Read + Send + 'static>(mut decoder: R, compressed: Arc<AtomicU64>) -> Box<dyn Read + Send> {
    let (tx, rx) = sync_channel::<io::Result<Vec<u8>>>(AHEAD);
    std::thread::Builder::new()
        .name("cgann-decompress".into())
        .spawn(move || {
            let mut total: u64 = 0;
            loop {
                let mut block = vec![0; BLOCK];
                let (n, err) = read_full(&mut decoder, &mut block);
                block.truncate(n);
                total += n as u64;
                let cap = crate::limits::decompressed_cap(compressed.load(Ordering::Relaxed));
                if total > cap {
                    let message = crate::limits::decompressed_too_much(cap);
                    let _ = tx.send(Err(io::Error::new(io::ErrorKind::FileTooLarge, message)));
                    break;
                }
                // Data decoded before an error still goes first, so the
                // parser gets as far as the input allows.
                if n > 0 && tx.send(Ok(block)).is_err() {
                    break;
                }
                if let Some(e) = err {
                    let _ = tx.send(Err(e));
                    break;
                }
                if n == 0 {
                    break;
                }
            }
        })
        .expect("spawning a thread");
    Box::new(ChannelReader {
        rx,
        block: Vec::new(),
        pos: 0,
    })
}

/// A reader that counts the bytes read through it, for another thread.
struct Counted<R> {
    inner: R,
    read: Arc<AtomicU64>,
}

impl<R: Read> Read for Counted<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.read.fetch_add(n as u64, Ordering::Relaxed);
        Ok(n)
    }
}

/// Reads until `buf` is full or the input ends.
fn read_prefix(r: &mut impl Read, buf: &mut [u8]) -> io::Result<usize> {
    match read_full(r, buf) {
        (n, None) => Ok(n),
        (_, Some(e)) => Err(e),
    }
}

/// Reads until `buf` is full, the input ends or an error: returns how much
/// was read, and the error if one stopped it.
fn read_full(r: &mut impl Read, buf: &mut [u8]) -> (usize, Option<io::Error>) {
    let mut filled = 0;
    while filled < buf.len() {
        match r.read(&mut buf[filled..]) {
            Ok(0) => break,
            Ok(n) => filled += n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return (filled, Some(e)),
        }
    }
    (filled, None)
}

struct ChannelReader {
    rx: Receiver<io::Result<Vec<u8>>>,
    block: Vec<u8>,
    pos: usize,
}

impl Read for ChannelReader {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.pos == self.block.len() {
            match self.rx.recv() {
                Ok(Ok(block)) => {
                    self.block = block;
                    self.pos = 0;
                }
                // Past the cap: the message says it all.
                Ok(Err(e)) if e.kind() == io::ErrorKind::FileTooLarge => return Err(e),
                Ok(Err(e)) => {
                    return Err(io::Error::new(
                        e.kind(),
                        format!("decompressing: {e} (truncated or damaged file?)"),
                    ));
                }
                Err(_) => return Ok(0),
            }
        }
        let n = buf.len().min(self.block.len() - self.pos);
        buf[..n].copy_from_slice(&self.block[self.pos..self.pos + n]);
        self.pos += n;
        Ok(n)
    }
}

/// Counts bytes read from a file and, once loading has taken longer than
/// [`Progress::DELAY`], shows how far it got on stderr (a terminal: the
/// caller checks). The line is erased when the input ends.
struct Progress<R> {
    inner: R,
    size: u64,
    read: u64,
    /// Shown sizes are the counted ones times this: the first piece of a
    /// split load stands for the whole file (both pieces read at one pace).
    scale: f64,
    name: String,
    started: Instant,
    last: Option<Instant>,
}

impl<R> Progress<R> {
    const DELAY: Duration = Duration::from_secs(1);
    const EVERY: Duration = Duration::from_millis(200);

    fn new(inner: R, size: u64, name: String) -> Self {
        Progress {
            inner,
            size,
            read: 0,
            scale: 1.0,
            // Shown on a terminal: escaped.
            name: crate::safety::terminal::stderr_text(name.as_bytes()),
            started: Instant::now(),
            last: None,
        }
    }

    fn show(&mut self) {
        let now = Instant::now();
        if now.duration_since(self.started) < Self::DELAY
            || self.last.is_some_and(|t| now.duration_since(t) < Self::EVERY)
        {
            return;
        }
        self.last = Some(now);
        let pct = self.read.saturating_mul(100).checked_div(self.size).unwrap_or(100);
        let mb = |b: u64| b as f64 * self.scale / 1e6;
        let _ = write!(
            io::stderr(),
            "\rcgann: reading {}: {pct:3}% ({:.0} of {:.0} MB)",
            self.name,
            mb(self.read),
            mb(self.size)
        );
    }

    /// Counts `n` more bytes read (0: the end).
    fn advance(&mut self, n: u64) {
        self.read += n;
        if n == 0 {
            self.clear();
        } else {
            self.show();
        }
    }

    fn clear(&mut self) {
        if self.last.take().is_some() {
            let _ = write!(io::stderr(), "\r\x1b[K");
        }
    }
}

impl<R: Read> Read for Progress<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.advance(n as u64);
        Ok(n)
    }
}

impl<R> Drop for Progress<R> {
    fn drop(&mut self) {
        self.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_bytes() {
        assert_eq!(Compression::detect(b"\x1f\x8b\x08"), Compression::Gzip);
        assert_eq!(Compression::detect(b"\x28\xb5\x2f\xfd\x00"), Compression::Zstd);
        assert_eq!(Compression::detect(b"BZh91AY"), Compression::Bzip2);
        assert_eq!(Compression::detect(b"\xfd7zXZ\x00\x00"), Compression::Xz);
        assert_eq!(Compression::detect(b"# callgrind format"), Compression::None);
        assert_eq!(Compression::detect(b""), Compression::None);
    }
}
