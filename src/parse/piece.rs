//! Parsing a piece of a file from its middle, for the split load
//! ([`crate::model::split`]): what the piece cannot know (the names
//! defined before it, the file and object current at its start, the last
//! subpositions) is either stood in for, to be resolved at the merge, or
//! makes the piece refuse, and then that part of the file is read in
//! sequence.

use super::{ParseError, Parser, Pending, Sink, TotalsLine, header};
use crate::parse::names::Space;

/// A piece of a file parsed from its middle (see [`Parser::begin_piece`]).
pub(super) struct Piece {
    /// Position columns whose last value is not known yet: a relative
    /// subposition there cannot be decoded.
    pub(super) unknown_cols: u8,
}

/// Why a piece cannot be parsed on its own (the caller then parses that
/// part of the file in sequence).
pub(super) const PIECE_DEPENDS: &str = "this piece of the file depends on what comes before it";

/// The state at the end of a piece that later lines depend on.
pub struct PieceEnd {
    pub summary: Option<TotalsLine>,
    pub totals: Option<TotalsLine>,
    /// The piece's last line was cut off (see `super::cut`).
    pub cut: bool,
}

impl<S: Sink> Parser<'_, S> {
    /// After the header lines (from the start of the file), makes what
    /// follows a piece from the middle of the file, starting at a `fn=`
    /// line: `file` and `object` stand for the file and object current
    /// there, names not defined in the piece come from the sink's
    /// [`Sink::unresolved`], and a relative subposition before an absolute
    /// one in its column, a target of a call or jump before any cost line,
    /// or a header line are refused (the piece then depends on what comes
    /// before it). `summary:`/`totals:` lines count from here on.
    pub fn begin_piece(&mut self, file: u32, object: u32, no: u64) -> Result<(), ParseError> {
        self.check_no_pending(no)
            .and_then(|()| self.start_body(no))
            .map_err(|m| ParseError::new(self.error_line.take().unwrap_or(no), m))?;
        self.header.summary = None;
        self.header.totals = None;
        self.file = file;
        self.object = object;
        self.piece = Some(Piece {
            unknown_cols: (1u8 << self.ncols.min(3)) - 1,
        });
        Ok(())
    }

    /// Ends a piece (see [`Self::begin_piece`]) after its last line: hands a
    /// jump waiting for its line to the sink, and returns the `summary:` and
    /// `totals:` lines found in the piece.
    pub fn end_piece(mut self) -> Result<PieceEnd, String> {
        if matches!(self.pending, Pending::Call(..)) {
            return Err(PIECE_DEPENDS.into());
        }
        self.check_no_pending(0)?;
        Ok(PieceEnd {
            summary: self.header.summary.take(),
            totals: self.header.totals.take(),
            cut: self.cut,
        })
    }

    /// Where a piece that starts at the next line would begin: the current
    /// file and object, when no line waits for another (a `cfi=`, `cfn=`,
    /// `jfi=`, `jfn=`, `calls=` or jump) and the body has begun. A piece
    /// parsed on its own (see [`Self::begin_piece`]) gives the same result
    /// as parsing on from here when names are resolved against
    /// [`Self::defined`]. In a piece too: the file and object may then be
    /// its placeholders, and a name it does not define needs one.
    pub fn split_point(&self) -> Option<(u32, u32)> {
        let quiet = self.in_body
            && matches!(self.pending, Pending::None)
            && self.callee_file.is_none()
            && self.jump_file.is_none()
            && self.jump_func.is_none();
        quiet.then_some((self.file, self.object))
    }

    /// Whether a name id was used without a definition: whether a later
    /// piece defines it decides the warning, so the file is then read on
    /// in sequence.
    pub fn has_undefined_names(&self) -> bool {
        !self.undefined.is_empty()
    }

    /// The name an id stands for now, if defined.
    pub fn defined(&self, space: Space, id: u64) -> Option<u32> {
        self.ids.lookup(space, id)
    }

    /// The `summary:`/`totals:` lines found after the split (in a piece),
    /// as if read here.
    pub fn take_piece_end(&mut self, end: PieceEnd) {
        if end.summary.is_some() {
            self.header.summary = end.summary;
        }
        if end.totals.is_some() {
            self.header.totals = end.totals;
        }
        self.cut |= end.cut;
    }

    pub fn sink(&mut self) -> &mut S {
        self.sink
    }

    /// In a piece, calls and jumps before the first cost line may have
    /// targets relative to positions before the piece.
    pub(super) fn check_piece_targets(&self) -> Result<(), String> {
        match &self.piece {
            Some(p) if p.unknown_cols != 0 => Err(PIECE_DEPENDS.into()),
            _ => Ok(()),
        }
    }

    /// In a piece, before every column has had an absolute subposition: a
    /// cost line's relative ones cannot be decoded, its absolute ones make
    /// their columns known.
    #[cold]
    pub(super) fn check_piece_positions(&mut self, text: &[u8]) -> Result<(), String> {
        let ncols = self.ncols;
        let Some(piece) = &mut self.piece else { return Ok(()) };
        let mut known = 0u8;
        for (col, token) in header::tokens(text).take(ncols.min(3)).enumerate() {
            let relative = matches!(token.first(), Some(b'+' | b'-' | b'*'));
            if relative && piece.unknown_cols & (1 << col) != 0 {
                return Err(PIECE_DEPENDS.into());
            }
            if !relative {
                known |= 1 << col;
            }
        }
        piece.unknown_cols &= !known;
        Ok(())
    }
}
