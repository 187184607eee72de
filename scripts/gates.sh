#!/usr/bin/env bash
# Real profiles for tests/gates.rs (the gate rules, the explain table,
# --format=markdown and --format=bmf of --diff): two builds of each of
# two programs, OLD and NEW (-DNEW), each built and run in a folder of its
# own, so the two profiles of a program name their source files under
# different build folders, as two CI jobs' builds do:
#   calc.c  NEW's parse does more work, checksum is new, legacy_trim gone
#   rec.c   mutual recursion (is_even, is_odd): inclusive costs the
#           profile only bounds; NEW does a little more work per level
# The outputs the tests compare with (testdata/gates/expected/) are made
# by cgann, not here: CGANN_UPDATE_GATES=1 cargo test --test gates.
#
# Usage (from anywhere):
#   scripts/gates.sh            profile into a temp dir and compare the
#                               totals and function names with the
#                               committed profiles (exit 1 if they differ)
#   scripts/gates.sh --update   (re)write testdata/gates/*.out
#
# Needs bash, gcc and valgrind 3.19 (the committed profiles came from
# valgrind 3.19.0, gcc 12.2, glibc 2.36). valgrind and the programs run in
# a fixed environment (fixed_env in scripts/fixed-env.sh) from fixed
# folders, so the instruction counts repeat between shells and machines.
set -euo pipefail
shopt -s inherit_errexit

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=scripts/lib/profiling.sh
. "$ROOT/scripts/lib/profiling.sh"
DATA=$ROOT/testdata/gates
# One folder per build: OLD's and NEW's file names differ in it.
BUILDS=/tmp/cgann-gates

profiling_start "$@" -- gcc valgrind
rm -rf "$BUILDS"

profile() { # PROGRAM SIDE FOLDER FLAGS...
    local program=$1 side=$2 dir=$BUILDS/$3
    shift 3
    mkdir -p "$dir/src"
    cp "$DATA/src/$program.c" "$dir/src/"
    (cd "$dir" && gcc -O1 -g "$@" -o "$program" src/"$program".c)
    local file=$OUT/$program.$side.out
    (cd "$dir" && fixed_env valgrind --tool=callgrind --callgrind-out-file="$file" ./"$program" \
        > "$file.stdout" 2> "$file.log") || { cat "$file.log" >&2; exit 1; }
    # The pid and the command's absolute path differ from run to run.
    sed -i -e 's/^pid: .*/pid: 1/' -e "s|^cmd: .*|cmd: ./$program|" "$file"
}
profile calc old build-1042
profile calc new build-1043 -DNEW
profile rec old build-2001
profile rec new build-2002 -DNEW

if [[ $update == yes ]]; then
    cp "$OUT"/*.out "$DATA/"
    echo "wrote $DATA"
    exit 0
fi
for name in calc.old.out calc.new.out rec.old.out rec.new.out; do
    same_summary "$DATA/$name" "$OUT/$name" "$name"
done
exit $status
