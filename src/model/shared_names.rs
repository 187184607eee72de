//! A profile's names: a [`Names`] table that copies of the profile share
//! (the browser's `--group=symbol` view, a thread's or part's profile),
//! and the names a copy adds to it (a merged symbol's name), kept apart.
//!
//! On the 1 GB benchmark profile the table holds 214 MB of name text and
//! took 294 MB: the browser's merged view (`s`) copied it whole to add the
//! 4,000 names of its symbols, and each part shown (`p`) copied it again.

use std::sync::Arc;

use super::Names;

#[derive(Default, Clone)]
pub struct SharedNames {
    shared: Arc<Names>,
    /// Names added while `shared` was shared, with the ids from
    /// `shared.len()` up (none while the table is the profile's alone: it
    /// grows in place then).
    added: Names,
}

impl From<Names> for SharedNames {
    fn from(names: Names) -> Self {
        SharedNames {
            shared: Arc::new(names),
            added: Names::default(),
        }
    }
}

impl SharedNames {
    /// The id of `name`, added if new.
    pub fn intern(&mut self, name: &[u8]) -> u32 {
        if let Some(id) = self.find(name) {
            return id;
        }
        if self.added.is_empty()
            && let Some(own) = Arc::get_mut(&mut self.shared)
        {
            return own.intern(name);
        }
        self.first_added() + self.added.intern(name)
    }

    /// Gives name `id` the text `name` (see [`Names::rename`]); a table
    /// shared with other profiles is copied first.
    pub fn rename(&mut self, id: u32, name: &[u8]) {
        match id.checked_sub(self.first_added()) {
            None => Arc::make_mut(&mut self.shared).rename(id, name),
            Some(i) => self.added.rename(i, name),
        }
    }

    #[inline]
    pub fn get(&self, id: u32) -> &[u8] {
        match id.checked_sub(self.first_added()) {
            None => self.shared.get(id),
            Some(i) => self.added.get(i),
        }
    }

    /// Looks a name up without adding it.
    pub fn find(&self, name: &[u8]) -> Option<u32> {
        self.shared
            .find(name)
            .or_else(|| Some(self.first_added() + self.added.find(name)?))
    }

    pub fn len(&self) -> usize {
        self.shared.len() + self.added.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    #[inline]
    fn first_added(&self) -> u32 {
        self.shared.len() as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_copy_adds_names_apart_and_shares_the_rest() {
        let mut names = Names::default();
        let (a, b) = (names.intern(b"a.c"), names.intern(b"main"));
        let mut first = SharedNames::from(names);
        // Alone, the table grows in place.
        let c = first.intern(b"f");
        let mut copy = first.clone();
        assert!(Arc::ptr_eq(&first.shared, &copy.shared));
        assert_eq!((copy.intern(b"main"), copy.intern(b"f")), (b, c));
        let g = copy.intern(b"g");
        assert_eq!((g, copy.len()), (3, 4));
        assert_eq!(copy.get(g), b"g");
        assert_eq!(copy.find(b"g"), Some(g));
        assert_eq!(first.find(b"g"), None);
        assert_eq!(first.len(), 3);
        // Renamed in one copy only.
        copy.rename(a, b"src/a.c");
        assert_eq!((copy.get(a), first.get(a)), (&b"src/a.c"[..], &b"a.c"[..]));
        copy.rename(g, b"h");
        assert_eq!((copy.get(g), copy.find(b"h")), (&b"h"[..], Some(g)));
    }
}
