//! `cgann record [OPTIONS] [--] PROGRAM [ARGS...]`: runs the program under
//! valgrind's callgrind with the options cgann's views need, then reports
//! on the profile (or opens the browser).
//!
//! The defaults are those a new user would have to learn from valgrind's
//! manual: instruction addresses and jumps (`--asm`, `--branches`),
//! children traced (a shell script or `cargo run` starts the program as a
//! child), no vgdb server, and address randomisation off (`setarch -R`)
//! so that two runs of one program compare. Options cgann record does not
//! know are passed to valgrind.

pub mod preflight;
pub mod written;

use std::ffi::{OsStr, OsString};
use std::io::Write as _;
use std::path::PathBuf;
use std::process::{Command, ExitStatus};

use clap::Parser;

use crate::exit::{ERROR, USAGE};

/// The cache geometry of `--cache-sim=yes`, fixed so that cache figures
/// compare between machines (gungraun and CodSpeed fix it too): 32 kB
/// 8-way L1 caches with 64-byte lines, an 8 MB 16-way last level.
pub const FIXED_CACHES: [&str; 3] = ["--I1=32768,8,64", "--D1=32768,8,64", "--LL=8388608,16,64"];

/// cgann record's own options; any other option before the program goes
/// to valgrind.
#[derive(Parser, Debug)]
#[command(
    name = "cgann record",
    about = "Run a program under valgrind's callgrind, then report on its profile",
    override_usage = "cgann record [OPTIONS] [VALGRIND OPTIONS] [--] PROGRAM [ARGS...]",
    after_help = "Options cgann record does not know (--separate-threads=yes, --instr-atstart=no, ...) are passed to \
valgrind. valgrind runs as: setarch -R valgrind --tool=callgrind --dump-instr=yes --collect-jumps=yes \
--trace-children=yes --vgdb=no --callgrind-out-file=DIR/callgrind.out.%p [switches] [valgrind options] PROGRAM ARGS, \
and the profile's header records that command (desc: Valgrind command:). The exit status is the program's."
)]
pub struct RecordArgs {
    /// Directory the profiles are written to
    #[arg(short = 'o', long, value_name = "DIR", default_value = ".")]
    pub out_dir: PathBuf,

    /// Open the terminal browser on the profile instead of printing the
    /// report
    #[arg(long)]
    pub browse: bool,

    /// Only record: print no report
    #[arg(long)]
    pub no_report: bool,

    /// Name each function after its N callers (exact flame graphs and
    /// inclusive costs along call chains; valgrind's --separate-callers)
    #[arg(long, value_name = "N")]
    pub separate_callers: Option<u32>,

    /// Simulate the caches, with a fixed geometry so that runs on other
    /// machines compare (--I1=32768,8,64 --D1=32768,8,64 --LL=8388608,16,64)
    #[arg(long)]
    pub cache_sim: bool,

    /// Collect costs only inside FUNC and what it calls (valgrind's
    /// --toggle-collect; a pattern with * and ?; repeatable)
    #[arg(long, value_name = "FUNC")]
    pub toggle_collect: Vec<String>,

    /// Follow the processes the program starts (default: yes)
    #[arg(long, value_name = "yes|no", value_parser = crate::cli::args::parse_yes_no, require_equals = true)]
    pub trace_children: Option<bool>,

    /// Check and print the valgrind command, run nothing
    #[arg(long)]
    pub dry_run: bool,

    /// The valgrind to run
    #[arg(long, value_name = "PATH", default_value = "valgrind")]
    pub valgrind: OsString,

    #[arg(skip)]
    pub valgrind_args: Vec<OsString>,

    #[arg(skip)]
    pub program: Vec<OsString>,
}

/// cgann record's options that take a value as the next argument when
/// written without `=`.
const WITH_VALUE: &[&str] = &[
    "-o",
    "--out-dir",
    "--separate-callers",
    "--toggle-collect",
    "--valgrind",
];

/// Whether `arg` is one of cgann record's options (else valgrind's).
fn is_own(arg: &str) -> bool {
    let name = arg.split('=').next().unwrap_or(arg);
    matches!(
        name,
        "-h" | "--help" | "--browse" | "--no-report" | "--cache-sim" | "--trace-children" | "--dry-run"
    ) || WITH_VALUE.contains(&name)
}

/// Splits the arguments after `record`: cgann record's options (for
/// clap), valgrind's, and the program with its arguments (after `--`, or
/// from the first argument that is no option).
fn split(args: &[OsString]) -> (Vec<OsString>, Vec<OsString>, Vec<OsString>) {
    let (mut own, mut valgrind) = (Vec::new(), Vec::new());
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        let text = arg.to_string_lossy();
        if text == "--" {
            return (own, valgrind, args[i + 1..].to_vec());
        }
        if !text.starts_with('-') || text == "-" {
            return (own, valgrind, args[i..].to_vec());
        }
        if is_own(&text) {
            own.push(arg.clone());
            if WITH_VALUE.contains(&text.as_ref()) && i + 1 < args.len() {
                own.push(args[i + 1].clone());
                i += 1;
            }
        } else {
            valgrind.push(arg.clone());
        }
        i += 1;
    }
    (own, valgrind, Vec::new())
}

/// A word as a POSIX shell reads it back.
fn shell_quote(word: &OsStr) -> String {
    let s = word.to_string_lossy();
    let plain = !s.is_empty()
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_./=:,+%@".contains(&b));
    if plain {
        s.into_owned()
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}

/// Whether `setarch -R` works here (it needs the personality system call,
/// which some containers refuse).
fn setarch_works() -> bool {
    Command::new("setarch")
        .args(["-R", "true"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// The command that records: `setarch -R` (when it works) and valgrind
/// with cgann's defaults, the switches, the user's valgrind options (last,
/// so they win), then the program.
pub fn valgrind_command(args: &RecordArgs, setarch: bool) -> Vec<OsString> {
    let mut cmd: Vec<OsString> = Vec::new();
    if setarch {
        cmd.extend(["setarch", "-R"].map(OsString::from));
    }
    cmd.push(args.valgrind.clone());
    let trace = if args.trace_children.unwrap_or(true) {
        "yes"
    } else {
        "no"
    };
    let mut out_file = args.out_dir.clone().into_os_string();
    out_file.push("/callgrind.out.%p");
    let mut file_arg = OsString::from("--callgrind-out-file=");
    file_arg.push(out_file);
    cmd.extend(
        [
            "--tool=callgrind".to_string(),
            "--dump-instr=yes".into(),
            "--collect-jumps=yes".into(),
            format!("--trace-children={trace}"),
            "--vgdb=no".into(),
        ]
        .map(OsString::from),
    );
    cmd.push(file_arg);
    if let Some(n) = args.separate_callers {
        cmd.push(format!("--separate-callers={n}").into());
    }
    if args.cache_sim {
        cmd.push("--cache-sim=yes".into());
        cmd.extend(FIXED_CACHES.map(OsString::from));
    }
    for f in &args.toggle_collect {
        cmd.push(format!("--toggle-collect={f}").into());
    }
    cmd.extend(args.valgrind_args.iter().cloned());
    cmd.extend(args.program.iter().cloned());
    cmd
}

/// The exit status to pass on: the program's code, or 128 + the signal
/// that ended it, as a shell reports it.
fn status_code(status: ExitStatus) -> i32 {
    use std::os::unix::process::ExitStatusExt;
    status.code().unwrap_or_else(|| 128 + status.signal().unwrap_or(0))
}

/// Runs `cgann record` with the arguments after `record`; returns the
/// exit code.
pub fn main(argv: &[OsString]) -> i32 {
    let (own, valgrind_args, program) = split(argv);
    let mut args = match RecordArgs::try_parse_from(std::iter::once(OsString::from("cgann record")).chain(own)) {
        Ok(a) => a,
        Err(e) if e.use_stderr() => {
            let line = e.render().to_string();
            let first = line.lines().next().unwrap_or("invalid arguments");
            message!(
                "cgann: record: {}; see cgann record --help",
                first.trim_start_matches("error: ")
            );
            return USAGE;
        }
        Err(e) => {
            let _ = e.print();
            return 0;
        }
    };
    if program.is_empty() {
        message!("cgann: record: no program given: cgann record [OPTIONS] -- PROGRAM [ARGS...]");
        return USAGE;
    }
    if args.browse && args.no_report {
        message!("cgann: record: --browse and --no-report: choose one");
        return USAGE;
    }
    args.valgrind_args = valgrind_args;
    args.program = program;
    let trace_children = args.trace_children.unwrap_or(true);

    let mut findings = preflight::check_valgrind(&args.valgrind);
    findings.extend(preflight::check_program(&args.program[0], trace_children));
    for f in &findings {
        let kind = if f.fatal { "error" } else { "warning" };
        message!("cgann: record: {kind}: {}", f.text);
    }
    let setarch = setarch_works();
    let command = valgrind_command(&args, setarch);
    let command_text = command.iter().map(|w| shell_quote(w)).collect::<Vec<_>>().join(" ");
    if args.dry_run {
        // Into a pipe whose reader has gone, the line is dropped (println!
        // panicked there), as the reports end quietly.
        let _ = writeln!(std::io::stdout(), "{command_text}");
        return if findings.iter().any(|f| f.fatal) { ERROR } else { 0 };
    }
    if findings.iter().any(|f| f.fatal) {
        return ERROR;
    }
    if !setarch {
        message!(
            "cgann: record: note: setarch -R does not work here: addresses are randomised, so two runs may differ a little"
        );
    }
    if let Err(e) = std::fs::create_dir_all(&args.out_dir) {
        message!("cgann: record: {}: {e}", args.out_dir.display());
        return ERROR;
    }
    let before = written::snapshot(&args.out_dir);
    let mut child = match Command::new(&command[0]).args(&command[1..]).spawn() {
        Ok(c) => c,
        Err(e) => {
            message!("cgann: record: {}: {e}", command[0].to_string_lossy());
            return ERROR;
        }
    };
    // Ctrl-C stops the program (callgrind then writes what it has) but
    // not cgann, which reports on it, as `time` does.
    let ignored = ignore_interrupts(true);
    let status = child.wait();
    if ignored {
        ignore_interrupts(false);
    }
    let code = match status {
        Ok(s) => status_code(s),
        Err(e) => {
            message!("cgann: record: waiting for valgrind: {e}");
            return ERROR;
        }
    };
    let files = written::written_since(&args.out_dir, &before);
    if files.is_empty() {
        message!(
            "cgann: record: valgrind wrote no profile in {} (exit status {code})",
            args.out_dir.display()
        );
        return if code == 0 { ERROR } else { code };
    }
    for f in &files {
        if let Err(e) = written::add_command_desc(&f.path, &command_text) {
            message!("cgann: record: {}: recording the command: {e}", f.path.display());
        }
    }
    let (chosen, why) = written::choose(&files);
    if let Some(why) = why {
        message!("cgann: record: {why}");
    }
    let paths: Vec<OsString> = chosen.iter().map(|&i| files[i].path.clone().into_os_string()).collect();
    message!(
        "cgann: record: profile written: {}{}",
        paths.iter().map(|p| p.to_string_lossy()).collect::<Vec<_>>().join(" "),
        if code == 0 {
            String::new()
        } else {
            format!(" (the program's exit status: {code})")
        }
    );
    if args.no_report {
        return code;
    }
    let mut report: Vec<OsString> = vec!["cgann".into()];
    if args.browse {
        report.push("--browse".into());
    }
    report.extend(paths);
    let reported = crate::cli::run_command_line(&report);
    if code != 0 { code } else { reported }
}

/// Ignores SIGINT and SIGQUIT (`on`), or restores their defaults;
/// whether it could.
fn ignore_interrupts(on: bool) -> bool {
    let handler = if on { libc::SIG_IGN } else { libc::SIG_DFL };
    // SAFETY: signal() with SIG_IGN/SIG_DFL installs no code of ours.
    unsafe {
        libc::signal(libc::SIGINT, handler) != libc::SIG_ERR && libc::signal(libc::SIGQUIT, handler) != libc::SIG_ERR
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn os(v: &[&str]) -> Vec<OsString> {
        v.iter().map(OsString::from).collect()
    }

    #[test]
    fn arguments_are_split_between_cgann_valgrind_and_the_program() {
        let (own, vg, prog) = split(&os(&[
            "-o",
            "out",
            "--separate-threads=yes",
            "--cache-sim",
            "--",
            "./prog",
            "--cache-sim",
        ]));
        assert_eq!(own, os(&["-o", "out", "--cache-sim"]));
        assert_eq!(vg, os(&["--separate-threads=yes"]));
        assert_eq!(prog, os(&["./prog", "--cache-sim"]));
        let (own, vg, prog) = split(&os(&["--browse", "./prog", "-x"]));
        assert_eq!((own, vg, prog), (os(&["--browse"]), vec![], os(&["./prog", "-x"])));
    }

    #[test]
    fn the_command_has_the_defaults_then_the_users_options() {
        let mut args = RecordArgs::try_parse_from(["cgann record", "--separate-callers=3", "-o", "d"]).unwrap();
        args.valgrind_args = os(&["--dump-instr=no"]);
        args.program = os(&["./p", "a b"]);
        let words: Vec<String> = valgrind_command(&args, true).iter().map(|w| shell_quote(w)).collect();
        assert_eq!(
            words.join(" "),
            "setarch -R valgrind --tool=callgrind --dump-instr=yes --collect-jumps=yes --trace-children=yes --vgdb=no --callgrind-out-file=d/callgrind.out.%p --separate-callers=3 --dump-instr=no ./p 'a b'"
        );
    }
}
