//! The fuzz targets' bodies, shared by `fuzz/fuzz_targets/*.rs` (cargo-fuzz,
//! nightly) and the stable smoke test in `tests/robustness.rs`
//! (`#[path]`-included by both, so there is one copy).
//!
//! [`run`]: any bytes are parsed three ways, which must agree: into the
//! single-threaded `Builder` (as the target does), the same with the
//! reader fed 1 to 8 bytes at a time, and through the two-thread pipeline the
//! binary uses (`model::pipeline::load`). Ok or the same error on the same
//! line, the same warnings; on Ok the reports, with trees + inclusive costs
//! and with the default options, must be byte-identical. A panic anywhere
//! is a bug.
//!
//! [`run_file`]: the bytes as a file given to `input::load`, the binary's
//! path (compression by magic bytes, decompression thread, pipeline).
//!
//! [`run_split`]: the bytes as a file loaded in two pieces, cut at `fn=`
//! lines, against the Builder.

#![allow(dead_code)]

use cgann::model::builder::{BuildOptions, Builder};
use cgann::model::{Profile, pipeline};
use cgann::parse::{self, reader::LineReader};
use cgann::report::symspec::SymSpec;
use cgann::report::{self, Group, Options};

/// Report options the targets print with: every tree, inclusive costs, no
/// source files; and the defaults (which look for source files relative to
/// the current directory, but open regular files only).
pub fn option_sets() -> [Options; 4] {
    [
        Options {
            auto: false,
            tree_caller: true,
            tree_calling: true,
            inclusive: true,
            ..Default::default()
        },
        Options::default(),
        // gprof's views, with a function left out.
        Options {
            auto: false,
            flat: true,
            graph: true,
            exclude: vec![SymSpec::parse("main").expect("a symspec")],
            ..Default::default()
        },
        Options {
            auto: false,
            inclusive: true,
            group: Group::File,
            ..Default::default()
        },
    ]
}

/// The report of `profile` focused on its first function, if it has one
/// whose name is a symspec: no panic, and no inclusive cost above the
/// focus's total.
fn focused_report(profile: Profile) {
    let Some(func) = profile.functions.first() else { return };
    let name = String::from_utf8_lossy(profile.name(func.name)).into_owned();
    let Ok(spec) = SymSpec::parse(&name) else { return };
    let Ok(focused) = report::focus::focus(profile, &[spec], 0) else {
        return;
    };
    let opts = Options {
        auto: false,
        inclusive: true,
        tree_caller: true,
        tree_calling: true,
        ..Default::default()
    };
    let mut out = Vec::new();
    let _ = report::write_report(&mut out, &focused, &opts);
}

/// Both reports of a profile (an `Err` is kept as its text: only a source
/// file can fail to read, the output is a Vec).
fn reports(p: &Profile) -> Vec<Result<Vec<u8>, String>> {
    option_sets()
        .iter()
        .map(|opts| {
            let mut out = Vec::new();
            report::write_report(&mut out, p, opts)
                .map(|()| out)
                .map_err(|e| e.to_string())
        })
        .collect()
}

/// Runs one input through parser, model and reporter; panics on any
/// inconsistency.
pub fn run(data: &[u8]) {
    let mut whole = Builder::new(BuildOptions::default());
    let parsed = parse::parse(data, &mut whole);

    // The same bytes in tiny read blocks (1..=8 bytes).
    let block = 1 + data.len() % 8;
    let mut chunked = Builder::new(BuildOptions::default());
    let parsed_chunked = parse::parse_lines(LineReader::with_capacity(data, block), &mut chunked);
    assert_eq!(
        parsed, parsed_chunked,
        "parse result depends on the read block size ({block})"
    );

    // The two-thread pipeline gives the same profile and the same first error.
    let piped = pipeline::load(data, BuildOptions::default());
    match (&parsed, &piped) {
        (Err(a), Err(b)) => assert_eq!(a, b, "pipeline and builder stop on different errors"),
        (Ok(()), Ok(_)) => {}
        _ => panic!(
            "pipeline and builder disagree: builder {parsed:?}, pipeline {:?}",
            piped.as_ref().map(|_| ())
        ),
    }
    if let Err(e) = &parsed {
        let skip = BuildOptions {
            skip_line_costs: true,
            ..BuildOptions::default()
        };
        let lean = pipeline::load(data, skip).map(|_| ());
        assert_eq!(
            lean.as_ref().err(),
            Some(e),
            "without line costs, the pipeline stops on another error"
        );
    }
    let Ok((piped, piped_warnings)) = piped else { return };
    assert_eq!(
        format!("{:?}", whole.take_warnings()),
        format!("{piped_warnings:?}"),
        "pipeline and builder warn differently"
    );

    let expected = reports(&whole.finish());
    assert!(
        reports(&chunked.finish()) == expected,
        "report depends on the read block size ({block})"
    );
    assert!(reports(&piped) == expected, "pipeline and builder reports differ");

    // Without line costs (what reports that annotate no source load), cost
    // lines are coalesced: the same first error, and the same reports
    // without annotation (the option sets with `auto: false`).
    let skip = BuildOptions {
        skip_line_costs: true,
        ..BuildOptions::default()
    };
    match pipeline::load(data, skip) {
        Ok((lean, _)) => {
            let unannotated = |p: &Profile| -> Vec<_> {
                let sets = option_sets();
                reports(p)
                    .into_iter()
                    .zip(sets)
                    .filter(|(_, o)| !o.auto)
                    .map(|(r, _)| r)
                    .collect()
            };
            assert!(
                unannotated(&lean) == unannotated(&piped),
                "reports differ without line costs"
            );
        }
        Err(e) => panic!("the pipeline without line costs fails ({e}) where the builder does not"),
    }
    machine_code(data, &piped);
    focused_report(piped);
}

/// `--asm=yes` on the same bytes: the second pass (with the instruction
/// addresses the parser hands over) reads whatever the first read, and the
/// machine code prints, as text and JSON, without a panic. No object is
/// ever found (an empty sysroot), so no objdump runs.
fn machine_code(data: &[u8], profile: &Profile) {
    use cgann::report::asm::{MachineCode, wanted};
    use cgann::report::objdump::ObjectSearch;
    let opts = Options {
        auto: false,
        ..Default::default()
    };
    let Ok(plan) = report::Plan::new(profile, &opts) else {
        return;
    };
    let keys = wanted(&plan);
    let events = &profile.events[..profile.recorded];
    let instr = cgann::model::instr::collect([data], &BuildOptions::default(), &keys, events)
        .expect("the second pass reads what the first read");
    let search = ObjectSearch {
        sysroot: Some("/nonexistent-cgann-fuzz".into()),
        dirs: Vec::new(),
        objdump: "/nonexistent-cgann-fuzz/objdump".into(),
    };
    let mc = MachineCode {
        instr: std::sync::Arc::new(instr),
        search,
    };
    // The machine code alone: the rest of the report is checked above.
    let mut out = Vec::new();
    let _ = cgann::report::asm::write_machine_code(&mut out, &plan, &mc);
    let _ = cgann::report::asm::to_json(&plan, &mc, |_| Default::default());
}

/// The bytes as a file loaded in two pieces (`model::split`, what the
/// binary does with big files), cut at its first, middle and last `fn=`
/// line: the same first error, or the same warnings and reports, as the
/// single-threaded Builder, or a refusal to merge (the binary then loads
/// the file the usual way).
pub fn run_split(data: &[u8]) {
    use cgann::model::split;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let cuts: Vec<u64> = memchr::memmem::find_iter(data, b"\nfn=")
        .map(|i| i as u64 + 1)
        .collect();
    if cuts.is_empty() {
        return;
    }
    let mut b = Builder::new(BuildOptions::default());
    let want = parse::parse(data, &mut b).map(|()| {
        let warnings = format!("{:?}", b.take_warnings());
        (warnings, reports(&b.finish()))
    });
    static N: AtomicUsize = AtomicUsize::new(0);
    let n = N.fetch_add(1, Ordering::Relaxed);
    let path = std::env::temp_dir().join(format!("cgann-split-{}-{n}.profile", std::process::id()));
    std::fs::write(&path, data).expect("write the input to a temp file");
    // Read, in place, and in three pieces (the middle one from the first
    // cut; the tail from the last).
    let (first, middle, last) = (cuts[0], cuts[cuts.len() / 2], cuts[cuts.len() - 1]);
    let loads = [
        (first, false, split::Share::WhenDone),
        (middle, true, split::Share::WhenDone),
        (last, true, split::Share::From(first)),
        (first, false, split::Share::Tail(last)),
    ];
    for (at, in_place, share) in loads {
        let Some(plan) = std::fs::File::open(&path)
            .and_then(|mut f| split::plan_at(&mut f, at))
            .expect("read the temp file")
        else {
            continue;
        };
        let file = std::fs::File::open(&path).expect("open the temp file");
        let first = if in_place {
            let map = cgann::mapping::Mapping::new(&file, &path, data.len() as u64).expect("map the temp file");
            split::First::InPlace {
                map: std::sync::Arc::new(map),
                progress: Box::new(|_| {}),
            }
        } else {
            split::First::Read(file)
        };
        let got = match split::load_sharing(&path, first, plan, BuildOptions::default(), share) {
            Ok(None) => continue,
            Ok(Some((profile, warnings))) => Ok((format!("{warnings:?}"), reports(&profile))),
            Err(e) => Err(e),
        };
        assert!(got == want, "split at byte {at} and sequential read differ");
    }
    let _ = std::fs::remove_file(&path);
}

/// The bytes as a profile file, loaded the way the binary loads it.
pub fn run_file(data: &[u8]) {
    use cgann::input::{self, Source};
    let path = std::env::temp_dir().join(format!("cgann-fuzz-{}.profile", std::process::id()));
    std::fs::write(&path, data).expect("write the input to a temp file");
    let loaded = input::load(&Source::Path(&path), BuildOptions::default());
    let _ = std::fs::remove_file(&path);
    if let Ok((profile, _)) = loaded {
        reports(&profile);
    }
}
