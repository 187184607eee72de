//! What the gate rules and the explain table read: for every function of
//! either profile (matched by its rewritten name, as the diff matches
//! them), OLD's and NEW's self cost, inclusive cost (exact, or the range
//! the data allows) and how often others called it; the calls between
//! functions; the totals. In every event both profiles record, so a rule
//! may gate an event the table does not show.

use rustc_hash::FxHashMap;

use super::names::{Keys, Naming, function_key};
use crate::model::Profile;
use crate::report::listing::function_recursion;
use crate::report::{Options, Plan, ReportError};

/// A figure the data decides exactly (`lo == hi`), or the range it allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Range {
    pub lo: i128,
    pub hi: i128,
}

impl Range {
    pub fn exact(v: i128) -> Range {
        Range { lo: v, hi: v }
    }

    pub fn is_exact(&self) -> bool {
        self.lo == self.hi
    }

    /// The sum of two figures: exact when both are.
    pub fn plus(self, o: Range) -> Range {
        Range {
            lo: self.lo + o.lo,
            hi: self.hi + o.hi,
        }
    }

    /// NEW minus OLD: the range of the change.
    pub fn minus(self, old: Range) -> Range {
        Range {
            lo: self.lo - old.hi,
            hi: self.hi - old.lo,
        }
    }
}

/// One function's figures in OLD (`[0]`) and NEW (`[1]`), per event.
#[derive(Debug, Clone)]
pub struct Function {
    /// Whether each profile has the function (with code, or called).
    pub present: [bool; 2],
    pub self_cost: [Vec<i128>; 2],
    /// Inclusive cost (recursion counted once): exact, or a range where
    /// the records do not decide it (see docs/inclusive.md).
    pub inclusive: [Vec<Range>; 2],
    /// How often other functions called it.
    pub called: [i128; 2],
    /// Its object as recorded (NEW's, else OLD's), for `object:` rules.
    pub object: Option<Vec<u8>>,
}

/// The calls from one function to another, summed over call sites.
#[derive(Debug, Clone)]
pub struct Calls {
    pub count: [i128; 2],
    /// Their inclusive cost per event.
    pub cost: [Vec<i128>; 2],
    /// Recursive in either profile: the cost is part of an outer call's
    /// and no figure of its own.
    pub recursive: bool,
}

/// Both profiles' figures, by function key.
pub struct Figures<'a> {
    /// The events both profiles record, in OLD's order.
    pub events: Vec<String>,
    pub(super) keys: Keys<'a>,
    /// By key number.
    pub functions: Vec<Function>,
    /// By (caller, callee) key numbers.
    pub calls: FxHashMap<(u32, u32), Calls>,
    /// OLD's and NEW's totals per event (the recorded ones where given).
    pub totals: [Vec<i128>; 2],
}

impl Figures<'_> {
    /// A function's file and function names as matched (rewritten).
    pub fn recorded_name(&self, id: u32) -> (&[u8], &[u8]) {
        let (f, g) = self.keys.get(id);
        (f, g)
    }

    /// A function's names as printed (the file shortened by the current
    /// directory).
    pub fn name(&self, id: u32) -> (&[u8], &[u8]) {
        self.keys.shown(id)
    }

    pub fn event(&self, name: &str) -> Option<usize> {
        self.events.iter().position(|e| e == name)
    }
}

/// Both profiles' figures (`inclusive`: also inclusive costs, which take
/// a pass over each call graph).
pub fn figures<'a>(
    old: &'a Profile,
    new: &'a Profile,
    naming: Naming<'a>,
    inclusive: bool,
) -> Result<Figures<'a>, ReportError> {
    let events: Vec<String> = old.events.iter().filter(|e| new.events.contains(e)).cloned().collect();
    if events.is_empty() {
        return Err(ReportError::Options("the two profiles have no event in common".into()));
    }
    let width = events.len();
    let mut keys = Keys {
        strip_prefix: naming.strip_prefix,
        ..Keys::default()
    };
    let mut functions: Vec<Function> = Vec::new();
    let mut calls: FxHashMap<(u32, u32), Calls> = FxHashMap::default();
    let mut totals: [Vec<i128>; 2] = [Vec::new(), Vec::new()];
    let opts = Options {
        inclusive: true,
        ..Options::default()
    };
    for (s, p) in [old, new].into_iter().enumerate() {
        let cols: Vec<usize> = events
            .iter()
            .map(|e| p.events.iter().rposition(|x| x == e).expect("common event"))
            .collect();
        let values = |c: crate::model::cost::CostRef<'_>| -> Vec<i128> {
            cols.iter().map(|&i| c.get(i).map_or(0, i128::from)).collect()
        };
        let total = p
            .recorded_total()
            .map(|t| t.cost)
            .unwrap_or_else(|| p.calculated_total().clone());
        totals[s] = values(total.as_ref());
        let recursion = if inclusive {
            let plan = Plan::new(p, &opts)?;
            Some(function_recursion(&plan))
        } else {
            None
        };
        let ids: Vec<u32> = (0..p.functions.len() as u32)
            .map(|f| keys.id(function_key(p, f, &naming)))
            .collect();
        let mut is_callee = vec![false; p.functions.len()];
        for &(_, callee) in p.calls().keys() {
            is_callee[callee as usize] = true;
        }
        for (f, func) in p.functions.iter().enumerate() {
            if !func.has_body && !is_callee[f] {
                continue;
            }
            let id = ids[f] as usize;
            if functions.len() <= id {
                functions.resize_with(id + 1, || Function {
                    present: [false; 2],
                    self_cost: [vec![0; width], vec![0; width]],
                    inclusive: [vec![Range::default(); width], vec![Range::default(); width]],
                    called: [0; 2],
                    object: None,
                });
            }
            let entry = &mut functions[id];
            // Several functions of one profile can share a key (names the
            // rewrites make equal): their inclusive costs may overlap, so
            // the sum is only an upper bound, and the largest lower bound
            // is a lower one.
            let shared = entry.present[s];
            entry.present[s] = true;
            for (acc, v) in entry.self_cost[s].iter_mut().zip(values(p.self_cost(f as u32))) {
                *acc += v;
            }
            if let Some(r) = &recursion {
                let (hi, lo) = (values(r.cost(f as u32)), values(r.lower(f as u32)));
                for (k, acc) in entry.inclusive[s].iter_mut().enumerate() {
                    *acc = if shared {
                        Range {
                            lo: acc.lo.max(lo[k]),
                            hi: acc.hi + hi[k],
                        }
                    } else {
                        Range { lo: lo[k], hi: hi[k] }
                    };
                }
            }
            if let Some(o) = func.home_object.or(func.object) {
                entry.object = Some(p.name(o).to_vec());
            }
        }
        let exactness = crate::analysis::function_call_exactness(p);
        for (&(caller, callee), call) in p.calls() {
            let (a, b) = (ids[caller as usize], ids[callee as usize]);
            let e = calls.entry((a, b)).or_insert_with(|| Calls {
                count: [0; 2],
                cost: [vec![0; width], vec![0; width]],
                recursive: false,
            });
            e.count[s] += i128::from(call.count);
            e.recursive |= exactness.hides_call(caller, callee) || a == b;
            for (acc, v) in e.cost[s].iter_mut().zip(values(p.call_cost(call))) {
                *acc += v;
            }
            if a != b
                && let Some(target) = functions.get_mut(b as usize)
            {
                target.called[s] += i128::from(call.count);
            }
        }
    }
    // Functions known only as callers' targets before their own entry was
    // made (ids past the table) have no figures: pad the table.
    let n = keys.keys.len();
    if functions.len() < n {
        functions.resize_with(n, || Function {
            present: [false; 2],
            self_cost: [vec![0; width], vec![0; width]],
            inclusive: [vec![Range::default(); width], vec![Range::default(); width]],
            called: [0; 2],
            object: None,
        });
    }
    Ok(Figures {
        events,
        keys,
        functions,
        calls,
        totals,
    })
}
