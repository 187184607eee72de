#!/usr/bin/env bash
# Makes testdata/dot/callgrind.out.cpp: a real C++ program (src/shapes.cpp,
# g++ -O2 -g: templates, STL, code inlined from headers) profiled by
# callgrind, for the call-graph picture's tests (tests/dot.rs). Needs g++
# and valgrind; build paths are rewritten to /build/dot so the file does
# not depend on where it was made.
#
#   testdata/dot/make.sh           (re)write callgrind.out.cpp
#   testdata/dot/make.sh --check   profile into a temp file and compare the
#                                  totals and function names with the
#                                  committed one (exit 1 if they differ);
#                                  writes nothing
#
# The program is built and run in the fixed folder $BUILD, and valgrind
# and the program run in a fixed environment (fixed_env in
# scripts/fixed-env.sh): the folder and the environment land on the
# process's stack and change its instruction count.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=scripts/fixed-env.sh
. "$here/../../scripts/fixed-env.sh"
BUILD=/tmp/cgann-dot-build

check=no
case "${1:-}" in
    --check) check=yes ;;
    "") ;;
    *) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac

rm -rf "$BUILD"
mkdir -p "$BUILD"
cp "$here/src/shapes.cpp" "$BUILD/"
cd "$BUILD"
g++ -O2 -g -o shapes shapes.cpp
fixed_env valgrind --tool=callgrind --callgrind-out-file=callgrind.out.cpp ./shapes > shapes.out 2> valgrind.log \
    || { cat valgrind.log >&2; exit 1; }
# The pid differs from run to run.
sed -e "s#$BUILD#/build/dot#g" -e 's/^pid: .*/pid: 1/' callgrind.out.cpp > profile
if [ $check = yes ]; then
    if ! diff <(profile_summary "$here/callgrind.out.cpp") <(profile_summary profile) > diff; then
        echo "$here/callgrind.out.cpp differs from a fresh profile:" >&2
        head -20 diff >&2
        exit 1
    fi
    echo "callgrind.out.cpp reproduces"
    exit 0
fi
cp profile "$here/callgrind.out.cpp"
echo "wrote $here/callgrind.out.cpp ($(wc -c < "$here/callgrind.out.cpp") bytes)"
