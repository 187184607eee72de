#!/usr/bin/env bash
# Real profiles of a dynamically linked C program whose library calls call
# back into it (qsort and tsearch comparators, twalk's action, an atexit
# handler), for tests/groups.rs: the inclusive cost of each object on its
# own behalf (--group=object --inclusive=yes, docs/inclusive.md "Groups"),
# checked against the truth measured by callgrind itself.
#
# The truth: a third run with --separate-callers=500 --separate-recs=1
# names every context by its whole call chain, so each context's self cost
# is the cost of one whole stack; scripts/groups_truth.py reads the objects
# of every frame off those chains and counts each instruction for the
# objects it runs on behalf of, under each dependency order cgann can use
# (the objects' DT_NEEDED, their names, or the program's DT_NEEDED and the
# libraries' names). That profile is not kept: truth.txt is.
#
# Usage (from anywhere):
#   scripts/groups.sh            profile into a temp dir and compare the
#                                totals, context names and truths with the
#                                committed ones (exit 1 if they differ);
#                                writes nothing
#   scripts/groups.sh --update   (re)write testdata/groups/
#
# Needs bash, gcc, python3, binutils and valgrind 3.19 (the committed
# profiles came from valgrind 3.19.0, gcc 12.2, glibc 2.36). valgrind and
# the program run in a fixed environment (fixed_env in
# scripts/fixed-env.sh) from the fixed folder $BUILD, so the instruction
# counts repeat between shells and machines.
#
# Layout of testdata/groups/:
#   src/callbacks.c          the program
#   bin/callbacks            the program as profiled (its DT_NEEDED, for
#                            cgann --object-dir)
#   callgrind.out.default    callgrind's default options
#   callgrind.out.recs1      --separate-recs=1
#   truth.txt                per dependency order: the order, and per
#                            object its self cost, its cost on its own
#                            behalf and its cost while on the stack
set -euo pipefail
shopt -s inherit_errexit

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=scripts/fixed-env.sh
. "$ROOT/scripts/fixed-env.sh"
DATA=$ROOT/testdata/groups
BUILD=/tmp/cgann-groups-build

update=no
case "${1:-}" in
    --update) update=yes ;;
    "") ;;
    *) echo "usage: $0 [--update]" >&2; exit 2 ;;
esac
for tool in gcc valgrind python3 objdump; do
    command -v "$tool" > /dev/null || { echo "$0: $tool is not installed" >&2; exit 2; }
done

OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
rm -rf "$BUILD"
mkdir -p "$BUILD/src"
cp "$DATA/src/callbacks.c" "$BUILD/src/"
(cd "$BUILD" && gcc -O1 -g -fdebug-prefix-map="$BUILD"=. -o callbacks src/callbacks.c)

profile() { # NAME OPTIONS...
    local file=$OUT/$1
    shift
    (cd "$BUILD" && fixed_env valgrind --tool=callgrind "$@" --callgrind-out-file="$file" ./callbacks \
        > "$file.out" 2> "$file.log") || { cat "$file.log" >&2; exit 1; }
    # The pid and the command's absolute path differ from run to run.
    sed -i -e 's/^pid: .*/pid: 1/' -e "s|^cmd: .*|cmd: ./callbacks|" "$file"
}
profile callgrind.out.default
profile callgrind.out.recs1 --separate-recs=1
profile deep --separate-recs=1 --separate-callers=500
python3 "$ROOT/scripts/groups_truth.py" "$OUT/deep" needed names program > "$OUT/truth.txt"

if [[ $update == yes ]]; then
    mkdir -p "$DATA/bin"
    cp "$OUT/callgrind.out.default" "$OUT/callgrind.out.recs1" "$OUT/truth.txt" "$DATA/"
    cp "$BUILD/callbacks" "$DATA/bin/"
    echo "wrote $DATA"
    exit 0
fi
status=0
for name in callgrind.out.default callgrind.out.recs1; do
    if ! diff <(profile_summary "$DATA/$name") <(profile_summary "$OUT/$name") > "$OUT/diff"; then
        echo "$name differs from the committed one:" >&2
        head -20 "$OUT/diff" >&2
        status=1
    fi
done
if ! diff "$DATA/truth.txt" "$OUT/truth.txt" >&2; then
    echo "truth.txt differs from the committed one" >&2
    status=1
fi
exit $status
