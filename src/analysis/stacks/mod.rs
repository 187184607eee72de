//! Call stacks rebuilt from callgrind's records, for flame graphs: a tree
//! of frames, each with its weight per event and whether that weight is
//! exact or estimated.
//!
//! Callgrind records calls between contexts (a function, `f'caller'caller2`
//! with `--separate-callers`, `f'2` with `--separate-recs`), not whole
//! stacks. A frame's weight is its stack's inclusive cost. Where a context
//! is called from several contexts, the frames under it get its calls in
//! proportion to the share of its cost each caller's frame holds: an
//! estimate. A frame reached only through contexts with a single caller
//! each (splits with a single alternative) holds its context's whole
//! recorded cost: exact. With caller chains deep enough every frame is
//! exact (see [`Stacks::exact_share`], and the recording option the
//! outputs suggest).
//!
//! Direct recursion (a context calling a context of the same frame key:
//! `fib -> fib'2`) merges into its frame; a call back into a function
//! already on the stack (indirect recursion: `is_odd -> is_even'2` under
//! `is_even`) is not re-entered: its cost, part of the caller's, is spread
//! over the caller's frame like the rest of it, and the frames below are
//! marked estimated.
//!
//! Building is linear in the frames built: frames lighter than
//! [`StackOptions::floor`] are not expanded, nor frames [`MAX_DEPTH`] deep
//! (a call into a function already on the stack is looked for up the
//! stack, and exports write each stack whole: a chain of 30,000 calls
//! made both quadratic), and [`Stacks::unexpanded`] counts them. Outputs
//! prune narrow frames themselves ([`Tree::prune`]).
//!
//! Invariants (tested on real profiles, `tests/flame.rs`): the leaves'
//! weights (each frame's weight less its children's) add up to the total
//! of the self costs; no weight is negative; every top-level frame equals
//! its context's recorded cost; each function's self cost, summed over its
//! frames, is its self cost (where no indirect recursion was cut, up to
//! one unit per estimated frame from rounding).

mod build;
mod tree;

pub use build::build;
pub use tree::{Frame, ROOT, Tree};

/// Frames this deep are not expanded: their callees' cost stays in them.
/// Real stacks, recursion merged, are a few hundred frames at most.
pub const MAX_DEPTH: usize = 1_000;

/// What a frame stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Granularity {
    /// A function (its contexts, recursion levels and inlined fragments
    /// merged).
    #[default]
    Function,
    /// A function of a source file: `file:function`.
    FileFunction,
    /// An ELF object: consecutive frames of one object merge.
    Object,
}

/// How stacks are built.
#[derive(Debug, Clone)]
pub struct StackOptions {
    /// The profile's event columns the frames are weighed in.
    pub events: Vec<usize>,
    pub granularity: Granularity,
    /// Frames whose weight in the first event is below this are kept as
    /// leaves, not expanded (0: expand everything with weight).
    pub floor: u64,
    /// At most this many frames are built; further frames stay leaves.
    pub max_frames: usize,
    /// Rust's symbol hashes (`::h0123456789abcdef`) left out of frame
    /// labels and the toolchain's commit (`/rustc/<hash>/`) out of file
    /// names: a function's monomorphic copies become one frame, and
    /// labels stay readable.
    pub strip_hashes: bool,
}

impl Default for StackOptions {
    fn default() -> Self {
        StackOptions {
            events: vec![0],
            granularity: Granularity::Function,
            floor: 0,
            max_frames: 2_000_000,
            strip_hashes: true,
        }
    }
}

/// What a frame key names: its label and where the code is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Key {
    /// The label drawn (the function's name, `file:function`, or the
    /// object), as the profile writes it.
    pub label: Vec<u8>,
    /// The source file of the function's first context (empty for
    /// objects or when unknown).
    pub file: Vec<u8>,
    /// The object of the function's first context (empty when unknown).
    pub object: Vec<u8>,
    /// The first source line with cost of the function, when the profile
    /// was loaded with per-function lines.
    pub line: Option<u64>,
}

/// The stacks of a profile: frames with weights per event.
pub type Stacks = Tree;

/// The recording option that would make a profile's stacks exact (or
/// more so), given the longest caller chain it has (0: none).
pub fn suggested_callers(chain_len: usize) -> usize {
    if chain_len == 0 { 8 } else { (chain_len * 2).max(8) }
}
