#!/bin/sh
# tests/run.sh - the test driver of `make check` and `make asan`.
#
# Runs every unit test binary $BUILD/tests/unit_* and every script
# tests/t_*.sh; each exits 0 (pass), 1 (fail) or 77 (skip).  The tests are
# independent and run JOBS at a time.  One line a test as it ends, with
# its time (wall, and the CPU time of the test and its children):
#     PASS t_pbn                  21.3 s  (cpu 20.9 s)
#     FAIL name ... then the end of its output, indented
#     SKIP name ... then the reason, indented
# then "N passed, N failed, N skipped".  Exit status 1 when a test failed.
#
# Environment:
#   BUILD     the build folder (build); DDPLAY the binary (./ddplay)
#   QUICK     1: a subset of the reference data (the sanitizer build)
#   SANITIZED 1: also run the QUICK subset with the sanitizer build
#             (build-asan, ./ddplay-asan) as "asan/NAME", as make check does
#   JOBS      tests run at a time (default: the number of CPUs)
#   TERM_JOBS terminal tests (t_ui_*, t_signals: mostly waiting) run at a
#             time beside those (default 2)
#   TESTS     only these tests, by name, separated by spaces: "t_pbn",
#             "unit_core", "asan/t_pbn"; shell patterns work ("t_ui_*")
#
# The times of the last run are kept in $BUILD/test-times: the next run
# starts the longest tests first, so that the last one to end is short.
cd "$(dirname "$0")/.." || exit 1
BUILD=${BUILD:-build}
DDPLAY=${DDPLAY:-./ddplay}
QUICK=${QUICK:-0}
export BUILD DDPLAY QUICK

# now: seconds, with hundredths where /proc/uptime exists.
now() {
	if [ -r /proc/uptime ]; then
		cut -d' ' -f1 /proc/uptime
	else
		date +%s
	fi
}

# ---- one test: run.sh --one NAME KIND PATH MODE -------------------------
# KIND unit|script; MODE plain|asan.  Writes $RUN_RESULTS/NAME.res
# ("STATUS WALL CPU") and prints the test's lines in one write.
if [ "${1:-}" = --one ]; then
	name=$2 kind=$3 path=$4 mode=$5 results=$RUN_RESULTS
	if [ "$mode" = asan ]; then
		BUILD=build-asan DDPLAY=./ddplay-asan QUICK=1
		export BUILD DDPLAY QUICK
	fi
	file=$results/$(printf '%s' "$name" | tr / _)
	start=$(now)
	if [ "$kind" = unit ]; then
		"$path" > "$file.log" 2>&1
	else
		sh "$path" > "$file.log" 2>&1
	fi
	status=$?
	end=$(now)
	# The CPU time of the test and everything it waited for: the second
	# line of `times` ("0m1.50s 0m0.02s", user and system).
	times > "$file.times"
	cpu=$(sed -n 2p "$file.times" | awk '{
		t = 0
		for (i = 1; i <= 2; i++) {
			split($i, p, "m"); sub("s", "", p[2]); t += p[1] * 60 + p[2]
		}
		printf "%.1f", t }')
	wall=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')
	echo "$status $wall $cpu" > "$file.res"
	case $status in
	0) word=PASS ;;
	77) word=SKIP ;;
	*) word=FAIL ;;
	esac
	{
		printf '%s %-24s %6s s  (cpu %s s)\n' "$word" "$name" "$wall" "$cpu"
		case $status in
		0) ;;
		77)
			# the reason: the test's "skipped: ..." line
			{ grep '^skipped: ' "$file.log" || tail -n 1 "$file.log"; } |
				tail -n 1 | sed 's/^skipped: //; s/^/    /'
			;;
		*) tail -n 40 "$file.log" | sed 's/^/    /' ;;
		esac
	} > "$file.out"
	cat "$file.out"
	exit 0
fi

# ---- the whole run ---------------------------------------------------
JOBS=${JOBS:-$(getconf _NPROCESSORS_ONLN 2> /dev/null || echo 2)}
case $JOBS in
'' | *[!0-9]* | 0) JOBS=2 ;;
esac
TESTS=${TESTS:-}
results=$(mktemp -d "${TMPDIR:-/tmp}/ddplay-run.XXXXXX") || exit 1
trap 'rm -rf "$results"' EXIT
trap 'exit 1' HUP INT TERM

# wanted NAME: whether TESTS selects NAME (all when TESTS is empty).
wanted() {
	[ -z "$TESTS" ] && return 0
	set -f          # TESTS holds patterns: no file name expansion here
	for w in $TESTS; do
		# shellcheck disable=SC2254
		case $1 in
		$w)
			set +f
			return 0
			;;
		esac
	done
	set +f
	return 1
}

# list PREFIX MODE BUILD: the tests of one pass, "NAME KIND PATH MODE".
list() {
	for t in "$3"/tests/unit_*; do
		case $t in
		*.o | *.d) continue ;;
		esac
		[ -f "$t" ] && [ -x "$t" ] || continue
		wanted "$1$(basename "$t")" &&
			echo "$1$(basename "$t") unit $t $2"
	done
	for t in tests/t_*.sh; do
		[ -f "$t" ] || continue
		wanted "$1$(basename "$t" .sh)" &&
			echo "$1$(basename "$t" .sh) script $t $2"
	done
}

{
	list "" plain "$BUILD"
	# SANITIZED=1 (make check): the quick subset again with the
	# binaries built under AddressSanitizer + UndefinedBehaviorSanitizer
	# (make asan-build).
	[ "${SANITIZED:-0}" = 1 ] && list "asan/" asan build-asan
} > "$results/list"

total=$(wc -l < "$results/list" | tr -d ' ')
if [ "$total" -eq 0 ]; then
	echo "no test to run${TESTS:+ matches TESTS='$TESTS'}"
	echo "0 passed, 0 failed, 0 skipped"
	exit 1
fi

# The longest first, by the times of the last run; a test without one
# (a new test, a fresh clone) counts as 30 s, so it starts early.
times_file=$BUILD/test-times
if [ -f "$times_file" ]; then
	cp "$times_file" "$results/last"
elif [ -f tests/test-times ]; then
	cp tests/test-times "$results/last"     # a fresh clone's guess
else
	: > "$results/last"
fi
awk 'FILENAME == ARGV[1] { t[$1] = $2; next }
     { print (($1 in t) ? t[$1] : 30), $0 }' "$results/last" "$results/list" | sort -k1,1nr -s | cut -d' ' -f2- > "$results/order"

# The terminal tests (t_ui_*, t_signals, t_lead_live) spend their time waiting for
# the screen: they run in a pool of their own, TERM_JOBS at a time, beside
# the JOBS of the others, so that their waits do not hold up the tests
# that need the processors.
TERM_JOBS=${TERM_JOBS:-2}
case $TERM_JOBS in
'' | *[!0-9]* | 0) TERM_JOBS=2 ;;
esac
grep -E '^([a-z]+/)?(t_ui_[a-z_]*|t_signals|t_lead_live) ' "$results/order" > "$results/order.term"
grep -vE '^([a-z]+/)?(t_ui_[a-z_]*|t_signals|t_lead_live) ' "$results/order" > "$results/order.cpu"
echo "running $total tests, $JOBS at a time (and $TERM_JOBS terminal tests)"
start=$(now)
RUN_RESULTS=$results
export RUN_RESULTS
xargs -r -P "$TERM_JOBS" -L 1 sh tests/run.sh --one < "$results/order.term" &
term_pid=$!
xargs -r -P "$JOBS" -L 1 sh tests/run.sh --one < "$results/order.cpu"
wait "$term_pid"
end=$(now)

pass=0
failed=0
skipped=0
failures=""
while read -r name kind path mode; do
	file=$results/$(printf '%s' "$name" | tr / _)
	if [ -f "$file.res" ]; then
		read -r status wall cpu < "$file.res"
	else
		status=none wall=0 cpu=0
	fi
	case $status in
	0) pass=$((pass + 1)) ;;
	77) skipped=$((skipped + 1)) ;;
	*)
		failed=$((failed + 1))
		failures="$failures $name"
		;;
	esac
	[ "$status" != none ] && echo "$name $wall"
done < "$results/order" > "$results/times"

# Keep the times for the next run's order (those of tests not run now
# stay as they were).
if [ -d "$BUILD" ]; then
	awk 'FILENAME == ARGV[1] { t[$1] = $2; next } !($1 in t) { print }
	     END { for (n in t) print n, t[n] }' "$results/times" \
		"$results/last" > "$results/times.new" &&
		cp "$results/times.new" "$times_file"
fi
[ -n "$failures" ] && echo "failed:$failures"
awk -v a="$start" -v b="$end" -v j="$JOBS" \
	'BEGIN { printf "%.0f s wall, %d at a time\n", b - a, j }'
echo "$pass passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
