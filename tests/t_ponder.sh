#!/bin/sh
# Pondering never changes a result: plays replayed card by card through
# the analyser's solver path (tests/bench_user.c -c: the worker thread,
# the game's scores found ahead, the ponder order of ui/jobs.c), with
# think times that stop pondering at once (0), in the middle of a job
# (a few ms: the card played preempts it) and after it has scored every
# child (0.3 s); every position's scores, found ahead or not, equal those
# of a solver of its own.  Again with two threads for the first position
# of each deal (-T 2: engine/smp.c, then pondering on the tables it left).
. "$(dirname "$0")/lib.sh"

BENCH_USER=${BUILD:-build}/tests/bench_user
[ -x "$BENCH_USER" ] || fail "$BENCH_USER not built (make unit builds it)"
n=4
[ "$QUICK" = 1 ] && n=2
for think in 0 0.003 0.3 "0.003 -T 2"; do
	# shellcheck disable=SC2086 # think holds options
	head -n $n "$REF/walks-200.txt" | cut -d'|' -f1-4 |
		"$BENCH_USER" -c -t $think > "$TMP/out" 2> "$TMP/err" ||
		{ cat "$TMP/out" "$TMP/err"; fail "think time $think s: scores differ"; }
	grep -q "^0 mismatches against a solver of its own" "$TMP/out" ||
		{ cat "$TMP/out" "$TMP/err"; fail "think time $think s: no check made"; }
	grep -q "^card played -> every legal card scored: [1-9]" "$TMP/out" ||
		fail "think time $think s: no card played"
done
echo "pondering: the same scores with think times 0, 0.003 and 0.3 s, and with 2 threads"
