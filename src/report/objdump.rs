//! Disassembly through GNU objdump, as KCachegrind gets it: `objdump -C -d
//! -l --start-address --stop-address` on the object a function's code is
//! in (`OBJDUMP` names another objdump, for example a cross binutils'),
//! one address range per function shown, so a big object costs no more
//! than the code printed. Also where to find objects: as the profile names
//! them, under `--sysroot`, or by file name in `--object-dir`s.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::SystemTime;

pub use crate::analysis::needs::ElfDeps;

/// Where to look for objects and which objdump to run.
#[derive(Debug, Clone, Default)]
pub struct ObjectSearch {
    /// Prefix for the absolute names the profile gives (`--sysroot`).
    pub sysroot: Option<PathBuf>,
    /// Directories searched by the object's file name (`--object-dir`).
    pub dirs: Vec<PathBuf>,
    /// The objdump to run: `OBJDUMP`, else `objdump`.
    pub objdump: OsString,
}

/// An object found on disk.
#[derive(Debug, Clone)]
pub struct FoundObject {
    pub path: PathBuf,
    pub modified: Option<SystemTime>,
}

impl ObjectSearch {
    pub fn from_env(sysroot: Option<PathBuf>, dirs: Vec<PathBuf>) -> Self {
        ObjectSearch {
            sysroot,
            dirs,
            objdump: std::env::var_os("OBJDUMP")
                .filter(|v| !v.is_empty())
                .unwrap_or_else(|| "objdump".into()),
        }
    }

    /// The first regular file among: each object directory + the
    /// object's file name (a copy the user points at, say an unstripped
    /// one, comes first), then the profile's name (under the sysroot, when
    /// given).
    pub fn find(&self, object: &Path) -> Option<FoundObject> {
        let mut candidates = Vec::new();
        if let Some(name) = object.file_name() {
            candidates.extend(self.dirs.iter().map(|d| d.join(name)));
        }
        match &self.sysroot {
            // Inside the root only: its links and `..` cannot lead to the
            // host's files (see `crate::safety::sysroot`).
            Some(root) => candidates.extend(crate::safety::sysroot::resolve(root, object)),
            None => candidates.push(object.to_path_buf()),
        }
        candidates.into_iter().find_map(|path| {
            let meta = std::fs::metadata(&path).ok().filter(|m| m.is_file())?;
            // Absolute, so that objdump cannot take a name from the profile
            // (`-x`, `@file`) for an option or a response file.
            let path = std::fs::canonicalize(&path).ok()?;
            Some(FoundObject {
                modified: meta.modified().ok(),
                path,
            })
        })
    }
}

/// The `DT_SONAME` and `DT_NEEDED` entries of an object (`objdump -p`);
/// `None` when it cannot be found or read.
///
/// objdump runs once per file (device and inode), however many names the
/// profile gives it: 1,000 spellings of `/usr/bin/ls` took 8.6 s.
pub fn elf_deps(search: &ObjectSearch, object: &Path) -> Option<ElfDeps> {
    use std::collections::HashMap;
    use std::sync::Mutex;
    /// What each objdump said of each file read, by identity.
    type Read = HashMap<(OsString, (u64, u64)), Option<ElfDeps>>;
    static READ: Mutex<Option<Read>> = Mutex::new(None);
    let found = search.find(object)?;
    let key = crate::safety::files::identity(&found.path).map(|id| (search.objdump.clone(), id));
    if let Some(key) = &key
        && let Some(known) = READ.lock().ok()?.get_or_insert_with(HashMap::new).get(key)
    {
        return known.clone();
    }
    let out = Command::new(&search.objdump).arg("-p").arg(&found.path).output().ok()?;
    let deps = out.status.success().then(|| parse_private_headers(&out.stdout));
    if let Some(key) = key {
        READ.lock()
            .ok()?
            .get_or_insert_with(HashMap::new)
            .insert(key, deps.clone());
    }
    deps
}

/// The `NEEDED` and `SONAME` lines of `objdump -p`'s dynamic section.
pub fn parse_private_headers(text: &[u8]) -> ElfDeps {
    let mut deps = ElfDeps::default();
    for line in text.split(|&b| b == b'\n') {
        let mut words = line.split(|b| b.is_ascii_whitespace()).filter(|w| !w.is_empty());
        match (words.next(), words.next()) {
            (Some(b"NEEDED"), Some(name)) => deps.needed.push(name.to_vec()),
            (Some(b"SONAME"), Some(name)) => deps.soname = Some(name.to_vec()),
            _ => {}
        }
    }
    deps
}

/// One line of objdump's output that matters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AsmItem {
    /// `0000000000001139 <fib>:` (a symbol starts, or the range starts
    /// inside one: `<fib+0x10>`).
    Symbol(u64, String),
    /// `./src/main.c:7` (from `-l`): the source of the instructions after it.
    Source(Vec<u8>, u64),
    /// `    1139:\tpush   %rbp`.
    Instr(u64, String),
}

/// Disassembles `[start, stop)` of `object`. Errors say what failed.
pub fn disassemble(search: &ObjectSearch, object: &Path, start: u64, stop: u64) -> Result<Vec<AsmItem>, String> {
    let out = Command::new(&search.objdump)
        .arg("-C")
        .arg("-d")
        .arg("-l")
        .arg("--no-show-raw-insn")
        .arg(format!("--start-address=0x{start:x}"))
        .arg(format!("--stop-address=0x{stop:x}"))
        .arg(object)
        .output()
        .map_err(|e| {
            format!(
                "cannot run {}: {e} (install binutils, or name another objdump in OBJDUMP)",
                search.objdump.to_string_lossy()
            )
        })?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let first = err.lines().next().unwrap_or("").trim();
        return Err(format!("{} failed: {first}", search.objdump.to_string_lossy()));
    }
    Ok(parse_objdump(&out.stdout))
}

/// The symbols, source lines and instructions of objdump's output.
pub fn parse_objdump(text: &[u8]) -> Vec<AsmItem> {
    let mut items = Vec::new();
    for line in text.split(|&b| b == b'\n') {
        if let Some(item) = parse_line(line) {
            items.push(item);
        }
    }
    items
}

fn parse_line(line: &[u8]) -> Option<AsmItem> {
    let first = *line.first()?;
    if first == b' ' {
        // `    1139:\tpush   %rbp`
        let s = std::str::from_utf8(line).ok()?.trim_start();
        let (addr, rest) = s.split_once(":\t")?;
        let addr = u64::from_str_radix(addr, 16).ok()?;
        return Some(AsmItem::Instr(addr, tidy(rest)));
    }
    if first.is_ascii_hexdigit()
        && let Some(sp) = line.iter().position(|&b| b == b' ')
        && line.ends_with(b">:")
        && line[sp + 1..].starts_with(b"<")
        && let Ok(addr) = u64::from_str_radix(std::str::from_utf8(&line[..sp]).ok()?, 16)
    {
        let name = String::from_utf8_lossy(&line[sp + 2..line.len() - 2]).into_owned();
        return Some(AsmItem::Symbol(addr, name));
    }
    // `file:line` or `file:line (discriminator N)`; `func():` lines end in
    // `():` and are left out.
    let text = match line.iter().position(|&b| b == b' ') {
        Some(sp) if line[sp..].starts_with(b" (discriminator") => &line[..sp],
        _ => line,
    };
    let colon = text.iter().rposition(|&b| b == b':')?;
    let num = &text[colon + 1..];
    if colon == 0 || num.is_empty() || !num.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let n = std::str::from_utf8(num).ok()?.parse().ok()?;
    Some(AsmItem::Source(text[..colon].to_vec(), n))
}

/// objdump's instruction text with its tabs made single spaces and
/// trailing blanks gone.
fn tidy(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for part in s.split('\t') {
        let part = part.trim_end();
        if part.is_empty() {
            continue;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(part);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn objects_are_handed_over_by_absolute_path() {
        let dir = std::env::temp_dir().join(format!("cgann-objdump-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("@opts"), b"").unwrap();
        let search = ObjectSearch {
            dirs: vec![dir.clone()],
            ..ObjectSearch::default()
        };
        let found = search.find(Path::new("@opts")).expect("found in the object dir");
        assert!(found.path.is_absolute(), "{}", found.path.display());
        assert!(search.find(Path::new("missing")).is_none());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn private_headers_give_soname_and_needed() {
        // `objdump -p` of glibc 2.36's libstdc++, cut.
        let text = b"\n/usr/lib/x86_64-linux-gnu/libstdc++.so.6.0.30:     file format elf64-x86-64\n\n\
Dynamic Section:\n  NEEDED               libm.so.6\n  NEEDED               libc.so.6\n\
  NEEDED               ld-linux-x86-64.so.2\n  SONAME               libstdc++.so.6\n  INIT                 0x0000000000099000\n";
        let deps = parse_private_headers(text);
        assert_eq!(deps.soname.as_deref(), Some(&b"libstdc++.so.6"[..]));
        assert_eq!(deps.needed, [&b"libm.so.6"[..], b"libc.so.6", b"ld-linux-x86-64.so.2"]);
    }

    #[test]
    fn objdump_lines() {
        let text = b"\n/tmp/p:     file format elf64-x86-64\n\nDisassembly of section .text:\n\n\
0000000000001139 <fib>:\nfib():\n./src/main.c:7\n    1139:\tpush   %rbp\n\
/x/y.c:12 (discriminator 3)\n    1146:\tjbe    115e <fib+0x25>\n    1150:\tnop\t\n";
        assert_eq!(
            parse_objdump(text),
            vec![
                AsmItem::Symbol(0x1139, "fib".into()),
                AsmItem::Source(b"./src/main.c".to_vec(), 7),
                AsmItem::Instr(0x1139, "push   %rbp".into()),
                AsmItem::Source(b"/x/y.c".to_vec(), 12),
                AsmItem::Instr(0x1146, "jbe    115e <fib+0x25>".into()),
                AsmItem::Instr(0x1150, "nop".into()),
            ]
        );
    }
}
