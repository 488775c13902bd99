#!/bin/sh
# :lines with the annotations off (w, as in practice): no line's
# double-dummy total, which it gave all the same ("North-South 9"),
# the one thing the solver still said; with them on, the totals.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

DEAL='N:Q986.T7.QJ54.A96 T32.862.T98.JT32 AKJ54.K3.A72.Q54 7.AQJ954.K63.K87'

# the rows of the list: "line N ... North-South 10" or without the total
rows() {
	ui_screen | grep -E '│ [ >] +[0-9]+  (from the start|leaves line)'
}
totals() {
	rows | grep -c 'North-South [0-9]'
}
both_totals() {
	[ "$(totals)" -eq 2 ]
}

ui_start 110 36 --deal "$DEAL" --declarer S --contract 4S
ui_wait "West  to play" "the board"
ui_cmd "play HA H7"
ui_wait "East  to play" "two cards played"
ui_keys u
ui_wait "North  to play" "one taken back"
ui_cmd "play HT"
ui_wait "East  to play" "line 2"
ui_keys w
ui_wait "annotations off" "w"
ui_cmd lines
ui_wait "Lines of play" ":lines, the annotations off"
# (its work done, however loaded the machine: not a fixed second)
ui_idle
[ "$(rows | wc -l)" -eq 2 ] || { ui_screen; fail "not two lines listed"; }
[ "$(totals)" -eq 0 ] ||
	{ rows; fail "a double-dummy total with the annotations off"; }
ui_keys Escape
ui_wait_gone "Lines of play" "the list closed"
ui_keys w
ui_wait "annotations on" "w again"
ui_cmd lines
ui_wait "Lines of play" ":lines, the annotations on"
ui_poll both_totals || { rows; fail "no total of each line with the annotations on"; }
ui_keys Escape
ui_quit
exit 0
