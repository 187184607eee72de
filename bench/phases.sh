#!/usr/bin/env bash
# bench/phases.sh: where a run's time goes. Runs a cgann command N times
# with CGANN_PHASES set (src/phases.rs: each phase's end on stderr, in
# milliseconds since the run's start) and prints the median end of each
# phase, in that order, and the time from the row above, in markdown for
# bench/README.md. (The two pieces of a split load are read at the same
# time: the row above is then the other piece.) The report goes to
# /dev/null, the command's other messages to stderr; the load average is
# printed with the figures. Not a timed test: a measurement.
#
#   bench/phases.sh [-n N] BIN ARGS...     (N defaults to 9)
#
# e.g. bench/phases.sh -n 15 target/release/cgann --auto=no callgrind.out.1g
set -euo pipefail

runs=9
if [[ ${1:-} == -n ]]; then
    runs=${2:?"-n needs a count"}
    shift 2
fi
[[ $runs =~ ^[1-9][0-9]*$ ]] || { echo "phases.sh: -n needs a positive count" >&2; exit 2; }
[[ $# -ge 1 ]] || { echo "usage: bench/phases.sh [-n N] BIN ARGS..." >&2; exit 2; }

marks=$(mktemp)
stderr=$(mktemp)
trap 'rm -f "$marks" "$stderr"' EXIT
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
for ((run = 1; run <= runs; run++)); do
    CGANN_PHASES=1 "$@" > /dev/null 2> "$stderr" || true
    sed -n "s/^cgann phase /$run /p" "$stderr" >> "$marks"
    grep -v '^cgann phase ' "$stderr" >&2 || true
done
load_after=$(cut -d' ' -f1-3 /proc/loadavg)
[[ -s $marks ]] || { echo "phases.sh: the command printed no phase marks" >&2; exit 1; }

echo "## Phases of \`$*\` ($runs runs, $(date -u +%Y-%m-%dT%H:%MZ), load $load_before -> $load_after)"
echo
echo "| phase | ends at (ms) | from the row above (ms) |"
echo "|---|--:|--:|"
# Each mark's median time over the runs, in the order of those medians.
awk '
    function median(list,    n, a, i, j, t) {
        n = split(list, a, " ")
        for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j - 1] + 0 > a[j] + 0; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
        return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
    }
    {
        run = $1; t = $NF; name = $2
        for (i = 3; i < NF; i++) name = name " " $i
        if (!(name in seen)) { seen[name] = 1; names[++count] = name }
        at[name] = at[name] " " t
    }
    END { for (k = 1; k <= count; k++) printf "%.1f\t%s\n", median(at[names[k]]), names[k] }
' "$marks" | sort -t$'\t' -k1,1n | awk -F'\t' '{ printf "| %s | %.1f | %.1f |\n", $2, $1, $1 - prev; prev = $1 }'
