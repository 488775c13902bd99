#!/bin/sh
# The double-dummy course of the 100 tournament plays of plays-100.txt
# (the first 10 in the quick run).  Those records may not be copied into
# the repository: the test reads them from the shared reference folder
# beside the clone (../shared/reference) and is skipped without it.
. "$(dirname "$0")/lib.sh"

[ -r "$SHARED/plays-100.txt" ] ||
	skip "needs the tournament plays, which may not be copied into the" \
	     "repository: put the shared reference folder beside the clone" \
	     "(../shared/reference/plays-100.txt) to run it"
n=0
[ "$QUICK" = 1 ] && n=10
first_lines "$n" "$SHARED/plays-100.txt" > "$TMP/want"
cut -d'|' -f1-4 "$TMP/want" | "$DDPLAY" trace --lines > "$TMP/got" ||
	fail "ddplay trace exited with status $?"
compare "$TMP/want" "$TMP/got" "plays-100"
