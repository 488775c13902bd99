#!/bin/sh
# The analyser never loses a line (issue 9), in a real terminal (tmux), at
# 110x36 and 80x24: lines made and branched, switched with > and <, listed
# by :lines and reached by :line N; saved as PBN and read back with the
# same tree; each contract and each board keeps its lines; :deal adds a
# board; q and Ctrl-C ask when lines are not saved; Ctrl-C at the prompt
# cancels the line typed; the queen after a suit letter, never the rank
# alone; b plays the lowest of equal best cards; the history of two
# sessions merged; killed with lines not saved, they are written to a file.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

D='N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4'
START="$D|H|S|-"

# best_low POSITION: the card b must play there: of the best cards (solve
# --lines), the lowest of the first suit (spades first) that has one; as
# the screen shows it, "♠3".
best_low() {
	printf '%s\n' "$1" | "$DDPLAY" solve --lines | awk -F'|' '
	{
		n = split($5, c, " ")
		best = -1
		for (i = 1; i <= n; i++) { split(c[i], kv, ":"); if (kv[2] + 0 > best) best = kv[2] + 0 }
		order = "23456789TJQKA"
		for (s = 1; s <= 4; s++) {
			suit = substr("SHDC", s, 1); low = ""
			for (i = 1; i <= n; i++) {
				split(c[i], kv, ":")
				if (substr(kv[1], 1, 1) != suit || kv[2] + 0 != best) continue
				r = substr(kv[1], 2, 1)
				if (low == "" || index(order, r) < index(order, low)) low = r
			}
			if (low != "") { split("♠ ♥ ♦ ♣", g, " "); print g[s] low; exit }
		}
	}'
}

# list_lines: the rows of the :lines box on the screen.
list_lines() {
	ui_screen | grep -oE '[> ] +[0-9]+  (from the start|leaves line)[^│]*' |
		sed 's/^[> ]*//; s/ *$//'
}

# ---- lines made, branched, switched, listed ----------------------------
ui_start 110 36 --deal "$D" --declarer E --strain H
ui_wait "▶ South  to play" "start"
want=$(best_low "$START")
[ -n "$want" ] || fail "no best card from solve --lines"
ui_wait "♠ 9:" "South's scores"
ui_keys b
ui_wait "South played $want" "b plays the lowest best card ($want)"
want2=$(best_low "$D|H|S|$(printf '%s' "$want" | sed 's/♠/S/;s/♥/H/;s/♦/D/;s/♣/C/')")
ui_keys b
ui_wait "West played $want2" "b again: the lowest best card ($want2)"
ui_wait "card 2/2" "line 1: two cards"
# back one card, another card: line 2; line 1 is kept
ui_keys u
ui_wait "card 1/2" "u"
ui_keys s 8
ui_wait "card 2/2" "line 2"
ui_keys u
ui_keys s 6
ui_wait "card 2/2" "line 3"
ui_cmd "lines"
ui_wait "Lines of play" ":lines"
ui_wait " 1  from the start,  2 cards" ":lines: line 1"
ui_wait " 2  leaves line 1 at card 2,  2 cards" ":lines: line 2"
ui_wait ">  3  leaves line 1 at card 2,  2 cards" ":lines: line 3, the current one"
ui_wait "East-West 9" ":lines: the results of the lines"
ui_keys x
ui_wait_gone "Lines of play" "any key closes the list"
# > and < switch between the lines parting before card 2
ui_keys '>'
ui_wait "line 1 of 3" "> from line 3: line 1"
ui_wait " 1 S  $want $want2 " "> : line 1's card"
ui_keys '>'
ui_wait "line 2 of 3" "> : line 2"
ui_wait " 1 S  $want ♠8 " "> : line 2's card"
ui_keys '<'
ui_wait "line 1 of 3" "< : back to line 1"
ui_cmd "line 3"
ui_wait "the end of line 3" ":line 3"
ui_wait " 1 S  $want ♠6 " ":line 3: its card"
# the panel: which line, where the others fork, a + at the trick
ui_wait "line 3 of 3, forks: 2" "the panel names the line and its fork"
ui_wait "+ 1 S  $want ♠6 " "the panel marks the trick where lines fork"
ui_cmd "line 9"
ui_wait "line 9: there are 3 lines" ":line 9 refused"
# r/End follow the line last visited
ui_keys Home
ui_wait "card 0/2" "Home"
ui_keys End
ui_wait "card 2/2" "End"
ui_wait " 1 S  $want ♠6 " "End follows line 3, the one last visited"

# ---- the queen ---------------------------------------------------------
# North holds ♠KQT2 and must follow in spades: Q alone is refused (q
# quits), s q plays the queen.
ui_keys Q
ui_wait "for a queen type the suit first" "the rank alone: never the queen"
ui_keys s q
ui_wait "North played ♠Q" "s q: the queen"

# ---- each contract keeps its lines ---------------------------------------
ui_cmd "contract 3N by S"
ui_wait "contract 3NT by South" "another contract"
ui_wait "card 0 of 0" "3NT: no card played there"
ui_keys c 4
ui_wait "card 1/1" "a card in 3NT"
ui_cmd "contract 3H by E"
ui_wait "its 3 lines back" "back to 3H by East: its lines"
ui_cmd "contract 3N by S"
ui_wait "its 1 line back" "back to 3NT: its line"

# ---- saved as PBN, read back with the same tree --------------------------
ui_cmd "contract 3H by E"
ui_wait "its 3 lines back" "3H again"
ui_cmd "lines"
ui_wait "Lines of play" ":lines before saving"
# (every line's result in: not one screen without "solving", which a
# line not yet begun does not show either)
lines_solved() {
	list_lines > "$TMP/lines-now"
	[ "$(wc -l < "$TMP/lines-now")" = 3 ] && ! grep -q solving "$TMP/lines-now"
}
ui_poll lines_solved || { ui_screen; fail ":lines before saving: the results"; }
list_lines > "$TMP/lines-before"
[ "$(wc -l < "$TMP/lines-before")" = 3 ] || { cat "$TMP/lines-before"; fail "3 lines listed"; }
ui_keys x
ui_cmd "save $TMP/lines.pbn"
ui_wait "saved to $TMP/lines.pbn" ":save"
grep -q '^\[DdplayLines "1"\]' "$TMP/lines.pbn" || { cat "$TMP/lines.pbn"; fail "no DdplayLines tag"; }
grep -q '^3NS 1 0 0 C4$' "$TMP/lines.pbn" || { cat "$TMP/lines.pbn"; fail "3NT's line not saved"; }
# the board had no actual play: line 1 is its Play
"$DDPLAY" trace --lines "$TMP/lines.pbn" > "$TMP/trace" || { cat "$TMP/lines.pbn"; fail "trace of the saved file"; }
cut -d'|' -f4 "$TMP/trace" | grep -q "^S3 S5\$\|^$(printf '%s' "$want $want2" | sed 's/♠/S/g;s/♥/H/g;s/♦/D/g;s/♣/C/g')\$" ||
	{ cat "$TMP/trace"; fail "line 1 is not the Play saved"; }
# saved: q quits without asking
ui_keys q
status=$(ui_exit_status)
[ "$status" = 0 ] || fail "q after saving: status $status"

ui_start 110 36 "$TMP/lines.pbn"
ui_wait "card 0/2" "reopened: at the start of line 1, the actual play now"
ui_cmd "lines"
ui_wait "Lines of play" ":lines after reading back"
ui_poll lines_solved || { ui_screen; fail ":lines after reading back: the results"; }
list_lines | sed 's/ (the actual play)//' > "$TMP/lines-after"
cmp -s "$TMP/lines-before" "$TMP/lines-after" ||
	{ diff "$TMP/lines-before" "$TMP/lines-after"; fail "the tree read back differs"; }
ui_keys x
ui_cmd "contract 3N by S"
ui_wait "its 1 line back" "3NT's line read back"
# nothing new: q quits at once
ui_keys q
status=$(ui_exit_status)
[ "$status" = 0 ] || fail "q after reading back: status $status"

# ---- boards keep their lines; :deal adds a board; q asks ------------------
printf '%s\n%s\n' "$D" "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432" > "$TMP/two.txt"
ui_start 80 24 "$TMP/two.txt"
ui_wait "board 1 of 2" "two boards at 80x24"
ui_wait "to play" "board 1 ready"
ui_wait "solved in" "board 1: the scores"
ui_keys b
ui_wait "South led" "a card on board 1"
ui_keys n
ui_wait "board 2 of 2" "n"
ui_wait_gone "South led" "board 2: no card played"
ui_keys p
ui_wait "board 1 of 2" "p"
ui_wait "South led" "board 1's line kept, where it was"
ui_cmd "deal $D"
ui_wait "board 3 of 3" ":deal adds a board"
ui_keys q
ui_wait "Quit without saving your lines? (y: quit, n: stay)" "q asks"
ui_keys n
ui_wait "not quitting" "n: stays"
ui_keys C-c
ui_wait "Quit without saving your lines?" "Ctrl-C asks too"
ui_keys x
ui_wait_gone "Quit without saving" "any other key: stays"
# Ctrl-C at the prompt cancels the line typed, and quits nothing
ui_keys : h e l
ui_wait ":hel" "the prompt"
ui_keys C-c
ui_wait_gone ":hel" "Ctrl-C at the prompt cancels the line"
ui_exited && fail "Ctrl-C at the prompt quit"
ui_keys q
ui_wait "Quit without saving your lines?" "q asks again"
ui_keys y
status=$(ui_exit_status)
[ "$status" = 0 ] || fail "q y: status $status"

# ---- the history of two sessions merged -----------------------------------
hist=$XDG_STATE_HOME/ddplay/history
ui_start 110 36 --deal "$D"
ui_wait "to play" "history: a session"
printf 'from another session\n' >> "$hist"
ui_cmd "help"
ui_keys x
ui_quit
ui_exit_status > /dev/null
grep -qxF "from another session" "$hist" || { cat "$hist"; fail "history: the other session's line lost"; }
grep -qxF "help" "$hist" || { cat "$hist"; fail "history: this session's line not added"; }

# ---- :load reads in the background: the screen stays live, Esc gives
# a load up (a FIFO nobody writes to never ends)
mkfifo "$TMP/fifo" || fail "mkfifo"
ui_start 110 36 --deal "$D" --declarer E --strain H
ui_wait "▶ South  to play" "load: start"
ui_cmd "load $TMP/fifo"
ui_wait "loading $TMP/fifo (Esc gives it up)" ":load of a file that never ends"
ui_keys s 9
ui_wait "card 1/1" "the board answers while loading"
ui_keys Escape
ui_wait "load of $TMP/fifo given up" "Esc gives the load up"
ui_cmd "load $TMP/fifo"
ui_wait "loading $TMP/fifo" ":load again"
ui_keys C-c
ui_wait "load of $TMP/fifo given up" "Ctrl-C gives the load up"
ui_exited && fail "Ctrl-C during a load quit"
ui_cmd "load /dev/null"
ui_wait "load: /dev/null: no board in it" ":load of an empty file"
ui_cmd "load $TMP/two.txt"
ui_wait "2 boards from $TMP/two.txt added: board 2 of 3" ":load adds the boards"
ui_quit
ui_exit_status > /dev/null

# ---- killed with lines not saved: they go to a file ------------------------
ui_start 110 36 --deal "$D" --declarer E --strain H
ui_wait "▶ South  to play" "rescue: start"
ui_keys s 9
ui_wait "card 1/1" "rescue: a line"
# ddplay is the only child of the pane's shell
shell=$(ui_tmux display-message -p '#{pane_pid}')
pid=$(ps -o pid= --ppid "$shell" | head -n 1 | tr -d ' ')
[ -n "$pid" ] || fail "rescue: ddplay's pid not found"
kill -TERM "$pid"
status=$(ui_exit_status)
[ "$status" = 143 ] || fail "SIGTERM: status $status, not 143"
grep -q "the lines not saved are in" "$TMP/stderr" || { cat "$TMP/stderr"; fail "SIGTERM: no word of the lines"; }
saved=$(sed -n 's/.*the lines not saved are in //p' "$TMP/stderr")
[ -f "$saved" ] || fail "SIGTERM: $saved not written"
grep -q '^HE 1 0 0 S9$\|^[0-9]HE 1 0 0 S9$' "$saved" || { cat "$saved"; fail "SIGTERM: the line is not in $saved"; }
echo "lines kept, switched, saved and read back; questions asked; nothing lost"
