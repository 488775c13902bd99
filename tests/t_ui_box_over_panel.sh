#!/bin/sh
# Boxes over the board with the side panel open: the help box (?) at
# 80x24 and the lead box (x) at 110x36 leave nothing of the panel's right
# border beside theirs ("│┐", "││", "│ │" at a row's end); the record page
# of a deal without a record says so whole, with its closing ")".
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

PBN=tests/data/ui/record.pbn

# no_peek WHAT: no row ends with two borders.
no_peek() {
	ui_screen > "$TMP/screen"
	if grep -q '│[│┐┘]$\|│ [│┐┘]$' "$TMP/screen"; then
		cat "$TMP/screen"
		fail "$1: the panel's border beside the box"
	fi
}

# the record page of a deal alone, at 80x24
ui_start 80 24
ui_wait "solved in" "a random deal"
ui_keys f
ui_wait "─ Record ─" "the record page of a deal alone"
ui_wait "(no record: a deal" "the record page of a deal alone: its text"
ui_wait "alone)" "the record page of a deal alone: the closing )"
# the help box with the panel open
ui_keys '?'
ui_wait "── Keys ─" "80x24: the help box"
no_peek "80x24: the help box"
ui_keys Escape
ui_wait_gone "── Keys ─" "80x24: the help box closed"
ui_quit

# the lead box at 110x36: the panel open from the start
ui_start 110 36 "$PBN"
ui_wait "─ Double dummy ─" "110x36: the panel"
ui_keys x
ui_wait "Opening lead: West against 2♦ by South" "110x36: the lead box"
no_peek "110x36: the lead box"
ui_keys Escape
ui_wait_gone "Opening lead:" "110x36: the lead box closed"
# done (over 20 layouts, not x's 200: quick on a busy machine)
ui_cmd "lead 20"
ui_wait "done; any key closes" "110x36: the lead box done"
no_peek "110x36: the lead box done"
ui_keys Escape
ui_wait_gone "Opening lead:" "110x36: the lead box closed"
ui_keys '?'
ui_wait "── Keys ─" "110x36: the help box"
no_peek "110x36: the help box"
ui_keys Escape
ui_quit
echo "no border of the panel beside a box; the deal alone's record whole"
