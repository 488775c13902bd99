#!/bin/sh
# tests/bench.sh - `make bench`: times ddplay on the reference data and
# prints the published DDS 2.9 figures (one thread, same machine kind) next
# to ours.
#
#   1. table --lines over tests/ref/tables.txt (100 deals, 20 results each)
#   2. trace --cards over ../shared/reference/plays-1000.txt: every legal
#      card scored at every position (tests/ref/walks-200.txt when the
#      shared folder is absent)
#   3. trace --lines over the same file: the d0..dn courses
#
# Each run also counts the lines that differ from the reference, so that a
# fast wrong answer does not go unnoticed.  Environment: DDPLAY (./ddplay).
set -u
cd "$(dirname "$0")/.." || exit 1
DDPLAY=${DDPLAY:-./ddplay}
SHARED=../shared/reference
TMP=$(mktemp -d "${TMPDIR:-/tmp}/ddplay-bench.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT
trap 'exit 1' HUP INT TERM

if /usr/bin/time -v true > /dev/null 2>&1; then
	timev=1
else
	timev=0
fi

# bench LABEL DDS-SECONDS INPUT REFERENCE SORT ARGS...: runs ddplay ARGS
# --stats on INPUT and reports; REFERENCE (or "-") is the expected output,
# compared after sorting the card:tricks items when SORT is 1.
bench() {
	label=$1 dds=$2 input=$3 ref=$4 sortit=$5
	shift 5
	if [ "$timev" = 1 ]; then
		/usr/bin/time -v -o "$TMP/time" "$DDPLAY" "$@" --stats \
			< "$input" > "$TMP/out" 2> "$TMP/stats"
	else
		"$DDPLAY" "$@" --stats < "$input" > "$TMP/out" 2> "$TMP/stats"
	fi
	status=$?
	echo "$label"
	if [ "$status" -ne 0 ]; then
		echo "    ddplay exited with status $status:"
		sed 's/^/    /' "$TMP/stats" | tail -n 5
		return
	fi
	secs=$(sed -n 's/^stats: .* in \([0-9.]*\) s.*/\1/p' "$TMP/stats")
	nodes=$(sed -n 's/^stats: .* s, \([0-9]*\) nodes.*/\1/p' "$TMP/stats")
	per=$(sed -n 's/^stats: per \([a-z]*\): /\1  /p' "$TMP/stats")
	if [ "$timev" = 1 ]; then
		kb=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$TMP/time")
		mem=$(awk -v kb="$kb" 'BEGIN { printf "%.1f MB", kb / 1024 }')
	else
		mem=$(sed -n 's/^stats: peak memory //p' "$TMP/stats")
	fi
	printf '    time   %8.2f s     DDS 2.9 %s s\n' "$secs" "$dds"
	printf '    nodes  %s\n' "$nodes"
	[ -n "$per" ] && printf '    per %s\n' "$per"
	printf '    peak memory  %s     DDS 2.9 125-140 MB\n' "$mem"
	if [ "$ref" != - ]; then
		if [ "$sortit" = 1 ]; then
			for f in "$ref" "$TMP/out"; do
				awk -f tests/sort-items.awk "$f" > "$f.sorted"
			done
			a=$ref.sorted b=$TMP/out.sorted
		else
			a=$ref b=$TMP/out
		fi
		bad=$(diff "$a" "$b" | grep -c '^[<>]')
		echo "    lines differing from the reference: $bad"
	fi
}

commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
[ -n "$(git status --porcelain -- engine src 2>/dev/null)" ] && commit="$commit+changes"
echo "ddplay bench, $(date '+%Y-%m-%d %H:%M'), commit $commit, $(uname -m), $(nproc 2>/dev/null || echo '?') cores; ddplay uses one thread"
echo

cut -d'|' -f1 tests/ref/tables.txt > "$TMP/deals"
bench "table --lines: tests/ref/tables.txt (100 deals)" 18.1 \
	"$TMP/deals" tests/ref/tables.txt 0 table --lines
echo

if [ -r "$SHARED/plays-1000.txt" ]; then
	plays=$SHARED/plays-1000.txt
	dds_cards=55.3 dds_trace=23.7
else
	echo "($SHARED/plays-1000.txt is absent: using tests/ref/walks-200.txt)"
	plays=tests/ref/walks-200.txt
	dds_cards=13.4 dds_trace=6.5
fi
cut -d'|' -f1-4 "$plays" > "$TMP/plays"
npos=$(awk -F'|' '{ k = split($4, c, " "); n += (k == 52) ? k : k + 1 }
		  END { print n }' "$TMP/plays")
bench "trace --cards: $plays ($npos positions, all cards scored)" \
	"$dds_cards" "$TMP/plays" - 0 trace --cards
echo
bench "trace --lines: $plays (d0..dn courses)" "$dds_trace" \
	"$TMP/plays" "$plays" 0 trace --lines
echo

# The interactive analyser's latency per play: the same positions through
# its solver thread (src/worker.c), post to result, as after each card.
BENCH_WORKER=${BUILD:-build}/tests/bench_worker
if [ -x "$BENCH_WORKER" ]; then
	echo "the analyser's solver thread: $plays ($npos positions)"
	"$BENCH_WORKER" < "$TMP/plays" | sed 's/^/    /'
fi
