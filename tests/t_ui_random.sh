#!/bin/sh
# Random deals in the analyser (issue 9): --seed N deals the same boards
# each time; n on a random deal deals another (p goes back to the first,
# its line kept); keys do nothing while "terminal too small" is shown;
# :strain keeps a sensible level (that strain's natural one from the
# table), not the level of the strain before.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

# north: North's spades and hearts as shown (the deal's fingerprint).
north() {
	ui_screen | grep -A2 -E '^ +North' | grep -E '^ +[♠♥] ' | tr -s ' ' | tr '\n' '/'
}

ui_start 110 36 --seed 7
ui_wait "solved in" "--seed 7: the first deal solved"
first=$(north)
[ -n "$first" ] || fail "North's hand not found"
ui_quit
ui_exit_status > /dev/null
ui_start 110 36 --seed 7
ui_wait "solved in" "--seed 7 again"
[ "$(north)" = "$first" ] || fail "--seed 7 dealt another deal: $(north), not $first"
ui_keys b
ui_wait "card 1/1" "a card on the first deal"
ui_keys n
ui_wait "board 2 of 2" "n on a random deal: a new one"
ui_wait "solved in" "the new deal solved"
[ "$(north)" != "$first" ] || fail "n dealt the same deal"
ui_keys p
ui_wait "board 1 of 2" "p: back to the first deal"
ui_wait "card 1/1" "the first deal's line kept"

# too small: keys do nothing (b plays no card), q still quits
ui_tmux resize-window -x 40 -y 10
ui_wait "terminal too small" "40x10"
ui_keys u
ui_tmux resize-window -x 110 -y 36
ui_wait "card 1/1" "u did nothing while too small"

# :strain: the level of that strain's best contract, from the table
ui_wait_gone "(computing" "the table"
ui_cmd "strain S"
ui_wait "contract " ":strain S"
level=$(ui_screen | sed -n '1s/.* \([1-7]\)♠ by.*/\1/p')
[ -n "$level" ] || { ui_screen | head -n 2; fail ":strain S: no level in the title"; }
ui_screen | sed -n 2p | grep -q "down" &&
	{ ui_screen | head -n 2; fail ":strain S: the level is one the deal does not make"; }
ui_tmux resize-window -x 40 -y 10
ui_wait "terminal too small" "40x10 again"
ui_keys q
ui_poll ui_asked_or_exited || fail "q while too small did nothing"
ui_exited || ui_keys y
status=$(ui_exit_status)
[ "$status" = 0 ] || fail "exit status $status"
echo "random deals, too small and :strain as expected"
