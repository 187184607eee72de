//! Machine code (`--asm=yes`) and branches (`--branches=yes`) on real
//! profiles made by `scripts/asm-profiles.sh` with `--dump-instr=yes
//! --collect-jumps=yes`. The profiled binaries are stored beside the
//! profiles in testdata/asm/<case>/ (`prog`, with a stripped copy and a
//! rebuild with other options); the profiles name them by the path they
//! were built at, so the tests point `--object-dir` at a copy of the case.
//!
//! The figures are checked against the profile itself, read here by a
//! small decoder of its own (instruction costs add up to the function's
//! self cost, branch counts equal the `jcnd=` lines, source lines equal
//! the profile's line of each address), and against what the C program
//! is known to do (a loop of 3,000 iterations). Disassembly needs GNU
//! objdump (binutils).

mod support;

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use std::time::{Duration, SystemTime};

use serde_json::Value;
use support::{TempDir, cgann_at};

fn case_dir(case: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/asm").join(case)
}

/// A copy of the case in a fresh temp dir, binaries older than the
/// profiles (as after a real run), with `prog` replaced by `variant`
/// (`prog.stripped`, `prog.rebuilt`) when given.
fn copy_case(case: &str, variant: Option<&str>) -> TempDir {
    let tmp = TempDir::new(&format!("asm-{case}"));
    let dir = &tmp.0;
    let from = case_dir(case);
    fs::create_dir(dir.join("src")).unwrap();
    for sub in ["", "src"] {
        for entry in fs::read_dir(from.join(sub)).unwrap() {
            let entry = entry.unwrap();
            if entry.path().is_file() {
                fs::copy(entry.path(), dir.join(sub).join(entry.file_name())).unwrap();
            }
        }
    }
    if let Some(v) = variant {
        fs::copy(dir.join(v), dir.join("prog")).unwrap();
    }
    let old = SystemTime::UNIX_EPOCH + Duration::from_secs(946_684_800);
    for name in ["prog", "prog.stripped", "prog.rebuilt"] {
        fs::File::options()
            .write(true)
            .open(dir.join(name))
            .unwrap()
            .set_modified(old)
            .unwrap();
    }
    tmp
}

fn run(dir: &Path, args: &[&str]) -> String {
    let (code, out, err) = cgann_at(dir, args);
    assert_eq!(code, 0, "cgann {args:?} failed: {err}");
    out
}

/// What the profile says about one function, read line by line.
#[derive(Default, Debug)]
struct Truth {
    /// Address -> (line, Ir).
    instrs: BTreeMap<u64, (u64, u64)>,
    /// (source address, target address, taken, executed), in file order.
    jcnd: Vec<(u64, u64, u64, u64)>,
}

/// Decodes `positions: instr line` cost lines of every context of `func`
/// (`func`, `func'2`, ...) in `profile`: enough of the format for the
/// files callgrind writes.
fn truth(profile: &Path, func: &str) -> Truth {
    let text = fs::read_to_string(profile).unwrap();
    let mut names: BTreeMap<String, String> = BTreeMap::new();
    let (mut addr, mut line) = (0u64, 0u64);
    let mut inside = false;
    let mut after_call = false;
    let mut pending: Option<(u64, u64, u64)> = None;
    let mut t = Truth::default();
    let sub = |tok: &str, prev: u64| -> u64 {
        if tok == "*" {
            prev
        } else if let Some(d) = tok.strip_prefix('+') {
            prev + num(d)
        } else if let Some(d) = tok.strip_prefix('-') {
            prev - num(d)
        } else {
            num(tok)
        }
    };
    for l in text.lines() {
        if let Some(v) = l.strip_prefix("cfn=") {
            // Names are defined by cfn= lines too.
            if let Some((id, name)) = v.split_once(") ") {
                names.insert(id.to_string() + ")", name.to_string());
            }
        } else if let Some(v) = l.strip_prefix("fn=") {
            let name = match v.split_once(") ") {
                Some((id, name)) => {
                    names.insert(id.to_string() + ")", name.to_string());
                    name.to_string()
                }
                None => names.get(v).cloned().unwrap_or_else(|| v.to_string()),
            };
            inside = name == func || name.starts_with(&format!("{func}'"));
        } else if let Some(v) = l.strip_prefix("jcnd=") {
            let mut it = v.split_whitespace();
            let (taken, executed) = it.next().unwrap().split_once('/').unwrap();
            let target = sub(it.next().unwrap(), addr);
            pending = Some((target, num(taken), num(executed)));
        } else if l.starts_with("calls=") {
            after_call = true;
        } else if l.starts_with(|c: char| c.is_ascii_digit() || c == '+' || c == '-' || c == '*') {
            let mut it = l.split_whitespace();
            addr = sub(it.next().unwrap(), addr);
            line = sub(it.next().unwrap(), line);
            let ir = it.next().map_or(0, num);
            if inside {
                if let Some((target, taken, executed)) = pending.take() {
                    t.jcnd.push((addr, target, taken, executed));
                }
                let e = t.instrs.entry(addr).or_insert((line, 0));
                if !after_call {
                    e.1 += ir;
                }
            }
            pending = None;
            after_call = false;
        }
    }
    t
}

fn num(s: &str) -> u64 {
    match s.strip_prefix("0x") {
        Some(h) => u64::from_str_radix(h, 16).unwrap(),
        None => s.parse().unwrap(),
    }
}

fn machine_code(dir: &Path, extra: &[&str]) -> Value {
    let mut args = vec!["--asm=yes", "--format=json", "--object-dir=.", "--auto=no"];
    args.extend_from_slice(extra);
    args.push("callgrind.out");
    let doc: Value = serde_json::from_str(&run(dir, &args)).unwrap();
    doc["machine_code"].clone()
}

fn function<'v>(mc: &'v Value, name: &str) -> &'v Value {
    mc["functions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["function"] == name)
        .unwrap_or_else(|| panic!("no machine code for {name}: {mc:#}"))
}

#[test]
fn instruction_costs_add_up_and_match_the_profile() {
    let tmp = copy_case("c", None);
    let dir = tmp.0.as_path();
    let mc = machine_code(dir, &["--top=1"]);
    let f = function(&mc, "classify");
    assert_eq!(f["notes"].as_array().unwrap().len(), 0, "{:#}", f["notes"]);
    let truth = truth(&dir.join("callgrind.out"), "classify");
    let instrs = f["instructions"].as_array().unwrap();
    let mut sum = 0;
    let mut recorded = 0;
    for i in instrs {
        let addr = i["address"].as_u64().unwrap();
        if let Some(ir) = i["cost"]["Ir"].as_u64() {
            recorded += 1;
            sum += ir;
            let (line, want) = truth.instrs[&addr];
            assert_eq!(ir, want, "Ir of {addr:x}");
            assert_eq!(i["line"].as_u64(), Some(line), "line of {addr:x}");
            assert!(i["text"].is_string(), "{addr:x} disassembled");
        }
    }
    assert_eq!(recorded, truth.instrs.len());
    assert_eq!(
        f["self"]["Ir"].as_u64(),
        Some(sum),
        "instructions add up to the self cost"
    );
    assert_eq!(f["instructions_total"]["Ir"].as_u64(), Some(sum));
    let text = run(
        dir,
        &["--asm=yes", "--object-dir=.", "--auto=no", "--top=1", "callgrind.out"],
    );
    assert!(
        text.contains(&format!("self cost in the profile {} (equal)", commify(sum))),
        "{text}"
    );
}

#[test]
fn branch_counts_are_the_jcnd_lines_and_the_programs() {
    let tmp = copy_case("c", None);
    let dir = tmp.0.as_path();
    let mc = machine_code(dir, &["--top=1"]);
    let f = function(&mc, "classify");
    let truth = truth(&dir.join("callgrind.out"), "classify");
    assert!(!truth.jcnd.is_empty());
    let by_addr: BTreeMap<u64, &Value> = f["instructions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| (i["address"].as_u64().unwrap(), i))
        .collect();
    for &(from, target, taken, executed) in &truth.jcnd {
        let jumps = by_addr[&from]["jumps"].as_array().unwrap();
        assert!(
            jumps.iter().any(|j| j["conditional"] == true
                && j["target"].as_u64() == Some(target)
                && j["taken"].as_u64() == Some(taken)
                && j["executed"].as_u64() == Some(executed)),
            "jcnd={taken}/{executed} at {from:x} -> {target:x}: {jumps:#?}"
        );
    }
    // What the program does: N = 3,000 iterations; `i % 3 == 0` false for
    // 2,000 of them, and of those `(i >> 1) & 1` holds for 1,000.
    let text = run(
        dir,
        &["--asm=yes", "--object-dir=.", "--auto=no", "--top=1", "callgrind.out"],
    );
    assert!(text.contains("| jcnd: taken 2,000 of 3,000 (66.7%)"), "{text}");
    assert!(
        text.contains("| jcnd: taken 1,000 of 2,000 (50.0%)") && text.contains("~50/50: hard to predict"),
        "{text}"
    );
    // The loop's exit ran 3,000 times (its Ir), taken once; its one jcnd=
    // line counts only the path that took it.
    assert!(text.contains("| jcnd: taken 1 of 3,000 (0.0%)"), "{text}");
    assert!(text.contains("<- back edge (loop)"), "{text}");
    assert!(text.contains("=> ./src/branches.c:weigh (1,000x)"), "{text}");
}

#[test]
fn source_lines_interleave_as_the_profile_says() {
    let tmp = copy_case("c", None);
    let dir = tmp.0.as_path();
    let truth = truth(&dir.join("callgrind.out"), "classify");
    let text = run(
        dir,
        &["--asm=yes", "--object-dir=.", "--auto=no", "--top=1", "callgrind.out"],
    );
    let source = fs::read_to_string(dir.join("src/branches.c")).unwrap();
    let source: Vec<&str> = source.lines().collect();
    let mut current: Option<u64> = None;
    let mut checked = 0;
    for l in text.lines().skip_while(|l| !l.starts_with("-- Machine code: classify")) {
        let t = l.trim_start();
        if let Some(rest) = t.strip_prefix("./src/branches.c:") {
            let (num, code) = rest.split_once("  ").unwrap_or((rest, ""));
            let n: u64 = num.parse().unwrap();
            assert_eq!(code.trim(), source[n as usize - 1].trim(), "text of line {n}");
            current = Some(n);
        } else if let Some((_, after)) = l.split_once("%) ")
            && !t.starts_with('|')
            && !t.starts_with("--")
            && !after.trim_start().starts_with("=>")
        {
            // A costed instruction: `3,000 ( 1.74%) >> 117c  add ...`.
            let after = after.trim_start().trim_start_matches(">>").trim_start();
            let addr = u64::from_str_radix(after.split_whitespace().next().unwrap(), 16).unwrap();
            if let Some(&(line, _)) = truth.instrs.get(&addr) {
                assert_eq!(current, Some(line), "{addr:x} printed under line {current:?}");
                checked += 1;
            }
        }
    }
    assert_eq!(checked, truth.instrs.len(), "{text}");
}

#[test]
fn instructions_that_did_not_run_fold_by_context() {
    let tmp = copy_case("c", None);
    let dir = tmp.0.as_path();
    let args = |ctx: &'static str| {
        [
            "--asm=yes",
            "--object-dir=.",
            "--auto=no",
            "--top=1",
            ctx,
            "callgrind.out",
        ]
    };
    // classify()'s zeroing of its sums for n == 0 (three instructions) never ran.
    let folded = run(dir, &args("--context=0"));
    assert!(folded.contains("-- 3 instructions not run (11a7-11b3) ---"), "{folded}");
    assert!(!folded.contains("11ad  mov"), "{folded}");
    let one = run(dir, &args("--context=1"));
    assert!(one.contains("11a7  mov") && one.contains("11b3  mov"), "{one}");
    assert!(one.contains("-- 1 instruction not run (11ad) ---"), "{one}");
    let shown = run(dir, &args("--context=2"));
    assert!(!shown.contains("not run"), "{shown}");
    assert!(shown.contains("11ad  mov"), "{shown}");
}

#[test]
fn cpp_hot_function_shows_hot_instructions_branches_and_source() {
    let tmp = copy_case("cpp", None);
    let dir = tmp.0.as_path();
    let text = run(
        dir,
        &["--asm=yes", "--object-dir=.", "--auto=no", "--top=1", "callgrind.out"],
    );
    let section = text.split("-- Machine code: ").nth(1).expect("a machine-code section");
    assert!(section.starts_with("void std::__introsort_loop<"), "{section}");
    assert!(section.contains("(equal)"), "{section}");
    assert!(section.contains(">> "), "hot instructions marked: {section}");
    assert!(section.contains("| jcnd: taken "), "{section}");
    assert!(section.contains("<- back edge (loop)"), "{section}");
    assert!(section.contains("/bits/stl_algo.h:"), "source lines: {section}");
    let mc = machine_code(dir, &["--top=1"]);
    let f = &mc["functions"][0];
    let sum: u64 = f["instructions"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|i| i["cost"]["Ir"].as_u64())
        .sum();
    assert_eq!(f["self"]["Ir"].as_u64(), Some(sum));
}

#[test]
fn missing_object_gets_a_note_and_the_costs() {
    let tmp = copy_case("c", None);
    let dir = tmp.0.as_path();
    let empty = TempDir::new("asm-sysroot");
    let sysroot = format!("--sysroot={}", empty.0.display());
    let text = run(dir, &["--asm=yes", &sysroot, "--auto=no", "--top=1", "callgrind.out"]);
    assert!(
        text.contains("Note: object /tmp/cgann-asm-build/c/prog not found"),
        "{text}"
    );
    assert!(text.contains("--object-dir=DIR"), "{text}");
    assert!(
        text.contains("3,000 ( 1.96%) >> 1196\n"),
        "the address, no code: {text}"
    );
    assert!(!text.contains("<not an instruction in the object>"), "{text}");
    assert!(text.contains("| jcnd: taken 2,000 of 3,000 (66.7%)"), "{text}");
}

#[test]
fn rebuilt_object_is_recognised() {
    let tmp = copy_case("c", Some("prog.rebuilt"));
    let dir = tmp.0.as_path();
    let text = run(
        dir,
        &["--asm=yes", "--object-dir=.", "--auto=no", "--top=1", "callgrind.out"],
    );
    assert!(text.contains("recorded addresses are no instruction of"), "{text}");
    assert!(text.contains("not the object that was profiled"), "{text}");
}

#[test]
fn object_newer_than_the_profile_is_flagged() {
    let tmp = copy_case("c", None);
    let dir = tmp.0.as_path();
    let later = SystemTime::now() + Duration::from_secs(3600);
    fs::File::options()
        .write(true)
        .open(dir.join("prog"))
        .unwrap()
        .set_modified(later)
        .unwrap();
    let text = run(
        dir,
        &["--asm=yes", "--object-dir=.", "--auto=no", "--top=1", "callgrind.out"],
    );
    assert!(text.contains("is more recent than the profile"), "{text}");
}

#[test]
fn stripped_object_is_recognised() {
    let tmp = copy_case("c", Some("prog.stripped"));
    let dir = tmp.0.as_path();
    let text = run(
        dir,
        &["--asm=yes", "--object-dir=.", "--auto=no", "--top=1", "callgrind.out"],
    );
    assert!(text.contains("has no symbols or line table (stripped?)"), "{text}");
    // The instructions are still there, with the profile's lines.
    assert!(text.contains("./src/branches.c:18  if (i % 3 == 0)"), "{text}");
}

#[test]
fn profile_without_instructions_says_what_to_do() {
    let tmp = copy_case("c", None);
    let dir = tmp.0.as_path();
    let text = run(
        dir,
        &[
            "--asm=yes",
            "--object-dir=.",
            "--auto=no",
            "--top=1",
            "callgrind.out.lines",
        ],
    );
    assert!(text.contains("the profile has no instruction addresses"), "{text}");
    assert!(text.contains("--dump-instr=yes"), "{text}");
    assert!(text.contains("--branches=yes"), "{text}");
}

#[test]
fn branches_under_source_lines_of_a_line_profile() {
    let tmp = copy_case("c", None);
    let dir = tmp.0.as_path();
    let text = run(dir, &["--branches=yes", "--top=1", "callgrind.out.lines"]);
    let at = text.find("        if (i % 3 == 0)\n").expect("annotated line");
    let below: Vec<&str> = text[at..].lines().skip(1).take(2).map(str::trim).collect();
    assert_eq!(
        below,
        [
            "| jump: 1x to line 17  <- backwards (a loop?)",
            "| jcnd: taken 2,000 of >=3,000 (<=66.7%) to line 20"
        ]
    );
    // Without the option: no branch lines.
    let plain = run(dir, &["--top=1", "callgrind.out.lines"]);
    assert!(!plain.contains("| jcnd"));
}

#[test]
fn objdump_is_the_one_objdump_names() {
    let tmp = copy_case("c", None);
    let dir = tmp.0.as_path();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_cgann"))
        .args(["--asm=yes", "--object-dir=.", "--auto=no", "--top=1", "callgrind.out"])
        .env("OBJDUMP", "/nonexistent/objdump")
        .current_dir(dir)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("cannot run /nonexistent/objdump"), "{text}");
}

#[test]
fn asm_needs_a_profile_it_can_read_twice() {
    let tmp = copy_case("c", None);
    let dir = tmp.0.as_path();
    let (code, _, err) = cgann_at(dir, &["--asm=yes", "-"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("reads the profile a second time"), "{err}");
    let (code, _, err) = cgann_at(dir, &["--object-dir=.", "callgrind.out"]);
    assert_eq!(code, 2, "{err}");
    let (code, _, err) = cgann_at(dir, &["--diff", "--asm=yes", "callgrind.out", "callgrind.out"]);
    assert_eq!(code, 2, "{err}");
    let (code, _, err) = cgann_at(dir, &["--asm=yes", "--format=csv", "callgrind.out"]);
    assert_eq!(code, 2, "{err}");
}

#[test]
fn second_pass_reads_the_same_in_tiny_chunks() {
    use cgann::model::builder::BuildOptions;
    use cgann::model::instr::{CodeKey, collect};
    struct Trickle<'a>(&'a [u8]);
    impl std::io::Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let n = self.0.len().min(buf.len()).min(3);
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }
    let text = fs::read(case_dir("c").join("callgrind.out")).unwrap();
    let key = CodeKey {
        object: b"/tmp/cgann-asm-build/c/prog".to_vec(),
        name: b"classify".to_vec(),
    };
    let events = ["Ir".to_string()];
    let opts = BuildOptions::default();
    let whole = collect([&text[..]], &opts, std::slice::from_ref(&key), &events).unwrap();
    let tiny = collect([Trickle(&text)], &opts, &[key], &events).unwrap();
    let dump = |p: &cgann::model::instr::InstrProfile| format!("{:?}", p.code);
    assert!(!whole.code[0].instrs.is_empty());
    assert_eq!(dump(&whole), dump(&tiny));
}

fn commify(v: u64) -> String {
    let s = v.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}
