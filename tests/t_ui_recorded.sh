#!/bin/sh
# After :contract the title and the record page say both contracts
# (issue 20, item 7): "played as 4♠ by South (recorded: 2♦ by South)",
# shorter at 80 columns; the recorded result is not said of the other
# contract on the title, and the record page gives it as the recorded
# contract's; back in the recorded contract, as before.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

PBN=tests/data/ui/record.pbn

restart() {
	ui_tmux kill-server > /dev/null 2>&1
	UI_SOCKET=ddplay-test-$$-$1
}

ui_start 110 36 "$PBN"
# (the title's right: the result and the claim's warning, found as the
# board opens: claim of 8, double dummy 7)
ui_wait "result 8 tricks (made, claimed)   ! 1 warning: f" \
	"the recorded contract and its result"
ui_screen | head -n 1 | grep -q "Board 4  2♦ by South, West leads  " ||
	fail "the title: $(ui_screen | head -n 1)"
ui_cmd "contract 4S S"
ui_wait "Board 4  played as 4♠ by South (recorded: 2♦ by South), West leads" \
	"the title after :contract"
grep -q "result 8 tricks" "$TMP/screen" &&
	fail "the recorded result said of 4♠"
ui_wait "North-South take 10 tricks: 4♠ makes" "the result line of the contract played"
ui_keys f
ui_wait "─ Record ─" "the record page"
ui_wait "│ recorded: 2♦ by South:   │" "the record page: the recorded contract"
ui_wait "│ made (8 tricks, claimed) │" "the record page: its result"
ui_wait "│ played here as 4♠ by     │" "the record page: the contract played"
ui_keys f f
ui_cmd "contract 2D S"
ui_wait "result 8 tricks (made, claimed)   ! 1 warning: f" \
	"back in the recorded contract"
ui_screen | head -n 1 | grep -q "Board 4  2♦ by South, West leads  " ||
	fail "the title back in 2D: $(ui_screen | head -n 1)"
grep -q "recorded:" "$TMP/screen" && fail "recorded: said of the recorded contract"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"

restart small
ui_start 80 24 "$PBN"
ui_wait "Board 4  2♦ by South, West leads" "80x24: the board"
ui_cmd "declarer N"
ui_wait "Board 4  2♦ by North (recorded: 2♦ by South), East leads" \
	"80x24: the title after :declarer"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"
# a board passed out is played in its best contract: said so
restart passed
ui_start 110 36 tests/data/wild/passed.pbn
ui_wait "Board 4  played as 4♠ by North (recorded: passed out), East leads" \
	"passed out: the title"
ui_keys f
ui_wait "│ recorded: passed out     │" "passed out: the record page"
ui_wait "│ played here as 4♠ by     │" "passed out: the contract played"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"
echo "the contract played and the recorded one, both said"
