//! Which source files annotation could find, asked while loading: a
//! report that reads line costs and call sites only to annotate sources
//! need not keep them for files that are nowhere on disk.
//!
//! On the 1 GB benchmark profile, whose sources are not on the machine
//! that reads it, the default report (auto-annotation on) kept the line
//! costs and call sites of every file only to list the files as not
//! found.

use crate::parse::UNKNOWN;

/// Where annotation looks for a source file: as named (the current
/// directory for a relative name), then under each include directory.
#[derive(Debug, Clone, Default)]
pub struct SourceCheck {
    /// Each ending in `/`, as `--include` gives them.
    pub include_dirs: Vec<String>,
}

impl SourceCheck {
    /// Whether a file of this name may be annotated: something of that
    /// name exists in one of the places annotation looks. A superset of
    /// what annotation opens (it then also checks what the thing is and
    /// whether it may be printed), so no file annotation would show loses
    /// its costs; `???` never is.
    pub fn may_exist(&self, name: &[u8]) -> bool {
        !name.is_empty() && name != UNKNOWN && existing_paths(&self.include_dirs, name).next().is_some()
    }
}

/// The places annotation looks for `name` where something exists, in
/// order, each as (directory, path): what [`SourceCheck::may_exist`]
/// asks while loading and annotation then opens (after its own checks),
/// one lookup for both.
pub fn existing_paths<'a>(include_dirs: &'a [String], name: &'a [u8]) -> impl Iterator<Item = (&'a [u8], Vec<u8>)> {
    source_dirs(include_dirs)
        .map(move |dir| (dir, [dir, name].concat()))
        .filter(|(_, path)| !path.is_empty() && std::fs::symlink_metadata(bytes_path(path)).is_ok())
}

/// The directories a source file is looked for in, in order: as named
/// (the current directory for a relative name), then each include
/// directory (each ending in `/`).
pub fn source_dirs(include_dirs: &[String]) -> impl Iterator<Item = &[u8]> {
    std::iter::once(&b""[..]).chain(include_dirs.iter().map(|d| d.as_bytes()))
}

#[cfg(unix)]
pub fn bytes_path(p: &[u8]) -> &std::path::Path {
    use std::os::unix::ffi::OsStrExt;
    std::path::Path::new(std::ffi::OsStr::from_bytes(p))
}

#[cfg(not(unix))]
pub fn bytes_path(p: &[u8]) -> &std::path::Path {
    std::path::Path::new(std::str::from_utf8(p).unwrap_or(""))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_exists_as_named_or_under_an_include_directory() {
        let dir = std::env::temp_dir().join(format!("cgann-sources-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("here.c"), "int x;\n").unwrap();
        let named = dir.join("here.c");
        let plain = SourceCheck::default();
        assert!(plain.may_exist(named.to_str().unwrap().as_bytes()));
        assert!(!plain.may_exist(b"here.c") || std::path::Path::new("here.c").exists());
        let with_dir = SourceCheck {
            include_dirs: vec![format!("{}/", dir.display())],
        };
        assert!(with_dir.may_exist(b"here.c"));
        assert!(!with_dir.may_exist(b"not-there.c"));
        assert!(!with_dir.may_exist(UNKNOWN));
        assert!(!with_dir.may_exist(b""));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
