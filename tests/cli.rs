//! End-to-end checks of the command line: exit codes (README "Exit status"),
//! messages, standard input, a reader that goes away early (`| head -1`),
//! source files that are not regular files, and determinism.
//!
//! Every run has a timeout, stdin null unless said otherwise, LC_ALL=C.

mod support;
use support::compress;

use std::ffi::OsString;
use std::fs;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

const CGANN: &str = env!("CARGO_BIN_EXE_cgann");
const TIMEOUT: Duration = Duration::from_secs(20);

/// A small valid profile: one function, in a file that does not exist.
const TINY: &str = "# callgrind format\nversion: 1\ncmd: ./tiny\nevents: Ir Dr\nfl=src.c\nfn=main\n3 10 1\n4 20 2\n";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

struct Run {
    status: ExitStatus,
    stdout: Vec<u8>,
    stderr: String,
}

impl Run {
    fn code(&self) -> Option<i32> {
        self.status.code()
    }

    fn stdout(&self) -> String {
        String::from_utf8_lossy(&self.stdout).into_owned()
    }
}

/// A directory under target/tmp, removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        static N: AtomicUsize = AtomicUsize::new(0);
        let n = N.fetch_add(1, Ordering::Relaxed);
        let p = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("cli-{tag}-{}-{n}", std::process::id()));
        let _ = fs::remove_dir_all(&p);
        fs::create_dir_all(&p).expect("create temp dir");
        TempDir(p)
    }

    fn path(&self) -> &Path {
        &self.0
    }

    fn write(&self, name: &str, data: &str) -> &Self {
        fs::write(self.0.join(name), data).expect("write temp file");
        self
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

fn command(cwd: &Path, args: &[&str]) -> Command {
    let mut c = Command::new(CGANN);
    c.args(args.iter().map(OsString::from))
        .current_dir(cwd)
        .env("LC_ALL", "C")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    c
}

/// Waits for `child` (killing it after TIMEOUT) while threads drain its
/// pipes; panics on a timeout.
fn finish(mut child: Child, what: &str) -> Run {
    let drain = |r: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut v = Vec::new();
            if let Some(mut r) = r {
                let _ = r.read_to_end(&mut v);
            }
            v
        })
    };
    let out = drain(child.stdout.take().map(|s| Box::new(s) as Box<dyn Read + Send>));
    let err = drain(child.stderr.take().map(|s| Box::new(s) as Box<dyn Read + Send>));
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait") {
            break s;
        }
        if start.elapsed() > TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            panic!("`{what}` did not finish within {TIMEOUT:?} (killed)");
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    Run {
        status,
        stdout: out.join().unwrap(),
        stderr: String::from_utf8_lossy(&err.join().unwrap()).into_owned(),
    }
}

fn run(cwd: &Path, args: &[&str]) -> Run {
    let child = command(cwd, args).spawn().expect("spawn cgann");
    finish(child, &format!("cgann {}", args.join(" ")))
}

/// Exit code `code`, nothing on stdout, and stderr one line.
fn assert_fails(r: &Run, code: i32, what: &str) {
    assert_eq!(
        r.code(),
        Some(code),
        "{what}: exit code (stderr: {:?}, stdout: {:?})",
        r.stderr,
        r.stdout()
    );
    assert!(
        r.stdout.is_empty(),
        "{what}: stdout should be empty, got {:?}",
        r.stdout()
    );
    assert!(!r.stderr.is_empty(), "{what}: stderr should say why");
}

fn assert_one_line(stderr: &str, what: &str) {
    assert!(
        stderr.ends_with('\n') && stderr.matches('\n').count() == 1,
        "{what}: stderr should be one line: {stderr:?}"
    );
}

fn tiny_dir(tag: &str) -> TempDir {
    let d = TempDir::new(tag);
    d.write("tiny.out", TINY);
    d
}

// ------------------------------------------------------------- options

#[test]
fn help_and_version_exit_0_on_stdout() {
    let d = tiny_dir("help");
    let help = run(d.path(), &["--help"]);
    assert_eq!(help.code(), Some(0), "--help: {}", help.stderr);
    assert!(help.stdout().contains("--threshold"), "--help lists the options");
    assert!(help.stderr.is_empty(), "--help: stderr {:?}", help.stderr);

    let version = run(d.path(), &["--version"]);
    assert_eq!(version.code(), Some(0));
    assert!(version.stdout().starts_with("cgann "), "{:?}", version.stdout());
    assert!(version.stderr.is_empty());

    // Options may follow the profile, as in callgrind_annotate.
    let after = run(d.path(), &["tiny.out", "--version"]);
    assert_eq!(after.code(), Some(0));
    assert_eq!(after.stdout, version.stdout);
}

#[test]
fn usage_errors_exit_2() {
    let d = tiny_dir("usage");
    for args in [
        &["--foo", "tiny.out"][..],
        &["--threshold=101", "tiny.out"],
        &["--threshold=abc", "tiny.out"],
        &["--threshold=-1", "tiny.out"],
        &["--sort=Ir:200", "tiny.out"],
        &["--context=-1", "tiny.out"],
        &["--auto=maybe", "tiny.out"],
        &["--tree=all", "tiny.out"],
        &["--inclusive=1", "tiny.out"],
        &["--show-percs=maybe", "tiny.out"],
    ] {
        let r = run(d.path(), args);
        assert_fails(&r, 2, &args.join(" "));
        // Like every other message: one line, starting with the name.
        let err = &r.stderr;
        assert_one_line(err, &args.join(" "));
        assert!(err.starts_with("cgann: "), "{}: {err:?}", args.join(" "));
    }
}

#[test]
fn unknown_event_exits_2_naming_it() {
    let d = tiny_dir("event");
    for flag in ["--show", "--sort"] {
        let arg = format!("{flag}=Nope");
        let r = run(d.path(), &[&arg, "tiny.out"]);
        assert_fails(&r, 2, &arg);
        assert_one_line(&r.stderr, &arg);
        assert!(r.stderr.starts_with("cgann: "), "{arg}: {:?}", r.stderr);
        assert!(
            r.stderr.contains("Nope"),
            "{arg}: the message names the event: {:?}",
            r.stderr
        );
    }
}

#[test]
fn no_profile_and_nothing_to_find_exits_2() {
    let d = TempDir::new("noarg");
    let r = run(d.path(), &[]);
    assert_fails(&r, 2, "cgann (no arguments, empty directory)");
}

// ------------------------------------------------------------- inputs

#[test]
fn missing_profile_exits_1_naming_it() {
    let d = TempDir::new("missing");
    let r = run(d.path(), &["nosuch.file"]);
    assert_fails(&r, 1, "cgann nosuch.file");
    assert_one_line(&r.stderr, "cgann nosuch.file");
    assert!(r.stderr.starts_with("cgann: nosuch.file: "), "{:?}", r.stderr);
}

#[test]
fn directory_as_profile_exits_1_naming_it() {
    let d = TempDir::new("dir");
    fs::create_dir(d.path().join("adir")).unwrap();
    let r = run(d.path(), &["adir"]);
    assert_fails(&r, 1, "cgann adir");
    assert_one_line(&r.stderr, "cgann adir");
    assert!(r.stderr.starts_with("cgann: adir: "), "{:?}", r.stderr);
}

#[test]
fn missing_source_file_argument_exits_1_naming_it() {
    let d = tiny_dir("usersrc");
    let r = run(d.path(), &["tiny.out", "nosuch.c"]);
    assert_fails(&r, 1, "cgann tiny.out nosuch.c");
    assert!(
        r.stderr.starts_with("cgann: ") && r.stderr.contains("nosuch.c"),
        "{:?}",
        r.stderr
    );
}

#[test]
fn dash_reads_standard_input() {
    let d = tiny_dir("stdin");
    let mut child = command(d.path(), &["-"]).stdin(Stdio::piped()).spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(TINY.as_bytes()).unwrap();
    drop(stdin);
    let from_stdin = finish(child, "cgann - < tiny.out");
    assert_eq!(from_stdin.code(), Some(0), "stderr: {}", from_stdin.stderr);
    assert!(from_stdin.stderr.is_empty(), "{:?}", from_stdin.stderr);
    let out = from_stdin.stdout();
    assert!(out.contains("Profile data file '-'"), "{out}");
    assert!(out.contains("src.c:main"), "{out}");

    // The same report as from the file, but for the name.
    let from_file = run(d.path(), &["tiny.out"]).stdout();
    assert_eq!(out.replace("'-'", "'tiny.out'"), from_file);
}

#[test]
fn errors_on_standard_input_are_named_dash() {
    let d = TempDir::new("stdin-err");
    let mut child = command(d.path(), &["-"]).stdin(Stdio::piped()).spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(b"# callgrind format\nevents: Ir\nfl=a.c\nfn=f\n3 1x\n")
        .unwrap();
    drop(stdin);
    let r = finish(child, "cgann - < bad");
    assert_fails(&r, 1, "cgann - < bad");
    assert_one_line(&r.stderr, "cgann - < bad");
    assert!(r.stderr.starts_with("cgann: -:5: "), "{:?}", r.stderr);
}

// ------------------------------------------------------------- output

/// `cgann ... | head -1`: the reader goes away after one line; cgann must
/// stop quietly with exit 0 (the output is far larger than a pipe buffer,
/// so the write really fails).
#[test]
fn reader_going_away_is_not_an_error() {
    let case = root().join("testdata/golden/cpp");
    for read_lines in [1, 0] {
        let mut child = command(&case, &["--threshold=100", "--tree=both", "callgrind.out.cpp"])
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        if read_lines > 0 {
            let mut first = String::new();
            BufReader::new(stdout).read_line(&mut first).unwrap();
            assert!(first.starts_with("----"), "{first:?}");
        } else {
            drop(stdout);
        }
        let r = finish(child, "cgann --threshold=100 --tree=both callgrind.out.cpp | head");
        assert_eq!(
            r.code(),
            Some(0),
            "after reading {read_lines} line(s): {:?}, stderr {:?}",
            r.status,
            r.stderr
        );
        assert!(
            r.stderr.is_empty(),
            "after reading {read_lines} line(s): stderr {:?}",
            r.stderr
        );
    }
}

/// Through a real shell pipeline too, where cgann starts with SIGPIPE at its
/// default disposition.
#[test]
fn shell_pipe_to_head() {
    let case = root().join("testdata/golden/cpp");
    let script = format!(
        "'{CGANN}' --threshold=100 --tree=both callgrind.out.cpp 2>err | head -1 >/dev/null; echo ${{PIPESTATUS[0]}}"
    );
    let d = TempDir::new("shellpipe");
    fs::copy(case.join("callgrind.out.cpp"), d.path().join("callgrind.out.cpp")).unwrap();
    let child = Command::new("bash")
        .arg("-c")
        .arg(&script)
        .current_dir(d.path())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("bash");
    let r = finish(child, &script);
    assert_eq!(r.stdout().trim(), "0", "exit status of cgann in `cgann | head -1`");
    let err = fs::read_to_string(d.path().join("err")).unwrap();
    assert!(err.is_empty(), "stderr of cgann in `cgann | head -1`: {err:?}");
}

/// A write error that is not a closed pipe is an error, reported the same
/// way whether it happens in the middle of the report or at the final flush.
#[test]
fn write_error_exits_1_with_one_message() {
    if !Path::new("/dev/full").exists() {
        return;
    }
    let case = root().join("testdata/golden/cpp");
    let d = tiny_dir("full");
    let mut messages = Vec::new();
    for (cwd, args) in [
        (d.path(), &["tiny.out"][..]),
        (case.as_path(), &["--threshold=100", "--tree=both", "callgrind.out.cpp"]),
    ] {
        let full = fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
        let child = command(cwd, args).stdout(full).spawn().unwrap();
        let r = finish(child, &format!("cgann {} > /dev/full", args.join(" ")));
        assert_eq!(
            r.code(),
            Some(1),
            "cgann {} > /dev/full: {:?}",
            args.join(" "),
            r.stderr
        );
        assert_one_line(&r.stderr, "> /dev/full");
        messages.push(r.stderr);
    }
    assert_eq!(
        messages[0], messages[1],
        "a small report fails at the flush, a big one while writing: same error, same message"
    );
}

// ------------------------------------------------------------- sources

/// Source annotation opens regular files only: a FIFO named like the
/// profile's source file would block forever if it were opened.
#[test]
fn fifo_source_is_never_opened() {
    let d = TempDir::new("fifo");
    d.write(
        "fifo.out",
        "# callgrind format\nversion: 1\nevents: Ir\nfl=fifo.c\nfn=main\n3 10\nfl=link.c\nfn=other\n4 5\n",
    );
    let st = Command::new("mkfifo").arg(d.path().join("fifo.c")).status();
    assert!(st.is_ok_and(|s| s.success()), "mkfifo failed");
    // and a symbolic link to it
    #[cfg(unix)]
    std::os::unix::fs::symlink("fifo.c", d.path().join("link.c")).unwrap();
    for args in [&["fifo.out"][..], &["fifo.out", "fifo.c"]] {
        let r = run(d.path(), args);
        let what = format!("cgann {}", args.join(" "));
        assert_eq!(r.code(), Some(0), "{what}: {}", r.stderr);
        let out = r.stdout();
        assert!(
            out.contains("could not be found:\n----") && out.contains("\n  fifo.c\n") && out.contains("\n  link.c\n"),
            "{what}: fifo.c and link.c should be listed as not found:\n{out}"
        );
        assert!(!out.contains("Auto-annotated source: fifo.c"), "{what}:\n{out}");
    }
}

/// A regular source file that cannot be read (here /proc/self/mem, whose
/// first page is unmapped; for a normal user also any file without read
/// permission): whatever cgann does, its message must name the file.
#[cfg(target_os = "linux")]
#[test]
fn unreadable_source_file_is_named() {
    let d = TempDir::new("unreadable");
    d.write(
        "mem.out",
        "# callgrind format\nversion: 1\nevents: Ir\nfl=/proc/self/mem\nfn=main\n3 10\n",
    );
    let r = run(d.path(), &["mem.out"]);
    assert!(matches!(r.code(), Some(0 | 1)), "{:?}: {}", r.status, r.stderr);
    if r.code() == Some(1) || !r.stderr.is_empty() {
        assert!(
            r.stderr.contains("/proc/self/mem"),
            "the message should name the source file: {:?}",
            r.stderr
        );
    }
}

/// A directory named like a source file is not read either.
#[test]
fn directory_source_is_not_read() {
    let d = TempDir::new("dirsrc");
    d.write(
        "d.out",
        "# callgrind format\nversion: 1\nevents: Ir\nfl=dir.c\nfn=main\n3 10\n",
    );
    fs::create_dir(d.path().join("dir.c")).unwrap();
    let r = run(d.path(), &["d.out"]);
    assert_eq!(r.code(), Some(0), "{}", r.stderr);
    assert!(r.stdout().contains("\n  dir.c\n"), "{}", r.stdout());
}

// ------------------------------------------------------------- determinism

#[test]
fn two_runs_are_byte_identical() {
    let case = root().join("testdata/golden/c_multi");
    for args in [
        &["-I=src", "callgrind.out.O0"][..],
        &[
            "--tree=both",
            "--inclusive=yes",
            "--threshold=100",
            "-I=src",
            "callgrind.out.O2",
        ],
    ] {
        let a = run(&case, args);
        let b = run(&case, args);
        assert_eq!(a.code(), Some(0), "{}", a.stderr);
        assert!(a.stdout.len() > 1000);
        assert!(
            a.stdout == b.stdout && a.stderr == b.stderr,
            "cgann {} differs between two runs",
            args.join(" ")
        );
    }
}

// ------------------------------------------------------------- default profile

#[test]
fn default_profile_is_read_and_announced() {
    let d = TempDir::new("default");
    d.write("callgrind.out.1234", TINY);
    let r = run(d.path(), &[]);
    assert_eq!(r.code(), Some(0), "{}", r.stderr);
    assert!(
        r.stdout().starts_with("Reading data from 'callgrind.out.1234'...\n"),
        "{}",
        r.stdout()
    );
}

/// `callgrind.out.1 -> somewhere/else` is a profile like any other
/// (callgrind_annotate's glob finds it); only non-files are skipped.
#[cfg(unix)]
#[test]
fn default_profile_may_be_a_symlink() {
    let d = TempDir::new("default-link");
    d.write("real.profile", TINY);
    std::os::unix::fs::symlink("real.profile", d.path().join("callgrind.out.1")).unwrap();
    let r = run(d.path(), &[]);
    assert_eq!(
        r.code(),
        Some(0),
        "cgann in a directory with callgrind.out.1 -> real.profile: {}",
        r.stderr
    );
    assert!(
        r.stdout().starts_with("Reading data from 'callgrind.out.1'...\n"),
        "{}",
        r.stdout()
    );
}

// ------------------------------------------------------------- --strict, --source-root

#[test]
fn strict_turns_the_first_warning_into_the_error() {
    let d = TempDir::new("strict");
    // line 6 is not understood
    d.write(
        "w.out",
        "# callgrind format\nevents: Ir\nfl=src.c\nfn=main\n3 10\nwhat is this\n4 20\n",
    );
    let plain = run(d.path(), &["w.out"]);
    assert_eq!(plain.code(), Some(0), "{}", plain.stderr);
    assert!(
        plain.stderr.starts_with("cgann: w.out:6: warning: "),
        "{:?}",
        plain.stderr
    );
    let strict = run(d.path(), &["--strict", "w.out"]);
    assert_fails(&strict, 1, "cgann --strict w.out");
    assert_one_line(&strict.stderr, "cgann --strict w.out");
    assert!(strict.stderr.starts_with("cgann: w.out:6: "), "{:?}", strict.stderr);
}

/// `--source-root=DIR`: files outside DIR (by `..`, an absolute path or a
/// symbolic link) are not opened; files inside are annotated.
#[cfg(unix)]
#[test]
fn source_root_keeps_annotation_inside() {
    let d = TempDir::new("root");
    let inside = d.path().join("proj");
    fs::create_dir(&inside).unwrap();
    fs::write(d.path().join("secret.c"), "SECRET LINE 1\nSECRET LINE 2\n").unwrap();
    fs::write(inside.join("in.c"), "int a;\nint b;\n").unwrap();
    std::os::unix::fs::symlink("../secret.c", inside.join("link.c")).unwrap();
    let abs = d.path().join("secret.c");
    let profile = format!(
        "# callgrind format\nevents: Ir\nfl=in.c\nfn=a\n1 10\nfl=../secret.c\nfn=b\n1 10\nfl=link.c\nfn=c\n2 10\nfl={}\nfn=d\n1 10\n",
        abs.display()
    );
    fs::write(inside.join("p.out"), profile).unwrap();

    let open = run(&inside, &["--threshold=100", "--sources-anywhere", "p.out"]);
    assert_eq!(open.code(), Some(0), "{}", open.stderr);
    assert!(
        open.stdout().contains("SECRET LINE"),
        "--sources-anywhere annotates every file"
    );
    // By default the files outside the current directory and the
    // profile's are left out, and named in one note.
    let default = run(&inside, &["--threshold=100", "p.out"]);
    assert_eq!(default.code(), Some(0), "{}", default.stderr);
    assert!(!default.stdout().contains("SECRET LINE"), "{}", default.stdout());
    assert!(default.stdout().contains("int b;"), "{}", default.stdout());
    assert_eq!(
        default
            .stderr
            .lines()
            .filter(|l| l.contains("not annotated, for safety"))
            .count(),
        1,
        "{}",
        default.stderr
    );

    let rooted = run(&inside, &["--threshold=100", "--source-root=.", "p.out"]);
    assert_eq!(rooted.code(), Some(0), "{}", rooted.stderr);
    let out = rooted.stdout();
    assert!(
        !out.contains("SECRET LINE"),
        "--source-root=. printed a file outside it:\n{out}"
    );
    assert!(out.contains("Auto-annotated source: in.c"), "{out}");
    assert!(out.contains("int a;"), "{out}");
}

#[test]
fn source_root_that_does_not_exist_is_a_usage_error() {
    let d = tiny_dir("noroot");
    let r = run(d.path(), &["--source-root=nosuch", "tiny.out"]);
    assert_fails(&r, 2, "--source-root=nosuch");
    assert!(r.stderr.contains("nosuch"), "{:?}", r.stderr);
}

// ------------------------------------------------------------- compressed profiles

const COMPRESSORS: &[&[&str]] = &[
    &["gzip", "-c", "-n"],
    &["xz", "-c"],
    &["bzip2", "-c"],
    &["zstd", "-q", "-c"],
];

/// A compressed profile gives the report of the plain one, from a file and
/// from standard input; a cut one is an error naming the file and a line.
#[test]
fn compressed_profiles_read_like_plain_ones() {
    let plain = fs::read(root().join("testdata/golden/c_multi/callgrind.out.O0")).unwrap();
    let args = ["--tree=both", "--auto=no", "callgrind.out.O0"];
    let d = TempDir::new("plain");
    fs::write(d.path().join("callgrind.out.O0"), &plain).unwrap();
    let expected = run(d.path(), &args);
    assert_eq!(expected.code(), Some(0), "{}", expected.stderr);
    let mut tried = 0;
    for tool in COMPRESSORS {
        let Some(z) = compress(tool, &plain) else { continue };
        tried += 1;
        let d = TempDir::new("z");
        fs::write(d.path().join("callgrind.out.O0"), &z).unwrap();
        let r = run(d.path(), &args);
        assert_eq!(r.code(), Some(0), "{}: {}", tool[0], r.stderr);
        assert!(
            r.stdout == expected.stdout,
            "{}: the report differs from the plain file's",
            tool[0]
        );

        let mut child = command(d.path(), &["--tree=both", "--auto=no", "-"])
            .stdin(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let zz = z.clone();
        let writer = std::thread::spawn(move || {
            let _ = stdin.write_all(&zz);
        });
        let r = finish(child, &format!("{} | cgann -", tool[0]));
        writer.join().unwrap();
        assert_eq!(r.code(), Some(0), "{} | cgann -: {}", tool[0], r.stderr);
        let renamed = expected.stdout().replace("'callgrind.out.O0'", "'-'");
        assert!(r.stdout() == renamed, "{} | cgann -: the report differs", tool[0]);

        // cut in the middle
        fs::write(d.path().join("cut.z"), &z[..z.len() / 2]).unwrap();
        let r = run(d.path(), &["--auto=no", "cut.z"]);
        assert_fails(&r, 1, &format!("{} file cut in half", tool[0]));
        assert_one_line(&r.stderr, tool[0]);
        assert!(r.stderr.starts_with("cgann: cut.z:"), "{}: {:?}", tool[0], r.stderr);
    }
    assert!(tried > 0, "no compressor (gzip, xz, bzip2, zstd) installed");
}

/// Completions and the man page come from the clap definition.
#[test]
fn generated_completions_and_man_page() {
    for (what, expect) in [
        ("bash", "_cgann()"),
        ("zsh", "#compdef cgann"),
        ("fish", "complete -c cgann"),
        ("man", ".TH cgann 1"),
    ] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_cgann"))
            .arg(format!("--generate={what}"))
            .output()
            .expect("run cgann");
        assert!(out.status.success(), "{what}");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains(expect), "{what}: {}", &text[..text.len().min(200)]);
        assert!(text.contains("inclusive"), "{what} names the options");
    }
}

// ------------------------------------------------------- broken files

#[test]
fn binary_and_text_files_are_not_profiles() {
    let d = TempDir::new("notprofile");
    fs::write(d.path().join("elf"), b"\x7fELF\x02\x01\x01\0\0\0\0\0\0\0\0\0\x03\0>\0").unwrap();
    fs::write(d.path().join("notes.txt"), "shopping list\n12 eggs\n").unwrap();
    for f in ["elf", "notes.txt"] {
        let r = run(d.path(), &[f]);
        assert_fails(&r, 1, f);
        assert_one_line(&r.stderr, f);
        assert!(
            r.stderr.contains("not a callgrind or cachegrind profile"),
            "{:?}",
            r.stderr
        );
    }
}

#[test]
fn a_callgrind_file_cut_at_a_line_boundary_is_incomplete() {
    let whole = fs::read_to_string(root().join("testdata/golden/threads/callgrind.out.threads-02")).unwrap();
    let lines: Vec<&str> = whole.lines().collect();
    let d = TempDir::new("cut");
    let cut_at = lines.len() / 2;
    d.write("cut.out", &(lines[..cut_at].join("\n") + "\n"));
    d.write("mid.out", &whole[..whole.len() / 2]);
    for f in ["cut.out", "mid.out"] {
        let r = run(d.path(), &["--auto=no", f]);
        assert_fails(&r, 1, f);
        assert_one_line(&r.stderr, f);
        assert!(
            r.stderr
                .contains("incomplete (truncated?); --partial reports what is there"),
            "{:?}",
            r.stderr
        );
        // --partial: what is there, marked as partial, with a warning.
        let r = run(d.path(), &["--auto=no", "--partial", f]);
        assert_eq!(r.code(), Some(0), "{f}: {:?}", r.stderr);
        assert!(r.stderr.contains(": warning: the file ends"), "{:?}", r.stderr);
        assert!(
            r.stdout()
                .lines()
                .nth(2)
                .is_some_and(|l| l.starts_with(&format!("PARTIAL REPORT: {f}:"))),
            "{}",
            r.stdout()
        );
    }
    // The whole file is complete.
    d.write("whole.out", &whole);
    let r = run(d.path(), &["--auto=no", "whole.out"]);
    assert_eq!((r.code(), r.stderr.as_str()), (Some(0), ""));
}

#[test]
fn an_undefined_name_is_a_warning_and_strict_makes_it_an_error() {
    let d = TempDir::new("undefined");
    let profile = "events: Ir\nfl=(1) a.c\nfn=(1) main\n1 5\ncob=(8)\ncfn=(2) f\ncalls=1 1\n2 3\nfn=(2)\n1 3\n";
    fs::write(d.path().join("old.out"), profile).unwrap();
    let r = run(d.path(), &["--auto=no", "old.out"]);
    assert_eq!(r.code(), Some(0), "{:?}", r.stderr);
    assert_eq!(
        r.stderr,
        "cgann: old.out:5: warning: object id (8) is never defined; shown as ???\n"
    );
    let r = run(d.path(), &["--auto=no", "--strict", "old.out"]);
    assert_fails(&r, 1, "--strict");
    assert_one_line(&r.stderr, "--strict");
    assert!(
        r.stderr.starts_with("cgann: old.out:5: object id (8) is never defined"),
        "{:?}",
        r.stderr
    );
}
