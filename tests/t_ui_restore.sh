#!/bin/sh
# The terminal is given back as it was: after q, after Ctrl-C and after
# SIGTERM, the tty settings (stty -g) equal those from before ddplay
# started, the screen is the shell's again (the alternate screen left),
# and the exit status tells how it ended (0; 130 and 143 for the signals).
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

D='N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4'

# run NAME: ddplay in a pane whose shell records the tty settings before
# and after, and the exit status.  The shell traps INT and TERM with a
# no-op (ddplay starts with the default actions) so that it outlives the
# Ctrl-C sent to the whole foreground group.
run() {
	ui_tmux kill-server > /dev/null 2>&1
	rm -f "$TMP/$1".*
	UI_EXIT_FILE=$TMP/$1.status
	# The server just killed may still be going away: a new session
	# started at that moment finds it ("server exited unexpectedly"), so
	# the start is tried again a few times.
	tries=0
	until ui_tmux -f /dev/null new-session -d -x 100 -y 30 \
		-e LANG=C.UTF-8 -e LC_ALL=C.UTF-8 \
		"trap : INT TERM; stty -g > $TMP/$1.before; echo \$\$ > $TMP/$1.shell; \
		 $(ui_quote "$DDPLAY") --deal $(ui_quote "$D") --contract 1NT 2> $TMP/$1.err; \
		 echo \$? > $TMP/$1.status; stty -g > $TMP/$1.after; \
		 echo SHELL-AGAIN; sleep 600"; do
		tries=$((tries + 1))
		[ "$tries" -lt 5 ] || fail "cannot start tmux"
		sleep 0.2
	done
	ui_wait "West  to play" "$1: the board"
}

# check NAME STATUS: the settings are back, the shell's screen shows.
check() {
	ui_poll test -s "$TMP/$1.after" || fail "$1: ddplay did not end"
	status=$(cat "$TMP/$1.status")
	[ "$status" = "$2" ] || { cat "$TMP/$1.err"; fail "$1: exit status $status, not $2"; }
	cmp -s "$TMP/$1.before" "$TMP/$1.after" ||
		fail "$1: tty settings not restored: $(cat "$TMP/$1.before") -> $(cat "$TMP/$1.after")"
	ui_wait "SHELL-AGAIN" "$1: the shell's screen"
	ui_wait_gone "West  to play" "$1: the board left the screen"
}

run quit
ui_quit
check quit 0

run interrupt
ui_keys C-c
check interrupt 130

run term
# ddplay is the shell's only child.
shell=$(cat "$TMP/term.shell")
pid=$(ps -o pid= --ppid "$shell" | head -n 1 | tr -d ' ')
[ -n "$pid" ] || fail "term: ddplay's pid not found"
kill -TERM "$pid"
check term 143

echo "terminal restored after q, Ctrl-C and SIGTERM"
