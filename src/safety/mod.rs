//! What keeps a hostile profile from harming the person who reads it
//! (README "Safety"): which source files a profile may make cgann print
//! ([`files`]), and how text a profile supplies reaches a terminal
//! ([`terminal`]), where `--sysroot` finds objects ([`sysroot`]), and what a spreadsheet would run in a CSV field
//! ([`csv`]). The caps on memory and time are in [`crate::limits`].

pub mod csv;
pub mod files;
pub mod sysroot;
pub mod terminal;

/// Warns, once for the inputs just loaded, about names left as written
/// because demangling them would pass [`crate::limits::DEMANGLED_NAME_CAP`]
/// or the input's [`crate::limits::NAME_GROWTH_BUDGET`].
pub fn warn_names_kept_as_written(inputs: &[String]) {
    let kept = crate::limits::names_kept_as_written();
    if kept > 0 {
        let names = if kept == 1 { "name stays" } else { "names stay" };
        eprintln!(
            "cgann: {}: warning: {kept} function {names} mangled: demangled past the limit (64 KiB for one name, 256 MiB in all)",
            terminal::stderr_text(inputs.join(", ").as_bytes())
        );
    }
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

/// The warning (or, with `--strict`, the error) about
/// [`totals_contradiction`].
pub fn totals_message(inputs: &[String], event: &str, said: i128, summed: i128) -> String {
    format!(
        "{}: the recorded total of {event} ({said}) is below the sum of its costs ({summed}): \
         percentages are of the recorded total, and may pass 100%",
        inputs.join(", ")
    )
}
