#!/bin/sh
# The 20-result table of each deal of tests/ref/tables.txt, exactly.
. "$(dirname "$0")/lib.sh"

n=0
[ "$QUICK" = 1 ] && n=5
first_lines "$n" "$REF/tables.txt" > "$TMP/want"
cut -d'|' -f1 "$TMP/want" | "$DDPLAY" table --lines > "$TMP/got" ||
	fail "ddplay table exited with status $?"
compare "$TMP/want" "$TMP/got" "tables"
