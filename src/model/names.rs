//! An interner for file, function and object names. Each distinct name is
//! stored once, in chunks of one arena: the 1 GB benchmark profile has
//! 575,000 distinct names holding 214 MB of text, so neither a map from owned
//! strings (every name twice) nor one growing Vec (up to twice the text in
//! capacity, three times while it reallocates) fits the memory budget.

use std::hash::{BuildHasher, Hasher};

use std::sync::LazyLock;

use foldhash::fast::SeedableRandomState;
use hashbrown::HashTable;

/// Bytes per arena chunk; a longer name gets a chunk of its own.
const CHUNK: usize = 1 << 20;

/// Cloned only when a table shared by copies of a profile is renamed in
/// (`SharedNames::rename`); copies share it otherwise.
#[derive(Default, Clone)]
pub struct Names {
    chunks: Vec<Vec<u8>>,
    /// (chunk, start, len) of each name; the index is the name's id.
    spans: Vec<(u32, u32, u32)>,
    /// (hash, id): the hash is kept so growing the table does not hash
    /// every name again (with long C++ and `--separate-callers` names that
    /// rehashing once cost 8% of the load time). 32 bits of it, which
    /// [`spread`] makes the table's hash: entries of 8 bytes instead of 16
    /// halve the table, whose pages (fresh ones each time it grows) the
    /// load waits for (50 MB benchmark profile: 12,983 page faults -> 11,974,
    /// medians of 9 runs).
    table: HashTable<(u32, u32)>,
}

/// The chunks and names [`Names::absorb`] took over, for
/// [`Names::compact_adopted`].
pub struct Adopted {
    base: usize,
    first_new: usize,
}

/// The seed of every name hash of the process, random: names are input,
/// and an input must not be able to pick names that collide. With Fx's
/// fixed seeds it could: (x, y) and (2x, y/2) as a name's first sixteen
/// bytes (XORed with Fx's constants) give one 64-bit hash, and 20,000 such
/// names of 32 bytes took 4.6 s to load (5,000: 0.30 s, 10,000: 1.27 s;
/// quadratic, against 0.04 s for 20,000 random names). One seed for the
/// whole process, not one per table: the merge of a split load
/// ([`Names::absorb`]) compares the kept hashes of two tables.
static SEED: LazyLock<SeedableRandomState> = LazyLock::new(SeedableRandomState::random);

/// The 32 bits of a name's hash that are kept (foldhash's high bits).
fn hash(bytes: &[u8]) -> u32 {
    let mut h = SEED.build_hasher();
    h.write(bytes);
    (h.finish() >> 32) as u32
}

/// The table's 64-bit hash of a kept hash: the multiplication carries its
/// bits up to the top seven, which the table compares first.
fn spread(h: u32) -> u64 {
    u64::from(h).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// The last part of a file or object path (`libc.so.6` of
/// `/usr/lib/libc.so.6`), or the whole name when it has no `/`.
pub fn last_part(path: &[u8]) -> &[u8] {
    path.rsplit(|&b| b == b'/').next().unwrap_or(path)
}

fn lookup<'a>(chunks: &'a [Vec<u8>], spans: &[(u32, u32, u32)], id: u32) -> &'a [u8] {
    let (c, s, l) = spans[id as usize];
    &chunks[c as usize][s as usize..(s + l) as usize]
}

impl Names {
    pub fn intern(&mut self, name: &[u8]) -> u32 {
        let h = hash(name);
        let (chunks, spans) = (&self.chunks, &self.spans);
        if let Some(&(_, id)) = self
            .table
            .find(spread(h), |&(hh, id)| hh == h && lookup(chunks, spans, id) == name)
        {
            return id;
        }
        let id = u32::try_from(self.spans.len()).expect("fewer than 2^32 distinct names");
        let len = u32::try_from(name.len()).expect("names are shorter than a line");
        let fits = self.chunks.last().is_some_and(|c| c.capacity() - c.len() >= name.len());
        if !fits {
            self.chunks.push(Vec::with_capacity(CHUNK.max(name.len())));
        }
        let chunk = self.chunks.len() - 1;
        let buf = &mut self.chunks[chunk];
        self.spans.push((chunk as u32, buf.len() as u32, len));
        buf.extend_from_slice(name);
        self.table.insert_unique(spread(h), (h, id), |&(hh, _)| spread(hh));
        id
    }

    /// Adds every name of `other`, in its order (a name new here gets the
    /// next id), and returns the id here of each of `other`'s ids. The text
    /// is not copied elsewhere: `other`'s chunks become chunks of this
    /// table, where [`Names::compact_adopted`] then moves the names new
    /// here over those found here already, and its hashes are not computed
    /// again. Merging the second piece of a split load (38,000 names, 5 MB
    /// of text on the 50 MB benchmark profile) this way spares hashing
    /// them, and touching 5 MB more.
    pub fn absorb(&mut self, other: Names) -> (Vec<u32>, Adopted) {
        let mut hashes = vec![0u32; other.spans.len()];
        for &(h, id) in other.table.iter() {
            hashes[id as usize] = h;
        }
        let base = u32::try_from(self.chunks.len()).expect("fewer than 2^32 chunks");
        self.chunks.extend(other.chunks);
        self.spans.reserve(other.spans.len());
        self.table.reserve(other.spans.len(), |&(h, _)| spread(h));
        let mut ids = Vec::with_capacity(other.spans.len());
        let first_new = self.spans.len();
        for (&(c, start, len), &h) in other.spans.iter().zip(&hashes) {
            let span = (base + c, start, len);
            let (chunks, spans) = (&self.chunks, &self.spans);
            let name = &chunks[span.0 as usize][start as usize..(start + len) as usize];
            let found = self
                .table
                .find(spread(h), |&(hh, id)| hh == h && lookup(chunks, spans, id) == name)
                .map(|&(_, id)| id);
            ids.push(found.unwrap_or_else(|| {
                let id = u32::try_from(self.spans.len()).expect("fewer than 2^32 distinct names");
                self.spans.push(span);
                self.table.insert_unique(spread(h), (h, id), |&(hh, _)| spread(hh));
                id
            }));
        }
        let adopted = Adopted {
            base: base as usize,
            first_new,
        };
        (ids, adopted)
    }

    /// Moves the text of the names [`Names::absorb`] kept (its spans from
    /// `first_new` on, all in the adopted chunks from `base` on) to the
    /// front of their chunks, over the names found here already, and gives
    /// the chunks' tails back. On the 1 GB benchmark profile the second
    /// piece's copies of names the first had were 60 MB (massif: 275 MB of
    /// name text at the peak of `--inclusive=yes`, 215 MB since): kept,
    /// they stayed to the end of every load that goes on to the call graph
    /// (browser, `--inclusive`, `--tree`, JSON).
    pub fn compact_adopted(&mut self, adopted: Adopted) {
        let Adopted { base, first_new } = adopted;
        let kept_spans = &mut self.spans[first_new..];
        // Ids are handed out as text is appended, so the kept spans run
        // forwards through the chunks; a table that was renamed in could
        // break that, and is left as it is.
        if !kept_spans.is_sorted_by_key(|&(c, start, _)| (c, start)) {
            return;
        }
        let mut spans = kept_spans.iter_mut().peekable();
        for (c, chunk) in self.chunks.iter_mut().enumerate().skip(base) {
            let mut kept = 0usize;
            while let Some(span) = spans.next_if(|s| s.0 as usize == c) {
                let (start, len) = (span.1 as usize, span.2 as usize);
                if start != kept {
                    chunk.copy_within(start..start + len, kept);
                    span.1 = kept as u32;
                }
                kept += len;
            }
            chunk.truncate(kept);
            chunk.shrink_to_fit();
        }
        // The tails are free but in the middle of the allocator's heap,
        // where later allocations (mostly larger) do not reuse them.
        crate::memory::release_freed_memory();
    }

    /// Gives name `id` the text `name`: the id (and all that refers to
    /// it) stays, and [`Names::find`] finds it by its new text, no longer
    /// by its old one (`--mod-filename` outside `--diff`).
    pub fn rename(&mut self, id: u32, name: &[u8]) {
        let old = hash(self.get(id));
        if let Ok(entry) = self.table.find_entry(spread(old), |&(h, i)| h == old && i == id) {
            entry.remove();
        }
        let len = u32::try_from(name.len()).expect("names are shorter than a line");
        let fits = self.chunks.last().is_some_and(|c| c.capacity() - c.len() >= name.len());
        if !fits {
            self.chunks.push(Vec::with_capacity(CHUNK.max(name.len())));
        }
        let chunk = self.chunks.len() - 1;
        let buf = &mut self.chunks[chunk];
        self.spans[id as usize] = (chunk as u32, buf.len() as u32, len);
        buf.extend_from_slice(name);
        let h = hash(name);
        self.table.insert_unique(spread(h), (h, id), |&(hh, _)| spread(hh));
    }

    pub fn get(&self, id: u32) -> &[u8] {
        lookup(&self.chunks, &self.spans, id)
    }

    /// Looks a name up without adding it.
    pub fn find(&self, name: &[u8]) -> Option<u32> {
        let h = hash(name);
        self.table
            .find(spread(h), |&(hh, id)| hh == h && self.get(id) == name)
            .map(|&(_, id)| id)
    }

    pub fn len(&self) -> usize {
        self.spans.len()
    }

    pub fn is_empty(&self) -> bool {
        self.spans.is_empty()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_renamed_name_keeps_its_id() {
        let mut n = super::Names::default();
        let (a, b) = (n.intern(b"/build-1/src/a.c"), n.intern(b"b.c"));
        n.rename(a, b"src/a.c");
        assert_eq!(n.get(a), b"src/a.c");
        assert_eq!(n.find(b"src/a.c"), Some(a));
        assert_eq!(n.find(b"/build-1/src/a.c"), None);
        assert_eq!(n.get(b), b"b.c");
        assert_eq!(n.intern(b"src/a.c"), a);
    }

    use super::*;

    #[test]
    fn equal_names_get_equal_ids() {
        let mut n = Names::default();
        let a = n.intern(b"main");
        let b = n.intern(b"fib");
        assert_ne!(a, b);
        assert_eq!(n.intern(b"main"), a);
        assert_eq!(n.get(b), b"fib");
        assert_eq!(n.find(b"fib"), Some(b));
        assert_eq!(n.find(b"nope"), None);
        assert_eq!(n.len(), 2);
    }

    #[test]
    fn absorbed_names_keep_their_order_and_meet_equal_ones() {
        let mut a = Names::default();
        let main = a.intern(b"main");
        a.intern(b"fib");
        let mut b = Names::default();
        let long = vec![b'y'; CHUNK + 3];
        for name in [&b"new"[..], b"main", &long, b"other"] {
            b.intern(name);
        }
        let (ids, adopted) = a.absorb(b);
        a.compact_adopted(adopted);
        assert_eq!(ids, vec![2, main, 3, 4]);
        assert_eq!(a.get(2), b"new");
        assert_eq!(a.get(3), &long[..]);
        assert_eq!(a.get(4), b"other");
        // Interning goes on as before, into the adopted chunks too.
        assert_eq!(a.intern(b"other"), 4);
        assert_eq!(a.intern(b"later"), 5);
        assert_eq!(a.get(5), b"later");
        assert_eq!(a.find(b"new"), Some(2));
        assert_eq!(a.len(), 6);
    }

    /// The text `absorb` keeps, over every chunk of the table.
    fn kept_text(n: &Names) -> usize {
        n.chunks.iter().map(Vec::len).sum()
    }

    #[test]
    fn absorbed_copies_of_known_names_are_not_kept() {
        let mut a = Names::default();
        let long_known = vec![b'k'; CHUNK + 5];
        for name in [&b"main"[..], b"fib", &long_known] {
            a.intern(name);
        }
        let mut b = Names::default();
        let long_new = vec![b'n'; CHUNK + 7];
        // Known and new names mixed, in chunks of their own and shared.
        let later: [&[u8]; 7] = [b"fib", b"new", &long_known, b"main", &long_new, b"other", b"fib"];
        for name in later {
            b.intern(name);
        }
        let (ids, adopted) = a.absorb(b);
        a.compact_adopted(adopted);
        for (name, id) in later.iter().zip(&ids) {
            assert_eq!(a.get(*id), *name);
            assert_eq!(a.find(name), Some(*id));
        }
        let distinct = b"mainfibnewother".len() + long_known.len() + long_new.len();
        assert_eq!(kept_text(&a), distinct);
        assert_eq!(a.intern(b"later"), 6);
        assert_eq!(a.get(6), b"later");
        assert_eq!(kept_text(&a), distinct + 5);
    }

    /// Names an input can make collide under a hash with fixed seeds
    /// (rustc-hash 2's, which this table used): their first sixteen bytes,
    /// XORed with its constants, are factor pairs (a, b) of one 128-bit
    /// product. Under the seeded hash they spread like any names.
    #[test]
    fn names_made_to_collide_do_not() {
        use std::hash::{BuildHasher as _, Hasher as _};
        const FX_SEED1: u64 = 0x243f_6a88_85a3_08d3;
        const FX_ZERO_GUARD: u64 = 0xa409_3822_299f_31d0;
        let primes = [
            3u128, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97,
        ];
        let product: u128 = primes.iter().product();
        let names: Vec<Vec<u8>> = (0u32..1 << primes.len())
            .map(|mask| {
                (0..primes.len())
                    .filter(|k| mask >> k & 1 != 0)
                    .map(|k| primes[k])
                    .product::<u128>()
            })
            .filter_map(|a| Some((u64::try_from(a).ok()?, u64::try_from(product / a).ok()?)))
            .take(2000)
            .map(|(a, b)| {
                [
                    &(FX_SEED1 ^ a).to_le_bytes()[..],
                    &(FX_ZERO_GUARD ^ b).to_le_bytes(),
                    b"_made_to_collide",
                ]
                .concat()
            })
            .collect();
        assert_eq!(names.len(), 2000);
        let fx = |name: &[u8]| {
            let mut h = rustc_hash::FxBuildHasher.build_hasher();
            h.write(name);
            h.finish()
        };
        assert!(
            names.iter().all(|n| fx(n) == fx(&names[0])),
            "the attack on fixed seeds"
        );
        let mut kept: Vec<u32> = names.iter().map(|n| hash(n)).collect();
        kept.sort_unstable();
        kept.dedup();
        // 2,000 random 32-bit values: a repeat has a chance of 1 in 2,000.
        assert!(kept.len() >= 1990, "{} distinct hashes", kept.len());
    }

    #[test]
    fn long_names_get_their_own_chunk() {
        let mut n = Names::default();
        let long = vec![b'x'; CHUNK + 10];
        let a = n.intern(b"a");
        let l = n.intern(&long);
        let b = n.intern(b"b");
        assert_eq!(n.get(a), b"a");
        assert_eq!(n.get(l), &long[..]);
        assert_eq!(n.get(b), b"b");
        assert_eq!(n.intern(&long), l);
    }
}
