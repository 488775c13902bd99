#!/bin/sh
# Messages and help never cut words (issue 20, item 8): at 80 columns the
# key-hint line leaves out whole hints, the status line shortens a long
# message at a word with "…", :help's text wraps inside its box at 80x24,
# and ? says that a rank alone plays a card when only one card of that
# rank can be played (which it does: 3 plays West's ♠3 beside other
# suits; 2, held in two suits, asks for the suit).
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

PBN=tests/data/ui/record.pbn

restart() {
	ui_tmux kill-server > /dev/null 2>&1
	UI_SOCKET=ddplay-test-$$-$1
}

# line N of the screen, trailing spaces left out
row() {
	ui_screen | sed -n "${1}p" | sed 's/ *$//'
}

ui_start 80 24 "$PBN"
ui_wait "West to play" "the board"
# West holds ♦2 and ♣2: the suit is needed
ui_keys 2
ui_wait "West can play 2 cards of that rank: type the suit first" "a rank held twice"
# West's only 3 is a spade: it is played, off the actual play (♣T)
ui_keys 3
ui_wait "│ ♠3                 │" "the rank alone"
ui_wait "card 1/1" "one card played, a line of its own"
# the key-hint line: whole hints only
hint=$(row 23)
[ "$hint" = " v: North-South's total   l back to the actual play  m/M mistakes  ? help" ] ||
	fail "the hint line at 80 columns: '$hint'"
# the status line: a message shortened at a word, with the ellipsis
ui_wait "you left the actual play at card 1: l goes back to it (it…" \
	"a long message shortened at a word"
# :help at 80x24: the text inside the box
ui_cmd help
ui_wait "─ Commands ─" ":help"
ui_wait "│ Type : then a command; Enter runs it, Esc or an empty line closes the      │" \
	":help's first line inside the box"
ui_wait "│ prompt. Tab completes, the arrows edit and go through the history.         │" \
	":help's text wrapped"
ui_keys Escape
ui_wait_gone "─ Commands ─" ":help closed"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"

restart keys
ui_start 110 36 "$PBN"
ui_wait "West to play" "110x36: the board"
ui_keys '?'
ui_wait "play a card: suit letter, then rank, or the rank alone" "?: the rank alone"
ui_wait "when only one card of that rank can be played" "?: when it plays"
ui_keys Escape
ui_wait_gone "─ Keys ─" "? closed"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"
echo "whole hints, whole words, the help in its box, the rank alone"
