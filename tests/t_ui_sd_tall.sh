#!/bin/sh
# :sd on a taller screen: West's and East's hands take the rows the
# terminal has to spare (up to four more than at 24 rows), so a long
# hand keeps its double-dummy numbers beside the single-dummy figures
# (at 110x36 West's six diamonds and five clubs showed `T 48`, the
# numbers dropped for want of rows); each number is solve's.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

DEAL='N:AKQJT98.2.A32.32 5432.AK9.KJ7.KT9 6.QJ876543.Q.AQJ 7.T.T98654.87654'

ui_start 110 36 --deal "$DEAL" --contract 4S
ui_wait "West  to play" "the board"
ui_wait "solved in" "the double-dummy scores"
ui_cmd "sd 12"
ui_wait "sd 12/12 done" ":sd 12"
ui_screen > "$TMP/screen"
# West's thirteen cards, each with its number and figure
ui_sd_figures "$TMP/screen" 11 > "$TMP/fig"
[ "$(wc -l < "$TMP/fig")" = 13 ] ||
	{ cat "$TMP/screen"; fail "not all of West's cards with their double-dummy number and figure"; }
# the numbers: North-South's total after each card ("v"), from solve's
# tricks for the side to play, the defence
echo "$DEAL|S|W|" | "$DDPLAY" solve --lines > "$TMP/solved" ||
	fail "solve --lines: exit status $?"
awk -F'|' '{ n = split($5, c, " ")
	     for (i = 1; i <= n; i++) { split(c[i], kv, ":"); print kv[1] ":" 13 - kv[2] } }' \
	"$TMP/solved" | sort > "$TMP/want"
awk '/to play/ { on = 1; n = 0; next }
     on && n++ < 11 {
	for (i = 1; i <= NF; i++) {
		# (the trick box, then the hand of East: not West)
		if ($i ~ /^(┌|│|└)/) break
		if ($i ~ /^(♠|S)$/) s = "S"
		else if ($i ~ /^(♥|H)$/) s = "H"
		else if ($i ~ /^(♦|D)$/) s = "D"
		else if ($i ~ /^(♣|C)$/) s = "C"
		else if ($i ~ /^[AKQJT2-9]:[0-9]+/) {
			v = substr($i, 3); sub(/[^0-9].*/, "", v)
			print s substr($i, 1, 1) ":" v
		}
	}
}' "$TMP/screen" | sort > "$TMP/got"
compare "$TMP/want" "$TMP/got" "West's double-dummy numbers beside the figures"
ui_quit
exit 0
