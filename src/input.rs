//! Opening and loading profiles: a path or `-` for stdin.

use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

use crate::error::LoadError;
use crate::model::Profile;
use crate::model::builder::{BuildOptions, Warnings};
use crate::model::pipeline;

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

/// Loads one profile (on two threads, see [`crate::model::pipeline`]).
pub fn load(source: &Source<'_>, opts: BuildOptions) -> Result<(Profile, Warnings), LoadError> {
    let input = source.display_name();
    let reader = source.open().map_err(|error| LoadError::Io {
        input: input.clone(),
        error,
    })?;
    pipeline::load(reader, opts).map_err(|error| LoadError::Parse { input, error })
}
