#!/usr/bin/env bash
# The terminal browser's speed on a big profile: the real binary in tmux,
# scripted keys, what each key costs.
#
#   bench/browse.sh [PROFILE] [--runs N] [--standin-sources] [--diff OLD] [--before BIN]
#
# PROFILE defaults to $CGANN_BENCH_DIR/callgrind.out.1g (bench/run.sh and
# ../shared/conformance/bigprof.sh make it). For each of N runs (default 3):
#
#   1. the text report (`cgann PROFILE > /dev/null`) is timed, then the
#      browser is started in a tmux window of 80x24 and timed until its
#      first screen has been written (its key log says so): "open";
#   2. the script waits until the helper thread's work (inclusive costs,
#      call lists, orders) is on the screen: "ready";
#   3. the keys of the walk below are sent one at a time; for each, the
#      browser's key log (CGANN_BROWSE_KEY_LOG) gives the milliseconds from
#      reading the key to its screen written to the terminal ("in process"),
#      and the script the time from `tmux send-keys` to that log line
#      ("end to end": tmux and the script's own polling included).
#
# The walk: the hottest function (Home), sort by inclusive cost (i), move,
# expand callers/callees in place (Right) and close them (Left), the call
# tree (Enter), its hot path (l), the parent (u), the annotated source (a),
# page down, back twice, a search typed letter by letter (/PyEval, n),
# Tab, filter by object (o) and undo (x), by file (f) and undo, one row per
# function (s: a helper thread makes the merged profile when s first asks
# for it; the script waits until the merged view is shown, "waits" in the
# first table; then s twice toggles it off and on, x undoes it), details (d), help (? twice), End, Home, quit. The resident
# memory is read when the helper's first work is on the screen ("ready"),
# before the first `s` and at the end of the walk (before `q`), with its
# peak (VmHWM).
#
# --standin-sources: pyenv deletes CPython's build tree, so the 1 GB
# profile's sources do not exist and `a` shows "not found" (cheap). With
# this switch the script writes stand-in files (numbered comment lines) at
# the paths the walk's functions name, so that `a` annotates a real file
# through the report's annotation code, and removes them at the end. The
# figures shown come from the profile either way; only the text differs.
#
# --diff OLD: the comparison browser instead, `cgann --browse --diff OLD
# PROFILE`, against the text report `cgann --diff OLD PROFILE`; "ready" is
# the first frame (the diff is made before it). Its walk: Home, down,
# expand the calls (Right: the helper thread makes the call index after
# opening; the script waits until the calls are shown, "waits" in the
# first table) and close them (Left), Enter on a row (expands it) and on a
# call line (goes to the other function), back (Backspace), a search typed
# letter by letter (/PyEval, n), by inclusive change (i: the helper thread
# makes that table after the call index; the script waits until it is
# shown, "waits" too) and back (i), End, Home, help, quit.
#
# --before BIN: each run also runs BIN (a previous build) the same way,
# right before the build's own run, for ratios measured side by side.
#
# Needs tmux, GNU date, cargo. Prints a markdown table.
set -euo pipefail
cd "$(dirname "$0")/.."

profile=""
runs=3
standin=0
old=""
before_bin=""
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs=$2; shift 2 ;;
        --diff) old=$(readlink -f "$2"); shift 2 ;;
        --before) before_bin=$(readlink -f "$2"); shift 2 ;;
        --standin-sources) standin=1; shift ;;
        -*) echo "unknown option $1" >&2; exit 2 ;;
        *) profile=$1; shift ;;
    esac
done
profile=${profile:-${CGANN_BENCH_DIR:-/tmp/cgann-big}/callgrind.out.1g}
[ -f "$profile" ] || { echo "no profile $profile (make it with ../shared/conformance/bigprof.sh 1g)" >&2; exit 1; }
command -v tmux > /dev/null || { echo "tmux is needed (apt-get install tmux)" >&2; exit 1; }

cargo build --release --locked -q
bin=$PWD/target/release/cgann
profile=$(readlink -f "$profile")
work=$(mktemp -d)
sock=cgann-bench-$$
# tmux's socket in the temporary folder, removed at the end.
export TMUX_TMPDIR=$work
tmux -D -L "$sock" > /dev/null 2>&1 &
server=$!
made_sources=()
cleanup() {
    tmux -L "$sock" kill-server > /dev/null 2>&1 || true
    kill "$server" 2> /dev/null || true
    for f in "${made_sources[@]}"; do
        rm -f "$f"
        rmdir -p --ignore-fail-on-non-empty "$(dirname "$f")" 2> /dev/null || true
    done
    rm -rf "$work"
}
trap cleanup EXIT

now() { date +%s%N; }
ms() { echo "scale=1; ($2 - $1) / 1000000" | bc; }
# Resident memory (kB) of the browser in tmux session $1 (the pane's shell
# runs it).
browser_pid() { pgrep -P "$(tmux -L "$sock" display -p -t "$1" '#{pane_pid}')" | head -1; }
rss() { ps -o rss= -p "$(browser_pid "$1")"; }
# Its peak resident memory (kB).
peak() { awk '/^VmHWM/ { print $2 }' "/proc/$(browser_pid "$1")/status"; }

if [ $standin = 1 ]; then
    # The files of the functions the walk annotates: the hottest by self
    # cost and the callees on its hot path are in these.
    for f in $("$bin" --auto=no --top=30 "$profile" | grep -o '^ *[0-9,]* ([ 0-9.]*%)  /[^:]*' | sed 's/.*  //' | sort -u); do
        if [ ! -e "$f" ]; then
            mkdir -p "$(dirname "$f")"
            seq 1 20000 | sed 's|.*|/* stand-in line & */|' > "$f"
            made_sources+=("$f")
        fi
    done
fi

keys=(Home i Home Down Down Down Right Left Enter l u a PageDown BSpace Escape
      / P y E v a l Enter n Tab o x f x s MERGED s s x d '?' '?' End Home q)
# What is run: the text report and the browser, on PROFILE or on the
# comparison of OLD with it.
report_cmd=("$bin" "$profile")
browse="'$bin' --browse '$profile'"
if [ -n "$old" ]; then
    [ -f "$old" ] || { echo "no profile $old" >&2; exit 1; }
    keys=(Home Down Down Right CALLS Left Enter Down Down Enter BSpace / P y E v a l Enter n i INCLUSIVE i End Home '?' '?' q)
fi
# The commands run for binary $1.
commands() {
    report_cmd=("$1" "$profile")
    browse="'$1' --browse '$profile'"
    if [ -n "$old" ]; then
        report_cmd=("$1" --diff "$old" "$profile")
        browse="'$1' --browse --diff '$old' '$profile'"
    fi
}

declare -A worst_in worst_e2e all_in
builds=(build)
[ -n "$before_bin" ] && builds=(before build)
printf '| run | binary | text report (s) | browser open (s) | open / report | ready (s) | waits: key to its view (s): s, or Right (calls) and i with --diff | RSS ready -> before s -> end, peak (MB) |\n|---|---|---|---|---|---|---|---|\n' > "$work/open.md"
for run in $(seq 1 "$runs"); do
  for which in "${builds[@]}"; do
    if [ "$which" = before ]; then commands "$before_bin"; else commands "$bin"; fi
    t0=$(now); "${report_cmd[@]}" > /dev/null; t1=$(now)
    report=$(ms "$t0" "$t1")
    log=$work/keys.$run.$which.log
    rm -f "$log"
    t0=$(now)
    tmux -L "$sock" new-session -d -s "b$run" -x 80 -y 24 \
        "CGANN_BROWSE_KEY_LOG=$log $browse; sleep 600"
    # The browser logs its first frame once it is written to the terminal.
    until grep -q '^first-frame' "$log" 2> /dev/null; do sleep 0.005; done
    t1=$(now)
    open=$(ms "$t0" "$t1")
    until ! tmux -L "$sock" capture-pane -p -t "b$run" | grep -q '   \.\.\.  '; do sleep 0.02; done
    t2=$(now)
    ready=$(ms "$t0" "$t2")
    rss_ready=$(rss "b$run")
    waits=""
    rss_s=.
    for k in "${keys[@]}"; do
        if [ "$k" = MERGED ] || [ "$k" = INCLUSIVE ] || [ "$k" = CALLS ]; then
            # Until the view the key before (s, i, Right) asked for is on
            # the screen: seconds from that key.
            case $k in
                MERGED) until tmux -L "$sock" capture-pane -p -t "b$run" | grep -q '^cgann: one row per function'; do sleep 0.02; done ;;
                # The status line says "comparing ..." until it is shown.
                INCLUSIVE) while tmux -L "$sock" capture-pane -p -t "b$run" | grep -q '^comparing inclusive'; do sleep 0.02; done ;;
                CALLS) while tmux -L "$sock" capture-pane -p -t "b$run" | grep -q '^listing the calls'; do sleep 0.02; done ;;
            esac
            waits="$waits${waits:+, }$(echo "scale=2; $(ms "$t0" "$(now)") / 1000" | bc)"
            continue
        fi
        # Before the first s (the merged view is made when asked for; the
        # builds before made it after the inclusive costs).
        if [ "$k" = s ] && [ "$rss_s" = . ]; then
            rss_s=$(rss "b$run")
        fi
        # Before the browser quits (after, it may be freeing its memory).
        if [ "$k" = q ]; then
            rss_end=$(rss "b$run")
            rss_peak=$(peak "b$run")
        fi
        before=$(wc -l < "$log")
        t0=$(now)
        tmux -L "$sock" send-keys -t "b$run" "$k"
        until [ "$(wc -l < "$log")" -gt "$before" ]; do sleep 0.002; done
        t1=$(now)
        e2e=$(ms "$t0" "$t1")
        inproc=$(tail -1 "$log" | cut -f2)
        name="$which:$k"
        prev_in=${worst_in[$name]:-0}
        prev_e2e=${worst_e2e[$name]:-0}
        [ "$(echo "$inproc > $prev_in" | bc)" = 1 ] && worst_in[$name]=$inproc
        [ "$(echo "$e2e > $prev_e2e" | bc)" = 1 ] && worst_e2e[$name]=$e2e
        # Keys are typed, not pasted: a person's pace is far slower.
        sleep 0.05
    done
    [ "$rss_s" != . ] && rss_s=$((rss_s / 1000))
    printf '| %s | %s | %.2f | %.2f | %.2f | %.2f | %s | %s -> %s -> %s, %s |\n' "$run" "$which" "$(echo "$report/1000" | bc -l)" \
        "$(echo "$open/1000" | bc -l)" "$(echo "$open/$report" | bc -l)" "$(echo "$ready/1000" | bc -l)" \
        "${waits:-.}" "$((rss_ready / 1000))" "$rss_s" "$((rss_end / 1000))" "$((rss_peak / 1000))" >> "$work/open.md"
    tmux -L "$sock" kill-session -t "b$run"
  done
done

what="$(basename "$profile") ($(du -h "$profile" | cut -f1))"
[ -n "$old" ] && what="--diff $(basename "$old") ($(du -h "$old" | cut -f1)) $what"
echo "## Browser on $what, $(date -u +%Y-%m-%dT%H:%MZ), load $(cut -d' ' -f1-3 /proc/loadavg), $runs runs"
echo
cat "$work/open.md"
echo
echo "Slowest answer of each key over the runs (ms):"
echo
head="| key |"
rule="|---|"
for which in "${builds[@]}"; do
    head="$head $which: in process | $which: end to end |"
    rule="$rule---|---|"
done
echo "$head"
echo "$rule"
seen=""
for k in "${keys[@]}"; do
    case " $seen " in *" $k "*) continue ;; esac
    case $k in MERGED | INCLUSIVE | CALLS) continue ;; esac
    seen="$seen $k"
    row="| \`$k\` |"
    for which in "${builds[@]}"; do
        row="$row ${worst_in[$which:$k]} | ${worst_e2e[$which:$k]} |"
        [ "$(echo "${worst_in[$which:$k]} > ${all_in[$which]:-0}" | bc)" = 1 ] && all_in[$which]=${worst_in[$which:$k]}
    done
    echo "$row"
done
echo
for which in "${builds[@]}"; do
    echo "Slowest key in process ($which): ${all_in[$which]} ms (target: under 50 ms)."
done
