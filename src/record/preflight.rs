//! What will make a recorded profile poor, said before valgrind runs:
//! valgrind missing or too old to read the program's debug info, a
//! binary without debug info or symbols (with the C and Rust fixes), a
//! script or `cargo` that runs the program as a child.

use std::ffi::{OsStr, OsString};
use std::fs::File;
use std::io::Read;
use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};
use std::process::Command;

/// One thing found: `fatal` ones stop the recording.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    pub fatal: bool,
    pub text: String,
}

impl Finding {
    fn fatal(text: String) -> Finding {
        Finding { fatal: true, text }
    }

    fn warning(text: String) -> Finding {
        Finding { fatal: false, text }
    }
}

/// Valgrind 3.18 was the first to read DWARF 5, which GCC 11 and later
/// write by default: an older valgrind reports no file or line for them.
const DWARF5_VALGRIND: (u32, u32) = (3, 18);

/// `valgrind --version`'s `valgrind-3.19.0` as (3, 19).
pub fn parse_version(text: &str) -> Option<(u32, u32)> {
    let v = text.trim().strip_prefix("valgrind-")?;
    let mut parts = v.split(['.', '-']);
    let major = parts.next()?.parse().ok()?;
    let minor = parts.next()?.parse().ok()?;
    Some((major, minor))
}

/// Whether valgrind runs, and is recent enough.
pub fn check_valgrind(valgrind: &OsStr) -> Vec<Finding> {
    let out = match Command::new(valgrind).arg("--version").output() {
        Ok(out) if out.status.success() => out,
        _ => {
            return vec![Finding::fatal(format!(
                "{} cannot be run: install valgrind (Debian, Ubuntu: apt-get install valgrind; Fedora: dnf install valgrind)",
                valgrind.to_string_lossy()
            ))];
        }
    };
    let text = String::from_utf8_lossy(&out.stdout);
    match parse_version(&text) {
        Some(v) if v < DWARF5_VALGRIND => vec![Finding::warning(format!(
            "{} is older than valgrind 3.18, the first to read DWARF 5 debug info (GCC 11 and later write it): functions may show without file or line; install a newer valgrind, or build with -gdwarf-4",
            text.trim()
        ))],
        Some(_) => Vec::new(),
        None => vec![Finding::warning(format!(
            "valgrind --version printed '{}': not a version this check knows",
            text.trim()
        ))],
    }
}

/// `program` as the system will find it: a name with a slash as it is, a
/// bare name looked up in `PATH`.
pub fn resolve(program: &OsStr) -> Option<PathBuf> {
    let path = Path::new(program);
    if program.to_string_lossy().contains('/') {
        return path.is_file().then(|| path.to_path_buf());
    }
    let dirs = std::env::var_os("PATH").unwrap_or_else(|| OsString::from("/usr/bin:/bin"));
    std::env::split_paths(&dirs)
        .map(|d| d.join(program))
        .find(|p| p.is_file())
}

/// What the sections of an ELF file say about profiling it.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct ElfInfo {
    /// `.debug_line` or `.debug_info` (or compressed `.zdebug_*`).
    pub debug_info: bool,
    /// `.gnu_debuglink`: the debug info is in a separate file.
    pub debug_link: bool,
    /// `.symtab`: function names beyond the exported ones.
    pub symbols: bool,
}

/// Reads the section names of a 64-bit little-endian ELF file (`None`:
/// not one, or unreadable).
pub fn elf_info(path: &Path) -> Option<ElfInfo> {
    let file = File::open(path).ok()?;
    let mut header = [0u8; 64];
    file.read_exact_at(&mut header, 0).ok()?;
    if &header[..4] != b"\x7fELF" || header[4] != 2 || header[5] != 1 {
        return None;
    }
    let u16_at = |b: &[u8], o: usize| u16::from_le_bytes([b[o], b[o + 1]]) as u64;
    let u32_at = |b: &[u8], o: usize| u32::from_le_bytes(b[o..o + 4].try_into().unwrap()) as u64;
    let u64_at = |b: &[u8], o: usize| u64::from_le_bytes(b[o..o + 8].try_into().unwrap());
    let shoff = u64_at(&header, 0x28);
    let shentsize = u16_at(&header, 0x3a);
    let shnum = u16_at(&header, 0x3c);
    let shstrndx = u16_at(&header, 0x3e);
    if shentsize < 64 || shnum == 0 || shnum > 65_000 || shstrndx >= shnum {
        return None;
    }
    let mut table = vec![0u8; (shentsize * shnum) as usize];
    file.read_exact_at(&mut table, shoff).ok()?;
    let section = |i: u64| &table[(i * shentsize) as usize..((i + 1) * shentsize) as usize];
    let strtab = section(shstrndx);
    let (str_off, str_size) = (u64_at(strtab, 0x18), u64_at(strtab, 0x20));
    if str_size > 16 << 20 {
        return None;
    }
    let mut names = vec![0u8; str_size as usize];
    file.read_exact_at(&mut names, str_off).ok()?;
    let mut info = ElfInfo::default();
    for i in 0..shnum {
        let at = u32_at(section(i), 0) as usize;
        let Some(rest) = names.get(at..) else { continue };
        let name = &rest[..rest.iter().position(|&b| b == 0).unwrap_or(rest.len())];
        match name {
            b".debug_line" | b".debug_info" | b".zdebug_line" | b".zdebug_info" => info.debug_info = true,
            b".gnu_debuglink" => info.debug_link = true,
            b".symtab" => info.symbols = true,
            _ => {}
        }
    }
    Some(info)
}

/// The fixes for a binary without debug info, in C and Rust.
pub const DEBUG_INFO_FIX: &str = "C, C++: compile with -g (-O2 -g keeps the optimisation); Rust: add `[profile.release] debug = true` to Cargo.toml (debug builds have it)";

/// What the program's file says: a script (its interpreter runs the
/// program), `cargo` (runs it as a child), a binary without debug info or
/// symbols.
pub fn check_program(program: &OsStr, trace_children: bool) -> Vec<Finding> {
    let name = program.to_string_lossy();
    let Some(path) = resolve(program) else {
        return vec![Finding::fatal(format!(
            "{name}: no such program (a path, or a name found in PATH)"
        ))];
    };
    let mut first = [0u8; 256];
    let n = File::open(&path).and_then(|mut f| f.read(&mut first)).unwrap_or(0);
    let first = &first[..n];
    if let Some(line) = first.strip_prefix(b"#!") {
        let interpreter = String::from_utf8_lossy(&line[..line.iter().position(|&b| b == b'\n').unwrap_or(line.len())])
            .trim()
            .to_string();
        return vec![Finding::warning(if trace_children {
            format!(
                "{name} is a script (#!{interpreter}): valgrind follows the programs it starts (--trace-children=yes), and the report is on the program's profile, not the interpreter's"
            )
        } else {
            format!(
                "{name} is a script (#!{interpreter}): with --trace-children=no only its interpreter is profiled, not the programs it starts"
            )
        })];
    }
    let base = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    if base == "cargo" {
        return vec![Finding::warning(format!(
            "{name} runs the program as a child: valgrind profiles cargo too (slow){}; `cargo build` then `cgann record -- target/debug/PROGRAM` profiles the program alone",
            if trace_children {
                ""
            } else {
                ", and with --trace-children=no only cargo"
            }
        ))];
    }
    match elf_info(&path) {
        Some(info) if !info.symbols && !info.debug_info && !info.debug_link => vec![Finding::warning(format!(
            "{name} is stripped (no symbol table, no debug info): its functions will show as addresses, without file or line; rebuild without stripping (no -s, no strip; Rust: strip = false) and with debug info: {DEBUG_INFO_FIX}"
        ))],
        Some(info) if !info.debug_info && !info.debug_link => vec![Finding::warning(format!(
            "{name} has no debug info: the report will have function names but no files or source lines; {DEBUG_INFO_FIX}"
        ))],
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions() {
        assert_eq!(parse_version("valgrind-3.19.0\n"), Some((3, 19)));
        assert_eq!(parse_version("valgrind-3.22.0.GIT"), Some((3, 22)));
        assert_eq!(parse_version("valgrind-3.8.1"), Some((3, 8)));
        assert!(parse_version("valgrind-3.8.1").unwrap() < DWARF5_VALGRIND);
        assert_eq!(parse_version("3.19"), None);
    }

    #[test]
    fn this_test_binary_has_symbols() {
        let me = std::env::current_exe().unwrap();
        let info = elf_info(&me).expect("an ELF file");
        assert!(info.symbols);
        assert_eq!(elf_info(Path::new("Cargo.toml")), None);
    }
}
