//! The source (`a`) and machine-code (`m`) views' lines: the view
//! layer's typed lines ([`crate::view::source`], [`crate::view::asm`])
//! for one function's file or code, each costed line with its figure and
//! each call line with the callee's id. The browser draws them
//! ([`super::view`]) and follows a call by its id, never by reading text.

use std::path::PathBuf;

use super::figures::{Figures, resolve};
use crate::model::FuncId;
use crate::model::cost::{Cost, CostRef};
use crate::report::format::widths;
use crate::view::Figure;
use crate::view::source::{Line, annotate, find_source, source_dirs};

/// A line of the source or machine-code view.
#[derive(Clone, Debug)]
pub enum TextLine {
    /// Shown as is: a gap between context windows (`-- line 8 ----`),
    /// a heading, a note.
    Note(String),
    /// A source line: its number, its cost (`None`: none recorded), its
    /// text.
    Source {
        number: u64,
        cost: Option<Cost>,
        text: String,
    },
    /// Calls made from the line or instruction above: the callee (`None`:
    /// a function the profile has no record of), its name as the report
    /// prints it, how often, and their cost (undecided within a
    /// recursion).
    Call {
        callee: Option<FuncId>,
        name: String,
        count: u64,
        cost: Figure<Cost>,
    },
    /// A jump or branch from the line or instruction above, as the report
    /// prints it.
    Branch(String),
    /// Machine code: where the next instructions came from (file, line,
    /// and its text when the file is found).
    From(String),
    /// Machine code: an instruction, its cost, whether it is among the
    /// hottest (`>>`), its address and text.
    Instr {
        addr: u64,
        cost: Option<Cost>,
        hot: bool,
        text: String,
    },
}

impl TextLine {
    /// The source line number shown beside the line.
    pub fn number(&self) -> Option<u64> {
        match self {
            TextLine::Source { number, .. } => Some(*number),
            _ => None,
        }
    }

    /// The call a `=>` line stands for: callee and cost.
    pub fn call(&self) -> Option<(Option<FuncId>, &Figure<Cost>)> {
        match self {
            TextLine::Call { callee, cost, .. } => Some((*callee, cost)),
            _ => None,
        }
    }
}

/// The annotated source of a file or the machine code of a function, or
/// why there is none.
pub struct SourceText {
    pub title: String,
    /// The event shown, and the columns' widths (as the report's, for all
    /// events) and totals (percentages are of these).
    pub event: usize,
    pub widths: Vec<usize>,
    pub totals: Cost,
    /// Room for the hexadecimal addresses of machine code.
    pub addr_width: usize,
    /// Cells show percentages (`--show-percs`, as the widths allow for).
    pub percents: bool,
    pub lines: Vec<TextLine>,
    /// When the file was not found: where it was looked for and how to
    /// point cgann at it.
    pub missing: Option<String>,
}

impl SourceText {
    pub(super) fn missing(title: String, why: String) -> SourceText {
        SourceText {
            title,
            event: 0,
            widths: Vec::new(),
            totals: Cost::zero(0),
            addr_width: 0,
            percents: true,
            lines: Vec::new(),
            missing: Some(why),
        }
    }
}

impl Figures<'_> {
    /// The source file of `f` annotated as the text report annotates a
    /// file named on its command line (same figures, `=>` call lines and
    /// context windows), for the event `event`.
    pub fn source(&self, f: FuncId, event: usize) -> SourceText {
        let file = self.file_name(f);
        let title = String::from_utf8_lossy(file).into_owned();
        let missing = |why: String| SourceText::missing(title.clone(), why);
        if file == crate::parse::UNKNOWN || file.is_empty() {
            return missing("the profile names no source file for this function".into());
        }
        let has_lines = self
            .profile
            .names
            .find(file)
            .is_some_and(|id| self.profile.lines.contains_key(&id));
        if !has_lines {
            return missing(format!("no line costs were recorded for {title}"));
        }
        if find_source(file, &self.base.include_dirs, &self.base.source_roots).is_none() {
            return missing(where_looked(file, &self.base.include_dirs, &self.base.source_roots));
        }
        let Ok(resolved) = resolve(self.profile, self.query(event, false)) else {
            return missing("the options do not fit the profile".into());
        };
        let mut query = self.base.source_query();
        query.auto = false;
        query.user_files = vec![title.clone()];
        let annotation = annotate(&resolved, &query, &[], self.sites.as_ref(), None);
        let Some(annotated) = annotation.files.into_iter().next() else {
            return missing(format!("{title} could not be read"));
        };
        let Some(body) = annotated.body else {
            return missing(format!("no information has been collected for {title}"));
        };
        let mut lines = Vec::with_capacity(body.lines.len() + 2);
        if body.newer {
            lines.push(TextLine::Note(format!(
                "Note: {title} is more recent than the profile: the annotations may not be correct."
            )));
        }
        let owned = |c: CostRef<'_>| Cost::from_ref(c);
        for line in body.lines {
            lines.push(match line {
                Line::Gap(at) => TextLine::Note(format!("-- line {at} ----------------------------------------")),
                Line::Source { number, cost, text } => TextLine::Source {
                    number,
                    cost: cost.map(owned),
                    text: String::from_utf8_lossy(without_newline(&text)).into_owned(),
                },
                Line::Call { callee, count, cost } => TextLine::Call {
                    callee: Some(callee),
                    name: String::from_utf8_lossy(&resolved.full_name(callee)).into_owned(),
                    count,
                    cost: cost.map(owned),
                },
                Line::Branch(b) => TextLine::Branch(crate::report::annotate::branch_line(&b)),
                Line::Bogus { number, cost } => TextLine::Source {
                    number,
                    cost: Some(owned(cost)),
                    text: format!("<bogus line {number}>"),
                },
                Line::PastEnd { newer } => TextLine::Note(format!(
                    "Note: costs were recorded for lines past the end of {title}{}",
                    if newer {
                        ": it has changed since the profile was made"
                    } else {
                        ""
                    }
                )),
            });
        }
        if let Some(cost) = body.unidentified {
            lines.push(TextLine::Note(String::new()));
            lines.push(TextLine::Source {
                number: 0,
                cost: Some(owned(cost)),
                text: format!("<counts for unidentified lines in {title}>"),
            });
        }
        SourceText {
            title,
            event,
            widths: widths(&self.profile.events, body.costs.iter().copied(), self.base.show_percs),
            totals: resolved.totals.clone(),
            addr_width: 0,
            percents: self.base.show_percs,
            lines,
            missing: None,
        }
    }

    /// A line of `f`'s to jump to in its annotated source: the first line
    /// it calls from, else the costliest line of its file.
    pub fn function_line(&self, f: FuncId, event: usize) -> Option<u64> {
        let profile = self.profile;
        let own = |&&(caller, _, line): &&(FuncId, FuncId, u64)| caller == f && line > 0;
        let from_calls = match &self.sites {
            Some(index) => self
                .file_id(f)
                .and_then(|file| index.sites_of_file(file).iter().filter(own).map(|k| k.2).min()),
            None => profile.call_sites.keys().filter(own).map(|k| k.2).min(),
        };
        from_calls.or_else(|| {
            let file = profile.names.find(self.file_name(f))?;
            let lines = profile.lines.get(&file)?;
            lines
                .iter()
                .max_by_key(|&(&line, &row)| {
                    (
                        profile.line_costs.get(row).get(event).unwrap_or(0),
                        std::cmp::Reverse(line),
                    )
                })
                .map(|(&line, _)| line)
        })
    }
}

/// Why a source file was not shown: every place it was looked for, and
/// how to point cgann at it.
fn where_looked(file: &[u8], include_dirs: &[String], roots: &[PathBuf]) -> String {
    let name = String::from_utf8_lossy(file);
    let places: Vec<String> = source_dirs(include_dirs)
        .map(|d| format!("{}{name}", String::from_utf8_lossy(d)))
        .collect();
    let mut text = format!("source file not found; looked for: {}.", places.join(", "));
    if !roots.is_empty() {
        let roots: Vec<String> = roots.iter().map(|r| r.display().to_string()).collect();
        text.push_str(&format!(
            " Only files under --source-root {} are read.",
            roots.join(", ")
        ));
    }
    text.push_str(" Name the directory the program was built in with -I DIR (repeatable), e.g. cgann --browse -I ~/src/project PROFILE.");
    text
}

impl Figures<'_> {
    /// `f`'s machine code as `--asm=yes` shows it (for the event
    /// `event`): its instructions read from the profile again, its code
    /// from the object with objdump, as the view's typed lines.
    pub fn machine_code(&self, f: FuncId, event: usize) -> SourceText {
        use crate::model::instr::{CodeKey, base_name, collect};
        let func = &self.profile.functions[f as usize];
        let Some(object) = func.home_object.map(|o| self.profile.name(o).to_vec()) else {
            return SourceText::missing(
                "machine code".into(),
                "the profile names no object for this function".into(),
            );
        };
        let title = format!("machine code in {}", String::from_utf8_lossy(&object));
        let missing = |why: String| SourceText::missing(title.clone(), why);
        let Some(source) = &self.base.asm_source else {
            return missing("the browser was started without its profiles' file names".into());
        };
        if source.inputs.is_empty() {
            return missing("the profile was read from standard input: name the file".into());
        }
        let key = CodeKey {
            object,
            name: base_name(self.profile.name(func.name)).to_vec(),
        };
        let mut readers = Vec::new();
        for path in &source.inputs {
            match crate::input::open(&crate::input::Source::Path(path), false) {
                Ok(r) => readers.push(r),
                Err(e) => return missing(format!("{}: {e}", path.display())),
            }
        }
        let events = &self.profile.events[..self.profile.recorded];
        let instr = match collect(readers, &source.build, std::slice::from_ref(&key), events) {
            Ok(i) => i,
            Err((i, e)) => return missing(format!("{}:{e}", source.inputs[i].display())),
        };
        let mc = crate::report::asm::MachineCode {
            instr: std::sync::Arc::new(instr),
            search: source.search.clone(),
        };
        let query = crate::view::Query {
            show: vec![self.profile.events[event].clone()],
            ..self.query(event, false)
        };
        let Ok(resolved) = resolve(self.profile, query) else {
            return missing("the options do not fit the profile".into());
        };
        let totals = resolved.totals.clone();
        let plan = crate::report::Plan::of(resolved, self.base);
        let mut text = SourceText {
            title: title.clone(),
            event,
            widths: Vec::new(),
            totals,
            addr_width: 1,
            percents: self.base.show_percs,
            lines: Vec::new(),
            missing: None,
        };
        crate::report::asm::each_function(&plan, &mc, |code, widths| {
            if !code.name.is_empty() {
                let name = String::from_utf8_lossy(code.name);
                text.lines.push(TextLine::Note(format!("-- Machine code: {name}")));
            }
            text.lines
                .extend(code.notes.iter().map(|n| TextLine::Note(format!("Note: {n}"))));
            text.lines.extend(code.lines.iter().map(|line| code_line(&plan, line)));
            if text.widths.is_empty() {
                text.widths = widths.to_vec();
            }
            text.addr_width = text.addr_width.max(code.addr_width);
        });
        if text.lines.is_empty() {
            return missing("no instruction of it is in the profile".into());
        }
        text
    }
}

/// A line of machine code as the browser keeps it.
fn code_line(plan: &crate::report::Plan<'_>, line: &crate::view::asm::Line<'_>) -> TextLine {
    use crate::view::asm::Line as Code;
    let lossy = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    match line {
        Code::Folded { count, first, last } => TextLine::Note(match count {
            1 => format!("-- 1 instruction not run ({first:x}) ----"),
            n => format!("-- {n} instructions not run ({first:x}-{last:x}) ----"),
        }),
        Code::From { file, line, text } => TextLine::From(match text {
            Some(t) => format!("{}:{line}  {}", lossy(file), lossy(t.trim_ascii())),
            None => format!("{}:{line}", lossy(file)),
        }),
        Code::Instr { addr, cost, hot, text } => TextLine::Instr {
            addr: *addr,
            cost: cost.map(Cost::from_ref),
            hot: *hot,
            text: text.to_string(),
        },
        Code::Call {
            callee,
            name,
            count,
            cost,
        } => TextLine::Call {
            callee: *callee,
            name: match callee {
                Some(g) => lossy(&plan.full_name(*g)),
                None => lossy(name),
            },
            count: *count,
            cost: cost.to_owned(),
        },
        Code::Branch(text) => TextLine::Branch(text.clone()),
    }
}

/// A line's text without its line end (`\n` or `\r\n`).
fn without_newline(text: &[u8]) -> &[u8] {
    let text = text.strip_suffix(b"\n").unwrap_or(text);
    text.strip_suffix(b"\r").unwrap_or(text)
}
