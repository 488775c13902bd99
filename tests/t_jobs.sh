#!/bin/sh
# -j N: the same results as one thread, in input order, for table, trace
# and solve; errors still reported at their place; and streaming: with
# input from a pipe, a board's result is written before the next board
# has arrived.  The data: 16 deals of tables.txt (about 0.4 s of CPU
# each) and 40 plays of walks-200.txt: the ring of jobs holds 4 a thread,
# so it goes round several times (the values of all of them are checked
# by t_ref_tables and t_ref_walks).
. "$(dirname "$0")/lib.sh"

n=16
[ "$QUICK" = 1 ] && n=4
first_lines "$n" "$REF/tables.txt" > "$TMP/tables"
"$DDPLAY" table --lines -j 2 "$TMP/tables" > "$TMP/tables.out" ||
	fail "table -j 2: exit status $?"
compare "$TMP/tables" "$TMP/tables.out" "table --lines -j 2 against tables.txt"

m=40
[ "$QUICK" = 1 ] && m=10
first_lines "$m" "$REF/walks-200.txt" | cut -d'|' -f1-5 > "$TMP/walks"
cut -d'|' -f1-4 "$TMP/walks" > "$TMP/plays"
"$DDPLAY" trace --lines -j 3 "$TMP/plays" > "$TMP/trace.out" ||
	fail "trace -j 3: exit status $?"
compare "$TMP/walks" "$TMP/trace.out" "trace --lines -j 3 against walks-200.txt"

# Bad lines among good ones (the reader's messages and the solver's):
# each reported once, whole, and the messages and results as with one
# thread.
{
	head -n 2 "$REF/positions.txt" | cut -d'|' -f1-4
	echo "N:AKQ|N|W|-"
	sed -n 3,4p "$REF/positions.txt" | cut -d'|' -f1-4
	head -n 1 "$TMP/plays"                  # every card played: an error
	sed -n 5,6p "$REF/positions.txt" | cut -d'|' -f1-4
	echo "N:AKQ|N|W|-"
} > "$TMP/mixed"
"$DDPLAY" solve -j 2 --lines "$TMP/mixed" > "$TMP/mixed.j2" 2> "$TMP/mixed.err2"
[ $? -eq 1 ] || fail "bad lines with -j 2: exit status not 1"
"$DDPLAY" solve --lines "$TMP/mixed" > "$TMP/mixed.j1" 2> "$TMP/mixed.err1"
[ "$(wc -l < "$TMP/mixed.j2")" -eq 6 ] || fail "solve -j 2: expected 6 results"
cmp -s "$TMP/mixed.j1" "$TMP/mixed.j2" || fail "solve -j 2 differs from one thread"
cmp -s "$TMP/mixed.err1" "$TMP/mixed.err2" || {
	cat "$TMP/mixed.err2"
	fail "solve -j 2: the messages differ from one thread's"
}
grep -c "^$TMP/mixed:[0-9]*: " "$TMP/mixed.err2" | grep -qx 3 ||
	fail "expected 3 messages, each on a line of its own: $(cat "$TMP/mixed.err2")"

# Streaming: the first result comes out while the input is still open.
# (stream.out made first: the job opens it only once the fifo has a
# writer, and a wc of a file not there yet ended the wait at once)
mkfifo "$TMP/fifo"
: > "$TMP/stream.out"
"$DDPLAY" table --lines -j 2 < "$TMP/fifo" > "$TMP/stream.out" &
pid=$!
exec 3> "$TMP/fifo"
head -n 1 "$TMP/tables" >&3
i=0
while [ "$(wc -l < "$TMP/stream.out")" -lt 1 ] && [ $i -lt 600 ]; do
	sleep 0.1
	i=$((i + 1))
done
[ "$(wc -l < "$TMP/stream.out")" -eq 1 ] || { exec 3>&-; fail "no result before the input ended"; }
sed -n 2p "$TMP/tables" >&3
exec 3>&-
wait $pid || fail "table -j 2 from a pipe: exit status $?"
head -n 2 "$TMP/tables" > "$TMP/stream.want"
compare "$TMP/stream.want" "$TMP/stream.out" "table -j 2 from a pipe"
# Split boards: table's strains are shared out when threads would be
# idle (batch_run.c, take_work()).  One slow deal of tables.txt (its 8th)
# between two quick ones (the 2nd, the 69th) with 4 threads (DDPLAY_CPUS:
# on any machine): the quick deals' threads take the slow one's strains.
# The tables are one thread's; --stats says parts went to other threads.
sed -n '2p;8p;69p' "$REF/tables.txt" > "$TMP/split"
DDPLAY_CPUS=4 "$DDPLAY" table --lines --stats -j 4 "$TMP/split" \
	> "$TMP/split.out" 2> "$TMP/split.err" || fail "table -j 4 (split): exit status $?"
compare "$TMP/split" "$TMP/split.out" "table --lines -j 4, strains shared"
grep -q '^stats: 15 parts solved apart, [1-9][0-9]* of them by another thread' "$TMP/split.err" ||
	fail "table -j 4: no strain solved by another thread: $(grep parts "$TMP/split.err")"

