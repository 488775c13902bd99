#!/bin/sh
# The lead box's average tricks, two decimals, are ddplay lead's rounded a
# half up, from the tricks and the layouts themselves: with 40 layouts of
# record.pbn ♣2 averages 3.675 (147 of 40), which printf's "%.2f" of the
# double (3.67499...) showed 3.67, while ♠T's 3.375 (exact) showed 3.38.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

N=40
ui_record_lead "$N"
# "D8/7/6 3.50": the lead and its average
sed -n 's/^.*│ \([♠♥♦♣][^ ]*\) *\([0-9]*\.[0-9][0-9]\) .*/\1 \2/p' "$TMP/screen" |
	sed 's/♠/S/; s/♥/H/; s/♦/D/; s/♣/C/' | sort > "$TMP/got"
# (the hundredths from the tricks, $4, and the layouts, $3: no double)
awk -F'|' '$1 == "lead" { h = int((200 * $4 + $3) / (2 * $3))
	printf "%s %d.%02d\n", $2, int(h / 100), h % 100 }' "$TMP/lead" |
	sort > "$TMP/want"
[ "$(wc -l < "$TMP/want")" -gt 5 ] || fail "no leads from ddplay lead: $(cat "$TMP/lead")"
compare "$TMP/want" "$TMP/got" "the box's average tricks against ddplay lead's, a half rounded up"
ui_keys Escape
ui_wait_gone "Opening lead:" "the box closed"
ui_quit
echo "the lead box's average tricks: ddplay lead's, a half rounded up"
