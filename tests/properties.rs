//! Property tests: random profiles, written in the format's different
//! spellings (plain or compressed names, absolute or relative
//! subpositions), give the same report; any profile parses the same
//! however its input is cut into reads; and a profile written back by
//! `--write` reads back the same.

use cgann::model::Profile;
use cgann::model::builder::{BuildOptions, Builder};
use cgann::parse::parse_lines;
use cgann::parse::reader::LineReader;
use cgann::report::{Options, write_report};
use proptest::prelude::*;

mod model_dump;
use model_dump::dump;

/// A call from a function: callee index, line, count, inclusive cost.
#[derive(Debug, Clone)]
struct CallSpec {
    callee: usize,
    line: u64,
    count: u64,
    cost: Vec<u64>,
}

#[derive(Debug, Clone)]
struct FuncSpec {
    file: usize,
    /// (instruction address, line, costs), in file order.
    lines: Vec<(u64, u64, Vec<u64>)>,
    calls: Vec<CallSpec>,
}

#[derive(Debug, Clone)]
struct ProfileSpec {
    events: usize,
    instr: bool,
    funcs: Vec<FuncSpec>,
}

const FILES: [&str; 3] = ["main.c", "lib/util.c", "inc/x.h"];
const NAMES: [&str; 6] = [
    "main",
    "fib",
    "fib'2",
    "std::vector<int>::push_back",
    "(below main)",
    "0x0000000000401000",
];

fn costs(events: usize) -> impl Strategy<Value = Vec<u64>> {
    prop::collection::vec(0u64..1_000_000, 1..=events)
}

fn profile_spec() -> impl Strategy<Value = ProfileSpec> {
    (1usize..=3, any::<bool>()).prop_flat_map(|(events, instr)| {
        let line = (0x400000u64..0x400400, 0u64..200, costs(events));
        let call =
            (0usize..NAMES.len(), 0u64..200, 0u64..1000, costs(events)).prop_map(|(callee, line, count, cost)| {
                CallSpec {
                    callee,
                    line,
                    count,
                    cost,
                }
            });
        let func = (
            0usize..FILES.len(),
            prop::collection::vec(line, 1..8),
            prop::collection::vec(call, 0..3),
        )
            .prop_map(|(file, lines, calls)| FuncSpec { file, lines, calls });
        prop::collection::vec(func, 1..=NAMES.len()).prop_map(move |funcs| ProfileSpec { events, instr, funcs })
    })
}

/// How to spell the profile.
#[derive(Clone, Copy)]
struct Style {
    compress: bool,
    relative: bool,
}

/// A subposition relative to the previous one, as callgrind writes them.
fn relative(v: u64, prev: u64) -> String {
    use std::cmp::Ordering::*;
    match v.cmp(&prev) {
        Equal => "*".into(),
        Greater => format!("+{}", v - prev),
        Less => format!("-{}", prev - v),
    }
}

fn write(spec: &ProfileSpec, style: Style) -> String {
    let events: Vec<String> = (0..spec.events).map(|i| format!("E{i}")).collect();
    let mut out = String::from("# callgrind format\nversion: 1\ncreator: proptest\n");
    out += if spec.instr {
        "positions: instr line\n"
    } else {
        "positions: line\n"
    };
    out += &format!("events: {}\n", events.join(" "));
    let mut defined_files = [false; 3];
    let mut defined_fns = [false; 6];
    let name = |kind: &str, id: usize, text: &str, defined: &mut [bool]| {
        if !style.compress {
            format!("{kind}={text}\n")
        } else if defined[id] {
            format!("{kind}=({})\n", id + 1)
        } else {
            defined[id] = true;
            format!("{kind}=({}) {text}\n", id + 1)
        }
    };
    let mut prev = [0u64; 2];
    for (i, f) in spec.funcs.iter().enumerate() {
        out += &name("fl", f.file, FILES[f.file], &mut defined_files);
        out += &name("fn", i, NAMES[i], &mut defined_fns);
        let mut pos = |addr: u64, line: u64, out: &mut String| {
            let vals = if spec.instr { vec![addr, line] } else { vec![line] };
            for (k, v) in vals.iter().enumerate() {
                if style.relative && !(k == 0 && spec.instr && prev[k] == 0) {
                    out.push_str(&relative(*v, prev[k]));
                } else if spec.instr && k == 0 {
                    out.push_str(&format!("{v:#x}"));
                } else {
                    out.push_str(&v.to_string());
                }
                out.push(' ');
                prev[k] = *v;
            }
        };
        for (addr, line, c) in &f.lines {
            pos(*addr, *line, &mut out);
            out += &c.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
            out.push('\n');
        }
        for call in &f.calls {
            let callee_file = spec.funcs.get(call.callee).map_or(f.file, |g| g.file);
            out += &name("cfi", callee_file, FILES[callee_file], &mut defined_files);
            out += &name("cfn", call.callee, NAMES[call.callee], &mut defined_fns);
            out += &format!("calls={} 0\n", call.count);
            pos(0x400000, call.line, &mut out);
            out += &call.cost.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
            out.push('\n');
        }
    }
    out
}

/// The report, and the whole model (which also holds what the report
/// does not show, such as per-line costs).
fn report(data: &[u8], block: usize, opts: &Options) -> String {
    let mut b = Builder::new(BuildOptions::default());
    parse_lines(LineReader::with_capacity(data, block), &mut b).expect("generated profiles are valid");
    let profile = b.finish();
    let mut out = Vec::new();
    write_report(&mut out, &profile, opts).expect("report");
    // Call sites are numbered in input order, which the spellings share.
    String::from_utf8(out).expect("utf-8") + &dump(&profile)
}

/// Loads a profile keeping what `--write` needs.
fn load_for_writing(data: &[u8]) -> Profile {
    let opts = BuildOptions {
        function_lines: true,
        ..BuildOptions::default()
    };
    let mut b = Builder::new(opts);
    parse_lines(LineReader::new(data), &mut b).expect("the profile reads");
    b.finish()
}

/// What `--write` writes for `profile`.
fn written(profile: &Profile) -> Vec<u8> {
    let opts = cgann::report::callgrind::WriteOptions {
        strip_prefix: None,
        inputs: &[],
    };
    let mut out = Vec::new();
    cgann::report::callgrind::write_callgrind(&mut out, profile, &opts).expect("writes to memory");
    out
}

/// The report (without its `Profile data file` line, which names the
/// creator) and the model without the parts' totals.
fn report_and_model(profile: &Profile, opts: &Options) -> String {
    let mut out = Vec::new();
    write_report(&mut out, profile, opts).expect("report");
    let report = String::from_utf8(out).expect("utf-8");
    let model = dump(profile);
    report
        .lines()
        .filter(|l| !l.starts_with("Profile data file"))
        .chain(model.lines().filter(|l| !l.starts_with("part ")))
        .collect::<Vec<_>>()
        .join("\n")
}

fn full_options() -> Options {
    Options {
        auto: false,
        tree_caller: true,
        tree_calling: true,
        threshold: cgann::report::Threshold::new(100.0),
        ..Options::default()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn spellings_give_the_same_report(spec in profile_spec(), inclusive in any::<bool>()) {
        let opts = Options { inclusive, ..full_options() };
        let plain = report(write(&spec, Style { compress: false, relative: false }).as_bytes(), 1 << 16, &opts);
        for style in [Style { compress: true, relative: false }, Style { compress: false, relative: true }, Style { compress: true, relative: true }] {
            let text = write(&spec, style);
            prop_assert_eq!(&report(text.as_bytes(), 1 << 16, &opts), &plain, "{}", text);
        }
    }

    #[test]
    fn written_profiles_read_back_the_same(spec in profile_spec(), inclusive in any::<bool>()) {
        let opts = Options { inclusive, ..full_options() };
        let text = write(&spec, Style { compress: true, relative: true });
        let profile = load_for_writing(text.as_bytes());
        let file = written(&profile);
        let again = load_for_writing(&file);
        let file = String::from_utf8(file).expect("utf-8");
        prop_assert_eq!(report_and_model(&again, &opts), report_and_model(&profile, &opts), "{}", file);
        // And it is a fixed point.
        prop_assert_eq!(String::from_utf8(written(&again)).expect("utf-8"), file);
    }

    #[test]
    fn any_chunking_gives_the_same_report(spec in profile_spec(), block in 1usize..64) {
        let text = write(&spec, Style { compress: true, relative: true });
        let opts = full_options();
        prop_assert_eq!(report(text.as_bytes(), block, &opts), report(text.as_bytes(), 1 << 16, &opts));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    /// The machine-code annotation's second pass: each instruction's cost
    /// is the sum of the generated cost lines at its address, over the
    /// contexts of one function (`fib` and `fib'2`), whatever the spelling
    /// and the read size.
    #[test]
    fn instruction_costs_are_the_generated_ones(mut spec in profile_spec(), relative in any::<bool>(), block in 1usize..64) {
        use cgann::model::instr::{CodeKey, base_name, collect};
        use std::collections::BTreeMap;
        spec.instr = true;
        let text = write(&spec, Style { compress: true, relative });
        let events: Vec<String> = (0..spec.events).map(|i| format!("E{i}")).collect();
        let mut truth: BTreeMap<(String, u64), Vec<i128>> = BTreeMap::new();
        for (i, f) in spec.funcs.iter().enumerate() {
            let base = String::from_utf8(base_name(NAMES[i].as_bytes()).to_vec()).expect("ascii");
            for (addr, _, c) in &f.lines {
                let sum = truth.entry((base.clone(), *addr)).or_insert_with(|| vec![0; spec.events]);
                for (k, v) in c.iter().enumerate() {
                    sum[k] += i128::from(*v);
                }
            }
        }
        let mut keys: Vec<CodeKey> = truth
            .keys()
            .map(|(name, _)| CodeKey { object: Vec::new(), name: name.clone().into_bytes() })
            .collect();
        keys.dedup();
        let got = collect([Chunked(text.as_bytes(), block)], &BuildOptions::default(), &keys, &events)
            .expect("generated profiles are valid");
        let mut found: BTreeMap<(String, u64), Vec<i128>> = BTreeMap::new();
        for code in &got.code {
            for (addr, i) in &code.instrs {
                // An address only a call was made from has no cost line.
                if i.cost.defined != 0 {
                    let name = String::from_utf8(code.key.name.clone()).expect("ascii");
                    found.insert((name, *addr), i.cost.vals.to_vec());
                }
            }
        }
        prop_assert_eq!(found, truth, "{}", text);
    }
}

/// A reader that hands out `.1` bytes at a time.
struct Chunked<'a>(&'a [u8], usize);

impl std::io::Read for Chunked<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.0.len().min(buf.len()).min(self.1);
        buf[..n].copy_from_slice(&self.0[..n]);
        self.0 = &self.0[n..];
        Ok(n)
    }
}
