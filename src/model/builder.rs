//! The aggregator: a [`Sink`] that sums parsed lines into a [`Profile`].

use rustc_hash::FxHashMap;

use super::cost::{Cost, CostRef};
use super::{CallCost, FuncId, Function, JumpCount, JumpSite, Names, Profile};
use crate::parse::header::PartHeader;
use crate::parse::names::Space;
use crate::parse::{Call, Jump, Sink};

const OVERFLOW: &str = "a sum of costs goes past 2^64-1";

/// Builds a [`Profile`] from one or more parsed inputs.
pub struct Builder {
    names: Names,
    /// File names starting with this (the current directory + `/`) are kept
    /// without it, as callgrind_annotate shows them.
    strip_prefix: Option<Vec<u8>>,
    functions: Vec<Function>,
    func_index: FxHashMap<(u32, u32), FuncId>,
    lines: FxHashMap<u32, FxHashMap<u64, Cost>>,
    calls: FxHashMap<(FuncId, FuncId), CallCost>,
    call_sites: FxHashMap<(FuncId, FuncId, u64), CallCost>,
    first_caller: FxHashMap<(u32, u64), FuncId>,
    jumps: FxHashMap<JumpSite, JumpCount>,
    parts: Vec<PartHeader>,
    events: Vec<String>,
    self_total: Cost,
    current: Option<FuncId>,
    /// Lines of the current file, taken out of `lines` while it is current
    /// so a cost line costs one hash lookup.
    current_lines: Option<(u32, FxHashMap<u64, Cost>)>,
    warnings: Vec<Warning>,
}

/// A skipped line, for the caller to report.
#[derive(Debug, Clone)]
pub struct Warning {
    pub line: u64,
    pub kind: &'static str,
    pub text: Vec<u8>,
}

impl Builder {
    pub fn new(strip_prefix: Option<Vec<u8>>) -> Self {
        Builder {
            names: Names::default(),
            strip_prefix,
            functions: Vec::new(),
            func_index: FxHashMap::default(),
            lines: FxHashMap::default(),
            calls: FxHashMap::default(),
            call_sites: FxHashMap::default(),
            first_caller: FxHashMap::default(),
            jumps: FxHashMap::default(),
            parts: Vec::new(),
            events: Vec::new(),
            self_total: Cost::default(),
            current: None,
            current_lines: None,
            warnings: Vec::new(),
        }
    }

    /// Warnings collected since the last call.
    pub fn take_warnings(&mut self) -> Vec<Warning> {
        std::mem::take(&mut self.warnings)
    }

    pub fn finish(mut self) -> Profile {
        self.park_lines();
        let event_defs = self
            .parts
            .first()
            .map(|p| p.event_defs.clone())
            .unwrap_or_default();
        Profile {
            parts: self.parts,
            events: self.events,
            event_defs,
            names: self.names,
            functions: self.functions,
            lines: self.lines,
            calls: self.calls,
            call_sites: self.call_sites,
            first_caller: self.first_caller,
            jumps: self.jumps,
            self_total: self.self_total,
        }
    }

    fn function(&mut self, file: u32, name: u32) -> FuncId {
        let next = self.functions.len() as FuncId;
        let n = self.events.len();
        *self.func_index.entry((file, name)).or_insert_with(|| {
            self.functions.push(Function {
                file,
                name,
                object: None,
                self_cost: Cost::zero(n),
                has_body: false,
            });
            next
        })
    }

    fn park_lines(&mut self) {
        if let Some((file, map)) = self.current_lines.take() {
            self.lines.insert(file, map);
        }
    }

    fn switch_file(&mut self, file: u32) {
        if self.current_lines.as_ref().is_some_and(|(f, _)| *f == file) {
            return;
        }
        self.park_lines();
        let map = self.lines.remove(&file).unwrap_or_default();
        self.current_lines = Some((file, map));
    }
}

fn add_call(map_entry: &mut CallCost, count: u64, cost: CostRef<'_>) -> Result<(), String> {
    map_entry.count = map_entry
        .count
        .checked_add(count)
        .ok_or("a sum of call counts goes past 2^64-1")?;
    map_entry.cost.add(cost).map_err(|_| OVERFLOW.to_string())
}

impl Sink for Builder {
    fn intern(&mut self, space: Space, name: &[u8]) -> u32 {
        if space == Space::File
            && let Some(prefix) = &self.strip_prefix
            && let Some(rest) = name.strip_prefix(prefix.as_slice())
            && !rest.is_empty()
        {
            return self.names.intern(rest);
        }
        self.names.intern(name)
    }

    fn begin_part(&mut self, header: &PartHeader) -> Result<(), String> {
        if self.parts.is_empty() && self.events.is_empty() {
            self.events = header.events.clone();
            self.self_total = Cost::zero(self.events.len());
        } else if header.events != self.events {
            return Err(format!(
                "events: {} differ from the first part's ({})",
                header.events.join(" "),
                self.events.join(" ")
            ));
        }
        self.current = None;
        Ok(())
    }

    fn end_part(&mut self, header: PartHeader) -> Result<(), String> {
        self.parts.push(header);
        self.current = None;
        Ok(())
    }

    fn enter(&mut self, file: u32, func: u32, object: Option<u32>) {
        let id = self.function(file, func);
        if object.is_some() {
            self.functions[id as usize].object = object;
        }
        self.current = Some(id);
        self.switch_file(file);
    }

    #[inline]
    fn cost(&mut self, line: u64, cost: CostRef<'_>) -> Result<(), String> {
        let id = self
            .current
            .expect("parser enters a function before cost lines");
        let f = &mut self.functions[id as usize];
        f.has_body = true;
        f.self_cost.add(cost).map_err(|_| OVERFLOW.to_string())?;
        self.self_total
            .add(cost)
            .map_err(|_| OVERFLOW.to_string())?;
        let n = self.events.len();
        let (_, lines) = self
            .current_lines
            .as_mut()
            .expect("entered function has a file");
        lines
            .entry(line)
            .or_insert_with(|| Cost::zero(n))
            .add(cost)
            .map_err(|_| OVERFLOW.to_string())
    }

    fn call(&mut self, call: &Call, line: u64, cost: CostRef<'_>) -> Result<(), String> {
        let caller = self.current.expect("parser enters a function before calls");
        self.functions[caller as usize].has_body = true;
        let callee = self.function(call.callee_file, call.callee_func);
        let file = self.functions[caller as usize].file;
        self.first_caller.entry((file, line)).or_insert(caller);
        let n = self.events.len();
        let fresh = || CallCost {
            count: 0,
            cost: Cost::zero(n),
        };
        add_call(
            self.calls.entry((caller, callee)).or_insert_with(fresh),
            call.count,
            cost,
        )?;
        add_call(
            self.call_sites
                .entry((caller, callee, line))
                .or_insert_with(fresh),
            call.count,
            cost,
        )
    }

    fn jump(&mut self, jump: &Jump, line: u64) -> Result<(), String> {
        let from_file = self.current_lines.as_ref().map_or(0, |(f, _)| *f);
        let site = JumpSite {
            from_file,
            from_line: line,
            to_file: jump.target_file,
            to_func: jump.target_func,
            to_line: jump.target_line,
            conditional: jump.conditional,
        };
        let e = self.jumps.entry(site).or_default();
        let sum = |a: u64, b: u64| {
            a.checked_add(b)
                .ok_or_else(|| "a sum of jump counts goes past 2^64-1".to_string())
        };
        e.executed = sum(e.executed, jump.executed)?;
        e.followed = sum(e.followed, jump.followed)?;
        Ok(())
    }

    fn warn(&mut self, line: u64, kind: &'static str, text: &[u8]) {
        self.warnings.push(Warning {
            line,
            kind,
            text: text.to_vec(),
        });
    }
}
