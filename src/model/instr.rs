//! Instruction-level data for the machine-code annotation: per instruction
//! of the functions asked for, its cost, its source line, the calls made
//! from it and the jumps leaving it (`--dump-instr=yes`,
//! `--collect-jumps=yes`).
//!
//! Collected by a second pass over the profile with its own [`Sink`], only
//! when the annotation is asked for and only for the functions it shows:
//! the load that every report makes keeps no instruction data, so the
//! plain report's speed and memory stay as they are.

use std::collections::{BTreeMap, BTreeSet};
use std::io::Read;

use rustc_hash::{FxHashMap, FxHashSet};

use super::Names;
use super::builder::{BuildOptions, Interner};
use super::cost::{Cost, CostRef};
use crate::error::ParseError;
use crate::parse::header::{PartHeader, PosKind};
use crate::parse::names::Space;
use crate::parse::{Call, Jump, Sink};

/// A function's code in one object: every context of it (`fib`, `fib'2`,
/// `fib'main` with `--separate-callers`) runs the same instructions.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CodeKey {
    pub object: Vec<u8>,
    /// The function's name without its context suffix ([`base_name`]).
    pub name: Vec<u8>,
}

/// A call made from an instruction.
#[derive(Debug, Clone)]
pub struct InstrCall {
    /// Name ids in [`InstrProfile::names`].
    pub callee_file: u32,
    pub callee: u32,
    pub count: u64,
    /// Inclusive cost of the calls.
    pub cost: Cost,
}

/// A jump leaving an instruction (summed over the contexts).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InstrJump {
    /// Target address (0 when the profile gives none).
    pub target: u64,
    pub target_file: u32,
    pub target_func: u32,
    pub target_line: u64,
    pub executed: u64,
    pub followed: u64,
    pub conditional: bool,
}

#[derive(Debug, Clone)]
pub struct Instr {
    pub cost: Cost,
    /// (file name id, line) the profile gives for it; line 0: unknown.
    pub line: (u32, u64),
    pub calls: Vec<InstrCall>,
    pub jumps: Vec<InstrJump>,
}

/// The instructions of one function the profile recorded.
#[derive(Debug, Clone)]
pub struct Code {
    pub key: CodeKey,
    /// The context names seen (ids in [`InstrProfile::names`]), in order.
    pub contexts: BTreeSet<Vec<u8>>,
    pub instrs: BTreeMap<u64, Instr>,
}

impl Code {
    /// The sum of every instruction's cost.
    pub fn total(&self, n: usize) -> Cost {
        let mut sum = Cost::zero(n);
        for i in self.instrs.values() {
            sum.add_saturating(i.cost.as_ref());
        }
        sum
    }
}

/// What the second pass found.
pub struct InstrProfile {
    pub names: Names,
    /// Some part has `positions: instr` (or `addr`).
    pub has_addresses: bool,
    /// Some `jump=`/`jcnd=` line was read.
    pub has_jumps: bool,
    pub code: Vec<Code>,
}

/// The name of the code a context runs: `fib'2`, `fib'main'_start` and
/// `fib'2'main` are all `fib`. Callgrind appends levels and callers after
/// a `'`; a `'` inside brackets (a Rust lifetime, `<&'a str as Foo>`)
/// belongs to the name.
pub fn base_name(name: &[u8]) -> &[u8] {
    let mut depth = 0i32;
    for (i, &b) in name.iter().enumerate() {
        match b {
            b'<' | b'(' | b'[' | b'{' => depth += 1,
            b'>' | b')' | b']' | b'}' => depth -= 1,
            b'\'' if depth <= 0 && i > 0 => return &name[..i],
            _ => {}
        }
    }
    name
}

/// The second pass's sink.
struct Collector<'w> {
    interner: Interner,
    wanted: &'w [CodeKey],
    /// The profile's recorded events: each part's costs are moved onto
    /// them by name.
    events: &'w [String],
    /// For the current part: the profile's column of each of its columns.
    columns: Vec<Option<usize>>,
    instr_col: Option<usize>,
    has_addresses: bool,
    has_jumps: bool,
    code: Vec<Code>,
    /// Each function's instructions and contexts (name handles) while
    /// reading: hashed, put in order at the end (a BTreeMap lookup per cost
    /// line took 214 M instructions of the 50 MB benchmark profile's pass).
    instrs: Vec<FxHashMap<u64, Instr>>,
    contexts: Vec<FxHashSet<u32>>,
    /// (object, function) handles -> index into `wanted`/`code`.
    lookup: FxHashMap<(u32, u32), Option<usize>>,
    /// The base name ([`base_name`]) of each function name handle, as a
    /// number: contexts of one function share it.
    base_ids: FxHashMap<u32, u32>,
    bases: crate::safety::keyed::InputMap<Vec<u8>, u32>,
    object: u32,
    file: u32,
    current: Option<usize>,
    addr: u64,
    jump_target: u64,
}

impl Collector<'_> {
    fn moved(&mut self, c: CostRef<'_>) -> Cost {
        let mut out = Cost::zero(self.events.len());
        for (j, to) in self.columns.iter().enumerate() {
            if let (Some(k), Some(v)) = (*to, c.get(j)) {
                out.vals[k] = v;
                out.defined |= 1 << k;
            }
        }
        out
    }

    /// The number of `func`'s base name.
    fn base_id(&mut self, func: u32) -> u32 {
        let (names, bases) = (&self.interner.names, &mut self.bases);
        *self.base_ids.entry(func).or_insert_with(|| {
            let base = base_name(names.get(func));
            let next = bases.len() as u32;
            *bases.entry(base.to_vec()).or_insert(next)
        })
    }

    fn instr(&mut self, k: usize, line: u64) -> &mut Instr {
        let n = self.events.len();
        let file = self.file;
        self.instrs[k].entry(self.addr).or_insert_with(|| Instr {
            cost: Cost::zero(n),
            line: (file, line),
            calls: Vec::new(),
            jumps: Vec::new(),
        })
    }
}

impl Sink for Collector<'_> {
    fn intern(&mut self, space: Space, name: &[u8]) -> u32 {
        self.interner.intern(space, name)
    }

    fn begin_part(&mut self, header: &PartHeader) -> Result<(), String> {
        self.columns = header
            .events
            .iter()
            .map(|e| self.events.iter().position(|x| x == e))
            .collect();
        self.instr_col = header.positions.iter().position(|&p| p == PosKind::Instr);
        self.has_addresses |= self.instr_col.is_some();
        self.current = None;
        Ok(())
    }

    fn end_part(&mut self, _header: PartHeader) -> Result<(), String> {
        Ok(())
    }

    fn enter(&mut self, file: u32, func: u32, object: Option<u32>) {
        self.file = file;
        if let Some(object) = object {
            self.object = object;
        }
        let obj = self.object;
        let found = match self.lookup.get(&(obj, func)) {
            Some(&found) => found,
            None => {
                let name = base_name(self.interner.names.get(func));
                let object = self.interner.names.get(obj);
                let found = self.wanted.iter().position(|k| k.name == name && k.object == object);
                self.lookup.insert((obj, func), found);
                found
            }
        };
        // Without addresses there is nothing to collect per instruction
        // (a part with them may follow).
        self.current = found.filter(|_| self.instr_col.is_some());
        if let Some(k) = self.current {
            self.contexts[k].insert(func);
        }
    }

    fn cost(&mut self, line: u64, cost: CostRef<'_>) -> Result<(), String> {
        let Some(k) = self.current else { return Ok(()) };
        self.instr(k, line);
        // Added in place, column by column: the hottest functions' cost
        // lines are most of what this pass keeps.
        let i = self.instrs[k].get_mut(&self.addr).expect("made above");
        for (j, to) in self.columns.iter().enumerate() {
            if let (Some(to), Some(v)) = (*to, cost.get(j)) {
                i.cost.vals[to] = i.cost.vals[to].saturating_add(v);
                i.cost.defined |= 1 << to;
            }
        }
        Ok(())
    }

    fn call(&mut self, call: &Call, line: u64, cost: CostRef<'_>) -> Result<(), String> {
        let Some(k) = self.current else { return Ok(()) };
        let c = self.moved(cost);
        let i = self.instr(k, line);
        match i
            .calls
            .iter_mut()
            .find(|x| x.callee == call.callee_func && x.callee_file == call.callee_file)
        {
            Some(x) => {
                x.count = x.count.saturating_add(call.count);
                x.cost.add_saturating(c.as_ref());
            }
            None => i.calls.push(InstrCall {
                callee_file: call.callee_file,
                callee: call.callee_func,
                count: call.count,
                cost: c,
            }),
        }
        Ok(())
    }

    fn jump(&mut self, jump: &Jump, line: u64) -> Result<(), String> {
        self.has_jumps = true;
        let Some(k) = self.current else { return Ok(()) };
        let target = self.jump_target;
        // Jumps into another context of the same code (`f` -> `f'2`) go to
        // the same instruction: summed, named by the first context seen.
        let base = self.base_id(jump.target_func);
        self.instr(k, line);
        // The jumps kept have their target's base numbered already.
        let base_ids = &self.base_ids;
        let i = self.instrs[k].get_mut(&self.addr).expect("made above");
        let same = |x: &&mut InstrJump| {
            x.target == target
                && x.target_line == jump.target_line
                && x.target_file == jump.target_file
                && x.conditional == jump.conditional
                && base_ids.get(&x.target_func) == Some(&base)
        };
        match i.jumps.iter_mut().find(same) {
            Some(x) => {
                x.executed = x.executed.saturating_add(jump.executed);
                x.followed = x.followed.saturating_add(jump.followed);
            }
            None => i.jumps.push(InstrJump {
                target,
                target_file: jump.target_file,
                target_func: jump.target_func,
                target_line: jump.target_line,
                executed: jump.executed,
                followed: jump.followed,
                conditional: jump.conditional,
            }),
        }
        Ok(())
    }

    fn warn(&mut self, _line: u64, _kind: crate::parse::WarningKind, _text: &[u8]) {
        // The first load reported them.
    }

    fn wants_positions(&self) -> bool {
        true
    }

    fn position(&mut self, pos: &[u64]) {
        self.addr = self.instr_col.and_then(|c| pos.get(c).copied()).unwrap_or(0);
    }

    fn jump_target(&mut self, pos: &[u64]) {
        self.jump_target = self.instr_col.and_then(|c| pos.get(c).copied()).unwrap_or(0);
    }
}

/// Reads the profiles `inputs` again (in the order the first load read
/// them) and collects the instructions of the functions `wanted`.
/// `events` are the profile's recorded events; `opts` the first load's
/// (names are shortened and demangled the same way).
pub fn collect<R: Read>(
    inputs: impl IntoIterator<Item = R>,
    opts: &BuildOptions,
    wanted: &[CodeKey],
    events: &[String],
) -> Result<InstrProfile, (usize, ParseError)> {
    let mut c = Collector {
        interner: Interner::new(opts),
        wanted,
        events,
        columns: Vec::new(),
        instr_col: None,
        has_addresses: false,
        has_jumps: false,
        code: wanted
            .iter()
            .map(|k| Code {
                key: k.clone(),
                contexts: BTreeSet::new(),
                instrs: BTreeMap::new(),
            })
            .collect(),
        instrs: wanted.iter().map(|_| FxHashMap::default()).collect(),
        contexts: wanted.iter().map(|_| FxHashSet::default()).collect(),
        lookup: FxHashMap::default(),
        base_ids: FxHashMap::default(),
        bases: Default::default(),
        object: 0,
        file: 0,
        current: None,
        addr: 0,
        jump_target: 0,
    };
    for (i, input) in inputs.into_iter().enumerate() {
        // Each input starts afresh: object and function names of one do
        // not carry over to the next.
        c.lookup.clear();
        c.current = None;
        crate::parse::parse(input, &mut c).map_err(|e| (i, e))?;
    }
    for ((code, instrs), contexts) in c.code.iter_mut().zip(c.instrs).zip(c.contexts) {
        code.instrs = instrs.into_iter().collect();
        code.contexts = contexts.into_iter().map(|f| c.interner.names.get(f).to_vec()).collect();
    }
    Ok(InstrProfile {
        names: c.interner.names,
        has_addresses: c.has_addresses,
        has_jumps: c.has_jumps,
        code: c.code,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contexts_share_their_code() {
        assert_eq!(base_name(b"fib'2"), b"fib");
        assert_eq!(base_name(b"is_even'2'is_odd'main"), b"is_even");
        assert_eq!(base_name(b"PyObject_Call'_PyEval_EvalFrameDefault"), b"PyObject_Call");
        assert_eq!(
            base_name(b"<&'a str as core::fmt::Display>::fmt"),
            b"<&'a str as core::fmt::Display>::fmt"
        );
        assert_eq!(
            base_name(b"<&'a str as core::fmt::Display>::fmt'2"),
            b"<&'a str as core::fmt::Display>::fmt"
        );
        assert_eq!(base_name(b"main"), b"main");
    }

    const PROFILE: &str = "positions: instr line\nevents: Ir\nob=/bin/p\nfl=a.c\nfn=f\n0x10 3 2\n+2 * 4\njcnd=3/4 -2 *\n* * 1\n+1 4 1\ncfn=g\ncalls=2 0x40 9\n* * 50\nfn=f'2\n0x10 3 5\nfn=h\n0x30 1 7\n";

    #[test]
    fn instructions_calls_and_jumps_of_the_wanted_functions() {
        let key = CodeKey {
            object: b"/bin/p".to_vec(),
            name: b"f".to_vec(),
        };
        let got = collect([PROFILE.as_bytes()], &BuildOptions::default(), &[key], &["Ir".into()]).unwrap();
        assert!(got.has_addresses && got.has_jumps);
        let code = &got.code[0];
        let addrs: Vec<u64> = code.instrs.keys().copied().collect();
        assert_eq!(addrs, [0x10, 0x12, 0x13]);
        assert_eq!(code.instrs[&0x10].cost.get(0), Some(7), "f and f'2 summed");
        assert_eq!(code.instrs[&0x12].cost.get(0), Some(5));
        let j = &code.instrs[&0x12].jumps[0];
        assert_eq!((j.target, j.executed, j.followed, j.conditional), (0x10, 4, 3, true));
        let call = &code.instrs[&0x13].calls[0];
        assert_eq!((call.count, call.cost.get(0)), (2, Some(50)));
        assert_eq!(code.instrs[&0x13].line.1, 4);
        assert_eq!(code.total(1).get(0), Some(13));
        assert_eq!(code.contexts.len(), 2);
    }
}
