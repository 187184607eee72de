//! What keeps a hostile profile from harming the person who reads it
//! (docs/safety.md): which source files a profile may make cgann print
//! ([`files`]), and how text a profile supplies reaches a terminal
//! ([`terminal`]), where `--sysroot` finds objects ([`sysroot`]), and what a spreadsheet would run in a CSV field
//! ([`csv`]); maps keyed by its text hash under a random seed ([`keyed`]). The caps on memory and time are in [`crate::limits`].

pub mod csv;
pub mod files;
pub mod keyed;
pub mod sysroot;
pub mod terminal;

/// What cgann says of a loaded profile besides the lines it skipped: the
/// contradictions and the names left as written because of a cap. Printed
/// as warnings on stderr, or with `--strict` the first is an error.
/// (The caller names the inputs before each.)
pub fn profile_warnings(profile: &crate::model::Profile) -> Vec<String> {
    let mut warnings = Vec::new();
    let kept = crate::limits::names_kept_as_written();
    if kept > 0 {
        let names = if kept == 1 { "name stays" } else { "names stay" };
        warnings.push(format!(
            "{kept} function {names} mangled: demangled past the limit (64 KiB for one name, 256 MiB in all)"
        ));
    }
    // `events: Ir Ir` is kept as callgrind_annotate reads it (each Ir
    // column shows the last one's values), but said: the figures of all
    // but one column are not what the file recorded.
    if let Some(name) = crate::parse::header::repeated_event(&profile.events[..profile.recorded]) {
        warnings.push(format!(
            "event {name} is named more than once: each {name} column shows the values of the last, as callgrind_annotate does"
        ));
    }
    if let Some((event, said, summed)) = totals_contradiction(profile) {
        warnings.push(format!(
            "the recorded total of {event} ({said}) is below the sum of its costs ({summed}): \
             percentages are of the recorded total, and may pass 100%"
        ));
    }
    warnings
}

/// The first event whose recorded total (`summary:`, `totals:`) is below
/// the sum of its costs by more than 0.1%, with both figures: its rows
/// would add up to more than 100%. callgrind_annotate takes the recorded
/// total as 100% (a row can show 110%), and cgann does too; this names the
/// contradiction. A total above the sum is no contradiction (Xdebug counts
/// time outside any function), nor is a difference of rounding (cProfile's
/// total is 0.006% below its sum).
pub fn totals_contradiction(profile: &crate::model::Profile) -> Option<(String, i128, i128)> {
    let recorded = profile.recorded_total()?;
    let calculated = profile.calculated_total();
    (0..recorded.len.min(profile.recorded)).find_map(|i| {
        let said = recorded.cost.get(i)?;
        let summed = calculated.get(i).unwrap_or(0);
        let short = summed.saturating_sub(said);
        (short > 0 && short.saturating_mul(1000) > summed.abs()).then(|| (profile.events[i].clone(), said, summed))
    })
}
