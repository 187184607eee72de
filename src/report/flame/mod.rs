//! Flame graphs and stack exports from [`crate::analysis::stacks`]:
//! folded stacks (`a;b;c N`, for inferno, flamegraph.pl, speedscope),
//! speedscope's JSON, pprof's `profile.proto` and cgann's own interactive
//! SVG flame graph (or icicle). Each states the share of the event whose
//! stacks are exact, and how to record a profile that makes more exact.

pub mod diff;
pub mod folded;
pub mod pprof;
pub mod speedscope;
pub mod svg;

use std::io::Write;

use crate::analysis::stacks::{self, Granularity, StackOptions, Tree};
use crate::model::Profile;
use crate::report::symspec::SymSpec;

/// What the flame outputs draw.
#[derive(Debug, Clone)]
pub struct FlameOptions {
    /// Events by name (`--show`, else `--sort`'s first, else every event
    /// for the exports, the first for the SVG); empty: see above.
    pub events: Vec<String>,
    pub granularity: Granularity,
    /// Stacks start at the outermost frame of a function these name.
    pub focus: Vec<SymSpec>,
    /// Frames of functions these name are left out with what they call.
    pub exclude: Vec<SymSpec>,
    /// The callers' view: functions at the top, their callers below.
    pub inverted: bool,
    /// Rust's symbol hashes and `/rustc/<commit>/` left out of frames
    /// (see [`StackOptions::strip_hashes`]).
    pub strip_hashes: bool,
    /// Frames narrower than this percentage of the shown total are left
    /// out (and counted).
    pub min_width: f64,
    /// SVG: drawn top-down (an icicle) rather than bottom-up.
    pub icicle: bool,
    /// pprof: self costs only, one frame per sample (exact by nature).
    pub flat: bool,
    /// The title's profile name.
    pub title: String,
}

impl Default for FlameOptions {
    fn default() -> Self {
        FlameOptions {
            events: Vec::new(),
            granularity: Granularity::Function,
            focus: Vec::new(),
            exclude: Vec::new(),
            inverted: false,
            strip_hashes: true,
            min_width: 0.0,
            icicle: false,
            flat: false,
            title: String::new(),
        }
    }
}

/// The event columns `opts` names, or `all` of them / the first when none
/// is named.
pub fn event_columns(profile: &Profile, names: &[String], all: bool) -> Result<Vec<usize>, String> {
    if names.is_empty() {
        let n = if all {
            profile.events.len()
        } else {
            1.min(profile.events.len())
        };
        return Ok((0..n).collect());
    }
    names
        .iter()
        .map(|name| {
            profile.events.iter().rposition(|e| e == name).ok_or_else(|| {
                format!(
                    "event '{name}' is not in the profile (it has: {})",
                    profile.events.join(" ")
                )
            })
        })
        .collect()
}

/// The stacks the outputs draw: built, focused, excluded, inverted.
pub fn stacks(profile: &Profile, opts: &FlameOptions, all_events: bool) -> Result<Tree, String> {
    let events = event_columns(profile, &opts.events, all_events)?;
    if events.is_empty() {
        return Err("the profile has no events".into());
    }
    // Every stack first, within a budget of frames; a call graph whose
    // stacks exceed it (CPython's, at callgrind's defaults) is built again
    // with frames lighter than a hundred-thousandth of the total left
    // unexpanded: they could not be drawn, and the number of stacks grows
    // without bound below them.
    let build = StackOptions {
        events,
        granularity: opts.granularity,
        floor: 0,
        max_frames: 100_000,
        strip_hashes: opts.strip_hashes,
    };
    let mut tree = stacks::build(profile, &build);
    // (Frames left at the depth limit would be left again.)
    if tree.unexpanded > tree.too_deep {
        let total: u64 = (0..profile.functions.len() as u32)
            .map(|f| profile.self_cost(f).get(build.events[0]).unwrap_or(0).max(0) as u64)
            .fold(0u64, u64::saturating_add);
        let build = StackOptions {
            floor: total / 100_000,
            max_frames: 4_000_000,
            ..build
        };
        tree = stacks::build(profile, &build);
    }
    let matches = |specs: &[SymSpec]| -> Vec<bool> {
        let specs: Vec<SymSpec> = specs.iter().map(|s| s.resolve(profile)).collect();
        let mut by_key = vec![false; tree.keys.len()];
        for (f, &k) in tree.function_key.iter().enumerate() {
            if specs.iter().any(|s| s.matches(profile, f as u32)) {
                by_key[k as usize] = true;
            }
        }
        by_key
    };
    let keep = (!opts.focus.is_empty()).then(|| matches(&opts.focus));
    let drop = (!opts.exclude.is_empty()).then(|| matches(&opts.exclude));
    if let Some(keep) = keep {
        tree = tree.focus(|k| keep[k as usize]);
    }
    if let Some(drop) = drop {
        tree = tree.exclude(|k| drop[k as usize]);
    }
    if opts.inverted {
        tree = tree.invert();
    }
    Ok(tree)
}

/// The smallest weight drawn in `event`, from `--min-width`.
pub fn min_weight(tree: &Tree, event: usize, pct: f64) -> u64 {
    let total = tree.shown_total(event) as f64;
    (total * pct / 100.0).ceil() as u64
}

/// What every output says about exactness: the share of `event` whose
/// stacks are exact, and (when low) the recording option that would make
/// more of them so.
pub fn exactness_note(tree: &Tree, event: usize) -> String {
    let share = tree.exact_share(event) * 100.0;
    let name = &tree.events[event];
    let mut s = format!(
        "{share:.1}% of {name} is on exact stacks; the rest is split between callers in proportion to their calls' cost (estimated)"
    );
    if share < 95.0 {
        s.push_str(&format!(
            "; record with valgrind --tool=callgrind --separate-callers={} to make more of it exact",
            stacks::suggested_callers(tree.chain_len)
        ));
    }
    s
}

/// Prints the notes of `tree` on stderr (the outputs that have no place
/// for them, and the SVG's user at the terminal).
pub fn note_on_stderr(tree: &Tree, pruned: usize) {
    for e in 0..tree.events.len() {
        message!("cgann: {}", exactness_note(tree, e));
    }
    if pruned > 0 {
        message!("cgann: {pruned} frames narrower than --min-width left out");
    }
    let light = tree.unexpanded - tree.too_deep;
    if light > 0 {
        message!(
            "cgann: {light} frames were not expanded (under a hundred-thousandth of the total: their callees' cost is in them, and the stacks they share callees with are estimated)",
        );
    }
    if tree.too_deep > 0 {
        message!(
            "cgann: {} stacks reached {} frames and were cut there (the cost below is in their last frame, and the stacks they share callees with are estimated)",
            tree.too_deep,
            stacks::MAX_DEPTH
        );
    }
}

/// Escapes text for XML (attributes and content): `&<>"'`, and control
/// characters dropped (XML 1.0 has no place for them).
pub fn xml_escape(bytes: &[u8]) -> String {
    let s = String::from_utf8_lossy(bytes);
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c if (c as u32) < 0x20 && c != '\t' => out.push('\u{fffd}'),
            '\u{fffe}' | '\u{ffff}' => out.push('\u{fffd}'),
            c => out.push(c),
        }
    }
    out
}

/// Writes `tree` as `format` (see [`FlameFormat`]).
pub fn write(out: &mut dyn Write, profile: &Profile, opts: &FlameOptions, format: FlameFormat) -> Result<(), String> {
    let io = |e: std::io::Error| format!("writing output: {e}");
    match format {
        FlameFormat::Folded => {
            let tree = stacks(profile, opts, false)?;
            let pruned = folded::write_folded(out, &tree, 0, opts.min_width).map_err(io)?;
            note_on_stderr(&tree, pruned);
        }
        FlameFormat::Speedscope => {
            let tree = stacks(profile, opts, true)?;
            let pruned = speedscope::write_speedscope(out, &tree, opts).map_err(io)?;
            note_on_stderr(&tree, pruned);
        }
        FlameFormat::Pprof => pprof::write_pprof(out, profile, opts).map_err(io)?,
        FlameFormat::Svg => {
            let tree = stacks(profile, opts, false)?;
            let pruned = svg::write_svg(out, &tree, opts).map_err(io)?;
            note_on_stderr(&tree, pruned);
        }
    }
    Ok(())
}

/// The flame outputs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FlameFormat {
    Folded,
    Speedscope,
    Pprof,
    Svg,
}

/// cgann's SVG flame graph of `profile` as a string (for pages that embed
/// it), with the notes it would print on stderr.
pub fn svg_string(profile: &Profile, opts: &FlameOptions) -> Result<String, String> {
    let tree = stacks(profile, opts, false)?;
    let mut out = Vec::new();
    svg::write_svg(&mut out, &tree, opts).map_err(|e| e.to_string())?;
    String::from_utf8(out).map_err(|e| e.to_string())
}
