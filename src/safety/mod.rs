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
