//! The process's exit statuses (listed in README, `--help` and the man
//! page). They live below the layers that return them: the CLI, and
//! `cgann record` (which runs valgrind).

/// Success (also when the reader of the output went away early).
pub const OK: i32 = 0;
/// A profile or a named source file cannot be read correctly, or the
/// `--write` file cannot be written.
pub const ERROR: i32 = 1;
/// A usage error: unknown option, bad value, an event the profile lacks.
pub const USAGE: i32 = 2;
/// `--diff` with gate rules (`--gate`, `--fail-above`): a rule failed.
pub const GATE: i32 = 3;
/// `--diff` with gate rules: none failed, but one is undecided (a figure
/// the profiles only bound may or may not exceed its limit).
pub const UNDECIDED: i32 = 4;
