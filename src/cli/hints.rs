//! The sharp edges a new user hits, each met with one line: options that
//! ask for nothing (`--top=0`), profiles that cannot be what the user
//! meant (two programs summed, an empty file a killed run left), and a
//! profile piped in without `-`.

use std::path::Path;

use super::Failure;
use super::args::Args;
use crate::input::Source;
use crate::model::Profile;

/// Options whose value asks for nothing: `--top=0` is an error (a table
/// without rows), `--inclusive` with `--flat` or `--graph` a note (both
/// already show inclusive costs: the flat profile's `total` column, the
/// call graph's entries) and is dropped, so it does not change the
/// threshold behind the reader's back.
pub(super) fn check_meaning(args: &mut Args) -> Result<(), Failure> {
    if args.top == Some(0) {
        return Err(Failure::Usage(
            "--top=0 shows no rows: give N of 1 or more (without --top, every row above the threshold)".into(),
        ));
    }
    if (args.flat || args.graph) && args.inclusive.is_some() {
        message!(
            "cgann: note: --inclusive does nothing with --flat or --graph: the flat profile's total column and the call graph already show inclusive costs"
        );
        args.inclusive = None;
    }
    Ok(())
}

/// The program a part's `cmd:` names (its first word), if any.
fn program(cmd: &[u8]) -> Option<&[u8]> {
    cmd.split(u8::is_ascii_whitespace).find(|w| !w.is_empty())
}

/// Several inputs whose `cmd:` lines name different programs: a sum of
/// two unrelated runs is no report of either, and the user likely meant
/// `--diff OLD NEW`. Runs of one program with other arguments, and the
/// threads of one run, are summed without a word.
pub(super) fn different_programs(profile: &Profile, names: &[String]) -> Option<String> {
    let mut seen: Vec<(&[u8], usize)> = Vec::new();
    for part in &profile.parts {
        let Some(prog) = part.cmd.as_deref().and_then(program) else {
            continue;
        };
        if !seen.iter().any(|(p, _)| *p == prog) {
            seen.push((prog, part.input));
        }
    }
    if seen.len() < 2 {
        return None;
    }
    let list: Vec<String> = seen
        .iter()
        .take(3)
        .map(|(p, input)| format!("{} ({})", String::from_utf8_lossy(p), names[*input]))
        .collect();
    let more = if seen.len() > 3 { ", ..." } else { "" };
    Some(format!(
        "warning: summing the profiles of different programs: {}{more}; to compare two runs, use --diff OLD NEW",
        list.join(", ")
    ))
}

/// Why a profile named like callgrind's output is empty, for the error
/// that reading it gives.
pub(super) fn empty_profile_hint(inputs: &[Source<'_>]) -> Option<&'static str> {
    let empty = inputs.iter().any(|s| match s {
        Source::Path(p) => super::files::is_empty_profile(p),
        Source::Stdin => false,
    });
    empty.then_some(
        "callgrind writes the profile when the program exits: a run that was killed, or is still running, leaves it empty (`callgrind_control -d` dumps a running one)",
    )
}

/// Whether standard input brings data (a pipe, or a file that is not
/// empty): `cat p.out | cgann` means `cgann -`.
pub(super) fn stdin_has_data() -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let Ok(meta) = std::fs::metadata(Path::new("/dev/stdin")) else {
            return false;
        };
        let kind = meta.file_type();
        kind.is_fifo() || kind.is_socket() || (kind.is_file() && meta.len() > 0)
    }
    #[cfg(not(unix))]
    {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::program;

    #[test]
    fn the_program_is_the_first_word() {
        assert_eq!(program(b"  ./prog_O0 a b"), Some(&b"./prog_O0"[..]));
        assert_eq!(program(b"   "), None);
    }
}
