#!/bin/sh
# -j N: the same results as one thread, in input order, for table, trace
# and solve; errors still reported at their place; and streaming: with
# input from a pipe, a board's result is written before the next board
# has arrived.
. "$(dirname "$0")/lib.sh"

n=0
[ "$QUICK" = 1 ] && n=6
first_lines "$n" "$REF/tables.txt" > "$TMP/tables"
"$DDPLAY" table --lines -j 2 "$TMP/tables" > "$TMP/tables.out" ||
	fail "table -j 2: exit status $?"
compare "$TMP/tables" "$TMP/tables.out" "table --lines -j 2 against tables.txt"

m=0
[ "$QUICK" = 1 ] && m=20
first_lines "$m" "$REF/walks-200.txt" | cut -d'|' -f1-5 > "$TMP/walks"
cut -d'|' -f1-4 "$TMP/walks" > "$TMP/plays"
"$DDPLAY" trace --lines -j 3 "$TMP/plays" > "$TMP/trace.out" ||
	fail "trace -j 3: exit status $?"
compare "$TMP/walks" "$TMP/trace.out" "trace --lines -j 3 against walks-200.txt"

# A bad line among good ones: reported, the others in order.
{ head -n 2 "$TMP/plays"; echo "N:AKQ|N|W|-"; sed -n 3,4p "$TMP/plays"; } > "$TMP/mixed"
"$DDPLAY" solve -j 2 --lines "$TMP/mixed" > "$TMP/mixed.j2" 2> "$TMP/mixed.err"
[ $? -eq 1 ] || fail "a bad line with -j 2: exit status not 1"
grep -q "mixed:3: bad deal" "$TMP/mixed.err" || fail "the bad line was not reported: $(cat "$TMP/mixed.err")"
"$DDPLAY" solve --lines "$TMP/mixed" > "$TMP/mixed.j1" 2> /dev/null
cmp -s "$TMP/mixed.j1" "$TMP/mixed.j2" || fail "solve -j 2 differs from one thread"

# Streaming: the first result comes out while the input is still open.
mkfifo "$TMP/fifo"
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
