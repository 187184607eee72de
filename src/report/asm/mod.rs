//! Annotated machine code (`--asm=yes`): for each function the table shows,
//! its instructions with their costs, interleaved with the source lines
//! they came from, the calls made from them (`=>` lines) and the jumps
//! and conditional branches leaving them, with how often they were taken.
//!
//! The instruction data comes from a second pass over the profile
//! ([`crate::model::instr`]); the code from objdump
//! ([`super::objdump`]). `listing` puts the two together, `text` and
//! `json` print them.

mod batch;
mod json;
mod listing;
mod text;

use std::sync::Arc;

pub use json::to_json;
pub(crate) use text::{Runs, branch_text};
pub use text::{each_function, write_machine_code};

use super::Plan;
use super::listing::listing as function_listing;
use super::objdump::ObjectSearch;
use super::order::shown_functions;
use crate::model::instr::{CodeKey, InstrProfile, base_name};

/// What the machine-code annotation needs besides the profile: the
/// instructions of the shown functions and where their objects are.
#[derive(Clone)]
pub struct MachineCode {
    pub instr: Arc<InstrProfile>,
    pub search: ObjectSearch,
}

/// Where a view that asks for one function's machine code at a time (the
/// browser's `m`) reads it from: the profiles, read again as the first
/// load read them, and where the objects are.
#[derive(Debug, Clone)]
pub struct AsmSource {
    pub inputs: Vec<std::path::PathBuf>,
    pub build: crate::model::builder::BuildOptions,
    pub search: ObjectSearch,
}

impl std::fmt::Debug for MachineCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MachineCode")
            .field("functions", &self.instr.code.len())
            .finish()
    }
}

/// The code of the functions the table shows, in table order: each
/// (object, function) once, whatever the number of its contexts shown.
pub fn wanted(plan: &Plan<'_>) -> Vec<CodeKey> {
    let profile = plan.profile;
    let listing = function_listing(plan);
    let mut keys: Vec<CodeKey> = Vec::new();
    // A profile can show thousands of functions: no quadratic search.
    let mut seen = rustc_hash::FxHashSet::default();
    for f in shown_functions(plan, &listing) {
        if listing.cycle_row(f).is_some() {
            continue;
        }
        let func = &profile.functions[f as usize];
        let Some(object) = func.home_object else { continue };
        let key = CodeKey {
            object: profile.name(object).to_vec(),
            name: base_name(profile.name(func.name)).to_vec(),
        };
        if seen.insert(key.clone()) {
            keys.push(key);
        }
    }
    keys
}

pub(super) fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}
