//! `--sysroot=DIR` as a root: a path the profile gives is looked up inside
//! DIR the way the profiled machine's kernel would, with DIR as `/`.
//!
//! Joining DIR and the profile's name is not enough: `ob=/../../etc/x`
//! climbs out with `..`, and Debian's `/lib64/ld-linux-x86-64.so.2` is an
//! absolute link, which the host would follow to its own loader. Here each
//! component is resolved inside DIR: `..` stops at DIR, and a link is read
//! and its target resolved inside DIR too (absolute from DIR, relative from
//! the link's directory), at most [`MAX_LINKS`] links per path.

use std::path::{Component, Path, PathBuf};

/// Links followed in one lookup before giving up (Linux allows 40).
pub const MAX_LINKS: usize = 40;

/// Where `path` (as the profile names it) is inside `root`, with every
/// link resolved inside `root`; `None` when it does not exist there, or
/// a link loop.
pub fn resolve(root: &Path, path: &Path) -> Option<PathBuf> {
    let root = std::fs::canonicalize(root).ok()?;
    // The components still to walk, last first.
    let mut todo: Vec<std::ffi::OsString> = Vec::new();
    push_components(&mut todo, path);
    // Where we are, as components below root.
    let mut at: Vec<std::ffi::OsString> = Vec::new();
    let mut links = 0;
    while let Some(part) = todo.pop() {
        if part == ".." {
            at.pop();
            continue;
        }
        let mut here = root.clone();
        here.extend(&at);
        here.push(&part);
        let meta = std::fs::symlink_metadata(&here).ok()?;
        if meta.file_type().is_symlink() {
            links += 1;
            if links > MAX_LINKS {
                return None;
            }
            let target = std::fs::read_link(&here).ok()?;
            if target.is_absolute() {
                at.clear();
            }
            push_components(&mut todo, &target);
        } else {
            at.push(part);
        }
    }
    let mut found = root;
    found.extend(&at);
    Some(found)
}

/// Pushes `path`'s components onto `todo` so that the first is popped
/// first; `.` and the root are left out, `..` kept.
fn push_components(todo: &mut Vec<std::ffi::OsString>, path: &Path) {
    let parts: Vec<std::ffi::OsString> = path
        .components()
        .filter_map(|c| match c {
            Component::Normal(n) => Some(n.to_os_string()),
            Component::ParentDir => Some("..".into()),
            Component::RootDir | Component::CurDir | Component::Prefix(_) => None,
        })
        .collect();
    todo.extend(parts.into_iter().rev());
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn links_and_dots_stay_inside() {
        let root = std::env::temp_dir().join(format!("cgann-sysroot-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(root.join("lib/x86_64-linux-gnu")).unwrap();
        std::fs::create_dir_all(root.join("lib64")).unwrap();
        std::fs::write(root.join("lib/x86_64-linux-gnu/ld.so.2"), "elf").unwrap();
        // Absolute, as Debian's: inside the root, not the host's.
        std::os::unix::fs::symlink("/lib/x86_64-linux-gnu/ld.so.2", root.join("lib64/ld.so.2")).unwrap();
        std::os::unix::fs::symlink("../lib/x86_64-linux-gnu/ld.so.2", root.join("lib64/rel.so")).unwrap();
        std::os::unix::fs::symlink("loop", root.join("loop")).unwrap();
        let real = std::fs::canonicalize(&root).unwrap();
        let want = real.join("lib/x86_64-linux-gnu/ld.so.2");
        assert_eq!(resolve(&root, Path::new("/lib64/ld.so.2")), Some(want.clone()));
        assert_eq!(resolve(&root, Path::new("/lib64/rel.so")), Some(want.clone()));
        assert_eq!(
            resolve(&root, Path::new("/../../../lib/x86_64-linux-gnu/ld.so.2")),
            Some(want)
        );
        // The host's /etc/passwd is not under the root.
        assert_eq!(resolve(&root, Path::new("/../../etc/passwd")), None);
        assert_eq!(resolve(&root, Path::new("/loop")), None);
        let _ = std::fs::remove_dir_all(&root);
    }
}
