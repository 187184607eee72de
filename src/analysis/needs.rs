//! The dependency order of a profile's objects, which grouped inclusive
//! costs follow ([`super::behalf`]): from each object's ELF `DT_NEEDED`
//! entries when the object is found (the reading is the reporter's: it is
//! handed in as a function), else assumed from its name.

use crate::safety::keyed::InputMap;
use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::model::Profile;
use crate::model::names::last_part;

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
    /// Shared by the objects whose needs are assumed from their names
    /// (every program needs every shared object): stored once, not once
    /// per pair, which made 20,000 objects take 1.2 GB.
    pub needs: Arc<Vec<Option<u32>>>,
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
    let name = last_part(path);
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
    let kinds = Kinds::new(profile, objects);
    kinds
        .needs(kind(profile.name(object)))
        .iter()
        .copied()
        .filter(|&o| o != Some(object))
        .collect()
}

/// The objects' kinds, and the needs each kind is assumed to have (see
/// [`by_name`]), each list made once.
struct Kinds {
    of: Vec<Option<Kind>>,
    /// The needs of a loader, a C library, a library and a program.
    needs: [Arc<Vec<Option<u32>>>; 4],
}

impl Kinds {
    fn new(profile: &Profile, objects: &[Option<u32>]) -> Kinds {
        let of: Vec<Option<Kind>> = objects
            .iter()
            .map(|&o| (!is_unknown(profile, o)).then(|| kind(profile.name(o.unwrap_or(0)))))
            .collect();
        let list = |wanted: &dyn Fn(Kind) -> bool| {
            Arc::new(
                objects
                    .iter()
                    .zip(&of)
                    .filter(|(_, k)| k.is_some_and(wanted))
                    .map(|(&o, _)| o)
                    .collect::<Vec<_>>(),
            )
        };
        let needs = [
            Arc::new(Vec::new()),
            list(&|k| k == Kind::Loader),
            list(&|k| matches!(k, Kind::Loader | Kind::CLibrary)),
            list(&|k| k != Kind::Program),
        ];
        Kinds { of, needs }
    }

    fn needs(&self, kind: Kind) -> &Arc<Vec<Option<u32>>> {
        &self.needs[match kind {
            Kind::Loader => 0,
            Kind::CLibrary => 1,
            Kind::Library => 2,
            Kind::Program => 3,
        }]
    }
}

/// Per object, the objects it depends on, transitively: a bit per pair
/// (20,000 objects: 50 MB, where a `bool` per pair took 400 MB).
#[derive(Debug, Clone)]
pub struct Closure {
    words: usize,
    bits: Vec<u64>,
}

impl Closure {
    fn new(k: usize) -> Closure {
        let words = k.div_ceil(64);
        Closure {
            words,
            bits: vec![0; words * k],
        }
    }

    fn row_mut(&mut self, x: usize) -> &mut [u64] {
        &mut self.bits[x * self.words..(x + 1) * self.words]
    }

    fn set(&mut self, x: usize, d: usize) {
        self.row_mut(x)[d / 64] |= 1 << (d % 64);
    }

    /// Whether object `x` depends on object `d` (indices in
    /// [`Order::objects`]).
    pub fn contains(&self, x: usize, d: usize) -> bool {
        self.bits[x * self.words + d / 64] & (1 << (d % 64)) != 0
    }

    /// The objects `x` depends on, in index order.
    pub fn of(&self, x: usize) -> impl Iterator<Item = usize> + '_ {
        self.bits[x * self.words..(x + 1) * self.words]
            .iter()
            .enumerate()
            .flat_map(|(w, &word)| {
                let mut word = word;
                std::iter::from_fn(move || {
                    (word != 0).then(|| {
                        let b = word.trailing_zeros() as usize;
                        word &= word - 1;
                        w * 64 + b
                    })
                })
            })
    }
}

impl Order {
    /// The order of `objects` (the profile's, in name order): from what
    /// `read` finds in each object's ELF file, else from its name.
    pub fn new(profile: &Profile, objects: &[Option<u32>], read: impl Fn(&[u8]) -> Option<ElfDeps>) -> Order {
        let kinds = Kinds::new(profile, objects);
        let known: Vec<(Option<u32>, Option<ElfDeps>)> = objects
            .iter()
            .map(|&o| {
                let elf = o
                    .filter(|_| !is_unknown(profile, o))
                    .and_then(|o| read(profile.name(o)));
                (o, elf)
            })
            .collect();
        // The first object of each soname, and of each file name: found
        // in one look each (a search per needed name was quadratic).
        let mut sonames: InputMap<&[u8], Option<u32>> = InputMap::default();
        let mut file_names: InputMap<&[u8], Option<u32>> = InputMap::default();
        for (o, e) in &known {
            if let Some(soname) = e.as_ref().and_then(|e| e.soname.as_deref()) {
                sonames.entry(soname).or_insert(*o);
            }
            if !is_unknown(profile, *o) {
                file_names.entry(last_part(profile.name(o.unwrap_or(0)))).or_insert(*o);
            }
        }
        let by_soname = |wanted: &[u8]| sonames.get(wanted).or_else(|| file_names.get(wanted)).copied();
        let objects = known
            .iter()
            .enumerate()
            .map(|(i, (o, elf))| match (o, elf) {
                _ if is_unknown(profile, *o) => ObjectDeps {
                    object: *o,
                    needs: Arc::default(),
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
                        needs: Arc::new(needs),
                        source: Source::Needed,
                        loaded: Vec::new(),
                    }
                }
                (Some(_), None) => ObjectDeps {
                    object: *o,
                    // An object is not its own need: a program is not in
                    // a program's list, nor a library in a library's.
                    needs: Arc::clone(kinds.needs(kinds.of[i].unwrap_or(Kind::Program))),
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
        for p in 0..order.objects.len() {
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
                        && !closure.contains(p, i)
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
    ///
    /// The needs assumed from names are closed already (what a shared
    /// object needs, a program needs too): those rows are their lists.
    /// The others are walked, taking a row made before whole.
    pub fn closure(&self) -> Closure {
        let index: FxHashMap<Option<u32>, usize> =
            self.objects.iter().enumerate().map(|(i, o)| (o.object, i)).collect();
        let k = self.objects.len();
        let unknown: Vec<usize> = (0..k).filter(|&i| self.objects[i].source == Source::Unknown).collect();
        let mut closure = Closure::new(k);
        let mut done = vec![false; k];
        // Rows of objects whose needs are assumed from names, when all of
        // those are assumed too: their list is their closure. The lists
        // are shared (one per kind): each is turned into a row once, and
        // the row copied to the objects that share it.
        let mut rows: FxHashMap<*const Vec<Option<u32>>, Option<Vec<u64>>> = FxHashMap::default();
        for (x, o) in self.objects.iter().enumerate() {
            if o.source != Source::Name || !o.loaded.is_empty() {
                continue;
            }
            let row = rows.entry(Arc::as_ptr(&o.needs)).or_insert_with(|| {
                let mut row = vec![0u64; closure.words];
                for d in o.needs.iter() {
                    let j = *index.get(d)?;
                    if !matches!(self.objects[j].source, Source::Name | Source::Unknown) {
                        return None;
                    }
                    row[j / 64] |= 1 << (j % 64);
                }
                Some(row)
            });
            if let Some(row) = row {
                closure.row_mut(x).copy_from_slice(row);
                done[x] = true;
            }
        }
        let mut row = vec![0u64; closure.words];
        for x in (0..k).filter(|&x| !done[x]) {
            row.fill(0);
            let mut todo = vec![x];
            while let Some(i) = todo.pop() {
                for d in self.objects[i].needs.iter().chain(&self.objects[i].loaded) {
                    let Some(&j) = index.get(d) else { continue };
                    if row[j / 64] & (1 << (j % 64)) != 0 {
                        continue;
                    }
                    row[j / 64] |= 1 << (j % 64);
                    if done[j] {
                        // Its closure is known: taken whole, not walked.
                        for (w, &bits) in closure.bits[j * closure.words..(j + 1) * closure.words]
                            .iter()
                            .enumerate()
                        {
                            row[w] |= bits;
                        }
                    } else {
                        todo.push(j);
                    }
                }
            }
            closure.row_mut(x).copy_from_slice(&row);
        }
        for x in 0..k {
            if self.objects[x].source != Source::Unknown {
                for &u in &unknown {
                    closure.set(x, u);
                }
            }
            closure.row_mut(x)[x / 64] &= !(1 << (x % 64));
        }
        closure
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
