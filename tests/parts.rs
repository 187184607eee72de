//! Parts kept apart for the browser's thread/part filter
//! (`BuildOptions::keep_parts`): the sum is the profile read without
//! them, and each part alone is that part's own profile.

use std::path::{Path, PathBuf};

use cgann::input::{Source, load, load_all};
use cgann::model::Profile;
use cgann::model::builder::BuildOptions;
use cgann::report::{self, Options};

const THREADS: [&str; 4] = [
    "callgrind.out.threads-01",
    "callgrind.out.threads-02",
    "callgrind.out.threads-03",
    "callgrind.out.threads-04",
];

fn testdata(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata").join(rel)
}

fn build(keep_parts: bool) -> BuildOptions {
    BuildOptions {
        keep_parts,
        ..BuildOptions::default()
    }
}

/// The report with trees and inclusive costs, from its function table on
/// (the header names the inputs, which differ between a part and its
/// file read alone).
fn table(profile: &Profile) -> String {
    let opts = Options {
        auto: false,
        inclusive: true,
        tree_caller: true,
        tree_calling: true,
        ..Default::default()
    };
    let mut out = Vec::new();
    report::write_report(&mut out, profile, &opts).expect("report");
    let text = String::from_utf8(out).expect("utf-8");
    let at = text.find("Ir").expect("a table");
    text[at..].to_string()
}

fn threads() -> Vec<PathBuf> {
    THREADS
        .iter()
        .map(|f| testdata(&format!("golden/threads/{f}")))
        .collect()
}

#[test]
fn threads_kept_apart_sum_to_the_profile_read_without_them() {
    let paths = threads();
    let sources: Vec<Source> = paths.iter().map(|p| Source::Path(p)).collect();
    let (kept, _) = load_all(&sources, build(true)).expect("loads");
    let (summed, _) = load_all(&sources, build(false)).expect("loads");
    assert_eq!(kept.kept_parts(), 4);
    assert_eq!(summed.kept_parts(), 0);
    assert_eq!(table(&kept), table(&summed));
    // Call sites are numbered as in one reading in sequence.
    let mut a: Vec<_> = kept.call_sites.iter().map(|(k, s)| (*k, s.seq, s.count)).collect();
    let mut b: Vec<_> = summed.call_sites.iter().map(|(k, s)| (*k, s.seq, s.count)).collect();
    a.sort_unstable();
    b.sort_unstable();
    assert_eq!(a, b);
}

#[test]
fn each_thread_alone_is_its_file_read_alone() {
    let paths = threads();
    let sources: Vec<Source> = paths.iter().map(|p| Source::Path(p)).collect();
    let (kept, _) = load_all(&sources, build(true)).expect("loads");
    for (k, path) in paths.iter().enumerate() {
        let part = kept.part(k).expect("a part");
        let (alone, _) = load(&Source::Path(path), build(false)).expect("loads");
        assert_eq!(table(&part), table(&alone), "thread {}", k + 1);
        assert_eq!(part.parts[0].thread, alone.parts[0].thread);
    }
    assert!(kept.part(4).is_none());
}

#[test]
fn parts_of_one_file_are_kept_apart_too() {
    let path = testdata("producers/combine-dumps/callgrind.out.combined");
    let (kept, _) = load(&Source::Path(&path), build(true)).expect("loads");
    let (summed, _) = load(&Source::Path(&path), build(false)).expect("loads");
    assert_eq!(kept.kept_parts(), 2);
    assert_eq!(table(&kept), table(&summed));
    // Each part's costs sum to its recorded total.
    for k in 0..2 {
        let part = kept.part(k).expect("a part");
        let recorded = part.recorded_total().expect("a recorded total").cost;
        assert_eq!(part.self_total.vals[0], recorded.vals[0], "part {}", k + 1);
    }
}

#[test]
fn one_part_keeps_nothing_apart() {
    let path = testdata("golden/threads/callgrind.out.threads-01");
    let (kept, _) = load(&Source::Path(&path), build(true)).expect("loads");
    assert_eq!(kept.kept_parts(), 0);
    assert!(kept.part(0).is_none());
}

#[test]
fn past_the_limit_parts_are_summed_only() {
    let path = testdata("golden/threads/callgrind.out.threads-02");
    let many: Vec<Source> = (0..70).map(|_| Source::Path(&path)).collect();
    let (kept, _) = load_all(&many, build(true)).expect("loads");
    let (summed, _) = load_all(&many, build(false)).expect("loads");
    assert_eq!(kept.kept_parts(), 0);
    assert_eq!(table(&kept), table(&summed));
    let few = &many[..cgann::model::builder::MAX_KEPT_PARTS];
    let (kept, _) = load_all(few, build(true)).expect("loads");
    assert_eq!(kept.kept_parts(), cgann::model::builder::MAX_KEPT_PARTS);
}
