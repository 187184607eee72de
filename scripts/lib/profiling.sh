# Sourced by the scripts that profile the bundled programs and check the
# committed profiles (scripts/contexts.sh, flame.sh, gates.sh, inlined.sh),
# after they set ROOT: their shared start and check.
#
# profiling_start "$@" -- TOOL...: reads the script's arguments (none:
# check, --update: rewrite; sets `update`), stops with exit 2 when a TOOL
# is missing, makes the temporary folder OUT (removed at exit) and sets
# `status` to 0.
# same_summary COMMITTED FRESH WHAT: compares the two profiles' totals and
# function names (profile_summary); when they differ, says so on stderr
# (WHAT names the profile) and sets `status` to 1.

# shellcheck source=scripts/fixed-env.sh
. "$ROOT/scripts/fixed-env.sh"

profiling_start() {
    update=no
    case "${1:-}" in
        --update) update=yes; shift ;;
        --) ;;
        *) echo "usage: $0 [--update]" >&2; exit 2 ;;
    esac
    [[ ${1:-} == -- ]] || { echo "usage: $0 [--update]" >&2; exit 2; }
    shift
    local tool
    for tool in "$@"; do
        command -v "$tool" > /dev/null || { echo "$0: $tool is not installed" >&2; exit 2; }
    done
    OUT=$(mktemp -d)
    trap 'rm -rf "$OUT"' EXIT
    status=0
}

same_summary() {
    if ! diff <(profile_summary "$1") <(profile_summary "$2") > "$OUT/diff"; then
        echo "$3 differs from $1:" >&2
        head -20 "$OUT/diff" >&2
        status=1
    fi
}
