//! Machine code as typed lines (`--asm=yes`, the browser's `m`): a
//! function's instructions with their costs, the source lines they came
//! from, the calls made from them (the callee's id when the profile has
//! it) and the jumps leaving them, and the runs of instructions not run
//! that are folded away. `report::asm` finds the code (objdump) and the
//! recorded instructions and makes these lines; its text form prints
//! them, and the browser shows them and follows a call by the callee's
//! id.

use super::figure::Figure;
use crate::model::FuncId;
use crate::model::cost::CostRef;

/// One line of a function's machine code.
#[derive(Debug, Clone)]
pub enum Line<'a> {
    /// Instructions not run, folded: how many, the first and last
    /// address.
    Folded { count: usize, first: u64, last: u64 },
    /// The source line the next instructions came from: file, line, and
    /// its text when the file was found.
    From {
        file: &'a [u8],
        line: u64,
        text: Option<Vec<u8>>,
    },
    /// An instruction: its address, its recorded cost (`None`: not
    /// run), whether it is among the hottest (`>>`), and its text (empty
    /// without the object's code).
    Instr {
        addr: u64,
        cost: Option<CostRef<'a>>,
        hot: bool,
        text: &'a str,
    },
    /// Calls made from the instruction above: the callee (`None`: a
    /// function the profile has no record of, named by `name`), how
    /// often, and their cost (undecided within a recursion, as in
    /// annotated source).
    Call {
        callee: Option<FuncId>,
        name: &'a [u8],
        count: u64,
        cost: Figure<CostRef<'a>>,
    },
    /// A jump or conditional branch from the instruction above, as its
    /// line reads (`| jcnd: taken 4,181 of 8,361 (50.0%) to 115e`).
    Branch(String),
}

/// A function's machine code: notes on what could not be shown, and its
/// lines.
#[derive(Debug, Clone)]
pub struct FunctionCode<'a> {
    /// The function's name and object.
    pub name: &'a [u8],
    pub object: &'a [u8],
    /// What the reader should know (a missing object, no addresses),
    /// each with what would fix it.
    pub notes: Vec<String>,
    pub lines: Vec<Line<'a>>,
    /// Hexadecimal digits of the widest address.
    pub addr_width: usize,
}
