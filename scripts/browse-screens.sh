#!/usr/bin/env bash
# Stored screens of the terminal browser (tests/browse.rs): each view drawn
# at a fixed size from bundled real profiles into ratatui's test backend.
#
# Usage (from anywhere):
#   scripts/browse-screens.sh           redraw testdata/browse/screens/*.txt
#   scripts/browse-screens.sh --check   compare only (what `cargo test` does)
#
# After a deliberate change of the browser's look, redraw and review the
# diff (git diff testdata/browse/screens) before committing it.
set -euo pipefail
cd "$(dirname "$0")/.."
# The whole test binary: screens are stored by the screens_* tests and by
# others (the diff view's, diff_rows_are_the_diff_reports).
if [ "${1-}" = --check ]; then
    exec cargo test --locked --test browse
fi
CGANN_UPDATE_SCREENS=1 cargo test --locked --test browse
git status --short testdata/browse/screens
