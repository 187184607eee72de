#!/usr/bin/env bash
# Real profiles of recursive programs for tests/contexts.rs: each bundled C,
# C++ and Rust program profiled by callgrind at several --separate-recs settings. The
# deepest setting (500, deeper than any recursion of the runs) names every
# recursion level apart, so no context nests and the calls into each
# context add up to its true inclusive cost; the test checks the figures
# cgann prints for the shallow settings against those truths.
#
# Usage (from anywhere):
#   scripts/contexts.sh            profile into a temp dir and compare the
#                                  PROGRAM TOTALS and context names with the
#                                  committed profiles (exit 1 if they
#                                  differ); writes nothing
#   scripts/contexts.sh --update   (re)write testdata/contexts/<prog>/
#
# Needs bash, gcc, g++, rustc and valgrind 3.19 (the committed profiles
# came from valgrind 3.19.0, gcc 12.2, rustc 1.95.0, glibc 2.36; a
# different compiler gives other instruction counts, and the check below
# reports them).
#
# Layout of testdata/contexts/:
#   src/<prog>.{c,cpp,rs}           the programs (mutual.c: is_even/is_odd,
#                                   main calling both; parser.c: a
#                                   recursive-descent expression parser;
#                                   walk.cpp: a tree evaluated through
#                                   virtual calls and templates, and a
#                                   recursion through std::function, at -O2
#                                   so inlined header code splits functions
#                                   over files; descent.rs: a
#                                   recursive-descent evaluator, rustc -O)
#   <prog>/callgrind.out.recs<N>    the profile at --separate-recs=N
#   <prog>/callgrind.out.chains.gz  --separate-recs=500 --separate-callers=500
#                                   (the run's stacks; not walk)
#   <prog>/witnesses.tsv.gz         scripts/tightness.py's witness runs
#
# Portability: binaries are built in the fixed folder $BUILD (the profiles
# record the object path) with -fdebug-prefix-map (rustc:
# --remap-path-prefix), so the profiles name the sources ./src/<prog>.*;
# valgrind and the programs run in a fixed environment (fixed_env in
# scripts/fixed-env.sh), so the instruction counts of these deterministic
# programs repeat exactly between runs, shells and machines.
set -euo pipefail
shopt -s inherit_errexit

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=scripts/lib/profiling.sh
. "$ROOT/scripts/lib/profiling.sh"
DATA=$ROOT/testdata/contexts
BUILD=/tmp/cgann-contexts-build
PROGS=(mutual parser walk descent)
RECS=(1 2 3 500)

profiling_start "$@" -- gcc g++ rustc valgrind
rm -rf "$BUILD"
mkdir -p "$BUILD/src"
cp "$DATA"/src/* "$BUILD/src/"

for prog in "${PROGS[@]}"; do
    case $prog in
        walk) (cd "$BUILD" && g++ -O2 -g -fdebug-prefix-map="$BUILD"=. -o "$prog" "src/$prog.cpp") ;;
        descent) (cd "$BUILD" && rustc --edition=2021 -O -g --remap-path-prefix="$BUILD"=. -o "$prog" "src/$prog.rs") ;;
        *) (cd "$BUILD" && gcc -O0 -g -fdebug-prefix-map="$BUILD"=. -o "$prog" "src/$prog.c") ;;
    esac
    mkdir -p "$OUT/$prog"
    for n in "${RECS[@]}"; do
        file=$OUT/$prog/callgrind.out.recs$n
        (cd "$BUILD" && fixed_env valgrind --tool=callgrind --separate-recs="$n" \
            --callgrind-out-file="$file" "./$prog" > "$OUT/$prog.$n.out" 2> "$OUT/$prog.$n.log") \
            || { cat "$OUT/$prog.$n.log" >&2; exit 1; }
        # The pid and the command's absolute path differ from run to run.
        sed -i -e 's/^pid: .*/pid: 1/' -e "s|^cmd: .*|cmd: ./$prog|" "$file"
        if [[ $update == yes ]]; then
            mkdir -p "$DATA/$prog"
            cp "$file" "$DATA/$prog/"
        else
            same_summary "$DATA/$prog/callgrind.out.recs$n" "$file" "$prog --separate-recs=$n"
        fi
    done
    # By whole call chains too: the stacks scripts/tightness.py builds its
    # witness runs on (tests/tightness.rs). Not walk.cpp: its integer
    # programs take too long to solve.
    if [[ $prog != walk ]]; then
        file=$OUT/$prog/callgrind.out.chains
        (cd "$BUILD" && fixed_env valgrind --tool=callgrind --separate-recs=500 \
            --separate-callers=500 --callgrind-out-file="$file" "./$prog" \
            > "$OUT/$prog.chains.out" 2> "$OUT/$prog.chains.log") \
            || { cat "$OUT/$prog.chains.log" >&2; exit 1; }
        sed -i -e 's/^pid: .*/pid: 1/' -e "s|^cmd: .*|cmd: ./$prog|" "$file"
        gzip -n -9 "$file"
        if [[ $update == yes ]]; then
            cp "$file.gz" "$DATA/$prog/"
        else
            same_summary "$DATA/$prog/callgrind.out.chains.gz" "$file.gz" "$prog whole chains"
        fi
    fi
done
[[ $update == yes ]] && echo "wrote $DATA/{$(IFS=,; echo "${PROGS[*]}")}"
exit $status
