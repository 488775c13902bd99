#!/bin/sh
# The lead simulation (x) says which constraints its layouts fit (issues
# 20, item 10, and 19): on a board whose file has an auction, the
# auction's, named in the box with the calls used, at 110x36 and 80x24
# (t_ui_lead checks the figures against ddplay lead --auction); a deal
# without an auction says nothing of one.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

restart() {
	ui_tmux kill-server > /dev/null 2>&1
	UI_SOCKET=ddplay-test-$$-$1
}

for size in "110 36" "80 24"; do
	restart "${size% *}"
	# shellcheck disable=SC2086
	ui_start $size tests/data/ui/record.pbn
	ui_wait "West to play" "$size: the board"
	ui_keys x
	ui_wait "Opening lead: West against 2♦ by South" "$size: the lead box"
	ui_wait "Constraints: auction: " \
		"$size: the auction's constraints, said"
	# every call used is named, where the specs in full do not fit
	# (80x24 cut them before 1H by North)
	ui_has "N Pass 1H" || ui_has "1H by North" ||
		fail "$size: the lead box does not name 1H by North, a call used"
	ui_keys Escape
	ui_wait_gone "Opening lead:" "$size: the lead box closed"
	ui_quit
	[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"
done

restart random
ui_start 110 36 --seed 3
ui_wait "to play" "a random deal"
# (x waits for the contract: the best one, found first)
ui_wait "solved in" "a random deal: its contract found and solved"
ui_keys x
ui_wait "Opening lead:" "a random deal: the lead box"
grep -q "auction" "$TMP/screen" && fail "a deal without an auction: the auction named"
ui_keys Escape
ui_wait_gone "Opening lead:" "a random deal: the lead box closed"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"
echo "x says which constraints of the board's auction it used"
