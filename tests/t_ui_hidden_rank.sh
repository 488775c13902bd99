#!/bin/sh
# A hidden hand tells nothing of its cards through the rank alone or
# single dummy (docs/ui.md, "Hidden hands").  With West hidden and to
# play, a rank typed alone said how many cards of it West could play
# ("West has no 5 to play", "West can play 2 cards of that rank"), and in
# practice during the computer's pause as much of the defender's hand;
# z and :sd ran a whole simulation with nothing shown.  Now the rank alone
# gets the same words whatever West holds, the computer's seat in
# practice as any card of it typed, and z / :sd say what x says, running
# nothing.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

DATA=$REPO/tests/data/ui

ui_start 110 36 "$DATA/play.pbn" --hide EW
ui_wait "West to play" "the board"
ui_wait "13 cards (hidden)" "West hidden"
# every rank but the queen (q quits): the same words for each
for r in 2 3 4 5 6 7 8 9 t j k a; do
	ui_keys "$r"
	ui_wait "West's hand is hidden: type the suit first (s h d c)" "rank $r alone"
	ui_has "to play" || fail "rank $r: the board gone"
	ui_has "has no" && fail "rank $r: '$(ui_screen | grep 'has no')'"
	ui_has "cards of that rank" && fail "rank $r: '$(ui_screen | grep 'of that rank')'"
	ui_keys Escape
	ui_wait_gone "West's hand is hidden" "Esc after rank $r"
done
# z, %, :sd: said as x says it, and no layouts solved
for k in z %; do
	ui_keys "$k"
	ui_wait "sd: West's hand is hidden (:show shows it)" "$k with West hidden"
	ui_keys Escape
done
ui_cmd "sd 50"
ui_wait "sd: West's hand is hidden (:show shows it)" ":sd 50 with West hidden"
ui_idle
ui_has "/50" && { ui_screen; fail ":sd 50 ran with West hidden"; }
ui_keys x
ui_wait "lead: West's hand is hidden (:show shows it)" "x, as before"
# shown again: the rank alone as it always was
ui_cmd show
ui_wait "every hand shown" ":show"
ui_keys 5
ui_poll ui_has "West has no 5 to play" || ui_poll ui_has "West can play" ||
	ui_poll ui_has "West played ♥5" || ui_has "West played" ||
	fail "rank 5 with West shown: $(ui_screen | tail -n 1)"
ui_quit
ui_exit_status > /dev/null

# practice: the computer's seat during its pause, a rank alone or a card
ui_start 80 24 practice --seed 11 --pause 8
ui_wait "you play S and N" "practice"
for r in 2 5 6 9 a; do
	ui_keys "$r"
	ui_wait "the computer plays West's cards: yours are South's and North's" "practice: rank $r"
	ui_has "cards of that rank" && fail "practice: rank $r: how many said"
	ui_has "has no" && fail "practice: rank $r: none said"
	ui_keys Escape
	ui_wait_gone "the computer plays" "practice: Esc after rank $r"
done
ui_keys h 5
ui_wait "the computer plays West's cards" "practice: h 5"
ui_keys z
ui_wait "not in practice" "practice: z"
ui_quit
ui_exit_status > /dev/null
echo "a hidden hand's cards not told by a rank alone, nor :sd run on it"
