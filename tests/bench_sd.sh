#!/bin/sh
# tests/bench_sd.sh - `make bench` (called by tests/bench.sh), single dummy:
# at the mid-play positions of ../shared/reference/plays-1000.txt (after
# trick 3: 12 cards played; the first BENCH_SD_POSITIONS, 100, plays that
# last that long), `ddplay sd` with BENCH_SD_DEALS (200) layouts:
#
#   1. each position alone, `sd -j 2` (every legal card scored on every
#      layout): the wall time and the CPU time a position, median, p90
#      and worst (on a machine shared with other work the CPU time says
#      what the wall time is on two idle cores: about half);
#   2. every layout of those positions scored by DDS 2.9 (dds-ref cards,
#      one thread, one position line a layout) against `sd -j 1` on the
#      same positions (the same layouts, plus dealing and the real deal
#      solved), CPU time, alternating, BENCH_ROUNDS (2) rounds; and
#      every card's total over the layouts compared with DDS's.
#
# Environment: DDPLAY, BENCH_ANCHORS (../shared/anchors), BENCH_SD_PLAYS
# (the plays file), BENCH_SD_POSITIONS, BENCH_SD_DEALS, BENCH_ROUNDS,
# BENCH_SD_WALL (0: item 2 alone).
set -u
cd "$(dirname "$0")/.." || exit 1
DDPLAY=${DDPLAY:-./ddplay}
ANCHORS=${BENCH_ANCHORS:-../shared/anchors}
PLAYS=${BENCH_SD_PLAYS:-../shared/reference/plays-1000.txt}
NPOS=${BENCH_SD_POSITIONS:-100}
DEALS=${BENCH_SD_DEALS:-200}
ROUNDS=${BENCH_ROUNDS:-2}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/ddplay-bench-sd.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT

echo "single dummy (ddplay sd): $NPOS positions after trick 3, $DEALS layouts each"
if [ ! -r "$PLAYS" ]; then
	echo "  skipped: $PLAYS is absent"
	exit 0
fi
awk -F'|' -v want="$NPOS" '{
	n = split($4, c, " "); if (n < 13) next
	p = c[1]; for (i = 2; i <= 12; i++) p = p " " c[i]
	print $1 "|" $2 "|" $3 "|" p; if (++k == want) exit }' "$PLAYS" \
	> "$TMP/pos"

# 1. each position alone, two threads: wall and CPU (user + system)
[ "${BENCH_SD_WALL:-1}" = 0 ] && : > "$TMP/pos.skip"
i=0
: > "$TMP/walls"
[ -f "$TMP/pos.skip" ] || while IFS= read -r line; do
	i=$((i + 1))
	printf '%s\n' "$line" > "$TMP/one"
	/usr/bin/time -f '%e %U %S' -o "$TMP/t1" "$DDPLAY" sd --seed "$i" \
		--deals "$DEALS" -j 2 --lines "$TMP/one" > /dev/null 2>&1 ||
		echo "  position $i: sd failed"
	awk '{ printf "%.2f %.2f\n", $1, $2 + $3 }' "$TMP/t1" >> "$TMP/walls"
done < "$TMP/pos"
[ -f "$TMP/pos.skip" ] || for col in 1 2; do
	what=wall
	[ "$col" = 2 ] && what=CPU
	cut -d' ' -f$col "$TMP/walls" | sort -n | awk -v what="$what" '
	{ v[NR] = $1 } END {
		printf "  -j 2, %s a position: median %.2f s, p90 %.2f s, worst %.2f s (%d positions)\n",
			what, v[int((NR + 1) / 2)], v[int(0.9 * NR + 0.999)], v[NR], NR }'
done

# 2. against DDS on the same layouts, one thread each
"$DDPLAY" sd --seed 1 --deals "$DEALS" -j 2 --lines --show-deals "$TMP/pos" \
	> "$TMP/sd.lines" 2>/dev/null
grep '^layout|' "$TMP/sd.lines" | cut -d'|' -f2- > "$TMP/layouts"
if [ ! -x "$ANCHORS/dds-ref" ]; then
	echo "  DDS: skipped ($ANCHORS/dds-ref is absent)"
	exit 0
fi
cpu() {
	# user + system seconds of the command
	/usr/bin/time -f '%U %S' -o "$TMP/t" "$@" > "$TMP/out" 2>/dev/null
	tail -n 1 "$TMP/t" | awk '{ printf "%.2f", $1 + $2 }'
}
r=0
while [ "$r" -lt "$ROUNDS" ]; do
	r=$((r + 1))
	d=$(cpu sh -c "'$DDPLAY' sd --seed 1 --deals $DEALS -j 1 --lines '$TMP/pos'")
	echo "$d" >> "$TMP/ddplay.cpu"
	x=$(cpu sh -c "'$ANCHORS/dds-ref' cards < '$TMP/layouts'")
	cp "$TMP/out" "$TMP/dds.out"
	echo "$x" >> "$TMP/dds.cpu"
done
best() {
	sort -n "$1" | head -n 1
}
bd=$(best "$TMP/ddplay.cpu")
bx=$(best "$TMP/dds.cpu")
echo "  CPU, $(wc -l < "$TMP/layouts") layouts, best of $ROUNDS: ddplay sd -j 1 ${bd} s, DDS (dds-ref cards) ${bx} s: $(awk -v a="$bd" -v b="$bx" 'BEGIN { printf "%.2f", a / b }')x DDS"
# every card's total against DDS's
awk -F'|' -v deals="$DEALS" '
	FNR == NR {
		if ($1 == "position") { p++; won[p] = $8 }
		else if ($1 == "card") {
			n = split($2, r, "/"); s = substr(r[1], 1, 1)
			for (i = 1; i <= n; i++) want[p, i == 1 ? r[1] : s r[i]] = $4
		}
		next
	}
	{
		q = int((FNR - 1) / deals) + 1; m = split($5, cs, " ")
		for (i = 1; i <= m; i++) {
			split(cs[i], x, ":"); got[q, x[1]] += x[2] + won[q]
		}
	}
	END {
		for (k in want) { t++; if (want[k] != got[k]) bad++ }
		printf "  %d cards'"'"' totals against DDS: %d differ\n", t, bad
	}' "$TMP/sd.lines" "$TMP/dds.out"
echo "  load average: $(cut -d' ' -f1-3 /proc/loadavg)"
