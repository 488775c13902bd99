#!/bin/sh
# The session view's rows on a two-room vugraph file (issue 20, item 9):
# each board named in full with its room ("Open 1", "Closed 1"), long
# contracts ("1♠XX W", "1NTX N") keeping the columns in line, a legend
# saying what the columns are, and what was worked out kept when the
# view is closed and opened again (its first frame has every board done),
# at 110x36 and 80x24.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

LIN=tests/data/lin/vugraph.lin

restart() {
	ui_tmux kill-server > /dev/null 2>&1
	UI_SOCKET=ddplay-test-$$-$1
}

# the session's rows on the screen, from the box's edge to its edge, the
# marks and suits one byte each (the columns counted in bytes)
rows() {
	ui_screen | grep -E '│.* (down|made) [0-9]' | sed 's/^[^│]*│//; s/│.*$//; s/▶/ /; s/♠/S/g; s/♥/H/g; s/♦/D/g; s/♣/C/g'
}

for size in "110 36" "80 24"; do
	restart "${size% *}"
	# shellcheck disable=SC2086
	ui_start $size --threads 1 "$LIN"
	ui_wait "West to play" "$size: the first board"
	ui_cmd session
	ui_wait "Session: 6 boards, 6 worked out" "$size: worked out"
	rows > "$TMP/rows"
	[ "$(wc -l < "$TMP/rows")" -eq 6 ] || { cat "$TMP/rows"; fail "$size: not six rows"; }
	for b in "Open 1 " "Closed 1 " "Open 3 " "Closed 3 "; do
		grep -qF "$b" "$TMP/rows" || fail "$size: no row '$b'"
	done
	grep -q "Closed 1 *3NT N " "$TMP/rows" || fail "$size: Closed 1's row: $(cat "$TMP/rows")"
	grep -q "Closed 3 *1SXX W " "$TMP/rows" || fail "$size: a redoubled contract's row"
	# the result column starts at the same column on every row
	awk '{ match($0, / (down|made) [0-9]/); print RSTART }' "$TMP/rows" |
		sort -u > "$TMP/cols"
	[ "$(wc -l < "$TMP/cols")" -eq 1 ] ||
		{ cat "$TMP/rows"; fail "$size: the result column is not in line"; }
	awk '{ match($0, / (\+|-)[0-9]+ +(\+|-)[0-9]+ /); print RSTART + RLENGTH }' "$TMP/rows" |
		sort -u > "$TMP/cols"
	[ "$(wc -l < "$TMP/cols")" -eq 1 ] ||
		{ cat "$TMP/rows"; fail "$size: the score columns are not in line"; }
	ui_wait "bid: contract, declarer   result: recorded, ~ double dummy after the play" \
		"$size: the legend"
	ui_wait "dd: tricks double dummy at the lead   NS, vs par: NS score, against par" \
		"$size: the legend's second line"
	ui_wait "lost: tricks the recorded cards threw away" "$size: the legend's foot"
	ui_keys Escape
	ui_wait_gone "Session:" "$size: Esc closes it"
	# again: its first frame has every board worked out
	ui_cmd session
	ui_poll ui_has "Session:" || fail "$size: :session again"
	grep -q "Session: 6 boards, 6 worked out" "$TMP/screen" ||
		{ cat "$TMP/screen"; fail "$size: reopened, the work was done again"; }
	grep -q "│ .*\.\.\. *│" "$TMP/screen" && fail "$size: reopened: a board not worked out"
	ui_keys Escape
	ui_wait_gone "Session:" "$size: closed again"
	ui_quit
	[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"
done
echo "session rows told apart, in line, explained, kept across a close"
