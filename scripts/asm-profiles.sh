#!/usr/bin/env bash
# Profiles and binaries for tests/asm.rs (--asm=yes, --branches=yes): small
# C and C++ programs built with gcc/g++ and profiled by valgrind with
# --dump-instr=yes --collect-jumps=yes. The machine-code annotation
# disassembles the profiled binary, so each binary is kept beside its
# profile (a few kB each), with the variants the tests need.
#
# Usage (from anywhere):
#   scripts/asm-profiles.sh              rebuild and re-profile every case
#   scripts/asm-profiles.sh --case c     only one case (repeatable)
#   scripts/asm-profiles.sh --check      rebuild into a temp dir and check
#                                        that the committed binaries are
#                                        what the sources and compilers give
#                                        now, then re-profile them and
#                                        compare the totals and function
#                                        names with the committed profiles
#                                        (exit 1 if not); writes nothing
#
# Needs gcc, g++, binutils (strip) and valgrind 3.19. The committed files
# came from valgrind 3.19.0, gcc 12.2 (Debian 12), binutils 2.40. valgrind
# and the program run in a fixed environment (fixed_env in
# scripts/fixed-env.sh) from the fixed folder $BUILD_ROOT/<case>, so the
# instruction counts repeat between shells and machines.
#
# Layout of testdata/asm/<case>/:
#   src/                   program sources (the profiles name them ./src/...)
#   prog                   the binary profiled, built in $BUILD_ROOT/<case>
#                          (the profiles' ob= names that path: the tests
#                          point --object-dir or --sysroot here)
#   prog.stripped          the same binary, stripped
#   prog.rebuilt           the program built with other options: another
#                          binary under the same name, for "changed binary"
#   callgrind.out          --dump-instr=yes --collect-jumps=yes
#   callgrind.out.lines    --collect-jumps=yes only (no instruction data)
set -euo pipefail
shopt -s inherit_errexit

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=scripts/fixed-env.sh
. "$ROOT/scripts/fixed-env.sh"
ASM=$ROOT/testdata/asm
BUILD_ROOT=/tmp/cgann-asm-build
export LC_ALL=C

die() { echo "asm-profiles.sh: $*" >&2; exit 2; }

check=0 cases=()
while [ $# -gt 0 ]; do
    case $1 in
        --check) check=1 ;;
        --case) [ $# -ge 2 ] || die "--case needs a name"; cases+=("$2"); shift ;;
        --case=*) cases+=("${1#--case=}") ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) die "unknown argument: $1 (see --help)" ;;
    esac
    shift
done
[ ${#cases[@]} = 0 ] && cases=(c cpp)

# build CASE OUT [extra compiler flags...]: the case's program, compiled
# from the case folder so the debug info names ./src/...
build() {
    local case=$1 out=$2; shift 2
    local dir=$ASM/$case
    case $case in
        c) (cd "$dir" && gcc -g -O1 -fdebug-prefix-map="$PWD"=. "$@" -o "$out" src/branches.c) ;;
        cpp) (cd "$dir" && g++ -g1 -O2 -fdebug-prefix-map="$PWD"=. \
                -fdebug-prefix-map=/usr/include=/nonexistent/usr/include "$@" -o "$out" src/main.cpp) ;;
        *) die "no such case: $case" ;;
    esac
}

vg() {
    local out=$1; shift
    (cd "$BUILD" && fixed_env valgrind --tool=callgrind --callgrind-out-file="$out" "$@" ./prog > "$out.stdout" 2> "$out.log") \
        || die "valgrind failed: see $out.log"
    rm -f "$out.log" "$out.stdout"
}

status=0
for case in "${cases[@]}"; do
    BUILD=$BUILD_ROOT/$case
    rm -rf "$BUILD"; mkdir -p "$BUILD"
    build "$case" "$BUILD/prog"
    build "$case" "$BUILD/prog.rebuilt" -O0 -fno-inline
    strip -o "$BUILD/prog.stripped" "$BUILD/prog"
    if [ $check = 1 ]; then
        for f in prog prog.stripped prog.rebuilt; do
            cmp -s "$BUILD/$f" "$ASM/$case/$f" || { echo "$case/$f differs from a fresh build"; exit 1; }
        done
        echo "$case: binaries reproduce"
        vg "$BUILD/callgrind.out" --dump-instr=yes --collect-jumps=yes
        vg "$BUILD/callgrind.out.lines" --collect-jumps=yes
        for f in callgrind.out callgrind.out.lines; do
            if ! diff <(profile_summary "$ASM/$case/$f") <(profile_summary "$BUILD/$f") > "$BUILD/diff"; then
                echo "$case/$f differs from a fresh profile:"
                head -20 "$BUILD/diff"
                status=1
            fi
        done
        [ $status = 0 ] && echo "$case: profiles reproduce"
        continue
    fi
    vg "$BUILD/callgrind.out" --dump-instr=yes --collect-jumps=yes
    vg "$BUILD/callgrind.out.lines" --collect-jumps=yes
    cp "$BUILD"/prog "$BUILD"/prog.stripped "$BUILD"/prog.rebuilt \
       "$BUILD"/callgrind.out "$BUILD"/callgrind.out.lines "$ASM/$case/"
    chmod 644 "$ASM/$case"/callgrind.out*
    echo "$case: $(wc -c < "$ASM/$case/callgrind.out") bytes of profile, $(wc -c < "$ASM/$case/prog") of binary"
done
exit $status
