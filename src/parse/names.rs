//! Name compression: `fn=(12) name` defines id 12, `fn=(12)` refers to it.
//! Ids live in three spaces shared by related keys (see [`Space`]); the
//! table maps an id to the interned name the sink handed back.

use rustc_hash::FxHashMap;

/// The id spaces of the format: `fl fi fe cfi cfl jfi` share one,
/// `fn cfn jfn` another, `ob cob` the third.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Space {
    File,
    Func,
    Object,
}

/// A name id used without a definition (`cob=(8)` with no `ob=(8) name`
/// anywhere before): a real callgrind 0.10 file has one. Only a label is
/// missing, so the profile is read, the id shown as callgrind shows an
/// unknown name, and one warning per id says so.
#[derive(Debug, Clone, Copy)]
pub struct Undefined {
    pub space: Space,
    pub id: u64,
    /// The line of the first use.
    pub line: u64,
    /// The sink's handle of the name shown for it.
    pub name: u32,
}

impl Space {
    /// What an id of this space names, for messages.
    pub fn noun(self) -> &'static str {
        match self {
            Space::File => "file",
            Space::Func => "function",
            Space::Object => "object",
        }
    }
}

/// The name shown for an id that is never defined: `???` for a file or an
/// object, as callgrind names unknown ones; `???(ID)` for a function, so
/// that two undefined functions stay two rows.
pub fn undefined_name(space: Space, id: u64) -> Vec<u8> {
    match space {
        Space::Func => format!("???({id})").into_bytes(),
        Space::File | Space::Object => b"???".to_vec(),
    }
}

impl Undefined {
    /// The warning's text; `defined_later` when a line after the first use
    /// defines the id (the uses before it keep the placeholder).
    pub fn message(&self, defined_later: bool) -> String {
        let shown = String::from_utf8_lossy(&undefined_name(self.space, self.id)).into_owned();
        let (noun, id) = (self.space.noun(), self.id);
        if defined_later {
            format!("{noun} id ({id}) is used before it is defined; shown as {shown} until then")
        } else {
            format!("{noun} id ({id}) is never defined; shown as {shown}")
        }
    }
}

/// Ids below this are kept in a vector (callgrind numbers densely from 0 or
/// 1); larger ones, which only hand-made files use, go to a hash map so an id
/// like `(18446744073709551615)` cannot make us allocate.
const DENSE_IDS: u64 = 1 << 22;

#[derive(Default)]
pub struct IdTable {
    dense: [Vec<u32>; 3],
    sparse: FxHashMap<(Space, u64), u32>,
}

const NONE: u32 = u32::MAX;

fn slot(space: Space) -> usize {
    match space {
        Space::File => 0,
        Space::Func => 1,
        Space::Object => 2,
    }
}

impl IdTable {
    pub fn define(&mut self, space: Space, id: u64, name: u32) {
        if id < DENSE_IDS {
            let v = &mut self.dense[slot(space)];
            let i = id as usize;
            if v.len() <= i {
                v.resize(i + 1, NONE);
            }
            v[i] = name;
        } else {
            self.sparse.insert((space, id), name);
        }
    }

    #[inline]
    pub fn lookup(&self, space: Space, id: u64) -> Option<u32> {
        if id < DENSE_IDS {
            match self.dense[slot(space)].get(id as usize) {
                Some(&n) if n != NONE => Some(n),
                _ => None,
            }
        } else {
            self.sparse.get(&(space, id)).copied()
        }
    }
}

/// The last few plain (uncompressed) file and object names with their
/// handles. Without name compression every `fl=`/`fi=`/`fe=`/`cfi=`/`ob=`/
/// `cob=` line spells its name out, and most repeat a recent one: CPython's
/// 200 MB profile (`--compress-strings=no`) has 516,000 file-name lines
/// holding 36 MB of text, 87% of them one of the last eight. Answering
/// those here spares the sink (in the pipeline, the aggregating thread)
/// hashing and comparing the name again, and the pipeline copying it.
/// Function names are left out: on that profile 9% of the function-name
/// lines repeat one of the last eight, too few to pay for the scan.
#[derive(Default)]
pub struct RecentNames {
    files: Recent,
    objects: Recent,
}

/// Names kept per space: the file names of a function and of the few it
/// calls or inlines.
const RECENT: usize = 8;

#[derive(Default)]
struct Recent {
    entries: Vec<(u32, Vec<u8>)>,
    /// The entry to replace next (first in, first out).
    next: usize,
}

impl RecentNames {
    fn of(&mut self, space: Space) -> Option<&mut Recent> {
        match space {
            Space::File => Some(&mut self.files),
            Space::Object => Some(&mut self.objects),
            Space::Func => None,
        }
    }

    /// The handle `name` got when last seen in `space`, if that is recent.
    #[inline]
    pub fn get(&mut self, space: Space, name: &[u8]) -> Option<u32> {
        let recent = self.of(space)?;
        // Lengths first: the recent names rarely share one.
        recent
            .entries
            .iter()
            .find(|(_, n)| n.len() == name.len() && n[..] == *name)
            .map(|&(handle, _)| handle)
    }

    pub fn insert(&mut self, space: Space, name: &[u8], handle: u32) {
        let Some(recent) = self.of(space) else { return };
        if recent.entries.len() < RECENT {
            recent.entries.push((handle, name.to_vec()));
            return;
        }
        // The buffer is reused: no allocation once names stop growing.
        let slot = &mut recent.entries[recent.next];
        slot.0 = handle;
        slot.1.clear();
        slot.1.extend_from_slice(name);
        recent.next = (recent.next + 1) % RECENT;
    }
}

/// What the text after `fn=` (or any other name key) says.
#[derive(Debug, PartialEq, Eq)]
pub enum NameRef<'a> {
    /// `(id) name`: defines id and uses the name.
    Define(u64, &'a [u8]),
    /// `(id)`: uses a name defined before.
    Refer(u64),
    /// `name`: uses the name as it is.
    Plain(&'a [u8]),
}

/// The id of a spec that is exactly `(digits)` (1 to 19 of them): a
/// reference to a name defined before, as callgrind writes one. Anything
/// else, blanks included, is for [`split_name`].
#[inline]
pub fn reference(spec: &[u8]) -> Option<u64> {
    let [b'(', digits @ .., b')'] = spec else {
        return None;
    };
    if digits.is_empty() || digits.len() > 19 {
        return None;
    }
    let mut id: u64 = 0;
    for &b in digits {
        let d = b.wrapping_sub(b'0');
        if d > 9 {
            return None;
        }
        id = id * 10 + u64::from(d);
    }
    Some(id)
}

/// A part of a name that `--compress-mangled=yes` builds from other ids.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MangledPart<'a> {
    /// The name of a function id defined before.
    Id(u64),
    /// Written out: a recursion level (`'2`).
    Text(&'a [u8]),
}

/// The parts of a function name as `--compress-mangled=yes` writes it,
/// `(12)'2'(5)`: the name of id 12, recursion level 2, called from the
/// name of id 5 (`--separate-callers`). `None` for any other name, such as
/// valgrind's `(below main)`.
pub fn compressed_mangled(name: &[u8]) -> Option<Vec<MangledPart<'_>>> {
    if name.first() != Some(&b'(') {
        return None;
    }
    name.split(|&b| b == b'\'')
        .enumerate()
        .map(|(k, part)| match reference(part) {
            Some(id) => Some(MangledPart::Id(id)),
            None if k > 0 && !part.is_empty() && part.iter().all(u8::is_ascii_digit) => Some(MangledPart::Text(part)),
            None => None,
        })
        .collect()
}

/// Splits a name spec. Per the spec, a compressed name starts with `(` and a
/// digit; anything else (including a truncated `(74`) is a plain name. An
/// id too large for 64 bits is an error.
pub fn split_name(spec: &[u8]) -> Result<NameRef<'_>, String> {
    let spec = trim_start(spec);
    // Fast path for what callgrind writes, `(digits)` then the name: one
    // pass over the id. The general code below (find the `)`, check the
    // digits, parse them again) took about 200 instructions per name line
    // on the 50 MB profile (118 million for 585,000 lines). Up to 19 digits
    // cannot overflow; anything else goes the general way.
    if let [b'(', rest @ ..] = spec {
        let mut id: u64 = 0;
        let mut k = 0;
        while k < rest.len().min(19) {
            let d = rest[k].wrapping_sub(b'0');
            if d > 9 {
                break;
            }
            id = id * 10 + u64::from(d);
            k += 1;
        }
        if k > 0 && rest.get(k) == Some(&b')') {
            let name = trim_start(&rest[k + 1..]);
            return Ok(if name.is_empty() {
                NameRef::Refer(id)
            } else {
                NameRef::Define(id, name)
            });
        }
    }
    if let [b'(', rest @ ..] = spec
        && rest.first().is_some_and(u8::is_ascii_digit)
        && let Some(close) = rest.iter().position(|&b| b == b')')
        && rest[..close].iter().all(u8::is_ascii_digit)
    {
        let Ok(id) = super::number::parse_u64(&rest[..close]) else {
            return Err(format!(
                "name id ({}) does not fit in 64 bits",
                String::from_utf8_lossy(&rest[..close])
            ));
        };
        let name = trim_start(&rest[close + 1..]);
        return Ok(if name.is_empty() {
            NameRef::Refer(id)
        } else {
            NameRef::Define(id, name)
        });
    }
    Ok(NameRef::Plain(spec))
}

fn trim_start(s: &[u8]) -> &[u8] {
    let n = s.iter().take_while(|&&b| b == b' ' || b == b'\t').count();
    &s[n..]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compressed_mangled_names() {
        use MangledPart::*;
        assert_eq!(compressed_mangled(b"(12)'2'(5)"), Some(vec![Id(12), Text(b"2"), Id(5)]));
        assert_eq!(compressed_mangled(b"(3)"), Some(vec![Id(3)]));
        assert_eq!(compressed_mangled(b"(below main)"), None);
        assert_eq!(compressed_mangled(b"(3)'x"), None);
        assert_eq!(compressed_mangled(b"(3)''(4)"), None);
        assert_eq!(compressed_mangled(b"2'(3)"), None);
    }

    #[test]
    fn splits_compressed_and_plain_names() {
        assert_eq!(split_name(b"(1) main"), Ok(NameRef::Define(1, b"main")));
        assert_eq!(split_name(b"(1)main"), Ok(NameRef::Define(1, b"main")));
        assert_eq!(split_name(b"(12)"), Ok(NameRef::Refer(12)));
        assert_eq!(split_name(b"(74"), Ok(NameRef::Plain(b"(74")));
        assert_eq!(split_name(b"(below main)"), Ok(NameRef::Plain(b"(below main)")));
        assert_eq!(split_name(b" main"), Ok(NameRef::Plain(b"main")));
        assert_eq!(split_name(b""), Ok(NameRef::Plain(b"")));
        assert!(split_name(b"(18446744073709551616) x").is_err());
        assert_eq!(
            split_name(b"(1234567890123456789) x"),
            Ok(NameRef::Define(1234567890123456789, b"x"))
        );
        assert_eq!(
            split_name(b"(18446744073709551615)"),
            Ok(NameRef::Refer(18446744073709551615))
        );
        assert_eq!(split_name(b"(12a) x"), Ok(NameRef::Plain(b"(12a) x")));
        assert_eq!(split_name(b"() x"), Ok(NameRef::Plain(b"() x")));
    }

    #[test]
    fn references_are_what_split_name_calls_them() {
        for spec in [
            &b"(12)"[..],
            b"(0)",
            b"(1234567890123456789)",
            b"(12345678901234567890)",
            b"(12) x",
            b"( 12)",
            b"(12 )",
            b"()",
            b"(1a)",
            b"12)",
            b"(12",
            b"",
            b" (12)",
        ] {
            let split = match split_name(spec) {
                Ok(NameRef::Refer(id)) => Some(id),
                _ => None,
            };
            match reference(spec) {
                Some(id) => assert_eq!(Some(id), split, "{:?}", String::from_utf8_lossy(spec)),
                // Only a fast path: anything it declines, split_name decides.
                None => assert!(
                    split.is_none() || spec.len() > 21 || spec.first() != Some(&b'('),
                    "{:?} declined",
                    String::from_utf8_lossy(spec)
                ),
            }
        }
    }

    #[test]
    fn recent_plain_names_keep_their_handles() {
        let mut r = RecentNames::default();
        r.insert(Space::File, b"a.c", 1);
        r.insert(Space::File, b"b.c", 2);
        assert_eq!(r.get(Space::File, b"a.c"), Some(1));
        assert_eq!(r.get(Space::Object, b"a.c"), None);
        // Function names are not kept.
        r.insert(Space::Func, b"main", 3);
        assert_eq!(r.get(Space::Func, b"main"), None);
        // The oldest goes first.
        for k in 0..RECENT as u32 {
            r.insert(Space::File, format!("f{k}").as_bytes(), 10 + k);
        }
        assert_eq!(r.get(Space::File, b"a.c"), None);
        assert_eq!(r.get(Space::File, b"f0"), Some(10));
        assert_eq!(
            r.get(Space::File, format!("f{}", RECENT - 1).as_bytes()),
            Some(10 + RECENT as u32 - 1)
        );
    }

    #[test]
    fn huge_ids_are_sparse() {
        let mut t = IdTable::default();
        t.define(Space::Func, u64::MAX, 7);
        t.define(Space::Func, 3, 8);
        assert_eq!(t.lookup(Space::Func, u64::MAX), Some(7));
        assert_eq!(t.lookup(Space::Func, 3), Some(8));
        assert_eq!(t.lookup(Space::File, 3), None);
        assert_eq!(t.lookup(Space::Func, 2), None);
    }
}
