#!/usr/bin/env bash
# Real profiles of recursive functions with code inlined from other files,
# for tests/inlined.rs, with the truths --focus and --inclusive must give:
# a Rust release build (testdata/inlined/src/tree.rs: tree::build recurses
# with Box and Vec code from alloc.rs, boxed.rs, vec/mod.rs inlined into it,
# and the drop glue recurses through inlined drops) and a C++ -O2 program
# (sort.cpp: std::sort's std::__introsort_loop with the comparator and
# header helpers inlined into it, Neg::~Neg() calling itself through
# std::unique_ptr's destructor inlined from unique_ptr.h).
#
# Each program is profiled at --separate-recs=1, 2 (callgrind's default)
# and 500 (deeper than any recursion of the runs: no context nests), and
# once per function of truths.tsv with --collect-atstart=no
# --toggle-collect=FUNCTION, whose total is that function's inclusive cost
# measured without any call record (reference/callgrind-contexts.md).
#
# Usage (from anywhere):
#   scripts/inlined.sh            profile into a temp dir and compare the
#                                 PROGRAM TOTALS, context names and truths
#                                 with the committed ones (exit 1 if they
#                                 differ); writes nothing
#   scripts/inlined.sh --update   (re)write testdata/inlined/<prog>/
#
# Needs bash, g++, rustc and valgrind 3.19 (the committed profiles came
# from valgrind 3.19.0, g++ 12.2, rustc 1.95.0, glibc 2.36; another
# compiler gives other instruction counts, and the check reports them).
#
# Layout of testdata/inlined/:
#   src/tree.rs, src/sort.cpp       the programs
#   <prog>/callgrind.out.recs<N>.gz the profile at --separate-recs=N
#   <prog>/truths.tsv               FUNCTION<TAB>Ir of its toggle-collect run
#
# Portability as in scripts/contexts.sh: a fixed build folder, source paths
# mapped to ./src/..., and valgrind run in a fixed environment
# (scripts/fixed-env.sh), so the counts repeat exactly.
set -euo pipefail
shopt -s inherit_errexit

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=scripts/lib/profiling.sh
. "$ROOT/scripts/lib/profiling.sh"
DATA=$ROOT/testdata/inlined
BUILD=/tmp/cgann-inlined-build
PROGS=(tree sort)
RECS=(1 2 500)

profiling_start "$@" -- g++ rustc valgrind
rm -rf "$BUILD"
mkdir -p "$BUILD/src"
cp "$DATA"/src/* "$BUILD/src/"

# The functions whose truths are measured, per program: callgrind's names
# (the introsort instance's full name is taken from the profile).
functions() {
    case $1 in
        tree) printf '%s\n' 'tree::build' 'core::ptr::drop_in_place<tree::Tree>' 'tree::total' ;;
        sort)
            printf '%s\n' 'Neg::~Neg()' 'Neg::eval() const'
            zgrep -m1 -o 'void std::__introsort_loop<.*' "$2" | sed -E "s/'[0-9]+$//"
            ;;
    esac
}

for prog in "${PROGS[@]}"; do
    case $prog in
        tree) (cd "$BUILD" && rustc --edition=2021 -O -g --remap-path-prefix="$BUILD"=. -o "$prog" "src/$prog.rs") ;;
        sort) (cd "$BUILD" && g++ -O2 -g -fdebug-prefix-map="$BUILD"=. -o "$prog" "src/$prog.cpp") ;;
    esac
    mkdir -p "$OUT/$prog"
    run() { # FILE OPTIONS...: one callgrind run of $prog
        local file=$1
        shift
        (cd "$BUILD" && fixed_env valgrind --tool=callgrind "$@" --callgrind-out-file="$file" "./$prog" \
            > "$OUT/run.out" 2> "$OUT/run.log") || { cat "$OUT/run.log" >&2; exit 1; }
        # The pid and the command's absolute path differ from run to run.
        sed -i -e 's/^pid: .*/pid: 1/' -e "s|^cmd: .*|cmd: ./$prog|" "$file"
    }
    for n in "${RECS[@]}"; do
        file=$OUT/$prog/callgrind.out.recs$n
        run "$file" --separate-recs="$n"
        gzip -n -9 "$file"
    done
    : > "$OUT/$prog/truths.tsv"
    functions "$prog" "$OUT/$prog/callgrind.out.recs1.gz" | while IFS= read -r f; do
        run "$OUT/toggle" --collect-atstart=no --toggle-collect="$f"
        ir=$(grep -m1 -E '^(summary|totals):' "$OUT/toggle" | awk '{print $2}')
        [[ -n $ir ]] || { echo "$0: no total for $prog $f" >&2; exit 1; }
        printf '%s\t%s\n' "$f" "$ir" >> "$OUT/$prog/truths.tsv"
    done
    if [[ $update == yes ]]; then
        mkdir -p "$DATA/$prog"
        cp "$OUT/$prog"/callgrind.out.recs*.gz "$OUT/$prog/truths.tsv" "$DATA/$prog/"
        continue
    fi
    for n in "${RECS[@]}"; do
        same_summary "$DATA/$prog/callgrind.out.recs$n.gz" "$OUT/$prog/callgrind.out.recs$n.gz" \
            "$prog --separate-recs=$n"
    done
    if ! diff "$DATA/$prog/truths.tsv" "$OUT/$prog/truths.tsv" > "$OUT/diff"; then
        echo "$prog truths differ from the committed ones:" >&2
        head -20 "$OUT/diff" >&2
        status=1
    fi
done
[[ $update == yes ]] && echo "wrote $DATA/{$(IFS=,; echo "${PROGS[*]}")}"
exit $status
