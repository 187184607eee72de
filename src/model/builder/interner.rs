//! Names as the model keeps them: file names shortened by the strip
//! prefix, function names demangled, each distinct name once.

use super::BuildOptions;
use crate::model::Names;
use crate::model::sources::SourceCheck;
use crate::parse::names::Space;

/// Names, with file names shortened by the strip prefix and function names
/// demangled.
pub struct Interner {
    pub names: Names,
    strip_prefix: Option<Vec<u8>>,
    demangle: bool,
    /// The demangled name's id for each name id already looked at
    /// (`NOT_YET` until then): each distinct name is demangled once, however
    /// often the file repeats it.
    shown: Vec<u32>,
    /// For each name id, whether it is a file name that lost the strip
    /// prefix, when asked for ([`BuildOptions::function_lines`]).
    pub(super) stripped: Option<Vec<bool>>,
    /// What demangled names may still add to the names as written
    /// ([`crate::limits::NAME_GROWTH_BUDGET`]).
    growth: crate::limits::Budget,
    /// With [`BuildOptions::line_files`]: the check, and per name id
    /// whether the file's line costs are kept (`UNASKED` until asked).
    line_files: Option<(SourceCheck, Vec<u8>)>,
}

const UNASKED: u8 = 2;

const NOT_YET: u32 = u32::MAX;

impl Interner {
    pub fn new(opts: &BuildOptions) -> Self {
        Interner {
            names: Names::default(),
            strip_prefix: opts.strip_prefix.clone(),
            demangle: opts.demangle,
            shown: Vec::new(),
            stripped: opts.function_lines.then(Vec::new),
            growth: crate::limits::Budget::default(),
            line_files: opts.line_files.clone().map(|check| (check, Vec::new())),
        }
    }

    /// Whether the line costs of the file named by this handle are kept
    /// (see [`BuildOptions::line_files`]): asked of the file system once
    /// per file. A placeholder of a piece (its name read elsewhere) keeps
    /// them: annotation lists a file left out anywhere as not found.
    #[inline(always)]
    pub fn keeps_lines(&mut self, file: u32) -> bool {
        // Inlined to this test: called on every `fn=`/`fi=`/`fe=` line (as
        // a call, 11 M instructions on the 50 MB benchmark profile).
        self.line_files.is_none() || self.asks_keeps_lines(file)
    }

    #[inline(never)]
    fn asks_keeps_lines(&mut self, file: u32) -> bool {
        let Some((check, kept)) = &mut self.line_files else {
            return true;
        };
        let i = file as usize;
        if i >= self.names.len() {
            return true;
        }
        if kept.len() <= i {
            kept.resize(i + 1, UNASKED);
        }
        if kept[i] == UNASKED {
            kept[i] = u8::from(check.may_exist(self.names.get(file)));
        }
        kept[i] == 1
    }

    /// The name a handle stands for (`None` for a placeholder of a piece).
    pub fn name_of(&self, handle: u32) -> Option<Vec<u8>> {
        ((handle as usize) < self.names.len()).then(|| self.names.get(handle).to_vec())
    }

    /// The length of the name a handle stands for, without copying it.
    pub fn name_len(&self, handle: u32) -> Option<usize> {
        ((handle as usize) < self.names.len()).then(|| self.names.get(handle).len())
    }

    #[inline]
    pub fn intern(&mut self, space: Space, name: &[u8]) -> u32 {
        match space {
            Space::File => {
                if let Some(prefix) = &self.strip_prefix
                    && let Some(rest) = name.strip_prefix(prefix.as_slice())
                    && !rest.is_empty()
                {
                    let id = self.names.intern(rest);
                    if let Some(stripped) = &mut self.stripped {
                        if stripped.len() <= id as usize {
                            stripped.resize(id as usize + 1, false);
                        }
                        stripped[id as usize] = true;
                    }
                    return id;
                }
                self.names.intern(name)
            }
            Space::Func if self.demangle => {
                let raw = self.names.intern(name) as usize;
                if self.shown.len() <= raw {
                    self.shown.resize(raw + 1, NOT_YET);
                }
                if self.shown[raw] == NOT_YET {
                    self.shown[raw] = match crate::model::demangle::demangle(name) {
                        Some(d) if self.growth.take(d.len()) => self.names.intern(d.as_bytes()),
                        Some(_) => {
                            crate::limits::note_name_kept_as_written();
                            raw as u32
                        }
                        None => raw as u32,
                    };
                }
                self.shown[raw]
            }
            _ => self.names.intern(name),
        }
    }
}
