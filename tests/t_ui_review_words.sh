#!/bin/sh
# What a review of the analyser found in its words (2026-11-28), each
# seen on the screen:
# - a claim that double dummy does not give is flagged (the title's "1
#   warning") while the board opens, without stepping to the end of the
#   recorded play: the course solves the position after its last card;
# - :save names every line written, those of the board's other
#   contracts too;
# - in a practice's review, :lines names as the actual play the line
#   that is (the review's play, line 2 here), not line 1;
# - the quiz's title does not offer w, which a quiz refuses;
# - ? in the review says what e does there;
# - :errors' footer tells a board skipped from one shown without its
#   play;
# - a long Event line stops before the panel beside it.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

cp tests/data/ui/record.pbn "$TMP/r.pbn"
ui_start 110 36 "$TMP/r.pbn"
ui_wait "West to play" "the board"
# the claim of 8 where double dummy gives 7, at the recorded play's end
ui_wait "1 warning: f" "the bad claim flagged without stepping to it"
ui_keys f
ui_wait "claim of 8" "the warning's text"
ui_keys Escape
# a line in 2D, another in 4S: three lines in two contracts
ui_keys Home
ui_wait "card 0/" "back to the start"
ui_keys s k
ui_wait "card 1/" "a card of a new line"
ui_cmd "contract 4S by S"
ui_wait "4♠ by South" ":contract 4S"
ui_keys h k
ui_wait "card 1/" "a card in 4S"
ui_cmd "save $TMP/x.pbn"
ui_wait "saved to" ":save"
ui_has "with 3 lines in its contracts" ||
	fail ":save: $(ui_screen | grep 'saved to')"
[ "$(grep -c '^[0-9]*[SHDCN][NESW] ' "$TMP/x.pbn")" -ge 3 ] ||
	{ grep -A5 DdplayLines "$TMP/x.pbn"; fail "not three lines written"; }
ui_keys q
ui_quit

# a practice: a card taken back and another played makes line 2, which
# the review makes the actual play
ui_start 80 24 practice --seed 5 --pause 0.2
ui_wait "you play S and N" "the practice"
ui_idle
for k in "h a" "d 5" "c k"; do
	# shellcheck disable=SC2086
	ui_keys $k
	ui_idle
done
ui_keys u
ui_idle
ui_keys h k
ui_idle
ui_keys e
ui_wait "y:" "the review asked"
ui_keys y
ui_idle
ui_keys e
ui_idle
ui_cmd lines
ui_wait "Lines of play" ":lines"
ui_screen | grep -q '2  leaves line 1 at card .*(the actual play)' ||
	{ ui_screen; fail "the review's play not named as the actual play"; }
ui_screen | grep -q '1  from the start.*(the actual play)' &&
	fail "line 1 named as the actual play"
ui_keys Escape
ui_keys '?'
ui_wait "Keys" "the help"
# (the key list takes pages at 80x24)
for page in 1 2 3; do
	ui_has "review the play, or hide" && break
	ui_keys Down Down Down Down Down Down Down Down Down Down
	sleep 0.2
done
ui_has "review the play, or hide" ||
	fail "the help's e in the review: $(ui_screen | grep ' e  ')"
ui_keys Escape
ui_quit

ui_start 80 24 quiz "$TMP/r.pbn" --seed 3 --count 1
ui_wait "not shown" "the quiz"
ui_has "not shown until you answer" || fail "the quiz's title: $(ui_screen | grep 'not shown')"
ui_lacks "w shows it" || fail "the quiz offers w"
ui_keys q
ui_quit
# :errors: board 2's deal is bad (skipped), board 3's play (shown
# without it): the footer does not call them all skipped
cp tests/data/ui/bad.pbn "$TMP/bad.pbn"
ui_start 80 24 "$TMP/bad.pbn"
ui_wait "board 1 of 2" "bad.pbn"
ui_cmd errors
ui_wait "board 3: trick 2" ":errors"
ui_has "bad deal: board skipped; bad contract or play: left out" ||
	fail ":errors' footer: $(ui_screen | tail -n 3)"
ui_lacks "the boards named were skipped" || fail ":errors calls board 3 skipped"
ui_keys Escape
ui_quit
# a long Event beside the panel (110x36): cut before the panel, not run
# under it ("…Hillto┌")
sed 's/^\[Event "Tuesday Pairs"\]/[Event "Tuesday Afternoon Pairs of the Hilltop Bridge Club Winter Championship"]/' \
	tests/data/ui/record.pbn > "$TMP/longev.pbn"
grep -q "Winter" "$TMP/longev.pbn" || fail "the long Event was not made"
ui_start 110 36 "$TMP/longev.pbn"
ui_wait "Double dummy" "the panel"
ui_screen | sed -n 3p | grep -q '… *┌─ Double dummy' ||
	fail "the event line under the panel: $(ui_screen | sed -n 3p)"
ui_quit
echo "the analyser's words as the review asked"
