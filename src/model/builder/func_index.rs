//! Function ids by (file, name).
//!
//! A hash map keyed by the pair put each new function at a random place
//! in a table of several MB: on the 50 MB benchmark profile (154,000
//! functions, 322,000 `fn=`/`fi=`/`fe=` lines) `Aggregator::enter` was
//! 11% of the load's time, mostly waiting for those cache lines and their
//! fresh pages. Name ids are dense and a function's name is usually
//! interned just before its `fn=` line reaches here, so a vector indexed
//! by name finds most functions with one access near the end of the
//! vector. The functions of one name in other files (code inlined from
//! them, `fi=`/`fe=`: 62,000 of the 154,000) are chained from the first,
//! in a vector indexed by function id: they are made one after another
//! while their function's lines are read, so the chain lies together.
//! Past [`CHAIN`] functions a name's further ones go to a hash map: a
//! walk stays short whatever the input.

use rustc_hash::FxHashMap;

use super::UNRESOLVED;
use crate::model::FuncId;

/// No function (yet).
const NONE: FuncId = FuncId::MAX;

/// The most functions of one name found by walking their chain.
const CHAIN: usize = 16;

#[derive(Default)]
pub struct FuncIndex {
    /// For each name id: the file and id of the first function with that
    /// name (the file kept beside the id so a hit reads one entry).
    by_name: Vec<(u32, FuncId)>,
    /// The same for a split piece's placeholder names (`UNRESOLVED + k`
    /// at index k): in the 50 MB profile's second piece, names defined in
    /// the first piece are most of those its calls and functions use.
    by_placeholder: Vec<(u32, FuncId)>,
    /// For each function id: the file and id of the next function with its
    /// name, if any.
    next: Vec<(u32, FuncId)>,
    /// Functions past their name's chain.
    others: FxHashMap<(u32, u32), FuncId>,
}

impl FuncIndex {
    /// The id of the function (`file`, `name`); `new` makes it when there
    /// is none yet.
    #[inline]
    pub fn get_or_insert(&mut self, file: u32, name: u32, new: impl FnOnce() -> FuncId) -> FuncId {
        let first = self.first(name);
        match *first {
            (f, id) if f == file && id != NONE => id,
            (_, NONE) => {
                let id = new();
                *first = (file, id);
                self.linkable(id);
                id
            }
            (_, first) => self.in_chain(file, name, first, new),
        }
    }

    /// The entry of the first function named `name`.
    #[inline]
    fn first(&mut self, name: u32) -> &mut (u32, FuncId) {
        // Ids below UNRESOLVED come from the interner and are dense, and
        // so are a piece's placeholders above it: each vector grows by
        // doubling (amortised), like any vector.
        let (vec, i) = match name.checked_sub(UNRESOLVED) {
            None => (&mut self.by_name, name as usize),
            Some(k) => (&mut self.by_placeholder, k as usize),
        };
        if i >= vec.len() {
            vec.resize(i + 1, (0, NONE));
        }
        &mut vec[i]
    }

    /// A function of a name whose first function, `first`, has another
    /// file.
    #[cold]
    fn in_chain(&mut self, file: u32, name: u32, first: FuncId, new: impl FnOnce() -> FuncId) -> FuncId {
        let mut last = first;
        for _ in 1..CHAIN {
            match self.next[last as usize] {
                (_, NONE) => {
                    let id = new();
                    self.next[last as usize] = (file, id);
                    self.linkable(id);
                    return id;
                }
                (f, id) if f == file => return id,
                (_, id) => last = id,
            }
        }
        *self.others.entry((file, name)).or_insert_with(new)
    }

    /// Gives the new function `id` a (still empty) link.
    fn linkable(&mut self, id: FuncId) {
        if self.next.len() <= id as usize {
            self.next.resize(id as usize + 1, (0, NONE));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Made(FuncId);

    impl Made {
        fn get(&mut self, index: &mut FuncIndex, file: u32, name: u32) -> FuncId {
            index.get_or_insert(file, name, || {
                self.0 += 1;
                self.0 - 1
            })
        }
    }

    #[test]
    fn each_pair_gets_one_id() {
        let (mut index, mut made) = (FuncIndex::default(), Made(0));
        let main = made.get(&mut index, 1, 5);
        let inlined = made.get(&mut index, 2, 5);
        let placeholder = made.get(&mut index, 1, UNRESOLVED + 3);
        let far = made.get(&mut index, 7, 1000);
        assert_eq!((main, inlined, placeholder, far), (0, 1, 2, 3));
        assert_eq!(made.get(&mut index, 1, 5), main);
        assert_eq!(made.get(&mut index, 2, 5), inlined);
        assert_eq!(made.get(&mut index, 1, UNRESOLVED + 3), placeholder);
        assert_eq!(made.get(&mut index, 7, 1000), far);
        // A file id equal to the "none" marker is still a file.
        let odd = made.get(&mut index, u32::MAX, 6);
        assert_eq!(odd, 4);
        assert_eq!(made.get(&mut index, u32::MAX, 6), odd);
        assert_eq!(made.get(&mut index, 0, 6), 5);
    }

    /// A name in more files than a chain holds: every pair still has one
    /// id, asked in any order.
    #[test]
    fn long_chains_spill_into_the_map() {
        let (mut index, mut made) = (FuncIndex::default(), Made(0));
        let files = 3 * CHAIN as u32;
        let ids: Vec<FuncId> = (0..files).map(|file| made.get(&mut index, file, 9)).collect();
        assert_eq!(ids, (0..files).collect::<Vec<_>>());
        for file in (0..files).rev() {
            assert_eq!(made.get(&mut index, file, 9), ids[file as usize]);
        }
        assert_eq!(made.get(&mut index, files, 9), files);
        assert_eq!(index.others.len(), files as usize + 1 - CHAIN);
    }
}
