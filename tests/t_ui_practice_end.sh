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

# the header's "card K/" of the play so far
played() {
	ui_screen | sed -n 's/.* card \([0-9]*\)\/.*/\1/p' | head -n 1
}
ours() {
	ui_has "North  to play" || ui_has "South  to play"
}
over() {
	ui_has "the deal is over" || ui_has "Review of the play"
}
ours_or_over() {
	ours || over
}

ui_start 110 36 practice --seed 11 --pause 0
ui_wait "you play S and N" "practice"
n=0
while :; do
	n=$((n + 1))
	[ "$n" -le 60 ] || fail "the play did not end"
	ui_poll ours_or_over || fail "neither our card nor the end"
	over && break
	before=$(played)
	ui_keys Enter
	# one key a card: the next only once this one is on the screen
	changed() { [ "$(played)" != "$before" ]; }
	ui_poll changed || fail "Enter played no card (card $before)"
done
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
