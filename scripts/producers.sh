#!/bin/bash
# Real profiles from the producers other than plain callgrind, for
# tests/producers.rs: small workloads (scripts/producers/) profiled by each
# producer installed here, written to testdata/producers/<producer>/ with a
# `truth` file holding the producer's own totals, measured by the producer's
# own tools (pprof -top, cProfile's statistics, Xdebug's summary, ...).
#
#   scripts/producers.sh              make the profiles that are missing
#   scripts/producers.sh --update     make them all again (overwrite)
#   scripts/producers.sh --install    install the producers first (apt-get,
#                                     pip; needs root and the registries)
#   scripts/producers.sh NAME...      only these producers (see `list`)
#   scripts/producers.sh list         the producers and what they need
#
# A producer that is not installed is skipped with a note; the tests use
# only what is in testdata/producers/, never the producers themselves.
# Profiles of producers that do not install here are hand-written there,
# and each says so in its README.md.

set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=$ROOT/scripts/producers
OUT=$ROOT/testdata/producers
UPDATE=0
INSTALL=0
ONLY=()
ALL=(xdebug3 go-pprof gperftools cprofile yappi nytprof ruby-prof rbspy cachegrind xtree combine-dumps compress-mangled separate-threads)

for a in "$@"; do
    case "$a" in
        --update) UPDATE=1 ;;
        --install) INSTALL=1 ;;
        list)
            cat <<'EOF'
xdebug3           php-cli php-xdebug (Debian), and gzip for its .gz copy
go-pprof          golang-go (Debian): go tool pprof -callgrind
gperftools        google-perftools libgoogle-perftools-dev (Debian): google-pprof --callgrind
cprofile          pyprof2calltree (PyPI)
yappi             yappi (PyPI)
nytprof           libdevel-nytprof-perl (Debian): nytprofcg, figures from Devel::NYTProf::Data
ruby-prof         ruby-prof (Debian; rubygems is not reachable here): its call-tree printer
rbspy             ruby (Debian) and rbspy (crates.io: cargo install rbspy, some 20 minutes to build;
                  $RBSPY names the binary if it is not on PATH)
cachegrind        valgrind (Debian)
xtree             valgrind: --xtree-memory=full
combine-dumps     valgrind: callgrind --combine-dumps=yes --dump-before=...
compress-mangled  valgrind: callgrind --separate-callers=2 --compress-mangled=yes
separate-threads  valgrind: callgrind --separate-threads=yes (the empty main file kept)
EOF
            exit 0 ;;
        -*) echo "producers.sh: unknown option $a" >&2; exit 2 ;;
        *) ONLY+=("$a") ;;
    esac
done
[ ${#ONLY[@]} -eq 0 ] && ONLY=("${ALL[@]}")

if [ $INSTALL = 1 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        php-cli php-xdebug golang-go google-perftools libgoogle-perftools-dev \
        libdevel-nytprof-perl ruby-prof valgrind gcc >/dev/null
    pip install -q pyprof2calltree yappi 2>/dev/null ||
        pip install -q --break-system-packages pyprof2calltree yappi
    command -v rbspy >/dev/null || cargo install --locked rbspy
fi

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
# The valgrind variants build and run their programs here, in a fixed
# environment (fixed_env): the folder, the environment and the program's
# output (a regular file) change the instruction counts
# (scripts/fixed-env.sh).
VGDIR=/tmp/cgann-producers-build
# shellcheck source=scripts/fixed-env.sh
. "$ROOT/scripts/fixed-env.sh"

have() { command -v "$1" >/dev/null 2>&1; }
# Names in the profiles without this machine's folders.
clean() { sed "s|$TMP/gomod/||g; s|$TMP/||g; s|$VGDIR/||g; s|$WORK/||g; s|$ROOT/||g"; }
note() { echo "producers.sh: $*" >&2; }

# begin NAME: the folder to fill, or failure when it is complete and
# --update was not given.
begin() {
    local dir=$OUT/$1
    if [ $UPDATE = 0 ] && [ -f "$dir/truth" ]; then
        note "$1: kept (--update makes it again)"
        return 1
    fi
    mkdir -p "$dir"
    rm -f "$dir"/callgrind.out.* "$dir"/cachegrind.out.* "$dir/truth"
    return 0
}

xdebug3() {
    have php && php -m 2>/dev/null | grep -qi '^xdebug$' || { note "xdebug3: php-xdebug not installed"; return; }
    begin xdebug3 && xdebug3_run
    [ -f "$OUT/xdebug3/cachegrind.out.xdebug3.gz" ] || xdebug3_gzip
}

xdebug3_run() {
    (cd "$TMP" && php -d xdebug.mode=profile -d xdebug.output_dir="$TMP" \
        -d xdebug.profiler_output_name=cachegrind.out.xdebug3 "$WORK/work.php" >/dev/null)
    # Names as the profile holds them, without this machine's folder.
    clean < "$TMP/cachegrind.out.xdebug3" > "$OUT/xdebug3/cachegrind.out.xdebug3"
    # Xdebug's own total: its summary: line (wall time, peak memory).
    grep '^summary:' "$OUT/xdebug3/cachegrind.out.xdebug3" | awk '{print "time " $2; print "memory " $3}' \
        > "$OUT/xdebug3/truth"
    php -r 'echo "producer " . phpversion("xdebug") . " (PHP " . PHP_VERSION . ")\n";' >> "$OUT/xdebug3/truth"
}

# Xdebug 3.1+ built with compression writes its profiles gzip'd by default
# (cachegrind.out.PID.gz, ../shared/reference/producers.md). Debian's build
# has no compression ("Compressed File Support => no" in php -i, and
# xdebug.use_compression=1 still writes plain text), so the same profile is
# gzip'd here
# (begin removes it with the plain one, so --update makes both).
xdebug3_gzip() {
    local plain=$OUT/xdebug3/cachegrind.out.xdebug3
    [ -f "$plain" ] && gzip -n -9 -c "$plain" > "$plain.gz"
}

go_pprof() {
    have go || { note "go-pprof: golang-go not installed"; return; }
    begin go-pprof || return
    mkdir -p "$TMP/gomod" && cp "$WORK/alloc.go" "$TMP/gomod/" && printf 'module alloc\n\ngo 1.19\n' > "$TMP/gomod/go.mod"
    (cd "$TMP/gomod" && HOME=$TMP GOCACHE=$TMP/gocache GOFLAGS=-mod=mod go build -o alloc . && ./alloc mem.prof >/dev/null)
    local pp=(go tool pprof -sample_index=alloc_space -nodefraction=0 -edgefraction=0)
    (cd "$TMP/gomod" && HOME=$TMP GOCACHE=$TMP/gocache "${pp[@]}" -callgrind alloc mem.prof 2>/dev/null) |
        clean > "$OUT/go-pprof/callgrind.out.go"
    # pprof's own total: "Showing nodes accounting for NB, 100% of NB total".
    (cd "$TMP/gomod" && HOME=$TMP GOCACHE=$TMP/gocache "${pp[@]}" -unit=B -top alloc mem.prof 2>/dev/null) |
        sed -n 's/.* of \([0-9]*\)B total.*/alloc_space \1/p' > "$OUT/go-pprof/truth"
    echo "producer $(go version | awk '{print $3}')" >> "$OUT/go-pprof/truth"
}

gperftools() {
    have google-pprof && [ -e /usr/include/gperftools/profiler.h ] ||
        { note "gperftools: google-perftools libgoogle-perftools-dev not installed"; return; }
    begin gperftools || return
    gcc -O0 -fno-inline -g -o "$TMP/spin" "$WORK/spin.c" -lprofiler || return
    (cd "$TMP" && CPUPROFILE_FREQUENCY=1000 ./spin cpu.prof >/dev/null)
    (cd "$TMP" && google-pprof --nodefraction=0 --edgefraction=0 --callgrind ./spin cpu.prof 2>/dev/null) |
        clean > "$OUT/gperftools/callgrind.out.gperftools"
    # pprof's own total: "Total: N samples".
    (cd "$TMP" && google-pprof --text ./spin cpu.prof 2>/dev/null) |
        sed -n 's/^Total: \([0-9]*\) samples.*/samples \1/p' > "$OUT/gperftools/truth"
}

cprofile() {
    have pyprof2calltree || { note "cprofile: pyprof2calltree not installed"; return; }
    begin cprofile || return
    (cd "$WORK" && python3 -m cProfile -o "$TMP/work.pstats" work.py)
    pyprof2calltree -i "$TMP/work.pstats" -o "$TMP/out" >/dev/null
    clean < "$TMP/out" > "$OUT/cprofile/callgrind.out.cprofile"
    # cProfile's own total: the sum of every function's own time, in ns as
    # pyprof2calltree writes them (it rounds each function's).
    python3 - "$TMP/work.pstats" > "$OUT/cprofile/truth" <<'EOF'
import pstats, sys
s = pstats.Stats(sys.argv[1])
print("total_tt_ns", round(s.total_tt * 1e9))
print("functions", len(s.stats))
EOF
}

yappi_() {
    python3 -c 'import yappi' 2>/dev/null || { note "yappi: not installed"; return; }
    begin yappi || return
    (cd "$WORK" && python3 - "$TMP/out" > "$OUT/yappi/truth") <<'EOF'
import sys, yappi
import work
yappi.set_clock_type("cpu")
yappi.start()
work.work()
yappi.stop()
stats = yappi.get_func_stats()
stats.save(sys.argv[1], type="callgrind")
# yappi's own total: the sum of every function's own time (ttot - tsub
# is its self time), in the microsecond ticks it writes.
print("tsub_us", round(sum(s.tsub for s in stats) * 1e6))
print("functions", len(stats))
EOF
    clean < "$TMP/out" > "$OUT/yappi/callgrind.out.yappi"
}

nytprof() {
    have nytprofcg || { note "nytprof: libdevel-nytprof-perl not installed"; return; }
    begin nytprof || return
    (cd "$TMP" && NYTPROF=file=$TMP/nytprof.out perl -d:NYTProf "$WORK/work.pl" >/dev/null &&
        nytprofcg --file "$TMP/nytprof.out" --out "$TMP/nytprof.callgrind" >/dev/null 2>&1)
    clean < "$TMP/nytprof.callgrind" > "$OUT/nytprof/callgrind.out.nytprof"
    # NYTProf's own figures, read from its profile with its own data API
    # (Devel::NYTProf::Data), times in seconds as it states them: each
    # subroutine nytprofcg writes (those with a caller) as `sub NAME CALLS
    # EXCL INCL SITES` (SITES: the lines it was called from), the sum of
    # those exclusive times, and the profile's time as nytprofhtml's
    # "Profile of ... for" line gives it (profiler_active).
    perl -MDevel::NYTProf::Data - "$TMP/nytprof.out" <<'EOF' | clean > "$OUT/nytprof/truth"
my $p = Devel::NYTProf::Data->new({ filename => $ARGV[0], quiet => 1 });
my ($excl, $n) = (0, 0);
my $subs = $p->subname_subinfo_map;
for my $name (sort keys %$subs) {
    my $s = $subs->{$name};
    my $callers = $s->caller_fid_line_places;
    next unless $callers && %$callers;
    my $sites = 0;
    $sites += keys %$_ for values %$callers;
    print "sub $name ", join(' ', $s->calls, $s->excl_time, $s->incl_time, $sites), "\n";
    $excl += $s->excl_time;
    $n++;
}
print "subs $n\n";
print "excl_time_sum $excl\n";
print "profiler_active ", $p->attributes->{profiler_active}, "\n";
EOF
    echo "producer NYTProf $(NYTPROF=file=$TMP/version.out perl -MDevel::NYTProf -e 'print $Devel::NYTProf::VERSION')" >> "$OUT/nytprof/truth"
}

ruby_prof() {
    ruby -rruby-prof -e '' 2>/dev/null || { note "ruby-prof: not installed"; return; }
    begin ruby-prof || return
    mkdir -p "$TMP/rp"
    (cd "$WORK" && ruby work.rb "$TMP/rp" > "$OUT/ruby-prof/truth")
    clean < "$(ls "$TMP"/rp/*.callgrind.out.* "$TMP"/rp/callgrind.out.* 2>/dev/null | head -1)" \
        > "$OUT/ruby-prof/callgrind.out.ruby-prof"
}

rbspy_() {
    local rbspy=${RBSPY:-rbspy}
    have "$rbspy" && have ruby || { note "rbspy: rbspy or ruby not installed"; return; }
    begin rbspy || return
    (cd "$WORK" && "$rbspy" record --format callgrind --file "$TMP/rbspy.out" --raw-file "$TMP/rbspy.raw.gz" \
        --nonblocking -- ruby spin.rb >/dev/null 2>&1)
    clean < "$TMP/rbspy.out" > "$OUT/rbspy/callgrind.out.rbspy"
    # rbspy's own figures: the samples it took (one trace each in its raw
    # file) and its summary's self share of the hottest function.
    {
        echo "samples $(zcat "$TMP/rbspy.raw.gz" | grep -c '"trace"')"
        "$rbspy" report --input "$TMP/rbspy.raw.gz" --format summary 2>/dev/null |
            awk 'NR == 2 { print "top_self_percent", $1; print "top_name", $3 }'
        echo "producer $("$rbspy" --version)"
    } > "$OUT/rbspy/truth"
}

# The valgrind variants profile xtree.c (small, deterministic).
# (Built once per run of this script, in a fresh $VGDIR.)
vg_prog() {
    [ "${VG_BUILT:-}" = 1 ] && return
    rm -rf "$VGDIR" && mkdir -p "$VGDIR"
    gcc -O0 -fno-inline -g -o "$VGDIR/prog" "$WORK/xtree.c" && VG_BUILT=1
}

cachegrind() {
    have valgrind || { note "cachegrind: valgrind not installed"; return; }
    begin cachegrind || return
    vg_prog
    (cd "$VGDIR" && fixed_env valgrind -q --tool=cachegrind "${CACHE_GEOMETRY[@]}" --cachegrind-out-file=cg.out ./prog > prog.out)
    clean < "$VGDIR/cg.out" > "$OUT/cachegrind/cachegrind.out.319"
    # Cachegrind's own total: its summary: line.
    sed -n 's/^summary: */Ir /p' "$OUT/cachegrind/cachegrind.out.319" | awk '{print $1, $2}' > "$OUT/cachegrind/truth"
    echo "producer $(valgrind --version)" >> "$OUT/cachegrind/truth"
}

xtree() {
    have valgrind || { note "xtree: valgrind not installed"; return; }
    begin xtree || return
    vg_prog
    (cd "$VGDIR" && fixed_env valgrind -q --xtree-memory=full --xtree-memory-file=xt.out ./prog > prog.out)
    clean < "$VGDIR/xt.out" > "$OUT/xtree/callgrind.out.xtree"
    # The xtree's own totals: its totals: line (events in its order).
    { grep '^events:' "$OUT/xtree/callgrind.out.xtree"; grep '^totals:' "$OUT/xtree/callgrind.out.xtree"; } > "$OUT/xtree/truth"
}

combine_dumps() {
    have valgrind || { note "combine-dumps: valgrind not installed"; return; }
    begin combine-dumps || return
    vg_prog
    (cd "$VGDIR" && fixed_env valgrind -q --tool=callgrind --combine-dumps=yes --dump-before=churn \
        --callgrind-out-file=combined.out ./prog > prog.out)
    clean < "$VGDIR/combined.out" > "$OUT/combine-dumps/callgrind.out.combined"
    # Callgrind's own totals: one totals: line per part.
    grep '^totals:' "$OUT/combine-dumps/callgrind.out.combined" | awk '{print "part_total", $2}' > "$OUT/combine-dumps/truth"
}

compress_mangled() {
    have valgrind || { note "compress-mangled: valgrind not installed"; return; }
    begin compress-mangled || return
    vg_prog
    for c in yes no; do
        (cd "$VGDIR" && fixed_env valgrind -q --tool=callgrind --separate-callers=2 --compress-mangled=$c \
            --callgrind-out-file=cm-$c.out ./prog > prog.out)
    done
    clean < "$VGDIR/cm-yes.out" > "$OUT/compress-mangled/callgrind.out.compressed"
    clean < "$VGDIR/cm-no.out" > "$OUT/compress-mangled/callgrind.out.plain"
    grep '^totals:' "$OUT/compress-mangled/callgrind.out.compressed" | awk '{print "Ir", $2}' > "$OUT/compress-mangled/truth"
}

separate_threads() {
    have valgrind || { note "separate-threads: valgrind not installed"; return; }
    begin separate-threads || return
    vg_prog
    gcc -O1 -g -pthread -o "$VGDIR/threads" "$ROOT/testdata/golden/threads/src/threads.c"
    # LD_BIND_NOW: as in scripts/golden.sh, symbols bound at start-up in
    # the main thread, not by whichever thread calls a function first.
    (cd "$VGDIR" && fixed_env LD_BIND_NOW=1 valgrind -q --tool=callgrind --separate-threads=yes \
        --callgrind-out-file=callgrind.out.run ./threads > threads.out)
    for f in "$VGDIR"/callgrind.out.run*; do
        clean < "$f" > "$OUT/separate-threads/$(basename "$f")"
    done
    # Callgrind's own totals: one per thread file; the main file is empty.
    cat "$OUT"/separate-threads/callgrind.out.run-* | grep '^totals:' | awk '{print "thread_total", $2}' \
        > "$OUT/separate-threads/truth"
}

for p in "${ONLY[@]}"; do
    case "$p" in
        xdebug3) xdebug3 ;;
        go-pprof) go_pprof ;;
        gperftools) gperftools ;;
        cprofile) cprofile ;;
        yappi) yappi_ ;;
        nytprof) nytprof ;;
        ruby-prof) ruby_prof ;;
        rbspy) rbspy_ ;;
        cachegrind) cachegrind ;;
        xtree) xtree ;;
        combine-dumps) combine_dumps ;;
        compress-mangled) compress_mangled ;;
        separate-threads) separate_threads ;;
        *) note "unknown producer $p (see: scripts/producers.sh list)"; exit 2 ;;
    esac
done
