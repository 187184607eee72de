//! Demangling: a C++ profile made with `valgrind --demangle=no` reads, by
//! default, like the same program profiled with valgrind's own demangler.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

/// The `file:function [object]` part of every row of the function table.
fn functions(args: &[&str]) -> BTreeSet<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/golden/cpp");
    let out = Command::new(env!("CARGO_BIN_EXE_cgann"))
        .args(["--threshold=100", "--auto=no"])
        .args(args)
        .current_dir(dir)
        .output()
        .expect("run cgann");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).expect("utf-8");
    text.lines()
        .skip_while(|l| !l.ends_with("file:function"))
        .skip(2)
        .filter_map(|l| l.split_once("%)  ").map(|(_, name)| name.to_string()))
        .map(|name| name.replace("libc.so.6", "").replace("ld-linux-x86-64.so.2", ""))
        .collect()
}

#[test]
fn mangled_profile_reads_like_a_demangled_one() {
    let ours = functions(&["callgrind.out.nodemangle"]);
    let valgrinds = functions(&["callgrind.out.cpp"]);
    assert!(ours.len() > 600, "{} functions", ours.len());
    let same = ours.intersection(&valgrinds).count();
    // cpp_demangle and valgrind's demangler disagree on a handful of
    // template expressions; those names stay mangled (or differ slightly).
    assert!(same * 100 >= ours.len() * 98, "{same} of {} names agree", ours.len());
    let mangled = ours.iter().filter(|n| n.contains(":_Z")).count();
    assert!(mangled <= 5, "{mangled} names still mangled");
    assert!(
        ours.iter()
            .any(|n| n.contains("std::vector<int, std::allocator<int> >::push_back(int&&)"))
    );
}

#[test]
fn demangle_no_keeps_names_as_written() {
    let raw = functions(&["--demangle=no", "callgrind.out.nodemangle"]);
    assert!(raw.iter().filter(|n| n.contains(":_Z")).count() > 100);
}
