#!/bin/sh
# Practice: going back never lets the computer choose a card again
# (docs/ui.md, "Practice").  u, Home, [, :trick and :start used to leave
# the computer to play where it had played, and it drew a new card each
# time: West's hidden hand shown a card a press, a new line each
# (:lines).  Now u takes back to the user's last card (at card 1,
# nothing: "no card of yours played yet"), going back stops past the
# computer's cards, which stay as they were, and the line stays one;
# the same --seed gives the same cards for the same cards of the user's,
# even after other cards were tried on the way.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

# position NAME: the position shown (deal|strain|leader|played, :save in
# the line format) into $TMP/NAME.txt; its cards played into $played.
position() {
	rm -f "$TMP/$1.txt"
	ui_cmd "save $TMP/$1.txt"
	ui_poll test -s "$TMP/$1.txt" || fail "$1: the position not saved"
	played=$(cut -d'|' -f4 "$TMP/$1.txt")
}
# ours: North or South (the user's) to play.
ours() {
	ui_has "North  to play" || ui_has "South  to play"
}
# best_to N: b at each of the user's turns until N cards are played (the
# computer's come between, --pause 0).
best_to() {
	n=0
	while [ "$(ui_played)" -lt "$1" ]; do
		n=$((n + 1))
		[ "$n" -le 40 ] || fail "b: not $1 cards played (card $(ui_played))"
		ui_poll ours || fail "not our turn (card $(ui_played))"
		before=$(ui_played)
		ui_keys b
		ui_poll ui_card_played_back || fail "b played no card (card $before)"
	done
}
ui_card_played_back() {
	[ "$(ui_played)" != "$before" ]
}
# one_line WHAT: :lines lists one line, the box closed after.
one_line() {
	ui_cmd lines
	ui_wait "Lines of play" "$1: :lines"
	ui_has "1  from the start" || fail "$1: no line 1"
	ui_has "2  leaves line" && { ui_screen; fail "$1: a second line made"; }
	ui_keys Escape
	ui_wait_gone "Lines of play" "$1: the list closed"
}

ui_start 80 24 practice --seed 11 --pause 0
ui_wait "you play S and N" "practice"
ui_wait "card 1/1" "the computer's lead"
ui_idle
position lead
lead=$played
[ "$(printf '%s\n' "$lead" | wc -w)" -eq 1 ] || fail "not one card led: '$lead'"
# u and Home at card 1: nothing taken back, the lead the same
for key in u u Home u BSpace Home; do
	ui_keys "$key"
	ui_idle
	[ "$(ui_played)" = 1 ] || { ui_screen; fail "$key at card 1: card $(ui_played)"; }
done
ui_keys u
ui_wait "nothing to take back: no card of yours played yet" "u at card 1"
ui_cmd start
ui_idle
ui_cmd undo
ui_idle
position lead-after
[ "$played" = "$lead" ] || fail "u, Home and :start at card 1: the lead '$lead' became '$played'"
one_line "card 1"

# to the end of trick 4 (b), then back and forth: no card of the
# computer's changes, no line is added
best_to 16
ui_idle
position trick4
line=$played
for key in '[' '[' '[' '[' '[' '[' PageUp; do
	ui_keys "$key"
	ui_idle
	position back
	case "$line " in
	"$played "*) ;;
	*) fail "$key: not along the line: '$played' (the line: '$line')" ;;
	esac
done
[ "$(ui_played)" -le 1 ] || fail "[ seven times: at card $(ui_played), not the start"
ui_keys End
ui_idle
position end
[ "$played" = "$line" ] || fail "End: '$played', not the line '$line'"
for cmd in "trick 4" "trick 2" start "trick 3"; do
	ui_cmd "$cmd"
	ui_idle
	position "$(echo "$cmd" | tr ' ' _)"
	case "$line " in
	"$played "*) ;;
	*) fail ":$cmd: not along the line: '$played'" ;;
	esac
done
# u from the end of trick 4 back to the user's last card, each time
ui_keys End
ui_idle
for i in 1 2 3; do
	ui_keys u
	ui_idle
	ui_poll ours || fail "u: not back to a card of ours (card $(ui_played))"
	position u$i
	case "$line " in
	"$played "*) ;;
	*) fail "u $i: not along the line: '$played'" ;;
	esac
done
one_line "after [, :trick, :start and u"
# a key that closes the list: ':' opens the command line too (a command
# typed at once is not lost, its letters taken for keys: e asked for the
# review, i hid the panel); '?' shows the help; others only close
ui_cmd lines
ui_wait "Lines of play" ":lines again"
ui_cmd "line 1"
ui_wait "the end of line 1" ":line 1 typed over the list"
ui_has "Lines of play" && fail ":line 1 typed over the list: the list still open"
ui_has "review the play" && fail ":line 1 typed over the list: its letters taken for keys"
ui_cmd lines
ui_wait "Lines of play" ":lines, then ?"
ui_keys '?'
ui_wait "Keys" "? over the list: the help"
ui_keys Escape
ui_wait_gone "Keys" "the help closed"
ui_cmd lines
ui_wait "Lines of play" ":lines, then e"
ui_keys e
ui_wait_gone "Lines of play" "e closes the list"
ui_has "End the practice" && fail "e over the list: taken as the review's key"
ui_quit
ui_exit_status > /dev/null

# The same seed, another card of North's tried first and taken back: the
# same cards of the computer's for the same cards of the user's.
ui_start 110 36 practice --seed 11 --pause 0
ui_wait "card 1/1" "again: the computer's lead"
ui_idle
position again
[ "$played" = "$lead" ] || fail "--seed 11 twice: the lead '$played', not '$lead'"
ours_card=$(printf '%s\n' "$line" | cut -d' ' -f2)
# a legal card of North's that is not the one b played
other=$(printf '%s\n' "$(cat "$TMP/again.txt")" | "$DDPLAY" solve --lines |
	cut -d'|' -f5 | tr ' ' '\n' | cut -d: -f1 | grep -vx "$ours_card" | head -n 1)
[ -n "$other" ] || fail "North has no other card than $ours_card"
ui_cmd "play $other"
ui_poll ours || fail "after $other: not our turn"
ui_idle
ui_keys u
ui_idle
[ "$(ui_played)" = 1 ] || fail "u after $other: card $(ui_played), not 1"
best_to 16
position again16
case "$played " in
"$line "*) ;;
*) fail "--seed 11, $other tried first: '$played', not the line '$line'" ;;
esac
ui_quit
ui_exit_status > /dev/null
echo "practice: u, Home, [, :trick, :start never make the computer choose again"
