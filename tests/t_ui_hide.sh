#!/bin/sh
# Hidden hands in a real terminal (tmux): with --hide EW (and :hide), no
# card of East or West not played yet may show anywhere on the screen,
# whatever is done (plays, the panel with the whole recorded play, i, v,
# m, the status line's annotations, the command line, the help, a resize);
# the hidden hands show their card count; :show shows them again; the
# annotations go off (w, :annotations off) and on; with the seat on lead
# hidden, the lead simulation and :sd show none of its cards either.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

DATA=$REPO/tests/data/ui


# hidden_cards POSITION SEATS: the cards of SEATS (letters) not played in
# POSITION (deal|strain|leader|played), one a line as "SK".
hidden_cards() {
	printf '%s\n' "$1" | awk -F'|' -v seats="$2" '
	{
		split(substr($1, 3), hand, " ")
		first = index("NESW", substr($1, 1, 1)) - 1
		n = split($4, played, " ")
		for (i = 1; i <= n; i++) gone[played[i]] = 1
		for (h = 0; h < 4; h++) {
			seat = substr("NESW", (first + h) % 4 + 1, 1)
			if (index(seats, seat) == 0) continue
			split(hand[h + 1], suit, ".")
			for (s = 1; s <= 4; s++)
				for (r = 1; r <= length(suit[s]); r++) {
					c = substr("SHDC", s, 1) substr(suit[s], r, 1)
					if (!(c in gone)) print c
				}
		}
	}'
}

# check_hidden WHAT SEATS: the screen now shows no unplayed card of SEATS
# (asked with :save in the line format after the screen is read: the
# position), in either notation, and no hand of theirs: no line with two
# suit rows (West's and East's rows share lines), at most eight suit rows
# (North's and South's).  The screen is read once it is steady (it was
# after a fixed 0.3 s), and again once the :save is done, when every key
# before it has been read: a key's effect drawn late is seen there.
check_hidden() {
	# (the message of the last :save names a temporary folder; the
	# commands' help has an example, "play S9 SK")
	ui_steady | grep -v -e "saved to" -e "play S9 SK" > "$TMP/shot"
	rm -f "$TMP/pos.txt"
	# (Esc closes a help shown, and does nothing else)
	ui_keys Escape
	sleep 0.2
	ui_cmd "save $TMP/pos.txt"
	ui_poll test -s "$TMP/pos.txt" || fail "$1: the position not saved"
	ui_keys Escape
	hidden_cards "$(cat "$TMP/pos.txt")" "$2" > "$TMP/hidden"
	[ -s "$TMP/hidden" ] || [ "$1" = "end" ] ||
		fail "$1: no hidden card listed"
	shot_hidden "$1" "$2"
	ui_screen | grep -v -e "saved to" -e "play S9 SK" > "$TMP/shot"
	shot_hidden "$1 (after :save)" "$2"
}

# shot_hidden WHAT SEATS: $TMP/shot shows none of the cards of
# $TMP/hidden, and (EW) no hand of West's or East's.
shot_hidden() {
	# each hidden card, as "♠K" or "SK", anywhere on a line of the shot
	# (one awk for all of them, not a few processes a card)
	c=$(awk -v shot="$TMP/shot" '
		BEGIN { while ((getline l < shot) > 0) text = text "\n" l }
		{
			g = $0
			sub(/^S/, "♠", g); sub(/^H/, "♥", g)
			sub(/^D/, "♦", g); sub(/^C/, "♣", g)
			if (index(text, g) || index(text, $0)) { print $0; exit }
		}' "$TMP/hidden")
	if [ -n "$c" ]; then
		cat "$TMP/shot"
		fail "$1: the hidden card $c shows"
	fi
	[ "$2" = EW ] || return 0
	rows=$(grep -cE '[♠♥♦♣] ([AKQJT98765432]|-|—)' "$TMP/shot")
	[ "$rows" -le 8 ] || { cat "$TMP/shot"; fail "$1: $rows suit rows"; }
	if grep -qE '[♠♥♦♣] ([AKQJT98765432]|-|—).*[♠♥♦♣] ([AKQJT98765432]|-|—)' \
	   "$TMP/shot"; then
		cat "$TMP/shot"
		fail "$1: a hidden hand's suits show"
	fi
}

# ---- a PBN board with its whole recorded play, East-West hidden ---------
ui_start 110 36 --hide EW "$DATA/play.pbn"
ui_wait "card 0/52" "opens at the start"
ui_wait "13 cards (hidden)" "the hidden hands' count"
ui_wait "(hands hidden)" "the table hidden"
check_hidden start EW
# The course of the play is solved in the background: the panel shows
# only the cards played (the rest of a hidden hand's as dots).
ui_wait "m M: go" "the course solved"
check_hidden "course" EW
for k in 1 2 3 4 5 6; do
	ui_keys r
	ui_wait "card $k/52" "r to card $k"
	check_hidden "card $k" EW
done
ui_wait "12 cards (hidden)" "a card fewer"
ui_keys Home
ui_wait "card 0/52" "Home"
ui_keys m
ui_wait "card 3: East's card 3 (hidden); r plays it" "m names no hidden card"
check_hidden "m" EW
ui_keys v
check_hidden "v" EW
ui_keys i
check_hidden "i (panel off)" EW
ui_keys i
ui_keys '?'
ui_wait "the cursor to the next playable card" "help"
check_hidden "help" EW
ui_keys :
ui_keys -l "help"
ui_keys Enter
ui_wait "Commands" "the commands' help"
check_hidden "commands help" EW
ui_keys Escape
ui_tmux resize-window -x 82 -y 26 2> /dev/null ||
	ui_tmux resize-pane -x 82 -y 26 2> /dev/null
check_hidden "resized" EW
ui_keys i
check_hidden "panel over the board" EW
ui_keys i
ui_tmux resize-window -x 110 -y 36 2> /dev/null ||
	ui_tmux resize-pane -x 110 -y 36 2> /dev/null
# A wrong card for a hidden seat: refused without naming where it is.
ui_keys End
ui_wait "card 52/52" "End"
ui_keys Home
ui_wait "card 0/52" "Home"
ui_keys s q
ui_wait "West cannot play ♠Q" "a card refused, nothing said of it"
check_hidden "refused card" EW
# Enter: no cursor over a hidden hand.
ui_keys Enter
ui_wait "no card to play" "no cursor over a hidden hand"
# b plays West's best card (played: public then).
ui_keys b
ui_wait "card 1/" "b"
check_hidden "b" EW
# Annotations off: no score beside any card, the result not shown.
ui_keys w
ui_wait "annotations off" "w"
ui_wait "Double dummy: not shown" "the result hidden"
ui_keys w
ui_wait "annotations on" "w again"
ui_cmd "annotations off"
ui_wait "annotations off" ":annotations off"
if ui_screen | grep -qE '[AKQJT2-9]:[0-9]'; then
	ui_screen
	fail "a score shown with the annotations off"
fi
ui_cmd "annotations on"
ui_wait "annotations on" ":annotations on"
# :show shows every hand, :hide hides again.
ui_cmd "show"
ui_wait "every hand shown" ":show"
ui_wait_gone "cards (hidden)" ":show: the hands back"
ui_cmd "hide NS"
ui_wait "hidden: North South" ":hide NS"
check_hidden "hide NS" NS
ui_cmd "hide ew"
ui_wait "hidden: East West" ":hide ew"
check_hidden "hide ew" EW
ui_quit
status=$(ui_exit_status)
[ "$status" = 0 ] || { cat "$TMP/stderr"; fail "exit status $status"; }

# The seat on lead hidden: neither the lead simulation (x, :lead: its
# box listed West's thirteen cards as leads) nor :sd (its figures stand
# beside the cards of the seat to play) shows a card of it.
ui_start 110 36 --hide W "$DATA/record.pbn"
ui_wait "West to play" "record.pbn, West hidden"
ui_wait "solved in" "the double-dummy scores"
# (each says so at once, where the box opened: waited for, not a fixed
# 2 s; a box instead of the message fails the wait)
ui_keys x
ui_wait "lead: West's hand is hidden" "x, West hidden: the lead not simulated, and said"
check_hidden "x, West hidden" W
ui_cmd "lead 50"
ui_wait "lead: West's hand is hidden" ":lead 50, West hidden: the lead not simulated, and said"
check_hidden ":lead, West hidden" W
ui_cmd "sd 4"
ui_wait "sd: West's hand is hidden (:show shows it)" ":sd, West hidden: not run, and said"
check_hidden ":sd, West hidden" W
ui_quit

# The session view's first costly card: "trick 1, East ♣8 (-1)" named a
# card of a hidden hand still to be played.
ui_start 110 36 --hide EW "$DATA/play.pbn"
ui_wait "West to play" "play.pbn, East and West hidden"
ui_cmd session
ui_wait "Session: 2 boards, 2 worked out" ":session"
ui_has "trick 1, East (hidden) (-1)" ||
	{ ui_screen; fail ":session: the first costly card of a hidden hand not said as hidden"; }
check_hidden ":session, East and West hidden" EW
ui_quit

# A bad --hide is refused before the screen opens.
"$DDPLAY" --hide XY "$DATA/play.pbn" > /dev/null 2> "$TMP/err" &&
	fail "--hide XY accepted"
grep -q "hide" "$TMP/err" || fail "--hide XY: no message"
echo "hidden hands show no card, in every state tried"
