//! The parser's stateful parts (name compression ids, relative
//! subpositions, pending calls, parts) must give the same profile however
//! the input is cut into reads, and the two-thread pipeline must give the
//! same profile as the single-threaded builder. Every bundled profile is
//! checked whole, in tiny chunks and through the pipeline.

mod model_dump;
mod support;
use model_dump::dump;
use support::profiles;

use cgann::model::builder::{BuildOptions, Builder};
use cgann::model::pipeline;
use cgann::parse::reader::LineReader;
use cgann::parse::{self, parse_lines};

fn opts() -> BuildOptions {
    // Demangling on: the bundled C++ profile has mangled names, and the
    // interner's name cache must give the same result in every read size.
    BuildOptions {
        jumps: true,
        demangle: true,
        ..BuildOptions::default()
    }
}

fn with_block(data: &[u8], block: usize) -> Result<String, String> {
    let mut b = Builder::new(opts());
    parse_lines(LineReader::with_capacity(data, block), &mut b).map_err(|e| e.to_string())?;
    Ok(dump(&b.finish()))
}

/// Every other bundled profile (the quick run; the sweep takes them all).
#[test]
fn chunked_parsing_equals_whole() {
    chunked_parsing(profiles().into_iter().step_by(2));
}

#[test]
#[ignore = "every bundled profile: run with `cargo test -- --ignored` (.ci/run does)"]
fn chunked_parsing_equals_whole_thorough() {
    chunked_parsing(profiles());
}

fn chunked_parsing(profiles: impl IntoIterator<Item = std::path::PathBuf>) {
    for path in profiles {
        let data = std::fs::read(&path).unwrap();
        let whole = with_block(&data, 1 << 20);
        for block in [1, 2, 3, 7, 64, 4096] {
            assert_eq!(
                with_block(&data, block),
                whole,
                "{} read in blocks of {block}",
                path.display()
            );
        }
    }
}

#[test]
fn pipeline_equals_builder() {
    for path in profiles() {
        let data = std::fs::read(&path).unwrap();
        let whole = with_block(&data, 1 << 20);
        let piped = pipeline::load(&data[..], opts())
            .map(|(p, _)| dump(&p))
            .map_err(|e| e.to_string());
        assert_eq!(piped, whole, "{}", path.display());
    }
}

/// Without line costs (reports that annotate no source), the pipeline
/// coalesces runs of cost lines whatever their lines: the profile must be
/// the builder's, and the full one but for the line costs.
#[test]
fn pipeline_without_line_costs_equals_builder() {
    let skip = BuildOptions {
        skip_line_costs: true,
        ..opts()
    };
    let no_lines = |dump: String| -> String {
        dump.lines()
            .filter(|l| !l.starts_with("line "))
            .flat_map(|l| [l, "\n"])
            .collect()
    };
    for path in profiles() {
        let data = std::fs::read(&path).unwrap();
        let mut b = Builder::new(skip.clone());
        parse_lines(LineReader::with_capacity(&data[..], 1 << 20), &mut b).unwrap();
        let built = dump(&b.finish());
        assert!(!built.lines().any(|l| l.starts_with("line ")), "{}", path.display());
        let (piped, _) = pipeline::load(&data[..], skip.clone()).unwrap();
        assert_eq!(dump(&piped), built, "{}", path.display());
        assert_eq!(
            built,
            no_lines(with_block(&data, 1 << 20).unwrap()),
            "{}",
            path.display()
        );
    }
}

/// With what `--write` needs kept too (per-function line costs): the
/// pipeline and the builder write the same file, in blocks of any size.
#[test]
fn written_files_agree_whatever_the_loader() {
    let write_opts = BuildOptions {
        function_lines: true,
        ..opts()
    };
    let written = |p: &cgann::model::Profile| {
        let w = cgann::report::callgrind::WriteOptions {
            strip_prefix: None,
            inputs: &[],
        };
        let mut out = Vec::new();
        cgann::report::callgrind::write_callgrind(&mut out, p, &w).unwrap();
        out
    };
    for path in profiles() {
        let data = std::fs::read(&path).unwrap();
        let (piped, _) = pipeline::load(&data[..], write_opts.clone()).unwrap();
        let want = written(&piped);
        for block in [7, 1 << 20] {
            let mut b = Builder::new(write_opts.clone());
            parse_lines(LineReader::with_capacity(&data[..], block), &mut b).unwrap();
            assert!(written(&b.finish()) == want, "{} in blocks of {block}", path.display());
        }
    }
}

/// The spec's examples: with and without name compression, with relative
/// and absolute subpositions, the same profile.
#[test]
fn compressed_and_relative_forms_are_equivalent() {
    let plain = "events: Instructions\nfl=file1.c\nfn=main\n16 20\ncfn=func1\ncalls=1 50\n16 400\ncfi=file2.c\ncfn=func2\ncalls=3 20\n16 400\nfn=func1\n51 100\ncfi=file2.c\ncfn=func2\ncalls=2 20\n51 300\nfl=file2.c\nfn=func2\n20 700\n";
    let compressed = "events: Instructions\nfl=(1) file1.c\nfn=(1) main\n16 20\ncfn=(2) func1\ncalls=1 50\n16 400\ncfi=(2) file2.c\ncfn=(3) func2\ncalls=3 20\n16 400\nfn=(2)\n51 100\ncfi=(2)\ncfn=(3)\ncalls=2 20\n51 300\nfl=(2)\nfn=(3)\n20 700\n";
    let relative = "events: Instructions\nfl=(1) file1.c\nfn=(1) main\n16 20\ncfn=(2) func1\ncalls=1 +34\n* 400\ncfi=(2) file2.c\ncfn=(3) func2\ncalls=3 +4\n* 400\nfn=(2)\n+35 100\ncfi=(2)\ncfn=(3)\ncalls=2 -31\n* 300\nfl=(2)\nfn=(3)\n-31 700\n";
    let a = with_block(plain.as_bytes(), 1 << 16).unwrap();
    // Sequence numbers and the jump table are the same by construction;
    // everything else must match too.
    assert_eq!(with_block(compressed.as_bytes(), 1 << 16).unwrap(), a);
    assert_eq!(with_block(relative.as_bytes(), 1 << 16).unwrap(), a);
    for block in 1..9 {
        assert_eq!(with_block(relative.as_bytes(), block).unwrap(), a);
    }
}

#[test]
fn instruction_subpositions_follow_each_column() {
    // The spec's subposition example, absolute and compressed.
    let abs =
        "positions: instr line\nevents: ticks\nfl=f.c\nfn=func\n0x80001234 90 1\n0x80001237 90 5\n0x80001238 91 6\n";
    let rel = "positions: instr line\nevents: ticks\nfl=f.c\nfn=func\n0x80001234 90 1\n+3 * 5\n+1 +1 6\n";
    let a = with_block(abs.as_bytes(), 1 << 16).unwrap();
    assert_eq!(with_block(rel.as_bytes(), 1 << 16).unwrap(), a);
    assert!(a.contains("line f.c:90 CostRef { vals: [6], defined: 1 }"), "{a}");
    assert!(a.contains("line f.c:91 CostRef { vals: [6], defined: 1 }"), "{a}");
}

#[test]
fn errors_name_the_line() {
    let cases: &[(&str, u64, &str)] = &[
        ("events: Ir\nfl=a.c\nfn=f\n1 -\n", 4, "invalid cost '-'"),
        (
            "events: Ir\nfl=a.c\nfn=f\n1 -18446744073709551615\n2 -1\n",
            5,
            "below -(2^64-1)",
        ),
        ("events: Ir\nfl=a.c\nfn=f\n1 2 3\n", 4, "more costs"),
        (
            "events: Ir\nfl=a.c\nfn=f\ncfn=g\ncalls=1 1\nfn=h\n",
            5,
            "not followed by its cost line",
        ),
        ("events: Ir\nfl=a.c\nfn=f\n5 1\n-9 1\n", 5, "below 0"),
        ("events: Ir\nfl=a.c\nfn=f\n1 18446744073709551616\n", 4, "64 bits"),
        (
            "events: Ir\nfl=a.c\nfn=f\n1 18446744073709551615\n2 1\n",
            5,
            "past 2^64",
        ),
        // Runs of cost lines on one line are coalesced until the sum of
        // all values would overflow: the error stays on its line.
        (
            "events: Ir\nfl=a.c\nfn=f\n1 9223372036854775808\n1 1\n1 9223372036854775806\n1 1\n",
            7,
            "past 2^64",
        ),
        (
            "events: Ir\nfl=a.c\nfn=f\n1 9223372036854775808\nfn=g\n1 9223372036854775808\nfn=f\n1 1\n",
            6,
            "past 2^64",
        ),
        ("version: 2\nevents: Ir\n", 1, "version 2"),
        ("events:\n", 1, "no events"),
        ("events: Ir", 1, "truncated"),
        ("\x7fELF\x02\x01\x01", 1, "not a callgrind or cachegrind profile"),
        ("hello\n12 3\n", 2, "not a callgrind or cachegrind profile"),
    ];
    for &(input, line, text) in cases {
        for block in [1, 5, 4096] {
            let mut b = Builder::new(opts());
            let e = parse_lines(LineReader::with_capacity(input.as_bytes(), block), &mut b).unwrap_err();
            assert_eq!(e.line, line, "{input:?}: {e}");
            assert!(e.message.contains(text), "{input:?}: {e}");
        }
        for skip_line_costs in [false, true] {
            let o = BuildOptions {
                skip_line_costs,
                ..opts()
            };
            let e = pipeline::load(input.as_bytes(), o).map(|_| ()).unwrap_err();
            assert_eq!(
                (e.line, e.message.contains(text)),
                (line, true),
                "pipeline (skip_line_costs {skip_line_costs}), {input:?}: {e}"
            );
        }
    }
    // Sanity: the same inputs without the fault parse.
    let mut b = Builder::new(opts());
    parse::parse("events: Ir\nfl=a.c\nfn=f\n1 1\n".as_bytes(), &mut b).unwrap();
}

/// The profile `input` gives, read in blocks of 1, 5 and 4096 bytes and
/// through the pipeline (all must agree), with its warnings.
fn read_all_ways(input: &str) -> (String, Vec<(u64, String)>) {
    let mut first: Option<(String, Vec<(u64, String)>)> = None;
    for block in [1, 5, 4096] {
        let mut b = Builder::new(opts());
        parse_lines(LineReader::with_capacity(input.as_bytes(), block), &mut b).unwrap();
        let (warnings, _) = b.take_warnings();
        let got = (
            dump(&b.finish()),
            warnings
                .iter()
                .map(|w| (w.line, String::from_utf8_lossy(&w.text).into_owned()))
                .collect(),
        );
        match &first {
            None => first = Some(got),
            Some(f) => assert_eq!(&got, f, "{input:?} in blocks of {block}"),
        }
    }
    let first = first.unwrap();
    for skip_line_costs in [false, true] {
        let o = BuildOptions {
            skip_line_costs,
            ..opts()
        };
        let (p, _) = pipeline::load(input.as_bytes(), o).unwrap();
        if !skip_line_costs {
            assert_eq!(dump(&p), first.0, "{input:?} through the pipeline");
        }
    }
    first
}

#[test]
fn negative_costs_are_summed_signed() {
    // Xdebug 2's memory deltas: a call that frees memory has a negative one.
    let input = "events: Time Memory\nfl=a.php\nfn=f\n3 100 -34224\n4 5 -7\nfn=g\n9 1 18446744073709551615\n9 1 -18446744073709551615\n9 1 10\n";
    let (dump, warnings) = read_all_ways(input);
    assert!(warnings.is_empty(), "{warnings:?}");
    assert!(
        dump.contains("a.php:f Some(\"\") home=Some(\"\") body=true CostRef { vals: [105, -34231], defined: 3 }"),
        "{dump}"
    );
    assert!(
        dump.contains("a.php:g Some(\"\") home=Some(\"\") body=true CostRef { vals: [3, 10], defined: 3 }"),
        "{dump}"
    );
    assert!(
        dump.contains("line a.php:3 CostRef { vals: [100, -34224], defined: 3 }"),
        "{dump}"
    );
}

#[test]
fn undefined_names_are_warned_about_once_per_id() {
    let input = "events: Ir\nfl=(1) a.c\nob=(8)\nfn=(1) main\n1 1\ncob=(8)\ncfn=(7)\ncalls=1 1\n2 5\nfn=(7)\n3 5\ncfn=(7) helper\ncalls=1 1\n4 5\n";
    let (dump, warnings) = read_all_ways(input);
    assert_eq!(
        warnings,
        vec![
            (3, "object id (8) is never defined; shown as ???".to_string()),
            (
                7,
                "function id (7) is used before it is defined; shown as ???(7) until then".to_string()
            ),
        ]
    );
    assert!(
        dump.contains("fn a.c:???(7) Some(\"???\") home=Some(\"???\") body=true CostRef { vals: [5], defined: 1 }"),
        "{dump}"
    );
    assert!(dump.contains("fn a.c:helper"), "{dump}");
}

#[test]
fn fi_before_any_fn_names_the_file_as_fl_does() {
    // lsprofcalltree begins every block with fi=.
    let input = "events: Ticks\nfi=a.py\nfn=f\n1 5\nfi=b.py\nfn=g\n2 7\nfi=c.py\n3 1\n";
    let (dump, warnings) = read_all_ways(input);
    assert!(warnings.is_empty(), "{warnings:?}");
    assert!(
        dump.contains("fn a.py:f Some(\"\") home=Some(\"\") body=true CostRef { vals: [5], defined: 1 }"),
        "{dump}"
    );
    assert!(
        dump.contains("fn b.py:g Some(\"\") home=Some(\"\") body=true CostRef { vals: [7], defined: 1 }"),
        "{dump}"
    );
    // After a fn=, fi= is inlined code of the current function, as before.
    assert!(
        dump.contains("fn c.py:g None home=Some(\"\") body=true CostRef { vals: [1], defined: 1 }"),
        "{dump}"
    );
}

#[test]
fn xdebug_appended_profiles_are_parts_with_their_own_ids() {
    let one = "version: 1\ncreator: xdebug 3.2.0 (PHP 8.2.7)\ncmd: /a.php\npart: 1\npositions: line\n\nevents: Time_(10ns) Memory_(bytes)\n\nfl=(1) /a.php\nfn=(1) {main}\n1 10 100\n\nsummary: 10 100\n";
    let two = one.replace("/a.php", "/b.php").replace("1 10 100", "1 5 50");
    let input = format!("{one}\n==== NEW PROFILING FILE ==============================\n{two}");
    let (dump, warnings) = read_all_ways(&input);
    assert!(warnings.is_empty(), "{warnings:?}");
    assert!(
        dump.starts_with("events [\"Time_(10ns)\", \"Memory_(bytes)\"] parts 2"),
        "{dump}"
    );
    assert!(dump.contains("fn /a.php:{main}"), "{dump}");
    assert!(dump.contains("fn /b.php:{main}"), "{dump}");
}

#[test]
fn lines_of_unread_callgrind_options_get_one_warning_each() {
    let input = "events: Ir\nfl=a.c\nrec=2\nfn=f\nfrfn=(spontaneous)\n1 1\nrec=3\nbb=0x10\nln=4\n2 2\nln=5\n";
    let (dump, warnings) = read_all_ways(input);
    let lines: Vec<u64> = warnings.iter().map(|w| w.0).collect();
    assert_eq!(lines, [3, 5, 8, 9], "{warnings:?}");
    assert_eq!(
        warnings[0].1,
        "rec= lines, written by callgrind --mangle-names=no, are not read: recursion levels are not told apart"
    );
    assert!(
        dump.contains("fn a.c:f Some(\"\") home=Some(\"\") body=true CostRef { vals: [3], defined: 1 }"),
        "{dump}"
    );
}

#[test]
fn codspeed_inlined_callees() {
    // cfni= names the function whose code was inlined; cfni=??? ends it.
    let input = "events: Ir\nfl=a.c\nfn=outer\n1 1\ncfni=inner\n2 5\ncfni=???\n3 7\n";
    let (dump, warnings) = read_all_ways(input);
    assert!(warnings.is_empty(), "{warnings:?}");
    assert!(
        dump.contains("fn a.c:inner None home=Some(\"\") body=true CostRef { vals: [5], defined: 1 }"),
        "{dump}"
    );
    assert!(
        dump.contains("fn a.c:outer Some(\"\") home=Some(\"\") body=true CostRef { vals: [8], defined: 1 }"),
        "{dump}"
    );
}

#[test]
fn compressed_mangled_names_are_built_from_their_parts() {
    let compressed =
        "events: Ir\nfl=(1) a.c\nfn=(1) main\nfn=(2) f\nfn=(3) (2)'2'(1)\n1 5\nfn=(1)\ncfn=(3)\ncalls=1 1\n2 5\n";
    let plain = "events: Ir\nfl=(1) a.c\nfn=(3) f'2'main\n1 5\nfn=(1) main\ncfn=(3)\ncalls=1 1\n2 5\n";
    let (a, _) = read_all_ways(compressed);
    let (b, _) = read_all_ways(plain);
    assert!(a.contains("fn a.c:f'2'main"), "{a}");
    // The same functions, costs and calls (the compressed file also
    // names f alone, which has no cost).
    let without_f = |d: &str| {
        d.lines()
            .filter(|l| !l.starts_with("fn a.c:f "))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(without_f(&a), without_f(&b));
}

#[test]
fn files_cut_short_are_read_up_to_the_cut_with_one_warning() {
    // In the middle of a line: the cut line is dropped.
    let (dump, warnings) = read_all_ways("events: Ir\nfl=a.c\nfn=f\n1 1\n2");
    assert_eq!(
        warnings,
        [(
            5,
            "the file ends in the middle of this line: it is incomplete (truncated?)".to_string()
        )]
    );
    assert!(
        dump.contains("fn a.c:f Some(\"\") home=Some(\"\") body=true CostRef { vals: [1], defined: 1 }"),
        "{dump}"
    );
    // A calls= whose cost line was cut goes with it.
    let (_, warnings) = read_all_ways("events: Ir\nfl=a.c\nfn=f\n1 1\ncfn=g\ncalls=1 1\n2 ");
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    // At a line boundary: callgrind ends every part with totals:.
    let complete = "creator: callgrind-3.19.0\nevents: Ir\nfl=a.c\nfn=f\n1 1\n2 2\ntotals: 3\n";
    assert!(read_all_ways(complete).1.is_empty());
    let cut = "creator: callgrind-3.19.0\nevents: Ir\nfl=a.c\nfn=f\n1 1\n";
    assert_eq!(read_all_ways(cut).1.len(), 1);
    assert!(read_all_ways(cut).1[0].1.contains("without the totals: line"));
    // Other writers write none: nothing to say.
    assert!(
        read_all_ways("creator: xdebug 3.2.0\nevents: Ir\nfl=a.c\nfn=f\n1 1\n")
            .1
            .is_empty()
    );
}
