//! The kinds of warning a load gives: a line skipped, or a message about
//! the profile. Repeats of a kind are counted, not all printed.

use std::fmt;

/// What a warning is about. Its text ([`WarningKind::as_str`]) is what the
/// user reads; [`WarningKind::is_message`] says whether the warning's own
/// text is the whole message or the line that was skipped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WarningKind {
    /// A line the format does not have: skipped.
    UnrecognisedLine,
    /// Name ids used without a definition (`fn=(7)` with no `fn=(7) name`).
    UndefinedName,
    /// Lines of a callgrind option cgann does not read.
    DialectLines,
    /// The file ends mid-profile (cut short while written or copied).
    Incomplete,
    /// An event not recorded by every part loaded together: the `text` is
    /// the event's name, `input` and `line` the `events:` line that lacks
    /// it. Such events are dropped (the profile keeps the events common to
    /// all parts); there is one warning per event, whatever the number of
    /// parts, and they are not counted with the skipped lines.
    EventsDropped,
}

impl WarningKind {
    /// The kind as the user reads it.
    pub fn as_str(self) -> &'static str {
        match self {
            WarningKind::UnrecognisedLine => "unrecognised line",
            WarningKind::UndefinedName => "name ids used without a definition",
            WarningKind::DialectLines => "lines of a callgrind option cgann does not read",
            WarningKind::Incomplete => "incomplete profile",
            WarningKind::EventsDropped => "events not recorded by every part",
        }
    }

    /// Whether warnings of this kind carry their whole message as their
    /// text (the others quote a line that was skipped).
    pub fn is_message(self) -> bool {
        matches!(
            self,
            WarningKind::UndefinedName | WarningKind::DialectLines | WarningKind::Incomplete
        )
    }
}

impl fmt::Display for WarningKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
