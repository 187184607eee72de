//! The dependency order of a profile's objects, which grouped inclusive
//! costs follow ([`super::behalf`]): from each object's ELF `DT_NEEDED`
//! entries when the object is found (the reading is the reporter's: it is
//! handed in as a function), else assumed from its name.

use rustc_hash::FxHashMap;

use crate::model::Profile;

/// Where an object's dependencies were taken from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The object's ELF `DT_NEEDED` entries, matched to the profile's
    /// objects by `DT_SONAME` or file name.
    Needed,
    /// Not found or not readable: from its name (see [`by_name`]).
    Name,
    /// Code of no known object: depends on nothing, and every other
    /// object depends on it.
    Unknown,
}

/// An object of the profile (`None`: functions of no object) with the
/// objects it needs directly.
#[derive(Debug, Clone)]
pub struct ObjectDeps {
    pub object: Option<u32>,
    pub needs: Vec<Option<u32>>,
    pub source: Source,
    /// For a program whose `DT_NEEDED` were read: the objects outside
    /// their closure, loaded at run time (`dlopen`, `LD_PRELOAD`), which
    /// it needs too.
    pub loaded: Vec<Option<u32>>,
}

/// The dependency order of the profile's objects.
#[derive(Debug, Clone, Default)]
pub struct Order {
    /// In the profile's object name order.
    pub objects: Vec<ObjectDeps>,
}

/// What an ELF object says of itself: its `DT_SONAME` and `DT_NEEDED`s.
#[derive(Debug, Clone, Default)]
pub struct ElfDeps {
    pub soname: Option<Vec<u8>>,
    pub needed: Vec<Vec<u8>>,
}

/// Whether an object name stands for no known code (callgrind's `???`).
pub fn is_unknown(profile: &Profile, object: Option<u32>) -> bool {
    object.is_none_or(|o| matches!(profile.name(o), b"" | b"???"))
}

fn file_name(path: &[u8]) -> &[u8] {
    path.rsplit(|&b| b == b'/').next().unwrap_or(path)
}

/// The object a function's code lives in (`None`: no object named).
pub fn object_key(profile: &Profile, f: usize) -> Option<u32> {
    profile.functions[f]
        .home_object
        .filter(|&o| !profile.name(o).is_empty())
}

/// The dependency order of the profile's objects, from what `read` finds
/// in each object's ELF file (given the object's name), else from names.
pub fn object_order(profile: &Profile, read: impl Fn(&[u8]) -> Option<ElfDeps>) -> Order {
    // The objects functions live in, and every object a function seen in
    // several was seen in (it may be the last one of none).
    let mut objects: Vec<Option<u32>> = (0..profile.functions.len()).map(|f| object_key(profile, f)).collect();
    objects.extend(profile.several_objects.values().flatten().map(|&o| Some(o)));
    objects.sort_unstable();
    objects.dedup();
    let name = |o: &Option<u32>| o.map_or(&b""[..], |o| profile.name(o));
    objects.sort_by(|a, b| name(a).cmp(name(b)).then(a.cmp(b)));
    Order::new(profile, &objects, read)
}

/// What kind of object a name is, for [`by_name`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Loader,
    CLibrary,
    Library,
    Program,
}

fn kind(path: &[u8]) -> Kind {
    let name = file_name(path);
    let shared = name.ends_with(b".so") || name.windows(4).any(|w| w == b".so.");
    if shared && (name.starts_with(b"ld-") || name.starts_with(b"ld.so") || name.starts_with(b"ld64.so")) {
        Kind::Loader
    } else if shared && (name.starts_with(b"libc.so") || name.starts_with(b"libc-")) {
        Kind::CLibrary
    } else if shared {
        Kind::Library
    } else {
        Kind::Program
    }
}

/// The dependencies of `object` assumed from the names: the dynamic loader
/// (`ld-*.so*`) needs nothing, the C library (`libc.so*`, `libc-*.so`)
/// the loader, any other shared object (`*.so`, `*.so.*`) the C library
/// and the loader, and a program (any other name) every shared object.
pub fn by_name(profile: &Profile, objects: &[Option<u32>], object: u32) -> Vec<Option<u32>> {
    let me = kind(profile.name(object));
    objects
        .iter()
        .copied()
        .filter(|&o| o != Some(object) && !is_unknown(profile, o))
        .filter(|&o| {
            let other = kind(profile.name(o.unwrap_or(0)));
            match me {
                Kind::Loader => false,
                Kind::CLibrary => other == Kind::Loader,
                Kind::Library => matches!(other, Kind::Loader | Kind::CLibrary),
                Kind::Program => other != Kind::Program,
            }
        })
        .collect()
}

impl Order {
    /// The order of `objects` (the profile's, in name order): from what
    /// `read` finds in each object's ELF file, else from its name.
    pub fn new(profile: &Profile, objects: &[Option<u32>], read: impl Fn(&[u8]) -> Option<ElfDeps>) -> Order {
        let known: Vec<(Option<u32>, Option<ElfDeps>)> = objects
            .iter()
            .map(|&o| {
                let elf = o
                    .filter(|_| !is_unknown(profile, o))
                    .and_then(|o| read(profile.name(o)));
                (o, elf)
            })
            .collect();
        let by_soname = |wanted: &[u8]| -> Option<Option<u32>> {
            known
                .iter()
                .find(|(_, e)| e.as_ref().and_then(|e| e.soname.as_deref()) == Some(wanted))
                .or_else(|| {
                    known
                        .iter()
                        .find(|(o, _)| !is_unknown(profile, *o) && file_name(profile.name(o.unwrap_or(0))) == wanted)
                })
                .map(|(o, _)| *o)
        };
        let objects = known
            .iter()
            .map(|(o, elf)| match (o, elf) {
                _ if is_unknown(profile, *o) => ObjectDeps {
                    object: *o,
                    needs: Vec::new(),
                    source: Source::Unknown,
                    loaded: Vec::new(),
                },
                (Some(_), Some(elf)) => {
                    let mut needs: Vec<Option<u32>> = elf
                        .needed
                        .iter()
                        .filter_map(|n| by_soname(n))
                        .filter(|d| d != o)
                        .collect();
                    needs.dedup();
                    ObjectDeps {
                        object: *o,
                        needs,
                        source: Source::Needed,
                        loaded: Vec::new(),
                    }
                }
                (Some(id), None) => ObjectDeps {
                    object: *o,
                    needs: by_name(profile, objects, *id),
                    source: Source::Name,
                    loaded: Vec::new(),
                },
                (None, _) => unreachable!("no object is unknown"),
            })
            .collect();
        let mut order = Order { objects };
        // A program serves no other object: what it loaded at run time
        // (Python's extension modules, valgrind's preloaded objects) works
        // for it as its DT_NEEDED libraries do.
        let closure = order.closure();
        for (p, deps) in closure.iter().enumerate() {
            let me = &order.objects[p];
            if me.source != Source::Needed || kind(profile.name(me.object.unwrap_or(0))) != Kind::Program {
                continue;
            }
            let loaded = order
                .objects
                .iter()
                .enumerate()
                .filter(|&(i, o)| {
                    i != p
                        && !deps[i]
                        && o.source != Source::Unknown
                        && kind(profile.name(o.object.unwrap_or(0))) != Kind::Program
                })
                .map(|(_, o)| o.object)
                .collect();
            order.objects[p].loaded = loaded;
        }
        order
    }

    /// The index of an object in [`Order::objects`].
    pub fn index(&self) -> FxHashMap<Option<u32>, u32> {
        self.objects
            .iter()
            .enumerate()
            .map(|(i, o)| (o.object, i as u32))
            .collect()
    }

    /// Per object (index in `objects`), the objects it depends on
    /// (indices), transitively, with the unknown ones for the known.
    pub(super) fn closure(&self) -> Vec<Vec<bool>> {
        let index: FxHashMap<Option<u32>, usize> =
            self.objects.iter().enumerate().map(|(i, o)| (o.object, i)).collect();
        let k = self.objects.len();
        let unknown: Vec<usize> = (0..k).filter(|&i| self.objects[i].source == Source::Unknown).collect();
        (0..k)
            .map(|x| {
                let mut seen = vec![false; k];
                let mut todo = vec![x];
                while let Some(i) = todo.pop() {
                    for d in self.objects[i].needs.iter().chain(&self.objects[i].loaded) {
                        if let Some(&j) = index.get(d)
                            && !seen[j]
                        {
                            seen[j] = true;
                            todo.push(j);
                        }
                    }
                }
                if self.objects[x].source != Source::Unknown {
                    for &u in &unknown {
                        seen[u] = true;
                    }
                }
                seen[x] = false;
                seen
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_by_name() {
        for (name, want) in [
            (&b"/usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2"[..], Kind::Loader),
            (b"/lib/ld-musl-x86_64.so.1", Kind::Loader),
            (b"/usr/lib/x86_64-linux-gnu/libc.so.6", Kind::CLibrary),
            (b"/lib/libc-2.31.so", Kind::CLibrary),
            (b"/usr/lib/x86_64-linux-gnu/libcrypto.so.3", Kind::Library),
            (b"/usr/libexec/valgrind/vgpreload_core-amd64-linux.so", Kind::Library),
            (b"/root/.pyenv/versions/3.11.7/bin/python3.11", Kind::Program),
            (b"./prog", Kind::Program),
        ] {
            assert_eq!(kind(name), want, "{}", String::from_utf8_lossy(name));
        }
    }
}
