//! Error type for reading profiles: every error carries the input's name and
//! the 1-based line it was found on, so messages read
//! `callgrind.out.1:4812: unknown subposition '+x'`.

use crate::safety::terminal::stderr_text;
use std::fmt;

/// Something in the input that cannot be read correctly.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line number; 0 when the problem concerns the whole input
    /// (for example an empty file).
    pub line: u64,
    pub message: String,
}

impl ParseError {
    pub fn new(line: u64, message: impl Into<String>) -> Self {
        ParseError {
            line,
            message: message.into(),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}", self.message)
        } else {
            write!(f, "{}: {}", self.line, self.message)
        }
    }
}

impl std::error::Error for ParseError {}

/// A [`ParseError`] or an I/O error, both tied to the input's display name.
#[derive(Debug)]
pub enum LoadError {
    Parse { input: String, error: ParseError },
    Io { input: String, error: std::io::Error },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // The input's name is escaped: these messages go to stderr.
            LoadError::Parse { input, error } if error.line == 0 => {
                write!(f, "{}: {}", stderr_text(input.as_bytes()), error.message)
            }
            LoadError::Parse { input, error } => {
                write!(f, "{}:{}: {}", stderr_text(input.as_bytes()), error.line, error.message)
            }
            LoadError::Io { input, error } => write!(f, "{}: {error}", stderr_text(input.as_bytes())),
        }
    }
}

impl std::error::Error for LoadError {}
