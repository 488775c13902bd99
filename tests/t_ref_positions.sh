#!/bin/sh
# Every legal card of each position of tests/ref/positions.txt scored as in
# the reference (the order of the cards carries no meaning: both sides are
# sorted before comparing); again with --threads 2 (every line a new
# deal: two threads score each; engine/smp.c) and with -j 2 --threads 2.
. "$(dirname "$0")/lib.sh"

n=0
[ "$QUICK" = 1 ] && n=60
first_lines "$n" "$REF/positions.txt" > "$TMP/ref"
cut -d'|' -f1-4 "$TMP/ref" | "$DDPLAY" solve --lines > "$TMP/out" ||
	fail "ddplay solve exited with status $?"

awk -f tests/sort-items.awk "$TMP/ref" > "$TMP/want"
awk -f tests/sort-items.awk "$TMP/out" > "$TMP/got"
compare "$TMP/want" "$TMP/got" "positions"

# the same with two threads a position, on half the lines (each half of
# the file once)
awk 'NR % 2 == 1' "$TMP/ref" > "$TMP/ref1"
awk 'NR % 2 == 0' "$TMP/ref" > "$TMP/ref2"
cut -d'|' -f1-4 "$TMP/ref1" | "$DDPLAY" solve --lines --threads 2 > "$TMP/out1" ||
	fail "ddplay solve --threads 2 exited with status $?"
cut -d'|' -f1-4 "$TMP/ref2" | "$DDPLAY" solve --lines -j 2 --threads 2 > "$TMP/out2" ||
	fail "ddplay solve -j 2 --threads 2 exited with status $?"
awk -f tests/sort-items.awk "$TMP/ref1" > "$TMP/want1"
awk -f tests/sort-items.awk "$TMP/out1" > "$TMP/got1"
compare "$TMP/want1" "$TMP/got1" "positions, --threads 2"
awk -f tests/sort-items.awk "$TMP/ref2" > "$TMP/want2"
awk -f tests/sort-items.awk "$TMP/out2" > "$TMP/got2"
compare "$TMP/want2" "$TMP/got2" "positions, -j 2 --threads 2"
