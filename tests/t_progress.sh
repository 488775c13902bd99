#!/bin/sh
# The batch commands' progress on a terminal (src/batch/progress.c): under
# script(1), whose terminal is standard error while standard output goes
# to a file, table shows "N of 30 boards, T s, T left" (the total counted
# from the file) and erases it at the end, with one thread and with -j 2;
# from a pipe the count alone ("N boards"); a bad line's message is on a
# line of its own, not after the progress; and nothing at all with
# --quiet or when standard error is not a terminal; analyse --summary
# shows it too; results to the terminal come after the line erased;
# analyse --sd (and --summary --sd) shows the board in hand, its decision
# and its layouts solved.  The output is the same in every case.
. "$(dirname "$0")/lib.sh"

command -v script > /dev/null 2>&1 || skip "no script(1) (util-linux or bsdutils)"
# The progress is drawn from a second on: a quick run shows nothing.
cut -d'|' -f1 "$REF/tables.txt" | head -n 1 > "$TMP/deal1"
script -q -e -c "'$DDPLAY' table --lines '$TMP/deal1' > /dev/null" "$TMP/ts" > /dev/null 2>&1 ||
	fail "under script: table of one deal: status $?"
grep -q "boards*," "$TMP/ts" && fail "a quick run (one deal) showed its progress: $(cat "$TMP/ts")"
# The rest with DDPLAY_TEST_PROGRESS_NOW (src/batch/progress.c, for this
# test only): drawn from 50 ms on, so that a few deals show it.
DDPLAY_TEST_PROGRESS_NOW=1
export DDPLAY_TEST_PROGRESS_NOW
# (4 deals of tables.txt, about 0.2 s of CPU each, are many 50 ms ticks:
# 6 solved 8 tables more for no other check)
n=4 m=3 c=3
[ "$QUICK" = 1 ] && n=3 m=2 c=2
cut -d'|' -f1 "$REF/tables.txt" | head -n $n > "$TMP/deals"
head -n $n "$REF/tables.txt" > "$TMP/want"
head -n $m "$TMP/deals" > "$TMP/deals15"
head -n $m "$TMP/want" > "$TMP/want15"

# term CMD: CMD with a terminal on its standard error; what the terminal
# got, its lines split at carriage returns too, in $TMP/term
term() {
	script -q -e -c "$1" "$TMP/ts" > /dev/null 2>&1 || fail "under script: $1: status $?"
	tr '\r' '\n' < "$TMP/ts" > "$TMP/term"
}

for j in 1 2; do
	term "'$DDPLAY' table --lines -j $j '$TMP/deals' > '$TMP/out'"
	compare "$TMP/want" "$TMP/out" "table -j $j on a terminal"
	grep -q "^ddplay table: [0-9]* of $n boards, [0-9]* s" "$TMP/term" ||
		fail "table -j $j: no progress shown: $(head -c 300 "$TMP/ts")"
	# erased at the end: blanks, then the carriage return
	tail -n 3 "$TMP/term" | grep -q '^ *$' || fail "table -j $j: the progress is not erased"
done
echo "table on a terminal: $(grep '^ddplay table' "$TMP/term" | tail -n 1)"

term "cat '$TMP/deals15' | '$DDPLAY' table --lines > '$TMP/out'"
compare "$TMP/want15" "$TMP/out" "table from a pipe on a terminal"
grep -q "^ddplay table: [0-9]* boards*, [0-9]* s" "$TMP/term" ||
	fail "table from a pipe: not the count alone: $(head -c 300 "$TMP/ts")"

# a bad line: its message on a line of its own
{ head -n 2 "$TMP/deals"; echo "N:AKQ"; sed -n "3,${m}p" "$TMP/deals"; } > "$TMP/bad.txt"
term "'$DDPLAY' table --lines '$TMP/bad.txt' > '$TMP/out'; true"
grep -q "^$TMP/bad.txt:3: " "$TMP/term" || fail "the bad line's message: $(cat "$TMP/term")"

term "'$DDPLAY' table --lines --quiet '$TMP/deals15' > '$TMP/out'"
grep -q "boards" "$TMP/term" && fail "--quiet: the progress shown"
compare "$TMP/want15" "$TMP/out" "table --quiet"
head -n 3 "$TMP/deals" > "$TMP/deals3"
"$DDPLAY" table --lines "$TMP/deals3" > "$TMP/out" 2> "$TMP/err" || fail "table failed"
[ -s "$TMP/err" ] && fail "standard error not a terminal: $(cat "$TMP/err")"
# analyse --summary: copies of a LIN board with its play
i=0
while [ $i -lt $c ]; do cat tests/data/lin/myhands.lin; i=$((i + 1)); done > "$TMP/many.lin"
"$DDPLAY" analyse --summary "$TMP/many.lin" > "$TMP/sum.want" 2> /dev/null
term "'$DDPLAY' analyse --summary -j 1 '$TMP/many.lin' > '$TMP/out'"
compare "$TMP/sum.want" "$TMP/out" "analyse --summary on a terminal"
grep -q "^ddplay analyse --summary: [0-9]* of $c boards" "$TMP/term" ||
	fail "analyse --summary: no progress shown: $(head -c 300 "$TMP/ts")"
term "'$DDPLAY' analyse --summary --quiet '$TMP/many.lin' > '$TMP/out'"
compare "$TMP/sum.want" "$TMP/out" "analyse --summary --quiet"
grep -q "boards" "$TMP/term" && fail "analyse --summary --quiet: the progress shown"


# standard output on the terminal too: the results after the line
# erased, not after its text
term "'$DDPLAY' table --lines -j 1 '$TMP/deals'"
grep -q "^ddplay table: [0-9]* of $n boards" "$TMP/term" ||
	fail "table to the terminal: no progress shown: $(head -c 300 "$TMP/ts")"
grep -q "^ddplay table: .*N:" "$TMP/term" &&
	fail "table to the terminal: results after the progress: $(grep '^ddplay table: .*N:' "$TMP/term" | head -n 1)"

# analyse --sd: a board's single-dummy figures take long (seconds, at
# 100 layouts a decision), so the board in hand, its decision and its
# layouts solved are shown, not "0 of 2 boards" all along; erased at the
# end; the output is that without a terminal, --json's too
# (40 layouts, not the default 100: CPU, a third of it less than the 60
# of before 2026-11-28, still some 0.2 s of work a run with -j 2, a few
# ticks; --json and --summary not under the sanitizers, QUICK)
cat tests/data/analyse-sd-error.pbn tests/data/analyse-sd-unlucky.pbn > "$TMP/sd.pbn"
SDF="--seed 1 --deals 40"
forms="readable --json"
[ "$QUICK" = 1 ] && forms=readable
for form in $forms; do
	[ "$form" = readable ] && form=
	"$DDPLAY" analyse --sd $SDF $form -j 2 "$TMP/sd.pbn" > "$TMP/sd.want" 2> /dev/null
	term "'$DDPLAY' analyse --sd $SDF $form -j 2 '$TMP/sd.pbn' > '$TMP/out'"
	compare "$TMP/sd.want" "$TMP/out" "analyse --sd $form on a terminal"
	[ -z "$form" ] && cp "$TMP/sd.want" "$TMP/sd.plain"
	grep -q "^ddplay analyse: board [12] of 2: decision [1-9][0-9]* of [1-9][0-9]*, [0-9]* of 40 layouts, [0-9]* s" "$TMP/term" ||
		fail "analyse --sd $form: no progress within the board: $(head -c 400 "$TMP/ts")"
	tail -n 3 "$TMP/term" | grep -q '^ *$' || fail "analyse --sd $form: the progress is not erased"
done
echo "analyse --sd on a terminal: $(grep '^ddplay analyse' "$TMP/term" | tail -n 1)"
term "'$DDPLAY' analyse --sd $SDF --quiet -j 2 '$TMP/sd.pbn' > '$TMP/out'"
compare "$TMP/sd.plain" "$TMP/out" "analyse --sd --quiet"
grep -q "decision" "$TMP/term" && fail "analyse --sd --quiet: the progress shown"
# analyse --summary --sd: the board in hand, as each is solved
if [ "$QUICK" != 1 ]; then
	"$DDPLAY" analyse --summary --sd $SDF -j 2 "$TMP/sd.pbn" > "$TMP/sum.want" 2> /dev/null
	term "'$DDPLAY' analyse --summary --sd $SDF -j 2 '$TMP/sd.pbn' > '$TMP/out'"
	compare "$TMP/sum.want" "$TMP/out" "analyse --summary --sd on a terminal"
	grep -q "^ddplay analyse --summary: board [12] of 2: decision [1-9][0-9]* of [1-9][0-9]*" "$TMP/term" ||
		fail "analyse --summary --sd: no progress within the board: $(head -c 400 "$TMP/ts")"
fi

echo "from a pipe the count alone; messages on their own line; nothing with --quiet or without a terminal"
exit 0
