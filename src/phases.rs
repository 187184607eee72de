//! Where a run's time goes, for whoever measures it: with `CGANN_PHASES`
//! set in the environment, each phase's end is written to stderr as
//! `cgann phase NAME MS`, milliseconds since the first mark (the start of
//! the command line's run). bench/phases.sh runs a command several times
//! and prints each mark's median.
//!
//! Below every layer (like [`crate::exit`]): the loader, the report and
//! the command line all mark their phases. Unset, a mark costs one load
//! of a flag.

use std::sync::OnceLock;
use std::time::Instant;

/// The time of the first mark, or `None` when marks are off.
static START: OnceLock<Option<Instant>> = OnceLock::new();

/// Writes the end of phase `name` to stderr, when `CGANN_PHASES` is set.
pub fn mark(name: &str) {
    let start = START.get_or_init(|| std::env::var_os("CGANN_PHASES").map(|_| Instant::now()));
    if let Some(start) = start {
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        message!("cgann phase {name} {ms:.1}");
    }
}
