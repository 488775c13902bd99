#!/bin/sh
# Practice: when the computer plays the 52nd card, the review comes at
# once (docs/ui.md: "When the 52nd card is played ... the practice turns
# into a review"), without a key pressed after it.  It used to wait for
# the next key: the hands stayed hidden under "the deal is over" (the
# loop slept with nothing to wake it).  The user's cards here are the
# first card each time (Enter), one key a card, none after the last;
# the test checks that the last card was indeed a defender's.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

over() {
	ui_has "the deal is over" || ui_has "Review of the play"
}

ui_start 110 36 practice --seed 11 --pause 0
ui_wait "you play S and N" "practice"
ui_practice_play_out over
ui_wait "Review of the play" "the review after the computer's last card"
ui_wait_gone "cards (hidden)" "the hands shown"

# the last card was the computer's: the seat to play at card 51
rm -f "$TMP/p.txt"
ui_cmd "save $TMP/p.txt"
ui_poll test -s "$TMP/p.txt" || fail "not saved"
line=$(cat "$TMP/p.txt")
last=$(printf '%s\n' "$line" | awk -F'|' '{ n = split($4, c, " "); s = c[1]
	for (i = 2; i < n; i++) s = s " " c[i]; print $1 "|" $2 "|" $3 "|" s }' |
	"$DDPLAY" solve | sed -n 's/^Trick 13: .*; \([A-Za-z]*\) to play\.$/\1/p')
case $last in
East | West) ;;
*) fail "the 52nd card is not the computer's ('$last'): another seed is needed" ;;
esac
ui_quit
exit 0
