# tests/ui.sh - sourced by the tests/t_ui_*.sh scripts after lib.sh: drive
# the real ddplay in a tmux server of our own (private socket, -L), read
# its screen with capture-pane.
#
#   ui_start COLS ROWS ARGS...  starts "$DDPLAY ARGS..." in a new session; its
#                               exit status goes to $TMP/exit
#   ui_keys KEY...              tmux send-keys
#   ui_screen                   the screen, as text
#   ui_steady                   the screen once it stops changing
#   ui_idle                     waits until the program uses no CPU
#   ui_wait TEXT [WHAT]         waits (up to $UI_WAIT s) until the screen
#                               holds TEXT (a fixed string), else fails
#   ui_wait_gone TEXT [WHAT]    waits until it no longer does
#   ui_exit_status              waits for the program's end; its status
#   ui_quit                     q, and y when asked (lines not saved)
#   ui_cmd TEXT                 the command line: :TEXT, Enter
command -v tmux > /dev/null 2>&1 ||
	skip "needs tmux, which is not installed: make deps installs it (or: apt-get install tmux)"

UI_SOCKET=ddplay-test-$$
# ddplay keeps its command history under XDG_STATE_HOME: in $TMP, never in
# the user's home.
XDG_STATE_HOME=$TMP/state
export XDG_STATE_HOME
# The practice review's single dummy solves 8 layouts a decision, not 40
# (ui/app.c, DDPLAY_TEST_REVIEW_LAYOUTS, for the tests alone; the
# practice's hints too): it
# runs after every practice played out, looked at or not (t_ui_review_rows
# spent 9 s of CPU on it).  t_ui_sd unsets it: its review's figures are
# checked against ddplay sd on the 40.
DDPLAY_TEST_REVIEW_LAYOUTS=${DDPLAY_TEST_REVIEW_LAYOUTS-8}
export DDPLAY_TEST_REVIEW_LAYOUTS
# The sanitizer builds are several times slower (ThreadSanitizer's the
# most: :sd's 12 layouts took over 20 s under `make tsan`): wait longer.
case $DDPLAY in
*asan* | *tsan*) UI_WAIT=${UI_WAIT:-60} ;;
*) UI_WAIT=${UI_WAIT:-20} ;;
esac
ui_tmux() {
	tmux -L "$UI_SOCKET" "$@"
}
# The CPU time of the programs the pane ran: the tmux server is no child
# of the test, so the test's own CPU time (tests/run.sh's "cpu") misses
# theirs.  The pane's shell writes its children's (`times`) as a program
# ends; at the test's end they are added up into $UI_CPU_FILE (set by
# tests/run.sh), a line a test, with the CPU time so far of the program
# still running in the pane, if any (/proc).  A program whose session was
# killed before (a test that starts the server again) is not counted.
ui_cpu_report() {
	[ -n "${UI_CPU_FILE:-}" ] || return 0
	_ui_p=
	ui_exited || _ui_p=$(ui_pid)
	_ui_c=
	[ -n "$_ui_p" ] && _ui_c=$(cpu_used "$_ui_p")
	cat "$TMP"/ui-times.* 2> /dev/null | awk -v running="${_ui_c:-0}" '
	NR % 2 == 0 {
		for (i = 1; i <= 2; i++) {
			split($i, p, "m"); sub("s", "", p[2]); t += p[1] * 60 + p[2]
		}
	}
	END { printf "%.2f\n", t + running / 100 }' >> "$UI_CPU_FILE"
}
trap 'ui_cpu_report; ui_tmux kill-server > /dev/null 2>&1; rm -rf "$TMP"' EXIT

# quote ARG: ARG as one shell word.
ui_quote() {
	printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"
}

ui_start() {
	cols=$1
	rows=$2
	shift 2
	cmd=$(ui_quote "$DDPLAY")
	for arg in "$@"; do
		cmd="$cmd $(ui_quote "$arg")"
	done
	rm -f "$TMP/exit"
	UI_N=$((${UI_N:-0} + 1))
	# The pane stays after the program ends, so that its last screen
	# and status can be read.
	ui_tmux -f /dev/null new-session -d -s "ui$UI_N" -x "$cols" -y "$rows" \
		-e LANG=C.UTF-8 -e LC_ALL=C.UTF-8 \
		"$cmd 2> $TMP/stderr; echo \$? > $TMP/exit.tmp; times > $TMP/ui-times.$UI_N; mv $TMP/exit.tmp $TMP/exit; sleep 600" ||
		fail "cannot start tmux"
	# one session at a time: the keys go to this one
	ui_tmux kill-session -a -t "ui$UI_N" > /dev/null 2>&1
}

ui_keys() {
	ui_tmux send-keys "$@" || fail "send-keys $*"
}

ui_screen() {
	ui_tmux capture-pane -p
}

# ui_poll CONDITION-COMMAND: runs it until it succeeds or UI_WAIT seconds
# of waiting pass; status 0 when it succeeded.  Every 0.1 s for the first
# 3 s (most waits: a key's effect), then every 0.3 s: a long wait (layouts
# being solved) reads the screen 3 times a second, not 10 (each read is a
# tmux client, the server's capture and a grep, some 5 ms of CPU, taken
# from the solving it waits for; 2026-11-28).
ui_poll() {
	_ui_t=0
	_ui_limit=$((UI_WAIT * 10))
	while [ "$_ui_t" -lt "$_ui_limit" ]; do
		"$@" && return 0
		if [ "$_ui_t" -lt 30 ]; then
			sleep 0.1
			_ui_t=$((_ui_t + 1))
		else
			sleep 0.3
			_ui_t=$((_ui_t + 3))
		fi
	done
	return 1
}

# ui_sd_figures FILE ROWS: the single-dummy figures beside the cards of
# the hand to play on a screen saved in FILE ('-': standard input), "S9
# 32" a line (the suit, the rank, the figure without its %), from the
# ROWS rows after its "to play" line (a wrapped row keeps its suit).
ui_sd_figures() {
	awk -v rows="$2" '
	/to play/ { on = 1; n = 0; next }
	on && n++ < rows {
		for (i = 1; i <= NF; i++) {
			# (a box beside West: the trick box, then the suits
			# of East, which would be taken for those of West)
			if ($i ~ /^(┌|│|└)/) break
			if ($i ~ /^(♠|S)$/) s = "S"
			else if ($i ~ /^(♥|H)$/) s = "H"
			else if ($i ~ /^(♦|D)$/) s = "D"
			else if ($i ~ /^(♣|C)$/) s = "C"
			else if ($i ~ /^[AKQJT2-9]:/ && $(i + 1) ~ /^[0-9]+%?$/) {
				p = $(i + 1); sub(/%/, "", p)
				print s substr($i, 1, 1), p
			}
		}
	}' "$1"
}

# ui_sd_lines_figures FILE [N]: the figures of `ddplay sd --lines` output
# in FILE ('-': standard input) as the screen shows them, "S9 32" a line
# (a card of a group, "DQ/J", a line each; the share rounded as the
# screen rounds it), sorted; of its Nth position (1 by default).
ui_sd_lines_figures() {
	awk -F'|' -v b="${2:-1}" '$1 == "position" { p++ }
	(p == b || (p == 0 && b == 1)) && $1 == "card" {
		s = substr($2, 1, 1); k = split(substr($2, 2), r, "/")
		for (i = 1; i <= k; i++)
			print s r[i], int((200 * $5 + $3) / (2 * $3))
	}' "$1" | sort
}

# ui_steady: the screen, once two reads 0.05 s apart are the same (a
# second at most: something on it may keep changing), in place of a fixed
# sleep after keys whose effect has no text to wait for.
ui_steady() {
	ui_screen > "$TMP/steady.a" 2> /dev/null
	_ui_n=0
	while [ "$_ui_n" -lt 20 ]; do
		sleep 0.05
		ui_screen > "$TMP/steady.b" 2> /dev/null
		cmp -s "$TMP/steady.a" "$TMP/steady.b" && break
		mv "$TMP/steady.b" "$TMP/steady.a"
		_ui_n=$((_ui_n + 1))
	done
	cat "$TMP/steady.a"
}

# ui_pid: the process id of the program in the pane (the only child of
# the pane's shell); empty when there is none.
ui_pid() {
	_ui_pp=$(ui_tmux display-message -p '#{pane_pid}' 2> /dev/null)
	[ -n "$_ui_pp" ] || return 0
	ps -o pid= --ppid "$_ui_pp" 2> /dev/null | head -n 1 | tr -d ' '
}

# ui_idle: waits until the program has used no CPU (a hundredth of a
# second at most) for half a second: its background work (the course of
# the play, pondering) done, however loaded the machine; UI_WAIT seconds
# at most, then goes on (as a fixed sleep would).  Without /proc, sleeps
# UI_WAIT / 10 seconds.
ui_idle() {
	_ui_p=$(ui_pid)
	if [ -z "$_ui_p" ] || [ ! -r "/proc/$_ui_p/stat" ]; then
		sleep $((UI_WAIT / 10))
		return 0
	fi
	_ui_last=$(cpu_used "$_ui_p")
	_ui_still=0
	_ui_n=0
	while [ "$_ui_n" -lt $((UI_WAIT * 10)) ] && [ "$_ui_still" -lt 5 ]; do
		sleep 0.1
		_ui_c=$(cpu_used "$_ui_p")
		[ -n "$_ui_c" ] || return 0
		if [ $((_ui_c - _ui_last)) -le 1 ]; then
			_ui_still=$((_ui_still + 1))
		else
			_ui_still=0
			_ui_last=$_ui_c
		fi
		_ui_n=$((_ui_n + 1))
	done
}

# ui_grab: the screen into $TMP/screen, as capture-pane writes it, and
# into $_ui_s; status 1 when it cannot be read.  The polls below look for
# their text in $_ui_s with the shell's case, not a grep a read (a process
# started, 1.3 ms of CPU, where the read itself is a tmux client of 2.4 ms;
# a wait reads the screen up to 10 times a second).  (The '.' keeps the
# screen's empty last rows, which $(...) would drop.)
ui_grab() {
	_ui_s=$(ui_screen 2> /dev/null && echo .)
	case $_ui_s in
	*.) _ui_s=${_ui_s%.} ;;
	*) return 1 ;;
	esac
	printf '%s' "$_ui_s" > "$TMP/screen"
}
ui_has() {
	ui_grab || return 1
	case $_ui_s in
	*"$1"*) return 0 ;;
	esac
	return 1
}
ui_lacks() {
	ui_grab || return 1
	case $_ui_s in
	*"$1"*) return 1 ;;
	esac
	return 0
}

ui_wait() {
	if ! ui_poll ui_has "$1"; then
		echo "--- screen:"
		ui_screen
		[ -s "$TMP/stderr" ] && { echo "--- stderr:"; cat "$TMP/stderr"; }
		fail "${2:-screen}: no '$1' after ${UI_WAIT} s"
	fi
}

ui_wait_gone() {
	if ! ui_poll ui_lacks "$1"; then
		echo "--- screen:"
		ui_screen
		fail "${2:-screen}: '$1' still there after ${UI_WAIT} s"
	fi
}

# ui_exited: whether the program has ended: its exit status is in
# $UI_EXIT_FILE (ui_start's $TMP/exit unless a test starts it otherwise).
ui_exited() {
	[ -s "${UI_EXIT_FILE:-$TMP/exit}" ]
}

# ui_cmd TEXT: types :TEXT then Enter.
ui_cmd() {
	ui_keys : || return 1
	ui_keys -l "$1" || return 1
	ui_keys Enter
}

# ui_quit: q; then y when ddplay asks because lines were not saved (the
# question itself is tested in t_ui_lines.sh).
ui_asked_or_exited() {
	ui_exited || ui_has "Quit without saving your lines?"
}
ui_quit() {
	ui_keys q
	if ! ui_poll ui_asked_or_exited; then
		# q taken by a box or a prompt: a test that quits so waited
		# UI_WAIT seconds for nothing
		echo "--- screen:"
		ui_screen
		fail "q neither ended ddplay nor asked to (a box or prompt open?)"
	fi
	ui_exited || ui_keys y
}

ui_exit_status() {
	if ! ui_poll ui_exited; then
		echo "--- screen:"
		ui_screen
		fail "the program did not end"
	fi
	cat "$TMP/exit"
}

# ui_expect_scores POSITION SIDE [TARGET]: the suit lines the hand to play should
# show for POSITION (deal|strain|leader|played, from the start of a trick
# or not: tricks won so far must be 0), computed with the batch command
# solve --lines (itself checked against the reference).  SIDE is "decl"
# when the seat to play is on declarer's side, "def" otherwise: the screen
# shows declarer's side's total, 13 - tricks for a defender; "raw" for the
# view of the tricks of the side to play (v), the numbers of solve --lines.
# With TARGET (the tricks the contract needs), the view against the
# contract: the total minus TARGET, "=", "+1", "-2".  One line a suit that
# has playable cards, "♠ 9:9 7:9 4:10✗", into $TMP/expect.
ui_expect_scores() {
	printf '%s\n' "$1" | "$DDPLAY" solve --lines > "$TMP/solved" ||
		fail "solve --lines failed on $1"
	awk -F'|' -v side="$2" -v target="${3:-}" '
	BEGIN { split("♠ ♥ ♦ ♣", glyph, " "); order = "AKQJT98765432" }
	{
		n = split($5, cards, " ")
		best = -1
		for (i = 1; i <= n; i++) {
			split(cards[i], kv, ":")
			t[i] = kv[2] + 0
			if (t[i] > best) best = t[i]
		}
		for (s = 1; s <= 4; s++) {
			line = ""
			for (r = 1; r <= 13; r++) {
				want = substr("SHDC", s, 1) substr(order, r, 1)
				for (i = 1; i <= n; i++) {
					split(cards[i], kv, ":")
					if (kv[1] != want) continue
					tot = side == "def" ? 13 - t[i] : t[i]
					num = tot
					if (target != "") {
						num = tot - target
						num = num == 0 ? "=" : num > 0 ? "+" num : num
					}
					cell = substr(order, r, 1) ":" num
					if (t[i] < best) cell = cell "✗"
					line = line (line == "" ? "" : " ") cell
				}
			}
			if (line != "") print glyph[s] " " line
		}
	}' "$TMP/solved" > "$TMP/expect"
	[ -s "$TMP/expect" ] || fail "no scores for $1"
}

# ui_wait_expected WHAT: waits until every line of $TMP/expect is on the
# screen.
ui_all_expected() {
	ui_grab || return 1
	while IFS= read -r want; do
		case $_ui_s in
		*"$want"*) ;;
		*) return 1 ;;
		esac
	done < "$TMP/expect"
	return 0
}
ui_wait_expected() {
	if ! ui_poll ui_all_expected; then
		echo "--- expected:"
		cat "$TMP/expect"
		echo "--- screen:"
		ui_screen
		fail "$1: the scores on the screen differ"
	fi
}

# ui_played: the count of the cards played, from the header's "card K/".
ui_played() {
	ui_screen | sed -n 's/.* card \([0-9]*\)\/.*/\1/p' | head -n 1
}

# ui_practice_play_out OVER: a practice played out by the user's Enter
# (the cursor's card) at each of North's and South's turns, one key a
# card (the next once the card is on the screen), until the command OVER
# says the play is over.
ui_practice_play_out() {
	ui_over=$1
	ui_n=0
	while :; do
		ui_n=$((ui_n + 1))
		[ "$ui_n" -le 60 ] || fail "the play did not end"
		ui_poll ui_ours_or_over || fail "neither our card nor the end"
		$ui_over && break
		ui_before=$(ui_played)
		ui_keys Enter
		ui_poll ui_card_played || fail "Enter played no card (card $ui_before)"
	done
}
ui_ours_or_over() {
	ui_has "North  to play" || ui_has "South  to play" || $ui_over
}
ui_card_played() {
	[ "$(ui_played)" != "$ui_before" ] || $ui_over
}

# ui_record_lead N: tests/data/ui/record.pbn's lead box (West against 2♦
# by South) over N layouts, done, its screen in $TMP/screen; then `ddplay
# lead --lines` on the same layouts (the box's seed) in $TMP/lead.
ui_record_lead() {
	ui_start 110 36 tests/data/ui/record.pbn
	ui_wait "West to play" "the board"
	ui_cmd "lead $1"
	ui_wait "Opening lead: West against 2♦ by South" ":lead: the box"
	ui_wait "done; any key closes" ":lead: all $1 layouts solved"
	ui_screen > "$TMP/screen"
	seed=$(sed -n 's/.*(seed \([0-9]*\)).*/\1/p' "$TMP/screen" | head -n 1)
	[ -n "$seed" ] || fail "no seed on the screen"
	"$DDPLAY" lead --hand 'W:KT3.K96.8762.QT2' --contract 2D --declarer S \
		--auction 'P P 1D P 1H P 2D P P P' --dealer N \
		--deals "$1" --seed "$seed" -j 1 --lines > "$TMP/lead" ||
		fail "ddplay lead: exit status $?"
}
