//! `--group=file|object`: the grouped self costs add up to the program's
//! total self cost, on real profiles.

use std::path::Path;
use std::process::Command;

fn rows(case: &str, profile: &str, group: &str) -> (Vec<u64>, String) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/golden").join(case);
    let out = Command::new(env!("CARGO_BIN_EXE_cgann"))
        .args(["--auto=no", "--threshold=100", "--show-percs=no", "--show=Ir"])
        .arg(format!("--group={group}"))
        .arg(profile)
        .current_dir(dir)
        .output()
        .expect("run cgann");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    let heading = if group == "function" {
        "file:function".to_string()
    } else {
        group.to_string()
    };
    let values = text
        .lines()
        .skip_while(|l| !(l.starts_with("Ir ") && l.ends_with(&format!(" {heading}"))))
        .skip(2)
        .take_while(|l| !l.is_empty())
        .map(|l| l.split_whitespace().next().unwrap().replace(',', "").parse().unwrap())
        .collect();
    (values, text)
}

/// Sum of the self costs of every function: the function table at
/// --threshold=100.
fn self_total(case: &str, profile: &str) -> u64 {
    rows(case, profile, "function").0.iter().sum()
}

#[test]
fn groups_add_up_to_the_total() {
    for (case, profile) in [
        ("c_multi", "callgrind.out.O2"),
        ("cpp", "callgrind.out.cpp"),
        ("rust", "callgrind.out.rust"),
        ("threads", "callgrind.out.threads-01"),
    ] {
        let total = self_total(case, profile);
        assert!(total > 0);
        for group in ["file", "object"] {
            let (values, text) = rows(case, profile, group);
            assert!(values.len() > 1, "{case} by {group}:\n{text}");
            assert_eq!(values.iter().sum::<u64>(), total, "{case} by {group}:\n{text}");
        }
    }
}

#[test]
fn inlined_code_counts_in_its_object() {
    // -O2 inlines util.h's mix32 into main.c's functions (fi= lines): by
    // object, that cost belongs to the program, not to "(no object)".
    let (_, text) = rows("c_multi", "callgrind.out.O2", "object");
    assert!(!text.contains("(no object)"), "{text}");
}
