#!/bin/sh
# Every fatal signal gives the terminal back (issue 11, item 3): the
# analyser is started in a tmux pane whose shell records `stty -a` before
# and after; Ctrl-\ (SIGQUIT, the key), and kill with HUP, TERM, INT,
# SEGV, ABRT, BUS and FPE: the settings after equal those before, the
# shell's screen is back (the alternate screen left), and the exit status
# is the signal's usual one (128 + its number).  (The sanitizer build is
# told to leave SEGV, BUS and FPE to ddplay, as the plain build does.)
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

D='N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4'

# Under AddressSanitizer, its own handlers would catch SEGV, BUS and FPE
# (and end with status 1): let ddplay's handlers have them, as without it.
ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}handle_segv=0:handle_sigbus=0:handle_sigfpe=0
export ASAN_OPTIONS

# run NAME: ddplay in a pane whose shell records the tty settings before
# and after, and the exit status.  The shell traps the keyboard's signals
# with a no-op (ddplay starts with the default actions), so that it
# outlives those sent to the whole foreground group; then it becomes a
# sleep (exec: the traps gone), which the session's end or the test's
# ends (it lingered ten minutes after the suite, trapping the hang-up).
trap 'for f in "$TMP"/*.shell; do [ -f "$f" ] && kill "$(cat "$f")" 2> /dev/null; done
      ui_tmux kill-server > /dev/null 2>&1; rm -rf "$TMP"' EXIT
run() {
	rm -f "$TMP/$1".*
	ui_tmux -f /dev/null new-session -d -s "$1" -x 100 -y 30 \
		-e LANG=C.UTF-8 -e LC_ALL=C.UTF-8 -e "ASAN_OPTIONS=$ASAN_OPTIONS" \
		"trap : INT TERM QUIT HUP; stty -a > $TMP/$1.before; echo \$\$ > $TMP/$1.shell; \
		 ASAN_OPTIONS=handle_segv=0:handle_sigbus=0:handle_sigfpe=0 \
		 $(ui_quote "$DDPLAY") --deal $(ui_quote "$D") --contract 1NT 2> $TMP/$1.err; \
		 echo \$? > $TMP/$1.status; stty -a > $TMP/$1.after; \
		 echo SHELL-AGAIN; exec sleep 600" || fail "cannot start tmux"
	# one session at a time: keys and screens are this one's
	ui_tmux kill-session -a -t "$1" > /dev/null 2>&1
	ui_wait "West  to play" "$1: the board"
}

# pid NAME: ddplay's pid (the shell's only child).
pid_of() {
	shell=$(cat "$TMP/$1.shell")
	pid=$(ps -o pid= --ppid "$shell" | head -n 1 | tr -d ' ')
	[ -n "$pid" ] || fail "$1: ddplay's pid not found"
	echo "$pid"
}

# check NAME STATUS: the settings are back, the shell's screen shows.
check() {
	ui_poll test -s "$TMP/$1.after" || fail "$1: ddplay did not end"
	status=$(cat "$TMP/$1.status")
	[ "$status" = "$2" ] || { cat "$TMP/$1.err"; fail "$1: exit status $status, not $2"; }
	cmp -s "$TMP/$1.before" "$TMP/$1.after" || {
		diff "$TMP/$1.before" "$TMP/$1.after"
		fail "$1: tty settings not restored (stty -a before and after above)"
	}
	ui_wait "SHELL-AGAIN" "$1: the shell's screen"
	ui_wait_gone "West  to play" "$1: the board left the screen"
}

# No core files in the repository from the signals that dump one.
ulimit -c 0 2> /dev/null

run quit
ui_keys 'C-\'
check quit 131
echo "Ctrl-\\ (SIGQUIT): terminal restored, status 131"

for sig in HUP:1 INT:2 TERM:15 SEGV:11 ABRT:6 BUS:7 FPE:8; do
	name=${sig%:*}
	num=${sig#*:}
	run "$name"
	kill -"$name" "$(pid_of "$name")"
	check "$name" $((128 + num))
	echo "SIG$name: terminal restored, status $((128 + num))"
done

# The terminal hangs up and no SIGHUP reaches ddplay (its shell traps it,
# as under nohup or a wrapper): ddplay ends as on a SIGHUP (status 129)
# instead of spinning on reads that fail at once (it ran at 100 % CPU
# until killed).
run gone
pid=$(pid_of gone)
ui_tmux kill-session -t gone
ui_poll test -s "$TMP/gone.status" || {
	ps -o pid,stat,pcpu,cmd -p "$pid"
	kill -9 "$pid" 2> /dev/null
	fail "a hung-up terminal: ddplay did not end"
}
[ "$(cat "$TMP/gone.status")" = 129 ] ||
	fail "a hung-up terminal: exit status $(cat "$TMP/gone.status"), not 129"
echo "terminal hung up without SIGHUP: ended as on SIGHUP, status 129"
