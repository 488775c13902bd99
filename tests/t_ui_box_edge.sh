#!/bin/sh
# A box over the board (x's leads) leaves nothing of the board beside its
# edges: at 80x24 the lead box of record.pbn is 78 columns wide and
# starts on the header's second row, whose last column ("EW 0") showed
# beside its corner as "┐0".
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

ui_start 80 24 tests/data/ui/record.pbn
ui_wait "West to play" "the board"
ui_keys x
ui_wait "Opening lead: West against 2♦ by South" "the lead box"
# (the box at its full height once the leads are listed)
ui_wait "set, costs: " "the leads in the box"
ui_screen > "$TMP/screen"
# every row of the box ends with its right edge (capture-pane drops the
# trailing blanks)
awk '/Opening lead:/ { on = 1 } on { print } on && /┘/ { exit }' \
	"$TMP/screen" > "$TMP/box"
[ "$(wc -l < "$TMP/box")" -gt 10 ] || { cat "$TMP/screen"; fail "no lead box"; }
grep -v '[┐│┘]$' "$TMP/box" > "$TMP/bad" &&
	{ cat "$TMP/screen"; fail "the board shows beside the box: $(cat "$TMP/bad")"; }
ui_keys Escape
ui_wait_gone "Opening lead:" "the box closed"
# closed, the header is whole again
ui_wait "Tricks won  NS 0  EW 0" "the header after the box"
ui_quit
echo "nothing of the board beside a box's edges"
