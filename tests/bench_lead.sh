#!/bin/sh
# tests/bench_lead.sh - `make bench` (called by tests/bench.sh), the opening
# lead: docs/lead.md's example (4S by South, West on lead with
# KT32.Q9743.QT2.Q, North 'hcp 15-17, balanced', South 'spades 4+, hcp 9+',
# seed 1) with BENCH_LEAD_DEALS (1,000) layouts, `ddplay lead -j 2` and
# `-j 1` alternating, BENCH_ROUNDS (2) rounds of each: the wall clock and
# the CPU time (user + system), best and median, and the load average.
# Every run's output must be the same (-j 1 and -j 2 give the same
# figures); the issue's target is 10 s of wall clock with -j 2 on the
# 2-core machine, idle (under load the CPU time halved says what the wall
# would be).
#
# Environment: DDPLAY, BENCH_LEAD_DEALS, BENCH_ROUNDS.
set -u
cd "$(dirname "$0")/.." || exit 1
DDPLAY=${DDPLAY:-./ddplay}
DEALS=${BENCH_LEAD_DEALS:-1000}
ROUNDS=${BENCH_ROUNDS:-2}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/ddplay-bench-lead.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT

echo "opening lead (ddplay lead): docs/lead.md's example, $DEALS layouts, seed 1"
if [ ! -x /usr/bin/time ]; then
	echo "  skipped: /usr/bin/time is absent"
	exit 0
fi
echo "  load average at the start: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
r=0
while [ "$r" -lt "$ROUNDS" ]; do
	r=$((r + 1))
	for j in 2 1; do
		/usr/bin/time -f '%e %U %S' -o "$TMP/t" "$DDPLAY" lead \
			--hand 'W:KT32.Q9743.QT2.Q' --contract 4S \
			--north 'hcp 15-17, balanced' --south 'spades 4+, hcp 9+' \
			--seed 1 --deals "$DEALS" -j $j --lines \
			> "$TMP/out.$r.$j" 2> /dev/null ||
			echo "  round $r, -j $j: lead failed"
		tail -n 1 "$TMP/t" | awk '{ printf "%.2f %.2f\n", $1, $2 + $3 }' \
			>> "$TMP/j$j"
		cmp -s "$TMP/out.$r.$j" "$TMP/out.1.2" ||
			echo "  round $r, -j $j: the figures differ from round 1's -j 2"
	done
done
for j in 2 1; do
	for col in 1 2; do
		what=wall
		[ "$col" = 2 ] && what=CPU
		cut -d' ' -f$col "$TMP/j$j" | sort -n | awk -v what="$what" -v j="$j" '
		{ v[NR] = $1 } END {
			printf "  -j %s, %s: best %.2f s, median %.2f s (%d rounds)\n",
				j, what, v[1], v[int((NR + 1) / 2)], NR }'
	done
done
echo "  $(grep -c '^lead|' "$TMP/out.1.2") leads; every run the same figures unless said above"
echo "  load average at the end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
