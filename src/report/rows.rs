//! Printing a table's rows in order: in blocks on two threads when the
//! table is big, each block's ties put in name order just before it is
//! printed.

use std::io::{self, Write};
use std::ops::Range;

use crate::model::FuncId;

/// Rows of a table to print: those of `rows` before row `shown`, once
/// each of `runs` (of rows of equal cost, reaching into the shown rows)
/// is put in name order. Rows, runs and `shown` count from the table's
/// first row; `rows` may be a block of them, starting at row `base`.
pub(super) struct Table<'r> {
    rows: &'r mut [FuncId],
    base: usize,
    runs: &'r [Range<usize>],
    shown: usize,
}

impl<'r> Table<'r> {
    pub(super) fn new(rows: &'r mut [FuncId], runs: &'r [Range<usize>], shown: usize) -> Self {
        Table {
            rows,
            base: 0,
            runs,
            shown,
        }
    }

    /// Puts each run in name order, as far as the shown rows need, with
    /// `sort` (given a run and how many of its first rows are shown).
    fn sort_runs(&mut self, sort: impl Fn(&mut [FuncId], usize)) {
        for run in self.runs {
            sort(
                &mut self.rows[run.start - self.base..run.end - self.base],
                self.shown - run.start,
            );
        }
    }

    /// The shown rows (in order once the runs are sorted).
    fn shown_rows(&self) -> &[FuncId] {
        &self.rows[..self.shown.saturating_sub(self.base).min(self.rows.len())]
    }

    /// Cuts the table into blocks of about [`BLOCK_ROWS`] rows, each
    /// holding its runs whole (a block ends where a run does).
    fn blocks(self) -> Vec<Table<'r>> {
        let Table {
            mut rows,
            base,
            runs,
            shown,
        } = self;
        let mut blocks = Vec::new();
        let (mut start, mut k) = (base, 0);
        while !rows.is_empty() {
            let mut end = start + BLOCK_ROWS;
            let first_run = k;
            while let Some(run) = runs.get(k).filter(|run| run.start < end) {
                end = end.max(run.end);
                k += 1;
            }
            let len = (end - start).min(rows.len());
            let (block, rest) = std::mem::take(&mut rows).split_at_mut(len);
            rows = rest;
            blocks.push(Table {
                rows: block,
                base: start,
                runs: &runs[first_run..k],
                shown,
            });
            start = end;
        }
        blocks
    }
}

/// Rows formatted per block when the table is printed on two threads.
const BLOCK_ROWS: usize = 4096;

/// Whether a table of `rows` rows is printed in blocks on two threads
/// (see [`write_rows`]).
pub(super) fn printed_in_blocks(rows: usize) -> bool {
    rows > 2 * BLOCK_ROWS
}

/// Rows formatted after one pass of `touch` over them (see
/// [`RowPrinter::touch`]).
const TOUCH_ROWS: usize = 128;

/// Prints the shown rows of `table` with `write_row`, in order, each
/// stretch of [`TOUCH_ROWS`] after `touch` has gone over it, each block
/// once `sort` has put its runs in name order (see [`Table::sort_runs`]).
///
/// Big tables are formatted in blocks, two at a time: one on a helper
/// thread (the aggregating thread is done by now, so its core is free),
/// then both are written out. On the 1 GB profile the table has 281,000
/// rows and 144 MB; formatting them was most of the time spent after
/// loading.
///
/// The runs are sorted block by block, on the thread that then prints the
/// block: the names a sort reads far apart in memory are in the cache
/// when its rows are printed. Sorting every run first, then printing,
/// read them from memory twice: on the 50 MB benchmark profile (31,750 of
/// the 37,185 rows shown are tied, in 3,659 runs) the table took 20.6 ms
/// that way and 17.9 ms this way (timed inside the process, means of 12
/// runs of each in turn, on a slow spell of the machine).
pub(super) fn write_rows<S, T, F>(
    out: &mut dyn Write,
    table: Table<'_>,
    sort: S,
    touch: T,
    write_row: F,
) -> io::Result<()>
where
    S: Fn(&mut [FuncId], usize) + Sync,
    T: Fn(FuncId) + Sync,
    F: Fn(&mut Vec<u8>, FuncId) -> io::Result<()> + Sync,
{
    // Rows are written into byte buffers, not through `dyn Write`: the
    // row printer is compiled for them, and its many small writes become
    // copies (about 20 million instructions fewer for the 50 MB benchmark
    // profile's 37,000 rows).
    let format = |mut block: Table<'_>, mut buf: Vec<u8>| -> (io::Result<()>, Vec<u8>) {
        buf.clear();
        block.sort_runs(&sort);
        let written = block.shown_rows().chunks(TOUCH_ROWS).try_for_each(|part| {
            part.iter().for_each(|&f| touch(f));
            part.iter().try_for_each(|&f| write_row(&mut buf, f))
        });
        (written, buf)
    };
    if !printed_in_blocks(table.rows.len()) {
        let (written, buf) = format(table, Vec::new());
        written?;
        return out.write_all(&buf);
    }
    // Two buffers, reused from block to block: a new one per block grew
    // by doubling from nothing, some 25 MB of fresh memory for the 10 MB
    // table of the 50 MB benchmark profile.
    std::thread::scope(|scope| {
        let (mut mine, mut theirs) = (Vec::new(), Vec::new());
        let mut blocks = table.blocks().into_iter();
        while let Some(first) = blocks.next() {
            let second = blocks.next().map(|b| {
                let buf = std::mem::take(&mut theirs);
                scope.spawn(|| format(b, buf))
            });
            let (written, buf) = format(first, std::mem::take(&mut mine));
            written?;
            out.write_all(&buf)?;
            mine = buf;
            if let Some(helper) = second {
                let (written, buf) = helper.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic));
                written?;
                out.write_all(&buf)?;
                theirs = buf;
            }
        }
        Ok(())
    })
}

#[cfg(test)]
#[cfg(test)]
mod tests {
    use super::*;

    fn print(rows: &[FuncId], fail_at: Option<FuncId>) -> io::Result<String> {
        print_table(rows, &[], rows.len(), fail_at)
    }

    /// Prints `rows` with `runs` sorted in ascending order, to `shown`.
    fn print_table(
        rows: &[FuncId],
        runs: &[Range<usize>],
        shown: usize,
        fail_at: Option<FuncId>,
    ) -> io::Result<String> {
        let mut out = Vec::new();
        let mut rows = rows.to_vec();
        write_rows(
            &mut out,
            Table::new(&mut rows, runs, shown),
            |run, _| run.sort_unstable(),
            |_| {},
            |out, f| {
                if Some(f) == fail_at {
                    return Err(io::Error::other("row failed"));
                }
                writeln!(out, "{f}")
            },
        )?;
        Ok(String::from_utf8(out).expect("ASCII"))
    }

    #[test]
    fn rows_print_in_order_however_they_are_split() {
        // Small tables print directly; big ones in blocks on two threads,
        // an odd number of blocks and a short last block included.
        for n in [0, 1, BLOCK_ROWS, 2 * BLOCK_ROWS + 1, 5 * BLOCK_ROWS + 17] {
            let rows: Vec<FuncId> = (0..n as FuncId).rev().collect();
            let want: String = rows.iter().map(|f| format!("{f}\n")).collect();
            assert_eq!(print(&rows, None).unwrap(), want, "{n} rows");
        }
    }

    /// Runs are sorted whole in the block that prints them, however the
    /// blocks fall: runs across the nominal block ends, a long one, one
    /// past the last row shown.
    #[test]
    #[allow(clippy::single_range_in_vec_init)]
    fn runs_are_sorted_before_their_rows_print() {
        let b = BLOCK_ROWS;
        for (n, runs, shown) in [
            (50, vec![3..9, 20..50], 30),
            (2 * b, vec![b - 3..b + 5], 2 * b),
            (
                4 * b + 10,
                vec![10..20, b - 3..b + 5, 2 * b..3 * b + 100, 4 * b..4 * b + 10],
                4 * b + 3,
            ),
            (3 * b, vec![0..3 * b], 2 * b + 1),
        ] {
            let rows: Vec<FuncId> = (0..n as FuncId).rev().collect();
            let mut sorted = rows.clone();
            for run in &runs {
                sorted[run.clone()].sort_unstable();
            }
            let want: String = sorted[..shown].iter().map(|f| format!("{f}\n")).collect();
            assert_eq!(
                print_table(&rows, &runs, shown, None).unwrap(),
                want,
                "{n} rows, {runs:?}"
            );
        }
    }

    #[test]
    fn a_failed_row_fails_the_table() {
        let rows: Vec<FuncId> = (0..(3 * BLOCK_ROWS) as FuncId).collect();
        for at in [0, BLOCK_ROWS as FuncId + 5, rows[rows.len() - 1]] {
            assert!(print(&rows, Some(at)).is_err(), "failing at row {at}");
        }
    }
}
