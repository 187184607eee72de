//! The body's `key=value` lines that name objects, files and functions
//! (`ob=`, `fl=`, `fi=`/`fe=`, `fn=`, `cob=`, `cfi=`, `cfn=`), and the
//! recognition of every body key.

use super::names::{self, NameRef, Space, Undefined};
use super::piece::PIECE_DEPENDS;
use super::{Parser, Sink};

impl<S: Sink> Parser<'_, S> {
    /// The handle of the name `spec` gives (after a name key's `=`).
    #[inline(always)]
    pub(super) fn name(&mut self, space: Space, spec: &[u8], no: u64) -> Result<u32, String> {
        // Most name lines refer to a name defined before, `(id)` and
        // nothing else: answered here, inlined into each name key's line,
        // without split_name's general result (which the call of
        // `name_general` and its result in memory cost some 30
        // instructions more a line on the 50 MB benchmark profile).
        if let Some(id) = names::reference(spec)
            && let Some(name) = self.ids.lookup(space, id)
        {
            return Ok(name);
        }
        self.name_general(space, spec, no)
    }

    #[inline(never)]
    fn name_general(&mut self, space: Space, spec: &[u8], no: u64) -> Result<u32, String> {
        match names::split_name(spec)? {
            NameRef::Plain(n) => {
                if let Some(handle) = self.recent.get(space, n) {
                    return Ok(handle);
                }
                let handle = self.sink.intern(space, n);
                self.recent.insert(space, n, handle);
                Ok(handle)
            }
            NameRef::Define(id, n) => {
                let name = match names::compressed_mangled(n).filter(|_| space == Space::Func) {
                    Some(parts) => self.mangled_name(&parts, n, no)?,
                    None => self.sink.intern(space, n),
                };
                self.ids.define(space, id, name);
                Ok(name)
            }
            NameRef::Refer(id) => match self.ids.lookup(space, id) {
                Some(name) => Ok(name),
                None => {
                    let name = match self.piece {
                        // What comes before the piece may define it.
                        Some(_) => self
                            .sink
                            .unresolved(space, id)
                            .ok_or_else(|| format!("name id ({id}) is used before it is defined"))?,
                        // Only a label is missing: the name is shown as
                        // callgrind shows an unknown one, and a warning
                        // says so at the end (see Self::warn_undefined).
                        None => {
                            let shown = names::undefined_name(space, id);
                            let name = self.sink.intern(space, &shown);
                            self.undefined.push(Undefined {
                                space,
                                id,
                                line: no,
                                name,
                            });
                            name
                        }
                    };
                    // One name per id.
                    self.ids.define(space, id, name);
                    Ok(name)
                }
            },
        }
    }

    /// The handle of a name `--compress-mangled=yes` built from the names
    /// of other ids (`n` as written); as written when one of them is not
    /// defined. In a piece of a file, a part defined before the piece makes
    /// it depend on what comes before.
    ///
    /// A name longer than [`REBUILT_NAME_CAP`], or one the input's
    /// [`NAME_GROWTH_BUDGET`] has no room for, stays as written too, with a
    /// warning: each such line may double a name (`fn=(9) (8)'(8)`), and 600
    /// bytes of them made a gigabyte. The length is known before anything
    /// is copied, so the time is bounded as well.
    ///
    /// [`REBUILT_NAME_CAP`]: crate::limits::REBUILT_NAME_CAP
    /// [`NAME_GROWTH_BUDGET`]: crate::limits::NAME_GROWTH_BUDGET
    #[cold]
    fn mangled_name(&mut self, parts: &[names::MangledPart<'_>], n: &[u8], no: u64) -> Result<u32, String> {
        let mut texts = Vec::with_capacity(parts.len());
        let mut len = parts.len().saturating_sub(1);
        for part in parts {
            match *part {
                names::MangledPart::Text(t) => len += t.len(),
                names::MangledPart::Id(id) => {
                    let handle = self.ids.lookup(Space::Func, id);
                    match handle.and_then(|h| self.sink.name_len(Space::Func, h)) {
                        Some(l) => len = len.saturating_add(l),
                        None if self.piece.is_some() => return Err(PIECE_DEPENDS.into()),
                        None => return Ok(self.sink.intern(Space::Func, n)),
                    }
                    texts.push(handle);
                }
            }
        }
        if len > crate::limits::REBUILT_NAME_CAP || !self.rebuilt.take(len) {
            let limit = if len > crate::limits::REBUILT_NAME_CAP {
                "1 MiB for one name"
            } else {
                "256 MiB for all of an input's rebuilt and demangled names"
            };
            let message =
                format!("a compressed name would be rebuilt to {len} bytes, past the limit ({limit}): kept as written");
            self.sink.warn(no, super::WarningKind::NameTooLong, message.as_bytes());
            return Ok(self.sink.intern(Space::Func, n));
        }
        let mut name = Vec::with_capacity(len);
        let mut handles = texts.into_iter();
        for (k, part) in parts.iter().enumerate() {
            if k > 0 {
                name.push(b'\'');
            }
            match *part {
                names::MangledPart::Text(t) => name.extend_from_slice(t),
                names::MangledPart::Id(_) => {
                    let text = handles.next().flatten().and_then(|h| self.sink.name_of(Space::Func, h));
                    name.extend_from_slice(&text.unwrap_or_default());
                }
            }
        }
        Ok(self.sink.intern(Space::Func, &name))
    }

    pub(super) fn spec_line(&mut self, key: SpecKey, value: &[u8], no: u64) -> Result<(), String> {
        // Checked here so that the call happens once per part, not once per
        // line (it was not inlined: 22 instructions a line).
        if !self.in_body {
            self.start_body(no)?;
        }
        match key {
            SpecKey::Fl => {
                self.file = self.name(Space::File, value, no)?;
                // A new fl= means the next fn= is filed under it.
            }
            SpecKey::Fi => {
                let file = self.name(Space::File, value, no)?;
                self.file = file;
                // Before any fn= of the part it names the file of the
                // functions to come, as fl= does: lsprofcalltree begins
                // every block with fi=, and the grammar allows it.
                if let Some(func) = self.func {
                    self.sink.enter(file, func, None);
                }
            }
            SpecKey::Fn => {
                let func = self.name(Space::Func, value, no)?;
                self.func = Some(func);
                self.sink.enter(self.file, func, Some(self.object));
            }
            SpecKey::Ob => self.object = self.name(Space::Object, value, no)?,
            SpecKey::Cob => self.callee_object = Some(self.name(Space::Object, value, no)?),
            SpecKey::Cfi => self.callee_file = Some(self.name(Space::File, value, no)?),
            SpecKey::Cfn => {
                let func = self.name(Space::Func, value, no)?;
                let file = self.callee_file.take().unwrap_or(self.file);
                self.callee = Some((file, func));
            }
            SpecKey::Cfni => return self.inlined_callee(value, no),
            SpecKey::Jfi => self.jump_file = Some(self.name(Space::File, value, no)?),
            SpecKey::Jfn => self.jump_func = Some(self.name(Space::Func, value, no)?),
            SpecKey::Calls => return self.calls_line(value, no),
            SpecKey::Jump => return self.jump_line(false, value),
            SpecKey::Jcnd => return self.jump_line(true, value),
        }
        Ok(())
    }
}

/// The keys of body `key=value` lines; keys that mean the same share one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum SpecKey {
    Fl,
    /// `fi=` or `fe=`.
    Fi,
    Fn,
    Ob,
    Cob,
    /// `cfi=` or `cfl=`.
    Cfi,
    Cfn,
    /// CodSpeed's inlined callee.
    Cfni,
    Jfi,
    Jfn,
    Calls,
    Jump,
    Jcnd,
}

/// The key of a body `key=value` line, if it is a known key, and its length.
#[inline(always)]
pub(super) fn spec_key(text: &[u8]) -> Option<(SpecKey, usize)> {
    use SpecKey::*;
    // Slice patterns compile to a few byte compares. The search for `=` in
    // the first six bytes followed by a match on the key, and a second match
    // on the key in `spec_line`, took 60 instructions a line (56 million on
    // the 50 MB profile's 926,000 key lines).
    Some(match text {
        [b'f', b'l', b'=', ..] => (Fl, 2),
        [b'f', b'i' | b'e', b'=', ..] => (Fi, 2),
        [b'f', b'n', b'=', ..] => (Fn, 2),
        [b'o', b'b', b'=', ..] => (Ob, 2),
        [b'c', b'f', b'n', b'=', ..] => (Cfn, 3),
        [b'c', b'f', b'n', b'i', b'=', ..] => (Cfni, 4),
        [b'c', b'f', b'i' | b'l', b'=', ..] => (Cfi, 3),
        [b'c', b'o', b'b', b'=', ..] => (Cob, 3),
        [b'c', b'a', b'l', b'l', b's', b'=', ..] => (Calls, 5),
        [b'j', b'c', b'n', b'd', b'=', ..] => (Jcnd, 4),
        [b'j', b'u', b'm', b'p', b'=', ..] => (Jump, 4),
        [b'j', b'f', b'i', b'=', ..] => (Jfi, 3),
        [b'j', b'f', b'n', b'=', ..] => (Jfn, 3),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_keys_only() {
        assert_eq!(spec_key(b"fl=(1) a"), Some((SpecKey::Fl, 2)));
        assert_eq!(spec_key(b"fe=x"), Some((SpecKey::Fi, 2)));
        assert_eq!(spec_key(b"cfl=x"), Some((SpecKey::Cfi, 3)));
        assert_eq!(spec_key(b"calls=1 2"), Some((SpecKey::Calls, 5)));
        assert_eq!(spec_key(b"jcnd=1/2 3"), Some((SpecKey::Jcnd, 4)));
        assert_eq!(spec_key(b"fx=1"), None);
        assert_eq!(spec_key(b"fl"), None);
        assert_eq!(spec_key(b"calls: 1"), None);
        assert_eq!(spec_key(b"events: Ir"), None);
    }
}
