#!/bin/sh
# The course of a quiz from a file (docs/ui.md, "Quizzes"):
# - before the answer the panel shows the cards played, not the rest of
#   the board's recorded play, whose next card is the one played at the
#   position asked (a hint); after the answer, all of it;
# - n after an answer goes on by itself to the next position, even where
#   a board is played out without one (it stayed at "finding a position
#   for the quiz..." until a key: the loop slept with nothing to wake it);
# - the final score stays in what Enter and n say after the end (it gave
#   way to "the quiz is over: q quits");
# - :errors works in a quiz, as the refusal of other commands says, and
#   says that nothing was wrong in the file;
# - q quits at once, answered or not (the quiz's lines mean nothing to a
#   student: nothing is asked).
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

DATA=$REPO/tests/data/ui

# panel_cards: the "card N of M" of the panel's "Tricks" line, as "N M".
panel_cards() {
	ui_screen | sed -n 's/.*Tricks *card \([0-9]*\) of \([0-9]*\).*/\1 \2/p' |
		head -n 1
}
# trick_rows: the rows of tricks in the panel ("10E ♥A ♦K ..."), counted.
trick_rows() {
	ui_screen | grep -cE '│ *[0-9]+[NESW] '
}

ui_start 110 36 quiz "$DATA/play.pbn" --seed 2 --count 3
ui_wait "Quiz 1/3:" "the first question"
set -- $(panel_cards)
[ $# = 2 ] || { ui_screen; fail "no 'Tricks card N of M' in the panel"; }
[ "$1" = "$2" ] || { ui_screen; fail "question 1: the panel shows $2 cards at card $1"; }
rows=$(trick_rows)
[ "$rows" -le $(($1 / 4 + 1)) ] ||
	{ ui_screen; fail "question 1: $rows tricks in the panel at card $1"; }
ui_keys Enter
ui_wait "Score " "the answer"
set -- $(panel_cards)
[ "$2" -gt "$1" ] || { ui_screen; fail "answered: the recorded play not shown ($1 of $2)"; }
[ "$(trick_rows)" -gt "$rows" ] || fail "answered: no more tricks in the panel"
# :errors in a quiz
ui_cmd errors
ui_wait ":errors: nothing was wrong in the files opened" ":errors in a quiz"
ui_cmd lines
ui_wait ":lines: not in a quiz: play the card you choose (help, save, errors, quit)" \
	":lines refused, naming what works"
# n: the next position without another key, whatever the boards hold
ui_keys n
ui_wait "Quiz 2/3:" "n: the second question by itself"
set -- $(panel_cards)
[ "$1" = "$2" ] || { ui_screen; fail "question 2: the panel shows $2 cards at card $1"; }
ui_keys Enter
ui_wait "Score " "the second answer"
ui_keys n
ui_wait "Quiz 3/3:" "n: the third question by itself"
ui_keys Enter
ui_wait "Quiz over: " "the end"
score=$(ui_screen | grep -o 'Quiz over: [0-9]* of 3 right')
[ -n "$score" ] || fail "no score at the end: $(ui_screen | tail -n 1)"
for k in Enter n Enter; do
	ui_keys "$k"
	ui_wait_gone "Score " "$k after the end: the verdict replaced"
	ui_wait "$score" "$k after the end: the score kept"
	ui_keys Escape
done
ui_keys q
status=$(ui_exit_status)
[ "$status" = 0 ] || fail "q after the end: exit status $status"

# the repro: seed 2, 5 positions, Enter then n
ui_start 110 36 quiz "$DATA/play.pbn" --seed 2 --count 5
ui_wait "Quiz 1/5:" "seed 2: the first question"
ui_keys Enter
ui_wait "of 1.  Enter: next" "seed 2: the answer"
ui_keys n
ui_wait "Quiz 2/5:" "seed 2: n, the second question by itself"
# q after a question answered: at once, nothing asked
ui_keys Enter
ui_wait "Score " "seed 2: the second answer"
ui_keys q
ui_poll ui_exited || { ui_screen; fail "q after an answer: not quit at once"; }
[ "$(ui_exit_status)" = 0 ] || fail "q after an answer: exit status"

# random deals at 80x24: q at once too
ui_start 80 24 quiz --seed 5 --count 2
ui_wait "Quiz 1/2:" "random: the first question"
ui_keys Enter
ui_wait "Score " "random: the answer"
ui_cmd errors
ui_wait ":errors: no file was opened" "random: :errors without a file"
ui_keys q
ui_poll ui_exited || { ui_screen; fail "random: q not quit at once"; }
echo "quiz: the panel hides the play to come, n goes on alone, the score stays"
