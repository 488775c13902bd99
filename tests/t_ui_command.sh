#!/bin/sh
# The `:` command line in a real terminal (tmux): play, save (the line
# written, accepted by solve --lines), contract, undo N and redo, trick N,
# an unknown command, Tab completion, and the history file after quit.
# HOME and XDG_STATE_HOME point into $TMP: the user's history is never
# touched.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

HOME=$TMP/home
XDG_STATE_HOME=$TMP/state
export HOME XDG_STATE_HOME
mkdir -p "$HOME" || fail "cannot make $HOME"

D='N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4'


ui_start 110 36 --deal "$D" --declarer E --strain H
ui_wait "Hearts, declarer East, South leads" "title"
ui_wait "South  to play" "seat to play"

# A card played from the command line.
ui_cmd "play s9"
ui_wait "West  to play" "play s9"
ui_wait "South led" "the trick"

# Saved: exactly the deal and the play so far, which solve --lines takes.
ui_cmd "save $TMP/out.txt"
ui_wait "saved to" "save"
printf '%s|H|S|S9\n' "$D" > "$TMP/want.txt"
cmp -s "$TMP/want.txt" "$TMP/out.txt" ||
	{ cat "$TMP/out.txt"; fail "save: not the expected line"; }
"$DDPLAY" solve --lines < "$TMP/out.txt" > "$TMP/solved" ||
	fail "solve --lines refused the saved line"
grep -q '|S9|' "$TMP/solved" || { cat "$TMP/solved"; fail "solve --lines"; }

# Several cards at once: the first trick, then two of the second.
ui_cmd "play s5 sk sa hk h4"
ui_wait "card 6/6" "play five cards"
ui_wait "West  to play" "after the five cards"

# Undo two cards, play one again, go to the start of trick 2.
ui_cmd "undo 2"
ui_wait "card 4/6" "undo 2"
ui_wait "East  to play" "undo 2: East leads"
ui_cmd "redo"
ui_wait "card 5/6" "redo"
ui_cmd "trick 2"
ui_wait "card 4/6" "trick 2"
ui_cmd "trick 1"
ui_wait "card 0/6" "trick 1"
ui_cmd "trick 9"
ui_wait "trick 9: not played yet" "trick 9"

# Another contract.
ui_cmd "contract 4S by N"
ui_wait "4♠ by North, East leads" "contract 4S by N"

# An unknown command: an error on the status line.
ui_cmd "frobnicate"
ui_wait "unknown command 'frobnicate'" "unknown command"

# Tab completes the command names; Esc closes the prompt.
ui_keys : c o n Tab
ui_wait ":contract" "Tab completion"
ui_keys Escape
ui_wait_gone ":contract" "Esc closes the prompt"

# Quit from the command line (lines were played: it asks); the history is
# kept.
ui_cmd "quit"
ui_wait "Quit without saving your lines? (y: quit, n: stay)" ":quit asks"
ui_keys y
status=$(ui_exit_status)
[ "$status" = 0 ] || { cat "$TMP/stderr"; fail "exit status $status"; }
hist=$XDG_STATE_HOME/ddplay/history
[ -f "$hist" ] || fail "no history file $hist"
for want in "play s9" "undo 2" "contract 4S by N" "quit"; do
	grep -qxF "$want" "$hist" || { cat "$hist"; fail "history: no '$want'"; }
done
ls "$XDG_STATE_HOME/ddplay" | grep -v '^history$' && fail "temp files left"
echo "command line as expected"
