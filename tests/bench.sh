#!/bin/sh
# tests/bench.sh - `make bench`: times ddplay on the reference data and, when
# libdds is installed (Debian's libdds-dev, built into
# build/tests/bench_dds by the Makefile), the reference solver DDS 2.9 on
# the same work in the same run, so that the ratio is measured on one
# machine at one moment:
#
#   1. table --lines over tests/ref/tables.txt (100 deals, 20 results each)
#      against CalcDDtable() per deal; then each deal by both back to back
#      for per-deal ratios (the five worst are listed)
#   2. trace --cards over ../shared/reference/plays-1000.txt: every legal
#      card scored at every position (tests/ref/walks-200.txt when the
#      shared folder is absent), against SolveBoard(solutions 3)
#   3. trace --lines over the same file: the d0..dn courses, against
#      SolveBoard(target -1, solutions 1) per position and against
#      AnalysePlayBin() (DDS's own play analyser) per play
#   4. the interactive analyser's latency per play (tests/bench_worker.c),
#      and what the user waits for with a think time between cards and
#      pondering (tests/bench_user.c; BENCH_THINK seconds, 0.5); the
#      opening leads of the plays scored by one thread and by two
#      (solve --threads 2)
#   5. tests/ref/hard-deals.txt: each deal's table by ddplay, DDS and
#      bridge-solver, one round, each with a time limit
#   6. a DDS client (tests/dds_client.c, DDS's C API alone) linked with
#      libdds-ddplay and, when DDS links ($BUILD/tests/dds_client_dds), with
#      DDS: the tables of $TABLES through CalcDDtablePBN one deal a call,
#      then CalcAllTablesPBN 40 a call, then SolveBoardPBN one strain and
#      declarer at a time (redeal's pattern), each library with its
#      default threads and memory, as a DDS user runs it (BENCH_ONLY=client:
#      this item alone)
#   7. ddplay sd at the mid-play positions of plays-1000, 200 layouts:
#      the wall time a position with two threads, and the CPU against
#      dds-ref on the same layouts (tests/bench_sd.sh)
#   8. ddplay lead on docs/lead.md's example, 1,000 layouts: wall and CPU
#      with -j 2 and -j 1 (tests/bench_lead.sh; BENCH_ONLY=lead: this item
#      alone)
#
# The reference solvers of ../shared/anchors (README there), when present,
# are timed in the same rounds: dds-ref (DDS 2.9, one thread: `table` for
# item 1, `playbench` for item 2, `table` for item 5) and bridge-solver
# (bs-table.sh, its own time per deal through BS_TIMES, without the process
# start; items 1 and 5).  Each is skipped with a message when absent.
#
# Each work item runs ROUNDS times, ddplay and DDS alternating (ddplay,
# DDS, ddplay, DDS ...), so that both see the same load on a shared
# machine; the best and the median of the rounds are reported, and their
# ratio.  DDS runs on one thread, like ddplay.  Every run also counts what
# differs from the reference (and ddplay's scores from DDS's), so that a
# fast wrong answer does not go unnoticed.
#
# Environment: DDPLAY (./ddplay), BUILD (build), BENCH_DDS (the DDS
# program, $BUILD/tests/bench_dds), BENCH_ROUNDS (2), BENCH_PLAYS (the plays
# file for items 2-4, e.g. ../shared/reference/plays-100.txt for a quick
# run), BENCH_PAIRS (1: the per-deal pass of item 1; 0 skips it),
# BENCH_TABLES (tests/ref/tables.txt: deal|table lines for item 1),
# BENCH_ANCHORS (../shared/anchors), BENCH_HARD (1; 0 skips item 5),
# BENCH_HARD_LIMIT (120: seconds each program may take on one hard deal),
# BENCH_ONLY (client: item 6 alone; lead: item 8 alone).
set -u
cd "$(dirname "$0")/.." || exit 1
DDPLAY=${DDPLAY:-./ddplay}
BUILD=${BUILD:-build}
BENCH_DDS=${BENCH_DDS:-$BUILD/tests/bench_dds}
ROUNDS=${BENCH_ROUNDS:-2}
PAIRS=${BENCH_PAIRS:-1}
TABLES=${BENCH_TABLES:-tests/ref/tables.txt}
ANCHORS=${BENCH_ANCHORS:-../shared/anchors}
HARD=${BENCH_HARD:-1}
HARD_LIMIT=${BENCH_HARD_LIMIT:-120}
ONLY=${BENCH_ONLY:-}
CLIENT=$BUILD/tests/dds_client
CLIENT_DDS=$BUILD/tests/dds_client_dds
SHARED=../shared/reference
TMP=$(mktemp -d "${TMPDIR:-/tmp}/ddplay-bench.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT
trap 'exit 1' HUP INT TERM

if /usr/bin/time -v true > /dev/null 2>&1; then
	timev=1
else
	timev=0
fi
if [ -x "$BENCH_DDS" ] && dds_info=$("$BENCH_DDS" info 2> /dev/null); then
	dds=1
else
	dds=0
fi

if [ -x "$ANCHORS/dds-ref" ]; then
	ddsref=1
else
	ddsref=0
fi
if [ -x "$ANCHORS/bs-table.sh" ] && [ -x "$ANCHORS/bs-solver" ]; then
	bs=1
else
	bs=0
fi

# now: seconds since the epoch, with fractions.
now() {
	date +%s.%N
}

# run_ddsref NAME MODE INPUT: one round of dds-ref MODE < INPUT, timed by
# the wall clock (one process: its start-up is negligible), or for
# playbench by its own report; records it with keep_round.
run_ddsref() {
	name=$1 mode=$2 input=$3
	t0=$(now)
	timed "$TMP/run.out" "$TMP/run.err" "$ANCHORS/dds-ref" "$mode" < "$input"
	status=$?
	t1=$(now)
	if [ "$status" -ne 0 ]; then
		echo "    dds-ref exited with status $status:"
		sed 's/^/    /' "$TMP/run.err" | tail -n 5
		return 1
	fi
	secs=$(sed -n 's/^playbench: .* positions, \([0-9.]*\) s.*/\1/p' "$TMP/run.err")
	[ -n "$secs" ] || secs=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }')
	keep_round "$name" "$secs"
}

# run_bs NAME INPUT: one round of bridge-solver's tables on the deal lines
# of INPUT; the time is the sum of its own times per deal (BS_TIMES).
run_bs() {
	name=$1 input=$2
	rm -f "$TMP/bs.times"
	BS_TIMES="$TMP/bs.times" timed "$TMP/run.out" "$TMP/run.err" \
		"$ANCHORS/bs-table.sh" < "$input"
	status=$?
	if [ "$status" -ne 0 ]; then
		echo "    bs-table.sh exited with status $status:"
		sed 's/^/    /' "$TMP/run.err" | tail -n 5
		return 1
	fi
	secs=$(awk '{ t += $1 } END { printf "%.3f", t }' "$TMP/bs.times")
	keep_round "$name" "$secs"
}

# timed OUT ERR PROGRAM ARGS... < INPUT: runs PROGRAM with its output in
# OUT, its standard error in ERR and, with GNU time, the time report in
# ERR.time; returns its status.
timed() {
	out=$1 err=$2
	shift 2
	if [ "$timev" = 1 ]; then
		/usr/bin/time -v -o "$err.time" "$@" > "$out" 2> "$err"
	else
		"$@" > "$out" 2> "$err"
	fi
}

# peak_mb ERR: the peak memory of the run that wrote ERR, in MB.
peak_mb() {
	if [ "$timev" = 1 ]; then
		awk '/Maximum resident set size \(kbytes\): / {
			printf "%.1f", $NF / 1024 }' "$1.time"
	else
		sed -n 's/^[a-z]*: peak memory \([0-9.]*\) MB/\1/p' "$1"
	fi
}

# run_timed NAME WHO SED PROGRAM ARGS... < INPUT: one round of PROGRAM,
# its time what the sed -n script SED finds on its standard error;
# recorded with keep_round.  Returns 1 when it failed (WHO names it).
run_timed() {
	name=$1 who=$2 pat=$3
	shift 3
	timed "$TMP/run.out" "$TMP/run.err" "$@"
	status=$?
	if [ "$status" -ne 0 ]; then
		echo "    $who exited with status $status:"
		sed 's/^/    /' "$TMP/run.err" | tail -n 5
		return 1
	fi
	secs=$(sed -n "$pat" "$TMP/run.err")
	keep_round "$name" "$secs"
}

# run_ddplay NAME INPUT ARGS...: one round of ddplay ARGS --stats on INPUT;
# records it with keep_round.  Returns 1 when ddplay failed.
run_ddplay() {
	name=$1 input=$2
	shift 2
	run_timed "$name" ddplay 's/^stats: .* in \([0-9.]*\) s.*/\1/p' \
		"$DDPLAY" "$@" --stats < "$input"
}

# run_dds NAME MODE INPUT: the same for bench_dds MODE.
run_dds() {
	name=$1 mode=$2 input=$3
	timed "$TMP/run.out" "$TMP/run.err" "$BENCH_DDS" "$mode" < "$input"
	status=$?
	if [ "$status" -ne 0 ]; then
		echo "    bench_dds exited with status $status:"
		sed 's/^/    /' "$TMP/run.err" | tail -n 5
		return 1
	fi
	# Every round's count of differences, not only the kept one's.
	sed -n 's/^dds: \(.*differing.*\)/\1/p' "$TMP/run.err" \
		>> "$TMP/$name.bad"
	secs=$(sed -n 's/^dds: .* in \([0-9.]*\) s$/\1/p' "$TMP/run.err")
	keep_round "$name" "$secs"
}

# keep_round NAME SECONDS: records the round just run ($TMP/run.*): its
# seconds in $TMP/NAME.times, its peak memory in $TMP/NAME.mem, and its
# output and figures in $TMP/NAME.out and $TMP/NAME.stats when it is the
# fastest round so far (the figures per item are then those of the least
# disturbed round).
keep_round() {
	echo "$2" >> "$TMP/$1.times"
	peak_mb "$TMP/run.err" >> "$TMP/$1.mem"
	if [ ! -e "$TMP/$1.out" ] ||
		awk -v a="$2" -v b="$(cat "$TMP/$1.best")" 'BEGIN { exit !(a < b) }'
	then
		echo "$2" > "$TMP/$1.best"
		mv "$TMP/run.out" "$TMP/$1.out"
		mv "$TMP/run.err" "$TMP/$1.stats"
	fi
	return 0
}

# best_median FILE: "best B  median M" of the numbers in FILE (the median
# of an even count is the mean of the middle two).
best_median() {
	sort -n "$1" | awk '{ v[NR] = $1 }
		END {
			m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
			printf "%s %s\n", v[1], m
		}'
}

# report NAME PROGRAM-LABEL: the line of one program's rounds.
report() {
	set -- "$1" "$2" $(best_median "$TMP/$1.times")
	printf '    %-24s best %8.2f s   median %8.2f s   (rounds:%s)\n' \
		"$2" "$3" "$4" "$(awk '{ printf " %.2f", $1 }' "$TMP/$1.times")"
}

# ratio A B [LABEL]: A/B (ddplay/DDS) for the best and the median rounds.
ratio() {
	label=${3:-ddplay/DDS}
	set -- $(best_median "$TMP/$1.times") $(best_median "$TMP/$2.times")
	awk -v a="$1" -v b="$2" -v c="$3" -v d="$4" -v l="$label" 'BEGIN {
		printf "    %-24s best %8.2f     median %8.2f\n",
			"ratio " l, a / c, b / d }'
}

# mem NAME: the range of the peak memory of the rounds.
mem() {
	sort -n "$TMP/$1.mem" | awk '{ v[NR] = $1 } END {
		if (NR == 0) exit
		if (v[1] == v[NR]) printf "%.0f MB", v[1]
		else printf "%.0f-%.0f MB", v[1], v[NR] }'
}

# ddplay_detail NAME: ddplay's nodes and times per item, fastest round.
ddplay_detail() {
	nodes=$(sed -n 's/^stats: .* s, \([0-9]*\) nodes.*/\1/p' \
		"$TMP/$1.stats" | awk '{ printf "%.0f M", $1 / 1e6 }')
	per=$(sed -n 's/^stats: per \([a-z]*\): /\1 /p' "$TMP/$1.stats")
	echo "    ddplay: $nodes nodes; per $per; peak memory $(mem "$1")"
}

dds_detail() {
	per=$(sed -n 's/^dds: per \([a-z]*\): /\1 /p' "$TMP/$1.stats")
	echo "    DDS:    per $per; peak memory $(mem "$1")"
}

# dds_bad NAME: the counts of differences of every DDS round, the worst.
dds_bad() {
	sort -u "$TMP/$1.bad" | sed 's/^/    DDS /'
}

commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
[ -n "$(git status --porcelain -- engine src 2>/dev/null)" ] && commit="$commit+changes"
echo "ddplay bench, $(date '+%Y-%m-%d %H:%M'), commit $commit, $(uname -m), $(nproc 2>/dev/null || echo '?') cores; ddplay uses one thread"
echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
if [ "$dds" = 1 ]; then
	echo "$dds_info; $ROUNDS rounds, ddplay and DDS alternating"
else
	echo "libdds not installed: DDS through libdds not timed in this run"
fi
if [ "$ddsref" = 1 ]; then
	echo "$ANCHORS/dds-ref (DDS 2.9, one thread) timed in the same rounds"
else
	echo "$ANCHORS/dds-ref absent: DDS 2.9 (dds-ref) not timed in this run"
fi
if [ "$bs" = 1 ]; then
	echo "$ANCHORS/bs-table.sh (bridge-solver, its own times without process start) timed in the same rounds"
else
	echo "$ANCHORS/bs-table.sh or bs-solver absent: bridge-solver not timed in this run"
fi
echo

# ---- 6. a DDS client ---------------------------------------------------

# run_client NAME PROGRAM MODE: one round of the DDS client; its own time
# of the calls ("client: N tables in S s").
run_client() {
	run_timed "$1" "$2" 's/^client: .* in \([0-9.]*\) s$/\1/p' \
		"$2" "$3" < "$TABLES"
}

bench_client() {
	[ -x "$CLIENT" ] || { echo "$CLIENT not built: the DDS client not timed"; return 0; }
	dds_client=0
	[ -x "$CLIENT_DDS" ] && "$CLIENT_DDS" tables < /dev/null > /dev/null 2>&1 && dds_client=1
	for mode in tables alltables solve1; do
		case $mode in
		tables) how='CalcDDtablePBN a deal' ;;
		alltables) how='CalcAllTablesPBN 40 deals a call' ;;
		*) how="SolveBoardPBN(target -1, solutions 1) once per strain and declarer, as redeal's par example" ;;
		esac
		echo "a DDS client, $mode ($how): $TABLES, the libraries' default threads"
		round=0
		while [ "$round" -lt "$ROUNDS" ]; do
			run_client "client_$mode" "$CLIENT" "$mode" || exit 1
			if [ "$dds_client" = 1 ]; then
				run_client "client_dds_$mode" "$CLIENT_DDS" "$mode" || exit 1
			fi
			round=$((round + 1))
		done
		report "client_$mode" "libdds-ddplay"
		if [ "$dds_client" = 1 ]; then
			report "client_dds_$mode" "DDS (libdds)"
			ratio "client_$mode" "client_dds_$mode" "libdds-ddplay/DDS"
			echo "    peak memory: libdds-ddplay $(mem "client_$mode"), DDS $(mem "client_dds_$mode")"
		else
			echo "    peak memory: libdds-ddplay $(mem "client_$mode"); DDS not linked (libdds-dev absent): not timed"
		fi
		for f in "client_$mode" "client_dds_$mode"; do
			[ -e "$TMP/$f.out" ] || continue
			bad=$(diff $TABLES "$TMP/$f.out" | grep -c '^[<>]')
			echo "    $f lines differing from the reference: $bad"
		done
	done
}

if [ "$ONLY" = lead ]; then
	DDPLAY=$DDPLAY BENCH_ROUNDS=$ROUNDS sh tests/bench_lead.sh
	exit 0
fi
if [ "$ONLY" = client ]; then
	bench_client
	echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
	exit 0
fi

# ---- 1. tables ----------------------------------------------------------

cut -d'|' -f1 $TABLES > "$TMP/deals"
echo "table --lines: $TABLES ($(wc -l < "$TABLES" | tr -d ' ') deals)"
round=0
while [ "$round" -lt "$ROUNDS" ]; do
	run_ddplay table "$TMP/deals" table --lines || exit 1
	if [ "$dds" = 1 ]; then
		run_dds dds_table table $TABLES || exit 1
	fi
	if [ "$ddsref" = 1 ]; then
		run_ddsref ddsref_table table "$TMP/deals" || exit 1
	fi
	if [ "$bs" = 1 ]; then
		run_bs bs_table "$TMP/deals" || exit 1
	fi
	round=$((round + 1))
done
report table ddplay
if [ "$dds" = 1 ]; then
	report dds_table "DDS CalcDDtable"
	ratio table dds_table
fi
if [ "$ddsref" = 1 ]; then
	report ddsref_table "dds-ref table"
	ratio table ddsref_table "ddplay/dds-ref"
fi
if [ "$bs" = 1 ]; then
	report bs_table "bridge-solver"
	ratio table bs_table "ddplay/bridge-solver"
fi
ddplay_detail table
[ "$dds" = 1 ] && dds_detail dds_table
[ "$ddsref" = 1 ] && echo "    dds-ref: peak memory $(mem ddsref_table)"
[ "$bs" = 1 ] && echo "    bridge-solver: peak memory $(mem bs_table) (of the last of its processes)"
echo "    published DDS 2.9: 18.1 s, peak memory 125-140 MB"
bad=$(diff $TABLES "$TMP/table.out" | grep -c '^[<>]')
echo "    ddplay lines differing from the reference: $bad"
for f in ddsref_table bs_table; do
	[ -e "$TMP/$f.out" ] || continue
	bad=$(diff $TABLES "$TMP/$f.out" | grep -c '^[<>]')
	echo "    $f lines differing from the reference: $bad"
done
[ "$dds" = 1 ] && dds_bad dds_table

if [ "$dds" = 1 ] && [ "$PAIRS" = 1 ]; then
	echo
	echo "table, deal by deal: ddplay's engine (dd_table) and DDS back to back in one process"
	if "$BENCH_DDS" pairs < $TABLES > "$TMP/pairs" \
		2> "$TMP/pairs.err"; then
		sed -n 's/^dds: ddplay.s engine \(.*\)/    totals: ddplay \1/p' \
			"$TMP/pairs.err"
		sed -n 's/^dds: \(.*differing.*\)/    \1/p' "$TMP/pairs.err"
		awk '{ printf "%.3f %.1f %.1f %s %s %s %s\n", $1 / $2, $1,
			$2, $3, $4, $5, $6 }' "$TMP/pairs" |
			sort -rn > "$TMP/pairs.ratio"
		awk '{ if ($1 > 1) w++; else b++ }
		     END { printf "    ddplay faster on %d deals, slower on %d\n", b, w }' \
			"$TMP/pairs.ratio"
		echo "    worst ratios (ddplay/DDS, ddplay ms, DDS ms, deal):"
		head -n 5 "$TMP/pairs.ratio" |
			awk '{ printf "      %5.2f %8.1f %8.1f  %s %s %s %s\n",
				$1, $2, $3, $4, $5, $6, $7 }'
		echo "    most time lost (ddplay ms - DDS ms):"
		awk '{ print $2 - $3, $0 }' "$TMP/pairs.ratio" | sort -rn |
			head -n 5 | awk '{ printf "      %+8.1f  ratio %.2f  %s %s %s %s\n",
				$1, $2, $5, $6, $7, $8 }'
	else
		sed 's/^/    /' "$TMP/pairs.err" | tail -n 5
	fi
fi
echo

# ---- 2. and 3. plays ----------------------------------------------------

if [ -n "${BENCH_PLAYS:-}" ]; then
	plays=$BENCH_PLAYS
	dds_cards=? dds_trace=?
elif [ -r "$SHARED/plays-1000.txt" ]; then
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

echo "trace --cards: $plays ($npos positions, all cards scored)"
round=0
while [ "$round" -lt "$ROUNDS" ]; do
	run_ddplay cards "$TMP/plays" trace --cards || exit 1
	if [ "$dds" = 1 ]; then
		run_dds dds_cards cards "$plays" || exit 1
	fi
	if [ "$ddsref" = 1 ]; then
		run_ddsref ddsref_cards playbench "$TMP/plays" || exit 1
	fi
	round=$((round + 1))
done
report cards ddplay
if [ "$dds" = 1 ]; then
	report dds_cards "DDS SolveBoard"
	ratio cards dds_cards
fi
if [ "$ddsref" = 1 ]; then
	report ddsref_cards "dds-ref playbench"
	ratio cards ddsref_cards "ddplay/dds-ref"
fi
ddplay_detail cards
[ "$dds" = 1 ] && dds_detail dds_cards
echo "    published DDS 2.9: $dds_cards s"
if [ "$dds" = 1 ]; then
	dds_bad dds_cards
	for f in cards dds_cards; do
		awk -f tests/sort-items.awk "$TMP/$f.out" > "$TMP/$f.sorted"
	done
	bad=$(diff "$TMP/cards.sorted" "$TMP/dds_cards.sorted" | grep -c '^[<>]')
	echo "    lines where ddplay's scores differ from DDS's: $bad"
fi
echo

echo "trace --lines: $plays (d0..dn courses)"
round=0
while [ "$round" -lt "$ROUNDS" ]; do
	run_ddplay trace "$TMP/plays" trace --lines || exit 1
	if [ "$dds" = 1 ]; then
		run_dds dds_trace trace "$plays" || exit 1
		run_dds dds_analyse analyse "$plays" || exit 1
	fi
	round=$((round + 1))
done
report trace ddplay
if [ "$dds" = 1 ]; then
	report dds_trace "DDS SolveBoard"
	ratio trace dds_trace
	report dds_analyse "DDS AnalysePlayBin"
	ratio trace dds_analyse "ddplay/AnalysePlay"
fi
ddplay_detail trace
[ "$dds" = 1 ] && dds_detail dds_trace
echo "    published DDS 2.9: $dds_trace s"
bad=$(diff "$plays" "$TMP/trace.out" | grep -c '^[<>]')
echo "    ddplay lines differing from the reference: $bad"
if [ "$dds" = 1 ]; then
	dds_bad dds_trace | sed 's/DDS/DDS SolveBoard:/'
	dds_bad dds_analyse | sed 's/DDS/DDS AnalysePlayBin:/'
	sed -n 's/^dds: positions of the last trick left out: /    (AnalysePlayBin leaves out the positions of the last trick: /p' \
		"$TMP/dds_analyse.stats" | sed 's/$/)/'
fi
echo

# ---- 4. the analyser's latency per play ----------------------------------

# The same positions through its solver thread (src/model/worker.c), post to
# result, as after each card.
BENCH_WORKER=$BUILD/tests/bench_worker
if [ -x "$BENCH_WORKER" ]; then
	echo "the analyser's solver thread: $plays ($npos positions)"
	"$BENCH_WORKER" < "$TMP/plays" | sed 's/^/    /'
fi

# What the user waits for: the same plays card by card through the
# analyser's solver path with pondering, BENCH_THINK seconds (0.5) of
# think time before each card (tests/bench_user.c); the first 100 deals.
BENCH_USER=$BUILD/tests/bench_user
if [ -x "$BENCH_USER" ]; then
	echo "the user's wait, card played -> scored, think time ${BENCH_THINK:-0.5} s:"
	"$BENCH_USER" -t "${BENCH_THINK:-0.5}" -n 100 < "$TMP/plays" | sed 's/^/    /'
	echo "the same, two threads for the first position of a deal (-T 2):"
	"$BENCH_USER" -t "${BENCH_THINK:-0.5}" -n 100 -T 2 < "$TMP/plays" | sed 's/^/    /'
fi

# Two threads for one position (engine/smp.c): the opening leads of the
# first 200 plays, each a new deal, so that both threads score every one:
# solve --lines with one thread and with --threads 2, alternating (the
# issue's aim: 0.6x the time of one thread).
if [ "$(nproc 2>/dev/null || echo 1)" -ge 2 ]; then
	head -n 200 "$TMP/plays" | cut -d'|' -f1-3 | sed 's/$/|/' > "$TMP/leads"
	echo "two threads for one position: the opening leads of $(wc -l < "$TMP/leads") plays"
	i=0
	while [ "$i" -lt "$ROUNDS" ]; do
		run_ddplay lead1 "$TMP/leads" solve --lines || break
		run_ddplay lead2 "$TMP/leads" solve --lines --threads 2 || break
		i=$((i + 1))
	done
	report lead1 "ddplay, one thread"
	report lead2 "ddplay, --threads 2"
	ratio lead2 lead1 "2 threads/1"
	cmp -s "$TMP/lead1.out" "$TMP/lead2.out" ||
		echo "    the scores of two threads differ from one thread's!"
else
	echo "two threads for one position: one CPU here, not timed"
fi

# ---- 5. hard deals ------------------------------------------------------

# hard_one LABEL CMD...: runs CMD on $TMP/hard1 with the time limit;
# prints its seconds, or ">LIMIT" when it did not finish; the output in
# $TMP/hard1.LABEL.
hard_one() {
	label=$1
	shift
	t0=$(now)
	if [ "$label" = bs ]; then
		rm -f "$TMP/bs.times"
		BS_TIMES="$TMP/bs.times" timeout "$HARD_LIMIT" "$@" < "$TMP/hard1" \
			> "$TMP/hard1.$label" 2> /dev/null
	else
		timeout "$HARD_LIMIT" "$@" < "$TMP/hard1" > "$TMP/hard1.$label" 2> /dev/null
	fi
	status=$?
	t1=$(now)
	if [ "$status" -ne 0 ]; then
		printf '>%s' "$HARD_LIMIT"
		return
	fi
	if [ "$label" = bs ] && [ -s "$TMP/bs.times" ]; then
		awk '{ t += $1 } END { printf "%.2f", t }' "$TMP/bs.times"
	else
		awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", b - a }'
	fi
}

if [ "$HARD" = 1 ] && [ -r tests/ref/hard-deals.txt ]; then
	echo
	echo "hard deals: tests/ref/hard-deals.txt, each table once, limit $HARD_LIMIT s a program (seconds, wall clock; bridge-solver its own time)"
	printf '    %-4s %10s %10s %10s  %s\n' deal ddplay DDS b-solver check
	k=0
	grep -v '^#' tests/ref/hard-deals.txt | while IFS= read -r line; do
		[ -n "$line" ] || continue
		k=$((k + 1))
		printf '%s\n' "${line%%|*}" > "$TMP/hard1"
		a=$(hard_one ddplay "$DDPLAY" table --lines)
		b=-
		[ "$ddsref" = 1 ] && b=$(hard_one dds "$ANCHORS/dds-ref" table)
		c=-
		[ "$bs" = 1 ] && c=$(hard_one bs "$ANCHORS/bs-table.sh")
		# The table given in the file, else DDS's or bridge-solver's.
		check=""
		if [ -s "$TMP/hard1.ddplay" ]; then
			want=""
			case $line in *"|"*) want=$line ;; esac
			[ -z "$want" ] && [ -s "$TMP/hard1.dds" ] && want=$(cat "$TMP/hard1.dds")
			[ -z "$want" ] && [ -s "$TMP/hard1.bs" ] && want=$(cat "$TMP/hard1.bs")
			if [ -z "$want" ]; then
				check="no table to compare"
			elif [ "$want" = "$(cat "$TMP/hard1.ddplay")" ]; then
				check="same table"
			else
				check="TABLE DIFFERS"
			fi
		fi
		printf '    %-4s %10s %10s %10s  %s\n' "$k" "$a" "$b" "$c" "$check"
	done
fi
echo
bench_client
echo
# 7. single dummy: ddplay sd at mid-play positions (tests/bench_sd.sh)
DDPLAY=$DDPLAY BENCH_ANCHORS=$ANCHORS BENCH_ROUNDS=$ROUNDS sh tests/bench_sd.sh
echo
# 8. the opening lead: ddplay lead on docs/lead.md's example (tests/bench_lead.sh)
DDPLAY=$DDPLAY BENCH_ROUNDS=$ROUNDS sh tests/bench_lead.sh
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
