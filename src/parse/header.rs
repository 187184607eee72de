//! Header lines (`key: value`) and what one part's header says.

use crate::cost::{Cost, MAX_EVENTS};

/// The kinds of subposition a cost line can start with (`positions:`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PosKind {
    Instr,
    Bb,
    Line,
}

/// An `event:` line: a long name and/or a derived-event formula, kept as
/// written (`event: CEst = Ir + 10 Bm : Cycle estimate`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventDef {
    pub name: String,
    pub formula: Option<String>,
    pub long_name: Option<String>,
}

/// A `summary:` or `totals:` line. `len` is the number of values written,
/// which the annotation footer needs (it only adjusts written columns).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TotalsLine {
    pub cost: Cost,
    pub len: usize,
}

/// Everything a part's header says. Values are bytes: names and commands
/// need not be UTF-8 and are printed as they are.
#[derive(Debug, Clone, Default)]
pub struct PartHeader {
    pub version: Option<Vec<u8>>,
    pub creator: Option<Vec<u8>>,
    pub pid: Option<Vec<u8>>,
    pub thread: Option<Vec<u8>>,
    pub part: Option<Vec<u8>>,
    pub cmd: Option<Vec<u8>>,
    /// `desc:` values in order (including `Option:` ones; reporters hide those).
    pub desc: Vec<Vec<u8>>,
    pub positions: Vec<PosKind>,
    pub events: Vec<String>,
    /// The line of the `events:` line (errors about the events name it).
    pub events_line: u64,
    /// Which of the inputs loaded together the part comes from (0-based).
    pub input: usize,
    pub event_defs: Vec<EventDef>,
    pub summary: Option<TotalsLine>,
    pub totals: Option<TotalsLine>,
}

impl PartHeader {
    /// Index of the `line` column among the subpositions, if any.
    pub fn line_column(&self) -> Option<usize> {
        self.positions.iter().position(|&p| p == PosKind::Line)
    }
}

/// The keys a header may hold. In the body, any of these but `summary`/
/// `totals` starts a new part (as in `--combine-dumps=yes` files).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    Version,
    Creator,
    Pid,
    Thread,
    Part,
    Cmd,
    Desc,
    Positions,
    Events,
    Event,
    Summary,
    Totals,
}

/// Recognises `key:` at the start of a line; returns the key and the value
/// with leading blanks removed (the spec allows `pid:123` and `pid: 123`).
pub fn split_header(line: &[u8]) -> Option<(Key, &[u8])> {
    // Keys are at most 9 bytes ("positions").
    let colon = line.iter().take(10).position(|&b| b == b':')?;
    let key = match &line[..colon] {
        b"version" => Key::Version,
        b"creator" => Key::Creator,
        b"pid" => Key::Pid,
        b"thread" => Key::Thread,
        b"part" => Key::Part,
        b"cmd" => Key::Cmd,
        b"desc" => Key::Desc,
        b"positions" => Key::Positions,
        b"events" => Key::Events,
        b"event" => Key::Event,
        b"summary" => Key::Summary,
        b"totals" => Key::Totals,
        _ => return None,
    };
    Some((key, trim_start(&line[colon + 1..])))
}

pub fn trim(s: &[u8]) -> &[u8] {
    let is_blank = |b: &u8| *b == b' ' || *b == b'\t';
    let start = s.iter().position(|b| !is_blank(b)).unwrap_or(s.len());
    let end = s.iter().rposition(|b| !is_blank(b)).map_or(start, |e| e + 1);
    &s[start..end]
}

pub fn tokens(s: &[u8]) -> impl Iterator<Item = &[u8]> {
    s.split(|&b| b == b' ' || b == b'\t').filter(|t| !t.is_empty())
}

pub fn parse_positions(value: &[u8]) -> Result<Vec<PosKind>, String> {
    let mut kinds = Vec::new();
    for tok in tokens(value) {
        let k = match tok {
            b"instr" | b"addr" => PosKind::Instr,
            b"bb" => PosKind::Bb,
            b"line" => PosKind::Line,
            other => {
                return Err(format!(
                    "unknown position kind '{}' in positions: (expected instr, bb, line)",
                    String::from_utf8_lossy(other)
                ));
            }
        };
        if kinds.contains(&k) {
            return Err("positions: names a kind twice".into());
        }
        kinds.push(k);
    }
    if kinds.is_empty() {
        kinds.push(PosKind::Line);
    }
    Ok(kinds)
}

pub fn parse_events(value: &[u8]) -> Result<Vec<String>, String> {
    let events: Vec<String> = tokens(value).map(|t| String::from_utf8_lossy(t).into_owned()).collect();
    if events.is_empty() {
        return Err("events: line names no events".into());
    }
    if events.len() > MAX_EVENTS {
        return Err(format!("{} events; at most {MAX_EVENTS} are supported", events.len()));
    }
    Ok(events)
}

/// The first event named more than once, if any.
pub fn repeated_event(events: &[String]) -> Option<&str> {
    events
        .iter()
        .enumerate()
        .find(|(i, e)| events[..*i].contains(e))
        .map(|(_, e)| e.as_str())
}

/// `event: NAME [= FORMULA] [: LONG NAME]`.
pub fn parse_event_def(value: &[u8]) -> Result<EventDef, String> {
    let text = String::from_utf8_lossy(value);
    let (head, long_name) = match text.split_once(':') {
        Some((h, l)) => (h, Some(l.trim().to_string())),
        None => (&*text, None),
    };
    let (name, formula) = match head.split_once('=') {
        Some((n, f)) => (n.trim(), Some(f.trim().to_string())),
        None => (head.trim(), None),
    };
    if name.is_empty() || name.contains(char::is_whitespace) {
        return Err(format!("malformed event: line '{text}'"));
    }
    Ok(EventDef {
        name: name.to_string(),
        formula,
        long_name,
    })
}

/// Leading blanks go (the spec's `Space*` after the colon); trailing ones
/// stay, as callgrind_annotate prints `desc:` values verbatim.
pub fn trim_start(s: &[u8]) -> &[u8] {
    let n = s.iter().take_while(|&&b| b == b' ' || b == b'\t').count();
    &s[n..]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_keys_and_values() {
        assert_eq!(split_header(b"pid:123"), Some((Key::Pid, &b"123"[..])));
        assert_eq!(split_header(b"cmd:  ./prog a"), Some((Key::Cmd, &b"./prog a"[..])));
        assert_eq!(split_header(b"fn=a:b"), None);
        assert_eq!(split_header(b"weird: x"), None);
    }

    #[test]
    fn event_definitions() {
        let d = parse_event_def(b"Sum = Ir + Dr").unwrap();
        assert_eq!(
            (d.name.as_str(), d.formula.as_deref(), d.long_name),
            ("Sum", Some("Ir + Dr"), None)
        );
        let d = parse_event_def(b"Ir : Instruction Fetches").unwrap();
        assert_eq!(d.long_name.as_deref(), Some("Instruction Fetches"));
        assert!(parse_event_def(b"").is_err());
    }

    #[test]
    fn positions_default_to_line() {
        assert_eq!(parse_positions(b"").unwrap(), vec![PosKind::Line]);
        assert_eq!(
            parse_positions(b"instr line").unwrap(),
            vec![PosKind::Instr, PosKind::Line]
        );
        assert!(parse_positions(b"line line").is_err());
        assert!(parse_positions(b"foo").is_err());
    }
}
