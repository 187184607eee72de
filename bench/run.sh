#!/usr/bin/env bash
# bench/run.sh: benchmark cgann on real Callgrind profiles, against the
# physical floor (`cat` and `wc -l` of the same file), a peer (gprof2dot) and
# Valgrind's own callgrind_annotate, and check the project's performance targets.
#
#   bench/run.sh [--quick] [--no-reference] [--strict]
#
#   --quick          skip callgrind_annotate, the peers and the 1 GB profile (a minute or so)
#   --no-reference   skip callgrind_annotate and the peers (gprof2dot, callgrind-annotate-rs) only
#   --strict         exit 1 if a target FAILs (default: exit 0 whatever the numbers)
#
# Environment:
#   CGANN_BENCH_DIR        where the large profiles are kept (default /tmp/cgann-big)
#   CGANN_BENCH_REF_RUNS   timed runs of callgrind_annotate (default 3, at least 2)
#   CGANN_BENCH_OWN_RECIPE=1  make missing profiles with this script's own recipe
#                          even if ../shared/conformance/bigprof.sh exists
#   PY, VALGRIND           interpreter / valgrind used to make missing profiles
#
# Tools: hyperfine (Debian package `hyperfine`, installed by this script when
# missing), GNU time (/usr/bin/time, package `time`), gprof2dot (pip,
# installed when missing) and callgrind-annotate-rs (crates.io, built into
# $CGANN_BENCH_DIR/peers when missing). Everything it prints
# at the end is a markdown block that can be pasted into a README.
# See bench/README.md for what is measured and why.

set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
DIR=${CGANN_BENCH_DIR:-/tmp/cgann-big}
REF_RUNS=${CGANN_BENCH_REF_RUNS:-3}
SHARED_BIGPROF=$REPO/../shared/conformance/bigprof.sh
TINY_REL=testdata/golden/c_multi/callgrind.out.O0

QUICK=0 REFERENCE=1 STRICT=0
for arg in "$@"; do
    case "$arg" in
        --quick) QUICK=1; REFERENCE=0 ;;
        --no-reference) REFERENCE=0 ;;
        --strict) STRICT=1 ;;
        -h|--help) sed -n '2,/^$/{s/^# \{0,1\}//;p}' "$0"; exit 0 ;;
        *) echo "run.sh: unknown option '$arg' (see --help)" >&2; exit 2 ;;
    esac
done
[[ $REF_RUNS =~ ^[0-9]+$ && $REF_RUNS -ge 2 ]] || { echo "run.sh: CGANN_BENCH_REF_RUNS must be >= 2 (hyperfine needs 2 runs for a standard deviation)" >&2; exit 2; }

die() { echo "run.sh: $*" >&2; exit 2; }
say() { printf '\n== %s\n' "$*"; }

# --------------------------------------------------------------------------
# Tools. Install what is missing from Debian's packages rather than failing:
# the benchmark should run on a fresh machine of the project.
# --------------------------------------------------------------------------
APT_UPDATED=0
install_pkg() { # install_pkg PACKAGE WHY
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo > /dev/null || die "$2: please install the Debian package '$1' (apt-get install $1)"
        sudo=(sudo)
    fi
    command -v apt-get > /dev/null || die "$2: no apt-get here, please install '$1' yourself"
    echo "run.sh: $2: installing the Debian package '$1' (apt-get install -y $1)" >&2
    if [ $APT_UPDATED -eq 0 ]; then "${sudo[@]}" apt-get update -qq >&2 || die "apt-get update failed"; APT_UPDATED=1; fi
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "$1" >&2 || die "apt-get install $1 failed"
}

command -v hyperfine > /dev/null || install_pkg hyperfine "hyperfine (the timing tool) is not installed"
# The bash keyword `time` cannot report peak memory; GNU time's %M can.
[ -x /usr/bin/time ] || install_pkg time "GNU time (/usr/bin/time, for peak RSS) is not installed"
if [ $REFERENCE -eq 1 ] && ! command -v callgrind_annotate > /dev/null; then
    install_pkg valgrind "callgrind_annotate (the reference) is not installed"
fi
CA=$(command -v callgrind_annotate || true)
# The peer a user would pick to read a Callgrind profile from a script:
# gprof2dot (PyPI). Installed with pip when missing; left out if that fails.
if [ $REFERENCE -eq 1 ] && ! command -v gprof2dot > /dev/null; then
    echo "run.sh: gprof2dot (the peer) is not installed: pip install gprof2dot" >&2
    python3 -m pip install -q gprof2dot >&2 || echo "run.sh: pip install gprof2dot failed; the peer is left out" >&2
fi
G2D=$(command -v gprof2dot || true)
# The other Rust reimplementation of callgrind_annotate (2026): crate
# callgrind-annotate-rs of the callgrind-parser-rs project, built from
# crates.io into $DIR/peers when missing; left out where it does not build.
CAR=$(command -v callgrind-annotate-rs || true)
if [ $REFERENCE -eq 1 ] && [ -z "$CAR" ]; then
    CAR=$DIR/peers/bin/callgrind-annotate-rs
    if [ ! -x "$CAR" ]; then
        echo "run.sh: callgrind-annotate-rs (the second peer) is not installed: cargo install callgrind-annotate-rs --root $DIR/peers" >&2
        cargo install -q callgrind-annotate-rs --root "$DIR/peers" >&2 || echo "run.sh: it did not build; that peer is left out" >&2
    fi
    [ -x "$CAR" ] || CAR=""
fi

# hyperfine >= 1.13 can run a command without a shell (-N). Without a shell
# nothing has to be subtracted, which matters for the millisecond-sized tiny
# profile; older versions fall back to their shell-spawn correction.
HF_NOSHELL=()
HF_HELP=$(hyperfine --help 2>&1)  # a variable, not a pipe: grep -q closing early would fail pipefail
if grep -q -- '--shell=none' <<< "$HF_HELP"; then HF_NOSHELL=(-N); fi

# --------------------------------------------------------------------------
# Profiles. Large real profiles of CPython running a stdlib workload, made
# once and cached (making the 1 GB one takes minutes and ~2 GB of RAM).
# --------------------------------------------------------------------------
TARGETS=(50m 200m)
[ $QUICK -eq 1 ] || TARGETS+=(1g)

# Same callgrind options as the project's conformance recipe: each multiplies
# the number of cost lines (--dump-instr: one line per instruction;
# --collect-jumps: jump lines; --separate-callers/--separate-recs: one function
# context per call chain; --compress-*=no: full names and positions on every line).
valgrind_opts() {
    case "$1" in
        50m)  echo "--dump-instr=yes --collect-jumps=yes --separate-callers=7" ;;
        200m) echo "--dump-instr=yes --collect-jumps=yes --separate-callers=12 --compress-strings=no --compress-pos=no" ;;
        1g)   echo "--dump-instr=yes --collect-jumps=yes --separate-callers=20 --separate-recs=10 --compress-strings=no --compress-pos=no" ;;
    esac
}

# A profile counts as present only if callgrind finished writing it: its last
# line is `totals:` (or `summary:` in old files). A run killed half-way leaves
# a truncated file that must not be benchmarked.
complete() {
    [ -s "$1" ] || return 1
    local tail
    tail=$(tail -c 4096 "$1" | tr -d '\0')
    grep -qE '^(totals|summary):' <<< "$tail"
}

# Our own recipe, used when ../shared is not there: valgrind over a Python
# stdlib workload written here. The workload calls into many different parts
# of the stdlib so that the profile has many functions and deep, varied call
# chains; `--compile N` adds compiling N stdlib modules (the 1 GB recipe).
write_workload() {
    mkdir -p "$DIR/bench-work"
    cat > "$DIR/bench-work/workload.py" <<'EOF'
import sys, os, sysconfig, random, json, re, decimal, fractions, statistics
import collections, heapq, itertools, functools, difflib, textwrap, csv, io
import hashlib, zlib, base64, datetime, calendar, string, html, pprint
import urllib.parse, email.parser, email.policy, xml.etree.ElementTree as ET

random.seed(42)
items = [{"key": i, "val": random.random(), "name": "item%d" % i} for i in range(2000)]
blob = json.dumps(items)
back = json.loads(blob)
floats = re.findall(r"\d+\.\d+", blob)
decimal.getcontext().prec = 50
dec_total = sum(decimal.Decimal(k) / 7 for k in range(500))
frac_total = sum(fractions.Fraction(k, k + 1) for k in range(1, 300))
med = statistics.median(it["val"] for it in items)
tags = collections.Counter(it["name"][-1] for it in items)
best = heapq.nlargest(10, items, key=lambda it: it["val"])
tree = ET.fromstring("<t>" + "".join("<n k='%d'>%d</n>" % (k, k) for k in range(500)) + "</t>")
found = len(tree.findall("n"))
diff = list(difflib.unified_diff([str(k) for k in range(300)], [str(2 * k) for k in range(300)]))
para = textwrap.fill(" ".join(it["name"] for it in items), 60)
out = io.StringIO()
writer = csv.writer(out)
for it in items:
    writer.writerow([it["key"], it["val"]])
rows = list(csv.reader(io.StringIO(out.getvalue())))
digest = hashlib.sha256(blob.encode()).hexdigest()
assert zlib.decompress(zlib.compress(blob.encode())) == blob.encode()
assert base64.b64decode(base64.b64encode(blob.encode())) == blob.encode()
mail = email.parser.Parser(policy=email.policy.default).parsestr("From: a@b\nTo: c@d\nSubject: bench\n\nbody\n")
subject = str(mail["subject"])
url = urllib.parse.urlparse("http://example.invalid/p?q=1#f")
month = calendar.month(2024, 2)
stamp = datetime.datetime(2024, 1, 1).isoformat()
pretty = pprint.pformat(best)
escaped = html.escape(para[:200])

if "--compile" in sys.argv:
    n = int(sys.argv[sys.argv.index("--compile") + 1])
    lib = sysconfig.get_paths()["stdlib"]
    names = sorted(f for f in os.listdir(lib) if f.endswith(".py"))[:n]
    consts = 0
    for f in names:
        with open(os.path.join(lib, f), encoding="utf-8") as fh:
            consts += len(compile(fh.read(), f, "exec").co_consts)
    print(len(names), consts)
EOF
}

own_recipe() { # own_recipe TARGET...
    local vg=${VALGRIND:-valgrind} py=${PY-}
    command -v "$vg" > /dev/null || install_pkg valgrind "valgrind (to make the profiles) is not installed"
    if [ -z "$py" ]; then
        command -v python3 > /dev/null || install_pkg python3 "python3 (the profiled program) is not installed"
        # Profile the real interpreter binary: a pyenv shim is a shell script,
        # and valgrind (without --trace-children) would profile the shell.
        py=$(readlink -f "$(python3 -c 'import sys; print(sys.executable)')")
    fi
    write_workload
    local t f args status=0
    for t in "$@"; do
        f=$DIR/callgrind.out.$t
        args=(workload.py)
        [ "$t" = 1g ] && args+=(--compile 40)
        echo "run.sh: making $f: $vg --tool=callgrind $(valgrind_opts "$t") $py ${args[*]}"
        # Write to a temporary name and rename at the end, so an interrupted
        # run never leaves something that looks like a profile.
        local start=$SECONDS
        # shellcheck disable=SC2046  # the options are meant to be split
        if (cd "$DIR/bench-work" && "$vg" --tool=callgrind $(valgrind_opts "$t") \
                --callgrind-out-file="$f.tmp" "$py" "${args[@]}") > "$f.log" 2>&1 && complete "$f.tmp"; then
            # valgrind creates the file 0600; let other users benchmark it too.
            chmod 644 "$f.tmp" && mv "$f.tmp" "$f"
            echo "seconds=$((SECONDS - start)) python=$py options=$(valgrind_opts "$t") args=${args[*]}" >> "$f.log"
            echo "run.sh:   $(stat -c %s "$f") bytes in $((SECONDS - start)) s"
        else
            rm -f "$f.tmp"; echo "run.sh:   FAILED, see $f.log" >&2; status=1
        fi
    done
    return $status
}

mkdir -p "$DIR"
missing=()
for t in "${TARGETS[@]}"; do complete "$DIR/callgrind.out.$t" || missing+=("$t"); done
if [ ${#missing[@]} -gt 0 ]; then
    say "making missing profiles: ${missing[*]} (into $DIR; takes minutes, done once)"
    if [ -f "$SHARED_BIGPROF" ] && [ "${CGANN_BENCH_OWN_RECIPE:-0}" != 1 ]; then
        # The project's conformance recipe, when the shared folder is there.
        CGANN_BIG_DIR=$DIR bash "$SHARED_BIGPROF" "${missing[@]}" || true
    else
        own_recipe "${missing[@]}" || true
    fi
    for t in "${missing[@]}"; do complete "$DIR/callgrind.out.$t" || die "could not make $DIR/callgrind.out.$t"; done
fi
[ -f "$REPO/$TINY_REL" ] || die "missing $REPO/$TINY_REL"

# --------------------------------------------------------------------------
# Build. Always through cargo, so the numbers are for the current source.
# --------------------------------------------------------------------------
say "cargo build --release"
(cd "$REPO" && cargo build --release) || die "cargo build --release failed"
CGANN=${CARGO_TARGET_DIR:-$REPO/target}/release/cgann
[ -x "$CGANN" ] || die "no binary at $CGANN"

# --------------------------------------------------------------------------
# Measurements.
# --------------------------------------------------------------------------
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
# The large-profile commands run from an empty directory: both tools shorten
# file names by the current directory, so running them from the same place
# makes them do the same work (and print the same report).
RUNDIR=$TMP/cwd
mkdir -p "$RUNDIR"

declare -A MEAN SD RUNS RSS
# Timings are only as good as the machine is quiet. Sample how busy the CPUs
# are (other processes: we run nothing yet) for a second before measuring, and
# say so in the report rather than print noisy numbers as if they were clean.
cpu_busy() {
    local a b
    a=$(awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9, $5 + $6 }' /proc/stat); sleep 1
    b=$(awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9, $5 + $6 }' /proc/stat)
    calc "split(\"$a\", x, \" \"); split(\"$b\", y, \" \"); u = y[1] - x[1]; i = y[2] - x[2]; printf \"%.0f\", (u + i) ? 100 * u / (u + i) : 0"
}
calc() { awk "BEGIN { $1 }"; }
BUSY=$(cpu_busy)
if [ "$BUSY" -ge 10 ]; then
    echo "run.sh: WARNING: the machine is not idle ($BUSY% CPU busy before measuring): expect noisy numbers" >&2
fi
csv_col() { # csv_col FILE COLUMN: that column of hyperfine's CSV export, first result
    awk -F, -v col="$2" 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == col) c = i; next }
                         NR == 2 { print $c; exit }' "$1"
}
# hf KEY CWD WARMUP RUNS COMMAND...: time COMMAND with hyperfine. The report
# goes to /dev/null (hyperfine's default), the same for both tools.
hf() {
    local key=$1 cwd=$2 warmup=$3 runs=$4; shift 4
    local cmd
    cmd=$(printf '%q ' "$@")
    (cd "$cwd" && hyperfine "${HF_NOSHELL[@]}" --warmup "$warmup" --runs "$runs" \
        --export-csv "$TMP/$key.csv" -n "$key" -- "$cmd") || die "hyperfine failed on $key"
    MEAN[$key]=$(csv_col "$TMP/$key.csv" mean)
    SD[$key]=$(csv_col "$TMP/$key.csv" stddev)
    RUNS[$key]=$runs
}
# rss KEY CWD OUTFILE COMMAND...: peak resident set size of one run, in KiB (GNU time %M).
rss() {
    local key=$1 cwd=$2 out=$3; shift 3
    (cd "$cwd" && /usr/bin/time -f %M -o "$TMP/$key.rss" "$@" > "$out") || die "$key failed under /usr/bin/time"
    RSS[$key]=$(tail -n 1 "$TMP/$key.rss")
}

P50=$DIR/callgrind.out.50m P200=$DIR/callgrind.out.200m P1G=$DIR/callgrind.out.1g
declare -A SIZE
SIZE[tiny]=$(stat -c %s "$REPO/$TINY_REL")
for t in "${TARGETS[@]}"; do SIZE[$t]=$(stat -c %s "$DIR/callgrind.out.$t"); done

# (d) tiny profile: mostly process start-up and output, so many runs. The
# command is the README's first one (full default report, with sources).
say "tiny profile: cgann $TINY_REL (default report)"
hf tiny "$REPO" 20 300 "$CGANN" -I=testdata/golden/c_multi "$TINY_REL"
rss tiny "$REPO" /dev/null "$CGANN" -I=testdata/golden/c_multi "$TINY_REL"

# (a) 50 MB: cgann, then callgrind_annotate right after with the same
# arguments, then cgann again. hyperfine cannot give two commands different
# run counts, and callgrind_annotate needs tens of seconds a run while cgann
# needs a fraction of a second, so these are hyperfine invocations back to
# back: cgann with a warm-up and 10 runs before callgrind_annotate's $REF_RUNS
# runs and 10 more after them. The reference's runs span a minute and average
# out the machine's slow spells; cgann's 10 runs span one second, and a slow
# spell in it (seen here: 152 ms and 96 ms for the same build minutes apart)
# moved the ratio by a third. Taken on both sides of the reference's minute,
# cgann's runs are exposed to the same stretch of time. All read the file from
# the page cache (cgann's warm-up loaded it); the ratio is the ratio of the
# means, and its +- is propagated from both standard deviations.
say "50 MB profile: cgann --auto=no"
hf c50 "$RUNDIR" 1 10 "$CGANN" --auto=no "$P50"
rss c50 "$RUNDIR" "$TMP/c50.out" "$CGANN" --auto=no "$P50"
if [ $REFERENCE -eq 1 ]; then
    say "50 MB profile: callgrind_annotate --auto=no ($REF_RUNS runs, tens of seconds each)"
    hf ca50 "$RUNDIR" 0 "$REF_RUNS" "$CA" --auto=no "$P50"
    rss ca50 "$RUNDIR" "$TMP/ca50.out" "$CA" --auto=no "$P50"
    say "50 MB profile: cgann --auto=no again, after callgrind_annotate"
    hf c50after "$RUNDIR" 1 10 "$CGANN" --auto=no "$P50"
    # Both batches as one of 20 runs: the mean of the means, and the
    # spread within the batches plus the spread between them.
    m1=${MEAN[c50]} s1=${SD[c50]} m2=${MEAN[c50after]} s2=${SD[c50after]}
    MEAN[c50]=$(calc "printf \"%.9f\", ($m1 + $m2) / 2")
    SD[c50]=$(calc "printf \"%.9f\", sqrt(($s1 * $s1 + $s2 * $s2) / 2 + (($m1 - $m2) / 2) ^ 2)")
    RUNS[c50]=$((RUNS[c50] + RUNS[c50after]))
    C50_BATCHES=("$m1" "$s1" "$m2" "$s2")
    # Not a target, but the ratio only means something if both did the same job.
    if cmp -s "$TMP/c50.out" "$TMP/ca50.out"; then SAME=identical; else SAME="DIFFERENT (see README.md, Differences)"; fi
fi

# Floors and a peer, paired in one hyperfine run on the same cached file:
# `cat` (reading the bytes: the physical floor), `wc -l` (reading them and
# finding every newline) and gprof2dot (the peer; 50 MB only, it needs
# tens of seconds). hyperfine runs the commands one after another in one
# invocation; the load average is printed with the figures.
# floors KEY PROFILE [PEER]: sets MEAN[KEY.cat], MEAN[KEY.wc], MEAN[KEY.cgann], MEAN[KEY.g2d], MEAN[KEY.car].
floors() {
    local key=$1 prof=$2 peer=${3:-0}
    local cmds=("cat $(printf %q "$prof")" "wc -l $(printf %q "$prof")" "$(printf '%q ' "$CGANN" --auto=no "$prof")")
    local names=(cat wc cgann)
    local runs=10
    if [ "$peer" = 1 ] && [ -n "$G2D" ]; then
        cmds+=("$(printf '%q ' "$G2D" -f callgrind -o /dev/null "$prof")"); names+=(g2d); runs=3
    fi
    if [ "$peer" = 1 ] && [ -n "$CAR" ]; then
        cmds+=("$(printf '%q ' "$CAR" --auto=no "$prof")"); names+=(car); runs=3
    fi
    local args=() i
    for i in "${!cmds[@]}"; do args+=(-n "$key.${names[$i]}" "${cmds[$i]}"); done
    LOAD[$key]=$(cut -d' ' -f1-3 /proc/loadavg)
    (cd "$RUNDIR" && hyperfine "${HF_NOSHELL[@]}" --warmup 1 --runs $runs --export-csv "$TMP/$key.floors.csv" "${args[@]}") \
        || die "hyperfine failed on the floors of $key"
    LOAD[$key]="${LOAD[$key]} -> $(cut -d' ' -f1-3 /proc/loadavg)"
    for i in "${!names[@]}"; do
        MEAN[$key.${names[$i]}]=$(awk -F, -v n="$key.${names[$i]}" '$1 == n { print $2 }' "$TMP/$key.floors.csv")
        [ -n "${MEAN[$key.${names[$i]}]}" ] || unset "MEAN[$key.${names[$i]}]"
    done
}
declare -A LOAD
say "50 MB profile: floors (cat, wc -l) and peers (gprof2dot, callgrind-annotate-rs), paired with cgann"
floors f50 "$P50" "$REFERENCE"
if [ $REFERENCE -eq 1 ] && [ -n "$CAR" ]; then
    rss car50 "$RUNDIR" /dev/null "$CAR" --auto=no "$P50"
fi

# (f) machine code of the 50 MB profile's top 20 functions (--asm=yes):
# the report, a second pass over the profile for their instructions, and
# objdump on each function's range (the objects are CPython's, on this
# machine).
say "50 MB profile: cgann --auto=no --asm=yes --top=20"
hf asm50 "$RUNDIR" 1 10 "$CGANN" --auto=no --asm=yes --top=20 "$P50"
rss asm50 "$RUNDIR" /dev/null "$CGANN" --auto=no --asm=yes --top=20 "$P50"

# (e) 200 MB and (b) 1 GB: throughput = file size / mean time.
say "200 MB profile: cgann --auto=no"
hf c200 "$RUNDIR" 1 5 "$CGANN" --auto=no "$P200"
rss c200 "$RUNDIR" /dev/null "$CGANN" --auto=no "$P200"
if [ $QUICK -eq 0 ]; then
    say "1 GB profile: cgann --auto=no"
    hf c1g "$RUNDIR" 1 5 "$CGANN" --auto=no "$P1G"
    say "1 GB profile: floors (cat, wc -l), paired with cgann"
    floors f1g "$P1G"
    # (c) peak memory on the 1 GB profile, of the table and of the JSON
    # document of the same rows (streamed: it should stay near the table's).
    rss c1g "$RUNDIR" /dev/null "$CGANN" --auto=no "$P1G"
    rss j1g "$RUNDIR" /dev/null "$CGANN" --auto=no --format=json "$P1G"
    if [ $REFERENCE -eq 1 ] && [ -n "$CAR" ]; then
        # One run (minutes, and several GB of memory): wall time from GNU time.
        say "1 GB profile: callgrind-annotate-rs --auto=no (one run)"
        (cd "$RUNDIR" && /usr/bin/time -f "%e %M" -o "$TMP/car1g.time" "$CAR" --auto=no "$P1G" > /dev/null) \
            || echo "run.sh: callgrind-annotate-rs failed on the 1 GB profile" >&2
    fi
fi

# --------------------------------------------------------------------------
# Report. MB = 10^6 bytes everywhere (file sizes, MB/s and RSS).
# --------------------------------------------------------------------------
fmt_size() { calc "b = $1; if (b >= 1e9) printf \"%.2f GB\", b / 1e9; else if (b >= 1e6) printf \"%.1f MB\", b / 1e6; else printf \"%.1f kB\", b / 1e3"; }
fmt_time() { # mean sd
    calc "m = $1; s = ${2:-0}; if (m < 1) printf \"%.${3:-0}f ms ± %.${3:-0}f ms\", m * 1e3, s * 1e3; else printf \"%.2f s ± %.2f s\", m, s"
}
fmt_mean() { calc "m = $1; if (m < 1) printf \"%.0f ms\", m * 1e3; else printf \"%.2f s\", m"; }
mbps() { calc "printf \"%.0f\", $1 / 1e6 / $2"; }
rss_mb() { calc "printf \"%.1f MB\", $1 * 1024 / 1e6"; }

row() { # row KEY PROFILE-LABEL SIZE-KEY TOOL-AND-ARGS DECIMALS
    local key=$1 mb="-"
    [ "$3" = tiny ] || mb=$(mbps "${SIZE[$3]}" "${MEAN[$key]}")
    # shellcheck disable=SC2016  # the backquotes are markdown
    printf '| %s | %s | `%s` | %s | %s | %s | %s |\n' "$2" "$(fmt_size "${SIZE[$3]}")" "$4" \
        "${RUNS[$key]}" "$(fmt_time "${MEAN[$key]}" "${SD[$key]}" "${5:-0}")" "$mb" "$(rss_mb "${RSS[$key]}")"
}

FAILS=0
declare -a TROWS
target() { # target NAME GOAL MEASURED OK(1/0/skip)
    local res
    case "$4" in 1) res=PASS ;; 0) res=FAIL; FAILS=$((FAILS + 1)) ;; *) res="SKIP ($4)" ;; esac
    TROWS+=("| $1 | $2 | $3 | $res |")
}

if [ $REFERENCE -eq 1 ]; then
    RATIO=$(calc "printf \"%.0f\", ${MEAN[ca50]} / ${MEAN[c50]}")
    RATIO_PM=$(calc "a = ${MEAN[ca50]}; c = ${MEAN[c50]}; sa = ${SD[ca50]}; sc = ${SD[c50]}; printf \"%.0f\", a / c * sqrt((sa / a) ^ 2 + (sc / c) ^ 2)")
fi
if [ $QUICK -eq 0 ]; then
    MB1G=$(mbps "${SIZE[1g]}" "${MEAN[c1g]}")
    CATX=$(calc "printf \"%.1f\", ${MEAN[f1g.cgann]} / ${MEAN[f1g.cat]}")
    target "table of 1 GB against \`cat\` of it (same hyperfine run)" "<= 6x" "${CATX}x ($(mbps "${SIZE[1g]}" "${MEAN[f1g.cgann]}") MB/s; cat $(mbps "${SIZE[1g]}" "${MEAN[f1g.cat]}") MB/s; load ${LOAD[f1g]})" "$(calc "print ($CATX <= 6)")"
    target "peak RSS, 1 GB" "<= 256 MB" "$(rss_mb "${RSS[c1g]}")" "$(calc "print (${RSS[c1g]} * 1024 / 1e6 <= 256)")"
    JX=$(calc "printf \"%.2f\", ${RSS[j1g]} / ${RSS[c1g]}")
    target "peak RSS of --format=json against the table's, 1 GB" "<= 1.5x" "${JX}x ($(rss_mb "${RSS[j1g]}"))" "$(calc "print ($JX <= 1.5)")"
else
    target "table of 1 GB against \`cat\` of it" "<= 6x" "-" --quick
    target "peak RSS, 1 GB" "<= 256 MB" "-" --quick
fi
ASM_MS=$(calc "printf \"%.0f\", ${MEAN[asm50]} * 1e3")
target "machine code of the top 20, 50 MB" "< 1 s" "$ASM_MS ms" "$(calc "print (${MEAN[asm50]} < 1)")"
TINY_MS=$(calc "printf \"%.2f\", ${MEAN[tiny]} * 1e3")
target "tiny profile" "< 5 ms" "$TINY_MS ms" "$(calc "print (${MEAN[tiny]} * 1e3 < 5)")"

CPU=$(grep -m1 -E '^(model name|Model|cpu model)' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ *//')
RAM=$(awk '/^MemTotal:/ { printf "%.0f GB RAM", $2 * 1024 / 1e9 }' /proc/meminfo)
REV=$(git -C "$REPO" describe --always --dirty 2>/dev/null || echo unknown)
HFV=$(hyperfine --version | awk '{ print $2 }')
if [ ${#HF_NOSHELL[@]} -gt 0 ]; then HFMODE="commands run without a shell (-N)"; else HFMODE="shell start-up subtracted by hyperfine"; fi

REPORT=$TMP/report.md
{
    echo "### cgann benchmark, $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo
    echo "- machine: ${CPU:-unknown CPU}, nproc $(nproc), $RAM, $(uname -sr) $(uname -m); $BUSY% CPU busy with other work just before measuring$([ "$BUSY" -ge 10 ] && echo " (NOT idle: numbers are noisy)")"
    echo "- cgann $REV, \`cargo build --release\` ($(rustc --version 2>/dev/null | awk '{ print $1, $2 }'))"
    [ $REFERENCE -eq 1 ] && echo "- reference: $("$CA" --version 2>&1 | head -n 1) (Perl $(perl -e 'printf "%vd", $^V' 2>/dev/null))"
    echo "- hyperfine $HFV, $HFMODE; profiles read from the page cache; report to /dev/null; peak RSS from GNU time %M, one run; MB = 10^6 bytes"
    echo "- profiles: CPython under \`valgrind --tool=callgrind\`, in $DIR (see bench/README.md)"
    echo
    echo "| profile | size | command | runs | mean ± σ | MB/s | peak RSS |"
    echo "|---|--:|---|--:|--:|--:|--:|"
    row tiny "c_multi O0 (tiny)" tiny "cgann -I=testdata/golden/c_multi $TINY_REL" 2
    row c50 "50m" 50m "cgann --auto=no callgrind.out.50m"
    [ $REFERENCE -eq 1 ] && row ca50 "50m" 50m "callgrind_annotate --auto=no callgrind.out.50m"
    row asm50 "50m" 50m "cgann --auto=no --asm=yes --top=20 callgrind.out.50m"
    row c200 "200m" 200m "cgann --auto=no callgrind.out.200m"
    [ $QUICK -eq 0 ] && row c1g "1g" 1g "cgann --auto=no callgrind.out.1g"
    echo
    if [ $REFERENCE -eq 1 ]; then
        C50_SPLIT="$(fmt_time "${C50_BATCHES[0]}" "${C50_BATCHES[1]}") before, $(fmt_time "${C50_BATCHES[2]}" "${C50_BATCHES[3]}") after"
        echo "Speed ratio on 50m = mean callgrind_annotate / mean cgann = ${RATIO}x ± ${RATIO_PM}, from hyperfine"
        echo "runs back to back on the same cached file (cgann: 1 warm-up + 10 runs right before callgrind_annotate's"
        echo "${RUNS[ca50]} runs and 1 + 10 right after them, ${RUNS[c50]} in all: $C50_SPLIT; callgrind_annotate:"
        echo "no warm-up, since one run takes $(calc "printf \"%.0f\", ${MEAN[ca50]}") s); ± propagated from both σ. Reports: $SAME."
        echo
    fi
    echo "Floors and peer, each profile in one hyperfine invocation (load average before -> after):"
    echo
    echo "| profile | \`cat\` | \`wc -l\` | cgann --auto=no | cgann / cat | gprof2dot | gprof2dot / cgann | callgrind-annotate-rs | callgrind-annotate-rs / cgann | load |"
    echo "|---|--:|--:|--:|--:|--:|--:|--:|--:|---|"
    for k in f50 f1g; do
        [ -n "${MEAN[$k.cat]:-}" ] || continue
        g2d="-" g2dx="-"
        if [ -n "${MEAN[$k.g2d]:-}" ]; then
            g2d=$(fmt_mean "${MEAN[$k.g2d]}"); g2dx="$(calc "printf \"%.0f\", ${MEAN[$k.g2d]} / ${MEAN[$k.cgann]}")x"
        fi
        car="-" carx="-"
        if [ -n "${MEAN[$k.car]:-}" ]; then
            car=$(fmt_mean "${MEAN[$k.car]}"); carx="$(calc "printf \"%.0f\", ${MEAN[$k.car]} / ${MEAN[$k.cgann]}")x"
        fi
        printf '| %s | %s | %s | %s | %sx | %s | %s | %s | %s | %s |\n' "${k#f}" "$(fmt_mean "${MEAN[$k.cat]}")" "$(fmt_mean "${MEAN[$k.wc]}")" \
            "$(fmt_mean "${MEAN[$k.cgann]}")" "$(calc "printf \"%.1f\", ${MEAN[$k.cgann]} / ${MEAN[$k.cat]}")" "$g2d" "$g2dx" "$car" "$carx" "${LOAD[$k]}"
    done
    echo
    if [ -n "${RSS[car50]:-}" ]; then
        line="callgrind-annotate-rs: peak RSS $(rss_mb "${RSS[car50]}") on 50m (cgann $(rss_mb "${RSS[c50]}"))"
        if [ -s "$TMP/car1g.time" ]; then
            read -r car_s car_kb < <(tail -n 1 "$TMP/car1g.time")
            line="$line; 1g, one run: $car_s s, $(rss_mb "$car_kb") (cgann $(fmt_mean "${MEAN[c1g]}"), $(rss_mb "${RSS[c1g]}"))"
        fi
        echo "$line."
        echo
    fi
    echo "| target | goal | measured | result |"
    echo "|---|---|---|---|"
    printf '%s\n' "${TROWS[@]}"
} > "$REPORT"

# Keep a copy next to the profiles: handy to compare runs over time.
SAVED=$DIR/bench-$(date -u +%Y%m%d-%H%M%S).md
cp "$REPORT" "$SAVED" 2>/dev/null || SAVED=""

say "results${SAVED:+ (also saved to $SAVED)}"
echo
cat "$REPORT"

if [ $STRICT -eq 1 ] && [ $FAILS -gt 0 ]; then
    echo; echo "run.sh: $FAILS target(s) FAILED (--strict)"; exit 1
fi
exit 0
