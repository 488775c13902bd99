#!/bin/sh
# The terminal closed (tmux kill-session: SIGHUP, then SIGHUP again when
# the shell that ran ddplay ends) with a line not saved: the line is
# written to a file in $XDG_STATE_HOME/ddplay all the same.  The second
# SIGHUP came after the terminal's handlers were given back and ended
# the process before the rescue: nothing written, nothing said.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

# where the lines go when the state folder cannot be made (below); the
# tmux server, started by the first ui_start, passes it on
mkdir -p "$TMP/tmpdir"
TMPDIR=$TMP/tmpdir
export TMPDIR

# a club's hand record: contract and result, no play
CLUB=tests/data/pbn/club-result.pbn
# The race is the kernel's: tried a few times (each lost line fails); the
# last try with a file where the state folder should be: the lines go to
# $TMPDIR instead, and say so.
rescued() {
	grep -q "the lines not saved are in" "$TMP/stderr" 2> /dev/null
}
for try in 1 2 3 4 5; do
	if [ "$try" = 5 ]; then
		rm -rf "$XDG_STATE_HOME/ddplay"
		mkdir -p "$XDG_STATE_HOME"
		: > "$XDG_STATE_HOME/ddplay"
	fi
	ui_start 110 36 "$CLUB"
	ui_wait "Board 1" "the board opens ($try)"
	ui_cmd "play CT"
	ui_wait "card 1/1" "a line of the user's ($try)"
	ui_cmd "sd"
	ui_tmux kill-session -t "ui$UI_N"
	ui_poll rescued ||
		{ cat "$TMP/stderr"; fail "hung up ($try): no word of the lines"; }
	saved=$(sed -n 's/.*the lines not saved are in //p' "$TMP/stderr")
	[ -f "$saved" ] || fail "hung up ($try): $saved not written"
	case $try:$saved in
	5:"$TMPDIR"/unsaved-*.pbn | [1-4]:"$XDG_STATE_HOME"/ddplay/unsaved-*.pbn) ;;
	*) fail "hung up ($try): the lines went to $saved" ;;
	esac
	grep -q '^4SS 1 0 0 CT$' "$saved" ||
		{ cat "$saved"; fail "hung up ($try): the line is not in $saved"; }
	rm -f "$saved" "$TMP/stderr"
done
echo "the line not saved is written when the terminal hangs up"
