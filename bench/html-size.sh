#!/usr/bin/env bash
# The HTML page of a big profile stays under its cap, and opens.
#
#   bench/html-size.sh [PROFILE] [--cap MB] [--no-browser]
#
# PROFILE defaults to $CGANN_BENCH_DIR/callgrind.out.50m (made by
# ../shared/conformance/bigprof.sh 50m when missing; about 30 s of
# valgrind). The script builds the release binary, writes
# `cgann --format=html [--html-cap=MB] PROFILE` to a temporary file and
# reports:
#
#   - the time and peak memory of writing the page (GNU time);
#   - the page's size against the cap (default cap: 20 MB, cgann's
#     default), whether its data is compressed, and the note saying what
#     was left out, if anything;
#   - with Chromium (unless --no-browser): the wall time of opening the
#     page from file:// (open only; open and a walk through the page's
#     test hook: sort by self cost, filter, expand a row, open a function,
#     back; open, draw the flame graph and click a frame), each minus the
#     time of the same Chromium start on an empty page. Run on a quiet
#     machine; the numbers go to bench/README.md.
#
# Exit status: 1 when the page is larger than the cap or the walk fails.
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BIG=${CGANN_BENCH_DIR:-/tmp/cgann-big}
profile="" cap="" browser=yes
while [ $# -gt 0 ]; do
    case "$1" in
        --cap) cap=$2; shift 2 ;;
        --no-browser) browser=no; shift ;;
        -h|--help) sed -n '2,22p' "$0"; exit 0 ;;
        *) profile=$1; shift ;;
    esac
done
if [ -z "$profile" ]; then
    profile=$BIG/callgrind.out.50m
    if [ ! -f "$profile" ]; then
        maker=$REPO/../shared/conformance/bigprof.sh
        [ -x "$maker" ] || { echo "no $profile and no $maker to make it" >&2; exit 1; }
        CGANN_BIG_DIR=$BIG "$maker" 50m
    fi
fi
# CGANN_BIN: a binary to measure instead of building this checkout's.
if [ -n "${CGANN_BIN:-}" ]; then
    cgann=$CGANN_BIN
else
    cargo build --release --quiet --manifest-path "$REPO/Cargo.toml"
    cgann=$REPO/target/release/cgann
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
page=$tmp/report.html

cap_args=()
[ -n "$cap" ] && cap_args=(--html-cap="$cap")
cap_bytes=$(awk -v mb="${cap:-20}" 'BEGIN { printf "%d", mb * 1000000 }')
/usr/bin/time -f '%e %M' -o "$tmp/time" "$cgann" --format=html "${cap_args[@]}" "$profile" > "$page"
read -r seconds kb < "$tmp/time"
size=$(stat -c %s "$page")
echo "profile:  $profile ($(stat -c %s "$profile") bytes)"
echo "written:  ${seconds} s, peak RSS $((kb / 1024)) MB"
echo "page:     $size bytes (cap $cap_bytes)"
if grep -q 'data-encoding="gzip-base64"' "$page"; then echo "data:     gzip + base64"; else echo "data:     plain JSON"; fi
note=$(grep -o 'Only the first [0-9]* of [0-9]* functions[^<]*' "$page" | head -1 || true)
echo "cut:      ${note:-nothing left out}"
status=0
if [ "$size" -gt "$cap_bytes" ]; then
    echo "FAIL: the page is larger than its cap"
    status=1
fi

if [ "$browser" = yes ] && command -v chromium > /dev/null; then
    # Three walks, each from a fresh Chromium: open only (the first paint,
    # the data read and the table drawn), open + table clicks, open + the
    # flame graph drawn and a frame clicked (zoomed).
    open_steps='[["snap","rows","#count"]]'
    walk_steps='[["click","th[data-key=\"self:0\"] button"],["type","#filter","main"],["click","#functions tbody tr[data-row] button.expand"],["click","#functions tbody tr[data-row] th a"],["back"],["snap","rows","#count"]]'
    flame_steps='[["click","nav a[href=\"#flame\"]"],["click","#flame g.f"],["snap","rows","#flame-details"]]'
    open_page() {
        local start end
        start=$(date +%s%N)
        chromium --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$tmp/profile" \
            --virtual-time-budget=60000 --dump-dom "$1" > "$tmp/dom" 2> /dev/null
        end=$(date +%s%N)
        echo $(((end - start) / 1000000))
    }
    walk() {
        local hash ms
        hash=$(python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1]))' "$2")
        ms=$(open_page "file://$page#test=$hash")
        if grep -q '<pre id="test-log">\[{"label":"rows"' "$tmp/dom"; then
            echo "browser:  $1 $((ms - empty_ms)) ms"
        else
            echo "FAIL: the $1 walk did not finish in the browser"
            status=1
        fi
    }
    echo '<!DOCTYPE html><title>empty</title>' > "$tmp/empty.html"
    empty_ms=$(open_page "file://$tmp/empty.html")
    echo "browser:  Chromium's own start, $empty_ms ms, taken off each figure below"
    walk "open" "$open_steps"
    walk "open + sort, filter, expand, open a function, back" "$walk_steps"
    if grep -qi 'flame graph[^<]*left out\|No flame graph' "$page"; then
        echo "browser:  no flame graph in the page (see the notes)"
    else
        walk "open + flame graph drawn, a frame clicked" "$flame_steps"
    fi
fi
exit $status
