#!/usr/bin/env bash
# Time, peak memory and size of the stack formats on a big profile.
#
#   bench/flame-size.sh [PROFILE]
#
# PROFILE defaults to $CGANN_BENCH_DIR/callgrind.out.1g (made by
# ../shared/conformance/bigprof.sh 1g). For each of --format=flame
# (SVG), folded, speedscope and pprof: one run under GNU time (wall
# seconds, peak RSS), the output's size, and the exactness note cgann
# prints on stderr. Run on a quiet machine and quote the load average;
# the numbers go to bench/README.md.
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
profile=${1:-${CGANN_BENCH_DIR:-/tmp/cgann-big}/callgrind.out.1g}
[ -f "$profile" ] || { echo "no $profile" >&2; exit 1; }
# CGANN_BIN: a binary to measure instead of building this checkout's.
if [ -n "${CGANN_BIN:-}" ]; then
    cgann=$CGANN_BIN
else
    cargo build --release --quiet --manifest-path "$REPO/Cargo.toml"
    cgann=$REPO/target/release/cgann
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "profile: $profile ($(stat -c %s "$profile") bytes); load average: $(cut -d' ' -f1-3 /proc/loadavg)"
for format in flame folded speedscope pprof; do
    /usr/bin/time -f '%e %M' -o "$tmp/time" "$cgann" --format=$format "$profile" > "$tmp/out" 2> "$tmp/err"
    read -r seconds kb < "$tmp/time"
    printf '%-10s %6s s  peak RSS %5d MB  output %10d bytes\n' "$format" "$seconds" $((kb / 1024)) "$(stat -c %s "$tmp/out")"
    sed 's/^/           /' "$tmp/err" | head -3
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
