//! Loading on two threads: the parser (reading, splitting lines, decoding
//! numbers and subpositions) and the name [`Interner`] on the calling
//! thread; the [`Aggregator`] (the hash maps of functions, lines and call
//! sites) on a second one.
//!
//! Where the interner runs was measured: on the aggregating thread, where it
//! was first, the 1 GB benchmark profile (`--compress-strings=no`: 1.4
//! million name lines reach the interner, 374 bytes on average) kept that
//! thread busy while the parser waited; both threads work about as long
//! with the interner here (hyperfine, same run: 2.26 s -> 2.07 s; the 50 MB
//! profile, whose names come once each, unchanged at 225 ms). Names no
//! longer travel between the threads either.
//!
//! The parser's sink here records what each line means into batches that go
//! to the aggregator over a bounded channel (bounded, so memory does not grow
//! with the file), and empty batches come back for reuse. Everything happens
//! in file order, on one stream, so the result is the sequential one; tests
//! compare the two on every bundled profile.

use std::io::Read;
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};

use super::Profile;
use super::builder::{Aggregator, BuildOptions, Interner, Warnings};
use super::cost::{CostRef, MAX_EVENTS, Val, spend};
use crate::error::ParseError;
use crate::parse::header::PartHeader;
use crate::parse::names::Space;
use crate::parse::{self, Call, Jump, Sink};

/// Operations per batch: large enough that channel traffic is negligible,
/// small enough that a batch stays in L2.
const BATCH_OPS: usize = 4096;
/// Batches in flight between the threads.
const QUEUE: usize = 2;

enum Op {
    /// The following ops come from input number N.
    BeginInput(usize),
    BeginPart(Box<PartHeader>),
    EndPart(Box<PartHeader>),
    Enter {
        file: u32,
        func: u32,
        object: Option<u32>,
        /// See [`Aggregator::enter`].
        keep_lines: bool,
    },
    Cost {
        line: u64,
        defined: u64,
    },
    /// The call is the batch's next entry in `calls`.
    Call {
        line: u64,
        defined: u64,
    },
    /// The jump is the batch's next entry in `jumps`.
    Jump {
        line: u64,
    },
    Warn(Box<(u64, crate::parse::WarningKind, Vec<u8>)>),
}

// Every cost line becomes an op: keep them small (calls and jumps, which
// are bigger, travel beside them).
const _: () = assert!(std::mem::size_of::<Op>() <= 24);

#[derive(Default)]
struct Batch {
    /// Each op with its input line, for errors found while aggregating.
    /// One vector of pairs rather than two vectors: one push (one capacity
    /// check) per op instead of two; with Recorder::cost inlined, the
    /// parsing thread's instructions on the 50 MB profile went from
    /// 2,232 million to 2,037 million (all threads: 3,038 to 2,814 million).
    ops: Vec<(Op, u64)>,
    /// Cost values of the `Cost` and `Call` ops, `n` per op, in order.
    vals: Vec<Val>,
    calls: Vec<Call>,
    jumps: Vec<Jump>,
}

impl Batch {
    fn clear(&mut self) {
        self.ops.clear();
        self.vals.clear();
        self.calls.clear();
        self.jumps.clear();
    }
}

/// The parser-side sink: interns names and records what lines mean.
struct Recorder {
    interner: Interner,
    n: usize,
    no: u64,
    batch: Batch,
    tx: Option<SyncSender<Batch>>,
    spare: Receiver<Batch>,
    /// The aggregator stopped (after an error of its own).
    stopped: bool,
    /// Coalescing (see [`Recorder::coalesce`]) is on: it stays on while
    /// `budget` holds the sum of every cost-line value so far.
    coalescing: bool,
    budget: u64,
    /// Runs of cost lines coalesce whatever their source lines (no line
    /// costs are kept, or none of the current file's), not only runs on
    /// the same line.
    any_line: bool,
    /// No line costs are kept at all (`any_line` whatever the file).
    no_line_costs: bool,
    /// See [`BuildOptions::jumps`].
    jumps: bool,
}

const STOPPED: &str = "aggregation stopped";

impl Recorder {
    #[inline]
    fn push(&mut self, op: Op) -> Result<(), String> {
        self.batch.ops.push((op, self.no));
        if self.batch.ops.len() >= BATCH_OPS {
            self.send()
        } else {
            Ok(())
        }
    }

    fn send(&mut self) -> Result<(), String> {
        let next = self.spare.try_recv().unwrap_or_default();
        let full = std::mem::replace(&mut self.batch, next);
        let sent = self.tx.as_ref().is_some_and(|tx| tx.send(full).is_ok());
        if sent {
            Ok(())
        } else {
            self.stopped = true;
            Err(STOPPED.into())
        }
    }

    /// Adds a cost line to the batch's last op when that is a cost line of
    /// the same function and file (nothing came between them) and, unless
    /// `any_line`, the same source line: the aggregator would only have
    /// summed the two. With `--dump-instr=yes` most cost lines follow one of
    /// their own line (CPython's 50 MB profile: half of them; without line
    /// costs, three in four), and each one coalesced here is one op less
    /// to record, hand over and replay.
    ///
    /// Coalescing must not move an overflow error to another line, so it
    /// stops for good once the sum of all cost-line values so far passes
    /// 2^64-1: below that, no sum the aggregator makes of them can
    /// overflow, and every sum (and error) is the line-by-line one.
    #[inline(always)]
    fn coalesce(&mut self, line: u64, c: CostRef<'_>) -> bool {
        if !self.coalescing {
            return false;
        }
        let overflow = spend(&mut self.budget, c.vals);
        if overflow {
            self.coalescing = false;
            return false;
        }
        let any_line = self.any_line;
        let Some((Op::Cost { line: last, defined }, no)) = self.batch.ops.last_mut() else {
            return false;
        };
        if !any_line && *last != line {
            return false;
        }
        *defined |= c.defined;
        *no = self.no;
        // Cannot wrap: both sums are parts of `budget`.
        match (c.vals, self.batch.vals.last_mut()) {
            ([v], Some(t)) => *t += *v,
            (vals, _) => {
                let tail = self.batch.vals.len() - vals.len();
                for (t, &v) in self.batch.vals[tail..].iter_mut().zip(vals) {
                    *t += v;
                }
            }
        }
        true
    }

    #[inline(always)]
    fn values(&mut self, c: CostRef<'_>) {
        // Pushed one by one: with a value or two per line, a memcpy call
        // costs more than the copy. The parser hands over exactly `n`
        // values (one per event), so `c.vals` needs no slicing.
        debug_assert_eq!(c.vals.len(), self.n);
        for &v in c.vals {
            self.batch.vals.push(v);
        }
    }
}

impl Sink for Recorder {
    fn intern(&mut self, space: Space, name: &[u8]) -> u32 {
        self.interner.intern(space, name)
    }

    fn name_of(&self, _space: Space, handle: u32) -> Option<Vec<u8>> {
        self.interner.name_of(handle)
    }

    fn name_len(&self, _space: Space, handle: u32) -> Option<usize> {
        self.interner.name_len(handle)
    }

    fn begin_part(&mut self, header: &PartHeader) -> Result<(), String> {
        self.n = header.events.len().min(MAX_EVENTS);
        self.push(Op::BeginPart(Box::new(header.clone())))
    }

    fn end_part(&mut self, header: PartHeader) -> Result<(), String> {
        self.push(Op::EndPart(Box::new(header)))
    }

    fn enter(&mut self, file: u32, func: u32, object: Option<u32>) {
        let keep_lines = self.interner.keeps_lines(file);
        // A file whose line costs are left out: its cost lines coalesce
        // whatever their lines, as without line costs.
        self.any_line = self.no_line_costs || !keep_lines;
        // Errors surface on the next cost line's push.
        let _ = self.push(Op::Enter {
            file,
            func,
            object,
            keep_lines,
        });
    }

    // Inlined into the parser's cost-line path: a call here cost some 16
    // instructions of register saves per cost line.
    #[inline(always)]
    fn cost(&mut self, line: u64, cost: CostRef<'_>) -> Result<(), String> {
        if self.coalesce(line, cost) {
            return Ok(());
        }
        self.values(cost);
        self.push(Op::Cost {
            line,
            defined: cost.defined,
        })
    }

    fn call(&mut self, call: &Call, line: u64, cost: CostRef<'_>) -> Result<(), String> {
        self.values(cost);
        self.batch.calls.push(*call);
        self.push(Op::Call {
            line,
            defined: cost.defined,
        })
    }

    fn jump(&mut self, jump: &Jump, line: u64) -> Result<(), String> {
        self.batch.jumps.push(*jump);
        self.push(Op::Jump { line })
    }

    fn warn(&mut self, line: u64, kind: crate::parse::WarningKind, text: &[u8]) {
        let _ = self.push(Op::Warn(Box::new((line, kind, text.to_vec()))));
    }

    #[inline]
    fn at_line(&mut self, no: u64) {
        self.no = no;
    }

    fn wants_jumps(&self) -> bool {
        self.jumps
    }
}

/// Replays batches into the aggregator until the parser is done or an
/// error stops it; returns the error with its input and line.
fn aggregate(agg: &mut Aggregator, rx: Receiver<Batch>, spare: SyncSender<Batch>) -> Option<(usize, ParseError)> {
    let mut n = 0;
    let mut input = 0;
    for mut batch in rx {
        let mut vals = batch.vals.as_slice();
        let mut calls = batch.calls.iter().copied();
        let mut jumps = batch.jumps.iter().copied();
        for (op, no) in batch.ops.drain(..) {
            let result = match op {
                Op::BeginInput(i) => {
                    agg.begin_input(i);
                    input = i;
                    Ok(())
                }
                Op::BeginPart(h) => {
                    n = h.events.len();
                    if let Err(message) = agg.begin_part(&h) {
                        return Some((input, ParseError::new(h.events_line, message)));
                    }
                    Ok(())
                }
                Op::EndPart(h) => {
                    agg.end_part(*h);
                    Ok(())
                }
                Op::Enter {
                    file,
                    func,
                    object,
                    keep_lines,
                } => {
                    agg.enter(file, func, object, keep_lines);
                    Ok(())
                }
                Op::Cost { line, defined } => {
                    let (c, rest) = vals.split_at(n);
                    vals = rest;
                    agg.cost(line, CostRef { vals: c, defined })
                }
                Op::Call { line, defined } => {
                    let call = calls.next().expect("a call for every call op");
                    let (c, rest) = vals.split_at(n);
                    vals = rest;
                    agg.call(&call, line, CostRef { vals: c, defined })
                }
                Op::Jump { line } => {
                    let jump = jumps.next().expect("a jump for every jump op");
                    agg.jump(&jump, line)
                }
                Op::Warn(w) => {
                    let (line, kind, text) = *w;
                    agg.warn(line, kind, &text);
                    Ok(())
                }
            };
            if let Err(message) = result {
                return Some((input, ParseError::new(no, message)));
            }
        }
        batch.clear();
        let _ = spare.try_send(batch);
    }
    None
}

/// Parses `input` into a profile on two threads. Gives the same profile
/// and the same first error as parsing into a [`super::builder::Builder`].
pub fn load<R: Read>(input: R, opts: BuildOptions) -> Result<(Profile, Warnings), ParseError> {
    load_all(std::iter::once(input), opts).map_err(|(_, e)| e)
}

/// Parses several inputs, one after the other, into one profile (their
/// costs summed); an error comes with the index of its input.
pub fn load_all<R: Read>(
    inputs: impl IntoIterator<Item = R>,
    opts: BuildOptions,
) -> Result<(Profile, Warnings), (usize, ParseError)> {
    // Per-function line costs (for --write) need every line apart.
    let any_line = opts.skip_line_costs && !opts.function_lines;
    let jumps = opts.jumps;
    let interner = Interner::new(&opts);
    let (tx, rx) = sync_channel::<Batch>(QUEUE);
    let (spare_tx, spare_rx) = sync_channel::<Batch>(QUEUE + 2);
    std::thread::scope(|scope| {
        let worker = std::thread::Builder::new()
            .name("cgann-aggregate".into())
            .spawn_scoped(scope, move || {
                let mut agg = Aggregator::new(&opts);
                let err = aggregate(&mut agg, rx, spare_tx);
                (agg, err)
            })
            .expect("spawning a thread");
        let mut rec = Recorder {
            interner,
            n: 0,
            no: 0,
            batch: Batch::default(),
            tx: Some(tx),
            spare: spare_rx,
            stopped: false,
            coalescing: true,
            budget: 0,
            any_line,
            no_line_costs: any_line,
            jumps,
        };
        let mut parsed = Ok(());
        let mut inputs_read = 0;
        for (i, input) in inputs.into_iter().enumerate() {
            inputs_read = i + 1;
            // Each input has its own name ids and positions: a new parse.
            let started = rec.push(Op::BeginInput(i)).map_err(|m| ParseError::new(0, m));
            parsed = started.and_then(|()| parse::parse(input, &mut rec)).map_err(|e| (i, e));
            if parsed.is_err() {
                break;
            }
        }
        // The last, partial batch goes too when the parser failed: an error
        // the aggregator finds in it comes earlier in the file.
        if !rec.stopped
            && !rec.batch.ops.is_empty()
            && let Err(m) = rec.send()
            && parsed.is_ok()
        {
            parsed = Err((0, ParseError::new(rec.no, m)));
        }
        rec.tx = None;
        let (mut agg, agg_err) = match worker.join() {
            Ok(r) => r,
            Err(panic) => std::panic::resume_unwind(panic),
        };
        // The aggregator only sees lines the parser got past, so its error
        // comes first, unless the parser stopped earlier on an error of its
        // own (in an earlier input, or earlier in the same one).
        match (agg_err, parsed) {
            (Some(a), Err(p)) if !rec.stopped && (p.0, p.1.line) <= (a.0, a.1.line) => Err(p),
            (Some(a), _) => Err(a),
            (None, Err(p)) => Err(p),
            (None, Ok(())) => {
                let warnings = agg.take_warnings();
                // Summing the parts kept apart can fail at the end.
                let last = rec.no;
                match agg.finish(rec.interner) {
                    Ok(profile) => Ok((profile, warnings)),
                    Err(m) => Err((inputs_read.saturating_sub(1), ParseError::new(last, m))),
                }
            }
        }
    })
}
