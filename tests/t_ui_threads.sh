#!/bin/sh
# Two threads for a position nobody has solved yet (--threads,
# DDPLAY_THREADS; engine/smp.c): the analyser shows the scores solve
# --lines gives, on a new deal, after a card, and on a deal added with
# :deal; and it holds exactly one thread more with 2 than with 1.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

D='N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4'
D2='N:AK92.QJ4.T85.KQ7 T83.AK972.J6.J52 QJ54.T8.AKQ7.A94 76.653.9432.T863'

# threads: how many threads the analyser of the current session runs.
threads() {
	pp=$(ui_tmux display -p -t "ui$UI_N" '#{pane_pid}')
	pid=$(pgrep -P "$pp" | head -1)
	[ -n "$pid" ] || fail "no analyser process under the pane"
	ls "/proc/$pid/task" | wc -l
}

# run N: the analyser with --threads N (or DDPLAY_THREADS=N through a
# wrapper when the second argument is "env") on D, hearts by East; the
# opening leads, a card, and the contract of D2 after :deal.  Prints the
# threads it held.
run() {
	if [ "${2:-}" = env ]; then
		printf '#!/bin/sh\nDDPLAY_THREADS=%s exec "%s" "$@"\n' "$1" "$DDPLAY" \
			> "$TMP/ddplay-env"
		chmod +x "$TMP/ddplay-env"
		DDPLAY="$TMP/ddplay-env" ui_start 110 36 --deal "$D" --declarer E --strain H
	else
		ui_start 110 36 --threads "$1" --deal "$D" --declarer E --strain H
	fi
	ui_wait "Hearts, declarer East, South leads" "title"
	# the panel off: East's scores on one line each
	ui_wait "Double dummy" "the panel"
	ui_keys i
	ui_wait_gone "Double dummy" "the panel hidden"
	ui_expect_scores "$D|H|S|-" def
	ui_wait_expected "opening leads ($1 thread(s))"
	ui_wait "solved in" "status"
	threads > "$TMP/threads"
	ui_keys s 9
	ui_wait "West  to play" "after S9"
	ui_expect_scores "$D|H|S|S9" decl
	ui_wait_expected "West after S9 ($1 thread(s))"
	# a new deal: its best contract, 3NT by North, East leads
	ui_cmd "deal $D2"
	ui_wait "3NT by North, East leads" ":deal"
	ui_expect_scores "$D2|N|E|-" def
	ui_wait_expected "the new deal's leads ($1 thread(s))"
	ui_quit
	[ "$(ui_exit_status)" = 0 ] || fail "exit status with $1 thread(s)"
}

run 1
one=$(cat "$TMP/threads")
run 2
two=$(cat "$TMP/threads")
[ "$two" -eq $((one + 1)) ] ||
	fail "--threads 2 runs $two threads, --threads 1 $one: not one more"
run 1 env
[ "$(cat "$TMP/threads")" -eq "$one" ] ||
	fail "DDPLAY_THREADS=1: $(cat "$TMP/threads") threads, not $one"
echo "the same scores with 1 and 2 threads; 2 threads hold one thread more"
