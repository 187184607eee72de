//! The comparison browser (`--browse --diff`) shows `--diff`'s figures:
//! for bundled pairs of real profiles (recursion levels, cycles, C++
//! names, threads), by self and by inclusive change, every row expanded,
//! each line drawn on the screen (ratatui's test backend) has the figure
//! and mark the text `--diff --tree=both` prints for the same line, in
//! the same order: signed, in percent of OLD's total, `?` for a recursive
//! call's change (not decided by the data); and the status line's change
//! is the text's PROGRAM TOTALS. A screen that drops a mark or formats a
//! figure of its own fails here. The screens are read, as a user reads
//! them.

use cgann::browse::diff::DiffBrowser;
use cgann::browse::model::ListLine;
use cgann::report::Options;
use ratatui::crossterm::event::KeyCode;

use super::{diff_browser_of, key, loaded_pair, root};

/// A line of the list: its figure as printed, and the rest (the row's
/// name; a call's arrow, other end and count).
type Line = (String, String);

/// Splits a list line at the first two blanks after its figure (a
/// figure's own blanks are single: `+1,234 (+0.16%)`); a call's arrow
/// is followed by one blank (the text indents callees by three).
fn split(line: &str) -> Line {
    let line = line.trim_start();
    let (cell, rest) = line.split_once("  ").unwrap_or((line, ""));
    let rest = rest.trim_start();
    let rest = match rest.split_at_checked(1) {
        Some((arrow @ ("<" | ">"), name)) => format!("{arrow} {}", name.trim_start()),
        _ => rest.to_string(),
    };
    (cell.to_string(), rest)
}

/// The lines of `--diff --tree=both` (rows and calls, the row's ` * `
/// left out) and the total change.
fn text_lines(dir: &std::path::Path, args: &[&str]) -> (Vec<Line>, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_cgann"))
        .args(["--diff", "--tree=both"])
        .args(args)
        .current_dir(dir)
        .output()
        .expect("run cgann");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    let total = text
        .lines()
        .find_map(|l| l.strip_suffix(" PROGRAM TOTALS"))
        .map(|l| l.trim().to_string())
        .expect("PROGRAM TOTALS");
    // A row's block (after a blank line) is its callers, the row (` * `)
    // and its callees; the browser lists the row first.
    let mut lines: Vec<Line> = Vec::new();
    let mut block_start = 0;
    for l in text
        .lines()
        .skip_while(|l| !l.ends_with("file:function"))
        .skip(2)
        .take_while(|l| !l.starts_with("Marks:"))
    {
        if l.trim().is_empty() {
            block_start = lines.len();
            continue;
        }
        let (cell, rest) = split(l);
        match rest.strip_prefix("*  ") {
            Some(name) => lines.insert(block_start, (cell, name.to_string())),
            None => lines.push((cell, rest)),
        }
    }
    (lines, total)
}

/// Opens every row's calls (Right on each row, as a user would), the
/// cursor back at the top.
pub(super) fn open_every_row(b: &mut DiffBrowser) {
    b.key(key(KeyCode::Home));
    loop {
        if matches!(b.list.lines[b.list.cursor], ListLine::Row(_)) {
            b.key(key(KeyCode::Right));
        }
        let at = b.list.cursor;
        b.key(key(KeyCode::Down));
        if b.list.cursor == at {
            break;
        }
    }
    b.key(key(KeyCode::Home));
}

/// Every row's calls opened, the whole list drawn at `width`: its lines
/// (the cursor's mark and a recursive call's ` recursive` left out) and
/// the status line.
fn screen_lines(b: &mut DiffBrowser, width: u16) -> (Vec<(Line, bool)>, String) {
    open_every_row(b);
    let height = b.list.lines.len() as u16 + 3;
    let shown = super::diff_screen(b, width, height);
    let rows: Vec<&str> = shown.lines().collect();
    // Each line, and whether it fills the screen's width (cut there).
    let lines = rows[2..rows.len() - 1]
        .iter()
        .map(|line| {
            let (cell, rest) = split(&line[1..]);
            let rest = rest.strip_suffix(" recursive").unwrap_or(&rest).to_string();
            ((cell, rest), line.chars().count() == width as usize)
        })
        .collect();
    (lines, rows[rows.len() - 1].to_string())
}

#[test]
fn diff_browser_figures_are_the_text_diffs() {
    let pairs = [
        ("golden/c_multi", "callgrind.out.O0", "callgrind.out.O2"),
        ("golden/cpp", "callgrind.out.cpp", "callgrind.out.nodemangle"),
        ("golden/threads", "callgrind.out.threads-01", "callgrind.out.threads-02"),
        ("contexts/descent", "callgrind.out.recs1", "callgrind.out.recs3"),
        ("contexts/mutual", "callgrind.out.recs500", "callgrind.out.recs2"),
    ];
    let width = 400;
    let (mut lines_checked, mut undecided) = (0, 0);
    for (dir, old_file, new_file) in pairs {
        let dir = root().join("testdata").join(dir);
        let pair = loaded_pair(&dir, old_file, new_file);
        for inclusive in [false, true] {
            let incl = format!("--inclusive={}", if inclusive { "yes" } else { "no" });
            let event = pair.0.events[0].clone();
            let show = format!("--show={event}");
            let (want, want_total) = text_lines(&dir, &[&incl, &show, old_file, new_file]);
            let opts = Options {
                inclusive,
                show: vec![event],
                ..Options::default()
            };
            let mut b = diff_browser_of(pair, (old_file, new_file), opts);
            let (got, status) = screen_lines(&mut b, width);
            let case = format!("{old_file} {new_file} {incl}");
            assert_eq!(got.len(), want.len(), "{case}: lines");
            for (k, (((cell, rest), cut), (want_cell, want_rest))) in got.iter().zip(&want).enumerate() {
                assert_eq!(cell, want_cell, "{case}: line {k}: {rest}");
                // Names past the screen's width are cut.
                assert!(
                    rest == want_rest || (*cut && want_rest.starts_with(rest.as_str())),
                    "{case}: line {k}: {rest} / {want_rest}"
                );
                undecided += usize::from(cell == "?");
            }
            assert!(
                status.contains(&format!(" | change {want_total} | ")),
                "{case}: {status} / {want_total}"
            );
            lines_checked += got.len();
        }
    }
    assert!(lines_checked > 1000, "{lines_checked} lines");
    assert!(undecided > 10, "{undecided} recursive calls");
}
