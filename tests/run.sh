#!/bin/sh
# tests/run.sh - the test driver of `make check` and `make asan`.
#
# Runs every unit test binary $BUILD/tests/unit_*, then every script
# tests/t_*.sh; each exits 0 (pass), 1 (fail) or 77 (skip).  One line a
# test, "PASS name", "FAIL name" (the test's output follows, indented) or
# "SKIP name" (its reason follows, indented); then "N passed, N failed,
# N skipped".  Exit status 1 when a test failed.
#
# Environment: BUILD (build), DDPLAY (./ddplay), QUICK (1: a subset of the
# reference data, for the sanitizer build), SANITIZED (1: then run that
# subset again with the sanitizer build, as make check does).
cd "$(dirname "$0")/.." || exit 1
BUILD=${BUILD:-build}
DDPLAY=${DDPLAY:-./ddplay}
QUICK=${QUICK:-0}
export BUILD DDPLAY QUICK

pass=0
failed=0
skipped=0
log=$(mktemp "${TMPDIR:-/tmp}/ddplay-run.XXXXXX") || exit 1
trap 'rm -f "$log"' EXIT
trap 'exit 1' HUP INT TERM

# report STATUS NAME
report() {
	case $1 in
	0)
		echo "PASS $2"
		pass=$((pass + 1))
		;;
	77)
		echo "SKIP $2"
		tail -n 1 "$log" | sed 's/^/    /'
		skipped=$((skipped + 1))
		;;
	*)
		echo "FAIL $2"
		tail -n 40 "$log" | sed 's/^/    /'
		failed=$((failed + 1))
		;;
	esac
}

# suite PREFIX: every unit test binary, then every script
suite() {
	for t in "$BUILD"/tests/unit_*; do
		case $t in
		*.o | *.d) continue ;;
		esac
		[ -f "$t" ] && [ -x "$t" ] || continue
		"$t" > "$log" 2>&1
		report $? "$1$(basename "$t")"
	done
	for t in tests/t_*.sh; do
		[ -f "$t" ] || continue
		sh "$t" > "$log" 2>&1
		report $? "$1$(basename "$t" .sh)"
	done
}

suite ""

# SANITIZED=1 (make check): the quick subset again with the binaries built
# under AddressSanitizer + UndefinedBehaviorSanitizer (make asan-build).
if [ "${SANITIZED:-0}" = 1 ]; then
	BUILD=build-asan DDPLAY=./ddplay-asan QUICK=1
	export BUILD DDPLAY QUICK
	suite "asan/"
fi

echo "$pass passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
