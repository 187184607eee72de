#!/usr/bin/env bash
# Makes testdata/dot/callgrind.out.cpp: a real C++ program (src/shapes.cpp,
# g++ -O2 -g: templates, STL, code inlined from headers) profiled by
# callgrind, for the call-graph picture's tests (tests/formats.rs). Needs
# g++ and valgrind; build paths are rewritten to /build/dot so the file
# does not depend on where it was made.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$here/src/shapes.cpp" "$work/"
cd "$work"
g++ -O2 -g -o shapes shapes.cpp
valgrind --tool=callgrind --callgrind-out-file=callgrind.out.cpp ./shapes > /dev/null 2> valgrind.log
sed "s#$work#/build/dot#g" callgrind.out.cpp > "$here/callgrind.out.cpp"
echo "wrote $here/callgrind.out.cpp ($(wc -c < "$here/callgrind.out.cpp") bytes)"
