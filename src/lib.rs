//! cgann reads Callgrind (and Cachegrind) profiles and prints what
//! valgrind's `callgrind_annotate` prints, faster.
//!
//! The pipeline has these stages, one module each:
//! - [`parse`]: a streaming line parser (memchr over a buffered reader) that
//!   decodes names, compressed ids and relative subpositions and pushes what
//!   each line means to a [`parse::Sink`];
//! - [`model`]: the sink that sums lines into a plain [`model::Profile`];
//! - [`analysis`]: what the figures mean (exact, bounded);
//! - [`view`]: what is shown, as data (tables, call lists, annotated
//!   source, each figure with its exactness);
//! - [`report`]: the outputs, which render the view as text, JSON, CSV,
//!   DOT.
//!
//! [`browse`] is the interactive view of the same figures (`--browse`).
//!
//! [`phases`] marks where a run's time goes, for benchmarks.
//!
//! [`cli`] turns command-line arguments into report options; the binary is a
//! thin wrapper around it. [`exit`] holds the exit statuses, below every
//! layer that ends the process.

/// `eprintln!` for cgann's messages, without its panic: a message stderr
/// cannot take (a pipe whose reader has gone, as in `cgann ... 2>&1 |
/// head -1`) is dropped, and the run ends with the status it earned. With
/// `eprintln!` every such message was a panic, exit status 101.
macro_rules! message {
    ($($arg:tt)*) => {{
        use ::std::io::Write as _;
        let _ = ::std::writeln!(::std::io::stderr(), $($arg)*);
    }};
}

pub mod analysis;
pub mod browse;
pub mod cli;
pub mod cost;
pub mod error;
pub mod exit;
pub mod input;
pub mod limits;
pub mod memory;
pub mod model;
pub mod parse;
pub mod phases;
pub mod record;
pub mod report;
pub mod safety;
pub mod view;
