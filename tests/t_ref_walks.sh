#!/bin/sh
# The double-dummy course (d0 ... dn) of each play of tests/ref/walks-200.txt.
. "$(dirname "$0")/lib.sh"

n=0
[ "$QUICK" = 1 ] && n=15
first_lines "$n" "$REF/walks-200.txt" > "$TMP/want"
cut -d'|' -f1-4 "$TMP/want" | "$DDPLAY" trace --lines > "$TMP/got" ||
	fail "ddplay trace exited with status $?"
compare "$TMP/want" "$TMP/got" "walks"
