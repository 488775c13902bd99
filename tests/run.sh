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
#   ASAN_BUILD with SANITIZED=1, the command that makes the sanitizer
#             build (make check's `make asan-build`): run here beside the
#             first tests, each asan/ test waiting for it to end, instead
#             of before them all (its time is kept as "asan-build")
#   JOBS      tests run at a time (default: the number of CPUs)
#   TERM_JOBS terminal tests (t_ui_*, t_signals: mostly waiting) run at a
#             time beside those (default 2)
#   TESTS     only these tests, by name, separated by spaces: "t_pbn",
#             "unit_core", "asan/t_pbn"; shell patterns work ("t_ui_*")
#
# The sanitizer pass (asan/NAME, and `make asan`) leaves out the tests of
# ASAN_LEFT_OUT below, each for the reason it gives (docs/testing.md,
# "make asan"); the run says which.  TESTS naming one exactly
# ("asan/t_calls") runs it all the same.
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
	if [ "$mode" = asan ] && [ -f "$results/asan-build.pending" ]; then
		# the sanitizer build runs beside the first tests: wait for it
		while [ ! -f "$results/asan-build.rc" ]; do
			sleep 0.2
		done
		if [ "$(cat "$results/asan-build.rc")" != 0 ]; then
			# (no time: the last run's stays for the next order)
			echo "1 - -" > "$file.res"
			{
				printf 'FAIL %-24s %6s s  (cpu %s s)\n' "$name" 0.0 0.0
				echo "    the sanitizer build failed (asan-build, above)"
			} > "$file.out"
			cat "$file.out"
			exit 0
		fi
	fi
	# the terminal tests add the CPU time of the programs run in tmux
	# here (tests/ui.sh): the tmux server is no child of the test's
	UI_CPU_FILE=$file.uicpu
	export UI_CPU_FILE
	rm -f "$UI_CPU_FILE"
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
	screen=
	[ -s "$UI_CPU_FILE" ] &&
		screen=$(awk '{ t += $1 } END { printf "%.1f", t }' "$UI_CPU_FILE")
	echo "$status $wall $cpu ${screen:-0}" > "$file.res"
	case $status in
	0) word=PASS ;;
	77) word=SKIP ;;
	*) word=FAIL ;;
	esac
	{
		printf '%s %-24s %6s s  (cpu %s s%s)\n' "$word" "$name" "$wall" "$cpu" \
			"${screen:+ + $screen s in tmux}"
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

# The tests the sanitizer pass leaves out, "NAME reason" a line.  The
# pass is there for the memory errors and undefined behaviour of src/ and
# ui/ (the engine's own unit tests run it under the sanitizers too): a
# test is left out that runs no ddplay code of its own (the build, the
# packages, the sources), or whose every edge of src/ and ui/ the pass's
# other tests run (measured by tests/asan-coverage.sh on 2026-11-28,
# docs/testing.md: a test added later must be measured before it goes
# here).  Every one of them runs in the plain pass.
ASAN_LEFT_OUT='
t_arm64 unit_smp cross-built for arm64 and run under qemu: the plain build only
t_dds libdds-ddplay, the libraries of the plain build
t_deb the Debian packages, built from the tree
t_install make install of the plain build
t_qa_lib the installed headers and libraries of the plain build
t_scale shell recipes around the plain build (their ddplay code: t_jobs, t_json, t_progress)
t_deps scripts/install-deps.sh: runs no ddplay
t_layout the files of the tree: runs no ddplay
t_calls nm over the build objects, the same sources: runs no ddplay
t_ui_layers nm and includes of ui/, the same sources: runs no ddplay
t_qa_sd_docs the man page against the usage: no edge of its own
t_completion the shell completion scripts: no edge of its own
t_ui_review_rows a whole practice and its review, too slow sanitized: no edge of its own
t_ref_tables engine figures against the reference: no edge of its own (t_jobs, t_json)
t_ref_walks engine figures against the reference: no edge of its own (t_jobs)
t_ref_plays100 engine figures against the reference: t_ref_walks on other plays
t_trace_cards engine figures (trace --cards against --lines): no edge of its own
t_readable the readable output of table, solve, trace: no edge of its own
t_analyse_claim no edge of its own (t_audit, t_analyse)
t_qa_lead_sd_order no edge of its own (t_lead, t_sd, t_qa_lead_sd)
t_ui_lead_tricks no edge of its own (t_ui_lead, t_ui_lead_note)
t_ui_lead_mp no edge of its own (t_ui_lead, t_ui_lead_note)
t_ui_lead_sd no edge of its own (t_ui_lead, t_ui_sd)
t_ui_practice_end no edge of its own (t_ui_practice)
t_ui_practice_save no edge of its own (t_ui_practice, t_ui_save)
t_ui_record no edge of its own (t_ui_actual, t_ui_audit)
t_ui_box_edge no edge of its own
t_ui_sd_line no edge of its own (t_ui_sd)
t_ui_sd_tall no edge of its own (t_ui_sd)
t_ui_auction no edge of its own (t_ui_sd_auction)
t_ui_restore no edge of its own (t_signals, t_ui_hangup)
t_ui_forum_thread no edge of its own (t_qa_lin_thread; asan-coverage at 2026-11-28 09:50)
t_ui_long_names no edge of its own (t_ui_wide_text, t_ui_record; asan-coverage at 2026-11-28 09:50)
t_ui_sd_none no edge of its own (t_ui_sd, t_ui_sd_auction; asan-coverage at 2026-11-28 09:50)
t_ui_plain_textbox no edge of its own (asan-coverage at 2026-11-28 11:17)
'
# The tests make check's sanitizer pass (asan/NAME) leaves to `make asan`,
# to keep make check near its 4 minutes (docs/testing.md, "make asan"):
# tests/asan-coverage.sh's "check-out" lines, "NAME edges, the edges of
# src/ and ui/ only it and others left here reach".  Of the tests the
# pass runs, those that add most edges a second of CPU stay in make check
# until 90 % of the pass's edges are reached (ASAN_CHECK_SHARE; measured
# on 2026-11-28 at 14:15: 69 tests and a quarter of the pass's CPU).  A test
# added later runs in both until measured.
ASAN_CHECK_OUT='
t_analyse 897 edges, 3 of them not reached by the make check share
t_analyse_sd 2235 edges, 17 of them not reached by the make check share
t_analyse_sd_fusion 1864 edges, 19 of them not reached by the make check share
t_analyse_sd_opts 2347 edges, 71 of them not reached by the make check share
t_claim_lost 1312 edges, 9 of them not reached by the make check share
t_formats 1031 edges, 25 of them not reached by the make check share
t_hostile 1116 edges, 23 of them not reached by the make check share
t_input 1501 edges, 14 of them not reached by the make check share
t_jobs 541 edges, 14 of them not reached by the make check share
t_json 1020 edges, 37 of them not reached by the make check share
t_lead 1437 edges, 88 of them not reached by the make check share
t_lead_file 2482 edges, 47 of them not reached by the make check share
t_lead_live 412 edges, 21 of them not reached by the make check share
t_output_safety 635 edges, 17 of them not reached by the make check share
t_pbn 1629 edges, 18 of them not reached by the make check share
t_pbn_semicolon 781 edges, 4 of them not reached by the make check share
t_progress 1923 edges, 39 of them not reached by the make check share
t_qa_brace 698 edges, 4 of them not reached by the make check share
t_qa_lead_sd 1805 edges, 70 of them not reached by the make check share
t_qa_lin_hv 951 edges, 21 of them not reached by the make check share
t_qa_lin_thread 1408 edges, 80 of them not reached by the make check share
t_qa_names 1018 edges, 18 of them not reached by the make check share
t_qa_pbn_inplace 1000 edges, 6 of them not reached by the make check share
t_qa_pbn_keep 741 edges, 7 of them not reached by the make check share
t_qa_pbn_lost 613 edges, 15 of them not reached by the make check share
t_qa_pbn_tagline 898 edges, 27 of them not reached by the make check share
t_qa_sd_bridge 1844 edges, 21 of them not reached by the make check share
t_record_keep_bad 2087 edges, 11 of them not reached by the make check share
t_suit_symbols 816 edges, 6 of them not reached by the make check share
t_summary 1433 edges, 29 of them not reached by the make check share
t_threads 403 edges, 12 of them not reached by the make check share
t_ui_audit 1899 edges, 4 of them not reached by the make check share
t_ui_boards 1180 edges, 2 of them not reached by the make check share
t_ui_box_over_panel 2051 edges, 9 of them not reached by the make check share
t_ui_contract 902 edges, 5 of them not reached by the make check share
t_ui_errors 1424 edges, 12 of them not reached by the make check share
t_ui_forum_post 1307 edges, 2 of them not reached by the make check share
t_ui_hide 1937 edges, 35 of them not reached by the make check share
t_ui_latin1 1172 edges, 6 of them not reached by the make check share
t_ui_lead 2098 edges, 16 of them not reached by the make check share
t_ui_lead_note 1965 edges, 18 of them not reached by the make check share
t_ui_lines_scroll 1416 edges, 12 of them not reached by the make check share
t_ui_play 1257 edges, 7 of them not reached by the make check share
t_ui_practice 2395 edges, 18 of them not reached by the make check share
t_ui_practice_back 1661 edges, 36 of them not reached by the make check share
t_ui_quiz 1897 edges, 6 of them not reached by the make check share
t_ui_random 988 edges, 13 of them not reached by the make check share
t_ui_review_words 2485 edges, 20 of them not reached by the make check share
t_ui_save_all 2124 edges, 23 of them not reached by the make check share
t_ui_save_replace 1547 edges, 6 of them not reached by the make check share
t_ui_sd_auction 2575 edges, 17 of them not reached by the make check share
t_ui_sd_contract 1143 edges, 8 of them not reached by the make check share
t_ui_sd_none 2003 edges, 13 of them not reached by the make check share
t_ui_sd_off 1467 edges, 6 of them not reached by the make check share
t_ui_sd_other_contract 2188 edges, 15 of them not reached by the make check share
t_ui_sd_resume 1373 edges, 24 of them not reached by the make check share
t_ui_sd_rooms 2114 edges, 5 of them not reached by the make check share
t_ui_session 1996 edges, 11 of them not reached by the make check share
t_ui_session_rows 1625 edges, 21 of them not reached by the make check share
t_ui_session_sd 2484 edges, 31 of them not reached by the make check share
t_ui_status_ends 1572 edges, 7 of them not reached by the make check share
t_ui_status_whole 1448 edges, 6 of them not reached by the make check share
t_ui_threads 1137 edges, 2 of them not reached by the make check share
t_ui_wide_text 1342 edges, 2 of them not reached by the make check share
'
# check_out NAME PREFIX: whether make check's pass (PREFIX asan/) leaves
# NAME to `make asan` (unless TESTS names it exactly).
check_out() {
	[ "$2" = asan/ ] || return 1
	printf '%s\n' "$ASAN_CHECK_OUT" | grep -q "^$1 " || return 1
	set -f
	for w in $TESTS; do
		if [ "$w" = "asan/$1" ]; then
			set +f
			return 1
		fi
	done
	set +f
	return 0
}
# left_out NAME: whether the sanitizer pass leaves NAME out (unless TESTS
# names it exactly).
left_out() {
	printf '%s\n' "$ASAN_LEFT_OUT" | grep -q "^$1 " || return 1
	set -f
	for w in $TESTS; do
		if [ "$w" = "asan/$1" ] || { [ "$w" = "$1" ] && [ -z "$2" ]; }; then
			set +f
			return 1
		fi
	done
	set +f
	return 0
}

# list PREFIX MODE BUILD: the tests of one pass, "NAME KIND PATH MODE".
# The unit tests by their sources, tests/unit_*.c (the Makefile builds
# each into BUILD/tests/unit_*): the sanitizer build may still be under
# way.  The sanitizer pass's left-out tests (above) go to
# $results/left-out.
list() {
	for c in tests/unit_*.c; do
		[ -f "$c" ] || continue
		t=$3/tests/$(basename "$c" .c)
		wanted "$1$(basename "$t")" &&
			echo "$1$(basename "$t") unit $t $2"
	done
	for t in tests/t_*.sh; do
		[ -f "$t" ] || continue
		n=$(basename "$t" .sh)
		wanted "$1$n" || continue
		if [ "$2" = asan ] && left_out "$n" "$1"; then
			echo "$n" >> "$results/left-out"
			continue
		fi
		if [ "$2" = asan ] && check_out "$n" "$1"; then
			echo "$n" >> "$results/check-out"
			continue
		fi
		echo "$1$n script $t $2"
	done
}

# `make asan` runs the sanitizer pass alone, without the asan/ prefix
case $DDPLAY in
*ddplay-asan) plain_mode=asan ;;
*) plain_mode=plain ;;
esac
{
	list "" $plain_mode "$BUILD"
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
     { print (($1 in t) ? t[$1] : 30), $0 }' "$results/last" "$results/list" | sort -k1,1nr -s > "$results/order.t"
cut -d' ' -f2- "$results/order.t" > "$results/order"

# ASAN_BUILD (make check): the sanitizer build runs beside the first
# tests, which it would otherwise hold up (the terminal tests mostly wait
# for the screen, the processors have room for it).  An asan/ test waits
# for it to end; so that none holds a place in a pool waiting, each pool
# takes the longest test it can start at once, by the times of the last
# run: an asan/ test only once the build should be done (its time of the
# last run, "asan-build"; 60 s without one).
deferred=0
if [ "${SANITIZED:-0}" = 1 ] && [ -n "${ASAN_BUILD:-}" ] &&
	grep -q ' asan$' "$results/list"; then
	deferred=1
fi
build_time=$(awk '$1 == "asan-build" { t = $2 } END { print t ? t : 60 }' "$results/last")
# pool SLOTS: the tests of a pool ("TIME NAME ..." longest first on
# standard input), in the order to start them.
pool() {
	if [ "$deferred" = 0 ]; then
		cut -d' ' -f2-
		return
	fi
	awk -v slots="$1" -v built="$build_time" '
	{ t[NR] = $1; sub(/^[^ ]* /, ""); line[NR] = $0; asan[NR] = $NF == "asan"; n = NR }
	END {
		for (k = 1; k <= slots; k++) free[k] = 0
		for (done = 0; done < n; done++) {
			s = 1
			for (k = 2; k <= slots; k++) if (free[k] < free[s]) s = k
			pick = 0
			for (i = 1; i <= n; i++)
				if (!(i in gone) && (!asan[i] || free[s] >= built)) { pick = i; break }
			if (!pick)
				for (i = 1; i <= n; i++) if (!(i in gone)) { pick = i; break }
			gone[pick] = 1
			begin = free[s]
			if (asan[pick] && begin < built) begin = built
			free[s] = begin + t[pick]
			print line[pick]
		}
	}'
}

# The terminal tests (t_ui_*, t_signals, t_lead_live) spend their time waiting for
# the screen: they run in a pool of their own, TERM_JOBS at a time, beside
# the JOBS of the others, so that their waits do not hold up the tests
# that need the processors.
TERM_JOBS=${TERM_JOBS:-2}
case $TERM_JOBS in
'' | *[!0-9]* | 0) TERM_JOBS=2 ;;
esac
grep -E '^[0-9.]+ ([a-z]+/)?(t_ui_[a-z_]*|t_signals|t_lead_live) ' "$results/order.t" |
	pool "$TERM_JOBS" > "$results/order.term"
grep -vE '^[0-9.]+ ([a-z]+/)?(t_ui_[a-z_]*|t_signals|t_lead_live) ' "$results/order.t" |
	pool "$JOBS" > "$results/order.cpu"
echo "running $total tests, $JOBS at a time (and $TERM_JOBS terminal tests)"
[ -s "$results/left-out" ] &&
	echo "left out of the sanitizer pass (tests/run.sh's ASAN_LEFT_OUT, docs/testing.md):" \
		"$(tr '\n' ' ' < "$results/left-out" | sed 's/ $//')"
[ -s "$results/check-out" ] &&
	awk 'END { printf "left to make asan (tests/run.sh'"'"'s ASAN_CHECK_OUT): %d test%s\n", NR, NR == 1 ? "" : "s" }' "$results/check-out"
start=$(now)
RUN_RESULTS=$results
export RUN_RESULTS
if [ "$deferred" = 1 ]; then
	: > "$results/asan-build.pending"
	(
		b0=$(now)
		sh -c "$ASAN_BUILD" > "$results/asan-build.log" 2>&1
		rc=$?
		wall=$(awk -v a="$b0" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }')
		if [ "$rc" = 0 ]; then
			echo "asan-build $wall" > "$results/asan-build.time"
			printf 'BUILT %-24s %6s s  (the sanitizer build, beside the tests)\n' asan-build "$wall"
		else
			printf 'FAIL  %-24s %6s s  (the sanitizer build: every asan/ test fails)\n' asan-build "$wall"
			tail -n 40 "$results/asan-build.log" | sed 's/^/    /'
		fi
		echo "$rc" > "$results/asan-build.rc.tmp"
		mv "$results/asan-build.rc.tmp" "$results/asan-build.rc"
	) &
	build_pid=$!
fi
xargs -r -P "$TERM_JOBS" -L 1 sh tests/run.sh --one < "$results/order.term" &
term_pid=$!
xargs -r -P "$JOBS" -L 1 sh tests/run.sh --one < "$results/order.cpu"
wait "$term_pid"
[ "$deferred" = 1 ] && wait "$build_pid"
end=$(now)

pass=0
failed=0
skipped=0
failures=""
while read -r name kind path mode; do
	file=$results/$(printf '%s' "$name" | tr / _)
	if [ -f "$file.res" ]; then
		read -r status wall cpu screen < "$file.res"
	else
		status=none wall=0 cpu=0 screen=0
	fi
	[ "$cpu" != - ] && echo "$cpu ${screen:-0}" >> "$results/cpu"
	case $status in
	0) pass=$((pass + 1)) ;;
	77) skipped=$((skipped + 1)) ;;
	*)
		failed=$((failed + 1))
		failures="$failures $name"
		;;
	esac
	[ "$status" != none ] && [ "$wall" != - ] && echo "$name $wall"
done < "$results/order" > "$results/times"
[ -f "$results/asan-build.time" ] && cat "$results/asan-build.time" >> "$results/times"

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
# the tests' CPU time, that of the programs run in tmux included
[ -f "$results/cpu" ] && awk '{ c += $1; s += $2 }
	END { printf "%.0f s of CPU in the tests (%.0f s of it in tmux)\n", c + s, s }' "$results/cpu"
echo "$pass passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
