#!/usr/bin/env bash
# Real profiles for tests/flame.rs (cgann's stacks, flame graphs and stack
# exports): testdata/flame/src/shared.c (shared callees reached from
# several callers, a direct and a mutual recursion) profiled by callgrind
# at its defaults, at --separate-callers=2, 4 and 8, and with whole chains
# (--separate-callers=500: deeper than any stack of the run, so every
# context names its whole stack and the test reads the true weight of
# every stack from it).
#
# Usage (from anywhere):
#   scripts/flame.sh            profile into a temp dir and compare the
#                               PROGRAM TOTALS and context names with the
#                               committed profiles (exit 1 if they differ);
#                               writes nothing
#   scripts/flame.sh --update   (re)write testdata/flame/callgrind.out.*.gz
#
# Layout of testdata/flame/:
#   src/shared.c                      the program (gcc -O0 -g)
#   callgrind.out.callers<N>.gz       --separate-callers=N (0: the default;
#                                     500: whole chains)
#   golden/                           cgann's outputs (tests/flame.rs;
#                                     CGANN_UPDATE_GOLDEN=1 rewrites them)
#
# Needs bash, gcc and valgrind 3.19; built in the fixed folder $BUILD and
# run in fixed_env (scripts/fixed-env.sh), so the counts repeat exactly.
set -euo pipefail
shopt -s inherit_errexit

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=scripts/lib/profiling.sh
. "$ROOT/scripts/lib/profiling.sh"
DATA=$ROOT/testdata/flame
BUILD=/tmp/cgann-flame-build
CALLERS=(0 2 4 8 500)

profiling_start "$@" -- gcc valgrind
rm -rf "$BUILD"
mkdir -p "$BUILD/src"
cp "$DATA/src/shared.c" "$BUILD/src/"
(cd "$BUILD" && gcc -O0 -g -fdebug-prefix-map="$BUILD"=. -o shared src/shared.c)

for n in "${CALLERS[@]}"; do
    file=$OUT/callgrind.out.callers$n
    opt=()
    [[ $n != 0 ]] && opt=(--separate-callers="$n")
    (cd "$BUILD" && fixed_env valgrind --tool=callgrind "${opt[@]}" \
        --callgrind-out-file="$file" ./shared > "$OUT/run.$n.out" 2> "$OUT/run.$n.log") \
        || { cat "$OUT/run.$n.log" >&2; exit 1; }
    # The pid and the command's absolute path differ from run to run.
    sed -i -e 's/^pid: .*/pid: 1/' -e 's|^cmd: .*|cmd: ./shared|' "$file"
    # Gzipped: the tests read them as they are, and the repo stays small.
    gzip -n -9 "$file"
    file=$file.gz
    name=callgrind.out.callers$n.gz
    if [[ $update == yes ]]; then
        cp "$file" "$DATA/$name"
    else
        same_summary "$DATA/$name" "$file" "--separate-callers=$n"
    fi
done
[[ $update == yes ]] && echo "wrote $DATA/callgrind.out.callers{$(IFS=,; echo "${CALLERS[*]}")}.gz"
exit $status
