//! Opening and loading profiles: a path or `-` for stdin.

use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

use crate::error::LoadError;
use crate::model::builder::{Builder, Warning};
use crate::parse;

/// Where a profile comes from.
pub enum Source<'a> {
    Path(&'a Path),
    Stdin,
}

impl Source<'_> {
    pub fn display_name(&self) -> String {
        match self {
            Source::Path(p) => p.to_string_lossy().into_owned(),
            Source::Stdin => "-".to_string(),
        }
    }

    fn open(&self) -> io::Result<Box<dyn Read>> {
        match self {
            Source::Path(p) => {
                let f = File::open(p)?;
                if f.metadata()?.is_dir() {
                    return Err(io::Error::new(
                        io::ErrorKind::InvalidInput,
                        "is a directory, not a profile",
                    ));
                }
                Ok(Box::new(f))
            }
            Source::Stdin => Ok(Box::new(io::stdin().lock())),
        }
    }
}

/// Lines skipped while loading: the first few of each kind, and counts.
pub type Warnings = (Vec<Warning>, Vec<(&'static str, u64)>);

/// Parses one profile into `builder`; returns the lines it skipped.
pub fn load_into(source: &Source<'_>, builder: &mut Builder) -> Result<Warnings, LoadError> {
    let input = source.display_name();
    let reader = source.open().map_err(|error| LoadError::Io {
        input: input.clone(),
        error,
    })?;
    parse::parse(reader, builder).map_err(|error| LoadError::Parse { input, error })?;
    Ok(builder.take_warnings())
}
