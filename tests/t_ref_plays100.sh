#!/bin/sh
# The double-dummy course of the 100 tournament plays of plays-100.txt,
# which is not in the repository: read from ../shared/reference, skipped
# when it is absent (and in the quick run).
. "$(dirname "$0")/lib.sh"

[ "$QUICK" = 1 ] && skip "not in the quick run"
[ -r "$SHARED/plays-100.txt" ] || skip "$SHARED/plays-100.txt is absent"
cp "$SHARED/plays-100.txt" "$TMP/want"
cut -d'|' -f1-4 "$TMP/want" | "$DDPLAY" trace --lines > "$TMP/got" ||
	fail "ddplay trace exited with status $?"
compare "$TMP/want" "$TMP/got" "plays-100"
