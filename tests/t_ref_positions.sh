#!/bin/sh
# Every legal card of each position of tests/ref/positions.txt scored as in
# the reference (the order of the cards carries no meaning: both sides are
# sorted before comparing).
. "$(dirname "$0")/lib.sh"

n=0
[ "$QUICK" = 1 ] && n=60
first_lines "$n" "$REF/positions.txt" > "$TMP/ref"
cut -d'|' -f1-4 "$TMP/ref" | "$DDPLAY" solve --lines > "$TMP/out" ||
	fail "ddplay solve exited with status $?"

awk -f tests/sort-items.awk "$TMP/ref" > "$TMP/want"
awk -f tests/sort-items.awk "$TMP/out" > "$TMP/got"
compare "$TMP/want" "$TMP/got" "positions"
