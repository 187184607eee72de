//! Adding what one aggregator summed from a later piece of the same part
//! of a file to another's: the merge of [`crate::model::split`].
//!
//! The result must be the aggregator that read both pieces in sequence:
//! functions and call sites the later piece adds come after the earlier
//! piece's, in the order the later piece met them (their ids and `seq`
//! numbers say so), sums are sums, and where the last line wins (a
//! function's objects) the later piece's value wins.

use rustc_hash::FxHashMap;

use super::{Aggregator, Builder, WARNINGS_KEPT_PER_KIND, Warning};
use crate::model::{CallStat, FuncId, JumpSite};
use crate::parse::names::Space;

/// Handles from here up stand for names a piece of a file uses without
/// defining them ([`Unresolved`]); the piece's own names stay below.
pub const UNRESOLVED: u32 = 0xF000_0000;

/// A name a piece of a file uses that only what comes before it can tell.
#[derive(Debug, Clone, Copy)]
pub enum Unresolved {
    /// A name id the piece does not define.
    Id(Space, u64),
    /// The file current where the piece starts.
    File,
    /// The object current where the piece starts.
    Object,
}

impl Builder {
    /// A builder for a piece of a file parsed from its middle (see
    /// [`crate::parse::Parser::begin_piece`]).
    pub fn for_piece(opts: super::BuildOptions) -> Builder {
        let mut b = Builder::new(opts);
        b.unresolved = Some(Vec::new());
        b.agg.entries = Some(Entries::default());
        b
    }

    /// A handle for a name only what comes before the piece can tell.
    pub fn placeholder(&mut self, what: Unresolved) -> Option<u32> {
        let list = self.unresolved.as_mut()?;
        let handle = UNRESOLVED.checked_add(u32::try_from(list.len()).ok()?)?;
        list.push(what);
        Some(handle)
    }

    /// What each of the piece's unresolved handles stands for, in order.
    pub fn unresolved_names(&self) -> &[Unresolved] {
        self.unresolved.as_deref().unwrap_or_default()
    }

    /// Whether [`Self::absorb`] can take `later` (both pieces in one part
    /// of the file, aggregated alike): when not, nothing has changed and the
    /// file can be read on in sequence instead.
    pub fn can_absorb(&self, later: &Builder) -> bool {
        later.interner.names.len() < UNRESOLVED as usize && self.agg.one_part_with(&later.agg)
    }

    /// Adds the piece `later` read, which comes right after the lines read
    /// here, in the same part: `resolved` holds this builder's name for each
    /// of its [`Self::unresolved_names`], and `line_offset` turns its line
    /// numbers into the file's. Returns the id here of each of `later`'s
    /// names. On `Err` this builder is spoilt.
    pub fn absorb(&mut self, later: &mut Builder, resolved: &[u32], line_offset: u64) -> Result<Vec<u32>, Refused> {
        if !self.can_absorb(later) {
            return Err(Refused::NotOnePart);
        }
        // In the piece's order: names new here are numbered as if read here.
        let (ids, adopted) = self.interner.names.absorb(std::mem::take(&mut later.interner.names));
        let name = |h: u32| match h.checked_sub(UNRESOLVED) {
            Some(k) => resolved[k as usize],
            None => ids[h as usize],
        };
        // The names' text is moved while the costs are merged, which
        // read none of it (1 GB benchmark profile: 10 ms of the merge's
        // 70 on the merging thread).
        let (names, agg) = (&mut self.interner.names, &mut self.agg);
        std::thread::scope(|scope| {
            scope.spawn(|| names.compact_adopted(adopted));
            agg.absorb(&mut later.agg, name, line_offset)
        })?;
        Ok(ids)
    }
}

/// Function ids as a set of bits.
struct IdSet(Vec<u64>);

impl IdSet {
    fn new(len: usize) -> Self {
        IdSet(vec![0; len.div_ceil(64)])
    }

    /// Adds `id`; returns whether it was there already.
    fn insert(&mut self, id: FuncId) -> bool {
        let (word, bit) = (id as usize / 64, 1u64 << (id % 64));
        let had = self.0[word] & bit != 0;
        self.0[word] |= bit;
        had
    }

    fn contains(&self, id: FuncId) -> bool {
        self.0[id as usize / 64] & (1 << (id % 64)) != 0
    }
}

/// The ids (all below `len`) that occur more than once in `ids`.
fn landed_on_twice(ids: &[FuncId], len: usize) -> IdSet {
    let (mut once, mut twice) = (IdSet::new(len), IdSet::new(len));
    for &id in ids {
        if once.insert(id) {
            twice.insert(id);
        }
    }
    twice
}

/// When each function of a piece was last entered (by any line, and by a
/// `fn=` line), counting entries: two functions of a piece may turn out to
/// be one (the file current at the piece's start and a file named later
/// in it are often the same), and then the later entry's objects win.
#[derive(Default)]
pub struct Entries {
    count: u64,
    /// (last `fn=` entry, last entry) per function; 0 for none.
    last: Vec<(u64, u64)>,
}

impl Entries {
    pub fn note(&mut self, id: FuncId, named: bool) {
        self.count += 1;
        let i = id as usize;
        if self.last.len() <= i {
            self.last.resize(i + 1, (0, 0));
        }
        self.last[i].1 = self.count;
        if named {
            self.last[i].0 = self.count;
        }
    }

    fn of(&self, id: usize) -> (u64, u64) {
        self.last.get(id).copied().unwrap_or((0, 0))
    }
}

/// Why a piece's sums cannot be added as they are; the caller reads the
/// file in sequence instead.
#[derive(Debug)]
pub enum Refused {
    /// Pieces of different parts, or not aggregated alike.
    NotOnePart,
    /// A sum goes past 2^64-1 (the sequential read names the line).
    Overflow,
}

impl Aggregator {
    /// Adds `later`, which summed the piece of the file right after the
    /// lines this aggregator has seen, in the same part. Its names are
    /// handles that `name` turns into this aggregator's; `line_offset` turns
    /// its line numbers into the file's. The caller ([`Builder::absorb`])
    /// has checked [`Aggregator::one_part_with`]. On `Err`, `self` may hold
    /// part of `later`.
    fn absorb(&mut self, later: &mut Aggregator, name: impl Fn(u32) -> u32, line_offset: u64) -> Result<(), Refused> {
        debug_assert!(self.one_part_with(later));
        self.flush_run();
        later.flush_run();
        self.park_lines();
        later.park_lines();
        let overflow = |_| Refused::Overflow;

        self.functions.reserve(later.functions.len());
        let ids: Vec<FuncId> = later
            .functions
            .iter()
            .map(|f| self.function(name(f.file), name(f.name)))
            .collect();
        // Where two of the piece's functions are one here: the entries
        // that set each object last so far. Kept only for the functions
        // that several of the piece's land on (found with two bitsets): a
        // vector over every function took 2.4 MB of fresh memory (some 600
        // pages to fault in) in the serial merge on the 50 MB benchmark
        // profile.
        let entries = later.entries.take().unwrap_or_default();
        let shared = landed_on_twice(&ids, self.functions.len());
        let mut latest: FxHashMap<FuncId, (u64, u64)> = FxHashMap::default();
        for (b, f) in later.functions.iter().enumerate() {
            let id = ids[b];
            let a = &mut self.functions[id as usize];
            a.has_body |= f.has_body;
            if let (Some(mine), Some(theirs)) = (a.home_object, f.home_object)
                && mine != name(theirs)
            {
                super::note_object(&mut self.several_objects, id, mine, name(theirs));
            }
            for &o in later.several_objects.get(&(b as FuncId)).into_iter().flatten() {
                super::note_object(&mut self.several_objects, id, name(o), name(o));
            }
            // Only a function the piece entered has objects there, and its
            // entries come after this aggregator's.
            let (named, entered) = entries.of(b);
            let mut alone = (0, 0);
            let seen = if shared.contains(id) {
                latest.entry(id).or_default()
            } else {
                &mut alone
            };
            if let Some(object) = f.object
                && named >= seen.0
            {
                a.object = Some(name(object));
                seen.0 = named;
            }
            if let Some(object) = f.home_object
                && entered >= seen.1
            {
                a.home_object = Some(name(object));
                seen.1 = entered;
            }
            self.self_costs
                .add(ids[b], later.self_costs.get(b as u32))
                .map_err(overflow)?;
        }
        self.self_total.add(later.self_total.as_ref()).map_err(overflow)?;
        self.inlined
            .extend(later.inlined.iter().map(|&(f, g)| (ids[f as usize], ids[g as usize])));

        self.lines_left_out.extend(later.lines_left_out.drain().map(&name));
        for (file, rows) in later.lines.drain() {
            let lines = self.lines.entry(name(file)).or_default();
            for (line, row) in rows {
                let costs = &mut self.line_costs;
                let to = *lines.entry(line).or_insert_with(|| costs.push());
                costs.add(to, later.line_costs.get(row)).map_err(overflow)?;
            }
        }

        // In the order the piece met them (its sites are numbered 0, 1,
        // ...): new sites are numbered on.
        let mut sites = vec![None; later.call_sites.len()];
        for (key, stat) in later.call_sites.drain() {
            if let Some(slot) = sites.get_mut(stat.seq as usize) {
                *slot = Some((key, stat));
            }
        }
        self.call_sites.reserve(sites.len());
        self.site_costs.reserve(sites.len());
        for ((caller, callee, line), stat) in sites.into_iter().flatten() {
            let seq = u32::try_from(self.call_sites.len()).unwrap_or(u32::MAX);
            let site_costs = &mut self.site_costs;
            let to = self
                .call_sites
                .entry((ids[caller as usize], ids[callee as usize], line))
                .or_insert_with(|| CallStat {
                    count: 0,
                    row: site_costs.push(),
                    seq,
                });
            to.count = to.count.checked_add(stat.count).ok_or(Refused::Overflow)?;
            site_costs
                .add(to.row, later.site_costs.get(stat.row))
                .map_err(overflow)?;
        }

        for (site, count) in later.jumps.drain() {
            let site = JumpSite {
                from_file: name(site.from_file),
                to_file: name(site.to_file),
                to_func: name(site.to_func),
                ..site
            };
            let to = self.jumps.entry(site).or_default();
            to.executed = to.executed.checked_add(count.executed).ok_or(Refused::Overflow)?;
            to.followed = to.followed.checked_add(count.followed).ok_or(Refused::Overflow)?;
        }

        self.absorb_warnings(later, line_offset);
        self.current = None;
        self.named = None;
        self.current_file = None;
        self.last_inlined = None;
        self.last_line = None;
        Ok(())
    }

    /// Whether `later` summed a piece of the same part as this one's, alike
    /// (the first part of the file, same events and options).
    fn one_part_with(&self, later: &Aggregator) -> bool {
        self.parts.is_empty()
            && later.parts.is_empty()
            && self.remap.is_none()
            && later.remap.is_none()
            && self.events == later.events
            && self.skip_calls == later.skip_calls
            && self.common == later.common
            && self.function_lines.is_none()
            && later.function_lines.is_none()
    }

    /// The first few warnings of each kind are kept: the later piece's
    /// come after this one's, as far as the limit leaves room.
    fn absorb_warnings(&mut self, later: &mut Aggregator, line_offset: u64) {
        let mut seen = self.warning_counts.clone();
        for w in later.warnings.drain(..) {
            let n = seen.entry(w.kind).or_insert(0);
            *n += 1;
            if *n <= WARNINGS_KEPT_PER_KIND {
                self.warnings.push(Warning {
                    line: w.line + line_offset,
                    ..w
                });
            }
        }
        for (kind, n) in later.warning_counts.drain() {
            *self.warning_counts.entry(kind).or_insert(0) += n;
        }
    }
}
