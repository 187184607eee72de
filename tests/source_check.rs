//! Line costs and call sites kept only for files a source may be found
//! for (`BuildOptions::line_files`, what the text report's annotation
//! loads): the report is the one made from everything, and a file left
//! out stays "not found" even when its source appears after the load.

use std::path::{Path, PathBuf};

use cgann::input::{Source, load};
use cgann::model::Profile;
use cgann::model::builder::BuildOptions;
use cgann::model::sources::SourceCheck;
use cgann::report::{self, Options};

fn case() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/golden/c_multi")
}

fn dir_of(path: &Path) -> String {
    format!("{}/", path.display())
}

/// `calls_too`: call sites are left out with the line costs, as when
/// only annotation reads them (not with trees or inclusive costs).
fn loaded(profile: &str, line_files: Option<SourceCheck>, calls_too: bool) -> Profile {
    let path = case().join(profile);
    let opts = BuildOptions {
        calls_in_line_files: calls_too,
        line_files,
        ..BuildOptions::default()
    };
    load(&Source::Path(&path), opts).expect("loads").0
}

fn report(profile: &Profile, include: &str, tree: bool) -> String {
    let opts = Options {
        auto: true,
        include_dirs: vec![include.to_string()],
        tree_caller: tree,
        tree_calling: tree,
        inclusive: tree,
        ..Default::default()
    };
    let mut out = Vec::new();
    report::write_report(&mut out, profile, &opts).expect("report");
    String::from_utf8(out).expect("utf-8")
}

fn id(profile: &Profile, name: &str) -> u32 {
    profile.names.find(name.as_bytes()).expect("named in the profile")
}

#[test]
fn the_report_is_the_one_made_from_every_line() {
    let include = dir_of(&case());
    let check = SourceCheck {
        include_dirs: vec![include.clone()],
    };
    for name in ["callgrind.out.O0", "callgrind.out.O2"] {
        let all = loaded(name, None, false);
        let found = loaded(name, Some(check.clone()), true);
        for tree in [false, true] {
            let want = report(&all, &include, tree);
            assert!(want.contains("could not be found"), "{name}: some files are missing");
            assert!(
                want.contains("-- Auto-annotated source: "),
                "{name}: main.c is annotated"
            );
            // Trees read every call: only the line costs are left out.
            let got = if tree {
                report(&loaded(name, Some(check.clone()), false), &include, tree)
            } else {
                report(&found, &include, tree)
            };
            assert_eq!(got, want, "{name}, trees {tree}");
        }
        let main = id(&found, "./src/main.c");
        let missing = id(&found, "./elf/./elf/dl-tunables.c");
        assert!(found.lines.contains_key(&main));
        assert!(!found.lines.contains_key(&missing) && all.lines.contains_key(&missing));
        assert!(found.lines_left_out.contains(&missing) && !found.lines_left_out.contains(&main));
        assert!(
            found.call_sites.len() < all.call_sites.len(),
            "{name}: calls of missing files left out"
        );
        assert!(found.line_costs.len() < all.line_costs.len());
    }
}

#[test]
fn a_file_left_out_stays_not_found_when_its_source_appears_later() {
    let dir = std::env::temp_dir().join(format!("cgann-source-check-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let include = dir_of(&dir);
    let check = SourceCheck {
        include_dirs: vec![include.clone()],
    };
    // Loaded while the include directory is empty; the sources come after.
    let profile = loaded("callgrind.out.O0", Some(check), true);
    assert!(profile.lines_left_out.contains(&id(&profile, "./src/main.c")));
    let copy = |rel: &str| {
        let to = dir.join(rel);
        std::fs::create_dir_all(to.parent().unwrap()).unwrap();
        std::fs::copy(case().join(rel), to).unwrap();
    };
    copy("src/main.c");
    let text = report(&profile, &include, false);
    let unfound = text
        .split("could not be found")
        .nth(1)
        .expect("a list of files not found");
    assert!(unfound.contains("./src/main.c"), "{text}");
    assert!(!text.contains("-- Auto-annotated source"), "{text}");
    std::fs::remove_dir_all(&dir).unwrap();
}
