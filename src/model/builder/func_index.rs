//! Function ids by (file, name).
//!
//! A hash map keyed by the pair put each new function at a random place
//! in a table of several MB: on the 50 MB benchmark profile (154,000
//! functions, 322,000 `fn=`/`fi=`/`fe=` lines) `Aggregator::enter` was
//! 11% of the load's time, mostly waiting for those cache lines and their
//! fresh pages. Name ids are dense and a function's name is usually
//! interned just before its `fn=` line reaches here, so a vector indexed
//! by name finds most functions with one access near the end of the
//! vector. Only the functions beyond a name's first (code inlined from
//! another file, `fi=`/`fe=`) and names that are a split piece's
//! placeholders go to a hash map.

use rustc_hash::FxHashMap;

use super::UNRESOLVED;
use crate::model::FuncId;

/// No function has this name yet.
const NONE: (u32, FuncId) = (u32::MAX, FuncId::MAX);

#[derive(Default)]
pub struct FuncIndex {
    /// For each name id: the file and id of the first function with that
    /// name (the file kept here so a hit reads one entry, not the function
    /// too).
    by_name: Vec<(u32, FuncId)>,
    /// The other functions.
    others: FxHashMap<(u32, u32), FuncId>,
}

impl FuncIndex {
    /// The id of the function (`file`, `name`); `new` makes it when there
    /// is none yet.
    #[inline]
    pub fn get_or_insert(&mut self, file: u32, name: u32, new: impl FnOnce() -> FuncId) -> FuncId {
        if name >= UNRESOLVED {
            return *self.others.entry((file, name)).or_insert_with(new);
        }
        let i = name as usize;
        if i >= self.by_name.len() {
            // Grows by doubling (amortised), like any vector: ids below
            // UNRESOLVED come from the interner and are dense.
            self.by_name.resize(i + 1, NONE);
        }
        match self.by_name[i] {
            (f, id) if f == file && id != FuncId::MAX => id,
            (_, FuncId::MAX) => {
                let id = new();
                self.by_name[i] = (file, id);
                id
            }
            _ => *self.others.entry((file, name)).or_insert_with(new),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_pair_gets_one_id() {
        let mut index = FuncIndex::default();
        let mut next = 0;
        let mut get = |index: &mut FuncIndex, file, name| {
            index.get_or_insert(file, name, || {
                next += 1;
                next - 1
            })
        };
        let main = get(&mut index, 1, 5);
        let inlined = get(&mut index, 2, 5);
        let placeholder = get(&mut index, 1, UNRESOLVED + 3);
        let far = get(&mut index, 7, 1000);
        assert_eq!((main, inlined, placeholder, far), (0, 1, 2, 3));
        assert_eq!(get(&mut index, 1, 5), main);
        assert_eq!(get(&mut index, 2, 5), inlined);
        assert_eq!(get(&mut index, 1, UNRESOLVED + 3), placeholder);
        assert_eq!(get(&mut index, 7, 1000), far);
        // A file id equal to the "none" marker is still a file.
        let odd = get(&mut index, u32::MAX, 6);
        assert_eq!(odd, 4);
        assert_eq!(get(&mut index, u32::MAX, 6), odd);
        assert_eq!(get(&mut index, 0, 6), 5);
    }
}
