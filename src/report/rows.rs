//! Printing a table's rows in order: in blocks on two threads when the
//! table is big.

use std::io::{self, Write};

use crate::model::FuncId;

/// Rows formatted per block when the table is printed on two threads.
const BLOCK_ROWS: usize = 4096;

/// Rows formatted after one pass of `touch` over them (see
/// `RowPrinter::touch`).
const TOUCH_ROWS: usize = 128;

/// Prints `rows` with `write_row`, in order, each stretch of
/// [`TOUCH_ROWS`] after `touch` has gone over it.
///
/// Big tables are formatted in blocks, two at a time: one on a helper
/// thread (the aggregating thread is done by now, so its core is free),
/// then both are written out. On the 1 GB profile the table has 281,000
/// rows and 144 MB; formatting them was most of the time spent after
/// loading.
///
/// The ties are put in name order before (see `Order::order_ties`). Sorting
/// each block's ties just before printing it, on the thread that prints
/// it (the names then in the cache), made the 50 MB report 0.2% faster
/// (paired wall ratio 1.002): not worth a second way to order a table.
pub(super) fn write_rows<T, F>(out: &mut dyn Write, rows: &[FuncId], touch: T, write_row: F) -> io::Result<()>
where
    T: Fn(FuncId) + Sync,
    F: Fn(&mut Vec<u8>, FuncId) -> io::Result<()> + Sync,
{
    // Rows are written into byte buffers, not through `dyn Write`: the
    // row printer is compiled for them, and its many small writes become
    // copies (about 20 million instructions fewer for the 50 MB benchmark
    // profile's 37,000 rows).
    let format = |block: &[FuncId], mut buf: Vec<u8>| -> (io::Result<()>, Vec<u8>) {
        buf.clear();
        let written = block.chunks(TOUCH_ROWS).try_for_each(|part| {
            part.iter().for_each(|&f| touch(f));
            part.iter().try_for_each(|&f| write_row(&mut buf, f))
        });
        (written, buf)
    };
    if rows.len() <= 2 * BLOCK_ROWS {
        let (written, buf) = format(rows, Vec::new());
        written?;
        return out.write_all(&buf);
    }
    // Two buffers, reused from block to block: a new one per block grew
    // by doubling from nothing, some 25 MB of fresh memory for the 10 MB
    // table of the 50 MB benchmark profile.
    std::thread::scope(|scope| {
        let (mut mine, mut theirs) = (Vec::new(), Vec::new());
        let mut blocks = rows.chunks(BLOCK_ROWS);
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
mod tests {
    use super::*;

    fn print(rows: &[FuncId], fail_at: Option<FuncId>) -> io::Result<String> {
        let mut out = Vec::new();
        write_rows(
            &mut out,
            rows,
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

    #[test]
    fn a_failed_row_fails_the_table() {
        let rows: Vec<FuncId> = (0..(3 * BLOCK_ROWS) as FuncId).collect();
        for at in [0, BLOCK_ROWS as FuncId + 5, rows[rows.len() - 1]] {
            assert!(print(&rows, Some(at)).is_err(), "failing at row {at}");
        }
    }
}
