//! A line reader over any `Read`: memchr finds line ends inside one reusable
//! buffer, so reading allocates nothing per line and never holds more of the
//! input than the longest line plus one read block.

use std::io::{self, Read};

/// Read size. 256 KiB keeps the syscall count low on multi-GB inputs while
/// staying well inside L2 on the machines measured (see bench/README).
const BLOCK: usize = 256 * 1024;

/// Lines longer than this are refused rather than buffered: no real profile
/// line comes near it, and it bounds memory on hostile input.
pub const MAX_LINE: usize = 256 * 1024 * 1024;

pub struct LineReader<R> {
    inner: R,
    buf: Vec<u8>,
    start: usize,
    end: usize,
    /// Positions of the newlines in `buf[start..end]` not yet handed out,
    /// found with one SIMD pass per read instead of a memchr call per line
    /// (profile lines average 12 bytes, too short for memchr to pay off).
    newlines: Vec<usize>,
    /// Next unused entry of `newlines`.
    next_nl: usize,
    /// `buf[..scanned]` has been searched for newlines.
    scanned: usize,
    eof: bool,
    line_no: u64,
    /// Bytes taken from `inner` so far.
    taken: u64,
    /// No bytes are taken from `inner` past this offset: the input seems to
    /// end there until [`LineReader::lift_limit`] (see [`LineReader::with_limit`]).
    limit: u64,
}

/// One line without its `\n` (and without a `\r` before it).
pub struct Line<'a> {
    pub text: &'a [u8],
    /// False only for a last line that ends without a newline.
    pub terminated: bool,
    /// 1-based line number.
    pub no: u64,
}

impl<R: Read> LineReader<R> {
    pub fn new(inner: R) -> Self {
        Self::with_capacity(inner, BLOCK)
    }

    /// A reader with a given read size; tests use tiny sizes to exercise
    /// lines that straddle buffer refills.
    pub fn with_capacity(inner: R, block: usize) -> Self {
        LineReader {
            inner,
            buf: vec![0; block.max(1)],
            start: 0,
            end: 0,
            newlines: Vec::new(),
            next_nl: 0,
            scanned: 0,
            eof: false,
            line_no: 0,
            taken: 0,
            limit: u64::MAX,
        }
    }

    /// Makes the input seem to end after its first `limit` bytes, until
    /// [`Self::lift_limit`]: a parser stops there and can go on later.
    pub fn with_limit(mut self, limit: u64) -> Self {
        self.limit = limit;
        self
    }

    /// Numbers lines after the first `n` (the input starts mid-file).
    pub fn with_lines_before(mut self, n: u64) -> Self {
        self.line_no = n;
        self
    }

    /// Reads on past the limit to the real end of the input.
    pub fn lift_limit(&mut self) {
        if self.limit != u64::MAX {
            self.limit = u64::MAX;
            self.eof = false;
        }
    }

    /// 1-based number of the line last returned.
    pub fn line_no(&self) -> u64 {
        self.line_no
    }

    #[inline]
    pub fn next_line(&mut self) -> io::Result<Option<Line<'_>>> {
        loop {
            if let Some(&nl) = self.newlines.get(self.next_nl) {
                self.next_nl += 1;
                let line_start = self.start;
                self.start = nl + 1;
                return Ok(Some(self.emit(line_start, nl, true)));
            }
            if self.eof {
                if self.start == self.end {
                    return Ok(None);
                }
                let line_start = self.start;
                let end = self.end;
                self.start = end;
                return Ok(Some(self.emit(line_start, end, false)));
            }
            self.fill()?;
            self.newlines.clear();
            self.next_nl = 0;
            find_newlines(&self.buf[self.scanned..self.end], self.scanned, &mut self.newlines);
            self.scanned = self.end;
        }
    }

    /// Offers the lines already read and ended by a newline to `take`, one
    /// by one with their numbers, for as long as it takes them (`Ok(true)`);
    /// the first one it declines is the one [`Self::next_line`] returns next.
    /// A line taken with an error counts as read.
    ///
    /// A line's text keeps any `\r` before its newline: `take` declines
    /// what it cannot read as it stands. This is how the parser reads a run
    /// of cost lines without [`Self::next_line`]'s bookkeeping per line.
    #[inline(always)]
    pub fn take_lines<E>(&mut self, mut take: impl FnMut(&[u8], u64) -> Result<bool, E>) -> Result<(), E> {
        let mut start = self.start;
        let mut k = self.next_nl;
        let src = &self.buf;
        let mut result = Ok(());
        while let Some(&nl) = self.newlines.get(k) {
            match take(&src[start..nl], self.line_no + 1) {
                Ok(false) => break,
                taken => {
                    start = nl + 1;
                    k += 1;
                    self.line_no += 1;
                    if let Err(e) = taken {
                        result = Err(e);
                        break;
                    }
                }
            }
        }
        self.start = start;
        self.next_nl = k;
        result
    }

    #[inline]
    fn emit(&mut self, from: usize, to: usize, terminated: bool) -> Line<'_> {
        self.line_no += 1;
        let mut text = &self.buf[from..to];
        if let [rest @ .., b'\r'] = text {
            text = rest;
        }
        Line {
            text,
            terminated,
            no: self.line_no,
        }
    }

    /// Makes room (moving the partial line to the front, growing only when a
    /// single line outgrows the buffer) and reads one more block.
    fn fill(&mut self) -> io::Result<()> {
        // Only called when every newline has been handed out, so nothing in
        // `newlines` needs moving along with the partial line.
        if self.start > 0 {
            self.buf.copy_within(self.start..self.end, 0);
            self.end -= self.start;
            self.scanned -= self.start;
            self.start = 0;
        }
        if self.end == self.buf.len() {
            if self.buf.len() >= MAX_LINE {
                return Err(io::Error::new(
                    io::ErrorKind::InvalidData,
                    format!("line {} is longer than {} bytes", self.line_no + 1, MAX_LINE),
                ));
            }
            let new_len = (self.buf.len() * 2).min(MAX_LINE);
            self.buf.resize(new_len, 0);
        }
        let room = (self.buf.len() - self.end).min(usize::try_from(self.limit - self.taken).unwrap_or(usize::MAX));
        loop {
            match self.inner.read(&mut self.buf[self.end..self.end + room]) {
                Ok(0) => {
                    self.eof = true;
                    return Ok(());
                }
                Ok(n) => {
                    self.end += n;
                    self.taken += n as u64;
                    return Ok(());
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            }
        }
    }
}

/// Appends `offset` + the position of every `\n` in `bytes` to `out`,
/// sixty-four bytes per step with SSE2 (part of every x86_64 CPU).
///
/// Sixty-four bytes make one 64-bit mask, walked bit by bit; the positions
/// go to spare capacity reserved up front (at most one per byte), with no
/// capacity or bounds check per position. Sixteen bytes per step and a
/// checked push took 102 million instructions on the 50 MB profile; SSE2
/// with a bounds-checked write 63 million. An AVX2 tier (two compares a
/// step instead of four) saved 0.8% of the load's instructions and no
/// measurable wall time: removed.
#[cfg(target_arch = "x86_64")]
fn find_newlines(bytes: &[u8], offset: usize, out: &mut Vec<usize>) {
    use std::arch::x86_64::{_mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_set1_epi8};
    // SAFETY (both blocks): SSE2 is part of the x86_64 baseline, so these
    // instructions exist on every CPU this code can run on.
    let newline = unsafe { _mm_set1_epi8(b'\n' as i8) };
    push_newlines(bytes, offset, out, |block| {
        let mut mask = 0u64;
        for (k, part) in block.chunks_exact(16).enumerate() {
            // SAFETY: also, the unaligned load reads exactly the 16 bytes
            // of `part`.
            let bits = unsafe {
                let v = _mm_loadu_si128(part.as_ptr().cast());
                _mm_movemask_epi8(_mm_cmpeq_epi8(v, newline)) as u32 as u64
            };
            mask |= bits << (16 * k);
        }
        mask
    })
}

/// The walk of [`find_newlines`]: `mask` gives the newline bits of
/// each 64-byte block (bit k for byte k).
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn push_newlines(bytes: &[u8], offset: usize, out: &mut Vec<usize>, mask: impl Fn(&[u8]) -> u64) {
    out.reserve(bytes.len());
    let len = out.len();
    let spare = out.spare_capacity_mut();
    debug_assert!(spare.len() >= bytes.len());
    let slots = spare.as_mut_ptr();
    let mut n = 0;
    let mut blocks = bytes.chunks_exact(64);
    let mut base = 0;
    for block in &mut blocks {
        let mut bits = mask(block);
        while bits != 0 {
            // SAFETY: `n` counts the newlines written so far, fewer than
            // the bytes looked at, and `spare` has room for one per byte
            // of `bytes` (reserved above).
            unsafe { (*slots.add(n)).write(offset + base + bits.trailing_zeros() as usize) };
            n += 1;
            bits &= bits - 1;
        }
        base += 64;
    }
    for (i, &b) in blocks.remainder().iter().enumerate() {
        if b == b'\n' {
            // SAFETY: as above.
            unsafe { (*slots.add(n)).write(offset + base + i) };
            n += 1;
        }
    }
    // SAFETY: the first `n` spare slots were written just above.
    unsafe { out.set_len(len + n) };
}

#[cfg(not(target_arch = "x86_64"))]
fn find_newlines(bytes: &[u8], offset: usize, out: &mut Vec<usize>) {
    find_newlines_portable(bytes, offset, out)
}

#[cfg(any(test, not(target_arch = "x86_64")))]
/// The same, eight bytes at a time: a word's newline bytes become high bits of a mask
/// (the "has zero byte" trick on `word ^ 0x0a0a...`). The trick can flag a
/// byte just above a real match, so each candidate is checked.
fn find_newlines_portable(bytes: &[u8], offset: usize, out: &mut Vec<usize>) {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    const NL: u64 = ONES * b'\n' as u64;
    let mut chunks = bytes.chunks_exact(8);
    let mut base = 0;
    for chunk in &mut chunks {
        let x = u64::from_le_bytes(chunk.try_into().expect("8 bytes")) ^ NL;
        let mut found = x.wrapping_sub(ONES) & !x & HIGHS;
        while found != 0 {
            let i = found.trailing_zeros() as usize / 8;
            if chunk[i] == b'\n' {
                out.push(offset + base + i);
            }
            found &= found - 1;
        }
        base += 8;
    }
    for (i, &b) in chunks.remainder().iter().enumerate() {
        if b == b'\n' {
            out.push(offset + base + i);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8], block: usize) -> Vec<(Vec<u8>, bool)> {
        let mut r = LineReader::with_capacity(input, block);
        let mut out = Vec::new();
        while let Some(l) = r.next_line().unwrap() {
            out.push((l.text.to_vec(), l.terminated));
        }
        out
    }

    #[test]
    fn splits_lines_whatever_the_block_size() {
        let input = b"events: Ir\r\nfn=main\n\n16 20\nlast";
        let whole = lines(input, 4096);
        assert_eq!(
            whole,
            vec![
                (b"events: Ir".to_vec(), true),
                (b"fn=main".to_vec(), true),
                (b"".to_vec(), true),
                (b"16 20".to_vec(), true),
                (b"last".to_vec(), false),
            ]
        );
        for block in 1..12 {
            assert_eq!(lines(input, block), whole, "block {block}");
        }
    }

    #[test]
    fn finds_every_newline() {
        let mut bytes = Vec::new();
        for i in 0..300u32 {
            bytes.push(if i % 7 == 0 || i % 11 == 3 {
                b'\n'
            } else {
                (i % 256) as u8
            });
        }
        bytes.extend_from_slice(b"\x0b\n\x0b\x0b\n\n\x01\n");
        // Every length, so that each remainder after whole blocks occurs;
        // positions are appended after what is there.
        for len in 0..bytes.len() {
            let part = &bytes[..len];
            let want: Vec<usize> = std::iter::once(1)
                .chain(
                    part.iter()
                        .enumerate()
                        .filter(|(_, b)| **b == b'\n')
                        .map(|(i, _)| i + 5),
                )
                .collect();
            let mut got = vec![1];
            find_newlines(part, 5, &mut got);
            assert_eq!(got, want, "length {len}");
            let mut got = vec![1];
            find_newlines_portable(part, 5, &mut got);
            assert_eq!(got, want, "portable, length {len}");
        }
    }

    #[test]
    fn empty_input_has_no_lines() {
        assert!(lines(b"", 3).is_empty());
    }
}
