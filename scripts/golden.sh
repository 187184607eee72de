#!/usr/bin/env bash
# Golden-file corpus for tests/golden.rs: expected outputs of valgrind's
# callgrind_annotate, which cgann must reproduce byte for byte.
#
# Usage (from anywhere):
#   scripts/golden.sh                  regenerate testdata/golden/*/expected/
#   scripts/golden.sh --case cpp       only one case (repeatable)
#   scripts/golden.sh --reprofile      first rebuild testdata/golden/<case>/src/
#                                      and re-profile it with valgrind (pids
#                                      and some costs change: review the
#                                      diff); then regenerate. The hand-written
#                                      expected/*.cgann.out need the same
#                                      review: cargo test --test golden leaves
#                                      cgann's outputs in target/golden-actual/
#   scripts/golden.sh --check          regenerate into a temp dir and diff with
#                                      the committed expectations (exit 1 if
#                                      they differ); writes nothing
#   scripts/golden.sh --check --reprofile
#                                      also re-profile each case into a temp
#                                      dir and compare the totals and
#                                      function names with the committed
#                                      profiles (exit 1 if they differ)
#   scripts/golden.sh --oracle DIR     only write the patched reference to
#                                      DIR/callgrind_annotate (for debugging;
#                                      GOLDEN_BIN=DIR/callgrind_annotate
#                                      cargo test --test golden must pass)
#
# Needs bash, perl, coreutils and the reference script; --reprofile also
# valgrind 3.19, gcc/g++ and rustc (the committed profiles came from valgrind
# 3.19.0, gcc 12.2 (Debian 12), rustc 1.95.0, glibc 2.36 with libc6-dbg).
# New case: a folder with src/ + matrix.txt, a recipe in reprofile_case
# below, and its name in golden_cases! in tests/golden.rs.
#
# Layout of testdata/golden/<case>/:
#   src/                 program sources (the profiles name them ./src/...)
#   callgrind.out.*      profiles (cachegrind.out.* for the cachegrind case)
#   matrix.txt           one test per line: <slug> <arguments>; '#' lines and
#                        blank lines are ignored.  Arguments are split like
#                        shell words: blanks separate, '...' and "..." quote,
#                        backslash escapes; nothing is expanded ($ is literal).
#   expected/<slug>.out  stdout of the reference, run with the case folder as
#                        cwd, stdin /dev/null, LC_ALL=C
#   expected/<slug>.rc   its exit code (the test compares zero/non-zero only)
#   expected/<slug>.cgann.out  optional, hand-written: a deliberate difference
#                        from the reference; used by the test instead of .out.
#                        This script never writes or deletes these.
#
# The reference is /usr/bin/callgrind_annotate (valgrind 3.19; override with
# CA_REF=path) patched by sed into a temp dir so that its output is
# deterministic and correct where it matters:
#   * every `keys %hash` becomes `sort keys %hash`: Perl randomises hash order
#     per process and 9 such iterations reach the output (order of annotated
#     files, of the "User annotated:" list, of tied callers/callees and
#     "=> callee" lines, of numerically tied line numbers, summation order);
#     ties thus come out in ascending byte order, one of the orders the real
#     tool can print.
#   * cfi=/cfl= (callee file) names are shortened by the cwd prefix like fl=
#     names are (upstream bug: a callee in another file got its absolute name).
#     With our relative ./src/... names the fix changes nothing today; it is
#     there so a profile with absolute paths would not bake the bug in.
#
# Portability: expectations must not depend on the machine or the checkout.
#   * Sources are compiled from the case folder with -fdebug-prefix-map /
#     --remap-path-prefix so the profiles name them ./src/... (gen/table.c is
#     compiled inside src/gen on purpose: it is named ././table.c and only
#     found with -I=src/gen).
#   * System headers under /usr/include are remapped to /nonexistent/usr/include
#     so no matrix line can annotate this machine's libstdc++/glibc headers;
#     glibc's own names (./elf/..., ./csu/...) and Rust's /rustc/<hash>/...
#     do not exist.  check_names below enforces this: every file name in a
#     profile that can be opened from the case folder (directly or through a
#     matrix line's -I= dir) must be inside the case folder.
#   * Binaries are built in the fixed folder $BUILD_ROOT/<case> because the
#     profiles record the object path (ob=, shown as [obj]).
#   * valgrind and the programs run in a fixed environment (fixed_env in
#     scripts/fixed-env.sh) from that folder: the environment and the cwd
#     land on the process's stack and change the instruction counts.
#   * mtimes: the reference warns when a source is newer than the profile, so
#     runs happen in a temp copy with sources at 2000-01-01 and profiles at now
#     (tests/golden.rs does the same).  The copy lives at <tmp>/<case>, and
#     <tmp> holds nothing else, so names like ./../lib/util.h (relative to
#     src/gen) do not resolve from the case folder.
set -euo pipefail
shopt -s inherit_errexit

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=scripts/fixed-env.sh
. "$ROOT/scripts/fixed-env.sh"
GOLDEN=$ROOT/testdata/golden
CA_REF=${CA_REF:-/usr/bin/callgrind_annotate}
BUILD_ROOT=/tmp/cgann-golden-build
SRC_EPOCH='2000-01-01 00:00:00 UTC'
SYSMAP=-fdebug-prefix-map=/usr/include=/nonexistent/usr/include
export LC_ALL=C

die() { echo "golden.sh: $*" >&2; exit 2; }

reprofile=0 check=0 oracle_dir= cases=()
while [ $# -gt 0 ]; do
    case $1 in
        --reprofile) reprofile=1 ;;
        --check) check=1 ;;
        --oracle) [ $# -ge 2 ] || die "--oracle needs a directory"; oracle_dir=$2; shift ;;
        --case) [ $# -ge 2 ] || die "--case needs a name"; cases+=("$2"); shift ;;
        --case=*) cases+=("${1#--case=}") ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) die "unknown argument: $1 (see --help)" ;;
    esac
    shift
done
if [ ${#cases[@]} = 0 ]; then
    for d in "$GOLDEN"/*/; do [ -f "$d/matrix.txt" ] && cases+=("$(basename "$d")"); done
fi
for c in "${cases[@]}"; do [ -f "$GOLDEN/$c/matrix.txt" ] || die "no such case: $c"; done

TMP=$(mktemp -d "${TMPDIR:-/tmp}/cgann-golden.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

# --- the deterministic reference ------------------------------------------
ORACLE=$TMP/callgrind_annotate_sorted
make_oracle() {
    [ -r "$CA_REF" ] || die "reference not found: $CA_REF"
    # In-place edits only, so line numbers in Perl's messages stay the same.
    sed -e 's/\<keys\>/sort keys/g' \
        -e 's/^\(\s*\$curr_cfile = uncompressed_name("fl",\$1);\)$/\1 $curr_cfile =~ s\/^\\Q$pwd\\E\/\/;/' \
        "$CA_REF" > "$ORACLE"
    chmod +x "$ORACLE"
    local nsort ncfi nall
    nall=$(diff "$CA_REF" "$ORACLE" | grep -c '^>' || true)
    nsort=$(diff "$CA_REF" "$ORACLE" | grep -c '^>.*sort keys' || true)
    ncfi=$(diff "$CA_REF" "$ORACLE" | grep -c '^>.*\$curr_cfile =~ s/^\\Q\$pwd\\E//;' || true)
    if [ "$nsort" != 9 ] || [ "$ncfi" != 1 ] || [ "$nall" != 10 ]; then
        die "patching $CA_REF: expected 9 'sort keys' lines + 1 cfi= line, got $nsort + $ncfi (of $nall changed lines); is it valgrind 3.19's script?"
    fi
    perl -c "$ORACLE" >/dev/null 2>&1 || die "patched reference does not compile"
}

# --- re-profiling ----------------------------------------------------------
# vg OUTFILE TOOL ARGS...: run valgrind (ARGS end with the program) in the
# build dir, writing $CASE_DIR/OUTFILE, in the fixed environment (which
# also leaves out VALGRIND_OPTS and ~/.valgrindrc: they would change the
# profile). VG_ENV: variables a case adds to that environment.
VG_ENV=()
vg() {
    local out=$1 tool=$2; shift 2
    local opt=--callgrind-out-file
    [ "$tool" = cachegrind ] && opt=--cachegrind-out-file
    (cd "$BUILD" && fixed_env "${VG_ENV[@]}" valgrind --tool="$tool" "$opt=$CASE_DIR/$out" "$@" \
        >>"$BUILD/run.log" 2>&1) \
        || die "valgrind failed, see $BUILD/run.log"
}

# build_c OPT BINARY: the C program shared by c_multi, c_formats, cachegrind.
build_c() {
    local opt=$1 bin=$2
    (cd "$CASE_DIR/src/gen" && gcc -g "$opt" -fdebug-prefix-map="$PWD"=. "$SYSMAP" \
        -c table.c -o "$BUILD/table$opt.o")
    (cd "$CASE_DIR" && gcc -g "$opt" -fdebug-prefix-map="$PWD"=. "$SYSMAP" \
        -o "$BUILD/$bin" src/main.c src/lib/util.c "$BUILD/table$opt.o")
}

# reprofile_case CASE DIR: build the case's sources (DIR/src) and profile
# them into DIR (the case folder, or a copy of its src/ for --check).
reprofile_case() {
    CASE_DIR=$2
    BUILD=$BUILD_ROOT/$1
    rm -rf "$BUILD"; mkdir -p "$BUILD"
    rm -f "$CASE_DIR"/callgrind.out* "$CASE_DIR"/cachegrind.out*
    case $1 in
    c_multi)
        build_c -O0 prog_O0; vg callgrind.out.O0 callgrind ./prog_O0
        build_c -O2 prog_O2; vg callgrind.out.O2 callgrind ./prog_O2 ;;
    c_formats)
        build_c -O1 prog
        vg callgrind.out.instr callgrind --dump-instr=yes ./prog
        vg callgrind.out.jumps callgrind --collect-jumps=yes ./prog
        vg callgrind.out.instr_jumps callgrind --dump-instr=yes --collect-jumps=yes ./prog
        vg callgrind.out.uncompressed callgrind --compress-strings=no --compress-pos=no ./prog
        vg callgrind.out.sim callgrind --cache-sim=yes "${CACHE_GEOMETRY[@]}" --branch-sim=yes ./prog ;;
    cachegrind)
        build_c -O2 prog; vg cachegrind.out.c cachegrind --cache-sim=yes "${CACHE_GEOMETRY[@]}" ./prog ;;
    cpp)
        (cd "$CASE_DIR" && g++ -g -O0 -fdebug-prefix-map="$PWD"=. "$SYSMAP" \
            -o "$BUILD/prog" src/main.cpp)
        vg callgrind.out.cpp callgrind ./prog
        vg callgrind.out.nodemangle callgrind --demangle=no ./prog ;;
    rust)
        (cd "$CASE_DIR" && rustc -g -C opt-level=1 --remap-path-prefix="$PWD"=. \
            -o "$BUILD/prog" src/main.rs)
        vg callgrind.out.rust callgrind ./prog ;;
    threads)
        (cd "$CASE_DIR" && gcc -g -O1 -pthread -fdebug-prefix-map="$PWD"=. "$SYSMAP" \
            -o "$BUILD/prog" src/threads.c)
        # one file per thread: callgrind.out.threads-01 (main) ... -04;
        # callgrind also leaves an empty callgrind.out.threads: drop it.
        # LD_BIND_NOW: symbols are bound at start-up, in the main thread;
        # bound lazily, whichever worker called a function first would do
        # it, and that changes with the scheduling.
        VG_ENV=(LD_BIND_NOW=1)
        vg callgrind.out.threads callgrind --separate-threads=yes ./prog
        VG_ENV=()
        rm -f "$CASE_DIR/callgrind.out.threads" ;;
    *) die "don't know how to re-profile case $1" ;;
    esac
    local f
    for f in "$CASE_DIR"/callgrind.out* "$CASE_DIR"/cachegrind.out*; do
        [ -e "$f" ] || continue
        chmod 644 "$f"      # valgrind writes 0600
        echo "  $(basename "$f"): $(wc -c < "$f") bytes" >&2
    done
}

# --- running the reference -------------------------------------------------
# split_words STRING: print the words NUL-terminated (same rules as
# tests/golden.rs: blanks separate, '...' / "..." quote, \ escapes).
split_words() {
    perl -e '
        my @c = split //, $ARGV[0]; my (@w, $cur, $in);
        for (my $i = 0; $i < @c; $i++) {
            my $ch = $c[$i];
            if ($ch eq "\x27") {
                $i++; while ($i < @c && $c[$i] ne "\x27") { $cur .= $c[$i++] }
                die "unterminated quote\n" if $i >= @c; $in = 1;
            } elsif ($ch eq "\"") {
                $i++;
                while ($i < @c && $c[$i] ne "\"") {
                    $i++ if $c[$i] eq "\\" && $i + 1 < @c && $c[$i + 1] =~ /["\\]/;
                    $cur .= $c[$i++];
                }
                die "unterminated quote\n" if $i >= @c; $in = 1;
            } elsif ($ch eq "\\") {
                die "trailing backslash\n" if ++$i >= @c; $cur .= $c[$i]; $in = 1;
            } elsif ($ch eq " " || $ch eq "\t") {
                if ($in) { push @w, $cur; $cur = ""; $in = 0 }
            } else { $cur .= $ch; $in = 1 }
        }
        push @w, $cur if $in; print map { "$_\0" } @w;' -- "$1"
}

# read_matrix CASE: "slug<TAB>args" per test line, slugs validated.
read_matrix() {
    local line slug rest seen=" "
    while IFS= read -r line || [ -n "$line" ]; do
        line=${line%$'\r'}
        [[ $line =~ ^[[:space:]]*$ || $line == '#'* ]] && continue
        slug=${line%%[[:space:]]*}
        rest=${line#"$slug"}
        rest=${rest#"${rest%%[![:space:]]*}"}
        [[ $slug =~ ^[A-Za-z0-9_.-]+$ && $slug != *.cgann ]] || die "$1: bad slug '$slug'"
        [[ $seen == *" $slug "* ]] && die "$1: duplicate slug $slug"
        seen+="$slug "
        printf '%s\t%s\n' "$slug" "$rest"
    done < "$GOLDEN/$1/matrix.txt"
}

# stage_case CASE DIR: copy the case (without expected/) to DIR/CASE with
# normalised mtimes; prints the copy's path.
stage_case() {
    local w=$2/$1
    mkdir -p "$w"
    (cd "$GOLDEN/$1" && tar --exclude=./expected -cf - .) | (cd "$w" && tar -xf -)
    find "$w" -type f -exec touch -d 'now' {} +
    [ ! -d "$w/src" ] || find "$w/src" -exec touch -h -d "$SRC_EPOCH" {} +
    echo "$w"
}

# check_names CASEDIR: every source file name in the profiles that can be
# opened from the case folder, directly or through an -I=/--include= dir some
# matrix line uses (the reference tries "<dir>/" . name), must lie inside the
# case folder: no matrix line may read a file of this machine.
check_names() {
    local bad=0 name try real top inc incs=()
    top=$(realpath "$1")
    while IFS= read -r inc; do
        incs+=("${inc%/}/")
    done < <(grep -v '^#' "$1/matrix.txt" | grep -oE '(^|[[:space:]])(-I|--include)=[^[:space:]]*' |
             sed 's/^[[:space:]]*//; s/^[^=]*=//' | sort -u)
    while IFS= read -r name; do
        for try in "$name" "${incs[@]/%/$name}"; do
            [[ $try == /* ]] || try=$1/$try
            [ -e "$try" ] || continue
            real=$(realpath -m "$try")
            case $real in "$top"/*) ;; *)
                echo "golden.sh: $(basename "$1"): profile names a file outside the case: $name (-> $real)" >&2
                bad=1 ;;
            esac
        done
    done < <(cd "$1" && cat callgrind.out* cachegrind.out* 2>/dev/null |
             sed -n 's/^c\{0,1\}f[lie]=\(([0-9]*) \{0,1\}\)\{0,1\}//p' | grep -v '^$' | sort -u)
    return $bad
}

# gen_case CASE OUTDIR: run the reference for every matrix line.
gen_case() {
    local c=$1 out=$2 w slug rest args n=0 rc
    w=$(stage_case "$c" "$TMP/stage.$c")
    check_names "$w" || die "$c: fix the build so system files are not reachable (see header)"
    mkdir -p "$out"
    read_matrix "$c" > "$TMP/matrix.$c"
    while IFS=$'\t' read -r slug rest; do
        split_words "$rest" > "$TMP/words" || die "$c/$slug: cannot split: $rest"
        args=()
        # --demangle=no is cgann's: the reference never demangles, which is
        # what cgann must then match.
        while IFS= read -r -d '' a; do [ "$a" = --demangle=no ] || args+=("$a"); done < "$TMP/words"
        rc=0
        (cd "$w" && "$ORACLE" "${args[@]}" </dev/null >"$out/$slug.out" 2>"$TMP/$c.$slug.err") || rc=$?
        echo "$rc" > "$out/$slug.rc"
        [ "$rc" = 0 ] || echo "  $c/$slug: exit $rc: $(head -c 200 "$TMP/$c.$slug.err" | head -1)" >&2
        n=$((n + 1))
    done < "$TMP/matrix.$c"
    echo "$c: $n expectations" >&2
}

# same_totals COMMITTED FRESH PERMILLE: the totals lines name the same
# events, each figure within PERMILLE thousandths of the committed one.
same_totals() {
    perl -e '
        my ($a, $b, $pm) = @ARGV;
        my @a = split /\n/, $a; my @b = split /\n/, $b;
        exit 1 if @a != @b;
        for my $i (0 .. $#a) {
            my ($ka, @x) = split " ", $a[$i]; my ($kb, @y) = split " ", $b[$i];
            exit 1 if $ka ne $kb || @x != @y;
            for my $j (0 .. $#x) { exit 1 if abs($x[$j] - $y[$j]) * 1000 > $pm * $x[$j] }
        }' -- "$(profile_totals "$1")" "$(profile_totals "$2")" "$3"
}

# check_profiles COMMITTED FRESH: the same profile files, each with the
# same function names and totals. A multi-threaded run varies with the
# scheduling: the last worker to reach the barrier wakes the others (each
# worker's total moved by 2 instructions over eight runs), and a join
# that finds its thread finished does not wait (the main thread's futex
# wait functions come and go). So in the threads case totals may differ
# by 1 per mille, and futex functions are not compared.
check_profiles() {
    local f bad=0 permille=0 unsettled='^$'
    if [ "$(basename "$1")" = threads ]; then
        permille=1 unsettled=futex
    fi
    if ! diff <(cd "$1" && ls callgrind.out* cachegrind.out* 2>/dev/null) \
              <(cd "$2" && ls callgrind.out* cachegrind.out* 2>/dev/null) >&2; then
        echo "$(basename "$1"): the fresh profiles are other files" >&2
        return 1
    fi
    for f in "$1"/callgrind.out* "$1"/cachegrind.out*; do
        [ -e "$f" ] || continue
        if ! diff <(profile_names "$f" | grep -v "$unsettled") \
                  <(profile_names "$2/$(basename "$f")" | grep -v "$unsettled") >"$TMP/pdiff"; then
            echo "$(basename "$1")/$(basename "$f"): a fresh profile names other functions:" >&2
            head -20 "$TMP/pdiff" >&2
            bad=1
        fi
        if ! same_totals "$f" "$2/$(basename "$f")" $permille; then
            echo "$(basename "$1")/$(basename "$f"): a fresh profile has other totals:" >&2
            diff <(profile_totals "$f") <(profile_totals "$2/$(basename "$f")") >&2
            bad=1
        fi
    done
    [ $bad = 0 ] && echo "$(basename "$1"): profiles reproduce" >&2
    return $bad
}

make_oracle
if [ -n "$oracle_dir" ]; then
    mkdir -p "$oracle_dir" && cp "$ORACLE" "$oracle_dir/callgrind_annotate"
    echo "golden.sh: wrote $oracle_dir/callgrind_annotate" >&2
    exit 0
fi
status=0
for c in "${cases[@]}"; do
    if [ $reprofile = 1 ] && [ $check = 1 ]; then
        echo "$c: re-profiling into a temp dir" >&2
        fresh=$TMP/fresh.$c
        mkdir -p "$fresh" && cp -R "$GOLDEN/$c/src" "$fresh/"
        reprofile_case "$c" "$fresh"
        check_profiles "$GOLDEN/$c" "$fresh" || status=1
    elif [ $reprofile = 1 ]; then
        echo "$c: re-profiling" >&2
        reprofile_case "$c" "$GOLDEN/$c"
    fi
    new=$TMP/expected.$c
    gen_case "$c" "$new"
    exp=$GOLDEN/$c/expected
    if [ $check = 1 ]; then
        if ! diff -r -x '*.cgann.out' "$exp" "$new" >"$TMP/diff.$c" 2>&1; then
            echo "$c: DIFFERS from committed expectations:" >&2
            head -40 "$TMP/diff.$c" >&2
            status=1
        fi
        continue
    fi
    mkdir -p "$exp"
    # drop expectations of slugs no longer in matrix.txt (never *.cgann.out)
    for f in "$exp"/*.out "$exp"/*.rc; do
        [ -e "$f" ] || continue
        case $f in *.cgann.out) continue ;; esac
        [ -e "$new/$(basename "$f")" ] || rm -f "$f"
    done
    cp -R "$new"/. "$exp"/
    for f in "$exp"/*.cgann.out; do
        [ -e "$f" ] || continue
        [ -e "$new/$(basename "$f" .cgann.out).out" ] || echo "$c: warning: $(basename "$f") has no matrix line" >&2
    done
done
[ $check = 1 ] && [ $status = 0 ] && echo "golden.sh: all expectations up to date" >&2
exit $status
