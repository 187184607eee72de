#!/usr/bin/env bash
# bench/hostile.sh: peak memory (max RSS, GNU time) and wall time of the
# release binary on the hostile inputs of issue 28 (docs/safety.md),
# generated small here; the limits must hold them far below the gigabytes
# they once took. Not a timed test: memory is measured, not asserted
# (the machine may be shared); the table is printed in markdown for
# bench/README.md.
#
#   bench/hostile.sh [BIN]     (default target/release/cgann)
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BIN=${1:-$REPO/target/release/cgann}
[ -x "$BIN" ] || { echo "no $BIN: cargo build --release first" >&2; exit 1; }
# The inputs are read from a scratch directory: a relative BIN would not
# be found from there.
BIN=$(readlink -f "$BIN")
[ -x /usr/bin/time ] || { echo "GNU time is needed: apt-get install time" >&2; exit 1; }
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT

python3 - "$W" <<'PY'
import os, sys, gzip
w = sys.argv[1]
head = "# callgrind format\nevents: Ir\n"
def write(name, text):
    open(os.path.join(w, name), "w", encoding="utf-8", errors="surrogateescape").write(text)

p = head + "fl=(1) a.c\nfn=(1) x\n1 1\n"
for k in range(2, 60):
    p += f"fn=({k}) ({k-1})'({k-1})\n1 1\n"
write("doubling.out", p)

def sub(i):
    if i == 0:
        return "S_"
    d, n, t = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ", i - 1, ""
    while True:
        t = d[n % 36] + t
        n //= 36
        if n == 0:
            break
    return "S" + t + "_"
def bomb(params, tag):
    s = "_Z1f1a1bIS_S_E"
    for i in range(1, params):
        s += sub(i - 1) + "I" + sub(i) + sub(i) + "E"
    return s + "i" * tag
p = head + "fl=a.c\n"
for k in range(20):
    p += f"fn={bomb(24, k)}\n{k+1} 1\n"
write("demangle.out", p)

p = head + "fl=(1) a.c\n"
for i in range(20000):
    name = f"/nonexistent/lib{i}.so" if i % 2 else f"/nonexistent/prog{i}"
    p += f"ob=({i+1}) {name}\nfn=({i+1}) f{i}\n1 1\n"
write("objects.out", p)

p = head + "fl=/proc/self/pagemap\nfn=p\n1 1\n"
for k in range(100):
    p += "fl=" + "/." * k + "/proc/self/pagemap\nfn=p%d\n1 1\n" % k
write("pagemap.out", p)

# 50,000 plain function names of 32 bytes that collide under a hash with
# fixed seeds (rustc-hash 2's, which the name table used before issue
# 33): their first 16 bytes XORed with its constants are factor pairs of
# one 120-bit product, so every name got one 64-bit hash.
import random
primes = [3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97]
product = 1
for q in primes:
    product *= q
rnd, seen, lines = random.Random(1), set(), []
while len(lines) < 50_000:
    a = 1
    for q in primes:
        a *= q if rnd.random() < 0.5 else 1
    if a >= 1 << 64 or product // a >= 1 << 64:
        continue
    name = (0x243f6a8885a308d3 ^ a).to_bytes(8, "little") + (0xa4093822299f31d0 ^ (product // a)).to_bytes(8, "little")
    if name in seen or any(c in b"\n\r\0 \t(" for c in name):
        continue
    seen.add(name)
    lines.append(b"fn=" + name + b"_made_to_collide\n1 1\n")
open(os.path.join(w, "collide.out"), "wb").write(head.encode() + b"fl=a.c\n" + b"".join(lines))

# 100,000 fragments of one function, each inlined (fi=) into the next
# file's: the flame, folded, speedscope, pprof and DOT outputs once walked
# this chain from every function (13 s for these 3.7 MB).
chain = [head, "fl=f0.c\nfn=A\n1 1\n"]
for i in range(1, 100_001):
    chain.append(f"fi=f{i}.c\n1 1\nfl=f{i}.c\nfn=A\n1 1\n")
write("chain.out", "".join(chain))

body = head + "fl=a.c\nfn=f\n1 1\n" + "+1 1\n" * 40_000_000
with gzip.open(os.path.join(w, "bomb.out.gz"), "wb", compresslevel=9) as f:
    f.write(body.encode())
PY

# 30,000 small cycles of recursion (three functions each): the bound pass
# once kept a table over every context per cycle (4.3 GB for these 14 MB).
python3 "$REPO/scripts/cycle.py" 3 --copies=30000 > "$W/cycles.out"
# The same cycles, each calling the next: a stack 30,000 calls deep. The
# flame exports once wrote or held every stack whole (folded 3.9 GB,
# speedscope 24 GB of memory).
python3 - "$W/deep.out" <<'PY'
import sys
parts = ["# callgrind format\nevents: Ir\nfl=c.c\nfn=main\n1 1\ncfn=c0_f0\ncalls=1 1\n2 100\n"]
for k in range(10000):
    for f in range(3):
        nxt, rec = (f + 1) % 3, "'2" if f == 2 else ""
        deeper = f"cfn=c{k + 1}_f0\ncalls=1 1\n2 100\n" if f == 2 and k + 1 < 10000 else ""
        parts.append(f"fn=c{k}_f{f}\n1 5\ncfn=c{k}_f{nxt}{rec}\ncalls=1 1\n2 {95 - 5 * f}\n{deeper}")
        parts.append(f"fn=c{k}_f{f}'2\n1 10\ncfn=c{k}_f{nxt}'2\ncalls=2 1\n2 40\n{deeper}")
open(sys.argv[1], "w").write("".join(parts))
PY

echo "| input | size | options | exit | wall s | max RSS MB |"
echo "|---|---|---|---|---|---|"
run() {
    local file=$1; shift
    local size; size=$(stat -c %s "$W/$file")
    local rc=0
    ( cd "$W" && /usr/bin/time -f "%e %M" -o "$W/time" "$BIN" "$@" "$file" > /dev/null 2> "$W/err" ) || rc=$?
    read -r wall rss < <(tail -1 "$W/time")
    echo "| $file | $size | ${*:-(none)} | $rc | $wall | $((rss / 1024)) |"
}
run doubling.out
run demangle.out
run objects.out --group=object --inclusive=yes --top=10
run pagemap.out --threshold=100 --sources-anywhere
run collide.out
run chain.out --format=folded
run chain.out --format=dot
run bomb.out.gz
run cycles.out --inclusive=yes --auto=no
run deep.out --format=folded
run deep.out --format=speedscope
run deep.out --format=pprof
