#!/bin/sh
# The lead simulation (x) says when it ignores the board's auction (issue
# 20, item 10): its layouts are dealt without the auction's constraints,
# and a board whose file has an auction says so in the box, at 110x36 and
# 80x24; a deal without an auction says nothing of it.  (When x deals to
# fit the auction, this note goes: the single-dummy issue.)
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
	ui_wait "The board's auction is not used: the layouts ignore it." \
		"$size: the auction ignored, said"
	ui_keys Escape
	ui_wait_gone "Opening lead:" "$size: the lead box closed"
	ui_quit
	[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"
done

restart random
ui_start 110 36 --seed 3
ui_wait "to play" "a random deal"
ui_keys x
ui_wait "Opening lead:" "a random deal: the lead box"
grep -q "auction" "$TMP/screen" && fail "a deal without an auction: the auction named"
ui_keys Escape
ui_wait_gone "Opening lead:" "a random deal: the lead box closed"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"
echo "x says when it ignores the board's auction"
