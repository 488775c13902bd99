#!/bin/sh
# -j N beyond the CPUs (issue 11, item 11): more threads than CPUs are no
# faster and each holds a solver, so -j is cut to the number of CPUs,
# with a note on stderr, and the results are those of one thread.  The
# CPUs are given by DDPLAY_CPUS (2, then 1), then the machine's own.
# DDPLAY_THREADS sets the threads when -j is not given.
. "$(dirname "$0")/lib.sh"

n=3
[ "$QUICK" = 1 ] && n=2
head -n $n "$REF/tables.txt" > "$TMP/want"
cut -d'|' -f1 "$TMP/want" > "$TMP/deals"
# (the DDPLAY_THREADS checks below need no results: one deal)
head -n 1 "$TMP/deals" > "$TMP/deal1"

for cpus in 2 1; do
	DDPLAY_CPUS=$cpus "$DDPLAY" table --lines -j 64 "$TMP/deals" > "$TMP/out" 2> "$TMP/err" ||
		fail "-j 64 on $cpus CPUs: exit status $?"
	compare "$TMP/want" "$TMP/out" "table -j 64 on $cpus CPUs"
	s=s
	[ $cpus = 1 ] && s=
	grep -qx "ddplay table: -j 64: using $cpus thread$s, one a CPU (more would not be faster)" "$TMP/err" ||
		fail "-j 64 on $cpus CPUs: no note, or not this one: $(cat "$TMP/err")"
	# as many as there are CPUs: no note
	DDPLAY_CPUS=$cpus "$DDPLAY" table --lines -j $cpus "$TMP/deals" > "$TMP/out" 2> "$TMP/err" ||
		fail "-j $cpus on $cpus CPUs: exit status $?"
	[ -s "$TMP/err" ] && fail "-j $cpus on $cpus CPUs: a note: $(cat "$TMP/err")"
done

# The machine's own count (getconf), when it is below 64.
unset DDPLAY_CPUS
n=$(getconf _NPROCESSORS_ONLN 2> /dev/null || echo 0)
if [ "$n" -gt 0 ] && [ "$n" -lt 64 ]; then
	"$DDPLAY" table --lines -j 64 "$TMP/deals" > /dev/null 2> "$TMP/err" ||
		fail "table -j 64: exit status $?"
	grep -q "ddplay table: -j 64: using $n thread" "$TMP/err" ||
		fail "table -j 64 on this machine ($n CPUs): $(cat "$TMP/err")"
fi
# DDPLAY_THREADS: the threads when -j is not given (cut to the CPUs the
# same way); -j wins over it.
threads() {
	sed -n 's/^stats: .* \([0-9]*\) threads*$/\1/p' "$TMP/err"
}
DDPLAY_CPUS=2 DDPLAY_THREADS=2 "$DDPLAY" table --lines --stats "$TMP/deals" > "$TMP/out" 2> "$TMP/err" ||
	fail "DDPLAY_THREADS=2: exit status $?"
compare "$TMP/want" "$TMP/out" "table with DDPLAY_THREADS=2"
[ "$(threads)" = 2 ] || fail "DDPLAY_THREADS=2: not 2 threads: $(cat "$TMP/err")"
DDPLAY_CPUS=2 DDPLAY_THREADS=8 "$DDPLAY" table --lines --stats "$TMP/deal1" > /dev/null 2> "$TMP/err" ||
	fail "DDPLAY_THREADS=8: exit status $?"
grep -qx "ddplay table: DDPLAY_THREADS=8: using 2 threads, one a CPU (more would not be faster)" "$TMP/err" ||
	fail "DDPLAY_THREADS=8 on 2 CPUs: $(cat "$TMP/err")"
[ "$(threads)" = 2 ] || fail "DDPLAY_THREADS=8 on 2 CPUs: not 2 threads"
DDPLAY_CPUS=2 DDPLAY_THREADS=2 "$DDPLAY" table --lines --stats -j 1 "$TMP/deal1" > /dev/null 2> "$TMP/err"
[ "$(threads)" = 1 ] || fail "-j 1 with DDPLAY_THREADS=2: not 1 thread: $(cat "$TMP/err")"
# a value that is not a count is a usage error, named (issue 21: it was
# ignored); an empty one is as unset
DDPLAY_CPUS=2 DDPLAY_THREADS=many "$DDPLAY" table --lines "$TMP/deal1" > "$TMP/out" 2> "$TMP/err"
[ $? -eq 2 ] || fail "DDPLAY_THREADS=many: exit status not 2"
[ -s "$TMP/out" ] && fail "DDPLAY_THREADS=many: results written"
grep -qx "ddplay table: DDPLAY_THREADS='many' in the environment: expected a number of threads, 1 or more (or unset)" "$TMP/err" ||
	fail "DDPLAY_THREADS=many: $(cat "$TMP/err")"
DDPLAY_CPUS=2 DDPLAY_THREADS= "$DDPLAY" table --lines --stats "$TMP/deal1" > /dev/null 2> "$TMP/err"
[ "$(threads)" = 1 ] || fail "DDPLAY_THREADS empty: not the default thread: $(cat "$TMP/err")"
echo "-j 64 cut to the CPUs, with a note; the same results; DDPLAY_THREADS"
